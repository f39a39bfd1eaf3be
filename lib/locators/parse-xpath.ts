/**
 * XPath step grammar: any XPath 1.0 expression the `xpath` package compiles (`//a`, `(//a)[1]`,
 * `./b`, `..`, `/html/body`, unions). Rejects with a position: empty input, unbalanced quotes,
 * brackets or parentheses (positioned by our own scan, since the package reports no position),
 * then anything the package refuses (reported at the expression's start).
 */
import type { QueryStep } from './query.js';
import { scanBalanced } from './scan-balanced.js';
import { failAt, type SourceSlice, trimSlice } from './source-slice.js';
import { xpathSyntaxError } from './xpath-syntax.js';

export function parseXPathStep(input: SourceSlice): QueryStep {
  const slice = trimSlice(input);
  if (slice.text === '') failAt(input, 0, 'Empty XPath expression');
  scanBalanced(slice, { backslashEscapes: false });
  const message = xpathSyntaxError(slice.text);
  if (message !== undefined)
    failAt(slice, 0, `Invalid XPath expression (${message.replaceAll('\u0000', '')})`);
  return { kind: 'xpath', expression: slice.text };
}
