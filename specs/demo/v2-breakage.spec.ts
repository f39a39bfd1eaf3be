/**
 * The same example flows against v2, after the front-end refactor (scripts/shop/v2-changes.ts).
 * Flows written with robust locators (labels, roles, test ids) still pass. The brittle ones break, and are
 * marked `test.fail()`: this file documents the breakage; later issues make them heal.
 *
 * `breaksWith` keeps the expected failures honest: a flow that fails for any reason other than the
 * documented one is reported as a real failure, and a flow that unexpectedly passes fails `test.fail()`.
 */

import type { Page } from '@playwright/test';
import { type ShopServer, shopTest as test } from '../support/shop.js';
import * as flows from './flows.js';

type Flow = (ctx: flows.FlowContext) => Promise<void>;

async function breaksWith(flow: Flow, ctx: { page: Page; shop: ShopServer }, reason: RegExp): Promise<void> {
  try {
    await flow({ ...ctx, version: 'v2' });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!reason.test(message)) test.info().expectedStatus = 'passed';
    throw error;
  }
}

test.describe('v2: flows with robust locators still pass', () => {
  test('v2: logInByLabel', async ({ page, shop }) => {
    await flows.logInByLabel({ page, shop, version: 'v2' });
  });

  test('v2: checkOutWithTestIds', async ({ page, shop }) => {
    await flows.checkOutWithTestIds({ page, shop, version: 'v2' });
  });

  test('v2: browseByRole', async ({ page, shop }) => {
    await flows.browseByRole({ page, shop, version: 'v2' });
  });
});

test.describe('v2: flows with brittle locators break', () => {
  // A missing element would otherwise wait for the whole test timeout.
  test.use({ actionTimeout: 3_000 });

  test('v2: logInWithIds', async ({ page, shop }) => {
    // breaks on v2: login-username-id-renamed (#user-name is now #username); healed by page.heal (issue 5)
    test.fail();
    await breaksWith(flows.logInWithIds, { page, shop }, /waiting for locator\('#user-name'\)/);
  });

  test('v2: addBackpackFromList', async ({ page, shop }) => {
    // breaks on v2: product-card-classes-hashed (.inventory-item / .btn-add are build hashes now); healed by page.heal (issue 5)
    test.fail();
    await breaksWith(flows.addBackpackFromList, { page, shop }, /waiting for locator\('\.inventory-item'\)/);
  });

  test('v2: addFirstListedProduct', async ({ page, shop }) => {
    // breaks on v2: products-reordered (the first "Add to cart" now adds the Fleece Jacket); healed by page.heal (issue 5)
    test.fail();
    await breaksWith(flows.addFirstListedProduct, { page, shop }, /Fleece Jacket/);
  });

  test('v2: buyFromProductPage', async ({ page, shop }) => {
    // breaks on v2: recommended-add-to-cart-decoy (four "Add to cart" buttons on the page); healed by page.heal (issue 5)
    test.fail();
    await breaksWith(
      flows.buyFromProductPage,
      { page, shop },
      /strict mode violation: getByRole\('button', \{ name: 'Add to cart' \}\) resolved to 4 elements/,
    );
  });

  test('v2: openCartFromHeader', async ({ page, shop }) => {
    // breaks on v2: header-nav-wrapped (header > nav > a no longer matches); healed by page.heal (issue 5)
    test.fail();
    await breaksWith(
      flows.openCartFromHeader,
      { page, shop },
      /waiting for locator\('header > nav > a\[href\$="\/cart"\]'\)/,
    );
  });

  test('v2: applyPromoCode', async ({ page, shop }) => {
    // breaks on v2: promo-form-moved-into-shadow-root (XPath does not pierce shadow roots); healed by page.heal (issue 5)
    test.fail();
    await breaksWith(
      flows.applyPromoCode,
      { page, shop },
      /waiting for locator\('\/\/input\[@name="code"\]'\)/,
    );
  });

  test('v2: removeAndContinueShopping', async ({ page, shop }) => {
    // breaks on v2: continue-shopping-deleted (the link is gone: a heal must fail with a 422, not guess); healed by page.heal (issue 5)
    test.fail();
    await breaksWith(
      flows.removeAndContinueShopping,
      { page, shop },
      /waiting for locator\('#continue-shopping'\)/,
    );
  });

  test('v2: checkOutByText', async ({ page, shop }) => {
    // breaks on v2: place-order-reworded ("Place order" is now "Complete purchase"); healed by page.heal (issue 5)
    test.fail();
    await breaksWith(
      flows.checkOutByText,
      { page, shop },
      /waiting for getByRole\('button', \{ name: 'Place order' \}\)/,
    );
  });
});
