import { formatPrice, PRODUCTS, type Product } from './catalog.js';
import { clientScript } from './client-script.js';
import { type ClassKey, classOf, escapeHtml, idAttr, stylesheet } from './markup.js';
import type { CartView, Order } from './store.js';
import { productsInListOrder, type VersionConfig } from './versions.js';

/**
 * The shop's page templates. ONE template per page; `config.refactored` switches in v2's refactor
 * (renamed/removed ids, hashed classes, wrappers, …), so v1 and v2 are really the same app.
 * Every switch corresponds to an entry of `V2_CHANGES` (v2-changes.ts).
 */

export interface PageContext {
  readonly config: VersionConfig;
  readonly cart: CartView;
}

const e = escapeHtml;

/** `inner` in v1; in v2 wrapped in a styling `<div>` that a component library added. */
function wrapInV2(config: VersionConfig, key: ClassKey, inner: string): string {
  return config.refactored ? `<div class="${classOf(config, key)}">${inner}</div>` : inner;
}

function layout(
  ctx: PageContext,
  page: { title: string; name: string; body: string; header?: boolean },
): string {
  const { config, cart } = ctx;
  const p = config.prefix;
  const links =
    `<a href="${p}/products">Products</a>` +
    `<a href="${p}/cart" class="${classOf(config, 'cartLink')}"${idAttr(config, 'cart-link', null)} data-testid="cart-link">` +
    `Cart <span class="${classOf(config, 'cartBadge')}" data-testid="cart-badge">${cart.count}</span></a>`;
  const nav = `<nav aria-label="Main">${wrapInV2(config, 'navLinks', links)}</nav>`;
  const headerInner = `<a class="${classOf(config, 'brand')}" href="${p}/products">Acme Outfitters</a>${page.header === false ? '' : nav}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(page.title)} · Acme Outfitters</title>
<style>${stylesheet(config)}</style>
</head>
<body data-page="${page.name}">
<header class="${classOf(config, 'siteHeader')}">${wrapInV2(config, 'page', headerInner)}</header>
<main class="${classOf(config, 'page')}"${idAttr(config, 'main', 'app-main')}>
${page.body}
</main>
<div role="status" aria-live="polite" class="${classOf(config, 'status')}" data-region="status"></div>
<footer class="${classOf(config, 'page')}"><p>© 2026 Acme Outfitters · a demo shop for healwright</p></footer>
<script>${clientScript(config)}</script>
</body>
</html>
`;
}

/** A labelled form field. `v2Id === null`: v2 drops the id and wraps the input in its label instead. */
function field(
  config: VersionConfig,
  options: {
    label: string;
    name: string;
    v1Id: string;
    v2Id: string | null;
    type?: string;
    autocomplete?: string;
  },
): string {
  const attrs =
    `name="${options.name}" type="${options.type ?? 'text'}" required` +
    (options.autocomplete ? ` autocomplete="${options.autocomplete}"` : '');
  const cls = classOf(config, 'field');
  if (config.refactored && options.v2Id === null) {
    return `<label class="${cls}"><span>${e(options.label)}</span><input ${attrs}></label>`;
  }
  const id = config.refactored ? (options.v2Id ?? options.v1Id) : options.v1Id;
  return `<div class="${cls}"><label for="${id}">${e(options.label)}</label><input id="${id}" ${attrs}></div>`;
}

export function renderLogin(ctx: PageContext): string {
  const { config } = ctx;
  const body = `<h1>Log in</h1>
<form data-form="login"${idAttr(config, 'login-form', null)} novalidate>
${field(config, { label: 'Username', name: 'username', v1Id: 'user-name', v2Id: 'username', autocomplete: 'username' })}
${field(config, { label: 'Password', name: 'password', v1Id: 'password', v2Id: null, type: 'password', autocomplete: 'current-password' })}
<p class="${classOf(config, 'error')}" role="alert" data-region="login-error" hidden></p>
<button type="submit"${idAttr(config, 'login-button', null)} class="${classOf(config, 'btn', 'btnPrimary')}">Log in</button>
</form>
<p>Demo account: <code>standard_user</code> / <code>secret_sauce</code></p>`;
  return layout(ctx, { title: 'Log in', name: 'login', body, header: false });
}

function listItem(config: VersionConfig, product: Product): string {
  const p = config.prefix;
  const info =
    `<a class="${classOf(config, 'itemName')}" href="${p}/products/${product.id}">${e(product.name)}</a>` +
    `<p class="${classOf(config, 'itemDesc')}">${e(product.description)}</p>` +
    `<span class="${classOf(config, 'itemPrice')}">${formatPrice(product.priceCents)}</span>`;
  const button =
    `<button type="button" class="${classOf(config, 'btn', 'btnPrimary', 'btnAdd')}"` +
    `${idAttr(config, `add-to-cart-${product.id}`, null)} data-action="add-to-cart" data-product-id="${product.id}">Add to cart</button>`;
  return `<li class="${classOf(config, 'inventoryItem')}" data-product-id="${product.id}">${wrapInV2(config, 'cardBody', info)}${button}</li>`;
}

