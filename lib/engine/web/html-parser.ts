/**
 * The one adapter module for parse5 (STYLE.md rule 12): swapping the HTML parser is this file.
 * parse5 implements the WHATWG tree-construction algorithm, so the tree is the one a browser
 * builds (scripting enabled, like a browser with JavaScript on: `<noscript>` content is raw text).
 * parse5's tree builder is iterative, so 10k-deep nesting does not grow the call stack.
 *
 * parse5 builds through a tree adapter; ours creates the page model's own elements (tag,
 * namespace, attribute record) as the parser goes, so parse5's default document (an object per
 * attribute, per text node, per child list) is never built. The tree it leaves is a draft:
 * elements hold their parse-time child lists (elements, text, comment markers) and parents, and
 * `<template>` contents sit aside; parseWebPage numbers it, applies declarative shadow roots and
 * gives every list its final, exact-size form.
 */

import { parse, type Token, type TreeAdapter, type TreeAdapterTypeMap } from 'parse5';
import { NO_NODES, WebElementNode, type WebNamespace, type WebPageModel } from './web-page.js';

export const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
export const MATHML_NAMESPACE = 'http://www.w3.org/1998/Math/MathML';

/** A text node while parsing (the model keeps only its string). */
export class DraftText {
  constructor(
    public value: string,
    public parent: WebElementNode | undefined,
  ) {}
}

/** Comments and the doctype are kept as markers: they separate text nodes, as in the DOM. */
export const DRAFT_COMMENT = Object.freeze({ comment: true });
const DRAFT_DOCTYPE = Object.freeze({ doctype: true });

/** A draft child: an element, a text node, or a comment / doctype marker. */
export type DraftNode = WebElementNode | DraftText | typeof DRAFT_COMMENT | typeof DRAFT_DOCTYPE;

/** The parsed draft: the document's children and each `<template>`'s content. */
export interface HtmlDraft {
  /** The document's child nodes (the root element among them). */
  readonly documentNodes: readonly DraftNode[];
  /** Child nodes of a template's content fragment (HTML § 4.12.3 template contents). */
  templateContent(template: WebElementNode): readonly DraftNode[];
}

/**
 * The document and template fragments are drafted as elements with a `#` tag, so every parent a
 * draft node can have is one class. Their child list is `nodes`, like an element's.
 */
const DOCUMENT_TAG = '#document';
const FRAGMENT_TAG = '#document-fragment';

/** Shared by every element without attributes (frozen: the model is read-only once built). */
const NO_ATTRIBUTES: Record<string, string> = Object.freeze(Object.create(null));

/**
 * An attribute record with no Object.prototype above it (an attribute named `constructor` or
 * `toString` reads as absent), built by a constructor rather than `Object.create(null)`: V8 keeps
 * `Object.create(null)` objects as hash tables (~240 bytes for two attributes), while objects of one
 * constructor share hidden classes by attribute-name sequence (a page has a few hundred), at a
 * quarter of the size.
 */
const AttributeRecord = function AttributeRecord() {} as unknown as new () => Record<string, string>;
AttributeRecord.prototype = Object.create(null);

type DraftTypes = TreeAdapterTypeMap<
  DraftNode,
  WebElementNode,
  DraftNode,
  WebElementNode,
  WebElementNode,
  WebElementNode,
  typeof DRAFT_COMMENT,
  DraftText,
  WebElementNode,
  typeof DRAFT_DOCTYPE
>;

function namespaceOf(uri: string): WebNamespace {
  if (uri === SVG_NAMESPACE) return 'svg';
  if (uri === MATHML_NAMESPACE) return 'mathml';
  return 'html';
}

function namespaceUri(namespace: WebNamespace): string {
  return namespace === 'svg' ? SVG_NAMESPACE : namespace === 'mathml' ? MATHML_NAMESPACE : HTML_NAMESPACE;
}

type Attribute = Token.Attribute;

function attributeName(attr: Attribute): string {
  return attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
}

/** The first value of each name wins (the tokenizer already drops repeated names). */
function attributesOf(attrs: readonly Attribute[]): Record<string, string> {
  if (attrs.length === 0) return NO_ATTRIBUTES;
  const attributes = new AttributeRecord();
  for (const attr of attrs) {
    const name = attributeName(attr);
    if (attributes[name] === undefined) attributes[name] = flatten(attr.value);
  }
  return attributes;
}

/**
 * Text and attribute values arrive in pieces (the tokenizer cuts a run at every character
 * reference and line break) and V8 keeps them as ropes of those pieces; converting one to a number
 * makes V8 flatten it into one string, and the pieces go (a 5 MB page's model: 32.2 -> 28.6 MB for
 * text alone).
 */
export function flatten(value: string): string {
  Number(value);
  return value;
}

function isElement(node: DraftNode): node is WebElementNode {
  return node instanceof WebElementNode;
}

function parentOf(node: DraftNode): WebElementNode | undefined {
  return node instanceof WebElementNode || node instanceof DraftText ? node.parent : undefined;
}

/** The growing child list of a draft parent (elements start with a shared frozen empty list). */
function listOf(parent: WebElementNode): DraftNode[] {
  const nodes = parent.nodes as unknown as DraftNode[];
  if (nodes !== (NO_NODES as unknown as DraftNode[])) return nodes;
  const own: DraftNode[] = [];
  parent.nodes = own as unknown as WebElementNode['nodes'];
  return own;
}

/** Index of a child, checking the last one first (the parser mostly works at the end). */
function indexIn(nodes: readonly DraftNode[], node: DraftNode): number {
  return nodes[nodes.length - 1] === node ? nodes.length - 1 : nodes.indexOf(node);
}

