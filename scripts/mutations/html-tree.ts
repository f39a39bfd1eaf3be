/**
 * Small helpers over parse5's default tree: the mutators edit pages in memory with these, and the
 * harness computes element paths in the agreed format (element-child indexes from the document,
 * '#shadow' entering an open shadow root) with them. Declarative shadow roots
 * (`<template shadowrootmode="open">` as a host's child) are treated the way a browser builds them:
 * the template is not an element child of the host; its content is the host's shadow root.
 */
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, html, parse, serialize } from 'parse5';

export type Document = DefaultTreeAdapterTypes.Document;
export type Element = DefaultTreeAdapterTypes.Element;
export type Node = DefaultTreeAdapterTypes.Node;
export type ParentNode = DefaultTreeAdapterTypes.ParentNode;
export type Fragment = DefaultTreeAdapterTypes.DocumentFragment;
type Template = DefaultTreeAdapterTypes.Template;

/** The private attribute that tracks the target's identity through mutations (stripped before healing). */
export const TARGET_MARK = 'data-hw-target';

export function parseHtml(source: string): Document {
  return parse(source);
}

export function serializeHtml(doc: Document): string {
  return serialize(doc);
}

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function isTemplate(node: Node): node is Template {
  return isElement(node) && node.tagName === 'template' && 'content' in node;
}

/** True for a `<template shadowrootmode="open|closed">` that becomes its parent's shadow root. */
export function isShadowTemplate(node: Node): boolean {
  return isTemplate(node) && getAttr(node, 'shadowrootmode') !== undefined;
}

/** The open shadow root (template content) of a host, if it has a declarative one. */
export function shadowRootOf(host: Element): Fragment | undefined {
  const template = host.childNodes.find((child) => isShadowTemplate(child));
  if (!template || !isTemplate(template)) return undefined;
  return getAttr(template, 'shadowrootmode') === 'open' ? template.content : undefined;
}

/** Element children as a browser sees them (the declarative shadow template excluded). */
export function elementChildren(parent: ParentNode): Element[] {
  return parent.childNodes.filter((child): child is Element => isElement(child) && !isShadowTemplate(child));
}

