/**
 * A minimal cascade for the two properties that hide things, `display` and `visibility`, from the
 * page's own `<style>` elements (a captured page carries them; linked stylesheets it does not).
 * `display` also shapes accessible names: a block or inline-block inside a link is read with a
 * space around it (accessible-name.ts).
 * CSS Cascade 4 § 6: the winner is the declaration with the highest importance, then specificity
 * (Selectors 4 § 17), then order; inline `style` beats normal author rules. Rules inside an
 * `@media` block count when its condition holds at the viewport a test run opens by default
 * (media-query.ts); other at-rules (@supports, @container…) and conditions it cannot evaluate are
 * skipped, not guessed.
 *
 * Cost stays proportional to what a heal looks at: rules that name a class or id no element has
 * are dropped, the rest are indexed by their last compound's id/class/tag, and an element is
 * matched only against the rules keyed on its own id, classes and tag, the first time its style
 * is asked for. Only elements a hiding rule matches, or that carry `hidden`, get a style. A sheet
 * is read once per distinct text and a selector compiled once, for every page: the pages of one
 * site carry the same sheets.
 */
import { type CompiledCss, compileCss } from './css.js';
import { ElementTable } from './element-table.js';
import { mediaMatches } from './media-query.js';
import type { WebElementNode, WebPageModel } from './web-page.js';

interface Declaration {
  readonly value: string;
  readonly important: boolean;
}

/** A rule as its sheet says it: the same on every page that carries the sheet. */
interface SheetRule {
  readonly selector: string;
  /** What the selector's last compound requires (computed once per rule). */
  readonly key: CompoundKey;
  /** The class and id names the selector requires (see requiredNames). */
  readonly required: RequiredNames | undefined;
  // Always present (undefined when the rule does not set it): rules are built as literals of one
  // shape, per page and rule, not spread.
  readonly display: Declaration | undefined;
  readonly visibility: Declaration | undefined;
}

/** A rule on one page: its place in the cascade's order and the scope its sheet applies to. */
interface Rule extends SheetRule {
  readonly order: number;
  readonly scope: number;
}

export interface AuthorStyle {
  readonly display?: Declaration;
  readonly visibility?: Declaration;
}

/** Removes `/* … *\/` comments (an unclosed one stays, as with a lazy regex); indexOf beats a regex on large sheets. */
function stripComments(css: string): string {
  let start = css.indexOf('/*');
  if (start < 0) return css;
  let out = '';
  let from = 0;
  while (start >= 0) {
    const end = css.indexOf('*/', start + 2);
    if (end < 0) break;
    out += css.slice(from, start);
    from = end + 2;
    start = css.indexOf('/*', from);
  }
  return out + css.slice(from);
}

/** The page's own `<style>` sheets (HTML namespace), read once per page: each with its scope. */
function styleSheets(
  page: WebPageModel,
): readonly { readonly reading: SheetReading; readonly scope: number }[] {
  return page.cached('style-sheets', () =>
    (page.elementsByTag('style') as WebElementNode[])
      .filter((style) => style.namespace === 'html')
      .map((style) => ({
        reading: readSheet(style.nodes.filter((node): node is string => typeof node === 'string').join('')),
        scope: style.scope,
      })),
  );
}

/** Splits a selector list at top-level commas. */
function splitSelectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(selector.slice(start).trim());
  return parts.filter((part) => part.length > 0);
}

/** Selectors 4 § 17 specificity packed as a*10000 + b*100 + c (approximate for :is/:not arguments). */
function specificityOf(selector: string): number {
  const withoutStrings = selector.replace(/"[^"]*"|'[^']*'/g, '');
  const ids = (withoutStrings.match(/#[\w-]+/g) ?? []).length;
  const classes = (withoutStrings.match(/\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+/g) ?? []).length;
  const types = (
    withoutStrings.replace(/\[[^\]]*\]|\([^)]*\)/g, '').match(/(^|[\s>+~(])[a-zA-Z][\w-]*/g) ?? []
  ).length;
  return ids * 10000 + classes * 100 + types;
}

function parseDeclarations(body: string): { display?: Declaration; visibility?: Declaration } {
  const out: { display?: Declaration; visibility?: Declaration } = {};
  for (const declaration of body.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    if (property !== 'display' && property !== 'visibility') continue;
    const raw = declaration
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    const important = /!\s*important$/.test(raw);
    const value = raw.replace(/!\s*important$/, '').trim();
    const previous = out[property];
    if (!previous || important || !previous.important) out[property] = { value, important };
  }
  return out;
}

const HIDING_PROPERTY = /display|visibility/i;

/** Index just past the `}` that closes the block opened at `open` (nested blocks counted), or the text's end. */
function blockEnd(text: string, open: number): number {
  let depth = 1;
  let position = open + 1;
  let nextOpen = text.indexOf('{', position);
  while (depth > 0) {
    const nextClose = text.indexOf('}', position);
    if (nextClose < 0) return text.length;
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth++;
      position = nextOpen + 1;
      nextOpen = text.indexOf('{', position);
    } else {
      depth--;
      position = nextClose + 1;
    }
  }
  return position;
}

