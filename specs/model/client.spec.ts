/**
 * The real model client (lib/model/client.ts + the openai SDK + HTTP) against the scripted
 * test double in specs/support/fake-model-server.ts. No model is involved.
 */
import { expect, test } from '@playwright/test';
import * as v from 'valibot';
import { createModelClient, type ModelClient } from '../../lib/model/client.js';
import { type FakeModelServer, startFakeModelServer } from '../support/fake-model-server.js';

const SCHEMA = { type: 'object', properties: { index: { type: ['integer', 'null'] } }, required: ['index'] };
const Shape = v.object({ index: v.nullable(v.number()) });

let fake: FakeModelServer;
test.beforeEach(async () => {
  fake = await startFakeModelServer();
});
test.afterEach(async () => {
  await fake.close();
});

function client(extra: Record<string, unknown> = {}): ModelClient {
  const created = createModelClient(
    {
      provider: 'openai-compatible',
      model: 'fake-model',
      baseURL: fake.baseURL,
      apiKey: 'sk-test-secret-key-0001',
      ...extra,
    },
    {},
  );
  if (created === undefined) throw new Error('expected a client');
  return created;
}

function ask(model: ModelClient, budgetMs?: number) {
  return model.completeJSON({
    system: 'You pick.',
    user: 'Which one?',
    schema: SCHEMA,
    schemaName: 'pick',
    validate: (value) => v.parse(Shape, value),
    ...(budgetMs === undefined ? {} : { budgetMs }),
  });
}

function responseFormatType(index: number): unknown {
  const format = fake.requests[index]?.body.response_format as { type?: string } | undefined;
  return format?.type;
}

test('no model configured → no client, nothing to send', () => {
  expect(createModelClient(undefined, {})).toBeUndefined();
});

test('tier 1: json_schema is sent and its answer used', async () => {
  fake.script([{ json: { index: 2 } }]);
  const { value, usage } = await ask(client());
  expect(value).toEqual({ index: 2 });
  expect(usage).toMatchObject({ calls: 1, promptTokens: 11, completionTokens: 5 });
  expect(fake.requests[0]?.body.response_format).toMatchObject({
    type: 'json_schema',
    json_schema: { name: 'pick', schema: SCHEMA },
  });
  expect(fake.requests[0]?.body).toMatchObject({ model: 'fake-model', temperature: 0, seed: 7 });
});

test('json_schema rejected → json_object; json_object rejected → prompted; the tier is remembered', async () => {
  fake.script([
    {
      status: 400,
      error: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
    },
    { status: 400, error: 'response_format json_object is not supported', param: 'response_format' },
    { content: 'Sure! {"index": 1}' },
    { content: '{"index": 0}' },
  ]);
  const model = client();
  expect((await ask(model)).value).toEqual({ index: 1 });
  expect([0, 1, 2].map(responseFormatType)).toEqual(['json_schema', 'json_object', undefined]);
  const prompted = fake.requests[2]?.body.messages as { role: string; content: string }[];
  expect(prompted[0]?.content).toContain('JSON Schema');
  expect(prompted[0]?.content).toContain('JSON object only');
  // Remembered per endpoint+model: a second client for the same model starts at the prompted tier.
  expect((await ask(client())).value).toEqual({ index: 0 });
  expect(responseFormatType(3)).toBeUndefined();
  expect(fake.requests).toHaveLength(4);
});

test('an unsupported seed is dropped and the call retried, and not sent again', async () => {
  fake.script([
    { status: 400, error: 'unsupported parameter: seed' },
    { json: { index: 3 } },
    { json: { index: 4 } },
  ]);
  const model = client();
  expect((await ask(model)).value).toEqual({ index: 3 });
  expect(fake.requests[0]?.body.seed).toBe(7);
  expect(fake.requests[1]?.body).not.toHaveProperty('seed');
  expect((await ask(model)).value).toEqual({ index: 4 });
  expect(fake.requests[2]?.body).not.toHaveProperty('seed');
  expect(model.usage().calls).toBe(3);
});

test('temperature rejected by param name, max_tokens renamed to max_completion_tokens', async () => {
  fake.script([
    {
      status: 400,
      error: "Unsupported value: 'temperature' does not support 0 with this model.",
      param: 'temperature',
    },
    {
      status: 400,
      error:
        "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      param: 'max_tokens',
    },
    { json: { index: 1 } },
  ]);
  expect((await ask(client({ maxTokens: 300 }))).value).toEqual({ index: 1 });
  const last = fake.requests[2]?.body;
  expect(last).not.toHaveProperty('temperature');
  expect(last).not.toHaveProperty('max_tokens');
  expect(last).toMatchObject({ max_completion_tokens: 300 });
});

test('a <think> preamble is stripped before parsing', async () => {
  fake.script([{ content: '<think>\nCandidate 0 has {"index": 0} in its text…\n</think>\n\n{"index": 5}' }]);
  expect((await ask(client())).value).toEqual({ index: 5 });
});

test('reasoning_content is ignored; the content is the answer', async () => {
  fake.script([
    { content: '```json\n{"index": 2}\n```', reasoning_content: 'Thinking… {"index": 0} maybe? No.' },
  ]);
  expect((await ask(client())).value).toEqual({ index: 2 });
});

