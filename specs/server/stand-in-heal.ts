/**
 * TEST DOUBLE — NOT THE ENGINE. A stand-in `heal` for testing the HTTP/CLI plumbing (status
 * codes, limits, streaming, concurrency) independently of the engine. Specs that need real
 * answers use lib/engine's heal.
 *
 * Behaviour: page_source missing → 400; a page containing "<nothing" → 422 CANNOT_HEAL;
 * "<throw" → throws; "<slow ms=N" → answers after N ms; otherwise a fixed answer naming the
 * first existing locator.
 */
import type { HealAnswer, HealResult } from '../../lib/engine/types.js';

export async function standInHeal(request: unknown): Promise<HealResult> {
  const body = request as { page_source?: unknown; existing_locators?: unknown[] };
  if (typeof body.page_source !== 'string') {
    return {
      ok: false,
      failure: {
        status: 400,
        code: 'BAD_REQUEST',
        retry: 'permanent',
        message: 'page_source is required',
        candidates: [],
      },
    };
  }
  const page = body.page_source;
  if (page.includes('<throw')) throw new Error('stand-in engine exploded');
  const slow = /<slow ms=(\d+)/.exec(page);
  if (slow !== null) await new Promise((resolve) => setTimeout(resolve, Number(slow[1])));
  if (page.includes('<nothing')) {
    return {
      ok: false,
      failure: {
        status: 422,
        code: 'CANNOT_HEAL',
        retry: 'permanent',
        message: 'No element matches the description',
        hint: 'Describe the element more specifically',
        candidates: [{ index: 0, score: 0.2, tag: 'p', path: '0/1/0' }],
      },
    };
  }
  const first = body.existing_locators?.[0];
  const answer: HealAnswer = {
    locator_type: 'css',
    locator: '#stand-in',
    code: "page.locator('#stand-in')",
    confidence: 0.9,
    match_count: 1,
    strategy: 'id',
    rationale: `stand-in answer for ${JSON.stringify(first ?? null)} (page of ${page.length} chars)`,
    platform: 'web',
    framework: 'playwright',
    app_kind: 'web',
    llm_used: false,
    elapsed_ms: 0,
    alternatives: [],
    target: { tag: 'button', path: '0/1/0', attributes: { id: 'stand-in' } },
    scores: {},
  };
  return { ok: true, answer };
}
