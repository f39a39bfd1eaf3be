/**
 * A replayed click whose item was removed from the page is not healed onto another item's
 * same-named button, even though that click has the same effect (POST /api/cart) and the effect
 * check cannot tell. Recorded with the scripted model (the fake server, a TEST DOUBLE); replayed
 * with no model, so only level 1 (recorded alternatives, role + name in its section, the engine)
 * can heal it.
 */
import type { Page } from '@playwright/test';
import { ActError } from '../../lib/act/errors.js';
import { expect, scriptIntents, test } from './support.js';

const ADD_RED = 'Add the red shirt to the cart';

/** A product list; each card's "Add to cart" posts its product to /api/cart. */
function shop(products: readonly string[]): string {
  return `<!doctype html><html><body><h1>Shirts</h1><p id="cart">Cart: empty</p><ul>${products
    .map((product) => `<li><h2>${product}</h2><button data-product="${product}">Add to cart</button></li>`)
    .join('')}</ul>
<script>
  for (const button of document.querySelectorAll('button[data-product]'))
    button.addEventListener('click', async () => {
      await fetch('/api/cart', { method: 'POST', body: button.dataset.product });
      document.querySelector('#cart').textContent = 'Cart: ' + button.dataset.product;
    });
</script></body></html>`;
}

/** Serves the shop with `products`; returns the bodies posted to /api/cart. */
async function serve(page: Page, products: readonly string[]): Promise<string[]> {
  const posted: string[] = [];
  await page.unrouteAll();
  await page.route('http://healwright.test/**', (route) => {
    if (route.request().method() === 'POST') {
      posted.push(route.request().postData() ?? '');
      return route.fulfill({ json: { ok: true } });
    }
    return route.fulfill({ contentType: 'text/html', body: shop(products) });
  });
  await page.goto('http://healwright.test/');
  return posted;
}

test.use({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  healwright: async ({}, use, testInfo) => {
    await use({
      cacheDir: testInfo.outputPath('cache'),
      ci: false,
      act: { cache: 'write', update: 'default', waitForElement: 300 },
    });
  },
});

test('the recorded item removed: the replay fails instead of clicking the next item', async ({
  page,
  fakeModel,
}) => {
  let posted = await serve(page, ['Red shirt', 'Blue shirt']);
  // The model clicks the first "Add to cart": the Red shirt's.
  scriptIntents(fakeModel, [
    { tool: 'click', role: 'button', name: 'Add to cart' },
    { tool: 'done', args: { summary: 'Added the red shirt.' } },
  ]);
  expect((await page.act(ADD_RED, { id: 'red' })).source).toBe('model');
  expect(posted).toEqual(['Red shirt']);

  // The cards were reordered: the recording replays onto the Red shirt's button, no model.
  const calls = fakeModel.requests.length;
  posted = await serve(page, ['Blue shirt', 'Red shirt']);
  expect((await page.act(ADD_RED, { id: 'red' })).source).toBe('cache');
  expect(posted).toEqual(['Red shirt']);

  expect(fakeModel.requests.length).toBe(calls);

  // The Red shirt is gone; the Blue shirt's button posts to the same endpoint. Level 1 finds no
  // red shirt; the model (level 2) is asked and, scripted with nothing, fails the call.
  posted = await serve(page, ['Blue shirt']);
  scriptIntents(fakeModel, []);
  const error = await page.act(ADD_RED, { id: 'red' }).catch((failure: unknown) => failure);
  expect(error).toBeInstanceOf(ActError);
  expect(posted).toEqual([]);
  await expect(page.locator('#cart')).toHaveText('Cart: empty');
});
