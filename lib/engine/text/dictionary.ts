/**
 * Word tables without a prototype: a word read off a page ("constructor", "valueOf") must not
 * find Object.prototype's members in a table of abbreviations, phrases or role words.
 */

/**
 * A frozen, prototype-free copy of `entries`, so `table[word]` is undefined for every word it does not list.
 *
 * @example
 * dictionary({ btn: 'button' }).constructor // undefined
 */
export function dictionary<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
