/**
 * The locator facade's entry point: every locator form users hold, into one LocatorQuery.
 *
 * Detection when `type` is absent (first match wins):
 *   1. aria-snapshot refs: `e42`, `@e42`, `f1e2`                          (parse-aria-ref.ts)
 *   2. `loc=<strategy>:<value>` (css, xpath, role, id, text, testid, name)
 *   3. Playwright code: `getByRole('button', { name: 'Save' })`, `page.locator('#a').nth(2)`…
 *                                                                          (parse-playwright-code.ts)
 *   4. `>>>` shadow-piercing chains: `my-app >>> #inner >>> button`        (parse-shadow-chain.ts)
 *   5. Playwright selectors: CSS, XPath (`//…`, `(//…)[1]`, `./…`, `..`), `id=`, `text=`, `role=`,
 *      `data-testid=`, `testid=`, `css=`, `xpath=`, `aria-ref=`, `internal:*` engines, `>>` chains
 *                                                                          (parse-playwright-selector.ts)
 * With `type` (case-insensitive): css | css selector, xpath, id, name, text, role, testid | test-id |
 * data-testid, playwright, aria-ref, shadow_piercing_css, Selenium's link text, partial link text,
 * tag name and (on the web) class name, and the Appium strategies ('accessibility id',
 * 'class name', '-android uiautomator', '-ios predicate string', '-ios class chain'; and id / xpath /
 * name when `options.platform` is 'android' or 'ios').
 *
 * Errors: InvalidLocatorError (code INVALID_LOCATOR, with a 0-based `position` into the value) for
 * input that does not compile; HealwrightError('UNKNOWN_STRATEGY') for an unknown or unsupported
 * type, prefix, engine or method. Nothing else is ever thrown.
 */
import { HealwrightError, InvalidLocatorError, isHealwrightError } from '../errors.js';
import { APPIUM_STRATEGIES, NATIVE_ONLY_STRATEGIES, parseAppiumStep } from './parse-appium.js';
import { matchBareAriaRef } from './parse-aria-ref.js';
import { parseCssStep } from './parse-css.js';
import { looksLikePlaywrightCode, parsePlaywrightCode } from './parse-playwright-code.js';
import { type ChainContext, type ParsedChain, parsePlaywrightSelector } from './parse-playwright-selector.js';
import { parseRoleSelector } from './parse-role-selector.js';
import { findShadowSeparators, parseShadowChain } from './parse-shadow-chain.js';
import { parseLegacyTextBody } from './parse-text-body.js';
import { parseXPathStep } from './parse-xpath.js';
import type { AppiumStrategy, LocatorInput, LocatorQuery } from './query.js';
import { escapeCssIdentifier, quoteXPathString } from './quote-string.js';
import {
  failAt,
  failUnknownStrategy,
  type SourceSlice,
  subSlice,
  trimSlice,
  wholeSource,
} from './source-slice.js';

export interface ParseLocatorOptions {
  /** Attribute that `getByTestId()` / `testid=` / `{ type: 'testid' }` mean. Default `data-testid`. */
  readonly testIdAttribute?: string;
  /** On 'android' / 'ios', the types `id`, `xpath` and `name` are Appium strategies. Default 'web'. */
  readonly platform?: 'web' | 'android' | 'ios';
}

export const DEFAULT_TEST_ID_ATTRIBUTE = 'data-testid';

const LOC_STRATEGIES = ['css', 'xpath', 'role', 'id', 'text', 'testid', 'data-testid', 'name', 'playwright'];

const KNOWN_TYPES = [
  'css',
  'css selector',
  'link text',
  'partial link text',
  'tag name',
  'xpath',
  'id',
  'name',
  'text',
  'role',
  'testid',
  'test-id',
  'data-testid',
  'playwright',
  'aria-ref',
  'shadow_piercing_css',
  ...NATIVE_ONLY_STRATEGIES,
];

