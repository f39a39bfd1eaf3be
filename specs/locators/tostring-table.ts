import type { Locator, Page } from '@playwright/test';

/**
 * What `locator.toString()` prints in Playwright 1.65.1, observed in Chromium (the browser spec
 * re-checks each row live, so a Playwright upgrade that changes the output fails loudly).
 * `build` makes the locator on a page whose content is BROWSER_PAGE in resolve.browser.spec.ts.
 */
export const TO_STRING_TABLE: readonly {
  readonly build: (page: Page) => Locator;
  readonly printed: string;
}[] = [
  { build: (p) => p.getByRole('button', { name: 'Buy' }), printed: "getByRole('button', { name: 'Buy' })" },
  {
    build: (p) => p.getByRole('button', { name: 'Add to cart', exact: true }),
    printed: "getByRole('button', { name: 'Add to cart', exact: true })",
  },
  {
    build: (p) => p.getByRole('button', { name: /add to/i }),
    printed: "getByRole('button', { name: /add to/i })",
  },
  { build: (p) => p.getByRole('heading', { level: 2 }), printed: "getByRole('heading', { level: 2 })" },
  {
    build: (p) => p.getByRole('checkbox', { checked: true }),
    printed: "getByRole('checkbox', { checked: true })",
  },
  {
    build: (p) => p.getByRole('button', { pressed: true }),
    printed: "getByRole('button', { pressed: true })",
  },
  { build: (p) => p.getByTestId('add-to-cart'), printed: "getByTestId('add-to-cart')" },
  { build: (p) => p.getByTestId(/add-to/), printed: 'getByTestId(/add-to/)' },
  { build: (p) => p.getByLabel('Email'), printed: "getByLabel('Email')" },
  { build: (p) => p.getByLabel('Email', { exact: true }), printed: "getByLabel('Email', { exact: true })" },
  { build: (p) => p.getByPlaceholder('you@example'), printed: "getByPlaceholder('you@example')" },
  { build: (p) => p.getByText('Total'), printed: "getByText('Total')" },
  {
    build: (p) => p.getByText('Total: 3', { exact: true }),
    printed: "getByText('Total: 3', { exact: true })",
  },
  { build: (p) => p.getByText(/^total/i), printed: 'getByText(/^total/i)' },
  { build: (p) => p.getByAltText('logo'), printed: "getByAltText('logo')" },
  {
    build: (p) => p.getByTitle('Close dialog', { exact: true }),
    printed: "getByTitle('Close dialog', { exact: true })",
  },
  { build: (p) => p.locator('#cart'), printed: "locator('#cart')" },
  { build: (p) => p.locator('//div[@id="cart"]'), printed: 'locator(\'//div[@id="cart"]\')' },
  { build: (p) => p.locator('#cart').getByText('Total'), printed: "locator('#cart').getByText('Total')" },
  { build: (p) => p.locator('li').nth(1), printed: "locator('li').nth(1)" },
  { build: (p) => p.locator('li').first(), printed: "locator('li').first()" },
  { build: (p) => p.locator('li').last(), printed: "locator('li').last()" },
  {
    build: (p) => p.locator('li').filter({ hasText: 'Pear' }),
    printed: "locator('li').filter({ hasText: 'Pear' })",
  },
  {
    build: (p) => p.locator('li').filter({ hasText: /plum/i }),
    printed: "locator('li').filter({ hasText: /plum/i })",
  },
  {
    build: (p) => p.locator('li').filter({ hasNotText: 'Apple' }),
    printed: "locator('li').filter({ hasNotText: 'Apple' })",
  },
  {
    build: (p) => p.locator('li').filter({ has: p.getByText('Sold') }),
    printed: "locator('li').filter({ has: getByText('Sold') })",
  },
  {
    build: (p) => p.locator('li').filter({ hasNot: p.getByText('Sold') }),
    printed: "locator('li').filter({ hasNot: getByText('Sold') })",
  },
  { build: (p) => p.locator('li').filter({ visible: true }), printed: "locator('li').visible()" },
  {
    build: (p) => p.locator('li').filter({ visible: false }),
    printed: "locator('li').filter({ visible: false })",
  },
  {
    build: (p) => p.locator('li', { hasText: 'Plum' }),
    printed: "locator('li').filter({ hasText: 'Plum' })",
  },
  {
    build: (p) => p.getByText('It\'s "quoted" \\ back'),
    printed: "getByText('It\\'s \"quoted\" \\\\ back')",
  },
  {
    build: (p) => p.locator('#cart').describe('the cart').getByText('Total'),
    printed: "locator('#cart').getByText('Total')",
  },
  { build: (p) => p.locator('css:light=#cart'), printed: "locator(':light(#cart)')" },
  { build: (p) => p.locator('id=email'), printed: "locator('id=email')" },
  {
    build: (p) => p.locator('internal:role=button[name="Buy"i]'),
    printed: "getByRole('button', { name: 'Buy' })",
  },
];

/** A described locator prints only its description: not a locator, nothing to parse back. */
export const DESCRIBED_TO_STRING = {
  build: (p: Page) => p.getByRole('button', { name: 'Add to cart' }).describe('the add button'),
  printed: 'the add button',
};
