/**
 * `healwright eject <spec> [--test "<full title>"] [--dry-run]`: turns recorded page.act calls back
 * into plain Playwright code from the act cache (see lib/eject/eject-spec.ts).
 */
import { parseArgs } from 'node:util';
import { ejectSpec } from '../../eject/eject-spec.js';
import { isHealwrightError } from '../../errors.js';
import { type CliCommand, EXIT_OK, EXIT_USAGE, exitCodeForStatus, writeOut } from '../command.js';

const HELP = `Usage: healwright eject <spec> [--test "<describe › title>"] [--dry-run] [--cache-dir cache] [--no-waits]

  Replaces each recorded \`await page.act(...)\` of the spec by plain Playwright statements from
  cache/act/<spec>.json: the instruction stays as a comment, placeholders become references to the
  call's values. Calls with no matching entry, recorded for another instruction, or whose position
  in the test is not fixed (loops, branches: give them an id) are left alone and listed.
  Run from the project root (the directory of playwright.config).

Options:
  --test TITLE      only this test: its full title, describe blocks joined by " › " (or " > ")
  --dry-run         print the ejected spec to stdout and change nothing
  --cache-dir DIR   the cache (default: cache)
  --no-waits        do not wait for each step's recorded responses and navigation`;

export const ejectCommand: CliCommand = {
  name: 'eject',
  summary: 'turn recorded page.act calls into plain Playwright code (--dry-run prints it)',
  async run(argv, io) {
    let parsed: ReturnType<typeof parse>;
    try {
      parsed = parse(argv);
    } catch (error) {
      await writeOut(io.stderr, `healwright: ${(error as Error).message}\n${HELP}\n`);
      return EXIT_USAGE;
    }
    const { values, positionals } = parsed;
    if (values.help === true) {
      await writeOut(io.stdout, `${HELP}\n`);
      return EXIT_OK;
    }
    const [spec, ...extra] = positionals;
    if (spec === undefined || extra.length > 0) {
      await writeOut(io.stderr, `healwright: eject needs exactly one spec\n${HELP}\n`);
      return EXIT_USAGE;
    }
    try {
      const result = await ejectSpec({
        rootDir: io.cwd,
        spec,
        ...(values['cache-dir'] === undefined ? {} : { cacheDir: values['cache-dir'] }),
        ...(values.test === undefined ? {} : { test: values.test }),
        dryRun: values['dry-run'] === true,
        waits: values['no-waits'] !== true,
      });
      if (values['dry-run'] === true) await writeOut(io.stdout, result.source);
      for (const call of result.ejected) {
        await writeOut(
          io.stderr,
          `healwright: ejected ${result.spec}:${call.line} ${call.test} › ${call.call} ${JSON.stringify(call.instruction)} (${call.steps} step${call.steps === 1 ? '' : 's'})\n`,
        );
      }
      for (const call of result.leftAlone) {
        const what = call.instruction === undefined ? 'act call' : JSON.stringify(call.instruction);
        await writeOut(
          io.stderr,
          `healwright: left alone ${result.spec}:${call.line} ${call.test} ${what}: ${call.reason}\n`,
        );
      }
      for (const pin of result.pinned) {
        await writeOut(
          io.stderr,
          `healwright: kept ${result.spec}:${pin.line} on its recording with id '${pin.id}'\n`,
        );
      }
      const verb = values['dry-run'] === true ? 'would eject' : 'ejected';
      await writeOut(
        io.stderr,
        `healwright: ${verb} ${result.ejected.length} act call(s), left ${result.leftAlone.length} alone${values['dry-run'] === true ? ' (dry run; nothing written)' : ''}\n`,
      );
      return EXIT_OK;
    } catch (error) {
      if (isHealwrightError(error)) {
        await writeOut(io.stderr, `healwright: ${error.message}\n`);
        return exitCodeForStatus(error.status);
      }
      throw error;
    }
  },
};

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      test: { type: 'string' },
      'dry-run': { type: 'boolean' },
      'cache-dir': { type: 'string' },
      'no-waits': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
    strict: true,
  });
}
