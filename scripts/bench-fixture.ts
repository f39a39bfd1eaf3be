/**
 * `npm run bench:fixture`: what page.heal costs, measured in one Playwright run on the demo shop.
 *
 * 1. Intact overhead: a flow that clicks a button through `await page.heal(locator, description)`
 *    against the same flow with the plain `locator.click()`, interleaved in rounds so machine noise
 *    hits both alike. Target: within 10% of the plain flow.
 * 2. Fresh heal: `page.heal(v1 locator, description)` on the v2 pages (cache off, no wait for the
 *    original: the wait is configurable and reported separately), per page.
 *
 * Prints figures; asserts nothing (benchmarks never gate the suite).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 25);

mkdirSync(join(ROOT, '.healwright-tmp'), { recursive: true });
const dir = mkdtempSync(join(ROOT, '.healwright-tmp', 'bench-fixture-'));
const toRoot = relative(dir, ROOT).split('\\').join('/');

const FRESH_HEALS = [
  ['/login', '#user-name', 'Username field of the login form'],
  ['/login', '#login-button', 'Log in button'],
  ['/products', 'header > nav > a[href$="/cart"]', 'Cart link in the header'],
  ['/products/bolt-t-shirt', '#add-to-cart', 'Add to cart button of the product'],
  ['/cart', 'xpath=//button[normalize-space()="Apply"]', 'Apply promo code button'],
  ['/cart', '#checkout', 'Checkout link'],
  ['/checkout', '#first-name', 'First name field'],
  ['/checkout', "getByRole('button', { name: 'Place order' })", 'Place order button'],
] as const;

writeFileSync(
  join(dir, 'playwright.config.ts'),
  `import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '${toRoot}/lib/browser/find-chromium.js';
export default defineConfig({
  testDir: '.',
  outputDir: './test-results',
  workers: 1,
  timeout: 600_000,
  reporter: [['line']],
  use: { headless: true, launchOptions: chromiumLaunchOptions(), trace: 'off', screenshot: 'off', healwright: { cacheDir: 'cache', screenshot: false } },
});
`,
);
writeFileSync(
  join(dir, 'bench.spec.ts'),
  `import { test } from '${toRoot}/fixtures/index.js';
import { startShop } from '${toRoot}/scripts/shop/server.js';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

test('bench', async ({ page }) => {
  const shop = await startShop();
  try {
    await page.request.post(shop.url + '/api/login', { data: { username: 'standard_user', password: 'secret_sauce' } });
    await page.request.post(shop.url + '/api/cart', { data: { productId: 'trail-backpack' } });
    await page.goto(shop.urlFor('v2', '/products/bolt-t-shirt'));
    // (the fresh heals below sign in again where needed: the cart keeps the backpack)
    const button = page.getByRole('button', { name: 'Increase quantity' });
    const plain = async () => { await button.click(); };
    const healed = async () => { await (await page.heal(button, 'Increase quantity button')).click(); };
    for (let i = 0; i < 10; i++) { await plain(); await healed(); }
    const plainTimes: number[] = [];
    const healTimes: number[] = [];
    for (let round = 0; round < ${ROUNDS}; round++) {
      for (const [flow, into] of round % 2 ? [[healed, healTimes], [plain, plainTimes]] as const : [[plain, plainTimes], [healed, healTimes]] as const) {
        const started = performance.now();
        for (let i = 0; i < ${PER_ROUND}; i++) await flow();
        into.push((performance.now() - started) / ${PER_ROUND});
      }
    }
    const fresh: { page: string; locator: string; ms: number; healed: string }[] = [];
    for (const [path, locator, description] of ${JSON.stringify(FRESH_HEALS)}) {
      // The login page is for signed-out visitors.
      if (path === '/login') await page.context().clearCookies();
      else {
        await page.request.post(shop.url + '/api/login', { data: { username: 'standard_user', password: 'secret_sauce' } });
        await page.request.post(shop.url + '/api/cart', { data: { productId: 'bike-light' } });
      }
      await page.goto(shop.urlFor('v2', path));
      const started = performance.now();
      const result = await page.heal(locator, description, { cache: false, timeout: 0 }).then((l) => l.toString(), (e: Error) => 'failed: ' + e.message.split('\\n')[0]);
      fresh.push({ page: path, locator, ms: performance.now() - started, healed: result });
    }
    console.log('BENCH ' + JSON.stringify({ plain: median(plainTimes), healed: median(healTimes), plainTimes, healTimes, fresh }));
  } finally {
    await shop.close();
  }
});
`,
);

const env: NodeJS.ProcessEnv = { ...process.env, CI: '' };
const result = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', dir],
  { cwd: dir, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
rmSync(dir, { recursive: true, force: true });
const line = result.stdout.split('\n').find((text) => text.startsWith('BENCH '));
if (!line) {
  console.error(result.stdout, result.stderr);
  process.exit(1);
}
const figures = JSON.parse(line.slice(6)) as {
  plain: number;
  healed: number;
  plainTimes: number[];
  healTimes: number[];
  fresh: { page: string; locator: string; ms: number; healed: string }[];
};
const overhead = figures.healed / figures.plain - 1;
console.log('healwright fixture benchmark (demo shop v2, Chromium, one worker)\n');
console.log(`intact locator, ${ROUNDS} rounds × ${PER_ROUND} iterations, median per iteration:`);
console.log(`  plain   locator.click()                     ${figures.plain.toFixed(2)} ms`);
console.log(`  healed  (await page.heal(locator, d)).click() ${figures.healed.toFixed(2)} ms`);
console.log(
  `  overhead ${(overhead * 100).toFixed(1)}% (${(figures.healed - figures.plain).toFixed(2)} ms per call; target ≤ 10%: ${overhead <= 0.1 ? 'met' : 'NOT met'})`,
);
console.log(
  '\nfresh heal (page capture + engine + live re-validation; no wait for the original, cache off):',
);
for (const heal of figures.fresh) {
  console.log(
    `  ${heal.page.padEnd(24)} ${heal.locator.padEnd(48)} ${heal.ms.toFixed(0).padStart(6)} ms  → ${heal.healed}`,
  );
}
const freshTimes = figures.fresh.map((heal) => heal.ms).sort((a, b) => a - b);
console.log(
  `  median ${freshTimes[Math.floor(freshTimes.length / 2)]?.toFixed(0)} ms, max ${freshTimes.at(-1)?.toFixed(0)} ms` +
    ' (plus waitForOriginal, default 2000 ms, when the original matches nothing; a cached heal skips both)',
);
