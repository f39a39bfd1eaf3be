/**
 * The words an element says about itself, grouped by where they come from. Built once per
 * element from plain facts, so the shortlist (parsed page) and matchDescription (live element
 * facts from the fixture) judge descriptions the same way.
 */
import { classWords, isGeneratedId } from '../text/anti-patterns.js';
import { dictionary } from '../text/dictionary.js';
import { addressSteps, normalizeWhitespace, tokenize } from '../text/tokenize.js';
import { DEFAULT_TEST_ID_ATTRIBUTES, MAX_CONTROL_TEXT_CHARS } from '../weights.js';

/** What is known about one element (the fixture's live facts, or the parsed page's). */
export interface ElementFacts {
  readonly tag: string;
  readonly role?: string;
  readonly name?: string;
  readonly text?: string;
  readonly attributes: Readonly<Record<string, string>>;
  /**
   * The element's section: nearest heading, landmark, list item or card title (optional). A
   * function is called only when the section's words are first read (most elements a description
   * contradicts by role are never asked).
   */
  readonly section?: string | (() => string);
  /** For a form's button: the names of the form's fields ("Promo code" for its "Apply" button). */
  readonly formContext?: string;
  /** For a nameless field: the text of a <label> beside it that is tied to nothing (no `for`). */
  readonly nearbyLabel?: string;
  /**
   * For a control its aria-label names: the alt text of an image it shows, which that label
   * overrides ("Avatar image" in the button named "Account profile photo…").
   */
  readonly shownAlt?: string;
  /** For a small control: what the icons it shows say (see iconWordsOf). */
  readonly iconWords?: string;
  /** A link or button that opens a submenu (its toggle): it says "menu" by being one. */
  readonly opensMenu?: boolean;
}

/** Characters of text tokenized per element (a container's text beyond this says little). */
const MAX_TOKENIZED_TEXT = 300;
/** The weight of a container's long text never drops below this. */
const MIN_TEXT_WEIGHT = 0.15;
/** An address with a scheme or a host of its own (`https://…`, `//cdn…`, `mailto:`). */
const ABSOLUTE_ADDRESS = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
/** A file name's type (`.html`, `.php`), which says nothing of the page. */
const FILE_TYPE = /\.[a-z\d]{1,5}$/i;
/** The words of an element with none (shared, read only). */
const NO_WORDS: readonly string[] = [];
/**
 * Characters of an element's text that decide its tokens: a text cut to this length gives the same
 * tokens, label and text weight as the whole text (and `textLength` stays above every threshold
 * it is compared with, even once a space the cut left at the end is trimmed), so a caller may
 * pass `text.slice(0, ELEMENT_TEXT_CHARS_READ)`.
 */
export const ELEMENT_TEXT_CHARS_READ =
  Math.max(MAX_TOKENIZED_TEXT, Math.ceil(MAX_CONTROL_TEXT_CHARS / MIN_TEXT_WEIGHT)) + 2;
/**
 * Where tooltip libraries keep the text they show on hover (Bootstrap 5, Bootstrap 4 once it has
 * moved `title`, tippy.js, react-tooltip, Semantic UI, balloon.css): an icon-only button says its
 * name there.
 */
export const TOOLTIP_ATTRIBUTES = [
  'data-bs-title',
  'data-original-title',
  'data-tippy-content',
  'data-tooltip-content',
  'data-tip',
  'data-tooltip',
  'data-balloon',
] as const;

const TEXT_ATTRIBUTES = [
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'aria-description',
  'aria-roledescription',
  ...TOOLTIP_ATTRIBUTES,
];

/** What a field of each input type is called by its type alone. */
const INPUT_TYPE_WORDS: Readonly<Record<string, string>> = dictionary({
  date: 'date',
  'datetime-local': 'date time',
  time: 'time',
  month: 'month',
  week: 'week',
  email: 'email',
  tel: 'phone',
  url: 'url',
  password: 'password',
  file: 'file upload',
  color: 'colour',
});

/**
 * The words a control's type alone calls it ("email" for `<input type="email">`, "submit" for a
 * `type="submit"` button): what it is, whatever its label says.
 */
