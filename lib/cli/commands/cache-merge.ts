/**
 * `healwright cache merge <dirs…> [--into cache]`: merges the heal and act records sharded CI runs
 * wrote to their test output (test-results/healwright-cache/heal/…, …/act/…) into the committed cache.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { mergeActCaches } from '../../act/merge-act-caches.js';
import { mergeHealCaches } from '../../cache/merge-heal-caches.js';
import { defaultCacheDir, relativePathsIn } from '../../project-paths.js';
import { type CliCommand, EXIT_FAILED, EXIT_OK, EXIT_USAGE, writeOut } from '../command.js';

const HELP = `Usage: healwright cache merge <dir…> [--into cache]

  Merges heal and page.act records into the committed cache. Each <dir> is a cache dir (has heal/
  or act/) or a Playwright output dir from a CI run (has healwright-cache/heal/ or …/act/). Per
  record the newest heal or recording wins; nothing else is dropped. Corrupt files are reported and
  skipped.

Options:
  --into DIR   the cache to merge into (default: $HEALWRIGHT_CACHE_DIR, else cache, as page.heal)`;

export const cacheMergeCommand: CliCommand = {
  name: 'cache merge',
  summary: 'merge heal and act records of sharded CI runs (test-results/healwright-cache) into cache/',
  async run(argv, io) {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { into: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    if (values.help === true) {
      await writeOut(io.stdout, `${HELP}\n`);
      return EXIT_OK;
    }
    if (positionals.length === 0) {
      await writeOut(io.stderr, `${HELP}\n`);
      return EXIT_USAGE;
    }
    const into = resolve(io.cwd, values.into ?? defaultCacheDir(io.env));
    const sources = positionals.map((dir) => resolve(io.cwd, dir));
    const heal = await mergeHealCaches(sources, into);
    const act = await mergeActCaches(sources, into);
    const files = [
      ...heal.files.map((file) => ({ ...file, label: file.file })),
      ...act.files.map((file) => ({ ...file, label: `act ${file.file}` })),
    ];
    for (const file of files) {
      await writeOut(
        io.stdout,
        `${file.label}: ${file.added} added, ${file.updated} updated, ${file.kept} kept\n`,
      );
    }
    // A source is a problem only when it has neither kind of record.
    const neither = heal.missing.filter((source) => act.missing.includes(source));
    const problems = [
      ...heal.problems.filter((problem) => !heal.missing.some((source) => problem.startsWith(`${source}: `))),
      ...act.problems.filter((problem) => !act.missing.some((source) => problem.startsWith(`${source}: `))),
      ...neither.map(
        (source) =>
          `${source}: no heal or act records (looked for heal/, act/ and healwright-cache/heal/, …/act/)`,
      ),
    ];
    // Named as the user named them: relative to where the command runs.
    for (const problem of problems)
      await writeOut(io.stderr, `healwright: ${relativePathsIn(problem, io.cwd)}\n`);
    if (files.length === 0) await writeOut(io.stdout, 'no heal or act records to merge\n');
    return problems.length > 0 && files.length === 0 ? EXIT_FAILED : EXIT_OK;
  },
};
