/**
 * Validation: a candidate locator is only ever returned after it was evaluated on the parsed
 * page (the same evaluator Playwright's semantics were ported into) and matched exactly one
 * element, and that element is the target. Shadow chains are checked segment by segment: every
 * prefix must match exactly one element, so each segment is unique inside its own root.
 */
import type { LocatorQuery } from '../../locators/query.js';
import { resolveQuery, type WebElement, type WebPage } from '../web/index.js';
import { evaluateXPathSpec, type XPathSpec } from './xpath-spec.js';

export type Validation =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: 'no-match' | 'ambiguous' | 'wrong-element' | 'does-not-compile';
      readonly count: number;
    };

/**
 * Evaluates `query` on `page` and checks it matches exactly `target`.
 *
 * @example
 * validateQuery(page, { source: '#save', form: 'css', steps: [{ kind: 'css', selector: '#save', pierce: true }] }, save)
 * // { ok: true }
 */
export function validateQuery(page: WebPage, query: LocatorQuery, target: WebElement): Validation {
  let matches: readonly WebElement[];
  try {
    matches = resolveQuery(page, query);
  } catch {
    return { ok: false, reason: 'does-not-compile', count: 0 };
  }
  if (matches.length === 0) return { ok: false, reason: 'no-match', count: 0 };
  if (matches.length > 1) return { ok: false, reason: 'ambiguous', count: matches.length };
  return matches[0] === target ? { ok: true } : { ok: false, reason: 'wrong-element', count: 1 };
}

/** Counts matches (0 when the query does not compile). */
export function countMatches(page: WebPage, query: LocatorQuery): number {
  try {
    return resolveQuery(page, query).length;
  } catch {
    return 0;
  }
}

/**
 * Validates a Selenium shadow chain (`host >>> inner`): each prefix of the chain must match
 * exactly one element (so each segment is unique in its own root) and the whole chain the target.
 */
export function validateShadowChain(page: WebPage, query: LocatorQuery, target: WebElement): Validation {
  for (let length = 1; length < query.steps.length; length++) {
    const prefix: LocatorQuery = { ...query, steps: query.steps.slice(0, length) };
    const count = countMatches(page, prefix);
    if (count !== 1) return { ok: false, reason: count === 0 ? 'no-match' : 'ambiguous', count };
  }
  return validateQuery(page, query, target);
}

/** Validates a generated XPath by its structured form: exactly one match, and it is the target. */
export function validateXPathSpec(page: WebPage, spec: XPathSpec, target: WebElement): boolean {
  const matches = evaluateXPathSpec(page, spec);
  return matches.length === 1 && matches[0] === target;
}
