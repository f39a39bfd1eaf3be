/**
 * Turns a validated LocatorQuery into the framework's answer form through the locator facade's
 * renderers (lib/locators/render.ts): Playwright gets a selector page.locator() accepts plus the
 * code form; Selenium / WebdriverIO get css, xpath or a `>>>` shadow chain plus the code form.
 */
import type { LocatorQuery } from '../../locators/query.js';
import {
  renderPlaywrightCode,
  renderPlaywrightSelector,
  renderSelenium,
  renderSeleniumCode,
} from '../../locators/render.js';
import type { Framework } from '../types.js';

export interface RenderedLocator {
  readonly locator_type: string;
  readonly locator: string;
  readonly code: string;
}

function playwrightType(query: LocatorQuery): string {
  const search = query.steps.filter((step) => step.kind !== 'nth' && step.kind !== 'filter');
  if (search.length !== 1 || query.steps.length !== 1) return 'playwright';
  const step = search[0]!;
  switch (step.kind) {
    case 'css':
    case 'xpath':
    case 'role':
    case 'test-id':
    case 'text':
    case 'label':
    case 'placeholder':
    case 'title':
    case 'alt-text':
      return step.kind;
    default:
      return 'playwright';
  }
}

/**
 * Renders a query for a framework, or undefined when the framework cannot express it
 * (a role or text query for Selenium) or the renderer refuses it.
 *
 * @example
 * renderForFramework(query, 'selenium') // { locator_type: 'css', locator: '#save', code: 'driver.findElement(By.cssSelector("#save"))' }
 */
export function renderForFramework(
  query: LocatorQuery,
  framework: Framework,
  testIdAttribute = 'data-testid',
): RenderedLocator | undefined {
  try {
    if (framework === 'playwright') {
      return {
        locator_type: playwrightType(query),
        locator: renderPlaywrightSelector(query),
        code: renderPlaywrightCode(query, 'page', { testIdAttribute }),
      };
    }
    const rendered = renderSelenium(query);
    if (!rendered) return undefined;
    const locatorType = rendered.using === 'css selector' ? 'css' : rendered.using;
    const code = renderSeleniumCode(query, framework === 'webdriverio' ? 'javascript' : 'java');
    return { locator_type: locatorType, locator: rendered.value, code: code ?? rendered.value };
  } catch {
    return undefined;
  }
}
