import { expect, test } from '@playwright/test';
import type { HealAnswer, HealResult } from '../../lib/engine/types.js';
import { healNative, renderAppiumCode } from '../../lib/native/index.js';
import { ANDROID_SHOP, IOS_SETTINGS, RN_ANDROID } from './fixtures.js';

function answerOf(result: HealResult): HealAnswer {
  if (!result.ok)
    throw new Error(`expected an answer, got ${result.failure.code}: ${result.failure.message}`);
  return result.answer;
}

test.describe('code forms of a native answer', () => {
  test('Java by default, with Python and WebdriverIO alongside', async () => {
    const answer = answerOf(
      await healNative({
        page_source: ANDROID_SHOP,
        existing_locators: [{ type: 'id', value: 'com.shop.app:id/checkout_button' }],
        description: 'Checkout button',
      }),
    );
    expect(answer.framework).toBe('appium');
    expect(answer.code).toBe('driver.findElement(AppiumBy.id("com.shop.app:id/checkout"))');
    expect(answer.code_alternatives).toEqual({
      java: 'driver.findElement(AppiumBy.id("com.shop.app:id/checkout"))',
      python: 'driver.find_element(AppiumBy.ID, "com.shop.app:id/checkout")',
      webdriverio: `$('android=new UiSelector().resourceId("com.shop.app:id/checkout")')`,
    });
  });

  test('framework "webdriverio": code and alternatives in WebdriverIO selector syntax', async () => {
    const answer = answerOf(
      await healNative({
        page_source: RN_ANDROID,
        description: 'Add to cart button',
        framework: 'webdriverio',
      }),
    );
    expect(answer.framework).toBe('webdriverio');
    expect(answer.code).toBe(answer.code_alternatives?.webdriverio);
    expect(answer.code.startsWith('$(')).toBe(true);
    for (const alternative of answer.alternatives) expect(alternative.code.startsWith('$(')).toBe(true);
  });

  test('framework "selenium" or "appium" keeps Java', async () => {
    for (const framework of ['selenium', 'appium'] as const) {
      const answer = answerOf(
        await healNative({
          page_source: IOS_SETTINGS,
          existing_locators: [{ type: 'accessibility id', value: 'checkout_btn' }],
          description: 'Checkout',
          framework,
        }),
      );
      expect(answer.code.startsWith('driver.findElement(AppiumBy.')).toBe(true);
    }
  });

  const rows: [Parameters<typeof renderAppiumCode>, string][] = [
    [['id', 'checkout', 'webdriverio', 'ios'], `$('~checkout')`],
    [
      ['id', 'com.app:id/go', 'webdriverio', 'android'],
      `$('android=new UiSelector().resourceId("com.app:id/go")')`,
    ],
    [['name', `it's "here"`, 'webdriverio'], `$('//*[@name=concat(\\'it\\', "\\'", \\'s "here"\\')]')`],
    [
      ['-ios class chain', '**/XCUIElementTypeCell[`label == "Wi-Fi"`]', 'python'],
      'driver.find_element(AppiumBy.IOS_CLASS_CHAIN, "**/XCUIElementTypeCell[`label == \\"Wi-Fi\\"`]")',
    ],
    [['accessibility id', 'Log in', 'java'], 'driver.findElement(AppiumBy.accessibilityId("Log in"))'],
  ];
  for (const [args, expected] of rows) {
    test(`renderAppiumCode(${args.map((a) => JSON.stringify(a)).join(', ')})`, () => {
      expect(renderAppiumCode(...args)).toBe(expected);
    });
  }
});
