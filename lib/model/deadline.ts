/**
 * Our own deadline for model calls. The SDK's timeout is not trusted to bind (it can restart on
 * retries or wait on a body that trickles in); this one aborts the request AND settles the
 * caller's promise when the timer fires, whatever the request does afterwards.
 */
import { HealwrightError } from '../errors.js';

/**
 * Runs `work` with an AbortSignal that fires after `ms` (or when `outer` aborts) and rejects with a
 * TIMEOUT HealwrightError at that moment even if `work` ignores the signal.
 *
 * @example
 * const body = await runWithDeadline(5_000, (signal) => fetch(url, { signal }), 'GET /models');
 */
export async function runWithDeadline<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  what: string,
  outer?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onOuterAbort: (() => void) | undefined;
  const expired = new Promise<never>((_, reject) => {
    const fail = (reason: string) => {
      controller.abort();
      reject(new HealwrightError('TIMEOUT', `${what}: ${reason}`, { details: { budget_ms: ms } }));
    };
    if (outer?.aborted) {
      fail('aborted by caller');
      return;
    }
    timer = setTimeout(() => fail(`no answer within ${Math.round(ms)} ms`), Math.max(0, ms));
    if (outer !== undefined) {
      onOuterAbort = () => fail('aborted by caller');
      outer.addEventListener('abort', onOuterAbort, { once: true });
    }
  });
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
    if (onOuterAbort !== undefined) outer?.removeEventListener('abort', onOuterAbort);
  }
}
