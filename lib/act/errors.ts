/**
 * ActError: page.act could not do what it was asked. One class, a stable `reason`, the steps that
 * ran before it stopped, and where the evidence is (workspace folder, screenshots).
 */
import { HealwrightError } from '../errors.js';
import type { ActStep } from './types.js';

export type ActFailureReason =
  /** The model called `fail`: it says the instruction cannot be done on this page. */
  | 'model-refused'
  /** maxSteps actions without `done`. */
  | 'max-steps'
  /** The call's timeout passed, or the model gave no answer within its per-request limit. */
  | 'timeout'
  /** The instruction needs a model and none is configured (or the cache mode forbids calling it). */
  | 'no-model'
  /** The model endpoint failed (an error answer, unreachable, unusable); not a timeout. */
  | 'model-error'
  /** locked / none: the call has no cache entry and may not record one. */
  | 'not-recorded'
  /** A replayed step ran but caused a different effect: the app changed behaviour. */
  | 'behaviour-changed'
  /** A step's request did not finish in time. */
  | 'still-running'
  /** A replayed step's element is gone and no heal level found it. */
  | 'cannot-heal'
  /** A placeholder has no value, or a value is not a string. */
  | 'bad-values'
  /** The instruction is empty (or only whitespace): nothing to do, no model is asked. */
  | 'empty-instruction';

export interface ActErrorDetails {
  readonly reason: ActFailureReason;
  readonly instruction: string;
  /** Steps that ran (recorded or replayed) before the failure; values redacted. */
  readonly steps: readonly ActStep[];
  /** The workspace folder with snapshots, logs, steps.json and screenshots, when kept. */
  readonly evidence?: string;
  /** 0-based index of the failing recorded step (replay). */
  readonly step?: number;
  /** The test's own trace / video, when the project records them. */
  readonly artifacts?: ActArtifacts;
}

/** Paths of the test's trace and video (the trace is written when the test ends, if retained). */
export interface ActArtifacts {
  readonly trace?: string;
  readonly video?: string;
}

/** Thrown by page.act. `error.reason`, `error.steps`, `error.evidence`. */
export class ActError extends HealwrightError {
  readonly reason: ActFailureReason;
  readonly steps: readonly ActStep[];
  readonly evidence: string | undefined;
  /** The test's trace / video paths, when the project records them. */
  readonly artifacts: ActArtifacts | undefined;
  readonly instruction: string;
  /** The message without the `page.act(…)` prefix and the evidence line. */
  readonly problem: string;
  readonly step: number | undefined;

  constructor(details: ActErrorDetails, problem: string, cause?: unknown) {
    const extra = [
      details.artifacts?.trace ? `trace ${details.artifacts.trace}` : '',
      details.artifacts?.video ? `video ${details.artifacts.video}` : '',
    ].filter(Boolean);
    const where = details.evidence
      ? `\nEvidence: ${details.evidence}${extra.length ? ` (also ${extra.join(', ')})` : ''}`
      : '';
    super(
      details.reason === 'behaviour-changed'
        ? 'EFFECT_MISMATCH'
        : details.reason === 'empty-instruction'
          ? 'BAD_REQUEST'
          : 'ACT_FAILED',
      `page.act(${JSON.stringify(details.instruction)}): ${problem}${where}`,
      {
        retry: details.reason === 'timeout' || details.reason === 'model-error' ? 'transient' : 'permanent',
        details: {
          reason: details.reason,
          steps: details.steps.length,
          ...(details.step === undefined ? {} : { step: details.step }),
          ...(details.evidence ? { evidence: details.evidence } : {}),
        },
        cause,
      },
    );
    this.name = 'ActError';
    this.reason = details.reason;
    this.steps = details.steps;
    this.evidence = details.evidence;
    this.artifacts = details.artifacts;
    this.instruction = details.instruction;
    this.problem = problem;
    this.step = details.step;
  }

  /** The same failure, naming the evidence folder (known only once the workspace is kept). */
  withEvidence(evidence: string | undefined, artifacts?: ActArtifacts): ActError {
    if (!evidence || this.evidence) return this;
    return new ActError(
      {
        reason: this.reason,
        instruction: this.instruction,
        steps: this.steps,
        evidence,
        ...(artifacts ? { artifacts } : {}),
        ...(this.step === undefined ? {} : { step: this.step }),
      },
      this.problem,
      this.cause,
    );
  }
}

/** True for an ActError. */
export function isActError(error: unknown): error is ActError {
  return error instanceof ActError;
}
