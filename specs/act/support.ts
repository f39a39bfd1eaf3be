/**
 * Shared pieces of the act browser specs: the healwright `test` with the demo shop, a scripted
 * model (the fake OpenAI-compatible server, a TEST DOUBLE) whose tool calls name elements by
 * role + name and are turned into the refs of the latest snapshot in the request, and helpers.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test as healwrightTest } from '../../fixtures/index.js';
import { parseSnapshot } from '../../lib/act/snapshot.js';
import {
  type FakeModelServer,
  type FakeReply,
  type RecordedRequest,
  startFakeModelServer,
} from '../support/fake-model-server.js';
import { type ShopWorkerFixtures, shopFixtures } from '../support/shop.js';

export { expect } from '@playwright/test';
export { DEMO_USER, signIn } from '../support/shop.js';

export interface ModelWorkerFixtures extends ShopWorkerFixtures {
  /** The scripted fake model server (one per worker). */
  fakeModel: FakeModelServer;
}

/**
 * `test` with the shop and the fake model; every test points HEALWRIGHT_MODEL / HEALWRIGHT_BASE_URL
 * at the fake server (a test that wants no model sets `healwright.act.model: 'off'`).
 */
export const test = healwrightTest.extend<{ _fakeModelEnv: undefined }, ModelWorkerFixtures>({
  shop: shopFixtures.shop as never,
  fakeModel: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use) => {
      const server = await startFakeModelServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  _fakeModelEnv: [
    async ({ fakeModel }, use) => {
      process.env.HEALWRIGHT_MODEL = 'openai-compatible:fake';
      process.env.HEALWRIGHT_BASE_URL = fakeModel.baseURL;
      fakeModel.requests.length = 0;
      await use(undefined);
      delete process.env.HEALWRIGHT_MODEL;
      delete process.env.HEALWRIGHT_BASE_URL;
    },
    { auto: true },
  ],
});

/** One scripted model turn: a tool, and the element it names by role + name (turned into a ref). */
export interface Intent {
  readonly tool: string;
  readonly role?: string;
  readonly name?: string;
  /** Use this ref as is (e.g. a stale one). */
  readonly ref?: string;
  readonly args?: Record<string, unknown>;
}

/** The latest snapshot the client sent (the last message that shows refs). */
export function latestSnapshot(request: RecordedRequest): string {
  const messages = (request.body.messages ?? []) as { content?: unknown }[];
  for (let i = messages.length - 1; i >= 0; i--) {
    const content = messages[i]?.content;
    if (typeof content === 'string' && content.includes('[ref=')) return content;
  }
  return '';
}

/** Replies with the intents in order, one tool call per request, refs looked up in the latest snapshot. */
export function scriptIntents(server: FakeModelServer, intents: readonly Intent[]): void {
  const queue = [...intents];
  server.script((request): FakeReply => {
    const intent = queue.shift();
    if (!intent) return { status: 500, error: 'fake model: script exhausted' };
    const args: Record<string, unknown> = { ...intent.args };
    if (intent.ref) args.ref = intent.ref;
    else if (intent.role) {
      const node = parseSnapshot(latestSnapshot(request)).find(
        (candidate) => candidate.role === intent.role && candidate.name === intent.name,
      );
      args.ref = node?.ref ?? 'e9999';
    }
    return {
      toolCalls: [{ name: intent.tool, arguments: args }],
      usage: { prompt_tokens: 900, completion_tokens: 20 },
    };
  });
}

/** Every file under `dir` (recursive). */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

/** Opens `http://healwright.test/` serving `body` as its HTML (no server: the page's route answers). */
export async function serveHtml(page: Page, body: string): Promise<void> {
  await page.route('http://healwright.test/**', (route) => route.fulfill({ contentType: 'text/html', body }));
  await page.goto('http://healwright.test/');
}
