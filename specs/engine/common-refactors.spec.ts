/**
 * Everyday refactors of small pages that were refused before (probes written the way a person
 * describes what broke), each healed to its element; and, with that element deleted, refused: the
 * words that now heal it must not heal its neighbour.
 */
import { expect, test } from '@playwright/test';
import { analyzeDescription } from '../../lib/engine/describe/analyze-description.js';
import { judgeRole } from '../../lib/engine/describe/judge-description.js';
import { regionsNamed } from '../../lib/engine/describe/regions.js';
import { heal } from '../../lib/engine/index.js';
import { tokenize } from '../../lib/engine/text/tokenize.js';
import type { HealResult } from '../../lib/engine/types.js';

const NAV = `<header><nav aria-label="Main"><a href="/">Home</a><a href="/pricing">Pricing</a></nav></header>`;
const page = (body: string): string =>
  `<!doctype html><html><head><title>t</title></head><body>${NAV}${body}</body></html>`;

function summary(result: HealResult): string {
  return result.ok
    ? `healed (${result.answer.strategy}) to ${result.answer.target.tag} "${result.answer.target.name ?? ''}" ${JSON.stringify(result.answer.target.attributes)}`
    : `${result.failure.code}: ${result.failure.message}`;
}

/**
 * Healed to the element `build(true)` marks with `data-probe="target"`; with it gone (`build(false)`)
 * refused with a 422.
 */
async function expectHealedThenRefusedWhenDeleted(
  build: (withTarget: boolean) => string,
  locator: string,
  description: string,
): Promise<void> {
  const present = await heal({ page_source: build(true), existing_locators: [locator], description });
  expect(present.ok && present.answer.target.attributes['data-probe'], summary(present)).toBe('target');
  const deleted = await heal({ page_source: build(false), existing_locators: [locator], description });
  expect(deleted.ok, summary(deleted)).toBe(false);
  if (!deleted.ok) expect(deleted.failure.status).toBe(422);
}

test('a wording that only gained a small word ("Forgot your password?") is the same link', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><form><input name="u"><input type="password" name="p">${withTarget ? '<a data-probe="target" href="/reset">Forgot your password?</a>' : ''}<button>Sign in</button></form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, 'text=Forgot password?', 'Forgot password link');
  await expectHealedThenRefusedWhenDeleted(
    build,
    "getByRole('link', { name: 'Forgot password?' })",
    'Forgot password link',
  );
});

test('a word inserted that is not a small one still reads as a sibling ("clear all local storage")', async () => {
  const result = await heal({
    page_source: page('<main><button>Clear all local storage</button></main>'),
    existing_locators: ['text=Clear local storage'],
    description: 'Clear local storage button',
  });
  expect(result.ok, summary(result)).toBe(false);
});

test('an abbreviation names its long form ("Specs" tab → "Specifications")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><div role="tablist"><button role="tab" aria-selected="true">Overview</button>${withTarget ? '<button role="tab" data-probe="target">Specifications</button>' : ''}<button role="tab">Reviews</button></div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, "getByRole('tab', { name: 'Specs' })", 'Specs tab');
});

test('two forms\' "Email" fields are told apart by what each form is for (its button, its address)', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><form action="/login"><label>Email <input name="email"></label><button>Log in</button></form></main><footer><form action="/newsletter">${withTarget ? '<label>Email <input name="email" data-probe="target"></label>' : ''}<button>Subscribe</button></form></footer>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '#newsletter-email',
    'Newsletter email field in the footer',
  );
  await expectHealedThenRefusedWhenDeleted(build, '#newsletter-email', 'Newsletter email field');
  const login = await heal({
    page_source: build(true),
    existing_locators: ['#login-email'],
    description: 'Email field of the login form',
  });
  expect(login.ok && login.answer.target.attributes['data-probe'], summary(login)).toBeUndefined();
  expect(login.ok && login.answer.target.name, summary(login)).toBe('Email');
});

test('a radio is named by its group too ("Express shipping" is "Express" under the "Shipping" legend)', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><fieldset><legend>Shipping</legend><label><input type="radio" name="ship" value="std"> Standard</label>${withTarget ? '<label><input type="radio" name="ship" value="exp" data-probe="target"> Express</label>' : ''}</fieldset></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, '#ship-express', 'Express shipping radio button');
});

test('a field is named by its input type too ("Check-in date field" for the date input "Check-in")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><label>Guests <input type="number" name="guests"></label>${withTarget ? '<label>Check-in <input type="date" name="checkin" data-probe="target"></label>' : ''}<label>Check-out <input type="date" name="checkout"></label></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, '#checkin-date', 'Check-in date field');
});

test('an accordion is a kind of button ("Shipping and returns accordion")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main>${withTarget ? '<h2><button aria-expanded="false" aria-controls="p1" data-probe="target">Shipping &amp; returns</button></h2><div id="p1" hidden>…</div>' : ''}<h2><button aria-expanded="false">Warranty</button></h2></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '#shipping-toggle',
    'Shipping and returns accordion button',
  );
});

test("a Selenium suite's By.linkText and By.className locators are read as what they mean", async () => {
  const html = page(
    '<main><form><label>Email <input name="email"></label><button class="btn btn-primary">Subscribe</button></form><a href="/login">Sign in</a></main>',
  );
  const cases = [
    {
      locator: { type: 'link text', value: 'Log in' },
      description: 'Sign in link',
      expected: ['xpath', 'Sign in'],
    },
    {
      locator: { type: 'class name', value: 'btn-primary' },
      description: 'Subscribe button',
      expected: ['intact', '.btn-primary'],
    },
  ];
  for (const { locator, description, expected } of cases) {
    const result = await heal({
      page_source: html,
      existing_locators: [locator],
      description,
      framework: 'selenium',
    });
    const seen = result.ok
      ? expected[0] === 'intact'
        ? [result.answer.strategy, result.answer.locator]
        : [result.answer.locator_type, result.answer.target.name]
      : [];
    expect(seen, summary(result)).toEqual(expected);
  }
});

test('a positional locator does not outweigh the item the description names (".first()" is not "the Red item")', async () => {
  const html = page(
    '<main><ul><li><h3>Blue</h3><button>Buy</button></li><li><h3>Red</h3><button data-probe="target">Buy</button></li></ul></main>',
  );
  for (const locator of [
    "getByRole('button', { name: 'Buy' }).first()",
    "(//button[text()='Buy'])[1]",
    'li:first-child button',
  ]) {
    const result = await heal({
      page_source: html,
      existing_locators: [locator],
      description: 'Buy button of the Red item',
    });
    expect(result.ok && result.answer.target.attributes['data-probe'], `${locator}: ${summary(result)}`).toBe(
      'target',
    );
  }
  // Where it names the first item, the positional locator still finds it, intact.
  const blue = await heal({
    page_source: html,
    existing_locators: ["getByRole('button', { name: 'Buy' }).first()"],
    description: 'Buy button of the Blue item',
  });
  expect(blue.ok && blue.answer.strategy, summary(blue)).toBe('intact');
});

const projectsTable = (rows: readonly string[], withoutArchive?: string): string =>
  `<main><h1>Projects</h1><table class="projects"><thead><tr><th>Name</th><th>Owner</th><th>Status</th><th>Actions</th></tr></thead><tbody>${rows
    .map(
      (name) =>
        `<tr><td><a href="/projects/${name}">${name}</a></td><td>Jane</td><td><span class="badge">Active</span></td><td><button aria-label="Edit ${name}">✎</button>${name === withoutArchive ? '' : `<button aria-label="Archive ${name}"${name === 'Mercury' ? ' data-probe="target"' : ''}>🗄</button>`}</td></tr>`,
    )
    .join('')}</tbody></table></main>`;

test('a label that now also names its row, as the description does, is the control the exact locator asked for', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) => page(projectsTable(['Apollo', 'Mercury'], withTarget ? undefined : 'Mercury')),
    "//tr[td/a[text()='Mercury']]//button[@title='Archive']",
    'Archive button in the Mercury row',
  );
});

test('a table is not what a description of something in it names ("Status of the Apollo project")', async () => {
  const result = await heal({
    page_source: page(projectsTable(['Apollo', 'Mercury'])),
    existing_locators: ['#status-apollo'],
    description: 'Status of the Apollo project',
  });
  expect(result.ok, summary(result)).toBe(false);
});

test('a panel described as one is the panel, not the heading that titles it ("Order summary panel")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><h1>Checkout</h1>${withTarget ? '<aside class="summary" data-probe="target"><h2>Order summary</h2><dl><dt>Total</dt><dd>$80.00</dd></dl><button>Place order</button></aside>' : '<h2>Order summary</h2><p>Your cart is empty.</p>'}</main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, '#summary', 'Order summary panel');
});

test('an icon button is located by its title, not by the glyph it shows ("⧉")', async () => {
  const result = await heal({
    page_source: page('<main><button title="Copy link" class="icon">⧉</button><button>Share</button></main>'),
    existing_locators: ["getByTitle('Copy URL')"],
    description: 'Copy link button',
  });
  expect(result.ok && result.answer.locator, summary(result)).toContain('Copy link');
  expect(result.ok && result.answer.locator, summary(result)).not.toContain('⧉');
});

test('"Add card button in the Done lane": the card is what the button adds, so "Add lane" is not it', async () => {
  const lane = (name: string, count: number, button: string): string =>
    `<div class="kanban-lane"><div class="kanban-lane-header"><h3>${count} ${name}</h3><button aria-label="Lane actions">⋯</button></div><div class="kanban-card">Task</div>${button}</div>`;
  const add = (lane: string, probe: string): string =>
    `<button class="kanban-add-card" data-probe="${probe}" data-add-card-for="${lane}">Add card</button>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="card"><div class="card-header"><h2>Kanban Board</h2><button class="btn">Add lane</button></div><div class="card-body">${lane('Backlog', 3, add('backlog', 'other'))}${lane('To do', 2, add('todo', 'other'))}${lane('Done', 4, withTarget ? add('finished', 'target') : '')}</div></div></main>`,
    );
  // The Done lane's button deleted: the toolbar's "Add lane" says "add" and "lane" but not "card".
  const deleted = await heal({
    page_source: build(false),
    existing_locators: ['button[data-add-card-for="done"]'],
    description: 'Add card button in the Done lane',
  });
  expect(deleted.ok, summary(deleted)).toBe(false);
});

test('Selenium: a button in a table row titled by a link is anchored by an XPath on that title', async () => {
  const row = (project: string, target: boolean): string =>
    `<tr><td><a href="#">${project}</a></td><td>Active</td><td><button title="View">v</button><button title="Edit"${target ? ' data-probe="target"' : ''}>e</button></td></tr>`;
  const html = page(
    `<main><table><tbody>${row('Apollo', false)}${row('Mercury', false)}${row('Marketing Site Redesign', true)}</tbody></table></main>`,
  );
  const result = await heal({
    page_source: html,
    existing_locators: [{ type: 'xpath', value: '/html/body/main/table/tbody/tr[1]/td[3]/button[2]' }],
    description: 'Edit button in the row for Marketing Site Redesign',
    framework: 'selenium',
  });
  expect(result.ok && result.answer.target.attributes['data-probe'], summary(result)).toBe('target');
  if (result.ok) {
    expect(result.answer.locator_type).toBe('xpath');
    expect(result.answer.locator).toContain("[.//*[normalize-space()='Marketing Site Redesign']]");
  }
});

test('a row the locator named is still on the page: a look-alike outside it is not the target', async () => {
  // The row buttons' title "View" became aria-label "View project"; the sidebar has "View documentation".
  const row = (project: string): string =>
    `<tr><td><a href="#">${project}</a></td><td>Active</td><td><button aria-label="View project">👁</button><button title="Edit">✎</button></td></tr>`;
  const html = page(
    `<aside><nav aria-label="Sidebar"><a href="/docs" class="btn">View documentation</a></nav></aside><main><table><tbody>${row('Apollo')}${row('Brand Style Guide')}${row('Mercury')}</tbody></table></main>`,
  );
  const result = await heal({
    page_source: html,
    existing_locators: ["page.getByRole('row', { name: /Brand Style Guide/ }).getByTitle('View')"],
    description: 'View button in the Brand Style Guide row',
  });
  expect(result.ok && result.answer.target.name, summary(result)).not.toBe('View documentation');
  if (result.ok) expect(result.answer.target.name).toBe('View project');
});

test('Selenium: a field moved behind a shadow root with its id kept is not intact (WebDriver CSS stops at the root)', async () => {
  const html = page(
    `<main><form><name-fields><template shadowrootmode="open"><input type="text" id="first" placeholder="First Name"></template></name-fields><input type="email" id="email"><button>Register</button></form></main>`,
  );
  const request = { page_source: html, existing_locators: ['#first'], description: 'First Name field' };
  const selenium = await heal({ ...request, framework: 'selenium' });
  expect(selenium.ok && [selenium.answer.locator_type, selenium.answer.locator], summary(selenium)).toEqual([
    'shadow_piercing_css',
    'name-fields >>> #first',
  ]);
  // Playwright's CSS pierces open roots: there the locator still works as written.
  const playwright = await heal({ ...request, framework: 'playwright' });
  expect(playwright.ok && playwright.answer.strategy, summary(playwright)).toBe('intact');
});

test('a row whose actions cell repeats "Edit" in every row is told apart by its first cell', async () => {
  const row = (name: string, target: boolean): string =>
    `<tr><td>${name}</td><td>Accountant</td><td>Tokyo</td><td><a href="#" class="edit-row">Edit</a> <button type="button"${target ? ' data-probe="target"' : ''}>Delete</button></td></tr>`;
  const html = page(
    `<main><table id="dataTable"><thead><tr><th>Name</th><th>Position</th><th>Office</th><th>Actions</th></tr></thead><tbody>${row('Brielle Williamson', false)}${row('Ashton Cox', true)}${row('Airi Satou', false)}</tbody></table></main>`,
  );
  const result = await heal({
    page_source: html,
    existing_locators: [{ type: 'xpath', value: '//*[@id="dataTable"]/tbody/tr[3]/td[4]/button' }],
    description: 'Delete button in the row for Ashton Cox',
  });
  expect(result.ok && result.answer.target.attributes['data-probe'], summary(result)).toBe('target');
});

test('a todo is titled by its loose <label>: "Checkbox to complete the "Walk the dog" todo" after a reorder', async () => {
  const todo = (text: string, target: boolean): string =>
    `<li><div class="view"><input class="toggle" type="checkbox"${target ? ' data-probe="target"' : ''}><label>${text}</label><button class="destroy"></button></div></li>`;
  const build = (withTarget: boolean): string =>
    page(
      `<section class="todoapp"><h1>todos</h1><ul class="todo-list">${todo('Buy milk', false)}${todo('Call mom', false)}${withTarget ? todo('Walk the dog', true) : ''}${todo('Pay rent', false)}</ul></section>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '//*[@id="todo-list"]/li[2]/div/input',
    'Checkbox to complete the "Walk the dog" todo',
  );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "locator('.todo-list li').filter({ hasText: 'Walk the dog' }).locator('input.toggle-x')",
    'Completion checkbox of the "Walk the dog" todo',
  );
});

test('a mail row is titled by the sender its one link opens with ("Star button for the message from GitHub")', async () => {
  const row = (sender: string, target: boolean): string =>
    `<li class="list-group-item"><input type="checkbox"><button type="button" aria-label="Star"${target ? ' data-probe="target"' : ''}>☆</button><a href="/read"><span>${sender}</span><span>A subject long enough that the whole link could never title the row on its own, with a preview</span><span>9:08 AM</span></a></li>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><h2>Inbox</h2><ul class="list-group">${row('Stripe', false)}${row('Linear', false)}${withTarget ? row('GitHub', true) : ''}${row('Vercel', false)}</ul></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '/html/body/main/ul/li[2]/button',
    'Star button for the message from GitHub',
  );
});

test('"Completed filter link" after its route was renamed is the link, not the "Clear completed" button', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<footer class="footer"><ul class="filters"><li><a href="#/">All</a></li><li><a href="#/active">Active</a></li>${withTarget ? '<li><a href="#/done" data-probe="target">Completed</a></li>' : ''}</ul><button class="clear-completed">Clear completed</button></footer>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, 'a[href="#/completed"]', 'Completed filter link');
  await expectHealedThenRefusedWhenDeleted(
    build,
    'a[href="#/completed"]',
    'Completed filter link in the footer',
  );
});

