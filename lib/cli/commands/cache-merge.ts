/**
 * `healwright cache merge <dirs…> [--into cache]`: merges the heal records sharded CI runs wrote to
 * their test output (test-results/healwright-cache/heal/…) into the committed cache.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { mergeHealCaches } from '../../cache/merge-heal-caches.js';
import { type CliCommand, defaultCacheDir, EXIT_FAILED, EXIT_OK, EXIT_USAGE, writeOut } from '../command.js';

const HELP = `Usage: healwright cache merge <dir…> [--into cache]

  Merges heal records into the committed cache. Each <dir> is a cache dir (has heal/) or a
  Playwright output dir from a CI run (has healwright-cache/heal/). Per record the newest heal wins;
  nothing else is dropped. Corrupt files are reported and skipped.

Options:
  --into DIR   the cache to merge into (default: $HEALWRIGHT_CACHE_DIR, else cache, as page.heal)`;

export const cacheMergeCommand: CliCommand = {
  name: 'cache merge',
  summary: 'merge heal records of sharded CI runs (test-results/healwright-cache) into cache/',
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
    const report = await mergeHealCaches(
      positionals.map((dir) => resolve(io.cwd, dir)),
      into,
    );
    for (const file of report.files) {
      await writeOut(
        io.stdout,
        `${file.file}: ${file.added} added, ${file.updated} updated, ${file.kept} kept\n`,
      );
    }
    for (const problem of report.problems) await writeOut(io.stderr, `healwright: ${problem}\n`);
    if (report.files.length === 0) await writeOut(io.stdout, 'no heal records to merge\n');
    return report.problems.length > 0 && report.files.length === 0 ? EXIT_FAILED : EXIT_OK;
  },
};
