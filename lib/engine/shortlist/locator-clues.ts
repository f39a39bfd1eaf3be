/**
 * What a broken (or surviving) locator still says about its element: the ids, classes,
 * attributes, texts, roles and tags it names, and how robust it is. Works on the facade's
 * LocatorQuery, so every form users hold (CSS, XPath, Playwright code and selectors, role=,
 * text=, test ids) yields the same clues. CSS and XPath are read with small tolerant scanners
 * that extract clues only; compiling them is resolveQuery's job.
 */
import type { LocatorQuery, QueryStep, TextMatch } from '../../locators/query.js';
import { isGeneratedId, isSemanticClass } from '../text/anti-patterns.js';
import { isDataDependentText } from '../text/data-dependent.js';
import type { WebPage } from '../web/index.js';
import { isCopiedXPath } from '../web/xpath.js';
import {
  ABSOLUTE_PATH_FACTOR,
  POSITIONAL_FACTOR,
  ROBUSTNESS,
  XPATH_SIGHTING_MAX_ELEMENTS,
} from '../weights.js';

export type Clue =
  | { readonly kind: 'test-id'; readonly attribute: string; readonly value: string }
  | { readonly kind: 'id'; readonly value: string }
  | { readonly kind: 'class'; readonly value: string }
  | { readonly kind: 'attribute'; readonly name: string; readonly value: string; readonly exact: boolean }
  | {
      readonly kind: 'text';
      readonly value: string;
      readonly exact: boolean;
      /** Read by a filter (`.filter({ hasText })`, `:has-text()`): a text inside, not the whole. */
      readonly contained?: true;
    }
  | {
      readonly kind: 'name';
      readonly value: string;
      readonly exact: boolean;
      /** The attribute the locator read the label from (`placeholder`…); none for getByLabel. */
      readonly attribute?: string;
    }
  | { readonly kind: 'role'; readonly role: string; readonly name?: string; readonly exact: boolean }
  | { readonly kind: 'tag'; readonly value: string };

export interface LocatorEvidence {
  readonly query: LocatorQuery;
  /** Clues of the step that names the target (the last search step). */
  readonly clues: readonly Clue[];
  /** Clues of earlier steps (ancestors the locator anchored on). */
  readonly anchorClues: readonly Clue[];
  /**
   * The same, one group per ancestor step or compound (`header.Header > div > nav > a` gives
   * [[tag header, class Header], [tag div], [tag nav]]): each names an element the target sat in.
   */
  readonly anchors: readonly (readonly Clue[])[];
  /**
   * Those of the anchors a later step climbed up from (`//input[@id='msg-7']/ancestor::li//button`
   * gives the input's): found beside the target, inside the ancestor, not around the target.
   */
  readonly besideAnchors: ReadonlySet<readonly Clue[]>;
  /** 0..1: how much a surviving match of this locator can be trusted. */
  readonly robustness: number;
  /** How many of its steps pick by position (`.first()`, `[2]`, `:nth-child(3)`): what a reorder moves. */
  readonly positional: number;
  /** Why the robustness is what it is (for rationales). */
  readonly robustnessReason: string;
  /**
   * Every step descends by child steps (`div.x > ul > li > a`, `//div[@id='x']/ul/li[5]/a`), none
   * to any depth: the path names each level between its first step and the target.
   */
  readonly childStepsOnly: boolean;
}

/**
 * How many of a locator's steps pick by position (`.nth(1)`, `(//li)[2]`, `:nth-child(2)`): one
 * element such a locator finds is one of several picked by where it sits, not proof of identity.
 *
 * @example
 * positionalSteps(parseLocator('li:nth-child(2) button')) // 1
 */
export function positionalSteps(query: LocatorQuery): number {
  return readLocatorEvidence(query, []).positional;
}

/**
 * Reads a parsed locator into clues and a robustness.
 *
 * @example
 * readLocatorEvidence(parseLocator('#add-to-cart-backpack'), ['data-testid']).clues
 * // [{ kind: 'id', value: 'add-to-cart-backpack' }]
 */
