/**
 * Hand-written refactors of corpus pages (Cypress kitchen sink, AdminLTE, SB Admin 2, TodoMVC,
 * Vaadin dev pages, readability/postlight article pages, MiniWoB, Midscene, wanted.co.kr): written
 * without looking at the engine's answers (a held-out measurement when written; the engine has been
 * tuned on none of them yet).
 */
import type { ProbeCase } from './types.js';

const CYA = 'web/cypress-kitchensink-actions.html';
const CYQ = 'web/cypress-kitchensink-querying.html';
const CYT = 'web/cypress-kitchensink-traversal.html';
const AFE = 'web/adminlte-forms-elements.html';
const AWZ = 'web/adminlte-forms-wizard.html';
const ASET = 'web/adminlte-pages-settings.html';
const AKB = 'web/adminlte-pages-kanban.html';
const AI2 = 'web/adminlte-index2.html';
const AMB = 'web/adminlte-mailbox-inbox.html';
const SBI = 'web/sbadmin2-index.html';

export const PROBE_CASES: ProbeCase[] = [
  // ── Cypress kitchen sink: actions ───────────────────────────────────────────────────────────
  {
    id: 'cya-email-id-renamed',
    page: CYA,
    kind: 'id/class renamed',
    locator: '#email1',
    description: 'email address field in the type() example',
    target: '#email1',
    edits: [
      {
        from: '<label for="email1">Email address</label>',
        to: '<label for="email-address">Email address</label>',
      },
      {
        from: 'class="form-control action-email" id="email1"',
        to: 'class="form-control action-email" id="email-address"',
      },
    ],
    after: '#email-address',
  },
  {
    id: 'cya-coupon-submit-combined',
    page: CYA,
    kind: 'combined',
    locator: "//form[@class='action-form']/button[text()='Submit']",
    framework: 'selenium',
    description: 'submit button of the coupon form',
    target: 'form.action-form button',
    edits: [
      { from: '<form class="action-form">', to: '<form class="coupon-form">' },
      {
        from: `<input type="text" class="form-control" id="couponCode1">
              </div>
              <button type="submit" class="btn btn-primary">Submit</button>`,
        to: `<input type="text" class="form-control" id="couponCode1">
              </div>
              <button type="submit" class="btn btn-primary">Apply coupon</button>`,
      },
    ],
    after: 'form.coupon-form button',
  },
  {
    id: 'cya-checkbox3-select-all-added',
    page: CYA,
    kind: 'structure changed',
    locator: "(//div[@class='action-checkboxes']//input[@type='checkbox'])[3]",
    framework: 'selenium',
    description: 'checkbox three in the check() example',
    target: '.action-checkboxes input[value=checkbox3]',
    edits: [
      {
        from: '<div class="action-checkboxes">',
        to: `<div class="action-checkboxes">
              <div class="checkbox select-all">
                <label>
                  <input type="checkbox" value="all">
                  Select all
                </label>
              </div>`,
      },
    ],
    after: '.action-checkboxes input[value=checkbox3]',
  },
  {
    id: 'cya-radio2-deleted',
    page: CYA,
    kind: 'deleted',
    locator: '#optionsRadios2',
    description: 'radio two',
    target: '#optionsRadios2',
    edits: [
      {
        from: `              <div class="radio">
                <label>
                  <input type="radio" name="optionsRadios" id="optionsRadios2" value="radio2">
                  Radio two has value "radio2". When checked, it will uncheck Radio one.
                </label>
              </div>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'cya-fruit-select-class',
    page: CYA,
    kind: 'id/class renamed',
    locator: "page.locator('select.action-select')",
    description: 'fruit dropdown',
    target: 'select.action-select',
    edits: [
      { from: '<select class="form-control action-select">', to: '<select class="form-select" id="fruit">' },
    ],
    after: '#fruit',
  },
  {
    id: 'cya-popover-reworded',
    page: CYA,
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: 'Click to toggle popover' })",
    description: 'button that shows the popover',
    target: '.action-btn',
    edits: [
      {
        from: 'data-content="This popover shows up on click">Click to toggle popover</button>',
        to: 'data-content="This popover shows up on click">Show popover</button>',
      },
    ],
    after: '.action-btn',
  },
  {
    id: 'cya-describe-label',
    page: CYA,
    kind: 'text reworded',
    locator: "page.getByLabel('Describe:')",
    description: 'the describe text box in the clear() example',
    target: '#description',
    edits: [
      {
        from: '<label for="description">Describe:</label>',
        to: '<label for="description">Description</label>',
      },
    ],
    after: '#description',
  },
  // ── Cypress kitchen sink: querying ──────────────────────────────────────────────────────────
  {
    id: 'cyq-data-cy-renamed',
    page: CYQ,
    kind: 'id/class renamed',
    locator: '[data-cy=submit]',
    description: 'the Submit button in the best practices section',
    target: '[data-cy=submit]',
    edits: [
      { from: 'data-cy="submit">Submit</button>', to: 'data-testid="submit-selection">Submit</button>' },
    ],
    after: '[data-testid=submit-selection]',
  },
  {
    id: 'cyq-save-form-reworded',
    page: CYQ,
    kind: 'text reworded',
    locator: "//span[text()='Save Form']/parent::button",
    framework: 'selenium',
    description: 'Save Form button',
    target: '.query-button button',
    edits: [
      {
        from: '<button class="btn btn-default"><span>Save Form</span></button>',
        to: '<button class="btn btn-primary" type="submit">Save</button>',
      },
    ],
    after: '.query-button button',
  },
  {
    id: 'cyq-password-form-renamed',
    page: CYQ,
    kind: 'combined',
    locator: "page.locator('.query-form').getByPlaceholder('Password')",
    description: 'password input in the form',
    target: '#inputPassword',
    edits: [
      { from: '<form class="query-form">', to: '<form class="signin-form">' },
      { from: 'id="inputPassword"', to: 'id="password"' },
    ],
    after: '#password',
  },
  {
    id: 'cyq-name-moved-into-form',
    page: CYQ,
    kind: 'moved',
    locator: "//div[@class='well']/input[@placeholder='Name']",
    framework: 'selenium',
    description: 'Name input',
    target: '#inputName',
    edits: [
      {
        move: {
          start: `<input
              type="text"
              id="inputName"`,
          end: `placeholder="Name"
            >`,
        },
        before: `<input
                type="text"
                id="inputEmail"`,
      },
    ],
    after: '.query-form #inputName',
  },
  {
    id: 'cyq-bananas-list-resorted',
    page: CYQ,
    kind: 'combined',
    locator: 'li.third',
    description: 'bananas',
    target: 'li.third',
    edits: [
      {
        from: `<li class="first">apples</li>
              <li class="second">oranges</li>
              <li class="third">bananas</li>
              <li class="fourth">more apples</li>`,
        to: `<li>apples</li>
              <li>bananas</li>
              <li>more apples</li>
              <li>oranges</li>`,
      },
    ],
    after: '.query-list li:text-is("bananas")',
  },
  // ── Cypress kitchen sink: traversal ─────────────────────────────────────────────────────────
  {
    id: 'cyt-page3-prev-removed',
    page: CYT,
    kind: 'structure changed',
    locator: "//ul[contains(@class,'traversal-pagination')]/li[4]/a",
    framework: 'selenium',
    description: 'page 3 link in the pagination',
    target: '.traversal-pagination a:text-is("3")',
    edits: [
      {
        from: `              <li>
                <a href="#">
                  <span>&laquo;</span>
                </a>
              </li>
`,
        to: '',
      },
    ],
    after: '.traversal-pagination a:text-is("3")',
  },
  {
    id: 'cyt-services-tab-button',
    page: CYT,
    kind: 'tag changed',
    locator: "page.locator('.traversal-nav').getByRole('link', { name: 'Services' })",
    description: 'Services tab',
    target: '.traversal-nav a:text-is("Services")',
    edits: [
      {
        from: `<li><a href="#">Services</a></li>`,
        to: `<li><button type="button" class="nav-link" role="tab">Services</button></li>`,
      },
    ],
    after: '.traversal-nav button',
  },
  {
    id: 'cyt-conures-sorted',
    page: CYT,
    kind: 'reordered',
    locator: "//ul[contains(@class,'birds')]/li[4]",
    framework: 'selenium',
    description: 'Conures in the birds list',
    target: '.birds li:text-is("Conures")',
    edits: [
      { from: `<li class="list-group-item">Lorikeets</li>\n`, to: '' },
      {
        from: '<li class="list-group-item">Eclectus</li>',
        to: `<li class="list-group-item">Eclectus</li>
            <li class="list-group-item">Lorikeets</li>`,
      },
    ],
    after: '.birds li:text-is("Conures")',
  },
  {
    id: 'cyt-last-submit-input-to-button',
    page: CYT,
    kind: 'tag changed',
    locator: 'div.traversal-buttons > input[type=submit]',
    framework: 'selenium',
    description: 'Submit button in the last() example',
    target: '.traversal-buttons input[type=submit]',
    edits: [
      {
        from: '<input class="btn btn-default" type="submit" value="Submit">',
        to: '<button class="btn btn-primary" type="submit">Submit</button>',
      },
    ],
    after: '.traversal-buttons button:text-is("Submit")',
  },
  {
    id: 'cyt-messages-pill-deleted',
    page: CYT,
    kind: 'deleted',
    locator: 'text=Messages',
    description: 'Messages pill',
    target: '.traversal-pills a:text-is("Messages")',
    edits: [{ from: '            <li><a href="#">Messages</a></li>\n', to: '' }],
    after: null,
  },
  {
    id: 'cyt-enabled-button-deleted',
    page: CYT,
    kind: 'deleted',
    locator: "//div[@class='traversal-disabled']/button[text()='Button']",
    framework: 'selenium',
    description: 'the enabled button next to Disabled',
    target: '.traversal-disabled button:not([disabled])',
    edits: [{ from: '            <button type="button" class="btn btn-default">Button</button>\n', to: '' }],
    after: null,
  },
  // ── AdminLTE: form elements ─────────────────────────────────────────────────────────────────
  {
    id: 'afe-check-me-out-reworded',
    page: AFE,
    kind: 'text reworded',
    locator: "page.getByLabel('Check me out')",
    description: 'Check me out checkbox in the quick example',
    target: '#exampleCheck1',
    edits: [
      {
        from: '<label class="form-check-label" for="exampleCheck1">Check me out</label>',
        to: '<label class="form-check-label" for="exampleCheck1">Subscribe to updates</label>',
      },
    ],
    after: '#exampleCheck1',
  },
  {
    id: 'afe-notifications-switch-reordered',
    page: AFE,
    kind: 'reordered',
    locator: "(//div[contains(@class,'form-switch')]/input)[1]",
    framework: 'selenium',
    description: 'Notifications switch',
    target: '#switch-1',
    edits: [
      {
        move: {
          start: `<div class="form-check form-switch">
                      <input
                        class="form-check-input"
                        type="checkbox"
                        role="switch"
                        id="switch-2"`,
          end: `<label class="form-check-label" for="switch-2">Auto-save</label>
                    </div>`,
        },
        before: '<div class="form-check form-switch mb-2">',
      },
    ],
    after: '#switch-1',
  },
  {
    id: 'afe-submit-decoy-added',
    page: AFE,
    kind: 'decoy added',
    locator: "page.getByRole('button', { name: 'Submit' })",
    description: 'Submit button of the Quick Example form',
    target: 'form .card-footer button',
    edits: [
      {
        from: `<label for="floatingTextarea">Comments</label>
                    </div>
                  </div>`,
        to: `<label for="floatingTextarea">Comments</label>
                    </div>
                  </div>
                  <div class="card-footer">
                    <button type="button" class="btn btn-secondary">Submit</button>
                  </div>`,
      },
    ],
    after: 'form .card-footer button',
  },
  {
    id: 'afe-select-default-deleted',
    page: AFE,
    kind: 'deleted',
    locator: '#select-default',
    description: 'the Select dropdown',
    target: '#select-default',
    edits: [
      {
        from: `<div class="mb-3">
                      <label class="form-label" for="select-default">Select</label>
                      <select class="form-select" id="select-default">
                        <option selected>Open this select menu</option>
                        <option>One</option>
                        <option>Two</option>
                        <option>Three</option>
                      </select>
                    </div>`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'afe-comments-label-reworded',
    page: AFE,
    kind: 'text reworded',
    locator: "page.getByLabel('Comments')",
    description: 'comments textarea',
    target: '#floatingTextarea',
    edits: [
      { from: 'placeholder="Leave a comment here"', to: 'placeholder="Tell us what you think"' },
      {
        from: '<label for="floatingTextarea">Comments</label>',
        to: '<label for="floatingTextarea">Feedback</label>',
      },
    ],
    after: '#floatingTextarea',
  },
  {
    id: 'afe-colour-title-british',
    page: AFE,
    kind: 'text reworded',
    locator: "input[title='Choose your color']",
    framework: 'selenium',
    description: 'colour picker',
    target: '#form-color',
    edits: [
      { from: 'title="Choose your color"', to: 'title="Choose your colour"' },
      {
        from: '<label class="form-label" for="form-color">Color</label>',
        to: '<label class="form-label" for="form-color">Colour</label>',
      },
    ],
    after: '#form-color',
  },
  {
    id: 'afe-upload-id-and-label',
    page: AFE,
    kind: 'combined',
    locator: '#inputGroupFile02',
    description: 'file upload input in the quick example',
    target: '#inputGroupFile02',
    edits: [
      {
        from: `<input type="file" class="form-control" id="inputGroupFile02" />
                        <label class="input-group-text" for="inputGroupFile02">Upload</label>`,
        to: `<input type="file" class="form-control" id="quick-attachment" />
                        <label class="input-group-text" for="quick-attachment">Attach</label>`,
      },
    ],
    after: '#quick-attachment',
  },
  // ── AdminLTE: wizard ────────────────────────────────────────────────────────────────────────
  {
    id: 'awz-next-continue',
    page: AWZ,
    kind: 'combined',
    locator: "page.getByRole('button', { name: 'Next' })",
    description: 'Next button in the wizard footer',
    target: '#wz-next',
    edits: [
      {
        from: `<button type="button" class="btn btn-primary" id="wz-next">
                          Next`,
        to: `<button type="button" class="btn btn-primary" id="wizard-continue">
                          Continue`,
      },
    ],
    after: '#wizard-continue',
  },
  {
    id: 'awz-role-label-job-title',
    page: AWZ,
    kind: 'text reworded',
    locator: "page.getByLabel('Role')",
    description: 'role dropdown on the profile step',
    target: '#wz-role',
    edits: [
      {
        from: `<label class="form-label" for="wz-role"> Role </label>
                            <select class="form-select" id="wz-role" required>`,
        to: `<label class="form-label" for="wz-job"> Job title </label>
                            <select class="form-select" id="wz-job" required>`,
      },
    ],
    after: '#wz-job',
  },
  {
    id: 'awz-security-switch-reordered',
    page: AWZ,
    kind: 'reordered',
    locator: "(//fieldset[@data-step='2']//input[@role='switch'])[2]",
    framework: 'selenium',
    description: 'Security alerts toggle',
    target: '#wz-notif-security',
    edits: [
      {
        move: {
          start: `<div class="form-check form-switch mb-2">
                          <input
                            class="form-check-input"
                            type="checkbox"
                            id="wz-notif-security"`,
          end: `Security alerts
                          </label>
                        </div>
`,
        },
        before: `<div class="form-check form-switch mb-2">
                          <input
                            class="form-check-input"
                            type="checkbox"
                            id="wz-notif-product"`,
      },
    ],
    after: '#wz-notif-security',
  },
  {
    id: 'awz-terms-link-deleted',
    page: AWZ,
    kind: 'deleted',
    locator: 'text=terms of service',
    description: 'terms of service link',
    target: '#wizard-form label[for=wz-terms] a',
    edits: [
      {
        from: 'I agree to the <a href="#">terms of service</a>.',
        to: 'I agree to the terms of service.',
      },
    ],
    after: null,
  },
  {
    id: 'awz-preferences-step-shifted',
    page: AWZ,
    kind: 'structure changed',
    locator: "//ol[@id='wizard-steps']/li[3]",
    framework: 'selenium',
    description: 'Preferences step in the progress indicator',
    target: '#wizard-steps li[data-step="2"]',
    edits: [
      {
        from: '<li data-step="1">Profile</li>',
        to: `<li data-step="1">Profile</li>
                      <li data-step="billing">Billing</li>`,
      },
    ],
    after: '#wizard-steps li:text-is("Preferences")',
  },
  {
    id: 'awz-confirm-password',
    page: AWZ,
    kind: 'combined',
    locator: '#wz-password2',
    description: 'confirm password',
    target: '#wz-password2',
    edits: [
      {
        from: '<label class="form-label" for="wz-password2"> Confirm password </label>',
        to: '<label class="form-label" for="wz-password-confirm"> Repeat password </label>',
      },
      { from: 'id="wz-password2"', to: 'id="wz-password-confirm"' },
    ],
    after: '#wz-password-confirm',
  },
  // ── AdminLTE: settings ──────────────────────────────────────────────────────────────────────
  {
    id: 'aset-weekly-digest-reordered-ids',
    page: ASET,
    kind: 'reordered',
    locator: '#notif-2',
    description: 'Weekly digest toggle in notification settings',
    target: '#notif-2',
    edits: [
      {
        move: {
          start: `<div
                          class="d-flex justify-content-between align-items-start py-2 border-bottom"
                        >
                          <div>
                            <p class="mb-0 fw-semibold">Mentions</p>`,
          end: `<label class="visually-hidden" for="notif-3"> Toggle Mentions </label>
                          </div>
                        </div>
                        `,
        },
        before: `<div
                          class="d-flex justify-content-between align-items-start py-2 border-bottom"
                        >
                          <div>
                            <p class="mb-0 fw-semibold">Weekly digest</p>`,
      },
      { from: 'notif-2"', to: 'notif-x"', count: 2 },
      { from: 'notif-3"', to: 'notif-2"', count: 2 },
      { from: 'notif-x"', to: 'notif-3"', count: 2 },
    ],
    after: '#notif-3',
  },
  {
    id: 'aset-save-changes-reworded',
    page: ASET,
    kind: 'text reworded',
    locator: "//button[text()='Save changes']",
    framework: 'selenium',
    description: 'Save button on the account form',
    target: '#account button[type=submit]',
    edits: [
      {
        from: '<button type="submit" class="btn btn-primary">Save changes</button>',
        to: '<button type="submit" class="btn btn-primary">Update profile</button>',
      },
    ],
    after: '#account button[type=submit]',
  },
  {
    id: 'aset-enable-2fa-link',
    page: ASET,
    kind: 'tag changed',
    locator: "page.getByRole('button', { name: 'Enable' })",
    description: 'Enable two-factor button',
    target: '#security button.btn-outline-primary',
    edits: [
      {
        from: '<button class="btn btn-outline-primary">Enable</button>',
        to: '<a href="#2fa-setup" class="btn btn-outline-primary">Set up</a>',
      },
    ],
    after: '#security a.btn-outline-primary',
  },
  {
    id: 'aset-delete-account-deleted',
    page: ASET,
    kind: 'deleted',
    locator: "page.getByRole('button', { name: 'Delete account' })",
    description: 'Delete account button',
    target: '#danger button.btn-danger',
    edits: [
      {
        from: '<button class="btn btn-danger">Delete account</button>',
        to: '<small class="text-secondary">Contact support to close your account.</small>',
      },
    ],
    after: null,
  },
  {
    id: 'aset-change-plan-reworded',
    page: ASET,
    kind: 'text reworded',
    locator: "//div[@id='billing']//a[normalize-space()='Change plan']",
    framework: 'selenium',
    description: 'change plan button in billing',
    target: '#billing a.btn-outline-primary',
    edits: [
      {
        from: '<a href="#" class="btn btn-outline-primary btn-sm"> Change plan </a>',
        to: '<a href="#" class="btn btn-outline-primary btn-sm"> Manage subscription </a>',
      },
    ],
    after: '#billing a.btn-outline-primary',
  },
  {
    id: 'aset-timezone-label',
    page: ASET,
    kind: 'text reworded',
    locator: "page.getByLabel('Time zone')",
    description: 'timezone select',
    target: '#settings-tz',
    edits: [
      {
        from: '<label class="form-label" for="settings-tz"> Time zone </label>',
        to: '<label class="form-label" for="settings-tz"> Timezone </label>',
      },
    ],
    after: '#settings-tz',
  },
  {
    id: 'aset-export-decoy',
    page: ASET,
    kind: 'decoy added',
    locator: "page.getByRole('button', { name: 'Export' })",
    description: 'Export data button in the danger zone',
    target: '#danger button.btn-outline-secondary',
    edits: [
      {
        from: '<a href="#" class="btn btn-link btn-sm">Update</a>',
        to: `<a href="#" class="btn btn-link btn-sm">Update</a>
                        </div>
                        <hr />
                        <div class="d-flex justify-content-end">
                          <button class="btn btn-outline-secondary btn-sm">Export invoices</button>`,
      },
    ],
    after: '#danger button.btn-outline-secondary',
  },
  {
    id: 'aset-security-tab-reordered',
    page: ASET,
    kind: 'reordered',
    locator: "//div[@id='settings-nav']/a[3]",
    framework: 'selenium',
    description: 'Security tab',
    target: '#settings-nav a[href="#security"]',
    edits: [
      {
        move: {
          start: `<a
                    href="#security"`,
          end: `></i>Security
                  </a>
                  `,
        },
        before: `<a
                    href="#danger"`,
      },
    ],
    after: '#settings-nav a[href="#security"]',
  },
  {
    id: 'aset-billing-tab-reworded',
    page: ASET,
    kind: 'text reworded',
    locator: "page.getByRole('tab', { name: 'Billing' })",
    description: 'Billing tab in the settings sidebar',
    target: '#settings-nav a[href="#billing"]',
    edits: [
      {
        from: '<i class="bi bi-credit-card me-2" aria-hidden="true"></i>Billing',
        to: '<i class="bi bi-credit-card me-2" aria-hidden="true"></i>Subscription',
      },
    ],
    after: '#settings-nav a[href="#billing"]',
  },
  // ── AdminLTE: kanban ────────────────────────────────────────────────────────────────────────
  {
    id: 'akb-add-card-todo-attr',
    page: AKB,
    kind: 'id/class renamed',
    locator: 'button[data-add-card-for="todo"]',
    description: '"Add card" button under the To do lane',
    target: 'button[data-add-card-for="todo"]',
    edits: [
      {
        from: 'class="kanban-add-card mt-2" type="button" data-add-card-for=',
        to: 'class="kanban-add-card mt-2" type="button" data-lane=',
        count: 4,
      },
    ],
    after: 'button[data-lane="todo"]',
  },
  {
    id: 'akb-lane-actions-in-progress',
    page: AKB,
    kind: 'combined',
    locator: "//div[@data-lane-id='in-progress']//button[@aria-label='Lane actions']",
    framework: 'selenium',
    description: 'the three-dots menu on the In progress lane',
    target: '.kanban-lane[data-lane-id="in-progress"] .kanban-lane-header button',
    edits: [
      {
        from: `title="Lane actions"
                    aria-label="Lane actions"`,
        to: `title="More options"
                    aria-label="More options"`,
        count: 4,
      },
      { from: 'data-lane-id="in-progress"', to: 'data-lane-id="doing"', count: 2 },
    ],
    after: '.kanban-lane[data-lane-id="doing"] .kanban-lane-header button',
  },
  {
    id: 'akb-add-lane-reworded',
    page: AKB,
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: 'Add lane' })",
    description: 'Add lane button',
    target: 'button.btn-primary:has-text("Add lane")',
    edits: [{ from: '</i>Add lane', to: '</i>New column' }],
    after: 'button.btn-primary:has-text("New column")',
  },
  {
    id: 'akb-sort-deleted',
    page: AKB,
    kind: 'deleted',
    locator: "page.getByRole('button', { name: 'Sort' })",
    description: 'Sort button in the toolbar',
    target: '.btn-group button:has(.bi-sort-down)',
    edits: [
      {
        from: `                <button class="btn btn-outline-secondary" type="button">
                  <i class="bi bi-sort-down me-1" aria-hidden="true"></i>Sort
                </button>
`,
        to: '',
      },
    ],
    after: null,
  },
  // ── AdminLTE: dashboard v2 and inbox ────────────────────────────────────────────────────────
  {
    id: 'ai2-chat-send-icon-only',
    page: AI2,
    kind: 'text reworded',
    locator: "//button[text()='Send']",
    framework: 'selenium',
    description: 'Send button of the direct chat',
    target: 'button.btn-warning:text-is("Send")',
    edits: [
      {
        from: '<button type="button" class="btn btn-warning">Send</button>',
        to: '<button type="submit" class="btn btn-warning" aria-label="Send message"><i class="bi bi-send"></i></button>',
      },
    ],
    after: 'button[aria-label="Send message"]',
  },
  {
    id: 'ai2-chat-placeholder',
    page: AI2,
    kind: 'text reworded',
    locator: "page.getByPlaceholder('Type Message ...')",
    description: 'chat message input',
    target: 'input[name=message]',
    edits: [{ from: 'placeholder="Type Message ..."', to: 'placeholder="Write a message…"' }],
    after: 'input[name=message]',
  },
  {
    id: 'ai2-order-row-inserted',
    page: AI2,
    kind: 'structure changed',
    locator: "//table[@class='table m-0']/tbody/tr[2]/td[1]/a",
    framework: 'selenium',
    description: 'the first OR1848 order link in Latest Orders',
    target: "xpath=//table[@class='table m-0']/tbody/tr[2]/td[1]/a",
    edits: [
      {
        from: `<tbody>
                          <tr>`,
        to: `<tbody>
                          <tr>
                            <td><a href="pages/examples/invoice.html" class="link-primary">OR5120</a></td>
                            <td>Nintendo Switch</td>
                            <td><span class="badge text-bg-warning">Pending</span></td>
                            <td><div id="table-sparkline-0"></div></td>
                          </tr>
                          <tr>`,
      },
    ],
    after: "xpath=//table[@class='table m-0']/tbody/tr[3]/td[1]/a",
  },
  {
    id: 'amb-github-checkbox-label',
    page: AMB,
    kind: 'text reworded',
    locator: "page.getByLabel('Select message from GitHub')",
    description: 'GitHub message checkbox',
    target: '#msg-1',
    edits: [
      {
        from: `<label class="form-check-label visually-hidden" for="msg-1">
                            Select message from GitHub
                          </label>`,
        to: `<label class="form-check-label visually-hidden" for="msg-1">
                            Select GitHub notification
                          </label>`,
      },
    ],
    after: '#msg-1',
  },
  {
    id: 'amb-star-github-renamed',
    page: AMB,
    kind: 'text reworded',
    locator: "(//button[@aria-label='Star'])[1]",
    framework: 'selenium',
    description: 'star button on the GitHub message',
    target: 'li:has(#msg-1) button',
    edits: [{ from: 'aria-label="Star"', to: 'aria-label="Add star"', count: 6 }],
    after: 'li:has(#msg-1) button',
  },
  {
    id: 'amb-billing-label-deleted',
    page: AMB,
    kind: 'deleted',
    locator: "//h3[text()='Labels']/../..//a[normalize-space()='Billing']",
    framework: 'selenium',
    description: 'Billing label in the sidebar',
    target: 'a.nav-link:has-text("Billing")',
    edits: [
      {
        from: `                      <li class="nav-item">
                        <a href="#" class="nav-link">
                          <i
                            class="bi bi-circle-fill text-success me-2"
                            style="font-size: 0.6rem"
                            aria-hidden="true"
                          ></i>
                          Billing
                        </a>
                      </li>
`,
        to: '',
      },
    ],
    after: null,
  },
  // ── SB Admin 2: dashboard ───────────────────────────────────────────────────────────────────
  {
    id: 'sbi-generate-report-button',
    page: SBI,
    kind: 'combined',
    locator: 'text=Generate Report',
    description: 'Generate Report button',
    target: 'a:has(.fa-download)',
    edits: [
      {
        from: `<a href="#" class="d-none d-sm-inline-block btn btn-sm btn-primary shadow-sm"><i
                                class="fas fa-download fa-sm text-white-50"></i> Generate Report</a>`,
        to: `<button type="button" class="d-none d-sm-inline-block btn btn-sm btn-primary shadow-sm"><i
                                class="fas fa-download fa-sm text-white-50"></i> Export report</button>`,
      },
    ],
    after: 'button:has(.fa-download)',
  },
  {
    id: 'sbi-logout-modal-reworded',
    page: SBI,
    kind: 'text reworded',
    locator: "//div[@class='modal-footer']/a[text()='Logout']",
    framework: 'selenium',
    description: 'Logout button in the logout confirmation dialog',
    target: '.modal-footer a',
    edits: [
      {
        from: '<a class="btn btn-primary" href="login.html">Logout</a>',
        to: '<a class="btn btn-primary" href="login.html">Log out</a>',
      },
    ],
    after: '.modal-footer a',
  },
  {
    id: 'sbi-forgot-password-reordered',
    page: SBI,
    kind: 'reordered',
    locator: "//div[@id='collapsePages']/div/a[3]",
    framework: 'selenium',
    description: 'Forgot Password link in the Pages menu',
    target: 'a[href="forgot-password.html"]',
    edits: [
      {
        move: {
          start: '<a class="collapse-item" href="forgot-password.html">Forgot Password</a>',
          end: '<a class="collapse-item" href="forgot-password.html">Forgot Password</a>',
        },
        before: '<a class="collapse-item" href="login.html">Login</a>',
      },
    ],
    after: 'a[href="forgot-password.html"]',
  },
  {
    id: 'sbi-topbar-search-class',
    page: SBI,
    kind: 'id/class renamed',
    locator: "(//form[contains(@class,'navbar-search')]//button)[1]",
    framework: 'selenium',
    description: 'search button in the top bar',
    target: 'form.d-sm-inline-block button',
    edits: [{ from: 'my-2 my-md-0 mw-100 navbar-search">', to: 'my-2 my-md-0 mw-100 topbar-search">' }],
    after: 'form.topbar-search button',
  },
  {
    id: 'sbi-charts-deleted',
    page: SBI,
    kind: 'deleted',
    locator: "page.getByRole('link', { name: 'Charts' })",
    description: 'Charts in the sidebar',
    target: 'a[href="charts.html"]',
    edits: [
      {
        from: `            <!-- Nav Item - Charts -->
            <li class="nav-item">
                <a class="nav-link" href="charts.html">
                    <i class="fas fa-fw fa-chart-area"></i>
                    <span>Charts</span></a>
            </li>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'sbi-activity-log-reworded',
    page: SBI,
    kind: 'text reworded',
    locator: "page.getByText('Activity Log')",
    description: 'activity log link in the user menu',
    target: '.dropdown-item:has(.fa-list)',
    edits: [
      {
        from: `<i class="fas fa-list fa-sm fa-fw mr-2 text-gray-400"></i>
                                    Activity Log`,
        to: `<i class="fas fa-list fa-sm fa-fw mr-2 text-gray-400"></i>
                                    Recent activity`,
      },
    ],
    after: '.dropdown-item:has(.fa-list)',
  },
  // ── Vaadin dev pages ────────────────────────────────────────────────────────────────────────
  {
    id: 'vmb-small-theme-compact',
    page: 'web/vaadin-menu-bar.html',
    kind: 'combined',
    locator: 'vaadin-checkbox#small',
    framework: 'selenium',
    description: 'Small theme checkbox',
    target: 'vaadin-checkbox#small',
    edits: [
      {
        from: '<vaadin-checkbox id="small" value="small" label="Small"></vaadin-checkbox>',
        to: '<vaadin-checkbox id="compact" value="small" label="Compact"></vaadin-checkbox>',
      },
    ],
    after: 'vaadin-checkbox#compact',
  },
  {
    id: 'vmb-rtl-radio-reworded',
    page: 'web/vaadin-menu-bar.html',
    kind: 'text reworded',
    locator: "vaadin-radio-button[label='RTL']",
    description: 'RTL direction option',
    target: 'vaadin-radio-button[value=rtl]',
    edits: [{ from: 'label="RTL" value="rtl"', to: 'label="Right to left" value="rtl"' }],
    after: 'vaadin-radio-button[value=rtl]',
  },
  {
    id: 'vmb-end-aligned-deleted',
    page: 'web/vaadin-menu-bar.html',
    kind: 'deleted',
    locator: '#end-aligned',
    description: 'End aligned checkbox',
    target: '#end-aligned',
    edits: [
      {
        from: '          <vaadin-checkbox id="end-aligned" value="end-aligned" label="End aligned"></vaadin-checkbox>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'vem-back-button-combined',
    page: 'web/vaadin-email-folders-list-message.html',
    kind: 'combined',
    locator: '#backBtn',
    description: 'Back button above the message list',
    target: '#backBtn',
    edits: [
      {
        from: '<button class="back-btn" id="backBtn">&larr; Back</button>',
        to: '<button class="back-btn" id="folders-back">&larr; Folders</button>',
      },
    ],
    after: '#folders-back',
  },
  {
    id: 'vnav-edit-user-button',
    page: 'web/vaadin-nav-section-list-detail.html',
    kind: 'combined',
    locator: "page.locator('vaadin-button#editBtn')",
    description: 'Edit button in the user detail header',
    target: '#editBtn',
    edits: [
      {
        from: '<vaadin-button id="editBtn" theme="tertiary">Edit</vaadin-button>',
        to: '<vaadin-button id="edit-user" theme="tertiary">Edit user</vaadin-button>',
      },
    ],
    after: '#edit-user',
  },
  {
    id: 'vnav-manage-reordered',
    page: 'web/vaadin-nav-section-list-detail.html',
    kind: 'reordered',
    locator: "//ul[@id='appNav']/li[2]",
    framework: 'selenium',
    description: 'Manage item in the app nav',
    target: '#appNav li[data-key=manage]',
    edits: [
      {
        move: {
          start: '<li data-key="manage" aria-current="page">Manage</li>',
          end: '<li data-key="manage" aria-current="page">Manage</li>',
        },
        before: '<li data-key="home">Home</li>',
      },
    ],
    after: '#appNav li[data-key=manage]',
  },
  {
    id: 'vnav-list-back-deleted',
    page: 'web/vaadin-nav-section-list-detail.html',
    kind: 'deleted',
    locator: '#listBackBtn',
    description: 'back button in the users list header',
    target: '#listBackBtn',
    edits: [{ from: '              <button class="back-btn" id="listBackBtn">&larr;</button>\n', to: '' }],
    after: null,
  },
  // ── WPT accname, TodoMVC ────────────────────────────────────────────────────────────────────
  {
    id: 'wpt-labelled3-id-renamed',
    page: 'web/playwright-wpt-accname-shadowdom-slot.html',
    kind: 'id/class renamed',
    locator: '#labelled3',
    description: '',
    target: '#labelled3',
    edits: [{ from: '<button id="labelled3"', to: '<button id="slot-aria-label-slotted"' }],
    after: '#slot-aria-label-slotted',
  },
  {
    id: 'tbb-toggle-all-wrapped',
    page: 'web/todomvc-typescript-backbone.html',
    kind: 'structure changed',
    locator: "//section[@class='main']/input[@id='toggle-all']",
    framework: 'selenium',
    description: 'mark all as complete checkbox',
    target: '#toggle-all',
    edits: [
      {
        from: '<input id="toggle-all" class="check toggle-all" type="checkbox">',
        to: '<div class="toggle-all-container"><input id="toggle-all" class="check toggle-all" type="checkbox">',
      },
      {
        from: '<label for="toggle-all">Mark all as complete</label>',
        to: '<label for="toggle-all">Mark all as complete</label></div>',
      },
    ],
    after: '#toggle-all',
  },
  {
    id: 'tbb-todomvc-footer-link',
    page: 'web/todomvc-typescript-backbone.html',
    kind: 'structure changed',
    locator: "//footer[@class='info']/p[4]/a",
    framework: 'selenium',
    description: 'TodoMVC link in the footer',
    target: 'footer.info a[href="http://todomvc.com"]',
    edits: [
      { from: '\t\t\t<p>Cleanup, edits: <a href="http://addyosmani.com">Addy Osmani</a></p>\n', to: '' },
    ],
    after: 'footer.info a[href="http://todomvc.com"]',
  },
  // ── Midscene search engine ──────────────────────────────────────────────────────────────────
  {
    id: 'ms-search-button-ids-dropped',
    page: 'web/midscene-search-engine.html',
    kind: 'id/class renamed',
    locator: '#search-button',
    description: 'Search button on the landing page',
    target: '#search-button',
    edits: [
      {
        from: '<button id="search-button">Search</button>',
        to: '<button class="search-submit" type="submit">Search</button>',
      },
      {
        from: '<button id="search-button-header">Search</button>',
        to: '<button class="search-submit" type="submit">Search</button>',
      },
    ],
    after: '#landing-page button',
  },
  {
    id: 'ms-privacy-option-reordered',
    page: 'web/midscene-search-engine.html',
    kind: 'reordered',
    locator: "//div[@id='settings-popup']/div[3]",
    framework: 'selenium',
    description: 'Privacy option in settings',
    target: '#privacy-settings',
    edits: [
      {
        move: {
          start: '<div class="option" id="theme-settings" role="button">Theme</div>',
          end: '<div class="option" id="theme-settings" role="button">Theme</div>',
        },
        before: '<div class="option" id="language-settings" role="button">Language</div>',
      },
    ],
    after: '#privacy-settings',
  },
  {
    id: 'ms-language-deleted',
    page: 'web/midscene-search-engine.html',
    kind: 'deleted',
    locator: 'text=Language',
    description: 'Language settings option',
    target: '#language-settings',
    edits: [
      { from: '      <div class="option" id="language-settings" role="button">Language</div>\n', to: '' },
    ],
    after: null,
  },
  {
    id: 'ms-search-input-aria',
    page: 'web/midscene-search-engine.html',
    kind: 'text reworded',
    locator: "page.getByLabel('Search input box')",
    description: 'main search box',
    target: '#search-input',
    edits: [{ from: 'aria-label="Search input box"', to: 'aria-label="Search"' }],
    after: '#search-input',
  },
  {
    id: 'ms-settings-gear',
    page: 'web/midscene-search-engine.html',
    kind: 'combined',
    locator: '#settings-button',
    description: 'settings gear in the results header',
    target: '#settings-button',
    edits: [
      {
        from: '<button class="settings-btn" id="settings-button" title="Settings">',
        to: '<button class="icon-btn" aria-label="Open settings">',
      },
    ],
    after: '.header .icon-btn',
  },
  // ── MiniWoB flight search (aa.com) ──────────────────────────────────────────────────────────
  {
    id: 'mw-to-placeholder-reworded',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'text reworded',
    locator: "(//input[@placeholder='City or airport'])[2]",
    framework: 'selenium',
    description: 'destination (To) field',
    target: '[id="segments0.destination"]',
    edits: [
      {
        from: 'name="segments[0].origin" placeholder="City or airport"',
        to: 'name="segments[0].origin" placeholder="Departure city or airport"',
      },
      {
        from: 'name="segments[0].destination" placeholder="City or airport"',
        to: 'name="segments[0].destination" placeholder="Arrival city or airport"',
      },
    ],
    after: '[id="segments0.destination"]',
  },
  {
    id: 'mw-refundable-id',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'id/class renamed',
    locator: '#refundable1',
    description: 'refundable only checkbox',
    target: '#refundable1',
    edits: [
      { from: 'id="refundable1"', to: 'id="refundableOnly"' },
      { from: 'for="refundable1"', to: 'for="refundableOnly"' },
    ],
    after: '#refundableOnly',
  },
  {
    id: 'mw-search-find-flights',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'combined',
    locator: "//div[@class='row-buttons margin-top -large']/button",
    framework: 'selenium',
    description: 'Search flights button',
    target: '#flightSearchView button[type=submit]',
    edits: [
      {
        from: `<div class="row-buttons margin-top -large">
            <button type="submit" class="btn"><span>Search</span></button>`,
        to: `<div class="form-actions">
            <button type="submit" class="btn btn-primary"><span>Find flights</span></button>`,
      },
    ],
    after: '#flightSearchView button[type=submit]',
  },
  {
    id: 'mw-one-way-tab-to-radio',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'tag changed',
    locator: "page.getByRole('tab', { name: 'One way' })",
    description: 'One way trip option',
    target: 'li[aria-controls=oneway]',
    edits: [
      {
        from: `<li class="span3 span-phone6 pushLeft" role="tab" aria-controls="oneway">
                        <a href="#oneway" class="ui-tabs-anchor" role="presentation">One way</a>
                    </li>`,
        to: `<li class="span3 span-phone6 pushLeft">
                        <label><input type="radio" name="tripTypeRadio" value="oneWay"/> One way</label>
                    </li>`,
      },
    ],
    after: 'input[value=oneWay]',
  },
  {
    id: 'mw-passengers-travellers',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'text reworded',
    locator: "page.getByLabel('Passengers')",
    description: 'number of passengers',
    target: '#passengerCount',
    edits: [
      {
        from: 'Passengers\n                    <select id="passengerCount"',
        to: 'Travellers\n                    <select id="passengerCount"',
      },
    ],
    after: '#passengerCount',
  },
  // ── Article pages (readability / postlight corpora) ─────────────────────────────────────────
  {
    id: 'vg-copy-link-reworded',
    page: 'web/readability-theverge.html',
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: 'Copy link' })",
    description: 'copy link share button',
    target: 'button[aria-label="Copy link"]',
    edits: [{ from: 'aria-label="Copy link"', to: 'aria-label="Copy URL to clipboard"' }],
    after: 'button[aria-label="Copy URL to clipboard"]',
  },
  {
    id: 'vg-newsletter-email-id',
    page: 'web/readability-theverge.html',
    kind: 'id/class renamed',
    locator: '#email',
    description: 'newsletter email field',
    target: 'input[name=email]',
    edits: [{ from: 'id="email" type="email"', to: 'id="newsletter-email" type="email"' }],
    after: '#newsletter-email',
  },
  {
    id: 'vg-signup-to-subscribe',
    page: 'web/readability-theverge.html',
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: 'Sign up' })",
    description: 'Sign up button of the newsletter form',
    target: 'button[type=submit]',
    edits: [{ from: 'hover:text-white">Sign up', to: 'hover:text-white">Subscribe' }],
    after: 'button[type=submit]',
  },
  {
    id: 'gu-search-box-combined',
    page: 'web/readability-guardian-1.html',
    kind: 'combined',
    locator: '#google-search',
    description: 'search box in the menu',
    target: '#google-search',
    edits: [
      {
        from: 'id="google-search" placeholder="Search"',
        to: 'id="site-search" placeholder="Search the Guardian"',
      },
    ],
    after: '#site-search',
  },
  {
    id: 'gu-show-more-testid',
    page: 'web/readability-guardian-1.html',
    kind: 'id/class renamed',
    locator: '[data-test-id=show-more]',
    description: 'Show more button',
    target: '[data-test-id=show-more]',
    edits: [{ from: 'data-test-id="show-more"', to: 'data-testid="load-more"' }],
    after: '[data-testid=load-more]',
  },
  {
    id: 'rr-follow-author-shortened',
    page: 'web/readability-royal-road.html',
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: 'Follow Author' })",
    description: 'Follow Author button',
    target: 'button[data-title="Follow Author"]',
    edits: [{ from: '">Follow Author', to: '">Follow' }],
    after: 'button[data-title="Follow Author"]',
  },
  {
    id: 'rr-load-comments-reworded',
    page: 'web/readability-royal-road.html',
    kind: 'text reworded',
    locator: "//button[text()='Load Comments']",
    framework: 'selenium',
    description: 'Load Comments button',
    target: 'button[onclick^=loadComments]',
    edits: [{ from: '>Load Comments</button>', to: '>Show comments</button>' }],
    after: 'button[onclick^=loadComments]',
  },
  {
    id: 'rr-search-title-placeholder',
    page: 'web/readability-royal-road.html',
    kind: 'text reworded',
    locator: "page.getByPlaceholder('Search title...')",
    description: 'fiction search box',
    target: 'input[name=title]',
    edits: [{ from: 'placeholder="Search title..."', to: 'placeholder="Search fictions…"' }],
    after: 'input[name=title]',
  },
  {
    id: 'bbc-search-image-to-button',
    page: 'web/readability-bbc-1.html',
    kind: 'tag changed',
    locator: '#orb-search-button',
    framework: 'selenium',
    description: 'search submit button',
    target: '#orb-search-button',
    edits: [
      {
        from: '<input id="orb-search-button" src="http://static.bbci.co.uk/frameworks/barlesque/2.83.10/orb/4/img/orb-search-dark.png" alt="Search the BBC" height="17" type="image" width="17"/>',
        to: '<button id="orb-search-submit" type="submit" aria-label="Search the BBC"><img src="http://static.bbci.co.uk/frameworks/barlesque/2.83.10/orb/4/img/orb-search-dark.png" alt="" height="17" width="17"/></button>',
      },
    ],
    after: '#orb-search-submit',
  },
  {
    id: 'msn-report-abuse-combined',
    page: 'web/readability-msn.html',
    kind: 'combined',
    locator: '#mod-icon',
    description: 'Report abuse button on the comment',
    target: '#mod-icon',
    edits: [
      {
        from: '<button id="mod-icon" title="Report comment anonymously">Report Abuse',
        to: '<button id="report-comment" title="Report comment anonymously">Report',
      },
    ],
    after: '#report-comment',
  },
  {
    id: 'msn-author-placeholder',
    page: 'web/readability-msn.html',
    kind: 'text reworded',
    locator: "page.getByPlaceholder('Commenter’s Facebook name')",
    description: 'commenter name field',
    target: '#author',
    edits: [{ from: 'placeholder="Commenter’s Facebook name"', to: 'placeholder="Your name"' }],
    after: '#author',
  },
  {
    id: 'yahoo-notifications-id-dropped',
    page: 'web/readability-yahoo-2.html',
    kind: 'id/class renamed',
    locator: '#uh-follow',
    description: 'notifications bell in the header',
    target: '#uh-follow',
    edits: [
      {
        from: '<button id="uh-follow" class="Pos(r) Fl(start) D(ib) Bd(0) P(0) Mstart(14px) Mend(13px) Cur(p) ie-7_D(n) ie-8_Pb(10px) ie-9_Pb(10px)"',
        to: '<button class="Pos(r) Fl(start) D(ib) Bd(0) P(0) Mstart(14px) Mend(12px) Cur(p)"',
      },
    ],
    after: 'button[aria-label="Notifications"]',
  },
  {
    id: 'wikia-newsletter-email-id',
    page: 'web/readability-wikia.html',
    kind: 'id/class renamed',
    locator: '#newsletter-fandom-email',
    description: 'newsletter email field',
    target: '#newsletter-fandom-email',
    edits: [
      { from: 'for="newsletter-fandom-email"', to: 'for="fandom-newsletter-email"' },
      {
        from: 'placeholder="" id="newsletter-fandom-email"',
        to: 'placeholder="you@example.com" id="fandom-newsletter-email"',
      },
    ],
    after: '#fandom-newsletter-email',
  },
  {
    id: 'wikia-newsletter-submit-button',
    page: 'web/readability-wikia.html',
    kind: 'tag changed',
    locator: "//input[@value='Submit']",
    framework: 'selenium',
    description: 'submit button of the newsletter signup',
    target: 'input.submit[type=submit]',
    edits: [
      {
        from: '<input class="submit" value="Submit" type="submit" />',
        to: '<button class="submit" type="submit">Sign me up</button>',
      },
    ],
    after: 'button.submit',
  },
  {
    id: 'li-learning-tab-attr',
    page: 'web/postlight-linkedin.html',
    kind: 'id/class renamed',
    locator: '[data-switcher-type=LEARNING]',
    description: 'Learning tab in the search switcher',
    target: '[data-switcher-type=LEARNING]',
    edits: [
      {
        from: 'data-switcher-type="LEARNING" data-tracking-control-name="pulse-article_switcher-tabs-learning-search-switcher"',
        to: 'data-switcher-type="COURSES" data-tracking-control-name="pulse-article_switcher-tabs-courses-search-switcher"',
      },
    ],
    after: '[data-switcher-type=COURSES]',
  },
  {
    id: 'li-carousel-next-reworded',
    page: 'web/postlight-linkedin.html',
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: 'Next', exact: true })",
    description: 'next arrow of the more articles carousel',
    target: 'button[data-direction=next]',
    edits: [
      {
        from: 'aria-label="Next" data-direction="next"',
        to: 'aria-label="Show more articles" data-direction="next"',
      },
    ],
    after: 'button[data-direction=next]',
  },
  {
    id: 'medium-close-testid',
    page: 'web/readability-medium-3.html',
    kind: 'combined',
    locator: "page.getByTestId('close-button')",
    description: 'close button on the banner',
    target: '[data-testid=close-button]',
    edits: [
      {
        from: 'data-testid="close-button" aria-label="close"',
        to: 'data-testid="banner-dismiss" aria-label="Dismiss"',
      },
    ],
    after: '[data-testid=banner-dismiss]',
  },
  {
    id: 'yt-search-button-id',
    page: 'web/postlight-youtube.html',
    kind: 'id/class renamed',
    locator: '#search-icon-legacy',
    description: 'search button next to the search box',
    target: '#search-icon-legacy',
    edits: [
      {
        from: '<button id="search-icon-legacy" class="style-scope ytd-searchbox" aria-label="Search">',
        to: '<button id="search-button" class="style-scope ytd-searchbox" aria-label="Search">',
      },
    ],
    after: 'button#search-button.ytd-searchbox',
  },
  {
    id: 'eng-menu-button',
    page: 'web/readability-engadget.html',
    kind: 'combined',
    locator: '[data-nav-drawer-slide-btn]',
    description: 'hamburger menu button',
    target: '[data-nav-drawer-slide-btn]',
    edits: [
      {
        from: '<button class="block i-nav_drawer_slide@tp-__menu_btn" data-nav-drawer-slide-btn="">',
        to: '<button class="block nav-toggle" aria-label="Menu" aria-expanded="false">',
      },
    ],
    after: 'button.nav-toggle',
  },
  // ── wanted.co.kr job listing ────────────────────────────────────────────────────────────────
  {
    id: 'wk-signup-login-reworded',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: '회원가입/로그인' })",
    description: 'sign up / log in button in the header',
    target: '[data-gnb-kind=signupLogin]',
    edits: [{ from: '>회원가입/로그인<', to: '>로그인<' }],
    after: '[data-gnb-kind=signupLogin]',
  },
  {
    id: 'wk-latest-sort-reworded',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: '최신순' })",
    description: 'sort by latest',
    target: 'button:has-text("최신순")',
    edits: [{ from: '>최신순<', to: '>최근 등록순<' }],
    after: 'button:has-text("최근 등록순")',
  },
  {
    id: 'wk-events-tab-class-rehashed',
    page: 'web/wanted-kr-job-listing.html',
    kind: 'id/class renamed',
    locator: "a.TabItem_content__LCH8R[href='/events']",
    framework: 'selenium',
    description: 'Events tab in the bottom navigation',
    target: 'a.TabItem_content__LCH8R[href="/events"]',
    edits: [{ from: 'TabItem_content__LCH8R', to: 'TabItem_content__a7Kd2', count: 4 }],
    after: 'a.TabItem_content__a7Kd2[href="/events"]',
  },
];
