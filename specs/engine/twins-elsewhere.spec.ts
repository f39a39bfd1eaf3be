/**
 * A deleted or reworded target's look-alike elsewhere on the page is not the target: the same
 * "Next Chapter" in another toolbar, a list's title link for an entry of that list, a citation
 * that links to a deleted reference, a caption link for an image's alt text.
 */
import { expect, test } from '@playwright/test';
import { heal } from '../../lib/engine/index.js';
import { bodyPage as page } from './support/pages.js';
import { healSummary as summary } from './support/summary.js';

test.describe('a text filter over a class part: the same label in another toolbar', () => {
  const paragraphs = Array.from({ length: 45 }, (_, i) => `<p>Paragraph ${i + 1} of the chapter.</p>`).join(
    '',
  );
  const bottom =
    '<div class="row"><a class="btn btn-primary col-xs-4" href="/ch/1">Previous Chapter</a>' +
    '<a class="btn btn-primary col-xs-4" href="/index">Fiction Index</a>' +
    '<a class="btn btn-primary col-xs-4" href="/ch/3">Next Chapter</a></div>';
  const chapter = (next: string): string =>
    page(
      '<div class="portlet-body"><div class="row nav-buttons">' +
        '<div class="col-xs-6"><a class="btn btn-primary col-xs-12" href="/ch/1">Previous Chapter</a></div>' +
        `<div class="col-xs-6">${next}</div></div>` +
        `<div class="chapter-content">${paragraphs}</div>${bottom}</div>`,
    );
  const held = "page.locator('a.btn.col-xs-12').filter({ hasText: 'Next' })";

  test('the top "Next" reworded and restyled: the bottom toolbar\'s "Next Chapter" is not it', async () => {
    const result = await heal({
      page_source: chapter('<a class="btn btn-primary chapter-nav-next" href="/ch/3">Continue reading</a>'),
      existing_locators: [held],
      description: 'Next Chapter button',
    });
    if (result.ok) expect(result.answer.target.attributes.class, summary(result)).not.toContain('col-xs-4');
  });

  test('the top "Next" restyled beside its old peer still heals to it', async () => {
    const result = await heal({
      page_source: chapter('<a class="btn btn-primary col-xs-6" href="/ch/3">Next Chapter</a>'),
      existing_locators: [held],
      description: 'Next Chapter button',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes.class).toBe('btn btn-primary col-xs-6');
  });
});

test.describe('an entry deleted from a nested list', () => {
  const list = (entries: readonly string[]): string =>
    page(
      '<ul class="home-list">' +
        '<li><a href="/commands/querying">Querying</a><ul><li><a href="/commands/querying">get</a></li>' +
        '<li><a href="/commands/querying">contains</a></li></ul></li>' +
        `<li><a href="/commands/connectors">Connectors</a><ul>${entries
          .map((entry) => `<li><a href="/commands/connectors">${entry}</a></li>`)
          .join('')}</ul></li></ul>` +
        '<ul class="api"><li><a href="/api">Commands</a></li><li><a href="/utilities">Utilities</a></li></ul>',
    );

  test('"its" deleted: the list\'s title link, a one-link entry and a small-word sibling are not it', async () => {
    const result = await heal({
      page_source: list(['each', 'invoke', 'spread', 'then']),
      existing_locators: ["page.getByRole('link', { name: 'its', exact: true })"],
      description: 'its link in the Connectors command list',
    });
    expect(result.ok, summary(result)).toBe(false);
  });

  test('an entry that is still there heals to itself', async () => {
    const result = await heal({
      page_source: list(['each', 'invoke', 'spread', 'then']),
      existing_locators: ['#invoke-link'],
      description: 'invoke link in the Connectors command list',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.name).toBe('invoke');
  });
});

test('a deleted reference: the citation that links to its id is not it', async () => {
  const result = await heal({
    page_source: page(
      '<h2>1. Introduction</h2>' +
        '<p>Bearer tokens [<a href="#ref-BEARER">BEARER</a>] are sent with each request [<a href="#ref-JWT">JWT</a>].</p>' +
        '<h2>7. References</h2>' +
        '<pre>[<a id="ref-JWT">JWT</a>] Jones, M., "JSON Web Token".\n[<a id="ref-OAUTH">OAUTH</a>] Hardt, D., "OAuth 2.0".</pre>',
    ),
    existing_locators: ["page.locator('#ref-BEARER')"],
    description: 'BEARER entry in the references list',
  });
  if (result.ok) expect(result.answer.target.attributes.href, summary(result)).not.toBe('#ref-BEARER');
});

test("an image's alt text reworded: the caption link that says the old alt is not the image", async () => {
  const result = await heal({
    page_source: page(
      '<ul class="recommended"><li><a href="/meta"><img src="meta.jpg" alt="Meta sign outside the company campus"></a>' +
        '<a href="/meta" title="Meta to Sunset Workplace">Meta to Sunset Workplace</a></li>' +
        '<li><a href="/ai"><img src="ai.jpg" alt="Robot hand"></a><a href="/ai">AI at work</a></li></ul>',
    ),
    existing_locators: ["page.getByAltText('Meta to Sunset Workplace')"],
    description: 'thumbnail of the Meta to Sunset Workplace recommended article',
  });
  if (result.ok) expect(result.answer.target.tag, summary(result)).toBe('img');
});

test.describe('renamed ids and changed tags that still say what the evidence said', () => {
  const form = (labelId: string): string =>
    page(
      '<form><h2>Book a flight</h2>' +
        '<label id="lbldep-date" class="text-label" for="depart-date">Depart</label><input id="depart-date" type="date">' +
        `<label id="${labelId}" class="text-label" for="return-date">Return</label><input id="return-date" type="date">` +
        '</form>',
    );

  test('a label\'s id respelled: the label whose old and new ids both say "date" heals', async () => {
    const result = await heal({
      page_source: form('return-date-label'),
      existing_locators: ["page.locator('#lblret-date')"],
      description: 'Return date label in the flight search form',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes.id).toBe('return-date-label');
  });

  test('an id with an item key in it does not vouch for a sibling item', async () => {
    const comment = (key: string, author: string): string =>
      `<div class="Comment"><a href="/u/${author}">${author}</a><p>Comment by ${author}.</p>` +
      `<button id="t1_${key}-overflow-menu" aria-label="more options"></button></div>`;
    const result = await heal({
      page_source: page(
        `${comment('ehq47gs', 'LorenzoPg')}${comment('ehq5spf', 'benyacobi')}${comment('ehq6dyf', 'roastbeef')}`,
      ),
      existing_locators: ["page.locator('#t1_ehq4og3-overflow-menu')"],
      description: 'more options menu on the comment by emptyzombie',
    });
    expect(result.ok, summary(result)).toBe(false);
  });

  test('a text-filtered <div class="card-title"> turned <h3 class="card-title"> heals to the heading', async () => {
    const card = (title: string, tag: string): string =>
      `<div class="card"><div class="card-header"><${tag} class="card-title">${title}</${tag}></div><div class="card-body"><input></div></div>`;
    const result = await heal({
      page_source: page(`${card('Input Group', 'h3')}${card('Select', 'div')}${card('Checkboxes', 'div')}`),
      existing_locators: ["page.locator('div.card-title').filter({ hasText: 'Input Group' })"],
      description: 'Input Group card title',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.tag).toBe('h3');
  });
});
