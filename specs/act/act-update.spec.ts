/**
 * page.act and Playwright's updateSnapshots (set here through `act.update`, which defaults to
 * `testInfo.config.updateSnapshots`): what each value re-records and where heals are written.
 * One recording on v1, then v2 / v1-wishlist replays under `missing`, `none`, `changed` and no `-u`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ActError } from '../../lib/act/errors.js';
import { emptyDir, runDir } from './run-dir.js';
import { expect, signIn, test } from './support.js';

const SHIRT = 'Add a red shirt in size M to the cart';
const BIKE = 'Add the Bike Light to the cart';
const SPEC = 'specs/act/act-update.spec.ts';

test.describe.configure({ mode: 'serial' });
const cacheDir = runDir('update');
const committed = join(cacheDir, 'act', `${SPEC}.json`);

interface Entry {
  instruction: string;
  steps: { effect: { requests: { method: string; path: string }[] }; target?: { locator: string } }[];
  healed?: unknown;
}
function entries(file: string): Record<string, Entry> {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).entries : {};
}
/** The committed act-shop.spec.ts recording of the shirt, as this spec's `shirt` entry. */
function seedShirt(): void {
  const recorded = JSON.parse(readFileSync('cache/act/specs/act/act-shop.spec.ts.json', 'utf8'));
  const shirt = { ...(Object.values(recorded.entries)[0] as object), spec: SPEC, call: 'shirt' };
  mkdirSync(dirname(committed), { recursive: true });
  writeFileSync(committed, JSON.stringify({ version: 1, entries: { shirt } }));
}
/**
 * Rewrites the recorded bike step as an older recording would hold it: the id first, the anchored
 * role + name only as an alternative. v2 renames the ids, so replaying it needs a heal.
 */
function recordIdFirst(): void {
  const file = JSON.parse(readFileSync(committed, 'utf8'));
  const target = file.entries.bike.steps[0].target;
  const anchored = target.locator;
  target.locator = '#add-to-cart-bike-light';
  target.code = "page.locator('#add-to-cart-bike-light')";
  target.strategy = 'id';
  target.alternatives = [anchored, ...target.alternatives.filter((one: string) => one !== target.locator)];
  writeFileSync(committed, JSON.stringify(file));
}
function outputFile(): string {
  return join(test.info().project.outputDir, 'healwright-cache', 'act', `${SPEC}.json`);
}

test.describe('default (no -u)', () => {
  test.use({ healwright: { cacheDir, act: { cache: 'write', update: 'default', waitForElement: 500 } } });

  test('records the bike light on v1 (the shirt is the committed recording)', async ({
    page,
    shop,
    fakeModel,
  }) => {
    emptyDir(cacheDir);
    seedShirt();
    await signIn(page, shop);
    await page.goto(shop.urlFor('v1', '/products'));
    // The scripted model picks the Bike Light's button by its position among the "Add to cart" buttons.
    fakeModel.script((request) => {
      const snapshot = (request.body.messages as { content: string }[]).at(-1)?.content ?? '';
      const buttons = [...snapshot.matchAll(/button "Add to cart" \[ref=(\w+)\]/g)].map((match) => match[1]);
      return fakeModel.requests.length > 1
        ? { toolCalls: [{ name: 'done', arguments: { summary: 'Added the Bike Light.' } }] }
        : { toolCalls: [{ name: 'click', arguments: { ref: buttons[1] } }] };
    });
    const bike = await page.act(BIKE, { id: 'bike' });
    expect(bike.source).toBe('model');
    const target = bike.steps[0]?.target;
    // The recurring name anchored in its card (role + name outranks an id on the ladder; it survives
    // ids being renamed and cards being reordered); the id is kept as an alternative.
    expect(target?.locator).toBe(
      'internal:role=listitem >> internal:has-text="Bike Light"i >> internal:role=button[name="Add to cart"s]',
    );
    expect(target?.alternatives).toContain('#add-to-cart-bike-light');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });
});

