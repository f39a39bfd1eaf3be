/** Small hand-written pages for the healing-core specs (the corpus is optional; these are not). */

/** A product list like the demo shop: three cards with the same "Add to cart" button. */
export function shopPage(options: { backpackButton?: string; omit?: readonly string[] } = {}): string {
  const products = [
    { slug: 'backpack', title: 'Sauce Labs Backpack', price: '$29.99' },
    { slug: 'bike-light', title: 'Sauce Labs Bike Light', price: '$9.99' },
    { slug: 'onesie', title: 'Sauce Labs Onesie', price: '$7.99' },
  ].filter((product) => !options.omit?.includes(product.slug));
  const cards = products
    .map((product) => {
      const button =
        product.slug === 'backpack' && options.backpackButton !== undefined
          ? options.backpackButton
          : `<button data-test="add-to-cart-${product.slug}" class="btn btn_primary">Add to cart</button>`;
      return `<li class="inventory_item">
        <h3 class="inventory_item_name">${product.title}</h3>
        <div class="inventory_item_price">${product.price}</div>
        ${button}
      </li>`;
    })
    .join('\n');
  return `<!doctype html><html><head><title>Products</title></head><body>
  <header><nav aria-label="Main"><a href="/">Home</a><a href="/cart" class="shopping_cart_link">Cart</a></nav></header>
  <main><h2>Products</h2><ul class="inventory_list">${cards}</ul></main>
  <footer><a href="/terms">Terms</a></footer>
  </body></html>`;
}

/** A login form with labelled fields. */
export function loginPage(
  buttonAttributes = 'id="login-button" type="submit"',
  buttonText = 'Login',
): string {
  return `<!doctype html><html><body><main>
  <form id="login-form">
    <label for="user-name">Username</label><input id="user-name" name="username" placeholder="Username">
    <label for="password">Password</label><input id="password" name="password" type="password" placeholder="Password">
    <button ${buttonAttributes}>${buttonText}</button>
    <a href="/forgot">Forgot password?</a>
  </form></main></body></html>`;
}

/** A settings page with two cards that each have a "Delete" button. */
export function twoDeletesPage(): string {
  return `<!doctype html><html><body><main>
  <section class="card" aria-labelledby="h-profile"><h2 id="h-profile">Profile</h2><button class="danger">Delete</button></section>
  <section class="card" aria-labelledby="h-billing"><h2 id="h-billing">Billing</h2><button class="danger">Delete</button></section>
  </main></body></html>`;
}

/** Open shadow roots (declarative) around a search box and a closed root hiding its content. */
export function shadowPage(): string {
  return `<!doctype html><html><body>
  <app-shell id="shell">
    <template shadowrootmode="open">
      <search-box class="search">
        <template shadowrootmode="open">
          <input type="search" placeholder="Search products" class="query">
          <button class="go">Search</button>
        </template>
      </search-box>
      <button class="go">Search</button>
    </template>
  </app-shell>
  <secret-widget id="vault"><template shadowrootmode="closed"><button>Open vault</button></template></secret-widget>
  </body></html>`;
}

/** A bare page around `body`. */
export function bodyPage(body: string): string {
  return `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
}
