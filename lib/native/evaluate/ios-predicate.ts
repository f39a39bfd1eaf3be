/**
 * The `-ios predicate string` strategy: a parser and an offline evaluator for the NSPredicate
 * subset XCUITest locators use.
 *
 * Supported: comparisons `key op value` with keys type, name, label, value, enabled, visible,
 * accessible, selected, placeholderValue (and their `wd…` aliases; `identifier` reads name);
 * operators ==, =, !=, <>, CONTAINS, BEGINSWITH, ENDSWITH, LIKE (`*`, `?` wildcards), MATCHES
 * (whole-value regex), each with [c] (case-insensitive) / [d] (diacritic-insensitive) / [cd];
 * AND / &&, OR / ||, NOT / !, parentheses, TRUEPREDICATE / FALSEPREDICATE. Values: strings in
 * single or double quotes with backslash escapes, integers, true/false/YES/NO. Keywords are
 * case-insensitive. Anything else (IN, BETWEEN, ANY, key paths, unknown keys, unbalanced quotes)
 * throws InvalidLocatorError with the position.
 */
import { dictionary } from '../../engine/text/dictionary.js';
import { InvalidLocatorError } from '../../errors.js';
import { unsafePatternReason } from '../../locators/safe-pattern.js';
import type { NativeNode } from '../tree/native-tree.js';

export type PredicateOperator = '==' | '!=' | 'CONTAINS' | 'BEGINSWITH' | 'ENDSWITH' | 'LIKE' | 'MATCHES';
export type PredicateKey =
  | 'type'
  | 'name'
  | 'label'
  | 'value'
  | 'enabled'
  | 'visible'
  | 'accessible'
  | 'selected'
  | 'placeholderValue';
export type PredicateValue = string | number | boolean;

export type Predicate =
  | { readonly kind: 'and' | 'or'; readonly left: Predicate; readonly right: Predicate }
  | { readonly kind: 'not'; readonly operand: Predicate }
  | { readonly kind: 'constant'; readonly value: boolean }
  | {
      readonly kind: 'compare';
      readonly key: PredicateKey;
      readonly operator: PredicateOperator;
      readonly caseInsensitive: boolean;
      readonly diacriticInsensitive: boolean;
      readonly value: PredicateValue;
    };

const KEYS: Readonly<Record<string, PredicateKey>> = dictionary({
  type: 'type',
  elementtype: 'type',
  name: 'name',
  identifier: 'name',
  label: 'label',
  value: 'value',
  enabled: 'enabled',
  visible: 'visible',
  accessible: 'accessible',
  selected: 'selected',
  placeholdervalue: 'placeholderValue',
});

type Token =
  | { readonly kind: 'word'; readonly text: string; readonly at: number }
  | { readonly kind: 'string'; readonly text: string; readonly at: number }
  | { readonly kind: 'number'; readonly value: number; readonly at: number }
  | { readonly kind: 'symbol'; readonly text: string; readonly at: number }
  | { readonly kind: 'end'; readonly at: number };

const SYMBOLS = [
  '==',
  '!=',
  '<>',
  '&&',
  '||',
  '>=',
  '<=',
  '=',
  '!',
  '(',
  ')',
  '[',
  ']',
  '<',
  '>',
  '{',
  '}',
  ',',
];

function fail(source: string, message: string, at: number): never {
  throw new InvalidLocatorError(`predicate: ${message}`, source, at);
}

function lex(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    if (char === '"' || char === "'") {
      const start = i;
      let text = '';
      i++;
      let closed = false;
      while (i < source.length) {
        const c = source[i] as string;
        if (c === '\\' && i + 1 < source.length) {
          const next = source[i + 1] as string;
          text += next === 'n' ? '\n' : next === 't' ? '\t' : next;
          i += 2;
          continue;
        }
        if (c === char) {
          closed = true;
          i++;
          break;
        }
        text += c;
        i++;
      }
      if (!closed) fail(source, 'unbalanced quote', start);
      tokens.push({ kind: 'string', text, at: start });
      continue;
    }
    const number = /^-?\d+(\.\d+)?/.exec(source.slice(i));
    if (number && (char !== '-' || /\d/.test(source[i + 1] ?? ''))) {
      tokens.push({ kind: 'number', value: Number(number[0]), at: i });
      i += number[0].length;
      continue;
    }
    const word = /^[A-Za-z_$][A-Za-z0-9_.$]*/.exec(source.slice(i));
    if (word) {
      tokens.push({ kind: 'word', text: word[0], at: i });
      i += word[0].length;
      continue;
    }
    const symbol = SYMBOLS.find((s) => source.startsWith(s, i));
    if (!symbol) fail(source, `unexpected character "${char}"`, i);
    tokens.push({ kind: 'symbol', text: symbol, at: i });
    i += symbol.length;
  }
  tokens.push({ kind: 'end', at: source.length });
  return tokens;
}

