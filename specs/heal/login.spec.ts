import { DEMO_USER, expect, test, VERSION } from './support.js';

test('log in with the v1 ids', async ({ page, shop }) => {
  await page.goto(shop.urlFor(VERSION, '/login'));
  await (await page.heal('#user-name', 'Username field of the login form')).fill(DEMO_USER.username);
  await (await page.heal('#password', 'Password field of the login form')).fill(DEMO_USER.password);
  await (await page.heal('#login-button', 'Log in button')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
});

test('log in by label (robust locators stay intact)', async ({ page, shop }) => {
  await page.goto(shop.urlFor(VERSION, '/login'));
  await (await page.heal(page.getByLabel('Username'))).fill(DEMO_USER.username);
  await (await page.heal(page.getByLabel('Password'))).fill(DEMO_USER.password);
  await (await page.heal(page.getByRole('button', { name: 'Log in' }))).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
});
