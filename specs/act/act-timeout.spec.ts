/**
 * A model that does not answer in time is a timeout, not a model error: `error.reason` is
 * 'timeout' for page.act and page.extract, and the message says which limit passed (the call's
 * `timeout` or the model's per-request limit) and what was pending (the model's reply after which
 * step). The model is the fake server (a TEST DOUBLE) told to accept the request and never answer.
 */
import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { ActError } from '../../lib/act/errors.js';
import { ExtractError } from '../../lib/extract/errors.js';
import { expect, latestSnapshot, serveHtml, test } from './support.js';

function serveDraft(page: Page): Promise<void> {
  return serveHtml(page, '<main><h1>Draft</h1><button>Save</button><p>Words: many</p></main>');
}

test.use({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  healwright: async ({}, use, testInfo) => {
    await use({ cacheDir: testInfo.outputPath('cache'), ci: false, act: { cache: 'off' } });
  },
});

test('page.act: a model that hangs past the call timeout fails with reason timeout, naming the pending reply', async ({
  page,
  fakeModel,
}) => {
  let turn = 0;
  fakeModel.script((request) => {
    turn += 1;
    if (turn > 1) return { hang: true };
    const ref = /button "Save" \[ref=(e\d+)\]/.exec(latestSnapshot(request))?.[1] ?? 'e9999';
    return { toolCalls: [{ name: 'click', arguments: { ref } }] };
  });
  await serveDraft(page);
  const started = Date.now();
  const error = await page.act('Publish the draft', { timeout: 5_000 }).catch((caught: unknown) => caught);
  expect(Date.now() - started).toBeLessThan(15_000);
  expect(error).toBeInstanceOf(ActError);
  const actError = error as ActError;
  expect(actError.reason).toBe('timeout');
  expect(actError.retry).toBe('transient');
  expect(actError.steps).toHaveLength(1);
  expect(actError.problem).toMatch(/timeout \(5000 ms\) passed while waiting for the model's reply/);
  expect(actError.problem).toContain('after step 1 (click button "Save")');
});

test('page.act: a model request past its own per-request limit is a timeout too, naming that limit', async ({
  page,
  fakeModel,
}) => {
  fakeModel.script([{ hang: true }]);
  await serveDraft(page);
  process.env.HEALWRIGHT_MODEL_TIMEOUT_MS = '1000';
  try {
    const error = await page.act('Publish the draft').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ActError);
    expect(error).toMatchObject({ reason: 'timeout', retry: 'transient' });
    expect((error as ActError).problem).toMatch(
      /the model gave no answer within its per-request limit \(1000 ms, HEALWRIGHT_MODEL_TIMEOUT_MS\) while .*reply \(turn 1, before any step\)/,
    );
  } finally {
    delete process.env.HEALWRIGHT_MODEL_TIMEOUT_MS;
  }
});

test('page.extract: a model that hangs past the call timeout fails with reason timeout', async ({
  page,
  fakeModel,
}) => {
  fakeModel.script([{ hang: true }]);
  await serveDraft(page);
  const error = await page
    .extract('the word count', v.object({ words: v.number() }), { timeout: 1_500, deterministic: false })
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ExtractError);
  expect(error).toMatchObject({ reason: 'timeout', code: 'TIMEOUT', retry: 'transient' });
  expect((error as ExtractError).message).toMatch(
    /timeout \(1500 ms\) passed while waiting for the model's reply \(turn 1, before any tool call\)/,
  );
});
