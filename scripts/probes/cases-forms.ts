/**
 * Refactors of a login, a registration and an order form (AdminLTE, SB Admin 2, Playwright's evals) written while the engine was
 * tuned on them: regression cases, not a held-out measurement.
 */
import type { ProbeCase } from './types.js';

const LOGIN = 'web/adminlte-examples-login.html';

const REG = 'web/sbadmin2-register.html';
const FIRST = `<input type="text" class="form-control form-control-user" id="exampleFirstName"
                                            placeholder="First Name">`;
const LAST = `<input type="text" class="form-control form-control-user" id="exampleLastName"
                                            placeholder="Last Name">`;

const PF = 'web/playwright-evals-fill-form.html';
export const PROBE_CASES: ProbeCase[] = [
  {
    id: 'alogin-signin-reworded',
    page: LOGIN,
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: 'Sign In' })",
    description: 'Sign in button',
    target: 'button[type=submit]',
    edits: [
      {
        from: '<button type="submit" class="btn btn-primary">Sign In</button>',
        to: '<button type="submit" class="btn btn-primary">Log in</button>',
      },
    ],
    after: 'button[type=submit]',
  },
  {
    id: 'alogin-signin-continue',
    page: LOGIN,
    kind: 'text reworded',
    locator: "//button[text()='Sign In']",
    framework: 'selenium',
    description: 'submit button of the login form',
    target: 'button[type=submit]',
    edits: [
      {
        from: '<button type="submit" class="btn btn-primary">Sign In</button>',
        to: '<button type="submit" class="btn btn-primary w-100">Continue</button>',
      },
    ],
    after: 'button[type=submit]',
  },
  {
    id: 'alogin-email-placeholder',
    page: LOGIN,
    kind: 'text reworded',
    locator: "page.getByPlaceholder('Email')",
    description: 'email field',
    target: 'input[type=email]',
    edits: [{ from: 'placeholder="Email"', to: 'placeholder="you@example.com"' }],
    after: 'input[type=email]',
  },
  {
    id: 'alogin-password-wrapped',
    page: LOGIN,
    kind: 'structure changed',
    locator: 'form > div:nth-child(2) > input',
    framework: 'selenium',
    description: 'password input',
    target: 'input[type=password]',
    edits: [
      {
        from: '<input type="password" class="form-control" placeholder="Password" />',
        to: '<div class="form-floating"><input type="password" class="form-control" id="loginPassword" placeholder="Password" /><label for="loginPassword">Password</label></div>',
      },
    ],
    after: 'input[type=password]',
  },
  {
    id: 'alogin-remember-id',
    page: LOGIN,
    kind: 'id/class renamed',
    locator: '#flexCheckDefault',
    description: 'Remember me checkbox',
    target: '#flexCheckDefault',
    edits: [
      { from: 'id="flexCheckDefault"', to: 'id="rememberMe"' },
      { from: 'for="flexCheckDefault"', to: 'for="rememberMe"' },
    ],
    after: '#rememberMe',
  },
  {
    id: 'alogin-remember-deleted',
    page: LOGIN,
    kind: 'deleted',
    locator: '#flexCheckDefault',
    description: 'Remember me checkbox',
    target: '#flexCheckDefault',
    edits: [
      {
        from: '<input class="form-check-input" type="checkbox" value="" id="flexCheckDefault" />\n                  <label class="form-check-label" for="flexCheckDefault"> Remember Me </label>',
        to: '<span class="text-muted">You stay signed in on this device</span>',
      },
    ],
    after: null,
  },
  {
    id: 'alogin-google-tag',
    page: LOGIN,
    kind: 'tag changed',
    locator: "page.getByRole('link', { name: 'Sign in using Google+' })",
    description: 'Google sign-in',
    target: 'a.btn-danger',
    edits: [
      {
        from: '<a href="#" class="btn btn-danger">\n              <i class="bi bi-google me-2"></i> Sign in using Google+\n            </a>',
        to: '<button type="button" class="btn btn-danger">\n              <i class="bi bi-google me-2"></i> Continue with Google\n            </button>',
      },
    ],
    after: 'button.btn-danger',
  },
  {
    id: 'alogin-facebook-deleted',
    page: LOGIN,
    kind: 'deleted',
    locator: 'text=Sign in using Facebook',
    description: 'Sign in with Facebook button',
    target: 'a.btn-primary',
    edits: [
      {
        from: '<a href="#" class="btn btn-primary">\n              <i class="bi bi-facebook me-2"></i> Sign in using Facebook\n            </a>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'alogin-forgot-reworded',
    page: LOGIN,
    kind: 'text reworded',
    locator: 'text=I forgot my password',
    description: 'forgot password link',
    target: 'a[href="forgot-password.html"]',
    edits: [
      {
        from: '<a href="forgot-password.html">I forgot my password</a>',
        to: '<a href="/account/recover">Forgot your password?</a>',
      },
    ],
    after: 'a[href="/account/recover"]',
  },
  {
    id: 'alogin-register-moved',
    page: LOGIN,
    kind: 'moved',
    locator: "//p[@class='mb-0']/a",
    framework: 'selenium',
    description: 'Register a new membership link',
    target: 'a[href="register.html"]',
    edits: [
      {
        from: '<p class="mb-0">\n            <a href="register.html" class="text-center"> Register a new membership </a>\n          </p>',
        to: '',
      },
      {
        from: '<p class="login-box-msg">Sign in to start your session</p>',
        to: '<p class="login-box-msg">Sign in to start your session. New here? <a href="register.html" class="text-center"> Register a new membership </a></p>',
      },
    ],
    after: 'a[href="register.html"]',
  },
  {
    id: 'alogin-submit-deleted',
    page: LOGIN,
    kind: 'deleted',
    locator: "//button[text()='Sign In']",
    framework: 'selenium',
    description: 'submit button of the login form',
    target: 'button[type=submit]',
    edits: [{ from: '<button type="submit" class="btn btn-primary">Sign In</button>', to: '' }],
    after: null,
  },
  {
    id: 'alogin-email-deleted',
    page: LOGIN,
    kind: 'deleted',
    locator: "page.getByPlaceholder('Email')",
    description: 'email field',
    target: 'input[type=email]',
    edits: [{ from: '<input type="email" class="form-control" placeholder="Email" />', to: '' }],
    after: null,
  },
  {
    id: 'sbreg-first-name-ids',
    page: REG,
    kind: 'id/class renamed',
    locator: '#exampleFirstName',
    framework: 'selenium',
    description: 'First name field',
    target: '#exampleFirstName',
    edits: [{ from: 'id="exampleFirstName"', to: 'id="firstName" name="given-name"' }],
    after: '#firstName',
  },
  {
    id: 'sbreg-first-name-reworded',
    page: REG,
    kind: 'combined',
    locator: "page.getByPlaceholder('First Name')",
    description: 'first name',
    target: '#exampleFirstName',
    edits: [
      {
        from: FIRST,
        to: '<label for="fn" class="small">Given name</label><input type="text" class="form-control form-control-user" id="fn" autocomplete="given-name">',
      },
    ],
    after: '#fn',
  },
  {
    id: 'sbreg-last-swapped-order',
    page: REG,
    kind: 'reordered',
    locator: "//form[@class='user']/div[1]/div[2]/input",
    framework: 'selenium',
    description: 'Last Name input',
    target: '#exampleLastName',
    edits: [
      { from: FIRST, to: '@@LAST@@' },
      { from: LAST, to: FIRST },
      { from: '@@LAST@@', to: LAST },
    ],
    after: '#exampleLastName',
  },
  {
    id: 'sbreg-repeat-password',
    page: REG,
    kind: 'text reworded',
    locator: "page.getByPlaceholder('Repeat Password')",
    description: 'Repeat password field',
    target: '#exampleRepeatPassword',
    edits: [
      {
        from: 'id="exampleRepeatPassword" placeholder="Repeat Password"',
        to: 'id="confirmPassword" placeholder="Confirm password"',
      },
    ],
    after: '#confirmPassword',
  },
  {
    id: 'sbreg-register-button',
    page: REG,
    kind: 'tag changed',
    locator: "page.getByRole('link', { name: 'Register Account' })",
    description: 'Register Account button',
    target: 'a.btn-primary',
    edits: [
      {
        from: `<a href="login.html" class="btn btn-primary btn-user btn-block">
                                    Register Account
                                </a>`,
        to: `<button type="submit" class="btn btn-primary btn-user btn-block">
                                    Create account
                                </button>`,
      },
    ],
    after: 'button.btn-primary',
  },
  {
    id: 'sbreg-google-deleted',
    page: REG,
    kind: 'deleted',
    locator: 'text=Register with Google',
    description: 'Register with Google button',
    target: 'a.btn-google',
    edits: [
      {
        from: `<a href="index.html" class="btn btn-google btn-user btn-block">
                                    <i class="fab fa-google fa-fw"></i> Register with Google
                                </a>`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'sbreg-facebook-class',
    page: REG,
    kind: 'id/class renamed',
    locator: 'a.btn-facebook',
    framework: 'selenium',
    description: 'Register with Facebook',
    target: 'a.btn-facebook',
    edits: [
      {
        from: 'class="btn btn-facebook btn-user btn-block"',
        to: 'class="btn social-btn social-btn--fb btn-user btn-block"',
      },
    ],
    after: 'a.social-btn--fb',
  },
  {
    id: 'sbreg-email-placeholder-example',
    page: REG,
    kind: 'text reworded',
    locator: "page.getByPlaceholder('Email Address')",
    description: 'Email Address field',
    target: '#exampleInputEmail',
    edits: [
      {
        from: 'id="exampleInputEmail"\n                                        placeholder="Email Address"',
        to: 'id="email"\n                                        placeholder="name@company.com"',
      },
    ],
    after: '#email',
  },
  {
    id: 'pf-zip-relabelled',
    page: PF,
    kind: 'combined',
    locator: "page.getByLabel('ZIP/Postal Code *')",
    description: 'zip code field',
    target: '#zipCode',
    edits: [
      {
        from: '<label for="zipCode">ZIP/Postal Code *</label>\n        <input type="text" id="zipCode" name="zipCode" placeholder="12345" required>',
        to: '<label for="postcode">Postcode *</label>\n        <input type="text" id="postcode" name="postcode" placeholder="SW1A 1AA" required>',
      },
    ],
    after: '#postcode',
  },
  {
    id: 'pf-fullname-split',
    page: PF,
    kind: 'deleted',
    locator: '#name',
    framework: 'selenium',
    description: 'Full Name field',
    target: '#name',
    edits: [
      {
        from: '<label for="name">Full Name *</label>\n        <input type="text" id="name" name="name" placeholder="Enter your full name" required>',
        to: '<label for="firstName">First Name *</label>\n        <input type="text" id="firstName" name="firstName" required>\n        <label for="lastName">Last Name *</label>\n        <input type="text" id="lastName" name="lastName" required>',
      },
    ],
    after: null,
  },
  {
    id: 'pf-order-button-renamed',
    page: PF,
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: 'Order', exact: true })",
    description: 'Order button',
    target: 'button.btn-order',
    edits: [
      {
        from: '<button type="button" class="btn-order">Order</button>',
        to: '<button type="submit" class="btn-order">Place order</button>',
      },
    ],
    after: 'button.btn-order',
  },
  {
    id: 'pf-order-class-and-text',
    page: PF,
    kind: 'combined',
    locator: 'button.btn-order',
    framework: 'selenium',
    description: 'the Order button at the bottom of the form',
    target: 'button.btn-order',
    edits: [
      {
        from: '<button type="button" class="btn-order">Order</button>',
        to: '<button type="submit" class="btn btn-primary">Submit order</button>',
      },
    ],
    after: 'form button',
  },
  {
    id: 'pf-city-wrapped-id',
    page: PF,
    kind: 'structure changed',
    locator: '//input[@id="city"]',
    framework: 'selenium',
    description: 'City input',
    target: '#city',
    edits: [
      {
        from: '<label for="city">City *</label>\n        <input type="text" id="city" name="city" placeholder="City" required>',
        to: '<div class="row"><label for="addr-city">Town / City *</label>\n        <input type="text" id="addr-city" name="city" placeholder="City" required></div>',
      },
    ],
    after: '#addr-city',
  },
  {
    id: 'pf-state-decoy',
    page: PF,
    kind: 'decoy added',
    locator: "page.getByPlaceholder('State')",
    description: 'State/Province field in the order form',
    target: '#state',
    edits: [
      {
        from: 'id="state" name="state" placeholder="State"',
        to: 'id="region" name="region" placeholder="State or region"',
      },
      {
        from: '<h1>Product Order Form</h1>',
        to: '<h1>Product Order Form</h1>\n    <div class="search"><input type="search" placeholder="Search state parks"></div>',
      },
    ],
    after: '#region',
  },
  {
    id: 'pf-product-select-renamed',
    page: PF,
    kind: 'id/class renamed',
    locator: 'select#productType',
    framework: 'selenium',
    description: 'Product Type dropdown',
    target: '#productType',
    edits: [
      {
        from: '<label for="productType">Product Type *</label>',
        to: '<label for="product">Product *</label>',
      },
      {
        from: '<select id="productType" name="productType" required>',
        to: '<select id="product" name="product" required>',
      },
    ],
    after: '#product',
  },
  {
    id: 'pf-address-deleted',
    page: PF,
    kind: 'deleted',
    locator: "page.getByLabel('Street Address *')",
    description: 'Street address field',
    target: '#address',
    edits: [
      {
        from: '<div class="form-group">\n        <label for="address">Street Address *</label>\n        <input type="text" id="address" name="address" placeholder="123 Main Street" required>\n      </div>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'pf-state-deleted-decoy',
    page: PF,
    kind: 'deleted',
    locator: "page.getByPlaceholder('State')",
    description: 'State/Province field in the order form',
    target: '#state',
    edits: [
      {
        from: '<label for="state">State/Province *</label>\n        <input type="text" id="state" name="state" placeholder="State" required>',
        to: '',
      },
      {
        from: '<h1>Product Order Form</h1>',
        to: '<h1>Product Order Form</h1>\n    <div class="search"><input type="search" placeholder="Search state parks"></div>',
      },
    ],
    after: null,
  },
];
