/**
 * healwright native: heal Appium locators from a page source, and the offline evaluators behind
 * it (re-exported from healwright/engine so Appium users can check locators without a device).
 */
export {
  APPIUM_LANGUAGES,
  type AppiumLanguage,
  renderAppiumCode,
  renderAppiumCodeAlternatives,
} from './answer/render-appium-code.js';
export { detectAppKind, detectNative, type NativeDetection } from './detect-native.js';
export {
  APPIUM_STRATEGIES,
  evaluateAppiumLocator,
  normalizeAppiumStrategy,
} from './evaluate/evaluate-appium-locator.js';
export {
  type ClassChainFilter,
  type ClassChainSegment,
  evaluateClassChain,
  parseClassChain,
} from './evaluate/ios-class-chain.js';
export {
  evaluatePredicate,
  type Predicate,
  parsePredicate,
  predicateHolds,
} from './evaluate/ios-predicate.js';
export { evaluateNativeXPath } from './evaluate/native-xpath.js';
export {
  evaluateUiSelector,
  parseUiSelector,
  type UiSelector,
  type UiSelectorCondition,
} from './evaluate/ui-selector.js';
export { healNative, type NativeHealRequest } from './heal-native.js';
export type { NativeNode, NativePlatform, NativeSourceFormat, NativeTree } from './tree/native-tree.js';
export { parseNativeSource } from './tree/native-tree.js';
