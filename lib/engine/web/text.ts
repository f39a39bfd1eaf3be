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
import type { WebElementNode } from './web-page.js';

/** Playwright's normalizeWhiteSpace: drop zero-width space and soft hyphen, trim, collapse runs of whitespace. */
export function normalizeWhitespace(text: string): string {
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

/** Computes and memoizes `memoMatchText` for `element` and every descendant it needs. */
export function computeMatchText(element: WebElementNode): void {
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
    if (el.tag === 'input' && el.namespace === 'html') {
      const type = (el.attributes.type ?? '').toLowerCase();
      if (type === 'submit' || type === 'button' || type === 'reset') {
        el.memoMatchText = el.attributes.value ?? '';
        stack.pop();
        continue;
      }
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
