/**
 * resolveQuery: evaluates a LocatorQuery on the parsed page the way Playwright's injected script
 * evaluates the equivalent selector (injectedScript.ts / selectorEvaluator.ts / roleSelectorEngine.ts):
 *
 * - the first search step runs from the document, later ones from each current match (its
 *   descendants; `within: 'shadow-root'` = inside its open shadow root only);
 * - results keep Playwright's order: per search root, the root's own tree first, then each open
 *   shadow tree in host order (what `_queryCSS` and the role engine produce, and what `nth()`
 *   indexes); a top-level CSS selector list is sorted in composed DOM order like Playwright's
 *   `:is()`; duplicates are dropped (first occurrence wins);
 * - getByText keeps only the smallest matching elements (an element matches unless one of its
 *   children, or its shadow root, matches too), and skips <head>, script, style, noscript;
 * - getByRole excludes elements hidden for ARIA unless includeHidden.
 * Each step costs one pass over the searched range (attribute and role steps read their candidates
 * from lazily built attribute and tag indexes); no step re-walks the whole tree per candidate.
 */
import { HealwrightError } from '../../errors.js';
import type { LocatorQuery, QueryStep, RoleOptions, TextMatch } from '../../locators/query.js';
import { computeAccessibleName } from './accessible-name.js';
import { compileCss, type SubjectKey } from './css.js';
import { labelsOf } from './labels.js';
import { tagsWithImplicitRole } from './roles.js';
import { ariaChecked, ariaDisabled, ariaExpanded, ariaLevel, ariaPressed, ariaSelected } from './states.js';
import { lowerMatchTextOf, normalizeWhitespace } from './text.js';
import {
  createAttributeMatcher,
  createNameMatcher,
  createTextMatcher,
  type ElementTextPair,
} from './text-match.js';
import { isHiddenForAria, isVisible } from './visibility.js';
import { asNode, type WebElement, type WebElementNode, type WebPage, type WebPageModel } from './web-page.js';
import { evaluateXPath } from './xpath.js';

type SearchStep = Exclude<
  QueryStep,
  { kind: 'nth' } | { kind: 'filter' } | { kind: 'aria-ref' } | { kind: 'appium' }
>;

/** A contiguous run of `page.elements` to search, optionally restricted to one scope (light-only queries). */
interface SearchRange {
  readonly root: WebElementNode | undefined;
  readonly start: number;
  readonly end: number;
  /** When set, only elements of this scope are searched (no shadow piercing). */
  readonly scope: number | undefined;
  /** Whether the root element itself takes part (the text engine tests it). */
  readonly includesRoot: boolean;
}

/**
 * Evaluates a query on a parsed page.
 *
 * @example
 * resolveQuery(page, { source: 'getByRole', form: 'role', steps: [{ kind: 'role', role: 'button', name: { kind: 'exact', value: 'Save' }, options: {} }] });
 * @throws InvalidLocatorError (bad CSS/XPath/regex), HealwrightError NEEDS_SNAPSHOT (aria refs), UNKNOWN_STRATEGY (Appium steps).
 */
export function resolveQuery(page: WebPage, query: LocatorQuery): readonly WebElement[] {
  return resolveSteps(page as WebPageModel, query.steps, undefined);
}

