/**
 * The ladder: locators for one chosen element, most stable rung first, each validated on the
 * parsed page (exactly one match, and it is the target) before it is kept.
 *
 * Web rungs: test id → role + accessible name → stable id → aria-label / name / placeholder →
 * exact text → relative to a stable ancestor → semantic classes → short anchored XPath. Three
 * durability exceptions come before role + name: a field's `name` attribute, a link's exact text,
 * and an element's own aria-label (see playwrightDrafts); a control hidden from the accessibility
 * tree, which role selectors skip, is found by its text in the place of role + name.
 * A role + name (or text) that recurs is anchored in its section first (unique *with margin*).
 * XPath is never absolute, never an index chain, never behind a shadow boundary, and never
 * emitted when allow_xpath is false. Selenium gets CSS / XPath, or a `>>>` shadow chain with one
 * segment per boundary, each unique inside its own root.
 */
import type { LocatorQuery, QueryStep } from '../../locators/query.js';
import { isPlainRole } from '../describe/role-words.js';
import type { ElementProfile } from '../shortlist/element-profile.js';
import { twinKey } from '../shortlist/scoped-twins.js';
import { detectDataDependentText } from '../text/data-dependent.js';
import { addressSteps, normalizeWhitespace } from '../text/tokenize.js';
import type { Framework } from '../types.js';
import { validateQuery, validateShadowChain, validateXPathSpec } from '../validate/validate-query.js';
import { renderXPathSpec, type XPathPredicate, type XPathSpec } from '../validate/xpath-spec.js';
import {
  labelTextsOf,
  mayHaveGeneratedName,
  nameJoinsChildren,
  resolveQuery,
  type WebElement,
  type WebPage,
} from '../web/index.js';
import { MAX_ALTERNATIVES, MAX_LOCATOR_TEXT_CHARS, RUNG_SCORE, XPATH_WHEN_FEWER_THAN } from '../weights.js';
import { type Anchor, findAnchors, isRecurring } from './anchors.js';
import { cssCandidates } from './css-candidates.js';
import { cssAttribute } from './css-text.js';
import {
  isStableText,
  isStableValue,
  type StableFacts,
  showsBadgeCount,
  stableFactsOf,
  stableLeadOf,
} from './stable-facts.js';

export type Rung = keyof typeof RUNG_SCORE | 'shadow-chain';

export interface LadderLocator {
  readonly rung: Rung;
  readonly query: LocatorQuery;
  /** Stability score of the rung (ranking of answers and alternatives). */
  readonly score: number;
  /** The section it is anchored in, when anchored. */
  readonly anchor?: string;
}

export interface LadderOptions {
  readonly framework: Framework;
  readonly allowXpath: boolean;
  readonly testIdAttributes: readonly string[];
  /** Words of the description and remarks: anchors they name are preferred. */
  readonly descriptionWords: readonly string[];
  /** Stop after this many validated locators (the answer + alternatives). */
  readonly limit?: number;
  /** True for a text with data in it that the request relies on word for word (see stableFactsOf). */
  readonly reliedOn?: (text: string) => boolean;
  /** Anchor on classed ancestors too (`ul.home-list`): buildLadder's last resort, see findAnchors. */
  readonly classAnchors?: boolean;
  /** What the description and remarks quote, lowercase: an item's title may be told by it. */
  readonly quoted?: readonly string[];
  /**
   * The end of its copies the broken locator picked (`.first()` / `.last()`): when nothing else
   * tells the target from its twins, the same pick on a locator that finds them all (Playwright only).
   */
  readonly endPicked?: 'first' | 'last' | undefined;
}

interface Draft {
  readonly rung: Rung;
  readonly steps: readonly QueryStep[];
  readonly anchor?: string;
  /** Set for generated XPath: validated by its structured form (see validate/xpath-spec.ts). */
  readonly xpath?: XPathSpec;
}

const RUNG_FORM: Partial<Record<Rung, LocatorQuery['form']>> = {
  'test-id': 'test-id',
  'role-name': 'role',
  xpath: 'xpath',
  'shadow-chain': 'shadow-chain',
};

function toQuery(draft: Draft, selenium: boolean): LocatorQuery {
  const first = draft.steps[0];
  const form =
    draft.steps.length === 1 && first?.kind === 'css'
      ? 'css'
      : draft.steps.length === 1 && first?.kind === 'xpath'
        ? 'xpath'
        : (RUNG_FORM[draft.rung] ?? (selenium ? 'css' : 'playwright-selector'));
  return { source: '', form, steps: draft.steps };
}

/**
 * Validated locators for `profile.element`, best first.
 *
 * @example
 * buildLadder(page, profile, { framework: 'playwright', allowXpath: true, testIdAttributes: ['data-testid'], descriptionWords: [] })[0]?.rung
 * // 'test-id'
 */
