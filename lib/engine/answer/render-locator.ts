/**
 * Turns a validated LocatorQuery into the framework's answer form through the locator facade's
 * renderers (lib/locators/render.ts): Playwright gets a selector page.locator() accepts plus the
 * code form; Selenium / WebdriverIO get css, xpath or a `>>>` shadow chain plus the code form.
 * Only the code wrapping for Selenium and WebdriverIO is formatted here.
 */
import type { LocatorQuery } from '../../locators/query.js';
import { renderPlaywrightCode, renderPlaywrightSelector, renderSelenium } from '../../locators/render.js';
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

function javaString(value: string): string {
  return JSON.stringify(value);
}

function seleniumCode(using: string, value: string, framework: Framework): string {
  if (framework === 'webdriverio') {
    if (using === 'shadow_piercing_css') {
      const [first, ...rest] = value.split(/\s*>>>\s*/);
      return `$(${javaString(first ?? '')})${rest.map((segment) => `.shadow$(${javaString(segment)})`).join('')}`;
    }
    return `$(${javaString(using === 'xpath' && !value.startsWith('/') && !value.startsWith('(') ? `xpath=${value}` : value)})`;
  }
  if (using === 'shadow_piercing_css') {
    const [first, ...rest] = value.split(/\s*>>>\s*/);
    return `driver.findElement(By.cssSelector(${javaString(first ?? '')}))${rest
      .map((segment) => `.getShadowRoot().findElement(By.cssSelector(${javaString(segment)}))`)
      .join('')}`;
  }
  return using === 'xpath'
    ? `driver.findElement(By.xpath(${javaString(value)}))`
    : `driver.findElement(By.cssSelector(${javaString(value)}))`;
}

/**
 * Renders a query for a framework, or undefined when the framework cannot express it
 * (a role or text query for Selenium) or the renderer refuses it.
 *
 * @example
 * renderForFramework(query, 'selenium') // { locator_type: 'css', locator: '#save', code: 'driver.findElement(By.cssSelector("#save"))' }
 */
export function renderForFramework(query: LocatorQuery, framework: Framework): RenderedLocator | undefined {
  try {
    if (framework === 'playwright') {
      return {
        locator_type: playwrightType(query),
        locator: renderPlaywrightSelector(query),
        code: renderPlaywrightCode(query, 'page'),
      };
    }
    const rendered = renderSelenium(query);
    if (!rendered) return undefined;
    const locatorType = rendered.using === 'css selector' ? 'css' : rendered.using;
    return {
      locator_type: locatorType,
      locator: rendered.value,
      code: seleniumCode(rendered.using, rendered.value, framework),
    };
  } catch {
    return undefined;
  }
}
