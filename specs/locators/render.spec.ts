import { expect, test } from '@playwright/test';
import { HealwrightError } from '../../lib/errors.js';
import { parseLocator } from '../../lib/locators/parse.js';
import {
  renderPlaywrightCode,
  renderPlaywrightSelector,
  renderSelenium,
  renderSeleniumCode,
} from '../../lib/locators/render.js';
import { meaning } from './support.js';
import { TO_STRING_TABLE } from './tostring-table.js';

/** Where healwright's code differs in spelling (not meaning) from Playwright's toString(). */
const DIFFERS_FROM_TO_STRING: readonly string[] = [
  // filter({ visible: true }) works on every supported Playwright (peer >= 1.55); .visible() is newer.
  "locator('li').visible() → locator('li').filter({ visible: true })",
  "locator(':light(#cart)') → locator('css:light=#cart')",
  // id= becomes the exact, attribute-named form; both find [id="email"].
  `locator('id=email') → locator('internal:attr=[id="email"s]')`,
];

/** [input, renderPlaywrightSelector, renderPlaywrightCode]. */
const PLAYWRIGHT: readonly [string, string, string][] = [
  ['#cart', '#cart', "page.locator('#cart')"],
  ['e42x', 'e42x', "page.locator('e42x')"],
  [`css=e42`, 'css=e42', "page.locator('css=e42')"],
  ['css:light=div', 'css:light=div', "page.locator('css:light=div')"],
  ['./span', 'xpath=./span', "page.locator('xpath=./span')"],
  [
    "getByRole('button', { name: 'Save' })",
    'internal:role=button[name="Save"i]',
    "page.getByRole('button', { name: 'Save' })",
  ],
  [
    'role=button[name="Save"]',
    'internal:role=button[name="Save"s]',
    "page.getByRole('button', { name: 'Save', exact: true })",
  ],
  [
    "getByRole('heading', { name: 'X', level: 2, checked: true, pressed: false, includeHidden: true })",
    'internal:role=heading[checked=true][include-hidden=true][level=2][name="X"i][pressed=false]',
    "page.getByRole('heading', { name: 'X', checked: true, includeHidden: true, level: 2, pressed: false })",
  ],
  [
    "getByTestId('add-to-cart')",
    'internal:testid=[data-testid="add-to-cart"s]',
    "page.getByTestId('add-to-cart')",
  ],
  ['data-test=x', 'internal:testid=[data-test="x"s]', 'page.locator(\'internal:testid=[data-test="x"s]\')'],
  ['id=main', 'internal:attr=[id="main"s]', 'page.locator(\'internal:attr=[id="main"s]\')'],
  ["getByText('Total')", 'internal:text="Total"i', "page.getByText('Total')"],
  [
    "getByLabel('Email', { exact: true })",
    'internal:label="Email"s',
    "page.getByLabel('Email', { exact: true })",
  ],
  [
    'getByPlaceholder(/search/i)',
    'internal:attr=[placeholder=/search/i]',
    'page.getByPlaceholder(/search/i)',
  ],
  ['getByText(/it\'s "q"/)', 'internal:text=/it\\\'s \\"q\\"/', 'page.getByText(/it\'s "q"/)'],
  [
    "page.locator('#cart').getByText('Total').nth(2)",
    '#cart >> internal:text="Total"i >> nth=2',
    "page.locator('#cart').getByText('Total').nth(2)",
  ],
  [
    "locator('li').filter({ has: getByRole('button', { name: 'Buy' }) }).first()",
    'li >> internal:has="internal:role=button[name=\\"Buy\\"i]" >> nth=0',
    "page.locator('li').filter({ has: page.getByRole('button', { name: 'Buy' }) }).first()",
  ],
  [
    'li >> internal:has-text="x"s',
    'li >> internal:has-text="x"s',
    "page.locator('li').locator('internal:has-text=\"x\"s')",
  ],
  [
    'li >> visible=true >> nth=-1',
    'li >> visible=true >> nth=-1',
    "page.locator('li').filter({ visible: true }).last()",
  ],
  ['e42', 'aria-ref=e42', "page.locator('aria-ref=e42')"],
  ['my-app >>> #inner', 'my-app >> #inner', "page.locator('my-app').locator('#inner')"],
  [
    "getByText('a\\nb\\u2028').describe('it\\'s')",
    'internal:text="a\\nb\u2028"i >> internal:describe="it\'s"',
    "page.getByText('a\\nb\\u2028').describe('it\\'s')",
  ],
];

