/**
 * shortlist: scores the pooled elements against all the evidence, in one pass, into a ranked list
 * with per-feature points. Contradicted elements earn nothing; surviving locators earn credit in
 * proportion to their own robustness; an element in a sibling card the evidence does not name
 * is marked down.
 */

import type { DescriptionModel } from '../describe/analyze-description.js';
import { namesCaptionPart, OBJECT_VERBS } from '../describe/analyze-description.js';
import { type ElementTokens, kindWordsOf } from '../describe/element-tokens.js';
import {
  type DescriptionJudgement,
  headWordsMissing,
  isNamedControlRole,
  judgeDescription,
  judgeRole,
  NO_FEATURES,
  symbolWords,
  writtenAsOneWord,
} from '../describe/judge-description.js';
import { landmarkRegionsOf, landmarkTagsOf, marksRegionByName, type Region } from '../describe/regions.js';
import {
  CONTAINER_KIND_WORDS,
  FIELD_ANNOTATION_WORDS,
  isPlainRole,
  OPTIONAL_WORDS,
  rolesForWord,
  WIDGET_ROLES,
} from '../describe/role-words.js';
import { detectUnstableClass, isGeneratedId, isHashedClass, isSemanticClass } from '../text/anti-patterns.js';
import { isBareCount, isCountNoun, isDataDependentText, isOnlyData } from '../text/data-dependent.js';
import { writtenHandlesIn } from '../text/handles.js';
import { areSynonyms, bestTokenSimilarity, synonymsOf } from '../text/similarity.js';
import {
  addressSteps,
  loneCapitals,
  lowercaseWords,
  mayHoldSomeWord,
  normalizeWhitespace,
  normalizeWord,
  STOP_WORDS,
  splitWords,
  tokenize,
} from '../text/tokenize.js';
import {
  contains,
  controlLabelledBy,
  ElementTable,
  HEADING_TAGS,
  hasCardClass,
  isElementHiddenForAria,
  isElementVisible,
  locatorTextOf,
  resolveQuery,
  type WebElement,
  type WebPage,
} from '../web/index.js';
import {
  ANCHOR_POINTS,
  CLUE_EXACT_POINTS,
  DESCRIPTION_POINTS,
  HIDDEN_FACTOR,
  INTERACTIVE_POINTS,
  LOOSE_LANDING_FACTOR,
  MIN_DESCRIPTION_COVERAGE,
  MIN_QUOTED_ITEM_CHARS,
  OTHER_ADDRESS_FACTOR,
  REMARKS_FACTOR,
  SAME_WORD_SIMILARITY,
  SCORE_FLOOR,
  SECTION_MISMATCH_FACTOR,
  SHORTLIST_SIZE,
  SURVIVING_AMBIGUOUS_POINTS,
  SURVIVING_LOCATOR_POINTS,
  TIE_BREAK_MARGIN,
  WEAK_LOCATOR_POINTS,
} from '../weights.js';
import {
  BUTTON_CLASS,
  columnHeaderOf,
  type ElementProfile,
  enclosingForm,
  FIELD_TAGS,
  looseLabelOf,
  type ProfileStore,
  rowHeaderOf,
  sectionTokensBeyondItself,
  styledAsButton,
  togglesInPlace,
} from './element-profile.js';
import {
  emptiedItemReason,
  emptiedItemsOf,
  type ParentStep,
  parentStepElements,
  pathListOf,
} from './emptied-item.js';
import { hiddenCopyOfGoneLink } from './hidden-copies.js';
import {
  type Clue,
  endsInPick,
  type LocatorEvidence,
  NAME_CLUE_ATTRIBUTES,
  tooSlowToResolve,
  wordingOf,
} from './locator-clues.js';
import { PartnerIndex, sameWidget } from './partners.js';
import { needlesOf, prefilterElements } from './prefilter.js';
import { relaxedPathMatch } from './relaxed-path.js';
import { earlierTwins, indexShiftedByDropout, reorderedMatches, shiftedIntoPlace } from './reordered.js';
import { type ScopedTwins, scopedOutTwins, scopedTwinReason, twinKey } from './scoped-twins.js';
import { atOtherAddress, respelled, roleClueFeature, scoreClue } from './score-clues.js';

/** One existing locator: what it says, and what it still matches on this page. */
export interface LocatorSighting {
  readonly index: number;
  readonly evidence: LocatorEvidence;
  /** Elements it resolves to now (empty when broken, undefined when it could not be evaluated). */
  readonly matches: readonly WebElement[] | undefined;
}

const MOVED_BEHIND_SHADOW =
  'the broken XPath found nothing in the light DOM, and an element in a shadow root, where XPath cannot reach, carries everything it says; this one does not';

/**
 * Pooled elements in a shadow root that carry every clue of a broken one-step XPath exactly
 * (`//a[contains(@class, "nav-flyout-column") and normalize-space()="…"]`). In the light DOM no
 * element does, or the XPath would match it: one that carries only part (the text, not the class)
 * is a twin, however visible.
 */
function elementsBehindShadowOnly(
  pool: readonly WebElement[],
  broken: readonly LocatorSighting[],
  profiles: ProfileStore,
  testIdAttributes: readonly string[],
): ReadonlySet<WebElement> {
  const found = new Set<WebElement>();
  const xpaths = broken.filter((sighting) => behindShadowOnly(sighting.evidence));
  if (xpaths.length === 0) return found;
  for (const element of pool) {
    if (element.scope === 0) continue;
    const profile = profiles.profile(element);
    const carriesAll = xpaths.some((sighting) =>
      sighting.evidence.clues.every(
        (clue) => scoreClue(clue, profile, testIdAttributes) >= CLUE_EXACT_POINTS[clue.kind],
      ),
    );
    if (carriesAll) found.add(element);
  }
  return found;
}

/**
 * True for an XPath of one step that names the element by more than its tag (`//a[normalize-space()="Accounting"]`):
 * inside a shadow root it is the boundary, not a change to the element, that it cannot cross.
 */
function behindShadowOnly(evidence: LocatorEvidence): boolean {
  return (
    evidence.anchors.length === 0 &&
    evidence.query.steps.some((step) => step.kind === 'xpath') &&
    evidence.clues.some((clue) => clue.kind !== 'tag')
  );
}

/** True when the locator matches nothing on the page (or could not be evaluated on it). */
function isBroken(sighting: LocatorSighting): boolean {
  return (sighting.matches ?? []).length === 0;
}

/** Words a description names the current entry of a list by (a breadcrumb's, a pager's). */
const CURRENT_WORDS: readonly string[] = ['current', 'active', 'selected'];

/**
 * The element is the entry the page marks current (`aria-current="page"`, `aria-selected="true"`)
 * and the description names it so ("current page crumb"): it is named by that state, not by its
 * text, so its text says no word the description left out.
 */
function namedByCurrentState(element: WebElement, description: DescriptionModel): boolean {
  if (!CURRENT_WORDS.some((word) => description.wordSet.has(word))) return false;
  const current = element.attributes['aria-current'];
  return (current !== undefined && current !== 'false') || element.attributes['aria-selected'] === 'true';
}

/**
 * Of two candidates tied on score, one inside the other and neither a control, the inner one
 * first: it holds the text they share (a heading retagged `<div class="toctitle-text">` inside
 * its old `<div class="toctitle">`); else document order.
 */
function innerFirst(a: ElementProfile, b: ElementProfile): number {
  const [outer, inner] = a.element.index < b.element.index ? [a, b] : [b, a];
  const controls = (profile: ElementProfile): boolean =>
    profile.role !== undefined && WIDGET_ROLES.has(profile.role);
  if (inner.element.index <= outer.element.end && !controls(outer) && !controls(inner))
    return inner === a ? -1 : 1;
  return a.element.index - b.element.index;
}

/** A loosened path's one match earns a surviving locator's credit × this (its robustness at least RELAXED_MIN_ROBUSTNESS). */
const RELAXED_FACTOR = 0.6;
const RELAXED_MIN_ROBUSTNESS = 0.5;

/** What the label of a control named by its id lends: as much as the page's headline. */
const CONTROL_LABEL_ROBUSTNESS = 0.5;
/** What the page's one headline lends as evidence: a locator as robust as a class or an XPath step. */
const HEADLINE_ROBUSTNESS = 0.5;
/** Words a description calls a page's headline by ("title of the blog post", "main headline of the story"). */
const HEADLINE_WORDS: ReadonlySet<string> = new Set(['headline', 'title', 'heading']);
/** What a page's headline is the headline of. */
const PAGE_WORDS: ReadonlySet<string> = new Set(['story', 'article', 'post', 'page', 'blog']);

/** True when the words say the page itself: its story, article or post. */
function namesThePage(words: ReadonlySet<string>): boolean {
  for (const word of PAGE_WORDS) if (words.has(word)) return true;
  return false;
}

/**
 * Every locator broke and it asked for the page's headline: an `<h1>` by its tag (`h1[data-v-5c075fa1]`,
 * `//div[@id='article-topper']/h1`), or a heading the description calls the headline or title of the
 * story, article or post ("main headline of the story"), in no region it names.
 */
function headlineAsked(evidence: Evidence): boolean {
  if (evidence.locators.length === 0 || !evidence.locators.every(isBroken)) return false;
  const clues = evidence.locators.flatMap((sighting) => sighting.evidence.clues);
  // An id of its own says which heading it was (`h1#news-release-title`, retagged as the page's
  // `<h2>` while a release's headline is the `<h1>`), more than its tag.
  if (clues.some((clue) => clue.kind === 'id' || clue.kind === 'test-id')) return false;
  if (clues.some((clue) => clue.kind === 'tag' && clue.value === 'h1')) return true;
  if (!clues.some((clue) => clue.kind === 'role' && clue.role === 'heading')) return false;
  const { headWritten, sectionWords, regions } = evidence.description;
  // A box's heading in a sidebar or a footer is no page's headline.
  return (
    regions.length === 0 &&
    headWritten.some((word) => HEADLINE_WORDS.has(word)) &&
    (headWritten.includes('main') || sectionWords.some((word) => PAGE_WORDS.has(word)))
  );
}

/**
 * The page's headline: the one shown `<h1>` the document's title says (a news page's `<title>` or
 * `og:title` is its headline, often with the site's name), by most of its words, so a headline
 * reworded on the page alone still reads as it. A logo's or a section's `<h1>` is not in the title.
 */
function pageHeadline(page: WebPage): WebElement | undefined {
  const titles = [
    ...page.elementsByTag('title').map((title) => title.ownText),
    ...page
      .elementsByTag('meta')
      .filter((meta) => /^(og|twitter):title$/i.test(meta.attributes.property ?? meta.attributes.name ?? ''))
      .map((meta) => meta.attributes.content ?? ''),
  ].map((title) => new Set(splitWords(title.toLowerCase())));
  if (titles.length === 0) return undefined;
  let found: WebElement | undefined;
  for (const heading of page.elementsByTag('h1')) {
    const words = splitWords(heading.text.toLowerCase()).filter((word) => word.length >= 3);
    if (words.length < MIN_HEADLINE_WORDS || isElementHiddenForAria(heading)) continue;
    const said = (title: ReadonlySet<string>): boolean =>
      words.filter((word) => title.has(word)).length >= words.length * HEADLINE_WORDS_SAID;
    if (!titles.some(said)) continue;
    if (found !== undefined) return undefined;
    found = heading;
  }
  return found;
}

/** Words of three letters or more a headline has at least. */
const MIN_HEADLINE_WORDS = 3;
/** The share of those the document's title says. */
const HEADLINE_WORDS_SAID = 0.5;

export interface Evidence {
  readonly locators: readonly LocatorSighting[];
  readonly description: DescriptionModel;
  readonly remarks: DescriptionModel;
  readonly testIdAttributes: readonly string[];
}

export interface ScoredCandidate {
  readonly profile: ElementProfile;
  readonly score: number;
  /**
   * Feature → points (rounded), the explanation of `score`; `locator.reordered` and
   * `locator.held` are marks, not points (they only tell twins apart).
   */
  readonly features: Readonly<Record<string, number>>;
  readonly judgement: DescriptionJudgement;
  readonly locatorPoints: number;
  /** Index of an existing locator that still resolves to exactly this element. */
  readonly survivingLocator: number | undefined;
  readonly eligible: boolean;
  /** Why it is not eligible (below the floor, contradicted, description too thin…). */
  readonly ineligibleReason?: string;
  /**
   * Set when it was set aside only because its name grew past the words the evidence says: an
   * exact name or text locator's words with more beside them (or in other letter case), or a
   * label the locator and the description both say less of ("Promo / discount code" for
   * `getByLabel('Discount code')`). It is the reason given, and counts only while it still is (a
   * later pass that sets the candidate aside for another reason wins). See loneGrownCandidate.
   */
  readonly grown?: string;
  /**
   * With `grown`: true when the name or text still holds the exact label the broken locator
   * asked for, whole, and more ("Place order" for `name: 'Order', exact: true`): not a label
   * that lost words as it gained others ("Skip to content" for "Skip to site index"), nor one
   * only in other letter case ("Submit" for `name: 'submit', exact: true`: that one was its twin).
   */
  readonly grownWhole?: boolean;
}