export function readLocatorEvidence(
  query: LocatorQuery,
  testIdAttributes: readonly string[],
): LocatorEvidence {
  let positional = query.steps.filter((step) => step.kind === 'nth').length;
  let absolute = false;
  // A filter narrows the step before it: `.card.filter({ hasText: 'Backpack' }).locator('button')`
  // says the card reads "Backpack", not the button.
  const reads: StepClues[] = [];
  for (const step of query.steps) {
    if (step.kind === 'filter') {
      if (step.hasText) {
        const { value, exact } = matchValue(step.hasText);
        reads[reads.length - 1]?.clues.push({ kind: 'text', value, exact, contained: true });
      }
      continue;
    }
    if (step.kind === 'nth' || step.kind === 'aria-ref' || step.kind === 'appium') continue;
    reads.push(cluesOfStep(step, testIdAttributes));
  }
  const stepClues: Clue[][] = [];
  let anchors: Clue[][] = [];
  let siblingGroup: Clue[] | undefined;
  const besideAnchors = new Set<readonly Clue[]>(reads.flatMap((read) => read.besideAnchors ?? []));
  reads.forEach((read, i) => {
    positional += read.positional;
    absolute ||= read.absolute;
    const last = i === reads.length - 1;
    const readAnchors = read.anchors ?? [];
    anchors.push(...readAnchors.filter((group) => group.length > 0));
    // The sibling the target was found beside: read for its label (labelAnchorClue), then dropped.
    if (last && read.siblingOfLast && readAnchors.length > 0)
      siblingGroup = readAnchors[readAnchors.length - 1]!;
    if (!last && read.clues.length > 0) anchors.push(read.clues);
    stepClues.push(last ? read.clues : [...read.clues, ...(read.anchors ?? []).flat()]);
  });
  const own = stepClues[stepClues.length - 1] ?? [];
  const labelled = labelAnchorClue(anchors, own);
  const clues = labelled ? [...own, labelled] : own;
  if (siblingGroup !== undefined) anchors = anchors.filter((group) => group !== siblingGroup);
  const anchorClues = anchors.flat();
  let best = { strength: 0, reason: 'it names nothing stable' };
  stepClues.forEach((list, i) => {
    const isLast = i === stepClues.length - 1;
    for (const clue of list) {
      const { strength, reason } = clueStrength(clue);
      const weighted = isLast ? strength : strength * 0.6;
      if (weighted > best.strength) best = { strength: weighted, reason };
    }
  });
  if (query.steps.some((step) => step.kind === 'aria-ref'))
    best = { strength: ROBUSTNESS['aria-ref'], reason: 'an aria ref is per snapshot' };
  let robustness = best.strength * POSITIONAL_FACTOR ** Math.min(positional, 4);
  let reason = best.reason;
  if (positional > 0) reason += `, with ${positional} positional step${positional > 1 ? 's' : ''}`;
  if (absolute) {
    robustness *= ABSOLUTE_PATH_FACTOR;
    reason += ', on an absolute path';
  }
  const childStepsOnly = !reads.some((read) => read.descends);
  return {
    query,
    clues,
    anchorClues,
    anchors,
    besideAnchors,
    robustness,
    robustnessReason: reason,
    positional,
    childStepsOnly,
  };
}

/** The tags a `<label>` labels. */
const LABELLED_TAGS: ReadonlySet<string> = new Set(['input', 'select', 'textarea']);

/**
 * A field found from its label's text (`//label[text()='Subject']/following-sibling::input`,
 * `//label[.='Email']/input`) reads as getByLabel: the label names it, wherever a wrapper or a
 * reordering puts it. The label is the anchor step nearest the field.
 */
function labelAnchorClue(anchors: readonly (readonly Clue[])[], clues: readonly Clue[]): Clue | undefined {
  const nearest = anchors[anchors.length - 1];
  if (nearest === undefined || !nearest.some((clue) => clue.kind === 'tag' && clue.value === 'label'))
    return undefined;
  const text = nearest.find((clue) => clue.kind === 'text');
  if (text?.kind !== 'text' || text.value.trim() === '') return undefined;
  const tag = clues.find((clue) => clue.kind === 'tag');
  if (tag?.kind !== 'tag' || !LABELLED_TAGS.has(tag.value)) return undefined;
  if (clues.some((clue) => clue.kind === 'name' || clue.kind === 'text' || clue.kind === 'role'))
    return undefined;
  return { kind: 'name', value: text.value, exact: text.exact };
}

