import type { HealResult } from '../../../lib/engine/types.js';

/** What a heal answered, for an assertion's message: the tag and name healed to, or the refusal's code. */
export function healSummary(result: HealResult): string {
  return result.ok
    ? `healed to <${result.answer.target.tag}> "${result.answer.target.name}"`
    : result.failure.code;
}
