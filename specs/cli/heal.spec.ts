/**
 * The real CLI with the real engine, in child processes: one request, --page, an NDJSON stream
 * mixing good and bad lines, LLM off and on end to end (the model is the scripted test double
 * reached through HEALWRIGHT_MODEL / HEALWRIGHT_BASE_URL), and serve with its worker pool.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type FakeModelServer, startFakeModelServer } from '../support/fake-model-server.js';
import { cleanEnv, ndjson, runCli, spawnCli } from './spawn-cli.js';

test.describe.configure({ timeout: 180_000 });

const SHOP = `<!doctype html><html><body><main>
<div class="card"><h3>Backpack</h3><button data-testid="add-backpack">Add to cart</button></div>
<div class="card"><h3>Bike light</h3><button data-testid="add-bike-light">Add to cart</button></div>
</main></body></html>`;
const GOOD = {
  page_source: SHOP,
  existing_locators: ['#add-to-cart-backpack'],
  description: 'Add to cart for the Backpack',
};
const AMBIGUOUS = {
  page_source: `<main><section aria-label="Home address"><button>Delete</button></section>
    <section aria-label="Work address"><button>Delete</button></section></main>`,
  existing_locators: ['#delete-2'],
  description: 'Delete the office address',
};

test('heal: one request on stdin → the answer, exit 0', async () => {
  const run = await runCli(['heal'], JSON.stringify(GOOD));
  expect(run.code).toBe(0);
  expect(JSON.parse(run.stdout)).toMatchObject({ code: "page.getByTestId('add-backpack')", llm_used: false });
});

test('heal --page FILE --locator --description: a summary for people; refusals exit 1', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'healwright-cli-'));
  const page = join(dir, 'shop.html');
  writeFileSync(page, SHOP);
  const run = await runCli([
    'heal',
    '--page',
    page,
    '--locator',
    '#add-to-cart-backpack',
    '--description',
    'Add to cart for the Backpack',
  ]);
  expect(run.code).toBe(0);
  expect(run.stdout).toContain("code:        page.getByTestId('add-backpack')");
  const refused = await runCli([
    'heal',
    '--page',
    page,
    '--locator',
    '#newsletter',
    '--description',
    'Subscribe to the newsletter',
  ]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/healwright: \w+ \(422\)/);
});

test('heal --ndjson: good and bad lines interleaved, one answer line each, exit 0', async () => {
  const lines = [
    JSON.stringify(GOOD),
    '{"page_source": ',
    JSON.stringify({ page_source: '', description: 'x' }),
    JSON.stringify({ page_source: SHOP, existing_locators: ["getByText('Add to cart"] }),
    JSON.stringify(AMBIGUOUS),
    JSON.stringify(GOOD),
  ];
  const run = await runCli(['heal', '--ndjson'], `${lines.join('\n')}\n`);
  expect(run.code).toBe(0);
  const out = ndjson(run.stdout);
  expect(out.map((line) => (line.error as { status?: number } | undefined)?.status ?? 200)).toEqual([
    200, 400, 400, 400, 422, 200,
  ]);
  expect(out[3]).toMatchObject({ error: { kind: 'INVALID_LOCATOR' } });
});

test.describe('LLM on end to end', () => {
  let fake: FakeModelServer;
  test.beforeEach(async () => {
    fake = await startFakeModelServer();
  });
  test.afterEach(async () => {
    await fake.close();
  });

  test('heal: HEALWRIGHT_MODEL + HEALWRIGHT_BASE_URL break the tie; usage is reported on stderr', async () => {
    fake.script([{ json: { index: 1, reason: 'office = work' } }]);
    const env = cleanEnv({
      HEALWRIGHT_MODEL: 'openai-compatible:fake-cli',
      HEALWRIGHT_BASE_URL: fake.baseURL,
      HEALWRIGHT_API_KEY: 'sk-cli-secret-000000000001',
    });
    const run = await runCli(['heal'], JSON.stringify(AMBIGUOUS), env);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      llm_used: true,
      code: expect.stringContaining('Work address'),
    });
    expect(run.stderr).toContain('model openai-compatible:fake-cli: 1 call(s)');
    expect(JSON.stringify(fake.requests[0]?.body)).not.toContain('sk-cli-secret');
    // --no-llm wins over the environment: deterministic, nothing sent.
    const off = await runCli(['heal', '--no-llm'], JSON.stringify(AMBIGUOUS), env);
    expect(off.code).toBe(1);
    expect(fake.requests).toHaveLength(1);
  });

  test('serve --model with worker threads: the tie-break over HTTP; healthz names the model', async () => {
    fake.script([{ json: { index: 1, reason: 'office = work' } }]);
    const child = spawnCli(
      ['serve', '--port', '0', '--workers', '1', '--model', 'openai-compatible:fake-serve'],
      cleanEnv({ HEALWRIGHT_BASE_URL: fake.baseURL }),
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let stderr = '';
        child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
          stderr += chunk;
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr);
          if (match?.[1] !== undefined) resolve(match[1]);
        });
        child.on('close', (code) => reject(new Error(`serve exited early with ${code}: ${stderr}`)));
      });
      const response = await fetch(`${url}/v1/heal`, { method: 'POST', body: JSON.stringify(AMBIGUOUS) });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ llm_used: true });
      const health = (await (await fetch(`${url}/healthz`)).json()) as Record<string, unknown>;
      expect(health).toMatchObject({
        status: 'ok',
        model: 'openai-compatible:fake-serve',
        model_usage: { calls: 1 },
      });
    } finally {
      const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});

test('heal --heal-timeout-ms N: a heal over N ms answers 422 TIMEOUT (transient) and the stream goes on', async () => {
  // Without a limit a pathological request (a catastrophic regex in a text= locator, say) keeps a
  // one-shot heal busy forever; with one it is stopped in a worker thread, as `serve` does.
  const rows = '<div class="row"><span>Item</span><a href="/x">link</a></div>'.repeat(5_000);
  const request = JSON.stringify({
    page_source: `<main>${rows}<button id="go">Checkout</button></main>`,
    existing_locators: ['#checkout'],
    description: 'Checkout button',
  });
  const run = await runCli(['heal', '--ndjson', '--heal-timeout-ms', '1'], `${request}\n${request}\n`);
  expect(run.code).toBe(0);
  const lines = ndjson(run.stdout);
  expect(lines).toHaveLength(2);
  for (const line of lines) {
    expect(line).toMatchObject({ error: { status: 422, kind: 'TIMEOUT', retry: 'transient' } });
  }
  const one = await runCli(['heal', '--heal-timeout-ms', '1'], request);
  expect(one.code).toBe(1);
  expect(one.stderr).toMatch(/^healwright: TIMEOUT \(422\): The heal took longer than 1 ms/);
  const bad = await runCli(['heal', '--heal-timeout-ms', 'soon'], request);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('--heal-timeout-ms must be a positive integer');
});
