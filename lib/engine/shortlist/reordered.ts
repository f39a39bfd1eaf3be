/**
 * Where a positional path leads after a reorder: a copied XPath (`/html/body/div[3]/ul/li[6]/a`)
 * or a CSS path with `:nth-child(n)` steps, with one step's position dropped at a time. A reorder,
 * or an item inserted before the target, moves one step of the path; the target is then among the
 * elements the path finds with that step's position left open, and a same-named element elsewhere
 * on the page (the navbar's "Location" beside the command list's) is not. Wrappers, a tag change
 * and a move into a shadow root change the path itself, which this does not follow.
 */
import type { LocatorQuery, QueryStep } from '../../locators/query.js';
import { isPlainRole } from '../describe/role-words.js';
import { normalizeWhitespace } from '../text/tokenize.js';
import { resolveQuery, type WebElement, type WebPage } from '../web/index.js';
import { isCopiedXPath } from '../web/xpath.js';
import { tooSlowToResolve } from './locator-clues.js';

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

/** Ancestor levels climbed from a set-indexed match to find the repeated items around it. */
const MAX_ITEM_LEVELS = 10;

function sameName(a: WebElement, b: WebElement): boolean {
  return normalizeWhitespace(a.name).toLowerCase() === normalizeWhitespace(b.name).toLowerCase();
}

/** A twin of `match` inside `item`: the same name, and a control (its tag or role may have changed). */
function twinInside(page: WebPage, item: WebElement, match: WebElement): boolean {
  for (let i = item.index; i <= item.end; i++) {
    const element = page.elements[i]!;
    if (element.scope !== item.scope) continue;
    if ((element.tag === match.tag || !isPlainRole(element.role)) && sameName(element, match)) return true;
  }
  return false;
}

/** An XPath that indexes what another finds: `(//a[@class="x"])[8]`, `(//a)[last()]`. */
const XPATH_SET_INDEX = /^\(\s*(.+)\s*\)\s*\[\s*(\d+|last\(\s*\))\s*\]$/s;

/**
 * The locator without its set index, whether the index counts from the start, and the place it
 * names counted from the start (0-based; undefined for `.last()`, `last()`): `.nth(n)`,
 * `.first()`, `.last()` as a last step, or a one-step XPath `(…)[n]`.
 */
function setIndexOf(
  query: LocatorQuery,
): { set: LocatorQuery; before: boolean; place: number | undefined } | undefined {
  const last = query.steps.at(-1);
  if (last?.kind === 'nth' && query.steps.length >= 2) {
    const before = last.index >= 0;
    return {
      set: { ...query, steps: query.steps.slice(0, -1) },
      before,
      place: before ? last.index : undefined,
    };
  }
  if (last?.kind !== 'xpath' || query.steps.length !== 1) return undefined;
  const indexed = XPATH_SET_INDEX.exec(last.expression.trim());
  if (!indexed) return undefined;
  const before = !indexed[2]!.startsWith('last');
  return {
    set: { ...query, steps: [{ kind: 'xpath', expression: indexed[1]! }] },
    before,
    place: before ? Number(indexed[2]) - 1 : undefined,
  };
}

/**
 * The elements a broken set-indexed locator (`(//a[normalize-space()="Nature"])[2]`, `.nth(1)`)
 * still counts when they are fewer than the place it names: all of them came before its target,
 * its twins, not it (a target turned into a button or deleted leaves them standing). Empty when
 * the locator names no place past the first, still finds as many as its place, or its set does
 * not resolve (or would take too long to: a general XPath on a large page).
 *
 * @example
 * earlierTwins(page, parseLocator('(//a[normalize-space()="Nature"])[2]')) // [the first "Nature" link]
 */
export function earlierTwins(page: WebPage, query: LocatorQuery): readonly WebElement[] {
  const indexed = setIndexOf(query);
  if (indexed?.place === undefined || indexed.place < 1 || tooSlowToResolve(page, indexed.set)) return [];
  try {
    const found = resolveQuery(page, indexed.set);
    return found.length <= indexed.place ? found : [];
  } catch {
    return [];
  }
}

