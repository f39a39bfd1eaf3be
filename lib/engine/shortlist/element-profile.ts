/**
 * ElementProfile: everything the scorers and the ladder need about one element, computed once per
 * heal (role, accessible name, text, tokens, section) and memoized in a ProfileStore, so no stage
 * recomputes a fact or re-walks the tree per candidate.
 */

import { ELEMENT_TEXT_CHARS_READ, type ElementTokens, tokenizeElement } from '../describe/element-tokens.js';
import { iconWordsOf } from '../describe/icon-words.js';
import { isNamedControlRole } from '../describe/judge-description.js';
import {
  landmarkRegionsOf,
  marksRegionByName,
  type Region,
  regionsOfAncestor,
  testIdsOf,
} from '../describe/regions.js';
import { WIDGET_ROLES } from '../describe/role-words.js';
import { classWords, isGeneratedId } from '../text/anti-patterns.js';
import { dictionary } from '../text/dictionary.js';
import { addressSteps, normalizeWhitespace, splitWords, tokenize } from '../text/tokenize.js';
import {
  type ContainerContext,
  containerOf,
  containerWord,
  contains,
  ElementTable,
  hasCardClass,
  headingBeforeWithin,
  headingElementsInside,
  headingOf,
  headingsInside,
  isElementHiddenApartFrom,
  isElementHiddenForAria,
  labelElementsOf,
  labelForNamesNoControl,
  labelLabelsAControl,
  landmarkOf,
  nameOf,
  repeatedBlockOf,
  type WebElement,
} from '../web/index.js';

/** Landmark roles read as the words people use for them. */
const LANDMARK_WORDS: Readonly<Record<string, string>> = dictionary({
  banner: 'header',
  contentinfo: 'footer',
  complementary: 'sidebar',
  navigation: 'navigation',
  main: 'main',
  search: 'search',
  form: 'form',
  region: 'region',
});

export interface SectionInfo {
  /** Nearest heading text (inside the container first). */
  readonly heading?: string;
  readonly landmark?: { readonly role: string; readonly name: string; readonly element: WebElement };
  readonly container?: ContainerContext;
  /** The repeated item the element is (or sits in) and its title: what tells it from its siblings. */
  readonly item?: { readonly element: WebElement; readonly kind: string; readonly title: string };
  /**
   * When `item` is titled by the element itself (a menu's one <li> around "Report this comment"),
   * the item around it (the comment), which says which one the element sits in.
   */
  readonly outerItem?: { readonly element: WebElement; readonly kind: string; readonly title: string };
  /** Human label for refusals and prompts, e.g. `card "Sauce Labs Backpack"`. */
  readonly label?: string;
  /** All section words as one string (scored with the description). */
  readonly text: string;
}

export interface ElementProfile {
  readonly element: WebElement;
  /** Its role (a <label>, which has none, reads as "label"): the same as `tokens.role`. */
  readonly role: string | undefined;
  readonly tokens: ElementTokens;
  readonly section: SectionInfo;
  readonly hidden: boolean;
  readonly interactive: boolean;
  /** The element hosts a closed shadow root (its content is invisible to the engine). */
  readonly closedHost: boolean;
  /** Regions its ancestors form (navigation, header, footer, sidebar, dialog, toolbar). */
  readonly regions: ReadonlySet<Region>;
  /**
   * The name it would have if shown (getByRole's includeHidden name: its aria-label, else its
   * text), whitespace-normalised and cut to MAX_HIDDEN_NAME_CHARS: a hidden element has no
   * accessible name, and a mobile logo link's "New York Times Logo. Click to visit the homepage"
   * is still what it says.
   */
  readonly hiddenName: string;
}

/** Characters of a hidden element's would-be name read (a closed menu's whole text is not one name). */
const MAX_HIDDEN_NAME_CHARS = 600;

/**
 * What the ancestors, containers and items of one page say, shared by the profiles of one heal:
 * the elements of one list item, card or navigation all ask it of the same element. Keyed by
 * element index (see ElementTable) and dropped with the store when the heal ends.
 */
class SharedFacts {
  /** Regions each element forms as an ancestor. */
  readonly regionsFormed: ElementTable<readonly Region[]>;
  /** Regions each element's own ancestors form. */
  readonly regionsAbove: ElementTable<readonly Region[]>;
  /** Each element's first-heading title (null: it has none). */
  readonly titles: ElementTable<string | null>;
  /** Each container element as an item (null: not an item). */
  readonly containerItems: ElementTable<SectionInfo['item'] | null>;
  /** Each container element's name, normalised and cut to a section part's length. */
  readonly containerNames: ElementTable<string>;
  /** Each container element's stable id and semantic classes. */
  readonly identifiers: ElementTable<readonly string[]>;
  /** Each item element's subheading texts. */
  readonly subheadings: ElementTable<readonly string[]>;
  /** Each list element's names (see namesOfList). */
  readonly listNames: ElementTable<readonly string[]>;

  constructor(elements: number) {
    this.regionsFormed = new ElementTable(elements);
    this.regionsAbove = new ElementTable(elements);
    this.titles = new ElementTable(elements);
    this.containerItems = new ElementTable(elements);
    this.containerNames = new ElementTable(elements);
    this.identifiers = new ElementTable(elements);
    this.subheadings = new ElementTable(elements);
    this.listNames = new ElementTable(elements);
  }
}

function regionsFormedBy(node: WebElement, facts: SharedFacts): readonly Region[] {
  let formed = facts.regionsFormed.get(node.index);
  if (formed === undefined) {
    formed = regionsOfAncestor({ tag: node.tag, role: node.role, attributes: node.attributes });
    // A list whose items say "breadcrumb" is the trail, an item that lost its class included.
    if (
      formed.length === 0 &&
      (node.tag === 'ol' || node.tag === 'ul') &&
      marksRegionByName(node.children, 'breadcrumb')
    )
      formed = ['breadcrumb'];
    facts.regionsFormed.set(node.index, formed);
  }
  return formed;
}

/**
 * Regions formed by the element's composed ancestors below <body> (never by the element itself),
 * nearest first: the parent's own regions, then those above the parent.
 */
function ancestorRegions(element: WebElement, facts: SharedFacts): Set<Region> {
  // Climb to the first element whose answer is known (or to <body>), then fill in top-down.
  const chain: WebElement[] = [];
  let above: readonly Region[] = [];
  for (let node: WebElement | undefined = element; node; node = node.parent ?? node.host) {
    const known = facts.regionsAbove.get(node.index);
    if (known !== undefined) {
      above = known;
      break;
    }
    const parent = node.parent ?? node.host;
    if (!parent || parent.tag === 'body' || parent.tag === 'html') {
      facts.regionsAbove.set(node.index, above);
      break;
    }
    chain.push(node);
  }
  for (let i = chain.length - 1; i >= 0; i--) {
    const node = chain[i]!;
    const parent = (node.parent ?? node.host)!;
    const formed = regionsFormedBy(parent, facts);
    above = formed.length === 0 ? above : [...new Set([...formed, ...above])];
    facts.regionsAbove.set(node.index, above);
  }
  const regions = new Set(facts.regionsAbove.get(element.index));
  if (regions.has('header') && regions.has('footer')) dropWeakerEnd(element, regions);
  return regions;
}

/**
 * A page's header and footer do not nest. When an element reads as in both, and only one of them
 * comes from a landmark (a `<header>`, `role="contentinfo"`) while the other is a class word
 * ("menu-group--footer" in the header's menu), the class word names a part of the landmark.
 */