test('a gloss in brackets and a word for what a control does are not held against its label', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><h2>경력 전체</h2><ul><li><div><button>인기순</button></div></li>${withTarget ? '<li><div><button data-probe="target">최신순</button></div></li>' : ''}</ul><label>Status <select data-probe="${withTarget ? 'target' : 'x'}"><option>All</option><option>Open</option></select></label></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '//*[@id="__next"]/main/ul/li[2]/button',
    '최신순 (latest) sort option',
  );
  const status = await heal({
    page_source: build(true),
    existing_locators: ['select[aria-label="Filter by status"]'],
    description: 'Status filter dropdown',
  });
  expect(status.ok && status.answer.target.tag, summary(status)).toBe('select');
});

test('deleted controls are not healed to look-alikes that only share a word or an address', async () => {
  const refused = async (body: string, locator: string, description: string): Promise<void> => {
    const result = await heal({ page_source: page(body), existing_locators: [locator], description });
    expect(result.ok, summary(result)).toBe(false);
  };
  // A link to the same sign-up address is not the deleted "Join now" (joining is not following).
  await refused(
    '<main><article><h3>Ellyn Shook</h3><a class="cta" href="https://example.com/signup/cold-join?trk=author">+ Follow</a></article></main>',
    "getByRole('link', { name: 'Join now' })",
    'Join now link in the header',
  );
  // A disclosure that shows the forks is not the deleted "Fork" button.
  await refused(
    '<main><div id="repo-header"><details><summary aria-label="See your forks of this repository">▾</summary></details><button>Star</button></div></main>',
    'a[href$="/fork"]',
    'Fork button',
  );
  // A clickable <div> in a closed popup that adds a word is not the deleted "Settings" button.
  await refused(
    '<main><button class="search-button">Search</button></main><div class="popup" style="display:none"><h3>Settings</h3><div class="search-settings" onclick="go()">Search Settings</div></div>',
    '.settings-button',
    'Settings button',
  );
});

test('a data attribute renamed keeps its value, and a naming data attribute is a locator', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="app-nav"><h4>MDL</h4><ul id="appNav"><li data-route="home">Home</li>${withTarget ? '<li data-route="manage" data-probe="target">Manage</li>' : ''}</ul></div><div class="section-nav"><h4>Manage</h4><ul><li data-route="users">Users</li></ul></div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    'li[data-key="manage"]',
    'Manage item in the app navigation',
  );
  const healed = await heal({
    page_source: build(true),
    existing_locators: ['li[data-key="manage"]'],
    description: 'Manage item in the app navigation',
  });
  expect(healed.ok && healed.answer.locator, summary(healed)).toBe('li[data-route="manage"]');
});

test('a field whose label lost its `for` is found through that label, even in a bare column <div>', async () => {
  const field = (label: string, target: boolean): string =>
    `<div class="col-md-6"><label class="form-label">${label}</label><input type="text" class="form-control"${target ? ' data-probe="target"' : ''}></div>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="card"><div class="card-body"><form class="row">${field('Cc', false)}${withTarget ? field('Bcc', true) : ''}<div class="col-12"><label for="s">Subject</label><input id="s"></div></form></div></div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, '#mail-bcc', 'Bcc field');
  // Without the test's marker: a naming data attribute of its own would be a locator too.
  const unmarked = build(true).replace(' data-probe="target"', '');
  const healed = await heal({
    page_source: unmarked,
    existing_locators: ['#mail-bcc'],
    description: 'Bcc field',
  });
  expect(healed.ok && healed.answer.code, summary(healed)).toBe(
    "page.getByText('Bcc', { exact: true }).locator('..').getByRole('textbox')",
  );
});

test('a form is named by the links styled as its buttons ("Email address field of the login form")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="card"><h1>Welcome Back!</h1><form class="user">${withTarget ? '<input type="email" id="loginEmail" placeholder="Enter Email Address..." data-probe="target">' : ''}<input type="password" placeholder="Password"><a href="index.html" class="btn btn-primary">Login</a></form></div><form action="/subscribe"><input type="email" placeholder="Your email"><button>Subscribe</button></form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '#exampleInputEmail',
    'Email address field of the login form',
  );
});

test('common rewordings are read as one wording ("Load comments" / "Show comments", "Repeat" / "Confirm password")', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><article><p>Text</p></article><div id="comment-loader">${withTarget ? '<button data-probe="target">Show comments</button>' : ''}<button>Report</button></div></main>`,
      ),
    'text=Load Comments',
    'Load comments button',
  );
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><form><input id="pw" type="password" placeholder="Password">${withTarget ? '<input id="confirmPassword" type="password" placeholder="Confirm password" data-probe="target">' : ''}<button>Register</button></form></main>`,
      ),
    '#exampleRepeatPassword',
    'Repeat password field',
  );
});

test('the same words written another way are one label ("One way" → "One-way", "Time zone" → "Timezone")', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><h2>Find flights</h2><ul role="tablist"><li role="tab">Round trip</li>${withTarget ? '<li role="tab" data-probe="target">One-way</li>' : ''}<li role="tab">Multi-city</li></ul></main>`,
      ),
    "getByRole('tab', { name: 'One way' })",
    'One way trip tab',
  );
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><div class="card"><h3>Account</h3><label for="lang">Language</label><select id="lang"><option>English</option></select>${withTarget ? '<label for="timezone">Timezone</label><select id="timezone" data-probe="target"><option>UTC</option></select>' : ''}</div><div class="card"><h3>Security</h3><button>Change password</button></div></main>`,
      ),
    '#settings-tz',
    'Time zone dropdown',
  );
});

test('a dashboard tile is titled by the words under its figure ("More info link of the User Registrations box")', async () => {
  const tile = (figure: string, label: string, target: boolean): string =>
    `<div class="col-lg-3"><div class="small-box"><div class="inner"><h3>${figure}</h3><p>${label}</p></div><a href="#" class="small-box-footer"${target ? ' data-probe="target"' : ''}>More info</a></div></div>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="row">${tile('$12k', 'Revenue', false)}${tile('150', 'New Orders', false)}${tile('53%', 'Bounce Rate', false)}${withTarget ? tile('44', 'User Registrations', true) : ''}${tile('65', 'Unique Visitors', false)}</div></main>`,
    );
  // The positional locator now lands on the Bounce Rate tile: not intact.
  await expectHealedThenRefusedWhenDeleted(
    build,
    "(//a[contains(@class,'small-box-footer')])[3]",
    'More info link of the User Registrations box',
  );
});

test('a filler word the broken locator names is the name ("click command link" is not "Commands")', async () => {
  const result = await heal({
    page_source: page(
      '<main><ul class="nav"><li><a href="/commands">Commands</a></li><li><a href="/utilities">Utilities</a></li></ul><h2>Actions</h2><ul><li><a href="/commands/actions#type">type</a></li><li><a href="/commands/actions#dblclick">dblclick</a></li></ul></main>',
    ),
    existing_locators: ["getByRole('link', { name: 'click', exact: true })"],
    description: 'click command link in the Actions section of the command list',
  });
  expect(result.ok, summary(result)).toBe(false);
});

test('a label that now offers alternatives still says the old one ("State" → "State / Province")', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><form><label for="city">City</label><input id="city">${withTarget ? '<label for="state">State / Province</label><select id="state" data-probe="target"><option>Choose…</option></select>' : ''}<label for="zip">Zip</label><input id="zip"><button>Submit form</button></form></main>`,
      ),
    "getByLabel('State', { exact: true })",
    'State dropdown',
  );
});

test('more rewordings read as one ("URL" / "Website", "Passengers" / "Travelers", "Agree" / "I accept")', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><form><h3>Browser Defaults</h3><label for="email">Email</label><input id="email" type="email">${withTarget ? '<label for="website">Website</label><input id="website" type="text" inputmode="url" data-probe="target">' : ''}<button>Submit</button></form></main>`,
      ),
    "locator('input[type=url]')",
    'URL field in the Browser Defaults form',
  );
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><h2>Find flights</h2><form><label for="from">From</label><input id="from">${withTarget ? '<label for="pax">Travelers</label><select id="pax" data-probe="target"><option>1</option><option>2</option></select>' : ''}<button>Search</button></form></main>`,
      ),
    "//select[@id='passengerCount']",
    'Number of passengers dropdown',
  );
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><form><label for="name">Name</label><input id="name">${withTarget ? '<div class="form-check"><input type="checkbox" id="terms" data-probe="target"><label for="terms">I accept the terms and conditions</label></div>' : ''}<button>Submit form</button></form></main>`,
      ),
    "//label[normalize-space()='Agree to terms and conditions']/preceding-sibling::input",
    'Agree to terms checkbox',
  );
});

test('a text field asking for a date format is a date field ("Return date field")', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><h2>Find flights</h2><form><label for="from">From</label><input id="from">${withTarget ? '<label for="ret">Return</label><input id="ret" name="returnDate" placeholder="MM/DD/YYYY" data-probe="target">' : ''}<button>Search</button></form></main>`,
      ),
    'input[data-title="Return"]',
    'Return date field',
  );
});

test('"Nora in the Latest Members list" names a member, not a list', async () => {
  const member = (name: string, target: boolean): string =>
    `<div class="col-3"><img alt="User Image"><a class="btn" href="#"${target ? ' data-probe="target"' : ''}>${name}</a><div>15 Jan</div></div>`;
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><div class="card"><div class="card-header"><h3>Latest Members</h3></div><div class="card-body"><div class="row">${member('Priya', false)}${member('Alexander', false)}${withTarget ? member('Nora', true) : ''}${member('Sarah', false)}</div></div></div><div class="card"><h3>Direct Chat</h3><ul><li>Nora S. Vans: Where is your new…</li></ul></div></main>`,
      ),
    "locator('.card-body .row .col-3 a').nth(2)",
    'Nora in the Latest Members list',
  );
});

test('a wiki\'s access key hint is not part of the name a description quotes ("Search Wikipedia [f]")', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<header><div role="search"><h3>Search</h3><form action="/w/index.php">${withTarget ? '<input type="search" name="search" aria-label="Search Wikipedia [f]" id="searchform-input" data-probe="target">' : ''}<input type="submit" name="go" value="Go" title="Go to a page with this exact name if it exists"><input type="submit" name="fulltext" value="Search" title="Search Wikipedia for pages containing this text"></form></div></header><main><p>Text</p></main>`,
      ),
    '#searchInput',
    'Search Wikipedia box',
  );
});

test('an item is named by the words a description quotes from its title ("of the "Bell\'s Inequality" video")', async () => {
  const video = (title: string, target: boolean): string =>
    `<li class="video"><h3><a href="/watch/${title.length}">${title}</a></h3><span class="channel">Qiskit</span><button aria-label="Action menu"${target ? ' data-probe="target"' : ''}>⋮</button></li>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><h1>Quantum entanglement explained</h1></main><aside><ul class="related">${withTarget ? video("Bell's Inequality: The weirdest theorem in the world", true) : ''}${video('Quantum computing in 10 minutes', false)}${video('The double slit experiment', false)}${video('What is spin?', false)}</ul></aside>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '/html/body/aside/ul/li[11]/button',
    'Action menu of the "Bell\'s Inequality" video in the related videos list',
  );
});

test('an item whose title holds data is anchored by the words the description quotes from it', async () => {
  const video = (title: string, views: string, target: boolean): string =>
    `<li class="video-card"><div><span>${title}</span> <span>Qiskit</span> <span>${views} views</span> <span>4 weeks ago</span></div><button aria-label="Action menu"${target ? ' data-probe="target"' : ''}>⋮</button></li>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><h1>Quantum entanglement explained</h1></main><aside><h2>Up next</h2><ul>${video('Quantum computing in 10 minutes', '1,204,551', false)}${withTarget ? video("Bell's Inequality: The weirdest theorem in the world", '964,725', true) : ''}${video('The double slit experiment', '88,120', false)}</ul></aside>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '/html/body/aside/ul/li[5]/button',
    'Action menu of the "Bell\'s Inequality" video in the related videos list',
  );
  const healed = await heal({
    page_source: build(true),
    existing_locators: ['/html/body/aside/ul/li[5]/button'],
    description: 'Action menu of the "Bell\'s Inequality" video in the related videos list',
  });
  expect(healed.ok && healed.answer.code).toContain("hasText: 'Bell\\'s Inequality'");
});

test('a label localised to British spelling ("Colour") is the same label', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><form><label for="size">Size *</label><select id="size" name="size"><option value="">Select a size</option><option>M</option></select>${withTarget ? '<label for="colour">Colour *</label><select data-probe="target" id="colour" name="colour"><option value="">Pick one</option><option>Red</option></select>' : ''}<label for="fav">Favourite shop</label><input id="fav"></form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, "getByLabel('Color *')", 'Color dropdown');
  const british = await heal({
    page_source: page(
      '<main><label for="f">Favourites</label><input id="f"><label for="n">Name</label><input id="n"></main>',
    ),
    existing_locators: ['#favorites-input'],
    description: 'Favorites field',
  });
  expect(british.ok && british.answer.target.attributes.id, summary(british)).toBe('f');
});

test("a closed dropdown's placeholder option never stands for its select", async () => {
  const result = await heal({
    page_source: page(
      '<main><form><label for="color">Shade *</label><select id="color" name="color"><option value="">Select a color</option><option>Red</option></select><label for="q">Quantity</label><input id="q"></form></main>',
    ),
    existing_locators: ["getByLabel('Color *')"],
    description: 'the color dropdown',
  });
  expect(result.ok && result.answer.target.tag, summary(result)).not.toBe('option');
  // Asked for an option, an option it is.
  const option = await heal({
    page_source: page(
      '<main><form><label for="c">Colour</label><select id="c"><option>Crimson red</option><option>Blue</option></select></form></main>',
    ),
    existing_locators: ["getByRole('option', { name: 'Red' })"],
    description: 'Red option of the colour select',
  });
  expect(option.ok && option.answer.target.tag, summary(option)).toBe('option');
});

test('a disclosure whose text holds a link is not that link ("Add file" menu, "Upload files")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><a href="/r/find/main">Go to file</a><details><summary role="button">Add file</summary><ul><li><a href="/r/new/main">Create new file</a></li>${withTarget ? '<li><a data-probe="target" href="/r/upload/main">Upload files</a></li>' : ''}</ul></details></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, "//a[@href='/r/upload/master']", 'Upload files');
  await expectHealedThenRefusedWhenDeleted(build, "//a[contains(@href,'upload/master')]", 'Upload files');
});

test('"Checkbox item under Form Fields" names an entry called Checkbox, not a checkbox', async () => {
  const nav = (withTarget: boolean): string =>
    page(
      `<aside><nav aria-label="Side"><ul><li><a href="/side-nav">Side Nav</a></li><li>Form Fields<ul><li><a href="/combo">Combo Box</a></li>${withTarget ? '<li><a data-probe="target" href="/components/checkbox">Checkbox</a></li>' : ''}<li><a href="/text">Text Field</a></li></ul></li></ul></nav></aside>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    nav,
    "a[href='/dev/checkbox.html']",
    'Checkbox item under Form Fields in the side nav',
  );
});

test('a tile titled by a figure is anchored by the name under it that the description says ("New Orders")', async () => {
  const tile = (figure: string, name: string, probe = ''): string =>
    `<div class="col"><div class="small-box"><div class="inner"><h3>${figure}</h3><p>${name}</p></div><a href="#" class="small-box-footer"${probe}>More info</a></div></div>`;
  // The tiles were reordered: the copied path now leads to "Bounce Rate".
  const html = page(
    `<main><div class="row">${tile('53%', 'Bounce Rate')}${tile('150', 'New Orders', ' data-probe="target"')}${tile('44', 'User Registrations')}</div></main>`,
  );
  for (const framework of ['playwright', 'selenium'] as const) {
    const result = await heal({
      page_source: html,
      existing_locators: ['/html/body/main/div/div[1]/div/a'],
      description: 'More info link of the New Orders box',
      framework,
    });
    expect(result.ok && result.answer.target.attributes['data-probe'], summary(result)).toBe('target');
    if (result.ok) expect(result.answer.locator).toContain('New Orders');
  }
});

test('links led by a caption ("Versions: 00 01 02") are named by it too ("version 02 link")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><p>Draft</p><span class="docinfo">Versions: <a href="./d-01">01</a> ${withTarget ? '<a data-probe="target" href="./d-02">02</a> ' : ''}<a href="./d-03">03</a> <a href="./d-04">04</a></span><p>Pages: <a href="/p/1">1</a> <a href="/p/2">2</a></p></main>`,
    );
  // The oldest version was dropped from the list: the held position now finds "03".
  await expectHealedThenRefusedWhenDeleted(build, "//span[@class='docinfo']/a[3]", 'version 02 link');
});