/** The words a clue says the element reads: a text, a label, or a role's name (else undefined). */
export function wordingOf(clue: Clue): string | undefined {
  if (clue.kind === 'text' || clue.kind === 'name') return clue.value;
  return clue.kind === 'role' ? clue.name : undefined;
}

function clueStrength(clue: Clue): { strength: number; reason: string } {
  switch (clue.kind) {
    case 'test-id':
      return isGeneratedId(clue.value)
        ? { strength: ROBUSTNESS['generated-id'], reason: 'its test id looks generated' }
        : { strength: ROBUSTNESS['test-id'], reason: 'it is a test id' };
    case 'id':
      return isGeneratedId(clue.value)
        ? { strength: ROBUSTNESS['generated-id'], reason: 'its id looks generated' }
        : { strength: ROBUSTNESS.id, reason: 'it is a stable id' };
    case 'role':
      if (clue.name === undefined) return { strength: ROBUSTNESS.role, reason: 'a role without a name' };
      return isDataDependentText(clue.name)
        ? { strength: ROBUSTNESS['data-dependent-text'], reason: 'its name depends on data' }
        : { strength: ROBUSTNESS['role-name'], reason: 'it is a role and name' };
    case 'name':
      return isDataDependentText(clue.value)
        ? { strength: ROBUSTNESS['data-dependent-text'], reason: 'its label depends on data' }
        : { strength: ROBUSTNESS.label, reason: 'it is a label' };
    case 'text':
      return isDataDependentText(clue.value)
        ? { strength: ROBUSTNESS['data-dependent-text'], reason: 'its text depends on data' }
        : { strength: ROBUSTNESS.text, reason: 'it is visible text' };
    case 'attribute': {
      if (isGeneratedId(clue.value) || isDataDependentText(clue.value))
        return { strength: ROBUSTNESS['generated-id'], reason: `its ${clue.name} looks generated` };
      const strong = ['name', 'aria-label', 'placeholder', 'title', 'alt', 'for', 'data-id'].includes(
        clue.name,
      );
      return {
        strength: strong ? ROBUSTNESS.attribute : ROBUSTNESS.attribute * 0.5,
        reason: `it is the ${clue.name} attribute`,
      };
    }
    case 'class':
      return isSemanticClass(clue.value)
        ? { strength: ROBUSTNESS['semantic-class'], reason: 'it is a semantic class' }
        : { strength: ROBUSTNESS['hashed-class'], reason: 'its class is hashed or a utility' };
    case 'tag':
      return { strength: ROBUSTNESS.tag, reason: 'it names only a tag' };
  }
}

function matchValue(match: TextMatch): { value: string; exact: boolean } {
  if (match.kind === 'regex')
    return { value: match.source.replace(/[\\^$.*+?()[\]{}|]/g, ' ').trim(), exact: false };
  return { value: match.value, exact: match.kind === 'exact' };
}

function textClue(match: TextMatch, kind: 'text' | 'name', attribute?: string): Clue {
  const { value, exact } = matchValue(match);
  return kind === 'name' && attribute !== undefined
    ? { kind, value, exact, attribute }
    : { kind, value, exact };
}

/** The attribute each label locator reads (getByLabel reads the accessible label: none). */
const LABEL_STEP_ATTRIBUTES: Readonly<Record<string, string>> = {
  placeholder: 'placeholder',
  'alt-text': 'alt',
  title: 'title',
};

