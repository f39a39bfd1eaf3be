/**
 * Watching what one step does, live: Playwright's request/response events, navigation, popups,
 * dialogs, and the named regions (role + name of the nearest landmark or live region) that a
 * MutationObserver in the page saw change. A step is finished when its requests are done, no
 * navigation is pending and the page has had no mutation for 100 ms — or, on replay, as soon as
 * the recorded effect has fully happened and nothing is in flight.
 */
import type { BrowserContext, Dialog, Frame, Page, Request } from '@playwright/test';
import {
  coversEffect,
  createRequestFilter,
  type EffectFilter,
  normalizePath,
  statusClass,
} from './effect-rules.js';
import { onPageEvent } from './page-events.js';
import type { EffectsMode, RequestEffect, StepEffect } from './types.js';

const BINDING = '__healwrightActMutation';
/** No mutation, request or navigation for this long: the step is done (recording, or a mismatch). */
export const QUIET_MS = 100;
const POLL_MS = 5;

/**
 * The page side: a MutationObserver (started once the document is parsed, so loading a page is not
 * a "change") that reports the regions it saw change, batched per microtask, to the binding.
 */
export const REGION_OBSERVER_SCRIPT = `(() => {
  if (window.__healwrightActObserver) return;
  const LIVE_ROLES = ['status', 'alert', 'log', 'marquee', 'timer', 'alertdialog', 'dialog'];
  const LANDMARKS = ['main', 'navigation', 'banner', 'contentinfo', 'complementary', 'search', 'region', 'form'];
  const NAMED_ONLY = ['region', 'form'];
  const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim().slice(0, 80);
  const implicit = (el) => {
    switch (el.localName) {
      case 'main': return 'main';
      case 'nav': return 'navigation';
      case 'aside': return 'complementary';
      case 'form': return 'form';
      case 'section': return 'region';
      case 'search': return 'search';
      case 'dialog': return 'dialog';
      case 'output': return 'status';
      case 'header': return el.closest('article,aside,main,nav,section') ? '' : 'banner';
      case 'footer': return el.closest('article,aside,main,nav,section') ? '' : 'contentinfo';
      default: return '';
    }
  };
  const nameOf = (el) => {
    const ids = el.getAttribute('aria-labelledby');
    if (ids) {
      const root = el.getRootNode();
      const text = ids.split(/\\s+/).map((id) => { const t = root.getElementById ? root.getElementById(id) : document.getElementById(id); return t ? t.textContent : ''; }).join(' ');
      if (norm(text)) return norm(text);
    }
    return norm(el.getAttribute('aria-label'));
  };
  const parentOf = (el) => el.parentElement || (el.parentNode && el.parentNode.host) || null;
  const regionOf = (node) => {
    let el = node.nodeType === 1 ? node : node.parentElement || (node.parentNode && node.parentNode.host);
    while (el) {
      const role = (el.getAttribute('role') || '').split(/\\s+/)[0] || implicit(el);
      const live = el.getAttribute('aria-live');
      const name = nameOf(el);
      if ((live && live !== 'off') || LIVE_ROLES.includes(role)) return (role || 'region') + (name ? ' "' + name + '"' : '');
      if (LANDMARKS.includes(role) && (!NAMED_ONLY.includes(role) || name)) return role + (name ? ' "' + name + '"' : '');
      el = parentOf(el);
    }
    return 'document';
  };
  const pending = new Set();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const regions = Array.from(pending);
    pending.clear();
    const send = window.${BINDING};
    if (typeof send === 'function') send(regions).catch(() => {});
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) pending.add(regionOf(record.target));
    if (!scheduled) { scheduled = true; queueMicrotask(flush); }
  });
  const start = () => observer.observe(document, {
    subtree: true, childList: true, characterData: true, attributes: true,
    attributeFilter: ['hidden', 'aria-hidden', 'aria-expanded', 'aria-busy', 'aria-checked', 'aria-selected', 'aria-pressed', 'aria-invalid', 'disabled', 'open', 'value', 'checked'],
  });
  Object.defineProperty(window, '__healwrightActObserver', { value: observer, enumerable: false });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
})();`;

