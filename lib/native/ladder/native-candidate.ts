/**
 * A ladder candidate and its validation: a locator is kept only if our own evaluator, run on
 * the parsed source, finds exactly the target. A form that does not compile is dropped, never
 * emitted.
 */
import type { AppiumStrategy } from '../../locators/query.js';
import { evaluateAppiumLocator } from '../evaluate/evaluate-appium-locator.js';
import type { NativeNode, NativeTree } from '../tree/native-tree.js';

export interface NativeCandidate {
  readonly strategy: AppiumStrategy;
  readonly value: string;
  /** The ladder rung that produced it ('resource-id', 'test-id', 'predicate', …). */
  readonly rung: string;
  /** Stability score; higher is more stable. */
  readonly score: number;
}

/** Ladder scores, most stable first (one place, so the order is data). */
export const RUNG_SCORE = {
  testId: 100,
  resourceId: 100,
  accessibilityId: 95,
  accessibilityLabel: 90,
  contentDesc: 90,
  predicate: 80,
  uiSelectorText: 75,
  text: 75,
  classChain: 70,
  idText: 70,
  classText: 65,
  containerXPath: 55,
  anchoredXPath: 50,
  /** Text the other rungs set aside (numbers, a field's placeholder) that the evidence itself rests on. */
  evidenceText: 45,
} as const;

/** True when the locator compiles and matches exactly `target`. */
export function matchesExactly(tree: NativeTree, candidate: NativeCandidate, target: NativeNode): boolean {
  try {
    const found = evaluateAppiumLocator(tree, candidate.strategy, candidate.value);
    return found.length === 1 && found[0] === target;
  } catch {
    return false;
  }
}

/** Validated candidates, deduplicated, most stable first (ties keep ladder order). */
export function validateCandidates(
  tree: NativeTree,
  target: NativeNode,
  candidates: readonly NativeCandidate[],
  allowXPath: boolean,
): NativeCandidate[] {
  const seen = new Set<string>();
  const valid: { candidate: NativeCandidate; order: number }[] = [];
  candidates.forEach((candidate, order) => {
    const key = `${candidate.strategy}\u0000${candidate.value}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (!allowXPath && candidate.strategy === 'xpath') return;
    if (matchesExactly(tree, candidate, target)) valid.push({ candidate, order });
  });
  valid.sort((a, b) => b.candidate.score - a.candidate.score || a.order - b.order);
  return valid.map((entry) => entry.candidate);
}
