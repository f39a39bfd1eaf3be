/**
 * The evidence a native heal request carries, read once: each existing locator (strategy,
 * value, what it still matches, the words that survive in it) and the description/remarks tokens.
 */

import { HealwrightError, isHealwrightError } from '../../errors.js';
import type { AppiumStrategy, LocatorInput } from '../../locators/query.js';
import { evaluateAppiumLocator, normalizeAppiumStrategy } from '../evaluate/evaluate-appium-locator.js';
import type { NativeNode, NativeTree } from '../tree/native-tree.js';
import { resourceEntry } from '../tree/node-facts.js';
import { tokenize } from './native-tokens.js';

export interface LocatorEvidence {
  readonly strategy: AppiumStrategy;
  readonly value: string;
  readonly matches: readonly NativeNode[];
  readonly tokens: readonly string[];
  /** Class / element type names the locator mentions (`android.widget.Button`, `XCUIElementTypeCell`). */
  readonly classes: readonly string[];
  /** The attribute an id / accessibility id locator targeted on this platform. */
  readonly attribute?: string;
  /** Rests on position or coordinates (`[2]`, `.instance(1)`, `@bounds`): never intact, never identifying. */
  readonly positional: boolean;
  /**
   * For a positional XPath: what its shape still matches once the indexes are dropped and each
   * step may sit deeper (`//*[@resource-id="bar"]/TextView[2]` → `//*[@resource-id="bar"]//TextView`).
   * A reorder or an inserted wrapper breaks the index, not the anchor or the class.
   */
  readonly shapeMatches: readonly NativeNode[];
}

/**
 * The shape of an XPath without its positions: `[n]` predicates dropped, child steps after the
 * first loosened to descendant steps. Quotes are respected. Undefined when nothing was positional.
 *
 * @example
 * xpathShape('//*[@name="list"]/XCUIElementTypeCell[3]/XCUIElementTypeButton') // '//*[@name="list"]//XCUIElementTypeCell//XCUIElementTypeButton'
 */
export function xpathShape(value: string): string | undefined {
  let out = '';
  let quote = '';
  let depth = 0;
  let changed = false;
  for (let i = 0; i < value.length; i++) {
    const c = value[i] as string;
    if (quote !== '') {
      if (c === quote) quote = '';
      out += c;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      out += c;
      continue;
    }
    if (c === '[') {
      const index = /^\[\s*\d+\s*\]/.exec(value.slice(i));
      if (index) {
        i += index[0].length - 1;
        changed = true;
        continue;
      }
      depth++;
    } else if (c === ']') depth--;
    else if (c === '/' && depth === 0 && i > 1 && value[i - 1] !== '/' && value[i + 1] !== '/') {
      out += '//';
      changed = true;
      continue;
    }
    out += c;
  }
  return changed ? out : undefined;
}

/** Most nodes a shape may match and still say where the element was. */
const MAX_SHAPE_MATCHES = 8;

