/**
 * Element text, two flavours:
 * - match text: what Playwright's text engine reads (selectorUtils `elementText`): light text
 *   followed by the open shadow root's text, script/noscript/style and <head> content skipped,
 *   `<input type=submit|button|reset>` read as its value. getByText, hasText and getByLabel use it.
 * - composed text: what a person sees, roughly innerText: the flat tree (shadow content with
 *   slots replaced by their assigned nodes), script/style/template/noscript and statically hidden
 *   elements excluded, block boundaries read as spaces. `WebElement.text` uses it.
 * Both are computed iteratively (post-order with an explicit stack) and memoized.
 */
import { assignedNodes } from './slots.js';
import { isStaticallyDisplayNone } from './visibility.js';
import { asNode, type WebElement, type WebElementNode, type WebPageModel } from './web-page.js';

/**
 * Something normalizeWhitespace changes: a zero-width space or soft hyphen, whitespace other than
 * a space, a space before more whitespace, or a space at either end. A text without any is its own
 * normal form (`\s` and `trim` agree on what whitespace is).
 */
const NOT_NORMAL = /[\u200b\u00ad]|[^\S ]| \s|^ | $/;

/** Playwright's normalizeWhiteSpace: drop zero-width space and soft hyphen, trim, collapse runs of whitespace. */
export function normalizeWhitespace(text: string): string {
  // Most texts asked for are normal already (names and heads built from normalised parts): one
  // test instead of three passes that each build a new string.
  if (!NOT_NORMAL.test(text)) return text;
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .trim()
    .replace(/\s+/g, ' ');
}

const SKIPPED_FOR_MATCHING = new Set(['script', 'noscript', 'style']);

function isInHead(el: WebElementNode): boolean {
  const head = el.page.head;
  return el.scope === 0 && head !== undefined && el.index >= head.index && el.index <= head.end;
}

function skipsMatchText(el: WebElementNode): boolean {
  return SKIPPED_FOR_MATCHING.has(el.tag) || isInHead(el);
}

/**
 * The match text of a whole page as one string, and each element's span in it. An element's match
 * text is its own text nodes interleaved with its children's match texts, then its shadow root's:
 * contiguous in a pre-order walk that emits them in that order. So a container's text is a slice of
 * one string (V8 shares the characters) rather than a copy per level of nesting, which on a 5 MB
 * page was megabytes per ancestor of every text query's match.
 */
export interface MatchTextIndex {
  readonly text: string;
  /** `text.toLowerCase()` when lower-casing kept every position (else undefined: lower-case per element). */
  readonly lower: string | undefined;
  /** The page has a character normalisation drops (U+200B, U+00AD). */
  readonly hasDroppedCharacters: boolean;
  readonly start: Int32Array;
  readonly end: Int32Array;
}

/**
 * U+200B as a one-character class, not `includes`: V8 searches a two-byte string for it by its
 * 0x20 byte, stopping at every space (10 ms on a 5 MB page, against 4 ms for the class), and the
 * class costs nothing on a one-byte text, which cannot hold it.
 */
const ZERO_WIDTH_SPACE = /[\u200b]/;

/** Below this many descendants an element's match text is built directly (no page-wide pass). */
const SMALL_SUBTREE = 32;

/** The element's match text, memoized (from the page-wide index for containers). */
export function computeMatchText(element: WebElementNode): void {
  if (element.end - element.index < SMALL_SUBTREE) {
    computeSubtreeMatchText(element);
    return;
  }
  const index = matchTextIndexOf(element.page);
  element.memoMatchText = index.text.slice(index.start[element.index], index.end[element.index]);
}

const MATCH_TEXT_INDEX = 'match-text-index';

/** The page's match-text index (built once, on first use). */
export function matchTextIndexOf(page: WebPageModel): MatchTextIndex {
  return page.cached(MATCH_TEXT_INDEX, () => buildMatchTextIndex(page));
}

