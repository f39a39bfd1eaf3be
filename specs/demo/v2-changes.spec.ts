/**
 * Keeps scripts/shop/v2-changes.ts true: every listed change is checked against the running shop. On v1
 * the change's `v1Locator` matches exactly one element; on v2 it fails the way the entry says.
 */
import type { Page } from '@playwright/test';
import { V2_CHANGES, type V2Change, type V2ChangeKind } from '../../scripts/shop/v2-changes.js';
import {
  addToCartViaApi,
  expect,
  type ShopServer,
  type ShopVersion,
  signIn,
  shopTest as test,
} from '../support/shop.js';

test('the change list covers every kind of refactor the issue asks for', () => {
  const kinds: readonly V2ChangeKind[] = [
    'id-renamed',
    'id-removed',
    'wrapper-inserted',
    'class-hashed',
    'text-reworded',
    'items-reordered',
    'moved-into-shadow-root',
    'decoy-added',
    'element-deleted',
  ];
  for (const kind of kinds)
    expect(V2_CHANGES.filter((change) => change.kind === kind).length, kind).toBeGreaterThan(0);
  expect(new Set(V2_CHANGES.map((change) => change.id)).size).toBe(V2_CHANGES.length);
});

/** Visits each page the list names once (logged out for /login) and hands back the page's changes. */
async function visitChangedPages(
  page: Page,
  shop: ShopServer,
  version: ShopVersion,
  check: (change: V2Change) => Promise<void>,
): Promise<void> {
  const pages = [...new Set(V2_CHANGES.map((change) => change.page))];
  for (const path of pages) {
    if (path === '/login') {
      await page.context().clearCookies();
      await page.goto(shop.urlFor(version, path));
      await signIn(page, shop);
    } else if (path === '/orders/:id') {
      await addToCartViaApi(page, shop, { productId: 'canvas-tote' });
      const response = await page.request.post(`${shop.url}/api/orders`, {
        data: {
          customer: {
            firstName: 'A',
            lastName: 'B',
            email: 'a@b.example',
            address: '1 Road',
            postalCode: '1000',
          },
        },
      });
      const { order } = (await response.json()) as { order: { id: string } };
      await page.goto(shop.urlFor(version, `/orders/${order.id}`));
    } else {
      await page.goto(shop.urlFor(version, path));
    }
    for (const change of V2_CHANGES.filter((candidate) => candidate.page === path)) {
      await test.step(change.id, () => check(change));
    }
  }
}

test('on v1 every change locator finds exactly its element', async ({ page, shop }) => {
  await signIn(page, shop);
  await addToCartViaApi(page, shop, { productId: 'trail-backpack' });
  await visitChangedPages(page, shop, 'v1', async (change) => {
    const locator = page.locator(change.v1Locator);
    await expect(locator, change.id).toHaveCount(1);
    if (change.v1Text) await expect(locator, change.id).toContainText(change.v1Text);
  });
});

test('on v2 every change locator fails the way the list says', async ({ page, shop }) => {
  await signIn(page, shop);
  await addToCartViaApi(page, shop, { productId: 'trail-backpack' });
  await visitChangedPages(page, shop, 'v2', async (change) => {
    // Wait for the page's own scripts (shadow roots are attached on connect) before counting absences.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const locator = page.locator(change.v1Locator);
    if (change.onV2 === 'missing') await expect(locator, change.id).toHaveCount(0);
    if (change.onV2 === 'ambiguous') expect(await locator.count(), change.id).toBeGreaterThan(1);
    if (change.onV2 === 'different-element') {
      await expect(locator, change.id).toHaveCount(1);
      await expect(locator, change.id).not.toContainText(change.v1Text ?? '');
    }
    if (change.v2Locator) await expect(page.locator(change.v2Locator), `${change.id} (v2)`).toHaveCount(1);
  });
});
