/**
 * The heal contract: one request/answer shape for the library, the CLI and HTTP (snake_case,
 * as on the wire). This file is the contract between the engine, its surfaces (CLI, server,
 * fixture) and the platform engines (web in lib/engine/web, native in lib/native).
 */
import type { LocatorInput } from '../locators/query.js';

export type Platform = 'web' | 'android' | 'ios';
export type Framework = 'playwright' | 'selenium' | 'webdriverio' | 'appium';
export type AppKind = 'web' | 'native' | 'react-native' | 'flutter' | 'hybrid';

export interface HealOptions {
  /** Default true. false forbids XPath answers and alternatives. */
  readonly allow_xpath?: boolean;
  /** Test-id attributes, most preferred first. Default data-testid, data-test, data-qa, data-cy, data-test-id. */
  readonly test_id_attrs?: readonly string[];
  /** Default true: consult the request-keyed cache (re-validated against the page in hand). */
  readonly use_cache?: boolean;
  /** Ask the configured model to break close ties (only when a `choose` function is supplied). */
  readonly llm?: boolean;
}

export interface HealRequest {
  readonly page_source: string;
  /** The locator(s) that broke: the strongest evidence. */
  readonly existing_locators?: readonly LocatorInput[];
  readonly description?: string;
  /** Context about the change, scored with the description. */
  readonly remarks?: string;
  readonly platform?: Platform;
  readonly framework?: Framework;
  readonly app_kind?: AppKind;
  readonly options?: HealOptions;
}

/** A locator that also validated (matches exactly the target), ranked most stable first. */
export interface HealAlternative {
  readonly locator_type: string;
  readonly locator: string;
  readonly code: string;
  readonly strategy: string;
  readonly score: number;
}

/**
 * What the engine chose, so a live page can confirm it is the same element.
 * `path` is the element path from the document root: element-child indexes (0-based, elements
 * only) joined by '/', with '#shadow' entering the open shadow root of the previous element,
 * e.g. `0/1/4/#shadow/0/2`. Native: the same over XML element children.
 */
export interface TargetSummary {
  readonly tag: string;
  readonly role?: string;
  readonly name?: string;
  readonly text?: string;
  readonly path: string;
  readonly attributes: Readonly<Record<string, string>>;
}

export interface HealAnswer {
  /** e.g. 'css', 'xpath', 'role', 'test-id', 'text', 'shadow_piercing_css' (web) or an Appium strategy. */
  readonly locator_type: string;
  /** For Playwright: a selector `page.locator()` accepts. For Selenium/Appium: the strategy's value. */
  readonly locator: string;
  /** The code form, e.g. `page.getByTestId('add-to-cart')` or `driver.findElement(By.css("…"))`. */
  readonly code: string;
  readonly confidence: number;
  readonly match_count: 1;
  /** 'intact', 'cache', or the ladder rung that produced the locator ('test-id', 'role-name', 'id', …). */
  readonly strategy: string;
  /** One sentence a person understands. */
  readonly rationale: string;
  readonly platform: Platform;
  readonly framework: Framework;
  readonly app_kind: AppKind;
  readonly llm_used: boolean;
  readonly elapsed_ms: number;
  readonly alternatives: readonly HealAlternative[];
  readonly target: TargetSummary;
  /** Explainable per-feature scores of the chosen node (feature → points). */
  readonly scores: Readonly<Record<string, number>>;
  /**
   * Native (Appium) answers: the same locator as client code in every language healwright renders,
   * keyed `java` (java-client AppiumBy), `python` (Appium-Python-Client) and `webdriverio`.
   * `code` is one of them: WebdriverIO when the request says framework "webdriverio", else Java.
   */
  readonly code_alternatives?: Readonly<Record<string, string>>;
}

/** A candidate the engine considered, as shown in refusals and model prompts. */
export interface CandidateSummary {
  readonly index: number;
  readonly score: number;
  readonly tag: string;
  readonly role?: string;
  readonly name?: string;
  readonly section?: string;
  readonly path: string;
}

/** A refusal or bad input, as a value. The edges turn it into a HealwrightError / HTTP status. */
export interface HealFailure {
  readonly status: 400 | 413 | 422;
  readonly code: string;
  readonly retry: 'transient' | 'permanent';
  readonly message: string;
  /** What would let the engine succeed: a more specific description, a surviving locator, a model… */
  readonly hint?: string;
  readonly candidates: readonly CandidateSummary[];
}

export type HealResult =
  | { readonly ok: true; readonly answer: HealAnswer }
  | { readonly ok: false; readonly failure: HealFailure };

/** The closed question asked of a model when the top candidates are close. */
export interface ChooseQuestion {
  readonly description: string;
  readonly remarks?: string;
  readonly candidates: readonly CandidateSummary[];
  /** Compact, redacted per-candidate text (role, name, key attributes, text, nearest heading, short path). */
  readonly prompt: string;
}

export interface ChooseAnswer {
  readonly index: number | null;
  readonly reason?: string;
}

/** Everything the engine needs from outside, passed in (the engine does no I/O and reads no clock). */
export interface HealDependencies {
  /** The model tie-break. Absent: fully deterministic. */
  readonly choose?: (question: ChooseQuestion) => Promise<ChooseAnswer>;
  /** Monotonic milliseconds; the engine uses it only to fill `elapsed_ms`. Default: performance.now. */
  readonly now?: () => number;
  /** Request-keyed cache (re-validated on hit). */
  readonly cache?: HealCacheStore;
}

export interface HealCacheStore {
  get(key: string): HealAnswer | undefined;
  set(key: string, answer: HealAnswer): void;
  delete(key: string): void;
}