test.describe('-u missing', () => {
  test.use({ healwright: { cacheDir, act: { cache: 'write', update: 'missing', waitForElement: 500 } } });

  test('a heal goes to the output dir, a changed instruction throws', async ({ page, shop, fakeModel }) => {
    // The bike was written when its (passing) test ended.
    expect(Object.keys(entries(committed)).sort()).toEqual(['bike', 'shirt']);
    recordIdFirst();
    const before = readFileSync(committed, 'utf8');
    await signIn(page, shop);
    await page.goto(shop.urlFor('v2', '/products'));
    const healed = await page.act(BIKE, { id: 'bike' });
    expect(healed.source).toBe('healed');
    expect(healed.steps[0]?.target?.locator).not.toBe('#add-to-cart-bike-light');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    const annotation = test.info().annotations.find((item) => item.type === 'healwright.act');
    expect(annotation?.description).toContain('healed step 1 without the model');
    // The record file relative to the project (the config's directory), not to testDir.
    const configDir = dirname(test.info().config.configFile ?? '');
    expect(annotation?.description).toContain(`written to ${relative(configDir, outputFile())}`);
    expect(annotation?.description).not.toContain('written to ../');
    expect(readFileSync(committed, 'utf8')).toBe(before);
    const changed = await page.act('Add the bike lamp to the cart', { id: 'bike' }).catch((e: unknown) => e);
    expect(changed).toBeInstanceOf(ActError);
    expect((changed as ActError).reason).toBe('not-recorded');
    expect((changed as ActError).message).toContain('re-record with npx playwright test -u');
    expect(fakeModel.requests).toHaveLength(0);
  });
});

test.describe('-u none', () => {
  test.use({ healwright: { cacheDir, act: { cache: 'write', update: 'none', waitForElement: 500 } } });

  test('behaves like locked: heals are not written, nothing is recorded, never the model', async ({
    page,
    shop,
    fakeModel,
  }) => {
    // The -u missing heal went to the output dir when its test passed; the committed file is as it was.
    expect(entries(outputFile()).bike?.healed).toMatchObject({ level: 1 });
    const before = readFileSync(committed, 'utf8');
    const outputBefore = existsSync(outputFile()) ? readFileSync(outputFile(), 'utf8') : '';
    await signIn(page, shop);
    await page.goto(shop.urlFor('v2', '/products'));
    expect((await page.act(BIKE, { id: 'bike' })).source).toBe('healed');
    const annotation = test.info().annotations.find((item) => item.type === 'healwright.act');
    expect(annotation?.description).toContain('nothing written');
    const missing = await page.act('Open the cart', { id: 'cart' }).catch((e: unknown) => e);
    expect((missing as ActError).reason).toBe('not-recorded');
    expect(readFileSync(committed, 'utf8')).toBe(before);
    expect(existsSync(outputFile()) ? readFileSync(outputFile(), 'utf8') : '').toBe(outputBefore);
    expect(fakeModel.requests).toHaveLength(0);
  });
});

test.describe('-u changed', () => {
  test.use({ healwright: { cacheDir, act: { cache: 'write', update: 'changed', waitForElement: 500 } } });

  test('re-records a step whose effect changed (v1-wishlist) and writes the heal (v2)', async ({
    page,
    shop,
    fakeModel,
  }) => {
    await signIn(page, shop);
    await page.goto(shop.urlFor('v1-wishlist', '/products/bolt-t-shirt'));
    const result = await page.act(SHIRT, { id: 'shirt' });
    expect(result.source).toBe('rerecorded');
    const annotation = test.info().annotations.find((item) => item.description?.includes('re-recorded'));
    expect(annotation?.description).toContain('expected POST /api/cart (2xx), which did not happen');
    await page.goto(shop.urlFor('v2', '/products'));
    expect((await page.act(BIKE, { id: 'bike' })).source).toBe('healed');
    expect(fakeModel.requests).toHaveLength(0);
  });
});

test.describe('default again', () => {
  test.use({ healwright: { cacheDir, act: { cache: 'write', update: 'default', waitForElement: 500 } } });

  test('the re-recorded entries replay from the cache', async ({ page, shop, fakeModel }) => {
    // -u changed wrote the re-recording and the heal when its test passed.
    const shirt = entries(committed).shirt;
    expect(shirt?.steps[2]?.effect.requests).toEqual([
      { method: 'POST', path: '/api/wishlist', status: '2xx' },
    ]);
    expect(entries(committed).bike?.steps[0]?.target?.locator).not.toBe('#add-to-cart-bike-light');
    await signIn(page, shop);
    await page.goto(shop.urlFor('v1-wishlist', '/products/bolt-t-shirt'));
    expect((await page.act(SHIRT, { id: 'shirt' })).source).toBe('cache');
    await page.goto(shop.urlFor('v2', '/products'));
    expect((await page.act(BIKE, { id: 'bike' })).source).toBe('cache');
    expect(fakeModel.requests).toHaveLength(0);
  });
});