type RegionListener = (regions: readonly string[]) => void;
const regionListeners = new WeakMap<Page, Set<RegionListener>>();
const installedContexts = new WeakSet<BrowserContext>();
const evaluatedPages = new WeakSet<Page>();

/**
 * Installs the region observer in `page`'s context (once per context) and in the page's current
 * frames. Idempotent.
 */
export async function installEffectObserver(page: Page): Promise<void> {
  const context = page.context();
  if (!installedContexts.has(context)) {
    installedContexts.add(context);
    await context.exposeBinding(BINDING, (source: { page: Page }, regions: unknown) => {
      if (!Array.isArray(regions)) return;
      for (const listener of regionListeners.get(source.page) ?? []) listener(regions as string[]);
    });
    await context.addInitScript(REGION_OBSERVER_SCRIPT);
  }
  // Documents loaded before the init script was added need it once; later ones get it at load.
  if (evaluatedPages.has(page)) return;
  evaluatedPages.add(page);
  await Promise.all(
    page.frames().map((frame: Frame) => frame.evaluate(REGION_OBSERVER_SCRIPT).catch(() => undefined)),
  );
}

export interface SettleOptions {
  /** Replay: stop as soon as this effect has happened and nothing is in flight. */
  readonly expected?: StepEffect;
  readonly mode?: EffectsMode;
  /** Give up after this long. */
  readonly maxMs: number;
}

export type SettleResult =
  | { readonly kind: 'settled'; readonly effect: StepEffect }
  | {
      readonly kind: 'still-running';
      readonly effect: StepEffect;
      readonly running: readonly string[];
      readonly waitedMs: number;
    };

/** One step's observation. Create it before the action; `settle()` after; always `stop()`. */
export class StepObservation {
  private readonly counts: (url: string, resourceType: string) => boolean;
  private readonly requests: {
    request: Request;
    effect: { method: string; path: string; status?: string };
  }[] = [];
  private readonly inflight = new Set<Request>();
  private readonly regions = new Set<string>();
  private navigation: string | undefined;
  private navigationPending = false;
  private popup = false;
  private dialog: string | undefined;
  private lastActivity = performance.now();
  private readonly detach: (() => void)[] = [];
  private readonly page: Page;

  constructor(page: Page, filter: EffectFilter = {}) {
    this.page = page;
    this.counts = createRequestFilter(filter);
    const onRequest = (request: Request): void => {
      this.lastActivity = performance.now();
      if (request.isNavigationRequest()) {
        if (request.frame() === page.mainFrame()) {
          this.navigationPending = true;
          this.inflight.add(request);
        }
        return;
      }
      if (!this.counts(request.url(), request.resourceType())) return;
      this.inflight.add(request);
      this.requests.push({
        request,
        effect: { method: request.method(), path: normalizePath(request.url()) },
      });
    };
    const onDone = (request: Request, failed: boolean): void => {
      this.lastActivity = performance.now();
      if (!this.inflight.delete(request)) return;
      const entry = this.requests.find((item) => item.request === request);
      if (!entry) {
        if (failed) this.navigationPending = false;
        return;
      }
      if (failed) entry.effect.status = 'failed';
      else
        void request
          .response()
          .then((response) => {
            entry.effect.status = statusClass(response?.status());
          })
          .catch(() => {
            entry.effect.status = 'failed';
          });
    };
    const onFinished = (request: Request): void => onDone(request, false);
    const onFailed = (request: Request): void => onDone(request, true);
    const onNavigated = (frame: Frame): void => {
      if (frame !== page.mainFrame()) return;
      this.lastActivity = performance.now();
      this.navigation = normalizePath(frame.url());
      this.navigationPending = true;
    };
    const onLoaded = (): void => {
      this.lastActivity = performance.now();
      this.navigationPending = false;
    };
    const onPopup = (): void => {
      this.lastActivity = performance.now();
      this.popup = true;
    };
    const onDialog = (dialog: Dialog): void => {
      this.lastActivity = performance.now();
      this.dialog = dialog.type();
      // A listener takes over Playwright's auto-dismiss; accept so the page is not left blocked.
      void dialog.accept().catch(() => undefined);
    };
    const onRegions: RegionListener = (regions) => {
      this.lastActivity = performance.now();
      for (const region of regions) this.regions.add(region);
    };
    const detachShared = [
      onPageEvent(page, 'request', onRequest),
      onPageEvent(page, 'requestfinished', onFinished),
      onPageEvent(page, 'requestfailed', onFailed),
      onPageEvent(page, 'framenavigated', onNavigated),
      onPageEvent(page, 'domcontentloaded', onLoaded),
      onPageEvent(page, 'popup', onPopup),
    ];
    page.on('dialog', onDialog);
    let listeners = regionListeners.get(page);
    if (!listeners) {
      listeners = new Set();
      regionListeners.set(page, listeners);
    }
    listeners.add(onRegions);
    this.detach.push(() => {
      for (const detach of detachShared) detach();
      page.off('dialog', onDialog);
      regionListeners.get(page)?.delete(onRegions);
    });
  }