function dropWeakerEnd(element: WebElement, regions: Set<Region>): void {
  const strong = new Set<Region>();
  for (let node = element.parent ?? element.host; node; node = node.parent ?? node.host) {
    if (node.tag === 'body') break;
    for (const region of landmarkRegionsOf(node)) strong.add(region);
  }
  if (strong.has('header') !== strong.has('footer')) {
    regions.delete(strong.has('header') ? 'footer' : 'header');
  }
}

const MAX_SECTION_CHARS = 160;
/** Subheadings of an item read as its section. */
const MAX_ITEM_HEADINGS = 8;

function describeSection(element: WebElement, facts: SharedFacts): SectionInfo {
  const heading = headingOf(element);
  const landmark = landmarkOf(element);
  const container = containerOf(element);
  const headingText = heading ? normalizeWhitespace(heading.text).slice(0, MAX_SECTION_CHARS) : undefined;
  const containerName = container ? containerNameOf(container, facts) : '';
  const parts: string[] = [];
  if (headingText) parts.push(headingText);
  if (containerName && containerName !== headingText) parts.push(containerName);
  // The item's own identifiers ("product-backpack", "inventory_item") name it too.
  if (container) for (const word of identifiersOf(container.element, facts)) parts.push(word);
  // A list item is named by its list's identifiers too (`<ul data-testid="masthead-edition-menu">`
  // is the edition menu its "U.S." item sits in): the team's name for the menu the description
  // names.
  const itemList = container?.kind === 'listitem' ? listOf(container.element) : undefined;
  if (itemList) for (const word of namesOfList(itemList, facts)) if (!parts.includes(word)) parts.push(word);
  // A row by its table's identifiers (`table.traversal-table`: "the traversal table"), but the
  // styling classes that open with "table" (Bootstrap's `table table-striped`): every table's.
  const table = container?.kind === 'row' ? tableOf(container.element) : undefined;
  if (table)
    for (const word of identifiersOf(table, facts))
      if (!TABLE_STYLE_CLASS.test(word) && !parts.includes(word)) parts.push(word);
  if (landmark) {
    parts.push(LANDMARK_WORDS[landmark.role] ?? landmark.role);
    if (landmark.name) parts.push(normalizeWhitespace(landmark.name).slice(0, MAX_SECTION_CHARS));
    // And by its identifiers, as an item is (`<footer class="credit">` is "the credits",
    // `<nav id="main-menu">` "the main menu"): the team's name for that part of the page. Not the
    // main landmark's: they name the page (`permalink-page`), which every element of it is in.
    if (landmark.role !== 'main')
      for (const word of identifiersOf(landmark.element, facts)) if (!parts.includes(word)) parts.push(word);
  }
  // An option is named by the list it is picked from ("June in the deadline month dropdown"):
  // the select's label and identifiers say which list, as a heading says which section.
  const list = element.role === 'option' ? optionListOf(element) : undefined;
  if (list) {
    const listName = normalizeWhitespace(list.name ?? '').slice(0, MAX_SECTION_CHARS);
    if (listName && !parts.includes(listName)) parts.push(listName);
    for (const word of identifiersOf(list, facts)) parts.push(word);
  }
  const formTitle = formTitleOf(element);
  if (formTitle && !parts.includes(formTitle)) parts.push(formTitle);
  // A dropdown labelled by its toggle (`<div class="dropdown-menu" aria-labelledby="userDropdown">`):
  // the toggle's id is the team's name for the menu ("the user menu").
  for (const word of toggleNamesOf(element)) if (!parts.includes(word)) parts.push(word);
  const groupLabel = componentGroupLabelOf(element);
  if (groupLabel && !parts.includes(groupLabel)) parts.push(groupLabel);
  const sectionTitle = sectionTitleOf(element);
  if (sectionTitle && !parts.includes(sectionTitle)) parts.push(sectionTitle);
  const item = itemOf(element, container, facts);
  if (item && !parts.includes(item.title)) parts.push(item.title);
  if (item) {
    // An item is named by its subheadings too (an article's "Why the Original Film Cuts Matter").
    for (const text of subheadingsOf(item.element, facts)) if (!parts.includes(text)) parts.push(text);
    // And by the heading right above the element inside it, however deep in a long article.
    const above = item.element === element ? undefined : headingBeforeWithin(element, item.element);
    const aboveText = above ? normalizeWhitespace(above.text).slice(0, MAX_SECTION_CHARS) : '';
    if (aboveText && !parts.includes(aboveText)) parts.push(aboveText);
  }
  const outerItem = outerItemOf(element, item, container, facts);
  if (outerItem && !parts.includes(outerItem.title)) parts.push(outerItem.title);
  let label: string | undefined;
  if (outerItem) label = `${containerWord(outerItem.kind)} "${outerItem.title}"`;
  else if (item) label = `${containerWord(item.kind)} "${item.title}"`;
  else if (container && (headingText || containerName))
    label = `${container.kind} "${containerName || headingText}"`;
  else if (headingText) label = `under heading "${headingText}"`;
  else if (landmark) label = landmark.name ? `${landmark.role} "${landmark.name}"` : landmark.role;
  // Optional parts assigned one by one (spreading them is slow, and this runs per profile).
  const section: { -readonly [Key in keyof SectionInfo]: SectionInfo[Key] } = { text: parts.join(' ') };
  if (headingText) section.heading = headingText;
  if (landmark) section.landmark = { role: landmark.role, name: landmark.name, element: landmark.element };
  if (container) section.container = container;
  if (item) section.item = item;
  if (outerItem) section.outerItem = outerItem;
  if (label) section.label = label;
  return section;
}

/** The list (`<ul>`, `<ol>`, `<menu>`, a list role) that holds a list item: its parent. */
function listOf(item: WebElement): WebElement | undefined {
  const parent = item.parent;
  if (!parent) return undefined;
  return parent.tag === 'ul' || parent.tag === 'ol' || parent.tag === 'menu' || parent.role === 'list'
    ? parent
    : undefined;
}

/** A table's styling class: "table", "table-striped", "table-hover"… */
const TABLE_STYLE_CLASS = /^table(?:$|[-_])/i;

/** Class words that make a list a menu ("dropdown-menu", "work navigation actions", "pagination"). */
const MENU_CLASS_WORDS: ReadonlySet<string> = new Set([
  // As tokenize reads them: "nav" is "navigation", "dropdown" is "select", "tabs" is "tab".
  'navigation',
  'navbar',
  'menu',
  'menubar',
  'select',
  'pagination',
  'pager',
  'tab',
  'breadcrumb',
  'toolbar',
  'action',
]);

/**
 * A list's id and test ids (but generated ones), and its classes when one calls it a menu: a
 * `feature-list` styles lists of anything, and names no "featured" entry. Memoized: every item of
 * the list asks it.
 */
function namesOfList(list: WebElement, facts: SharedFacts): readonly string[] {
  let names = facts.listNames.get(list.index);
  if (names === undefined) {
    names = findNamesOfList(list, facts);
    facts.listNames.set(list.index, names);
  }
  return names;
}

function findNamesOfList(list: WebElement, facts: SharedFacts): readonly string[] {
  const identifiers = identifiersOf(list, facts);
  if (
    !list.attributes.class ||
    identifiers.some((words) => tokenize(words).some((word) => MENU_CLASS_WORDS.has(word)))
  )
    return identifiers;
  return stableNamesOf(list);
}

