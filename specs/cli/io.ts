/** In-memory stdin/stdout/stderr for running CLI commands in-process. */
import { PassThrough, Readable } from 'node:stream';
import type { CliIO } from '../../lib/cli/command.js';

export interface MemoryIO extends CliIO {
  out(): string;
  err(): string;
}

export function memoryIO(
  stdin: string | Buffer | readonly (string | Buffer)[] = '',
  env: Record<string, string> = {},
): MemoryIO {
  const chunks = typeof stdin === 'string' || Buffer.isBuffer(stdin) ? [stdin] : stdin;
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString('utf8');
  });
  return {
    stdin: Readable.from(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk))),
    stdout,
    stderr,
    env,
    cwd: process.cwd(),
    signal: new AbortController().signal,
    out: () => out,
    err: () => err,
  };
}