function resolveSteps(
  page: WebPageModel,
  steps: readonly QueryStep[],
  start: WebElementNode | undefined,
): WebElementNode[] {
  // `undefined` = the document (or the `start` element for nested has/hasNot queries).
  let current: WebElementNode[] | undefined;
  let first = 0;
  // The ladder validates many drafts that share their anchor's steps: a document-rooted prefix is
  // evaluated once per page (the last step always runs, so callers get a list of their own).
  const prefixes = start === undefined && steps.length > 1 ? prefixResults(page) : undefined;
  const keys = prefixes ? prefixKeys(steps) : undefined;
  if (prefixes && keys) {
    for (let length = steps.length - 1; length > 0; length--) {
      const known = prefixes.get(keys[length - 1]!);
      if (known !== undefined) {
        if (known.length === 0) return [];
        current = known;
        first = length;
        break;
      }
    }
  }
  for (let i = first; i < steps.length; i++) {
    const step = steps[i]!;
    switch (step.kind) {
      case 'aria-ref':
        throw new HealwrightError(
          'NEEDS_SNAPSHOT',
          `Aria ref "${step.ref}" can only be resolved against a live page snapshot, not a page source`,
          { details: { ref: step.ref } },
        );
      case 'appium':
        throw new HealwrightError(
          'UNKNOWN_STRATEGY',
          `Appium strategy "${step.strategy}" does not apply to a web page`,
          {
            details: { strategy: step.strategy },
          },
        );
      case 'nth': {
        const list = current ?? [];
        const index = step.index < 0 ? list.length + step.index : step.index;
        current = index >= 0 && index < list.length ? [list[index]!] : [];
        break;
      }
      case 'filter': {
        const passes = filterTest(page, step);
        current = (current ?? []).filter(passes);
        break;
      }
      default: {
        const roots: (WebElementNode | undefined)[] = current ?? [start];
        const seen = new Set<WebElementNode>();
        const next: WebElementNode[] = [];
        for (const root of roots) {
          const range = searchRange(page, step, root);
          if (!range) continue;
          for (const el of searchStep(page, step, range)) {
            if (!seen.has(el)) {
              seen.add(el);
              next.push(el);
            }
          }
        }
        current = next;
      }
    }
    if (keys && i < steps.length - 1) prefixes!.set(keys[i]!, current);
    if (current.length === 0) return [];
  }
  return current ?? [];
}

/** Matches of document-rooted step prefixes, per page (read-only lists: steps never mutate their roots). */
function prefixResults(page: WebPageModel): Map<string, WebElementNode[]> {
  return page.cached('prefix-results', () => new Map<string, WebElementNode[]>());
}

/** One key per proper prefix of `steps` (`keys[i]` names steps 0..i). */
function prefixKeys(steps: readonly QueryStep[]): string[] {
  const keys: string[] = [];
  let key = '';
  for (let i = 0; i < steps.length - 1; i++) {
    key += `${JSON.stringify(steps[i])}\n`;
    keys.push(key);
  }
  return keys;
}

function pierces(step: SearchStep): boolean {
  return step.kind === 'css' ? step.pierce : step.kind !== 'xpath';
}

function searchRange(
  page: WebPageModel,
  step: SearchStep,
  root: WebElementNode | undefined,
): SearchRange | undefined {
  const pierce = pierces(step);
  if (step.within === 'shadow-root') {
    if (!root?.shadowRoot) return undefined;
    const shadow = root.shadowRoot;
    return {
      root,
      start: shadow.start,
      end: root.end,
      scope: pierce ? undefined : shadow.scope,
      includesRoot: false,
    };
  }
  if (!root) {
    return {
      root: undefined,
      start: 0,
      end: page.elements.length - 1,
      scope: pierce ? undefined : 0,
      includesRoot: false,
    };
  }
  return {
    root,
    start: root.index + 1,
    end: root.end,
    scope: pierce ? undefined : root.scope,
    includesRoot: true,
  };
}

/** Playwright's traversal rank: each tree's own elements first, then its hosts' shadow trees, recursively. */
function traversalRank(page: WebPageModel): Int32Array | undefined {
  if (page.shadowHosts.length === 0) return undefined;
  return page.cached('traversal-rank', () => {
    const rank = new Int32Array(page.elements.length);
    const byScope: WebElementNode[][] = [];
    for (const el of page.elements) {
      const bucket = byScope[el.scope];
      if (bucket) bucket.push(el);
      else byScope[el.scope] = [el];
    }
    let next = 0;
    // Stack of (tree elements, position of the next host to descend into).
    const stack: { elements: WebElementNode[]; position: number }[] = [];
    const enter = (scope: number) => {
      const elements = byScope[scope] ?? [];
      for (const el of elements) rank[el.index] = next++;
      stack.push({ elements, position: 0 });
    };
    enter(0);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      let descended = false;
      while (frame.position < frame.elements.length) {
        const el = frame.elements[frame.position++]!;
        if (el.shadowRoot) {
          enter(el.shadowRoot.scope);
          descended = true;
          break;
        }
      }
      if (!descended) stack.pop();
    }
    return rank;
  });
}

