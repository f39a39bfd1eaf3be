/**
 * How a failed resolution should be treated, by convention of the HealwrightError family
 * (lib/errors.ts): a locator that does not compile (INVALID_LOCATOR) or names an unknown
 * strategy (UNKNOWN_STRATEGY) is *permanent* — retrying the same text can never help, fail fast;
 * zero matches while the page may still be changing (NO_MATCH) or an aria ref missing from the
 * latest snapshot (STALE_REF: take a fresh snapshot) are *transient* — retry within the budget.
 * Errors outside the family are bugs and never retried.
 */
import { isHealwrightError, type Retryability } from '../errors.js';

export interface ResolutionClass {
  readonly retry: Retryability;
  /** The error's stable code, or 'INTERNAL' for errors outside the family. */
  readonly code: string;
  /** STALE_REF: take a new aria snapshot before retrying. */
  readonly needsFreshSnapshot: boolean;
}

/**
 * @example
 * try { parseLocator(text) } catch (error) { if (classifyResolution(error).retry === 'permanent') throw error }
 */
export function classifyResolution(error: unknown): ResolutionClass {
  if (!isHealwrightError(error)) return { retry: 'permanent', code: 'INTERNAL', needsFreshSnapshot: false };
  return { retry: error.retry, code: error.code, needsFreshSnapshot: error.code === 'STALE_REF' };
}
