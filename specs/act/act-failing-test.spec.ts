/**
 * page.act never asserts: the test's assertions judge what it did. So, as for page.heal, its
 * records and heals are written when the test has passed, and a test that fails after recording
 * writes nothing (the next run records the call again, instead of replaying a recording that led
 * to a failure with no model call).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { emptyDir, runDir } from './run-dir.js';
import { expect, serveHtml, test } from './support.js';

const SPEC = 'specs/act/act-failing-test.spec.ts';
const cacheDir = runDir('failing-test');
const file = join(cacheDir, 'act', `${SPEC}.json`);

test.describe.configure({ mode: 'serial' });
test.use({ healwright: { cacheDir, ci: false, act: { cache: 'write', update: 'default' } } });

function serveDraft(page: Page): Promise<void> {
  return serveHtml(page, '<main><h1>Draft</h1><button>Save</button><button>Preview</button></main>');
}

function recordedIds(): string[] {
  return existsSync(file) ? Object.keys(JSON.parse(readFileSync(file, 'utf8')).entries).sort() : [];
}

test('a passing test records its call, written once the test has passed', async ({ page }) => {
  emptyDir(cacheDir);
  await serveDraft(page);
  expect((await page.act('Click Save', { id: 'save' })).source).toBe('deterministic');
  expect(existsSync(file)).toBe(false);
});

test('the passing test’s record is on disk', () => {
  expect(recordedIds()).toEqual(['save']);
});

test('a test that fails after its call', async ({ page }) => {
  test.fail(true, 'fails on purpose after page.act');
  await serveDraft(page);
  expect((await page.act('Click Preview', { id: 'preview' })).source).toBe('deterministic');
  expect(await page.getByRole('heading').textContent()).toBe('Published');
});

test('the failing test’s record was not written; the passing one’s is kept', async ({ page }) => {
  expect(recordedIds()).toEqual(['save']);
  await serveDraft(page);
  expect((await page.act('Click Save', { id: 'save' })).source).toBe('cache');
});
