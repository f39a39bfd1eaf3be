/**
 * Shadow-piercing chains as Selenium 4 (`shadow_piercing_css` style) and WebdriverIO write them:
 * `my-app >>> #inner >>> button`. Each segment is CSS; the first searches the page (light DOM),
 * every later one searches inside the open shadow roots of the previous matches
 * (`within: 'shadow-root'`). Segments do not pierce further on their own (`pierce: false`).
 */
import { parseCssStep } from './parse-css.js';
import type { QueryStep } from './query.js';
import { failAt, type SourceSlice, subSlice } from './source-slice.js';

/** Local indexes of every `>>>` outside quotes, brackets and parentheses. */
export function findShadowSeparators(text: string): number[] {
  const separators: number[] = [];
  let quote: string | undefined;
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '\\') index++;
    else if (quote !== undefined) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && depth > 0) depth--;
    else if (depth === 0 && text.startsWith('>>>', index)) {
      separators.push(index);
      index += 2;
    }
  }
  return separators;
}

export function parseShadowChain(slice: SourceSlice, separators: readonly number[]): QueryStep[] {
  const bounds = [-3, ...separators, slice.text.length];
  const steps: QueryStep[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const start = bounds[i]! + 3;
    const segment = subSlice(slice, start, bounds[i + 1]!);
    if (segment.text.trim() === '') failAt(slice, start, 'Empty segment in ">>>" chain');
    if (segment.text.trimStart().startsWith('>'))
      failAt(segment, segment.text.indexOf('>'), 'Unexpected ">"');
    const step = parseCssStep(segment, false);
    steps.push(i === 0 ? step : { ...step, within: 'shadow-root' });
  }
  return steps;
}
