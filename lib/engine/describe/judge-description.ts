/**
 * judgeDescription: how well an element fits a description, as per-feature coverages (0..1) and a
 * verdict. The one place that decides "contradicts": the shortlist (an element the description
 * contradicts earns nothing) and matchDescription (the fixture's live intact check) both call it.
 *
 * Contradiction is kept narrow, because a false "contradicts" throws away an intact locator:
 * - the description names a kind of control and the element has a known role outside every
 *   family it names ("the Email field" on a button);
 * - the description asks for one of a pair of opposites and the element is named with the
 *   other, without the first ("Add to cart" on a "Remove" button);
 * - the description names one thing in the singular, with no count, and the element counts those
 *   things ("Comment link" on a "48 Comments" link);
 * - a short description that names a kind of control shares no word with a named control's
 *   name, text, labels or section ("Login button" on a "Cancel" button).
 * Vague descriptions that share no word with the element are neutral, not contradictions.
 */
import { dictionary } from '../text/dictionary.js';
import { bestTokenSimilarity, tokenCoverage } from '../text/similarity.js';
import { normalizeWord, tokenize } from '../text/tokenize.js';
import { AGREE_COVERAGE, SAME_WORD_SIMILARITY } from '../weights.js';
import { type DescriptionModel, type DescriptionWord, PURPOSE_WORDS } from './analyze-description.js';
import type { ElementTokens } from './element-tokens.js';
import { COLOUR_WORDS, CONTAINER_KIND_WORDS } from './role-words.js';

export type DescriptionVerdict = 'agrees' | 'neutral' | 'contradicts';

export interface DescriptionFeatures {
  /** Share of the description's words the accessible name says. */
  readonly name: number;
  /** … visible text and text attributes say. */
  readonly text: number;
  /** … identifiers (test ids, id, name, classes) say. */
  readonly identifiers: number;
  /** 1 when the description names the element's role family. */
  readonly role: number;
  /** 1 when the element's whole name appears in the description. */
  readonly phrase: number;
  /** Share of the description's words explained only by the element's section. */
  readonly section: number;
  /** Share of the element's own name the description mentions. */
  readonly precision: number;
}

export interface DescriptionJudgement {
  readonly verdict: DescriptionVerdict;
  /** Overall fit in 0..1 (0 when contradicted). */
  readonly score: number;
  /** Share of the description's words explained by the element or its section. */
  readonly coverage: number;
  readonly features: DescriptionFeatures;
  /** Why it contradicts (for rationales), when it does. */
  readonly contradiction?: string;
}

export const NO_FEATURES: DescriptionFeatures = {
  name: 0,
  text: 0,
  identifiers: 0,
  role: 0,
  phrase: 0,
  section: 0,
  precision: 0,
};

/** True when a known role sits outside every role family the description names. */
function roleContradiction(description: DescriptionModel, role: string | undefined): boolean {
  if (description.roleFamilies.length === 0 || role === undefined) return false;
  if (role === 'generic' || role === 'none' || role === 'presentation' || role === 'group') return false;
  return !description.roleFamilies.some((family) => family.includes(role));
}

function antonymContradiction(description: DescriptionModel, element: ElementTokens): string | undefined {
  // Nameless and textless, it is called by its label attributes (a web component's `label`).
  const named =
    element.nameTokens.length > 0
      ? element.nameTokens
      : element.textTokens.length > 0
        ? element.textTokens
        : element.attributeTokens;
  // The opposites are the description's own (worked out once): a candidate only looks them up.
  for (const { word, opposites } of description.opposites) {
    if (named.includes(word)) continue;
    for (const opposite of opposites)
      if (named.includes(opposite)) return `asks for "${word}" but the element says "${opposite}"`;
  }
  return undefined;
}

/** Words that ask for a field with nothing in it. */
const EMPTY_WORDS = ['empty', 'blank'] as const;

/** A field that holds a value, described as empty ("the empty input with the … placeholder"). */
function fillContradiction(description: DescriptionModel, element: ElementTokens): string | undefined {
  if (element.filled !== true) return undefined;
  const word = EMPTY_WORDS.find((empty) => description.wordSet.has(empty));
  return word === undefined ? undefined : `asks for "${word}" but the field holds a value`;
}

