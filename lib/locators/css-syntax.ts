/**
 * The one adapter for `css-what` (the CSS parser css-select is built on). Kept to this file so a
 * swap is one edit. css-what is permissive about pseudo-class names, which suits Playwright's
 * extensions (`:has-text()`, `:visible`, `:nth-match()`, `:light()`…).
 */
import { parse } from 'css-what';

/** Returns undefined when `selector` parses, else css-what's message. */
export function cssSyntaxError(selector: string): string | undefined {
  try {
    parse(selector);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
