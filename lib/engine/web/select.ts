/**
 * `select.selectedOptions` on a captured page (HTML § 4.10.7 "selectedness setting algorithm"):
 * options with the `selected` attribute (the last one for a single select); a single select of
 * display size 1 with none selected shows its first enabled option.
 */
import type { WebElementNode } from './web-page.js';

export function optionsOf(select: WebElementNode): WebElementNode[] {
  const options: WebElementNode[] = [];
  for (let i = select.index + 1; i <= select.end; i++) {
    const el = select.page.elements[i]!;
    if (el.tag === 'option' && el.scope === select.scope) options.push(el);
  }
  return options;
}

export function selectedOptionsOf(select: WebElementNode): WebElementNode[] {
  const options = optionsOf(select);
  const multiple = select.attributes.multiple !== undefined;
  let selected = options.filter((option) => option.attributes.selected !== undefined);
  if (!multiple && selected.length > 1) selected = [selected[selected.length - 1]!];
  const size = Number.parseInt(select.attributes.size ?? '', 10);
  if (selected.length === 0 && !multiple && !(size > 1)) {
    const firstEnabled = options.find((option) => option.attributes.disabled === undefined);
    if (firstEnabled) selected = [firstEnabled];
  }
  return selected;
}
