/**
 * Tokenizer for the small subset of JavaScript that Playwright locator code strings use:
 * identifiers, `.`, `(`, `)`, `{`, `}`, `,`, `:`, `;`, string literals ('…', "…", `…` without
 * `${}`) with JavaScript escapes, regular-expression literals (where an expression may start),
 * integers and decimals (optionally negative). Nothing is evaluated.
 */
import { readRegexLiteral } from './parse-regex-literal.js';
import { failAt, type SourceSlice } from './source-slice.js';

export type CodeToken =
  | { readonly kind: 'identifier'; readonly value: string; readonly start: number; readonly end: number }
  | { readonly kind: 'string'; readonly value: string; readonly start: number; readonly end: number }
  | {
      readonly kind: 'regex';
      readonly source: string;
      readonly flags: string;
      readonly start: number;
      readonly end: number;
    }
  | { readonly kind: 'number'; readonly value: number; readonly start: number; readonly end: number }
  | { readonly kind: 'punct'; readonly value: string; readonly start: number; readonly end: number }
  | { readonly kind: 'end'; readonly start: number; readonly end: number };

const PUNCTUATION = new Set(['.', '(', ')', '{', '}', ',', ':', ';']);
const REGEX_MAY_FOLLOW = new Set(['(', ',', ':', '{']);
const IDENTIFIER_START = /[A-Za-z_$]/;
const IDENTIFIER_PART = /[\w$]/;

export function tokenizeCode(slice: SourceSlice): CodeToken[] {
  const text = slice.text;
  const tokens: CodeToken[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (/\s/.test(char)) {
      index++;
      continue;
    }
    const start = index;
    const previous = tokens[tokens.length - 1];
    if (IDENTIFIER_START.test(char)) {
      while (index < text.length && IDENTIFIER_PART.test(text[index]!)) index++;
      tokens.push({ kind: 'identifier', value: text.slice(start, index), start, end: index });
    } else if (char === "'" || char === '"' || char === '`') {
      const { value, end } = readStringLiteral(slice, start);
      index = end;
      tokens.push({ kind: 'string', value, start, end });
    } else if (/[-\d]/.test(char)) {
      const match = /^-?\d+(?:\.\d+)?/.exec(text.slice(index, index + 32));
      if (match === null) failAt(slice, index, `Unexpected "${char}"`);
      index += match[0].length;
      tokens.push({ kind: 'number', value: Number(match[0]), start, end: index });
    } else if (
      char === '/' &&
      (previous === undefined || (previous.kind === 'punct' && REGEX_MAY_FOLLOW.has(previous.value)))
    ) {
      const literal = readRegexLiteral(slice, index);
      index = literal.end;
      tokens.push({ kind: 'regex', source: literal.source, flags: literal.flags, start, end: index });
    } else if (PUNCTUATION.has(char)) {
      index++;
      tokens.push({ kind: 'punct', value: char, start, end: index });
    } else {
      failAt(slice, index, `Unexpected "${char}"`);
    }
  }
  tokens.push({ kind: 'end', start: text.length, end: text.length });
  return tokens;
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

/** Reads a JavaScript string literal starting at local `start`; returns its value and end index. */
export function readStringLiteral(slice: SourceSlice, start: number): { value: string; end: number } {
  const text = slice.text;
  const quote = text[start]!;
  let index = start + 1;
  let value = '';
  while (index < text.length) {
    const char = text[index]!;
    if (char === quote) return { value, end: index + 1 };
    if (quote === '`' && char === '$' && text[index + 1] === '{') {
      failAt(slice, index, 'Template literal placeholders are not supported');
    }
    if (quote !== '`' && (char === '\n' || char === '\r')) break;
    if (char !== '\\') {
      value += char;
      index++;
      continue;
    }
    const next = text[index + 1];
    if (next === undefined) break;
    if (next === 'x' || next === 'u') {
      const hex =
        next === 'x'
          ? /^[0-9a-fA-F]{2}/.exec(text.slice(index + 2, index + 4))
          : /^(?:[0-9a-fA-F]{4}|\{[0-9a-fA-F]{1,6}\})/.exec(text.slice(index + 2, index + 10));
      if (hex === null) failAt(slice, index, 'Invalid escape sequence');
      const codePoint = Number.parseInt(hex[0].replace(/[{}]/g, ''), 16);
      if (codePoint > 0x10ffff) failAt(slice, index, 'Invalid escape sequence');
      value += String.fromCodePoint(codePoint);
      index += 2 + hex[0].length;
      continue;
    }
    if (next === '\r' && text[index + 2] === '\n') index += 3;
    else if (next === '\n' || next === '\r' || next === '\u2028' || next === '\u2029') index += 2;
    else {
      value += SIMPLE_ESCAPES[next] ?? next;
      index += 2;
    }
  }
  return failAt(slice, start, `Unbalanced quote ${quote}`);
}