/**
 * A set-indexed locator (`.nth(7)`, `.first()`, `.last()`, `(//a[@class="x"])[8]`) still finds one element: its position
 * counts among what the rest of the locator finds. When an item of the list around that element,
 * on the side the index counts from, holds none of those but a twin of it (same name, a control),
 * the target may have dropped out of the set (its class rehashed, its tag changed) and shifted the
 * index onto the next twin: the position then says nothing of which twin was meant.
 *
 * @example
 * indexShiftedByDropout(page, parseLocator("page.locator('a.menu-item').nth(7)"), found) // true when item 6 lost its a.menu-item
 */
export function indexShiftedByDropout(page: WebPage, query: LocatorQuery, match: WebElement): boolean {
  const indexed = setIndexOf(query);
  if (!indexed || normalizeWhitespace(match.name) === '') return false;
  let set: ReadonlySet<WebElement>;
  try {
    set = new Set(resolveQuery(page, indexed.set));
  } catch {
    return false;
  }
  const { before } = indexed;
  const holdsMember = (item: WebElement): boolean => {
    for (const member of set) if (member.index >= item.index && member.index <= item.end) return true;
    return false;
  };
  let node: WebElement | undefined = match;
  for (let level = 0; node?.parent && level < MAX_ITEM_LEVELS; level++, node = node.parent) {
    const current: WebElement = node;
    const items = current.parent!.children.filter((sibling) => sibling.tag === current.tag);
    const filled = items.filter(holdsMember);
    // Climb to the list whose items hold the set's members (the comments, not one comment's menu).
    if (filled.length < 2) continue;
    return items.some(
      (item) =>
        item !== current &&
        (before ? item.index < current.index : item.index > current.index) &&
        !filled.includes(item) &&
        twinInside(page, item, match),
    );
  }
  return false;
}

/** Peers of the target's item a shift check reads (a feed of cards holds hundreds). */
const MAX_SHIFT_PEERS = 40;
/** Peers that must show the shift (and none the found element in its place) before it counts. */
const MIN_SHIFT_VOTES = 2;

/** What tells an item's children apart when their names do not: tag, classes and child tags. */
function shapeOf(element: WebElement): string {
  const classes = (element.attributes.class ?? '').split(/\s+/).filter(Boolean).sort().join('.');
  return `${element.tag}.${classes}/${element.children.map((child) => child.tag).join(',')}`;
}

/**
 * True when a path that names its last step by tag and position only (`div:nth-child(18) >
 * a:nth-child(1)`, `…/div[18]/a[1]`) still finds an element, but one its item's peers hold one
 * place further on, while at the path's place they hold an element of another shape: a card's
 * thumbnail link was deleted, and the title link beside it, with the same name and address, moved
 * into its place. The element found is then not the one the path was written for.
 *
 * @example
 * // peers: <div class="card"><a class="thumb">…</a><a class="title">Story</a></div>, this card lost its thumb
 * shiftedIntoPlace(evidence, titleLink) // true
 */
export function shiftedIntoPlace(
  evidence: { readonly clues: readonly { readonly kind: string }[]; readonly anchors: readonly unknown[] },
  match: WebElement,
): boolean {
  if (evidence.anchors.length === 0 || !evidence.clues.every((clue) => clue.kind === 'tag')) return false;
  const item = match.parent;
  const list = item?.parent;
  if (!item || !list) return false;
  const place = item.children.indexOf(match);
  const shape = shapeOf(match);
  let shifted = 0;
  let seen = 0;
  // Peers by tag: a feed's cards carry per-item classes (`videoCube_18_child`); the shapes compared
  // below keep unrelated siblings from counting.
  for (const peer of list.children) {
    if (peer === item || peer.tag !== item.tag) continue;
    if (++seen > MAX_SHIFT_PEERS) break;
    const there = peer.children[place];
    if (!there || there.tag !== match.tag) continue;
    if (shapeOf(there) === shape) return false;
    const next = peer.children[place + 1];
    if (next && shapeOf(next) === shape) shifted++;
  }
  return shifted >= MIN_SHIFT_VOTES;
}