test('an image inside the link the broken locator named is a part of that link, not the element', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="utility">${withTarget ? '<a data-probe="target" href="/careers/"><img src="/i/careers.png" alt="Careers"></a>' : ''}<a href="/contact/"><img src="/i/contact.png" alt="Contact"></a></div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, 'a[href="/recruit/index.html"]', 'Careers');
});

test('a custom element names the region it forms as a class would ("in the side nav" of <x-side-nav>)', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><x-side-nav><x-side-nav-item path="/dev/grid">Grid</x-side-nav-item><x-side-nav-item>Form Fields<x-side-nav-item path="/dev/combo" slot="children">Combo Box</x-side-nav-item>${withTarget ? '<x-side-nav-item data-probe="target" path="/components/checkbox" slot="children">Checkbox</x-side-nav-item>' : ''}</x-side-nav-item></x-side-nav><section><h2>Fields</h2><label><input type="checkbox"> Checkbox</label></section></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    'x-side-nav-item[path="/dev/checkbox"]',
    'Checkbox item under Form Fields in the side nav',
  );
});

test('a form\'s only submit button is its submit button whatever it is renamed ("Sign In" → "Continue")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><h2>Sign in</h2><form action="/session" method="post"><input type="email" placeholder="Email"><input type="password" placeholder="Password">${withTarget ? '<button data-probe="target" type="submit" class="btn btn-primary">Continue</button>' : ''}</form><a href="/sso" class="btn">Sign in with SSO</a></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "//button[text()='Sign In']",
    'submit button of the login form',
  );
});

test('a form\'s only e-mail field is its email field whatever its placeholder now shows ("you@example.com")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><form>${withTarget ? '<input data-probe="target" type="email" class="form-control" placeholder="you@example.com">' : ''}<input type="password" class="form-control" placeholder="Password"><button type="submit">Sign in</button></form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, "getByPlaceholder('Email')", 'email field');
});

test('a person\'s names as forms word them: "Given name" is the first name, "Surname" the last', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><form>${withTarget ? '<label for="fn">Given name</label><input data-probe="target" id="fn">' : ''}<label for="sn">Surname</label><input id="sn"><label for="e">Email</label><input id="e" type="email"></form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, "getByPlaceholder('First Name')", 'first name');
});

test('a field renamed by its placeholder beside a loose label that says what the description says is that field', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><h1>Order</h1><input type="search" placeholder="Search state parks"><form><label for="city">City</label><input id="city" placeholder="City"><label for="state">State/Province *</label>${withTarget ? '<input data-probe="target" id="region" placeholder="State or region">' : ''}</form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "getByPlaceholder('State')",
    'State/Province field in the order form',
  );
});

test('a bracketed aside still names one submit button among several: a deleted one is refused', async () => {
  const result = await heal({
    page_source: page(
      '<main><form><h3>Browser default</h3><input required><button type="submit">Submit (browser default)</button></form><form><h3>Tooltip</h3><input required></form></main>',
    ),
    existing_locators: ["getByRole('button', { name: 'Submit (tooltip)' })"],
    description: 'Submit (tooltip) button',
  });
  expect(result.ok, summary(result)).toBe(false);
});

test('a "colour picker" is the colour input: a picker may be a native input, a textbox to ARIA', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><form><label for="size">Size</label><select id="size"><option>M</option></select>${withTarget ? '<label for="c">Colour</label><input data-probe="target" type="color" id="c" title="Choose your colour">' : ''}<label for="d">Date</label><input type="date" id="d"></form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, "input[title='Choose your color']", 'colour picker');
});

test("a sibling form's submit button that keeps a word of the old label is not the deleted one", async () => {
  // One card, two forms: "Submit (browser default)" deleted, "Submit (tooltip)" left.
  const result = await heal({
    page_source: page(
      '<main><div class="card"><h3>Browser Defaults &amp; Tooltips</h3><form><h4>Browser default validation</h4><input required placeholder="First name"></form><form><h4>Tooltip validation</h4><input required placeholder="Username"><button type="submit">Submit (tooltip)</button></form></div></main>',
    ),
    existing_locators: ["getByRole('button', { name: 'Submit (browser default)' })"],
    description: 'submit for the browser default validation form',
  });
  expect(result.ok, summary(result)).toBe(false);
});

test('a form\'s only submit button named after its form is the one the description places there ("Register" in a card titled by the logo)', async () => {
  // adminlte's register page: the one card is titled by the logo ("AdminLTE"); the old label's
  // words ("Sign In") are the button's own, reworded, and name no other card.
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="card"><div class="card-header"><a href="/"><b>Admin</b>LTE</a></div><div class="card-body"><p>Register a new membership</p><form action="/register" method="post"><input type="text" placeholder="Full Name"><input type="email" placeholder="Email"><input type="password" placeholder="Password">${withTarget ? '<button data-probe="target" type="submit" class="btn btn-primary">Register</button>' : ''}</form><a href="/fb" class="btn">Sign in using Facebook</a><a href="/login">I already have a membership</a></div></div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "//button[text()='Sign In']",
    'submit button of the register form',
  );
});

test('an old label\'s words still tell items apart where each item\'s button names its item ("Add Backpack to cart")', async () => {
  const card = (title: string, probe = false) =>
    `<div class="card"><h3>${title}</h3><button${probe ? ' data-probe="target"' : ''}>Add ${title} to cart</button></div>`;
  const build = (withTarget: boolean): string =>
    page(`<main>${withTarget ? card('Backpack', true) : ''}${card('Bike Light')}${card('Onesie')}</main>`);
  await expectHealedThenRefusedWhenDeleted(
    build,
    "getByRole('button', { name: 'Add Backpack to cart', exact: true })",
    'add to cart button',
  );
});

test('a label shortened because its form says the rest ("Task title:" → "Title" under "Add new to-do item") is that field', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><h2>Add new to-do item.</h2><form id="task-form">${withTarget ? '<div><label for="title">Title</label><input data-probe="target" type="text" id="title" required></div>' : ''}<div><label for="hours">Hours (hh):</label><input type="number" id="hours"></div><input type="submit" value="Add Task"></form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, "page.getByLabel('Task title:')", 'task title input');
});

test('an id that says the other of a pair ("geo-to" for `#geo-from`) is the twin field, not the one renamed', async () => {
  // miniwob's flight form: `#geo-from` renamed `#origin-city`; "from" and "to" are small words, so
  // the words left of both ids were the same ("geo") and the "To" field took the heal.
  const field = (id: string, label: string, name: string) =>
    `<div class="form-row geo-wrap" id="${id}-wrap"><label for="${id}" class="text-label">${label} <input class="text-input-pad" id="${id}" name="SearchFields.${name}" type="text"></label><div class="geo-button" id="${id}-button"><span>Geolocation</span></div></div>`;
  for (const withFrom of [true, false]) {
    const result = await heal({
      page_source: page(
        `<main><h2>Book a flight</h2><form>${withFrom ? field('origin-city', 'From', 'DepartureCity') : ''}${field('geo-to', 'To', 'ArrivalCity')}</form></main>`,
      ),
      existing_locators: ['#geo-from'],
      description: 'departure city',
    });
    expect(result.ok && result.answer.target.attributes.id, summary(result)).not.toBe('geo-to');
  }
});

test('a field with no label at all is not the one a broken getByLabel found (a disabled select beside the relabelled one)', async () => {
  const result = await heal({
    page_source: page(
      '<main><h2>Form</h2><form><label for="option-select">Pick one</label><select id="option-select" name="options"><option>Option 1</option><option>Option 2</option></select><select id="J_disabled_select" disabled><option>Option 1</option><option>Option 2</option></select></form></main>',
    ),
    existing_locators: ["page.getByLabel('Choose an option:')"],
    description: 'options dropdown',
  });
  expect(result.ok && result.answer.target.attributes.id, summary(result)).not.toBe('J_disabled_select');
});

test('a form\'s own name places its button ("submit button of the newsletter signup" in the form named "Fandom Newsletter Signup")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<header><form class="search" action="/search"><input type="search" name="q"><button class="search-submit" type="submit"></button></form></header><main><h2>Fan Feed</h2><div class="fandom-newsletter-signup"><form method="post" name="Fandom Newsletter Signup" action="/ajax/email_signup"><div>Get your fandom straight to your inbox!</div><label for="nl-email">Email Address</label><input class="email" name="email" id="nl-email" type="text">${withTarget ? '<button data-probe="target" class="submit" type="submit">Sign me up</button>' : ''}</form></div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "//input[@value='Submit']",
    'submit button of the newsletter signup',
  );
});

test('a glyph says its words with its emoji selector too ("⚙️" is the settings gear)', async () => {
  // midscene's search page: the results header is hidden until a search, so its gear button is
  // read by what it shows.
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="header" style="display:none"><input aria-label="input box"><button id="search-button-header">Search</button>${withTarget ? '<button data-probe="target" class="icon-btn" aria-label="Open settings">⚙️</button>' : ''}</div><section><h2>Results</h2><button>Load more</button></section></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, '#settings-button', 'settings gear in the header');
});

test('"Keep me signed in" is the remember-me checkbox, as login forms word it', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><h1>Welcome Back!</h1><form><input type="email" placeholder="Email"><input type="password" placeholder="Password">${withTarget ? '<input data-probe="target" type="checkbox" id="stay"><label for="stay">Keep me signed in</label>' : ''}<input type="checkbox" id="news"><label for="news">Send me news</label><button type="submit">Login</button></form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, '#customCheck', 'remember me checkbox');
});

test("a field a Selenium XPath found from its label's text is the field that label names, after a wrapper moved it", async () => {
  // adminlte's compose form: `//label[text()='Subject']/following-sibling::input` broke when the
  // field was wrapped in an input group with a character counter.
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="card"><div class="card-header"><h3>New Message</h3></div><div class="card-body"><form><div><label class="form-label" for="mail-to">To</label><input type="email" class="form-control" id="mail-to"></div>${withTarget ? '<div><label class="form-label" for="mail-subject">Subject</label><div class="input-group"><input data-probe="target" type="text" class="form-control" id="mail-subject" maxlength="120"><span class="input-group-text">0/120</span></div></div>' : ''}<div><label class="form-label" for="mail-body">Message</label><textarea id="mail-body"></textarea></div></form></div></div><aside><a href="/m/1">Nora Silvester — The subject goes here</a></aside></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "//label[text()='Subject']/following-sibling::input",
    'subject line',
  );
});

test('a renamed class or id that says a control\'s whole label finds that control when no other reads so ("clear-completed")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><h1>todos</h1><ul class="filters"><li><a href="#/">All</a></li><li><a href="#/completed">Completed</a></li></ul>${withTarget ? '<button data-probe="target" class="todo-button footer__clear">Clear completed</button>' : ''}<button class="todo-button">Clear all</button></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, 'button.clear-completed', '');
  // Two controls that read so: the words say no more than either.
  const twins = await heal({
    page_source: page(
      '<main><button class="a">Clear completed</button><div class="mobile"><button class="b">Clear completed</button></div></main>',
    ),
    existing_locators: ['button.clear-completed'],
  });
  expect(twins.ok, summary(twins)).toBe(false);
});

test('a plain sidebar link is not the button-styled link a locator asked for by its classes ("Compose")', async () => {
  // adminlte's mailbox: `a.btn-primary` "Compose" reworded "New message" (or deleted) beside the
  // sidebar's plain "Compose" link to the same page.
  for (const button of ['<a href="compose.html" class="btn btn-primary">New message</a>', '']) {
    const result = await heal({
      page_source: page(
        `<aside><nav><ul><li><a href="inbox.html">Inbox</a></li><li><a href="compose.html">Compose</a></li></ul></nav></aside><main><div class="col-md-3">${button}<div class="card"><h3>Folders</h3></div></div></main>`,
      ),
      existing_locators: ["page.locator('a.btn-primary', { hasText: 'Compose' })"],
      description: 'Compose button',
    });
    expect(result.ok && result.answer.target.name, summary(result)).not.toBe('Compose');
  }
});

test('a table cell is named by its column too ("Garrett Winters\' name cell" after the rows were reordered)', async () => {
  const row = (name: string, office: string, probe = false) =>
    `<tr><td${probe ? ' data-probe="target"' : ''}>${name}</td><td>Accountant</td><td>${office}</td></tr>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><h1>Tables</h1><table id="dataTable"><thead><tr><th>Name</th><th>Position</th><th>Office</th></tr></thead><tbody>${row('Tiger Nixon', 'Edinburgh')}${row('Ashton Cox', 'San Francisco')}${withTarget ? row('Garrett Winters', 'Tokyo', true) : ''}${row('Cedric Kelly', 'Edinburgh')}</tbody></table></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "//table[@id='dataTable']/tbody/tr[2]/td[1]",
    "Garrett Winters' name cell",
  );
});

test('a button or a listbox is not what a broken getByPlaceholder found: a placeholder shows in a field one types in', async () => {
  // wikipedia: the search field wrapped, its placeholder shortened to "Search", beside the "Search" button.
  const build = (withTarget: boolean): string =>
    page(
      `<main><form id="searchform"><h2>Search</h2><div class="cdx-text-input">${withTarget ? '<input data-probe="target" type="search" name="search" placeholder="Search" aria-label="Search Wikipedia" id="searchInput">' : ''}</div><input type="submit" class="searchButton" value="Search"><div role="listbox" aria-label="Search suggestions"></div></form><a href="/about">About Wikipedia</a></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "page.getByPlaceholder('Search Wikipedia')",
    'wikipedia search',
  );
});

