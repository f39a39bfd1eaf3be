/**
 * The `-android uiautomator` strategy: a parser and an offline evaluator for the UiSelector
 * subset Appium users write and healwright emits.
 *
 * Supported: `new UiSelector()` (the `new` is optional) chained with
 *   text / textContains / textStartsWith / textMatches,
 *   description / descriptionContains / descriptionStartsWith / descriptionMatches,
 *   resourceId / resourceIdMatches, className / classNameMatches, packageName / packageNameMatches,
 *   checkable / checked / clickable / enabled / focusable / focused / longClickable / scrollable /
 *   selected (boolean), index / instance (integer), childSelector(…) / fromParent(…),
 * and several selectors separated by `;` (their matches are united, as UiAutomator2 does).
 * Strings are Java literals in double quotes with backslash escapes; `…Matches` takes a Java
 * regex matched against the whole value. Anything else (UiScrollable, unknown methods, bad
 * quotes) throws InvalidLocatorError with the position.
 */
import { InvalidLocatorError } from '../../errors.js';
import { unsafePatternReason } from '../../locators/safe-pattern.js';
import type { NativeNode } from '../tree/native-tree.js';

export type UiSelectorCondition =
  | { readonly kind: 'string'; readonly method: StringMethod; readonly value: string }
  | { readonly kind: 'boolean'; readonly method: BooleanMethod; readonly value: boolean }
  | { readonly kind: 'index'; readonly value: number };

export interface UiSelector {
  readonly conditions: readonly UiSelectorCondition[];
  /** `instance(n)`: the n-th (0-based) match in document order. */
  readonly instance?: number;
  /** `childSelector` (descendants of the matches) and `fromParent` (descendants of the matches' parents), in order. */
  readonly relations: readonly { readonly kind: 'child' | 'parent'; readonly selector: UiSelector }[];
}

const STRING_METHODS = {
  text: ['text', 'equals'],
  textContains: ['text', 'contains'],
  textStartsWith: ['text', 'startsWith'],
  textMatches: ['text', 'matches'],
  description: ['content-desc', 'equals'],
  descriptionContains: ['content-desc', 'contains'],
  descriptionStartsWith: ['content-desc', 'startsWith'],
  descriptionMatches: ['content-desc', 'matches'],
  resourceId: ['resource-id', 'equals'],
  resourceIdMatches: ['resource-id', 'matches'],
  className: ['class', 'equals'],
  classNameMatches: ['class', 'matches'],
  packageName: ['package', 'equals'],
  packageNameMatches: ['package', 'matches'],
} as const;
type StringMethod = keyof typeof STRING_METHODS;

const BOOLEAN_METHODS = {
  checkable: 'checkable',
  checked: 'checked',
  clickable: 'clickable',
  enabled: 'enabled',
  focusable: 'focusable',
  focused: 'focused',
  longClickable: 'long-clickable',
  scrollable: 'scrollable',
  selected: 'selected',
} as const;
type BooleanMethod = keyof typeof BOOLEAN_METHODS;

class Reader {
  position = 0;
  constructor(readonly source: string) {}
  fail(message: string, at = this.position): never {
    throw new InvalidLocatorError(`UiSelector: ${message}`, this.source, at);
  }
  skipSpace(): void {
    while (this.position < this.source.length && /\s/.test(this.source[this.position] ?? '')) this.position++;
  }
  peek(): string {
    this.skipSpace();
    return this.source[this.position] ?? '';
  }
  expect(char: string): void {
    if (this.peek() !== char) this.fail(`expected "${char}"`);
    this.position++;
  }
  identifier(): string {
    this.skipSpace();
    const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.source.slice(this.position));
    if (!match) this.fail('expected a name');
    this.position += match[0].length;
    return match[0];
  }
  string(): string {
    this.skipSpace();
    const start = this.position;
    if (this.source[start] !== '"') this.fail('expected a string in double quotes');
    let out = '';
    for (let i = start + 1; i < this.source.length; i++) {
      const char = this.source[i] as string;
      if (char === '"') {
        this.position = i + 1;
        return out;
      }
      if (char === '\\') {
        const next = this.source[i + 1];
        if (next === undefined) break;
        out += next === 'n' ? '\n' : next === 't' ? '\t' : next;
        i++;
        continue;
      }
      out += char;
    }
    return this.fail('unbalanced quote', start);
  }
  integer(): number {
    this.skipSpace();
    const match = /^-?\d+/.exec(this.source.slice(this.position));
    if (!match) this.fail('expected an integer');
    this.position += match[0].length;
    return Number(match[0]);
  }
  boolean(): boolean {
    const at = this.position;
    const word = this.identifier();
    if (word === 'true') return true;
    if (word === 'false') return false;
    return this.fail('expected true or false', at);
  }
}

