/**
 * Aria-snapshot refs, as `page.ariaSnapshot({ mode: 'ai' })` prints them: `e42`, frame refs `f1e2`,
 * written bare, with `@` (`@e42`) or as Playwright's `aria-ref=e42` selector. A bare word counts as
 * a ref only when it matches /^(f\d+)?e\d+$/ exactly; anything else is read by the other grammars.
 */
import { failAt, type SourceSlice, trimSlice } from './source-slice.js';

const ARIA_REF = /^(?:f\d+)?e\d+$/;

/** The ref in a bare `e42` / `@e42`, or undefined when the text is not one. */
export function matchBareAriaRef(text: string): string | undefined {
  const ref = text.startsWith('@') ? text.slice(1) : text;
  return ARIA_REF.test(ref) ? ref : undefined;
}

/** The body of `aria-ref=…`: must be a ref. */
export function parseAriaRefBody(body: SourceSlice): string {
  const slice = trimSlice(body);
  const ref = matchBareAriaRef(slice.text);
  if (ref === undefined) failAt(slice, 0, 'Expected an aria-snapshot ref like e42 or f1e2');
  return ref;
}
