import { expect, test } from '@playwright/test';
import { isOnlyData } from '../../lib/engine/text/data-dependent.js';
import { handlesIn } from '../../lib/engine/text/handles.js';
import {
  detectDataDependentText,
  detectGeneratedId,
  detectUnstableClass,
  splitWords,
  tokenCoverage,
  tokenize,
  tokenSimilarity,
} from '../../lib/engine/text/index.js';
import { mayHoldSomeWord } from '../../lib/engine/text/tokenize.js';

test.describe('tokenize', () => {
  const cases: [string, string[]][] = [
    ['addToCart-btn_2', ['add', 'cart', 'button', '2']],
    ['Click the Add-To-Cart btn', ['click', 'add', 'cart', 'button']],
    ['Sign in to your account', ['login', 'account']],
    ['XMLHttpRequest', ['xml', 'http', 'request']],
    ['shopping_cart_link', ['cart', 'link']],
    ['Items', ['item']],
    // Combining marks (Devanagari vowel signs) belong to their word.
    ['पालि', ['पालि']],
    ['नेपाल भाषा', ['नेपाल', 'भाषा']],
    // A leading capitalised small word names the field ("From" vs "To").
    ['From , required.', ['from', 'required']],
    ['', []],
    // Words that are Object.prototype members are words like any other, not table entries.
    ['Constructor settings', ['constructor', 'setting']],
    ['valueOf hasOwnProperty', ['value', 'own', 'property']],
    // Japanese writes no spaces: a change of script (katakana, kanji, hiragana) is the boundary.
    ['サーバーラック用タップ', ['サーバーラック', 'タップ']],
    ['ご意見・ご要望を投稿する', ['意見', '要望', '投稿', 'する']],
    // Chinese is one script throughout: a run stays whole.
    ['中文测试', ['中文测试']],
  ];
  for (const [input, expected] of cases) {
    test(`tokenize(${JSON.stringify(input)})`, () => {
      expect(tokenize(input)).toEqual(expected);
    });
  }
  test('splitWords keeps stop words and splits digits', () => {
    expect(splitWords('step2OfThe_wizard')).toEqual(['step', '2', 'of', 'the', 'wizard']);
  });
  // A prefilter: false only when splitting could not give the word (camelCase, digits, İ and the
  // Kelvin sign lowercased, a final sigma).
  const holders: [string, string][] = [
    ['navMobileMenu', 'mobile'],
    ['MOBILE_NAV', 'mobile'],
    ['menu2Mobile', 'mobile'],
    ['DES\u212aTOP-nav', 'desktop'],
    ['\u0130tem', 'i\u0307tem'],
    ['ΟΔΟΣ2', 'οδος'],
    ['ΟΔΟΣⅫ', 'οδος'],
  ];
  for (const [text, word] of holders) {
    test(`mayHoldSomeWord(${JSON.stringify(text)}, ${word}) agrees with splitWords`, () => {
      expect(splitWords(text)).toContain(word);
      expect(mayHoldSomeWord(text, [word])).toBe(true);
    });
  }
  test('mayHoldSomeWord is false for a value that names none of the words', () => {
    expect(mayHoldSomeWord('nav-menu main', ['mobile', 'tablet'])).toBe(false);
  });
});

test.describe('similarity', () => {
  test('equal, prefix, one letter apart, unrelated', () => {
    expect(tokenSimilarity('save', 'save')).toBe(1);
    expect(tokenSimilarity('address', 'addr')).toBeGreaterThan(0.6);
    // One letter apart is another word as often as a typo ("Contracts" and "Contact").
    expect(tokenSimilarity('contract', 'contact')).toBe(0);
    expect(tokenSimilarity('cart', 'card')).toBe(0);
    // A whole word that another compounds is not its abbreviation ("fiord" of "Fiordland").
    expect(tokenSimilarity('fiordland', 'fiord')).toBe(0);
    expect(tokenSimilarity('searchbar', 'search')).toBeGreaterThan(0.6);
    // A derived noun names another thing ("gadgetry" is no form of "gadget"); a tense still reads alike.
    expect(tokenSimilarity('gadget', 'gadgetry')).toBe(0);
    expect(tokenSimilarity('member', 'membership')).toBe(0);
    expect(tokenSimilarity('focus', 'focused')).toBeGreaterThan(0.6);
    // So does the one who does it, whatever the word's length ("buyer" of "buy").
    expect(tokenSimilarity('buy', 'buyer')).toBe(0);
    expect(tokenSimilarity('follow', 'followers')).toBe(0);
    expect(tokenSimilarity('follow', 'following')).toBeGreaterThan(0.6);
    // A glued run of words still starts with its first one (an id lower-cased and run together).
    expect(tokenSimilarity('bannerprivacysettingsbutton', 'banner')).toBeGreaterThan(0.6);
    expect(tokenSimilarity('step1', 'step2')).toBe(0);
    expect(tokenSimilarity('submit', 'cancel')).toBe(0);
  });
  test('coverage is directed', () => {
    expect(tokenCoverage(['add', 'cart'], ['add', 'cart', 'backpack'])).toBe(1);
    expect(tokenCoverage(['add', 'cart', 'backpack'], ['add', 'cart'])).toBeCloseTo(2 / 3);
  });
});