test('the element a broken XPath started from is not its target ("Mobile App v2" link of …/ancestor::tr//button)', async () => {
  const row = (name: string, probe = false) =>
    `<tr><td><a href="#" class="fw-semibold">${name}</a><div>Nimbus Labs</div></td><td><button class="btn" type="button"${probe ? ' data-probe="target" title="Edit project" aria-label="Edit project"' : ' title="Edit"'}><i class="bi bi-pencil"></i></button></td></tr>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="card"><h3>All projects</h3><table><tbody>${row('AdminLTE 4 Release')}${withTarget ? row('Mobile App v2', true) : '<tr><td><a href="#">Mobile App v2</a></td><td></td></tr>'}${row('Data Pipeline')}</tbody></table></div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "//a[normalize-space()='Mobile App v2']/ancestor::tr//button[@title='Edit']",
    'edit the Mobile App v2 project',
  );
});

test('a text button turned icon-only keeps its text in its aria-label ("Send" → an icon labelled "Send message")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="card"><h3>Direct Chat</h3><div class="messages"><p>Hi there</p></div><form><input type="text" placeholder="Type Message ..."><span>${withTarget ? '<button data-probe="target" type="submit" class="btn btn-warning" aria-label="Send message"><i class="bi bi-send"></i></button>' : ''}</span></form></div><aside><a href="/contacts">Contacts</a></aside></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "//button[text()='Send']",
    'Send button of the direct chat',
  );
});

test("an anchor's text names the item, not the element's own label: a deleted item's button is not healed to the next item's", async () => {
  // The act replay of "Add the red shirt to the cart" with the Red shirt gone: the filter's text
  // ("Red shirt") titles the item the button sat in, and no remaining item says it.
  const shop = (products: readonly string[]) =>
    page(
      `<main><h1>Shirts</h1><p id="cart">Cart: empty</p><ul>${products.map((product) => `<li><h2>${product}</h2><button data-product="${product}">Add to cart</button></li>`).join('')}</ul></main>`,
    );
  const locator =
    "page.getByRole('listitem').filter({ hasText: 'Red shirt' }).getByRole('button', { name: 'Add to cart' })";
  const present = await heal({
    page_source: shop(['Blue shirt', 'Red shirt']).replace(
      '<button data-product="Red shirt">',
      '<button data-product="Red shirt" data-probe="target">',
    ),
    existing_locators: ["page.locator('li.card').filter({ hasText: 'Red shirt' }).locator('button.add')"],
    description: 'Add the red shirt to the cart',
  });
  expect(present.ok && present.answer.target.attributes['data-probe'], summary(present)).toBe('target');
  const deleted = await heal({
    page_source: shop(['Blue shirt']),
    existing_locators: [locator],
    description: 'Add the red shirt to the cart',
  });
  expect(deleted.ok, summary(deleted)).toBe(false);
});

test('a field whose name gained its annotation ("Return , required.") is the same field', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><h1>Find flights</h1><form><label for="d0">Depart</label><input id="d0" placeholder="mm/dd/yyyy">${
        withTarget
          ? '<label for="d1">Return , required.</label><input id="d1" data-probe="target" placeholder="Return date">'
          : ''
      }<button>Search</button></form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "page.getByLabel('Return', { exact: true })",
    'return date',
  );
});

test('"Update password" reworded "Change password", and "Expand comments" reworded "Show comments", are the same buttons', async () => {
  const settings = (withTarget: boolean): string =>
    page(
      `<main><section class="card"><h2>Password</h2><input type="password" aria-label="New password">${
        withTarget ? '<button data-probe="target">Change password</button>' : ''
      }</section><section class="card"><h2>Email</h2><button>Save email</button></section></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    settings,
    "page.getByRole('button', { name: 'Update password' })",
    'Update password button',
  );
  const article = (withTarget: boolean): string =>
    page(
      `<main><article><h1>OnePlus 3T vs OnePlus 3</h1><p>Review.</p>${
        withTarget ? '<button data-probe="target">Show comments</button>' : ''
      }<a href="/share">Share</a></article></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(article, 'text=Expand comments', 'expand comments button');
});

test('an id whose words were reordered ("t1_x9-overflow-menu" → "overflow-menu-t1_x9") is the same id; numbers reordered are another', async () => {
  const comments = (ids: readonly string[]): string =>
    page(
      `<main>${ids
        .map(
          (id, n) =>
            `<article class="comment"><p>Comment ${n}</p><button aria-label="more options" id="${id}"${id.startsWith('overflow') ? ' data-probe="target"' : ''}>⋯</button></article>`,
        )
        .join('')}</main>`,
    );
  const healed = await heal({
    page_source: comments(['t1_ab7-overflow-menu', 'overflow-menu-t1_cd9', 't1_ef3-overflow-menu']),
    existing_locators: ['#t1_cd9-overflow-menu'],
    description: 'more options menu on the second comment',
  });
  expect(healed.ok && healed.answer.target.attributes['data-probe'], summary(healed)).toBe('target');
  // The cell of another row: the same words, its numbers in another order.
  const grid = page(
    '<main><table><tr><td><button id="cell-2-1">Edit</button></td><td><button id="cell-1-1">Edit</button></td></tr></table></main>',
  );
  const other = await heal({ page_source: grid, existing_locators: ['#cell-1-2'] });
  expect(other.ok, summary(other)).toBe(false);
});

test('an id turned into a class of the same spelling ("#query-btn" → class="query-btn") is the same element', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><h2>cy.get()</h2>${withTarget ? '<button data-probe="target" class="query-btn btn btn-primary">Button</button>' : ''}<div class="query-button"><form class="query-form"><button>Save Form</button></form></div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, '#query-btn', '');
});

test("an icon-only button still says its name in its tooltip's attribute (Bootstrap's data-bs-title)", async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><h2>Board</h2><div class="btn-group">${withTarget ? '<button data-probe="target" class="btn" type="button" data-bs-toggle="tooltip" data-bs-title="Filter"><i class="bi bi-funnel"></i></button>' : ''}<button class="btn" type="button" data-bs-toggle="tooltip" data-bs-title="Sort"><i class="bi bi-sort-down"></i></button></div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "getByRole('button', { name: 'Filter' })",
    'Filter button above the board',
  );
});

test('an item picked by its place ("on the second comment") needs no title: its renamed id tells it apart', async () => {
  const comments = ['ana', 'bo', 'cy']
    .map(
      (author, n) =>
        `<li><h3>${author}</h3><p>Comment ${n}</p><button aria-label="more options" id="${n === 1 ? 'overflow-menu-t1_cd9' : `t1_x${n}z-overflow-menu`}"${n === 1 ? ' data-probe="target"' : ''}>⋯</button></li>`,
    )
    .join('');
  const result = await heal({
    page_source: page(`<main><ul>${comments}</ul></main>`),
    existing_locators: ['#t1_cd9-overflow-menu'],
    description: 'more options menu on the second comment',
  });
  expect(result.ok && result.answer.target.attributes['data-probe'], summary(result)).toBe('target');
});

test('an exact name that grew into the name the description says ("Tracker" → "Datatracker", described "Datatracker link") is the same link', async () => {
  const source = page(
    '<main><p>Docs</p><a href="/dt" data-probe="target">Datatracker</a><a href="/mail">Mail</a></main>',
  );
  const grown = await heal({
    page_source: source,
    existing_locators: ['role=link[name="Tracker"]'],
    description: 'Datatracker link in the page',
  });
  expect(grown.ok && grown.answer.target.attributes['data-probe'], summary(grown)).toBe('target');
  // Described by the old name only, the longer name is one the exact locator left out: refused.
  const leftOut = await heal({
    page_source: source,
    existing_locators: ["getByRole('link', { name: 'Tracker', exact: true })"],
    description: 'Tracker link',
  });
  expect(leftOut.ok, summary(leftOut)).toBe(false);
});

test('"close (×) on the settings popup" names a close button in a popup, not a popup', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><button id="open-settings">Settings</button><div class="settings-popup" id="settings-popup">${withTarget ? '<button data-probe="target" class="settings-popup__close" aria-label="Close settings">&times;</button>' : ''}<h3>Settings</h3><div class="option" role="button">Search settings</div><div class="option" role="button">Language settings</div></div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    'button[aria-label="Close popup"]',
    'close (×) on the settings popup',
  );
});

test('a control whose label says the description\'s purpose word ("Sorted by Best") and whose own id says the rest is the one described', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><section><h2>Posts</h2><button id="PostSort--Picker">Sorted by New</button></section><section><p>12 comments</p>${withTarget ? '<button data-probe="target" id="CommentSort--SortPicker"><span>Sorted by Best</span></button>' : ''}<button>Log In</button></section></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "page.getByRole('button', { name: 'Sort by: best' })",
    'comment sort dropdown',
  );
});

test('"Company" relabelled "Organization" is the same field', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><form><h2>Profile</h2><label for="n">Full name</label><input id="n">${withTarget ? '<label for="c">Organization</label><input id="c" data-probe="target">' : ''}<label for="r">Role</label><input id="r"></form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "page.getByLabel('Company')",
    'company field on the profile step',
  );
});

test('a dialog\'s "×" is not its reworded "Cancel" button: a glyph says its own words, not their synonyms', async () => {
  const result = await heal({
    page_source: page(
      '<main><div class="modal" role="dialog" aria-labelledby="t"><h5 id="t">Ready to Leave?</h5><button class="close" aria-label="Close"><span aria-hidden="true">×</span></button><p>Select "Logout" below to end your session.</p><button class="btn btn-secondary">Stay signed in</button><a class="btn btn-primary" href="/login">Logout</a></div></main>',
    ),
    existing_locators: ["//button[text()='Cancel']"],
    description: 'Cancel in the logout modal',
  });
  expect(result.ok, summary(result)).toBe(false);
});

test('an exact aria-label grown by small words and a described one ("downvote" → "Downvote this post") is the same button', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><article><h2>Ice cream post</h2><div id="vote-arrows-t3_a">${withTarget ? '<button data-probe="target" aria-label="Downvote this post" data-click-id="downvote"></button>' : ''}<button aria-label="upvote" data-click-id="upvote"></button></div></article></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '#vote-arrows-t3_a button[aria-label="downvote"]',
    'downvote arrow on the post',
  );
});

test('a link styled by a CSS module named after a button ("SplitButton_root__k3Zq1") is still styled as a button', async () => {
  const split = (name: string, classes = 'btn btn-secondary btn-icon-split'): string =>
    `<a href="#" class="${classes}"><span class="icon"><i class="fas fa-arrow-right"></i></span><span class="text">${name}</span></a>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="card"><h6>Split Buttons with Icon</h6>${split('Split Button Primary', 'btn btn-primary btn-icon-split')}${withTarget ? split('Split Button Secondary', 'SplitButton_root__k3Zq1 SplitButton_secondary__9fQx1').replace('<a ', '<a data-probe="target" ') : ''}${split('Split Button Success', 'btn btn-success btn-icon-split')}<a href="/secondary">Secondary</a></div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    'a.btn-secondary.btn-icon-split',
    "'Split Button Secondary' button",
  );
});

test('"Mithril entry in the examples list" is an entry of the list, not a list', async () => {
  const entry = (name: string, target = false): string =>
    `<li><div class="applist-card"><a class="applist-item" href="examples/${name.toLowerCase()}/"${target ? ' data-probe="target"' : ''}><span class="link">${name}</span></a></div></li>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><h2>Examples</h2><ul class="applist">${entry('Backbone.js')}${withTarget ? entry('Mithril', true) : ''}${entry('Vue.js')}</ul><p>Mithril is a framework.</p></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    'ul.applist > li > a[href="examples/mithril/"]',
    'Mithril entry in the examples list',
  );
});

test('a reordered table of contents: the link, not the text inside it, found by its address when its name holds a number', async () => {
  const link = (number: string, name: string): string =>
    `<a href="#${name}"><span class="tocnumber">${number}</span> <span class="toctext">${name}</span></a>`;
  // Each entry holds its subsections' list, as Wikipedia's does.
  const entry = (number: number, name: string): string =>
    `<li class="toclevel-1">${link(String(number), name)}<ul><li class="toclevel-2">${link(`${number}.1`, `${name}_overview`)}</li></ul></li>`;
  const build = (entries: string): string =>
    page(
      `<main><div id="toc"><h2>Contents</h2><ul>${entries}</ul></div><h2><span id="Economy">Economy</span></h2><p>Trade.</p><h2><span id="Geography">Geography</span></h2></main>`,
    );
  const locator = "//div[@id='toc']/ul/li[2]/a";
  const description = "'Economy' entry in the table of contents";
  // Reordered: the second entry is now Geography (the path finds it), Economy moved down.
  const moved = await heal({
    page_source: build(
      entry(1, 'History') + entry(2, 'Geography') + entry(3, 'Culture') + entry(4, 'Economy'),
    ),
    existing_locators: [locator],
    description,
    framework: 'selenium',
  });
  expect(moved.ok && moved.answer.target.attributes.href, summary(moved)).toBe('#Economy');
  expect(moved.ok && moved.answer.locator, summary(moved)).toBe('a[href="#Economy"]');
  const deleted = await heal({
    page_source: build(entry(1, 'History') + entry(2, 'Geography') + entry(3, 'Culture')),
    existing_locators: [locator],
    description,
    framework: 'selenium',
  });
  expect(deleted.ok, summary(deleted)).toBe(false);
});

test("an element named in the broken id's own scheme (`#validationCustom04`) is a sibling of the field, not the place it sat in", async () => {
  const field = (id: string, label: string, target = false): string =>
    `<div class="col"><label for="${id}">${label}</label><input id="${id}"${target ? ' data-probe="target"' : ''} required></div>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="card"><div class="card-header"><div class="card-title">Custom Validation</div></div><form class="needs-validation">${field('validationCustom01', 'First name')}${withTarget ? field('addressCity', 'City', true) : ''}<div class="col"><label for="validationCustom04">State</label><select id="validationCustom04"><option>Choose…</option><option>CA</option></select></div>${field('validationCustom05', 'Zip')}<button type="submit">Submit form</button></form></div><div class="card"><div class="card-title">Browser defaults</div><form><label for="b-city">City</label><input id="b-city"></form></div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "//input[@id='validationCustom03']",
    'City field of the custom validation form',
  );
});

test('a renamed id that keeps the broken one\'s words ("return-date" → "ret-date") says the word its label lacks', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><h2>Book a flight</h2><form><label for="from">From</label><input id="from"><label for="dep-date">Depart</label><input id="dep-date" class="date">${withTarget ? '<label for="ret-date">Return</label><input id="ret-date" class="date" data-probe="target">' : ''}<button>Search</button></form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, '#return-date', 'Return date field');
});

test("a description that quotes the element's whole name (\"'Preview blue theme' thumbnail button\") needs no more of its words said", async () => {
  const thumb = (colour: string, target = false): string =>
    `<div class="theme-thumb"><button type="button" id="theme-${colour}"${target ? ' data-probe="target"' : ''}>Preview ${colour} theme</button></div>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><h2>Themes</h2><div id="themes-thumbs">${thumb('yellow')}${thumb('green')}${withTarget ? thumb('blue', true) : ''}${thumb('red')}</div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '#themes-thumbs > button:nth-child(3)',
    "'Preview blue theme' thumbnail button",
  );
});

test('a gloss in brackets names no kind ("Pants link (the active item)"), and a descendant path holds no item depth', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><ul class="clothes-nav"><li><a href="/clothes">Clothes</a><ul><li><a href="/shirts">Shirts</a></li>${withTarget ? '<li><a href="/pants" aria-current="page" data-probe="target">Pants</a></li>' : ''}<li><a href="/socks">Socks</a></li></ul></li></ul></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '.clothes-nav li.active > a',
    'Pants link (the active item) in the Clothes menu',
  );
});

test('a web component\'s `label` attribute is its label (`<vaadin-checkbox label="Row Stripes">`)', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><h3>Built-in variants</h3><vaadin-checkbox-group label="Variants"><vaadin-checkbox id="no-border" label="No Border"></vaadin-checkbox>${withTarget ? '<vaadin-checkbox id="variant-row-stripes" label="Row Stripes" data-probe="target"></vaadin-checkbox>' : ''}<vaadin-checkbox id="compact" label="Compact"></vaadin-checkbox></vaadin-checkbox-group></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '#row-stripes',
    'row stripes checkbox in built-in variants',
  );
  const relabelled = await heal({
    page_source: page(
      '<main><vaadin-checkbox label="Stretch media" value="stretch-media" data-probe="target"></vaadin-checkbox><vaadin-checkbox label="Elevated"></vaadin-checkbox></main>',
    ),
    existing_locators: ["//vaadin-checkbox[@label='Stretch Media']"],
    description: 'Stretch Media option',
  });
  expect(relabelled.ok && relabelled.answer.locator, summary(relabelled)).toBe(
    'vaadin-checkbox[label="Stretch media"]',
  );
  // A label read so says its opposites too: a deleted "Freeze Last Group" is not "Freeze First Group".
  const opposite = await heal({
    page_source: page(
      '<main><vaadin-checkbox id="frozen" label="Freeze First Group"></vaadin-checkbox><vaadin-checkbox id="compact" label="Compact"></vaadin-checkbox></main>',
    ),
    existing_locators: ['#frozenEnd'],
    description: 'Freeze Last Group checkbox',
  });
  expect(opposite.ok, summary(opposite)).toBe(false);
});

test('a field found beside its label (`label/following-sibling::input`) was never inside it: a wrapper around the field keeps it', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><form><h2>Form Elements</h2><label class="form-label" for="range-1">Range</label>${withTarget ? '<div class="d-flex"><input type="range" class="form-range" id="range-1" data-probe="target"><output>50</output></div>' : ''}<label for="color">Color</label><input type="color" id="color"></form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "//label[@for='range-1']/following-sibling::input",
    'range slider',
  );
});

