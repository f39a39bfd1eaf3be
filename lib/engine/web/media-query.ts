/**
 * Whether an `@media` condition holds in the viewport a test run opens by default (Playwright's
 * 1280×720 screen), so rules that show a desktop-only control or hide a mobile-only one count in
 * the cascade. Media Queries 4: a comma list matches when any query does; a query is an optional
 * `only`/`not`, a media type, and `and`-joined features, in the `min-width:` form or the range
 * form (`width >= 600px`, `400px < width <= 900px`). Anything this does not know (hover,
 * prefers-*, calc(), `or`) makes the answer unknown, and the caller then leaves the block out, as
 * it did before: a rule is never applied on a guess.
 */
import { dictionary } from '../text/dictionary.js';

/** The viewport a Playwright test opens unless it configures one. */
export const DEFAULT_VIEWPORT = { width: 1280, height: 720 } as const;

const ROOT_FONT_PX = 16;

/** A length in CSS pixels, or undefined for units and expressions this does not evaluate. */
function pixels(value: string): number | undefined {
  const match = /^(-?\d*\.?\d+)(px|em|rem)?$/.exec(value.trim().toLowerCase());
  if (!match) return undefined;
  const amount = Number(match[1]);
  if (match[2] === undefined) return amount === 0 ? 0 : undefined;
  return match[2] === 'px' ? amount : amount * ROOT_FONT_PX;
}

const DIMENSIONS: Readonly<Record<string, number>> = dictionary({
  width: DEFAULT_VIEWPORT.width,
  height: DEFAULT_VIEWPORT.height,
  'device-width': DEFAULT_VIEWPORT.width,
  'device-height': DEFAULT_VIEWPORT.height,
});

function compare(left: number, operator: string, right: number): boolean | undefined {
  switch (operator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    case '=':
      return left === right;
    default:
      return undefined;
  }
}

const FLIPPED: Readonly<Record<string, string>> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '=': '=' };

/** One parenthesised feature, without its parentheses. */
function feature(text: string): boolean | undefined {
  const colon = /^([a-z-]+)\s*:\s*(.+)$/.exec(text);
  if (colon) {
    const [, name, value] = colon as unknown as [string, string, string];
    if (name === 'orientation') {
      const landscape = DEFAULT_VIEWPORT.width >= DEFAULT_VIEWPORT.height;
      if (value === 'landscape') return landscape;
      if (value === 'portrait') return !landscape;
      return undefined;
    }
    const bound = /^(min-|max-)?(.+)$/.exec(name)!;
    const actual = DIMENSIONS[bound[2]!];
    const limit = pixels(value);
    if (actual === undefined || limit === undefined) return undefined;
    if (bound[1] === 'min-') return actual >= limit;
    if (bound[1] === 'max-') return actual <= limit;
    return actual === limit;
  }
  // Range form: `width >= 600px`, `600px <= width`, `400px < width <= 900px`.
  const parts = text.split(/\s*(<=|>=|<|>|=)\s*/);
  if (parts.length !== 3 && parts.length !== 5) return undefined;
  const nameAt = parts.findIndex((part, i) => i % 2 === 0 && DIMENSIONS[part] !== undefined);
  if (nameAt < 0) return undefined;
  const actual = DIMENSIONS[parts[nameAt]!]!;
  let holds = true;
  for (let i = 1; i < parts.length; i += 2) {
    const [left, operator, right] = [parts[i - 1]!, parts[i]!, parts[i + 1]!];
    const other = pixels(left === parts[nameAt] ? right : left);
    if (other === undefined) return undefined;
    const result =
      left === parts[nameAt] ? compare(actual, operator, other) : compare(actual, FLIPPED[operator]!, other);
    if (result === undefined) return undefined;
    holds &&= result;
  }
  return holds;
}

/** One query of a list: `[only|not] [type] [and (feature)]…` or `(feature) and (feature)…`. */
function query(text: string): boolean | undefined {
  let rest = text.trim().toLowerCase();
  let negated = false;
  const prefix = /^(only|not)\s+/.exec(rest);
  if (prefix) {
    negated = prefix[1] === 'not';
    rest = rest.slice(prefix[0].length);
  }
  let holds = true;
  const type = /^([a-z-]+)(\s+and\s+|$)/.exec(rest);
  if (type && type[1] !== 'and') {
    if (type[1] === 'print' || type[1] === 'speech') holds = false;
    else if (type[1] !== 'all' && type[1] !== 'screen') return undefined;
    rest = rest.slice(type[0].length);
  }
  if (rest !== '') {
    if (/\bor\b|\bnot\b/.test(rest)) return undefined;
    // Three-valued `and`: one known false settles it, else one unknown leaves it unknown.
    let unknown = false;
    for (const condition of rest.split(/\s+and\s+/)) {
      const inner = /^\(\s*([^()]+?)\s*\)$/.exec(condition.trim());
      const result = inner ? feature(inner[1]!) : undefined;
      if (result === undefined) unknown = true;
      else holds &&= result;
    }
    if (unknown && holds) return undefined;
  }
  return negated ? !holds : holds;
}

/**
 * True or false when the condition is known to hold or not at the default viewport, undefined
 * when it names something this does not evaluate.
 *
 * @example
 * mediaMatches('(min-width: 768px)') // true
 * mediaMatches('screen and (max-width: 47.99em)') // false
 * mediaMatches('(hover: hover)') // undefined
 */
export function mediaMatches(condition: string): boolean | undefined {
  // Three-valued `or`: one query known to hold settles it, else one unknown leaves it unknown.
  let unknown = false;
  for (const part of condition.split(',')) {
    const result = query(part);
    if (result === true) return true;
    if (result === undefined) unknown = true;
  }
  return unknown ? undefined : false;
}
