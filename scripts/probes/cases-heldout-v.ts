/**
 * Held-out probe set V: 100 hand-written refactors of real corpus pages (ids prefixed `v-`).
 *
 * Written blind: without reading the engine (lib/specs/scripts/docs), earlier case files or dumps.
 * The only engine-adjacent thing run was the probe checker. Targets were checked against
 * used-targets.tsv in a browser (no target is an element an earlier set used).
 *
 * Counts: 80 keep the target (`after` selector), 20 delete it (`after: null`; each deletion removes
 * one of several look-alike siblings: nav link, table row, list item, option, card, message, tag).
 * Frameworks: 50 selenium (CSS / XPath, incl. Chrome-style positional XPath), 50 playwright (code).
 * Deletions: 10 selenium, 10 playwright.
 *
 * Cases per kind (selenium / playwright):
 *   id-renamed          6 / 1   (7)
 *   class-rehash        4 / 3   (7)
 *   attribute-renamed   4 / 3   (7)
 *   attribute-changed   4 / 3   (7)
 *   reworded            2 / 6   (8)
 *   tag-change          5 / 2   (7)
 *   wrapper             4 / 3   (7)
 *   moved               3 / 3   (6)
 *   reorder             4 / 5   (9)
 *   decoy               3 / 4   (7)
 *   combined            1 / 7   (8)
 *   delete-sibling     10 / 10  (20)
 *
 * Pages: 50 different corpus pages, at most 2 cases each. 5 cases have no description ('').
 * Descriptions describe the element as it was before the change.
 *
 * Validation: the probe checker (the helper's copy of run-probes' checks, in Chromium) printed
 * "100 ok, 0 problems".
 */
import type { ProbeCase } from './types.ts';

