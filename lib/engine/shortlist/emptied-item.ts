/**
 * Where a deleted target leaves a hole: a broken structural locator whose last step was a child of
 * a list item, table cell or paragraph (`nav > ul > li:nth-child(2) > a`, `/html/body/…/li[4]/a`) while that item is still
 * on the page, now empty, and the items beside it still hold their link. The element was removed
 * from the item; a same-named element elsewhere (the mobile menu's "Opinion" button) is a twin,
 * not the target moved. Wrappers, a tag change, a move into a shadow root and reordering all leave
 * an element in the item; only removal empties it.
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

/**
 * The items a parent step leads to that are empty now while their siblings hold an element of
 * the locator's tag.
 *
 * @example
 * emptiedItemsOf(parentStepElements(page, parseLocator('nav > ul > li:nth-child(2) > a'))!) // [<li> now empty]
 */
export function emptiedItemsOf(parents: ParentStep): readonly WebElement[] {
  return parents.elements.filter(
    (item) => ITEM_TAGS.has(item.tag) && isEmpty(item) && siblingsHoldTag(item, parents.tag),
  );
}
