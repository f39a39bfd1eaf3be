/**
 * page.act against the demo shop with a scripted model (fake server, a test double): recording,
 * replay with zero model calls, a level-1 heal on v2, a behaviour change on v1-wishlist, placeholders
 * that never reach the disk or the model, the deterministic planner without a model.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ActError } from '../../lib/act/errors.js';
import { DEMO_USER, expect, filesUnder, type Intent, scriptIntents, signIn, test } from './support.js';

const ADD_SHIRT: readonly Intent[] = [
  { tool: 'select', role: 'combobox', name: 'Color', args: { values: ['Red'] } },
  { tool: 'select', role: 'combobox', name: 'Size', args: { values: ['M'] } },
  { tool: 'click', role: 'button', name: 'Add to cart' },
  { tool: 'done', args: { summary: 'Added a red Bolt T-Shirt in size M to the cart.' } },
];
const ADD_SHIRT_INSTRUCTION = 'Add a red shirt in size M to the cart';

/**
 * A cache folder shared by the workers of this run (they are children of one runner process), so a
 * serial group still finds its recording after a worker restart. The recording test empties it.
 */
function runDir(name: string): string {
  return join(tmpdir(), `healwright-act-spec-${process.ppid}`, name);
}

function emptyDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

test('replays the committed recording with zero model calls', async ({ page, shop, fakeModel }) => {
  // Recorded once with the scripted model (npx playwright test specs/act -u); committed in cache/act/.
  scriptIntents(fakeModel, ADD_SHIRT);
  await signIn(page, shop);
  await page.goto(shop.urlFor('v1', '/products/bolt-t-shirt'));
  const result = await page.act(ADD_SHIRT_INSTRUCTION);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(result.steps.map((step) => step.action)).toEqual(['select', 'select', 'click']);
  if (test.info().config.updateSnapshots !== 'all') {
    expect(result.source).toBe('cache');
    expect(fakeModel.requests).toHaveLength(0);
  }
});

