/**
 * Pages and requests for bench:speed: real corpus pages where the sizes fit, the harness's own
 * pages as a fallback, and a 5 MB page built by repeating realistic content (ids made unique per
 * copy) with one unique target inserted in the middle.
 */
import { join } from 'node:path';
import {
  type Element,
  elementChildren,
  getAttr,
  indexTree,
  parentElementOf,
  parseHtml,
} from './html-tree.js';
import { corpusDir, ownWebPages, readDir, type SourceFile } from './load.js';
import { isHandWrittenToken } from './original-locators.js';
import { findTargets } from './targets.js';

export interface SpeedCase {
  readonly label: string;
  readonly page: string;
  readonly bytes: number;
  readonly request: {
    readonly page_source: string;
    readonly existing_locators: readonly { type: string; value: string }[];
    readonly description: string;
    readonly platform: 'web';
    readonly framework: 'playwright';
  };
}

function closestBySize(files: readonly SourceFile[], bytes: number): SourceFile | undefined {
  return [...files].sort(
    (a, b) => Math.abs(a.bytes - bytes) - Math.abs(b.bytes - bytes) || a.name.localeCompare(b.name),
  )[0];
}

/**
 * A request whose locator broke the usual way: the target's id was renamed in this release. The
 * description is what a person sees. Targets with a hand-written id are preferred (middle of the page).
 */
export function brokenRequest(label: string, file: SourceFile): SpeedCase {
  const doc = parseHtml(file.source);
  const targets = findTargets(doc, indexTree(doc)).filter((target) =>
    ['button', 'link', 'textbox'].includes(target.view.role),
  );
  const withId = targets.filter((target) => {
    const id = getAttr(target.element, 'id');
    return id !== undefined && isHandWrittenToken(id) && file.source.split(`id="${id}"`).length === 2;
  });
  const pool = withId.length > 0 ? withId : targets;
  const target = pool[Math.floor(pool.length / 2)];
  if (!target) throw new Error(`${file.name}: no target`);
  const id = getAttr(target.element, 'id');
  const renamed = id && withId.length > 0;
  return {
    label,
    page: file.name,
    bytes: file.bytes,
    request: {
      page_source: renamed ? file.source.replace(`id="${id}"`, `id="${id}-v2"`) : file.source,
      existing_locators: [{ type: 'css', value: renamed ? `#${id}` : '#hw-renamed-away' }],
      description: target.view.description,
      platform: 'web',
      framework: 'playwright',
    },
  };
}

/**
 * The same page with the locator Chrome's "Copy XPath" writes for a link or button: anchored at
 * its nearest ancestor with a hand-written id, then child steps (`//*[@id="nav"]/ul/li[2]/a`).
 * That ancestor's id was renamed in this release. Selenium suites hold thousands of these; the
 * general XPath evaluator is the slowest part of the engine on large pages, so it is timed too.
 */
export function copiedXPathRequest(label: string, file: SourceFile): SpeedCase {
  const doc = parseHtml(file.source);
  const index = indexTree(doc);
  const unique = (id: string): boolean =>
    isHandWrittenToken(id) && file.source.split(`id="${id}"`).length === 2;
  const anchored = findTargets(doc, index)
    .filter((target) => ['button', 'link'].includes(target.view.role))
    .map((target) => ({ target, path: xpathFromAnchor(target.element, index, unique) }))
    .filter((entry) => entry.path !== undefined);
  const chosen = anchored[Math.floor(anchored.length / 2)];
  if (!chosen) throw new Error(`${file.name}: no target under an element with an id`);
  const { anchor, steps } = chosen.path!;
  return {
    label,
    page: file.name,
    bytes: file.bytes,
    request: {
      page_source: file.source.replace(`id="${anchor}"`, `id="${anchor}-v2"`),
      existing_locators: [{ type: 'xpath', value: `//*[@id="${anchor}"]/${steps.join('/')}` }],
      description: chosen.target.view.description,
      platform: 'web',
      framework: 'playwright',
    },
  };
}

