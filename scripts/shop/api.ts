import type { IncomingMessage, ServerResponse } from 'node:http';
import { PRODUCTS, type ProductSort, sortProducts, USERS } from './catalog.js';
import type { AddToCartInput, Customer, Session, ShopStore } from './store.js';

/** Largest JSON body the API reads; the shop's bodies are a few hundred bytes. */
const MAX_BODY_BYTES = 64 * 1024;

const SORTS: readonly ProductSort[] = ['featured', 'name', 'price-asc', 'price-desc'];
const CUSTOMER_FIELDS = ['firstName', 'lastName', 'email', 'address', 'postalCode'] as const;

/**
 * The shop's JSON API (every path starts with `/api/`). Shared by all versions, so a session's cart is
 * the same whichever prefix the page came from.
 *
 * POST /api/login · POST /api/logout · GET /api/products[?sort=] · GET /api/products/:id ·
 * GET /api/cart · POST /api/cart · DELETE /api/cart/:id · POST /api/cart/promo ·
 * GET /api/wishlist · POST /api/wishlist · POST /api/orders · GET /api/orders/:id
 */
export async function handleApi(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  session: Session,
  store: ShopStore,
): Promise<void> {
  const method = request.method ?? 'GET';
  const path = url.pathname;

  if (method === 'POST' && path === '/api/login') {
    const body = await readJson(request);
    const username = stringField(body, 'username');
    const password = stringField(body, 'password');
    if (!username || !password)
      return sendJson(response, 400, { error: 'Username and password are required' });
    const user = USERS.find(
      (candidate) => candidate.username === username && candidate.password === password,
    );
    if (!user) return sendJson(response, 401, { error: 'Username and password do not match any user' });
    if (user.locked) return sendJson(response, 403, { error: 'Sorry, this user has been locked out' });
    session.username = user.username;
    return sendJson(response, 200, { user: { username: user.username, displayName: user.displayName } });
  }
  if (method === 'POST' && path === '/api/logout') {
    session.username = undefined;
    return sendJson(response, 200, { ok: true });
  }
  if (!session.username) return sendJson(response, 401, { error: 'Log in first' });

  if (method === 'GET' && path === '/api/products') {
    const requested = url.searchParams.get('sort') ?? 'featured';
    const sort = SORTS.find((candidate) => candidate === requested);
    if (!sort) return sendJson(response, 400, { error: `Unknown sort "${requested}"` });
    return sendJson(response, 200, { products: sortProducts(PRODUCTS, sort) });
  }
  const productMatch = /^\/api\/products\/([\w-]+)$/.exec(path);
  if (method === 'GET' && productMatch) {
    const product = store.product(productMatch[1] ?? '');
    return product
      ? sendJson(response, 200, { product })
      : sendJson(response, 404, { error: 'No such product' });
  }

  if (path === '/api/cart' && method === 'GET') return sendJson(response, 200, store.cart(session));
  if ((path === '/api/cart' || path === '/api/wishlist') && method === 'POST') {
    const body = await readJson(request);
    const input = addInput(body);
    if (!input) return sendJson(response, 400, { error: 'productId is required' });
    const product = store.product(input.productId);
    if (!product) return sendJson(response, 404, { error: 'No such product' });
    if (path === '/api/wishlist') {
      const item = store.addToWishlist(session, product, input);
      return sendJson(response, 201, { item, items: session.wishlist, count: session.wishlist.length });
    }
    const line = store.addToCart(session, product, input);
    return sendJson(response, 201, { line, cart: store.cart(session) });
  }
  if (path === '/api/wishlist' && method === 'GET') {
    return sendJson(response, 200, { items: session.wishlist, count: session.wishlist.length });
  }
  if (path === '/api/cart/promo' && method === 'POST') {
    const code = stringField(await readJson(request), 'code') ?? '';
    if (!store.applyPromo(session, code))
      return sendJson(response, 400, { error: `"${code}" is not a valid code` });
    return sendJson(response, 200, store.cart(session));
  }
  const lineMatch = /^\/api\/cart\/([\w-]+)$/.exec(path);
  if (method === 'DELETE' && lineMatch) {
    if (!store.removeFromCart(session, lineMatch[1] ?? ''))
      return sendJson(response, 404, { error: 'No such line' });
    return sendJson(response, 200, store.cart(session));
  }

  if (method === 'POST' && path === '/api/orders') {
    const body = await readJson(request);
    const raw =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>).customer : undefined;
    const missing = CUSTOMER_FIELDS.filter((field) => !stringField(raw, field));
    if (missing.length > 0)
      return sendJson(response, 400, { error: `Missing ${missing.join(', ')}`, missing });
    if (session.cart.length === 0) return sendJson(response, 409, { error: 'Your cart is empty' });
    const customer = Object.fromEntries(
      CUSTOMER_FIELDS.map((field) => [field, stringField(raw, field) ?? '']),
    ) as unknown as Customer;
    const order = store.placeOrder(session, customer, new Date());
    return sendJson(response, 201, { order });
  }
  const orderMatch = /^\/api\/orders\/([\w-]+)$/.exec(path);
  if (method === 'GET' && orderMatch) {
    const order = store.order(session, orderMatch[1] ?? '');
    return order ? sendJson(response, 200, { order }) : sendJson(response, 404, { error: 'No such order' });
  }
  return sendJson(response, 404, { error: `No route for ${method} ${path}` });
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
}

/** Reads a JSON body; an empty or malformed body reads as `undefined` (the route then answers 400). */
async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(buffer);
  }
  if (chunks.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field.trim() !== '' ? field.trim() : undefined;
}

function addInput(body: unknown): AddToCartInput | undefined {
  const productId = stringField(body, 'productId');
  if (!productId) return undefined;
  const record = body as Record<string, unknown>;
  const quantity =
    typeof record.quantity === 'number' && Number.isFinite(record.quantity) ? record.quantity : 1;
  const color = stringField(body, 'color');
  const size = stringField(body, 'size');
  return { productId, quantity, ...(color ? { color } : {}), ...(size ? { size } : {}) };
}