function buildMatchTextIndex(page: WebPageModel): MatchTextIndex {
  const count = page.elements.length;
  const start = new Int32Array(count);
  const end = new Int32Array(count);
  // Appended, not joined from parts: V8 builds the rope as it goes and flattens it once, where a
  // join of a 5 MB page's 50,000 parts took 15–20 ms of the index's 40.
  let text = '';
  // Work items: an element to open, a string to emit, or the index of an element to close (~i).
  const stack: (WebElementNode | string | number)[] = [page.root];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === 'number') {
      end[~item] = text.length;
      continue;
    }
    if (typeof item === 'string') {
      text += item;
      continue;
    }
    start[item.index] = text.length;
    if (skipsMatchText(item)) {
      end[item.index] = text.length;
      continue;
    }
    const replacement = inputMatchText(item);
    if (replacement !== undefined) {
      text += replacement;
      end[item.index] = text.length;
      continue;
    }
    stack.push(~item.index);
    const shadowNodes = item.shadowRoot?.nodes;
    if (shadowNodes) for (let i = shadowNodes.length - 1; i >= 0; i--) stack.push(shadowNodes[i]!);
    const nodes = item.nodes;
    for (let i = nodes.length - 1; i >= 0; i--) stack.push(nodes[i]!);
  }
  const lower = text.toLowerCase();
  return {
    text,
    // Slicing the lower-cased page is lower-casing the slice unless a character's mapping changed
    // the length (İ) or depends on its neighbours (Σ, final sigma): then each element is lower-cased.
    lower: lower.length === text.length && !text.includes('\u03a3') ? lower : undefined,
    hasDroppedCharacters: hasDroppedCharacters(text),
    start,
    end,
  };
}

/**
 * Of a page's elements, the share whose match text the text tests may build container by
 * container before the page-wide index is built instead (see lowerMatchTextOf).
 */
const DIRECT_MATCH_TEXT_SHARE = 0.25;

/**
 * The element's raw match text lower-cased, or null when it has a character normalisation drops
 * (U+200B, U+00AD). Once the page-wide index is built, a container's is sliced from the index's
 * lower-cased page (lower-cased once, not per container). Before that, an element's own text is
 * built from its subtree and lower-cased while the subtrees so built stay under a quarter of the
 * page: a filter over a few list items (`role=listitem >> has-text=…`) never walks the whole
 * page. Either way the same string: the index lower-cases the page only when that keeps every
 * position, and then slicing and lower-casing commute. An element inside a script or style (in
 * SVG they may hold elements) takes the index's answer, which gives it no text.
 */
export function lowerMatchTextOf(el: WebElementNode): string | null {
  const page = el.page;
  const size = el.end - el.index;
  if (
    el.memoMatchText !== undefined ||
    size < SMALL_SUBTREE ||
    (!page.caches.has(MATCH_TEXT_INDEX) && withinDirectBudget(page, size))
  ) {
    if (!insideSkipped(el)) {
      if (el.memoMatchText === undefined) computeSubtreeMatchText(el);
      const text = el.memoMatchText!;
      return hasDroppedCharacters(text) ? null : text.toLowerCase();
    }
  }
  const index = matchTextIndexOf(page);
  if (index.hasDroppedCharacters && hasDroppedCharacters(el.matchText)) return null;
  return index.lower !== undefined
    ? index.lower.slice(index.start[el.index], index.end[el.index])
    : el.matchText.toLowerCase();
}

/** Counts `size` elements against the page's direct budget; false once it is spent. */
function withinDirectBudget(page: WebPageModel, size: number): boolean {
  const spent = page.cached('direct-match-text', () => ({ elements: 0 }));
  if (spent.elements + size > page.elements.length * DIRECT_MATCH_TEXT_SHARE) return false;
  spent.elements += size;
  return true;
}

function hasDroppedCharacters(raw: string): boolean {
  return raw.includes('\u00ad') || ZERO_WIDTH_SPACE.test(raw);
}

/** True when a composed ancestor is one the index does not enter (script, noscript, style). */
function insideSkipped(el: WebElementNode): boolean {
  for (let node = el.composedParent; node; node = node.composedParent)
    if (SKIPPED_FOR_MATCHING.has(node.tag)) return true;
  return false;
}

/**
 * What a text locator reads on an element (getByText, `text=`, XPath `normalize-space()`), whitespace-
 * normalised: its match text, text that CSS hides included.
 *
 * @example
 * locatorTextOf(page.elementByPath(path)!) // '13 responses' for `<a>13 <span class="hidden-sm">responses</span></a>`
 */
export function locatorTextOf(element: WebElement): string {
  return asNode(element).matchTextNormalized;
}

