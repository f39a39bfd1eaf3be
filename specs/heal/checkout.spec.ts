import { addToCartViaApi, expect, signIn, test, VERSION } from './support.js';

test('check out by ids and place the order by its text', async ({ page, shop }) => {
  // On v2 "Place order" reads "Complete purchase"; its data-testid="place-order" still names it.
  await signIn(page, shop);
  await addToCartViaApi(page, shop, { productId: 'fleece-jacket', size: 'M' });
  await page.goto(shop.urlFor(VERSION, '/cart'));
  await (await page.heal('#checkout', 'Checkout link')).click();
  await (await page.heal('#first-name', 'First name field')).fill('Ada');
  await (await page.heal('#last-name', 'Last name field')).fill('Lovelace');
  await (await page.heal('#email', 'Email field')).fill('ada@example.com');
  await (await page.heal('#address', 'Address field')).fill('12 Analytical Row');
  await (await page.heal('#postal-code', 'Postal code field')).fill('10115');
  await (await page.heal("getByRole('button', { name: 'Place order' })", 'Place order button')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect(await page.heal('#order-number', 'Order number')).toHaveText(/^ORD-\d+$/);
});

test('check out with test ids (robust locators stay intact)', async ({ page, shop }) => {
  await signIn(page, shop);
  await addToCartViaApi(page, shop, { productId: 'bike-light', quantity: 2 });
  await page.goto(shop.urlFor(VERSION, '/cart'));
  await (await page.heal(page.getByTestId('checkout'))).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Address').fill('12 Analytical Row');
  await page.getByLabel('Postal code').fill('10115');
  await expect(page.getByTestId('order-total')).toHaveText('Order total: $19.98');
  await (await page.heal(page.getByTestId('place-order'))).click();
  await expect(page.getByTestId('order-number')).toHaveText(/^ORD-\d+$/);
});
