/**
 * The locator facade's renderers: one LocatorQuery back into each framework's syntax.
 * Round trip: `parseLocator(renderPlaywrightSelector(q))` and `parseLocator(renderPlaywrightCode(q))`
 * have the same steps (and description) as `q`, except that `within: 'shadow-root'` is dropped by
 * the Playwright renderers (see render-playwright-selector.ts).
 */
export { type RenderCodeOptions, renderPlaywrightCode } from './render-playwright-code.js';
export { renderPlaywrightSelector } from './render-playwright-selector.js';
export {
  renderSelenium,
  renderSeleniumCode,
  type SeleniumLanguage,
  type SeleniumLocator,
} from './render-selenium.js';