/** An element's id and test ids, but generated ones: the names its team gave it. */
function stableNamesOf(element: WebElement): string[] {
  const id = element.attributes.id;
  const names = id && !isGeneratedId(id) ? [id] : [];
  for (const testId of testIdsOf(element.attributes)) if (!isGeneratedId(testId)) names.push(testId);
  return names;
}

/** The select, listbox or combobox an option is picked from (a few levels up: optgroups, wrappers). */
function optionListOf(option: WebElement): WebElement | undefined {
  let node = option.parent;
  for (let depth = 0; node && depth < MAX_OPTION_LIST_DEPTH; depth++, node = node.parent)
    if (
      node.tag === 'select' ||
      node.tag === 'datalist' ||
      node.role === 'listbox' ||
      node.role === 'combobox'
    )
      return node;
  return undefined;
}

/** An option sits in its list directly, or in an optgroup or a wrapper or two of a custom listbox. */
const MAX_OPTION_LIST_DEPTH = 4;

/** A container's stable id, test ids and semantic classes, in that order (memoized: its elements share it). */
function identifiersOf(container: WebElement, facts: SharedFacts): readonly string[] {
  let words = facts.identifiers.get(container.index);
  if (words === undefined) {
    // Its test ids too ("edition-menu-spanish"): the team's own name for the item.
    const found = stableNamesOf(container);
    const classes = container.attributes.class;
    if (classes)
      for (const cls of classes.split(/\s+/)) {
        const words = cls === '' ? undefined : classWords(cls);
        if (words) found.push(words);
      }
    words = found;
    facts.identifiers.set(container.index, words);
  }
  return words;
}

/** The texts of an item's first visible headings, normalised and cut (memoized: its elements share them). */
function subheadingsOf(item: WebElement, facts: SharedFacts): readonly string[] {
  let texts = facts.subheadings.get(item.index);
  if (texts === undefined) {
    const found: string[] = [];
    for (const heading of headingsInside(item, MAX_ITEM_HEADINGS)) {
      const text = normalizeWhitespace(heading.text).slice(0, MAX_SECTION_CHARS);
      if (text) found.push(text);
    }
    texts = found;
    facts.subheadings.set(item.index, texts);
  }
  return texts;
}

/** Levels up a dropdown may sit above its entry. */
const MAX_DROPDOWN_LEVELS = 3;

/** The ids (not generated) an ancestor dropdown's `aria-labelledby` names, a few levels up. */
function toggleNamesOf(element: WebElement): readonly string[] {
  let node = element.parent ?? element.host;
  for (let level = 0; node && level < MAX_DROPDOWN_LEVELS; level++, node = node.parent ?? node.host) {
    const labelledBy = node.attributes['aria-labelledby'];
    if (labelledBy === undefined || node.role === 'dialog' || node.role === 'alertdialog') continue;
    return labelledBy.split(/\s+/).filter((id) => id !== '' && !isGeneratedId(id));
  }
  return [];
}

/** Levels up a component group may sit above the control it labels. */
const MAX_COMPONENT_GROUP_LEVELS = 3;

/**
 * The `label` of the component group a control sits in (`<vaadin-checkbox-group label="Header &
 * Footer">`, `<sl-radio-group label="Size">`): the group's script shows it as the group's title,
 * so it names the part of the page its controls sit in, as a fieldset's legend does.
 */
function componentGroupLabelOf(element: WebElement): string | undefined {
  let node = element.parent ?? element.host;
  for (let level = 0; node && level < MAX_COMPONENT_GROUP_LEVELS; level++, node = node.parent ?? node.host) {
    const label = node.attributes.label;
    if (label && node.tag.includes('-') && node.tag.endsWith('-group'))
      return normalizeWhitespace(label).slice(0, MAX_SECTION_CHARS) || undefined;
  }
  return undefined;
}

/** Elements that open a section of the page's outline, titled by their first heading. */
const SECTIONING_TAGS: ReadonlySet<string> = new Set(['section', 'fieldset']);

/**
 * The title of the nearest `<section>` (or fieldset, or region) around the element that has one:
 * its first visible heading that does not hold the element. A column's "Social Surge - What's
 * Trending" names everything in it, even below a nearer "Search for Jobs" subheading.
 */
function sectionTitleOf(element: WebElement): string | undefined {
  for (
    let node = element.parent ?? element.host;
    node && node.tag !== 'body';
    node = node.parent ?? node.host
  ) {
    if (!SECTIONING_TAGS.has(node.tag) && node.attributes.role !== 'region') continue;
    for (const heading of headingsInside(node, 2)) {
      if (heading.element === element || contains(heading.element, element)) continue;
      const block = titleBlockBefore(node, heading.element.index, element);
      if (block) return block;
      const text = normalizeWhitespace(heading.text).slice(0, MAX_SECTION_CHARS);
      if (text) return text;
    }
    const block = titleBlockBefore(node, node.end + 1, element);
    if (block) return block;
  }
  return undefined;
}

/** How far into a section its title block may sit: a title opens the section. */
const SECTION_TITLE_REACH = 40;

/**
 * A title-classed block that opens `section` before its first heading (index `before`): engadget's
 * `<div class="th-title"><a>Scores</a></div>` titles the section a person calls "the Scores
 * section", though no `<h…>` says so. Not hidden apart from the element, short, with letters,
 * holding neither a heading nor the element.
 */
function titleBlockBefore(section: WebElement, before: number, element: WebElement): string | undefined {
  const elements = section.page.elements;
  const last = Math.min(before - 1, section.index + SECTION_TITLE_REACH, section.end);
  for (let i = section.index + 1; i <= last; i++) {
    const inner = elements[i]!;
    if (inner === element || contains(inner, element)) continue;
    if (!FORM_TITLE_CLASS.test(inner.attributes.class ?? '') || inner.end >= before) continue;
    if (isElementHiddenApartFrom(inner, element)) continue;
    const text = inner.textHead(MAX_SECTION_CHARS + 1);
    if (text.length > MAX_SECTION_CHARS || !LETTER.test(text)) continue;
    return text;
  }
  return undefined;
}
/** A text that says a word, not only numbers or marks. */
const LETTER = /\p{L}/u;

/** A class that marks a title block: "form-title", "signup__heading", "modal-header". */
const FORM_TITLE_CLASS = /(^|[\s_-])(title|heading|header|caption)($|[\s_-])/i;

/** The form the element is in, below `<body>` (across shadow hosts), if any. */
export function enclosingForm(element: WebElement): WebElement | undefined {
  for (
    let node = element.parent ?? element.host;
    node && node.tag !== 'body';
    node = node.parent ?? node.host
  )
    if (node.tag === 'form') return node;
  return undefined;
}

/**
 * The title a form gives itself without a heading: the text of a title-classed block before its
 * first field ("Get your fandom straight to your inbox!" in `<div class="form-title">`), or the
 * form's one title-classed block wherever it sits (a reorder put wikia's after the email field).
 * The form is what a description means by "in the … form"; no heading or landmark names it.
 */
function formTitleOf(element: WebElement): string | undefined {
  const form = enclosingForm(element);
  if (!form) return undefined;
  const elements = form.page.elements;
  let fieldSeen = false;
  const titles: string[] = [];
  for (let i = form.index + 1; i <= form.end; i++) {
    const inner = elements[i]!;
    if (FIELD_TAGS.has(inner.tag) || inner.tag === 'button') {
      fieldSeen = true;
      continue;
    }
    if (!FORM_TITLE_CLASS.test(inner.attributes.class ?? '')) continue;
    const text = inner.textHead(MAX_SECTION_CHARS + 1);
    if (text === '' || text.length > MAX_SECTION_CHARS) return undefined;
    // Before the first field and the element: the form's title, as written first.
    if (!fieldSeen && i < element.index) return text;
    titles.push(text);
    // A block's own title-classed parts are one title.
    i = inner.end;
  }
  return titles.length === 1 ? titles[0] : undefined;
}

