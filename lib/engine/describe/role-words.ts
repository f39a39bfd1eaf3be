/**
 * Words people use for a kind of control, mapped to the ARIA roles they may mean (WAI-ARIA 1.2
 * role names). A description naming a role family the element is not in contradicts it; the
 * families are generous on purpose ("button" also accepts a link styled as one) so only a real
 * mismatch ("the Email field" on a button) counts.
 */

import { dictionary } from '../text/dictionary.js';

/** Role families a word can mean. Every role in the family is compatible with the word. */
export const ROLE_WORDS: Readonly<Record<string, readonly string[]>> = dictionary({
  button: [
    'button',
    'link',
    'menuitem',
    'tab',
    'switch',
    'option',
    'menuitemcheckbox',
    'menuitemradio',
    'combobox',
    'treeitem',
    'gridcell',
    'cell',
  ],
  link: ['link', 'button', 'menuitem', 'tab', 'treeitem', 'option'],
  checkbox: ['checkbox', 'switch', 'menuitemcheckbox', 'button', 'option'],
  radio: ['radio', 'menuitemradio', 'option', 'button', 'tab'],
  textbox: ['textbox', 'searchbox', 'combobox', 'spinbutton'],
  textarea: ['textbox'],
  select: ['combobox', 'listbox', 'button', 'menu', 'option'],
  combobox: ['combobox', 'listbox', 'textbox', 'searchbox', 'button'],
  listbox: ['listbox', 'combobox'],
  // "the Colors list" is a listbox (or a select showing several rows), a menu, a tree or a grid.
  list: ['listbox', 'combobox', 'list', 'menu', 'tree', 'grid', 'tablist', 'radiogroup'],
  option: [
    'option',
    'menuitem',
    'menuitemradio',
    'menuitemcheckbox',
    'radio',
    'treeitem',
    'gridcell',
    'link',
    'button',
  ],
  // Tabs drawn as a segmented radio group ("Latest" / "Popular") are tabs to the person who sees them.
  tab: ['tab', 'button', 'link', 'radio'],
  menuitem: ['menuitem', 'menuitemcheckbox', 'menuitemradio', 'link', 'button', 'option'],
  // An edition or language switch is often a link to the other one ("UK edition switch").
  switch: ['switch', 'checkbox', 'button', 'link'],
  // A view picker's radio is a toggle too ("Grid view toggle"); a link or a menu item is not: a
  // menu bar's "Sport" link and the button that opens its submenu are told apart by that word.
  toggle: ['switch', 'checkbox', 'button', 'radio'],
  // An accordion's section header: a button (aria-expanded), often inside a heading.
  accordion: ['button', 'link', 'heading'],
  slider: ['slider', 'spinbutton'],
  heading: ['heading'],
  // A breadcrumb's steps are links but for the current page's, an item that links nowhere
  // (`<li class="breadcrumb-item active" aria-current="page">Data</li>`).
  breadcrumb: ['link', 'listitem', 'button', 'menuitem'],
  image: ['img', 'image', 'graphics-document', 'graphics-symbol', 'link', 'button', 'figure'],
  icon: ['img', 'image', 'graphics-symbol', 'button', 'link', 'menuitem'],
  // A text logo is often the page's top heading ("<h1 class="logo">TestSearch</h1>").
  logo: ['img', 'image', 'link', 'graphics-document', 'graphics-symbol', 'heading'],
  dialog: ['dialog', 'alertdialog'],
  table: ['table', 'grid', 'treegrid'],
  row: ['row'],
  cell: ['cell', 'gridcell', 'columnheader', 'rowheader'],
  spinbutton: ['spinbutton', 'textbox'],
  searchbox: ['searchbox', 'textbox', 'combobox'],
  // A picker is a select, a button opening one, or a native date or colour input (a textbox to ARIA).
  picker: ['combobox', 'listbox', 'button', 'menu', 'option', 'textbox'],
});

