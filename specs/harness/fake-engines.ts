/** Fake engines whose outcomes are known, for checking that a harness counts what Chromium sees. */
import type { HealResult } from '../../lib/engine/types.js';

/** Refuses every request with a 422. */
export const refuseEverything = async (): Promise<HealResult> => ({
  ok: false,
  failure: { status: 422, code: 'NO_MATCH', retry: 'permanent', message: 'fake refusal', candidates: [] },
});

/** Always answers the CSS `locator`, whatever it is asked. */
export function answerAlways(locator: string, tag = 'body'): () => Promise<HealResult> {
  return async () => ({
    ok: true,
    answer: {
      locator_type: 'css',
      locator,
      code: `page.locator('${locator}')`,
      confidence: 0.9,
      match_count: 1,
      strategy: 'css',
      rationale: 'fake',
      platform: 'web',
      framework: 'playwright',
      app_kind: 'web',
      llm_used: false,
      elapsed_ms: 0,
      alternatives: [],
      target: { tag, path: '0/1', attributes: {} },
      scores: {},
    },
  });
}