/** `<input type=submit|button|reset>` reads as its value; undefined for every other element. */
function inputMatchText(el: WebElementNode): string | undefined {
  if (el.tag !== 'input' || el.namespace !== 'html') return undefined;
  const type = (el.attributes.type ?? '').toLowerCase();
  return type === 'submit' || type === 'button' || type === 'reset' ? (el.attributes.value ?? '') : undefined;
}

/** Computes and memoizes `memoMatchText` for `element` and every descendant it needs. */
function computeSubtreeMatchText(element: WebElementNode): void {
  const stack: WebElementNode[] = [element];
  while (stack.length > 0) {
    const el = stack[stack.length - 1]!;
    if (el.memoMatchText !== undefined) {
      stack.pop();
      continue;
    }
    if (skipsMatchText(el)) {
      el.memoMatchText = '';
      stack.pop();
      continue;
    }
    const replacement = inputMatchText(el);
    if (replacement !== undefined) {
      el.memoMatchText = replacement;
      stack.pop();
      continue;
    }
    let pending = false;
    for (const child of el.children) {
      if (child.memoMatchText === undefined) {
        stack.push(child);
        pending = true;
      }
    }
    if (el.shadowRoot) {
      for (const child of el.shadowRoot.children) {
        if (child.memoMatchText === undefined) {
          stack.push(child);
          pending = true;
        }
      }
    }
    if (pending) continue;
    let full = '';
    for (const node of el.nodes) full += typeof node === 'string' ? node : node.memoMatchText!;
    if (el.shadowRoot)
      for (const node of el.shadowRoot.nodes) full += typeof node === 'string' ? node : node.memoMatchText!;
    el.memoMatchText = full;
    stack.pop();
  }
}

const EXCLUDED_FROM_COMPOSED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'head',
  'title',
  'meta',
  'link',
]);

/** Block-level boundaries that innerText renders as line breaks (read as spaces once normalised). */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'option',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/**
 * The flattened text of an element (raw, not normalised). Iterative over the flat tree: a host
 * contributes its shadow tree, a slot its assigned nodes (or its fallback children).
 */
export function computeComposedText(element: WebElementNode): string {
  return composedText(element, Number.POSITIVE_INFINITY);
}

/**
 * The first `limit` characters of the element's normalised text, i.e.
 * `normalizeWhitespace(computeComposedText(element)).slice(0, limit)`, reading only as far into
 * the subtree as that takes (a container's text is not built to be cut).
 */
export function composedTextHead(element: WebElementNode, limit: number): string {
  return normalizeWhitespace(composedText(element, limit)).slice(0, limit);
}

/**
 * The raw flattened text, or a prefix of it whose normalised form already has `limit` characters.
 * Normalising a prefix of a text gives a prefix of the normalised text (whitespace is only
 * dropped, trimmed or collapsed), so that prefix's first `limit` characters are the text's own.
 */
function composedText(element: WebElementNode, limit: number): string {
  const parts: string[] = [];
  let length = 0;
  let nextCheck = limit;
  // Work items: a node to expand, or a literal string to emit.
  const stack: (WebElementNode | string)[] = [element];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === 'string') {
      parts.push(item);
      length += item.length;
      if (length >= nextCheck) {
        const text = parts.join('');
        if (normalizeWhitespace(text).length >= limit) return text;
        nextCheck = length * 2;
      }
      continue;
    }
    if (EXCLUDED_FROM_COMPOSED.has(item.tag) || (item !== element && isStaticallyDisplayNone(item))) continue;
    if (item.tag === 'input' || item.tag === 'textarea' || item.tag === 'select') continue;
    const block = BLOCK_TAGS.has(item.tag);
    let childNodes: readonly (WebElementNode | string)[];
    if (item.shadowRoot) childNodes = item.shadowRoot.nodes;
    else if (item.tag === 'slot' && item.scope > 0) {
      const assigned = assignedNodes(item);
      childNodes = assigned.length > 0 ? assigned : item.nodes;
    } else childNodes = item.nodes;
    if (block) stack.push(' ');
    for (let i = childNodes.length - 1; i >= 0; i--) stack.push(childNodes[i]!);
    if (block) stack.push(' ');
  }
  return parts.join('');
}
