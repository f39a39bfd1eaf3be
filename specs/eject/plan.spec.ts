/**
 * eject's planner, pure: spec text + act records in, new spec text + what was ejected / left alone
 * out. Uses the real TypeScript parser; no browser, no files.
 */
import { expect, test } from '@playwright/test';
import type { ActRecord, ActStep } from '../../lib/act/types.js';
import { planEject } from '../../lib/eject/eject-spec.js';
import { compilerApiOf, loadTypeScript } from '../../lib/eject/load-typescript.js';

const NO_EFFECT = { requests: [], regions: [] };

function step(action: ActStep['action'], code: string | undefined, extra: Partial<ActStep> = {}): ActStep {
  return {
    action,
    ...(code === undefined
      ? {}
      : { target: { locator: 'x', code, alternatives: [], tag: 'button', strategy: 'test-id' } }),
    description: `${action} ${code}`,
    code: `await ${code ?? 'page'}.${action}();`,
    effect: NO_EFFECT,
    ...extra,
  };
}

function record(test: string, call: string, instruction: string, steps: ActStep[]): [string, ActRecord] {
  return [
    `${test} › ${call}`,
    {
      spec: 'a.spec.ts',
      test,
      call,
      instruction,
      steps,
      summary: '',
      recorded_by: 'deterministic',
      recorded_at: '2026-01-01T00:00:00.000Z',
    },
  ];
}

const LOGIN_STEPS: ActStep[] = [
  step('fill', "page.getByLabel('Username')", { value: '{{user}}' }),
  step('fill', "page.getByLabel('Password')", { value: '{{password}}' }),
  step('click', "page.getByRole('button', { name: 'Log in' })", {
    effect: {
      requests: [{ method: 'POST', path: '/api/login', status: '2xx' }],
      navigation: '/v1/products',
      regions: [],
    },
  }),
];

test('recorded calls become Playwright statements; everything else is kept byte for byte', async () => {
  const ts = await loadTypeScript();
  const source = `import { test, expect } from 'healwright';

test.describe('shop', () => {
  test('logs in', async ({ page }) => {
    await page.goto('/login'); // start
    /* keep me */
    await page.act('Log in as {{user}} with {{password}}', { values: { user: 'standard_user', password } });
    await expect(page).toHaveURL(/products/);
    await page.act("Click the Cart link");
  });
});
`;
  const records = new Map([
    record('shop › logs in', '#1', 'Log in as {{user}} with {{password}}', LOGIN_STEPS),
    record('shop › logs in', '#2', 'Click the Cart link', [step('click', "page.getByTestId('cart-link')")]),
  ]);
  const plan = planEject(ts, source, 'a.spec.ts', records);
  expect(plan.source).toBe(`import { test, expect } from 'healwright';

test.describe('shop', () => {
  test('logs in', async ({ page }) => {
    await page.goto('/login'); // start
    /* keep me */
    // act: Log in as {{user}} with {{password}}
    await page.getByLabel('Username').fill('standard_user');
    await page.getByLabel('Password').fill(password);
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && /^\\/api\\/login$/.test(new URL(response.url()).pathname)),
      page.getByRole('button', { name: 'Log in' }).click(),
    ]);
    await page.waitForURL((url) => /^\\/v1\\/products$/.test(url.pathname));
    await expect(page).toHaveURL(/products/);
    // act: Click the Cart link
    await page.getByTestId('cart-link').click();
  });
});
`);
  expect(plan.ejected.map((call) => [call.call, call.line, call.steps])).toEqual([
    ['#1', 7, 3],
    ['#2', 9, 1],
  ]);
  expect(plan.leftAlone).toEqual([]);
  // Without waits: only the actions.
  const bare = planEject(ts, source, 'a.spec.ts', records, { waits: false });
  expect(bare.source).toContain(
    "    await page.getByRole('button', { name: 'Log in' }).click();\n    await expect",
  );
});