const OPERATOR_WORDS: Readonly<Record<string, PredicateOperator>> = dictionary({
  CONTAINS: 'CONTAINS',
  BEGINSWITH: 'BEGINSWITH',
  ENDSWITH: 'ENDSWITH',
  LIKE: 'LIKE',
  MATCHES: 'MATCHES',
});

class Parser {
  index = 0;
  constructor(
    readonly source: string,
    readonly tokens: Token[],
  ) {}
  get current(): Token {
    return this.tokens[this.index] as Token;
  }
  isWord(...words: string[]): boolean {
    const token = this.current;
    return token.kind === 'word' && words.includes(token.text.toUpperCase());
  }
  isSymbol(...symbols: string[]): boolean {
    const token = this.current;
    return token.kind === 'symbol' && symbols.includes(token.text);
  }
  parseOr(): Predicate {
    let left = this.parseAnd();
    while (this.isWord('OR') || this.isSymbol('||')) {
      this.index++;
      left = { kind: 'or', left, right: this.parseAnd() };
    }
    return left;
  }
  parseAnd(): Predicate {
    let left = this.parseNot();
    while (this.isWord('AND') || this.isSymbol('&&')) {
      this.index++;
      left = { kind: 'and', left, right: this.parseNot() };
    }
    return left;
  }
  parseNot(): Predicate {
    if (this.isWord('NOT') || this.isSymbol('!')) {
      this.index++;
      return { kind: 'not', operand: this.parseNot() };
    }
    return this.parsePrimary();
  }
  parsePrimary(): Predicate {
    const token = this.current;
    if (this.isSymbol('(')) {
      this.index++;
      const inner = this.parseOr();
      if (!this.isSymbol(')')) fail(this.source, 'expected ")"', this.current.at);
      this.index++;
      return inner;
    }
    if (this.isWord('TRUEPREDICATE', 'FALSEPREDICATE')) {
      this.index++;
      return { kind: 'constant', value: (token as { text: string }).text.toUpperCase() === 'TRUEPREDICATE' };
    }
    if (token.kind !== 'word') fail(this.source, 'expected an attribute name', token.at);
    const rawKey = token.text.replace(/^wd(?=[A-Z])/, '');
    const key = KEYS[rawKey.toLowerCase()];
    if (!key) {
      fail(
        this.source,
        `unknown attribute "${token.text}" (supported: ${[...new Set(Object.values(KEYS))].join(', ')})`,
        token.at,
      );
    }
    this.index++;
    const operatorToken = this.current;
    let operator: PredicateOperator | undefined;
    if (operatorToken.kind === 'symbol') {
      if (operatorToken.text === '==' || operatorToken.text === '=') operator = '==';
      else if (operatorToken.text === '!=' || operatorToken.text === '<>') operator = '!=';
    } else if (operatorToken.kind === 'word') {
      operator = OPERATOR_WORDS[operatorToken.text.toUpperCase()];
    }
    if (!operator) fail(this.source, 'unsupported or missing comparison operator', operatorToken.at);
    this.index++;
    let caseInsensitive = false;
    let diacriticInsensitive = false;
    if (this.isSymbol('[')) {
      const at = this.current.at;
      this.index++;
      const flags = this.current;
      if (flags.kind !== 'word' || !/^[cdn]+$/i.test(flags.text))
        fail(this.source, 'expected [c], [d] or [cd]', at);
      caseInsensitive = /c/i.test(flags.text);
      diacriticInsensitive = /d/i.test(flags.text);
      this.index++;
      if (!this.isSymbol(']')) fail(this.source, 'expected "]"', this.current.at);
      this.index++;
    }
    const valueToken = this.current;
    let value: PredicateValue;
    if (valueToken.kind === 'string') value = valueToken.text;
    else if (valueToken.kind === 'number') value = valueToken.value;
    else if (valueToken.kind === 'word' && /^(true|yes|false|no)$/i.test(valueToken.text)) {
      value = /^(true|yes)$/i.test(valueToken.text);
    } else fail(this.source, 'expected a string, number or boolean value', valueToken.at);
    if (operator !== '==' && operator !== '!=' && typeof value !== 'string') {
      fail(this.source, `${operator} needs a string value`, valueToken.at);
    }
    if (operator === 'MATCHES') compileRegex(value as string, caseInsensitive, this.source, valueToken.at);
    this.index++;
    return { kind: 'compare', key, operator, caseInsensitive, diacriticInsensitive, value };
  }
}

