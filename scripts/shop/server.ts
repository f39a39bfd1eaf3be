import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi, sendJson } from './api.js';
import { findProduct } from './catalog.js';
import {
  type PageContext,
  renderCart,
  renderCheckout,
  renderLogin,
  renderNotFound,
  renderOrder,
  renderProduct,
  renderProducts,
} from './pages.js';
import { type Session, ShopStore } from './store.js';
import { isShopVersion, type ShopVersion, shopVersionFromEnv, versionConfig } from './versions.js';

export type { ShopVersion } from './versions.js';
export { SHOP_VERSIONS, shopVersionFromEnv } from './versions.js';

/** A running shop. */
export interface ShopServer {
  /** Origin, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** Absolute URL of a page of one version: `urlFor('v2', '/cart')` → `http://127.0.0.1:41234/v2/cart`. */
  urlFor(version: ShopVersion, path?: string): string;
  /** Stops accepting requests, drops open connections and resolves once the port is free. */
  close(): Promise<void>;
}

export interface ShopOptions {
  /** 0 (default) picks a free port. */
  readonly port?: number;
  /** Defaults to 127.0.0.1; the shop never listens on other interfaces unless asked. */
  readonly host?: string;
}

const SESSION_COOKIE = 'shop_session';

/**
 * Starts the demo shop: every version under its own prefix (`/v1/…`, `/v2/…`, `/v1-wishlist/…`), the JSON
 * API under `/api/…`, and `/` redirecting to `/${SHOP_VERSION ?? 'v1'}/` (see `shopVersionFromEnv`).
 * State is in memory, per server, per `shop_session` cookie, so parallel browser contexts never share a cart.
 *
 * @example
 * const shop = await startShop();
 * await page.goto(shop.urlFor('v2', '/login'));
 * await shop.close();
 */
export async function startShop(options: ShopOptions = {}): Promise<ShopServer> {
  const store = new ShopStore();
  const host = options.host ?? '127.0.0.1';
  const server = createServer((request, response) => {
    handle(request, response, store).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
      else response.destroy();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url,
    urlFor(version, path = '/') {
      return `${url}/${version}${path.startsWith('/') ? path : `/${path}`}`;
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

async function handle(request: IncomingMessage, response: ServerResponse, store: ShopStore): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://shop.local');
  const { session, created } = store.session(readCookie(request, SESSION_COOKIE));
  if (created) {
    response.setHeader('set-cookie', `${SESSION_COOKIE}=${session.id}; Path=/; HttpOnly; SameSite=Lax`);
  }
  if (url.pathname.startsWith('/api/')) return handleApi(request, response, url, session, store);
  if (url.pathname === '/favicon.ico') return send(response, 204, '');
  if (url.pathname === '/') return redirect(response, `/${shopVersionFromEnv()}/`);

  const [, versionSegment = '', ...rest] = url.pathname.split('/');
  if (!isShopVersion(versionSegment) || request.method !== 'GET') {
    return send(response, 404, 'Not found', 'text/plain; charset=utf-8');
  }
  const config = versionConfig(versionSegment);
  const ctx: PageContext = { config, cart: store.cart(session) };
  const route = rest.filter((segment) => segment !== '');
  const page = route[0] ?? '';

  if (page === 'login') {
    return session.username
      ? redirect(response, `${config.prefix}/products`)
      : html(response, 200, renderLogin(ctx));
  }
  if (!session.username) {
    const next = `${url.pathname}${url.search}`;
    return redirect(response, `${config.prefix}/login?next=${encodeURIComponent(next)}`);
  }
  if (page === '') return redirect(response, `${config.prefix}/products`);
  if (page === 'products' && route.length === 1) return html(response, 200, renderProducts(ctx));
  if (page === 'products' && route.length === 2) {
    const product = findProduct(route[1] ?? '');
    return product
      ? html(response, 200, renderProduct(ctx, product))
      : html(response, 404, renderNotFound(ctx, 'We could not find that product.'));
  }
  if (page === 'cart' && route.length === 1) return html(response, 200, renderCart(ctx));
  if (page === 'checkout' && route.length === 1) return html(response, 200, renderCheckout(ctx));
  if (page === 'orders' && route.length === 2) {
    const order = store.order(session, route[1] ?? '');
    return order
      ? html(response, 200, renderOrder(ctx, order))
      : html(response, 404, renderNotFound(ctx, 'We could not find that order.'));
  }
  return html(response, 404, renderNotFound(ctx, 'There is no page at this address.'));
}

function readCookie(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function send(
  response: ServerResponse,
  status: number,
  body: string,
  type = 'text/plain; charset=utf-8',
): void {
  response.writeHead(status, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  response.end(body);
}

function html(response: ServerResponse, status: number, body: string): void {
  send(response, status, body, 'text/html; charset=utf-8');
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location, 'content-length': 0, 'cache-control': 'no-store' });
  response.end();
}

/** For `Session` consumers that want the type without importing the store. */
export type { Session };
