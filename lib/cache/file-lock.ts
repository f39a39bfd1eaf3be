/**
 * A cross-process advisory lock: `<file>.lock` created with O_EXCL. Works across Playwright
 * workers and across processes sharing a directory (shards on one machine). A lock older than
 * `staleMs` is taken over: its owner crashed or was killed, and waiting forever would hang CI.
 */
import { open, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { HealwrightError } from '../errors.js';

export interface FileLockOptions {
  /** Give up after this many milliseconds (TIMEOUT). Default 15 000. */
  readonly timeoutMs?: number;
  /** A lock file older than this is considered abandoned and removed. Default 30 000. */
  readonly staleMs?: number;
}

const POLL_MIN_MS = 5;
const POLL_MAX_MS = 50;

/**
 * Runs `body` while holding the lock for `file` and releases it afterwards, even on error.
 *
 * @example
 * await withFileLock('cache/heal/a.spec.ts.json', async () => { ... read, merge, write ... });
 */
export async function withFileLock<T>(
  file: string,
  body: () => Promise<T>,
  options: FileLockOptions = {},
): Promise<T> {
  const lockFile = `${file}.lock`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const staleMs = options.staleMs ?? 30_000;
  const started = Date.now();
  let attempt = 0;
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx');
      try {
        await handle.writeFile(`${process.pid}@${hostname()} ${new Date().toISOString()}\n`);
      } finally {
        await handle.close();
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await lockAge(lockFile);
      if (age !== undefined && age > staleMs) {
        await rm(lockFile, { force: true });
        continue;
      }
      if (Date.now() - started > timeoutMs) {
        throw new HealwrightError(
          'TIMEOUT',
          `Could not lock ${file} within ${timeoutMs} ms (held by ${lockFile})`,
          {
            details: { file, lockFile },
          },
        );
      }
      attempt += 1;
      await sleep(Math.min(POLL_MAX_MS, POLL_MIN_MS * attempt) + (process.pid % 7));
    }
  }
  try {
    return await body();
  } finally {
    await rm(lockFile, { force: true });
  }
}

async function lockAge(lockFile: string): Promise<number | undefined> {
  try {
    return Date.now() - (await stat(lockFile)).mtimeMs;
  } catch {
    return undefined;
  }
}