/** The child steps from the nearest ancestor with a unique, hand-written id down to `element`. */
function xpathFromAnchor(
  element: Element,
  index: ReturnType<typeof indexTree>,
  unique: (id: string) => boolean,
): { anchor: string; steps: string[] } | undefined {
  const steps: string[] = [];
  for (let node: Element | undefined = element; node; ) {
    const parent = parentElementOf(node, index);
    if (!parent) return undefined;
    const same = elementChildren(parent).filter((child) => child.tagName === node!.tagName);
    steps.unshift(same.length > 1 ? `${node.tagName}[${same.indexOf(node) + 1}]` : node.tagName);
    const id = getAttr(parent, 'id');
    if (id !== undefined && unique(id)) return { anchor: id, steps };
    node = parent;
  }
  return undefined;
}

const UNIQUE_TARGET = `<section class="checkout-panel"><h2>Checkout</h2><p>Review your order before paying.</p><button type="button" class="btn btn-primary">Complete purchase</button></section>`;

/** ≥ `bytes` of repeated real content; ids suffixed per copy so they stay unique; one unique target. */
export function buildLargePage(seed: SourceFile, bytes: number): string {
  const bodyStart = seed.source.search(/<body[^>]*>/i);
  const bodyEnd = seed.source.search(/<\/body>/i);
  if (bodyStart < 0 || bodyEnd < 0) throw new Error(`${seed.name}: no body`);
  const open = seed.source.slice(0, seed.source.indexOf('>', bodyStart) + 1);
  const inner = seed.source.slice(seed.source.indexOf('>', bodyStart) + 1, bodyEnd);
  const copies: string[] = [];
  let size = open.length;
  for (let copy = 0; size < bytes; copy++) {
    const part = inner
      .replace(/\s(id|for)="([^"]*)"/g, (_all, attr: string, value: string) => ` ${attr}="${value}-r${copy}"`)
      .replace(/<script[\s\S]*?<\/script>/gi, '');
    copies.push(`<div class="page-copy">${part}</div>`);
    size += part.length + 30;
  }
  copies.splice(Math.floor(copies.length / 2), 0, UNIQUE_TARGET);
  return `${open}${copies.join('\n')}</body></html>`;
}

/** The pages the cases come from: the corpus's web pages, or the harness's own when it is absent. */
function speedPool(): { pool: SourceFile[]; note: string } {
  const corpus = corpusDir();
  const web = corpus ? readDir(join(corpus, 'web'), '.html') : [];
  return web.length > 0
    ? { pool: web, note: 'corpus pages' }
    : { pool: ownWebPages(), note: 'corpus absent: harness pages only (sizes will not match)' };
}

/** The 5 MB case, built from the pool's page closest to 500 KB. */
function largeCase(seed: SourceFile): SpeedCase {
  const largeSource = buildLargePage(seed, 5_000_000);
  return {
    label: 'large (5 MB)',
    page: `${seed.name} ×${Math.round(largeSource.length / seed.bytes)} + unique target`,
    bytes: Buffer.byteLength(largeSource),
    request: {
      page_source: largeSource,
      existing_locators: [{ type: 'css', value: '#complete-purchase' }],
      description: 'Complete purchase button in the Checkout section',
      platform: 'web',
      framework: 'playwright',
    },
  };
}

export function speedCases(): { cases: SpeedCase[]; large: SpeedCase; note: string } {
  const { pool, note } = speedPool();
  const small = closestBySize(pool, 50_000)!;
  const hundred = closestBySize(pool, 100_000)!;
  const typical = closestBySize(pool, 500_000)!;
  return {
    cases: [
      brokenRequest('small (~50 KB)', small),
      brokenRequest('100 KB end-to-end', hundred),
      brokenRequest('typical (~500 KB)', typical),
      copiedXPathRequest('XPath (~500 KB)', typical),
    ],
    large: largeCase(typical),
    note,
  };
}

/**
 * The 5 MB case alone, for the child process that measures it: only the seed page stays
 * referenced (the rest of the pool is dropped before the page is built), so the child's memory
 * is the engine's, not the benchmark's own inputs.
 */
export function largeSpeedCase(): SpeedCase {
  return largeCase(closestBySize(speedPool().pool, 500_000)!);
}
