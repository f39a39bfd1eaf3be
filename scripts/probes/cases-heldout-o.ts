/**
 * Held-out probe set o: 100 hand-written front-end refactors of real corpus pages (news and blog
 * snapshots, social sites, admin templates, form fixtures, demo apps), written without looking at
 * the engine. 80 keep the target, 20 delete it (most of those delete one of a set of look-alike
 * rows, cards, links or buttons while its siblings stay). Half are held by Selenium (CSS / XPath,
 * including copied long XPaths and class chains), half by Playwright (getByRole / getByText /
 * getByTestId, chained .locator()/.filter(), text= and css/#id selectors). Refactors are
 * what teams ship: ids renamed, classes rehashed, wrappers, tag changes, reworded labels,
 * attributes renamed or dropped, reorders and moves, icon-only buttons, decoys and layout copies,
 * often two or three at once.
 */
import type { ProbeCase } from './types.js';

export const PROBE_CASES: ProbeCase[] = [
  // ---- readability-medium-3 ----
  {
    id: 'o-medium3-explore-link',
    page: 'web/readability-medium-3.html',
    kind: 'class-rehashed',
    framework: 'selenium',
    locator: 'a.bh.bi.at.au.rp.rq.rt[href^="https://medium.com/topics"]',
    description: 'Explore link in the Make Medium yours box',
    target: 'a:text-is("Explore")',
    edits: [
      {
        from: '<a href="https://medium.com/topics?source=post_page-----d146a92473a1----------------------" class="bh bi at au av aw ax ay az ba bd rp rq rt" rel="noopener">Explore</a>',
        to: '<a href="/topics?ref=footer_card" class="sc-kEqXSa hTqWzF" rel="noopener">Explore</a>',
      },
    ],
    after: 'a:text-is("Explore")',
  },
  {
    id: 'o-medium3-upgrade-link',
    page: 'web/readability-medium-3.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Upgrade' })",
    description: 'Upgrade link in the Become a member box',
    target: 'a:text-is("Upgrade")',
    edits: [
      {
        from: '$5/month.<!-- --> <a class="bh bi at au av aw ax ay az ba bd rp rq rt" rel="noopener" href="/membership?source=post_page-----d146a92473a1----------------------">Upgrade</a>',
        to: '$5/month.<!-- --> <a class="bh bi at au av aw ax ay az ba bd rp rq rt" rel="noopener" href="/membership?source=post_page-----d146a92473a1----------------------">Get membership</a>',
      },
    ],
    after: 'a:text-is("Get membership")',
  },
  {
    id: 'o-medium3-watch-deleted',
    page: 'web/readability-medium-3.html',
    kind: 'deleted-one-of-many',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Watch', exact: true })",
    description: 'Watch link in the Discover Medium box',
    target: 'a:text-is("Watch")',
    edits: [
      {
        from: '<a class="bh bi at au av aw ax ay az ba bd rp rq rt" rel="noopener" href="/about?autoplay=1&amp;source=post_page-----d146a92473a1----------------------">Watch</a>',
        to: '',
      },
    ],
    after: null,
  },
  // ---- todomvc-jquery ----
  {
    id: 'o-tmjq-toggle-label',
    page: 'web/todomvc-jquery.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "//label[@for='toggle-all']",
    description: 'Mark all as complete label',
    target: 'label[for="toggle-all"]',
    edits: [
      {
        from: '<input id="toggle-all" class="toggle-all" type="checkbox">',
        to: '<input id="todo-toggle-all" class="toggle-all" type="checkbox">',
      },
      {
        from: '<label for="toggle-all">Mark all as complete</label>',
        to: '<label for="todo-toggle-all">Mark all as done</label>',
      },
    ],
    after: 'label:has-text("Mark all as done")',
  },
  {
    id: 'o-tmjq-updated-by',
    page: 'web/todomvc-jquery.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByText('Updated by the TodoMVC Team')",
    description: '',
    target: 'p:text-is("Updated by the TodoMVC Team")',
    edits: [{ from: '<p>Updated by the TodoMVC Team</p>', to: '<p>Maintained by the TodoMVC team</p>' }],
    after: 'p:text-is("Maintained by the TodoMVC team")',
  },
  // ---- todomvc-typescript-backbone ----
  {
    id: 'o-tmts-dblclick-hint',
    page: 'web/todomvc-typescript-backbone.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByText('Double-click to edit a todo')",
    description: 'double-click hint in the footer',
    target: 'footer.info p >> nth=0',
    edits: [
      { from: '\t\t\t<p>Double-click to edit a todo</p>\n', to: '' },
      {
        from: '\t\t\t<p>Part of <a href="http://todomvc.com">TodoMVC</a></p>',
        to: '\t\t\t<p>Part of <a href="http://todomvc.com">TodoMVC</a></p>\n\t\t\t<p class="hint">Double-click a todo to edit it</p>',
      },
    ],
    after: 'p.hint',
  },
  // ---- cypress-kitchensink-todo ----
  {
    id: 'o-cytodo-commands-menu',
    page: 'web/cypress-kitchensink-todo.html',
    kind: 'tag-changed',
    framework: 'selenium',
    locator: 'a.dropdown-toggle[data-toggle="dropdown"]',
    description: 'Commands dropdown in the navbar',
    target: 'a.dropdown-toggle',
    edits: [
      {
        from: '<a href="#" class="dropdown-toggle" data-toggle="dropdown" role="button">Commands <span class="caret"></span></a>',
        to: '<button type="button" class="nav-link dropdown-toggle" data-bs-toggle="dropdown" aria-expanded="false">Commands <span class="caret"></span></button>',
      },
    ],
    after: 'button:has-text("Commands")',
  },
  {
    id: 'o-cytodo-viewport-deleted',
    page: 'web/cypress-kitchensink-todo.html',
    kind: 'deleted-one-of-many',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Viewport' })",
    description: 'Viewport entry of the Commands menu',
    target: 'a[href="/commands/viewport"]',
    edits: [{ from: '              <li><a href="/commands/viewport">Viewport</a></li>\n', to: '' }],
    after: null,
  },
  // ---- playwright-evals-fill-form ----
  {
    id: 'o-fillform-green-deleted',
    page: 'web/playwright-evals-fill-form.html',
    kind: 'deleted-one-of-many',
    framework: 'selenium',
    locator: "#color option[value='green']",
    description: 'Green option of the Color dropdown',
    target: '#color option[value=green]',
    edits: [{ from: '          <option value="green">Green</option>\n', to: '' }],
    after: null,
  },
  {
    id: 'o-fillform-desk-option',
    page: 'web/playwright-evals-fill-form.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "//select[@id='productType']/option[@value='desk']",
    description: 'Desk option in the Product Type dropdown',
    target: '#productType option[value=desk]',
    edits: [
      {
        from: '<select id="productType" name="productType" required>',
        to: '<select id="product-type" name="productType" required>',
      },
      { from: '<option value="desk">Desk</option>', to: '<option value="SKU-DSK-01">Office desk</option>' },
    ],
    after: 'option:text-is("Office desk")',
  },
  // ---- midscene-web-extractor-fixture ----
  {
    id: 'o-extractor-row-ypg-deleted',
    page: 'web/midscene-web-extractor-fixture.html',
    kind: 'deleted-one-of-many',
    framework: 'selenium',
    locator: "//td[text()='YPG']/parent::tr",
    description: 'table row of record YPG',
    target: 'tr:has(td:text-is("YPG"))',
    edits: [
      {
        from: '            <tr>\n                <td>YPG</td>\n                <td>Kori Payne</td>\n                <td>Edward Blevins</td>\n                <td>Aila Gill</td>\n                <td>Matthias Reed</td>\n            </tr>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'o-extractor-cell-zen-f3',
    page: 'web/midscene-web-extractor-fixture.html',
    kind: 'wrapper-inserted',
    framework: 'selenium',
    locator: '/html/body/table/tbody/tr[5]/td[3]',
    description: 'Field 3 of record ZEN',
    target: 'td:text-is("Kalel Glover")',
    edits: [
      {
        from: '    <table>\n        <thead>',
        to: '    <div class="table-responsive">\n    <table class="records">\n        <thead>',
      },
      {
        from: '                <td>Cassius Peck</td>\n            </tr>\n        </tbody>\n    </table>',
        to: '                <td>Cassius Peck</td>\n            </tr>\n        </tbody>\n    </table>\n    </div>',
      },
    ],
    after: 'td:text-is("Kalel Glover")',
  },
  // ---- playwright-to-do-notifications-index ----
  {
    id: 'o-todonotif-task-title-label',
    page: 'web/playwright-to-do-notifications-index.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByText('Task title:')",
    description: 'Task title label of the add to-do form',
    target: 'label[for="title"]',
    edits: [
      {
        from: '<label for="title">Task title:</label><input type="text" id="title" required>',
        to: '<label for="task-title">Title</label><input type="text" id="task-title" required>',
      },
    ],
    after: 'label[for="task-title"]',
  },
  // ---- adminlte-tables-data ----
  {
    id: 'o-atables-nora-msg-deleted',
    page: 'web/adminlte-tables-data.html',
    kind: 'deleted-one-of-many',
    framework: 'playwright',
    locator: "page.locator('a.dropdown-item', { hasText: 'Nora Silvester' })",
    description: 'Nora Silvester message in the messages dropdown',
    target: 'a.dropdown-item:has-text("Nora Silvester")',
    edits: [
      {
        from: '<a href="#" class="dropdown-item">\n                  <!--begin::Message-->\n                  <div class="d-flex">\n                    <div class="flex-shrink-0">\n                      <img\n                        src="../assets/img/user3-128x128.jpg"\n                        alt="User Avatar"\n                        class="img-size-50 rounded-circle me-3"\n                      />\n                    </div>\n                    <div class="flex-grow-1">\n                      <h3 class="dropdown-item-title">\n                        Nora Silvester\n                        <span class="float-end fs-7 text-warning">\n                          <i class="bi bi-star-fill"></i>\n                        </span>\n                      </h3>\n                      <p class="fs-7">The subject goes here</p>\n                      <p class="fs-7 text-secondary">\n                        <i class="bi bi-clock-fill me-1"></i> 4 Hours Ago\n                      </p>\n                    </div>\n                  </div>\n                  <!--end::Message-->\n                </a>\n                <div class="dropdown-divider"></div>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'o-atables-see-all-messages',
    page: 'web/adminlte-tables-data.html',
    kind: 'text-reworded',
    framework: 'selenium',
    locator: "//a[normalize-space()='See All Messages']",
    description: 'See All Messages link at the bottom of the messages dropdown',
    target: 'a:text-is("See All Messages")',
    edits: [
      {
        from: '<a href="#" class="dropdown-item dropdown-footer">See All Messages</a>',
        to: '<a href="/mailbox" class="dropdown-item dropdown-footer text-center">View all messages</a>',
      },
    ],
    after: 'a:text-is("View all messages")',
  },
  // ---- sbadmin2-tables / sbadmin2-buttons ----
  {
    id: 'o-sbtables-herrod-row-deleted',
    page: 'web/sbadmin2-tables.html',
    kind: 'deleted-one-of-many',
    framework: 'selenium',
    locator: "//td[text()='Herrod Chandler']/..",
    description: "Herrod Chandler's row in the employees table",
    target: 'tr:has(td:text-is("Herrod Chandler"))',
    edits: [
      {
        from: '                                        <tr>\n                                            <td>Herrod Chandler</td>\n                                            <td>Sales Assistant</td>\n                                            <td>San Francisco</td>\n                                            <td>59</td>\n                                            <td>2012/08/06</td>\n                                            <td>$137,500</td>\n                                        </tr>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'o-sbtables-activity-log',
    page: 'web/sbadmin2-tables.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Activity Log' })",
    description: 'Activity Log in the user menu',
    target: 'a.dropdown-item:has-text("Activity Log")',
    edits: [
      {
        from: '                                <a class="dropdown-item" href="#">\n                                    <i class="fas fa-list fa-sm fa-fw mr-2 text-gray-400"></i>\n                                    Activity Log\n                                </a>\n',
        to: '',
      },
      {
        from: '<a class="dropdown-item" href="#">\n                                    <i class="fas fa-cogs fa-sm fa-fw mr-2 text-gray-400"></i>\n                                    Settings\n                                </a>\n',
        to: '<a class="dropdown-item" href="#">\n                                    <i class="fas fa-history fa-sm fa-fw mr-2 text-gray-400"></i>\n                                    Recent activity\n                                </a>\n                                <a class="dropdown-item" href="#">\n                                    <i class="fas fa-cogs fa-sm fa-fw mr-2 text-gray-400"></i>\n                                    Settings\n                                </a>\n',
      },
    ],
    after: 'a.dropdown-item:has-text("Recent activity")',
  },
  {
    id: 'o-sbbuttons-deposit-alert-deleted',
    page: 'web/sbadmin2-buttons.html',
    kind: 'deleted-one-of-many',
    framework: 'playwright',
    locator: "page.locator('a.dropdown-item').filter({ hasText: '$290.29 has been deposited' })",
    description: 'deposit alert in the alerts dropdown',
    target: 'a.dropdown-item:has-text("$290.29")',
    edits: [
      {
        from: '<a class="dropdown-item d-flex align-items-center" href="#">\n                                    <div class="mr-3">\n                                        <div class="icon-circle bg-success">\n                                            <i class="fas fa-donate text-white"></i>\n                                        </div>\n                                    </div>\n                                    <div>\n                                        <div class="small text-gray-500">December 7, 2019</div>\n                                        $290.29 has been deposited into your account!\n                                    </div>\n                                </a>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'o-sbbuttons-trash-circle',
    page: 'web/sbadmin2-buttons.html',
    kind: 'combined',
    framework: 'selenium',
    locator:
      "//a[contains(@class,'btn-danger') and contains(@class,'btn-circle') and not(contains(@class,'btn-sm')) and not(contains(@class,'btn-lg'))]",
    description: 'red trash circle button (normal size)',
    target: 'a.btn-danger.btn-circle:not(.btn-sm):not(.btn-lg)',
    edits: [
      {
        from: '<a href="#" class="btn btn-danger btn-circle">\n                                        <i class="fas fa-trash"></i>\n                                    </a>',
        to: '<button type="button" class="btn btn-outline-danger rounded-circle" aria-label="Delete">\n                                        <i class="fas fa-trash"></i>\n                                    </button>',
      },
    ],
    after: 'button[aria-label="Delete"]',
  },
  // ---- sbadmin2-index ----
  {
    id: 'o-sbindex-customer-db-deleted',
    page: 'web/sbadmin2-index.html',
    kind: 'deleted-one-of-many',
    framework: 'playwright',
    locator: "page.getByRole('heading', { name: 'Customer Database' })",
    description: 'Customer Database row in the Projects card',
    target: 'h4:has-text("Customer Database")',
    edits: [
      {
        from: '<h4 class="small font-weight-bold">Customer Database <span\n                                            class="float-right">60%</span></h4>\n                                    <div class="progress mb-4">\n                                        <div class="progress-bar" role="progressbar" style="width: 60%"\n                                            aria-valuenow="60" aria-valuemin="0" aria-valuemax="100"></div>\n                                    </div>\n                                    ',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'o-sbindex-pending-count',
    page: 'web/sbadmin2-index.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "//div[contains(text(),'Pending Requests')]/following-sibling::div",
    description: 'pending requests count in the stats cards',
    target: 'div.h5:text-is("18")',
    edits: [
      {
        from: '\n                        <!-- Pending Requests Card Example -->\n                        <div class="col-xl-3 col-md-6 mb-4">\n                            <div class="card border-left-warning shadow h-100 py-2">\n                                <div class="card-body">\n                                    <div class="row no-gutters align-items-center">\n                                        <div class="col mr-2">\n                                            <div class="text-xs font-weight-bold text-warning text-uppercase mb-1">\n                                                Pending Requests</div>\n                                            <div class="h5 mb-0 font-weight-bold text-gray-800">18</div>\n                                        </div>\n                                        <div class="col-auto">\n                                            <i class="fas fa-comments fa-2x text-gray-300"></i>\n                                        </div>\n                                    </div>\n                                </div>\n                            </div>\n                        </div>',
        to: '',
      },
      {
        from: '<!-- Earnings (Monthly) Card Example -->\n                        <div class="col-xl-3 col-md-6 mb-4">\n                            <div class="card border-left-primary',
        to: '<!-- Pending Requests Card Example -->\n                        <div class="col-xl-3 col-md-6 mb-4">\n                            <div class="card border-left-warning shadow h-100 py-2">\n                                <div class="card-body">\n                                    <div class="row no-gutters align-items-center">\n                                        <div class="col mr-2">\n                                            <div class="text-xs font-weight-bold text-warning text-uppercase mb-1">\n                                                Open Requests</div>\n                                            <div class="h5 mb-0 font-weight-bold text-gray-800" data-metric="requests">18</div>\n                                        </div>\n                                        <div class="col-auto">\n                                            <i class="fas fa-comments fa-2x text-gray-300"></i>\n                                        </div>\n                                    </div>\n                                </div>\n                            </div>\n                        </div>\n\n                        <!-- Earnings (Monthly) Card Example -->\n                        <div class="col-xl-3 col-md-6 mb-4">\n                            <div class="card border-left-primary',
      },
    ],
    after: 'div[data-metric="requests"]',
  },
  // ---- adminlte-index2 ----
  {
    id: 'o-aindex2-nadia-contact-deleted',
    page: 'web/adminlte-index2.html',
    kind: 'deleted-one-of-many',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: /Nadia Jolie/ })",
    description: 'Nadia Jolie in the Direct Chat contacts list',
    target: '.contacts-list a:has-text("Nadia Jolie")',
    edits: [
      {
        from: '<li>\n                              <a href="#">\n                                <img\n                                  class="contacts-list-img"\n                                  src="./assets/img/user3-128x128.jpg"\n                                  alt="User Avatar"\n                                />\n\n                                <div class="contacts-list-info">\n                                  <span class="contacts-list-name">\n                                    Nadia Jolie\n                                    <small class="contacts-list-date float-end"> 2/20/2023 </small>\n                                  </span>\n                                  <span class="contacts-list-msg"> I\'ll call you back at... </span>\n                                </div>\n                                <!-- /.contacts-list-info -->\n                              </a>\n                            </li>\n                            <!-- End Contact Item -->\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'o-aindex2-processing-badge',
    page: 'web/adminlte-index2.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "//span[@class='badge text-bg-info']",
    description: 'Processing status badge in Latest Orders',
    target: 'span.badge:text-is("Processing")',
    edits: [
      {
        from: '<span class="badge text-bg-info">Processing</span>',
        to: '<span class="badge rounded-pill bg-info-subtle text-info-emphasis">In progress</span>',
      },
    ],
    after: 'span.badge:text-is("In progress")',
  },
  // ---- adminlte-pages-projects / kanban ----
  {
    id: 'o-aprojects-analytics-edit',
    page: 'web/adminlte-pages-projects.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: "//a[normalize-space()='Analytics Pipeline']/ancestor::tr//button[@title='Edit']",
    description: 'Edit button of the Analytics Pipeline project',
    target: 'tr:has(a:text-is("Analytics Pipeline")) button[title=Edit]',
    edits: [
      {
        from: '<button class="btn btn-outline-secondary" type="button" title="Edit">',
        to: '<button class="btn btn-outline-secondary" type="button" aria-label="Edit project" data-bs-toggle="tooltip">',
        count: 6,
      },
    ],
    after: 'tr:has(a:text-is("Analytics Pipeline")) button[aria-label="Edit project"]',
  },
  {
    id: 'o-aprojects-onboarding-link',
    page: 'web/adminlte-pages-projects.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Onboarding Email Flow' })",
    description: 'Onboarding Email Flow project name in the table',
    target: 'a:has-text("Onboarding Email Flow")',
    edits: [
      {
        from: '<tr>\n                        <td>\n                          <a href="#" class="fw-semibold text-decoration-none">\n                            Onboarding Email Flow\n                          </a>\n                          <div class="small text-secondary">Acme Corp</div>\n                        </td>\n                        <td>\n                          <span class="badge text-bg-success"> On track </span>\n                        </td>\n                        <td style="min-width: 8rem">\n                          <div class="d-flex align-items-center gap-2">\n                            <div class="progress flex-grow-1" style="height: 6px">\n                              <div\n                                class="progress-bar bg-info"\n                                role="progressbar"\n                                style="width: 55%"\n                                aria-valuenow="55"\n                                aria-valuemin="0"\n                                aria-valuemax="100"\n                              ></div>\n                            </div>\n                            <small class="text-secondary" style="min-width: 2.25rem"> 55% </small>\n                          </div>\n                        </td>\n                        <td>\n                          <div class="d-inline-flex">\n                            <span\n                              class="rounded-circle d-inline-flex align-items-center justify-content-center bg-warning-subtle text-warning fw-semibold"\n                              style="\n                                width: 1.75rem;\n                                height: 1.75rem;\n                                font-size: 0.7rem;\n                                border: 2px solid var(--bs-body-bg);\n                                margin-left: 0;\n                              "\n                              title="MR"\n                            >\n                              MR </span\n                            ><span\n                              class="rounded-circle d-inline-flex align-items-center justify-content-center bg-primary-subtle text-primary fw-semibold"\n                              style="\n                                width: 1.75rem;\n                                height: 1.75rem;\n                                font-size: 0.7rem;\n                                border: 2px solid var(--bs-body-bg);\n                                margin-left: -0.5rem;\n                              "\n                              title="JD"\n                            >\n                              JD\n                            </span>\n                          </div>\n                        </td>\n                        <td class="text-nowrap">$6,800</td>\n                        <td class="text-nowrap">Jun 22, 2026</td>\n                        <td>\n                          <span class="badge text-bg-secondary"> Low </span>\n                        </td>\n                        <td class="text-end">\n                          <div class="btn-group btn-group-sm">\n                            <button class="btn btn-outline-secondary" type="button" title="View">\n                              <i class="bi bi-eye" aria-hidden="true"></i>\n                            </button>\n                            <button class="btn btn-outline-secondary" type="button" title="Edit">\n                              <i class="bi bi-pencil" aria-hidden="true"></i>\n                            </button>\n                            <button class="btn btn-outline-secondary" type="button" title="More">\n                              <i class="bi bi-three-dots-vertical" aria-hidden="true"></i>\n                            </button>\n                          </div>\n                        </td>\n                      </tr>\n',
        to: '',
      },
      {
        from: '<tbody>\n                      <tr>',
        to: '<tbody>\n                      <tr>\n                        <td>\n                          <a href="#" class="fw-semibold text-decoration-none">\n                            Onboarding Emails\n                          </a>\n                          <div class="small text-secondary">Acme Corp</div>\n                        </td>\n                        <td>\n                          <span class="badge text-bg-success"> On track </span>\n                        </td>\n                        <td style="min-width: 8rem">\n                          <div class="d-flex align-items-center gap-2">\n                            <div class="progress flex-grow-1" style="height: 6px">\n                              <div\n                                class="progress-bar bg-info"\n                                role="progressbar"\n                                style="width: 55%"\n                                aria-valuenow="55"\n                                aria-valuemin="0"\n                                aria-valuemax="100"\n                              ></div>\n                            </div>\n                            <small class="text-secondary" style="min-width: 2.25rem"> 55% </small>\n                          </div>\n                        </td>\n                        <td>\n                          <div class="d-inline-flex">\n                            <span\n                              class="rounded-circle d-inline-flex align-items-center justify-content-center bg-warning-subtle text-warning fw-semibold"\n                              style="\n                                width: 1.75rem;\n                                height: 1.75rem;\n                                font-size: 0.7rem;\n                                border: 2px solid var(--bs-body-bg);\n                                margin-left: 0;\n                              "\n                              title="MR"\n                            >\n                              MR </span\n                            ><span\n                              class="rounded-circle d-inline-flex align-items-center justify-content-center bg-primary-subtle text-primary fw-semibold"\n                              style="\n                                width: 1.75rem;\n                                height: 1.75rem;\n                                font-size: 0.7rem;\n                                border: 2px solid var(--bs-body-bg);\n                                margin-left: -0.5rem;\n                              "\n                              title="JD"\n                            >\n                              JD\n                            </span>\n                          </div>\n                        </td>\n                        <td class="text-nowrap">$6,800</td>\n                        <td class="text-nowrap">Jun 22, 2026</td>\n                        <td>\n                          <span class="badge text-bg-secondary"> Low </span>\n                        </td>\n                        <td class="text-end">\n                          <div class="btn-group btn-group-sm">\n                            <button class="btn btn-outline-secondary" type="button" title="View">\n                              <i class="bi bi-eye" aria-hidden="true"></i>\n                            </button>\n                            <button class="btn btn-outline-secondary" type="button" title="Edit">\n                              <i class="bi bi-pencil" aria-hidden="true"></i>\n                            </button>\n                            <button class="btn btn-outline-secondary" type="button" title="More">\n                              <i class="bi bi-three-dots-vertical" aria-hidden="true"></i>\n                            </button>\n                          </div>\n                        </td>\n                      </tr>\n                      <tr>',
      },
    ],
    after: 'a:has-text("Onboarding Emails")',
  },
  {
    id: 'o-akanban-build-demo-moved',
    page: 'web/adminlte-pages-kanban.html',
    kind: 'moved',
    framework: 'selenium',
    locator: "//div[@data-lane-id='in-progress']//p[text()='Build kanban board demo']/ancestor::article",
    description: 'Build kanban board demo card',
    target: 'article.kanban-card:has-text("Build kanban board demo")',
    edits: [
      {
        from: '                  <article class="kanban-card">\n                    <span class="badge text-bg-primary mb-2"> feature </span>\n                    <p class="fw-semibold mb-1 small">Build kanban board demo</p>\n                    <p class="text-secondary small mb-2">\n                      SortableJS, draggable between lanes, MIT license.\n                    </p>\n                    <div class="d-flex justify-content-between align-items-center">\n                      <div class="kanban-assignees">\n                        <span class="kanban-assignee" title="JD"> JD </span>\n                      </div>\n                      <small class="text-secondary">\n                        <i class="bi bi-calendar-event me-1" aria-hidden="true"></i>\n                        Today\n                      </small>\n                    </div>\n                  </article>\n',
        to: '',
      },
      {
        from: '<div class="kanban-cards" data-lane-id="done">\n',
        to: '<div class="kanban-cards" data-lane-id="done">\n                  <article class="kanban-card">\n                    <span class="badge text-bg-primary mb-2"> feature </span>\n                    <p class="fw-semibold mb-1 small">Build kanban board demo</p>\n                    <p class="text-secondary small mb-2">\n                      SortableJS, draggable between lanes, MIT license.\n                    </p>\n                    <div class="d-flex justify-content-between align-items-center">\n                      <div class="kanban-assignees">\n                        <span class="kanban-assignee" title="JD"> JD </span>\n                      </div>\n                      <small class="text-secondary">\n                        <i class="bi bi-calendar-event me-1" aria-hidden="true"></i>\n                        Yesterday\n                      </small>\n                    </div>\n                  </article>\n',
      },
      {
        from: '<span class="badge text-bg-warning" style="font-size: 0.65rem"> 2 </span>',
        to: '<span class="badge text-bg-warning" style="font-size: 0.65rem"> 1 </span>',
      },
    ],
    after: 'article.kanban-card:has-text("Build kanban board demo")',
  },
  {
    id: 'o-akanban-tabulator-qa-title',
    page: 'web/adminlte-pages-kanban.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByText('Tabulator + FullCalendar integration QA')",
    description: '',
    target: 'p:text-is("Tabulator + FullCalendar integration QA")',
    edits: [
      {
        from: '<p class="fw-semibold mb-1 small">Tabulator + FullCalendar integration QA</p>',
        to: '<p class="fw-semibold mb-1 small">QA the Tabulator and FullCalendar integration</p>',
      },
    ],
    after: 'p:text-is("QA the Tabulator and FullCalendar integration")',
  },
  // ---- adminlte-pages-file-manager ----
  {
    id: 'o-afilemgr-zip-delete-deleted',
    page: 'web/adminlte-pages-file-manager.html',
    kind: 'deleted-one-of-many',
    framework: 'selenium',
    locator: "//tr[td[contains(normalize-space(.),'site-export-2026-05.zip')]]//button[@title='Delete']",
    description: 'Delete button on the site-export zip row',
    target: 'tbody tr:has-text("site-export-2026-05.zip") button[title=Delete]',
    edits: [
      {
        from: '                            <tr>\n                              <td>\n                                <i\n                                  class="bi bi-file-earmark-zip-fill text-secondary me-2"\n                                  aria-hidden="true"\n                                ></i>\n                                site-export-2026-05.zip\n                              </td>\n                              <td>12.3 MB</td>\n                              <td>May 14</td>\n                              <td class="text-end">\n                                <div class="btn-group btn-group-sm">\n                                  <button\n                                    class="btn btn-outline-secondary"\n                                    type="button"\n                                    title="Download"\n                                  >\n                                    <i class="bi bi-download" aria-hidden="true"></i>\n                                  </button>\n                                  <button\n                                    class="btn btn-outline-secondary"\n                                    type="button"\n                                    title="Share"\n                                  >\n                                    <i class="bi bi-share" aria-hidden="true"></i>\n                                  </button>\n                                  <button\n                                    class="btn btn-outline-danger"\n                                    type="button"\n                                    title="Delete"\n                                  >\n                                    <i class="bi bi-trash" aria-hidden="true"></i>\n                                  </button>\n                                </div>\n                              </td>\n                            </tr>\n',
        to: '',
      },
      {
        from: '                      <div class="col">\n                        <a\n                          href="#"\n                          class="card text-center text-decoration-none text-body h-100 position-relative"\n                        >\n                          <div class="card-body d-flex flex-column justify-content-center pb-2">\n                            <i\n                              class="bi bi-file-earmark-zip-fill text-secondary display-5 mb-3"\n                              aria-hidden="true"\n                            ></i>\n                            <p class="card-title fw-medium small text-break mb-0">\n                              site-export-2026-05.zip\n                            </p>\n                          </div>\n                          <div class="card-footer bg-transparent small text-secondary py-2">\n                            <div class="d-flex justify-content-between align-items-center gap-2">\n                              <span class="text-truncate" title="12.3 MB"> 12.3 MB </span>\n                              <span class="text-truncate" title="May 14"> May 14 </span>\n                            </div>\n                          </div>\n                        </a>\n                      </div>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'o-afilemgr-archive-folder',
    page: 'web/adminlte-pages-file-manager.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Archive 28' })",
    description: 'Archive folder in the folder tree',
    target: 'a.list-group-item:has-text("Archive")',
    edits: [
      {
        from: '<i class="bi bi-folder me-2" aria-hidden="true"></i>\n                        Archive\n                      </span>\n                      <small class="opacity-75">28</small>',
        to: '<i class="bi bi-archive me-2" aria-hidden="true"></i>\n                        Archive\n                      </span>\n                      <small class="opacity-75">31</small>',
      },
    ],
    after: 'a.list-group-item:has-text("Archive")',
  },
  // ---- readability-theverge ----
  {
    id: 'o-verge-discord-popular',
    page: 'web/readability-theverge.html',
    kind: 'combined',
    framework: 'selenium',
    locator: '//*[@id="__next"]/div/div[2]/main/article/div[2]/div[2]/div[2]/div/ol/li[3]/a',
    description: 'Discord layoffs story in the Most Popular list',
    target: 'a[href="/2024/1/11/24034705/discord-layoffs-17-percent-employees"]',
    edits: [
      {
        from: '                                                <li class="leading-120 text-blurple">\n                                                    <a class="text-black hover:text-blurple" href="/2024/1/11/24034705/discord-layoffs-17-percent-employees">\n                                                    <h2 class="mb-4 inline w-[181px] font-polysans text-16 font-bold tracking-1">\n                                                        Discord is laying off 17 percent of employees\n                                                    </h2></a>\n                                                    <hr class="-mx-28 my-20 w-[calc(50%+14px)] border text-black/0 border-b-blurple" />\n                                                </li>\n',
        to: '',
      },
      {
        from: '<ol class="styled-counter styled-counter-standard w-full">\n',
        to: '<div class="most-popular-list">\n<ol class="styled-counter styled-counter-standard w-full">\n                                                <li class="leading-120 text-blurple">\n                                                    <a class="text-black hover:text-blurple" href="/2024/1/11/24034705/discord-layoffs-17-percent-employees">\n                                                    <h2 class="mb-4 inline w-[181px] font-polysans text-16 font-bold tracking-1">\n                                                        Discord is laying off 17 percent of employees\n                                                    </h2></a>\n                                                    <hr class="-mx-28 my-20 w-[calc(50%+14px)] border text-black/0 border-b-blurple" />\n                                                </li>\n',
      },
      {
        from: '</h2></a>\n                                                    <hr class="-mx-28 my-20 w-[calc(50%+14px)] border text-black/0 border-b-blurple" />\n                                                </li>\n                                            </ol>',
        to: '</h2></a>\n                                                    <hr class="-mx-28 my-20 w-[calc(50%+14px)] border text-black/0 border-b-blurple" />\n                                                </li>\n                                            </ol>\n</div>',
      },
    ],
    after: 'a[href="/2024/1/11/24034705/discord-layoffs-17-percent-employees"]',
  },
  {
    id: 'o-verge-cookie-policy',
    page: 'web/readability-theverge.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Cookie Policy' })",
    description: 'Cookie Policy link in the footer',
    target: 'a:text-is("Cookie Policy")',
    edits: [
      {
        from: 'href="https://www.voxmedia.com/legal/cookie-policy">Cookie Policy</a>',
        to: 'href="https://www.voxmedia.com/legal/cookies">Cookies</a>',
      },
    ],
    after: 'a:text-is("Cookies")',
  },
  // ---- readability-gitlab-blog ----
  {
    id: 'o-gitlab-devsecops-pill',
    page: 'web/readability-gitlab-blog.html',
    kind: 'combined',
    framework: 'selenium',
    locator: 'a.pill[href="/blog/tags/DevSecOps/"]',
    description: 'DevSecOps tag under the article title',
    target: 'a.pill[href="/blog/tags/DevSecOps/"]',
    edits: [
      {
        from: '<a href="/blog/tags/DevSecOps/" class="pill" data-v-db4b02a6=""',
        to: '<a href="/blog/tags/devsecops/" class="tag-pill" data-v-3f9a11c2=""',
      },
    ],
    after: 'a[href="/blog/tags/devsecops/"]',
  },
  {
    id: 'o-gitlab-read-blog-best-practices',
    page: 'web/readability-gitlab-blog.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator:
      "page.locator('a.card', { hasText: '4 best practices' }).getByRole('button', { name: 'Read the blog' })",
    description: 'Read the blog button on the 4 best practices card',
    target: 'a.card:has-text("4 best practices") button:has-text("Read the blog")',
    edits: [
      {
        from: 'data-v-5dcd7740="">Read the blog</button>',
        to: 'data-v-5dcd7740="">Read article</button>',
        count: 3,
      },
    ],
    after: 'a.card:has-text("4 best practices") button:has-text("Read article")',
  },
  // ---- readability-engadget ----
  {
    id: 'o-engadget-videogames-tag-deleted',
    page: 'web/readability-engadget.html',
    kind: 'deleted-one-of-many',
    framework: 'selenium',
    locator: "//a[@href='/tag/videogames']",
    description: 'videogames tag at the end of the review',
    target: 'a[href="/tag/videogames"]',
    edits: [
      {
        from: '<a\n                                                                            href="/tag/videogames" class="th-meta">videogames</a>,                ',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'o-engadget-key-specs',
    page: 'web/readability-engadget.html',
    kind: 'combined',
    framework: 'selenium',
    locator: 'h4.th-title > a[href="https://www.engadget.com/products/microsoft/xbox/one/x/specs/"]',
    description: 'Key Specs link in the product box',
    target: 'a[href="https://www.engadget.com/products/microsoft/xbox/one/x/specs/"]',
    edits: [
      {
        from: '<h4 class="th-title t-list-header-2"><a\n                                                                                href="https://www.engadget.com/products/microsoft/xbox/one/x/specs/">Key\n                                                                            Specs</a></h4>',
        to: '<h4 class="th-title t-list-header-2"><a\n                                                                                href="/products/microsoft/xbox/one/x/specs/" data-ylk="slk:specs">Full specs</a></h4>',
      },
    ],
    after: 'a[href="/products/microsoft/xbox/one/x/specs/"]',
  },
  // ---- readability-wikia ----
  {
    id: 'o-wikia-learn-more',
    page: 'web/readability-wikia.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Learn More' })",
    description: 'Learn More button in the Become a Fandom Contributor box',
    target: 'a.learn-more',
    edits: [
      {
        from: 'class="learn-more" data-is="trackable" riot-tag="trackable">Learn More</a>',
        to: 'class="learn-more" data-is="trackable" riot-tag="trackable">Find out how</a>',
      },
    ],
    after: 'a.learn-more',
  },
  {
    id: 'o-wikia-trending-tab',
    page: 'web/readability-wikia.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "label[for='tab-most-popular']",
    description: 'Trending tab of the Fan Feed',
    target: 'label[for="tab-most-popular"]',
    edits: [
      {
        from: '<input id="tab-most-popular" name="recirc-tab-group" checked="checked" type="radio" />\n                    <label for="tab-most-popular">Trending</label>',
        to: '<input id="recirc-tab-trending" name="recirc-tab-group" checked="checked" type="radio" />\n                    <label for="recirc-tab-trending">Trending</label>',
      },
    ],
    after: 'label[for="recirc-tab-trending"]',
  },
  // ---- readability-spiceworks ----
  {
    id: 'o-spice-meta-reco-deleted',
    page: 'web/readability-spiceworks.html',
    kind: 'deleted-one-of-many',
    framework: 'selenium',
    locator: 'h3 > a[title="Meta to Sunset Workplace by June 2026"]',
    description: 'Meta to Sunset Workplace article in Recommended Reads',
    target: 'h3 > a.content-page-recommended-article-5',
    edits: [
      {
        from: '<div class="r-read-list">\n                                        <div class="r-read-list-inner">\n                                            <div class="r-reads-thum">\n                                                <a class="content-page-recommended-article-5" href="https://www.spiceworks.com/marketing/marketing-strategy/news/meta-to-sunset-workplace-by-june-2026/"><img src="https://images.spiceworks.com/400x200/wp-content/uploads/2023/10/12121131/Meta-Campus.jpg" data-src="https://images.spiceworks.com/400x200/wp-content/uploads/2023/10/12121131/Meta-Campus.jpg" class="lazyloaded" title="Meta to Sunset Workplace by June 2026" alt="Meta to Sunset Workplace by June 2026" data-size="" /></a>\n                                            </div>\n                                            <div class="show-category">\n                                                <a class="content-page-recommended-article-topic-5" href="https://www.spiceworks.com/marketing/marketing-strategy/" rel="dofollow" data-cms-ai="0">Marketing Strategy</a>\n                                            </div>\n                                            <div class="r-reads-title">\n                                                <h3>\n                                                    <a class="content-page-recommended-article-5" href="https://www.spiceworks.com/marketing/marketing-strategy/news/meta-to-sunset-workplace-by-june-2026/" rel="bookmark" title="Meta to Sunset Workplace by June 2026">Meta to Sunset Workplace by June 2026</a>\n                                                </h3>\n                                            </div>\n                                        </div>\n                                    </div>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'o-spice-press-media',
    page: 'web/readability-spiceworks.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Press / Media' })",
    description: 'Press / Media link in the footer',
    target: 'a.site-footer_link:text-is("Press / Media")',
    edits: [
      {
        from: '<a href="https://www.spiceworks.com/press/" class="site-footer_link">Press / Media</a>',
        to: '<a href="https://www.spiceworks.com/newsroom/" class="site-footer_link">Press &amp; Media</a>',
      },
    ],
    after: 'a.site-footer_link:text-is("Press & Media")',
  },
  // ---- readability-wapo-1 ----
  {
    id: 'o-wapo-crossword-tile',
    page: 'web/readability-wapo-1.html',
    kind: 'class-rehashed',
    framework: 'playwright',
    locator: "page.locator('a.clear.block', { hasText: 'Daily Crossword' })",
    description: 'Daily Crossword game in Our Online Games',
    target: 'a.clear.block:has-text("Daily Crossword")',
    edits: [
      {
        from: '<a data-toggle="game-trigger" href="javascript:void(0)" class="clear block flash"> <div class="game-item" onlineembeddedgameurl="http://games.washingtonpost.com/API/en-US/games/daily-crossword/',
        to: '<a data-toggle="game-trigger" href="javascript:void(0)" class="GameTile_tile__x7Q2p GameTile_flash__0aL9d"> <div class="game-item" onlineembeddedgameurl="http://games.washingtonpost.com/API/en-US/games/daily-crossword/',
      },
    ],
    after: 'a:has(h4:text-is("Daily Crossword"))',
  },
  {
    id: 'o-wapo-author-byline',
    page: 'web/readability-wapo-1.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: "//a[@href='http://www.washingtonpost.com/people/erin-cunningham']",
    description: 'author name in the byline',
    target: '.pb-byline a',
    edits: [
      {
        from: '<span class="pb-byline">By <a href="http://www.washingtonpost.com/people/erin-cunningham">Erin Cunningham</a></span>',
        to: '<span class="pb-byline">By <span class="author-vcard" itemprop="author"><a href="https://www.washingtonpost.com/people/erin-cunningham/" rel="author">Erin Cunningham</a></span></span>',
      },
    ],
    after: '.pb-byline a[rel="author"]',
  },
  // ---- readability-yahoo-2 ----
  {
    id: 'o-yahoo-odd-news-nav',
    page: 'web/readability-yahoo-2.html',
    kind: 'combined',
    framework: 'selenium',
    locator: 'a.nr-list-link[href="https://www.yahoo.com/news/odd/"]',
    description: 'Odd News link in the news navigation',
    target: 'a[href="https://www.yahoo.com/news/odd/"]',
    edits: [
      {
        from: '<a class="nr-applet-nav-item Td(n) nr-list-link Ell Td(n) D(ib) Bdbs(s):h Pos(r) Bdc($fg-header) Lh(cateNavHeight) C(lightTheme):h C(lightTheme) H(42px) Bdw(0) Bdbs(s)! Bxz(bb) Bdbc(navliteLinkUnderline)!:h Bdbw(4px)!:h Bdbs(s)!:h Bdbc(navliteLinkUnderline)!:f Bdbw(4px)!:f Bdbs(s)!:f O(n) Bdbc(#fff)! Trstf(l) Trsde(0s) Trsdu(.18s) Trsp(border-bottom-width) Fw(b)! Lh(itemHeight_uhMagDesign)! Va(m)! Fz(13px) Fl(start) openSubNav" href="https://www.yahoo.com/news/odd/"',
        to: '<a class="NavRail_link__3kq9 NavRail_item__d81F openSubNav" href="https://news.yahoo.com/odd/"',
      },
    ],
    after: 'a[href="https://news.yahoo.com/odd/"]',
  },
  {
    id: 'o-yahoo-buzz-aldrin-deleted',
    page: 'web/readability-yahoo-2.html',
    kind: 'deleted-one-of-many',
    framework: 'playwright',
    locator: "page.locator('li.streamHeroImage a', { hasText: 'Buzz Aldrin' })",
    description: 'Buzz Aldrin story in the top stories carousel',
    target: 'a[href^="/gma/buzz-aldrin"]',
    edits: [
      {
        from: '<li class="Pos(r) streamHeroImage Mb(2px) D(b)">\n                                                                        <a class="ie-7_D(b)" href="/gma/buzz-aldrin-medically-evacuated-south-pole-condition-deteriorated-144817115--abc-news-topstories.html">\n                                                                            <div class="Pos(r) C(#000) H(0) Ovy(h) Pb(56.16%)" tabindex="-1"><img alt="Buzz Aldrin, 86, evacuated from South Pole" class="JsEnabled_Op(0) JsEnabled_Bg(n) Trsdu(.42s) Bgr(nr) Bgz(cv) W(100%) Trs(streamHeroImgFilterTrans) streamHeroImage:h_Op(0.9) streamHeroImage:h_Fil(streamHeroImgFilterHover) Fil(streamHeroImgFilter)" src="https://s.yimg.com/g/images/spaceball.gif" style="background-image: url(&quot;/sy/uu/api/res/1.2/Lj2IMpj83r_C6sQg5S.qPA--/Zmk9c3RyaW07aD0yMzI7cHlvZmY9MDtxPTgwO3c9NDEyO3NtPTE7YXBwaWQ9eXRhY2h5b24-/https://s.yimg.com/lo/api/res/1.2/dQQdO_MqT94IoxlwG96MoQ--~C/Zmk9Zml0O3c9MTQwNDtoPTc1NjtweG9mZj0wO3B5b2ZmPTA7O2FwcGlkPXByb2Rlc2sy/https://media.zenfs.com/creatr-images/GLB/2016-12-01/a5fface0-b7e1-11e6-b947-731778efc65d_buzzaldrin.jpeg&quot;);" /></div>\n                                                                            <div class="StretchedBox W(100%) H(100%) ie-7_H(a) Bg(streamHeroGradient)"></div>\n                                                                            <h3 class="Pos(a) Td(n) C(#fff) Fz(13px) Td(u):h LineClamp(3,45px) Mend(30px) Mend(23px)--md1100 Mstart(12px) B(0) Fw(b) Mb(10px) Lh(15px) Tsh(streamHeroTextShadow) Whs(n)">Buzz Aldrin, 86, evacuated from South Pole</h3>\n                                                                        </a>\n                                                                    </li>\n',
        to: '',
      },
    ],
    after: null,
  },
  // ---- readability-ietf-1 ----
  {
    id: 'o-ietf-section5-selflink',
    page: 'web/readability-ietf-1.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: "//a[@class='selflink' and @name='section-5']",
    description: 'section 5 (Response codes) heading anchor',
    target: 'a.selflink[name="section-5"]',
    edits: [
      {
        from: '<a class="selflink" name="section-5" href="#section-5">5</a>',
        to: '<a class="section-number selfRef" id="section-5" href="#section-5">5</a>',
      },
    ],
    after: 'a#section-5',
  },
  // ---- readability-bbc-1 / msn ----
  {
    id: 'o-msn-health-nav',
    page: 'web/readability-msn.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Health & Fitness' })",
    description: 'Health & Fitness link in the top navigation',
    target: 'li.health a',
    edits: [
      {
        from: '<a href="/en-us/health" tabindex="2">Health &amp; Fitness</a>',
        to: '<a href="/en-us/health" tabindex="2">Health &amp; Wellness</a>',
      },
    ],
    after: 'a[href="/en-us/health"]',
  },
  {
    id: 'o-bbc-tech-wide-nav',
    page: 'web/readability-bbc-1.html',
    kind: 'combined',
    framework: 'selenium',
    locator: 'ul.navigation-wide-list a.navigation-wide-list__link[href="/news/technology"]',
    description: 'Tech link in the News navigation bar',
    target: 'ul.navigation-wide-list a[href="/news/technology"]',
    edits: [
      {
        from: '<a href="/news/technology" class="navigation-wide-list__link">\n                    <span>Tech</span>',
        to: '<a href="/news/technology" class="navigation-wide-list__link">\n                    <span>Technology</span>',
      },
      { from: 'class="navigation-wide-list__link', to: 'class="gs-c-nav-link', count: 17 },
    ],
    after: 'ul.navigation-wide-list a[href="/news/technology"]',
  },
  // ---- readability-royal-road / mozilla-1 ----
  {
    id: 'o-royalroad-fiction-index-btn',
    page: 'web/readability-royal-road.html',
    kind: 'class-rehashed',
    framework: 'selenium',
    locator: 'a.btn.btn-primary.col-xs-4[href="/fiction/63759/super-supportive"]',
    description: 'Fiction Index button under the chapter',
    target: 'a.col-xs-4[href="/fiction/63759/super-supportive"]',
    edits: [
      {
        from: '<a class="btn btn-primary col-xs-4" href="/fiction/63759/super-supportive">',
        to: '<a class="btn btn-primary col-4" href="/fiction/63759/super-supportive?tab=chapters">',
      },
      { from: 'class="btn btn-primary col-xs-4"', to: 'class="btn btn-primary col-4"', count: 2 },
    ],
    after: 'a.col-4:has-text("Index")',
  },
  {
    id: 'o-royalroad-popular-week',
    page: 'web/readability-royal-road.html',
    kind: 'text-reworded',
    framework: 'selenium',
    locator: "//a[normalize-space()='Popular this week']",
    description: 'Popular this week in the Read menu',
    target: 'a[href="/fictions/weekly-popular"]',
    edits: [
      {
        from: '<a href="/fictions/weekly-popular" class="nav-link" rel="">Popular this week</a>',
        to: '<a href="/fictions/weekly-popular" class="nav-link" rel="">Weekly Popular</a>',
      },
    ],
    after: 'a[href="/fictions/weekly-popular"]',
  },
  {
    id: 'o-mozilla-red-theme-swatch',
    page: 'web/readability-mozilla-1.html',
    kind: 'icon-only',
    framework: 'playwright',
    locator: "page.getByRole('button', { name: 'Preview red theme' })",
    description: 'red theme preview button',
    target: '#theme-red',
    edits: [
      {
        from: 'id="theme-red" class="selected">Preview red theme</button>',
        to: 'data-theme="red" class="swatch selected" aria-label="Red"><span class="swatch-chip" aria-hidden="true"></span></button>',
      },
    ],
    after: 'button[data-theme="red"]',
  },
  {
    id: 'o-mozilla-awesomebar-help',
    page: 'web/readability-mozilla-1.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: 'text=See what it can do for you',
    description: 'help link in the Awesome Bar panel',
    target: 'a:text-is("See what it can do for you")',
    edits: [
      {
        from: 'class="more" rel="external" href="https://support.mozilla.org/kb/awesome-bar-find-your-bookmarks-history-and-tabs">See what it can do for you</a>',
        to: 'class="more" rel="external" href="https://support.mozilla.org/kb/address-bar-autocomplete-firefox">See what the address bar can do</a>',
      },
    ],
    after: 'a:text-is("See what the address bar can do")',
  },
  // ---- readability-guardian-1 / cnn ----
  {
    id: 'o-guardian-letters-menuitem',
    page: 'web/readability-guardian-1.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: "//a[@role='menuitem' and text()='Letters']",
    description: 'Letters in the Opinion menu',
    target: 'a.menu-item__title[href="https://www.theguardian.com/tone/letters"]',
    edits: [
      {
        from: 'class="menu-item__title" role="menuitem" href=',
        to: 'class="menu-item__title" href=',
        count: 45,
      },
    ],
    after: 'a.menu-item__title[href="https://www.theguardian.com/tone/letters"]',
  },
  {
    id: 'o-cnn-citi-surge-deleted',
    page: 'web/readability-cnn.html',
    kind: 'deleted-one-of-many',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Citi mortgage units fined $28.8 million' })",
    description: 'Citi mortgage story in Social Surge',
    target: 'a.summary-hed[href*="cfpb-citi-mortgage-fined"]',
    edits: [
      {
        from: '<li>\n                                <a class="summary summary-hed" href="http://money.cnn.com/2017/01/23/pf/cfpb-citi-mortgage-fined/index.html?iid=surge-story-summary">\n\n                                    <figure class="thumb-image pull-left">\n\n\n\n\n\n                                        <img src="http://i2.cdn.turner.com/money/dam/assets/170123170010-cfpb-citi-subsidiaries-124x70.jpg" alt="Citi mortgage units fined $28.8 million" width="124" border="0" height="70" />\n\n\n\n                                    </figure>\n\n                                    <figcaption class="thumb-caption">\n                                        Citi mortgage units fined $28.8 million\n                                    </figcaption>\n                                    <div style="clear:both"></div>\n                                </a>\n\n\n                            </li>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'o-cnn-developer-jobs',
    page: 'web/readability-cnn.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: "a[href*='q=Developer']",
    description: 'Developer jobs link in the job search box',
    target: 'a[href*="q=Developer"]',
    edits: [
      {
        from: '<a href="http://www.indeed.com/jobs?q=Developer&amp;indpubnum=7133302637958085" target="_blank">Developer</a>',
        to: '<a href="https://www.indeed.com/q-software-developer-jobs.html?indpubnum=7133302637958085" target="_blank" rel="noopener">Developer</a>',
      },
    ],
    after: 'a[href*="q-software-developer-jobs"]',
  },
  // ---- readability-nytimes-5 ----
  {
    id: 'o-nyt-opinion-kukla-deleted',
    page: 'web/readability-nytimes-5.html',
    kind: 'deleted-one-of-many',
    framework: 'selenium',
    locator: "//h2/a[text()='Quiero que mi hijo aprenda a ser perezoso']",
    description: 'Elliot Kukla opinion piece in the Opinión section',
    target: 'h2 > a[href="/es/2022/01/23/espanol/opinion/descansar-trabajo.html"]',
    edits: [
      {
        from: '<li class="css-pl9fwq eb97p613">\n                                        <article class="css-15cbhtu">\n                                            <figure class="photo css-17y7fcg e759ksq0" aria-label="media" role="group">\n                                                <span class="css-1dv1kvn">Photo</span><a data-rref="" href="/es/2022/01/23/espanol/opinion/descansar-trabajo.html"><img src="https://static01.nyt.com/images/2022/01/23/opinion/sunday/20kukla/20kukla-videoLarge.jpg" srcset="https://static01.nyt.com/images/2022/01/23/opinion/sunday/20kukla/20kukla-thumbLarge.jpg 150w, https://static01.nyt.com/images/2022/01/23/opinion/sunday/20kukla/20kukla-videoLarge.jpg 768w, https://static01.nyt.com/images/2022/01/23/opinion/sunday/20kukla/20kukla-mediumThreeByTwo225.jpg 225w, https://static01.nyt.com/images/2022/01/23/opinion/sunday/20kukla/20kukla-mediumThreeByTwo440.jpg 440w, https://static01.nyt.com/images/2022/01/23/opinion/sunday/20kukla/20kukla-hpSmall.jpg 163w" alt="" /></a>\n                                                <figcaption class="css-aqbich e759ksq1">\n                                                    <span class="css-143inu5 e759ksq2"><span class="css-1dv1kvn">Credit</span>Cari Vander Yacht</span>\n                                                </figcaption>\n                                            </figure>\n                                            <div class="css-10wtrbd">\n                                                <h2 class="css-czrz8g">\n                                                    <span class="css-1baulvz last-byline" itemprop="name">Elliot Kukla</span>\n                                                </h2>\n                                                <h2 class="css-1qbp9te e1y0a3kv0">\n                                                    <a href="/es/2022/01/23/espanol/opinion/descansar-trabajo.html">Quiero que mi hijo aprenda a ser perezoso</a>\n                                                </h2>\n                                                <p class="css-19qi6it e1y0a3kv1">\n                                                    El mundo está en llamas; el descanso ayudará a apagarlas.\n                                                </p>\n                                                <p class="css-17l4bye e1hr934v2">\n                                                    <span class="css-9voj2j">By<!-- --> <span class="css-1baulvz last-byline" itemprop="name">Elliot Kukla</span></span>\n                                                </p>\n                                            </div>\n                                        </article>\n                                    </li>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'o-nyt-realestate-testid',
    page: 'web/readability-nytimes-5.html',
    kind: 'attribute-renamed',
    framework: 'playwright',
    locator: "page.getByTestId('mini-nav-item').filter({ hasText: 'Real Estate' })",
    description: 'Real Estate in the section bar',
    target: 'li[data-testid="mini-nav-item"]:has(a[href="/section/realestate"])',
    edits: [{ from: 'data-testid="mini-nav-item"', to: 'data-testid="masthead-nav-link"', count: 19 }],
    after: 'li[data-testid="masthead-nav-link"]:has(a[href="/section/realestate"])',
  },
  // ---- readability-archive-of-our-own ----
  {
    id: 'o-ao3-search-works',
    page: 'web/readability-archive-of-our-own.html',
    kind: 'combined',
    framework: 'selenium',
    locator: 'a[href="/works/search"]',
    description: 'Works entry in the Search menu',
    target: 'a[href="/works/search"]',
    edits: [
      {
        from: '<li>\n                                <a href="/works/search">Works</a>\n                            </li>\n',
        to: '',
      },
      {
        from: '<a href="/bookmarks/search">Bookmarks</a',
        to: '<a href="/bookmarks/search">Bookmarks</a>\n                            </li>\n                            <li>\n                                <a href="/works/search?advanced=true">Works</a',
      },
    ],
    after: 'a[href="/works/search?advanced=true"]',
  },
  {
    id: 'o-ao3-chapter-select',
    page: 'web/readability-archive-of-our-own.html',
    kind: 'id-renamed',
    framework: 'playwright',
    locator: "page.locator('#selected_id')",
    description: 'chapter dropdown in the work navigation',
    target: '#selected_id',
    edits: [
      {
        from: '<select name="selected_id" id="selected_id">',
        to: '<select name="selected_id" id="chapter_index_select" class="chapter-select">',
      },
    ],
    after: 'select.chapter-select',
  },
  // ---- readability-wikipedia-2 ----
  {
    id: 'o-wikipedia-suomi-moved',
    page: 'web/readability-wikipedia-2.html',
    kind: 'moved',
    framework: 'selenium',
    locator: '//*[@id="p-lang"]/div/ul/li[191]/a',
    description: 'Suomi language link',
    target: 'li.interwiki-fi > a',
    edits: [
      {
        from: '                            <li class="interlanguage-link interwiki-fi badge-Q17559452 badge-recommendedarticle" title="recommended article">\n                                <a href="https://fi.wikipedia.org/wiki/Uusi-Seelanti" title="Uusi-Seelanti – Finnish" lang="fi" hreflang="fi" class="interlanguage-link-target" xml:lang="fi">Suomi</a>\n                            </li>\n',
        to: '',
      },
      {
        from: '<h3 id="p-lang-label">\n                        Languages\n                    </h3>\n',
        to: '<h3 id="p-lang-label">\n                        Languages\n                    </h3>\n                    <ul class="uls-suggested-languages">\n                            <li class="interlanguage-link interwiki-fi badge-Q17559452 badge-recommendedarticle" title="recommended article">\n                                <a href="https://fi.wikipedia.org/wiki/Uusi-Seelanti" title="Uusi-Seelanti – Finnish" lang="fi" hreflang="fi" class="interlanguage-link-target" xml:lang="fi">Suomi</a>\n                            </li>\n                    </ul>\n',
      },
    ],
    after: 'li.interwiki-fi > a',
  },
  {
    id: 'o-wikipedia-toc-culture',
    page: 'web/readability-wikipedia-2.html',
    kind: 'id-renamed',
    framework: 'playwright',
    locator: "page.locator('#toc').getByRole('link', { name: '7 Culture' })",
    description: 'Culture entry in the table of contents',
    target: '#toc a[href="#Culture"]',
    edits: [
      {
        from: '<div id="toc" class="toc">',
        to: '<div id="vector-toc" class="vector-toc" role="navigation" aria-label="Contents">',
      },
    ],
    after: '#vector-toc a[href="#Culture"]',
  },
  // ---- postlight-github ----
  {
    id: 'o-github-new-org-deleted',
    page: 'web/postlight-github.html',
    kind: 'deleted-one-of-many',
    framework: 'playwright',
    locator: "page.locator('details-menu a.dropdown-item', { hasText: 'New organization' })",
    description: 'New organization in the + menu',
    target: 'a[href="/organizations/new"]',
    edits: [
      {
        from: '  <a role="menuitem" class="dropdown-item" href="/organizations/new" data-ga-click="Header, create new organization">\n    New organization\n  </a>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'o-github-security-tab',
    page: 'web/postlight-github.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: '#security-tab',
    description: 'Security tab of the repository navigation',
    target: '#security-tab',
    edits: [
      {
        from: '<a id="security-tab" href="/steventroughtonsmith/marzipanify/security" data-tab-item="i5security-tab"',
        to: '<a id="security-repo-tab" href="/steventroughtonsmith/marzipanify/security" data-tab-item="i5security-repo-tab"',
      },
    ],
    after: '#security-repo-tab',
  },
  {
    id: 'o-github-view-all-branches',
    page: 'web/postlight-github.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByText('View all branches')",
    description: 'View all branches link in the branch switcher',
    target: 'footer.SelectMenu-footer a[href="/steventroughtonsmith/marzipanify/branches"]',
    edits: [
      {
        from: '<footer class="SelectMenu-footer"><a href="/steventroughtonsmith/marzipanify/branches">View all branches</a></footer>',
        to: '<footer class="SelectMenu-footer"><a href="/steventroughtonsmith/marzipanify/branches" class="Link--secondary">All branches</a></footer>',
      },
    ],
    after: 'footer.SelectMenu-footer a.Link--secondary',
  },
  // ---- postlight-linkedin ----
  {
    id: 'o-linkedin-debra-comment-deleted',
    page: 'web/postlight-linkedin.html',
    kind: 'deleted-one-of-many',
    framework: 'selenium',
    locator: "//a[contains(@class,'comment__actor-name') and normalize-space()='Debra Weller']",
    description: "Debra Weller's name on her comment",
    target: 'a.comment__actor-name[href*="debra-weller"]',
    edits: [
      {
        from: '<section class="comment">\n      <article class="comment__content-wrapper">\n        <div class="comment__actor-image-wrapper">\n              \n              <a href="https://ca.linkedin.com/in/debra-weller-4702345b?trk=pulse-article_social-details_comment_actor-image" data-tracking-control-name="pulse-article_social-details_comment_actor-image" data-tracking-will-navigate="">\n                \n      <img class="artdeco-entity-image artdeco-entity-image--circle-1  comment__actor-image" data-delayed-url="https://media-exp1.licdn.com/dms/image/C4E03AQGEhPTaAKgk3g/profile-displayphoto-shrink_100_100/0/1524976516763?e=1665619200&amp;v=beta&amp;t=GZeg2Zafak2IgM4JVas_kwh2EUoojfgHAClQxuS6ubo" data-ghost-classes="artdeco-entity-image--ghost" data-ghost-url="https://static-exp1.licdn.com/sc/h/244xhbkr7g40x6bsu4gi6q4ry" alt="Debra Weller">\n  \n              </a>\n        </div>\n        <div class="comment__body-wrapper">\n          <div class="comment__actor-name-wrapper">\n              <a class="comment__actor-name" href="https://ca.linkedin.com/in/debra-weller-4702345b?trk=pulse-article_social-details_comment_actor-name" data-tracking-control-name="pulse-article_social-details_comment_actor-name" data-tracking-will-navigate="">\n                Debra Weller\n              </a>\n          </div>\n          <span class="comment__message">\n            <span>Happy New Year Heather.</span>\n          </span>\n\n          <div class="comment__actions" aria-label="Comment Controls">\n            \n    <div class="tooltip">\n      \n                <button class="tooltip__trigger comment__action" data-tracking-control-name="pulse-article_social-details_comment_like" aria-label="Sign in to like this comment" type="button">\n                  Like\n                </button>\n              \n      <span role="tooltip" class="tooltip__popup" aria-hidden="true">\n        Sign in to like this comment\n      </span>\n    </div>\n  \n            \n    <div class="tooltip">\n      \n                <button class="tooltip__trigger comment__action" data-tracking-control-name="pulse-article_social-details_comment_reply" aria-label="Sign in to reply to this comment" type="button">\n                  Reply\n                </button>\n              \n      <span role="tooltip" class="tooltip__popup" aria-hidden="true">\n        Sign in to reply to this comment\n      </span>\n    </div>\n  \n          </div>\n        </div>\n      </article>\n\n      <div class="comment__meta">\n        <time class="comment__time">\n          \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n    6y\n  \n        </time>\n\n\n    \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n      <div class="ellipsis-menu comment__ellipsis-menu">\n        \n\n    \n\n    <div class="collapsible-dropdown">\n          \n            <button class="ellipsis-menu__trigger ellipsis-menu__trigger--small collapsible-dropdown__button" aria-expanded="false" aria-label="Open menu" data-tracking-control-name="pulse-article_social-details_comment_ellipsis-menu-trigger">\n              <icon class="ellipsis-menu__trigger-icon" data-delayed-url="https://static-exp1.licdn.com/sc/h/4fhyzm5kx5f9n32dgeb33w9cg"></icon>\n            </button>\n          \n\n        <ul class="collapsible-dropdown__list hidden" role="menu" tabindex="-1">\n          \n            \n\n              <li class="ellipsis-menu__item">\n                <a href="https://www.linkedin.com/login?session_redirect=https%3A%2F%2Fwww%2Elinkedin%2Ecom%2Fpulse%2Fwhat-set-your-soul-fire-2017-ellyn-shook&amp;trk=pulse-article_social-details_comment_ellipsis-menu-sign-in-redirect" class="ellipsis-menu__item-button" data-tracking-control-name="pulse-article_social-details_comment_ellipsis-menu-sign-in-redirect" data-tracking-will-navigate="">\n                  <icon class="ellipsis-menu__item-icon" data-delayed-url="https://static-exp1.licdn.com/sc/h/43bxdx7i9x7nc4dsqaf24dop1"></icon>\n                  Report this comment\n                </a>\n              </li>\n          \n        </ul>\n\n    </div>\n  \n\n      </div>\n\n      </div>\n    </section>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'o-linkedin-nancy-like',
    page: 'web/postlight-linkedin.html',
    kind: 'attribute-renamed',
    framework: 'playwright',
    locator:
      "page.locator('section.comment', { hasText: 'Nancy Varela' }).getByRole('button', { name: 'Sign in to like this comment' })",
    description: "Like button on Nancy Varela's comment",
    target: 'section.comment:has(a[href*="nancy-varela"]) button[aria-label="Sign in to like this comment"]',
    edits: [
      { from: 'aria-label="Sign in to like this comment"', to: 'aria-label="Like this comment"', count: 10 },
      {
        from: '<span role="tooltip" class="tooltip__popup" aria-hidden="true">\n        Sign in to like this comment\n      </span>',
        to: '<span role="tooltip" class="tooltip__popup" aria-hidden="true">\n        Sign in to react\n      </span>',
        count: 10,
      },
    ],
    after: 'section.comment:has(a[href*="nancy-varela"]) button[aria-label="Like this comment"]',
  },
  // ---- postlight-twitter ----
  {
    id: 'o-twitter-moments-nav',
    page: 'web/postlight-twitter.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Moments' })",
    description: 'Moments in the top navigation',
    target: '#global-nav-moments a',
    edits: [
      {
        from: 'href="/i/moments" data-component-context="moments_nav" data-nav="moments">\n        <span class="Icon Icon--lightning Icon--large"></span>\n        <span class="text">Moments</span>',
        to: 'href="/explore" data-component-context="explore_nav" data-nav="explore">\n        <span class="Icon Icon--hashtag Icon--large"></span>\n        <span class="text">Explore</span>',
      },
    ],
    after: 'a[href="/explore"]',
  },
  {
    id: 'o-twitter-login-toggle',
    page: 'web/postlight-twitter.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Have an account? Log in' })",
    description: 'Log in link in the top right corner',
    target: '#signin-link',
    edits: [
      {
        from: '<a href="/login" class="dropdown-toggle js-dropdown-toggle dropdown-signin" id="signin-link" data-nav="login">\n            <small>Have an account?</small> <span class="emphasize"> Log in</span><span class="caret"></span>\n          </a>',
        to: '<small class="signin-hint">Have an account?</small>\n          <a href="/login" class="dropdown-toggle js-dropdown-toggle dropdown-signin" id="login-dropdown-toggle" data-nav="login">\n            <span class="emphasize">Log in</span><span class="caret"></span>\n          </a>',
      },
    ],
    after: '#login-dropdown-toggle',
  },
  // ---- postlight-youtube ----
  {
    id: 'o-youtube-settings-localised',
    page: 'web/postlight-youtube.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByRole('button', { name: 'Settings' })",
    description: 'settings gear in the player controls',
    target: 'button.ytp-settings-button',
    edits: [
      {
        from: 'title="Settings" data-tooltip-target-id="ytp-settings-button"\n                                      aria-label="Settings">',
        to: 'title="Einstellungen" data-tooltip-target-id="ytp-settings-button"\n                                      aria-label="Einstellungen">',
      },
      {
        from: 'title="Theater mode (t)" data-title-no-tooltip="Theater mode"\n                                      aria-label="Theater mode (t)">',
        to: 'title="Kinomodus (t)" data-title-no-tooltip="Kinomodus"\n                                      aria-label="Kinomodus (t)">',
      },
      {
        from: 'data-title-no-tooltip="Full screen"\n                                      title="Full screen (f)">',
        to: 'data-title-no-tooltip="Vollbild"\n                                      title="Vollbild (f)">',
      },
    ],
    after: 'button.ytp-settings-button',
  },
  {
    id: 'o-youtube-player-share',
    page: 'web/postlight-youtube.html',
    kind: 'class-rehashed',
    framework: 'selenium',
    locator: 'button.ytp-button.ytp-share-button.ytp-share-button-visible',
    description: 'Share button at the top of the player',
    target: 'button.ytp-share-button',
    edits: [
      {
        from: '<button class="ytp-button ytp-share-button ytp-share-button-visible"\n                                    title="Share"',
        to: '<button class="ytp-button ytp-overlay-share-btn ytp-overlay-share-btn--shown"\n                                    title="Share"',
      },
    ],
    after: 'button.ytp-overlay-share-btn',
  },
  // ---- miniwob flights ----
  {
    id: 'o-aa-travel-deals',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Travel deals & offers' })",
    description: 'Travel deals & offers in the Plan Travel menu',
    target: 'a:text-is("Travel deals & offers")',
    edits: [{ from: 'from=Nav">Travel deals &amp; offers</a>', to: 'from=Nav">Deals and offers</a>' }],
    after: 'a:text-is("Deals and offers")',
  },
  {
    id: 'o-aa-redeem-miles-deleted',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'deleted-twin',
    framework: 'selenium',
    locator: "//a[text()='Redeem miles']",
    description: 'Redeem miles in the AAdvantage menu',
    target: 'a:text-is("Redeem miles")',
    edits: [
      {
        from: '          <li><a onclick="deleteVirtualPNR()" href="/i18n/aadvantage-program/miles/redeem/redeem-miles.jsp?anchorEvent=false&from=Nav">Redeem miles</a></li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'o-alaska-coach-cabin',
    page: 'web/miniwob-flight-alaska-original.html',
    kind: 'combined',
    framework: 'selenium',
    locator: '#cabin-coach',
    description: 'Coach cabin option',
    target: '#cabin-coach',
    edits: [
      {
        from: '<label for="cabin-coach" class="left-link current" onclick="Alaska.toggleRadio(this);Alaska.toggleUpgs();"><input checked="checked" data-val="true" data-val-required="The CabinType field is required." id="cabin-coach" name="SearchFields.CabinType" type="radio" value="Coach" />Coach</label>',
        to: '<label for="cabin-main" class="left-link current" onclick="Alaska.toggleRadio(this);Alaska.toggleUpgs();"><input checked="checked" data-val="true" data-val-required="The CabinType field is required." id="cabin-main" name="SearchFields.CabinType" type="radio" value="Main" />Main</label>',
      },
    ],
    after: 'input[name="SearchFields.CabinType"][value="Main"]',
  },
  // ---- cypress kitchensink traversal / actions ----
  {
    id: 'o-cytrav-page4-deleted',
    page: 'web/cypress-kitchensink-traversal.html',
    kind: 'deleted-one-of-many',
    framework: 'playwright',
    locator: "page.locator('.traversal-pagination').getByRole('link', { name: '4', exact: true })",
    description: 'page 4 in the pagination example',
    target: '.traversal-pagination a:text-is("4")',
    edits: [{ from: '              <li><a href="#">4</a></li>\n', to: '' }],
    after: null,
  },
  {
    id: 'o-cytrav-doe-cell',
    page: 'web/cypress-kitchensink-traversal.html',
    kind: 'class-rehashed',
    framework: 'selenium',
    locator: "//table[@class='table traversal-table']/tbody/tr[2]/td[3]",
    description: "John Doe's last name cell",
    target: '.traversal-table td:text-is("Doe")',
    edits: [
      {
        from: '<table class="table traversal-table">',
        to: '<table class="table table-striped table-sm traversal-table">',
      },
    ],
    after: '.traversal-table td:text-is("Doe")',
  },
  {
    id: 'o-cyactions-scroll-both-btn',
    page: 'web/cypress-kitchensink-actions.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: '#scroll-both button',
    description: "I'm Here button in the Both Scroll box",
    target: '#scroll-both button',
    edits: [
      {
        from: '<div id="scroll-both" style="height: 300px; width: 300px; overflow: auto;">',
        to: '<div id="scroll-xy" class="scroll-box scroll-box--both">',
      },
    ],
    after: '#scroll-xy button',
  },
  // ---- postlight-reddit ----
  {
    id: 'o-reddit-comment-share',
    page: 'web/postlight-reddit.html',
    kind: 'wrapper-inserted',
    framework: 'selenium',
    locator: "//div[@id='t1_ehq47gs-comment-share-menu']/button[text()='Share']",
    description: "Share button under LorenzoPg's comment",
    target: '#t1_ehq47gs-comment-share-menu button',
    edits: [
      {
        from: 'class="_374Hkkigy4E4srsI2WktEd">Share</button>',
        to: 'class="_3U_7i38RDPV5eBv7m4M-9J"><i class="icon icon-share" aria-hidden="true"></i><span class="_2-cXnP74241WI7fpcpfPmg">Share</span></button>',
        count: 173,
      },
    ],
    after: '#t1_ehq47gs-comment-share-menu button',
  },
  {
    id: 'o-reddit-login-button',
    page: 'web/postlight-reddit.html',
    kind: 'attribute-renamed',
    framework: 'playwright',
    locator: "page.getByRole('button', { name: 'Log In' })",
    description: '',
    target: 'a[role=button][href^="https://www.reddit.com/login/"]',
    edits: [
      {
        from: '<a role="button" tabindex="0"\n                      href="https://www.reddit.com/login/',
        to: '<a\n                      href="https://www.reddit.com/login/',
      },
    ],
    after: 'a[href^="https://www.reddit.com/login/"]:has-text("Log"):not([role])',
  },
  // ---- postlight-reddit-image-post ----
  {
    id: 'o-redditimg-quote-block',
    page: 'web/postlight-reddit-image-post.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByRole('button', { name: 'Quote Block' })",
    description: '',
    target: 'button[aria-label="Quote Block"]',
    edits: [
      {
        from: 'aria-label="Quote Block" aria-selected="false"',
        to: 'aria-label="Blockquote" aria-selected="false"',
      },
      {
        from: '_8fNGSBGvr1Ds8PbrsUGzN">\n                                                Quote Block</div>',
        to: '_8fNGSBGvr1Ds8PbrsUGzN">\n                                                Blockquote</div>',
      },
    ],
    after: 'button[aria-label="Blockquote"]',
  },
  // ---- postlight-sanwa-co-jp ----
  {
    id: 'o-sanwa-reclining-chair',
    page: 'web/postlight-sanwa-co-jp.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'リクライニングチェア' })",
    description: 'reclining chair category in the chair menu',
    target: 'a[href="/product/chair/reclining.html"]',
    edits: [
      {
        from: '<img src="//www.sanwa.co.jp/static/images/product/chair/chair_reclining.png" alt="&#x30EA;&#x30AF;&#x30E9;&#x30A4;&#x30CB;&#x30F3;&#x30B0;&#x30C1;&#x30A7;&#x30A2;">\n                                                </span>\n                                                <span class="catettl">&#x30EA;&#x30AF;&#x30E9;&#x30A4;&#x30CB;&#x30F3;&#x30B0;&#x30C1;&#x30A7;&#x30A2;</span>',
        to: '<img src="//www.sanwa.co.jp/static/images/product/chair/chair_reclining.png" alt="">\n                                                </span>\n                                                <span class="catettl">&#x30EA;&#x30AF;&#x30E9;&#x30A4;&#x30CB;&#x30F3;&#x30B0;</span>',
      },
    ],
    after: 'a[href="/product/chair/reclining.html"]',
  },
  {
    id: 'o-sanwa-acc-tab',
    page: 'web/postlight-sanwa-co-jp.html',
    kind: 'combined',
    framework: 'selenium',
    locator: 'a.clfx.one[href="/product/acc/index.html"]',
    description: '',
    target: 'a.clfx[href="/product/acc/index.html"]',
    edits: [
      {
        from: '<a href="/product/acc/index.html" class="clfx one ">',
        to: '<a href="/product/accessories/" class="gnav-cat gnav-cat--single">',
      },
    ],
    after: 'a[href="/product/accessories/"]',
  },
  // ---- wanted-kr-job-listing ----
  {
    id: 'o-wanted-tilda-ad-deleted',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'deleted',
    framework: 'selenium',
    locator: 'a.AdCard_AdCard__link__t1LQi[href^="/company/27058"]',
    description: '틸다 card in the actively hiring companies carousel',
    target: 'a.AdCard_AdCard__link__t1LQi[href^="/company/27058"]',
    edits: [
      {
        from: '<section class="AdTargetList_AdTargetList__enU_D"><div class="AdTargetList_AdTargetList__header__e3CY0"><p class="Typography_Typography__root__RdAI1 Typography_Typography__body1__q3AOP Typography_Typography__weightBold__KkJEY">🔥 적극 채용 중인 회사</p><button class="Button_Button__root__m1NGq Button_Button__text__tIDdK Button_Button__textPrimary__dAN0P Button_Button__textSizeMedium__uBHGm Button_Button__textDisableGutters__I8OhM AdTargetList_AdTargetList__header__button__cG9HL" aria-label="proposal info"><span class="Button_Button__label__K0sBs"><span class="Button_Button__startIcon__V_TVJ Button_Button__startIcon__sizeMedium__KD4NN AdTargetList_AdTargetList__header__button__icon__d7KjT"><span class="SvgIcon_SvgIcon__root__OHiSO"><svg class="SvgIcon_SvgIcon__root__svg__ohdSc" viewBox="0 0 24 24"><path fill-rule="evenodd" clip-rule="evenodd" d="M11.9999 2.1001C6.53223 2.1001 2.09985 6.53248 2.09985 12.0001C2.09985 17.4677 6.53223 21.9001 11.9999 21.9001C17.4675 21.9001 21.8999 17.4677 21.8999 12.0001C21.8999 6.53248 17.4675 2.1001 11.9999 2.1001ZM11.9999 3.9001C7.52635 3.9001 3.89985 7.52659 3.89985 12.0001C3.89985 16.4736 7.52635 20.1001 11.9999 20.1001C16.4734 20.1001 20.0999 16.4736 20.0999 12.0001C20.0999 7.52659 16.4734 3.9001 11.9999 3.9001ZM10.9999 8.0001C10.9999 7.44781 11.4476 7.0001 11.9999 7.0001C12.5521 7.0001 12.9999 7.44781 12.9999 8.0001C12.9999 8.55238 12.5521 9.0001 11.9999 9.0001C11.4476 9.0001 10.9999 8.55238 10.9999 8.0001ZM11.0999 10.5001V17.0001H12.8999V10.5001H11.0999Z"></path></svg></span></span><span class="Typography_Typography__root__RdAI1 Typography_Typography__label1__hNiv5 Typography_Typography__weightMedium__GXnOM">상품안내</span></span><span class="Button_Button__interaction__1LUyr"></span></button></div><div class="AdTargetList_AdTargetList__slider__wG2fy"><button class="IconButton_IconButton__root__IJlt6 IconButton_IconButton__outlined__5IpKA AdTargetList_AdTargetList__slider__arrow__Wdwco AdTargetList_AdTargetList__slider__arrow__next__BDtvN" style="font-size: 13.4px;"><span class="IconButton_IconButton__label__o4AtY"><span class="SvgIcon_SvgIcon__root__OHiSO"><svg class="SvgIcon_SvgIcon__root__svg__ohdSc" viewBox="0 0 24 24"><path d="M7.5812 3.08022C7.07352 3.58791 7.07352 4.41102 7.5812 4.9187L14.662 11.9995L7.5812 19.0802C7.07352 19.5879 7.07352 20.411 7.5812 20.9187C8.08888 21.4264 8.912 21.4264 9.41968 20.9187L17.4197 12.9187C17.9274 12.411 17.9274 11.5879 17.4197 11.0802L9.41968 3.08022C8.912 2.57254 8.08888 2.57254 7.5812 3.08022Z" fill="#171719"></path></svg></span></span><span class="IconButton_IconButton__interaction__7RjPt"></span></button><div class="slick-slider slick-initialized" dir="ltr"><div class="slick-list"><div class="slick-track" style="width: 1350px; opacity: 1; transform: translate3d(0px, 0px, 0px);"><div data-index="0" class="slick-slide slick-active slick-current" tabindex="-1" aria-hidden="false" style="outline: none; width: 270px;"><div><div class="AdTargetList_AdTargetList__slider__item__j7MK5" tabindex="-1" style="width: 100%; display: inline-block;"><li class="AdCard_AdCard__094Pd"><a href="/company/99?category_id=518&amp;duty_ids=1024&amp;duty_ids=1634" class="AdCard_AdCard__link__t1LQi" data-attribute-id="company__click" data-job-category-id="518" data-job-category="IT" data-job-role-id="1024,1634" data-job-role="Data Scientist,Machine Learning Engineer" data-company-id="99" data-company-name="버즈빌(buzzvil)" data-ad-id="54552" data-marketing-case="topPicks"><div class="AdCard_AdCard__thumbnail__GR3Yt"><img src="https://image.wanted.co.kr/optimize?src=https%3A%2F%2Fstatic.wanted.co.kr%2Fimages%2Fcompany%2F99%2Fnlazn8bsu0xecymc__1080_790.jpg&amp;w=528&amp;q=100" fetchpriority="auto" alt="버즈빌(buzzvil) ad" class="AdCard_AdCard__thumbnail__image__e_BgG"><div class="AdCard_AdCard__thumbnail__gradient__Vcylm"></div></div><div class="AdCard_AdCard__contents__HOUVY"><img src="https://image.wanted.co.kr/optimize?src=https%3A%2F%2Fstatic.wanted.co.kr%2Fimages%2Fwdes%2F0_4.b67154c7.png&amp;w=100&amp;q=100" fetchpriority="auto" alt="버즈빌(buzzvil) logo" class="AdCard_AdCard__contents__logo__eUuXW"><div class="AdCard_AdCard__contents__info__J5tSY"><p class="Typography_Typography__root__RdAI1 Typography_Typography__body1__q3AOP Typography_Typography__weightBold__KkJEY AdCard_AdCard__contents__info_title__kEWFz">버즈빌(buzzvil)</p><span class="Typography_Typography__root__RdAI1 Typography_Typography__label2__svmAA Typography_Typography__weightMedium__GXnOM AdCard_AdCard__contents__info_industry__gJ2Em">10개 포지션</span></div></div><div class="AdCard_AdCard__footer__KGCG1"></div></a></li></div></div></div><div data-index="1" class="slick-slide slick-active" tabindex="-1" aria-hidden="false" style="outline: none; width: 270px;"><div><div class="AdTargetList_AdTargetList__slider__item__j7MK5" tabindex="-1" style="width: 100%; display: inline-block;"><li class="AdCard_AdCard__094Pd"><a href="/company/21731?category_id=518&amp;duty_ids=1024&amp;duty_ids=1634" class="AdCard_AdCard__link__t1LQi" data-attribute-id="company__click" data-job-category-id="518" data-job-category="IT" data-job-role-id="1024,1634" data-job-role="Data Scientist,Machine Learning Engineer" data-company-id="21731" data-company-name="비글즈" data-ad-id="54643" data-marketing-case="topPicks"><div class="AdCard_AdCard__thumbnail__GR3Yt"><img src="https://image.wanted.co.kr/optimize?src=https%3A%2F%2Fstatic.wanted.co.kr%2Fimages%2Fcompany%2F21731%2Fkjvusmmfzuz051ch__1080_790.jpg&amp;w=528&amp;q=100" fetchpriority="auto" alt="비글즈 ad" class="AdCard_AdCard__thumbnail__image__e_BgG"><div class="AdCard_AdCard__thumbnail__gradient__Vcylm"></div></div><div class="AdCard_AdCard__contents__HOUVY"><img src="https://image.wanted.co.kr/optimize?src=https%3A%2F%2Fstatic.wanted.co.kr%2Fimages%2Fwdes%2F0_5.ddb24960.png&amp;w=100&amp;q=100" fetchpriority="auto" alt="비글즈 logo" class="AdCard_AdCard__contents__logo__eUuXW"><div class="AdCard_AdCard__contents__info__J5tSY"><p class="Typography_Typography__root__RdAI1 Typography_Typography__body1__q3AOP Typography_Typography__weightBold__KkJEY AdCard_AdCard__contents__info_title__kEWFz">비글즈</p><span class="Typography_Typography__root__RdAI1 Typography_Typography__label2__svmAA Typography_Typography__weightMedium__GXnOM AdCard_AdCard__contents__info_industry__gJ2Em">2개 포지션</span></div></div><div class="AdCard_AdCard__footer__KGCG1"></div></a></li></div></div></div><div data-index="2" class="slick-slide slick-active" tabindex="-1" aria-hidden="false" style="outline: none; width: 270px;"><div><div class="AdTargetList_AdTargetList__slider__item__j7MK5" tabindex="-1" style="width: 100%; display: inline-block;"><li class="AdCard_AdCard__094Pd"><a href="/company/44973?category_id=518&amp;duty_ids=1024&amp;duty_ids=1634" class="AdCard_AdCard__link__t1LQi" data-attribute-id="company__click" data-job-category-id="518" data-job-category="IT" data-job-role-id="1024,1634" data-job-role="Data Scientist,Machine Learning Engineer" data-company-id="44973" data-company-name="이에이엔테크놀로지" data-marketing-case="topPicks"><div class="AdCard_AdCard__thumbnail__GR3Yt"><img src="https://image.wanted.co.kr/optimize?src=https%3A%2F%2Fstatic.wanted.co.kr%2Fimages%2Fcompany%2F44973%2Fmuikbe9isv3vkw1c__1080_790.jpg&amp;w=528&amp;q=100" fetchpriority="auto" alt="이에이엔테크놀로지 ad" class="AdCard_AdCard__thumbnail__image__e_BgG"><div class="AdCard_AdCard__thumbnail__gradient__Vcylm"></div></div><div class="AdCard_AdCard__contents__HOUVY"><img src="https://image.wanted.co.kr/optimize?src=https%3A%2F%2Fstatic.wanted.co.kr%2Fimages%2Fwdes%2F0_4.865cd7a1.jpg&amp;w=100&amp;q=100" fetchpriority="auto" alt="이에이엔테크놀로지 logo" class="AdCard_AdCard__contents__logo__eUuXW"><div class="AdCard_AdCard__contents__info__J5tSY"><p class="Typography_Typography__root__RdAI1 Typography_Typography__body1__q3AOP Typography_Typography__weightBold__KkJEY AdCard_AdCard__contents__info_title__kEWFz">이에이엔테크놀로지</p><span class="Typography_Typography__root__RdAI1 Typography_Typography__label2__svmAA Typography_Typography__weightMedium__GXnOM AdCard_AdCard__contents__info_industry__gJ2Em">5개 포지션</span></div></div><div class="AdCard_AdCard__footer__KGCG1"></div></a></li></div></div></div><div data-index="3" class="slick-slide slick-active" tabindex="-1" aria-hidden="false" style="outline: none; width: 270px;"><div><div class="AdTargetList_AdTargetList__slider__item__j7MK5" tabindex="-1" style="width: 100%; display: inline-block;"><li class="AdCard_AdCard__094Pd"><a href="/company/1188?category_id=518&amp;duty_ids=1024&amp;duty_ids=1634" class="AdCard_AdCard__link__t1LQi" data-attribute-id="company__click" data-job-category-id="518" data-job-category="IT" data-job-role-id="1024,1634" data-job-role="Data Scientist,Machine Learning Engineer" data-company-id="1188" data-company-name="하이(Haii)" data-marketing-case="topPicks"><div class="AdCard_AdCard__thumbnail__GR3Yt"><img src="https://image.wanted.co.kr/optimize?src=https%3A%2F%2Fstatic.wanted.co.kr%2Fimages%2Fcompany%2F1188%2Fbfflbp9ppbcmlbjl__1080_790.png&amp;w=528&amp;q=100" fetchpriority="auto" alt="하이(Haii) ad" class="AdCard_AdCard__thumbnail__image__e_BgG"><div class="AdCard_AdCard__thumbnail__gradient__Vcylm"></div></div><div class="AdCard_AdCard__contents__HOUVY"><img src="https://image.wanted.co.kr/optimize?src=https%3A%2F%2Fstatic.wanted.co.kr%2Fimages%2Fwdes%2F0_4.6c73a419.jpg&amp;w=100&amp;q=100" fetchpriority="auto" alt="하이(Haii) logo" class="AdCard_AdCard__contents__logo__eUuXW"><div class="AdCard_AdCard__contents__info__J5tSY"><p class="Typography_Typography__root__RdAI1 Typography_Typography__body1__q3AOP Typography_Typography__weightBold__KkJEY AdCard_AdCard__contents__info_title__kEWFz">하이(Haii)</p><span class="Typography_Typography__root__RdAI1 Typography_Typography__label2__svmAA Typography_Typography__weightMedium__GXnOM AdCard_AdCard__contents__info_industry__gJ2Em">9개 포지션</span></div></div><div class="AdCard_AdCard__footer__KGCG1"></div></a></li></div></div></div><div data-index="4" class="slick-slide" tabindex="-1" aria-hidden="true" style="outline: none; width: 270px;"><div><div class="AdTargetList_AdTargetList__slider__item__j7MK5" tabindex="-1" style="width: 100%; display: inline-block;"><li class="AdCard_AdCard__094Pd"><a href="/company/27058?category_id=518&amp;duty_ids=1024&amp;duty_ids=1634" class="AdCard_AdCard__link__t1LQi" data-attribute-id="company__click" data-job-category-id="518" data-job-category="IT" data-job-role-id="1024,1634" data-job-role="Data Scientist,Machine Learning Engineer" data-company-id="27058" data-company-name="틸다" data-marketing-case="topPicks"><div class="AdCard_AdCard__thumbnail__GR3Yt"><img src="https://image.wanted.co.kr/optimize?src=https%3A%2F%2Fstatic.wanted.co.kr%2Fimages%2Fcompany%2F27058%2Feybcerg46bqz8gkp__1080_790.jpg&amp;w=528&amp;q=100" fetchpriority="auto" alt="틸다 ad" class="AdCard_AdCard__thumbnail__image__e_BgG"><div class="AdCard_AdCard__thumbnail__gradient__Vcylm"></div></div><div class="AdCard_AdCard__contents__HOUVY"><img src="https://image.wanted.co.kr/optimize?src=https%3A%2F%2Fstatic.wanted.co.kr%2Fimages%2Fwdes%2F0_4.c20bf02b.jpg&amp;w=100&amp;q=100" fetchpriority="auto" alt="틸다 logo" class="AdCard_AdCard__contents__logo__eUuXW"><div class="AdCard_AdCard__contents__info__J5tSY"><p class="Typography_Typography__root__RdAI1 Typography_Typography__body1__q3AOP Typography_Typography__weightBold__KkJEY AdCard_AdCard__contents__info_title__kEWFz">틸다</p><span class="Typography_Typography__root__RdAI1 Typography_Typography__label2__svmAA Typography_Typography__weightMedium__GXnOM AdCard_AdCard__contents__info_industry__gJ2Em">1개 포지션</span></div></div><div class="AdCard_AdCard__footer__KGCG1"></div></a></li></div></div></div></div></div></div></div><hr class="AdTargetList_AdTargetList__divider__wSxWU"></section>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'o-wanted-sort-recommended',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByRole('button', { name: '추천순' })",
    description: 'sort by recommended (추천순) option',
    target: 'button:has-text("추천순")',
    edits: [
      {
        from: 'SortFilter_SortFilter__list__item__selected__text__Hwp3L">추천순</span>',
        to: 'SortFilter_SortFilter__list__item__selected__text__Hwp3L">Recommended</span>',
      },
      { from: '>최신순<', to: '>Latest<' },
      { from: '>인기순<', to: '>Popular<' },
    ],
    after: 'button:has-text("Recommended")',
  },
  // ---- todomvc-site-index / cypress-kitchensink-index ----
  {
    id: 'o-tmsite-elm-example',
    page: 'web/todomvc-site-index.html',
    kind: 'combined',
    framework: 'selenium',
    locator: 'a.applist-item[href="examples/elm/"]',
    description: '',
    target: 'a.applist-item[href="examples/elm/"]',
    edits: [
      {
        from: '<a class="applist-item" href="examples/elm/" data-source="http://elm-lang.org" data-content="A functional reactive language for interactive applications">\n\t\t\t\t\t\t\t\t\t\t<span class="link">Elm</span>',
        to: '<a class="applist-item" href="examples/elm/dist/" data-source="https://elm-lang.org" data-content="A functional reactive language for interactive applications">\n\t\t\t\t\t\t\t\t\t\t<span class="link">Elm 0.19</span>',
      },
    ],
    after: 'a.applist-item[href="examples/elm/dist/"]',
  },
  {
    id: 'o-tmsite-speedometer3',
    page: 'web/todomvc-site-index.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Speedometer 3.0' })",
    description: 'Speedometer 3.0 link in the Industry Impact section',
    target: 'a[href^="https://webkit.org/blog/15131/"]',
    edits: [
      { from: 'target="_blank">Speedometer 3.0</a>', to: 'target="_blank" rel="noopener">Speedometer 3</a>' },
    ],
    after: 'a[href^="https://webkit.org/blog/15131/"]',
  },
  {
    id: 'o-cyindex-document-cmd',
    page: 'web/cypress-kitchensink-index.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.locator('.home-list').getByRole('link', { name: 'document', exact: true })",
    description: 'document command under Window in the commands list',
    target: '.home-list a:text-is("document")',
    edits: [
      {
        from: '<li><a href="/commands/window">document</a></li>',
        to: '<li><a href="/commands/window#document"><code>cy.document()</code></a></li>',
      },
    ],
    after: 'a[href="/commands/window#document"]',
  },
  // ---- adminlte inbox / index / forms-elements ----
  {
    id: 'o-ainbox-linear-msg',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'decoy-added',
    framework: 'selenium',
    locator: "//input[@id='msg-4']/ancestor::li//a[contains(@href,'read.html')]",
    description: 'Linear [ADM-441] email in the inbox list',
    target: 'li:has(#msg-4) a[href="../mailbox/read.html"]',
    edits: [
      {
        from: 'id="msg-4" />\n                          <label class="form-check-label visually-hidden" for="msg-4">',
        to: 'id="msg-19c2e7" />\n                          <label class="form-check-label visually-hidden" for="msg-19c2e7">',
      },
      {
        from: '<li\n                        class="list-group-item d-flex align-items-center gap-2 fw-semibold bg-body-secondary"\n                      >\n                        <div class="form-check mb-0">\n                          <input class="form-check-input" type="checkbox" id="msg-0"',
        to: '<li class="list-group-item d-flex align-items-center gap-2">\n                        <div class="form-check mb-0">\n                          <input class="form-check-input" type="checkbox" id="msg-new-1" />\n                          <label class="form-check-label visually-hidden" for="msg-new-1">\n                            Select message from Linear\n                          </label>\n                        </div>\n                        <button\n                          class="btn btn-link p-0 text-warning lh-1"\n                          type="button"\n                          title="Star"\n                          aria-label="Star"\n                        >\n                          <i class="bi bi-star" aria-hidden="true"></i>\n                        </button>\n                        <a\n                          href="../mailbox/read.html"\n                          class="flex-grow-1 d-flex flex-column flex-md-row gap-md-3 text-decoration-none text-body"\n                          style="min-width: 0"\n                        >\n                          <span class="text-truncate" style="min-width: 9rem"> Linear </span>\n                          <span class="flex-grow-1 text-truncate" style="min-width: 0">\n                            <span class="badge text-bg-warning me-2"> &middot; </span>\n                            [ADM-452] Calendar drag-and-drop regression on Safari iPadOS\n                            <span class="fw-normal text-secondary">\n                              &nbsp;&mdash; Follow-up to ADM-441, seen on iPadOS 18.5.\n                            </span>\n                          </span>\n                          <span class="text-secondary small text-md-end" style="min-width: 5rem">\n                            9:12 AM\n                          </span>\n                        </a>\n                      </li>\n                      <li\n                        class="list-group-item d-flex align-items-center gap-2 fw-semibold bg-body-secondary"\n                      >\n                        <div class="form-check mb-0">\n                          <input class="form-check-input" type="checkbox" id="msg-0"',
      },
    ],
    after: 'li:has(#msg-19c2e7) a[href="../mailbox/read.html"]',
  },
  {
    id: 'o-aformel-bootstrap-callout',
    page: 'web/adminlte-forms-elements.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Bootstrap Forms' })",
    description: '',
    target: 'a.callout-link',
    edits: [
      {
        from: 'class="callout-link"\n                    >Bootstrap Forms</a',
        to: 'class="callout-link"\n                    >Bootstrap 5 form controls</a',
      },
    ],
    after: 'a.callout-link',
  },
  // ---- cypress querying / midscene local search ----
  {
    id: 'o-cyquery-utilities-layout-copy',
    page: 'web/cypress-kitchensink-querying.html',
    kind: 'layout-copy',
    framework: 'selenium',
    locator: "//ul[@class='nav navbar-nav']/li/a[@href='/utilities']",
    description: 'Utilities link in the navbar',
    target: '.navbar-nav a[href="/utilities"]',
    edits: [
      {
        from: '          <li><a href="/utilities">Utilities</a></li>\n          <li><a href="/cypress-api">Cypress API</a></li>\n        </ul>',
        to: '          <li class="nav-item"><a class="nav-link" href="/utilities/">Utilities</a></li>\n          <li class="nav-item"><a class="nav-link" href="/cypress-api/">Cypress API</a></li>\n        </ul>\n        <ul class="nav navbar-nav visible-xs mobile-nav">\n          <li class="nav-item"><a class="nav-link" href="/utilities/">Utilities</a></li>\n          <li class="nav-item"><a class="nav-link" href="/cypress-api/">Cypress API</a></li>\n        </ul>',
      },
    ],
    after: 'ul.navbar-nav:not(.mobile-nav) a[href="/utilities/"]',
  },
  {
    id: 'o-localsearch-search-settings',
    page: 'web/midscene-local-search.html',
    kind: 'tag-changed',
    framework: 'playwright',
    locator: "page.getByText('Search Settings')",
    description: 'Search Settings entry in the settings popup',
    target: 'div.search-settings',
    edits: [
      {
        from: '<div class="search-settings" onclick="showSearchSettings()">Search Settings</div>',
        to: '<button type="button" class="settings-item" onclick="showSearchSettings()">Search preferences</button>',
      },
    ],
    after: 'button.settings-item',
  },
  // ---- vaadin grid / side-nav ----
  {
    id: 'o-vgrid-no-border',
    page: 'web/vaadin-grid.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: 'vaadin-checkbox#no-border',
    description: '',
    target: '#no-border',
    edits: [
      {
        from: '<vaadin-checkbox id="no-border" value="no-border" label="No Border"></vaadin-checkbox>',
        to: '<vaadin-checkbox id="variant-no-border" value="no-border" label="No border"></vaadin-checkbox>',
      },
    ],
    after: '#variant-no-border',
  },
  {
    id: 'o-vgrid-city-column',
    page: 'web/vaadin-grid.html',
    kind: 'attribute-renamed',
    framework: 'playwright',
    locator: 'page.locator(\'vaadin-grid-sort-column[path="city"]\')',
    description: 'City column of the grid',
    target: 'vaadin-grid-sort-column[path="city"]',
    edits: [
      {
        from: '<vaadin-grid-sort-column path="city" header="City"></vaadin-grid-sort-column>',
        to: '<vaadin-grid-sort-column path="address.city" header="City"></vaadin-grid-sort-column>',
      },
    ],
    after: 'vaadin-grid-sort-column[header="City"]',
  },
  {
    id: 'o-sidenav-side-nav-item',
    page: 'web/vaadin-side-nav.html',
    kind: 'combined',
    framework: 'playwright',
    locator: 'page.locator(\'vaadin-side-nav-item[path="/dev/side-nav.html"]\')',
    description: 'Side Nav item at the top of the main menu',
    target: 'vaadin-side-nav-item[path="/dev/side-nav.html"]',
    edits: [
      {
        from: '      <vaadin-side-nav-item path="/dev/side-nav.html">\n        Side Nav\n        <vaadin-badge slot="suffix" number="1" theme="number-only">new items</vaadin-badge>\n      </vaadin-side-nav-item>\n\n',
        to: '',
      },
      {
        from: '      <vaadin-side-nav-item> Label only (no path) </vaadin-side-nav-item>\n',
        to: '      <vaadin-side-nav-item> Label only (no path) </vaadin-side-nav-item>\n\n      <vaadin-side-nav-item path="/dev/side-nav">\n        Side Nav\n        <vaadin-badge slot="suffix" number="1" theme="number-only">new items</vaadin-badge>\n      </vaadin-side-nav-item>\n',
      },
    ],
    after: 'vaadin-side-nav-item[path="/dev/side-nav"]',
  },
  {
    id: 'o-sidenav-top-level-radio',
    page: 'web/vaadin-side-nav.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "vaadin-radio-button[value='top']",
    description: 'Top Level option of the Icons radio group',
    target: 'vaadin-radio-button[value=top]',
    edits: [
      {
        from: '<vaadin-radio-button label="Top Level" value="top"></vaadin-radio-button>',
        to: '<vaadin-radio-button label="Top level only" value="top-level"></vaadin-radio-button>',
      },
    ],
    after: 'vaadin-radio-button[value="top-level"]',
  },
  // ---- last batch ----
  {
    id: 'o-sblogin-remember-label',
    page: 'web/sbadmin2-login.html',
    kind: 'decoy-added',
    framework: 'selenium',
    locator: "//label[normalize-space()='Remember Me']",
    description: 'Remember Me label on the login form',
    target: 'label[for="customCheck"]',
    edits: [
      {
        from: '<input type="checkbox" class="custom-control-input" id="customCheck">\n                                                <label class="custom-control-label" for="customCheck">Remember\n                                                    Me</label>',
        to: '<input type="checkbox" class="custom-control-input" id="rememberMe">\n                                                <label class="custom-control-label" for="rememberMe">Remember me</label>\n                                            </div>\n                                            <div class="custom-control custom-checkbox small">\n                                                <input type="checkbox" class="custom-control-input" id="rememberDevice">\n                                                <label class="custom-control-label" for="rememberDevice">Remember this device</label>',
      },
    ],
    after: 'label[for="rememberMe"]',
  },
  {
    id: 'o-acompose-cc-label',
    page: 'web/adminlte-mailbox-compose.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByText('Cc', { exact: true })",
    description: '',
    target: 'label[for="mail-cc"]',
    edits: [
      {
        from: '<label class="form-label" for="mail-cc">Cc</label>',
        to: '<label class="form-label" for="mail-cc">CC</label>',
      },
    ],
    after: 'label[for="mail-cc"]',
  },
  {
    id: 'o-accname-label3',
    page: 'web/playwright-wpt-accname-shadowdom-slot.html',
    kind: 'id-renamed',
    framework: 'playwright',
    locator: "page.locator('#label3')",
    description: '',
    target: 'label#label3',
    edits: [
      { from: '<label id="label3">', to: '<label id="label-slot-aria-label">' },
      { from: 'aria-labelledby="label3"', to: 'aria-labelledby="label-slot-aria-label"' },
    ],
    after: 'label#label-slot-aria-label',
  },
  {
    id: 'o-msn-crime-supernav',
    page: 'web/readability-msn.html',
    kind: 'decoy-added',
    framework: 'playwright',
    locator: "page.locator('ul.supernav').getByRole('link', { name: 'Crime', exact: true })",
    description: 'Crime in the section navigation bar',
    target: 'ul.supernav a[href="/en-us/news/crime"]',
    edits: [
      { from: '<ul class="supernav" role="menubar"', to: '<ul class="nav-sections" role="menubar"' },
      {
        from: '<li role="presentation" data-category-key="" data-id="19" data-m="{&quot;i&quot;:19,&quot;p&quot;:15,&quot;n&quot;:&quot;newscrime&quot;,&quot;y&quot;:14,&quot;l&quot;:&quot;newscrime&quot;,&quot;o&quot;:4}" data-width="59.5167">\n                        <a data-link-type="category" href="/en-us/news/crime">\n Crime\n                            </a>\n                    </li>',
        to: '<li role="presentation" data-category-key="" data-id="19" data-m="{&quot;i&quot;:19,&quot;p&quot;:15,&quot;n&quot;:&quot;newscrime&quot;,&quot;y&quot;:14,&quot;l&quot;:&quot;newscrime&quot;,&quot;o&quot;:4}" data-width="59.5167">\n                        <a data-link-type="category" href="/en-us/news/crime">\n Crime\n                            </a>\n                    </li>\n                    <li role="presentation" data-category-key="" data-id="31" data-m="{&quot;i&quot;:19,&quot;p&quot;:15,&quot;n&quot;:&quot;newstruecrime&quot;,&quot;y&quot;:14,&quot;l&quot;:&quot;newstruecrime&quot;,&quot;o&quot;:4}" data-width="59.5167">\n                        <a data-link-type="category" href="/en-us/news/true-crime">\n True Crime\n                            </a>\n                    </li>',
      },
    ],
    after: 'ul.nav-sections a[href="/en-us/news/crime"]',
  },
  {
    id: 'o-searchengine-settings-title',
    page: 'web/midscene-search-engine.html',
    kind: 'tag-changed',
    framework: 'selenium',
    locator: "//div[@id='settings-popup']/h3",
    description: 'Settings title of the settings popup',
    target: '#settings-popup h3',
    edits: [{ from: '<h3>Settings</h3>', to: '<h2 class="popup-title">Settings</h2>' }],
    after: '#settings-popup h2.popup-title',
  },
  // ---- register-v2 / settings ----
  {
    id: 'o-regv2-email-label',
    page: 'web/adminlte-examples-register-v2.html',
    kind: 'reordered',
    framework: 'selenium',
    locator: "//label[text()='Email']",
    description: 'Email label of the registration form',
    target: 'label[for="registerEmail"]',
    edits: [
      {
        from: '            <div class="input-group mb-1">\n              <div class="form-floating">\n                <input id="registerEmail" type="email" class="form-control" placeholder="" />\n                <label for="registerEmail">Email</label>\n              </div>\n              <div class="input-group-text">\n                <span class="bi bi-envelope"></span>\n              </div>\n            </div>\n',
        to: '',
      },
      {
        from: '            <!--begin::Row-->\n            <div class="row">\n              <div class="col-8 d-inline-flex align-items-center">',
        to: '            <div class="input-group mb-1">\n              <div class="form-floating">\n                <input id="registerEmail" type="email" class="form-control" placeholder="" />\n                <label for="registerEmail">Email address</label>\n              </div>\n              <div class="input-group-text">\n                <span class="bi bi-envelope"></span>\n              </div>\n            </div>\n            <!--begin::Row-->\n            <div class="row">\n              <div class="col-8 d-inline-flex align-items-center">',
      },
    ],
    after: 'label[for="registerEmail"]',
  },
  {
    id: 'o-asettings-2fa-title',
    page: 'web/adminlte-pages-settings.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByText('Two-factor authentication')",
    description: 'Two-factor authentication card title on the Security tab',
    target: 'h3.card-title:text-is("Two-factor authentication")',
    edits: [
      {
        from: '<h3 class="card-title">Two-factor authentication</h3>',
        to: '<h3 class="card-title">2-step verification</h3>',
      },
    ],
    after: 'h3.card-title:text-is("2-step verification")',
  },
  {
    id: 'o-aindex-john-k-contact',
    page: 'web/adminlte-index.html',
    kind: 'text-reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: /John K\\./ })",
    description: 'John K. in the Direct Chat contacts list',
    target: '.contacts-list a:has-text("John K.")',
    edits: [
      {
        from: '<span class="contacts-list-name">\n                                John K.\n',
        to: '<span class="contacts-list-name">\n                                John Kowalski\n',
      },
    ],
    after: '.contacts-list a:has-text("John Kowalski")',
  },
];