interface StepClues {
  /** Clues of the part that names the target (the last compound or location step). */
  readonly clues: Clue[];
  /** Clues of the earlier compounds or location steps, one group each. */
  readonly anchors?: Clue[][];
  readonly positional: number;
  readonly absolute: boolean;
  /**
   * The target is the last anchor's sibling, not inside it (`//label[.='Email']/following-sibling::input`,
   * `label + input`): that anchor names no place the target sat in.
   */
  readonly siblingOfLast?: boolean;
  /** A step descends to any depth (a descendant combinator, XPath's `//` after the first step). */
  readonly descends?: boolean;
  /** The anchor groups of steps a later step climbed up from (see LocatorEvidence.besideAnchors). */
  readonly besideAnchors?: Clue[][];
}

function cluesOfStep(step: QueryStep, testIdAttributes: readonly string[]): StepClues {
  switch (step.kind) {
    case 'css':
      return cluesOfCss(step.selector, testIdAttributes);
    case 'xpath':
      return cluesOfXPath(step.expression, testIdAttributes);
    case 'role': {
      const name = step.name ? matchValue(step.name) : undefined;
      const clue: Clue =
        name === undefined
          ? { kind: 'role', role: step.role, exact: false }
          : { kind: 'role', role: step.role, name: name.value, exact: name.exact };
      return { clues: [clue], positional: 0, absolute: false };
    }
    case 'test-id': {
      const { value } = matchValue(step.value);
      return {
        clues: [{ kind: 'test-id', attribute: step.attribute, value }],
        positional: 0,
        absolute: false,
      };
    }
    case 'text':
      return { clues: [textClue(step.text, 'text')], positional: 0, absolute: false };
    case 'label':
    case 'placeholder':
    case 'alt-text':
    case 'title':
      return {
        clues: [textClue(step.text, 'name', LABEL_STEP_ATTRIBUTES[step.kind])],
        positional: 0,
        absolute: false,
      };
    case 'attribute': {
      const { value, exact } = matchValue(step.value);
      return {
        clues: [attributeClue(step.name, value, exact, testIdAttributes)],
        positional: 0,
        absolute: false,
      };
    }
    default:
      return { clues: [], positional: 0, absolute: false };
  }
}

/** Attributes whose value is a label a person reads: a locator naming one gives a `name` clue. */
export const NAME_CLUE_ATTRIBUTES: readonly string[] = ['aria-label', 'placeholder', 'title', 'alt'];

function attributeClue(
  name: string,
  value: string,
  exact: boolean,
  testIdAttributes: readonly string[],
): Clue {
  const lower = name.toLowerCase();
  if (lower === 'id') return { kind: 'id', value };
  if (testIdAttributes.includes(lower) || /^data-(test|qa|cy|e2e|automation)/.test(lower)) {
    return { kind: 'test-id', attribute: lower, value };
  }
  if (NAME_CLUE_ATTRIBUTES.includes(lower)) {
    return { kind: 'name', value, exact, attribute: lower };
  }
  return { kind: 'attribute', name: lower, value, exact };
}

/** CSS identifiers with escapes undone (`#\:r3\:` → `:r3:`). */
function unescapeCss(value: string): string {
  return value.replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_m, escaped: string) =>
    /^[0-9a-fA-F]{1,6}\s?$/.test(escaped)
      ? String.fromCodePoint(Number.parseInt(escaped.trim(), 16))
      : escaped,
  );
}