function inRange(el: WebElementNode, range: SearchRange): boolean {
  return (
    el.index >= range.start &&
    el.index <= range.end &&
    (range.scope === undefined || el.scope === range.scope)
  );
}

/** Candidates of an attribute-indexed step inside the range (binary search into the sorted index). */
function indexedCandidates(list: readonly WebElementNode[], range: SearchRange): WebElementNode[] {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.index < range.start) lo = mid + 1;
    else hi = mid;
  }
  const out: WebElementNode[] = [];
  for (let i = lo; i < list.length && list[i]!.index <= range.end; i++) {
    const el = list[i]!;
    if (range.scope === undefined || el.scope === range.scope) out.push(el);
  }
  return out;
}

/** Elements in the range carrying one of the keys, in document order. */
function keyedCandidates(
  page: WebPageModel,
  keys: readonly SubjectKey[],
  range: SearchRange,
): WebElementNode[] {
  const lists = keys.map((key) =>
    indexedCandidates(
      (key.kind === 'tag'
        ? page.elementsByTag(key.name)
        : page.elementsWithAttribute(key.name)) as WebElementNode[],
      range,
    ),
  );
  if (lists.length === 1) return lists[0]!;
  const union = new Set<WebElementNode>();
  for (const list of lists) for (const el of list) union.add(el);
  return [...union].sort((a, b) => a.index - b.index);
}

function sortByTraversal(page: WebPageModel, elements: WebElementNode[]): WebElementNode[] {
  const rank = traversalRank(page);
  if (!rank) return elements;
  return elements.sort((a, b) => rank[a.index]! - rank[b.index]!);
}

function scan(
  page: WebPageModel,
  range: SearchRange,
  predicate: (el: WebElementNode) => boolean,
): WebElementNode[] {
  const out: WebElementNode[] = [];
  const elements = page.elements;
  for (let i = range.start; i <= range.end; i++) {
    const el = elements[i]!;
    if ((range.scope === undefined || el.scope === range.scope) && predicate(el)) out.push(el);
  }
  return out;
}

function searchStep(page: WebPageModel, step: SearchStep, range: SearchRange): WebElementNode[] {
  switch (step.kind) {
    case 'css': {
      const predicate = compileCss(step.selector, step.pierce);
      predicate.context.scope = step.pierce ? range.root : undefined;
      // Candidates from the attribute/tag index when every selector of the list names one (same
      // matches in the same document order as a scan of the range).
      const candidates = predicate.keys ? keyedCandidates(page, predicate.keys, range) : undefined;
      const matches = candidates ? candidates.filter(predicate) : scan(page, range, predicate);
      // Playwright evaluates a top-level selector list like :is(), sorted in composed DOM order.
      return hasTopLevelComma(step.selector) ? matches : sortByTraversal(page, matches);
    }
    case 'xpath':
      // From an element, Playwright's xpath engine keeps whatever the expression yields (`..` is the
      // parent, `following-sibling::*` leaves the subtree); only from the document is it bounded.
      if (!range.root || step.within === 'shadow-root')
        return evaluateXPath(page, step.expression, range.root).filter((el) => inRange(el, range));
      // The parent step needs no XPath mirror of the page, and works inside a shadow root too, as in
      // the browser: a shadow root's top-level child has no parent element (`..` is the root).
      if (step.expression.trim() === '..') return range.root.parent ? [range.root.parent] : [];
      return evaluateXPath(page, step.expression, range.root);
    case 'role': {
      const matcher = roleMatcher(step.role, step.name, step.options);
      const candidates = roleCandidates(page, step.role.toLowerCase());
      return sortByTraversal(
        page,
        candidates ? indexedCandidates(candidates, range).filter(matcher) : scan(page, range, matcher),
      );
    }
    case 'test-id': {
      const matcher = createAttributeMatcher(step.value);
      return sortByTraversal(
        page,
        indexedCandidates(page.elementsWithAttribute(step.attribute) as WebElementNode[], range).filter(
          (el) => matcher(el.attributes[step.attribute]!),
        ),
      );
    }
    case 'attribute':
      return attributeStep(page, step.name, step.value, range);
    case 'placeholder':
      return attributeStep(page, 'placeholder', step.text, range);
    case 'alt-text':
      return attributeStep(page, 'alt', step.text, range);
    case 'title':
      return attributeStep(page, 'title', step.text, range);
    case 'text':
      return sortByTraversal(page, textStep(page, step.text, range));
    case 'label':
      return sortByTraversal(page, labelStep(page, step.text, range));
  }
}

