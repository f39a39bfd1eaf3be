/**
 * LocatorQuery → Selenium / WebdriverIO. Selenium's strategies are CSS and XPath (W3C WebDriver
 * §12.3.1 "Locator strategies"); shadow roots are entered with `getShadowRoot()` / `shadow_root`
 * (W3C WebDriver §12.3.7 "Find Element From Shadow Root") or WebdriverIO's `>>>` deep selector.
 * Rendered: CSS chains (descendant steps joined by a space), exact/substring attribute, test-id,
 * placeholder, alt and title steps as CSS attribute selectors, one XPath (with `nth` as
 * `(…)[n]`), and `>>>` shadow chains as `shadow_piercing_css`.
 * Returns undefined when Selenium has no equivalent: role, text and label steps, filters,
 * regex matches, aria refs, Appium steps, `nth` on CSS.
 */
import type { LocatorQuery, QueryStep, TextMatch } from './query.js';
import { quoteCssString, quoteJavaScript } from './quote-string.js';

export interface SeleniumLocator {
  readonly using: 'css selector' | 'xpath' | 'shadow_piercing_css';
  readonly value: string;
}

export type SeleniumLanguage = 'java' | 'python' | 'javascript';

/**
 * @example
 * renderSelenium(parseLocator('my-app >>> #inner >>> button'))
 * // → { using: 'shadow_piercing_css', value: 'my-app >>> #inner >>> button' }
 */
export function renderSelenium(query: Pick<LocatorQuery, 'steps'>): SeleniumLocator | undefined {
  const steps = query.steps;
  const first = steps[0];
  if (first === undefined) return undefined;
  if (first.kind === 'xpath' && first.within === undefined)
    return renderXPath(first.expression, steps.slice(1));
  const segments: string[][] = [[]];
  for (const [index, step] of steps.entries()) {
    const css = cssOf(step);
    if (css === undefined) return undefined;
    if ('within' in step && step.within === 'shadow-root' && index > 0) segments.push([]);
    const segment = segments[segments.length - 1]!;
    if (segment.length > 0 && hasTopLevelComma(css)) return undefined;
    if (segment.length === 1 && hasTopLevelComma(segment[0]!)) return undefined;
    segment.push(css);
  }
  const joined = segments.map((segment) => segment.join(' '));
  return joined.length === 1
    ? { using: 'css selector', value: joined[0]! }
    : { using: 'shadow_piercing_css', value: joined.join(' >>> ') };
}

/**
 * One line of Selenium (Java, Python) or WebdriverIO (javascript) code, or undefined when
 * renderSelenium has no equivalent.
 *
 * @example
 * renderSeleniumCode(parseLocator('#cart'), 'java') // → 'driver.findElement(By.cssSelector("#cart"))'
 */
export function renderSeleniumCode(
  query: Pick<LocatorQuery, 'steps'>,
  language: SeleniumLanguage,
): string | undefined {
  const locator = renderSelenium(query);
  if (locator === undefined) return undefined;
  if (language === 'javascript') return `$(${quoteJavaScript(locator.value)})`;
  const segments = locator.using === 'shadow_piercing_css' ? locator.value.split(' >>> ') : [locator.value];
  const strategy = locator.using === 'xpath' ? 'xpath' : 'css';
  const calls = segments.map((segment) => findCall(language, strategy, segment));
  const shadow = language === 'java' ? '.getShadowRoot()' : '.shadow_root';
  return `driver.${calls.join(`${shadow}.`)}`;
}

function findCall(language: 'java' | 'python', strategy: 'css' | 'xpath', value: string): string {
  const literal = JSON.stringify(value);
  if (language === 'java')
    return `findElement(By.${strategy === 'css' ? 'cssSelector' : 'xpath'}(${literal}))`;
  return `find_element(By.${strategy === 'css' ? 'CSS_SELECTOR' : 'XPATH'}, ${literal})`;
}

function renderXPath(expression: string, rest: readonly QueryStep[]): SeleniumLocator | undefined {
  let result = expression;
  for (const step of rest) {
    if (step.kind !== 'nth') return undefined;
    result = `(${result})[${step.index === -1 ? 'last()' : step.index + 1}]`;
  }
  return { using: 'xpath', value: result };
}

function cssOf(step: QueryStep): string | undefined {
  switch (step.kind) {
    case 'css':
      return step.selector;
    case 'attribute':
      if (step.name === 'id' && step.value.kind === 'exact' && /^[A-Za-z_][\w-]*$/.test(step.value.value)) {
        return `#${step.value.value}`;
      }
      return attributeCss(step.name, step.value);
    case 'test-id':
      return attributeCss(step.attribute, step.value);
    case 'placeholder':
      return attributeCss('placeholder', step.text);
    case 'alt-text':
      return attributeCss('alt', step.text);
    case 'title':
      return attributeCss('title', step.text);
    default:
      return undefined;
  }
}

function attributeCss(name: string, match: TextMatch): string | undefined {
  if (!/^[A-Za-z_][\w-]*$/.test(name) || match.kind === 'regex') return undefined;
  return match.kind === 'exact'
    ? `[${name}=${quoteCssString(match.value)}]`
    : `[${name}*=${quoteCssString(match.value)} i]`;
}

function hasTopLevelComma(selector: string): boolean {
  let depth = 0;
  let quote: string | undefined;
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index];
    if (char === '\\') index++;
    else if (quote !== undefined) quote = char === quote ? undefined : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) return true;
  }
  return false;
}
