/**
 * XPath 1.0 over the normalised native document (the `xpath` package, the one adapter module
 * for it in lib/native). Elements are named by class / XCUIElementType, as Appium names them.
 */
import xpath from 'xpath';
import { InvalidLocatorError } from '../../errors.js';
import { scanBalanced } from '../../locators/scan-balanced.js';
import { wholeSource } from '../../locators/source-slice.js';
import type { NativeNode, NativeTree } from '../tree/native-tree.js';

/** Evaluates an XPath expression; element results in document order. Throws InvalidLocatorError when it does not compile. */
export function evaluateNativeXPath(tree: NativeTree, expression: string): NativeNode[] {
  let result: xpath.SelectReturnType;
  // The package reports no position: an unbalanced quote, bracket or parenthesis is found by our
  // own scan, at the character that opened it.
  scanBalanced(wholeSource(expression), { backslashEscapes: false });
  try {
    result = xpath.select(expression, tree.document);
  } catch (error) {
    throw new InvalidLocatorError(
      `XPath does not compile: ${(error as Error).message}`,
      expression,
      0,
      error,
    );
  }
  if (!Array.isArray(result)) {
    throw new InvalidLocatorError('XPath must select elements, not a value', expression, 0);
  }
  const found = new Set<NativeNode>();
  for (const item of result) {
    const node = tree.nodeOf.get(item);
    if (node) found.add(node);
  }
  return [...found].sort((a, b) => a.order - b.order);
}
