/**
 * The heal record: what `page.heal` stores for an accepted heal, one per (spec, locator,
 * description, platform), in `cache/heal/<spec path>.json`. Snake_case like the engine's answer.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';

/** Bump when a record's meaning changes; older files are read, newer ones are left alone. */
export const HEAL_CACHE_VERSION = 1;

export interface HealedLocatorRecord {
  /** A selector `page.locator()` (or the frame's locator) accepts. */
  readonly locator: string;
  /** Playwright code form, e.g. `page.getByTestId('add-to-cart')`. */
  readonly code: string;
  readonly locator_type: string;
  /** Other locators that matched exactly the same element, most stable first. */
  readonly alternatives: readonly {
    readonly locator: string;
    readonly code: string;
    readonly strategy: string;
  }[];
}

export interface HealEvidence {
  /** Why the original needed healing. */
  readonly reason: 'not-found' | 'ambiguous' | 'positional' | 'contradicts' | 'stale-cache';
  /** How many elements the original matched in the live page. */
  readonly original_matches: number;
  readonly rationale: string;
  readonly target: {
    readonly tag: string;
    readonly role?: string;
    readonly name?: string;
    readonly text?: string;
    readonly path: string;
  };
  readonly scores: Readonly<Record<string, number>>;
  readonly llm_used: boolean;
  /** How the live page confirmed the engine's choice. */
  readonly live_check: 'same-path';
}

export interface HealRecord {
  /** Spec file, relative to the Playwright config's directory, with '/' separators. */
  readonly spec: string;
  readonly platform: 'web';
  /** The locator as written (a string) or Playwright's code form of a Locator. */
  readonly original: string;
  readonly input_kind: 'string' | 'locator';
  readonly description?: string;
  /** Frame selectors entered before the locator applies (outermost first), when in a frame. */
  readonly frames?: readonly string[];
  readonly healed: HealedLocatorRecord;
  readonly strategy: string;
  readonly confidence: number;
  /** ISO time of the heal. */
  readonly healed_at: string;
  /** Where `page.heal` was called when the heal was recorded (1-based). */
  readonly location: { readonly line: number; readonly column: number };
  /** The test's title path (describe blocks › title). */
  readonly test: string;
  readonly evidence: HealEvidence;
}

/**
 * The cache key of one heal. Stable across runs and machines.
 *
 * @example
 * healRecordKey('specs/cart.spec.ts', '#add', 'Add to cart', 'web'); // '3f2a…' (16 hex)
 */
export function healRecordKey(
  spec: string,
  original: string,
  description: string | undefined,
  platform: string,
): string {
  return createHash('sha256')
    .update(JSON.stringify([spec, original, description ?? null, platform]))
    .digest('hex')
    .slice(0, 16);
}

/** The cache file of a spec: `<cacheDir>/heal/<spec>.json`. */
export function healCacheFile(cacheDir: string, spec: string): string {
  return join(cacheDir, 'heal', `${spec}.json`);
}

/** A cheap shape check used when reading cache files (a file with a foreign entry is corrupt). */
export function isHealRecord(value: unknown): value is HealRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<HealRecord>;
  return (
    typeof record.spec === 'string' &&
    typeof record.original === 'string' &&
    typeof record.strategy === 'string' &&
    typeof record.confidence === 'number' &&
    typeof record.healed === 'object' &&
    record.healed !== null &&
    typeof record.healed.locator === 'string'
  );
}
