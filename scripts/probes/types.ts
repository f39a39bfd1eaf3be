/**
 * Hand-written refactor probes: a person's edit of a real corpus page (the kind a front-end team
 * ships), the locator a test held before it, and the description a test author would write. The
 * generated mutations of bench:mutations are one refactor at a time on a random element; these are
 * what real refactors look like (several edits at once, reworded labels, restructured lists), so
 * they predict the held-out figures far better.
 */

/** One exact text edit of the page source: `from` must occur exactly once (or `count` times). */
export interface ProbeReplace {
  readonly from: string;
  readonly to: string;
  /** How many occurrences `from` has and all of which are replaced (default 1). */
  readonly count?: number;
}

/**
 * A block moved (a reorder): the text from `start` through `end` (both included, each occurring
 * once, `end` after `start`) is cut and inserted just before `before` (occurring once, outside it).
 */
export interface ProbeMove {
  readonly move: { readonly start: string; readonly end: string };
  readonly before: string;
}

export type ProbeEdit = ProbeReplace | ProbeMove;

export interface ProbeCase {
  /** Unique, stable id (`<page-short>-<what>`). */
  readonly id: string;
  /** Corpus-relative page, e.g. `web/postlight-github.html`. */
  readonly page: string;
  /** The refactor class, for the per-kind table. */
  readonly kind: string;
  /**
   * The locator the test held, as users write it: CSS, XPath (`//…`), a Playwright selector
   * (`text=…`, `role=…`, `internal:…`) or Playwright code (`page.getByRole(…)`, `getByText(…)`).
   */
  readonly locator: string;
  /** Selenium users hold CSS/XPath and expect css/xpath back. */
  readonly framework?: 'playwright' | 'selenium';
  /** What a test author would write for the element; '' when the test gave none. */
  readonly description: string;
  /** A Playwright selector for the element on the ORIGINAL page (exactly one match). */
  readonly target: string;
  /** The refactor, as exact text edits of the original source. */
  readonly edits: readonly ProbeEdit[];
  /** A Playwright selector for the same element on the EDITED page; null when the edit deleted it. */
  readonly after: string | null;
}
