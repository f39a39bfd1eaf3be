/**
 * The earlier twins of a broken positional locator: `(//a[normalize-space()="Nature"])[2]` or
 * `locator('a.nav').nth(1)` pointed at one of several look-alikes by its place among them. When
 * the look-alikes it counts are now fewer than that place, those still there came before the
 * target: its twins, not it. A target turned into a button or deleted leaves them standing.
 */
import type { LocatorQuery, QueryStep } from '../../locators/query.js';
import { resolveQuery, type WebElement, type WebPage } from '../web/index.js';
import { tooSlowToResolve } from './locator-clues.js';

/** `(expression)[n]`: an XPath whose last predicate counts over the whole expression's matches. */
const COUNTED_XPATH = /^\((.+)\)\s*\[\s*(\d+)\s*\]$/s;

/** The look-alikes a positional locator counts, and the place it names among them (0-based). */
function countedSteps(query: LocatorQuery): { steps: QueryStep[]; index: number } | undefined {
  const last = query.steps.at(-1);
  if (last?.kind === 'nth') {
    return last.index >= 1 ? { steps: query.steps.slice(0, -1), index: last.index } : undefined;
  }
  if (query.steps.length === 1 && last?.kind === 'xpath') {
    const counted = COUNTED_XPATH.exec(last.expression.trim());
    const place = counted ? Number(counted[2]) : 0;
    if (!counted || place < 2) return undefined;
    return { steps: [{ ...last, expression: counted[1]! }], index: place - 1 };
  }
  return undefined;
}

/**
 * The elements a broken positional locator still counts when they are fewer than the place it
 * names: all of them came before its target. Empty when the locator names no place, still finds
 * as many as its place, or its counted part does not resolve.
 *
 * @example
 * earlierTwins(page, parseLocator('(//a[normalize-space()="Nature"])[2]')) // [the first "Nature" link]
 */
export function earlierTwins(page: WebPage, query: LocatorQuery): readonly WebElement[] {
  const counted = countedSteps(query);
  if (!counted || counted.steps.length === 0) return [];
  const countedQuery: LocatorQuery = { ...query, steps: counted.steps };
  if (tooSlowToResolve(page, countedQuery)) return [];
  try {
    const found = resolveQuery(page, countedQuery);
    return found.length <= counted.index ? found : [];
  } catch {
    return [];
  }
}
