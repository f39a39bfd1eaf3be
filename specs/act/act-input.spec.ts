/**
 * What page.act and page.extract refuse before doing anything: an empty instruction is a typed
 * error (BAD_REQUEST, 400) with no model call; and their errors print as their own classes.
 */
import * as v from 'valibot';
import { ActError, ExtractError } from '../../fixtures/index.js';
import { HealwrightError, isHealwrightError } from '../../lib/errors.js';
import { expect, test } from './support.js';

test.use({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  healwright: async ({}, use, testInfo) => {
    await use({ cacheDir: testInfo.outputPath('cache'), ci: false, act: { cache: 'write' } });
  },
});

for (const instruction of ['', '   \n ']) {
  test(`page.act(${JSON.stringify(instruction)}) and page.extract refuse it before any model call`, async ({
    page,
    fakeModel,
  }) => {
    await page.setContent('<main><h1>Cart</h1><p>Total: $12.00</p></main>');
    const acted = await page.act(instruction).catch((error: unknown) => error);
    expect(acted).toBeInstanceOf(ActError);
    expect(acted).toMatchObject({ reason: 'empty-instruction', code: 'BAD_REQUEST', status: 400 });
    expect(String(acted)).toMatch(/^ActError: page\.act\(.*\): the instruction is empty/);

    const read = await page
      .extract(instruction, v.object({ total: v.string() }))
      .catch((error: unknown) => error);
    expect(read).toBeInstanceOf(ExtractError);
    expect(read).toMatchObject({ reason: 'empty-instruction', code: 'BAD_REQUEST', status: 400 });
    expect(String(read)).toMatch(/^ExtractError: page\.extract\(.*\): the instruction is empty/);
    expect(fakeModel.requests).toHaveLength(0);
  });
}

test('ActError and ExtractError are named after their class and stay in the healwright family', () => {
  const acted = new ActError({ reason: 'timeout', instruction: 'Pay', steps: [] }, 'timed out');
  const read = new ExtractError({ reason: 'timeout', instruction: 'Total' }, 'timed out');
  expect([acted.name, read.name]).toEqual(['ActError', 'ExtractError']);
  expect(acted).toBeInstanceOf(HealwrightError);
  // Across duplicated module instances the family is recognised by name and code.
  expect(isHealwrightError({ name: 'ActError', code: 'ACT_FAILED', message: 'x' })).toBe(true);
  expect(isHealwrightError({ name: 'ExtractError', code: 'EXTRACT_FAILED', message: 'x' })).toBe(true);
  expect(isHealwrightError({ name: 'TypeError', code: 'ERR_X', message: 'x' })).toBe(false);
});
