/**
 * The last rungs before a refusal: text the other ladders set aside as unstable, used only when
 * the person's own evidence already rests on it, so the healed locator is no more fragile than
 * the one they wrote.
 * - A label whose only flaw is its numbers ("Foto 2 de 15", "12月14日 木曜日", "password1"), when
 *   those numbers are ones the description or the broken locator wrote.
 * - A field's shown text (its placeholder while empty: "Last Name") when the evidence says those
 *   words; it matches while the field shows its placeholder, as the rationale says.
 * Ranked below every other rung, and validated like them.
 */

import { quoteXPathString } from '../../locators/quote-string.js';
import { predicateString } from '../evaluate/ios-predicate.js';
import { javaString } from '../evaluate/ui-selector.js';
import { numbersIn } from '../shortlist/judge-evidence.js';
import { tokenize } from '../shortlist/native-tokens.js';
import { foldSynonyms } from '../shortlist/ui-synonyms.js';
import type { NativeNode, NativePlatform } from '../tree/native-tree.js';
import { classOf, fieldShownText, isEditable, ownText } from '../tree/node-facts.js';
import { isComposedName, isUsableLabel } from './anti-patterns.js';
import { type NativeCandidate, RUNG_SCORE } from './native-candidate.js';
import { textFragments } from './react-native-ladder.js';

/** Longest text the evidence may vouch for (a label, not a paragraph). */
const MAX_VOUCHED_LENGTH = 80;

/** What the person's request wrote: the numbers of each piece of evidence, and all its words. */
export interface RequestEvidence {
  /** One list per piece of evidence (the description, each locator literal). */
  readonly numbers: readonly (readonly string[])[];
  /** Tokens of the description and the locator literals, UI synonyms folded. */
  readonly words: ReadonlySet<string>;
}

/**
 * Reads the evidence the ladder may lean on from the description and the broken locators' words.
 *
 * @example
 * requestEvidence('Foto 2 de 15 button', [['foto', '2', 'de', '15']]).numbers // [['2', '15'], ['2', '15']]
 */
export function requestEvidence(
  description: string,
  locatorTokens: readonly (readonly string[])[],
): RequestEvidence {
  const texts = [description, ...locatorTokens.map((tokens) => tokens.join(' '))];
  return {
    numbers: texts.map((text) => numbersIn(text)).filter((numbers) => numbers.length > 0),
    words: new Set(texts.flatMap((text) => foldSynonyms(tokenize(text)))),
  };
}

