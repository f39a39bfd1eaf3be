/**
 * Calls on one page run one at a time: `Promise.all([page.act(a), page.act(b)])` runs a, then b,
 * in call order, so neither types into the other's field nor takes the other's request as its
 * effect. A routed page, no model (the deterministic planner records), replayed in the same test.
 */
import type { Page } from '@playwright/test';
import { emptyDir, runDir } from './run-dir.js';
import { expect, test } from './support.js';

const ORIGIN = 'http://act-parallel.test';

const FORM = `<!doctype html><html><body><main>
<label>Name <input id="name"></label>
<label>City <input id="city"></label>
<button onclick="save()">Save</button>
<p role="status" id="out"></p>
</main>
<script>
async function save() {
  await fetch('/api/profile', { method: 'POST' });
  document.getElementById('out').textContent = 'saved';
}
</script></body></html>`;

async function serve(page: Page): Promise<void> {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/api/profile') return route.fulfill({ status: 201, json: {} });
    return route.fulfill({ contentType: 'text/html', body: FORM });
  });
  await page.goto(`${ORIGIN}/profile`);
}

const cacheDir = runDir('parallel');
test.use({ healwright: { cacheDir, act: { cache: 'write', model: 'off', update: 'default' } } });

test('two calls on one page in Promise.all run one after the other, in call order', async ({ page }) => {
  emptyDir(cacheDir);
  for (const pass of ['recorded', 'replayed']) {
    await serve(page);
    const [name, city, save] = await Promise.all([
      page.act('Fill Name with {{name}}', { values: { name: 'Ada' }, id: 'name' }),
      page.act('Fill City with {{city}}', { values: { city: 'Paris' }, id: 'city' }),
      page.act('Click Save', { id: 'save' }),
    ]);
    await expect(page.getByLabel('Name'), pass).toHaveValue('Ada');
    await expect(page.getByLabel('City'), pass).toHaveValue('Paris');
    await expect(page.getByRole('status'), pass).toHaveText('saved');
    expect([name.source, city.source, save.source], pass).toEqual(
      pass === 'recorded' ? ['deterministic', 'deterministic', 'deterministic'] : ['cache', 'cache', 'cache'],
    );
    // Each call's effect is its own: the fills sent nothing, the click sent the POST.
    expect(name.steps[0]?.effect.requests, pass).toEqual([]);
    expect(city.steps[0]?.effect.requests, pass).toEqual([]);
    expect(
      save.steps[0]?.effect.requests.map((request) => request.path),
      pass,
    ).toEqual(['/api/profile']);
  }
});

test('overlapping calls without ids each act on their own field', async ({ page }) => {
  await serve(page);
  const [first, second] = await Promise.all([
    page.act('Fill Name with {{name}}', { values: { name: 'Ada' } }),
    page.act('Fill City with {{city}}', { values: { city: 'Paris' } }),
  ]);
  expect(first.steps[0]?.target?.name).toBe('Name');
  expect(second.steps[0]?.target?.name).toBe('City');
  await expect(page.getByLabel('Name')).toHaveValue('Ada');
  await expect(page.getByLabel('City')).toHaveValue('Paris');
});
