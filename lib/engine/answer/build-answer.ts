/**
 * The answer: the best validated locator, its code form, the ranked alternatives that also
 * validated, a confidence that reflects how the element was chosen, per-feature scores, and one
 * sentence saying why.
 */
import type { LadderLocator } from '../ladder/build-ladder.js';
import type { ScoredCandidate } from '../shortlist/shortlist.js';
import type { AppKind, Framework, HealAlternative, HealAnswer, Platform, TargetSummary } from '../types.js';
import type { WebElement } from '../web/index.js';
import {
  CLOSE_CALL_CONFIDENCE,
  MAX_ALTERNATIVES,
  MAX_HEAL_CONFIDENCE,
  MODEL_PICK_CONFIDENCE,
  STRONG_SCORE,
  TIE_BREAK_MARGIN,
} from '../weights.js';
import { type RenderedLocator, renderForFramework } from './render-locator.js';

export interface AnswerContext {
  readonly platform: Platform;
  readonly framework: Framework;
  readonly app_kind: AppKind;
}

export interface RenderedLadder {
  readonly best: RenderedLocator & { readonly strategy: string; readonly score: number };
  readonly alternatives: readonly HealAlternative[];
}

/** Renders ladder locators for the framework; drops ones the framework cannot express and duplicates. */
export function renderLadder(
  ladder: readonly LadderLocator[],
  framework: Framework,
  testIdAttribute = 'data-testid',
): RenderedLadder | undefined {
  const rendered: (RenderedLocator & { strategy: string; score: number })[] = [];
  const seen = new Set<string>();
  for (const entry of ladder) {
    const out = renderForFramework(entry.query, framework, testIdAttribute);
    if (!out || seen.has(`${out.locator_type}\u0000${out.locator}`)) continue;
    seen.add(`${out.locator_type}\u0000${out.locator}`);
    rendered.push({ ...out, strategy: entry.rung, score: entry.score });
  }
  const [best, ...rest] = rendered;
  if (!best) return undefined;
  return {
    best,
    alternatives: rest.slice(0, MAX_ALTERNATIVES).map((alternative) => ({
      locator_type: alternative.locator_type,
      locator: alternative.locator,
      code: alternative.code,
      strategy: alternative.strategy,
      score: alternative.score,
    })),
  };
}

/** What a live page needs to confirm it is the same element. */
export function summarizeTarget(element: WebElement): TargetSummary {
  const role = element.role;
  const name = element.name;
  const text = element.text.slice(0, 200);
  const attributes: Record<string, string> = {};
  for (const key of Object.keys(element.attributes).sort()) {
    const value = element.attributes[key]!;
    if (key === 'style' || key === 'value' || value.length > 200) continue;
    attributes[key] = value;
  }
  return {
    tag: element.tag,
    ...(role ? { role } : {}),
    ...(name ? { name } : {}),
    ...(text ? { text } : {}),
    path: element.path,
    attributes,
  };
}

/**
 * Confidence of a heal: strength of the evidence (score against STRONG_SCORE) times how clearly
 * it won (margin against TIE_BREAK_MARGIN), capped by how the choice was made.
 */
export function healConfidence(
  candidate: ScoredCandidate,
  margin: number,
  how: 'clear' | 'close' | 'model',
): number {
  const strength = Math.min(1, candidate.score / STRONG_SCORE);
  const clarity = Math.min(1, margin / (2 * TIE_BREAK_MARGIN));
  const raw = MAX_HEAL_CONFIDENCE * (0.55 + 0.45 * strength) * (0.75 + 0.25 * clarity);
  const cap =
    how === 'clear' ? MAX_HEAL_CONFIDENCE : how === 'model' ? MODEL_PICK_CONFIDENCE : CLOSE_CALL_CONFIDENCE;
  return Math.round(Math.min(cap, raw) * 1000) / 1000;
}

export interface AnswerParts {
  readonly rendered: RenderedLocator;
  readonly strategy: string;
  readonly confidence: number;
  readonly rationale: string;
  readonly llmUsed: boolean;
  readonly elapsedMs: number;
  readonly alternatives: readonly HealAlternative[];
  readonly target: WebElement;
  readonly scores: Readonly<Record<string, number>>;
}

export function buildAnswer(parts: AnswerParts, context: AnswerContext): HealAnswer {
  return {
    locator_type: parts.rendered.locator_type,
    locator: parts.rendered.locator,
    code: parts.rendered.code,
    confidence: parts.confidence,
    match_count: 1,
    strategy: parts.strategy,
    rationale: parts.rationale,
    platform: context.platform,
    framework: context.framework,
    app_kind: context.app_kind,
    llm_used: parts.llmUsed,
    elapsed_ms: Math.max(0, Math.round(parts.elapsedMs * 100) / 100),
    alternatives: parts.alternatives,
    target: summarizeTarget(parts.target),
    scores: parts.scores,
  };
}
