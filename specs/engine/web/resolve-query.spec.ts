import { expect, test } from '@playwright/test';
import { parseWebPage, resolveQuery, resolveQueryFrom } from '../../../lib/engine/web/index.js';
import { isHealwrightError } from '../../../lib/errors.js';
import type { QueryStep } from '../../../lib/locators/query.js';
import { query, readFixture } from './support.js';

const page = parseWebPage(readFixture('store.html'));

/** Describes a match compactly: tag plus id/test id/name/text, so expectations read like the page. */
function describe(el: {
  tag: string;
  attributes: Readonly<Record<string, string>>;
  name: string;
  text: string;
}): string {
  const id =
    el.attributes.id ?? el.attributes['data-testid'] ?? el.attributes['data-test'] ?? el.attributes.name;
  return `${el.tag}${id ? `#${id}` : ''}${el.name ? ` "${el.name}"` : el.text ? ` '${el.text.slice(0, 24)}'` : ''}`;
}

function run(...steps: QueryStep[]): string[] {
  return resolveQuery(page, query(...steps)).map(describe);
}

const sub = (value: string) => ({ kind: 'substring', value }) as const;
const exact = (value: string) => ({ kind: 'exact', value }) as const;

const cases: { name: string; steps: QueryStep[]; expected: string[] }[] = [
  {
    name: 'css pierces open shadow roots',
    steps: [{ kind: 'css', selector: 'shop-widget button', pierce: true }],
    expected: ['button#shadow-add "Add extra items"'],
  },
  {
    name: 'css light does not',
    steps: [{ kind: 'css', selector: 'shop-widget button', pierce: false }],
    expected: [],
  },
  {
    name: 'css child combinator crosses into the shadow root (host is the parent)',
    steps: [{ kind: 'css', selector: 'nested-widget > a', pierce: true }],
    expected: ['a "Deep link"'],
  },
  {
    name: 'css selector list is sorted in document order',
    steps: [{ kind: 'css', selector: '#country, #email', pierce: true }],
    expected: ['input#email "Email address"', 'select#country "Country"'],
  },
  {
    name: 'xpath sees the light DOM only',
    steps: [{ kind: 'xpath', expression: '//button[contains(., "Add")]' }],
    expected: ['button#add-to-cart-backpack "Add to cart"', 'button#add-to-cart-bike-light "Add to cart"'],
  },
  {
    name: "a chained xpath is not bounded to the subtree: '..' is the parent (getByText(…).locator('..'))",
    steps: [
      { kind: 'test-id', attribute: 'data-testid', value: exact('add-to-cart-backpack') },
      { kind: 'xpath', expression: '..' },
      { kind: 'role', role: 'heading', options: {} },
    ],
    expected: ['h3 "Sauce Labs Backpack"'],
  },
  {
    name: "'..' inside a shadow root: the parent in that tree, nothing above a top-level child",
    steps: [
      { kind: 'test-id', attribute: 'data-testid', value: exact('shadow-add') },
      { kind: 'xpath', expression: '..' },
    ],
    expected: ["div 'Recommended Add extra it'"],
  },
  {
    name: "'..' from a shadow root's top-level child is the root, not an element",
    steps: [
      { kind: 'text', text: exact('Deep link') },
      { kind: 'xpath', expression: '..' },
    ],
    expected: [],
  },
  {
    name: 'role + substring name (case-insensitive)',
    steps: [{ kind: 'role', role: 'button', name: sub('ADD TO'), options: {} }],
    expected: ['button#add-to-cart-backpack "Add to cart"', 'button#add-to-cart-bike-light "Add to cart"'],
  },
  {
    name: 'role + exact name is case-sensitive',
    steps: [{ kind: 'role', role: 'link', name: exact('deals'), options: {} }],
    expected: [],
  },
  {
    name: 'role + regex name',
    steps: [
      { kind: 'role', role: 'link', name: { kind: 'regex', source: '^cart', flags: 'i' }, options: {} },
    ],
    expected: ['a "Cart, 2 items"'],
  },
  {
    name: 'role states: checked, disabled, pressed, expanded, level, selected',
    steps: [{ kind: 'role', role: 'checkbox', options: { checked: true } }],
    expected: ['input#terms "I accept the terms"'],
  },
  {
    name: 'role disabled (fieldset disabled, disabled attribute)',
    steps: [{ kind: 'role', role: 'button', options: { disabled: true } }],
    expected: ['button "Sold out"'],
  },
  {
    name: 'role pressed',
    steps: [{ kind: 'role', role: 'button', options: { pressed: true } }],
    expected: ['button "Wishlisted"'],
  },
  {
    name: 'role expanded=false',
    steps: [{ kind: 'role', role: 'button', options: { expanded: false } }],
    expected: ['button "More options"'],
  },
  {
    name: 'role option selected',
    steps: [{ kind: 'role', role: 'option', options: { selected: true } }],
    expected: ['option "Germany"'],
  },
  {
    name: 'role heading level 5 (aria-level)',
    steps: [{ kind: 'role', role: 'heading', options: { level: 5 } }],
    expected: ['div "ARIA heading"'],
  },
  {
    name: 'test-id exact',
    steps: [{ kind: 'test-id', attribute: 'data-testid', value: exact('add-to-cart-backpack') }],
    expected: ['button#add-to-cart-backpack "Add to cart"'],
  },
  {
    name: 'test-id in a shadow root',
    steps: [{ kind: 'test-id', attribute: 'data-testid', value: exact('shadow-add') }],
    expected: ['button#shadow-add "Add extra items"'],
  },
  {
    name: 'text substring keeps the smallest matching element',
    steps: [{ kind: 'text', text: sub('bike light') }],
    expected: ['h3 "Bike Light"'],
  },
  {
    name: 'text exact matches the whole normalised text',
    steps: [{ kind: 'text', text: exact('Ships in 2 days.') }],
    expected: ["p 'Ships in 2 days.'"],
  },
  {
    name: 'text regex',
    steps: [{ kind: 'text', text: { kind: 'regex', source: 'deep link', flags: 'i' } }],
    expected: ['a "Deep link"'],
  },
  {
    name: 'text skips <head>',
    steps: [{ kind: 'text', text: exact('Fixture store') }],
    expected: [],
  },
  {
    name: 'label: <label for>, wrapping label, aria-label, aria-labelledby',
    steps: [{ kind: 'label', text: sub('e') }],
    expected: [
      'a "Cart, 2 items"',
      "nav 'Shop'", // aria-label="Mobile"; hidden by author CSS, so its name is empty here
      'form "Site"',
      'section "Featured"',
      'form "Checkout"',
      'input#email "Email address"',
      'input#phone "Phone"',
      'input#nick "Nickname"',
      'input#terms "I accept the terms"',
      'input#ship "Express"',
      "div 'Close hidden promo'", // aria-label="Hidden promo"
      'dialog "Cookies"',
      'input#inner-qty "Widget quantity"',
    ],
  },
  {
    name: 'label via aria-labelledby',
    steps: [{ kind: 'label', text: exact('ZIP') }],
    expected: ['input#zip "ZIP (5 digits)"'],
  },
  {
    name: 'placeholder',
    steps: [{ kind: 'placeholder', text: sub('delivery') }],
    expected: ['textarea#notes "Delivery notes"'],
  },
  { name: 'alt text', steps: [{ kind: 'alt-text', text: exact('Go') }], expected: ['input "Go"'] },
  { name: 'title', steps: [{ kind: 'title', text: sub('deals') }], expected: ['a "Deals"'] },
  {
    name: 'attribute',
    steps: [{ kind: 'attribute', name: 'name', value: exact('zip') }],
    expected: ['input#zip "ZIP (5 digits)"'],
  },
  {
    name: 'nth and last',
    steps: [
      { kind: 'css', selector: '.product-card h3', pierce: true },
      { kind: 'nth', index: -1 },
    ],
    expected: ['h3 "Onesie"'],
  },
  {
    name: 'nth out of range',
    steps: [
      { kind: 'css', selector: 'h1', pierce: true },
      { kind: 'nth', index: 3 },
    ],
    expected: [],
  },
  {
    name: 'chained search from each match',
    steps: [
      { kind: 'css', selector: '.product-card', pierce: true },
      { kind: 'role', role: 'button', options: {} },
    ],
    expected: [
      'button#add-to-cart-backpack "Add to cart"',
      'button#add-to-cart-bike-light "Add to cart"',
      'button "Sold out"',
      'button "Wishlisted"',
    ],
  },
  {
    name: 'filter hasText / hasNotText',
    steps: [
      { kind: 'css', selector: '.product-card', pierce: true },
      { kind: 'filter', hasText: sub('$'), hasNotText: sub('bike') },
    ],
    expected: ["li#card-backpack 'Sauce Labs Backpack $29.'"],
  },
  {
    name: 'filter has / hasNot',
    steps: [
      { kind: 'css', selector: '.product-card', pierce: true },
      { kind: 'filter', has: query({ kind: 'role', role: 'img', options: {} }) },
    ],
    expected: ["li#card-backpack 'Sauce Labs Backpack $29.'"],
  },
  {
    name: 'filter visible',
    steps: [
      { kind: 'css', selector: 'button', pierce: true },
      { kind: 'filter', visible: false },
    ],
    expected: ["button 'Hidden option'", "button 'Not visible'", "button 'Close hidden promo'"],
  },
  {
    name: "within: 'shadow-root' searches the matches' open shadow roots, not their light children",
    steps: [
      { kind: 'css', selector: 'shop-widget', pierce: true },
      { kind: 'css', selector: 'span', pierce: true, within: 'shadow-root' },
    ],
    // The light spans of shop-widget are not in its shadow root; nested-widget's light span is.
    expected: ["span 'Nested slotted text'"],
  },
  {
    name: "within: 'shadow-root' finds shadow content",
    steps: [
      { kind: 'css', selector: 'shop-widget', pierce: true },
      { kind: 'role', role: 'link', options: {}, within: 'shadow-root' },
    ],
    expected: ['a "Deep link"'],
  },
];