export function kindWordsOf(tag: string, attributes: Readonly<Record<string, string>>): string | undefined {
  const type = attributes.type?.toLowerCase();
  if (type === undefined) return undefined;
  if ((tag === 'button' || tag === 'input') && type === 'submit') return 'submit';
  return tag === 'input' ? INPUT_TYPE_WORDS[type] : undefined;
}

/** Roles of the fields one types into (a textarea, a text, search, email… input). */
const TYPED_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/** True for a field one types text into (an `<input>` of a text-like type or a `<textarea>`). */
function typesText(tag: string, role: string | undefined): boolean {
  return (tag === 'input' || tag === 'textarea') && role !== undefined && TYPED_ROLES.has(role);
}

/** A placeholder that is a date's format: "mm/dd/yyyy", "DD.MM.YYYY", "yyyy-mm-dd". */
const DATE_FORMAT = /^(?:mm|dd|yy|yyyy)(?:[/.-](?:mm|dd|yy|yyyy)){2}$/i;

/**
 * A web component whose `label` attribute is the label its shadow root shows (`<vaadin-checkbox
 * label="Row Stripes">`, `<sl-input label="Email">`): the page source holds only the host. A
 * group's label (`<vaadin-checkbox-group label="Themes">`) is its legend, which names its options'
 * set, not one of them.
 */
export function labelledComponent(tag: string): boolean {
  return tag.includes('-') && !tag.endsWith('-group');
}

/**
 * A custom tag's last word, the kind of component ("checkbox" of `vaadin-checkbox`, "field" of
 * `md-outlined-text-field`); the words before it say whose and which, and are shared by every
 * item of a `vaadin-side-nav-item` menu as much as by the "Side Nav" one.
 */
function componentKindWords(tag: string): string {
  return tag.slice(tag.lastIndexOf('-') + 1);
}

/** The symbol an element shows instead of words, when its name is other words (see ElementTokens.glyph). */
function glyphOf(name: string, text: string): string | undefined {
  const shown = text.trim();
  return shown !== '' && shown.length <= 2 && !/[\p{L}\p{N}]/u.test(shown) && shown !== name.trim()
    ? shown
    : undefined;
}

/** The shown text of an element whose name starts with it and goes on (see ElementTokens.shownLabel). */
function shownLabelOf(name: string, text: string): string | undefined {
  if (text.length < 2 || text.length > MAX_SHOWN_LABEL_CHARS || name.length <= text.length) return undefined;
  const lowerName = name.toLowerCase();
  const lowerText = text.toLowerCase();
  return lowerName.startsWith(`${lowerText} `) ? lowerText : undefined;
}
/** Longer shown texts are content, not a control's label. */
const MAX_SHOWN_LABEL_CHARS = 120;

/**
 * Groups an element's words by source.
 *
 * @example
 * tokenizeElement({ tag: 'button', role: 'button', name: 'Add to cart', attributes: { id: 'add-backpack' } }).identifierTokens
 * // ['add', 'backpack']
 */
