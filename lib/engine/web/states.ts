/**
 * ARIA states getByRole filters on (WAI-ARIA 1.2 § 6.6 and HTML-AAM § 4.3 "HTML attribute state
 * and property mappings"), read from attributes as the page was captured: `checked`, `selected`
 * and `open` attributes stand for the live state (a captured page serializes attributes, not
 * properties).
 */

import { isNativelyDisabled } from './roles.js';
import { selectedOptionsOf } from './select.js';
import type { WebElementNode } from './web-page.js';

const CHECKED_ROLES = new Set([
  'checkbox',
  'menuitemcheckbox',
  'option',
  'radio',
  'switch',
  'menuitemradio',
  'treeitem',
]);
const SELECTED_ROLES = new Set(['gridcell', 'option', 'row', 'tab', 'rowheader', 'columnheader', 'treeitem']);
const EXPANDED_ROLES = new Set([
  'application',
  'button',
  'checkbox',
  'combobox',
  'gridcell',
  'link',
  'listbox',
  'menuitem',
  'row',
  'rowheader',
  'tab',
  'treeitem',
  'columnheader',
  'menuitemcheckbox',
  'menuitemradio',
  'switch',
]);
const LEVEL_ROLES = new Set(['heading', 'listitem', 'row', 'treeitem']);
const DISABLED_ROLES = new Set([
  'application',
  'button',
  'composite',
  'gridcell',
  'group',
  'input',
  'link',
  'menuitem',
  'scrollbar',
  'separator',
  'tab',
  'checkbox',
  'columnheader',
  'combobox',
  'grid',
  'listbox',
  'menu',
  'menubar',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'radiogroup',
  'row',
  'rowheader',
  'searchbox',
  'select',
  'slider',
  'spinbutton',
  'switch',
  'tablist',
  'textbox',
  'toolbar',
  'tree',
  'treegrid',
  'treeitem',
]);

/** aria-checked / native checkedness; non-checkable elements read as false (as Playwright's getAriaChecked). */
export function ariaChecked(el: WebElementNode): boolean | 'mixed' {
  if (el.tag === 'input' && el.namespace === 'html') {
    const type = (el.attributes.type ?? '').toLowerCase();
    if (type === 'checkbox' || type === 'radio') return el.attributes.checked !== undefined;
  }
  if (CHECKED_ROLES.has(el.role ?? '')) {
    const checked = el.attributes['aria-checked'];
    if (checked === 'true') return true;
    if (checked === 'mixed') return 'mixed';
  }
  return false;
}

export function ariaSelected(el: WebElementNode): boolean {
  if (el.tag === 'option' && el.namespace === 'html') {
    let select: WebElementNode | undefined = el.parent;
    while (select && select.tag !== 'select') select = select.parent;
    return select ? selectedOptionsOf(select).includes(el) : el.attributes.selected !== undefined;
  }
  if (SELECTED_ROLES.has(el.role ?? '')) return el.attributes['aria-selected'] === 'true';
  return false;
}

export function ariaPressed(el: WebElementNode): boolean | 'mixed' {
  if (el.role !== 'button') return false;
  const pressed = el.attributes['aria-pressed'];
  if (pressed === 'true') return true;
  if (pressed === 'mixed') return 'mixed';
  return false;
}

export function ariaExpanded(el: WebElementNode): boolean | undefined {
  if (el.tag === 'details' && el.namespace === 'html') return el.attributes.open !== undefined;
  if (!EXPANDED_ROLES.has(el.role ?? '')) return undefined;
  const expanded = el.attributes['aria-expanded'];
  if (expanded === undefined) return undefined;
  return expanded === 'true';
}

export function ariaLevel(el: WebElementNode): number {
  const native = /^h([1-6])$/.exec(el.tag);
  if (native && el.namespace === 'html') return Number(native[1]);
  if (LEVEL_ROLES.has(el.role ?? '')) {
    const value = Number(el.attributes['aria-level'] ?? Number.NaN);
    if (Number.isInteger(value) && value >= 1) return value;
  }
  return 0;
}

/** Native disabledness, or aria-disabled="true" on the element or (for roles that support it) up the composed chain. */
export function ariaDisabled(el: WebElementNode): boolean {
  if (isNativelyDisabled(el)) return true;
  if (!DISABLED_ROLES.has(el.role ?? '')) return false;
  for (let node: WebElementNode | undefined = el; node; node = node.composedParent) {
    const value = (node.attributes['aria-disabled'] ?? '').toLowerCase();
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return false;
}