test('malformed JSON is retried once with the error shown, then used', async () => {
  fake.script([{ content: '{"index": 1,' }, { json: { index: 1 } }]);
  expect((await ask(client())).value).toEqual({ index: 1 });
  const retry = fake.requests[1]?.body.messages as { role: string; content: string }[];
  expect(retry.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
  expect(retry[3]?.content).toContain('not valid JSON');
});

test('a schema mismatch counts as a parse failure; two failures → MODEL_ERROR', async () => {
  fake.script([{ json: { index: 'two' } }, { content: 'no idea' }]);
  await expect(ask(client())).rejects.toMatchObject({ code: 'MODEL_ERROR' });
  expect(fake.requests).toHaveLength(2);
});

test('an endpoint that never answers: the budget binds (TIMEOUT), however long the SDK would wait', async () => {
  fake.script([{ hang: true }]);
  const model = client({ callTimeoutMs: 60_000 });
  const started = performance.now();
  await expect(ask(model, 400)).rejects.toMatchObject({ code: 'TIMEOUT', status: 504 });
  const elapsed = performance.now() - started;
  console.log(`hung endpoint, budget 400 ms: rejected after ${Math.round(elapsed)} ms`);
  expect(elapsed).toBeLessThan(10_000); // without our deadline this would wait 60 s (call timeout) or forever
  expect(model.usage().calls).toBe(1);
});

test('the per-call timeout binds inside a larger budget; a timed-out call is not retried', async () => {
  fake.script([{ hang: true }, { json: { index: 1 } }]);
  // The call times out after 300 ms although 5 s of budget remain: a hung endpoint is not asked twice.
  await expect(ask(client({ callTimeoutMs: 300 }), 5_000)).rejects.toMatchObject({ code: 'TIMEOUT' });
});

test('HTTP errors become MODEL_ERROR with the status', async () => {
  fake.script([{ status: 503, error: 'overloaded', type: 'server_error' }]);
  await expect(ask(client())).rejects.toMatchObject({ code: 'MODEL_ERROR', details: { http_status: 503 } });
});

test('an endpoint that cannot be reached: MODEL_ERROR naming the base URL it tried', async () => {
  const address = fake.baseURL;
  await fake.close();
  const error = await ask(client({ baseURL: address })).catch((caught: unknown) => caught);
  expect(error).toMatchObject({ code: 'MODEL_ERROR', details: { kind: 'connection', base_url: address } });
  expect((error as Error).message).toContain(`(could not reach ${address})`);
  fake = await startFakeModelServer(); // afterEach closes it
});

test('the API key and declared secrets never reach the endpoint', async () => {
  fake.script([{ json: { index: 0 } }]);
  const model = client({ secrets: ['hunter2-password'] });
  await model.completeJSON({
    system: 'sys sk-test-secret-key-0001',
    user: 'log in with hunter2-password and token placeholder-value-9',
    schema: SCHEMA,
    schemaName: 'pick',
    secrets: ['placeholder-value-9'],
  });
  const sent = JSON.stringify(fake.requests[0]?.body);
  expect(sent).not.toContain('sk-test-secret-key-0001');
  expect(sent).not.toContain('hunter2-password');
  expect(sent).not.toContain('placeholder-value-9');
  expect(sent).toContain('[REDACTED]');
  expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-test-secret-key-0001');
});

test('chat: function calling returns tool calls; tool_choice dropped when rejected', async () => {
  fake.script([
    { status: 400, error: "tool_choice 'required' is not supported" },
    {
      toolCalls: [{ name: 'click', arguments: { ref: 'e12' } }],
      usage: { prompt_tokens: 100, completion_tokens: 20 },
    },
  ]);
  const model = client();
  const result = await model.chat({
    messages: [
      { role: 'system', content: 'Drive the page.' },
      { role: 'user', content: 'Click Save' },
    ],
    tools: [
      { type: 'function', function: { name: 'click', parameters: { type: 'object', properties: {} } } },
    ],
    toolChoice: 'required',
  });
  expect(result.message.tool_calls).toEqual([
    { id: 'call_0', type: 'function', function: { name: 'click', arguments: '{"ref":"e12"}' } },
  ]);
  expect(fake.requests[0]?.body.tool_choice).toBe('required');
  expect(fake.requests[1]?.body).not.toHaveProperty('tool_choice');
  expect(fake.requests[1]?.body.tools).toHaveLength(1);
  expect(result.usage).toMatchObject({ calls: 2, promptTokens: 100, completionTokens: 20 });
});

test('chat: text content has think blocks stripped', async () => {
  fake.script([{ content: '<think>plan</think>All done.' }]);
  const result = await client().chat({ messages: [{ role: 'user', content: 'hi' }] });
  expect(result.message).toEqual({ content: 'All done.', tool_calls: [] });
});

test('usage() totals every call, failed ones included', async () => {
  fake.script([
    { status: 400, error: 'unsupported parameter: seed' },
    { json: { index: 1 } },
    { json: { index: 2 } },
  ]);
  const model = client();
  await ask(model);
  await ask(model);
  const usage = model.usage();
  expect(usage).toMatchObject({ calls: 3, promptTokens: 22, completionTokens: 10 });
  expect(usage.totalMs).toBeGreaterThanOrEqual(0);
});
