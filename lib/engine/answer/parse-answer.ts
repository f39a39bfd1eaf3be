/**
 * Reads an answer's locator back into a query with its framework's semantics: Playwright CSS
 * pierces open shadow roots; Selenium / WebdriverIO CSS does not (W3C WebDriver "Find Element"
 * searches the document's light tree; shadow roots are entered segment by segment).
 */
import { parseLocator } from '../../locators/parse.js';
import type { LocatorQuery } from '../../locators/query.js';
import type { HealAlternative, HealAnswer } from '../types.js';

/**
 * The query an answer (or alternative) means for its framework.
 *
 * @example
 * parseAnswerLocator({ locator_type: 'css', locator: 'input' }, 'selenium').steps[0] // { kind: 'css', selector: 'input', pierce: false }
 * @throws InvalidLocatorError when the locator does not compile (never for answers heal returned).
 */
export function parseAnswerLocator(
  answer: Pick<HealAnswer | HealAlternative, 'locator_type' | 'locator'>,
  framework: HealAnswer['framework'],
): LocatorQuery {
  if (framework === 'playwright') return parseLocator(answer.locator, { platform: 'web' });
  const type = answer.locator_type === 'css' ? 'css' : answer.locator_type;
  const query = parseLocator({ type, value: answer.locator }, { platform: 'web' });
  return {
    ...query,
    steps: query.steps.map((step) => (step.kind === 'css' ? { ...step, pierce: false } : step)),
  };
}
