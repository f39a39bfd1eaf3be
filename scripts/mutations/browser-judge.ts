/**
 * Chromium as the judge: whether a locator matches exactly the marked element is decided by
 * Playwright itself in a real browser (text=, getByRole, CSS piercing shadow roots, XPath), not by
 * a re-implementation that could agree with the engine's own mistakes. Pages are loaded with
 * navigation (declarative shadow roots included); scripts are emptied by the caller and every
 * other request is aborted, so nothing is fetched. JavaScript stays ENABLED, as in a Playwright test
 * run, because the HTML parser's scripting flag decides what `<noscript>` is: with JavaScript on
 * its content is raw text, not elements (the engine parses the same way). The page is served
 * with `Content-Security-Policy: script-src 'none'`, so no inline handler or script runs.
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

/** The one URL the owned judge serves; every other request is aborted. */
const JUDGE_URL = 'http://healwright-judge.invalid/page.html';

export class BrowserJudge {
  private constructor(
    public page: Page,
    private browser: Browser | undefined,
    /** What an owned judge serves at JUDGE_URL on the next load. */
    private readonly served: { html: string },
  ) {}

  /** Launches its own Chromium (closed by `close()`). */
  static async launch(): Promise<BrowserJudge> {
    const browser = await chromium.launch(chromiumLaunchOptions());
    const served = { html: '' };
    return new BrowserJudge(await BrowserJudge.openPage(browser, served), browser, served);
  }

  /** A fresh context whose only answered request is the navigation to JUDGE_URL. */
  private static async openPage(browser: Browser, served: { html: string }): Promise<Page> {
    const context = await browser.newContext();
    await context.route('**/*', (route) =>
      route.request().url() === JUDGE_URL && route.request().isNavigationRequest()
        ? route.fulfill({
            status: 200,
            contentType: 'text/html; charset=utf-8',
            headers: { 'content-security-policy': "script-src 'none'" },
            body: served.html,
          })
        : route.abort(),
    );
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  /** Uses a page the caller owns (e.g. the `page` fixture of a spec). */
  static onPage(page: Page): BrowserJudge {
    return new BrowserJudge(page, undefined, { html: '' });
  }

  /**
   * Loads a page. A renderer crash (it happens to multi-MB pages on a loaded machine) gets one
   * retry on a fresh page when the judge owns its browser; Locators from normalize() taken on the
   * crashed page are lost with it (callers treat that as "not measured").
   */
  async load(html: string): Promise<void> {
    try {
      await this.show(html);
    } catch (error) {
      if (!this.browser || !/crash|closed/i.test(String(error))) throw error;
      await this.page.close().catch(() => {});
      if (this.browser.isConnected()) this.page = await this.page.context().newPage();
      else {
        // The whole browser went away (out of memory on a busy machine): start a fresh one.
        this.browser = await chromium.launch(chromiumLaunchOptions());
        this.page = await BrowserJudge.openPage(this.browser, this.served);
      }
      this.page.setDefaultTimeout(15_000);
      await this.show(html);
    }
  }

  /** An owned judge navigates to its served URL; a borrowed page (a spec's) gets `setContent`. */
  private async show(html: string): Promise<void> {
    if (!this.browser) {
      await this.page.setContent(html, { waitUntil: 'domcontentloaded', timeout: 120_000 });
      return;
    }
    this.served.html = html;
    await this.page.goto(JUDGE_URL, { waitUntil: 'domcontentloaded', timeout: 120_000 });
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
