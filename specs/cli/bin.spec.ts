/**
 * The published bin (package.json "bin": dist/lib/cli/main.js) as npm would run it. `npm test`
 * builds first; run alone without a build, this spec skips.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { cleanEnv } from './spawn-cli.js';

const BIN = fileURLToPath(new URL('../../dist/lib/cli/main.js', import.meta.url));

test.describe.configure({ timeout: 120_000 });

test('the built bin has a node shebang, lists the commands and heals from stdin', () => {
  test.skip(!existsSync(BIN), 'dist/ not built (npm test builds it first)');
  expect(readFileSync(BIN, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
  const help = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8', env: cleanEnv() });
  expect(help.status).toBe(0);
  expect(help.stdout).toContain('heal');
  const heal = spawnSync(process.execPath, [BIN, 'heal'], {
    encoding: 'utf8',
    env: cleanEnv(),
    input: JSON.stringify({
      page_source: '<main><button id="go">Save</button></main>',
      existing_locators: ['#save'],
      description: 'Save',
    }),
  });
  expect(heal.status).toBe(0);
  expect(JSON.parse(heal.stdout)).toMatchObject({ match_count: 1, target: { tag: 'button' } });
});

test('heal: SIGTERM or Ctrl-C stops the built bin at once, even while it waits for stdin', async () => {
  test.skip(!existsSync(BIN), 'dist/ not built (npm test builds it first)');
  // Only `serve` turns a signal into a clean shutdown; a one-shot heal must die like any Unix
  // filter, or `timeout 30 healwright heal` and Ctrl-C could never stop a runaway heal. (Run from
  // the built bin: under `node --import tsx`, tsx's own signal relay hides the difference.)
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const child = spawn(process.execPath, [BIN, 'heal'], { env: cleanEnv(), stdio: 'pipe' });
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('close', (_code, received) => resolve(received)),
    );
    // stdin stays open: the CLI is waiting for the request when the signal arrives.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    child.kill(signal);
    const outcome = await Promise.race([
      exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 10_000)),
    ]);
    if (outcome === 'still running') child.kill('SIGKILL');
    expect(outcome, stderr).toBe(signal);
  }
});
