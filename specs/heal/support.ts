/**
 * The healwright `test` with the demo shop (one per worker). The specs in this folder are the v1
 * flows of specs/demo/flows.ts as a spec author would write them with page.heal, run against the
 * shop version in HEAL_SHOP_VERSION (default v2, the refactored front end).
 */

import { test as healwrightTest } from '../../fixtures/index.js';
import { type ShopVersion, type ShopWorkerFixtures, shopFixtures } from '../support/shop.js';

export const test = healwrightTest.extend<object, ShopWorkerFixtures>(shopFixtures);
export { expect } from '../../fixtures/index.js';
export { addToCartViaApi, DEMO_USER, signIn } from '../support/shop.js';

const requested = process.env.HEAL_SHOP_VERSION ?? 'v2';
if (requested !== 'v1' && requested !== 'v2')
  throw new Error(`HEAL_SHOP_VERSION must be v1 or v2, got ${requested}`);
/** The shop version these specs run against. */
export const VERSION: ShopVersion = requested;
