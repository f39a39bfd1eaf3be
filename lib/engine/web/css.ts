/**
 * CSS evaluation over the page model with css-select and a custom adapter (no second tree).
 * The one adapter module for css-select / css-what (STYLE.md rule 12).
 *
 * Two modes, as Playwright has them (selectorEvaluator.ts):
 * - pierce (Playwright's default `css` engine): an open shadow root's top-level elements have the
 *   host as parent, so descendant and child combinators cross into open shadow roots; sibling
 *   combinators stay within one child list. Ancestor matching stops at the query scope (the
 *   element a chained locator searches from), as Playwright's evaluator does.
 * - light (`css:light`, Selenium `css selector`): parent never crosses a shadow boundary;
 *   ancestors are not bounded by the scope (native querySelectorAll semantics).
 * Supported on top of Selectors Level 4 (what css-select knows): Playwright's `:visible`,
 * `:has-text("…")` and `:text-is("…")`. Anything else unknown is an InvalidLocatorError.
 */
import { compile } from 'css-select';
import { parse as parseSelector, type Selector, stringify } from 'css-what';
import { InvalidLocatorError } from '../../errors.js';
import { createTextMatcher } from './text-match.js';
import { isVisible } from './visibility.js';
import type { WebElementNode } from './web-page.js';

type CssNode = WebElementNode | string;
type Adapter = NonNullable<NonNullable<Parameters<typeof compile<CssNode, WebElementNode>>[1]>['adapter']>;

/** The element a query runs from; ancestor matching stops there in pierce mode. */
export interface CssContext {
  scope: WebElementNode | undefined;
}

/**
 * What every element a selector matches must carry, read from each selector's subject (last)
 * compound: an attribute (id, class, or any attribute the compound requires to exist) or a tag.
 * Candidates can then come from the page's attribute/tag index instead of a scan.
 */
export type SubjectKey = { readonly kind: 'attribute' | 'tag'; readonly name: string };

export type CompiledCss = ((el: WebElementNode) => boolean) & {
  readonly context: CssContext;
  /** One key per selector of the list; undefined when some selector has none (scan everything). */
  readonly keys: readonly SubjectKey[] | undefined;
};

const TRAVERSALS = new Set(['adjacent', 'child', 'descendant', 'parent', 'sibling', 'column-combinator']);
/** Attribute actions that only match an element carrying the attribute. */
const REQUIRES_ATTRIBUTE = new Set(['exists', 'equals', 'start', 'end', 'any', 'element', 'hyphen']);

/** The index key of one selector's subject compound (attributes preferred over the tag). */
function subjectKey(selector: readonly Selector[]): SubjectKey | undefined {
  let start = 0;
  for (let i = 0; i < selector.length; i++) if (TRAVERSALS.has(selector[i]!.type)) start = i + 1;
  let tag: SubjectKey | undefined;
  for (let i = start; i < selector.length; i++) {
    const token = selector[i]!;
    // css-select lowercases attribute and tag names outside XML mode: the index is asked the same name.
    if (token.type === 'attribute' && token.namespace === null && REQUIRES_ATTRIBUTE.has(token.action))
      return { kind: 'attribute', name: token.name.toLowerCase() };
    if (token.type === 'tag' && token.namespace === null)
      tag = { kind: 'tag', name: token.name.toLowerCase() };
  }
  return tag;
}

function subjectKeys(selector: string): SubjectKey[] | undefined {
  let parsed: Selector[][];
  try {
    parsed = parseSelector(selector);
  } catch {
    return undefined;
  }
  const keys: SubjectKey[] = [];
  for (const one of parsed) {
    const key = subjectKey(one);
    if (!key) return undefined;
    keys.push(key);
  }
  return keys;
}

function siblingsOf(el: WebElementNode): readonly WebElementNode[] {
  if (el.parent) return el.parent.children;
  if (el.host) return el.host.shadowRoot!.children;
  return [el.page.root];
}

