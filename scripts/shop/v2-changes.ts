/**
 * What the v2 front-end refactor changed, one entry per change, each checkable.
 *
 * `v1Locator` is a selector a v1 spec author wrote (any string `page.locator()` accepts); on the v1 page it
 * matches exactly one element, on the v2 page it fails as `onV2` says. specs/demo/v2-changes.spec.ts checks
 * every entry against the running shop, so this list can't drift from the template.
 */

export type V2ChangeKind =
  | 'id-renamed'
  | 'id-removed'
  | 'wrapper-inserted'
  | 'class-hashed'
  | 'text-reworded'
  | 'items-reordered'
  | 'moved-into-shadow-root'
  | 'decoy-added'
  | 'element-deleted';

export interface V2Change {
  /** Stable name, used in spec comments and reports. */
  readonly id: string;
  readonly kind: V2ChangeKind;
  /** Page path below the version prefix; `/orders/:id` means "the confirmation of an order just placed". */
  readonly page: string;
  /** What v1 had. */
  readonly v1: string;
  /** What v2 has instead. */
  readonly v2: string;
  /** A v1 spec's selector for the element: exactly one match on v1. */
  readonly v1Locator: string;
  /** For `different-element`: text the v1 match contains and the v2 match doesn't. */
  readonly v1Text?: string;
  /** Where the element is on v2, when the refactor kept it: exactly one match there. */
  readonly v2Locator?: string;
  /** What `v1Locator` does on v2: no match, several matches, or one match that is another element. */
  readonly onV2: 'missing' | 'ambiguous' | 'different-element';
}

