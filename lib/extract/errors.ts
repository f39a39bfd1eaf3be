/**
 * ExtractError: page.extract could not return data that passes the schema. One class, a stable
 * `reason`, and for validation failures both issue lists (the first answer's and the retry's).
 */
import { HealwrightError } from '../errors.js';
import type { ExtractIssue } from './standard-schema.js';

export type ExtractFailureReason =
  /** The deterministic path could not answer and no model is configured. */
  | 'no-model'
  /** The model's answer failed validation twice. */
  | 'validation'
  /** The model said the information is not on the page. */
  | 'model-refused'
  /** The model endpoint failed (an error answer, unreachable, unusable); not a timeout. */
  | 'model-error'
  /** The model used all its tool calls without answering. */
  | 'max-steps'
  /** The call's timeout passed, or the model gave no answer within its per-request limit. */
  | 'timeout'
  /** The schema is not a Standard Schema. */
  | 'bad-schema'
  /** The instruction is empty (or only whitespace): nothing to read, no model is asked. */
  | 'empty-instruction';

export interface ExtractErrorDetails {
  readonly reason: ExtractFailureReason;
  readonly instruction: string;
  /** Validation issues of each rejected answer, in order (at most two). */
  readonly issues?: readonly (readonly ExtractIssue[])[];
  /** The rejected answers, in order. */
  readonly answers?: readonly unknown[];
  /** Model calls and tokens spent before the failure. */
  readonly usage?: ExtractUsage;
}

export interface ExtractUsage {
  readonly calls: number;
  readonly promptTokens: number;
  readonly completionTokens: number;
}

/** Thrown by page.extract. `error.reason`, `error.issues` (validation: `[first, second]`). */
export class ExtractError extends HealwrightError {
  readonly reason: ExtractFailureReason;
  readonly instruction: string;
  readonly issues: readonly (readonly ExtractIssue[])[];
  readonly answers: readonly unknown[];
  readonly usage: ExtractUsage;

  constructor(details: ExtractErrorDetails, problem: string, cause?: unknown) {
    const notConfigured = details.reason === 'no-model';
    super(
      notConfigured
        ? 'MODEL_NOT_CONFIGURED'
        : details.reason === 'timeout'
          ? 'TIMEOUT'
          : details.reason === 'empty-instruction'
            ? 'BAD_REQUEST'
            : 'EXTRACT_FAILED',
      `page.extract(${JSON.stringify(details.instruction)}): ${problem}`,
      {
        retry: details.reason === 'timeout' || details.reason === 'model-error' ? 'transient' : 'permanent',
        details: { reason: details.reason, ...(details.issues ? { issues: details.issues } : {}) },
        cause,
      },
    );
    this.name = 'ExtractError';
    this.reason = details.reason;
    this.instruction = details.instruction;
    this.issues = details.issues ?? [];
    this.answers = details.answers ?? [];
    this.usage = details.usage ?? { calls: 0, promptTokens: 0, completionTokens: 0 };
  }
}

/** True for an ExtractError. */
export function isExtractError(error: unknown): error is ExtractError {
  return error instanceof ExtractError;
}

/** `$.total: Invalid type…; $.items[0].qty: …` */
export function formatIssues(issues: readonly ExtractIssue[]): string {
  return issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
}
