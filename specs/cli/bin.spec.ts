/**
 * The published bin (package.json "bin": dist/lib/cli/main.js) as npm would run it. `npm test`
 * builds first; run alone without a build, this spec skips.
 */
import { spawnSync } from 'node:child_process';
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
