/**
 * Recording a step whose request is still running when the step's settle time (5 s, or the action
 * timeout if longer) runs out. Its effect is incomplete, and a replay would wait for the same
 * request and fail "still running": so the recording fails the same way, and nothing is written,
 * whether the deterministic planner or the model (the fake server, a test double) took the step.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { actCacheFile } from '../../lib/act/cache.js';
import { ActError } from '../../lib/act/errors.js';
import { expect, scriptIntents, test } from './support.js';

// Far past the 5 s settle window: on a loaded machine the click itself can take a second or two,
// and a request that ends inside the window is a completed step, not a still-running one.
const SLOW_MS = 15_000;

async function serveSlowSave(page: Page): Promise<void> {
  await page.route('http://healwright.test/**', async (route) => {
    if (route.request().method() === 'POST') {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      await route.fulfill({ json: { ok: true } }).catch(() => undefined);
      return;
    }
    await route.fulfill({
      contentType: 'text/html',
      body: `<main><h1>Draft</h1><button>Slow save</button><p>Other text</p></main><script>
        document.querySelector('button').addEventListener('click', () => fetch('/api/slow-save', { method: 'POST' }));
      </script>`,
    });
  });
  await page.goto('http://healwright.test/');
}

test.use({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  healwright: async ({}, use, testInfo) => {
    await use({
      cacheDir: testInfo.outputPath('cache'),
      ci: false,
      act: { cache: 'write', update: 'default' },
    });
  },
});

const SPEC = 'specs/act/act-record-still-running.spec.ts';

test('a step the planner records while its request still runs fails as still running, and writes nothing', async ({
  page,
}, testInfo) => {
  test.setTimeout(30_000);
  await serveSlowSave(page);
  const error = await page.act('Click Slow save').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ActError);
  expect((error as ActError).reason).toBe('still-running');
  expect((error as ActError).message).toMatch(/still running after \d+ ms \(POST \/api\/slow-save\)/);
  expect(existsSync(actCacheFile(join(testInfo.outputPath('cache')), SPEC))).toBe(false);
});

test('a step the model records while its request still runs fails as still running, and writes nothing', async ({
  page,
  fakeModel,
}, testInfo) => {
  test.setTimeout(30_000);
  scriptIntents(fakeModel, [
    { tool: 'click', role: 'button', name: 'Slow save' },
    { tool: 'done', args: { summary: 'Saved.' } },
  ]);
  await serveSlowSave(page);
  const error = await page.act('Save the draft the slow way').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ActError);
  expect((error as ActError).reason).toBe('still-running');
  expect((error as ActError).message).toMatch(/still running after \d+ ms \(POST \/api\/slow-save\)/);
  expect((error as ActError).steps).toHaveLength(0);
  expect(existsSync(actCacheFile(join(testInfo.outputPath('cache')), SPEC))).toBe(false);
});
