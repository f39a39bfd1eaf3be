/**
 * The one error family of healwright. Every failure a caller can act on has a stable `code`,
 * an HTTP-style `status` (400 bad input, 413 too large, 422 cannot heal, 504 over budget, 500 bug),
 * and says whether retrying can help (`transient`) or not (`permanent`).
 *
 * Expected engine outcomes (a refusal, an ambiguous page) are returned as values by the engine;
 * these errors are thrown at the edges: the CLI, the server, the fixture.
 */

/** Stable machine-readable error codes. Add new ones here; never reuse or rename one. */
export type HealwrightErrorCode =
  | 'BAD_REQUEST' // request shape is wrong (missing page_source, no locator and no description…)
  | 'INVALID_LOCATOR' // a locator does not compile; details carry the position
  | 'UNKNOWN_STRATEGY' // a locator type/prefix we do not know
  | 'INVALID_PAGE_SOURCE' // empty, not HTML/XML, malformed XML, wrong platform
  | 'PAYLOAD_TOO_LARGE' // over the configured body limit
  | 'NO_MATCH' // resolution found nothing (may appear later: transient)
  | 'STALE_REF' // an aria-snapshot ref that is not in the latest snapshot (transient)
  | 'NEEDS_SNAPSHOT' // an aria-snapshot ref given to the offline engine: only a live page resolves it
  | 'CANNOT_HEAL' // nothing validated, or the evidence is too weak/too close: never a guess
  | 'TARGET_DELETED' // the evidence points at an element that is no longer there
  | 'CLOSED_SHADOW_ROOT' // the target sits behind a closed shadow root
  | 'AMBIGUOUS' // top candidates too close to tell apart
  | 'MODEL_ERROR' // the model endpoint failed (only surfaced where a model is required)
  | 'MODEL_NOT_CONFIGURED' // a model is required (act/extract) and none is configured
  | 'TIMEOUT' // a deadline passed
  | 'CACHE_CORRUPT' // a cache file could not be read; it is reported and ignored
  | 'ACT_FAILED'
  | 'EFFECT_MISMATCH'
  | 'EXTRACT_FAILED'
  | 'INTERNAL';

export type Retryability = 'transient' | 'permanent';

export interface HealwrightErrorOptions {
  readonly status?: number;
  readonly retry?: Retryability;
  readonly details?: Readonly<Record<string, unknown>>;
  readonly cause?: unknown;
}

const DEFAULT_STATUS: Readonly<Record<HealwrightErrorCode, number>> = {
  BAD_REQUEST: 400,
  INVALID_LOCATOR: 400,
  UNKNOWN_STRATEGY: 400,
  INVALID_PAGE_SOURCE: 400,
  PAYLOAD_TOO_LARGE: 413,
  NO_MATCH: 422,
  STALE_REF: 422,
  NEEDS_SNAPSHOT: 422,
  CANNOT_HEAL: 422,
  TARGET_DELETED: 422,
  CLOSED_SHADOW_ROOT: 422,
  AMBIGUOUS: 422,
  MODEL_ERROR: 502,
  MODEL_NOT_CONFIGURED: 400,
  TIMEOUT: 504,
  CACHE_CORRUPT: 500,
  ACT_FAILED: 422,
  EFFECT_MISMATCH: 422,
  EXTRACT_FAILED: 422,
  INTERNAL: 500,
};

const TRANSIENT_CODES: ReadonlySet<HealwrightErrorCode> = new Set([
  'NO_MATCH',
  'STALE_REF',
  'TIMEOUT',
  'MODEL_ERROR',
]);

/**
 * Base class of every error healwright throws.
 *
 * @example
 * throw new HealwrightError('INVALID_LOCATOR', 'Unbalanced quote at 12 in "getByText(\'Save)"', {
 *   details: { position: 12 },
 * });
 */
export class HealwrightError extends Error {
  readonly code: HealwrightErrorCode;
  readonly status: number;
  readonly retry: Retryability;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: HealwrightErrorCode, message: string, options: HealwrightErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HealwrightError';
    this.code = code;
    this.status = options.status ?? DEFAULT_STATUS[code];
    this.retry = options.retry ?? (TRANSIENT_CODES.has(code) ? 'transient' : 'permanent');
    this.details = options.details ?? {};
  }

  /** The wire form used by the CLI (`--ndjson`) and the HTTP server. */
  toJSON(): {
    error: {
      status: number;
      kind: HealwrightErrorCode;
      retry: Retryability;
      message: string;
      details: Readonly<Record<string, unknown>>;
    };
  } {
    return {
      error: {
        status: this.status,
        kind: this.code,
        retry: this.retry,
        message: this.message,
        details: this.details,
      },
    };
  }
}

/** A locator that does not compile. `position` is the 0-based offset in `source` where parsing failed. */
export class InvalidLocatorError extends HealwrightError {
  readonly position: number;
  readonly source: string;
  constructor(message: string, source: string, position: number, cause?: unknown) {
    super('INVALID_LOCATOR', `${message} at position ${position} in ${JSON.stringify(source)}`, {
      details: { position, locator: source },
      cause,
    });
    this.name = 'InvalidLocatorError';
    this.position = position;
    this.source = source;
  }
}

/** The `name` of every class of the family (each prints as its own class). */
const FAMILY_NAMES: ReadonlySet<string> = new Set([
  'HealwrightError',
  'InvalidLocatorError',
  'ActError',
  'ExtractError',
]);

/** True for any error of the healwright family (works across duplicated module instances). */
export function isHealwrightError(error: unknown): error is HealwrightError {
  return (
    error instanceof HealwrightError ||
    (typeof error === 'object' &&
      error !== null &&
      FAMILY_NAMES.has(String((error as { name?: unknown }).name)) &&
      'code' in error)
  );
}
