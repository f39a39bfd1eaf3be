import type { VersionConfig } from './versions.js';

/**
 * The shop's browser code: small vanilla JS inlined into every page. It calls the JSON API with fetch (so
 * every action has a network effect), updates the cart badge and the polite live region, and defines the
 * two web components (open shadow roots). The page template picks the behaviour with `<body data-page>`.
 *
 * Written as a plain string (no build step); `SHOP` carries the version switches the script needs.
 */
export function clientScript(config: VersionConfig): string {
  const settings = JSON.stringify({
    prefix: config.prefix,
    productPageAddEndpoint: config.productPageAddEndpoint,
  });
  return `const SHOP = ${settings};
${CLIENT_SOURCE}`;
}

const CLIENT_SOURCE = `
async function api(method, url, body) {
  const init = { method, headers: { accept: 'application/json' } };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(url, init);
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw Object.assign(new Error(data.error || response.statusText), { status: response.status });
  return data;
}
function money(cents) { return '$' + (cents / 100).toFixed(2); }
function announce(message, isError) {
  const region = document.querySelector('[data-region="status"]');
  if (!region) return;
  region.textContent = message;
  region.dataset.kind = isError ? 'error' : 'info';
}
function setCartCount(count) {
  for (const badge of document.querySelectorAll('[data-testid="cart-badge"]')) badge.textContent = String(count);
}

class PromoBanner extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    const withForm = this.hasAttribute('with-form');
    root.innerHTML =
      '<style>:host{display:block;margin:16px 0;padding:12px 16px;border-radius:8px;background:#fff4d6}' +
      'form{display:flex;gap:8px;align-items:center;margin-top:8px}</style>' +
      '<p part="message"><strong>Spring sale:</strong> 10% off everything with code <code>SPRING10</code>.</p>' +
      (withForm
        ? '<form part="form"><label for="promo-input">Promo code</label>' +
          '<input id="promo-input" name="code" autocomplete="off">' +
          '<button type="submit">Apply</button></form>'
        : '') +
      '<slot></slot>';
    const form = root.querySelector('form');
    if (form) {
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        const code = root.querySelector('input').value;
        this.dispatchEvent(new CustomEvent('promo-apply', { detail: { code }, bubbles: true, composed: true }));
      });
    }
  }
}
customElements.define('promo-banner', PromoBanner);

class ShopQuantity extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML =
      '<style>:host{display:inline-flex;gap:4px;align-items:center}button{width:2em}span{min-width:2em;text-align:center}</style>' +
      '<button type="button" aria-label="Decrease quantity">−</button>' +
      '<span part="value"></span>' +
      '<button type="button" aria-label="Increase quantity">+</button>';
    const [minus, plus] = root.querySelectorAll('button');
    minus.addEventListener('click', () => { this.value = this.value - 1; });
    plus.addEventListener('click', () => { this.value = this.value + 1; });
    this.value = Number(this.getAttribute('value') || 1);
  }
  get value() { return Number(this.getAttribute('value') || 1); }
  set value(next) {
    const min = Number(this.getAttribute('min') || 1);
    const max = Number(this.getAttribute('max') || 10);
    const clamped = Math.min(Math.max(next, min), max);
    this.setAttribute('value', String(clamped));
    const output = this.shadowRoot && this.shadowRoot.querySelector('span');
    if (output) output.textContent = String(clamped);
  }
}
customElements.define('shop-quantity', ShopQuantity);

function renderTotals(cart) {
  const total = document.querySelector('[data-testid="order-total"]');
  if (total) total.textContent = 'Order total: ' + money(cart.totalCents);
  const discount = document.querySelector('[data-region="discount"]');
  if (discount) {
    discount.hidden = !cart.promoCode;
    discount.textContent = cart.promoCode ? 'Discount (' + cart.promoCode + '): -' + money(cart.discountCents) : '';
  }
  setCartCount(cart.count);
}

const pages = {
  login() {
    const form = document.querySelector('form[data-form="login"]');
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const error = document.querySelector('[data-region="login-error"]');
      try {
        await api('POST', '/api/login', { username: data.get('username'), password: data.get('password') });
        const next = new URLSearchParams(location.search).get('next');
        location.assign(next && next.startsWith(SHOP.prefix + '/') ? next : SHOP.prefix + '/products');
      } catch (failure) {
        error.hidden = false;
        error.textContent = 'Epic sadface: ' + failure.message;
      }
    });
  },
  products() {
    for (const button of document.querySelectorAll('button[data-action="add-to-cart"]')) {
      button.addEventListener('click', async () => {
        try {
          const result = await api('POST', '/api/cart', { productId: button.dataset.productId, quantity: 1 });
          setCartCount(result.cart.count);
          announce('Added ' + result.line.name + ' to cart');
        } catch (failure) {
          announce(failure.message, true);
        }
      });
    }
    const sort = document.querySelector('select[name="sort"]');
    if (sort) {
      sort.addEventListener('change', async () => {
        const { products } = await api('GET', '/api/products?sort=' + encodeURIComponent(sort.value));
        const list = document.querySelector('[data-region="product-list"]');
        for (const product of products) {
          const item = list.querySelector('[data-product-id="' + product.id + '"]');
          if (item) list.append(item);
        }
        announce('Sorted by ' + sort.selectedOptions[0].textContent);
      });
    }
  },
  product() {
    const form = document.querySelector('form[data-form="product"]');
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const body = {
        productId: form.dataset.productId,
        color: data.get('color'),
        size: data.get('size'),
        quantity: form.querySelector('shop-quantity').value,
      };
      try {
        const result = await api('POST', SHOP.productPageAddEndpoint, body);
        if (result.cart) {
          setCartCount(result.cart.count);
          announce('Added to cart');
        } else {
          announce('Added to wishlist');
        }
      } catch (failure) {
        announce(failure.message, true);
      }
    });
    pages.products();
  },
  cart() {
    for (const button of document.querySelectorAll('button[data-action="remove"]')) {
      button.addEventListener('click', async () => {
        const cart = await api('DELETE', '/api/cart/' + encodeURIComponent(button.dataset.lineId));
        button.closest('tr').remove();
        renderTotals(cart);
        announce('Removed ' + button.dataset.name + ' from cart');
        if (cart.lines.length === 0) document.querySelector('[data-region="empty-cart"]').hidden = false;
      });
    }
    async function applyPromo(code) {
      try {
        renderTotals(await api('POST', '/api/cart/promo', { code }));
        announce('Promo code applied');
      } catch (failure) {
        announce(failure.message, true);
      }
    }
    const lightForm = document.querySelector('form[data-form="promo"]');
    if (lightForm) {
      lightForm.addEventListener('submit', (event) => {
        event.preventDefault();
        void applyPromo(new FormData(lightForm).get('code'));
      });
    }
    document.addEventListener('promo-apply', (event) => { void applyPromo(event.detail.code); });
  },
  checkout() {
    const form = document.querySelector('form[data-form="checkout"]');
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const customer = {};
      for (const field of ['firstName', 'lastName', 'email', 'address', 'postalCode']) customer[field] = data.get(field);
      const error = document.querySelector('[data-region="checkout-error"]');
      try {
        const { order } = await api('POST', '/api/orders', { customer });
        location.assign(SHOP.prefix + '/orders/' + encodeURIComponent(order.id));
      } catch (failure) {
        error.hidden = false;
        error.textContent = failure.message;
      }
    });
  },
  async order() {
    const list = document.querySelector('[data-region="order-lines"]');
    const { order } = await api('GET', '/api/orders/' + encodeURIComponent(list.dataset.orderId));
    list.replaceChildren(
      ...order.lines.map((line) => {
        const item = document.createElement('li');
        item.textContent = line.quantity + ' × ' + line.name + ' (' + line.color + ', ' + line.size + ') ' +
          money(line.unitPriceCents * line.quantity);
        return item;
      }),
    );
    list.setAttribute('aria-busy', 'false');
    document.querySelector('[data-region="order-paid"]').textContent = 'Paid: ' + money(order.totalCents);
  },
};
const init = pages[document.body.dataset.page];
if (init) void init();
`;
