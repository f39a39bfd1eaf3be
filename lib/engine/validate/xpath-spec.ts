/**
 * The short XPath forms the ladder generates, as data, with their own evaluator over the parsed
 * page. The general XPath evaluator (lib/engine/web/xpath.ts, through the `xpath` package over an
 * xmldom mirror) is exact but can take minutes on a few-thousand-element page for text predicates;
 * these forms are simple enough to evaluate directly with XPath 1.0 semantics (light DOM only,
 * string-value = all descendant text, normalize-space collapses XML whitespace), and a spec checks
 * both evaluators agree on every form.
 *
 *   //tag[pred]                                   element with a predicate (text, text start, attribute, class)
 *   //*[@attr='v']//tag[pred]                     under an anchor with an attribute
 *   //item[contains(@class, c)][.//*[normalize-space()='Title']]//tag[pred]   under a titled item
 *   //block[contains(@class, c)]//tag[pred]       under a classed block (the last resort's anchor)
 */
import { quoteXPathString } from '../../locators/quote-string.js';
import type { WebElement, WebPage } from '../web/index.js';

export type XPathPredicate =
  | { readonly kind: 'text'; readonly value: string }
  /** The text begins with `value` (what follows is data: "Xbox One" of "Xbox One $350"). */
  | { readonly kind: 'text-start'; readonly value: string }
  | { readonly kind: 'attribute'; readonly name: string; readonly value: string }
  | { readonly kind: 'class'; readonly value: string }
  | { readonly kind: 'none' };

export type XPathAnchor =
  | { readonly kind: 'attribute'; readonly name: string; readonly value: string }
  | { readonly kind: 'item'; readonly tag: string; readonly cls?: string; readonly title: string }
  /** A block known by its tag and semantic class (`//ul[contains(…@class…, ' fruit-list ')]`). */
  | { readonly kind: 'class'; readonly tag: string; readonly cls?: string };

export interface XPathSpec {
  readonly tag: string;
  readonly predicate: XPathPredicate;
  readonly anchor?: XPathAnchor;
}

function renderPredicate(predicate: XPathPredicate): string {
  switch (predicate.kind) {
    case 'text':
      return `[normalize-space()=${quoteXPathString(predicate.value)}]`;
    case 'text-start':
      return `[starts-with(normalize-space(), ${quoteXPathString(predicate.value)})]`;
    case 'attribute':
      return `[@${predicate.name}=${quoteXPathString(predicate.value)}]`;
    case 'class':
      return `[contains(concat(' ', normalize-space(@class), ' '), ${quoteXPathString(` ${predicate.value} `)})]`;
    case 'none':
      return '';
  }
}

/** The XPath expression of a spec. */
export function renderXPathSpec(spec: XPathSpec): string {
  const own = `//${spec.tag}${renderPredicate(spec.predicate)}`;
  const anchor = spec.anchor;
  if (!anchor) return own;
  if (anchor.kind === 'attribute') return `//*[@${anchor.name}=${quoteXPathString(anchor.value)}]${own}`;
  const cls = anchor.cls ? renderPredicate({ kind: 'class', value: anchor.cls }) : '';
  if (anchor.kind === 'class') return `//${anchor.tag}${cls}${own}`;
  return `//${anchor.tag}${cls}[.//*[normalize-space()=${quoteXPathString(anchor.title)}]]${own}`;
}

/** XPath 1.0 normalize-space: strip and collapse XML whitespace (space, tab, CR, LF) only. */
function normalizeSpace(value: string): string {
  return value.replace(/[\x20\t\r\n]+/g, ' ').replace(/^ | $/g, '');
}

/** XPath string-value of an element: its light-DOM descendant text, in order (iterative). */
function stringValue(element: WebElement): string {
  let out = '';
  const stack: (WebElement | string)[] = [...element.nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node === 'string') out += node;
    else for (let i = node.nodes.length - 1; i >= 0; i--) stack.push(node.nodes[i]!);
  }
  return out;
}

function hasClass(element: WebElement, cls: string): boolean {
  const value = element.attributes.class;
  return value !== undefined && ` ${normalizeSpace(value)} `.includes(` ${cls} `);
}

function matchesPredicate(element: WebElement, predicate: XPathPredicate): boolean {
  switch (predicate.kind) {
    case 'text':
      return normalizeSpace(stringValue(element)) === predicate.value;
    case 'text-start':
      return normalizeSpace(stringValue(element)).startsWith(predicate.value);
    case 'attribute':
      return element.attributes[predicate.name] === predicate.value;
    case 'class':
      return hasClass(element, predicate.value);
    case 'none':
      return true;
  }
}

/** Light-DOM HTML elements (what document.evaluate sees; names compare case-insensitively in HTML). */
function lightElements(page: WebPage, tag: string | undefined): WebElement[] {
  const wanted = tag?.toLowerCase();
  return page.elements.filter(
    (element) =>
      element.scope === 0 &&
      (wanted === undefined || (element.tag === wanted && element.namespace === 'html')),
  );
}

function isAnchor(page: WebPage, element: WebElement, anchor: XPathAnchor): boolean {
  if (anchor.kind === 'attribute') return element.attributes[anchor.name] === anchor.value;
  if (element.tag !== anchor.tag.toLowerCase() || element.namespace !== 'html') return false;
  if (anchor.cls !== undefined && !hasClass(element, anchor.cls)) return false;
  return anchor.kind === 'class' || holdsXPathTitle(page, element, anchor.title);
}

/**
 * True when an element inside `element` (light DOM) reads exactly `title` to XPath
 * (`.//*[normalize-space()=title]`): what an item anchor's predicate asks.
 */
export function holdsXPathTitle(page: WebPage, element: WebElement, title: string): boolean {
  for (let i = element.index + 1; i <= element.end; i++) {
    const inner = page.elements[i]!;
    if (inner.scope === 0 && normalizeSpace(stringValue(inner)) === title) return true;
  }
  return false;
}

/**
 * Elements a spec's XPath selects, in document order.
 *
 * @example
 * evaluateXPathSpec(page, { tag: 'button', predicate: { kind: 'text', value: 'Save' } })
 */
export function evaluateXPathSpec(page: WebPage, spec: XPathSpec): WebElement[] {
  const candidates = lightElements(page, spec.tag).filter((element) =>
    matchesPredicate(element, spec.predicate),
  );
  const anchor = spec.anchor;
  if (!anchor) return candidates;
  const memo = new Map<WebElement, boolean>();
  return candidates.filter((element) => {
    for (let ancestor = element.parent; ancestor; ancestor = ancestor.parent) {
      let hit = memo.get(ancestor);
      if (hit === undefined) {
        hit = isAnchor(page, ancestor, anchor);
        memo.set(ancestor, hit);
      }
      if (hit) return true;
    }
    return false;
  });
}