const CSS_IDENT = String.raw`(?:\\.|[\w\u00a0-\uffff-])+`;
const CSS_ATTRIBUTE = new RegExp(
  String.raw`\[\s*(${CSS_IDENT}(?::${CSS_IDENT})?)\s*(?:([~|^$*]?=)\s*(?:"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)'|(${CSS_IDENT}))\s*[is]?\s*)?\]`,
  'g',
);
const CSS_TEXT_PSEUDO =
  /:(has-text|text|text-is|text-matches|contains)\(\s*(?:"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)'|([^)]*))\s*\)/g;
const CSS_POSITIONAL =
  /:(nth-child|nth-of-type|nth-last-child|nth-last-of-type|first-child|last-child|first-of-type|last-of-type|eq|nth)\b/g;

/**
 * Splits a selector at its top-level combinators (whitespace, `>`, `+`, `~`) into compounds,
 * leaving brackets, parentheses and quotes intact. A selector list (`a, b`) stays one compound.
 */
export function splitCompounds(selector: string): string[] {
  if (/,(?![^[(]*[\])])/.test(selector)) return [selector.trim()];
  return splitTopLevel(selector, (c) => /\s/.test(c) || c === '>' || c === '+' || c === '~', true);
}

/**
 * Splits text at top-level separator characters: outside quotes, brackets and parentheses (and,
 * with `escapes`, never at a backslash-escaped character). Empty parts are dropped.
 */
function splitTopLevel(text: string, isSeparator: (c: string) => boolean, escapes: boolean): string[] {
  const out: string[] = [];
  let current = '';
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (escapes && c === '\\') {
      current += c + (text[++i] ?? '');
      continue;
    }
    if (quote) {
      current += c;
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && !quote && isSeparator(c)) {
      if (current.trim() !== '') out.push(current.trim());
      current = '';
      continue;
    }
    current += c;
  }
  if (current.trim() !== '') out.push(current.trim());
  return out;
}

/** Clues of one CSS compound (`a.btn[data-x="y"]:has-text("Save")`). */
function cluesOfCompound(compound: string, testIdAttributes: readonly string[]): Clue[] {
  const clues: Clue[] = [];
  for (const match of compound.matchAll(CSS_TEXT_PSEUDO)) {
    const value = unescapeCss(match[2] ?? match[3] ?? match[4] ?? '').trim();
    if (value)
      clues.push(
        match[1] === 'has-text'
          ? { kind: 'text', value, exact: false, contained: true }
          : { kind: 'text', value, exact: match[1] === 'text-is' },
      );
  }
  let rest = compound.replace(CSS_TEXT_PSEUDO, ' ');
  for (const match of rest.matchAll(CSS_ATTRIBUTE)) {
    const name = unescapeCss(match[1]!);
    const value = match[3] ?? match[4] ?? match[5];
    if (value === undefined) continue;
    const operator = match[2] ?? '=';
    clues.push(attributeClue(name, unescapeCss(value), operator === '=', testIdAttributes));
  }
  rest = rest.replace(CSS_ATTRIBUTE, ' ').replace(/:[\w-]+\((?:[^()]|\([^()]*\))*\)/g, ' ');
  for (const match of rest.matchAll(new RegExp(`#(${CSS_IDENT})`, 'g'))) {
    clues.push({ kind: 'id', value: unescapeCss(match[1]!) });
  }
  for (const match of rest.matchAll(new RegExp(String.raw`\.(${CSS_IDENT})`, 'g'))) {
    clues.push({ kind: 'class', value: unescapeCss(match[1]!) });
  }
  const tag = new RegExp(`^(${CSS_IDENT})`).exec(rest.trim())?.[1];
  if (tag && tag !== '*' && !/^\d/.test(tag)) clues.push({ kind: 'tag', value: tag.toLowerCase() });
  return clues;
}

/** Clues of a CSS selector (the rightmost compound names the target; the rest are anchors). */
export function cluesOfCss(selector: string, testIdAttributes: readonly string[]): StepClues {
  let positional = (selector.match(CSS_POSITIONAL) ?? []).length;
  const compounds = splitCompounds(selector);
  const last = compounds[compounds.length - 1] ?? '';
  const clues = cluesOfCompound(last, testIdAttributes);
  const anchors = compounds.slice(0, -1).map((compound) => cluesOfCompound(compound, testIdAttributes));
  if (/^\s*(html|:root)\s*>/.test(selector) && compounds.length > 3) positional += 1;
  const combinators = combinatorsOf(selector);
  const siblingOfLast = anchors.length > 0 && /[+~]/.test(combinators.at(-1) ?? '');
  const descends = combinators.includes(' ');
  // `a[href="/menu/browse"] + ul.menu > li > a`: the link beside the list is no ancestor of the
  // target; the list is (the one beside the target itself is siblingOfLast).
  const besideAnchors = anchors.filter(
    (_group, index) => index < anchors.length - 1 && /[+~]/.test(combinators[index] ?? ''),
  );
  return {
    clues,
    anchors,
    positional,
    absolute: false,
    ...(siblingOfLast ? { siblingOfLast } : {}),
    ...(descends ? { descends } : {}),
    ...(besideAnchors.length > 0 ? { besideAnchors } : {}),
  };
}

/** The combinators between a selector's compounds, in order (`' '` for a descendant step). */
function combinatorsOf(selector: string): string[] {
  const bare = selector.replace(/\[[^\]]*\]|"[^"]*"|'[^']*'|\([^()]*\)/g, '').trim();
  return [...bare.matchAll(/\s*([>+~])\s*|\s+/g)].map((match) => match[1] ?? ' ');
}

