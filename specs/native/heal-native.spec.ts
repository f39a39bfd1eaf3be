import { expect, test } from '@playwright/test';
import type { HealResult } from '../../lib/engine/types.js';
import {
  detectNative,
  evaluateAppiumLocator,
  healNative,
  parseNativeSource,
} from '../../lib/native/index.js';
import { ANDROID_DUMP, ANDROID_SHOP, IOS_SETTINGS, RN_ANDROID, RN_IOS } from './fixtures.js';

function answerOf(result: HealResult) {
  if (!result.ok)
    throw new Error(`expected an answer, got ${result.failure.code}: ${result.failure.message}`);
  return result.answer;
}
function failureOf(result: HealResult) {
  if (result.ok)
    throw new Error(`expected a refusal, got ${result.answer.locator_type} ${result.answer.locator}`);
  return result.failure;
}

test.describe('detection', () => {
  const cases: [string, string, { platform: string; app_kind: string } | undefined][] = [
    ['Android native', ANDROID_SHOP, { platform: 'android', app_kind: 'native' }],
    ['Android dump', ANDROID_DUMP, { platform: 'android', app_kind: 'native' }],
    ['iOS native', IOS_SETTINGS, { platform: 'ios', app_kind: 'native' }],
    ['RN Android', RN_ANDROID, { platform: 'android', app_kind: 'react-native' }],
    ['RN iOS', RN_IOS, { platform: 'ios', app_kind: 'react-native' }],
    ['HTML', '<!doctype html><html></html>', undefined],
  ];
  for (const [name, source, expected] of cases) {
    test(name, () => expect(detectNative(source)).toEqual(expected));
  }
});

