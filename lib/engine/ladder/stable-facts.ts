/**
 * The stable facts of an element a locator may be built on, with every anti-pattern filtered out:
 * generated ids and test ids, build-hashed / utility / state classes, data-dependent names and
 * texts (prices, dates, counts), over-long text.
 */
import { labelledComponent, TOOLTIP_ATTRIBUTES } from '../describe/element-tokens.js';
import { detectGeneratedId, isGeneratedId, isSemanticClass } from '../text/anti-patterns.js';
import { isDataDependentText } from '../text/data-dependent.js';
import { normalizeWhitespace } from '../text/tokenize.js';
import type { WebElement } from '../web/index.js';
import { MAX_LOCATOR_TEXT_CHARS, MAX_SEMANTIC_CLASSES } from '../weights.js';

export interface StableFacts {
  readonly testId?: { readonly attribute: string; readonly value: string };
  readonly id?: string;
  readonly role?: string;
  /** Accessible name fit for a locator (not data-dependent, not too long). */
  readonly name?: string;
  /** Own visible text fit for a locator. */
  readonly text?: string;
  /** Stable naming attributes: aria-label, name, placeholder, title, alt, for, aria-describedby, type (in that order). */
  readonly attributes: readonly { readonly name: string; readonly value: string }[];
  readonly classes: readonly string[];
  /** `data-*` attributes whose value names the element in words (`data-route="manage"`). */
  readonly dataAttributes: readonly { readonly name: string; readonly value: string }[];
  /** A checkbox's, radio button's or option's `value` (what its form sends), when stable. */
  readonly choiceValue?: string;
}

/** True when a value can appear in a locator (not generated, not data-dependent, not too long). */
export function isStableValue(value: string): boolean {
  const trimmed = value.trim();
  return (
    trimmed !== '' &&
    trimmed.length <= MAX_LOCATOR_TEXT_CHARS &&
    !isGeneratedId(trimmed) &&
    !isDataDependentText(trimmed)
  );
}

/** True when a name/text can appear in a locator (may contain spaces and capitals, not data). */
export function isStableText(value: string): boolean {
  const trimmed = normalizeWhitespace(value);
  return trimmed !== '' && trimmed.length <= MAX_LOCATOR_TEXT_CHARS && !isDataDependentText(trimmed);
}

/** A word of at least three letters: a lead without one is no name ("No." of "No. 4521"). */
const LEAD_WORD = /\p{L}{3,}/u;

/**
 * The words a name or text begins with when all it says after them is data ("Lit" of "Lit 3.4",
 * "Sony PlayStation 4" of "Sony PlayStation 4 $399": a version, a price), or undefined when it
 * holds no data, holds it elsewhere, or the words before it are not fit for a locator. The longest
 * such lead: the next release or price change keeps it.
 *
 * @example
 * stableLeadOf('Preact 10.30') // 'Preact'
 * stableLeadOf('Order #4521 details') // undefined
 */
export function stableLeadOf(value: string): string | undefined {
  const text = normalizeWhitespace(value);
  if (!isDataDependentText(text)) return undefined;
  const words = text.split(' ');
  for (let cut = words.length - 1; cut >= 1 && /\d/.test(words[cut]!); cut--) {
    const lead = words.slice(0, cut).join(' ');
    if (LEAD_WORD.test(lead) && isStableText(lead)) return lead;
  }
  return undefined;
}

/** The attributes that label an element in words a person reads (a tooltip's too). */
const LABEL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'aria-label',
  'title',
  'alt',
  'placeholder',
  ...TOOLTIP_ATTRIBUTES,
]);
const NAMING_ATTRIBUTES = [
  'aria-label',
  'name',
  'placeholder',
  'title',
  'alt',
  'for',
  'aria-describedby',
  ...TOOLTIP_ATTRIBUTES,
];
/** A choice's value written as a small number ("5" items, "100" per page): a setting, not data. */
const SMALL_NUMBER = /^\d{1,3}$/;

