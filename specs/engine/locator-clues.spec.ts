import { expect, test } from '@playwright/test';
import { readLocatorEvidence } from '../../lib/engine/shortlist/locator-clues.js';
import { parseLocator } from '../../lib/locators/parse.js';

const TEST_IDS = ['data-testid', 'data-test', 'data-qa', 'data-cy', 'data-test-id'];
const evidence = (locator: string) => readLocatorEvidence(parseLocator(locator), TEST_IDS);

test.describe('what a broken locator still says', () => {
  const cases: [string, object[]][] = [
    ['#add-to-cart-backpack', [{ kind: 'id', value: 'add-to-cart-backpack' }]],
    ['[data-test="login-button"]', [{ kind: 'test-id', attribute: 'data-test', value: 'login-button' }]],
    [
      'button.btn_primary',
      [
        { kind: 'class', value: 'btn_primary' },
        { kind: 'tag', value: 'button' },
      ],
    ],
    ["getByRole('button', { name: 'Save' })", [{ kind: 'role', role: 'button', name: 'Save', exact: false }]],
    [
      "//button[text()='Add to cart']",
      [
        { kind: 'text', value: 'Add to cart', exact: true },
        { kind: 'tag', value: 'button' },
      ],
    ],
    [
      "//input[@name='email']",
      [
        { kind: 'attribute', name: 'name', value: 'email', exact: true },
        { kind: 'tag', value: 'input' },
      ],
    ],
    [
      "//*[contains(@class,'submit') and contains(text(),'Go')]",
      [
        { kind: 'class', value: 'submit' },
        { kind: 'text', value: 'Go', exact: false },
      ],
    ],
    ['#\\:r3\\:', [{ kind: 'id', value: ':r3:' }]],
    ['text=Checkout', [{ kind: 'text', value: 'Checkout', exact: false }]],
  ];
  for (const [locator, clues] of cases) {
    test(locator, () => {
      expect(evidence(locator).clues).toEqual(clues);
    });
  }
});

test.describe('robustness: a surviving locator earns credit in proportion to it', () => {
  const order = [
    '[data-testid="checkout"]',
    "getByRole('button', { name: 'Checkout' })",
    '#checkout',
    'text=Checkout',
    'button.checkout-button',
    '#ember1043',
    'div > div:nth-child(3) > button',
    '//div[1]//button',
    '/html/body/div[2]/div/button',
  ];
  test('most to least robust', () => {
    const values = order.map((locator) => evidence(locator).robustness);
    for (let i = 1; i < values.length; i++) expect(values[i]!).toBeLessThanOrEqual(values[i - 1]!);
    expect(values[0]).toBe(1);
    expect(values[values.length - 2]!).toBeLessThan(0.05);
    expect(values[values.length - 1]!).toBeLessThan(0.01);
  });
  test('data-dependent text is weak', () => {
    expect(evidence('text=$29.99').robustness).toBeLessThan(0.2);
  });
});
