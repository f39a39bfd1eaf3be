import { expect, test } from '@playwright/test';
import { isHealwrightError } from '../../lib/errors.js';
import {
  evaluateAppiumLocator,
  parseClassChain,
  parseNativeSource,
  parsePredicate,
  parseUiSelector,
} from '../../lib/native/index.js';
import { ANDROID_DUMP, ANDROID_SHOP, IOS_SETTINGS, RN_ANDROID } from './fixtures.js';

const android = parseNativeSource(ANDROID_SHOP);
const dump = parseNativeSource(ANDROID_DUMP);
const ios = parseNativeSource(IOS_SETTINGS);
const rn = parseNativeSource(RN_ANDROID);

/** What a locator matched, as `class:label` strings. */
function found(tree: typeof android, strategy: string, value: string): string[] {
  return evaluateAppiumLocator(tree, strategy, value).map((node) => {
    const a = node.attributes;
    return `${node.tag.replace(/^.*\.|^XCUIElementType/, '')}:${a['resource-id'] || a['content-desc'] || a.text || a.name || a.label || a.value || ''}`;
  });
}

test.describe('Android evaluators', () => {
  const cases: [string, string, string[]][] = [
    ['id', 'com.shop.app:id/add_to_cart', ['Button:com.shop.app:id/add_to_cart']],
    ['id', 'add_to_cart', ['Button:com.shop.app:id/add_to_cart']], // short id, package prefixed like UiAutomator2
    ['id', 'com.other:id/add_to_cart', []],
    ['accessibility id', 'Add to wishlist', ['ImageButton:Add to wishlist']],
    ['class name', 'android.widget.EditText', ['EditText:com.shop.app:id/email']],
    [
      'xpath',
      "//android.widget.Button[@text='Add to cart']",
      ['Button:com.shop.app:id/add_to_cart', 'Button:Add to cart'],
    ],
    [
      'xpath',
      "//*[@resource-id='com.shop.app:id/recommendations']//android.widget.Button",
      ['Button:Add to cart'],
    ],
    [
      '-android uiautomator',
      'new UiSelector().text("Add to cart")',
      ['Button:com.shop.app:id/add_to_cart', 'Button:Add to cart'],
    ],
    [
      '-android uiautomator',
      'new UiSelector().textContains("Back")',
      ['TextView:com.shop.app:id/product_title'],
    ],
    ['-android uiautomator', 'new UiSelector().textStartsWith("Bike")', ['TextView:Bike Light']],
    [
      '-android uiautomator',
      'new UiSelector().textMatches("Add to .*")',
      ['Button:com.shop.app:id/add_to_cart', 'Button:Add to cart'],
    ],
    [
      '-android uiautomator',
      'new UiSelector().resourceId("com.shop.app:id/checkout")',
      ['Button:com.shop.app:id/checkout'],
    ],
    [
      '-android uiautomator',
      'new UiSelector().resourceIdMatches(".*:id/product_.*")',
      [
        'LinearLayout:com.shop.app:id/product_card',
        'TextView:com.shop.app:id/product_title',
        'TextView:com.shop.app:id/product_price',
      ],
    ],
    [
      '-android uiautomator',
      'new UiSelector().description("Proceed to checkout")',
      ['Button:com.shop.app:id/checkout'],
    ],
    ['-android uiautomator', 'new UiSelector().descriptionContains("wish")', ['ImageButton:Add to wishlist']],
    [
      '-android uiautomator',
      'new UiSelector().className("android.widget.Button").text("Add to cart").instance(1)',
      ['Button:Add to cart'],
    ],
    [
      '-android uiautomator',
      'UiSelector().clickable(true).className("android.widget.ImageButton")',
      ['ImageButton:Add to wishlist'],
    ],
    [
      '-android uiautomator',
      'new UiSelector().resourceId("com.shop.app:id/recommendations").childSelector(new UiSelector().text("Add to cart"))',
      ['Button:Add to cart'],
    ],
    [
      '-android uiautomator',
      'new UiSelector().text("Checkout"); new UiSelector().text("Bike Light")',
      ['TextView:Bike Light', 'Button:com.shop.app:id/checkout'],
    ],
    ['-android uiautomator', 'new UiSelector().text("Say \\"hi\\"")', []],
  ];
  for (const [strategy, value, expected] of cases) {
    test(`${strategy} ${value}`, () => {
      expect(found(android, strategy, value)).toEqual(expected);
    });
  }

  test('the <node> dump form is evaluated with class-named elements, as Appium names them', () => {
    expect(dump.format).toBe('uiautomator-dump');
    expect(found(dump, 'xpath', "//android.widget.ImageButton[@content-desc='Compose']")).toEqual([
      'ImageButton:com.mail.app:id/compose_fab',
    ]);
    expect(found(dump, 'id', 'compose_fab')).toEqual(['ImageButton:com.mail.app:id/compose_fab']);
  });

  test('React Native testIDs (bare resource-ids) match the id strategy exactly', () => {
    expect(found(rn, 'id', 'login-button')).toEqual(['ViewGroup:login-button']);
  });
});

