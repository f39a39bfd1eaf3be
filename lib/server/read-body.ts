/**
 * Reads a request body with a byte limit enforced while streaming: the moment the limit is
 * passed, reading stops and nothing more is kept in memory (a 50 MB body never lands in RAM).
 */
import type { IncomingMessage } from 'node:http';

export type BodyResult =
  | { readonly kind: 'ok'; readonly bytes: Buffer }
  | { readonly kind: 'too-large'; readonly received: number }
  | { readonly kind: 'aborted' };

/**
 * @example
 * const body = await readBody(request, 20 * 1024 * 1024);
 * if (body.kind === 'too-large') respond(413);
 */
export function readBody(request: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const finish = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onAbort);
      request.off('close', onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        chunks.length = 0;
        finish({ kind: 'too-large', received });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish({ kind: 'ok', bytes: Buffer.concat(chunks, received) });
    const onAbort = () => finish({ kind: 'aborted' });
    const onClose = () => {
      if (!request.complete) finish({ kind: 'aborted' });
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onAbort);
    request.on('close', onClose);
  });
}
