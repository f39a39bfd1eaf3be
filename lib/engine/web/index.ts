/**
 * The web page model: parse an HTML page source once, then ask it roles, names, text, sections,
 * and evaluate locator queries on it exactly as Playwright would.
 *
 * @example
 * import { parseWebPage, resolveQuery } from './web/index.js';
 * const page = parseWebPage(html);
 * const buttons = resolveQuery(page, { source: "getByRole('button')", form: 'playwright-code',
 *   steps: [{ kind: 'role', role: 'button', options: {} }] });
 * buttons.map((el) => `${el.path} ${el.role} "${el.name}"`);
 */
export { asFlatString } from './accessible-name.js';
export { ElementTable } from './element-table.js';
export { isCustomElementName, parseWebPage } from './parse-web-page.js';
export { labelTextsOf, resolveQuery, resolveQueryFrom } from './resolve-query.js';
export { LANDMARK_ROLES, VALID_ROLES } from './roles.js';
export {
  type ContainerContext,
  type ContainerKind,
  containerOf,
  containerWord,
  HEADING_TAGS,
  type HeadingContext,
  hasCardClass,
  headingBeforeWithin,
  headingElementsInside,
  headingOf,
  headingsInside,
  isCardClass,
  type LandmarkContext,
  landmarkOf,
  repeatedBlockOf,
} from './section-context.js';
export { ariaChecked, ariaDisabled, ariaExpanded, ariaLevel, ariaPressed, ariaSelected } from './states.js';
export { locatorTextOf, normalizeWhitespace } from './text.js';
export {
  controlLabelledBy,
  elementByPath,
  isElementHiddenApartFrom,
  isElementHiddenForAria,
  isElementVisible,
  labelElementsOf,
  labelForNamesNoControl,
  labelLabelsAControl,
  mayHaveGeneratedName,
  nameJoinsChildren,
  nameOf,
  roleOf,
} from './web-element-facts.js';
export type { WebChildNode, WebElement, WebNamespace, WebPage, WebShadowRoot } from './web-page.js';
export { contains } from './web-page.js';
