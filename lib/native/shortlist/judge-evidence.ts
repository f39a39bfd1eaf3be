/**
 * Never guess, for native: when does the evidence *identify* an element, and when does an
 * element *contradict* it? Scores rank candidates; these rules decide whether the best one may
 * be returned at all. A target that was deleted leaves behind elements that share a word or two
 * with the description or the old id; without these rules the best of them would win.
 */
import { tokenCoverage, tokenOverlap } from '../../engine/text/similarity.js';
import { isComposedName, isGeneratedResourceId, looksLikeIdentifier } from '../ladder/anti-patterns.js';
import type { NativeNode, NativePlatform } from '../tree/native-tree.js';
import { accessibilityLabel, identifier, resourceEntry } from '../tree/node-facts.js';

/**
 * A description (or old id) that covers less than this of the element's words only *mentions*
 * it: "Settings" is not "Search settings" (overlap 0.67), "Add to cart" is "Add to cart now" (0.8).
 */
export const STRONG_OVERLAP = 0.7;
/** Two ids, one inside the other, still name the same element at this overlap (one word added to one). */
export const RELATED_IDENTIFIER_OVERLAP = 0.6;
/**
 * Below this share of an old id's words, an element with an id of its own is another element: one
 * abbreviation in common (`restaurant_name_toolbar` vs `cart_res_header_layout`) is not a rename.
 */
export const IDENTIFIER_EVIDENCE = 0.3;
/** Coverage that counts as "every word the person wrote is on the element". */
export const FULL_COVERAGE = 0.99;

/**
 * Words that flip an action's meaning: "Allow" and "Don't Allow" share every other word.
 * Tokenized forms ("Don’t" → "don").
 */
const NEGATIONS: ReadonlySet<string> = new Set(['don', 'dont', 'not', 'no', 'never', 'without', 'cannot']);

export type Contradiction =
  | 'negation'
  | 'description'
  | 'identifier'
  | 'number'
  | 'kind'
  | 'handle'
  | 'label';

export interface EvidenceSignals {
  /** Description tokens minus kind words ("button", "field"…): what names the element. */
  readonly descriptionContent: readonly string[];
  /** Every word the node says about itself. */
  readonly nodeTokens: readonly string[];
  /** Words the node's labelled ancestors say (its section). */
  readonly sectionTokens: readonly string[];
  /** Tokens of each id / accessibility-id locator whose words the engine can compare. */
  readonly identifierLocators: readonly (readonly string[])[];
  /** The node's words an old id may be compared with (its own id left out when of another package). */
  readonly identifierComparable?: readonly string[];
  /** The numbers the description and each locator literal write ("Foto 2 de 15" → 2, 15), one list each. */
  readonly evidenceNumbers?: readonly (readonly string[])[];
}

/**
 * The numbers written in a text, leading zeros dropped and full-width digits folded:
 * "Navigate to day: 01 Apr" → ['1'], "12月14日" → ['12', '14'].
 */
export function numbersIn(text: string): string[] {
  return [...text.normalize('NFKC').matchAll(/[0-9]+/g)].map((match) => match[0].replace(/^0+(?=\d)/, ''));
}

/**
 * Each list holds a number the other does not (counted with repeats): "Foto 2 de 15" and
 * "Foto 3 de 15" name two different photos. One list inside the other ("Page 2" in "Page 2 of 10")
 * is not a disagreement.
 */
export function numbersDisagree(evidence: readonly string[], node: readonly string[]): boolean {
  if (evidence.length === 0 || node.length === 0) return false;
  const left = new Map<string, number>();
  for (const n of evidence) left.set(n, (left.get(n) ?? 0) + 1);
  let nodeExtra = false;
  for (const n of node) {
    const count = left.get(n) ?? 0;
    if (count > 0) left.set(n, count - 1);
    else nodeExtra = true;
  }
  const evidenceExtra = [...left.values()].some((count) => count > 0);
  return nodeExtra && evidenceExtra;
}

function hasNegation(tokens: readonly string[]): boolean {
  return tokens.some((token) => NEGATIONS.has(token));
}

/**
 * The node's own, purposeful identifier (Android resource-id that is not generated; iOS name
 * that is an identifier, not just its label), or ''.
 */
export function purposefulIdentifier(node: NativeNode, platform: NativePlatform): string {
  const id = identifier(node, platform);
  if (platform === 'android') return isGeneratedResourceId(id) ? '' : resourceEntry(id);
  if (id === '' || isComposedName(node) || id === accessibilityLabel(node, platform)) return '';
  return looksLikeIdentifier(id) ? id : '';
}

