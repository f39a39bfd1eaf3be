/**
 * Deterministic scoring of every visible native node against the evidence: the broken
 * locator's surviving words and what it still matches, the description and remarks, the
 * element's class, and the labels of the sections it sits in. Every weight is a named constant
 * here; every node's score is explained feature by feature.
 */

import { handlesIn } from '../../engine/text/handles.js';
import { tokenCoverage, tokenOverlap } from '../../engine/text/similarity.js';
import { isDroppedWord, normalizeWhitespace, splitWords } from '../../engine/text/tokenize.js';
import { isComposedName } from '../ladder/anti-patterns.js';
import { textFragments } from '../ladder/react-native-ladder.js';
import type { NativeNode, NativePlatform, NativeTree } from '../tree/native-tree.js';
import {
  accessibilityLabel,
  classOf,
  fieldShownText,
  identifier,
  isClickable,
  isEditable,
  isVisible,
  ownText,
  resourceEntry,
  subtreeTexts,
} from '../tree/node-facts.js';
import type { LocatorEvidence } from './evidence.js';
import {
  type Contradiction,
  contradictionOf,
  type EvidenceSignals,
  FULL_COVERAGE,
  identifiesByFacet,
  identifiesInSection,
  numbersIn,
  purposefulIdentifier,
  sameIdentifierWords,
  unglue,
} from './judge-evidence.js';
import { tokenize } from './native-tokens.js';
import { foldSynonyms } from './ui-synonyms.js';

export const NATIVE_WEIGHTS = {
  /** The locator still matches this node alone (a positional one: not returned, but it names the element). */
  locatorUniqueMatch: 40,
  /** The locator's words match the very attribute its strategy reads (id → resource-id / name). */
  locatorAttribute: 12,
  /** The broken locator still matches this node among a few others. */
  locatorPartialMatch: 30,
  /** Share of the broken locator's words the node still carries. */
  locatorTokens: 45,
  /** The broken locator named this node's class. */
  locatorClass: 6,
  /** A positional XPath's shape (anchor, classes, no indexes) still reaches this node among a few. */
  locatorShape: 10,
  description: 50,
  remarks: 15,
  /** The description names the kind of element (button, field, switch…) and the node is one. */
  roleWord: 8,
  /** Description words the node lacks but its labelled ancestors carry (the section it sits in). */
  section: 35,
  actionable: 3,
  /** The description (minus kind words) or a locator literal is exactly the node's label or text. */
  exactText: 15,
  /** The same, once UI synonyms are folded ("Settings" → "Preferences"): a reworded label. */
  synonymText: 12,
} as const;

/** Words an id gains when it names the wrapper of the element rather than the element. */
const WRAPPER_WORDS: ReadonlySet<string> = new Set([
  'container',
  'layout',
  'wrapper',
  'root',
  'holder',
  'parent',
  'frame',
  'group',
  'row',
  'cell',
  'section',
]);

/** The package of a resource-id (`com.app:id/login` → `com.app`), or ''. */
function resourcePackage(resourceId: string): string {
  const slash = resourceId.indexOf(':id/');
  return slash > 0 ? resourceId.slice(0, slash) : '';
}

/** Of a text match, how much rewards covering the query vs. not saying much else. */
const COVERAGE_SHARE = 0.8;
/** How many labelled ancestors count as the node's section. */
const SECTION_DEPTH = 3;
/** Most locator matches that still point somewhere useful. */
const MAX_PARTIAL_MATCHES = 5;

/** Words people use for each kind of native element. */
const ROLE_WORDS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/Button$/, ['button', 'btn']],
  [/EditText$|TextField$|SearchField$/, ['input', 'field', 'textbox', 'box']],
  [/SecureTextField$/, ['password', 'input', 'field']],
  [/Switch$|ToggleButton$/, ['switch', 'toggle']],
  [/CheckBox$/, ['checkbox']],
  [/Image(View|Button)?$/, ['image', 'icon', 'picture']],
  [/TextView$|StaticText$/, ['text', 'label', 'title', 'heading', 'message']],
  [/Cell$/, ['cell', 'row', 'item']],
  [/Tab$|TabBar$/, ['tab']],
  [/Link$/, ['link']],
];