/**
 * A choice's value that a locator may use: stable, a small number, or a word and its number
 * ("checkbox2", "option-3"). As an id that reads like a framework's counter; as the value a form
 * sends for one choice, the team wrote it, and no framework numbers choices that way.
 */
function isStableChoiceValue(value: string): boolean {
  if (isStableValue(value) || SMALL_NUMBER.test(value)) return true;
  return (
    detectGeneratedId(value) === 'framework-counter' &&
    WORD_AND_NUMBER.test(value) &&
    !isDataDependentText(value)
  );
}
/** A word and a small number after it ("checkbox2", "option-3", "radio_12"). */
const WORD_AND_NUMBER = /^\p{L}+[-_]?\d{1,3}$/u;

/**
 * A checkbox, radio button or option, native or a web component's (`vaadin-radio-button`): what
 * its `value` attribute names.
 */
function isChoice(element: WebElement): boolean {
  const { tag } = element;
  if (tag === 'option') return true;
  if (tag === 'input') return element.attributes.type === 'checkbox' || element.attributes.type === 'radio';
  return tag.includes('-') && /(?:radio|checkbox|option)$/.test(tag.replace(/-button$/, ''));
}

/** A letter or a digit: a name without one is a glyph. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Reads the stable facts of an element. A name or text with data in it ("Best Product in 2016",
 * "4 new messages") is still used when `reliedOn` says the request itself relies on it (the
 * user's own locator or description says it word for word): such a locator is no less durable
 * than the user's own.
 *
 * @example
 * stableFactsOf(el, ['data-testid']).testId // { attribute: 'data-testid', value: 'add-to-cart' }
 */
export function stableFactsOf(
  element: WebElement,
  testIdAttributes: readonly string[],
  reliedOn?: (text: string) => boolean,
): StableFacts {
  const attributes = element.attributes;
  const testId = stableTestIdOf(element, testIdAttributes);
  const id = stableIdOf(element);
  const role = element.role;
  const name = normalizeWhitespace(element.name);
  const text = normalizeWhitespace(element.text);
  const naming: { name: string; value: string }[] = [];
  for (const attribute of NAMING_ATTRIBUTES) {
    const value = attributes[attribute];
    if (value === undefined) continue;
    const ok = LABEL_ATTRIBUTES.has(attribute) ? isStableText(value) : isStableValue(value);
    if (ok) naming.push({ name: attribute, value });
  }
  // A web component's `label` attribute is the label its shadow root shows (see element-tokens).
  const label = attributes.label;
  if (label !== undefined && labelledComponent(element.tag) && isStableText(label))
    naming.push({ name: 'label', value: label });
  // A choice's value is what its form sends ("three", "5"): the team's name for that choice.
  const value = attributes.value;
  const choiceValue =
    value !== undefined && isChoice(element) && isStableChoiceValue(value) ? value : undefined;
  const type = attributes.type;
  if (type && element.tag === 'input') naming.push({ name: 'type', value: type });
  const classes = stableClassesOf(element);
  // A count in a badge of its own ("Cart <span class="badge">3</span>") is the page's data.
  const badge = showsBadgeCount(element);
  // A glyph ("⧉", "☰") names an icon button only until the icon changes: its title or label says
  // what it does, and is what a locator should read when it has one.
  const worded = (value: string): boolean =>
    WORD_CHARACTER.test(value) || !naming.some((attribute) => LABEL_ATTRIBUTES.has(attribute.name));
  return {
    ...(testId ? { testId } : {}),
    ...(id !== undefined ? { id } : {}),
    ...(role !== undefined ? { role } : {}),
    ...(name !== '' && ((!badge && isStableText(name) && worded(name)) || reliedOn?.(name)) ? { name } : {}),
    ...(text !== '' && ((!badge && isStableText(text) && worded(text)) || reliedOn?.(text)) ? { text } : {}),
    attributes: naming,
    classes,
    dataAttributes: namingDataAttributes(element, testIdAttributes),
    ...(choiceValue !== undefined ? { choiceValue } : {}),
  };
}

