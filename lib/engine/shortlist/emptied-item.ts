/**
 * Where a deleted target leaves a hole: a broken structural locator whose last step was a child of
 * a list item, table cell or paragraph (`nav > ul > li:nth-child(2) > a`, `/html/body/…/li[4]/a`) while that item is still
 * on the page, now empty, and the items beside it still hold their link. The element was removed
 * from the item; a same-named element elsewhere (the mobile menu's "Opinion" button) is a twin,
 * not the target moved. Wrappers, a tag change, a move into a shadow root and reordering all leave
 * an element in the item; only removal empties it.
 * Any other container (msn's `<div class="outeradcontainer">` of an ad slot) is a hole when it
 * shows no text and holds no child of the locator's tag, while the page's other containers of its
 * tag and class hold one beside the same other children (its ad frame stays): a layout spacer a
 * reorder moved into the slot has no such classmates, a heading or form group moved there shows
 * text or holds other children, and a wrapper, a tag change or a shadow host leaves the target
 * inside the container.
 */
import type { LocatorQuery, QueryStep } from '../../locators/query.js';
import { splitLastChildStep } from '../web/css.js';
import { resolveQuery, type WebElement, type WebPage } from '../web/index.js';
import { splitLastXPathStep } from '../web/xpath.js';
import { tooSlowToResolve } from './locator-clues.js';

/**
 * Elements that hold one entry of a list, a table or a run of paragraphs (`<p><a>Terms</a></p>`):
 * an empty one is a hole. An empty `<div>` or `<span>` is as often a layout spacer that a reorder
 * moved into the slot (miniwob's search form).
 */
const ITEM_TAGS: ReadonlySet<string> = new Set(['li', 'dt', 'dd', 'td', 'th', 'p']);
/** Items beside the emptied one that must still hold an element of the target's tag. */
const MIN_FILLED_SIBLINGS = 2;
/** Share of those items that must hold one (a list may end with a separator or a "more" button). */
const FILLED_SHARE = 2 / 3;

/** The parent step of a one-step CSS or XPath query and the tag its last step names, if plain. */
function parentStepOf(query: LocatorQuery): { parent: QueryStep; tag: string } | undefined {
  if (query.steps.length !== 1) return undefined;
  const step = query.steps[0]!;
  const split =
    step.kind === 'css'
      ? splitLastChildStep(step.selector)
      : step.kind === 'xpath'
        ? splitLastXPathStep(step.expression)
        : undefined;
  const tag = split && /^[a-z][\w-]*/i.exec(split.last)?.[0]?.toLowerCase();
  if (!split || !tag || tag === '*') return undefined;
  const parent: QueryStep =
    step.kind === 'css'
      ? { kind: 'css', selector: split.parent, pierce: step.pierce }
      : { kind: 'xpath', expression: split.parent };
  return { parent, tag };
}

/** No element (light or shadow) and no text inside. */
function isEmpty(element: WebElement): boolean {
  return element.children.length === 0 && element.shadowRoot === undefined && element.text === '';
}

/** Its same-tag siblings: enough of them, and most hold a child of `tag`. */
function siblingsHoldTag(item: WebElement, tag: string): boolean {
  const siblings = (item.parent?.children ?? []).filter((other) => other !== item && other.tag === item.tag);
  if (siblings.length < MIN_FILLED_SIBLINGS) return false;
  const filled = siblings.filter((other) => other.children.some((child) => child.tag === tag)).length;
  return filled >= MIN_FILLED_SIBLINGS && filled >= siblings.length * FILLED_SHARE;
}

/** Its children's tags, in order, leaving out those of `tag`. */
function childTagsWithout(element: WebElement, tag: string): string {
  return element.children
    .filter((child) => child.tag !== tag)
    .map((child) => child.tag)
    .join(' ');
}

/**
 * The other elements of its tag and class on the page: enough of them, most hold a child of
 * `tag`, and those hold exactly its children besides (the ad frame beside the link): the same
 * container with the link taken out. A form group a reorder moved into the slot holds a
 * `<select>` where the others hold an `<input>`, and is not one.
 */
function classmatesHoldTag(item: WebElement, tag: string): boolean {
  const classes = item.attributes.class;
  if (!classes?.trim()) return false;
  const classmates = item.page
    .elementsByTag(item.tag)
    .filter((other) => other !== item && other.attributes.class === classes);
  if (classmates.length < MIN_FILLED_SIBLINGS) return false;
  const rest = childTagsWithout(item, tag);
  const filled = classmates.filter(
    (other) => other.children.some((child) => child.tag === tag) && childTagsWithout(other, tag) === rest,
  ).length;
  return filled >= MIN_FILLED_SIBLINGS && filled >= classmates.length * FILLED_SHARE;
}

/** Twins of a container beyond which they are a list of items (cards), not another copy of it. */
const MAX_TWIN_CONTAINERS = 2;

/** An element's classes, as a set of tokens. */
function classTokens(element: WebElement): Set<string> {
  return new Set((element.attributes.class ?? '').split(/\s+/).filter((token) => token !== ''));
}

/** A child as a person tells it from its siblings: its tag and shown text. */
function childKey(child: WebElement): string {
  return `${child.tag} ${child.text}`;
}