const ITEM_ROLES = new Set(['listitem', 'row', 'article']);

/** The element itself when it is a repeated item (titled by the first heading inside it), else its item container. */
function itemOf(
  element: WebElement,
  container: ContainerContext | undefined,
  facts: SharedFacts,
): SectionInfo['item'] {
  const selfKind =
    element.role && ITEM_ROLES.has(element.role) ? element.role : hasCardClass(element) ? 'card' : undefined;
  if (selfKind) {
    const title = firstHeadingInside(element, facts);
    if (title) return { element, kind: selfKind, title };
  }
  // A list written without list markup, inside the container: its block is the nearer item.
  const block = repeatedBlockOf(element);
  if (block && (!container || block.index > container.element.index)) {
    const item = repeatedItem(block, facts);
    if (item) return item;
  }
  return containerItem(container, facts);
}

/** A repeated block as an item, titled by its first heading, else its leading text (memoized). */
function repeatedItem(block: WebElement, facts: SharedFacts): SectionInfo['item'] {
  // A repeated block is never a container (those have roles or card classes): the key is its own.
  let item = facts.containerItems.get(block.index);
  if (item === undefined) {
    const title = firstHeadingInside(block, facts) || leadingTextOf(block);
    item = title ? { element: block, kind: 'repeated', title } : null;
    facts.containerItems.set(block.index, item);
  }
  return item ?? undefined;
}

/**
 * A container as an item, titled by its first heading (or title link), else its name. Memoized
 * per container: the elements of a list item or card share it, and a nameless container's title
 * is its whole accessible name, normalised (costly on a long row).
 */
function containerItem(container: ContainerContext | undefined, facts: SharedFacts): SectionInfo['item'] {
  if (!container || container.kind === 'dialog' || container.kind === 'group') return undefined;
  // The kind is read from the element alone, so the element keys the answer.
  const index = container.element.index;
  let item = facts.containerItems.get(index);
  if (item === undefined) {
    const title =
      firstHeadingInside(container.element, facts) ||
      containerNameOf(container, facts) ||
      (container.kind === 'listitem' ? leadingTextOf(container.element) : undefined);
    item = title ? { element: container.element, kind: container.kind, title } : null;
    facts.containerItems.set(index, item);
  }
  return item ?? undefined;
}

/**
 * A list item's first text outside its controls, when short and worded ("Blue shirt" in
 * `<li><span>Blue shirt</span><button>Remove</button></li>`): a list item takes no name from its
 * content, and with no heading or title link inside it this text is what tells it from its peers.
 */
function leadingTextOf(item: WebElement): string | undefined {
  let text = '';
  let visited = 0;
  let firstLink: WebElement | undefined;
  // True to stop: a control after some text, enough text, or enough elements looked at.
  const visit = (element: WebElement): boolean => {
    let shown: boolean | undefined;
    for (const node of element.nodes) {
      if (typeof node === 'string') {
        // Hidden text is no title anyone sees (asked only of elements that hold text; spaces
        // between elements are kept, they part the words).
        // Indentation counts as the one space it renders as, not toward the title's length.
        if (node.trim() === '') text += ' ';
        else {
          if (shown === undefined) shown = !isElementHiddenForAria(element);
          if (shown) text += node;
        }
        continue;
      }
      // A label names a control, not the item; one tied to none is the item's text (TodoMVC's
      // `<label>Walk the dog</label>` beside its checkbox).
      if (SKIPPED_TEXT_TAGS.has(node.tag) && (node.tag !== 'label' || labelLabelsAControl(node))) continue;
      if (node.role !== undefined && WIDGET_ROLES.has(node.role)) {
        if (text.trim() !== '') return true;
        if (node.role === 'link') firstLink ??= node;
        continue;
      }
      if (++visited > MAX_TITLE_ELEMENTS || visit(node) || text.length > MAX_TITLE_CHARS) return true;
    }
    return false;
  };
  visit(item);
  const title = normalizeWhitespace(text);
  if (title.length >= 2 && title.length <= MAX_TITLE_CHARS && LETTER.test(title)) return title;
  // Nothing outside its controls: a mail row's one link, too long to title it as a whole
  // ("GitHub Your deploy is live … May 14"), opens with the sender that tells the rows apart.
  return title === '' && firstLink !== undefined ? openingTextOf(firstLink) : undefined;
}

/** The first shown, short, worded text of an element's own text nodes, in document order. */
function openingTextOf(element: WebElement): string | undefined {
  const elements = element.page.elements;
  const last = Math.min(element.end, element.index + MAX_TITLE_ELEMENTS);
  for (let i = element.index; i <= last; i++) {
    const inner = elements[i]!;
    if (SKIPPED_TEXT_TAGS.has(inner.tag)) {
      i = inner.end;
      continue;
    }
    if (inner.ownText === '' || isElementHiddenForAria(inner)) continue;
    const text = inner.ownText;
    return text.length >= 2 && text.length <= MAX_TITLE_CHARS && LETTER.test(text) ? text : undefined;
  }
  return undefined;
}

/** Elements a list item's title walk looks at before giving up (a mega menu's item holds hundreds). */
const MAX_TITLE_ELEMENTS = 40;

/** Elements whose text is never shown as an item's title. */
const SKIPPED_TEXT_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'label',
]);

/** The container's accessible name, whitespace-normalised and cut to a section part's length. */
function containerNameOf(container: ContainerContext, facts: SharedFacts): string {
  const index = container.element.index;
  let name = facts.containerNames.get(index);
  if (name === undefined) {
    name = normalizeWhitespace(container.name).slice(0, MAX_SECTION_CHARS);
    facts.containerNames.set(index, name);
  }
  return name;
}

/**
 * The item around an item titled by the element itself (a menu's one <li> around "Report this
 * comment", in a comment): that item says nothing of which one the element sits in, the one
 * around it does. Looks past at most MAX_SELF_TITLED_CLIMBS such items.
 */
function outerItemOf(
  element: WebElement,
  item: SectionInfo['item'],
  container: ContainerContext | undefined,
  facts: SharedFacts,
): SectionInfo['item'] {
  const own = element.textHead(MAX_SECTION_CHARS + 1);
  let inner: WebElement | undefined;
  if (item) {
    if (item.element === element || item.title !== own) return undefined;
    inner = item.element;
  } else if (
    // An untitled item around the element alone says no more: a menu's <li> around a <button>
    // (only links and headings title an item) sits in the item around it, as the link did.
    container &&
    container.element !== element &&
    own !== '' &&
    container.element.textHead(MAX_SECTION_CHARS + 1) === own
  ) {
    inner = container.element;
  } else return undefined;
  for (let climbs = 0; inner && climbs < MAX_SELF_TITLED_CLIMBS; climbs++) {
    const outer = containerItem(containerOf(inner), facts);
    if (outer && outer.title !== own) return outer;
    inner = outer?.element;
  }
  return undefined;
}

/**
 * The element's section words without its item's title, when that item holds nothing but the
 * element (a footer's `<li>` around one link): that title is the element's own name, not a
 * section around it. Undefined for any other element.
 */
