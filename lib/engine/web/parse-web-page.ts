/**
 * parseWebPage: HTML source → WebPage, parsed once, spec-compliantly (parse5), with declarative
 * shadow DOM applied the way a browser's parser does it:
 *
 * - `<template shadowrootmode="open|closed">` as a child of a valid shadow host becomes that
 *   host's shadow root (HTML § 13.2.6.4.4 "in head" → start tag template, and DOM § 4.2.14
 *   "attach a shadow root"): the template itself is not a light child, only the first such
 *   template per host attaches, later ones stay inert templates, invalid hosts keep an inert template.
 * - Legacy `shadowroot="open|closed"` (Chrome < 124) is honoured when `shadowrootmode` is absent.
 * - Closed roots: the host is recorded (`closedShadowHosts`), its content is kept out of the model.
 *
 * Every walk here is iterative, so 10k-deep nesting never grows the JS call stack.
 */
import { HealwrightError } from '../../errors.js';
import { type DraftNode, DraftText, flatten, parseHtmlDraft } from './html-parser.js';
import {
  NO_ELEMENTS,
  NO_NODES,
  WebElementNode,
  type WebPage,
  WebPageModel,
  WebShadowRootNode,
} from './web-page.js';

/** DOM § 4.2.14 attachShadow: the built-in elements that may host a shadow root. */
const VALID_SHADOW_HOSTS = new Set([
  'article',
  'aside',
  'blockquote',
  'body',
  'div',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'main',
  'nav',
  'p',
  'section',
  'span',
]);

/** HTML § 4.13.2 valid custom element name (simplified: lowercase ASCII start, contains a hyphen). */
export function isCustomElementName(tag: string): boolean {
  return /^[a-z][^\sA-Z]*-[^\sA-Z]*$/.test(tag) && tag !== 'font-face' && !tag.startsWith('annotation-xml');
}

/** Where a placed element lives: its parent element, or the shadow root it is a top-level child of. */
type Container = { children: WebElementNode[]; nodes: (WebElementNode | string)[] };

/**
 * Parses an HTML page source into the page model.
 *
 * @example
 * const page = parseWebPage('<button id="save">Save</button>');
 * page.elements.find((el) => el.tag === 'button')?.name; // 'Save'
 * @throws HealwrightError INVALID_PAGE_SOURCE (400) for empty, non-HTML (JSON, Appium XML) or element-less input.
 */
export function parseWebPage(source: string): WebPage {
  rejectNonHtml(source);
  const page = new WebPageModel();
  page.sourceLength = source.length;
  // The parser drafts the model's elements; this pass numbers them and gives each its place.
  const draft = parseHtmlDraft(source, page);
  const root = draft.documentNodes.find(isDraftElement);
  if (!root) throw invalid('the document has no root element');
  place(root, undefined, undefined, 0, 0, 0);

  let scopeCount = 0;
  // Elements are placed when their parent is expanded (so text and elements keep their order in
  // `nodes`) and numbered when popped: pre-order, each host's light subtree before its shadow tree.
  const pending: WebElementNode[] = [root];
  while (pending.length > 0) {
    const element = pending.pop()!;
    element.index = page.elements.length;
    page.elements.push(element);

    const draftNodes = element.nodes as unknown as readonly DraftNode[];
    const template = declarativeShadowTemplate(element, draftNodes);
    const shadow = template && declarativeShadowMode(template);
    if (shadow === 'closed') {
      element.hasClosedShadowRoot = true;
      page.closedShadowHosts.push(element);
    } else if (shadow) {
      scopeCount += 1;
      const shadowRoot = new WebShadowRootNode(scopeCount, element);
      element.shadowRoot = shadowRoot;
      page.shadowHosts.push(element);
      page.shadowRoots.push(shadowRoot);
      // Pushed first so they are numbered after the whole light subtree.
      expand(
        draft.templateContent(template!),
        undefined,
        shadowRoot,
        undefined,
        element,
        scopeCount,
        element.depth + 1,
        pending,
      );
    }
    expand(draftNodes, template, element, element, undefined, element.scope, element.depth + 1, pending);
  }
  computeSubtreeEnds(page);
  page.root = root;
  page.head = root.children.find((el) => el.tag === 'head');
  page.body = root.children.find((el) => el.tag === 'body');
  return page;
}

function isDraftElement(node: DraftNode): node is WebElementNode {
  return node instanceof WebElementNode;
}

