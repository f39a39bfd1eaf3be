/** The locator facade: every locator form → one LocatorQuery → every framework's syntax. */
export { classifyResolution, type ResolutionClass } from './classify-resolution.js';
export { DEFAULT_TEST_ID_ATTRIBUTE, type ParseLocatorOptions, parseLocator } from './parse.js';
export type {
  AppiumStrategy,
  LocatorForm,
  LocatorInput,
  LocatorQuery,
  QueryStep,
  RoleOptions,
  Scope,
  TextMatch,
} from './query.js';
export {
  type RenderCodeOptions,
  renderPlaywrightCode,
  renderPlaywrightSelector,
  renderSelenium,
  renderSeleniumCode,
  type SeleniumLanguage,
  type SeleniumLocator,
} from './render.js';