test.describe('one recording, replayed on v1, v2 and v1-wishlist', () => {
  test.describe.configure({ mode: 'serial' });
  const cacheDir = runDir('replays');
  const cacheFile = join(cacheDir, 'act', 'specs/act/act-shop.spec.ts.json');
  test.use({ healwright: { cacheDir, act: { cache: 'write' } } });

  test('records through the model: stable locators, effects, the exact tool set', async ({
    page,
    shop,
    fakeModel,
  }) => {
    emptyDir(cacheDir);
    scriptIntents(fakeModel, ADD_SHIRT);
    await signIn(page, shop);
    await page.goto(shop.urlFor('v1', '/products/bolt-t-shirt'));
    const result = await page.act(ADD_SHIRT_INSTRUCTION, { id: 'add-shirt' });
    expect(result.source).toBe('model');
    expect(result.summary).toContain('red Bolt T-Shirt');
    expect(fakeModel.requests).toHaveLength(4);
    const tools = (fakeModel.requests[0]?.body.tools as { function: { name: string } }[]).map(
      (tool) => tool.function.name,
    );
    expect(tools).toEqual([
      'snapshot',
      'click',
      'fill',
      'select',
      'check',
      'press',
      'hover',
      'scroll',
      'wait_for',
      'done',
      'fail',
    ]);
    const [color, size, add] = result.steps;
    // A field's name attribute outlives its label (the engine's ladder puts it before role + name).
    expect(color?.target?.code).toBe(`page.locator('select[name="color"]')`);
    expect(size?.code).toBe(`await page.locator('select[name="size"]').selectOption(["M"]);`);
    expect(add?.target?.code).toBe("page.getByTestId('add-to-cart')");
    expect(add?.target?.alternatives.length).toBeGreaterThan(0);
    expect(add?.target?.role).toBe('button');
    expect(add?.effect.requests).toEqual([{ method: 'POST', path: '/api/cart', status: '2xx' }]);
    expect(add?.effect.regions).toEqual(expect.arrayContaining(['status']));
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });

  test('replays on v1 with zero model calls', async ({ page, shop, fakeModel }) => {
    // The recording was written when its test passed.
    const file = JSON.parse(readFileSync(cacheFile, 'utf8'));
    expect(file.version).toBe(1);
    const entry = Object.values(file.entries)[0] as { instruction: string; call: string; steps: unknown[] };
    expect(entry).toMatchObject({ instruction: ADD_SHIRT_INSTRUCTION, call: 'add-shirt' });
    expect(entry.steps).toHaveLength(3);
    await signIn(page, shop);
    await page.goto(shop.urlFor('v1', '/products/bolt-t-shirt'));
    const result = await page.act(ADD_SHIRT_INSTRUCTION, { id: 'add-shirt' });
    expect(result.source).toBe('cache');
    expect(fakeModel.requests).toHaveLength(0);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });

  test('rejects the replay on v1-wishlist: same button, different request', async ({
    page,
    shop,
    fakeModel,
  }) => {
    await signIn(page, shop);
    await page.goto(shop.urlFor('v1-wishlist', '/products/bolt-t-shirt'));
    const error = await page
      .act(ADD_SHIRT_INSTRUCTION, { id: 'add-shirt' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ActError);
    const actError = error as ActError;
    expect(actError.code).toBe('EFFECT_MISMATCH');
    expect(actError.reason).toBe('behaviour-changed');
    expect(actError.message).toContain('may have changed behaviour, not just markup');
    expect(actError.message).toContain('expected POST /api/cart (2xx), which did not happen');
    expect(actError.message).toContain('POST /api/wishlist (2xx)');
    expect(actError.steps).toHaveLength(2);
    expect(actError.evidence).toBeTruthy();
    expect(filesUnder(actError.evidence ?? '')).toEqual(
      expect.arrayContaining([expect.stringMatching(/failed\.png$/), expect.stringMatching(/steps\.json$/)]),
    );
    // Never retried by another selector or by the model.
    expect(fakeModel.requests).toHaveLength(0);
    await expect(page.getByTestId('cart-badge')).toHaveText('0');
  });
});

test.describe('placeholders', () => {
  const cacheDir = runDir('placeholders');
  test.use({ healwright: { cacheDir, act: { cache: 'write', workspace: { keep: 'always' } } } });

  test('values reach the page only: not the model, the cache, the workspace or later snapshots', async ({
    page,
    shop,
    fakeModel,
  }) => {
    emptyDir(cacheDir);
    scriptIntents(fakeModel, [
      { tool: 'fill', role: 'textbox', name: 'Username', args: { value: '{{user}}' } },
      { tool: 'fill', role: 'textbox', name: 'Password', args: { value: '{{password}}' } },
      { tool: 'snapshot' },
      { tool: 'click', role: 'button', name: 'Log in' },
      { tool: 'done', args: { summary: 'Logged in as {{user}}.' } },
    ]);
    await page.goto(shop.urlFor('v1', '/login'));
    const result = await page.act('Log in as {{user}} with {{password}}', {
      values: { user: DEMO_USER.username, password: DEMO_USER.password },
    });
    await expect(page).toHaveURL(/\/v1\/products$/);
    expect(result.steps.map((step) => step.value ?? null)).toEqual(['{{user}}', '{{password}}', null]);
    expect(result.steps[2]?.effect).toMatchObject({
      requests: [{ method: 'POST', path: '/api/login', status: '2xx' }],
      navigation: '/v1/products',
    });
    const sent = JSON.stringify(fakeModel.requests.map((request) => request.body));
    expect(sent).not.toContain(DEMO_USER.password);
    expect(sent).not.toContain(DEMO_USER.username);
    // The snapshot after filling shows the placeholder, not the value.
    expect(sent).toContain('textbox \\"Password\\" [active] [ref=');
    expect(sent).toMatch(/textbox \\"Password\\"[^\n]*: \{\{password\}\}/);
    const written = [...filesUnder(cacheDir), ...filesUnder(test.info().outputDir)].filter(
      (file) => !file.endsWith('.png'),
    );
    expect(written.length).toBeGreaterThan(3);
    for (const file of written) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toContain(DEMO_USER.password);
      expect(text, file).not.toContain(DEMO_USER.username);
    }
  });
});

