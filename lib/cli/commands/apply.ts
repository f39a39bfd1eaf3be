/**
 * `healwright apply [spec…] [--write]`: rewrites broken locator literals in spec sources to their
 * healed form, from the heal cache. Dry run by default: prints a unified diff.
 */
import { parseArgs } from 'node:util';
import { formatApplyDiff, planApply, writeApply } from '../../apply/apply-heals.js';
import { defaultCacheDir } from '../../project-paths.js';
import { type CliCommand, EXIT_OK, writeOut } from '../command.js';

const HELP = `Usage: healwright apply [spec…] [--write] [--cache-dir cache]

  Replaces each healed locator literal in the spec sources by its healed form, from cache/heal/.
  Without --write: prints the diff and changes nothing. With --write: edits the specs and removes
  the applied records from the cache (the specs no longer need them). Run from the project root.

Options:
  --write           apply the edits
  --cache-dir DIR   the heal cache (default: $HEALWRIGHT_CACHE_DIR, else cache, as page.heal)`;

export const applyCommand: CliCommand = {
  name: 'apply',
  summary: 'rewrite healed locators in spec sources from the heal cache (dry run: a diff)',
  async run(argv, io) {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: {
        write: { type: 'boolean' },
        'cache-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
      strict: true,
    });
    if (values.help === true) {
      await writeOut(io.stdout, `${HELP}\n`);
      return EXIT_OK;
    }
    const plan = await planApply({
      rootDir: io.cwd,
      cacheDir: values['cache-dir'] ?? defaultCacheDir(io.env),
      ...(positionals.length > 0 ? { specs: positionals } : {}),
    });
    await writeOut(io.stdout, formatApplyDiff(plan));
    for (const skipped of plan.skipped) {
      await writeOut(
        io.stderr,
        `healwright: skipped ${skipped.spec}: ${skipped.original}: ${skipped.reason}\n`,
      );
    }
    const edits = plan.files.reduce((sum, file) => sum + file.edits.length, 0);
    if (values.write === true) {
      await writeApply(plan, io.cwd);
      await writeOut(io.stderr, `healwright: applied ${edits} heal(s) in ${plan.files.length} file(s)\n`);
    } else {
      await writeOut(io.stderr, `healwright: ${edits} heal(s) to apply (dry run; --write to apply)\n`);
    }
    return EXIT_OK;
  },
};
