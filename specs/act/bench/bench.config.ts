/** Config of `npm run bench:act` (scripts/bench-act.ts): one worker, the two bench specs, nothing else. */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../lib/browser/find-chromium.js';

export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  workers: 1,
  fullyParallel: false,
  timeout: 180_000,
  reporter: [['line']],
  outputDir: process.env.HEALWRIGHT_BENCH_OUTPUT ?? '../../../test-results/bench-act',
  use: { browserName: 'chromium', headless: true, launchOptions: chromiumLaunchOptions() },
});
