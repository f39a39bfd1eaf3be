/**
 * Held-out probe set S: 100 hand-written refactors of real corpus pages, written blind (without
 * reading the engine, its specs or earlier case files). Every target is an element not used by
 * earlier sets (checked against used-targets.tsv). Validated with probeS/check.mts: 100 ok.
 *
 * Kept: 80 (after = the same element on the edited page); deleted: 20 (after = null; each
 *   removes one of a set of look-alike siblings: table row, list item, nav link, option, comment,
 *   chapter, avatar, menu entry; the others stay, so a correct engine must refuse).
 * Frameworks: selenium 50 (CSS / XPath, incl. copied positional XPath), playwright 50
 *   (getByRole/getByText/getByTitle/getByTestId, locator().filter(), nth(), CSS in page.locator).
 *   Deleted: selenium 10, playwright 10.
 * Empty descriptions: 5.
 *
 * Cases per kind (selenium / playwright):
 *   delete-sibling      20   (10 / 10)
 *   combined            18   (7 / 11)
 *   reworded             9   (2 / 7)
 *   id-renamed           6   (6 / 0)
 *   class-rehash         6   (3 / 3)
 *   reorder              6   (3 / 3)
 *   attribute-renamed    6   (2 / 4)
 *   attribute-changed    5   (3 / 2)
 *   decoy                6   (4 / 2)
 *   tag-change           6   (2 / 4)
 *   wrapper              6   (5 / 1)
 *   moved                6   (3 / 3)
 *
 * Pages used: 50 (max 3 cases each):
 *   adminlte: adminlte-forms-elements 2, adminlte-forms-validation 2, adminlte-forms-wizard 2,
 *     adminlte-index 2, adminlte-index2 2, adminlte-mailbox-inbox 2, adminlte-pages-file-manager 1,
 *     adminlte-pages-projects 1, adminlte-pages-settings 1
 *   cypress: cypress-kitchensink-actions 1, cypress-kitchensink-index 1, cypress-kitchensink-querying 1,
 *     cypress-kitchensink-traversal 2
 *   midscene: midscene-web-extractor-fixture 2
 *   miniwob: miniwob-flight-aa-original 2, miniwob-flight-alaska-original 1
 *   playwright: playwright-evals-fill-form 1
 *   postlight: postlight-github 3, postlight-linkedin 3, postlight-reddit-image-post 2, postlight-reddit 3,
 *     postlight-sanwa-co-jp 2, postlight-twitter 2, postlight-youtube 3
 *   readability: readability-archive-of-our-own 2, readability-bbc-1 3, readability-cnn 3,
 *     readability-engadget 2, readability-gitlab-blog 2, readability-guardian-1 3, readability-ietf-1 1,
 *     readability-medium-3 2, readability-mozilla-1 3, readability-msn 3, readability-nytimes-5 3,
 *     readability-royal-road 2, readability-spiceworks 2, readability-theverge 2, readability-wapo-1 2,
 *     readability-wikia 2, readability-wikipedia-2 3, readability-yahoo-2 2
 *   sbadmin2: sbadmin2-buttons 2, sbadmin2-index 2, sbadmin2-tables 2
 *   todomvc: todomvc-site-index 2
 *   vaadin: vaadin-card 1, vaadin-grid 1, vaadin-side-nav 1
 *   wanted: wanted-kr-job-listing 3
 *
 * Difficulty: easy = one renamed id/attribute; medium = 2-3 edits shipped together (rename + URL,
 * class rehash across a whole component, reworded label + href); hard = synonym rewording plus a
 * structure change, or positional XPath / nth() that silently lands on a neighbour after a reorder,
 * an inserted look-alike (decoy) or a sibling deletion.
 */
import type { ProbeCase } from './types.ts';