test.describe('Android ladder rungs', () => {
  test('resource-id: a renamed id heals to the full resource-id (id strategy)', async () => {
    const answer = answerOf(
      await healNative({
        page_source: ANDROID_SHOP,
        existing_locators: [{ type: 'id', value: 'com.shop.app:id/checkout_button' }],
        description: 'Checkout button',
      }),
    );
    expect(answer).toMatchObject({
      locator_type: 'id',
      locator: 'com.shop.app:id/checkout',
      strategy: 'resource-id',
      framework: 'appium',
      platform: 'android',
      app_kind: 'native',
      match_count: 1,
    });
    expect(answer.code).toBe('driver.findElement(AppiumBy.id("com.shop.app:id/checkout"))');
    expect(answer.alternatives.map((a) => a.locator_type)).toContain('accessibility id');
  });
  test('content-desc when there is no stable id', async () => {
    const answer = answerOf(await healNative({ page_source: ANDROID_SHOP, description: 'Add to wishlist' }));
    expect(answer).toMatchObject({
      locator_type: 'accessibility id',
      locator: 'Add to wishlist',
      strategy: 'content-desc',
    });
  });
  test('UiSelector text for a labelled element without id or content-desc', async () => {
    const answer = answerOf(await healNative({ page_source: ANDROID_DUMP, description: 'Archive button' }));
    expect(answer).toMatchObject({
      locator_type: '-android uiautomator',
      locator: 'new UiSelector().text("Archive")',
      strategy: 'uiselector-text',
    });
  });
  test('a recurring label is anchored on the identified section, never indexed', async () => {
    const answer = answerOf(
      await healNative({
        page_source: ANDROID_SHOP,
        existing_locators: [{ type: 'xpath', value: '//android.widget.Button[2]' }],
        description: 'Add to cart in recommendations',
      }),
    );
    expect(answer.locator_type).toBe('xpath');
    expect(answer.locator).toBe(
      "//*[@resource-id='com.shop.app:id/recommendations']//android.widget.Button[@text='Add to cart']",
    );
    expect(answer.strategy).toBe('anchored-xpath');
  });
  test('an intact locator comes back unchanged', async () => {
    const answer = answerOf(
      await healNative({
        page_source: ANDROID_SHOP,
        existing_locators: [{ type: 'accessibility id', value: 'Proceed to checkout' }],
      }),
    );
    expect(answer).toMatchObject({
      strategy: 'intact',
      locator_type: 'accessibility id',
      locator: 'Proceed to checkout',
    });
  });
  test('an index-based locator that still matches is replaced by a stable one', async () => {
    const answer = answerOf(
      await healNative({
        page_source: ANDROID_SHOP,
        existing_locators: [
          {
            type: '-android uiautomator',
            value: 'new UiSelector().className("android.widget.Button").instance(2)',
          },
        ],
        description: 'checkout',
      }),
    );
    expect(answer.strategy).not.toBe('intact');
    expect(answer.locator).toBe('com.shop.app:id/checkout');
  });
  test('a cart row read by its words: icon-font glyphs of its stepper are neither words nor a locator', async () => {
    // A food-delivery cart row: dish name, price, a quantity stepper whose − and + are icon-font
    // glyphs (private use area), and the line total. A wrapper came between the list and the row.
    const node = (cls: string, attrs: string, inner = '') =>
      `<${cls} class="${cls}" package="com.food.app" ${attrs} enabled="true" displayed="true"${inner ? `>${inner}</${cls}>` : ' />'}`;
    const text = (value: string, id: string, bounds: string) =>
      node(
        'android.widget.TextView',
        `text="${value}" resource-id="com.food.app:id/${id}" clickable="false" bounds="${bounds}"`,
      );
    const row = (dish: string, price: string, count: string, total: string, top: number) =>
      node(
        'android.widget.FrameLayout',
        `text="" clickable="false" bounds="[36,${top}][1308,${top + 200}]"`,
        node(
          'android.view.ViewGroup',
          `text="" clickable="true" bounds="[36,${top}][1308,${top + 200}]"`,
          text(dish, 'dish_name', `[132,${top + 30}][1020,${top + 90}]`) +
            text(price, 'dish_final_price', `[132,${top + 100}][300,${top + 150}]`) +
            node(
              'android.widget.LinearLayout',
              `text="" resource-id="com.food.app:id/ll_root" clickable="true" bounds="[1000,${top + 30}][1300,${top + 90}]"`,
              text('\ue890', 'button_remove', `[1000,${top + 30}][1080,${top + 90}]`) +
                text(count, 'text_view_title', `[1100,${top + 30}][1180,${top + 90}]`) +
                text('\ue922', 'button_add', `[1200,${top + 30}][1280,${top + 90}]`),
            ) +
            text(total, 'total_price', `[1161,${top + 120}][1272,${top + 170}]`),
        ),
      );
    const source =
      '<?xml version="1.0" encoding="UTF-8"?><hierarchy index="0" class="hierarchy" rotation="0" width="1344" height="2992">' +
      node(
        'android.widget.GridView',
        'text="" resource-id="com.food.app:id/recycler_view" clickable="false" bounds="[0,322][1344,2920]"',
        row('Tibetan Bao (3 pcs)', '₹345', '5', '₹1725', 400) +
          row('Veg Momos (6 pcs)', '₹220', '1', '₹220', 700),
      ) +
      '</hierarchy>';
    const answer = answerOf(
      await healNative({
        page_source: source,
        existing_locators: [
          {
            type: 'xpath',
            value: '//*[@resource-id="com.food.app:id/recycler_view"]/android.view.ViewGroup[1]',
          },
        ],
        description: 'Tibetan Bao (3 pcs) ₹345  5  ₹1725 button',
      }),
    );
    const tree = parseNativeSource(source, 'android');
    const matches = evaluateAppiumLocator(tree, answer.locator_type, answer.locator);
    expect(matches.map((match) => match.path)).toEqual([answer.target.path]);
    expect(answer.locator).toContain('Tibetan Bao (3 pcs)');
    expect(answer.locator).not.toMatch(/\p{Co}/u);
  });
  test('a label made an id ("Your cart total …" → `your_cart_total_…_button`) still names its element', async () => {
    // zomato's checkout bar: its content-desc, a sentence starting "Your", rewritten as an id.
    // tokenize keeps a capitalised first small word ("Your") and drops it inside an id, so the two
    // phrases differed by that word alone and the element was refused as only sharing some words.
    const node = (cls: string, attrs: string, inner = '') =>
      `<${cls} class="${cls}" package="com.food.app" ${attrs} enabled="true" displayed="true"${inner ? `>${inner}</${cls}>` : ' />'}`;
    const screen = (checkoutDesc: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">${node(
        'android.widget.FrameLayout',
        'text="" bounds="[0,0][1344,2992]"',
        node(
          'android.view.ViewGroup',
          'text="" resource-id="com.food.app:id/container_data" bounds="[0,2600][1344,2992]"',
          node(
            'android.widget.TextView',
            'text="Bill details" resource-id="com.food.app:id/bill_title" clickable="false" bounds="[36,2610][600,2660]"',
          ) +
            node(
              'android.view.View',
              `text="" content-desc="${checkoutDesc}" resource-id="com.food.app:id/checkout_button_bg" clickable="true" bounds="[0,2681][1344,2920]"`,
            ) +
            node(
              'android.widget.Button',
              'text="Change address" resource-id="com.food.app:id/change_address" clickable="true" bounds="[36,2930][600,2990]"',
            ),
        ),
      )}</hierarchy>`;
    const before = 'Your cart total is 1725. Proceed';
    const answer = answerOf(
      await healNative({
        page_source: screen('your_cart_total_is_1725_proceed_button'),
        existing_locators: [{ type: 'accessibility id', value: before }],
        description: `${before} button`,
      }),
    );
    expect(answer.target?.attributes?.['resource-id']).toBe('com.food.app:id/checkout_button_bg');
  });

  test('a deleted "#HangarBolivia" button does not heal to "Hangar Bolivia"; made an id, it still heals', async () => {
    // facebook's feed: a hashtag button and the page's name, the same words to tokenize. A
    // hashtag (or an @handle) is written exactly, so an element that does not show it is not it.
    const node = (cls: string, attrs: string) =>
      `<${cls} class="${cls}" package="com.facebook.katana" ${attrs} enabled="true" displayed="true" />`;
    const screen = (tag: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0"><android.widget.FrameLayout class="android.widget.FrameLayout" package="com.facebook.katana" text="" bounds="[0,0][1080,2200]">${node(
        'android.widget.Button',
        'text="Hangar Bolivia" clickable="true" bounds="[40,200][600,260]"',
      )}${node('android.widget.TextView', 'text="Opening this weekend in La Paz." clickable="false" bounds="[40,280][1000,340]"')}${tag}</android.widget.FrameLayout></hierarchy>`;
    const request = (source: string) => ({
      page_source: source,
      existing_locators: [{ type: '-android uiautomator', value: 'new UiSelector().text("#HangarBolivia")' }],
      description: '#HangarBolivia button',
    });
    expect(failureOf(await healNative(request(screen('')))).status).toBe(422);
    const madeAnId = answerOf(
      await healNative(
        request(
          screen(
            node(
              'android.widget.Button',
              'text="" content-desc="hangarbolivia_button" clickable="true" bounds="[40,360][400,420]"',
            ),
          ),
        ),
      ),
    );
    expect(madeAnId.target?.attributes?.['content-desc']).toBe('hangarbolivia_button');
  });

  test('a deleted "Veg Bento Box 1" image button does not heal to the card its label sits in', async () => {
    // zomato (native seed 23): the dish card's content-desc says "Veg Bento Box 1 is a veg dish of
    // ₹499" and holds the dish name; the accessibility id asked for exactly "Veg Bento Box 1", so it
    // never named the card. Made an id ("veg_bento_box_1_button"), the label still heals.
    const node = (cls: string, attrs: string, inner = '') =>
      `<${cls} class="${cls}" package="com.application.zomato" ${attrs} enabled="true" displayed="true">${inner}</${cls}>`;
    const screen = (image: string) =>
      '<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">' +
      node(
        'android.widget.FrameLayout',
        'text="" content-desc="Veg Bento Box 1 is a veg dish of ₹499" clickable="true" bounds="[0,1986][1344,2641]"',
        node(
          'android.widget.TextView',
          'text="Veg Bento Box 1" resource-id="com.application.zomato:id/dish_name" clickable="false" bounds="[36,2064][409,2126]"',
        ) +
          node('android.widget.TextView', 'text="ADD" clickable="true" bounds="[900,2460][1250,2560]"') +
          image,
      ) +
      '</hierarchy>';
    const request = (source: string) => ({
      page_source: source,
      existing_locators: [{ type: 'accessibility id', value: 'Veg Bento Box 1' }],
      description: 'Veg Bento Box 1 button',
    });
    expect(failureOf(await healNative(request(screen('')))).status).toBe(422);
    const renamed = answerOf(
      await healNative(
        request(
          screen(
            node(
              'android.widget.ImageView',
              'text="" content-desc="veg_bento_box_1_button" resource-id="com.application.zomato:id/image_view" clickable="true" bounds="[852,1998][1308,2454]"',
            ),
          ),
        ),
      ),
    );
    expect(renamed.target?.attributes?.['content-desc']).toBe('veg_bento_box_1_button');
  });

  test('a deleted "Search settings" button does not heal to the inert card that held it; renamed, it heals', async () => {
    // Android Settings (native seeds 739, 751): `search_action_bar` deleted, the MaterialCardView
    // `search_bar` around it stays, taking no touch and saying nothing itself.
    const node = (cls: string, attrs: string, inner = '') =>
      `<${cls} class="${cls}" package="com.android.settings" ${attrs} enabled="true" displayed="true">${inner}</${cls}>`;
    const inert = 'clickable="false" focusable="false" long-clickable="false"';
    const screen = (actionBar: string) =>
      '<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">' +
      node(
        'android.widget.LinearLayout',
        `text="" ${inert} bounds="[0,0][1080,2400]"`,
        node(
          'com.google.android.material.card.MaterialCardView',
          `text="" resource-id="com.android.settings:id/search_bar" ${inert} bounds="[22,88][1058,220]"`,
          node(
            'android.widget.FrameLayout',
            `text="" ${inert} bounds="[22,88][1058,220]"`,
            actionBar +
              node(
                'android.widget.ImageView',
                `text="" content-desc="Profile picture" resource-id="com.android.settings:id/account_avatar" ${inert} bounds="[900,100][1040,210]"`,
              ),
          ),
        ) +
          node(
            'android.widget.TextView',
            `text="Network &amp; internet" resource-id="android:id/title" ${inert} bounds="[50,300][600,360]"`,
          ),
      ) +
      '</hierarchy>';
    const request = (source: string) => ({
      page_source: source,
      existing_locators: [{ type: 'id', value: 'com.android.settings:id/search_action_bar' }],
      description: 'Search settings button',
    });
    expect(failureOf(await healNative(request(screen('')))).status).toBe(422);
    const renamed = answerOf(
      await healNative(
        request(
          screen(
            node(
              'android.view.ViewGroup',
              'text="" resource-id="com.android.settings:id/search_action_bar_v2" clickable="true" focusable="true" bounds="[22,88][880,220]"',
              node(
                'android.widget.TextView',
                `text="Search settings" resource-id="com.android.settings:id/search_action_bar_title" ${inert} bounds="[385,124][695,184]"`,
              ),
            ),
          ),
        ),
      ),
    );
    expect(renamed.target?.attributes?.['resource-id']).toBe('com.android.settings:id/search_action_bar_v2');
  });

  test('the user-typed text of a field is never a locator', async () => {
    const answer = answerOf(
      await healNative({
        page_source: ANDROID_SHOP,
        existing_locators: [{ type: 'id', value: 'com.shop.app:id/email_input' }],
        description: 'email field',
      }),
    );
    expect(answer.locator).toBe('com.shop.app:id/email');
    expect(JSON.stringify(answer.alternatives)).not.toContain('jane@example.com');
  });
});

