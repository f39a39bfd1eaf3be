/**
 * The example flows against v1, the version they were written for: every one passes.
 */

import { shopTest as test } from '../support/shop.js';
import { FLOWS } from './flows.js';

for (const [name, flow] of Object.entries(FLOWS)) {
  test(`v1: ${name}`, async ({ page, shop }) => {
    await flow({ page, shop, version: 'v1' });
  });
}