/** Words that map onto a family above (after tokenize's abbreviation folding). */
const ROLE_SYNONYMS: Readonly<Record<string, string>> = dictionary({
  input: 'input',
  textfield: 'textbox',
  field: 'textbox',
  box: 'box',
  radiobutton: 'radio',
  tickbox: 'checkbox',
  chooser: 'select',
  selector: 'select',
  img: 'image',
  picture: 'image',
  photo: 'image',
  thumbnail: 'image',
  avatar: 'image',
  stepper: 'spinbutton',
  spinner: 'spinbutton',
  range: 'slider',
  title: 'heading',
  headline: 'heading',
  // A news page's headings within a story: "Kenya trip subheading", "crosshead about the strandings".
  subheading: 'heading',
  subhead: 'heading',
  subtitle: 'heading',
  crosshead: 'heading',
  popup: 'dialog',
  cta: 'button',
  // Styles of a control, named for its look: a nav pill ("Profile pill") is a tab or link, a filter
  // chip a button, a breadcrumb ("Insights breadcrumb") one step of the trail.
  pill: 'tab',
  chip: 'button',
  crumb: 'breadcrumb',
  // "the Chair choice in the Product Type select": one option of it.
  choice: 'option',
  expander: 'accordion',
  collapsible: 'accordion',
  disclosure: 'accordion',
});

/** "input" and "box" are used for every form control: compatible with all of them. */
const ANY_FORM_CONTROL = [
  'textbox',
  'searchbox',
  'combobox',
  'spinbutton',
  'checkbox',
  'radio',
  'slider',
  'switch',
  'listbox',
  'button',
];

/**
 * What a description ending in "control" names when it names no other kind ("Skip navigation
 * control", "zoom control"): something a person operates, of whatever kind.
 */
export const ANY_CONTROL: readonly string[] = [
  // First, as each family names its kind first: no element has this role, so no rule made for a
  // named kind ("both call it a button") reads it as one.
  'control',
  ...new Set([...ROLE_WORDS.button!, ...ROLE_WORDS.link!, ...ANY_FORM_CONTROL, 'option', 'treeitem']),
];

/** What a "box" names: any form control but a button. */
const ANY_BOX = ANY_FORM_CONTROL.filter((role) => role !== 'button');

/** The roles of form fields (textbox, checkbox, combobox, slider…): what a "box" names. */
export const FIELD_ROLES: ReadonlySet<string> = new Set(ANY_BOX);

/** The role word a synonym stands for ("avatar" → "image", "cta" → "button"); other words as they are. */
export function canonicalRoleWord(word: string): string {
  return ROLE_SYNONYMS[word] ?? word;
}

/** The compatible roles a description word names, or undefined when it is not a role word. */
export function rolesForWord(word: string): readonly string[] | undefined {
  const family = ROLE_SYNONYMS[word] ?? word;
  if (family === 'input') return ANY_FORM_CONTROL;
  // A "box" is filled in, ticked or picked from: an <input type="submit"> is an input, not a box.
  if (family === 'box') return ANY_BOX;
  return ROLE_WORDS[family];
}

/** Colour words: optional in a description ("the red button"), yet telling when the element names another. */
export const COLOUR_WORDS: ReadonlySet<string> = new Set([
  'blue',
  'red',
  'green',
  'grey',
  'gray',
  'white',
  'black',
  'yellow',
  'orange',
  'purple',
]);

/** Roles of plain content, no control of any kind (a div, a span, a paragraph, a fieldset group). */
const PLAIN_ROLES: ReadonlySet<string> = new Set([
  'generic',
  'none',
  'presentation',
  'group',
  'paragraph',
  'strong',
  'emphasis',
]);

/** True for an element with no role or a plain-content role. */
export function isPlainRole(role: string | undefined): boolean {
  return role === undefined || PLAIN_ROLES.has(role);
}

/** Words a description ends its head with to name a block of the page, not a heading or a control. */
export const CONTAINER_KIND_WORDS: ReadonlySet<string> = new Set([
  'panel',
  'pane',
  'section',
  'card',
  'box',
  'container',
  'area',
  'region',
  'block',
  'sidebar',
  'widget',
]);

/** Field annotations ("Email (required)", "Return , required."): not part of what the field is. */
export const FIELD_ANNOTATION_WORDS: ReadonlySet<string> = new Set(['required', 'optional']);

/**
 * Words that usually say how to act or where to look rather than what the element is. They count
 * when the element carries them (a button named "Next") and are not held against it otherwise.
 */
