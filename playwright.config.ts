import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/browser/find-chromium.js';

/**
 * The project's own suite. Pure specs (no `page`) never start a browser; browser specs use
 * pages served on 127.0.0.1 by scripts/ (the demo shop) or `page.setContent`.
 * Chromium: CHROMIUM_PATH, then /usr/bin/chromium, then Playwright's managed browser.
 */
export default defineConfig({
  testDir: './specs',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
});
