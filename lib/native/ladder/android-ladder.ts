/**
 * Android (UiAutomator2) ladder, most stable first: resource-id (`id`) → content-desc
 * (`accessibility id`) → UiSelector text → id/class + text combinations → XPath anchored on the
 * nearest ancestor with a resource-id or content-desc. No index, bounds or instance(n), ever.
 */

import { quoteXPathString } from '../../locators/quote-string.js';
import { javaString } from '../evaluate/ui-selector.js';
import type { NativeNode } from '../tree/native-tree.js';
import { classOf, isEditable } from '../tree/node-facts.js';
import { isGeneratedResourceId, isUsableLabel } from './anti-patterns.js';
import { type NativeCandidate, RUNG_SCORE } from './native-candidate.js';

/** How far up the anchored XPath looks for an identified ancestor. */
const MAX_ANCHORS = 4;

export function stableResourceId(node: NativeNode): string | undefined {
  const id = node.attributes['resource-id'] ?? '';
  return isGeneratedResourceId(id) ? undefined : id;
}

export function stableContentDesc(node: NativeNode): string | undefined {
  const desc = node.attributes['content-desc'];
  return isUsableLabel(desc) ? desc : undefined;
}

/** The element's own text when it is a label (never what the user typed). */
export function stableText(node: NativeNode): string | undefined {
  const text = node.attributes.text;
  return !isEditable(node) && isUsableLabel(text) ? text : undefined;
}

/** `cls[@attr='…']` for the target's own identity, most specific first. */
export function androidTargetSteps(node: NativeNode): string[] {
  const cls = node.tag;
  const steps: string[] = [];
  const id = stableResourceId(node);
  const desc = stableContentDesc(node);
  const text = stableText(node);
  if (id) steps.push(`${cls}[@resource-id=${quoteXPathString(id)}]`);
  if (desc) steps.push(`${cls}[@content-desc=${quoteXPathString(desc)}]`);
  if (text) steps.push(`${cls}[@text=${quoteXPathString(text)}]`);
  steps.push(cls);
  return steps;
}

export function anchoredXPaths(node: NativeNode, targetSteps: readonly string[]): string[] {
  const out: string[] = [];
  let anchors = 0;
  for (let ancestor = node.parent; ancestor && anchors < MAX_ANCHORS; ancestor = ancestor.parent) {
    const id = stableResourceId(ancestor);
    const desc = stableContentDesc(ancestor);
    const anchor = id
      ? `//*[@resource-id=${quoteXPathString(id)}]`
      : desc
        ? `//*[@content-desc=${quoteXPathString(desc)}]`
        : undefined;
    if (!anchor) continue;
    anchors++;
    for (const step of targetSteps) out.push(`${anchor}//${step}`);
  }
  return out;
}

/**
 * For a row or pressable with no text of its own: its class predicated on the text it shows
 * (the title first, then every fragment), e.g. `//android.widget.LinearLayout[.//*[@text='Wi-Fi']]`.
 */
export function textContainerXPaths(node: NativeNode, attribute: 'text' | 'label'): string[] {
  if ((node.attributes[attribute] ?? '') !== '' || node.children.length === 0) return [];
  const fragments: string[] = [];
  const visit = (current: NativeNode): void => {
    for (const child of current.children) {
      const text = child.attributes[attribute] ?? '';
      if (text !== '' && (attribute === 'text' || child.tag === 'XCUIElementTypeStaticText'))
        fragments.push(text);
      else visit(child);
    }
  };
  visit(node);
  const usable = fragments.filter((f) => isUsableLabel(f)).slice(0, 4);
  if (usable.length === 0) return [];
  const has = (list: readonly string[]) =>
    list.map((f) => `.//*[@${attribute}=${quoteXPathString(f)}]`).join(' and ');
  const sets = usable.length > 1 ? [usable.slice(0, 1), usable] : [usable];
  const out = sets.map((set) => `//${node.tag}[${has(set)}]`);
  // Rows nest layouts that all contain the title: the actionable one is the row.
  const actionable =
    node.attributes.clickable === 'true'
      ? "@clickable='true'"
      : node.attributes.accessible === 'true'
        ? "@accessible='true'"
        : '';
  if (actionable !== '') for (const set of sets) out.push(`//${node.tag}[${actionable} and ${has(set)}]`);
  return out;
}

/** Android candidates for `node` (unvalidated; see validateCandidates). */
export function androidLadder(node: NativeNode): NativeCandidate[] {
  const out: NativeCandidate[] = [];
  const id = stableResourceId(node);
  const desc = stableContentDesc(node);
  const text = stableText(node);
  const cls = classOf(node);
  if (id) out.push({ strategy: 'id', value: id, rung: 'resource-id', score: RUNG_SCORE.resourceId });
  if (desc)
    out.push({
      strategy: 'accessibility id',
      value: desc,
      rung: 'content-desc',
      score: RUNG_SCORE.contentDesc,
    });
  const uia = (parts: string[]) => `new UiSelector()${parts.join('')}`;
  if (text) {
    out.push({
      strategy: '-android uiautomator',
      value: uia([`.text(${javaString(text)})`]),
      rung: 'uiselector-text',
      score: RUNG_SCORE.uiSelectorText,
    });
  }
  if (id && text) {
    out.push({
      strategy: '-android uiautomator',
      value: uia([`.resourceId(${javaString(id)})`, `.text(${javaString(text)})`]),
      rung: 'id-text',
      score: RUNG_SCORE.idText,
    });
  }
  if (id && desc) {
    out.push({
      strategy: '-android uiautomator',
      value: uia([`.resourceId(${javaString(id)})`, `.description(${javaString(desc)})`]),
      rung: 'id-text',
      score: RUNG_SCORE.idText,
    });
  }
  if (text) {
    out.push({
      strategy: '-android uiautomator',
      value: uia([`.className(${javaString(cls)})`, `.text(${javaString(text)})`]),
      rung: 'class-text',
      score: RUNG_SCORE.classText,
    });
  }
  if (desc) {
    out.push({
      strategy: '-android uiautomator',
      value: uia([`.className(${javaString(cls)})`, `.description(${javaString(desc)})`]),
      rung: 'class-text',
      score: RUNG_SCORE.classText,
    });
  }
  for (const expression of textContainerXPaths(node, 'text')) {
    out.push({
      strategy: 'xpath',
      value: expression,
      rung: 'text-container-xpath',
      score: RUNG_SCORE.containerXPath,
    });
  }
  for (const expression of anchoredXPaths(node, androidTargetSteps(node))) {
    out.push({
      strategy: 'xpath',
      value: expression,
      rung: 'anchored-xpath',
      score: RUNG_SCORE.anchoredXPath,
    });
  }
  return out;
}
