/**
 * healwright/engine: the pure healing core. Page source + evidence in; one validated locator or a
 * typed refusal out. No I/O, no clock (except deps.now), no randomness; the model is a function
 * passed in (deps.choose) that only answers "which of these candidates?".
 *
 * @example
 * import { heal } from 'healwright/engine';
 * const result = await heal({ page_source: html, existing_locators: [{ type: 'css', value: '#buy' }], description: 'Buy now button' });
 * result.ok ? result.answer.locator : result.failure.message;
 */
import { HealwrightError } from '../errors.js';
import { heal } from './heal.js';
import type { HealAnswer, HealDependencies } from './types.js';

export type { NativeHealRequest, NativeNode, NativeTree } from '../native/index.js';
// Native (Appium) healing and the offline evaluators, owned by lib/native.
export {
  APPIUM_STRATEGIES,
  detectNative,
  evaluateAppiumLocator,
  evaluateClassChain,
  evaluatePredicate,
  evaluateUiSelector,
  healNative,
  parseClassChain,
  parseNativeSource,
  parsePredicate,
  parseUiSelector,
  renderAppiumCode,
} from '../native/index.js';
export { parseAnswerLocator } from './answer/parse-answer.js';
export type { ElementFacts } from './describe/element-tokens.js';
export { type DescriptionMatch, matchDescription } from './describe/match-description.js';
export { type GenerateLocatorArgs, generateLocator } from './generate-locator.js';
export { heal } from './heal.js';
export { healCacheKey } from './request/cache-key.js';
export { type NormalizedRequest, validateRequest } from './request/validate-request.js';
export { positionalSteps } from './shortlist/locator-clues.js';
export * from './text/index.js';
export type * from './types.js';
export * from './web/index.js';
export * as weights from './weights.js';

/**
 * heal, but throws a HealwrightError (with the failure's code, status and candidates in details)
 * instead of returning a failure.
 *
 * @example
 * const answer = await healOrThrow({ page_source: html, description: 'Save button' });
 */
export async function healOrThrow(request: unknown, deps?: HealDependencies): Promise<HealAnswer> {
  const result = await heal(request, deps);
  if (result.ok) return result.answer;
  const { failure } = result;
  throw new HealwrightError(
    failure.code as ConstructorParameters<typeof HealwrightError>[0],
    failure.message,
    {
      status: failure.status,
      retry: failure.retry,
      details: { hint: failure.hint, candidates: failure.candidates },
    },
  );
}