export function buildLadder(page: WebPage, profile: ElementProfile, options: LadderOptions): LadderLocator[] {
  // Drafts already validated (and, when nothing validated, failed): the second pass skips them.
  const tried = new Set<string>();
  const ends: LadderLocator[] = [];
  const found = validatedDrafts(page, profile, options, tried, ends);
  if (found.length > 0) return found;
  // A classed ancestor is the weakest anchor (a restyle renames it): only when nothing else holds.
  const classed = options.classAnchors
    ? found
    : validatedDrafts(page, profile, { ...options, classAnchors: true }, tried, ends);
  // The end of its twins the user's own locator picked: only when nothing else holds at all.
  return classed.length > 0 ? classed : ends.slice(0, options.limit ?? MAX_ALTERNATIVES + 1);
}

/**
 * The draft with the broken locator's own `.first()` / `.last()` when it finds the target and its
 * twins (same tag, role and name, nothing else) and the target sits at that end of them.
 */
function endPickedDraft(
  page: WebPage,
  query: LocatorQuery,
  target: WebElement,
  end: 'first' | 'last',
): LocatorQuery | undefined {
  let matches: readonly WebElement[];
  try {
    matches = resolveQuery(page, query);
  } catch {
    return undefined;
  }
  const key = twinKey(target);
  if ((end === 'first' ? matches[0] : matches.at(-1)) !== target) return undefined;
  if (!matches.every((element) => twinKey(element) === key)) return undefined;
  return { ...query, steps: [...query.steps, { kind: 'nth', index: end === 'first' ? 0 : -1 }] };
}

function validatedDrafts(
  page: WebPage,
  profile: ElementProfile,
  options: LadderOptions,
  seen: Set<string>,
  ends: LadderLocator[],
): LadderLocator[] {
  const selenium = options.framework !== 'playwright';
  const target = profile.element;
  const limit = options.limit ?? MAX_ALTERNATIVES + 1;
  const drafts =
    selenium && target.scope !== 0
      ? shadowChainDrafts(page, target, options)
      : selenium
        ? seleniumDrafts(page, profile, options)
        : playwrightDrafts(page, profile, options);
  const out: LadderLocator[] = [];
  // Steps of drafts that found an element other than the target: their tail finds it too.
  const overreaching: (readonly QueryStep[])[] = [];
  // Each step's JSON, written once: every later draft is compared with every overreaching one.
  const stepKeys = new Map<QueryStep, string>();
  const keyOf = (step: QueryStep): string => {
    let key = stepKeys.get(step);
    if (key === undefined) {
      key = JSON.stringify(step);
      stepKeys.set(step, key);
    }
    return key;
  };
  for (const draft of drafts) {
    const key = JSON.stringify(draft.steps);
    if (seen.has(key)) continue;
    seen.add(key);
    // XPath answers are the last resort: only while few better locators validated.
    if (draft.xpath && draft.rung === 'xpath' && out.length >= XPATH_WHEN_FEWER_THAN) continue;
    const query = toQuery(draft, selenium);
    if (draft.xpath || draft.rung === 'shadow-chain') {
      const valid = draft.xpath
        ? validateXPathSpec(page, draft.xpath, target)
        : validateShadowChain(page, query, target).ok;
      if (!valid) continue;
    } else {
      // The anchored draft came first and found another element: this one, its tail, finds that
      // element too (a page-wide text or label search, the ladder's dearest, is not run for it).
      if (overreaching.some((longer) => isWiderTail(query.steps, longer, keyOf))) continue;
      const validation = validateQuery(page, query, target);
      if (!validation.ok) {
        if (validation.reason === 'ambiguous' || validation.reason === 'wrong-element')
          overreaching.push(query.steps);
        const ended =
          validation.reason === 'ambiguous' && options.endPicked && !selenium && !draft.anchor
            ? endPickedDraft(page, query, target, options.endPicked)
            : undefined;
        if (ended)
          ends.push({
            rung: draft.rung,
            query: ended,
            score: RUNG_SCORE[draft.rung as keyof typeof RUNG_SCORE],
          });
        continue;
      }
    }
    out.push({
      rung: draft.rung,
      query,
      score: draft.rung === 'shadow-chain' ? RUNG_SCORE.relative : RUNG_SCORE[draft.rung],
      ...(draft.anchor ? { anchor: draft.anchor } : {}),
    });
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * True when `steps` are the last steps of `longer` (the same locator without the anchor it was
 * chained to) and so find every element `longer` finds: each step decides an element on its own,
 * wherever the search started, and the first one searches the document. Not for a position
 * (`nth` counts within the scope), a filter first (it filters nothing from the document), a step
 * into a shadow root, XPath (relative from an element), or CSS beyond one compound (pierce-mode
 * ancestor matching stops at the scope; a light selector stays in its root's tree).
 */
function isWiderTail(
  steps: readonly QueryStep[],
  longer: readonly QueryStep[],
  keyOf: (step: QueryStep) => string,
): boolean {
  const start = longer.length - steps.length;
  if (start < 1 || steps[0]!.kind === 'filter') return false;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    if (!decidesAlone(step) || keyOf(step) !== keyOf(longer[start + i]!)) return false;
  }
  return true;
}

/** Attribute selectors and quoted strings, removed before a selector's structure is read. */
const CSS_ATTRIBUTES_AND_STRINGS = /\[[^\]]*\]|"[^"]*"|'[^']*'/g;