function attributeStep(
  page: WebPageModel,
  name: string,
  value: TextMatch,
  range: SearchRange,
): WebElementNode[] {
  const matcher = createAttributeMatcher(value);
  const candidates = indexedCandidates(page.elementsWithAttribute(name) as WebElementNode[], range);
  return sortByTraversal(
    page,
    candidates.filter((el) => matcher(el.attributes[name]!)),
  );
}

/** A comma outside quotes, parentheses and brackets: a selector list. */
function hasTopLevelComma(selector: string): boolean {
  let depth = 0;
  let quote = '';
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
    else if (c === ',' && depth === 0) return true;
  }
  return false;
}

/**
 * The page's elements that may have the role, in document order: those of the tags it is implicit
 * for and those with a `role` attribute (a role query then computes no other element's role).
 * Undefined for none and presentation, which any element may take from its parent.
 */
function roleCandidates(page: WebPageModel, role: string): readonly WebElementNode[] | undefined {
  const tags = tagsWithImplicitRole(role);
  if (!tags) return undefined;
  return page.cached(`role-candidates:${role}`, () => {
    const candidates = new Set<WebElementNode>(page.elementsWithAttribute('role'));
    for (const tag of tags) for (const el of page.elementsByTag(tag)) candidates.add(el);
    return [...candidates].sort((a, b) => a.index - b.index);
  });
}

function roleMatcher(
  role: string,
  name: TextMatch | undefined,
  options: RoleOptions,
): (el: WebElementNode) => boolean {
  const wanted = role.toLowerCase();
  const nameMatcher = name ? createNameMatcher(name) : undefined;
  const includeHidden = options.includeHidden === true;
  return (el) => {
    if (el.role !== wanted) return false;
    if (options.selected !== undefined && ariaSelected(el) !== options.selected) return false;
    if (options.checked !== undefined && ariaChecked(el) !== options.checked) return false;
    if (options.pressed !== undefined && ariaPressed(el) !== options.pressed) return false;
    if (options.expanded !== undefined && ariaExpanded(el) !== options.expanded) return false;
    if (options.level !== undefined && ariaLevel(el) !== options.level) return false;
    if (options.disabled !== undefined && ariaDisabled(el) !== options.disabled) return false;
    if (!includeHidden && isHiddenForAria(el)) return false;
    if (nameMatcher) {
      const accessibleName = normalizeWhitespace(includeHidden ? computeAccessibleName(el, true) : el.name);
      if (!nameMatcher(accessibleName)) return false;
    }
    return true;
  };
}

const TEXT_SKIPPED_TAGS = new Set(['script', 'noscript', 'style']);

function textPair(el: WebElementNode): ElementTextPair {
  return { full: el.matchText, normalized: el.matchTextNormalized };
}

function shadowTextPair(el: WebElementNode): ElementTextPair {
  let full = '';
  for (const node of el.shadowRoot!.nodes) full += typeof node === 'string' ? node : node.matchText;
  return { full, normalized: normalizeWhitespace(full) };
}

/**
 * getByText: elements whose text matches and none of whose children (nor shadow root) matches.
 * String matches prune whole subtrees whose text cannot contain the value (a child's text is a
 * substring of its parent's), which keeps this one pass even on 5 MB pages.
 */