function place(
  element: WebElementNode,
  parent: WebElementNode | undefined,
  host: WebElementNode | undefined,
  scope: number,
  childIndex: number,
  depth: number,
): void {
  element.parent = parent;
  element.host = host;
  element.scope = scope;
  element.childIndex = childIndex;
  element.depth = depth;
}

/**
 * Gives a container its final child lists from its draft nodes (text as strings, comments and the
 * shadow root's template left out), places the element children and queues them (reversed).
 */
function expand(
  draftNodes: readonly DraftNode[],
  shadowTemplate: WebElementNode | undefined,
  container: Container,
  parent: WebElementNode | undefined,
  host: WebElementNode | undefined,
  scope: number,
  depth: number,
  pending: WebElementNode[],
): void {
  const firstQueued = pending.length;
  // Leaves keep the shared empty lists: most elements have no element children.
  let children: WebElementNode[] | undefined;
  let nodes: (WebElementNode | string)[] | undefined;
  for (const child of draftNodes) {
    if (child instanceof WebElementNode) {
      if (child === shadowTemplate) continue;
      children ??= [];
      nodes ??= [];
      place(child, parent, host, scope, children.length, depth);
      children.push(child);
      nodes.push(child);
      pending.push(child);
    } else if (child instanceof DraftText) {
      nodes ??= [];
      nodes.push(flatten(child.value));
    }
  }
  // Exact-size copies: a list grown by push keeps spare room (a one-child list holds 17 slots),
  // which on a 5 MB page is megabytes the model would keep for nothing.
  container.children = children ? children.slice() : NO_ELEMENTS;
  container.nodes = nodes ? nodes.slice() : NO_NODES;
  reverseTail(pending, firstQueued);
}

function reverseTail<T>(list: T[], from: number): void {
  for (let i = from, j = list.length - 1; i < j; i++, j--) {
    const swap = list[i]!;
    list[i] = list[j]!;
    list[j] = swap;
  }
}

/** `end` (last index of the composed subtree) and shadow `start`, bottom-up in one reverse pass. */
function computeSubtreeEnds(page: WebPageModel): void {
  const elements = page.elements;
  for (let i = elements.length - 1; i >= 0; i--) {
    const el = elements[i]!;
    const lastShadow = el.shadowRoot?.children[el.shadowRoot.children.length - 1];
    const lastLight = el.children[el.children.length - 1];
    el.end = lastShadow ? lastShadow.end : lastLight ? lastLight.end : el.index;
    if (el.shadowRoot) el.shadowRoot.start = el.shadowRoot.children[0]?.index ?? el.end + 1;
  }
}

/** The first `<template>` child of a valid shadow host that declares a shadow root mode. */
function declarativeShadowTemplate(
  element: WebElementNode,
  draftNodes: readonly DraftNode[],
): WebElementNode | undefined {
  if (
    element.namespace !== 'html' ||
    !(VALID_SHADOW_HOSTS.has(element.tag) || isCustomElementName(element.tag))
  )
    return undefined;
  for (const child of draftNodes) {
    if (!(child instanceof WebElementNode) || child.tag !== 'template' || child.namespace !== 'html')
      continue;
    if (declarativeShadowMode(child)) return child;
  }
  return undefined;
}

function declarativeShadowMode(template: WebElementNode): 'open' | 'closed' | undefined {
  const mode = template.attributes.shadowrootmode ?? template.attributes.shadowroot;
  const value = mode?.toLowerCase();
  return value === 'open' || value === 'closed' ? value : undefined;
}

/** Cheap checks that the input is an HTML document at all, with a reason a person can act on. */
function rejectNonHtml(source: string): void {
  if (typeof source !== 'string') throw invalid('page source must be a string');
  const head = source.slice(0, 2048).trimStart();
  if (head.length === 0) throw invalid('page source is empty');
  if (head.startsWith('{') || head.startsWith('[')) {
    throw invalid('page source looks like JSON, not HTML');
  }
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(hierarchy|AppiumAUT|XCUIElementType\w*)[\s>/]/.test(head)) {
    throw invalid('page source is an Appium XML hierarchy, not HTML (use the native engine)');
  }
  if (/^<\?xml/.test(head) && !/<html[\s>]/i.test(source.slice(0, 65536))) {
    throw invalid('page source is an XML document, not HTML');
  }
  if (!/<[a-zA-Z]/.test(source)) throw invalid('page source contains no HTML elements');
}

function invalid(reason: string): HealwrightError {
  return new HealwrightError('INVALID_PAGE_SOURCE', `Invalid page source: ${reason}`, {
    status: 400,
    details: { reason },
  });
}