export function renderProducts(ctx: PageContext): string {
  const { config } = ctx;
  const body = `<h1>Products</h1>
<div class="${classOf(config, 'sortBar')}"><label for="sort">Sort by</label>
<select id="sort" name="sort" data-testid="product-sort">
<option value="featured">Featured</option><option value="name">Name (A to Z)</option>
<option value="price-asc">Price (low to high)</option><option value="price-desc">Price (high to low)</option>
</select></div>
<ul class="${classOf(config, 'inventoryList')}"${idAttr(config, 'inventory-list', null)} data-region="product-list" aria-label="Products">
${productsInListOrder(config)
  .map((product) => listItem(config, product))
  .join('\n')}
</ul>`;
  return layout(ctx, { title: 'Products', name: 'products', body });
}

/** Three other products, the next ones in catalogue order. */
function recommendationsFor(product: Product): Product[] {
  const index = PRODUCTS.indexOf(product);
  return [1, 2, 3].map((step) => PRODUCTS[(index + step) % PRODUCTS.length]).filter((p) => p !== undefined);
}

export function renderProduct(ctx: PageContext, product: Product): string {
  const { config } = ctx;
  const p = config.prefix;
  const options = (values: readonly string[]): string =>
    values.map((value) => `<option value="${e(value)}">${e(value)}</option>`).join('');
  const recommended = recommendationsFor(product)
    .map(
      (other) =>
        `<li class="${classOf(config, 'recoCard')}" data-product-id="${other.id}"><a href="${p}/products/${other.id}">${e(other.name)}</a> ` +
        `<span>${formatPrice(other.priceCents)}</span>` +
        (config.refactored
          ? ` <button type="button" class="${classOf(config, 'btn', 'btnSecondary')}" data-action="add-to-cart" data-product-id="${other.id}">Add to cart</button>`
          : '') +
        '</li>',
    )
    .join('');
  const body = `<nav aria-label="Breadcrumb"><a href="${p}/products">Products</a> / <span aria-current="page">${e(product.name)}</span></nav>
<article class="${classOf(config, 'productDetail')}"${idAttr(config, 'product-detail', null)}>
<h1>${e(product.name)}</h1>
<p class="${classOf(config, 'productPrice')}" data-testid="product-price">${formatPrice(product.priceCents)}</p>
<p>${e(product.description)}</p>
<form data-form="product" data-product-id="${product.id}"${idAttr(config, 'product-form', null)}>
<div class="${classOf(config, 'field')}"><label for="color">Color</label><select id="color" name="color">${options(product.colors)}</select></div>
<div class="${classOf(config, 'field')}"><label for="size">Size</label><select id="size" name="size">${options(product.sizes)}</select></div>
<div class="${classOf(config, 'field')}"><span id="quantity-label">Quantity</span><shop-quantity value="1" min="1" max="10" aria-labelledby="quantity-label"></shop-quantity></div>
<button type="submit"${idAttr(config, 'add-to-cart', 'pdp-add')} class="${classOf(config, 'btn', 'btnPrimary')}" data-testid="add-to-cart">Add to cart</button>
</form>
</article>
<section class="${classOf(config, 'recommended')}" aria-labelledby="recommended-heading">
<h2 id="recommended-heading">Recommended</h2>
<ul>${recommended}</ul>
</section>`;
  return layout(ctx, { title: product.name, name: 'product', body });
}

