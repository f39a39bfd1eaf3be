/**
 * Function forms of the element facts, for callers that prefer verbs to properties.
 */
import { computeAccessibleName, nameHasSeam } from './accessible-name.js';
import { mayShowGeneratedContent } from './author-styles.js';
import { controlOfLabel, forNamesNoControl, labelsOf } from './labels.js';
import { isHiddenApartFrom, isHiddenForAria, isVisible } from './visibility.js';
import { asNode, type WebElement, type WebPage } from './web-page.js';

/** The element's ARIA role (undefined = generic / none). Same as `element.role`. */
export function roleOf(element: WebElement): string | undefined {
  return element.role;
}

/**
 * The accessible name. `includeHidden` names from hidden content too (getByRole's includeHidden).
 * @example nameOf(button) // 'Add to cart'
 */
export function nameOf(element: WebElement, options: { includeHidden?: boolean } = {}): string {
  return options.includeHidden ? computeAccessibleName(asNode(element), true) : element.name;
}

/** Hidden from the accessibility tree (aria-hidden, display:none, hidden, …): what getByRole skips. */
export function isElementHiddenForAria(element: WebElement): boolean {
  return isHiddenForAria(asNode(element));
}

/** Hidden by something that leaves `reference` shown or hidden otherwise (see isHiddenApartFrom). */
export function isElementHiddenApartFrom(element: WebElement, reference: WebElement): boolean {
  return isHiddenApartFrom(asNode(element), asNode(reference));
}

/** Static approximation of Playwright's isVisible (see visibility.ts). */
export function isElementVisible(element: WebElement): boolean {
  return isVisible(asNode(element));
}

/** The element at an agreed path (`0/1/4/#shadow/0/2`), or undefined. */
export function elementByPath(page: WebPage, path: string): WebElement | undefined {
  return page.elementByPath(path);
}

/**
 * True when CSS generated content (`::before`/`::after` text, e.g. icon fonts) may add to the
 * element's accessible name in the browser: an exact-name locator built from the source may miss.
 */
export function mayHaveGeneratedName(element: WebElement): boolean {
  return mayShowGeneratedContent(asNode(element));
}

/**
 * The `<label>` elements tied to a field (by `for` or by wrapping it), in tree order: what a
 * person reads beside it even when aria-label or aria-labelledby gives it another name.
 */
export function labelElementsOf(element: WebElement): readonly WebElement[] {
  return labelsOf(asNode(element));
}

/** True when a `<label for>` names no control: an id renamed on the field and left on its label. */
export function labelForNamesNoControl(label: WebElement): boolean {
  return forNamesNoControl(asNode(label));
}

/** True when a `<label>` labels a control (by `for`, or one inside it), as HTML associates them. */
export function labelLabelsAControl(label: WebElement): boolean {
  return controlOfLabel(asNode(label)) !== undefined;
}

/** The control a `<label>` labels (by `for`, or the first one inside it), as HTML associates them. */
export function controlLabelledBy(label: WebElement): WebElement | undefined {
  return controlOfLabel(asNode(label));
}

/**
 * True when the name joins a child's text to the text beside it with no space between: the
 * browser's name may have a space there (see accessible-name.ts nameHasSeam).
 */
export function nameJoinsChildren(element: WebElement): boolean {
  return nameHasSeam(asNode(element));
}
