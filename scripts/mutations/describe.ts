/**
 * What a person sees: role, visible label and section of an element, turned into the
 * natural-language description a test author would write ("Add to cart button for Sauce Labs
 * Backpack"). Deliberately built from visible text, labels and headings only, never from ids,
 * classes or test ids (the attributes the mutations take away).
 */
import {
  type Element,
  elementChildren,
  getAttr,
  isElement,
  isHiddenElement,
  normalizeSpace,
  type ParentNode,
  parentElementOf,
  shadowRootOf,
  type TreeIndex,
  visibleText,
} from './html-tree.js';

const EXPLICIT_ROLES = new Set([
  'button',
  'link',
  'checkbox',
  'radio',
  'tab',
  'menuitem',
  'switch',
  'textbox',
  'combobox',
  'searchbox',
  'slider',
  'option',
  'menuitemcheckbox',
]);

/** The ARIA role a browser computes for the interactive elements the harness targets. */
export function roleOf(element: Element): string | undefined {
  const explicit = getAttr(element, 'role')?.trim().split(/\s+/)[0];
  if (explicit && EXPLICIT_ROLES.has(explicit)) return explicit;
  if (explicit) return undefined;
  switch (element.tagName) {
    case 'a':
      return getAttr(element, 'href') !== undefined ? 'link' : undefined;
    case 'button':
      return 'button';
    case 'select':
      return getAttr(element, 'multiple') !== undefined || Number(getAttr(element, 'size') ?? '0') > 1
        ? 'listbox'
        : 'combobox';
    case 'textarea':
      return 'textbox';
    case 'input': {
      const type = (getAttr(element, 'type') ?? 'text').toLowerCase();
      if (['submit', 'button', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'checkbox') return 'checkbox';
      if (type === 'radio') return 'radio';
      if (type === 'range') return 'slider';
      if (type === 'search') return 'searchbox';
      if (['text', 'email', 'password', 'tel', 'url', 'number', ''].includes(type)) return 'textbox';
      return undefined;
    }
    default:
      return undefined;
  }
}

const ROLE_WORDS: Record<string, string> = {
  button: 'button',
  link: 'link',
  textbox: 'field',
  searchbox: 'search field',
  combobox: 'dropdown',
  listbox: 'list',
  checkbox: 'checkbox',
  radio: 'radio button',
  tab: 'tab',
  menuitem: 'menu item',
  menuitemcheckbox: 'menu item',
  switch: 'switch',
  slider: 'slider',
  option: 'option',
};

export function roleWord(role: string): string {
  return ROLE_WORDS[role] ?? role;
}

function isControl(element: Element): boolean {
  return ['input', 'select', 'textarea'].includes(element.tagName);
}

/** Finds `<label for=id>` anywhere in the same tree scope. */
function labelFor(element: Element, scope: ParentNode): string | undefined {
  const id = getAttr(element, 'id');
  if (!id) return undefined;
  let found: string | undefined;
  const visit = (node: ParentNode): void => {
    for (const child of node.childNodes) {
      if (found !== undefined || !isElement(child)) continue;
      if (child.tagName === 'label' && getAttr(child, 'for') === id) {
        found = visibleText(child);
        return;
      }
      visit(child);
    }
  };
  visit(scope);
  return found;
}

/** The visible label a person reads for the element (empty string when it has none). */
export function visibleLabel(element: Element, index: TreeIndex, scope: ParentNode): string {
  if (isControl(element)) {
    const type = (getAttr(element, 'type') ?? '').toLowerCase();
    if (element.tagName === 'input' && ['submit', 'button', 'reset'].includes(type)) {
      return normalizeSpace(
        getAttr(element, 'value') ?? (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : ''),
      );
    }
    if (element.tagName === 'input' && type === 'image') return normalizeSpace(getAttr(element, 'alt') ?? '');
    const forLabel = labelFor(element, scope);
    if (forLabel) return forLabel;
    for (
      let up = parentElementOf(element, index), depth = 0;
      up && depth < 3;
      up = parentElementOf(up, index), depth++
    ) {
      if (up.tagName === 'label') return visibleText(up);
    }
    return normalizeSpace(
      getAttr(element, 'placeholder') ?? getAttr(element, 'aria-label') ?? getAttr(element, 'title') ?? '',
    );
  }
  const text = visibleText(element);
  if (text) return text;
  return normalizeSpace(getAttr(element, 'aria-label') ?? getAttr(element, 'title') ?? '');
}

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'legend', 'caption']);
const LANDMARKS: Record<string, string> = {
  nav: 'in the navigation',
  header: 'in the header',
  footer: 'in the footer',
  aside: 'in the sidebar',
};
const CARD_CLASS = /(^|[-_])(card|item|product|tile|entry|post)([-_]|$)/i;

