/**
 * React Native ladder, most stable first: testID (resource-id on Android, name on iOS) →
 * accessibilityLabel (content-desc / label) → visible text → for a pressable that wraps text
 * and has none of its own, an XPath on the container predicated on its text fragments
 * (fragments split across sibling text views are kept apart, exactly as the tree shows them)
 * → stop. There is no structural fallback: RN view trees are ViewGroup/Other nests whose
 * positions change with every layout tweak, so without a testID, a label or text the engine
 * refuses and says to add a testID.
 */

import { quoteXPathString } from '../../locators/quote-string.js';
import { predicateString } from '../evaluate/ios-predicate.js';
import { javaString } from '../evaluate/ui-selector.js';
import type { NativeNode, NativePlatform } from '../tree/native-tree.js';
import { classOf, isEditable, isVisible, ownText } from '../tree/node-facts.js';
import {
  isComposedName,
  isGeneratedResourceId,
  isUsableLabel,
  looksLikeIdentifier,
} from './anti-patterns.js';
import { type NativeCandidate, RUNG_SCORE } from './native-candidate.js';

/** More fragments than this and the container predicate is describing a whole screen. */
const MAX_TEXT_FRAGMENTS = 4;

/** A letter or digit: text without one is an icon font's glyph (`\ue890`, a "−" stepper), not words. */
const WORDY = /[\p{L}\p{N}]/u;

/**
 * Text fragments under a pressable, in order (its text views, not nested pressables). Icon-font
 * glyphs are left out: a person reading the row says its words, not the stepper's private-use
 * characters, and counting them would make a four-part row look like a whole screen.
 */
export function textFragments(node: NativeNode, platform: NativePlatform): string[] {
  const out: string[] = [];
  const visit = (current: NativeNode): void => {
    for (const child of current.children) {
      if (!isVisible(child)) continue;
      const text = ownText(child, platform);
      if (text !== '') {
        if (WORDY.test(text)) out.push(text);
      } else visit(child);
    }
  };
  visit(node);
  return out;
}

function testIdOf(
  node: NativeNode,
  platform: NativePlatform,
): { strategy: 'id' | 'accessibility id'; value: string } | undefined {
  if (platform === 'android') {
    const id = node.attributes['resource-id'] ?? '';
    if (!isGeneratedResourceId(id)) return { strategy: 'id', value: id };
    const desc = node.attributes['content-desc'] ?? '';
    // Older RN (and many apps) put testID into content-desc: an identifier, not a sentence.
    if (isUsableLabel(desc) && looksLikeIdentifier(desc) && !/\s/.test(desc))
      return { strategy: 'accessibility id', value: desc };
    return undefined;
  }
  const name = node.attributes.name ?? '';
  const label = node.attributes.label ?? '';
  if (!isUsableLabel(name) || isComposedName(node)) return undefined;
  return name !== label || looksLikeIdentifier(name)
    ? { strategy: 'accessibility id', value: name }
    : undefined;
}

function accessibilityLabelOf(node: NativeNode, platform: NativePlatform): string | undefined {
  const label = platform === 'android' ? node.attributes['content-desc'] : node.attributes.label;
  if (!isUsableLabel(label)) return undefined;
  if (platform === 'ios' && isComposedName(node)) return undefined;
  return label;
}

function textOf(node: NativeNode, platform: NativePlatform): string | undefined {
  const text = ownText(node, platform);
  return !isEditable(node) && isUsableLabel(text) ? text : undefined;
}

/** Container XPaths, most specific first; validation keeps the first that is unique. */
function containerXPaths(node: NativeNode, platform: NativePlatform, fragments: readonly string[]): string[] {
  const cls = node.tag;
  const attribute = platform === 'android' ? 'text' : 'label';
  const has = (axis: string) =>
    fragments.map((f) => `${axis}*[@${attribute}=${quoteXPathString(f)}]`).join(' and ');
  const out = [`//${cls}[${has('.//')}]`, `//${cls}[${has('./')}]`];
  if (platform === 'android' && node.attributes.clickable === 'true')
    out.push(`//${cls}[@clickable='true' and ${has('.//')}]`);
  if (platform === 'ios' && node.attributes.accessible === 'true')
    out.push(`//${cls}[@accessible='true' and ${has('.//')}]`);
  return out;
}

/** What the ladder found to stand on, for the refusal when it found nothing. */
export function reactNativeEvidence(
  node: NativeNode,
  platform: NativePlatform,
): {
  testId: boolean;
  label: boolean;
  text: boolean;
} {
  const fragments = textFragments(node, platform).filter((f) => isUsableLabel(f));
  return {
    testId: testIdOf(node, platform) !== undefined,
    label: accessibilityLabelOf(node, platform) !== undefined,
    text:
      textOf(node, platform) !== undefined ||
      (fragments.length > 0 && fragments.length <= MAX_TEXT_FRAGMENTS),
  };
}

/** React Native candidates for `node` (unvalidated). */
export function reactNativeLadder(node: NativeNode, platform: NativePlatform): NativeCandidate[] {
  const out: NativeCandidate[] = [];
  const type = classOf(node);
  const testId = testIdOf(node, platform);
  if (testId) out.push({ ...testId, rung: 'test-id', score: RUNG_SCORE.testId });
  if (testId?.strategy === 'id' && platform === 'android') {
    out.push({
      strategy: '-android uiautomator',
      value: `new UiSelector().resourceId(${javaString(testId.value)})`,
      rung: 'test-id',
      score: RUNG_SCORE.testId - 1,
    });
  }
  const label = accessibilityLabelOf(node, platform);
  if (label) {
    if (platform === 'android') {
      out.push({
        strategy: 'accessibility id',
        value: label,
        rung: 'accessibility-label',
        score: RUNG_SCORE.accessibilityLabel,
      });
    } else {
      if (node.attributes.name === label) {
        out.push({
          strategy: 'accessibility id',
          value: label,
          rung: 'accessibility-label',
          score: RUNG_SCORE.accessibilityLabel,
        });
      }
      out.push({
        strategy: '-ios predicate string',
        value: `label == ${predicateString(label)}`,
        rung: 'accessibility-label',
        score: RUNG_SCORE.accessibilityLabel - 2,
      });
      out.push({
        strategy: '-ios predicate string',
        value: `type == ${predicateString(type)} AND label == ${predicateString(label)}`,
        rung: 'accessibility-label',
        score: RUNG_SCORE.accessibilityLabel - 3,
      });
    }
  }
  const text = textOf(node, platform);
  if (text) {
    if (platform === 'android') {
      out.push({
        strategy: '-android uiautomator',
        value: `new UiSelector().text(${javaString(text)})`,
        rung: 'text',
        score: RUNG_SCORE.text,
      });
      out.push({
        strategy: '-android uiautomator',
        value: `new UiSelector().className(${javaString(type)}).text(${javaString(text)})`,
        rung: 'text',
        score: RUNG_SCORE.text - 1,
      });
    } else {
      out.push({
        strategy: '-ios predicate string',
        value: `type == ${predicateString(type)} AND label == ${predicateString(text)}`,
        rung: 'text',
        score: RUNG_SCORE.text,
      });
    }
  } else {
    const fragments = textFragments(node, platform);
    if (
      fragments.length > 0 &&
      fragments.length <= MAX_TEXT_FRAGMENTS &&
      fragments.every((f) => isUsableLabel(f))
    ) {
      for (const expression of containerXPaths(node, platform, fragments)) {
        out.push({
          strategy: 'xpath',
          value: expression,
          rung: 'text-container-xpath',
          score: RUNG_SCORE.containerXPath,
        });
      }
    }
  }
  return out;
}
