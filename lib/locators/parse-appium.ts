/**
 * Appium / WebDriver mobile strategies, kept verbatim as `{ kind: 'appium' }` steps for the native
 * evaluators (lib/native). Only emptiness is checked here: each strategy's own syntax
 * (UiSelector, NSPredicate, class chain, XPath over the app source) is the native owner's.
 */
import type { AppiumStrategy, QueryStep } from './query.js';
import { failAt, type SourceSlice } from './source-slice.js';

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

/** Strategies that can only mean Appium (the others, id/xpath/name, also exist on the web). */
export const NATIVE_ONLY_STRATEGIES: ReadonlySet<string> = new Set([
  'accessibility id',
  'class name',
  '-android uiautomator',
  '-ios predicate string',
  '-ios class chain',
]);

export function parseAppiumStep(slice: SourceSlice, strategy: AppiumStrategy): QueryStep {
  if (slice.text.trim() === '') failAt(slice, 0, `Empty ${strategy} locator`);
  return { kind: 'appium', strategy, value: slice.text };
}
