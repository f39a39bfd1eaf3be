/**
 * XPath over the page: the one adapter module for `xpath` and `@xmldom/xmldom` (STYLE.md rule 12).
 * The `xpath` package needs a DOM, so a mirror of the LIGHT DOM (elements + text) is built with
 * xmldom the first time a page evaluates an XPath, once per page, with a map back to elements.
 * XPath never crosses shadow boundaries (as in a browser, where document.evaluate sees the light
 * tree only). HTML elements get no namespace so unprefixed name tests match them (case-insensitively,
 * as for HTML documents); SVG/MathML elements keep their namespace, so `//svg` finds nothing,
 * exactly like a browser (write `//*[name()='svg']`).
 */
import { DOMImplementation } from '@xmldom/xmldom';
import * as xpathModule from 'xpath';
import { InvalidLocatorError } from '../../errors.js';
import { MATHML_NAMESPACE, SVG_NAMESPACE } from './html-parser.js';
import type { WebElementNode, WebPageModel } from './web-page.js';
import { evaluateChildPath, parseChildPath } from './xpath-path.js';

/** The part of the `xpath` package's (untyped) parse() result used here. */
interface CompiledXPath {
  evaluate(options: { node: Node; isHtml: boolean; allowAnyNamespaceForNoPrefix: boolean }): unknown;
}

interface Mirror {
  readonly document: Document;
  readonly nodeOf: Map<WebElementNode, Node>;
  readonly elementOf: Map<Node, WebElementNode>;
}

function buildMirror(page: WebPageModel): Mirror {
  const document = new DOMImplementation().createDocument(null, '') as unknown as Document;
  const nodeOf = new Map<WebElementNode, Node>();
  const elementOf = new Map<Node, WebElementNode>();
  const create = (el: WebElementNode): Element => {
    let node: Element;
    try {
      node =
        el.namespace === 'html'
          ? document.createElement(el.tag)
          : document.createElementNS(el.namespace === 'svg' ? SVG_NAMESPACE : MATHML_NAMESPACE, el.tag);
    } catch {
      node = document.createElement('x-invalid-name');
    }
    for (const name in el.attributes) {
      try {
        node.setAttribute(name, el.attributes[name]!);
      } catch {
        // Names XML rejects (e.g. `@click`) cannot be mirrored; XPath cannot name them anyway.
      }
    }
    nodeOf.set(el, node);
    elementOf.set(node, el);
    return node;
  };
  // Iterative: every element appends its own child nodes in order (text nodes and elements).
  const rootNode = create(page.root);
  document.appendChild(rootNode);
  const stack: [WebElementNode, Node][] = [[page.root, rootNode]];
  while (stack.length > 0) {
    const [el, node] = stack.pop()!;
    for (const child of el.nodes) {
      if (typeof child === 'string') node.appendChild(document.createTextNode(child));
      else {
        const childNode = create(child);
        node.appendChild(childNode);
        stack.push([child, childNode]);
      }
    }
  }
  numberInDocumentOrder(rootNode);
  return { document, nodeOf, elementOf };
}

/** DOCUMENT_POSITION_PRECEDING / _FOLLOWING: all the `xpath` package's node ordering reads. */
const PRECEDING = 0x02;
const FOLLOWING = 0x04;

/**
 * Gives every mirrored element and text node its preorder number and a compareDocumentPosition
 * that compares the numbers. The `xpath` package orders every node set through
 * compareDocumentPosition, which xmldom answers by walking both ancestor chains and sibling lists:
 * quadratic on large pages (about 2 minutes for `//a[text()='…']` on a 4,000-element page).
 * Attribute and document nodes keep xmldom's own answer.
 */