test.describe('iOS ladder rungs', () => {
  test('accessibility id (name)', async () => {
    const answer = answerOf(
      await healNative({
        page_source: IOS_SETTINGS,
        existing_locators: [{ type: 'accessibility id', value: 'addToCart' }],
        description: 'Add to cart',
      }),
    );
    expect(answer).toMatchObject({
      locator_type: 'accessibility id',
      locator: 'add-to-cart',
      strategy: 'accessibility-id',
    });
    expect(answer.alternatives.map((a) => a.locator_type)).toEqual(
      expect.arrayContaining(['-ios predicate string', '-ios class chain']),
    );
  });
  test('class chain / anchored forms for an element with no name, in its identified cell', async () => {
    const answer = answerOf(
      await healNative({
        page_source: IOS_SETTINGS,
        description: 'Add to cart for the bike light recommendation',
      }),
    );
    expect(answer.locator_type).toBe('-ios class chain');
    expect(answer.locator).toBe(
      '**/*[`name == "recommendation-bike-light"`]/**/XCUIElementTypeButton[`label == "Add to cart"`]',
    );
  });
  test('predicate string when the name is missing but the label is unique', async () => {
    const source = IOS_SETTINGS.replace('name="Checkout" label="Checkout"', 'label="Checkout"');
    const answer = answerOf(await healNative({ page_source: source, description: 'Checkout button' }));
    expect(answer).toMatchObject({
      locator_type: '-ios predicate string',
      locator: 'type == "XCUIElementTypeButton" AND label == "Checkout"',
      strategy: 'predicate',
    });
  });
});

