/**
 * Scope: `page.act(instruction, { within })` sees and acts only inside the region, and steps inside
 * an iframe record their frame path and replay. A routed page (no shop, no model: the deterministic
 * planner records), each call recorded once and replayed from the cache in the same test.
 */
import type { Page } from '@playwright/test';
import { emptyDir, runDir } from './run-dir.js';
import { expect, test } from './support.js';

const ORIGIN = 'http://act-scope.test';

const PLANS = `<!doctype html><html><body><main>
<h1>Plans</h1>
<article><h2>Plan A</h2><button onclick="choose('a')">Choose</button></article>
<article><h2>Plan B</h2><button onclick="choose('b')">Choose</button></article>
<p role="status" id="out"></p>
<iframe title="Newsletter" src="/frame.html"></iframe>
</main>
<script>
async function choose(plan) {
  const response = await fetch('/api/plans/' + plan, { method: 'POST' });
  document.getElementById('out').textContent = 'chosen ' + (await response.json()).plan;
}
</script></body></html>`;

const FRAME = `<!doctype html><html><body><form aria-label="Newsletter" onsubmit="event.preventDefault(); subscribe()">
<label>Email <input name="email"></label><button>Subscribe</button>
<p role="status" id="done"></p></form>
<script>
async function subscribe() {
  await fetch('/api/subscriptions', { method: 'POST' });
  document.getElementById('done').textContent = 'Subscribed';
}
</script></body></html>`;

async function serve(page: Page): Promise<void> {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/frame.html') return route.fulfill({ contentType: 'text/html', body: FRAME });
    if (pathname.startsWith('/api/plans/'))
      return route.fulfill({ status: 201, json: { plan: pathname.split('/').pop() } });
    if (pathname === '/api/subscriptions') return route.fulfill({ status: 201, json: {} });
    return route.fulfill({ contentType: 'text/html', body: PLANS });
  });
  await page.goto(`${ORIGIN}/plans`);
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Subscribe' })).toBeVisible();
}

const cacheDir = runDir('scope');
test.use({ healwright: { cacheDir, act: { cache: 'write', model: 'off', update: 'default' } } });

test('within: the call sees only its region and its steps stay inside it', async ({ page }) => {
  emptyDir(cacheDir);
  await serve(page);
  // Two "Choose" buttons on the page: ambiguous without a scope, unambiguous within Plan B.
  const ambiguous = await page.act('Click Choose').catch((error: Error) => error);
  expect((ambiguous as Error).message).toContain('2 elements are named "Choose"');
  const planB = page.getByRole('article').filter({ hasText: 'Plan B' });
  const recorded = await page.act('Click Choose', { within: planB, id: 'plan-b' });
  expect(recorded.source).toBe('deterministic');
  expect(recorded.steps[0]?.target?.code).toMatch(/^scope\./);
  expect(recorded.steps[0]?.effect.requests).toEqual([
    { method: 'POST', path: '/api/plans/b', status: '2xx' },
  ]);
  await expect(page.getByRole('status')).toHaveText('chosen b');
  await page.reload();
  const replayed = await page.act('Click Choose', { within: planB, id: 'plan-b' });
  expect(replayed.source).toBe('cache');
  await expect(page.getByRole('status')).toHaveText('chosen b');
});

test('frames: a step inside an iframe records its frame path and replays', async ({ page }) => {
  await serve(page);
  const recorded = await page.act('Click the Subscribe button', { id: 'subscribe' });
  expect(recorded.source).toBe('deterministic');
  const target = recorded.steps[0]?.target;
  expect(target?.frames).toHaveLength(1);
  expect(target?.code).toContain('.contentFrame().');
  expect(recorded.steps[0]?.effect.requests).toEqual([
    { method: 'POST', path: '/api/subscriptions', status: '2xx' },
  ]);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('status')).toHaveText('Subscribed');
  await page.reload();
  await expect(frame.getByRole('status')).toHaveText('');
  const replayed = await page.act('Click the Subscribe button', { id: 'subscribe' });
  expect(replayed.source).toBe('cache');
  await expect(frame.getByRole('status')).toHaveText('Subscribed');
});
