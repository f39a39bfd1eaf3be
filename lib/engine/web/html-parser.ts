/**
 * The one adapter module for parse5 (STYLE.md rule 12): swapping the HTML parser is this file.
 * parse5 implements the WHATWG tree-construction algorithm, so the tree is the one a browser
 * builds (scripting enabled, like a browser with JavaScript on: `<noscript>` content is raw text).
 * parse5's tree builder is iterative, so 10k-deep nesting does not grow the call stack.
 */

import type { DefaultTreeAdapterMap } from 'parse5';
import { parse } from 'parse5';

export type HtmlNode = DefaultTreeAdapterMap['childNode'];
export type HtmlElement = DefaultTreeAdapterMap['element'];
export type HtmlTemplate = DefaultTreeAdapterMap['template'];
export type HtmlDocument = DefaultTreeAdapterMap['document'];

export const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
export const MATHML_NAMESPACE = 'http://www.w3.org/1998/Math/MathML';

/** Parses a whole document the way a browser does. */
export function parseHtmlDocument(source: string): HtmlDocument {
  return parse(source, { scriptingEnabled: true });
}

export function isHtmlElement(node: HtmlNode): node is HtmlElement {
  return 'tagName' in node;
}

export function isHtmlText(node: HtmlNode): node is DefaultTreeAdapterMap['textNode'] {
  return node.nodeName === '#text';
}