test.describe('React Native', () => {
  test('testID on Android is the resource-id', async () => {
    const answer = answerOf(
      await healNative({
        page_source: RN_ANDROID,
        existing_locators: [{ type: 'id', value: 'loginButton' }],
        description: 'Log in button',
      }),
    );
    expect(answer).toMatchObject({
      locator_type: 'id',
      locator: 'login-button',
      strategy: 'test-id',
      app_kind: 'react-native',
    });
  });
  test('accessibilityLabel (content-desc) next', async () => {
    const answer = answerOf(await healNative({ page_source: RN_ANDROID, description: 'Open settings' }));
    expect(answer).toMatchObject({
      locator_type: 'accessibility id',
      locator: 'Open settings',
      strategy: 'accessibility-label',
    });
  });
  test('visible text for a text view', async () => {
    const answer = answerOf(
      await healNative({ page_source: RN_ANDROID, description: 'Welcome back title text' }),
    );
    expect(answer).toMatchObject({
      locator_type: '-android uiautomator',
      locator: 'new UiSelector().text("Welcome back")',
      strategy: 'text',
    });
  });
  test('split text is reassembled, and the pressable gets a text-predicated container XPath', async () => {
    const answer = answerOf(
      await healNative({
        page_source: RN_ANDROID,
        existing_locators: [{ type: '-android uiautomator', value: 'new UiSelector().text("Add to cart")' }],
        description: 'Add to cart button',
      }),
    );
    expect(answer).toMatchObject({ locator_type: 'xpath', strategy: 'text-container-xpath' });
    expect(answer.locator).toBe("//android.view.ViewGroup[./*[@text='Add to'] and ./*[@text='cart']]");
  });
  test('no testID, label or text: 422 naming the element and saying to add a testID', async () => {
    const failure = failureOf(
      await healNative({
        page_source: RN_ANDROID,
        existing_locators: [{ type: 'xpath', value: '//android.view.ViewGroup[4]' }],
        app_kind: 'react-native',
      }),
    );
    expect(failure.status).toBe(422);
    expect(failure.code).toBe('CANNOT_HEAL');
    expect(failure.message).toContain('android.view.ViewGroup');
    expect(failure.message).toContain('bounds [900,700][1040,840]');
    expect(failure.message).toContain('Add a testID');
    expect(failure.message).not.toMatch(/ViewGroup\[\d\]/);
  });
  test('iOS: testID is the name; composed container names are never used', async () => {
    const answer = answerOf(await healNative({ page_source: RN_IOS, description: 'Log in button' }));
    expect(answer).toMatchObject({
      locator_type: 'accessibility id',
      locator: 'login-button',
      strategy: 'test-id',
      platform: 'ios',
    });
    const again = answerOf(await healNative({ page_source: RN_IOS, description: 'Open settings' }));
    expect(again.locator).toBe('Open settings');
    expect(JSON.stringify(again)).not.toContain('Log in Open settings Welcome back"');
  });
});