  /** Marks the end of the action (the quiet period counts from here). */
  actionDone(): void {
    this.lastActivity = performance.now();
  }

  /** The effect so far (requests without a status yet are left out). */
  effect(): StepEffect {
    const requests: RequestEffect[] = this.requests
      .filter((item) => item.effect.status !== undefined)
      .map((item) => ({
        method: item.effect.method,
        path: item.effect.path,
        status: item.effect.status ?? '',
      }));
    return {
      requests,
      ...(this.navigation ? { navigation: this.navigation } : {}),
      ...(this.popup ? { popup: true } : {}),
      ...(this.dialog ? { dialog: this.dialog } : {}),
      // A navigation replaces the document: its regions are the new page, not a change.
      regions: this.navigation ? [] : [...this.regions].sort(),
    };
  }

  private busy(): boolean {
    return (
      this.inflight.size > 0 ||
      this.navigationPending ||
      this.requests.some((item) => item.effect.status === undefined)
    );
  }

  /** Waits until the step is finished (see the file comment) or `maxMs` passes. */
  async settle(options: SettleOptions): Promise<SettleResult> {
    const started = performance.now();
    for (;;) {
      const now = performance.now();
      const busy = this.busy();
      if (
        !busy &&
        options.expected &&
        coversEffect(options.expected, this.effect(), options.mode ?? 'strict')
      ) {
        return { kind: 'settled', effect: this.effect() };
      }
      if (!busy && now - this.lastActivity >= QUIET_MS) {
        // Quiet by the clock is not quiet in the page: on a loaded machine the page's handler for
        // the last response (`location = '/products'` after a login POST) may not have run yet.
        // One turn of the page's event loop lets it; anything it starts counts as activity.
        const before = this.lastActivity;
        await this.pageTurn(Math.max(0, options.maxMs - (now - started)));
        if (this.lastActivity === before && !this.busy()) return { kind: 'settled', effect: this.effect() };
        continue;
      }
      if (now - started >= options.maxMs) {
        if (!busy) return { kind: 'settled', effect: this.effect() };
        const running = [...this.inflight].map(
          (request) => `${request.method()} ${normalizePath(request.url())}`,
        );
        if (running.length === 0 && this.navigationPending) running.push('navigation');
        return { kind: 'still-running', effect: this.effect(), running, waitedMs: Math.round(now - started) };
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** One task of the page's event loop (bounded: a page busy past `maxMs`, or gone, ends the wait). */
  private async pageTurn(maxMs: number): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      this.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, maxMs);
      }),
    ]);
    clearTimeout(timer);
  }

  stop(): void {
    for (const detach of this.detach.splice(0)) detach();
  }
}
