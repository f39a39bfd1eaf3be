/**
 * page.extract end to end in a browser: pages served through page.route (no server), the real
 * model client against the scripted fake endpoint (a TEST DOUBLE, not a model). Covers the
 * deterministic path, no model configured, success, retry-then-success, validation failure,
 * response bodies as evidence, and that the model's tools can only read.
 */
import { expect, type Page, test } from '@playwright/test';
import * as v from 'valibot';
import { ExtractError } from '../../lib/extract/errors.js';
import { extract } from '../../lib/extract/extract.js';
import { ResponseLog } from '../../lib/extract/response-log.js';
import { createModelClient, type ModelClient } from '../../lib/model/client.js';
import { type FakeModelServer, startFakeModelServer } from '../support/fake-model-server.js';

const ORIGIN = 'http://shop.extract.test';

const CART_PAGE = `<!doctype html><html><head><title>Cart</title></head><body><main>
<h1>Your cart</h1>
<table><caption>Items in your cart</caption>
<thead><tr><th>Product</th><th>Size</th><th>Qty</th><th>Price</th></tr></thead>
<tbody><tr><td>Backpack</td><td>One size</td><td>2</td><td>$59.98</td></tr>
<tr><td>Bolt T-Shirt</td><td>M</td><td>1</td><td>$15.99</td></tr></tbody></table>
<p>Order total: $75.97</p></main></body></html>`;

/** Shows a count and a rounded total; the exact items come from the API it fetched. */
const ORDERS_PAGE = `<!doctype html><html><head><title>Orders</title></head><body><main>
<h1>Your orders</h1><p id="summary">Loading…</p>
<script>
fetch('https://www.google-analytics.com/g/collect?v=2', { method: 'POST', mode: 'no-cors' }).catch(() => {});
fetch('/api/orders').then((r) => r.json()).then((data) => {
  const total = data.orders.reduce((sum, order) => sum + order.totalCents, 0);
  document.getElementById('summary').textContent = data.orders.length + ' orders, about $' + Math.round(total / 100);
});
</script></main></body></html>`;

const ORDERS = {
  orders: [
    { id: 'ORD-1001', totalCents: 7597 },
    { id: 'ORD-1002', totalCents: 1599 },
  ],
};

async function serve(page: Page): Promise<void> {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/cart') return route.fulfill({ contentType: 'text/html', body: CART_PAGE });
    if (path === '/orders') return route.fulfill({ contentType: 'text/html', body: ORDERS_PAGE });
    if (path === '/api/orders') return route.fulfill({ json: ORDERS });
    return route.fulfill({ status: 404, body: 'no' });
  });
  await page.route('https://www.google-analytics.com/**', (route) =>
    route.fulfill({ json: { tracked: true } }),
  );
}

let fake: FakeModelServer;
let client: ModelClient;

test.beforeEach(async ({ page }) => {
  fake = await startFakeModelServer();
  const created = createModelClient(
    { provider: 'openai-compatible', model: 'fake-model', baseURL: fake.baseURL, apiKey: 'not-needed' },
    {},
  );
  if (!created) throw new Error('expected a client');
  client = created;
  await serve(page);
});
test.afterEach(async () => {
  await fake.close();
});

const LINES = v.array(
  v.object({ product: v.string(), size: v.string(), qty: v.number(), price: v.number() }),
);

test('a table into an array of objects keyed by its headers needs no model', async ({ page }) => {
  await page.goto(`${ORIGIN}/cart`);
  const result = await extract(page, 'the cart lines', LINES, {}, { client: undefined });
  expect(result.data).toEqual([
    { product: 'Backpack', size: 'One size', qty: 2, price: 59.98 },
    { product: 'Bolt T-Shirt', size: 'M', qty: 1, price: 15.99 },
  ]);
  expect(result.source).toBe('deterministic');
  expect(result.evidence).toEqual(['table "Items in your cart"']);
  const total = await extract(
    page,
    'the order total',
    v.object({ total: v.number() }),
    {},
    { client: undefined },
  );
  expect(total.data).toEqual({ total: 75.97 });
  expect(fake.requests).toHaveLength(0);
});

test('no model configured and no deterministic answer: a clear typed error', async ({ page }) => {
  await page.goto(`${ORIGIN}/cart`);
  const error = await extract(
    page,
    'the most expensive product',
    v.object({ name: v.string() }),
    {},
    { client: undefined },
  ).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ExtractError);
  expect((error as ExtractError).reason).toBe('no-model');
  expect((error as ExtractError).code).toBe('MODEL_NOT_CONFIGURED');
  expect((error as ExtractError).message).toBe(
    'page.extract("the most expensive product"): the deterministic path cannot answer (no label names "name") and no model is configured (set HEALWRIGHT_MODEL or healwright.extract.model)',
  );
});

