import type { VersionConfig } from './versions.js';

/** Escapes text for HTML text and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Every class the template uses: v1's hand-written semantic names, v2's build-hashed ones (what a CSS-in-JS
 * or CSS-modules build emits). One map, so the stylesheet and the markup can't disagree.
 */
const CLASS_NAMES = {
  siteHeader: ['site-header', 'css-1x2y3z'],
  brand: ['brand', 'Header_brand__q7Rt2'],
  navLinks: ['nav-links', 'css-9k2mfa'],
  cartLink: ['cart-link', 'Header_cart__Lm4pQ'],
  cartBadge: ['cart-badge', 'Badge_root__Zp81c'],
  page: ['page', 'css-u3x8ke'],
  btn: ['btn', 'Button_root__aB3dE'],
  btnPrimary: ['btn-primary', 'Button_primary__k9Lm2'],
  btnSecondary: ['btn-secondary', 'Button_secondary__p0Qw8'],
  btnAdd: ['btn-add', 'css-7hd2kq'],
  inventoryList: ['inventory-list', 'css-1m4ta0p'],
  inventoryItem: ['inventory-item', 'css-a1b2c3'],
  itemName: ['inventory-item-name', 'ProductCard_title__Vb5sN'],
  itemDesc: ['inventory-item-desc', 'ProductCard_desc__e2Rr9'],
  itemPrice: ['inventory-item-price', 'ProductCard_price__Gh3tY'],
  cardBody: ['card-body', 'ProductCard_body__Xy12z'],
  productDetail: ['product-detail', 'css-2b9xq4'],
  productPrice: ['product-price', 'css-ll8t3w'],
  field: ['field', 'Field_root__c4Nn1'],
  recommended: ['recommended', 'css-r8m2v0'],
  recoCard: ['reco-card', 'css-4ffk1z'],
  cartTable: ['cart-table', 'Table_root__w9Pz3'],
  orderTotal: ['order-total', 'css-0tq9fd'],
  summary: ['summary', 'css-h1s8bq'],
  status: ['status', 'css-s7a1ty'],
  error: ['error', 'css-e55r0r'],
  visuallyHidden: ['visually-hidden', 'css-vh0000'],
  sortBar: ['sort-bar', 'css-3jd8ax'],
  promoForm: ['promo-form', 'css-p0f9me'],
} as const satisfies Record<string, readonly [string, string]>;

export type ClassKey = keyof typeof CLASS_NAMES;

/** The class attribute value for one or more template class keys, in this version's naming. */
export function classOf(config: VersionConfig, ...keys: readonly ClassKey[]): string {
  return keys.map((key) => CLASS_NAMES[key][config.refactored ? 1 : 0]).join(' ');
}

/**
 * ` id="…"` for v1 and, in v2, the renamed id or nothing when the refactor removed it.
 * `v2Id === null` means "removed in v2".
 */
export function idAttr(config: VersionConfig, v1Id: string, v2Id: string | null = v1Id): string {
  const id = config.refactored ? v2Id : v1Id;
  return id === null ? '' : ` id="${escapeHtml(id)}"`;
}

/** The stylesheet, written once against class keys and emitted with this version's class names. */
export function stylesheet(config: VersionConfig): string {
  const c = (key: ClassKey): string => `.${CLASS_NAMES[key][config.refactored ? 1 : 0]}`;
  return `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d2330;background:#f6f7f9}
a{color:#0b57d0}
${c('siteHeader')}{display:flex;align-items:center;justify-content:space-between;padding:12px 24px;background:#132036;color:#fff}
${c('siteHeader')} a{color:#fff;text-decoration:none;margin-left:16px}
${c('brand')}{font-weight:700;font-size:1.2rem;margin-left:0!important}
${c('cartBadge')}{display:inline-block;min-width:1.5em;padding:0 6px;border-radius:999px;background:#e94f37;text-align:center}
${c('page')}{max-width:960px;margin:0 auto;padding:24px}
${c('btn')}{font:inherit;padding:8px 16px;border-radius:6px;border:1px solid #132036;background:#fff;cursor:pointer}
${c('btnPrimary')}{background:#132036;color:#fff}
${c('inventoryList')}{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px}
${c('inventoryItem')}{background:#fff;border-radius:8px;padding:16px;display:flex;flex-direction:column;gap:8px}
${c('itemPrice')},${c('productPrice')}{font-weight:700}
${c('field')}{display:flex;flex-direction:column;margin-bottom:12px;max-width:360px}
${c('recommended')} ul{list-style:none;padding:0;display:flex;gap:12px}
${c('recoCard')}{background:#fff;border-radius:8px;padding:12px}
${c('cartTable')}{border-collapse:collapse;width:100%;background:#fff}
${c('cartTable')} th,${c('cartTable')} td{text-align:left;padding:8px;border-bottom:1px solid #dde1e7}
${c('orderTotal')}{font-size:1.2rem;font-weight:700}
${c('status')}{min-height:1.5em;color:#1a7f37}
${c('error')}{color:#b42318}
${c('visuallyHidden')}{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
${c('sortBar')}{display:flex;gap:8px;align-items:center}
`;
}
