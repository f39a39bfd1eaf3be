/**
 * A broken path read with its child steps loosened to descendant ones (`div.col-sm-6 > h3` as
 * `div.col-sm-6 h3`, `//div[@id='topper']/h1` as `//div[@id='topper']//h1`): a wrapper inserted
 * between two steps breaks the first and not the second. When the loosened path finds exactly one
 * element, that element is where the path's target went, one level down.
 */
import type { LocatorQuery, QueryStep } from '../../locators/query.js';
import { resolveQuery, type WebElement, type WebPage } from '../web/index.js';

/**
 * `text` with every top-level occurrence of `from` replaced (outside brackets, parentheses and
 * quotes), or undefined when there is none. `from` is one character; `skip` says whether an
 * occurrence is taken (the second `/` of `//` is not a child step).
 */
function replaceTopLevel(
  text: string,
  from: string,
  to: string,
  skip: (at: number) => boolean,
): string | undefined {
  let depth = 0;
  let quote: string | undefined;
  let out = '';
  let replaced = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (depth === 0 && char === from && !skip(at)) {
      out += to;
      replaced = true;
      continue;
    }
    out += char;
  }
  return replaced ? out : undefined;
}

/** Pseudo-classes that count positions among siblings. */
const CSS_POSITIONS = /:(?:nth-|first-|last-|only-)|:eq\(/i;

/**
 * A CSS selector without its child combinators, or undefined when it has none, is a list, or
 * counts positions (`li:nth-child(2) > a`: with the avatar link first in that item deleted, the
 * name link nested deeper in it is another element the count now reaches).
 */
function looseCss(selector: string): string | undefined {
  if (CSS_POSITIONS.test(selector) || replaceTopLevel(selector, ',', ',', () => false) !== undefined)
    return undefined;
  return replaceTopLevel(selector, '>', ' ', () => false);
}

/**
 * An XPath with its child steps (`/`) made descendant ones (`//`), or undefined when it has none.
 * Not for a path that counts positions (`li[2]`: a wrapper changes what the count is of) or an
 * absolute one (`/html/body/…`: loosened it finds every such element).
 */
function looseXPath(expression: string): string | undefined {
  const trimmed = expression.trim();
  if (!trimmed.startsWith('//') || /\[\s*\d+\s*\]|position\(\)|last\(\)/.test(trimmed)) return undefined;
  return replaceTopLevel(
    trimmed,
    '/',
    '//',
    (at) => trimmed[at - 1] === '/' || trimmed[at + 1] === '/' || at === 0,
  );
}

function looseStep(step: QueryStep): QueryStep | undefined {
  if (step.kind === 'css') {
    const selector = looseCss(step.selector);
    return selector === undefined ? undefined : { ...step, selector };
  }
  if (step.kind === 'xpath') {
    const expression = looseXPath(step.expression);
    return expression === undefined ? undefined : { ...step, expression };
  }
  return undefined;
}

/**
 * The one element the broken query finds with its child steps loosened, or undefined when none
 * loosens, it finds none or several, or a step is of another kind (a position, a role).
 */
export function relaxedPathMatch(page: WebPage, query: LocatorQuery): WebElement | undefined {
  if (query.steps.length === 0 || query.steps.some((step) => step.kind !== 'css' && step.kind !== 'xpath'))
    return undefined;
  let loosened = false;
  const steps = query.steps.map((step) => {
    const loose = looseStep(step);
    if (loose === undefined) return step;
    loosened = true;
    return loose;
  });
  if (!loosened) return undefined;
  let matches: readonly WebElement[];
  try {
    matches = resolveQuery(page, { ...query, steps });
  } catch {
    return undefined;
  }
  return matches.length === 1 ? matches[0] : undefined;
}
