/**
 * A report line must stay one line: a test title (or a locator string) may hold line breaks, which
 * would split a summary line in two and leave its second half unattributed.
 */

/** Every line break (CRLF, CR, LF, U+2028, U+2029). */
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;

/**
 * `text` with each line break written as the two characters `\n`, as the title reads in source.
 *
 * @example
 * oneLine('checkout\nby card'); // 'checkout\\nby card'
 */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAK, '\\n');
}
