/**
 * bench:act — the same flow N times: replaying a cached page.act call vs the recorded steps written
 * as plain Playwright code. Each test appends its timings (ms per iteration) to HEALWRIGHT_BENCH_RESULTS.
 * The recording is made once, before timing, with the scripted fake model (a test double).
 */
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, scriptIntents, signIn, test } from '../support.js';

const ITERATIONS = Number(process.env.HEALWRIGHT_BENCH_ITERATIONS ?? 12);
const INSTRUCTION = 'Add a red shirt in size M to the cart';
const cacheDir = mkdtempSync(join(tmpdir(), 'healwright-bench-act-'));
test.use({ healwright: { cacheDir, act: { cache: 'write' } } });

function report(kind: string, times: number[]): void {
  const file = process.env.HEALWRIGHT_BENCH_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify({ kind, times })}\n`);
}

async function timeFlow(page: Page, url: string, flow: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let n = 1; n <= ITERATIONS + 1; n++) {
    const started = performance.now();
    await page.goto(url);
    await flow();
    if (n > 1) times.push(performance.now() - started); // iteration 1 warms up (and records)
  }
  return times;
}

test('plain Playwright code', async ({ page, shop }) => {
  await signIn(page, shop);
  const times = await timeFlow(page, shop.urlFor('v1', '/products/bolt-t-shirt'), async () => {
    await page.getByRole('combobox', { name: 'Color', exact: true }).selectOption(['Red']);
    await page.getByRole('combobox', { name: 'Size', exact: true }).selectOption(['M']);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByRole('status')).toHaveText('Added to cart');
  });
  report('code', times);
});

test('cached page.act', async ({ page, shop, fakeModel }) => {
  scriptIntents(fakeModel, [
    { tool: 'select', role: 'combobox', name: 'Color', args: { values: ['Red'] } },
    { tool: 'select', role: 'combobox', name: 'Size', args: { values: ['M'] } },
    { tool: 'click', role: 'button', name: 'Add to cart' },
    { tool: 'done', args: { summary: 'Added a red Bolt T-Shirt in size M to the cart.' } },
  ]);
  await signIn(page, shop);
  const sources: string[] = [];
  const times = await timeFlow(page, shop.urlFor('v1', '/products/bolt-t-shirt'), async () => {
    const result = await page.act(INSTRUCTION, { id: 'bench-add-shirt' });
    sources.push(result.source);
    await expect(page.getByRole('status')).toHaveText('Added to cart');
  });
  expect(sources[0]).toBe('model');
  expect(new Set(sources.slice(1))).toEqual(new Set(['cache']));
  expect(fakeModel.requests).toHaveLength(4);
  report('act', times);
});
