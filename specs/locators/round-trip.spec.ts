import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { parseLocator } from '../../lib/locators/parse.js';
import type { LocatorQuery, QueryStep, RoleOptions, TextMatch } from '../../lib/locators/query.js';
import { renderPlaywrightCode, renderPlaywrightSelector, renderSelenium } from '../../lib/locators/render.js';
import { meaning } from './support.js';

/** Text with the characters that break naive quoting: quotes, backslashes, `>>`, newlines, astral unicode. */
const tricky = fc.string({
  unit: fc.constantFrom(
    'a',
    'Z',
    '0',
    ' ',
    '"',
    "'",
    '`',
    '\\',
    '\n',
    '\t',
    '/',
    '>>',
    '[',
    ']',
    '=',
    'ü',
    '😀',
    'é',
    '$',
    '{',
  ),
  maxLength: 12,
});
const regexMatch: fc.Arbitrary<TextMatch> = fc.record({
  kind: fc.constant('regex' as const),
  source: fc.constantFrom('save', 'sa\\/ve', '^Add to cart$', '[/]x', 'it\'s "q"', '\\d+ items?', 'a|b'),
  flags: fc.constantFrom('', 'i', 'gi', 'm'),
});
const textMatch: fc.Arbitrary<TextMatch> = fc.oneof(
  fc.record({ kind: fc.constant('substring' as const), value: tricky }),
  fc.record({ kind: fc.constant('exact' as const), value: tricky }),
  regexMatch,
);
const roleOptions: fc.Arbitrary<RoleOptions> = fc.record(
  {
    checked: fc.boolean(),
    disabled: fc.boolean(),
    expanded: fc.boolean(),
    includeHidden: fc.boolean(),
    level: fc.integer({ min: 1, max: 6 }),
    pressed: fc.boolean(),
    selected: fc.boolean(),
  },
  { requiredKeys: [] },
);
const roleStep: fc.Arbitrary<QueryStep> = fc
  .tuple(
    fc.constantFrom('button', 'link', 'heading', 'checkbox', 'tab', 'row'),
    fc.option(textMatch, { nil: undefined }),
    roleOptions,
  )
  .map(([role, name, options]) =>
    name === undefined ? { kind: 'role', role, options } : { kind: 'role', role, name, options },
  );

const searchStep: fc.Arbitrary<QueryStep> = fc.oneof(
  fc.record({
    kind: fc.constant('css' as const),
    selector: fc.constantFrom(
      '#cart',
      'div.card > a',
      'li:nth-child(2)',
      'a[href="x y"]',
      'e42',
      'button:has-text("Save")',
    ),
    pierce: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('xpath' as const),
    expression: fc.constantFrom(
      '//div[@id="x"]',
      '(//a)[2]',
      './span',
      '..',
      'id("main")',
      "//p[contains(., 'a>>b')]",
    ),
  }),
  roleStep,
  fc.record({
    kind: fc.constant('test-id' as const),
    attribute: fc.constantFrom('data-testid', 'data-test', 'data-qa'),
    value: textMatch,
  }),
  fc.record({
    kind: fc.constantFrom('label' as const, 'placeholder' as const, 'alt-text' as const, 'title' as const),
    text: textMatch,
  }),
  fc.record({ kind: fc.constant('text' as const), text: textMatch }),
  fc.record({
    kind: fc.constant('attribute' as const),
    name: fc.constantFrom('id', 'name', 'aria-label', 'href'),
    value: textMatch,
  }),
);

const nestedQuery: fc.Arbitrary<LocatorQuery> = fc
  .array(searchStep, { minLength: 1, maxLength: 2 })
  .map((steps) => ({ source: '', form: 'playwright-selector', steps }));

const narrowingStep: fc.Arbitrary<QueryStep> = fc.oneof(
  fc.record({ kind: fc.constant('nth' as const), index: fc.integer({ min: -1, max: 20 }) }),
  textMatch.map((hasText) => ({ kind: 'filter', hasText }) as const),
  textMatch.map((hasNotText) => ({ kind: 'filter', hasNotText }) as const),
  nestedQuery.map((has) => ({ kind: 'filter', has }) as const),
  nestedQuery.map((hasNot) => ({ kind: 'filter', hasNot }) as const),
  fc.boolean().map((visible) => ({ kind: 'filter', visible }) as const),
);

const query: fc.Arbitrary<Pick<LocatorQuery, 'steps' | 'description'>> = fc
  .tuple(
    searchStep,
    fc.array(fc.oneof(searchStep, narrowingStep), { maxLength: 4 }),
    fc.option(tricky, { nil: undefined }),
  )
  .map(([first, rest, description]) => ({
    steps: [first, ...rest],
    ...(description === undefined ? {} : { description }),
  }));

test('parseLocator(renderPlaywrightSelector(q)) means q', () => {
  fc.assert(
    fc.property(query, (q) => {
      const rendered = renderPlaywrightSelector(q);
      expect(meaning(parseLocator(rendered)), rendered).toEqual(meaning(q));
    }),
    { numRuns: 600 },
  );
});

test('parseLocator(renderPlaywrightCode(q)) means q, for any receiver', () => {
  fc.assert(
    fc.property(query, fc.constantFrom('page', 'this.page', 'frame'), (q, receiver) => {
      const rendered = renderPlaywrightCode(q, receiver);
      expect(rendered.startsWith(`${receiver}.`)).toBe(true);
      expect(meaning(parseLocator(rendered)), rendered).toEqual(meaning(q));
    }),
    { numRuns: 600 },
  );
});

test('a custom test-id attribute round-trips through getByTestId when both sides agree on it', () => {
  fc.assert(
    fc.property(tricky, (value) => {
      const q = {
        steps: [{ kind: 'test-id', attribute: 'data-qa', value: { kind: 'exact', value } }] as QueryStep[],
      };
      const code = renderPlaywrightCode(q, 'page', { testIdAttribute: 'data-qa' });
      expect(code.startsWith('page.getByTestId(')).toBe(true);
      expect(meaning(parseLocator(code, { testIdAttribute: 'data-qa' }))).toEqual(meaning(q));
    }),
  );
});

test('>>> chains round-trip through renderSelenium (shadow_piercing_css)', () => {
  const segment = fc.constantFrom('my-app', '#inner', 'button.primary', 'x-card[data-id="1"]', 'slot + span');
  fc.assert(
    fc.property(fc.array(segment, { minLength: 2, maxLength: 5 }), (segments) => {
      const source = segments.join(' >>> ');
      const q = parseLocator(source);
      const selenium = renderSelenium(q);
      expect(selenium).toEqual({ using: 'shadow_piercing_css', value: source });
      expect(parseLocator({ type: selenium!.using, value: selenium!.value }).steps).toEqual(q.steps);
    }),
  );
});
