/**
 * The example user flows, written ONCE the way a typical spec author wrote them against v1: a mix of `#ids`,
 * CSS classes, `text=`, XPath, `getByRole`, `getByLabel` and test ids. v1.spec.ts runs them against v1 (all
 * pass); v2-breakage.spec.ts runs the same functions against v2, where the brittle ones break.
 * Nothing here knows about v2: that is the point.
 */
import { expect, type Page } from '@playwright/test';
import { addToCartViaApi, DEMO_USER, type ShopServer, type ShopVersion, signIn } from '../support/shop.js';

export interface FlowContext {
  readonly page: Page;
  readonly shop: ShopServer;
  readonly version: ShopVersion;
}

/** Logs in through the form, addressing the fields by id. */
export async function logInWithIds({ page, shop, version }: FlowContext): Promise<void> {
  await page.goto(shop.urlFor(version, '/login'));
  await page.locator('#user-name').fill(DEMO_USER.username);
  await page.locator('#password').fill(DEMO_USER.password);
  await page.locator('#login-button').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
}

/** Logs in through the form, addressing the fields by label and the button by role. */
export async function logInByLabel({ page, shop, version }: FlowContext): Promise<void> {
  await page.goto(shop.urlFor(version, '/login'));
  await page.getByLabel('Username').fill(DEMO_USER.username);
  await page.getByLabel('Password').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
}

/** Adds the Trail Backpack from the product list, finding its card by CSS class. */
export async function addBackpackFromList({ page, shop, version }: FlowContext): Promise<void> {
  await signIn(page, shop);
  await page.goto(shop.urlFor(version, '/products'));
  await page.locator('.inventory-item').filter({ hasText: 'Trail Backpack' }).locator('.btn-add').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByRole('status')).toHaveText('Added Trail Backpack to cart');
}

/** Adds "the first product" (the author knew it was the backpack) with `text=` and `.first()`. */
export async function addFirstListedProduct({ page, shop, version }: FlowContext): Promise<void> {
  await signIn(page, shop);
  await page.goto(shop.urlFor(version, '/products'));
  await page.locator('text=Add to cart').first().click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.getByTestId('cart-link').click();
  await expect(page.locator('tbody tr').first()).toContainText('Trail Backpack');
}

/** Opens a product page, picks colour, size and quantity, and adds it with the page's only "Add to cart". */
export async function buyFromProductPage({ page, shop, version }: FlowContext): Promise<void> {
  await signIn(page, shop);
  await page.goto(shop.urlFor(version, '/products'));
  await page.getByRole('link', { name: 'Bolt T-Shirt' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bolt T-Shirt');
  await page.locator('#color').selectOption('Red');
  await page.locator('#size').selectOption('L');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status')).toHaveText('Added to cart');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
}

/** Goes to the cart through the header link, addressed by its place in the header. */
export async function openCartFromHeader({ page, shop, version }: FlowContext): Promise<void> {
  await signIn(page, shop);
  await addToCartViaApi(page, shop, { productId: 'bike-light' });
  await page.goto(shop.urlFor(version, '/products'));
  await page.locator('header > nav > a[href$="/cart"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
  await expect(page.getByRole('row', { name: /Bike Light/ })).toContainText('$9.99');
}

/** Applies the SPRING10 promo code; the author used XPath for the promo form. */
export async function applyPromoCode({ page, shop, version }: FlowContext): Promise<void> {
  await signIn(page, shop);
  await addToCartViaApi(page, shop, { productId: 'trail-backpack' });
  await page.goto(shop.urlFor(version, '/cart'));
  await expect(page.getByTestId('order-total')).toHaveText('Order total: $49.99');
  await page.locator('xpath=//input[@name="code"]').fill('SPRING10');
  await page.locator('xpath=//button[normalize-space()="Apply"]').click();
  await expect(page.getByTestId('order-total')).toHaveText('Order total: $44.99');
}

/** Removes a line from the cart, then goes back with "Continue shopping". */
export async function removeAndContinueShopping({ page, shop, version }: FlowContext): Promise<void> {
  await signIn(page, shop);
  await addToCartViaApi(page, shop, { productId: 'wool-beanie' });
  await addToCartViaApi(page, shop, { productId: 'canvas-tote' });
  await page.goto(shop.urlFor(version, '/cart'));
  await page.getByRole('button', { name: 'Remove Wool Beanie' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('order-total')).toHaveText('Order total: $12.00');
  await page.locator('#continue-shopping').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
}

/** Checks out by label and places the order with the button's text. */
export async function checkOutByText({ page, shop, version }: FlowContext): Promise<void> {
  await signIn(page, shop);
  await addToCartViaApi(page, shop, { productId: 'fleece-jacket', size: 'M' });
  await page.goto(shop.urlFor(version, '/cart'));
  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillShippingDetails(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
}

/** Checks out addressing the buttons by test id, the way test ids are meant to be used. */
export async function checkOutWithTestIds({ page, shop, version }: FlowContext): Promise<void> {
  await signIn(page, shop);
  await addToCartViaApi(page, shop, { productId: 'bike-light', quantity: 2 });
  await page.goto(shop.urlFor(version, '/cart'));
  await page.getByTestId('checkout').click();
  await fillShippingDetails(page);
  await expect(page.getByTestId('order-total')).toHaveText('Order total: $19.98');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-number')).toHaveText(/^ORD-\d+$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Bike Light' })).toContainText('2 × Bike Light');
}

/** Browses by role and adds from the product page by test id. */
export async function browseByRole({ page, shop, version }: FlowContext): Promise<void> {
  await signIn(page, shop);
  await page.goto(shop.urlFor(version, '/products'));
  await page.getByRole('link', { name: 'Fleece Jacket' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fleece Jacket');
  await expect(page.getByTestId('product-price')).toHaveText('$49.99');
  await page.getByLabel('Size').selectOption('XL');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
}

async function fillShippingDetails(page: Page): Promise<void> {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Address').fill('12 Analytical Row');
  await page.getByLabel('Postal code').fill('10115');
}

/** Every flow by name, for specs that run them all. */
export const FLOWS = {
  logInWithIds,
  logInByLabel,
  addBackpackFromList,
  addFirstListedProduct,
  buyFromProductPage,
  openCartFromHeader,
  applyPromoCode,
  removeAndContinueShopping,
  checkOutByText,
  checkOutWithTestIds,
  browseByRole,
} as const satisfies Record<string, (ctx: FlowContext) => Promise<void>>;
