import { PRODUCTS, type Product, V2_PRODUCT_ORDER } from './catalog.js';

/**
 * The variants one shop server serves, each under its own URL prefix (`/v1/…`, `/v2/…`, `/v1-wishlist/…`).
 * - `v1`: the app the example specs were written against.
 * - `v2`: the same app after a front-end refactor (see `V2_CHANGES` in v2-changes.ts).
 * - `v1-wishlist`: v1's markup byte for byte, but the product page's "Add to cart" button posts to
 *   `/api/wishlist`: a behaviour change with no visible change, for effect checks.
 */
export type ShopVersion = 'v1' | 'v2' | 'v1-wishlist';

export const SHOP_VERSIONS: readonly ShopVersion[] = ['v1', 'v2', 'v1-wishlist'];

/** The switches the single page template reads; nothing else differs between versions. */
export interface VersionConfig {
  readonly version: ShopVersion;
  /** URL prefix of every page of this version, e.g. `/v2`. */
  readonly prefix: string;
  /** Whether the v2 front-end refactor is applied to the markup. */
  readonly refactored: boolean;
  /** Endpoint the product page's "Add to cart" button posts to. */
  readonly productPageAddEndpoint: '/api/cart' | '/api/wishlist';
}

export function isShopVersion(value: string): value is ShopVersion {
  return (SHOP_VERSIONS as readonly string[]).includes(value);
}

export function versionConfig(version: ShopVersion): VersionConfig {
  return {
    version,
    prefix: `/${version}`,
    refactored: version === 'v2',
    productPageAddEndpoint: version === 'v1-wishlist' ? '/api/wishlist' : '/api/cart',
  };
}

/** The catalogue in the order this version lists it. */
export function productsInListOrder(config: VersionConfig): Product[] {
  if (!config.refactored) return [...PRODUCTS];
  return V2_PRODUCT_ORDER.map((id) => PRODUCTS.find((product) => product.id === id)).filter(
    (product): product is Product => product !== undefined,
  );
}

/**
 * The version named by `SHOP_VERSION` (default `v1`): what `/` redirects to, and what specs that run
 * "against whichever version is selected" use. An unknown value is an error, not a silent v1.
 */
export function shopVersionFromEnv(env: NodeJS.ProcessEnv = process.env): ShopVersion {
  const value = env.SHOP_VERSION ?? 'v1';
  if (!isShopVersion(value)) {
    throw new Error(`SHOP_VERSION must be one of ${SHOP_VERSIONS.join(', ')}; got "${value}"`);
  }
  return value;
}
