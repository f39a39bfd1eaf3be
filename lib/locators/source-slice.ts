import { HealwrightError, InvalidLocatorError } from '../errors.js';

/**
 * A piece of the user's locator being parsed. `text` is what the grammar reads; `offset` maps a
 * 0-based index in `text` back to the user's `source`, so every error points into what they wrote.
 * For nested strings that were unescaped first (a `locator('…')` argument, an `internal:has="…"`
 * body) the mapping is exact while the literal has no escapes and approximate after one.
 */
export interface SourceSlice {
  readonly source: string;
  readonly offset: number;
  readonly text: string;
}

/** Nesting limit for recursive grammars (filters inside filters, brackets inside brackets). */
export const MAX_NESTING = 64;

export function wholeSource(source: string): SourceSlice {
  return { source, offset: 0, text: source };
}

/** The part of `slice` between local indexes `start` and `end`. */
export function subSlice(slice: SourceSlice, start: number, end: number = slice.text.length): SourceSlice {
  return { source: slice.source, offset: slice.offset + start, text: slice.text.slice(start, end) };
}

/** `slice` without surrounding whitespace, positions kept. */
export function trimSlice(slice: SourceSlice): SourceSlice {
  const start = slice.text.length - slice.text.trimStart().length;
  const end = slice.text.trimEnd().length;
  return subSlice(slice, start, Math.max(start, end));
}

/** Throws InvalidLocatorError at local index `at` of `slice`. */
export function failAt(slice: SourceSlice, at: number, message: string, cause?: unknown): never {
  const position = Math.min(Math.max(0, slice.offset + at), slice.source.length);
  throw new InvalidLocatorError(message, slice.source, position, cause);
}

/** Throws UNKNOWN_STRATEGY: a locator type, prefix or engine healwright does not know or support. */
export function failUnknownStrategy(
  slice: SourceSlice,
  at: number,
  what: string,
  known?: readonly string[],
): never {
  const position = Math.min(Math.max(0, slice.offset + at), slice.source.length);
  const hint = known === undefined ? '' : `; known: ${known.join(', ')}`;
  throw new HealwrightError('UNKNOWN_STRATEGY', `${what} at position ${position}${hint}`, {
    details: { position, locator: slice.source },
  });
}