/** Cardinal numbers spelled out, by value: labels that count ("Option one", "Step two"). */
const NUMBER_NAMES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
] as const;
const SPELLED_NUMBERS: ReadonlyMap<string, number> = new Map(
  NUMBER_NAMES.map((word, value) => [word, value]),
);
/** Words before "one" that make it a pronoun ("the one labelled Save"), not a count. */
const PRONOUN_ONE_BEFORE: ReadonlySet<string> = new Set([
  'the',
  'this',
  'that',
  'a',
  'any',
  'each',
  'every',
  'which',
  'only',
  'another',
  'no',
]);

/** The spelled-out numbers the description counts with, as written (a pronoun "one" is not one). */
function spelledNumbersOf(source: string): Set<number> {
  const written = source.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const numbers = new Set<number>();
  for (let i = 0; i < written.length; i++) {
    const value = SPELLED_NUMBERS.get(written[i]!);
    if (value === undefined) continue;
    if (value === 1 && (PRONOUN_ONE_BEFORE.has(written[i - 1] ?? '') || written[i + 1] === 'of')) continue;
    numbers.add(value);
  }
  return numbers;
}

/**
 * The description counts with a spelled-out number ("Option one radio button") and the element is
 * named with another, without the first ("Option two"): a sibling of a numbered set, not the
 * target. Digits are left out: a name's digits are often data (a count in "Cart (3)").
 */
function numberContradiction(description: DescriptionModel, element: ElementTokens): string | undefined {
  const named = element.nameTokens.length > 0 ? element.nameTokens : element.textTokens;
  const inName = new Set<number>();
  for (const token of named) {
    const value = SPELLED_NUMBERS.get(token);
    if (value !== undefined) inName.add(value);
  }
  if (inName.size === 0) return undefined;
  const asked = spelledNumbersOf(description.source);
  for (const value of asked) {
    if (inName.has(value)) continue;
    const other = [...inName].find((number) => !asked.has(number));
    if (other !== undefined)
      return `asks for "${NUMBER_NAMES[value]}" but the element says "${NUMBER_NAMES[other]}"`;
  }
  return undefined;
}

/** A name that is a count of one kind of thing: "48 Comments", "1.2K Likes", "Replies (3)". */
const COUNT_OF_THINGS = /^(?:\d[\d,.]*[kKmM]?\s+(\p{L}+)|(\p{L}+)\s*\(\d[\d,.]*[kKmM]?\))$/u;

/**
 * The description names a thing in the singular with no count ("Comment link") and the element
 * counts those things ("48 Comments", by its name or, nameless, the text it shows): a post's
 * "Comment", "Like" and "Share" actions sit beside the links that count them, and the count is
 * not the action. A description that says the plural ("Comments link") or a number ("48 Comments
 * link") names the count, and is left alone.
 *
 * @example
 * countContradiction(analyzeDescription('Comment link'), tokenizeElement({ tag: 'a', role: 'link', name: '48 Comments', attributes: {} }))
 * // 'asks for "comment" but the element counts comments ("48 Comments")'
 */
function countContradiction(description: DescriptionModel, element: ElementTokens): string | undefined {
  if (description.headWords.length !== 1) return undefined;
  // Its name, or the text it shows when it has none (a page hidden until a script shows it).
  const counted = COUNT_OF_THINGS.exec(element.label);
  if (!counted) return undefined;
  const things = (counted[1] ?? counted[2]!).toLowerCase();
  const thing = normalizeWord(things);
  // Counted in the plural; the description's one word is that thing, not written in the plural.
  if (things === thing || thing !== description.headWords[0] || description.headWritten.includes(things))
    return undefined;
  if (description.headWritten.some((word) => /\d/.test(word))) return undefined;
  return `asks for "${thing}" but the element counts ${things} ("${element.name.trim() || element.label}")`;
}

/** Roles whose accessible name is what a person reads on the control. */
const NAMED_CONTROLS = new Set([
  'button',
  'link',
  'tab',
  'menuitem',
  'checkbox',
  'radio',
  'option',
  'switch',
  // Fields are named by their labels ("E-mail address field"); a select's text is its options.
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'spinbutton',
  'slider',
]);
/** True for a role whose accessible name is what a person reads on it (a button, a link, a field). */
export function isNamedControlRole(role: string | undefined): boolean {
  return role !== undefined && NAMED_CONTROLS.has(role);
}