function compileRegex(pattern: string, caseInsensitive: boolean, source?: string, at?: number): RegExp {
  let compiled: RegExp;
  try {
    compiled = new RegExp(`^(?:${pattern})$`, caseInsensitive ? 'i' : '');
  } catch (error) {
    if (source !== undefined) fail(source, `invalid regular expression ${JSON.stringify(pattern)}`, at ?? 0);
    throw error;
  }
  const unsafe = source === undefined ? undefined : unsafePatternReason(pattern);
  if (unsafe !== undefined)
    fail(source!, `unsafe regular expression ${JSON.stringify(pattern)}: ${unsafe}`, at ?? 0);
  return compiled;
}

/**
 * Parses an iOS predicate string.
 *
 * @example
 * parsePredicate('type == "XCUIElementTypeButton" AND label == "Add to cart"')
 */
export function parsePredicate(source: string): Predicate {
  const parser = new Parser(source, lex(source));
  if (parser.current.kind === 'end') fail(source, 'empty predicate', 0);
  const predicate = parser.parseOr();
  const rest = parser.tokens[parser.index] as Token;
  if (rest.kind !== 'end') fail(source, 'unexpected text after the predicate', rest.at);
  return predicate;
}

function fold(text: string, caseInsensitive: boolean, diacriticInsensitive: boolean): string {
  let out = diacriticInsensitive ? text.normalize('NFD').replace(/\p{M}/gu, '') : text;
  if (caseInsensitive) out = out.toLowerCase();
  return out;
}

function likePattern(pattern: string, caseInsensitive: boolean): RegExp {
  const body = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${body}$`, `s${caseInsensitive ? 'i' : ''}`);
}

/** The value of a predicate key on a node; undefined = nil. */
function read(node: NativeNode, key: PredicateKey): string | undefined {
  if (key === 'type') return node.attributes.type ?? node.tag;
  return node.attributes[key];
}

/** Evaluates a parsed predicate on one node. */
export function predicateHolds(node: NativeNode, predicate: Predicate): boolean {
  switch (predicate.kind) {
    case 'and':
      return predicateHolds(node, predicate.left) && predicateHolds(node, predicate.right);
    case 'or':
      return predicateHolds(node, predicate.left) || predicateHolds(node, predicate.right);
    case 'not':
      return !predicateHolds(node, predicate.operand);
    case 'constant':
      return predicate.value;
    case 'compare':
      return compare(read(node, predicate.key), predicate);
  }
}

function compare(actual: string | undefined, predicate: Extract<Predicate, { kind: 'compare' }>): boolean {
  const { operator, value, caseInsensitive, diacriticInsensitive } = predicate;
  if (typeof value !== 'string') {
    // Booleans and numbers compare numerically: "true"/"false" attributes read as 1/0.
    const expected = typeof value === 'boolean' ? (value ? 1 : 0) : value;
    const number =
      actual === 'true' ? 1 : actual === 'false' ? 0 : actual === undefined ? Number.NaN : Number(actual);
    return operator === '==' ? number === expected : number !== expected;
  }
  if (actual === undefined) return operator === '!=';
  const left = fold(actual, caseInsensitive, diacriticInsensitive);
  const right = fold(value, caseInsensitive, diacriticInsensitive);
  switch (operator) {
    case '==':
      return left === right;
    case '!=':
      return left !== right;
    case 'CONTAINS':
      return left.includes(right);
    case 'BEGINSWITH':
      return left.startsWith(right);
    case 'ENDSWITH':
      return left.endsWith(right);
    case 'LIKE':
      return likePattern(right, false).test(left);
    case 'MATCHES':
      return compileRegex(value, caseInsensitive).test(
        diacriticInsensitive ? fold(actual, false, true) : actual,
      );
  }
}

/** Every node (document order) the predicate holds for, skipping the AppiumAUT wrapper. */
export function evaluatePredicate(nodes: readonly NativeNode[], predicate: Predicate): NativeNode[] {
  return nodes.filter(
    (node) => node.tag !== 'AppiumAUT' && node.tag !== 'hierarchy' && predicateHolds(node, predicate),
  );
}

/** A predicate string literal in double quotes. */
export function predicateString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
