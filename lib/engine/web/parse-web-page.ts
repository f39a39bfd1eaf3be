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

type Frame =
  | {
      readonly kind: 'element';
      readonly source: HtmlElement;
      readonly parent: WebElementNode | undefined;
      readonly host: WebElementNode | undefined;
      readonly container: { children: WebElementNode[]; nodes: (WebElementNode | string)[] } | undefined;
      readonly scope: number;
      readonly depth: number;
    }
  | { readonly kind: 'text'; readonly value: string; readonly nodes: (WebElementNode | string)[] }
  | { readonly kind: 'shadow'; readonly root: WebShadowRootNode; readonly content: readonly HtmlNode[] }
  | { readonly kind: 'exit'; readonly element: WebElementNode };

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
  const stack: Frame[] = [
    {
      kind: 'element',
      source: htmlElement,
      parent: undefined,
      host: undefined,
      container: undefined,
      scope: 0,
      depth: 0,
    },
  ];
  const documentChildren: WebElementNode[] = [];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.kind === 'text') {
      frame.nodes.push(frame.value);
      continue;
    }
    if (frame.kind === 'exit') {
      frame.element.end = page.elements.length - 1;
      continue;
    }
    if (frame.kind === 'shadow') {
      frame.root.start = page.elements.length;
      pushChildren(
        stack,
        frame.content,
        undefined,
        frame.root.host,
        frame.root,
        frame.root.scope,
        frame.root.host.depth + 1,
      );
      continue;
    }
    const { source: node, parent, host, container, scope, depth } = frame;
    const siblings = container?.children ?? documentChildren;
    const element = new WebElementNode(
      page,
      node.tagName.toLowerCase(),
      namespaceOf(node.namespaceURI),
      attributesOf(node),
      scope,
      siblings.length,
      depth,
    );
    element.parent = parent;
    element.host = host;
    element.index = page.elements.length;
    page.elements.push(element);
    siblings.push(element);
    container?.nodes.push(element);

    const { shadow, lightChildren } = splitDeclarativeShadowRoot(node, element);
    stack.push({ kind: 'exit', element });
    if (shadow === 'closed') {
      element.hasClosedShadowRoot = true;
      page.closedShadowHosts.push(element);
    } else if (shadow) {
      scopeCount += 1;
      const root = new WebShadowRootNode(scopeCount, element);
      element.shadowRoot = root;
      page.shadowHosts.push(element);
      page.shadowRoots.push(root);
      stack.push({ kind: 'shadow', root, content: shadow.content.childNodes });
    }
    pushChildren(stack, lightChildren, element, undefined, element, scope, depth + 1);
  }
  const root = page.elements[0];
  if (!root) throw invalid('the document has no elements');
  page.root = root;
  page.head = root.children.find((el) => el.tag === 'head');
  page.body = root.children.find((el) => el.tag === 'body');
  return page;
}

/** Pushes child frames in reverse so they pop in document order. */
function pushChildren(
  stack: Frame[],
  childNodes: readonly HtmlNode[],
  parent: WebElementNode | undefined,
  host: WebElementNode | undefined,
  container: { children: WebElementNode[]; nodes: (WebElementNode | string)[] },
  scope: number,
  depth: number,
): void {
  for (let i = childNodes.length - 1; i >= 0; i--) {
    const child = childNodes[i]!;
    if (isHtmlElement(child)) {
      stack.push({ kind: 'element', source: child, parent, host, container, scope, depth });
    } else if (isHtmlText(child)) {
      stack.push({ kind: 'text', value: child.value, nodes: container.nodes });
    }
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

function attributesOf(node: HtmlElement): Record<string, string> {
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
