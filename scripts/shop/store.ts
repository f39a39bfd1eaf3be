import { randomUUID } from 'node:crypto';
import { findProduct, PROMO_CODES, type Product } from './catalog.js';

/** One line of a cart: a product in a given colour and size. */
export interface CartLine {
  readonly id: string;
  readonly productId: string;
  readonly name: string;
  readonly color: string;
  readonly size: string;
  quantity: number;
  readonly unitPriceCents: number;
}

/** The cart as the API returns it: lines plus the figures the pages show. */
export interface CartView {
  readonly lines: readonly CartLine[];
  readonly count: number;
  readonly subtotalCents: number;
  readonly promoCode: string | null;
  readonly discountCents: number;
  readonly totalCents: number;
}

export interface Customer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly address: string;
  readonly postalCode: string;
}

export interface Order {
  readonly id: string;
  readonly customer: Customer;
  readonly lines: readonly CartLine[];
  readonly subtotalCents: number;
  readonly discountCents: number;
  readonly totalCents: number;
  readonly createdAt: string;
}

export interface WishlistItem {
  readonly productId: string;
  readonly name: string;
  readonly color: string;
  readonly size: string;
}

/** Everything one browser session owns. Sessions never see each other's carts or orders. */
export interface Session {
  readonly id: string;
  username: string | undefined;
  cart: CartLine[];
  promoCode: string | null;
  wishlist: WishlistItem[];
  readonly orderIds: string[];
}

export interface AddToCartInput {
  readonly productId: string;
  readonly quantity?: number;
  readonly color?: string;
  readonly size?: string;
}

/**
 * In-memory state of one shop server: sessions keyed by the `shop_session` cookie, and orders.
 * Order numbers count up per server (`ORD-1001`, …) so they read like real ones.
 */
export class ShopStore {
  readonly #sessions = new Map<string, Session>();
  readonly #orders = new Map<string, Order>();
  #nextOrderNumber = 1001;
  #nextLineNumber = 1;

  /** The session for a cookie value, or a fresh one when the cookie is missing or unknown. */
  session(id: string | undefined): { session: Session; created: boolean } {
    const existing = id === undefined ? undefined : this.#sessions.get(id);
    if (existing) return { session: existing, created: false };
    const session: Session = {
      id: randomUUID(),
      username: undefined,
      cart: [],
      promoCode: null,
      wishlist: [],
      orderIds: [],
    };
    this.#sessions.set(session.id, session);
    return { session, created: true };
  }

  cart(session: Session): CartView {
    const subtotalCents = session.cart.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    const percent = session.promoCode ? (PROMO_CODES[session.promoCode] ?? 0) : 0;
    const discountCents = Math.round((subtotalCents * percent) / 100);
    return {
      lines: session.cart,
      count: session.cart.reduce((sum, line) => sum + line.quantity, 0),
      subtotalCents,
      promoCode: session.promoCode,
      discountCents,
      totalCents: subtotalCents - discountCents,
    };
  }

  /** Adds to the cart; the same product, colour and size again raises that line's quantity. */
  addToCart(session: Session, product: Product, input: AddToCartInput): CartLine {
    const color = pickOption(product.colors, input.color);
    const size = pickOption(product.sizes, input.size);
    const quantity = Math.min(Math.max(Math.trunc(input.quantity ?? 1), 1), 10);
    const same = session.cart.find(
      (line) => line.productId === product.id && line.color === color && line.size === size,
    );
    if (same) {
      same.quantity = Math.min(same.quantity + quantity, 10);
      return same;
    }
    const line: CartLine = {
      id: `line-${this.#nextLineNumber++}`,
      productId: product.id,
      name: product.name,
      color,
      size,
      quantity,
      unitPriceCents: product.priceCents,
    };
    session.cart.push(line);
    return line;
  }

  removeFromCart(session: Session, lineId: string): boolean {
    const before = session.cart.length;
    session.cart = session.cart.filter((line) => line.id !== lineId);
    return session.cart.length !== before;
  }

  /** Applies a promo code; returns false for an unknown code. */
  applyPromo(session: Session, code: string): boolean {
    const normalised = code.trim().toUpperCase();
    if (PROMO_CODES[normalised] === undefined) return false;
    session.promoCode = normalised;
    return true;
  }

  addToWishlist(session: Session, product: Product, input: AddToCartInput): WishlistItem {
    const item: WishlistItem = {
      productId: product.id,
      name: product.name,
      color: pickOption(product.colors, input.color),
      size: pickOption(product.sizes, input.size),
    };
    session.wishlist.push(item);
    return item;
  }

  /** Turns the cart into an order and empties it. */
  placeOrder(session: Session, customer: Customer, now: Date): Order {
    const cart = this.cart(session);
    const order: Order = {
      id: `ORD-${this.#nextOrderNumber++}`,
      customer,
      lines: cart.lines.map((line) => ({ ...line })),
      subtotalCents: cart.subtotalCents,
      discountCents: cart.discountCents,
      totalCents: cart.totalCents,
      createdAt: now.toISOString(),
    };
    this.#orders.set(order.id, order);
    session.orderIds.push(order.id);
    session.cart = [];
    session.promoCode = null;
    return order;
  }

  /** An order, only if this session placed it. */
  order(session: Session, id: string): Order | undefined {
    return session.orderIds.includes(id) ? this.#orders.get(id) : undefined;
  }

  product(id: string): Product | undefined {
    return findProduct(id);
  }
}

function pickOption(options: readonly string[], wanted: string | undefined): string {
  return wanted !== undefined && options.includes(wanted) ? wanted : (options[0] ?? '');
}
