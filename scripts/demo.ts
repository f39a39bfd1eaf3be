/**
 * `npm run demo`: the demo shop's v1 flows (specs/heal) run against the refactored v2 through
 * page.heal, with the healwright reporter. Run 1 starts from an empty heal cache, so every broken
 * locator heals live (the deleted "Continue shopping" link is refused, as it must be); run 2 replays
 * the heals run 1 recorded, with zero page captures. The committed cache/ is left alone: the demo
 * uses a throwaway cache directory.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PLAYWRIGHT = join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');

await import('./ensure-browser.js');

const cacheDir = mkdtempSync(join(tmpdir(), 'healwright-demo-cache-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  HEAL_SHOP_VERSION: 'v2',
  HEALWRIGHT_CACHE_DIR: cacheDir,
  // The demo records into its own throwaway cache even on CI (CI mode would divert writes to test-results/).
  CI: '',
};

function runOnce(title: string): number {
  console.log(`\n━━ ${title} ━━\n`);
  const result = spawnSync(
    process.execPath,
    [
      PLAYWRIGHT,
      'test',
      'specs/heal',
      '--reporter=list,./lib/report/reporter.ts',
      '--output',
      join(cacheDir, 'results'),
    ],
    { cwd: ROOT, env, stdio: 'inherit' },
  );
  return result.status ?? 1;
}

try {
  const first = runOnce('run 1: v1 flows against v2, empty heal cache: heals happen now');
  const second = runOnce(
    'run 2: the same flows again: every heal comes from the cache (the one capture left is the deleted link, re-checked and refused)',
  );
  console.log(
    `\nhealwright demo: heal records were written to ${join(cacheDir, 'heal')} (deleted now). In a project they live in cache/heal/ and are committed;\n` +
      'review them, then turn them into code with: npx healwright apply --write',
  );
  // Playwright exits 1 when a flow fails. The deleted "Continue shopping" link must fail (never guess):
  // the demo shows it in the summary above rather than failing the command. Anything else (a crash,
  // a config error) still fails it.
  const crashed = [first, second].some((status) => status !== 0 && status !== 1);
  if (!crashed && (first === 1 || second === 1)) {
    console.log(
      'healwright demo: the failed line above is a refusal: v2 deleted the "Continue shopping" link, and healwright never guesses.',
    );
  }
  process.exitCode = crashed ? Math.max(first, second) : 0;
} finally {
  rmSync(cacheDir, { recursive: true, force: true });
}
