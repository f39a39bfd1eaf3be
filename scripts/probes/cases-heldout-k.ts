/**
 * Held-out probe set k: 100 hand-written front-end refactors of corpus pages (80 keep the target,
 * 20 delete it), written without looking at the engine. Each case holds the locator a test had
 * before the change (about half Selenium CSS/XPath, the rest Playwright selectors and code), the
 * description an author would give, the refactor as exact source edits, and where the element is
 * after it (null when removed). Targets are disjoint from the earlier probe sets.
 * Written by a helper that never read or ran the healing engine or its results (checked only with
 * the probe checker's stub healer). Measured before any rule was read from it (docs/MEASUREMENTS.md,
 * sixteenth session: 27/80 healed, 2 false heals, 19/20 deleted refused); its false heals were read
 * for rules after that, so it no longer predicts unseen pages.
 */
import type { ProbeCase } from './types.js';
export const PROBE_CASES: ProbeCase[] = [
  {
    id: 'k-sbl-password-id',
    page: 'web/sbadmin2-login.html',
    kind: 'id-renamed',
    locator: "page.locator('#exampleInputPassword')",
    description: 'Password field of the login form',
    target: '#exampleInputPassword',
    edits: [
      {
        from: `id="exampleInputPassword" placeholder="Password">`,
        to: `id="loginPassword" placeholder="Password">`,
      },
    ],
    after: '#loginPassword',
  },
  {
    id: 'k-sbr-password-placeholder',
    page: 'web/sbadmin2-register.html',
    kind: 'attribute-reworded',
    framework: 'selenium',
    locator: "//input[@placeholder='Password']",
    description: 'Password field of the registration form (first of the two password boxes)',
    target: '#exampleInputPassword',
    edits: [
      {
        from: `id="exampleInputPassword" placeholder="Password">`,
        to: `id="exampleInputPassword" placeholder="Choose a password">`,
      },
    ],
    after: '#exampleInputPassword',
  },
  {
    id: 'k-sbr-heading',
    page: 'web/sbadmin2-register.html',
    kind: 'text-reworded',
    locator: "page.getByRole('heading', { name: 'Create an Account!' })",
    description: 'Create an Account! heading above the registration form',
    target: 'h1.h4',
    edits: [
      {
        from: `<h1 class="h4 text-gray-900 mb-4">Create an Account!</h1>`,
        to: `<h1 class="h4 text-gray-900 mb-4">Sign up for free</h1>`,
      },
    ],
    after: 'h1.h4',
  },
  {
    id: 'k-wanted-showmore-class',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'class-renamed',
    locator: "page.locator('button.Menu_ShowMoreButton__OZG6Y')",
    description: '더보기 (more) button at the end of the main navigation menu',
    target: 'button.Menu_ShowMoreButton__OZG6Y',
    edits: [
      {
        from: `<button class="Menu_ShowMoreButton__OZG6Y" type="button"`,
        to: `<button class="Menu_ShowMoreButton__p2Lx9" type="button"`,
      },
    ],
    after: '[data-gnb-kind="showMore"] button',
  },
  {
    id: 'k-wanted-skill-chip',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'text-reworded',
    locator: "page.getByRole('button', { name: '기술스택' })",
    description: '기술스택 (tech stack) filter chip',
    target: 'button[data-filter-name="skill"]',
    edits: [
      {
        from: `data-filter-name="skill"><span class="Chip_Chip__label__19qQ7">기술스택<span`,
        to: `data-filter-name="skill"><span class="Chip_Chip__label__19qQ7">보유 기술<span`,
      },
    ],
    after: 'button[data-filter-name="skill"]',
  },
  {
    id: 'k-todonotif-march-option',
    page: 'web/playwright-to-do-notifications-index.html',
    kind: 'positional',
    framework: 'selenium',
    locator: "//select[@id='deadline-month']/option[3]",
    description: 'March option of the Month dropdown',
    target: '#deadline-month option[value="March"]',
    edits: [
      {
        from: `<select id="deadline-month" required>`,
        to: `<select id="deadline-month" required>\n         <option value="" disabled selected>Month…</option>`,
      },
    ],
    after: '#deadline-month option[value="March"]',
  },
  {
    id: 'k-tmj-hint',
    page: 'web/todomvc-jquery.html',
    kind: 'text-reworded',
    locator: "page.getByText('Double-click to edit a todo')",
    description: 'Double-click to edit hint in the footer',
    target: 'footer.info p >> nth=0',
    edits: [
      { from: `<p>Double-click to edit a todo</p>`, to: `<p>Tip: double-click any item to change it</p>` },
    ],
    after: 'footer.info p >> nth=0',
  },
  {
    id: 'k-tmts-title',
    page: 'web/todomvc-typescript-backbone.html',
    kind: 'class-renamed',
    framework: 'selenium',
    locator: "//header[@class='header']/h1",
    description: 'todos title at the top of the app',
    target: 'h1',
    edits: [{ from: `<header class="header">`, to: `<header class="header app-header">` }],
    after: 'h1',
  },
  {
    id: 'k-alfe-quick-password',
    page: 'web/adminlte-forms-elements.html',
    kind: 'id-renamed',
    locator: "page.locator('#exampleInputPassword1')",
    description: 'Password field of the Quick Example form',
    target: '#exampleInputPassword1',
    edits: [
      {
        from: `<label for="exampleInputPassword1" class="form-label">Password</label>`,
        to: `<label for="quick-password" class="form-label">Password</label>`,
      },
      {
        from: `<input type="password" class="form-control" id="exampleInputPassword1" />`,
        to: `<input type="password" class="form-control" id="quick-password" />`,
      },
    ],
    after: '#quick-password',
  },
  {
    id: 'k-alfe-prechecked',
    page: 'web/adminlte-forms-elements.html',
    kind: 'text-reworded',
    locator: "page.getByLabel('Pre-checked')",
    description: 'Pre-checked checkbox in the Checks & Radios card',
    target: '#check-checked',
    edits: [
      {
        from: `<label class="form-check-label" for="check-checked">Pre-checked</label>`,
        to: `<label class="form-check-label" for="check-checked">Checked by default</label>`,
      },
    ],
    after: '#check-checked',
  },
  {
    id: 'k-alfe-multifile',
    page: 'web/adminlte-forms-elements.html',
    kind: 'text-reworded',
    framework: 'selenium',
    locator: "//label[text()='Multiple files']/following-sibling::input",
    description: 'Multiple files upload input',
    target: '#form-file-multi',
    edits: [
      {
        from: `<label class="form-label" for="form-file-multi">Multiple files</label>`,
        to: `<label class="form-label" for="form-file-multi">Upload several files</label>`,
      },
    ],
    after: '#form-file-multi',
  },
  {
    id: 'k-alfe-signout',
    page: 'web/adminlte-forms-elements.html',
    kind: 'text-reworded',
    locator: "page.getByRole('link', { name: 'Sign out' })",
    description: 'Sign out button in the user menu',
    target: 'li.user-footer a.btn-outline-danger',
    edits: [
      {
        from: `<a href="#" class="btn btn-outline-danger float-end">Sign out</a>`,
        to: `<a href="#" class="btn btn-outline-danger float-end">Log out</a>`,
      },
    ],
    after: 'li.user-footer a.btn-outline-danger',
  },
  {
    id: 'k-allogin-msg-class',
    page: 'web/adminlte-examples-login.html',
    kind: 'class-renamed',
    framework: 'selenium',
    locator: 'p.login-box-msg',
    description: 'Sign in to start your session message above the login form',
    target: 'p.login-box-msg',
    edits: [
      {
        from: `<p class="login-box-msg">Sign in to start your session</p>`,
        to: `<p class="login-card__message text-secondary">Sign in to start your session</p>`,
      },
    ],
    after: 'p:has-text("Sign in to start your session")',
  },
  {
    id: 'k-alreg2-facebook-deleted',
    page: 'web/adminlte-examples-register-v2.html',
    kind: 'deleted-lookalike',
    framework: 'selenium',
    locator: "//a[contains(., 'Sign in using Facebook')]",
    description: 'Sign in using Facebook button',
    target: '.social-auth-links a.btn-primary',
    edits: [
      {
        from: `<a href="#" class="btn btn-primary">
              <i class="bi bi-facebook me-2"></i> Sign in using Facebook
            </a>
`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-alreg2-box-msg',
    page: 'web/adminlte-examples-register-v2.html',
    kind: 'text-reworded',
    locator: "page.getByText('Register a new membership')",
    description: 'Register a new membership subtitle of the registration card',
    target: 'p.register-box-msg',
    edits: [
      {
        from: `<p class="register-box-msg">Register a new membership</p>`,
        to: `<p class="register-box-msg">Create your free account</p>`,
      },
    ],
    after: 'p.register-box-msg',
  },
  {
    id: 'k-alval-lastname',
    page: 'web/adminlte-forms-validation.html',
    kind: 'combined',
    locator: "page.getByLabel('Last name')",
    description: 'Last name field of the custom styles validation form',
    target: '#validationCustom02',
    edits: [
      {
        from: `<label for="validationCustom02" class="form-label">Last name</label>`,
        to: `<label for="cv-surname" class="form-label">Surname</label>`,
      },
      { from: `id="validationCustom02"`, to: `id="cv-surname"` },
    ],
    after: '#cv-surname',
  },
  {
    id: 'k-alval-default-email',
    page: 'web/adminlte-forms-validation.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: "//form/div[1]/input[@id='defaultEmail']",
    description: 'Email field of the browser defaults form',
    target: '#defaultEmail',
    edits: [
      {
        from: `<label class="form-label" for="defaultEmail">Email</label>`,
        to: `<label class="form-label" for="browserEmail">Email</label>`,
      },
      {
        from: `<input type="email" class="form-control" id="defaultEmail" required />`,
        to: `<input type="email" class="form-control" id="browserEmail" required />`,
      },
    ],
    after: '#browserEmail',
  },
  {
    id: 'k-alwiz-profile-step',
    page: 'web/adminlte-forms-wizard.html',
    kind: 'text-reworded',
    locator: "page.locator('#wizard-steps').getByText('Profile')",
    description: 'Profile step of the wizard step indicator',
    target: '#wizard-steps li[data-step="1"]',
    edits: [{ from: `<li data-step="1">Profile</li>`, to: `<li data-step="1">About you</li>` }],
    after: '#wizard-steps li[data-step="1"]',
  },
  {
    id: 'k-alwiz-password',
    page: 'web/adminlte-forms-wizard.html',
    kind: 'text-reworded',
    locator: "page.getByLabel('Password', { exact: true })",
    description: 'Password field on the account step of the wizard',
    target: '#wz-password',
    edits: [
      {
        from: `<label class="form-label" for="wz-password"> Password </label>`,
        to: `<label class="form-label" for="wz-password"> Choose a password </label>`,
      },
    ],
    after: '#wz-password',
  },
  {
    id: 'k-alwiz-product-switch',
    page: 'web/adminlte-forms-wizard.html',
    kind: 'text-reworded',
    locator: "page.getByRole('switch', { name: 'Product updates & releases' })",
    description: 'Product updates & releases notification switch',
    target: '#wz-notif-product',
    edits: [{ from: `Product updates &amp; releases`, to: `New features and release notes` }],
    after: '#wz-notif-product',
  },
  {
    id: 'k-alidx-chat-remove-deleted',
    page: 'web/adminlte-index.html',
    kind: 'deleted-lookalike',
    framework: 'selenium',
    locator: `.direct-chat button[data-lte-toggle="card-remove"]`,
    description: 'Remove (X) button in the Direct Chat card header',
    target: '.direct-chat button[data-lte-toggle="card-remove"]',
    edits: [
      {
        from: `<button type="button" class="btn btn-tool" data-lte-toggle="card-remove">
                        <i class="bi bi-x-lg"></i>
                      </button>`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-alidx-contact-sarah',
    page: 'web/adminlte-index.html',
    kind: 'positional',
    framework: 'selenium',
    locator: "//ul[@class='contacts-list']/li[2]/a",
    description: 'Sarah Doe entry in the Direct Chat contacts list',
    target: '.contacts-list li:nth-child(2) > a',
    edits: [
      {
        from: `<ul class="contacts-list">`,
        to: `<ul class="contacts-list">
                        <li>
                          <a href="#">
                            <img class="contacts-list-img" src="./assets/img/user2-160x160.jpg" alt="User Avatar" />
                            <div class="contacts-list-info">
                              <span class="contacts-list-name">
                                Alexander Pierce
                                <small class="contacts-list-date float-end"> 3/02/2023 </small>
                              </span>
                              <span class="contacts-list-msg"> Are we still on for Friday? </span>
                            </div>
                          </a>
                        </li>`,
      },
    ],
    after: '.contacts-list a:has-text("Sarah Doe")',
  },
  {
    id: 'k-alidx2-samsung-deleted',
    page: 'web/adminlte-index2.html',
    kind: 'deleted-twin',
    locator: "page.getByRole('link', { name: 'Samsung TV' })",
    description: 'Samsung TV item in the Recently Added Products list',
    target: 'a.fw-bold:has-text("Samsung TV")',
    edits: [
      {
        from: `<div class="px-2">
                      <div class="d-flex border-top py-2 px-1">
                        <div class="col-2">
                          <img
                            src="./assets/img/default-150x150.png"
                            alt="Product Image"
                            class="img-size-50"
                          />
                        </div>
                        <div class="col-10">
                          <a href="javascript:void(0)" class="fw-bold">
                            Samsung TV
                            <span class="badge text-bg-warning float-end"> $1800 </span>
                          </a>
                          <div class="text-truncate">Samsung 32" 1080p 60Hz LED Smart HDTV.</div>
                        </div>
                      </div>
                      <!-- /.item -->`,
        to: `<div class="px-2">`,
      },
    ],
    after: null,
  },
  {
    id: 'k-alidx2-member-norman',
    page: 'web/adminlte-index2.html',
    kind: 'text-reworded',
    locator: "page.getByRole('link', { name: 'Norman', exact: true })",
    description: 'Norman in the Latest Members card',
    target: '.col-3 a.btn:text-is("Norman")',
    edits: [
      { from: `                              Norman\n`, to: `                              Norman Lewis\n` },
    ],
    after: '.col-3 a.btn:has-text("Norman Lewis")',
  },
  {
    id: 'k-alidx2-recap-wrench',
    page: 'web/adminlte-index2.html',
    kind: 'tag-changed',
    framework: 'selenium',
    locator:
      "//h5[text()='Monthly Recap Report']/following-sibling::div//button[contains(@class,'dropdown-toggle')]",
    description: 'Settings (wrench) dropdown button of the Monthly Recap Report card',
    target: 'button.btn-tool.dropdown-toggle',
    edits: [
      {
        from: `<h5 class="card-title">Monthly Recap Report</h5>`,
        to: `<h3 class="card-title">Monthly Recap Report</h3>`,
      },
    ],
    after: 'button.btn-tool.dropdown-toggle',
  },
  {
    id: 'k-alinbox-refresh-title',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'attribute-reworded',
    locator: "page.getByTitle('Refresh')",
    description: 'Refresh button in the inbox toolbar',
    target: 'button[title="Refresh"]',
    edits: [
      {
        from: `<button class="btn btn-outline-secondary" type="button" title="Refresh">`,
        to: `<button class="btn btn-outline-secondary" type="button" title="Reload messages">`,
      },
    ],
    after: 'button:has(.bi-arrow-clockwise)',
  },
  {
    id: 'k-alinbox-drafts-positional',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'positional',
    framework: 'selenium',
    locator: "//ul[contains(@class,'nav-pills')]/li[3]/a",
    description: 'Drafts folder in the Folders menu',
    target: 'ul.nav-pills > li:nth-child(3) > a',
    edits: [
      {
        from: `<i class="bi bi-send me-2" aria-hidden="true"></i>Sent
                        </a>
                      </li>`,
        to: `<i class="bi bi-send me-2" aria-hidden="true"></i>Sent
                        </a>
                      </li>
                      <li class="nav-item">
                        <a href="#" class="nav-link rounded-0">
                          <i class="bi bi-clock me-2" aria-hidden="true"></i>Scheduled
                        </a>
                      </li>`,
      },
    ],
    after: 'ul.nav-pills a.nav-link:has-text("Drafts")',
  },
  {
    id: 'k-alinbox-marcus-deleted',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'deleted-twin',
    locator: "page.getByLabel('Select message from Marcus Reyes')",
    description: 'Checkbox of the Marcus Reyes message in the inbox list',
    target: '#msg-3',
    edits: [
      {
        from: `<li class="list-group-item d-flex align-items-center gap-2">
                        <div class="form-check mb-0">
                          <input class="form-check-input" type="checkbox" id="msg-3" />
                          <label class="form-check-label visually-hidden" for="msg-3">
                            Select message from Marcus Reyes
                          </label>
                        </div>
                        <button
                          class="btn btn-link p-0 text-warning lh-1"
                          type="button"
                          title="Starred"
                          aria-label="Starred"
                        >
                          <i class="bi bi-star-fill" aria-hidden="true"></i>
                        </button>
                        <a
                          href="../mailbox/read.html"
                          class="flex-grow-1 d-flex flex-column flex-md-row gap-md-3 text-decoration-none text-body"
                          style="min-width: 0"
                        >
                          <span class="text-truncate" style="min-width: 9rem"> Marcus Reyes </span>
                          <span class="flex-grow-1 text-truncate" style="min-width: 0">
                            <span class="badge text-bg-info me-2"> &middot; </span>
                            Lunch on Thursday?
                            <span class="fw-normal text-secondary">
                              &nbsp;&mdash; Free around 1pm at the usual place. Let me know.
                            </span>
                          </span>
                          <span class="text-secondary small text-md-end" style="min-width: 5rem">
                            Yesterday
                          </span>
                        </a>
                      </li>`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-alfm-share-title',
    page: 'web/adminlte-pages-file-manager.html',
    kind: 'attribute-reworded',
    locator: "page.getByRole('row', { name: /Q2 planning/ }).getByRole('button', { name: 'Share' })",
    description: 'Share button of the Q2 planning row in the file list',
    target: 'tbody tr:has-text("Q2 planning") button[title=Share]',
    edits: [{ from: `title="Share"`, to: `title="Copy link"`, count: 9 }],
    after: 'tbody tr:has-text("Q2 planning") button:has(.bi-share)',
  },
  {
    id: 'k-alfm-breadcrumb-mydrive',
    page: 'web/adminlte-pages-file-manager.html',
    kind: 'restructured',
    framework: 'selenium',
    locator: "//nav[@aria-label='breadcrumb']//a[text()='My Drive']",
    description: 'My Drive link in the folder breadcrumb',
    target: "nav[aria-label=breadcrumb] a:text-is('My Drive')",
    edits: [
      {
        from: `<a href="#">My Drive</a>`,
        to: `<a href="#" class="d-inline-flex align-items-center gap-1"><i class="bi bi-hdd" aria-hidden="true"></i><span>My Drive</span></a>`,
      },
    ],
    after: 'nav[aria-label=breadcrumb] a:has(.bi-hdd)',
  },
  {
    id: 'k-alfm-view-grid-id',
    page: 'web/adminlte-pages-file-manager.html',
    kind: 'id-renamed',
    locator: "page.locator('#view-grid')",
    description: 'Grid view toggle next to the file search',
    target: '#view-grid',
    edits: [
      {
        from: `<input type="radio" class="btn-check" name="view" id="view-grid" checked />`,
        to: `<input type="radio" class="btn-check" name="view" id="fm-view-grid" checked />`,
      },
      {
        from: `<label class="btn btn-outline-secondary" for="view-grid">`,
        to: `<label class="btn btn-outline-secondary" for="fm-view-grid">`,
      },
    ],
    after: '#fm-view-grid',
  },
  {
    id: 'k-alkanban-card-moved',
    page: 'web/adminlte-pages-kanban.html',
    kind: 'moved',
    framework: 'selenium',
    locator: "//div[@data-lane-id='todo']//article[contains(., 'avatar upload')]",
    description: 'Wire up profile page avatar upload card in the To do lane',
    target: 'article.kanban-card:has-text("Wire up profile page avatar upload")',
    edits: [
      {
        from: `<article class="kanban-card">
                    <span class="badge text-bg-primary mb-2"> feature </span>
                    <p class="fw-semibold mb-1 small">Wire up profile page avatar upload</p>

                    <div class="d-flex justify-content-between align-items-center">
                      <div class="kanban-assignees">
                        <span class="kanban-assignee" title="EM"> EM </span>
                      </div>
                    </div>`,
        to: ``,
      },
      {
        from: `<div class="kanban-cards" data-lane-id="in-progress">`,
        to: `<div class="kanban-cards" data-lane-id="in-progress">
                  <article class="kanban-card">
                    <span class="badge text-bg-primary mb-2"> feature </span>
                    <p class="fw-semibold mb-1 small">Wire up profile page avatar upload</p>

                    <div class="d-flex justify-content-between align-items-center">
                      <div class="kanban-assignees">
                        <span class="kanban-assignee" title="EM"> EM </span>
                      </div>
                    </div>
                  </article>`,
      },
    ],
    after: 'article.kanban-card:has-text("Wire up profile page avatar upload")',
  },
  {
    id: 'k-alproj-view-column-added',
    page: 'web/adminlte-pages-projects.html',
    kind: 'restructured',
    framework: 'selenium',
    locator: "//table/tbody/tr[2]/td[8]//button[@title='View']",
    description: 'View button of the Marketing Site Redesign project row',
    target: 'tr:has(a:has-text("Marketing Site Redesign")) button[title=View]',
    edits: [
      {
        from: `<th class="text-end">Actions</th>`,
        to: `<th>Owner</th>
                        <th class="text-end">Actions</th>`,
      },
      {
        from: `<td class="text-end">`,
        to: `<td class="small text-secondary">—</td>
                        <td class="text-end">`,
        count: 6,
      },
    ],
    after: 'tr:has(a:has-text("Marketing Site Redesign")) button[title=View]',
  },
  {
    id: 'k-alproj-edit-title',
    page: 'web/adminlte-pages-projects.html',
    kind: 'attribute-reworded',
    locator: "page.getByRole('row', { name: /AdminLTE 4 Release/ }).getByRole('button', { name: 'Edit' })",
    description: 'Edit button of the AdminLTE 4 Release project row',
    target: 'tr:has(a:has-text("AdminLTE 4 Release")) button[title=Edit]',
    edits: [{ from: `title="Edit"`, to: `title="Modify"`, count: 6 }],
    after: 'tr:has(a:has-text("AdminLTE 4 Release")) button:has(.bi-pencil)',
  },
  {
    id: 'k-alset-email-label',
    page: 'web/adminlte-pages-settings.html',
    kind: 'text-reworded',
    framework: 'selenium',
    locator: "//label[normalize-space()='Email']/following-sibling::input",
    description: 'Email field of the Account settings card',
    target: '#settings-email',
    edits: [
      {
        from: `<label class="form-label" for="settings-email"> Email </label>`,
        to: `<label class="form-label" for="settings-email"> Email address </label>`,
      },
    ],
    after: '#settings-email',
  },
  {
    id: 'k-alset-current-pwd',
    page: 'web/adminlte-pages-settings.html',
    kind: 'text-reworded',
    locator: "page.getByLabel('Current password')",
    description: 'Current password field of the Password card',
    target: '#pwd-current',
    edits: [
      {
        from: `<label class="form-label" for="pwd-current"> Current password </label>`,
        to: `<label class="form-label" for="pwd-current"> Old password </label>`,
      },
    ],
    after: '#pwd-current',
  },
  {
    id: 'k-cyact-disabled-textarea',
    page: 'web/cypress-kitchensink-actions.html',
    kind: 'class-renamed',
    framework: 'selenium',
    locator: 'textarea.action-disabled',
    description: 'Disabled Textarea in the .type() example form',
    target: 'textarea.action-disabled',
    edits: [
      {
        from: `<textarea class="form-control action-disabled" disabled="disabled"></textarea>`,
        to: `<textarea class="form-control action-type-disabled" disabled="disabled"></textarea>`,
      },
    ],
    after: 'textarea[disabled]',
  },
  {
    id: 'k-cyact-dblclick-div',
    page: 'web/cypress-kitchensink-actions.html',
    kind: 'tag-changed',
    locator: "page.locator('div.action-div')",
    description: 'Double click to edit box in the .dblclick() example',
    target: '.action-div',
    edits: [
      {
        from: `<div class="action-div">Double click to edit</div>`,
        to: `<button type="button" class="action-div">Double click to edit</button>`,
      },
    ],
    after: '.action-div',
  },
  {
    id: 'k-cyact-radio-one',
    page: 'web/cypress-kitchensink-actions.html',
    kind: 'text-reworded',
    locator: `page.getByRole('radio', { name: 'Radio one has value "radio1"' })`,
    description: 'first radio button (radio1) of the .check() example',
    target: '#optionsRadios1',
    edits: [{ from: `Radio one has value "radio1"`, to: `First option (value: radio1)` }],
    after: '#optionsRadios1',
  },
  {
    id: 'k-cytrav-pagination-next',
    page: 'web/cypress-kitchensink-traversal.html',
    kind: 'positional',
    framework: 'selenium',
    locator: "//ul[contains(@class,'traversal-pagination')]/li[7]/a",
    description: 'Next page (») arrow of the pagination example',
    target: '.traversal-pagination li:last-child a',
    edits: [{ from: `<li><a href="#">5</a></li>\n`, to: `` }],
    after: '.traversal-pagination li:last-child a',
  },
  {
    id: 'k-cytrav-link-role',
    page: 'web/cypress-kitchensink-traversal.html',
    kind: 'attribute-changed',
    locator: "page.locator('.traversal-buttons').getByRole('button', { name: 'Link' })",
    description: 'Link-styled button in the .last() example button group',
    target: '.traversal-buttons a.btn',
    edits: [
      {
        from: `<a class="btn btn-default" href="#" role="button">Link</a>`,
        to: `<a class="btn btn-default" href="#">Link</a>`,
      },
    ],
    after: '.traversal-buttons a.btn',
  },
  {
    id: 'k-cyq-fourth-class',
    page: 'web/cypress-kitchensink-querying.html',
    kind: 'class-renamed',
    framework: 'selenium',
    locator: '.query-list li.fourth',
    description: 'more apples item of the query list',
    target: '.query-list li:text-is("more apples")',
    edits: [
      {
        from: `<li class="first">apples</li>
              <li class="second">oranges</li>
              <li class="third">bananas</li>
              <li class="fourth">more apples</li>`,
        to: `<li class="query-list__item" data-index="1">apples</li>
              <li class="query-list__item" data-index="2">oranges</li>
              <li class="query-list__item" data-index="3">bananas</li>
              <li class="query-list__item" data-index="4">more apples</li>`,
      },
    ],
    after: '.query-list li:text-is("more apples")',
  },
  {
    id: 'k-cyidx-viewport-href',
    page: 'web/cypress-kitchensink-index.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: "//a[@href='/commands/viewport' and text()='viewport']",
    description: 'viewport command link under Viewport in the commands list',
    target: '.home-list a:text-is("viewport")',
    edits: [
      {
        from: `<li><a href="/commands/viewport">viewport</a></li>`,
        to: `<li><a href="/commands/viewport#viewport">viewport</a></li>`,
      },
    ],
    after: '.home-list a:text-is("viewport")',
  },
  {
    id: 'k-cyidx-reload-code',
    page: 'web/cypress-kitchensink-index.html',
    kind: 'text-reworded',
    locator: "page.getByRole('link', { name: 'reload', exact: true })",
    description: 'reload command link under Navigation',
    target: '.home-list a:text-is("reload")',
    edits: [
      {
        from: `<li><a href="/commands/navigation">reload</a></li>`,
        to: `<li><a href="/commands/navigation"><code>.reload()</code></a></li>`,
      },
    ],
    after: '.home-list a:has-text(".reload()")',
  },
  {
    id: 'k-sbbtn-facebook-class',
    page: 'web/sbadmin2-buttons.html',
    kind: 'class-renamed',
    framework: 'selenium',
    locator: 'a.btn-facebook',
    description: 'Facebook brand button in the Brand Buttons card',
    target: 'a.btn-facebook',
    edits: [
      {
        from: `<a href="#" class="btn btn-facebook btn-block"><i`,
        to: `<a href="#" class="btn btn-brand btn-brand--facebook btn-block"><i`,
      },
    ],
    after: 'a.btn-block:has(.fa-facebook-f)',
  },
  {
    id: 'k-sbbtn-light-deleted',
    page: 'web/sbadmin2-buttons.html',
    kind: 'deleted-twin',
    locator: "page.getByRole('link', { name: 'Split Button Light' })",
    description: 'Split Button Light',
    target: 'a.btn-light.btn-icon-split',
    edits: [
      {
        from: `<a href="#" class="btn btn-light btn-icon-split">
                                        <span class="icon text-gray-600">
                                            <i class="fas fa-arrow-right"></i>
                                        </span>
                                        <span class="text">Split Button Light</span>
                                    </a>`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-sbbtn-scrolltop-tag',
    page: 'web/sbadmin2-buttons.html',
    kind: 'tag-changed',
    locator: "page.locator('a.scroll-to-top')",
    description: 'Scroll to top button in the bottom-right corner',
    target: 'a.scroll-to-top',
    edits: [
      {
        from: `<a class="scroll-to-top rounded" href="#page-top">
        <i class="fas fa-angle-up"></i>
    </a>`,
        to: `<button type="button" class="scroll-to-top rounded" aria-label="Back to top">
        <i class="fas fa-angle-up"></i>
    </button>`,
      },
    ],
    after: '.scroll-to-top',
  },
  {
    id: 'k-sbtables-office-positional',
    page: 'web/sbadmin2-tables.html',
    kind: 'positional',
    framework: 'selenium',
    locator: "//table[@id='dataTable']/tbody/tr[1]/td[3]",
    description: "Tiger Nixon's office (Edinburgh) in the employees table",
    target: 'tr:has(td:text-is("Tiger Nixon")) td:nth-child(3)',
    edits: [
      {
        from: `<tbody>
                                        <tr>
                                            <td>Tiger Nixon</td>`,
        to: `<tbody>
                                        <tr>
                                            <td>Aaron Abbott</td>
                                            <td>Support Engineer</td>
                                            <td>London</td>
                                            <td>29</td>
                                            <td>2023/02/01</td>
                                            <td>$98,000</td>
                                        </tr>
                                        <tr>
                                            <td>Tiger Nixon</td>`,
      },
    ],
    after: 'tr:has(td:text-is("Tiger Nixon")) td:nth-child(3)',
  },
  {
    id: 'k-sbidx-earnings-menu',
    page: 'web/sbadmin2-index.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: "(//a[@id='dropdownMenuLink'])[1]",
    description: 'three-dots menu toggle of the Earnings Overview card',
    target: '.card:has(h6:text-is("Earnings Overview")) a.dropdown-toggle',
    edits: [
      {
        from: `Earnings Overview</h6>
                                    <div class="dropdown no-arrow">
                                        <a class="dropdown-toggle" href="#" role="button" id="dropdownMenuLink"`,
        to: `Earnings Overview</h6>
                                    <div class="dropdown no-arrow">
                                        <a class="dropdown-toggle" href="#" role="button" id="earningsMenuLink"`,
      },
    ],
    after: '.card:has(h6:text-is("Earnings Overview")) a.dropdown-toggle',
  },
  {
    id: 'k-sbidx-modal-close-bs5',
    page: 'web/sbadmin2-index.html',
    kind: 'class-renamed',
    locator: "page.locator('#logoutModal button.close')",
    description: 'Close (×) button of the Ready to Leave? logout dialog',
    target: '#logoutModal button.close',
    edits: [
      {
        from: `<button class="close" type="button" data-dismiss="modal" aria-label="Close">
                        <span aria-hidden="true">×</span>
                    </button>`,
        to: `<button type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Close"></button>`,
      },
    ],
    after: '#logoutModal button.btn-close',
  },
  {
    id: 'k-mlocal-hao123-positional',
    page: 'web/midscene-local-search.html',
    kind: 'positional',
    framework: 'selenium',
    locator: "//div[@class='nav-links']/a[1]",
    description: 'hao123 link in the navigation links under the search box',
    target: '.nav-links a:text-is("hao123")',
    edits: [
      {
        from: `<a href="#" onclick="navigateToHao123()">hao123</a>`,
        to: `<a href="#">Home</a>
            <a href="#" onclick="navigateToHao123()">hao123</a>`,
      },
    ],
    after: '.nav-links a:text-is("hao123")',
  },
  {
    id: 'k-msearch-logo-tag',
    page: 'web/midscene-search-engine.html',
    kind: 'tag-changed',
    locator: "page.locator('#landing-page > div.logo')",
    description: 'TestSearch logo on the landing page',
    target: '#landing-page .logo',
    edits: [
      {
        from: `<div id="landing-page" class="landing">
      <div class="logo">TestSearch</div>`,
        to: `<div id="landing-page" class="landing">
      <h1 class="logo">TestSearch</h1>`,
      },
    ],
    after: '#landing-page .logo',
  },
  {
    id: 'k-mextract-disabled-btn-id',
    page: 'web/midscene-web-extractor-fixture.html',
    kind: 'id-removed',
    framework: 'selenium',
    locator: '#J_disabled_button',
    description: 'Disabled Button in the boolean attributes test block',
    target: '#J_disabled_button',
    edits: [
      {
        from: `<button id="J_disabled_button" disabled>Disabled Button</button>`,
        to: `<button data-role="disabled-button" disabled>Disabled Button</button>`,
      },
    ],
    after: 'button[data-role="disabled-button"]',
  },
  {
    id: 'k-mextract-checked-deleted',
    page: 'web/midscene-web-extractor-fixture.html',
    kind: 'deleted',
    locator: "page.locator('#J_checked_checkbox')",
    description: 'pre-checked checkbox in the boolean attributes test block',
    target: '#J_checked_checkbox',
    edits: [{ from: `        <input type="checkbox" id="J_checked_checkbox" checked />\n`, to: `` }],
    after: null,
  },
  {
    id: 'k-alaska-fullsite-deleted',
    page: 'web/miniwob-flight-alaska-original.html',
    kind: 'deleted',
    locator: 'text=Full site',
    description: 'Full site link in the footer',
    target: '#full-link a',
    edits: [
      {
        from: `	<li id="full-link"><a href="http://www.alaskaair.com/?SITE_PREF=full&amp;cid=mobsite-home" onclick="trackFullSiteLink();">Full site</a></li>\n`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-alaska-privacy-id-removed',
    page: 'web/miniwob-flight-alaska-original.html',
    kind: 'id-removed',
    framework: 'selenium',
    locator: '#privacy-link > a',
    description: 'Privacy link in the footer',
    target: '#footer-nav a:text-is("Privacy")',
    edits: [{ from: `<li id="privacy-link"><a`, to: `<li class="footer-item"><a` }],
    after: '#footer-nav a:text-is("Privacy")',
  },
  {
    id: 'k-alaska-discount-label',
    page: 'web/miniwob-flight-alaska-original.html',
    kind: 'text-reworded',
    locator: "page.getByLabel('Discount code')",
    description: 'Discount code field under More search options',
    target: '#discount-code',
    edits: [{ from: `                        Discount code\n`, to: `                        Promo code\n` }],
    after: '#discount-code',
  },
  {
    id: 'k-fillform-sofa-positional',
    page: 'web/playwright-evals-fill-form.html',
    kind: 'positional',
    framework: 'selenium',
    locator: "//select[@id='productType']/option[3]",
    description: 'Sofa option of the Product Type dropdown',
    target: '#productType option[value=sofa]',
    edits: [
      {
        from: `<option value="chair">Chair</option>`,
        to: `<option value="chair">Chair</option>
          <option value="armchair">Armchair</option>`,
      },
    ],
    after: '#productType option[value=sofa]',
  },
  {
    id: 'k-wpt-labelled4-deleted',
    page: 'web/playwright-wpt-accname-shadowdom-slot.html',
    kind: 'deleted-twin',
    framework: 'selenium',
    locator: '#labelled4',
    description: 'fourth labelled test button (default slotted text with aria-label on slot)',
    target: '#labelled4',
    edits: [
      {
        from: `</label>
<button id="labelled4"
        class="labelled"
        type="button"
        aria-labelledby="label4"
        data-expectedlabel="foo default bar"
        data-testname="aria-labelledby reference to element with default slotted text content and aria-label on slot"></button>

<script>`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-tmsite-preact-version',
    page: 'web/todomvc-site-index.html',
    kind: 'text-reworded',
    locator: "page.getByRole('link', { name: 'Preact 10.29' })",
    description: 'Preact link in the New in 2.0 framework updates list',
    target: 'li > a[href="examples/preact/dist/"]:not(.applist-item)',
    edits: [
      {
        from: `<li><a href="examples/preact/dist/">Preact 10.29</a></li>`,
        to: `<li><a href="examples/preact/dist/">Preact 10.30</a></li>`,
      },
    ],
    after: 'li > a[href="examples/preact/dist/"]:not(.applist-item)',
  },
  {
    id: 'k-tmsite-addy-href',
    page: 'web/todomvc-site-index.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: 'a[href="https://github.com/addyosmani"]',
    description: "Addy Osmani's avatar link in the team list",
    target: 'a[href="https://github.com/addyosmani"]',
    edits: [
      { from: `<a href="https://github.com/addyosmani"><img`, to: `<a href="https://addyosmani.com"><img` },
    ],
    after: 'a:has(img[alt="Addy Osmani"])',
  },
  {
    id: 'k-vcard-covermedia-casing',
    page: 'web/vaadin-card.html',
    kind: 'locale-casing',
    framework: 'selenium',
    locator: `vaadin-checkbox[label="Cover Media"]`,
    description: 'Cover Media checkbox in the Theme Variant group',
    target: 'vaadin-checkbox[value=cover-media]',
    edits: [
      {
        from: `<vaadin-checkbox label="Cover Media" value="cover-media"></vaadin-checkbox>`,
        to: `<vaadin-checkbox label="Cover media" value="cover-media"></vaadin-checkbox>`,
      },
    ],
    after: 'vaadin-checkbox[value=cover-media]',
  },
  {
    id: 'k-vemail-foldergrid-id',
    page: 'web/vaadin-email-folders-list-message.html',
    kind: 'id-renamed',
    locator: "page.locator('#folderGrid')",
    description: 'folder list grid in the Mail pane',
    target: '#folderGrid',
    edits: [
      {
        from: `<vaadin-grid id="folderGrid" theme="no-border no-row-borders"></vaadin-grid>`,
        to: `<vaadin-grid id="mail-folders" theme="no-border no-row-borders"></vaadin-grid>`,
      },
    ],
    after: '#mail-folders',
  },
  {
    id: 'k-vchat-input-wrapper',
    page: 'web/vaadin-messages-ai-chat.html',
    kind: 'wrapper-inserted',
    framework: 'selenium',
    locator: '#input-layout > vaadin-message-input',
    description: 'message input box of the chat',
    target: 'vaadin-message-input',
    edits: [
      {
        from: `<vaadin-message-input></vaadin-message-input>`,
        to: `<div class="input-wrapper">
              <vaadin-message-input></vaadin-message-input>
            </div>`,
      },
    ],
    after: 'vaadin-message-input',
  },
  {
    id: 'k-vmenubar-disabled-positional',
    page: 'web/vaadin-menu-bar.html',
    kind: 'positional',
    locator: "page.locator('#enable vaadin-radio-button').nth(1)",
    description: 'Disabled option of the State radio group',
    target: 'vaadin-radio-button[value=disabled]',
    edits: [
      {
        from: `<vaadin-radio-button label="Enabled" value="enabled" checked></vaadin-radio-button>`,
        to: `<vaadin-radio-button label="Enabled" value="enabled" checked></vaadin-radio-button>
          <vaadin-radio-button label="Read-only" value="readonly"></vaadin-radio-button>`,
      },
    ],
    after: 'vaadin-radio-button[value=disabled]',
  },
  {
    id: 'k-vgrid-rowhover-id',
    page: 'web/vaadin-grid.html',
    kind: 'id-renamed',
    locator: "page.locator('#row-hover')",
    description: 'Row Hover checkbox in Custom Variants',
    target: '#row-hover',
    edits: [
      {
        from: `<vaadin-checkbox id="row-hover" value="row-hover" label="Row Hover"></vaadin-checkbox>`,
        to: `<vaadin-checkbox id="rowHover" value="row-hover" label="Row Hover"></vaadin-checkbox>`,
      },
    ],
    after: '#rowHover',
  },
  {
    id: 'k-vgrid-maxheight-deleted',
    page: 'web/vaadin-grid.html',
    kind: 'deleted-twin',
    framework: 'selenium',
    locator: `vaadin-checkbox[label="Max Height"]`,
    description: 'Max Height checkbox in the Sizing group',
    target: '#maxHeight',
    edits: [
      {
        from: `          <vaadin-checkbox id="maxHeight" value="maxHeight" label="Max Height"></vaadin-checkbox>\n`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-vmdl-home-positional',
    page: 'web/vaadin-nav-section-list-detail.html',
    kind: 'positional',
    framework: 'selenium',
    locator: "//ul[@id='appNav']/li[1]",
    description: 'Home item of the app navigation',
    target: '#appNav li[data-key=home]',
    edits: [
      {
        from: `<li data-key="home">Home</li>`,
        to: `<li data-key="dashboard">Dashboard</li>
          <li data-key="home">Home</li>`,
      },
    ],
    after: '#appNav li[data-key=home]',
  },
  {
    id: 'k-vsidenav-button-path',
    page: 'web/vaadin-side-nav.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: `vaadin-side-nav-item[path="/dev/button.html"]`,
    description: 'Button item in the side navigation',
    target: 'vaadin-side-nav-item:text-is("Button")',
    edits: [
      {
        from: `<vaadin-side-nav-item path="/dev/button.html" slot="children">Button</vaadin-side-nav-item>`,
        to: `<vaadin-side-nav-item path="/components/button" slot="children">Button</vaadin-side-nav-item>`,
      },
    ],
    after: 'vaadin-side-nav-item:text-is("Button")',
  },
  {
    id: 'k-vsidenav-textfield-deleted',
    page: 'web/vaadin-side-nav.html',
    kind: 'deleted-twin',
    locator: "page.getByText('Text Field', { exact: true })",
    description: 'Text Field item in the side navigation',
    target: 'vaadin-side-nav-item[path="/dev/text-field.html"]',
    edits: [
      {
        from: `          <vaadin-side-nav-item path="/dev/text-field.html" slot="children"> Text Field </vaadin-side-nav-item>\n`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-ao3-comment-title',
    page: 'web/readability-archive-of-our-own.html',
    kind: 'attribute-reworded',
    locator: "page.getByTitle('Enter Comment')",
    description: 'comment text box at the bottom of the chapter',
    target: 'textarea[title="Enter Comment"]',
    edits: [{ from: `title="Enter Comment"`, to: `title="Write a comment"` }],
    after: 'textarea[name="comment[comment_content]"]',
  },
  {
    id: 'k-ao3-entire-work',
    page: 'web/readability-archive-of-our-own.html',
    kind: 'text-reworded',
    locator: "page.getByRole('link', { name: 'Entire Work' })",
    description: 'Entire Work link in the work navigation',
    target: 'li.chapter.entire a',
    edits: [
      {
        from: `<a href="/works/11808918?view_full_work=true">Entire Work</a>`,
        to: `<a href="/works/11808918?view_full_work=true">Read full work</a>`,
      },
    ],
    after: 'li.chapter.entire a',
  },
  {
    id: 'k-ao3-azw3-deleted',
    page: 'web/readability-archive-of-our-own.html',
    kind: 'deleted-twin',
    framework: 'selenium',
    locator: "//li[@class='download']//a[text()='AZW3']",
    description: 'AZW3 option of the Download menu',
    target: 'a:text-is("AZW3")',
    edits: [
      {
        from: `<li>
                                        <a href="/downloads/11808918/Conversations%20with%20a.azw3?updated_at=1585835284">AZW3</a>
                                    </li>`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-bbc-twitter-class',
    page: 'web/readability-bbc-1.html',
    kind: 'class-renamed',
    framework: 'selenium',
    locator: 'li.share__tool--twitter a',
    description: 'Twitter share button under the story',
    target: 'li.share__tool--twitter a',
    edits: [
      {
        from: `<li class="share__tool share__tool--twitter">`,
        to: `<li class="share__tool share__tool--x">`,
      },
    ],
    after: 'li.share__tool a[href^="https://twitter.com/intent/tweet"]',
  },
  {
    id: 'k-bbc-linkedin-deleted',
    page: 'web/readability-bbc-1.html',
    kind: 'deleted-lookalike',
    locator: "page.getByRole('link', { name: 'Linkedin' })",
    description: 'LinkedIn share button under the story',
    target: 'li.share__tool--linkedin a',
    edits: [
      {
        from: `<li class="share__tool share__tool--linkedin">
        <a href="https://www.linkedin.com/shareArticle?mini=true&amp;url=http%3A%2F%2Fwww.bbc.com%2Fnews%2Fworld-us-canada-33646704&amp;title=Obama%20admits%20US%20gun%20laws%20are%20his%20%27biggest%20frustration%27&amp;summary=President%20Barack%20Obama%20tells%20the%20BBC%20his%20failure%20to%20pass%20%22common%20sense%20gun%20safety%20laws%22%20is%20the%20greatest%20frustration%20of%20his%20presidency.&amp;source=BBC">
            <span>Linkedin</span>
        </a>
    </li>`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-cnn-autos-bem',
    page: 'web/readability-cnn.html',
    kind: 'class-renamed',
    framework: 'selenium',
    locator: "//a[@class='main-nav-a' and text()='Autos']",
    description: 'Autos link in the main navigation',
    target: '#main-nav--autos > a',
    edits: [{ from: `class="main-nav-a"`, to: `class="main-nav__link"`, count: 7 }],
    after: '#main-nav--autos > a',
  },
  {
    id: 'k-gitlab-readblog-reworded',
    page: 'web/readability-gitlab-blog.html',
    kind: 'text-reworded',
    framework: 'selenium',
    locator: "(//button[text()='Read the blog'])[1]",
    description: 'Read the blog button of the How we overhauled GitLab navigation card',
    target: 'button:text-is("Read the blog") >> nth=0',
    edits: [{ from: `>Read the blog</button>`, to: `>Read more</button>`, count: 3 }],
    after: 'button:text-is("Read more") >> nth=0',
  },
  {
    id: 'k-guardian-culture-casing',
    page: 'web/readability-guardian-1.html',
    kind: 'class-renamed',
    framework: 'selenium',
    locator: 'button.menu-item__title--Culture',
    description: 'Culture section toggle in the navigation menu',
    target: 'button.menu-item__title--Culture',
    edits: [
      {
        from: `menu-item__title--Culture hide-from-desktop`,
        to: `menu-item__title--culture hide-from-desktop`,
      },
    ],
    after: 'button[data-link-name="nav2 : secondary : Culture"]',
  },
  {
    id: 'k-ietf-txt-casing',
    page: 'web/readability-ietf-1.html',
    kind: 'locale-casing',
    locator: "page.getByRole('link', { name: 'txt', exact: true })",
    description: 'txt (plain text version) link in the document header',
    target: 'a[title="Plaintext version of this document"]',
    edits: [
      {
        from: `title="Plaintext version of this document">txt</a>`,
        to: `title="Plaintext version of this document">TXT</a>`,
      },
    ],
    after: 'a[title="Plaintext version of this document"]',
  },
  {
    id: 'k-ietf-email-title',
    page: 'web/readability-ietf-1.html',
    kind: 'attribute-reworded',
    locator: "page.getByTitle('Send email to the document authors')",
    description: 'Email link (send email to the authors) in the document header',
    target: 'a[title="Send email to the document authors"]',
    edits: [{ from: `title="Send email to the document authors"`, to: `title="Email the authors"` }],
    after: 'a[href^="mailto:draft-dejong-remotestorage"]',
  },
  {
    id: 'k-nyt-chinese-testid',
    page: 'web/readability-nytimes-5.html',
    kind: 'test-id-renamed',
    locator: "page.getByTestId('edition-menu-chinese').getByRole('link')",
    description: '中文 (Chinese edition) link in the edition menu',
    target: 'a[href="https://cn.nytimes.com"]',
    edits: [{ from: `data-testid="edition-menu-chinese"`, to: `data-testid="edition-menu-zh"` }],
    after: 'a[href="https://cn.nytimes.com"]',
  },
  {
    id: 'k-gh-projects-tab-deleted',
    page: 'web/postlight-github.html',
    kind: 'deleted-twin',
    framework: 'selenium',
    locator: '#projects-tab',
    description: 'Projects tab of the repository navigation',
    target: '#projects-tab',
    edits: [
      {
        from: `<li data-view-component="true" class="d-inline-flex">
  <a id="projects-tab" href="/steventroughtonsmith/marzipanify/projects" data-tab-item="i4projects-tab" data-selected-links="repo_projects new_repo_project repo_project /steventroughtonsmith/marzipanify/projects" data-pjax="#repo-content-pjax-container" data-turbo-frame="repo-content-turbo-frame" data-hotkey="g b" data-analytics-event="{&quot;category&quot;:&quot;Underline navbar&quot;,&quot;action&quot;:&quot;Click tab&quot;,&quot;label&quot;:&quot;Projects&quot;,&quot;target&quot;:&quot;UNDERLINE_NAV.TAB&quot;}" data-view-component="true" class="UnderlineNav-item no-wrap js-responsive-underlinenav-item js-selected-navigation-item">
    
              <svg aria-hidden="true" height="16" viewBox="0 0 16 16" version="1.1" width="16" data-view-component="true" class="octicon octicon-table UnderlineNav-octicon d-none d-sm-inline">
    <path fill-rule="evenodd" d="M0 1.75C0 .784.784 0 1.75 0h12.5C15.216 0 16 .784 16 1.75v12.5A1.75 1.75 0 0114.25 16H1.75A1.75 1.75 0 010 14.25V1.75zM1.5 6.5v7.75c0 .138.112.25.25.25H5v-8H1.5zM5 5H1.5V1.75a.25.25 0 01.25-.25H5V5zm1.5 1.5v8h7.75a.25.25 0 00.25-.25V6.5h-8zm8-1.5h-8V1.5h7.75a.25.25 0 01.25.25V5z"></path>
</svg>
        <span data-content="Projects">Projects</span>
          <span id="projects-repo-tab-count" data-pjax-replace="" data-turbo-replace="" title="0" hidden="hidden" data-view-component="true" class="Counter">0</span>


    
</a></li>`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-yt-miniplayer-deleted',
    page: 'web/postlight-youtube.html',
    kind: 'deleted-lookalike',
    framework: 'selenium',
    locator: `button[title="Miniplayer (i)"]`,
    description: 'Miniplayer button in the video player controls',
    target: 'button.ytp-miniplayer-button',
    edits: [
      {
        from: `<button class="ytp-miniplayer-button ytp-button"
                                      data-tooltip-target-id="ytp-miniplayer-button" aria-keyshortcuts="i"
                                      title="Miniplayer (i)" data-title-no-tooltip="Miniplayer"
                                      aria-label="Miniplayer (i)"><svg height="100%" version="1.1" viewBox="0 0 36 36"
                                        width="100%">
                                        <use class="ytp-svg-shadow" xlink:href="#ytp-id-21"></use>
                                        <path
                                          d="M25,17 L17,17 L17,23 L25,23 L25,17 L25,17 Z M29,25 L29,10.98 C29,9.88 28.1,9 27,9 L9,9 C7.9,9 7,9.88 7,10.98 L7,25 C7,26.1 7.9,27 9,27 L27,27 C28.1,27 29,26.1 29,25 L29,25 Z M27,25.02 L9,25.02 L9,10.97 L27,10.97 L27,25.02 L27,25.02 Z"
                                          fill="#fff" id="ytp-id-21"></path>
                                      </svg></button>`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-tw-malay-deleted',
    page: 'web/postlight-twitter.html',
    kind: 'deleted-twin',
    locator: "page.getByRole('link', { name: 'Bahasa Melayu' })",
    description: 'Bahasa Melayu in the language list',
    target: 'a[data-lang-code=msa]',
    edits: [
      {
        from: `            <li><a href="?lang=msa" data-lang-code="msa" title="Malay" class="js-language-link js-tooltip">Bahasa Melayu</a></li>\n`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-tw-delete-confirm',
    page: 'web/postlight-twitter.html',
    kind: 'text-reworded',
    locator: "page.getByRole('button', { name: 'Delete', exact: true })",
    description: 'Delete confirmation button of the delete Tweet dialog',
    target: 'button.delete-action',
    edits: [
      {
        from: `<button class="btn primary-btn delete-action">Delete</button>`,
        to: `<button class="btn primary-btn delete-action">Yes, delete it</button>`,
      },
    ],
    after: 'button.delete-action',
  },
  {
    id: 'k-li-tagalog-deleted',
    page: 'web/postlight-linkedin.html',
    kind: 'deleted-twin',
    locator: "page.getByRole('menuitem', { name: 'Tagalog (Tagalog)' })",
    description: 'Tagalog option of the footer language selector',
    target: 'button[data-locale=tl_PH]',
    edits: [
      {
        from: `<li aria-label="Tagalog (Tagalog)" class="language-selector__item">
            
            <button aria-label="Tagalog (Tagalog)" class="language-selector__link " data-tracking-control-name="language-selector-tl_PH" data-locale="tl_PH" role="menuitem" lang="tl_PH">
                Tagalog (Tagalog)
            </button>
          </li>`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-li-jobs-tab-attr',
    page: 'web/postlight-linkedin.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: `button[data-switcher-type='JOBS']`,
    description: 'Jobs tab of the search switcher',
    target: 'button[data-switcher-type=JOBS]',
    edits: [{ from: `data-switcher-type="JOBS"`, to: `data-switcher-type="jobs"` }],
    after: 'button[data-tracking-control-name="pulse-article_switcher-tabs-jobs-search-switcher"]',
  },
  {
    id: 'k-wiki-donate-reworded',
    page: 'web/readability-wikipedia-2.html',
    kind: 'text-reworded',
    locator: "page.getByRole('link', { name: 'Donate to Wikipedia' })",
    description: 'Donate to Wikipedia link in the sidebar',
    target: '#n-sitesupport a',
    edits: [{ from: `title="Support us">Donate to Wikipedia</a>`, to: `title="Support us">Donate</a>` }],
    after: '#n-sitesupport a',
  },
  {
    id: 'k-wiki-talk-unwrapped',
    page: 'web/readability-wikipedia-2.html',
    kind: 'restructured',
    framework: 'selenium',
    locator: "//li[@id='ca-talk']/span/a",
    description: 'Talk tab above the article',
    target: '#ca-talk a',
    edits: [
      {
        from: `<span><a href="/wiki/Talk:New_Zealand" rel="discussion" title="Discussion about the content page [t]" accesskey="t">Talk</a></span>`,
        to: `<a href="/wiki/Talk:New_Zealand" rel="discussion" title="Discussion about the content page [t]" accesskey="t"><span>Talk</span></a>`,
      },
    ],
    after: '#ca-talk a',
  },
  {
    id: 'k-wiki-upload-deleted',
    page: 'web/readability-wikipedia-2.html',
    kind: 'deleted-twin',
    framework: 'selenium',
    locator: '#t-upload > a',
    description: 'Upload file link in the Tools menu',
    target: '#t-upload a',
    edits: [
      {
        from: `<li id="t-upload">
                                <a href="/wiki/Wikipedia:File_Upload_Wizard" title="Upload files [u]" accesskey="u">Upload file</a>
                            </li>`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-yahoo-groups-deleted',
    page: 'web/readability-yahoo-2.html',
    kind: 'deleted-twin',
    framework: 'selenium',
    locator: '#uh-tb-groups > a',
    description: 'Groups link in the top Yahoo bar',
    target: '#uh-tb-groups a',
    edits: [
      {
        from: `<li id="uh-tb-groups" class="D(ib) Lh(1.7) Mend(18px) Pstart(14px) Va(t) Zoom" data-reactid="27"><a class="C(#fff) Td(n) Td(u):h" href="https://groups.yahoo.com/" data-reactid="28">Groups</a></li>`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-spice-rss-deleted',
    page: 'web/readability-spiceworks.html',
    kind: 'deleted-lookalike',
    framework: 'selenium',
    locator: `a[title="RSS feed"]`,
    description: 'RSS feed icon among the social links in the footer',
    target: 'a[data-text="social-rss"]',
    edits: [
      {
        from: `<li class="edfm-icon-linkedin rss site-footer_menu-item site-footer_menu-item--social">
                                    <a class="site-footer_link" href="https://www.spiceworks.com/rss-feeds/" data-text="social-rss" rel="dofollow" title="RSS feed"></a>
                                </li>`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-moz-hello-deleted',
    page: 'web/readability-mozilla-1.html',
    kind: 'deleted-twin',
    framework: 'selenium',
    locator: `a[data-id='desktop-hello']`,
    description: 'Hello item under Firefox for Desktop in the family navigation',
    target: 'a[data-id="desktop-hello"]',
    edits: [
      {
        from: `                            <li><a href="/en-US/firefox/hello/" data-id="desktop-hello"><div>Hello</div></a>\n`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'k-rr-compact-toggle',
    page: 'web/readability-royal-road.html',
    kind: 'text-reworded',
    locator: "page.getByRole('button', { name: 'Set Compact' })",
    description: 'Set Compact toggle above the comments',
    target: 'button.comment-display-toggle',
    edits: [{ from: `>Set Compact</button>`, to: `>Compact view</button>` }],
    after: 'button.comment-display-toggle',
  },
  {
    id: 'k-aa-login-reworded',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'text-reworded',
    locator: "page.getByRole('link', { name: 'Log in' })",
    description: 'Log in link in the top utility bar',
    target: '#loginLogoutLink',
    edits: [{ from: `class="call-to-action ">Log in</a>`, to: `class="call-to-action ">Sign in</a>` }],
    after: '#loginLogoutLink',
  },
  {
    id: 'k-verge-monthly-plan-href',
    page: 'web/readability-theverge.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: `a[href*="plan=85339"] > button`,
    description: 'SUBSCRIBE button of the Monthly plan',
    target: 'a[href*="plan=85339"] > button',
    edits: [
      {
        from: `href="https://subs.theverge.com/checkout?plan=85339"`,
        to: `href="https://subs.theverge.com/checkout?plan=91204&amp;src=article"`,
      },
    ],
    after: 'a[href*="plan=91204"] > button',
  },
  {
    id: 'k-msn-us-positional',
    page: 'web/readability-msn.html',
    kind: 'positional',
    framework: 'selenium',
    locator: "//ul[@class='supernav']/li[2]/a",
    description: 'US link in the news navigation bar',
    target: 'ul.supernav a[href="/en-us/news/us"]',
    edits: [
      {
        from: `<a data-link-type="category" href="/en-us/news/us">`,
        to: `<a data-link-type="category" href="/en-us/news/trending">
 Trending
                            </a>
                    </li>
                    <li role="presentation" data-category-key="">
                        <a data-link-type="category" href="/en-us/news/us">`,
      },
    ],
    after: 'ul.supernav a[href="/en-us/news/us"]',
  },
  {
    id: 'k-altables-tabulator-href',
    page: 'web/adminlte-tables-data.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: `a[href="https://tabulator.info/"]`,
    description: 'Tabulator link in the Users table card',
    target: 'a[href="https://tabulator.info/"]',
    edits: [
      {
        from: `<a href="https://tabulator.info/" target="_blank" rel="noopener">Tabulator</a>`,
        to: `<a href="https://tabulator.info/docs/6.3" target="_blank" rel="noopener">Tabulator</a>`,
      },
    ],
    after: 'a:text-is("Tabulator")',
  },
  {
    id: 'k-sanwa-product-id-removed',
    page: 'web/postlight-sanwa-co-jp.html',
    kind: 'id-removed',
    framework: 'selenium',
    locator: '#a-product',
    description: '製品情報 (product information) tab of the global navigation',
    target: '#a-product',
    edits: [
      {
        from: `<li id="gl-product"><a id="a-product" href="javascript:void(0);"`,
        to: `<li id="gl-product"><a href="/product/"`,
      },
    ],
    after: '#gl-product > a',
  },
  {
    id: 'k-alcompose-title',
    page: 'web/adminlte-mailbox-compose.html',
    kind: 'text-reworded',
    locator: "page.getByRole('heading', { name: 'New Message' })",
    description: 'New Message title of the compose card',
    target: 'h3.card-title:text-is("New Message")',
    edits: [
      { from: `<h3 class="card-title">New Message</h3>`, to: `<h3 class="card-title">Compose email</h3>` },
    ],
    after: '.card-header h3.card-title',
  },
];