function setParent(node: DraftNode, parent: WebElementNode | undefined): void {
  if (node instanceof WebElementNode || node instanceof DraftText) node.parent = parent;
}

/** A tree adapter that drafts the page model (see the file comment). */
function draftAdapter(page: WebPageModel): {
  adapter: TreeAdapter<DraftTypes>;
  templateContent: HtmlDraft['templateContent'];
} {
  const templateContents = new Map<WebElementNode, WebElementNode>();
  let documentMode = 'no-quirks' as ReturnType<TreeAdapter['getDocumentMode']>;
  // SVG tag names the parser adjusted to mixed case (foreignObject): the model keeps them lower-case.
  // (HTML tag names always arrive lower-case, so only foreign elements are looked up.)
  const sourceTagNames = new Map<WebElementNode, string>();
  const create = (tag: string, namespace: WebNamespace, attributes: Record<string, string>): WebElementNode =>
    new WebElementNode(page, tag, namespace, attributes, 0, 0, 0);
  const document = create(DOCUMENT_TAG, 'html', NO_ATTRIBUTES);
  const appendChild = (parent: WebElementNode, node: DraftNode): void => {
    listOf(parent).push(node);
    setParent(node, parent);
  };
  const insertBefore = (parent: WebElementNode, node: DraftNode, reference: DraftNode): void => {
    const nodes = listOf(parent);
    nodes.splice(indexIn(nodes, reference), 0, node);
    setParent(node, parent);
  };
  const adapter: TreeAdapter<DraftTypes> = {
    createDocument: () => document,
    createDocumentFragment: () => create(FRAGMENT_TAG, 'html', NO_ATTRIBUTES),
    createElement(tagName, namespaceURI, attrs) {
      const tag = tagName.toLowerCase();
      const element = create(tag, namespaceOf(namespaceURI), attributesOf(attrs));
      if (tag !== tagName) sourceTagNames.set(element, tagName);
      return element;
    },
    createCommentNode: () => DRAFT_COMMENT,
    createTextNode: (value) => new DraftText(value, undefined),
    appendChild,
    insertBefore,
    setTemplateContent(template, content) {
      templateContents.set(template, content);
    },
    getTemplateContent: (template) => templateContents.get(template)!,
    setDocumentType(parent) {
      const nodes = listOf(parent);
      if (!nodes.includes(DRAFT_DOCTYPE)) nodes.push(DRAFT_DOCTYPE);
    },
    // Quirks mode changes how a few tags nest (a <p> before a <table>); pages without a doctype get it.
    setDocumentMode(_document, mode) {
      documentMode = mode;
    },
    getDocumentMode: () => documentMode,
    detachNode(node) {
      const parent = parentOf(node);
      if (!parent) return;
      const nodes = listOf(parent);
      nodes.splice(indexIn(nodes, node), 1);
      setParent(node, undefined);
    },
    insertText(parent, text) {
      const nodes = listOf(parent);
      const last = nodes[nodes.length - 1];
      if (last instanceof DraftText) last.value += text;
      else appendChild(parent, new DraftText(text, parent));
    },
    insertTextBefore(parent, text, reference) {
      const nodes = listOf(parent);
      const previous = nodes[indexIn(nodes, reference) - 1];
      if (previous instanceof DraftText) previous.value += text;
      else insertBefore(parent, new DraftText(text, parent), reference);
    },
    adoptAttributes(recipient, attrs) {
      // A repeated <html> or <body> start tag adds the attributes the element does not have yet.
      let attributes = recipient.attributes;
      for (const attr of attrs) {
        const name = attributeName(attr);
        if (attributes[name] !== undefined) continue;
        if (attributes === NO_ATTRIBUTES) attributes = new AttributeRecord();
        attributes[name] = attr.value;
      }
      recipient.attributes = attributes;
    },
    getFirstChild: (parent) => (parent.nodes as unknown as DraftNode[])[0] ?? null,
    getChildNodes: (parent) => parent.nodes as unknown as DraftNode[],
    getParentNode: (node) => parentOf(node) ?? null,
    getAttrList: (element) =>
      Object.keys(element.attributes).map((name) => ({ name, value: element.attributes[name]! })),
    getTagName: (element) =>
      element.namespace === 'html' ? element.tag : (sourceTagNames.get(element) ?? element.tag),
    getNamespaceURI: (element) =>
      namespaceUri(element.namespace) as ReturnType<TreeAdapter['getNamespaceURI']>,
    getTextNodeContent: (text) => text.value,
    getCommentNodeContent: () => '',
    getDocumentTypeNodeName: () => '',
    getDocumentTypeNodePublicId: () => '',
    getDocumentTypeNodeSystemId: () => '',
    isTextNode: (node) => node instanceof DraftText,
    isCommentNode: (node): node is typeof DRAFT_COMMENT => node === DRAFT_COMMENT,
    isDocumentTypeNode: (node): node is typeof DRAFT_DOCTYPE => node === DRAFT_DOCTYPE,
    isElementNode: (node): node is WebElementNode => isElement(node) && node.tag[0] !== '#',
    setNodeSourceCodeLocation() {},
    getNodeSourceCodeLocation: () => undefined,
    updateNodeSourceCodeLocation() {},
  };
  return {
    adapter,
    templateContent: (template) =>
      (templateContents.get(template)?.nodes as unknown as DraftNode[] | undefined) ?? [],
  };
}

/**
 * Parses a whole document the way a browser does, into a draft of the page model whose
 * elements belong to `page`.
 */
export function parseHtmlDraft(source: string, page: WebPageModel): HtmlDraft {
  const { adapter, templateContent } = draftAdapter(page);
  const document = parse(source, { scriptingEnabled: true, treeAdapter: adapter });
  return { documentNodes: document.nodes as unknown as DraftNode[], templateContent };
}