test.describe('iOS evaluators', () => {
  const cases: [string, string, string[]][] = [
    ['accessibility id', 'add-to-cart', ['Button:add-to-cart']],
    ['id', 'Checkout', ['Button:Checkout']],
    ['name', 'Back', ['Button:Back']],
    ['class name', 'XCUIElementTypeCell', ['Cell:recommendation-bike-light']],
    [
      '-ios predicate string',
      'type == "XCUIElementTypeButton" AND label == "Add to cart"',
      ['Button:add-to-cart', 'Button:Add to cart'],
    ],
    ['-ios predicate string', "label ==[c] 'checkout'", ['Button:Checkout']],
    [
      '-ios predicate string',
      'name != "Back" AND type = "XCUIElementTypeButton" AND visible == 1',
      ['Button:add-to-cart', 'Button:Add to cart', 'Button:Checkout'],
    ],
    [
      '-ios predicate string',
      'label CONTAINS "cart" AND NOT (name == "add-to-cart")',
      ['Button:Add to cart'],
    ],
    [
      '-ios predicate string',
      'label BEGINSWITH "Bike" OR label ENDSWITH "Backpack"',
      ['StaticText:Sauce Labs Backpack', 'StaticText:Bike Light'],
    ],
    ['-ios predicate string', 'label LIKE "Sauce*Back?ack"', ['StaticText:Sauce Labs Backpack']],
    ['-ios predicate string', 'name MATCHES "recommendation-.*"', ['Cell:recommendation-bike-light']],
    [
      '-ios predicate string',
      'label ==[cd] "ADD TÓ CART" && type == "XCUIElementTypeButton"',
      ['Button:add-to-cart', 'Button:Add to cart'],
    ],
    ['-ios predicate string', 'visible == false', ['Button:Hidden help']],
    ['-ios predicate string', 'enabled == YES AND wdName == "Back"', ['Button:Back']],
    [
      '-ios class chain',
      '**/XCUIElementTypeButton[`label == "Add to cart"`]',
      ['Button:add-to-cart', 'Button:Add to cart'],
    ],
    [
      '-ios class chain',
      '**/XCUIElementTypeCell[`name BEGINSWITH "recommendation"`]/XCUIElementTypeButton',
      ['Button:Add to cart'],
    ],
    ['-ios class chain', '**/XCUIElementTypeCell/**/XCUIElementTypeButton', ['Button:Add to cart']],
    [
      '-ios class chain',
      'XCUIElementTypeWindow/XCUIElementTypeOther/XCUIElementTypeButton[2]',
      ['Button:Checkout'],
    ],
    ['-ios class chain', '**/XCUIElementTypeButton[-1]', ['Button:Hidden help']],
    [
      '-ios class chain',
      '**/*[$label == "Bike Light"$]',
      ['Window:', 'Other:', 'Cell:recommendation-bike-light'],
    ],
    [
      'xpath',
      "//*[@name='recommendation-bike-light']//XCUIElementTypeButton[@label='Add to cart']",
      ['Button:Add to cart'],
    ],
  ];
  for (const [strategy, value, expected] of cases) {
    test(`${strategy} ${value}`, () => {
      expect(found(ios, strategy, value)).toEqual(expected);
    });
  }
});