export function tokenizeElement(
  facts: ElementFacts,
  testIdAttributes: readonly string[] = DEFAULT_TEST_ID_ATTRIBUTES,
): ElementTokens {
  const attributes = facts.attributes;
  const name = normalizeWhitespace(facts.name ?? '');
  const text = normalizeWhitespace(facts.text ?? '');
  const attributeParts: string[] = [];
  for (const attribute of TEXT_ATTRIBUTES) {
    const value = attributes[attribute];
    if (value) attributeParts.push(value);
  }
  const component = labelledComponent(facts.tag);
  if (component) {
    if (attributes.label) attributeParts.push(attributes.label);
    // A component's tag says what kind it is ("checkbox" of `<vaadin-checkbox label="Footer">`,
    // which shows its box only once its script runs).
    const kind = componentKindWords(facts.tag);
    if (kind) attributeParts.push(kind);
  }
  if (facts.nearbyLabel) attributeParts.push(facts.nearbyLabel);
  if (facts.shownAlt) attributeParts.push(facts.shownAlt);
  if (facts.iconWords) attributeParts.push(facts.iconWords);
  const type = attributes.type?.toLowerCase();
  if (
    attributes.value &&
    (facts.tag === 'button' || type === 'submit' || type === 'button' || type === 'reset')
  ) {
    attributeParts.push(attributes.value);
  }
  // The current step of a trail or the page's own link in a menu (`aria-current="page"`) says so.
  const current = attributes['aria-current'];
  if (current !== undefined && current !== 'false') attributeParts.push('current');
  // A search field says "search" by being one ("Filter rows… search field" for the searchbox
  // named "Filter rows"), as `<input type="search">` or role=searchbox.
  if (facts.role === 'searchbox') attributeParts.push('search');
  // A submenu's toggle is the "Browse menu link" (AO3's "Browse" before its list of entries).
  if (facts.opensMenu === true) attributeParts.push('menu');
  // A column's header is what "the Last Name column" names; a row's header its row.
  if (facts.role === 'columnheader') attributeParts.push('column header');
  else if (facts.role === 'rowheader') attributeParts.push('row header');
  // So does a date, e-mail, phone… field by its type ("Check-in date field" for the date input
  // labelled "Check-in"), and a form's submit button ("submit button of the login form" for the
  // `<button type="submit">` reworded "Continue"; the type as written, not by default).
  const typeWords = kindWordsOf(facts.tag, attributes);
  if (typeWords) attributeParts.push(typeWords);
  // And a text field that asks for a date's format ("MM/DD/YYYY") is a date field.
  else if (attributes.placeholder !== undefined && DATE_FORMAT.test(attributes.placeholder.trim()))
    attributeParts.push('date');
  // A field one types into says whether it starts out empty ("the empty input with the Hello
  // World placeholder"): its initial value is the page source's `value`.
  const filled = typesText(facts.tag, facts.role) ? (attributes.value ?? '') !== '' : undefined;
  if (filled === false) attributeParts.push('empty');
  const identifierParts: string[] = [];
  for (const attribute of testIdAttributes) {
    const value = attributes[attribute];
    if (value && !isGeneratedId(value)) identifierParts.push(value);
  }
  const testIdTokens = tokenize(identifierParts.join(' '));
  if (attributes.id && !isGeneratedId(attributes.id)) identifierParts.push(attributes.id);
  if (attributes.name && !isGeneratedId(attributes.name)) identifierParts.push(attributes.name);
  // A label is named by the field it labels (`<label for="deadline-hours">` is the deadline's).
  if (facts.tag === 'label' && attributes.for && !isGeneratedId(attributes.for))
    identifierParts.push(attributes.for);
  if (attributes.class) {
    for (const cls of attributes.class.split(/\s+/)) {
      const words = cls === '' ? undefined : classWords(cls);
      if (words) identifierParts.push(words);
    }
  }
  const idClassTokens = tokenize(identifierParts.join(' '));
  const href = attributes.href;
  let targetTokens: readonly string[] = NO_WORDS;
  if (href && !href.startsWith('javascript:') && !href.startsWith('data:')) {
    const steps = addressSteps(href);
    const segments = steps.filter((segment) => !isGeneratedId(segment));
    identifierParts.push(...segments.slice(-2));
    // Less its file type: `kanban.html` opens the Kanban page. A generated last step
    // (`/works/132/chapters/305`) names one page of a collection, and its words none.
    // Only a page of the page's own site: a share button's `twitter.com/share` names the other
    // site's endpoint, and `/commands/assertions#should` an entry of the Assertions page, not
    // what the link was called.
    const last =
      ABSOLUTE_ADDRESS.test(href) || href.includes('#') ? undefined : steps.at(-1)?.replace(FILE_TYPE, '');
    if (last !== undefined && !isGeneratedId(last) && !/\d/.test(last)) targetTokens = tokenize(last);
  }
  const nameTokens = tokenize(name);
  const textTokens = tokenize(text.slice(0, MAX_TOKENIZED_TEXT));
  const attributeTokens = tokenize(attributeParts.join(' '));
  const identifierTokens = tokenize(identifierParts.join(' '));
  // Added list by list (the same order a spread would give), without the spread's array.
  const ownWords = new Set<string>(nameTokens);
  for (const list of [textTokens, attributeTokens, identifierTokens])
    for (const word of list) ownWords.add(word);
  return new ElementTokens(
    {
      tag: facts.tag,
      role: facts.role,
      name,
      label: (name || text.slice(0, MAX_TOKENIZED_TEXT)).toLowerCase(),
      shownLabel: shownLabelOf(name, text),
      glyph: glyphOf(name, text),
      nameTokens,
      textTokens,
      attributeTokens,
      identifierTokens,
      idClassTokens,
      targetTokens,
      testIdTokens,
      formTokens: facts.formContext ? tokenize(facts.formContext) : [],
      ownWords,
      filled,
      textLength: text.length,
      textWeight:
        text.length <= MAX_CONTROL_TEXT_CHARS
          ? 1
          : Math.max(MIN_TEXT_WEIGHT, MAX_CONTROL_TEXT_CHARS / text.length),
      labelledComponent: component && attributes.label !== undefined,
    },
    facts.section,
    facts.formContext,
  );
}

