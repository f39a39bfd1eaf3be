/**
 * Playwright fixture pieces for the demo shop.
 *
 * `shopFixtures` works with any `test.extend(...)` (the plain Playwright `test` here, the healwright `test`
 * later): it adds a worker-scoped `shop`, started on a free port on 127.0.0.1 and closed when the worker
 * ends. Each test gets its own browser context, hence its own `shop_session` cookie and cart.
 *
 * @example
 * import { test, expect } from '../support/shop.js';
 * test('lists products', async ({ page, shop }) => {
 *   await signIn(page, shop);
 *   await page.goto(shop.urlFor('v1', '/products'));
 * });
 */
import { test as base, type Fixtures, type Page } from '@playwright/test';
import { type ShopServer, startShop } from '../../scripts/shop/server.js';

export type { ShopServer, ShopVersion } from '../../scripts/shop/server.js';
export { shopVersionFromEnv } from '../../scripts/shop/server.js';

export interface ShopWorkerFixtures {
  /** The demo shop, one per worker. */
  shop: ShopServer;
}

export const shopFixtures: Fixtures<object, ShopWorkerFixtures> = {
  shop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use) => {
      const shop = await startShop();
      await use(shop);
      await shop.close();
    },
    { scope: 'worker' },
  ],
};

export const test = base.extend<object, ShopWorkerFixtures>(shopFixtures);
export { expect } from '@playwright/test';

interface ReusedPageWorkerFixtures {
  _reusedPage: Page;
}

/**
 * `shopTest`: `test` whose `page` is borrowed from ONE browser context per worker and reset before each
 * test (cookies cleared, so a new shop session; `about:blank`; the test's action and navigation
 * timeouts). A fresh context per test costs ~2 s on a loaded 2-core machine, a reset ~0.2 s; the shop
 * keeps all state server-side behind the session cookie, so clearing cookies isolates tests fully.
 * Trade-off: no per-test trace. Use plain `test` where a test needs its own context.
 */
export const shopTest = test.extend<object, ReusedPageWorkerFixtures>({
  _reusedPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker', box: true },
  ],
  page: async ({ _reusedPage, actionTimeout, navigationTimeout }, use) => {
    const page = _reusedPage.isClosed() ? await _reusedPage.context().newPage() : _reusedPage;
    await page.context().clearCookies();
    await page.goto('about:blank');
    page.setDefaultTimeout(actionTimeout || 0);
    page.setDefaultNavigationTimeout(navigationTimeout || 0);
    await use(page);
  },
});

/** The demo account. */
export const DEMO_USER = { username: 'standard_user', password: 'secret_sauce' } as const;

/**
 * Logs the page's browser context in through the API (no UI), so flows that aren't about the login page
 * start on the shop directly. `page.request` shares the context's cookie jar.
 */
export async function signIn(page: Page, shop: ShopServer): Promise<void> {
  const response = await page.request.post(`${shop.url}/api/login`, { data: DEMO_USER });
  if (!response.ok()) throw new Error(`demo login failed: ${response.status()} ${await response.text()}`);
}

/** Puts a product in this context's cart through the API. */
export async function addToCartViaApi(
  page: Page,
  shop: ShopServer,
  item: { productId: string; size?: string; color?: string; quantity?: number },
): Promise<void> {
  const response = await page.request.post(`${shop.url}/api/cart`, { data: item });
  if (!response.ok())
    throw new Error(`adding ${item.productId} failed: ${response.status()} ${await response.text()}`);
}