test.describe('grammar errors are 400s with a position, never crashes', () => {
  const errors: [string, string, RegExp][] = [
    ['-android uiautomator', 'new UiSelector().text("Add to cart)', /unbalanced quote/],
    ['-android uiautomator', 'new UiSelector().textt("x")', /unknown UiSelector method "textt"/],
    ['-android uiautomator', 'new UiSelector().text("x"', /expected "\)"/],
    [
      '-android uiautomator',
      'new UiScrollable(new UiSelector().scrollable(true))',
      /unsupported "UiScrollable"/,
    ],
    ['-android uiautomator', 'new UiSelector().clickable(yes)', /expected true or false/],
    ['-android uiautomator', 'new UiSelector().textMatches("([")', /invalid regular expression/],
    ['-ios predicate string', 'label == "Add to cart', /unbalanced quote/],
    ['-ios predicate string', 'colour == "red"', /unknown attribute "colour"/],
    ['-ios predicate string', 'label IN {"a", "b"}', /unsupported or missing comparison operator/],
    ['-ios predicate string', 'label == "a" AND', /expected an attribute name/],
    ['-ios predicate string', '(label == "a"', /expected "\)"/],
    ['-ios predicate string', 'label ==[x] "a"', /expected \[c\], \[d\] or \[cd\]/],
    ['-ios predicate string', '', /empty predicate/],
    ['-ios class chain', '**/XCUIElementTypeButton[`label == "x"]', /missing closing `/],
    ['-ios class chain', '**/XCUIElementTypeButton[`label == "x`]', /unbalanced quote/],
    ['-ios class chain', '**/XCUIElementTypeButton[`shade == "x"`]', /unknown attribute "shade"/],
    ['-ios class chain', '**/Button', /expected an element type/],
    ['-ios class chain', '**/XCUIElementTypeButton[0]', /indexes start at 1/],
    ['-ios class chain', 'XCUIElementTypeWindow/', /ends with "\/"/],
    ['xpath', '//XCUIElementTypeButton[', /Unbalanced \[ at position 23/],
    ['xpath', '//XCUIElementTypeButton[@name="Login"', /Unbalanced \[ at position 23/],
    ['xpath', '//XCUIElementTypeButton[@name="Login]', /Unbalanced quote " at position 30/],
    ['xpath', '//XCUIElementTypeButton[@name=]', /XPath does not compile/],
  ];
  for (const [strategy, value, message] of errors) {
    test(`${strategy} ${JSON.stringify(value)}`, () => {
      let caught: unknown;
      try {
        evaluateAppiumLocator(
          ios.platform === 'ios' && strategy === '-android uiautomator' ? android : ios,
          strategy,
          value,
        );
      } catch (error) {
        caught = error;
      }
      expect(isHealwrightError(caught)).toBe(true);
      const error = caught as {
        status: number;
        code: string;
        message: string;
        details: { position?: number };
      };
      expect(error.status).toBe(400);
      expect(error.code).toBe('INVALID_LOCATOR');
      expect(error.message).toMatch(message);
      expect(typeof error.details.position).toBe('number');
    });
  }

  test('a strategy the platform does not have is UNKNOWN_STRATEGY (400)', () => {
    expect(() => evaluateAppiumLocator(android, '-ios predicate string', 'label == "x"')).toThrow(
      /does not exist on android/,
    );
    expect(() => evaluateAppiumLocator(ios, 'css selector', 'button')).toThrow(/Unknown Appium strategy/);
  });

  test('parsers return plain data', () => {
    expect(parseUiSelector('new UiSelector().text("A").instance(2)')).toEqual([
      { conditions: [{ kind: 'string', method: 'text', value: 'A' }], instance: 2, relations: [] },
    ]);
    expect(parsePredicate('NOT label == "a"')).toEqual({
      kind: 'not',
      operand: {
        kind: 'compare',
        key: 'label',
        operator: '==',
        caseInsensitive: false,
        diacriticInsensitive: false,
        value: 'a',
      },
    });
    expect(parseClassChain('**/XCUIElementTypeCell[2]')).toEqual([
      { descendants: true, type: 'XCUIElementTypeCell', filters: [{ kind: 'index', index: 2 }] },
    ]);
  });
});

test.describe('page sources', () => {
  const bad: [string, string, RegExp][] = [
    ['empty', '   ', /empty/],
    ['malformed XML', '<hierarchy><node class="a"></hierarchy>', /Malformed XML/],
    ['HTML page', '<!DOCTYPE html><html><body><button>Go</button></body></html>', /HTML page/],
    [
      'empty hierarchy',
      '<?xml version="1.0"?><hierarchy rotation="0"></hierarchy>',
      /neither an Android|empty hierarchy/,
    ],
    ['unknown XML', '<root><item/></root>', /neither an Android/],
  ];
  for (const [name, source, message] of bad) {
    test(`${name} → INVALID_PAGE_SOURCE`, () => {
      expect(() => parseNativeSource(source)).toThrow(message);
    });
  }
  test('a platform that contradicts the source is refused', () => {
    expect(() => parseNativeSource(IOS_SETTINGS, 'android')).toThrow(
      /says platform "android" but the page source is an ios hierarchy/,
    );
  });
  test('element paths are element-child indexes from the root', () => {
    const [button] = evaluateAppiumLocator(android, 'id', 'com.shop.app:id/checkout');
    expect(button?.path).toBe('0/0/3');
  });
});
