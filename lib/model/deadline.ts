/**
 * Our own deadline for model calls. The SDK's timeout is not trusted to bind (it can restart on
 * retries or wait on a body that trickles in); this one aborts the request AND settles the
 * caller's promise when the timer fires, whatever the request does afterwards.
 */
import { HealwrightError, isHealwrightError } from '../errors.js';

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

/**
 * Why a model request that ran out of time stopped, in words for an act/extract error: the caller's
 * own timeout (`remainingMs` was all the call had left) or the model's per-request limit.
 *
 * @example
 * describeModelTimeout({ timeoutMs: 60_000, remainingMs: 45_000, requestLimitMs: 30_000 }, "the model's reply (turn 2)");
 * // "the model gave no answer within its per-request limit (30000 ms, HEALWRIGHT_MODEL_TIMEOUT_MS) while waiting for the model's reply (turn 2)"
 */
export function describeModelTimeout(
  limits: { readonly timeoutMs: number; readonly remainingMs: number; readonly requestLimitMs: number },
  pending: string,
): string {
  return limits.remainingMs <= limits.requestLimitMs
    ? `the call's timeout (${limits.timeoutMs} ms) passed while waiting for ${pending}`
    : `the model gave no answer within its per-request limit (${limits.requestLimitMs} ms, HEALWRIGHT_MODEL_TIMEOUT_MS) while waiting for ${pending}`;
}

/** True for the TIMEOUT error a model request ends with when a deadline passes. */
export function isTimeoutError(error: unknown): boolean {
  return isHealwrightError(error) && error.code === 'TIMEOUT';
}
