/**
 * The act summary counts the tokens of every model call, also of calls that end in an ActError
 * (the model refuses, stops calling tools, or runs out of steps): a failing act is where the cost
 * is least expected and most needed in the report. The model is the fake server (a test double).
 */
import type { Page } from '@playwright/test';
import { ActError } from '../../lib/act/errors.js';
import { expect, scriptIntents, serveHtml, test } from './support.js';

/** Tokens the scripted intents report per reply (support.ts: 900 prompt + 20 completion). */
const TOKENS_PER_REPLY = 920;

function serveDraft(page: Page): Promise<void> {
  return serveHtml(page, '<main><h1>Draft</h1><button>Save</button></main>');
}

test.use({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  healwright: async ({}, use, testInfo) => {
    await use({ cacheDir: testInfo.outputPath('cache'), ci: false, act: { cache: 'off' } });
  },
});

test('a call the model refuses after a step still counts the tokens of both replies', async ({
  page,
  fakeModel,
  _healwrightActSession,
}) => {
  scriptIntents(fakeModel, [
    { tool: 'click', role: 'button', name: 'Save' },
    { tool: 'fail', args: { reason: 'there is no publish button' } },
  ]);
  await serveDraft(page);
  const error = await page.act('Publish the draft').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ActError);
  expect((error as ActError).reason).toBe('model-refused');
  expect(fakeModel.requests).toHaveLength(2);
  expect(_healwrightActSession.summary()).toMatchObject({ failed: 1, tokens: 2 * TOKENS_PER_REPLY });
});

test('a call that runs out of steps counts the tokens of every reply', async ({
  page,
  fakeModel,
  _healwrightActSession,
}) => {
  scriptIntents(fakeModel, [
    { tool: 'click', role: 'button', name: 'Save' },
    { tool: 'click', role: 'button', name: 'Save' },
  ]);
  await serveDraft(page);
  const error = await page.act('Publish the draft', { maxSteps: 1 }).catch((caught: unknown) => caught);
  expect((error as ActError).reason).toBe('max-steps');
  expect(_healwrightActSession.summary()).toMatchObject({ failed: 1, tokens: 2 * TOKENS_PER_REPLY });
});

test('a recorded call counts its tokens as before', async ({ page, fakeModel, _healwrightActSession }) => {
  scriptIntents(fakeModel, [
    { tool: 'click', role: 'button', name: 'Save' },
    { tool: 'done', args: { summary: 'Saved.' } },
  ]);
  await serveDraft(page);
  expect((await page.act('Save the draft')).source).toBe('model');
  expect(_healwrightActSession.summary()).toMatchObject({ recorded: 1, tokens: 2 * TOKENS_PER_REPLY });
});
