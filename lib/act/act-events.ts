/**
 * What the act fixture tells the reporter, per test: one JSON attachment with counts and one event
 * per heal, recording or failure. Shared by both sides so the names cannot drift. Pure data.
 */

/** Name of the per-test act summary attachment (application/json). */
export const ACT_SUMMARY_ATTACHMENT = 'healwright-act-summary';
/** Annotation type of every act heal / recording. */
export const ACT_ANNOTATION = 'healwright.act';

export interface ActEvent {
  readonly kind: 'recorded' | 'healed' | 'failed';
  readonly file: string;
  readonly spec: string;
  readonly line: number;
  readonly column: number;
  readonly test: string;
  readonly call: string;
  readonly instruction: string;
  /** healed: 1 (no model) or 2 (the model). */
  readonly level?: 1 | 2;
  /** One line: what was healed / why it failed / how it was recorded. */
  readonly detail: string;
  /** The cache file written, if any. */
  readonly record_file?: string;
  /** Where record_file is: the committed cache, or this run's test output (heal mode, CI). */
  readonly written_to?: 'committed' | 'output';
}

export interface ActSummary {
  readonly calls: number;
  readonly cached: number;
  readonly healedWithoutModel: number;
  readonly healedByModel: number;
  readonly recorded: number;
  readonly failed: number;
  readonly tokens: number;
  readonly events: readonly ActEvent[];
  readonly warnings: readonly string[];
}
