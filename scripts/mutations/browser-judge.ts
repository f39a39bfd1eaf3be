/**
 * Chromium as the judge: whether a locator matches exactly the marked element is decided by
 * Playwright itself in a real browser (text=, getByRole, CSS piercing shadow roots, XPath), not by
 * a re-implementation that could agree with the engine's own mistakes. Pages are loaded with
 * `setContent` (declarative shadow roots included); scripts are emptied by the caller and every
 * request is aborted, so nothing runs and nothing is fetched.
 */
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../lib/browser/find-chromium.js';
import { TARGET_MARK } from './html-tree.js';

export type Resolution =
  | { readonly ok: true; readonly count: number; readonly marks: readonly (string | null)[] }
  | { readonly ok: false; readonly error: string };

/** Exactly one match, and it carries `mark`. */
export function resolvesTo(resolution: Resolution, mark: string): boolean {
  return resolution.ok && resolution.count === 1 && resolution.marks[0] === mark;
}

export function describeResolution(resolution: Resolution, mark: string): string {
  if (!resolution.ok) return `does not resolve (${resolution.error})`;
  if (resolution.count === 0) return 'matches nothing';
  if (resolution.count > 1)
    return `matches ${resolution.count} elements${resolution.marks.includes(mark) ? ' (the target among them)' : ''}`;
  return resolution.marks[0] === mark ? 'matches the target' : 'matches a different element';
}

export class BrowserJudge {
  private constructor(
    public page: Page,
    private browser: Browser | undefined,
  ) {}

  /** Launches its own Chromium (closed by `close()`). */
  static async launch(): Promise<BrowserJudge> {
    const browser = await chromium.launch(chromiumLaunchOptions());
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.route('**/*', (route) => route.abort());
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return new BrowserJudge(page, browser);
  }

  /** Uses a page the caller owns (e.g. the `page` fixture of a spec). */
  static onPage(page: Page): BrowserJudge {
    return new BrowserJudge(page, undefined);
  }

  /**
   * Loads a page. A renderer crash (it happens to multi-MB pages on a loaded machine) gets one
   * retry on a fresh page when the judge owns its browser; Locators from normalize() taken on the
   * crashed page are lost with it (callers treat that as "not measured").
   */
  async load(html: string): Promise<void> {
    try {
      await this.page.setContent(html, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    } catch (error) {
      if (!this.browser || !/crash|closed/i.test(String(error))) throw error;
      await this.page.close().catch(() => {});
      if (this.browser.isConnected()) this.page = await this.page.context().newPage();
      else {
        // The whole browser went away (out of memory on a busy machine): start a fresh one.
        const fresh = await BrowserJudge.launch();
        this.browser = fresh.browser;
        this.page = fresh.page;
      }
      this.page.setDefaultTimeout(15_000);
      await this.page.setContent(html, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    }
  }

  async resolve(selector: string): Promise<Resolution> {
    return this.resolveLocator(this.page.locator(selector));
  }

  async resolveLocator(locator: Locator): Promise<Resolution> {
    try {
      const marks = await locator.evaluateAll(
        (elements, attribute) => elements.map((element) => element.getAttribute(attribute)),
        TARGET_MARK,
      );
      return { ok: true, count: marks.length, marks };
    } catch (error) {
      return {
        ok: false,
        error: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'error',
      };
    }
  }

  /**
   * Playwright's own best-practice locator for the marked element (`locator.normalize()`), or an
   * error text. The Locator stays bound to this page, so it can be re-evaluated after the next load.
   */
  async normalize(mark: string): Promise<{ locator: Locator; code: string } | { error: string }> {
    try {
      const locator = await this.page.locator(`[${TARGET_MARK}="${mark}"]`).normalize();
      const code = locator.toString();
      if (code.includes(TARGET_MARK)) return { error: `normalize() used the harness mark: ${code}` };
      return { locator, code };
    } catch (error) {
      return { error: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'error' };
    }
  }

  async close(): Promise<void> {
    await this.browser?.close();
  }
}
