/**
 * The HTTP surface: `POST /v1/heal` (the heal request JSON → 200 answer / 400 bad request /
 * 413 too large / 422 cannot heal) and `GET /healthz`, on node:http.
 *
 * - Loopback by default: the engine reads whatever page it is sent; expose it on purpose.
 * - The body limit (default 20 MB) is enforced while streaming: a declared Content-Length over
 *   the limit is answered 413 before a byte is read, a chunked body the moment it passes it.
 * - Slow clients cannot stall others: every connection is independent, headers must arrive within
 *   `headersTimeoutMs` and the whole request within `requestTimeoutMs`.
 * - Nothing a client sends crashes the process: every failure becomes a JSON error response.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HealResult } from '../engine/types.js';
import { HealwrightError } from '../errors.js';
import { decodeRequest } from './decode-request.js';
import { readBody } from './read-body.js';
import { errorToWire, failureToWire, type WireError, wireError } from './wire-error.js';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8000;
export const DEFAULT_BODY_LIMIT = 20 * 1024 * 1024;
const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
/** After a 413, how long the rest of the upload is discarded before hanging up on a client still sending. */
const DRAIN_AFTER_REJECT_MS = 2_000;

export interface ServerOptions {
  /** Default 127.0.0.1 (loopback only). */
  readonly host?: string;
  /** Default 8000; 0 picks a free port. */
  readonly port?: number;
  /** Largest accepted body in bytes. Default 20 MB. */
  readonly bodyLimit?: number;
  /** Heals one decoded request (createHealService(...).heal). */
  readonly heal: (request: unknown) => Promise<HealResult>;
  /** Extra fields for GET /healthz (e.g. the model in use). */
  readonly health?: () => Readonly<Record<string, unknown>>;
  readonly headersTimeoutMs?: number;
  readonly requestTimeoutMs?: number;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:8000 */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

function sendJSON(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent || response.destroyed) return;
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
}

function sendError(response: ServerResponse, wire: WireError): void {
  sendJSON(response, wire.error.status, wire);
}

/**
 * Answer 413 now, then close the sending side and discard the rest of the upload until it ends or
 * for a moment. No `connection: close` header: with one, node:http destroys the socket as soon as
 * the answer is written, and a client still uploading then gets a reset that can discard the
 * answer before it is read (a lingering close is what lets the client read it).
 */
function rejectTooLarge(
  request: IncomingMessage,
  response: ServerResponse,
  limit: number,
  received?: number,
): void {
  const size = received === undefined ? '' : ` (over ${received} bytes received)`;
  const socket = request.socket;
  response.once('finish', () => socket.end());
  sendError(
    response,
    wireError(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${limit} bytes${size}`),
  );
  request.resume();
  const timer = setTimeout(() => socket.destroy(), DRAIN_AFTER_REJECT_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

async function handleHeal(
  request: IncomingMessage,
  response: ServerResponse,
  options: ServerOptions,
  limit: number,
): Promise<void> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    rejectTooLarge(request, response, limit);
    return;
  }
  const body = await readBody(request, limit);
  if (body.kind === 'aborted') return;
  if (body.kind === 'too-large') {
    rejectTooLarge(request, response, limit, body.received);
    return;
  }
  const decoded = decodeRequest(body.bytes);
  if (!decoded.ok) {
    sendError(response, decoded.error);
    return;
  }
  const result = await options.heal(decoded.value);
  if (result.ok) sendJSON(response, 200, result.answer);
  else sendError(response, failureToWire(result.failure));
}

async function route(
  request: IncomingMessage,
  response: ServerResponse,
  options: ServerOptions,
  limit: number,
): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path === '/healthz') {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      sendError(
        response,
        wireError(405, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed on /healthz`),
      );
      return;
    }
    sendJSON(response, 200, { status: 'ok', ...(options.health?.() ?? {}) });
    return;
  }
  if (path === '/v1/heal') {
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST');
      sendError(
        response,
        wireError(
          405,
          'METHOD_NOT_ALLOWED',
          `${request.method} is not allowed on /v1/heal: POST a heal request`,
        ),
      );
      request.resume();
      return;
    }
    await handleHeal(request, response, options, limit);
    return;
  }
  sendError(response, wireError(404, 'NOT_FOUND', `No route ${path}: use POST /v1/heal or GET /healthz`));
  request.resume();
}

/**
 * Starts the heal server.
 *
 * @example
 * const service = createHealService({ heal });
 * const server = await startServer({ port: 8000, heal: service.heal });
 * // curl -s localhost:8000/v1/heal -d @request.json
 * await server.close();
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const limit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const server = createServer(
    {
      headersTimeout: options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS,
      requestTimeout: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
      keepAliveTimeout: 5_000,
      // Node checks the two timeouts above only this often (default 30 s): check every second.
      connectionsCheckingInterval: 1_000,
    },
    (request, response) => {
      route(request, response, options, limit).catch((error: unknown) => {
        sendError(response, errorToWire(error));
      });
    },
  );
  // Malformed HTTP, an oversized header block, or a client too slow to send its request: answer
  // and drop the connection.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (socket.writable) socket.end(clientErrorResponse(error));
    else socket.destroy();
  });
  const port = options.port ?? DEFAULT_PORT;
  const hostName = options.host ?? DEFAULT_HOST;
  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException): void => reject(listenError(error, hostName, port));
    server.once('error', failed);
    server.listen(port, hostName, () => {
      server.off('error', failed);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 1_000).unref();
      }),
  };
}

/**
 * The raw response to a request Node's parser gave up on: 408 when the client was too slow (the
 * same request can succeed), 431 for a header block over Node's limit, 400 for malformed HTTP.
 */
function clientErrorResponse(error: NodeJS.ErrnoException): string {
  const [status, reason, wire] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? ([
          408,
          'Request Timeout',
          {
            error: {
              ...wireError(408, 'REQUEST_TIMEOUT', 'The request was not received in time').error,
              retry: 'transient',
            },
          },
        ] as const)
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? ([
            431,
            'Request Header Fields Too Large',
            wireError(431, 'HEADERS_TOO_LARGE', 'The request headers are too large'),
          ] as const)
        : ([400, 'Bad Request', wireError(400, 'BAD_REQUEST', 'Malformed HTTP request')] as const);
  const body = JSON.stringify(wire);
  return (
    `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

/** Node's listen errors that the caller fixes with another port or host: a 400 that says so. */
function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  const why =
    error.code === 'EADDRINUSE'
      ? 'another process is using that port'
      : error.code === 'EACCES' || error.code === 'EADDRNOTAVAIL'
        ? 'not allowed here, or not an address of this machine'
        : undefined;
  return why === undefined
    ? error
    : new HealwrightError(
        'BAD_REQUEST',
        `cannot listen on ${host}:${port} (${error.code}: ${why}): pass another --port or --host`,
        {
          cause: error,
        },
      );
}
