/**
 * Hand-written refactors of corpus pages, set f: written in the eleventh session by a helper
 * that never saw the engine's answers, and kept outside the repository as a held-out measurement
 * then (on that session's last engine: 12 of 22 healed, no false heal, 3/3 deleted refused).
 * The twelfth session read its refusals and false heals for rules, so it is tuned on now: a
 * regression set like the others, no longer a predictor of unseen pages.
 */
import type { ProbeCase } from './types.js';

const SBL = 'web/sbadmin2-login.html';
const REG = 'web/adminlte-examples-register-v2.html';
const VAL = 'web/adminlte-forms-validation.html';
const PROJ = 'web/adminlte-pages-projects.html';
const SBT = 'web/sbadmin2-tables.html';
const ALASKA = 'web/miniwob-flight-alaska-original.html';
const MID = 'web/midscene-local-search.html';
const TODO = 'web/playwright-to-do-notifications-index.html';
const KS = 'web/cypress-kitchensink-index.html';
/** The Mobile App v2 row of the projects table, as the page has it (with the indentation of the next row). */
const MOBILE_ROW =
  '<tr>\n                        <td>\n                          <a href="#" class="fw-semibold text-decoration-none"> Mobile App v2 </a>\n                          <div class="small text-secondary">Nimbus Labs</div>\n                        </td>\n                        <td>\n                          <span class="badge text-bg-success"> On track </span>\n                        </td>\n                        <td style="min-width: 8rem">\n                          <div class="d-flex align-items-center gap-2">\n                            <div class="progress flex-grow-1" style="height: 6px">\n                              <div\n                                class="progress-bar bg-primary"\n                                role="progressbar"\n                                style="width: 61%"\n                                aria-valuenow="61"\n                                aria-valuemin="0"\n                                aria-valuemax="100"\n                              ></div>\n                            </div>\n                            <small class="text-secondary" style="min-width: 2.25rem"> 61% </small>\n                          </div>\n                        </td>\n                        <td>\n                          <div class="d-inline-flex">\n                            <span\n                              class="rounded-circle d-inline-flex align-items-center justify-content-center bg-primary-subtle text-primary fw-semibold"\n                              style="\n                                width: 1.75rem;\n                                height: 1.75rem;\n                                font-size: 0.7rem;\n                                border: 2px solid var(--bs-body-bg);\n                                margin-left: 0;\n                              "\n                              title="LC"\n                            >\n                              LC </span\n                            ><span\n                              class="rounded-circle d-inline-flex align-items-center justify-content-center bg-danger-subtle text-danger fw-semibold"\n                              style="\n                                width: 1.75rem;\n                                height: 1.75rem;\n                                font-size: 0.7rem;\n                                border: 2px solid var(--bs-body-bg);\n                                margin-left: -0.5rem;\n                              "\n                              title="ED"\n                            >\n                              ED </span\n                            ><span\n                              class="rounded-circle d-inline-flex align-items-center justify-content-center bg-secondary-subtle text-secondary fw-semibold"\n                              style="\n                                width: 1.75rem;\n                                height: 1.75rem;\n                                font-size: 0.7rem;\n                                border: 2px solid var(--bs-body-bg);\n                                margin-left: -0.5rem;\n                              "\n                              title="AF"\n                            >\n                              AF </span\n                            ><span\n                              class="rounded-circle d-inline-flex align-items-center justify-content-center bg-info-subtle text-info fw-semibold"\n                              style="\n                                width: 1.75rem;\n                                height: 1.75rem;\n                                font-size: 0.7rem;\n                                border: 2px solid var(--bs-body-bg);\n                                margin-left: -0.5rem;\n                              "\n                              title="SK"\n                            >\n                              SK\n                            </span>\n                          </div>\n                        </td>\n                        <td class="text-nowrap">$92,500</td>\n                        <td class="text-nowrap">Aug 18, 2026</td>\n                        <td>\n                          <span class="badge text-bg-info"> Medium </span>\n                        </td>\n                        <td class="text-end">\n                          <div class="btn-group btn-group-sm">\n                            <button class="btn btn-outline-secondary" type="button" title="View">\n                              <i class="bi bi-eye" aria-hidden="true"></i>\n                            </button>\n                            <button class="btn btn-outline-secondary" type="button" title="Edit">\n                              <i class="bi bi-pencil" aria-hidden="true"></i>\n                            </button>\n                            <button class="btn btn-outline-secondary" type="button" title="More">\n                              <i class="bi bi-three-dots-vertical" aria-hidden="true"></i>\n                            </button>\n                          </div>\n                        </td>\n                      </tr>\n                      ';