export function sectionTokensBeyondItself(profile: ElementProfile): readonly string[] | undefined {
  const { item, text } = profile.section;
  if (!item || item.element === profile.element) return undefined;
  const own = profile.element.textHead(MAX_SECTION_CHARS + 1);
  if (own === '' || item.title !== own || item.element.textHead(MAX_SECTION_CHARS + 1) !== own)
    return undefined;
  const regions = [...profile.regions].join(' ');
  return tokenize(
    `${text.replace(item.title, ' ')} ${regions} ${formContextOf(profile.element).formContext ?? ''}`,
  );
}

/** How many items titled by the element itself outerItemOf looks past (a menu in a menu). */
const MAX_SELF_TITLED_CLIMBS = 2;

/** Class words that mark an item's title ("ProductCard_title__Vb5sN", "product-name"). */
const TITLE_CLASS = /(^|[\s_-])(title|name|heading|headline)($|[\s_-]|__)/i;
/** Longest text that still reads as an item's title. */
const MAX_TITLE_CHARS = 80;

/**
 * The item's title: the first heading inside it; else, the first title-classed element or link
 * with a short text (product cards often title themselves with a link, not a heading). Memoized
 * per element: the items of a list share their container.
 */
function firstHeadingInside(element: WebElement, facts: SharedFacts): string | undefined {
  let title = facts.titles.get(element.index);
  if (title === undefined) {
    title = findFirstHeadingInside(element) ?? null;
    facts.titles.set(element.index, title);
  }
  return title ?? undefined;
}

function findFirstHeadingInside(element: WebElement): string | undefined {
  // Only h1–h6 and role="heading" are headings: the page's list of them, not a role per element.
  let figure = false;
  for (const heading of headingElementsInside(element)) {
    const title = normalizeWhitespace(heading.name || heading.text).slice(0, MAX_SECTION_CHARS);
    // A dashboard tile's heading is its figure ("44"), and the words under it name it ("User
    // Registrations"): the tile is titled by its leading text, figure and words.
    if (title && !LETTER.test(title)) {
      figure = true;
      continue;
    }
    if (title) return title;
  }
  if (figure) {
    const leading = leadingTextOf(element);
    if (leading !== undefined) return leading;
  }
  const elements = element.page.elements;
  for (let i = element.index + 1; i <= element.end; i++) {
    const inner = elements[i]!;
    if (inner.tag === 'a' || TITLE_CLASS.test(inner.attributes.class ?? '')) {
      // One character past the longest title tells a title from a longer text (the head is
      // normalised already: trimming it again could make a cut text look short enough).
      const text = inner.textHead(MAX_TITLE_CHARS + 1);
      if (text.length >= 2 && text.length <= MAX_TITLE_CHARS) return text;
    }
  }
  return undefined;
}

/**
 * A select's text as its `textContent` reads: its options' texts run together as written, with
 * only the whitespace between them in the source ("Show all Business / First", or "123456" for
 * options 1 to 6 on one line). Rendered text leaves a select out; a person reading the page, or a
 * label wrapped around it, still sees its choices.
 */
function optionsText(select: WebElement): string {
  let raw = '';
  const stack: (WebElement | string)[] = [select];
  while (stack.length > 0 && raw.length < ELEMENT_TEXT_CHARS_READ) {
    const node = stack.pop()!;
    if (typeof node === 'string') raw += node;
    else for (let i = node.nodes.length - 1; i >= 0; i--) stack.push(node.nodes[i] as WebElement | string);
  }
  return normalizeWhitespace(raw).slice(0, ELEMENT_TEXT_CHARS_READ);
}

/**
 * What a small form is for, as a person calls it ("the login form", "the newsletter form"): its
 * buttons' names, its own id or name and the last step of the address it posts to. Read for its
 * fields, as their section: two forms' "Email" fields are told apart by it. A page-sized form (more
 * than MAX_FORM_FIELDS fields) is for many things, so it says none. Its words count as the field's
 * own for the words that name it ("Newsletter email field"), as a form's fields do for its button.
 */
function formPurposeOf(element: WebElement): string | undefined {
  const form = enclosingForm(element);
  if (!form) return undefined;
  // Read once per form: every field of it asks.
  if (FORM_PURPOSES.has(form)) return FORM_PURPOSES.get(form);
  const elements = form.page.elements;
  const buttons: WebElement[] = [];
  let fields = 0;
  let purpose: string | undefined;
  for (let i = form.index + 1; i <= form.end && fields <= MAX_FORM_FIELDS; i++) {
    const inner = elements[i]!;
    // A link styled as the form's button (sb-admin's `<a class="btn …">Login</a>`) says it too.
    if (inner.role === 'button' || (inner.role === 'link' && styledAsButton(inner))) buttons.push(inner);
    else if (FIELD_TAGS.has(inner.tag) && inner.attributes.type !== 'hidden') fields += 1;
  }
  if (fields <= MAX_FORM_FIELDS) {
    // Names only once the form is known to be small (a name is costly to compute).
    const words = buttons.flatMap((button) => (button.name ? [button.name.slice(0, MAX_SECTION_CHARS)] : []));
    words.push(...formIdentity(form));
    const message = formMessageOf(form);
    if (message !== undefined) words.push(message);
    purpose = words.length > 0 ? words.join(' ') : undefined;
  }
  FORM_PURPOSES.set(form, purpose);
  return purpose;
}

/**
 * The line of text just before a form that says what it is for (AdminLTE's `<p
 * class="register-box-msg">Register a new membership</p>`, "Sign in to start your session"): the
 * form's previous sibling, a paragraph or a text block holding no control.
 */
function formMessageOf(form: WebElement): string | undefined {
  const siblings = form.parent?.children;
  const at = siblings ? siblings.indexOf(form) : -1;
  const before = at > 0 ? siblings![at - 1]! : undefined;
  if (!before || !FORM_MESSAGE_TAG.test(before.tag)) return undefined;
  for (let i = before.index + 1; i <= before.end; i++)
    if (before.page.elements[i]!.role !== undefined) return undefined;
  const text = normalizeWhitespace(before.textHead(MAX_SECTION_CHARS + 1));
  return text !== '' && text.length <= MAX_SECTION_CHARS ? text : undefined;
}
/** A paragraph, a text block or a heading. */
const FORM_MESSAGE_TAG = /^(?:p|div|span|h[1-6])$/;

/** Levels a cell's content may sit below its cell and still be read in the cell's column. */
const MAX_CELL_DEPTH = 3;
/** Characters of a column header worth reading (a header, not a paragraph). */
const MAX_COLUMN_HEADER_CHARS = 60;

/**
 * The header of the column a table cell (or a control a few levels inside one) sits in: the
 * `<th>` at its position in the table's first row of headers. Spans are not followed: a header
 * row with a `colspan` says nothing.
 */
export function columnHeaderOf(element: WebElement): string | undefined {
  let cell: WebElement | undefined = element;
  for (let level = 0; cell && cell.tag !== 'td' && cell.tag !== 'th'; level++) {
    if (level >= MAX_CELL_DEPTH || cell.tag === 'table') return undefined;
    cell = cell.parent;
  }
  const row = cell?.parent;
  if (!cell || cell.tag !== 'td' || row?.tag !== 'tr') return undefined;
  const table = tableOf(row);
  if (!table) return undefined;
  const headers = element.page.cached(`column-headers:${table.index}`, () => headerRowOf(table));
  if (!headers) return undefined;
  const column = cellsOf(row).indexOf(cell);
  const header = headers[column];
  return header && header.length <= MAX_COLUMN_HEADER_CHARS ? header : undefined;
}