test.describe('renderPlaywrightSelector / renderPlaywrightCode', () => {
  for (const [input, selector, code] of PLAYWRIGHT) {
    test(input, () => {
      const query = parseLocator(input);
      expect(renderPlaywrightSelector(query)).toBe(selector);
      expect(renderPlaywrightCode(query)).toBe(code);
    });
  }
  test('receiver and test-id attribute options', () => {
    const query = parseLocator("getByTestId('add')", { testIdAttribute: 'data-qa' });
    expect(renderPlaywrightCode(query, 'frame', { testIdAttribute: 'data-qa' })).toBe(
      "frame.getByTestId('add')",
    );
    expect(renderPlaywrightCode(query)).toBe('page.locator(\'internal:testid=[data-qa="add"s]\')');
  });
  test('Appium steps have no Playwright form', () => {
    const query = parseLocator({ type: 'accessibility id', value: 'Login' });
    expect(() => renderPlaywrightSelector(query)).toThrow(HealwrightError);
    expect(() => renderPlaywrightCode(query)).toThrow(HealwrightError);
  });
  test('every observed toString() output renders back to code that reads like it', () => {
    const differing: string[] = [];
    for (const { printed } of TO_STRING_TABLE) {
      const code = renderPlaywrightCode(parseLocator(printed), '');
      expect(meaning(parseLocator(code))).toEqual(meaning(parseLocator(printed)));
      if (code !== printed) differing.push(`${printed} → ${code}`);
    }
    expect(differing).toEqual(DIFFERS_FROM_TO_STRING);
  });
});

/** [input, renderSelenium, java, python, javascript (WebdriverIO)] — undefined = no Selenium equivalent. */
const SELENIUM: readonly [string, ReturnType<typeof renderSelenium>, string?, string?, string?][] = [
  [
    '#cart',
    { using: 'css selector', value: '#cart' },
    'driver.findElement(By.cssSelector("#cart"))',
    'driver.find_element(By.CSS_SELECTOR, "#cart")',
    "$('#cart')",
  ],
  [
    "//a[@id='x']",
    { using: 'xpath', value: "//a[@id='x']" },
    `driver.findElement(By.xpath("//a[@id='x']"))`,
    `driver.find_element(By.XPATH, "//a[@id='x']")`,
    "$('//a[@id=\\'x\\']')",
  ],
  ['(//li) >> nth=-1', { using: 'xpath', value: '((//li))[last()]' }],
  ["locator('//li').nth(1)", { using: 'xpath', value: '(//li)[2]' }],
  ['#cart >> li.item', { using: 'css selector', value: '#cart li.item' }],
  ['id=main', { using: 'css selector', value: '#main' }],
  ['id=1x', { using: 'css selector', value: '[id="1x"]' }],
  ["getByTestId('add')", { using: 'css selector', value: '[data-testid="add"]' }],
  ["getByPlaceholder('Search')", { using: 'css selector', value: '[placeholder*="Search" i]' }],
  ['internal:attr=[title="a\\"b"s]', { using: 'css selector', value: '[title="a\\"b"]' }],
  [
    'my-app >>> #inner >>> button',
    { using: 'shadow_piercing_css', value: 'my-app >>> #inner >>> button' },
    'driver.findElement(By.cssSelector("my-app")).getShadowRoot().findElement(By.cssSelector("#inner")).getShadowRoot().findElement(By.cssSelector("button"))',
    'driver.find_element(By.CSS_SELECTOR, "my-app").shadow_root.find_element(By.CSS_SELECTOR, "#inner").shadow_root.find_element(By.CSS_SELECTOR, "button")',
    "$('my-app >>> #inner >>> button')",
  ],
  ["getByRole('button', { name: 'Save' })", undefined],
  ["getByText('Save')", undefined],
  ["locator('li').filter({ hasText: 'x' })", undefined],
  ["locator('li').nth(2)", undefined],
  ['a, b >> c', undefined],
  ['e42', undefined],
  ['getByTestId(/add/)', undefined],
];

test.describe('renderSelenium / renderSeleniumCode', () => {
  for (const [input, locator, java, python, javascript] of SELENIUM) {
    test(input, () => {
      const query = parseLocator(input);
      expect(renderSelenium(query)).toEqual(locator);
      if (locator === undefined) {
        expect(renderSeleniumCode(query, 'java')).toBeUndefined();
        return;
      }
      if (java !== undefined) expect(renderSeleniumCode(query, 'java')).toBe(java);
      if (python !== undefined) expect(renderSeleniumCode(query, 'python')).toBe(python);
      if (javascript !== undefined) expect(renderSeleniumCode(query, 'javascript')).toBe(javascript);
    });
  }
  test('Appium steps have no Selenium web form', () => {
    expect(renderSelenium(parseLocator({ type: '-ios class chain', value: '**/Button' }))).toBeUndefined();
  });
});