export const PROBE_CASES: ProbeCase[] = [
  {
    id: 'sbl-login-to-button-signin',
    page: SBL,
    kind: 'combined',
    locator: "page.getByRole('link', { name: 'Login', exact: true })",
    description: 'the Login button',
    target: 'a.btn-primary',
    edits: [
      {
        from: `<a href="index.html" class="btn btn-primary btn-user btn-block">
                                            Login
                                        </a>`,
        to: `<button type="submit" class="btn btn-primary btn-user btn-block">
                                            Sign in
                                        </button>`,
      },
    ],
    after: 'button[type=submit]',
  },
  {
    id: 'sbl-email-id-renamed',
    page: SBL,
    kind: 'id/class renamed',
    locator: '#exampleInputEmail',
    framework: 'selenium',
    description: 'email address field',
    target: 'input[type=email]',
    edits: [{ from: 'id="exampleInputEmail"', to: 'id="loginEmail"' }],
    after: 'input[type=email]',
  },
  {
    id: 'sbl-forgot-reworded',
    page: SBL,
    kind: 'text reworded',
    locator: "page.getByText('Forgot Password?')",
    description: 'forgot password link',
    target: 'a[href="forgot-password.html"]',
    edits: [{ from: 'Forgot Password?</a>', to: 'Reset your password</a>' }],
    after: 'a[href="forgot-password.html"]',
  },
  {
    id: 'reg-fullname-label-reworded-f',
    page: REG,
    kind: 'combined',
    locator: "page.getByLabel('Full Name')",
    description: 'full name input on the registration form',
    target: '#registerFullName',
    edits: [
      {
        from: `<input id="registerFullName" type="text" class="form-control" placeholder="" />
                <label for="registerFullName">Full Name</label>`,
        to: `<input id="regName" type="text" class="form-control" placeholder="" autocomplete="name" />
                <label for="regName">Your name</label>`,
      },
    ],
    after: '#regName',
  },
  {
    id: 'reg-signin-to-register',
    page: REG,
    kind: 'text reworded',
    locator: "//button[@type='submit' and text()='Sign In']",
    framework: 'selenium',
    description: 'submit button of the register form',
    target: 'form button[type=submit]',
    edits: [
      {
        from: '<button type="submit" class="btn btn-primary">Sign In</button>',
        to: '<button type="submit" class="btn btn-primary">Register</button>',
      },
    ],
    after: 'form button[type=submit]',
  },
  {
    id: 'reg-terms-checkbox-deleted',
    page: REG,
    kind: 'deleted',
    locator: '#flexCheckDefault',
    description: 'I agree to the terms checkbox',
    target: '#flexCheckDefault',
    edits: [
      {
        from: `<div class="form-check">
                  <input class="form-check-input" type="checkbox" value="" id="flexCheckDefault" />
                  <label class="form-check-label" for="flexCheckDefault">
                    I agree to the <a href="#">terms</a>
                  </label>
                </div>`,
        to: `<p class="small mb-0">By registering you agree to the <a href="#">terms</a></p>`,
      },
    ],
    after: null,
  },
  {
    id: 'val-state-select-id',
    page: VAL,
    kind: 'id/class renamed',
    locator: 'select#validationCustom04',
    framework: 'selenium',
    description: 'State dropdown',
    target: '#validationCustom04',
    edits: [
      {
        from: `<label for="validationCustom04" class="form-label">State</label>
                          <select class="form-select" id="validationCustom04" required>`,
        to: `<label for="state" class="form-label">State</label>
                          <select class="form-select" id="state" name="state" required>`,
      },
    ],
    after: 'select#state',
  },
  {
    id: 'val-submit-form-decoy',
    page: VAL,
    kind: 'combined',
    locator: "page.getByRole('button', { name: 'Submit form' })",
    description: 'Submit form button in the custom validation card',
    target: 'button.btn-info',
    edits: [
      {
        from: '<button class="btn btn-info" type="submit">Submit form</button>',
        to: `<button class="btn btn-secondary" type="reset">Reset form</button>
                      <button class="btn btn-info" type="submit">Submit</button>`,
      },
    ],
    after: 'button.btn-info',
  },
  {
    id: 'val-agree-checkbox-reworded',
    page: VAL,
    kind: 'text reworded',
    locator: "page.getByLabel('Agree to terms and conditions')",
    description: 'terms checkbox',
    target: '#invalidCheck',
    edits: [
      {
        from: `Agree to terms and conditions
                            </label>`,
        to: `I accept the Terms of Service
                            </label>`,
      },
    ],
    after: '#invalidCheck',
  },
  {
    id: 'proj-edit-row-sorted',
    page: PROJ,
    kind: 'reordered',
    locator: "//table/tbody/tr[3]/td[8]//button[@title='Edit']",
    framework: 'selenium',
    description: 'Edit button in the row for Mobile App v2',
    target: 'tr:has-text("Mobile App v2") button[title=Edit]',
    edits: [
      { from: MOBILE_ROW, to: '' },
      { from: '<tbody>\n                      ', to: '<tbody>\n                      ' + MOBILE_ROW },
    ],
    after: 'tr:has-text("Mobile App v2") button[title=Edit]',
  },
  {
    id: 'proj-new-project-reworded',
    page: PROJ,
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: 'New project' })",
    description: 'New project button',
    target: 'button.btn-primary.btn-sm',
    edits: [
      {
        from: `<i class="bi bi-plus-lg me-1" aria-hidden="true"></i>
                  New project`,
        to: `<i class="bi bi-plus-lg me-1" aria-hidden="true"></i>
                  Create project`,
      },
    ],
    after: 'button.btn-primary.btn-sm',
  },
  {
    id: 'proj-status-filter-relabelled',
    page: PROJ,
    kind: 'combined',
    locator: "page.getByLabel('Filter by status')",
    description: 'status filter dropdown',
    target: 'select[aria-label="Filter by status"]',
    edits: [
      {
        from: `<select
                  class="form-select form-select-sm"
                  style="width: 10rem"
                  aria-label="Filter by status"
                >`,
        to: `<label class="visually-hidden" for="project-status">Status</label>
                <select
                  id="project-status"
                  class="form-select form-select-sm"
                  style="width: 10rem"
                >`,
      },
    ],
    after: '#project-status',
  },
  {
    id: 'sbt-logout-modal-button',
    page: SBT,
    kind: 'tag changed',
    locator: '#logoutModal a.btn-primary',
    framework: 'selenium',
    description: 'Logout button in the Ready to Leave dialog',
    target: '#logoutModal a.btn-primary',
    edits: [
      {
        from: '<a class="btn btn-primary" href="login.html">Logout</a>',
        to: '<button class="btn btn-primary" type="button" id="confirmLogout">Logout</button>',
      },
    ],
    after: '#confirmLogout',
  },
  {
    id: 'sbt-tables-nav-moved',
    page: SBT,
    kind: 'structure changed',
    locator: "page.locator('#accordionSidebar > li:nth-child(12) > a')",
    description: 'Tables link in the sidebar',
    target: '#accordionSidebar a[href="tables.html"]',
    edits: [
      {
        from: `<!-- Nav Item - Tables -->
            <li class="nav-item active">
                <a class="nav-link" href="tables.html">
                    <i class="fas fa-fw fa-table"></i>
                    <span>Tables</span></a>
            </li>`,
        to: `<!-- Nav Item - Tables -->
            <li class="nav-item active">
                <div class="nav-group">
                    <a class="nav-link" href="tables.html" aria-current="page">
                        <i class="fas fa-fw fa-table"></i>
                        <span>Data Tables</span></a>
                </div>
            </li>`,
      },
    ],
    after: '#accordionSidebar a[href="tables.html"]',
  },
  {
    id: 'alaska-depart-date-renamed',
    page: ALASKA,
    kind: 'combined',
    locator: "//input[@id='departure-date']",
    framework: 'selenium',
    description: 'Depart date field',
    target: '#departure-date',
    edits: [
      {
        from: `<label id="lbldep-date" for="departure-date" class="text-label">Depart</label>
			<input autocomplete="off" autocorrect="off" class="text-input calbg" id="departure-date"`,
        to: `<label id="lbldep-date" for="depart-on" class="text-label">Departure date</label>
			<input autocomplete="off" autocorrect="off" class="text-input calbg" id="depart-on"`,
      },
    ],
    after: 'input[name="SearchFields.DepartureDate"]',
  },
  {
    id: 'alaska-find-flights-button',
    page: ALASKA,
    kind: 'tag changed',
    locator: "input[value='Find Flights']",
    description: 'Find Flights button',
    target: 'input[type=submit]',
    edits: [
      {
        from: '<input type="submit" class="button" value ="Find Flights" />',
        to: '<button type="submit" class="button">Find flights</button>',
      },
    ],
    after: '#searchForm button[type=submit]',
  },
  {
    id: 'alaska-add-passenger-icon',
    page: ALASKA,
    kind: 'combined',
    locator: "page.locator('#num-travelers-cnt').getByText('+')",
    description: 'plus button to add a passenger',
    target: '#num-travelers-cnt .tnum-button >> nth=1',
    edits: [
      {
        from: `<div class="tnum-button" onclick="Alaska.numTravelers(1);">+</div>`,
        to: `<button type="button" class="tnum-button" aria-label="Add passenger" onclick="Alaska.numTravelers(1);"><span class="icon-plus"></span></button>`,
      },
    ],
    after: 'button[aria-label="Add passenger"]',
  },
  {
    id: 'alaska-oneway-relabelled',
    page: ALASKA,
    kind: 'text reworded',
    locator: "page.getByLabel('One-way')",
    description: 'one way checkbox',
    target: '#srh-isow',
    edits: [
      {
        from: '<label for="srh-isow" class="css-lbl" onclick="">One-way</label>',
        to: '<label for="srh-isow" class="css-lbl" onclick="">One way trip</label>',
      },
    ],
    after: '#srh-isow',
  },
  {
    id: 'mid-search-button-id',
    page: MID,
    kind: 'id/class renamed',
    locator: '#searchBtn',
    framework: 'selenium',
    description: '',
    target: 'button.search-button',
    edits: [
      {
        from: '<button class="search-button" onclick="performSearch()" id="searchBtn">',
        to: '<button class="search-btn" type="submit" onclick="performSearch()" id="search-submit">',
      },
    ],
    after: '#search-submit',
  },
  {
    id: 'mid-settings-icon',
    page: MID,
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: 'Settings' })",
    description: 'Settings button',
    target: 'button.settings-button',
    edits: [
      {
        from: '<button class="settings-button" onclick="showSettings()">Settings</button>',
        to: '<button class="settings-button" onclick="showSettings()" title="Preferences" aria-label="Preferences">&#9881;</button>',
      },
    ],
    after: 'button.settings-button',
  },
  {
    id: 'mid-maps-link-deleted',
    page: MID,
    kind: 'deleted',
    locator: "page.getByRole('link', { name: 'Maps' })",
    description: 'Maps link in the header',
    target: '.nav-links a >> text=Maps',
    edits: [{ from: '            <a href="#">Maps</a>\n', to: '' }],
    after: null,
  },
  {
    id: 'todo-title-relabelled',
    page: TODO,
    kind: 'combined',
    locator: "page.getByLabel('Task title:')",
    description: 'task title input',
    target: '#title',
    edits: [
      {
        from: '<label for="title">Task title:</label><input type="text" id="title" required>',
        to: '<label for="task-name">Name</label><input type="text" id="task-name" placeholder="What needs doing?" required>',
      },
    ],
    after: '#task-form input[type=text]',
  },
  {
    id: 'todo-add-task-button',
    page: TODO,
    kind: 'tag changed',
    locator: "//input[@value='Add Task']",
    framework: 'selenium',
    description: 'Add Task submit button',
    target: '#submit',
    edits: [
      {
        from: '<div><input type="submit" id="submit" value="Add Task"></div>',
        to: '<div><button type="submit" class="primary">Add task</button></div>',
      },
    ],
    after: '#task-form button[type=submit]',
  },
  {
    id: 'ks-github-link-decoy',
    page: KS,
    kind: 'decoy added',
    locator: "page.getByRole('link', { name: 'GitHub' })",
    description: 'GitHub link in the top navigation bar',
    target: '.navbar-nav.pull-right a',
    edits: [
      {
        from: '<h1>Kitchen Sink</h1>',
        to: `<h1>Kitchen Sink</h1>
      <a class="btn btn-default" href="https://github.com/cypress-io/cypress-example-kitchensink">Star it on GitHub</a>`,
      },
    ],
    after: '.navbar-nav.pull-right a',
  },
  {
    id: 'sbl-facebook-login-deleted',
    page: SBL,
    kind: 'deleted',
    locator: "//a[contains(., 'Login with Facebook')]",
    framework: 'selenium',
    description: 'Login with Facebook button',
    target: 'a.btn-facebook',
    edits: [
      {
        from: `
                                        <a href="index.html" class="btn btn-facebook btn-user btn-block">
                                            <i class="fab fa-facebook-f fa-fw"></i> Login with Facebook
                                        </a>`,
        to: '',
      },
    ],
    after: null,
  },
];