export const PROBE_CASES: readonly ProbeCase[] = [
  // ---- adminlte-forms-validation
  {
    id: 's-afval-invoice-nav-deleted',
    page: 'web/adminlte-forms-validation.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Invoice' })",
    description: 'the Invoice link under Pages in the sidebar',
    target: 'a[href="../pages/invoice.html"]',
    edits: [
      {
        from: '                  <li class="nav-item">\n                    <a href="../pages/invoice.html" class="nav-link">\n                      <i class="nav-icon bi bi-circle"></i>\n                      <p>Invoice</p>\n                    </a>\n                  </li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 's-afval-simple-tables-reworded',
    page: 'web/adminlte-forms-validation.html',
    kind: 'reworded',
    framework: 'selenium',
    locator: "//p[text()='Simple Tables']/parent::a",
    description: 'the Simple Tables link in the sidebar Tables menu',
    target: 'a[href="../tables/simple.html"]',
    edits: [{ from: '<p>Simple Tables</p>', to: '<p>Basic Tables</p>' }],
    after: 'a[href="../tables/simple.html"]',
  },
  // ---- adminlte-forms-elements
  {
    id: 's-afel-orange-option-deleted',
    page: 'web/adminlte-forms-elements.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: "//select[@id='select-multiple']/option[2]",
    description: 'the Orange option in the multi-select',
    target: '#select-multiple option:text-is("Orange")',
    edits: [{ from: '                        <option selected>Orange</option>\n', to: '' }],
    after: null,
  },
  {
    id: 's-afel-live-preview-reworded',
    page: 'web/adminlte-forms-elements.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Live preview' })",
    description: 'the Live preview link in the top navbar',
    target: '.app-header a.nav-link:has-text("Live preview")',
    edits: [{ from: '                Live preview\n', to: '                Live demo\n' }],
    after: '.app-header a.nav-link:has-text("Live demo")',
  },
  // ---- adminlte-forms-wizard
  {
    id: 's-afwiz-breadcrumb-forms-class',
    page: 'web/adminlte-forms-wizard.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: "//ol[@class='breadcrumb float-sm-end']/li[2]/a",
    description: 'the Forms link in the breadcrumb',
    target: '.breadcrumb a:text-is("Forms")',
    edits: [
      { from: '<ol class="breadcrumb float-sm-end">', to: '<ol class="breadcrumb Breadcrumb_end__x7Hq2">' },
    ],
    after: '.breadcrumb a:text-is("Forms")',
  },
  {
    id: 's-afwiz-theme-generate-combined',
    page: 'web/adminlte-forms-wizard.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Theme Generate' })",
    description: 'the Theme Generate link in the sidebar',
    target: 'a[href="../generate/theme.html"]',
    edits: [
      {
        from: '<a href="../generate/theme.html" class="nav-link">',
        to: '<a href="../generate/theme-builder.html" class="nav-link">',
      },
      { from: '<p>Theme Generate</p>', to: '<p>Theme Builder</p>' },
    ],
    after: 'a[href="../generate/theme-builder.html"]',
  },
  // ---- adminlte-index
  {
    id: 's-aidx-user-friends-reorder',
    page: 'web/adminlte-index.html',
    kind: 'reorder',
    framework: 'playwright',
    locator: "page.locator('.user-body a').nth(2)",
    description: 'the Friends link in the user dropdown',
    target: '.user-body a:text-is("Friends")',
    edits: [
      {
        from: '                    <div class="col-4 text-center">\n                      <a href="#">Followers</a>\n                    </div>\n                    <div class="col-4 text-center">\n                      <a href="#">Sales</a>\n                    </div>\n                    <div class="col-4 text-center">\n                      <a href="#">Friends</a>\n                    </div>',
        to: '                    <div class="col-4 text-center">\n                      <a href="#">Friends</a>\n                    </div>\n                    <div class="col-4 text-center">\n                      <a href="#">Followers</a>\n                    </div>\n                    <div class="col-4 text-center">\n                      <a href="#">Sales</a>\n                    </div>',
      },
    ],
    after: '.user-body a:text-is("Friends")',
  },
  {
    id: 's-aidx-small-box-combined',
    page: 'web/adminlte-index.html',
    kind: 'combined',
    framework: 'selenium',
    locator: 'a[href="./widgets/small-box.html"]',
    description: 'the Small Box link under Widgets in the sidebar',
    target: 'a[href="./widgets/small-box.html"]',
    edits: [
      {
        from: '<a href="./widgets/small-box.html" class="nav-link">',
        to: '<a href="./widgets/stat-box.html" class="nav-link">',
      },
      { from: '<p>Small Box</p>', to: '<p>Stat Box</p>' },
    ],
    after: 'a[href="./widgets/stat-box.html"]',
  },
  // ---- adminlte-index2
  {
    id: 's-aidx2-iphone-order-deleted',
    page: 'web/adminlte-index2.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: "//table[@class='table m-0']/tbody/tr[3]/td[1]/a",
    description: 'the order ID link of the iPhone 6 Plus order in Latest Orders',
    target: 'tr:has(#table-sparkline-3) a',
    edits: [
      {
        from: '                          <tr>\n                            <td>\n                              <a\n                                href="pages/examples/invoice.html"\n                                class="link-primary link-offset-2 link-underline-opacity-25 link-underline-opacity-100-hover"\n                                >OR7429</a\n                              >\n                            </td>\n                            <td>iPhone 6 Plus</td>\n                            <td>\n                              <span class="badge text-bg-danger"> Delivered </span>\n                            </td>\n                            <td>\n                              <div id="table-sparkline-3"></div>\n                            </td>\n                          </tr>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 's-aidx2-something-else-tag',
    page: 'web/adminlte-index2.html',
    kind: 'tag-change',
    framework: 'selenium',
    locator: "//div[@role='menu']/a[3]",
    description: "the 'Something else here' entry in the Monthly Recap Report tools menu",
    target: 'a.dropdown-item:has-text("Something else here")',
    edits: [
      {
        from: '                          <a href="#" class="dropdown-item">Action</a>\n                          <a href="#" class="dropdown-item">Another action</a>\n                          <a href="#" class="dropdown-item"> Something else here </a>\n                          <a class="dropdown-divider"></a>\n                          <a href="#" class="dropdown-item">Separated link</a>',
        to: '                          <button type="button" class="dropdown-item">Action</button>\n                          <button type="button" class="dropdown-item">Another action</button>\n                          <button type="button" class="dropdown-item"> Something else here </button>\n                          <hr class="dropdown-divider" />\n                          <button type="button" class="dropdown-item">Separated link</button>',
      },
    ],
    after: 'button.dropdown-item:has-text("Something else here")',
  },
  // ---- adminlte-mailbox-inbox
  {
    id: 's-ainbox-vercel-row-deleted',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.locator('li.list-group-item').filter({ hasText: 'Vercel' }).getByRole('link')",
    description: 'the Vercel deployment message in the inbox list',
    target: 'li:has(#msg-5) a[href="../mailbox/read.html"]',
    edits: [
      {
        from: '                      <li class="list-group-item d-flex align-items-center gap-2">\n                        <div class="form-check mb-0">\n                          <input class="form-check-input" type="checkbox" id="msg-5" />\n                          <label class="form-check-label visually-hidden" for="msg-5">\n                            Select message from Vercel\n                          </label>\n                        </div>\n                        <button\n                          class="btn btn-link p-0 text-warning lh-1"\n                          type="button"\n                          title="Star"\n                          aria-label="Star"\n                        >\n                          <i class="bi bi-star" aria-hidden="true"></i>\n                        </button>\n                        <a\n                          href="../mailbox/read.html"\n                          class="flex-grow-1 d-flex flex-column flex-md-row gap-md-3 text-decoration-none text-body"\n                          style="min-width: 0"\n                        >\n                          <span class="text-truncate" style="min-width: 9rem"> Vercel </span>\n                          <span class="flex-grow-1 text-truncate" style="min-width: 0">\n                            <span class="badge text-bg-success me-2"> &middot; </span>\n                            Deployment succeeded — production\n                            <span class="fw-normal text-secondary">\n                              &nbsp;&mdash; main@a3c91fb deployed to production in 47s.\n                            </span>\n                          </span>\n                          <span class="text-secondary small text-md-end" style="min-width: 5rem">\n                            May 16\n                          </span>\n                        </a>\n                      </li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 's-ainbox-aws-checkbox-id',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: '#msg-7',
    description: 'the select checkbox of the AWS message',
    target: '#msg-7',
    edits: [
      { from: 'id="msg-7"', to: 'id="select-msg-aws-8817"' },
      { from: 'for="msg-7"', to: 'for="select-msg-aws-8817"' },
    ],
    after: '#select-msg-aws-8817',
  },
  // ---- adminlte-pages-file-manager
  {
    id: 's-afm-main-tsx-share-decoy',
    page: 'web/adminlte-pages-file-manager.html',
    kind: 'decoy',
    framework: 'selenium',
    locator: "//table[@class='table align-middle mb-0']/tbody/tr[9]/td[4]/div/button[2]",
    description: 'the Share button of main.tsx in the file list',
    target: 'tr:has-text("main.tsx") button[title=Share]',
    edits: [
      {
        from: '<tbody>',
        to: '<tbody>\n                            <tr><td><i class="bi bi-file-earmark-text-fill text-secondary me-2" aria-hidden="true"></i> release-notes.md</td><td>3 KB</td><td>Just now</td><td class="text-end"><div class="btn-group btn-group-sm"><button class="btn btn-outline-secondary" type="button" title="Download"><i class="bi bi-download" aria-hidden="true"></i></button><button class="btn btn-outline-secondary" type="button" title="Share"><i class="bi bi-share" aria-hidden="true"></i></button><button class="btn btn-outline-danger" type="button" title="Delete"><i class="bi bi-trash" aria-hidden="true"></i></button></div></td></tr>',
      },
    ],
    after: 'tr:has-text("main.tsx") button[title=Share]',
  },
  // ---- adminlte-pages-projects
  {
    id: 's-aproj-onboarding-view-title',
    page: 'web/adminlte-pages-projects.html',
    kind: 'attribute-changed',
    framework: 'playwright',
    locator: "page.getByRole('row', { name: /Onboarding Email Flow/ }).getByTitle('View')",
    description: 'the View button of the Onboarding Email Flow project',
    target: 'tr:has-text("Onboarding Email Flow") button[title=View]',
    edits: [{ from: 'type="button" title="View">', to: 'type="button" title="Open details">', count: 6 }],
    after: 'tr:has-text("Onboarding Email Flow") button[title="Open details"]',
  },
  // ---- adminlte-pages-settings
  {
    id: 's-aset-tz-london-deleted',
    page: 'web/adminlte-pages-settings.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: "//select[@id='settings-tz']/option[3]",
    description: 'the Europe/London option of the time zone select',
    target: '#settings-tz option:text-is("Europe/London")',
    edits: [{ from: '                              <option>Europe/London</option>\n', to: '' }],
    after: null,
  },
  // ---- sbadmin2-buttons
  {
    id: 's-sbbtn-morgan-message-deleted',
    page: 'web/sbadmin2-buttons.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.locator('a.dropdown-item').filter({ hasText: \"Last month's report looks great\" })",
    description: "Morgan Alvarez's message in the Message Center dropdown",
    target: 'a.dropdown-item:has-text("Morgan Alvarez")',
    edits: [
      {
        from: '                                <a class="dropdown-item d-flex align-items-center" href="#">\n                                    <div class="dropdown-list-image mr-3">\n                                        <img class="rounded-circle" src="img/undraw_profile_3.svg"\n                                            alt="...">\n                                        <div class="status-indicator bg-warning"></div>\n                                    </div>\n                                    <div>\n                                        <div class="text-truncate">Last month\'s report looks great, I am very happy with\n                                            the progress so far, keep up the good work!</div>\n                                        <div class="small text-gray-500">Morgan Alvarez · 2d</div>\n                                    </div>\n                                </a>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 's-sbbtn-user-settings-combined',
    page: 'web/sbadmin2-buttons.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "//div[@aria-labelledby='userDropdown']/a[2]",
    description: 'the Settings entry in the user dropdown',
    target: 'div[aria-labelledby="userDropdown"] a:has-text("Settings")',
    edits: [
      {
        from: '                                    Profile\n                                </a>\n',
        to: '                                    Profile\n                                </a>\n                                <a class="dropdown-item" href="#">\n                                    <i class="fas fa-credit-card fa-sm fa-fw mr-2 text-gray-400"></i>\n                                    Billing\n                                </a>\n',
      },
      {
        from: '                                    Settings\n',
        to: '                                    Preferences\n',
      },
    ],
    after: 'div[aria-labelledby="userDropdown"] a:has-text("Preferences")',
  },
  // ---- sbadmin2-tables
  {
    id: 's-sbtab-jena-row-deleted',
    page: 'web/sbadmin2-tables.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: "//table[@id='dataTable']/tbody/tr[11]",
    description: 'the Jena Gaines row in the DataTables example',
    target: 'tr:has(td:text-is("Jena Gaines"))',
    edits: [
      {
        from: '                                        <tr>\n                                            <td>Jena Gaines</td>\n                                            <td>Office Manager</td>\n                                            <td>London</td>\n                                            <td>30</td>\n                                            <td>2008/12/19</td>\n                                            <td>$90,560</td>\n                                        </tr>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 's-sbtab-airi-row-sorted',
    page: 'web/sbadmin2-tables.html',
    kind: 'reorder',
    framework: 'playwright',
    locator: "page.locator('#dataTable tbody tr').nth(4)",
    description: 'the Airi Satou row in the employees table',
    target: 'tr:has(td:text-is("Airi Satou"))',
    edits: [
      {
        move: {
          start: '<tr>\n                                            <td>Airi Satou</td>',
          end: '<td>$162,700</td>\n                                        </tr>\n',
        },
        before: '<tr>\n                                            <td>Ashton Cox</td>',
      },
    ],
    after: 'tr:has(td:text-is("Airi Satou"))',
  },
  // ---- cypress-kitchensink-actions
  {
    id: 's-cyact-disabled-checkbox-aria',
    page: 'web/cypress-kitchensink-actions.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: '.action-checkboxes [disabled]',
    description: 'the disabled "Checkbox two" in the .check() example',
    target: '.action-checkboxes input[value="checkbox2"]',
    edits: [
      {
        from: '<div class="checkbox disabled">\n                <label>\n                  <input type="checkbox" value="checkbox2" disabled>',
        to: '<div class="checkbox disabled">\n                <label>\n                  <input type="checkbox" value="checkbox2" aria-disabled="true">',
      },
    ],
    after: '.action-checkboxes input[value="checkbox2"]',
  },
  // ---- cypress-kitchensink-index
  {
    id: 's-cyidx-focus-link-url',
    page: 'web/cypress-kitchensink-index.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: "//a[@href='/commands/actions' and text()='focus']",
    description: '',
    target: 'li > a:text-is("focus")',
    edits: [
      { from: '<li><a href="/commands/actions">', to: '<li><a href="/api/commands/actions">', count: 15 },
    ],
    after: 'li > a:text-is("focus")',
  },
  // ---- cypress-kitchensink-traversal
  {
    id: 's-cytrav-eclectus-sorted',
    page: 'web/cypress-kitchensink-traversal.html',
    kind: 'reorder',
    framework: 'playwright',
    locator: "page.locator('.birds li').nth(4)",
    description: 'the Eclectus item in the birds list',
    target: '.birds li:text-is("Eclectus")',
    edits: [
      {
        from: '            <li class="list-group-item">Cockatiels</li>\n            <li class="list-group-item">Lorikeets</li>\n            <li class="list-group-item active">Cockatoos</li>\n            <li class="list-group-item">Conures</li>\n            <li class="list-group-item">Eclectus</li>',
        to: '            <li class="list-group-item">Cockatiels</li>\n            <li class="list-group-item active">Cockatoos</li>\n            <li class="list-group-item">Conures</li>\n            <li class="list-group-item">Eclectus</li>\n            <li class="list-group-item">Lorikeets</li>',
      },
    ],
    after: '.birds li:text-is("Eclectus")',
  },
  {
    id: 's-cytrav-tabby-deleted',
    page: 'web/cypress-kitchensink-traversal.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: "//ul[@class='traversal-list']/li[1]",
    description: 'the "tabby" item in the cats list of the .eq() example',
    target: '.traversal-list li:text-is("tabby")',
    edits: [
      {
        from: '          <ul class="traversal-list">\n            <li>tabby</li>\n',
        to: '          <ul class="traversal-list">\n',
      },
    ],
    after: null,
  },
  // ---- midscene-web-extractor-fixture
  {
    id: 's-mwex-70u-row-deleted',
    page: 'web/midscene-web-extractor-fixture.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByRole('row', { name: /70U/ })",
    description: 'the 70U record row in the data table',
    target: 'tr:has(td:text-is("70U"))',
    edits: [
      {
        from: '            <tr>\n                <td>70U</td>\n                <td>Florence Davenport</td>\n                <td>Dariel Acevedo</td>\n                <td>Ashlynn Delacruz</td>\n                <td>Memphis Leal</td>\n            </tr>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 's-mwex-chinese-lang-reworded',
    page: 'web/midscene-web-extractor-fixture.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByText('中文', { exact: true })",
    description: 'the Chinese entry in the language list',
    target: 'li > span:text-is("中文")',
    edits: [{ from: '<li><span>中文</span></li>', to: '<li><span>简体中文</span></li>' }],
    after: 'li > span:text-is("简体中文")',
  },
  // ---- playwright-evals-fill-form
  {
    id: 's-pwform-chair-option-combined',
    page: 'web/playwright-evals-fill-form.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "#productType option[value='chair']",
    description: 'the Chair choice in the Product Type select',
    target: '#productType option[value=chair]',
    edits: [
      {
        from: '<option value="chair">Chair</option>',
        to: '<option value="office-chair">Office chair</option>',
      },
    ],
    after: '#productType option[value="office-chair"]',
  },
  // ---- miniwob-flight-aa-original
  {
    id: 's-aa-mobile-app-link-deleted',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '//*[@id="manage"]/ul[1]/li[3]/a',
    description: 'the Mobile and app link under Travel Information',
    target: 'a[href*="mobile-and-app.jsp"]',
    edits: [
      {
        from: '          <li><a onclick="deleteVirtualPNR()" href="/i18n/travel-info/travel-tools/mobile-and-app.jsp?anchorEvent=false&from=Nav">Mobile and app</a></li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 's-aa-my-account-moved-reworded',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'My Account' })",
    description: 'the My Account link in the main navigation',
    target: 'a[href="/loyalty/profile/summary"]',
    edits: [
      {
        move: { start: '<li><a href="/loyalty/profile/summary"', end: '>My Account</a></li>' },
        before: '      </ul>\n    </li>\n    <li> <a href="#plan"',
      },
      { from: '>My Account</a></li>', to: '>Your account</a></li>' },
    ],
    after: 'a[href="/loyalty/profile/summary"]',
  },
  // ---- miniwob-flight-alaska-original
  {
    id: 's-alaska-gold-upgrade-reworded',
    page: 'web/miniwob-flight-alaska-original.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByText('Gold', { exact: true })",
    description: 'the Gold upgrade option toggle',
    target: 'label[for="upg-gold"]',
    edits: [
      { from: 'value="goldupg" />Gold</label>', to: 'value="goldupg" />MVP Gold</label>' },
      { from: 'value="gold75kupg" />Gold 75k</label>', to: 'value="gold75kupg" />MVP Gold 75K</label>' },
    ],
    after: 'label[for="upg-gold"]',
  },
  // ---- todomvc-site-index
  {
    id: 's-tmsite-exoskeleton-deleted',
    page: 'web/todomvc-site-index.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Exoskeleton' })",
    description: 'the Exoskeleton example in the Labs app list',
    target: 'a[href="examples/exoskeleton/"]',
    edits: [
      {
        from: '\t\t\t\t\t\t\t\t<li>\n\t\t\t\t\t\t\t\t\t<a class="applist-item" href="examples/exoskeleton/" data-source="http://exosjs.com/" data-content="A faster and leaner Backbone for your HTML5 apps.">\n\t\t\t\t\t\t\t\t\t\t<span class="link">Exoskeleton</span>\n\t\t\t\t\t\t\t\t\t</a>\n\t\t\t\t\t\t\t\t</li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 's-tmsite-polymer-moved-to-labs',
    page: 'web/todomvc-site-index.html',
    kind: 'moved',
    framework: 'selenium',
    locator: '[data-app-list="js"] a[href="examples/polymer/index.html"]',
    description: 'the Polymer example link',
    target: 'a[href="examples/polymer/index.html"]',
    edits: [
      {
        move: {
          start: '<li>\n\t\t\t\t\t\t\t\t\t<a class="applist-item" href="examples/polymer/index.html"',
          end: '<span class="link">Polymer</span>\n\t\t\t\t\t\t\t\t\t</a>\n\t\t\t\t\t\t\t\t</li>\n',
        },
        before: '<li>\n\t\t\t\t\t\t\t\t\t<a class="applist-item" href="examples/aurelia/"',
      },
    ],
    after: 'a[href="examples/polymer/index.html"]',
  },
  // ---- vaadin-grid
  {
    id: 's-vgrid-footer-checkbox-id',
    page: 'web/vaadin-grid.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: '#footer',
    description: '',
    target: 'vaadin-checkbox#footer',
    edits: [
      {
        from: '<vaadin-checkbox id="footer" value="footer" label="Footer">',
        to: '<vaadin-checkbox id="show-footer" value="footer" label="Footer">',
      },
      { from: "document.getElementById('footer')", to: "document.getElementById('show-footer')" },
    ],
    after: 'vaadin-checkbox#show-footer',
  },
  // ---- vaadin-card
  {
    id: 's-vcard-header-prefix-wrapped',
    page: 'web/vaadin-card.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: "//vaadin-checkbox-group[@class='slot-options']/vaadin-checkbox[2]",
    description: 'the Header Prefix checkbox in the Header & Footer options',
    target: 'vaadin-checkbox[value="header-prefix"]',
    edits: [
      {
        from: '        <vaadin-checkbox label="Header" value="header"></vaadin-checkbox>\n        <vaadin-checkbox label="Header Prefix" value="header-prefix"></vaadin-checkbox>\n        <vaadin-checkbox label="Header Suffix" value="header-suffix"></vaadin-checkbox>\n',
        to: '        <div class="slot-options__header">\n          <vaadin-checkbox label="Header" value="header"></vaadin-checkbox>\n          <vaadin-checkbox label="Header Prefix" value="header-prefix"></vaadin-checkbox>\n          <vaadin-checkbox label="Header Suffix" value="header-suffix"></vaadin-checkbox>\n        </div>\n',
      },
    ],
    after: 'vaadin-checkbox[value="header-prefix"]',
  },
  // ---- vaadin-side-nav
  {
    id: 's-vsidenav-layouts-group-reworded',
    page: 'web/vaadin-side-nav.html',
    kind: 'reworded',
    framework: 'selenium',
    locator: "//vaadin-side-nav-item[normalize-space(text())='Layouts']",
    description: 'the Layouts group in the side navigation',
    target: 'vaadin-side-nav-item:has(> vaadin-tooltip[text="Different types of layouts"])',
    edits: [{ from: '          Layouts\n', to: '          Page layouts\n' }],
    after: 'vaadin-side-nav-item:has(> vaadin-tooltip[text="Different types of layouts"])',
  },
  // ---- postlight-github
  {
    id: 's-gh-contributor-andrianbdn-deleted',
    page: 'web/postlight-github.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: "//h2[contains(., 'Contributors')]/following-sibling::ul/li[2]/span/a",
    description: "AndrianBdn's name link in the Contributors list",
    target: 'a.Link--primary[href="https://github.com/AndrianBdn"]',
    edits: [
      {
        from: '    <li class="mb-2 d-flex" data-test-selector="grid-mode-element">\n      <a href="https://github.com/AndrianBdn" class="mr-2" data-hovercard-type="user" data-hovercard-url="/users/AndrianBdn/hovercard" data-octo-click="hovercard-link-click" data-octo-dimensions="link_type:self">\n        <img src="https://avatars.githubusercontent.com/u/994900?s=64&amp;v=4" alt="@AndrianBdn" size="32" height="32" width="32" data-view-component="true" class="avatar circle">\n      </a>\n      <span data-view-component="true" class="flex-self-center min-width-0 css-truncate css-truncate-overflow width-fit flex-auto">\n        <a href="https://github.com/AndrianBdn" class="Link--primary no-underline flex-self-center">\n          <strong>AndrianBdn</strong>\n          <span class="color-fg-muted">Andrian Budantsov</span>\n        </a>\n</span>    </li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 's-gh-stars-link-class-rehash',
    page: 'web/postlight-github.html',
    kind: 'class-rehash',
    framework: 'playwright',
    locator: 'page.locator(\'a.Link--muted[href$="/stargazers"]\')',
    description: 'the stars count link in the About sidebar',
    target: 'a.Link--muted[href="/steventroughtonsmith/marzipanify/stargazers"]',
    edits: [
      {
        from: 'data-view-component="true" class="Link--muted"',
        to: 'data-view-component="true" class="prc-Link-Link-85e08 sidebar-module__mutedLink--Kq3xT"',
        count: 3,
      },
    ],
    after: 'a.prc-Link-Link-85e08[href="/steventroughtonsmith/marzipanify/stargazers"]',
  },
  // ---- postlight-linkedin
  {
    id: 's-li-william-comment-deleted',
    page: 'web/postlight-linkedin.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator:
      "page.locator('section.comment').filter({ hasText: 'William ten Holder' }).getByRole('button', { name: 'Sign in to reply to this comment' })",
    description: "the Reply button on William ten Holder's comment",
    target:
      'section.comment:has(a[href*="william-ten-holder"]) button[aria-label="Sign in to reply to this comment"]',
    edits: [
      {
        from: '    <section class="comment">\n      <article class="comment__content-wrapper">\n        <div class="comment__actor-image-wrapper">\n              \n              <a href="https://ca.linkedin.com/in/william-ten-holder-16b022b0?trk=pulse-article_social-details_comment_actor-image" data-tracking-control-name="pulse-article_social-details_comment_actor-image" data-tracking-will-navigate="">\n                \n      <img class="artdeco-entity-image artdeco-entity-image--circle-1  comment__actor-image" data-delayed-url="https://media-exp1.licdn.com/dms/image/C5603AQF6KzbKJcT06A/profile-displayphoto-shrink_100_100/0/1517519732477?e=1665619200&amp;v=beta&amp;t=_d7FBRmvtpYrnbZDojTBEEwW6bLAqJ3oinpWLaTosEA" data-ghost-classes="artdeco-entity-image--ghost" data-ghost-url="https://static-exp1.licdn.com/sc/h/244xhbkr7g40x6bsu4gi6q4ry" alt="William ten Holder">\n  \n              </a>\n        </div>\n        <div class="comment__body-wrapper">\n          <div class="comment__actor-name-wrapper">\n              <a class="comment__actor-name" href="https://ca.linkedin.com/in/william-ten-holder-16b022b0?trk=pulse-article_social-details_comment_actor-name" data-tracking-control-name="pulse-article_social-details_comment_actor-name" data-tracking-will-navigate="">\n                William ten Holder\n              </a>\n          </div>\n          <span class="comment__message">\n            <span>Nice . . love and fire . .  or so it seems . .  illusion is everywhere  we look  !   Stay true to your convictions !</span>\n          </span>\n\n          <div class="comment__actions" aria-label="Comment Controls">\n            \n    <div class="tooltip">\n      \n                <button class="tooltip__trigger comment__action" data-tracking-control-name="pulse-article_social-details_comment_like" aria-label="Sign in to like this comment" type="button">\n                  Like\n                </button>\n              \n      <span role="tooltip" class="tooltip__popup" aria-hidden="true">\n        Sign in to like this comment\n      </span>\n    </div>\n  \n            \n    <div class="tooltip">\n      \n                <button class="tooltip__trigger comment__action" data-tracking-control-name="pulse-article_social-details_comment_reply" aria-label="Sign in to reply to this comment" type="button">\n                  Reply\n                </button>\n              \n      <span role="tooltip" class="tooltip__popup" aria-hidden="true">\n        Sign in to reply to this comment\n      </span>\n    </div>\n  \n          </div>\n        </div>\n      </article>\n\n      <div class="comment__meta">\n        <time class="comment__time">\n          \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n    6y\n  \n        </time>\n\n\n    \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n      <div class="ellipsis-menu comment__ellipsis-menu">\n        \n\n    \n\n    <div class="collapsible-dropdown">\n          \n            <button class="ellipsis-menu__trigger ellipsis-menu__trigger--small collapsible-dropdown__button" aria-expanded="false" aria-label="Open menu" data-tracking-control-name="pulse-article_social-details_comment_ellipsis-menu-trigger">\n              <icon class="ellipsis-menu__trigger-icon" data-delayed-url="https://static-exp1.licdn.com/sc/h/4fhyzm5kx5f9n32dgeb33w9cg"></icon>\n            </button>\n          \n\n        <ul class="collapsible-dropdown__list hidden" role="menu" tabindex="-1">\n          \n            \n\n              <li class="ellipsis-menu__item">\n                <a href="https://www.linkedin.com/login?session_redirect=https%3A%2F%2Fwww%2Elinkedin%2Ecom%2Fpulse%2Fwhat-set-your-soul-fire-2017-ellyn-shook&amp;trk=pulse-article_social-details_comment_ellipsis-menu-sign-in-redirect" class="ellipsis-menu__item-button" data-tracking-control-name="pulse-article_social-details_comment_ellipsis-menu-sign-in-redirect" data-tracking-will-navigate="">\n                  <icon class="ellipsis-menu__item-icon" data-delayed-url="https://static-exp1.licdn.com/sc/h/43bxdx7i9x7nc4dsqaf24dop1"></icon>\n                  Report this comment\n                </a>\n              </li>\n          \n        </ul>\n\n    </div>\n  \n\n      </div>\n\n      </div>\n    </section>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 's-li-article-menu-attr-renamed',
    page: 'web/postlight-linkedin.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: 'button[data-tracking-control-name="pulse-article_ellipsis-menu-trigger"]',
    description: 'the "Open menu" (…) button next to the article title',
    target: 'button[data-tracking-control-name="pulse-article_ellipsis-menu-trigger"]',
    edits: [
      {
        from: 'data-tracking-control-name="pulse-article_ellipsis-menu-trigger"',
        to: 'data-tracking-id="pulse-article_ellipsis-menu-trigger"',
      },
    ],
    after: 'button[data-tracking-id="pulse-article_ellipsis-menu-trigger"]',
  },
  // ---- postlight-reddit
  {
    id: 's-rd-drizzit-save-class-rehash',
    page: 'web/postlight-reddit.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator:
      "//div[@id='t1_ehqcmq9']//button[@class='_374Hkkigy4E4srsI2WktEd _2hr3tRWszeMRQ0u_Whs7t8 _14hLFU5cIJCyxH9DSgsCov'][2]",
    description: "the Save button under drizzitdude's comment",
    target: '#t1_ehqcmq9 button:text-is("Save")',
    edits: [
      {
        from: '_374Hkkigy4E4srsI2WktEd _2hr3tRWszeMRQ0u_Whs7t8 _14hLFU5cIJCyxH9DSgsCov',
        to: '_2ZtbGRxv8fkYqvXnMh1Wfa _1qP9BrxkHcV2Lw0sDmRzQe _14hLFU5cIJCyxH9DSgsCov',
        count: 346,
      },
    ],
    after: '#t1_ehqcmq9 button:text-is("Save")',
  },
  {
    id: 's-rd-strangeglyph-author-decoy',
    page: 'web/postlight-reddit.html',
    kind: 'decoy',
    framework: 'playwright',
    locator: "page.getByTestId('comment_author_link').nth(3)",
    description: "strangeglyph's username link on their comment",
    target: 'a[data-testid="comment_author_link"][href="/user/strangeglyph/"]',
    edits: [
      {
        from: '<div id="t1_ehq47gs"',
        to: '<div id="t1_ehq3zzz" style="padding-left:16px" tabindex="-1" class="_3sf33-9rVAO_v4y0pIW_CH"><div class="Comment t1_ehq3zzz"><div id="UserInfoTooltip--t1_ehq3zzz"><a class="wM6scouPXXsFDSZmZPHRo DjcdNGtVXPcxG0yiFXIoZ _23wugcdiaj44hdfugIAlnX " data-testid="comment_author_link" href="/user/AutoModerator/">AutoModerator</a></div><div data-testid="comment"><p>Please remember the subreddit rules. This comment is stickied.</p></div></div></div>\n                                      <div id="t1_ehq47gs"',
      },
    ],
    after: 'a[data-testid="comment_author_link"][href="/user/strangeglyph/"]',
  },
  // ---- postlight-reddit-image-post
  {
    id: 's-rdimg-hide-post-wrapped',
    page: 'web/postlight-reddit-image-post.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: '//*[@id="t3_aybw1m"]/div/div[6]/div[1]/div[3]/button',
    description: 'the hide button in the post action bar',
    target: '#t3_aybw1m button:has(i.icon-hide)',
    edits: [
      {
        from: 'data-adclicklocation="fl_unknown"><button\n                                    class="_10K5i7NW6qcm-UoCtpB3aK YszYBnnIoNY8pZ6UwCivd _3yh2bniLq7bYr4BaiXowdO _2sAFaB0tx4Hd5KxVkdUcAx _3sUJGnemgtNczijwoT8PGg"><span\n                                      class="pthKOcceozMuXLYrLlbL1"><i class="icon icon-hide"></i></span><span\n                                      class="_2-cXnP74241WI7fpcpfPmg _70940WUuFmpHbhKlj8EjZ">hide</span></button></div>',
        to: 'data-adclicklocation="fl_unknown"><span class="_3Qx5dLgkw1x0Zs-Ar0BhS1" data-tooltip="Hide post"><button\n                                    class="_10K5i7NW6qcm-UoCtpB3aK YszYBnnIoNY8pZ6UwCivd _3yh2bniLq7bYr4BaiXowdO _2sAFaB0tx4Hd5KxVkdUcAx _3sUJGnemgtNczijwoT8PGg"><span\n                                      class="pthKOcceozMuXLYrLlbL1"><i class="icon icon-hide"></i></span><span\n                                      class="_2-cXnP74241WI7fpcpfPmg _70940WUuFmpHbhKlj8EjZ">hide</span></button></span></div>',
      },
    ],
    after: '#t3_aybw1m button:has(i.icon-hide)',
  },
  {
    id: 's-rdimg-numbered-list-reworded',
    page: 'web/postlight-reddit-image-post.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByRole('button', { name: 'Numbered List' })",
    description: 'the Numbered List button in the comment editor toolbar',
    target: 'button[aria-label="Numbered List"]',
    edits: [
      { from: 'aria-label="Numbered List"', to: 'aria-label="Ordered list"' },
      { from: 'Numbered List</div>', to: 'Ordered list</div>' },
    ],
    after: 'button[aria-label="Ordered list"]',
  },
  // ---- postlight-youtube
  {
    id: 's-yt-dispatchers-chapter-deleted',
    page: 'web/postlight-youtube.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '//*[@id="contents"]/ytd-macro-markers-list-item-renderer[9]/a',
    description: 'the Dispatchers chapter (30:49) in the Chapters panel',
    target: 'a[href="/watch?v=srtMWzyqdp8&t=1849s"]',
    edits: [
      {
        from: '<ytd-macro-markers-list-item-renderer class="style-scope ytd-macro-markers-list-renderer"\n                              rounded="" modern=""\n                              carousel-type="MACRO_MARKERS_LIST_ITEM_RENDERER_CAROUSEL_TYPE_DEFAULT"\n                              style="--ytd-macro-markers-list-item-background-color: initial; --ytd-macro-markers-list-item-title-color: initial; --ytd-macro-markers-list-item-secondary-color: initial; --ytd-macro-markers-list-item-timestamp-background-color: initial;">\n                              <!--css-build:shady--><a id="endpoint"\n                                class="yt-simple-endpoint style-scope ytd-macro-markers-list-item-renderer"\n                                draggable="false" href="/watch?v=srtMWzyqdp8&amp;t=1849s">\n                                <div id="active-indicator" class="style-scope ytd-macro-markers-list-item-renderer">\n                                </div>\n                                <div id="thumbnail" class="style-scope ytd-macro-markers-list-item-renderer">\n                                  <yt-img-shadow object-fit="FILL"\n                                    class="style-scope ytd-macro-markers-list-item-renderer no-transition empty"\n                                    style="background-color: transparent;">\n                                    <!--css-build:shady--><img id="img" draggable="false"\n                                      class="style-scope yt-img-shadow" alt="">\n                                  </yt-img-shadow>\n                                </div>\n                                <div id="details" class="style-scope ytd-macro-markers-list-item-renderer">\n                                  <h4 class="macro-markers style-scope ytd-macro-markers-list-item-renderer"\n                                    title="Dispatchers">Dispatchers</h4>\n                                  <h4 class="problem-walkthroughs style-scope ytd-macro-markers-list-item-renderer"\n                                    title="Dispatchers" hidden="">Dispatchers</h4>\n                                  <div id="time" class="style-scope ytd-macro-markers-list-item-renderer">30:49</div>\n                                </div>\n                              </a>\n                              <div id="share-button" class="style-scope ytd-macro-markers-list-item-renderer">\n                                <ytd-button-renderer class="style-scope ytd-macro-markers-list-item-renderer"\n                                  button-renderer="">\n                                  <yt-button-shape><button\n                                      class="yt-spec-button-shape-next yt-spec-button-shape-next--text yt-spec-button-shape-next--mono yt-spec-button-shape-next--size-m yt-spec-button-shape-next--icon-only-default "\n                                      aria-label="Share" style="">\n                                      <div class="yt-spec-button-shape-next__icon" aria-hidden="true">\n                                        <yt-icon style="width: 24px; height: 24px;"><svg viewBox="0 0 24 24"\n                                            preserveAspectRatio="xMidYMid meet" focusable="false"\n                                            class="style-scope yt-icon"\n                                            style="pointer-events: none; display: block; width: 100%; height: 100%;">\n                                            <g mirror-in-rtl="" class="style-scope yt-icon">\n                                              <path\n                                                d="M15,5.63L20.66,12L15,18.37V15v-1h-1c-3.96,0-7.14,1-9.75,3.09c1.84-4.07,5.11-6.4,9.89-7.1L15,9.86V9V5.63 M14,3v6 C6.22,10.13,3.11,15.33,2,21c2.78-3.97,6.44-6,12-6v6l8-9L14,3L14,3z"\n                                                class="style-scope yt-icon"></path>\n                                            </g>\n                                          </svg>\n                                          <!--css-build:shady-->\n                                        </yt-icon>\n                                      </div>\n                                      <yt-touch-feedback-shape style="border-radius: inherit;">\n                                        <div\n                                          class="yt-spec-touch-feedback-shape yt-spec-touch-feedback-shape--touch-response"\n                                          aria-hidden="true">\n                                          <div class="yt-spec-touch-feedback-shape__stroke" style=""></div>\n                                          <div class="yt-spec-touch-feedback-shape__fill" style=""></div>\n                                        </div>\n                                      </yt-touch-feedback-shape>\n                                    </button></yt-button-shape>\n                                  <tp-yt-paper-tooltip fit-to-visible-bounds="" offset="8" disable-upgrade="">\n                                  </tp-yt-paper-tooltip>\n                                </ytd-button-renderer>\n                              </div>\n                              <div id="repeat-button" class="style-scope ytd-macro-markers-list-item-renderer">\n                                <ytd-toggle-button-renderer class="style-scope ytd-macro-markers-list-item-renderer"\n                                  button-renderer="true">\n                                  <yt-button-shape><button\n                                      class="yt-spec-button-shape-next yt-spec-button-shape-next--text yt-spec-button-shape-next--mono yt-spec-button-shape-next--size-m yt-spec-button-shape-next--icon-only-default "\n                                      aria-pressed="false" aria-label="Repeat chapter is off" style="">\n                                      <div class="yt-spec-button-shape-next__icon" aria-hidden="true">\n                                        <yt-icon style="width: 24px; height: 24px;"><svg viewBox="0 0 24 24"\n                                            preserveAspectRatio="xMidYMid meet" focusable="false"\n                                            class="style-scope yt-icon"\n                                            style="pointer-events: none; display: block; width: 100%; height: 100%;">\n                                            <g class="style-scope yt-icon">\n                                              <path\n                                                d="M21,13h1v5L3.93,18.03l2.62,2.62l-0.71,0.71L1.99,17.5l3.85-3.85l0.71,0.71l-2.67,2.67L21,17V13z M3,7l17.12-0.03 l-2.67,2.67l0.71,0.71l3.85-3.85l-3.85-3.85l-0.71,0.71l2.62,2.62L2,6v5h1V7z"\n                                                class="style-scope yt-icon"></path>\n                                            </g>\n                                          </svg>\n                                          <!--css-build:shady-->\n                                        </yt-icon>\n                                      </div>\n                                      <yt-touch-feedback-shape style="border-radius: inherit;">\n                                        <div\n                                          class="yt-spec-touch-feedback-shape yt-spec-touch-feedback-shape--touch-response"\n                                          aria-hidden="true">\n                                          <div class="yt-spec-touch-feedback-shape__stroke" style=""></div>\n                                          <div class="yt-spec-touch-feedback-shape__fill" style=""></div>\n                                        </div>\n                                      </yt-touch-feedback-shape>\n                                    </button></yt-button-shape>\n                                  <tp-yt-paper-tooltip fit-to-visible-bounds="" offset="8" disable-upgrade="">\n                                  </tp-yt-paper-tooltip>\n                                </ytd-toggle-button-renderer>\n                              </div>\n                            </ytd-macro-markers-list-item-renderer>\n                            ',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 's-yt-broadcast-chapter-url',
    page: 'web/postlight-youtube.html',
    kind: 'attribute-changed',
    framework: 'playwright',
    locator: 'page.locator(\'a[href="/watch?v=srtMWzyqdp8&t=1946s"]\')',
    description: 'the BroadcastDispatcher chapter in the Chapters panel',
    target: 'a[href="/watch?v=srtMWzyqdp8&t=1946s"]',
    edits: [
      {
        from: 'href="/watch?v=srtMWzyqdp8&amp;t=',
        to: 'href="/watch?v=srtMWzyqdp8&amp;pp=ygUHY2hhcHRlcg%3D%3D&amp;t=',
        count: 40,
      },
    ],
    after: 'a[href="/watch?v=srtMWzyqdp8&pp=ygUHY2hhcHRlcg%3D%3D&t=1946s"]',
  },
  // ---- postlight-twitter
  {
    id: 's-tw-deutsch-lang-tag',
    page: 'web/postlight-twitter.html',
    kind: 'tag-change',
    framework: 'selenium',
    locator: 'a[data-lang-code="de"]',
    description: 'the Deutsch entry in the language dropdown',
    target: 'a[data-lang-code="de"]',
    edits: [
      {
        from: '<li><a href="?lang=de" data-lang-code="de" title="German" class="js-language-link js-tooltip">Deutsch</a></li>',
        to: '<li><button type="button" data-lang-code="de" title="German" class="js-language-link js-tooltip">Deutsch</button></li>',
      },
    ],
    after: 'button[data-lang-code="de"]',
  },
  {
    id: 's-tw-retweeter-marissa-deleted',
    page: 'web/postlight-twitter.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByTitle('Marissa')",
    description: "Marissa's avatar among the retweeters of the tweet",
    target: 'a[href="/marizlemon"]',
    edits: [
      {
        from: '      <a class="js-profile-popup-actionable js-tooltip" href="/marizlemon" data-user-id="1689833017" original-title="Marissa" title="Marissa">\n  <img class="avatar size24 js-user-profile-link" src="https://pbs.twimg.com/profile_images/730602084215611392/3ZxorwdH_normal.jpg" alt="Marissa">\n</a>\n',
        to: '',
      },
    ],
    after: null,
  },
  // ---- readability-bbc-1
  {
    id: 's-bbc-weather-orb-reorder',
    page: 'web/readability-bbc-1.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: '//*[@id="orb-nav-links"]/ul/li[3]/a',
    description: 'the Weather link in the BBC top bar',
    target: '#orb-nav-links li.orb-nav-weather a',
    edits: [
      {
        from: '<li class="orb-nav-sport"> <a href="/sport/">Sport</a> </li>    <li class="orb-nav-weather"> <a href="/weather/">Weather</a> </li>',
        to: '<li class="orb-nav-weather"> <a href="/weather/">Weather</a> </li>    <li class="orb-nav-sport"> <a href="/sport/">Sport</a> </li>',
        count: 2,
      },
    ],
    after: '#orb-nav-links li.orb-nav-weather a',
  },
  {
    id: 's-bbc-health-nav-class-rehash',
    page: 'web/readability-bbc-1.html',
    kind: 'class-rehash',
    framework: 'playwright',
    locator: 'page.locator(\'a.navigation-wide-list__link[href="/news/health"]\')',
    description: 'the Health link in the News navigation bar',
    target: 'a.navigation-wide-list__link[href="/news/health"]',
    edits: [
      {
        from: 'class="navigation-wide-list__link"',
        to: 'class="nw-o-link nw-o-link--no-visited-state"',
        count: 15,
      },
    ],
    after: 'ul[aria-label="News"] a[href="/news/health"]',
  },
  // ---- readability-cnn
  {
    id: 's-cnn-europe-2020-deleted',
    page: 'web/readability-cnn.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '//*[@id="main-nav--economy"]/div/div/div[2]/ul/li[2]/a',
    description: 'the Europe 2020 link in the Economy menu',
    target: 'a.flyout-nav-link[href="/news/europe-2020/"]',
    edits: [
      {
        from: '                                            <li data-vr-contentbox=""><a href="/news/europe-2020/" class="flyout-nav-link">Europe 2020</a></li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 's-cnn-gadgets-to-gear-combined',
    page: 'web/readability-cnn.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Gadgets' })",
    description: 'the Gadgets link in the Tech menu',
    target: 'a.flyout-nav-link[href="http://money.cnn.com/technology/gadgets/?iid=A_T_QL"]',
    edits: [
      {
        from: '<li data-vr-contentbox=""><a href="http://money.cnn.com/technology/gadgets/?iid=A_T_QL" class="flyout-nav-link">Gadgets</a></li>',
        to: '<li data-vr-contentbox=""><a href="http://money.cnn.com/technology/gear/?iid=A_T_QL" class="flyout-nav-link">Gear &amp; Gadgetry</a></li>',
      },
    ],
    after: 'a.flyout-nav-link[href="http://money.cnn.com/technology/gear/?iid=A_T_QL"]',
  },
  // ---- readability-engadget
  {
    id: 's-eng-con-4k-tv-deleted',
    page: 'web/readability-engadget.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: "(//li[@class='bulleted bulleted--large'])[5]",
    description: 'the "Not worth it if you don\'t have a 4K TV" item in the review cons',
    target: 'li.bulleted--large:has-text("Not worth")',
    edits: [
      {
        from: '                                                                        <li class="bulleted bulleted--large">Not worth\n                                                                            it if you don’t have a 4K TV\n                                                                        </li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 's-eng-author-byline-combined',
    page: 'web/readability-engadget.html',
    kind: 'combined',
    framework: 'selenium',
    locator: 'a.th-meta[href="/about/editors/devindra-hardawar/"]',
    description: 'the author name link in the article byline',
    target: 'a.th-meta[href="/about/editors/devindra-hardawar/"]',
    edits: [
      {
        from: 'href="/about/editors/devindra-hardawar/"',
        to: 'href="/about/authors/devindra-hardawar/"',
        count: 4,
      },
      {
        from: '                                                                         class="th-meta">Devindra Hardawar</a>',
        to: '                                                                         class="c-gray-1 author-link">Devindra Hardawar</a>',
      },
    ],
    after: 'div.t-meta-small\\@s a[href="/about/authors/devindra-hardawar/"]',
  },
  // ---- readability-ietf-1
  {
    id: 's-ietf-toc-options-preflight-decoy',
    page: 'web/readability-ietf-1.html',
    kind: 'decoy',
    framework: 'selenium',
    locator: '/html/body/pre[2]/a[32]',
    description: 'the table-of-contents link for section 12.4 "OPTIONS preflight"',
    target: 'a[href="#section-12.4"] >> nth=0',
    edits: [
      {
        from: '     <a href="#section-12.4">12.4</a>. OPTIONS preflight........................................<a href="#page-15">15</a>\n     <a href="#section-12.5">12.5</a>. Initial PUT..............................................<a href="#page-15">15</a>\n     <a href="#section-12.6">12.6</a>. Subsequent PUT...........................................<a href="#page-16">16</a>\n     <a href="#section-12.7">12.7</a>. GET......................................................<a href="#page-16">16</a>\n     <a href="#section-12.8">12.8</a>. DELETE...................................................<a href="#page-17">17</a>',
        to: '     <a href="#section-12.4">12.4</a>. HEAD request.............................................<a href="#page-15">15</a>\n     <a href="#section-12.5">12.5</a>. OPTIONS preflight........................................<a href="#page-15">15</a>\n     <a href="#section-12.6">12.6</a>. Initial PUT..............................................<a href="#page-16">16</a>\n     <a href="#section-12.7">12.7</a>. Subsequent PUT...........................................<a href="#page-16">16</a>\n     <a href="#section-12.8">12.8</a>. GET......................................................<a href="#page-17">17</a>\n     <a href="#section-12.9">12.9</a>. DELETE...................................................<a href="#page-17">17</a>',
      },
    ],
    after: 'xpath=(//a[@href="#section-12.5"])[1]',
  },
  // ---- readability-gitlab-blog
  {
    id: 's-glb-report-link-reworded',
    page: 'web/readability-gitlab-blog.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: '2024 Global DevSecOps Report' })",
    description: 'the link to the full survey report in the "Explore this year\'s report" section',
    target: 'a[href="https://about.gitlab.com/developer-survey/"]:has-text("Report")',
    edits: [
      {
        from: 'Read the full <a href="https://about.gitlab.com/developer-survey/">2024 Global DevSecOps Report</a> for more insights',
        to: 'Read <a href="https://about.gitlab.com/developer-survey/">the complete survey results</a> for more insights',
      },
    ],
    after: 'a[href="https://about.gitlab.com/developer-survey/"]:has-text("complete survey results")',
  },
  {
    id: 's-glb-heading-anchor-slug',
    page: 'web/readability-gitlab-blog.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator:
      'a.header-anchor[href="#2.-ai-speeds-up-developer-onboarding-%E2%80%94-but-organizations-still-have-concerns"]',
    description: 'the permalink anchor of the heading "2. AI speeds up developer onboarding"',
    target:
      'a.header-anchor[href="#2.-ai-speeds-up-developer-onboarding-%E2%80%94-but-organizations-still-have-concerns"]',
    edits: [
      {
        from: 'id="2.-ai-speeds-up-developer-onboarding-%E2%80%94-but-organizations-still-have-concerns"',
        to: 'id="ai-speeds-up-developer-onboarding"',
      },
      {
        from: 'href="#2.-ai-speeds-up-developer-onboarding-%E2%80%94-but-organizations-still-have-concerns"',
        to: 'href="#ai-speeds-up-developer-onboarding"',
      },
    ],
    after: 'a.header-anchor[href="#ai-speeds-up-developer-onboarding"]',
  },
  // ---- readability-guardian-1
  {
    id: 's-grd-culture-pillar-class-rehash',
    page: 'web/readability-guardian-1.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: 'a.pillar-link--Culture',
    description: 'the Culture pillar link in the main navigation',
    target: 'a.pillar-link--Culture',
    edits: [
      { from: '<a class="pillar-link pillar-link--News"', to: '<a class="dcr-1q5ndy5"' },
      { from: '<a class="pillar-link pillar-link--Opinion"', to: '<a class="dcr-1bzb6sm"' },
      { from: '<a class="pillar-link pillar-link--Sport"', to: '<a class="dcr-ohz5sq"' },
      { from: '<a class="pillar-link pillar-link--Culture"', to: '<a class="dcr-7ew1fj"' },
      { from: '<a class="pillar-link pillar-link--Lifestyle"', to: '<a class="dcr-1w6pm7v"' },
    ],
    after: 'a[data-link-name="nav2 : primary : Culture"]',
  },
  {
    id: 's-grd-home-garden-attr-renamed',
    page: 'web/readability-guardian-1.html',
    kind: 'attribute-renamed',
    framework: 'playwright',
    locator: 'page.locator(\'[data-link-name="nav2 : secondary : Home & garden"]\')',
    description: 'the Home & garden link in the Lifestyle menu',
    target: '[data-link-name="nav2 : secondary : Home & garden"]',
    edits: [
      {
        from: 'data-link-name="nav2 : secondary : ',
        to: 'data-analytics-name="nav2 : secondary : ',
        count: 42,
      },
    ],
    after: '[data-analytics-name="nav2 : secondary : Home & garden"]',
  },
  // ---- readability-medium-3
  {
    id: 's-med-author-header-combined',
    page: 'web/readability-medium-3.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "//a[@class='bh bi at au av aw ax ay az ba fw bd bl bm' and text()='John C. Welch']",
    description: 'the author name link under the article title',
    target:
      'a[href="/@johncwelch?source=post_page-----d146a92473a1----------------------"]:has-text("John C. Welch")',
    edits: [
      {
        from: 'class="bh bi at au av aw ax ay az ba fw bd bl bm"',
        to: 'class="af ag ah ai aj ak al am an ao fx ap aq ar"',
        count: 16,
      },
      {
        from: 'rel="noopener" href="/@johncwelch?source=post_page-----d146a92473a1----------------------">John C. Welch</a>',
        to: 'rel="noopener" href="/@johncwelch?source=post_page-----d146a92473a1--------------------------------">John C. Welch</a>',
      },
    ],
    after:
      'a[href="/@johncwelch?source=post_page-----d146a92473a1--------------------------------"]:has-text("John C. Welch")',
  },
  {
    id: 's-med-patronage-link-reworded',
    page: 'web/readability-medium-3.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'patronage model' })",
    description: 'the "patronage model" link in the first list item of the article',
    target: 'a[href="http://www.marco.org/2015/10/09/overcast2"]',
    edits: [
      {
        from: 'rel="noopener nofollow">patronage model</a>',
        to: 'rel="noopener nofollow">patronage-based business model</a>',
      },
    ],
    after: 'a[href="http://www.marco.org/2015/10/09/overcast2"]',
  },
  // ---- readability-mozilla-1
  {
    id: 's-moz-themes-tab-id-renamed',
    page: 'web/readability-mozilla-1.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: '#customize-themes',
    description: '',
    target: '#customize-themes',
    edits: [
      { from: 'id="customize-themes"', to: 'id="customizer-tab-themes"' },
      { from: 'aria-labelledby="customize-themes"', to: 'aria-labelledby="customizer-tab-themes"' },
    ],
    after: '#customizer-tab-themes',
  },
  {
    id: 's-moz-interest-dashboard-attr-renamed',
    page: 'web/readability-mozilla-1.html',
    kind: 'attribute-renamed',
    framework: 'playwright',
    locator: 'page.locator(\'a[data-ga="desktop - interest dashboard"]\')',
    description: '',
    target: 'a[data-ga="desktop - interest dashboard"]',
    edits: [{ from: 'data-ga="', to: 'data-analytics-link="', count: 30 }],
    after: 'a[data-analytics-link="desktop - interest dashboard"]',
  },
  // ---- readability-msn
  {
    id: 's-msn-signin-reworded',
    page: 'web/readability-msn.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Sign in' })",
    description: 'the Sign in link in the MSN header',
    target: 'li#sign-in a',
    edits: [
      {
        from: '<span class="mectrlname mectrlsignin">Sign in</span>',
        to: '<span class="mectrlname mectrlsignin">Log in</span>',
      },
      { from: 'title="Sign in"', to: 'title="Log in"' },
    ],
    after: 'li#sign-in a',
  },
  {
    id: 's-msn-weather-nav-wrapped',
    page: 'web/readability-msn.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: '/html/body/nav/div[1]/ul[1]/li[3]/a',
    description: 'the Weather link in the top MSN navigation',
    target: 'li.weather > a',
    edits: [
      {
        from: '<a href="/en-us/weather" tabindex="2">Weather</a>',
        to: '<span class="nav-label"><a href="/en-us/weather" tabindex="2">Weather</a></span>',
      },
    ],
    after: 'li.weather a[href="/en-us/weather"]',
  },
  // ---- readability-nytimes-5
  {
    id: 's-nyt-opinion-blow-deleted',
    page: 'web/readability-nytimes-5.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'La muerte cambió mi vida' })",
    description: "Charles M. Blow's column link in the Opinión list",
    target: 'a[href^="/es/2022/01/25/espanol/opinion/afrontar-"]:has-text("La muerte")',
    edits: [
      {
        from: '<li class="css-x9pcp0 eb97p613">\n                                                <article class="css-15cbhtu">\n                                                    <h3 class="css-1uu6dhy e1hr934v0">\n                                                        Charles M. Blow\n                                                    </h3>\n                                                    <figure class="photo css-k4k3gl e759ksq0" aria-label="media" role="group">\n                                                        <span class="css-1dv1kvn">Photo</span><a data-rref="" href="/es/2022/01/25/espanol/opinion/afrontar-muerte.html"><img src="https://static01.nyt.com/images/2022/01/24/opinion/25blow-ESP/merlin_173417982_7b98ed4c-60ba-4691-89c6-01063784e890-videoLarge.jpg" srcset="https://static01.nyt.com/images/2022/01/24/opinion/25blow-ESP/merlin_173417982_7b98ed4c-60ba-4691-89c6-01063784e890-thumbLarge.jpg 150w, https://static01.nyt.com/images/2022/01/24/opinion/25blow-ESP/merlin_173417982_7b98ed4c-60ba-4691-89c6-01063784e890-videoLarge.jpg 768w, https://static01.nyt.com/images/2022/01/24/opinion/25blow-ESP/merlin_173417982_7b98ed4c-60ba-4691-89c6-01063784e890-mediumThreeByTwo225.jpg 225w, https://static01.nyt.com/images/2022/01/24/opinion/25blow-ESP/merlin_173417982_7b98ed4c-60ba-4691-89c6-01063784e890-mediumThreeByTwo440.jpg 440w, https://static01.nyt.com/images/2022/01/24/opinion/25blow-ESP/merlin_173417982_7b98ed4c-60ba-4691-89c6-01063784e890-hpSmall.jpg 163w" alt="" /></a>\n                                                        <figcaption class="css-aqbich e759ksq1">\n                                                            <span class="css-5sdog9 e759ksq2"><span class="css-1dv1kvn">Credit</span>Nitashia Johnson para The New York Times</span>\n                                                        </figcaption>\n                                                    </figure>\n                                                    <div class="css-10wtrbd">\n                                                        <h2 class="css-qrzo5d e1y0a3kv0">\n                                                            <a href="/es/2022/01/25/espanol/opinion/afrontar-muerte.html">La muerte cambi\u00f3 mi vida</a>\n                                                        </h2>\n                                                        <p class="css-1xis0cg e1y0a3kv1">\n                                                            Por fuera parec\u00eda tener \u00e9xito, pero por dentro sent\u00eda que me ahogaba. Cuando muri\u00f3 mi hermano, tuve que replantearme todo.\n                                                        </p>\n                                                        <p class="css-1njlzxq e1hr934v2">\n                                                            <span class="css-9voj2j">By<!-- --> <span class="css-1baulvz last-byline" itemprop="name">Charles M. Blow</span></span>\n                                                        </p>\n                                                    </div>\n                                                </article>\n                                            </li>\n                                            ',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 's-nyt-intl-edition-class-rehash',
    page: 'web/readability-nytimes-5.html',
    kind: 'class-rehash',
    framework: 'playwright',
    locator: "page.locator('a.css-ogiugu', { hasText: 'International' })",
    description: 'the International edition link in the editions menu',
    target: 'li[data-testid="edition-menu-international"] a',
    edits: [{ from: 'class="css-ogiugu"', to: 'class="css-1t1xl6u"', count: 5 }],
    after: 'li[data-testid="edition-menu-international"] a',
  },
  // ---- readability-royal-road
  {
    id: 's-rr-latest-updates-moved',
    page: 'web/readability-royal-road.html',
    kind: 'moved',
    framework: 'selenium',
    locator: '//html/body/div[2]/div[2]/div/div/ul/li[1]/ul/li[6]/a',
    description: 'the Latest Updates link in the site navigation',
    target: 'a.nav-link[href="/fictions/latest-updates"]',
    edits: [
      {
        from: '                                    <li class="">\n                                        <a href="/fictions/latest-updates" class="nav-link" rel="">Latest Updates</a>\n                                    </li>\n',
        to: '',
      },
      {
        from: '                            <li class="dropdown menu-dropdown classic-menu-dropdown">\n                                <a href="/forums" aria-label="Forums" role="link">Forums</a>',
        to: '                            <li class="dropdown menu-dropdown classic-menu-dropdown">\n                                <a href="/fictions/latest-updates" aria-label="Latest Updates" role="link">Latest Updates</a>\n                            </li>\n                            <li class="dropdown menu-dropdown classic-menu-dropdown">\n                                <a href="/forums" aria-label="Forums" role="link">Forums</a>',
      },
    ],
    after: 'a[href="/fictions/latest-updates"]',
  },
  {
    id: 's-rr-bottom-previous-tag',
    page: 'web/readability-royal-road.html',
    kind: 'tag-change',
    framework: 'playwright',
    locator: "page.locator('a.btn.col-xs-4').filter({ hasText: 'Previous' })",
    description: 'the Previous Chapter button at the bottom of the chapter',
    target: 'a.btn.col-xs-4:has-text("Previous")',
    edits: [
      {
        from: '<a class="btn btn-primary col-xs-4" href="/fiction/63759/super-supportive/chapter/1446199/one-hundred-one-anesidora-time-0715-pm">Previous<br class="visible-xs" />\n                                        Chapter</a>',
        to: '<button type="button" class="btn btn-primary col-xs-4" data-href="/fiction/63759/super-supportive/chapter/1446199/one-hundred-one-anesidora-time-0715-pm">Previous<br class="visible-xs" />\n                                        Chapter</button>',
      },
    ],
    after: 'button.btn.col-xs-4:has-text("Previous")',
  },
  // ---- readability-spiceworks
  {
    id: 's-spw-virtualization-decoy',
    page: 'web/readability-spiceworks.html',
    kind: 'decoy',
    framework: 'selenium',
    locator: '//*[@id="gp-page-wrapper"]/div[1]/nav/ul/li[2]/ul/li[11]/a',
    description: 'the Virtualization category in the Community menu',
    target: 'a[href="https://community.spiceworks.com/c/virtualization/39"]',
    edits: [
      {
        from: '                                        <li>\n                                            <a class="lean-navbar-drawer__submenu-item lean-navbar-drawer__submenu-item-link" href="https://community.spiceworks.com/c/cloud-computing-saas/8">Cloud</a>',
        to: '                                        <li>\n                                            <a class="lean-navbar-drawer__submenu-item lean-navbar-drawer__submenu-item-link" href="https://community.spiceworks.com/c/ai-automation/120">AI &amp; Automation</a>\n                                        </li>\n                                        <li>\n                                            <a class="lean-navbar-drawer__submenu-item lean-navbar-drawer__submenu-item-link" href="https://community.spiceworks.com/c/cloud-computing-saas/8">Cloud</a>',
      },
    ],
    after: 'a[href="https://community.spiceworks.com/c/virtualization/39"]',
  },
  {
    id: 's-spw-it-spend-report-combined',
    page: 'web/readability-spiceworks.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'IT Spend Report' })",
    description: 'the IT Spend Report link in the Research menu',
    target: 'a[href="https://www.spiceworks.com/research/it-spend-report/"]',
    edits: [
      {
        from: 'href="https://www.spiceworks.com/research/it-spend-report/">IT Spend Report</a>',
        to: 'href="https://www.spiceworks.com/research/it-spending-report-2025/">IT Spending Report 2025</a>',
      },
    ],
    after: 'a[href="https://www.spiceworks.com/research/it-spending-report-2025/"]',
  },
  // ---- readability-theverge
  {
    id: 's-verge-most-popular-first-wrapped',
    page: 'web/readability-theverge.html',
    kind: 'wrapper',
    framework: 'playwright',
    locator: "page.locator('ol.styled-counter > li > a').first()",
    description: 'the top story in the Most Popular list',
    target: 'a[href="/2024/1/11/24034124/google-layoffs-engineering-assistant-hardware"]',
    edits: [
      {
        from: '<li class="leading-120 text-blurple">\n                                                    <a class="text-black hover:text-blurple"',
        to: '<li class="leading-120 text-blurple">\n                                                    <div class="flex flex-col"><a class="text-black hover:text-blurple"',
        count: 5,
      },
      {
        from: '</h2></a>\n                                                    <hr class="-mx-28 my-20 w-[calc(50%+14px)] border text-black/0 border-b-blurple" />',
        to: '</h2></a></div>\n                                                    <hr class="-mx-28 my-20 w-[calc(50%+14px)] border text-black/0 border-b-blurple" />',
        count: 5,
      },
    ],
    after: 'a[href="/2024/1/11/24034124/google-layoffs-engineering-assistant-hardware"]',
  },
  {
    id: 's-verge-author-url-changed',
    page: 'web/readability-theverge.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: 'a[href="/authors/alex-heath"]',
    description: 'the author byline link (Alex Heath)',
    target: 'a[href="/authors/alex-heath"]',
    edits: [{ from: 'href="/authors/alex-heath"', to: 'href="/author/alex-heath"' }],
    after: 'a[href="/author/alex-heath"]',
  },
  // ---- readability-wapo-1
  {
    id: 's-wapo-world-nav-reorder',
    page: 'web/readability-wapo-1.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: '//*[@id="site-menu-sections"]/li[10]/a',
    description: 'the World section link in the site menu',
    target: '#site-menu-sections a[href="http://www.washingtonpost.com/world?nid=top_pb_world"]',
    edits: [
      {
        from: '                                            <li><a href="http://www.washingtonpost.com/national?nid=top_pb_national">National</a>\n\n                                            </li>\n                                            <li><a href="http://www.washingtonpost.com/world?nid=top_pb_world">World</a>\n\n                                            </li>',
        to: '                                            <li><a href="http://www.washingtonpost.com/world?nid=top_pb_world">World</a>\n\n                                            </li>\n                                            <li><a href="http://www.washingtonpost.com/national?nid=top_pb_national">National</a>\n\n                                            </li>',
      },
    ],
    after: '#site-menu-sections a[href="http://www.washingtonpost.com/world?nid=top_pb_world"]',
  },
  {
    id: 's-wapo-read-more-bardo-deleted',
    page: 'web/readability-wapo-1.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Tunisia’s Bardo museum is home to amazing Roman treasures' })",
    description: 'the Bardo museum story in the "Read more" links at the end of the article',
    target: 'p[channel="wp.com"] a:has-text("Tunisia’s Bardo museum is home")',
    edits: [
      {
        from: '                    <p channel="wp.com"> <a href="http://www.washingtonpost.com/blogs/worldviews/wp/2015/03/18/tunisias-bardo-museum-attacked-by-terrorists-is-home-to-amazing-roman-treasures/">Tunisia’s Bardo museum is home to amazing Roman treasures</a> \n                    </p>\n',
        to: '',
      },
    ],
    after: null,
  },
  // ---- readability-wikia
  {
    id: 's-wikia-author-bio-wrapped',
    page: 'web/readability-wikia.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: '//*[@id="post-49332"]/div[4]/a[2]',
    description: 'the author name link in the bio box under the article',
    target: 'div.author-bio a.author-name',
    edits: [
      {
        from: '                        <a href="http://fandom.wikia.com/u/CC7567" class="author-name" data-profile-link="" data-name="" data-is="trackable" riot-tag="trackable">James Akinaka</a>\n                        <p class="about" data-bio="">James Akinaka arrives at Fandom by way of Wookieepedia. He covers Star Wars, superheroes, and animation and values bold, inclusive stories. He suffers from a lifelong case of nitpicking and high standards.</p>',
        to: '                        <div class="author-bio__text">\n                        <a href="http://fandom.wikia.com/u/CC7567" class="author-name" data-profile-link="" data-name="" data-is="trackable" riot-tag="trackable">James Akinaka</a>\n                        <p class="about" data-bio="">James Akinaka arrives at Fandom by way of Wookieepedia. He covers Star Wars, superheroes, and animation and values bold, inclusive stories. He suffers from a lifelong case of nitpicking and high standards.</p>\n                        </div>',
      },
    ],
    after: 'div.author-bio a.author-name',
  },
  {
    id: 's-wikia-games-nav-tag',
    page: 'web/readability-wikia.html',
    kind: 'tag-change',
    framework: 'playwright',
    locator: "page.locator('a.wds-global-navigation__link.wds-is-games')",
    description: 'the Games entry in the Fandom global navigation',
    target: 'a.wds-global-navigation__link.wds-is-games',
    edits: [
      {
        from: '<a href="http://fandom.wikia.com/games" class="wds-global-navigation__link wds-is-games " data-trackable="" tracking-label="global-navigation.link.games" data-is="trackable" riot-tag="trackable">Games</a>',
        to: '<button type="button" data-href="http://fandom.wikia.com/games" class="wds-global-navigation__link wds-is-games " data-trackable="" tracking-label="global-navigation.link.games" data-is="trackable" riot-tag="trackable">Games</button>',
      },
    ],
    after: 'button.wds-global-navigation__link.wds-is-games',
  },
  // ---- readability-wikipedia-2
  {
    id: 's-wp-main-page-id-renamed',
    page: 'web/readability-wikipedia-2.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: '#n-mainpage-description a',
    description: '',
    target: '#n-mainpage-description a',
    edits: [{ from: '<li id="n-mainpage-description">', to: '<li id="n-mainpage" class="mw-list-item">' }],
    after: '#n-mainpage a',
  },
  {
    id: 's-wp-recent-changes-moved',
    page: 'web/readability-wikipedia-2.html',
    kind: 'moved',
    framework: 'playwright',
    locator: "page.locator('#p-interaction').getByRole('link', { name: 'Recent changes' })",
    description: 'the Recent changes link in the sidebar',
    target: '#n-recentchanges a',
    edits: [
      {
        from: '                            <li id="n-recentchanges">\n                                <a href="/wiki/Special:RecentChanges" title="A list of recent changes in the wiki [r]" accesskey="r">Recent changes</a>\n                            </li>\n',
        to: '',
      },
      {
        from: '                            <li id="t-recentchangeslinked">',
        to: '                            <li id="n-recentchanges">\n                                <a href="/wiki/Special:RecentChanges" title="A list of recent changes in the wiki [r]" accesskey="r">Recent changes</a>\n                            </li>\n                            <li id="t-recentchangeslinked">',
      },
    ],
    after: '#n-recentchanges a',
  },
  {
    id: 's-wp-wikidata-item-combined',
    page: 'web/readability-wikipedia-2.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByTitle('Link to connected data repository item [g]')",
    description: 'the Wikidata item link in the Tools menu',
    target: '#t-wikibase a',
    edits: [
      { from: '<li id="t-wikibase">', to: '<li id="t-wikidata" class="mw-list-item">' },
      {
        from: 'title="Link to connected data repository item [g]" accesskey="g">Wikidata item</a>',
        to: 'title="Structured data on this subject hosted by Wikidata [g]" accesskey="g">Wikidata item</a>',
      },
    ],
    after: '#t-wikidata a',
  },
  // ---- readability-yahoo-2
  {
    id: 's-yahoo-katie-couric-nav-deleted',
    page: 'web/readability-yahoo-2.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.locator('a.nr-list-link', { hasText: 'Katie Couric' })",
    description: 'the Katie Couric link in the News navigation',
    target: 'a.nr-list-link[href="https://www.yahoo.com/katiecouric"]',
    edits: [
      {
        from: '                                                                                        <li class="nr-applet-main-nav-item Pend(navPaddings) Whs(nw) Fl(start) H(itemHeight) H(itemHeight_uhMagDesign)! Pend(30px)!" data-subnav-type="networknav_root-9" data-reactid="77">\n                                                                                            <a class="nr-applet-nav-item Td(n) nr-list-link Ell Td(n) D(ib) Bdbs(s):h Pos(r) Bdc($fg-header) Lh(cateNavHeight) C(lightTheme):h C(lightTheme) H(42px) Bdw(0) Bdbs(s)! Bxz(bb) Bdbc(navliteLinkUnderline)!:h Bdbw(4px)!:h Bdbs(s)!:h Bdbc(navliteLinkUnderline)!:f Bdbw(4px)!:f Bdbs(s)!:f O(n) Bdbc(#fff)! Trstf(l) Trsde(0s) Trsdu(.18s) Trsp(border-bottom-width) Fw(b)! Lh(itemHeight_uhMagDesign)! Va(m)! Fz(13px) Fl(start) openSubNav" href="https://www.yahoo.com/katiecouric" data-reactid="78">\n                                                                                                <!-- react-empty: 79 -->\n                                                                                                <!-- react-text: 80 -->Katie Couric\n                                                                                                <!-- /react-text -->\n                                                                                            </a>\n                                                                                        </li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 's-yahoo-nobelists-carousel-reorder',
    page: 'web/readability-yahoo-2.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: '//*[@id="item-0"]/div/div[2]/ul/li[5]/a',
    description: 'the "Nobelists send open letter to Trump" story in the top stories strip',
    target: 'a.ie-7_D\\(b\\)[href^="/news/nobel-laureates-urge-trump"]',
    edits: [
      {
        from: '                                                                    <li class="Pos(r) streamHeroImage Mb(2px) D(b)">\n                                                                        <a class="ie-7_D(b)" href="/news/nobel-laureates-urge-trump-to-respect-scientific-integrity-174803237.html">\n                                                                            <div class="Pos(r) C(#000) H(0) Ovy(h) Pb(56.16%)" tabindex="-1"><img alt="Nobelists send open letter to Trump" class="Trsdu(.42s) W(100%) Trs(streamHeroImgFilterTrans) streamHeroImage:h_Op(0.9) streamHeroImage:h_Fil(streamHeroImgFilterHover) Fil(streamHeroImgFilter)" src="/sy/uu/api/res/1.2/cpzruLLm4bRxs_goFjFgag--/Zmk9c3RyaW07aD0yMzI7cHlvZmY9MDtxPTgwO3c9NDEyO3NtPTE7YXBwaWQ9eXRhY2h5b24-/https://s.yimg.com/lo/api/res/1.2/o6yR2afc_lIt7zODYEEznA--%7EC/Zmk9Zml0O3c9MTQwNDtoPTc1NjtweG9mZj0wO3B5b2ZmPTA7O2FwcGlkPXByb2Rlc2sy/https://media.zenfs.com/creatr-images/GLB/2016-12-01/90778330-b7f9-11e6-8883-b573f7cbf769_trump-nh.jpg.cf.jpg" /></div>\n                                                                            <div class="StretchedBox W(100%) H(100%) ie-7_H(a) Bg(streamHeroGradient)"></div>\n                                                                            <h3 class="Pos(a) Td(n) C(#fff) Fz(13px) Td(u):h LineClamp(3,45px) Mend(30px) Mend(23px)--md1100 Mstart(12px) B(0) Fw(b) Mb(10px) Lh(15px) Tsh(streamHeroTextShadow) Whs(n)">Nobelists send open letter to Trump</h3>\n                                                                        </a>\n                                                                    </li>\n',
        to: '',
      },
      {
        from: '                                                                    <li class="Pos(r) streamHeroImage Mb(2px) D(b)" data-reactid="36">',
        to: '                                                                    <li class="Pos(r) streamHeroImage Mb(2px) D(b)">\n                                                                        <a class="ie-7_D(b)" href="/news/nobel-laureates-urge-trump-to-respect-scientific-integrity-174803237.html">\n                                                                            <div class="Pos(r) C(#000) H(0) Ovy(h) Pb(56.16%)" tabindex="-1"><img alt="Nobelists send open letter to Trump" class="Trsdu(.42s) W(100%) Trs(streamHeroImgFilterTrans) streamHeroImage:h_Op(0.9) streamHeroImage:h_Fil(streamHeroImgFilterHover) Fil(streamHeroImgFilter)" src="/sy/uu/api/res/1.2/cpzruLLm4bRxs_goFjFgag--/Zmk9c3RyaW07aD0yMzI7cHlvZmY9MDtxPTgwO3c9NDEyO3NtPTE7YXBwaWQ9eXRhY2h5b24-/https://s.yimg.com/lo/api/res/1.2/o6yR2afc_lIt7zODYEEznA--%7EC/Zmk9Zml0O3c9MTQwNDtoPTc1NjtweG9mZj0wO3B5b2ZmPTA7O2FwcGlkPXByb2Rlc2sy/https://media.zenfs.com/creatr-images/GLB/2016-12-01/90778330-b7f9-11e6-8883-b573f7cbf769_trump-nh.jpg.cf.jpg" /></div>\n                                                                            <div class="StretchedBox W(100%) H(100%) ie-7_H(a) Bg(streamHeroGradient)"></div>\n                                                                            <h3 class="Pos(a) Td(n) C(#fff) Fz(13px) Td(u):h LineClamp(3,45px) Mend(30px) Mend(23px)--md1100 Mstart(12px) B(0) Fw(b) Mb(10px) Lh(15px) Tsh(streamHeroTextShadow) Whs(n)">Nobelists send open letter to Trump</h3>\n                                                                        </a>\n                                                                    </li>\n                                                                    <li class="Pos(r) streamHeroImage Mb(2px) D(b)" data-reactid="36">',
      },
    ],
    after: 'a.ie-7_D\\(b\\)[href^="/news/nobel-laureates-urge-trump"]',
  },
  // ---- readability-archive-of-our-own
  {
    id: 's-ao3-last-rec-list-decoy',
    page: 'web/readability-archive-of-our-own.html',
    kind: 'decoy',
    framework: 'selenium',
    locator: '//*[@id="main"]/div[2]/div[1]/dl/dd[10]/a[4]',
    description: 'the "The Last Rec List" collection link in the work meta',
    target: 'a[href="/collections/thelastreclist"]',
    edits: [
      {
        from: '<a href="/collections/Excellent_Completed_Gen_Fics">',
        to: '<a href="/collections/Gen_Fic_Recs_2018">Gen Fic Recs 2018</a>, <a href="/collections/Excellent_Completed_Gen_Fics">',
      },
    ],
    after: 'a[href="/collections/thelastreclist"]',
  },
  {
    id: 's-ao3-news-menu-moved',
    page: 'web/readability-archive-of-our-own.html',
    kind: 'moved',
    framework: 'playwright',
    locator:
      "page.locator('li.dropdown', { has: page.locator('a[href=\"/menu/about\"]') }).getByRole('link', { name: 'News' })",
    description: 'the News link in the site navigation',
    target: 'a[href="/admin_posts"]',
    edits: [
      {
        from: '                            <li>\n                                <a href="/admin_posts">News</a>\n                            </li>\n',
        to: '',
      },
      {
        from: '                    <li class="dropdown">\n                        <a href="/menu/about">About</a>',
        to: '                    <li>\n                        <a href="/admin_posts">News</a>\n                    </li>\n                    <li class="dropdown">\n                        <a href="/menu/about">About</a>',
      },
    ],
    after: 'a[href="/admin_posts"]',
  },
  // ---- postlight-sanwa-co-jp
  {
    id: 's-sanwa-leather-chair-combined',
    page: 'web/postlight-sanwa-co-jp.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'レザーチェア' })",
    description: 'the leather chair category in the product menu',
    target: 'a[href="/product/chair/lather.html"]',
    edits: [
      {
        from: '                                                                                                                                <a href="/product/chair/lather.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/chair/chair_leather.png" alt="&#x30EC;&#x30B6;&#x30FC;&#x30C1;&#x30A7;&#x30A2;">\n                                                </span>\n                                                <span class="catettl">&#x30EC;&#x30B6;&#x30FC;&#x30C1;&#x30A7;&#x30A2;</span>\n                                            </a>',
        to: '                                                                                                                                <a href="/product/chair/leather.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/chair/chair_leather.png" alt="\u5408\u76ae\u30c1\u30a7\u30a2">\n                                                </span>\n                                                <span class="catettl">\u5408\u76ae\u30c1\u30a7\u30a2</span>\n                                            </a>',
      },
    ],
    after: 'a[href="/product/chair/leather.html"]',
  },
  {
    id: 's-sanwa-footrest-wrapped',
    page: 'web/postlight-sanwa-co-jp.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: '//*[@id="pmenu-l-001049"]/div/dl[4]/dd/a[8]',
    description: 'the footrest (フットレスト) category under desk accessories',
    target: 'a[href="/search/cate_list?cate_id=001049009009"]',
    edits: [
      {
        from: '                                                                                                                                <a href="/search/cate_list?cate_id=001049009008">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/chair/mobile/desk_mat.png" alt="&#x75B2;&#x52B4;&#x8EFD;&#x6E1B;&#x30DE;&#x30C3;&#x30C8;">\n                                                </span>\n                                                <span class="catettl">&#x75B2;&#x52B4;&#x8EFD;&#x6E1B;&#x30DE;&#x30C3;&#x30C8;</span>\n                                            </a>\n                                                                                                                                <a href="/search/cate_list?cate_id=001049009009">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_acc_footrest.png" alt="&#x30D5;&#x30C3;&#x30C8;&#x30EC;&#x30B9;&#x30C8;">\n                                                </span>\n                                                <span class="catettl">&#x30D5;&#x30C3;&#x30C8;&#x30EC;&#x30B9;&#x30C8;</span>\n                                            </a>',
        to: '                                                                                                                                <div class="cate-group">\n                                                                                                                                <a href="/search/cate_list?cate_id=001049009008">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/chair/mobile/desk_mat.png" alt="&#x75B2;&#x52B4;&#x8EFD;&#x6E1B;&#x30DE;&#x30C3;&#x30C8;">\n                                                </span>\n                                                <span class="catettl">&#x75B2;&#x52B4;&#x8EFD;&#x6E1B;&#x30DE;&#x30C3;&#x30C8;</span>\n                                            </a>\n                                                                                                                                <a href="/search/cate_list?cate_id=001049009009">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_acc_footrest.png" alt="&#x30D5;&#x30C3;&#x30C8;&#x30EC;&#x30B9;&#x30C8;">\n                                                </span>\n                                                <span class="catettl">&#x30D5;&#x30C3;&#x30C8;&#x30EC;&#x30B9;&#x30C8;</span>\n                                            </a>\n                                                                                                                                </div>',
      },
    ],
    after: 'a[href="/search/cate_list?cate_id=001049009009"]',
  },
  // ---- wanted-kr-job-listing
  {
    id: 's-wanted-experience-filter-attr-renamed',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'attribute-renamed',
    framework: 'playwright',
    locator: 'page.locator(\'button[data-filter-name="experience"]\')',
    description: 'the experience (경력) filter button above the job list',
    target: 'button[data-filter-name="experience"]',
    edits: [{ from: 'data-filter-name=', to: 'data-filter-key=', count: 4 }],
    after: 'button[data-filter-key="experience"]',
  },
  {
    id: 's-wanted-brainventures-bookmark-combined',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'combined',
    framework: 'selenium',
    locator: 'button.bookmarkBtn[data-position-id="223954"]',
    description: 'the bookmark button on the Brain Ventures (브레인벤쳐스) "Multimodal AI 연구개발" job card',
    target: 'button.bookmarkBtn[data-position-id="223954"]',
    edits: [
      {
        from: 'IconButton_IconButton__disableGutters__F_K1l bookmarkBtn"',
        to: 'IconButton_IconButton__disableGutters__F_K1l JobCard_JobCard__bookmark__q7Zt1"',
        count: 468,
      },
      { from: 'aria-label="bookmark button"', to: 'aria-label="북마크"', count: 468 },
    ],
    after: 'button[data-position-id="223954"][data-attribute-id="position__bookmark__click"]',
  },
  {
    id: 's-wanted-third-card-promoted-decoy',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'decoy',
    framework: 'playwright',
    locator: "page.locator('[data-cy=\"job-card\"]').nth(2).getByRole('link')",
    description: 'the CMES (씨메스) job posting card in the job list',
    target: 'a[data-position-id="222205"]',
    edits: [
      {
        from: '<li class="Card_Card__WdaEk"><div data-cy="job-card" class="JobCard_JobCard__Tb7pI"><a data-attribute-id="position__click" data-job-category-id="518" data-job-category="IT" data-company-id="11127" data-company-name="\uba54\uc774\uc544\uc774" data-position-id="110601" data-position-name="ML Researcher" data-response-rate="0" data-ai-score="" data-ai-score-status="" data-recommend-model-status="notBase" data-recommend-model-index="0" data-sort-kind="job.recommend_order" href="/wd/110601"',
        to: '<li class="Card_Card__WdaEk"><div data-cy="job-card" class="JobCard_JobCard__Tb7pI"><a data-attribute-id="position__click" data-job-category-id="518" data-job-category="IT" data-company-id="40120" data-company-name="\ucf54\ub4dc\ube0c\ub9ad\uc2a4" data-position-id="230118" data-position-name="AI \ud50c\ub7ab\ud3fc \ubc31\uc5d4\ub4dc \uc5d4\uc9c0\ub2c8\uc5b4" data-sort-kind="job.ad_order" href="/wd/230118"><div class="JobCard_JobCard__thumb__WU1ax"><button class="IconButton_IconButton__root__IJlt6 IconButton_IconButton__normal__Twwsf IconButton_IconButton__disableGutters__F_K1l bookmarkBtn" aria-label="bookmark button" data-attribute-id="position__bookmark__click" data-position-id="230118" data-kind="add"></button></div><div><p class="Typography_Typography__root__RdAI1 Typography_Typography__body1__q3AOP Typography_Typography__weightBold__KkJEY JobCard_JobCard__body__position__CyaGY">AI \ud50c\ub7ab\ud3fc \ubc31\uc5d4\ub4dc \uc5d4\uc9c0\ub2c8\uc5b4</p><span class="Typography_Typography__root__RdAI1 Typography_Typography__label2__svmAA Typography_Typography__weightMedium__GXnOM JobCard_JobCard__body__company__AUj_B">\ucf54\ub4dc\ube0c\ub9ad\uc2a4</span><span class="Typography_Typography__root__RdAI1 Typography_Typography__label2__svmAA Typography_Typography__weightMedium__GXnOM JobCard_JobCard__body__location__ycIP_">\uc11c\uc6b8 \uac15\ub0a8\uad6c \u00b7 \uacbd\ub825 3-7\ub144</span></div></a></div></li><li class="Card_Card__WdaEk"><div data-cy="job-card" class="JobCard_JobCard__Tb7pI"><a data-attribute-id="position__click" data-job-category-id="518" data-job-category="IT" data-company-id="11127" data-company-name="\uba54\uc774\uc544\uc774" data-position-id="110601" data-position-name="ML Researcher" data-response-rate="0" data-ai-score="" data-ai-score-status="" data-recommend-model-status="notBase" data-recommend-model-index="0" data-sort-kind="job.recommend_order" href="/wd/110601"',
      },
    ],
    after: 'a[data-position-id="222205"]',
  },
  // ---- sbadmin2-index
  {
    id: 's-sbidx-deposit-alert-tag',
    page: 'web/sbadmin2-index.html',
    kind: 'tag-change',
    framework: 'playwright',
    locator: "page.locator('a.dropdown-item').filter({ hasText: '$290.29 has been deposited' })",
    description: 'the "$290.29 has been deposited" alert in the Alerts Center',
    target: 'a.dropdown-item:has-text("$290.29")',
    edits: [
      {
        from: '                                <a class="dropdown-item d-flex align-items-center" href="#">\n                                    <div class="mr-3">\n                                        <div class="icon-circle bg-success">\n                                            <i class="fas fa-donate text-white"></i>\n                                        </div>\n                                    </div>\n                                    <div>\n                                        <div class="small text-gray-500">December 7, 2019</div>\n                                        $290.29 has been deposited into your account!\n                                    </div>\n                                </a>',
        to: '                                <button type="button" class="dropdown-item d-flex align-items-center">\n                                    <div class="mr-3">\n                                        <div class="icon-circle bg-success">\n                                            <i class="fas fa-donate text-white"></i>\n                                        </div>\n                                    </div>\n                                    <div>\n                                        <div class="small text-gray-500">December 7, 2019</div>\n                                        $290.29 has been deposited into your account!\n                                    </div>\n                                </button>',
      },
    ],
    after: 'button.dropdown-item:has-text("$290.29")',
  },
  {
    id: 's-sbidx-blank-page-moved',
    page: 'web/sbadmin2-index.html',
    kind: 'moved',
    framework: 'selenium',
    locator: '#collapsePages a.collapse-item[href="blank.html"]',
    description: 'the Blank Page link in the sidebar',
    target: 'a.collapse-item[href="blank.html"]',
    edits: [
      { from: '                        <a class="collapse-item" href="blank.html">Blank Page</a>\n', to: '' },
      {
        from: '                        <a class="collapse-item" href="utilities-other.html">Other</a>\n',
        to: '                        <a class="collapse-item" href="utilities-other.html">Other</a>\n                        <a class="collapse-item" href="blank.html">Blank Page</a>\n',
      },
    ],
    after: 'a.collapse-item[href="blank.html"]',
  },
  // ---- readability-guardian-1 (3rd)
  {
    id: 's-grd-international-edition-combined',
    page: 'web/readability-guardian-1.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.locator('a.menu-item__title', { hasText: 'International edition' })",
    description: 'the International edition entry in the edition picker',
    target: 'a[data-link-name="nav2 : edition-picker: INT"]',
    edits: [
      {
        from: 'data-link-name="nav2 : edition-picker: INT" href="https://www.theguardian.com/preference/edition/int" class="menu-item__title"><span class="u-h">switch to the</span> International edition</a>',
        to: 'data-link-name="nav2 : edition-picker: international" href="https://www.theguardian.com/preference/edition/int" class="menu-item__title"><span class="u-h">switch to the</span> International</a>',
      },
      {
        from: '<span class="u-h">switch to the</span>',
        to: '<span class="u-h">Switch edition:</span>',
        count: 3,
      },
    ],
    after: 'a[href="https://www.theguardian.com/preference/edition/int"]',
  },
  // ---- postlight-youtube (3rd)
  {
    id: 's-yt-search-input-id-renamed',
    page: 'web/postlight-youtube.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: 'input#search',
    description: 'the search box in the YouTube masthead',
    target: 'input#search',
    edits: [
      {
        from: '<div id="search-input" class="ytd-searchbox-spt" slot="search-input"><input id="search"',
        to: '<div id="search-input" class="ytd-searchbox-spt" slot="search-input"><input id="searchbox-query"',
      },
    ],
    after: 'input[name="search_query"]',
  },
  // ---- postlight-github (3rd)
  {
    id: 's-gh-pricing-moved-to-header',
    page: 'web/postlight-github.html',
    kind: 'moved',
    framework: 'playwright',
    locator: "page.getByRole('navigation', { name: 'footer' }).getByRole('link', { name: 'Pricing' })",
    description: 'the Pricing link',
    target: 'a[href="https://github.com/pricing"]',
    edits: [
      {
        from: '          <li class="mr-3 mr-lg-0"><a href="https://github.com/pricing" data-analytics-event="{&quot;category&quot;:&quot;Footer&quot;,&quot;action&quot;:&quot;go to Pricing&quot;,&quot;label&quot;:&quot;text:Pricing&quot;}">Pricing</a></li>\n',
        to: '',
      },
      {
        from: '  <a class="js-selected-navigation-item Header-link mt-md-n3 mb-md-n3 py-2 py-md-3 mr-0 mr-md-3 border-top border-md-top-0 border-white-fade" data-ga-click="Header, click, Nav menu - item:explore" data-turbo="false" data-selected-links="/explore /trending /trending/developers /integrations /integrations/feature/code /integrations/feature/collaborate /integrations/feature/ship showcases showcases_search showcases_landing /explore" href="/explore">Explore</a>',
        to: '  <a class="js-selected-navigation-item Header-link mt-md-n3 mb-md-n3 py-2 py-md-3 mr-0 mr-md-3 border-top border-md-top-0 border-white-fade" data-ga-click="Header, click, Nav menu - item:explore" data-turbo="false" data-selected-links="/explore /trending /trending/developers /integrations /integrations/feature/code /integrations/feature/collaborate /integrations/feature/ship showcases showcases_search showcases_landing /explore" href="/explore">Explore</a>\n  <a class="Header-link mt-md-n3 mb-md-n3 py-2 py-md-3 mr-0 mr-md-3 border-top border-md-top-0 border-white-fade" data-ga-click="Header, click, Nav menu - item:pricing" href="https://github.com/pricing">Pricing</a>',
      },
    ],
    after: 'a[href="https://github.com/pricing"]',
  },
  // ---- readability-msn (3rd)
  {
    id: 's-msn-feedback-link-to-button',
    page: 'web/readability-msn.html',
    kind: 'tag-change',
    framework: 'playwright',
    locator: "page.locator('li.feedback > a', { hasText: 'Feedback' })",
    description: 'the Feedback entry in the settings menu',
    target: 'a#usermenu-feedback',
    edits: [
      {
        from: '<a href="#" id="usermenu-feedback" data-id="13" data-m="{&quot;i&quot;:13,&quot;p&quot;:8,&quot;n&quot;:&quot;feedback&quot;,&quot;y&quot;:14,&quot;o&quot;:5}">\n Feedback\n</a>',
        to: '<button type="button" id="usermenu-feedback" data-id="13" data-m="{&quot;i&quot;:13,&quot;p&quot;:8,&quot;n&quot;:&quot;feedback&quot;,&quot;y&quot;:14,&quot;o&quot;:5}">\n Feedback\n</button>',
      },
    ],
    after: 'button#usermenu-feedback',
  },
  // ---- readability-mozilla-1 (3rd)
  {
    id: 's-moz-tertiary-menu-id-renamed',
    page: 'web/readability-mozilla-1.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: '#fxfamilynav-tertiarynav-trigger',
    description: 'the Menu button of the Firefox family navigation',
    target: '#fxfamilynav-tertiarynav-trigger',
    edits: [
      {
        from: '<button type="button" id="fxfamilynav-tertiarynav-trigger" class="fxfamilynav-tertiarynav-trigger"',
        to: '<button type="button" id="fxfamilynav-menu-toggle" class="fxfamilynav-tertiarynav-trigger"',
      },
    ],
    after: '#fxfamilynav-menu-toggle',
  },
  // ---- postlight-reddit (3rd)
  {
    id: 's-rd-post-share-attr-renamed',
    page: 'web/postlight-reddit.html',
    kind: 'attribute-renamed',
    framework: 'playwright',
    locator: 'page.locator(\'#t3_awx46q-share-menu [data-click-id="share"]\')',
    description: 'the share button under the post',
    target: '#t3_awx46q-share-menu button',
    edits: [{ from: 'data-click-id="', to: 'data-click-location="', count: 495 }],
    after: '#t3_awx46q-share-menu button[data-click-location="share"]',
  },
  // ---- cypress-kitchensink-querying
  {
    id: 's-cyq-aliasing-combined',
    page: 'web/cypress-kitchensink-querying.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Aliasing' })",
    description: 'the Aliasing entry in the Commands menu',
    target: 'a[href="/commands/aliasing"]',
    edits: [
      {
        from: '<li><a href="/commands/aliasing">Aliasing</a></li>',
        to: '<li><a href="/commands/aliases">Aliases</a></li>',
      },
    ],
    after: 'a[href="/commands/aliases"]',
  },
  // ---- readability-bbc-1 (3rd)
  {
    id: 's-bbc-also-in-news-combined',
    page: 'web/readability-bbc-1.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.locator('ul.navigation-wide-list').getByRole('link', { name: 'Also in the News' })",
    description: 'the "Also in the News" link in the News navigation bar',
    target: 'a.navigation-wide-list__link[href="/news/also_in_the_news"]',
    edits: [
      {
        from: '<a href="/news/also_in_the_news" class="navigation-wide-list__link">\n                    <span>Also in the News</span>',
        to: '<a href="/news/also_in_news" class="navigation-wide-list__link">\n                    <span>Also in News</span>',
      },
    ],
    after: 'a.navigation-wide-list__link[href="/news/also_in_news"]',
  },
  // ---- readability-cnn (3rd)
  {
    id: 's-cnn-premarkets-combined',
    page: 'web/readability-cnn.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Premarkets' })",
    description: 'the Premarkets link in the Markets menu',
    target: 'a.flyout-nav-link[href="http://money.cnn.com/data/premarket/?iid=A_MKT_QL"]',
    edits: [
      {
        from: '<a href="http://money.cnn.com/data/premarket/?iid=A_MKT_QL" class="flyout-nav-link">Premarkets</a>',
        to: '<a href="http://money.cnn.com/data/premarket/?iid=A_MKT_NAV" class="flyout-nav-link">Pre-market trading</a>',
      },
    ],
    after: 'a.flyout-nav-link[href="http://money.cnn.com/data/premarket/?iid=A_MKT_NAV"]',
  },
  // ---- readability-nytimes-5 (3rd)
  {
    id: 's-nyt-beatles-headline-combined',
    page: 'web/readability-nytimes-5.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'El día que renuncié a los Beatles' })",
    description: 'the Beatles guest essay in the Highlights section',
    target: 'h2 > a[href="/es/2022/01/25/espanol/opinion/beatles-get-back.html"]',
    edits: [
      {
        from: '<a data-rref="" href="/es/2022/01/25/espanol/opinion/beatles-get-back.html">El día que renuncié a los Beatles</a>',
        to: '<a data-rref="" href="/es/2022/01/25/espanol/opinion/beatles-get-back.html?smid=highlights">Por qué dejé de escuchar a los Beatles</a>',
      },
    ],
    after: 'h2 > a[href="/es/2022/01/25/espanol/opinion/beatles-get-back.html?smid=highlights"]',
  },
  // ---- postlight-linkedin (3rd)
  {
    id: 's-li-author-card-combined',
    page: 'web/postlight-linkedin.html',
    kind: 'combined',
    framework: 'selenium',
    locator: 'a.base-card__full-link[data-tracking-control-name="pulse-article_main-author-card"]',
    description: 'the author card link (Ellyn Shook) at the top of the article',
    target: 'a.base-card__full-link[data-tracking-control-name="pulse-article_main-author-card"]',
    edits: [
      {
        from: '<a class="base-card__full-link" href="https://www.linkedin.com/in/ellyn-shook-1b51127?trk=pulse-article_main-author-card" data-tracking-control-name="pulse-article_main-author-card"',
        to: '<a class="base-card__link" href="https://www.linkedin.com/in/ellyn-shook-1b51127?trk=article-ssr-frontend-pulse_main-author-card" data-tracking-control-name="article-ssr-frontend-pulse_main-author-card"',
      },
    ],
    after: 'a[data-tracking-control-name="article-ssr-frontend-pulse_main-author-card"]',
  },
];
