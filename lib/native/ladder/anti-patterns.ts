/**
 * What a native locator must never rest on: generated resource ids, data-dependent text,
 * names iOS composes from children (RN accessibility containers), and — never emitted at all —
 * index chains, bounds/coordinates and `instance(n)`.
 */

import type { NativeNode } from '../tree/native-tree.js';
import { classOf } from '../tree/node-facts.js';

/** Longest text we treat as a label rather than content. */
const MAX_LABEL_LENGTH = 80;

/** Resource ids the platform or obfuscation generates, and ids every screen shares. */
export function isGeneratedResourceId(id: string): boolean {
  if (id === '') return true;
  const entry = id.includes(':id/') ? id.slice(id.indexOf(':id/') + 4) : id;
  return (
    /name removed|^0x[0-9a-f]+$/i.test(entry) ||
    /^(content|statusBarBackground|navigationBarBackground|action_bar_root|decor_content_parent)$/.test(
      entry,
    ) ||
    /\d{4,}/.test(entry) ||
    /^[0-9a-f]{8,}$/i.test(entry) ||
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(entry) ||
    /^(r|id|view|v)_?\d+$/i.test(entry) ||
    /^\d+$/.test(entry)
  );
}

/** Prices, dates, times, counts, percentages: text that changes with the data, not the UI. */
export function isDataDependentText(text: string): boolean {
  return (
    /\d/.test(text) ||
    /[$€£¥₹]/.test(text) ||
    text.length > MAX_LABEL_LENGTH ||
    text.trim() === '' ||
    /^[•·*]+$/.test(text.trim())
  );
}

/**
 * Only icon-font glyphs (Unicode private use areas: `\ue890`): what they look like is the font's
 * business, a new icon set renumbers them, and no person can say or read them in a locator.
 */
const ICON_GLYPHS_ONLY = /^[\p{Co}\s]+$/u;

/** A label usable in a locator: present, short, not data, not icon glyphs. */
export function isUsableLabel(text: string | undefined): text is string {
  return (
    text !== undefined &&
    text.trim() !== '' &&
    text === text.trim() &&
    !isDataDependentText(text) &&
    !ICON_GLYPHS_ONLY.test(text)
  );
}

/**
 * iOS (React Native especially) gives a non-accessible container the name of its children joined
 * by spaces; it changes whenever a child does, so it is not an identity.
 */
export function isComposedName(node: NativeNode): boolean {
  const name = node.attributes.label || node.attributes.name || '';
  if (name === '' || node.children.length === 0) return false;
  const childNames: string[] = [];
  const visit = (current: NativeNode): void => {
    for (const child of current.children) {
      const childName = child.attributes.label || child.attributes.name || '';
      if (childName !== '') childNames.push(childName);
      else visit(child);
    }
  };
  visit(node);
  if (childNames.length === 0) return false;
  if (childNames.length === 1)
    return (
      childNames[0] === name &&
      classOf(node) === 'XCUIElementTypeOther' &&
      node.attributes.accessible === 'false'
    );
  return name.startsWith(`${childNames[0]} `) && name.includes(childNames[1] as string);
}

/** RN testIDs and resource-id entries look like identifiers, not sentences. */
export function looksLikeIdentifier(value: string): boolean {
  return /^[A-Za-z][\w.:/-]*$/.test(value) && (/[A-Z_\-.]/.test(value.slice(1)) || /^[a-z]+$/.test(value));
}
