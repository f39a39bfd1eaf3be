/**
 * eject end to end: a demo spec using page.act runs against the demo shop and records
 * (deterministic planner, no model), `healwright eject` turns the recording into plain Playwright
 * code, and the ejected spec — its act cache deleted — passes on the same app. Both runs are real
 * Playwright runs in child processes on a throwaway project in the OS temp dir (a project inside
 * this run's test-results would be cleaned by the child's own run), sharing this repo's node_modules.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type TestInfo, test } from '@playwright/test';
import { ejectSpec } from '../../lib/eject/eject-spec.js';
import { cleanEnv } from '../cli/spawn-cli.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const PLAYWRIGHT_CLI = join(REPO, 'node_modules/@playwright/test/cli.js');
const HEALWRIGHT_CLI = join(REPO, 'lib/cli/main.ts');

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(args: readonly string[], cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    // CI unset: the act cache is written to the committed file (write mode), as on a laptop. The
    // parent worker's own Playwright variables are not the child's.
    const env = cleanEnv({ CI: '', FORCE_COLOR: '0' });
    for (const name of Object.keys(env)) if (/^(TEST_|PLAYWRIGHT_TEST$|PW_)/.test(name)) delete env[name];
    const child = spawn(process.execPath, [...args], { cwd, env, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function importPath(from: string, repoFile: string): string {
  const path = relative(from, join(REPO, repoFile)).split('\\').join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

function demoSpec(dir: string): string {
  return `import * as v from 'valibot';
import { expect, test as base } from '${importPath(dir, 'fixtures/index.js')}';
import { DEMO_USER, shopFixtures } from '${importPath(dir, 'specs/support/shop.js')}';

const test = base.extend(shopFixtures);

test.describe('demo shop', () => {
  test('buys a shirt', async ({ page, shop }) => {
    await page.goto(shop.urlFor('v1', '/login'));
    await page.act('Fill Username with {{user}}', { values: { user: DEMO_USER.username } });
    await page.act('Fill Password with {{password}}', { values: { password: DEMO_USER.password } });
    // Submits the form: POST /api/login, then the products page.
    await page.act('Click the Log in button');
    await expect(page).toHaveURL(/\\/v1\\/products$/);
    await page.goto(shop.urlFor('v1', '/products/bolt-t-shirt'));
    await page.act('Select M in Size');
    await page.act('Click the Add to cart button');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.goto(shop.urlFor('v1', '/cart'));
    const lines = await page.extract('the cart lines', v.array(v.object({ product: v.string(), size: v.string(), qty: v.number() })));
    expect(lines).toEqual([{ product: expect.stringContaining('Bolt T-Shirt'), size: 'M', qty: 1 }]);
  });
});
`;
}

function config(dir: string): string {
  return `import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '${importPath(dir, 'lib/browser/find-chromium.js')}';

export default defineConfig({
  testDir: '.',
  testMatch: '**/flow.spec.ts',
  workers: 1,
  timeout: 60_000,
  reporter: [['line']],
  use: { browserName: 'chromium', headless: true, launchOptions: chromiumLaunchOptions() },
});
`;
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
test('record → eject → the ejected spec passes on the same app', async ({}, testInfo) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'healwright-eject-'));
  try {
    await roundTrip(dir, testInfo);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

async function roundTrip(dir: string, testInfo: TestInfo): Promise<void> {
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), '{ "type": "module", "private": true }\n');
  const specFile = join(dir, 'flow.spec.ts');
  const cacheFile = join(dir, 'cache/act/flow.spec.ts.json');
  writeFileSync(join(dir, 'playwright.config.ts'), config(dir));
  const original = demoSpec(dir);
  writeFileSync(specFile, original);

  // 1. Record.
  const recorded = await run([PLAYWRIGHT_CLI, 'test', '-c', 'playwright.config.ts'], dir);
  expect(recorded.code, recorded.stdout + recorded.stderr).toBe(0);
  expect(existsSync(cacheFile)).toBe(true);
  const cache = JSON.parse(readFileSync(cacheFile, 'utf8')) as {
    entries: Record<string, { steps: unknown[] }>;
  };
  expect(Object.keys(cache.entries).sort()).toEqual(
    ['#1', '#2', '#3', '#4', '#5'].map((call) => `demo shop › buys a shirt › ${call}`),
  );
  // Placeholder values never reach the disk.
  expect(readFileSync(cacheFile, 'utf8')).not.toContain('secret_sauce');

  // 2. Dry run: prints the result, writes nothing.
  const dry = await run(['--import', 'tsx', HEALWRIGHT_CLI, 'eject', 'flow.spec.ts', '--dry-run'], dir);
  expect(dry.code, dry.stderr).toBe(0);
  expect(readFileSync(specFile, 'utf8')).toBe(original);
  expect(dry.stderr).toContain(
    'healwright: would eject 5 act call(s), left 0 alone (dry run; nothing written)',
  );

  // 3. Eject (in process: the CLI path was just exercised, and a second spawn costs seconds).
  const ejected = await ejectSpec({ rootDir: dir, spec: 'flow.spec.ts' });
  expect(ejected.ejected).toHaveLength(5);
  const source = readFileSync(specFile, 'utf8');
  expect(source).toBe(dry.stdout);
  expect(source).not.toContain('.act(');
  expect(source).toContain('// act: Fill Password with {{password}}');
  expect(source).toContain('.fill(DEMO_USER.password);');
  expect(source).toContain('.fill(DEMO_USER.username);');
  expect(source).toContain(
    '    // Submits the form: POST /api/login, then the products page.\n    // act: Click the Log in button\n',
  );
  expect(source).toContain("page.waitForResponse((response) => response.request().method() === 'POST'");
  await testInfo.attach('ejected flow.spec.ts', { body: source, contentType: 'text/plain' });

  // 4. The ejected spec passes with no act cache at all.
  rmSync(join(dir, 'cache'), { recursive: true, force: true });
  const replayed = await run([PLAYWRIGHT_CLI, 'test', '-c', 'playwright.config.ts'], dir);
  expect(replayed.code, replayed.stdout + replayed.stderr).toBe(0);
  expect(replayed.stdout).toContain('1 passed');
  expect(existsSync(cacheFile)).toBe(false);
}