/**
 * True for a character `trim()` drops and `\s` matches: ECMAScript WhiteSpace (tab, vertical tab,
 * form feed, ZWNBSP, the Zs space separators) and LineTerminator (LF, CR, LS, PS).
 */
function isSpaceCode(code: number): boolean {
  return code <= 0x20
    ? code === 0x20 || (code >= 0x09 && code <= 0x0d)
    : code === 0xa0 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000 ||
        code === 0xfeff;
}

/**
 * Whether the first character `trim()` keeps in text[from, to) is an `@` (an at-rule's prelude).
 * A character loop, not a `/\S/g` exec: this runs once per rule of every sheet, and the regex's
 * match object per call was most of the sheet's parse time.
 */
function startsAtRule(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (!isSpaceCode(code)) return code === 64; /* @ */
  }
  return false;
}

/**
 * Where the block of the rule whose prelude starts at `from` opens: the first `{` outside a
 * `[…]` or `(…)` block (CSS Syntax § 5.4.3: the prelude consumes those blocks whole, braces
 * included), or -1. A sheet wrapped in `<![CDATA[ … ]]>` is one prelude that swallows every rule
 * (Chromium applies none of them); an attribute selector's brackets close before its block.
 */
function preludeEnd(text: string, from: number): number {
  const brace = text.indexOf('{', from);
  // Most preludes hold no bracket or parenthesis before their brace: no scan.
  const bracket = text.indexOf('[', from);
  const paren = text.indexOf('(', from);
  if (brace < 0 || ((bracket < 0 || bracket > brace) && (paren < 0 || paren > brace))) return brace;
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (char === '"' || char === "'") {
      const close = text.indexOf(char, i + 1);
      if (close < 0) return -1;
      i = close;
    } else if (char === '[' || char === '(') depth++;
    else if ((char === ']' || char === ')') && depth > 0) depth--;
    else if (char === '{' && depth === 0) return i;
  }
  return -1;
}

/**
 * Style rules of a sheet (comments already removed) that set display or visibility, with those of
 * `@media` blocks that hold at the default viewport; other at-rule blocks are skipped.
 */
function parseRules(text: string): SheetRule[] {
  const rules: SheetRule[] = [];
  let i = 0;
  // Most rules set neither property: the next mention of one is looked up once for many rules,
  // and a style rule's prelude is only read when its block mentions one.
  const hiding = new RegExp(HIDING_PROPERTY.source, 'gi');
  let nextHiding = -1; // the first mention at or after the last position asked about (Infinity: none)
  /** False when text[from, to) cannot mention either property (calls come with increasing `from`). */
  const mayMentionHiding = (from: number, to: number): boolean => {
    if (nextHiding < from) {
      hiding.lastIndex = from;
      nextHiding = hiding.exec(text)?.index ?? Number.POSITIVE_INFINITY;
    }
    return nextHiding < to;
  };
  while (i < text.length) {
    const open = preludeEnd(text, i);
    if (open < 0) break;
    if (!startsAtRule(text, i, open)) {
      // A style rule. Find the matching close brace (a stray nested block is skipped whole).
      const j = blockEnd(text, open);
      if (mayMentionHiding(open + 1, j - 1) && HIDING_PROPERTY.test(text.slice(open + 1, j - 1))) {
        const declarations = parseDeclarations(text.slice(open + 1, j - 1));
        if (declarations.display || declarations.visibility) {
          for (const selector of splitSelectorList(text.slice(i, open).trim())) {
            rules.push({
              selector,
              key: compoundKey(selector),
              required: requiredNames(selector),
              display: declarations.display,
              visibility: declarations.visibility,
            });
          }
        }
      }
      i = j;
      continue;
    }
    const semicolon = text.indexOf(';', i);
    if (semicolon >= 0 && semicolon < open) {
      i = semicolon + 1; // @import / @charset statement
      continue;
    }
    const prelude = text.slice(i, open).trim();
    // Find the matching close brace (nested blocks in at-rules).
    const j = blockEnd(text, open);
    const media = /^@media\b/i.exec(prelude);
    if (media && mediaMatches(prelude.slice(media[0].length)) === true) {
      for (const rule of parseRules(text.slice(open + 1, j - 1))) rules.push(rule);
    }
    i = j;
  }
  return rules;
}

