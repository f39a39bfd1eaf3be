/**
 * Page capture for the engine: the document of a page or frame with its open shadow roots
 * serialized declaratively (`<template shadowrootmode="open">`), which is what the engine parses.
 * Closed shadow roots cannot be reached by any script; `detectClosedShadowRoots` finds them
 * (Chromium, through the DevTools protocol) so a refusal can name them.
 */
import type { Frame, Locator, Page } from '@playwright/test';
import {
  ELEMENT_PATH,
  INSPECT_ELEMENTS,
  type LiveInspection,
  type PageSnapshot,
  SNAPSHOT_DOCUMENT,
} from './page-scripts.js';

export type { LiveInspection, PageSnapshot } from './page-scripts.js';

export interface CapturedPage extends PageSnapshot {
  /** Wall-clock milliseconds the capture took (measured by the caller's side). */
  readonly elapsed_ms: number;
}

/**
 * Captures the document of `target` (a page's main frame or any frame).
 *
 * @example
 * const { html } = await capturePage(page);
 * const result = await heal({ page_source: html, existing_locators: [{ value: '#buy' }] });
 */
export async function capturePage(target: Page | Frame): Promise<CapturedPage> {
  const started = performance.now();
  const snapshot = await target.evaluate(SNAPSHOT_DOCUMENT);
  return { ...snapshot, elapsed_ms: Math.round(performance.now() - started) };
}

/**
 * The engine-format path (`0/1/4/#shadow/0/2`) of the one element `locator` resolves to.
 * Waits like any locator action (use `timeout` to bound it).
 */
export async function elementPath(locator: Locator, options: { timeout?: number } = {}): Promise<string> {
  return locator.evaluate(ELEMENT_PATH, undefined, options);
}

/**
 * One live round trip, no waiting: how many elements `locator` matches and, when exactly one,
 * its facts (tag, role, accessible name, text, attributes) and path.
 */
export async function inspectLocator(locator: Locator): Promise<LiveInspection> {
  return locator.evaluateAll(INSPECT_ELEMENTS);
}

export interface ClosedShadowRoots {
  readonly count: number;
  /** Short descriptions of the hosts, e.g. `<x-card id="promo">`. At most 10. */
  readonly hosts: readonly string[];
}

interface CdpNode {
  readonly nodeName?: string;
  readonly localName?: string;
  readonly attributes?: readonly string[];
  readonly shadowRootType?: string;
  readonly children?: readonly CdpNode[];
  readonly shadowRoots?: readonly CdpNode[];
  readonly contentDocument?: CdpNode;
}

/**
 * Counts closed shadow roots in the page (all frames) through the Chrome DevTools protocol.
 * Returns undefined where that is not available (Firefox, WebKit).
 */
export async function detectClosedShadowRoots(page: Page): Promise<ClosedShadowRoots | undefined> {
  let session: Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>;
  try {
    session = await page.context().newCDPSession(page);
  } catch {
    return undefined;
  }
  try {
    const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: CdpNode;
    };
    const hosts: string[] = [];
    let count = 0;
    const walk = (node: CdpNode): void => {
      for (const shadow of node.shadowRoots ?? []) {
        if (shadow.shadowRootType === 'closed') {
          count += 1;
          if (hosts.length < 10) hosts.push(describeCdpNode(node));
        }
        walk(shadow);
      }
      for (const child of node.children ?? []) walk(child);
      if (node.contentDocument) walk(node.contentDocument);
    };
    walk(root);
    return { count, hosts };
  } catch {
    return undefined;
  } finally {
    await session.detach().catch(() => undefined);
  }
}

function describeCdpNode(node: CdpNode): string {
  const name = node.localName || node.nodeName?.toLowerCase() || '?';
  const attributes = node.attributes ?? [];
  const shown: string[] = [];
  for (let i = 0; i + 1 < attributes.length; i += 2) {
    if (attributes[i] === 'id' || attributes[i] === 'class' || attributes[i]?.startsWith('data-test')) {
      shown.push(`${attributes[i]}="${attributes[i + 1]}"`);
    }
  }
  return `<${name}${shown.length ? ` ${shown.join(' ')}` : ''}>`;
}
