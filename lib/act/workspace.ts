/**
 * The per-call workspace: the snapshots the model saw, console and network logs, steps.json and
 * screenshots. Held in memory (a clean replay writes nothing) and written to
 * `<test output dir>/healwright-act-<n>/` only when kept: on a failure or a heal (`keep: 'on-failure'`,
 * the default), always, or never. Placeholder values are redacted from every file.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConsoleMessage, Page, Request, Response } from '@playwright/test';
import { toCanonicalJson } from '../cache/canonical-json.js';
import { onPageEvent } from './page-events.js';
import { type PlaceholderValues, redactDeep, redactValues } from './placeholders.js';
import type { ActStep } from './types.js';

/** When a call's workspace folder is kept. */
export const WORKSPACE_KEEPS = ['on-failure', 'always', 'never'] as const;
export type WorkspaceKeep = (typeof WORKSPACE_KEEPS)[number];

export class ActWorkspace {
  readonly dir: string;
  private readonly values: PlaceholderValues;
  private readonly files = new Map<string, string | Buffer>();
  private readonly consoleLines: string[] = [];
  private readonly networkLines: string[] = [];
  private snapshots = 0;
  private readonly detach: (() => void)[] = [];

  constructor(dir: string, values: PlaceholderValues) {
    this.dir = dir;
    this.values = values;
  }

  /** Starts collecting the page's console and network logs. */
  watch(page: Page): void {
    const onConsole = (message: ConsoleMessage): void => {
      this.consoleLines.push(`[${message.type()}] ${message.text()}`);
    };
    const onResponse = (response: Response): void => {
      const request = response.request();
      this.networkLines.push(
        `${request.method()} ${request.url()} → ${response.status()} (${request.resourceType()})`,
      );
    };
    const onFailed = (request: Request): void => {
      this.networkLines.push(
        `${request.method()} ${request.url()} ✗ ${request.failure()?.errorText ?? 'failed'}`,
      );
    };
    this.detach.push(
      onPageEvent(page, 'console', onConsole),
      onPageEvent(page, 'response', onResponse),
      onPageEvent(page, 'requestfailed', onFailed),
    );
  }

  /** A snapshot as the model saw it (already redacted by the caller; redacted again here). */
  addSnapshot(text: string): void {
    this.snapshots += 1;
    this.files.set(`snapshot-${this.snapshots}.yml`, text);
  }

  addScreenshot(name: string, png: Buffer): void {
    this.files.set(name, png);
  }

  /** The screenshots taken so far (failed.png, step-N.png), in the order taken. */
  screenshots(): string[] {
    return [...this.files.keys()].filter((name) => name.endsWith('.png'));
  }

  setSteps(steps: readonly ActStep[], extra: Record<string, unknown> = {}): void {
    this.files.set('steps.json', toCanonicalJson({ ...extra, steps }));
  }

  /** Writes everything (redacted) and returns the folder. */
  async keep(): Promise<string> {
    this.stop();
    await mkdir(this.dir, { recursive: true });
    const text = (body: string): string => redactValues(body, this.values);
    const writes: Promise<void>[] = [];
    for (const [name, body] of this.files) {
      writes.push(writeFile(join(this.dir, name), typeof body === 'string' ? text(body) : body));
    }
    writes.push(writeFile(join(this.dir, 'console.log'), text(this.consoleLines.join('\n'))));
    writes.push(writeFile(join(this.dir, 'network.log'), text(this.networkLines.join('\n'))));
    await Promise.all(writes);
    return this.dir;
  }

  stop(): void {
    for (const detach of this.detach.splice(0)) detach();
  }

  /** The steps, redacted, for error objects and attachments. */
  redactSteps(steps: readonly ActStep[]): ActStep[] {
    return redactDeep([...steps], this.values);
  }
}