export const OPTIONAL_WORDS: ReadonlySet<string> = new Set([
  'click',
  'tap',
  'press',
  'hit',
  'type',
  'fill',
  'enter',
  'use',
  'find',
  'locate',
  'go',
  'field',
  'control',
  'widget',
  'section',
  'form',
  ...FIELD_ANNOTATION_WORDS,
  'card',
  'area',
  'panel',
  'part',
  'region',
  'block',
  'container',
  'wrapper',
  // "Search bar", "top bar": where it sits, not what it says.
  'bar',
  'top',
  'bottom',
  'left',
  'right',
  'upper',
  'lower',
  'middle',
  'next',
  'near',
  'beside',
  'among',
  'amongst',
  'alongside',
  'below',
  'above',
  'under',
  'inside',
  'within',
  'first',
  'second',
  'third',
  'last',
  'main',
  'primary',
  'secondary',
  'big',
  'small',
  'large',
  ...COLOUR_WORDS,
  // How a control is drawn ("upvote arrow", "dropdown caret"), not what it says.
  'arrow',
  'chevron',
  'caret',
  'glyph',
  'one',
  'item',
  'entry',
  'thing',
  'option',
  'label',
  // A text's kind, like "label": the "double-click hint" is the text that says double-click.
  'hint',
  'text',
  'called',
  'named',
  'labelled',
  'labeled',
  'says',
  'saying',
  'reading',
  'shows',
  'showing',
  'displayed',
  'visible',
  'user',
]);

/**
 * Pairs of words that mean opposite actions or states: a description asking for one is
 * contradicted by an element named with the other (the classic "the id moved to Cancel").
 */
export const ANTONYMS: readonly (readonly [string, string])[] = [
  ['add', 'remove'],
  ['add', 'delete'],
  ['save', 'cancel'],
  ['save', 'discard'],
  ['submit', 'cancel'],
  ['submit', 'reset'],
  ['ok', 'cancel'],
  ['confirm', 'cancel'],
  ['accept', 'decline'],
  ['accept', 'reject'],
  ['approve', 'reject'],
  ['approve', 'deny'],
  ['allow', 'deny'],
  ['allow', 'block'],
  ['yes', 'no'],
  ['open', 'close'],
  ['show', 'hide'],
  ['expand', 'collapse'],
  ['enable', 'disable'],
  ['login', 'logout'],
  ['login', 'register'],
  ['next', 'previous'],
  ['next', 'back'],
  ['forward', 'back'],
  ['increase', 'decrease'],
  ['increment', 'decrement'],
  ['plus', 'minus'],
  ['up', 'down'],
  ['upload', 'download'],
  ['import', 'export'],
  ['buy', 'sell'],
  ['follow', 'unfollow'],
  ['like', 'unlike'],
  ['like', 'dislike'],
  ['subscribe', 'unsubscribe'],
  ['check', 'uncheck'],
  ['select', 'deselect'],
  ['start', 'stop'],
  ['play', 'pause'],
  ['mute', 'unmute'],
  ['lock', 'unlock'],
  ['archive', 'unarchive'],
  ['pin', 'unpin'],
  ['zoom in', 'zoom out'],
  ['min', 'max'],
  ['minimum', 'maximum'],
  ['first', 'last'],
  ['undo', 'redo'],
  ['attach', 'detach'],
  ['connect', 'disconnect'],
  ['install', 'uninstall'],
  ['on', 'off'],
];

const ANTONYM_MAP: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [a, b] of ANTONYMS) {
    map.set(a, [...(map.get(a) ?? []), b]);
    map.set(b, [...(map.get(b) ?? []), a]);
  }
  return map;
})();

/** The words that mean the opposite of `word`. */
function antonymsOf(word: string): readonly string[] {
  return ANTONYM_MAP.get(word) ?? [];
}

/**
 * The words that say the opposite of `word` on an element: its antonyms, and the un- form of the
 * action ("Star" vs "Unstar", "Unfollow" vs "Follow").
 */
export function oppositesOf(word: string): readonly string[] {
  const prefixed = word.length >= 3 ? [`un${word}`] : [];
  const bare = word.length >= 5 && word.startsWith('un') ? [word.slice(2)] : [];
  return [...antonymsOf(word), ...prefixed, ...bare];
}

/** Roles a person acts on: the description's target is usually one of these. */
export const WIDGET_ROLES: ReadonlySet<string> = new Set([
  // The kind "Skip navigation control" names (ANY_CONTROL).
  'control',
  'button',
  'link',
  'checkbox',
  'radio',
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'option',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'tab',
  'switch',
  'slider',
  'spinbutton',
  'treeitem',
  'gridcell',
]);
