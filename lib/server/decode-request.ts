/**
 * Bytes from the wire → a heal request value, or a 400 wire error. Shared by the server (one body)
 * and the CLI (one stdin document or one NDJSON line). Invalid UTF-8 is refused, not replaced
 * with U+FFFD: a page whose text changed in transit would heal against the wrong text.
 */
import { type WireError, wireError } from './wire-error.js';

export type DecodedRequest =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: WireError };

/**
 * @example
 * decodeRequest(Buffer.from('{"page_source":"<p>"}')) // { ok: true, value: { page_source: '<p>' } }
 * decodeRequest(Buffer.from([0xff])) // { ok: false, error: { error: { status: 400, kind: 'BAD_REQUEST', … } } }
 */
export function decodeRequest(bytes: Uint8Array): DecodedRequest {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, error: wireError(400, 'BAD_REQUEST', 'The request is not valid UTF-8') };
  }
  if (text.trim() === '') return { ok: false, error: wireError(400, 'BAD_REQUEST', 'The request is empty') };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: wireError(400, 'BAD_REQUEST', `The request is not JSON: ${reason}`) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: wireError(400, 'BAD_REQUEST', 'The request must be a JSON object') };
  }
  return { ok: true, value };
}
