/**
 * POST /v1/heal with the real engine (in-process, no worker threads): answers, refusals and the
 * hostile inputs of the issue, each a clear 400/413/422 or a correct answer; LLM off and on.
 */
import { expect, test } from '@playwright/test';
import { engineHeal } from '../../lib/server/engine-heal.js';
import { createHealService } from '../../lib/server/heal-service.js';
import { type RunningServer, startServer } from '../../lib/server/server.js';
import { type FakeModelServer, startFakeModelServer } from '../support/fake-model-server.js';

test.describe.configure({ timeout: 120_000 });

let server: RunningServer;
test.beforeAll(async () => {
  const service = createHealService({ heal: engineHeal, llm: 'off', env: {} });
  server = await startServer({ port: 0, heal: service.heal });
});
test.afterAll(async () => {
  await server.close();
});

async function post(
  url: string,
  body: string | Buffer,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}/v1/heal`, { method: 'POST', body: Buffer.from(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const SHOP = `<!doctype html><html><body><main>
<div class="card"><h3>Backpack</h3><button data-testid="add-backpack">Add to cart</button></div>
<div class="card"><h3>Bike light</h3><button data-testid="add-bike-light">Add to cart</button></div>
</main></body></html>`;

test('a broken id heals to the test id the description names', async () => {
  const reply = await post(
    server.url,
    JSON.stringify({
      page_source: SHOP,
      existing_locators: ['#add-to-cart-backpack'],
      description: 'Add to cart for the Backpack',
    }),
  );
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({
    code: "page.getByTestId('add-backpack')",
    match_count: 1,
    llm_used: false,
  });
});

test('a removed element → 422 with a reason', async () => {
  const reply = await post(
    server.url,
    JSON.stringify({
      page_source: SHOP,
      existing_locators: ['#newsletter-signup'],
      description: 'Subscribe to the newsletter',
    }),
  );
  expect(reply.status).toBe(422);
  expect(reply.body).toMatchObject({ error: { status: 422, retry: 'permanent' } });
});

const hostile: [string, () => string | Buffer, number[]][] = [
  ['an empty page', () => JSON.stringify({ page_source: '', description: 'Save' }), [400]],
  ['a whitespace page', () => JSON.stringify({ page_source: '   \n ', description: 'Save' }), [400]],
  [
    'a non-HTML page (binary noise)',
    () => JSON.stringify({ page_source: '\u0000\u0001\u0002PNG\u001a', description: 'Save' }),
    [400, 422],
  ],
  [
    'a JSON document as the page',
    () => JSON.stringify({ page_source: '{"a": [1, 2]}', description: 'Save' }),
    [400, 422],
  ],
  ['no evidence at all', () => JSON.stringify({ page_source: SHOP }), [400]],
  ['a wrong type', () => JSON.stringify({ page_source: 42, description: 'Save' }), [400]],
  [
    'an unbalanced quote',
    () => JSON.stringify({ page_source: SHOP, existing_locators: ["getByText('Add to cart"] }),
    [400],
  ],
  [
    'unbalanced brackets',
    () => JSON.stringify({ page_source: SHOP, existing_locators: ['div[data-testid="x"'] }),
    [400],
  ],
  [
    'an unbalanced XPath',
    () => JSON.stringify({ page_source: SHOP, existing_locators: ['//div[@class="card"'] }),
    [400],
  ],
  [
    'invalid UTF-8 inside the page',
    () =>
      Buffer.concat([
        Buffer.from('{"page_source":"<p>'),
        Buffer.from([0xc0, 0xaf]),
        Buffer.from('</p>","description":"x"}'),
      ]),
    [400],
  ],
  [
    'pathological regex-like text',
    () =>
      JSON.stringify({
        page_source: `<main><p>${'(a+)+$'.repeat(5_000)}</p><button>${'.*'.repeat(500)}</button></main>`,
        existing_locators: ['text=/(a+)+$/', 'internal:text=/^(a|aa)+$/'],
        description: `${'(a|aa)+'.repeat(200)}!`,
      }),
    [200, 400, 422],
  ],
  [
    'markup nested 10 000 levels deep',
    () =>
      JSON.stringify({
        page_source: `<main>${'<div>'.repeat(10_000)}<button>Deep save</button>${'</div>'.repeat(10_000)}</main>`,
        existing_locators: ['#save'],
        description: 'Deep save button',
      }),
    [200, 422],
  ],
];
for (const [name, body, statuses] of hostile) {
  test(`${name} → ${statuses.join('/')}, never a crash`, async () => {
    const reply = await post(server.url, body());
    expect(statuses).toContain(reply.status);
    if (reply.status !== 200) {
      const error = reply.body.error as { message?: string; kind?: string };
      expect(error.kind).toBeTruthy();
      expect(error.message?.length).toBeGreaterThan(10);
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
}

test('a page over the engine limit but under the body limit → 413 from the engine, in constant time', async () => {
  const reply = await post(
    server.url,
    JSON.stringify({
      page_source: '<p>x</p>'.repeat(2_200_000),
      description: 'x',
      options: { max_page_bytes: 1_000_000 },
    }),
  );
  expect(reply.status).toBe(413);
  expect(reply.body).toMatchObject({ error: { kind: 'PAYLOAD_TOO_LARGE' } });
});

test('a 50 MB page → 413 from the server, before the engine sees it', async () => {
  const page = 'x'.repeat(50 * 1024 * 1024);
  const reply = await post(server.url, `{"page_source":"${page}","description":"x"}`);
  expect(reply.status).toBe(413);
});

test.describe('LLM on over HTTP', () => {
  let fake: FakeModelServer;
  let llmServer: RunningServer;
  test.beforeAll(async () => {
    fake = await startFakeModelServer();
    const service = createHealService({
      heal: engineHeal,
      llm: 'on',
      env: { HEALWRIGHT_MODEL: 'openai-compatible:fake-http', HEALWRIGHT_BASE_URL: fake.baseURL },
    });
    llmServer = await startServer({ port: 0, heal: service.heal });
  });
  test.afterAll(async () => {
    await llmServer.close();
    await fake.close();
  });

  test('an ambiguous page: 422 with the model off, 200 with the model on', async () => {
    const request = JSON.stringify({
      page_source: `<main><section aria-label="Home address"><button>Delete</button></section>
        <section aria-label="Work address"><button>Delete</button></section></main>`,
      existing_locators: ['#delete-2'],
      description: 'Delete the office address',
    });
    expect((await post(server.url, request)).status).toBe(422);
    fake.script([{ json: { index: 1, reason: 'office = work' } }]);
    const reply = await post(llmServer.url, request);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ llm_used: true, code: expect.stringContaining('Work address') });
    expect(fake.requests).toHaveLength(1);
  });
});