/** Kind words that ask for something a person types into. */
const FIELD_KINDS: ReadonlySet<string> = new Set(['field', 'input', 'textbox']);
/** Kind words that ask for something a person turns on and off. */
const TOGGLE_KINDS: ReadonlySet<string> = new Set(['switch', 'toggle', 'checkbox']);
/** Kind words that ask for something a person presses or types into: never a plain text. */
const CONTROL_KINDS: ReadonlySet<string> = new Set([
  'button',
  'btn',
  'cell',
  'link',
  'tab',
  ...FIELD_KINDS,
  ...TOGGLE_KINDS,
]);
/** Bars, lists and screens: they hold controls, a description of a control never means them. */
const CONTAINER_CLASS =
  /(NavigationBar|Toolbar|ActionBar|TabBar|Table|CollectionView|ScrollView|RecyclerView|ListView|GridView|Window|WebView)$/;
const TOGGLE_CLASS =
  /(Switch|SwitchCompat|SwitchMaterial|CheckBox|ToggleButton|RadioButton|CheckedTextView)$/;

/**
 * The description asks for a kind of element this node cannot be: a field that takes no input,
 * a switch that does not toggle, a control that is only a text ("Keyboards cell" is not the
 * "Keyboards" title). `asked` leaves out kind words that are part of the node's own label.
 */
function contradictsKind(asked: readonly string[], node: NativeNode): boolean {
  if (asked.some((word) => FIELD_KINDS.has(word)) && !isEditable(node)) return true;
  if (
    asked.some((word) => TOGGLE_KINDS.has(word)) &&
    !TOGGLE_CLASS.test(classOf(node)) &&
    node.attributes.checkable !== 'true'
  )
    return true;
  const plainText = /(TextView|StaticText)$/.test(classOf(node)) && !isEditable(node) && !isClickable(node);
  if ((plainText || CONTAINER_CLASS.test(classOf(node))) && asked.some((word) => CONTROL_KINDS.has(word)))
    return true;
  return asked.some((word) => PRESS_KINDS.has(word)) && inertLayout(node);
}

/** Kind words that ask for something a person presses. */
const PRESS_KINDS: ReadonlySet<string> = new Set(['button', 'btn', 'link', 'tab']);

/**
 * An Android layout that takes no touch (clickable, focusable and long-clickable all false), says
 * nothing itself and holds other views, inside nothing that takes one: the pressable thing a
 * description names is one of its children, or gone (the card `search_bar` once held the deleted
 * `search_action_bar`). A text or image that says nothing pressable sits inside a pressable row;
 * this has none around it.
 */
function inertLayout(node: NativeNode): boolean {
  const { attributes } = node;
  if (
    attributes.clickable !== 'false' ||
    attributes.focusable !== 'false' ||
    attributes['long-clickable'] === 'true' ||
    node.children.length === 0 ||
    (attributes.text ?? '').trim() !== '' ||
    (attributes['content-desc'] ?? '').trim() !== '' ||
    isClickable(node)
  )
    return false;
  for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent)
    if (isClickable(ancestor) || ancestor.attributes.focusable === 'true') return false;
  return true;
}

export interface ScoredNode {
  readonly node: NativeNode;
  readonly score: number;
  readonly features: Readonly<Record<string, number>>;
  /**
   * The evidence names this node, not just mentions it: a locator still matching it alone, its id
   * alone saying what the old id said, its label being the description, or every word of the
   * description on it. Only an identified node may be returned.
   */
  readonly identifying: boolean;
  /** Why the node cannot be the described element (never returned then). */
  readonly contradiction?: Contradiction;
  /** The phrase the evidence names is the node's own label, text or id, not only its children's text. */
  readonly saysItself?: boolean;
  /** The part of the score a positional locator (`…/Cell[5]`) gave: stale after a reorder or a wrapper. */
  readonly positionalScore?: number;
}

/** The words a node says about itself (identifier, label, text, text of a pressable's children). */
export function nodeTokens(
  node: NativeNode,
  platform: NativePlatform,
  withFieldText = false,
  withIdentifier = true,
): string[] {
  const parts: string[] = [];
  const id = identifier(node, platform);
  if (withIdentifier && id !== '' && !(platform === 'ios' && isComposedName(node)))
    parts.push(platform === 'android' ? resourceEntry(id) : id);
  const label = accessibilityLabel(node, platform);
  if (label !== '' && !(platform === 'ios' && isComposedName(node))) parts.push(label);
  const text = ownText(node, platform);
  if (text !== '' && !isEditable(node)) parts.push(text);
  if (platform === 'ios' && !isEditable(node) && node.attributes.value) parts.push(node.attributes.value);
  if (platform === 'android' && node.attributes.hint) parts.push(node.attributes.hint);
  if (withFieldText) parts.push(fieldShownText(node, platform));
  if (text === '' && (isClickable(node) || label !== ''))
    parts.push(...textFragments(node, platform).slice(0, 4));
  return tokensOfParts(parts);
}