function contains(ancestor: Element, node: Element, index: TreeIndex): boolean {
  for (let up: Element | undefined = node; up; up = parentElementOf(up, index))
    if (up === ancestor) return true;
  return false;
}

/** Heading-like descendants of `container` that are not (and do not contain) the target, in document order. */
function headingsWithin(container: Element, target: Element, index: TreeIndex, limit: number): string[] {
  const found: string[] = [];
  const visit = (node: ParentNode): void => {
    const shadow = isElement(node) ? shadowRootOf(node) : undefined;
    const children = shadow ? [...elementChildren(shadow), ...elementChildren(node)] : elementChildren(node);
    for (const child of children) {
      if (found.length >= limit) return;
      if (isHiddenElement(child) || child === target) continue;
      const isHeading =
        HEADING_TAGS.has(child.tagName) ||
        getAttr(child, 'role') === 'heading' ||
        /(^|[-_\s])(card-title|title|name|product-name)([-_\s]|$)/i.test(getAttr(child, 'class') ?? '');
      if (isHeading && !contains(child, target, index)) {
        const text = visibleText(child);
        if (text && text.length <= 50 && /\p{L}/u.test(text)) {
          found.push(text);
          continue;
        }
      }
      visit(child);
    }
  };
  visit(container);
  return found;
}

/** "for Sauce Labs Backpack", "in the row for Jane Cooper", "in the navigation", or undefined. */
export function sectionPhrase(target: Element, index: TreeIndex): string | undefined {
  let depth = 0;
  for (
    let up = parentElementOf(target, index);
    up && up.tagName !== 'body';
    up = parentElementOf(up, index), depth++
  ) {
    if (up.tagName === 'tr') {
      for (const cell of elementChildren(up)) {
        if (contains(cell, target, index)) continue;
        const text = visibleText(cell);
        if (text && text.length <= 40 && /\p{L}/u.test(text)) return `in the row for ${text}`;
      }
      continue;
    }
    const role = getAttr(up, 'role');
    const sectionLike =
      ['section', 'form', 'fieldset', 'dialog'].includes(up.tagName) ||
      role === 'dialog' ||
      role === 'region';
    const cardLike =
      !sectionLike &&
      (up.tagName === 'li' || up.tagName === 'article' || CARD_CLASS.test(getAttr(up, 'class') ?? ''));
    if ((cardLike && depth < 6) || sectionLike) {
      // A card names one thing: with several headings inside, it is a list, not the target's card.
      const headings = headingsWithin(up, target, index, 2);
      const heading = cardLike && headings.length > 1 ? undefined : headings[0];
      if (heading) {
        if (cardLike) return `for ${heading}`;
        const noun =
          up.tagName === 'form'
            ? 'form'
            : up.tagName === 'dialog' || role === 'dialog'
              ? 'dialog'
              : 'section';
        return `in the ${heading} ${noun}`;
      }
    }
    const landmark = LANDMARKS[up.tagName] ?? (role === 'navigation' ? LANDMARKS.nav : undefined);
    if (landmark) return landmark;
  }
  return undefined;
}

export interface HumanView {
  readonly role: string;
  readonly label: string;
  readonly section?: string;
  readonly description: string;
}

/** Role + visible label + section, or undefined when a person would have nothing to name it by. */
export function describeElement(
  element: Element,
  index: TreeIndex,
  scope: ParentNode,
): HumanView | undefined {
  const role = roleOf(element);
  if (!role) return undefined;
  const label = visibleLabel(element, index, scope);
  if (!label || label.length > 40 || label.split(' ').length > 7 || !/\p{L}/u.test(label)) return undefined;
  const section = sectionPhrase(element, index);
  const description = `${label} ${roleWord(role)}${section ? ` ${section}` : ''}`;
  return section ? { role, label, section, description } : { role, label, description };
}