export interface Shortlist {
  /** Eligible and ineligible candidates with a positive score, best first (ties: document order). */
  readonly ranked: readonly ScoredCandidate[];
  /**
   * Candidates the description contradicts (kept to explain refusals). Their locator evidence is
   * not scored: `features` is empty and `locatorPoints` 0.
   */
  readonly contradicted: readonly ScoredCandidate[];
  /** Number of elements that got a full profile. */
  readonly pooled: number;
  /** The lists broken positional paths led into (see pathListOf): a reorder keeps the target in them. */
  readonly pathLists: readonly WebElement[];
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Description points from a judgement (also used for remarks, scaled). */
export function descriptionPoints(judgement: DescriptionJudgement): number {
  const { coverage, features } = judgement;
  return (
    DESCRIPTION_POINTS.coverage * coverage +
    DESCRIPTION_POINTS.name * features.name * coverage +
    DESCRIPTION_POINTS.role * features.role +
    DESCRIPTION_POINTS.phrase * features.phrase * coverage +
    DESCRIPTION_POINTS.precision * features.precision * Math.max(coverage, features.role * 0.5)
  );
}

/**
 * Words of the evidence that name the target itself (not structure): description content,
 * id/test-id/text/name clues. Words only an identifier says ("example" in `#exampleFirstName`)
 * count when some item on the page is titled with them (`#add-to-cart-backpack` and the
 * Backpack card): otherwise they are naming habits, not the item the target sat in. Numbering
 * (the 1 of `#exampleCheck1`) never does.
 */
function identityWords(evidence: Evidence, itemTitleWords: () => ReadonlySet<string>): IdentityWords {
  const words = new Set<string>();
  const labelOnly = new Set<string>();
  for (const { word, optional } of evidence.description.words) if (!optional) words.add(word);
  // After "for"/"in", a word that is filler elsewhere ("the user") titles the item ("for Users").
  for (const word of evidence.description.sectionWords) if (SECTION_TITLE_NOUNS.has(word)) words.add(word);
  for (const sighting of evidence.locators) {
    // An anchor's text names the item the target sat in (`.card:has-text("Backpack") button`);
    // an anchor's id names a wrapper the target need not explain.
    const anchorTexts = sighting.evidence.anchorClues.filter((clue) => clue.kind === 'text');
    const own = sighting.evidence.clues;
    for (const clue of [...own, ...anchorTexts]) {
      const value = clueIdentityValue(clue);
      // Kind words in an id ("newsletter-input", "save-btn") say what it is, not which one.
      if (!value) continue;
      const named = clue.kind === 'text' || clue.kind === 'role' || clue.kind === 'name';
      // The element's own label as the locator read it; an anchor's text names its item.
      const label = named && own.includes(clue);
      for (const word of tokenize(value)) {
        // A word the description says already is in: the page's item titles (every pooled
        // element's, a walk through each item) are read only for a word they may add.
        if (words.has(word)) continue;
        const titles = !isKindWord(word) && !/^\p{N}+$/u.test(word) && itemTitleWords().has(word);
        if (named || titles) words.add(word);
        if (label && !titles) labelOnly.add(word);
      }
    }
  }
  return { words: [...words], labelOnly };
}

/**
 * The words that say which element (and which item) the evidence is about, and of them the ones
 * only a broken locator's own label says (`//button[text()='Sign In']`) that title no item on the
 * page: the element's old wording, which a reworded label drops, not an item's name.
 */
interface IdentityWords {
  readonly words: readonly string[];
  readonly labelOnly: ReadonlySet<string>;
}

/** The words a clue says (a role's name; a tag says none). */
function clueWords(clue: Clue): readonly string[] {
  return tokenize(clue.kind === 'role' ? (clue.name ?? '') : clue.kind === 'tag' ? '' : clue.value);
}

/**
 * The words of the description, the remarks and each locator's clues, with the clues of the
 * ancestors it anchored on that `anchorClue` keeps.
 */
function evidenceWords(evidence: Evidence, anchorClue: (clue: Clue) => boolean): string[] {
  return [
    ...evidence.description.words.map((entry) => entry.word),
    ...evidence.remarks.words.map((entry) => entry.word),
    ...evidence.locators.flatMap((sighting) =>
      [...sighting.evidence.clues, ...sighting.evidence.anchorClues.filter(anchorClue)].flatMap(clueWords),
    ),
  ];
}

/** The words of each id and test id (`identifiers`) and semantic class a broken locator asked for. */
function brokenNamingsOf(
  broken: readonly LocatorSighting[],
  identifiers: readonly BrokenIdentifier[],
): string[][] {
  return [
    ...identifiers.map((identifier) => tokenize(identifier.value)),
    ...broken.flatMap((sighting) =>
      sighting.evidence.clues.flatMap((clue) =>
        clue.kind === 'class' && isSemanticClass(clue.value)
          ? [tokenize(clue.value)]
          : clue.kind === 'attribute' && clue.exact && clue.name === 'href'
            ? [tokenize(lastAddressStep(clue.value))]
            : [],
      ),
    ),
  ];
}

/** The last step of an address's path (`Dad_For_One` of `/collections/Dad_For_One`), or ''. */
function lastAddressStep(address: string): string {
  return addressSteps(address).at(-1) ?? '';
}

/**
 * The id, test id or class of the element that holds every word of one the broken locator asked
 * for plus words its name adds to the evidence too, and those words: the element is a variant
 * named for them (see scoreCandidate).
 */
function grownVariant(
  profile: ElementProfile,
  namings: readonly (readonly string[])[],
  evidenceWords: readonly string[],
): { attribute: string; words: string[] } | undefined {
  const added = new Set(wordsNotInEvidence(profile, evidenceWords));
  if (added.size === 0) return undefined;
  const { id, class: classes } = profile.element.attributes;
  const grownFrom = (value: string): string[] | undefined => {
    const words = tokenize(value);
    for (const naming of namings) {
      if (naming.length === 0 || !naming.every((word) => words.includes(word))) continue;
      const grew = words.filter((word) => !naming.includes(word));
      if (grew.length > 0 && grew.every((word) => added.has(word))) return grew;
    }
    return undefined;
  };
  const byId = id ? grownFrom(id) : undefined;
  if (byId) return { attribute: 'id', words: byId };
  for (const cls of (classes ?? '').split(/\s+/)) {
    const byClass = cls === '' ? undefined : grownFrom(cls);
    if (byClass) return { attribute: 'class', words: byClass };
  }
  // Its address likewise (`/collections/DadForOneByAtrunis` with "Atrunis' Dad For One Collection"
  // for a deleted link to `/collections/Dad_For_One`).
  const { href } = profile.element.attributes;
  const byAddress = href ? grownFrom(lastAddressStep(href)) : undefined;
  if (byAddress) return { attribute: 'address', words: byAddress };
  return undefined;
}

/** Elements that hold content (an item, a card, a row), as a locator's tag or role names them. */
const CONTAINER_TAGS: ReadonlySet<string> = new Set([
  'article',
  'section',
  'div',
  'li',
  'tr',
  'td',
  'ul',
  'ol',
  'table',
  'form',
  'fieldset',
  'aside',
  'details',
  'figure',
  'dd',
]);
const CONTAINER_ROLES: ReadonlySet<string> = new Set([
  'article',
  'listitem',
  'row',
  'cell',
  'region',
  'group',
  'list',
  'table',
  'grid',
  'form',
  'dialog',
]);

/** Ancestors looked at for the container a filtered locator held (a card's title sits a few levels in). */
const MAX_FILTERED_CONTAINER_DEPTH = 6;

/** The nearest ancestor of one of the tags, a few levels up at most. */
function enclosingOfTags(element: WebElement, tags: ReadonlySet<string>): WebElement | undefined {
  let node = element.parent;
  for (let depth = 0; node && depth < MAX_FILTERED_CONTAINER_DEPTH; depth++, node = node.parent)
    if (tags.has(node.tag)) return node;
  return undefined;
}

/** True when a filter read the text inside a container the locator names by tag or role. */
function containerContent(clue: Clue, clues: readonly Clue[]): boolean {
  return (
    clue.kind === 'text' &&
    clue.contained === true &&
    clues.some(
      (other) =>
        (other.kind === 'tag' && CONTAINER_TAGS.has(other.value)) ||
        (other.kind === 'role' && CONTAINER_ROLES.has(other.role)),
    )
  );
}

/** Filler words of a description (OPTIONAL_WORDS) that are item titles in its section part. */
const SECTION_TITLE_NOUNS: ReadonlySet<string> = new Set(['user', 'entry', 'option', 'label', 'text']);

/**
 * Points for the one control whose whole name a broken identifier says, kind words aside
 * (`button.clear-completed` for the button "Clear completed", `#searchBtn` for the button "Search"):
 * the team named the id or class after the label, and nothing else on the page reads so.
 */
const IDENTIFIER_NAMES_POINTS = 3;

/**
 * The one named control in the pool whose name's words are exactly a broken id's, class's or test
 * id's words less its kind words, of the kind those say (a "btn" is a button): none when two read
 * so (a twin says as much) or none does. Generated and build-hashed identifiers say nothing.
 */
function onlyControlNamedByIdentifier(
  broken: readonly LocatorSighting[],
  pool: readonly WebElement[],
  profiles: ProfileStore,
): WebElement | undefined {
  const wanted: { words: readonly string[]; roles: readonly string[]; all: readonly string[] }[] = [];
  for (const sighting of broken)
    for (const clue of sighting.evidence.clues) {
      if (clue.kind !== 'id' && clue.kind !== 'class' && clue.kind !== 'test-id') continue;
      if (clue.kind === 'class' ? detectUnstableClass(clue.value) !== undefined : isGeneratedId(clue.value))
        continue;
      const all = tokenize(clue.value);
      const words = all.filter((word) => !isKindWord(word) && !/^\p{N}+$/u.test(word));
      if (words.length === 0) continue;
      wanted.push({
        words,
        roles: all.flatMap((word) => rolesForWord(word) ?? []),
        all: all.filter((word) => !/^\p{N}+$/u.test(word)),
      });
    }
  if (wanted.length === 0) return undefined;
  let found: WebElement | undefined;
  for (const element of pool) {
    if (!isNamedControlRole(element.role)) continue;
    const name = profiles.profile(element).tokens.nameTokens.filter((word) => !/^\p{N}+$/u.test(word));
    if (name.length === 0) continue;
    // A link that opens a popup (`aria-haspopup`) is a dropdown's toggle too: `#login-dropdown`
    // says as much of the "Log in" link that opens the login menu as of the form's "Log In" button.
    const popup = element.attributes['aria-haspopup'];
    const opensPopup = popup !== undefined && popup !== 'false';
    const fits = wanted.some(
      ({ words, roles, all }) =>
        ((roles.length === 0 || roles.includes(element.role!) || (opensPopup && roles.includes('button'))) &&
          name.length === words.length &&
          words.every((word) => name.includes(word))) ||
        // A kind word the name says too is part of it (`#print-table` for the "Print table" button).
        (all.length > words.length && name.length === all.length && all.every((word) => name.includes(word))),
    );
    if (!fits) continue;
    if (found !== undefined) return undefined;
    found = element;
  }
  return found;
}

/**
 * True when a locator names its element by what it reads alone (`getByRole('link', { name:
 * 'Reviews' })`, `text=Reviews`, `//a[text()="Reviews"]`): no id, test id, attribute, class or
 * ancestor it was found in. Any copy of the wording satisfies such a locator.
 */
function foundByWordingAlone(locator: LocatorEvidence): boolean {
  return (
    locator.anchorClues.length === 0 &&
    locator.clues.some(
      (clue) =>
        clue.kind === 'text' || clue.kind === 'name' || (clue.kind === 'role' && clue.name !== undefined),
    ) &&
    locator.clues.every(
      (clue) => clue.kind === 'text' || clue.kind === 'name' || clue.kind === 'role' || clue.kind === 'tag',
    )
  );
}

/**
 * The elements that alone carry every clue of a broken locator's own step exactly, one of them an
 * attribute, id or test id (`ul.nav-treeview a[href="./pages/faq.html"]`: the one link to
 * faq.html), read over the pool once, when first asked.
 */
function ownStepOnlyOf(
  broken: readonly LocatorSighting[],
  pool: readonly WebElement[],
  profiles: ProfileStore,
  testIdAttributes: readonly string[],
): () => ReadonlySet<WebElement> {
  let found: Set<WebElement> | undefined;
  return () => {
    if (found !== undefined) return found;
    found = new Set();
    for (const sighting of broken) {
      const clues = sighting.evidence.clues;
      const named = clues.some(
        (clue) => clue.kind === 'id' || clue.kind === 'test-id' || (clue.kind === 'attribute' && clue.exact),
      );
      if (!named || sighting.evidence.anchorClues.length === 0) continue;
      const exact = pool.filter((element) =>
        clues.every(
          (clue) =>
            scoreClue(clue, profiles.profile(element), testIdAttributes) >= CLUE_EXACT_POINTS[clue.kind],
        ),
      );
      if (exact.length === 1) found.add(exact[0]!);
    }
    return found;
  };
}

/** A word that names a kind of element in identifiers ("input", "btn", "field", "wrapper"). */
function isKindWord(word: string): boolean {
  return rolesForWord(word) !== undefined || IDENTIFIER_KIND_WORDS.has(word);
}
const IDENTIFIER_KIND_WORDS: ReadonlySet<string> = new Set([
  'input',
  'field',
  'container',
  'wrapper',
  'item',
]);

function clueIdentityValue(clue: Clue): string | undefined {
  switch (clue.kind) {
    case 'test-id':
    case 'id':
    case 'text':
    case 'name':
      return clue.value;
    case 'role':
      return clue.name;
    default:
      return undefined;
  }
}

/**
 * The sibling-item test: the element sits in a titled repeated item (card, list item, row,
 * article) whose title has words the evidence never says, while the evidence has words neither
 * the element nor its item explains ("Add to cart for the Backpack" on the Bike Light card).
 * Returns the item title when it is a mismatch.
 */
function sectionMismatch(
  profile: ElementProfile,
  identity: IdentityWords,
  sightedByLocator: boolean,
  described: ReadonlySet<string>,
  quoted: readonly string[],
  itemTexts: readonly string[],
): string | undefined {
  const item = profile.section.item;
  if (!item || (item.kind === 'repeated' && !quotesBeyondElement(profile, quoted))) return undefined;
  // The page's one article is its story, not an item among others: "the author box under the
  // article" (the story, the post) names it, and need not name the story's headline.
  if (
    item.element.tag === 'article' &&
    namesThePage(described) &&
    item.element.page.elementsByTag('article').length === 1
  )
    return undefined;
  const titleText = item.title;
  const allTitle = tokenize(titleText);
  // A count or a price in the title ("65 Unique Visitors", "$12.4k") is data, not a word anyone
  // names the item by; a title of numbers alone is all there is to tell the items apart. Only in
  // a title that reads as data: the rank of "8 WWE terminates Hulk Hogan's contract" in a most-read
  // list is what sets it apart from the "Top Stories" item of the same words.
  const data = isDataDependentText(titleText);
  // A date alone names no item: it is a card's date line, read as its title once the real title
  // stopped being a heading (LinkedIn's "Feb 22, 2022" under an `<h3>` turned `<p>`).
  if (data && isOnlyData(titleText, 'date')) return undefined;
  const wordsOfTitle = allTitle.filter((word) => !data || !/^\p{N}+$/u.test(word));
  const title = wordsOfTitle.length > 0 ? wordsOfTitle : allTitle;
  if (title.length === 0) return undefined;
  const { words, labelOnly } = identity;
  // Named by the description, kind words and all ("the Input Group card": "input" is a kind word).
  const named = [...words, ...described];
  if (title.every((word) => bestTokenSimilarity(word, named) >= SAME_WORD_SIMILARITY)) return undefined;
  // Or by a name the description quotes ("of the "Bell's Inequality" video" for the video titled
  // "Bell's Inequality: The weirdest theorem in the world").
  // Or by the text a locator's anchor asked the item to have (`tr:has-text("design-review.pdf")`).
  if (itemTexts.length > 0) {
    const lowerTitle = normalizeWhitespace(titleText).toLowerCase();
    if (itemTexts.some((value) => lowerTitle.includes(value))) return undefined;
  }
  const { tokens } = profile;
  // An element a surviving locator found cannot vouch for the item with its own id and classes:
  // an id swapped onto the next product's button still says "backpack", and that is the very
  // evidence in doubt. Its text, name and item must say it.
  const own = sightedByLocator
    ? [...tokens.nameTokens, ...tokens.textTokens, ...tokens.attributeTokens]
    : tokens.ownWords;
  const explained = [...own, ...tokens.sectionTokens];
  // The old label's words speak for the item only when the element's label names its item ("Add
  // Backpack to cart" where the Bike Light card's says "Add Bike Light to cart"): a form's lone
  // "Register" that was "Sign In" is its own label reworded, not a sibling item's button.
  const labelNamesItem =
    labelOnly.size > 0 &&
    title.every((word) => tokens.nameTokens.includes(word) || tokens.textTokens.includes(word));
  const unexplained = (said: readonly string[]): boolean =>
    words.some(
      (word, index) =>
        (labelNamesItem || !labelOnly.has(word)) &&
        bestTokenSimilarity(word, said) < SAME_WORD_SIMILARITY &&
        !writtenAsOneWord(words, index, said),
    );
  if (!unexplained(explained)) return undefined;
  // A cell is said by its column's header too ("John's first-name cell" in the "First Name" column).
  const column = columnHeaderOf(profile.element);
  return column !== undefined && !unexplained([...explained, ...tokenize(column)]) ? undefined : titleText;
}

/**
 * A block repeated without list markup may be a form's group or a board's lane as much as a list's
 * item: it places an element apart only when the description quotes a name the element itself
 * does not say (the newsletter's title beside its nameless checkbox; not the "Add card" button's own
 * name).
 */
function quotesBeyondElement(profile: ElementProfile, quoted: readonly string[]): boolean {
  const own = `${profile.element.name} ${profile.element.text}`.toLowerCase();
  return quoted.some((value) => value.length >= MIN_QUOTED_ITEM_CHARS && !own.includes(value));
}

/**
 * The head's filler words ("click", "next", "first") that a broken locator's wording says whole
 * ("click command link" for getByRole('link', { name: 'click' })): there they are the name. Only a
 * wording made of filler words alone: in "Filter by status" the filler is beside the name, as in
 * the description. Read once per heal.
 */
function fillersNamedByLocator(description: DescriptionModel, wordings: readonly string[]): string[] {
  if (description.headOptional.length === 0 || wordings.length === 0) return [];
  const optional = new Set(description.headOptional);
  const named = new Set(
    wordings.flatMap((wording) => {
      const words = tokenize(wording);
      return words.every((word) => optional.has(word)) ? words : [];
    }),
  );
  return description.headOptional.filter((word) => named.has(word));
}

/** Words (as tokenize reads them) that name a select. */
const SELECT_WORDS: ReadonlySet<string> = new Set(['select', 'combobox', 'picker']);

/** Elements whose text is their entries', never what they say of themselves. */
const LIST_TAGS: ReadonlySet<string> = new Set(['ul', 'ol', 'dl', 'table', 'tbody']);

/**
 * The missing words the element's own id (a label's: its `for`) says, once its name says one of the
 * description's words itself: the "comment sort dropdown" whose label reads "Sorted by Best" and
 * whose id is `CommentSort--SortPicker`. A name that says none of them leaves every word missing:
 * an id alone names a component, not which of its controls. Never an id a locator still lands on,
 * nor one that merely resembles the broken id (`trusted` false for the missing words): a surviving
 * or swapped id on the wrong button, or the next comment's `t1_…-overflow-menu`, is the evidence in
 * doubt. The broken id renamed by shortening its words (`#return-date` → `#ret-date`) counts.
 */
function saidByOwnIdentifier(
  missing: readonly string[],
  profile: ElementProfile,
  description: DescriptionModel,
  trusted: (missing: readonly string[]) => boolean,
): readonly string[] {
  if (missing.length === 0 || !trusted(missing)) return missing;
  // A `<label>` is known by its field's id, which its `for` gives ("task-title" for "Title").
  const { attributes, tag } = profile.element;
  // A link within the page is known by the fragment it points to (`#ref-SPDY`: the "SPDY
  // reference link" of a citation).
  const fragment =
    tag === 'a' && /^#[^#]{2,}$/.test(attributes.href ?? '') ? attributes.href!.slice(1) : undefined;
  const ownId = attributes.id ?? (tag === 'label' ? attributes.for : fragment);
  const id = ownId === undefined || isGeneratedId(ownId) ? undefined : ownId;
  // So is an element by its semantic classes ("pillar" of `a.pillar-link`, for the "Sport pillar
  // link" a reorder moved; "brand" of `.navbar-brand`).
  const classes = (attributes.class ?? '')
    .split(/\s+/)
    .filter((name) => name !== '' && isSemanticClass(name));
  if (id === undefined && classes.length === 0) return missing;
  // A label, or a generic container (a menu's `div.dropdown-header`), has no name of its own:
  // its text is what it says.
  const { nameTokens } = profile.tokens;
  const written = tokenize(description.headWritten.join(' '));
  // A select's text is its options', not what it says of itself, when a select is what the
  // description names ("language dropdown"; not a "disabled text input").
  // So is a list's or a table's: its entries', not a name (the "list of sections" `ul#sectionNav`).
  const textTokens =
    (tag === 'select' && written.some((word) => SELECT_WORDS.has(word))) || LIST_TAGS.has(tag)
      ? []
      : profile.tokens.textTokens;
  const said = nameTokens.length === 0 ? textTokens : nameTokens;
  // An icon-only control (no name, no text) is known by nothing else: the "warning circle button"
  // is the `button.btn-warning.btn-circle` that shows a triangle; so is a select no label names.
  const nameless = nameTokens.length === 0 && textTokens.length === 0;
  if (!nameless && !said.some((word) => bestTokenSimilarity(word, written) >= SAME_WORD_SIMILARITY))
    return missing;
  // Its id alone, word for word: a radio group's `name` is every option's, and an abbreviated
  // component prefix (`upg-gold75k`) says no "upgrade" of its own.
  const idWords = tokenize([id ?? '', ...classes].join(' '));
  const left = missing.filter((word) => !idWords.includes(word));
  return left.length === 0 ? left : missing;
}

/**
 * An element that says only the head's words: for "project name" (see DescriptionModel.namesAName)
 * the "Project" column header, the "Projects" heading or menu link, which title projects.
 */
function titlesNamesOnly(profile: ElementProfile, description: DescriptionModel): boolean {
  const { tokens } = profile;
  const said = tokens.nameTokens.length > 0 ? tokens.nameTokens : tokens.textTokens;
  return said.length > 0 && said.every((word) => description.headWords.includes(word));
}

/**
 * The description names the element by numbers alone (see namedByNumbers), and the element says
 * them among words of its own the description does not say ("de Jong [Page 12]"): a number that
 * recurs in a page's text, not the element numbered so. An element whose label is the number
 * ("12") or says only described words ("section 2.3") is named by it.
 */
function numberAmongWords(description: DescriptionModel, profile: ElementProfile): boolean {
  const { nameTokens, textTokens } = profile.tokens;
  const label = nameTokens.length > 0 ? nameTokens : textTokens;
  return label.some((word) => !description.wordSet.has(word) && !STOP_WORDS.has(word));
}

/**
 * The description's head words are all numbers, each written as a word of its own ("Section 12
 * entry", "page 3 link"; not "radio1", which splits into "radio" and a "1" it never wrote).
 * `written`: the description's words as written.
 */
function namedByNumbers(description: DescriptionModel, written: readonly string[]): boolean {
  const head = description.headWords;
  return head.length > 0 && head.every((word) => /^\p{N}+$/u.test(word) && written.includes(word));
}

/** Those of the named filler words the element does not say: the name it does not have. */
function fillersNotSaid(fillers: readonly string[], profile: ElementProfile): string[] {
  if (fillers.length === 0) return [];
  const { nameTokens, textTokens, attributeTokens, testIdTokens } = profile.tokens;
  const own = [...nameTokens, ...textTokens, ...attributeTokens, ...testIdTokens];
  return fillers.filter((word) => bestTokenSimilarity(word, own) < SAME_WORD_SIMILARITY);
}

/** Words a description opens with to ask for a control's label, not the control ("label of the color dropdown"). */
const LABEL_WORDS: ReadonlySet<string> = new Set(['label', 'caption']);

/**
 * Every locator broke and the description asks for the label of a control it names by that
 * control's own identifiers ("label of the color dropdown" for `<label for="color">`, which labels
 * `<select id="color" name="color">`): the one `<label>` on the page whose control's id or name
 * says exactly the words the description names it by, kind words aside. A reworded label ("Color"
 * → "Finish colour") keeps its control; a label whose control says more ("finish-colour") or less
 * is another one.
 */
function labelOfNamedControl(page: WebPage, evidence: Evidence): WebElement | undefined {
  const description = evidence.description;
  const first = description.words[0]?.word;
  if (first === undefined || !LABEL_WORDS.has(first) || description.headWords.length > 0) return undefined;
  if (!evidence.locators.every(isBroken)) return undefined;
  const named = whichOneWords(description.sectionWords);
  if (named.length === 0) return undefined;
  let found: WebElement | undefined;
  for (const label of page.elementsByTag('label')) {
    const control = controlLabelledBy(label);
    if (control === undefined) continue;
    const identifiers = whichOneWords(
      tokenize(`${control.attributes.id ?? ''} ${control.attributes.name ?? ''}`),
    );
    if (
      identifiers.length === 0 ||
      !named.every((word) => bestTokenSimilarity(word, identifiers) >= SAME_WORD_SIMILARITY) ||
      !identifiers.every((word) => bestTokenSimilarity(word, named) >= SAME_WORD_SIMILARITY)
    )
      continue;
    if (found !== undefined) return undefined;
    found = label;
  }
  return found;
}

/** Words that name which one: no kind words ("dropdown", "field"), fillers or bare numbers. */
function whichOneWords(words: readonly string[]): string[] {
  return [
    ...new Set(
      words.filter((word) => !isKindWord(word) && !OPTIONAL_WORDS.has(word) && !/^\p{N}+$/u.test(word)),
    ),
  ];
}

/**
 * Scores the page against the evidence.
 *
 * @example
 * const list = buildShortlist(page, evidence, new ProfileStore(['data-testid']));
 * list.ranked[0]?.profile.element.path
 */
export function buildShortlist(page: WebPage, evidence: Evidence, profiles: ProfileStore): Shortlist {
  const required = new Set<WebElement>();
  const survivingCredit = new Map<
    WebElement,
    {
      points: number;
      unique: number | undefined;
      loose?: boolean;
      picked?: boolean;
      headline?: boolean;
      relaxed?: boolean;
      controlLabel?: boolean;
    }
  >();
  // Elements a tag-and-position path finds only because the one before them in their item left.
  const shifted = new Set<WebElement>();
  for (const sighting of evidence.locators) {
    const matches = sighting.matches ?? [];
    if (matches.length === 0) continue;
    const robustness = sighting.evidence.robustness;
    // `.nth(7)` moved onto the next twin when the target left its set: no credit for the place.
    if (matches.length === 1 && indexShiftedByDropout(page, sighting.evidence.query, matches[0]!)) {
      required.add(matches[0]!);
      continue;
    }
    if (matches.length === 1 && shiftedIntoPlace(sighting.evidence, matches[0]!)) {
      required.add(matches[0]!);
      shifted.add(matches[0]!);
      continue;
    }
    for (const element of matches) {
      required.add(element);
      const credit = survivingCredit.get(element) ?? { points: 0, unique: undefined };
      if (matches.length === 1) {
        // A label matched as a substring of a longer one ("State" in "Search state parks") is where
        // a deleted field's locator lands, not proof of the field.
        const loose = landsLoosely(sighting.evidence, element);
        credit.points += SURVIVING_LOCATOR_POINTS * robustness * (loose ? LOOSE_LANDING_FACTOR : 1);
        credit.loose = loose && credit.loose !== false;
        if (credit.unique === undefined) {
          credit.unique = sighting.index;
          credit.picked = endsInPick(sighting.evidence.query);
        }
      } else credit.points += (SURVIVING_AMBIGUOUS_POINTS * robustness) / matches.length;
      survivingCredit.set(element, credit);
    }
  }
  const headline = headlineAsked(evidence) ? pageHeadline(page) : undefined;
  if (headline !== undefined && !survivingCredit.has(headline)) {
    required.add(headline);
    survivingCredit.set(headline, {
      points: SURVIVING_LOCATOR_POINTS * HEADLINE_ROBUSTNESS,
      unique: undefined,
      headline: true,
    });
  }
  const controlLabel = labelOfNamedControl(page, evidence);
  if (controlLabel !== undefined && !survivingCredit.has(controlLabel)) {
    required.add(controlLabel);
    survivingCredit.set(controlLabel, {
      points: SURVIVING_LOCATOR_POINTS * CONTROL_LABEL_ROBUSTNESS,
      unique: undefined,
      controlLabel: true,
    });
  }
  // A wrapper inserted into a broken path: loosened, it finds one element (see relaxedPathMatch).
  for (const sighting of evidence.locators) {
    if (!isBroken(sighting) || tooSlowToResolve(page, sighting.evidence.query)) continue;
    const moved = relaxedPathMatch(page, sighting.evidence.query);
    if (moved === undefined || survivingCredit.has(moved)) continue;
    required.add(moved);
    survivingCredit.set(moved, {
      points:
        SURVIVING_LOCATOR_POINTS *
        Math.max(sighting.evidence.robustness, RELAXED_MIN_ROBUSTNESS) *
        RELAXED_FACTOR,
      unique: undefined,
      relaxed: true,
    });
  }
  const words = evidenceWords(evidence, () => true);
  const tagHints = new Set<string>();
  for (const sighting of evidence.locators) {
    for (const clue of sighting.evidence.clues) if (clue.kind === 'tag') tagHints.add(clue.value);
  }
  // Raw clue values too: an id like "btn-3" survives tokenization as stems only.
  // And an abbreviation as the description wrote it: "prev link" is read as "previous", and the
  // page that says "prev" holds no "previ…" for the prefilter to find.
  const descriptionWords = lowercaseWords(evidence.description.source);
  const abbreviated = descriptionWords.filter((written) => {
    const word = normalizeWord(written);
    return (
      !written.includes(word.length > 5 ? word.slice(0, 5) : word) && evidence.description.wordSet.has(word)
    );
  });
  // An ancestor's id, classes or attributes name a wrapper (`//*[@id="AppRouter-main-content"]/…`),
  // not the target: as needles its words ("main", "content") crowd the pool with the wrapper's
  // other elements until the target ("Posts") is cut. An ancestor's text or name stays one.
  const needleWords = evidenceWords(
    evidence,
    (clue) => clue.kind === 'text' || clue.kind === 'role' || clue.kind === 'name',
  );
  const needles = needlesOf([...needleWords.flatMap((word) => [word, ...synonymsOf(word)]), ...abbreviated]);
  for (const sighting of evidence.locators) {
    for (const clue of sighting.evidence.clues) {
      if (
        (clue.kind === 'id' || clue.kind === 'test-id' || clue.kind === 'class') &&
        clue.value.length >= 3
      ) {
        needles.push(clue.value.toLowerCase());
      }
    }
  }
  // A label the locator named ('Documentation' in getByRole/text=): a candidate with no surviving
  // locator whose name adds words neither that label nor the description says is another control
  // that merely contains a word of it ("View documentation"), not the reworded target.
  // A placeholder or aria-label the locator asked for exactly (`//input[@placeholder="Password"]`)
  // is such a label too: "Repeat Password" adds a word to it.
  const namedLabel = evidence.locators.some((sighting) =>
    sighting.evidence.clues.some(
      (clue) =>
        (clue.kind === 'role' && clue.name !== undefined) || clue.kind === 'text' || clue.kind === 'name',
    ),
  );
  // The words of those labels, as written.
  const labelWords = evidence.locators.flatMap((sighting) =>
    sighting.evidence.clues.flatMap((clue) =>
      clue.kind === 'role'
        ? literalWords(clue.name ?? '')
        : clue.kind === 'text' || clue.kind === 'name'
          ? literalWords(clue.value)
          : [],
    ),
  );
  const keptByTarget = new Map<WebElement, boolean>();
  const targetKeepsLabel = (profile: ElementProfile): boolean => {
    let kept = keptByTarget.get(profile.element);
    if (kept === undefined) {
      kept = labelKeptByTarget(profile, labelWords);
      keptByTarget.set(profile.element, kept);
    }
    return kept;
  };
  // The containers a filter read a text inside (`article.kanban-card` with "… QA"): for one of
  // that tag, the text is a part of what it shows, not its label (its badge and assignees say more).
  const filteredContainers = new Set(
    evidence.locators.flatMap((sighting) =>
      sighting.evidence.clues.some((clue) => containerContent(clue, sighting.evidence.clues))
        ? sighting.evidence.clues.flatMap((clue) => (clue.kind === 'tag' ? [clue.value] : []))
        : [],
    ),
  );
  // Only attribute locators named it: they read that attribute, whatever the name says.
  const labelAttributes = namedLabel ? attributesReadAsLabel(evidence.locators) : [];
  // Only text locators named it: they read the element's text, whatever its aria-label says.
  const labelReadAsText =
    namedLabel &&
    !evidence.locators.some((sighting) =>
      sighting.evidence.clues.some(
        (clue) => (clue.kind === 'role' && clue.name !== undefined) || clue.kind === 'name',
      ),
    );
  // The locator named a native control's tag (`//a[…]`, `button.primary`) and the description a
  // kind of control: the target was a control, so plain text that reads alike is not it.
  const controlTagNamed =
    evidence.description.roleFamilies.length > 0 &&
    ([...tagHints].some((tag) => CONTROL_TAGS.has(tag)) ||
      // getByRole('link', …) was written for a control just as `//a[…]` was.
      evidence.locators.some((sighting) =>
        sighting.evidence.clues.some((clue) => clue.kind === 'role' && WIDGET_ROLES.has(clue.role)),
      ));
  // The description names only kinds of form control (a checkbox, a field, a dropdown): plain
  // content with no sign of a click handler cannot be one, whatever words it shares.
  // Every kind the description names is a control (a button, a link, a field), none plain content.
  const controlNamed =
    evidence.description.roleFamilies.length > 0 &&
    evidence.description.roleFamilies.every((family) => WIDGET_ROLES.has(family[0] ?? ''));
  const formKindNamed =
    evidence.description.roleFamilies.length > 0 &&
    evidence.description.roleFamilies.every((family) => FORM_CONTROL_ROLES.has(family[0] ?? ''));
  // Only kinds one types into (a field, a search box): a click handler alone makes a button-like
  // thing (`<div onclick>Search Settings</div>`), not a field; custom checkboxes and dropdowns
  // are clickable spans and divs, so those kinds keep the exception.
  const textEntryNamed =
    formKindNamed &&
    evidence.description.roleFamilies.every((family) => TEXT_ENTRY_ROLES.has(family[0] ?? ''));
  const broken = evidence.locators.filter(isBroken);
  // Each broken path's parent step, resolved once: an emptied item there names a deleted target,
  // a candidate still under it gets anchor points (and goes first into the pool).
  const parentStepsFound = broken.flatMap(
    (sighting) => parentStepElements(page, sighting.evidence.query) ?? [],
  );
  const parentSteps = parentStepsFound.flatMap((found) =>
    found.elements.length <= MAX_PARENT_STEP_MATCHES ? found.elements : [],
  );
  // A one-character label ("2" of a pagination link, "×") is no needle: it occurs in every
  // address. The prefilter pools the elements that show exactly it (an `aria-label="Page 2"`
  // added to the link renamed it, and its text still says "2").
  const singleCharacterLabels = new Set(
    broken.flatMap((sighting) =>
      sighting.evidence.clues.flatMap((clue) => {
        const label = clue.kind === 'role' ? clue.name : clue.kind === 'text' ? clue.value : undefined;
        const trimmed = label?.trim();
        return trimmed !== undefined && [...trimmed].length === 1 ? [trimmed] : [];
      }),
    ),
  );
  const pool = prefilterElements(page, needles, required, tagHints, parentSteps, singleCharacterLabels);
  const scopes = anchorScopes(page, evidence);
  const paths = [
    ...containerPaths(page, evidence),
    ...familyScopes(page, evidence),
    ...peerScopes(page, evidence),
    ...(broken.length === evidence.locators.length ? emptiedItemPaths(parentStepsFound) : []),
  ];
  let titleWords: Set<string> | undefined;
  // Items that hold an element of the kind described: a "Default Sidebar" link's item says nothing
  // of which "Select dropdown" `#select-default` named.
  const families = evidence.description.roleFamilies;
  const itemTitleWords = (): ReadonlySet<string> => {
    if (titleWords === undefined) {
      titleWords = new Set();
      for (const element of pool) {
        const role = element.role;
        if (families.length > 0 && (role === undefined || !families.some((family) => family.includes(role))))
          continue;
        const title = profiles.itemTitle(element);
        if (title) for (const word of tokenize(title)) titleWords.add(word);
      }
    }
    return titleWords;
  };
  const identity = identityWords(evidence, itemTitleWords);
  const brokenRoleNames = broken.flatMap((sighting) =>
    sighting.evidence.clues.flatMap((clue) =>
      clue.kind === 'role' && clue.name !== undefined && clue.name !== ''
        ? [{ role: clue.role, name: clue.name, exact: clue.exact }]
        : [],
    ),
  );
  // The same names as read: normalised, like the texts below.
  const brokenRoleLabels = brokenRoleNames.map((clue) => ({
    value: normalizeWhitespace(clue.name),
    exact: clue.exact,
  }));
  // Every text a broken locator read, exact or not (`:has-text("@timkeller:")`).
  const brokenTexts = broken.flatMap((sighting) =>
    sighting.evidence.clues.flatMap((clue) =>
      clue.kind === 'text' && clue.value.trim() !== ''
        ? [{ value: normalizeWhitespace(clue.value), exact: clue.exact }]
        : [],
    ),
  );
  const brokenExactTexts = brokenTexts.filter((text) => text.exact).map((text) => text.value);
  const brokenLooseTexts = brokenTexts.filter((text) => !text.exact).map((text) => text.value);
  // Labels a broken locator asked for exactly by attribute (`//input[@placeholder="Search…"]`).
  const brokenExactLabels = broken.flatMap((sighting) =>
    sighting.evidence.clues.flatMap((clue) =>
      clue.kind === 'name' && clue.exact && clue.value.trim() !== '' ? [clue.value] : [],
    ),
  );
  const brokenAddresses = broken.flatMap((sighting) =>
    sighting.evidence.clues.filter(
      (clue): clue is Extract<Clue, { kind: 'attribute' }> => clue.kind === 'attribute',
    ),
  );
  // An exact attribute value a broken locator asked for that three or more elements carry (the
  // `/commands/actions` every entry of the Actions list links to): it names a family of elements,
  // not one, so it lends the name no support (see weakLocator).
  const familyValues = new Set(
    brokenAddresses.filter(
      (clue) =>
        clue.exact &&
        page
          .elementsWithAttribute(clue.name)
          .filter((element) => element.attributes[clue.name] === clue.value).length >= FAMILY_HOLDERS,
    ),
  );
  const brokenIdentifiers: BrokenIdentifier[] = broken.flatMap((sighting) =>
    sighting.evidence.clues.flatMap((clue) =>
      clue.kind === 'id' || clue.kind === 'test-id'
        ? [
            {
              attribute: clue.kind === 'id' ? 'id' : clue.attribute,
              value: clue.value,
              words: splitWords(clue.value),
            },
          ]
        : [],
    ),
  );
  // The values the broken locators asked for exactly, by attribute (`#desktop-hello`, `a[data-id='desktop-hello']`).
  const brokenValues: readonly { attribute: string; value: string }[] = [
    ...brokenIdentifiers,
    ...broken.flatMap((sighting) =>
      sighting.evidence.clues.flatMap((clue) =>
        clue.kind === 'attribute' && clue.exact ? [{ attribute: clue.name, value: clue.value }] : [],
      ),
    ),
  ];
  // The ids the broken locators asked for, the element's own and its anchors' (`#uh-tb-tumblr a`).
  const brokenIds = [
    ...new Set([
      ...brokenIdentifiers.flatMap((identifier) => (identifier.attribute === 'id' ? [identifier.value] : [])),
      ...broken.flatMap((sighting) =>
        sighting.evidence.anchorClues.flatMap((clue) => (clue.kind === 'id' ? [clue.value] : [])),
      ),
    ]),
  ];
  // What the broken locators called the element: its ids and test ids, and the labels they named.
  const brokenNames: BrokenIdentifier[] = [
    ...brokenIdentifiers,
    ...broken.flatMap((sighting) =>
      sighting.evidence.clues.flatMap((clue) => {
        const label = clue.kind === 'role' ? clue.name : clue.kind === 'text' ? clue.value : undefined;
        return label?.trim() ? [{ attribute: 'label', value: label, words: splitWords(label) }] : [];
      }),
    ),
  ];
  const namedPlaces = placesNamedByIdentifiers(page, brokenIdentifiers, evidence.description);
  // The words of the broken ids (see saidByOwnIdentifier); not of an item's id with its key in it
  // (`#t1_ehq4og3-overflow-menu`): every comment's button says "overflow menu" so.
  const brokenIdWords: ReadonlySet<string> = new Set(
    brokenIdentifiers.flatMap((identifier) =>
      identifier.attribute === 'id' && !/\d/.test(identifier.value) ? tokenize(identifier.value) : [],
    ),
  );
  // The description and a broken id both call it a button (`#orb-search-button`, "Search the BBC
  // button"): links turn into buttons (client-side navigation), a button rarely into a link, and
  // a same-named link beside a deleted button is the common case.
  // So does a broken locator that asked for a <button> or the button role (`button.footerButton`,
  // getByRole('button', …)): a button turned into an <a> keeps that role, a link has another.
  const calledButtonTwice =
    evidence.description.roleFamilies.some((family) => family[0] === 'button') &&
    !evidence.description.roleFamilies.some((family) => family[0] === 'link') &&
    (brokenIdentifiers.some((identifier) => identifier.words.some((word) => BUTTON_WORDS.has(word))) ||
      broken.some((sighting) =>
        sighting.evidence.clues.some(
          (clue) =>
            // A <summary> is its disclosure's button.
            (clue.kind === 'tag' && (clue.value === 'button' || clue.value === 'summary')) ||
            (clue.kind === 'role' && clue.role === 'button'),
        ),
      ));
  // The description calls it a button and the broken locator asked for a button's styling
  // (`a.btn-primary`): a plain link of that name (the sidebar's "Compose") is another control.
  const calledButtonByClass =
    !calledButtonTwice &&
    evidence.description.roleFamilies.some((family) => family[0] === 'button') &&
    !evidence.description.roleFamilies.some((family) => family[0] === 'link') &&
    broken.some((sighting) =>
      sighting.evidence.clues.some((clue) => clue.kind === 'class' && BUTTON_CLASS.test(clue.value)),
    );
  // The description calls the element a link and no evidence a button: a link turned button by
  // client-side navigation still navigates; it does not become the toggle of a disclosure.
  const calledLinkOnly =
    evidence.description.roleFamilies.some((family) => family[0] === 'link') &&
    !evidence.description.roleFamilies.some((family) => family[0] === 'button') &&
    !broken.some((sighting) =>
      sighting.evidence.clues.some(
        (clue) =>
          (clue.kind === 'tag' && clue.value === 'summary') ||
          (clue.kind === 'role' && clue.role === 'button'),
      ),
    );
  // A broken id may live on as a test id and the other way round: each is read against both.
  const identifierAttributes = ['id', ...evidence.testIdAttributes];
  const hiddenFromRoleLocator = hiddenAllAlong(page, broken);
  const foundByShownText = broken.some((sighting) =>
    sighting.evidence.clues.some((clue) => clue.kind === 'text'),
  );
  // getByLabel('Choose an option:'): its target had a label.
  const foundByLabel = broken.some((sighting) =>
    sighting.evidence.clues.some((clue) => clue.kind === 'name' && clue.attribute === undefined),
  );
  // `//a[normalize-space()='Mobile App v2']/ancestor::tr//button`: the link is where it started.
  const startedFrom = anchorsByExactText(page, broken);
  // getByPlaceholder('Search Wikipedia'): its target was a field one types in.
  const foundByPlaceholder = broken.some((sighting) =>
    sighting.evidence.clues.some((clue) => clue.kind === 'name' && clue.attribute === 'placeholder'),
  );
  // getByAltText('Meta to Sunset Workplace'): its target was an image.
  const foundByAlt = broken.some((sighting) =>
    sighting.evidence.clues.some((clue) => clue.kind === 'name' && clue.attribute === 'alt'),
  );
  const structural = broken.flatMap(structuralPathOf);
  // The tags the broken locators named; a link's role names an `<a>` as surely as `a.nav` does.
  const brokenTags = new Set(
    broken.flatMap((sighting) =>
      sighting.evidence.clues.flatMap((clue) =>
        clue.kind === 'tag' ? [clue.value] : clue.kind === 'role' && clue.role === 'link' ? ['a'] : [],
      ),
    ),
  );
  const counted = new Set(broken.flatMap((sighting) => earlierTwins(page, sighting.evidence.query)));
  // Only locators known to find nothing (a page too large to resolve one on says nothing).
  const scopedTwins: ScopedTwins[] = broken.flatMap((sighting) =>
    sighting.matches === undefined ? [] : (scopedOutTwins(page, sighting.evidence.query) ?? []),
  );
  const summaryless = disclosuresWithoutSummary(page, parentStepsFound);
  const agreedNames = namesAgreedOn(evidence);
  const hasDescription = evidence.description.words.length > 0;
  const shoutedWords = hasDescription ? wordsInCapitals(evidence.description) : [];
  // Handles only: hashtags (which the native engine holds to the same rule) were never measured
  // against the web harness's requests.
  const handles = [...writtenHandlesIn(evidence.description.source)].filter(([handle]) =>
    handle.startsWith('@'),
  );
  const copyHolders = new ElementTable<CopyHolder | null>(page.elements.length);
  const partners = hasDescription ? new PartnerIndex(page, evidence.description) : undefined;
  // The class parts of the broken text filters, each with what it still finds (read once).
  const classParts = broken.flatMap((sighting) => classPartOf(page, sighting) ?? []);
  const mirrored = mirroredSets(classParts);
  // Those that still find an element inside the section the description names: the classes were
  // not rehashed and the section is there, but the text is gone from it.
  const classPeers = hasDescription
    ? classParts.filter((part) =>
        part.found.some((element) => !outsideNamedSection(evidence.description, profiles.profile(element))),
      )
    : [];
  // The elements those class parts find in a section the description names word for word (a
  // card titled "Latest Members", not a `user-menu` that says a synonym of one word).
  // Read once, and only when a candidate gets that far.
  let namedPeersFound: readonly WebElement[] | undefined;
  const namedPeers = (): readonly WebElement[] => {
    namedPeersFound ??= classPeers.flatMap((part) =>
      part.found.filter((element) =>
        inNamedSectionWordForWord(evidence.description, profiles.profile(element)),
      ),
    );
    return namedPeersFound;
  };
  // The class parts wherever they find elements, and those elements.
  const familyParts = hasDescription ? classParts : [];
  const familyPeers = familyParts.flatMap((part) => part.found);

  // The test held a `<label>`: a radio's or checkbox's label is how that control is shown (the
  // input itself hidden, the label styled as a tab or a chip), so it is the kind its control is.
  const labelHeld = brokenTags.has('label');
  // A paragraph styled as a title is the heading a description names (see classSaysTitle).
  // A link that opens a menu or a panel in place (`data-bs-toggle="dropdown"`, `aria-expanded`) is
  // a toggle button to the person who clicks it: "color mode toggle" names AdminLTE's `<a href="#">`.
  // The kinds of control the description's head writes, caption words aside ("checkbox" of
  // "Remember Me checkbox label").
  const writtenKinds = tokenize(evidence.description.headWritten.join(' ')).flatMap((word) => {
    const family = CAPTION_WORDS.has(word) ? undefined : rolesForWord(word);
    return family === undefined ? [] : [family];
  });
  // A "checkbox label" is the `<label>` itself, not the checkbox it shows: of a control of every
  // kind the description writes ("Use miles checkbox label" is no radio's).
  const labelShownRole = (profile: ElementProfile): string | undefined => {
    const shown = shownRoleOf(profile);
    return profile.element.tag === 'label' &&
      judgeRole(evidence.description, shown) !== undefined &&
      judgeRole(evidence.description, 'label') === undefined &&
      writtenKinds.every((family) => family.includes(shown ?? ''))
      ? profile.role
      : shown;
  };
  const shownRole = (profile: ElementProfile): string | undefined =>
    labelHeld
      ? labelShownRole(profile)
      : profile.role === 'link' &&
          togglesInPlace(profile.element) &&
          judgeRole(evidence.description, 'link') !== undefined &&
          judgeRole(evidence.description, 'button') === undefined
        ? 'button'
        : profile.role === 'paragraph' &&
            classSaysTitle(profile.element) &&
            judgeRole(evidence.description, 'paragraph') !== undefined &&
            judgeRole(evidence.description, 'heading') === undefined
          ? 'heading'
          : profile.role;
  // Each element is judged once: a surviving locator's matches are judged before the loop.
  const judgements = new Map<WebElement, DescriptionJudgement>();
  const optionNamed = namesOption(evidence);
  const captionNamed = namesCaptionPart(evidence.description);
  const heldKinds = heldControlKinds(evidence.locators);
  const judge = (element: WebElement, profile: ElementProfile): DescriptionJudgement => {
    const known = judgements.get(element);
    if (known) return known;
    // Contradictions first: most of a pool is a different kind of control than the one described,
    // which its role alone says, so its name and words are never computed (profiles are lazy).
    const container = hasDescription
      ? ((isHiddenInput(element) && evidence.description.roleFamilies.length > 0
          ? HIDDEN_INPUT
          : undefined) ??
        containsNamedControl(profile, evidence.description) ??
        (captionNamed && holdsField(element) ? HOLDS_FIELDS : undefined) ??
        containsHeldKind(profile, heldKinds) ??
        (controlTagNamed && notAControl(profile) ? NOT_THE_NAMED_CONTROL : undefined) ??
        (formKindNamed &&
        notAControl(profile) &&
        !isField(element) &&
        (textEntryNamed ? !isEditable(element) : !looksClickable(element))
          ? NOT_A_FORM_CONTROL
          : undefined) ??
        (CAPTION_TAGS.has(profile.element.tag) && evidence.description.roleFamilies.length > 0
          ? `a <${profile.element.tag}> captions controls, it is not the control the description names`
          : undefined) ??
        (plainCellAsControl(profile, evidence.description) ? PLAIN_CELL : undefined) ??
        (element.tag === 'option' &&
        (namesNoListKind(evidence.description) || (!optionNamed && inDropdownSelect(element)))
          ? "a select's <option> is chosen through its select, it is not the kind of control the description names"
          : undefined) ??
        partOfAgreedName(profile, agreedNames))
      : undefined;
    const role = container === undefined ? shownRole(profile) : undefined;
    const judgement: DescriptionJudgement =
      container === undefined
        ? (judgeRole(evidence.description, role) ??
          judgeDescription(evidence.description, profile.tokens, role, targetKeepsLabel(profile)))
        : { verdict: 'contradicts', score: 0, coverage: 0, features: NO_FEATURES, contradiction: container };
    judgements.set(element, judgement);
    return judgement;
  };
  // A positional locator that still matches, but only elements the description contradicts, was
  // led elsewhere by a reorder as surely as one that broke: where its path leads with one position
  // left open is evidence for the target, as for a broken one.
  const misled = (sighting: LocatorSighting): boolean =>
    hasDescription &&
    sighting.matches !== undefined &&
    sighting.matches.length > 0 &&
    sighting.matches.every((match) => judge(match, profiles.profile(match)).verdict === 'contradicts');
  const reordered = new Set<WebElement>();
  // And a positional path that still finds one element, not contradicted, whose twins (same tag,
  // role and name) it does not reach even with a position left open: it tells the command list's
  // "Location" from the navbar's, which its robustness credit (nearly none) cannot. A twin in the
  // same list (the next row's "Delete" after a row was removed) it does reach: that stays a tie.
  const heldByPath = new Set<WebElement>();
  for (const sighting of evidence.locators) {
    if (isBroken(sighting) || misled(sighting)) {
      for (const element of reorderedMatches(page, sighting.evidence.query, sighting.matches ?? []))
        reordered.add(element);
      continue;
    }
    const match = sighting.matches?.length === 1 ? sighting.matches[0]! : undefined;
    if (match === undefined) continue;
    const open = reorderedMatches(page, sighting.evidence.query, sighting.matches!);
    const key = twinKey(match);
    if (open.size > 0 && ![...open].some((element) => twinKey(element) === key)) heldByPath.add(match);
  }

  // A broken one-step XPath found nothing in the light DOM, and an element in a shadow root, which
  // XPath cannot reach, carries every clue of it exactly: the target moved behind the boundary.
  const movedBehindShadow = elementsBehindShadowOnly(pool, broken, profiles, evidence.testIdAttributes);

  const excludedByAncestors = new Map(
    broken.map((sighting) => [sighting, exclusionByAncestors(sighting)] as const),
  );
  const ranked: ScoredCandidate[] = [];
  const contradicted: ScoredCandidate[] = [];
  const missingHead = new Map<WebElement, string[]>();
  const regionMisses = new Map<WebElement, Region[]>();
  const sectionMisses = new Set<WebElement>();
  const sectionOnlyByItself = new Set<WebElement>();
  const lists: ScoredLists = {
    ranked,
    contradicted,
    missingHead,
    regionMisses,
    sectionMisses,
    sectionOnlyByItself,
  };
  const context: ScoringContext = {
    page,
    evidence,
    profiles,
    hasDescription,
    judge,
    survivingCredit,
    shifted,
    reordered,
    heldByPath,
    movedBehindShadow,
    excludedByAncestors,
    counted,
    scopes,
    paths,
    parentSteps,
    structural,
    scopedTwins,
    summaryless,
    words,
    identity,
    itemTexts: [
      ...evidence.description.quoted,
      ...evidence.locators.flatMap((sighting) =>
        sighting.evidence.anchorClues.flatMap((clue) =>
          clue.kind === 'text' ? [normalizeWhitespace(clue.value).toLowerCase()] : [],
        ),
      ),
    ].filter((value) => value.length >= MIN_QUOTED_ITEM_CHARS),
    descriptionWords,
    numbersName: hasDescription && namedByNumbers(evidence.description, descriptionWords),
    shoutedWords,
    handles,
    namedLabel,
    filteredContainers,
    labelWords,
    targetKeepsLabel,
    labelAttributes,
    labelReadAsText,
    brokenRoleNames,
    brokenRoleLabels,
    brokenTexts,
    brokenExactTexts,
    brokenLooseTexts,
    brokenExactLabels,
    fillersNamedByLocator: fillersNamedByLocator(evidence.description, [
      ...brokenTexts.map((text) => text.value),
      ...brokenRoleNames.map((clue) => clue.name),
      ...brokenExactLabels,
    ]),
    brokenAddresses,
    familyValues,
    brokenIdentifiers,
    brokenNamings: brokenNamingsOf(broken, brokenIdentifiers),
    brokenNames,
    brokenTags,
    // The tags every locator named, one that still finds an element the evidence overrules included
    // (`label.left-link` whose `.first()` now lands on the "First" label): the target was of that tag.
    heldTags: tagHints,
    namedPlaces,
    identifierAttributes,
    copyHolders,
    brokenValues,
    brokenIds,
    calledButtonTwice,
    calledButtonByClass,
    calledLinkOnly,
    hiddenFromRoleLocator,
    foundByShownText,
    foundByLabel,
    foundByPlaceholder,
    foundByAlt,
    brokenIdWords,
    startedFrom,
    namedByIdentifier: onlyControlNamedByIdentifier(broken, pool, profiles),
    ownStepOnly: ownStepOnlyOf(broken, pool, profiles, evidence.testIdAttributes),
    partners,
    mirrored,
    classPeers,
    namedPeers,
    familyParts,
    familyPeers,
  };
  for (const element of pool) scoreCandidate(context, element, lists);
  const held = withinAmbiguousMatches(
    landedOnNeighbour(
      controlNamed ? withoutTextOfSetAside(ranked, contradicted) : ranked,
      evidence.description.spokenName,
    ),
    evidence,
    survivingCredit,
  );
  const shown = hasDescription ? shownWhenDescribedExactly(held, evidence.description) : held;
  const regioned = regionMisses.size > 0 ? outsideNamedRegions(page, shown, regionMisses) : shown;
  // Then those in it only by their own item's title, when another sits in it by more.
  const placed = outsideNamedSections(
    outsideNamedSections(regioned, sectionMisses),
    sectionOnlyByItself,
    sectionMisses,
  );
  const kept = hasDescription
    ? withoutNestedKindRivals(
        withoutLabelRivals(placed, missingHead, contradicted),
        evidence.description,
        contradicted,
      )
    : placed;
  if (hasDescription) withoutHiddenCopiesOfSetAside(kept, contradicted);
  kept.sort((a, b) => b.score - a.score || innerFirst(a.profile, b.profile));
  // A positional path that still matches, but only what the description contradicts, was led
  // astray by a reorder as surely as a broken one (see misled).
  const pathLists = evidence.locators.flatMap((sighting) =>
    isBroken(sighting) || misled(sighting) ? (pathListOf(page, sighting.evidence.query) ?? []) : [],
  );
  return { ranked: kept, contradicted, pooled: pool.length, pathLists };
}

/**
 * What buildShortlist reads from the page and the evidence once per heal, for every pooled element
 * scoreCandidate scores: each is explained where buildShortlist computes it. One object of one
 * shape, so the per-element scoring is a function of its own, which the JIT optimises apart from
 * the request-level reading around it.
 */
interface ScoringContext {
  readonly page: WebPage;
  readonly evidence: Evidence;
  readonly profiles: ProfileStore;
  readonly hasDescription: boolean;
  /** The description's judgement of an element, each judged once. */
  readonly judge: (element: WebElement, profile: ElementProfile) => DescriptionJudgement;
  /** Credit from the locators that still resolve, by element. */
  readonly survivingCredit: ReadonlyMap<
    WebElement,
    {
      readonly points: number;
      readonly unique: number | undefined;
      readonly loose?: boolean;
      /**
       * The unique locator ends in a pick among copies (`.first()`, `.nth(2)`): when the copy it
       * picked lost what it was found by, the pick moves on to the next copy, so a region the
       * description names still counts against it.
       */
      readonly picked?: boolean;
      /** The page's headline, which a broken `h1` locator or the description asked for (see pageHeadline). */
      readonly headline?: boolean;
      /** The label of the control the description names by its identifiers (see labelOfNamedControl). */
      readonly controlLabel?: boolean;
      /** The one element a broken path finds with its child steps loosened (see relaxedPathMatch). */
      readonly relaxed?: boolean;
    }
  >;
  readonly shifted: ReadonlySet<WebElement>;
  readonly reordered: ReadonlySet<WebElement>;
  readonly heldByPath: ReadonlySet<WebElement>;
  readonly movedBehindShadow: ReadonlySet<WebElement>;
  readonly excludedByAncestors: ReadonlyMap<LocatorSighting, AncestorExclusion | undefined>;
  readonly counted: ReadonlySet<WebElement>;
  readonly scopes: readonly AnchorScope[];
  readonly paths: readonly AnchorScope[];
  readonly parentSteps: readonly WebElement[];
  readonly structural: readonly ListPath[];
  readonly scopedTwins: readonly ScopedTwins[];
  readonly summaryless: readonly WebElement[];
  readonly words: readonly string[];
  readonly identity: IdentityWords;
  /**
   * Texts that name an item (lowercase, MIN_QUOTED_ITEM_CHARS or longer): what the description
   * quotes and what the locators' anchors asked for (`tr:has-text("design-review.pdf")`).
   */
  readonly itemTexts: readonly string[];
  readonly descriptionWords: readonly string[];
  /** The description names the element by numbers alone (see namedByNumbers). */
  readonly numbersName: boolean;
  readonly shoutedWords: readonly string[];
  readonly handles: readonly (readonly [string, string])[];
  readonly namedLabel: boolean;
  /** Tags of the containers a broken locator filtered by a text inside them (see containerContent). */
  readonly filteredContainers: ReadonlySet<string>;
  readonly labelWords: readonly string[];
  /** Whether a link's target kept the old label (labelKeptByTarget), read once per element. */
  readonly targetKeepsLabel: (profile: ElementProfile) => boolean;
  readonly labelAttributes: readonly string[];
  readonly labelReadAsText: boolean;
  readonly brokenRoleNames: readonly {
    readonly role: string;
    readonly name: string;
    readonly exact: boolean;
  }[];
  readonly brokenRoleLabels: readonly { readonly value: string; readonly exact: boolean }[];
  readonly brokenTexts: readonly { readonly value: string; readonly exact: boolean }[];
  readonly brokenExactTexts: readonly string[];
  readonly brokenLooseTexts: readonly string[];
  readonly brokenExactLabels: readonly string[];
  /** The head's filler words a broken locator's whole wording says (see fillersNamedByLocator). */
  readonly fillersNamedByLocator: readonly string[];
  readonly brokenAddresses: readonly Extract<Clue, { kind: 'attribute' }>[];
  /** The broken locators' exact attribute clues whose value a family of elements carries. */
  readonly familyValues: ReadonlySet<Clue>;
  readonly brokenIdentifiers: readonly BrokenIdentifier[];
  /** The words of each id, test id and semantic class the broken locators asked for (see grownVariant). */
  readonly brokenNamings: readonly (readonly string[])[];
  readonly brokenNames: readonly BrokenIdentifier[];
  readonly brokenTags: ReadonlySet<string>;
  readonly heldTags: ReadonlySet<string>;
  readonly namedPlaces: readonly NamedPlace[];
  readonly identifierAttributes: readonly string[];
  readonly copyHolders: ElementTable<CopyHolder | null>;
  /** The ids, test ids and attribute values the broken locators asked for, exactly. */
  readonly brokenValues: readonly { readonly attribute: string; readonly value: string }[];
  /** The ids the broken locators asked for, the element's own and its anchors'. */
  readonly brokenIds: readonly string[];
  readonly calledButtonTwice: boolean;
  readonly calledButtonByClass: boolean;
  readonly calledLinkOnly: boolean;
  readonly hiddenFromRoleLocator: ReadonlySet<WebElement>;
  readonly foundByShownText: boolean;
  readonly foundByLabel: boolean;
  readonly foundByPlaceholder: boolean;
  readonly foundByAlt: boolean;
  /** The words of the broken locators' ids. */
  readonly brokenIdWords: ReadonlySet<string>;
  /** The elements a broken locator's anchor step finds by its exact text (see anchorsByExactText). */
  readonly startedFrom: ReadonlySet<WebElement>;
  /** The one control on the page whose whole name a broken id or class says (see onlyControlNamedByIdentifier). */
  readonly namedByIdentifier: WebElement | undefined;
  /** Elements a broken locator's own step alone finds by an exact attribute or id (see ownStepOnlyOf). */
  readonly ownStepOnly: () => ReadonlySet<WebElement>;
  readonly partners: PartnerIndex | undefined;
  readonly mirrored: readonly MirroredSet[];
  readonly classPeers: readonly ClassPart[];
  /** The elements the class parts find in the section the description names word for word (read on demand). */
  readonly namedPeers: () => readonly WebElement[];
  /** The broken locators' class parts (`a.btn.col-xs-12` of a text filter), wherever they find elements. */
  readonly familyParts: readonly ClassPart[];
  /** Every element the class parts find, page-wide. */
  readonly familyPeers: readonly WebElement[];
}

/** The lists buildShortlist sorts scored elements into; scoreCandidate adds to them. */
interface ScoredLists {
  readonly ranked: ScoredCandidate[];
  readonly contradicted: ScoredCandidate[];
  /** Head words of the description a candidate does not say, by candidate (see withoutLabelRivals). */
  readonly missingHead: Map<WebElement, string[]>;
  /** Regions the description names that a candidate without a unique locator is not in. */
  readonly regionMisses: Map<WebElement, Region[]>;
  /** Candidates without a unique locator outside the section the description names. */
  readonly sectionMisses: Set<WebElement>;
  /** Candidates in the named section only by their own item's title. */
  readonly sectionOnlyByItself: Set<WebElement>;
}

/**
 * Scores one pooled element against the evidence and adds it to the lists: contradicted, ranked
 * (eligible or with the reason it is not), or neither when it earns nothing.
 */
function scoreCandidate(context: ScoringContext, element: WebElement, lists: ScoredLists): void {
  const { page, evidence, profiles, hasDescription, judge, survivingCredit, shifted, reordered, heldByPath } =
    context;
  const { movedBehindShadow, excludedByAncestors, counted, scopes, paths, parentSteps, structural } = context;
  const { scopedTwins, summaryless, words, identity, descriptionWords, shoutedWords, handles } = context;
  const { itemTexts, brokenValues } = context;
  const { namedLabel, filteredContainers, labelWords, labelAttributes, labelReadAsText } = context;
  const { brokenRoleNames, brokenRoleLabels, brokenTexts, brokenExactTexts, brokenLooseTexts } = context;
  const { brokenExactLabels, brokenAddresses, brokenIdentifiers, brokenNames, brokenTags } = context;
  const { familyValues } = context;
  const { brokenNamings } = context;
  const { fillersNamedByLocator: namedFillers, namedByIdentifier, ownStepOnly } = context;
  const { namedPlaces, identifierAttributes, copyHolders, brokenIds, calledButtonTwice, calledLinkOnly } =
    context;
  const { calledButtonByClass, foundByPlaceholder, foundByAlt, startedFrom, brokenIdWords } = context;
  const {
    hiddenFromRoleLocator,
    foundByShownText,
    foundByLabel,
    partners,
    mirrored,
    classPeers,
    namedPeers,
    familyParts,
    familyPeers,
  } = context;
  const profile = profiles.profile(element);
  const credit = survivingCredit.get(element);
  const judgement = judge(element, profile);
  if (judgement.verdict === 'contradicts') {
    lists.contradicted.push({
      profile,
      score: 0,
      features: {},
      judgement,
      locatorPoints: 0,
      survivingLocator: credit?.unique,
      eligible: false,
      ineligibleReason: `the description contradicts it: ${judgement.contradiction}`,
    });
    return;
  }
  const features: Record<string, number> = {};
  let locatorPoints = 0;
  // Points from a value a family of elements shares: they score, but do not support a name.
  let familyPoints = 0;
  let sentenceKept = false;
  for (const sighting of evidence.locators) {
    // The locator's ancestors left this element out; its last step still fits it: no evidence for it.
    const exclusion = excludedByAncestors.get(sighting);
    if (exclusion !== undefined && leftOutByAncestors(exclusion, element)) continue;
    let allExact = true;
    for (const clue of sighting.evidence.clues) {
      const points = scoreClue(clue, profile, evidence.testIdAttributes);
      if (points < CLUE_EXACT_POINTS[clue.kind]) allExact = false;
      else if (clue.kind === 'text' && clue.exact && isSentence(clue.value)) sentenceKept = true;
      if (points > 0) {
        const key =
          clue.kind === 'role' ? roleClueFeature(clue, profile.element.role, points) : `locator.${clue.kind}`;
        features[key] = (features[key] ?? 0) + points;
        locatorPoints += points;
        if (familyValues.has(clue)) familyPoints += points;
      }
    }
    // XPath never crosses a shadow boundary: a broken XPath whose every clue this element in a
    // shadow root carries exactly is the locator that broke only because the element moved there.
    if (allExact && element.scope !== 0 && isBroken(sighting) && behindShadowOnly(sighting.evidence)) {
      features['locator.shadow'] = ANCHOR_POINTS;
      locatorPoints += ANCHOR_POINTS;
    }
  }
  const scope = scopeVerdict(element, scopes, paths);
  // Points for where it sits only (the broken path's anchor and parent step): a deleted target's
  // sibling sits there too.
  let placedPoints = 0;
  if (scope.inside) {
    features['locator.anchor'] = ANCHOR_POINTS;
    locatorPoints += ANCHOR_POINTS;
    placedPoints += ANCHOR_POINTS;
  }
  // The locator's path up to its last step still leads here: a wrapper or a shadow root came
  // between. Unless the same text sits beside that step too: then a reorder may have put the
  // twin's item where the target's was (a card's avatar link and name link).
  const parentStep = parentSteps.find((parent) => contains(parent, element));
  // Reached from the step only through a shadow root, which a path's steps do not cross: the
  // path broke because the element moved behind one there, not because a reorder put a twin in
  // its place.
  if (parentStep && (element.scope !== parentStep.scope || !twinBesideStep(page, parentStep, element))) {
    features['locator.parent'] = ANCHOR_POINTS;
    locatorPoints += ANCHOR_POINTS;
    placedPoints += ANCHOR_POINTS;
  }
  // Not points: a wrapper moves the path's positions too, and lands them on a neighbour. It only
  // tells twins apart (disambiguate/decide.ts), which a wrapper does not make.
  if (reordered.has(element)) features['locator.reordered'] = ANCHOR_POINTS;
  if (heldByPath.has(element)) features['locator.held'] = ANCHOR_POINTS;
  if (element === namedByIdentifier) {
    features['locator.identifier_names'] = IDENTIFIER_NAMES_POINTS;
    locatorPoints += IDENTIFIER_NAMES_POINTS;
  }
  if (credit) {
    features.surviving = credit.points;
    locatorPoints += credit.points;
    // A loose landing says where the locator now leads, as a broken path's place does: it does
    // not excuse a name without the described words.
    if (credit.loose === true) placedPoints += credit.points;
  }
  const keptByTarget = context.targetKeepsLabel(profile);
  const missing = hasDescription
    ? [
        ...saidByOwnIdentifier(
          saidOnlyWhenShown(
            saidByTarget(
              saidByColumn(headWordsMissing(evidence.description, profile.tokens), element),
              profile,
              keptByTarget,
            ),
            profile,
            evidence.description,
          ),
          profile,
          evidence.description,
          (words) =>
            credit === undefined &&
            (!features['locator.id'] ||
              brokenIdentifiers.some((identifier) =>
                shortenedRename(identifier.words, element.attributes.id),
              ) ||
              // An id a broken id shares words with is in doubt, but for the words both say:
              // the team's old and new id for it (`#lblret-date`, `#return-date-label`) say "date".
              words.every((word) => brokenIdWords.has(word))),
        ),
        ...fillersNotSaid(namedFillers, profile),
      ]
    : [];
  // A broken locator's exact text of several words, which the element still shows exactly, is
  // locator evidence of its own: a one-word label recurs across a page, a sentence rarely does.
  // The page's headline asked for is held by the page's title: the description's "story" or "blog
  // post" names the page, not words the headline shows. The one element a broken path still finds
  // once loosened past a wrapper is held by that path, more than its anchor and parent.
  const heldBeyondWords =
    credit?.headline === true || credit?.relaxed === true || credit?.controlLabel === true;
  const weakLocator = locatorPoints - familyPoints < WEAK_LOCATOR_POINTS && !sentenceKept && !heldBeyondWords;
  // Only where it sits supports it: that does not excuse a name without the described words.
  const placedOnly =
    placedPoints > 0 && locatorPoints - placedPoints < WEAK_LOCATOR_POINTS && !heldBeyondWords;
  let score = locatorPoints;
  if (hasDescription) {
    const points = descriptionPoints(judgement);
    features['description.coverage'] = DESCRIPTION_POINTS.coverage * judgement.coverage;
    features['description.name'] = DESCRIPTION_POINTS.name * judgement.features.name * judgement.coverage;
    features['description.role'] = DESCRIPTION_POINTS.role * judgement.features.role;
    features['description.phrase'] =
      DESCRIPTION_POINTS.phrase * judgement.features.phrase * judgement.coverage;
    features['description.precision'] = points - sumOf(features, 'description.');
    score += points;
  }
  if (evidence.remarks.words.length > 0) {
    const remarks = judgeDescription(evidence.remarks, profile.tokens);
    if (remarks.verdict !== 'contradicts') {
      const points = REMARKS_FACTOR * descriptionPoints(remarks);
      if (points > 0) features.remarks = points;
      score += points;
    }
  }
  if (profile.interactive && score > 0) {
    features.interactive = INTERACTIVE_POINTS;
    score += INTERACTIVE_POINTS;
  }
  if (profile.hidden) {
    features.hidden_factor = HIDDEN_FACTOR;
    score *= HIDDEN_FACTOR;
  }
  // No role and no sign of a click handler, though the description names a kind of control.
  const plainForControl =
    hasDescription &&
    evidence.description.roleFamilies.length > 0 &&
    notAControl(profile) &&
    !looksClickable(element);
  if (plainForControl) {
    features.not_a_control_factor = NOT_A_CONTROL_FACTOR;
    score *= NOT_A_CONTROL_FACTOR;
  }
  // The headline titles the article it sits in: that item is the page the description names.
  const mismatchedItem =
    identity.words.length > 0 && !evidence.description.itemByPosition && credit?.headline !== true
      ? sectionMismatch(
          profile,
          identity,
          credit !== undefined,
          evidence.description.wordSet,
          evidence.description.quoted,
          itemTexts,
        )
      : undefined;
  if (mismatchedItem !== undefined) {
    features.section_mismatch_factor = SECTION_MISMATCH_FACTOR;
    score *= SECTION_MISMATCH_FACTOR;
  }
  const otherAddress =
    credit === undefined && brokenAddresses.some((clue) => atOtherAddress(clue, element.attributes));
  if (otherAddress) {
    features.other_address_factor = OTHER_ADDRESS_FACTOR;
    score *= OTHER_ADDRESS_FACTOR;
  }
  const regionMissing = evidence.description.regions.filter((region) => !profile.regions.has(region));
  const heldByWording =
    credit?.unique !== undefined && foundByWordingAlone(evidence.locators[credit.unique]!.evidence);
  // A locator that still finds only this element places it, unless it picks by position or finds
  // it by its wording alone: a copy of the label outside the region ("Reviews" in a promo strip
  // above the navigation) is what such a locator lands on once the original is reworded.
  const regionHeld =
    (regionMissing.length > 0 ||
      evidence.description.regionsRuledOut.some((region) => profile.regions.has(region))) &&
    (credit?.unique === undefined || credit.picked === true || heldByWording);
  if (scope.outside !== undefined || scope.softOutside === true || regionHeld) {
    features.section_mismatch_factor = SECTION_MISMATCH_FACTOR;
    score *= SECTION_MISMATCH_FACTOR;
  }
  if (score <= 0) return;
  let ineligibleReason: string | undefined;
  /** Set when the broken locator's label only grew into the candidate's name (checked last). */
  let grownLabel: string | undefined;
  // Read only for a candidate no locator supports, and only when the description names a
  // paired control ("Previous"): otherwise no control on the page is read for it.
  const farPartner = credit === undefined && weakLocator ? partners?.farFromPartner(profile) : undefined;
  const longNameForOneWord =
    hasDescription && credit === undefined && weakLocator && isNamedControlRole(profile.tokens.role)
      ? oneWordOfLongName(profile, words)
      : undefined;
  // Hidden candidates only, against the sets a broken class part still finds: cheap.
  const mirror =
    credit === undefined
      ? (hiddenMirrorCopy(profile, mirrored) ?? (profile.hidden ? hiddenCopyOfGoneLink(element) : undefined))
      : undefined;
  const copied = credit === undefined ? responsiveCopyOf(element, brokenIdentifiers) : undefined;
  const outsideSection = outsideNamedSection(evidence.description, profile);
  // A list item is its text: one that says the described words and more is another item (read
  // only for a list item no earlier rule in the chain below set aside).
  let addedToItem: string[] | undefined;
  const addedToListItem = (): string[] => {
    addedToItem ??=
      credit === undefined &&
      weakLocator &&
      hasDescription &&
      element.role === 'listitem' &&
      !namedByCurrentState(element, evidence.description)
        ? unsaid(profile.tokens.textTokens, words)
        : [];
    return addedToItem;
  };
  const addedOutsideSection =
    credit === undefined && weakLocator && outsideSection ? wordsNotInEvidence(profile, words) : [];
  // A name that glues a number to a described word ("Tech30"; a cheap test of the name first).
  const glued =
    hasDescription && credit === undefined ? gluedNumberName(profile, evidence.description) : undefined;
  const exactMiss =
    credit === undefined
      ? (leftOutByExactName(profile, brokenRoleNames, descriptionWords) ??
        leftOutByExactText(element, brokenExactTexts, descriptionWords))
      : undefined;
  // The broken id this element links to (a citation of the removed element), read once.
  const linked = credit === undefined ? linkedId(element, brokenIdentifiers) : undefined;
  // An exact name or text that only grew (or changed case) is the softest of these: it is set
  // aside last, once every other rule has let it stand, and marked as grown (see ScoredCandidate).
  const grownExact = exactMiss?.grown === true ? exactMiss.reason : undefined;
  const hardLeftOut =
    credit === undefined && grownExact === undefined
      ? (exactMiss?.reason ??
        countedText(element, brokenLooseTexts) ??
        leftOutByPunctuation(element, 'text', brokenTexts) ??
        leftOutByPunctuation(element, 'name', brokenRoleLabels) ??
        leftOutByExactLabel(element, brokenExactLabels, descriptionWords))
      : undefined;
  // Asked once, and only of a candidate the rules before it in the chain below leave standing.
  const twin =
    credit === undefined && hardLeftOut === undefined && copied === undefined
      ? twinOfRemoved(profile, {
          scopes,
          parentStep,
          namedPlaces,
          brokenNames,
          identifierAttributes,
          description: evidence.description,
          copyHolders,
          brokenValues,
          brokenIds,
        })
      : undefined;
  const capitals = hasDescription && weakLocator ? capitalsNotSaid(profile, descriptionWords) : [];
  // A peer of the broken path's slot (reached with one position left open) that adds a surname.
  const surname =
    reordered.has(element) && weakLocator && credit === undefined
      ? surnameNotSaid(profile, evidence.description)
      : undefined;
  let namelessField: boolean | undefined;
  const fieldOfNamedItem = (): boolean => {
    if (namelessField === undefined)
      namelessField = onlyNamelessFieldOfNamedItem(profile, evidence.description);
    return namelessField;
  };
  const actionAdded =
    hasDescription && credit === undefined && weakLocator && isNamedControlRole(profile.tokens.role)
      ? addedAction(profile, words, evidence.description)
      : undefined;
  // Moved out of the container the locator searched inside, but still the one element its own
  // step finds by an exact address or id, in the region the description names (a sidebar's "FAQ"
  // link moved from the tree view to a "Help" group): the move, not another element.
  const movedWithin =
    scope.outside !== undefined &&
    evidence.description.regions.length > 0 &&
    evidence.description.regions.every((region) => profile.regions.has(region)) &&
    ownStepOnly().has(element);
  if (scope.outside !== undefined && !movedWithin) ineligibleReason = scope.outside;
  else if (shifted.has(element)) ineligibleReason = SHIFTED_INTO_PLACE;
  else if (credit === undefined && movedBehindShadow.size > 0 && !movedBehindShadow.has(element))
    ineligibleReason = MOVED_BEHIND_SHADOW;
  else if (credit === undefined && structural.some((path) => nestedDeeperThanPath(element, path)))
    ineligibleReason = NESTED_DEEPER;
  else if (credit === undefined && hiddenFromRoleLocator.has(element)) ineligibleReason = HIDDEN_ALL_ALONG;
  else if (credit === undefined && summaryless.some((details) => disclosedBy(details, element)))
    ineligibleReason = DISCLOSED_CONTENT;
  else if (
    credit === undefined &&
    foundByShownText &&
    !showsText(element) &&
    !labelSaysOldText(profile, brokenTexts, evidence.description)
  )
    ineligibleReason = SHOWS_NO_TEXT;
  else if (credit === undefined && foundByLabel && labelsNothing(profile)) ineligibleReason = UNLABELLED;
  else if (credit === undefined && evidence.description.showsImage && showsOnlyText(element))
    ineligibleReason = SHOWS_NO_IMAGE;
  else if (
    credit === undefined &&
    filteredContainers.size > 0 &&
    !filteredContainers.has(element.tag) &&
    // `div.card-title` filtered by "Input Group", now an `<h3 class="card-title">`: the held
    // element with another tag, not content inside one.
    !familyParts.some((part) => part.matchesClasses(element))
  ) {
    const holder = enclosingOfTags(element, filteredContainers);
    if (holder !== undefined)
      ineligibleReason = `it sits inside an <${holder.tag}>, the kind of element the broken locator held and filtered by a text inside it: that <${holder.tag}> is the candidate, not its content`;
  } else if (credit === undefined && foundByPlaceholder && !typedInto(element))
    ineligibleReason = NOT_TYPED_INTO;
  else if (credit === undefined && foundByAlt && !showsAsImage(element))
    ineligibleReason = holdsImage(element)
      ? `the broken locator read an image's alt text, and it holds an image: the <${element.tag}> around the image, not the image`
      : `the broken locator read an image's alt text, and it is no image: a text that says what the image showed (its caption, its link), not the image`;
  else if (credit === undefined && startedFrom.has(element))
    ineligibleReason =
      'it is the element the broken locator started from (its anchor step still finds it), not the one that locator led to';
  else if (
    credit === undefined &&
    shoutedWords.length > 0 &&
    !FIELD_TAGS.has(element.tag) &&
    !showsText(element) &&
    !namedInCapitals(profile, shoutedWords)
  )
    ineligibleReason = `it shows no text, and the description writes "${shoutedWords.join(' ')}" in capitals, as text the page shows; its name does not`;
  else if (credit === undefined && confirmationTwin(profile, words))
    ineligibleReason = `it is named as the confirmation of another field ("${profile.element.name}"), which the evidence does not say: the twin of the field it confirms`;
  else if (credit === undefined && linkAndInputCrossed(brokenTags, element))
    ineligibleReason = `the broken locator named an <${element.tag === 'a' ? 'input' : 'a'}>, and a refactor does not turn a link into a form's <input> or back`;
  else if (credit === undefined && labelAndControlCrossed(context.heldTags, element))
    ineligibleReason = `the broken locator named a <${element.tag === 'label' ? 'form control' : 'label'}>, and a label names its control: it is not the control, nor the control its label`;
  else if (credit === undefined && itemAndHeadingCrossed(brokenTags, element))
    ineligibleReason = `the broken locator named an <li>, and it is a heading: a list's item is not turned into the heading over a list`;
  else if (
    credit === undefined &&
    evidence.description.roleFamilies.length === 0 &&
    controlOfHeldItem(context.heldTags, element)
  )
    ineligibleReason = `the locator named the <li> around it, which shows nothing else, and the description names no control: that <li> is the element, not the ${element.role} inside it`;
  else if (credit === undefined && headingAndControlCrossed(brokenTags, element))
    ineligibleReason = `the broken locator named a heading, and it is a ${element.role === 'listitem' ? 'list item around a control' : element.role}: a heading is restyled or retagged, not turned into a control (a menu's entry with the heading's words is another element)`;
  else if (credit === undefined && calledButtonTwice && profile.role === 'link')
    ineligibleReason = BUTTON_NAMED_TWICE;
  else if (credit === undefined && calledButtonByClass && profile.role === 'link' && !styledAsButton(element))
    ineligibleReason = PLAIN_LINK_FOR_STYLED_BUTTON;
  else if (credit === undefined && calledLinkOnly && element.tag === 'summary')
    ineligibleReason = LINK_AS_DISCLOSURE;
  else if (credit === undefined && counted.has(element))
    ineligibleReason = `a broken positional locator still counts it, before the place it names: an earlier twin of its target, not the target`;
  else if (linked !== undefined)
    ineligibleReason = `it links to #${linked}, the id the broken locator named: a reference to the element (a citation, a table of contents entry), not the element`;
  else if (hardLeftOut !== undefined) ineligibleReason = hardLeftOut;
  else if (credit === undefined && !movedWithin && scopedTwins.some((twins) => twins.elements.has(element))) {
    const twins = scopedTwins.find((found) => found.elements.has(element))!;
    ineligibleReason = scopedTwinReason(twins.scope, twins.subject);
  } else if (mirror !== undefined) ineligibleReason = mirror;
  else if (copied !== undefined)
    ineligibleReason = `${copied.at === element ? 'its' : `it sits in the <${copied.at.tag}> whose`} ${copied.own} is the ${copied.word} copy of the broken ${copied.broken}: the twin of a removed element, not the element renamed`;
  else if (twin !== undefined) ineligibleReason = twin;
  else if (otherAddress && outsideSection) {
    // Two strikes: the exact locator never matched it, and it is not where the description says.
    ineligibleReason = `the broken locator asked for another address, and it does not sit in the section the description names`;
  } else if (
    credit === undefined &&
    outsideSection &&
    classPeers.length > 0 &&
    !classPeers.some((peer) => peer.matches(element)) &&
    !classesAllHashed(element)
  ) {
    // The section the description names still holds what the broken locator's own part finds
    // (`a.underline` of `a.underline:has-text("Privacy Notice")`), without the text: the target
    // left it. A same-text element elsewhere that the locator's part does not find is a twin.
    ineligibleReason = `it does not sit in the section the description names, where the broken locator's ${classPeers[0]!.selector} still finds elements, and it is not one`;
  } else if (
    credit === undefined &&
    classPeers.length > 0 &&
    !classPeers.some((peer) => peer.matches(element)) &&
    !inNamedSectionWordForWord(evidence.description, profile) &&
    namedPeers().length > 0 &&
    !namedPeers().some((peer) => sameWidget(page, element, peer))
  ) {
    // The same, where only a synonym in a class ("user-menu" for "Members") put the candidate
    // in the section: it sits in another part of the page than the elements that are there.
    ineligibleReason = `the broken locator's ${classPeers[0]!.selector} still finds elements in the section the description names, and it is not one, nor beside them`;
  } else if (
    credit === undefined &&
    (features['locator.text'] ?? 0) > 0 &&
    familyParts.length > 0 &&
    !familyParts.some((part) => part.matches(element)) &&
    familyPeers.length > 0 &&
    !familyPeers.some((peer) => closeBy(element, peer)) &&
    styledGroupElsewhere(element, familyParts)
  ) {
    // The text a broken `a.btn.col-xs-12:has-text("Next")` filtered by, on an `a.col-xs-4` in
    // another part of the page, while the `a.btn.col-xs-12` beside the target ("Previous") is
    // still there: the same label in another toolbar, not the target restyled.
    ineligibleReason = `it shows the text the broken locator filtered by, but not where its ${familyParts[0]!.selector} still finds elements, and it is not one: a twin elsewhere, not the element restyled`;
  } else if (addedOutsideSection.length > 0) {
    // Two strikes again: not where the description says, and named with a word it does not say
    // ("Submit search" in the utility bar for a deleted "Search button in the Find flights section").
    ineligibleReason = `it does not sit in the section the description names, and its name adds "${addedOutsideSection.join(' ')}", which the evidence does not say`;
  } else if (addedToListItem().length > 0) {
    ineligibleReason = `it is a list item, named by its text, and its text adds "${addedToListItem().join(' ')}", which the evidence does not say`;
  } else if (evidence.description.namesAName && titlesNamesOnly(profile, evidence.description)) {
    // "Project name": a text that names a project, not the "Projects" heading or the "Project"
    // header over the column of them.
    ineligibleReason = `it titles what the description names ("${evidence.description.headWords.join(' ')}") and says nothing more: the description asks for one's name`;
  } else if (glued !== undefined) {
    ineligibleReason = `its name "${glued}" glues a number to a described word: another name, not that word`;
  }
  // The floor is about the evidence, not visibility: a target in a closed menu or a collapsed
  // footer is hidden when the page is captured, and still the one the evidence names.
  else if (
    (profile.hidden ? score / HIDDEN_FACTOR : score) / (otherAddress ? OTHER_ADDRESS_FACTOR : 1) <
    SCORE_FLOOR
  )
    ineligibleReason = BELOW_FLOOR;
  else if (mismatchedItem !== undefined) {
    ineligibleReason = `it sits in the item "${mismatchedItem}", which the evidence does not name`;
  } else if (
    credit === undefined &&
    brokenRoleNames.length > 0 &&
    !keepsRoleOrName(profile, brokenRoleNames)
  ) {
    // One refactor changes the role (a link turned button) or the name (a reworded label), not both.
    ineligibleReason = `it has neither the role nor the name the broken locator named (${brokenRoleNames
      .map((clue) => `${clue.role} "${clue.name}"`)
      .join(', ')})`;
  } else if (hasDescription && weakLocator && judgement.coverage < MIN_DESCRIPTION_COVERAGE) {
    ineligibleReason = 'the description is only partly explained and no locator evidence supports it';
  } else if (hasDescription && missing.length > 0 && (weakLocator || placedOnly) && !fieldOfNamedItem()) {
    // Description-only evidence (or only where the broken path still leads, which a deleted
    // target's sibling shares): a neighbour named with part of the label ("Layout" for "Layout
    // RTL link") is how a deleted target looks healed. Never guess.
    ineligibleReason = `it does not say "${missing.join(' ')}", which the description names, and ${weakLocator ? 'no locator evidence supports it' : ONLY_PLACED}`;
  } else if (weakLocator && context.numbersName && numberAmongWords(evidence.description, profile)) {
    // "Section 12 entry": a page footer's "de Jong [Page 12]" says the 12, not what it numbers.
    ineligibleReason = `it says "${evidence.description.headWords.join(' ')}" among words the description does not say, and the description names the element by that number alone, and no locator evidence supports it`;
  } else if (
    hasDescription &&
    ((weakLocator && namedOtherwise(evidence.description, profile)) ||
      (placedOnly && spokenNameUnsaid(evidence.description, profile)))
  ) {
    // "Button button" names the element called "Button": a "Submit" button beside a deleted
    // one carries the kind in its attributes, not the name. And "Next button" the one that says
    // "next": a sibling where the broken path's parent still leads says something else.
    ineligibleReason = `it is named "${profile.element.name}", not "${evidence.description.spokenName.join(' ')}" as the description says, and ${weakLocator ? 'no locator evidence supports it' : ONLY_PLACED}`;
  } else if (farPartner !== undefined) {
    // Reworded in place, "Previous" would still sit beside its "Next": this one sits elsewhere.
    ineligibleReason = `it does not say "${farPartner.word}", and the page shows its partner "${farPartner.partner}" elsewhere, not beside it: a control reworded in place keeps its partner beside it`;
  } else if (capitals.length > 0) {
    // "Xbox One S" for "Xbox One X link": tokens drop one-letter words, the name as written does not.
    ineligibleReason = `its name says "${capitals.map((word) => (word.length === 1 ? word.toUpperCase() : word)).join(' ')}", which the description does not, and no locator evidence supports it`;
  } else if (surname !== undefined) {
    // Moved to another slot of the list, the target would still bear its name; "Alexander
    // Pierce" beside a deleted "Alexander" adds a name the description does not say.
    ineligibleReason = `its name adds "${surname}", a name the description does not say, and only the broken path's list, not its position, leads to it`;
  } else if (longNameForOneWord !== undefined) {
    // A headline that happens to hold the one word a short description names ("… devastating
    // Breitbart tweet" for a deleted "Tweet button"): a description of it would say more of it.
    ineligibleReason = `its name says one word of the description and adds "${longNameForOneWord.join(' ')}", which the evidence does not say, and no locator evidence supports it`;
  } else if (actionAdded !== undefined) {
    // "Clear completed" for a "Completed filter link": the verb makes it another control, one
    // that acts on what the described one shows.
    ineligibleReason = `its name adds the action "${actionAdded}", which the evidence does not say`;
  } else if (
    hasDescription &&
    credit === undefined &&
    weakLocator &&
    brokenNamings.length > 0 &&
    isNamedControlRole(profile.tokens.role)
  ) {
    // Its name and its id or class grew by the same words from what the evidence says ("Open in a
    // new github.dev tab", `js-github-dev-new-tab-shortcut`, for a deleted "Open in github.dev"
    // link held by `.js-github-dev-shortcut`): a variant named for its difference, beside a
    // deleted target, not the target renamed.
    const grown = grownVariant(profile, brokenNamings, words);
    if (grown !== undefined)
      ineligibleReason = `its name and its ${grown.attribute} both add "${grown.words.join(' ')}" to what the evidence says: a variant named for that difference, not the target`;
  } else if (
    hasDescription &&
    credit !== undefined &&
    locatorPoints < WEAK_LOCATOR_POINTS &&
    isNamedControlRole(profile.tokens.role)
  ) {
    // A weak (positional) locator still lands, on the neighbour of a deleted target: when its
    // name says much more than the description ("Open in a new github.dev tab" for "Open in
    // github.dev link"), the landing is not evidence, and the description does not name it.
    const extra = [...wordsNotInEvidence(profile, words), ...choiceNumbersUnsaid(profile, words)];
    // A field named by its placeholder ("State or region") beside a loose label that says only
    // what the description says ("State/Province *"): that label is what a person reads.
    const loose = extra.length > 0 ? looseLabelOf(element) : undefined;
    const labelSaysIt = loose !== undefined && unsaid(tokenize(loose.text), words).length === 0;
    if (extra.length >= 1 && !labelSaysIt && addsAsMuchAsItShares(nameWordsOf(profile), extra))
      ineligibleReason = `its name adds "${extra.join(' ')}", which the description does not say, and no locator evidence supports it`;
  }
  // A clickable element with no role has no role to match the kind described either: its words
  // are all it has.
  const roleless =
    plainForControl ||
    (hasDescription &&
      evidence.description.roleFamilies.length > 0 &&
      profile.role === undefined &&
      notAControl(profile));
  if (ineligibleReason === undefined && roleless && credit === undefined && weakLocator) {
    const shown = plainWords(profile);
    const extra = unsaid(shown, words).filter((word) => !STOP_WORDS.has(word));
    if (plainForControl) {
      // Such an element, taken for the control described on the words of the description
      // alone: only on its exact words. A logo's "TestSearch" beside a deleted
      // "Search" button says a word more, which nothing explains.
      // And a wrapper that shows no words at all (`div.search-container` around a field) is
      // named by its class alone.
      if (shown.length === 0)
        ineligibleReason =
          'it shows no sign of being a control, and no text: only its class or id says the words';
      else if (extra.length > 0)
        ineligibleReason = `it shows no sign of being a control, and its text adds "${extra.join(' ')}", which the evidence does not say`;
    } else if (
      extra.length > 0 &&
      shown.length <= MAX_PLAIN_LABEL_WORDS &&
      element.ownText === element.text
    ) {
      // A clickable <div>: one word more than the evidence ("Search Settings" in a closed popup,
      // for a deleted "Settings button") is another element's name. Only a label's few words of
      // its own: a clickable card says more than its title.
      ineligibleReason = `it has no role, and its text adds "${extra.join(' ')}", which the evidence does not say`;
    }
  }
  if (
    ineligibleReason === undefined &&
    namedLabel &&
    !filteredContainers.has(element.tag) &&
    hasDescription &&
    credit === undefined &&
    !testIdSaysHead(evidence.description, profile) &&
    !namedByUniqueKind(evidence.description, profile, labelWords) &&
    !quotesLongText(element, brokenLooseTexts)
  ) {
    // A small word a label opens with ("Your name" for "Full name") adds nothing to tell apart.
    const added = (label: string, candidateWords: readonly string[], extra: string[]): string[] => {
      // A number counts too once the name has also lost a word of the label (as written: tokens
      // drop the "page" of "Fiction Page"): a count that changed is one change ("Inbox (5)"), a
      // word gone and a number added are two ("1 Fictions" for a deleted "Fiction Page" link).
      // A field's annotation ("Return , required.") is not a word of its name either.
      // A name made only of small words ("then", "Or") is those words: they are not filler there.
      const smallOnly = candidateWords.length > 0 && candidateWords.every((word) => STOP_WORDS.has(word));
      const counted = extra.filter(
        (word) => (smallOnly || !STOP_WORDS.has(word)) && !FIELD_ANNOTATION_WORDS.has(word),
      );
      if (unsaid(labelWords, literalWords(label)).length > 0)
        for (const word of candidateWords)
          if (/^\p{N}+$/u.test(word) && !words.includes(word)) counted.push(word);
      return counted.length > 0 && addsAsMuchAsItShares(candidateWords, counted) ? counted : [];
    };
    const extra = added(
      nameTextOf(profile),
      nameWordsOf(profile),
      labelReadAsText ? textWordsNotInEvidence(profile, words) : wordsNotInEvidence(profile, words),
    );
    // The attribute the locators read, where the candidate has one (none without attribute locators).
    const readAttribute = extra.length > 0 ? attributeLabelOf(element, labelAttributes) : undefined;
    // Other readings of the candidate that a locator or a person named it by; one that adds
    // nothing keeps it. Each is read only while every reading before it added words.
    const addsWords = (reading: string | undefined): boolean => {
      if (reading === undefined) return true;
      const readingWords = tokenize(reading);
      return added(reading, readingWords, unsaid(readingWords, words)).length > 0;
    };
    if (
      extra.length > 0 &&
      // The attribute the locators read, where the candidate has one: its placeholder reworded
      // ("Find title..." for "Search title...") is what they would read, whatever its
      // aria-label says ("Fiction search").
      addsWords(readAttribute?.value) &&
      // A name read from content that goes on past all it shows ("Actions Not available": an
      // empty counter's title after the tab's "Actions") adds words nobody sees: what it shows
      // is the label a person, and the locator, named.
      addsWords(unseenNameTail(element, profile)) &&
      // A field named only by its placeholder ("your.email@example.com") beside a label that
      // lost its `for` ("Email Address *"): that label is what a person, and the locator, read.
      addsWords(looseLabelOf(element)?.text) &&
      // A tooltip that kept the old label (`title="provide feedback"` on the button reworded
      // "Share your thoughts") is the same control's name as its team still writes it.
      addsWords(element.attributes.title) &&
      // So is a link's target that kept the words it lost (`./pages/kanban.html` on the "Kanban"
      // link reworded "Task Board"): the page it opens is the one the old label named.
      !keptByTarget &&
      // A label that now offers alternatives ("State / Province" for "State") still says the
      // old one whole: the added words are another way to read the same field, not another field.
      alternativesOf(nameTextOf(profile)).every(addsWords) &&
      // A title the description quotes, before the subtitle the page added ("Beautifying our UI"
      // of "Beautifying our UI: Giving GitLab build features a fresh look").
      addsWords(quotedTitleBeforeSubtitle(nameTextOf(profile), evidence.description.quoted))
    ) {
      const reason = `its name adds "${extra.join(' ')}", which neither the locator's label nor the description says`;
      // An attribute locator (`getByPlaceholder`, `[title=…]`) reads that attribute alone: when it
      // lost words as well ("Fiction author..." for "Search title..."), the field was given
      // another purpose, not a longer label.
      const reworded =
        readAttribute !== undefined &&
        unsaid(withoutSmallWords(labelWords), literalWords(readAttribute.value)).length > 0;
      if (reworded) ineligibleReason = reason;
      else grownLabel = reason;
    }
  }
  if (
    ineligibleReason === undefined &&
    credit === undefined &&
    evidence.description.sectionNamed &&
    namedAfterSection(evidence.description, profile.tokens.nameTokens) &&
    !(titlesOwnItem(profile) && !titlesNamedList(profile, evidence.description)) &&
    !asksForSectionTitle(evidence.description, profile) &&
    !fieldOfNamedItem() &&
    // A form's only submit button is named after the form ("Register" in the register form).
    !namedByUniqueKind(evidence.description, profile, labelWords)
  ) {
    ineligibleReason = 'its name is only what the description calls the section, not the element';
  }
  if (
    ineligibleReason === undefined &&
    credit === undefined &&
    // Its section says them, and its name a word the description writes ("Title" in the form
    // headed "Add new to-do item", for "task title input"): headWordsMissing read that.
    (missing.length > 0 || evidence.description.headWords.length === 0) &&
    saysNoHeadWord(evidence.description, profile) &&
    !fieldOfNamedItem()
  ) {
    // Only a respelled locator (`#search_button` for `#searchButton`) supports an element that
    // says nothing of what the description names ("Find Jobs"): that is another element.
    ineligibleReason = `it says none of the words the description names it by ("${namingWords(evidence.description).join(' ')}"), not even in its id or classes`;
  }
  if (ineligibleReason === undefined && credit === undefined) {
    const beside = controlNamedBeside(profile, evidence.description);
    if (beside)
      ineligibleReason = `it says none of the words the description names it by; they are the name of the ${beside.role} "${normalizeWhitespace(beside.name)}" beside it`;
  }
  if (ineligibleReason === undefined && credit === undefined && handles.length > 0) {
    const unsaid = handles
      .filter(([handle, written]) => !saysHandle(element, handle, written))
      .map(([handle]) => handle);
    if (unsaid.length > 0)
      ineligibleReason = `it does not show ${unsaid.map((handle) => `"${handle}"`).join(' or ')}, the handle the description names it by (a handle is written exactly, never reworded)`;
  }
  if (
    ineligibleReason === undefined &&
    credit === undefined &&
    evidence.description.roleFamilies.length === 0 &&
    COLLECTION_ROLES.has(profile.role ?? '')
  ) {
    // "Status of the Apollo project" is not the projects table, though its header says "Status" and
    // a row "Apollo": a collection holds the words of its items, and a description of the
    // collection itself names it as one ("Projects table").
    ineligibleReason = `it is a ${profile.role} that holds the words in its items; the description names no ${profile.role}`;
  }
  if (
    ineligibleReason === undefined &&
    credit === undefined &&
    profile.role === 'heading' &&
    CONTAINER_KIND_WORDS.has(evidence.description.headWritten.at(-1) ?? '')
  ) {
    // "Order summary panel": the heading "Order summary" titles the panel; it is not the panel.
    ineligibleReason = `it is a heading: the description names the ${evidence.description.headWritten.at(-1)} it titles`;
  }
  const actsOn =
    ineligibleReason === undefined && credit === undefined ? actsOnContainer(profile, evidence) : undefined;
  if (actsOn !== undefined) {
    // "First backlog card": the lane's "Add card" button makes cards; it is not one.
    ineligibleReason = `it is a control that acts on a ${actsOn.noun} ("${actsOn.name}"); the description names the ${actsOn.noun} itself`;
  }
  const menuEntry = evidence.description.menuEntry;
  if (
    ineligibleReason === undefined &&
    credit === undefined &&
    menuEntry &&
    isMenuOfEntry(profile, menuEntry)
  ) {
    // "Create new file entry of the Add file dropdown": the "Add file" toggle is the dropdown.
    ineligibleReason = `it is the menu the description places the element in ("${menuEntry.menu.join(' ')}"), not the entry ("${menuEntry.entry.join(' ')}")`;
  }
  if (
    ineligibleReason === undefined &&
    (credit === undefined || credit.picked === true || heldByWording) &&
    evidence.description.namesCardTitle &&
    !insideNamedCard(element)
  ) {
    // "Account card title": a heading a pick (`.first()`) now finds above the card, in no card,
    // is a copy, not the card's title.
    ineligibleReason = `the description calls it a card's title, and it sits in no card`;
  }
  // A grown name sets the candidate aside only when nothing else does: disambiguate may still
  // take one that stands alone (loneGrownCandidate), and only then.
  const grown = ineligibleReason === undefined ? (grownExact ?? grownLabel) : undefined;
  if (grown !== undefined) ineligibleReason = grown;
  if (missing.length > 0) lists.missingHead.set(element, missing);
  if (regionHeld) lists.regionMisses.set(element, regionMissing);
  // A locator that still finds only this element outweighs the section the description names,
  // unless it finds it by position: `.first()` over the items' twins says nothing of which item
  // ("Buy button of the Red item" is not the first item's "Buy" because it is first).
  const placedBy = credit?.unique === undefined ? undefined : evidence.locators[credit.unique];
  const sectionFree = placedBy !== undefined && placedBy.evidence.positional === 0;
  if (!sectionFree && outsideSection) lists.sectionMisses.add(element);
  else if (
    !sectionFree &&
    evidence.description.sectionNamed &&
    inNamedSectionOnlyByItself(evidence.description, profile)
  )
    lists.sectionOnlyByItself.add(element);
  lists.ranked.push({
    profile,
    score,
    features: roundAll(features),
    judgement,
    locatorPoints,
    survivingLocator: credit?.unique,
    eligible: ineligibleReason === undefined,
    ...(ineligibleReason === undefined ? {} : { ineligibleReason }),
    ...(grown === undefined ? {} : { grown, grownWhole: grown === grownExact && exactMiss?.longer === true }),
  });
}

/**
 * The description says the element's whole name, its every word explained, and the kind it
 * names: "Create new file button" of the button "Create new file".
 */
function describedExactly(candidate: ScoredCandidate, description: DescriptionModel): boolean {
  const { judgement } = candidate;
  return (
    judgement.verdict === 'agrees' &&
    judgement.features.phrase === 1 &&
    judgement.coverage >= EXACT_COVERAGE &&
    judgement.features.precision >= EXACT_COVERAGE &&
    (description.roleFamilies.length === 0 || judgement.features.role === 1)
  );
}
const EXACT_COVERAGE = 0.99;

/** A shown candidate whose name says every word of the hidden candidate's name, as is (no synonyms). */
function shownCopy(hidden: ScoredCandidate, ranked: readonly ScoredCandidate[]): boolean {
  const words = nameWordsOf(hidden.profile);
  return ranked.some((candidate) => {
    const shownName = candidate.profile.tokens.nameTokens;
    return (
      !candidate.profile.hidden && shownName.length > 0 && words.every((word) => shownName.includes(word))
    );
  });
}

/**
 * A hidden element the description names exactly keeps its whole score when nothing shown is
 * named so: an item of a closed menu ("Create new file" under a closed "Add file" dropdown) is
 * hidden when the page is captured, and a shown control that only approximates the words (the
 * "Add file" summary) is not it. A hidden copy of a shown control (the overflow menu's "Code" of
 * the tab "Code 12") keeps the factor.
 */
function shownWhenDescribedExactly(
  ranked: readonly ScoredCandidate[],
  description: DescriptionModel,
): ScoredCandidate[] {
  if (ranked.some((candidate) => !candidate.profile.hidden && describedExactly(candidate, description)))
    return [...ranked];
  return ranked.map((candidate) =>
    candidate.profile.hidden &&
    candidate.eligible &&
    // The broken locator's text still reads it and the locator does not find it: it was never
    // the locator's (a hidden "Show more" beside the shown button reworded "Load more").
    (candidate.features['locator.text'] ?? 0) === 0 &&
    describedExactly(candidate, description) &&
    !shownCopy(candidate, ranked)
      ? {
          ...candidate,
          score: candidate.score / HIDDEN_FACTOR,
          features: { ...candidate.features, hidden_factor: 1 },
        }
      : candidate,
  );
}

/**
 * The action verb a control's name opens with ("clear" of "Clear completed"), when nothing in the
 * evidence says it and the description's head words are all in the rest of the name.
 */
function addedAction(
  profile: ElementProfile,
  said: readonly string[],
  description: DescriptionModel,
): string | undefined {
  const name = profile.tokens.nameTokens;
  const verb = name[0];
  if (name.length < 2 || verb === undefined || !(OBJECT_VERBS.has(verb) || VIEW_VERBS.has(verb)))
    return undefined;
  if (bestTokenSimilarity(verb, said) >= SAME_WORD_SIMILARITY) return undefined;
  const rest = name.slice(1);
  const head = description.headWords;
  return head.length > 0 && head.every((word) => bestTokenSimilarity(word, rest) >= SAME_WORD_SIMILARITY)
    ? verb
    : undefined;
}

/**
 * A button or link named with an action on the container the description ends with ("Add card"
 * for "first backlog card"), when the description names no control and does not say the action.
 */
function actsOnContainer(
  profile: ElementProfile,
  evidence: Evidence,
): { readonly noun: string; readonly name: string } | undefined {
  const { description } = evidence;
  const noun = description.headWritten.at(-1);
  if (noun === undefined || !CONTAINER_KIND_WORDS.has(noun) || description.roleFamilies.length > 0)
    return undefined;
  if (!isNamedControlRole(profile.role)) return undefined;
  const name = profile.tokens.nameTokens;
  for (let index = 1; index < name.length; index++) {
    const verb = name[index - 1]!;
    if (name[index] === noun && OBJECT_VERBS.has(verb) && !description.wordSet.has(verb))
      return { noun, name: profile.tokens.name };
  }
  return undefined;
}

/** Words a clickable element without a role shows as a label, at most, all its own (else a card's content). */
const MAX_PLAIN_LABEL_WORDS = 3;

/** Verbs a control's name opens with to show something ("See your forks of this repository"). */
const VIEW_VERBS: ReadonlySet<string> = new Set(['see', 'view']);

/** Roles of which an item (a todo, a mail row) holds one, whatever it is for. */
const ONE_PER_ITEM_ROLES: ReadonlySet<string> = new Set(['checkbox', 'radio', 'switch', 'textbox']);

/**
 * A nameless checkbox (or switch, radio, field) that is the only one of its role in the item the
 * description names by the item's whole title ("Checkbox to complete the "Walk the dog" todo"): it
 * cannot show what it is for, and the item has no other like it. A deleted checkbox leaves its item
 * without one; a deleted item leaves no title to match.
 */
function onlyNamelessFieldOfNamedItem(profile: ElementProfile, description: DescriptionModel): boolean {
  const { element } = profile;
  const item = profile.section.item;
  const role = element.role;
  if (!item || item.element === element || role === undefined || !ONE_PER_ITEM_ROLES.has(role)) return false;
  if (element.name !== '' || showsText(element)) return false;
  const title = tokenize(item.title);
  const said = [...description.wordSet];
  if (title.length === 0 || !title.every((word) => bestTokenSimilarity(word, said) >= SAME_WORD_SIMILARITY))
    return false;
  const elements = element.page.elements;
  for (let i = item.element.index + 1; i <= item.element.end; i++)
    if (elements[i] !== element && elements[i]!.role === role) return false;
  return true;
}

/**
 * The head words an element misses, less those its own hidden content says once shown, when its
 * name says the others: "Search Long pressing... button" is a button that shows "Search" and holds
 * a `display: none` "Long pressing..." indicator, which a description read off its text content.
 */
function saidOnlyWhenShown(
  missing: string[],
  profile: ElementProfile,
  description: DescriptionModel,
): string[] {
  if (missing.length === 0 || missing.length === description.headWords.length) return missing;
  const shown = tokenize(profile.hiddenName);
  return missing.filter((word) => bestTokenSimilarity(word, shown) < SAME_WORD_SIMILARITY);
}

/**
 * The element's test id says every head word of the description ("Place order button" on
 * `data-testid="place-order"`, now labelled "Complete purchase"): the team's name for it held.
 */
function testIdSaysHead(description: DescriptionModel, profile: ElementProfile): boolean {
  const { testIdTokens } = profile.tokens;
  return (
    testIdTokens.length > 0 &&
    description.headWords.length > 0 &&
    description.headWords.every((word) => bestTokenSimilarity(word, testIdTokens) >= SAME_WORD_SIMILARITY)
  );
}

/**
 * A surviving locator on a control that lacks some of the description's label words, while
 * another control of the same role says them all ("#theme-red" now on "Preview yellow theme",
 * "Preview red theme" next to it): the locator moved, the description did not. The locator's
 * element counts as contradicted, so the intact path is not taken.
 */
function withoutLabelRivals(
  ranked: readonly ScoredCandidate[],
  missingHead: ReadonlyMap<WebElement, string[]>,
  contradicted: ScoredCandidate[],
): ScoredCandidate[] {
  const kept: ScoredCandidate[] = [];
  for (const candidate of ranked) {
    const missing = missingHead.get(candidate.profile.element);
    if (candidate.survivingLocator !== undefined && missing !== undefined) {
      const rival = ranked.find(
        (other) =>
          other !== candidate &&
          other.profile.tokens.role === candidate.profile.tokens.role &&
          (other.profile.tokens.nameTokens.length > 0
            ? !missingHead.has(other.profile.element)
            : classesSayMissing(missing, other.profile.tokens, candidate.profile.tokens)) &&
          !nested(other.profile.element, candidate.profile.element),
      );
      if (rival !== undefined) {
        contradicted.push({
          ...candidate,
          score: 0,
          eligible: false,
          ineligibleReason: `the description names "${missing.join(' ')}", which ${rival.profile.tokens.name ? `"${rival.profile.tokens.name}"` : 'another element'} says and it does not`,
        });
        continue;
      }
    }
    kept.push(candidate);
  }
  return kept;
}

/**
 * How near a restyled element still sits to its old peers: within this many ancestors, in a
 * container of at most BESIDE_SPAN elements (a toolbar, a form's buttons, a list), not a page
 * column that also holds a chapter between two toolbars.
 */
const BESIDE_LEVELS = 3;
const BESIDE_SPAN = 40;

/** `peer` sits in a small container within BESIDE_LEVELS ancestors of `element` (shadow hosts included). */
function closeBy(element: WebElement, peer: WebElement): boolean {
  let level = 0;
  for (
    let node = element.parent ?? element.host;
    node && level < BESIDE_LEVELS;
    node = node.parent ?? node.host
  ) {
    level++;
    if (node.end - node.index > BESIDE_SPAN) return false;
    if (peer.index >= node.index && peer.index <= node.end) return true;
  }
  return false;
}

/**
 * The element sits in a group of siblings styled exactly as it is (the three `btn col-xs-4` links
 * of a bottom toolbar), none of which the broken locator's class parts find: a toolbar of its own,
 * not the one element a restyle took out of the family (a rehashed class is on it alone).
 */
function styledGroupElsewhere(element: WebElement, parts: readonly ClassPart[]): boolean {
  const style = element.attributes.class?.trim();
  if (!style) return false;
  let alike = 0;
  for (const sibling of element.parent?.children ?? []) {
    if (sibling === element || sibling.attributes.class?.trim() !== style) continue;
    if (parts.some((part) => part.matches(sibling))) return false;
    alike++;
  }
  return alike > 0;
}

/**
 * An unnamed control (an icon button) whose own ids and classes say every word another control
 * is missing, where that one's do not: `a.btn-warning.btn-circle` for "warning circle button",
 * against the `btn-info` one a surviving `.nth(3)` now finds.
 */
function classesSayMissing(
  missing: readonly string[],
  rival: ElementTokens,
  candidate: ElementTokens,
): boolean {
  const says = (tokens: ElementTokens, word: string): boolean =>
    bestTokenSimilarity(word, tokens.idClassTokens) >= SAME_WORD_SIMILARITY;
  return missing.every((word) => says(rival, word) && !says(candidate, word));
}

/**
 * A hidden control no locator still finds, named word for word like a shown one the evidence sets
 * aside, is set aside with it. A shown one the description contradicts (a responsive copy: the
 * mini-nav's "Sections" beside the desktop "Sections"): what the description says against it, it
 * says against the copy, which differs only by what a mobile layout adds (a test id, an
 * aria-label). A shown link at the same address set aside for another reason, which the locators
 * say as much of (a compact breadcrumb's hidden "Blog" beside the shown "Blog"): no person sees the
 * copy, so a description cannot be of it alone (a locator that found only the copy, or one that
 * moved into a shadow root, keeps it). Replaces in place.
 */
function withoutHiddenCopiesOfSetAside(
  ranked: ScoredCandidate[],
  contradicted: readonly ScoredCandidate[],
): void {
  const contradictedByName = new Map<string, ScoredCandidate>();
  for (const candidate of contradicted) {
    const name = normalizeWhitespace(candidate.profile.element.name).toLowerCase();
    if (name !== '' && !candidate.profile.hidden)
      contradictedByName.set(`${candidate.profile.role} ${name}`, candidate);
  }
  const shownLinksSetAside = ranked.filter(
    (candidate) =>
      !candidate.eligible &&
      !candidate.profile.hidden &&
      candidate.profile.element.attributes.href !== undefined,
  );
  if (contradictedByName.size === 0 && shownLinksSetAside.length === 0) return;
  for (const [index, candidate] of ranked.entries()) {
    const { profile } = candidate;
    if (!candidate.eligible || !profile.hidden || candidate.survivingLocator !== undefined) continue;
    const name = normalizeWhitespace(profile.hiddenName).toLowerCase();
    if (name === '') continue;
    const contradictedTwin = contradictedByName.get(`${profile.role} ${name}`);
    if (contradictedTwin !== undefined) {
      ranked[index] = {
        ...candidate,
        eligible: false,
        ineligibleReason: `it is a hidden copy of the shown ${contradictedTwin.profile.role} "${contradictedTwin.profile.element.name.trim()}", which the description sets aside (${contradictedTwin.judgement.contradiction ?? contradictedTwin.ineligibleReason ?? 'it does not fit'})`,
      };
      continue;
    }
    const href = profile.element.attributes.href;
    const linkTwin =
      href === undefined
        ? undefined
        : shownLinksSetAside.find(
            (twin) =>
              twin.profile.element.attributes.href === href &&
              twin.profile.role === profile.role &&
              normalizeWhitespace(twin.profile.element.name).toLowerCase() === name &&
              twin.locatorPoints >= candidate.locatorPoints,
          );
    if (linkTwin === undefined) continue;
    ranked[index] = {
      ...candidate,
      eligible: false,
      ineligibleReason: `it is a hidden copy of the shown ${linkTwin.profile.role} "${linkTwin.profile.element.name.trim()}" at the same address, which the evidence sets aside (${linkTwin.ineligibleReason}): no person sees the copy, and no locator tells it from its twin`,
    };
  }
}

/**
 * A surviving locator on a control nested in (or around) another control with the same name,
 * where the description names the other one's kind ("… link" and the id moved onto the <button>
 * inside the <a>): the locator moved, the description did not; the element it now names is set aside.
 */
function withoutNestedKindRivals(
  ranked: readonly ScoredCandidate[],
  description: DescriptionModel,
  contradicted: ScoredCandidate[],
): ScoredCandidate[] {
  const kinds = description.roleFamilies.map((family) => family[0]);
  if (kinds.length === 0) return [...ranked];
  return ranked.filter((candidate) => {
    const role = candidate.profile.tokens.role;
    if (candidate.survivingLocator === undefined || role === undefined || kinds.includes(role)) return true;
    const rival = ranked.find(
      (other) =>
        other !== candidate &&
        other.profile.tokens.role !== undefined &&
        kinds.includes(other.profile.tokens.role) &&
        other.profile.tokens.name !== '' &&
        other.profile.tokens.name === candidate.profile.tokens.name &&
        nested(other.profile.element, candidate.profile.element),
    );
    if (rival === undefined) return true;
    contradicted.push({
      ...candidate,
      score: 0,
      eligible: false,
      ineligibleReason: `the description names a ${rival.profile.tokens.role}, and the ${rival.profile.tokens.role} "${rival.profile.tokens.name}" around it is one`,
    });
    return false;
  });
}

/** Roles a native `<option>` is described by: itself, or the list it sits in. */
const LIST_KINDS: ReadonlySet<string> = new Set(['option', 'combobox', 'listbox']);

/**
 * True for an option of a closed dropdown (a `<select>` neither `multiple` nor showing rows): it is
 * drawn only as its select's value and chosen with selectOption on the select, so "the colour
 * dropdown" is the select, never its "Select a color" placeholder option.
 */
function inDropdownSelect(option: WebElement): boolean {
  for (let node = option.parent; node; node = node.parent) {
    if (node.tag !== 'select') continue;
    return node.attributes.multiple === undefined && !(Number.parseInt(node.attributes.size ?? '', 10) > 1);
  }
  return false;
}

/** The description says "option", or a held locator named an option by role or tag. */
function namesOption(evidence: Evidence): boolean {
  return (
    evidence.description.roleFamilies.some((family) => family[0] === 'option') ||
    evidence.locators.some((sighting) =>
      sighting.evidence.clues.some(
        (clue) =>
          (clue.kind === 'role' && clue.role === 'option') ||
          (clue.kind === 'tag' && clue.value === 'option'),
      ),
    )
  );
}

/**
 * True when the description names kinds of control and none is an option or its list ("Option two
 * radio button"): the radio family takes in options for ARIA listboxes, never a native select's.
 */
function namesNoListKind(description: DescriptionModel): boolean {
  return (
    description.roleFamilies.length > 0 &&
    description.roleFamilies.every((family) => !LIST_KINDS.has(family[0] ?? ''))
  );
}

/** The tag-and-class part of a broken text locator, and how to test an element against it. */
interface ClassPart {
  /** As CSS (`a.underline`), for the rationale. */
  readonly selector: string;
  matches(element: WebElement): boolean;
  /** The element carries the part's classes, whatever its tag. */
  matchesClasses(element: WebElement): boolean;
  /** The elements it still finds on the page. */
  readonly found: readonly WebElement[];
}

/**
 * The tag-and-class part of a broken one-compound locator that filters by text
 * (`a.underline:has-text("Privacy Notice")` → `a.underline`), and what it still finds.
 */
function classPartOf(page: WebPage, sighting: LocatorSighting): ClassPart | undefined {
  const { clues, anchors } = sighting.evidence;
  if (anchors.length > 0 || !clues.some((clue) => clue.kind === 'text')) return undefined;
  if (!clues.every((clue) => clue.kind === 'text' || clue.kind === 'class' || clue.kind === 'tag'))
    return undefined;
  // Its tag first, then its classes: the compound as CSS writes it.
  const own = clues
    .filter((clue) => clue.kind === 'tag' || clue.kind === 'class')
    .sort((a, b) => Number(b.kind === 'tag') - Number(a.kind === 'tag'));
  if (!own.some((clue) => clue.kind === 'class')) return undefined;
  const classes = own.filter((clue) => clue.kind === 'class');
  return {
    selector: own.map(anchorClueText).join(''),
    matches: (element) => fitsStep(element, own),
    matchesClasses: (element) => fitsStep(element, classes),
    found: page.elementsWithAttribute('class').filter((element) => fitsStep(element, own)),
  };
}

/** The elements a broken text locator's class part still finds, when enough do to have copies made of them. */
interface MirroredSet {
  readonly selector: string;
  readonly elements: readonly WebElement[];
  /** Their texts, lowercased and whitespace-normalised. */
  readonly texts: ReadonlySet<string>;
}

/** Elements a class part must still find, and a hidden copy's peers must repeat, to call one a mirror. */
const MIN_MIRRORED = 3;

function mirroredSets(parts: readonly ClassPart[]): MirroredSet[] {
  return parts.flatMap((part) => {
    const elements = part.found;
    if (elements.length < MIN_MIRRORED) return [];
    const texts = new Set(elements.map((element) => normalizeWhitespace(element.text).toLowerCase()));
    return [{ selector: part.selector, elements, texts }];
  });
}

/**
 * A hidden candidate inside a container that repeats, text for text, the elements the broken
 * locator's class part still finds, and holds none of them: github's overflow menu keeps a hidden
 * copy of each repository tab (`a.UnderlineNav-item`), so the "Actions" item there is the copy of a
 * deleted "Actions" tab, not the tab moved. Returns the reason, or undefined.
 */
function hiddenMirrorCopy(profile: ElementProfile, sets: readonly MirroredSet[]): string | undefined {
  if (sets.length === 0 || !profile.hidden) return undefined;
  const element = profile.element;
  const elements = element.page.elements;
  for (const set of sets) {
    // The largest container around the candidate that holds none of the set.
    let holder: WebElement | undefined;
    for (let up = element.parent ?? element.host; up && up.tag !== 'body'; up = up.parent ?? up.host) {
      const around = up;
      if (set.elements.some((member) => contains(around, member))) break;
      holder = around;
    }
    if (!holder) continue;
    // Stops at the third repeat: the holder may be a large part of the page.
    let repeated = 0;
    for (let i = holder.index + 1; i <= holder.end && repeated < MIN_MIRRORED; i++) {
      const peer = elements[i]!;
      if (
        peer !== element &&
        peer.tag === element.tag &&
        set.texts.has(normalizeWhitespace(peer.text).toLowerCase())
      )
        repeated++;
    }
    if (repeated >= MIN_MIRRORED)
      return `it is hidden in a copy of the ${set.selector} elements the broken locator's class still finds (at least ${MIN_MIRRORED} of their texts repeated there): the copy of a removed element, not the element`;
  }
  return undefined;
}

/** True when the description names a section (`… in the Overview section`) and none of its words is the element's. */
function outsideNamedSection(description: DescriptionModel, profile: ElementProfile): boolean {
  return saysNoSectionWord(description, profile.tokens.sectionTokens);
}

/**
 * The control beside the element (a sibling) whose own name says every head word of the
 * description, when the element itself says none of them: the words are that control's name, which
 * the element's section only holds ("Double click to edit box" is the button reading "Double click
 * to edit", not the hidden field beside it whose form group says so).
 */
function controlNamedBeside(profile: ElementProfile, description: DescriptionModel): WebElement | undefined {
  const head = description.headWords.filter((word) => !/^\p{N}+$/u.test(word));
  if (head.length === 0 || !saysNoHeadWord(description, profile)) return undefined;
  const element = profile.element;
  for (const sibling of element.parent?.children ?? []) {
    if (sibling === element || !isNamedControlRole(sibling.role)) continue;
    const name = tokenize(sibling.name);
    if (head.every((word) => bestTokenSimilarity(word, name) >= SAME_WORD_SIMILARITY)) return sibling;
  }
  return undefined;
}

/** True when the description names a section and every word of it is, as written, among the element's section words. */
function inNamedSectionWordForWord(description: DescriptionModel, profile: ElementProfile): boolean {
  const named = description.sectionWords.filter((word) => !OPTIONAL_WORDS.has(word));
  const section = profile.tokens.sectionTokens;
  return named.length > 0 && named.every((word) => section.includes(word));
}

/** True when the description names a section and none of its words is among `sectionTokens`. */
function saysNoSectionWord(description: DescriptionModel, sectionTokens: readonly string[]): boolean {
  const named = description.sectionWords.filter(
    (word) => !OPTIONAL_WORDS.has(word) || description.colourNames.includes(word),
  );
  return (
    named.length > 0 && named.every((word) => bestTokenSimilarity(word, sectionTokens) < SAME_WORD_SIMILARITY)
  );
}

/**
 * True when the element is in the section the description names only through an item that holds
 * nothing but itself: a link alone in its list item titles that item with its own name, so
 * "Accessibility" in the footer's "Accessibility Help" item is the link's name, not the
 * "Accessibility links" section. Weaker than a heading or a card around it, not nothing.
 */
function inNamedSectionOnlyByItself(description: DescriptionModel, profile: ElementProfile): boolean {
  const beyond = sectionTokensBeyondItself(profile);
  return beyond !== undefined && saysNoSectionWord(description, beyond);
}

/**
 * The word of the element's name that glues a number to a word the description's head says
 * ("Tech30" for the "Tech tab", "Top10" for "Top link"), when the description does not write it
 * so: a product's or a list's own name, which the bare word does not name.
 */
function gluedNumberName(profile: ElementProfile, description: DescriptionModel): string | undefined {
  const name = profile.element.name;
  if (!/\p{L}\p{N}/u.test(name)) return undefined;
  const written = new Set(lowercaseWords(description.source));
  for (const word of lowercaseWords(name)) {
    const glued = GLUED_NUMBER.exec(word);
    if (glued === null || written.has(word)) continue;
    if (description.headWords.includes(normalizeWord(glued[1]!)) && writtenWhole(profile.element, word))
      return word;
  }
  return undefined;
}

/**
 * True when one text of the element or its label attribute writes `word` whole: not a name that
 * joins a label and a count from two elements ("View comments" and "941" read "View comments941").
 */
function writtenWhole(element: WebElement, word: string): boolean {
  const label = element.attributes['aria-label'];
  if (label !== undefined && lowercaseWords(label).includes(word)) return true;
  const elements = element.page.elements;
  for (let i = element.index; i <= element.end; i++)
    for (const node of elements[i]!.nodes)
      if (typeof node === 'string' && lowercaseWords(node).includes(word)) return true;
  return false;
}
const GLUED_NUMBER = /^(\p{L}{2,})\p{N}+$/u;

/** Levels looked up for the card a title sits in (its header, then the card). */
const MAX_CARD_DEPTH = 4;
/** Elements carrying one attribute value that make it a family's, not an element's (see familyValues). */
const FAMILY_HOLDERS = 3;

/** True when an ancestor is a card by name (`card`, `tile`): a `nav-item` is an item, not a card. */
function insideNamedCard(element: WebElement): boolean {
  let node = element.parent;
  for (let depth = 0; node && depth < MAX_CARD_DEPTH; depth++, node = node.parent)
    if (hasCardClass(node) && NAMED_CARD_CLASS.test(node.attributes.class ?? '')) return true;
  return false;
}
const NAMED_CARD_CLASS = /(^|[\s_-])(card|tile)s?($|\s|-(?!body|header|footer|title|text|content)|__)/i;

/** True when one of the element's few nearest ancestors is a card (by its classes). */
function insideCard(element: WebElement): boolean {
  let node = element.parent;
  for (let depth = 0; node && depth < MAX_CARD_DEPTH; depth++, node = node.parent)
    if (hasCardClass(node)) return true;
  return false;
}

/**
 * The description asks for a heading and names nothing else ("title of the Monthly Recap Report
 * card"): a heading named after the section is the one asked for, not a control borrowing its name.
 */
function asksForSectionTitle(description: DescriptionModel, profile: ElementProfile): boolean {
  return (
    profile.role === 'heading' &&
    description.headWords.length === 0 &&
    description.roleFamilies.length > 0 &&
    description.roleFamilies.every((family) => family.includes('heading'))
  );
}

/**
 * True when the element's name is the title of the item it sits in (a comment titled by its
 * author link): a description that places it in that item ("author link of the comment by
 * qwerons") names the item by the element itself, not a section around it. Not in a menu: each
 * entry titles its own list item there, and a place named after one ("Inbox link in the
 * Mailbox sidebar menu") is the submenu it opens, not the entry. Nor a heading.
 */
function titlesOwnItem(profile: ElementProfile): boolean {
  // A heading is how a section is named: one that titles its card is that card's name.
  if (profile.role === 'heading' || profile.regions.has('navigation') || profile.regions.has('sidebar'))
    return false;
  const item = profile.section.item;
  const name = normalizeWhitespace(profile.element.name);
  return (
    item !== undefined &&
    name !== '' &&
    normalizeWhitespace(item.title) === name &&
    // An item that holds nothing else (`<li><a>Commands</a></li>`) is a list's entry, not a
    // thing the element titles.
    normalizeWhitespace(item.element.text) !== normalizeWhitespace(profile.element.text)
  );
}

/**
 * The broken id the element's `href` points at in the page itself (`<a href="#ref-BEARER">` for a
 * broken `#ref-BEARER`), if any.
 */
function linkedId(element: WebElement, identifiers: readonly BrokenIdentifier[]): string | undefined {
  const href = element.attributes.href;
  if (href === undefined || !href.startsWith('#')) return undefined;
  return identifiers.find((identifier) => identifier.attribute === 'id' && href === `#${identifier.value}`)
    ?.value;
}

/** The tags whose `alt` getByAltText reads. */
const ALT_TAGS: ReadonlySet<string> = new Set(['img', 'area', 'input']);

/** An element getByAltText finds (an `<img>`, `<area>`, `<input type=image>`) or another picture (an svg, role img). */
function showsAsImage(element: WebElement): boolean {
  return (
    ALT_TAGS.has(element.tag) || element.tag === 'svg' || element.role === 'img' || element.tag === 'picture'
  );
}

/** The element holds an `<img>` (or an `<input type=image>`) in its own scope. */
function holdsImage(element: WebElement): boolean {
  const { elements } = element.page;
  for (let index = element.index + 1; index <= element.end; index++) {
    const inner = elements[index]!;
    if (inner.tag === 'img' || (inner.tag === 'input' && inner.attributes.type === 'image')) return true;
  }
  return false;
}

/** Section words that name a list of entries ("the Connectors command list", "the Forms menu"). */
const LIST_PLACE_WORDS: ReadonlySet<string> = new Set(['list', 'menu', 'submenu', 'dropdown']);

/**
 * True when the item the element titles holds a list of entries of its own, and the description
 * places the element in a list: "its link in the Connectors command list" names the list under
 * the "Connectors" link, not that link.
 */
function titlesNamedList(profile: ElementProfile, description: DescriptionModel): boolean {
  const item = profile.section.item?.element;
  if (item === undefined || !description.sectionWords.some((word) => LIST_PLACE_WORDS.has(word)))
    return false;
  const { element } = profile;
  for (let index = element.end + 1; index <= item.end; index++) {
    const tag = item.page.elements[index]!.tag;
    if (tag === 'ul' || tag === 'ol' || tag === 'menu') return true;
  }
  return false;
}

/**
 * True when every word of the name is in the description's section part and none in its head
 * (or there only as a synonym of a word the section says as written): "To field for New Message"
 * does not describe the textarea named "Message", nor "Stripe invoice message in the inbox list"
 * the list's heading "Inbox".
 */
function namedAfterSection(description: DescriptionModel, nameTokens: readonly string[]): boolean {
  const words = nameTokens.filter((word) => !/^\p{N}+$/u.test(word));
  if (words.length === 0 || description.sectionWords.length === 0) return false;
  const head = [...description.headWords, ...description.headOptional];
  // A word said only in brackets glosses the element ("… in the traversal table (Jane)").
  if (words.some((word) => description.glossed.has(word))) return false;
  // A word the section says as written and the head only as a synonym ("Inbox" for the "message
  // in the inbox list") is the section's.
  const sectionOnly = words.map((word) => {
    const section = bestTokenSimilarity(word, description.sectionWords);
    const named = bestTokenSimilarity(word, head);
    if (section < SAME_WORD_SIMILARITY) return undefined;
    return named < SAME_WORD_SIMILARITY || (section === 1 && named < 1);
  });
  if (sectionOnly.every((only) => only === true)) return true;
  // A name of several words, all the section's, that the head shares only some of: the "Message
  // Center" title of the dropdown the "second message in the Message Center dropdown" sits in.
  return (
    words.length > 1 && sectionOnly.every((only) => only !== undefined) && sectionOnly.some((only) => only)
  );
}

/** The shortlist proper: the best SHORTLIST_SIZE distinct (non-nested) eligible candidates. */
export function distinctCandidates(
  ranked: readonly ScoredCandidate[],
  size = SHORTLIST_SIZE,
  namedKinds: readonly string[] = [],
): ScoredCandidate[] {
  const out: ScoredCandidate[] = [];
  for (const candidate of ranked) {
    if (!candidate.eligible) continue;
    const element = candidate.profile.element;
    const outer = out.findIndex((kept) => nested(kept.profile.element, element));
    if (outer >= 0) {
      const kept = out[outer]!;
      if (
        isInnerControlOf(candidate, kept) ||
        isNamedKindOver(candidate, kept, namedKinds) ||
        isNamedTagInside(candidate, kept)
      )
        out[outer] = candidate;
      continue;
    }
    out.push(candidate);
    if (out.length >= size) break;
  }
  return out;
}

/**
 * Of two nested, nearly tied candidates, the one of the kind the description names (the "tab"
 * around a search form's "Clear" button) stands for both. Unless the broken locator named the
 * other's tag and not its own (`//a[@href='#oneway']` for the link inside the "One way" tab).
 */
function isNamedKindOver(
  candidate: ScoredCandidate,
  kept: ScoredCandidate,
  namedKinds: readonly string[],
): boolean {
  const role = candidate.profile.tokens.role;
  return (
    !namesTagOfOnly(kept, candidate) &&
    role !== undefined &&
    namedKinds.includes(role) &&
    !namedKinds.includes(kept.profile.tokens.role ?? '') &&
    candidate.score >= kept.score * (1 - TIE_BREAK_MARGIN)
  );
}

/** Share of the outer's score an inner control needs to stand for it (a tie, give or take). */
const INNER_CONTROL_TIE = 0.02;

/**
 * An interactive element inside an equally scored element with the same name (a <button>
 * "Politics" in a menuitem <li> "Politics"): the outer's name is borrowed from it, and the inner
 * one is what is clicked. Unless the broken locator named the outer's tag and not the inner's
 * (`//li[contains(@class, "weather")]`): the test was written for the item itself.
 */
function isInnerControlOf(inner: ScoredCandidate, outer: ScoredCandidate): boolean {
  return (
    !namesTagOfOnly(outer, inner) &&
    contains(outer.profile.element, inner.profile.element) &&
    inner.profile.interactive &&
    inner.profile.tokens.name !== '' &&
    inner.profile.tokens.name === outer.profile.tokens.name &&
    inner.score >= outer.score * (1 - INNER_CONTROL_TIE)
  );
}

/**
 * The element of the tag the broken locator named (`//a[… and text()='focus']`) inside a wrapper
 * that shows its text and nothing else (the <li> around the link): the wrapper's text is the
 * inner element's, so whatever the text clue gave it, the inner one is what the test held.
 */
function isNamedTagInside(inner: ScoredCandidate, outer: ScoredCandidate): boolean {
  const a = outer.profile.element;
  const b = inner.profile.element;
  if (!contains(a, b) || !namesTagOfOnly(inner, outer)) return false;
  const text = normalizeWhitespace(b.text);
  return text !== '' && normalizeWhitespace(a.text) === text;
}

/** True when the broken locator asked for the tag of `named` and not for that of `other`. */
function namesTagOfOnly(named: ScoredCandidate, other: ScoredCandidate): boolean {
  return (named.features['locator.tag'] ?? 0) > 0 && !((other.features['locator.tag'] ?? 0) > 0);
}

/** True when one element contains the other (composed tree, shadow content included). */
export function nested(a: WebElement, b: WebElement): boolean {
  return (a.index <= b.index && b.index <= a.end) || (b.index <= a.index && a.index <= b.end);
}

/**
 * The description names a region ("in the navigation") the candidate is not inside, while another
 * candidate that is inside fits: the candidate is set aside (a same-looking decoy outside the
 * navigation, a link that copied the `nav-link` class). When no candidate is inside the region
 * (the page marks its regions in a way we do not read), the region is not held against anyone.
 */
function outsideNamedRegions(
  page: WebPage,
  ranked: readonly ScoredCandidate[],
  regionMisses: ReadonlyMap<WebElement, Region[]>,
): ScoredCandidate[] {
  // Any plausible candidate inside the region proves the page marks it, even one set aside for
  // another reason (a reworded target is still where the description says). So does a landmark
  // of that region (a `<footer>`, `role="navigation"`): then the described element is not on the
  // page any more, and a same-named link in a hidden menu elsewhere is not it.
  const someInside = ranked.some(
    (candidate) => candidate.score >= SCORE_FLOOR && !regionMisses.has(candidate.profile.element),
  );
  const marked = new Map<Region, boolean>();
  const pageMarks = (region: Region): boolean => {
    let known = marked.get(region);
    if (known === undefined) {
      known =
        landmarkTagsOf(region).some((tag) => page.elementsByTag(tag).length > 0) ||
        page.elementsWithAttribute('role').some((element) => landmarkRegionsOf(element).includes(region)) ||
        // A region no landmark forms (a breadcrumb trail) is marked by its items' classes.
        (landmarkTagsOf(region).length === 0 && marksRegionByName(page.elements, region));
      marked.set(region, known);
    }
    return known;
  };
  return ranked.map((candidate) => {
    const missing = regionMisses.get(candidate.profile.element);
    if (missing === undefined) return candidate;
    if (!someInside && !missing.every(pageMarks)) {
      const { section_mismatch_factor: _dropped, ...features } = candidate.features;
      return { ...candidate, score: candidate.score / SECTION_MISMATCH_FACTOR, features };
    }
    if (!candidate.eligible) return candidate;
    return {
      ...candidate,
      eligible: false,
      ineligibleReason: `it is not in the ${missing.join(' or ')} the description names`,
    };
  });
}

/**
 * Whether the element shows the handle: "@devindra" in its text, name or an attribute, or the
 * handle as a whole part of a link (`twitter.com/devindra`), not inside another word
 * (`/editors/devindra-hardawar/`: the author's page, not the handle).
 */
function saysHandle(element: WebElement, handle: string, written: string): boolean {
  if (element.text.toLowerCase().includes(handle) || element.name.toLowerCase().includes(handle)) return true;
  // It shows the handle as the description writes it, case and all, but without its sigil (the
  // name link's "AndrianBdn" beside the avatar whose alt says "@AndrianBdn"): that is another
  // element, whatever address they share. A first name ("Follow Devindra") is not the handle.
  const writtenBare = written.slice(1);
  if (element.text.split(/\s+/).includes(writtenBare) || element.name.split(/\s+/).includes(writtenBare))
    return false;
  const bare = handle.slice(1);
  for (const value of Object.values(element.attributes)) {
    const lower = value.toLowerCase();
    if (lower.includes(handle) || lower.split(/[/?#&=:]+/).includes(bare)) return true;
  }
  return false;
}

/**
 * When a plausible candidate sits in the section the description names ("… in the Themes
 * section"), the candidates outside it score less: the page has that section, and they are not in it.
 */
function outsideNamedSections(
  ranked: readonly ScoredCandidate[],
  misses: ReadonlySet<WebElement>,
  alsoOutside: ReadonlySet<WebElement> = new Set(),
): ScoredCandidate[] {
  if (misses.size === 0) return [...ranked];
  const someInside = ranked.some(
    (candidate) =>
      candidate.eligible &&
      candidate.score >= SCORE_FLOOR &&
      !misses.has(candidate.profile.element) &&
      !alsoOutside.has(candidate.profile.element),
  );
  if (!someInside) return [...ranked];
  return ranked.map((candidate) =>
    misses.has(candidate.profile.element)
      ? {
          ...candidate,
          score: candidate.score * SECTION_MISMATCH_FACTOR,
          features: { ...candidate.features, section_mismatch_factor: SECTION_MISMATCH_FACTOR },
        }
      : candidate,
  );
}

/** The element's name says the menu's words, word for word, and not all of the entry's: it is the menu. */
function isMenuOfEntry(
  profile: ElementProfile,
  menuEntry: NonNullable<DescriptionModel['menuEntry']>,
): boolean {
  const name = profile.tokens.nameTokens;
  return (
    menuEntry.menu.every((word) => name.includes(word)) &&
    !menuEntry.entry.every((word) => name.includes(word))
  );
}

/** Tags that name a region or structure worth anchoring on by tag alone (not div, span, li…). */
const ANCHOR_TAGS = new Set([
  'nav',
  'header',
  'footer',
  'aside',
  'main',
  'form',
  'table',
  'dialog',
  'fieldset',
]);
/** An anchor step matching more elements than this says too little to constrain anything. */
const MAX_ANCHOR_MATCHES = 400;

/** Elements one earlier step of a broken locator still names (`header.Header`, `#navbar`, `nav`). */
interface AnchorScope {
  readonly label: string;
  readonly elements: readonly WebElement[];
  /** Named by id, test id or a semantic class (worth points when the candidate sits inside). */
  readonly strong: boolean;
  /** Why a candidate outside it is not the target, when not the default words. */
  readonly outsideReason?: string;
  /** Named by minified classes only: a candidate outside loses score (a rebuild renames them), not eligibility. */
  readonly soft?: boolean;
  /** Named by classes (and tags) only: a rebuild may have rehashed them on the target's box alone. */
  readonly byClass?: boolean;
  /** Found by a respelling of the anchor's id or test id (see respelledAnchor). */
  readonly respelled?: boolean;
}

/** Distinct class names a page needs, and the share of them two letters long, to be read as minified. */
const MIN_MINIFIED_CLASSES = 20;
const MINIFIED_SHARE = 0.5;

/**
 * True when most of the page's distinct class names are one or two letters (medium's atomic CSS,
 * `class="ap bh ci"`): a build's minifier named them, and the next build renames them.
 */
function usesMinifiedClasses(page: WebPage): boolean {
  return page.cached('minified-classes', () => {
    // Class values repeat (every card of a list carries the same one): each is split once.
    const values = new Set<string>();
    for (const element of page.elementsWithAttribute('class')) values.add(element.attributes.class!);
    const names = new Set<string>();
    for (const value of values) for (const name of value.split(/\s+/)) if (name !== '') names.add(name);
    let short = 0;
    for (const name of names) if (name.length <= 2) short++;
    return names.size >= MIN_MINIFIED_CLASSES && short >= names.size * MINIFIED_SHARE;
  });
}

function stableAnchorClue(clue: Clue): boolean {
  switch (clue.kind) {
    case 'id':
    case 'test-id':
      return !isGeneratedId(clue.value);
    case 'class':
      return isSemanticClass(clue.value);
    case 'attribute':
      return clue.exact && !isGeneratedId(clue.value);
    case 'tag':
      return ANCHOR_TAGS.has(clue.value);
    default:
      return false;
  }
}

function matchesAnchorClue(element: WebElement, clue: Clue): boolean {
  switch (clue.kind) {
    case 'id':
      return element.attributes.id === clue.value;
    case 'test-id':
      return element.attributes[clue.attribute] === clue.value;
    case 'class': {
      // Most class values do not hold the name at all: they are not split to be told so.
      const classes = element.attributes.class;
      return (
        classes !== undefined && classes.includes(clue.value) && classes.split(/\s+/).includes(clue.value)
      );
    }
    case 'attribute':
      return element.attributes[clue.name] === clue.value;
    case 'tag':
      return element.tag === clue.value;
    default:
      return true;
  }
}

/**
 * True when the element fits every clue of one step. A loop, not `every` with an arrow: a path is
 * matched against each ancestor of every element a step's tag names, and the arrow was an
 * allocation per ancestor.
 */
function fitsStep(element: WebElement, clues: readonly Clue[]): boolean {
  for (const clue of clues) if (!matchesAnchorClue(element, clue)) return false;
  return true;
}

/**
 * The anchors of the broken locators that still exist on the page. Only stable parts are used
 * (ids, test ids, semantic classes, exact attributes, region tags); positions and texts are not.
 */
function anchorScopes(page: WebPage, evidence: Evidence): AnchorScope[] {
  const scopes: AnchorScope[] = [];
  for (const sighting of evidence.locators) {
    for (const group of sighting.evidence.anchors) {
      // Found beside the target, under an ancestor a later step climbed to: no place it sat in.
      if (sighting.evidence.besideAnchors.has(group)) continue;
      const clues = group.filter(
        (clue) => stableAnchorClue(clue) || (clue.kind === 'tag' && group.some(stableAnchorClue)),
      );
      if (!clues.some(stableAnchorClue)) {
        const named = namedRoleScope(page, group);
        if (named) scopes.push(named);
        continue;
      }
      const keyed = clues.find(
        (clue) => clue.kind === 'id' || clue.kind === 'test-id' || clue.kind === 'class',
      );
      const source =
        keyed === undefined
          ? page.elements
          : page.elementsWithAttribute(
              keyed.kind === 'test-id' ? keyed.attribute : keyed.kind === 'id' ? 'id' : 'class',
            );
      const elements = source.filter((element) => fitsStep(element, clues));
      if (elements.length === 0) {
        const renamed = keyed ? respelledAnchor(source, keyed, clues) : undefined;
        if (renamed) scopes.push(renamed);
        continue;
      }
      if (elements.length > MAX_ANCHOR_MATCHES) continue;
      const byClass = clues.every((clue) => clue.kind === 'class' || clue.kind === 'tag');
      scopes.push({
        // The tag first, as a selector writes it (`div.list-header`).
        label: [
          ...clues.filter((clue) => clue.kind === 'tag'),
          ...clues.filter((clue) => clue.kind !== 'tag'),
        ]
          .map(anchorClueText)
          .join(''),
        elements,
        strong: clues.some((clue) => clue.kind === 'id' || clue.kind === 'test-id' || clue.kind === 'class'),
        // On a page of minified class names (`.ap`, `.bh`) a class names a place only until a
        // build renames it: a scope held by classes alone is soft there.
        ...(byClass ? { byClass, ...(usesMinifiedClasses(page) ? { soft: true } : {}) } : {}),
      });
    }
  }
  return scopes;
}

/**
 * A broken anchor whose id or test id was only respelled (`#main-nav--economy > a` after the
 * list item became `#mainnav-economy`): the one element that carries the new spelling, and fits
 * the step's other clues, is where the target sat, as surely as if the anchor had survived.
 */
function respelledAnchor(
  source: readonly WebElement[],
  keyed: Clue,
  clues: readonly Clue[],
): AnchorScope | undefined {
  if (keyed.kind !== 'id' && keyed.kind !== 'test-id') return undefined;
  const attribute = keyed.kind === 'id' ? 'id' : keyed.attribute;
  const rest = clues.filter((clue) => clue !== keyed);
  let found: WebElement | undefined;
  for (const element of source) {
    const value = element.attributes[attribute];
    if (value === undefined || !respelled(keyed.value, value) || !fitsStep(element, rest)) continue;
    if (found !== undefined) return undefined;
    found = element;
  }
  if (found === undefined) return undefined;
  const label = `${anchorClueText(keyed)} (now ${attribute === 'id' ? `#${found.attributes.id}` : `[${attribute}="${found.attributes[attribute]}"]`})`;
  return { label, elements: [found], strong: true, respelled: true };
}

/** At most this many elements a role + name anchor may still find to hold the target in. */
const MAX_NAMED_ANCHOR_MATCHES = 2;

/**
 * A role + name anchor that still finds its element (`getByRole('row', { name: /Brand Style
 * Guide/ }).getByTitle('View')`: the row is still there): the locator looked for the target inside
 * it, and a refactor of the target ("View" now an aria-label) does not move it out of its row. A
 * look-alike elsewhere ("View documentation" in the sidebar) is outside.
 */
function namedRoleScope(page: WebPage, group: readonly Clue[]): AnchorScope | undefined {
  const clue = group.find(
    (candidate): candidate is Extract<Clue, { kind: 'role' }> =>
      candidate.kind === 'role' && candidate.name !== undefined && candidate.name.trim() !== '',
  );
  if (clue === undefined) return undefined;
  const name = normalizeWhitespace(clue.name!).toLowerCase();
  const elements: WebElement[] = [];
  for (const element of page.elements) {
    if (element.role !== clue.role) continue;
    const own = normalizeWhitespace(element.name).toLowerCase();
    if (clue.exact ? own === name : own.includes(name)) elements.push(element);
    if (elements.length > MAX_NAMED_ANCHOR_MATCHES) return undefined;
  }
  if (elements.length === 0) return undefined;
  return { label: `${clue.role} "${clue.name}"`, elements, strong: false };
}

/**
 * True when an element of the same tag and the same name (or text) sits under the step's parent
 * but outside the step: a card's avatar link and name link both read "Seleena Juma".
 */
function twinBesideStep(page: WebPage, step: WebElement, element: WebElement): boolean {
  const holder = step.parent ?? step.host;
  if (!holder) return false;
  const name = element.name.toLowerCase();
  return page
    .elementsByTag(element.tag)
    .some(
      (other) =>
        other !== element &&
        contains(holder, other) &&
        !contains(step, other) &&
        ((name !== '' && other.name.toLowerCase() === name) ||
          (element.text !== '' && other.text === element.text)),
    );
}

/** A broken locator's parent step that leads to more elements than this says nothing of where the target sat. */
const MAX_PARENT_STEP_MATCHES = 2;

/** Shortest path (in ancestor steps) worth checking: one step says too little about where it led. */
const MIN_PATH_STEPS = 2;

/**
 * The whole ancestor path of a structural locator (`div.col-xs-12 > ul > li:nth-child(1) > a`
 * read as `div.col-xs-12 ul li`, positions and child combinators loosened), when it still leads
 * somewhere on the page: the target sat inside one of those elements, so a same-named element
 * elsewhere is a different one, not the target moved. Wrappers, reordering and a move into a
 * shadow root keep the target inside; a path that no longer exists says nothing.
 */
function containerPaths(page: WebPage, evidence: Evidence): AnchorScope[] {
  const paths: AnchorScope[] = [];
  for (const sighting of evidence.locators) {
    const groups = sighting.evidence.anchors.map((group) =>
      group.filter(
        (clue) =>
          clue.kind === 'id' ||
          clue.kind === 'class' ||
          clue.kind === 'tag' ||
          clue.kind === 'test-id' ||
          clue.kind === 'attribute',
      ),
    );
    if (groups.length < MIN_PATH_STEPS || groups.some((group) => group.length === 0)) continue;
    const named = groups.flat().filter((clue) => clue.kind !== 'tag');
    if (named.length === 0 || named.some((clue) => 'value' in clue && isGeneratedId(clue.value))) continue;
    const last = groups[groups.length - 1]!;
    const tag = last.find((clue) => clue.kind === 'tag');
    const source = tag?.kind === 'tag' ? page.elementsByTag(tag.value) : page.elements;
    const elements = source.filter((element) => fitsStep(element, last) && leadsThrough(element, groups));
    if (elements.length === 0 || elements.length > MAX_ANCHOR_MATCHES) continue;
    paths.push({
      label: groups
        .map((group) =>
          [...group]
            .sort((a, b) => Number(b.kind === 'tag') - Number(a.kind === 'tag'))
            .map(anchorClueText)
            .join(''),
        )
        .join(' '),
      elements,
      strong: false,
    });
  }
  return paths;
}

/**
 * A class or id numbered within a family (`…-article-topic-1` while `…-topic-0` and `…-topic-2`
 * are still on the page): the target sat where the rest of its family is, under their closest
 * common ancestor. A same-named element elsewhere (the navigation's "Artificial Intelligence" for
 * the deleted recommended-article topic) is another element. Wrappers, reordering, rehashing the
 * target's own class and a move into a shadow root keep the target there; a family spread over
 * the whole page (a common ancestor at <body>) says nothing.
 */
function familyScopes(page: WebPage, evidence: Evidence): AnchorScope[] {
  const scopes: AnchorScope[] = [];
  for (const sighting of evidence.locators) {
    for (const clue of sighting.evidence.clues) {
      if (clue.kind !== 'class' && clue.kind !== 'id') continue;
      if (clue.kind === 'class' ? !isSemanticClass(clue.value) : isGeneratedId(clue.value)) continue;
      const numbered = /^(.*[^\d])\d{1,3}$/.exec(clue.value);
      const stem = numbered?.[1];
      if (stem === undefined || (stem.match(/\p{L}/gu)?.length ?? 0) < MIN_FAMILY_STEM_LETTERS) continue;
      const attribute = clue.kind;
      const family = page.elementsWithAttribute(attribute).filter((element) => {
        const value = element.attributes[attribute];
        if (value === undefined || !value.includes(stem)) return false;
        const values = attribute === 'class' ? value.split(/\s+/) : [value];
        return values.some(
          (each) => each !== clue.value && each.startsWith(stem) && /^\d{1,3}$/.test(each.slice(stem.length)),
        );
      });
      if (family.length < 2) continue;
      const holder = commonAncestor(family);
      if (!holder || holder.tag === 'body' || holder.tag === 'html' || family.includes(holder)) continue;
      scopes.push({
        label: `the <${holder.tag}> that holds the rest of the ${attribute === 'class' ? '.' : '#'}${stem}… family`,
        elements: [holder],
        strong: false,
        outsideReason: `it is outside the <${holder.tag}> that holds the rest of the ${attribute === 'class' ? '.' : '#'}${stem}… family the broken locator named`,
      });
    }
  }
  return scopes;
}

/**
 * The list items the broken structural locators' parent steps led into that are empty now (see
 * emptied-item.ts): the target was removed from there, so no element elsewhere is it. Only when no
 * locator survives (the caller checks): a surviving one says where the target is.
 */
function emptiedItemPaths(parentSteps: readonly ParentStep[]): AnchorScope[] {
  return parentSteps.flatMap((parents) => {
    const items = emptiedItemsOf(parents);
    if (items.length === 0) return [];
    return [
      {
        label: `the emptied <${items[0]!.tag}>`,
        elements: items,
        strong: false,
        outsideReason: emptiedItemReason(items[0]!, parents.tag),
      },
    ];
  });
}

/** Words a page adds to an id for another copy of an element, shown at another screen size or place. */
const COPY_WORDS: ReadonlySet<string> = new Set([
  'mobile',
  'desktop',
  'tablet',
  'sticky',
  'clone',
  'copy',
  'duplicate',
  'mweb',
]);

/**
 * The copy words a class or id of a copy's holder says (see isCopyName). Not "copy": in a class it
 * is the action (`js-clipboard-copy`, `copy-link-to-tweet`) or the wording (`site-message__copy`),
 * not a duplicate, on the pages we measured.
 */
const HOLDER_COPY_WORDS: readonly string[] = [...COPY_WORDS].filter(
  (word) => word !== 'sticky' && word !== 'copy',
);

/**
 * The element or ancestor, described, whose id or classes say it is or holds another screen
 * size's copy of the page's controls (`<nav class="mobile-menu" hidden>`, a menu toggle's own
 * `hide-from-desktop`), for a hidden element: a test written for the shown page never meant the
 * hidden copy, so a broken locator's target that is gone from the shown page is not healed to it.
 * `holders` remembers, by element index, the holder at or above each element climbed (null: none
 * below <body>): the hidden candidates of one menu share their ancestors, and each climbed them all.
 */
function hiddenCopyHolder(
  element: WebElement,
  holders: ElementTable<CopyHolder | null>,
): CopyHolder | undefined {
  const climbed: WebElement[] = [];
  let holder: CopyHolder | null = null;
  for (let up: WebElement | undefined = element; up && up.tag !== 'body'; up = up.parent ?? up.host) {
    const known = holders.get(up.index);
    if (known !== undefined) {
      holder = known;
      break;
    }
    climbed.push(up);
    const shown = copyNameOn(up);
    if (shown !== undefined) {
      // A hidden menu none of whose entries the shown page has is no copy: it is the only one.
      holder = copiesShownEntries(up) ? { holder: up, shown } : null;
      break;
    }
  }
  for (const node of climbed) holders.set(node.index, holder);
  return holder ?? undefined;
}

/** Tags of the entries a copied menu repeats from the shown page. */
const ENTRY_TAGS: readonly string[] = ['a', 'button'];

/**
 * True when the holder is a copy of controls the shown page has: one of its links or buttons has
 * a shown twin (same tag and label) outside it, or it holds one entry at most (a toggle's own
 * `hide-from-desktop`: its shown twin is what a deleted target would have been), or an entry
 * shows no label to compare. A mobile menu
 * whose edition links appear nowhere else (`<ul class="menu-group--editions hide-from-desktop">`
 * with the only UK edition link) is where those links live, not another screen size's copy.
 */
function copiesShownEntries(holder: WebElement): boolean {
  const labels = new Set<string>();
  for (const tag of ENTRY_TAGS)
    for (const element of holder.page.elementsByTag(tag)) {
      if (element.index < holder.index || element.index > holder.end) continue;
      const label = entryLabel(element);
      // An entry no text or label names (an icon) cannot be compared: the holder stays a copy.
      if (label === '') return true;
      labels.add(label);
    }
  if (labels.size <= 1) return true;
  for (const tag of ENTRY_TAGS)
    for (const element of holder.page.elementsByTag(tag)) {
      if (element.index >= holder.index && element.index <= holder.end) continue;
      if (labels.has(entryLabel(element)) && !isElementHiddenForAria(element)) return true;
    }
  return false;
}

/** An entry's text, or its aria-label or title when it shows none, lower-cased. */
function entryLabel(element: WebElement): string {
  const { attributes } = element;
  return (element.text || attributes['aria-label'] || attributes.title || '').trim().toLowerCase();
}

/** A copy's holder and how a reason shows it (`<nav class="mobile-menu">`). */
interface CopyHolder {
  readonly holder: WebElement;
  readonly shown: string;
}

/** The element described by its id or class when one of its names is a copy's (see isCopyName). */
function copyNameOn(element: WebElement): string | undefined {
  for (const attribute of ['id', 'class'] as const) {
    const value = element.attributes[attribute];
    // Most ids and classes say no copy word: they are not split, name by name, to be told so.
    if (value === undefined || !mayHoldSomeWord(value, HOLDER_COPY_WORDS)) continue;
    for (const name of value.split(/\s+/)) {
      if (isCopyName(name)) return `<${element.tag} ${attribute}="${value}">`;
    }
  }
  return undefined;
}

/** Words that turn a copy word around (`js-notMobileReferred`, `non-sticky`). */
const NEGATIONS: ReadonlySet<string> = new Set(['not', 'non', 'no', 'without']);
/** Words a copy's class or id holds at most: `mobile-menu`, `nav-mobile-drawer`, not a sentence. */
const MAX_COPY_NAME_WORDS = 3;

/**
 * One class or id that names a copy: a copy word, in a short name that does not negate it.
 * "sticky" is left out here: as a class it says how a bar is positioned (`js-sticky`), most often
 * of the one bar there is.
 */
function isCopyName(name: string): boolean {
  // An atomic class (`tablet_Bd(n)`: no border at tablet size) styles one element at a screen
  // size; it does not mark a copy for that size.
  if (name.includes('(')) return false;
  const words = splitWords(name);
  return (
    words.length <= MAX_COPY_NAME_WORDS &&
    words.some((word) => HOLDER_COPY_WORDS.includes(word)) &&
    !words.some((word) => NEGATIONS.has(word)) &&
    !shownOnDesktop(words)
  );
}

/** Words of a class that hides what it marks at some screen sizes (`hide-until-tablet`, `hidden-mobile`). */
const HIDING_WORDS: ReadonlySet<string> = new Set(['hide', 'hidden']);
const SMALL_SCREENS: ReadonlySet<string> = new Set(['mobile', 'tablet']);

/**
 * The class hides what it marks only on small screens, so it is shown at the desktop size a test
 * opens (`hide-until-tablet`: hidden below tablet; `hide-for-mobile`, `hidden-mobile`): it marks
 * the desktop page's own control, not another screen size's copy. `hide-from-tablet` (hidden
 * from tablet up) and `hide-from-desktop` still mark a copy.
 */
function shownOnDesktop(words: readonly string[]): boolean {
  if (!words.some((word) => HIDING_WORDS.has(word)) || words.includes('from')) return false;
  return words.includes('until') || words.some((word) => SMALL_SCREENS.has(word));
}

const ONLY_PLACED =
  "only the broken path's anchor and parent, which a deleted target's sibling shares, lead to it";

/** How ids and test ids say "button". */
const BUTTON_WORDS: ReadonlySet<string> = new Set(['button', 'btn']);
const LINK_AS_DISCLOSURE =
  "it is a disclosure's <summary>, and the description calls the element a link: a link turned button still navigates, it does not become the toggle of a disclosure";

const PLAIN_LINK_FOR_STYLED_BUTTON =
  'it is a plain link, and the description calls the element a button and the broken locator asked for a button’s styling (a same-named link beside a removed button is common)';
const BUTTON_NAMED_TWICE =
  'it is a link, and both the description and the broken locator call the element a button (a button is rarely turned into a link; a same-named link beside a removed button is common)';

/** A broken locator's id or test id, and its words. */
interface BrokenIdentifier {
  readonly attribute: string;
  readonly value: string;
  readonly words: readonly string[];
}

/**
 * Words an id adds for the copy of a control placed elsewhere (`newsLetter-input-banner` beside
 * `newsLetter-input`): read on ids against a broken id only, since as classes they say where one
 * element sits (`.footer`), not that it is a copy.
 */
const PLACED_COPY_WORDS: ReadonlySet<string> = new Set([
  'banner',
  'footer',
  'header',
  'sidebar',
  'modal',
  'popup',
  'overlay',
  'drawer',
  'flyout',
  'top',
  'bottom',
]);

/** Every word an id adds for a copy (see responsiveCopyOf), as a list for mayHoldSomeWord. */
const ID_COPY_WORDS: readonly string[] = [...COPY_WORDS, ...PLACED_COPY_WORDS];

/** Levels above the element a copy's id may sit on (`<li id="nav-subscribe-mobile"><a>`). */
const COPY_ID_LEVELS = 2;

/**
 * The id (or test id) of the element or a near ancestor that copies a broken one: the same words
 * plus one copy word (`nav-subscribe-mobile` for `#nav-subscribe`, `newsLetter-input-banner` for
 * `#newsLetter-input`). Both stood on the page, so the copy is the twin of a deleted target shown
 * at another screen size or in another place, not the target renamed.
 */
function responsiveCopyOf(
  element: WebElement,
  identifiers: readonly BrokenIdentifier[],
): { at: WebElement; own: string; broken: string; word: string } | undefined {
  if (identifiers.length === 0) return undefined;
  let node: WebElement | undefined = element;
  for (let level = 0; node && level <= COPY_ID_LEVELS; level++, node = node.parent ?? node.host) {
    for (const { attribute, value, words: brokenWords } of identifiers) {
      const own = node.attributes[attribute];
      if (own === undefined || own === value || !mayHoldSomeWord(own, ID_COPY_WORDS)) continue;
      const ownWords = splitWords(own);
      const added = ownWords.find((word) => ID_COPY_WORDS.includes(word));
      if (added === undefined) continue;
      const rest = ownWords.filter((word) => word !== added);
      if (rest.length === brokenWords.length && rest.every((word, i) => word === brokenWords[i])) {
        return {
          at: node,
          own: showIdentifier(attribute, own),
          broken: showIdentifier(attribute, value),
          word: added,
        };
      }
    }
  }
  return undefined;
}

/**
 * The element's own id (or test id) is a broken one, or the label a broken locator named, with a
 * word added that its name says too and the description does not (`data-testid="export-report-pdf"`
 * on "Export PDF" for a broken `export-report` or `getByRole('button', { name: 'Export report' })`):
 * the added word names what sets this control apart from the one the locator was written for, so
 * it is that control's variant (its PDF sibling), not the control renamed. A rename's added words
 * (`-v2`, `app-`, `-button`) are not in the name, and a test id that kept the old label's words
 * alone (`place-order` on the reworded "Complete purchase") adds none.
 */
function variantOf(
  profile: ElementProfile,
  identifiers: readonly BrokenIdentifier[],
  attributes: readonly string[],
  description: DescriptionModel,
): { own: string; broken: string; word: string } | undefined {
  if (identifiers.length === 0) return undefined;
  const element = profile.element;
  for (const attribute of attributes) {
    const own = element.attributes[attribute];
    if (own === undefined) continue;
    const variant = variantIdentifier(profile, own, identifiers, description);
    if (variant === undefined) continue;
    return {
      own: showIdentifier(attribute, own),
      broken: showIdentifier(variant.broken.attribute, variant.broken.value),
      word: variant.word,
    };
  }
  return undefined;
}

/** An id, test id or label as a person writes it in a reason: `#save`, `[data-testid="save"]`, `label "Save"`. */
function showIdentifier(attribute: string, value: string): string {
  return attribute === 'id'
    ? `#${value}`
    : attribute === 'label'
      ? `label "${value}"`
      : `[${attribute}="${value}"]`;
}

/** What the twin-of-a-removed-element rules read besides the candidate, per heal. */
interface TwinContext {
  /** The anchors the broken locators named (see anchorScopes). */
  readonly scopes: readonly AnchorScope[];
  /** The broken path's parent step the candidate sits under, if any. */
  readonly parentStep: WebElement | undefined;
  readonly namedPlaces: readonly NamedPlace[];
  readonly brokenNames: readonly BrokenIdentifier[];
  readonly identifierAttributes: readonly string[];
  readonly description: DescriptionModel;
  /** The copy holders found so far, by element index (see hiddenCopyHolder). */
  readonly copyHolders: ElementTable<CopyHolder | null>;
  /** The ids, test ids and attribute values the broken locators asked for, exactly. */
  readonly brokenValues: readonly { readonly attribute: string; readonly value: string }[];
  /** The ids the broken locators asked for, the element's own and its anchors'. */
  readonly brokenIds: readonly string[];
}

/**
 * Why a candidate without a surviving locator is the twin of a removed element rather than the
 * element changed: a hidden copy for another screen size, a control outside the place the broken
 * id and the description name, or a variant named after the broken id or label. Undefined when
 * none of these holds.
 */
function twinOfRemoved(profile: ElementProfile, context: TwinContext): string | undefined {
  // Unless the broken locator's own path leads into the copy (an anchor at or inside its holder):
  // then the test was written for it. An anchor around the holder (`header.new-header`) is not that.
  const copy = profile.hidden ? hiddenCopyHolder(profile.element, context.copyHolders) : undefined;
  if (copy !== undefined && !pathLeadsInto(copy.holder, profile.element, context))
    return `it is hidden in the ${copy.shown}, another screen size's copy of the page's controls: the twin of a removed element, not the element`;
  const place = context.namedPlaces.length > 0 ? outsidePlaceNamed(profile, context.namedPlaces) : undefined;
  if (place !== undefined) return `the broken ${place}, and it sits outside it`;
  const lost = twinFormLostField(profile.element);
  if (lost !== undefined) return lost;
  const parallel = parallelCopyOf(profile.element, context.brokenValues);
  if (parallel !== undefined) return parallel;
  const family =
    context.brokenIds.length > 0 ? outsideIdFamily(profile.element, context.brokenIds) : undefined;
  if (family !== undefined) return family;
  const variant = variantOf(profile, context.brokenNames, context.identifierAttributes, context.description);
  if (variant !== undefined)
    return `its ${variant.own} is the broken ${variant.broken} plus "${variant.word}", which its name says too and the description does not: a variant of a removed element, not the element renamed`;
  return undefined;
}

/** A value's prefix up to its last `-` or `_` and the word after it (`desktop-` and `hello`). */
function prefixAndKey(value: string): readonly [string, string] | undefined {
  const at = Math.max(value.lastIndexOf('-'), value.lastIndexOf('_'));
  return at > 0 && at < value.length - 1 ? [value.slice(0, at + 1), value.slice(at + 1)] : undefined;
}

/**
 * Why an element whose id or attribute is a broken one's under another prefix (`desktops-hello`
 * for `desktop-hello`) is a copy, not the element renamed: both prefixes still name other
 * elements with one key alike (`desktop-sync` and `desktops-sync`), two copies of one block (a
 * navigation and its redesign side by side), and the broken one's copy lost the target. A prefix
 * renamed everywhere leaves no element under the old one.
 */
function parallelCopyOf(
  element: WebElement,
  brokenValues: readonly { readonly attribute: string; readonly value: string }[],
): string | undefined {
  for (const { attribute, value } of brokenValues) {
    const own = element.attributes[attribute];
    const broken = own === undefined || own === value ? undefined : prefixAndKey(value);
    const mine = broken && prefixAndKey(own!);
    if (!broken || !mine || broken[1] !== mine[1] || broken[0] === mine[0]) continue;
    const values = new Set<string>();
    for (const holder of element.page.elementsWithAttribute(attribute))
      values.add(holder.attributes[attribute]!);
    for (const other of values) {
      if (other === value || !other.startsWith(broken[0])) continue;
      const twin = `${mine[0]}${other.slice(broken[0].length)}`;
      if (values.has(twin))
        return `its ${showIdentifier(attribute, own!)} is the broken ${showIdentifier(attribute, value)} in a parallel copy of its block (${showIdentifier(attribute, other)} and ${showIdentifier(attribute, twin)} are one element's two copies too): the twin of a removed element, not the element renamed`;
    }
  }
  return undefined;
}

/** Lists whose entries an id family names (a form's fields, each in its own wrapper, are not one). */
const ENTRY_LIST_ROLES: ReadonlySet<string> = new Set(['list', 'menu', 'menubar', 'tablist', 'navigation']);

/** Members of an id family that must still stand, side by side, for the family to place its target. */
const MIN_FAMILY_MEMBERS = 2;

/**
 * Why an element is not the target of a broken id that belongs to a family still on the page
 * (`#uh-tb-tumblr` beside `uh-tb-mail` and `uh-tb-news`, siblings in one list): the family's list
 * is where the target stood, renamed or not, and this element sits outside it (a Tumblr follow
 * icon elsewhere, once the top bar's Tumblr entry is gone). The list is the parent most of the
 * family shares, a list or menu of entries; not for an element that carries one of the family's
 * names itself (moved).
 */
function outsideIdFamily(element: WebElement, brokenIds: readonly string[]): string | undefined {
  const attribute = 'id';
  for (const value of brokenIds) {
    const split = prefixAndKey(value);
    if (!split || split[0].length < 3) continue;
    const [prefix] = split;
    const members = element.page.elementsWithAttribute(attribute).filter((member) => {
      const own = member.attributes[attribute]!;
      // One key after the prefix, as the broken id has: `uh-` is a namespace, and `uh-tb-home`
      // is no kin of `uh-logo`.
      return own !== value && own.startsWith(prefix) && !/[-_]/.test(own.slice(prefix.length));
    });
    // The list most of the family stands in (`uh-tb-more-link` sits inside `uh-tb-more`).
    const perParent = new Map<WebElement, number>();
    for (const member of members)
      if (member.parent) perParent.set(member.parent, (perParent.get(member.parent) ?? 0) + 1);
    let parent: WebElement | undefined;
    for (const [holder, count] of perParent)
      if (count >= MIN_FAMILY_MEMBERS && count > (parent ? perParent.get(parent)! : 0)) parent = holder;
    if (!parent || !ENTRY_LIST_ROLES.has(parent.role ?? '')) continue;
    if (element.index > parent.index && element.index <= parent.end) continue;
    let carries = false;
    for (let up: WebElement | undefined = element; up && up !== parent; up = up.parent)
      if (up.attributes[attribute]?.startsWith(prefix)) carries = true;
    if (carries) continue;
    const member = members.find((candidate) => candidate.parent === parent)!;
    return `the broken ${showIdentifier(attribute, value)} belongs to ${showIdentifier(attribute, member.attributes[attribute]!)} and its siblings, which still stand in their list, and it sits outside that list: the twin of a removed element, not the element renamed`;
  }
  return undefined;
}

/** Forms posting to one address beyond which they are a list (a card's add-to-cart each), not twins. */
const MAX_TWIN_FORMS = 3;

/**
 * For a field in a form: another form posting to the same address (the same signup in the rail
 * and in a banner) that still holds its buttons but no longer the field this one is (its `name`,
 * else its kind). The test's field was most likely that form's, removed, and this is its twin; a
 * field renamed in its own form leaves no twin form without one. A hidden twin form (a banner the
 * page shows later) does not set aside a shown field.
 */
function twinFormLostField(element: WebElement): string | undefined {
  // A field a person fills in: not a hidden input, not a submit, reset or image button.
  if (!FIELD_TAGS.has(element.tag) || isHiddenInput(element) || element.role === 'button') return undefined;
  const type = (element.attributes.type ?? '').toLowerCase();
  let form = element.parent;
  while (form && form.tag !== 'form') form = form.parent;
  const action = form?.attributes.action?.trim();
  if (!form || !action || action === '#' || action.toLowerCase().startsWith('javascript:')) return undefined;
  const method = (form.attributes.method ?? 'get').toLowerCase();
  const twins = element.page
    .elementsByTag('form')
    .filter(
      (other) =>
        other !== form &&
        other.attributes.action?.trim() === action &&
        (other.attributes.method ?? 'get').toLowerCase() === method,
    );
  if (twins.length === 0 || twins.length >= MAX_TWIN_FORMS) return undefined;
  const fieldName = element.attributes.name;
  const elements = element.page.elements;
  // A test written for the shown page never meant a hidden form's field: a shown field keeps its
  // place beside a hidden twin form that holds none.
  const shown = isElementVisible(element);
  for (const twin of twins) {
    if (shown && !isElementVisible(twin)) continue;
    let holdsField = false;
    let holdsButton = false;
    for (let i = twin.index + 1; i <= twin.end && !holdsField; i++) {
      const inner = elements[i]!;
      if (inner.role === 'button') holdsButton = true;
      else if (FIELD_TAGS.has(inner.tag) && !isHiddenInput(inner))
        holdsField =
          fieldName !== undefined
            ? inner.attributes.name === fieldName
            : inner.tag === element.tag && (inner.attributes.type ?? '').toLowerCase() === type;
    }
    if (holdsButton && !holdsField)
      return `another form posting to the same address ("${action}") has lost its ${fieldName !== undefined ? `"${fieldName}" ` : ''}field: the target was most likely that one, removed, and this is its twin`;
  }
  return undefined;
}

/**
 * True when a broken locator's own path leads into the holder around the element: its parent
 * step, or a strong anchor around the element, is the holder or sits inside it.
 */
function pathLeadsInto(holder: WebElement, element: WebElement, context: TwinContext): boolean {
  const inHolder = (anchor: WebElement): boolean => anchor === holder || contains(holder, anchor);
  if (context.parentStep !== undefined && inHolder(context.parentStep)) return true;
  return context.scopes.some(
    (scope) => scope.strong && scope.elements.some((anchor) => contains(anchor, element) && inHolder(anchor)),
  );
}

function variantIdentifier(
  profile: ElementProfile,
  own: string,
  identifiers: readonly BrokenIdentifier[],
  description: DescriptionModel,
): { broken: BrokenIdentifier; word: string } | undefined {
  const ownWords = splitWords(own);
  let named: ReadonlySet<string> | undefined;
  for (const broken of identifiers) {
    const brokenWords = broken.words;
    if (own === broken.value || brokenWords.length === 0) continue;
    // The broken words in order, with others added around or between them.
    let at = 0;
    for (const word of ownWords) if (word === brokenWords[at]) at++;
    if (at < brokenWords.length) continue;
    const added = ownWords.filter((word) => !brokenWords.includes(word));
    named ??= new Set(profile.tokens.nameTokens);
    const word = added.find((candidate) => {
      const normalized = normalizeWord(candidate);
      return named!.has(normalized) && !description.wordSet.has(normalized);
    });
    if (word !== undefined) return { broken, word };
  }
  return undefined;
}

/** A word of a broken id that names a place on the page, and the elements that are that place. */
interface NamedPlace {
  readonly identifier: BrokenIdentifier;
  readonly word: string;
  readonly containers: readonly WebElement[];
}

/** Shortest word of a broken id read as a place's name (`nav`, `top` say too little). */
const MIN_PLACE_WORD_LENGTH = 5;

/**
 * Words of the broken ids and test ids that the description names as a place too, and the page
 * still has (`feedback` of `#feedback-submit` for "Submit button in the Feedback section" while a
 * "Feedback" section is on the page): an element of that tag (`footer`), or that carries the word
 * in its id or classes, or a heading that says it (its parent is the place). Role and filler
 * words name no place.
 */
function placesNamedByIdentifiers(
  page: WebPage,
  identifiers: readonly BrokenIdentifier[],
  description: DescriptionModel,
): NamedPlace[] {
  const places: NamedPlace[] = [];
  let headings: { parent: WebElement; words: readonly string[] }[] | undefined;
  for (const identifier of identifiers) {
    for (const word of new Set(identifier.words)) {
      if (word.length < MIN_PLACE_WORD_LENGTH || /\d/.test(word)) continue;
      const normalized = normalizeWord(word);
      // An id's words alone are too loose a map (`settings-email` on a page with a "settings"
      // tab elsewhere): the place counts when the description names it too, beside the element.
      if (!description.wordSet.has(normalized) || description.headWords.includes(normalized)) continue;
      if (rolesForWord(normalized) !== undefined || OPTIONAL_WORDS.has(normalized)) continue;
      const containers = new Set<WebElement>(page.elementsByTag(word));
      // A field is no place (a `<select>` holds only its options), and neither is an element
      // named in the identifier's own scheme (`#validationCustom04` beside `#validationCustom03`):
      // a sibling of the target, not where it sat.
      const scheme = wordsLessNumbers(identifier.words).join(' ');
      for (const attribute of ['id', 'class']) {
        for (const element of page.elementsWithAttribute(attribute)) {
          const value = element.attributes[attribute];
          if (
            element.children.length > 0 &&
            !FIELD_TAGS.has(element.tag) &&
            namesWord(value, word) &&
            !(attribute === 'id' && wordsLessNumbers(splitWords(value!)).join(' ') === scheme)
          )
            containers.add(element);
        }
      }
      // The page's headings and their words, read once for all the place words.
      headings ??= [...HEADING_TAGS].flatMap((tag) =>
        page.elementsByTag(tag).flatMap((heading) => {
          const parent = heading.parent;
          return parent && parent.tag !== 'body' ? [{ parent, words: tokenize(heading.text) }] : [];
        }),
      );
      for (const { parent, words } of headings) if (words.includes(normalized)) containers.add(parent);
      if (containers.size > 0) places.push({ identifier, word, containers: [...containers] });
    }
  }
  return places;
}

/**
 * The id is the broken one with its words shortened, spelled out or reordered, none added or
 * dropped (`return-date` → `ret-date`, `upg-none` → `upgrade-none`): the same id renamed. A sibling
 * of its scheme carries another key (`t1_ehqhcos-overflow-menu` for a broken
 * `t1_ehq4og3-overflow-menu`) and is not.
 */
function shortenedRename(broken: readonly string[], id: string | undefined): boolean {
  if (id === undefined) return false;
  const own = splitWords(id);
  const shortens = (short: string, long: string): boolean =>
    short === long || (short.length >= MIN_SHORTENED_CHARS && long.startsWith(short));
  const akin = (a: string, b: string): boolean => shortens(a, b) || shortens(b, a);
  return (
    own.length > 0 &&
    own.every((word) => broken.some((whole) => akin(word, whole))) &&
    broken.every((whole) => own.some((word) => akin(word, whole)))
  );
}
const MIN_SHORTENED_CHARS = 3;

/** Words that are not numbers (`validation custom` of `validationCustom03`). */
function wordsLessNumbers(words: readonly string[]): string[] {
  return words.filter((word) => !/^\p{N}+$/u.test(word));
}

/** True when an id or class value holds the word (`feedback` in `footer-feedbackForm`). */
function namesWord(value: string | undefined, word: string): boolean {
  // Most values cannot hold it: they are not split to be told so.
  return value !== undefined && mayHoldSomeWord(value, [word]) && splitWords(value).includes(word);
}

/**
 * The broken identifier and place word when the candidate sits outside every element that is the
 * place a broken id names, and says nothing of it itself (its own words, its ancestors' ids and
 * classes): the target was there, so a same-named control elsewhere (the
 * search form's "Submit" for a deleted `#feedback-submit`) is another control.
 */
function outsidePlaceNamed(profile: ElementProfile, places: readonly NamedPlace[]): string | undefined {
  const element = profile.element;
  for (const place of places) {
    if (place.containers.some((container) => container === element || contains(container, element))) continue;
    const normalized = normalizeWord(place.word);
    // Its section's words do not count: a footer after the "Newsletter" section reads as under
    // that heading in document order without being in it.
    if (profile.tokens.ownWords.has(normalized)) continue;
    let said = false;
    for (let up = element.parent ?? element.host; up && !said; up = up.parent ?? up.host) {
      said = ['id', 'class'].some((attribute) => namesWord(up!.attributes[attribute], place.word));
    }
    if (said) continue;
    const { attribute, value } = place.identifier;
    return `${showIdentifier(attribute, value)} names "${place.word}", a place on the page`;
  }
  return undefined;
}

/** Letters a numbered class or id stem needs to name a family ("topic-", not "h"). */
const MIN_FAMILY_STEM_LETTERS = 4;

/** Item roles a page gives with an explicit `role` attribute, inside a widget that holds its peers. */
const PEER_ROLES: ReadonlySet<string> = new Set([
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'tab',
  'treeitem',
]);

/**
 * A broken role locator for a menu item, tab or tree item while that role's other items are still
 * on the page: the target sat in the widget that holds them (their common ancestor). A same-named
 * link in another navigation is another element; a target whose role a refactor dropped is still
 * in the menu beside its peers.
 */
function peerScopes(page: WebPage, evidence: Evidence): AnchorScope[] {
  const scopes: AnchorScope[] = [];
  for (const sighting of evidence.locators.filter(isBroken)) {
    for (const clue of sighting.evidence.clues) {
      if (clue.kind !== 'role' || !PEER_ROLES.has(clue.role)) continue;
      const peers = page
        .elementsWithAttribute('role')
        .filter((element) => element.role === clue.role && !isElementHiddenForAria(element));
      const holders = widgetsHolding(peers);
      if (holders.length === 0) continue;
      scopes.push({
        label: `the menus that hold the page's other ${clue.role} elements`,
        elements: holders,
        strong: false,
        outsideReason: `it is outside every widget that holds the page's other ${clue.role} elements, where the broken locator's ${clue.role} sat`,
      });
    }
  }
  return scopes;
}

/** Levels climbed from an item to the widget that holds it and its peers. */
const MAX_WIDGET_CLIMB = 6;

/**
 * For each item, its nearest ancestor that holds another of the items too (a menu, a tab list),
 * below <body>; an item alone in its part of the page gives none.
 */
function widgetsHolding(items: readonly WebElement[]): WebElement[] {
  const holders = new Set<WebElement>();
  for (const item of items) {
    let node = item.parent ?? item.host;
    for (let depth = 0; node && depth < MAX_WIDGET_CLIMB; depth++) {
      if (node.tag === 'body' || node.tag === 'html') break;
      const holder = node;
      if (items.some((other) => other !== item && contains(holder, other))) {
        holders.add(holder);
        break;
      }
      node = node.parent ?? node.host;
    }
  }
  return [...holders];
}

/** The closest element containing all of them (composed tree), or undefined. */
function commonAncestor(elements: readonly WebElement[]): WebElement | undefined {
  const first = elements[0];
  if (!first) return undefined;
  let holder: WebElement | undefined = first.parent ?? first.host;
  for (const element of elements.slice(1)) {
    while (holder && !contains(holder, element)) holder = holder.parent ?? holder.host;
  }
  return holder;
}

/**
 * The `<details>` a broken path's parent step leads to when its last step was their `<summary>`
 * (`… > details > summary`) and none holds a summary any more: the summary was removed. A wrapper
 * around it or a rewording leaves one inside.
 */
function disclosuresWithoutSummary(page: WebPage, parentSteps: readonly ParentStep[]): WebElement[] {
  return parentSteps.flatMap((found) =>
    found.tag === 'summary'
      ? found.elements.filter((details) => {
          if (details.tag !== 'details') return false;
          for (let i = details.index + 1; i <= details.end; i++)
            if (page.elements[i]!.tag === 'summary') return false;
          return true;
        })
      : [],
  );
}

/**
 * What the removed summary disclosed: content below the `<details>`' own children. A child of it
 * may be the summary under another tag (a `<button>` now); the menu items in its content are not.
 */
function disclosedBy(details: WebElement, element: WebElement): boolean {
  return contains(details, element) && element.parent !== details;
}

const DISCLOSED_CONTENT =
  "the broken locator named the <summary> of the <details> it sits in, which has no summary now: the summary was removed, and the content it disclosed (a menu item, a panel's control) is not it";

/** Why a candidate whose evidence is too weak is set aside. */
export const BELOW_FLOOR = 'its score is below the floor';

const HIDDEN_ALL_ALONG =
  'it is hidden and has the role and name the broken role locator asks for, which skips hidden elements: it never matched it (a hidden copy, not the target; if it should be shown, show what holds it first)';

const HIDDEN_INPUT = 'it is a hidden input (form data), not the control the description names';

function isHiddenInput(element: WebElement): boolean {
  return element.tag === 'input' && (element.attributes.type ?? '').toLowerCase() === 'hidden';
}

/**
 * The surname a person's name adds to the one the description says: "Pierce" of "Alexander Pierce"
 * for "Alexander link". Only a name of capitalised words (two or more, nothing else), whose last
 * word alone the description does not say, and which the element shows.
 */
function surnameNotSaid(profile: ElementProfile, description: DescriptionModel): string | undefined {
  const written = writtenNameOf(profile).trim().split(/\s+/);
  if (written.length < 2 || !written.every((word) => /^\p{Lu}\p{Ll}+$/u.test(word))) return undefined;
  const said = [...description.wordSet];
  // As written too: "Email Address field" says "Address", which its words fold into "email".
  const writtenSaid = new Set(lowercaseWords(description.source));
  const saysWord = (word: string): boolean =>
    writtenSaid.has(word.toLowerCase()) ||
    bestTokenSimilarity(normalizeWord(word.toLowerCase()), said) >= SAME_WORD_SIMILARITY;
  const last = written[written.length - 1]!;
  // A name shows its surname: an aria-label that adds a word to the text shown ("Sections
  // Navigation" on a button that shows "Sections") names no person.
  const shown = profile.element.text;
  if (shown !== '' && !lowercaseWords(shown).includes(last.toLowerCase())) return undefined;
  return written.slice(0, -1).every(saysWord) && !saysWord(last) ? last : undefined;
}

/** Lone capitals of the element's name as written (writtenNameOf) the description's words do not say. */
function capitalsNotSaid(profile: ElementProfile, said: readonly string[]): string[] {
  return loneCapitals(writtenNameOf(profile)).filter((letter) => !said.includes(letter));
}

/**
 * The missing head words less those the header of the table column the element sits in says: a
 * cell's column says what it holds ("OR7429 order link" in the "Order ID" column). Once its column
 * says one, so does the first cell of its own row: "start date of Jonas Alexander" is the cell in
 * the "Start date" column of the row that opens with "Jonas Alexander".
 */
function saidByColumn(missing: string[], element: WebElement): string[] {
  if (missing.length === 0) return missing;
  const column = columnHeaderOf(element);
  if (column === undefined) return missing;
  const words = tokenize(column);
  const left = missing.filter((word) => bestTokenSimilarity(word, words) < SAME_WORD_SIMILARITY);
  if (left.length === missing.length || left.length === 0) return left;
  const row = rowHeaderOf(element);
  if (row === undefined) return left;
  const rowWords = tokenize(row);
  return left.filter((word) => bestTokenSimilarity(word, rowWords) < SAME_WORD_SIMILARITY);
}

/**
 * A link reworded whose target is named by the old label: the "Kanban" link, now "Task Board",
 * that opens `./pages/kanban.html`. Every word the name lost is the target's, and the target says
 * nothing but the label's and the name's words: a "+ Follow" link that opens `signup/cold-join`
 * is one of many ways to join, not the reworded "Join now". Only the broken locator's own label
 * counts: a description's words in some link's address ("kb/awesome-bar") say where it goes.
 */
function labelKeptByTarget(profile: ElementProfile, labelWords: readonly string[]): boolean {
  const target = profile.tokens.targetTokens;
  if (target.length === 0 || labelWords.length === 0) return false;
  const name = nameWordsOf(profile);
  const lost = unsaid(withoutSmallWords(labelWords), name);
  if (
    lost.length === 0 ||
    unsaid(lost, target).length > 0 ||
    unsaid(target, [...labelWords, ...name]).length > 0
  )
    return false;
  // And the one link that opens it: the kitchen sink's "document" and "title" entries both open
  // `/commands/window`, which names neither.
  const { element } = profile;
  const href = element.attributes.href;
  return element.page
    .elementsWithAttribute('href')
    .every((other) => other === element || other.attributes.href !== href);
}

/** The missing head words less those the link's target says, when it kept the old label (labelKeptByTarget). */
function saidByTarget(missing: string[], profile: ElementProfile, kept: boolean): string[] {
  if (missing.length === 0 || !kept) return missing;
  const target = profile.tokens.targetTokens;
  return missing.filter((word) => bestTokenSimilarity(word, target) < SAME_WORD_SIMILARITY);
}

/** Longest text read as what a person calls a control (a hidden element's name, a shown label). */
export const MAX_SHOWN_NAME_CHARS = 40;

/**
 * The element's name as written; a hidden element, which has none, by its short text (the name it
 * has when shown).
 */
export function writtenNameOf(profile: ElementProfile): string {
  const { tokens, hidden, element } = profile;
  return tokens.name || (hidden && element.text.length <= MAX_SHOWN_NAME_CHARS ? element.text : '');
}

/**
 * The words the description names the element by, when it writes every one of them in capitals
 * ("SEARCH button in the header"): it quotes text the element showed, in capitals as written or as
 * a style sets them. One acronym among other words ("Search the BBC field") is a name's spelling,
 * not a quote; a description written all in capitals says nothing by them.
 */
function wordsInCapitals(description: DescriptionModel): string[] {
  const { source } = description;
  if (!/\p{Ll}/u.test(source)) return [];
  const naming = new Set(namingWords(description));
  const written = (source.match(/\p{L}+/gu) ?? []).filter((word) =>
    naming.has(normalizeWord(word.toLowerCase())),
  );
  return written.length > 0 &&
    written.every((word) => /^\p{Lu}+$/u.test(word)) &&
    written.some((word) => word.length >= MIN_SHOUTED_LETTERS)
    ? written
    : [];
}
const MIN_SHOUTED_LETTERS = 3;

/** Its name, as written, holds every one of those words in the same capitals ("CNN" alt text). */
function namedInCapitals(profile: ElementProfile, words: readonly string[]): boolean {
  const written: readonly string[] = writtenNameOf(profile).match(/\p{L}+/gu) ?? [];
  return words.every((word) => written.includes(word));
}

/** True when none of the description's head words is among the element's own words (ids and classes included). */
function saysNoHeadWord(description: DescriptionModel, profile: ElementProfile): boolean {
  const named = namingWords(description);
  if (named.length === 0) return false;
  const own = [...profile.tokens.ownWords];
  return named.every((word) => bestTokenSimilarity(word, own) < SAME_WORD_SIMILARITY);
}

/**
 * The words a description names the element by: its head words, else the words it speaks before
 * the kind when all of them are filler elsewhere ("First" in "First radio button").
 */
function namingWords(description: DescriptionModel): readonly string[] {
  return description.headWords.length > 0 ? description.headWords : description.spokenName;
}

/** An anchor step finding more elements than this by its text names no one place. */
const MAX_TEXT_ANCHOR_MATCHES = 3;

/**
 * The elements a broken locator's anchor steps still find by their exact text and tag
 * (`//a[normalize-space()='Mobile App v2']` of `…/ancestor::tr//button[@title='Edit']`): the
 * locator went from them to its target, so they are not it.
 */
function anchorsByExactText(page: WebPage, broken: readonly LocatorSighting[]): ReadonlySet<WebElement> {
  const found = new Set<WebElement>();
  for (const sighting of broken)
    for (const group of sighting.evidence.anchors) {
      const text = group.find((clue) => clue.kind === 'text' && clue.exact);
      const tag = group.find((clue) => clue.kind === 'tag');
      if (text?.kind !== 'text' || tag?.kind !== 'tag' || text.value.trim() === '') continue;
      const value = normalizeWhitespace(text.value);
      const matches = page
        .elementsByTag(tag.value)
        .filter(
          (element) => fitsStep(element, group) && normalizeWhitespace(locatorTextOf(element)) === value,
        );
      if (matches.length <= MAX_TEXT_ANCHOR_MATCHES) for (const element of matches) found.add(element);
    }
  return found;
}

const NOT_TYPED_INTO =
  'the broken locator found its target by a placeholder, which only a field one types in shows, and this is no such field';

/** Roles of elements one types into (what a placeholder can stand in). */
const TYPED_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/**
 * A field one types into: a text-like `<input>` or a `<textarea>`, an editable element, or one with
 * a typing role. A button, link or listbox never showed a placeholder.
 */
function typedInto(element: WebElement): boolean {
  if (element.tag === 'textarea') return true;
  if (element.tag === 'input') {
    const type = element.attributes.type?.toLowerCase();
    return type === undefined || !NOT_TYPED_INPUTS.has(type);
  }
  const editable = element.attributes.contenteditable;
  if (editable !== undefined && editable.toLowerCase() !== 'false') return true;
  return element.role !== undefined && TYPED_ROLES.has(element.role);
}
const NOT_TYPED_INPUTS: ReadonlySet<string> = new Set([
  'button',
  'submit',
  'reset',
  'image',
  'checkbox',
  'radio',
  'file',
  'hidden',
  'range',
  'color',
]);

const UNLABELLED =
  'it is a field with no label, placeholder or title at all, and the broken locator found its target by its label';

/**
 * A form field nothing labels: no accessible name, placeholder or title, and no label beside it
 * that lost its `for`. A label reworded is a refactor; a field left with none (the disabled
 * select beside the relabelled one) is another field.
 */
function labelsNothing(profile: ElementProfile): boolean {
  const { element } = profile;
  if (!FIELD_TAGS.has(element.tag) || nameTextOf(profile) !== '') return false;
  const { attributes } = element;
  return (
    !attributes.placeholder?.trim() &&
    !attributes.title?.trim() &&
    !attributes['aria-label']?.trim() &&
    attributes['aria-labelledby'] === undefined &&
    looseLabelOf(element) === undefined
  );
}

/**
 * A visible control turned icon-only whose aria-label or title says the text a broken text locator read, word
 * for word ("Send message" for `//button[text()='Send']`), or what its glyph meant ("Add
 * passenger" for the "+" it showed): the same control with its text moved into its label.
 */
function labelSaysOldText(
  profile: ElementProfile,
  texts: readonly { readonly value: string; readonly exact: boolean }[],
  description: DescriptionModel,
): boolean {
  if (profile.hidden || !isNamedControlRole(profile.role) || texts.length === 0) return false;
  // Its own label (not an image's alt: an avatar link beside a deleted name link says the name too),
  // unless the description calls it a logo: a wordmark drawn as text becomes an image of itself.
  const { attributes } = profile.element;
  const own = attributes['aria-label'] ?? attributes.title;
  const name = literalWords(
    own ?? (LOGO_WORDS.some((word) => description.wordSet.has(word)) ? profile.element.name : ''),
  );
  if (name.length === 0) return false;
  const phrase = ` ${name.join(' ')} `;
  return texts.every(({ value }) => {
    const words = literalWords(value);
    // Or a one-word label by a word product teams swap it for ("Update" → "Edit payment method").
    if (words.length === 1 && !phrase.includes(` ${words[0]} `)) {
      const word = normalizeWord(words[0]!);
      return name.some((said) => areSynonyms(word, normalizeWord(said)));
    }
    if (words.length > 0) return phrase.includes(` ${words.join(' ')} `);
    const meant = symbolWords(value);
    return meant !== undefined && meant.some((word) => name.includes(word));
  });
}

/** Words that call a link a site's or a product's mark. */
const LOGO_WORDS = ['logo', 'wordmark'];

const SHOWS_NO_TEXT =
  'it shows no text (only an image or a label names it), and the broken text locator found its target by the text it showed';

const SHOWS_NO_IMAGE =
  'it shows only text, and the description names it by the image it shows ("image link", "logo link")';

/**
 * True when the element is text and nothing else: no element inside it (no <img>, <svg> or icon
 * element), not itself a picture or a field.
 */
function showsOnlyText(element: WebElement): boolean {
  return (
    element.end === element.index &&
    !PICTURE_TAGS.has(element.tag) &&
    !FIELD_TAGS.has(element.tag) &&
    element.ownText !== '' &&
    element.attributes.style?.includes('url(') !== true
  );
}
const PICTURE_TAGS: ReadonlySet<string> = new Set([
  'img',
  'svg',
  'picture',
  'canvas',
  'video',
  'object',
  'embed',
]);

/** Input types whose value is their text to Playwright's text engine. */
const VALUE_AS_TEXT_TYPES = new Set(['button', 'submit', 'reset']);

/**
 * True when the element shows text a text locator could have matched: its own text, or the value
 * of an input button. An avatar link named only by its image's alt text never matched
 * `text=Brigid Pelino`: its name link, deleted, did.
 */
function showsText(element: WebElement): boolean {
  if (element.text.trim() !== '') return true;
  return (
    element.tag === 'input' &&
    VALUE_AS_TEXT_TYPES.has((element.attributes.type ?? '').toLowerCase()) &&
    (element.attributes.value ?? '').trim() !== ''
  );
}

/**
 * Hidden elements a broken role locator would match if it included hidden ones. getByRole skips
 * elements hidden from the accessibility tree, so such an element was never what it matched: it
 * is a hidden copy (a closed menu's, a template's) of a target that is gone, or the target not
 * shown yet, which a locator cannot click either.
 */
function hiddenAllAlong(page: WebPage, broken: readonly LocatorSighting[]): ReadonlySet<WebElement> {
  const found = new Set<WebElement>();
  for (const sighting of broken) {
    const { query } = sighting.evidence;
    if (!query.steps.some((step) => step.kind === 'role' && step.options.includeHidden !== true)) continue;
    const steps = query.steps.map((step) =>
      step.kind === 'role' ? { ...step, options: { ...step.options, includeHidden: true } } : step,
    );
    let matches: readonly WebElement[];
    try {
      matches = resolveQuery(page, { ...query, steps });
    } catch {
      continue; // a query the resolver cannot evaluate says nothing here
    }
    for (const element of matches) if (isElementHiddenForAria(element)) found.add(element);
  }
  return found;
}

/**
 * Why a broken exact role locator (`{ name: 'Submit', exact: true }`) never matched this element of
 * its role, though a loose one would have: its name says the wanted name with more words (`… Linux
 * 64-bit` for `… Linux`) or in other letter case ("submit" for "Submit"). `exact` is how a locator
 * leaves out such names beside its target (Playwright: case-sensitive, whole string), so the
 * locator never matched this one, which was on the page all along.
 */
function leftOutByExactName(
  profile: ElementProfile,
  clues: readonly { readonly role: string; readonly name: string; readonly exact: boolean }[],
  described: readonly string[],
): ExactMiss | undefined {
  const name = normalizeWhitespace(profile.element.name);
  for (const clue of clues) {
    if (profile.element.role !== clue.role) continue;
    const wanted = normalizeWhitespace(clue.name);
    const holdsWanted = name.toLowerCase().includes(wanted.toLowerCase());
    // Another form of the word ("focus" for getByRole('link', { name: 'focused' })), exact or not:
    // the locator never matched it, and a refactor rewords a label, it does not inflect it.
    const forms = otherWordForm(name, wanted);
    if (forms !== undefined && !holdsWanted)
      return {
        reason: `its name says "${forms.said}" where the broken locator asked for "${forms.wanted}": another form of the word, which the locator never matched (a refactor rewords a label, it does not inflect it)`,
        grown: false,
      };
    if (!clue.exact || wanted === '' || name === wanted || !holdsWanted || badgedName(name, wanted)) continue;
    // "Datatracker" for an exact "Tracker", described as the "Datatracker link": the name the
    // author wrote down is this one's, so the exact name did not leave it out, the refactor grew it.
    if (addsOnlyDescribedWords(name, wanted, described)) continue;
    return neverMatchedExactly('name', name, wanted);
  }
  return undefined;
}

/** A text's words alone: letters and digits, lowercased, one space between. */
function wordsOnly(text: string): string {
  return lowercaseWords(text).join(' ');
}

/**
 * The element's text (or name) is the text (or name) a broken locator read but for its
 * punctuation ("@timkeller" where `:has-text("@timkeller:")` or getByRole('link', { name:
 * '@timkeller:' }) asked for the colon too), so the locator never matched it: exact, it asked for
 * that text as written; not exact, for a text holding it. A refactor rewords a label, it does not
 * drop a colon: this is the twin the punctuation told apart (a handle mentioned twice in an
 * article), not the target.
 */
function leftOutByPunctuation(
  element: WebElement,
  read: 'text' | 'name',
  texts: readonly { readonly value: string; readonly exact: boolean }[],
): string | undefined {
  if (texts.length === 0) return undefined;
  const text = normalizeWhitespace(read === 'text' ? element.text : element.name);
  const textWords = wordsOnly(text);
  for (const { value, exact } of texts) {
    const words = wordsOnly(value);
    if (words === '' || textWords !== words) continue;
    const matched = exact ? text === value : text.toLowerCase().includes(value.toLowerCase());
    // A hyphen for a space ("One-way" for "One way") is how the words are written, not a mark
    // that told two elements apart.
    const hyphenated = text.replace(/-/g, ' ').toLowerCase() === value.replace(/-/g, ' ').toLowerCase();
    // So is the mark that joins two words ("Press / Media", "Press & Media", "Press and Media").
    const joined = joinedWords(text) === joinedWords(value);
    if (!matched && !hyphenated && !joined)
      return `its ${read} "${text}" is "${value}" but for its punctuation: the broken locator asked for "${value}", so it never matched this one`;
  }
  return undefined;
}

/** A text with the marks that join two words (`/`, `&`, `|`, `·`, "and") read as one space, lowercased. */
function joinedWords(text: string): string {
  return text.replace(/(?<=\S)\s*(?:[/&|·•]|\band\b)\s*(?=\S)/giu, ' ').toLowerCase();
}

/** A label as compared for "the same but for its writing": case, spacing and an ellipsis character aside. */
function labelForm(text: string): string {
  return normalizeWhitespace(text)
    .replace(/\u2026/g, '...')
    .toLowerCase();
}

/**
 * The element's placeholder (aria-label, title, alt) holds the label a broken locator asked for
 * exactly, but is not it: "Search or jump to…" (an ellipsis character) where the locator asked
 * for "Search or jump to..." (three dots). The locator never matched it, so it is the twin the
 * exact value told apart (github's header search beside its command palette), not the target
 * reworded; unless every word it adds is one the description says (`described`: its words as written).
 */
function leftOutByExactLabel(
  element: WebElement,
  wantedLabels: readonly string[],
  described: readonly string[],
): string | undefined {
  for (const wanted of wantedLabels) {
    const form = labelForm(wanted);
    for (const attribute of NAME_CLUE_ATTRIBUTES) {
      const value = element.attributes[attribute];
      if (value === undefined || value === wanted || !labelForm(value).includes(form)) continue;
      // Words added that the description says ("Archive Mercury" for `@title='Archive'` and "Archive
      // button in the Mercury row"): the label now names its row, as a refactor for screen readers does.
      if (addsOnlyDescribedWords(value, wanted, described)) continue;
      return `its ${attribute} "${value}" is not exactly "${wanted}", which the broken locator asked for: it never matched this one`;
    }
  }
  return undefined;
}

/**
 * `actual` says `wanted` with more words, each of which the description says (`described`: its
 * words as written): the label grew into the one the test author describes.
 */
function addsOnlyDescribedWords(actual: string, wanted: string, described: readonly string[]): boolean {
  // Small words aside: "Downvote this post" adds "post" to "downvote" for the "downvote arrow on the post".
  const added = unsaid(lowercaseWords(actual), lowercaseWords(wanted)).filter(
    (word) => !STOP_WORDS.has(word),
  );
  return added.length > 0 && unsaid(added, described).length === 0;
}

/**
 * Why an exact name or text locator never matched an element whose `actual` name or text says
 * `wanted` in other letter case, or contains it: exact matching is whole and case-sensitive.
 */
function neverMatchedExactly(what: 'name' | 'text', actual: string, wanted: string): ExactMiss {
  return {
    reason:
      actual.length === wanted.length
        ? `its ${what} "${actual}" is "${wanted}" in other letter case: the broken locator asked for exactly "${wanted}", case included, so it never matched this one`
        : `its ${what} only contains "${wanted}": the broken locator asked for exactly that ${what}, which leaves out longer ${what}s like this one`,
    grown: true,
    longer: actual.length !== wanted.length,
  };
}

/**
 * Why an exact name or text locator never matched an element, and whether only because the name
 * grew past it or changed case (neverMatchedExactly), the softest of the reasons to set it aside.
 */
interface ExactMiss {
  readonly reason: string;
  readonly grown: boolean;
  /** With `grown`: the name or text says more than the wanted one, not only in other letter case. */
  readonly longer?: boolean;
}

/**
 * Why an exact text locator (`text="Dashboard"`, `//a[normalize-space()="Dashboard"]`,
 * `:text-is()`) never matched this element: its text only contains the wanted text ("Dashboard
 * v1"), or says it in other letter case. Exact text is compared whole and case-sensitively, so such
 * an element was left out before the refactor as now. Only whole words count: "Comments" may be
 * the target's "Comment" reworded, "Dashboard v1" adds a word no refactor of "Dashboard" needs.
 * An element with an own text node saying the wanted text exactly is kept: `text()="Dashboard"`
 * matches `<a>Dashboard<b>3</b></a>`.
 */
function leftOutByExactText(
  element: WebElement,
  wantedTexts: readonly string[],
  described: readonly string[],
): ExactMiss | undefined {
  if (wantedTexts.length === 0) return undefined;
  const text = element.text;
  for (const wanted of wantedTexts) {
    const forms = otherWordForm(text, wanted);
    if (forms !== undefined)
      return {
        reason: `its text says "${forms.said}" where the broken locator asked for exactly "${forms.wanted}": another form of the word, which the locator never matched (a plural aside, a refactor rewords a label, it does not inflect it)`,
        grown: false,
      };
    if (text !== wanted && countOf(text, wanted)) {
      return {
        reason: `its text "${text}" counts ${wanted.toLowerCase()}s: the broken locator asked for exactly "${wanted}", which never matched a counter like this one`,
        grown: false,
      };
    }
    if (text === wanted || !containsWholeWords(text, wanted) || badgedName(text, wanted)) continue;
    if (addsOnlyDescribedWords(text, wanted, described)) continue;
    if (element.nodes.some((node) => typeof node === 'string' && normalizeWhitespace(node) === wanted))
      continue;
    return neverMatchedExactly('text', text, wanted);
  }
  return undefined;
}

/**
 * The one word in which `text` differs from `wanted` when it is the same word in another form: one
 * is the other plus a suffix of letters ("focus" / "focused", "Star" / "Starred"), not a plural
 * ("Comment" / "Comments" may be a reworded label). Cypress's command list links "focus" beside
 * "focused": after "focused" is deleted, "focus" is its sibling, not the target reworded. The other
 * words are the same, in any order: github's "Watch 24" button is not a deleted "24 watching" link.
 */
function otherWordForm(text: string, wanted: string): { said: string; wanted: string } | undefined {
  const askedWords = wanted.split(' ');
  // A count beside it is data, not a word of the label ("Star 964" for "Starred").
  const saidWords = askedWords.some(isBareCount)
    ? text.split(' ')
    : text.split(' ').filter((word) => !isBareCount(word));
  if (saidWords.length !== askedWords.length) return undefined;
  // The words both say, paired off; what is left on each side must be one word in two forms.
  const saidLeft = saidWords.map((word) => ({ written: word, lower: word.toLowerCase() }));
  const askedLeft: { written: string; lower: string }[] = [];
  for (const word of askedWords) {
    const lower = word.toLowerCase();
    const same = saidLeft.findIndex((said) => said.lower === lower);
    if (same >= 0) saidLeft.splice(same, 1);
    else askedLeft.push({ written: word, lower });
  }
  if (saidLeft.length !== 1 || askedLeft.length !== 1) return undefined;
  const a = saidLeft[0]!.lower;
  const b = askedLeft[0]!.lower;
  // A plural's stem too, with a short ending on the other side: "gadgetry" is another word than
  // "gadgets", as it is than "gadget"; "Docs" is short for "Documentation", not a form of it.
  const inflected =
    inflectedPair(a, b) ||
    [
      [singularOf(a), b],
      [a, singularOf(b)],
    ].some(([one, other]) => {
      const pair = inflectedPair(one!, other!);
      return (
        pair !== undefined && pair.stem.length >= MIN_PLURAL_STEM && pair.suffix.length <= MAX_DERIVED_ENDING
      );
    });
  return inflected ? { said: saidLeft[0]!.written, wanted: askedLeft[0]!.written } : undefined;
}
const PLURAL_ENDINGS: ReadonlySet<string> = new Set(['s', 'es']);
/** A plural's stem this long at least, and an ending of a few letters ("-ry", "-ing"), on the other word. */
const MIN_PLURAL_STEM = 5;
const MAX_DERIVED_ENDING = 3;

/** `one` and `other` as a stem and that stem with an ending of letters, not a plural's. */
function inflectedPair(one: string, other: string): { stem: string; suffix: string } | undefined {
  const [stem, long] = one.length < other.length ? [one, other] : [other, one];
  const suffix = long.slice(stem.length);
  return stem.length >= 3 && long.startsWith(stem) && /^\p{L}+$/u.test(suffix) && !PLURAL_ENDINGS.has(suffix)
    ? { stem, suffix }
    : undefined;
}

/**
 * True when `text` is `wanted` word for word with one count after it ("Cart (3)", "Inbox 5" for
 * "Cart", "Inbox"): the control's own name and the badge the page's data put on it, not a counter
 * of things ("0 tags", "48 Comments" say the count first, or count the plural). Not when the name
 * ends in a word for things counted: "Comments (74)" counts the comments beside a "Comments" link.
 */
function badgedName(text: string, wanted: string): boolean {
  const words = text.split(' ');
  const last = words.pop();
  const name = normalizeWhitespace(wanted);
  return (
    last !== undefined &&
    isBareCount(last) &&
    words.join(' ') === name &&
    !isCountNoun(words[words.length - 1] ?? '')
  );
}

/** The word less a plural ending ("gadgets" → "gadget"); as it is when it has none. */
function singularOf(word: string): string {
  // "branches", "boxes": the "-es" of a stem that ends in a hiss is the plural's whole ending.
  if (word.length > 4 && /(?:ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;
/**
 * True when `text` is `wanted` (or its plural) with a number beside it: "11 Comments",
 * "Comments (11)" for "Comment", or the singular with a count of one ("1 branch" for "Branches").
 * A counter shows data; the control the exact text named did not.
 */
function countOf(text: string, wanted: string): boolean {
  const words = text.split(' ');
  // A number that opens the text with a full stop numbers it ("2. Terminology"): a section's
  // number, not a count of what it names.
  if (/^\d+\.$/.test(words[0] ?? '')) return false;
  const counts = words.filter(isBareCount);
  if (counts.length !== 1) return false;
  if (badgedName(text, wanted)) return false;
  const rest = words
    .filter((word) => !isBareCount(word))
    .join(' ')
    .toLowerCase();
  const lower = wanted.toLowerCase();
  if (rest === lower || rest === `${lower}s` || rest === `${lower}es`) return true;
  // A count of one says the word in the singular: "1 branch" counts the "Branches" asked for.
  return counts[0] === '1' && rest !== '' && singularWords(rest) === singularWords(lower);
}

/** The words of a text read in the singular ("branches" → "branch"), one space between. */
function singularWords(text: string): string {
  return text.split(' ').map(normalizeWord).join(' ');
}

/**
 * A counter of the text a broken substring locator asked for ("0 tags" for `:has-text("Tags")`):
 * it shows data, the count of those things, not the control the text named (github's "Tags" tab,
 * its tag changed, beside the "0 tags" link).
 */
function countedText(element: WebElement, wantedTexts: readonly string[]): string | undefined {
  const text = normalizeWhitespace(element.text);
  const wanted = wantedTexts.find((value) => text !== value && countOf(text, value));
  return wanted === undefined
    ? undefined
    : `its text "${text}" counts ${wanted.toLowerCase()}: the broken locator asked for "${wanted}", the control, not a counter of it`;
}

/** True when `text` says `words` (any letter case) with no letter or digit joined on either side. */
function containsWholeWords(text: string, words: string): boolean {
  const lower = text.toLowerCase();
  const wanted = words.toLowerCase();
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
    const before = lower.charAt(at - 1);
    const after = lower.charAt(at + wanted.length);
    if (!WORD_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) return true;
  }
  return false;
}

/**
 * True when the element has the role a broken role locator named, or its name as that locator
 * read it (an exact name word for word; otherwise contained, in any case).
 */
function keepsRoleOrName(
  profile: ElementProfile,
  clues: readonly { readonly role: string; readonly name: string; readonly exact: boolean }[],
): boolean {
  // A hidden element has no accessible name: its text is the name it would have when shown.
  const name = normalizeWhitespace(profile.tokens.name || profile.element.text);
  return clues.some((clue) => {
    if (profile.element.role === clue.role) return true;
    const wanted = normalizeWhitespace(clue.name);
    return clue.exact ? name === wanted : name.toLowerCase().includes(wanted.toLowerCase());
  });
}

/** Clue kinds a CSS or XPath step names an element by (what matchesAnchorClue reads). */
const STRUCTURAL_CLUE_KINDS: ReadonlySet<Clue['kind']> = new Set([
  'id',
  'class',
  'tag',
  'test-id',
  'attribute',
]);

/** A broken locator's structural steps, which leftOutByAncestors reads: taken once per locator. */
interface AncestorExclusion {
  /** The last step's clues. */
  readonly last: readonly Clue[];
  /** Every step's structural clues, outermost first, the last step's included. */
  readonly path: readonly (readonly Clue[])[];
}

/**
 * The steps of a broken locator that leftOutByAncestors asks per candidate. Undefined when the
 * locator's steps are not all structural (no element is excluded).
 */
function exclusionByAncestors(sighting: LocatorSighting): AncestorExclusion | undefined {
  const { clues, anchors } = sighting.evidence;
  if (anchors.length === 0 || clues.length === 0) return undefined;
  if (!clues.every((clue) => STRUCTURAL_CLUE_KINDS.has(clue.kind))) return undefined;
  // A last step of a bare tag (`//li[@aria-controls='roundtrip']/a`) says only what kind of
  // element: every link fits it, the target among them once its item's attribute changed.
  if (clues.every((clue) => clue.kind === 'tag')) return undefined;
  const groups = structuralSteps(sighting);
  if (groups.some((group) => group.length === 0)) return undefined;
  return { last: clues, path: [...groups, clues] };
}

/**
 * True when a broken locator's last step still fits the element whole (`summary.btn-sm` for the
 * `<summary class="btn-sm">` of another menu) while its ancestor steps (`.flex-1 …`) do not, even
 * loosened to descendants: the locator left that element out before the refactor as now, and its
 * clues are no evidence for it. The target, changed by the refactor, no longer fits the last step.
 * (Data and a function, not a closure per locator: the call site in scoreCandidate stays one
 * target across heals.)
 */
function leftOutByAncestors(exclusion: AncestorExclusion, element: WebElement): boolean {
  return fitsStep(element, exclusion.last) && !leadsThrough(element, exclusion.path);
}

/** Item tags a list nests by (a wrapper is a <div> or <span>, never one of these). */
const LIST_ITEM_TAGS: ReadonlySet<string> = new Set(['li', 'tr']);

const SHIFTED_INTO_PLACE =
  "the locator's path finds it only by tag and position, and its item's peers hold it one place further on and another element at that place: the element the path was written for left, and this one moved up";

const NESTED_DEEPER =
  "it sits in a list nested inside an item of the broken locator's list, a level deeper than the path it named (an item's sub-list, not the item)";

/** A broken list path's parts that nestedDeeperThanPath reads, taken once per heal. */
interface ListPath {
  /** The path's outermost step (named by more than its tag: `div.col-xs-12`). */
  readonly outer: readonly Clue[];
  /** The tag of the item step (`li`, `tr`) and how many steps of the path name it. */
  readonly itemTag: string;
  readonly itemSteps: number;
}

/** The structural clues (tag, id, class, …) of each of a locator's ancestor steps, outermost first. */
function structuralSteps(sighting: LocatorSighting): (readonly Clue[])[] {
  return sighting.evidence.anchors.map((group) =>
    group.filter((clue) => STRUCTURAL_CLUE_KINDS.has(clue.kind)),
  );
}

/** The list path of a broken structural locator (`div.col-xs-12 > ul > li:nth-child(5) > a`), if any. */
function structuralPathOf(sighting: LocatorSighting): ListPath[] {
  const groups = structuralSteps(sighting);
  if (groups.length < MIN_PATH_STEPS || groups.some((group) => group.length === 0)) return [];
  // Only a path of child steps names every item level: `.clothes-nav li.active > a` reaches an
  // item at any depth, and held one in a sub-list before the refactor as after it.
  if (!sighting.evidence.childStepsOnly) return [];
  const outer = groups[0]!;
  // The outer step must name a place (an id, a class), or be the root of an absolute path.
  const rooted = outer.every((clue) => clue.kind !== 'tag' || clue.value === 'html');
  if (!rooted && !outer.some((clue) => clue.kind !== 'tag')) return [];
  const itemTag = groups[groups.length - 1]!.find((clue) => clue.kind === 'tag');
  if (itemTag?.kind !== 'tag' || !LIST_ITEM_TAGS.has(itemTag.value)) return [];
  const itemSteps = groups.filter((group) =>
    group.some((clue) => clue.kind === 'tag' && clue.value === itemTag.value),
  ).length;
  return [{ outer, itemTag: itemTag.value, itemSteps }];
}

/**
 * True when a broken list path still leads to the element but through more items of its item step
 * than it names: the "viewport" command link in the sub-list of the deleted "Viewport" link's item.
 * Wrappers, reordering and a move into a shadow root add no item level; nesting does.
 */
function nestedDeeperThanPath(element: WebElement, path: ListPath): boolean {
  let items = 0;
  for (let node = element.parent ?? element.host; node; node = node.parent ?? node.host) {
    const ancestor = node;
    if (fitsStep(ancestor, path.outer)) return items > path.itemSteps;
    if (node.tag === path.itemTag) items++;
  }
  return false;
}

/** True when the element's ancestors (composed tree) match the earlier groups in order. */
function leadsThrough(element: WebElement, groups: readonly (readonly Clue[])[]): boolean {
  let next = groups.length - 2;
  for (let node = element.parent ?? element.host; node && next >= 0; node = node.parent ?? node.host) {
    if (fitsStep(node, groups[next]!)) next -= 1;
  }
  return next < 0;
}

function anchorClueText(clue: Clue): string {
  switch (clue.kind) {
    case 'id':
      return `#${clue.value}`;
    case 'class':
      return `.${clue.value}`;
    case 'tag':
      return clue.value;
    case 'test-id':
      return `[${clue.attribute}="${clue.value}"]`;
    case 'attribute':
      return `[${clue.name}="${clue.value}"]`;
    default:
      return '';
  }
}

/**
 * Where a candidate sits against the anchors: inside every one (points when one is strong), or
 * outside one, or being one (or an ancestor of one): the locator searched *inside* its anchors,
 * so such a candidate is not its target.
 */
function scopeVerdict(
  element: WebElement,
  scopes: readonly AnchorScope[],
  paths: readonly AnchorScope[],
): { inside: boolean; outside?: string; softOutside?: boolean } {
  for (const path of paths) {
    if (!path.elements.some((anchor) => contains(anchor, element)))
      return {
        inside: false,
        outside:
          path.outsideReason ?? `it is outside ${path.label}, where the broken locator's path still leads`,
      };
  }
  let inside = false;
  let softOutside = false;
  for (const scope of scopes) {
    let outside: string | undefined;
    if (scope.elements.some((anchor) => element.index <= anchor.index && anchor.index <= element.end))
      outside = `it is (or contains) ${scope.label}, which the locator searched inside`;
    else if (!scope.elements.some((anchor) => contains(anchor, element))) {
      // In an item beside the scope's items, of the same tag, that no longer carries the class
      // (`.breadcrumb-item` renamed or rehashed on the target's item only): not held, not credited.
      // Not when the anchor was found by its new spelling: that spelling says which item it is.
      if (!scope.respelled && inParallelItem(element, scope.elements)) continue;
      if (scope.byClass && inRehashedSibling(element, scope.elements)) continue;
      outside = `it is outside ${scope.label}, which the locator searched inside`;
    }
    if (outside === undefined) {
      if (scope.strong) inside = true;
    } else if (scope.soft || (scope.byClass && underRehashedWrapper(element))) softOutside = true;
    else return { inside: false, outside };
  }
  return softOutside ? { inside: false, softOutside } : { inside };
}

/** Words that name a field as the confirmation of another ("Confirm new password", "Repeat email"). */
const CONFIRMATION_WORDS: ReadonlySet<string> = new Set([
  'confirm',
  'confirmation',
  'repeat',
  'retype',
  'verify',
]);

/**
 * A field named as the confirmation of another while no evidence says so: a deleted "New password"
 * field is not its "Confirm new password" twin, which says every word of it.
 */
function confirmationTwin(profile: ElementProfile, said: readonly string[]): boolean {
  // Any confirmation word said counts: "Repeat password" names the "Confirm password" field.
  if (said.some((word) => CONFIRMATION_WORDS.has(word))) return false;
  return profile.tokens.nameTokens.some((word) => CONFIRMATION_WORDS.has(word));
}

/**
 * A locator that still matches several elements (a look-alike was added) still holds the target
 * among them: while one of them fits the evidence, an element it never matched is not the target,
 * however well the description reads on it ("Add this repository to a list" for a "New repository"
 * whose text locator now also finds a decoy).
 */
/** Levels up from each of two elements to the closest ancestor they share, for neighbours. */
const NEIGHBOUR_LEVELS = 4;

/** True when the closest ancestor two elements share is at most `levels` above each of them. */
export function neighbours(a: WebElement, b: WebElement, levels = NEIGHBOUR_LEVELS): boolean {
  const common = commonAncestor([a, b]);
  return common !== undefined && a.depth - common.depth <= levels && b.depth - common.depth <= levels;
}

/**
 * The description names the element by its kind alone ("Button button": the button called
 * "Button"), and the element's name is another word. Only kind words: "Next" or "First" are
 * labels a rewording replaces ("Continue"), a kind is not what a label is reworded to.
 */
function namedOtherwise(description: DescriptionModel, profile: ElementProfile): boolean {
  const spoken = description.spokenName;
  const own = profile.tokens.nameTokens;
  if (spoken.length === 0 || own.length === 0) return false;
  if (!spoken.every((word) => rolesForWord(word) !== undefined)) return false;
  return !own.some((word) => spoken.includes(word));
}

/**
 * The description's name is made only of words the judge reads as optional ("Next button"), and
 * the element says none of them, nor a synonym ("Continue"), in its name, text, attributes or
 * identifiers: with no locator evidence but where it sits, "See what it can do for you" beside a
 * deleted "Next" is not it.
 */
function spokenNameUnsaid(description: DescriptionModel, profile: ElementProfile): boolean {
  const spoken = description.spokenName;
  if (spoken.length === 0) return false;
  // Every word it says of itself: an icon button's class ("next") says it without a name.
  const own = [...profile.tokens.ownWords];
  return spoken.every((word) => bestTokenSimilarity(word, own) < SAME_WORD_SIMILARITY);
}

/**
 * The description's name is made of words the judge reads as optional or as kinds ("Text radio
 * button", "Button button"), and exactly one candidate is named that and nothing more. A surviving
 * locator that lands on a neighbour of it named otherwise, with none of those words, landed
 * there because the id moved (`#id_fmt_1` now on the "HTML" radio): that neighbour is not the
 * element described.
 */
function landedOnNeighbour(ranked: ScoredCandidate[], spokenName: readonly string[]): ScoredCandidate[] {
  if (spokenName.length === 0) return ranked;
  const spoken = new Set(spokenName);
  const named = ranked.filter(
    (candidate) =>
      candidate.eligible &&
      candidate.profile.tokens.nameTokens.length === spoken.size &&
      candidate.profile.tokens.nameTokens.every((word) => spoken.has(word)),
  );
  if (named.length !== 1) return ranked;
  const [target] = named as [ScoredCandidate];
  return ranked.map((candidate) => {
    const own = candidate.profile.tokens.nameTokens;
    if (
      candidate === target ||
      !candidate.eligible ||
      candidate.survivingLocator === undefined ||
      own.length === 0 ||
      own.some((word) => spoken.has(word)) ||
      !neighbours(candidate.profile.element, target.profile.element)
    )
      return candidate;
    return {
      ...candidate,
      eligible: false,
      ineligibleReason: `the description names its neighbour, ${target.profile.element.role ?? target.profile.element.tag} "${target.profile.element.name}", and a surviving locator that lands beside the element described is one whose id moved`,
    };
  });
}

function withinAmbiguousMatches(
  ranked: ScoredCandidate[],
  evidence: Evidence,
  credited: ReadonlyMap<WebElement, unknown>,
): ScoredCandidate[] {
  const matched = new Set(
    evidence.locators.flatMap((sighting) =>
      sighting.matches !== undefined && sighting.matches.length >= 2 ? sighting.matches : [],
    ),
  );
  if (
    matched.size === 0 ||
    !ranked.some((candidate) => candidate.eligible && matched.has(candidate.profile.element))
  )
    return ranked;
  return ranked.map((candidate) =>
    candidate.eligible && !credited.has(candidate.profile.element)
      ? {
          ...candidate,
          eligible: false,
          ineligibleReason: `a broken locator still matches ${matched.size} elements, one of which fits the evidence, and never matched this one`,
        }
      : candidate,
  );
}

/**
 * The broken locators named a link and the element is an `<input>`, or the other way round: a
 * link becomes a `<button>` for client-side navigation, never a form's submit `<input>`
 * (`//a[normalize-space()="Search"]` reworded to "Find" is not the search form's "Search" input).
 */
function linkAndInputCrossed(brokenTags: ReadonlySet<string>, element: WebElement): boolean {
  return (
    (element.tag === 'input' && brokenTags.has('a') && !brokenTags.has('input')) ||
    (element.tag === 'a' && brokenTags.has('input') && !brokenTags.has('a'))
  );
}

/** A form control for a broken `label` locator, or a label for a broken control's: a label names its control, it is not it. */
/**
 * A paragraph its class calls a title (`<p class="related-content-card__title">`, where an `<h3>`
 * stood): a card's title shown as a paragraph is still the title the description names.
 */
function classSaysTitle(element: WebElement): boolean {
  const classes = element.attributes.class;
  if (classes === undefined) return false;
  return splitWords(classes).some((word) => TITLE_CLASS_WORDS.has(word));
}
const TITLE_CLASS_WORDS: ReadonlySet<string> = new Set(['title', 'heading', 'headline']);

/**
 * The role a person sees the element as: a `<label>` of a radio or checkbox shows that control (a
 * custom-styled "Trending" tab is the label of a hidden radio); any other element, its own role.
 */
function shownRoleOf(profile: ElementProfile): string | undefined {
  if (profile.element.tag !== 'label') return profile.role;
  const role = controlLabelledBy(profile.element)?.role;
  return role !== undefined && LABEL_SHOWN_ROLES.has(role) ? role : profile.role;
}
/**
 * The part of a name before its subtitle (a colon or a dash after it) when the description quotes
 * exactly that part, else undefined.
 */
function quotedTitleBeforeSubtitle(name: string, quoted: readonly string[]): string | undefined {
  if (quoted.length === 0) return undefined;
  const match = /^(.{3,}?)\s*(?::|\s[-–—|])\s/u.exec(normalizeWhitespace(name));
  const title = match?.[1];
  return title !== undefined && quoted.includes(title.toLowerCase()) ? title : undefined;
}

/** Words for the text that names a control, not for a kind of control. */
const CAPTION_WORDS: ReadonlySet<string> = new Set(['label', 'caption', 'legend', 'text']);
/** Controls whose `<label>` is what a person sees and clicks when the input is styled away. */
const LABEL_SHOWN_ROLES: ReadonlySet<string> = new Set(['radio', 'checkbox', 'switch']);

function labelAndControlCrossed(brokenTags: ReadonlySet<string>, element: WebElement): boolean {
  return (
    (LABELLED_CONTROL_TAGS.has(element.tag) && brokenTags.has('label') && !brokenTags.has(element.tag)) ||
    (element.tag === 'label' &&
      [...LABELLED_CONTROL_TAGS].some((tag) => brokenTags.has(tag)) &&
      !brokenTags.has('label'))
  );
}

/** The tags a `<label>` names. */
const LABELLED_CONTROL_TAGS: ReadonlySet<string> = new Set(['input', 'select', 'textarea']);

/** A heading for a broken `li` locator: the heading over another list ("Manage" over its items). */
function itemAndHeadingCrossed(brokenTags: ReadonlySet<string>, element: WebElement): boolean {
  return brokenTags.has('li') && element.role === 'heading' && !brokenTags.has(element.tag);
}

/**
 * A control inside a list item, for locators that named the `<li>` (`//ul[…]/li[4]`, now finding
 * another item or none) and not the control's tag: the item, which shows nothing but the control,
 * is what the locator held (a reorder moved it; its link came along).
 */
function controlOfHeldItem(heldTags: ReadonlySet<string>, element: WebElement): boolean {
  if (!heldTags.has('li') || heldTags.has(element.tag)) return false;
  if (element.role === undefined || !WIDGET_ROLES.has(element.role)) return false;
  const text = normalizeWhitespace(element.text);
  for (let up = element.parent, level = 0; up && level < 2; up = up.parent, level++)
    if (up.tag === 'li') return text !== '' && normalizeWhitespace(up.text) === text;
  return false;
}

/**
 * A control (a link, a button) for a broken heading locator (`//h2[text()='Utilities']`): the
 * navbar's "Utilities" link (or its list item) is not the section's heading reworded. Not a control inside a heading
 * (`<h2><a>`: a heading made a link), nor when the locators named the control's tag too.
 */
function headingAndControlCrossed(brokenTags: ReadonlySet<string>, element: WebElement): boolean {
  if (brokenTags.has(element.tag) || ![...brokenTags].some((tag) => HEADING_TAGS.has(tag))) return false;
  // The control itself, or the list item around it whose text is all the control's.
  const only = element.children.length === 1 ? element.children[0]! : undefined;
  const wrapsControl =
    element.role === 'listitem' &&
    only?.role !== undefined &&
    WIDGET_ROLES.has(only.role) &&
    only.text === element.text;
  if (!wrapsControl && (element.role === undefined || !WIDGET_ROLES.has(element.role))) return false;
  for (let up = element.parent, level = 0; up && level < 2; up = up.parent, level++)
    if (HEADING_TAGS.has(up.tag) || up.role === 'heading') return false;
  return true;
}

/**
 * True when an ancestor of the element is a same-tag sibling of one of the anchors, and those
 * anchors are items: list items or rows, or same-tag siblings the class marks alike. A page section
 * beside the one named (`#results-page` beside `.landing`) is not an item that lost the class, nor
 * is a bar beside a `<nav class="nav-menu">` and a `<div class="nav-menu">` (wapo's header).
 */
function inParallelItem(element: WebElement, anchors: readonly WebElement[]): boolean {
  for (const anchor of anchors) {
    const parent = anchor.parent;
    if (!parent || !contains(parent, element)) continue;
    if (
      !LIST_ITEM_TAGS.has(anchor.tag) &&
      !anchors.some((other) => other !== anchor && other.parent === parent && other.tag === anchor.tag)
    )
      continue;
    const item = childHolding(parent, element);
    if (item && item !== anchor && item.tag === anchor.tag) return true;
  }
  return false;
}

/** The child of `parent` that holds `element` (or is it), climbing through shadow hosts. */
function childHolding(parent: WebElement, element: WebElement): WebElement | undefined {
  let item: WebElement | undefined = element;
  while (item && item.parent !== parent) item = item.parent ?? item.host;
  return item;
}

/**
 * True when an ancestor of the element is a same-tag sibling of one of the anchors and carries
 * build-hashed classes only: the class the locator named was rehashed there (`.feedbackarea` →
 * `sc-nuw4z` on the target's box, while the box beside it keeps the name).
 */
function inRehashedSibling(element: WebElement, anchors: readonly WebElement[]): boolean {
  for (const anchor of anchors) {
    const parent = anchor.parent;
    if (!parent || !contains(parent, element)) continue;
    const item = childHolding(parent, element);
    if (!item || item === anchor || item.tag !== anchor.tag) continue;
    if (classesAllHashed(item)) return true;
  }
  return false;
}

/** True when the element has classes and every one is a build hash (`sc-yhi5t css-hj4t0h`). */
function classesAllHashed(element: WebElement): boolean {
  const classes = (element.attributes.class ?? '').split(/\s+/).filter(Boolean);
  return classes.length > 0 && classes.every(isHashedClass);
}

/** Ancestors of a candidate read for a wrapper whose classes a build rehashed. */
const REHASHED_WRAPPER_DEPTH = 2;

/**
 * True when one of the element's nearest ancestors carries classes that are all build hashes
 * (`sc-yhi5t css-hj4t0h`): the class a locator searched inside may have been that wrapper's before
 * the build renamed it, so being outside every element that still has it is weak evidence, not a
 * verdict (github's `.js-toggler-container` around "Add this repository to a list").
 */
function underRehashedWrapper(element: WebElement): boolean {
  let node = element.parent;
  for (let depth = 0; node && depth < REHASHED_WRAPPER_DEPTH; depth++, node = node.parent) {
    if (classesAllHashed(node)) return true;
  }
  return false;
}

/** Words a name adds beyond the one it shares with the evidence before it reads as another element's. */
const MIN_LONG_NAME_EXTRA = 4;

/**
 * The words a candidate's name adds when it shares one word with the evidence and adds
 * at least MIN_LONG_NAME_EXTRA more (stop words aside): a sentence that holds the word, not the
 * control named by it.
 */
function oneWordOfLongName(profile: ElementProfile, said: readonly string[]): string[] | undefined {
  const nameWords = nameWordsOf(profile);
  const notSaid = unsaid(nameWords, said);
  const extra = notSaid.filter((word) => !STOP_WORDS.has(word));
  // None shared: the evidence names it by something else (an image's alt, its id), not its name.
  return nameWords.length - notSaid.length === 1 && extra.length >= MIN_LONG_NAME_EXTRA ? extra : undefined;
}

/** Words of the candidate's name (numbers and one-letter words aside) that no evidence says. */
export function wordsNotInEvidence(profile: ElementProfile, said: readonly string[]): string[] {
  return unsaid(nameWordsOf(profile), said);
}

/** The words (numbers and one-letter words aside) that nothing in `said` says. */
function unsaid(words: readonly string[], said: readonly string[]): string[] {
  return words.filter(
    (word) =>
      word.length >= 2 && !/^\p{N}+$/u.test(word) && bestTokenSimilarity(word, said) < SAME_WORD_SIMILARITY,
  );
}

/** Collections of items: a description of one says what it is ("table", "list", "menu"). */
const COLLECTION_ROLES: ReadonlySet<string> = new Set([
  'table',
  'grid',
  'treegrid',
  'rowgroup',
  'list',
  'tree',
  'menu',
  'menubar',
  'tablist',
]);

/** Roles of one choice among fixed options: their labels are the options, not live data. */
const CHOICE_ROLES = new Set(['radio', 'option', 'menuitemradio']);

/**
 * The numbers a choice's name says outside brackets that the description does not: "Gold 75k"
 * is another option than "Gold", where "Cart (3)" or a filter's "Shoes (12)" is a count.
 */
function choiceNumbersUnsaid(profile: ElementProfile, said: readonly string[]): string[] {
  if (!CHOICE_ROLES.has(profile.tokens.role ?? '')) return [];
  const unbracketed = nameTextOf(profile).replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
  return tokenize(unbracketed).filter((word) => /^\p{N}+$/u.test(word) && !said.includes(word));
}

/** The words a plain element shows: its name's, or its text's when it has none (a `<div>`). */
function plainWords(profile: ElementProfile): readonly string[] {
  const words = nameWordsOf(profile);
  return words.length > 0 ? words : profile.tokens.textTokens;
}

/** Words of the element's own text (what a text locator reads) that the evidence does not say. */
function textWordsNotInEvidence(profile: ElementProfile, said: readonly string[]): string[] {
  if (normalizeWhitespace(profile.element.text) === normalizeWhitespace(nameTextOf(profile)))
    return wordsNotInEvidence(profile, said);
  return unsaid(profile.tokens.textTokens, said);
}

/** The words a name adds are at least half as many as the words it shares with the evidence. */
function addsAsMuchAsItShares(nameWords: readonly string[], extra: readonly string[]): boolean {
  return extra.length * 2 >= nameWords.length - extra.length;
}

/**
 * The attributes the broken locators read a label from, when every label they named was one
 * (`//input[@placeholder="…"]`, getByPlaceholder, getByTitle); none when one read the text, the
 * accessible name or a getByLabel label.
 */
function attributesReadAsLabel(locators: readonly LocatorSighting[]): string[] {
  const attributes: string[] = [];
  for (const sighting of locators) {
    for (const clue of sighting.evidence.clues) {
      if (clue.kind === 'text' || (clue.kind === 'role' && clue.name !== undefined)) return [];
      if (clue.kind !== 'name') continue;
      if (clue.attribute === undefined) return [];
      if (!attributes.includes(clue.attribute)) attributes.push(clue.attribute);
    }
  }
  return attributes;
}

/** The first of `attributes` the element carries with words in it, and its value. */
function attributeLabelOf(
  element: WebElement,
  attributes: readonly string[],
): { attribute: string; value: string } | undefined {
  for (const attribute of attributes) {
    const value = element.attributes[attribute];
    if (value !== undefined && value.trim() !== '') return { attribute, value };
  }
  return undefined;
}

/**
 * The text an element shows when its name is read from its content (no aria-label, labelledby or
 * title of its own) and starts with that text, then goes on with words it does not show (a
 * child's title or alt); undefined otherwise.
 */
function unseenNameTail(element: WebElement, profile: ElementProfile): string | undefined {
  const { attributes } = element;
  if (
    attributes['aria-label'] !== undefined ||
    attributes['aria-labelledby'] !== undefined ||
    attributes.title !== undefined
  )
    return undefined;
  return profile.tokens.shownLabel;
}

/**
 * The words of the element's name; for a hidden element, which has no accessible name, the name it
 * would have when shown (its text: a hidden "Learn more" link still reads "learn more").
 */
function nameWordsOf(profile: ElementProfile): readonly string[] {
  const { tokens } = profile;
  // Its words as written: the label is lowercased, and "iphone" is not how "iPhone" tokenizes.
  return tokens.nameTokens.length === 0 && profile.hidden
    ? tokenize(profile.hiddenName).slice(0, MAX_HIDDEN_NAME_WORDS)
    : tokens.nameTokens;
}

/** Words of a hidden element's name read as its name (a link's, not a whole closed menu's). */
const MAX_HIDDEN_NAME_WORDS = 12;
/**
 * The readings a label joins with slashes ("State / Province", "Email/Username"), each with words;
 * none for a label with no slash, or where a part is not words ("1/2", a path or an address).
 */
function alternativesOf(label: string): string[] {
  if (!label.includes('/') || label.includes('//')) return [];
  const parts = label.split('/').map((part) => part.trim());
  return parts.length >= 2 && parts.every((part) => /^\p{L}[\p{L}\p{M}' -]*$/u.test(part)) ? parts : [];
}

function nameTextOf(profile: ElementProfile): string {
  const { tokens } = profile;
  return tokens.name === '' && profile.hidden ? profile.hiddenName : tokens.name;
}

/** Lowercase words of a text, small words included (the exact-wording checks). */
function literalWords(text: string): string[] {
  // camelCase names are words too: "clearLocalStorage" reads "clear local storage".
  return lowercaseWords(text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));
}

/** The words that are not stop words ("your", "the", "of"…). */
function withoutSmallWords(words: readonly string[]): string[] {
  return words.filter((word) => !STOP_WORDS.has(word));
}

/** True when `words` occur in `within` in order, with other words between them allowed. */
function isSubsequence(words: readonly string[], within: readonly string[]): boolean {
  let at = 0;
  for (const word of within) if (word === words[at]) at += 1;
  return at === words.length;
}

/**
 * Texts a broken locator reads (`:has-text("for Android")`, `text=…`, a role's name) that the
 * description says word for word too: two sources agree on the element's exact wording.
 */
interface AgreedName {
  readonly words: readonly string[];
  /** The locator matched that wording exactly (`exact: true`, `text="…"`), not as a substring. */
  readonly exact: boolean;
  /** A text locator's wording: it read the element's text, not its accessible name. */
  readonly byText: boolean;
}

function namesAgreedOn(evidence: Evidence): AgreedName[] {
  const said = ` ${literalWords(evidence.description.source).join(' ')} `;
  const agreed: AgreedName[] = [];
  for (const sighting of evidence.locators) {
    for (const clue of sighting.evidence.clues) {
      const words = literalWords(wordingOf(clue) ?? '');
      const exact = 'exact' in clue && clue.exact;
      if (words.length >= 2 && said.includes(` ${words.join(' ')} `))
        agreed.push({ words, exact, byText: clue.kind === 'text' });
    }
  }
  return agreed;
}

/**
 * The words a shortened label dropped are what its section already says ("Title" for "Task
 * title:" in the form headed "Add new to-do item"): the qualifier went because the place says it,
 * not a sibling told apart by it.
 */
function droppedForSection(
  words: readonly string[],
  name: readonly string[],
  profile: ElementProfile,
): boolean {
  const dropped = tokenize(words.filter((word) => !name.includes(word)).join(' '));
  const around = profile.tokens.sectionTokens;
  return (
    dropped.length > 0 && dropped.every((word) => bestTokenSimilarity(word, around) >= SAME_WORD_SIMILARITY)
  );
}

/**
 * A named control whose whole name is only part of a wording the locator and the description agree
 * on ("Android" for `:has-text("for Android")` and "for Android link"), or that wording with words
 * inserted: a refactor that only drops or inserts words is rare, a sibling named with fewer or
 * more words ("Android" beside "for Android", "clearAllLocalStorage" beside "clearLocalStorage")
 * is common.
 */
function partOfAgreedName(profile: ElementProfile, agreed: readonly AgreedName[]): string | undefined {
  if (agreed.length === 0 || !isNamedControlRole(profile.role)) return undefined;
  // A text locator read the text ("log in" on a link aria-labelledby "To view or add a comment, sign in"),
  // text CSS hides included ("13 <span class=hidden-sm>responses</span>").
  const readAs = new Map<boolean, string[]>();
  const wordsReadAs = (byText: boolean): string[] => {
    let words = readAs.get(byText);
    if (words === undefined) {
      words = literalWords(byText ? locatorTextOf(profile.element) : nameTextOf(profile));
      readAs.set(byText, words);
    }
    return words;
  };
  for (const { words, exact, byText } of agreed) {
    const name = wordsReadAs(byText);
    if (name.length === 0) continue;
    const phrase = ` ${name.join(' ')} `;
    const wording = ` ${words.join(' ')} `;
    if (words.length > name.length && wording.includes(phrase) && !droppedForSection(words, name, profile))
      return `the locator and the description read "${words.join(' ')}", and it reads only "${name.join(' ')}"`;
    // …or words inserted into it ("clearAllLocalStorage" for "clearLocalStorage"): a sibling. Only
    // small words inserted ("Forgot your password?" for "Forgot password?") is the same wording.
    if (
      words.length < name.length &&
      !phrase.includes(wording) &&
      isSubsequence(words, name) &&
      !` ${withoutSmallWords(name).join(' ')} `.includes(` ${withoutSmallWords(words).join(' ')} `)
    )
      return `the locator and the description read "${words.join(' ')}", and it reads "${name.join(' ')}"`;
    // …or, when the locator matched the wording exactly, two more words after or before it (the
    // article's caption link "… out today Engadget on MSN" beside its deleted thumbnail link).
    const added = name.filter((word) => !/^\p{N}+$/u.test(word)).length - words.length;
    if (exact && added >= 2 && phrase.includes(wording))
      return `the locator read exactly "${words.join(' ')}", and it reads "${name.join(' ')}"`;
  }
  return undefined;
}

/** Tags that caption or label other content and are never themselves a control. */
const CAPTION_TAGS = new Set(['legend', 'caption', 'figcaption', 'dt']);

/** Native control tags: a locator that named one was written for a control. */
const CONTROL_TAGS = new Set(['a', 'button', 'input', 'select', 'textarea']);
const NOT_THE_NAMED_CONTROL =
  'the locator and the description name a control, and it is plain content that only reads alike';
/** Roles a plain element can never stand in for (kinds of form control). */
const FORM_CONTROL_ROLES: ReadonlySet<string> = new Set([
  'checkbox',
  'radio',
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'switch',
  'slider',
  'spinbutton',
]);
/** Roles a person types into: what "field" and "search box" name. */
const TEXT_ENTRY_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox']);

/** Editable content (`contenteditable`, not `="false"`): a rich-text field without a role. */
function isEditable(element: WebElement): boolean {
  const editable = element.attributes.contenteditable;
  return editable !== undefined && editable.toLowerCase() !== 'false';
}

/**
 * A field inside an element that is no <label> (which may wrap its own input): a part of the form
 * around fields ("Full name … Timezone … Save changes"), not the label or caption described.
 */
function holdsField(element: WebElement): boolean {
  if (element.tag === 'label') return false;
  const elements = element.page.elements;
  const end = Math.min(element.end, element.index + MAX_CONTROL_DESCENDANTS);
  for (let i = element.index + 1; i <= end; i++) if (isField(elements[i]!)) return true;
  return element.end > end;
}
const HOLDS_FIELDS =
  'it holds form fields: a part of the form, not the label or caption the description names';

/** Fields whatever role they compute; a hidden input is form data, not a field. */
function isField(element: WebElement): boolean {
  if (element.tag === 'input') return (element.attributes.type ?? '').toLowerCase() !== 'hidden';
  return element.tag === 'select' || element.tag === 'textarea';
}
const NOT_A_FORM_CONTROL = 'the description names a kind of form control, and it is plain content';
/** A plain element (no role, no sign of a click handler) keeps this share when a control is described. */
const NOT_A_CONTROL_FACTOR = 0.6;

/**
 * The description names a control, and a plain element (a span of text) sits inside a control
 * that was set aside (its name adds words the evidence does not say) or that the description
 * contradicts (twitter's follow button, whose "Unblock" says the opposite of "Block"): that text
 * is part of the control, and no more the element described than the control is. A class that
 * only says so (`button-text`) is no click handler of its own.
 */
function withoutTextOfSetAside(
  ranked: ScoredCandidate[],
  contradicted: readonly ScoredCandidate[],
): ScoredCandidate[] {
  const setAside = new Map<WebElement, ScoredCandidate>();
  for (const candidate of [...ranked, ...contradicted])
    if (!candidate.eligible && !notAControl(candidate.profile))
      setAside.set(candidate.profile.element, candidate);
  if (setAside.size === 0) return ranked;
  return ranked.map((candidate) => {
    if (
      !candidate.eligible ||
      candidate.survivingLocator !== undefined ||
      !notAControl(candidate.profile) ||
      hasClickHandler(candidate.profile.element)
    )
      return candidate;
    const control = enclosingControl(candidate.profile.element);
    const aside = control && setAside.get(control);
    if (!aside) return candidate;
    return {
      ...candidate,
      eligible: false,
      ineligibleReason: `it is text inside ${control.role} "${control.name}", which was set aside (${aside.ineligibleReason})`,
    };
  });
}

/** Levels up a plain element's text may sit inside the control it names. */
const TEXT_IN_CONTROL_LEVELS = 3;

/** The control (a widget role other than a list or a grid's cell) a plain element sits in, a few levels up. */
function enclosingControl(element: WebElement): WebElement | undefined {
  let ancestor = element.parent;
  for (let depth = 0; ancestor && depth < TEXT_IN_CONTROL_LEVELS; depth++) {
    const role = ancestor.role;
    if (role !== undefined && role !== 'listbox' && role !== 'gridcell' && WIDGET_ROLES.has(role))
      return ancestor;
    ancestor = ancestor.parent;
  }
  return undefined;
}

/** True for plain content: no role, or a role that is not a control of any kind (a label is judged apart). */
function notAControl(profile: ElementProfile): boolean {
  return isPlainRole(profile.element.role) && profile.element.tag !== 'label';
}

/** Attributes and class words that say a plain element is clicked (a div with a click handler). */
const CLICKABLE_CLASS = /(^|[\s_-])(btn|button|link|clickable|action|toggle|tab|trigger|cta)($|[\s_-])/i;

/** Attributes that give a plain element a click handler or focus of its own. */
function hasClickHandler(element: WebElement): boolean {
  const attributes = element.attributes;
  if (attributes.tabindex !== undefined || attributes.contenteditable !== undefined) return true;
  for (const name in attributes) if (name.startsWith('on') || name.startsWith('data-action')) return true;
  return false;
}

/** A plain element with a click handler, or a class word, closed root or custom tag that says it is clicked. */
function looksClickable(element: WebElement): boolean {
  const attributes = element.attributes;
  if (hasClickHandler(element)) return true;
  return (
    CLICKABLE_CLASS.test(attributes.class ?? '') ||
    element.hasClosedShadowRoot ||
    (element.tag.includes('-') && !CONTENT_HOLDER_TAIL.test(element.tag))
  );
}

/**
 * A custom element may be a control (`<sl-button>`, `<ytd-toggle-button-renderer>`), unless the
 * last word of its name says it holds content: `<poll-include-fragment>` loads a fragment,
 * `<relative-time>` shows a date, `<yt-formatted-string>` text, `<tab-container>` holds tabs.
 */
const CONTENT_HOLDER_TAIL =
  /-(fragment|time|ago|tooltip|spinner|loader|layout|container|provider|manager|repeat|if|template|string|avatar|badge|query)$/;

const PLAIN_CELL =
  'a table cell with no sign of a click handler shows data, it is not the kind of control the description names';

/**
 * A `<td>` (role cell, no role of its own) the description calls a control ("Edit button"): the
 * button family takes cells in for clickable ones (a calendar's date cell), and a cell with no
 * click handler, tabindex or clickable class is the row's data ("Editor"), not its button.
 */
function plainCellAsControl(profile: ElementProfile, description: DescriptionModel): boolean {
  const element = profile.element;
  return (
    element.role === 'cell' &&
    element.attributes.role === undefined &&
    description.roleFamilies.length > 0 &&
    !description.roleFamilies.some((family) => family[0] === 'cell' || family[0] === 'table') &&
    !looksClickable(element)
  );
}

/** A descendant count above which a generic element is a layout container, not a control. */
const MAX_CONTROL_DESCENDANTS = 300;

/**
 * A generic element (div, span, li without a widget role) that contains a control of the kind
 * the description names is that control's container, not the control ("Cookies link" is the
 * link, not the #navbar div around it); one that holds a heading, with no sign of a click handler,
 * is a section when the description names only kinds of control.
 */
function containsNamedControl(profile: ElementProfile, description: DescriptionModel): string | undefined {
  if (description.roleFamilies.length === 0) return undefined;
  if (!isPlainRole(profile.role)) return undefined;
  const { element } = profile;
  const elements = element.page.elements;
  if (element.end - element.index > MAX_CONTROL_DESCENDANTS)
    return 'it is a large container, not the control the description names';
  // A plain element with a heading inside, and no sign of a click handler, is a section of the
  // page when the description names only kinds of control: the "Search" section around a deleted
  // "Search" button says "search" in its id and its heading, and is still no button.
  const section =
    description.roleFamilies.every((family) => WIDGET_ROLES.has(family[0] ?? '')) && !looksClickable(element);
  for (let i = element.index + 1; i <= element.end; i++) {
    const inner = elements[i]!.role;
    if (inner !== undefined && description.roleFamilies.some((family) => family.includes(inner)))
      return `it contains a ${inner}, the kind of control the description names, rather than being one`;
    if (section && inner === 'heading')
      return 'it holds a heading and shows no sign of a click handler: a section of the page, not the control the description names';
  }
  return undefined;
}

/**
 * The description names the element by what its type makes it ("submit button of the login form",
 * "email field"), and it is the only one of that kind in its form: whatever its label now says
 * ("Continue" for "Sign In", a placeholder "you@example.com" for "Email"), it is the one meant.
 */
function namedByUniqueKind(
  description: DescriptionModel,
  profile: ElementProfile,
  labelWords: readonly string[],
): boolean {
  const { element } = profile;
  const kind = kindWordsOf(element.tag, element.attributes);
  if (kind === undefined || description.headWords.length === 0) return false;
  // A name that keeps a word of the old label and changes the rest ("Submit (tooltip)" for
  // "Submit (browser default)") is a sibling's, not the old label replaced ("Sign In" → "Continue").
  if (nameWordsOf(profile).some((word) => labelWords.includes(word))) return false;
  const kindTokens = tokenize(kind);
  // Every word of the head, asides in brackets too ("Submit (tooltip) button" names one submit
  // button among several), is the kind or the control's kind of control.
  const said = tokenize(description.headWritten.join(' ')).filter(
    (word) => rolesForWord(word) === undefined && !OPTIONAL_WORDS.has(word),
  );
  if (said.length === 0 || !said.every((word) => kindTokens.includes(word))) return false;
  // And the form the description places it in is this one, every word of it ("submit for the
  // browser default validation form" is not the tooltip validation form's submit button).
  // A form's button says what the form is for ("Register" in "the register form").
  const place = description.sectionWords.filter((word) => !OPTIONAL_WORDS.has(word));
  const around = [...profile.tokens.sectionTokens, ...profile.tokens.nameTokens];
  if (!place.every((word) => bestTokenSimilarity(word, around) >= SAME_WORD_SIMILARITY)) return false;
  const form = enclosingForm(element);
  if (!form) return false;
  const elements = element.page.elements;
  for (let i = form.index + 1; i <= form.end; i++) {
    const other = elements[i]!;
    if (other !== element && other.tag === element.tag && kindWordsOf(other.tag, other.attributes) === kind)
      return false;
  }
  return true;
}

/**
 * True when every wording the locator matches by (a substring `getByPlaceholder('State')`,
 * `getByRole('button', { name: 'Save' })`, `text=Save`) reads on the element only as part of a
 * longer label: none of its name, text or the attribute the locator read says it whole.
 */
function landsLoosely(evidence: LocatorEvidence, element: WebElement): boolean {
  const loose = evidence.clues.filter(
    (clue) => wordingOf(clue) !== undefined && 'exact' in clue && !clue.exact,
  );
  if (loose.length === 0) return false;
  const same = (reading: string | undefined, value: string): boolean =>
    reading !== undefined && normalizeWhitespace(reading).toLowerCase() === value;
  return loose.every((clue) => {
    const value = normalizeWhitespace(wordingOf(clue)!).toLowerCase();
    const attribute = clue.kind === 'name' ? clue.attribute : undefined;
    return (
      !same(element.name, value) &&
      !same(element.text, value) &&
      !(attribute !== undefined && same(element.attributes[attribute], value))
    );
  });
}

/**
 * The control tags and roles the locators named (`//a[…]`, `getByRole('button')`): broken ones,
 * and ones that still match, which a reorder may have led to another element of that kind
 * (`//div[@id='toc']/ul/li[5]/a` now on the fifth entry's link): either way the target was one.
 */
interface HeldKinds {
  readonly tags: ReadonlySet<string>;
  readonly roles: ReadonlySet<string>;
}

function heldControlKinds(sightings: readonly LocatorSighting[]): HeldKinds {
  const tags = new Set<string>();
  const roles = new Set<string>();
  for (const sighting of sightings) {
    for (const clue of sighting.evidence.clues) {
      if (clue.kind === 'tag' && CONTROL_TAGS.has(clue.value)) tags.add(clue.value);
      if (clue.kind === 'role' && !isPlainRole(clue.role)) roles.add(clue.role);
    }
  }
  return { tags, roles };
}

/** Levels above an element looked at for the control it is a part of (an icon in a span in a link). */
const MAX_PART_DEPTH = 3;

/**
 * A container (a `<details>`, a list item, a cell, a div) holding an element of the very kind the
 * broken locator named is that element's container, not the element: github's closed "Add file"
 * `<details>` reads "… Create new file Upload files", and the broken `//a[contains(@href,
 * 'upload/master')]` was the `<a>` inside it, never the disclosure. Nor is a part inside one.
 */
function containsHeldKind(profile: ElementProfile, held: HeldKinds): string | undefined {
  if (held.tags.size === 0 && held.roles.size === 0) return undefined;
  const { element } = profile;
  const role = element.role;
  if ((role !== undefined && (WIDGET_ROLES.has(role) || held.roles.has(role))) || held.tags.has(element.tag))
    return undefined;
  // And the image or text inside such an element is part of it (sanwa's header link to 採用情報
  // shows an image whose alt says 採用情報: the broken `a[href=…]` was the link).
  let ancestor = element.parent;
  for (let depth = 0; ancestor && depth < MAX_PART_DEPTH; depth++, ancestor = ancestor.parent) {
    if (held.tags.has(ancestor.tag) || (ancestor.role !== undefined && held.roles.has(ancestor.role)))
      return `it is inside a ${held.tags.has(ancestor.tag) ? `<${ancestor.tag}>` : ancestor.role}, the kind of element the broken locator named: a part of it, not it`;
  }
  const elements = element.page.elements;
  const end = Math.min(element.end, element.index + MAX_CONTROL_DESCENDANTS);
  for (let i = element.index + 1; i <= end; i++) {
    const inner = elements[i]!;
    if (held.tags.has(inner.tag) || (inner.role !== undefined && held.roles.has(inner.role)))
      return `it contains a ${held.tags.has(inner.tag) ? `<${inner.tag}>` : inner.role}, the kind of element the broken locator named, rather than being one`;
  }
  return undefined;
}

function sumOf(features: Record<string, number>, prefix: string): number {
  let sum = 0;
  for (const key in features)
    if (key.startsWith(prefix) && key !== `${prefix}precision`) sum += features[key]!;
  return sum;
}

function roundAll(features: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of Object.keys(features).sort()) out[key] = round(features[key]!);
  return out;
}

/** Words from which a text a locator filtered by names one element, not a family of them. */
const LONG_FILTER_WORDS = 4;

/**
 * The element's text opens with a long text a broken filter asked for loosely ("My 300-day
 * self-care journey" of the title "My 300-day self-care journey: what I learned…"): the filter
 * quoted the start of its text, so the rest is not a word added since. Not a container whose
 * text holds it somewhere (a board lane around the card).
 */
function quotesLongText(element: WebElement, looseTexts: readonly string[]): boolean {
  if (looseTexts.length === 0) return false;
  const text = normalizeWhitespace(element.text).toLowerCase();
  return looseTexts.some(
    (value) => splitWords(value).length >= LONG_FILTER_WORDS && text.startsWith(value.toLowerCase()),
  );
}

/** Three or more written words: a text that names one thing on a page, not a recurring label. */
function isSentence(text: string): boolean {
  return splitWords(text).length >= 3;
}
