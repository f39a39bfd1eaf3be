import { expect, test } from '@playwright/test';
import { parseLocator } from '../../lib/locators/parse.js';
import type { LocatorForm, QueryStep, TextMatch } from '../../lib/locators/query.js';
import { meaning } from './support.js';
import { TO_STRING_TABLE } from './tostring-table.js';

const sub = (value: string): TextMatch => ({ kind: 'substring', value });
const exact = (value: string): TextMatch => ({ kind: 'exact', value });
const css = (selector: string, pierce = true): QueryStep => ({ kind: 'css', selector, pierce });
const role = (name: string, text?: TextMatch, options = {}): QueryStep =>
  text === undefined
    ? { kind: 'role', role: name, options }
    : { kind: 'role', role: name, name: text, options };
const testId = (value: TextMatch, attribute = 'data-testid'): QueryStep => ({
  kind: 'test-id',
  attribute,
  value,
});
const has = (steps: QueryStep[]) => ({ steps });

interface Case {
  readonly input: string | { type: string; value: string };
  readonly form: LocatorForm;
  readonly steps: readonly unknown[];
  readonly description?: string;
}

const CASES: readonly Case[] = [
  // CSS and XPath
  { input: '#cart', form: 'css', steps: [css('#cart')] },
  { input: 'ul > li.item:nth-child(2)', form: 'css', steps: [css('ul > li.item:nth-child(2)')] },
  { input: 'a[href*=">>"]', form: 'css', steps: [css('a[href*=">>"]')] },
  { input: 'div:has-text("Sa)ve")', form: 'css', steps: [css('div:has-text("Sa)ve")')] },
  { input: 'css=div.card', form: 'css', steps: [css('div.card')] },
  { input: 'css:light=div', form: 'css', steps: [css('div', false)] },
  { input: "//div[@id='x']", form: 'xpath', steps: [{ kind: 'xpath', expression: "//div[@id='x']" }] },
  { input: '(//a)[1]', form: 'xpath', steps: [{ kind: 'xpath', expression: '(//a)[1]' }] },
  { input: './span', form: 'xpath', steps: [{ kind: 'xpath', expression: './span' }] },
  { input: '..', form: 'xpath', steps: [{ kind: 'xpath', expression: '..' }] },
  { input: 'xpath=//button', form: 'xpath', steps: [{ kind: 'xpath', expression: '//button' }] },
  // Short engines
  { input: 'id=foo', form: 'id', steps: [{ kind: 'attribute', name: 'id', value: exact('foo') }] },
  { input: 'text=Save', form: 'text', steps: [{ kind: 'text', text: sub('Save') }] },
  { input: 'text="Save"', form: 'text', steps: [{ kind: 'text', text: exact('Save') }] },
  { input: "text='Save'", form: 'text', steps: [{ kind: 'text', text: exact('Save') }] },
  { input: '"Save"', form: 'text', steps: [{ kind: 'text', text: exact('Save') }] },
  {
    input: 'text=/sav(e|ing)/i',
    form: 'text',
    steps: [{ kind: 'text', text: { kind: 'regex', source: 'sav(e|ing)', flags: 'i' } }],
  },
  { input: 'role=button[name="Save"]', form: 'role', steps: [role('button', exact('Save'))] },
  { input: 'role=button[name="Save" i]', form: 'role', steps: [role('button', sub('Save'))] },
  { input: 'role=button[name="Save" i][exact]', form: 'role', steps: [role('button', exact('Save'))] },
  { input: 'role=button[name="Save"][exact=false]', form: 'role', steps: [role('button', sub('Save'))] },
  { input: 'role=checkbox[checked]', form: 'role', steps: [role('checkbox', undefined, { checked: true })] },
  { input: 'role=heading[level=2]', form: 'role', steps: [role('heading', undefined, { level: 2 })] },
  {
    input: 'role=button[pressed][expanded=true][selected][disabled][include-hidden]',
    form: 'role',
    steps: [
      role('button', undefined, {
        pressed: true,
        expanded: true,
        selected: true,
        disabled: true,
        includeHidden: true,
      }),
    ],
  },
  { input: 'data-testid=add', form: 'test-id', steps: [testId(exact('add'))] },
  { input: 'testid=add', form: 'test-id', steps: [testId(exact('add'))] },
  { input: 'data-test-id=add', form: 'test-id', steps: [testId(exact('add'), 'data-test-id')] },
  { input: 'data-test=add', form: 'test-id', steps: [testId(exact('add'), 'data-test')] },
  // loc= prefixes
  { input: 'loc=css:#a > b', form: 'css', steps: [css('#a > b')] },
  { input: 'loc=role:button[name="Close"]', form: 'role', steps: [role('button', exact('Close'))] },
  { input: 'loc=xpath://a[1]', form: 'xpath', steps: [{ kind: 'xpath', expression: '//a[1]' }] },
  { input: 'loc=id:main', form: 'id', steps: [{ kind: 'attribute', name: 'id', value: exact('main') }] },
  { input: 'loc=text:Hello', form: 'text', steps: [{ kind: 'text', text: sub('Hello') }] },
  // Playwright internal selectors and >> chains
  {
    input: 'internal:role=button[name="Save"i]',
    form: 'playwright-selector',
    steps: [role('button', sub('Save'))],
  },
  {
    input: 'internal:role=button[name="Save"s]',
    form: 'playwright-selector',
    steps: [role('button', exact('Save'))],
  },
  {
    // exactly what Playwright builds for getByRole('button', { name: /sa"v'e/i }): quotes escaped
    input: 'internal:role=button[name=/sa\\"v\\\'e/i]',
    form: 'playwright-selector',
    steps: [role('button', { kind: 'regex', source: 'sa"v\'e', flags: 'i' })],
  },
  { input: 'internal:testid=[data-testid="x"s]', form: 'playwright-selector', steps: [testId(exact('x'))] },
  {
    input: 'internal:testid=[data-test="x"s]',
    form: 'playwright-selector',
    steps: [testId(exact('x'), 'data-test')],
  },
  { input: 'internal:text="x"i', form: 'playwright-selector', steps: [{ kind: 'text', text: sub('x') }] },
  { input: 'internal:text="x"s', form: 'playwright-selector', steps: [{ kind: 'text', text: exact('x') }] },
  {
    input: 'internal:label="Email"i',
    form: 'playwright-selector',
    steps: [{ kind: 'label', text: sub('Email') }],
  },
  {
    input: 'internal:attr=[placeholder="Search"i]',
    form: 'playwright-selector',
    steps: [{ kind: 'placeholder', text: sub('Search') }],
  },
  {
    input: 'internal:attr=[alt="logo"s]',
    form: 'playwright-selector',
    steps: [{ kind: 'alt-text', text: exact('logo') }],
  },
  {
    input: 'internal:attr=[title="Close"i]',
    form: 'playwright-selector',
    steps: [{ kind: 'title', text: sub('Close') }],
  },
  {
    input: 'li >> internal:has-text="Apple"i >> internal:has-not-text="Pear"s',
    form: 'playwright-selector',
    steps: [
      css('li'),
      { kind: 'filter', hasText: sub('Apple') },
      { kind: 'filter', hasNotText: exact('Pear') },
    ],
  },
  {
    input: 'li >> internal:has="internal:role=button[name=\\"Buy\\"i]" >> internal:has-not="text=Sold"',
    form: 'playwright-selector',
    steps: [
      css('li'),
      { kind: 'filter', has: has([role('button', sub('Buy'))]) },
      { kind: 'filter', hasNot: has([{ kind: 'text', text: sub('Sold') }]) },
    ],
  },
  {
    input: 'li >> nth=2 >> visible=true',
    form: 'playwright-selector',
    steps: [css('li'), { kind: 'nth', index: 2 }, { kind: 'filter', visible: true }],
  },
  {
    input: '#cart >> text=Total',
    form: 'playwright-selector',
    steps: [css('#cart'), { kind: 'text', text: sub('Total') }],
  },
  // >>> shadow chains
  {
    input: 'my-app >>> #inner >>> button',
    form: 'shadow-chain',
    steps: [
      css('my-app', false),
      { ...css('#inner', false), within: 'shadow-root' },
      { ...css('button', false), within: 'shadow-root' },
    ],
  },
  // aria refs
  { input: 'e42', form: 'aria-ref', steps: [{ kind: 'aria-ref', ref: 'e42' }] },
  { input: '@e42', form: 'aria-ref', steps: [{ kind: 'aria-ref', ref: 'e42' }] },
  { input: 'aria-ref=e42', form: 'aria-ref', steps: [{ kind: 'aria-ref', ref: 'e42' }] },
  { input: 'f1e2', form: 'aria-ref', steps: [{ kind: 'aria-ref', ref: 'f1e2' }] },
  { input: 'e42x', form: 'css', steps: [css('e42x')] },
  // Playwright code strings, as users write them
  {
    input: "page.getByRole('button', { name: 'Save' })",
    form: 'playwright-code',
    steps: [role('button', sub('Save'))],
  },
  {
    input: "await page.getByTestId('add-to-cart')",
    form: 'playwright-code',
    steps: [testId(exact('add-to-cart'))],
  },
  {
    input: 'this.page.getByLabel("Email", { exact: true })',
    form: 'playwright-code',
    steps: [{ kind: 'label', text: exact('Email') }],
  },
  {
    input: "page.getByPlaceholder('Search');",
    form: 'playwright-code',
    steps: [{ kind: 'placeholder', text: sub('Search') }],
  },
  { input: 'page.getByText(`Save`)', form: 'playwright-code', steps: [{ kind: 'text', text: sub('Save') }] },
  {
    input: "page.locator('#cart').locator('xpath=//li').getByText('Total').nth(2)",
    form: 'playwright-code',
    steps: [
      css('#cart'),
      { kind: 'xpath', expression: '//li' },
      { kind: 'text', text: sub('Total') },
      { kind: 'nth', index: 2 },
    ],
  },
  {
    input: "page.locator('li', { hasText: 'x', has: page.getByRole('link') })",
    form: 'playwright-code',
    steps: [css('li'), { kind: 'filter', hasText: sub('x') }, { kind: 'filter', has: has([role('link')]) }],
  },
  {
    input: "page.locator('li').filter({ visible: true, hasNotText: /sold/i, hasNot: page.locator('.x') })",
    form: 'playwright-code',
    steps: [
      css('li'),
      { kind: 'filter', hasNotText: { kind: 'regex', source: 'sold', flags: 'i' } },
      { kind: 'filter', hasNot: has([css('.x')]) },
      { kind: 'filter', visible: true },
    ],
  },
  {
    input: 'page.locator(\'internal:role=button[name="Save"i] >> nth=0\')',
    form: 'playwright-code',
    steps: [role('button', sub('Save')), { kind: 'nth', index: 0 }],
  },
  {
    input: "getByRole('button', { name: 'Save', checked: false, level: 3 })",
    form: 'playwright-code',
    steps: [role('button', sub('Save'), { checked: false, level: 3 })],
  },
  // type overrides
  { input: { type: 'css', value: 'e42' }, form: 'css', steps: [css('e42')] },
  { input: { type: 'CSS selector', value: '#a' }, form: 'css', steps: [css('#a')] },
  { input: { type: 'xpath', value: '//a' }, form: 'xpath', steps: [{ kind: 'xpath', expression: '//a' }] },
  {
    input: { type: 'id', value: 'text=x' },
    form: 'id',
    steps: [{ kind: 'attribute', name: 'id', value: exact('text=x') }],
  },
  {
    input: { type: 'name', value: 'email' },
    form: 'attribute',
    steps: [{ kind: 'attribute', name: 'name', value: exact('email') }],
  },
  { input: { type: 'text', value: 'Save' }, form: 'text', steps: [{ kind: 'text', text: sub('Save') }] },
  { input: { type: 'role', value: 'link[name="Home"]' }, form: 'role', steps: [role('link', exact('Home'))] },
  { input: { type: 'data-testid', value: 'add' }, form: 'test-id', steps: [testId(exact('add'))] },
  { input: { type: 'testid', value: 'add' }, form: 'test-id', steps: [testId(exact('add'))] },
  {
    input: { type: 'playwright', value: "getByText('x')" },
    form: 'playwright-code',
    steps: [{ kind: 'text', text: sub('x') }],
  },
  { input: { type: 'playwright', value: 'text=x' }, form: 'text', steps: [{ kind: 'text', text: sub('x') }] },
  { input: { type: 'aria-ref', value: 'e7' }, form: 'aria-ref', steps: [{ kind: 'aria-ref', ref: 'e7' }] },
  { input: { type: '', value: '#a' }, form: 'css', steps: [css('#a')] },
  {
    input: { type: 'accessibility id', value: 'Login' },
    form: 'appium',
    steps: [{ kind: 'appium', strategy: 'accessibility id', value: 'Login' }],
  },
  {
    input: { type: 'class name', value: 'XCUIElementTypeButton' },
    form: 'appium',
    steps: [{ kind: 'appium', strategy: 'class name', value: 'XCUIElementTypeButton' }],
  },
  {
    input: { type: '-android uiautomator', value: 'new UiSelector().text("Save")' },
    form: 'appium',
    steps: [{ kind: 'appium', strategy: '-android uiautomator', value: 'new UiSelector().text("Save")' }],
  },
  {
    input: { type: '-ios predicate string', value: "label == 'Save'" },
    form: 'appium',
    steps: [{ kind: 'appium', strategy: '-ios predicate string', value: "label == 'Save'" }],
  },
  {
    input: { type: '-ios class chain', value: '**/XCUIElementTypeButton' },
    form: 'appium',
    steps: [{ kind: 'appium', strategy: '-ios class chain', value: '**/XCUIElementTypeButton' }],
  },
];

