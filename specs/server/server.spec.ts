/**
 * The HTTP surface's plumbing (routes, status codes, limits, slow clients, concurrency) with a
 * stand-in engine (stand-in-heal.ts, a test double); heal.spec.ts drives the real engine.
 */
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { type RunningServer, startServer } from '../../lib/server/server.js';
import { standInHeal } from './stand-in-heal.js';

let server: RunningServer;
test.beforeEach(async () => {
  server = await startServer({
    port: 0,
    bodyLimit: 1024 * 1024,
    heal: standInHeal,
    headersTimeoutMs: 1_000,
    requestTimeoutMs: 2_000,
    health: () => ({ model: null }),
  });
});
test.afterEach(async () => {
  await server.close();
});

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

async function post(body: string | Uint8Array, path = '/v1/heal', method = 'POST'): Promise<Reply> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    ...(method === 'GET' ? {} : { body: Buffer.from(body), headers: { 'content-type': 'application/json' } }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function errorOf(reply: Reply): Record<string, unknown> {
  return reply.body.error as Record<string, unknown>;
}

test('binds to loopback by default', async () => {
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});

test('a port already in use is a 400 that names it and says what to change, not an internal error', async () => {
  const taken = Number(new URL(server.url).port);
  const second = startServer({ port: taken, heal: standInHeal, health: () => ({ model: null }) });
  await expect(second).rejects.toMatchObject({
    status: 400,
    message: expect.stringContaining(`cannot listen on 127.0.0.1:${taken} (EADDRINUSE`),
  });
});

test('GET /healthz → 200', async () => {
  const reply = await post('', '/healthz', 'GET');
  expect(reply).toEqual({ status: 200, body: { status: 'ok', model: null } });
});

test('POST /v1/heal → 200 with the answer', async () => {
  const reply = await post(
    JSON.stringify({ page_source: '<button id=x>Go</button>', existing_locators: ['#old'] }),
  );
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ locator: '#stand-in', match_count: 1, llm_used: false });
});

test('an engine refusal → 422 with kind, hint and candidates', async () => {
  const reply = await post(JSON.stringify({ page_source: '<nothing>', description: 'the Save button' }));
  expect(reply.status).toBe(422);
  expect(errorOf(reply)).toMatchObject({
    status: 422,
    kind: 'CANNOT_HEAL',
    retry: 'permanent',
    hint: 'Describe the element more specifically',
  });
  expect(errorOf(reply).candidates).toHaveLength(1);
});

const badBodies: [string, string | Uint8Array, string][] = [
  ['not JSON', '{"page_source": ', 'not JSON'],
  ['empty', '', 'empty'],
  ['a JSON array', '[1,2]', 'JSON object'],
  ['a JSON string', '"<html>"', 'JSON object'],
  ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 'UTF-8'],
  ['a lone surrogate as raw bytes', new Uint8Array([0x22, 0xed, 0xa0, 0x80, 0x22]), 'UTF-8'],
  ['deeply nested JSON', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'JSON object'],
];
for (const [name, body, mention] of badBodies) {
  test(`${name} → 400 naming the problem`, async () => {
    const reply = await post(body);
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toMatchObject({ status: 400, kind: 'BAD_REQUEST' });
    expect(String(errorOf(reply).message)).toContain(mention);
  });
}

test('the engine throwing → 500 JSON, and the server keeps serving', async () => {
  const reply = await post(JSON.stringify({ page_source: '<throw>' }));
  expect(reply.status).toBe(500);
  expect(errorOf(reply)).toMatchObject({ kind: 'INTERNAL' });
  expect((await post('', '/healthz', 'GET')).status).toBe(200);
});

test('unknown routes → 404 NOT_FOUND, wrong methods → 405 METHOD_NOT_ALLOWED', async () => {
  const unknown = await post('{}', '/v1/other');
  expect(unknown.status).toBe(404);
  expect(errorOf(unknown)).toMatchObject({ status: 404, kind: 'NOT_FOUND' });
  for (const reply of [await post('', '/v1/heal', 'GET'), await post('{}', '/healthz', 'POST')]) {
    expect(reply.status).toBe(405);
    expect(errorOf(reply)).toMatchObject({ status: 405, kind: 'METHOD_NOT_ALLOWED' });
  }
});

/**
 * Streams `total` bytes with node:http and resolves on the response, however far the upload got.
 * Like a well-behaved client it stops sending once the answer is in; the server hangs up on an
 * upload it has already refused, so a write error after a complete answer is not a failure.
 */
function upload(total: number, chunked: boolean): Promise<{ status: number; sent: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL('/v1/heal', server.url);
    let answer: { status: number; sent: number; body: string } | undefined;
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': total },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => {
          answer = { status: response.statusCode ?? 0, sent, body };
          resolve(answer);
          request.destroy();
        });
      },
    );
    request.on('error', (error) => {
      if (answer === undefined) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < total && answer === undefined && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (answer === undefined && !request.destroyed) request.end();
    };
    pump();
  });
}