/** What the selector's last compound requires, for cheap prefiltering: an id, a class, or a tag. */
type CompoundKey = { kind: 'id' | 'class' | 'tag'; value: string } | undefined;

function compoundKey(selector: string): CompoundKey {
  // Arguments and attribute selectors say nothing the element must carry (`:not(.x)`), and may
  // hold combinator characters (`:nth-of-type(n+22)`): they are dropped before the last compound is read.
  let bare = selector.replace(/"[^"]*"|'[^']*'/g, '""');
  for (let previous = ''; previous !== bare; ) {
    previous = bare;
    bare = bare.replace(/\([^()]*\)|\[[^[\]]*\]/g, '');
  }
  const last = bare.split(/[\s>+~]+/).pop() ?? '';
  const id = /#([\w-]+)/.exec(last)?.[1];
  if (id) return { kind: 'id', value: id };
  const className = /\.([\w-]+)/.exec(last)?.[1];
  if (className) return { kind: 'class', value: className };
  const tag = /^([a-zA-Z][\w-]*)/.exec(last)?.[1];
  if (tag) return { kind: 'tag', value: tag.toLowerCase() };
  return undefined;
}

/** Selectors this simple can have their required class and id names read off with a regex. */
const SIMPLE_SELECTOR = /^[\w\s.#:>+~*()[\]="'^$|,-]*$/;

/**
 * Class and id names an element the selector matches must carry, on itself or an ancestor, or on
 * a sibling of one when `siblings` is set: those of every compound, outside pseudo-class
 * arguments and attribute selectors. Undefined when the selector is not simple enough to read
 * safely (escapes, non-ASCII names).
 */
interface RequiredNames {
  readonly classes: readonly string[];
  readonly ids: readonly string[];
  /** The selector has a sibling combinator (`+`, `~`): a name may sit beside the chain, not on it. */
  readonly siblings: boolean;
}

function requiredNames(selector: string): RequiredNames | undefined {
  if (selector.includes('\\') || !SIMPLE_SELECTOR.test(selector)) return undefined;
  let bare = selector.replace(/"[^"]*"|'[^']*'/g, '');
  for (let previous = ''; previous !== bare; ) {
    previous = bare;
    bare = bare.replace(/\([^()]*\)|\[[^[\]]*\]/g, ' ');
  }
  const classes: string[] = [];
  const ids: string[] = [];
  for (const match of bare.matchAll(/([.#])([\w-]+)/g)) (match[1] === '.' ? classes : ids).push(match[2]!);
  return { classes, ids, siblings: /[+~]/.test(bare) };
}

/**
 * The elements carrying each class name or id some rule requires (document order). Only the names
 * rules ask for are collected, in one pass over the page.
 */
interface NamedElements {
  readonly classes: ReadonlyMap<string, readonly WebElementNode[]>;
  readonly ids: ReadonlyMap<string, readonly WebElementNode[]>;
}

function elementsNamed(page: WebPageModel, rules: readonly Rule[]): NamedElements {
  const classes = new Map<string, WebElementNode[]>();
  const ids = new Map<string, WebElementNode[]>();
  for (const { required } of rules) {
    if (!required) continue;
    for (const name of required.classes) classes.set(name, []);
    for (const id of required.ids) ids.set(id, []);
  }
  if (classes.size === 0 && ids.size === 0) return { classes, ids };
  // The carriers come from the page's attribute index (document order), not a look into every
  // element's record. Class attributes repeat: which wanted names one holds is decided once per
  // distinct value.
  if (classes.size > 0) {
    const namesByValue = new Map<string, string[]>();
    for (const el of page.elementsWithAttribute('class')) {
      const classNames = el.attributes.class!;
      if (!classNames) continue;
      let names = namesByValue.get(classNames);
      if (names === undefined) {
        names = [];
        for (const name of classNames.split(/\s+/))
          if (classes.has(name) && !names.includes(name)) names.push(name);
        namesByValue.set(classNames, names);
      }
      for (const name of names) classes.get(name)!.push(el);
    }
  }
  if (ids.size > 0) for (const el of page.elementsWithAttribute('id')) ids.get(el.attributes.id!)?.push(el);
  return { classes, ids };
}

/**
 * Where a rule can match at all: false when the selector needs a class or id no element on the
 * page has. Otherwise, when the selector has no sibling combinator, the composed subtrees of the
 * elements carrying its rarest required name (in the rule's scope): every element it matches is
 * one of them or inside one, since that name sits on the element or an ancestor in its own tree.
 */
type RuleReach = false | { readonly starts: Int32Array; readonly ends: Int32Array } | undefined;

function reachOf(rule: Rule, named: NamedElements): RuleReach {
  const required = rule.required;
  if (!required) return undefined;
  let rarest: readonly WebElementNode[] | undefined;
  for (const [names, map] of [
    [required.classes, named.classes],
    [required.ids, named.ids],
  ] as const) {
    for (const name of names) {
      const carriers = map.get(name) ?? [];
      if (carriers.length === 0) return false;
      if (!rarest || carriers.length < rarest.length) rarest = carriers;
    }
  }
  if (!rarest || required.siblings) return undefined;
  const starts: number[] = [];
  const ends: number[] = [];
  for (const el of rarest) {
    if (el.scope !== rule.scope) continue;
    // Carriers come in document order: one nested in the previous range adds nothing.
    if (ends.length > 0 && el.index <= ends[ends.length - 1]!) continue;
    starts.push(el.index);
    ends.push(el.end);
  }
  return { starts: Int32Array.from(starts), ends: Int32Array.from(ends) };
}

function withinReach(reach: { readonly starts: Int32Array; readonly ends: Int32Array }, el: WebElementNode) {
  let lo = 0;
  let hi = reach.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (reach.starts[mid]! <= el.index) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && el.index <= reach.ends[lo - 1]!;
}

/** The rules by their last compound's key, so an element is only tested against rules it can match. */
interface RuleIndex {
  readonly id: Map<string, Rule[]>;
  readonly class: Map<string, Rule[]>;
  readonly tag: Map<string, Rule[]>;
  /** Rules whose last compound names no id, class or tag (`[hidden]`, `*`, `:root`…). */
  readonly unkeyed: Rule[];
  /** Rules keyed on the classes of one `class` attribute value, in class order (values repeat). */
  readonly byClassValue: Map<string, readonly Rule[]>;
}

function indexRules(rules: readonly Rule[]): RuleIndex {
  const index: RuleIndex = {
    id: new Map(),
    class: new Map(),
    tag: new Map(),
    unkeyed: [],
    byClassValue: new Map(),
  };
  for (const rule of rules) {
    if (!rule.key) {
      index.unkeyed.push(rule);
      continue;
    }
    const map = index[rule.key.kind];
    const list = map.get(rule.key.value);
    if (list) list.push(rule);
    else map.set(rule.key.value, [rule]);
  }
  return index;
}

const NO_RULES: readonly Rule[] = [];

/**
 * A cheap pre-test for an index: false when no rule of it is keyed on the element's id, classes or
 * tag and none is unkeyed, so matching it cannot find one. Class attributes repeat: the answer for
 * one is memoized by its value.
 */
function mayMatchSome(index: RuleIndex): (el: WebElementNode) => boolean {
  const byClassAttribute = new Map<string, boolean>();
  return (el) => {
    if (index.unkeyed.length > 0 || index.tag.has(el.tag)) return true;
    const { id, class: classes } = el.attributes;
    if (id !== undefined && index.id.has(id)) return true;
    if (!classes || index.class.size === 0) return false;
    let named = byClassAttribute.get(classes);
    if (named === undefined) {
      named = classes.split(/\s+/).some((name) => index.class.has(name));
      byClassAttribute.set(classes, named);
    }
    return named;
  };
}

function rulesForClassValue(index: RuleIndex, classes: string): readonly Rule[] {
  let rules = index.byClassValue.get(classes);
  if (rules === undefined) {
    const names = classes.split(/\s+/);
    const found: Rule[] = [];
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      // A class named twice is visited once.
      if (name === '' || names.indexOf(name) < i) continue;
      const keyed = index.class.get(name);
      if (keyed) found.push(...keyed);
    }
    rules = found.length > 0 ? found : NO_RULES;
    index.byClassValue.set(classes, rules);
  }
  return rules;
}

/**
 * Calls `visit` with every rule that may match `el` (keyed on its id, one of its classes or its
 * tag, or unkeyed) until one returns true; returns whether one did.
 */
function someRuleFor(index: RuleIndex, el: WebElementNode, visit: (rule: Rule) => boolean): boolean {
  const id = el.attributes.id;
  if (id !== undefined) for (const rule of index.id.get(id) ?? NO_RULES) if (visit(rule)) return true;
  const classes = el.attributes.class;
  if (classes && index.class.size > 0)
    for (const rule of rulesForClassValue(index, classes)) if (visit(rule)) return true;
  for (const rule of index.tag.get(el.tag) ?? NO_RULES) if (visit(rule)) return true;
  for (const rule of index.unkeyed) if (visit(rule)) return true;
  return false;
}

/** What a sheet says that the engine reads: the same on every page that carries the sheet. */
interface SheetReading {
  /** The rules that set display or visibility. */
  readonly rules: readonly SheetRule[];
  /** The keys of its `::before` / `::after` rules with text content (see generatedContentKeys). */
  readonly generatedKeys: readonly string[];
}

/**
 * Sheets read so far, by their length, with their text as the page holds it: the pages of one
 * site carry the same sheets, and a sheet's reading is the same on each. Keyed by length and
 * compared as text, not hashed: each page's sheet is a new string, and hashing 250 KB of it cost
 * more than comparing it (the parser leaves text flat, so the comparison is a memory compare).
 * A hit skips the comment stripping and both reads. Deterministic: a cache only, emptied when the
 * texts it holds pass MAX_SHEET_MEMO_CHARS.
 */
const SHEET_MEMO = new Map<number, { readonly text: string; readonly reading: SheetReading }[]>();
const MAX_SHEET_MEMO_CHARS = 4_000_000;
let sheetMemoChars = 0;

/** Reads a sheet's text (comments and all), once per distinct text. */
function readSheet(text: string): SheetReading {
  const known = SHEET_MEMO.get(text.length)?.find((sheet) => sheet.text === text);
  if (known) return known.reading;
  const css = stripComments(text);
  const reading: SheetReading = { rules: parseRules(css), generatedKeys: generatedKeysOf(css) };
  if (sheetMemoChars + text.length > MAX_SHEET_MEMO_CHARS) {
    SHEET_MEMO.clear();
    sheetMemoChars = 0;
  }
  const sameLength = SHEET_MEMO.get(text.length);
  if (sameLength) sameLength.push({ text, reading });
  else SHEET_MEMO.set(text.length, [{ text, reading }]);
  sheetMemoChars += text.length;
  return reading;
}

/**
 * Compiled rule selectors (null: css-select cannot take it), shared by every page: a light-DOM
 * selector compiled once tests any page's elements, reading only the element it is given and its
 * relatives. compileCss shares compiled selectors too; this map also remembers the ones that do not
 * compile, in one lookup per rule tested. Deterministic: a cache only, emptied when it holds
 * MAX_COMPILED_SELECTORS.
 */
const COMPILED_SELECTORS = new Map<string, CompiledCss | null>();
const MAX_COMPILED_SELECTORS = 10_000;

/** The rule selector compiled (light-DOM semantics), or null when css-select cannot take it. */
function compiledSelector(selector: string): CompiledCss | null {
  let test = COMPILED_SELECTORS.get(selector);
  if (test === undefined) {
    try {
      test = compileCss(selector, false);
    } catch {
      // Selectors css-select does not know (:hover, ::before, :host…) never match statically.
      test = null;
    }
    if (COMPILED_SELECTORS.size >= MAX_COMPILED_SELECTORS) COMPILED_SELECTORS.clear();
    COMPILED_SELECTORS.set(selector, test);
  }
  return test;
}

function hides(rule: Rule): boolean {
  return (
    rule.display?.value === 'none' ||
    rule.visibility?.value === 'hidden' ||
    rule.visibility?.value === 'collapse'
  );
}

type Ranked = Declaration & { specificity: number; order: number };

function better(a: Ranked, b: Ranked | undefined): boolean {
  if (!b) return true;
  if (a.important !== b.important) return a.important;
  if (a.specificity !== b.specificity) return a.specificity > b.specificity;
  return a.order > b.order;
}

/** Looks up the winning author declarations of one element. */
export interface AuthorStyles {
  get(el: WebElementNode): AuthorStyle | undefined;
}

/**
 * The winning author display/visibility declarations per element — only for elements some hiding
 * or display rule matches, or that carry `hidden`; every other element reads as unstyled. Rules
 * that need a class or id the page does not have are dropped first; the rest are indexed by their last
 * compound, and an element is decided when first asked for (memoized), against the rules keyed on
 * its own id, classes and tag only — so a 5 MB page pays for the elements a heal looks at.
 */
export function authorStyles(page: WebPageModel): AuthorStyles {
  return page.cached('author-styles', readAuthorStyles);
}

function readAuthorStyles(page: WebPageModel): AuthorStyles {
  const rules: Rule[] = [];
  for (const sheet of styleSheets(page)) {
    for (const rule of sheet.reading.rules)
      rules.push({
        selector: rule.selector,
        key: rule.key,
        required: rule.required,
        display: rule.display,
        visibility: rule.visibility,
        order: rules.length,
        scope: sheet.scope,
      });
  }
  if (rules.length === 0) return { get: () => undefined };
  const named = elementsNamed(page, rules);
  const reaches = new Map<Rule, RuleReach>();
  for (const rule of rules) reaches.set(rule, reachOf(rule, named));
  const live = rules.filter((rule) => reaches.get(rule) !== false);
  const all = indexRules(live);
  const matches = (rule: Rule, el: WebElementNode): boolean => {
    if (el.scope !== rule.scope) return false;
    const reach = reaches.get(rule);
    if (reach && !withinReach(reach, el)) return false;
    return compiledSelector(rule.selector)?.(el) === true;
  };
  // Specificity only ranks the rules that match one element: most rules are never compared.
  const specificities = new Map<Rule, number>();
  const specificity = (rule: Rule): number => {
    let value = specificities.get(rule);
    if (value === undefined) {
      value = specificityOf(rule.selector);
      specificities.set(rule, value);
    }
    return value;
  };
  const memo = new ElementTable<AuthorStyle | null>(page.elements.length);
  const mayMatch = mayMatchSome(all);
  const compute = (el: WebElementNode): AuthorStyle | null => {
    const marked = el.attributes.hidden !== undefined;
    if (!marked && !mayMatch(el)) return null;
    let display: Ranked | undefined;
    let visibility: Ranked | undefined;
    // Only elements a hiding rule or a display rule matches, or that carry `hidden`, have an
    // author style: a lone `visibility: visible` rule leaves the element unstyled. Display rules
    // other than none count because a block inside a link puts a space in its name in Chromium
    // ("Hillary" + "Reuters on MSN" → "Hillary Reuters on MSN"). One pass over the keyed rules.
    let styled = marked;
    someRuleFor(all, el, (rule) => {
      if (!matches(rule, el)) return false;
      if (rule.display) {
        styled = true;
        const { value, important } = rule.display;
        const ranked = { value, important, specificity: specificity(rule), order: rule.order };
        if (better(ranked, display)) display = ranked;
      }
      if (rule.visibility) {
        if (hides(rule)) styled = true;
        const { value, important } = rule.visibility;
        const ranked = { value, important, specificity: specificity(rule), order: rule.order };
        if (better(ranked, visibility)) visibility = ranked;
      }
      return false;
    });
    if (!styled || (!display && !visibility)) return null;
    return {
      ...(display ? { display: { value: display.value, important: display.important } } : {}),
      ...(visibility ? { visibility: { value: visibility.value, important: visibility.important } } : {}),
    };
  };
  return {
    get: (el) => {
      let style = memo.get(el.index);
      if (style === undefined) {
        style = compute(el);
        memo.set(el.index, style);
      }
      return style ?? undefined;
    },
  };
}

/** A `::before` / `::after` (or legacy `:before`) at the end of a selector. */
const GENERATED_PSEUDO = /::?(?:before|after)\s*$/i;
/** A `content` declaration that puts text on the page (not none, normal, or an empty string). */
const TEXT_CONTENT = /(?:^|[;{\s])content\s*:\s*(?!none\b|normal\b|""|'')[^;]*["']/i;

/**
 * The ids, classes and tags that `::before` / `::after` rules with text content are keyed on,
 * per page: icon fonts (`.icon-user:before { content: "\f350" }`) put characters into the
 * accessible name Chromium computes, which the page source alone does not show.
 */
function generatedContentKeys(page: WebPageModel): ReadonlySet<string> {
  return page.cached<ReadonlySet<string>>(
    'generated-content-keys',
    () => new Set(styleSheets(page).flatMap((sheet) => sheet.reading.generatedKeys)),
  );
}

/** The keys of one sheet's `::before` / `::after` rules with text content (`class:icon-user`, or `*`). */
function generatedKeysOf(css: string): string[] {
  const keys = new Set<string>();
  // Innermost blocks: a rule inside @media counts too (whether it applies is not known).
  for (const { prelude, body } of innermostBlocksNaming(css, /::?(?:before|after)/gi)) {
    if (!TEXT_CONTENT.test(body)) continue;
    for (const selector of splitSelectorList(prelude)) {
      if (!GENERATED_PSEUDO.test(selector)) continue;
      const key = compoundKey(selector.replace(GENERATED_PSEUDO, '').trim());
      keys.add(key ? `${key.kind}:${key.value}` : '*');
    }
  }
  return [...keys];
}

/**
 * The innermost blocks (`prelude { body }`, no brace in either; the prelude runs from the previous
 * brace) whose prelude holds a match of the global `pattern`, in order. Found from the pattern's
 * matches: a sheet is searched once by the regex engine rather than split block by block.
 */
function innermostBlocksNaming(css: string, pattern: RegExp): { prelude: string; body: string }[] {
  const blocks: { prelude: string; body: string }[] = [];
  let seen = -1; // the `{` of the last block looked at: later matches in its prelude are the same block
  for (const match of css.matchAll(pattern)) {
    const at = match.index;
    if (at < seen) continue;
    const open = nextBrace(css, at + match[0].length);
    if (open < 0 || css[open] !== '{') continue; // in a body, or no block follows
    seen = open;
    const close = nextBrace(css, open + 1);
    if (close < 0 || css[close] !== '}') continue; // it holds blocks (an at-rule's prelude)
    const start = Math.max(css.lastIndexOf('{', at), css.lastIndexOf('}', at)) + 1;
    blocks.push({ prelude: css.slice(start, open), body: css.slice(open + 1, close) });
  }
  return blocks;
}

/** Index of the first `{` or `}` at or after `from`, or -1. */
function nextBrace(text: string, from: number): number {
  const open = text.indexOf('{', from);
  const close = text.indexOf('}', from);
  return open < 0 ? close : close < 0 ? open : Math.min(open, close);
}

/**
 * True when a `::before` / `::after` rule with text content may apply to the element or an
 * element inside it (matched by the rule's id, class or tag key only, so it may say yes too
 * often, never no wrongly for keyed rules): its name in the browser may hold characters the page
 * source does not.
 */
export function mayShowGeneratedContent(el: WebElementNode): boolean {
  const keys = generatedContentKeys(el.page);
  if (keys.size === 0) return false;
  if (keys.has('*')) return true;
  const elements = el.page.elements;
  for (let i = el.index; i <= el.end; i++) {
    const inner = elements[i]!;
    if (keys.has(`tag:${inner.tag}`)) return true;
    const { id, class: classes } = inner.attributes;
    if (id !== undefined && keys.has(`id:${id}`)) return true;
    if (classes)
      for (const name of classes.split(/\s+/)) if (name !== '' && keys.has(`class:${name}`)) return true;
  }
  return false;
}
