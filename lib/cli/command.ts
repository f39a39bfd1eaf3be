/** The contract every CLI command module implements (listed in commands/index.ts). */

export interface CliIO {
  readonly stdin: NodeJS.ReadableStream & AsyncIterable<Buffer | string>;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /** Aborted on SIGINT/SIGTERM: long-running commands (serve) stop cleanly. */
  readonly signal: AbortSignal;
}

export interface CliCommand {
  /** One or more words: `heal`, `serve`, `cache merge`. */
  readonly name: string;
  /** One line for `healwright --help`. */
  readonly summary: string;
  /** `argv` holds the arguments after the command name. Resolves the process exit code. */
  run(argv: readonly string[], io: CliIO): Promise<number>;
}

/** Exit codes: 0 answered, 1 could not heal (422) or failed, 2 bad input or usage (400/413). */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

export function exitCodeForStatus(status: number): number {
  if (status < 400) return EXIT_OK;
  if (status === 422 || status >= 500) return EXIT_FAILED;
  return EXIT_USAGE;
}

/** Writes and waits for the stream to accept it (so piping into `head` or a slow reader keeps order and memory bounded). */
export function writeOut(stream: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve) => {
    if (stream.write(text)) resolve();
    else stream.once('drain', () => resolve());
  });
}
