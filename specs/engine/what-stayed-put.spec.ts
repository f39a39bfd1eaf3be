/**
 * What a refactor left in place, read as evidence: the page a reworded link still opens, the
 * current step of a breadcrumb, an anchor beside an XPath's sibling step, the column and row that
 * name a cell, the end of the page a description places twins at, the classes of an icon-only
 * button. Each heals; the guard beside it is the look-alike a deleted target leaves, which must not.
 */
import { expect, test } from '@playwright/test';
import { heal } from '../../lib/engine/index.js';
import { bodyPage as page } from './support/pages.js';
import { healSummary as summary } from './support/summary.js';

test.describe('a reworded link that still opens the page its old label named', () => {
  const sidebar = (links: readonly [string, string][]): string =>
    page(
      `<aside class="app-sidebar"><nav><ul class="nav">${links
        .map(
          ([href, label]) =>
            `<li class="nav-item"><a href="./pages/${href}" class="nav-link"><p>${label}</p></a></li>`,
        )
        .join('')}</ul></nav></aside><main><h1>Dashboard</h1></main>`,
    );
  const held = "page.getByRole('link', { name: 'Kanban' })";

  test('"Kanban" reworded "Task Board" heals: it opens kanban.html', async () => {
    const result = await heal({
      page_source: sidebar([
        ['calendar.html', 'Calendar'],
        ['kanban.html', 'Task Board'],
        ['gallery.html', 'Gallery'],
      ]),
      existing_locators: [held],
      description: 'Kanban link in the sidebar',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes.href).toBe('./pages/kanban.html');
  });

  test('a target that says more than the old label does not name it ("Join now", `signup/cold-join`)', async () => {
    const result = await heal({
      page_source: page(
        '<header><nav><a href="/login?trk=nav">Sign in</a></nav></header><main><div class="card"><h3>Ellyn Shook</h3>' +
          '<a class="card__cta" href="https://www.example.com/signup/cold-join?trk=card">+ Follow</a></div></main>',
      ),
      existing_locators: ["page.getByRole('link', { name: 'Join now' })"],
      description: 'Join now in the header',
    });
    expect(result.ok, summary(result)).toBe(false);
  });

  test('deleted, a sibling that opens another page is not it', async () => {
    const result = await heal({
      page_source: sidebar([
        ['calendar.html', 'Calendar'],
        ['gallery.html', 'Gallery'],
      ]),
      existing_locators: [held],
      description: 'Kanban link in the sidebar',
    });
    expect(result.ok, summary(result)).toBe(false);
  });

  test("without the old label, a description's words in some link's address do not name it", async () => {
    const result = await heal({
      page_source: page(
        '<main><section id="customize-bar"><h2>Awesome Bar</h2><p>Find what you need.</p>' +
          '<a class="more" href="https://support.example.org/kb/awesome-bar">See what it can do for you</a></section></main>',
      ),
      existing_locators: ['#customize-awesomebar'],
      description: 'Awesome Bar tab of the customizer',
    });
    expect(result.ok, summary(result)).toBe(false);
  });

  test('a numbered page of a collection says nothing of the label (`/chapters/30208548`)', async () => {
    const result = await heal({
      page_source: page(
        '<ul class="work navigation actions"><li><a href="/works/13212258/chapters/30208548">Chapter 1</a></li><li><a href="/works/13212258">Entire Work</a></li></ul>',
      ),
      existing_locators: ["//a[text()='Next Chapter →']"],
      description: 'Next Chapter link at the bottom of the chapter',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test.describe('a breadcrumb step and an XPath sibling step', () => {
  test("the breadcrumb's current step is an item, not a link (`aria-current`)", async () => {
    const result = await heal({
      page_source: page(
        '<div class="app-content-header"><div class="col-12"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="#">Home</a></li>' +
          '<li class="breadcrumb-item"><a href="#">Tables</a></li><li class="breadcrumb-item active" aria-current="page">Data</li></ol>' +
          '<h3>Data Tables</h3></div></div>',
      ),
      existing_locators: ['//div[@class="app-content-header"]//div[@class="col-sm-6"][2]/ol/li[3]'],
      description: 'current page (Data) item of the breadcrumb',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes['aria-current']).toBe('page');
  });

  test('an anchor before `following-sibling::` is beside the target, not around it', async () => {
    const footer = (tech: string, content: string): string =>
      page(
        '<footer><div class="list-header">Sections</div><ul><div class="column">' +
          `<li class="footer-link"><a href="/news/">News</a></li><li class="footer-link"><a href="/technology/">Tech</a></li>${tech}</div></ul>` +
          '<div class="list-header">Content</div><ul><div class="column"><li class="footer-link"><a href="/video/">Video</a></li></div>' +
          `<div class="column"><li class="footer-link"><a href="/style/">Style</a></li><li class="footer-link"><a href="/travel/">Travel</a></li>${content}</div></ul></footer>`,
      );
    const luxury = '<li class="footer-link"><a href="/luxury/">Luxury</a></li>';
    const result = await heal({
      page_source: footer(luxury, ''),
      existing_locators: [
        `page.locator('xpath=//div[@class="list-header" and contains(., "Content")]/following-sibling::ul//div[@class="column"][2]/li[3]/a')`,
      ],
      description: 'Luxury link in the footer sections list',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes.href).toBe('/luxury/');
  });
});

test.describe('a cell named by its column and its row', () => {
  const employees = (rows: readonly string[][]): string =>
    page(
      '<h2>Employees</h2><table id="employees-table"><thead><tr><th>Name</th><th>Office</th><th>Start date</th></tr></thead><tbody>' +
        rows
          .map(
            ([name, office, start]) =>
              `<tr><td>${name}</td><td>${office}</td><td data-label="start-date">${start}</td></tr>`,
          )
          .join('') +
        '</tbody></table>',
    );

  test('"start date of Jonas Alexander" is found in his row, under "Start date"', async () => {
    const result = await heal({
      page_source: employees([
        ['Airi Satou', 'Tokyo', '2008/11/28'],
        ['Jonas Alexander', 'San Francisco', '2010/07/14'],
        ['Ashton Cox', 'San Francisco', '2009/01/12'],
      ]),
      existing_locators: ['#dataTable > tbody > tr:nth-child(2) > td:nth-child(3)'],
      description: 'start date of Jonas Alexander in the employees table',
    });
    // Found; its date is data and its place a position, so no stable locator may hold it. Either
    // way the answer is about that cell, never another row's.
    if (result.ok) expect(result.answer.target.text).toBe('2010/07/14');
    else
      expect([result.failure.code, result.failure.message]).toEqual([
        'CANNOT_HEAL',
        expect.stringContaining('2010/07/14'),
      ]);
  });

  test('his row deleted, no other row is his', async () => {
    const result = await heal({
      page_source: employees([
        ['Airi Satou', 'Tokyo', '2008/11/28'],
        ['Ashton Cox', 'San Francisco', '2009/01/12'],
      ]),
      existing_locators: ['#dataTable > tbody > tr:nth-child(2) > td:nth-child(3)'],
      description: 'start date of Jonas Alexander in the employees table',
    });
    expect(result.ok, summary(result)).toBe(false);
    if (!result.ok) expect(result.failure.message).not.toContain('2009/01/12');
  });
});

test.describe('twins placed by the end of the page the description names', () => {
  const article = (decoy: string): string =>
    page(
      `<main><div class="content"><h1>Tribes fearful over whale strandings</h1>${decoy}` +
        '<p>Long read.</p><p>More text.</p><div class="submeta"><ul><li class="submeta__link-item"><a class="submeta__link" href="/environment/whales">Whales</a></li>' +
        '<li class="submeta__link-item"><a class="submeta__link" href="/world/new-zealand">New Zealand</a></li></ul></div></div></main>',
    );
  const decoy =
    '<div class="content__series-label"><span>Series:</span> <a class="content__series-label__link" href="/environment/series/whales-in-crisis">Whales</a></div>';
  const held = "page.getByRole('link', { name: 'Whales', exact: true })";

  test('"at the foot of the article" is the last of two "Whales" links', async () => {
    const result = await heal({
      page_source: article(decoy),
      existing_locators: [held],
      description: 'Whales topic tag at the foot of the article',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes.href).toBe('/environment/whales');
  });

  test('without a place, the two are refused as a tie', async () => {
    const result = await heal({
      page_source: article(decoy),
      existing_locators: [held],
      description: 'Whales topic tag',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test.describe('an icon-only button is known by its classes', () => {
  const circles = (warning: string): string =>
    page(
      '<div class="card"><h6>Circle Buttons</h6>' +
        '<a href="#" class="btn btn-primary btn-circle"><i class="fab fa-facebook-f"></i></a>' +
        '<a href="#" class="btn btn-success btn-circle"><i class="fas fa-check"></i></a>' +
        `${warning}<a href="#" class="btn btn-danger btn-circle"><i class="fas fa-trash"></i></a></div>`,
    );
  const held = '(//a[contains(@class,"btn-circle")])[3]';

  test('the warning circle turned <button> heals by its classes', async () => {
    const result = await heal({
      page_source: circles(
        '<button type="button" class="btn btn-warning btn-circle"><i class="fas fa-exclamation-triangle"></i></button>',
      ),
      existing_locators: [held],
      description: 'warning circle button',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.tag).toBe('button');
  });

  test('deleted, the circle now third is not it', async () => {
    const result = await heal({
      page_source: circles(''),
      existing_locators: [held],
      description: 'warning circle button',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test.describe('an address that changed only where the click came from', () => {
  const reads = (query: string): string =>
    page(
      '<main><h2>More from Medium</h2><ul>' +
        `<li><a href="https://eand.co/america-and-the-axis-of-idiots-25a86ed4a421?${query}">America and the Axis of Idiots</a></li>` +
        '<li><a href="https://eand.co/the-great-big-lie-9f1c2?source=read_next_recirc">Samantha and The Great Big Lie</a></li></ul></main>',
    );
  const held = (query: string): string =>
    `//a[@href="https://eand.co/america-and-the-axis-of-idiots-25a86ed4a421?${query}" and text()="America and the Axis of Idiots"]`;

  test('`?source=` renamed: the same page, and the link that still says its title heals', async () => {
    const result = await heal({
      page_source: reads('source=read_next_recirc---------7----'),
      existing_locators: [held('source=post_internal_links---------7------------------')],
      description: 'America and the Axis of Idiots link in More from Medium',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.text).toBe('America and the Axis of Idiots');
  });

  test('another page parameter is another address (`?page=2`)', async () => {
    const { atOtherAddress } = await import('../../lib/engine/shortlist/score-clues.js');
    const clue = {
      kind: 'attribute',
      name: 'href',
      value: '/list?page=2&utm_source=a',
      exact: true,
    } as const;
    expect(atOtherAddress(clue, { href: '/list?page=3&utm_source=a' })).toBe(true);
    expect(atOtherAddress(clue, { href: '/list?page=2&utm_source=b' })).toBe(false);
  });
});

test.describe('a heading demoted to plain text keeps what it said', () => {
  const banner = (title: string): string =>
    page(
      `<header class="banner"><div class="container">${title}<p>Examples of traversing DOM elements in Cypress</p></div></header>` +
        '<main><ol class="breadcrumb"><li><a href="/">Home</a></li><li class="active">Traversal</li></ol><h2>children</h2><button>Go</button></main>',
    );
  const held = "page.getByRole('heading', { name: 'Traversal', level: 1 })";

  test('an `<h1>` turned `<div class="banner-title">` heals: a heading was never a control', async () => {
    const result = await heal({
      page_source: banner('<div class="banner-title">Traversal</div>'),
      existing_locators: [held],
      description: 'Traversal title in the banner',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) {
      expect(result.answer.target.attributes.class).toBe('banner-title');
      expect(result.answer.rationale).toContain('on another kind of element');
    }
  });

  test('deleted, the breadcrumb step that says the same word is not it', async () => {
    const result = await heal({
      page_source: banner(''),
      existing_locators: [held],
      description: 'Traversal title in the banner',
    });
    expect(result.ok, summary(result)).toBe(false);
  });

  test('a menu header demoted to `div.dropdown-header` says "header" by its class', async () => {
    const menu = (header: string): string =>
      page(
        '<nav class="topbar"><ul class="navbar-nav"><li class="nav-item dropdown"><a class="nav-link" id="alertsDropdown" href="#">3+</a>' +
          `<div class="dropdown-list dropdown-menu">${header}` +
          '<a class="dropdown-item" href="#">December 12, 2019 A new monthly report is ready to download!</a>' +
          '<a class="dropdown-item" href="#">December 7, 2019 $290.29 has been deposited into your account!</a>' +
          '<a class="dropdown-item text-center" href="#">Show All Alerts</a></div></li></ul></nav><main><h1>Dashboard</h1></main>',
      );
    const request = (header: string) => ({
      page_source: menu(header),
      existing_locators: ["page.getByRole('heading', { name: 'Alerts Center' })"],
      description: 'Alerts Center header in the alerts dropdown',
    });
    const healed = await heal(request('<div class="dropdown-header">Alerts Center</div>'));
    expect(healed.ok, summary(healed)).toBe(true);
    if (healed.ok) expect(healed.answer.target.text).toBe('Alerts Center');
    // The same text in a plain element whose class says nothing of a header: not what was described.
    const unsaid = await heal(request('<div class="dropdown-title">Alerts Center</div>'));
    expect(unsaid.ok, summary(unsaid)).toBe(false);
  });
});

test.describe('an id moved behind a namespace (`#find` → `#traversal-find`)', () => {
  const commands = (ids: readonly [string, string][]): string =>
    page(
      `<main><h1>Traversal</h1>${ids
        .map(
          ([id, title]) =>
            `<h4 id="${id}"><a href="https://on.cypress.io/${title}">.${title}()</a></h4><p>To get ${title} …</p>`,
        )
        .join(
          '',
        )}<ul><li><a href="#find">.find()</a></li><li><a href="#filter">.filter()</a></li></ul></main>`,
    );

  test('the heading whose id ends in the whole broken id heals, not the links to `#find`', async () => {
    const result = await heal({
      page_source: commands([
        ['filter', 'filter'],
        ['traversal-find', 'find'],
        ['first', 'first'],
      ]),
      existing_locators: ['#find'],
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.locator).toBe('#traversal-find');
  });

  test('two namespaces that both end in the broken id are a tie, refused', async () => {
    const result = await heal({
      page_source: commands([
        ['cmd-find', 'find'],
        ['traversal-find', 'find'],
      ]),
      existing_locators: ['#find'],
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(false);
  });

  test('a numbered or longer prefix is not a namespace (`#find` → `#step-2-find`, `#app-main-nav-find`)', async () => {
    const { scoreClue } = await import('../../lib/engine/shortlist/score-clues.js');
    const { parseWebPage } = await import('../../lib/engine/web/index.js');
    const { ProfileStore } = await import('../../lib/engine/shortlist/element-profile.js');
    const points = (id: string): number => {
      const found = parseWebPage(`<h4 id="${id}">x</h4>`).elements.find((element) => element.tag === 'h4')!;
      return scoreClue({ kind: 'id', value: 'find' }, new ProfileStore([]).profile(found), []);
    };
    expect(points('traversal-find')).toBeGreaterThan(points('step-2-find'));
    expect(points('traversal-find')).toBeGreaterThan(points('app-main-nav-find'));
  });
});

test.describe('a one-character label the page still shows', () => {
  const pagination = (pages: readonly number[]): string =>
    page(
      '<main><h4>.find()</h4><pre><code>cy.get(".pagination").find("li").find("a")</code></pre><ul class="pagination">' +
        pages.map((n) => `<li><a href="#" aria-label="Page ${n}">${n}</a></li>`).join('') +
        '</ul></main>',
    );
  const held = "page.getByRole('link', { name: '2', exact: true })";

  test('"2" renamed "Page 2" by an added aria-label heals: the link that shows "2" is looked at', async () => {
    const result = await heal({
      page_source: pagination([1, 2, 3, 4]),
      existing_locators: [held],
      description: 'page 2 in the .find() pagination',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.text).toBe('2');
  });

  test('deleted, "Page 12" is not page 2', async () => {
    const result = await heal({
      page_source: pagination([1, 3, 12]),
      existing_locators: [held],
      description: 'page 2 in the .find() pagination',
    });
    expect(result.ok, summary(result)).toBe(false);
  });
});

test.describe('the kind a description names, read where it is written', () => {
  test('"X item in the user dropdown" names an entry of the menu (a link or menu item), not a select', async () => {
    const { analyzeDescription } = await import('../../lib/engine/describe/analyze-description.js');
    const { judgeRole } = await import('../../lib/engine/describe/judge-description.js');
    const described = analyzeDescription('Activity Log item in the user dropdown');
    expect(judgeRole(described, 'link')).toBeUndefined();
    expect(judgeRole(described, 'menuitem')).toBeUndefined();
    // The entry is still a control: a heading in the menu is not it.
    expect(judgeRole(described, 'heading')?.verdict).toBe('contradicts');
  });

  test('a relation names a neighbour: "topic tag above the headline" asks for no heading', async () => {
    const { analyzeDescription } = await import('../../lib/engine/describe/analyze-description.js');
    const { judgeRole } = await import('../../lib/engine/describe/judge-description.js');
    const described = analyzeDescription('Marketing Strategy topic tag above the headline');
    expect(described.sectionWords).toEqual(['headline']);
    expect(judgeRole(described, 'link')).toBeUndefined();
  });

  test('a place named by a kind of content, "DevSecOps tag under the article title", asks for no heading', async () => {
    const { analyzeDescription } = await import('../../lib/engine/describe/analyze-description.js');
    const { judgeRole } = await import('../../lib/engine/describe/judge-description.js');
    const described = analyzeDescription('DevSecOps tag under the article title');
    expect(described.sectionWords).toEqual(['article', 'title']);
    expect(judgeRole(described, 'link')).toBeUndefined();
    // A name still runs on to a control's kind after "for": the checkbox is the element.
    const checkbox = analyzeDescription('Select message from Olivia Bennett checkbox for Inbox');
    expect(judgeRole(checkbox, 'link')?.verdict).toBe('contradicts');
  });

  const form = (rememberLabel: string): string =>
    page(
      '<main><form class="login"><input type="email" id="email"><label for="email">Email</label>' +
        `<div class="form-check"><input type="checkbox" id="remember"><span class="tip"><label for="remember">${rememberLabel}</label></span></div>` +
        '<fieldset><legend>Upgrade options</legend><input type="radio" name="upg" id="upg-miles"><label for="upg-miles">Miles</label>' +
        '<input type="radio" name="upg" id="upg-cash"><label for="upg-cash">Cash</label></fieldset><button>Sign in</button></form></main>',
    );

  test('"Remember Me label next to the checkbox" is the `<label>`, though it shows a checkbox', async () => {
    const result = await heal({
      page_source: form('Remember Me'),
      existing_locators: ["page.locator('div.form-check > label.form-check-label')"],
      description: 'Remember Me label next to the checkbox',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes.for).toBe('remember');
  });

  test('a "checkbox label" is never a radio\'s: "Use miles checkbox label" reworded is not "Miles"', async () => {
    const result = await heal({
      page_source: form('Pay with miles'),
      existing_locators: ["//label[text()='Use miles']"],
      description: 'Use miles checkbox label',
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes.for).toBe('remember');
  });

  test('"title of the Monthly Recap Report card" is the heading named after the card', async () => {
    const cards = page(
      '<main><div class="card"><div class="card-header"><h5 class="card-heading">Monthly Recap Report</h5><button class="btn">Collapse</button></div>' +
        '<div class="card-body"><p>Sales: 1,000</p></div></div><div class="card"><div class="card-header"><h5 class="card-heading">Latest Orders</h5></div>' +
        '<div class="card-body"><p>None</p></div></div></main>',
    );
    const result = await heal({
      page_source: cards,
      existing_locators: ["//h5[@class='card-title']"],
      description: 'title of the Monthly Recap Report card',
      framework: 'selenium',
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) expect(result.answer.target.text).toBe('Monthly Recap Report');
  });
});

test('a heading whose text is all in a link inside it is looked at as a heading', async () => {
  const docs = page(
    '<main><h4 id="selecting-elements"><a href="https://on.cypress.io/best-practices#Selecting-Elements">Best Practices: Selecting elements</a></h4>' +
      '<p>Prefer dedicated <code>data-cy</code> attributes. See <a href="https://on.cypress.io/best-practices">Best Practices</a>.</p>' +
      '<form><div class="btn">Submit</div></form></main>',
  );
  const result = await heal({
    page_source: docs,
    existing_locators: ["page.locator('#best-practices')"],
    description: 'Best Practices heading',
  });
  expect(result.ok, summary(result)).toBe(true);
  if (result.ok) expect(result.answer.target.tag).toBe('h4');
});

test('`#print-table` renamed `#btn-print`: the one control named "Print table" is it, kind word and all', async () => {
  const users = (buttons: string): string =>
    page(
      `<main><div class="card"><h3>Users</h3>${buttons}<table><tr><th>Name</th></tr><tr><td>Ann</td></tr></table></div></main>`,
    );
  const healed = await heal({
    page_source: users('<button id="btn-export">Export</button><button id="btn-print">Print table</button>'),
    existing_locators: ["//button[@id='print-table']"],
    framework: 'selenium',
  });
  expect(healed.ok, summary(healed)).toBe(true);
  if (healed.ok) {
    expect(healed.answer.locator).toBe('#btn-print');
    expect(healed.answer.rationale).toContain('(no other control’s is)');
  }
  // Deleted, a "Print" button that does not say "table" is not named by the id.
  const deleted = await heal({
    page_source: users('<button id="btn-export">Export</button><button id="btn-print-page">Print</button>'),
    existing_locators: ["//button[@id='print-table']"],
    framework: 'selenium',
  });
  expect(deleted.ok, summary(deleted)).toBe(false);
});

test('"Sign out" reworded "Log out" is the same words as the engine reads them; a "Sign in" is not', async () => {
  const menu = (links: string): string =>
    page(
      `<nav><ul class="user-menu"><li class="user-header"><p>Alexander Pierce</p></li><li class="user-footer">${links}</li></ul></nav><main><h1>Settings</h1></main>`,
    );
  const healed = await heal({
    page_source: menu(
      '<a href="#" class="btn">Profile</a><a href="#" class="btn btn-outline-danger">Log out</a>',
    ),
    existing_locators: ["page.getByText('Sign out')"],
  });
  expect(healed.ok, summary(healed)).toBe(true);
  if (healed.ok) expect(healed.answer.target.text).toBe('Log out');
  const deleted = await heal({
    page_source: menu('<a href="#" class="btn">Profile</a><a href="#" class="btn">Sign in</a>'),
    existing_locators: ["page.getByText('Sign out')"],
  });
  expect(deleted.ok, summary(deleted)).toBe(false);
});

test('a quoted title before the subtitle the page added ("Beautifying our UI: Giving …") names the card title', async () => {
  const blog = (titles: readonly string[]): string =>
    page(
      `<main><h2>More to explore</h2>${titles
        .map(
          (title) => `<div class="card"><h4 class="title slp-heading-x7">${title}</h4><p>By GitLab</p></div>`,
        )
        .join('')}</main>`,
    );
  const request = (titles: readonly string[]) => ({
    page_source: blog(titles),
    existing_locators: ["//h4[@class='title slp-text-heading5-bold'][contains(.,'Beautifying')]"],
    description: 'title of the "Beautifying our UI" blog card',
    framework: 'selenium' as const,
  });
  const healed = await heal(
    request([
      'Beautifying our UI: Giving GitLab build features a fresh look',
      'How we overhauled navigation',
    ]),
  );
  expect(healed.ok, summary(healed)).toBe(true);
  if (healed.ok) expect(healed.answer.target.text).toContain('Beautifying our UI');
  // Deleted, another card that begins with the same word is not it.
  const deleted = await heal(
    request(['Beautifying our docs: a style guide', 'How we overhauled navigation']),
  );
  expect(deleted.ok, summary(deleted)).toBe(false);
});

test('a link moved out of the list the locator searched, still in the sidebar the description names, keeps its exact address', async () => {
  const sidebar = (tree: string, help: string, footer = ''): string =>
    page(
      `<aside class="app-sidebar"><nav><ul class="nav sidebar-menu" id="navigation"><li class="nav-item"><a href="./index.html" class="nav-link"><p>Dashboard</p></a>` +
        `<ul class="nav nav-treeview"><li class="nav-item"><a href="./pages/login.html" class="nav-link"><p>Login</p></a></li>${tree}</ul></li>` +
        `<li class="nav-header">HELP</li>${help}<li class="nav-header">LABELS</li><li class="nav-item"><a href="#" class="nav-link"><p>Important</p></a></li></ul></nav></aside>` +
        `<main><h1>Dashboard</h1><footer>${footer}</footer></main>`,
    );
  const request = (html: string) => ({
    page_source: html,
    existing_locators: ['page.locator(\'ul.nav-treeview a[href="./pages/faq.html"]\')'],
    description: 'FAQ link in the sidebar',
  });
  const faq = '<li class="nav-item"><a href="./pages/faq.html" class="nav-link"><p>FAQ</p></a></li>';
  const moved = await heal(request(sidebar('', faq)));
  expect(moved.ok, summary(moved)).toBe(true);
  if (moved.ok) expect(moved.answer.locator).toMatch(/navigation|sidebar|nav-link|nav-item/);
  // Deleted from the sidebar, the footer's link to the same page is not it.
  const deleted = await heal(request(sidebar('', '', '<a href="./pages/faq.html">FAQ</a>')));
  expect(deleted.ok, summary(deleted)).toBe(false);
});

test('an address whose site moved (http://starwars.wikia.com → https://starwars.fandom.com, same path) is the same page; another site with the same path is not', async () => {
  const article = (links: string): string =>
    page(
      `<article><h1>Original Cuts Might Get Released</h1><p>Director ${links} once said the films would never be released.</p><p>More at the <a href="/wiki/Main">wiki</a>.</p></article>`,
    );
  const request = (html: string) => ({
    page_source: html,
    existing_locators: ['page.locator(\'a[href="http://starwars.wikia.com/wiki/George_Lucas"]\')'],
    description: 'George Lucas link in the article',
  });
  const moved = await heal(
    request(article('<a href="https://starwars.fandom.com/wiki/George_Lucas">George Lucas</a>')),
  );
  expect(moved.ok, summary(moved)).toBe(true);
  if (moved.ok) expect(moved.answer.target.text).toBe('George Lucas');
  const otherSite = await heal(
    request(article('<a href="https://twitter.com/wiki/George_Lucas">George Lucas on Twitter</a>')),
  );
  expect(otherSite.ok, summary(otherSite)).toBe(false);
});

test('a compound before `+` is beside the list the target sits in, not around it (`a[href="/menu/browse"] + ul.menu > li:nth-child(2) > a`)', async () => {
  const menus = (browse: readonly string[]): string =>
    page(
      '<header><nav><ul class="primary">' +
        `<li class="dropdown"><a href="/menu/browse">Browse</a><ul class="menu">${browse.map((entry) => `<li>${entry}</li>`).join('')}</ul></li>` +
        '<li class="dropdown"><a href="/menu/search">Search</a><ul class="menu"><li><a href="/works/search">Works</a></li><li><a href="/bookmarks/search">Bookmarks</a></li></ul></li>' +
        '</ul></nav></header><main><h1>Works</h1></main>',
    );
  const result = await heal({
    page_source: menus([
      '<a href="/bookmarks">Bookmarks</a>',
      '<a href="/works">Works</a>',
      '<a href="/tags">Tags</a>',
    ]),
    existing_locators: ['page.locator(\'a[href="/menu/browse"] + ul.menu > li:nth-child(2) > a\')'],
    description: 'Bookmarks entry in the Browse menu',
  });
  expect(result.ok, summary(result)).toBe(true);
  if (result.ok) expect(result.answer.target.attributes.href).toBe('/bookmarks');
});

test('a data attribute renamed keeps its two-letter code (`[data-lang-code="fr"]` → `data-locale="fr"`); with the French link gone nothing is', async () => {
  const languages = (codes: readonly [string, string][]): string =>
    page(
      `<header><ul class="langs">${codes
        .map(([code, name]) => `<li><a href="?lang=${code}" data-locale="${code}">${name}</a></li>`)
        .join('')}</ul></header><main><h1>Home</h1></main>`,
    );
  const request = (html: string) => ({ page_source: html, existing_locators: ['[data-lang-code="fr"]'] });
  const renamed = await heal(
    request(
      languages([
        ['en', 'English'],
        ['fr', 'Français'],
        ['de', 'Deutsch'],
      ]),
    ),
  );
  expect(renamed.ok, summary(renamed)).toBe(true);
  if (renamed.ok) expect(renamed.answer.target.attributes['data-locale']).toBe('fr');
  const deleted = await heal(
    request(
      languages([
        ['en', 'English'],
        ['de', 'Deutsch'],
      ]),
    ),
  );
  expect(deleted.ok, summary(deleted)).toBe(false);
});

test('an address fragment with its words joined another way (`#readfile` → `#read-file`) is the same address; `#write-file` is not', async () => {
  const commands = (entries: readonly [string, string][]): string =>
    page(
      `<nav><ul><li><a href="/commands/files">Files</a><ul>${entries
        .map(([fragment, name]) => `<li><a href="/commands/files#${fragment}">${name}</a></li>`)
        .join('')}</ul></li></ul></nav><main><h1>Kitchen Sink</h1></main>`,
    );
  const request = (html: string) => ({
    page_source: html,
    existing_locators: ["a[href='/commands/files#readfile']"],
  });
  const respelled = await heal(
    request(
      commands([
        ['read-file', 'readFile'],
        ['write-file', 'writeFile'],
      ]),
    ),
  );
  expect(respelled.ok, summary(respelled)).toBe(true);
  if (respelled.ok) expect(respelled.answer.target.text).toBe('readFile');
  const deleted = await heal(request(commands([['write-file', 'writeFile']])));
  expect(deleted.ok, summary(deleted)).toBe(false);
});

test('a link within the page is known by the fragment it points to: "SPDY reference link" is the `#ref-SPDY` citation, not the `#ref-HTTP2` one', async () => {
  const rfc = (citations: string): string =>
    page(
      `<main><h1>HTTP/2</h1><pre>The protocol builds on ${citations} and more.</pre><h2>References</h2><p id="ref-SPDY">SPDY protocol</p><p id="ref-HTTP2">HTTP/2</p></main>`,
    );
  const request = (html: string) => ({
    page_source: html,
    existing_locators: ["//pre/a[@href='#ref-SPDY']"],
    description: 'SPDY reference link',
    framework: 'selenium' as const,
  });
  const wrapped = await heal(
    request(
      rfc(
        '[<cite class="xref"><a href="#ref-SPDY">SPDY</a></cite>] and [<cite class="xref"><a href="#ref-HTTP2">HTTP2</a></cite>]',
      ),
    ),
  );
  expect(wrapped.ok, summary(wrapped)).toBe(true);
  if (wrapped.ok) expect(wrapped.answer.target.attributes.href).toBe('#ref-SPDY');
  const deleted = await heal(request(rfc('[<cite class="xref"><a href="#ref-HTTP2">HTTP2</a></cite>]')));
  expect(deleted.ok, summary(deleted)).toBe(false);
});

test('a select no label names is known by its id ("id_lang" for the "language dropdown"), not by its options; deleted, the country select is not it', async () => {
  const form = (fields: string): string =>
    page(
      `<main><h1>Mozilla</h1><form id="newsletter-form"><h3>Get Firefox news</h3><input type="email" id="id_email" placeholder="Email">${fields}<button type="submit">Sign up now</button></form></main>`,
    );
  const country =
    '<div class="field field-country"><select id="id_country" name="country"><option>France</option><option>Germany</option></select></div>';
  const language =
    '<div class="field field-language"><select id="id_lang" name="language"><option>English</option><option>Deutsch</option></select></div>';
  const request = (html: string, description = 'language dropdown in the newsletter form') => ({
    page_source: html,
    existing_locators: ['page.locator(\'#newsletter-form select[name="lang"]\')'],
    description,
  });
  const renamed = await heal(request(form(country + language)));
  expect(renamed.ok, summary(renamed)).toBe(true);
  if (renamed.ok) expect(renamed.answer.target.attributes.id).toBe('id_lang');
  // Deleted, the country select is not it.
  const deleted = await heal(request(form(country)));
  expect(deleted.ok, summary(deleted)).toBe(false);
});

test('a bare tag after a changed item (`//li[@aria-controls="roundtrip"]/a`) still names the link, not the tab item around it', async () => {
  const tabs = (items: readonly [string, string][]): string =>
    page(
      `<main><h2>Find flights</h2><ul class="tabs" role="tablist">${items
        .map(
          ([controls, name]) =>
            `<li class="span3" role="tab" aria-controls="${controls}"><a href="#${controls.replace('flight-search-', '')}" class="ui-tabs-anchor" role="presentation">${name}</a></li>`,
        )
        .join('')}</ul><div id="roundtrip">Form</div></main>`,
    );
  const request = (html: string) => ({
    page_source: html,
    existing_locators: ["//li[@aria-controls='roundtrip']/a"],
    description: 'Round trip tab',
    framework: 'selenium' as const,
  });
  const renamed = await heal(
    request(
      tabs([
        ['flight-search-roundtrip', 'Round trip'],
        ['oneway', 'One way'],
      ]),
    ),
  );
  expect(renamed.ok, summary(renamed)).toBe(true);
  if (renamed.ok) expect(renamed.answer.target.tag).toBe('a');
  const deleted = await heal(request(tabs([['oneway', 'One way']])));
  expect(deleted.ok, summary(deleted)).toBe(false);
});