function createAdapter(pierce: boolean, context: CssContext): Adapter {
  const isTag = (node: CssNode): node is WebElementNode => typeof node !== 'string';
  return {
    isTag,
    getAttributeValue: (el, name) => el.attributes[name],
    hasAttrib: (el, name) => el.attributes[name] !== undefined,
    getName: (el) => el.tag,
    getParent: (el) => {
      if (!pierce) return el.parent ?? null;
      if (el === context.scope) return null;
      return el.parent ?? el.host ?? null;
    },
    getChildren: (node) => {
      if (typeof node === 'string') return [];
      if (pierce && node.shadowRoot) return [...node.nodes, ...node.shadowRoot.nodes];
      return node.nodes;
    },
    getSiblings: (node) => (typeof node === 'string' ? [node] : (siblingsOf(node) as CssNode[])),
    prevElementSibling: (node) =>
      typeof node === 'string' ? null : (siblingsOf(node)[node.childIndex - 1] ?? null),
    getText: (node) => (typeof node === 'string' ? node : node.matchText),
    removeSubsets: (nodes) => {
      const elements = nodes.filter(isTag);
      return elements.filter(
        (el) => !elements.some((other) => other !== el && other.index < el.index && el.index <= other.end),
      );
    },
    equals: (a, b) => a === b,
  };
}

function unquote(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text.length >= 2 && (text[0] === '"' || text[0] === "'") && text[text.length - 1] === text[0]) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

const PLAYWRIGHT_PSEUDOS = {
  visible: (el: WebElementNode) => isVisible(el),
  'has-text': (el: WebElementNode, value?: string | null) =>
    createTextMatcher({ kind: 'substring', value: unquote(value) })({
      full: el.matchText,
      normalized: el.matchTextNormalized,
    }),
  'text-is': (el: WebElementNode, value?: string | null) =>
    createTextMatcher({ kind: 'exact', value: unquote(value) })({
      full: el.matchText,
      normalized: el.matchTextNormalized,
    }),
};

/** Best-effort 0-based position of a CSS syntax error from css-what / css-select messages. */
function errorPosition(selector: string, message: string): number {
  const found = /(?:found|Unmatched selector:)\s*(.+)$/.exec(message)?.[1];
  if (found) {
    const at = selector.lastIndexOf(found);
    if (at >= 0) return at;
  }
  const pseudo = /pseudo-class :?([\w-]+)/i.exec(message)?.[1];
  if (pseudo) {
    const at = selector.indexOf(`:${pseudo}`);
    if (at >= 0) return at;
  }
  if (/parenthesis/i.test(message)) {
    const at = selector.lastIndexOf('(');
    if (at >= 0) return at;
  }
  return selector.length;
}

/**
 * Compiled selectors, shared by every page and heal, one map per mode (keyed by the selector as
 * written: author styles look one up per rule and element tested): a predicate reads only the
 * element it is given and that element's relatives (its page comes with it), and its one piece of
 * state, the query scope, is set before every use. The ladder validates the same anchors and class
 * selectors on each heal of a site, and css-select's compile cost more than the query it serves on
 * a small page. Deterministic: a cache only, emptied when a map holds MAX_COMPILED_SELECTORS.
 */
const PIERCING_SELECTORS = new Map<string, CompiledCss>();
const LIGHT_SELECTORS = new Map<string, CompiledCss>();
const MAX_COMPILED_SELECTORS = 10_000;

/**
 * True when the selector ends with a combinator (`div >`), not with an escaped character that
 * looks like one (`li.inline-block\@tl\+`, a class a CSS escape wrote for `inline-block@tl+`).
 */
function endsWithCombinator(selector: string): boolean {
  const last = /[>+~]\s*$/.exec(selector);
  if (!last) return false;
  let backslashes = 0;
  for (let i = last.index - 1; i >= 0 && selector[i] === '\\'; i--) backslashes++;
  return backslashes % 2 === 0;
}

/**
 * Compiles a selector (once: see PIERCING_SELECTORS); the returned predicate tests one element.
 * Set `predicate.context.scope` before testing elements of a chained query.
 * @throws InvalidLocatorError with the position of the syntax error.
 */
