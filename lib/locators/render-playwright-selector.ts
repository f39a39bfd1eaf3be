/**
 * LocatorQuery → a selector string `page.locator()` accepts, in the forms Playwright itself builds
 * (https://playwright.dev/docs/other-locators): CSS and XPath as written, `internal:role=`,
 * `internal:testid=`, `internal:text=`, `internal:label=`, `internal:attr=`, `internal:has-text=`,
 * `internal:has=`, `nth=`, `visible=`, `aria-ref=`, joined by ` >> `.
 * Lossy on purpose: in a query with `within: 'shadow-root'` steps (a `>>>` chain) every CSS step
 * becomes a plain, shadow-piercing CSS part: Playwright's CSS already crosses open shadow roots and
 * has no boundary operator. Otherwise `pierce: false` renders as `css:light=`.
 * Appium steps have no Playwright form: HealwrightError('UNKNOWN_STRATEGY').
 */
import { HealwrightError } from '../errors.js';
import { matchBareAriaRef } from './parse-aria-ref.js';
import type { LocatorQuery, QueryStep, RoleOptions } from './query.js';
import { attributeBody, internalTextBody, quoteAttributeValue } from './quote-string.js';

/** Attribute order Playwright uses when it writes `internal:role=` (name sits between level and pressed). */
const ROLE_ATTRIBUTE_ORDER: readonly (keyof RoleOptions | 'name')[] = [
  'checked',
  'disabled',
  'selected',
  'expanded',
  'includeHidden',
  'level',
  'name',
  'pressed',
];

/**
 * Renders a query as a Playwright selector.
 *
 * @example
 * renderPlaywrightSelector(parseLocator("getByRole('button', { name: 'Save' })"))
 * // → 'internal:role=button[name="Save"i]'
 */
export function renderPlaywrightSelector(query: Pick<LocatorQuery, 'steps' | 'description'>): string {
  const crossesShadowRoots = query.steps.some((step) => 'within' in step && step.within === 'shadow-root');
  const parts = query.steps.flatMap((step) => renderStep(step, crossesShadowRoots));
  if (query.description !== undefined) parts.push(`internal:describe=${JSON.stringify(query.description)}`);
  return parts.join(' >> ');
}

function renderStep(step: QueryStep, crossesShadowRoots: boolean): string[] {
  switch (step.kind) {
    case 'css':
      if (!step.pierce && !crossesShadowRoots) return [`css:light=${step.selector}`];
      return [matchBareAriaRef(step.selector) === undefined ? step.selector : `css=${step.selector}`];
    case 'xpath':
      return [
        /^\(*\/\//.test(step.expression) || step.expression.startsWith('..')
          ? step.expression
          : `xpath=${step.expression}`,
      ];
    case 'role':
      return [renderRole(step)];
    case 'test-id':
      return [`internal:testid=[${attributeName(step.attribute)}=${attributeBody(step.value)}]`];
    case 'text':
      return [`internal:text=${internalTextBody(step.text)}`];
    case 'label':
      return [`internal:label=${internalTextBody(step.text)}`];
    case 'placeholder':
      return [`internal:attr=[placeholder=${attributeBody(step.text)}]`];
    case 'alt-text':
      return [`internal:attr=[alt=${attributeBody(step.text)}]`];
    case 'title':
      return [`internal:attr=[title=${attributeBody(step.text)}]`];
    case 'attribute':
      return [`internal:attr=[${attributeName(step.name)}=${attributeBody(step.value)}]`];
    case 'nth':
      return [`nth=${step.index}`];
    case 'filter': {
      const parts: string[] = [];
      if (step.hasText !== undefined) parts.push(`internal:has-text=${internalTextBody(step.hasText)}`);
      if (step.hasNotText !== undefined)
        parts.push(`internal:has-not-text=${internalTextBody(step.hasNotText)}`);
      if (step.has !== undefined)
        parts.push(`internal:has=${JSON.stringify(renderPlaywrightSelector(step.has))}`);
      if (step.hasNot !== undefined)
        parts.push(`internal:has-not=${JSON.stringify(renderPlaywrightSelector(step.hasNot))}`);
      if (step.visible !== undefined) parts.push(`visible=${step.visible}`);
      return parts;
    }
    case 'aria-ref':
      return [`aria-ref=${step.ref}`];
    case 'appium':
      throw new HealwrightError(
        'UNKNOWN_STRATEGY',
        `An Appium "${step.strategy}" locator has no Playwright form`,
        {
          details: { strategy: step.strategy, value: step.value },
        },
      );
  }
}

function renderRole(step: Extract<QueryStep, { kind: 'role' }>): string {
  let result = `internal:role=${step.role}`;
  for (const key of ROLE_ATTRIBUTE_ORDER) {
    if (key === 'name') {
      if (step.name !== undefined) result += `[name=${attributeBody(step.name)}]`;
      continue;
    }
    const value = step.options[key];
    if (value !== undefined) result += `[${key === 'includeHidden' ? 'include-hidden' : key}=${value}]`;
  }
  return result;
}

/** Attribute names outside [A-Za-z0-9_-] are quoted (Playwright's grammar accepts quoted names). */
function attributeName(name: string): string {
  return /^[\w-]+$/.test(name) ? name : quoteAttributeValue(name);
}