function textStep(page: WebPageModel, match: TextMatch, range: SearchRange): WebElementNode[] {
  const strings = match.kind === 'regex' ? undefined : stringTextTests(page, match);
  const regexMatcher = match.kind === 'regex' ? createTextMatcher(match) : undefined;
  const matches = strings ? strings.matches : (el: WebElementNode) => regexMatcher!(textPair(el));
  const prune = strings?.cannotContain;
  const shadowMatcher = createTextMatcher(match);
  const head = page.head;
  const out: WebElementNode[] = [];
  const test = (el: WebElementNode): void => {
    if (TEXT_SKIPPED_TAGS.has(el.tag)) return;
    if (head && el.scope === 0 && el.index >= head.index && el.index <= head.end) return;
    if (!matches(el)) return;
    for (const child of el.children) {
      // A child whose text cannot contain the value does not match it either (string matches only).
      if (!TEXT_SKIPPED_TAGS.has(child.tag) && !prune?.(child) && matches(child)) return;
    }
    if (el.shadowRoot && shadowMatcher(shadowTextPair(el))) return;
    out.push(el);
  };
  if (range.includesRoot && range.root && !prune?.(range.root)) test(range.root);
  const elements = page.elements;
  for (let i = range.start; i <= range.end; i++) {
    const el = elements[i]!;
    if (range.scope !== undefined && el.scope !== range.scope) continue;
    if (prune?.(el)) {
      // Nothing inside can match either: skip the composed subtree.
      i = el.end;
      continue;
    }
    test(el);
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A string match (exact or substring) as two tests on an element's raw text, so a large
 * container's text is never normalised just to be compared:
 * - `matches`: the match itself. Normalising only trims and turns whitespace runs into single
 *   spaces (plus dropping U+200B and U+00AD), so "the normalised text contains `a b`" is "the raw
 *   text has `a`, a whitespace run, `b`", and "equals `a b`" is that, anchored, with optional
 *   whitespace around; texts with the dropped characters take the normalising path.
 * - `cannotContain`: true when the element's text cannot contain the value (case-insensitively),
 *   so its subtree can be skipped. Fast path: every word of the value must occur in the raw text.
 * Lower-cased raw texts are shared by the text queries of one heal (the ladder asks several).
 */
function stringTextTests(
  page: WebPageModel,
  match: Extract<TextMatch, { kind: 'exact' | 'substring' }>,
): { matches: (el: WebElementNode) => boolean; cannotContain: (el: WebElementNode) => boolean } {
  const matcher = createTextMatcher(match);
  const wanted = normalizeWhitespace(match.value);
  const lower = wanted.toLowerCase();
  const lowerWords = lower.split(' ').filter((word) => word !== '');
  const lowerPhrase = new RegExp(lowerWords.map(escapeRegExp).join('\\s+'));
  const exactText = new RegExp(
    `^\\s*${wanted
      .split(' ')
      .filter((word) => word !== '')
      .map(escapeRegExp)
      .join('\\s+')}\\s*$`,
  );
  const lowered = page.cached('lowercase-match-text', () => new Map<WebElementNode, string | null>());
  /** The raw text lower-cased, or null when it has characters normalisation drops. */
  const rawLowerOf = (el: WebElementNode): string | null => {
    let rawLower = lowered.get(el);
    if (rawLower === undefined) {
      rawLower = lowerMatchTextOf(el);
      lowered.set(el, rawLower);
    }
    return rawLower;
  };
  return {
    matches: (el) => {
      const rawLower = rawLowerOf(el);
      if (rawLower === null) return matcher(textPair(el));
      return match.kind === 'exact' ? exactText.test(el.matchText) : lowerPhrase.test(rawLower);
    },
    cannotContain: (el) => {
      const rawLower = rawLowerOf(el);
      if (rawLower === null) return !el.matchTextNormalized.toLowerCase().includes(lower);
      for (const word of lowerWords) if (!rawLower.includes(word)) return true;
      return !lowerPhrase.test(rawLower);
    },
  };
}

/**
 * The texts getByLabel tests for an element (Playwright's getElementLabels), whitespace-normalised.
 *
 * @example
 * labelTextsOf(page.elementByPath(path)!) // ['Latest'] for `<label>Latest <input type="radio"></label>`
 */
export function labelTextsOf(element: WebElement): string[] {
  return labelTexts(asNode(element)).map((pair) => pair.normalized);
}

/** Playwright's getElementLabels: aria-labelledby texts, else aria-label, else `<label>` texts. */
function labelTexts(el: WebElementNode): ElementTextPair[] {
  const labelledBy = el.attributes['aria-labelledby'];
  if (labelledBy !== undefined) {
    const refs: WebElementNode[] = [];
    for (const id of labelledBy.split(' ')) {
      const ref = id ? el.page.elementById(id, el.scope) : undefined;
      if (ref && !refs.includes(ref)) refs.push(ref);
    }
    if (refs.length > 0) return refs.map(textPair);
  }
  const ariaLabel = el.attributes['aria-label'];
  if (ariaLabel?.trim()) return [{ full: ariaLabel, normalized: normalizeWhitespace(ariaLabel) }];
  return labelsOf(el).map(textPair);
}

/**
 * Elements that can have a label at all, in document order, with their label texts (computed once
 * per page: the ladder asks several label steps of one page).
 */
function labelCandidates(page: WebPageModel): {
  readonly elements: WebElementNode[];
  readonly texts: Map<WebElementNode, ElementTextPair[]>;
} {
  return page.cached('label-candidates', () => {
    const candidates = new Set<WebElementNode>();
    for (const el of page.elementsWithAttribute('aria-labelledby') as WebElementNode[]) candidates.add(el);
    for (const el of page.elementsWithAttribute('aria-label') as WebElementNode[]) candidates.add(el);
    for (const label of page.elementsByTag('label') as WebElementNode[]) {
      for (let i = label.index + 1; i <= label.end; i++) candidates.add(page.elements[i]!);
      const forId = label.attributes.for;
      const target = forId !== undefined ? page.elementById(forId, label.scope) : undefined;
      if (target) candidates.add(target);
    }
    return { elements: [...candidates].sort((a, b) => a.index - b.index), texts: new Map() };
  });
}

function labelStep(page: WebPageModel, match: TextMatch, range: SearchRange): WebElementNode[] {
  const matcher = createTextMatcher(match);
  const { elements, texts } = labelCandidates(page);
  const out: WebElementNode[] = [];
  for (const el of indexedCandidates(elements, range)) {
    let labels = texts.get(el);
    if (labels === undefined) {
      labels = labelTexts(el);
      texts.set(el, labels);
    }
    if (labels.some(matcher)) out.push(el);
  }
  return out;
}

/**
 * A filter step as one test, compiled once per step. String hasText / hasNotText go through the
 * text engine's raw-text tests (stringTextTests): the same answers as matching the normalised text,
 * without normalising and lower-casing a whole card or article's text per candidate.
 */
function filterTest(
  page: WebPageModel,
  step: Extract<QueryStep, { kind: 'filter' }>,
): (el: WebElementNode) => boolean {
  const hasText = step.hasText ? textFilter(page, step.hasText) : undefined;
  const hasNotText = step.hasNotText ? textFilter(page, step.hasNotText) : undefined;
  return (el) => {
    if (hasText && !hasText(el)) return false;
    if (hasNotText?.(el)) return false;
    if (step.visible !== undefined && isVisible(el) !== step.visible) return false;
    if (step.has && resolveSteps(page, step.has.steps, el).length === 0) return false;
    if (step.hasNot && resolveSteps(page, step.hasNot.steps, el).length > 0) return false;
    return true;
  };
}

function textFilter(page: WebPageModel, match: TextMatch): (el: WebElementNode) => boolean {
  if (match.kind === 'regex') {
    const matcher = createTextMatcher(match);
    return (el) => matcher(textPair(el));
  }
  return stringTextTests(page, match).matches;
}

/** Resolves a query from an element instead of the document (its descendants), for callers that scope a search. */
export function resolveQueryFrom(element: WebElement, query: LocatorQuery): readonly WebElement[] {
  const node = asNode(element);
  return resolveSteps(node.page, query.steps, node);
}