export const V2_CHANGES: readonly V2Change[] = [
  {
    id: 'login-username-id-renamed',
    kind: 'id-renamed',
    page: '/login',
    v1: '<input id="user-name" name="username"> with <label for="user-name">Username</label>',
    v2: '<input id="username" name="username"> with <label for="username">Username</label>',
    v1Locator: '#user-name',
    v2Locator: '#username',
    onV2: 'missing',
  },
  {
    id: 'login-password-id-removed',
    kind: 'id-removed',
    page: '/login',
    v1: '<label for="password">Password</label><input id="password">',
    v2: 'no id: the input sits inside its <label>',
    v1Locator: '#password',
    v2Locator: 'input[name="password"]',
    onV2: 'missing',
  },
  {
    id: 'login-button-id-removed',
    kind: 'id-removed',
    page: '/login',
    v1: '<button id="login-button" class="btn btn-primary">Log in</button>',
    v2: '<button class="Button_root__aB3dE Button_primary__k9Lm2">Log in</button>',
    v1Locator: '#login-button',
    v2Locator: 'role=button[name="Log in"]',
    onV2: 'missing',
  },
  {
    id: 'header-nav-wrapped',
    kind: 'wrapper-inserted',
    page: '/products',
    v1: '<header> > <nav> > <a href="/v1/cart">Cart …</a>',
    v2: '<header> > <div class="css-u3x8ke"> > <nav> > <div class="css-9k2mfa"> > <a href="/v2/cart">',
    v1Locator: 'header > nav > a[href$="/cart"]',
    v2Locator: '[data-testid="cart-link"]',
    onV2: 'missing',
  },
  {
    id: 'product-card-classes-hashed',
    kind: 'class-hashed',
    page: '/products',
    v1: '<li class="inventory-item"> … <button class="btn btn-primary btn-add">',
    v2: '<li class="css-a1b2c3"> … <button class="Button_root__aB3dE Button_primary__k9Lm2 css-7hd2kq">',
    v1Locator: '.inventory-item:has-text("Trail Backpack") .btn-add',
    v2Locator: 'li[data-product-id="trail-backpack"] button',
    onV2: 'missing',
  },
  {
    id: 'product-card-wrapped',
    kind: 'wrapper-inserted',
    page: '/products',
    v1: 'name link, description and price are direct children of the <li>',
    v2: 'they sit in <div class="ProductCard_body__Xy12z"> inside the <li>',
    v1Locator: '[data-product-id="bike-light"] > a',
    v2Locator: '[data-product-id="bike-light"] > div > a',
    onV2: 'missing',
  },
  {
    id: 'list-add-button-ids-removed',
    kind: 'id-removed',
    page: '/products',
    v1: '<button id="add-to-cart-bike-light">Add to cart</button> (one id per product)',
    v2: 'the "Add to cart" buttons have no ids',
    v1Locator: '#add-to-cart-bike-light',
    v2Locator: 'li[data-product-id="bike-light"] >> role=button[name="Add to cart"]',
    onV2: 'missing',
  },
  {
    id: 'products-reordered',
    kind: 'items-reordered',
    page: '/products',
    v1: 'Trail Backpack, Bike Light, Bolt T-Shirt, Fleece Jacket, Canvas Tote, Wool Beanie',
    v2: 'Fleece Jacket, Bolt T-Shirt, Trail Backpack, Wool Beanie, Bike Light, Canvas Tote',
    v1Locator: '[data-region="product-list"] > li >> nth=0',
    v1Text: 'Trail Backpack',
    onV2: 'different-element',
  },
  {
    id: 'product-add-id-renamed',
    kind: 'id-renamed',
    page: '/products/bolt-t-shirt',
    v1: '<button id="add-to-cart" data-testid="add-to-cart">Add to cart</button>',
    v2: '<button id="pdp-add" data-testid="add-to-cart">Add to cart</button>',
    v1Locator: '#add-to-cart',
    v2Locator: '#pdp-add',
    onV2: 'missing',
  },
  {
    id: 'recommended-add-to-cart-decoy',
    kind: 'decoy-added',
    page: '/products/bolt-t-shirt',
    v1: 'the "Recommended" strip shows links and prices only; the page has one "Add to cart" button',
    v2: 'each recommended card gets its own "Add to cart" button: four buttons with that name on the page',
    v1Locator: 'role=button[name="Add to cart"]',
    v2Locator: '[data-testid="add-to-cart"]',
    onV2: 'ambiguous',
  },
  {
    id: 'cart-table-id-removed',
    kind: 'id-removed',
    page: '/cart',
    v1: '<table id="cart-table" class="cart-table" data-testid="cart-table">',
    v2: '<table class="Table_root__w9Pz3" data-testid="cart-table">',
    v1Locator: '#cart-table',
    v2Locator: '[data-testid="cart-table"]',
    onV2: 'missing',
  },
  {
    id: 'promo-form-moved-into-shadow-root',
    kind: 'moved-into-shadow-root',
    page: '/cart',
    v1: '<form id="promo-form"> (input + "Apply" button) in the light DOM under <promo-banner>',
    v2: 'the promo input and "Apply" button live inside <promo-banner with-form>\'s open shadow root',
    v1Locator: 'xpath=//button[normalize-space()="Apply"]',
    v2Locator: 'promo-banner >> role=button[name="Apply"]',
    onV2: 'missing',
  },
  {
    id: 'continue-shopping-deleted',
    kind: 'element-deleted',
    page: '/cart',
    v1: '<a id="continue-shopping" class="btn btn-secondary">Continue shopping</a>',
    v2: 'gone (the header\'s "Products" link remains)',
    v1Locator: '#continue-shopping',
    onV2: 'missing',
  },
  {
    id: 'checkout-link-id-renamed',
    kind: 'id-renamed',
    page: '/cart',
    v1: '<a id="checkout" data-testid="checkout">Checkout</a>',
    v2: '<a id="checkout-btn" data-testid="checkout">Checkout</a>',
    v1Locator: '#checkout',
    v2Locator: '#checkout-btn',
    onV2: 'missing',
  },
  {
    id: 'checkout-field-ids-renamed',
    kind: 'id-renamed',
    page: '/checkout',
    v1: 'ids first-name, last-name, email, address, postal-code (labels use for=)',
    v2: 'ids firstName, lastName, emailAddress, street, zip (labels still use for=)',
    v1Locator: '#first-name',
    v2Locator: '#firstName',
    onV2: 'missing',
  },
  {
    id: 'place-order-reworded',
    kind: 'text-reworded',
    page: '/checkout',
    v1: '<button id="place-order" data-testid="place-order">Place order</button>',
    v2: '<button data-testid="place-order">Complete purchase</button> (id removed too)',
    v1Locator: 'role=button[name="Place order"]',
    v2Locator: 'role=button[name="Complete purchase"]',
    onV2: 'missing',
  },
  {
    id: 'order-number-id-removed',
    kind: 'id-removed',
    page: '/orders/:id',
    v1: '<strong id="order-number" data-testid="order-number">ORD-1001</strong>',
    v2: '<strong data-testid="order-number">ORD-1001</strong>',
    v1Locator: '#order-number',
    v2Locator: '[data-testid="order-number"]',
    onV2: 'missing',
  },
];
