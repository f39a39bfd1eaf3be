/**
 * Evidence a refactor kept, read as such: an apposition that says what the named thing is, a long
 * text a filter quoted part of, a tooltip that still says the old label. Each heals; the guard
 * beside it is the deleted target's sibling, which must not.
 */
import { expect, test } from '@playwright/test';
import { heal } from '../../lib/engine/index.js';
import { bodyPage as page } from './support/pages.js';
import { healSummary as summary } from './support/summary.js';

test.describe('an apposition after the name says what the thing is', () => {
  const cats = (names: readonly string[]): string =>
    page(
      `<h4>.eq()</h4><ul class="traversal-list">${names.map((name) => `<li>${name}</li>`).join('')}</ul>` +
        '<h4>.first()</h4><ul class="traversal-other"><li>apples</li><li>oranges</li></ul>',
    );
  const description = 'burmese, the last cat in the traversal list';

  test('a reorder moved it first: .last() is broken, the named item heals', async () => {
    const result = await heal({
      page_source: cats(['burmese', 'persian', 'siamese', 'sphynx', 'tabby']),
      existing_locators: ["page.locator('.traversal-list li').last()"],
      description,
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.text).toBe('burmese');
  });

  test('deleted, the last item of the list is not it', async () => {
    const result = await heal({
      page_source: cats(['tabby', 'siamese', 'persian', 'sphynx']),
      existing_locators: ['page.locator(\'.traversal-list li:has-text("burmese")\')'],
      description,
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test.describe('a long text a filter quoted part of', () => {
  const cards = (tag: string, second: string): string =>
    page(
      `<section><h2>More articles by this author</h2>` +
        `<div class="card"><${tag} class="related-card__title">My 300-day self-care journey: what I learned about resilience</${tag}><span>Feb 3, 2021</span></div>` +
        `<div class="card"><h3 class="related-card__title">${second}</h3><span>Jan 9, 2021</span></div></section>`,
    );
  const held = "page.locator('h3.related-card__title').filter({ hasText: 'My 300-day self-care journey' })";

  test('the title turned <p> heals, its words past the quoted part are not added words', async () => {
    const result = await heal({
      page_source: cards('p', 'Why I write every morning'),
      existing_locators: [held],
      description: 'title of the "My 300-day self-care journey" related article card',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.tag).toBe('p');
  });

  test('a one-word filter still reads a longer name as words added', async () => {
    const result = await heal({
      page_source: page(
        '<form><a class="link" href="/d">Save draft</a><button class="btn">Cancel</button></form>',
      ),
      existing_locators: ["page.locator('button.btn').filter({ hasText: 'Save' })"],
      description: 'Save button',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test.describe('a tooltip that kept the old label', () => {
  const dialog = (title: string): string =>
    page(
      '<div role="dialog" aria-label="Send Feedback"><h2>Send Feedback</h2>' +
        `<button class="selected"${title}>Share your thoughts</button><button>Report a problem</button></div>`,
    );

  test('the reworded button whose title is the old label heals', async () => {
    const result = await heal({
      page_source: dialog(' title="provide feedback"'),
      existing_locators: ["page.getByRole('button', { name: 'Provide Feedback' })"],
      description: 'Provide Feedback tab in the Send Feedback dialog',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.name).toBe('Share your thoughts');
  });

  test('without that title, the reworded button is not taken for it', async () => {
    const result = await heal({
      page_source: dialog(''),
      existing_locators: ["page.getByRole('button', { name: 'Provide Feedback' })"],
      description: 'Provide Feedback tab in the Send Feedback dialog',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});
