/** The tie-break chooser over the real client and the scripted test double (no model involved). */
import { expect, test } from '@playwright/test';
import type { ChooseQuestion } from '../../lib/engine/types.js';
import { buildChoosePrompt, createChooser, createChooserFromConfig } from '../../lib/model/choose.js';
import { createModelClient } from '../../lib/model/client.js';
import { type FakeModelServer, startFakeModelServer } from '../support/fake-model-server.js';

const QUESTION: ChooseQuestion = {
  description: 'the Delete button of the second address',
  remarks: 'addresses were re-ordered',
  candidates: [
    {
      index: 0,
      score: 0.61,
      tag: 'button',
      role: 'button',
      name: 'Delete',
      section: 'Home address',
      path: '0/1/2/0/3',
    },
    {
      index: 1,
      score: 0.6,
      tag: 'button',
      role: 'button',
      name: 'Delete',
      section: 'Work address',
      path: '0/1/2/1/3',
    },
  ],
  prompt:
    '[0] button "Delete" in section "Home address" (path 0/1/2/0/3)\n[1] button "Delete" in section "Work address" (path 0/1/2/1/3)',
};

let fake: FakeModelServer;
test.beforeEach(async () => {
  fake = await startFakeModelServer();
});
test.afterEach(async () => {
  await fake.close();
});

function chooser(budgetMs?: number) {
  const client = createModelClient(
    { provider: 'openai-compatible', model: 'fake-chooser', baseURL: fake.baseURL, callTimeoutMs: 60_000 },
    {},
  );
  if (client === undefined) throw new Error('expected a client');
  return createChooser(client, budgetMs === undefined ? {} : { budgetMs });
}

test('a valid answer is returned with its reason', async () => {
  fake.script([{ json: { index: 1, reason: 'the second address is the work one' } }]);
  expect(await chooser()(QUESTION)).toEqual({ index: 1, reason: 'the second address is the work one' });
  const messages = fake.requests[0]?.body.messages as { content: string }[];
  expect(messages[1]?.content).toContain('the Delete button of the second address');
  expect(messages[1]?.content).toContain('addresses were re-ordered');
  expect(messages[1]?.content).toContain('[1] button "Delete" in section "Work address"');
  expect(messages[1]?.content).toContain('[0,1]');
});

const keepsDeterministic: [string, Parameters<FakeModelServer['script']>[0]][] = [
  ['a refusal (index null)', [{ json: { index: null, reason: 'cannot tell' } }]],
  ['an out-of-range index', [{ json: { index: 7, reason: 'made up' } }]],
  ['a negative index', [{ json: { index: -1 } }, { json: { index: -1 } }]],
  ['garbage twice', [{ content: 'the second one!' }, { content: 'I said the second one' }]],
  ['a string index twice', [{ json: { index: '1' } }, { json: { index: 'one' } }]],
  ['an endpoint error', [{ status: 500, error: 'boom', type: 'server_error' }]],
];
for (const [name, script] of keepsDeterministic) {
  test(`${name} → { index: null } (the engine keeps its deterministic answer)`, async () => {
    fake.script(script);
    const answer = await chooser()(QUESTION);
    expect(answer.index).toBeNull();
    expect(answer.reason).toBeTruthy();
  });
}

test('a hung endpoint → { index: null } once the budget is spent, never a rejection', async () => {
  fake.script([{ hang: true }]);
  const started = performance.now();
  const answer = await chooser(300)(QUESTION);
  console.log(
    `tie-break on a hung endpoint, budget 300 ms: answered after ${Math.round(performance.now() - started)} ms`,
  );
  expect(answer.index).toBeNull();
  // The reason names what was left of the 300 ms budget when the call started (299 or 300).
  expect(answer.reason).toMatch(/no answer within (29\d|300) ms/);
});

test('garbage once, then a valid answer → used', async () => {
  fake.script([
    { content: '<think>hmm</think> maybe 1' },
    { content: '<think>ok</think>{"index": 0, "reason": "home"}' },
  ]);
  expect(await chooser()(QUESTION)).toEqual({ index: 0, reason: 'home' });
});

test('no candidates → null without a call', async () => {
  fake.script([]);
  expect((await chooser()({ ...QUESTION, candidates: [] })).index).toBeNull();
  expect(fake.requests).toHaveLength(0);
});

test('without an engine prompt, candidates are summarised from their fields', () => {
  const prompt = buildChoosePrompt({ ...QUESTION, prompt: '' });
  expect(prompt).toContain('[1] <button> role=button name="Delete" in "Work address" path=0/1/2/1/3');
});

test('createChooserFromConfig: nothing configured → no choose, no client', () => {
  expect(createChooserFromConfig(undefined, {})).toEqual({});
  const configured = createChooserFromConfig('ollama:qwen3:8b', {});
  expect(typeof configured.choose).toBe('function');
  expect(configured.client?.label).toBe('ollama:qwen3:8b');
});