/**
 * Names made of one symbol, read as the words people use for them: a "×" button is a close
 * button, not the "Privacy" button whose id it now carries.
 */
const SYMBOL_NAMES: Readonly<Record<string, readonly string[]>> = dictionary({
  '×': ['close', 'dismiss', 'clear', 'remove', 'delete', 'x'],
  '✕': ['close', 'dismiss', 'clear', 'remove', 'delete', 'x'],
  '✖': ['close', 'dismiss', 'clear', 'remove', 'delete', 'x'],
  '+': ['add', 'plus', 'new', 'increase', 'more', 'expand', 'create'],
  '−': ['remove', 'minus', 'decrease', 'less', 'collapse'],
  '-': ['remove', 'minus', 'decrease', 'less', 'collapse'],
  '☰': ['menu', 'navigation', 'nav', 'hamburger', 'toggle'],
  '…': ['more', 'options', 'menu', 'actions'],
  '⋮': ['more', 'options', 'menu', 'actions'],
  '‹': ['previous', 'prev', 'back'],
  '›': ['next', 'forward'],
  '«': ['previous', 'prev', 'back', 'first'],
  '»': ['next', 'forward', 'last'],
  '←': ['previous', 'prev', 'back'],
  '→': ['next', 'forward'],
  '⚙': ['settings', 'gear', 'cog', 'options', 'preferences', 'configuration'],
  '🔍': ['search', 'find', 'magnifier'],
  '🔎': ['search', 'find', 'magnifier'],
  '✎': ['edit', 'pencil'],
  '✏': ['edit', 'pencil'],
  '🗑': ['delete', 'remove', 'trash', 'bin'],
  '★': ['star', 'favorite', 'favourite'],
  '☆': ['star', 'favorite', 'favourite'],
  '♥': ['like', 'favorite', 'favourite', 'heart', 'love'],
  '❤': ['like', 'favorite', 'favourite', 'heart', 'love'],
  '↻': ['refresh', 'reload'],
  '⟳': ['refresh', 'reload'],
  '🔄': ['refresh', 'reload'],
  '🛒': ['cart', 'basket'],
  '🔔': ['notifications', 'bell', 'alerts'],
  '✓': ['done', 'confirm', 'ok', 'check', 'complete'],
  '✔': ['done', 'confirm', 'ok', 'check', 'complete'],
});

/** The words a glyph label says ("⚙️" is settings), its emoji presentation selector ignored. */
export function symbolWords(label: string): readonly string[] | undefined {
  return SYMBOL_NAMES[label.replace(/[\uFE0E\uFE0F]/g, '').trim()];
}

/** Descriptions longer than this are prose, not a name: they never contradict by name. */
const MAX_NAMING_WORDS = 6;

/**
 * A short description that names a kind of control ("Login button") contradicts a named control
 * ("Cancel") when none of its words is on the control: not in its name, text, label attributes
 * or section. Identifiers do not count: a surviving id on the wrong button is exactly the case.
 */
function nameContradiction(
  description: DescriptionModel,
  element: ElementTokens,
  targetKeepsLabel: boolean,
): string | undefined {
  if (
    description.roleFamilies.length === 0 ||
    element.role === undefined ||
    !NAMED_CONTROLS.has(element.role)
  )
    return undefined;
  const nameWords = element.nameTokens.length > 0 ? element.nameTokens : symbolWords(element.label);
  if (!nameWords) return undefined;
  const content = description.headWords;
  if (content.length === 0 || content.length > MAX_NAMING_WORDS) return undefined;
  // When the description names the section separately ("Edit button in the row for …"), the head
  // words must be on the control itself: the row's text holds its neighbours' names too.
  const own = [...nameWords, ...element.textTokens, ...element.attributeTokens];
  if (content.some((word) => bestTokenSimilarity(word, own) >= SAME_WORD_SIMILARITY)) return undefined;
  // A link reworded but still opening the page the description and the broken locator's label
  // name ("Kanban link" for "Task Board" that opens `./pages/kanban.html`): that page is what it is.
  if (
    targetKeepsLabel &&
    content.every((word) => bestTokenSimilarity(word, element.targetTokens) >= SAME_WORD_SIMILARITY)
  )
    return undefined;
  // A purpose word is optional because labels seldom show it; one that does ("Sorted by Best" for
  // the "comment sort dropdown") is named by it.
  if (
    description.headOptional.some(
      (word) => PURPOSE_WORDS.has(word) && bestTokenSimilarity(word, nameWords) >= SAME_WORD_SIMILARITY,
    )
  )
    return undefined;
  // Named by what the description calls its section: TodoMVC's checkbox beside its item's loose
  // `<label>Walk the dog</label>`, for the "Completion checkbox of the "Walk the dog" todo".
  if (
    description.sectionNamed &&
    nameWords.every((word) => bestTokenSimilarity(word, description.sectionWords) >= SAME_WORD_SIMILARITY)
  )
    return undefined;
  // The section is read only when the element itself says none of them (section words cost a walk up).
  if (
    !description.sectionNamed &&
    content.some((word) => bestTokenSimilarity(word, element.sectionTokens) >= SAME_WORD_SIMILARITY)
  )
    return undefined;
  return `it asks for "${content.join(' ')}" but the element is named "${element.name}"`;
}

