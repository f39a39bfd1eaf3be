/**
 * The model's tools for page.extract — read-only, exactly: snapshot, find, get, scroll,
 * read_response, answer, fail. Nothing clicks, types, navigates, runs code or touches storage:
 * a read never changes the page (scrolling moves the viewport only).
 */
import type { Locator, Page } from '@playwright/test';
import { type ChatTool, functionTool, type JSONSchema } from '../model/index.js';
import type { CapturedResponse } from './response-log.js';

/** Characters of a response body returned per read_response call. */
export const RESPONSE_CHUNK_CHARS = 8_000;
/** Characters of an element's text returned by get. */
const GET_TEXT_CHARS = 4_000;
/** Matches returned by find. */
const FIND_LIMIT = 30;

const ref = { type: 'string', description: 'An element ref from the latest snapshot, e.g. "e12".' } as const;

const tool = functionTool;

/** The tool list; `answer.data` carries the caller's JSON Schema when there is one. */
export function extractTools(dataSchema: JSONSchema | undefined): ChatTool[] {
  return [
    tool(
      'snapshot',
      'Take a fresh accessibility snapshot of the page (refs change when the page changes).',
      {},
      [],
    ),
    tool(
      'find',
      'Find elements and text lines containing this text (case-insensitive).',
      { text: { type: 'string' } },
      ['text'],
    ),
    tool(
      'get',
      "Read an element: its visible text, a form control's value, or an attribute (give its name).",
      { ref, what: { type: 'string', enum: ['text', 'value', 'attribute'] }, name: { type: 'string' } },
      ['ref', 'what'],
    ),
    tool(
      'scroll',
      'Scroll an element into view (ref) or the page up/down, then get a fresh snapshot. Only the viewport moves.',
      { ref, direction: { type: 'string', enum: ['up', 'down'] } },
      [],
    ),
    tool(
      'read_response',
      `Read a captured network response body (a file from the response index), ${RESPONSE_CHUNK_CHARS} characters from offset.`,
      { file: { type: 'string' }, offset: { type: 'number' } },
      ['file'],
    ),
    tool(
      'answer',
      'Give the extracted data. "data" must match the schema. "evidence": the refs, texts or response files it comes from.',
      {
        data: dataSchema ?? {
          description: 'The extracted value, matching the schema described in the instruction.',
        },
        evidence: { type: 'array', items: { type: 'string' } },
      },
      ['data'],
    ),
    tool(
      'fail',
      'The information is not on this page or in its responses. Say why.',
      { reason: { type: 'string' } },
      ['reason'],
    ),
  ];
}

/** What the tools read from: the page (or the `within` region) and the captured responses. */
export interface ReadContext {
  readonly page: Page;
  readonly scope: Page | Locator;
  readonly responses: readonly CapturedResponse[];
  /** Refs the model may use: those of the snapshots it was shown. */
  readonly knownRefs: Set<string>;
}

const SNAPSHOT_REF = /\[ref=([a-z0-9]+)\]/g;

/** The scope's AI-mode aria snapshot; remembers its refs. */
export async function readSnapshot(context: ReadContext): Promise<string> {
  const text = await context.scope.ariaSnapshot({ mode: 'ai', timeout: 10_000 });
  for (const match of text.matchAll(SNAPSHOT_REF)) if (match[1]) context.knownRefs.add(match[1]);
  return text;
}

const INNER_TEXT_SOURCE = `function healwrightInnerText(scope) {
  const root = scope || document.body || document.documentElement;
  return root.innerText || root.textContent || '';
}`;
const INNER_TEXT = new Function(`return (${INNER_TEXT_SOURCE});`)() as (scope?: Element) => string;

async function innerText(scope: Page | Locator): Promise<string> {
  if ('goto' in scope) return scope.evaluate(INNER_TEXT, undefined);
  return scope.evaluate(INNER_TEXT);
}

function argument(args: Record<string, unknown>, name: string): string | undefined {
  const value = args[name];
  return typeof value === 'string' ? value : undefined;
}

function bareRef(input: string | undefined): string | undefined {
  return input?.trim().replace(/^@|^aria-ref=|^\[ref=|\]$/g, '');
}

/** Runs one read tool; the string is the tool message the model gets back. */
export async function runReadTool(
  context: ReadContext,
  name: string,
  args: Record<string, unknown>,
): Promise<string> {
  switch (name) {
    case 'snapshot':
      return readSnapshot(context);
    case 'find': {
      const wanted = (argument(args, 'text') ?? '').trim().toLowerCase();
      if (!wanted) return 'Error: find needs "text".';
      const snapshot = await readSnapshot(context);
      const lines = snapshot.split('\n').filter((line) => line.toLowerCase().includes(wanted));
      const textLines = (await innerText(context.scope))
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length > 0 && line.toLowerCase().includes(wanted));
      if (lines.length === 0 && textLines.length === 0) return `No element or text contains "${wanted}".`;
      return [
        lines.length ? `Snapshot lines:\n${lines.slice(0, FIND_LIMIT).join('\n')}` : '',
        textLines.length ? `Text lines:\n${textLines.slice(0, FIND_LIMIT).join('\n')}` : '',
      ]
        .filter(Boolean)
        .join('\n\n');
    }
    case 'get': {
      const target = bareRef(argument(args, 'ref'));
      if (!target || !context.knownRefs.has(target)) {
        return `Error: ref ${target ?? '(missing)'} is not in a snapshot you were shown; take a snapshot.`;
      }
      const element = context.page.getByRef(target);
      const what = argument(args, 'what') ?? 'text';
      try {
        if (what === 'value') return JSON.stringify(await element.inputValue({ timeout: 2_000 }));
        if (what === 'attribute') {
          const attribute = argument(args, 'name');
          if (!attribute) return 'Error: get with what="attribute" needs "name".';
          return JSON.stringify(await element.getAttribute(attribute, { timeout: 2_000 }));
        }
        return JSON.stringify((await element.innerText({ timeout: 2_000 })).slice(0, GET_TEXT_CHARS));
      } catch (error) {
        return `Error: ${(error as Error).message.split('\n')[0]}`;
      }
    }
    case 'scroll': {
      const target = bareRef(argument(args, 'ref'));
      if (target !== undefined) {
        if (!context.knownRefs.has(target))
          return `Error: ref ${target} is not in a snapshot you were shown.`;
        await context.page
          .getByRef(target)
          .scrollIntoViewIfNeeded({ timeout: 2_000 })
          .catch(() => undefined);
      } else {
        await context.page.mouse.wheel(0, argument(args, 'direction') === 'up' ? -600 : 600);
      }
      return `Scrolled. Page now:\n${await readSnapshot(context)}`;
    }
    case 'read_response': {
      const file = (argument(args, 'file') ?? '').trim();
      const entry = context.responses.find((item) => item.file === file);
      if (!entry)
        return `Error: no response file "${file}". Files: ${context.responses.map((item) => item.file).join(', ') || 'none'}.`;
      const offset = typeof args.offset === 'number' && args.offset > 0 ? Math.floor(args.offset) : 0;
      const chunk = entry.body.slice(offset, offset + RESPONSE_CHUNK_CHARS);
      const end = offset + chunk.length;
      const more =
        end < entry.body.length
          ? `\n[${entry.body.length - end} more characters: read_response offset ${end}]`
          : '';
      return `${entry.method} ${entry.url} → ${entry.status}\n${chunk}${more}`;
    }
    default:
      return `Error: there is no tool "${name}".`;
  }
}
