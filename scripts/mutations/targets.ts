/**
 * Target selection: the interactive elements a test would touch (buttons, links, inputs, selects,
 * role'd elements) that are visible by markup and that a person can name unambiguously (their
 * description is unique on the page). Targets are found in document order including open shadow
 * roots; the harness then samples them with the seeded PRNG.
 */
import { describeElement, type HumanView } from './describe.js';
import {
  type Document,
  type Element,
  elementChildren,
  getAttr,
  indexTree,
  isElement,
  isHiddenElement,
  type ParentNode,
  shadowRootOf,
  type TreeIndex,
} from './html-tree.js';

export interface TargetCandidate {
  readonly element: Element;
  readonly view: HumanView;
  /** Inside an open shadow root (XPath cannot reach it). */
  readonly inShadow: boolean;
}

const SKIP_SUBTREES = new Set([
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
]);
const INTERACTIVE_TAGS = new Set(['a', 'button', 'input', 'select', 'textarea']);

export function findTargets(doc: Document, index: TreeIndex = indexTree(doc)): TargetCandidate[] {
  const found: TargetCandidate[] = [];
  const visit = (node: ParentNode, scope: ParentNode, inShadow: boolean): void => {
    for (const child of isElement(node) ||
    node.nodeName === '#document-fragment' ||
    node.nodeName === '#document'
      ? elementChildren(node)
      : []) {
      if (SKIP_SUBTREES.has(child.tagName) || isHiddenElement(child)) continue;
      if (getAttr(child, 'disabled') !== undefined && INTERACTIVE_TAGS.has(child.tagName)) continue;
      const interactive = INTERACTIVE_TAGS.has(child.tagName) || getAttr(child, 'role') !== undefined;
      if (interactive) {
        const view = describeElement(child, index, scope);
        if (view) found.push({ element: child, view, inShadow });
      }
      const shadow = shadowRootOf(child);
      if (shadow) visit(shadow, shadow, true);
      // Links and buttons do not nest interactive content a test would target separately.
      if (!(interactive && (child.tagName === 'a' || child.tagName === 'button')))
        visit(child, scope, inShadow);
    }
  };
  visit(doc, doc, false);
  const counts = new Map<string, number>();
  for (const candidate of found)
    counts.set(candidate.view.description, (counts.get(candidate.view.description) ?? 0) + 1);
  return found.filter((candidate) => counts.get(candidate.view.description) === 1);
}