test.describe('parseLocator: every form', () => {
  for (const { input, form, steps, description } of CASES) {
    test(JSON.stringify(input), () => {
      const query = parseLocator(input);
      expect(query.source).toBe(typeof input === 'string' ? input : input.value);
      expect(query.form).toBe(form);
      expect(meaning(query)).toEqual(
        meaning({ steps: steps as QueryStep[], ...(description ? { description } : {}) }),
      );
    });
  }
});

test('Appium strategies id / xpath / name on a native platform', () => {
  for (const strategy of ['id', 'xpath', 'name'] as const) {
    const query = parseLocator({ type: strategy, value: 'com.app:id/save' }, { platform: 'android' });
    expect(query.steps).toEqual([{ kind: 'appium', strategy, value: 'com.app:id/save' }]);
  }
});

test("Selenium's By strategies: link text, partial link text, tag name, and class name on the web", () => {
  const same = (input: { type: string; value: string }, written: string): void =>
    expect(meaning(parseLocator(input, { platform: 'web' }))).toEqual(meaning(parseLocator(written)));
  same({ type: 'link text', value: ' Log in ' }, "//a[normalize-space(.)='Log in']");
  same({ type: 'Partial Link Text', value: 'Log' }, "//a[contains(normalize-space(.), 'Log')]");
  same({ type: 'link text', value: `it's "x"` }, `//a[normalize-space(.)=concat('it', "'", 's "x"')]`);
  same({ type: 'tag name', value: 'BUTTON' }, 'button');
  same({ type: 'class name', value: 'btn-primary' }, '.btn-primary');
  same({ type: 'class name', value: 'md:flex' }, '.md\\:flex');
  // Without a platform, 'class name' stays Appium's (the table above); on the web it is one class.
  expect(() => parseLocator({ type: 'class name', value: 'btn btn-primary' }, { platform: 'web' })).toThrow(
    /takes one class .* at position 3/,
  );
  expect(() => parseLocator({ type: 'tag name', value: 'div.x' })).toThrow(/one tag name/);
});

test('testIdAttribute option applies to getByTestId, testid= and type testid', () => {
  const options = { testIdAttribute: 'data-qa' };
  for (const input of ["getByTestId('add')", 'testid=add', { type: 'testid', value: 'add' }]) {
    expect(parseLocator(input, options).steps).toEqual([testId(exact('add'), 'data-qa')]);
  }
  expect(parseLocator('data-testid=add', options).steps).toEqual([testId(exact('add'))]);
});

test('describe() and internal:describe keep the description, never as a step', () => {
  const fromCode = parseLocator("page.getByRole('button', { name: 'Save' }).describe('the save button')");
  const fromSelector = parseLocator(
    'internal:role=button[name="Save"i] >> internal:describe="the save button"',
  );
  expect(fromCode.description).toBe('the save button');
  expect(meaning(fromSelector)).toEqual(meaning(fromCode));
});

test('every locator.toString() output observed in Playwright 1.65 parses as Playwright code', () => {
  for (const { printed } of TO_STRING_TABLE) {
    const query = parseLocator(printed);
    expect(query.form).toBe('playwright-code');
    expect(query.steps.length).toBeGreaterThan(0);
  }
});