/**
 * Another copy of the container on the page that holds every child it holds and one more of
 * `tag` (the navbar's user actions outside the drawer hold "Login", the drawer's copy "Login" and
 * "Join"): the same container with the element taken out. The copy shares the tag and most of its
 * classes (`lean-navbar-outside-drawer` against `lean-navbar-inside-drawer`); a reorder, a wrapper,
 * a tag change or a move into a shadow root leaves the container its children.
 */
export function twinHoldsOneMore(item: WebElement, tag: string): WebElement | undefined {
  const classes = classTokens(item);
  if (classes.size === 0 || item.children.length === 0) return undefined;
  const twins = item.page.elementsByTag(item.tag).filter((other) => {
    if (other === item || (other.index <= item.index && item.index <= other.end)) return false;
    if (item.index <= other.index && other.index <= item.end) return false;
    const theirs = classTokens(other);
    let shared = 0;
    for (const token of theirs) if (classes.has(token)) shared++;
    return shared >= 2 && shared * 2 >= new Set([...classes, ...theirs]).size;
  });
  if (twins.length === 0 || twins.length > MAX_TWIN_CONTAINERS) return undefined;
  const count = (element: WebElement): number => element.children.filter((child) => child.tag === tag).length;
  const own = item.children.map(childKey);
  return twins.find((twin) => {
    if (twin.children.length !== item.children.length + 1 || count(twin) !== count(item) + 1) return false;
    const theirs = twin.children.map(childKey);
    return own.every((key) => theirs.includes(key));
  });
}

/** Why the emptied item names a deleted target, for a refusal. */
export function emptiedItemReason(item: WebElement, tag: string): string {
  const named = `<${item.tag}>`;
  const twin = ITEM_TAGS.has(item.tag) ? undefined : twinHoldsOneMore(item, tag);
  if (twin !== undefined)
    return `the broken locator's path leads to a <${item.tag} class="${item.attributes.class}"> that holds one <${tag}> fewer than its copy <${twin.tag} class="${twin.attributes.class}">: the element was removed from it, and the copy's is its twin`;
  return ITEM_TAGS.has(item.tag)
    ? `the broken locator's path leads to an ${named} that is empty now while the ${named} beside it still hold their <${tag}>: the element was removed from it`
    : `the broken locator's path leads to a <${item.tag} class="${item.attributes.class}"> that holds no <${tag}> now while the others of its class still hold theirs: the element was removed from it`;
}

/** What a broken locator's parent step resolves to now, and the tag its last step names. */
export interface ParentStep {
  readonly elements: readonly WebElement[];
  readonly tag: string;
}

/**
 * What a one-step CSS or XPath locator's parent step (`nav > ul > li:nth-child(2)` of
 * `nav > ul > li:nth-child(2) > a`) resolves to now, with the tag its last step names; undefined
 * when it has no plain last child step or the parent step does not resolve.
 */
export function parentStepElements(page: WebPage, query: LocatorQuery): ParentStep | undefined {
  const split = parentStepOf(query);
  if (!split) return undefined;
  const parentQuery: LocatorQuery = { source: query.source, form: query.form, steps: [split.parent] };
  if (tooSlowToResolve(page, parentQuery)) return undefined;
  try {
    const elements = resolveQuery(page, parentQuery);
    return { elements, tag: split.tag };
  } catch {
    return undefined;
  }
}

/** An item step that names a position (`li[8]`, `li:nth-child(8)`): its list is the place, not the item. */
const POSITIONAL_STEP = /\[\d+\]$|:nth-(child|of-type)\(\d+\)$/;

/**
 * The list a broken positional path led into (`/html/body/div[3]/ul` of
 * `/html/body/div[3]/ul/li[8]/a`, `#commands > li:nth-child(8) > a`), when its item step names a
 * position and the list step still finds exactly one element: a reorder moves the target to
 * another item of that list, not out of it.
 */
export function pathListOf(page: WebPage, query: LocatorQuery): WebElement | undefined {
  const item = parentStepOf(query)?.parent;
  if (!item || (item.kind !== 'css' && item.kind !== 'xpath')) return undefined;
  const split = item.kind === 'css' ? splitLastChildStep(item.selector) : splitLastXPathStep(item.expression);
  if (!split || !POSITIONAL_STEP.test(split.last)) return undefined;
  const list: QueryStep =
    item.kind === 'css'
      ? { kind: 'css', selector: split.parent, pierce: item.pierce }
      : { kind: 'xpath', expression: split.parent };
  const listQuery: LocatorQuery = { source: query.source, form: query.form, steps: [list] };
  if (tooSlowToResolve(page, listQuery)) return undefined;
  try {
    const found = resolveQuery(page, listQuery);
    return found.length === 1 ? found[0] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The items a parent step leads to that are empty now while their siblings hold an element of the
 * locator's tag; or, for a container other than an item, that show no text and hold none while
 * the page's others of its class hold one beside the same other children.
 *
 * @example
 * emptiedItemsOf(parentStepElements(page, parseLocator('nav > ul > li:nth-child(2) > a'))!) // [<li> now empty]
 */
export function emptiedItemsOf(parents: ParentStep): readonly WebElement[] {
  return parents.elements.filter((item) =>
    ITEM_TAGS.has(item.tag)
      ? isEmpty(item) && siblingsHoldTag(item, parents.tag)
      : (item.text === '' &&
          !item.children.some((child) => child.tag === parents.tag) &&
          classmatesHoldTag(item, parents.tag)) ||
        // Only a path that led to this one container.
        (parents.elements.length === 1 && twinHoldsOneMore(item, parents.tag) !== undefined),
  );
}
