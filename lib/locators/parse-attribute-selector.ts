/**
 * The bracket grammar Playwright uses inside `role=` / `internal:role=`, `internal:testid=` and
 * `internal:attr=` bodies: `name[attr][attr=value]…`.
 * Values: `"…"` or `'…'` (a backslash keeps the next character) optionally followed by the flag
 * `i` (case-insensitive) or `s` (case-sensitive); `/regex/flags`; or an unquoted run of name
 * characters, `+` and `.` (true, false, numbers, plain words). Operators: `=`, `*=`, `^=`, `$=`,
 * `|=`, `~=`; `[attr]` alone is `<truthy>`. Everything else is an error with its position.
 */
import { readRegexLiteral } from './parse-regex-literal.js';
import { failAt, MAX_NESTING, type SourceSlice } from './source-slice.js';

export type AttributeOperator = '<truthy>' | '=' | '*=' | '^=' | '$=' | '|=' | '~=';

export type AttributeValue =
  | { readonly kind: 'none' }
  | { readonly kind: 'string'; readonly value: string; readonly flag?: 'i' | 's' }
  | { readonly kind: 'word'; readonly value: string } // unquoted: true, false, 2, Save
  | { readonly kind: 'regex'; readonly source: string; readonly flags: string };

export interface AttributePart {
  readonly name: string;
  readonly operator: AttributeOperator;
  readonly value: AttributeValue;
  /** Local index of the attribute's name (for error positions). */
  readonly at: number;
  /** Local index of the value, or of the name when there is none. */
  readonly valueAt: number;
}

export interface AttributeSelector {
  readonly name: string;
  readonly attributes: readonly AttributePart[];
}

const NAME_CHAR = /[\w\-\u0080-\uffff]/;
const OPERATORS: readonly AttributeOperator[] = ['=', '*=', '^=', '$=', '|=', '~='];

export function parseAttributeSelector(slice: SourceSlice): AttributeSelector {
  const text = slice.text;
  let index = 0;
  const skipSpaces = (): void => {
    while (index < text.length && /\s/.test(text[index]!)) index++;
  };
  const readName = (): string => {
    const start = index;
    while (index < text.length && NAME_CHAR.test(text[index]!)) index++;
    return text.slice(start, index);
  };
  skipSpaces();
  const name = readName();
  const attributes: AttributePart[] = [];
  skipSpaces();
  while (index < text.length && text[index] === '[') {
    const open = index;
    if (attributes.length >= MAX_NESTING) failAt(slice, index, 'Too many attributes');
    index++;
    skipSpaces();
    const at = index;
    const attributeName = readAttributeName();
    if (attributeName === '') failAt(slice, at, 'Expected an attribute name');
    skipSpaces();
    if (text[index] === ']') {
      index++;
      attributes.push({
        name: attributeName,
        operator: '<truthy>',
        value: { kind: 'none' },
        at,
        valueAt: at,
      });
      skipSpaces();
      continue;
    }
    const operator = OPERATORS.find((op) => text.startsWith(op, index));
    if (operator === undefined) {
      if (index >= text.length) failAt(slice, open, 'Unbalanced [');
      failAt(slice, index, `Unexpected "${text[index]}" in attribute (expected =, *=, ^=, $=, |=, ~= or ])`);
    }
    index += operator.length;
    skipSpaces();
    const valueAt = index;
    const value = readValue();
    skipSpaces();
    if (index >= text.length) failAt(slice, open, 'Unbalanced [');
    if (text[index] !== ']') failAt(slice, index, `Unexpected "${text[index]}" in attribute value`);
    index++;
    attributes.push({ name: attributeName, operator, value, at, valueAt });
    skipSpaces();
  }
  if (index < text.length) failAt(slice, index, `Unexpected "${text[index]}"`);
  return { name, attributes };

  function readAttributeName(): string {
    const quote = text[index];
    if (quote === '"' || quote === "'") return readQuoted(quote);
    const parts = [readName()];
    while (text[index] === '.') {
      index++;
      parts.push(readName());
    }
    return parts.join('.');
  }

  function readQuoted(quote: string): string {
    const start = index;
    index++;
    let value = '';
    while (index < text.length && text[index] !== quote) {
      if (text[index] === '\\' && index + 1 < text.length) index++;
      value += text[index];
      index++;
    }
    if (index >= text.length) failAt(slice, start, `Unbalanced quote ${quote}`);
    index++;
    return value;
  }

  function readValue(): AttributeValue {
    const char = text[index];
    if (char === '"' || char === "'") {
      const value = readQuoted(char);
      skipSpaces();
      const flag = text[index]?.toLowerCase();
      if (flag === 'i' || flag === 's') {
        index++;
        return { kind: 'string', value, flag };
      }
      return { kind: 'string', value };
    }
    if (char === '/') {
      const literal = readRegexLiteral(slice, index);
      index = literal.end;
      return { kind: 'regex', source: literal.source, flags: literal.flags };
    }
    const start = index;
    while (
      index < text.length &&
      (NAME_CHAR.test(text[index]!) || text[index] === '+' || text[index] === '.')
    )
      index++;
    if (start === index) failAt(slice, start, 'Expected an attribute value');
    return { kind: 'word', value: text.slice(start, index) };
  }
}