test('the model reads with read-only tools and answers; tokens are counted', async ({ page }) => {
  await page.goto(`${ORIGIN}/cart`);
  fake.script([
    {
      toolCalls: [{ name: 'find', arguments: { text: 'backpack' } }],
      usage: { prompt_tokens: 100, completion_tokens: 10 },
    },
    {
      toolCalls: [
        { name: 'answer', arguments: { data: { name: 'Backpack' }, evidence: ['row "Backpack"'] } },
      ],
      usage: { prompt_tokens: 150, completion_tokens: 20 },
    },
  ]);
  const result = await extract(
    page,
    'the most expensive product',
    v.object({ name: v.string() }),
    {},
    { client },
  );
  expect(result).toMatchObject({
    data: { name: 'Backpack' },
    source: 'model',
    evidence: ['row "Backpack"'],
    answers: 1,
  });
  expect(result.usage).toEqual({ calls: 2, promptTokens: 250, completionTokens: 30 });
  const tools = (fake.requests[0]?.body.tools as { function: { name: string } }[]).map(
    (tool) => tool.function.name,
  );
  expect(tools).toEqual(['snapshot', 'find', 'get', 'scroll', 'read_response', 'answer', 'fail']);
  const answerTool = (
    fake.requests[0]?.body.tools as { function: { name: string; parameters: unknown } }[]
  )[5];
  expect(answerTool?.function.parameters).toMatchObject({
    properties: { data: { type: 'object', required: ['name'] } },
  });
  const findReply = (fake.requests[1]?.body.messages as { role: string; content: string }[]).at(-1);
  expect(findReply?.role).toBe('tool');
  expect(findReply?.content).toContain('Backpack');
  // The deterministic path said why it could not answer.
  const first = (fake.requests[0]?.body.messages as { content: string }[])[1]?.content ?? '';
  expect(first).toContain('no label names "name"');
});

test('an answer that fails validation goes back with its issues once, then succeeds', async ({ page }) => {
  await page.goto(`${ORIGIN}/cart`);
  fake.script([
    { toolCalls: [{ name: 'answer', arguments: { data: { count: '2' } } }] },
    { toolCalls: [{ name: 'answer', arguments: { data: { count: 2 } } }] },
  ]);
  const result = await extract(
    page,
    'how many cart lines',
    v.object({ count: v.number() }),
    { deterministic: false },
    { client },
  );
  expect(result.data).toEqual({ count: 2 });
  expect(result.answers).toBe(2);
  const retry = (fake.requests[1]?.body.messages as { role: string; content: string }[]).at(-1);
  expect(retry?.role).toBe('tool');
  expect(retry?.content).toContain('$.count: Invalid type: Expected number but received "2"');
});

test('a second failed validation throws ExtractError with both issue lists', async ({ page }) => {
  await page.goto(`${ORIGIN}/cart`);
  fake.script([
    { toolCalls: [{ name: 'answer', arguments: { data: { count: '2' } } }] },
    { toolCalls: [{ name: 'answer', arguments: { data: {} } }] },
  ]);
  const error = await extract(
    page,
    'how many cart lines',
    v.object({ count: v.number() }),
    { deterministic: false },
    { client },
  ).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ExtractError);
  const failure = error as ExtractError;
  expect(failure.reason).toBe('validation');
  expect(failure.code).toBe('EXTRACT_FAILED');
  expect(failure.issues).toEqual([
    [{ path: '$.count', message: 'Invalid type: Expected number but received "2"' }],
    [{ path: '$.count', message: 'Invalid key: Expected "count" but received undefined' }],
  ]);
  expect(failure.answers).toEqual([{ count: '2' }, {}]);
  expect(failure.usage.calls).toBe(2);
});

test('response bodies the page received are read-only files with an index, cited as evidence', async ({
  page,
}) => {
  const log = ResponseLog.start(page);
  await page.goto(`${ORIGIN}/orders`);
  await expect(page.locator('#summary')).toHaveText('2 orders, about $92');
  fake.script([
    { toolCalls: [{ name: 'read_response', arguments: { file: 'response-1.json' } }] },
    {
      toolCalls: [
        {
          name: 'answer',
          arguments: {
            data: { ids: ['ORD-1001', 'ORD-1002'], totalCents: 9196 },
            evidence: ['response-1.json'],
          },
        },
      ],
    },
  ]);
  const schema = v.object({ ids: v.array(v.string()), totalCents: v.number() });
  const result = await extract(page, 'the order ids and the exact total in cents', schema, {}, { client });
  expect(result.data).toEqual({ ids: ['ORD-1001', 'ORD-1002'], totalCents: 9196 });
  expect(result.evidence).toEqual(['response-1.json']);
  const first = (fake.requests[0]?.body.messages as { content: string }[])[1]?.content ?? '';
  expect(first).toMatch(
    /Response index[^\n]*\nresponse-1\.json {2}GET http:\/\/shop\.extract\.test\/api\/orders → 200 application\/json/,
  );
  // Analytics never reach the model.
  expect(first).not.toContain('google-analytics');
  expect((await log.list()).map((entry) => entry.url)).toEqual([`${ORIGIN}/api/orders`]);
  const body = (fake.requests[1]?.body.messages as { role: string; content: string }[]).at(-1);
  expect(body?.content).toContain('"ORD-1002"');
  log.stop();
});

test('the model cannot change the page: an action tool is refused and the page stays', async ({ page }) => {
  await page.goto(`${ORIGIN}/cart`);
  fake.script([
    { toolCalls: [{ name: 'click', arguments: { ref: 'e1' } }] },
    { toolCalls: [{ name: 'fail', arguments: { reason: 'no such data' } }] },
  ]);
  const error = await extract(
    page,
    'the gift message',
    v.object({ message: v.string() }),
    {},
    { client },
  ).catch((caught: unknown) => caught);
  expect((error as ExtractError).reason).toBe('model-refused');
  expect((error as ExtractError).message).toContain('no such data');
  const refused = (fake.requests[1]?.body.messages as { role: string; content: string }[]).at(-1);
  expect(refused?.content).toBe('Error: there is no tool "click".');
  expect(page.url()).toBe(`${ORIGIN}/cart`);
});
