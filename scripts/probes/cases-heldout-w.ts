/**
 * Held-out probe set W: 100 hand-written refactors of real corpus pages (ids `w-`).
 *
 * Written blind: the author read only the corpus pages, types.ts, used-targets.tsv and this
 * directory; nothing of the engine (no lib/specs/scripts/docs, no earlier case files). Targets
 * were checked against used-targets.tsv (checkused.mts: all 100 "free"); most sit in parts of the
 * pages earlier sets did not touch (sidebars, footers, menus, reference lists, option lists, ...).
 *
 * Counts: 80 kept (`after` set), 20 deleted (`after: null`, one of a set of look-alike siblings
 * removed: table rows, list items, options, menu/nav links, references, kudos names, colour cards).
 * Frameworks: 50 selenium (CSS / XPath incl. copied positional XPath), 50 playwright
 * (getByRole/getByText/getByTitle/getByAltText/getByTestId, locator().filter/nth/first/last, xpath=).
 * Deletions: 10 selenium, 10 playwright. Descriptions: 5 empty (''), the rest written as of before
 * the change.
 *
 * Kinds (total: selenium / playwright):
 *   attribute-changed  7: 5 / 2      attribute-renamed  7: 5 / 2      class-rehash  7: 5 / 2
 *   combined           8: 4 / 4      decoy              8: 2 / 6      id-renamed    7: 3 / 4
 *   moved              8: 5 / 3      reorder            7: 4 / 3      reworded      7: 1 / 6
 *   tag-change         7: 2 / 5      wrapper            7: 4 / 3      delete-sibling 20: 10 / 10
 *
 * Pages: 53 (1-2 cases each): adminlte-examples-login, adminlte-examples-register-v2,
 * adminlte-forms-elements, adminlte-forms-validation, adminlte-forms-wizard, adminlte-index,
 * adminlte-index2, adminlte-mailbox-compose, adminlte-mailbox-inbox, adminlte-pages-file-manager,
 * adminlte-pages-kanban, adminlte-pages-projects, adminlte-pages-settings, adminlte-tables-data,
 * cypress-kitchensink-{actions,index,querying,traversal}, midscene-web-extractor-fixture,
 * miniwob-flight-aa-original, miniwob-flight-alaska-original, playwright-evals-fill-form,
 * playwright-to-do-notifications-index, postlight-{github,linkedin,reddit,reddit-image-post,
 * sanwa-co-jp,twitter,youtube}, readability-{archive-of-our-own,bbc-1,cnn,engadget,gitlab-blog,
 * guardian-1,ietf-1,medium-3,mozilla-1,msn,nytimes-5,royal-road,spiceworks,theverge,wapo-1,wikia,
 * wikipedia-2,yahoo-2}, sbadmin2-{buttons,index,tables}, todomvc-site-index, wanted-kr-job-listing.
 *
 * Validated with `npx tsx /work/scratch/probeW/check.mts /work/scratch/probeW/cases-heldout-w.ts`:
 * "100 ok, 0 problems".
 */
import type { ProbeCase } from './types.ts';

