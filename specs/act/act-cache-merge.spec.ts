/**
 * On CI the act cache mode `auto` is `heal`: new recordings go to the test output
 * (`test-results/healwright-cache/act/…`), never to the committed files. `healwright cache merge`
 * folds them into `cache/act/` like heal records (newest recording per key wins, nothing else is
 * dropped), so a recording made on CI is not paid for again on every run. Pure: no browser.
 */
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { expect, test } from '@playwright/test';
import { ACT_CACHE_VERSION, actCacheFile, isActRecord } from '../../lib/act/cache.js';
import type { ActRecord } from '../../lib/act/types.js';
import { readJsonStore, writeJsonStore } from '../../lib/cache/json-store.js';
import type { CliIO } from '../../lib/cli/command.js';
import { cacheMergeCommand } from '../../lib/cli/commands/cache-merge.js';

const STORE = { version: ACT_CACHE_VERSION, isEntry: isActRecord } as const;
const SPEC = 'specs/checkout.spec.ts';

function record(instruction: string, recorded_at: string): ActRecord {
  return {
    spec: SPEC,
    test: 'checkout',
    call: '#1',
    instruction,
    steps: [
      {
        action: 'press',
        key: 'Enter',
        description: 'press Enter',
        code: "await page.keyboard.press('Enter');",
        effect: { requests: [], regions: [] },
      },
    ],
    summary: instruction,
    recorded_by: 'model',
    recorded_at,
  } as ActRecord;
}

async function runMerge(
  cwd: string,
  args: readonly string[],
): Promise<{ code: number; out: string; err: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk) => {
    out += String(chunk);
  });
  stderr.on('data', (chunk) => {
    err += String(chunk);
  });
  const io = { stdin: new PassThrough(), stdout, stderr, env: {}, cwd, signal: new AbortController().signal };
  const code = await cacheMergeCommand.run(args, io as unknown as CliIO);
  return { code, out, err };
}

test('cache merge folds act records a CI run wrote to its output into cache/act/', async () => {
  const root = await mkdtemp(join(tmpdir(), 'healwright-act-merge-'));
  const committed = join(root, 'cache');
  await writeJsonStore(
    actCacheFile(committed, SPEC),
    { set: { kept: record('Keep me', '2026-11-29T19:00:00.000Z') } },
    STORE,
  );
  await writeJsonStore(
    actCacheFile(join(root, 'shard-1', 'test-results', 'healwright-cache'), SPEC),
    { set: { 'checkout › #1': record('Pay by card', '2026-11-29T20:00:00.000Z') } },
    STORE,
  );
  await writeJsonStore(
    actCacheFile(join(root, 'shard-2', 'test-results', 'healwright-cache'), SPEC),
    { set: { 'checkout › #1': record('Pay by card, newer', '2026-11-29T21:00:00.000Z') } },
    STORE,
  );
  await mkdir(join(root, 'empty'), { recursive: true });

  const result = await runMerge(root, ['shard-1/test-results', 'shard-2/test-results', 'empty']);
  expect(result.code).toBe(0);
  expect(result.out).toContain('act specs/checkout.spec.ts.json: 1 added, 0 updated, 0 kept');
  // Only a source with neither heal nor act records is a problem.
  // Named relative to the directory the command runs in, as every cache message is.
  expect(result.err).toBe(
    'healwright: empty: no heal or act records (looked for heal/, act/ and healwright-cache/heal/, …/act/)\n',
  );
  const merged = await readJsonStore<ActRecord>(actCacheFile(committed, SPEC), STORE);
  expect(
    Object.fromEntries(Object.entries(merged.entries).map(([key, entry]) => [key, entry.instruction])),
  ).toEqual({
    'checkout › #1': 'Pay by card, newer',
    kept: 'Keep me',
  });
});

test('cache merge with neither heal nor act records says so and fails', async () => {
  const root = await mkdtemp(join(tmpdir(), 'healwright-act-merge-'));
  await mkdir(join(root, 'test-results'), { recursive: true });
  const result = await runMerge(root, ['test-results']);
  expect(result.code).toBe(1);
  expect(result.out).toBe('no heal or act records to merge\n');
});