/**
 * The text of the first cell of the row a table cell sits in (what names the row: "Jonas
 * Alexander"), when that is another cell; undefined otherwise.
 */
export function rowHeaderOf(element: WebElement): string | undefined {
  const cell = element.tag === 'td' || element.tag === 'th' ? element : undefined;
  const row = cell?.parent;
  if (!cell || row?.tag !== 'tr') return undefined;
  const first = cellsOf(row)[0];
  if (first === undefined || first === cell) return undefined;
  const text = normalizeWhitespace(first.textHead(MAX_COLUMN_HEADER_CHARS + 1));
  return text !== '' && text.length <= MAX_COLUMN_HEADER_CHARS ? text : undefined;
}

/** A table row's cells (`<td>` and `<th>`), in order. */
export function cellsOf(row: WebElement): WebElement[] {
  return row.children.filter((child) => child.tag === 'td' || child.tag === 'th');
}

/** The table a row belongs to (through its thead, tbody or tfoot). */
export function tableOf(row: WebElement): WebElement | undefined {
  const up = row.parent;
  if (up?.tag === 'table') return up;
  return up && (up.tag === 'tbody' || up.tag === 'thead' || up.tag === 'tfoot') && up.parent?.tag === 'table'
    ? up.parent
    : undefined;
}

/** The texts of the table's first row made of `<th>` cells only, without spans; else undefined. */
function headerRowOf(table: WebElement): string[] | undefined {
  const rows: WebElement[] = [];
  for (const child of table.children) {
    if (child.tag === 'tr') rows.push(child);
    else if (child.tag === 'thead' || child.tag === 'tbody')
      rows.push(...child.children.filter((row) => row.tag === 'tr'));
    if (rows.length > 0) break;
  }
  const first = rows[0];
  if (!first) return undefined;
  const cells = cellsOf(first);
  if (cells.length === 0 || cells.some((cell) => cell.tag !== 'th' || cell.attributes.colspan !== undefined))
    return undefined;
  return cells.map((cell) => cell.text.replace(/\s+/g, ' ').trim());
}

/** A form's own names: its id and name (not generated ones) and the last step of its action. */
function formIdentity(form: WebElement): string[] {
  const words: string[] = [];
  for (const identifier of [form.attributes.id, form.attributes.name])
    if (identifier && !isGeneratedId(identifier)) words.push(identifier);
  const step = actionStepOf(form.attributes.action);
  if (step) words.push(step);
  return words;
}

/** A class that styles a link as a button: "btn", "button", "btn-primary". */
export const BUTTON_CLASS = /(^|[\s_-])(btn|button)($|[\s_-])/i;

/**
 * The element's classes style it as a button: "btn", "btn-primary", or a CSS module's class named
 * after a button component (`SplitButton_root__k3Zq1`, `IconButton-module--icon--x1`), whose hash a
 * build adds while the component's name stays.
 */
export function styledAsButton(element: WebElement): boolean {
  const classes = element.attributes.class ?? '';
  if (BUTTON_CLASS.test(classes)) return true;
  if (!/button|btn/i.test(classes)) return false;
  return classes.split(/\s+/).some((name) => {
    const words = name === '' ? undefined : classWords(name);
    return words !== undefined && splitWords(words).some((word) => word === 'button' || word === 'btn');
  });
}

/** formPurposeOf's answer per form (the page's elements, so it goes with the page). */
const FORM_PURPOSES = new WeakMap<WebElement, string | undefined>();

/** The name of the group (a fieldset's legend, a radiogroup's label) the field is one of, up to its form. */
function groupNameOf(element: WebElement): string | undefined {
  for (
    let node = element.parent ?? element.host;
    node && node.tag !== 'body' && node.tag !== 'form';
    node = node.parent ?? node.host
  ) {
    if (node.role !== 'group' && node.role !== 'radiogroup') continue;
    const name = node.name;
    return name ? name.slice(0, MAX_SECTION_CHARS) : undefined;
  }
  return undefined;
}

/** The last step of a form's address that reads as words ("/account/login.php?next=/" → "login"). */
function actionStepOf(action: string | undefined): string | undefined {
  if (!action) return undefined;
  const last = addressSteps(action)
    .at(-1)
    ?.replace(/\.[a-z0-9]+$/i, '');
  return last && /^\p{L}/u.test(last) && !isGeneratedId(last) ? last : undefined;
}

/** A form with more fields than this is a page-sized form: its fields do not name one button. */
const MAX_FORM_FIELDS = 4;
/** Tags of the form fields a label names. */
export const FIELD_TAGS: ReadonlySet<string> = new Set(['input', 'select', 'textarea']);

/**
 * For a button in a small form: the names of the form's fields, which say what the button does.
 * For a field: what its form is for (formPurposeOf).
 */
function formContextOf(element: WebElement): { formContext?: string } {
  // A field's label sits in its form as the field does ("Email label of the registration form").
  if ((FIELD_TAGS.has(element.tag) && element.role !== 'button') || element.tag === 'label') {
    // And the group it is one choice of: "Express shipping" is the "Express" radio under "Shipping".
    const context = [groupNameOf(element), formPurposeOf(element)].filter((part) => part !== undefined);
    return context.length > 0 ? { formContext: context.join(' ') } : {};
  }
  if (element.role !== 'button') return {};
  const form = enclosingForm(element);
  if (!form) return {};
  const names: string[] = [];
  const elements = form.page.elements;
  for (let i = form.index + 1; i <= form.end; i++) {
    const inner = elements[i]!;
    if (!FIELD_TAGS.has(inner.tag) || inner.attributes.type === 'hidden' || inner.role === 'button') continue;
    if (names.length >= MAX_FORM_FIELDS) return {};
    if (inner.name) names.push(inner.name);
  }
  return names.length > 0 ? { formContext: names.join(' ') } : {};
}

/** Characters of a loose label's text worth reading (a label, not a paragraph). */
const MAX_NEARBY_LABEL_CHARS = 120;

/**
 * For a nameless field: a `<label>` beside it (same parent) that labels nothing (no `for`, no
 * control inside) and its text, what a person reads next to it. Playwright's getByLabel does not
 * follow it, so it names the field for the description and anchors it, never as a label locator.
 */
export function looseLabelOf(element: WebElement): { label: WebElement; text: string } | undefined {
  // The tag first: the name is costly to compute, and most elements asked are not fields.
  if (!FIELD_TAGS.has(element.tag) || element.attributes.type === 'hidden' || !namedByFallbackOnly(element))
    return undefined;
  const own = looseLabelBeside(element, element.attributes.id);
  if (own) return own;
  // A wrapper around the field alone (Bootstrap's `.input-group` with its add-ons): the label sits
  // beside the wrapper.
  const wrapper = element.parent;
  if (!wrapper || wrapper.tag === 'body' || wrapper.tag === 'form' || wrapper.tag === 'label')
    return undefined;
  const elements = wrapper.page.elements;
  let alone = true;
  for (let i = wrapper.index + 1; i <= wrapper.end && alone; i++) {
    const inner = elements[i]!;
    const field = FIELD_TAGS.has(inner.tag) && inner.attributes.type !== 'hidden';
    if (inner !== element && (field || inner.tag === 'label' || inner.tag === 'button')) alone = false;
  }
  // Then a caption written without `<label>`, beside the field or beside its wrapper: only once
  // no `<label>` names it (an input group's "https://example.com/users/" add-on is no caption
  // where "Your vanity URL" labels the group).
  const loose = alone ? looseLabelBeside(wrapper, element.attributes.id) : undefined;
  return (
    loose ??
    textLabelBefore(element) ??
    (alone && wrapper.children.length === 1 ? textLabelBefore(wrapper) : undefined)
  );
}

