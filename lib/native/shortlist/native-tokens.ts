/**
 * The engine's word tokens, for native screens: `tokenize` drops one-letter words (the "a" of
 * "a button"), but in scripts written without spaces a single letter is a whole word: the "홈"
 * (home) tab, the "日" of a date. Those are kept, after the engine's tokens. And a text made only
 * of stop words ("ON", "MY") keeps its words: they are all it says.
 */
import { splitWords, tokenize as tokenizeWords } from '../../engine/text/tokenize.js';

/** A lone letter that is a word of its own: a letter from a script other than Latin. */
const WHOLE_WORD_LETTER = /^(?!\p{Script=Latin})\p{L}$/u;

/**
 * `tokenize` plus the one-letter words of non-Latin scripts.
 *
 * @example
 * tokenize('홈 button') // ['button', '홈']
 */
export function tokenize(input: string): string[] {
  const tokens = tokenizeWords(input);
  // A label made only of stop words ("ON", "MY", "Or") is still what the element says.
  if (tokens.length === 0) return [...new Set(splitWords(input))];
  for (const word of splitWords(input)) {
    if (WHOLE_WORD_LETTER.test(word) && !tokens.includes(word)) tokens.push(word);
  }
  return tokens;
}
