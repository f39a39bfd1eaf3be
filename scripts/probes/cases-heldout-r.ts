/**
 * Held-out hand-written refactor probes, set R: 100 cases written blind (without looking at the
 * healing engine or earlier sets), on 49 distinct corpus pages (at most 3 cases per page).
 *
 * Kept targets: 80 (`after` is a selector for the same element on the edited page).
 * Deleted targets: 20 (`after: null`); each removes ONE of a set of look-alike siblings (table row,
 * list item, nav link, card, comment, option) while the others stay, so the engine must refuse.
 * Frameworks: selenium 50 (CSS / XPath, incl. copied positional XPath), playwright 50 (code strings
 * such as getByRole/getByText/getByLabel/getByPlaceholder/getByTestId/locator().filter(), and selectors).
 * Empty descriptions: 5.
 *
 * Difficulty is mixed: a few easy cases (one attribute, id or class renamed), most medium (two or
 * three edits shipped together, e.g. a Bootstrap upgrade or a URL + label change), and hard ones:
 * labels reworded with synonyms, copied positional XPath / nth() locators that silently shift to a
 * neighbour after a reorder, insertion or deletion, look-alike decoys inserted ahead of the target,
 * and ids or labels moved between elements. Edits are exact text replacements (or block moves) of
 * the original corpus source; every case was validated with check.mts (held locator matches the
 * target before and not after; `after` matches exactly one element; deleted targets are gone).
 *
 * Cases per kind:
 *   delete-sibling     20
 *   combined           18
 *   reworded           9
 *   id-renamed         7
 *   class-rehash       7
 *   reorder            6
 *   attribute-renamed  6
 *   attribute-changed  6
 *   decoy              6
 *   tag-change         5
 *   wrapper            5
 *   moved              5
 *
 * Pages used (cases):
 *   web/adminlte-forms-elements.html (1)
 *   web/adminlte-forms-validation.html (2)
 *   web/adminlte-forms-wizard.html (2)
 *   web/adminlte-index.html (2)
 *   web/adminlte-index2.html (2)
 *   web/adminlte-mailbox-compose.html (1)
 *   web/adminlte-mailbox-inbox.html (3)
 *   web/adminlte-pages-file-manager.html (1)
 *   web/adminlte-pages-projects.html (2)
 *   web/adminlte-pages-settings.html (1)
 *   web/cypress-kitchensink-actions.html (3)
 *   web/cypress-kitchensink-index.html (3)
 *   web/cypress-kitchensink-querying.html (2)
 *   web/cypress-kitchensink-todo.html (1)
 *   web/cypress-kitchensink-traversal.html (2)
 *   web/midscene-web-extractor-fixture.html (2)
 *   web/miniwob-flight-aa-original.html (3)
 *   web/miniwob-flight-alaska-original.html (2)
 *   web/playwright-evals-fill-form.html (3)
 *   web/playwright-to-do-notifications-index.html (2)
 *   web/postlight-github.html (3)
 *   web/postlight-linkedin.html (3)
 *   web/postlight-reddit-image-post.html (3)
 *   web/postlight-reddit.html (2)
 *   web/postlight-sanwa-co-jp.html (2)
 *   web/postlight-twitter.html (3)
 *   web/postlight-youtube.html (2)
 *   web/readability-archive-of-our-own.html (2)
 *   web/readability-bbc-1.html (2)
 *   web/readability-cnn.html (2)
 *   web/readability-engadget.html (2)
 *   web/readability-gitlab-blog.html (2)
 *   web/readability-guardian-1.html (2)
 *   web/readability-ietf-1.html (1)
 *   web/readability-mozilla-1.html (2)
 *   web/readability-msn.html (2)
 *   web/readability-nytimes-5.html (1)
 *   web/readability-royal-road.html (1)
 *   web/readability-spiceworks.html (2)
 *   web/readability-theverge.html (2)
 *   web/readability-wapo-1.html (2)
 *   web/readability-wikia.html (2)
 *   web/readability-wikipedia-2.html (1)
 *   web/readability-yahoo-2.html (1)
 *   web/sbadmin2-buttons.html (3)
 *   web/sbadmin2-index.html (2)
 *   web/sbadmin2-tables.html (2)
 *   web/todomvc-site-index.html (3)
 *   web/wanted-kr-job-listing.html (3)
 */
import type { ProbeCase } from './types.js';

