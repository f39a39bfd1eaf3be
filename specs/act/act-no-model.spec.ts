/**
 * page.act with no model configured: a replayed step whose element is gone, with nothing level 1
 * can heal it to, fails saying that no model is configured and how to configure one.
 */
import type { Page } from '@playwright/test';
import { ActError, expect, test } from '../../fixtures/index.js';

async function serve(page: Page, body: string): Promise<void> {
  await page.unrouteAll();
  await page.route('http://healwright.test/**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ json: { ok: true } })
      : route.fulfill({
          contentType: 'text/html',
          body: `<main><h1>Draft</h1>${body}</main><script>
            document.querySelector('button')?.addEventListener('click', () => fetch('/api/save', { method: 'POST' }));
          </script>`,
        }),
  );
  await page.goto('http://healwright.test/');
}

test.use({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  healwright: async ({}, use, testInfo) => {
    await use({
      cacheDir: testInfo.outputPath('cache'),
      ci: false,
      act: { cache: 'write', model: 'off', waitForElement: 300 },
    });
  },
});

test('a replay that cannot heal without a model says none is configured and how to set one', async ({
  page,
}) => {
  await serve(page, '<button>Save</button>');
  expect((await page.act('Click Save', { id: 'save' })).source).toBe('deterministic');

  await serve(page, '<p>Saving is automatic now.</p>');
  const error = await page.act('Click Save', { id: 'save' }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ActError);
  expect((error as ActError).reason).toBe('cannot-heal');
  expect((error as ActError).message).toContain(
    'no model is configured: set HEALWRIGHT_MODEL=provider:model',
  );
  expect((error as ActError).message).not.toContain('the model is not used in this mode');
});