const XPATH_STRING = `(?:"([^"]*)"|'([^']*)')`;
const XPATH_ATTRIBUTE_EQUALS = new RegExp(String.raw`@([\w:.-]+)\s*=\s*${XPATH_STRING}`, 'g');
const XPATH_ATTRIBUTE_CONTAINS = new RegExp(
  String.raw`(?:contains|starts-with)\(\s*(?:normalize-space\()?\s*@([\w:.-]+)\s*\)?\s*,\s*${XPATH_STRING}\s*\)`,
  'g',
);
const XPATH_TEXT_EQUALS = new RegExp(
  String.raw`(?:text\(\)|normalize-space\(\s*(?:text\(\)|\.)?\s*\)|string\(\s*\.?\s*\)|\.)\s*=\s*${XPATH_STRING}`,
  'g',
);
const XPATH_TEXT_CONTAINS = new RegExp(
  String.raw`(?:contains|starts-with)\(\s*(?:text\(\)|normalize-space\(\s*(?:text\(\)|\.)?\s*\)|string\(\s*\.?\s*\)|\.)\s*,\s*${XPATH_STRING}\s*\)`,
  'g',
);

/** Clues of one XPath location step's node test and predicates (or of a whole expression). */
function cluesOfXPathPart(part: string, testIdAttributes: readonly string[]): Clue[] {
  const clues: Clue[] = [];
  for (const match of part.matchAll(XPATH_ATTRIBUTE_EQUALS)) {
    const name = match[1]!.toLowerCase();
    const value = match[2] ?? match[3] ?? '';
    if (name === 'class') {
      for (const cls of value.split(/\s+/)) if (cls) clues.push({ kind: 'class', value: cls });
    } else clues.push(attributeClue(name, value, true, testIdAttributes));
  }
  for (const match of part.matchAll(XPATH_ATTRIBUTE_CONTAINS)) {
    const name = match[1]!.toLowerCase();
    const value = (match[2] ?? match[3] ?? '').trim();
    if (value === '') continue;
    if (name === 'class') {
      for (const cls of value.split(/\s+/)) if (cls) clues.push({ kind: 'class', value: cls });
    } else if (name === 'id') clues.push({ kind: 'attribute', name: 'id', value, exact: false });
    else clues.push(attributeClue(name, value, false, testIdAttributes));
  }
  for (const match of part.matchAll(XPATH_TEXT_EQUALS)) {
    clues.push({ kind: 'text', value: match[1] ?? match[2] ?? '', exact: true });
  }
  for (const match of part.matchAll(XPATH_TEXT_CONTAINS)) {
    clues.push({ kind: 'text', value: match[1] ?? match[2] ?? '', exact: false });
  }
  // The node test of the step (for a whole expression: of its last step).
  const lastStep =
    stripPredicates(part)
      .split('/')
      .filter((piece) => piece !== '')
      .pop() ?? '';
  const tag = /^(?:[\w-]+::)?([\w-]+)$/.exec(lastStep.trim())?.[1];
  if (tag && tag !== 'node' && tag !== 'text') clues.push({ kind: 'tag', value: tag.toLowerCase() });
  return clues.filter((clue) => !('value' in clue) || clue.value !== '');
}

