/**
 * "Never guess" regressions from bench:mutations: a swapped id must not be returned intact on
 * the wrong control, a deleted target must not heal to a neighbour that shares part of its label,
 * and a reworded label must not heal to a link that merely contains one of its words.
 */
import { expect, test } from '@playwright/test';
import { decide } from '../../lib/engine/disambiguate/decide.js';
import { heal, matchDescription, parseWebPage, resolveQuery } from '../../lib/engine/index.js';
import type { HealResult } from '../../lib/engine/types.js';
import { parseLocator } from '../../lib/locators/parse.js';
import { scoredCandidates } from './support/scored.js';

const page = (body: string): string =>
  `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

function summary(result: HealResult): string {
  return result.ok
    ? `healed (${result.answer.strategy}) to "${result.answer.target.name}"`
    : result.failure.code;
}

const SWAPPED: { name: string; html: string; locator: string; description: string; expected: string }[] = [
  {
    name: 'row id now on the Delete button',
    html: page(
      '<table><tr><td>Jane Cooper</td><td><button id="edit-2">Edit</button><button id="delete-2">Delete</button></td></tr>' +
        '<tr><td>Esther Howard</td><td><button id="delete-3">Edit</button><button id="edit-3">Delete</button></td></tr></table>',
    ),
    locator: '#edit-3',
    description: 'Edit button in the row for Esther Howard',
    expected: 'Edit',
  },
  {
    name: 'password id now on the Email input',
    html: page(
      '<form><label for="inputPassword">Email</label><input id="inputPassword" type="email">' +
        '<label for="inputEmail">Password</label><input id="inputEmail" type="password"></form>',
    ),
    locator: '#inputPassword',
    description: 'Password field',
    expected: 'Password',
  },
  {
    name: 'select id now on the Color select',
    html: page(
      '<form><label for="color">Product Type *</label><select id="color"><option>A</option></select>' +
        '<label for="productType">Color *</label><select id="productType"><option>Red</option></select></form>',
    ),
    locator: '#productType',
    description: 'Product Type * dropdown',
    expected: 'Product Type *',
  },
  {
    name: 'theme id now on the yellow preview',
    html: page(
      '<button id="theme-yellow">Preview red theme</button><button id="theme-red">Preview yellow theme</button>',
    ),
    locator: '#theme-red',
    description: 'Preview red theme button',
    expected: 'Preview red theme',
  },
];

test.describe('swapped id: never returned intact on the wrong control', () => {
  for (const row of SWAPPED) {
    test(row.name, async () => {
      const result = await heal({
        page_source: row.html,
        existing_locators: [row.locator],
        description: row.description,
      });
      expect(result.ok, summary(result)).toBe(true);
      if (result.ok) {
        expect(result.answer.strategy).not.toBe('intact');
        expect(result.answer.target.name).toBe(row.expected);
      }
    });
  }

  test('matchDescription: the row names the section, so the row text does not excuse the wrong button', () => {
    const facts = {
      tag: 'button',
      role: 'button',
      name: 'Delete',
      attributes: { id: 'edit-3' },
      section: 'Esther Howard Edit Delete',
    };
    expect(matchDescription('Edit button in the row for Esther Howard', facts).verdict).toBe('contradicts');
    expect(matchDescription('Delete button in the row for Esther Howard', facts).verdict).toBe('agrees');
  });
});

test.describe('icon buttons named by their classes: a surviving position is not the described one', () => {
  const circle = (kind: string, icon: string): string =>
    `<a href="#" class="btn btn-${kind} btn-circle btn-lg"><i class="fas fa-${icon}"></i></a>`;
  const buttons = {
    primary: circle('primary', 'flag'),
    success: circle('success', 'check'),
    info: circle('info', 'info-circle'),
    warning: circle('warning', 'exclamation-triangle'),
    danger: circle('danger', 'trash'),
  };
  const held = "page.locator('a.btn-circle.btn-lg').nth(3)";
  const description = 'large warning circle button';

  test('a reorder put the info button where .nth(3) looks: not returned intact', async () => {
    // The warning button moved to the front; the fourth circle button is now the info one.
    const { warning, primary, success, info, danger } = buttons;
    const result = await heal({
      page_source: page(`<div class="card">${warning}${primary}${success}${info}${danger}</div>`),
      existing_locators: [held],
      description,
    });
    if (result.ok) expect(result.answer.target.attributes.class).toContain('btn-warning');
  });

  test('on the unchanged page, .nth(3) is the warning button and stays intact', async () => {
    const { primary, success, info, warning, danger } = buttons;
    const result = await heal({
      page_source: page(`<div class="card">${primary}${success}${info}${warning}${danger}</div>`),
      existing_locators: [held],
      description,
    });
    expect(result.ok, summary(result)).toBe(true);
    if (result.ok) {
      expect(result.answer.strategy).toBe('intact');
      expect(result.answer.target.attributes.class).toContain('btn-warning');
    }
  });
});

const DELETED: { name: string; html: string; locator: string; description: string }[] = [
  {
    name: 'camelCase handle vs a name that shares one of its words',
    html: page(
      '<ul><li><a href="/users/I_am_mad_platypus_78">I_am_mad_platypus_78</a></li><li><a href="/u/bob">Bob</a></li></ul>',
    ),
    locator: 'text=ThatOnePlatypus',
    description: 'ThatOnePlatypus link',
  },
  {
    name: 'a label word the neighbour lacks (RTL)',
    html: page('<nav><a href="/layout">Layout</a><a href="/forms">Forms</a></nav>'),
    locator: '#layout-rtl',
    description: 'Layout RTL link in the navigation',
  },
  {
    name: 'a label word the neighbour lacks (Bootstrap)',
    html: page('<nav><a href="/layout">Layout</a><a href="/forms">Forms</a></nav>'),
    locator: 'a.bootstrap-forms',
    description: 'Bootstrap Forms link',
  },
  {
    name: 'a link named after the section it sat in',
    html: page('<section><h2>Add-ons</h2><a href="/addons">Add-ons</a></section>'),
    locator: '#learn-more',
    description: 'Learn more link in the Add-ons section',
  },
  {
    name: 'reworded label: a link that only contains one of its words',
    html: page(
      '<nav><a href="/blog">Blog</a><a href="/">Home</a></nav><main><h2>Nora</h2><a href="/d">View documentation</a></main>',
    ),
    locator: 'text="Documentation"',
    description: 'Documentation link in the navigation',
  },
  {
    name: 'reworded label named by the locator: another link that contains the old label',
    html: page(
      '<nav><a href="/blog">Blog</a><a href="/">Home</a></nav><main><h2>Nora</h2><a href="/d">View documentation</a></main>',
    ),
    locator: "page.getByRole('link', { name: 'Documentation', exact: true })",
    description: 'Documentation link in the navigation',
  },
  {
    name: 'reworded label: same opening words, different last word',
    html: page('<a href="/m">See All Notifications</a><a href="/n">Open</a>'),
    locator: 'text="See All Messages"',
    description: 'See All Messages link',
  },
];

test.describe('description-only evidence: a partial-name neighbour is refused', () => {
  for (const row of DELETED) {
    test(row.name, async () => {
      const result = await heal({
        page_source: row.html,
        existing_locators: [row.locator],
        description: row.description,
      });
      expect(result.ok, summary(result)).toBe(false);
    });
  }

  test('a name with only an extra count still heals ("Pull requests 1")', async () => {
    const html = page('<nav><a href="/pulls">Pull requests 1</a><a href="/issues">Issues</a></nav>');
    const result = await heal({
      page_source: html,
      existing_locators: ['#pulls'],
      description: 'Pull requests link',
    });
    expect(result.ok && result.answer.target.name).toBe('Pull requests 1');
  });
});

test.describe('close band without a model: a name with words the description does not say is refused', () => {
  const CLOSE: { description: string; top: string; other: string; kind: 'pick' | 'refuse' }[] = [
    {
      description: 'Documentation link in the navigation',
      top: 'View documentation',
      other: 'Docs',
      kind: 'refuse',
    },
    { description: 'See All Messages', top: 'See All Notifications', other: 'Open', kind: 'refuse' },
    {
      description: 'About sharing',
      top: 'Read about our approach to external linking.',
      other: 'Share',
      kind: 'refuse',
    },
    { description: 'Pull requests link', top: 'Pull requests 1', other: 'Issues', kind: 'pick' },
    { description: 'Delete button', top: 'Delete', other: 'Delete', kind: 'pick' },
  ];
  for (const row of CLOSE) {
    test(`"${row.description}" → "${row.top}": ${row.kind}`, async () => {
      const html = page(`<button>${row.top}</button><button>${row.other}</button>`);
      const decision = await decide(
        scoredCandidates(html, [10, 7.8]),
        { description: row.description, remarks: '', llm: false },
        {},
      );
      expect(decision.kind).toBe(row.kind);
    });
  }
});

test('XPath node sets come back in document order on a nested page (indexed ordering)', () => {
  let body = '';
  for (let i = 0; i < 60; i++) body += `<div><p><a>x${i}</a><b><a>y${i}</a></b></p><a>z${i}</a></div>`;
  const parsed = parseWebPage(page(body));
  const found = resolveQuery(parsed, parseLocator('xpath=//a | //b'));
  const indexes = found.map((element) => element.index);
  expect(found).toHaveLength(60 * 4);
  expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  expect(resolveQuery(parsed, parseLocator("xpath=//a[text()='y7']/../..")).map((e) => e.tag)).toEqual(['p']);
});

test('a control named only by the section words ("Message" for "To field for New Message") does not win', async () => {
  const html = page(
    '<section class="card"><h3>New Message</h3><label>To <input type="email"></label>' +
      '<label for="subject">Subject</label><input id="subject">' +
      '<label for="body">Message</label><textarea id="body"></textarea></section>',
  );
  const result = await heal({
    page_source: html,
    existing_locators: ['//*[@id="mail-to"]'],
    description: 'To field for New Message',
  });
  if (result.ok) expect(result.answer.target.name).toBe('To');
  else expect(result.failure.code).not.toBe('BAD_REQUEST');
});

test('a copy of the label outside the navigation the description names is no intact answer; the link in it still is', async () => {
  const site = (promo: string, navLink: string): string =>
    page(
      `<div class="promo-strip">New: our buying guides. ${promo}</div>` +
        `<nav><ul><li><a href="/tech">Tech</a></li><li>${navLink}</li><li><a href="/science">Science</a></li></ul></nav>` +
        '<main><h1>Top stories</h1><p>Text</p></main>',
    );
  const request = (html: string) => ({
    page_source: html,
    existing_locators: ["page.getByRole('link', { name: 'Reviews', exact: true })"],
    description: 'Reviews link in the top nav',
  });
  // The original was given an aria-label; the held locator now finds only the copy in the promo strip.
  const decoyed = await heal(
    request(
      site(
        '<a href="/reviews/buying-guides">Reviews</a>',
        '<a href="/reviews" aria-label="Product reviews">Reviews</a>',
      ),
    ),
  );
  expect(decoyed.ok, summary(decoyed)).toBe(false);
  if (!decoyed.ok) expect(decoyed.failure.status).toBe(422);
  // Guard: the locator that finds the link in the navigation is intact.
  const intact = await heal(request(site('<a href="/deals">Deals</a>', '<a href="/reviews">Reviews</a>')));
  expect(intact.ok, summary(intact)).toBe(true);
  if (intact.ok) expect(intact.answer.strategy).toBe('intact');
});

test('"title of the X card": a copy of the title in a navbar menu item is no card title', async () => {
  const dashboard = (menuEntry: string, cardTitle: string): string =>
    page(
      '<nav class="navbar"><ul class="navbar-nav"><li class="nav-item dropdown"><div class="dropdown-menu">' +
        `<span class="dropdown-header">15 Notifications</span>${menuEntry}</div></li></ul></nav>` +
        `<main><div class="card"><div class="card-header">${cardTitle}</div><div class="card-body"><p>Sales: 35,210</p></div></div>` +
        '<div class="card"><div class="card-header"><h5 class="card-title">Latest Orders</h5></div><div class="card-body"><p>None</p></div></div></main>',
    );
  const request = (html: string) => ({
    page_source: html,
    existing_locators: ["//h5[text()='Monthly Recap Report']"],
    description: 'title of the Monthly Recap Report card',
    framework: 'selenium' as const,
  });
  const decoyed = await heal(
    request(
      dashboard(
        '<h5 class="dropdown-item-text">Monthly Recap Report</h5>',
        '<h5 class="card-title"><i class="bi bi-graph-up"></i> Monthly Recap Report</h5>',
      ),
    ),
  );
  expect(decoyed.ok, summary(decoyed)).toBe(true);
  if (decoyed.ok) {
    expect(decoyed.answer.strategy).not.toBe('intact');
    expect(decoyed.answer.locator).toContain('card');
  }
  // Guard: the card's own title, found by the held locator, is intact.
  const intact = await heal(
    request(
      dashboard(
        '<a class="dropdown-item" href="#">See all</a>',
        '<h5 class="card-title">Monthly Recap Report</h5>',
      ),
    ),
  );
  expect(intact.ok, summary(intact)).toBe(true);
  if (intact.ok) expect(intact.answer.strategy).toBe('intact');
});

test('"logout dialog title" names a title in the dialog, never the dialog itself; "logout dialog" still names the dialog', async () => {
  const modal = page(
    '<h1>Buttons</h1><div class="modal show" id="logoutModal" role="dialog" aria-labelledby="exampleModalLabel">' +
      '<div class="modal-header"><h2 class="modal-title" id="exampleModalLabel">Ready to Leave?</h2><button class="close" aria-label="Close">×</button></div>' +
      '<div class="modal-body">Select "Logout" below</div><div class="modal-footer"><button>Cancel</button><a class="btn" href="login.html">Logout</a></div></div>',
  );
  const title = await heal({
    page_source: modal,
    existing_locators: ["page.locator('h5#exampleModalLabel')"],
    description: 'logout dialog title',
  });
  if (title.ok) expect(title.answer.target.role, summary(title)).not.toBe('dialog');
  const dialog = await heal({
    page_source: modal,
    existing_locators: ['#logout-dialog'],
    description: 'logout dialog',
  });
  expect(dialog.ok, summary(dialog)).toBe(true);
  if (dialog.ok) expect(dialog.answer.target.role).toBe('dialog');
});