/** Each part tokenized on its own (a label "ON" keeps its word), in order, without repeats. */
function tokensOfParts(parts: readonly string[]): string[] {
  return [...new Set(parts.flatMap((part) => tokenize(part)))];
}

function roleWordsOf(node: NativeNode): readonly string[] {
  const cls = classOf(node);
  for (const [pattern, words] of ROLE_WORDS) {
    if (!pattern.test(cls)) continue;
    // A clickable text or image (UiAutomator2 says so) is what a person calls a button.
    return node.attributes.clickable === 'true' && /(TextView|ImageView)$/.test(cls)
      ? [...words, 'button', 'btn']
      : words;
  }
  // A pressable ViewGroup / Other is what a person calls a button.
  return node.attributes.clickable === 'true' || node.attributes.accessible === 'true'
    ? ['button', 'btn']
    : [];
}

function containsField(node: NativeNode): boolean {
  return isEditable(node) || node.children.some(containsField);
}

/** A field's label: the text just before it (or before its wrapper), as forms lay them out. */
function fieldLabelTokens(node: NativeNode, platform: NativePlatform): string[] {
  if (!isEditable(node)) return [];
  for (
    let current: NativeNode | undefined = node, hops = 0;
    current?.parent && hops < 2;
    current = current.parent, hops++
  ) {
    const siblings = current.parent.children;
    const index = siblings.indexOf(current);
    for (let i = index - 1; i >= 0 && i >= index - 2; i--) {
      const sibling = siblings[i] as NativeNode;
      // Another field before this one: its placeholder is its own, not this field's label.
      if (containsField(sibling)) return [];
      const text = subtreeTexts(sibling, platform, 2).join(' ');
      if (text !== '') return tokenize(text);
    }
  }
  return [];
}

/** A phrase without its spaces, so compounds compare equal ("web view" / "webview"). */
function squash(phrase: string): string {
  return phrase.replace(/ /g, '');
}

/**
 * The phrase without its first word when that is a small word tokenize keeps only as a
 * capitalised first word ("Your cart total …" keeps "your"; `your_cart_total_…` does not);
 * undefined when it starts otherwise or has nothing after it.
 */
function withoutLeadingSmallWord(phrase: string): string | undefined {
  const space = phrase.indexOf(' ');
  if (space < 0 || !isDroppedWord(phrase.slice(0, space))) return undefined;
  return phrase.slice(space + 1);
}

/** A phrase squashed, and without its leading small word when it has one. */
interface PhraseKey {
  readonly whole: string;
  readonly rest: string | undefined;
}

function phraseKey(phrase: string): PhraseKey {
  const rest = withoutLeadingSmallWord(phrase);
  return { whole: squash(phrase), rest: rest === undefined ? undefined : squash(rest) };
}

/**
 * Whether the phrase is among the node's (`set`: squashed; `stripped`: squashed without a leading
 * small word): as is, or one of the two with a leading small word the other lacks. "From date"
 * and "To date" each keep theirs, so they differ.
 */
function phraseAmong(key: PhraseKey, set: ReadonlySet<string>, stripped: ReadonlySet<string>): boolean {
  if (set.has(key.whole)) return true;
  return key.rest === undefined ? stripped.has(key.whole) : set.has(key.rest);
}

/**
 * Whether the node shows the handle or hashtag (`#hangarbolivia`, with its sigil) in an
 * attribute, or carries it as the label made an id (`hangarbolivia_button`: the tag's word and
 * kind words only). "Hangar Bolivia" is the page's name, not its hashtag.
 */
function showsTag(node: NativeNode, tag: string): boolean {
  const word = tag.slice(1);
  for (const value of Object.values(node.attributes)) {
    const lower = value.toLowerCase();
    if (lower.includes(tag)) return true;
    const words = lower.split(/[^\p{L}\p{N}]+/u).filter((part) => part !== '');
    if (words.includes(word) && words.every((part) => part === word || KIND_WORDS.has(part))) return true;
  }
  return false;
}

function normalizedPhrase(text: string): string {
  return tokenize(text).join(' ');
}

/** Words that only say what kind of element it is. "password" names a field's purpose: content. */
const KIND_WORDS = new Set(ROLE_WORDS.flatMap(([, words]) => words).filter((word) => word !== 'password'));

