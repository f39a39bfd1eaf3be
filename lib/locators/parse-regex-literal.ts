/**
 * A JavaScript regular-expression literal `/source/flags` as Playwright writes them in selectors
 * (`internal:text=/save/i`, `[name=/save/i]`) and code (`getByText(/save/i)`). Compiled with
 * `new RegExp` (never executed) so a bad pattern is rejected with its position, as is one that could
 * backtrack exponentially (safe-pattern.ts).
 */
import { unsafePatternReason } from './safe-pattern.js';
import { failAt, type SourceSlice } from './source-slice.js';

export interface RegexLiteral {
  readonly source: string;
  readonly flags: string;
  /** Local index just past the last flag. */
  readonly end: number;
}

const FLAG = /[dgimsuvy]/;

/** Reads the literal starting at local index `start` (which must be '/'). */
export function readRegexLiteral(slice: SourceSlice, start: number): RegexLiteral {
  const text = slice.text;
  let index = start + 1;
  let inClass = false;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '\\') {
      index += 2;
      continue;
    }
    if (char === '\n') break;
    if (inClass && char === ']') inClass = false;
    else if (!inClass && char === '[') inClass = true;
    else if (!inClass && char === '/') break;
    index++;
  }
  if (index >= text.length || text[index] !== '/') failAt(slice, start, 'Unterminated regular expression');
  const source = text.slice(start + 1, index);
  index++;
  const flagsStart = index;
  while (index < text.length && FLAG.test(text[index]!)) index++;
  const flags = text.slice(flagsStart, index);
  if (source === '') failAt(slice, start, 'Empty regular expression');
  try {
    new RegExp(source, flags);
  } catch (error) {
    failAt(slice, start, `Invalid regular expression /${source}/${flags}`, error);
  }
  const unsafe = unsafePatternReason(source);
  if (unsafe) failAt(slice, start, `Unsafe regular expression /${source}/${flags}: ${unsafe}`);
  return { source: canonicalRegexSource(source, flags), flags, end: index };
}

/**
 * Drops identity escapes of quotes, backticks and `>` (`\'` means `'` outside unicode mode): the
 * selector renderer adds them so `>>` splitting and quote matching leave regexes alone, as
 * Playwright's own escapeRegexForSelector does; removing them makes the source canonical.
 */
export function canonicalRegexSource(source: string, flags: string): string {
  if (flags.includes('u') || flags.includes('v')) return source;
  return source.replace(/\\(.)/gs, (sequence, char: string) => ('\'"`>'.includes(char) ? char : sequence));
}

/** The inverse for selectors: escapes quotes, backticks and `>>` so the selector splitter skips them. */
export function escapeRegexSourceForSelector(source: string, flags: string): string {
  if (flags.includes('u') || flags.includes('v')) return source;
  return source.replace(/\\.|["'`]|>>/gs, (token) =>
    token.startsWith('\\') ? token : token === '>>' ? '\\>\\>' : `\\${token}`,
  );
}