export const PROBE_CASES: readonly ProbeCase[] = [
  // ---- miniwob-flight-alaska-original
  {
    id: 'v-alaska-depart-label-id',
    page: 'web/miniwob-flight-alaska-original.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: '#lbldep-date',
    description: '',
    target: '#lbldep-date',
    edits: [
      {
        from: `<label id="lbldep-date" for="departure-date"`,
        to: `<label id="label-departure-date" for="departure-date"`,
      },
    ],
    after: '#label-departure-date',
  },
  {
    id: 'v-alaska-oneway-label-reworded',
    page: 'web/miniwob-flight-alaska-original.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: `page.getByText('One-way')`,
    description: 'One-way toggle label',
    target: 'label[for="srh-isow"]',
    edits: [
      {
        from: `class="css-lbl" onclick="">One-way</label>`,
        to: `class="css-lbl" onclick="">One way only</label>`,
      },
    ],
    after: 'label[for="srh-isow"]',
  },
  // ---- readability-gitlab-blog
  {
    id: 'v-gitlab-survey-link-href',
    page: 'web/readability-gitlab-blog.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: '(//a[@href="https://about.gitlab.com/developer-survey/"])[1]',
    description: 'survey link in the article intro paragraph',
    target: 'a:text-is("survey of more than 5,000 DevSecOps professionals worldwide")',
    edits: [
      {
        from: `<a href="https://about.gitlab.com/developer-survey/">survey of more`,
        to: `<a href="https://about.gitlab.com/developer-survey/2024/">survey of more`,
      },
    ],
    after: 'a:text-is("survey of more than 5,000 DevSecOps professionals worldwide")',
  },
  {
    id: 'v-gitlab-feedback-heading-tag',
    page: 'web/readability-gitlab-blog.html',
    kind: 'tag-change',
    framework: 'playwright',
    locator: `page.getByRole('heading', { name: 'We want to hear from you', level: 3 })`,
    description: 'We want to hear from you heading',
    target: 'h3:has-text("We want to hear from you")',
    edits: [
      {
        from: `<h3 class="slp-text-heading3-bold" data-v-19cf63b5="" data-v-69f51f80="">
                                    We want to hear from you<!---->
                                </h3>`,
        to: `<h2 class="slp-text-heading3-bold" data-v-19cf63b5="" data-v-69f51f80="">
                                    We want to hear from you<!---->
                                </h2>`,
      },
    ],
    after: 'h2:has-text("We want to hear from you")',
  },
  // ---- midscene-web-extractor-fixture
  {
    id: 'v-mextr-row-30s-deleted',
    page: 'web/midscene-web-extractor-fixture.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '//table/tbody/tr[1]',
    description: 'data record row with ID 30S',
    target: 'tr:has(> td:text-is("30S"))',
    edits: [
      {
        from: `            <tr>
                <td>30S</td>
                <td>Kace Cervantes</td>
                <td>Aylin Sawyer</td>
                <td>Jefferson Kirby</td>
                <td>Skyla Jefferson</td>
            </tr>
`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'v-mextr-english-reorder',
    page: 'web/midscene-web-extractor-fixture.html',
    kind: 'reorder',
    framework: 'playwright',
    locator: `page.locator('ul li').first()`,
    description: 'English entry in the language popup',
    target: 'li:has(> span:text-is("English"))',
    edits: [
      { from: `<li><span>English</span></li>`, to: `` },
      {
        from: `<li><span>Tiếng Việt</span>`,
        to: `<li><span>English</span></li>
                    <li><span>Tiếng Việt</span>`,
      },
    ],
    after: 'li:has(> span:text-is("English"))',
  },
  // ---- cypress-kitchensink-todo
  {
    id: 'v-cytodo-files-link-deleted',
    page: 'web/cypress-kitchensink-todo.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: `page.getByRole('link', { name: 'Files', exact: true })`,
    description: 'Files link in the Commands menu',
    target: 'a[href="/commands/files"]',
    edits: [{ from: `<li><a href="/commands/files">Files</a></li>`, to: `` }],
    after: null,
  },
  {
    id: 'v-cytodo-brand-href',
    page: 'web/cypress-kitchensink-todo.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: 'a[href="/"]',
    description: 'cypress.io brand link in the navbar',
    target: 'a.navbar-brand',
    edits: [
      {
        from: `<a class="navbar-brand" href="/">cypress.io</a>`,
        to: `<a class="navbar-brand" href="/index.html">cypress.io</a>`,
      },
    ],
    after: 'a.navbar-brand',
  },
  // ---- cypress-kitchensink-querying
  {
    id: 'v-cyquery-root-heading-id',
    page: 'web/cypress-kitchensink-querying.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: '#root',
    description: 'cy.root() section heading',
    target: 'h4#root',
    edits: [
      {
        from: `<h4 id="root"><a href="https://on.cypress.io/root">`,
        to: `<h4 id="querying-root"><a href="https://on.cypress.io/root">`,
      },
    ],
    after: 'h4#querying-root',
  },
  {
    id: 'v-cyquery-github-moved',
    page: 'web/cypress-kitchensink-querying.html',
    kind: 'moved',
    framework: 'selenium',
    locator: '//*[@id="navbar"]/ul[2]/li/a',
    description: 'GitHub link at the right of the navbar',
    target: 'a[href="https://github.com/cypress-io/cypress-example-kitchensink"]',
    edits: [
      {
        move: {
          start: `<ul class="nav navbar-nav pull-right">`,
          end: `>GitHub</a
              >
          </li>
        </ul>`,
        },
        before: `<div id="navbar" class="navbar-collapse collapse">`,
      },
    ],
    after: 'a[href="https://github.com/cypress-io/cypress-example-kitchensink"]',
  },
  // ---- sbadmin2-index
  {
    id: 'v-sbidx-logout-reworded',
    page: 'web/sbadmin2-index.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: `page.locator('.dropdown-item').filter({ hasText: 'Logout' })`,
    description: 'Logout item in the user dropdown',
    target: 'a.dropdown-item[data-target="#logoutModal"]',
    edits: [
      {
        from: `<i class="fas fa-sign-out-alt fa-sm fa-fw mr-2 text-gray-400"></i>
                                    Logout`,
        to: `<i class="fas fa-sign-out-alt fa-sm fa-fw mr-2 text-gray-400"></i>
                                    Sign out`,
      },
    ],
    after: 'a.dropdown-item[data-target="#logoutModal"]',
  },
  {
    id: 'v-sbidx-404-link-deleted',
    page: 'web/sbadmin2-index.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '//*[@id="collapsePages"]/div/a[4]',
    description: '404 Page link in the Pages menu of the sidebar',
    target: 'a.collapse-item[href="404.html"]',
    edits: [{ from: `<a class="collapse-item" href="404.html">404 Page</a>`, to: `` }],
    after: null,
  },
  // ---- sbadmin2-buttons
  {
    id: 'v-sbbtn-warning-lg-reorder',
    page: 'web/sbadmin2-buttons.html',
    kind: 'reorder',
    framework: 'playwright',
    locator: `page.locator('a.btn-circle.btn-lg').nth(3)`,
    description: 'large warning circle button',
    target: 'a.btn-warning.btn-circle.btn-lg',
    edits: [
      {
        from: `<a href="#" class="btn btn-warning btn-circle btn-lg">
                                        <i class="fas fa-exclamation-triangle"></i>
                                    </a>
`,
        to: ``,
      },
      {
        from: `<a href="#" class="btn btn-primary btn-circle btn-lg">`,
        to: `<a href="#" class="btn btn-warning btn-circle btn-lg">
                                        <i class="fas fa-exclamation-triangle"></i>
                                    </a>
                                    <a href="#" class="btn btn-primary btn-circle btn-lg">`,
      },
    ],
    after: 'a.btn-warning.btn-circle.btn-lg',
  },
  {
    id: 'v-sbbtn-login-link-combined',
    page: 'web/sbadmin2-buttons.html',
    kind: 'combined',
    framework: 'selenium',
    locator: 'a.collapse-item[href="login.html"]',
    description: 'Login link under Login Screens in the sidebar',
    target: 'a.collapse-item[href="login.html"]',
    edits: [
      {
        from: `<a class="collapse-item" href="login.html">Login</a>`,
        to: `<a class="collapse-item" href="auth/sign-in.html">Sign in</a>`,
      },
    ],
    after: 'a.collapse-item[href="auth/sign-in.html"]',
  },
  // ---- todomvc-site-index
  {
    id: 'v-todosite-knockback-deleted',
    page: 'web/todomvc-site-index.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: `page.locator('a.applist-item').filter({ hasText: 'Knockback.js' })`,
    description: 'Knockback.js example link',
    target: 'a.applist-item[href="examples/knockback/"]',
    edits: [
      {
        from: `								<li>
									<a class="applist-item" href="examples/knockback/" data-source="http://kmalakoff.github.com/knockback/" data-content="Knockback.js provides Knockout.js magic for Backbone.js Models and Collections.">
										<span class="link">Knockback.js</span>
									</a>
								</li>
`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'v-todosite-speedometer-decoy',
    page: 'web/todomvc-site-index.html',
    kind: 'decoy',
    framework: 'playwright',
    locator: `page.getByRole('link', { name: 'Speedometer' }).first()`,
    description: 'Speedometer link in the introduction paragraph',
    target: 'a[href="https://browserbench.org/Speedometer3.1/"]',
    edits: [
      {
        from: `<h2>Introduction</h2>`,
        to: `<h2>Introduction</h2>
					<p class="notice">New: TodoMVC powers the <a href="https://browserbench.org/" target="_blank">Speedometer</a> benchmark suite.</p>`,
      },
    ],
    after: 'a[href="https://browserbench.org/Speedometer3.1/"]',
  },
  // ---- readability-theverge
  {
    id: 'v-verge-google-terms-reworded',
    page: 'web/readability-theverge.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: `page.getByRole('link', { name: 'Terms of Service' })`,
    description: 'Google Terms of Service link under the newsletter form',
    target: 'a[href="https://policies.google.com/terms"]',
    edits: [{ from: `class="underline">Terms of Service</a>`, to: `class="underline">Terms of Use</a>` }],
    after: 'a[href="https://policies.google.com/terms"]',
  },
  {
    id: 'v-verge-monthly-plan-heading',
    page: 'web/readability-theverge.html',
    kind: 'reworded',
    framework: 'selenium',
    locator: '//h2[normalize-space()="Monthly"]',
    description: 'Monthly subscription plan heading',
    target: 'h2:text-is("Monthly")',
    edits: [
      {
        from: `<h2 class="font-bold font-polysans text-20 flex-0">
                                                                Monthly
                                                            </h2>`,
        to: `<h2 class="font-bold font-polysans text-20 flex-0">
                                                                Pay monthly
                                                            </h2>`,
      },
    ],
    after: 'h2:text-is("Pay monthly")',
  },
  // ---- cypress-kitchensink-actions
  {
    id: 'v-cyact-fullname-label-reworded',
    page: 'web/cypress-kitchensink-actions.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: `page.getByText('Full Name')`,
    description: 'Full Name label in the blur example form',
    target: 'label[for="fullName1"]',
    edits: [
      { from: `<label for="fullName1">Full Name</label>`, to: `<label for="fullName1">Your name</label>` },
    ],
    after: 'label[for="fullName1"]',
  },
  {
    id: 'v-cyact-clear-heading-tag',
    page: 'web/cypress-kitchensink-actions.html',
    kind: 'tag-change',
    framework: 'selenium',
    locator: '//h4[@id="clear"]',
    description: '.clear() section heading',
    target: 'h4#clear',
    edits: [
      {
        from: `<h4 id="clear"><a href="https://on.cypress.io/clear">.clear()</a></h4>`,
        to: `<h3 id="clear"><a href="https://on.cypress.io/clear">.clear()</a></h3>`,
      },
    ],
    after: 'h3#clear',
  },
  // ---- readability-medium-3
  {
    id: 'v-medium-more-from-heading-rehash',
    page: 'web/readability-medium-3.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: 'h2.bn.db.om',
    description: '',
    target: 'h2:has-text("More From Medium")',
    edits: [
      {
        from: `<h2 class="bn db om hg on hk oo ho op hs oq hw de">`,
        to: `<h2 class="cq ek pf hg on hk oo ho op hs oq hw dz">`,
      },
    ],
    after: 'h2:has-text("More From Medium")',
  },
  {
    id: 'v-medium-viticci-href',
    page: 'web/readability-medium-3.html',
    kind: 'attribute-changed',
    framework: 'playwright',
    locator: `page.locator('a[href="https://twitter.com/viticci"]').nth(1)`,
    description: '@viticci mention link in the article',
    target: 'a[href="https://twitter.com/viticci"] >> nth=1',
    edits: [
      {
        from: `<a href="https://twitter.com/viticci" class="bh gp ir is it iu" target="_blank" rel="noopener nofollow">@viticci</a>`,
        to: `<a href="https://x.com/viticci" class="bh gp ir is it iu" target="_blank" rel="noopener nofollow">@viticci</a>`,
      },
    ],
    after: 'a[href="https://x.com/viticci"]',
  },
  // ---- readability-spiceworks
  {
    id: 'v-spice-hardware-deleted',
    page: 'web/readability-spiceworks.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: 'a[href="https://community.spiceworks.com/c/hardware/15"]',
    description: 'Hardware link in the Community menu',
    target: 'a[href="https://community.spiceworks.com/c/hardware/15"]',
    edits: [
      {
        from: `<li>
                                            <a class="lean-navbar-drawer__submenu-item lean-navbar-drawer__submenu-item-link" href="https://community.spiceworks.com/c/hardware/15">Hardware</a>
                                        </li>`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'v-spice-search-placeholder',
    page: 'web/readability-spiceworks.html',
    kind: 'attribute-renamed',
    framework: 'playwright',
    locator: `page.getByPlaceholder('Search Spiceworks')`,
    description: 'search field in the header',
    target: 'form > input.search-input',
    edits: [
      {
        from: `<input class="search-input" autocomplete="off" placeholder="Search Spiceworks" disabled="disabled" />`,
        to: `<input class="search-input" autocomplete="off" placeholder="Search articles and discussions" disabled="disabled" />`,
      },
    ],
    after: 'form > input.search-input',
  },
  // ---- cypress-kitchensink-traversal
  {
    id: 'v-cytrav-john-cell-reorder',
    page: 'web/cypress-kitchensink-traversal.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: '//table[contains(@class,"traversal-table")]/tbody/tr[2]/td[2]',
    description: "John's first-name cell in the traversal table",
    target: '.traversal-table td:text-is("John")',
    edits: [
      {
        move: {
          start: `              <tr>
                <td>2</td>`,
          end: `<td>Doe</td>
              </tr>
`,
        },
        before: `              <tr>
                <td>1</td>`,
      },
    ],
    after: '.traversal-table td:text-is("John")',
  },
  {
    id: 'v-cytrav-cockatiels-deleted',
    page: 'web/cypress-kitchensink-traversal.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: `page.locator('.birds li').first()`,
    description: 'Cockatiels entry in the birds list',
    target: '.birds li:text-is("Cockatiels")',
    edits: [{ from: `<li class="list-group-item">Cockatiels</li>`, to: `` }],
    after: null,
  },
  // ---- miniwob-flight-aa-original
  {
    id: 'v-aa-contact-id',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: '#aa-TollbarContactAA',
    description: 'Contact link in the footer toolbar',
    target: '#aa-TollbarContactAA',
    edits: [{ from: `id="aa-TollbarContactAA"`, to: `id="aa-toolbar-contact"` }],
    after: '#aa-toolbar-contact',
  },
  {
    id: 'v-aa-earn-miles-moved',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'moved',
    framework: 'playwright',
    locator: `page.locator('#advantage li a').nth(2)`,
    description: 'Earn miles link in the AAdvantage menu',
    target: '#advantage a:text-is("Earn miles")',
    edits: [
      {
        from: `<li><a onclick="deleteVirtualPNR()" href="/i18n/aadvantage-program/miles/earn/earn-miles.jsp?anchorEvent=false&from=Nav">Earn miles</a></li>`,
        to: ``,
      },
      {
        from: `<li><a onclick="deleteVirtualPNR()" href="/i18n/plan-travel/earn-extra-miles.jsp?anchorEvent=false&from=Nav">Bonus offers</a></li>`,
        to: `<li><a onclick="deleteVirtualPNR()" href="/i18n/plan-travel/earn-extra-miles.jsp?anchorEvent=false&from=Nav">Bonus offers</a></li>
          <li><a onclick="deleteVirtualPNR()" href="/i18n/aadvantage-program/miles/earn/earn-miles.jsp?anchorEvent=false&from=Nav">Earn miles</a></li>`,
      },
    ],
    after: '#advantage a:text-is("Earn miles")',
  },
  // ---- readability-royal-road
  {
    id: 'v-rr-next-chapter-bottom-combined',
    page: 'web/readability-royal-road.html',
    kind: 'combined',
    framework: 'playwright',
    locator: `page.locator('a.btn.col-xs-12').filter({ hasText: 'Next' })`,
    description: 'Next Chapter button below the chapter text',
    target: 'a.btn.col-xs-12:has-text("Next")',
    edits: [
      {
        from: `<a class="btn btn-primary col-xs-12" href="/fiction/63759/super-supportive/chapter/1453643/one-hundred-three-artonan-conversations">Next<br class="visible-xs-block" />
                                            Chapter </a>`,
        to: `<a class="btn btn-primary btn-block chapter-nav-next" href="/fiction/63759/super-supportive/chapter/1453643/one-hundred-three-artonan-conversations">Continue<br class="visible-xs-block" />
                                            reading </a>`,
      },
    ],
    after: 'a.chapter-nav-next',
  },
  {
    id: 'v-rr-font-family-binding',
    page: 'web/readability-royal-road.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: 'select[data-reader-preference-binding="fontFamily"]',
    description: 'Font Family dropdown in reader settings',
    target: 'select.font-family',
    edits: [
      {
        from: `<select class="font-family form-control" data-reader-preference-binding="fontFamily">`,
        to: `<select class="font-family form-control" data-reader-preference-binding="readerFontFamily">`,
      },
    ],
    after: 'select.font-family',
  },
  // ---- adminlte-index
  {
    id: 'v-alidx-friend-requests-deleted',
    page: 'web/adminlte-index.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: `page.locator('a.dropdown-item').filter({ hasText: 'friend requests' })`,
    description: '8 friend requests notification in the bell dropdown',
    target: 'a.dropdown-item:has-text("8 friend requests")',
    edits: [
      {
        from: `                <a href="#" class="dropdown-item">
                  <i class="bi bi-people-fill me-2"></i> 8 friend requests
                  <span class="float-end text-secondary fs-7">12 hours</span>
                </a>
                <div class="dropdown-divider"></div>
`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'v-alidx-view-docs-decoy',
    page: 'web/adminlte-index.html',
    kind: 'decoy',
    framework: 'selenium',
    locator: '//a[contains(.,"View documentation")]',
    description: 'View documentation button at the bottom of the sidebar',
    target: 'aside a:has-text("View documentation")',
    edits: [
      {
        from: `<!--begin::Start Navbar Links-->`,
        to: `<div class="alert alert-info py-1 px-2 mb-0 me-3 small">AdminLTE 4 is out! <a href="https://adminlte.io/docs/4.0/" class="alert-link">View documentation</a></div>
          <!--begin::Start Navbar Links-->`,
      },
    ],
    after: 'aside a:has-text("View documentation")',
  },
  // ---- adminlte-tables-data
  {
    id: 'v-altbl-signout-tag',
    page: 'web/adminlte-tables-data.html',
    kind: 'tag-change',
    framework: 'selenium',
    locator: '//li[@class="user-footer"]/a[2]',
    description: 'Sign out button in the user menu',
    target: 'li.user-footer a:text-is("Sign out")',
    edits: [
      {
        from: `<a href="#" class="btn btn-outline-danger float-end">Sign out</a>`,
        to: `<button type="button" class="btn btn-outline-danger float-end">Sign out</button>`,
      },
    ],
    after: 'li.user-footer button:text-is("Sign out")',
  },
  {
    id: 'v-altbl-dark-theme-attr',
    page: 'web/adminlte-tables-data.html',
    kind: 'attribute-renamed',
    framework: 'playwright',
    locator: `page.locator('[data-bs-theme-value="dark"]')`,
    description: '',
    target: 'button[data-bs-theme-value="dark"]',
    edits: [
      { from: `data-bs-theme-value="light"`, to: `data-lte-theme="light"` },
      { from: `data-bs-theme-value="dark"`, to: `data-lte-theme="dark"` },
      { from: `data-bs-theme-value="auto"`, to: `data-lte-theme="auto"` },
    ],
    after: 'button[data-lte-theme="dark"]',
  },
  // ---- adminlte-forms-validation
  {
    id: 'v-alval-username-label-id',
    page: 'web/adminlte-forms-validation.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: 'label[for="validationCustomUsername"]',
    description: 'Username label in the custom validation form',
    target: 'label[for="validationCustomUsername"]',
    edits: [{ from: `validationCustomUsername`, to: `vc-username`, count: 2 }],
    after: 'label[for="vc-username"]',
  },
  {
    id: 'v-alval-see-all-messages-reworded',
    page: 'web/adminlte-forms-validation.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: `page.getByText('See All Messages')`,
    description: 'See All Messages link at the bottom of the messages dropdown',
    target: 'a.dropdown-footer:has-text("See All Messages")',
    edits: [
      {
        from: `<a href="#" class="dropdown-item dropdown-footer">See All Messages</a>`,
        to: `<a href="#" class="dropdown-item dropdown-footer">Open inbox</a>`,
      },
    ],
    after: 'a.dropdown-footer:has-text("Open inbox")',
  },
  // ---- adminlte-forms-elements
  {
    id: 'v-alel-radio2-label-wrapper',
    page: 'web/adminlte-forms-elements.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: '//input[@id="radio-2"]/following-sibling::label',
    description: 'Option two radio label',
    target: 'label[for="radio-2"]',
    edits: [
      {
        from: `<label class="form-check-label" for="radio-2">Option two</label>`,
        to: `<span class="d-inline-flex align-items-center gap-1" data-bs-toggle="tooltip" title="Secondary choice"><label class="form-check-label" for="radio-2">Option two</label></span>`,
      },
    ],
    after: 'label[for="radio-2"]',
  },
  {
    id: 'v-alel-checkme-label-id',
    page: 'web/adminlte-forms-elements.html',
    kind: 'id-renamed',
    framework: 'playwright',
    locator: `page.locator('label[for="exampleCheck1"]')`,
    description: 'Check me out checkbox label',
    target: 'label[for="exampleCheck1"]',
    edits: [
      {
        from: `<input type="checkbox" class="form-check-input" id="exampleCheck1" />`,
        to: `<input type="checkbox" class="form-check-input" id="agree-check" />`,
      },
      {
        from: `<label class="form-check-label" for="exampleCheck1">Check me out</label>`,
        to: `<label class="form-check-label" for="agree-check">Check me out</label>`,
      },
    ],
    after: 'label[for="agree-check"]',
  },
  // ---- adminlte-mailbox-compose
  {
    id: 'v-alcomp-message-label-wrapper',
    page: 'web/adminlte-mailbox-compose.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: '//textarea[@id="mail-body"]/preceding-sibling::label',
    description: 'Message label above the email body',
    target: 'label[for="mail-body"]',
    edits: [
      {
        from: `<label class="form-label" for="mail-body">Message</label>`,
        to: `<div class="d-flex justify-content-between"><label class="form-label" for="mail-body">Message</label><small class="text-secondary">Markdown supported</small></div>`,
      },
    ],
    after: 'label[for="mail-body"]',
  },
  {
    id: 'v-alcomp-reports-notif-deleted',
    page: 'web/adminlte-mailbox-compose.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '//div[contains(@class,"dropdown-menu")]/a[contains(.,"new reports")]',
    description: '3 new reports notification',
    target: 'a.dropdown-item:has-text("3 new reports")',
    edits: [
      {
        from: `                <a href="#" class="dropdown-item">
                  <i class="bi bi-file-earmark-fill me-2"></i> 3 new reports
                  <span class="float-end text-secondary fs-7">2 days</span>
                </a>
                <div class="dropdown-divider"></div>
`,
        to: ``,
      },
    ],
    after: null,
  },
  // ---- adminlte-forms-wizard
  {
    id: 'v-alwiz-company-label-combined',
    page: 'web/adminlte-forms-wizard.html',
    kind: 'combined',
    framework: 'playwright',
    locator: `page.getByText('Company', { exact: true })`,
    description: 'Company label in the profile step',
    target: 'label[for="wz-company"]',
    edits: [
      {
        from: `<label class="form-label" for="wz-company"> Company </label>`,
        to: `<label class="form-label" for="wz-organization"> Organization </label>`,
      },
      {
        from: `<input type="text" class="form-control" id="wz-company" />`,
        to: `<input type="text" class="form-control" id="wz-organization" />`,
      },
    ],
    after: 'label[for="wz-organization"]',
  },
  {
    id: 'v-alwiz-john-message-deleted',
    page: 'web/adminlte-forms-wizard.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: `page.locator('.dropdown-menu a.dropdown-item').nth(1)`,
    description: 'John Pierce message in the messages dropdown',
    target: 'a.dropdown-item:has(h3:has-text("John Pierce"))',
    edits: [
      {
        from: `                <a href="#" class="dropdown-item">
                  <!--begin::Message-->
                  <div class="d-flex">
                    <div class="flex-shrink-0">
                      <img
                        src="../assets/img/user8-128x128.jpg"
                        alt="User Avatar"
                        class="img-size-50 rounded-circle me-3"
                      />
                    </div>
                    <div class="flex-grow-1">
                      <h3 class="dropdown-item-title">
                        John Pierce
                        <span class="float-end fs-7 text-secondary">
                          <i class="bi bi-star-fill"></i>
                        </span>
                      </h3>
                      <p class="fs-7">I got your message bro</p>
                      <p class="fs-7 text-secondary">
                        <i class="bi bi-clock-fill me-1"></i> 4 Hours Ago
                      </p>
                    </div>
                  </div>
                  <!--end::Message-->
                </a>
                <div class="dropdown-divider"></div>
`,
        to: ``,
      },
    ],
    after: null,
  },
  // ---- adminlte-pages-kanban
  {
    id: 'v-alkan-in-progress-reworded',
    page: 'web/adminlte-pages-kanban.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: `page.getByRole('heading', { name: 'In progress' })`,
    description: 'In progress column header',
    target: 'h2:has-text("In progress")',
    edits: [
      {
        from: `<span class="badge text-bg-warning" style="font-size: 0.65rem"> 2 </span>
                    In progress`,
        to: `<span class="badge text-bg-warning" style="font-size: 0.65rem"> 2 </span>
                    Doing`,
      },
    ],
    after: 'h2:has-text("Doing")',
  },
  {
    id: 'v-alkan-profile-href',
    page: 'web/adminlte-pages-kanban.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: '//li[@class="user-footer"]/a[@href="#"][1]',
    description: 'Profile button in the user menu',
    target: 'li.user-footer a:text-is("Profile")',
    edits: [
      {
        from: `<a href="#" class="btn btn-outline-secondary">Profile</a>`,
        to: `<a href="../pages/profile.html" class="btn btn-outline-secondary">Profile</a>`,
      },
    ],
    after: 'li.user-footer a:text-is("Profile")',
  },
  // ---- adminlte-pages-settings
  {
    id: 'v-alset-espanol-deleted',
    page: 'web/adminlte-pages-settings.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '#settings-lang option:nth-child(2)',
    description: 'Español option in the Language dropdown',
    target: '#settings-lang option:text-is("Español")',
    edits: [
      {
        from: `                              <option>Español</option>
`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'v-alset-current-plan-combined',
    page: 'web/adminlte-pages-settings.html',
    kind: 'combined',
    framework: 'playwright',
    locator: `page.getByRole('heading', { name: 'Current plan' })`,
    description: 'Current plan card title in Billing',
    target: 'h3.card-title:text-is("Current plan")',
    edits: [
      { from: `<h3 class="card-title">Current plan</h3>`, to: `<h2 class="card-title h5">Your plan</h2>` },
    ],
    after: 'h2.card-title:text-is("Your plan")',
  },
  // ---- adminlte-mailbox-inbox
  {
    id: 'v-alinb-github-msg-deleted',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: `page.locator('li.list-group-item a[href="../mailbox/read.html"]').nth(1)`,
    description: 'GitHub "PR #6912 merged" message in the inbox list',
    target: 'li:has(#msg-1) a[href="../mailbox/read.html"]',
    edits: [
      {
        from: `                      <li
                        class="list-group-item d-flex align-items-center gap-2 fw-semibold bg-body-secondary"
                      >
                        <div class="form-check mb-0">
                          <input class="form-check-input" type="checkbox" id="msg-1" />
                          <label class="form-check-label visually-hidden" for="msg-1">
                            Select message from GitHub
                          </label>
                        </div>
                        <button
                          class="btn btn-link p-0 text-warning lh-1"
                          type="button"
                          title="Star"
                          aria-label="Star"
                        >
                          <i class="bi bi-star" aria-hidden="true"></i>
                        </button>
                        <a
                          href="../mailbox/read.html"
                          class="flex-grow-1 d-flex flex-column flex-md-row gap-md-3 text-decoration-none text-body"
                          style="min-width: 0"
                        >
                          <span class="text-truncate" style="min-width: 9rem"> GitHub </span>
                          <span class="flex-grow-1 text-truncate" style="min-width: 0">
                            <span class="badge text-bg-secondary me-2"> &middot; </span>
                            [fullcalendar/fullcalendar] PR #6912 merged
                            <span class="fw-normal text-secondary">
                              &nbsp;&mdash; Allow custom render hooks for time grid axis labels.
                            </span>
                          </span>
                          <span class="text-secondary small text-md-end" style="min-width: 5rem">
                            9:08 AM
                          </span>
                        </a>
                      </li>
`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'v-alinb-followers-tag',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'tag-change',
    framework: 'selenium',
    locator: '//li[@class="user-body"]//a[text()="Followers"]',
    description: 'Followers link in the user menu',
    target: 'li.user-body a:text-is("Followers")',
    edits: [
      {
        from: `<a href="#">Followers</a>`,
        to: `<button type="button" class="btn btn-link p-0">Followers</button>`,
      },
    ],
    after: 'li.user-body button:text-is("Followers")',
  },
  // ---- readability-nytimes-5
  {
    id: 'v-nyt-business-nav-rehash',
    page: 'web/readability-nytimes-5.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: 'li.css-cwdrld > a.css-1wjnrbv[href="/section/business"]',
    description: 'Business link in the sections mini-nav',
    target: 'a[href="/section/business"] >> nth=0',
    edits: [
      { from: `css-cwdrld`, to: `css-1q8vbz2`, count: 22 },
      { from: `css-1wjnrbv`, to: `css-kp3n0d`, count: 22 },
    ],
    after: 'li[data-testid="mini-nav-item"] a[href="/section/business"]',
  },
  {
    id: 'v-nyt-health-nav-deleted',
    page: 'web/readability-nytimes-5.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: `page.getByTestId('mini-nav-item').filter({ hasText: 'Health' }).locator('a')`,
    description: 'Health section link in the top mini-nav',
    target: 'li[data-testid="mini-nav-item"] a[href="/section/health"]',
    edits: [
      {
        from: `                                    <li data-testid="mini-nav-item" class="css-cwdrld">
                                        <a class="css-1wjnrbv" href="/section/health">Health</a>
                                    </li>
`,
        to: ``,
      },
    ],
    after: null,
  },
  // ---- readability-guardian-1
  {
    id: 'v-guardian-books-linkname',
    page: 'web/readability-guardian-1.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: 'a[data-link-name="nav2 : secondary : Books"]',
    description: 'Books link in the main menu',
    target: '#main-menu a[href="https://www.theguardian.com/books"]',
    edits: [{ from: `data-link-name="nav2 :`, to: `data-link-name="nav3 :`, count: 82 }],
    after: '#main-menu a[href="https://www.theguardian.com/books"]',
  },
  {
    id: 'v-guardian-sport-pillar-reorder',
    page: 'web/readability-guardian-1.html',
    kind: 'reorder',
    framework: 'playwright',
    locator: `page.locator('a.pillar-link').nth(2)`,
    description: 'Sport pillar link in the header',
    target: 'a.pillar-link--Sport',
    edits: [
      {
        move: {
          start: `                        <li class="pillars__item">
                            <a class="pillar-link pillar-link--Sport"`,
          end: `data-link-name="nav2 : primary : Sport">Sport</a>
                        </li>
`,
        },
        before: `                        <li class="pillars__item">
                            <a class="pillar-link pillar-link--Lifestyle"`,
      },
    ],
    after: 'a.pillar-link--Sport',
  },
  // ---- readability-bbc-1
  {
    id: 'v-bbc-explainers-reorder',
    page: 'web/readability-bbc-1.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: '(//a[span="Special Reports"]/../following-sibling::li[1]/a)[1]',
    description: 'Explainers link in the wide news navigation',
    target: 'ul.navigation-wide-list a[href="/news/explainers"]',
    edits: [
      {
        move: {
          start: `                    <li>
                <a href="/news/explainers" class="navigation-wide-list__link">`,
          end: `<span>Explainers</span>
                </a>
                            </li>
`,
        },
        before: `                    <li>
                <a href="/news/have_your_say" class="navigation-wide-list__link`,
      },
    ],
    after: 'ul.navigation-wide-list a[href="/news/explainers"]',
  },
  {
    id: 'v-bbc-have-your-say-wrapper',
    page: 'web/readability-bbc-1.html',
    kind: 'wrapper',
    framework: 'playwright',
    locator: `page.locator('ul.navigation-wide-list > li > a').last()`,
    description: 'Have Your Say link at the end of the news navigation',
    target: 'ul.navigation-wide-list a[href="/news/have_your_say"]',
    edits: [
      {
        from: `                <a href="/news/have_your_say" class="navigation-wide-list__link navigation-wide-list__link--last">
                    <span>Have Your Say</span>
                </a>`,
        to: `                <div class="navigation-wide-list__item navigation-wide-list__item--highlight"><a href="/news/have_your_say" class="navigation-wide-list__link navigation-wide-list__link--last">
                    <span>Have Your Say</span>
                </a></div>`,
      },
    ],
    after: 'ul.navigation-wide-list a[href="/news/have_your_say"]',
  },
  // ---- postlight-twitter
  {
    id: 'v-twitter-italian-lang-attr',
    page: 'web/postlight-twitter.html',
    kind: 'attribute-renamed',
    framework: 'playwright',
    locator: `page.locator('a[data-lang-code="it"]')`,
    description: 'Italiano language link',
    target: 'a[href="?lang=it"]',
    edits: [{ from: `data-lang-code=`, to: `data-locale=`, count: 42 }],
    after: 'a[href="?lang=it"]',
  },
  {
    id: 'v-twitter-filipino-deleted',
    page: 'web/postlight-twitter.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: 'a[title="Filipino"]',
    description: 'Filipino language link in the languages list',
    target: 'a[href="?lang=fil"]',
    edits: [
      {
        from: `            <li><a href="?lang=fil" data-lang-code="fil" title="Filipino" class="js-language-link js-tooltip">Filipino</a></li>
`,
        to: ``,
      },
    ],
    after: null,
  },
  // ---- readability-wapo-1
  {
    id: 'v-wapo-help-contact-wrapper',
    page: 'web/readability-wapo-1.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: '//*[@id="site-menu-info"]/p[2]/a',
    description: 'Help and Contact Us link in the site menu',
    target: '#site-menu-info a[href="http://www.washingtonpost.com/actmgmt/help/"]',
    edits: [
      {
        from: `<p><a href="http://www.washingtonpost.com/actmgmt/help/">Help and Contact Us</a>`,
        to: `<p><span class="menu-tooltip" title="Get help with your account"><a href="http://www.washingtonpost.com/actmgmt/help/">Help and Contact Us</a></span>`,
      },
    ],
    after: '#site-menu-info a[href="http://www.washingtonpost.com/actmgmt/help/"]',
  },
  {
    id: 'v-wapo-jobs-moved',
    page: 'web/readability-wapo-1.html',
    kind: 'moved',
    framework: 'playwright',
    locator: `page.locator('#site-menu-sections').getByRole('link', { name: 'Jobs' })`,
    description: 'Jobs link in the sections menu',
    target: 'a[href="http://www.washingtonpost.com/jobs?nid=top_pb_jobs"]',
    edits: [
      {
        from: `                                            <li><a href="http://www.washingtonpost.com/jobs?nid=top_pb_jobs">Jobs</a>

                                            </li>
`,
        to: ``,
      },
      {
        from: `<p><a href="http://www.washingtonpost.com/actmgmt/help/">Help and Contact Us</a>`,
        to: `<p><a href="http://www.washingtonpost.com/jobs?nid=top_pb_jobs">Jobs</a></p>
                                            <p><a href="http://www.washingtonpost.com/actmgmt/help/">Help and Contact Us</a>`,
      },
    ],
    after: '#site-menu-info a[href="http://www.washingtonpost.com/jobs?nid=top_pb_jobs"]',
  },
  // ---- readability-cnn
  {
    id: 'v-cnn-india-nav-id',
    page: 'web/readability-cnn.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: '#main-nav--india > a',
    description: '',
    target: 'a.main-nav-a[href="/news/india"]',
    edits: [
      {
        from: `<li class="main-nav-li" id="main-nav--india">`,
        to: `<li class="main-nav-li" id="nav-item-india">`,
      },
    ],
    after: 'a.main-nav-a[href="/news/india"]',
  },
  {
    id: 'v-cnn-tech30-deleted',
    page: 'web/readability-cnn.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: `page.locator('[data-vr-zone="Nav-markets col4"] a.flyout-nav-link').nth(2)`,
    description: 'Tech30 link in the Markets menu',
    target: 'a.flyout-nav-link:text-is("Tech30")',
    edits: [
      {
        from: `<li data-vr-contentbox=""><a href="http://money.cnn.com/technology/tech30?iid=A_MKT_QL" class="flyout-nav-link">Tech30</a></li>`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'v-alidx2-layout-rtl-moved',
    page: 'web/adminlte-index2.html',
    kind: 'moved',
    framework: 'selenium',
    locator: '//li[a/p[contains(.,"Layout Options")]]//a[@href="./layout/layout-rtl.html"]',
    description: 'Layout RTL link under Layout Options in the sidebar',
    target: 'a[href="./layout/layout-rtl.html"]',
    edits: [
      {
        move: {
          start: `                  <li class="nav-item">
                    <a href="./layout/layout-rtl.html"`,
          end: `<p>Layout RTL</p>
                    </a>
                  </li>
`,
        },
        before: `              <li class="nav-item">
                <a href="#" class="nav-link">
                  <i class="nav-icon bi bi-tree-fill"></i>`,
      },
    ],
    after: 'a[href="./layout/layout-rtl.html"]',
  },
  {
    id: 'v-alidx2-theme-generate-decoy',
    page: 'web/adminlte-index2.html',
    kind: 'decoy',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Theme Generate' }).first()",
    description: 'Theme Generate link in the sidebar',
    target: 'aside a[href="./generate/theme.html"]',
    edits: [
      {
        from: `<!--begin::Start Navbar Links-->`,
        to: `<a href="./generate/theme.html?preset=brand" class="btn btn-sm btn-warning me-2">Theme Generate</a>
          <!--begin::Start Navbar Links-->`,
      },
    ],
    after: 'aside a[href="./generate/theme.html"]',
  },
  {
    id: 'v-alproj-adminlte-release-tag',
    page: 'web/adminlte-pages-projects.html',
    kind: 'tag-change',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'AdminLTE 4 Release' })",
    description: 'AdminLTE 4 Release project name link',
    target: 'a.fw-semibold:has-text("AdminLTE 4 Release")',
    edits: [
      {
        from: `<a href="#" class="fw-semibold text-decoration-none">
                            AdminLTE 4 Release
                          </a>`,
        to: `<button type="button" class="btn btn-link p-0 fw-semibold text-decoration-none">
                            AdminLTE 4 Release
                          </button>`,
      },
    ],
    after: 'button:has-text("AdminLTE 4 Release")',
  },
  {
    id: 'v-alproj-logo-switch-href',
    page: 'web/adminlte-pages-projects.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: 'a[href="../layout/logo-switch.html"]',
    description: 'Sidebar Mini + Logo Switch link in the sidebar',
    target: 'a[href="../layout/logo-switch.html"]',
    edits: [
      {
        from: `<a href="../layout/logo-switch.html" class="nav-link">`,
        to: `<a href="../layout/sidebar-mini-logo-switch.html" class="nav-link">`,
      },
    ],
    after: 'a[href="../layout/sidebar-mini-logo-switch.html"]',
  },
  {
    id: 'v-alfm-design-review-deleted',
    page: 'web/adminlte-pages-file-manager.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '//*[@id="grid-view"]/div[3]/a',
    description: 'design-review.pdf file card in the grid view',
    target: '#grid-view a.card:has-text("design-review.pdf")',
    edits: [
      {
        from: `                      <div class="col">
                        <a
                          href="#"
                          class="card text-center text-decoration-none text-body h-100 position-relative"
                        >
                          <div class="card-body d-flex flex-column justify-content-center pb-2">
                            <i
                              class="bi bi-file-earmark-pdf-fill text-danger display-5 mb-3"
                              aria-hidden="true"
                            ></i>
                            <p class="card-title fw-medium small text-break mb-0">
                              design-review.pdf
                            </p>
                          </div>
                          <div class="card-footer bg-transparent small text-secondary py-2">
                            <div class="d-flex justify-content-between align-items-center gap-2">
                              <span class="text-truncate" title="1.4 MB"> 1.4 MB </span>
                              <span class="text-truncate" title="10:42 AM"> 10:42 AM </span>
                            </div>
                          </div>
                        </a>
                      </div>
`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'v-alfm-q2-planning-combined',
    page: 'web/adminlte-pages-file-manager.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.locator('#grid-view a.card').filter({ hasText: 'Q2 planning' })",
    description: 'Q2 planning shared folder card',
    target: '#grid-view a.card:has-text("Q2 planning")',
    edits: [
      {
        from: `                          <span class="badge text-bg-info position-absolute top-0 end-0 m-2">
                            <i class="bi bi-people-fill me-1" aria-hidden="true"></i>
                            Shared
                          </span>
                          <div class="card-body d-flex flex-column justify-content-center pb-2">
                            <i
                              class="bi bi-folder-fill text-warning display-5 mb-3"
                              aria-hidden="true"
                            ></i>
                            <p class="card-title fw-medium small text-break mb-0">Q2 planning</p>`,
        to: `                          <div class="card-body d-flex flex-column justify-content-center pb-2">
                            <i
                              class="bi bi-folder-fill text-warning display-5 mb-3"
                              aria-hidden="true"
                            ></i>
                            <p class="card-title fw-medium small text-break mb-0">Q2 planning</p>
                            <span class="badge text-bg-info mt-2">Shared</span>`,
      },
      {
        from: `<p class="card-title fw-medium small text-break mb-0">Q2 planning</p>`,
        to: `<p class="card-title fw-medium small text-break mb-0">Planning (Q2)</p>`,
      },
    ],
    after: '#grid-view a.card:has-text("Planning (Q2)")',
  },
  {
    id: 'v-cyidx-children-decoy',
    page: 'web/cypress-kitchensink-index.html',
    kind: 'decoy',
    framework: 'selenium',
    locator: '//a[text()="children"]',
    description: 'children link in the Traversal list',
    target: 'a[href="/commands/traversal"]:text-is("children")',
    edits: [
      {
        from: `<h1>Kitchen Sink</h1>`,
        to: `<h1>Kitchen Sink</h1>
      <p class="recently-viewed">Recently viewed: <a href="/commands/traversal#children">children</a></p>`,
      },
    ],
    after: 'li > a[href="/commands/traversal"]:text-is("children")',
  },
  {
    id: 'v-cyidx-title-reworded',
    page: 'web/cypress-kitchensink-index.html',
    kind: 'reworded',
    framework: 'selenium',
    locator: '//h1[normalize-space()="Kitchen Sink"]',
    description: 'Kitchen Sink page title',
    target: 'h1:text-is("Kitchen Sink")',
    edits: [{ from: `<h1>Kitchen Sink</h1>`, to: `<h1>Cypress Example Recipes</h1>` }],
    after: 'h1:has-text("Cypress Example Recipes")',
  },
  {
    id: 'v-ietf-rfc7233-href',
    page: 'web/readability-ietf-1.html',
    kind: 'attribute-changed',
    framework: 'playwright',
    locator: 'page.locator(\'a[href="http://tools.ietf.org/html/rfc7233"]\').first()',
    description: 'first RFC 7233 link in the body text',
    target: 'a[href="http://tools.ietf.org/html/rfc7233"] >> nth=0',
    edits: [
      {
        from: `Another example is "<a href="http://tools.ietf.org/html/rfc7233">`,
        to: `Another example is "<a href="https://tools.ietf.org/html/rfc7233">`,
      },
    ],
    after: 'a[href="https://tools.ietf.org/html/rfc7233"]',
  },
  {
    id: 'v-ietf-terminology-heading-tag',
    page: 'web/readability-ietf-1.html',
    kind: 'tag-change',
    framework: 'selenium',
    locator: '//span[@class="h2"][contains(.,"Terminology")]',
    description: '2. Terminology section heading',
    target: 'span.h2:has-text("Terminology")',
    edits: [
      {
        from: `<span class="h2"><a class="selflink" name="section-2" href="#section-2">2</a>. Terminology</span>`,
        to: `<h2 class="h2"><a class="selflink" name="section-2" href="#section-2">2</a>. Terminology</h2>`,
      },
    ],
    after: 'h2:has-text("Terminology")',
  },
  {
    id: 'v-linkedin-careers-topic-deleted',
    page: 'web/postlight-linkedin.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '//li[@class="career-advice-hub-topics__list-item"][3]/a',
    description: 'Careers topic pill in Explore topics',
    target:
      'li.career-advice-hub-topics__list-item a[href="https://www.linkedin.com/pulse/topics/careers-c1/"]',
    edits: [
      {
        from: `                <li class="career-advice-hub-topics__list-item">
                  <a href="https://www.linkedin.com/pulse/topics/careers-c1/" data-tracking-control-name="pulse-article_career-advice-hub-topic" data-tracking-will-navigate="" class="pill flex w-fit mr-[6px] mb-1 hover:no-underline">
                    Careers
                  </a>
                </li>
`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'v-linkedin-interviewing-wrapper',
    page: 'web/postlight-linkedin.html',
    kind: 'wrapper',
    framework: 'playwright',
    locator: "page.locator('li.career-advice-hub-topics__list-item > a').nth(3)",
    description: 'Interviewing topic pill in Explore topics',
    target: 'a[href="https://www.linkedin.com/pulse/topics/job-search-c27/interviewing-c28/"]',
    edits: [
      {
        from: `<a href="https://www.linkedin.com/pulse/topics/job-search-c27/interviewing-c28/" data-tracking-control-name="pulse-article_career-advice-hub-topic" data-tracking-will-navigate="" class="pill flex w-fit mr-[6px] mb-1 hover:no-underline">
                    Interviewing
                  </a>`,
        to: `<div class="pill-wrapper" data-tooltip="Interviewing articles"><a href="https://www.linkedin.com/pulse/topics/job-search-c27/interviewing-c28/" data-tracking-control-name="pulse-article_career-advice-hub-topic" data-tracking-will-navigate="" class="pill flex w-fit mr-[6px] mb-1 hover:no-underline">
                    Interviewing
                  </a></div>`,
      },
    ],
    after: 'a[href="https://www.linkedin.com/pulse/topics/job-search-c27/interviewing-c28/"]',
  },
  {
    id: 'v-wanted-social-menu-rehash',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'class-rehash',
    framework: 'playwright',
    locator: "page.locator('li.Menu_MenuItem__eIHY7').filter({ hasText: '소셜' })",
    description: '소셜 (Social) item in the top navigation',
    target: 'li.Menu_MenuItem__eIHY7[data-gnb-kind="community"]',
    edits: [{ from: `Menu_MenuItem__eIHY7`, to: `Menu_MenuItem__Qz81c`, count: 6 }],
    after: 'li.Menu_MenuItem__Qz81c[data-gnb-kind="community"]',
  },
  {
    id: 'v-wanted-career-link-rehash',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: 'li.Menu_MenuItem__eIHY7[data-gnb-kind="event"] > a',
    description: '커리어 (Career) link in the top navigation',
    target: 'li.Menu_MenuItem__eIHY7[data-gnb-kind="event"] > a',
    edits: [{ from: `Menu_MenuItem__eIHY7`, to: `Menu_MenuItem__Qz81c`, count: 6 }],
    after: 'li.Menu_MenuItem__Qz81c[data-gnb-kind="event"] > a',
  },
  {
    id: 'v-reddit-continue-thread-rehash',
    page: 'web/postlight-reddit.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: '#continueThread-t1_ehqkgrx a.b57A3J7QBa7TvY8XeupVn',
    description: 'Continue this thread link under the ehqkgrx comment',
    target: '#continueThread-t1_ehqkgrx a',
    edits: [{ from: `b57A3J7QBa7TvY8XeupVn`, to: `_2xK9mQpL0vTz7RbnYc4eWd`, count: 76 }],
    after: '#continueThread-t1_ehqkgrx a',
  },
  {
    id: 'v-reddit-comment-share-rehash',
    page: 'web/postlight-reddit.html',
    kind: 'class-rehash',
    framework: 'playwright',
    locator: "page.locator('#t1_ehqcmq9-comment-share-menu button._374Hkkigy4E4srsI2WktEd')",
    description: 'Share button on the ehqcmq9 comment',
    target: '#t1_ehqcmq9-comment-share-menu button',
    edits: [{ from: `_374Hkkigy4E4srsI2WktEd`, to: `_1kN0pQx7Yb3vTm2LsRgz8A`, count: 519 }],
    after: '#t1_ehqcmq9-comment-share-menu button',
  },
  {
    id: 'v-redimg-post-share-rehash',
    page: 'web/postlight-reddit-image-post.html',
    kind: 'class-rehash',
    framework: 'playwright',
    locator: "page.locator('#t3_aybw1m-share-menu button.kU8ebCMnbXfjCWfqn0WPb')",
    description: 'share button under the post',
    target: '#t3_aybw1m-share-menu > button',
    edits: [{ from: `kU8ebCMnbXfjCWfqn0WPb`, to: `_3aQm8sYtV0pZr1LwXk9HuE`, count: 17 }],
    after: '#t3_aybw1m-share-menu > button',
  },
  {
    id: 'v-redimg-post-share-attr',
    page: 'web/postlight-reddit-image-post.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: '#t3_aybw1m-share-menu > button[data-click-id="share"]',
    description: 'share button under the post',
    target: '#t3_aybw1m-share-menu > button',
    edits: [
      {
        from: `id="t3_aybw1m-share-menu"><button data-click-id="share"`,
        to: `id="t3_aybw1m-share-menu"><button data-click-id="post_share"`,
      },
    ],
    after: '#t3_aybw1m-share-menu > button',
  },
  {
    id: 'v-yahoo-mail-id',
    page: 'web/readability-yahoo-2.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: '#uh-tb-mail > a',
    description: 'Mail link in the top bar',
    target: 'li#uh-tb-mail > a',
    edits: [{ from: `<li id="uh-tb-mail"`, to: `<li id="ybar-mail"` }],
    after: 'li#ybar-mail > a',
  },
  {
    id: 'v-yahoo-sports-reorder',
    page: 'web/readability-yahoo-2.html',
    kind: 'reorder',
    framework: 'playwright',
    locator: "page.locator('#eyebrow > li > a').nth(5)",
    description: 'Sports link in the top bar',
    target: 'li#uh-tb-sports > a',
    edits: [
      {
        from: `<li id="uh-tb-sports" class="D(ib) Lh(1.7) Mend(18px) Pstart(14px) Va(t) Zoom" data-reactid="19"><a class="C(#fff) Td(n) Td(u):h" href="http://sports.yahoo.com/" data-reactid="20">Sports</a></li>`,
        to: ``,
      },
      {
        from: `<li id="uh-tb-news"`,
        to: `<li id="uh-tb-sports" class="D(ib) Lh(1.7) Mend(18px) Pstart(14px) Va(t) Zoom" data-reactid="19"><a class="C(#fff) Td(n) Td(u):h" href="http://sports.yahoo.com/" data-reactid="20">Sports</a></li>
<li id="uh-tb-news"`,
      },
    ],
    after: 'li#uh-tb-sports > a',
  },
  {
    id: 'v-ao3-next-chapter-combined',
    page: 'web/readability-archive-of-our-own.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Next Chapter →' }).first()",
    description: 'Next Chapter link in the work navigation',
    target: 'li.chapter.next > a',
    edits: [
      {
        from: `<li class="chapter next">
                                <a href="/works/11808918/chapters/26796918#workskin">Next Chapter →</a>`,
        to: `<li class="chapter-nav__item chapter-nav__item--next">
                                <a href="/works/11808918/chapters/26796918#workskin">Continue to chapter 2</a>`,
      },
    ],
    after: 'li.chapter-nav__item--next > a',
  },
  {
    id: 'v-ao3-kudos-user-deleted',
    page: 'web/readability-archive-of-our-own.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '//*[@id="kudos"]/p/a[1]',
    description: 'KuroKitsuneNoYoko in the kudos list',
    target: '#kudos a[href="/users/KuroKitsuneNoYoko"]',
    edits: [{ from: `<a href="/users/KuroKitsuneNoYoko">KuroKitsuneNoYoko</a>, `, to: `` }],
    after: null,
  },
  {
    id: 'v-wiki-tasman-sea-decoy',
    page: 'web/readability-wikipedia-2.html',
    kind: 'decoy',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Tasman Sea' }).first()",
    description: 'Tasman Sea link in the geography paragraph',
    target: 'a[href="/wiki/Tasman_Sea"]',
    edits: [
      {
        from: `New Zealand is situated some 2,000 kilometres`,
        to: `(For the body of water, see also <a href="/wiki/Tasman_Sea_(disambiguation)" title="Tasman Sea (disambiguation)">Tasman Sea</a>.) New Zealand is situated some 2,000 kilometres`,
      },
    ],
    after: 'a[href="/wiki/Tasman_Sea"]',
  },
  {
    id: 'v-wiki-driving-side-title',
    page: 'web/readability-wikipedia-2.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: 'a[title="Left- and right-hand traffic"]',
    description: 'Driving side link in the infobox',
    target: 'a[href="/wiki/Left-_and_right-hand_traffic"]',
    edits: [
      {
        from: `<a href="/wiki/Left-_and_right-hand_traffic" title="Left- and right-hand traffic">Driving side</a>`,
        to: `<a href="/wiki/Left-_and_right-hand_traffic" title="Left- and right-hand traffic (road rules)">Driving side</a>`,
      },
    ],
    after: 'a[href="/wiki/Left-_and_right-hand_traffic"]',
  },
  {
    id: 'v-moz-customize-heading-tag',
    page: 'web/readability-mozilla-1.html',
    kind: 'tag-change',
    framework: 'selenium',
    locator: '//h2[text()="More ways to customize"]',
    description: 'More ways to customize heading',
    target: 'h2:text-is("More ways to customize")',
    edits: [
      {
        from: `<h2>More ways to customize</h2>`,
        to: `<h3 class="section-title">More ways to customize</h3>`,
      },
    ],
    after: 'h3:text-is("More ways to customize")',
  },
  {
    id: 'v-moz-linux-instructions-wrapper',
    page: 'web/readability-mozilla-1.html',
    kind: 'wrapper',
    framework: 'playwright',
    locator: "page.locator('p.linux-arm-download > a')",
    description: 'these instructions link for Linux ARM installs',
    target: 'a[href="https://support.mozilla.org/kb/install-firefox-linux"]',
    edits: [
      {
        from: `Please follow <a href="https://support.mozilla.org/kb/install-firefox-linux">these instructions</a>`,
        to: `Please follow <span class="external-link" title="Opens support.mozilla.org"><a href="https://support.mozilla.org/kb/install-firefox-linux">these instructions</a></span>`,
      },
    ],
    after: 'a[href="https://support.mozilla.org/kb/install-firefox-linux"]',
  },
  {
    id: 'v-sanwa-product-list-reorder',
    page: 'web/postlight-sanwa-co-jp.html',
    kind: 'reorder',
    framework: 'playwright',
    locator: "page.locator('p.ichiran_btn > a').first()",
    description: '製品情報一覧へ (product list) button in the header',
    target: 'p.productlist_btn > a',
    edits: [
      {
        from: `        <p class="ichiran_btn kensaku_btn"> 
            <a href="/compatibility/search.html"><img class="ichiran_btn_icon" src="//www.sanwa.co.jp/static/images/head_new_1509/icn_search.png" alt="&#x7D5E;&#x308A;&#x8FBC;&#x307F;&#x691C;&#x7D22; &#x4E00;&#x89A7;&#x3078;">&#x7D5E;&#x308A;&#x8FBC;&#x307F;&#x691C;&#x7D22; &#x4E00;&#x89A7;&#x3078;</a>
        </p>
`,
        to: ``,
      },
      {
        from: `        <p class="ichiran_btn productlist_btn">
            <a href="/product_index.html"><img class="ichiran_btn_icon" src="//www.sanwa.co.jp/static/images/head_new_1509/icn_list.png" alt="&#x88FD;&#x54C1;&#x60C5;&#x5831;&#x4E00;&#x89A7;&#x3078;">&#x88FD;&#x54C1;&#x60C5;&#x5831; &#x4E00;&#x89A7;&#x3078;</a>
        </p>
`,
        to: `        <p class="ichiran_btn kensaku_btn"> 
            <a href="/compatibility/search.html"><img class="ichiran_btn_icon" src="//www.sanwa.co.jp/static/images/head_new_1509/icn_search.png" alt="&#x7D5E;&#x308A;&#x8FBC;&#x307F;&#x691C;&#x7D22; &#x4E00;&#x89A7;&#x3078;">&#x7D5E;&#x308A;&#x8FBC;&#x307F;&#x691C;&#x7D22; &#x4E00;&#x89A7;&#x3078;</a>
        </p>
        <p class="ichiran_btn productlist_btn">
            <a href="/product_index.html"><img class="ichiran_btn_icon" src="//www.sanwa.co.jp/static/images/head_new_1509/icn_list.png" alt="&#x88FD;&#x54C1;&#x60C5;&#x5831;&#x4E00;&#x89A7;&#x3078;">&#x88FD;&#x54C1;&#x60C5;&#x5831; &#x4E00;&#x89A7;&#x3078;</a>
        </p>
`,
      },
    ],
    after: 'p.productlist_btn > a',
  },
  {
    id: 'v-sanwa-search-link-moved',
    page: 'web/postlight-sanwa-co-jp.html',
    kind: 'moved',
    framework: 'selenium',
    locator: '//p[contains(@class,"kensaku_btn")]/a',
    description: '絞り込み検索一覧へ (filtered search) button in the header',
    target: 'a[href="/compatibility/search.html"] >> nth=0',
    edits: [
      {
        from: `        <p class="ichiran_btn kensaku_btn"> 
            <a href="/compatibility/search.html"><img class="ichiran_btn_icon" src="//www.sanwa.co.jp/static/images/head_new_1509/icn_search.png" alt="&#x7D5E;&#x308A;&#x8FBC;&#x307F;&#x691C;&#x7D22; &#x4E00;&#x89A7;&#x3078;">&#x7D5E;&#x308A;&#x8FBC;&#x307F;&#x691C;&#x7D22; &#x4E00;&#x89A7;&#x3078;</a>
        </p>
`,
        to: ``,
      },
      {
        from: `        <p class="ichiran_btn productlist_btn">
            <a href="/product_index.html"><img class="ichiran_btn_icon" src="//www.sanwa.co.jp/static/images/head_new_1509/icn_list.png" alt="&#x88FD;&#x54C1;&#x60C5;&#x5831;&#x4E00;&#x89A7;&#x3078;">&#x88FD;&#x54C1;&#x60C5;&#x5831; &#x4E00;&#x89A7;&#x3078;</a>
        </p>
`,
        to: `        <div class="header-tools"><a class="header-tools__search" href="/compatibility/search.html"><img class="ichiran_btn_icon" src="//www.sanwa.co.jp/static/images/head_new_1509/icn_search.png" alt="&#x7D5E;&#x308A;&#x8FBC;&#x307F;&#x691C;&#x7D22; &#x4E00;&#x89A7;&#x3078;">&#x7D5E;&#x308A;&#x8FBC;&#x307F;&#x691C;&#x7D22; &#x4E00;&#x89A7;&#x3078;</a></div>
        <p class="ichiran_btn productlist_btn">
            <a href="/product_index.html"><img class="ichiran_btn_icon" src="//www.sanwa.co.jp/static/images/head_new_1509/icn_list.png" alt="&#x88FD;&#x54C1;&#x60C5;&#x5831;&#x4E00;&#x89A7;&#x3078;">&#x88FD;&#x54C1;&#x60C5;&#x5831; &#x4E00;&#x89A7;&#x3078;</a>
        </p>
`,
      },
    ],
    after: 'a.header-tools__search',
  },
  {
    id: 'v-msn-video-nav-deleted',
    page: 'web/readability-msn.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '//li[@data-id="26"]/a',
    description: 'Video link in the news navigation bar',
    target: '#nav a[href="/en-us/news/video"]',
    edits: [
      {
        from: `                    <li role="presentation" data-category-key="" data-id="26" data-m="{&quot;i&quot;:26,&quot;p&quot;:15,&quot;n&quot;:&quot;newsvideos&quot;,&quot;y&quot;:14,&quot;l&quot;:&quot;newsvideos&quot;,&quot;o&quot;:11}" data-width="58.5167">
                        <a data-link-type="category" href="/en-us/news/video">
 Video
                            </a>
                    </li>
`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'v-msn-live-coverage-moved',
    page: 'web/readability-msn.html',
    kind: 'moved',
    framework: 'playwright',
    locator: "page.locator('#nav').getByRole('link', { name: 'Live Coverage' })",
    description: 'Live Coverage link in the news navigation bar',
    target: '#nav a[href="/en-us/news/livecoverage/breaking-news-now/lc-BBqgBkP"]',
    edits: [
      {
        from: `                    <li role="presentation" data-category-key="" data-id="25" data-m="{&quot;i&quot;:25,&quot;p&quot;:15,&quot;n&quot;:&quot;Live Coverage&quot;,&quot;y&quot;:14,&quot;l&quot;:&quot;Live Coverage&quot;,&quot;o&quot;:10}" data-width="109.5167">
                        <a data-link-type="category" href="/en-us/news/livecoverage/breaking-news-now/lc-BBqgBkP">
 Live Coverage
                            </a>
                    </li>
`,
        to: ``,
      },
      {
        from: `        <nav id="nav" role="navigation"`,
        to: `        <div class="breaking-banner"><a data-link-type="category" class="breaking-banner__link" href="/en-us/news/livecoverage/breaking-news-now/lc-BBqgBkP">Live Coverage</a></div>
        <nav id="nav" role="navigation"`,
      },
    ],
    after: 'a.breaking-banner__link',
  },
  {
    id: 'v-wikia-han-solo-decoy',
    page: 'web/readability-wikia.html',
    kind: 'decoy',
    framework: 'selenium',
    locator: '//a[text()="Han Solo"]',
    description: 'Han Solo link in the article body',
    target: 'a[href="http://starwars.wikia.com/wiki/Han_Solo"]',
    edits: [
      {
        from: `<h1 class="entry-title">`,
        to: `<div class="trending-bar">Trending: <a href="http://fandom.wikia.com/topics/han-solo">Han Solo</a></div>
<h1 class="entry-title">`,
      },
    ],
    after: 'a[href="http://starwars.wikia.com/wiki/Han_Solo"]',
  },
  {
    id: 'v-wikia-latest-videos-combined',
    page: 'web/readability-wikia.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByRole('heading', { name: 'Latest Videos', level: 2 })",
    description: 'Latest Videos section heading',
    target: 'section.videos-module h2',
    edits: [
      {
        from: `            <h2>Latest Videos</h2>`,
        to: `            <h3 class="videos-module-title">Watch next</h3>`,
      },
    ],
    after: 'section.videos-module h3.videos-module-title',
  },
  {
    id: 'v-engadget-comments-href',
    page: 'web/readability-engadget.html',
    kind: 'attribute-changed',
    framework: 'playwright',
    locator: 'page.locator(\'a[href="#comments"]\')',
    description: 'Comments count link in the article header',
    target: 'a.o-hit[href="#comments"]',
    edits: [{ from: `<a href="#comments" class="o-hit">`, to: `<a href="#article-comments" class="o-hit">` }],
    after: 'a.o-hit[href="#article-comments"]',
  },
  {
    id: 'v-engadget-video-tag-deleted',
    page: 'web/readability-engadget.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.locator('a.th-meta').filter({ hasText: 'video' }).first()",
    description: 'video tag link under the review',
    target: 'a[href="/tag/video"]',
    edits: [
      {
        from: `<a
                                                                            href="/tag/video" class="th-meta">video</a>,                `,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'v-github-branches-tab-reorder',
    page: 'web/postlight-github.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: '//div[@class="SelectMenu-tabs"]/button[1]',
    description: 'Branches tab in the branch switcher',
    target: 'button.SelectMenu-tab:text-is("Branches")',
    edits: [
      {
        from: `          <button class="SelectMenu-tab" type="button" role="tab" aria-selected="true" tabindex="0">Branches</button>
          <button class="SelectMenu-tab" type="button" role="tab" aria-selected="false" tabindex="-1">Tags</button>`,
        to: `          <button class="SelectMenu-tab" type="button" role="tab" aria-selected="false" tabindex="-1">Tags</button>
          <button class="SelectMenu-tab" type="button" role="tab" aria-selected="true" tabindex="0">Branches</button>`,
      },
    ],
    after: 'button.SelectMenu-tab:text-is("Branches")',
  },
  {
    id: 'v-github-branches-tab-combined',
    page: 'web/postlight-github.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.locator('button.SelectMenu-tab').filter({ hasText: 'Branches' })",
    description: 'Branches tab in the branch switcher',
    target: 'button.SelectMenu-tab:text-is("Branches")',
    edits: [
      {
        from: `<button class="SelectMenu-tab" type="button" role="tab" aria-selected="true" tabindex="0">Branches</button>`,
        to: `<a class="SelectMenu-tab" href="#ref-list-branches" role="button" aria-current="true" tabindex="0">All branches</a>`,
      },
    ],
    after: 'a.SelectMenu-tab:has-text("All branches")',
  },
  {
    id: 'v-sbtbl-colleen-row-deleted',
    page: 'web/sbadmin2-tables.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.locator('#dataTable tbody tr').nth(8)",
    description: 'Colleen Hurst row in the employees table',
    target: 'tr:has(> td:text-is("Colleen Hurst"))',
    edits: [
      {
        from: `                                        <tr>
                                            <td>Colleen Hurst</td>
                                            <td>Javascript Developer</td>
                                            <td>San Francisco</td>
                                            <td>39</td>
                                            <td>2009/09/15</td>
                                            <td>$205,500</td>
                                        </tr>
`,
        to: ``,
      },
    ],
    after: null,
  },
  {
    id: 'v-sbtbl-herrod-name-reorder',
    page: 'web/sbadmin2-tables.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: '//table[@id="dataTable"]/tbody/tr[7]/td[1]',
    description: 'Herrod Chandler name cell in the employees table',
    target: 'td:text-is("Herrod Chandler")',
    edits: [
      {
        from: `                                        <tr>
                                            <td>Herrod Chandler</td>
                                            <td>Sales Assistant</td>
                                            <td>San Francisco</td>
                                            <td>59</td>
                                            <td>2012/08/06</td>
                                            <td>$137,500</td>
                                        </tr>
`,
        to: ``,
      },
      {
        from: `                                        <tr>
                                            <td>Colleen Hurst</td>
                                            <td>Javascript Developer</td>
                                            <td>San Francisco</td>
                                            <td>39</td>
                                            <td>2009/09/15</td>
                                            <td>$205,500</td>
                                        </tr>
`,
        to: `                                        <tr>
                                            <td>Colleen Hurst</td>
                                            <td>Javascript Developer</td>
                                            <td>San Francisco</td>
                                            <td>39</td>
                                            <td>2009/09/15</td>
                                            <td>$205,500</td>
                                        </tr>
                                        <tr>
                                            <td>Herrod Chandler</td>
                                            <td>Sales Assistant</td>
                                            <td>San Francisco</td>
                                            <td>59</td>
                                            <td>2012/08/06</td>
                                            <td>$137,500</td>
                                        </tr>
`,
      },
    ],
    after: 'td:text-is("Herrod Chandler")',
  },
  {
    id: 'v-fillform-fullname-decoy',
    page: 'web/playwright-evals-fill-form.html',
    kind: 'decoy',
    framework: 'playwright',
    locator: "page.getByText('Full Name *').first()",
    description: 'Full Name label in the order form',
    target: 'label[for="name"]',
    edits: [
      {
        from: `      <div class="form-group">
        <label for="color">Color *</label>`,
        to: `      <fieldset class="gift-recipient">
        <legend>Gift recipient</legend>
        <label for="giftName">Full Name *</label>
        <input type="text" id="giftName" name="giftName">
      </fieldset>

      <div class="form-group">
        <label for="color">Color *</label>`,
      },
    ],
    after: 'label[for="name"]',
  },
  {
    id: 'v-fillform-state-label-wrapper',
    page: 'web/playwright-evals-fill-form.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: '//form[@id="orderForm"]/div[7]/label',
    description: '',
    target: 'label[for="state"]',
    edits: [
      {
        from: `        <label for="state">State/Province *</label>`,
        to: `        <div class="label-row"><label for="state">State/Province *</label><small class="hint">Use the 2-letter code</small></div>`,
      },
    ],
    after: 'label[for="state"]',
  },
];