test.describe('bad input and refusals', () => {
  test('HTML sent as android → 400 with the reason', async () => {
    const failure = failureOf(
      await healNative({
        page_source: '<!DOCTYPE html><html><body></body></html>',
        platform: 'android',
        description: 'x',
      }),
    );
    expect(failure).toMatchObject({ status: 400, code: 'INVALID_PAGE_SOURCE' });
    expect(failure.message).toMatch(/HTML page/);
  });
  test('malformed XML → 400', async () => {
    const failure = failureOf(
      await healNative({ page_source: '<hierarchy><node class="x">', description: 'x' }),
    );
    expect(failure).toMatchObject({ status: 400, code: 'INVALID_PAGE_SOURCE' });
  });
  test('a locator grammar error → 400, not a crash', async () => {
    const failure = failureOf(
      await healNative({
        page_source: IOS_SETTINGS,
        existing_locators: [{ type: '-ios predicate string', value: 'hue == "x"' }],
      }),
    );
    expect(failure).toMatchObject({ status: 400, code: 'INVALID_LOCATOR' });
  });
  test('an unknown strategy → 400', async () => {
    const failure = failureOf(
      await healNative({
        page_source: IOS_SETTINGS,
        existing_locators: [{ type: 'css selector', value: '#x' }],
      }),
    );
    expect(failure).toMatchObject({ status: 400, code: 'UNKNOWN_STRATEGY' });
  });
  test('no evidence → 400', async () => {
    expect(failureOf(await healNative({ page_source: IOS_SETTINGS })).status).toBe(400);
  });
  test('two equally good candidates → 422 AMBIGUOUS naming both', async () => {
    const failure = failureOf(await healNative({ page_source: ANDROID_SHOP, description: 'Add to cart' }));
    expect(failure).toMatchObject({ status: 422, code: 'AMBIGUOUS' });
    expect(failure.candidates.length).toBe(2);
  });
  test('a model breaks a close tie through deps.choose (llm_used)', async () => {
    const result = await healNative(
      { page_source: ANDROID_SHOP, description: 'Add to cart' },
      {
        choose: async (q) => ({
          index: q.candidates.findIndex((c) => c.section?.includes('recommendations')),
        }),
      },
    );
    const answer = answerOf(result);
    expect(answer.llm_used).toBe(true);
    expect(answer.target.path).toBe('0/0/1/1');
  });
  test('nothing related → 422 CANNOT_HEAL', async () => {
    const failure = failureOf(await healNative({ page_source: ANDROID_SHOP, description: 'volume slider' }));
    expect(failure).toMatchObject({ status: 422, code: 'CANNOT_HEAL' });
  });
  test('allow_xpath: false never returns XPath', async () => {
    const result = await healNative({
      page_source: RN_ANDROID,
      description: 'Add to cart button',
      options: { allow_xpath: false },
    });
    expect(result.ok).toBe(false);
  });
  test('every answer is validated: the locator matches exactly the target', async () => {
    const answer = answerOf(
      await healNative({ page_source: ANDROID_SHOP, description: 'Add to cart in recommendations' }),
    );
    const tree = parseNativeSource(ANDROID_SHOP);
    for (const locator of [answer, ...answer.alternatives]) {
      const found = evaluateAppiumLocator(tree, locator.locator_type, locator.locator);
      expect(found.map((n) => n.path)).toEqual([answer.target.path]);
    }
  });
});