test('"Create new file entry of the Add file dropdown": the "Add file" toggle is the dropdown, not its entry', async () => {
  // The "Create new file" form button became a link in the closed menu. "Add file", which says
  // "file" and "add" (a synonym of "create"), is the dropdown it sits in: never the answer.
  const result = await heal({
    page_source: page(
      '<main><h2>marzipanify</h2><a class="btn" href="/find/master">Go to file</a><details class="details-overlay"><summary role="button" class="btn"><span class="d-md-flex">Add file <span class="dropdown-caret"></span></span><span class="d-md-none"><svg aria-label="More options" role="img"><path d="M8 9"></path></svg></span></summary><div><ul class="dropdown-menu"><li><a class="dropdown-item" href="/new/master">Create new file</a></li><li><a class="dropdown-item" href="/upload/master">Upload files</a></li></ul></div></details></main>',
    ),
    existing_locators: ['button:has-text("Create new file")'],
    description: 'Create new file entry of the Add file dropdown',
  });
  expect(!result.ok || result.answer.target.tag !== 'summary', summary(result)).toBe(true);
});

test('"at the top of the page" is not the footer: a deleted skip link is not its footer twin', async () => {
  const build = (withTarget: boolean): string =>
    `<!doctype html><html><head><title>t</title></head><body><ul class="skip-links">${withTarget ? '<li><a data-probe="target" id="a11y-help" href="/accessibility/">Accessibility Help</a></li>' : ''}<li><a href="#main">Skip to content</a></li></ul><main id="main"><h1>News</h1><p>Story.</p></main><footer><ul><li><a href="/terms">Terms of Use</a></li><li><a href="/accessibility/">Accessibility Help</a></li></ul></footer></body></html>`;
  await expectHealedThenRefusedWhenDeleted(
    build,
    '#orb-accessibility-help',
    'Accessibility Help link in the skip links at the top of the page',
  );
});

test('an item named by the text a locator\'s anchor asked for (`tr:has-text("design-review.pdf")`) is the item described', async () => {
  const row = (file: string, size: string, target = false): string =>
    `<tr><td><i class="bi bi-file-earmark"></i> ${file}</td><td>${size}</td><td>10:42 AM</td><td><div class="btn-group btn-group-sm"><button class="btn btn-outline-secondary" aria-label="Download"${target ? ' data-probe="target"' : ''}><i class="bi bi-download"></i></button><button class="btn btn-outline-secondary" title="Share"><i class="bi bi-share"></i></button><button class="btn btn-outline-danger" title="Delete"><i class="bi bi-trash"></i></button></div></td></tr>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="card"><div class="card-header"><h3 class="card-title">My Drive</h3><div class="btn-group"><input type="radio" class="btn-check" name="view" id="view-grid"><label class="btn" for="view-grid">Grid</label><input type="radio" class="btn-check" name="view" id="view-list" checked><label class="btn" for="view-list">List</label></div></div><table class="table"><thead><tr><th>Name</th><th>Size</th><th>Modified</th><th></th></tr></thead><tbody>${row('Customer interviews', '—')}${withTarget ? row('design-review.pdf', '1.4 MB', true) : ''}${row('INV-2026-00428.pdf', '184 KB')}</tbody></table></div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    'tr:has-text("design-review.pdf") button[title="Download"]',
    'Download button on the design-review.pdf row of the list view',
  );
});

test('a tile\'s figure is data: "More info link of the Unique Visitors tile" is the tile titled "65 Unique Visitors"', async () => {
  const tile = (figure: string, title: string, target = false): string =>
    `<div class="col-lg-3"><div class="small-box"><div class="inner">\n<h3>${figure}</h3>\n<p>${title}</p>\n</div><a href="#" class="small-box-footer"${target ? ' data-probe="target"' : ''}>More info <i class="bi bi-link"></i></a></div></div>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="row">${tile('$12.4k', 'Revenue')}${tile('150', 'New Orders')}${tile('53%', 'Bounce Rate')}${tile('44', 'User Registrations')}${withTarget ? tile('65', 'Unique Visitors', true) : ''}</div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "getByRole('link', { name: 'More info' }).nth(3)",
    "'More info' link of the Unique Visitors tile",
  );
  // Found by the tile's words, never by its figure, which the next data load changes.
  const healed = await heal({
    page_source: build(true),
    existing_locators: ["getByRole('link', { name: 'More info' }).nth(3)"],
    description: "'More info' link of the Unique Visitors tile",
  });
  expect(healed.ok && healed.answer.locator, summary(healed)).not.toContain('65');
});

test("twins a change reworded alike are told apart by the broken locator's own .first() / .last(), never by .nth(i)", async () => {
  // The top bar's search field and its copy in the small-screen dropdown: one placeholder change
  // rewords both, and the test picked the first with `.first()`.
  const search =
    '<form class="navbar-search"><div class="input-group"><input type="text" class="form-control" placeholder="Search reports, customers…" aria-label="Search"><button class="btn" type="button"><i class="fas fa-search"></i></button></div></form>';
  const build = (copy: boolean): string =>
    page(
      `<nav class="topbar"><button id="sidebarToggleTop" class="btn"><i class="fa fa-bars"></i></button>${search}<ul class="navbar-nav"><li class="nav-item dropdown d-sm-none"><a class="nav-link dropdown-toggle" href="#" role="button"><i class="fas fa-search"></i></a><div class="dropdown-menu">${copy ? search : ''}</div></li></ul></nav><main><h1>Dashboard</h1></main>`,
    );
  const heals = (locator: string, copy = true): Promise<HealResult> =>
    heal({
      page_source: build(copy),
      existing_locators: [locator],
      description: 'search box in the top bar',
    });
  // Where the first copy is (the copy after it moves nothing before it).
  const alone = await heals("page.getByPlaceholder('Search for...')", false);
  const firstPath = alone.ok ? alone.answer.target.path : undefined;
  expect(firstPath, summary(alone)).toBeDefined();
  const first = await heals("page.getByPlaceholder('Search for...').first()");
  expect(first.ok && first.answer.target.path, summary(first)).toBe(firstPath);
  expect(first.ok && first.answer.code, summary(first)).toMatch(/\.first\(\)$/);
  expect(first.ok && first.answer.rationale, summary(first)).toContain('.first()');
  const last = await heals("page.getByPlaceholder('Search for...').last()");
  expect(last.ok && last.answer.target.path !== firstPath, summary(last)).toBe(true);
  expect(last.ok && last.answer.code, summary(last)).toMatch(/\.last\(\)$/);
  // `.nth(1)` counts from an end a copy inserted before it shifts; and with no position the twins
  // stay a close call: no pick by position.
  for (const locator of [
    "page.getByPlaceholder('Search for...').nth(1)",
    "page.getByPlaceholder('Search for...')",
  ]) {
    const result = await heals(locator);
    expect(result.ok, summary(result)).toBe(false);
  }
});

test('a gloss in brackets beside a label read as filler ("Username field (with @ prefix)") is not the label', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="card"><div class="card-header"><h3>Custom Validation</h3></div><form class="needs-validation" novalidate><div class="col-md-6"><label for="validationCustomFirst" class="form-label">First name</label><input type="text" class="form-control" id="validationCustomFirst" required></div>${withTarget ? '<div class="col-md-6"><label for="validationCustomUsername" class="form-label">Username</label><div class="input-group"><input type="text" data-probe="target" class="form-control" id="validationCustomUsername" required></div></div>' : ''}<div class="col-md-6"><label for="validationCustomCity" class="form-label">City</label><input type="text" class="form-control" id="validationCustomCity" required></div><button class="btn btn-primary" type="submit">Submit form</button></form></div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '.needs-validation .input-group.has-validation > input',
    'Username field (with @ prefix) in the Custom Validation form',
  );
});

test('a text logo turned into an image of itself is the logo link; an avatar beside a deleted name is not', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><div class="login-box"><div class="login-logo">${withTarget ? '<a data-probe="target" href="../index2.html"><img src="logo.png" alt="AdminLTE" height="48"></a>' : ''}</div><div class="card"><p>Sign in to start your session</p><form><input type="email" placeholder="Email"><button type="submit">Sign In</button></form></div></div></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, 'text=AdminLTE', 'AdminLTE logo link above the login box');
  // Without the word "logo", an image's alt is not the text the locator read.
  const avatar = await heal({
    page_source: page(
      '<main><p>Brought to you by <a href="https://github.com/passy"><img src="p.png" alt="Pascal Hartig"></a> and <a href="https://github.com/addyosmani">Addy</a></p></main>',
    ),
    existing_locators: ['text=Pascal Hartig'],
    description: 'Pascal Hartig link in the credits',
  });
  expect(avatar.ok, summary(avatar)).toBe(false);
});

test('a one-word text moved into an icon\'s label by a word teams swap for it ("Update" → "Edit payment method")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><section id="billing"><h2>Payment method</h2><div class="card"><span>Visa ending in 4242</span>${withTarget ? '<a data-probe="target" href="#" class="btn btn-link" aria-label="Edit payment method"><i class="bi bi-pencil" aria-hidden="true"></i></a>' : ''}</div><div class="card"><h3>Current plan</h3><a href="#" class="btn btn-link">Change plan</a></div></section></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '#billing a:text-is("Update")',
    'Update link next to the Visa card under Payment method',
  );
});

test('"navbar" names the navigation a link sits in ("GitHub link at the right of the navbar")', async () => {
  const build = (withTarget: boolean): string =>
    `<!doctype html><html><head><title>t</title></head><body><nav class="navbar"><a href="/">cypress.io</a><ul class="nav"><li><a href="/commands">Commands</a></li></ul><ul class="nav pull-right">${withTarget ? '<li><a data-probe="target" href="https://github.com/cypress-io/kitchensink" aria-label="GitHub repository"><i class="fa fa-github"></i></a></li>' : ''}</ul></nav><main><h1>Kitchen Sink</h1><p>An example app.</p></main></body></html>`;
  await expectHealedThenRefusedWhenDeleted(
    build,
    'a:text-is("GitHub")',
    'GitHub link at the right of the navbar',
  );
});

test('words a button beside it says are not a hidden field\'s ("Double click to edit box" is not the field it opens)', async () => {
  // The <div> turned into a <button>; the field beside it, which the page shows on double click,
  // says none of the words itself: only its form group does, through the button.
  const result = await heal({
    page_source: page(
      '<main><h4>.dblclick()</h4><form><div class="form-group"><button type="button" class="action-div">Double click to edit</button><input type="text" class="action-input-hidden hidden form-control" value="Double click to edit"></div></form><h4>.rightclick()</h4><form><div class="form-group"><div class="rightclick-action-div">Right click to edit</div><input type="text" class="rightclick-action-input-hidden hidden form-control" value="Right click to edit"></div></form></main>',
    ),
    existing_locators: ["page.locator('div.action-div')"],
    description: 'Double click to edit box in the .dblclick() example',
  });
  expect(!result.ok || result.answer.target.tag !== 'input', summary(result)).toBe(true);
});

test('a deleted link is not healed to its copy in a parallel block (`desktop-hello` → `desktops-hello`)', async () => {
  // Two navigations side by side (one the redesign of the other), their data-ids alike under
  // two prefixes: the old one lost its "Hello" link, the new one's is a copy, not it renamed.
  const nav = (prefix: string, title: string, hello: boolean): string =>
    `<nav class="fxfamilynav"><ul class="primarynav"><li><span>${title}</span><ul class="subnav"><li><a href="/desktop/" data-id="${prefix}-index">Overview</a></li><li><a href="/sync/" data-id="${prefix}-sync">Sync</a></li>${hello ? `<li><a href="/hello/" data-id="${prefix}-hello">Hello</a></li>` : ''}</ul></li></ul></nav>`;
  const result = await heal({
    page_source: page(
      `<header>${nav('desktop', 'for Desktop', false)}</header><header>${nav('desktops', 'For desktops & laptops', true)}</header><main><h1>Firefox</h1></main>`,
    ),
    existing_locators: ["a[data-id='desktop-hello']"],
    description: 'Hello link in the navigation',
  });
  expect(result.ok, summary(result)).toBe(false);
  // Renamed where no copy keeps the old prefix, the same value under a new prefix is the element.
  const renamed = await heal({
    page_source: page(
      `<header>${nav('desktops', 'for Desktop', true)}</header><main><h1>Firefox</h1></main>`,
    ),
    existing_locators: ["a[data-id='desktop-hello']"],
    description: 'Hello link in the navigation',
  });
  expect(renamed.ok && renamed.answer.target.attributes['data-id'], summary(renamed)).toBe('desktops-hello');
});

test('a field whose label grew, standing alone, is the field ("One-way" → "One way only")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><form><h2>Search flights</h2><label for="from">From</label><input id="from" name="from"><label for="dest">To</label><input id="dest" name="dest">${
        withTarget
          ? '<input type="checkbox" id="ow" name="oneway" data-probe="target"><label for="ow">One way only</label>'
          : ''
      }<button>Search</button></form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, "getByLabel('One-way')", 'one way checkbox');
  const healed = await heal({
    page_source: build(true),
    existing_locators: ["getByLabel('One-way')"],
    description: 'one way checkbox',
  });
  expect(healed.ok && healed.answer.rationale, summary(healed)).toContain('stands alone');
  expect(healed.ok && healed.answer.confidence, summary(healed)).toBeLessThanOrEqual(0.6);
});

test('a grown label is no heal when a rival comes close, names the sibling field, or is a link', async () => {
  // Two fields whose labels both grew: neither stands alone.
  const twoGrown = await heal({
    page_source: page(
      '<main><form><input type="checkbox" id="a"><label for="a">One way only</label><input type="checkbox" id="b"><label for="b">One way with stops</label></form></main>',
    ),
    existing_locators: ["getByLabel('One-way')"],
    description: 'one way checkbox',
  });
  expect(twoGrown.ok, summary(twoGrown)).toBe(false);
  // "Address" deleted: "Shipping address" stands alone, and its added word names the other field of a pair.
  const shipping = await heal({
    page_source: page(
      '<main><form><label for="n">Name</label><input id="n"><label for="s">Shipping address</label><input id="s"><button>Save</button></form></main>',
    ),
    existing_locators: ["getByLabel('Address', { exact: true })"],
    description: 'Address field',
  });
  expect(shipping.ok, summary(shipping)).toBe(false);
  // "Elements" deleted from a menu: "UI Elements" stands alone, but it opens a submenu of its
  // own (AdminLTE's sidebar): the title of other links, not the page link renamed.
  const menu = await heal({
    page_source: page(
      '<aside><ul><li><a href="#">UI Elements</a><ul><li><a href="/ui/general">General</a></li><li><a href="/ui/icons">Icons</a></li></ul></li>' +
        '<li><a href="/tables">Tables</a></li><li><a href="/charts">Charts</a></li></ul></aside>',
    ),
    existing_locators: ["getByRole('link', { name: 'Elements', exact: true })"],
    description: 'Elements link in the sidebar',
  });
  expect(menu.ok, summary(menu)).toBe(false);
  // A label that only changed case was its twin's ("Submit" for a deleted "submit"), and one that
  // adds a phrase mentions it ("Southland places – Fiordland's coast"): see never-guess-regressions.
});

test('a link or button whose exact label grew by a word or two, standing alone, is the same control', async () => {
  const footer = (label: string): string =>
    page(
      `<footer><ul><li><a href="/about">About</a></li><li><a href="/legal">${label}</a></li><li><a href="/privacy">Privacy</a></li></ul></footer>`,
    );
  const legal = await heal({
    page_source: footer('Legal &amp; Terms'),
    existing_locators: ["//footer//a[text()='Legal']"],
    description: 'Legal link in the footer',
  });
  expect(legal.ok && legal.answer.target.name, summary(legal)).toBe('Legal & Terms');
  const order = await heal({
    page_source: page(
      '<main><h2>Your cart</h2><p>2 items</p><button class="btn-order">Place order</button></main>',
    ),
    existing_locators: ["page.getByRole('button', { name: 'Order', exact: true })"],
    description: 'Order button',
  });
  expect(order.ok && order.answer.target.name, summary(order)).toBe('Place order');
});

