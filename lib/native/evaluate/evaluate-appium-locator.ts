/**
 * One entry point that evaluates any Appium strategy/value pair offline against a page source,
 * the way the device would: `id`, `accessibility id`, `class name`, `name`, `xpath`,
 * `-android uiautomator`, `-ios predicate string`, `-ios class chain`. Public (healwright/engine)
 * so Appium users can check a locator against a saved page source without a device.
 */

import { HealwrightError } from '../../errors.js';
import type { AppiumStrategy } from '../../locators/query.js';
import {
  type NativeNode,
  type NativePlatform,
  type NativeTree,
  parseNativeSource,
} from '../tree/native-tree.js';
import { evaluateClassChain, parseClassChain } from './ios-class-chain.js';
import { evaluatePredicate, parsePredicate } from './ios-predicate.js';
import { evaluateNativeXPath } from './native-xpath.js';
import { evaluateUiSelector, parseUiSelector } from './ui-selector.js';

export const APPIUM_STRATEGIES: readonly AppiumStrategy[] = [
  'id',
  'accessibility id',
  'xpath',
  'class name',
  'name',
  '-android uiautomator',
  '-ios predicate string',
  '-ios class chain',
];

/** Accepts the strategy spellings clients send (`accessibility_id`, `AppiumBy.ACCESSIBILITY_ID`, `~`…). */
export function normalizeAppiumStrategy(type: string): AppiumStrategy | undefined {
  const key = type
    .trim()
    .toLowerCase()
    .replace(/^(appiumby|mobileby|by)\./, '')
    .replace(/[_\s]+/g, ' ');
  const aliases: Readonly<Record<string, AppiumStrategy>> = {
    id: 'id',
    'resource id': 'id',
    'accessibility id': 'accessibility id',
    accessibilityid: 'accessibility id',
    '~': 'accessibility id',
    xpath: 'xpath',
    'class name': 'class name',
    classname: 'class name',
    name: 'name',
    '-android uiautomator': '-android uiautomator',
    'android uiautomator': '-android uiautomator',
    uiautomator: '-android uiautomator',
    '-ios predicate string': '-ios predicate string',
    'ios predicate': '-ios predicate string',
    'ios predicate string': '-ios predicate string',
    predicate: '-ios predicate string',
    '-ios class chain': '-ios class chain',
    'ios class chain': '-ios class chain',
    'class chain': '-ios class chain',
  };
  return aliases[key];
}

function unsupported(strategy: string, platform: NativePlatform): HealwrightError {
  return new HealwrightError(
    'UNKNOWN_STRATEGY',
    `The "${strategy}" strategy does not exist on ${platform}.`,
    {
      details: { strategy, platform },
    },
  );
}

/** Android `id`: the full resource-id, or the short one UiAutomator2 prefixes with the app package. */
function matchesAndroidId(node: NativeNode, value: string): boolean {
  const id = node.attributes['resource-id'];
  if (!id) return false;
  if (id === value) return true;
  if (value.includes(':id/')) return false;
  return id === `${node.attributes.package ?? ''}:id/${value}` || id === `android:id/${value}`;
}

function attributeEquals(tree: NativeTree, name: string, value: string): NativeNode[] {
  return tree.nodes.filter((node) => node.order > 0 && node.attributes[name] === value);
}

/**
 * Evaluates one Appium locator; returns the matched nodes in document order.
 * Throws InvalidLocatorError (400) when the value does not compile and HealwrightError
 * UNKNOWN_STRATEGY (400) for a strategy the platform does not have.
 *
 * @example
 * evaluateAppiumLocator(pageSource, '-android uiautomator', 'new UiSelector().text("Log in")').length // 1
 */
export function evaluateAppiumLocator(
  source: string | NativeTree,
  strategy: string,
  value: string,
): readonly NativeNode[] {
  const tree = typeof source === 'string' ? parseNativeSource(source) : source;
  const normalized = normalizeAppiumStrategy(strategy);
  if (!normalized) {
    throw new HealwrightError('UNKNOWN_STRATEGY', `Unknown Appium strategy "${strategy}".`, {
      details: { strategy, supported: APPIUM_STRATEGIES },
    });
  }
  const android = tree.platform === 'android';
  switch (normalized) {
    case 'id':
      return android
        ? tree.nodes.filter((node) => matchesAndroidId(node, value))
        : attributeEquals(tree, 'name', value);
    case 'accessibility id':
      return attributeEquals(tree, android ? 'content-desc' : 'name', value);
    case 'name':
      return attributeEquals(tree, android ? 'content-desc' : 'name', value);
    case 'class name':
      return tree.nodes.filter(
        (node) =>
          node.order > 0 &&
          (android ? (node.attributes.class ?? node.tag) : (node.attributes.type ?? node.tag)) === value,
      );
    case 'xpath':
      return evaluateNativeXPath(tree, value);
    case '-android uiautomator':
      if (!android) throw unsupported(normalized, tree.platform);
      return evaluateUiSelector(tree.nodes, parseUiSelector(value));
    case '-ios predicate string':
      if (android) throw unsupported(normalized, tree.platform);
      return evaluatePredicate(tree.nodes, parsePredicate(value));
    case '-ios class chain':
      if (android) throw unsupported(normalized, tree.platform);
      return evaluateClassChain(tree.nodes, parseClassChain(value));
  }
}
