/**
 * Splits a byte stream into lines (`\n`, with a trailing `\r` removed) without ever holding more
 * than `maxBytes` of one line: a longer line is skipped to its end and reported as too large, so
 * one bad line cannot exhaust memory or stop the stream.
 */

export type Line =
  | { readonly kind: 'line'; readonly number: number; readonly bytes: Buffer }
  | { readonly kind: 'too-large'; readonly number: number; readonly size: number };

/**
 * @example
 * for await (const line of readLines(process.stdin, 20 * 1024 * 1024)) { … }
 */
export async function* readLines(
  stream: AsyncIterable<Buffer | string>,
  maxBytes: number,
): AsyncGenerator<Line, void, undefined> {
  let parts: Buffer[] = [];
  let size = 0;
  let overflow = false;
  let number = 0;
  const finishLine = (): Line => {
    number++;
    if (overflow) return { kind: 'too-large', number, size };
    let bytes = Buffer.concat(parts, size);
    if (bytes.length > 0 && bytes[bytes.length - 1] === 0x0d) bytes = bytes.subarray(0, bytes.length - 1);
    return { kind: 'line', number, bytes };
  };
  for await (const received of stream) {
    const chunk = typeof received === 'string' ? Buffer.from(received, 'utf8') : received;
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(0x0a, start);
      const piece = chunk.subarray(start, newline < 0 ? chunk.length : newline);
      if (!overflow && size + piece.length > maxBytes) {
        overflow = true;
        parts = [];
      }
      if (!overflow) parts.push(piece);
      size += piece.length;
      if (newline < 0) break;
      yield finishLine();
      parts = [];
      size = 0;
      overflow = false;
      start = newline + 1;
    }
  }
  if (size > 0) yield finishLine();
}

/** Reads a whole stream up to `maxBytes`; undefined when it is larger (the rest is drained, not kept). */
export async function readAll(
  stream: AsyncIterable<Buffer | string>,
  maxBytes: number,
): Promise<Buffer | undefined> {
  const parts: Buffer[] = [];
  let size = 0;
  let overflow = false;
  for await (const received of stream) {
    const chunk = typeof received === 'string' ? Buffer.from(received, 'utf8') : received;
    size += chunk.length;
    if (size > maxBytes) {
      overflow = true;
      parts.length = 0;
    }
    if (!overflow) parts.push(chunk);
  }
  return overflow ? undefined : Buffer.concat(parts, size);
}