/** Identifiers and labels of the nearest labelled ancestors (not their children's text: that is the whole screen). */
function sectionTokens(node: NativeNode, platform: NativePlatform): string[] {
  const out: string[] = [];
  let found = 0;
  for (let ancestor = node.parent; ancestor && found < SECTION_DEPTH; ancestor = ancestor.parent) {
    if (/^(hierarchy|AppiumAUT|XCUIElementTypeApplication|XCUIElementTypeWindow)$/.test(ancestor.tag)) break;
    if (platform === 'ios' && isComposedName(ancestor)) continue;
    const id = identifier(ancestor, platform);
    const words = tokenize(
      [
        platform === 'android' ? resourceEntry(id) : id,
        accessibilityLabel(ancestor, platform),
        ownText(ancestor, platform),
      ].join(' '),
    );
    if (words.length > 0 && words.length <= 8) {
      out.push(...words);
      found++;
    }
  }
  return out;
}

function textScore(query: readonly string[], target: readonly string[]): number {
  if (query.length === 0 || target.length === 0) return 0;
  return COVERAGE_SHARE * tokenCoverage(query, target) + (1 - COVERAGE_SHARE) * tokenOverlap(query, target);
}

/** Nodes a heal may land on: shown, not the hierarchy/application/window shell. */
export function candidateNodes(tree: NativeTree): NativeNode[] {
  return tree.nodes.filter(
    (node) =>
      node.order > 0 &&
      isVisible(node) &&
      !/^(hierarchy|AppiumAUT|XCUIElementTypeApplication|XCUIElementTypeWindow)$/.test(node.tag),
  );
}

/**
 * A text view inside a pressable that owns no text of its own: the pressable is the element a
 * person means, so the text view does not compete with it (unless the evidence names a text class).
 */
function isOwnedText(node: NativeNode, platform: NativePlatform): boolean {
  if (ownText(node, platform) === '' || isClickable(node)) return false;
  let hops = 0;
  for (let ancestor = node.parent; ancestor && hops < 3; ancestor = ancestor.parent, hops++) {
    if (isClickable(ancestor) || (platform === 'android' && accessibilityLabel(ancestor, platform) !== '')) {
      return ownText(ancestor, platform) === '';
    }
  }
  return false;
}

/** The node's label, text and reassembled child text as normalised phrases. */
function nodePhrases(
  node: NativeNode,
  platform: NativePlatform,
  withFieldText: boolean,
  withChildText = true,
): Set<string> {
  const out = new Set<string>();
  if (withFieldText) out.add(normalizedPhrase(fieldShownText(node, platform)));
  const label = accessibilityLabel(node, platform);
  if (label !== '' && !(platform === 'ios' && isComposedName(node))) out.add(normalizedPhrase(label));
  const text = ownText(node, platform);
  if (text !== '' && !isEditable(node)) out.add(normalizedPhrase(text));
  const id = identifier(node, platform);
  if (id !== '') out.add(normalizedPhrase(platform === 'android' ? resourceEntry(id) : id));
  if (text === '' && withChildText) {
    const fragments = textFragments(node, platform);
    if (fragments.length > 0 && fragments.length <= 4) {
      out.add(normalizedPhrase(fragments.join(' ')));
      out.add(normalizedPhrase(fragments[0] as string));
    }
  }
  out.delete('');
  return out;
}

/**
 * The description's tokens; when every word but the kind is a stop word ("MY button", "ON switch"),
 * those words are the label and are kept.
 */
function descriptionTokensOf(description: string): string[] {
  const tokens = tokenize(description);
  if (tokens.length === 0 || !tokens.every((token) => KIND_WORDS.has(token))) return tokens;
  const dropped = splitWords(description).filter((word) => isDroppedWord(word) && !tokens.includes(word));
  return [...tokens, ...new Set(dropped)];
}

export interface ScoreInput {
  readonly tree: NativeTree;
  readonly locators: readonly LocatorEvidence[];
  readonly description: string;
  readonly remarks: string;
}

/** What a node shows (label, own text, value, its text views'), not its identifier, as raw text. */
function shownText(node: NativeNode, platform: NativePlatform): string {
  return shownParts(node, platform).join(' ');
}