/**
 * Data attributes that say what the element is for (`data-route="manage"`, `data-add-card-for=
 * "in-progress"`), in source order: not test ids (a rung of their own), not tracking, state or
 * position, not generated or data-dependent values. A team names them; a restyle keeps them.
 */
export function namingDataAttributes(
  element: WebElement,
  testIdAttributes: readonly string[],
): { name: string; value: string }[] {
  const found: { name: string; value: string }[] = [];
  for (const [name, value] of Object.entries(element.attributes)) {
    if (!name.startsWith('data-') || testIdAttributes.includes(name) || NOT_NAMING_DATA.test(name)) continue;
    if (!NAMING_VALUE.test(value) || !isStableValue(value) || /^(true|false|null|undefined)$/i.test(value))
      continue;
    found.push({ name, value });
    if (found.length === MAX_DATA_ATTRIBUTES) break;
  }
  return found;
}

/** Data attributes for scripts, trackers and state, not for naming. */
const NOT_NAMING_DATA =
  /(track|analytic|hydro|gtm|^data-ga|event|click|impression|hmac|state|status|index|idx|position|pos$|order|count|selected|active|open|expand|visible|hidden|load|time|date|json|config|props|options|src|url|href|bs-|toggle|target|offset|id$|behavio|component|widget|module|plugin|controller|^data-(role|type|size|variant|theme|colou?r|style|placement|side|align|dir|layout|v-|react|ng-|ved|hveid|ei$|lpage|csi))/i;
/** A word or a few joined ones ("manage", "in-progress", "issues-tab"), not a sentence or code. */
const NAMING_VALUE = /^[\p{L}][\p{L}\p{N}]*(?:[-_:][\p{L}\p{N}]+){0,4}$/u;
/** Data attributes read per element, at most. */
const MAX_DATA_ATTRIBUTES = 3;

/** Descendants looked at for a badge: a control holds a few, a container many. */
const MAX_BADGE_DESCENDANTS = 12;
/** A count as a badge shows it: "3", "1,204", "12k". */
const BADGE_COUNT = /^\d[\d,.]*[km]?$/i;

/**
 * True when an element inside this one shows nothing but a count, at the start or the end of this
 * one's text, beside words (a cart link's `<span class="badge">3</span>` after "Cart"): the count
 * is the page's data, so a name or text holding it is no locator as written.
 */
export function showsBadgeCount(element: WebElement): boolean {
  if (element.end === element.index || element.end - element.index > MAX_BADGE_DESCENDANTS) return false;
  const text = normalizeWhitespace(element.text);
  if (!/\p{L}/u.test(text)) return false;
  const elements = element.page.elements;
  for (let i = element.index + 1; i <= element.end; i++) {
    const shown = normalizeWhitespace(elements[i]!.text);
    if (BADGE_COUNT.test(shown) && (text.startsWith(`${shown} `) || text.endsWith(` ${shown}`))) return true;
  }
  return false;
}

/** The first test id attribute with a stable value (what stableFactsOf reports as `testId`). */
export function stableTestIdOf(
  element: WebElement,
  testIdAttributes: readonly string[],
): StableFacts['testId'] | undefined {
  for (const attribute of testIdAttributes) {
    const value = element.attributes[attribute];
    if (value !== undefined && isStableValue(value)) return { attribute, value };
  }
  return undefined;
}

/** The element's id when it is stable (what stableFactsOf reports as `id`). */
export function stableIdOf(element: WebElement): string | undefined {
  const id = element.attributes.id;
  return id !== undefined && isStableValue(id) ? id : undefined;
}

/** The element's semantic classes (what stableFactsOf reports as `classes`). */
export function stableClassesOf(element: WebElement): string[] {
  return (element.attributes.class ?? '')
    .split(/\s+/)
    .filter((cls) => cls !== '' && isSemanticClass(cls))
    .slice(0, MAX_SEMANTIC_CLASSES + 2);
}
