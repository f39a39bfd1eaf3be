#!/usr/bin/env node
/**
 * The `healwright` executable: finds the command named by the first argument(s) in the registry
 * (commands/index.ts) and runs it. Errors are printed in one line (JSON with --json-errors is the
 * commands' business); the exit code is the command's.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { errorToWire } from '../server/wire-error.js';
import { type CliCommand, type CliIO, EXIT_OK, EXIT_USAGE, exitCodeForStatus } from './command.js';
import { commands as registeredCommands } from './commands/index.js';

function version(): string {
  try {
    const manifest = new URL('../../package.json', import.meta.url);
    const fallback = new URL('../../../package.json', import.meta.url);
    for (const url of [manifest, fallback]) {
      try {
        const parsed = JSON.parse(readFileSync(url, 'utf8')) as { name?: string; version?: string };
        if (parsed.name === 'healwright' && parsed.version !== undefined) return parsed.version;
      } catch {
        // try the next location (source vs dist layout)
      }
    }
  } catch {
    // unknown
  }
  return 'unknown';
}

export function helpText(commands: readonly CliCommand[]): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  const lines = commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`);
  return `Usage: healwright <command> [options]   (healwright <command> --help for details)

Commands:
${lines.join('\n')}

Environment: HEALWRIGHT_MODEL (provider:model), HEALWRIGHT_BASE_URL, HEALWRIGHT_API_KEY — see the README.
With no model configured, healwright is deterministic and nothing leaves the machine.
`;
}

/** Longest registered name that prefixes argv (so `cache merge` wins over a `cache` command). */
export function findCommand(
  commands: readonly CliCommand[],
  argv: readonly string[],
): { command: CliCommand; rest: readonly string[] } | undefined {
  let best: { command: CliCommand; rest: readonly string[] } | undefined;
  for (const command of commands) {
    const words = command.name.split(' ');
    if (words.every((word, index) => argv[index] === word)) {
      if (best === undefined || words.length > best.command.name.split(' ').length) {
        best = { command, rest: argv.slice(words.length) };
      }
    }
  }
  return best;
}

/** Runs the CLI with the given arguments (without node and the script path); resolves the exit code. */
export async function main(
  argv: readonly string[],
  io: CliIO,
  commands: readonly CliCommand[] = registeredCommands,
): Promise<number> {
  const found = findCommand(commands, argv);
  if (found === undefined) {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean', short: 'v' } },
      allowPositionals: true,
      strict: false,
    });
    if (values.version === true) {
      io.stdout.write(`${version()}\n`);
      return EXIT_OK;
    }
    if (positionals.length === 0) {
      (values.help === true ? io.stdout : io.stderr).write(helpText(commands));
      return values.help === true ? EXIT_OK : EXIT_USAGE;
    }
    io.stderr.write(
      `healwright: unknown command ${JSON.stringify(positionals.join(' '))}\n\n${helpText(commands)}`,
    );
    return EXIT_USAGE;
  }
  try {
    return await found.command.run(found.rest, io);
  } catch (error) {
    // parseArgs throws TypeError with code ERR_PARSE_ARGS_* for unknown/malformed options.
    const code = (error as { code?: unknown }).code;
    // Every message of every command starts with `healwright: ` (as its progress lines and the
    // reporter's do); a usage error points at the command's own help.
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      io.stderr.write(
        `healwright: ${(error as Error).message} (see healwright ${found.command.name} --help)\n`,
      );
      return EXIT_USAGE;
    }
    const wire = errorToWire(error);
    io.stderr.write(`healwright: ${wire.error.kind} (${wire.error.status}): ${wire.error.message}\n`);
    return exitCodeForStatus(wire.error.status);
  }
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  // SIGINT/SIGTERM become io.signal only for a command that reads it (serve, which shuts down
  // cleanly). Any other command keeps Node's default and dies at once: a handler that nobody
  // listens to would leave `heal` running after Ctrl-C or `timeout`, and a busy heal never returns
  // to the event loop to notice a handler anyway.
  let controller: AbortController | undefined;
  const signal = (): AbortSignal => {
    if (controller === undefined) {
      const created = new AbortController();
      const stop = () => created.abort();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      controller = created;
    }
    return controller.signal;
  };
  // A closed stdout (piped into `head`) is not a crash.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(EXIT_OK);
  });
  main(process.argv.slice(2), {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    get signal() {
      return signal();
    },
  }).then(
    (code) => {
      // Exit now: idle keep-alive sockets of a model endpoint must not hold the process for seconds.
      // stdout/stderr pipes and files are synchronous on POSIX, so nothing written is lost.
      process.exit(code);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
