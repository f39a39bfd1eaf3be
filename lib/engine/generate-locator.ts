/**
 * generateLocator: ladder + validation for an element already known by its path (page.act turns
 * the element behind an aria ref into a stable locator with it). No scoring, no model.
 */

import { isHealwrightError } from '../errors.js';
import { buildAnswer, renderLadder } from './answer/build-answer.js';
import { describeElement } from './answer/describe-element.js';
import { badInput, refuseNoStableLocator } from './answer/failures.js';
import { buildLadder } from './ladder/build-ladder.js';
import { ProfileStore } from './shortlist/element-profile.js';
import type { Framework, HealOptions, HealResult } from './types.js';
import { parseWebPage } from './web/index.js';
import { DEFAULT_TEST_ID_ATTRIBUTES, MAX_HEAL_CONFIDENCE } from './weights.js';

export interface GenerateLocatorArgs {
  readonly page_source: string;
  /** Element path, e.g. `0/1/4/#shadow/0/2`. */
  readonly target_path: string;
  readonly framework?: Framework;
  readonly options?: HealOptions;
  /** Words that name the section the caller means (prefers anchors they name). */
  readonly description?: string;
}

/**
 * The most stable validated locator for the element at `target_path`.
 *
 * @example
 * const result = generateLocator({ page_source: html, target_path: '0/1/2' });
 * if (result.ok) result.answer.locator // e.g. 'internal:role=button[name="Save"s]'
 */
export function generateLocator(args: GenerateLocatorArgs): HealResult {
  const framework = args.framework ?? 'playwright';
  let page: ReturnType<typeof parseWebPage>;
  try {
    page = parseWebPage(args.page_source);
  } catch (error) {
    if (isHealwrightError(error)) return { ok: false, failure: badInput(error.code, error.message) };
    throw error;
  }
  const target = page.elementByPath(args.target_path);
  if (!target) {
    return {
      ok: false,
      failure: badInput('BAD_REQUEST', `No element at path "${args.target_path}" in the page source`),
    };
  }
  const testIdAttributes = args.options?.test_id_attrs ?? DEFAULT_TEST_ID_ATTRIBUTES;
  const profile = new ProfileStore(testIdAttributes).profile(target);
  const ladder = renderLadder(
    buildLadder(page, profile, {
      framework,
      allowXpath: args.options?.allow_xpath ?? true,
      testIdAttributes,
      descriptionWords: args.description ? args.description.toLowerCase().split(/\W+/) : [],
    }),
    framework,
    testIdAttributes[0],
  );
  if (!ladder) {
    return {
      ok: false,
      failure: refuseNoStableLocator(profile, {
        profile,
        score: 0,
        features: {},
        judgement: {
          verdict: 'neutral',
          score: 0,
          coverage: 0,
          features: { name: 0, text: 0, identifiers: 0, role: 0, phrase: 0, section: 0, precision: 0 },
        },
        locatorPoints: 0,
        survivingLocator: undefined,
        eligible: true,
      }),
    };
  }
  return {
    ok: true,
    answer: buildAnswer(
      {
        rendered: ladder.best,
        strategy: ladder.best.strategy,
        confidence: MAX_HEAL_CONFIDENCE,
        rationale: `Generated for the known element ${describeElement(profile)} from its ${ladder.best.strategy} rung; it matches exactly that element.`,
        llmUsed: false,
        elapsedMs: 0,
        alternatives: ladder.alternatives,
        target,
        scores: {},
      },
      { platform: 'web', framework, app_kind: 'web' },
    ),
  };
}
