import { expect, test } from '@playwright/test';
import { engineHeal } from '../../lib/server/engine-heal.js';
import { createHealService } from '../../lib/server/heal-service.js';
import { type RunningServer, startServer } from '../../lib/server/server.js';
import { runCli } from '../cli/spawn-cli.js';
import { ANDROID_SHOP, IOS_SETTINGS, RN_ANDROID } from './fixtures.js';

/**
 * The native engine end to end through the real CLI (`healwright heal < request.json` in a child
 * process): what a Java/Python/WebdriverIO Appium user runs. One request per platform, plus a
 * refusal, all on the project's own fixtures; then the same engine over HTTP.
 */
test.describe('healwright heal (native, real CLI)', () => {
  test.describe.configure({ timeout: 90_000 });

  const rows = [
    {
      name: 'Android: a renamed resource-id',
      request: {
        page_source: ANDROID_SHOP,
        existing_locators: [{ type: 'id', value: 'com.shop.app:id/checkout_button' }],
        description: 'Checkout button',
      },
      expected: {
        locator_type: 'id',
        locator: 'com.shop.app:id/checkout',
        platform: 'android',
        app_kind: 'native',
        framework: 'appium',
        code: 'driver.findElement(AppiumBy.id("com.shop.app:id/checkout"))',
      },
    },
    {
      name: 'iOS: a renamed accessibility id, WebdriverIO code',
      request: {
        page_source: IOS_SETTINGS,
        existing_locators: [{ type: 'accessibility id', value: 'add_to_cart_button' }],
        description: 'Add to cart',
        framework: 'webdriverio',
      },
      expected: {
        locator_type: 'accessibility id',
        locator: 'add-to-cart',
        platform: 'ios',
        framework: 'webdriverio',
        code: `$('~add-to-cart')`,
      },
    },
    {
      name: 'React Native: the testID',
      request: {
        page_source: RN_ANDROID,
        existing_locators: [{ type: 'id', value: 'login_btn' }],
        description: 'Log in',
      },
      expected: {
        platform: 'android',
        app_kind: 'react-native',
        locator_type: 'id',
        locator: 'login-button',
      },
    },
  ];

  for (const row of rows) {
    test(row.name, async () => {
      const run = await runCli(['heal'], JSON.stringify(row.request));
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const output = JSON.parse(run.stdout) as Record<string, unknown>;
      const answer = (output.answer ?? output) as Record<string, unknown>;
      expect(answer).toMatchObject(row.expected);
      expect(Object.keys(answer.code_alternatives as object).sort()).toEqual([
        'java',
        'python',
        'webdriverio',
      ]);
    });
  }

  test('a deleted target: exit 1 and a 422 that says why', async () => {
    const request = {
      page_source: ANDROID_SHOP.replace(/<android\.widget\.Button index="3"[^>]*\/>/, ''),
      existing_locators: [{ type: 'id', value: 'com.shop.app:id/checkout_button' }],
      description: 'Proceed to checkout',
    };
    expect(request.page_source).not.toContain('com.shop.app:id/checkout"');
    const run = await runCli(['heal'], JSON.stringify(request));
    expect(run.code).toBe(1);
    const output = JSON.parse(run.stdout) as { error?: { status?: number; code?: string } };
    expect(output.error).toMatchObject({ status: 422 });
  });
});

test.describe('POST /v1/heal (native, in-process server with the real engine)', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    const service = createHealService({ heal: engineHeal, llm: 'off', env: {} });
    server = await startServer({ port: 0, heal: service.heal });
  });
  test.afterAll(async () => {
    await server.close();
  });

  test('iOS answer with code alternatives, then a 422 for a deleted target', async () => {
    const post = async (body: unknown) => {
      const response = await fetch(`${server.url}/v1/heal`, { method: 'POST', body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const healed = await post({
      page_source: IOS_SETTINGS,
      existing_locators: [{ type: 'accessibility id', value: 'add_to_cart_button' }],
      description: 'Add to cart',
    });
    expect(healed.status).toBe(200);
    const answer = (healed.body.answer ?? healed.body) as Record<string, unknown>;
    expect(answer).toMatchObject({
      locator_type: 'accessibility id',
      locator: 'add-to-cart',
      platform: 'ios',
    });
    expect(answer.code_alternatives).toMatchObject({
      python: 'driver.find_element(AppiumBy.ACCESSIBILITY_ID, "add-to-cart")',
    });

    const refused = await post({
      page_source: ANDROID_SHOP.replace(/<android\.widget\.Button index="3"[^>]*\/>/, ''),
      existing_locators: [{ type: 'id', value: 'com.shop.app:id/checkout_button' }],
      description: 'Proceed to checkout',
    });
    expect(refused.status).toBe(422);
  });
});
