/**
 * CSS step grammar. Supports any selector css-what parses (CSS Selectors Level 4 syntax plus
 * Playwright's pseudo-class extensions, which css-what accepts by name). Rejects with a position:
 * an empty selector, unbalanced quotes/brackets/parentheses, a dangling combinator or comma, and
 * whatever css-what refuses (positioned when its message says where).
 * `pierce` follows Playwright: its CSS engine crosses open shadow roots, `css:light=` does not.
 */

import { cssSyntaxError } from './css-syntax.js';
import type { QueryStep } from './query.js';
import { scanBalanced } from './scan-balanced.js';
import { failAt, type SourceSlice, subSlice, trimSlice } from './source-slice.js';

export function parseCssStep(input: SourceSlice, pierce: boolean): Extract<QueryStep, { kind: 'css' }> {
  const slice = trimSlice(input);
  if (slice.text === '') failAt(input, 0, 'Empty CSS selector');
  validateCss(slice);
  // `locator.toString()` prints a `css:light=X` part as `locator(':light(X)')`.
  const light = /^:light\((.*)\)$/s.exec(slice.text);
  if (light !== null && pierce && findClosingParenthesis(slice.text, 6) === slice.text.length - 1) {
    return parseCssStep(subSlice(slice, 7, slice.text.length - 1), false);
  }
  return { kind: 'css', selector: slice.text, pierce };
}

/** Throws InvalidLocatorError when `slice.text` is not a CSS selector. */
export function validateCss(slice: SourceSlice): void {
  const masked = scanBalanced(slice, { backslashEscapes: true });
  const dangling = /(?:^|[^\\])([>+~,])\s*$/.exec(masked);
  if (dangling !== null) failAt(slice, masked.lastIndexOf(dangling[1]!), `Dangling "${dangling[1]}"`);
  if (/^\s*,/.test(masked)) failAt(slice, masked.indexOf(','), 'Selector list starts with ","');
  const emptyItem = /,\s*,/.exec(masked);
  if (emptyItem !== null) failAt(slice, emptyItem.index + emptyItem[0].length - 1, 'Empty selector in list');
  const message = cssSyntaxError(masked);
  if (message === undefined) return;
  const rest = /^(?:Unmatched selector|Expected name, found): ?(.*)$/s.exec(message)?.[1];
  const at = rest === undefined || rest === '' ? 0 : masked.length - rest.length;
  const near =
    rest === undefined || rest === '' ? '' : `: unexpected ${JSON.stringify(slice.text.slice(at, at + 12))}`;
  failAt(slice, Math.max(0, at), `Invalid CSS selector${near || ` (${message})`}`);
}

/** Index of the `)` closing the `(` at `open`, skipping quoted strings; -1 when unbalanced. */
function findClosingParenthesis(text: string, open: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let index = open; index < text.length; index++) {
    const char = text[index];
    if (char === '\\') index++;
    else if (quote !== undefined) quote = char === quote ? undefined : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return index;
  }
  return -1;
}
