/**
 * `healwright eject` as a command, in process (no spawn): reads the spec and its act cache file,
 * --dry-run prints and writes nothing, --test picks a test, reports go to stderr, usage errors exit 2.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { expect, test } from '@playwright/test';
import type { CliIO } from '../../lib/cli/command.js';
import { ejectCommand } from '../../lib/cli/commands/eject.js';

const SPEC = `import { test } from 'healwright';

test.describe('cart', () => {
  test('adds', async ({ page }) => {
    await page.act('Click the Add to cart button');
    for (const n of [1, 2]) await page.act('Click Next');
  });
  test('opens', async ({ page }) => {
    await page.act('Click the Cart link');
  });
});
`;

function entry(test: string, call: string, instruction: string, code: string) {
  return {
    spec: 'specs/cart.spec.ts',
    test,
    call,
    instruction,
    steps: [
      {
        action: 'click',
        target: { locator: 'x', code, alternatives: [], tag: 'button', strategy: 'test-id' },
        description: 'click',
        code: `await ${code}.click();`,
        effect: { requests: [{ method: 'POST', path: '/api/cart', status: '2xx' }], regions: [] },
      },
    ],
    summary: '',
    recorded_by: 'deterministic',
    recorded_at: '2026-01-01T00:00:00.000Z',
  };
}

async function runEject(
  argv: string[],
  cwd: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString('utf8');
  });
  const io: CliIO = {
    stdin: new PassThrough(),
    stdout,
    stderr,
    env: {},
    cwd,
    signal: new AbortController().signal,
  };
  const code = await ejectCommand.run(argv, io);
  return { code, stdout: out, stderr: err };
}

let dir: string;
test.beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'healwright-eject-cli-'));
  mkdirSync(join(dir, 'specs'), { recursive: true });
  mkdirSync(join(dir, 'cache/act/specs'), { recursive: true });
  writeFileSync(join(dir, 'specs/cart.spec.ts'), SPEC);
  const entries = {
    'cart › adds › #1': entry(
      'cart › adds',
      '#1',
      'Click the Add to cart button',
      "page.getByTestId('add-to-cart')",
    ),
    'cart › opens › #1': entry('cart › opens', '#1', 'Click the Cart link', "page.getByTestId('cart-link')"),
  };
  writeFileSync(
    join(dir, 'cache/act/specs/cart.spec.ts.json'),
    JSON.stringify({ version: 1, entries }, null, 2),
  );
});
test.afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

test('--dry-run prints the ejected spec and writes nothing; the report names what was left alone', async () => {
  const result = await runEject(['specs/cart.spec.ts', '--dry-run'], dir);
  expect(result.code).toBe(0);
  expect(readFileSync(join(dir, 'specs/cart.spec.ts'), 'utf8')).toBe(SPEC);
  expect(result.stdout).toContain(`    // act: Click the Add to cart button
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && /^\\/api\\/cart$/.test(new URL(response.url()).pathname)),
      page.getByTestId('add-to-cart').click(),
    ]);
    for (const n of [1, 2]) await page.act('Click Next');`);
  expect(result.stderr.split('\n')).toEqual([
    'healwright: ejected specs/cart.spec.ts:5 cart › adds › #1 "Click the Add to cart button" (1 step)',
    'healwright: ejected specs/cart.spec.ts:9 cart › opens › #1 "Click the Cart link" (1 step)',
    'healwright: left alone specs/cart.spec.ts:6 cart › adds "Click Next": its position in the test is not fixed (in a loop); give it an id; its position shifts after the ejection, so it will re-record',
    'healwright: would eject 2 act call(s), left 1 alone (dry run; nothing written)',
    '',
  ]);
});

test('--test ejects one test and writes the spec; --no-waits drops the response waits', async () => {
  const result = await runEject(['specs/cart.spec.ts', '--test', 'cart › opens', '--no-waits'], dir);
  expect(result.code).toBe(0);
  expect(result.stdout).toBe('');
  const written = readFileSync(join(dir, 'specs/cart.spec.ts'), 'utf8');
  expect(written).toBe(
    SPEC.replace(
      "    await page.act('Click the Cart link');",
      "    // act: Click the Cart link\n    await page.getByTestId('cart-link').click();",
    ),
  );
  expect(result.stderr).toContain('healwright: ejected 1 act call(s), left 0 alone\n');
});

test('usage errors exit 2; an unknown test lists the tests; a missing spec says so', async () => {
  expect((await runEject([], dir)).code).toBe(2);
  expect((await runEject(['a.spec.ts', 'b.spec.ts'], dir)).code).toBe(2);
  expect((await runEject(['specs/cart.spec.ts', '--bogus'], dir)).code).toBe(2);
  const unknown = await runEject(['specs/cart.spec.ts', '--test', 'cart › nope'], dir);
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toBe(
    'healwright: no test titled "cart › nope" in specs/cart.spec.ts; tests with act calls:\n  cart › adds\n  cart › opens\n',
  );
  const missing = await runEject(['specs/none.spec.ts'], dir);
  expect(missing.code).toBe(2);
  expect(missing.stderr).toContain('healwright: cannot read specs/none.spec.ts: ENOENT');
});
