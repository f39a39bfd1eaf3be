/**
 * page.extract through the project's own fixture, against the demo shop: the cart table and the
 * order total need no model; the response log starts with the page, before any navigation; every
 * call is an annotation and the test's summary counts calls and tokens. The fake model endpoint is
 * a TEST DOUBLE.
 */
import * as v from 'valibot';
import { expect, test as healwrightTest } from '../../fixtures/index.js';
import { EXTRACT_ANNOTATION } from '../../fixtures/page-extract.js';
import { startFakeModelServer } from '../support/fake-model-server.js';
import { shopFixtures, signIn } from '../support/shop.js';

const test = healwrightTest.extend(shopFixtures);

test('the cart page reads into typed data without a model', async ({ page, shop }) => {
  await signIn(page, shop);
  for (const productId of ['trail-backpack', 'bolt-t-shirt', 'bolt-t-shirt']) {
    const added = await page.request.post(`${shop.url}/api/cart`, { data: { productId } });
    expect(added.ok()).toBe(true);
  }
  await page.goto(shop.urlFor('v1', '/cart'));
  const lines = await page.extract(
    'the cart lines',
    v.array(v.object({ product: v.string(), size: v.string(), qty: v.number(), price: v.number() })),
  );
  expect(lines.map((line) => line.qty)).toEqual([1, 2]);
  expect(lines[0]?.product).toContain('Backpack');
  const { total } = await page.extract('the order total', v.object({ total: v.number() }));
  expect(total).toBeCloseTo(
    lines.reduce((sum, line) => sum + line.price, 0),
    2,
  );
  const notes = test.info().annotations.filter((note) => note.type === EXTRACT_ANNOTATION);
  expect(notes.map((note) => note.description)).toEqual([
    '"the cart lines": read without a model; evidence: table "Items in your cart"',
    expect.stringMatching(
      /^"the order total": read without a model; evidence: text "Order total: \$\d+\.\d\d"$/,
    ),
  ]);
});

test('responses are captured from the first navigation and the summary counts tokens', async ({
  page,
  shop,
  _healwrightExtractSession,
}) => {
  const fake = await startFakeModelServer();
  try {
    await signIn(page, shop);
    await page.route('**/order-status', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<main><h1>Status</h1><p id="s">…</p><script>fetch('/api/cart').then((r) => r.json()).then((c) => { document.getElementById('s').textContent = c.count + ' items'; });</script></main>`,
      }),
    );
    await page.goto(`${shop.url}/order-status`);
    await expect(page.locator('#s')).toHaveText('0 items');
    fake.script([
      {
        toolCalls: [{ name: 'read_response', arguments: { file: 'response-1.json' } }],
        usage: { prompt_tokens: 40, completion_tokens: 4 },
      },
      {
        toolCalls: [
          { name: 'answer', arguments: { data: { subtotalCents: 0 }, evidence: ['response-1.json'] } },
        ],
        usage: { prompt_tokens: 60, completion_tokens: 6 },
      },
    ]);
    const data = await page.extract('the cart subtotal in cents', v.object({ subtotalCents: v.number() }), {
      model: {
        provider: 'openai-compatible',
        model: 'fake-model',
        baseURL: fake.baseURL,
        apiKey: 'not-needed',
      },
    });
    expect(data).toEqual({ subtotalCents: 0 });
    const first = (fake.requests[0]?.body.messages as { content: string }[])[1]?.content ?? '';
    expect(first).toContain(`response-1.json  GET ${shop.url}/api/cart → 200 application/json`);
    expect(_healwrightExtractSession.summary()).toEqual({
      calls: 1,
      deterministic: 0,
      byModel: 1,
      failed: 0,
      modelCalls: 2,
      promptTokens: 100,
      completionTokens: 10,
      tokens: 110,
    });
  } finally {
    await fake.close();
  }
});
