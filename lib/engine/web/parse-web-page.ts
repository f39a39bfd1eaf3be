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
import {
  HTML_NAMESPACE,
  type HtmlElement,
  type HtmlNode,
  type HtmlTemplate,
  isHtmlElement,
  isHtmlText,
  MATHML_NAMESPACE,
  parseHtmlDocument,
  SVG_NAMESPACE,
} from './html-parser.js';
import {
  WebElementNode,
  type WebNamespace,
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
function isCustomElementName(tag: string): boolean {
  return /^[a-z][^\sA-Z]*-[^\sA-Z]*$/.test(tag) && tag !== 'font-face' && !tag.startsWith('annotation-xml');
}

/** Where a created element lives: its parent element, or the shadow root it is a top-level child of. */
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
  const document = parseHtmlDocument(source);
  const page = new WebPageModel();
  page.sourceLength = source.length;
  const htmlElement = document.childNodes.find(isHtmlElement);
  if (!htmlElement) throw invalid('the document has no root element');

  let scopeCount = 0;
  const root = createElement(page, htmlElement, undefined, undefined, 0, 0, 0);
  // Elements are created when their parent is expanded (so text and elements keep their order in
  // `nodes`) and numbered when popped: pre-order, each host's light subtree before its shadow tree.
  const pendingElements: WebElementNode[] = [root];
  const pendingSources: HtmlElement[] = [htmlElement];
  while (pendingElements.length > 0) {
    const element = pendingElements.pop()!;
    const node = pendingSources.pop()!;
    element.index = page.elements.length;
    page.elements.push(element);

    const { shadow, lightChildren } = splitDeclarativeShadowRoot(node, element);
    // The parse5 subtree is not needed once its children are queued: let it be collected while
    // the model is built (a 5 MB page's parse5 tree and model need not be alive together).
    node.childNodes = [];
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
        page,
        shadow.content.childNodes,
        shadowRoot,
        undefined,
        element,
        scopeCount,
        element.depth + 1,
        pendingElements,
        pendingSources,
      );
    }
    expand(
      page,
      lightChildren,
      element,
      element,
      undefined,
      element.scope,
      element.depth + 1,
      pendingElements,
      pendingSources,
    );
  }
  computeSubtreeEnds(page);
  page.root = root;
  page.head = root.children.find((el) => el.tag === 'head');
  page.body = root.children.find((el) => el.tag === 'body');
  return page;
}

function createElement(
  page: WebPageModel,
  node: HtmlElement,
  parent: WebElementNode | undefined,
  host: WebElementNode | undefined,
  scope: number,
  childIndex: number,
  depth: number,
): WebElementNode {
  const element = new WebElementNode(
    page,
    node.tagName.toLowerCase(),
    namespaceOf(node.namespaceURI),
    attributesOf(node),
    scope,
    childIndex,
    depth,
  );
  element.parent = parent;
  element.host = host;
  return element;
}

/** Creates the element children of a container in order, records text, and queues the elements (reversed). */
function expand(
  page: WebPageModel,
  childNodes: readonly HtmlNode[],
  container: Container,
  parent: WebElementNode | undefined,
  host: WebElementNode | undefined,
  scope: number,
  depth: number,
  pendingElements: WebElementNode[],
  pendingSources: HtmlElement[],
): void {
  const firstQueued = pendingElements.length;
  // Leaves keep the shared empty lists: most elements have no element children.
  let children: WebElementNode[] | undefined;
  let nodes: (WebElementNode | string)[] | undefined;
  for (const child of childNodes) {
    if (isHtmlElement(child)) {
      children ??= [];
      nodes ??= [];
      const element = createElement(page, child, parent, host, scope, children.length, depth);
      children.push(element);
      nodes.push(element);
      pendingElements.push(element);
      pendingSources.push(child);
    } else if (isHtmlText(child)) {
      nodes ??= [];
      nodes.push(child.value);
    }
  }
  // Exact-size copies: a list grown by push keeps spare room (a one-child list holds 17 slots),
  // which on a 5 MB page is megabytes the model would keep for nothing.
  if (children) container.children = children.slice();
  if (nodes) container.nodes = nodes.slice();
  reverseTail(pendingElements, firstQueued);
  reverseTail(pendingSources, firstQueued);
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

/** Finds the declarative shadow root template of a host (the first valid one) and the remaining light children. */
function splitDeclarativeShadowRoot(
  node: HtmlElement,
  element: WebElementNode,
): { shadow: HtmlTemplate | 'closed' | undefined; lightChildren: readonly HtmlNode[] } {
  const children = node.childNodes;
  if (
    element.namespace !== 'html' ||
    !(VALID_SHADOW_HOSTS.has(element.tag) || isCustomElementName(element.tag))
  )
    return { shadow: undefined, lightChildren: children };
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (!isHtmlElement(child) || child.tagName !== 'template' || child.namespaceURI !== HTML_NAMESPACE)
      continue;
    const mode = declarativeShadowMode(child);
    if (!mode) continue;
    const lightChildren = children.slice(0, i).concat(children.slice(i + 1));
    return { shadow: mode === 'closed' ? 'closed' : (child as HtmlTemplate), lightChildren };
  }
  return { shadow: undefined, lightChildren: children };
}

function declarativeShadowMode(template: HtmlElement): 'open' | 'closed' | undefined {
  let legacy: string | undefined;
  for (const attr of template.attrs) {
    if (attr.name === 'shadowrootmode') {
      const value = attr.value.toLowerCase();
      return value === 'open' || value === 'closed' ? value : undefined;
    }
    if (attr.name === 'shadowroot') legacy = attr.value.toLowerCase();
  }
  return legacy === 'open' || legacy === 'closed' ? legacy : undefined;
}

/** Shared by every element without attributes (frozen: the model is read-only once built). */
const NO_ATTRIBUTES: Record<string, string> = Object.freeze(Object.create(null));

function attributesOf(node: HtmlElement): Record<string, string> {
  if (node.attrs.length === 0) return NO_ATTRIBUTES;
  const attributes: Record<string, string> = Object.create(null);
  for (const attr of node.attrs) {
    const name = attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
    if (attributes[name] === undefined) attributes[name] = attr.value;
  }
  return attributes;
}

function namespaceOf(uri: string): WebNamespace {
  if (uri === SVG_NAMESPACE) return 'svg';
  if (uri === MATHML_NAMESPACE) return 'mathml';
  return 'html';
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
