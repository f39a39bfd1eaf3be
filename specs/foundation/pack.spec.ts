/**
 * The package as users get it: `npm pack`, installed into a throwaway project outside the repo,
 * a spec that imports { test, expect } from 'healwright' and heals with page.heal, run with
 * `npx playwright test` (system Chromium: CHROMIUM_PATH or the usual paths). Also pins the names
 * each entry point exports, so the public surface changes only on purpose.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { findChromium } from '../../lib/browser/find-chromium.js';

const run = promisify(execFile);
const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The public surface: every name each entry point exports. Change on purpose, with the README. */
const EXPORTS = {
  '.': [
    'ActError',
    'ExtractError',
    'HealwrightError',
    'InvalidLocatorError',
    'expect',
    'isHealwrightError',
    'test',
  ],
  './reporter': ['default', 'readHealSummary'],
} as const;

test('entry points export exactly the pinned names', async () => {
  const [fixtures, reporter] = await Promise.all([
    import('../../fixtures/index.js'),
    import('../../lib/report/reporter.js'),
  ]);
  expect(Object.keys(fixtures).sort()).toEqual([...EXPORTS['.']]);
  expect(Object.keys(reporter).sort()).toEqual([...EXPORTS['./reporter']]);
  const manifest = JSON.parse(await readFile(join(REPO, 'package.json'), 'utf8')) as {
    exports: Record<string, { types: string; default: string }>;
    bin: Record<string, string>;
    main?: string;
    types?: string;
    typesVersions?: Record<string, Record<string, string[]>>;
  };
  expect(Object.keys(manifest.exports).sort()).toEqual(['.', './engine', './package.json', './reporter']);
  expect(manifest.bin).toEqual({ healwright: './dist/lib/cli/main.js' });
  // Top-level main / types name the '.' entry, for resolvers that ignore exports (moduleResolution: node10).
  expect({ main: manifest.main, types: manifest.types }).toEqual({
    main: manifest.exports['.']?.default,
    types: manifest.exports['.']?.types,
  });
  // And typesVersions the subpaths' types, which node10 finds nowhere else.
  expect(manifest.typesVersions).toEqual({
    '*': {
      engine: [manifest.exports['./engine']?.types.replace('./', '')],
      reporter: [manifest.exports['./reporter']?.types.replace('./', '')],
    },
  });
});

const CONSUMER_SPEC = `import { test, expect } from 'healwright';

test('heals a renamed button', async ({ page }) => {
  await page.setContent('<main><h1>Settings</h1><button data-testid="save-settings">Save</button><button>Cancel</button></main>');
  const save = await page.heal('#save', 'Save button');
  await expect(save).toHaveText('Save');
  const cancel = await page.heal(page.getByRole('button', { name: 'Cancel' }));
  await expect(cancel).toHaveText('Cancel');
});
`;

test('npm pack → install in a fresh project → a spec using page.heal passes', async () => {
  test.setTimeout(600_000);
  test.skip(
    findChromium().source === 'playwright' && !process.env.CI,
    'no system Chromium for the throwaway project',
  );
  if (!existsSync(join(REPO, 'dist', 'fixtures', 'index.js'))) {
    await run('npm', ['run', 'build'], { cwd: REPO });
  }
  const work = await mkdtemp(join(tmpdir(), 'healwright-pack-'));
  try {
    const { stdout: packed } = await run(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', work],
      {
        cwd: REPO,
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const [info] = JSON.parse(packed) as { filename: string; files: { path: string }[] }[];
    expect(info?.files.map((file) => file.path)).toContain('dist/fixtures/index.js');
    expect(info?.files.map((file) => file.path)).toContain('dist/lib/report/reporter.js');
    expect(info?.files.some((file) => file.path.startsWith('specs/') || file.path.startsWith('lib/'))).toBe(
      false,
    );

    const project = join(work, 'consumer');
    await mkdir(join(project, 'specs'), { recursive: true });
    const playwrightVersion = (
      JSON.parse(
        await readFile(join(REPO, 'node_modules', '@playwright', 'test', 'package.json'), 'utf8'),
      ) as {
        version: string;
      }
    ).version;
    await writeFile(
      join(project, 'package.json'),
      `${JSON.stringify({ name: 'consumer', private: true, type: 'module' })}\n`,
    );
    await run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        join(work, info?.filename ?? ''),
        `@playwright/test@${playwrightVersion}`,
      ],
      { cwd: project, maxBuffer: 16 * 1024 * 1024 },
    );
    await writeFile(
      join(project, 'playwright.config.ts'),
      `import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const system = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'].find((path) => existsSync(path));
const executablePath = process.env.CHROMIUM_PATH || system;
const args = ['--disable-gpu'];
if (process.getuid?.() === 0) args.unshift('--no-sandbox');

export default defineConfig({
  testDir: './specs',
  workers: 1,
  reporter: [['list'], ['healwright/reporter']],
  use: { launchOptions: executablePath ? { executablePath, args } : { args } },
});
`,
    );
    await writeFile(join(project, 'specs', 'settings.spec.ts'), CONSUMER_SPEC);
    // The types a consumer sees: page.heal exists on Page (module augmentation), options type-check.
    await writeFile(
      join(project, 'tsconfig.json'),
      `${JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        include: ['specs'],
      })}\n`,
    );
    await writeFile(
      join(project, 'specs', 'types-check.ts'),
      `import { test, type HealwrightOptions } from 'healwright';
const options: HealwrightOptions = { cacheDir: 'cache', allowXPath: false, waitForOriginal: 1000 };
test.use({ healwright: options });
test.skip('types only', async ({ page }) => {
  const locator = await page.heal('#x', 'the x', { timeout: 100 });
  await locator.click();
});
`,
    );
    await run(process.execPath, [join(REPO, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], {
      cwd: project,
    });

    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env.CI;
    delete env.TEST_WORKER_INDEX;
    delete env.TEST_PARALLEL_INDEX;
    const { stdout } = await run('npx', ['playwright', 'test'], {
      cwd: project,
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(stdout).toContain('1 passed');
    expect(stdout).toContain(
      'healwright: 2 locators · 1 intact · 0 healed from cache · 1 healed now · 0 failed',
    );
    expect(stdout).toContain(
      "specs/settings.spec.ts:5 › heals a renamed button: #save → page.getByTestId('save-settings')",
    );
    const cache = await readFile(join(project, 'cache', 'heal', 'specs', 'settings.spec.ts.json'), 'utf8');
    expect(cache).toContain('"original": "#save"');

    // The bin works from the installed package.
    const { stdout: help } = await run('npx', ['healwright', '--help'], { cwd: project, env });
    expect(help).toContain('cache merge');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});