export function getAttr(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

export function setAttr(element: Element, name: string, value: string): void {
  const existing = element.attrs.find((attr) => attr.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

export function removeAttr(element: Element, name: string): void {
  element.attrs = element.attrs.filter((attr) => attr.name !== name);
}

export function classesOf(element: Element): string[] {
  return (getAttr(element, 'class') ?? '').split(/\s+/).filter(Boolean);
}

/** Maps each template content fragment back to its template, so paths can climb out of shadow roots. */
export interface TreeIndex {
  readonly templateOf: Map<Fragment, Element>;
}

export function indexTree(doc: Document): TreeIndex {
  const templateOf = new Map<Fragment, Element>();
  const visit = (node: ParentNode): void => {
    for (const child of node.childNodes) {
      if (isTemplate(child)) {
        templateOf.set(child.content, child);
        visit(child.content);
      }
      if (isElement(child)) visit(child);
    }
  };
  visit(doc);
  return { templateOf };
}

/** The parent element, climbing from a shadow root to its host; undefined at the document. */
export function parentElementOf(node: Node, index: TreeIndex): Element | undefined {
  const parent = (node as { parentNode?: ParentNode | null }).parentNode;
  if (!parent) return undefined;
  if (isElement(parent)) return parent;
  if (parent.nodeName === '#document-fragment') {
    const template = index.templateOf.get(parent as Fragment);
    if (!template) return undefined;
    return isShadowTemplate(template) ? ((template.parentNode as Element | null) ?? undefined) : template;
  }
  return undefined;
}

/** Every element in document order, descending into open shadow roots and template contents. */
export function allElements(root: ParentNode): Element[] {
  const out: Element[] = [];
  const visit = (node: ParentNode): void => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      out.push(child);
      if (isTemplate(child)) visit(child.content);
      visit(child);
    }
  };
  visit(root);
  return out;
}

export function findMarked(doc: Document, markValue: string): Element | undefined {
  return allElements(doc).find((element) => getAttr(element, TARGET_MARK) === markValue);
}

/**
 * Removes every harness mark under `root` (the engine must never see one), and the root's own
 * when it is an element (a decoy's copy of the target).
 */
export function stripMarks(root: ParentNode): void {
  if (isElement(root)) removeAttr(root, TARGET_MARK);
  for (const element of allElements(root)) removeAttr(element, TARGET_MARK);
}

/**
 * The agreed element path: element-child indexes from the document joined by '/', '#shadow' entering
 * the previous element's open shadow root (e.g. `0/1/4/#shadow/0/2`). Undefined for nodes inside a
 * plain (inert) template.
 */
export function elementPath(element: Element, index: TreeIndex): string | undefined {
  const segments: string[] = [];
  let node: Element = element;
  for (;;) {
    const parent = node.parentNode;
    if (!parent) return undefined;
    if (parent.nodeName === '#document-fragment') {
      const template = index.templateOf.get(parent as Fragment);
      if (!template || !isShadowTemplate(template) || getAttr(template, 'shadowrootmode') !== 'open')
        return undefined;
      segments.push(String(elementChildren(parent).indexOf(node)));
      segments.push('#shadow');
      node = template.parentNode as Element;
      continue;
    }
    segments.push(String(elementChildren(parent).indexOf(node)));
    if (parent.nodeName === '#document') break;
    node = parent as Element;
  }
  return segments.reverse().join('/');
}

const HTML_NS = html.NS.HTML;

export function createElement(tagName: string, attrs: Record<string, string> = {}): Element {
  return defaultTreeAdapter.createElement(
    tagName,
    HTML_NS,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
}

/** A host element with an open declarative shadow root; returns the host and the root to fill. */
export function createShadowHost(
  tagName: string,
  attrs: Record<string, string> = {},
): { host: Element; root: Fragment } {
  const host = createElement(tagName, attrs);
  const template = createElement('template', { shadowrootmode: 'open' }) as Template;
  const content = defaultTreeAdapter.createDocumentFragment();
  defaultTreeAdapter.setTemplateContent(template, content);
  defaultTreeAdapter.appendChild(host, template);
  return { host, root: content };
}

export function appendText(parent: ParentNode, text: string): void {
  defaultTreeAdapter.insertText(parent, text);
}

export function appendChild(parent: ParentNode, child: Node): void {
  detach(child);
  defaultTreeAdapter.appendChild(parent, child as DefaultTreeAdapterTypes.ChildNode);
}

export function insertBefore(reference: Node, node: Node): void {
  const parent = (reference as { parentNode?: ParentNode | null }).parentNode;
  if (!parent) throw new Error('reference node has no parent');
  detach(node);
  defaultTreeAdapter.insertBefore(
    parent,
    node as DefaultTreeAdapterTypes.ChildNode,
    reference as DefaultTreeAdapterTypes.ChildNode,
  );
}

export function insertAfter(reference: Node, node: Node): void {
  const parent = (reference as { parentNode?: ParentNode | null }).parentNode;
  if (!parent) throw new Error('reference node has no parent');
  detach(node);
  const siblings = parent.childNodes;
  const at = siblings.indexOf(reference as DefaultTreeAdapterTypes.ChildNode);
  const next = siblings[at + 1];
  if (next) defaultTreeAdapter.insertBefore(parent, node as DefaultTreeAdapterTypes.ChildNode, next);
  else defaultTreeAdapter.appendChild(parent, node as DefaultTreeAdapterTypes.ChildNode);
}

export function detach(node: Node): void {
  const parent = (node as { parentNode?: ParentNode | null }).parentNode;
  if (parent) defaultTreeAdapter.detachNode(node as DefaultTreeAdapterTypes.ChildNode);
}

/** Deep copy (attributes, text, comments, template contents); the copy has no parent. */
export function cloneElement(element: Element): Element {
  const copy = defaultTreeAdapter.createElement(
    element.tagName,
    element.namespaceURI,
    element.attrs.map((attr) => ({ ...attr })),
  );
  if (isTemplate(element)) {
    const content = defaultTreeAdapter.createDocumentFragment();
    defaultTreeAdapter.setTemplateContent(copy as Template, content);
    cloneChildrenInto(element.content, content);
  }
  cloneChildrenInto(element, copy);
  return copy;
}

function cloneChildrenInto(from: ParentNode, to: ParentNode): void {
  for (const child of from.childNodes) {
    if (isElement(child)) defaultTreeAdapter.appendChild(to, cloneElement(child));
    else if (child.nodeName === '#text')
      defaultTreeAdapter.insertText(to, (child as DefaultTreeAdapterTypes.TextNode).value);
    else if (child.nodeName === '#comment')
      defaultTreeAdapter.appendChild(
        to,
        defaultTreeAdapter.createCommentNode((child as DefaultTreeAdapterTypes.CommentNode).data),
      );
  }
}

const SKIP_TEXT = new Set(['script', 'style', 'noscript', 'template', 'head', 'title']);

/** Light-DOM text content plus open shadow content (what a reader sees), whitespace-normalised. */
export function visibleText(node: ParentNode): string {
  const parts: string[] = [];
  const visit = (current: ParentNode): void => {
    if (isElement(current)) {
      const shadow = shadowRootOf(current);
      if (shadow) visit(shadow);
    }
    for (const child of current.childNodes) {
      if (child.nodeName === '#text') parts.push((child as DefaultTreeAdapterTypes.TextNode).value);
      else if (isElement(child)) {
        if (SKIP_TEXT.has(child.tagName) || isHiddenElement(child)) continue;
        if (child.tagName === 'img') {
          const alt = getAttr(child, 'alt');
          if (alt) parts.push(` ${alt} `);
          continue;
        }
        if (child.tagName === 'br') parts.push(' ');
        visit(child);
        if (BLOCK_TAGS.has(child.tagName)) parts.push(' ');
      }
    }
  };
  visit(node);
  return normalizeSpace(parts.join(''));
}

const BLOCK_TAGS = new Set([
  'div',
  'p',
  'li',
  'td',
  'th',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
]);

export function normalizeSpace(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

/** Hidden by markup (the benchmark has no stylesheet engine: inline styles and attributes only). */
export function isHiddenElement(element: Element): boolean {
  if (getAttr(element, 'hidden') !== undefined) return true;
  if (getAttr(element, 'aria-hidden') === 'true') return true;
  if (element.tagName === 'input' && (getAttr(element, 'type') ?? '').toLowerCase() === 'hidden') return true;
  const style = (getAttr(element, 'style') ?? '').replace(/\s+/g, '').toLowerCase();
  return style.includes('display:none') || style.includes('visibility:hidden');
}

/** Serialises a page for Chromium: scripts emptied and de-sourced (they never run and never fetch). */
export function neutralizeScriptsForBrowser(doc: Document): void {
  for (const element of allElements(doc)) {
    if (element.tagName !== 'script') continue;
    removeAttr(element, 'src');
    element.childNodes = [];
  }
}

/** The element at an agreed-format path (see {@link elementPath}), or undefined. */
export function elementAtPath(doc: Document, path: string): Element | undefined {
  let scope: ParentNode = doc;
  let current: Element | undefined;
  for (const segment of path.split('/')) {
    if (segment === '#shadow') {
      const shadow = current ? shadowRootOf(current) : undefined;
      if (!shadow) return undefined;
      scope = shadow;
      continue;
    }
    current = elementChildren(scope)[Number(segment)];
    if (!current) return undefined;
    scope = current;
  }
  return current;
}
