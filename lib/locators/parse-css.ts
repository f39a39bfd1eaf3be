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
import { failAt, type SourceSlice, trimSlice } from './source-slice.js';

export function parseCssStep(input: SourceSlice, pierce: boolean): Extract<QueryStep, { kind: 'css' }> {
  const slice = trimSlice(input);
  if (slice.text === '') failAt(input, 0, 'Empty CSS selector');
  validateCss(slice);
  return { kind: 'css', selector: slice.text, pierce };
}

/** Throws InvalidLocatorError when `slice.text` is not a CSS selector. */
export function validateCss(slice: SourceSlice): void {
  const masked = scanBalanced(slice, { backslashEscapes: true });
  const dangling = /(?:^|[^\\])([>+~,])\s*$/.exec(masked);
  if (dangling !== null) failAt(slice, masked.lastIndexOf(dangling[1]!), `Dangling "${dangling[1]}"`);
  if (/^\s*,/.test(masked)) failAt(slice, masked.indexOf(','), 'Selector list starts with ","');
  const message = cssSyntaxError(masked);
  if (message === undefined) return;
  const rest = /^(?:Unmatched selector|Expected name, found): ?(.*)$/s.exec(message)?.[1];
  const at = rest === undefined || rest === '' ? 0 : masked.length - rest.length;
  failAt(slice, Math.max(0, at), `Invalid CSS selector (${message})`);
}
