/**
 * The responses a page received, for page.extract: pages show less than they load (a count instead
 * of the items, a rounded price), so the JSON and text bodies of the page's fetch/XHR responses are
 * kept — the latest 50, analytics, telemetry and assets excluded by the same rules that decide
 * which requests count as an act effect (lib/act/effect-rules.ts) — and shown to the model as
 * read-only files with an index of method, URL and status.
 *
 * The log must start before the page navigates (the fixture starts it when the page is created).
 */
import type { Page, Response } from '@playwright/test';
import { createRequestFilter, type EffectFilter } from '../act/effect-rules.js';

/** How many responses are kept (oldest dropped first). */
export const MAX_RESPONSES = 50;
/** Characters kept of one body; longer bodies are cut and marked. */
export const MAX_BODY_CHARS = 200_000;

const CAPTURED_RESOURCE_TYPES: ReadonlySet<string> = new Set(['fetch', 'xhr']);
const TEXT_CONTENT_TYPE =
  /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|xml|x-www-form-urlencoded|graphql|x-ndjson)\b)/i;

/** One captured response: a read-only file the model may read. */
export interface CapturedResponse {
  /** `response-3.json`: the name the model reads it by and cites as evidence. */
  readonly file: string;
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  /** The body was longer than MAX_BODY_CHARS and was cut. */
  readonly truncated: boolean;
}

const logs = new WeakMap<Page, ResponseLog>();

/** Collects one page's response bodies. Owns page listeners: stop() detaches them. */
export class ResponseLog {
  private readonly entries: CapturedResponse[] = [];
  private readonly pending = new Set<Promise<void>>();
  private readonly page: Page;
  private readonly counts: (url: string, resourceType: string) => boolean;
  private readonly listener: (response: Response) => void;
  private sequence = 0;

  private constructor(page: Page, filter: EffectFilter) {
    this.page = page;
    this.counts = createRequestFilter(filter);
    this.listener = (response) => this.capture(response);
    page.on('response', this.listener);
  }

  /**
   * The page's log, started now if it was not already (idempotent).
   *
   * @example
   * const log = startResponseLog(page);
   * await page.goto(url);
   * (await log.list()).map((entry) => entry.url);
   */
  static start(page: Page, filter: EffectFilter = {}): ResponseLog {
    let log = logs.get(page);
    if (!log) {
      log = new ResponseLog(page, filter);
      logs.set(page, log);
    }
    return log;
  }

  /** The page's log if one was started. */
  static of(page: Page): ResponseLog | undefined {
    return logs.get(page);
  }

  private capture(response: Response): void {
    const request = response.request();
    if (!CAPTURED_RESOURCE_TYPES.has(request.resourceType())) return;
    if (!this.counts(response.url(), request.resourceType())) return;
    const contentType = (response.headers()['content-type'] ?? '').split(';')[0]?.trim() ?? '';
    if (!TEXT_CONTENT_TYPE.test(contentType)) return;
    const number = ++this.sequence;
    const reading = response
      .text()
      .then((text) => {
        this.entries.push({
          file: `response-${number}.${/json/i.test(contentType) ? 'json' : 'txt'}`,
          method: request.method(),
          url: response.url(),
          status: response.status(),
          contentType,
          body: text.length > MAX_BODY_CHARS ? text.slice(0, MAX_BODY_CHARS) : text,
          truncated: text.length > MAX_BODY_CHARS,
        });
        // Bodies finish out of order; keep arrival order, then the newest MAX_RESPONSES.
        this.entries.sort((a, b) => sequenceOf(a) - sequenceOf(b));
        if (this.entries.length > MAX_RESPONSES) this.entries.splice(0, this.entries.length - MAX_RESPONSES);
      })
      .catch(() => undefined)
      .finally(() => {
        this.pending.delete(reading);
      });
    this.pending.add(reading);
  }

  /** The captured responses, oldest first, once the bodies being read have arrived. */
  async list(): Promise<readonly CapturedResponse[]> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
    return [...this.entries];
  }

  /** Detaches from the page. */
  stop(): void {
    this.page.off('response', this.listener);
    logs.delete(this.page);
  }
}

function sequenceOf(entry: CapturedResponse): number {
  return Number(/\d+/.exec(entry.file)?.[0] ?? 0);
}

/** `response-3.json  GET http://shop/api/cart → 200 application/json, 1.2 kB` */
export function describeResponse(entry: CapturedResponse): string {
  const size =
    entry.body.length < 1000 ? `${entry.body.length} B` : `${(entry.body.length / 1000).toFixed(1)} kB`;
  return `${entry.file}  ${entry.method} ${entry.url} → ${entry.status} ${entry.contentType}, ${size}${entry.truncated ? ' (cut)' : ''}`;
}
