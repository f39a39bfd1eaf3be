/**
 * The data of page.act: recorded steps, their effects and the cache record. Snake_case where it
 * is written to disk (like the heal record), plain data everywhere.
 */

/** The page actions a step can be; `snapshot`, `done` and `fail` are tools but never steps. */
export type ActAction = 'click' | 'fill' | 'select' | 'check' | 'press' | 'hover' | 'scroll' | 'wait_for';

/** One request a step caused: method, URL path with ids normalised to `:id`, status class. */
export interface RequestEffect {
  readonly method: string;
  readonly path: string;
  /** `2xx`, `3xx`, `4xx`, `5xx`, or `failed` (no response). */
  readonly status: string;
}

/** What a step did to the app, HAR-style. */
export interface StepEffect {
  readonly requests: readonly RequestEffect[];
  /** Normalised path the page navigated to. */
  readonly navigation?: string;
  /** A new page / popup opened. */
  readonly popup?: boolean;
  /** A dialog opened (its type: alert, confirm, prompt, beforeunload). */
  readonly dialog?: string;
  /** Role + name of the landmarks / live regions that changed (sorted). */
  readonly regions: readonly string[];
}

/** The element a step acted on: a stable locator generated from the element, never the ref. */
export interface StepTarget {
  /** A selector the scope (page, frame or `within` locator) accepts. */
  readonly locator: string;
  /** Frame selectors from the page down to the element's frame (outermost first). */
  readonly frames?: readonly string[];
  /** Playwright code of the locator, e.g. `page.getByTestId('add-to-cart')`. */
  readonly code: string;
  /** Other selectors that matched exactly the same element when recorded, most stable first. */
  readonly alternatives: readonly string[];
  readonly tag: string;
  readonly role?: string;
  readonly name?: string;
  /** The card / list item / row / named region the element sits in, named by its heading or first link. */
  readonly section?: { readonly role: string; readonly name: string };
  /** The ladder rung of `locator` (test-id, role-name, id, …) or `normalize`. */
  readonly strategy: string;
}

export interface ActStep {
  readonly action: ActAction;
  readonly target?: StepTarget;
  /** fill: the text as the model wrote it, placeholders (`{{password}}`) kept, never their values. */
  readonly value?: string;
  /** select: option values or labels. */
  readonly values?: readonly string[];
  /** check: the state to set. */
  readonly checked?: boolean;
  /** press: a key or chord, e.g. `Enter`, `Control+A`. */
  readonly key?: string;
  /** scroll */
  readonly direction?: 'up' | 'down';
  /** wait_for */
  readonly text?: string;
  readonly ms?: number;
  /** e.g. `click button "Add to cart"`. */
  readonly description: string;
  /** The Playwright statement that ran, e.g. `await page.getByTestId('add-to-cart').click();`. */
  readonly code: string;
  readonly effect: StepEffect;
}

/**
 * Where the steps came from: the model or the deterministic planner (recorded now), the cache
 * (replayed as recorded), the cache with a step healed, or the cache with a step's new effect
 * accepted under `-u changed` (`rerecorded`).
 */
export type ActSource = 'model' | 'cache' | 'healed' | 'rerecorded' | 'deterministic';

/** What `page.act` resolves to. */
export interface ActResult {
  readonly steps: readonly ActStep[];
  readonly summary: string;
  readonly source: ActSource;
}

/** One cache entry: one act call of one test. */
export interface ActRecord {
  readonly spec: string;
  /** describe › title. */
  readonly test: string;
  /** `#1`, `#2`… (position in the test) or the explicit `id` option. */
  readonly call: string;
  /** Exactly as written (placeholders, not values). A changed instruction re-records. */
  readonly instruction: string;
  readonly steps: readonly ActStep[];
  readonly summary: string;
  /** How the steps were first produced. */
  readonly recorded_by: 'model' | 'deterministic';
  /** ISO time of the recording or last heal. */
  readonly recorded_at: string;
  /** Set when a replayed step was healed (level 1: no model; level 2: the model). */
  readonly healed?: { readonly level: 1 | 2; readonly steps: readonly number[] };
}

/** How a replayed step's effects are compared with the recorded ones. */
export const EFFECTS_MODES = ['strict', 'loose', 'off'] as const;
export type EffectsMode = (typeof EFFECTS_MODES)[number];
/** What an act call may do with its cache (see lib/act/cache.ts). */
export const ACT_CACHE_MODES = ['auto', 'write', 'heal', 'locked', 'off'] as const;
export type ActCacheMode = (typeof ACT_CACHE_MODES)[number];