function contains(outer: readonly string[], inner: readonly string[]): boolean {
  const left = [...outer];
  for (const n of inner) {
    const at = left.indexOf(n);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

/**
 * A label the ladders refused only for its numbers (or currency), whose numbers all appear in
 * one piece of the evidence.
 */
export function vouchedLabel(text: string | undefined, evidence: RequestEvidence): text is string {
  if (text === undefined) return false;
  const trimmed = text.trim();
  // The other rungs already use a usable label; this rung is only for what they set aside.
  const usable: boolean = isUsableLabel(text);
  if (
    usable ||
    trimmed === '' ||
    trimmed !== text ||
    trimmed.length > MAX_VOUCHED_LENGTH ||
    !/\p{L}/u.test(trimmed)
  )
    return false;
  const numbers = numbersIn(trimmed);
  return numbers.length > 0 && evidence.numbers.some((list) => contains(list, numbers));
}

/** A field's shown text whose every word (and number) the evidence says. */
export function vouchedFieldText(text: string | undefined, evidence: RequestEvidence): text is string {
  if (text === undefined) return false;
  const trimmed = text.trim();
  if (trimmed === '' || trimmed !== text || trimmed.length > MAX_VOUCHED_LENGTH) return false;
  const words = foldSynonyms(tokenize(trimmed));
  const numbers = numbersIn(trimmed);
  return (
    words.length > 0 &&
    words.every((word) => evidence.words.has(word)) &&
    (numbers.length === 0 || evidence.numbers.some((list) => contains(list, numbers)))
  );
}

function candidate(strategy: NativeCandidate['strategy'], value: string, offset = 0): NativeCandidate {
  return { strategy, value, rung: 'evidence-text', score: RUNG_SCORE.evidenceText - offset };
}

function androidCandidates(node: NativeNode, evidence: RequestEvidence): NativeCandidate[] {
  const out: NativeCandidate[] = [];
  const cls = classOf(node);
  const desc = node.attributes['content-desc'];
  if (vouchedLabel(desc, evidence)) {
    out.push(candidate('accessibility id', desc));
    out.push(
      candidate(
        '-android uiautomator',
        `new UiSelector().className(${javaString(cls)}).description(${javaString(desc)})`,
        1,
      ),
    );
  }
  const text = node.attributes.text;
  const textVouched = isEditable(node)
    ? vouchedFieldText(fieldShownText(node, 'android'), evidence)
    : vouchedLabel(text, evidence);
  if (textVouched && text !== undefined) {
    if (!isEditable(node))
      out.push(candidate('-android uiautomator', `new UiSelector().text(${javaString(text)})`));
    out.push(
      candidate(
        '-android uiautomator',
        `new UiSelector().className(${javaString(cls)}).text(${javaString(text)})`,
        1,
      ),
    );
  }
  return out;
}

function iosCandidates(node: NativeNode, evidence: RequestEvidence): NativeCandidate[] {
  if (isComposedName(node)) return [];
  const out: NativeCandidate[] = [];
  const type = classOf(node);
  const { name, label, value } = node.attributes;
  if (vouchedLabel(name, evidence)) out.push(candidate('accessibility id', name));
  const comparisons: { key: string; value: string }[] = [];
  if (vouchedLabel(label, evidence)) comparisons.push({ key: 'label', value: label });
  if (vouchedLabel(name, evidence) && name !== label) comparisons.push({ key: 'name', value: name });
  const valueVouched = isEditable(node)
    ? vouchedFieldText(fieldShownText(node, 'ios'), evidence)
    : vouchedLabel(value, evidence);
  if (valueVouched && value !== undefined && value !== label) comparisons.push({ key: 'value', value });
  for (const comparison of comparisons) {
    out.push(
      candidate(
        '-ios predicate string',
        `type == ${predicateString(type)} AND ${comparison.key} == ${predicateString(comparison.value)}`,
      ),
    );
    out.push(
      candidate(
        '-ios class chain',
        `**/${type}[\`${comparison.key} == ${predicateString(comparison.value)}\`]`,
        1,
      ),
    );
  }
  return out;
}

/** Most text fragments a container predicate lists. */
const MAX_FRAGMENTS = 4;

/**
 * A row or pressable with no text of its own, predicated on the texts it shows, when one of them
 * is data the evidence vouches for ("Delivery in 41 mins"):
 * `//android.widget.LinearLayout[.//*[@text='Delivery in 41 mins']]`.
 */
function containerCandidates(
  node: NativeNode,
  platform: NativePlatform,
  evidence: RequestEvidence,
): NativeCandidate[] {
  if (ownText(node, platform) !== '' || node.children.length === 0) return [];
  const fragments = textFragments(node, platform);
  if (fragments.length === 0 || fragments.length > MAX_FRAGMENTS) return [];
  const kept = fragments.filter((f) => isUsableLabel(f) || vouchedLabel(f, evidence));
  if (!kept.some((f) => vouchedLabel(f, evidence))) return [];
  const attribute = platform === 'android' ? 'text' : 'label';
  const has = (list: readonly string[]) =>
    list.map((f) => `.//*[@${attribute}=${quoteXPathString(f)}]`).join(' and ');
  const sets = kept.length > 1 ? [kept.slice(0, 1), kept] : [kept];
  const out = sets.map((set) => candidate('xpath', `//${node.tag}[${has(set)}]`, 2));
  if (node.attributes.clickable === 'true')
    for (const set of sets)
      out.push(candidate('xpath', `//${node.tag}[@clickable='true' and ${has(set)}]`, 2));
  return out;
}

/** Evidence-vouched candidates for `node` (unvalidated; ranked below every other rung). */
export function evidenceLadder(
  node: NativeNode,
  platform: NativePlatform,
  evidence: RequestEvidence,
): NativeCandidate[] {
  return [
    ...(platform === 'android' ? androidCandidates(node, evidence) : iosCandidates(node, evidence)),
    ...containerCandidates(node, platform, evidence),
  ];
}
