/**
 * Makes sure a Chromium is available before tests or the demo run: CHROMIUM_PATH or a system
 * Chromium is used as is; otherwise Playwright's managed Chromium is installed if missing
 * (`npx playwright install chromium`, which needs network access on a normal machine).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from '../lib/browser/find-chromium.js';

const choice = findChromium();
if (choice.source !== 'playwright') {
  console.log(`healwright: using Chromium at ${choice.executablePath} (${choice.source})`);
} else if (existsSync(chromium.executablePath())) {
  console.log(`healwright: using Playwright's Chromium at ${chromium.executablePath()}`);
} else {
  console.log("healwright: no Chromium found; installing Playwright's (npx playwright install chromium)");
  const result = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      'healwright: could not install a browser. Install Chromium (e.g. apt-get install chromium) or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
}
