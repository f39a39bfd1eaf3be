/**
 * TextMatch → predicate, with the three flavours of matching Playwright uses (injectedScript.ts):
 * - text matching (getByText, hasText, getByLabel): substring = case-insensitive `includes` on the
 *   whitespace-normalised text; exact = equality of normalised text; regex = test on the raw text.
 * - attribute matching (getByPlaceholder/AltText/Title/TestId, internal:attr): substring =
 *   case-insensitive `includes` on the raw value; exact = strict equality; regex = match.
 * - accessible-name matching (getByRole name): the name is whitespace-normalised first;
 *   substring = case-insensitive `includes`; exact = case-sensitive equality; regex = match.
 * Regexes drop the stateful `g`/`y` flags so one matcher gives the same answer every call.
 */

import { InvalidLocatorError } from '../../errors.js';
import type { TextMatch } from '../../locators/query.js';
import { normalizeWhitespace } from './text.js';

export interface ElementTextPair {
  /** Raw text (regexes test this). */
  readonly full: string;
  /** Whitespace-normalised text (strings compare with this). */
  readonly normalized: string;
}

function compileRegex(match: { source: string; flags: string }): RegExp {
  try {
    return new RegExp(match.source, match.flags.replace(/[gy]/g, ''));
  } catch (error) {
    throw new InvalidLocatorError(
      `Invalid regular expression /${match.source}/${match.flags}`,
      match.source,
      0,
      error,
    );
  }
}

/** getByText-style matcher over (full, normalized) text pairs. */
export function createTextMatcher(match: TextMatch): (text: ElementTextPair) => boolean {
  if (match.kind === 'regex') {
    const re = compileRegex(match);
    return (text) => re.test(text.full);
  }
  const wanted = normalizeWhitespace(match.value);
  if (match.kind === 'exact') return (text) => text.normalized === wanted;
  const lower = wanted.toLowerCase();
  return (text) => text.normalized.toLowerCase().includes(lower);
}

/** Attribute-value matcher (placeholder, alt, title, test id, generic attributes). */
export function createAttributeMatcher(match: TextMatch): (value: string) => boolean {
  if (match.kind === 'regex') {
    const re = compileRegex(match);
    return (value) => re.test(value);
  }
  if (match.kind === 'exact') return (value) => value === match.value;
  const lower = match.value.toLowerCase();
  return (value) => value.toLowerCase().includes(lower);
}

/** Accessible-name matcher (the name is normalised by the caller). */
export function createNameMatcher(match: TextMatch): (name: string) => boolean {
  if (match.kind === 'regex') {
    const re = compileRegex(match);
    return (name) => re.test(name);
  }
  const wanted = normalizeWhitespace(match.value);
  if (match.kind === 'exact') return (name) => name === wanted;
  const lower = wanted.toLowerCase();
  return (name) => name.toLowerCase().includes(lower);
}
