import { expect, type Locator, type Page, test } from '@playwright/test';
import { parseLocator } from '../../lib/locators/parse.js';
import type { LocatorInput } from '../../lib/locators/query.js';
import { renderPlaywrightCode, renderPlaywrightSelector } from '../../lib/locators/render.js';
import { DESCRIBED_TO_STRING, TO_STRING_TABLE } from './tostring-table.js';

const BROWSER_PAGE = `<main>
  <h1 data-k="h1">Shop</h1>
  <h2 data-k="h2">Cart</h2>
  <div id="cart" data-testid="cart" data-k="cart">
    <ul>
      <li data-k="li1">Apple <button data-k="buy1">Buy</button></li>
      <li data-k="li2">Pear <button data-k="buy2">Buy</button> <span data-k="sold">Sold</span></li>
      <li data-k="li3">Plum <button data-test="plum-buy" data-k="buy3">Buy</button></li>
    </ul>
    <p data-k="total">Total: 3</p>
  </div>
  <label data-k="label">Email <input id="email" name="email" placeholder="you@example.com" data-k="email"></label>
  <img alt="logo" src="data:," data-k="img">
  <button title="Close dialog" aria-pressed="true" data-k="close">X</button>
  <input type="checkbox" aria-label="Agree" checked data-k="agree">
  <button data-testid="add-to-cart" data-k="add">Add to cart</button>
  <button data-k="quoted">It's "quoted" \\ back</button>
  <my-app data-k="host"></my-app>
</main>
<script>
  const outer = document.querySelector('my-app').attachShadow({ mode: 'open' });
  outer.innerHTML = '<div id="inner" data-k="inner"></div>';
  outer.querySelector('#inner').attachShadow({ mode: 'open' }).innerHTML = '<button data-k="deep">Deep</button>';
</script>`;

/** [locator in any form, the data-k of every element it must resolve to]. */
const CASES: readonly [string | LocatorInput, string[]][] = [
  ['#cart', ['cart']],
  ["//div[@id='cart']", ['cart']],
  ['(//li)[2]', ['li2']],
  ['id=email', ['email']],
  [{ type: 'name', value: 'email' }, ['email']],
  ['text=Total', ['total']],
  ['text="Total: 3"', ['total']],
  ['role=button[name="Add to cart"]', ['add']],
  ['role=button[name="add to" i]', ['add']],
  ['loc=role:heading[level=2]', ['h2']],
  ["getByRole('button', { name: 'Buy' }).nth(1)", ['buy2']],
  ["page.getByRole('button', { name: 'add to' })", ['add']],
  ["getByRole('checkbox', { name: 'Agree', checked: true })", ['agree']],
  ["getByRole('button', { pressed: true })", ['close']],
  ["getByTestId('add-to-cart')", ['add']],
  ['data-testid=cart', ['cart']],
  ['data-test=plum-buy', ['buy3']],
  ['internal:testid=[data-test="plum-buy"s]', ['buy3']],
  ["getByLabel('Email')", ['email']],
  ["getByPlaceholder('you@example')", ['email']],
  ["getByAltText('logo')", ['img']],
  ["getByTitle('Close dialog', { exact: true })", ['close']],
  ['getByText(/^total/i)', ['total']],
  ["getByText('Total: 3', { exact: true })", ['total']],
  ["page.locator('#cart').getByText('Total')", ['total']],
  ["locator('li').filter({ hasText: 'Pear' }).getByRole('button')", ['buy2']],
  ["locator('li').filter({ has: getByText('Sold') })", ['li2']],
  ["locator('li').filter({ hasNot: getByText('Sold') }).last()", ['li3']],
  ["locator('li').filter({ hasNotText: /apple|pear/i })", ['li3']],
  ["locator('li').filter({ visible: true }).first()", ['li1']],
  ["locator('li').filter({ visible: false })", []],
  ['li >> internal:has-text="Plum"s', []],
  ['li >> internal:has-text="Plum Buy"s', ['li3']],
  ["getByText('It\\'s \"quoted\" \\\\ back')", ['quoted']],
  ['css:light=#inner', []],
  ['#inner', ['inner']],
  ['my-app >>> #inner >>> button', ['deep']],
  ["getByRole('button', { name: 'Deep' })", ['deep']],
  ["getByRole('button', { name: 'Add to cart' }).describe('the add button')", ['add']],
  ["locator('#cart').locator('xpath=.//p')", ['total']],
];

async function keysOf(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-k') ?? '?'));
}

/** Builds the Locator that rendered code describes. Only our renderer's own output is evaluated here. */
function runCode(page: Page, code: string): Locator {
  return new Function('page', `return ${code};`)(page) as Locator;
}

test.describe('rendered locators resolve in Chromium', () => {
  test.beforeEach(async ({ page }) => {
    await page.setContent(BROWSER_PAGE);
  });

  test('every form: rendered selector and rendered code find the intended elements', async ({ page }) => {
    for (const [input, expected] of CASES) {
      const query = parseLocator(input);
      const selector = renderPlaywrightSelector(query);
      expect(await keysOf(page.locator(selector)), `${JSON.stringify(input)} → ${selector}`).toEqual(
        expected,
      );
      const code = renderPlaywrightCode(query);
      expect(await keysOf(runCode(page, code)), `${JSON.stringify(input)} → ${code}`).toEqual(expected);
    }
  });

  test('locator.toString() in this Playwright prints exactly what the table says, and it parses back', async ({
    page,
  }) => {
    for (const { build, printed } of TO_STRING_TABLE) {
      const original = build(page);
      expect(original.toString()).toBe(printed);
      const selector = renderPlaywrightSelector(parseLocator(printed));
      expect(await keysOf(page.locator(selector)), `${printed} → ${selector}`).toEqual(
        await keysOf(original),
      );
    }
    expect(DESCRIBED_TO_STRING.build(page).toString()).toBe(DESCRIBED_TO_STRING.printed);
  });
});
