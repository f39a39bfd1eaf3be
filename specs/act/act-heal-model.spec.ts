/**
 * Level-2 heals on the demo shop with the scripted model (fake server, a test double). The recording
 * is the committed shirt recording with its last step as an older release had it: a "Buy now"
 * button (#buy-now) that no longer exists, so no level-1 candidate matches and the model continues
 * from the current page. Its steps must cause the recorded effect (strict): on v1 they do; on
 * v1-wishlist the same button now POSTs /api/wishlist, and the heal is rejected, never retried.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ACT_OUTPUT_CACHE_DIR, actCacheFile } from '../../lib/act/cache.js';
import { ActError } from '../../lib/act/errors.js';
import type { ActRecord, ActStep } from '../../lib/act/types.js';
import { emptyDir, runDir } from './run-dir.js';
import { expect, filesUnder, scriptIntents, signIn, test } from './support.js';

const SHIRT = 'Add a red shirt in size M to the cart';

/** The committed recording of act-shop.spec.ts, last step renamed as if recorded on an older release. */
function olderRecording(): ActRecord {
  const committed = JSON.parse(readFileSync('cache/act/specs/act/act-shop.spec.ts.json', 'utf8'));
  const record = Object.values(committed.entries)[0] as ActRecord;
  const steps = [...record.steps];
  const click = steps[2] as ActStep;
  steps[2] = {
    ...click,
    description: 'click button "Buy now"',
    code: "await page.locator('#buy-now').click();",
    target: {
      locator: '#buy-now',
      code: "page.locator('#buy-now')",
      alternatives: [],
      tag: 'button',
      role: 'button',
      name: 'Buy now',
      strategy: 'id',
    },
  };
  return { ...record, spec: 'specs/act/act-heal-model.spec.ts', call: 'shirt', steps };
}

const cacheDir = runDir('level-2');
const WRITTEN_HEAL = 'the heal by the model is written to the output dir once its test passed';
// Both tests seed and heal the one cache dir: in order, in one worker (fullyParallel would race them).
test.describe.configure({ mode: 'default' });
const SPEC = 'specs/act/act-heal-model.spec.ts';
test.use({ healwright: { cacheDir, act: { cache: 'heal', update: 'default', waitForElement: 300 } } });

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
test.beforeEach(({}, testInfo) => {
  // The written heal is read after its test passed (act writes then), before the next seeding.
  if (testInfo.title === WRITTEN_HEAL) return;
  // Heal mode reads its earlier heals from the output dir over the seeded record: start without them.
  rmSync(actCacheFile(join(testInfo.project.outputDir, ACT_OUTPUT_CACHE_DIR), SPEC), { force: true });
  emptyDir(cacheDir);
  const file = join(cacheDir, 'act', 'specs/act/act-heal-model.spec.ts.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ version: 1, entries: { shirt: olderRecording() } }));
});

test('level 1 cannot heal the lost button; the model does, with the recorded effect', async ({
  page,
  shop,
  fakeModel,
}) => {
  scriptIntents(fakeModel, [
    { tool: 'click', role: 'button', name: 'Add to cart' },
    { tool: 'done', args: { summary: 'Clicked Add to cart.' } },
  ]);
  await signIn(page, shop);
  await page.goto(shop.urlFor('v1', '/products/bolt-t-shirt'));
  const result = await page.act(SHIRT, { id: 'shirt' });
  expect(result.source).toBe('healed');
  expect(result.steps.map((step) => step.description)).toEqual([
    'select combobox "Color"',
    'select combobox "Size"',
    'click button "Add to cart"',
  ]);
  expect(result.steps[2]?.effect.requests).toEqual([{ method: 'POST', path: '/api/cart', status: '2xx' }]);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(fakeModel.requests).toHaveLength(2);
  // The model was told what the step did and which steps already ran.
  const prompt = JSON.stringify(fakeModel.requests[0]?.body.messages);
  expect(prompt).toContain('The recorded step 3 was: click button \\"Buy now\\"');
  expect(prompt).toContain('it caused: POST /api/cart (2xx)');
  const annotation = test.info().annotations.find((item) => item.type === 'healwright.act');
  expect(annotation?.description).toContain('healed step 3 with the model');
  // Evidence of the healed call: a screenshot of the healed step, attached to the test.
  expect(test.info().attachments.map((item) => item.name)).toContain('healwright act shirt step-3.png');
});

test(WRITTEN_HEAL, () => {
  // Heal mode: the heal goes to the output dir with a stable locator for the new button.
  const healedFile = join(
    test.info().project.outputDir,
    'healwright-cache/act/specs/act/act-heal-model.spec.ts.json',
  );
  const healed = JSON.parse(readFileSync(healedFile, 'utf8')).entries.shirt as ActRecord;
  expect(healed.healed).toEqual({ level: 2, steps: [2] });
  expect(healed.steps[2]?.target?.code).toBe("page.getByTestId('add-to-cart')");
});

test("the model's continuation with another effect is rejected, naming the request", async ({
  page,
  shop,
  fakeModel,
}) => {
  scriptIntents(fakeModel, [
    { tool: 'click', role: 'button', name: 'Add to cart' },
    { tool: 'done', args: { summary: 'Clicked Add to cart.' } },
  ]);
  await signIn(page, shop);
  await page.goto(shop.urlFor('v1-wishlist', '/products/bolt-t-shirt'));
  const error = await page.act(SHIRT, { id: 'shirt' }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ActError);
  const actError = error as ActError;
  expect(actError.reason).toBe('behaviour-changed');
  expect(actError.message).toContain('the heal is rejected and not retried');
  expect(actError.message).toContain('expected POST /api/cart (2xx), which did not happen');
  expect(actError.message).toContain('unexpected POST /api/wishlist (2xx)');
  // Never retried: the model was asked once (click, done), nothing else ran.
  expect(fakeModel.requests).toHaveLength(2);
  expect(filesUnder(actError.evidence ?? '')).toEqual(
    expect.arrayContaining([expect.stringMatching(/failed\.png$/), expect.stringMatching(/step-3\.png$/)]),
  );
  // The project records traces (retain-on-failure): the error names where the test's trace goes.
  expect(actError.artifacts?.trace).toBe(test.info().outputPath('trace.zip'));
  expect(actError.message).toContain(`(also trace ${test.info().outputPath('trace.zip')}`);
});
