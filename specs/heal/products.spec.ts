import { addToCartViaApi, expect, signIn, test, VERSION } from './support.js';

test('add the Trail Backpack from the list, found by its card class', async ({ page, shop }) => {
  // v2 rehashed the card and button classes; the card's title link still says "Trail Backpack".
  await signIn(page, shop);
  await page.goto(shop.urlFor(VERSION, '/products'));
  const add = await page.heal(
    page.locator('.inventory-item').filter({ hasText: 'Trail Backpack' }).locator('.btn-add'),
    'Add to cart button of the Trail Backpack card',
  );
  await add.click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByRole('status')).toHaveText('Added Trail Backpack to cart');
});

test('add "the first product" (the Trail Backpack) by position', async ({ page, shop }) => {
  // On v2 the first card is another product; the description names the Trail Backpack's card.
  await signIn(page, shop);
  await page.goto(shop.urlFor(VERSION, '/products'));
  await (
    await page.heal(page.locator('text=Add to cart').first(), 'Add to cart button of the Trail Backpack')
  ).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.getByTestId('cart-link').click();
  await expect(page.locator('tbody tr').first()).toContainText('Trail Backpack');
});

test('buy from the product page with its only "Add to cart"', async ({ page, shop }) => {
  await signIn(page, shop);
  await page.goto(shop.urlFor(VERSION, '/products'));
  await page.getByRole('link', { name: 'Bolt T-Shirt' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bolt T-Shirt');
  await (await page.heal('#color', 'Color select')).selectOption('Red');
  await (await page.heal('#size', 'Size select')).selectOption('L');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  const add = await page.heal(
    "getByRole('button', { name: 'Add to cart' })",
    'Add to cart button of the Bolt T-Shirt product, not the recommended products',
  );
  await add.click();
  await expect(page.getByRole('status')).toHaveText('Added to cart');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
});

test('open the cart from the header link', async ({ page, shop }) => {
  await signIn(page, shop);
  await addToCartViaApi(page, shop, { productId: 'bike-light' });
  await page.goto(shop.urlFor(VERSION, '/products'));
  await (await page.heal('header > nav > a[href$="/cart"]', 'Cart link in the header')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
  await expect(page.getByRole('row', { name: /Bike Light/ })).toContainText('$9.99');
});
