/**
 * The error wire form shared by the HTTP server and the CLI (`--ndjson` error lines, exit codes):
 * `{ "error": { "status", "kind", "retry", "message", "hint"?, "candidates"?, "details"? } }`.
 */
import type { CandidateSummary, HealFailure } from '../engine/types.js';
import { isHealwrightError } from '../errors.js';

export interface WireError {
  readonly error: {
    readonly status: number;
    readonly kind: string;
    readonly retry: 'transient' | 'permanent';
    readonly message: string;
    readonly hint?: string;
    readonly candidates?: readonly CandidateSummary[];
    readonly details?: Readonly<Record<string, unknown>>;
  };
}

/** A refusal returned by the engine as a value. */
export function failureToWire(failure: HealFailure): WireError {
  return {
    error: {
      status: failure.status,
      kind: failure.code,
      retry: failure.retry,
      message: failure.message,
      ...(failure.hint === undefined ? {} : { hint: failure.hint }),
      candidates: failure.candidates,
    },
  };
}

function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

/**
 * Anything thrown at the edge → its wire form. Healwright errors keep their status and code; a
 * stack overflow (pathologically nested input) is the caller's input, 422; anything else is a bug
 * (500, message kept, no stack).
 */
export function errorToWire(error: unknown): WireError {
  if (isHealwrightError(error)) {
    return {
      error: {
        status: error.status,
        kind: error.code,
        retry: error.retry,
        message: error.message,
        ...(Object.keys(error.details).length === 0 ? {} : { details: error.details }),
      },
    };
  }
  if (isStackOverflow(error)) {
    return {
      error: {
        status: 422,
        kind: 'CANNOT_HEAL',
        retry: 'permanent',
        message: 'The input is nested too deeply to process',
      },
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    error: { status: 500, kind: 'INTERNAL', retry: 'permanent', message: `Internal error: ${message}` },
  };
}

/** Shorthand for an edge-detected problem (bad JSON, bad UTF-8, too large). */
export function wireError(status: number, kind: string, message: string): WireError {
  return { error: { status, kind, retry: 'permanent', message } };
}
