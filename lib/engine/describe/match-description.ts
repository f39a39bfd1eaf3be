/**
 * matchDescription: the fixture's cheap live "is this intact element still the one described?"
 * check, from facts the browser reads in one round trip. Same judge as the shortlist.
 */
import { analyzeDescription } from './analyze-description.js';
import { type ElementFacts, tokenizeElement } from './element-tokens.js';
import { type DescriptionVerdict, judgeDescription } from './judge-description.js';

export interface DescriptionMatch {
  readonly verdict: DescriptionVerdict;
  /** Fit in 0..1 (0 when contradicted or when the description is empty). */
  readonly score: number;
}

/**
 * Judges a live element against a description.
 *
 * @example
 * matchDescription('Add to cart for the backpack', { tag: 'button', role: 'button', name: 'Add to cart', attributes: {} })
 * // { verdict: 'agrees', score: … }
 * matchDescription('Add to cart', { tag: 'button', role: 'button', name: 'Remove', attributes: {} })
 * // { verdict: 'contradicts', score: 0 }
 */
export function matchDescription(
  description: string,
  facts: ElementFacts,
  testIdAttributes?: readonly string[],
): DescriptionMatch {
  const judgement = judgeDescription(
    analyzeDescription(description),
    tokenizeElement(facts, testIdAttributes),
  );
  return { verdict: judgement.verdict, score: Math.round(judgement.score * 1000) / 1000 };
}