function shownParts(node: NativeNode, platform: NativePlatform): string[] {
  const parts: string[] = [];
  if (!(platform === 'ios' && isComposedName(node))) parts.push(accessibilityLabel(node, platform));
  const text = ownText(node, platform);
  if (!isEditable(node)) parts.push(text);
  if (platform === 'ios' && !isEditable(node)) parts.push(node.attributes.value ?? '');
  if (text === '') parts.push(...textFragments(node, platform).slice(0, 4));
  return parts.filter((part) => part !== '');
}

/** The words a node shows, tokenized. */
function ownWordsOf(node: NativeNode, platform: NativePlatform): string[] {
  return tokensOfParts(shownParts(node, platform));
}

/** The node's words by source: identifier, label, shown text (each tokenized, empty ones dropped). */
function facetsOf(node: NativeNode, platform: NativePlatform, withIdentifier = true): string[][] {
  const id = withIdentifier ? identifier(node, platform) : '';
  const composed = platform === 'ios' && isComposedName(node);
  const text = ownText(node, platform);
  return [
    composed ? '' : platform === 'android' ? resourceEntry(id) : id,
    composed ? '' : accessibilityLabel(node, platform),
    isEditable(node) ? '' : text || textFragments(node, platform).slice(0, 4).join(' '),
  ]
    .map((part) => tokenize(part))
    .filter((words) => words.length > 0);
}

/**
 * For each id / accessibility-id locator: the nodes whose targeted attribute says what it says —
 * the same words when any node has them (a recased id), else a superset or subset of them.
 */
function attributeMatchesOf(
  locators: readonly LocatorEvidence[],
  nodes: readonly NativeNode[],
): Map<LocatorEvidence, Set<NativeNode>> {
  const out = new Map<LocatorEvidence, Set<NativeNode>>();
  for (const locator of locators) {
    const attribute = locator.attribute;
    if (!attribute || locator.tokens.length === 0) continue;
    const same = new Set<NativeNode>();
    const related = new Set<NativeNode>();
    const oldPackage = attribute === 'resource-id' ? resourcePackage(locator.value) : '';
    for (const node of nodes) {
      const value = node.attributes[attribute] ?? '';
      if (value === '') continue;
      // `android:id/switch_widget` is the framework's, not the app's `com.android.settings:id/switchWidget`.
      const nodePackage = attribute === 'resource-id' ? resourcePackage(value) : '';
      if (oldPackage !== '' && nodePackage !== '' && oldPackage !== nodePackage) continue;
      const words = tokenize(attribute === 'resource-id' ? resourceEntry(value) : value);
      if (!sameIdentifierWords(locator.tokens, words)) continue;
      if (tokenOverlap(locator.tokens, words) >= FULL_COVERAGE) same.add(node);
      // A word more or less is a renamed id (`login` → `login_button`); in a label it is
      // another sentence ("Secure Area" vs "You logged into a secure area!"), and a layout word
      // names the element's wrapper (`et_final` → `et_final_container`).
      else if (
        !/\s/.test(value) &&
        !/\s/.test(locator.value) &&
        !words.some((word) => WRAPPER_WORDS.has(word) && !locator.tokens.includes(word))
      )
        related.add(node);
      // The old label with only a kind word added ("Hawkers Chilli Chicken Dry" →
      // `hawkers_chilli_chicken_dry_button`) is the same label made an id.
      else if (
        tokenCoverage(locator.tokens, words) >= FULL_COVERAGE &&
        words.every((word) => locator.tokens.includes(word) || KIND_WORDS.has(word))
      )
        related.add(node);
    }
    out.set(locator, same.size > 0 ? same : related);
  }
  return out;
}