/**
 * True when the field has no name but the fallback a placeholder or title gives it: a label beside
 * it is still what a person reads as its name ("Email address" above an input whose placeholder
 * says "Email").
 */
function namedByFallbackOnly(element: WebElement): boolean {
  const name = element.name;
  return (
    name === '' ||
    name === element.attributes.placeholder?.trim() ||
    name === element.attributes.title?.trim()
  );
}

/**
 * The loose label nearest the element among its siblings: the last one before it, else the first
 * one after it (a checkbox before its text), never one across another field. A label whose `for`
 * names the field's own id is loose too when it does not label the field (the field is nameless):
 * another element earlier in the page carries the same id and takes the label, while a person
 * reads it beside this one. So is one whose `for` names no control at all: the field's id was
 * renamed and its label still names the old one.
 */
function looseLabelBeside(
  element: WebElement,
  fieldId: string | undefined,
): { label: WebElement; text: string } | undefined {
  const siblings = element.parent?.children ?? [];
  const at = siblings.indexOf(element as never);
  const elements = element.page.elements;
  // A hidden input is form data (Spring's `_refundable` beside its checkbox), not a field a label names.
  const holdsField = (node: WebElement): boolean => {
    for (let i = node.index; i <= node.end; i++) {
      const inner = elements[i]!;
      if (FIELD_TAGS.has(inner.tag) && inner.attributes.type !== 'hidden') return true;
    }
    return false;
  };
  const looseText = (node: WebElement): string | undefined => {
    const forId = node.attributes.for;
    if (
      node.tag !== 'label' ||
      (forId !== undefined && (forId === '' || forId !== fieldId) && !labelForNamesNoControl(node)) ||
      holdsField(node)
    )
      return undefined;
    // The head is normalised already; one character past the limit tells a label from a paragraph.
    const text = node.textHead(MAX_NEARBY_LABEL_CHARS + 1);
    return text !== '' && text.length <= MAX_NEARBY_LABEL_CHARS ? text : undefined;
  };
  for (let i = at - 1; i >= 0; i--) {
    const sibling = siblings[i]!;
    const text = looseText(sibling);
    if (text !== undefined) return { label: sibling, text };
    if (holdsField(sibling)) break;
  }
  for (let i = at + 1; i < siblings.length; i++) {
    const sibling = siblings[i]!;
    const text = looseText(sibling);
    if (text !== undefined) return { label: sibling, text };
    if (holdsField(sibling)) break;
  }
  return undefined;
}

/** Elements a form builder writes a field's caption in when it writes no `<label>`. */
const TEXT_LABEL_TAGS: ReadonlySet<string> = new Set(['span', 'div', 'p', 'strong', 'b', 'small', 'em']);
/** Characters of such a caption: a few words, not a sentence of help text. */
const MAX_TEXT_LABEL_CHARS = 40;

/**
 * A caption written without `<label>`: the one element before the field in a wrapper that holds
 * just the two (`<div class="field"><span>First name</span><input name="fname"></div>`). It holds
 * no control and a few words; a person reads it as the field's name.
 */
function textLabelBefore(element: WebElement): { label: WebElement; text: string } | undefined {
  const wrapper = element.parent;
  const siblings = wrapper?.children ?? [];
  if (siblings.length !== 2 || siblings[1] !== element || !wrapper) return undefined;
  if (wrapper.tag === 'body' || wrapper.tag === 'form' || wrapper.tag === 'label') return undefined;
  const caption = siblings[0]!;
  if (!TEXT_LABEL_TAGS.has(caption.tag)) return undefined;
  const elements = element.page.elements;
  for (let i = caption.index + 1; i <= caption.end; i++) {
    const inner = elements[i]!;
    if (FIELD_TAGS.has(inner.tag) || inner.tag === 'a' || inner.tag === 'button' || inner.tag === 'label')
      return undefined;
  }
  // Words, not an add-on's address or symbol ("https://example.com/users/", "@", "$").
  const text = caption.textHead(MAX_TEXT_LABEL_CHARS + 1);
  return text.length <= MAX_TEXT_LABEL_CHARS && /\p{L}{2}/u.test(text) && !/[/@]/.test(text)
    ? { label: caption, text }
    : undefined;
}

function nearbyLabel(element: WebElement, loose: { text: string } | undefined): { nearbyLabel?: string } {
  if (loose) return { nearbyLabel: loose.text };
  const overridden = overriddenLabelText(element) ?? leadInCaptionOf(element);
  return overridden ? { nearbyLabel: overridden } : {};
}

/** A caption that leads a run of links: a word or three and a colon ("Versions:", "Tags:", "Share on:"). */
const LEAD_IN_CAPTION = /^\s*(\p{L}[\p{L} ]{1,30}?)\s*:\s*$/u;

/**
 * The caption a run of links or buttons follows in their parent ("Versions: 00 01 02", "Tags:
 * news, sport"): what each of them is, said once before them all, as a field's loose label says
 * it once beside the field. Only where the caption is the parent's first text and every element
 * in the parent is such a control.
 */
function leadInCaptionOf(element: WebElement): string | undefined {
  if (element.role !== 'link' && element.role !== 'button') return undefined;
  const parent = element.parent;
  if (!parent || parent.tag === 'body') return undefined;
  let caption: string | undefined;
  for (const node of parent.nodes) {
    if (typeof node === 'string') {
      if (caption === undefined && node.trim() !== '') {
        const match = LEAD_IN_CAPTION.exec(node);
        if (!match) return undefined;
        caption = match[1]!;
      }
      continue;
    }
    if (caption === undefined) return undefined;
    if (node.tag !== element.tag) return undefined;
  }
  return caption;
}

/**
 * What the icons a button, link or other named control shows say (see iconWordsOf): the words a
 * person calls an icon-only control by ("wrench", "settings" for a nameless `bi-wrench` button).
 */
function shownIconOf(element: WebElement): { iconWords?: string } {
  if (!isNamedControlRole(element.role)) return {};
  const words = iconWordsOf(
    element.page.elements,
    element.index + 1,
    element.end,
    element,
    element.name === '',
  );
  return words === undefined ? {} : { iconWords: words };
}

/** Elements inside a control read for an image's alt: a button or link holds a few, a card many. */
const MAX_SHOWN_ALT_DESCENDANTS = 12;
const MAX_SHOWN_ALT_CHARS = 60;

/**
 * The alt text of the image a button or link shows, when its aria-label (or aria-labelledby)
 * names it instead: the words a person may describe it by ("Avatar image button" for the button
 * named "Account profile photo that opens list of alternate accounts"). The first image only,
 * and only in a small control.
 */
function shownAltOf(element: WebElement): { shownAlt?: string } {
  const { attributes } = element;
  if (
    (element.role !== 'button' && element.role !== 'link') ||
    (!attributes['aria-label'] && !attributes['aria-labelledby']) ||
    element.end - element.index > MAX_SHOWN_ALT_DESCENDANTS
  )
    return {};
  const elements = element.page.elements;
  for (let i = element.index + 1; i <= element.end; i++) {
    const inner = elements[i]!;
    if (inner.tag !== 'img' || inner.scope !== element.scope) continue;
    const alt = normalizeWhitespace(inner.attributes.alt ?? '');
    return alt !== '' && alt.length <= MAX_SHOWN_ALT_CHARS ? { shownAlt: alt } : {};
  }
  return {};
}

