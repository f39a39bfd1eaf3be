/**
 * The shop's observable behaviour the rest of the project relies on: real JSON API calls behind every
 * action (network effects), open shadow roots, the /v1-wishlist behaviour change, per-session state.
 */
import { addToCartViaApi, expect, signIn, shopTest as test } from '../support/shop.js';

test('adding to cart on the product page POSTs /api/cart with a JSON body', async ({ page, shop }) => {
  await signIn(page, shop);
  await page.goto(shop.urlFor('v1', '/products/bolt-t-shirt'));
  await page.getByLabel('Color').selectOption('Red');
  await page.getByLabel('Size').selectOption('L');
  const requestPromise = page.waitForRequest((request) => request.url().endsWith('/api/cart'));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const request = await requestPromise;
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toBe('application/json');
  expect(request.postDataJSON()).toEqual({ productId: 'bolt-t-shirt', color: 'Red', size: 'L', quantity: 1 });
  expect((await request.response())?.status()).toBe(201);
  await expect(page.getByRole('status')).toHaveText('Added to cart');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByTestId('cart-badge')).toHaveText('1');
});

test('placing an order POSTs /api/orders, and the confirmation reads GET /api/orders/:id', async ({
  page,
  shop,
}) => {
  await signIn(page, shop);
  await addToCartViaApi(page, shop, { productId: 'wool-beanie', color: 'Mustard' });
  await page.goto(shop.urlFor('v1', '/checkout'));
  for (const [label, value] of [
    ['First name', 'Grace'],
    ['Last name', 'Hopper'],
    ['Email', 'grace@example.com'],
    ['Address', '1 Harbor Way'],
    ['Postal code', '02139'],
  ] as const) {
    await page.getByLabel(label).fill(value);
  }
  const orderRequest = page.waitForRequest((request) => request.url().endsWith('/api/orders'));
  const readBack = page.waitForRequest((request) => /\/api\/orders\/ORD-\d+$/.test(request.url()));
  await page.getByRole('button', { name: 'Place order' }).click();
  const posted = await orderRequest;
  expect(posted.method()).toBe('POST');
  expect(posted.postDataJSON()).toEqual({
    customer: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      address: '1 Harbor Way',
      postalCode: '02139',
    },
  });
  expect((await posted.response())?.status()).toBe(201);
  const readBackRequest = await readBack;
  expect(readBackRequest.method()).toBe('GET');
  const orderId = new URL(readBackRequest.url()).pathname.split('/').pop() ?? '';
  await expect(page).toHaveURL(shop.urlFor('v1', `/orders/${orderId}`));
  await expect(page.getByTestId('order-number')).toHaveText(orderId);
  await expect(page.getByRole('listitem').filter({ hasText: 'Wool Beanie' })).toHaveText(
    '1 × Wool Beanie (Mustard, One size) $18.50',
  );
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
});

test('web components have open shadow roots; v2 moved the promo form into one', async ({ page, shop }) => {
  await signIn(page, shop);
  await addToCartViaApi(page, shop, { productId: 'trail-backpack' });
  await page.goto(shop.urlFor('v1', '/cart'));
  const v1Banner = await page.locator('promo-banner').evaluate((element) => ({
    mode: element.shadowRoot?.mode,
    hasForm: element.shadowRoot?.querySelector('form') !== null,
  }));
  expect(v1Banner).toEqual({ mode: 'open', hasForm: false });
  await expect(page.locator('#promo-form')).toHaveCount(1);

  await page.goto(shop.urlFor('v2', '/cart'));
  const v2Banner = await page.locator('promo-banner').evaluate((element) => ({
    mode: element.shadowRoot?.mode,
    controls: [...(element.shadowRoot?.querySelectorAll('input, button') ?? [])].map(
      (node) => node.outerHTML,
    ),
  }));
  expect(v2Banner.mode).toBe('open');
  expect(v2Banner.controls).toEqual([
    '<input id="promo-input" name="code" autocomplete="off">',
    '<button type="submit">Apply</button>',
  ]);
  // Playwright's role and label engines pierce open shadow roots, so the moved control still works.
  await page.getByLabel('Promo code').fill('spring10');
  const promoRequest = page.waitForRequest((request) => request.url().endsWith('/api/cart/promo'));
  await page.getByRole('button', { name: 'Apply' }).click();
  expect((await promoRequest).postDataJSON()).toEqual({ code: 'spring10' });
  await expect(page.getByTestId('order-total')).toHaveText('Order total: $44.99');
  await expect(page.getByText('Discount (SPRING10): -$5.00')).toBeVisible();
});

