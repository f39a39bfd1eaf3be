/**
 * LocatorQuery → Playwright locator code, in the shape Playwright's own codegen and
 * `locator.toString()` use (https://playwright.dev/docs/locators): `page.getByRole('button', { name: 'Save' })`,
 * `page.getByTestId('add')`, `page.locator('#cart').getByText('Total')`, `.nth(2)`, `.first()`,
 * `.filter({ has: page.getByText('x') })`, `.describe('…')`.
 * Steps without a getBy…/filter spelling (a test id on a non-default attribute, an exact
 * `hasText`, an attribute step) go through `.locator('<selector>')` with the selector renderer.
 */
import { HealwrightError } from '../errors.js';
import type { LocatorQuery, QueryStep, RoleOptions, TextMatch } from './query.js';
import { quoteJavaScript, regexLiteral } from './quote-string.js';
import { renderPlaywrightSelector } from './render-playwright-selector.js';

export interface RenderCodeOptions {
  /** The attribute `getByTestId()` means in the target project. Default `data-testid`. */
  readonly testIdAttribute?: string;
}

const TEXT_METHODS = {
  text: 'getByText',
  label: 'getByLabel',
  placeholder: 'getByPlaceholder',
  'alt-text': 'getByAltText',
  title: 'getByTitle',
} as const;

/** getByRole option order as Playwright prints it (name and exact come first). */
const ROLE_OPTION_ORDER: readonly (keyof RoleOptions)[] = [
  'checked',
  'disabled',
  'selected',
  'expanded',
  'includeHidden',
  'level',
  'pressed',
];

/**
 * Renders a query as Playwright code on `receiver`; an empty receiver gives the bare form
 * `locator.toString()` prints (`getByRole('button', { name: 'Save' })`).
 *
 * @example
 * renderPlaywrightCode(parseLocator('#cart >> text=Total'))
 * // → "page.locator('#cart').getByText('Total')"
 */
export function renderPlaywrightCode(
  query: Pick<LocatorQuery, 'steps' | 'description'>,
  receiver = 'page',
  options: RenderCodeOptions = {},
): string {
  const testIdAttribute = options.testIdAttribute ?? 'data-testid';
  // As in the selector renderer: Playwright has no shadow-boundary operator, its CSS pierces.
  const crossesShadowRoots = query.steps.some((step) => 'within' in step && step.within === 'shadow-root');
  const steps = crossesShadowRoots
    ? query.steps.map((step) => (step.kind === 'css' ? { ...step, pierce: true } : step))
    : query.steps;
  const calls = steps.map((step, index) => renderCall(step, index === 0, receiver, testIdAttribute));
  if (query.description !== undefined) calls.push(`describe(${quoteJavaScript(query.description)})`);
  return receiver === '' ? calls.join('.') : `${receiver}.${calls.join('.')}`;
}

function renderCall(step: QueryStep, isFirst: boolean, receiver: string, testIdAttribute: string): string {
  const viaLocator = (): string => `locator(${quoteJavaScript(renderPlaywrightSelector({ steps: [step] }))})`;
  switch (step.kind) {
    case 'role':
      return renderRole(step);
    case 'test-id':
      if (step.attribute !== testIdAttribute || step.value.kind === 'substring') return viaLocator();
      return `getByTestId(${step.value.kind === 'regex' ? regexLiteral(step.value) : quoteJavaScript(step.value.value)})`;
    case 'text':
      return `getByText(${textArguments(step.text)})`;
    case 'label':
    case 'placeholder':
    case 'alt-text':
    case 'title':
      return `${TEXT_METHODS[step.kind]}(${textArguments(step.text)})`;
    case 'nth':
      if (isFirst) return viaLocator();
      return step.index === 0 ? 'first()' : step.index === -1 ? 'last()' : `nth(${step.index})`;
    case 'filter': {
      if (isFirst || step.hasText?.kind === 'exact' || step.hasNotText?.kind === 'exact') return viaLocator();
      const entries: string[] = [];
      if (step.hasText !== undefined) entries.push(`hasText: ${textValue(step.hasText)}`);
      if (step.hasNotText !== undefined) entries.push(`hasNotText: ${textValue(step.hasNotText)}`);
      if (step.has !== undefined)
        entries.push(`has: ${renderPlaywrightCode(step.has, receiver, { testIdAttribute })}`);
      if (step.hasNot !== undefined) {
        entries.push(`hasNot: ${renderPlaywrightCode(step.hasNot, receiver, { testIdAttribute })}`);
      }
      if (step.visible !== undefined) entries.push(`visible: ${step.visible}`);
      return `filter({ ${entries.join(', ')} })`;
    }
    case 'appium':
      throw new HealwrightError(
        'UNKNOWN_STRATEGY',
        `An Appium "${step.strategy}" locator has no Playwright form`,
        {
          details: { strategy: step.strategy, value: step.value },
        },
      );
    default:
      return viaLocator();
  }
}

function renderRole(step: Extract<QueryStep, { kind: 'role' }>): string {
  const entries: string[] = [];
  if (step.name !== undefined) {
    entries.push(`name: ${textValue(step.name)}`);
    if (step.name.kind === 'exact') entries.push('exact: true');
  }
  for (const key of ROLE_OPTION_ORDER) {
    const value = step.options[key];
    if (value !== undefined) entries.push(`${key}: ${value}`);
  }
  const role = quoteJavaScript(step.role);
  return entries.length === 0 ? `getByRole(${role})` : `getByRole(${role}, { ${entries.join(', ')} })`;
}

function textValue(match: TextMatch): string {
  return match.kind === 'regex' ? regexLiteral(match) : quoteJavaScript(match.value);
}

function textArguments(match: TextMatch): string {
  return match.kind === 'exact' ? `${quoteJavaScript(match.value)}, { exact: true }` : textValue(match);
}