export function renderCart(ctx: PageContext): string {
  const { config, cart } = ctx;
  const p = config.prefix;
  const rows = cart.lines
    .map(
      (line) =>
        `<tr data-line-id="${line.id}"><td><a href="${p}/products/${line.productId}">${e(line.name)}</a> <small>${e(line.color)}</small></td>` +
        `<td>${e(line.size)}</td><td>${line.quantity}</td><td>${formatPrice(line.unitPriceCents * line.quantity)}</td>` +
        `<td><button type="button" class="${classOf(config, 'btn', 'btnSecondary')}" data-action="remove" data-line-id="${line.id}"` +
        ` data-name="${e(line.name)}" aria-label="Remove ${e(line.name)}">Remove</button></td></tr>`,
    )
    .join('\n');
  const promoForm = config.refactored
    ? ''
    : `<form data-form="promo" id="promo-form" class="${classOf(config, 'promoForm')}"><label for="promo-code">Promo code</label>` +
      `<input id="promo-code" name="code" autocomplete="off"> <button type="submit" id="apply-promo" class="${classOf(config, 'btn')}">Apply</button></form>`;
  const continueShopping = config.refactored
    ? ''
    : `<a href="${p}/products" id="continue-shopping" class="${classOf(config, 'btn', 'btnSecondary')}">Continue shopping</a> `;
  const discount = cart.promoCode ? `Discount (${cart.promoCode}): -${formatPrice(cart.discountCents)}` : '';
  const body = `<h1>Your cart</h1>
<promo-banner${config.refactored ? ' with-form' : ''}></promo-banner>
<table class="${classOf(config, 'cartTable')}"${idAttr(config, 'cart-table', null)} data-testid="cart-table">
<caption class="${classOf(config, 'visuallyHidden')}">Items in your cart</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Size</th><th scope="col">Qty</th><th scope="col">Price</th><th scope="col"><span class="${classOf(config, 'visuallyHidden')}">Actions</span></th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p data-region="empty-cart"${cart.lines.length === 0 ? '' : ' hidden'}>Your cart is empty.</p>
${promoForm}
<p data-region="discount"${cart.promoCode ? '' : ' hidden'}>${discount}</p>
<p class="${classOf(config, 'orderTotal')}"${idAttr(config, 'order-total', null)} data-testid="order-total">Order total: ${formatPrice(cart.totalCents)}</p>
<p>${continueShopping}<a href="${p}/checkout"${idAttr(config, 'checkout', 'checkout-btn')} class="${classOf(config, 'btn', 'btnPrimary')}" data-testid="checkout">Checkout</a></p>`;
  return layout(ctx, { title: 'Your cart', name: 'cart', body });
}

export function renderCheckout(ctx: PageContext): string {
  const { config, cart } = ctx;
  const v2 = config.refactored;
  const fields = [
    field(config, {
      label: 'First name',
      name: 'firstName',
      v1Id: 'first-name',
      v2Id: 'firstName',
      autocomplete: 'given-name',
    }),
    field(config, {
      label: 'Last name',
      name: 'lastName',
      v1Id: 'last-name',
      v2Id: 'lastName',
      autocomplete: 'family-name',
    }),
    field(config, {
      label: 'Email',
      name: 'email',
      v1Id: 'email',
      v2Id: 'emailAddress',
      type: 'email',
      autocomplete: 'email',
    }),
    field(config, {
      label: 'Address',
      name: 'address',
      v1Id: 'address',
      v2Id: 'street',
      autocomplete: 'street-address',
    }),
    field(config, {
      label: 'Postal code',
      name: 'postalCode',
      v1Id: 'postal-code',
      v2Id: 'zip',
      autocomplete: 'postal-code',
    }),
  ].join('\n');
  const body = `<h1>Checkout</h1>
<form data-form="checkout"${idAttr(config, 'checkout-form', null)} novalidate>
<fieldset><legend>Shipping details</legend>
${fields}
</fieldset>
<section class="${classOf(config, 'summary')}" aria-label="Order summary">
<p>${cart.count} ${cart.count === 1 ? 'item' : 'items'}</p>
<p class="${classOf(config, 'orderTotal')}" data-testid="order-total">Order total: ${formatPrice(cart.totalCents)}</p>
</section>
<p class="${classOf(config, 'error')}" role="alert" data-region="checkout-error" hidden></p>
<button type="submit"${idAttr(config, 'place-order', null)} class="${classOf(config, 'btn', 'btnPrimary')}" data-testid="place-order">${v2 ? 'Complete purchase' : 'Place order'}</button>
</form>`;
  return layout(ctx, { title: 'Checkout', name: 'checkout', body });
}

export function renderOrder(ctx: PageContext, order: Order): string {
  const { config } = ctx;
  const body = `<h1>Thank you for your order!</h1>
<p>Your order number is <strong${idAttr(config, 'order-number', null)} data-testid="order-number">${e(order.id)}</strong>.</p>
<section aria-labelledby="order-summary-heading">
<h2 id="order-summary-heading">Order summary</h2>
<ul data-region="order-lines" data-order-id="${e(order.id)}" aria-busy="true"><li>Loading…</li></ul>
<p data-region="order-paid"></p>
</section>
<p><a href="${config.prefix}/products" class="${classOf(config, 'btn')}">Back to products</a></p>`;
  return layout(ctx, { title: `Order ${order.id}`, name: 'order', body });
}

export function renderNotFound(ctx: PageContext, what: string): string {
  const body = `<h1>Not found</h1><p>${e(what)}</p><p><a href="${ctx.config.prefix}/products">Back to products</a></p>`;
  return layout(ctx, { title: 'Not found', name: 'not-found', body });
}
