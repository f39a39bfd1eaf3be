/**
 * The demo shop's fixed catalogue and users. Prices are integer cents so totals never drift.
 */

export interface Product {
  readonly id: string;
  readonly name: string;
  readonly priceCents: number;
  readonly description: string;
  readonly colors: readonly string[];
  readonly sizes: readonly string[];
}

export interface ShopUser {
  readonly username: string;
  readonly password: string;
  readonly displayName: string;
  /** A locked account can't log in; the login page shows the server's message. */
  readonly locked?: boolean;
}

/** The six products, in the v1 ("featured") order. */
export const PRODUCTS: readonly Product[] = [
  {
    id: 'trail-backpack',
    name: 'Trail Backpack',
    priceCents: 4999,
    description: 'A 24-litre pack with a padded laptop sleeve and a rain cover tucked in the base.',
    colors: ['Black', 'Olive'],
    sizes: ['One size'],
  },
  {
    id: 'bike-light',
    name: 'Bike Light',
    priceCents: 999,
    description: 'USB-C rechargeable front light, 300 lumens, clips onto any handlebar.',
    colors: ['Black'],
    sizes: ['One size'],
  },
  {
    id: 'bolt-t-shirt',
    name: 'Bolt T-Shirt',
    priceCents: 1599,
    description: 'Soft organic cotton tee with a lightning bolt print on the chest.',
    colors: ['White', 'Charcoal', 'Red'],
    sizes: ['S', 'M', 'L', 'XL'],
  },
  {
    id: 'fleece-jacket',
    name: 'Fleece Jacket',
    priceCents: 4999,
    description: 'Mid-weight recycled fleece with a full zip and two hand pockets.',
    colors: ['Navy', 'Forest'],
    sizes: ['S', 'M', 'L', 'XL'],
  },
  {
    id: 'canvas-tote',
    name: 'Canvas Tote',
    priceCents: 1200,
    description: 'Heavy canvas tote with an inner pocket; holds a week of groceries.',
    colors: ['Natural', 'Black'],
    sizes: ['One size'],
  },
  {
    id: 'wool-beanie',
    name: 'Wool Beanie',
    priceCents: 1850,
    description: 'Ribbed merino beanie, warm without the itch.',
    colors: ['Grey', 'Mustard'],
    sizes: ['One size'],
  },
];

/** The order v2's merchandising team chose: same products, different positions. */
export const V2_PRODUCT_ORDER: readonly string[] = [
  'fleece-jacket',
  'bolt-t-shirt',
  'trail-backpack',
  'wool-beanie',
  'bike-light',
  'canvas-tote',
];

export const USERS: readonly ShopUser[] = [
  { username: 'standard_user', password: 'secret_sauce', displayName: 'Sam Standard' },
  { username: 'locked_out_user', password: 'secret_sauce', displayName: 'Lou Locked', locked: true },
];

/** The one working promo code and its discount in percent. */
export const PROMO_CODES: Readonly<Record<string, number>> = { SPRING10: 10 };

/** Looks a product up by id. */
export function findProduct(id: string): Product | undefined {
  return PRODUCTS.find((product) => product.id === id);
}

/** `4999` → `"$49.99"`. */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export type ProductSort = 'featured' | 'name' | 'price-asc' | 'price-desc';

/** The catalogue sorted as the list page's "Sort by" select asks; ties keep the featured order. */
export function sortProducts(products: readonly Product[], sort: ProductSort): Product[] {
  const sorted = [...products];
  if (sort === 'name') sorted.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  if (sort === 'price-asc') sorted.sort((a, b) => a.priceCents - b.priceCents);
  if (sort === 'price-desc') sorted.sort((a, b) => b.priceCents - a.priceCents);
  return sorted;
}