/**
 * The word at `index` and the one before or after it, written as one, are a word of `tokens`
 * ("time zone" for "Timezone"): the element says both.
 *
 * @example
 * writtenAsOneWord(['time', 'zone'], 1, ['timezone']) // true
 */
export function writtenAsOneWord(
  words: readonly string[],
  index: number,
  tokens: readonly string[],
): boolean {
  const word = words[index]!;
  const before = words[index - 1];
  const after = words[index + 1];
  return (
    (before !== undefined && tokens.includes(before + word)) ||
    (after !== undefined && tokens.includes(word + after))
  );
}

/**
 * Where the element says each description word it writes joined with a neighbour (see
 * writtenAsOneWord): in its name, else in its text or label attributes.
 */
function joinedPairs(
  words: readonly DescriptionWord[],
  element: ElementTokens,
): ReadonlyMap<number, 'name' | 'text'> {
  const found = new Map<number, 'name' | 'text'>();
  if (words.length < 2) return found;
  const written = words.map((entry) => entry.word);
  for (let i = 0; i < written.length; i++) {
    if (writtenAsOneWord(written, i, element.nameTokens)) found.set(i, 'name');
    else if (
      writtenAsOneWord(written, i, element.textTokens) ||
      writtenAsOneWord(written, i, element.attributeTokens)
    )
      found.set(i, 'text');
  }
  return found;
}

/** Parts of a page a heading titles, named beside it ("step heading", "lane header", "panel title"). */
const TITLED_PARTS: ReadonlySet<string> = new Set([
  ...CONTAINER_KIND_WORDS,
  'step',
  'lane',
  'column',
  'stage',
]);

/** Controls a person names by the card, form or list they sit in ("Sent folder link"); not a list itself. */
const SECTION_NAMED_ROLES: ReadonlySet<string> = new Set([
  'link',
  'button',
  'tab',
  'menuitem',
  'treeitem',
  'checkbox',
  'radio',
  'switch',
  // "Task title input" in the form headed "Add new to-do item" for the field labelled "Title".
  'textbox',
  'searchbox',
  'combobox',
  'spinbutton',
  // "Garrett Winters' name cell": a cell is named by its column.
  'cell',
  'gridcell',
]);

/**
 * The description's head words (the ones naming the element, before "in the … section") that the
 * element does not say itself: not in its name, text, label attributes or test ids. Other
 * identifiers do not count (a surviving id or a shared row is exactly how the wrong element looks
 * right), nor does the section, but for a control whose description folds its card or list into
 * its name ("Sent folder link" in the "Folders" card); a test id is kept for tests and outlives a reworded label, and a
 * form's button is named by what it applies to ("Apply promo code" for "Apply" in the promo form). A camelCase head word ("ThatOnePlatypus") counts only when the element says it whole.
 *
 * @example
 * const d = analyzeDescription('Layout RTL link in the navigation');
 * headWordsMissing(d, tokenizeElement({ tag: 'a', role: 'link', name: 'Layout', attributes: {} })) // ['rtl']
 */
