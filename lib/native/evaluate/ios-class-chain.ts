/**
 * The `-ios class chain` strategy: a parser and an offline evaluator.
 *
 * Supported: segments separated by `/`, each an element type (`XCUIElementTypeButton`, or `*`
 * for any) followed by any number of filters: `` [`predicate`] `` (an iOS predicate string, see
 * ios-predicate.ts), `[$predicate$]` (has a descendant matching the predicate) and `[n]`
 * (1-based position among the matches so far, negative counts from the end). `**` before a
 * segment searches all descendants instead of direct children. The chain starts at the
 * application element, as WebDriverAgent does. healwright emits only `**` + type + backtick
 * predicates; it never emits `[n]`. Anything else throws InvalidLocatorError with the position.
 */
import { InvalidLocatorError } from '../../errors.js';
import type { NativeNode } from '../tree/native-tree.js';
import { type Predicate, parsePredicate, predicateHolds } from './ios-predicate.js';

export type ClassChainFilter =
  | { readonly kind: 'predicate'; readonly predicate: Predicate; readonly source: string }
  | { readonly kind: 'descendant-predicate'; readonly predicate: Predicate; readonly source: string }
  | { readonly kind: 'index'; readonly index: number };

export interface ClassChainSegment {
  readonly descendants: boolean;
  /** Element type, or '*' for any. */
  readonly type: string;
  readonly filters: readonly ClassChainFilter[];
}

function fail(source: string, message: string, at: number): never {
  throw new InvalidLocatorError(`class chain: ${message}`, source, at);
}

/** Reads a predicate up to its closing delimiter, honouring quotes inside it. */
function readDelimited(source: string, start: number, close: string): { body: string; end: number } {
  let quote = '';
  for (let i = start; i < source.length; i++) {
    const char = source[i] as string;
    if (quote !== '') {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === close) return { body: source.slice(start, i), end: i + 1 };
  }
  return fail(source, quote === '' ? `missing closing ${close}` : 'unbalanced quote', start - 1);
}

function parsePredicateAt(source: string, body: string, offset: number): Predicate {
  try {
    return parsePredicate(body);
  } catch (error) {
    const position = (error as { position?: number }).position ?? 0;
    return fail(source, (error as Error).message.replace(/ at position .*$/, ''), offset + position);
  }
}

/**
 * Parses an iOS class chain.
 *
 * @example
 * parseClassChain('**\/XCUIElementTypeButton[`label == "Add to cart"`]')
 */
export function parseClassChain(source: string): readonly ClassChainSegment[] {
  const segments: ClassChainSegment[] = [];
  let i = 0;
  let descendants = false;
  if (source.trim() === '') fail(source, 'empty class chain', 0);
  while (i < source.length) {
    if (source.startsWith('**/', i)) {
      if (descendants) fail(source, 'repeated "**/"', i);
      descendants = true;
      i += 3;
      continue;
    }
    const typeMatch = /^(\*|XCUIElementType[A-Za-z]+)/.exec(source.slice(i));
    if (!typeMatch) fail(source, 'expected an element type (XCUIElementType…) or *', i);
    const type = typeMatch[0];
    i += type.length;
    const filters: ClassChainFilter[] = [];
    while (source[i] === '[') {
      const open = i;
      i++;
      if (source[i] === '`' || source[i] === '$') {
        const delimiter = source[i] as string;
        const { body, end } = readDelimited(source, i + 1, delimiter);
        const predicate = parsePredicateAt(source, body, i + 1);
        filters.push({
          kind: delimiter === '`' ? 'predicate' : 'descendant-predicate',
          predicate,
          source: body,
        });
        i = end;
      } else {
        const number = /^-?\d+/.exec(source.slice(i));
        if (!number) fail(source, 'expected `predicate`, $predicate$ or an index inside [ ]', i);
        const index = Number(number[0]);
        if (index === 0) fail(source, 'indexes start at 1 (negative counts from the end)', i);
        filters.push({ kind: 'index', index });
        i += number[0].length;
      }
      if (source[i] !== ']') fail(source, 'expected "]"', i < source.length ? i : open);
      i++;
    }
    segments.push({ descendants, type, filters });
    descendants = false;
    if (i < source.length) {
      if (source[i] !== '/') fail(source, 'expected "/" between segments', i);
      i++;
      if (i === source.length) fail(source, 'the chain ends with "/"', i - 1);
    }
  }
  if (descendants) fail(source, 'the chain ends with "**/"', source.length);
  return segments;
}

function collectDescendants(node: NativeNode, out: NativeNode[]): void {
  for (const child of node.children) {
    out.push(child);
    collectDescendants(child, out);
  }
}

function hasDescendant(node: NativeNode, predicate: Predicate): boolean {
  const all: NativeNode[] = [];
  collectDescendants(node, all);
  return all.some((candidate) => predicateHolds(candidate, predicate));
}

function applySegment(context: NativeNode, segment: ClassChainSegment): NativeNode[] {
  let pool: NativeNode[] = [];
  if (segment.descendants) collectDescendants(context, pool);
  else pool = [...context.children];
  pool = pool.filter((node) => segment.type === '*' || (node.attributes.type ?? node.tag) === segment.type);
  for (const filter of segment.filters) {
    if (filter.kind === 'predicate') pool = pool.filter((node) => predicateHolds(node, filter.predicate));
    else if (filter.kind === 'descendant-predicate')
      pool = pool.filter((node) => hasDescendant(node, filter.predicate));
    else {
      const picked = filter.index > 0 ? pool[filter.index - 1] : pool[pool.length + filter.index];
      pool = picked ? [picked] : [];
    }
  }
  return pool;
}

/** The element a class chain starts from: the application (or the root when there is none). */
export function classChainRoot(nodes: readonly NativeNode[]): NativeNode | undefined {
  return (
    nodes.find((node) => (node.attributes.type ?? node.tag) === 'XCUIElementTypeApplication') ?? nodes[0]
  );
}

/** Evaluates a parsed class chain (document order, no duplicates). */
export function evaluateClassChain(
  nodes: readonly NativeNode[],
  segments: readonly ClassChainSegment[],
): NativeNode[] {
  const root = classChainRoot(nodes);
  if (!root) return [];
  let current: NativeNode[] = [root];
  for (const segment of segments) {
    const next = new Set<NativeNode>();
    for (const context of current) for (const node of applySegment(context, segment)) next.add(node);
    current = [...next].sort((a, b) => a.order - b.order);
  }
  return current;
}