function readSelector(reader: Reader): UiSelector {
  const at = reader.position;
  let head = reader.identifier();
  if (head === 'new') head = reader.identifier();
  if (head !== 'UiSelector') reader.fail(`unsupported "${head}" (only UiSelector is evaluated offline)`, at);
  reader.expect('(');
  reader.expect(')');
  const conditions: UiSelectorCondition[] = [];
  const relations: { kind: 'child' | 'parent'; selector: UiSelector }[] = [];
  let instance: number | undefined;
  while (reader.peek() === '.') {
    reader.position++;
    const methodAt = reader.position;
    const method = reader.identifier();
    reader.expect('(');
    if (method in STRING_METHODS) {
      const value = reader.string();
      if (method.endsWith('Matches')) compileJavaRegex(value, reader, methodAt);
      conditions.push({ kind: 'string', method: method as StringMethod, value });
    } else if (method in BOOLEAN_METHODS) {
      conditions.push({ kind: 'boolean', method: method as BooleanMethod, value: reader.boolean() });
    } else if (method === 'index') {
      conditions.push({ kind: 'index', value: reader.integer() });
    } else if (method === 'instance') {
      instance = reader.integer();
      if (instance < 0) reader.fail('instance must be 0 or more', methodAt);
    } else if (method === 'childSelector' || method === 'fromParent') {
      relations.push({
        kind: method === 'childSelector' ? 'child' : 'parent',
        selector: readSelector(reader),
      });
    } else {
      reader.fail(`unknown UiSelector method "${method}"`, methodAt);
    }
    reader.expect(')');
  }
  return instance === undefined ? { conditions, relations } : { conditions, instance, relations };
}

/**
 * Parses a `-android uiautomator` value into one or more selectors (`;`-separated).
 *
 * @example
 * parseUiSelector('new UiSelector().resourceId("com.app:id/login").text("Log in")')
 */
export function parseUiSelector(source: string): readonly UiSelector[] {
  const reader = new Reader(source);
  const selectors: UiSelector[] = [];
  do {
    selectors.push(readSelector(reader));
    while (reader.peek() === ';') reader.position++;
  } while (reader.peek() !== '');
  return selectors;
}

/** Java's `Pattern.matches`: the whole value must match. */
function compileJavaRegex(pattern: string, reader?: Reader, at?: number): RegExp {
  let compiled: RegExp;
  try {
    compiled = new RegExp(`^(?:${pattern})$`);
  } catch (error) {
    if (reader) reader.fail(`invalid regular expression ${JSON.stringify(pattern)}`, at);
    throw error;
  }
  const unsafe = reader ? unsafePatternReason(pattern) : undefined;
  if (unsafe !== undefined)
    reader!.fail(`unsafe regular expression ${JSON.stringify(pattern)}: ${unsafe}`, at);
  return compiled;
}

function conditionHolds(node: NativeNode, condition: UiSelectorCondition): boolean {
  if (condition.kind === 'index') return Number(node.attributes.index ?? Number.NaN) === condition.value;
  if (condition.kind === 'boolean') {
    return (node.attributes[BOOLEAN_METHODS[condition.method]] === 'true') === condition.value;
  }
  const [name, mode] = STRING_METHODS[condition.method];
  const actual = name === 'class' ? node.attributes.class || node.tag : (node.attributes[name] ?? '');
  switch (mode) {
    case 'equals':
      return actual === condition.value;
    case 'contains':
      return actual.includes(condition.value);
    case 'startsWith':
      return actual.startsWith(condition.value);
    case 'matches':
      return compileJavaRegex(condition.value).test(actual);
  }
}

function descendants(node: NativeNode, out: NativeNode[]): void {
  for (const child of node.children) {
    out.push(child);
    descendants(child, out);
  }
}

function matchIn(scope: readonly NativeNode[], selector: UiSelector): NativeNode[] {
  const own = scope.filter(
    (node) => node.tag !== 'hierarchy' && selector.conditions.every((c) => conditionHolds(node, c)),
  );
  return selector.instance === undefined ? own : own.slice(selector.instance, selector.instance + 1);
}

function evaluateOne(all: readonly NativeNode[], selector: UiSelector): NativeNode[] {
  let current = matchIn(all, selector);
  for (const relation of selector.relations) {
    const next = new Set<NativeNode>();
    for (const node of current) {
      const base = relation.kind === 'child' ? node : node.parent;
      if (!base) continue;
      const scope: NativeNode[] = [];
      descendants(base, scope);
      for (const found of matchIn(scope, relation.selector)) next.add(found);
    }
    current = [...next].sort((a, b) => a.order - b.order);
  }
  return current;
}

/** Evaluates parsed selectors against a tree's nodes (document order, no duplicates). */
export function evaluateUiSelector(
  nodes: readonly NativeNode[],
  selectors: readonly UiSelector[],
): NativeNode[] {
  const found = new Set<NativeNode>();
  for (const selector of selectors) for (const node of evaluateOne(nodes, selector)) found.add(node);
  return [...found].sort((a, b) => a.order - b.order);
}

/** Java string literal for emitted selectors. */
export function javaString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}