test('a declared 50 MB body → 413 before the upload is read', async () => {
  const result = await upload(50 * 1024 * 1024, false);
  expect(result.status).toBe(413);
  expect(JSON.parse(result.body)).toMatchObject({ error: { status: 413, kind: 'PAYLOAD_TOO_LARGE' } });
});

test('a chunked body over the limit → 413 as soon as it passes the limit', async () => {
  const result = await upload(50 * 1024 * 1024, true);
  expect(result.status).toBe(413);
  expect(JSON.parse(result.body)).toMatchObject({ error: { kind: 'PAYLOAD_TOO_LARGE' } });
});

test('after a 413 the server closes only its sending side: a client still uploading is not reset under its answer', async () => {
  // A raw client that, like curl, keeps sending after the server's FIN. Were the socket destroyed as
  // soon as the 413 was written, its next writes would be answered with a reset (EPIPE), and a reset
  // can discard the answer before the client reads it.
  const url = new URL(server.url);
  const socket = connect({ port: Number(url.port), host: url.hostname, allowHalfOpen: true });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let text = '';
  let failure: string | undefined;
  socket.on('data', (chunk) => {
    text += chunk.toString();
  });
  socket.on('error', (error: NodeJS.ErrnoException) => {
    failure = error.code ?? error.message;
  });
  const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
  socket.write(`POST /v1/heal HTTP/1.1\r\nHost: x\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`);
  const chunk = Buffer.alloc(16 * 1024, 0x61);
  while (!text.includes('\r\n\r\n') && failure === undefined) {
    socket.write(chunk);
    await pause();
  }
  for (const until = Date.now() + 300; Date.now() < until && failure === undefined; await pause())
    socket.write(chunk);
  socket.destroy();
  expect(text).toMatch(/^HTTP\/1\.1 413 /);
  expect(failure).toBeUndefined();
});

/** Writes raw bytes on a new connection and resolves with all the server sent until it closed it. */
async function exchange(request: string): Promise<string> {
  const socket = await openSocket();
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('close', () => resolve(text));
  });
  socket.write(request);
  return answer;
}

function openSocket(): Promise<Socket> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => resolve(socket));
    socket.on('error', reject);
  });
}

test('slow-loris clients (headers or body trickling in) do not block another request', async () => {
  const slowHeaders = await openSocket();
  slowHeaders.write('POST /v1/heal HTTP/1.1\r\nHost: x\r\n');
  const slowBody = await openSocket();
  slowBody.write('POST /v1/heal HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{"page_source":');
  const reply = await post(JSON.stringify({ page_source: '<button id=x>Go</button>' }));
  expect(reply.status).toBe(200);
  // The stalled connections are cut by the server's own timeouts (headers 1 s, request 2 s here).
  const closed = (socket: Socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()));
  slowHeaders.resume();
  slowBody.resume();
  await Promise.all([closed(slowHeaders), closed(slowBody)]);
});

test('concurrent requests interleave: a slow heal does not hold up a fast one', async () => {
  const order: string[] = [];
  const slow = post(JSON.stringify({ page_source: '<slow ms=800>' })).then((reply) => {
    order.push('slow');
    return reply;
  });
  const fast = post(JSON.stringify({ page_source: '<p>fast</p>' })).then((reply) => {
    order.push('fast');
    return reply;
  });
  const replies = await Promise.all([
    slow,
    fast,
    ...Array.from({ length: 8 }, () => post('{"page_source":"<p>"}')),
  ]);
  expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
  expect(order).toEqual(['fast', 'slow']);
});

test('malformed HTTP → 400 and the connection is dropped, the server lives on', async () => {
  expect(await exchange('GARBAGE /v1/heal HTTP/9.9\r\n\u0000\r\n\r\n')).toContain('400');
  expect((await post('', '/healthz', 'GET')).status).toBe(200);
});

test('a client too slow to send its body is told 408 Request Timeout, not 400 Bad Request', async () => {
  // Half a body, then nothing: the request timeout (2 s here) cuts it.
  const text = await exchange(
    'POST /v1/heal HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{"page_source":',
  );
  expect(text).toMatch(/^HTTP\/1\.1 408 /);
  expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({
    error: { status: 408, kind: 'REQUEST_TIMEOUT', retry: 'transient' },
  });
});

test('an oversized header block is 431, not 400', async () => {
  const text = await exchange(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
  expect(text).toMatch(/^HTTP\/1\.1 431 /);
  expect(text).toContain('"kind":"HEADERS_TOO_LARGE"');
});
