import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { HealwrightError, InvalidLocatorError, isHealwrightError } from '../../lib/errors.js';
import { classifyResolution } from '../../lib/locators/classify-resolution.js';
import { parseLocator } from '../../lib/locators/parse.js';

/** [input, position of the error] — every malformed form reports where it broke. */
const INVALID: readonly [string, number][] = [
  ['', 0],
  ['   ', 0],
  ['div[', 3],
  ['div[data-x="a]', 11],
  ['a:not(b', 5],
  ['div)', 3],
  ['div >', 4],
  ['a,,b', 2],
  ['//div[', 5],
  ["//a[@x='1]", 7],
  ['(//a', 0],
  ["getByText('abc", 10],
  ["getByText('abc')(", 16],
  ["page.getByFoo('x')", 5],
  ["getByRole('button', { nme: 'x' })", 22],
  ["getByRole('button', { name: 'x' }", 33],
  ['getByText(/a(/)', 10],
  ['getByText(/abc)', 10],
  ['role=button[foo]', 12],
  ['role=button[name="x"', 11],
  ['role=button[level=x]', 18],
  ['role=button[checked=mixed]', 20],
  ['internal:text="abc', 14],
  ['internal:has="text=x', 13],
  ['li >>  >> b', 5],
  ['nth=x', 4],
  ['aria-ref=zz', 9],
  ['text=', 5],
  ['a >>> ', 5],
  ['loc=css', 4],
  ["page.locator('div[')", 17],
  ["locator('li').nth(1.5)", 18],
  ['getByTestId(42)', 12],
  ['getByText(`a$' + '{b}`)', 12],
  // Browsers refuse a type selector or "*" inside a compound; css-what does not.
  ['**', 0],
  ['.card*', 0],
  ['a:is(.x span)div', 0],
  // A regex that backtracks exponentially never runs.
  ['text=/(a+)+$/', 5],
];

test.describe('malformed input → InvalidLocatorError with position', () => {
  for (const [input, position] of INVALID) {
    test(JSON.stringify(input), () => {
      let caught: unknown;
      try {
        parseLocator(input);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(InvalidLocatorError);
      const error = caught as InvalidLocatorError;
      expect(error.code).toBe('INVALID_LOCATOR');
      expect(error.retry).toBe('permanent');
      expect(error.position, error.message).toBe(position);
      expect(error.details).toEqual({ position, locator: input });
    });
  }
});

const UNKNOWN: readonly (string | { type: string; value: string })[] = [
  { type: 'bogus', value: '#a' },
  { type: 'link texts', value: 'Home' },
  'loc=bogus:#a',
  'foo=bar',
  'internal:and="b"',
  'a >> internal:control=enter-frame >> b',
  "page.frameLocator('#f').getByText('x')",
  "page.locator('a').or(page.locator('b'))",
  'left-of=div',
];

test.describe('unknown or unsupported strategy → UNKNOWN_STRATEGY', () => {
  for (const input of UNKNOWN) {
    test(JSON.stringify(input), () => {
      expect(() => parseLocator(input)).toThrow(HealwrightError);
      try {
        parseLocator(input);
      } catch (error) {
        expect((error as HealwrightError).code).toBe('UNKNOWN_STRATEGY');
        expect(classifyResolution(error)).toEqual({
          retry: 'permanent',
          code: 'UNKNOWN_STRATEGY',
          needsFreshSnapshot: false,
        });
      }
    });
  }
});

test('classifyResolution: transient for NO_MATCH and STALE_REF, permanent otherwise', () => {
  expect(classifyResolution(new HealwrightError('NO_MATCH', 'none yet')).retry).toBe('transient');
  expect(classifyResolution(new HealwrightError('STALE_REF', 'e9 is gone'))).toEqual({
    retry: 'transient',
    code: 'STALE_REF',
    needsFreshSnapshot: true,
  });
  expect(classifyResolution(new InvalidLocatorError('bad', 'x', 0)).retry).toBe('permanent');
  expect(classifyResolution(new TypeError('bug')).retry).toBe('permanent');
});

const assertParsesOrThrowsHealwright = (input: string | { type: string; value: string }): void => {
  try {
    parseLocator(input);
  } catch (error) {
    if (!isHealwrightError(error)) throw error;
  }
};

test('fuzz: any string either parses or throws a HealwrightError', () => {
  const pieces = fc.constantFrom(
    '(',
    ')',
    '[',
    ']',
    '{',
    '}',
    '"',
    "'",
    '`',
    '\\',
    '/',
    '>>',
    '>>>',
    '=',
    ',',
    ':',
    '.',
    ' ',
    'i',
    's',
    'getByRole',
    'getByText',
    'locator',
    'page.',
    'filter',
    'nth',
    'internal:role=',
    'internal:has=',
    'text=',
    'role=',
    'xpath=',
    '//',
    'e1',
    '@',
    'loc=',
    'name',
    'button',
    '#a',
    '-1',
    '2',
  );
  const soup = fc.array(pieces, { maxLength: 30 }).map((parts) => parts.join(''));
  fc.assert(
    fc.property(
      fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 40 }), soup),
      assertParsesOrThrowsHealwright,
    ),
    {
      numRuns: 2000,
    },
  );
  fc.assert(
    fc.property(fc.string({ maxLength: 20 }), fc.oneof(fc.string({ maxLength: 40 }), soup), (type, value) =>
      assertParsesOrThrowsHealwright({ type, value }),
    ),
    { numRuns: 500 },
  );
});

test('pathological input fails fast with a HealwrightError', () => {
  const inputs = [
    '['.repeat(10_000),
    '('.repeat(10_000),
    `${':not('.repeat(10_000)}a${')'.repeat(10_000)}`,
    `//a${'['.repeat(10_000)}`,
    `${'getByText('.repeat(5_000)}`,
    `locator('a')${".filter({ has: locator('b')".repeat(2_000)}`,
    `li >> internal:has=${'"'.repeat(10_000)}`,
    'a'.repeat(200_000),
    '>>'.repeat(10_000),
    `role=button${'[checked]'.repeat(10_000)}`,
    '"'.repeat(10_001),
    `getByText('${'\\'.repeat(10_001)}')`,
  ];
  for (const input of inputs) assertParsesOrThrowsHealwright(input);
});
