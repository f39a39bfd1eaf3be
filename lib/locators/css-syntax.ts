/**
 * The one adapter for `css-what` (the CSS parser css-select is built on). Kept to this file so a
 * swap is one edit. css-what is permissive about pseudo-class names, which suits Playwright's
 * extensions (`:has-text()`, `:visible`, `:nth-match()`, `:light()`…). It is permissive about a
 * type selector inside a compound too (`**`, `.a*`, `div*`), which every browser refuses: checked here.
 */
import { parse, type Selector } from 'css-what';

const COMBINATORS: ReadonlySet<string> = new Set([
  'descendant',
  'child',
  'parent',
  'sibling',
  'adjacent',
  'column-combinator',
]);

/** Message for a type or universal selector that does not open its compound, else undefined. */
function misplacedTypeSelector(selectors: readonly (readonly Selector[])[]): string | undefined {
  for (const tokens of selectors) {
    let position = 0;
    for (const token of tokens) {
      if (COMBINATORS.has(token.type)) {
        position = 0;
        continue;
      }
      if ((token.type === 'tag' || token.type === 'universal') && position > 0)
        return `${token.type === 'tag' ? `the type selector "${token.name}"` : '"*"'} must come first in its compound`;
      position++;
      if (token.type === 'pseudo' && Array.isArray(token.data)) {
        const inner = misplacedTypeSelector(token.data);
        if (inner) return inner;
      }
    }
  }
  return undefined;
}

/** Returns undefined when `selector` parses, else css-what's message (or why a browser would refuse it). */
export function cssSyntaxError(selector: string): string | undefined {
  try {
    return misplacedTypeSelector(parse(selector));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
