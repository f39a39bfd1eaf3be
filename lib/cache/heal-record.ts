/**
 * The heal record: what `page.heal` stores for an accepted heal, one per (spec, locator,
 * description, platform, framework), in `cache/heal/<spec path>.json`. Snake_case like the
 * engine's answer.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';

/** Bump when a record's meaning changes; older files are read, newer ones are left alone. */
export const HEAL_CACHE_VERSION = 1;

/**
 * The form of the healed locator: any Playwright selector, or one a Selenium / WebdriverIO suite
 * of the same app can use too (CSS, XPath or a `>>>` shadow chain).
 */
export type HealFramework = 'playwright' | 'selenium' | 'webdriverio';

export const HEAL_FRAMEWORKS: readonly HealFramework[] = ['playwright', 'selenium', 'webdriverio'];

/** The framework's own form of a healed locator (Selenium / WebdriverIO records only). */
export interface FrameworkLocatorFields {
  /** The value to pass with `locator_type`: a CSS selector, an XPath, or `host >>> inner` segments. */
  readonly framework_locator?: string;
  /** The framework's code, e.g. `driver.findElement(By.cssSelector("#save"))` or `$('#save')`. */
  readonly framework_code?: string;
}

export interface HealedLocatorRecord extends FrameworkLocatorFields {
  /** A selector `page.locator()` (or the frame's locator) accepts: what page.heal returns. */
  readonly locator: string;
  /** Playwright code form, e.g. `page.getByTestId('add-to-cart')`. */
  readonly code: string;
  /** The engine's type: 'test-id', 'role', 'css', … ; Selenium / WebdriverIO: 'css', 'xpath' or 'shadow_piercing_css'. */
  readonly locator_type: string;
  /** Other locators that matched exactly the same element, most stable first. */
  readonly alternatives: readonly ({
    readonly locator: string;
    readonly code: string;
    readonly strategy: string;
    readonly locator_type?: string;
  } & FrameworkLocatorFields)[];
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
  /** The form the heal was made for. Absent in records written before the option: 'playwright'. */
  readonly framework?: HealFramework;
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
 * The cache key of one heal. Stable across runs and machines. A heal made for one framework is
 * never served for another: Selenium / WebdriverIO heals get keys of their own, while 'playwright'
 * keeps the key records had before the framework option existed.
 *
 * @example
 * healRecordKey('specs/cart.spec.ts', '#add', 'Add to cart', 'web'); // '3f2a…' (16 hex)
 * healRecordKey('specs/cart.spec.ts', '#add', 'Add to cart', 'web', 'selenium'); // another key
 */
export function healRecordKey(
  spec: string,
  original: string,
  description: string | undefined,
  platform: string,
  framework: HealFramework = 'playwright',
): string {
  const parts: unknown[] = [spec, original, description ?? null, platform];
  if (framework !== 'playwright') parts.push(framework);
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16);
}

/** The framework a record was made for. */
export function recordFramework(record: Pick<HealRecord, 'framework'>): HealFramework {
  return record.framework ?? 'playwright';
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