test.describe('resolveQuery', () => {
  for (const c of cases) {
    test(c.name, () => {
      expect(run(...c.steps)).toEqual(c.expected);
    });
  }

  test('results are deduplicated when chained roots overlap', () => {
    const results = resolveQuery(
      page,
      query({ kind: 'css', selector: 'li', pierce: true }, { kind: 'css', selector: 'a', pierce: true }),
    );
    expect(new Set(results).size).toBe(results.length);
  });

  test('queries that share their first steps answer alike in any order, and each caller gets its own list', () => {
    const fresh = () => parseWebPage(readFixture('store.html'));
    const anchor: QueryStep[] = [
      { kind: 'css', selector: 'li', pierce: true },
      { kind: 'filter', hasText: sub('Bike Light') },
    ];
    const drafts: QueryStep[][] = [
      [...anchor, { kind: 'role', role: 'button', options: {} }],
      [...anchor, { kind: 'css', selector: 'button', pierce: true }, { kind: 'nth', index: 0 }],
      [...anchor, { kind: 'text', text: sub('Add') }],
      [{ kind: 'label', text: sub('mail') }],
      [
        { kind: 'css', selector: 'form', pierce: true },
        { kind: 'label', text: sub('mail') },
      ],
    ];
    const alone = drafts.map((steps) => resolveQuery(fresh(), query(...steps)).map(describe));
    const shared = fresh();
    const forward = drafts.map((steps) => resolveQuery(shared, query(...steps)));
    const firstList = forward[0] as unknown as unknown[];
    firstList.length = 0; // a caller that empties its list changes no later answer
    const backward = [...drafts]
      .reverse()
      .map((steps) => resolveQuery(shared, query(...steps)).map(describe));
    expect(forward.slice(1).map((list) => list.map(describe))).toEqual(alone.slice(1));
    expect(backward.reverse()).toEqual(alone);
    expect(alone[0]!.length).toBeGreaterThan(0);
  });

  test('resolveQueryFrom searches one element', () => {
    const card = resolveQuery(
      page,
      query({ kind: 'test-id', attribute: 'data-testid', value: exact('card-onesie') }),
    )[0]!;
    expect(
      resolveQueryFrom(card, query({ kind: 'role', role: 'button', options: {} })).map((el) => el.name),
    ).toEqual(['Sold out', 'Wishlisted']);
  });

  const errors: { name: string; steps: QueryStep[]; code: string; position?: number }[] = [
    {
      name: 'invalid CSS',
      steps: [{ kind: 'css', selector: 'div[', pierce: true }],
      code: 'INVALID_LOCATOR',
      position: 4,
    },
    {
      name: 'unknown pseudo-class',
      steps: [{ kind: 'css', selector: 'a:bogus', pierce: true }],
      code: 'INVALID_LOCATOR',
      position: 1,
    },
    {
      name: 'dangling combinator',
      steps: [{ kind: 'css', selector: 'a >', pierce: true }],
      code: 'INVALID_LOCATOR',
    },
    { name: 'invalid XPath', steps: [{ kind: 'xpath', expression: '//a[' }], code: 'INVALID_LOCATOR' },
    {
      name: 'invalid regex',
      steps: [{ kind: 'text', text: { kind: 'regex', source: '(', flags: '' } }],
      code: 'INVALID_LOCATOR',
    },
    { name: 'aria ref', steps: [{ kind: 'aria-ref', ref: 'e42' }], code: 'NEEDS_SNAPSHOT' },
    {
      name: 'appium step',
      steps: [{ kind: 'appium', strategy: 'accessibility id', value: 'x' }],
      code: 'UNKNOWN_STRATEGY',
    },
  ];
  test('getByText compares normalised text: whitespace runs, trimming, U+200B/U+00AD and case', () => {
    const odd = parseWebPage(
      '<body><p id="a">  Sign\n\t in  </p><p id="b">Sign in now</p><p id="c">Si\u00adgn in</p>' +
        '<p id="d">SIGN\u200b IN</p><p id="e">Sign-in</p><div id="f"><span>Sign</span> <span>in</span></div>' +
        '<p id="g">a.b*c (d)</p></body>',
    );
    const ids = (match: { kind: 'exact' | 'substring'; value: string }) =>
      resolveQuery(odd, query({ kind: 'text', text: match })).map((el) => el.attributes.id);
    expect(ids(exact('Sign in'))).toEqual(['a', 'c', 'f']);
    expect(ids(exact(' Sign   in '))).toEqual(['a', 'c', 'f']);
    expect(ids(sub('sign in'))).toEqual(['a', 'b', 'c', 'd', 'f']);
    expect(ids(sub('IN NOW'))).toEqual(['b']);
    expect(ids(exact('a.b*c (d)'))).toEqual(['g']);
    expect(ids(sub('b*c ('))).toEqual(['g']);
    expect(ids(exact('a.b.c (d)'))).toEqual([]);
  });

  for (const c of errors) {
    test(`throws ${c.code} for ${c.name}`, () => {
      let caught: unknown;
      try {
        resolveQuery(page, query(...c.steps));
      } catch (error) {
        caught = error;
      }
      expect(isHealwrightError(caught)).toBe(true);
      expect((caught as { code: string }).code).toBe(c.code);
      if (c.position !== undefined)
        expect((caught as { details: { position: number } }).details.position).toBe(c.position);
    });
  }
});

test('a class ending in an escaped "+" is a class, not a dangling combinator', () => {
  // engadget's utility classes (`inline-block@tl+`): the ladder writes them escaped, and the
  // check for a trailing combinator read the escaped "+" as one, so every such selector failed.
  const utility = parseWebPage(
    '<ul><li class="inline-block@tl+"><a href="/us">US Edition</a></li><li class="inline-block"><a href="/uk">UK</a></li></ul>',
  );
  const found = resolveQuery(
    utility,
    query(
      { kind: 'css', selector: 'li.inline-block\\@tl\\+', pierce: true },
      { kind: 'css', selector: 'a', pierce: true },
    ),
  );
  expect(found.map((el) => el.attributes.href)).toEqual(['/us']);
  // An escaped backslash before a real combinator leaves it a combinator.
  let error: unknown;
  try {
    resolveQuery(utility, query({ kind: 'css', selector: 'li.a\\\\ +', pierce: true }));
  } catch (caught) {
    error = caught;
  }
  expect(isHealwrightError(error)).toBe(true);
});