test('calls whose position is not fixed are left alone (give them an id); an id makes them ejectable', async () => {
  const ts = await loadTypeScript();
  const source = `test('loops', async ({ page }) => {
  for (const name of ['a', 'b']) {
    await page.act('Click {{name}}', { values: { name } });
  }
  await page.act('Click Save');
  if (process.env.X) await page.act('Click Maybe');
  while (false) await page.act('Click Twice', { id: 'twice' });
  await page.act('Click Done', { id: 'done' });
});
`;
  const records = new Map([
    record('loops', '#1', 'Click {{name}}', [step('click', "page.getByText('a')")]),
    record('loops', '#3', 'Click Save', [step('click', "page.getByRole('button', { name: 'Save' })")]),
    record('loops', 'twice', 'Click Twice', [step('click', "page.getByText('Twice')")]),
    record('loops', 'done', 'Click Done', [step('click', "page.getByText('Done')")]),
  ]);
  const plan = planEject(ts, source, 'a.spec.ts', records);
  expect(plan.leftAlone.map((call) => [call.line, call.reason])).toEqual([
    [3, 'its position in the test is not fixed (in a loop); give it an id'],
    [5, 'its position in the test is not fixed (a call in a loop (line 3) runs before it); give it an id'],
    [6, 'its position in the test is not fixed (in a branch); give it an id'],
  ]);
  expect(plan.ejected.map((call) => call.call)).toEqual(['twice', 'done']);
  expect(plan.source).toContain(
    "  while (false) {\n    // act: Click Twice\n    await page.getByText('Twice').click();\n  }\n",
  );
  expect(plan.source).toContain("  // act: Click Done\n  await page.getByText('Done').click();");
});

test('a missing entry, another instruction, a used result: left alone; later calls keep their key as an id', async () => {
  const ts = await loadTypeScript();
  const source = `test('t', async ({ page }) => {
  await page.act('Click One');
  const result = await page.act('Click Two');
  await page.act('Click Three');
  await page.act('Click Four', { timeout: 5_000 });
  await page.act('Click Five', {});
});
`;
  const records = new Map([
    record('t', '#1', 'Click One', [step('click', "page.getByText('One')")]),
    record('t', '#2', 'Click Two', [step('click', "page.getByText('Two')")]),
    record('t', '#3', 'Click 3', [step('click', "page.getByText('3')")]),
  ]);
  const plan = planEject(ts, source, 'a.spec.ts', records);
  expect(plan.ejected.map((call) => call.call)).toEqual(['#1']);
  expect(plan.leftAlone.map((call) => [call.call, call.reason])).toEqual([
    ['#2', 'its result is used'],
    ['#3', 'its entry was recorded for another instruction ("Click 3")'],
    ['#4', 'no recorded entry "t › #4"'],
    ['#5', 'no recorded entry "t › #5"'],
  ]);
  expect(plan.pinned.map((pin) => pin.id)).toEqual(['#2', '#3', '#4', '#5']);
  expect(plan.source).toBe(`test('t', async ({ page }) => {
  // act: Click One
  await page.getByText('One').click();
  const result = await page.act('Click Two', { id: '#2' });
  await page.act('Click Three', { id: '#3' });
  await page.act('Click Four', { id: '#4', timeout: 5_000 });
  await page.act('Click Five', { id: '#5' });
});
`);
});

test('beforeEach calls count first and are never ejected; a test.step callback is inline', async () => {
  const ts = await loadTypeScript();
  const source = `test.beforeEach(async ({ page }) => {
  await page.act('Click Home');
});
test('a', async ({ page }) => {
  await test.step('open', async () => {
    await page.act('Click Open');
  });
});
test('b', async ({ page }) => {
  await page.act('Click Open');
});
`;
  const records = new Map([
    record('a', '#1', 'Click Home', [step('click', "page.getByText('Home')")]),
    record('a', '#2', 'Click Open', [step('click', "page.getByText('Open')")]),
    record('b', '#2', 'Click Open', [step('click', "page.getByText('Open')")]),
  ]);
  const plan = planEject(ts, source, 'a.spec.ts', records);
  expect(plan.ejected.map((call) => `${call.test} ${call.call}`)).toEqual(['a #2', 'b #2']);
  expect(plan.leftAlone).toEqual([
    {
      test: 'a',
      call: '#1',
      instruction: 'Click Home',
      line: 2,
      reason: 'in a beforeEach hook (shared by every test of its group)',
    },
  ]);
});

