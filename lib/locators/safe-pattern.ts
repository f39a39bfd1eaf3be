/**
 * Regular expressions in locators (`text=/save/i`, `getByRole('button', { name: /save/ })`, iOS
 * `MATCHES`, UiSelector `textMatches`) run over every element's text. A nested quantifier
 * (`(a+)+$`) backtracks exponentially on a text that almost matches, and a JavaScript regex cannot
 * be interrupted: such a pattern is refused before it runs. The check is the star-height test of
 * safe-regex2: it refuses `(\d{1,3}\.){3}` too (rewrite it without the nested repetition), and it
 * does not see overlapping alternatives under one quantifier (`(a|a)*`).
 */
import safeRegex from 'safe-regex2';

/** Repetitions a pattern may hold in all (safe-regex2 counts them; this only bounds runaway sources). */
const MAX_REPETITIONS = 1000;

/**
 * Why the pattern is refused, or undefined when it may run.
 *
 * @example
 * unsafePatternReason('(a+)+$') // 'it nests a repetition inside a repetition, …'
 * unsafePatternReason('^Sign in$') // undefined
 */
export function unsafePatternReason(source: string): string | undefined {
  if (safeRegex(source, { limit: MAX_REPETITIONS })) return undefined;
  return 'it nests a repetition inside a repetition (or repeats more than 1000 times), which can take exponential time on a page; rewrite it without the nested quantifier';
}