export function headWordsMissing(description: DescriptionModel, element: ElementTokens): string[] {
  const own = [
    ...element.nameTokens,
    ...element.textTokens,
    ...element.attributeTokens,
    ...element.testIdTokens,
    ...element.formTokens,
  ];
  // A glyph says its words: "←" is the back button. Only those words, not their synonyms: a "×"
  // dismisses, and a dialog's reworded "Cancel" beside it is another button.
  // So does a glyph it shows beside a worded name ("−" on the "Remove passenger" button is its minus).
  const glyph =
    (element.nameTokens.length === 0
      ? symbolWords(element.label)
      : element.glyph !== undefined
        ? symbolWords(element.glyph)
        : undefined) ?? [];
  // The description quotes its whole name ("'Preview blue theme' thumbnail button"): the words
  // around the quote say how it looks, and its name is the one described.
  if (element.label !== '' && description.quoted.includes(element.label)) return [];
  const head = description.headWords;
  let missing = head.filter(
    (word, index) =>
      // Two words the element writes as one ("Time zone" for its "Timezone") are said.
      bestTokenSimilarity(word, own) < SAME_WORD_SIMILARITY &&
      !glyph.includes(word) &&
      !writtenAsOneWord(head, index, own),
  );
  // A word the element's section says is said, once the element says a head word itself, when the
  // description folds the place into the name ("Sent folder link" in the card titled "Folders", no
  // place phrase) or its place phrase repeats the word as the place's name ("Drafts folder in the
  // Folders menu", "Save list button in the list dialog").
  const saysOwnHeadWord = missing.length < head.length;
  const foldsPlace = description.sectionNamed
    ? saysOwnHeadWord
      ? (word: string) => description.sectionWords.includes(word)
      : undefined
    : (saysOwnHeadWord || saysWrittenHeadWord(description, element)) &&
        (element.role !== undefined || element.labelledComponent)
      ? // A labelled web component with no role yet (`<vaadin-checkbox label="Dark">` in the "Theme
        // Variant" group) is named by its group as a control is: "Dark theme variant checkbox".
        element.role === undefined || SECTION_NAMED_ROLES.has(element.role)
        ? () => true
        : // A heading is named by the part of the page it titles ("Notification preferences step
          // heading" over the wizard's step): that word, where its section says it.
          element.role === 'heading'
          ? (word: string) => TITLED_PARTS.has(word)
          : undefined
      : undefined;
  if (missing.length > 0 && foldsPlace !== undefined)
    missing = missing.filter(
      (word) => !foldsPlace(word) || bestTokenSimilarity(word, element.sectionTokens) < SAME_WORD_SIMILARITY,
    );
  // A colour is optional ("the red button"), but naming one colour while the element is named with
  // another ("Preview yellow theme" for "Preview red theme") leaves it unexplained.
  for (const word of description.headOptional) {
    if (!COLOUR_WORDS.has(word) || element.nameTokens.includes(word)) continue;
    if (element.nameTokens.some((token) => token !== word && COLOUR_WORDS.has(token))) missing.push(word);
  }
  if (description.headCompounds.length > 0) {
    // A nameless element's label words (aria-label, placeholder, a loose label) say it too.
    const said = element.label !== '' ? element.label : element.attributeTokens.join('');
    const compact = said.replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
    for (const compound of description.headCompounds) if (!compact.includes(compound)) missing.push(compound);
  }
  return missing;
}

/**
 * The element's name says a word the description's head writes, a filler word too ("Title" for
 * "task title input": "title" names nothing on its own, but it is this field's whole name).
 */
function saysWrittenHeadWord(description: DescriptionModel, element: ElementTokens): boolean {
  if (element.nameTokens.length === 0) return false;
  const written = tokenize(description.headWritten.join(' '));
  return element.nameTokens.some((word) => written.includes(word));
}

/**
 * The judgement when the element's role alone contradicts the description (it names a different
 * kind of control), else undefined: what judgeDescription answers first, from the role only.
 *
 * @example
 * judgeRole(analyzeDescription('Email field'), 'button')?.verdict // 'contradicts'
 */
export function judgeRole(
  description: DescriptionModel,
  role: string | undefined,
): DescriptionJudgement | undefined {
  if (description.words.length === 0 || !roleContradiction(description, role)) return undefined;
  return {
    verdict: 'contradicts',
    score: 0,
    coverage: 0,
    features: NO_FEATURES,
    contradiction: `the description names a different kind of control than its role "${role}"`,
  };
}