test.describe('anti-pattern detectors', () => {
  const generated: [string, string][] = [
    [':r3:', 'react-use-id'],
    [':R1a9:', 'react-use-id'],
    ['ember1043', 'framework-counter'],
    ['mat-input-3', 'framework-counter'],
    ['headlessui-menu-button-1', 'framework-counter'],
    ['react-select-2-input', 'framework-counter'],
    ['j_idt42', 'framework-counter'],
    ['3f2a1b4c-1d2e-4f5a-8b9c-0d1e2f3a4b5c', 'uuid'],
    ['a1b2c3d4e5f6', 'hex-run'],
    ['order-123456', 'number-run'],
    ['btn-atc-7f3a', 'hex-run'],
    ['x7Fq9LpZ', 'random'],
  ];
  for (const [id, kind] of generated) {
    test(`generated id ${id} → ${kind}`, () => expect(detectGeneratedId(id)).toBe(kind));
  }
  for (const id of [
    'checkout-button',
    'loginForm',
    'user_email',
    'firstName',
    'step2',
    'nav-main',
    'APIKey',
    'btnSubmitOrder',
    'step-1a',
    'section-2b',
    'item-beef',
  ]) {
    test(`authored id ${id}`, () => expect(detectGeneratedId(id)).toBeUndefined());
  }
  const classes: [string, string | undefined][] = [
    ['css-1x2y3z', 'hashed'],
    ['Button_root__aB3dE', 'hashed'],
    ['Product_card__3xQ', 'hashed'],
    ['css-w1', 'hashed'],
    ['card__title', undefined],
    ['menu_item__link', undefined],
    ['sc-bdVaJa', 'hashed'],
    ['kSdflE', 'hashed'],
    ['jsx-123', 'hashed'],
    ['mt-2', 'utility'],
    ['col-md-6', 'utility'],
    ['flex', 'utility'],
    ['md:flex', 'utility'],
    ['active', 'state'],
    ['is-open', 'state'],
    // A place in a list, which the next item added or removed shifts.
    ['second', 'state'],
    ['last-child', 'state'],
    ['secondary', undefined],
    ['product-title', undefined],
    ['btn-primary', undefined],
    ['inventory_item_name', undefined],
    ['add-to-cart', undefined],
  ];
  for (const [name, kind] of classes) {
    test(`class ${name} → ${kind ?? 'semantic'}`, () => expect(detectUnstableClass(name)).toBe(kind));
  }
  const texts: [string, string | undefined][] = [
    ['$19.99', 'price'],
    ['19,99 €', 'price'],
    ['2024-01-05', 'date'],
    ['Jan 5', 'date'],
    ['Yesterday', 'date'],
    ['10:30 AM', 'time'],
    ['Order #12345', 'order-number'],
    ['3 items', 'count'],
    ['(12)', 'count'],
    ['See all 121 stories', 'count'],
    ['12 posts', 'count'],
    ['1.2k subscribers', 'count'],
    ['Top 10 lists', undefined],
    ['65 Unique Visitors', 'count'],
    ['44 User Registrations', 'count'],
    ['2 Factor authentication', undefined],
    ['45%', 'percentage'],
    ['Add to cart', undefined],
    ['Step 2', undefined],
    ['Sauce Labs Backpack', undefined],
    ['iPhone 15', undefined],
  ];
  for (const [text, kind] of texts) {
    test(`text ${JSON.stringify(text)} → ${kind ?? 'stable'}`, () =>
      expect(detectDataDependentText(text)).toBe(kind));
  }

  test("a text that is data and nothing else (a card's date line), not one with words beside it", () => {
    expect(isOnlyData('Feb 22, 2022', 'date')).toBe(true);
    expect(isOnlyData('2022-02-22')).toBe(true);
    expect(isOnlyData('$12.40')).toBe(true);
    expect(isOnlyData('Posted Feb 22')).toBe(false);
    expect(isOnlyData('Release notes, Feb 22', 'date')).toBe(false);
    expect(isOnlyData('$12.40', 'date')).toBe(false);
    expect(isOnlyData('Add to cart')).toBe(false);
  });
});

test.describe('handles and hashtags a description names', () => {
  test('@handles and #hashtags, lowercase with their sigil; not e-mail addresses, numbers or sizes', () => {
    expect(handlesIn('@devindra link in the footer')).toEqual(['@devindra']);
    expect(handlesIn('Follow @ErinMCunningham or .@Angry_Drunk')).toEqual([
      '@erinmcunningham',
      '@angry_drunk',
    ]);
    expect(handlesIn('#HangarBolivia button')).toEqual(['#hangarbolivia']);
    expect(handlesIn('Write to mail@example.com, item #1, the logo (@2x), Jobs @ Vox Media')).toEqual([]);
  });
});
