/**
 * Text arguments of Playwright's text-like selector engines, into a TextMatch.
 * Follows https://playwright.dev/docs/other-locators#legacy-text-locator and Playwright's
 * internal engines (what `locator.toString()` and `getBy…()` produce):
 * - legacy `text=` body: `/re/flags` → regex; `"…"` or `'…'` (backslash escapes) → exact; else → substring.
 * - internal body (`internal:text=`, `internal:label=`, `internal:has-text=`): a JSON string
 *   followed by `i` (substring, case-insensitive) or `s`/nothing (exact), or `/re/flags`;
 *   an unquoted body is a substring, as in Playwright.
 */

import { readRegexLiteral } from './parse-regex-literal.js';
import type { TextMatch } from './query.js';
import { failAt, type SourceSlice, trimSlice } from './source-slice.js';

export function parseLegacyTextBody(input: SourceSlice): TextMatch {
  const slice = trimSlice(input);
  const text = slice.text;
  if (text === '') failAt(input, 0, 'Empty text selector');
  if (text[0] === '/' && text.lastIndexOf('/') > 0) return readWholeRegex(slice);
  const quote = text[0];
  if ((quote === '"' || quote === "'") && text.length > 1) {
    if (text[text.length - 1] !== quote || isEscaped(text, text.length - 1))
      failAt(slice, 0, `Unbalanced quote ${quote}`);
    return { kind: 'exact', value: cssUnquote(text.slice(1, -1)) };
  }
  return { kind: 'substring', value: text };
}

export function parseInternalTextBody(input: SourceSlice): TextMatch {
  const slice = trimSlice(input);
  const text = slice.text;
  if (text === '') failAt(input, 0, 'Empty text selector');
  if (text[0] === '/') return readWholeRegex(slice);
  if (text[0] !== '"') return { kind: 'substring', value: text };
  const end = findJsonStringEnd(slice, 0);
  const value = parseJsonString(slice, 0, end);
  const suffix = text.slice(end);
  if (suffix === '' || suffix === 's' || suffix === 'S') return { kind: 'exact', value };
  if (suffix === 'i' || suffix === 'I') return { kind: 'substring', value };
  return failAt(slice, end, `Unexpected "${suffix}" after text (expected i or s)`);
}

/** Index just past the closing quote of the JSON string starting at local `start`. */
export function findJsonStringEnd(slice: SourceSlice, start: number): number {
  const text = slice.text;
  let index = start + 1;
  while (index < text.length) {
    const char = text[index];
    if (char === '\\') index += 2;
    else if (char === '"') return index + 1;
    else index++;
  }
  return failAt(slice, start, 'Unbalanced quote "');
}

export function parseJsonString(slice: SourceSlice, start: number, end: number): string {
  try {
    const value: unknown = JSON.parse(slice.text.slice(start, end).replaceAll('\n', '\\n'));
    if (typeof value === 'string') return value;
  } catch (error) {
    failAt(slice, start, 'Invalid quoted string', error);
  }
  return failAt(slice, start, 'Invalid quoted string');
}

function readWholeRegex(slice: SourceSlice): TextMatch {
  const literal = readRegexLiteral(slice, 0);
  if (literal.end !== slice.text.length)
    failAt(slice, literal.end, 'Unexpected text after regular expression');
  return { kind: 'regex', source: literal.source, flags: literal.flags };
}

function isEscaped(text: string, index: number): boolean {
  let backslashes = 0;
  for (let i = index - 1; i >= 0 && text[i] === '\\'; i--) backslashes++;
  return backslashes % 2 === 1;
}

/** CSS-style unquote as Playwright's legacy engines do it: a backslash keeps the next character. */
export function cssUnquote(text: string): string {
  let result = '';
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '\\' && index + 1 < text.length) index++;
    result += text[index];
  }
  return result;
}