/**
 * Parses any supported locator form into a LocatorQuery.
 *
 * @example
 * parseLocator("getByRole('button', { name: 'Save' })").steps
 * // → [{ kind: 'role', role: 'button', name: { kind: 'substring', value: 'Save' }, options: {} }]
 * parseLocator({ type: 'accessibility id', value: 'Login' }).steps
 * // → [{ kind: 'appium', strategy: 'accessibility id', value: 'Login' }]
 */
export function parseLocator(input: string | LocatorInput, options: ParseLocatorOptions = {}): LocatorQuery {
  const value: unknown = typeof input === 'string' ? input : input?.value;
  const type: unknown = typeof input === 'string' ? undefined : input?.type;
  if (typeof value !== 'string') {
    throw new HealwrightError('BAD_REQUEST', 'A locator value must be a string', {
      details: { locator: value },
    });
  }
  if (type !== undefined && typeof type !== 'string') {
    throw new HealwrightError('BAD_REQUEST', 'A locator type must be a string', { details: { type } });
  }
  const context: ChainContext = {
    testIdAttribute: options.testIdAttribute ?? DEFAULT_TEST_ID_ATTRIBUTE,
    depth: 0,
  };
  try {
    const slice = wholeSource(value);
    if (value.trim() === '') failAt(slice, 0, 'Empty locator');
    const chain =
      type === undefined || type.trim() === ''
        ? parseDetected(trimSlice(slice), context)
        : parseTyped(type.trim().toLowerCase(), slice, context, options.platform);
    return toQuery(value, chain);
  } catch (error) {
    if (isHealwrightError(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new InvalidLocatorError(`Could not parse locator (${message})`, value, 0, error);
  }
}

function toQuery(source: string, chain: ParsedChain): LocatorQuery {
  return chain.description === undefined
    ? { source, form: chain.form, steps: chain.steps }
    : { source, form: chain.form, steps: chain.steps, description: chain.description };
}

function parseDetected(slice: SourceSlice, context: ChainContext): ParsedChain {
  const ref = matchBareAriaRef(slice.text);
  if (ref !== undefined) return { steps: [{ kind: 'aria-ref', ref }], form: 'aria-ref' };
  if (slice.text.startsWith('loc=')) return parseLocPrefix(subSlice(slice, 4), context);
  if (looksLikePlaywrightCode(slice.text)) return parsePlaywrightCode(slice, context);
  const separators = findShadowSeparators(slice.text);
  if (separators.length > 0) return { steps: parseShadowChain(slice, separators), form: 'shadow-chain' };
  return parsePlaywrightSelector(slice, context);
}

/** `loc=css:…`, `loc=role:button[name="Close"]`, `loc=xpath:…`, `loc=id:…`, `loc=text:…`. */
function parseLocPrefix(slice: SourceSlice, context: ChainContext): ParsedChain {
  const colon = slice.text.indexOf(':');
  if (colon <= 0) failAt(slice, 0, 'Expected loc=<strategy>:<value>');
  const strategy = slice.text.slice(0, colon).trim().toLowerCase();
  if (!LOC_STRATEGIES.includes(strategy)) {
    failUnknownStrategy(slice, 0, `Unknown loc= strategy "${strategy}"`, LOC_STRATEGIES);
  }
  return parseTyped(strategy, subSlice(slice, colon + 1), context, 'web');
}

/**
 * Selenium / WebDriver By strategies the CSS and XPath forms do not already cover (W3C WebDriver
 * § 12.3 "Locator strategies" plus Selenium's class name and tag name), as the selector each means:
 * link text is the link's whole text, trimmed (here with inner whitespace collapsed too), partial
 * link text a part of it, case-sensitive both; class name is one class.
 */
const SELENIUM_STRATEGIES: Readonly<Record<string, (slice: SourceSlice) => ParsedChain>> = {
  'link text': (slice) => ({
    steps: [parseXPathStep(wholeSource(`//a[normalize-space(.)=${quoteXPathString(slice.text)}]`))],
    form: 'xpath',
  }),
  'partial link text': (slice) => ({
    steps: [
      parseXPathStep(wholeSource(`//a[contains(normalize-space(.), ${quoteXPathString(slice.text)})]`)),
    ],
    form: 'xpath',
  }),
  'class name': (slice) => {
    if (/\s/.test(slice.text))
      failAt(
        slice,
        slice.text.search(/\s/),
        'A class name locator takes one class (Selenium refuses compound class names); use a css selector',
      );
    return { steps: [parseCssStep(wholeSource(`.${escapeCssIdentifier(slice.text)}`), true)], form: 'css' };
  },
  'tag name': (slice) => {
    if (!/^[A-Za-z][\w-]*$/.test(slice.text))
      failAt(slice, 0, 'A tag name locator takes one tag name, such as "button"');
    return { steps: [parseCssStep(wholeSource(slice.text.toLowerCase()), true)], form: 'css' };
  },
};

function parseTyped(
  type: string,
  slice: SourceSlice,
  context: ChainContext,
  platform: string | undefined,
): ParsedChain {
  if (slice.text.trim() === '') failAt(slice, 0, 'Empty locator');
  const native = platform === 'android' || platform === 'ios';
  // Selenium's By strategies on a web page ('class name' means Appium's only where the platform is not said).
  const selenium = SELENIUM_STRATEGIES[type];
  if (selenium && (platform === 'web' || !NATIVE_ONLY_STRATEGIES.has(type)))
    return selenium(trimSlice(slice));
  if (
    NATIVE_ONLY_STRATEGIES.has(type) ||
    (native && (type === 'id' || type === 'xpath' || type === 'name'))
  ) {
    const strategy = APPIUM_STRATEGIES.find((known) => known === type) as AppiumStrategy;
    return { steps: [parseAppiumStep(slice, strategy)], form: 'appium' };
  }
  const trimmed = trimSlice(slice);
  switch (type) {
    case 'css':
    case 'css selector':
      return { steps: [parseCssStep(slice, true)], form: 'css' };
    case 'xpath':
      return { steps: [parseXPathStep(slice)], form: 'xpath' };
    case 'id':
      return {
        steps: [{ kind: 'attribute', name: 'id', value: { kind: 'exact', value: trimmed.text } }],
        form: 'id',
      };
    case 'name':
      return {
        steps: [{ kind: 'attribute', name: 'name', value: { kind: 'exact', value: trimmed.text } }],
        form: 'attribute',
      };
    case 'text':
      return { steps: [{ kind: 'text', text: parseLegacyTextBody(slice) }], form: 'text' };
    case 'role':
      return { steps: [parseRoleSelector(slice)], form: 'role' };
    case 'testid':
    case 'test-id':
    case 'data-testid': {
      const attribute = type === 'data-testid' ? 'data-testid' : context.testIdAttribute;
      return {
        steps: [{ kind: 'test-id', attribute, value: { kind: 'exact', value: trimmed.text } }],
        form: 'test-id',
      };
    }
    case 'aria-ref': {
      const ref = matchBareAriaRef(trimmed.text);
      if (ref === undefined) failAt(trimmed, 0, 'Expected an aria-snapshot ref like e42 or f1e2');
      return { steps: [{ kind: 'aria-ref', ref }], form: 'aria-ref' };
    }
    case 'shadow_piercing_css':
      return { steps: parseShadowChain(trimmed, findShadowSeparators(trimmed.text)), form: 'shadow-chain' };
    case 'playwright':
      return looksLikePlaywrightCode(trimmed.text)
        ? parsePlaywrightCode(trimmed, context)
        : parsePlaywrightSelector(trimmed, context);
    default:
      return failUnknownStrategy(
        { source: type, offset: 0, text: type },
        0,
        `Unknown locator type "${type}"`,
        KNOWN_TYPES,
      );
  }
}