/**
 * The text of a field's own `<label>` when aria-label or aria-labelledby names it instead (a
 * visually hidden "Enter search keywords" label beside an input named "Search for anything"), or
 * when it has no name (hidden from the accessibility tree): the words the page still says for it,
 * which a description may use.
 */
function overriddenLabelText(element: WebElement): string | undefined {
  const { attributes } = element;
  // A hidden field has no accessible name at all (a styled radio tab): its labels still read.
  const namedOtherwise = attributes['aria-label'] || attributes['aria-labelledby'] || element.name === '';
  if (!FIELD_TAGS.has(element.tag) || !namedOtherwise) return undefined;
  const texts: string[] = [];
  for (const label of labelElementsOf(element)) {
    const text = label.textHead(MAX_NEARBY_LABEL_CHARS + 1);
    if (text !== '' && text.length <= MAX_NEARBY_LABEL_CHARS && text !== element.name) texts.push(text);
  }
  return texts.length > 0 ? texts.join(' ') : undefined;
}

/**
 * A link or button that opens a list of other entries: it says it expands (`aria-expanded`,
 * `aria-haspopup`), or the element after it is a list that holds links (a sidebar's tree menu).
 */
export function opensSubmenu(element: WebElement): boolean {
  const opens = element.attributes['aria-expanded'] ?? element.attributes['aria-haspopup'];
  if (opens !== undefined && opens !== 'false') return true;
  const next = element.parent?.children[element.childIndex + 1];
  if (next === undefined || !(next.tag === 'ul' || next.tag === 'ol' || next.attributes.role === 'menu'))
    return false;
  for (let i = next.index + 1; i <= next.end; i++) if (element.page.elements[i]!.tag === 'a') return true;
  return false;
}

/**
 * A link that toggles something on its own page: it says it expands (`aria-expanded`, any value,
 * unlike opensSubmenu's open state), opens a popup, or carries a toggle script's hook
 * (`data-bs-toggle`, `data-toggle`).
 */
export function togglesInPlace(element: WebElement): boolean {
  const attributes = element.attributes;
  const popup = attributes['aria-haspopup'];
  return (
    attributes['aria-expanded'] !== undefined ||
    (popup !== undefined && popup !== 'false') ||
    attributes['data-bs-toggle'] !== undefined ||
    attributes['data-toggle'] !== undefined
  );
}

/**
 * One element's profile, its facts computed on first read: buildShortlist sets aside a pool
 * element whose role the description contradicts before asking its name and words, and most of
 * the rest before asking its section. A class, not an object of closures: a heal profiles a few
 * hundred elements, and the getters on the prototype cost nothing per element.
 */
class LazyProfile implements ElementProfile {
  readonly element: WebElement;
  readonly role: string | undefined;
  readonly interactive: boolean;
  readonly closedHost: boolean;
  private readonly testIdAttributes: readonly string[];
  private readonly facts: SharedFacts;
  private memoTokens: ElementTokens | undefined;
  private memoSection: SectionInfo | undefined;
  private memoRegions: ReadonlySet<Region> | undefined;
  private memoHidden: boolean | undefined;
  private memoHiddenName: string | undefined;

  constructor(element: WebElement, testIdAttributes: readonly string[], facts: SharedFacts) {
    this.element = element;
    // A <label> has no ARIA role, but it is never the control a description of a field or button means.
    this.role = element.role ?? (element.tag === 'label' ? 'label' : undefined);
    this.interactive = element.role !== undefined && WIDGET_ROLES.has(element.role);
    this.closedHost = element.hasClosedShadowRoot;
    this.testIdAttributes = testIdAttributes;
    this.facts = facts;
  }

  get section(): SectionInfo {
    this.memoSection ??= describeSection(this.element, this.facts);
    return this.memoSection;
  }

  get regions(): ReadonlySet<Region> {
    this.memoRegions ??= ancestorRegions(this.element, this.facts);
    return this.memoRegions;
  }

  get hidden(): boolean {
    this.memoHidden ??= isElementHiddenForAria(this.element);
    return this.memoHidden;
  }

  get hiddenName(): string {
    this.memoHiddenName ??= normalizeWhitespace(nameOf(this.element, { includeHidden: true })).slice(
      0,
      MAX_HIDDEN_NAME_CHARS,
    );
    return this.memoHiddenName;
  }

  get tokens(): ElementTokens {
    this.memoTokens ??= this.tokenize();
    return this.memoTokens;
  }

  private tokenize(): ElementTokens {
    const { element, role } = this;
    const isField = FIELD_TAGS.has(element.tag);
    const loose = isField ? looseLabelOf(element) : undefined;
    return tokenizeElement(
      {
        tag: element.tag,
        ...(role ? { role } : {}),
        // A hidden field has no accessible name; the one it has when shown is what a person calls it.
        // A nameless field beside a loose <label> is called by that label.
        name:
          element.name === '' && isField
            ? isElementHiddenForAria(element)
              ? nameOf(element, { includeHidden: true })
              : (loose?.text ?? '')
            : element.name,
        // Only the head of a long container's text decides its tokens.
        text: element.tag === 'select' ? optionsText(element) : element.textHead(ELEMENT_TEXT_CHARS_READ),
        attributes: element.attributes,
        // The regions it sits in explain "in the footer" as much as a landmark does.
        section: () => {
          const parts = [this.section.text, ...this.regions];
          // A button's form is its place by the form's own names ("Fandom Newsletter Signup": the
          // "submit button of the newsletter signup"); they name where it is, not what it says.
          const form = role === 'button' ? enclosingForm(element) : undefined;
          if (form) parts.push(...formIdentity(form));
          // A table cell's column says what it holds ("Garrett Winters' name cell").
          const column = columnHeaderOf(element);
          if (column) parts.push(column);
          return parts.join(' ');
        },
        ...formContextOf(element),
        ...nearbyLabel(element, loose),
        ...shownAltOf(element),
        ...shownIconOf(element),
        ...(role === 'link' || role === 'button' ? { opensMenu: opensSubmenu(element) } : {}),
      },
      this.testIdAttributes,
    );
  }
}

/** Memoized profiles of one page, for one heal. */
export class ProfileStore {
  private readonly profiles = new Map<number, ElementProfile>();
  private facts: SharedFacts | undefined;
  constructor(private readonly testIdAttributes: readonly string[]) {}

  /** The element's profile (computed on first use). */
  profile(element: WebElement): ElementProfile {
    let profile = this.profiles.get(element.index);
    if (!profile) {
      profile = new LazyProfile(element, this.testIdAttributes, this.factsOf(element));
      this.profiles.set(element.index, profile);
    }
    return profile;
  }

  /**
   * The title of the repeated item the element is or sits in (what `profile.section.item.title`
   * says), without the rest of the section (or a profile).
   */
  itemTitle(element: WebElement): string | undefined {
    return itemOf(element, containerOf(element), this.factsOf(element))?.title;
  }

  /** The shared facts of the store's page, sized by the page of the first element asked about. */
  private factsOf(element: WebElement): SharedFacts {
    this.facts ??= new SharedFacts(element.page.elements.length);
    return this.facts;
  }
}
