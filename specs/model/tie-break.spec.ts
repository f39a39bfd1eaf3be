/**
 * The model tie-break end to end: the engine's heal + createChooser + the real client over HTTP,
 * against the scripted test double (specs/support/fake-model-server.ts). The page is genuinely
 * ambiguous: two identical "Delete" buttons, and a description ("office address") that only a
 * reader who knows office = work can resolve.
 */
import { expect, test } from '@playwright/test';
import { heal } from '../../lib/engine/index.js';
import type { HealDependencies } from '../../lib/engine/types.js';
import { createChooser } from '../../lib/model/choose.js';
import { createModelClient } from '../../lib/model/client.js';
import { type FakeModelServer, startFakeModelServer } from '../support/fake-model-server.js';

const PAGE = `<html><body><main>
<section aria-label="Home address"><p>12 Elm Street, Springfield</p><button>Delete</button></section>
<section aria-label="Work address"><p>1 Infinite Loop, Cupertino</p><button>Delete</button></section>
</main></body></html>`;
const REQUEST = {
  page_source: PAGE,
  existing_locators: ['#delete-address-2'],
  description: 'the Delete button of the office address',
};
const WORK =
  "page.getByRole('region', { name: 'Work address', exact: true }).getByRole('button', { name: 'Delete', exact: true })";

// Deterministically the two Delete buttons sit in sections the description does not name, so the
// engine refuses (AMBIGUOUS or TARGET_DELETED depending on the gates); only the model resolves "office".
const REFUSAL_CODE = /^(AMBIGUOUS|TARGET_DELETED)$/;

let fake: FakeModelServer;
test.beforeEach(async () => {
  fake = await startFakeModelServer();
});
test.afterEach(async () => {
  await fake.close();
});

function deps(budgetMs = 10_000): HealDependencies {
  const client = createModelClient(
    { provider: 'openai-compatible', model: 'fake-tie-break', baseURL: fake.baseURL, callTimeoutMs: 60_000 },
    {},
  );
  if (client === undefined) throw new Error('expected a client');
  return { choose: createChooser(client, { budgetMs }) };
}

test('without a model the engine refuses (422: neither section is the office address) and sends nothing', async () => {
  const result = await heal(REQUEST);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.failure).toMatchObject({ status: 422, code: REFUSAL_CODE });
  expect(fake.requests).toHaveLength(0);
});

test('a correct tie-break changes the answer: the Work address Delete, llm_used true', async () => {
  fake.script([{ json: { index: 1, reason: 'office means the work address' } }]);
  const result = await heal(REQUEST, deps());
  expect(result.ok).toBe(true);
  if (result.ok) {
    expect(result.answer.code).toBe(WORK);
    expect(result.answer.llm_used).toBe(true);
    expect(result.answer.match_count).toBe(1);
  }
  // What the model saw: the description and compact candidate summaries, never the page source.
  const prompt = JSON.stringify(fake.requests[0]?.body.messages);
  expect(prompt).toContain('office address');
  expect(prompt).toContain('Work address');
  expect(prompt).not.toContain('Infinite Loop');
  expect(prompt).not.toContain('<section');
});

test('the answer arrives through a <think> preamble and reasoning_content', async () => {
  fake.script([
    {
      content: '<think>office = work, so [1]</think>\n{"index": 1, "reason": "work"}',
      reasoning_content: 'hmm',
    },
  ]);
  const result = await heal(REQUEST, deps());
  expect(result.ok && result.answer.code).toBe(WORK);
});

const unusable: [string, Parameters<FakeModelServer['script']>[0]][] = [
  ['an out-of-range index', [{ json: { index: 7, reason: 'the seventh' } }]],
  ['a refusal', [{ json: { index: null, reason: 'cannot tell' } }]],
  ['malformed JSON twice', [{ content: '{"index": 1' }, { content: 'index one' }]],
  ['an HTTP error', [{ status: 500, error: 'model crashed', type: 'server_error' }]],
];
for (const [name, script] of unusable) {
  test(`${name} keeps the deterministic answer (422, no model pick)`, async () => {
    fake.script(script);
    const result = await heal(REQUEST, deps());
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure.code).toMatch(REFUSAL_CODE);
  });
}

test('a hung endpoint: the heal still returns the deterministic answer once the budget is spent', async () => {
  fake.script([{ hang: true }]);
  const budgetMs = 500;
  const started = performance.now();
  const result = await heal(REQUEST, deps(budgetMs));
  const elapsed = performance.now() - started;
  console.log(`heal with a hung model endpoint, budget ${budgetMs} ms: ${Math.round(elapsed)} ms in total`);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.failure.code).toMatch(REFUSAL_CODE);
  expect(elapsed).toBeLessThan(budgetMs + 20_000); // bounded by the budget, not the 60 s call timeout
});

test('a clear page never consults the model', async () => {
  fake.script([]);
  const result = await heal(
    {
      page_source: '<main><button>Save</button><button>Cancel</button></main>',
      description: 'the Save button',
    },
    deps(),
  );
  expect(result.ok && result.answer.llm_used).toBe(false);
  expect(fake.requests).toHaveLength(0);
});