function shapeMatchesOf(tree: NativeTree, strategy: AppiumStrategy, value: string): NativeNode[] {
  if (strategy === '-android uiautomator') {
    // `new UiSelector().resourceId("…").instance(3)` without its position.
    const unplaced = value.replace(/\.(?:instance|index)\(\s*\d+\s*\)/g, '');
    if (unplaced === value || !/UiSelector\(\)\.\w/.test(unplaced)) return [];
    try {
      const found = evaluateAppiumLocator(tree, strategy, unplaced);
      return found.length <= MAX_SHAPE_MATCHES ? [...found] : [];
    } catch {
      return [];
    }
  }
  if (strategy !== 'xpath' || !POSITIONAL_LOCATOR.test(value)) return [];
  const shape = xpathShape(value);
  if (!shape || /^\/*\*?$/.test(shape.replace(/\/\/\*$/, ''))) return [];
  try {
    const found = evaluateAppiumLocator(tree, 'xpath', shape);
    return found.length <= MAX_SHAPE_MATCHES ? [...found] : [];
  } catch {
    return [];
  }
}

/** Locators that still match but rest on position or coordinates. */
export const POSITIONAL_LOCATOR =
  /\[\s*-?\d+\s*\]|\.instance\(|\.index\(|@bounds|@x\b|@y\b|position\(\)|last\(\)/;

/**
 * The last location step of an XPath (outside brackets and quotes): its literals name the target;
 * literals of earlier steps name an ancestor (`//*[@name="The Internet"]/Link[2]`).
 */
export function lastXPathStep(value: string): string {
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i] as string;
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === '/' && depth === 0) start = i + 1;
  }
  return value.slice(start);
}

/** Guesses the strategy of a locator sent without a type. */
function guessStrategy(value: string): { strategy: AppiumStrategy; value: string } | undefined {
  const trimmed = value.trim();
  if (trimmed.startsWith('~')) return { strategy: 'accessibility id', value: trimmed.slice(1) };
  if (/^\(*\.?\/\//.test(trimmed) || trimmed.startsWith('/')) return { strategy: 'xpath', value: trimmed };
  if (/^(new\s+)?UiSelector\s*\(/.test(trimmed)) return { strategy: '-android uiautomator', value: trimmed };
  if (trimmed.startsWith('android=')) return { strategy: '-android uiautomator', value: trimmed.slice(8) };
  if (trimmed.startsWith('-ios predicate string:'))
    return { strategy: '-ios predicate string', value: trimmed.slice(22) };
  if (trimmed.startsWith('-ios class chain:'))
    return { strategy: '-ios class chain', value: trimmed.slice(17) };
  if (trimmed.startsWith('**/')) return { strategy: '-ios class chain', value: trimmed };
  if (trimmed.includes(':id/')) return { strategy: 'id', value: trimmed };
  return undefined;
}

/** Quoted strings and identifier-like words inside a locator value, tokenized. */
function locatorTokens(strategy: AppiumStrategy, value: string): string[] {
  const parts: string[] = [];
  if (strategy === 'id') parts.push(resourceEntry(value));
  else if (strategy === 'accessibility id' || strategy === 'name') parts.push(value);
  else if (strategy === 'class name') parts.push(value.replace(/^.*\.|^XCUIElementType/, ''));
  else {
    const target = strategy === 'xpath' ? lastXPathStep(value) : value;
    for (const match of target.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/g)) {
      const literal = match[1] ?? match[2] ?? '';
      if (/^XCUIElementType|^android\.|^[\w.]+\.\w+$/.test(literal) && !literal.includes(' ')) continue;
      parts.push(literal.includes(':id/') ? resourceEntry(literal) : literal);
    }
  }
  return tokenize(parts.join(' '));
}

function classesIn(value: string): string[] {
  return [...value.matchAll(/XCUIElementType[A-Za-z]+|\b(?:android|androidx|com)\.[\w.]+\.[A-Z]\w*/g)].map(
    (m) => m[0],
  );
}

/**
 * Reads the existing locators. Throws HealwrightError (400) for a locator that does not compile
 * or a strategy the platform does not have: a broken grammar is a permanent error, not evidence.
 */
export function readLocatorEvidence(tree: NativeTree, inputs: readonly LocatorInput[]): LocatorEvidence[] {
  const out: LocatorEvidence[] = [];
  for (const input of inputs) {
    const typed = input.type && input.type.trim() !== '' ? normalizeAppiumStrategy(input.type) : undefined;
    const resolved = typed ? { strategy: typed, value: input.value } : guessStrategy(input.value);
    if (!resolved) {
      throw new HealwrightError(
        'UNKNOWN_STRATEGY',
        input.type
          ? `"${input.type}" is not an Appium strategy (use id, accessibility id, xpath, class name, -android uiautomator, -ios predicate string or -ios class chain).`
          : `Cannot tell the Appium strategy of ${JSON.stringify(input.value)}: send it as { "type": "<strategy>", "value": "…" }.`,
        { details: { locator: input } },
      );
    }
    let matches: readonly NativeNode[];
    try {
      matches = evaluateAppiumLocator(tree, resolved.strategy, resolved.value);
    } catch (error) {
      if (isHealwrightError(error)) throw error;
      throw new HealwrightError(
        'INVALID_LOCATOR',
        `The locator ${JSON.stringify(resolved.value)} cannot be evaluated.`,
        {
          cause: error,
        },
      );
    }
    const attribute =
      resolved.strategy === 'id'
        ? tree.platform === 'android'
          ? 'resource-id'
          : 'name'
        : resolved.strategy === 'accessibility id' || resolved.strategy === 'name'
          ? tree.platform === 'android'
            ? 'content-desc'
            : 'name'
          : undefined;
    out.push({
      ...(attribute ? { attribute } : {}),
      strategy: resolved.strategy,
      value: resolved.value,
      matches,
      tokens: locatorTokens(resolved.strategy, resolved.value),
      positional: POSITIONAL_LOCATOR.test(resolved.value),
      shapeMatches: shapeMatchesOf(tree, resolved.strategy, resolved.value),
      classes: classesIn(resolved.value),
    });
  }
  return out;
}
