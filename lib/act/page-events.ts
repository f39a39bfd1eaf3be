/**
 * One set of Playwright listeners per page, shared by every act step and workspace. Adding and
 * removing a page's first `request` / `response` / `console` listener costs a protocol round trip
 * (Playwright subscribes to those events on demand), so act subscribes once per page and fans the
 * events out to whoever is listening now. `dialog` is not shared: a listener turns off Playwright's
 * auto-dismiss, so only a running step listens for dialogs.
 */
import type { Page } from '@playwright/test';

const SHARED_EVENTS = [
  'request',
  'requestfinished',
  'requestfailed',
  'response',
  'console',
  'framenavigated',
  'domcontentloaded',
  'popup',
] as const;
export type SharedPageEvent = (typeof SHARED_EVENTS)[number];

type Listener = (value: never) => void;
const hubs = new WeakMap<Page, Map<SharedPageEvent, Set<Listener>>>();

function hubOf(page: Page): Map<SharedPageEvent, Set<Listener>> {
  let hub = hubs.get(page);
  if (hub) return hub;
  const created = new Map<SharedPageEvent, Set<Listener>>();
  for (const event of SHARED_EVENTS) {
    const listeners = new Set<Listener>();
    created.set(event, listeners);
    (page.on as (event: string, listener: (value: unknown) => void) => Page)(event, (value) => {
      for (const listener of listeners) (listener as (value: unknown) => void)(value);
    });
  }
  hubs.set(page, created);
  hub = created;
  return hub;
}

/** Listens to `event` of `page` through the shared subscription; returns the detach function. */
export function onPageEvent<T>(page: Page, event: SharedPageEvent, listener: (value: T) => void): () => void {
  const listeners = hubOf(page).get(event);
  const stored = listener as unknown as Listener;
  listeners?.add(stored);
  return () => {
    listeners?.delete(stored);
  };
}