/** True when a step's matches are decided element by element, whatever the scope it searches. */
function decidesAlone(step: QueryStep): boolean {
  switch (step.kind) {
    case 'css':
      // One compound (`button.primary[aria-label="Save"]`): no combinator, pseudo-class or list.
      return step.pierce && !/[\s>+~:,(]/.test(step.selector.replace(CSS_ATTRIBUTES_AND_STRINGS, ''));
    case 'xpath':
    case 'nth':
    case 'aria-ref':
    case 'appium':
      return false;
    case 'filter':
      return true;
    default:
      return step.within !== 'shadow-root';
  }
}

/** The target's anchors for these options (classed ancestors only on buildLadder's second pass). */
function anchorsFor(profile: ElementProfile, options: LadderOptions): Anchor[] {
  return findAnchors(
    profile,
    options.testIdAttributes,
    options.descriptionWords,
    options.reliedOn,
    options.classAnchors,
    options.quoted,
  );
}

/** Playwright: selectors page.locator() accepts; CSS and role/text engines pierce open shadow roots. */
function* playwrightDrafts(page: WebPage, profile: ElementProfile, options: LadderOptions): Generator<Draft> {
  const target = profile.element;
  const facts = stableFactsOf(target, options.testIdAttributes, options.reliedOn);
  const anchors = anchorsFor(profile, options);
  if (facts.testId) {
    const { attribute, value } = facts.testId;
    yield { rung: 'test-id', steps: [{ kind: 'test-id', attribute, value: { kind: 'exact', value } }] };
  }
  // Durability: the ladder's order bends where the usual rung leans on the one fact a common
  // refactor changes. A link's role goes when client-side navigation turns <a href> into a
  // <button>, its visible text stays: a link named by its text is found by that text first. A
  // field's accessible name goes when its label is reworded or the field moves into a shadow root
  // (labels do not cross the boundary), its `name` attribute, the form's contract, stays.
  const linkByText = facts.role === 'link' && facts.text !== undefined && facts.text === facts.name;
  if (linkByText) yield* textDrafts(page, profile, facts.text!, anchors, 'link-text');
  const isField = target.tag === 'input' || target.tag === 'textarea' || target.tag === 'select';
  const fieldName = isField ? facts.attributes.find((attribute) => attribute.name === 'name') : undefined;
  if (fieldName)
    yield {
      rung: 'field-name',
      steps: [
        { kind: 'css', selector: `${target.tag}${cssAttribute('name', fieldName.value)}`, pierce: true },
      ],
    };
  // An element named by its own aria-label is found by that label alone: the role, which a
  // refactor changes (<a href> becoming a <button>), adds a fact that can break and none that helps.
  const ariaLabel = ownAriaLabelOf(target, facts);
  if (ariaLabel !== undefined) {
    const labelStep: QueryStep = { kind: 'label', text: { kind: 'exact', value: ariaLabel } };
    if (isRecurring(page, profile, ariaLabel)) {
      for (const anchor of anchors) yield anchored('aria-label-anchored', anchor, labelStep);
    }
    yield { rung: 'aria-label', steps: [labelStep] };
  }
  // A name that glues children's texts together ("banana+1Back to Top") may read with spaces in
  // the browser, where the page's stylesheets lay the children out: a part of it is found there.
  const seamed = facts.name !== undefined && nameJoinsChildren(target);
  // Icon fonts' ::before text joins the name in the browser: match the name as a substring there.
  const roleStep: QueryStep | undefined =
    facts.role && facts.name !== undefined
      ? {
          kind: 'role',
          role: facts.role,
          name: { kind: mayHaveGeneratedName(target) ? 'substring' : 'exact', value: facts.name },
          options: {},
        }
      : undefined;
  if (roleStep && !seamed) {
    if (isRecurring(page, profile, facts.name!)) {
      for (const anchor of anchors) yield anchored('role-name-anchored', anchor, roleStep);
    }
    yield { rung: 'role-name', steps: [roleStep] };
  }
  // A name that holds a count ("48 Replies", "Inbox (5)") is no locator as written, the count
  // changes with the data; with the count left open it is as durable as any role + name.
  const countPattern =
    facts.role && facts.name === undefined && !profile.hidden
      ? countNamePattern(target.name, !mayHaveGeneratedName(target), false, showsBadgeCount(target))
      : undefined;
  if (facts.role && countPattern) {
    const patternStep: QueryStep = {
      kind: 'role',
      role: facts.role,
      name: { kind: 'regex', source: countPattern, flags: '' },
      options: {},
    };
    const recurs = matchCount(page, patternStep) > 1 || isRecurring(page, profile, undefined);
    if (recurs)
      for (const anchor of anchors) yield anchored('role-name-pattern-anchored', anchor, patternStep);
    yield { rung: 'role-name-pattern', steps: [patternStep] };
    if (!recurs)
      for (const anchor of anchors) yield anchored('role-name-pattern-anchored', anchor, patternStep);
  }
  // A name too long or too data-laden to write out whole (an ad card's headline with its year in
  // it) still holds a stable part, a child's own text: the role and that part, as a substring.
  if (
    facts.role &&
    (facts.name === undefined || seamed) &&
    !countPattern &&
    !profile.hidden &&
    target.name !== ''
  ) {
    for (const part of stableNameParts(target, options.descriptionWords)) {
      yield {
        rung: 'role-name-part',
        steps: [{ kind: 'role', role: facts.role, name: { kind: 'substring', value: part }, options: {} }],
      };
    }
  }
  // A name that ends in data ("Lit 3.4", "Xbox One $350": a version, a price) is found by the
  // words before it, the data left open: the next release or price change keeps the locator.
  const lead =
    facts.role && facts.name === undefined && !countPattern && !profile.hidden
      ? stableLeadOf(target.name)
      : undefined;
  if (lead !== undefined) {
    const leadStep: QueryStep = {
      kind: 'role',
      role: facts.role!,
      // Icon fonts' ::before text may come first in the browser: no start anchor then.
      name: mayHaveGeneratedName(target)
        ? { kind: 'substring', value: lead }
        : { kind: 'regex', source: leadPattern(lead), flags: '' },
      options: {},
    };
    if (matchCount(page, leadStep) > 1) {
      for (const anchor of anchors) yield anchored('role-name-lead-anchored', anchor, leadStep);
    } else yield { rung: 'role-name-lead', steps: [leadStep] };
  }
  // An element hidden from the accessibility tree (in a closed menu or popup) has no accessible name
  // and role selectors skip it; the text it would be named by is still there, and getByText reads
  // hidden elements: that text comes where role + name would have, before the id.
  const hiddenByText =
    profile.hidden &&
    facts.text !== undefined &&
    facts.name === undefined &&
    target.role !== undefined &&
    target.attributes['aria-label'] === undefined &&
    target.attributes['aria-labelledby'] === undefined;
  if (hiddenByText) yield* textDrafts(page, profile, facts.text!, anchors, 'text');
  const idStep: QueryStep | undefined =
    facts.id !== undefined
      ? {
          kind: 'css',
          selector: cssCandidates(
            target,
            { ...facts, attributes: [], classes: [] },
            { includeBareTag: false },
          ).find((c) => c.rung === 'id')!.selector,
          pierce: true,
        }
      : undefined;
  if (idStep) yield { rung: 'id', steps: [idStep] };
  if (isField && facts.name !== undefined) {
    yield { rung: 'label', steps: [{ kind: 'label', text: { kind: 'exact', value: facts.name } }] };
  }
  // A field hidden from the accessibility tree (a radio styled away behind its tab label) has no
  // accessible name, and role selectors skip it; getByLabel reads labels of hidden fields too.
  const hiddenLabel =
    isField && facts.name === undefined && profile.hidden ? hiddenFieldLabel(target) : undefined;
  if (hiddenLabel !== undefined) {
    yield { rung: 'label', steps: [{ kind: 'label', text: { kind: 'exact', value: hiddenLabel } }] };
  }
  const placeholder = facts.attributes.find((attribute) => attribute.name === 'placeholder');
  if (placeholder)
    yield {
      rung: 'placeholder',
      steps: [{ kind: 'placeholder', text: { kind: 'exact', value: placeholder.value } }],
    };
  for (const candidate of cssCandidates(target, facts, { includeBareTag: false })) {
    if (
      candidate.rung === 'attribute' &&
      !isDataAttribute(candidate.attribute) &&
      candidate.attribute !== 'value'
    )
      yield { rung: 'attribute', steps: [{ kind: 'css', selector: candidate.selector, pierce: true }] };
  }
  if (facts.text !== undefined && !linkByText && !hiddenByText)
    yield* textDrafts(page, profile, facts.text, anchors, 'text');
  // A test id every item repeats ("comments-page-link" on each post's link), anchored in the item:
  // after the rungs above, which name the element itself, and before a bare attribute or tag.
  if (facts.testId) {
    const { attribute, value } = facts.testId;
    const testIdStep: QueryStep = { kind: 'test-id', attribute, value: { kind: 'exact', value } };
    for (const anchor of anchors) yield anchored('test-id-anchored', anchor, testIdStep);
  }
  // A control named by its image alone (an avatar link beside the name link to the same profile,
  // both named "Supriya Bahri"): the image's alt text tells it from its twin when nothing above did.
  const imageAlt = roleStep && !seamed ? namingImageAlt(page, target, facts.name!) : undefined;
  if (imageAlt !== undefined) {
    const altStep: QueryStep = { kind: 'alt-text', text: { kind: 'exact', value: imageAlt } };
    yield {
      rung: 'image-alt',
      steps: [
        { kind: 'role', role: facts.role!, options: {} },
        { kind: 'filter', has: { source: '', form: 'playwright-code', steps: [altStep] } },
      ],
    };
  }
  // A hidden element (role selectors skip it) whose text holds a count ("298 replies"): its text
  // with the count left open, after a test id its items repeat.
  const hiddenCount =
    profile.hidden &&
    facts.text === undefined &&
    target.role !== undefined &&
    target.attributes['aria-label'] === undefined &&
    target.attributes['aria-labelledby'] === undefined
      ? countNamePattern(target.text, !mayHaveGeneratedName(target), true, showsBadgeCount(target))
      : undefined;
  if (hiddenCount !== undefined)
    yield* textDrafts(page, profile, normalizeWhitespace(target.text), anchors, 'text-pattern', hiddenCount);
  // The glued name whole, when neither a part of it nor the rungs above found the element alone:
  // likelier to hold in the browser than a bare role or class under an anchor.
  if (roleStep && seamed) {
    for (const anchor of anchors) yield anchored('role-name-anchored', anchor, roleStep);
    yield { rung: 'role-name', steps: [roleStep] };
  }
  const local = cssCandidates(target, facts, { includeBareTag: true }).filter(
    (candidate) =>
      candidate.rung === 'semantic-class' || candidate.rung === 'tag' || candidate.rung === 'attribute',
  );
  // Under an anchor the local part only has to tell the target from its neighbours: the facts a
  // restyle leaves alone (attributes, role, tag) go before semantic classes, which a build rehashes.
  const cssSteps = (keep: (candidate: (typeof local)[number]) => boolean): QueryStep[] =>
    local.filter(keep).map((candidate) => ({ kind: 'css', selector: candidate.selector, pierce: true }));
  // An id two elements carry (a widget copied whole into a recommendations strip) finds neither
  // alone; under an anchor it is as specific as it was before the copy (after a field's `name`,
  // which the ladder prefers to an id).
  const sharedId = idStep !== undefined && idSharedWithAnother(page, target, facts.id!);
  const unstyled: QueryStep[] = [
    ...cssSteps(
      (candidate) =>
        candidate.rung === 'attribute' && candidate.attribute !== 'type' && candidate.attribute !== 'value',
    ),
    ...(sharedId ? [idStep] : []),
    // A choice's value after its id: the team names the id for the locator, the value for the form.
    ...cssSteps((candidate) => candidate.attribute === 'value'),
    ...(target.role && !isPlainRole(target.role)
      ? [{ kind: 'role', role: target.role, options: {} } satisfies QueryStep]
      : []),
    ...cssSteps((candidate) => candidate.attribute === 'type' || candidate.rung === 'tag'),
  ];
  // A data attribute that names it (`li[data-route="manage"]`), or a choice's value, alone: after
  // its text, before anything anchored or classed (a team names these; a restyle keeps them).
  for (const candidate of local) {
    if (
      candidate.rung === 'attribute' &&
      (isDataAttribute(candidate.attribute) || candidate.attribute === 'value')
    )
      yield { rung: 'attribute', steps: [{ kind: 'css', selector: candidate.selector, pierce: true }] };
  }
  for (const anchor of anchors) {
    for (const step of unstyled) yield anchored('relative', anchor, step);
    for (const candidate of local) {
      if (candidate.rung === 'semantic-class')
        yield anchored('relative', anchor, { kind: 'css', selector: candidate.selector, pierce: true });
    }
  }
  for (const candidate of local) {
    if (candidate.rung === 'semantic-class')
      yield { rung: 'semantic-class', steps: [{ kind: 'css', selector: candidate.selector, pierce: true }] };
  }
  if (options.allowXpath && target.scope === 0) yield* xpathDrafts(target, facts, anchors);
  // Last, a class its neighbours share, told apart by the text (`a.filter-item` that reads "Usage"
  // where a heading also reads "Usage"; XPath is never behind a shadow boundary): no position.
  if (facts.text !== undefined) {
    for (const candidate of local) {
      if (candidate.rung === 'semantic-class')
        yield {
          rung: 'semantic-class',
          steps: [
            { kind: 'css', selector: candidate.selector, pierce: true },
            { kind: 'filter', hasText: { kind: 'substring', value: facts.text } },
          ],
        };
    }
  }
  // Last, a link's own address (`a[href="#Economy"]`), on the last pass: when nothing that names it held.
  const href = options.classAnchors ? stableHrefSelector(target) : undefined;
  if (href !== undefined) yield { rung: 'href', steps: [{ kind: 'css', selector: href, pierce: true }] };
}

/**
 * The alt text of the one image inside `target` that gives it its whole name (`<a><img
 * alt="Supriya Bahri"></a>`), or undefined.
 */
function namingImageAlt(page: WebPage, target: WebElement, name: string): string | undefined {
  let alt: string | undefined;
  for (let i = target.index + 1; i <= target.end; i++) {
    const inner = page.elements[i]!;
    if (inner.tag !== 'img' || inner.scope !== target.scope) continue;
    if (alt !== undefined) return undefined;
    alt = normalizeWhitespace(inner.attributes.alt ?? '');
  }
  return alt !== undefined && alt !== '' && alt === name ? alt : undefined;
}

/** How many parts of a long name the ladder tries, and their length (a word like "The" is no part). */
const MAX_NAME_PARTS = 3;
const MIN_PART_CHARS = 4;
const MAX_PART_CHARS = MAX_LOCATOR_TEXT_CHARS;

/**
 * Texts of the target's descendants that its accessible name holds and a locator can carry, the
 * ones saying most of the description's words first, then the longer.
 */
function stableNameParts(target: WebElement, descriptionWords: readonly string[]): string[] {
  const name = target.name.toLowerCase();
  const parts = new Map<string, number>();
  for (let i = target.index + 1; i <= target.end; i++) {
    const text = normalizeWhitespace(target.page.elements[i]!.textHead(MAX_PART_CHARS + 1));
    if (text.length < MIN_PART_CHARS || text.length > MAX_PART_CHARS || parts.has(text)) continue;
    if (!name.includes(text.toLowerCase()) || !isStableText(text)) continue;
    const words = text.toLowerCase().split(/\W+/);
    parts.set(text, descriptionWords.filter((word) => words.includes(word)).length);
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)
    .slice(0, MAX_NAME_PARTS)
    .map(([text]) => text);
}

/**
 * The one `<label>` text getByLabel reads for a field with no aria-label or aria-labelledby (which
 * would take the place of its labels), when it is fit for a locator.
 */
function hiddenFieldLabel(target: WebElement): string | undefined {
  if (target.attributes['aria-label'] !== undefined || target.attributes['aria-labelledby'] !== undefined)
    return undefined;
  const labels = labelTextsOf(target);
  return labels.length === 1 && labels[0] !== '' && isStableText(labels[0]!) ? labels[0] : undefined;
}

/**
 * The element's accessible name when it comes from its own aria-label (no aria-labelledby, which
 * wins over it), and Playwright's getByLabel finds it by that label: Playwright reads aria-label on
 * any element (getElementLabels).
 */
function ownAriaLabelOf(target: WebElement, facts: StableFacts): string | undefined {
  if (target.attributes['aria-labelledby'] !== undefined || facts.name === undefined) return undefined;
  const ariaLabel = facts.attributes.find((attribute) => attribute.name === 'aria-label');
  return ariaLabel && normalizeWhitespace(ariaLabel.value) === facts.name ? facts.name : undefined;
}

/**
 * Exact text, anchored in its section first when the text recurs. getByText finds the innermost
 * element holding the text: when the whole text sits in one child (`<a><i></i><p>Layout</p></a>`)
 * that child is what it finds, and `.locator('..')` steps up to the control (Playwright's own
 * spelling for a parent), still without naming its tag or role.
 */
function* textDrafts(
  page: WebPage,
  profile: ElementProfile,
  text: string,
  anchors: readonly Anchor[],
  rung: 'text' | 'link-text' | 'text-pattern',
  pattern?: string,
): Generator<Draft> {
  const textStep: QueryStep = {
    kind: 'text',
    text:
      pattern === undefined ? { kind: 'exact', value: text } : { kind: 'regex', source: pattern, flags: '' },
  };
  const steps: QueryStep[][] = [[textStep]];
  if (holdsTextInOneChild(profile.element, text)) steps.push([textStep, PARENT_STEP]);
  if (pattern !== undefined ? matchCount(page, textStep) > 1 : isRecurring(page, profile, text)) {
    for (const anchor of anchors) {
      for (const local of steps) yield anchored(`${rung}-anchored`, anchor, ...local);
    }
  }
  for (const local of steps) yield { rung, steps: local };
}

/**
 * The regular expression of a name that begins with `lead` (`^Xbox One\b`): a word boundary after
 * a lead that ends in a letter or digit, so "Lit" does not find "Literature 2.0".
 */
function leadPattern(lead: string): string {
  const escaped = lead.replace(REGEX_SPECIAL, '\\$&');
  return /[A-Za-z0-9]$/.test(lead) ? `^${escaped}\\b` : `^${escaped}`;
}

/** A number as a count shows it: "48", "1,204", "3.2k". */
const COUNT_NUMBER = /\d[\d,.]*(?:[kKmM](?!\p{L}))?/gu;
const COUNT_NUMBER_PATTERN = String.raw`\d[\d,.]*[kKmM]?`;
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/g;
/** Letters left once the count is open: the words that make it this control's name. */
const NAME_WORD = /\p{L}{3,}/u;

/**
 * The regular expression of a name that holds a count, with every number left open
 * (`^\d[\d,.]*[kKmM]? Replies$` for "48 Replies"), or undefined when the name holds other
 * data (a price, a date, an order number: those say which item it is) or no word beside the count.
 * Unanchored when an icon font's `::before` text may join the name in the browser (" 48 Replies").
 * `rawText`: for getByText, which tests a regular expression against the raw text, line breaks and
 * all: each space matches any whitespace, and the anchors allow it around the text.
 * `badge`: the name holds a count a badge element shows (see showsBadgeCount), which its words alone
 * do not mark as one ("Cart 3").
 */
export function countNamePattern(
  name: string,
  anchored = true,
  rawText = false,
  badge = false,
): string | undefined {
  const text = normalizeWhitespace(name);
  if (text === '') return undefined;
  // A badge's count ("Cart 3") is a count the words around it do not say: no other data allowed.
  const kind = detectDataDependentText(text);
  if (kind !== 'count' && !(badge && kind === undefined)) return undefined;
  const literal = text.replace(COUNT_NUMBER, ' ');
  if (!NAME_WORD.test(literal)) return undefined;
  const literalPart = (part: string): string => {
    const escaped = part.replace(REGEX_SPECIAL, '\\$&');
    return rawText ? escaped.replace(/ /g, String.raw`\s+`) : escaped;
  };
  let source = '';
  let at = 0;
  for (const match of text.matchAll(COUNT_NUMBER)) {
    source += literalPart(text.slice(at, match.index)) + COUNT_NUMBER_PATTERN;
    at = match.index + match[0].length;
  }
  source += literalPart(text.slice(at));
  if (!anchored) return source;
  return rawText ? String.raw`^\s*${source}\s*$` : `^${source}$`;
}

/** How many elements one step matches on the page (0 when it cannot be evaluated). */
function matchCount(page: WebPage, step: QueryStep): number {
  try {
    return resolveQuery(page, { source: '', form: 'role', steps: [step] }).length;
  } catch {
    return 0;
  }
}

/** XPath's parent step, as in Playwright's `locator('..')`. */
const PARENT_STEP: QueryStep = { kind: 'xpath', expression: '..' };

/** True when the element has no text of its own and exactly one element child holds all of `text`. */
function holdsTextInOneChild(element: WebElement, text: string): boolean {
  if (element.ownText !== '') return false;
  let holders = 0;
  for (const child of element.children) {
    const childText = normalizeWhitespace(child.text);
    if (childText === text) holders++;
    else if (childText !== '') return false;
  }
  return holders === 1;
}

/** True when another element of the page carries the same id (a widget copied whole). */
function idSharedWithAnother(page: WebPage, target: WebElement, id: string): boolean {
  return page.elementsWithAttribute('id').some((other) => other !== target && other.attributes.id === id);
}

function anchored(rung: Rung, anchor: Anchor, ...local: QueryStep[]): Draft {
  return { rung, steps: [...anchor.steps, ...local], anchor: anchor.label };
}

/** Selenium / WebdriverIO in the light DOM: CSS first, XPath for text. */
function* seleniumDrafts(page: WebPage, profile: ElementProfile, options: LadderOptions): Generator<Draft> {
  const target = profile.element;
  const facts = stableFactsOf(target, options.testIdAttributes, options.reliedOn);
  const anchors = anchorsFor(profile, options);
  const local = cssCandidates(target, facts, { includeBareTag: true });
  const css = (selector: string): QueryStep => ({ kind: 'css', selector, pierce: false });
  const recurring = isRecurring(page, profile, facts.name ?? facts.text);
  if (facts.testId)
    yield { rung: 'test-id', steps: [css(cssAttribute(facts.testId.attribute, facts.testId.value))] };
  if (recurring) {
    for (const anchor of anchors) {
      if (anchor.css === undefined) continue;
      for (const candidate of local) {
        if (candidate.rung !== 'test-id' && candidate.rung !== 'id') {
          yield {
            rung: 'relative',
            steps: [css(`${anchor.css} ${candidate.selector}`)],
            anchor: anchor.label,
          };
        }
      }
    }
    if (options.allowXpath && facts.text !== undefined && target.namespace === 'html') {
      for (const anchor of anchors) {
        if (anchor.xpath) {
          const spec: XPathSpec = {
            tag: target.tag,
            predicate: { kind: 'text', value: facts.text },
            anchor: anchor.xpath,
          };
          yield xpathDraft('text-anchored', spec, anchor.label);
        }
      }
    }
  }
  for (const candidate of local) {
    if (candidate.rung === 'id' || candidate.rung === 'attribute')
      yield { rung: candidate.rung, steps: [css(candidate.selector)] };
  }
  if (options.allowXpath && facts.text !== undefined && target.namespace === 'html') {
    yield xpathDraft('text', { tag: target.tag, predicate: { kind: 'text', value: facts.text } });
  }
  // An id another element also carries is unique again under an anchor (see playwrightDrafts).
  const sharedId = facts.id !== undefined && idSharedWithAnother(page, target, facts.id);
  for (const anchor of anchors) {
    if (anchor.css === undefined) continue;
    for (const candidate of local) {
      if (candidate.rung !== 'test-id' && (candidate.rung !== 'id' || sharedId)) {
        yield { rung: 'relative', steps: [css(`${anchor.css} ${candidate.selector}`)], anchor: anchor.label };
      }
    }
  }
  for (const candidate of local) {
    if (candidate.rung === 'semantic-class')
      yield { rung: 'semantic-class', steps: [css(candidate.selector)] };
  }
  if (options.allowXpath) yield* xpathDrafts(target, facts, anchors);
  // Last, a link's own address (`a[href="#Economy"]`), on the last pass: when nothing that names it held.
  const href = options.classAnchors ? stableHrefSelector(target) : undefined;
  if (href !== undefined) yield { rung: 'href', steps: [css(href)] };
}

function xpathDraft(rung: Rung, spec: XPathSpec, anchor?: string): Draft {
  return {
    rung,
    steps: [{ kind: 'xpath', expression: renderXPathSpec(spec) }],
    xpath: spec,
    ...(anchor ? { anchor } : {}),
  };
}

/** Short XPath, anchored on a stable ancestor or a stable attribute/text of the element itself. */
function* xpathDrafts(
  target: WebElement,
  facts: ReturnType<typeof stableFactsOf>,
  anchors: readonly Anchor[],
): Generator<Draft> {
  if (target.namespace !== 'html') return;
  const tag = target.tag;
  const predicates: XPathPredicate[] = [];
  if (facts.text !== undefined) predicates.push({ kind: 'text', value: facts.text });
  else {
    // A text that ends in data ("Xbox One $350"): the words before it (see stableLeadOf).
    const lead = stableLeadOf(target.text);
    if (lead !== undefined) predicates.push({ kind: 'text-start', value: lead });
  }
  for (const attribute of facts.attributes)
    predicates.push({ kind: 'attribute', name: attribute.name, value: attribute.value });
  for (const cls of facts.classes.slice(0, 1)) predicates.push({ kind: 'class', value: cls });
  for (const predicate of predicates) yield xpathDraft('xpath', { tag, predicate });
  for (const anchor of anchors) {
    if (!anchor.xpath) continue;
    for (const predicate of predicates)
      yield xpathDraft('xpath', { tag, predicate, anchor: anchor.xpath }, anchor.label);
    yield xpathDraft('xpath', { tag, predicate: { kind: 'none' }, anchor: anchor.xpath }, anchor.label);
  }
}

/**
 * Selenium / WebdriverIO behind open shadow roots: `host >>> inner`, one segment per boundary.
 * Each segment is the most stable CSS that is unique inside its own root; for the target several
 * segments are offered so alternatives exist.
 */
function* shadowChainDrafts(page: WebPage, target: WebElement, options: LadderOptions): Generator<Draft> {
  const chain: WebElement[] = [target];
  for (let node: WebElement | undefined = target; node; ) {
    let top: WebElement = node;
    while (top.parent) top = top.parent;
    node = top.host;
    if (node) chain.unshift(node);
  }
  const prefix: QueryStep[] = [];
  for (let i = 0; i < chain.length - 1; i++) {
    const host = chain[i]!;
    const segment = uniqueSegment(page, prefix, host, options.testIdAttributes);
    if (!segment) return;
    prefix.push(segment);
  }
  const facts = stableFactsOf(target, options.testIdAttributes, options.reliedOn);
  for (const candidate of cssCandidates(target, facts, { includeBareTag: true })) {
    yield {
      rung: 'shadow-chain',
      steps: [...prefix, { kind: 'css', selector: candidate.selector, pierce: false, within: 'shadow-root' }],
    };
  }
}

function uniqueSegment(
  page: WebPage,
  prefix: readonly QueryStep[],
  element: WebElement,
  testIdAttributes: readonly string[],
): QueryStep | undefined {
  const facts = stableFactsOf(element, testIdAttributes);
  for (const candidate of cssCandidates(element, facts, { includeBareTag: true })) {
    const step: QueryStep =
      prefix.length === 0
        ? { kind: 'css', selector: candidate.selector, pierce: false }
        : { kind: 'css', selector: candidate.selector, pierce: false, within: 'shadow-root' };
    if (validateShadowChain(page, { source: '', form: 'shadow-chain', steps: [...prefix, step] }, element).ok)
      return step;
  }
  return undefined;
}

/** A candidate that selects by a `data-*` attribute (not a test id: those are a rung of their own). */
function isDataAttribute(attribute: string | undefined): boolean {
  return attribute?.startsWith('data-') === true;
}

/** Longest link address used as a locator. */
const MAX_HREF_CHARS = 100;

/**
 * `a[href="…"]` for a link whose address names a place in words: an in-page fragment (`#Economy`)
 * or a path whose every segment is a stable value (`/docs/getting-started`). Not a query string
 * (ids and tokens ride there), a script, a bare `#`, nor a segment that is data (`/orders/98412`)
 * or generated (`/p/3f9a0c…`): those change with the data, not with the team.
 */
function stableHrefSelector(target: WebElement): string | undefined {
  if (target.tag !== 'a' || target.namespace !== 'html') return undefined;
  const href = target.attributes.href;
  if (href === undefined || href.length > MAX_HREF_CHARS || /[?\s"\\]/.test(href)) return undefined;
  if (/^(?:javascript|mailto|tel|data):/i.test(href)) return undefined;
  const fragment = href.split('#')[1] ?? '';
  const segments = [...addressSteps(href), ...(fragment === '' ? [] : [fragment])].filter(
    (segment) => segment !== '.' && segment !== '..',
  );
  if (segments.length === 0) return undefined;
  if (!segments.every((segment) => isStableValue(segment.replace(/\.html?$/i, '')))) return undefined;
  return `a${cssAttribute('href', href)}`;
}
