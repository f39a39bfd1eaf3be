/**
 * TEST DOUBLE — NOT A MODEL. A tiny OpenAI-compatible HTTP server (`POST /v1/chat/completions`)
 * bound to 127.0.0.1 on a random port, whose every answer is scripted by the test that starts it.
 * It exists so the real model client (lib/model, the `openai` SDK, HTTP, our deadlines) runs
 * end to end in a sandbox where no model endpoint is reachable. Nothing here is intelligent.
 *
 * @example
 * const fake = await startFakeModelServer();
 * fake.script([{ status: 400, error: 'unsupported parameter: seed', param: 'seed' }, { json: { index: 1 } }]);
 * const client = createModelClient({ provider: 'openai-compatible', model: 'fake', baseURL: fake.baseURL });
 * …
 * expect(fake.requests[1]?.body.seed).toBeUndefined();
 * await fake.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeToolCall {
  readonly name: string;
  readonly arguments: unknown;
  readonly id?: string;
}

/** One scripted reply. */
export type FakeReply =
  /** A completion whose message content is `JSON.stringify(json)`. */
  | { readonly json: unknown; readonly reasoning_content?: string; readonly usage?: FakeUsage }
  /** A completion whose message content is this exact text (think blocks, fences, garbage…). */
  | { readonly content: string | null; readonly reasoning_content?: string; readonly usage?: FakeUsage }
  /** A completion that calls tools. */
  | { readonly toolCalls: readonly FakeToolCall[]; readonly content?: string; readonly usage?: FakeUsage }
  /** An OpenAI-style error body with this HTTP status. */
  | { readonly status: number; readonly error: string; readonly param?: string; readonly type?: string }
  /** Accept the request and never answer (until close()). */
  | { readonly hang: true }
  /** Anything else: a raw status + body. */
  | { readonly raw: string; readonly status?: number; readonly contentType?: string };

export interface FakeUsage {
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
}

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The parsed JSON body (the chat-completions request the client sent). */
  readonly body: Record<string, unknown>;
}

export type FakeHandler = (request: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>;

export interface FakeModelServer {
  /** e.g. http://127.0.0.1:41234/v1 */
  readonly baseURL: string;
  /** A queue (consumed in order; an exhausted queue answers 500 so a test notices) or a handler. */
  script(replies: readonly FakeReply[] | FakeHandler): void;
  /** Every chat-completions request received, in order. */
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

const DEFAULT_USAGE: FakeUsage = { prompt_tokens: 11, completion_tokens: 5 };

function completion(message: Record<string, unknown>, usage: FakeUsage | undefined, finish: string): string {
  const tokens = usage ?? DEFAULT_USAGE;
  return JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finish }],
    usage: { ...tokens, total_tokens: tokens.prompt_tokens + tokens.completion_tokens },
  });
}

function send(
  response: ServerResponse,
  status: number,
  body: string,
  contentType = 'application/json',
): void {
  response.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

function reply(response: ServerResponse, scripted: FakeReply): void {
  if ('hang' in scripted) return;
  if ('raw' in scripted) {
    send(response, scripted.status ?? 200, scripted.raw, scripted.contentType);
    return;
  }
  if ('error' in scripted) {
    send(
      response,
      scripted.status,
      JSON.stringify({
        error: {
          message: scripted.error,
          type: scripted.type ?? 'invalid_request_error',
          param: scripted.param ?? null,
          code: null,
        },
      }),
    );
    return;
  }
  if ('toolCalls' in scripted) {
    const tool_calls = scripted.toolCalls.map((call, index) => ({
      id: call.id ?? `call_${index}`,
      type: 'function',
      function: {
        name: call.name,
        arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
      },
    }));
    send(
      response,
      200,
      completion({ content: scripted.content ?? null, tool_calls }, scripted.usage, 'tool_calls'),
    );
    return;
  }
  const content = 'json' in scripted ? JSON.stringify(scripted.json) : scripted.content;
  const message: Record<string, unknown> = { content };
  if (scripted.reasoning_content !== undefined) message.reasoning_content = scripted.reasoning_content;
  send(response, 200, completion(message, scripted.usage, 'stop'));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the test double on 127.0.0.1 (random port). Always `close()` it in the test's finally/afterEach. */
export async function startFakeModelServer(): Promise<FakeModelServer> {
  const requests: RecordedRequest[] = [];
  let queue: FakeReply[] = [];
  let handler: FakeHandler | undefined;
  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const path = request.url ?? '/';
      if (request.method !== 'POST' || !path.endsWith('/chat/completions')) {
        send(response, 404, JSON.stringify({ error: { message: `fake model server: no route ${path}` } }));
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        send(response, 400, JSON.stringify({ error: { message: 'fake model server: body is not JSON' } }));
        return;
      }
      const recorded: RecordedRequest = { method: request.method, path, headers: request.headers, body };
      const index = requests.push(recorded) - 1;
      const scripted = handler !== undefined ? await handler(recorded, index) : queue.shift();
      if (scripted === undefined) {
        send(
          response,
          500,
          JSON.stringify({ error: { message: 'fake model server: no scripted reply left' } }),
        );
        return;
      }
      reply(response, scripted);
    })().catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, JSON.stringify({ error: { message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script(replies) {
      if (typeof replies === 'function') {
        handler = replies;
        queue = [];
      } else {
        handler = undefined;
        queue = [...replies];
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