/**
 * Why this node cannot be the element the evidence describes, or undefined.
 * - negation: one says "don't"/"not" and the other does not ("Allow" vs "Don't Allow");
 * - description: the node says something of its own and shares no word with the description
 *   (nor does its section): a different element, or a description in another language;
 * - identifier: the old id's words appear nowhere on the node, and the node carries an id of its
 *   own — a renamed id keeps some of its words, or the label does;
 * - number: the evidence writes a number the node does not show, and the node shows one the
 *   evidence does not ("Foto 2 de 15" vs "Foto 3 de 15", "password1" vs "password2"): a sibling.
 */
export function contradictionOf(
  signals: EvidenceSignals,
  ownWords: readonly string[],
  ownIdentifierWords: readonly string[],
  ownNumbers: readonly string[] = [],
): Contradiction | undefined {
  const { descriptionContent, nodeTokens, sectionTokens, identifierLocators } = signals;
  if (descriptionContent.length > 0 && hasNegation(descriptionContent) !== hasNegation(nodeTokens)) {
    return 'negation';
  }
  if ((signals.evidenceNumbers ?? []).some((numbers) => numbersDisagree(numbers, ownNumbers))) {
    return 'number';
  }
  if (
    descriptionContent.length > 0 &&
    ownWords.length > 0 &&
    tokenCoverage(descriptionContent, nodeTokens) === 0 &&
    tokenCoverage(descriptionContent, sectionTokens) === 0
  ) {
    return 'description';
  }
  const comparable = signals.identifierComparable ?? nodeTokens;
  if (
    ownIdentifierWords.length > 0 &&
    identifierLocators.some(
      (tokens) => tokens.length > 0 && tokenCoverage(tokens, comparable) < IDENTIFIER_EVIDENCE,
    )
  ) {
    return 'identifier';
  }
  return undefined;
}

/** Every word the person wrote is on the element, and the element says little else. */
export function identifiesByWords(query: readonly string[], tokens: readonly string[]): boolean {
  return (
    query.length > 0 &&
    tokenCoverage(query, tokens) >= FULL_COVERAGE &&
    tokenOverlap(query, tokens) >= STRONG_OVERLAP
  );
}

/**
 * `words` with any word that glues `reference` together split back into it: an id recased to
 * lower case loses its word boundaries (`TabBarItemTitle` → `tabbaritemtitle_button`).
 *
 * @example
 * unglue(['tabbaritemtitle', 'button'], ['tab', 'bar', 'item', 'title']) // ['tab', 'bar', 'item', 'title', 'button']
 */
export function unglue(words: readonly string[], reference: readonly string[]): string[] {
  if (reference.length < 2) return [...words];
  const glued = reference.join('');
  return words.flatMap((word) => (word === glued ? [...reference] : [word]));
}

/**
 * An old id and a node's id say the same thing: one's words are all in the other (recasing,
 * a prefix or suffix added or dropped) and little else. `expense_name` and `expense_label` do not.
 */
export function sameIdentifierWords(old: readonly string[], current: readonly string[]): boolean {
  return (
    old.length > 0 &&
    current.length > 0 &&
    (tokenCoverage(old, current) >= FULL_COVERAGE || tokenCoverage(current, old) >= FULL_COVERAGE) &&
    // `login` → `login_button` still names it; "Menú" is in "Cierra el menú." but does not.
    tokenOverlap(old, current) >= RELATED_IDENTIFIER_OVERLAP
  );
}

/**
 * "Add to cart in recommendations": the words on the element name it, and the rest name the
 * section it sits in (its labelled ancestors). Every word must be accounted for.
 */
export function identifiesInSection(
  query: readonly string[],
  tokens: readonly string[],
  section: readonly string[],
  facets: readonly (readonly string[])[] = [],
): boolean {
  if (identifiesByFacet(query, tokens, facets)) return true;
  const onNode = query.filter((token) => tokenCoverage([token], tokens) >= FULL_COVERAGE);
  const elsewhere = query.filter((token) => !onNode.includes(token));
  return (
    onNode.length > 0 &&
    elsewhere.length > 0 &&
    tokenCoverage(elsewhere, section) >= FULL_COVERAGE &&
    identifiesByFacet(onNode, tokens, facets)
  );
}

/**
 * identifiesByWords against all the node's words or any one facet of them (its id, its label,
 * its text): `action_import_export` + "Import/Download" is named by "Import/Export" through its id.
 */
export function identifiesByFacet(
  query: readonly string[],
  tokens: readonly string[],
  facets: readonly (readonly string[])[],
): boolean {
  return identifiesByWords(query, tokens) || facets.some((facet) => identifiesByWords(query, facet));
}
