/**
 * Where a positional path leads after a reorder: a copied XPath (`/html/body/div[3]/ul/li[6]/a`)
 * or a CSS path with `:nth-child(n)` steps, with one step's position dropped at a time. A reorder,
 * or an item inserted before the target, moves one step of the path; the target is then among the
 * elements the path finds with that step's position left open, and a same-named element elsewhere
 * on the page (the navbar's "Location" beside the command list's) is not. Wrappers, a tag change
 * and a move into a shadow root change the path itself, which this does not follow.
 */
import type { LocatorQuery, QueryStep } from '../../locators/query.js';
import { resolveQuery, type WebElement, type WebPage } from '../web/index.js';
import { isCopiedXPath } from '../web/xpath.js';

/** A relaxed path that finds more than this says nothing of where the target went. */
const MAX_RELAXED_MATCHES = 60;

const XPATH_POSITION = /\[\s*\d+\s*\]/g;
const CSS_POSITION = /:nth-(?:child|of-type)\(\s*\d+\s*\)/g;
/** What may stand right before or after a CSS compound: its edge. */
const CSS_COMPOUND_EDGE = /[\s>+~]/;

/** The expression once per position it holds, with that position removed. */
function variantsOf(step: QueryStep): QueryStep[] {
  if (step.kind === 'xpath') {
    if (!isCopiedXPath(step.expression)) return [];
    return [...step.expression.matchAll(XPATH_POSITION)]
      .map(
        (match) =>
          step.expression.slice(0, match.index) + step.expression.slice(match.index + match[0].length),
      )
      .filter(isCopiedXPath)
      .map((expression) => ({ kind: 'xpath', expression }));
  }
  if (step.kind === 'css') {
    const { selector } = step;
    // One selector, no list: a comma would make "one step" ambiguous.
    if (selector.includes(',')) return [];
    return [...selector.matchAll(CSS_POSITION)].map((match) => {
      const before = selector.slice(0, match.index);
      const after = selector.slice(match.index + match[0].length);
      // `ul > :nth-child(2)` keeps a compound: `ul > *`.
      const alone =
        (before === '' || CSS_COMPOUND_EDGE.test(before.at(-1)!)) &&
        (after === '' || CSS_COMPOUND_EDGE.test(after[0]!));
      return { kind: 'css', selector: `${before}${alone ? '*' : ''}${after}`, pierce: step.pierce };
    });
  }
  return [];
}

/**
 * Elements a one-step positional locator finds with one of its positions left open, less `exact`
 * (what it finds as written, which the caller has resolved already); empty when it has no
 * position or is not one of these forms.
 *
 * @example
 * reorderedMatches(page, parseLocator('/html/body/ul/li[6]/a'), []) // the other items' links
 */
export function reorderedMatches(
  page: WebPage,
  query: LocatorQuery,
  exact: readonly WebElement[],
): ReadonlySet<WebElement> {
  const found = new Set<WebElement>();
  if (query.steps.length !== 1) return found;
  for (const variant of variantsOf(query.steps[0]!)) {
    let matches: readonly WebElement[];
    try {
      matches = resolveQuery(page, { ...query, steps: [variant] });
    } catch {
      continue;
    }
    if (matches.length > MAX_RELAXED_MATCHES) continue;
    for (const element of matches) found.add(element);
  }
  for (const element of exact) found.delete(element);
  return found;
}