test('/v1-wishlist has v1 markup but "Add to cart" POSTs /api/wishlist', async ({ page, shop }) => {
  await signIn(page, shop);
  const visibleMarkup = async (version: 'v1' | 'v1-wishlist'): Promise<string> => {
    await page.goto(shop.urlFor(version, '/products/trail-backpack'));
    const markup = await page.evaluate(() => {
      const body = document.body.cloneNode(true) as HTMLElement;
      for (const script of body.querySelectorAll('script')) script.remove();
      return body.innerHTML;
    });
    return markup.replaceAll(`/${version}/`, '/VERSION/');
  };
  const v1Markup = await visibleMarkup('v1');
  expect(await visibleMarkup('v1-wishlist')).toBe(v1Markup); // the page under test is now /v1-wishlist

  const requestPromise = page.waitForRequest(
    (request) => request.url().includes('/api/') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const request = await requestPromise;
  expect(new URL(request.url()).pathname).toBe('/api/wishlist');
  expect(request.postDataJSON()).toMatchObject({ productId: 'trail-backpack' });
  await expect(page.getByRole('status')).toHaveText('Added to wishlist');
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  const wishlist = (await (await page.request.get(`${shop.url}/api/wishlist`)).json()) as { count: number };
  expect(wishlist.count).toBe(1);
});

test('the API keeps state per session cookie and guards every route but login', async ({
  playwright,
  shop,
}) => {
  const alice = await playwright.request.newContext({ baseURL: shop.url });
  const bob = await playwright.request.newContext({ baseURL: shop.url });
  try {
    expect((await alice.get('/api/cart')).status()).toBe(401);
    expect(
      (await alice.post('/api/login', { data: { username: 'standard_user', password: 'nope' } })).status(),
    ).toBe(401);
    const locked = await alice.post('/api/login', {
      data: { username: 'locked_out_user', password: 'secret_sauce' },
    });
    expect(locked.status()).toBe(403);
    expect(await locked.json()).toEqual({ error: 'Sorry, this user has been locked out' });
    for (const user of [alice, bob]) {
      expect(
        (
          await user.post('/api/login', { data: { username: 'standard_user', password: 'secret_sauce' } })
        ).ok(),
      ).toBe(true);
    }
    expect((await alice.post('/api/cart', { data: { productId: 'bike-light', quantity: 3 } })).status()).toBe(
      201,
    );
    expect((await alice.post('/api/cart', { data: { productId: 'no-such-thing' } })).status()).toBe(404);
    expect(((await (await alice.get('/api/cart')).json()) as { count: number }).count).toBe(3);
    expect(((await (await bob.get('/api/cart')).json()) as { count: number }).count).toBe(0);
    expect((await bob.post('/api/orders', { data: { customer: {} } })).status()).toBe(400);

    const sorted = (await (await bob.get('/api/products?sort=price-asc')).json()) as {
      products: { id: string }[];
    };
    expect(sorted.products.map((product) => product.id)).toEqual([
      'bike-light',
      'canvas-tote',
      'bolt-t-shirt',
      'wool-beanie',
      'trail-backpack',
      'fleece-jacket',
    ]);
    const root = await bob.get('/', { maxRedirects: 0 });
    expect(root.status()).toBe(302);
    expect(root.headers().location).toBe(`/${process.env.SHOP_VERSION ?? 'v1'}/`);
  } finally {
    await alice.dispose();
    await bob.dispose();
  }
});