// Known gap: a deleted menu entry whose exact name a plain sibling link's name holds, grown by a
// word ("Elements" gone, "UI Elements" a page link beside it), reads exactly like that entry
// renamed ("Legal" → "Legal & Terms") and is healed to it. The held-out probes showed the rename
// far more often; this stays here until something tells the two apart.
test('known gap: a deleted "Elements" entry beside a plain "UI Elements" link is refused', async () => {
  test.fail();
  const menu = await heal({
    page_source: page(
      '<aside><ul><li><a href="/ui">UI Elements</a></li><li><a href="/tables">Tables</a></li><li><a href="/charts">Charts</a></li></ul></aside>',
    ),
    existing_locators: ["getByRole('link', { name: 'Elements', exact: true })"],
    description: 'Elements link in the sidebar',
  });
  expect(menu.ok, summary(menu)).toBe(false);
});

test('an id of several words a form control keeps as its name is the same control ("#selected_id" → name="selected_id")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><nav aria-label="Work"><ul><li><a href="/works/1">Entire Work</a></li><li><form action="/go">${
        withTarget
          ? '<select id="chapter-index-select" name="selected_id" data-probe="target"><option>1. Start</option><option>2. End</option></select>'
          : ''
      }<input type="submit" value="Go"></form></li></ul></nav></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, '#selected_id', 'chapter dropdown in the work navigation');
});

test('a label shortened to "Title" is still the "Task title" label its field\'s id names', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<h1>To-do list</h1><div class="task-box"><ul id="task-list"></ul></div><div class="form-box"><h2>Add new to-do item.</h2><div class="fields">${
          withTarget
            ? '<div class="full-width"><label for="task-title" data-probe="target">Title</label><input type="text" id="task-title" required></div>'
            : ''
        }<div class="half-width"><label for="deadline-hours">Hours (hh):</label><input type="number" id="deadline-hours" required></div><div><button>Add Task</button></div></div></div>`,
      ),
    "getByText('Task title:')",
    'Task title label of the add to-do form',
  );
});

test('a held <label> of a radio styled as a tab is the tab the description names', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><section><h2>Fan Feed</h2><div class="tabs"><input type="radio" id="feed-top" name="feed"><label for="feed-top">Top</label>${
          withTarget
            ? '<input type="radio" id="feed-trending" name="feed" checked><label for="feed-trending" data-probe="target">Trending</label>'
            : ''
        }</div><ul><li>First story</li></ul></section></main>`,
      ),
    "label[for='tab-most-popular']",
    'Trending tab of the Fan Feed',
  );
});

test('a "toggle" may be a view picker\'s radio, a "tab" a segmented radio', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><div class="toolbar"><input type="search" aria-label="Search files"><div role="radiogroup" aria-label="View"><label><input type="radio" name="view" id="view-list" checked> List</label>${
          withTarget
            ? '<label><input type="radio" name="view" id="view-tiles" data-probe="target"> Grid</label>'
            : ''
        }</div></div></main>`,
      ),
    '#view-grid',
    'Grid view toggle next to the file search',
  );
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><section><h2>Stories</h2><div class="segmented"><input type="radio" name="sort" id="sort-popular" checked><label for="sort-popular">Popular</label>${
          withTarget
            ? '<input type="radio" name="sort" id="sort-new" data-probe="target"><label for="sort-new">Latest</label>'
            : ''
        }</div></section></main>`,
      ),
    '#tab-most-recent',
    'Latest tab of the stories rail',
  );
});

test("a text logo may be the page's heading", async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main id="landing">${withTarget ? '<h1 class="brand" data-probe="target">TestSearch</h1>' : ''}<form><input type="search" name="q"><button>Search</button></form></main>`,
      ),
    '#landing > div.logo',
    'TestSearch logo on the landing page',
  );
});

test("where a description relates the element to another, or names a compound, the kind is the element's own", async () => {
  // "next to the … search field": the field is the landmark, the element a button.
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><form role="search"><input type="search" name="q" aria-label="Search aa.com">${
          withTarget
            ? '<button type="submit" class="icon-search" data-probe="target" aria-label="Find"></button>'
            : ''
        }</form></main>`,
      ),
    "page.getByRole('button', { name: 'Submit search' })",
    'search button next to the aa.com search field',
  );
  // "DataTables" names a library, not a table: the element is a link.
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><p>Tables are drawn with DataTables.${withTarget ? ' See the <a href="https://datatables.net" data-probe="target">DataTables manual</a>.' : ''}</p><table><tr><td>1</td></tr></table></main>`,
      ),
    'text=official DataTables documentation',
    'link to the DataTables docs',
  );
});

test('a control word before "label" or "card" says whose label or what the card is about, not the kind', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><form><input type="checkbox" id="rm">${
          withTarget ? '<label for="rm" data-probe="target">Remember my country and language</label>' : ''
        }<button>Continue</button></form></main>`,
      ),
    "page.getByText('Remember this selection?')",
    'remember country/language checkbox label',
  );
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><section data-lane="todo"><h2>To do</h2><article class="card"><h3>Write release notes</h3></article>${
          withTarget
            ? '<article class="card" data-probe="target"><h3>Wire up profile page avatar upload</h3></article>'
            : ''
        }</section><section data-lane="done"><h2>Done</h2></section></main>`,
      ),
    "//div[@data-lane-id='todo']//article[contains(., 'avatar upload')]",
    'Wire up profile page avatar upload card in the To do lane',
  );
});

test('words teams swap in UI copy: refresh/reload, coupon/promo, skip/jump', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><div class="toolbar"><button title="Archive"><i class="fa fa-archive"></i></button>${
          withTarget
            ? '<button title="Reload messages" data-probe="target"><i class="fa fa-sync"></i></button>'
            : ''
        }</div></main>`,
      ),
    "page.getByTitle('Refresh')",
    'Refresh button in the inbox toolbar',
  );
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><form><label for="n">Name</label><input id="n">${
          withTarget ? '<label for="p">Promo code</label><input id="p" data-probe="target">' : ''
        }<button>Pay</button></form></main>`,
      ),
    "page.getByLabel('Coupon code')",
    'Coupon code input of the checkout form',
  );
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      `<!doctype html><html><head><title>t</title></head><body>${
        withTarget ? '<a href="#main" class="skip" data-probe="target">Jump to content</a>' : ''
      }${NAV}<main id="main"><h1>Hello</h1></main></body></html>`,
    '[data-testid="skip-link"]',
    'Skip to content link',
  );
});

test('an icon-only control says what its icon shows ("Settings (wrench) button", "three-dots menu")', async () => {
  const card = (title: string, tools: string): string =>
    `<div class="card"><div class="card-header"><h3 class="card-title">${title}</h3><div class="card-tools">${tools}</div></div><div class="card-body"><p>Chart</p></div></div>`;
  const collapse = '<button type="button" class="btn btn-tool"><i class="bi bi-dash-lg"></i></button>';
  const remove = '<button type="button" class="btn btn-tool"><i class="bi bi-x-lg"></i></button>';
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main>${card(
          'Monthly Recap Report',
          `${collapse}${
            withTarget
              ? '<button type="button" class="btn btn-tool" data-bs-toggle="dropdown" data-probe="target"><i class="bi bi-wrench"></i></button>'
              : ''
          }${remove}`,
        )}${card('Sales', `${collapse}<button type="button" class="btn btn-tool"><i class="bi bi-wrench"></i></button>`)}</main>`,
      ),
    "//h5[text()='Monthly Recap Report']/following-sibling::div//button[contains(@class,'dropdown-toggle')]",
    'Settings (wrench) dropdown button of the Monthly Recap Report card',
  );
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main>${card(
          'Earnings Overview',
          withTarget
            ? '<a href="#" class="dropdown-toggle" role="button" data-toggle="dropdown" data-probe="target"><i class="fas fa-ellipsis-v fa-sm fa-fw"></i></a>'
            : '',
        )}${card('Revenue Sources', '<a href="#" class="dropdown-toggle" role="button" data-toggle="dropdown"><i class="fas fa-ellipsis-v fa-sm fa-fw"></i></a>')}</main>`,
      ),
    "(//a[@id='dropdownMenuLink'])[1]",
    'three-dots menu toggle of the Earnings Overview card',
  );
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><h2>Brand Buttons</h2>${
          withTarget
            ? '<a href="#" class="btn btn-block" data-probe="target"><i class="fab fa-google"></i></a>'
            : ''
        }<a href="#" class="btn btn-block"><i class="fas fa-envelope"></i></a></main>`,
      ),
    'a.btn-google',
    'Google brand button in the Brand Buttons section',
  );
});

test('a named control\'s icon says only its own name: an arrow on "Read more" does not make it "next"', async () => {
  const result = await heal({
    page_source: page(
      '<main><article><h2>Post</h2><a href="/post/2">Read more <i class="fa fa-arrow-right"></i></a></article></main>',
    ),
    existing_locators: ['a.pagination-next'],
    description: 'Next page link',
  });
  expect(result.ok, summary(result)).toBe(false);
});

test('a control that acts on the described card is not the card ("Add card" for "first backlog card")', async () => {
  const result = await heal({
    page_source: page(
      `<main><section><h2>Backlog</h2><button data-add-card-for="backlog">Add card</button></section><section><h2>Done</h2><article class="card"><h3>Audit unused SCSS</h3></article></section></main>`,
    ),
    existing_locators: ["//div[@data-lane-id='backlog']/article[1]"],
    description: 'first backlog card',
  });
  expect(result.ok, summary(result)).toBe(false);
});

test('a `.first()` that moved on to a copy outside the region described is not intact', async () => {
  const result = await heal({
    page_source: `<!doctype html><html><head><title>t</title></head><body><header><nav><a href="/company"><img src="c.png" alt="Corporate info"></a><a href="/ir">IR</a></nav></header><main><h2>News</h2><ul><li><a href="/company/news">Company info</a></li></ul></main></body></html>`,
    existing_locators: ["page.getByRole('link', { name: 'Company info' }).first()"],
    description: 'Company info link in header',
  });
  // Never the copy in main. The header's image link, which still opens /company (what its old
  // label named), may be the target reworded.
  expect(!result.ok || result.answer.target.attributes.href === '/company', summary(result)).toBe(true);
  if (result.ok) expect(result.answer.strategy).not.toBe('intact');
});

test('a class that names a place in a list (`li.second`) moves on with the list: no intact answer', async () => {
  const result = await heal({
    page_source: page(
      '<main><h2>Querying</h2><ul class="query-list"><li class="first">apples</li><li class="second">bananas</li><li class="third">more apples</li></ul></main>',
    ),
    existing_locators: ['.query-list li.second'],
    description: 'oranges in the query list',
  });
  expect(result.ok, summary(result)).toBe(false);
});

test('"in the breadcrumb" names the trail its items\' classes mark; a same-named link elsewhere is not it', async () => {
  const build = (renamed: boolean): string =>
    page(
      `<aside class="sidebar"><ul><li><a href="/mailbox">Mailbox</a></li><li><a href="/calendar">Calendar</a></li></ul></aside><main><ol class="app-crumbs"><li class="breadcrumb-item"><a href="/">Home</a></li><li class="breadcrumb-item"><a href="/mailbox" data-probe="target">${
        renamed ? 'Inbox' : 'Mailbox'
      }</a></li><li class="breadcrumb-item active">Compose</li></ol><h1>Compose</h1></main>`,
    );
  const locator = "page.locator('.breadcrumb').getByRole('link', { name: 'Mailbox' })";
  const description = 'Mailbox link in the breadcrumb';
  const kept = await heal({ page_source: build(false), existing_locators: [locator], description });
  expect(kept.ok && kept.answer.target.attributes['data-probe'], summary(kept)).toBe('target');
  const renamed = await heal({ page_source: build(true), existing_locators: [locator], description });
  expect(renamed.ok && renamed.answer.target.attributes['data-probe'] !== 'target', summary(renamed)).toBe(
    false,
  );
});

test('a count\'s word may change its number with it ("1 branch" → "Branches 1")', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><h2>octo/repo</h2><div class="file-nav">${
          withTarget ? '<a href="/octo/repo/branches" data-probe="target">Branches 1</a>' : ''
        }<a href="/octo/repo/tags">Tags 0</a></div></main>`,
      ),
    "page.getByRole('link', { name: '1 branch' })",
    '1 branch link above the file list',
  );
});

test('a column header says "column"; "action" after a name says what the control is for, not its name', async () => {
  const table = (header: string): string =>
    page(
      `<main><h2>Users</h2><table class="users"><thead><tr><th>#</th><th>Given name</th><th data-probe="target">${header}</th></tr></thead><tbody><tr><td>1</td><td>Ada</td><td>Lovelace</td></tr></tbody></table></main>`,
    );
  const column = await heal({
    page_source: table('Surname'),
    existing_locators: ['#users-surname'],
    description: 'Surname column of the users table',
  });
  expect(column.ok && column.answer.target.attributes['data-probe'], summary(column)).toBe('target');
  expect(analyzeDescription('Like action under the article').headWords).toEqual(['like']);
  expect(analyzeDescription('Action menu of the row').headWords).toContain('action');
});

