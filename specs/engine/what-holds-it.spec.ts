/**
 * Where an element sits, read from what holds it: a dialog named before the element's kind
 * ("logout dialog title"), a hidden menu that is the only place its links live, a header styled
 * per screen size by atomic classes. Each heals; the guard beside it is the look-alike a deleted
 * target leaves, which must not.
 */
import { expect, test } from '@playwright/test';
import { heal, parseWebPage } from '../../lib/engine/index.js';
import { relaxedPathMatch } from '../../lib/engine/shortlist/relaxed-path.js';
import { repeatedBlockOf } from '../../lib/engine/web/section-context.js';
import { bodyPage as page } from './support/pages.js';
import { healSummary as summary } from './support/summary.js';

test.describe('a dialog named before the element\'s kind is where it sits ("logout dialog title")', () => {
  const modal = (title: string): string =>
    page(
      `<main><h1>Dashboard</h1><p>Welcome back.</p><a href="#" data-toggle="modal" data-target="#logoutModal">Logout</a></main>` +
        `<div class="modal fade" id="logoutModal" role="dialog" aria-labelledby="exampleModalLabel"><div class="modal-dialog"><div class="modal-content">` +
        `<div class="modal-header">${title}<button class="close" type="button" aria-label="Close">×</button></div>` +
        `<div class="modal-body">Select "Logout" below if you are ready to end your current session.</div>` +
        `<div class="modal-footer"><button class="btn btn-secondary" type="button">Cancel</button><a class="btn btn-primary" href="login.html">Logout</a></div>` +
        '</div></div></div>',
    );

  test('its title, now an <h4>, heals: "logout" is said by the dialog, not the title', async () => {
    const result = await heal({
      page_source: modal('<h4 class="modal-title" id="exampleModalLabel">Ready to Leave?</h4>'),
      existing_locators: ["page.locator('h5.modal-title')"],
      description: 'logout dialog title',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes.id).toBe('exampleModalLabel');
  });

  test("its title deleted, the dialog's body text is not it", async () => {
    const result = await heal({
      page_source: modal(''),
      existing_locators: ["page.locator('h5.modal-title')"],
      description: 'logout dialog title',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test.describe('a hidden menu is a copy only when the shown page has its entries', () => {
  const editions = (uk: string): string =>
    page(
      '<header><a href="/" class="logo">The Paper</a><nav><ul class="pillars"><li><a href="/news">News</a></li><li><a href="/sport">Sport</a></li></ul></nav>' +
        '<ul class="menu-group menu-group--editions hide-from-desktop"><li class="menu-item">' +
        '<button class="menu-item__title" aria-haspopup="true" aria-expanded="true">US edition</button><ul class="menu-group">' +
        `${uk}<li class="menu-item"><a class="menu-item__title" data-link-name="nav2 : edition-picker: AU" href="/preference/edition/au"><span class="u-h">switch to the</span> Australia edition</a></li>` +
        '<li class="menu-item"><a class="menu-item__title" data-link-name="nav2 : edition-picker: INT" href="/preference/edition/int"><span class="u-h">switch to the</span> International edition</a></li></ul></li></ul></header>' +
        '<main><h1>Story</h1><p>Text.</p></main><style>.hide-from-desktop{display:none}</style>',
    );

  test('the only edition picker, hidden on desktop, is where its reworded UK link lives', async () => {
    const result = await heal({
      page_source: editions(
        '<li class="menu-item"><a class="menu-item__title" data-link-name="nav2 : edition-picker: UK" href="/preference/edition/uk"><span class="u-h">switch to the</span> UK</a></li>',
      ),
      existing_locators: ["page.getByText('switch to the UK edition')"],
      description: 'UK edition switch',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes.href).toBe('/preference/edition/uk');
  });

  test('a mobile menu whose entries the desktop nav shows is still a copy: a deleted desktop link is refused', async () => {
    const result = await heal({
      page_source: page(
        '<header><nav class="desktop-nav"><a href="/news">News</a><a href="/sport">Sport</a></nav>' +
          '<nav class="mobile-menu hide-from-desktop"><a href="/news">News</a><a href="/sport">Sport</a><a href="/subscribe">Subscribe</a></nav></header>' +
          '<main><h1>Story</h1></main><style>.hide-from-desktop{display:none}</style>',
      ),
      existing_locators: ["page.locator('nav.desktop-nav a.subscribe')"],
      description: 'Subscribe link in the header',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test.describe('an atomic class styled per screen size (`tablet_Bd(n)`) marks no copy', () => {
  const header = (logo: string): string =>
    '<!doctype html><html><head><style>.Hidden{position:absolute;clip:rect(1px,1px,1px,1px)}#hdr #ybar-logo{display:none}</style></head><body>' +
    `<div id="hdr" class="Hdr tablet_Bd(n) Mx(a)">${logo}<ul><li><a href="/mail">Mail</a></li><li><a href="/news">News</a></li></ul></div>` +
    '<main><h1>News</h1><a href="/mail">Mail</a><a href="/news">News</a></main></body></html>';

  test('the logo link whose id was renamed heals', async () => {
    const result = await heal({
      page_source: header(
        '<a id="ybar-logo" class="Bgpx(0) D(b)" href="https://www.yahoo.com/news"><b class="Hidden">Yahoo</b></a>',
      ),
      existing_locators: ['#uh-logo'],
      description: 'Yahoo logo link in the header',
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.locator).toBe('#ybar-logo');
  });

  test('the logo link deleted, nothing else is it', async () => {
    const result = await heal({
      page_source: header(''),
      existing_locators: ['#uh-logo'],
      description: 'Yahoo logo link in the header',
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test.describe('a broken id of a family still standing in its list (`#uh-tb-tumblr` beside `uh-tb-mail`)', () => {
  const toolbar = (tumblr: string): string =>
    page(
      `<div id="uh-toolbar"><ul><li id="uh-tb-home"><a href="/">Home</a></li><li id="uh-tb-mail"><a href="/mail">Mail</a></li>${tumblr}` +
        '<li id="uh-tb-news"><a href="/news">News</a></li><li id="uh-tb-more"><a id="uh-tb-more-link" href="#">More</a></li></ul></div>' +
        '<main><h1>Top stories</h1><p>Text.</p></main>' +
        '<footer><span>Follow us</span><a aria-label="tumblr" href="https://tumblr.com/follow/news">t</a><a aria-label="twitter" href="https://twitter.com/news">x</a></footer>',
    );

  test('its entry deleted, a Tumblr follow link outside the list is not it', async () => {
    const result = await heal({
      page_source: toolbar(''),
      existing_locators: ['#uh-tb-tumblr a'],
      description: 'Tumblr link in the top bar',
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(false);
  });

  test('its entry renamed inside the list heals', async () => {
    const result = await heal({
      page_source: toolbar('<li id="uh-tb-tumblr-new"><a href="https://www.tumblr.com/">Tumblr</a></li>'),
      existing_locators: ['#uh-tb-tumblr a'],
      description: 'Tumblr link in the top bar',
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes.href).toBe('https://www.tumblr.com/');
  });
});

test('items alike but for the order of their utility classes are one list', () => {
  const html = page(
    '<main><h1>Plans</h1><div class="flex gap-2">' +
      [
        'flex flex-col bg-white p-12 rounded',
        'bg-white p-12 rounded flex flex-col',
        'flex flex-col bg-white p-12 rounded',
      ]
        .map(
          (classes, index) =>
            `<div class="${classes}"><h2>Plan ${index}</h2><a href="/checkout?plan=${index}">SUBSCRIBE</a></div>`,
        )
        .join('') +
      '</div></main>',
  );
  const parsed = parseWebPage(html);
  const link = parsed.elements.find((element) => element.attributes.href === '/checkout?plan=1')!;
  // The second plan's block is an item of the list, as its siblings are, not a layout cell.
  expect(repeatedBlockOf(link)?.attributes.class).toBe('bg-white p-12 rounded flex flex-col');
});

test.describe('a broken heading locator', () => {
  const docs = (heading: string): string =>
    page(
      '<nav id="navbar"><ul class="nav"><li><a href="/commands">Commands</a></li><li><a href="/utilities">Utilities</a></li><li><a href="/api">API</a></li></ul></nav>' +
        `<main><section><h2>Commands</h2><p>Every command.</p></section><section>${heading}<p>Cypress.Buffer, Cypress._ and more.</p></section></main>`,
    );

  test('its heading removed, the navbar link with its words is not it', async () => {
    const result = await heal({
      page_source: docs(''),
      existing_locators: ["//h2[text()='Utilities']"],
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(false);
  });

  test('its heading retagged keeps healing', async () => {
    const result = await heal({
      page_source: docs('<h3>Utilities</h3>'),
      existing_locators: ["//h2[text()='Utilities']"],
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.tag).toBe('h3');
  });
});

test.describe("the page's headline, which its title says", () => {
  const article = (headline: string, logo = ''): string =>
    '<!doctype html><html><head><title>3 surprising findings from our 2024 Survey | The Blog</title>' +
    '<meta property="og:title" content="3 surprising findings from our 2024 Survey"></head><body>' +
    `<header>${logo}<nav><a href="/">Home</a><span class="crumb">Blog</span></nav></header>` +
    `<main><article>${headline}<p>Enjoyed reading this blog post? Share your thoughts.</p>` +
    '<aside class="sidebar"><h3>Latest news</h3><a href="/n/1">Release one</a></aside></article></main></body></html>';

  test('a rehashed `h1[data-v-…]` is the headline, not the "Blog" crumb the description\'s words find', async () => {
    const result = await heal({
      page_source: article(
        '<h1 data-v-3b9e71d2 class="title">3 surprising findings from our 2024 Survey</h1>',
      ),
      existing_locators: ['h1[data-v-5c075fa1]'],
      description: 'title of the blog post',
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.tag).toBe('h1');
  });

  test("the headline deleted, the logo's `<h1>` (not in the title) is not it", async () => {
    const result = await heal({
      page_source: article('', '<h1 class="logo">The Blog</h1>'),
      existing_locators: ['h1[data-v-5c075fa1]'],
      description: 'title of the blog post',
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(false);
  });

  test('a box heading in the sidebar is not asked as the headline', async () => {
    const result = await heal({
      page_source: article('<h1 class="title">3 surprising findings from our 2024 Survey</h1>').replace(
        '<h3>Latest news</h3>',
        '',
      ),
      existing_locators: ["page.getByRole('heading', { name: 'Latest news' })"],
      description: 'heading of the latest news box in the sidebar',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test('a `label` locator whose pick moved is not healed to the radio its label names', async () => {
  const result = await heal({
    page_source: page(
      '<form><h2>More search options</h2><div class="cabin"><span>Cabin</span>' +
        '<label for="cabin-first" class="left-link"><input id="cabin-first" name="Cabin" type="radio" value="First"><span>First</span></label>' +
        '<label for="cabin-coach" class="right-link current"><input checked id="cabin-coach" name="Cabin" type="radio" value="Coach">Coach</label>' +
        '</div></form>',
    ),
    existing_locators: ["page.locator('label.left-link').first()"],
    description: 'Coach option of the cabin toggle',
  });
  // The Coach label, or a refusal: never its radio, which no locator asked for.
  expect(result.ok ? result.answer.target.tag : result.failure.code).not.toBe('input');
});

test.describe('words a description names an element by besides its text', () => {
  test('a "subheading" is a heading ("Kenya trip subheading in the story")', async () => {
    const result = await heal({
      page_source: page(
        '<main><div class="story-body"><h1>Obama on gun laws</h1><p>Intro.</p><figure><img src="a.jpg" alt="Obama"></figure>' +
          '<div class="wrap"><h2 class="crosshead">Kenya trip</h2></div><p>He travels to Kenya.</p><h2 class="crosshead">Gun control</h2></div></main>',
      ),
      existing_locators: ["//figure/following-sibling::h2[text()='Kenya trip']"],
      description: 'Kenya trip subheading in the story',
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.text).toBe('Kenya trip');
  });

  const crumbs = (last: string): string =>
    page(
      `<main><h4>.children()</h4><ol class="traversal-breadcrumb breadcrumb"><li><a href="#">Home</a></li><li><a href="#">Library</a></li>${last}</ol></main>`,
    );

  test('the breadcrumb\'s current page, marked `aria-current` instead of `.active`, is the "current page crumb"', async () => {
    const result = await heal({
      page_source: crumbs('<li class="breadcrumb-item" aria-current="page">Data</li>'),
      existing_locators: ["page.locator('.traversal-breadcrumb > li.active')"],
      description: 'current page crumb at the end of the breadcrumb',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes['aria-current']).toBe('page');
  });

  test('the current crumb deleted, the last link is not it', async () => {
    const result = await heal({
      page_source: crumbs(''),
      existing_locators: ["page.locator('.traversal-breadcrumb > li.active')"],
      description: 'current page crumb at the end of the breadcrumb',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test.describe('a wrapper inserted into a path (`div.col-sm-6 > h3`)', () => {
  const header = (title: string): string =>
    page(
      `<main><div class="row"><div class="col-sm-6">${title}</div>` +
        '<div class="col-sm-6"><ol class="breadcrumb"><li><a href="#">Home</a></li><li>Wizard</li></ol></div></div>' +
        '<div class="card"><h3 class="card-title">Brad Diesel</h3></div></main>',
    );

  test('the path loosened past the wrapper finds its one heading', async () => {
    const result = await heal({
      page_source: header('<div class="d-flex"><i class="bi"></i><h3 class="mb-0">Form Wizard</h3></div>'),
      existing_locators: ["page.locator('div.col-sm-6 > h3')"],
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.text).toBe('Form Wizard');
  });

  test('the heading deleted, the card title outside the path is not it', async () => {
    const result = await heal({
      page_source: header(''),
      existing_locators: ["page.locator('div.col-sm-6 > h3')"],
    });
    expect(result.ok, summary(result)).toBe(false);
  });

  test('loosened, a path that finds two headings lends neither any credit', async () => {
    const result = await heal({
      page_source: header('<div class="d-flex"><h3>Form Wizard</h3><h3>Step 1</h3></div>'),
      existing_locators: ["page.locator('div.col-sm-6 > h3')"],
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test('an XPath is loosened step by step, never one that counts positions', () => {
  const parsed = parseWebPage(
    page(
      '<div id="article-topper"><header class="headline-wrap"><h1>Attack stokes fears</h1></header></div>' +
        '<ul><li><a href="/a">A</a></li><li><span><a href="/b">B</a></span></li></ul>',
    ),
  );
  const xpath = (expression: string) => ({
    source: expression,
    form: 'xpath' as const,
    steps: [{ kind: 'xpath' as const, expression }],
  });
  expect(relaxedPathMatch(parsed, xpath("//div[@id='article-topper']/h1"))?.text).toBe('Attack stokes fears');
  expect(relaxedPathMatch(parsed, xpath('//ul/li[2]/a'))).toBeUndefined();
  expect(relaxedPathMatch(parsed, xpath('//ul/li/a'))).toBeUndefined();
});

test('a heading retagged as a `<div>` inside the box it titled: the inner one, which holds its text, not the box', async () => {
  const result = await heal({
    page_source: page(
      '<div id="mw-content-text"><p>New Zealand is an island country.</p><div id="toc" class="toc"><div class="toctitle" lang="en" dir="ltr">' +
        '<div class="toctitle-text">Contents</div></div><ul><li><a href="#Etymology">1 Etymology</a></li><li><a href="#History">2 History</a></li></ul></div></div>',
    ),
    existing_locators: ["page.getByRole('heading', { name: 'Contents' })"],
    description: 'title of the table of contents box',
  });
  expect(result.ok, summary(result)).toBe(true);
  if (result.ok) expect(result.answer.target.attributes.class).toBe('toctitle-text');
});

test.describe('a landmark\'s own class or id names the part of the page it is (`<footer class="credit">`)', () => {
  const credits = (sindre: string): string =>
    page(
      `<header><nav><a href="/">Home</a><a href="/examples">Examples</a></nav></header>` +
        `<main><h1>TodoMVC</h1><h2>Industry Impact</h2><p>Used by teams everywhere.</p>` +
        `<ul class="authors"><li><a href="https://github.com/addyosmani">Addy</a> wrote the guide</li>` +
        `<li><a href="https://github.com/sindresorhus/todomvc-app-css">Sindre's app CSS</a> styles every example</li></ul></main>` +
        `<footer class="credit">Brought to you by <a href="https://github.com/addyosmani">Addy</a>, ${sindre} and <a href="https://github.com/passy">Pascal</a></footer>`,
    );

  test('"Sindre in the credits", whose exact text grew to "Sindre Sorhus", heals to the link in the credits footer', async () => {
    const result = await heal({
      page_source: credits(
        '<a href="https://github.com/sindresorhus"><img src="s.png" alt="Sindre Sorhus">Sindre Sorhus</a>',
      ),
      existing_locators: ["page.getByText('Sindre', { exact: true })"],
      description: 'Sindre in the credits',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes.href).toBe('https://github.com/sindresorhus');
  });

  test('with that link deleted, the footer that held it is not returned for its text', async () => {
    const result = await heal({
      page_source: credits('<span class="sep"></span>'),
      existing_locators: ["page.getByText('Sindre', { exact: true })"],
      description: 'Sindre in the credits',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test('a block around the link that shows the text is not healed as the element whose exact text grew', async () => {
  // `getByText('Sindre', { exact: true })` matched the innermost element showing the text; the
  // block around "Sindre Sorhus" holds it only through that link.
  const result = await heal({
    page_source: page(
      `<main><h1>TodoMVC</h1><h2>Industry Impact</h2><p>Used by teams everywhere.</p></main>` +
        `<div class="credit">Brought to you by <a href="https://github.com/addyosmani">Addy</a>, ` +
        `<a href="https://github.com/sindresorhus"><img src="s.png" alt="Sindre Sorhus">Sindre Sorhus</a> and <a href="https://github.com/passy">Pascal</a></div>`,
    ),
    existing_locators: ["page.getByText('Sindre', { exact: true })"],
    description: 'Sindre in the credits',
  });
  expect(result.ok ? result.answer.target.tag : 'refused', summary(result)).not.toBe('div');
});

test.describe('"label of the color dropdown": the label of the control the description names by its id', () => {
  const form = (colorLabel: string, colorField: boolean): string =>
    page(
      `<main><h1>Product Order Form</h1><form>` +
        `<label for="product">Product Type *</label><select id="product" name="product"><option>Chair</option></select>` +
        (colorField
          ? `<label for="color">${colorLabel}</label><select id="color" name="color"><option>Red</option></select>`
          : '') +
        `<label for="finish-colour">Finish colour</label><select id="finish-colour" name="finish-colour"><option>Matte</option></select>` +
        `<button type="submit">Order</button></form></main>`,
    );

  test('its text reworded ("Color *" → "Shade *"), the label of `select#color` heals', async () => {
    const result = await heal({
      page_source: form('Shade *', true),
      existing_locators: ["page.getByText('Color *')"],
      description: 'label of the color dropdown',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes.for).toBe('color');
  });

  test('with the color field and its label deleted, the label of `finish-colour` (a word more) is not it', async () => {
    const result = await heal({
      page_source: form('', false),
      existing_locators: ["page.getByText('Color *')"],
      description: 'label of the color dropdown',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test.describe('a list is known by its id, not by its entries\' text ("list of sections under Manage")', () => {
  const nav = (sections: boolean): string =>
    page(
      `<aside><h2>Manage</h2>` +
        (sections
          ? `<ul class="nav-list" id="manage-section-nav"><li><a href="#users">Users</a></li><li><a href="#roles">Roles</a></li></ul>`
          : '') +
        `<h2>Team</h2><ul class="nav-list" id="teamNav"><li><a href="#people">People</a></li><li><a href="#groups">Groups</a></li></ul>` +
        `</aside><main><h1>Users</h1><p>Pick a section.</p></main>`,
    );

  test('its id renamed (`#sectionNav` → `#manage-section-nav`), the list heals', async () => {
    const result = await heal({
      page_source: nav(true),
      existing_locators: ["page.locator('#sectionNav')"],
      description: 'list of sections under Manage',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes.id).toBe('manage-section-nav');
  });

  test('the list deleted, the team list beside it is not it', async () => {
    const result = await heal({
      page_source: nav(false),
      existing_locators: ["page.locator('#sectionNav')"],
      description: 'list of sections under Manage',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test.describe("an anchor's `name` that became its `id` (`<a name>` is obsolete in HTML5) is the same fragment target", () => {
  const references = (range: string): string =>
    page(
      `<main><h1>HTTP/2</h1><p>See [<a href="#ref-RANGE">RANGE</a>] and [<a href="#ref-SPDY">SPDY</a>].</p>` +
        `<h2>References</h2><dl>${range}<dt><a name="ref-SPDY" id="ref-SPDY">[SPDY]</a></dt><dd>Belshe, M., "SPDY Protocol".</dd></dl></main>`,
    );

  test('`a[name="ref-RANGE"]` heals to the anchor now named "RANGE" whose id is still "ref-RANGE"', async () => {
    const result = await heal({
      page_source: references(
        `<dt><a name="RANGE" id="ref-RANGE">[RANGE]</a></dt><dd>Fielding, R., "Range Requests".</dd>`,
      ),
      existing_locators: ["a[name='ref-RANGE']"],
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes.id).toBe('ref-RANGE');
  });

  test('the reference deleted, the SPDY anchor beside it is not it', async () => {
    const result = await heal({
      page_source: references(''),
      existing_locators: ["a[name='ref-RANGE']"],
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test.describe('a positional path to an `<li>` (`//ul[…]/li[4]`) held the item, not the link inside it', () => {
  const folders = (items: readonly string[]): string =>
    page(
      `<main><h1>Inbox</h1><div class="card"><div class="card-header"><h3 class="card-title">Folders</h3></div>` +
        `<ul class="nav nav-pills flex-column">${items
          .map(
            (item) =>
              `<li class="nav-item"><a href="#" class="nav-link"><i class="bi bi-${item.toLowerCase()}"></i>${item}</a></li>`,
          )
          .join('')}</ul></div></main>`,
    );

  test('the "Starred" item reordered, the item heals, not its link', async () => {
    const result = await heal({
      page_source: folders(['Starred', 'Inbox', 'Sent', 'Drafts', 'Junk']),
      existing_locators: ["//ul[contains(@class,'nav-pills')]/li[4]"],
      description: 'Starred folder in the folder list',
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.tag).toBe('li');
  });

  test('the "Starred" item deleted, another folder is not it', async () => {
    const result = await heal({
      page_source: folders(['Inbox', 'Sent', 'Drafts', 'Junk']),
      existing_locators: ["//ul[contains(@class,'nav-pills')]/li[4]"],
      description: 'Starred folder in the folder list',
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});