function numberInDocumentOrder(root: Node): void {
  const order = new Map<Node, number>();
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    order.set(node, order.size);
    const children: Node[] = [];
    for (let child = node.firstChild; child !== null; child = child.nextSibling) children.push(child);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  for (const [node, position] of order) {
    const original = (Object.getPrototypeOf(node) as Node).compareDocumentPosition;
    Object.defineProperty(node, 'compareDocumentPosition', {
      value(this: Node, other: Node): number {
        const otherPosition = order.get(other);
        if (otherPosition === undefined) return original.call(this, other);
        if (otherPosition === position) return 0;
        return otherPosition < position ? PRECEDING : FOLLOWING;
      },
    });
  }
}

function mirrorOf(page: WebPageModel): Mirror {
  return page.cached('xpath-mirror', () => buildMirror(page));
}

/**
 * Evaluates an XPath from the document (root undefined) or from an element, returning elements in
 * document order. As Playwright does, an expression starting with `/` evaluated from an element is
 * made relative (`.//x`).
 * @throws InvalidLocatorError when the expression does not compile.
 */
export function evaluateXPath(
  page: WebPageModel,
  expression: string,
  root: WebElementNode | undefined,
): WebElementNode[] {
  // The forms browsers copy need no mirror of the page (xpath-path.ts).
  const childPath = root ? undefined : parseChildPath(expression);
  if (childPath) return evaluateChildPath(page, childPath);
  return evaluateWithMirror(page, expression, root);
}

/**
 * evaluateXPath through the `xpath` package over the page's xmldom mirror, for every expression
 * (exported for the spec that checks the copied forms' evaluator against it).
 */
export function evaluateWithMirror(
  page: WebPageModel,
  expression: string,
  root: WebElementNode | undefined,
): WebElementNode[] {
  let compiled: CompiledXPath;
  const source = root && expression.startsWith('/') ? `.${expression}` : expression;
  try {
    compiled = (xpathModule as unknown as { parse(expression: string): CompiledXPath }).parse(source);
  } catch (error) {
    throw new InvalidLocatorError(
      `Invalid XPath (${error instanceof Error ? error.message : String(error)})`,
      expression,
      0,
      error,
    );
  }
  if (root && root.scope !== 0) return [];
  const mirror = mirrorOf(page);
  const contextNode = root ? mirror.nodeOf.get(root) : mirror.document;
  if (!contextNode) return [];
  let nodes: Node[];
  try {
    const result = compiled.evaluate({
      node: contextNode,
      isHtml: true,
      allowAnyNamespaceForNoPrefix: false,
    }) as { nodeset?: () => { toArray(): Node[] } };
    nodes = typeof result.nodeset === 'function' ? result.nodeset().toArray() : [];
  } catch (error) {
    throw new InvalidLocatorError(
      `XPath does not evaluate to elements (${error instanceof Error ? error.message : String(error)})`,
      expression,
      0,
      error,
    );
  }
  const out: WebElementNode[] = [];
  for (const node of nodes) {
    const el = mirror.elementOf.get(node);
    if (el) out.push(el);
  }
  return out;
}

/**
 * An XPath location path split at its last `/` step (`/html/body/ul/li[4]/a` → `/html/body/ul/li[4]`
 * and `a`), or undefined unless that step is a plain child step: a name with at most a position
 * (`a`, `a[2]`), after a single `/` (not `//`), outside any bracket or string.
 */
export function splitLastXPathStep(expression: string): { parent: string; last: string } | undefined {
  let depth = 0;
  let quote: string | undefined;
  let split = -1;
  for (let i = 0; i < expression.length; i++) {
    const char = expression[i]!;
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === '/' && depth === 0) split = i;
  }
  if (split <= 0 || expression[split - 1] === '/') return undefined;
  const last = expression.slice(split + 1);
  if (!/^[A-Za-z][\w-]*(\[\d+\])?$/.test(last)) return undefined;
  return { parent: expression.slice(0, split), last };
}

/**
 * True when the expression is evaluated without the general evaluator from the document (the
 * forms browsers copy: see xpath-path.ts), so it costs no more than a CSS locator on a large page.
 */
export function isCopiedXPath(expression: string): boolean {
  return parseChildPath(expression) !== undefined;
}