test('"Request" is what a "Get" call to action is reworded to ("Get an invitation" → "Request an invite")', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><ul class="actions"><li><a href="/login">Log in</a></li>${
          withTarget ? '<li><a href="/invite_requests" data-probe="target">Request an invite</a></li>' : ''
        }</ul></main>`,
      ),
    'role=link[name="Get an Invitation"]',
    'get an invitation link',
  );
});

test('a form is known by the line of text just before it ("Register a new membership" for "the registration form")', async () => {
  // AdminLTE's register page: the card's heading is the brand, the form's button still says
  // "Sign In", and only the message above the form says what it is for; "Full Name" became "Your name".
  const build = (withTarget: boolean): string =>
    page(
      '<div class="register-box"><div class="card"><div class="card-header"><h1><b>Admin</b>LTE</h1></div><div class="card-body">' +
        '<p class="register-box-msg">Register a new membership</p><form action="/index3.html" method="post">' +
        (withTarget
          ? '<div class="input-group"><input id="regName" data-probe="target" type="text" class="form-control" aria-label="Your name"></div>'
          : '') +
        '<div class="input-group"><input type="email" class="form-control" aria-label="Email"></div>' +
        '<div class="input-group"><input type="password" class="form-control" aria-label="Password"></div>' +
        '<button type="submit" class="btn btn-primary">Sign In</button></form></div></div></div>',
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "page.getByLabel('Full Name')",
    'full name field in the registration form',
  );
});

test('Twitter renamed X: "Share on Twitter" reworded "Share on X" is the same button, and a close "X" is not it', async () => {
  const build = (withTarget: boolean): string =>
    page(
      '<main><article><h1>Story</h1><div class="share"><h2>Share this story</h2>' +
        '<button aria-label="Share on Facebook"><svg></svg></button>' +
        (withTarget ? '<button data-probe="target" aria-label="Share on X"><svg></svg></button>' : '') +
        '<button aria-label="Share by email"><svg></svg></button></div></article>' +
        '<div class="banner"><p>Get the app</p><button class="close">X</button></div></main>',
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    'button[aria-label="Share on Twitter"]',
    "Twitter share button under 'Share this story'",
  );
});

test('a field whose label grew by the name of its own kind ("Disabled select") is not a deleted "Disabled text" field', async () => {
  const card = (withText: boolean): string =>
    page(
      '<main><div class="card"><h3>Disabled &amp; Readonly</h3><form>' +
        (withText ? '<label for="t">Disabled text</label><input id="t" disabled value="Locked">' : '') +
        '<label for="s">Disabled select</label><select id="s" disabled><option>One</option></select>' +
        '<label for="r">Readonly value</label><input id="r" readonly value="42"></form></div></main>',
    );
  const deleted = await heal({
    page_source: card(false),
    existing_locators: ["page.getByLabel('Disabled text')"],
    description: 'disabled text input in the Disabled & Readonly card',
  });
  expect(deleted.ok, summary(deleted)).toBe(false);
  // A label that grew by other words still stands alone: "Select conversation with Linear" for
  // `getByLabel('Select message from Linear')` on a list of one checkbox per email.
  const inbox = await heal({
    page_source: page(
      '<main><ul><li><input type="checkbox" id="m1" aria-label="Select conversation with Linear"><a href="/1">Linear</a> Your invoice</li></ul></main>',
    ),
    existing_locators: ["page.getByLabel('Select message from Linear')"],
    description: 'checkbox for the Linear email',
  });
  expect(inbox.ok && inbox.answer.target.attributes.id, summary(inbox)).toBe('m1');
});

test('a list item is its text: "more apples" is not a deleted "apples" item', async () => {
  // cypress kitchensink's `.query-list`: "apples" and "more apples" side by side.
  const build = (withTarget: boolean): string =>
    page(
      '<main><h4>cy.contains()</h4><ul class="query-list">' +
        (withTarget ? '<li data-probe="target">apples</li>' : '') +
        '<li class="second">oranges</li><li class="third">bananas</li><li class="fourth">more apples</li></ul></main>',
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '.query-list li.first',
    'apples item in the contains() list',
  );
});

test("a row's first cell made its row header (td to th scope=row) is the cell the locator named", async () => {
  const build = (withTarget: boolean): string =>
    page(
      '<main><table id="dataTable"><thead><tr><th>Name</th><th>Office</th></tr></thead><tbody>' +
        '<tr><th scope="row">Tiger Nixon</th><td>Edinburgh</td></tr>' +
        (withTarget
          ? '<tr><th scope="row" data-probe="target">Sonya Frost</th><td>Edinburgh</td></tr>'
          : '') +
        '<tr><th scope="row">Jena Gaines</th><td>London</td></tr></tbody></table></main>',
    );
  const present = await heal({
    page_source: build(true),
    existing_locators: ["page.getByRole('cell', { name: 'Sonya Frost' })"],
  });
  expect(present.ok && present.answer.target.attributes['data-probe'], summary(present)).toBe('target');
  const deleted = await heal({
    page_source: build(false),
    existing_locators: ["page.getByRole('cell', { name: 'Sonya Frost' })"],
  });
  expect(deleted.ok, summary(deleted)).toBe(false);
});

test('a table cell\'s column says what it holds: the "OR7429 order link" in the Order ID column', async () => {
  // AdminLTE's "Latest Orders": the item was renamed, so the XPath through its row broke; the link
  // itself shows only the order number, and only its column's header says "order".
  const row = (id: string, item: string, status: string) =>
    `<tr><td><a href="pages/examples/invoice.html" class="link-primary">${id}</a></td><td>${item}</td><td><span class="badge">${status}</span></td></tr>`;
  const build = (withTarget: boolean): string =>
    page(
      '<main><div class="card"><h3 class="card-title">Latest Orders</h3><table class="table m-0"><thead><tr><th>Order ID</th><th>Item</th><th>Status</th></tr></thead><tbody>' +
        row('OR9842', 'Call of Duty IV', 'Shipped') +
        (withTarget
          ? row('OR7429', 'Samsung Smart TV 55"', 'Pending').replace('<a ', '<a data-probe="target" ')
          : '') +
        row('OR1848', 'iPhone 6 Plus', 'Delivered') +
        '</tbody></table></div></main>',
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "//tr[td[normalize-space()='Samsung Smart TV']]//a[normalize-space()='OR7429']",
    'OR7429 order link for the Samsung Smart TV',
  );
});

test('a head word the section phrase repeats names the place: "Save list button in the list dialog"', async () => {
  // Twitter's list dialog: "Save list" became "Save"; the dialog's heading says "list", and so does
  // the description's place. A "Cancel" left alone there is not a deleted "Save list".
  const dialog = (withTarget: boolean): string =>
    page(
      '<div role="dialog" id="list-operations-dialog"><h3>Create a new list</h3><form><input name="name" aria-label="List name">' +
        (withTarget ? '<button type="submit" data-probe="target" class="js-save-list">Save</button>' : '') +
        '<button type="button" class="js-close">Cancel</button></form></div>',
    );
  await expectHealedThenRefusedWhenDeleted(dialog, 'text=Save list', 'Save list button in the list dialog');
  // AdminLTE's mailbox: the third folder link of "Folders", named "Drafts" and its count.
  const folders = (withTarget: boolean): string =>
    page(
      '<div class="card"><div class="card-header"><h3 class="card-title">Folders</h3></div><ul class="nav nav-pills flex-column">' +
        '<li class="nav-item"><a href="#" class="nav-link">Inbox <span class="badge">12</span></a></li>' +
        '<li class="nav-item"><a href="#" class="nav-link">Sent</a></li>' +
        (withTarget
          ? '<li class="nav-item"><a href="#" class="nav-link" data-probe="target">Drafts</a></li>'
          : '') +
        '<li class="nav-item"><a href="#" class="nav-link">Junk</a></li></ul></div>',
    );
  await expectHealedThenRefusedWhenDeleted(folders, '#drafts-folder', 'Drafts folder in the Folders menu');
});

test('more words teams swap in UI copy: several/multiple, full/entire, browse/view', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><form><label for="one">Upload a file</label><input type="file" id="one">${
          withTarget
            ? '<label for="many">Upload several files</label><input type="file" id="many" multiple data-probe="target">'
            : ''
        }</form></main>`,
      ),
    '#multiple-files',
    'multiple file upload input',
  );
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><h2>Chapter 3</h2><nav class="chapters"><a href="/works/1/chapters/2">Previous chapter</a>${
          withTarget ? '<a href="/works/1?view_full_work=true" data-probe="target">Full work</a>' : ''
        }</nav></main>`,
      ),
    "page.getByRole('link', { name: 'Entire Work' })",
    'Entire Work link above the chapter',
  );
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><section class="card"><h3>Recently Added Products</h3><ul><li>Samsung TV</li><li>Bicycle</li></ul>${
          withTarget ? '<a href="/products" class="all" data-probe="target">Browse all products</a>' : ''
        }</section></main>`,
      ),
    "//a[normalize-space()='View All Products']",
    'View All Products link of Recently Added Products',
  );
});

test('a control named for its look is that control: a nav "pill", a filter "chip", an "Insights breadcrumb"', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><ul class="nav nav-pills"><li><a href="#home">Home</a></li>${
          withTarget ? '<li><button type="button" data-probe="target">Profile</button></li>' : ''
        }<li><a href="#messages">Messages</a></li></ul></main>`,
      ),
    "//ul[contains(@class,'pills')]//a[text()='Profile']",
    'Profile pill',
  );
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><nav class="crumbs"><a href="/blog/">Blog</a> / ${
          withTarget ? '<a href="/blog/insights/" class="crumb-link" data-probe="target">Insights</a> / ' : ''
        }<span>Beautifying our UI</span></nav></main>`,
      ),
    'a[href="/blog/categories/insights/"]',
    'Insights breadcrumb',
  );
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><div class="filters"><button type="button" data-filter-key="salary">Salary</button>${
          withTarget
            ? '<button type="button" data-filter-key="work-type" data-probe="target">Remote</button>'
            : ''
        }</div><ul class="jobs"><li>Engineer</li></ul></main>`,
      ),
    'button[data-filter="remote"]',
    'Remote chip',
  );
});

test('"the top bar" is the page\'s header: a deleted top-bar link is not an article\'s share button of that name', async () => {
  // Yahoo: the "Tumblr" link of the universal header was removed; an article's share bar still has
  // a "Tumblr" button. Kept, the header link heals.
  const build = (withTarget: boolean): string =>
    page(
      `<div class="site-Header"><ul class="tb">${
        withTarget ? '<li><a href="https://www.tumblr.com/" data-probe="target">Tumblr</a></li>' : ''
      }<li><a href="https://mail.yahoo.com/">Mail</a></li></ul></div>` +
        '<main><article><h1>Story</h1><p>Text of the story.</p><div class="share"><button aria-label="Facebook"></button><button aria-label="Tumblr"></button></div></article></main>',
    );
  await expectHealedThenRefusedWhenDeleted(build, '#uh-tb-tumblr a', 'Tumblr link in the top Yahoo bar');
  expect(regionsNamed(['top', 'yahoo', 'bar'])).toEqual(['header']);
  expect(regionsNamed(['top', 'navigation', 'bar'])).toEqual(['navigation']);
});

test('a place named "New …" says nothing new: a deleted "Create a book" link is not a "Book:New Zealand" link', async () => {
  // Wikipedia: the Print/export tool "Create a book" was removed; External links still has a link
  // "Book" titled "Book:New Zealand", whose "New" read as a synonym of "create".
  const build = (withTarget: boolean): string =>
    page(
      `<div id="p-coll-print_export" role="navigation"><h3>Print/export</h3><ul>${
        withTarget
          ? '<li id="coll-create-book"><a href="/w/Special:Book" data-probe="target">Create a book</a></li>'
          : ''
      }<li id="coll-download-as-rl"><a href="/w/Special:ElectronPdf">Download as PDF</a></li></ul></div>` +
        '<main><h2>External links</h2><table><tr><th>Outline</th><td><a href="/wiki/Book:New_Zealand" title="Book:New Zealand">Book</a></td></tr></table></main>',
    );
  const deleted = await heal({
    page_source: build(false),
    existing_locators: ['#coll-create_a_book a'],
    description: 'Create a book link under Print/export',
  });
  expect(deleted.ok, summary(deleted)).toBe(false);
  expect(tokenize('Book:New Zealand')).not.toContain('new');
  expect(tokenize('New folder')).toContain('new');
});

test('a "label" is the text naming a field: never a control, and a broken `label` locator is not healed to the field', async () => {
  // A to-do form's "Task title:" label became "Title:"; the form's "Add Task" button says "task"
  // but is no label.
  const form = page(
    '<main><div class="card"><h2>Add new to-do item.</h2><form><label for="task-title">Title:</label><input id="task-title" type="text">' +
      '<input type="submit" value="Add Task"></form></div></main>',
  );
  const part = await heal({
    page_source: form,
    existing_locators: ["page.getByText('Task title:')"],
    description: 'Task title label of the add to-do form',
  });
  expect(part.ok && part.answer.target.role, summary(part)).not.toBe('button');
  expect(judgeRole(analyzeDescription('Task title label'), 'button')?.verdict).toBe('contradicts');
  expect(judgeRole(analyzeDescription('Task title label'), 'label')).toBeUndefined();
  // Fandom's feed tabs: radios named by their labels; the test clicked the label.
  const tabs = page(
    '<main><h2>Fan Feed</h2><ul class="tabs"><li><input type="radio" id="recirc-tab-trending" name="t"><label for="recirc-tab-trending">Trending</label></li>' +
      '<li><input type="radio" id="recirc-tab-latest" name="t"><label for="recirc-tab-latest">Latest</label></li></ul></main>',
  );
  const label = await heal({
    page_source: tabs,
    existing_locators: ["label[for='tab-most-popular']"],
    description: 'Trending tab of the Fan Feed',
  });
  expect(label.ok && label.answer.target.tag, summary(label)).not.toBe('input');
});

test('a "hint" is a text\'s kind, like a label: "double-click hint in the footer" is the footer text that says double-click', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><ul class="todo-list"><li>Buy milk</li></ul></main><footer class="info">${
          withTarget ? '<p data-probe="target">Double-click a todo to edit it</p>' : ''
        }<p>Created by the TodoMVC team</p></footer>`,
      ),
    "page.getByText('Double-click to edit a todo')",
    'double-click hint in the footer',
  );
});

test('the mark joining two words is how they are written: "Press / Media" is "Press & Media"', async () => {
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) =>
      page(
        `<main><h1>News</h1></main><footer id="footer-main"><ul><li><a href="/about">About</a></li>${
          withTarget ? '<li><a href="/press" data-probe="target">Press &amp; Media</a></li>' : ''
        }<li><a href="/careers">Careers</a></li></ul></footer>`,
      ),
    "page.getByRole('link', { name: 'Press / Media' })",
    'Press / Media link in the footer',
  );
});

test('a field\'s label sits in its form and grows with its field: "Email" → "Email address" on the registration form', async () => {
  // AdminLTE's register page: the card is titled by the brand; only the line above the form says
  // what it is for.
  const build = (withTarget: boolean): string =>
    page(
      '<div class="card"><div class="card-header"><h1><b>Admin</b>LTE</h1></div><div class="card-body"><p class="login-box-msg">Register a new membership</p><form>' +
        '<label for="registerName">Full name</label><input id="registerName" type="text">' +
        (withTarget
          ? '<label for="registerEmail" data-probe="target">Email address</label><input id="registerEmail" type="email">'
          : '') +
        '<label for="registerPassword">Password</label><input id="registerPassword" type="password"><button type="submit">Sign up</button></form></div></div>',
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "//label[text()='Email']",
    'Email label of the registration form',
  );
});

test('a kind word after "to" is what the control does: "checkbox to select the … message" is a checkbox', async () => {
  const row = (id: string, who: string, target: boolean): string =>
    `<li><input type="checkbox" id="${id}"${target ? ' data-probe="target"' : ''}><label for="${id}" class="visually-hidden">Select message from ${who}</label><a href="/m/${id}">${who}</a></li>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><h2>Inbox</h2><input type="checkbox" id="select-all" aria-label="Select all"><ul>${withTarget ? row('inbox-row-select-0', 'Olivia Bennett', true) : ''}${row('inbox-row-select-1', 'Stripe', false)}${row('inbox-row-select-2', 'Jonas Meyer', false)}</ul></main>`,
    );
  expect(analyzeDescription('checkbox to select the Olivia Bennett message').roleFamilies).toEqual([
    expect.arrayContaining(['checkbox']),
  ]);
  await expectHealedThenRefusedWhenDeleted(build, '#msg-0', 'checkbox to select the Olivia Bennett message');
});

test('a link that toggles a dropdown in place is the "toggle" a description names', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><ul class="navbar-nav"><li><a class="nav-link" href="#" data-bs-toggle="dropdown" aria-label="Notifications">3</a></li>${withTarget ? '<li><a class="nav-link" href="#" data-probe="target" id="theme-switcher" data-bs-toggle="dropdown" aria-expanded="false" aria-label="Toggle colour theme"><i class="bi bi-sun"></i></a><ul class="dropdown-menu"><li><button type="button">Light</button></li><li><button type="button">Dark</button></li></ul></li>' : ''}</ul></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, '#bd-theme', 'colour theme toggle in the navbar');
  // A plain link is no toggle: the menu bar's "Sport" link is told from its submenu's toggle so.
  const plain = await heal({
    page_source: page('<main><a href="/theme" id="x">Toggle colour theme</a></main>'),
    existing_locators: ['#bd-theme'],
    description: 'colour theme toggle',
  });
  expect(plain.ok, summary(plain)).toBe(false);
});

test('a card title turned from <h3> into a <p class="…__title"> is still the title', async () => {
  const card = (title: string, target: boolean): string =>
    `<li><a class="related-content-card" href="/a/${title.length}"><img alt="${title}" src="/i.jpg"><div class="related-content-card__info">${target ? `<p class="related-content-card__title" data-probe="target">${title}</p>` : `<h3 class="related-content-card__title">${title}</h3>`}<h4 class="related-content-card__subtitle">Feb 22, 2022</h4></div></a></li>`;
  // LinkedIn's "More articles" cards (corpus page postlight-linkedin), the target's card deleted.
  const build = (withTarget: boolean): string =>
    page(
      `<main><h2>More articles by this author</h2><ul>${withTarget ? card('Talking with friends about race', true) : ''}${card('My self-care journey', false)}${card('Our action this IWD', false)}</ul></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "//h3[normalize-space()='Talking with friends about race']",
    'title of the related article card "Talking with friends about race"',
  );
});

test('"… step heading" is named by the step it titles: a reworded step heading heals', async () => {
  const step = (heading: string, target: boolean, field: string): string =>
    `<fieldset class="wizard-step"><h2${target ? ' data-probe="target"' : ''}>${heading}</h2><label>${field} <input type="checkbox"></label></fieldset>`;
  const build = (withTarget: boolean): string =>
    page(
      `<main><h1>Tell us about yourself</h1><form>${step('Your details', false, 'Remember me')}${withTarget ? step('Notification settings', true, 'Email me updates') : ''}${step('Review & confirm', false, 'I agree')}</form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "getByRole('heading', { name: 'Notification preferences' })",
    'Notification preferences step heading',
  );
});

