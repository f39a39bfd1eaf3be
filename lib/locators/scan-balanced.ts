import { failAt, MAX_NESTING, type SourceSlice } from './source-slice.js';

/**
 * Checks that quotes, brackets and parentheses in a CSS or XPath expression are balanced and not
 * nested deeper than MAX_NESTING, and returns the text with every quoted string's content masked
 * (same length) so a third-party parser cannot trip over a `)` inside a string.
 * CSS strings take backslash escapes; XPath 1.0 strings do not.
 */
export function scanBalanced(slice: SourceSlice, options: { backslashEscapes: boolean }): string {
  const text = slice.text;
  const open: { char: string; at: number }[] = [];
  let masked = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '"' || char === "'") {
      const start = index;
      index++;
      let content = '';
      while (index < text.length && text[index] !== char) {
        if (options.backslashEscapes && text[index] === '\\') {
          content += 'xx';
          index += 2;
          continue;
        }
        content += 'x';
        index++;
      }
      if (index >= text.length) failAt(slice, start, `Unbalanced quote ${char}`);
      masked += char + content.slice(0, index - start - 1) + char;
      index++;
      continue;
    }
    if (options.backslashEscapes && char === '\\') {
      masked += text.slice(index, index + 2);
      index += 2;
      continue;
    }
    if (char === '(' || char === '[') {
      open.push({ char, at: index });
      if (open.length > MAX_NESTING) failAt(slice, index, `Nested deeper than ${MAX_NESTING} levels`);
    } else if (char === ')' || char === ']') {
      const last = open.pop();
      const expected = char === ')' ? '(' : '[';
      if (last === undefined) failAt(slice, index, `Unbalanced ${char}`);
      if (last.char !== expected) failAt(slice, last.at, `Unbalanced ${last.char}`);
    }
    masked += char;
    index++;
  }
  const unclosed = open.pop();
  if (unclosed !== undefined) failAt(slice, unclosed.at, `Unbalanced ${unclosed.char}`);
  return masked;
}
