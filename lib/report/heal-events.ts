/**
 * What the fixture tells the reporter, per test: one JSON attachment (`healwright-summary`) with
 * counts and one event per heal, cached heal, failure or warning. Shared by both sides so the
 * names cannot drift.
 */

/** Name of the per-test summary attachment (application/json). */
export const SUMMARY_ATTACHMENT = 'healwright-summary';
/** Annotation type of every heal (also shown by Playwright's HTML report). */
export const HEAL_ANNOTATION = 'healwright.heal';
/** Annotation type of cache problems (corrupt file, lock timeout, newer format). */
export const WARNING_ANNOTATION = 'healwright.warning';

export interface HealEvent {
  /** cached: replayed from the heal cache; healed: healed now; failed: could not heal. */
  readonly kind: 'cached' | 'healed' | 'failed';
  /** Absolute path of the spec file. */
  readonly file: string;
  /** The spec file relative to the Playwright config's directory. */
  readonly spec: string;
  readonly line: number;
  readonly column: number;
  /** describe › title. */
  readonly test: string;
  readonly original: string;
  readonly description?: string;
  /** The healed locator's Playwright code form (healed, cached). */
  readonly healed?: string;
  readonly strategy?: string;
  readonly confidence?: number;
  /** failed: the engine's reason, first line. */
  readonly reason?: string;
  /** Where the heal record went: the committed cache, the test output dir (CI), or nowhere (mode). */
  readonly written?: 'cache' | 'output' | 'not-written';
  /** The file the record was written to (written = cache | output). */
  readonly record_file?: string;
  /**
   * written = not-written, when the mode would have written it: the test failed (a heal is
   * recorded only when its test passes), or the write failed (a warning says why); or the call
   * itself asked for no cache (`page.heal(l, d, { cache: false })`), whatever the mode.
   */
  readonly not_written_because?: 'test-failed' | 'write-failed' | 'cache-off';
}

export interface HealSummary {
  /** page.heal calls. */
  readonly calls: number;
  readonly intact: number;
  readonly cached: number;
  readonly healed: number;
  readonly failed: number;
  /** Page captures taken (0 when every heal came from the cache). */
  readonly captures: number;
  readonly events: readonly HealEvent[];
  readonly warnings: readonly string[];
}
