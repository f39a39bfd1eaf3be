import { parseWebPage, type WebElement } from '../../../lib/engine/web/index.js';

/** Path of the first element matching a predicate (specs address targets by path like page.act does). */
export function pathOf(html: string, predicate: (element: WebElement) => boolean): string {
  const element = parseWebPage(html).elements.find(predicate);
  if (!element) throw new Error('no such element in the fixture page');
  return element.path;
}
