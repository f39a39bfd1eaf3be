import { expect, test } from '@playwright/test';
import { findChromium } from '../../lib/browser/find-chromium.js';

test('CHROMIUM_PATH wins over everything else', () => {
  expect(findChromium({ CHROMIUM_PATH: '/opt/my/chrome' })).toEqual({
    executablePath: '/opt/my/chrome',
    source: 'CHROMIUM_PATH',
  });
});

test('the configured browser starts and renders a page', async ({ page }) => {
  await page.setContent('<button>Hello</button>');
  await expect(page.getByRole('button', { name: 'Hello' })).toBeVisible();
});