/** An XPath predicate that picks by position: `[2]`, `[last()]`, `[last()-1]`, `[position()<3]`. */
const XPATH_POSITION = String.raw`\[\s*(?:\d+|last\(\)(?:\s*-\s*\d+)?|position\(\)\s*[<>=]+\s*\d+)\s*\]`;
/** A whole XPath expression in brackets, then a position: `(//a[text()='Browse'])[1]`. */
const XPATH_PICK = new RegExp(String.raw`^\(.*\)\s*${XPATH_POSITION}$`, 's');
const XPATH_POSITIONS = new RegExp(XPATH_POSITION, 'g');

/**
 * True when the locator ends in a pick among copies: `.first()`, `.nth(2)`, or XPath's
 * `(//a[text()='Browse'])[1]`, the same pick written as a predicate on the whole expression.
 */
export function endsInPick(query: LocatorQuery): boolean {
  const last = query.steps.at(-1);
  return last?.kind === 'nth' || (last?.kind === 'xpath' && XPATH_PICK.test(last.expression.trim()));
}

/** Splits an XPath at its top-level `/` into location steps (predicates, calls and quotes kept whole). */
function splitXPathSteps(expression: string): string[] {
  return splitTopLevel(expression, (c) => c === '/', false);
}

/** Clues of an XPath expression (the last location step names the target; earlier steps are anchors). */
export function cluesOfXPath(expression: string, testIdAttributes: readonly string[]): StepClues {
  const trimmed = expression.trim();
  const absolute = /^\/(?!\/)/.test(trimmed) || /^\(?\/html\b/i.test(trimmed);
  let positional = (trimmed.match(XPATH_POSITIONS) ?? []).length;
  if (absolute) positional = Math.max(positional, 1);
  const steps = splitXPathSteps(trimmed);
  const descends = trimmed.replace(/^\(*\/\//, '').includes('//');
  if (steps.length <= 1)
    return {
      clues: cluesOfXPathPart(trimmed, testIdAttributes),
      positional,
      absolute,
      ...(descends ? { descends } : {}),
    };
  const lastStep = steps[steps.length - 1]!;
  const clues = cluesOfXPathPart(lastStep, testIdAttributes);
  const anchors = steps.slice(0, -1).map((step) => cluesOfXPathPart(step, testIdAttributes));
  const siblingOfLast = SIBLING_AXIS.test(lastStep);
  // A step that climbs to an ancestor (`//input[@id='msg-7']/ancestor::li//button`) leaves the
  // steps before it below that ancestor, beside the target; one that steps to a sibling
  // (`//div[@class='list-header']/following-sibling::ul//a`) leaves them beside it too.
  const climb = steps
    .slice(0, -1)
    .findLastIndex((step) => ANCESTOR_AXIS.test(step) || SIBLING_AXIS.test(step));
  return {
    clues,
    anchors,
    ...(climb > 0 ? { besideAnchors: anchors.slice(0, climb) } : {}),
    positional,
    absolute,
    ...(siblingOfLast ? { siblingOfLast } : {}),
    ...(descends ? { descends } : {}),
  };
}

/** An XPath step on an ancestor axis. */
const ANCESTOR_AXIS = /^\s*ancestor(?:-or-self)?::/;
/** An XPath step on a sibling axis. */
const SIBLING_AXIS = /^\s*(?:following|preceding)-sibling::/;

function stripPredicates(expression: string): string {
  let out = '';
  let depth = 0;
  let quote = '';
  for (const c of expression) {
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (depth > 0 && (c === '"' || c === "'")) {
      quote = c;
      continue;
    }
    if (c === '[') depth++;
    else if (c === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += c;
  }
  return out.replace(/\)\s*$/, '').replace(/^\(/, '');
}

/**
 * True when resolving the query on this page is too slow to do: a large page and an XPath step
 * that needs the general evaluator (quadratic there). Copied forms from the document
 * (web/xpath-path.ts) do not. Such a locator is read for its clues only.
 */
export function tooSlowToResolve(page: WebPage, query: LocatorQuery): boolean {
  return (
    page.elements.length > XPATH_SIGHTING_MAX_ELEMENTS &&
    query.steps.some(
      (step, index) => step.kind === 'xpath' && !(index === 0 && isCopiedXPath(step.expression)),
    )
  );
}
