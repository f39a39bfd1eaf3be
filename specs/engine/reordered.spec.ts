/**
 * Where a positional path leads with one position left open (shortlist/reordered.ts): the evidence
 * that tells a reordered target from its same-named twin elsewhere on the page.
 */
import { expect, test } from '@playwright/test';
import { reorderedMatches } from '../../lib/engine/shortlist/reordered.js';
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