export function compileCss(selector: string, pierce: boolean): CompiledCss {
  const compiled = pierce ? PIERCING_SELECTORS : LIGHT_SELECTORS;
  const cached = compiled.get(selector);
  if (cached) return cached;
  const trimmed = selector.trim();
  if (trimmed === '') throw new InvalidLocatorError('Empty CSS selector', selector, 0);
  if (endsWithCombinator(trimmed) || /^\s*[>+~]/.test(trimmed)) {
    throw new InvalidLocatorError('CSS selector starts or ends with a combinator', selector, trimmed.length);
  }
  const context: CssContext = { scope: undefined };
  let test: (el: CssNode) => boolean;
  try {
    test = compile<CssNode, WebElementNode>(selector, {
      adapter: createAdapter(pierce, context),
      pseudos: PLAYWRIGHT_PSEUDOS as never,
      xmlMode: false,
      cacheResults: false,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new InvalidLocatorError(
      `Invalid CSS selector (${message})`,
      selector,
      errorPosition(selector, message),
      error,
    );
  }
  // The keys parse the selector again: only a query that asks for candidates by them pays for that
  // (author styles test the elements they are asked about).
  let keys: readonly SubjectKey[] | undefined | null = null;
  const predicate = Object.defineProperties((el: WebElementNode) => test(el), {
    context: { value: context },
    keys: {
      get: () => {
        if (keys === null) keys = subjectKeys(selector);
        return keys;
      },
    },
  }) as CompiledCss;
  if (compiled.size >= MAX_COMPILED_SELECTORS) compiled.clear();
  compiled.set(selector, predicate);
  return predicate;
}

/**
 * A one-selector CSS path's compounds and combinators, with the index of its last combinator
 * (-1 when it has none); undefined for a selector list or one that does not parse.
 */
function lastCombinatorOf(selector: string): { tokens: Selector[]; split: number } | undefined {
  let parsed: Selector[][];
  try {
    parsed = parseSelector(selector);
  } catch {
    return undefined;
  }
  if (parsed.length !== 1) return undefined;
  const tokens = parsed[0]!;
  let split = -1;
  for (let i = 0; i < tokens.length; i++) if (TRAVERSALS.has(tokens[i]!.type)) split = i;
  return { tokens, split };
}

/**
 * A one-selector CSS path split at its last child combinator (`nav > ul > li:nth-child(2) > a` →
 * `nav > ul > li:nth-child(2)` and `a`), or undefined when it has no such step (a selector list, a
 * descendant or sibling last step, or one that does not parse).
 */
export function splitLastChildStep(selector: string): { parent: string; last: string } | undefined {
  const found = lastCombinatorOf(selector);
  if (!found) return undefined;
  const { tokens, split } = found;
  if (split <= 0 || tokens[split]!.type !== 'child' || split === tokens.length - 1) return undefined;
  return { parent: stringify([tokens.slice(0, split)]), last: stringify([tokens.slice(split + 1)]) };
}

/**
 * A one-selector CSS path split at its last descendant or child combinator into its scope and its
 * last compound (`.flex-1 summary.btn-sm` → `.flex-1` and `summary.btn-sm`), when that compound
 * names the element by tag, classes and attributes alone, with at least one class or attribute:
 * no id (an id names one element wherever it moves), no pseudo-class (positions and states change
 * with a reorder). Undefined otherwise.
 */
export function splitLastCompound(selector: string): { scope: string; last: string } | undefined {
  const found = lastCombinatorOf(selector);
  if (!found) return undefined;
  const { tokens, split } = found;
  const combinator = tokens[split]?.type;
  if (split <= 0 || (combinator !== 'child' && combinator !== 'descendant')) return undefined;
  const last = tokens.slice(split + 1);
  let named = false;
  for (const token of last) {
    if (token.type === 'tag' || token.type === 'universal') continue;
    if (token.type !== 'attribute' || token.name === 'id') return undefined;
    named = true;
  }
  if (!named) return undefined;
  return { scope: stringify([tokens.slice(0, split)]), last: stringify([last]) };
}