/** Every candidate node with its score and per-feature explanation, best first (ties: document order). */
export function scoreNativeNodes(input: ScoreInput): ScoredNode[] {
  const { tree, locators } = input;
  const platform = tree.platform;
  const descriptionTokens = descriptionTokensOf(input.description);
  const tags = handlesIn(input.description);
  const remarkTokens = tokenize(input.remarks);
  const locatorTokenList = locators.flatMap((l) => l.tokens);
  const namedClasses = new Set(locators.flatMap((l) => l.classes));
  const evidenceWords = new Set([...descriptionTokens, ...remarkTokens]);
  const textClassNamed =
    [...namedClasses].some((c) => /TextView|StaticText/.test(c)) ||
    evidenceWords.has('text') ||
    evidenceWords.has('label');
  const descriptionContent = descriptionTokens.filter((t) => !KIND_WORDS.has(t));
  const descriptionKinds = descriptionTokens.filter((t) => KIND_WORDS.has(t));
  // "Display & Text Size" must still equal its label although "text" is also a kind word.
  const descriptionPhrases = [descriptionContent.join(' '), descriptionTokens.join(' ')].filter(
    (p) => p !== '',
  );
  const foldedDescription = foldSynonyms(descriptionTokens);
  const foldedContent = foldSynonyms(descriptionContent);
  const foldedDescriptionPhrases = [foldedContent.join(' '), foldedDescription.join(' ')].filter(
    (p) => p !== '',
  );
  const candidates = candidateNodes(tree);
  // A field is named by its placeholder ("Last Name field"), unless the description asks for
  // another kind of element: the text typed into a search box is not a "Settings button".
  const fieldTextCounts = (node: NativeNode): boolean =>
    isEditable(node) &&
    (descriptionKinds.length === 0 || roleWordsOf(node).some((word) => descriptionKinds.includes(word)));
  const phrasesOf = new Map(
    candidates.map((node) => [node, nodePhrases(node, platform, fieldTextCounts(node))] as const),
  );
  const ownPhrasesOf = new Map(
    candidates.map((node) => [node, nodePhrases(node, platform, fieldTextCounts(node), false)] as const),
  );
  // A locator phrase that several nodes carry (one id on every row) names none of them.
  const locatorPhrases = locators.flatMap((l) => {
    if (l.tokens.length === 0) return [];
    const phrase = l.tokens.join(' ');
    const carriers = candidates.filter((node) => phrasesOf.get(node)?.has(phrase)).length;
    return carriers <= 1 ? [phrase] : [];
  });
  const foldedLocatorPhrases = locatorPhrases.map((phrase) => foldSynonyms(phrase.split(' ')).join(' '));
  // The evidence's phrases as compared with each node's, keyed once.
  const descriptionPhraseKeys = descriptionPhrases.map(phraseKey);
  const locatorPhraseKeys = locatorPhrases.map(phraseKey);
  const attributeMatches = attributeMatchesOf(locators, candidates);
  const identifierLocators = locators
    .filter((l) => l.attribute !== undefined)
    .map((l) => foldSynonyms(l.tokens));
  const foldedLocatorTokens = foldSynonyms(locatorTokenList);
  const oldPackages = locators
    .filter((l) => l.strategy === 'id')
    .map((l) => resourcePackage(l.value))
    .filter((p) => p !== '');
  const evidenceNumbers = [
    numbersIn(input.description),
    ...locators.filter((l) => l.tokens.length > 0).map((l) => numbersIn(l.tokens.join(' '))),
  ].filter((numbers) => numbers.length > 0);
  // How many nodes carry every description word: one alone, of the described kind, with a word
  // in its own id, is named even when its label was reworded ("SAVE button" → buttonExpenseSave "Apply").
  const tokensOf = new Map(
    candidates.map((node) => [node, nodeTokens(node, platform, fieldTextCounts(node))] as const),
  );
  const fullCarriers =
    descriptionContent.length === 0
      ? 0
      : candidates.filter(
          (node) => tokenCoverage(descriptionContent, tokensOf.get(node) ?? []) >= FULL_COVERAGE,
        ).length;
  // Accessibility ids that broke: each asked for one label exactly (Appium compares the whole value).
  const exactLabels = locators.filter(
    (l) => l.strategy === 'accessibility id' && l.attribute !== undefined && l.matches.length === 0,
  );
  const scored: ScoredNode[] = [];
  for (const node of candidates) {
    let sharedIdentifier = 1;
    let specificIdentifier = false;
    for (const matched of attributeMatches.values()) {
      if (!matched.has(node)) continue;
      if (matched.size === 1) specificIdentifier = true;
      else sharedIdentifier = Math.max(sharedIdentifier, matched.size);
    }
    // A positional locator's words without its index (`(//Button[@resource-id="…title_button"])[4]`)
    // are every sibling's its shape still reaches: shared, they name none of them.
    for (const locator of locators)
      if (locator.positional && locator.shapeMatches.length > 1 && locator.shapeMatches.includes(node))
        sharedIdentifier = Math.max(sharedIdentifier, locator.shapeMatches.length);
    // The old id named this very text view: it competes, even inside a pressable.
    if (!textClassNamed && !specificIdentifier && isOwnedText(node, platform)) continue;
    const tokens = tokensOf.get(node) ?? [];
    const folded = foldSynonyms(tokens);
    const ownWords = ownWordsOf(node, platform);
    const features: Record<string, number> = {};
    const phrases = new Set(phrasesOf.get(node) ?? []);
    const fieldLabel = fieldLabelTokens(node, platform);
    if (fieldLabel.length > 0) phrases.add(fieldLabel.join(' '));
    // The description minus the kind words this node does not say itself ("password2 field").
    const nodeDescriptionPhrase = descriptionTokens
      .filter((t) => !KIND_WORDS.has(t) || ownWords.includes(t))
      .join(' ');
    let identifying = specificIdentifier;
    const foldedPhrases = new Set(
      [...phrases].map((phrase) => squash(foldSynonyms(phrase.split(' ')).join(' '))),
    );
    const own = ownPhrasesOf.get(node) ?? new Set<string>();
    // Compared without spaces: "WebView" and "webview_button" say the same words.
    // And with a leading small word on one side only: a label made an id drops its "Your".
    const namedBy = (phraseSet: ReadonlySet<string>): boolean => {
      const set = new Set<string>();
      const stripped = new Set<string>();
      for (const phrase of phraseSet) {
        const key = phraseKey(phrase);
        set.add(key.whole);
        if (key.rest !== undefined) stripped.add(key.rest);
      }
      return (
        descriptionPhraseKeys.some((key) => phraseAmong(key, set, stripped)) ||
        (nodeDescriptionPhrase !== '' && phraseAmong(phraseKey(nodeDescriptionPhrase), set, stripped)) ||
        locatorPhraseKeys.some((key) => phraseAmong(key, set, stripped))
      );
    };
    let saysItself = false;
    if (namedBy(phrases)) {
      features.exact_text = NATIVE_WEIGHTS.exactText;
      identifying = true;
      saysItself = namedBy(own);
    } else if (
      foldedDescriptionPhrases.some((phrase) => foldedPhrases.has(squash(phrase))) ||
      foldedLocatorPhrases.some((phrase) => foldedPhrases.has(squash(phrase)))
    ) {
      // Every word the same but a UI synonym ("Go to settings" → "Go to preferences").
      features.synonym_text = NATIVE_WEIGHTS.synonymText;
      identifying = true;
    }
    let positionalScore = 0;
    let heldByLocator = false;
    for (const locator of locators) {
      if (locator.matches.length === 1 && locator.matches[0] === node) {
        features.locator_match = (features.locator_match ?? 0) + NATIVE_WEIGHTS.locatorUniqueMatch;
        // `…/Link[2]` still matching after a reorder names whatever moved into second place.
        if (!locator.positional) {
          identifying = true;
          heldByLocator = true;
        } else positionalScore += NATIVE_WEIGHTS.locatorUniqueMatch;
      }
      if (locator.shapeMatches.includes(node)) features.locator_shape = NATIVE_WEIGHTS.locatorShape;
      const matched = attributeMatches.get(locator);
      if (matched?.has(node)) {
        features.locator_attribute =
          (features.locator_attribute ?? 0) + NATIVE_WEIGHTS.locatorAttribute / matched.size;
      }
      if (
        locator.matches.length > 1 &&
        locator.matches.length <= MAX_PARTIAL_MATCHES &&
        locator.matches.includes(node)
      ) {
        features.locator_match =
          (features.locator_match ?? 0) + NATIVE_WEIGHTS.locatorPartialMatch / locator.matches.length;
      }
    }
    // An old id of another package says nothing through this node's id (only through its words).
    const otherPackage =
      platform === 'android' &&
      oldPackages.length > 0 &&
      resourcePackage(identifier(node, platform)) !== '' &&
      !oldPackages.includes(resourcePackage(identifier(node, platform)));
    // `search_edit_text_container` is the wrapper of `search_edit_text`, not its rename.
    const ownIdWords = tokenize(purposefulIdentifier(node, platform));
    const wrapsOldId =
      identifierLocators.length > 0 &&
      ownIdWords.some((word) => WRAPPER_WORDS.has(word) && !locatorTokenList.includes(word)) &&
      identifierLocators.some((old) => tokenCoverage(old, ownIdWords) >= FULL_COVERAGE);
    const idSaysNothing = otherPackage || wrapsOldId;
    const locatorTokens = locators.reduce(
      (words, locator) => unglue(words, locator.tokens),
      idSaysNothing ? nodeTokens(node, platform, fieldTextCounts(node), false) : tokens,
    );
    const locatorText = textScore(foldedLocatorTokens, foldSynonyms(locatorTokens));
    if (locatorText > 0)
      features.locator_tokens = (NATIVE_WEIGHTS.locatorTokens * locatorText) / sharedIdentifier;
    const facets = facetsOf(node, platform);
    if (
      sharedIdentifier === 1 &&
      identifiesByFacet(
        locatorTokenList,
        locatorTokens,
        idSaysNothing ? facetsOf(node, platform, false) : facets,
      )
    )
      identifying = true;
    if (namedClasses.has(classOf(node))) features.locator_class = NATIVE_WEIGHTS.locatorClass;
    const section = sectionTokens(node, platform);
    const description = textScore(foldedDescription, folded);
    if (description > 0) features.description = NATIVE_WEIGHTS.description * description;
    if (identifiesInSection(descriptionContent, tokens, section, facets)) identifying = true;
    const remarks = textScore(remarkTokens, tokens);
    if (remarks > 0) features.remarks = NATIVE_WEIGHTS.remarks * remarks;
    const roles = roleWordsOf(node);
    // A kind word that is part of the label ("Display & Text Size") names the element, not its kind;
    // one inside its id (`buttonExpenseSave`) does not.
    if (roles.some((word) => evidenceWords.has(word) && !ownWords.includes(word)))
      features.role_word = NATIVE_WEIGHTS.roleWord;
    const missing = descriptionTokens.filter((t) => !tokens.includes(t));
    if (missing.length > 0 && missing.length < descriptionTokens.length) {
      const coverage = tokenCoverage(missing, section);
      if (coverage > 0)
        features.section = (NATIVE_WEIGHTS.section * coverage * missing.length) / descriptionTokens.length;
    }
    const idWords = tokenize(purposefulIdentifier(node, platform));
    if (
      fullCarriers === 1 &&
      features.role_word !== undefined &&
      tokenCoverage(descriptionContent, tokens) >= FULL_COVERAGE &&
      descriptionContent.some((word) => idWords.includes(word))
    ) {
      identifying = true;
    }
    const evidence = Object.values(features).reduce((sum, value) => sum + value, 0);
    if (evidence === 0) continue;
    if (isClickable(node)) features.actionable = NATIVE_WEIGHTS.actionable;
    const signals: EvidenceSignals = {
      descriptionContent: foldedContent,
      nodeTokens: folded,
      sectionTokens: foldSynonyms(section),
      identifierLocators,
      identifierComparable: foldSynonyms(locatorTokens),
      evidenceNumbers,
    };
    const asked = descriptionKinds.filter((word) => !ownWords.includes(word));
    const contradiction =
      contradictionOf(
        signals,
        ownWords,
        tokenize(purposefulIdentifier(node, platform)),
        numbersIn(shownText(node, platform)),
      ) ??
      (contradictsKind(asked, node) ? 'kind' : undefined) ??
      (exactLabels.some((l) => labelOnlyContains(node.attributes[l.attribute!], l.value))
        ? 'label'
        : undefined) ??
      (tags.length > 0 && !heldByLocator && tags.some((tag) => !showsTag(node, tag)) ? 'handle' : undefined);
    const score = Object.values(features).reduce((sum, value) => sum + value, 0);
    scored.push({
      node,
      score: Math.round(score * 10) / 10,
      features,
      identifying,
      ...(saysItself ? { saysItself } : {}),
      ...(positionalScore > 0 ? { positionalScore } : {}),
      ...(contradiction ? { contradiction } : {}),
    });
  }
  scored.sort((a, b) => b.score - a.score || a.node.order - b.node.order);
  return scored;
}

/**
 * The node's label holds the broken accessibility id's whole value and more words ("Veg Bento Box 1
 * is a veg dish of ₹499" for "Veg Bento Box 1"): the locator asked for exactly that label, which
 * leaves out longer labels like this one, so it never named this node (a card that describes the
 * deleted image button inside it). Case and spacing aside, as whole words.
 */
function labelOnlyContains(label: string | undefined, wanted: string): boolean {
  if (label === undefined) return false;
  const have = normalizeWhitespace(label).toLowerCase();
  const want = normalizeWhitespace(wanted).toLowerCase();
  if (want === '' || have === want) return false;
  // `_` and `-` glue an identifier ("analytics_button" is a label made an id, not a longer label).
  const boundary = (c: string | undefined) => c === undefined || !/[\p{L}\p{N}_-]/u.test(c);
  for (let at = have.indexOf(want); at >= 0; at = have.indexOf(want, at + 1))
    if (boundary(have[at - 1]) && boundary(have[at + want.length])) return true;
  return false;
}
