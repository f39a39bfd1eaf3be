/**
 * ActError names the test's trace only when the test records one, read from the test's own
 * `trace` option: `test.use({ trace })` changes it per file without touching the project's `use`
 * (this repository's config retains traces on failure; the file below turns them off).
 */
import { ActError, expect, test } from '../../fixtures/index.js';
import { serveHtml } from './support.js';

test.use({
  trace: 'off',
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  healwright: async ({}, use, testInfo) => {
    await use({ cacheDir: testInfo.outputPath('cache'), ci: false, act: { cache: 'off', model: 'off' } });
  },
});

test('a failing act names no trace when test.use switched tracing off', async ({ page }) => {
  await serveHtml(page, '<main><h1>Draft</h1><p>Nothing to click.</p></main>');
  const error = await page.act('Publish the draft and notify the team').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ActError);
  expect((error as ActError).reason).toBe('no-model');
  expect((error as ActError).artifacts).toBeUndefined();
  expect((error as ActError).message).not.toContain('trace.zip');
});