/**
 * Judges one element against a description.
 *
 * @example
 * const d = analyzeDescription('Add to cart button');
 * judgeDescription(d, tokenizeElement({ tag: 'button', role: 'button', name: 'Remove', attributes: {} })).verdict
 * // 'contradicts'
 */
export function judgeDescription(
  description: DescriptionModel,
  element: ElementTokens,
  role: string | undefined = element.role,
  targetKeepsLabel = false,
): DescriptionJudgement {
  if (description.words.length === 0)
    return { verdict: 'neutral', score: 0, coverage: 0, features: NO_FEATURES };
  const byRole = judgeRole(description, role);
  if (byRole) return byRole;
  const antonym =
    fillContradiction(description, element) ??
    antonymContradiction(description, element) ??
    numberContradiction(description, element) ??
    countContradiction(description, element) ??
    nameContradiction(description, element, targetKeepsLabel);
  if (antonym !== undefined) {
    return { verdict: 'contradicts', score: 0, coverage: 0, features: NO_FEATURES, contradiction: antonym };
  }

  let counted = 0;
  let nameSum = 0;
  let textSum = 0;
  let identifierSum = 0;
  let explainedSum = 0;
  let sectionSum = 0;
  const joined = joinedPairs(description.words, element);
  for (const [index, { word, optional }] of description.words.entries()) {
    const pair = joined.get(index);
    const inName = pair === 'name' ? 1 : bestTokenSimilarity(word, element.nameTokens);
    const inText =
      pair === 'text'
        ? 1
        : Math.max(
            bestTokenSimilarity(word, element.textTokens) * element.textWeight,
            bestTokenSimilarity(word, element.attributeTokens),
          );
    const inIdentifiers = bestTokenSimilarity(word, element.identifierTokens);
    const own = Math.max(inName, inText, inIdentifiers);
    const inSection = own >= SAME_WORD_SIMILARITY ? 0 : bestTokenSimilarity(word, element.sectionTokens);
    const explained = Math.max(own, inSection);
    // Optional words count only when the element (or its section) carries them.
    if (optional && explained < SAME_WORD_SIMILARITY) continue;
    counted += 1;
    nameSum += inName;
    textSum += inText;
    identifierSum += inIdentifiers;
    explainedSum += explained;
    sectionSum += inSection > own ? inSection - own : 0;
  }
  const roleMatch =
    description.roleFamilies.length > 0 && role !== undefined && !roleContradiction(description, role)
      ? 1
      : 0;
  const ownName = element.nameTokens.length > 0 ? element.nameTokens : element.textTokens.slice(0, 12);
  const precision = ownName.length > 0 ? tokenCoverage(ownName, [...description.wordSet]) : 0;
  // The words it shows said as written count as its name said ("Code link" of the tab named "Code
  // Not available" that shows "Code").
  const phrase =
    (element.label.length >= 2 &&
      element.label.length <= 120 &&
      containsPhrase(description.normalized, element.label)) ||
    (element.shownLabel !== undefined && containsPhrase(description.normalized, element.shownLabel))
      ? 1
      : 0;
  const features: DescriptionFeatures =
    counted === 0
      ? { ...NO_FEATURES, role: roleMatch, phrase, precision: roleMatch ? precision : 0 }
      : {
          name: nameSum / counted,
          text: textSum / counted,
          identifiers: identifierSum / counted,
          role: roleMatch,
          phrase,
          section: sectionSum / counted,
          precision,
        };
  const coverage = counted === 0 ? 0 : explainedSum / counted;
  const agrees = counted > 0 ? coverage >= AGREE_COVERAGE : roleMatch === 1;
  const score = Math.min(
    1,
    counted === 0 ? roleMatch * 0.3 : coverage * (0.8 + 0.1 * roleMatch + 0.1 * phrase),
  );
  return { verdict: agrees ? 'agrees' : 'neutral', score, coverage, features };
}

/** True when `phrase` occurs in `text` on word boundaries (both lowercase, whitespace-normalised). */
export function containsPhrase(text: string, phrase: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf(phrase, from);
    if (at < 0) return false;
    const before = at === 0 ? '' : text[at - 1]!;
    const after = text[at + phrase.length] ?? '';
    if (!/[\p{L}\p{M}\p{N}]/u.test(before) && !/[\p{L}\p{M}\p{N}]/u.test(after)) return true;
    from = at + 1;
  }
}