export const PROBE_CASES: ProbeCase[] = [
  {
    id: 'r-validation-city-label-id-renamed',
    page: 'web/adminlte-forms-validation.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: "label[for='validationCustom03']",
    description: 'City label in the custom validation form',
    target: 'label[for="validationCustom03"]',
    edits: [
      { from: 'id="validationCustom03"', to: 'id="validationCity"' },
      { from: 'for="validationCustom03"', to: 'for="validationCity"' },
    ],
    after: 'label[for="validationCity"]',
  },
  {
    id: 'r-validation-state-tennessee-deleted',
    page: 'web/adminlte-forms-validation.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: "//select[@id='validationCustom04']/option[text()='Tennessee']",
    description: 'Tennessee option in the State dropdown',
    target: 'option:text-is("Tennessee")',
    edits: [{ from: '\n                            <option>Tennessee</option>', to: '' }],
    after: null,
  },
  {
    id: 'r-wizard-role-design-option-sorted',
    page: 'web/adminlte-forms-wizard.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: "//select[@id='wz-role']/option[4]",
    description: 'Design option in the Role select',
    target: '#wz-role option:text-is("Design")',
    edits: [
      {
        from: '<option>Founder / CEO</option>\n                              <option>Engineering</option>\n                              <option>Design</option>\n                              <option>Marketing</option>\n                              <option>Other</option>',
        to: '<option>Design</option>\n                              <option>Engineering</option>\n                              <option>Founder / CEO</option>\n                              <option>Marketing</option>\n                              <option>Other</option>',
      },
    ],
    after: '#wz-role option:text-is("Design")',
  },
  {
    id: 'r-wizard-account-heading-reworded',
    page: 'web/adminlte-forms-wizard.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByRole('heading', { name: 'Create your account' })",
    description: 'Create your account heading on step 1',
    target: 'h2:text-is("Create your account")',
    edits: [
      {
        from: '<h2 class="h5 mb-3">Create your account</h2>',
        to: '<h2 class="h5 mb-3">Set up your account</h2>',
      },
    ],
    after: 'h2:text-is("Set up your account")',
  },
  {
    id: 'r-inbox-vercel-message-deleted',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByLabel('Select message from Vercel')",
    description: 'checkbox of the Vercel message in the inbox list',
    target: '#msg-5',
    edits: [
      {
        from: '\n                      <li class="list-group-item d-flex align-items-center gap-2">\n                        <div class="form-check mb-0">\n                          <input class="form-check-input" type="checkbox" id="msg-5" />\n                          <label class="form-check-label visually-hidden" for="msg-5">\n                            Select message from Vercel\n                          </label>\n                        </div>\n                        <button\n                          class="btn btn-link p-0 text-warning lh-1"\n                          type="button"\n                          title="Star"\n                          aria-label="Star"\n                        >\n                          <i class="bi bi-star" aria-hidden="true"></i>\n                        </button>\n                        <a\n                          href="../mailbox/read.html"\n                          class="flex-grow-1 d-flex flex-column flex-md-row gap-md-3 text-decoration-none text-body"\n                          style="min-width: 0"\n                        >\n                          <span class="text-truncate" style="min-width: 9rem"> Vercel </span>\n                          <span class="flex-grow-1 text-truncate" style="min-width: 0">\n                            <span class="badge text-bg-success me-2"> &middot; </span>\n                            Deployment succeeded — production\n                            <span class="fw-normal text-secondary">\n                              &nbsp;&mdash; main@a3c91fb deployed to production in 47s.\n                            </span>\n                          </span>\n                          <span class="text-secondary small text-md-end" style="min-width: 5rem">\n                            May 16\n                          </span>\n                        </a>\n                      </li>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'r-inbox-aws-star-tooltip-attr',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: "//input[@id='msg-7']/ancestor::li//button[@title='Star']",
    description: 'star button on the AWS message',
    target: 'li:has(#msg-7) button[title="Star"]',
    edits: [
      { from: 'title="Star"', to: 'data-bs-toggle="tooltip" data-bs-title="Star"', count: 6 },
      { from: 'title="Starred"', to: 'data-bs-toggle="tooltip" data-bs-title="Starred"', count: 2 },
    ],
    after: 'li:has(#msg-7) button[aria-label="Star"]',
  },
  {
    id: 'r-projects-brand-style-guide-row-deleted',
    page: 'web/adminlte-pages-projects.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: "//a[normalize-space()='Brand Style Guide']",
    description: 'Brand Style Guide project link in the projects table',
    target: 'a:has-text("Brand Style Guide")',
    edits: [
      {
        from: '\n                      <tr>\n                        <td>\n                          <a href="#" class="fw-semibold text-decoration-none">\n                            Brand Style Guide\n                          </a>\n                          <div class="small text-secondary">Riverhaus</div>\n                        </td>\n                        <td>\n                          <span class="badge text-bg-secondary"> Completed </span>\n                        </td>\n                        <td style="min-width: 8rem">\n                          <div class="d-flex align-items-center gap-2">\n                            <div class="progress flex-grow-1" style="height: 6px">\n                              <div\n                                class="progress-bar bg-success"\n                                role="progressbar"\n                                style="width: 100%"\n                                aria-valuenow="100"\n                                aria-valuemin="0"\n                                aria-valuemax="100"\n                              ></div>\n                            </div>\n                            <small class="text-secondary" style="min-width: 2.25rem"> 100% </small>\n                          </div>\n                        </td>\n                        <td>\n                          <div class="d-inline-flex">\n                            <span\n                              class="rounded-circle d-inline-flex align-items-center justify-content-center bg-info-subtle text-info fw-semibold"\n                              style="\n                                width: 1.75rem;\n                                height: 1.75rem;\n                                font-size: 0.7rem;\n                                border: 2px solid var(--bs-body-bg);\n                                margin-left: 0;\n                              "\n                              title="OB"\n                            >\n                              OB </span\n                            ><span\n                              class="rounded-circle d-inline-flex align-items-center justify-content-center bg-danger-subtle text-danger fw-semibold"\n                              style="\n                                width: 1.75rem;\n                                height: 1.75rem;\n                                font-size: 0.7rem;\n                                border: 2px solid var(--bs-body-bg);\n                                margin-left: -0.5rem;\n                              "\n                              title="ED"\n                            >\n                              ED\n                            </span>\n                          </div>\n                        </td>\n                        <td class="text-nowrap">$8,200</td>\n                        <td class="text-nowrap">May 09, 2026</td>\n                        <td>\n                          <span class="badge text-bg-secondary"> Low </span>\n                        </td>\n                        <td class="text-end">\n                          <div class="btn-group btn-group-sm">\n                            <button class="btn btn-outline-secondary" type="button" title="View">\n                              <i class="bi bi-eye" aria-hidden="true"></i>\n                            </button>\n                            <button class="btn btn-outline-secondary" type="button" title="Edit">\n                              <i class="bi bi-pencil" aria-hidden="true"></i>\n                            </button>\n                            <button class="btn btn-outline-secondary" type="button" title="More">\n                              <i class="bi bi-three-dots-vertical" aria-hidden="true"></i>\n                            </button>\n                          </div>\n                        </td>\n                      </tr>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'r-projects-more-button-aria-label',
    page: 'web/adminlte-pages-projects.html',
    kind: 'attribute-renamed',
    framework: 'playwright',
    locator: "page.locator('tr').filter({ hasText: 'AdminLTE 4 Release' }).getByTitle('More')",
    description: 'More button for the AdminLTE 4 Release project',
    target: 'tr:has-text("AdminLTE 4 Release") button[title="More"]',
    edits: [
      { from: 'type="button" title="More"', to: 'type="button" aria-label="More actions"', count: 6 },
      { from: 'bi-three-dots-vertical', to: 'bi-three-dots', count: 6 },
    ],
    after: 'tr:has-text("AdminLTE 4 Release") button[aria-label="More actions"]',
  },
  {
    id: 'r-files-invoice-delete-button-removed',
    page: 'web/adminlte-pages-file-manager.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: "//tr[contains(., 'INV-2026-00428.pdf')]//button[@title='Delete']",
    description: 'Delete button for INV-2026-00428.pdf in the file table',
    target: 'tr:has-text("INV-2026-00428.pdf") button[title="Delete"]',
    edits: [
      {
        from: 'INV-2026-00428.pdf\n                              </td>\n                              <td>184 KB</td>\n                              <td>Yesterday</td>\n                              <td class="text-end">\n                                <div class="btn-group btn-group-sm">\n                                  <button\n                                    class="btn btn-outline-secondary"\n                                    type="button"\n                                    title="Download"\n                                  >\n                                    <i class="bi bi-download" aria-hidden="true"></i>\n                                  </button>\n                                  <button\n                                    class="btn btn-outline-secondary"\n                                    type="button"\n                                    title="Share"\n                                  >\n                                    <i class="bi bi-share" aria-hidden="true"></i>\n                                  </button>\n                                  <button\n                                    class="btn btn-outline-danger"\n                                    type="button"\n                                    title="Delete"\n                                  >\n                                    <i class="bi bi-trash" aria-hidden="true"></i>\n                                  </button>',
        to: 'INV-2026-00428.pdf\n                              </td>\n                              <td>184 KB</td>\n                              <td>Yesterday</td>\n                              <td class="text-end">\n                                <div class="btn-group btn-group-sm">\n                                  <button\n                                    class="btn btn-outline-secondary"\n                                    type="button"\n                                    title="Download"\n                                  >\n                                    <i class="bi bi-download" aria-hidden="true"></i>\n                                  </button>\n                                  <button\n                                    class="btn btn-outline-secondary"\n                                    type="button"\n                                    title="Share"\n                                  >\n                                    <i class="bi bi-share" aria-hidden="true"></i>\n                                  </button>',
      },
    ],
    after: null,
  },
  {
    id: 'r-index2-usa-country-reordered',
    page: 'web/adminlte-index2.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: "//div[@class='card-footer p-0']/ul/li[1]/a",
    description: 'United States of America link under Browser Usage',
    target: 'a.nav-link:has-text("United States of America")',
    edits: [
      {
        move: {
          start:
            '<li class="nav-item">\n                        <a href="#" class="nav-link">\n                          India\n                          <span class="float-end text-success">\n                            <i class="bi bi-arrow-up fs-7"></i> 4%\n                          </span>\n                        </a>\n                      </li>',
          end: '<li class="nav-item">\n                        <a href="#" class="nav-link">\n                          China\n                          <span class="float-end text-info">\n                            <i class="bi bi-arrow-left fs-7"></i> 0%\n                          </span>\n                        </a>\n                      </li>',
        },
        before:
          '<li class="nav-item">\n                        <a href="#" class="nav-link">\n                          United States of America\n                          <span class="float-end text-danger">\n                            <i class="bi bi-arrow-down fs-7"></i>\n                            12%\n                          </span>\n                        </a>\n                      </li>',
      },
    ],
    after: 'a.nav-link:has-text("United States of America")',
  },
  {
    id: 'r-index2-sarah-doe-contact-removed',
    page: 'web/adminlte-index2.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: "//ul[@class='contacts-list']/li[2]/a",
    description: 'Sarah Doe in the direct chat contacts',
    target: '.contacts-list li:nth-child(2) a',
    edits: [
      {
        from: '\n                            <li>\n                              <a href="#">\n                                <img\n                                  class="contacts-list-img"\n                                  src="./assets/img/user7-128x128.jpg"\n                                  alt="User Avatar"\n                                />\n\n                                <div class="contacts-list-info">\n                                  <span class="contacts-list-name">\n                                    Sarah Doe\n                                    <small class="contacts-list-date float-end"> 2/23/2023 </small>\n                                  </span>\n                                  <span class="contacts-list-msg"> I will be waiting for... </span>\n                                </div>\n                                <!-- /.contacts-list-info -->\n                              </a>\n                            </li>\n                            <!-- End Contact Item -->',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'r-index-sales-value-collapse-bs-upgrade',
    page: 'web/adminlte-index.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: '.card.bg-primary .card-tools button.btn-sm',
    description: 'collapse button on the Sales Value card',
    target: '.card.bg-primary .card-tools button.btn-sm',
    edits: [
      {
        from: '<div class="card text-white bg-primary bg-gradient border-primary mb-4">',
        to: '<div class="card text-bg-primary border-primary mb-4">',
      },
      {
        from: '\n                      <button\n                        type="button"\n                        class="btn btn-primary btn-sm"\n                        data-lte-toggle="card-collapse"\n                      >\n                        <i data-lte-icon="expand" class="bi bi-plus-lg"></i>\n                        <i data-lte-icon="collapse" class="bi bi-dash-lg"></i>\n                      </button>',
        to: '\n                      <button\n                        type="button"\n                        class="btn btn-tool"\n                        data-lte-toggle="card-collapse"\n                      >\n                        <i data-lte-icon="expand" class="bi bi-plus-lg"></i>\n                        <i data-lte-icon="collapse" class="bi bi-dash-lg"></i>\n                      </button>',
      },
    ],
    after: '.card:has(h3:text-is("Sales Value")) button[data-lte-toggle="card-collapse"]',
  },
  {
    id: 'r-elements-user-menu-profile-reworded',
    page: 'web/adminlte-forms-elements.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.locator('.user-footer').getByRole('link', { name: 'Profile' })",
    description: 'Profile button in the user menu',
    target: 'li.user-footer a.btn-outline-secondary',
    edits: [
      {
        from: '<a href="#" class="btn btn-outline-secondary">Profile</a>',
        to: '<a href="#" class="btn btn-outline-secondary">My account</a>',
      },
    ],
    after: 'li.user-footer a.btn-outline-secondary',
  },
  {
    id: 'r-sbbuttons-logout-item-to-button',
    page: 'web/sbadmin2-buttons.html',
    kind: 'tag-change',
    framework: 'selenium',
    locator: "//a[@data-target='#logoutModal']",
    description: 'Logout item in the user dropdown',
    target: 'a[data-target="#logoutModal"]',
    edits: [
      {
        from: '<a class="dropdown-item" href="#" data-toggle="modal" data-target="#logoutModal">\n                                    <i class="fas fa-sign-out-alt fa-sm fa-fw mr-2 text-gray-400"></i>\n                                    Logout\n                                </a>',
        to: '<button type="button" class="dropdown-item" data-toggle="modal" data-target="#logoutModal">\n                                    <i class="fas fa-sign-out-alt fa-sm fa-fw mr-2 text-gray-400"></i>\n                                    Logout\n                                </button>',
      },
    ],
    after: 'button[data-target="#logoutModal"]',
  },
  {
    id: 'r-sbbuttons-small-danger-circle-deleted',
    page: 'web/sbadmin2-buttons.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: 'a.btn-danger.btn-circle.btn-sm',
    description: 'small red circle button',
    target: 'a.btn-danger.btn-circle.btn-sm',
    edits: [
      {
        from: '\n                                    <a href="#" class="btn btn-danger btn-circle btn-sm">\n                                        <i class="fas fa-trash"></i>\n                                    </a>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'r-sbindex-revenue-menu-id-fixed',
    page: 'web/sbadmin2-index.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: "(//div[@aria-labelledby='dropdownMenuLink'])[2]/a[2]",
    description: 'Another action in the Revenue Sources card menu',
    target: 'div.card:has(h6:text-is("Revenue Sources")) a.dropdown-item:text-is("Another action")',
    edits: [
      {
        from: 'Earnings Overview</h6>\n                                    <div class="dropdown no-arrow">\n                                        <a class="dropdown-toggle" href="#" role="button" id="dropdownMenuLink"\n                                            data-toggle="dropdown" aria-haspopup="true" aria-expanded="false">\n                                            <i class="fas fa-ellipsis-v fa-sm fa-fw text-gray-400"></i>\n                                        </a>\n                                        <div class="dropdown-menu dropdown-menu-right shadow animated--fade-in"\n                                            aria-labelledby="dropdownMenuLink">',
        to: 'Earnings Overview</h6>\n                                    <div class="dropdown no-arrow">\n                                        <a class="dropdown-toggle" href="#" role="button" id="earningsMenuLink"\n                                            data-toggle="dropdown" aria-haspopup="true" aria-expanded="false">\n                                            <i class="fas fa-ellipsis-v fa-sm fa-fw text-gray-400"></i>\n                                        </a>\n                                        <div class="dropdown-menu dropdown-menu-right shadow animated--fade-in"\n                                            aria-labelledby="earningsMenuLink">',
      },
      {
        from: 'Revenue Sources</h6>\n                                    <div class="dropdown no-arrow">\n                                        <a class="dropdown-toggle" href="#" role="button" id="dropdownMenuLink"\n                                            data-toggle="dropdown" aria-haspopup="true" aria-expanded="false">\n                                            <i class="fas fa-ellipsis-v fa-sm fa-fw text-gray-400"></i>\n                                        </a>\n                                        <div class="dropdown-menu dropdown-menu-right shadow animated--fade-in"\n                                            aria-labelledby="dropdownMenuLink">',
        to: 'Revenue Sources</h6>\n                                    <div class="dropdown no-arrow">\n                                        <a class="dropdown-toggle" href="#" role="button" id="revenueMenuLink"\n                                            data-toggle="dropdown" aria-haspopup="true" aria-expanded="false">\n                                            <i class="fas fa-ellipsis-v fa-sm fa-fw text-gray-400"></i>\n                                        </a>\n                                        <div class="dropdown-menu dropdown-menu-right shadow animated--fade-in"\n                                            aria-labelledby="revenueMenuLink">',
      },
    ],
    after: '[aria-labelledby="revenueMenuLink"] a:text-is("Another action")',
  },
  {
    id: 'r-sbtables-rhona-row-deleted',
    page: 'web/sbadmin2-tables.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: "//table[@id='dataTable']/tbody/tr[8]/td[1]",
    description: 'Rhona Davidson in the employee table',
    target: 'td:text-is("Rhona Davidson")',
    edits: [
      {
        from: '\n                                        <tr>\n                                            <td>Rhona Davidson</td>\n                                            <td>Integration Specialist</td>\n                                            <td>Tokyo</td>\n                                            <td>55</td>\n                                            <td>2010/10/14</td>\n                                            <td>$327,900</td>\n                                        </tr>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'r-ks-actions-multi-checkbox-group-renamed',
    page: 'web/cypress-kitchensink-actions.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: ".action-multiple-checkboxes input[value='checkbox1']",
    description: 'first checkbox in the multiple checkboxes example',
    target: '.action-multiple-checkboxes input[value="checkbox1"]',
    edits: [{ from: '<div class="action-multiple-checkboxes">', to: '<div class="action-checkbox-list">' }],
    after: '.action-checkbox-list input[value="checkbox1"]',
  },
  {
    id: 'r-ks-actions-nav-cookies-deleted',
    page: 'web/cypress-kitchensink-actions.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Cookies' })",
    description: 'Cookies link in the Commands menu',
    target: 'a[href="/commands/cookies"]',
    edits: [{ from: '\n              <li><a href="/commands/cookies">Cookies</a></li>', to: '' }],
    after: null,
  },
  {
    id: 'r-ks-querying-nav-storage-sorted',
    page: 'web/cypress-kitchensink-querying.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: "//ul[@class='dropdown-menu']/li[15]/a",
    description: 'Storage link in the Commands dropdown',
    target: 'ul.dropdown-menu a[href="/commands/storage"]',
    edits: [
      {
        move: {
          start: '<li><a href="/commands/storage">Storage</a></li>',
          end: '<li><a href="/commands/cookies">Cookies</a></li>',
        },
        before: '<li><a href="/commands/location">Location</a></li>',
      },
    ],
    after: 'ul.dropdown-menu a[href="/commands/storage"]',
  },
  {
    id: 'r-ks-querying-best-practices-guide-reworded',
    page: 'web/cypress-kitchensink-querying.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByText('Selecting Elements: Best Practices Guide')",
    description: 'link to the selecting elements best practices guide',
    target: 'a[target="_blank"][href*="best-practices"]',
    edits: [
      {
        from: '>Selecting Elements: Best Practices Guide</a',
        to: '>Best practices for selecting elements</a',
      },
    ],
    after: 'a[target="_blank"][href*="best-practices"]',
  },
  {
    id: 'r-ks-traversal-pagination-prev-bs4',
    page: 'web/cypress-kitchensink-traversal.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "//ul[@class='pagination traversal-pagination']/li[1]/a",
    description: 'previous page arrow in the pagination example',
    target: '.traversal-pagination li:first-child a',
    edits: [
      {
        from: '<ul class="pagination traversal-pagination">\n              <li>\n                <a href="#">\n                  <span>&laquo;</span>\n                </a>\n              </li>\n              <li><a href="#">1</a></li>',
        to: '<ul class="pagination pagination-sm traversal-pagination">\n              <li class="page-item">\n                <a class="page-link" href="#" aria-label="Previous">\n                  <span aria-hidden="true">&laquo;</span>\n                </a>\n              </li>\n              <li class="page-item"><a class="page-link" href="#">1</a></li>',
      },
    ],
    after: '.traversal-pagination a[aria-label="Previous"]',
  },
  {
    id: 'r-ks-traversal-buttons-btn-group-wrapper',
    page: 'web/cypress-kitchensink-traversal.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: '.traversal-buttons > button',
    description: '',
    target: '.traversal-buttons button',
    edits: [
      {
        from: '<div class="traversal-buttons">\n            <a class="btn btn-default" href="#" role="button">Link</a>\n            <button class="btn btn-default" type="submit">Button</button>\n            <input class="btn btn-default" type="button" value="Input">\n            <input class="btn btn-default" type="submit" value="Submit">\n          </div>',
        to: '<div class="traversal-buttons">\n            <div class="btn-group" role="group">\n            <a class="btn btn-default" href="#" role="button">Link</a>\n            <button class="btn btn-default" type="submit">Button</button>\n            <input class="btn btn-default" type="button" value="Input">\n            <input class="btn btn-default" type="submit" value="Submit">\n            </div>\n          </div>',
      },
    ],
    after: '.traversal-buttons button:text-is("Button")',
  },
  {
    id: 'r-ks-todo-todomvc-credit-https',
    page: 'web/cypress-kitchensink-todo.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: "//a[@href='http://todomvc.com']",
    description: 'TodoMVC link in the footer',
    target: 'footer.info a',
    edits: [
      {
        from: '<p>Forked from <a href="http://todomvc.com">TodoMVC</a></p>',
        to: '<p>Forked from <a href="https://todomvc.com/">TodoMVC</a></p>',
      },
    ],
    after: 'footer.info a:text-is("TodoMVC")',
  },
  {
    id: 'r-ks-index-parentsuntil-deleted',
    page: 'web/cypress-kitchensink-index.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'parentsUntil' })",
    description: 'parentsUntil link in the Traversal list',
    target: 'a:text-is("parentsUntil")',
    edits: [{ from: '\n              <li><a href="/commands/traversal">parentsUntil</a></li>', to: '' }],
    after: null,
  },
  {
    id: 'r-ks-index-location-url-anchor',
    page: 'web/cypress-kitchensink-index.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: "//a[@href='/commands/location' and text()='url']",
    description: 'url link under Location',
    target: 'a:text-is("url")',
    edits: [
      {
        from: '<li><a href="/commands/location">hash</a></li>',
        to: '<li><a href="/commands/location#hash">hash</a></li>',
      },
      {
        from: '<li><a href="/commands/location">location</a></li>',
        to: '<li><a href="/commands/location#location">location</a></li>',
      },
      {
        from: '<li><a href="/commands/location">url</a></li>',
        to: '<li><a href="/commands/location#url">url</a></li>',
      },
    ],
    after: 'a[href="/commands/location#url"]',
  },
  {
    id: 'r-mwe-empty-input-duplicate-id-fixed',
    page: 'web/midscene-web-extractor-fixture.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: "(//input[@id='J_input'])[1]",
    description: 'the empty input with the Hello World placeholder',
    target: 'input#J_input:not([value])',
    edits: [
      {
        from: '<input id="J_input" placeholder="Hello World This is Placeholder" />',
        to: '<input id="J_input_placeholder" placeholder="Hello World This is Placeholder" />',
      },
    ],
    after: '#J_input_placeholder',
  },
  {
    id: 'r-mwe-table-rows-sorted-by-id',
    page: 'web/midscene-web-extractor-fixture.html',
    kind: 'reorder',
    framework: 'playwright',
    locator: "page.locator('tbody tr').nth(2).locator('td').nth(2)",
    description: 'third column of the 3AY row',
    target: 'td:text-is("Anderson Brown")',
    edits: [
      {
        move: {
          start: '<tr>\n                <td>3AY</td>',
          end: '<td>Franklin Everett</td>\n            </tr>',
        },
        before: '<tr>\n                <td>70U</td>',
      },
    ],
    after: 'td:text-is("Anderson Brown")',
  },
  {
    id: 'r-aa-award-travel-nav-deleted',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Award travel' })",
    description: 'Award travel link in the AAdvantage menu',
    target: 'a[href*="award-travel.jsp"]',
    edits: [
      {
        from: '\n          <li><a onclick="deleteVirtualPNR()" href="/i18n/aadvantage-program/miles/redeem/award-travel/award-travel.jsp?anchorEvent=false&from=Nav">Award travel</a></li>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'r-aa-one-way-tab-renamed',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "//a[@href='#oneway']",
    description: 'One way tab on the flight search form',
    target: 'a[href="#oneway"]',
    edits: [
      { from: 'role="tab" aria-controls="oneway">', to: 'role="tab" aria-controls="one-way">' },
      {
        from: '<a href="#oneway" class="ui-tabs-anchor" role="presentation">One way</a>',
        to: '<a href="#one-way" class="ui-tabs-anchor" role="presentation">One-way</a>',
      },
      { from: '<div id="oneway" class="is-hidden"></div>', to: '<div id="one-way" class="is-hidden"></div>' },
    ],
    after: 'a.ui-tabs-anchor:text-is("One-way")',
  },
  {
    id: 'r-alaska-more-options-heading-to-button',
    page: 'web/miniwob-flight-alaska-original.html',
    kind: 'tag-change',
    framework: 'playwright',
    locator: "page.getByRole('heading', { name: 'More search options' })",
    description: 'More search options toggle',
    target: 'h2.drop-head',
    edits: [
      {
        from: '<h2 class="closed drop-head">More search options</h2>',
        to: '<button type="button" class="closed drop-head" aria-expanded="false">More search options</button>',
      },
    ],
    after: 'button.drop-head',
  },
  {
    id: 'r-alaska-use-miles-label-reworded',
    page: 'web/miniwob-flight-alaska-original.html',
    kind: 'reworded',
    framework: 'selenium',
    locator: "//label[text()='Use miles']",
    description: 'Use miles checkbox label',
    target: 'label[for="srh-is-miles"]',
    edits: [
      {
        from: '<label for="srh-is-miles" class="css-lbl" onclick="">Use miles</label>',
        to: '<label for="srh-is-miles" class="css-lbl" onclick="">Pay with miles</label>',
      },
    ],
    after: 'label[for="srh-is-miles"]',
  },
  {
    id: 'r-todomvc-site-vue-version-bumped',
    page: 'web/todomvc-site-index.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Vue 3.5' })",
    description: 'Vue 3.5 link in the recently updated list',
    target: 'a:text-is("Vue 3.5")',
    edits: [
      {
        from: '<li><a href="examples/vue/dist/">Vue 3.5</a> (Vite 8)</li>',
        to: '<li><a href="examples/vue/dist/">Vue 3.6</a> (Vite 8)</li>',
      },
    ],
    after: 'a:text-is("Vue 3.6")',
  },
  {
    id: 'r-todomvc-site-colin-member-deleted',
    page: 'web/todomvc-site-index.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: "//a[@href='https://github.com/colineberhardt']",
    description: 'Colin in the team list',
    target: 'a[href="https://github.com/colineberhardt"]',
    edits: [
      {
        from: '\n\t\t\t\t\t<a href="https://github.com/colineberhardt"><img src="https://avatars.githubusercontent.com/u/1098110?v=4&s=80" width="40" height="40" alt="Colin Eberhardt">Colin</a>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'r-github-clone-ssh-tab-primer-class',
    page: 'web/postlight-github.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: "button.UnderlineNav-item[value='ssh']",
    description: '',
    target: 'button[name="protocol_selector"][value="ssh"]',
    edits: [
      {
        from: 'type="submit" role="tab" class="UnderlineNav-item"',
        to: 'type="submit" role="tab" class="tabnav-tab"',
        count: 3,
      },
    ],
    after: 'button[role="tab"][value="ssh"]',
  },
  {
    id: 'r-github-cli-learn-more-reworded',
    page: 'web/postlight-github.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: 'text="Learn more"',
    description: 'Learn more link under the GitHub CLI clone option',
    target: 'a[href="https://cli.github.com"]',
    edits: [
      {
        from: '<a href="https://cli.github.com" target="_blank">Learn more</a>.',
        to: '<a href="https://cli.github.com" target="_blank">GitHub CLI docs</a>.',
      },
    ],
    after: 'a[href="https://cli.github.com"]',
  },
  {
    id: 'r-linkedin-supriya-comment-deleted',
    page: 'web/postlight-linkedin.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator:
      "page.locator('section.comment').filter({ hasText: 'Supriya Bahri' }).getByRole('button', { name: 'Like' })",
    description: "Like button on Supriya Bahri's comment",
    target: 'section.comment:has-text("Supriya Bahri") button[aria-label="Sign in to like this comment"]',
    edits: [
      {
        from: '\n    <section class="comment">\n      <article class="comment__content-wrapper">\n        <div class="comment__actor-image-wrapper">\n              \n              <a href="https://www.linkedin.com/in/supriyabahri?trk=pulse-article_social-details_comment_actor-image" data-tracking-control-name="pulse-article_social-details_comment_actor-image" data-tracking-will-navigate="">\n                \n      <img class="artdeco-entity-image artdeco-entity-image--circle-1 artdeco-entity-image--ghost comment__actor-image" data-delayed-url="https://static-exp1.licdn.com/sc/h/244xhbkr7g40x6bsu4gi6q4ry" data-ghost-classes="artdeco-entity-image--ghost" data-ghost-url="https://static-exp1.licdn.com/sc/h/244xhbkr7g40x6bsu4gi6q4ry" alt="Supriya Bahri, CCP, CBP">\n  \n              </a>\n        </div>\n        <div class="comment__body-wrapper">\n          <div class="comment__actor-name-wrapper">\n              <a class="comment__actor-name" href="https://www.linkedin.com/in/supriyabahri?trk=pulse-article_social-details_comment_actor-name" data-tracking-control-name="pulse-article_social-details_comment_actor-name" data-tracking-will-navigate="">\n                Supriya Bahri, CCP, CBP\n              </a>\n          </div>\n          <span class="comment__message">\n            <span>Thanks for sharing Ellyn!  I am really excited that Accenture is focused on the human-centric aspect.  Additionally, as part of the next generation #4 is so motivating.  Not just have you expressed it in your agenda, but we have seen the people growth over the last two years and that pushes me to give my best every day!!  Happy 2017 to you and your family!</span>\n          </span>\n\n          <div class="comment__actions" aria-label="Comment Controls">\n            \n    <div class="tooltip">\n      \n                <button class="tooltip__trigger comment__action" data-tracking-control-name="pulse-article_social-details_comment_like" aria-label="Sign in to like this comment" type="button">\n                  Like\n                </button>\n              \n      <span role="tooltip" class="tooltip__popup" aria-hidden="true">\n        Sign in to like this comment\n      </span>\n    </div>\n  \n            \n    <div class="tooltip">\n      \n                <button class="tooltip__trigger comment__action" data-tracking-control-name="pulse-article_social-details_comment_reply" aria-label="Sign in to reply to this comment" type="button">\n                  Reply\n                </button>\n              \n      <span role="tooltip" class="tooltip__popup" aria-hidden="true">\n        Sign in to reply to this comment\n      </span>\n    </div>\n  \n              <span class="comment__likes-count">\n                1 Like\n              </span>\n          </div>\n        </div>\n      </article>\n\n      <div class="comment__meta">\n        <time class="comment__time">\n          \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n    6y\n  \n        </time>\n\n\n    \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n      <div class="ellipsis-menu comment__ellipsis-menu">\n        \n\n    \n\n    <div class="collapsible-dropdown">\n          \n            <button class="ellipsis-menu__trigger ellipsis-menu__trigger--small collapsible-dropdown__button" aria-expanded="false" aria-label="Open menu" data-tracking-control-name="pulse-article_social-details_comment_ellipsis-menu-trigger">\n              <icon class="ellipsis-menu__trigger-icon" data-delayed-url="https://static-exp1.licdn.com/sc/h/4fhyzm5kx5f9n32dgeb33w9cg"></icon>\n            </button>\n          \n\n        <ul class="collapsible-dropdown__list hidden" role="menu" tabindex="-1">\n          \n            \n\n              <li class="ellipsis-menu__item">\n                <a href="https://www.linkedin.com/login?session_redirect=https%3A%2F%2Fwww%2Elinkedin%2Ecom%2Fpulse%2Fwhat-set-your-soul-fire-2017-ellyn-shook&amp;trk=pulse-article_social-details_comment_ellipsis-menu-sign-in-redirect" class="ellipsis-menu__item-button" data-tracking-control-name="pulse-article_social-details_comment_ellipsis-menu-sign-in-redirect" data-tracking-will-navigate="">\n                  <icon class="ellipsis-menu__item-icon" data-delayed-url="https://static-exp1.licdn.com/sc/h/43bxdx7i9x7nc4dsqaf24dop1"></icon>\n                  Report this comment\n                </a>\n              </li>\n          \n        </ul>\n\n    </div>\n  \n\n      </div>\n\n      </div>\n    </section>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'r-linkedin-language-lang-attr-bcp47',
    page: 'web/postlight-linkedin.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: "button[lang='da_DK']",
    description: 'Dansk option in the language selector',
    target: 'button[data-locale="da_DK"]',
    edits: [
      { from: 'role="menuitem" lang="ar_AE">', to: 'role="menuitem" lang="ar-AE">' },
      { from: 'role="menuitem" lang="cs_CZ">', to: 'role="menuitem" lang="cs-CZ">' },
      { from: 'role="menuitem" lang="da_DK">', to: 'role="menuitem" lang="da-DK">' },
      { from: 'role="menuitem" lang="de_DE">', to: 'role="menuitem" lang="de-DE">' },
      { from: 'role="menuitem" lang="en_US">', to: 'role="menuitem" lang="en-US">' },
      { from: 'role="menuitem" lang="es_ES">', to: 'role="menuitem" lang="es-ES">' },
      { from: 'role="menuitem" lang="fr_FR">', to: 'role="menuitem" lang="fr-FR">' },
      { from: 'role="menuitem" lang="hi_IN">', to: 'role="menuitem" lang="hi-IN">' },
      { from: 'role="menuitem" lang="in_ID">', to: 'role="menuitem" lang="in-ID">' },
      { from: 'role="menuitem" lang="it_IT">', to: 'role="menuitem" lang="it-IT">' },
      { from: 'role="menuitem" lang="ja_JP">', to: 'role="menuitem" lang="ja-JP">' },
      { from: 'role="menuitem" lang="ko_KR">', to: 'role="menuitem" lang="ko-KR">' },
      { from: 'role="menuitem" lang="ms_MY">', to: 'role="menuitem" lang="ms-MY">' },
      { from: 'role="menuitem" lang="nl_NL">', to: 'role="menuitem" lang="nl-NL">' },
      { from: 'role="menuitem" lang="no_NO">', to: 'role="menuitem" lang="no-NO">' },
      { from: 'role="menuitem" lang="pl_PL">', to: 'role="menuitem" lang="pl-PL">' },
      { from: 'role="menuitem" lang="pt_BR">', to: 'role="menuitem" lang="pt-BR">' },
      { from: 'role="menuitem" lang="ro_RO">', to: 'role="menuitem" lang="ro-RO">' },
      { from: 'role="menuitem" lang="ru_RU">', to: 'role="menuitem" lang="ru-RU">' },
      { from: 'role="menuitem" lang="sv_SE">', to: 'role="menuitem" lang="sv-SE">' },
      { from: 'role="menuitem" lang="th_TH">', to: 'role="menuitem" lang="th-TH">' },
      { from: 'role="menuitem" lang="tl_PH">', to: 'role="menuitem" lang="tl-PH">' },
      { from: 'role="menuitem" lang="tr_TR">', to: 'role="menuitem" lang="tr-TR">' },
      { from: 'role="menuitem" lang="uk_UA">', to: 'role="menuitem" lang="uk-UA">' },
      { from: 'role="menuitem" lang="zh_CN">', to: 'role="menuitem" lang="zh-CN">' },
      { from: 'role="menuitem" lang="zh_TW">', to: 'role="menuitem" lang="zh-TW">' },
    ],
    after: 'button[data-locale="da_DK"]',
  },
  {
    id: 'r-reddit-author-link-css-module-rehash',
    page: 'web/postlight-reddit.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: "//a[contains(@class,'wM6scouPXXsFDSZmZPHRo') and text()='Rhodie114']",
    description: 'Rhodie114 comment author link',
    target: 'a[data-testid="comment_author_link"][href="/user/Rhodie114/"]',
    edits: [
      {
        from: 'class="wM6scouPXXsFDSZmZPHRo DjcdNGtVXPcxG0yiFXIoZ _23wugcdiaj44hdfugIAlnX "',
        to: 'class="_1Kq8Zl3tPXgLwD5nH0e2bC _3mN7vY1QhfJ2w9pTzRkA6s _23wugcdiaj44hdfugIAlnX "',
        count: 173,
      },
    ],
    after: 'a[data-testid="comment_author_link"][href="/user/Rhodie114/"]',
  },
  {
    id: 'r-reddit-third-continue-thread-removed',
    page: 'web/postlight-reddit.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Continue this thread' }).nth(2)",
    description: "Continue this thread link under strangeglyph's reply",
    target: 'a[href="/r/Showerthoughts/comments/awx46q/comment/ehqendy/"]',
    edits: [
      {
        from: '<a class="b57A3J7QBa7TvY8XeupVn"\n                                          href="/r/Showerthoughts/comments/awx46q/comment/ehqendy/"><span\n                                            class="_2bsN7AuzEexqxXD-vhOkM7">Continue this thread</span>&nbsp;<svg\n                                            viewBox="0 0 11.4 11.4" version="1.1" xmlns="http://www.w3.org/2000/svg"\n                                            class="egHA5MD_goQfvgLP3zgST">\n                                            <g>\n                                              <path fill="inherit"\n                                                d="m11.17929,5.99479c0.08081,-0.19519 0.08081,-0.41599 0,-0.61118c-0.0408,-0.0984 -0.0992,-0.1864 -0.17361,-0.2608l-4.79963,-4.79911c-0.31283,-0.3128 -0.81847,-0.3128 -1.1313,0c-0.31283,0.31279 -0.31283,0.81918 0,1.13118l3.43471,3.43433l-7.66949,0c-0.44244,0 -0.80007,0.3584 -0.80007,0.79999c0,0.44159 0.35763,0.79999 0.80007,0.79999l7.66949,0l-3.43471,3.43433c-0.31283,0.3128 -0.31283,0.81919 0,1.13118c0.15601,0.156 0.36083,0.2344 0.56565,0.2344c0.20482,0 0.40964,-0.0784 0.56565,-0.2344l4.79963,-4.79911c0.07441,-0.0744 0.13281,-0.1624 0.17361,-0.2608">\n                                              </path>\n                                            </g>\n                                          </svg></a>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'r-redditimg-spoiler-tool-deleted',
    page: 'web/postlight-reddit-image-post.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.getByLabel('Spoiler')",
    description: 'Spoiler button in the comment editor toolbar',
    target: 'button[aria-label="Spoiler"]',
    edits: [
      {
        from: '<span><button role="button" tabindex="-1" aria-label="Spoiler"\n                                            aria-selected="false"\n                                            class="_2lAJkFZXhr5kbH7YF-sYFf _1H0LLEwUP5ys6cgxr9KhMa _2iuoyPiKHN3kfOoeIQalDT _3zbhtNO0bdck0oYbYRhjMC HNozj_dKjQZ59ZsfEegz8 _1tPpYVD73ugqp4k-VMFRki _3ojSE1JW7jxNzUzZK8kt7m"><i\n                                              class="_1mvTX6krm3Q2d1CSyUm28s  icon icon-spoiler"></i>\n                                            <div class="Nb7NCPTlQuxN_WDPUg5Q2">\n                                              <div\n                                                class="ki2VbfBhU-qxg1S6VyET6 dMXy0l6Saub8-fPDkQvGC _8fNGSBGvr1Ds8PbrsUGzN">\n                                                Spoiler</div>\n                                            </div>\n                                          </button></span>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'r-redditimg-follow-label-moved-to-button',
    page: 'web/postlight-reddit-image-post.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "//i[@aria-label='Follow post to stay updated']/parent::button",
    description: 'follow post bell button',
    target: 'button:has(i[aria-label="Follow post to stay updated"])',
    edits: [
      {
        from: '<button class="_3KTYozwt91D81Yub-OQ4S3"><i\n                                  class="SDzveG4fJf98RLE5vll2w icon icon-notification"\n                                  aria-label="Follow post to stay updated"></i></button>',
        to: '<button class="_3KTYozwt91D81Yub-OQ4S3" aria-label="Follow post"><i class="SDzveG4fJf98RLE5vll2w icon icon-notification" aria-hidden="true"></i></button>',
      },
    ],
    after: 'button[aria-label="Follow post"]',
  },
  {
    id: 'r-twitter-signup-link-reworded',
    page: 'web/postlight-twitter.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: 'role=link[name="Sign up »"]',
    description: 'Sign up link in the login dialog',
    target: 'a.LoginDialog-signupLink',
    edits: [
      {
        from: '<a class="LoginDialog-signupLink" href="https://twitter.com/signup">Sign up &raquo;</a>',
        to: '<a class="LoginDialog-signupLink" href="https://twitter.com/signup">Join Twitter today &raquo;</a>',
      },
    ],
    after: 'a.LoginDialog-signupLink',
  },
  {
    id: 'r-twitter-language-suomi-deleted',
    page: 'web/postlight-twitter.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: "//a[@data-lang-code='fi']",
    description: 'Suomi in the language list',
    target: 'a[data-lang-code="fi"]',
    edits: [
      {
        from: '\n            <li><a href="?lang=fi" data-lang-code="fi" title="Finnish" class="js-language-link js-tooltip">Suomi</a></li>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'r-youtube-subtitles-button-title-changed',
    page: 'web/postlight-youtube.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: "button[title='Subtitles/closed captions (c)']",
    description: 'subtitles button in the player controls',
    target: 'button.ytp-subtitles-button',
    edits: [
      { from: 'title="Subtitles/closed captions (c)"', to: 'title="Subtitles/CC (c)"' },
      {
        from: 'data-title-no-tooltip="Subtitles/closed captions"',
        to: 'data-title-no-tooltip="Subtitles/CC"',
      },
    ],
    after: 'button.ytp-subtitles-button',
  },
  {
    id: 'r-sanwa-lan-hub-category-deleted',
    page: 'web/postlight-sanwa-co-jp.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.locator('dt > a').filter({ hasText: /^LANハブ$/ })",
    description: 'LANハブ category in the product menu',
    target: 'a[href="/product/network/lanhub/index.html"]',
    edits: [
      {
        from: '\n                                                                    <dl>\n                            <dt>\n                                <a href="/product/network/lanhub/index.html"><span>LAN&#x30CF;&#x30D6;</span></a>\n                            </dt>\n                            <dd>\n                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            <a href="/product/network/lanhub/index.html#poehub">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/network/mobile/network_poe.png" alt="PoE&#x5BFE;&#x5FDC;&#x30B9;&#x30A4;&#x30C3;&#x30C1;&#x30F3;&#x30B0;&#x30CF;&#x30D6;">\n                                                </span>\n                                                <span class="catettl">PoE&#x5BFE;&#x5FDC;&#x30B9;&#x30A4;&#x30C3;&#x30C1;&#x30F3;&#x30B0;&#x30CF;&#x30D6;</span>\n                                            </a>\n                                                                                                                                <a href="/product/network/lanhub/index.html#25g">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/network/mobile/network_25giga.png" alt="2.5G&#x5BFE;&#x5FDC;&#x30B9;&#x30A4;&#x30C3;&#x30C1;&#x30F3;&#x30B0;&#x30CF;&#x30D6;">\n                                                </span>\n                                                <span class="catettl">2.5G&#x5BFE;&#x5FDC;&#x30B9;&#x30A4;&#x30C3;&#x30C1;&#x30F3;&#x30B0;&#x30CF;&#x30D6;</span>\n                                            </a>\n                                                                                                                                <a href="/product/network/lanhub/index.html#giga">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/network/mobile/network_giga.png" alt="&#x30AE;&#x30AC;&#x30B9;&#x30A4;&#x30C3;&#x30C1;&#x30F3;&#x30B0;&#x30CF;&#x30D6;">\n                                                </span>\n                                                <span class="catettl">&#x30AE;&#x30AC;&#x30B9;&#x30A4;&#x30C3;&#x30C1;&#x30F3;&#x30B0;&#x30CF;&#x30D6;</span>\n                                            </a>\n                                                                                                                                <a href="/product/network/lanhub/index.html#standard">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/network/mobile/network_10-100m.png" alt="10/100M&#x30B9;&#x30A4;&#x30C3;&#x30C1;&#x30F3;&#x30B0;&#x30CF;&#x30D6;">\n                                                </span>\n                                                <span class="catettl">10/100M<br>&#x30B9;&#x30A4;&#x30C3;&#x30C1;&#x30F3;&#x30B0;&#x30CF;&#x30D6;</span>\n                                            </a>\n                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                </dd>\n                        </dl>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'r-sanwa-rack-category-swapped',
    page: 'web/postlight-sanwa-co-jp.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: "//div[@id='pmenu-l-001049']/div/dl[2]/dt/a",
    description: 'Rack category link in the desk menu',
    target: '#pmenu-l-001049 dt > a[href="/product/desk_rack/rack/index.html"]',
    edits: [
      {
        from: '<dl>\n                            <dt>\n                                <a href="/product/desk_rack/desk/index.html"><span>&#x30C7;&#x30B9;&#x30AF;</span></a>\n                            </dt>\n                            <dd>\n                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                <a href="/product/desk_rack/desk/index.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_desk.png" alt="&#x30AA;&#x30D5;&#x30A3;&#x30B9;&#x5411;&#x3051;&#x30C7;&#x30B9;&#x30AF;">\n                                                </span>\n                                                <span class="catettl">&#x30AA;&#x30D5;&#x30A3;&#x30B9;&#x5411;&#x3051;&#x30C7;&#x30B9;&#x30AF;</span>\n                                            </a>\n                                                                                                                                <a href="/product/desk_rack/desk/lift/index.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_lift.png" alt="&#x4E0A;&#x4E0B;&#x6607;&#x964D;&#x30C7;&#x30B9;&#x30AF;">\n                                                </span>\n                                                <span class="catettl">&#x4E0A;&#x4E0B;&#x6607;&#x964D;&#x30C7;&#x30B9;&#x30AF;</span>\n                                            </a>\n                                                                                                                                <a href="/product/desk_rack/desk/meeting.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_meeting.png" alt="&#x30DF;&#x30FC;&#x30C6;&#x30A3;&#x30F3;&#x30B0;&#x30C6;&#x30FC;&#x30D6;&#x30EB;">\n                                                </span>\n                                                <span class="catettl">&#x30DF;&#x30FC;&#x30C6;&#x30A3;&#x30F3;&#x30B0;&#x30C6;&#x30FC;&#x30D6;&#x30EB;</span>\n                                            </a>\n                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            </dd>\n                        </dl>\n                                                                    <dl>\n                            <dt>\n                                <a href="/product/desk_rack/rack/index.html"><span>&#x30E9;&#x30C3;&#x30AF;</span></a>\n                            </dt>\n                            <dd>\n                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                <a href="/product/desk_rack/rack/index.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_rack.png" alt="&#x30B9;&#x30BF;&#x30F3;&#x30C0;&#x30FC;&#x30C9;&#x30E9;&#x30C3;&#x30AF;">\n                                                </span>\n                                                <span class="catettl">&#x30B9;&#x30BF;&#x30F3;&#x30C0;&#x30FC;&#x30C9;&#x30E9;&#x30C3;&#x30AF;</span>\n                                            </a>\n                                                                                                                                <a href="/product/desk_rack/server/index.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_server.png" alt="&#x30B5;&#x30FC;&#x30D0;&#x30FC;&#x30E9;&#x30C3;&#x30AF;">\n                                                </span>\n                                                <span class="catettl">&#x30B5;&#x30FC;&#x30D0;&#x30FC;&#x30E9;&#x30C3;&#x30AF;</span>\n                                            </a>\n                                                                                                                                <a href="/product/desk_rack/dustproof/index.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_boujin.png" alt="&#x9632;&#x5875;&#x30E9;&#x30C3;&#x30AF;">\n                                                </span>\n                                                <span class="catettl">&#x9632;&#x5875;&#x30E9;&#x30C3;&#x30AF;</span>\n                                            </a>\n                                                                                                                                <a href="/product/desk_rack/karte/index.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_karte.png" alt="&#x96FB;&#x5B50;&#x30AB;&#x30EB;&#x30C6;&#x30AB;&#x30FC;&#x30C8;">\n                                                </span>\n                                                <span class="catettl">&#x96FB;&#x5B50;&#x30AB;&#x30EB;&#x30C6;&#x30AB;&#x30FC;&#x30C8;</span>\n                                            </a>\n                                                                                                                                <a href="/product/desk_rack/deskrack/index.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_desk_monitor.png" alt="&#x673A;&#x4E0A;&#x30E9;&#x30C3;&#x30AF;&#x30FB;&#x30E2;&#x30CB;&#x30BF;&#x53F0;&#x30FB;&#x30C6;&#x30EC;&#x30D3;&#x30A2;&#x30AF;&#x30BB;&#x30B5;&#x30EA;">\n                                                </span>\n                                                <span class="catettl">&#x673A;&#x4E0A;&#x30E9;&#x30C3;&#x30AF;&#x30FB;&#x30E2;&#x30CB;&#x30BF;&#x53F0;&#x30FB;<br>&#x30C6;&#x30EC;&#x30D3;&#x30A2;&#x30AF;&#x30BB;&#x30B5;&#x30EA;</span>\n                                            </a>\n                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            </dd>\n                        </dl>',
        to: '<dl>\n                            <dt>\n                                <a href="/product/desk_rack/rack/index.html"><span>&#x30E9;&#x30C3;&#x30AF;</span></a>\n                            </dt>\n                            <dd>\n                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                <a href="/product/desk_rack/rack/index.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_rack.png" alt="&#x30B9;&#x30BF;&#x30F3;&#x30C0;&#x30FC;&#x30C9;&#x30E9;&#x30C3;&#x30AF;">\n                                                </span>\n                                                <span class="catettl">&#x30B9;&#x30BF;&#x30F3;&#x30C0;&#x30FC;&#x30C9;&#x30E9;&#x30C3;&#x30AF;</span>\n                                            </a>\n                                                                                                                                <a href="/product/desk_rack/server/index.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_server.png" alt="&#x30B5;&#x30FC;&#x30D0;&#x30FC;&#x30E9;&#x30C3;&#x30AF;">\n                                                </span>\n                                                <span class="catettl">&#x30B5;&#x30FC;&#x30D0;&#x30FC;&#x30E9;&#x30C3;&#x30AF;</span>\n                                            </a>\n                                                                                                                                <a href="/product/desk_rack/dustproof/index.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_boujin.png" alt="&#x9632;&#x5875;&#x30E9;&#x30C3;&#x30AF;">\n                                                </span>\n                                                <span class="catettl">&#x9632;&#x5875;&#x30E9;&#x30C3;&#x30AF;</span>\n                                            </a>\n                                                                                                                                <a href="/product/desk_rack/karte/index.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_karte.png" alt="&#x96FB;&#x5B50;&#x30AB;&#x30EB;&#x30C6;&#x30AB;&#x30FC;&#x30C8;">\n                                                </span>\n                                                <span class="catettl">&#x96FB;&#x5B50;&#x30AB;&#x30EB;&#x30C6;&#x30AB;&#x30FC;&#x30C8;</span>\n                                            </a>\n                                                                                                                                <a href="/product/desk_rack/deskrack/index.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_desk_monitor.png" alt="&#x673A;&#x4E0A;&#x30E9;&#x30C3;&#x30AF;&#x30FB;&#x30E2;&#x30CB;&#x30BF;&#x53F0;&#x30FB;&#x30C6;&#x30EC;&#x30D3;&#x30A2;&#x30AF;&#x30BB;&#x30B5;&#x30EA;">\n                                                </span>\n                                                <span class="catettl">&#x673A;&#x4E0A;&#x30E9;&#x30C3;&#x30AF;&#x30FB;&#x30E2;&#x30CB;&#x30BF;&#x53F0;&#x30FB;<br>&#x30C6;&#x30EC;&#x30D3;&#x30A2;&#x30AF;&#x30BB;&#x30B5;&#x30EA;</span>\n                                            </a>\n                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            </dd>\n                        </dl>\n                                                                    <dl>\n                            <dt>\n                                <a href="/product/desk_rack/desk/index.html"><span>&#x30C7;&#x30B9;&#x30AF;</span></a>\n                            </dt>\n                            <dd>\n                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                <a href="/product/desk_rack/desk/index.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_desk.png" alt="&#x30AA;&#x30D5;&#x30A3;&#x30B9;&#x5411;&#x3051;&#x30C7;&#x30B9;&#x30AF;">\n                                                </span>\n                                                <span class="catettl">&#x30AA;&#x30D5;&#x30A3;&#x30B9;&#x5411;&#x3051;&#x30C7;&#x30B9;&#x30AF;</span>\n                                            </a>\n                                                                                                                                <a href="/product/desk_rack/desk/lift/index.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_lift.png" alt="&#x4E0A;&#x4E0B;&#x6607;&#x964D;&#x30C7;&#x30B9;&#x30AF;">\n                                                </span>\n                                                <span class="catettl">&#x4E0A;&#x4E0B;&#x6607;&#x964D;&#x30C7;&#x30B9;&#x30AF;</span>\n                                            </a>\n                                                                                                                                <a href="/product/desk_rack/desk/meeting.html">\n                                                <span class="images">\n                                                    <img src="//www.sanwa.co.jp/static/images/product/desk_rack/mobile/desk_meeting.png" alt="&#x30DF;&#x30FC;&#x30C6;&#x30A3;&#x30F3;&#x30B0;&#x30C6;&#x30FC;&#x30D6;&#x30EB;">\n                                                </span>\n                                                <span class="catettl">&#x30DF;&#x30FC;&#x30C6;&#x30A3;&#x30F3;&#x30B0;&#x30C6;&#x30FC;&#x30D6;&#x30EB;</span>\n                                            </a>\n                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            </dd>\n                        </dl>',
      },
    ],
    after: '#pmenu-l-001049 dt > a[href="/product/desk_rack/rack/index.html"]',
  },
  {
    id: 'r-wanted-bookmark-icon-button-rehash',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'class-rehash',
    framework: 'selenium',
    locator: "button.IconButton_IconButton__normal__Twwsf[data-position-id='123360']",
    description: 'bookmark button on the 드랩 ML engineer card',
    target: 'button.bookmarkBtn[data-position-id="123360"]',
    edits: [
      {
        from: 'IconButton_IconButton__normal__Twwsf',
        to: 'IconButton_IconButton__normal__k2Rq8',
        count: 468,
      },
    ],
    after: 'button.bookmarkBtn[data-position-id="123360"]',
  },
  {
    id: 'r-wanted-huinno-job-card-deleted',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.locator('[data-cy=\"job-card\"]').filter({ hasText: '휴이노에임' })",
    description: '휴이노에임 job card',
    target: '[data-cy="job-card"]:has(a[data-position-id="149682"])',
    edits: [
      {
        from: '<li class="Card_Card__WdaEk"><div data-cy="job-card" class="JobCard_JobCard__Tb7pI"><a data-attribute-id="position__click" data-job-category-id="518" data-job-category="IT" data-company-id="32747" data-company-name="휴이노에임" data-position-id="149682" data-position-name="머신러닝엔지니어(ML Engineer)" data-response-rate="0" data-ai-score="" data-ai-score-status="" data-recommend-model-status="notBase" data-recommend-model-index="12" data-sort-kind="job.recommend_order" href="/wd/149682"><div class="JobCard_JobCard__thumb__WU1ax"><div class="JobCard_JobCard__thumb__reward__6_Xx_"><span class="Typography_Typography__root__RdAI1 Typography_Typography__label1__hNiv5 Typography_Typography__weightBold__KkJEY JobCard_JobCard__thumb__reward__text__i15UM">합격보상금 100만원</span></div><img src="https://image.wanted.co.kr/optimize?src=https%3A%2F%2Fstatic.wanted.co.kr%2Fimages%2Fcompany%2F32747%2Fmryfddybgh3llonh__400_400.jpg&amp;w=400&amp;q=75" fetchpriority="auto" alt="머신러닝엔지니어(ML Engineer)" decoding="auto" loading="eager"><button class="IconButton_IconButton__root__IJlt6 IconButton_IconButton__normal__Twwsf IconButton_IconButton__disableGutters__F_K1l bookmarkBtn" aria-label="bookmark button" data-attribute-id="position__bookmark__click" data-job-category-id="518" data-job-category="IT" data-company-id="32747" data-company-name="휴이노에임" data-position-id="149682" data-position-name="머신러닝엔지니어(ML Engineer)" data-kind="add" style="font-size: 22px;"><span class="IconButton_IconButton__label__o4AtY"><span class="SvgIcon_SvgIcon__root__OHiSO"><svg class="SvgIcon_SvgIcon__root__svg__ohdSc" viewBox="0 0 24 24"><path fill-rule="evenodd" clip-rule="evenodd" d="M7.36628 2.6001C7.37735 2.6001 7.38846 2.6001 7.39961 2.6001L16.6329 2.6001C17.0245 2.60008 17.3709 2.60006 17.6581 2.62353C17.9639 2.64851 18.2807 2.70452 18.5892 2.86168C19.0408 3.09178 19.4079 3.45893 19.638 3.91052C19.7952 4.21898 19.8512 4.53583 19.8762 4.84161C19.8996 5.12877 19.8996 5.47526 19.8996 5.86676L19.8996 21.5001C19.8996 21.8252 19.7243 22.125 19.441 22.2844C19.1577 22.4439 18.8104 22.4381 18.5325 22.2694L11.9996 18.303L5.46669 22.2694C5.18881 22.4381 4.84154 22.4439 4.55823 22.2844C4.27492 22.125 4.09961 21.8252 4.09961 21.5001V5.9001C4.09961 5.88895 4.09961 5.87784 4.09961 5.86677C4.09959 5.47526 4.09958 5.12877 4.12304 4.84161C4.14802 4.53583 4.20403 4.21898 4.3612 3.91052C4.59129 3.45893 4.95845 3.09178 5.41003 2.86168C5.71849 2.70452 6.03534 2.64851 6.34113 2.62353C6.62828 2.60006 6.97477 2.60008 7.36628 2.6001ZM6.4877 4.41755C6.29323 4.43344 6.23963 4.45917 6.22722 4.4655C6.11432 4.52302 6.02253 4.61481 5.96501 4.72771C5.95868 4.74012 5.93295 4.79372 5.91706 4.98819C5.90031 5.19317 5.89961 5.46521 5.89961 5.9001V19.9008L11.5325 16.4808C11.8195 16.3065 12.1797 16.3065 12.4667 16.4808L18.0996 19.9008V5.9001C18.0996 5.46521 18.0989 5.19317 18.0822 4.98819C18.0663 4.79372 18.0405 4.74012 18.0342 4.72771C17.9767 4.61481 17.8849 4.52302 17.772 4.4655C17.7596 4.45917 17.706 4.43344 17.5115 4.41755C17.3065 4.4008 17.0345 4.4001 16.5996 4.4001H7.39961C6.96472 4.4001 6.69268 4.4008 6.4877 4.41755Z" fill="#ffffff"></path></svg></span></span></button></div><div><p class="Typography_Typography__root__RdAI1 Typography_Typography__body1__q3AOP Typography_Typography__weightBold__KkJEY JobCard_JobCard__body__position__CyaGY">머신러닝엔지니어(ML Engineer)</p><span class="Typography_Typography__root__RdAI1 Typography_Typography__label2__svmAA Typography_Typography__weightMedium__GXnOM JobCard_JobCard__body__company__AUj_B">휴이노에임</span><span class="Typography_Typography__root__RdAI1 Typography_Typography__label2__svmAA Typography_Typography__weightMedium__GXnOM JobCard_JobCard__body__location__ycIP_">서울 성동구 · 경력 3-5년</span><div class="JobCard_JobCard__body__badge__atLen"></div></div></a></div></li>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'r-bbc-in-pictures-moved-to-more',
    page: 'web/readability-bbc-1.html',
    kind: 'moved',
    framework: 'playwright',
    locator: "page.locator('.navigation-wide-list').getByRole('link', { name: 'In Pictures' })",
    description: 'In Pictures link in the News navigation',
    target: 'a.navigation-wide-list__link[href="/news/in_pictures"]',
    edits: [
      {
        from: '\n                    <li>\n                <a href="/news/in_pictures" class="navigation-wide-list__link">\n                    <span>In Pictures</span>\n                </a>\n                            </li>',
        to: '',
      },
      {
        from: '            </ul>\n</div>\n\n                    </div><div class="secondary-navigation',
        to: '            </ul>\n    <ul class="navigation-more-list" aria-label="More">\n                    <li>\n                <a href="/news/in_pictures" class="navigation-wide-list__link">\n                    <span>In Pictures</span>\n                </a>\n                            </li>\n    </ul>\n</div>\n\n                    </div><div class="secondary-navigation',
      },
    ],
    after: '.navigation-more-list a[href="/news/in_pictures"]',
  },
  {
    id: 'r-bbc-kenya-story-link-reworded',
    page: 'web/readability-bbc-1.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'and human rights violations in Kenya' })",
    description: 'human rights violations in Kenya link in the story',
    target: 'a.story-body__link[href="http://www.bbc.co.uk/news/world-us-canada-33646563"]',
    edits: [
      {
        from: 'class="story-body__link">and human rights violations in Kenya</a>',
        to: 'class="story-body__link">and human rights abuses in Kenya</a>',
      },
    ],
    after: 'a.story-body__link[href="http://www.bbc.co.uk/news/world-us-canada-33646563"]',
  },
  {
    id: 'r-cnn-stanford-link-url-and-text',
    page: 'web/readability-cnn.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "//a[@href='http://web.stanford.edu/group/scspi-dev/cgi-bin/']",
    description: "Stanford University's Center on Poverty and Inequality link in the article",
    target: 'a[href="http://web.stanford.edu/group/scspi-dev/cgi-bin/"]',
    edits: [
      {
        from: '<a href="http://web.stanford.edu/group/scspi-dev/cgi-bin/" target="_blank">Stanford University\'s Center on Poverty and Inequality</a>',
        to: '<a href="https://inequality.stanford.edu/" target="_blank" rel="noopener">Stanford Center on Poverty and Inequality</a>',
      },
    ],
    after: 'a[href="https://inequality.stanford.edu/"]',
  },
  {
    id: 'r-engadget-tag-links-moved-to-tags-path',
    page: 'web/readability-engadget.html',
    kind: 'attribute-changed',
    framework: 'playwright',
    locator: 'a[href="/tag/microsoft"]',
    description: 'microsoft tag link under the review',
    target: 'a.th-meta[href="/tag/microsoft"]',
    edits: [{ from: 'href="/tag/', to: 'href="/tags/', count: 14 }],
    after: 'a.th-meta[href="/tags/microsoft"]',
  },
  {
    id: 'r-gitlab-card-read-the-blog-button-to-span',
    page: 'web/readability-gitlab-blog.html',
    kind: 'tag-change',
    framework: 'playwright',
    locator:
      "page.locator('a.card').filter({ hasText: 'Beautifying our UI' }).getByRole('button', { name: 'Read the blog' })",
    description: 'Read the blog button on the Beautifying our UI card',
    target: 'a.card[href="/blog/2023/07/05/beautifying-of-our-ui/"] button:text-is("Read the blog")',
    edits: [
      {
        from: '<button type="button" class="slp-btn slp-btn-tertiary" data-v-52cd803a="" data-v-5dcd7740="">Read the blog</button>',
        to: '<span class="slp-btn slp-btn-tertiary" data-v-52cd803a="" data-v-5dcd7740="">Read the blog</span>',
        count: 3,
      },
    ],
    after: 'a.card[href="/blog/2023/07/05/beautifying-of-our-ui/"] span.slp-btn',
  },
  {
    id: 'r-guardian-sport-menu-cricket-inserted',
    page: 'web/readability-guardian-1.html',
    kind: 'decoy',
    framework: 'selenium',
    locator: "//ul[@aria-label='Submenu Sport']/li[4]/a",
    description: 'MLB link in the Sport menu',
    target: 'a[data-link-name="nav2 : secondary : MLB"]',
    edits: [
      {
        from: '<li class="menu-item" role="none">\n                                            <a class="menu-item__title" role="menuitem" href="https://www.theguardian.com/sport/mlb" data-link-name="nav2 : secondary : MLB">MLB</a>\n                                        </li>',
        to: '<li class="menu-item" role="none">\n                                            <a class="menu-item__title" role="menuitem" href="https://www.theguardian.com/sport/cricket" data-link-name="nav2 : secondary : Cricket">Cricket</a>\n                                        </li>\n                                        <li class="menu-item" role="none">\n                                            <a class="menu-item__title" role="menuitem" href="https://www.theguardian.com/sport/mlb" data-link-name="nav2 : secondary : MLB">MLB</a>\n                                        </li>',
      },
    ],
    after: 'a[data-link-name="nav2 : secondary : MLB"]',
  },
  {
    id: 'r-guardian-newsletters-tracking-name-bumped',
    page: 'web/readability-guardian-1.html',
    kind: 'attribute-changed',
    framework: 'selenium',
    locator: "a[data-link-name='nav2 : Newsletters']",
    description: 'Newsletters link in the header menu',
    target: 'a[data-link-name="nav2 : Newsletters"]',
    edits: [{ from: 'data-link-name="nav2 : ', to: 'data-link-name="nav3 : ', count: 82 }],
    after: 'a[data-link-name="nav3 : Newsletters"]',
  },
  {
    id: 'r-ietf-section-anchor-name-to-id',
    page: 'web/readability-ietf-1.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: "//a[@name='section-4']",
    description: 'section 4 number link',
    target: 'a.selflink[name="section-4"]',
    edits: [{ from: 'class="selflink" name="', to: 'class="selflink" id="', count: 28 }],
    after: 'a.selflink[id="section-4"]',
  },
  {
    id: 'r-mozilla-themes-learn-more-kb-moved',
    page: 'web/readability-mozilla-1.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "//a[@href='https://support.mozilla.org/kb/use-themes-change-look-of-firefox']",
    description: 'Learn more link in the themes section',
    target: 'a.more[href="https://support.mozilla.org/kb/use-themes-change-look-of-firefox"]',
    edits: [
      {
        from: '<a class="more" rel="external" href="https://support.mozilla.org/kb/use-themes-change-look-of-firefox">Learn more</a>',
        to: '<a class="more" rel="external" href="https://support.mozilla.org/kb/use-themes-change-look-firefox">Learn more about themes</a>',
      },
    ],
    after: 'a.more:text-is("Learn more about themes")',
  },
  {
    id: 'r-royalroad-bottom-next-bs5-grid',
    page: 'web/readability-royal-road.html',
    kind: 'class-rehash',
    framework: 'playwright',
    locator: "page.locator('a.btn-primary.col-xs-4').filter({ hasText: 'Next' })",
    description: 'Next Chapter button below the chapter',
    target: 'a.btn-primary.col-xs-4:has-text("Next")',
    edits: [
      { from: 'col-xs-4', to: 'col-4', count: 3 },
      { from: 'class="visible-xs"', to: 'class="d-block d-sm-none"', count: 3 },
    ],
    after: 'a.col-4:has-text("Next")',
  },
  {
    id: 'r-verge-community-guidelines-moved-to-legal',
    page: 'web/readability-theverge.html',
    kind: 'moved',
    framework: 'selenium',
    locator: '//footer//ul[2]/li[3]/a',
    description: 'Community Guidelines link in the footer',
    target: 'a[href="/community-guidelines"]',
    edits: [
      {
        from: '\n                                    <li class="mr-8 list-none before:mr-8 before:inline-block before:text-pernod before:content-[\'/\']">\n                                        <a rel="nofollow" class="hover:shadow-underline-inherit" href="/community-guidelines">Community Guidelines</a>\n                                    </li>',
        to: '',
      },
      {
        from: '\n                                    <li class="mr-8 list-none before:mr-8 before:inline-block before:text-franklin before:content-[\'/\']">\n                                        <a rel="nofollow" class="hover:shadow-underline-inherit" href="https://status.voxmedia.com">Platform Status</a>\n                                    </li>',
        to: '\n                                    <li class="mr-8 list-none before:mr-8 before:inline-block before:text-franklin before:content-[\'/\']">\n                                        <a rel="nofollow" class="hover:shadow-underline-inherit" href="https://status.voxmedia.com">Platform Status</a>\n                                    </li>\n                                    <li class="mr-8 list-none before:mr-8 before:inline-block before:text-franklin before:content-[\'/\']">\n                                        <a rel="nofollow" class="hover:shadow-underline-inherit" href="/community-guidelines">Community Guidelines</a>\n                                    </li>',
      },
    ],
    after: 'a[href="/community-guidelines"]',
  },
  {
    id: 'r-verge-jobs-link-reworded',
    page: 'web/readability-theverge.html',
    kind: 'reworded',
    framework: 'playwright',
    locator: "page.getByRole('link', { name: 'Jobs @ Vox Media' })",
    description: 'Jobs @ Vox Media link in the footer',
    target: 'a[href="https://jobs.voxmedia.com"]',
    edits: [
      {
        from: 'href="https://jobs.voxmedia.com">Jobs @ Vox Media</a>',
        to: 'href="https://jobs.voxmedia.com">Careers at Vox Media</a>',
      },
    ],
    after: 'a[href="https://jobs.voxmedia.com"]',
  },
  {
    id: 'r-evals-cabinet-product-discontinued',
    page: 'web/playwright-evals-fill-form.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.locator('#productType').locator('option', { hasText: 'Cabinet' })",
    description: 'Cabinet option in the product type select',
    target: '#productType option[value="cabinet"]',
    edits: [{ from: '\n          <option value="cabinet">Cabinet</option>', to: '' }],
    after: null,
  },
  {
    id: 'r-evals-street-address-label-split',
    page: 'web/playwright-evals-fill-form.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByText('Street Address *')",
    description: 'Street Address label',
    target: 'label[for="address"]',
    edits: [
      {
        from: '<label for="address">Street Address *</label>',
        to: '<label for="address1">Address line 1 *</label>',
      },
      {
        from: '<input type="text" id="address" name="address"',
        to: '<input type="text" id="address1" name="address1"',
      },
    ],
    after: 'label[for="address1"]',
  },
  {
    id: 'r-evals-color-options-sorted',
    page: 'web/playwright-evals-fill-form.html',
    kind: 'reorder',
    framework: 'selenium',
    locator: "//select[@id='color']/option[7]",
    description: 'Brown option in the color select',
    target: '#color option[value="brown"]',
    edits: [
      {
        from: '<option value="red">Red</option>\n          <option value="green">Green</option>\n          <option value="blue">Blue</option>\n          <option value="black">Black</option>\n          <option value="white">White</option>\n          <option value="brown">Brown</option>',
        to: '<option value="black">Black</option>\n          <option value="blue">Blue</option>\n          <option value="brown">Brown</option>\n          <option value="green">Green</option>\n          <option value="red">Red</option>\n          <option value="white">White</option>',
      },
    ],
    after: '#color option[value="brown"]',
  },
  {
    id: 'r-todo-notif-month-values-numeric',
    page: 'web/playwright-to-do-notifications-index.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "#deadline-month option[value='June']",
    description: 'June in the deadline month dropdown',
    target: '#deadline-month option[value="June"]',
    edits: [
      { from: '<option value="January">January</option>', to: '<option value="01">Jan</option>' },
      { from: '<option value="February">February</option>', to: '<option value="02">Feb</option>' },
      { from: '<option value="March">March</option>', to: '<option value="03">Mar</option>' },
      { from: '<option value="April">April</option>', to: '<option value="04">Apr</option>' },
      { from: '<option value="May">May</option>', to: '<option value="05">May</option>' },
      { from: '<option value="June">June</option>', to: '<option value="06">Jun</option>' },
      { from: '<option value="July">July</option>', to: '<option value="07">Jul</option>' },
      { from: '<option value="August">August</option>', to: '<option value="08">Aug</option>' },
      { from: '<option value="September">September</option>', to: '<option value="09">Sep</option>' },
      { from: '<option value="October">October</option>', to: '<option value="10">Oct</option>' },
      { from: '<option value="November">November</option>', to: '<option value="11">Nov</option>' },
      { from: '<option value="December">December</option>', to: '<option value="12">Dec</option>' },
    ],
    after: '#deadline-month option[value="06"]',
  },
  {
    id: 'r-todo-notif-minutes-label-reworded',
    page: 'web/playwright-to-do-notifications-index.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByText('Mins (mm):')",
    description: 'minutes label in the new task form',
    target: 'label[for="deadline-minutes"]',
    edits: [
      {
        from: '<label for="deadline-minutes">Mins (mm):</label><input type="number" id="deadline-minutes" required>',
        to: '<label for="deadline-mins">Minutes:</label><input type="number" id="deadline-mins" min="0" max="59" required>',
      },
    ],
    after: 'label[for="deadline-mins"]',
  },
  {
    id: 'r-ao3-dad-for-one-collection-removed',
    page: 'web/readability-archive-of-our-own.html',
    kind: 'delete-sibling',
    framework: 'selenium',
    locator: "//a[@href='/collections/Dad_For_One']",
    description: 'Dad For One collection link in the work meta',
    target: 'a[href="/collections/Dad_For_One"]',
    edits: [{ from: ', <a href="/collections/Dad_For_One">Dad For One</a>', to: '' }],
    after: null,
  },
  {
    id: 'r-ao3-download-menu-link-to-button',
    page: 'web/readability-archive-of-our-own.html',
    kind: 'tag-change',
    framework: 'playwright',
    locator: "page.locator('li.download').getByRole('link', { name: 'Download' })",
    description: 'Download menu in the work navigation',
    target: 'li.download > a',
    edits: [
      {
        from: '<li class="download" aria-haspopup="true">\n                                <a href="#">Download</a>',
        to: '<li class="download" aria-haspopup="true">\n                                <button type="button" class="collapsed" aria-expanded="false">Download</button>',
      },
    ],
    after: 'li.download > button',
  },
  {
    id: 'r-yahoo-twitter-follow-renamed-x',
    page: 'web/readability-yahoo-2.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByLabel('twitter', { exact: true })",
    description: 'Yahoo News Twitter follow icon',
    target: 'a[href="https://www.twitter.com/yahoonews"]',
    edits: [
      {
        from: '<a target="_blank" aria-label="twitter" href="https://www.twitter.com/yahoonews"',
        to: '<a target="_blank" aria-label="X" href="https://x.com/yahoonews"',
      },
    ],
    after: 'a[href="https://x.com/yahoonews"]',
  },
  {
    id: 'r-wikipedia-toc-vector-2022',
    page: 'web/readability-wikipedia-2.html',
    kind: 'combined',
    framework: 'selenium',
    locator: "#toc a[href='#Further_reading']",
    description: 'Further reading entry in the table of contents',
    target: '#toc a[href="#Further_reading"]',
    edits: [
      { from: '<div id="toc" class="toc">', to: '<div id="mw-panel-toc" class="vector-toc">' },
      { from: 'class="toctext"', to: 'class="vector-toc-text"', count: 29 },
    ],
    after: '#mw-panel-toc a[href="#Further_reading"]',
  },
  {
    id: 'r-nyt-mini-nav-games-inserted',
    page: 'web/readability-nytimes-5.html',
    kind: 'decoy',
    framework: 'playwright',
    locator: "page.getByTestId('mini-nav-item').nth(11).locator('a')",
    description: 'Books in the section mini nav',
    target: 'a.css-1wjnrbv[href="/section/books"]',
    edits: [
      {
        from: '<li data-testid="mini-nav-item" class="css-cwdrld">\n                                        <a class="css-1wjnrbv" href="/section/books">Books</a>\n                                    </li>',
        to: '<li data-testid="mini-nav-item" class="css-cwdrld">\n                                        <a class="css-1wjnrbv" href="/crosswords">Games</a>\n                                    </li>\n                                    <li data-testid="mini-nav-item" class="css-cwdrld">\n                                        <a class="css-1wjnrbv" href="/section/books">Books</a>\n                                    </li>',
      },
    ],
    after: 'a.css-1wjnrbv[href="/section/books"]',
  },
  {
    id: 'r-msn-megamenu-links-wrapped',
    page: 'web/readability-msn.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: 'li.autos > a',
    description: 'Autos in the MSN menu',
    target: 'li.autos > a',
    edits: [
      {
        from: '<a href="/en-us" tabindex="2">Home</a>',
        to: '<span class="megamenu-label"><a href="/en-us" tabindex="2">Home</a></span>',
      },
      {
        from: '<a href="/en-us/news" tabindex="2">News</a>',
        to: '<span class="megamenu-label"><a href="/en-us/news" tabindex="2">News</a></span>',
      },
      {
        from: '<a href="/en-us/weather" tabindex="2">Weather</a>',
        to: '<span class="megamenu-label"><a href="/en-us/weather" tabindex="2">Weather</a></span>',
      },
      {
        from: '<a href="/en-us/entertainment" tabindex="2">Entertainment</a>',
        to: '<span class="megamenu-label"><a href="/en-us/entertainment" tabindex="2">Entertainment</a></span>',
      },
      {
        from: '<a href="/en-us/sports" tabindex="2">Sports</a>',
        to: '<span class="megamenu-label"><a href="/en-us/sports" tabindex="2">Sports</a></span>',
      },
      {
        from: '<a href="/en-us/money" tabindex="2">Money</a>',
        to: '<span class="megamenu-label"><a href="/en-us/money" tabindex="2">Money</a></span>',
      },
      {
        from: '<a href="/en-us/lifestyle" tabindex="2">Lifestyle</a>',
        to: '<span class="megamenu-label"><a href="/en-us/lifestyle" tabindex="2">Lifestyle</a></span>',
      },
      {
        from: '<a href="/en-us/health" tabindex="2">Health &amp; Fitness</a>',
        to: '<span class="megamenu-label"><a href="/en-us/health" tabindex="2">Health &amp; Fitness</a></span>',
      },
      {
        from: '<a href="/en-us/foodanddrink" tabindex="2">Food &amp; Drink</a>',
        to: '<span class="megamenu-label"><a href="/en-us/foodanddrink" tabindex="2">Food &amp; Drink</a></span>',
      },
      {
        from: '<a href="/en-us/travel" tabindex="2">Travel</a>',
        to: '<span class="megamenu-label"><a href="/en-us/travel" tabindex="2">Travel</a></span>',
      },
      {
        from: '<a href="/en-us/autos" tabindex="2">Autos</a>',
        to: '<span class="megamenu-label"><a href="/en-us/autos" tabindex="2">Autos</a></span>',
      },
      {
        from: '<a href="/en-us/video" tabindex="2">Video</a>',
        to: '<span class="megamenu-label"><a href="/en-us/video" tabindex="2">Video</a></span>',
      },
      {
        from: '<a href="/en-us/news/us" tabindex="2">US</a>',
        to: '<span class="megamenu-label"><a href="/en-us/news/us" tabindex="2">US</a></span>',
      },
      {
        from: '<a href="/en-us/news/world" tabindex="2">World</a>',
        to: '<span class="megamenu-label"><a href="/en-us/news/world" tabindex="2">World</a></span>',
      },
      {
        from: '<a href="/en-us/news/crime" tabindex="2">Crime</a>',
        to: '<span class="megamenu-label"><a href="/en-us/news/crime" tabindex="2">Crime</a></span>',
      },
      {
        from: '<a href="/en-us/news/technology" tabindex="2">Technology</a>',
        to: '<span class="megamenu-label"><a href="/en-us/news/technology" tabindex="2">Technology</a></span>',
      },
      {
        from: '<a href="/en-us/news/politics" tabindex="2">Politics</a>',
        to: '<span class="megamenu-label"><a href="/en-us/news/politics" tabindex="2">Politics</a></span>',
      },
      {
        from: '<a href="/en-us/news/livecoverage/breaking-news-now/lc-BBqgBkP" tabindex="2">Live Coverage</a>',
        to: '<span class="megamenu-label"><a href="/en-us/news/livecoverage/breaking-news-now/lc-BBqgBkP" tabindex="2">Live Coverage</a></span>',
      },
      {
        from: '<a href="/en-us/news/topics" tabindex="2">My Topics</a>',
        to: '<span class="megamenu-label"><a href="/en-us/news/topics" tabindex="2">My Topics</a></span>',
      },
      {
        from: '<a href="/en-us/news/video" tabindex="2">Video</a>',
        to: '<span class="megamenu-label"><a href="/en-us/news/video" tabindex="2">Video</a></span>',
      },
    ],
    after: 'li.autos a[href="/en-us/autos"]',
  },
  {
    id: 'r-msn-lifestyle-renamed-life',
    page: 'web/readability-msn.html',
    kind: 'combined',
    framework: 'playwright',
    locator: 'a[href="/en-us/lifestyle"]',
    description: '',
    target: 'li.lifestyle a',
    edits: [
      {
        from: '<a href="/en-us/lifestyle" tabindex="2">Lifestyle</a>',
        to: '<a href="/en-us/life" tabindex="2">Life</a>',
      },
    ],
    after: 'li.lifestyle a',
  },
  {
    id: 'r-wapo-classifieds-grouped-submenu',
    page: 'web/readability-wapo-1.html',
    kind: 'wrapper',
    framework: 'playwright',
    locator: "page.locator('#site-menu-sections > li > a', { hasText: 'Cars' })",
    description: 'Cars link in the sections menu',
    target: 'a[href*="top_pb_cars"]',
    edits: [
      {
        from: '<li><a href="http://www.washingtonpost.com/jobs?nid=top_pb_jobs">Jobs</a>',
        to: '<li class="has-submenu"><span>Classifieds</span><ul class="sub-menu">\n<li><a href="http://www.washingtonpost.com/jobs?nid=top_pb_jobs">Jobs</a>',
      },
      {
        from: '<li><a href="http://www.washingtonpost.com/cars/?nid=top_pb_cars">Cars</a>\n\n                                            </li>',
        to: '<li><a href="http://www.washingtonpost.com/cars/?nid=top_pb_cars">Cars</a>\n\n                                            </li></ul></li>',
      },
    ],
    after: '#site-menu-sections a[href*="top_pb_cars"]',
  },
  {
    id: 'r-wapo-tech-section-renamed',
    page: 'web/readability-wapo-1.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.locator('#site-menu-sections').getByText('Tech', { exact: true })",
    description: 'Tech link in the sections menu',
    target: 'a[href*="top_pb_technology"]',
    edits: [
      {
        from: '<li><a href="http://www.washingtonpost.com/business/technology?nid=top_pb_technology">Tech</a>',
        to: '<li><a href="https://www.washingtonpost.com/technology/?itid=nav_technology">Technology</a>',
      },
    ],
    after: 'a[href="https://www.washingtonpost.com/technology/?itid=nav_technology"]',
  },
  {
    id: 'r-ks-index-querying-shadow-added',
    page: 'web/cypress-kitchensink-index.html',
    kind: 'decoy',
    framework: 'selenium',
    locator: "(//a[@href='/commands/querying'])[5]",
    description: 'within link under Querying',
    target: 'a:text-is("within")',
    edits: [
      {
        from: '<li><a href="/commands/querying">contains</a></li>',
        to: '<li><a href="/commands/querying">contains</a></li>\n              <li><a href="/commands/querying">shadow</a></li>',
      },
    ],
    after: 'a:text-is("within")',
  },
  {
    id: 'r-engadget-second-retailer-buy-button',
    page: 'web/readability-engadget.html',
    kind: 'decoy',
    framework: 'selenium',
    locator: "(//a[contains(@href,'/buylink/')])[1]",
    description: 'Buy Now button in the product bar',
    target: '(//a[contains(@href,"/buylink/")])[1]',
    edits: [
      {
        from: '<a href="/buylink/110829"\n                                                       class="o-btn o-btn--small th-btn-alt w-130@tl+ c-white@tp-"\n                                                       target="_blank">\n                                                        <div class="t-btn"> Buy Now\n                                                            <div class="ml-10 inline-block hide@m-">\n                                                                <svg class="icon t-1 relative">\n                                                                    <use xlink:href="#icon-link-off"></use>\n                                                                </svg>\n                                                            </div>\n                                                        </div>\n                                                    </a>',
        to: '<a href="/buylink/110955"\n                                                       class="o-btn o-btn--small th-btn-alt w-130@tl+ c-white@tp-"\n                                                       target="_blank">\n                                                        <div class="t-btn"> Buy at Amazon\n                                                            <div class="ml-10 inline-block hide@m-">\n                                                                <svg class="icon t-1 relative">\n                                                                    <use xlink:href="#icon-link-off"></use>\n                                                                </svg>\n                                                            </div>\n                                                        </div>\n                                                    </a>\n                                                    <a href="/buylink/110829"\n                                                       class="o-btn o-btn--small th-btn-alt w-130@tl+ c-white@tp-"\n                                                       target="_blank">\n                                                        <div class="t-btn"> Buy Now\n                                                            <div class="ml-10 inline-block hide@m-">\n                                                                <svg class="icon t-1 relative">\n                                                                    <use xlink:href="#icon-link-off"></use>\n                                                                </svg>\n                                                            </div>\n                                                        </div>\n                                                    </a>',
      },
    ],
    after: '(//a[@href="/buylink/110829"])[1]',
  },
  {
    id: 'r-linkedin-new-comment-inserted-above',
    page: 'web/postlight-linkedin.html',
    kind: 'decoy',
    framework: 'playwright',
    locator: "page.locator('section.comment').nth(4).getByRole('button', { name: 'Reply' })",
    description: "Reply button on CHANNAIAH Rakesh's comment",
    target:
      'section.comment:has-text("CHANNAIAH Rakesh") button[aria-label="Sign in to reply to this comment"]',
    edits: [
      {
        from: '<section class="comment">\n      <article class="comment__content-wrapper">\n        <div class="comment__actor-image-wrapper">\n              \n              <a href="https://www.linkedin.com/in/nancy-varela-428ab45?trk=pulse-article_social-details_comment_actor-image" data-tracking-control-name="pulse-article_social-details_comment_actor-image" data-tracking-will-navigate="">\n                \n      <img class="artdeco-entity-image artdeco-entity-image--circle-1  comment__actor-image" data-delayed-url="https://media-exp1.licdn.com/dms/image/C4E03AQF3KUEPAtwsxg/profile-displayphoto-shrink_100_100/0/1560193633503?e=1665619200&amp;v=beta&amp;t=0LbxcrE3kZqCef71VOFewm1YZ-VVmWC2NKvwR2-6B0k" data-ghost-classes="artdeco-entity-image--ghost" data-ghost-url="https://static-exp1.licdn.com/sc/h/244xhbkr7g40x6bsu4gi6q4ry" alt="Nancy Varela">\n  \n              </a>\n        </div>\n        <div class="comment__body-wrapper">\n          <div class="comment__actor-name-wrapper">\n              <a class="comment__actor-name" href="https://www.linkedin.com/in/nancy-varela-428ab45?trk=pulse-article_social-details_comment_actor-name" data-tracking-control-name="pulse-article_social-details_comment_actor-name" data-tracking-will-navigate="">\n                Nancy Varela\n              </a>\n          </div>\n          <span class="comment__message">\n            <span>I&apos;m so excited to see people listed first!   Providing our employees with outstanding learning opportunities is so important in this fast paced world.  </span>\n          </span>\n\n          <div class="comment__actions" aria-label="Comment Controls">\n            \n    <div class="tooltip">\n      \n                <button class="tooltip__trigger comment__action" data-tracking-control-name="pulse-article_social-details_comment_like" aria-label="Sign in to like this comment" type="button">\n                  Like\n                </button>\n              \n      <span role="tooltip" class="tooltip__popup" aria-hidden="true">\n        Sign in to like this comment\n      </span>\n    </div>\n  \n            \n    <div class="tooltip">\n      \n                <button class="tooltip__trigger comment__action" data-tracking-control-name="pulse-article_social-details_comment_reply" aria-label="Sign in to reply to this comment" type="button">\n                  Reply\n                </button>\n              \n      <span role="tooltip" class="tooltip__popup" aria-hidden="true">\n        Sign in to reply to this comment\n      </span>\n    </div>\n  \n          </div>\n        </div>\n      </article>\n\n      <div class="comment__meta">\n        <time class="comment__time">\n          \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n    6y\n  \n        </time>\n\n\n    \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n      <div class="ellipsis-menu comment__ellipsis-menu">\n        \n\n    \n\n    <div class="collapsible-dropdown">\n          \n            <button class="ellipsis-menu__trigger ellipsis-menu__trigger--small collapsible-dropdown__button" aria-expanded="false" aria-label="Open menu" data-tracking-control-name="pulse-article_social-details_comment_ellipsis-menu-trigger">\n              <icon class="ellipsis-menu__trigger-icon" data-delayed-url="https://static-exp1.licdn.com/sc/h/4fhyzm5kx5f9n32dgeb33w9cg"></icon>\n            </button>\n          \n\n        <ul class="collapsible-dropdown__list hidden" role="menu" tabindex="-1">\n          \n            \n\n              <li class="ellipsis-menu__item">\n                <a href="https://www.linkedin.com/login?session_redirect=https%3A%2F%2Fwww%2Elinkedin%2Ecom%2Fpulse%2Fwhat-set-your-soul-fire-2017-ellyn-shook&amp;trk=pulse-article_social-details_comment_ellipsis-menu-sign-in-redirect" class="ellipsis-menu__item-button" data-tracking-control-name="pulse-article_social-details_comment_ellipsis-menu-sign-in-redirect" data-tracking-will-navigate="">\n                  <icon class="ellipsis-menu__item-icon" data-delayed-url="https://static-exp1.licdn.com/sc/h/43bxdx7i9x7nc4dsqaf24dop1"></icon>\n                  Report this comment\n                </a>\n              </li>\n          \n        </ul>\n\n    </div>\n  \n\n      </div>\n\n      </div>\n    </section>',
        to: '<section class="comment">\n      <article class="comment__content-wrapper">\n        <div class="comment__actor-image-wrapper">\n              \n              <a href="https://www.linkedin.com/in/nancy-varela-428ab45?trk=pulse-article_social-details_comment_actor-image" data-tracking-control-name="pulse-article_social-details_comment_actor-image" data-tracking-will-navigate="">\n                \n      <img class="artdeco-entity-image artdeco-entity-image--circle-1  comment__actor-image" data-delayed-url="https://media-exp1.licdn.com/dms/image/C4E03AQF3KUEPAtwsxg/profile-displayphoto-shrink_100_100/0/1560193633503?e=1665619200&amp;v=beta&amp;t=0LbxcrE3kZqCef71VOFewm1YZ-VVmWC2NKvwR2-6B0k" data-ghost-classes="artdeco-entity-image--ghost" data-ghost-url="https://static-exp1.licdn.com/sc/h/244xhbkr7g40x6bsu4gi6q4ry" alt="Nancy Varela">\n  \n              </a>\n        </div>\n        <div class="comment__body-wrapper">\n          <div class="comment__actor-name-wrapper">\n              <a class="comment__actor-name" href="https://www.linkedin.com/in/nancy-varela-428ab45?trk=pulse-article_social-details_comment_actor-name" data-tracking-control-name="pulse-article_social-details_comment_actor-name" data-tracking-will-navigate="">\n                Nancy Varela\n              </a>\n          </div>\n          <span class="comment__message">\n            <span>I&apos;m so excited to see people listed first!   Providing our employees with outstanding learning opportunities is so important in this fast paced world.  </span>\n          </span>\n\n          <div class="comment__actions" aria-label="Comment Controls">\n            \n    <div class="tooltip">\n      \n                <button class="tooltip__trigger comment__action" data-tracking-control-name="pulse-article_social-details_comment_like" aria-label="Sign in to like this comment" type="button">\n                  Like\n                </button>\n              \n      <span role="tooltip" class="tooltip__popup" aria-hidden="true">\n        Sign in to like this comment\n      </span>\n    </div>\n  \n            \n    <div class="tooltip">\n      \n                <button class="tooltip__trigger comment__action" data-tracking-control-name="pulse-article_social-details_comment_reply" aria-label="Sign in to reply to this comment" type="button">\n                  Reply\n                </button>\n              \n      <span role="tooltip" class="tooltip__popup" aria-hidden="true">\n        Sign in to reply to this comment\n      </span>\n    </div>\n  \n          </div>\n        </div>\n      </article>\n\n      <div class="comment__meta">\n        <time class="comment__time">\n          \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n    6y\n  \n        </time>\n\n\n    \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n      <div class="ellipsis-menu comment__ellipsis-menu">\n        \n\n    \n\n    <div class="collapsible-dropdown">\n          \n            <button class="ellipsis-menu__trigger ellipsis-menu__trigger--small collapsible-dropdown__button" aria-expanded="false" aria-label="Open menu" data-tracking-control-name="pulse-article_social-details_comment_ellipsis-menu-trigger">\n              <icon class="ellipsis-menu__trigger-icon" data-delayed-url="https://static-exp1.licdn.com/sc/h/4fhyzm5kx5f9n32dgeb33w9cg"></icon>\n            </button>\n          \n\n        <ul class="collapsible-dropdown__list hidden" role="menu" tabindex="-1">\n          \n            \n\n              <li class="ellipsis-menu__item">\n                <a href="https://www.linkedin.com/login?session_redirect=https%3A%2F%2Fwww%2Elinkedin%2Ecom%2Fpulse%2Fwhat-set-your-soul-fire-2017-ellyn-shook&amp;trk=pulse-article_social-details_comment_ellipsis-menu-sign-in-redirect" class="ellipsis-menu__item-button" data-tracking-control-name="pulse-article_social-details_comment_ellipsis-menu-sign-in-redirect" data-tracking-will-navigate="">\n                  <icon class="ellipsis-menu__item-icon" data-delayed-url="https://static-exp1.licdn.com/sc/h/43bxdx7i9x7nc4dsqaf24dop1"></icon>\n                  Report this comment\n                </a>\n              </li>\n          \n        </ul>\n\n    </div>\n  \n\n      </div>\n\n      </div>\n    </section>\n    <section class="comment">\n      <article class="comment__content-wrapper">\n        <div class="comment__actor-image-wrapper">\n              \n              <a href="https://www.linkedin.com/in/marcus-lee-7781a2?trk=pulse-article_social-details_comment_actor-image" data-tracking-control-name="pulse-article_social-details_comment_actor-image" data-tracking-will-navigate="">\n                \n      <img class="artdeco-entity-image artdeco-entity-image--circle-1  comment__actor-image" data-delayed-url="https://media-exp1.licdn.com/dms/image/C4E03AQF3KUEPAtwsxg/profile-displayphoto-shrink_100_100/0/1560193633503?e=1665619200&amp;v=beta&amp;t=0LbxcrE3kZqCef71VOFewm1YZ-VVmWC2NKvwR2-6B0k" data-ghost-classes="artdeco-entity-image--ghost" data-ghost-url="https://static-exp1.licdn.com/sc/h/244xhbkr7g40x6bsu4gi6q4ry" alt="Marcus Lee">\n  \n              </a>\n        </div>\n        <div class="comment__body-wrapper">\n          <div class="comment__actor-name-wrapper">\n              <a class="comment__actor-name" href="https://www.linkedin.com/in/marcus-lee-7781a2?trk=pulse-article_social-details_comment_actor-name" data-tracking-control-name="pulse-article_social-details_comment_actor-name" data-tracking-will-navigate="">\n                Marcus Lee\n              </a>\n          </div>\n          <span class="comment__message">\n            <span>Great perspective, thank you for sharing this.</span>\n          </span>\n\n          <div class="comment__actions" aria-label="Comment Controls">\n            \n    <div class="tooltip">\n      \n                <button class="tooltip__trigger comment__action" data-tracking-control-name="pulse-article_social-details_comment_like" aria-label="Sign in to like this comment" type="button">\n                  Like\n                </button>\n              \n      <span role="tooltip" class="tooltip__popup" aria-hidden="true">\n        Sign in to like this comment\n      </span>\n    </div>\n  \n            \n    <div class="tooltip">\n      \n                <button class="tooltip__trigger comment__action" data-tracking-control-name="pulse-article_social-details_comment_reply" aria-label="Sign in to reply to this comment" type="button">\n                  Reply\n                </button>\n              \n      <span role="tooltip" class="tooltip__popup" aria-hidden="true">\n        Sign in to reply to this comment\n      </span>\n    </div>\n  \n          </div>\n        </div>\n      </article>\n\n      <div class="comment__meta">\n        <time class="comment__time">\n          \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n    6y\n  \n        </time>\n\n\n    \n\n    \n    \n    \n    \n    \n    \n    \n    \n    \n\n      <div class="ellipsis-menu comment__ellipsis-menu">\n        \n\n    \n\n    <div class="collapsible-dropdown">\n          \n            <button class="ellipsis-menu__trigger ellipsis-menu__trigger--small collapsible-dropdown__button" aria-expanded="false" aria-label="Open menu" data-tracking-control-name="pulse-article_social-details_comment_ellipsis-menu-trigger">\n              <icon class="ellipsis-menu__trigger-icon" data-delayed-url="https://static-exp1.licdn.com/sc/h/4fhyzm5kx5f9n32dgeb33w9cg"></icon>\n            </button>\n          \n\n        <ul class="collapsible-dropdown__list hidden" role="menu" tabindex="-1">\n          \n            \n\n              <li class="ellipsis-menu__item">\n                <a href="https://www.linkedin.com/login?session_redirect=https%3A%2F%2Fwww%2Elinkedin%2Ecom%2Fpulse%2Fwhat-set-your-soul-fire-2017-ellyn-shook&amp;trk=pulse-article_social-details_comment_ellipsis-menu-sign-in-redirect" class="ellipsis-menu__item-button" data-tracking-control-name="pulse-article_social-details_comment_ellipsis-menu-sign-in-redirect" data-tracking-will-navigate="">\n                  <icon class="ellipsis-menu__item-icon" data-delayed-url="https://static-exp1.licdn.com/sc/h/43bxdx7i9x7nc4dsqaf24dop1"></icon>\n                  Report this comment\n                </a>\n              </li>\n          \n        </ul>\n\n    </div>\n  \n\n      </div>\n\n      </div>\n    </section>',
      },
    ],
    after:
      'section.comment:has-text("CHANNAIAH Rakesh") button[aria-label="Sign in to reply to this comment"]',
  },
  {
    id: 'r-wanted-promoted-card-inserted',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'decoy',
    framework: 'playwright',
    locator: 'page.locator(\'[data-cy="job-card"]\').nth(5)',
    description: '엔쓰리엔(N3N) job card',
    target: '[data-cy="job-card"]:has(a[data-position-id="221087"])',
    edits: [
      {
        from: '<li class="Card_Card__WdaEk"><div data-cy="job-card" class="JobCard_JobCard__Tb7pI"><a data-attribute-id="position__click" data-job-category-id="518" data-job-category="IT" data-company-id="30255" data-company-name="엔쓰리엔(N3N)" data-position-id="221087" data-position-name="Deep Learning Engineer (음성 합성 TTS 연구/개발)" data-response-rate="0" data-ai-score="" data-ai-score-status="" data-recommend-model-status="notBase" data-recommend-model-index="5" data-sort-kind="job.recommend_order" href="/wd/221087"><div class="JobCard_JobCard__thumb__WU1ax"><div class="JobCard_JobCard__thumb__reward__6_Xx_"><span class="Typography_Typography__root__RdAI1 Typography_Typography__label1__hNiv5 Typography_Typography__weightBold__KkJEY JobCard_JobCard__thumb__reward__text__i15UM">합격보상금 100만원</span></div><img src="https://image.wanted.co.kr/optimize?src=https%3A%2F%2Fstatic.wanted.co.kr%2Fimages%2Fcompany%2F30255%2Ft79ztb7geflv42r9__400_400.jpg&amp;w=400&amp;q=75" fetchpriority="auto" alt="Deep Learning Engineer (음성 합성 TTS 연구/개발)" decoding="auto" loading="eager"><button class="IconButton_IconButton__root__IJlt6 IconButton_IconButton__normal__Twwsf IconButton_IconButton__disableGutters__F_K1l bookmarkBtn" aria-label="bookmark button" data-attribute-id="position__bookmark__click" data-job-category-id="518" data-job-category="IT" data-company-id="30255" data-company-name="엔쓰리엔(N3N)" data-position-id="221087" data-position-name="Deep Learning Engineer (음성 합성 TTS 연구/개발)" data-kind="add" style="font-size: 22px;"><span class="IconButton_IconButton__label__o4AtY"><span class="SvgIcon_SvgIcon__root__OHiSO"><svg class="SvgIcon_SvgIcon__root__svg__ohdSc" viewBox="0 0 24 24"><path fill-rule="evenodd" clip-rule="evenodd" d="M7.36628 2.6001C7.37735 2.6001 7.38846 2.6001 7.39961 2.6001L16.6329 2.6001C17.0245 2.60008 17.3709 2.60006 17.6581 2.62353C17.9639 2.64851 18.2807 2.70452 18.5892 2.86168C19.0408 3.09178 19.4079 3.45893 19.638 3.91052C19.7952 4.21898 19.8512 4.53583 19.8762 4.84161C19.8996 5.12877 19.8996 5.47526 19.8996 5.86676L19.8996 21.5001C19.8996 21.8252 19.7243 22.125 19.441 22.2844C19.1577 22.4439 18.8104 22.4381 18.5325 22.2694L11.9996 18.303L5.46669 22.2694C5.18881 22.4381 4.84154 22.4439 4.55823 22.2844C4.27492 22.125 4.09961 21.8252 4.09961 21.5001V5.9001C4.09961 5.88895 4.09961 5.87784 4.09961 5.86677C4.09959 5.47526 4.09958 5.12877 4.12304 4.84161C4.14802 4.53583 4.20403 4.21898 4.3612 3.91052C4.59129 3.45893 4.95845 3.09178 5.41003 2.86168C5.71849 2.70452 6.03534 2.64851 6.34113 2.62353C6.62828 2.60006 6.97477 2.60008 7.36628 2.6001ZM6.4877 4.41755C6.29323 4.43344 6.23963 4.45917 6.22722 4.4655C6.11432 4.52302 6.02253 4.61481 5.96501 4.72771C5.95868 4.74012 5.93295 4.79372 5.91706 4.98819C5.90031 5.19317 5.89961 5.46521 5.89961 5.9001V19.9008L11.5325 16.4808C11.8195 16.3065 12.1797 16.3065 12.4667 16.4808L18.0996 19.9008V5.9001C18.0996 5.46521 18.0989 5.19317 18.0822 4.98819C18.0663 4.79372 18.0405 4.74012 18.0342 4.72771C17.9767 4.61481 17.8849 4.52302 17.772 4.4655C17.7596 4.45917 17.706 4.43344 17.5115 4.41755C17.3065 4.4008 17.0345 4.4001 16.5996 4.4001H7.39961C6.96472 4.4001 6.69268 4.4008 6.4877 4.41755Z" fill="#ffffff"></path></svg></span></span></button></div><div><p class="Typography_Typography__root__RdAI1 Typography_Typography__body1__q3AOP Typography_Typography__weightBold__KkJEY JobCard_JobCard__body__position__CyaGY">Deep Learning Engineer (음성 합성 TTS 연구/개발)</p><span class="Typography_Typography__root__RdAI1 Typography_Typography__label2__svmAA Typography_Typography__weightMedium__GXnOM JobCard_JobCard__body__company__AUj_B">엔쓰리엔(N3N)</span><span class="Typography_Typography__root__RdAI1 Typography_Typography__label2__svmAA Typography_Typography__weightMedium__GXnOM JobCard_JobCard__body__location__ycIP_">서울 강남구 · 경력 1-5년</span><div class="JobCard_JobCard__body__badge__atLen"></div></div></a></div></li><li class="Card_Card__WdaEk"><div data-cy="job-card"',
        to: '<li class="Card_Card__WdaEk"><div data-cy="job-card" class="JobCard_JobCard__Tb7pI"><a data-attribute-id="position__click" data-job-category-id="518" data-job-category="IT" data-company-id="12846" data-company-name="딥엑스(DEEPX)" data-position-id="230415" data-position-name="(전문연구요원 가능) ML Engineer/Researcher" data-response-rate="0" data-ai-score="" data-ai-score-status="" data-recommend-model-status="notBase" data-recommend-model-index="4" data-sort-kind="job.recommend_order" href="/wd/230415"><div class="JobCard_JobCard__thumb__WU1ax"><div class="JobCard_JobCard__thumb__reward__6_Xx_"><span class="Typography_Typography__root__RdAI1 Typography_Typography__label1__hNiv5 Typography_Typography__weightBold__KkJEY JobCard_JobCard__thumb__reward__text__i15UM">합격보상금 100만원</span></div><img src="https://image.wanted.co.kr/optimize?src=https%3A%2F%2Fstatic.wanted.co.kr%2Fimages%2Fcompany%2F12846%2Fqe2dngjy0p1ye1sy__400_400.jpg&amp;w=400&amp;q=75" fetchpriority="auto" alt="(전문연구요원 가능) ML Engineer/Researcher" decoding="auto" loading="eager"><button class="IconButton_IconButton__root__IJlt6 IconButton_IconButton__normal__Twwsf IconButton_IconButton__disableGutters__F_K1l bookmarkBtn" aria-label="bookmark button" data-attribute-id="position__bookmark__click" data-job-category-id="518" data-job-category="IT" data-company-id="12846" data-company-name="딥엑스(DEEPX)" data-position-id="230415" data-position-name="(전문연구요원 가능) ML Engineer/Researcher" data-kind="add" style="font-size: 22px;"><span class="IconButton_IconButton__label__o4AtY"><span class="SvgIcon_SvgIcon__root__OHiSO"><svg class="SvgIcon_SvgIcon__root__svg__ohdSc" viewBox="0 0 24 24"><path fill-rule="evenodd" clip-rule="evenodd" d="M7.36628 2.6001C7.37735 2.6001 7.38846 2.6001 7.39961 2.6001L16.6329 2.6001C17.0245 2.60008 17.3709 2.60006 17.6581 2.62353C17.9639 2.64851 18.2807 2.70452 18.5892 2.86168C19.0408 3.09178 19.4079 3.45893 19.638 3.91052C19.7952 4.21898 19.8512 4.53583 19.8762 4.84161C19.8996 5.12877 19.8996 5.47526 19.8996 5.86676L19.8996 21.5001C19.8996 21.8252 19.7243 22.125 19.441 22.2844C19.1577 22.4439 18.8104 22.4381 18.5325 22.2694L11.9996 18.303L5.46669 22.2694C5.18881 22.4381 4.84154 22.4439 4.55823 22.2844C4.27492 22.125 4.09961 21.8252 4.09961 21.5001V5.9001C4.09961 5.88895 4.09961 5.87784 4.09961 5.86677C4.09959 5.47526 4.09958 5.12877 4.12304 4.84161C4.14802 4.53583 4.20403 4.21898 4.3612 3.91052C4.59129 3.45893 4.95845 3.09178 5.41003 2.86168C5.71849 2.70452 6.03534 2.64851 6.34113 2.62353C6.62828 2.60006 6.97477 2.60008 7.36628 2.6001ZM6.4877 4.41755C6.29323 4.43344 6.23963 4.45917 6.22722 4.4655C6.11432 4.52302 6.02253 4.61481 5.96501 4.72771C5.95868 4.74012 5.93295 4.79372 5.91706 4.98819C5.90031 5.19317 5.89961 5.46521 5.89961 5.9001V19.9008L11.5325 16.4808C11.8195 16.3065 12.1797 16.3065 12.4667 16.4808L18.0996 19.9008V5.9001C18.0996 5.46521 18.0989 5.19317 18.0822 4.98819C18.0663 4.79372 18.0405 4.74012 18.0342 4.72771C17.9767 4.61481 17.8849 4.52302 17.772 4.4655C17.7596 4.45917 17.706 4.43344 17.5115 4.41755C17.3065 4.4008 17.0345 4.4001 16.5996 4.4001H7.39961C6.96472 4.4001 6.69268 4.4008 6.4877 4.41755Z" fill="#ffffff"></path></svg></span></span></button></div><div><p class="Typography_Typography__root__RdAI1 Typography_Typography__body1__q3AOP Typography_Typography__weightBold__KkJEY JobCard_JobCard__body__position__CyaGY">(전문연구요원 가능) ML Engineer/Researcher</p><span class="Typography_Typography__root__RdAI1 Typography_Typography__label2__svmAA Typography_Typography__weightMedium__GXnOM JobCard_JobCard__body__company__AUj_B">딥엑스(DEEPX)</span><span class="Typography_Typography__root__RdAI1 Typography_Typography__label2__svmAA Typography_Typography__weightMedium__GXnOM JobCard_JobCard__body__location__ycIP_">서울 강남구 · 신입</span><div class="JobCard_JobCard__body__badge__atLen"></div></div></a></div></li><li class="Card_Card__WdaEk"><div data-cy="job-card" class="JobCard_JobCard__Tb7pI"><a data-attribute-id="position__click" data-job-category-id="518" data-job-category="IT" data-company-id="30255" data-company-name="엔쓰리엔(N3N)" data-position-id="221087" data-position-name="Deep Learning Engineer (음성 합성 TTS 연구/개발)" data-response-rate="0" data-ai-score="" data-ai-score-status="" data-recommend-model-status="notBase" data-recommend-model-index="5" data-sort-kind="job.recommend_order" href="/wd/221087"><div class="JobCard_JobCard__thumb__WU1ax"><div class="JobCard_JobCard__thumb__reward__6_Xx_"><span class="Typography_Typography__root__RdAI1 Typography_Typography__label1__hNiv5 Typography_Typography__weightBold__KkJEY JobCard_JobCard__thumb__reward__text__i15UM">합격보상금 100만원</span></div><img src="https://image.wanted.co.kr/optimize?src=https%3A%2F%2Fstatic.wanted.co.kr%2Fimages%2Fcompany%2F30255%2Ft79ztb7geflv42r9__400_400.jpg&amp;w=400&amp;q=75" fetchpriority="auto" alt="Deep Learning Engineer (음성 합성 TTS 연구/개발)" decoding="auto" loading="eager"><button class="IconButton_IconButton__root__IJlt6 IconButton_IconButton__normal__Twwsf IconButton_IconButton__disableGutters__F_K1l bookmarkBtn" aria-label="bookmark button" data-attribute-id="position__bookmark__click" data-job-category-id="518" data-job-category="IT" data-company-id="30255" data-company-name="엔쓰리엔(N3N)" data-position-id="221087" data-position-name="Deep Learning Engineer (음성 합성 TTS 연구/개발)" data-kind="add" style="font-size: 22px;"><span class="IconButton_IconButton__label__o4AtY"><span class="SvgIcon_SvgIcon__root__OHiSO"><svg class="SvgIcon_SvgIcon__root__svg__ohdSc" viewBox="0 0 24 24"><path fill-rule="evenodd" clip-rule="evenodd" d="M7.36628 2.6001C7.37735 2.6001 7.38846 2.6001 7.39961 2.6001L16.6329 2.6001C17.0245 2.60008 17.3709 2.60006 17.6581 2.62353C17.9639 2.64851 18.2807 2.70452 18.5892 2.86168C19.0408 3.09178 19.4079 3.45893 19.638 3.91052C19.7952 4.21898 19.8512 4.53583 19.8762 4.84161C19.8996 5.12877 19.8996 5.47526 19.8996 5.86676L19.8996 21.5001C19.8996 21.8252 19.7243 22.125 19.441 22.2844C19.1577 22.4439 18.8104 22.4381 18.5325 22.2694L11.9996 18.303L5.46669 22.2694C5.18881 22.4381 4.84154 22.4439 4.55823 22.2844C4.27492 22.125 4.09961 21.8252 4.09961 21.5001V5.9001C4.09961 5.88895 4.09961 5.87784 4.09961 5.86677C4.09959 5.47526 4.09958 5.12877 4.12304 4.84161C4.14802 4.53583 4.20403 4.21898 4.3612 3.91052C4.59129 3.45893 4.95845 3.09178 5.41003 2.86168C5.71849 2.70452 6.03534 2.64851 6.34113 2.62353C6.62828 2.60006 6.97477 2.60008 7.36628 2.6001ZM6.4877 4.41755C6.29323 4.43344 6.23963 4.45917 6.22722 4.4655C6.11432 4.52302 6.02253 4.61481 5.96501 4.72771C5.95868 4.74012 5.93295 4.79372 5.91706 4.98819C5.90031 5.19317 5.89961 5.46521 5.89961 5.9001V19.9008L11.5325 16.4808C11.8195 16.3065 12.1797 16.3065 12.4667 16.4808L18.0996 19.9008V5.9001C18.0996 5.46521 18.0989 5.19317 18.0822 4.98819C18.0663 4.79372 18.0405 4.74012 18.0342 4.72771C17.9767 4.61481 17.8849 4.52302 17.772 4.4655C17.7596 4.45917 17.706 4.43344 17.5115 4.41755C17.3065 4.4008 17.0345 4.4001 16.5996 4.4001H7.39961C6.96472 4.4001 6.69268 4.4008 6.4877 4.41755Z" fill="#ffffff"></path></svg></span></span></button></div><div><p class="Typography_Typography__root__RdAI1 Typography_Typography__body1__q3AOP Typography_Typography__weightBold__KkJEY JobCard_JobCard__body__position__CyaGY">Deep Learning Engineer (음성 합성 TTS 연구/개발)</p><span class="Typography_Typography__root__RdAI1 Typography_Typography__label2__svmAA Typography_Typography__weightMedium__GXnOM JobCard_JobCard__body__company__AUj_B">엔쓰리엔(N3N)</span><span class="Typography_Typography__root__RdAI1 Typography_Typography__label2__svmAA Typography_Typography__weightMedium__GXnOM JobCard_JobCard__body__location__ycIP_">서울 강남구 · 경력 1-5년</span><div class="JobCard_JobCard__body__badge__atLen"></div></div></a></div></li><li class="Card_Card__WdaEk"><div data-cy="job-card"',
      },
    ],
    after: '[data-cy="job-card"]:has(a[data-position-id="221087"])',
  },
  {
    id: 'r-sbtables-datatables-wrapper-added',
    page: 'web/sbadmin2-tables.html',
    kind: 'wrapper',
    framework: 'selenium',
    locator: "//div[@class='table-responsive']/table/tbody/tr[5]/td[2]",
    description: "Airi Satou's position in the employee table",
    target: 'tr:has(td:text-is("Airi Satou")) td:nth-child(2)',
    edits: [
      {
        from: '<div class="table-responsive">\n                                <table',
        to: '<div class="table-responsive">\n                                <div id="dataTable_wrapper" class="dataTables_wrapper dt-bootstrap4">\n                                <table',
      },
      { from: '</table>', to: '</table>\n                                </div>' },
    ],
    after: 'tr:has(td:text-is("Airi Satou")) td:nth-child(2)',
  },
  {
    id: 'r-sbindex-earnings-menu-bs5-list',
    page: 'web/sbadmin2-index.html',
    kind: 'wrapper',
    framework: 'playwright',
    locator: 'page.locator(\'[aria-labelledby="dropdownMenuLink"] > a\').first()',
    description: 'Action item in the Earnings Overview menu',
    target: 'div.card:has(h6:text-is("Earnings Overview")) a.dropdown-item:text-is("Action")',
    edits: [
      {
        from: 'Earnings Overview</h6>\n                                    <div class="dropdown no-arrow">\n                                        <a class="dropdown-toggle" href="#" role="button" id="dropdownMenuLink"\n                                            data-toggle="dropdown" aria-haspopup="true" aria-expanded="false">\n                                            <i class="fas fa-ellipsis-v fa-sm fa-fw text-gray-400"></i>\n                                        </a>\n                                        <div class="dropdown-menu dropdown-menu-right shadow animated--fade-in"\n                                            aria-labelledby="dropdownMenuLink">\n                                            <div class="dropdown-header">Dropdown Header:</div>\n                                            <a class="dropdown-item" href="#">Action</a>\n                                            <a class="dropdown-item" href="#">Another action</a>\n                                            <div class="dropdown-divider"></div>\n                                            <a class="dropdown-item" href="#">Something else here</a>\n                                        </div>',
        to: 'Earnings Overview</h6>\n                                    <div class="dropdown no-arrow">\n                                        <a class="dropdown-toggle" href="#" role="button" id="dropdownMenuLink"\n                                            data-toggle="dropdown" aria-haspopup="true" aria-expanded="false">\n                                            <i class="fas fa-ellipsis-v fa-sm fa-fw text-gray-400"></i>\n                                        </a>\n                                        <div class="dropdown-menu dropdown-menu-right shadow animated--fade-in"\n                                            aria-labelledby="dropdownMenuLink">\n                                            <div class="dropdown-header">Dropdown Header:</div>\n                                            <li><a class="dropdown-item" href="#">Action</a></li>\n                                            <li><a class="dropdown-item" href="#">Another action</a></li>\n                                            <div class="dropdown-divider"></div>\n                                            <li><a class="dropdown-item" href="#">Something else here</a></li>\n                                        </div>',
      },
    ],
    after: 'div.card:has(h6:text-is("Earnings Overview")) a.dropdown-item:text-is("Action")',
  },
  {
    id: 'r-github-notifications-appheader-id-dropped',
    page: 'web/postlight-github.html',
    kind: 'id-renamed',
    framework: 'selenium',
    locator: '#AppHeader-notifications-button',
    description: 'notifications bell in the header',
    target: '#AppHeader-notifications-button',
    edits: [
      {
        from: '<a id="AppHeader-notifications-button" href="/notifications"',
        to: '<a id="global-notifications-link" href="/notifications"',
      },
    ],
    after: 'a.notification-indicator[href="/notifications"]',
  },
  {
    id: 'r-sbbuttons-topbar-toggle-id-kebab',
    page: 'web/sbadmin2-buttons.html',
    kind: 'id-renamed',
    framework: 'playwright',
    locator: "page.locator('#sidebarToggleTop')",
    description: 'sidebar toggle button in the topbar',
    target: '#sidebarToggleTop',
    edits: [
      {
        from: '<button id="sidebarToggleTop" class="btn btn-link d-md-none rounded-circle mr-3">',
        to: '<button id="sidebar-toggle-top" class="btn btn-link d-md-none rounded-circle mr-3">',
      },
    ],
    after: 'button.d-md-none.rounded-circle',
  },
  {
    id: 'r-mozilla-family-nav-trigger-id',
    page: 'web/readability-mozilla-1.html',
    kind: 'id-renamed',
    framework: 'playwright',
    locator: "page.locator('#fxfamilynavV2-tertiarynav-trigger')",
    description: 'Menu button in the Firefox family nav',
    target: '#fxfamilynavV2-tertiarynav-trigger',
    edits: [{ from: 'id="fxfamilynavV2-tertiarynav-trigger"', to: 'id="fxfamilynav-menu-trigger"' }],
    after: '#fxfamilynav-menu-trigger',
  },
  {
    id: 'r-youtube-avatar-button-id-renamed',
    page: 'web/postlight-youtube.html',
    kind: 'id-renamed',
    framework: 'playwright',
    locator: "page.locator('#avatar-btn')",
    description: 'account avatar button in the top bar',
    target: '#avatar-btn',
    edits: [
      {
        from: '<button id="avatar-btn" aria-haspopup="true"',
        to: '<button id="avatar-button" aria-haspopup="true"',
      },
    ],
    after: 'button[aria-label="Account profile photo that opens list of alternate accounts"]',
  },
  {
    id: 'r-redditimg-testid-attribute-renamed',
    page: 'web/postlight-reddit-image-post.html',
    kind: 'attribute-renamed',
    framework: 'playwright',
    locator: "page.getByTestId('post_timestamp').first()",
    description: 'timestamp of the post',
    target: '[data-testid="post_timestamp"] >> nth=0',
    edits: [{ from: 'data-testid="', to: 'data-test-id="', count: 900 }],
    after: '[data-test-id="post_timestamp"] >> nth=0',
  },
  {
    id: 'r-gitlab-card-ga-name-renamed',
    page: 'web/readability-gitlab-blog.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: "a[data-ga-name='How we overhauled GitLab navigation']",
    description: 'How we overhauled GitLab navigation card',
    target: 'a.card[href="/blog/2023/08/15/navigation-research-blog-post/"]',
    edits: [{ from: ' data-ga-name="', to: ' data-ga-label="', count: 10 }],
    after: 'a.card[href="/blog/2023/08/15/navigation-research-blog-post/"]',
  },
  {
    id: 'r-todomvc-site-data-source-renamed',
    page: 'web/todomvc-site-index.html',
    kind: 'attribute-renamed',
    framework: 'selenium',
    locator: "a[data-source='https://lit.dev/']",
    description: '',
    target: 'a.applist-item[href="examples/lit/dist/"]',
    edits: [{ from: ' data-source="', to: ' data-source-url="', count: 46 }],
    after: 'a.applist-item[href="examples/lit/dist/"]',
  },
  {
    id: 'r-aa-planes-moved-to-second-column',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'moved',
    framework: 'selenium',
    locator: "//div[@id='manage']/ul[1]/li[4]/a",
    description: 'Planes link under Travel Information',
    target: 'a[href*="planes/planes.jsp"]',
    edits: [
      {
        from: '\n          <li><a onclick="deleteVirtualPNR()" href="/i18n/travel-info/experience/planes/planes.jsp?anchorEvent=false&from=Nav">Planes</a></li>',
        to: '',
      },
      {
        from: '\n          <li><a onclick="deleteVirtualPNR()" href="/i18n/travel-info/international-travel/international-travel.jsp?anchorEvent=false&from=Nav">International travel</a></li>',
        to: '\n          <li><a onclick="deleteVirtualPNR()" href="/i18n/travel-info/international-travel/international-travel.jsp?anchorEvent=false&from=Nav">International travel</a></li>\n          <li><a onclick="deleteVirtualPNR()" href="/i18n/travel-info/experience/planes/planes.jsp?anchorEvent=false&from=Nav">Planes</a></li>',
      },
    ],
    after: 'a[href*="planes/planes.jsp"]',
  },
  {
    id: 'r-ks-actions-spies-promoted-to-navbar',
    page: 'web/cypress-kitchensink-actions.html',
    kind: 'moved',
    framework: 'playwright',
    locator: "page.locator('ul.dropdown-menu a', { hasText: 'Spies, Stubs & Clocks' })",
    description: 'Spies, Stubs & Clocks in the Commands menu',
    target: 'a[href="/commands/spies-stubs-clocks"]',
    edits: [
      {
        from: '\n              <li><a href="/commands/spies-stubs-clocks">Spies, Stubs &amp; Clocks</a></li>',
        to: '',
      },
      {
        from: '          <li><a href="/utilities">Utilities</a></li>',
        to: '          <li><a href="/commands/spies-stubs-clocks">Spies, Stubs &amp; Clocks</a></li>\n          <li><a href="/utilities">Utilities</a></li>',
      },
    ],
    after: 'ul.navbar-nav > li > a[href="/commands/spies-stubs-clocks"]',
  },
  {
    id: 'r-twitter-remember-me-moved-below-submit',
    page: 'web/postlight-twitter.html',
    kind: 'moved',
    framework: 'selenium',
    locator: "//form[@data-component='login_callout']/div[3]/label/input",
    description: 'Remember me checkbox in the sign in dropdown',
    target: 'form[data-component="login_callout"] input[name="remember_me"]',
    edits: [
      {
        from: 'data-component="login_callout"\n  data-element="form"\n>\n  <div class="LoginForm-input LoginForm-username">\n    <input\n      type="text"\n      class="text-input email-input js-signin-email"\n      name="session[username_or_email]"\n      autocomplete="username"\n      placeholder="Phone, email or username"\n    />\n  </div>\n\n  <div class="LoginForm-input LoginForm-password">\n    <input type="password" class="text-input" name="session[password]" placeholder="Password" autocomplete="current-password">\n  </div>\n\n  <div class="LoginForm-rememberForgot">\n    <label>\n      <input type="checkbox" value="1" name="remember_me" checked="checked">\n      <span>Remember me</span>\n    </label>\n    <span class="separator">&middot;</span>\n    <a class="forgot" href="/account/begin_password_reset">Forgot password?</a>\n  </div>\n\n  <input type="submit" class="submit btn primary-btn js-submit" value="Log in">',
        to: 'data-component="login_callout"\n  data-element="form"\n>\n  <div class="LoginForm-input LoginForm-username">\n    <input\n      type="text"\n      class="text-input email-input js-signin-email"\n      name="session[username_or_email]"\n      autocomplete="username"\n      placeholder="Phone, email or username"\n    />\n  </div>\n\n  <div class="LoginForm-input LoginForm-password">\n    <input type="password" class="text-input" name="session[password]" placeholder="Password" autocomplete="current-password">\n  </div>\n\n  <div class="LoginForm-rememberForgot">\n    <a class="forgot" href="/account/begin_password_reset">Forgot password?</a>\n  </div>\n\n  <input type="submit" class="submit btn primary-btn js-submit" value="Log in">\n\n  <div class="LoginForm-remember">\n    <label>\n      <input type="checkbox" value="1" name="remember_me" checked="checked">\n      <span>Remember me</span>\n    </label>\n  </div>',
      },
    ],
    after: 'form[data-component="login_callout"] input[name="remember_me"]',
  },
  {
    id: 'r-wikia-profile-anchor-to-button',
    page: 'web/readability-wikia.html',
    kind: 'tag-change',
    framework: 'playwright',
    locator: "page.locator('.user-state a.profile')",
    description: 'My Profile in the top nav',
    target: '.user-state a.profile',
    edits: [
      {
        from: '<div class="authenticated hide">\n                    <a class="profile">\n                        <img class="avatar default" src="http://fandom.wikia.com/wp-content/themes/upstream/dist/svg/icon-sign-in-gray.svg" /> My Profile </a>',
        to: '<div class="authenticated hide">\n                    <button type="button" class="profile">\n                        <img class="avatar default" src="http://fandom.wikia.com/wp-content/themes/upstream/dist/svg/icon-sign-in-gray.svg" /> My Profile </button>',
      },
    ],
    after: '.user-state button.profile',
  },
  {
    id: 'r-wikia-global-search-placeholder-reworded',
    page: 'web/readability-wikia.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByPlaceholder('Search', { exact: true })",
    description: 'search box in the global navigation',
    target: 'input.wds-global-navigation__search-input',
    edits: [
      {
        from: '<input class="wds-global-navigation__search-input" name="s" placeholder="Search" placeholder-active="Search Stories and Wikis..." placeholder-inactive="Search" />',
        to: '<input class="wds-global-navigation__search-input" type="search" name="s" aria-label="Search Fandom" placeholder="Search Fandom" placeholder-active="Search Stories and Wikis..." placeholder-inactive="Search Fandom" />',
      },
    ],
    after: 'input.wds-global-navigation__search-input',
  },
  {
    id: 'r-index-count-dracula-contact-removed',
    page: 'web/adminlte-index.html',
    kind: 'delete-sibling',
    framework: 'playwright',
    locator: "page.locator('.contacts-list a', { hasText: 'Count Dracula' })",
    description: 'Count Dracula in the chat contacts list',
    target: '.contacts-list li:first-child a',
    edits: [
      {
        from: '\n                        <li>\n                          <a href="#">\n                            <img\n                              class="contacts-list-img"\n                              src="./assets/img/user1-128x128.jpg"\n                              alt="User Avatar"\n                            />\n\n                            <div class="contacts-list-info">\n                              <span class="contacts-list-name">\n                                Count Dracula\n                                <small class="contacts-list-date float-end"> 2/28/2023 </small>\n                              </span>\n                              <span class="contacts-list-msg"> How have you been? I was... </span>\n                            </div>\n                            <!-- /.contacts-list-info -->\n                          </a>\n                        </li>\n                        <!-- End Contact Item -->',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'r-cnn-main-linkedin-share-restyled',
    page: 'web/readability-cnn.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.locator('#js-sharebar-main .icon--social-linkedin')",
    description: 'LinkedIn share button in the top share bar',
    target: '#js-sharebar-main .js-share-linkedin',
    edits: [
      {
        from: '<div class="share-tools" id="js-sharebar-main">',
        to: '<div class="share-tools share-tools--top" id="share-bar-top">',
      },
      {
        from: '<a class="icon icon--social-linkedin js-share-linkedin"',
        to: '<a aria-label="Share on LinkedIn" class="icon icon--linkedin js-share-linkedin"',
        count: 2,
      },
    ],
    after: '#share-bar-top .js-share-linkedin',
  },
  {
    id: 'r-spiceworks-share-linkedin-aria',
    page: 'web/readability-spiceworks.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByTitle('linkedin').first()",
    description: 'LinkedIn share link at the top of the article',
    target: 'a[title="linkedin"] >> nth=0',
    edits: [
      {
        from: 'rel="nofollow" title="linkedin"',
        to: 'rel="nofollow noopener" aria-label="Share on LinkedIn"',
        count: 2,
      },
    ],
    after: 'a[aria-label="Share on LinkedIn"] >> nth=0',
  },
  {
    id: 'r-spiceworks-footer-careers-moved-url',
    page: 'web/readability-spiceworks.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.locator('a.site-footer_link', { hasText: 'Careers' })",
    description: '',
    target: 'a.site-footer_link[href="https://swzd.com/careers/"]',
    edits: [
      {
        from: '<a target="_blank" rel="noopener" href="https://swzd.com/careers/" class="site-footer_link">Careers</a>',
        to: '<a target="_blank" rel="noopener" href="https://www.ziffdavis.com/careers" class="site-footer_link">Jobs</a>',
      },
    ],
    after: 'a.site-footer_link[href="https://www.ziffdavis.com/careers"]',
  },
  {
    id: 'r-compose-attachments-label-reworded',
    page: 'web/adminlte-mailbox-compose.html',
    kind: 'combined',
    framework: 'playwright',
    locator: "page.getByText('Attachments', { exact: true })",
    description: 'Attachments label on the compose form',
    target: 'label[for="mail-attach"]',
    edits: [
      {
        from: '<label class="form-label" for="mail-attach">Attachments</label>',
        to: '<label class="form-label" for="mail-files">Attach files</label>',
      },
      { from: 'id="mail-attach"', to: 'id="mail-files"' },
    ],
    after: 'label[for="mail-files"]',
  },
  {
    id: 'r-settings-timezone-field-renamed',
    page: 'web/adminlte-pages-settings.html',
    kind: 'combined',
    framework: 'playwright',
    locator: 'page.locator(\'label[for="settings-tz"]\')',
    description: 'Time zone label in account settings',
    target: 'label[for="settings-tz"]',
    edits: [
      {
        from: '<label class="form-label" for="settings-tz"> Time zone </label>',
        to: '<label class="form-label" for="settings-timezone"> Timezone </label>',
      },
      { from: 'id="settings-tz"', to: 'id="settings-timezone"' },
    ],
    after: 'label[for="settings-timezone"]',
  },
  {
    id: 'r-inbox-row-link-bs53-link-helpers',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'class-rehash',
    framework: 'playwright',
    locator: "page.locator('a.text-body', { hasText: 'Olivia Bennett' })",
    description: 'Olivia Bennett message in the inbox',
    target: 'li.list-group-item a:has-text("Olivia Bennett")',
    edits: [
      {
        from: 'class="flex-grow-1 d-flex flex-column flex-md-row gap-md-3 text-decoration-none text-body"',
        to: 'class="flex-grow-1 d-flex flex-column flex-md-row gap-md-3 link-body-emphasis link-underline-opacity-0"',
        count: 8,
      },
    ],
    after: 'li.list-group-item a:has-text("Olivia Bennett")',
  },
];
