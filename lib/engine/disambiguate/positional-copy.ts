/**
 * A pick that only counting supports: a surviving locator's trailing `.first()` / `.nth(i)` /
 * `.last()` among same-named copies, for a description that places the element by counting too.
 */
import type { LocatorQuery } from '../../locators/query.js';
import type { ScoredCandidate } from '../shortlist/shortlist.js';
import { normalizeWhitespace } from '../text/tokenize.js';
import { resolveQuery, type WebElement, type WebPage } from '../web/index.js';

/**
 * A same-named copy of the chosen element that only position tells apart: the surviving locator
 * picks it by a trailing position among copies of one name, and the description (asked only when
 * it counts, `DescriptionModel.countsPlace`) places it by counting too ("OR9842 link in the first
 * row"). Both count the same list, so both move together when an earlier copy is removed: the next
 * copy would read exactly like the target. Undefined when anything else may set it apart.
 *
 * @example
 * positionalCopyOf(chosen, shortlist.ranked, parsed.queries, page) // the second "View other replies" link
 */
export function positionalCopyOf(
  chosen: ScoredCandidate,
  ranked: readonly ScoredCandidate[],
  queries: readonly (LocatorQuery | undefined)[],
  page: WebPage,
): ScoredCandidate | undefined {
  if (chosen.survivingLocator === undefined) return undefined;
  const query = queries[chosen.survivingLocator];
  if (query === undefined || query.steps.at(-1)?.kind !== 'nth') return undefined;
  let copies: readonly WebElement[];
  try {
    copies = resolveQuery(page, { ...query, steps: query.steps.slice(0, -1) });
  } catch {
    return undefined;
  }
  const name = normalizeWhitespace(chosen.profile.element.name);
  if (copies.length < 2 || name === '') return undefined;
  if (!copies.every((element) => normalizeWhitespace(element.name) === name)) return undefined;
  const others = new Set(copies.filter((element) => element !== chosen.profile.element));
  return ranked.find((candidate) => others.has(candidate.profile.element));
}
