/**
 * iOS (XCUITest) ladder, most stable first: accessibility id (`name`) → `-ios predicate string`
 * (type + label/name/value) → `-ios class chain` (`**` + type + backtick predicate, optionally
 * under an identified ancestor) → XPath anchored on the nearest identified ancestor.
 * Never `[n]` indexes, never coordinates, never a name iOS composed from the children.
 */

import { quoteXPathString } from '../../locators/quote-string.js';
import { predicateString } from '../evaluate/ios-predicate.js';
import type { NativeNode } from '../tree/native-tree.js';
import { classOf, isEditable } from '../tree/node-facts.js';
import { textContainerXPaths } from './android-ladder.js';
import { isComposedName, isUsableLabel } from './anti-patterns.js';
import { type NativeCandidate, RUNG_SCORE } from './native-candidate.js';

const MAX_ANCHORS = 4;

export function stableName(node: NativeNode): string | undefined {
  const name = node.attributes.name;
  return isUsableLabel(name) && !isComposedName(node) ? name : undefined;
}

export function stableLabel(node: NativeNode): string | undefined {
  const label = node.attributes.label;
  return isUsableLabel(label) && !isComposedName(node) ? label : undefined;
}

export function stableValue(node: NativeNode): string | undefined {
  const value = node.attributes.value;
  return !isEditable(node) && isUsableLabel(value) ? value : undefined;
}

/** `key == "…"` comparisons that identify the node, most stable first. */
function identityComparisons(node: NativeNode): { key: 'name' | 'label' | 'value'; value: string }[] {
  const out: { key: 'name' | 'label' | 'value'; value: string }[] = [];
  const label = stableLabel(node);
  const name = stableName(node);
  const value = stableValue(node);
  if (label) out.push({ key: 'label', value: label });
  if (name && name !== label) out.push({ key: 'name', value: name });
  if (value && value !== label && value !== name) out.push({ key: 'value', value });
  return out;
}

function nearestAnchors(node: NativeNode): string[] {
  const names: string[] = [];
  for (let ancestor = node.parent; ancestor && names.length < MAX_ANCHORS; ancestor = ancestor.parent) {
    if (/^XCUIElementType(Application|Window)$/.test(classOf(ancestor))) break;
    const name = stableName(ancestor);
    if (name) names.push(name);
  }
  return names;
}

/** iOS candidates for `node` (unvalidated). */
export function iosLadder(node: NativeNode): NativeCandidate[] {
  const out: NativeCandidate[] = [];
  const type = classOf(node);
  const name = stableName(node);
  if (name)
    out.push({
      strategy: 'accessibility id',
      value: name,
      rung: 'accessibility-id',
      score: RUNG_SCORE.accessibilityId,
    });
  const comparisons = identityComparisons(node);
  for (const { key, value } of comparisons) {
    out.push({
      strategy: '-ios predicate string',
      value: `type == ${predicateString(type)} AND ${key} == ${predicateString(value)}`,
      rung: 'predicate',
      score: RUNG_SCORE.predicate,
    });
  }
  for (const { key, value } of comparisons) {
    out.push({
      strategy: '-ios class chain',
      value: `**/${type}[\`${key} == ${predicateString(value)}\`]`,
      rung: 'class-chain',
      score: RUNG_SCORE.classChain,
    });
  }
  const anchors = nearestAnchors(node);
  const targetChains = [
    ...comparisons.map(({ key, value }) => `${type}[\`${key} == ${predicateString(value)}\`]`),
    type,
  ];
  for (const anchor of anchors) {
    for (const target of targetChains) {
      out.push({
        strategy: '-ios class chain',
        value: `**/*[\`name == ${predicateString(anchor)}\`]/**/${target}`,
        rung: 'class-chain',
        score: RUNG_SCORE.classChain - 2,
      });
    }
  }
  for (const expression of textContainerXPaths(node, 'label')) {
    out.push({
      strategy: 'xpath',
      value: expression,
      rung: 'text-container-xpath',
      score: RUNG_SCORE.containerXPath,
    });
  }
  const targetSteps = [
    ...comparisons.map(({ key, value }) => `${type}[@${key}=${quoteXPathString(value)}]`),
    type,
  ];
  for (const anchor of anchors) {
    for (const step of targetSteps) {
      out.push({
        strategy: 'xpath',
        value: `//*[@name=${quoteXPathString(anchor)}]//${step}`,
        rung: 'anchored-xpath',
        score: RUNG_SCORE.anchoredXPath,
      });
    }
  }
  return out;
}
