/**
 * Deterministic scoring of every visible native node against the evidence: the broken
 * locator's surviving words and what it still matches, the description and remarks, the
 * element's class, and the labels of the sections it sits in. Every weight is a named constant
 * here; every node's score is explained feature by feature.
 */
import { tokenCoverage, tokenOverlap } from '../../engine/text/similarity.js';
import { tokenize } from '../../engine/text/tokenize.js';
import { isComposedName } from '../ladder/anti-patterns.js';
import { textFragments } from '../ladder/react-native-ladder.js';
import type { NativeNode, NativePlatform, NativeTree } from '../tree/native-tree.js';
import {
  accessibilityLabel,
  classOf,
  identifier,
  isClickable,
  isEditable,
  isVisible,
  ownText,
  resourceEntry,
  subtreeTexts,
} from '../tree/node-facts.js';
import type { LocatorEvidence } from './evidence.js';

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
  description: 50,
  remarks: 15,
  /** The description names the kind of element (button, field, switch…) and the node is one. */
  roleWord: 8,
  /** Description words the node lacks but its labelled ancestors carry (the section it sits in). */
  section: 35,
  actionable: 3,
  /** The description (minus kind words) or a locator literal is exactly the node's label or text. */
  exactText: 15,
} as const;

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

export interface ScoredNode {
  readonly node: NativeNode;
  readonly score: number;
  readonly features: Readonly<Record<string, number>>;
}

/** The words a node says about itself (identifier, label, text, text of a pressable's children). */
export function nodeTokens(node: NativeNode, platform: NativePlatform): string[] {
  const parts: string[] = [];
  const id = identifier(node, platform);
  if (id !== '' && !(platform === 'ios' && isComposedName(node)))
    parts.push(platform === 'android' ? resourceEntry(id) : id);
  const label = accessibilityLabel(node, platform);
  if (label !== '' && !(platform === 'ios' && isComposedName(node))) parts.push(label);
  const text = ownText(node, platform);
  if (text !== '' && !isEditable(node)) parts.push(text);
  if (platform === 'ios' && !isEditable(node) && node.attributes.value) parts.push(node.attributes.value);
  if (platform === 'android' && node.attributes.hint) parts.push(node.attributes.hint);
  if (text === '' && (isClickable(node) || label !== ''))
    parts.push(...textFragments(node, platform).slice(0, 4));
  return tokenize(parts.join(' '));
}

function roleWordsOf(node: NativeNode): readonly string[] {
  const cls = classOf(node);
  for (const [pattern, words] of ROLE_WORDS) if (pattern.test(cls)) return words;
  // A pressable ViewGroup / Other is what a person calls a button.
  return node.attributes.clickable === 'true' || node.attributes.accessible === 'true'
    ? ['button', 'btn']
    : [];
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
      const text = subtreeTexts(siblings[i] as NativeNode, platform, 2).join(' ');
      if (text !== '') return tokenize(text);
    }
  }
  return [];
}

function normalizedPhrase(text: string): string {
  return tokenize(text).join(' ');
}

const KIND_WORDS = new Set(ROLE_WORDS.flatMap(([, words]) => words));

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
function nodePhrases(node: NativeNode, platform: NativePlatform): Set<string> {
  const out = new Set<string>();
  const label = accessibilityLabel(node, platform);
  if (label !== '' && !(platform === 'ios' && isComposedName(node))) out.add(normalizedPhrase(label));
  const text = ownText(node, platform);
  if (text !== '' && !isEditable(node)) out.add(normalizedPhrase(text));
  const id = identifier(node, platform);
  if (id !== '') out.add(normalizedPhrase(platform === 'android' ? resourceEntry(id) : id));
  if (text === '') {
    const fragments = textFragments(node, platform);
    if (fragments.length > 0 && fragments.length <= 4) {
      out.add(normalizedPhrase(fragments.join(' ')));
      out.add(normalizedPhrase(fragments[0] as string));
    }
  }
  out.delete('');
  return out;
}