test('an address that gained a fragment is the same page; one an entire list shares names no entry', async () => {
  // Cypress's kitchen-sink index: every entry under "Actions" links to /commands/actions. The
  // target's link gained `#scrollintoview`; with it deleted, "scrollTo" (the same address, half
  // the described words) must not stand in for it.
  const entries = ['type', 'focus', 'scrollTo', 'trigger'];
  const build = (withTarget: boolean): string =>
    page(
      `<main><ul><li><a href="/commands/actions">Actions</a><ul>${entries
        .map((entry) => `<li><a href="/commands/actions">${entry}</a></li>`)
        .join(
          '',
        )}${withTarget ? '<li><a href="/commands/actions#scrollintoview" data-probe="target">scrollIntoView</a></li>' : ''}</ul></li><li><a href="/commands/window">Window</a></li></ul></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '//a[@href="/commands/actions" and text()="scrollIntoView"]',
    'scrollIntoView link under Actions',
  );
});

test('a name that glues a number to the described word ("Tech30") is another name, not "Tech"', async () => {
  // CNN's main navigation: "Tech" renamed "Technology" with its id; the Markets flyout's "Tech30"
  // index link says "tech" only glued to its number.
  const result = await heal({
    page_source: page(
      `<nav><ul><li id="main-nav--markets"><a href="/business/">Markets</a><ul><li><a href="/data/markets/">Premarkets</a></li><li><a href="/technology/tech30">Tech30</a></li></ul></li><li id="mainnav-technology"><a href="/technology/">Technology</a></li></ul></nav>`,
    ),
    existing_locators: ["page.locator('#main-nav--tech > a')"],
    description: 'Tech tab in the main navigation',
  });
  expect(result.ok && result.answer.target.name, summary(result)).not.toBe('Tech30');
  // Written so, it names it.
  const named = await heal({
    page_source: page(
      '<nav><ul><li><a href="/data/markets/">Premarkets</a></li><li><a href="/technology/tech30">Tech30</a></li></ul></nav>',
    ),
    existing_locators: ['#tech30-link'],
    description: 'Tech30 link in the navigation',
  });
  expect(named.ok && named.answer.target.name, summary(named)).toBe('Tech30');
});

test('an anchor whose id was only respelled ("#main-nav--economy" → "#mainnav-economy") still holds the target', async () => {
  // CNN's main navigation: the Markets flyout has an "Economy" link too; the renamed item's own is the one.
  const build = (withTarget: boolean): string =>
    page(
      `<nav><ul><li id="main-nav--markets"><a href="/business/">Markets</a><ul><li><a href="http://money.example/economy/">Economy</a></li><li><a href="/data/world">World</a></li></ul></li>${withTarget ? '<li id="mainnav-economy"><a data-probe="target" href="/economy/">Economy</a></li>' : '<li id="mainnav-economy"></li>'}<li id="mainnav-politics"><a href="/politics/">Politics</a></li></ul></nav>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "page.locator('#main-nav--economy > a')",
    'Economy tab in the main navigation',
  );
});

test('a list item sits in the menu its list\'s test id names ("U.S." edition link in the edition menu)', async () => {
  // The New York Times' masthead: the first entry has no test id of its own, its list has.
  const build = (withTarget: boolean): string =>
    page(
      `<header><ul data-testid="masthead-edition-menu">${withTarget ? '<li class="css-z3r8ak"><a data-probe="target" class="css-1p9w0bd" href="/">U.S.</a></li>' : ''}<li data-testid="edition-menu-international" class="css-z3r8ak"><a class="css-1p9w0bd" href="/international/">International</a></li><li data-testid="edition-menu-canada" class="css-z3r8ak"><a class="css-1p9w0bd" href="/ca/">Canada</a></li></ul><a href="/">Contact Us</a></header>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    'li.css-1vlye70 > a.css-ogiugu[href="/"]',
    'U.S. edition link in the edition menu',
  );
  // So do its classes when they call it a menu (AO3's `<ul class="work navigation actions">`).
  const work = (withTarget: boolean): string =>
    page(
      `<main><ul class="primary navigation actions"><li><a href="/works">Works</a></li><li><a href="/people">People</a></li></ul><h2>Chapter 1</h2><ul class="work navigation actions">${withTarget ? '<li><button data-probe="target" type="button">Share</button></li>' : ''}<li><a href="/works/1/chapters">Entire Work</a></li><li><a href="#comments">Comments</a></li></ul></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    work,
    'a[title="Share Work"]',
    'Share link in the work navigation',
  );
  // A list's other classes style lists of anything: a "feature-list" names no featured entries.
  const styled = await heal({
    page_source: page(
      '<main><ul class="feature-list"><li><a href="#add-ons">Add-ons</a></li><li><a href="#themes">Themes</a></li></ul></main>',
    ),
    existing_locators: ['text=Here are a few of our favorites'],
    description: 'link to featured add-ons',
  });
  expect(styled.ok, summary(styled)).toBe(false);
});

test("a web component is named by its label attribute, its tag's kind and its group's label", async () => {
  // Vaadin's card demo: `<vaadin-checkbox label="Footer">` in the "Header & Footer" group, its value renamed.
  const build = (withTarget: boolean): string =>
    page(
      `<main><vaadin-checkbox-group label="Header &amp; Footer"><vaadin-checkbox label="Header" value="header"></vaadin-checkbox><vaadin-checkbox label="Title" value="title"></vaadin-checkbox>${withTarget ? '<vaadin-checkbox data-probe="target" label="Footer" value="slot-footer"></vaadin-checkbox>' : ''}</vaadin-checkbox-group><vaadin-checkbox-group label="Theme Variant"><vaadin-checkbox label="Outlined" value="outlined"></vaadin-checkbox></vaadin-checkbox-group></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    'vaadin-checkbox[value="footer"]',
    'Footer checkbox in the Header & Footer options',
  );
  // Only the tag's last word is its kind: every item of a side nav says "side nav item" by its tag.
  const menu = (withTarget: boolean): string =>
    page(
      `<main><vaadin-side-nav>${withTarget ? '<vaadin-side-nav-item data-probe="target" path="/dev/side-nav">Side Nav</vaadin-side-nav-item>' : ''}<vaadin-side-nav-item path="/dev/grid">Grid</vaadin-side-nav-item><vaadin-side-nav-item path="/dev/select">Select</vaadin-side-nav-item></vaadin-side-nav></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    menu,
    'vaadin-side-nav-item[path="/dev/side-nav.html"]',
    'Side Nav item at the top of the main menu',
  );
});

test('a label is named by the field it labels ("Hours label of the deadline" for `for="deadline-hours"`)', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><form class="form-box"><h2>Add new to-do item.</h2><label for="deadline-day">Day:</label><input id="deadline-day">${withTarget ? '<label data-probe="target" for="deadline-hours">Hour (0-23):</label><input id="deadline-hours">' : ''}<label for="deadline-minutes">Mins (mm):</label><input id="deadline-minutes"><label for="title">Title:</label><input id="title"></form></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "page.getByText('Hours (hh):')",
    'Hours label of the deadline',
  );
});

test('"Company name on the codeit job card": a last "name" after the name\'s own word is the kind of text', async () => {
  expect(analyzeDescription('Company name on the codeit job card').headWords).toEqual(['company']);
  expect(analyzeDescription('cujoJS name in the examples list').headWords).toEqual(['cujo', 'js']);
  // A common noun's name is not what titles those things ("Projects"); a name written as one is.
  expect(analyzeDescription('Company name on the codeit job card').namesAName).toBe(true);
  expect(analyzeDescription('cujoJS name in the examples list').namesAName).toBe(false);
  // Not after filler alone, nor before a named kind: there "name" is the label's word.
  expect(analyzeDescription('First name').headWords).toEqual(['name']);
  expect(analyzeDescription('Name field').headWords).toEqual(['name']);
  expect(analyzeDescription('Display name field').headWords).toEqual(['display', 'name']);
  const build = (withTarget: boolean): string =>
    page(
      `<main><ul>${['Acme', 'Globex', ...(withTarget ? ['codeit'] : [])]
        .map(
          (company) =>
            `<li class="card"><a href="/wd/${company}"><p class="job-position">Data engineer</p><span ${company === 'codeit' ? 'data-probe="target" ' : ''}class="JobCard_body__company__q7Xm2">${company}</span></a></li>`,
        )
        .join('')}</ul></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '//span[contains(@class,"JobCard_body__company__AUj_B") and text()="codeit"]',
    'Company name on the codeit job card',
  );
});

test('"heading about the cloud": after the kind, "about" opens what it says; an "About" link is named so', () => {
  expect(analyzeDescription('Trend heading about AI and toolchains').headWords).toEqual([
    'trend',
    'ai',
    'toolchain',
  ]);
  expect(analyzeDescription('About us link').headWords).toEqual(['about', 'us']);
  expect(analyzeDescription('Learn more about pricing link').headWords).toContain('about');
});

test('a dropdown labelled by its toggle is the menu the toggle\'s id names ("Settings in user menu")', async () => {
  // SB Admin 2's topbar: the user dropdown sits in the item titled by the user's name.
  const build = (withTarget: boolean): string =>
    page(
      `<nav class="navbar"><ul class="navbar-nav"><li class="nav-item dropdown"><a class="nav-link dropdown-toggle" href="#" id="alertsDropdown">Alerts</a><div class="dropdown-list" aria-labelledby="alertsDropdown"><a class="dropdown-item" href="#">Show all alerts</a><a class="dropdown-item" href="#">Settings for alerts</a></div></li><li class="nav-item dropdown"><a class="nav-link dropdown-toggle" href="#" id="userDropdown"><span>Douglas McGee</span></a><div class="dropdown-menu" aria-labelledby="userDropdown"><a class="dropdown-item" href="#">Profile</a>${withTarget ? '<a data-probe="target" class="dropdown-item" href="#">Preferences</a>' : ''}<a class="dropdown-item" href="#">Logout</a></div></li></ul></nav>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "page.getByRole('link', { name: 'Settings' })",
    'Settings in user menu',
  );
});

test('a word the locator\'s class says is said ("Sport pillar link" for `a.pillar-link`, reordered)', async () => {
  // The Guardian's header: the pillars reordered, so `.nth(2)` lands on another one.
  const build = (withTarget: boolean): string =>
    page(
      `<header><nav aria-label="Guardian sections"><ul><li><a class="pillar-link pillar-link--News" href="/news">News</a></li><li><a class="pillar-link pillar-link--Opinion" href="/opinion">Opinion</a></li><li><a class="pillar-link pillar-link--Culture" href="/culture">Culture</a></li><li><a class="pillar-link pillar-link--Lifestyle" href="/lifestyle">Lifestyle</a></li>${withTarget ? '<li><a data-probe="target" class="pillar-link pillar-link--Sport" href="/sport">Sport</a></li>' : ''}</ul></nav></header>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    "page.locator('a.pillar-link').nth(2)",
    'Sport pillar link in the header',
  );
});

test('a section number ("2. Terminology") is no count of what the heading names', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<main><h2 class="h2"><a href="#section-1">1</a>. Introduction</h2><p>Text.</p>${withTarget ? '<h2 data-probe="target" class="h2"><a href="#section-2">2</a>. Terminology</h2>' : ''}<p>Terms.</p><h2 class="h2"><a href="#section-3">3</a>. Protocol</h2></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '//span[@class="h2"][contains(.,"Terminology")]',
    '2. Terminology section heading',
  );
});

test('a cell is said by its column and its row by its table ("John\'s first-name cell in the traversal table")', async () => {
  // Cypress' traversal table: the rows reordered, so the positional path lands on another cell.
  const build = (withTarget: boolean): string =>
    page(
      `<main><table class="table traversal-table"><thead><tr><th>#</th><th>First Name</th><th>Last Name</th></tr></thead><tbody><tr><td>1</td><td>Jane</td><td>Lane</td></tr><tr><td>3</td><td>Mike</td><td>Ross</td></tr>${withTarget ? '<tr><td>2</td><td data-probe="target">John</td><td>Doe</td></tr>' : ''}</tbody></table><table class="table"><tbody><tr><td>John</td><td>Smith</td></tr></tbody></table></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    '//table[contains(@class,"traversal-table")]/tbody/tr[2]/td[2]',
    "John's first-name cell in the traversal table",
  );
});

test('a word the element\'s own class says is said once its name says one ("cypress.io brand link")', async () => {
  const build = (withTarget: boolean): string =>
    page(
      `<nav class="navbar">${withTarget ? '<a data-probe="target" class="navbar-brand" href="/index.html">cypress.io</a>' : ''}<ul class="nav"><li><a href="/commands/querying">Commands</a></li><li><a href="/utilities">Utilities</a></li></ul></nav>`,
    );
  await expectHealedThenRefusedWhenDeleted(build, 'a[href="/"]', 'cypress.io brand link in the navbar');
});

test('an id whose abbreviation was spelled out ("#upg-none" → "#upgrade-none") says what it did', async () => {
  // Alaska's flight search: every upgrade option's id renamed.
  const options = (withTarget: boolean): string =>
    ['none', 'mvp', 'gold']
      .filter((key) => withTarget || key !== 'none')
      .map(
        (key) =>
          `<label for="upgrade-${key}"><input ${key === 'none' ? 'data-probe="target" ' : ''}id="upgrade-${key}" name="SearchFields.UpgradeOption" type="radio" value="${key}">${key === 'none' ? 'None' : key.toUpperCase()}</label>`,
      )
      .join('');
  await expectHealedThenRefusedWhenDeleted(
    (withTarget) => page(`<main><h2>More search options</h2><form>${options(withTarget)}</form></main>`),
    '#upg-none',
    'None upgrade option under More search options',
  );
});

test('"second project name in the table" asks for a name: not the "Project" header, nor the table\'s styling class', async () => {
  const result = await heal({
    page_source: page(
      `<main><h2>Projects</h2><table class="table table-striped"><thead><tr><th>Project</th><th>Status</th></tr></thead><tbody>${[
        'AdminLTE 4 Release',
        'Marketing Site Redesign',
        'Mobile App',
      ]
        .map((name) => `<tr><td><a href="#" class="fw-medium">${name}</a></td><td>On track</td></tr>`)
        .join('')}</tbody></table></main>`,
    ),
    existing_locators: ["page.locator('tbody tr:nth-child(2) a.fw-semibold')"],
    description: 'second project name in the table',
  });
  expect(result.ok ? result.answer.target.role : 'refused', summary(result)).not.toMatch(/header|heading/);
  // Nor a menu link that says only "Projects".
  const linked = await heal({
    page_source: page(
      `<aside><nav><a href="/projects">Projects</a><a href="/settings">Settings</a></nav></aside><main><table class="table"><tbody>${[
        'AdminLTE 4 Release',
        'Marketing Site Redesign',
      ]
        .map((name) => `<tr><td><a href="#" class="fw-medium">${name}</a></td></tr>`)
        .join('')}</tbody></table></main>`,
    ),
    existing_locators: ["page.locator('tbody tr:nth-child(2) a.fw-semibold')"],
    description: 'second project name in the table',
  });
  expect(linked.ok && linked.answer.target.name, summary(linked)).not.toBe('Projects');
});

test('a web component with no role is named by its group as a control is ("Dark theme variant checkbox")', async () => {
  // Vaadin's demo: the "Dark" checkbox relabelled "Dark mode" in the "Theme Variant" group.
  const build = (withTarget: boolean): string =>
    page(
      `<main><vaadin-checkbox-group label="Header &amp; Footer"><vaadin-checkbox label="Header"></vaadin-checkbox></vaadin-checkbox-group><vaadin-checkbox-group label="Theme Variant"><vaadin-checkbox label="Outlined"></vaadin-checkbox>${withTarget ? '<vaadin-checkbox data-probe="target" label="Dark mode"></vaadin-checkbox>' : ''}<vaadin-checkbox label="Elevated"></vaadin-checkbox></vaadin-checkbox-group></main>`,
    );
  await expectHealedThenRefusedWhenDeleted(
    build,
    'vaadin-checkbox[label="Dark"]',
    'Dark theme variant checkbox',
  );
});
