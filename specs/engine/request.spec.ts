import { expect, test } from '@playwright/test';
import { healCacheKey } from '../../lib/engine/request/cache-key.js';
import { validateRequest } from '../../lib/engine/request/validate-request.js';

function failure(input: unknown) {
  const result = validateRequest(input);
  if (result.ok) throw new Error('expected a failure');
  return result.failure;
}

test.describe('request validation', () => {
  const bad: [string, unknown, number, RegExp][] = [
    ['not an object', 'html', 400, /JSON object/],
    ['null', null, 400, /JSON object/],
    ['missing page_source', {}, 400, /page_source is required/],
    ['page_source not a string', { page_source: 3, description: 'x' }, 400, /page_source/],
    ['no evidence', { page_source: '<p>' }, 400, /existing_locators .* or description/],
    [
      'blank evidence',
      { page_source: '<p>', description: '  ', existing_locators: [{ value: ' ' }] },
      400,
      /existing_locators/,
    ],
    [
      'bad option type',
      { page_source: '<p>', description: 'x', options: { allow_xpath: 'no' } },
      400,
      /options\.allow_xpath/,
    ],
    [
      'bad test id attr',
      { page_source: '<p>', description: 'x', options: { test_id_attrs: ['a b'] } },
      400,
      /test_id_attrs/,
    ],
    [
      'bad platform',
      { page_source: '<p>', description: 'x', platform: 'windows' },
      400,
      /platform must be one of/,
    ],
    [
      'locator without value',
      { page_source: '<p>', existing_locators: [{ type: 'css' }] },
      400,
      /existing_locators/,
    ],
    ['empty page source', { page_source: '   ', description: 'x' }, 400, /empty/],
    [
      'over the size option',
      { page_source: 'x'.repeat(101), description: 'x', options: { max_page_bytes: 100 } },
      413,
      /over the limit/,
    ],
  ];
  for (const [name, input, status, message] of bad) {
    test(name, () => {
      const result = failure(input);
      expect(result.status).toBe(status);
      expect(result.message).toMatch(message);
    });
  }

  test('unknown keys are tolerated; strings are accepted as locators; defaults applied', () => {
    const result = validateRequest({
      page_source: '<p>',
      existing_locators: ['#a', { type: 'css', value: '#b', extra: true }],
      future_field: 1,
      options: { something_new: true },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.existing_locators).toEqual([{ value: '#a' }, { type: 'css', value: '#b' }]);
    expect(result.request.options.allow_xpath).toBe(true);
    expect(result.request.options.test_id_attrs).toEqual([
      'data-testid',
      'data-test',
      'data-qa',
      'data-cy',
      'data-test-id',
    ]);
  });

  test('test_id_attrs override', () => {
    const result = validateRequest({
      page_source: '<p>',
      description: 'x',
      options: { test_id_attrs: ['data-automation-id'] },
    });
    expect(result.ok && result.request.options.test_id_attrs).toEqual(['data-automation-id']);
  });

  test('a 50 MB page source is refused before parsing (413)', () => {
    const started = performance.now();
    const result = failure({ page_source: `<html>${'a'.repeat(50 * 1024 * 1024)}`, description: 'x' });
    expect(result.status).toBe(413);
    expect(result.code).toBe('PAYLOAD_TOO_LARGE');
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

test.describe('cache key', () => {
  const base = { page_source: '<p>', existing_locators: [{ value: '#a' }], description: 'Save button' };
  function key(input: object, framework = 'playwright') {
    const result = validateRequest(input);
    if (!result.ok) throw new Error('invalid');
    return healCacheKey(result.request, 'web', framework);
  }
  test('ignores the page, follows locators, description and framework', () => {
    expect(key(base)).toBe(key({ ...base, page_source: '<div>other</div>' }));
    expect(key(base)).toBe(key({ ...base, description: '  save   BUTTON ' }));
    expect(key(base)).not.toBe(key({ ...base, existing_locators: [{ value: '#b' }] }));
    expect(key(base)).not.toBe(key({ ...base, description: 'Cancel button' }));
    expect(key(base)).not.toBe(key(base, 'selenium'));
    expect(key(base)).toMatch(/^heal-v1:[0-9a-f]{14}$/);
  });
});
