/**
 * The per-call `effects` option of page.act: a mode, or ignore patterns added to the configured
 * ones. Recorded with the deterministic planner (no model): one click that saves; the replayed page
 * also sends a heartbeat, which only the call's own ignore pattern lets through.
 */
import type { Page } from '@playwright/test';
import { ActError, expect, test } from '../../fixtures/index.js';
import { resolveEffects } from '../../lib/act/effect-rules.js';

const page = (
  extra: readonly string[],
): string => `<main><h1>Draft</h1><button>Save</button><p id="status"></p></main>
<script>
  document.querySelector('button').addEventListener('click', async () => {
    ${extra.map((path) => `await fetch('${path}', { method: 'POST' });`).join('\n')}
    await fetch('/api/save', { method: 'POST' });
    document.querySelector('#status').textContent = 'Saved';
  });
</script>`;

/** Serves the page whose Save click also posts to `extra`. */
async function serve(target: Page, extra: readonly string[]): Promise<void> {
  await target.unrouteAll();
  await target.route('http://healwright.test/**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ json: { ok: true } })
      : route.fulfill({ body: page(extra), contentType: 'text/html' }),
  );
  await target.goto('http://healwright.test/');
}

test.use({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  healwright: async ({}, use, testInfo) => {
    await use({ cacheDir: testInfo.outputPath('cache'), ci: false, act: { cache: 'write', model: 'off' } });
  },
});

test('a call adds its own ignore patterns to the configured effects; strict still holds without them', async ({
  page: tab,
}) => {
  await serve(tab, []);
  expect((await tab.act('Click Save', { id: 'save' })).source).toBe('deterministic');
  const ignoreHeartbeat = { ignore: ['**/api/heartbeat'] };

  // The heartbeat is a new effect: strict replay refuses it, unless this call ignores it.
  await serve(tab, ['/api/heartbeat']);
  expect(await tab.act('Click Save', { id: 'save' }).catch((error: unknown) => error)).toBeInstanceOf(
    ActError,
  );
  await tab.reload();
  expect((await tab.act('Click Save', { id: 'save', effects: ignoreHeartbeat })).source).toBe('cache');
  await expect(tab.locator('#status')).toHaveText('Saved');

  // Ignoring the heartbeat keeps the configured strict mode for everything else.
  await serve(tab, ['/api/heartbeat', '/api/audit']);
  const refused = await tab
    .act('Click Save', { id: 'save', effects: ignoreHeartbeat })
    .catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ActError);
  expect(String(refused)).toContain('/api/audit');
  expect(String(refused)).not.toContain('/api/heartbeat');
});

test('resolveEffects: the call mode wins, ignore patterns add up', () => {
  expect(resolveEffects(undefined, undefined)).toEqual({ mode: 'strict', filter: {} });
  expect(resolveEffects('loose', { ignore: ['**/ping'] })).toEqual({
    mode: 'loose',
    filter: { ignore: ['**/ping'] },
  });
  expect(resolveEffects({ mode: 'off', ignore: ['**/a'] }, { mode: 'strict', ignore: ['**/b'] })).toEqual({
    mode: 'strict',
    filter: { ignore: ['**/a', '**/b'] },
  });
  expect(resolveEffects({ ignore: ['**/a'] }, 'loose')).toEqual({
    mode: 'loose',
    filter: { ignore: ['**/a'] },
  });
});
