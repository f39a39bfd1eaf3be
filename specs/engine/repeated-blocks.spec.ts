/**
 * Lists written without list markup, positional locators over look-alikes, and hidden responsive
 * copies: refactors where the element a locator or a word still finds is a twin of the target.
 * Each was a wrong answer (a false heal, or an intact verdict on the wrong element) before.
 */
import { expect, test } from '@playwright/test';
import { heal } from '../../lib/engine/index.js';
import type { HealResult } from '../../lib/engine/types.js';

function summary(result: HealResult): string {
  return result.ok
    ? `healed (${result.answer.strategy}) to ${result.answer.target.tag} ${JSON.stringify(result.answer.target.attributes)}: ${result.answer.locator}`
    : `${result.failure.code}: ${result.failure.message}`;
}

const suggestion = (title: string, target = false): string =>
  `<div class="suggestion"><input type="checkbox" class="checkbox"${target ? ' data-probe="target"' : ''}/><p class="title">${title}</p></div>`;

const newsletters = (titles: readonly string[], targetTitle: string): string =>
  `<!doctype html><html><body><main><h2>Newsletters</h2><div class="suggestion-list">${titles
    .map((title) => suggestion(title, title === targetTitle))
    .join('')}</div><button type="submit">Sign up</button></main></body></html>`;

test('a positional locator a reorder moved onto a sibling block is not intact when the description quotes the block', async () => {
  const locator = "(//div[@class='suggestion-list']//input[@type='checkbox'])[2]";
  const description = 'checkbox for "Another Related Newsletter (M-W-F)"';
  // The second block moved first: [2] now finds the "Name of Related" block's checkbox.
  const reordered = newsletters(
    [
      'Another Related Newsletter (M-W-F)',
      'Name of Related Newsletter (daily)',
      'This Newsletter is Good (weekly)',
    ],
    'Another Related Newsletter (M-W-F)',
  );
  const result = await heal({ page_source: reordered, existing_locators: [locator], description });
  expect(result.ok && result.answer.target.attributes['data-probe'], summary(result)).toBe('target');
  expect(result.ok && result.answer.strategy).not.toBe('intact');
  // The quoted block removed: the checkbox the position now finds is not healed to.
  const removed = newsletters(
    ['Name of Related Newsletter (daily)', 'This Newsletter is Good (weekly)', 'Fourth Newsletter (monthly)'],
    '',
  );
  const refused = await heal({ page_source: removed, existing_locators: [locator], description });
  expect(refused.ok, summary(refused)).toBe(false);
});

test('blocks that share only layout classes are no items: a field keeps the section its heading names', async () => {
  const page = `<!doctype html><html><body><main><h2>More search options</h2><form>
    <div class="row"><div class="col-md-6"><h3>Geolocation</h3><label>From <input name="SearchFields.DepartureCity" data-probe="target"></label></div>
    <div class="col-md-6"><label>To <input name="SearchFields.ArrivalCity"></label></div></div></form></main></body></html>`;
  const result = await heal({
    page_source: page,
    existing_locators: ['#geo-from'],
    description: 'From field in the More search options form',
  });
  expect(result.ok && result.answer.target.attributes['data-probe'], summary(result)).toBe('target');
});

test('a deleted second "Next" on a large page is not healed to the first: the broken (…)[2] still counts it', async () => {
  // Past a thousand elements a given XPath used to go unevaluated (read for its words alone).
  const filler = Array.from({ length: 1200 }, (_, i) => `<span>paragraph ${i}</span>`).join('');
  const build = (withBottom: boolean): string =>
    `<!doctype html><html><body><ul class="actions"><li><a href="/c/2">Next Chapter →</a></li></ul><main>${filler}</main><ul class="actions bottom"><li><a href="/c/1">← Previous Chapter</a></li>${
      withBottom ? '<li><a href="/c/2" data-probe="target">Next Chapter →</a></li>' : ''
    }</ul></body></html>`;
  const locator = "(//a[text()='Next Chapter →'])[2]";
  const description = 'Next Chapter link at the bottom of the chapter';
  const intact = await heal({ page_source: build(true), existing_locators: [locator], description });
  expect(intact.ok && intact.answer.strategy, summary(intact)).toBe('intact');
  const deleted = await heal({ page_source: build(false), existing_locators: [locator], description });
  expect(deleted.ok, summary(deleted)).toBe(false);
  if (!deleted.ok) expect(deleted.failure.status).toBe(422);
});

test('a hidden responsive copy of a shown button the description sets aside is set aside with it', async () => {
  // The desktop button lost its aria-label ("Sections Navigation"): it now reads "Sections", and the
  // description's "menu" is not on it. The hidden mini-nav copy is named "Sections" too; only its
  // test id ("mini-nav-…") reads like a menu.
  const page = `<!doctype html><html><body><header>
    <button id="desktop-sections-button" data-testid="desktop-section-button" class="css-123u7tk"><span>Sections</span></button>
    <div style="display:none"><button data-testid="mini-nav-sections-button" aria-label="Sections">≡</button></div>
    <a href="/search">Search</a></header><main><h1>News</h1></main></body></html>`;
  const result = await heal({
    page_source: page,
    existing_locators: ["page.getByRole('button', { name: 'Sections Navigation', exact: true })"],
    description: 'Sections menu button',
  });
  expect(result.ok ? result.answer.target.attributes['data-testid'] : 'refused', summary(result)).not.toBe(
    'mini-nav-sections-button',
  );
});

test('how a control is drawn ("upvote arrow") places it in no other post: a renamed id still finds its post', async () => {
  const post = (id: string, title: string, renamed: boolean): string =>
    `<div class="Post" data-testid="post-container"><h3>${title}</h3><div class="votes"><button aria-label="upvote" id="${renamed ? 'vote-up' : 'upvote-button'}-t3_${id}"${renamed ? ' data-probe="target"' : ''}><i class="icon-up"></i></button><span>3.4k</span></div></div>`;
  const build = (withTarget: boolean): string =>
    `<!doctype html><html><body><main>${withTarget ? post('awx46q', 'Vanilla is the underdog of ice cream', true) : ''}${post('ylmma8', 'Pirates lied about treasure', false)}${post('ymxurk', 'Salt is a rock we eat', false)}</main></body></html>`;
  const request = {
    existing_locators: ['#upvote-button-t3_awx46q'],
    description: 'upvote arrow on the post',
  };
  const healed = await heal({ page_source: build(true), ...request });
  expect(healed.ok && healed.answer.target.attributes['data-probe'], summary(healed)).toBe('target');
  const deleted = await heal({ page_source: build(false), ...request });
  expect(deleted.ok, summary(deleted)).toBe(false);
});
