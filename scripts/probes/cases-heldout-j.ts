/**
 * Held-out probe set j: 100 hand-written refactors of real corpus pages (web/*.html).
 * Written by a helper that never read or ran the healing engine or its results; the cases were
 * checked only with scripts/probes checker's stub healer (which always refuses). Each case is one
 * realistic front-end change of one page, the locator a test held before it, and the description a
 * test author would have written from the ORIGINAL page. 80 cases keep the target (the held locator
 * breaks), 20 delete it (after: null; kinds deleted / deleted-lookalike / deleted-twin).
 * Measured before any rule was read from it (docs/MEASUREMENTS.md, fifteenth session); its false
 * heals were read for rules after that, so it no longer predicts unseen pages.
 */
import type { ProbeCase } from './types.js';

export const PROBE_CASES: ProbeCase[] = [
  {
    id: 'j-aix-more-info-new-tile',
    page: 'web/adminlte-index.html',
    kind: 'positional',
    locator: "page.getByRole('link', { name: 'More info' }).nth(3)",
    description: "'More info' link of the Unique Visitors tile",
    target: '.small-box.text-bg-danger a.small-box-footer',
    edits: [
      {
        from: `<div class="row">
              <!--begin::Col-->
              <div class="col-lg-3 col-6">
                <!--begin::Small Box Widget 1-->`,
        to: `<div class="row">
              <!--begin::Col-->
              <div class="col-lg-3 col-6">
                <div class="small-box text-bg-info">
                  <div class="inner">
                    <h3>$12.4k</h3>
                    <p>Revenue</p>
                  </div>
                  <a href="#" class="small-box-footer link-light link-underline-opacity-0">
                    More info <i class="bi bi-link-45deg"></i>
                  </a>
                </div>
              </div>
              <div class="col-lg-3 col-6">
                <!--begin::Small Box Widget 1-->`,
      },
    ],
    after: '.small-box.text-bg-danger a.small-box-footer',
  },
  {
    id: 'j-aix-user-menu-sales-removed',
    page: 'web/adminlte-index.html',
    kind: 'deleted-lookalike',
    locator: '.user-body a:text-is("Sales")',
    description: 'Sales link in the user dropdown menu (between Followers and Friends)',
    target: '.user-body a:text-is("Sales")',
    edits: [
      {
        from: `<div class="col-4 text-center">
                      <a href="#">Sales</a>
                    </div>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-aix-theme-generate-renamed',
    page: 'web/adminlte-index.html',
    kind: 'text-reworded',
    locator: "page.getByRole('link', { name: 'Theme Generate' })",
    description: 'Theme Generate item in the sidebar',
    target: 'a[href="./generate/theme.html"]',
    edits: [{ from: '<p>Theme Generate</p>', to: '<p>Theme Builder</p>' }],
    after: 'a[href="./generate/theme.html"]',
  },
  {
    id: 'j-aix2-browser-usage-india-shifted',
    page: 'web/adminlte-index2.html',
    kind: 'positional',
    locator: "//ul[contains(@class,'nav-pills')]/li[2]/a",
    framework: 'selenium',
    description: 'India row in the Browser Usage card footer',
    target: '.card-footer a.nav-link:has-text("India")',
    edits: [
      {
        from: `<ul class="nav nav-pills flex-column">`,
        to: `<ul class="nav nav-pills flex-column">
                      <li class="nav-item">
                        <a href="#" class="nav-link">
                          Germany
                          <span class="float-end text-success">
                            <i class="bi bi-arrow-up fs-7"></i> 9%
                          </span>
                        </a>
                      </li>`,
      },
    ],
    after: '.card-footer a.nav-link:has-text("India")',
  },
  {
    id: 'j-aix2-bicycle-product-removed',
    page: 'web/adminlte-index2.html',
    kind: 'deleted-lookalike',
    locator: 'text=Bicycle',
    description: 'Bicycle entry in Recently Added Products',
    target: 'a.fw-bold:has-text("Bicycle")',
    edits: [
      {
        from: `<div class="d-flex border-top py-2 px-1">
                        <div class="col-2">
                          <img
                            src="./assets/img/default-150x150.png"
                            alt="Product Image"
                            class="img-size-50"
                          />
                        </div>
                        <div class="col-10">
                          <a href="javascript:void(0)" class="fw-bold">
                            Bicycle
                            <span class="badge text-bg-info float-end"> $700 </span>
                          </a>
                          <div class="text-truncate">
                            26" Mongoose Dolomite Men's 7-speed, Navy Blue.
                          </div>
                        </div>
                      </div>
                      <!-- /.item -->
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-afe-option-two-relabelled',
    page: 'web/adminlte-forms-elements.html',
    kind: 'text-reworded',
    locator: "page.getByLabel('Option two')",
    description: "second radio ('Option two') in Checks & Radios",
    target: '#radio-2',
    edits: [
      {
        from: '<label class="form-check-label" for="radio-1">Option one</label>',
        to: '<label class="form-check-label" for="radio-1">Monthly</label>',
      },
      {
        from: '<label class="form-check-label" for="radio-2">Option two</label>',
        to: '<label class="form-check-label" for="radio-2">Yearly</label>',
      },
    ],
    after: '#radio-2',
  },
  {
    id: 'j-afe-quick-email-id-renamed',
    page: 'web/adminlte-forms-elements.html',
    kind: 'id-renamed',
    locator: '#exampleInputEmail1',
    framework: 'selenium',
    description: '',
    target: '#exampleInputEmail1',
    edits: [
      {
        from: '<label for="exampleInputEmail1" class="form-label">Email address</label>',
        to: '<label for="quick-email" class="form-label">Email address</label>',
      },
      { from: 'id="exampleInputEmail1"', to: 'id="quick-email"' },
    ],
    after: '#quick-email',
  },
  {
    id: 'j-afe-readonly-input-group',
    page: 'web/adminlte-forms-elements.html',
    kind: 'wrapper-inserted',
    locator: "//label[text()='Readonly text']/following-sibling::input",
    framework: 'selenium',
    description: 'Readonly text input',
    target: '#ro-text',
    edits: [
      {
        from: `<input
                        type="text"
                        class="form-control"
                        id="ro-text"
                        value="Read me, but don't write me"
                        readonly
                      />`,
        to: `<div class="input-group">
                        <input
                          type="text"
                          class="form-control"
                          id="ro-text"
                          value="Read me, but don't write me"
                          readonly
                        />
                        <button class="btn btn-outline-secondary" type="button">
                          <i class="bi bi-clipboard"></i> Copy
                        </button>
                      </div>`,
      },
    ],
    after: '#ro-text',
  },
  {
    id: 'j-afe-docs-nav-shortened',
    page: 'web/adminlte-forms-elements.html',
    kind: 'text-reworded',
    locator: "page.getByRole('link', { name: 'Documentation', exact: true })",
    description: 'Documentation link in the top navbar',
    target: '.app-header a.nav-link:has-text("Documentation")',
    edits: [
      {
        from: `<i class="bi bi-book me-1" aria-hidden="true"></i>
                Documentation`,
        to: `<i class="bi bi-book me-1" aria-hidden="true"></i>
                Docs`,
      },
    ],
    after: '.app-header a.nav-link:has-text("Docs")',
  },
  {
    id: 'j-afv-username-prefix-dropped',
    page: 'web/adminlte-forms-validation.html',
    kind: 'restructured',
    locator: '.needs-validation .input-group.has-validation > input',
    framework: 'selenium',
    description: 'Username field (with @ prefix) in the Custom Validation form',
    target: '#validationCustomUsername',
    edits: [
      {
        from: `<div class="input-group has-validation">
                            <span class="input-group-text" id="inputGroupPrepend">@</span>
                            <input
                              type="text"
                              class="form-control"
                              id="validationCustomUsername"
                              aria-describedby="inputGroupPrepend"
                              required
                            />
                            <div class="invalid-feedback">Please choose a username.</div>
                          </div>`,
        to: `<input
                            type="text"
                            class="form-control"
                            id="validationCustomUsername"
                            placeholder="@username"
                            required
                          />
                          <div class="invalid-feedback">Please choose a username.</div>`,
      },
    ],
    after: '#validationCustomUsername',
  },
  {
    id: 'j-afv-tooltip-first-name-removed',
    page: 'web/adminlte-forms-validation.html',
    kind: 'deleted-twin',
    locator: '#vt-first',
    framework: 'selenium',
    description: 'First name field of the tooltip validation form',
    target: '#vt-first',
    edits: [
      {
        from: `<div class="col-md-6">
                          <label for="vt-first" class="form-label">First name</label>
                          <input
                            type="text"
                            class="form-control"
                            id="vt-first"
                            value="Jane"
                            required
                          />
                          <div class="valid-tooltip">Looks good!</div>
                        </div>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-afv-first-name-id-renamed',
    page: 'web/adminlte-forms-validation.html',
    kind: 'id-renamed',
    locator: 'input#validationCustom01',
    framework: 'selenium',
    description: 'First name input (prefilled Mark) in Custom Validation',
    target: '#validationCustom01',
    edits: [
      {
        from: '<label for="validationCustom01" class="form-label">First name</label>',
        to: '<label for="cv-first-name" class="form-label">First name</label>',
      },
      { from: 'id="validationCustom01"', to: 'id="cv-first-name"' },
    ],
    after: '#cv-first-name',
  },
  {
    id: 'j-afw-submit-reworded',
    page: 'web/adminlte-forms-wizard.html',
    kind: 'text-reworded',
    locator: "page.getByRole('button', { name: 'Submit' })",
    description: 'final Submit button of the wizard',
    target: '#wz-submit',
    edits: [
      {
        from: `<i class="bi bi-check-lg me-1" aria-hidden="true"></i>
                          Submit`,
        to: `<i class="bi bi-check-lg me-1" aria-hidden="true"></i>
                          Create account`,
      },
    ],
    after: '#wz-submit',
  },
  {
    id: 'j-afw-digest-label-reworded',
    page: 'web/adminlte-forms-wizard.html',
    kind: 'attribute-reworded',
    locator: "page.getByLabel('Digest frequency')",
    description: 'Digest frequency dropdown on the Preferences step',
    target: '#wz-frequency',
    edits: [
      {
        from: '<label class="form-label" for="wz-frequency"> Digest frequency </label>',
        to: '<label class="form-label" for="wz-frequency"> How often should we email you? </label>',
      },
    ],
    after: '#wz-frequency',
  },
  {
    id: 'j-afw-review-step-shifted',
    page: 'web/adminlte-forms-wizard.html',
    kind: 'positional',
    locator: '#wizard-steps li:nth-child(4)',
    framework: 'selenium',
    description: 'Review step indicator',
    target: '#wizard-steps li[data-step="3"]',
    edits: [
      {
        from: '<li data-step="3">Review</li>',
        to: '<li data-step="3">Billing</li>\n                      <li data-step="4">Review</li>',
      },
    ],
    after: '#wizard-steps li:text-is("Review")',
  },
  {
    id: 'j-akb-color-mode-toggle',
    page: 'web/adminlte-pages-kanban.html',
    kind: 'combined',
    locator: '#bd-theme',
    framework: 'selenium',
    description: 'color scheme toggle in the navbar',
    target: '#bd-theme',
    edits: [
      { from: 'id="bd-theme"', to: 'id="lte-color-mode"' },
      { from: 'aria-label="Toggle color scheme"', to: 'aria-label="Switch theme"' },
      { from: 'aria-labelledby="bd-theme"', to: 'aria-labelledby="lte-color-mode"' },
    ],
    after: '#lte-color-mode',
  },
  {
    id: 'j-atd-fullscreen-to-button',
    page: 'web/adminlte-tables-data.html',
    kind: 'tag-changed',
    locator: 'a.nav-link[data-lte-toggle="fullscreen"]',
    framework: 'selenium',
    description: 'fullscreen toggle in the header',
    target: '[data-lte-toggle="fullscreen"]',
    edits: [
      {
        from: `<a class="nav-link" href="#" data-lte-toggle="fullscreen">
                <i data-lte-icon="maximize" class="bi bi-arrows-fullscreen"></i>
                <i data-lte-icon="minimize" class="bi bi-fullscreen-exit d-none"></i>
              </a>`,
        to: `<button type="button" class="nav-link btn btn-link" data-lte-toggle="fullscreen" aria-label="Toggle fullscreen">
                <i data-lte-icon="maximize" class="bi bi-arrows-fullscreen"></i>
                <i data-lte-icon="minimize" class="bi bi-fullscreen-exit d-none"></i>
              </button>`,
      },
    ],
    after: 'button[data-lte-toggle="fullscreen"]',
  },
  {
    id: 'j-amc-friend-requests-removed',
    page: 'web/adminlte-mailbox-compose.html',
    kind: 'deleted-lookalike',
    locator: 'a.dropdown-item:has-text("friend requests")',
    description: '"8 friend requests" entry in the notifications dropdown',
    target: 'a.dropdown-item:has-text("friend requests")',
    edits: [
      {
        from: `<a href="#" class="dropdown-item">
                  <i class="bi bi-people-fill me-2"></i> 8 friend requests
                  <span class="float-end text-secondary fs-7">12 hours</span>
                </a>
                <div class="dropdown-divider"></div>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-ami-profile-button-reworded',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'text-reworded',
    locator: '.user-footer >> text=Profile',
    description: 'Profile button in the user menu footer',
    target: '.user-footer a.btn-outline-secondary',
    edits: [
      {
        from: '<a href="#" class="btn btn-outline-secondary">Profile</a>',
        to: '<a href="#" class="btn btn-outline-secondary">My account</a>',
      },
    ],
    after: '.user-footer a.btn-outline-secondary',
  },
  {
    id: 'j-afm-upload-button-to-label',
    page: 'web/adminlte-pages-file-manager.html',
    kind: 'tag-changed',
    locator: "page.getByRole('button', { name: 'Upload files' })",
    description: 'Upload files button above the folder tree',
    target: '.d-grid button.btn-primary',
    edits: [
      {
        from: `<button class="btn btn-primary" type="button">
                    <i class="bi bi-cloud-upload me-1" aria-hidden="true"></i>
                    Upload files
                  </button>`,
        to: `<label class="btn btn-primary" for="fm-upload">
                    <i class="bi bi-cloud-upload me-1" aria-hidden="true"></i>
                    Upload files
                  </label>
                  <input type="file" id="fm-upload" multiple hidden />`,
      },
    ],
    after: 'label[for="fm-upload"]',
  },
  {
    id: 'j-afm-download-title-to-aria',
    page: 'web/adminlte-pages-file-manager.html',
    kind: 'attribute-changed',
    locator: 'tr:has-text("design-review.pdf") button[title="Download"]',
    description: 'Download button on the design-review.pdf row of the list view',
    target: 'tbody tr:has-text("design-review.pdf") button[title=Download]',
    edits: [
      {
        from: `type="button"
                                    title="Download"`,
        to: `type="button"
                                    aria-label="Download"
                                    data-bs-toggle="tooltip"`,
        count: 9,
      },
    ],
    after: 'tbody tr:has-text("design-review.pdf") button[aria-label=Download]',
  },
  {
    id: 'j-akb-safari-card-moved',
    page: 'web/adminlte-pages-kanban.html',
    kind: 'moved',
    locator: '[data-lane-id="backlog"] article:has-text("Safari iOS")',
    description: 'Safari iOS calendar drag bug card in the Backlog lane',
    target: 'article.kanban-card:has-text("Investigate Safari iOS calendar drag bug")',
    edits: [
      {
        move: {
          start: `<article class="kanban-card">
                    <span class="badge text-bg-danger mb-2"> bug </span>`,
          end: `May 28
                      </small>
                    </div>
                  </article>`,
        },
        before: `<article class="kanban-card">
                    <span class="badge text-bg-primary mb-2"> feature </span>
                    <p class="fw-semibold mb-1 small">Build kanban board demo</p>`,
      },
    ],
    after: 'article.kanban-card:has-text("Investigate Safari iOS calendar drag bug")',
  },
  {
    id: 'j-akb-backlog-add-card-attr',
    page: 'web/adminlte-pages-kanban.html',
    kind: 'attribute-changed',
    locator: 'button[data-add-card-for="backlog"]',
    framework: 'selenium',
    description: 'Add card button under the Backlog lane',
    target: '[data-add-card-for="backlog"]',
    edits: [
      { from: 'data-add-card-for="backlog"', to: 'data-lane="backlog" data-action="add-card"' },
      { from: 'data-add-card-for="todo"', to: 'data-lane="todo" data-action="add-card"' },
      { from: 'data-add-card-for="in-progress"', to: 'data-lane="in-progress" data-action="add-card"' },
      { from: 'data-add-card-for="done"', to: 'data-lane="done" data-action="add-card"' },
    ],
    after: 'button[data-lane="backlog"]',
  },
  {
    id: 'j-apj-search-placeholder',
    page: 'web/adminlte-pages-projects.html',
    kind: 'attribute-reworded',
    locator: "page.getByPlaceholder('Search projects…')",
    description: 'project search box in the All projects toolbar',
    target: 'input[type=search][aria-label="Search projects"]',
    edits: [{ from: 'placeholder="Search projects…"', to: 'placeholder="Search by name or client"' }],
    after: 'input[type=search][aria-label="Search projects"]',
  },
  {
    id: 'j-apj-previous-page-icon',
    page: 'web/adminlte-pages-projects.html',
    kind: 'icon-only',
    locator: 'text=Previous',
    description: 'Previous link of the projects table pagination',
    target: '.pagination a.page-link:text-is("Previous")',
    edits: [
      {
        from: '<a class="page-link" href="#">Previous</a>',
        to: '<a class="page-link" href="#" aria-label="Previous"><span aria-hidden="true">&laquo;</span></a>',
      },
      {
        from: '<a class="page-link" href="#">Next</a>',
        to: '<a class="page-link" href="#" aria-label="Next"><span aria-hidden="true">&raquo;</span></a>',
      },
    ],
    after: '.pagination a[aria-label="Previous"]',
  },
  {
    id: 'j-ast-product-updates-switch-label',
    page: 'web/adminlte-pages-settings.html',
    kind: 'attribute-reworded',
    locator: "page.getByLabel('Toggle Product updates')",
    description: 'Product updates notification switch',
    target: '#notif-0',
    edits: [
      {
        from: `<label class="visually-hidden" for="notif-0">
                              Toggle Product updates
                            </label>`,
        to: `<label class="visually-hidden" for="notif-0">
                              Notify me about product updates
                            </label>`,
      },
    ],
    after: '#notif-0',
  },
  {
    id: 'j-ast-payment-update-icon',
    page: 'web/adminlte-pages-settings.html',
    kind: 'icon-only',
    locator: '#billing a:text-is("Update")',
    description: 'Update link next to the Visa card under Payment method',
    target: '#billing a.btn-link',
    edits: [
      {
        from: '<a href="#" class="btn btn-link btn-sm">Update</a>',
        to: '<a href="#" class="btn btn-link btn-sm" aria-label="Edit payment method"><i class="bi bi-pencil" aria-hidden="true"></i></a>',
      },
    ],
    after: '#billing a[aria-label="Edit payment method"]',
  },
  {
    id: 'j-ast-full-name-generated-id',
    page: 'web/adminlte-pages-settings.html',
    kind: 'id-renamed',
    locator: '#settings-name',
    framework: 'selenium',
    description: 'Full name field on the Account tab',
    target: '#settings-name',
    edits: [
      { from: 'for="settings-name"', to: 'for=":r3:"' },
      { from: 'id="settings-name"', to: 'id=":r3:"' },
    ],
    after: 'input[value="Jane Doe"]',
  },
  {
    id: 'j-ami-mark-spam-title',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'attribute-reworded',
    locator: 'button[title="Mark as spam"]',
    framework: 'selenium',
    description: '',
    target: 'button[title="Mark as spam"]',
    edits: [{ from: 'title="Mark as spam"', to: 'title="Report spam"' }],
    after: 'button[title="Report spam"]',
  },
  {
    id: 'j-ami-internal-label-removed',
    page: 'web/adminlte-mailbox-inbox.html',
    kind: 'deleted-lookalike',
    locator: "page.getByRole('link', { name: 'Internal' })",
    description: 'Internal label filter in the Labels card',
    target: 'a.nav-link:has-text("Internal")',
    edits: [
      {
        from: `<li class="nav-item">
                        <a href="#" class="nav-link">
                          <i
                            class="bi bi-circle-fill text-warning me-2"
                            style="font-size: 0.6rem"
                            aria-hidden="true"
                          ></i>
                          Internal
                        </a>
                      </li>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-arg-email-label-locale',
    page: 'web/adminlte-examples-register-v2.html',
    kind: 'locale-casing',
    locator: "page.getByLabel('Email')",
    description: 'Email field on the register form',
    target: '#registerEmail',
    edits: [
      { from: '<label for="registerEmail">Email</label>', to: '<label for="registerEmail">E-mail</label>' },
    ],
    after: '#registerEmail',
  },
  {
    id: 'j-arg-terms-link-reworded',
    page: 'web/adminlte-examples-register-v2.html',
    kind: 'text-reworded',
    locator: 'a:text-is("terms")',
    description: 'terms link in the agree checkbox label',
    target: 'label[for=flexCheckDefault] a',
    edits: [
      { from: 'I agree to the <a href="#">terms</a>', to: 'I agree to the <a href="#">Terms of Service</a>' },
    ],
    after: 'label[for=flexCheckDefault] a',
  },
  {
    id: 'j-alg-logo-to-image',
    page: 'web/adminlte-examples-login.html',
    kind: 'icon-only',
    locator: 'text=AdminLTE',
    description: 'AdminLTE logo link above the login box',
    target: '.login-logo a',
    edits: [
      {
        from: '<a href="../index2.html"><b>Admin</b>LTE</a>',
        to: '<a href="../index2.html"><img src="../assets/img/AdminLTELogo.png" alt="AdminLTE" height="48" /></a>',
      },
    ],
    after: '.login-logo a',
  },
  {
    id: 'j-sbb-split-warning-to-button',
    page: 'web/sbadmin2-buttons.html',
    kind: 'tag-changed',
    locator: 'a.btn-warning.btn-icon-split',
    framework: 'selenium',
    description: 'Split Button Warning',
    target: '.btn-icon-split:has-text("Split Button Warning")',
    edits: [
      {
        from: `<a href="#" class="btn btn-warning btn-icon-split">
                                        <span class="icon text-white-50">
                                            <i class="fas fa-exclamation-triangle"></i>
                                        </span>
                                        <span class="text">Split Button Warning</span>
                                    </a>`,
        to: `<button type="button" class="btn btn-warning btn-icon-split">
                                        <span class="icon text-white-50">
                                            <i class="fas fa-exclamation-triangle"></i>
                                        </span>
                                        <span class="text">Split Button Warning</span>
                                    </button>`,
      },
    ],
    after: 'button.btn-icon-split:has-text("Split Button Warning")',
  },
  {
    id: 'j-sbb-google-btn-block-bs5',
    page: 'web/sbadmin2-buttons.html',
    kind: 'class-renamed',
    locator: 'a.btn-google.btn-block',
    framework: 'selenium',
    description: 'Google brand button in the Brand Buttons card',
    target: 'a.btn-google',
    edits: [
      {
        from: '<a href="#" class="btn btn-google btn-block">',
        to: '<a href="#" class="btn btn-google d-block w-100">',
      },
      {
        from: '<a href="#" class="btn btn-facebook btn-block">',
        to: '<a href="#" class="btn btn-facebook d-block w-100">',
      },
    ],
    after: 'a.btn-google',
  },
  {
    id: 'j-sbi-topbar-search-placeholder',
    page: 'web/sbadmin2-index.html',
    kind: 'attribute-reworded',
    locator: "page.getByPlaceholder('Search for...').first()",
    description: 'search box in the top bar',
    target: 'form.d-sm-inline-block input',
    edits: [
      { from: 'placeholder="Search for..."', to: 'placeholder="Search reports, customers…"', count: 2 },
    ],
    after: 'form.d-sm-inline-block input',
  },
  {
    id: 'j-sbi-payout-progress-shifted',
    page: 'web/sbadmin2-index.html',
    kind: 'positional',
    locator: "page.getByRole('progressbar').nth(4)",
    description: 'Payout Details progress bar in the Projects card',
    target: '.progress-bar[aria-valuenow="80"]',
    edits: [
      {
        from: `<h4 class="small font-weight-bold">Payout Details <span`,
        to: `<h4 class="small font-weight-bold">Billing Revamp <span
                                            class="float-right">70%</span></h4>
                                    <div class="progress mb-4">
                                        <div class="progress-bar bg-primary" role="progressbar" style="width: 70%"
                                            aria-valuenow="70" aria-valuemin="0" aria-valuemax="100"></div>
                                    </div>
                                    <h4 class="small font-weight-bold">Payout Details <span`,
      },
    ],
    after: '.progress-bar[aria-valuenow="80"]',
  },
  {
    id: 'j-sbt-user-dropdown-id-renamed',
    page: 'web/sbadmin2-tables.html',
    kind: 'id-renamed',
    locator: '#userDropdown',
    framework: 'selenium',
    description: '',
    target: '#userDropdown',
    edits: [
      { from: 'id="userDropdown"', to: 'id="navbarUserMenu"' },
      { from: 'aria-labelledby="userDropdown"', to: 'aria-labelledby="navbarUserMenu"' },
    ],
    after: '#navbarUserMenu',
  },
  {
    id: 'j-sbt-start-date-header-renamed',
    page: 'web/sbadmin2-tables.html',
    kind: 'text-reworded',
    locator: "//table[@id='dataTable']/thead//th[text()='Start date']",
    framework: 'selenium',
    description: 'Start date column header',
    target: '#dataTable thead th:text-is("Start date")',
    edits: [{ from: '<th>Start date</th>', to: '<th>Hire date</th>', count: 2 }],
    after: '#dataTable thead th:text-is("Hire date")',
  },
  {
    id: 'j-sbt-tiger-nixon-row-removed',
    page: 'web/sbadmin2-tables.html',
    kind: 'deleted',
    locator: 'td:text-is("Tiger Nixon")',
    description: 'Tiger Nixon name cell in the DataTables example',
    target: 'td:text-is("Tiger Nixon")',
    edits: [
      {
        from: `<tr>
                                            <td>Tiger Nixon</td>
                                            <td>System Architect</td>
                                            <td>Edinburgh</td>
                                            <td>61</td>
                                            <td>2011/04/25</td>
                                            <td>$320,800</td>
                                        </tr>
                                        `,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-sbl-create-account-reworded',
    page: 'web/sbadmin2-login.html',
    kind: 'text-reworded',
    locator: "page.getByText('Create an Account!')",
    description: 'link to the registration page under the login form',
    target: 'a[href="register.html"]',
    edits: [
      {
        from: '<a class="small" href="register.html">Create an Account!</a>',
        to: '<a class="small" href="register.html">New here? Sign up</a>',
      },
    ],
    after: 'a[href="register.html"]',
  },
  {
    id: 'j-sbr-forgot-password-route',
    page: 'web/sbadmin2-register.html',
    kind: 'attribute-changed',
    locator: 'a[href="forgot-password.html"]',
    framework: 'selenium',
    description: 'Forgot Password? link',
    target: 'a.small:has-text("Forgot Password?")',
    edits: [
      {
        from: '<a class="small" href="forgot-password.html">Forgot Password?</a>',
        to: '<a class="small" href="/auth/forgot-password">Forgot Password?</a>',
      },
    ],
    after: 'a.small:has-text("Forgot Password?")',
  },
  {
    id: 'j-cya-coupon-promo-combined',
    page: 'web/cypress-kitchensink-actions.html',
    kind: 'combined',
    locator: '#couponCode1',
    framework: 'selenium',
    description: 'Coupon Code input of the submit example form',
    target: '#couponCode1',
    edits: [
      {
        from: '<label for="couponCode1" val="HALFOFF">Coupon Code</label>',
        to: '<label for="promo-code" val="HALFOFF">Promo code</label>',
      },
      {
        from: '<input type="text" class="form-control" id="couponCode1">',
        to: '<input type="text" class="form-control" id="promo-code" name="promo">',
      },
    ],
    after: '#promo-code',
  },
  {
    id: 'j-cya-multiselect-class-renamed',
    page: 'web/cypress-kitchensink-actions.html',
    kind: 'class-renamed',
    locator: 'select.action-select-multiple',
    framework: 'selenium',
    description: '',
    target: 'select[multiple]',
    edits: [
      {
        from: '<select class="form-control action-select-multiple" multiple="true">',
        to: '<select class="form-control action-multiselect" multiple="true">',
      },
    ],
    after: 'select.action-multiselect',
  },
  {
    id: 'j-cyq-cypress-api-nav-shortened',
    page: 'web/cypress-kitchensink-querying.html',
    kind: 'text-reworded',
    locator: 'text=Cypress API',
    description: 'Cypress API link in the navbar',
    target: 'a[href="/cypress-api"]',
    edits: [
      {
        from: '<li><a href="/cypress-api">Cypress API</a></li>',
        to: '<li><a href="/cypress-api">API</a></li>',
      },
    ],
    after: 'a[href="/cypress-api"]',
  },
  {
    id: 'j-cyq-buckle-sorted-first',
    page: 'web/cypress-kitchensink-querying.html',
    kind: 'positional',
    locator: '.query-ul li:nth-child(3)',
    framework: 'selenium',
    description: "'Buckle my shoe' item of the cy.root() list",
    target: '.query-ul li:text-is("Buckle my shoe")',
    edits: [
      {
        from: `<li>One</li>
              <li>Two</li>
              <li>Buckle my shoe</li>`,
        to: `<li>Buckle my shoe</li>
              <li>One</li>
              <li>Two</li>`,
      },
    ],
    after: '.query-ul li:text-is("Buckle my shoe")',
  },
  {
    id: 'j-cyt-veggies-id-renamed',
    page: 'web/cypress-kitchensink-traversal.html',
    kind: 'id-renamed',
    locator: '.healthy-foods #veggies',
    framework: 'selenium',
    description: 'Vegetables header in the nextUntil list',
    target: '.healthy-foods li:text-is("Vegetables")',
    edits: [
      {
        from: '<li id="veggies" class="header">Vegetables</li>',
        to: '<li id="vegetables" class="header">Vegetables</li>',
        count: 2,
      },
    ],
    after: '.healthy-foods li:text-is("Vegetables")',
  },
  {
    id: 'j-cyt-pineapples-sorted',
    page: 'web/cypress-kitchensink-traversal.html',
    kind: 'positional',
    locator: '.traversal-next-all li:nth-child(4)',
    framework: 'selenium',
    description: 'pineapples in the nextAll fruit list',
    target: '.traversal-next-all li:text-is("pineapples")',
    edits: [
      {
        from: `<ul class="traversal-next-all">
            <li>apples</li>
            <li class="second">oranges</li>
            <li>bananas</li>
            <li>pineapples</li>
            <li>grapes</li>`,
        to: `<ul class="traversal-next-all">
            <li>apples</li>
            <li class="second">oranges</li>
            <li>bananas</li>
            <li>grapes</li>
            <li>pineapples</li>`,
      },
    ],
    after: '.traversal-next-all li:text-is("pineapples")',
  },
  {
    id: 'j-cytd-github-icon-only',
    page: 'web/cypress-kitchensink-todo.html',
    kind: 'icon-only',
    locator: 'a:text-is("GitHub")',
    description: 'GitHub link at the right of the navbar',
    target: '.navbar-nav.pull-right a',
    edits: [
      {
        from: '<li><a href="https://github.com/cypress-io/cypress-example-kitchensink">GitHub</a></li>',
        to: '<li><a href="https://github.com/cypress-io/cypress-example-kitchensink" aria-label="GitHub repository"><i class="fa fa-github"></i></a></li>',
      },
    ],
    after: '.navbar-nav.pull-right a',
  },
  {
    id: 'j-cytd-all-filter-bem',
    page: 'web/cypress-kitchensink-todo.html',
    kind: 'class-renamed',
    locator: '.filters a.selected',
    framework: 'selenium',
    description: 'All filter in the todo footer',
    target: '.filters a[href="#/"]',
    edits: [
      {
        from: '<a href="#/" class="selected">All</a>',
        to: '<a href="#/" class="filters__link filters__link--active" aria-current="page">All</a>',
      },
    ],
    after: '.filters a[href="#/"]',
  },
  {
    id: 'j-cyi-closest-deep-link',
    page: 'web/cypress-kitchensink-index.html',
    kind: 'attribute-changed',
    locator: "//a[@href='/commands/traversal' and text()='closest']",
    framework: 'selenium',
    description: 'closest link under Traversal on the home list',
    target: '.home-list a:text-is("closest")',
    edits: [
      {
        from: '<li><a href="/commands/traversal">children</a></li>',
        to: '<li><a href="/commands/traversal#children">children</a></li>',
      },
      {
        from: '<li><a href="/commands/traversal">closest</a></li>',
        to: '<li><a href="/commands/traversal#closest">closest</a></li>',
      },
      {
        from: '<li><a href="/commands/traversal">eq</a></li>',
        to: '<li><a href="/commands/traversal#eq">eq</a></li>',
      },
    ],
    after: '.home-list a:text-is("closest")',
  },
  {
    id: 'j-mls-search-input-id-renamed',
    page: 'web/midscene-local-search.html',
    kind: 'id-renamed',
    locator: '#searchInput',
    framework: 'selenium',
    description: 'main search input',
    target: 'input.search-input',
    edits: [
      {
        from: '<input type="text" class="search-input" placeholder="Search" id="searchInput">',
        to: '<input type="text" class="search-input" placeholder="Search" id="q" name="q">',
      },
    ],
    after: 'input.search-input',
  },
  {
    id: 'j-mls-news-link-after-hao123-removed',
    page: 'web/midscene-local-search.html',
    kind: 'positional',
    locator: '.nav-links a:nth-child(2)',
    framework: 'selenium',
    description: 'News link in the nav links',
    target: '.nav-links a:text-is("News")',
    edits: [
      {
        from: `<a href="#" onclick="navigateToHao123()">hao123</a>
            `,
        to: '',
      },
    ],
    after: '.nav-links a:text-is("News")',
  },
  {
    id: 'j-mls-close-settings-class',
    page: 'web/midscene-local-search.html',
    kind: 'combined',
    locator: 'button.close-button',
    framework: 'selenium',
    description: 'close (×) button of the settings popup',
    target: '#settingsPopup button',
    edits: [
      {
        from: '<button class="close-button" onclick="closeSettings()">&times;</button>',
        to: '<button class="popup__close" aria-label="Close settings" onclick="closeSettings()">&times;</button>',
      },
    ],
    after: '#settingsPopup button',
  },
  {
    id: 'j-mse-header-input-aria',
    page: 'web/midscene-search-engine.html',
    kind: 'attribute-reworded',
    locator: 'input[aria-label="input box"]',
    framework: 'selenium',
    description: '',
    target: '#search-input-header',
    edits: [{ from: 'aria-label="input box"', to: 'aria-label="Search query"' }],
    after: '#search-input-header',
  },
  {
    id: 'j-mse-header-search-id-removed',
    page: 'web/midscene-search-engine.html',
    kind: 'id-removed',
    locator: '#search-button-header',
    framework: 'selenium',
    description: 'Search button in the results header',
    target: '#search-button-header',
    edits: [
      {
        from: '<button id="search-button-header">Search</button>',
        to: '<button class="search-btn search-btn--compact">Search</button>',
      },
    ],
    after: '#results-page .search-container button',
  },
  {
    id: 'j-mwx-crystal-row-shifted',
    page: 'web/midscene-web-extractor-fixture.html',
    kind: 'positional',
    locator: '//tbody/tr[3]/td[2]',
    framework: 'selenium',
    description: 'Field 2 of record 3AY (Crystal Newman)',
    target: 'td:text-is("Crystal Newman")',
    edits: [
      {
        from: `<tbody>
            <tr>
                <td>30S</td>`,
        to: `<tbody>
            <tr>
                <td>Q7K</td>
                <td>Rowan Pierce</td>
                <td>Iris Whitfield</td>
                <td>Milo Tran</td>
                <td>Nora Ellison</td>
            </tr>
            <tr>
                <td>30S</td>`,
      },
    ],
    after: 'td:text-is("Crystal Newman")',
  },
  {
    id: 'j-mwx-shape-placeholder',
    page: 'web/midscene-web-extractor-fixture.html',
    kind: 'attribute-reworded',
    locator: `input[placeholder="You shouldn't see this placeholder."]`,
    framework: 'selenium',
    description: 'Shape input (value Rectangle)',
    target: 'input[value=Rectangle]',
    edits: [
      {
        from: `<input placeholder="You shouldn't see this placeholder." value="Rectangle" />`,
        to: `<input placeholder="Enter a shape" value="Rectangle" />`,
      },
    ],
    after: 'input[value=Rectangle]',
  },
  {
    id: 'j-mfa-arrival-name-renamed',
    page: 'web/miniwob-flight-alaska-original.html',
    kind: 'attribute-changed',
    locator: 'input[name="SearchFields.ArrivalCity"]',
    framework: 'selenium',
    description: 'To city field',
    target: '#geo-to',
    edits: [{ from: 'name="SearchFields.ArrivalCity"', to: 'name="arrivalCity"' }],
    after: '#geo-to',
  },
  {
    id: 'j-mfa-low-fare-calendar-label',
    page: 'web/miniwob-flight-alaska-original.html',
    kind: 'text-reworded',
    locator: "page.getByLabel('View results on low-fare calendar')",
    description: 'low-fare calendar checkbox',
    target: '#is-cal',
    edits: [
      {
        from: `View results on low-fare calendar`,
        to: `Show prices on a calendar`,
      },
    ],
    after: '#is-cal',
  },
  {
    id: 'j-mfaa-class-label-to-cabin',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'text-reworded',
    locator: "page.getByLabel('Class')",
    description: 'Class dropdown in the flight search form',
    target: '#cabin',
    edits: [
      {
        from: `<label for="cabin">
                    Class
`,
        to: `<label for="cabin">
                    Cabin
`,
      },
    ],
    after: '#cabin',
  },
  {
    id: 'j-mfaa-close-menu-combined',
    page: 'web/miniwob-flight-aa-original.html',
    kind: 'combined',
    locator: 'a#close[title="Close menu"]',
    framework: 'selenium',
    description: 'close button of the slide-out navigation menu',
    target: '#close',
    edits: [
      {
        from: '<a id="close" href="#" title="Close menu"><span> </span></a>',
        to: '<button type="button" id="nav-close" class="pageslide-close" aria-label="Close navigation"><span> </span></button>',
      },
    ],
    after: '#nav-close',
  },
  {
    id: 'j-pwa-labelled2-shifted',
    page: 'web/playwright-wpt-accname-shadowdom-slot.html',
    kind: 'positional',
    locator: 'button.labelled >> nth=1',
    description: 'second labelled button (default slotted content)',
    target: '#labelled2',
    edits: [
      {
        from: `<label id="label2">`,
        to: `<label id="label1b">
  <div id="host1b">slotted <span>text</span></div>
</label>
<button id="labelled1b"
        class="labelled"
        type="button"
        aria-labelledby="label1b"
        data-expectedlabel="foo slotted text bar"
        data-testname="aria-labelledby reference to element with nested slotted content"></button>

<label id="label2">`,
      },
    ],
    after: '#labelled2',
  },
  {
    id: 'j-ptn-form-heading-reworded',
    page: 'web/playwright-to-do-notifications-index.html',
    kind: 'text-reworded',
    locator: "page.getByRole('heading', { name: 'Add new to-do item.' })",
    description: 'heading of the add item form',
    target: '.form-box h2',
    edits: [{ from: '<h2>Add new to-do item.</h2>', to: '<h2>Create a task</h2>' }],
    after: '.form-box h2',
  },
  {
    id: 'j-pef-title-wrapped',
    page: 'web/playwright-evals-fill-form.html',
    kind: 'wrapper-inserted',
    locator: 'div.container > h1',
    framework: 'selenium',
    description: 'Product Order Form title',
    target: 'h1',
    edits: [
      {
        from: '<h1>Product Order Form</h1>',
        to: '<header class="page-header">\n      <h1>Product Order Form</h1>\n      <p class="subtitle">Fields marked * are required</p>\n    </header>',
      },
    ],
    after: 'h1',
  },
  {
    id: 'j-tmj-header-id-removed',
    page: 'web/todomvc-jquery.html',
    kind: 'id-removed',
    locator: '#header > h1',
    framework: 'selenium',
    description: 'todos title',
    target: 'h1',
    edits: [{ from: '<header id="header" class="header">', to: '<header class="header">' }],
    after: 'h1',
  },
  {
    id: 'j-tms-blog-link-removed',
    page: 'web/todomvc-site-index.html',
    kind: 'deleted-lookalike',
    locator: "page.getByRole('link', { name: 'Blog' })",
    description: 'Blog button next to Download / View on GitHub',
    target: 'a.zocial[href="https://medium.com/@tastejs"]',
    edits: [
      {
        from: `
						<a href="https://medium.com/@tastejs" class="zocial ltgray">Blog</a>`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-tms-pascal-avatar-only',
    page: 'web/todomvc-site-index.html',
    kind: 'icon-only',
    locator: "page.getByText('Pascal', { exact: true })",
    description: 'Pascal in the "Brought to you by" credits',
    target: 'a[href="https://github.com/passy"]',
    edits: [
      { from: 'alt="Addy Osmani">Addy</a>', to: 'alt="Addy Osmani" title="Addy Osmani"></a>' },
      { from: 'alt="Sindre Sorhus">Sindre</a>', to: 'alt="Sindre Sorhus" title="Sindre Sorhus"></a>' },
      { from: 'alt="Pascal Hartig">Pascal</a>', to: 'alt="Pascal Hartig" title="Pascal Hartig"></a>' },
      { from: 'alt="Stephen Sawchuk">Stephen</a>', to: 'alt="Stephen Sawchuk" title="Stephen Sawchuk"></a>' },
    ],
    after: 'a[href="https://github.com/passy"]',
  },
  {
    id: 'j-wp2-create-a-book-removed',
    page: 'web/readability-wikipedia-2.html',
    kind: 'deleted',
    locator: '#coll-create_a_book a',
    framework: 'selenium',
    description: 'Create a book link under Print/export',
    target: '#coll-create_a_book a',
    edits: [
      {
        from: '                            <li id="coll-create_a_book">\n                                <a href="/w/index.php?title=Special:Book&amp;bookcmd=book_creator&amp;referer=New+Zealand">Create a book</a>\n                            </li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-bbc-accessibility-help-top-removed',
    page: 'web/readability-bbc-1.html',
    kind: 'deleted-twin',
    locator: '#orb-accessibility-help',
    framework: 'selenium',
    description: 'Accessibility Help link in the skip links at the top of the page',
    target: '#orb-accessibility-help',
    edits: [
      {
        from: '  <li><a id="orb-accessibility-help" href="/accessibility/">Accessibility Help</a></li>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-mz-find-my-device-v1-removed',
    page: 'web/readability-mozilla-1.html',
    kind: 'deleted-twin',
    locator: '#fxfamilynav-tertiarynav a[href="https://find.firefox.com"]',
    framework: 'selenium',
    description: 'Find My Device link in the Firefox OS menu of the family nav',
    target: '#fxfamilynav-tertiarynav a[href="https://find.firefox.com"]',
    edits: [
      {
        from: '                                    <li><a rel="external" href="https://find.firefox.com" data-ga="os - find my device">Find My Device</a>\n                                    </li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-mz-awesome-bar-renamed',
    page: 'web/readability-mozilla-1.html',
    kind: 'combined',
    locator: '#customize-awesomebar',
    framework: 'selenium',
    description: 'Awesome Bar tab of the customizer',
    target: '#customize-awesomebar',
    edits: [
      {
        from: 'id="customize-awesomebar" href="#awesome-bar"',
        to: 'id="customize-addressbar" href="#address-bar"',
      },
      { from: 'Awesome Bar\n          </a>', to: 'Address Bar\n          </a>' },
    ],
    after: '#customize-addressbar',
  },
  {
    id: 'j-gu-au-edition-removed',
    page: 'web/readability-guardian-1.html',
    kind: 'deleted-lookalike',
    locator: 'text=Australia edition',
    description: 'switch to the Australia edition link in the edition picker',
    target: 'a[data-link-name="nav2 : edition-picker: AU"]',
    edits: [
      {
        from: '                                        <li class="menu-item">\n                                            <a data-link-name="nav2 : edition-picker: AU" href="https://www.theguardian.com/preference/edition/au" class="menu-item__title"><span class="u-h">switch to the</span> Australia edition</a>\n                                        </li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-gu-soccer-to-football',
    page: 'web/readability-guardian-1.html',
    kind: 'locale-casing',
    locator: "page.locator('a.menu-item__title', { hasText: 'Soccer' }).nth(1)",
    description: 'Soccer link in the Sport section of the menu',
    target: '[data-link-name="nav2 : secondary : Soccer"] >> nth=1',
    edits: [
      {
        from: 'data-link-name="nav2 : secondary : Soccer">Soccer</a>',
        to: 'data-link-name="nav2 : secondary : Football">Football</a>',
        count: 2,
      },
    ],
    after: '[data-link-name="nav2 : secondary : Football"] >> nth=1',
  },
  {
    id: 'j-wapo-banner-add-removed',
    page: 'web/readability-wapo-1.html',
    kind: 'deleted-twin',
    locator: '#signup-newsLetter',
    framework: 'selenium',
    description: 'Add button of the newsletter sign-up banner',
    target: '#signup-newsLetter',
    edits: [
      {
        from: '                    <form method="post" action="http://link.washingtonpost.com/s" id="signup-form">\n                        <input type="text" name="email" class="signup-field" placeholder="E-mail address"\n                        id="newsLetter-input-banner"/>\n                        <input type="submit" value="Add" class="submit-btn signup" id="signup-newsLetter"/>\n                        <input type="hidden" name="template" value="" id="template-var-banner"/>\n                        <input type="hidden" name="vars[simple_signup]" value="1"/>\n                        <input type="hidden" name="vars[simple]" value="2" id="banner-simple-var"/>\n                        <input type="hidden" name="" value="1" id="variable-var-banner"/>\n                        <input type="hidden" name="redirect" value="" id="redirect-url-banner"/>\n                    </form>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-yh-suggestions-link-removed',
    page: 'web/readability-yahoo-2.html',
    kind: 'deleted',
    locator: 'a[title="Suggestions"]',
    framework: 'selenium',
    description: '',
    target: 'a[title="Suggestions"]',
    edits: [
      {
        from: '                                                        <li class="D(ib) mouseover Mend(6px) Lh(22px)" data-test-locator="footer-item" data-reactid="7"><a title="Suggestions" href="https://yahoo.uservoice.com/forums/206380" class="Tt(c) Fz(13px) Td(n) mouseover:h_Op(1) mouseover:h_Td(u) C(#3c3c5b) Op(.4)" data-reactid="8">Suggestions</a></li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-msn-skype-share-removed',
    page: 'web/readability-msn.html',
    kind: 'deleted-lookalike',
    locator: 'a[aria-label="share on skype"]',
    framework: 'selenium',
    description: 'Skype SHARE button in the sharing toolbar',
    target: 'a.stb-skype',
    edits: [
      {
        from: '                        <a data-id="50" data-m="{&quot;i&quot;:50,&quot;p&quot;:46,&quot;n&quot;:&quot;SKYPE&quot;,&quot;t&quot;:&quot;sharingToolbar&quot;,&quot;o&quot;:4}" class="stb-btn stb-skype" href="https://web.skype.com/share?url=http%3a%2f%2fa.msn.com%2f01%2fen-us%2fAAkm7Xj&amp;lang=en-us&amp;flow_id=d1793c77-3575-495b-a2c4-24bfdef36ebc" data-piitxt="tmx-stb-skype" aria-label="share on skype">\n                            <div class="stb-box">\n                                <span class="stb-text" aria-hidden="true" role="presentation">SHARE</span>\n                            </div>\n                        </a>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-ao3-mobi-download-removed',
    page: 'web/readability-archive-of-our-own.html',
    kind: 'deleted-lookalike',
    locator: 'a:text-is("MOBI")',
    description: 'MOBI format in the Download menu',
    target: 'a:text-is("MOBI")',
    edits: [
      {
        from: '                                    <li>\n                                        <a href="/downloads/11808918/Conversations%20with%20a.mobi?updated_at=1585835284">MOBI</a>\n                                    </li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-yt-shopping-cart-removed',
    page: 'web/postlight-youtube.html',
    kind: 'deleted',
    locator: 'button[aria-label="Shopping cart"]',
    description: 'shopping cart button in the masthead',
    target: 'button[aria-label="Shopping cart"]',
    edits: [
      {
        from: '                  <yt-icon-button id="icon" class="style-scope ytd-icon-badge-topbar-button-renderer">\n                    <!--css-build:shady--><button id="button" class="style-scope yt-icon-button"\n                      aria-label="Shopping cart">\n                      <yt-icon-badge-shape class="style-scope ytd-icon-badge-topbar-button-renderer">\n                        <div\n                          class="yt-spec-icon-badge-shape yt-spec-icon-badge-shape--type-cart yt-spec-icon-badge-shape--style-overlay ">\n                          <div class="yt-spec-icon-badge-shape__icon">\n                            <yt-icon><svg viewBox="0 0 24 24" preserveAspectRatio="xMidYMid meet" focusable="false"\n                                class="style-scope yt-icon"\n                                style="pointer-events: none; display: block; width: 100%; height: 100%;">\n                                <g class="style-scope yt-icon">\n                                  <path\n                                    d="M10,20c0,1.1-0.9,2-2,2s-2-0.9-2-2c0-1.1,0.9-2,2-2S10,18.9,10,20z M16,18c-1.1,0-2,0.9-2,2c0,1.1,0.9,2,2,2s2-0.9,2-2 C18,18.9,17.1,18,16,18z M7.81,14L7.1,16H18v1H6l0.03-0.97l0.8-2.25L5,5V3H3V2h2h1v1v2h14l-1.88,9H7.81z M6.23,6l1.46,7h9.62l1.46-7 H6.23z"\n                                    class="style-scope yt-icon"></path>\n                                </g>\n                              </svg>\n                              <!--css-build:shady-->\n                            </yt-icon>\n                          </div>\n                        </div>\n                      </yt-icon-badge-shape>\n                    </button>\n                    <yt-interaction id="interaction" class="circular style-scope yt-icon-button">\n                      <!--css-build:shady-->\n                      <div class="stroke style-scope yt-interaction"></div>\n                      <div class="fill style-scope yt-interaction"></div>\n                    </yt-interaction>\n                  </yt-icon-button>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-sanwa-taiou-tab-removed',
    page: 'web/postlight-sanwa-co-jp.html',
    kind: 'deleted-lookalike',
    locator: '#a-taiou',
    framework: 'selenium',
    description: '\u5bfe\u5fdc\u8868 (compatibility table) tab of the global navigation',
    target: '#a-taiou',
    edits: [
      {
        from: '                                        <li id="gl-taiou"><a id="a-taiou" href="javascript:void(0);" title="&#x5BFE;&#x5FDC;&#x8868;&#x306E;&#x30DA;&#x30FC;&#x30B8;&#x3078;" accesskey="4"><img src="//www.sanwa.co.jp/static/images/common/header/gl_navi_taiou_a.png" alt="&#x5BFE;&#x5FDC;&#x8868;" class="rollover"></a></li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-sanwa-chinese-link-localized',
    page: 'web/postlight-sanwa-co-jp.html',
    kind: 'locale-casing',
    locator: 'text=Chinese',
    description: 'Chinese language link in the header',
    target: 'a:has-text("Chinese")',
    edits: [{ from: 'height="6">Chinese</a>', to: 'height="6">\u4e2d\u6587</a>' }],
    after: 'a:has-text("\u4e2d\u6587")',
  },
  {
    id: 'j-vsn-select-item-removed',
    page: 'web/vaadin-side-nav.html',
    kind: 'deleted',
    locator: 'vaadin-side-nav-item[path="/dev/select.html"]',
    description: 'Select item under Dev pages in the side nav',
    target: 'vaadin-side-nav-item[path="/dev/select.html"]',
    edits: [
      {
        from: '        <vaadin-side-nav-item path="/dev/select.html" slot="children">Select</vaadin-side-nav-item>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-gl-linkedin-share-removed',
    page: 'web/readability-gitlab-blog.html',
    kind: 'deleted-lookalike',
    locator: 'a.linkedin-link[title="GitLab on LinkedIn"]',
    framework: 'selenium',
    description: 'LinkedIn share icon below the article',
    target: 'a[title="GitLab on LinkedIn"]',
    edits: [
      {
        from: '<a href="https://www.linkedin.com/shareArticle?mini=true&amp;url=https://about.gitlab.com/blog/2024/06/25/3-surprising-findings-from-our-2024-global-devsecops-survey/" target="_blank" data-toggle="tooltip" title="GitLab on LinkedIn" data-ga-name="linkedin" data-ga-location="body" class="social-link linkedin-link" data-v-74bd29c6="">\n                                            <div role="img" aria-hidden="true" class="slp-icon slp-icon--size-sm slp-icon--color-color-text-300" style="color:color-text-300" data-v-e356681a="" data-v-74bd29c6="">\n                                                <!---->\n                                                <div data-v-e356681a="">\n                                                    <svg width="17" height="16" viewbox="0 0 17 16" fill="none" xmlns="http://www.w3.org/2000/svg">\n                                                    <g id="Group">\n                                                        <path id="Vector" d="M15.4635 0H1.82914C1.17601 0 0.647888 0.515625 0.647888 1.15313V14.8438C0.647888 15.4813 1.17601 16 1.82914 16H15.4635C16.1166 16 16.6479 15.4813 16.6479 14.8469V1.15313C16.6479 0.515625 16.1166 0 15.4635 0ZM5.39476 13.6344H3.01976V5.99687H5.39476V13.6344ZM4.20726 4.95625C3.44476 4.95625 2.82914 4.34062 2.82914 3.58125C2.82914 2.82188 3.44476 2.20625 4.20726 2.20625C4.96664 2.20625 5.58226 2.82188 5.58226 3.58125C5.58226 4.3375 4.96664 4.95625 4.20726 4.95625ZM14.2823 13.6344H11.9104V9.92188C11.9104 9.0375 11.8948 7.89687 10.676 7.89687C9.44164 7.89687 9.25414 8.8625 9.25414 9.85938V13.6344H6.88539V5.99687H9.16039V7.04063H9.19164C9.50726 6.44063 10.2823 5.80625 11.4354 5.80625C13.8385 5.80625 14.2823 7.3875 14.2823 9.44375V13.6344Z" fill="#0A66C2"></path>\n                                                    </g></svg>\n                                                </div>\n                                            </div></a>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-sw-drawer-login-removed',
    page: 'web/readability-spiceworks.html',
    kind: 'deleted-twin',
    locator: '.lean-navbar-inside-drawer a.lean-navbar-drawer__login-button',
    description: 'Login button inside the navigation drawer',
    target: '.lean-navbar-inside-drawer a.lean-navbar-drawer__login-button',
    edits: [
      {
        from: '                            <div class="lean-navbar-inside-drawer lean-navbar-drawer__user-actions lean-navbar-drawer__user-actions--logged-out">\n                                <a href="https://accounts.spiceworks.com/sign_in/?referrer_source=newsinsights&amp;referrer_reference=topnav&amp;referer=https%3A%2F%2Fwww.spiceworks.com%2Fmarketing%2Fmarketing-strategy%2Fnews%2Frewriting-rules-of-engagement-with-video-in-2020-vidyard-introduces-new-features-on-its-video-platform%2F&amp;success=https%3A%2F%2Fwww.spiceworks.com%2Fmarketing%2Fmarketing-strategy%2Fnews%2Frewriting-rules-of-engagement-with-video-in-2020-vidyard-introduces-new-features-on-its-video-platform%2F" rel="nofollow" class="lean-navbar-drawer__login-button">Login<!-- insert login text here --></a> <a href="https://accounts.spiceworks.com/join/?referrer_source=newsinsights&amp;referrer_reference=topnav&amp;referer=https%3A%2F%2Fwww.spiceworks.com%2Fmarketing%2Fmarketing-strategy%2Fnews%2Frewriting-rules-of-engagement-with-video-in-2020-vidyard-introduces-new-features-on-its-video-platform%2F" rel="nofollow" class="lean-navbar-drawer__join-button">Join<!-- insert join text here --></a>\n                            </div>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'j-sw-facebook-follow-icon-only',
    page: 'web/readability-spiceworks.html',
    kind: 'icon-only',
    locator: 'a:has-text("Follow on Facebook")',
    description: 'Follow on Facebook link in the footer',
    target: 'a[title="Follow on facebook"]',
    edits: [
      {
        from: '<span class="external-link-icon">Follow on Facebook</span>',
        to: '<svg viewbox="0 0 24 24" aria-hidden="true" class="social-icon"><path d="M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z"></path></svg>',
      },
      {
        from: '<span class="external-link-icon">Follow on Linkedin</span>',
        to: '<svg viewbox="0 0 24 24" aria-hidden="true" class="social-icon"><path d="M4 4h4v4H4zM4 10h4v10H4zM10 10h4v2c.6-1.2 2-2.2 4-2.2 3 0 4 2 4 5.2V20h-4v-4.5c0-1.5-.5-2.5-1.8-2.5S14 14 14 15.5V20h-4z"></path></svg>',
      },
    ],
    after: 'a[title="Follow on facebook"]',
  },
  {
    id: 'j-ietf-diff1-title-reworded',
    page: 'web/readability-ietf-1.html',
    kind: 'attribute-reworded',
    locator: 'a[title="Inline diff (wdiff)"]',
    framework: 'selenium',
    description: 'Diff1 link in the document header bar',
    target: 'a:text-is("Diff1")',
    edits: [
      { from: 'title="Inline diff (wdiff)"', to: 'title="Inline word diff against the previous version"' },
    ],
    after: 'a:text-is("Diff1")',
  },
  {
    id: 'j-tv-share-on-x',
    page: 'web/readability-theverge.html',
    kind: 'attribute-reworded',
    locator: 'button[aria-label="Share on Twitter"]',
    description: "Twitter share button under 'Share this story'",
    target: 'button[aria-label="Share on Twitter"]',
    edits: [{ from: 'aria-label="Share on Twitter"', to: 'aria-label="Share on X"' }],
    after: 'button[aria-label="Share on X"]',
  },
  {
    id: 'j-nyt-footer-testid-renamed',
    page: 'web/readability-nytimes-5.html',
    kind: 'test-id-renamed',
    locator: "page.getByTestId('footer-link').filter({ hasText: 'Work with us' })",
    description: '',
    target: 'a[href="https://www.nytco.com/careers/"]',
    edits: [{ from: 'data-testid="footer-link"', to: 'data-testid="site-footer-link"', count: 15 }],
    after: 'a[href="https://www.nytco.com/careers/"]',
  },
  {
    id: 'j-rr-rising-stars-promoted',
    page: 'web/readability-royal-road.html',
    kind: 'moved',
    locator: "//ul[contains(@class,'dropdown-menu')]/li[8]/a",
    framework: 'selenium',
    description: 'Rising Stars entry in the Read menu',
    target: 'a[href="/fictions/rising-stars"]',
    edits: [
      {
        from: '<li class="">\n                                        <a href="/fictions/rising-stars" class="nav-link" rel="">Rising Stars</a>\n                                    </li>\n                                    ',
        to: '',
      },
      {
        from: '<li class="">\n                                        <a href="/fictions/best-rated"',
        to: '<li class="">\n                                        <a href="/fictions/rising-stars" class="nav-link" rel="">Rising Stars</a>\n                                    </li>\n                                    <li class="">\n                                        <a href="/fictions/best-rated"',
      },
    ],
    after: 'a[href="/fictions/rising-stars"]',
  },
  {
    id: 'j-wk-latest-tab-combined',
    page: 'web/readability-wikia.html',
    kind: 'combined',
    locator: '#tab-most-recent',
    framework: 'selenium',
    description: 'Latest tab of the recirculation rail',
    target: '#tab-most-recent',
    edits: [
      {
        from: '<input id="tab-most-recent" name="recirc-tab-group" type="radio" />',
        to: '<input id="recirc-tab-newest" name="recirc-tab-group" type="radio" />',
      },
      {
        from: '<label for="tab-most-recent">Latest</label>',
        to: '<label for="recirc-tab-newest">Newest</label>',
      },
    ],
    after: '#recirc-tab-newest',
  },
  {
    id: 'j-gh-create-new-file-to-link',
    page: 'web/postlight-github.html',
    kind: 'tag-changed',
    locator: 'button:has-text("Create new file")',
    description: 'Create new file entry of the Add file dropdown',
    target: 'button:has-text("Create new file")',
    edits: [
      {
        from: '<form data-turbo="false" action="/steventroughtonsmith/marzipanify/new/master" accept-charset="UTF-8" method="post"><input type="hidden" name="authenticity_token" value="WDR6ejyVLlq-ZY2S_I3oKFGFv2G3b3b8WT8WtoJAlsPhhB3lulYCfLSFj7AL3NwoAXJKJd-SFvhRSFkGcVfYeA">\n    <button type="submit" data-view-component="true" class="dropdown-item btn-link">    Create new file\n</button></form>',
        to: '<a href="/steventroughtonsmith/marzipanify/new/master" class="dropdown-item" data-turbo="false">Create new file</a>',
      },
    ],
    after: 'a.dropdown-item:has-text("Create new file")',
  },
  {
    id: 'j-li-share-after-repost',
    page: 'web/postlight-linkedin.html',
    kind: 'positional',
    locator: 'a.social-action-bar__button >> nth=2',
    description: 'Share action under the article',
    target: 'a[data-tracking-control-name="pulse-article_social-details_share-cta"]',
    edits: [
      {
        from: '<span class="social-action-bar__button-text">Comment</span>\n      </a>',
        to: '<span class="social-action-bar__button-text">Comment</span>\n      </a>\n      <a class="social-action-bar__button" href="https://www.linkedin.com/signup/cold-join?trk=pulse-article_social-details_repost-cta" data-tracking-control-name="pulse-article_social-details_repost-cta" data-tracking-will-navigate="">\n        <icon class="social-action-bar__icon" data-svg-class-name="social-action-bar__icon--svg"></icon>\n        <span class="social-action-bar__button-text">Repost</span>\n      </a>',
      },
    ],
    after: 'a[data-tracking-control-name="pulse-article_social-details_share-cta"]',
  },
  {
    id: 'j-rd-jump-to-content-testid',
    page: 'web/postlight-reddit.html',
    kind: 'test-id-renamed',
    locator: '[data-testid="jump-to-content"] button',
    description: 'Jump to content skip button',
    target: 'button:text-is("Jump to content")',
    edits: [{ from: 'data-testid="jump-to-content"', to: 'data-testid="skip-to-main-content"' }],
    after: 'button:text-is("Jump to content")',
  },
  {
    id: 'j-rdi-community-description-testid',
    page: 'web/postlight-reddit-image-post.html',
    kind: 'test-id-renamed',
    locator: "page.getByTestId('no-edit-description-block')",
    description: 'r/aww community description in the About card',
    target: '[data-testid="no-edit-description-block"]',
    edits: [{ from: 'data-testid="no-edit-description-block"', to: 'data-testid="community-description"' }],
    after: '[data-testid="community-description"]',
  },
  {
    id: 'j-tw-dansk-shifted',
    page: 'web/postlight-twitter.html',
    kind: 'positional',
    locator: '.js-language-link >> nth=4',
    description: 'Dansk in the language list',
    target: 'a[href="?lang=da"]',
    edits: [
      {
        from: '<li><a href="?lang=cs" data-lang-code="cs" title="Czech" class="js-language-link js-tooltip">\u010ce\u0161tina</a></li>',
        to: '<li><a href="?lang=cs" data-lang-code="cs" title="Czech" class="js-language-link js-tooltip">\u010ce\u0161tina</a></li>\n            <li><a href="?lang=cy" data-lang-code="cy" title="Welsh" class="js-language-link js-tooltip">Cymraeg</a></li>',
      },
    ],
    after: 'a[href="?lang=da"]',
  },
  {
    id: 'j-vnav-section-back-id-renamed',
    page: 'web/vaadin-nav-section-list-detail.html',
    kind: 'combined',
    locator: '#sectionBackBtn',
    framework: 'selenium',
    description: 'back arrow of the Manage section pane',
    target: '#sectionBackBtn',
    edits: [
      {
        from: '<button class="back-btn" id="sectionBackBtn">&larr;</button>',
        to: '<button class="back-btn" id="manage-back-btn" aria-label="Back to sections">&larr;</button>',
      },
    ],
    after: '#manage-back-btn',
  },
  {
    id: 'j-vmail-folder-title-wrapped',
    page: 'web/vaadin-email-folders-list-message.html',
    kind: 'wrapper-inserted',
    locator: '.pane-header > h2',
    framework: 'selenium',
    description: 'folder title (Inbox) above the email list',
    target: '#folderTitle',
    edits: [
      {
        from: '<h2 id="folderTitle">Inbox</h2>',
        to: '<div class="pane-title">\n              <h2 id="folderTitle">Inbox</h2>\n              <span class="unread-count">3 unread</span>\n            </div>',
      },
    ],
    after: '#folderTitle',
  },
  {
    id: 'j-vmenu-tertiary-shifted',
    page: 'web/vaadin-menu-bar.html',
    kind: 'positional',
    locator: 'vaadin-checkbox-group > vaadin-checkbox:nth-child(4)',
    framework: 'selenium',
    description: 'Tertiary theme checkbox',
    target: '#tertiary',
    edits: [
      {
        from: '<vaadin-checkbox id="primary" value="primary" label="Primary"></vaadin-checkbox>',
        to: '<vaadin-checkbox id="primary" value="primary" label="Primary"></vaadin-checkbox>\n          <vaadin-checkbox id="contrast" value="contrast" label="Contrast"></vaadin-checkbox>',
      },
    ],
    after: '#tertiary',
  },
  {
    id: 'j-vgrid-auto-height-id-renamed',
    page: 'web/vaadin-grid.html',
    kind: 'id-renamed',
    locator: '#all-rows',
    framework: 'selenium',
    description: '',
    target: 'vaadin-checkbox[label="Auto Height"]',
    edits: [{ from: 'id="all-rows"', to: 'id="autoHeight"' }],
    after: 'vaadin-checkbox[label="Auto Height"]',
  },
  {
    id: 'j-cnn-site-map-casing',
    page: 'web/readability-cnn.html',
    kind: 'locale-casing',
    locator: 'text=Site Map',
    description: 'Site Map link in the footer',
    target: 'a[href="/services/sitemap/"]',
    edits: [
      { from: '<a href="/services/sitemap/">Site Map</a>', to: '<a href="/services/sitemap/">Sitemap</a>' },
    ],
    after: 'a[href="/services/sitemap/"]',
  },
];
