/**
 * A pick that only counting supports: a surviving locator's trailing `.first()` / `.nth(i)` /
 * `.last()` among same-named copies, for a description that places the element by counting too.
 */
import type { LocatorQuery } from '../../locators/query.js';
import type { ScoredCandidate } from '../shortlist/shortlist.js';
import { bestTokenSimilarity } from '../text/similarity.js';
import { normalizeWhitespace, tokenize } from '../text/tokenize.js';
import { resolveQuery, type WebElement, type WebPage } from '../web/index.js';
import { SAME_WORD_SIMILARITY } from '../weights.js';

/**
 * A copy of the chosen element that only position tells apart: the surviving locator picks it by a
 * position among copies (its last `.nth(i)`, `.first()`, `.last()`, or an XPath's last `[3]`), the
 * description (asked only when it counts, `DescriptionModel.countsPlace`) places it by counting too
 * ("OR9842 link in the first row", "Share button in the fourth file row"), and it says of the
 * copies only what it says of each (one name, or no word of theirs: "first item in the Cons
 * list"). Both count the same list, so both move together when an earlier copy is removed: the
 * next copy would read exactly like the target. Undefined when anything else may set it apart.
 *
 * @example
 * positionalCopyOf(chosen, shortlist.ranked, parsed.queries, page, ['reply']) // the second "View other replies" link's element
 */
export function positionalCopyOf(
  chosen: ScoredCandidate,
  ranked: readonly ScoredCandidate[],
  queries: readonly (LocatorQuery | undefined)[],
  page: WebPage,
  describedWords: readonly string[],
): WebElement | undefined {
  if (chosen.survivingLocator === undefined) return undefined;
  const query = queries[chosen.survivingLocator];
  const opened = query === undefined ? undefined : withoutLastPosition(query);
  if (opened === undefined) return undefined;
  let copies: readonly WebElement[];
  try {
    copies = resolveQuery(page, opened);
  } catch {
    return undefined;
  }
  const element = chosen.profile.element;
  if (copies.length < 2 || !copies.includes(element)) return undefined;
  const name = normalizeWhitespace(element.name);
  const said = saidOf(element, describedWords);
  const alike =
    (name !== '' && copies.every((copy) => normalizeWhitespace(copy.name) === name)) ||
    copies.every((copy) => saidOf(copy, describedWords) === said);
  if (!alike) return undefined;
  const others = copies.filter((copy) => copy !== element);
  // The best scored of them; else the next in the list (a copy no evidence word pooled).
  return (
    ranked.find((candidate) => others.includes(candidate.profile.element))?.profile.element ??
    others.find((copy) => copy.index > element.index) ??
    others.at(-1)
  );
}

/** The described words an element's name says, as one key. */
function saidOf(element: WebElement, describedWords: readonly string[]): string {
  if (describedWords.length === 0) return '';
  const own = tokenize(element.name);
  return describedWords.filter((word) => bestTokenSimilarity(word, own) >= SAME_WORD_SIMILARITY).join(' ');
}

/**
 * The query with its last position opened: its last `nth` step dropped, or for a query of one
 * XPath, that XPath's last `[n]` predicate; undefined when it picks by no position.
 */
function withoutLastPosition(query: LocatorQuery): LocatorQuery | undefined {
  const steps = query.steps;
  const nth = steps.findLastIndex((step) => step.kind === 'nth');
  if (nth >= 0) return { ...query, steps: [...steps.slice(0, nth), ...steps.slice(nth + 1)] };
  const only = steps.length === 1 ? steps[0] : undefined;
  if (only?.kind !== 'xpath') return undefined;
  const positions = [...only.expression.matchAll(XPATH_INDEX)];
  const last = positions.at(-1);
  if (last?.index === undefined) return undefined;
  const expression =
    only.expression.slice(0, last.index) + only.expression.slice(last.index + last[0].length);
  return { ...query, steps: [{ ...only, expression }] };
}
/** A plain position predicate of an XPath step (`[3]`). */
const XPATH_INDEX = /\[\s*\d+\s*\]/g;
