/** How answers and refusals name an element for a person: `button "Add to cart" in card "Backpack"`. */
import type { ElementProfile } from '../shortlist/element-profile.js';
import { containerWord } from '../web/index.js';

function clip(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** `button "Add to cart" in card "Sauce Labs Backpack"` (role or tag, name or text, section). */
export function describeElement(profile: ElementProfile, withSection = true): string {
  const { element, section } = profile;
  const kind = element.role ?? `<${element.tag}>`;
  if (section.item?.element === element)
    return `${containerWord(section.item.kind)} "${clip(section.item.title, 50)}"`;
  const label = element.name || element.text;
  let out = label ? `${kind} "${clip(label, 50)}"` : kind;
  if (withSection && section.label)
    out += ` ${section.label.startsWith('under ') ? section.label : `in ${section.label}`}`;
  return out;
}
