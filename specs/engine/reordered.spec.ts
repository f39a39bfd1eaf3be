/**
 * Where a positional path leads with one position left open (shortlist/reordered.ts): the evidence
 * that tells a reordered target from its same-named twin elsewhere on the page; and when a
 * set-indexed locator (`.nth(n)`) was shifted onto the next twin by the target leaving its set.
 */
import { expect, test } from '@playwright/test';
import { heal } from '../../lib/engine/index.js';
import { indexShiftedByDropout, reorderedMatches } from '../../lib/engine/shortlist/reordered.js';
import { parseWebPage, resolveQuery } from '../../lib/engine/web/index.js';
import { parseLocator } from '../../lib/locators/parse.js';

const html =
  '<!doctype html><html><head><title>t</title></head><body>' +
  '<nav><a href="/location">Location</a></nav>' +
  '<ul class="commands"><li><a href="/cookies">Cookies</a></li><li><a href="/location">Location</a></li>' +
  '<li><a href="/viewport">Viewport</a><a href="/viewport#more">more</a></li></ul></body></html>';

function names(locator: string): string[] {
  const page = parseWebPage(html);
  const query = parseLocator(locator);
  return [...reorderedMatches(page, query, resolveQuery(page, query))].map((element) => element.name);
}

test('a copied XPath: each position left open in turn, the path as written excluded', () => {
  expect(names('/html/body/ul/li[1]/a')).toEqual(['Location', 'Viewport', 'more']);
  // The last step's position left open reaches the item's other link.
  expect(names('/html/body/ul/li[3]/a[1]')).toEqual(['Cookies', 'Location', 'more']);
  expect(names('//*[@id="nowhere"]/li[1]/a')).toEqual([]);
});

test('a CSS path of :nth-child steps, a bare :nth-child kept as a compound (`> *`)', () => {
  expect(names('ul.commands > li:nth-child(2) > a')).toEqual(['Cookies', 'Viewport', 'more']);
  expect(names('ul.commands > :nth-child(1) > a')).toEqual(['Location', 'Viewport', 'more']);
});

test('a path with no position, a selector list or another form reaches nothing more', () => {
  expect(names('ul.commands a')).toEqual([]);
  expect(names('li:nth-child(1) > a, nav > a')).toEqual([]);
  expect(names("page.getByRole('link', { name: 'Location' })")).toEqual([]);
});

/** Comments, each with a "Report" menu link; `changed` swaps comment `at`'s link for a hashed button. */
function comments(changed?: number): string {
  const items = ['Ada', 'Ben', 'Cy', 'Di', 'Ed'].map((author, index) => {
    const report =
      index === changed
        ? '<div class="css-9x8y7z"><button type="button" class="sc-bt19">Report this comment</button></div>'
        : '<a class="menu__item" href="/report">Report this comment</a>';
    return `<article class="comment"><h3>${author}</h3><p>Nice post, ${author} here.</p><ul class="menu"><li>${report}</li></ul></article>`;
  });
  return `<!doctype html><html><head><title>c</title></head><body><header><a class="menu__item" href="/report-post">Report this post</a></header><main><h2>Comments</h2>${items.join('')}</main></body></html>`;
}

test('an .nth() whose target left its set (class rehashed, tag changed) no longer vouches for the next twin', () => {
  const query = parseLocator("page.locator('a.menu__item').nth(3)");
  const changed = parseWebPage(comments(2));
  const [shifted] = resolveQuery(changed, query);
  // nth(3) was comment 2's link (the header's link is nth(0)); it now finds comment 3's.
  expect(shifted?.parent?.parent?.parent?.children[0]?.text).toBe('Di');
  expect(indexShiftedByDropout(changed, query, shifted!)).toBe(true);
  // Unchanged, or changed after the match (the count from the start is intact): the index holds.
  const intact = parseWebPage(comments());
  expect(indexShiftedByDropout(intact, query, resolveQuery(intact, query)[0]!)).toBe(false);
  const later = parseWebPage(comments(4));
  expect(indexShiftedByDropout(later, query, resolveQuery(later, query)[0]!)).toBe(false);
  // .last() counts from the end: a twin that left the set after it shifts it.
  const last = parseLocator("page.locator('a.menu__item').last()");
  expect(indexShiftedByDropout(later, last, resolveQuery(later, last)[0]!)).toBe(true);
  expect(indexShiftedByDropout(changed, last, resolveQuery(changed, last)[0]!)).toBe(false);
  // The same for an XPath that indexes a set (1-based), not for a path of positions.
  const xpath = parseLocator('(//a[@class="menu__item"])[4]');
  expect(resolveQuery(changed, xpath)[0]).toBe(shifted);
  expect(indexShiftedByDropout(changed, xpath, shifted!)).toBe(true);
  expect(indexShiftedByDropout(later, xpath, resolveQuery(later, xpath)[0]!)).toBe(false);
  const lastXPath = parseLocator('(//a[@class="menu__item"])[last()]');
  expect(indexShiftedByDropout(later, lastXPath, resolveQuery(later, lastXPath)[0]!)).toBe(true);
  const path = parseLocator('//main/article[4]//a');
  expect(indexShiftedByDropout(changed, path, resolveQuery(changed, path)[0]!)).toBe(false);
});

test('heal refuses the shifted .nth() as ambiguous instead of calling the next twin intact', async () => {
  const request = {
    existing_locators: [{ type: 'playwright', value: "page.locator('a.menu__item').nth(3)" }],
    description: 'Report this comment link in the Comments section',
  };
  const shifted = await heal({ ...request, page_source: comments(2) });
  expect(shifted.ok).toBe(false);
  if (!shifted.ok) expect(shifted.failure.code).toBe('AMBIGUOUS');
  const intact = await heal({ ...request, page_source: comments() });
  expect(intact.ok && intact.answer.strategy).toBe('intact');
  const later = await heal({ ...request, page_source: comments(4) });
  expect(later.ok && later.answer.strategy).toBe('intact');
});