test.describe('placeholders of earlier calls', () => {
  test.use({ healwright: { act: { cache: 'off' } } });

  test('a value an earlier call typed stays redacted in every later call on the page', async ({
    page,
    shop,
    fakeModel,
  }) => {
    await page.goto(shop.urlFor('v1', '/login'));
    // One action: the planner fills it, no model.
    const first = await page.act('Fill Username with {{user}}', { values: { user: DEMO_USER.username } });
    expect(first.source).toBe('deterministic');
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(DEMO_USER.username);
    scriptIntents(fakeModel, [
      { tool: 'fill', role: 'textbox', name: 'Password', args: { value: '{{password}}' } },
      { tool: 'click', role: 'button', name: 'Log in' },
      { tool: 'done', args: { summary: 'Logged in.' } },
    ]);
    await page.act('Log in with {{password}}', { values: { password: DEMO_USER.password } });
    await expect(page).toHaveURL(/\/v1\/products$/);
    const sent = JSON.stringify(fakeModel.requests.map((request) => request.body));
    expect(fakeModel.requests.length).toBeGreaterThan(0);
    expect(sent).not.toContain(DEMO_USER.username);
    expect(sent).not.toContain(DEMO_USER.password);
    // The field the first call filled still shows its placeholder to the second call's model.
    expect(sent).toMatch(/textbox \\"Username\\"[^\n]*: \{\{user\}\}/);
  });
});

test.describe('deterministic planner, no model', () => {
  test.use({ healwright: { act: { cache: 'off', model: 'off' } } });

  test('single actions run without a model; an ambiguous one says so', async ({ page, shop }) => {
    await signIn(page, shop);
    await page.goto(shop.urlFor('v1', '/products/bolt-t-shirt'));
    const size = await page.act('Select M in Size');
    expect(size.source).toBe('deterministic');
    await expect(page.getByRole('combobox', { name: 'Size' })).toHaveValue('M');
    const add = await page.act('Click the Add to cart button');
    expect(add.steps[0]?.effect.requests).toEqual([{ method: 'POST', path: '/api/cart', status: '2xx' }]);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.goto(shop.urlFor('v1', '/products'));
    const error = await page.act('Click Add to cart').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ActError);
    expect((error as ActError).reason).toBe('no-model');
    expect((error as ActError).message).toContain('6 elements are named "Add to cart"');
    // Its stack starts at this spec's line, so the report shows the call's code frame.
    const frames = (error as ActError).stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
    expect(frames[0]).toContain('act-shop.spec.ts:');
  });
});

test.describe('the model loop', () => {
  test.use({ healwright: { act: { cache: 'off' } } });

  test('a stale ref is a transient error: fresh snapshot, the model is told, nothing is clicked', async ({
    page,
    shop,
    fakeModel,
  }) => {
    await signIn(page, shop);
    await page.goto(shop.urlFor('v1', '/products/bolt-t-shirt'));
    scriptIntents(fakeModel, [
      { tool: 'click', ref: 'e999' },
      { tool: 'click', role: 'button', name: 'Add to cart' },
      { tool: 'done', args: { summary: 'Added.' } },
    ]);
    const result = await page.act('Add the shirt to the cart');
    expect(result.steps).toHaveLength(1);
    const second = JSON.stringify(fakeModel.requests[1]?.body.messages);
    expect(second).toContain('ref e999 is not in the latest snapshot (the page changed); nothing was done');
  });

  test('fail and maxSteps become typed ActErrors', async ({ page, shop, fakeModel }) => {
    await signIn(page, shop);
    await page.goto(shop.urlFor('v1', '/products/bolt-t-shirt'));
    scriptIntents(fakeModel, [{ tool: 'fail', args: { reason: 'There is no blue shirt.' } }]);
    const refused = await page.act('Add a blue shirt to the cart').catch((caught: unknown) => caught);
    expect((refused as ActError).reason).toBe('model-refused');
    expect((refused as ActError).message).toContain('There is no blue shirt.');
    scriptIntents(fakeModel, [
      { tool: 'hover', role: 'button', name: 'Add to cart' },
      { tool: 'hover', role: 'button', name: 'Add to cart' },
    ]);
    const limited = await page.act('Look around', { maxSteps: 1 }).catch((caught: unknown) => caught);
    expect((limited as ActError).reason).toBe('max-steps');
    expect((limited as ActError).steps).toHaveLength(1);
  });
});