test("within and values expressions: receivers and members are the call's own", async () => {
  const ts = await loadTypeScript();
  const source = `test('w', async ({ page }) => {
  await popup.act('Type {{first}} {{last}} in Name', { values: creds, within: page.getByRole('dialog') });
});
`;
  const records = new Map([
    record('w', '#1', 'Type {{first}} {{last}} in Name', [
      step('fill', "scope.getByLabel('Name')", { value: '{{first}} `{{last}}` $' + '{x}' }),
      step('press', undefined, { key: 'Enter', effect: { ...NO_EFFECT, dialog: 'confirm' } }),
    ]),
  ]);
  const plan = planEject(ts, source, 'a.spec.ts', records);
  expect(plan.source).toBe(`test('w', async ({ page }) => {
  // act: Type {{first}} {{last}} in Name
  await page.getByRole('dialog').getByLabel('Name').fill(\`\${creds.first} \\\`\${creds.last}\\\` \\\${x}\`);
  popup.once('dialog', (dialog) => dialog.accept());
  await popup.keyboard.press('Enter');
});
`);
});

test('--test picks one test by its full title; an unknown title lists the tests', async () => {
  const ts = await loadTypeScript();
  const source = `test.describe('cart', () => {
  test('one', async ({ page }) => { await page.act('Click A'); });
  test('two', async ({ page }) => { await page.act('Click A'); });
});
`;
  const records = new Map([
    record('cart › one', '#1', 'Click A', [step('click', "page.getByText('A')")]),
    record('cart › two', '#1', 'Click A', [step('click', "page.getByText('A')")]),
  ]);
  const plan = planEject(ts, source, 'a.spec.ts', records, { test: 'cart > two' });
  expect(plan.ejected.map((call) => call.test)).toEqual(['cart › two']);
  expect(plan.source).toContain("test('one', async ({ page }) => { await page.act('Click A'); });");
  expect(() => planEject(ts, source, 'a.spec.ts', records, { test: 'cart › three' })).toThrow(
    'no test titled "cart › three" in a.spec.ts; tests with act calls:\n  cart › one\n  cart › two',
  );
});

test('a recorded locator holding a placeholder, or a missing value, is left alone', async () => {
  const ts = await loadTypeScript();
  const source = `test('p', async ({ page }) => {
  await page.act('Open {{user}}');
  await page.act('Fill Name with {{name}}', { id: 'name' });
});
`;
  const records = new Map([
    record('p', '#1', 'Open {{user}}', [step('click', "page.getByRole('link', { name: '{{user}}' })")]),
    record('p', 'name', 'Fill Name with {{name}}', [
      step('fill', "page.getByLabel('Name')", { value: '{{name}}' }),
    ]),
  ]);
  const plan = planEject(ts, source, 'a.spec.ts', records);
  expect(plan.leftAlone.map((call) => call.reason)).toEqual([
    "step \"click page.getByRole('link', { name: '{{user}}' })\" has the placeholder {{user}} in its locator",
    'the call gives no value for {{name}}',
  ]);
  expect(plan.source).toBe(source);
});

test('an instruction held in a top-level const declared once is read; a shadowed one is not', async () => {
  const ts = await loadTypeScript();
  const source = `const OPEN = 'Click Open';
const SHADOWED = 'Click Shadowed';
test('c', async ({ page }) => {
  await page.act(OPEN);
  const SHADOWED = 'Click Other';
  await page.act(SHADOWED);
});
`;
  const records = new Map([
    record('c', '#1', 'Click Open', [step('click', "page.getByText('Open')")]),
    record('c', '#2', 'Click Shadowed', [step('click', "page.getByText('Shadowed')")]),
  ]);
  const plan = planEject(ts, source, 'a.spec.ts', records);
  expect(plan.ejected.map((call) => call.instruction)).toEqual(['Click Open']);
  expect(plan.leftAlone.map((call) => call.reason)).toEqual([
    'its instruction is not a string literal (or a top-level const of one)',
  ]);
  expect(plan.source).toContain("  // act: Click Open\n  await page.getByText('Open').click();\n");
});

test('TypeScript 7, whose package exports no compiler API, is refused with a 400 that says to install typescript@5', async () => {
  // typescript@7's main entry exports only its version.
  expect(() => compilerApiOf({ version: '7.0.2' })).toThrow(
    /typescript 7\.0\.2 installed here does not export: npm install --save-dev typescript@5/,
  );
  expect(() => compilerApiOf({ default: { version: '7.0.2' } })).toThrow(
    expect.objectContaining({ status: 400 }),
  );
  const ts = await loadTypeScript();
  expect(compilerApiOf(ts)).toBe(ts);
});