/**
 * The words an element says about itself, by source. A class so that the section's words, read
 * on first use, are a prototype getter every element's tokens share (the section's source stays
 * private); callers use it as a readonly type.
 */
class ElementTokens {
  readonly tag: string;
  readonly role: string | undefined;
  readonly name: string;
  /** Lowercase whitespace-normalised accessible name (or text when there is no name). */
  readonly label: string;
  /**
   * Its shown text, lowercase, when the name starts with it and says more (words of what is not
   * shown: "Code Not available" from an empty counter's title, for a tab that shows "Code").
   */
  readonly shownLabel: string | undefined;
  /** The one symbol it shows ("−", "×") when its name says something else ("Remove passenger"). */
  readonly glyph: string | undefined;
  readonly nameTokens: readonly string[];
  readonly textTokens: readonly string[];
  /** aria-label, placeholder, title, alt, value, aria-description. */
  readonly attributeTokens: readonly string[];
  /** Test ids, stable id, name attribute, semantic classes, link target words. */
  readonly identifierTokens: readonly string[];
  /** The identifier words less the link target's: what the element is called, not where it goes. */
  readonly idClassTokens: readonly string[];
  /** Words of the last step of a link's target (`kanban` of `./pages/kanban.html`): the page it opens. */
  readonly targetTokens: readonly string[];
  /** Words of its test ids alone (a name the team keeps for tests: it outlives label rewording). */
  readonly testIdTokens: readonly string[];
  /** For a form's button, the words of the form's field names: what the button does it to. */
  readonly formTokens: readonly string[];
  /** Every own word (name, text, attributes, identifiers) for antonym and overlap checks. */
  readonly ownWords: ReadonlySet<string>;
  /** For a field one types into, whether the page gives it a value; undefined for anything else. */
  readonly filled: boolean | undefined;
  /** Length of the normalised text (of the text given: a cut text gives its cut length). */
  readonly textLength: number;
  /** 1 for a control's short text, less for a container's long text (its words say less about it). */
  readonly textWeight: number;
  /** A web component that carries a `label` (`<vaadin-checkbox label="Dark">`): a control its script draws. */
  readonly labelledComponent: boolean;
  readonly #section: ElementFacts['section'];
  readonly #formContext: string | undefined;
  #sectionTokens: readonly string[] | undefined;

  constructor(
    own: Omit<ElementTokens, 'sectionTokens'>,
    section: ElementFacts['section'],
    formContext: string | undefined,
  ) {
    this.tag = own.tag;
    this.role = own.role;
    this.name = own.name;
    this.label = own.label;
    this.shownLabel = own.shownLabel;
    this.glyph = own.glyph;
    this.nameTokens = own.nameTokens;
    this.textTokens = own.textTokens;
    this.attributeTokens = own.attributeTokens;
    this.labelledComponent = own.labelledComponent;
    this.identifierTokens = own.identifierTokens;
    this.idClassTokens = own.idClassTokens;
    this.targetTokens = own.targetTokens;
    this.testIdTokens = own.testIdTokens;
    this.formTokens = own.formTokens;
    this.ownWords = own.ownWords;
    this.filled = own.filled;
    this.textLength = own.textLength;
    this.textWeight = own.textWeight;
    this.#section = section;
    this.#formContext = formContext;
  }

  /** The words of its section (heading, landmark, item title) and form, read on first use. */
  get sectionTokens(): readonly string[] {
    const section = this.#section;
    this.#sectionTokens ??= tokenize(
      `${(typeof section === 'function' ? section() : section) ?? ''} ${this.#formContext ?? ''}`.trim(),
    );
    return this.#sectionTokens;
  }
}

export type { ElementTokens };