export interface ScoreInput {
  readonly tree: NativeTree;
  readonly locators: readonly LocatorEvidence[];
  readonly description: string;
  readonly remarks: string;
}

/** Every candidate node with its score and per-feature explanation, best first (ties: document order). */
export function scoreNativeNodes(input: ScoreInput): ScoredNode[] {
  const { tree, locators } = input;
  const platform = tree.platform;
  const descriptionTokens = tokenize(input.description);
  const remarkTokens = tokenize(input.remarks);
  const locatorTokenList = locators.flatMap((l) => l.tokens);
  const namedClasses = new Set(locators.flatMap((l) => l.classes));
  const evidenceWords = new Set([...descriptionTokens, ...remarkTokens]);
  const textClassNamed =
    [...namedClasses].some((c) => /TextView|StaticText/.test(c)) ||
    evidenceWords.has('text') ||
    evidenceWords.has('label');
  const descriptionPhrase = descriptionTokens.filter((t) => !KIND_WORDS.has(t)).join(' ');
  const locatorPhrases = locators.flatMap((l) => (l.tokens.length > 0 ? [l.tokens.join(' ')] : []));
  const scored: ScoredNode[] = [];
  for (const node of candidateNodes(tree)) {
    if (!textClassNamed && isOwnedText(node, platform)) continue;
    const tokens = nodeTokens(node, platform);
    const features: Record<string, number> = {};
    const phrases = nodePhrases(node, platform);
    const fieldLabel = fieldLabelTokens(node, platform);
    if (fieldLabel.length > 0) phrases.add(fieldLabel.join(' '));
    if (descriptionPhrase !== '' && phrases.has(descriptionPhrase))
      features.exact_text = NATIVE_WEIGHTS.exactText;
    else if (locatorPhrases.some((phrase) => phrases.has(phrase)))
      features.exact_text = NATIVE_WEIGHTS.exactText;
    for (const locator of locators) {
      if (locator.matches.length === 1 && locator.matches[0] === node) {
        features.locator_match = (features.locator_match ?? 0) + NATIVE_WEIGHTS.locatorUniqueMatch;
      }
      const targeted = locator.attribute ? (node.attributes[locator.attribute] ?? '') : '';
      if (targeted !== '' && locator.tokens.length > 0) {
        const value = locator.attribute === 'resource-id' ? resourceEntry(targeted) : targeted;
        if (tokenOverlap(locator.tokens, tokenize(value)) >= 0.8) {
          features.locator_attribute = (features.locator_attribute ?? 0) + NATIVE_WEIGHTS.locatorAttribute;
        }
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
    const locatorText = textScore(locatorTokenList, tokens);
    if (locatorText > 0) features.locator_tokens = NATIVE_WEIGHTS.locatorTokens * locatorText;
    if (namedClasses.has(classOf(node))) features.locator_class = NATIVE_WEIGHTS.locatorClass;
    const description = textScore(descriptionTokens, tokens);
    if (description > 0) features.description = NATIVE_WEIGHTS.description * description;
    const remarks = textScore(remarkTokens, tokens);
    if (remarks > 0) features.remarks = NATIVE_WEIGHTS.remarks * remarks;
    const roles = roleWordsOf(node);
    if (roles.some((word) => evidenceWords.has(word))) features.role_word = NATIVE_WEIGHTS.roleWord;
    const missing = descriptionTokens.filter((t) => !tokens.includes(t));
    if (missing.length > 0 && missing.length < descriptionTokens.length) {
      const section = tokenCoverage(missing, sectionTokens(node, platform));
      if (section > 0)
        features.section = (NATIVE_WEIGHTS.section * section * missing.length) / descriptionTokens.length;
    }
    const evidence = Object.values(features).reduce((sum, value) => sum + value, 0);
    if (evidence === 0) continue;
    if (isClickable(node)) features.actionable = NATIVE_WEIGHTS.actionable;
    const score = Object.values(features).reduce((sum, value) => sum + value, 0);
    scored.push({ node, score: Math.round(score * 10) / 10, features });
  }
  scored.sort((a, b) => b.score - a.score || a.node.order - b.node.order);
  return scored;
}
