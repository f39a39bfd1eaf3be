import { expect, test } from '@playwright/test';
import { heal } from '../../lib/engine/index.js';
import { loginPage } from './support/pages.js';

test.describe('bad input is answered, never thrown', () => {
  const cases: [string, unknown, number][] = [
    ['undefined', undefined, 400],
    ['an array', [1, 2], 400],
    ['empty page source', { page_source: '', description: 'Save' }, 400],
    ['JSON as page source', { page_source: '{"a": 1}', description: 'Save' }, 400],
    ['text without elements', { page_source: 'just text', description: 'Save' }, 400],
    [
      'a 50 MB page source',
      { page_source: `<html>${'x'.repeat(50 * 1024 * 1024)}</html>`, description: 'Save' },
      413,
    ],
    [
      'unbalanced quotes in a locator',
      { page_source: loginPage(), existing_locators: ["//button[text()='Login]"] },
      400,
    ],
    ['unbalanced CSS', { page_source: loginPage(), existing_locators: ['button[name="x'] }, 400],
  ];
  for (const [name, input, status] of cases) {
    test(name, async () => {
      const result = await heal(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.failure.status).toBe(status);
    });
  }

  test('10k nesting levels: answered (no stack overflow)', async () => {
    const depth = 10_000;
    const html = `<html><body>${'<div>'.repeat(depth)}<button id="deep">Deep</button>${'</div>'.repeat(depth)}</body></html>`;
    const result = await heal({
      page_source: html,
      existing_locators: ['#deep-old'],
      description: 'Deep button',
    });
    if (result.ok) expect(result.answer.target.tag).toBe('button');
    else expect([400, 422]).toContain(result.failure.status);
  });

  test('an Appium hierarchy nested too deeply to walk: the same clear 400 with or without a platform', async () => {
    const depth = 10_000;
    const xml =
      `<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">${'<android.widget.FrameLayout class="android.widget.FrameLayout">'.repeat(depth)}` +
      `<android.widget.Button class="android.widget.Button" text="Save" resource-id="com.x:id/save"/>${'</android.widget.FrameLayout>'.repeat(depth)}</hierarchy>`;
    for (const platform of [{}, { platform: 'android' }]) {
      const result = await heal({
        page_source: xml,
        existing_locators: [{ type: 'id', value: 'com.x:id/save_old' }],
        description: 'Save button',
        ...platform,
      });
      expect(result.ok, JSON.stringify(platform)).toBe(false);
      if (!result.ok) {
        expect(result.failure.status).toBe(400);
        expect(result.failure.message).toContain('too deeply nested');
      }
    }
  });

  test('regex-like and quote-heavy text in descriptions is plain text', async () => {
    const html = '<html><body><button>Save (.*)</button><button>Cancel</button></body></html>';
    const result = await heal({ page_source: html, description: 'the "Save (.*)" button [a-z]+ $^ \\d' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.answer.target.name).toBe('Save (.*)');
  });

  test('a regex that backtracks exponentially is refused before it runs (web, UiSelector, iOS predicate)', async () => {
    // `(a+)+$` on 40 "a"s and a "!" takes longer than any test timeout; a regex cannot be interrupted.
    const page = `<main><button id="go">Save</button><p>${'a'.repeat(40)}!</p></main>`;
    const android =
      '<hierarchy><android.widget.Button class="android.widget.Button" text="Save" resource-id="com.x:id/save"/></hierarchy>';
    const ios =
      '<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="x">' +
      '<XCUIElementTypeButton type="XCUIElementTypeButton" name="Save" label="Save"/></XCUIElementTypeApplication></AppiumAUT>';
    const requests = [
      { page_source: page, existing_locators: ['text=/(a+)+$/'] },
      { page_source: page, existing_locators: ["page.getByRole('button', { name: /(\\w+\\s?)+$/ })"] },
      {
        page_source: android,
        existing_locators: [
          { type: '-android uiautomator', value: 'new UiSelector().textMatches("(a+)+$")' },
        ],
      },
      {
        page_source: ios,
        existing_locators: [{ type: '-ios predicate string', value: 'label MATCHES "(a*)*b"' }],
      },
    ];
    for (const request of requests) {
      const result = await heal({ ...request, description: 'Save button' });
      expect(result.ok, JSON.stringify(request.existing_locators)).toBe(false);
      if (!result.ok) {
        expect(result.failure.status).toBe(400);
        expect(result.failure.message).toMatch(/unsafe regular expression/i);
      }
    }
    // A plain one still runs.
    const plain = await heal({
      page_source: page,
      existing_locators: ['text=/^Save$/'],
      description: 'Save button',
    });
    expect(plain.ok && plain.answer.strategy).toBe('intact');
  });

  test('a locator that names nothing on the page and no description: refused', async () => {
    const result = await heal({ page_source: loginPage(), existing_locators: ['#does-not-exist-anywhere'] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure.status).toBe(422);
  });
});
