/**
 * Building blocks for CSS text inside generated queries: CSS strings and attribute parts (identifier
 * escaping and XPath string literals live with the locator facade's quoting, quote-string.ts).
 */

import { escapeCssIdentifier } from '../../locators/quote-string.js';

export { escapeCssIdentifier };

/** A double-quoted CSS string. */
export function cssString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\a ')}"`;
}

/** An attribute selector part: `[name="value"]`. */
export function cssAttribute(name: string, value: string): string {
  return `[${escapeCssIdentifier(name)}=${cssString(value)}]`;
}