export const PROBE_CASES: readonly ProbeCase[] = [
  // ---------------- adminlte-pages-kanban ----------------
  {
    id: 'w-kanban-projects-href',
    page: 'web/adminlte-pages-kanban.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: '//a[@href="../pages/projects.html"]',
    description: 'Projects link in the sidebar Pages menu',
    target: 'aside a.nav-link[href="../pages/projects.html"]',
    edits: [
      {
        from: '<a href="../pages/projects.html" class="nav-link">',
        to: '<a href="../pages/projects/" class="nav-link">',
      },
    ],
    after: 'aside a.nav-link[href="../pages/projects/"]',
  },
  {
    id: 'w-kanban-breadcrumb-home-tag',
    page: 'web/adminlte-pages-kanban.html',
    kind: 'tag-change',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Home', exact: true })",
    description: 'Home link in the breadcrumb',
    target: '.breadcrumb a:text-is("Home")',
    edits: [
      {
        from: '<li class="breadcrumb-item"><a href="#">Home</a></li>',
        to: '<li class="breadcrumb-item"><button type="button" class="btn btn-link p-0 align-baseline">Home</button></li>',
      },
    ],
    after: '.breadcrumb button:text-is("Home")',
  },
  // ---------------- adminlte-index ----------------
  {
    id: 'w-index-docs-wrapper',
    page: 'web/adminlte-index.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: 'ul.navbar-nav > li.nav-item > a[href="./docs/introduction.html"]',
    description: 'Documentation link in the top navbar',
    target: '.app-header a[href="./docs/introduction.html"]',
    edits: [
      {
        from: `              <a href="./docs/introduction.html" class="nav-link">
                <i class="bi bi-book me-1" aria-hidden="true"></i>
                Documentation
              </a>`,
        to: `              <span class="d-inline-block" data-bs-toggle="tooltip" title="Read the AdminLTE docs">
                <a href="./docs/introduction.html" class="nav-link">
                  <i class="bi bi-book me-1" aria-hidden="true"></i>
                  Documentation
                </a>
              </span>`,
      },
    ],
    after: '.app-header span[data-bs-toggle="tooltip"] > a[href="./docs/introduction.html"]',
  },
  {
    id: 'w-index-sidebar-calendar-deleted',
    page: 'web/adminlte-index.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Calendar' })",
    description: 'Calendar link in the sidebar Pages menu',
    target: 'aside a[href="./pages/calendar.html"]',
    edits: [
      {
        from: `                  <li class="nav-item">
                    <a href="./pages/calendar.html" class="nav-link">
                      <i class="nav-icon bi bi-circle"></i>
                      <p>Calendar</p>
                    </a>
                  </li>
`,
        to: '',
      },
    ],
    after: null,
  },
  // ---------------- adminlte-index2 ----------------
  {
    id: 'w-index2-order-row5-deleted',
    page: 'web/adminlte-index2.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '//table[@class="table m-0"]/tbody/tr[5]/td[2]',
    description: 'item cell of the fifth order in Latest Orders',
    target: 'tr:has(#table-sparkline-5) > td:nth-child(2)',
    edits: [
      {
        from: `                          <tr>
                            <td>
                              <a
                                href="pages/examples/invoice.html"
                                class="link-primary link-offset-2 link-underline-opacity-25 link-underline-opacity-100-hover"
                                >OR1848</a
                              >
                            </td>
                            <td>Samsung Smart TV</td>
                            <td>
                              <span class="badge text-bg-warning">Pending</span>
                            </td>
                            <td>
                              <div id="table-sparkline-5"></div>
                            </td>
                          </tr>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'w-index2-sidebar-kanban-reworded',
    page: 'web/adminlte-index2.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Kanban' })",
    description: 'Kanban link in the sidebar',
    target: 'aside a[href="./pages/kanban.html"]',
    edits: [
      {
        from: `                    <a href="./pages/kanban.html" class="nav-link">
                      <i class="nav-icon bi bi-circle"></i>
                      <p>Kanban</p>`,
        to: `                    <a href="./pages/kanban.html" class="nav-link">
                      <i class="nav-icon bi bi-circle"></i>
                      <p>Task Board</p>`,
      },
    ],
    after: 'aside a[href="./pages/kanban.html"]',
  },
  // ---------------- adminlte-forms-validation ----------------
  {
    id: 'w-validation-state-washington-reorder',
    page: 'web/adminlte-forms-validation.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: '//select[@id="validationCustom04"]/option[3]',
    description: 'Washington option in the State select',
    target: '#validationCustom04 option:text-is("Washington")',
    edits: [
      {
        from: `                            <option>Washington</option>
                            <option>Tennessee</option>`,
        to: `                            <option>Tennessee</option>
                            <option>Washington</option>`,
      },
    ],
    after: '#validationCustom04 option:text-is("Washington")',
  },
  {
    id: 'w-validation-theme-light-attr',
    page: 'web/adminlte-forms-validation.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: 'button[data-bs-theme-value="light"]',
    description: 'Light option in the colour theme menu',
    target: 'button[data-bs-theme-value="light"]',
    edits: [{ from: 'data-bs-theme-value="light"', to: 'data-theme-choice="light"' }],
    after: 'button[data-theme-choice="light"]',
  },
  // ---------------- adminlte-forms-elements ----------------
  {
    id: 'w-elements-select-two-deleted',
    page: 'web/adminlte-forms-elements.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '//select[@id="select-default"]/option[3]',
    description: 'option "Two" in the default select',
    target: '#select-default option:text-is("Two")',
    edits: [
      {
        from: `                        <option>Two</option>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'w-elements-input-group-title-tag',
    page: 'web/adminlte-forms-elements.html',
    kind: 'tag-change',
    framework: 'playwright',
    locator: "page.locator('div.card-title').filter({ hasText: 'Input Group' })",
    description: 'Input Group card title',
    target: 'div.card-title:text-is("Input Group")',
    edits: [
      { from: '<div class="card-title">Input Group</div>', to: '<h3 class="card-title">Input Group</h3>' },
    ],
    after: 'h3.card-title:text-is("Input Group")',
  },
  // ---------------- adminlte-forms-wizard ----------------
  {
    id: 'w-wizard-role-engineering-deleted',
    page: 'web/adminlte-forms-wizard.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.locator('#wz-role option').nth(2)",
    description: 'Engineering option in the Role select',
    target: '#wz-role option:text-is("Engineering")',
    edits: [
      {
        from: `                              <option>Engineering</option>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'w-wizard-frequency-weekly-reworded',
    page: 'web/adminlte-forms-wizard.html',
    kind: 'reworded',
    framework: 'selenium',
    locator: '//select[@id="wz-frequency"]/option[text()="Weekly"]',
    description: 'Weekly choice of the digest frequency select',
    target: '#wz-frequency option:text-is("Weekly")',
    edits: [{ from: '<option>Weekly</option>', to: '<option>Weekly summary</option>' }],
    after: '#wz-frequency option:text-is("Weekly summary")',
  },
  // ---------------- adminlte-mailbox-compose ----------------
  {
    id: 'w-compose-footer-link-href',
    page: 'web/adminlte-mailbox-compose.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: 'footer a[href="https://adminlte.io"]',
    description: 'AdminLTE.io link in the footer copyright',
    target: 'footer a:text-is("AdminLTE.io")',
    edits: [
      {
        from: '<a href="https://adminlte.io" class="text-decoration-none">AdminLTE.io</a>',
        to: '<a href="https://adminlte.io/?utm_source=dashboard&amp;utm_medium=footer" class="text-decoration-none">AdminLTE.io</a>',
      },
    ],
    after: 'footer a:text-is("AdminLTE.io")',
  },
  {
    id: 'w-compose-subject-label-reworded',
    page: 'web/adminlte-mailbox-compose.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByText('Subject', { exact: true })",
    description: 'Subject field label in the compose form',
    target: 'label[for="mail-subject"]',
    edits: [
      {
        from: '<label class="form-label" for="mail-subject">Subject</label>',
        to: '<label class="form-label" for="mail-subject">Subject line</label>',
      },
    ],
    after: 'label[for="mail-subject"]',
  },
  // ---------------- adminlte-pages-settings ----------------
  {
    id: 'w-settings-lang-french-deleted',
    page: 'web/adminlte-pages-settings.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '#settings-lang > option:nth-child(3)',
    description: 'Français option in the Language select',
    target: '#settings-lang option:text-is("Français")',
    edits: [
      {
        from: `                              <option>Français</option>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'w-settings-password-heading-combined',
    page: 'web/adminlte-pages-settings.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByRole('heading', { name: 'Password', exact: true })",
    description: 'Password card heading',
    target: 'h3.card-title:text-is("Password")',
    edits: [
      {
        from: '<h3 class="card-title">Password</h3>',
        to: '<h2 class="card-title h5 mb-0">Change password</h2>',
      },
    ],
    after: 'h2.card-title:text-is("Change password")',
  },
  // ---------------- adminlte-tables-data ----------------
  {
    id: 'w-tablesdata-title-wrapper',
    page: 'web/adminlte-tables-data.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: 'div.col-sm-6 > h3.mb-0',
    description: 'Data Tables page title',
    target: 'h3:text-is("Data Tables")',
    edits: [
      {
        from: '<h3 class="mb-0">Data Tables</h3>',
        to: '<div class="d-flex align-items-center gap-2"><h3 class="mb-0">Data Tables</h3><span class="badge text-bg-secondary">beta</span></div>',
      },
    ],
    after: 'h3:text-is("Data Tables")',
  },
  // ---------------- sbadmin2-buttons ----------------
  {
    id: 'w-sbbuttons-warning-circle-tag',
    page: 'web/sbadmin2-buttons.html',
    kind: 'tag-change',
    framework: 'selenium',
    locator: '(//a[contains(@class,"btn-circle")])[4]',
    description: 'warning circle button (default size)',
    target: 'a.btn-warning.btn-circle:not(.btn-sm):not(.btn-lg)',
    edits: [
      {
        from: `                                    <a href="#" class="btn btn-warning btn-circle">
                                        <i class="fas fa-exclamation-triangle"></i>
                                    </a>`,
        to: `                                    <button type="button" class="btn btn-warning btn-circle">
                                        <i class="fas fa-exclamation-triangle"></i>
                                    </button>`,
      },
    ],
    after: 'button.btn-warning.btn-circle',
  },
  {
    id: 'w-sbbuttons-utilities-colors-reorder',
    page: 'web/sbadmin2-buttons.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: '//div[@id="collapseUtilities"]/div/a[1]',
    description: 'Colors link in the Utilities sidebar menu',
    target: 'a.collapse-item[href="utilities-color.html"]',
    edits: [
      {
        from: `                        <a class="collapse-item" href="utilities-color.html">Colors</a>
                        <a class="collapse-item" href="utilities-border.html">Borders</a>
                        <a class="collapse-item" href="utilities-animation.html">Animations</a>`,
        to: `                        <a class="collapse-item" href="utilities-animation.html">Animations</a>
                        <a class="collapse-item" href="utilities-border.html">Borders</a>
                        <a class="collapse-item" href="utilities-color.html">Colors</a>`,
      },
    ],
    after: 'a.collapse-item[href="utilities-color.html"]',
  },
  // ---------------- sbadmin2-index ----------------
  {
    id: 'w-sbindex-color-secondary-deleted',
    page: 'web/sbadmin2-index.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.locator('.card-body > .text-white-50.small').nth(5)",
    description: 'hex code shown on the Secondary colour card',
    target: 'div.small:text-is("#858796")',
    edits: [
      {
        from: `                                <div class="col-lg-6 mb-4">
                                    <div class="card bg-secondary text-white shadow">
                                        <div class="card-body">
                                            Secondary
                                            <div class="text-white-50 small">#858796</div>
                                        </div>
                                    </div>
                                </div>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'w-sbindex-earnings-monthly-reworded',
    page: 'web/sbadmin2-index.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByText('Earnings (Monthly)')",
    description: 'Earnings (Monthly) caption of the first stats card',
    target: 'div.text-xs.text-primary:has-text("Earnings (Monthly)")',
    edits: [
      {
        from: `                                                Earnings (Monthly)</div>`,
        to: `                                                Monthly revenue</div>`,
      },
    ],
    after: 'div.text-xs.text-primary:has-text("Monthly revenue")',
  },
  // ---------------- sbadmin2-tables ----------------
  {
    id: 'w-sbtables-olivia-row-deleted',
    page: 'web/sbadmin2-tables.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '//*[@id="dataTable"]/tbody/tr[42]/td[2]',
    description: "Olivia Liang's position in the DataTables example",
    target: 'tr:has(td:text-is("Olivia Liang")) td:nth-child(2)',
    edits: [
      {
        from: `                                        <tr>
                                            <td>Olivia Liang</td>
                                            <td>Support Engineer</td>
                                            <td>Singapore</td>
                                            <td>64</td>
                                            <td>2011/02/03</td>
                                            <td>$234,500</td>
                                        </tr>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'w-sbtables-table-id-renamed',
    page: 'web/sbadmin2-tables.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: '#dataTable > tbody > tr:nth-child(54) > td:nth-child(5)',
    description: 'start date of Jonas Alexander in the employees table',
    target: 'tr:has(td:text-is("Jonas Alexander")) td:nth-child(5)',
    edits: [{ from: 'id="dataTable"', to: 'id="employees-table"' }],
    after: 'tr:has(td:text-is("Jonas Alexander")) td:nth-child(5)',
  },
  // ---------------- cypress-kitchensink-index ----------------
  {
    id: 'w-ksindex-its-deleted',
    page: 'web/cypress-kitchensink-index.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'its', exact: true })",
    description: 'its link in the Connectors command list',
    target: '.home-list a:text-is("its")',
    edits: [
      {
        from: `              <li><a href="/commands/connectors">its</a></li>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'w-ksindex-eq-href',
    page: 'web/cypress-kitchensink-index.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: '//a[@href="/commands/traversal" and text()="eq"]',
    description: 'eq link under Traversal on the home page',
    target: '.home-list a:text-is("eq")',
    edits: [
      {
        from: '<li><a href="/commands/traversal">eq</a></li>',
        to: '<li><a href="/commands/traversal#eq">eq</a></li>',
      },
    ],
    after: 'a[href="/commands/traversal#eq"]',
  },
  // ---------------- cypress-kitchensink-querying ----------------
  {
    id: 'w-ksquerying-get-heading-id',
    page: 'web/cypress-kitchensink-querying.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: 'h4#get',
    description: '',
    target: 'h4#get',
    edits: [{ from: '<h4 id="get">', to: '<h4 id="cy-get">' }],
    after: 'h4#cy-get',
  },
  // ---------------- cypress-kitchensink-traversal ----------------
  {
    id: 'w-kstraversal-lorikeets-deleted',
    page: 'web/cypress-kitchensink-traversal.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: 'ul.birds > li:nth-child(2)',
    description: 'Lorikeets item in the birds list',
    target: '.birds li:text-is("Lorikeets")',
    edits: [
      {
        from: `            <li class="list-group-item">Lorikeets</li>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'w-kstraversal-burmese-reorder',
    page: 'web/cypress-kitchensink-traversal.html',
    kind: 'reorder',
    framework: 'playwright',
    locator: "page.locator('.traversal-list li').last()",
    description: 'burmese, the last cat in the traversal list',
    target: '.traversal-list li:text-is("burmese")',
    edits: [
      {
        from: `            <li>tabby</li>
            <li>siamese</li>
            <li>persian</li>
            <li>sphynx</li>
            <li>burmese</li>`,
        to: `            <li>burmese</li>
            <li>persian</li>
            <li>siamese</li>
            <li>sphynx</li>
            <li>tabby</li>`,
      },
    ],
    after: '.traversal-list li:text-is("burmese")',
  },
  // ---------------- cypress-kitchensink-actions ----------------
  {
    id: 'w-ksactions-rightclick-heading-id',
    page: 'web/cypress-kitchensink-actions.html',
    kind: 'id-renamed',
    framework: 'playwright',
    locator: "page.locator('#rightclick')",
    description: '.rightclick() section heading',
    target: 'h4#rightclick',
    edits: [{ from: '<h4 id="rightclick">', to: '<h4 id="right-click">' }],
    after: 'h4#right-click',
  },
  // ---------------- midscene-web-extractor-fixture ----------------
  {
    id: 'w-midscene-checkbox-module-hash',
    page: 'web/midscene-web-extractor-fixture.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: 'label.src-pages-Login-components-LoginCard-index-module__checkbox--Npo2V--212e2',
    description: 'custom checkbox in the login card',
    target: 'label.life-core-checkbox',
    edits: [
      {
        from: 'src-pages-Login-components-LoginCard-index-module__checkbox--Npo2V--212e2',
        to: 'src-pages-Login-components-LoginCard-index-module__checkbox--kW3tZ--8f0c1',
      },
    ],
    after: 'label.life-core-checkbox',
  },
  {
    id: 'w-midscene-option2-value',
    page: 'web/midscene-web-extractor-fixture.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: 'option[value="option2-value"]',
    description: '',
    target: '#options option:text-is("Option 2")',
    edits: [
      {
        from: '<option value="option2-value">Option 2</option>',
        to: '<option value="opt-2">Option 2</option>',
      },
    ],
    after: '#options option:text-is("Option 2")',
  },
  // ---------------- miniwob-flight-aa-original ----------------
  {
    id: 'w-aa-book-with-miles-reworded',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Book with miles' })",
    description: 'Book with miles link in the Plan travel menu',
    target: 'a:text-is("Book with miles")',
    edits: [{ from: 'from=Nav">Book with miles</a>', to: 'from=Nav">Book an award trip</a>' }],
    after: 'a:text-is("Book an award trip")',
  },
  {
    id: 'w-aa-passenger-4-deleted',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '//select[@id="passengerCount"]/option[4]',
    description: '4 passengers option in the passenger count select',
    target: '#passengerCount option[value="4"]',
    edits: [{ from: '<option value="4">4</option>', to: '' }],
    after: null,
  },
  // ---------------- miniwob-flight-alaska-original ----------------
  {
    id: 'w-alaska-return-label-id',
    page: 'web/miniwob-flight-alaska-original.html',
    kind: 'id-renamed',
    framework: 'playwright',
    locator: "page.locator('#lblret-date')",
    description: 'Return date label in the flight search form',
    target: 'label[for="return-date"]',
    edits: [{ from: 'id="lblret-date"', to: 'id="return-date-label"' }],
    after: 'label[for="return-date"]',
  },
  // ---------------- playwright-evals-fill-form ----------------
  {
    id: 'w-fillform-black-value',
    page: 'web/playwright-evals-fill-form.html',
    kind: 'attribute-changed',
    framework: 'playwright',
    locator: 'page.locator(\'#color option[value="black"]\')',
    description: 'Black option in the Color select',
    target: '#color option:text-is("Black")',
    edits: [
      { from: '<option value="black">Black</option>', to: '<option value="col-blk-01">Black</option>' },
    ],
    after: '#color option:text-is("Black")',
  },
  // ---------------- readability-medium-3 ----------------
  {
    id: 'w-medium-topics-link-rehash',
    page: 'web/readability-medium-3.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: 'a.rn.ro[href*="/topics"]',
    description: 'Make Medium yours link in the footer promo',
    target: 'a[href^="https://medium.com/topics"]:has(h2)',
    edits: [
      {
        from: 'class="bh bi at au av aw ax ay az ba rn ro bd rp rq"',
        to: 'class="bh bi at au av aw ax ay az ba tk tl bd tm tn"',
        count: 6,
      },
    ],
    after: 'a[href^="https://medium.com/topics"]:has(h2)',
  },
  // ---------------- readability-nytimes-5 ----------------
  {
    id: 'w-nyt-terms-of-sale-rehash',
    page: 'web/readability-nytimes-5.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: '//li[@class="css-a7htku edvi3so2"]/a[@class="css-jq1cx6" and text()="Terms of Sale"]',
    description: 'Terms of Sale link in the footer',
    target: 'footer a:text-is("Terms of Sale")',
    edits: [
      { from: 'css-a7htku', to: 'css-1q2w8zv', count: 21 },
      { from: 'css-jq1cx6', to: 'css-k3x0qa', count: 18 },
    ],
    after: 'footer a:text-is("Terms of Sale")',
  },
  {
    id: 'w-nyt-read-in-english-2-deleted',
    page: 'web/readability-nytimes-5.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByTitle('Read in English').nth(1)",
    description: 'Read in English link of the second translated story',
    target: 'a[title="Read in English"][href="https://www.nytimes.com/2022/01/04/dining/la-sushi.html"]',
    edits: [
      {
        from: '<a class="css-1d32glx" href="https://www.nytimes.com/2022/01/04/dining/la-sushi.html" data-version="en" title="Read in English">Read in English</a>',
        to: '',
      },
    ],
    after: null,
  },
  // ---------------- readability-theverge ----------------
  {
    id: 'w-verge-advertise-decoy',
    page: 'web/readability-theverge.html',
    kind: 'decoy',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Advertise with us' })",
    description: 'Advertise with us link in the Vox Media footer',
    target: 'a[href="https://www.voxmedia.com/vox-advertising"]',
    edits: [
      {
        from: 'href="#content">Skip to main content</a>',
        to: 'href="#content">Skip to main content</a>\n                <div class="bg-blurple p-8 text-center text-white"><span>Reach the people who love tech.</span> <a class="underline" href="https://www.voxmedia.com/vox-advertising/brand-studio?utm_source=verge_banner">Advertise with us</a></div>',
      },
    ],
    after: 'footer a[href="https://www.voxmedia.com/vox-advertising"]',
  },
  {
    id: 'w-verge-related-link-wrapper',
    page: 'web/readability-theverge.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: '//div[contains(@class,"related-list")]/ul/li/a',
    description: 'first Related story link under the article intro',
    target: 'a[href="/2023/6/5/23750003/apple-vision-pro-hands-on-the-best-headset-demo-ever"]',
    edits: [
      {
        from: '<a class="hover:shadow-underline-black" href="/2023/6/5/23750003/apple-vision-pro-hands-on-the-best-headset-demo-ever">I wore the Apple Vision Pro. It’s the best headset demo ever.</a>',
        to: '<div class="flex items-start gap-8"><span class="duet--recirculation--kicker text-12 uppercase">Hands-on</span><span class="duet--recirculation--title"><a class="hover:shadow-underline-black" href="/2023/6/5/23750003/apple-vision-pro-hands-on-the-best-headset-demo-ever">I wore the Apple Vision Pro. It’s the best headset demo ever.</a></span></div>',
      },
    ],
    after:
      '.duet--recirculation--related-list a[href="/2023/6/5/23750003/apple-vision-pro-hands-on-the-best-headset-demo-ever"]',
  },
  // ---------------- readability-royal-road ----------------
  {
    id: 'w-royalroad-color-scheme-attr',
    page: 'web/readability-royal-road.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: 'select[data-reader-preference-binding="bgColor"]',
    description: 'Color Scheme select in the reader settings',
    target: 'select.background-color',
    edits: [{ from: 'data-reader-preference-binding=', to: 'data-reader-setting=', count: 11 }],
    after: 'select.background-color',
  },
  {
    id: 'w-royalroad-reader-width-combined',
    page: 'web/readability-royal-road.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.locator('select.reader-width')",
    description: 'Reader Width select in the reader settings',
    target: 'select.reader-width',
    edits: [
      {
        from: '<label>Reader Width</label> <select class="reader-width form-control" data-reader-preference-binding="readerWidth">',
        to: '<label for="reader-width-select">Content width</label> <select id="reader-width-select" class="rr-select form-control" data-reader-preference-binding="readerWidth">',
      },
    ],
    after: 'select[data-reader-preference-binding="readerWidth"]',
  },
  // ---------------- readability-spiceworks ----------------
  {
    id: 'w-spiceworks-accessibility-menu-id',
    page: 'web/readability-spiceworks.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: '#menu-item-3176786 > a',
    description: 'Accessibility Statement link in the footer menu',
    target: 'a[href="https://www.spiceworks.com/accessibility-statement/"]',
    edits: [{ from: 'menu-item-3176786', to: 'menu-item-3204519', count: 2 }],
    after: 'a[href="https://www.spiceworks.com/accessibility-statement/"]',
  },
  {
    id: 'w-spiceworks-meta-thumb-alt',
    page: 'web/readability-spiceworks.html',
    kind: 'attribute-changed',
    framework: 'playwright',
    locator: "page.getByAltText('Meta to Sunset Workplace by June 2026')",
    description: 'thumbnail of the Meta to Sunset Workplace recommended article',
    target: 'img[alt="Meta to Sunset Workplace by June 2026"]',
    edits: [
      {
        from: 'title="Meta to Sunset Workplace by June 2026" alt="Meta to Sunset Workplace by June 2026"',
        to: 'title="Meta to Sunset Workplace by June 2026" alt="Meta sign outside the company campus"',
      },
    ],
    after: 'img[alt="Meta sign outside the company campus"]',
  },
  // ---------------- readability-wikipedia-2 ----------------
  {
    id: 'w-wikipedia-bislama-deleted',
    page: 'web/readability-wikipedia-2.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: 'li.interwiki-bi > a',
    description: 'Bislama link in the Languages sidebar',
    target: 'a[hreflang="bi"]',
    edits: [
      {
        from: `                            <li class="interlanguage-link interwiki-bi">
                                <a href="https://bi.wikipedia.org/wiki/Niusilan" title="Niusilan – Bislama" lang="bi" hreflang="bi" class="interlanguage-link-target" xml:lang="bi">Bislama</a>
                            </li>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'w-wikipedia-cite-moved',
    page: 'web/readability-wikipedia-2.html',
    kind: 'moved',
    framework: 'selenium',
    locator: '#p-tb #t-cite > a',
    description: 'Cite this page link in the Tools sidebar',
    target: '#t-cite > a',
    edits: [
      {
        move: {
          start: '<li id="t-cite">',
          end: `>Cite this page</a>
                            </li>`,
        },
        before: '<li id="coll-create_a_book">',
      },
    ],
    after: '#p-coll-print_export #t-cite > a',
  },
  // ---------------- postlight-twitter ----------------
  {
    id: 'w-twitter-retweets-stat-reorder',
    page: 'web/postlight-twitter.html',
    kind: 'reorder',
    framework: 'playwright',
    locator: "page.locator('ul.stats li.stat-count a').first()",
    description: 'Retweets count in the tweet stats row',
    target: 'a.request-retweeted-popup',
    edits: [
      {
        move: {
          start: '<li class="js-stat-count js-stat-favorites stat-count"',
          end: `Likes <strong>282</strong>
      </a>
    </li>`,
        },
        before: '<li class="js-stat-count js-stat-retweets stat-count"',
      },
    ],
    after: 'a.request-retweeted-popup',
  },
  {
    id: 'w-twitter-likes-stat-attr',
    page: 'web/postlight-twitter.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: 'a[data-tweet-stat-count="282"]',
    description: '',
    target: 'a.request-favorited-popup',
    edits: [{ from: `         data-tweet-stat-count="282" `, to: `         data-stat-count="282" ` }],
    after: 'a.request-favorited-popup',
  },
  // ---------------- postlight-github ----------------
  {
    id: 'w-github-footer-training-deleted',
    page: 'web/postlight-github.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.locator('footer').getByText('Training')",
    description: 'Training link in the page footer',
    target: 'a[href="https://services.github.com"]',
    edits: [
      {
        from: '<li class="mr-3 mr-lg-0"><a href="https://services.github.com" data-analytics-event="{&quot;category&quot;:&quot;Footer&quot;,&quot;action&quot;:&quot;go to training&quot;,&quot;label&quot;:&quot;text:training&quot;}">Training</a></li>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'w-github-footer-docs-attr',
    page: 'web/postlight-github.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: 'a[data-ga-click="Footer, go to help, text:Docs"]',
    description: '',
    target: 'a[data-ga-click="Footer, go to help, text:Docs"]',
    edits: [
      {
        from: 'data-ga-click="Footer, go to help, text:Docs"',
        to: 'data-analytics-event="{&quot;category&quot;:&quot;Footer&quot;,&quot;action&quot;:&quot;go to help&quot;,&quot;label&quot;:&quot;text:Docs&quot;}"',
      },
    ],
    after: 'a[data-analytics-event*="go to help"]',
  },
  // ---------------- postlight-linkedin ----------------
  {
    id: 'w-linkedin-lang-italian-deleted',
    page: 'web/postlight-linkedin.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByRole('menuitem', { name: 'Italiano (Italian)' })",
    description: 'Italiano option in the footer language menu',
    target: 'button[data-locale="it_IT"]',
    edits: [
      {
        from: `<li aria-label="Italiano (Italian)" class="language-selector__item">
            
            <button aria-label="Italiano (Italian)" class="language-selector__link " data-tracking-control-name="language-selector-it_IT" data-locale="it_IT" role="menuitem" lang="it_IT">
                Italiano (Italian)
            </button>
          </li>
          `,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'w-linkedin-related-title-tag',
    page: 'web/postlight-linkedin.html',
    kind: 'tag-change',
    framework: 'playwright',
    locator:
      "page.locator('h3.related-content-card__title').filter({ hasText: 'My 300-day self-care journey' })",
    description: 'title of the "My 300-day self-care journey" related article card',
    target: 'h3.related-content-card__title:has-text("My 300-day self-care journey")',
    edits: [
      {
        from: `        <h3 class="related-content-card__title">
          My 300-day self-care journey: what I learned about (re)building resiliency
        </h3>`,
        to: `        <p class="related-content-card__title">
          My 300-day self-care journey: what I learned about (re)building resiliency
        </p>`,
      },
    ],
    after: 'p.related-content-card__title:has-text("My 300-day self-care journey")',
  },
  // ---------------- wanted-kr-job-listing ----------------
  {
    id: 'w-wanted-company-name-rehash',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'class-rehash',
    framework: 'playwright',
    locator: 'page.locator(\'a[href="/wd/218115"] .JobCard_JobCard__body__company__AUj_B\')',
    description: 'company name on the 추천 시스템 LLM모델링 job card',
    target: 'a[href="/wd/218115"] span:text-is("웅진씽크빅")',
    edits: [
      {
        from: 'JobCard_JobCard__body__company__AUj_B',
        to: 'JobCard_JobCard__body__company__q7Ls0',
        count: 470,
      },
    ],
    after: 'a[href="/wd/218115"] span:text-is("웅진씽크빅")',
  },
  {
    id: 'w-wanted-job-title-decoy',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'decoy',
    framework: 'selenium',
    locator: '//p[text()="추천 시스템 LLM모델링"]',
    description: 'title of the 추천 시스템 LLM모델링 job card',
    target: 'a[href="/wd/218115"] p',
    edits: [
      {
        from: '<ul data-cy="job-list" class="List_List__Ni_dK">',
        to: '<ul data-cy="job-list" class="List_List__Ni_dK"><li class="Card_Card__WdaEk PromotedCard"><div data-cy="promoted-job-card"><a href="/wd/218115?utm_source=promoted" class="PromotedCard_link"><span class="PromotedCard_badge">추천</span><p class="PromotedCard_title">추천 시스템 LLM모델링</p><span>웅진씽크빅</span></a></div></li>',
      },
    ],
    after: 'a[href="/wd/218115"] p',
  },
  // ---------------- postlight-reddit ----------------
  {
    id: 'w-reddit-related-author-testid',
    page: 'web/postlight-reddit.html',
    kind: 'attribute-renamed',
    framework: 'playwright',
    locator: "page.getByTestId('post_author_link').filter({ hasText: 'u/kylemaranhas' })",
    description: 'author link u/kylemaranhas on a related post',
    target: 'a[href="/user/kylemaranhas/"]',
    edits: [{ from: 'data-testid="post_author_link"', to: 'data-testid="post-author-name"', count: 12 }],
    after: 'a[href="/user/kylemaranhas/"]',
  },
  // ---------------- postlight-sanwa-co-jp ----------------
  {
    id: 'w-sanwa-cable-menu-id',
    page: 'web/postlight-sanwa-co-jp.html',
    kind: 'id-renamed',
    framework: 'playwright',
    locator: "page.locator('#pmenu-001055 > a')",
    description: 'ケーブル・アダプタ (cables & adapters) entry in the product mega menu',
    target: 'a[href="/product/cable/index.html"].one',
    edits: [{ from: 'id="pmenu-001055"', to: 'id="gnav-product-cable"' }],
    after: '#gnav-product-cable > a',
  },
  {
    id: 'w-sanwa-audio-menu-deleted',
    page: 'web/postlight-sanwa-co-jp.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '//*[@id="gl-product-area"]/div[1]/ul/li[6]/a',
    description: '映像・音響機器 (audio/visual) entry in the product mega menu',
    target: '#pmenu-001053 > a',
    edits: [
      {
        from: `                                            <li id="pmenu-001053">
                    <a href="/product/audio_visual/index.html" class="clfx one ">
                        <img src="/static/images/head_new_1509/icn_speaker.png" alt="&#x6620;&#x50CF;&#x30FB;&#x97F3;&#x97FF;&#x6A5F;&#x5668;">
                        <span>&#x6620;&#x50CF;&#x30FB;&#x97F3;&#x97FF;&#x6A5F;&#x5668;</span>
                    </a>
                </li>
`,
        to: '',
      },
    ],
    after: null,
  },
  // ---------------- postlight-youtube ----------------
  {
    id: 'w-youtube-lectures-chip-reorder',
    page: 'web/postlight-youtube.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: '(//yt-chip-cloud-chip-renderer)[3]',
    description: 'Lectures filter chip above the related videos',
    target: 'yt-chip-cloud-chip-renderer:has([title="Lectures"])',
    edits: [
      {
        from: '<yt-chip-cloud-chip-renderer class="style-scope yt-chip-cloud-renderer"\n                                      modern-chips="" aria-selected="false" role="tab" tabindex="0"\n                                      chip-style="STYLE_DEFAULT">\n                                      <!--css-build:shady-->\n                                      <yt-formatted-string id="text" ellipsis-truncate=""\n                                        class="style-scope yt-chip-cloud-chip-renderer" ellipsis-truncate-styling=""\n                                        title="Lectures">Lectures</yt-formatted-string>\n                                    </yt-chip-cloud-chip-renderer>\n                                    <yt-chip-cloud-chip-renderer class="style-scope yt-chip-cloud-renderer"\n                                      modern-chips="" aria-selected="false" role="tab" tabindex="0"\n                                      chip-style="STYLE_DEFAULT">\n                                      <!--css-build:shady-->\n                                      <yt-formatted-string id="text" ellipsis-truncate=""\n                                        class="style-scope yt-chip-cloud-chip-renderer" ellipsis-truncate-styling=""\n                                        title="Lessons">Lessons</yt-formatted-string>\n                                    </yt-chip-cloud-chip-renderer>',
        to: '<yt-chip-cloud-chip-renderer class="style-scope yt-chip-cloud-renderer"\n                                      modern-chips="" aria-selected="false" role="tab" tabindex="0"\n                                      chip-style="STYLE_DEFAULT">\n                                      <!--css-build:shady-->\n                                      <yt-formatted-string id="text" ellipsis-truncate=""\n                                        class="style-scope yt-chip-cloud-chip-renderer" ellipsis-truncate-styling=""\n                                        title="Lessons">Lessons</yt-formatted-string>\n                                    </yt-chip-cloud-chip-renderer>\n                                    <yt-chip-cloud-chip-renderer class="style-scope yt-chip-cloud-renderer"\n                                      modern-chips="" aria-selected="false" role="tab" tabindex="0"\n                                      chip-style="STYLE_DEFAULT">\n                                      <!--css-build:shady-->\n                                      <yt-formatted-string id="text" ellipsis-truncate=""\n                                        class="style-scope yt-chip-cloud-chip-renderer" ellipsis-truncate-styling=""\n                                        title="Lectures">Lectures</yt-formatted-string>\n                                    </yt-chip-cloud-chip-renderer>',
      },
    ],
    after: 'yt-chip-cloud-chip-renderer:has([title="Lectures"])',
  },
  // ---------------- readability-bbc-1 ----------------
  {
    id: 'w-bbc-watched-tab-tag',
    page: 'web/readability-bbc-1.html',
    kind: 'tag-change',
    framework: 'playwright',
    locator: "page.locator('#most-popular__tab-2 > a')",
    description: 'Watched tab of the Most Popular box',
    target: '#most-popular__tab-2 > a',
    edits: [
      {
        from: '<a tabindex="-1" role="tab" href="#">Watched</a>',
        to: '<button type="button" tabindex="-1" role="tab" class="most-popular__tab-button">Watched</button>',
      },
    ],
    after: '#most-popular__tab-2 > button',
  },
  {
    id: 'w-bbc-read-tab-combined',
    page: 'web/readability-bbc-1.html',
    kind: 'combined',
    framework: 'selenium',
    locator: '//li[@id="most-popular__tab-1"]/a',
    description: 'Read tab of the Most Popular box',
    target: '#most-popular__tab-1 > a',
    edits: [
      {
        from: '<li role="presentation" id="most-popular__tab-1" class="most-popular__header__tabs--read open"><a tabindex="0" role="tab" href="#">Read<span class="off-screen"> selected</span></a></li>',
        to: '<li role="presentation" id="mp-tab-read" class="most-popular__header__tabs--read open"><a tabindex="0" role="tab" href="#">Most read<span class="off-screen"> selected</span></a></li>',
      },
      { from: 'aria-labelledby="most-popular__tab-1"', to: 'aria-labelledby="mp-tab-read"' },
    ],
    after: '#mp-tab-read > a',
  },
  // ---------------- readability-wapo-1 ----------------
  {
    id: 'w-wapo-menu-privacy-moved',
    page: 'web/readability-wapo-1.html',
    kind: 'moved',
    framework: 'selenium',
    locator: '//div[@id="site-menu-info"]/p[4]/a',
    description: 'Privacy Policy link in the site menu',
    target: '#site-menu-info a:text-is("Privacy Policy")',
    edits: [
      {
        from: `                                            <p><a href="http://www.washingtonpost.com/privacy-policy/2011/11/18/gIQASIiaiN_story.html">Privacy Policy</a>

                                            </p>
`,
        to: '',
      },
      {
        from: '<div id="site-menu-info">',
        to: '<p class="site-menu-legal"><a href="http://www.washingtonpost.com/privacy-policy/2011/11/18/gIQASIiaiN_story.html">Privacy Policy</a></p>\n                                        <div id="site-menu-info">',
      },
    ],
    after: 'p.site-menu-legal > a',
  },
  // ---------------- readability-archive-of-our-own ----------------
  {
    id: 'w-ao3-kudos-redrayvn-deleted',
    page: 'web/readability-archive-of-our-own.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.locator('#kudos').getByText('Redrayvn')",
    description: 'Redrayvn in the kudos list',
    target: '#kudos a[href="/users/Redrayvn"]',
    edits: [{ from: '<a href="/users/Redrayvn">Redrayvn</a>, ', to: '' }],
    after: null,
  },
  {
    id: 'w-ao3-word-count-wrapper',
    page: 'web/readability-archive-of-our-own.html',
    kind: 'wrapper',
    framework: 'playwright',
    locator: "page.locator('dl.stats > dd.words')",
    description: 'word count in the work stats',
    target: 'dd.words',
    edits: [
      { from: '<dt class="words">', to: '<div class="stat-group stat-group--words"><dt class="words">' },
      {
        from: `<dd class="words">
                                            67379
                                        </dd>`,
        to: `<dd class="words">
                                            67379
                                        </dd></div>`,
      },
    ],
    after: 'div.stat-group--words > dd.words',
  },
  // ---------------- readability-guardian-1 ----------------
  {
    id: 'w-guardian-contribute-linkname',
    page: 'web/readability-guardian-1.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: 'a[data-link-name="nav2 : Make a contribution"]',
    description: 'Make a contribution item in the side menu',
    target: 'a[data-link-name="nav2 : Make a contribution"]',
    edits: [
      {
        from: 'data-link-name="nav2 : Make a contribution"',
        to: 'data-link-name="nav3 : support : contribute"',
      },
    ],
    after: 'a[data-link-name="nav3 : support : contribute"]',
  },
  {
    id: 'w-guardian-whales-tag-decoy',
    page: 'web/readability-guardian-1.html',
    kind: 'decoy',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Whales', exact: true })",
    description: 'Whales topic tag at the foot of the article',
    target: 'a.submeta__link[href="https://www.theguardian.com/environment/whales"]',
    edits: [
      {
        from: `Māori tribes fearful over whale strandings
                        </h1>`,
        to: `Māori tribes fearful over whale strandings
                        </h1>
                        <div class="content__series-label"><span>Series:</span> <a class="content__series-label__link" href="https://www.theguardian.com/environment/series/whales-in-crisis">Whales</a></div>`,
      },
    ],
    after: 'a.submeta__link[href="https://www.theguardian.com/environment/whales"]',
  },
  // ---------------- readability-cnn ----------------
  {
    id: 'w-cnn-footer-luxury-moved',
    page: 'web/readability-cnn.html',
    kind: 'moved',
    framework: 'playwright',
    locator: `page.locator('xpath=//div[@class="list-header" and contains(., "Content")]/following-sibling::ul//div[@class="column"][2]/li[3]/a')`,
    description: 'Luxury link in the footer sections list',
    target: 'li.footer-link > a[href="/luxury/"]',
    edits: [
      {
        from: `
                                <li class="footer-link"><a href="/luxury/">Luxury</a></li>`,
        to: '',
      },
      {
        from: '<li class="footer-link"><a href="/technology/">Tech</a></li>',
        to: `<li class="footer-link"><a href="/technology/">Tech</a></li>
                                <li class="footer-link"><a href="/luxury/">Luxury</a></li>`,
      },
    ],
    after: 'li.footer-link > a[href="/luxury/"]',
  },
  {
    id: 'w-cnn-newsletter-header-decoy',
    page: 'web/readability-cnn.html',
    kind: 'decoy',
    framework: 'selenium',
    locator: '//h3[@class="module-header" and text()="Newsletter"]',
    description: 'Newsletter header of the Before the Bell signup box',
    target: '#mc-embedded-subscribe-form h3.module-header',
    edits: [
      {
        from: '<!-- Begin MailChimp Signup Form -->',
        to: `<div class="module newsletter-promo"><h3 class="module-header">Newsletter</h3><p>Get CNNMoney Pacific in your inbox every morning. <a href="/newsletters/">See all newsletters</a></p></div>
                    <!-- Begin MailChimp Signup Form -->`,
      },
    ],
    after: '#mc-embedded-subscribe-form h3.module-header',
  },
  // ---------------- readability-msn ----------------
  {
    id: 'w-msn-footer-legal-dataid',
    page: 'web/readability-msn.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: 'a[data-id="81"]',
    description: 'Legal link in the footer',
    target: 'a[href="https://go.microsoft.com/fwlink/?LinkID=246338"]',
    edits: [
      {
        from: '<li><a href="https://go.microsoft.com/fwlink/?LinkID=246338" data-id="81" data-m="{&quot;i&quot;:81,',
        to: '<li><a href="https://go.microsoft.com/fwlink/?LinkID=246338" data-id="84" data-m="{&quot;i&quot;:84,',
      },
    ],
    after: 'a[href="https://go.microsoft.com/fwlink/?LinkID=246338"]',
  },
  {
    id: 'w-msn-provide-feedback-reworded',
    page: 'web/readability-msn.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByRole('button', { name: 'Provide Feedback' })",
    description: 'Provide Feedback tab in the Send Feedback dialog',
    target: 'button[title="provide feedback"]',
    edits: [{ from: '>Provide Feedback</button>', to: '>Share your thoughts</button>' }],
    after: 'button[title="provide feedback"]',
  },
  // ---------------- readability-yahoo-2 ----------------
  {
    id: 'w-yahoo-mobile-link-combined',
    page: 'web/readability-yahoo-2.html',
    kind: 'combined',
    framework: 'selenium',
    locator: 'li#uh-tb-mobile > a',
    description: 'Mobile link in the Yahoo top bar',
    target: 'a[href="https://mobile.yahoo.com/"]',
    edits: [
      {
        from: '<li id="uh-tb-mobile" class="D(ib) Lh(1.7) Mend(18px) Pstart(14px) Va(t) Zoom" data-reactid="29"><a class="C(#fff) Td(n) Td(u):h" href="https://mobile.yahoo.com/" data-reactid="30">Mobile</a></li>',
        to: '<li id="ybar-nav-mobile" class="D(ib) Lh(1.7) Mend(18px) Pstart(14px) Va(t) Zoom" data-reactid="29"><span class="ybar-nav-item" data-reactid="30"><a class="C(#fff) Td(n) Td(u):h" href="https://mobile.yahoo.com/" data-reactid="31">Mobile apps</a></span></li>',
      },
    ],
    after: '#ybar-nav-mobile a',
  },
  {
    id: 'w-reddit-subreddit-link-rehash',
    page: 'web/postlight-reddit.html',
    kind: 'class-rehash',
    framework: 'playwright',
    locator: 'page.locator(\'a._3t5uN8xUmg0TOwRCOGQEcU[href="/r/rimjob_steve/"]\')',
    description: 'r/rimjob_steve subreddit link on a related post',
    target: 'a[href="/r/rimjob_steve/"]',
    edits: [{ from: '_3t5uN8xUmg0TOwRCOGQEcU', to: '_1Xk9bQ2wTzR4vYp0mL7cNe', count: 3 }],
    after: 'a[href="/r/rimjob_steve/"]',
  },
  // ---------------- postlight-reddit-image-post ----------------
  {
    id: 'w-redditimg-comment-author-rehash',
    page: 'web/postlight-reddit-image-post.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: 'a.wM6scouPXXsFDSZmZPHRo[href="/user/thekidvoomer/"]',
    description: "thekidvoomer's username on their comment",
    target: 'a[data-testid="comment_author_link"][href="/user/thekidvoomer/"]',
    edits: [{ from: 'wM6scouPXXsFDSZmZPHRo', to: 'q3RtY8vPzL1mKd0XbNw5aE', count: 181 }],
    after: 'a[data-testid="comment_author_link"][href="/user/thekidvoomer/"]',
  },
  // ---------------- readability-wikia ----------------
  {
    id: 'w-wikia-footer-press-tracking',
    page: 'web/readability-wikia.html',
    kind: 'attribute-renamed',
    framework: 'playwright',
    locator: 'page.locator(\'[tracking-label="global-footer.company-overview.press"]\')',
    description: 'Press link in the footer Overview section',
    target: 'a[href="http://fandom.wikia.com/press"]',
    edits: [
      {
        from: 'tracking-label="global-footer.company-overview.press"',
        to: 'tracking-label="footer.company.press"',
      },
    ],
    after: 'a[href="http://fandom.wikia.com/press"]',
  },
  {
    id: 'w-wikia-footer-contact-moved',
    page: 'web/readability-wikia.html',
    kind: 'moved',
    framework: 'selenium',
    locator: '//section[contains(@class,"wds-is-company-overview")]//a[text()="Contact"]',
    description: 'Contact link in the footer Overview section',
    target: 'a[href="http://fandom.wikia.com/contact"]',
    edits: [
      {
        from: `                        <li class="wds-global-footer__links-list-item">
                            <a href="http://fandom.wikia.com/contact" class="wds-global-footer__link" data-trackable="" tracking-label="global-footer.company-overview.contact" data-is="trackable" riot-tag="trackable">Contact</a>
                        </li>
`,
        to: '',
      },
      {
        from: `<h3 class="wds-global-footer__section-header">Advertise</h3>
                    <ul class="wds-global-footer__links-list">`,
        to: `<h3 class="wds-global-footer__section-header">Advertise</h3>
                    <ul class="wds-global-footer__links-list">
                        <li class="wds-global-footer__links-list-item">
                            <a href="http://fandom.wikia.com/contact" class="wds-global-footer__link" data-trackable="" tracking-label="global-footer.company-overview.contact" data-is="trackable" riot-tag="trackable">Contact</a>
                        </li>`,
      },
    ],
    after: 'section.wds-is-advertise a[href="http://fandom.wikia.com/contact"]',
  },
  // ---------------- readability-mozilla-1 ----------------
  {
    id: 'w-mozilla-country-poland-deleted',
    page: 'web/readability-mozilla-1.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: '#id_country option[value="pl"]',
    description: 'Poland option in the newsletter country select',
    target: '#id_country option[value="pl"]',
    edits: [{ from: '<option value="pl">Poland</option>', to: '' }],
    after: null,
  },
  {
    id: 'w-mozilla-awesomebar-heading-combined',
    page: 'web/readability-mozilla-1.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.locator('#awesome-bar h3')",
    description: 'Awesome Bar heading in the customize section',
    target: '#awesome-bar h3',
    edits: [
      { from: 'id="awesome-bar"', to: 'id="customize-panel-awesomebar"' },
      { from: '<h3>Awesome Bar</h3>', to: '<h2 class="customizer-title">The Awesome Bar</h2>' },
    ],
    after: 'h2.customizer-title',
  },
  // ---------------- readability-engadget ----------------
  {
    id: 'w-engadget-reprints-wrapper',
    page: 'web/readability-engadget.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: '//li[contains(@class,"inline-block")]/a[@href="http://www.engadgetreprints.com/"]',
    description: 'Reprints and Permissions link in the footer',
    target: 'a[href="http://www.engadgetreprints.com/"]',
    edits: [
      {
        from: `<a href="http://www.engadgetreprints.com/"
                                                                                class="t-meta th-meta">Reprints and
                                        Permissions</a></li>`,
        to: `<span class="o-tooltip" data-tooltip="Licensing and syndication requests"><a href="http://www.engadgetreprints.com/"
                                                                                class="t-meta th-meta">Reprints and
                                        Permissions</a></span></li>`,
      },
    ],
    after: 'span.o-tooltip > a[href="http://www.engadgetreprints.com/"]',
  },
  {
    id: 'w-engadget-about-ads-decoy',
    page: 'web/readability-engadget.html',
    kind: 'decoy',
    framework: 'playwright',
    locator: "page.getByText('About Our Ads')",
    description: 'About Our Ads link in the footer',
    target: 'a[href="https://www.engadget.com/about-our-advertising/"]',
    edits: [
      {
        from: `                    <div class="ta-c pb-60@tp- pb-80@tl+ container">
                        <h1 class="t-h4@s`,
        to: `                    <div class="ad-label ta-r t-meta"><span>Advertisement</span> · <a href="https://www.engadget.com/about-our-advertising/?src=ad-slot" class="th-meta">About Our Ads</a></div>
                    <div class="ta-c pb-60@tp- pb-80@tl+ container">
                        <h1 class="t-h4@s`,
      },
    ],
    after: 'a[href="https://www.engadget.com/about-our-advertising/"]',
  },
  // ---------------- readability-ietf-1 ----------------
  {
    id: 'w-ietf-ref-spdy-id',
    page: 'web/readability-ietf-1.html',
    kind: 'id-renamed',
    framework: 'playwright',
    locator: "page.locator('#ref-SPDY')",
    description: 'SPDY entry in the informative references',
    target: 'a[name="ref-SPDY"]',
    edits: [{ from: 'ref-SPDY', to: 'rfc-ref-SPDY', count: 3 }],
    after: 'a#rfc-ref-SPDY',
  },
  {
    id: 'w-ietf-ref-bearer-deleted',
    page: 'web/readability-ietf-1.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.locator('#ref-BEARER')",
    description: 'BEARER entry in the references list',
    target: 'a[name="ref-BEARER"]',
    edits: [
      {
        from: `    [<a name="ref-BEARER" id="ref-BEARER">BEARER</a>]
        M. Jones, D. Hardt, "The OAuth 2.0 Authorization Framework:
        Bearer Token Usage", <a href="./rfc6750">RFC6750</a>, October 2012.

`,
        to: '',
      },
    ],
    after: null,
  },
  // ---------------- readability-gitlab-blog ----------------
  {
    id: 'w-gitlab-get-started-scoped-hash',
    page: 'web/readability-gitlab-blog.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: 'h4.header[data-v-19cf63b5]',
    description: 'Ready to get started? heading of the closing call-to-action',
    target: 'h4.header:has-text("Ready to get started?")',
    edits: [{ from: 'data-v-19cf63b5', to: 'data-v-8e2d47a1', count: 29 }],
    after: 'h4.header:has-text("Ready to get started?")',
  },
  {
    id: 'w-gitlab-newsletter-heading-tag',
    page: 'web/readability-gitlab-blog.html',
    kind: 'tag-change',
    framework: 'playwright',
    locator: "page.locator('h2.form_header')",
    description: 'newsletter signup heading',
    target: 'h2.form_header',
    edits: [
      {
        from: `<h2 class="form_header slp-text-heading3" data-v-19cf63b5="" data-v-681f9f58="">
                                                        Sign up for GitLab’s newsletter <!---->
                                                    </h2>`,
        to: `<h3 class="form_header slp-text-heading3" data-v-19cf63b5="" data-v-681f9f58="">
                                                        Sign up for GitLab’s newsletter <!---->
                                                    </h3>`,
      },
    ],
    after: 'h3.form_header',
  },
  // ---------------- todomvc-site-index ----------------
  {
    id: 'w-todomvc-reagent-deleted',
    page: 'web/todomvc-site-index.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: 'a.applist-item[href="examples/reagent/"]',
    description: 'Reagent link in the compile-to-JS examples list',
    target: 'a.applist-item[href="examples/reagent/"]',
    edits: [
      {
        from: '\t\t\t\t\t\t\t\t<li>\n\t\t\t\t\t\t\t\t\t<a class="applist-item" href="examples/reagent/" data-source="https://reagent-project.github.io/" data-content="Reagent provides a minimalistic interface between ClojureScript and React.">\n\t\t\t\t\t\t\t\t\t\t<span class="link">Reagent</span>\n\t\t\t\t\t\t\t\t\t</a>\n\t\t\t\t\t\t\t\t</li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'w-todomvc-ts-react-reworded',
    page: 'web/todomvc-site-index.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'TypeScript + React' })",
    description: 'TypeScript + React example link',
    target: 'a.applist-item[href="examples/typescript-react/"]',
    edits: [
      {
        from: '<span class="link">TypeScript + React</span>',
        to: '<span class="link">React (TypeScript)</span>',
      },
    ],
    after: 'a.applist-item[href="examples/typescript-react/"]',
  },
  // ---------------- adminlte-examples-login ----------------
  {
    id: 'w-login-remember-label-wrapper',
    page: 'web/adminlte-examples-login.html',
    kind: 'wrapper',
    framework: 'playwright',
    locator: "page.locator('div.form-check > label.form-check-label')",
    description: 'Remember Me label next to the checkbox',
    target: 'label[for="flexCheckDefault"]',
    edits: [
      {
        from: '<label class="form-check-label" for="flexCheckDefault"> Remember Me </label>',
        to: '<span class="d-inline-flex align-items-center gap-1" data-bs-toggle="tooltip" title="Stay signed in for 30 days"><label class="form-check-label" for="flexCheckDefault"> Remember Me </label><i class="bi bi-info-circle small text-secondary"></i></span>',
      },
    ],
    after: 'span[data-bs-toggle="tooltip"] > label[for="flexCheckDefault"]',
  },
  // ---------------- adminlte-examples-register-v2 ----------------
  {
    id: 'w-register-fullname-label-combined',
    page: 'web/adminlte-examples-register-v2.html',
    kind: 'combined',
    framework: 'selenium',
    locator: '//label[@for="registerFullName"]',
    description: 'Full Name floating label in the registration form',
    target: 'label[for="registerFullName"]',
    edits: [
      {
        from: '<input id="registerFullName" type="text" class="form-control" placeholder="" />',
        to: '<input id="register-name" name="name" type="text" class="form-control" placeholder="" autocomplete="name" />',
      },
      {
        from: '<label for="registerFullName">Full Name</label>',
        to: '<label for="register-name">Your name</label>',
      },
    ],
    after: 'label[for="register-name"]',
  },
  // ---------------- adminlte-pages-file-manager ----------------
  {
    id: 'w-filemanager-first-row-share-reorder',
    page: 'web/adminlte-pages-file-manager.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: '//table[contains(@class,"align-middle")]/tbody/tr[1]/td[4]//button[@title="Share"]',
    description: 'Share button of the Customer interviews folder in the list view',
    target: 'tbody tr:has-text("Customer interviews") button[title="Share"]',
    edits: [
      {
        from: '                            <tr>\n                              <td>\n                                <i\n                                  class="bi bi-folder-fill text-warning me-2"\n                                  aria-hidden="true"\n                                ></i>\n                                Customer interviews\n                              </td>\n                              <td>—</td>\n                              <td>Today</td>\n                              <td class="text-end">\n                                <div class="btn-group btn-group-sm">\n                                  <button\n                                    class="btn btn-outline-secondary"\n                                    type="button"\n                                    title="Download"\n                                  >\n                                    <i class="bi bi-download" aria-hidden="true"></i>\n                                  </button>\n                                  <button\n                                    class="btn btn-outline-secondary"\n                                    type="button"\n                                    title="Share"\n                                  >\n                                    <i class="bi bi-share" aria-hidden="true"></i>\n                                  </button>\n                                  <button\n                                    class="btn btn-outline-danger"\n                                    type="button"\n                                    title="Delete"\n                                  >\n                                    <i class="bi bi-trash" aria-hidden="true"></i>\n                                  </button>\n                                </div>\n                              </td>\n                            </tr>\n                            <tr>\n                              <td>\n                                <i\n                                  class="bi bi-folder-fill text-warning me-2"\n                                  aria-hidden="true"\n                                ></i>\n                                Q2 planning\n                                <span class="badge text-bg-info ms-2"> Shared </span>\n                              </td>\n                              <td>—</td>\n                              <td>Yesterday</td>\n                              <td class="text-end">\n                                <div class="btn-group btn-group-sm">\n                                  <button\n                                    class="btn btn-outline-secondary"\n                                    type="button"\n                                    title="Download"\n                                  >\n                                    <i class="bi bi-download" aria-hidden="true"></i>\n                                  </button>\n                                  <button\n                                    class="btn btn-outline-secondary"\n                                    type="button"\n                                    title="Share"\n                                  >\n                                    <i class="bi bi-share" aria-hidden="true"></i>\n                                  </button>\n                                  <button\n                                    class="btn btn-outline-danger"\n                                    type="button"\n                                    title="Delete"\n                                  >\n                                    <i class="bi bi-trash" aria-hidden="true"></i>\n                                  </button>\n                                </div>\n                              </td>\n                            </tr>',
        to: '                            <tr>\n                              <td>\n                                <i\n                                  class="bi bi-folder-fill text-warning me-2"\n                                  aria-hidden="true"\n                                ></i>\n                                Q2 planning\n                                <span class="badge text-bg-info ms-2"> Shared </span>\n                              </td>\n                              <td>—</td>\n                              <td>Yesterday</td>\n                              <td class="text-end">\n                                <div class="btn-group btn-group-sm">\n                                  <button\n                                    class="btn btn-outline-secondary"\n                                    type="button"\n                                    title="Download"\n                                  >\n                                    <i class="bi bi-download" aria-hidden="true"></i>\n                                  </button>\n                                  <button\n                                    class="btn btn-outline-secondary"\n                                    type="button"\n                                    title="Share"\n                                  >\n                                    <i class="bi bi-share" aria-hidden="true"></i>\n                                  </button>\n                                  <button\n                                    class="btn btn-outline-danger"\n                                    type="button"\n                                    title="Delete"\n                                  >\n                                    <i class="bi bi-trash" aria-hidden="true"></i>\n                                  </button>\n                                </div>\n                              </td>\n                            </tr>\n                            <tr>\n                              <td>\n                                <i\n                                  class="bi bi-folder-fill text-warning me-2"\n                                  aria-hidden="true"\n                                ></i>\n                                Customer interviews\n                              </td>\n                              <td>—</td>\n                              <td>Today</td>\n                              <td class="text-end">\n                                <div class="btn-group btn-group-sm">\n                                  <button\n                                    class="btn btn-outline-secondary"\n                                    type="button"\n                                    title="Download"\n                                  >\n                                    <i class="bi bi-download" aria-hidden="true"></i>\n                                  </button>\n                                  <button\n                                    class="btn btn-outline-secondary"\n                                    type="button"\n                                    title="Share"\n                                  >\n                                    <i class="bi bi-share" aria-hidden="true"></i>\n                                  </button>\n                                  <button\n                                    class="btn btn-outline-danger"\n                                    type="button"\n                                    title="Delete"\n                                  >\n                                    <i class="bi bi-trash" aria-hidden="true"></i>\n                                  </button>\n                                </div>\n                              </td>\n                            </tr>',
      },
    ],
    after: 'tbody tr:has-text("Customer interviews") button[title="Share"]',
  },
  // ---------------- adminlte-pages-projects ----------------
  {
    id: 'w-projects-progress-decoy',
    page: 'web/adminlte-pages-projects.html',
    kind: 'decoy',
    framework: 'playwright',
    locator: 'page.locator(\'.progress-bar[aria-valuenow="78"]\')',
    description: 'progress bar of the AdminLTE 4 Release project',
    target: 'tr:has-text("AdminLTE 4 Release") .progress-bar',
    edits: [
      {
        from: '<!-- Toolbar -->',
        to: `<!-- Portfolio summary -->
            <div class="card mb-3">
              <div class="card-body d-flex align-items-center gap-3">
                <span class="fw-semibold">Portfolio completion</span>
                <div class="progress flex-grow-1" style="height: 6px">
                  <div class="progress-bar bg-success" role="progressbar" style="width: 78%" aria-valuenow="78" aria-valuemin="0" aria-valuemax="100"></div>
                </div>
                <small class="text-secondary">78%</small>
              </div>
            </div>

            <!-- Toolbar -->`,
      },
    ],
    after: 'tr:has-text("AdminLTE 4 Release") .progress-bar',
  },
  // ---------------- playwright-to-do-notifications-index ----------------
  {
    id: 'w-todo-month-february-deleted',
    page: 'web/playwright-to-do-notifications-index.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.locator('#deadline-month option').nth(1)",
    description: 'February in the deadline month select',
    target: '#deadline-month option[value="February"]',
    edits: [
      {
        from: `         <option value="February">February</option>
`,
        to: '',
      },
    ],
    after: null,
  },
  // ---------------- cypress-kitchensink-actions (2) ----------------
  {
    id: 'w-ksactions-cypress-api-moved',
    page: 'web/cypress-kitchensink-actions.html',
    kind: 'moved',
    framework: 'playwright',
    locator: "page.locator('ul.nav.navbar-nav > li:nth-child(3) > a')",
    description: 'Cypress API link in the top navbar',
    target: 'a[href="/cypress-api"]',
    edits: [
      {
        from: `          <li><a href="/cypress-api">Cypress API</a></li>
`,
        to: '',
      },
      {
        from: `<ul class="nav navbar-nav pull-right">
          <li><a href="https://github.com/cypress-io/cypress-example-kitchensink">GitHub</a></li>`,
        to: `<ul class="nav navbar-nav pull-right">
          <li><a href="/cypress-api">Cypress API</a></li>
          <li><a href="https://github.com/cypress-io/cypress-example-kitchensink">GitHub</a></li>`,
      },
    ],
    after: 'ul.pull-right a[href="/cypress-api"]',
  },
  // ---------------- cypress-kitchensink-querying (2) ----------------
  {
    id: 'w-ksquerying-title-tag',
    page: 'web/cypress-kitchensink-querying.html',
    kind: 'tag-change',
    framework: 'selenium',
    locator: '//h1[text()="Querying"]',
    description: 'Querying page title',
    target: 'h1:text-is("Querying")',
    edits: [{ from: '<h1>Querying</h1>', to: '<h2 class="page-title">Querying</h2>' }],
    after: 'h2.page-title',
  },
  // ---------------- readability-wapo-1 (2) ----------------
  {
    id: 'w-wapo-menu-terms-combined',
    page: 'web/readability-wapo-1.html',
    kind: 'combined',
    framework: 'selenium',
    locator: '//div[@id="site-menu-info"]//a[text()="Terms of Service"]',
    description: 'Terms of Service link in the site menu',
    target: '#site-menu-info a:text-is("Terms of Service")',
    edits: [
      {
        from: '<p><a href="http://www.washingtonpost.com/terms-of-service/2011/11/18/gIQAldiYiN_story.html">Terms of Service</a>',
        to: '<p><a class="site-menu-legal-link" href="https://www.washingtonpost.com/information/2022/01/01/terms-of-service/">Terms of Use</a>',
      },
    ],
    after: '#site-menu-info a:text-is("Terms of Use")',
  },
  // ---------------- miniwob-flight-alaska-original (2) ----------------
  {
    id: 'w-alaska-copyright-moved',
    page: 'web/miniwob-flight-alaska-original.html',
    kind: 'moved',
    framework: 'selenium',
    locator: '//div[@id="footer-wrapper"]/div[@id="copyright"]',
    description: 'copyright notice in the footer',
    target: '#copyright',
    edits: [
      { from: '<div id="copyright">&copy; 2017 Alaska Airlines, Inc.</div>', to: '' },
      {
        from: '<div id="client-msg-div"></div>',
        to: '<div id="client-msg-div"></div>\n<div id="copyright" class="top-legal">&copy; 2017 Alaska Airlines, Inc.</div>',
      },
    ],
    after: '#copyright',
  },
  // ---------------- adminlte-tables-data (2) ----------------
  {
    id: 'w-tablesdata-breadcrumb-current-moved',
    page: 'web/adminlte-tables-data.html',
    kind: 'moved',
    framework: 'selenium',
    locator: '//div[@class="app-content-header"]//div[@class="col-sm-6"][2]/ol/li[3]',
    description: 'current page (Data) item of the breadcrumb',
    target: '.breadcrumb li.active',
    edits: [
      {
        from: `              <div class="col-sm-6">
                <h3 class="mb-0">Data Tables</h3>
              </div>
              <div class="col-sm-6">
                <ol class="breadcrumb float-sm-end">
                  <li class="breadcrumb-item"><a href="#">Home</a></li>
                  <li class="breadcrumb-item"><a href="#">Tables</a></li>
                  <li class="breadcrumb-item active" aria-current="page">Data</li>
                </ol>
              </div>`,
        to: `              <div class="col-12">
                <ol class="breadcrumb mb-1 small">
                  <li class="breadcrumb-item"><a href="#">Home</a></li>
                  <li class="breadcrumb-item"><a href="#">Tables</a></li>
                  <li class="breadcrumb-item active" aria-current="page">Data</li>
                </ol>
                <h3 class="mb-0">Data Tables</h3>
              </div>`,
      },
    ],
    after: '.breadcrumb li.active',
  },
  // ---------------- adminlte-mailbox-inbox ----------------
  {
    id: 'w-inbox-usermenu-sales-reorder',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'reorder',
    framework: 'playwright',
    locator: "page.locator('li.user-body .col-4 a').nth(1)",
    description: 'Sales link in the user menu',
    target: 'li.user-body a:text-is("Sales")',
    edits: [
      {
        from: `                    <div class="col-4 text-center">
                      <a href="#">Sales</a>
                    </div>
                    <div class="col-4 text-center">
                      <a href="#">Friends</a>
                    </div>`,
        to: `                    <div class="col-4 text-center">
                      <a href="#">Friends</a>
                    </div>
                    <div class="col-4 text-center">
                      <a href="#">Sales</a>
                    </div>`,
      },
    ],
    after: 'li.user-body a:text-is("Sales")',
  },
  {
    id: 'w-inbox-usermenu-friends-moved',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'moved',
    framework: 'playwright',
    locator: "page.locator('li.user-body a').filter({ hasText: 'Friends' })",
    description: '',
    target: 'li.user-body a:text-is("Friends")',
    edits: [
      {
        from: `                    <div class="col-4 text-center">
                      <a href="#">Friends</a>
                    </div>
`,
        to: '',
      },
      {
        from: `<li class="user-footer">`,
        to: `<li class="user-footer">
                  <a href="#" class="btn btn-outline-secondary me-1">Friends</a>`,
      },
    ],
    after: 'li.user-footer a:text-is("Friends")',
  },
  // ---------------- playwright-evals-fill-form (2) ----------------
  {
    id: 'w-fillform-product-label-combined',
    page: 'web/playwright-evals-fill-form.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByText('Product Type *')",
    description: 'Product Type label',
    target: 'label[for="productType"]',
    edits: [
      {
        from: '<label for="productType">Product Type *</label>',
        to: '<div class="label-row"><label for="productType" class="field-label">Product <abbr title="required">*</abbr></label></div>',
      },
    ],
    after: 'label[for="productType"]',
  },
  // ---------------- postlight-reddit-image-post (2) ----------------
  {
    id: 'w-redditimg-comment-author-decoy',
    page: 'web/postlight-reddit-image-post.html',
    kind: 'decoy',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'crystalinguini', exact: true })",
    description: "crystalinguini's username on their comment",
    target: 'a[data-testid="comment_author_link"][href="/user/crystalinguini/"]',
    edits: [
      {
        from: '<div id="AvatarUserInfoTooltip--t1_ei00zpt">',
        to: '<div class="mod-note">Shout-out to <a href="/user/crystalinguini/" class="mod-note__mention">crystalinguini</a> for the original photo!</div><div id="AvatarUserInfoTooltip--t1_ei00zpt">',
      },
    ],
    after: 'a[data-testid="comment_author_link"][href="/user/crystalinguini/"]',
  },
  // ---------------- postlight-youtube (2) ----------------
  {
    id: 'w-youtube-related-title-decoy',
    page: 'web/postlight-youtube.html',
    kind: 'decoy',
    framework: 'playwright',
    locator:
      "page.getByTitle('Chris McCord - Keynote: Phoenix LiveView - Interactive Apps without Javascript - ElixirConf EU 2019')",
    description: 'title of the Phoenix LiveView keynote in the related videos',
    target: 'span#video-title[title^="Chris McCord - Keynote: Phoenix LiveView"]',
    edits: [
      {
        from: '<ytd-watch-next-secondary-results-renderer class="style-scope ytd-watch-flexy"',
        to: '<div id="up-next-preview" class="style-scope ytd-watch-flexy"><span class="up-next-label">Up next</span> <span class="up-next-title" title="Chris McCord - Keynote: Phoenix LiveView - Interactive Apps without Javascript - ElixirConf EU 2019">Chris McCord - Keynote: Phoenix LiveView - Interactive Apps without Javascript - ElixirConf EU 2019</span></div>\n                      <ytd-watch-next-secondary-results-renderer class="style-scope ytd-watch-flexy"',
      },
    ],
    after: 'span#video-title[title^="Chris McCord - Keynote: Phoenix LiveView"]',
  },
  // ---------------- readability-medium-3 (2) ----------------
  {
    id: 'w-medium-discover-link-wrapper',
    page: 'web/readability-medium-3.html',
    kind: 'wrapper',
    framework: 'playwright',
    locator: "page.locator('div.rl > div.qh > a').first()",
    description: 'Discover Medium link in the footer promo',
    target: 'a[href^="/about?autoplay=1"]:has(h2)',
    edits: [
      {
        from: `                                        <div class="qh r">
                                            <a class="bh bi at au av aw ax ay az ba rn ro bd rp rq" rel="noopener" href="/about?autoplay=1&amp;source=post_page-----d146a92473a1----------------------">`,
        to: `                                        <div class="qh r">
                                            <div class="promo-link-wrapper"><a class="bh bi at au av aw ax ay az ba rn ro bd rp rq" rel="noopener" href="/about?autoplay=1&amp;source=post_page-----d146a92473a1----------------------">`,
      },
      {
        from: `                                                Discover <!-- -->Medium
                                            </h2></a>`,
        to: `                                                Discover <!-- -->Medium
                                            </h2></a></div>`,
      },
    ],
    after: 'div.promo-link-wrapper > a[href^="/about?autoplay=1"]',
  },
];
