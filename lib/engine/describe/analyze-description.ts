/**
 * A description (or remarks) read once into what the scorers need: content words, optional
 * words, the role families it names, and quoted phrases.
 */
import {
  lowercaseWords,
  normalizeWhitespace,
  normalizeWord,
  splitWords,
  tokenize,
} from '../text/tokenize.js';
import { VALID_ROLES } from '../web/roles.js';
import { type Region, regionsNamed, regionsRuledOut } from './regions.js';
import {
  ANY_CONTROL,
  COLOUR_WORDS,
  CONTAINER_KIND_WORDS,
  canonicalRoleWord,
  OPTIONAL_WORDS,
  oppositesOf,
  ROLE_WORDS,
  rolesForWord,
  WIDGET_ROLES,
} from './role-words.js';

export interface DescriptionWord {
  readonly word: string;
  /** Optional words count when the element carries them and are not held against it otherwise. */
  readonly optional: boolean;
}

export interface DescriptionModel {
  readonly source: string;
  /** Lowercase, whitespace-normalised text (phrase checks). */
  readonly normalized: string;
  readonly words: readonly DescriptionWord[];
  /** Every word (for antonym checks). */
  readonly wordSet: ReadonlySet<string>;
  /**
   * The words with opposites that contradict them (oppositesOf, less the ones the description says
   * itself), in wordSet order: worked out once here, looked for on every candidate.
   */
  readonly opposites: readonly { readonly word: string; readonly opposites: readonly string[] }[];
  /** Each role word's compatible roles (a description may name more than one control). */
  readonly roleFamilies: readonly (readonly string[])[];
  /** Text the user quoted ("Save", 'Add to cart', “Checkout”). */
  readonly quoted: readonly string[];
  /** True when there is at least one required (non-optional) word. */
  readonly hasContent: boolean;
  /**
   * Required words before the first section phrase ("Password field | in the Create account
   * section"): the words that name the element itself.
   */
  readonly headWords: readonly string[];
  /** The head's words as written, lowercased, kinds included ("comment", "link"): singular or plural as said. */
  readonly headWritten: readonly string[];
  /** True when the description names a section after the element ("… in the Billing section"). */
  readonly sectionNamed: boolean;
  /** The words said only in brackets, a gloss of the element ("… in the table (Jane)"; see glossWords). */
  readonly glossed: ReadonlySet<string>;
  /** True when the head ends in a card's title: "Account card title", "Users tile heading". */
  readonly namesCardTitle: boolean;
  /**
   * camelCase or PascalCase words of the head, lowercased whole ("ThatOnePlatypus" →
   * "thatoneplatypus"): an identifier-like name that only counts when the element says it whole.
   */
  readonly headCompounds: readonly string[];
  /** The head names a control by the picture it shows ("small image link", "logo link"). */
  readonly showsImage: boolean;
  /** Words after the section phrase ("new", "message" in "To field for New Message"). */
  readonly sectionWords: readonly string[];
  /**
   * True when the section phrase picks an item by its place in a list ("on the second comment",
   * "in the 3rd row"): the item's own title is then not what the description names.
   */
  readonly itemByPosition: boolean;
  /**
   * The head ends in a "name" after a common noun, so the element is the text of a name of that
   * kind ("Company name", "second project name"); not after a name written as one ("cujoJS name").
   */
  readonly namesAName: boolean;
  /** True when any word places the element by counting ("the first row", "the 2nd comment"). */
  readonly countsPlace: boolean;
  /**
   * An entry of a menu or dropdown named by both ("Create new file entry of the Add file
   * dropdown"): the entry's words and the menu's (kind words left out).
   */
  readonly menuEntry?: { readonly entry: readonly string[]; readonly menu: readonly string[] };
  /**
   * Colour words the description writes capitalised after its first word ("Buy button of the Red
   * item"): the name of an item (a product's colour variant), not how the element looks.
   */
  readonly colourNames: readonly string[];
  /** Optional words of the head ("red" in "Preview red theme button"). */
  readonly headOptional: readonly string[];
  /** Page regions the section part names ("in the navigation" → navigation): where the element must sit. */
  readonly regions: readonly Region[];
  /** Page regions the section part rules out (the footer, for "in the main nav"): where it must not sit. */
  readonly regionsRuledOut: readonly Region[];
  /**
   * The head without its kind, tokenized, when no required word is left to name the element: the
   * name is made of words read as optional or as kinds ("Text" in "Text radio button", "First" in
   * "First radio button", "Button" in "Button button"), which the judge weighs lightly or not at
   * all. Empty when the head has required words or says nothing but the kind.
   */
  readonly spokenName: readonly string[];
}

/** Colour words written capitalised after the first word: names, not looks (see colourNames). */
function colourNamesIn(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/\S\s+(\p{Lu}\p{Ll}+)\b/gu)) {
    const word = match[1]!.toLowerCase();
    if (COLOUR_WORDS.has(word) && !names.includes(word)) names.push(word);
  }
  return names;
}

/** A word that places an item in its list ("second", "3rd", "last"). */
const ORDINAL_WORD =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\d+(?:st|nd|rd|th))$/;

/** Phrases that relate the element to another one it sits beside ("next to the search field"). */
const RELATIONS =
  'next to|beside|near|below|above|after the|before the|between|alongside|to the (?:left|right) of';

/**
 * Where a description stops naming the element and starts naming its section. The "in" of a
 * phrasal verb ("Sign in to start your session", "Zoom in control") is part of the name. A
 * relation or "among" in brackets starts one too ("… (next to the YouTube logo)").
 */
const SECTION_PHRASE = new RegExp(
  String.raw`(?<!\b(?:sign|signed|log|logged|zoom|opt|check|checked|plug|plugged|turn|turned|switch|switched))\s(?:in|on)\s` +
    String.raw`|\s(?:inside|within|under|from|for|of the|at the|among|amongst|${RELATIONS})\s` +
    String.raw`|\((?:among|${RELATIONS})\s`,
  'i',
);

const SECTION_PHRASES = new RegExp(SECTION_PHRASE.source, 'gi');

/**
 * Section phrases that relate the element to another one: never part of a name, as "in" is in a
 * title ("Icons in Pop Culture link").
 */
const RELATION_PHRASE = new RegExp(String.raw`^[\s(](?:${RELATIONS})\s$`, 'i');

/** The same phrases inside a text (the first one after its start ends the place it names). */
const RELATION_PHRASES = new RegExp(String.raw`[\s(](?:${RELATIONS})\s`, 'i');

/**
 * A section part up to the element it is related to ("in the masthead (next to the YouTube logo)"
 * → "in the masthead"): the kind words after "next to" name that neighbour, not the place.
 */
function placePart(section: string): string {
  const relation = RELATION_PHRASES.exec(section.slice(1));
  return relation ? section.slice(0, relation.index + 1) : section;
}

/** A dialog word as written, with what comes before it and after it. */
const DIALOG_BEFORE_KIND = /^(\s*(?:the\s+)?)((?:[\p{L}\p{M}\p{N}'’-]+\s+)+?)(dialog|modal|popup)\s+(.+)$/iu;

/**
 * "Logout dialog title" read as "title in the Logout dialog": a dialog named before the element's
 * kind, with no section phrase, is where the element sits, and the words before it name the dialog
 * (its text or id says them, not the title). Only when words name the dialog ("Modal title" is a
 * title's text) and the words after it end in a kind.
 */
function dialogNamedFirst(source: string): string {
  if (SECTION_PHRASE.test(source)) return source;
  const match = DIALOG_BEFORE_KIND.exec(source);
  if (!match) return source;
  const [, lead, before, dialog, after] = match;
  const last = LAST_WORD.exec(after!)?.[1];
  if (!last || rolesForWord(normalizeWord(last.toLowerCase())) === undefined) return source;
  return `${lead}${after!.trimEnd()} in the ${before}${dialog}`;
}

/** A text's last word, as written, and where it starts (trailing punctuation aside). */
const LAST_WORD = /([\p{L}\p{M}\p{N}]+)[^\p{L}\p{M}\p{N}]*$/u;

/**
 * Role words that are also verbs: first in a description of several words they say what to do
 * ("Select message from Olivia Bennett checkbox"), and they are part of the label, not the kind.
 */
const VERB_ROLE_WORDS: ReadonlySet<string> = new Set(['select', 'switch', 'toggle', 'link', 'search', 'tab']);

/** The role families a word names at its position (a leading verb names none). */
function rolesAt(word: string, index: number, count: number): readonly string[] | undefined {
  if (index === 0 && count > 1 && VERB_ROLE_WORDS.has(word)) return undefined;
  return rolesForWord(word);
}

/** True when the text names a kind of control (`atStart`: the text opens the description). */
function namesRole(text: string, atStart: boolean, count: number): boolean {
  return tokenize(text).some(
    (word, index) => rolesAt(word, atStart ? index : index + 1, count) !== undefined,
  );
}

/**
 * Where the head ends. Normally at the first section phrase; but when the head before it names no
 * kind of control and the rest does, the element's name runs on to its kind ("Select message from
 * Olivia Bennett checkbox | for Inbox").
 */
function sectionSplit(source: string, count: number): RegExpExecArray | RegExpMatchArray | null {
  const first = SECTION_PHRASE.exec(source);
  if (!first) return null;
  // A relation ("above the headline", "next to the logo") names a neighbour: its kind is never
  // the element's.
  if (RELATION_PHRASE.test(first[0])) return first;
  // The description ends with a control's kind after its only section phrase ("5 Quick-Thinking
  // Icons in Pop Culture link"): a place is not named by a control's kind, so that "in" is part of
  // the element's name, and the kind is the one at the end.
  const written = LAST_WORD.exec(source);
  if (
    written &&
    written.index > first.index &&
    !RELATION_PHRASE.test(first[0]) &&
    TRAILING_CONTROL_KINDS.has(normalizeWord(written[1]!.toLowerCase())) &&
    // …unless the words before it end with a kind of their own, written singular ("採用情報 image
    // button in the header utility links", "TikTok icon in the footer social links"): the head is a
    // control, and the links are where it sits ("Icons in Pop Culture" is a title's plural).
    !endsWithKind(source.slice(0, first.index)) &&
    [...source.matchAll(SECTION_PHRASES)].length === 1 &&
    !namesRole(source.slice(first.index, written.index), false, count)
  )
    return null;
  if (namesRole(source.slice(0, first.index), true, count)) return first;
  if (!namesRole(placePart(source.slice(first.index)), false, count)) return first;
  // "Nora in the Latest Members list", "Cookies in the Commands dropdown of the navbar": places
  // named by a container's kind hold the element the words before them name; the element is not
  // the list. ("Traversal item in the Commands dropdown" names an item of the place: its kind, a
  // menu's option. An entry of a list or a table is whatever the list holds: "Mithril entry in the
  // examples list" is a link in it, "Economy entry in the table of contents" one too.)
  const named = tokenize(source.slice(0, first.index));
  const kinds = tokenize(source.slice(first.index)).filter((word) => rolesForWord(word) !== undefined);
  // A place named by a kind of content, not of control ("AI/ML tag under the title"): the element
  // sits by that heading; a name never runs on to it.
  if (
    named.length > 0 &&
    kinds.length > 0 &&
    kinds.every((word) => !(rolesForWord(word) ?? []).some((role) => WIDGET_ROLES.has(role)))
  )
    return first;
  if (
    named.length > 0 &&
    !namesMenuEntry(named, kinds) &&
    kinds.length > 0 &&
    kinds.every((word) => CONTAINER_TAIL_KINDS.has(word))
  )
    return first;
  for (const match of source.matchAll(SECTION_PHRASES)) {
    if (namesRole(source.slice(0, match.index), true, count)) return match;
  }
  return null;
}

/**
 * The second word of each "a/b" pair of a head whose words are opposites ("pause" of "play/pause",
 * "off" of "on/off"): the states of one toggle. "State/Province" names a field by both words.
 */
function alternativeWords(head: string): ReadonlySet<string> {
  const out = new Set<string>();
  for (const match of head.matchAll(/([\p{L}\p{N}]+)\/([\p{L}\p{N}]+)/gu)) {
    const [first, second] = [normalizeWord(match[1]!.toLowerCase()), normalizeWord(match[2]!.toLowerCase())];
    if (oppositesOf(first).includes(second)) out.add(second);
  }
  return out;
}

/** True when a text's last word, as written, is a kind of control in the singular ("button", "icon"). */
function endsWithKind(text: string): boolean {
  const written = LAST_WORD.exec(text)?.[1]?.toLowerCase();
  return written !== undefined && normalizeWord(written) === written && rolesForWord(written) !== undefined;
}

/** Kinds of control a section phrase never ends with ("in the footer", "for Inbox", not "in … link"). */
const TRAILING_CONTROL_KINDS: ReadonlySet<string> = new Set([
  'link',
  'button',
  'checkbox',
  'field',
  'textbox',
  'dropdown',
]);

/**
 * Tokens that occur in the text only inside a camelCase word ("DataTables" → data, table), never
 * as a word of their own.
 */
function camelCaseParts(source: string): ReadonlySet<string> {
  const parts = new Set<string>();
  const compounds = source.split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => /\p{Ll}\p{Lu}/u.test(word));
  if (compounds.length === 0) return parts;
  for (const compound of compounds)
    for (const part of compound.split(/(?<=\p{Ll})(?=\p{Lu})/u))
      for (const token of tokenize(part)) parts.add(token);
  for (const word of splitWords(source.replace(/\p{L}*\p{Ll}\p{Lu}\p{L}*/gu, ' ').toLowerCase()))
    parts.delete(normalizeWord(word));
  return parts;
}

/** Words for a titled card: the words before them are its title, control words included. */
const CARD_WORDS: ReadonlySet<string> = new Set(['card', 'tile']);
/** Words after a card word that name its title ("Account card title", "Users card header"). */
const CARD_TITLE_WORDS: ReadonlySet<string> = new Set(['title', 'header', 'heading']);

/** Parts of a control that are elements of their own: a "checkbox label" is the label. */
const PART_WORDS: ReadonlySet<string> = new Set(['label', 'caption', 'legend', 'hint', 'tooltip']);
/** Parts that are text a control shows beside it: the element is that text, never a control. */
const CAPTION_PARTS: ReadonlySet<string> = new Set(['label', 'caption', 'legend']);
/** What a label, caption or legend may be: any role but a control's. */
const CAPTION_ROLES: readonly string[] = [
  ...[...VALID_ROLES].filter((role) => !WIDGET_ROLES.has(role)),
  'label',
  'legend',
];

/** True when the description names a label, caption or legend ("Time zone label"): text beside a control. */
export function namesCaptionPart(model: DescriptionModel): boolean {
  return model.roleFamilies.includes(CAPTION_ROLES);
}

/** Words that name the element as an entry of the place that follows ("Traversal item in the … dropdown"). */
const ITEM_WORDS: ReadonlySet<string> = new Set(['item', 'entry']);

/** "<entry> item/entry of the <menu> dropdown/menu": the words before the place and those after. */
function namesMenuEntry(named: readonly string[], place: readonly string[]): boolean {
  return named.some((word) => ITEM_WORDS.has(word)) && place.some((word) => MENU_KINDS.has(word));
}

/** The words before and after the first section phrase, when they name an entry of a menu. */
function menuEntryWords(source: string): { named: string[]; place: string[] } | undefined {
  const first = SECTION_PHRASE.exec(source);
  if (!first) return undefined;
  const named = tokenize(source.slice(0, first.index));
  const place = tokenize(source.slice(first.index + first[0].length));
  return namesMenuEntry(named, place) ? { named, place } : undefined;
}

/** The entry and menu words of "<entry> item/entry of the <menu> dropdown/menu" (see DescriptionModel.menuEntry). */
function menuEntryOf(
  entryWords: ReturnType<typeof menuEntryWords>,
): { menuEntry: NonNullable<DescriptionModel['menuEntry']> } | undefined {
  if (!entryWords) return undefined;
  const { named, place } = entryWords;
  const plain = (words: readonly string[]): string[] =>
    words.filter(
      (word) => !ITEM_WORDS.has(word) && !OPTIONAL_WORDS.has(word) && rolesForWord(word) === undefined,
    );
  const entry = plain(named);
  const menu = plain(place);
  return entry.length > 0 && menu.length > 0 ? { menuEntry: { entry, menu } } : undefined;
}

/** A place at the top of the page ("in the skip links at the top of the page"). */
const PAGE_TOP = /\b(?:at|on) the (?:very )?top of (?:the )?(?:page|site|screen)\b/i;

/**
 * Words as a description's tokens carry them: normalised, and as tokenize folds them ("dropdown"
 * is read "select").
 */
function asWritten(words: readonly string[]): string[] {
  return words.flatMap((word) => [normalizeWord(word), ...tokenize(word)]);
}

/** Containers whose entries are a kind of their own (a menu's item, a dropdown's option). */
const MENU_KINDS: ReadonlySet<string> = new Set(asWritten(['menu', 'submenu', 'dropdown']));

/** Kinds of container a place is named by ("in the Latest Members list", "in the Commands dropdown"). */
const CONTAINER_TAIL_KINDS: ReadonlySet<string> = new Set(
  asWritten([
    'list',
    'menu',
    'submenu',
    'dropdown',
    'table',
    'grid',
    'toolbar',
    'tree',
    'navbar',
    'dialog',
    'modal',
    'popup',
    'form',
    // "Retweets count in the tweet stats row": the count sits in the row.
    'row',
  ]),
);

/** Two role words that together name one kind of control. */
const COMPOUND_KINDS: ReadonlySet<string> = new Set([
  'radio button',
  'icon button',
  'image button',
  'toggle button',
  'option button',
  'tab button',
  'icon link',
  'image link',
  'logo link',
  'toggle switch',
  'checkbox button',
]);

/**
 * First words of a compound kind that say what the control shows, not what it is: an "image link"
 * is a link (with an image in it), so only the link is the named kind, while a "radio button" is a radio.
 */
const SHOWN_CONTENT_WORDS: ReadonlySet<string> = new Set(['icon', 'image', 'logo']);
/** Of those, the ones only a picture shows (an icon may be a glyph of the text). */
const IMAGE_WORDS: ReadonlySet<string> = new Set(['image', 'logo']);

/** Control words that are part of a name when another role word after them names the kind. */
const NAME_ROLE_WORDS: ReadonlySet<string> = new Set([
  'switch',
  'toggle',
  'checkbox',
  'radio',
  'tab',
  'option',
  'menuitem',
  'slider',
  'image',
  'icon',
  'logo',
  'button',
  'link',
  // "List name field", "Create list button": the list is what the name is about.
  'list',
]);

/**
 * Container nouns (filler otherwise) that an action verb before them makes its object: "Add card
 * button", "Clear form button".
 */
const CONTAINER_OBJECTS: ReadonlySet<string> = new Set([...CONTAINER_KIND_WORDS, 'form', 'field']);
/** Verbs whose object a container noun after them is (a control named "Add card", "Close panel"). */
export const OBJECT_VERBS: ReadonlySet<string> = new Set([
  'add',
  'new',
  'create',
  'remove',
  'delete',
  'edit',
  'close',
  'open',
  'expand',
  'collapse',
  'hide',
  'show',
  'duplicate',
  'copy',
  'move',
  'rename',
  'archive',
  'insert',
  'clear',
  'reset',
]);

/** Words for what a control does, which its label seldom shows ("Status filter dropdown"). */
export const PURPOSE_WORDS: ReadonlySet<string> = new Set(['filter', 'sort', 'sorting']);

/** "Number of passengers": the quantity word of such a phrase, which a count's label seldom shows. */
const QUANTITY_OF = /\b(number|count|amount|quantity) of\b/giu;

/**
 * The words said only inside brackets (a gloss of the label, not the label), the words of an
 * apposition after the name (see appositionWords), and the quantity word of "number of …"
 * ("Number of passengers dropdown" for a select labelled "Passengers").
 */
function glossWords(source: string): ReadonlySet<string> {
  const quantities = [...source.matchAll(QUANTITY_OF)].flatMap((match) => tokenize(match[1]!));
  const glosses = [...quantities, ...appositionWords(source)];
  if (!source.includes('(')) return new Set(glosses);
  const inside: string[] = [];
  const outside = source.replace(/\(([^()]{1,80})\)/g, (_, gloss: string) => {
    inside.push(gloss);
    return ' ';
  });
  const said = new Set(tokenize(outside));
  return new Set([...tokenize(inside.join(' ')).filter((word) => !said.has(word)), ...glosses]);
}

/**
 * "burmese, the last cat in the traversal list": the words of an apposition after the name, up to
 * the place phrase, say what the named thing is ("last", "cat"), which its label does not. Kind
 * words stay the kind ("Save, the primary button").
 */
function appositionWords(source: string): string[] {
  const match = APPOSITION.exec(source);
  if (!match) return [];
  const name = new Set(tokenize(match[1]!));
  return tokenize(match[2]!).filter((word) => !name.has(word) && rolesForWord(word) === undefined);
}
const APPOSITION =
  /^([^,()]{1,60}),\s+(?:the|a|an)\s+([^,()]{1,60}?)(?:\s+(?:in|on|under|inside|within|of|from|at)\s+[^,()]*)?$/iu;

/** Kind words written right after "to" ("to select", "to search"): verbs of a purpose clause. */
function actionsAfterKind(source: string): ReadonlySet<string> {
  const actions = new Set<string>();
  for (const match of source.matchAll(TO_VERB)) {
    const word = normalizeWord(match[1]!.toLowerCase());
    if (rolesForWord(word) !== undefined) actions.add(word);
  }
  return actions;
}
const TO_VERB = /\bto\s+(\p{L}+)/giu;

/** The words of a head as written, kind words and filler aside ("To" of "To field", "Username"). */
function writtenLabel(head: string): string[] {
  return tokenize(
    splitWords(head)
      .filter((word) => !rolesForWord(normalizeWord(word)) && !OPTIONAL_WORDS.has(word))
      .join(' '),
  );
}

const QUOTED =
  /"([^"]{1,200})"|“([^”]{1,200})”|‘([^’]{1,200})’|(?<![\p{L}\p{M}\p{N}])'([^']{1,200})'(?![\p{L}\p{M}\p{N}])/gu;

/**
 * Reads a description into words and role families.
 *
 * @example
 * analyzeDescription('Click the "Add to cart" button').roleFamilies.length // 1
 */
export function analyzeDescription(text: string): DescriptionModel {
  const source = dialogNamedFirst(text.slice(0, 4000));
  const words: DescriptionWord[] = [];
  const roleFamilies: (readonly string[])[] = [];
  const tokens = tokenize(source);
  const split = sectionSplit(source, tokens.length);
  const head = split ? source.slice(0, split.index) : source;
  const headLength = tokenize(head).length;
  // A verb-like kind word ("Link your account") is a verb only where the text opens with it: "here.
  // link" opens with a word tokenize drops, and its "link" is the kind.
  const firstWritten = splitWords(source.toLowerCase())[0];
  // "Link to the docs" names a link: a verb is followed by what it acts on, not by "to".
  const leadingNoun = /^\W*link\s+(?:to|for)\s/i.test(source);
  const shift =
    firstWritten !== undefined && normalizeWord(firstWritten) === tokens[0] && !leadingNoun ? 0 : 1;
  // A kind word inside a compound name ("DataTables", "GitHub Pages"' "Pages" apart) names no
  // kind: "link to the DataTables docs" is a link.
  const compoundParts = camelCaseParts(source);
  // "Checkbox to select the Olivia Bennett message": a kind word after "to" is the verb of what a
  // control named before it does, not its kind.
  const actions = actionsAfterKind(source);
  const rolesAtToken = (word: string, index: number): readonly string[] | undefined =>
    compoundParts.has(word) ||
    (actions.has(word) &&
      tokens.slice(0, index).some((before, at) => rolesAt(before, at + shift, tokens.length) !== undefined))
      ? undefined
      : rolesAt(word, index + shift, tokens.length);
  // The kind is the head's last role word; a control word before it is part of the name
  // ("Sidebar Mini + Logo Switch link": a link named with "Logo Switch").
  // A gloss in brackets ("Pants link (the active item)") names no kind: the kind is outside it.
  const glossed = glossWords(source);
  let kindIndex = -1;
  for (let i = 0; i < headLength; i++)
    if (rolesAtToken(tokens[i]!, i) && !glossed.has(tokens[i]!)) kindIndex = i;
  // …unless the two make one kind: "radio button", "icon link", "toggle switch".
  // Not "Icons link" or "Images link": shown content is written singular, a plural is the label.
  const kindPair =
    kindIndex > 0 && !writtenOnlyPlural(head, tokens[kindIndex - 1]!)
      ? `${tokens[kindIndex - 1]} ${tokens[kindIndex]}`
      : '';
  const kindStart = COMPOUND_KINDS.has(kindPair) ? kindIndex - 1 : kindIndex;
  // "Checkbox item under Form Fields": a head that ends with "item" names an entry by the words
  // before it, control words included (a side-nav entry labelled "Checkbox" is no checkbox).
  // So does a card's ("Wire up avatar upload card": the card is titled so, it is no image).
  const lastHead = tokens[headLength - 1];
  const itemNamed =
    headLength > 1 &&
    lastHead !== undefined &&
    (ITEM_WORDS.has(lastHead) || CARD_WORDS.has(lastHead)) &&
    !glossed.has(lastHead);
  // "Remember me checkbox label": the label of a checkbox; the control word says whose it is.
  const partNamed =
    headLength > 1 && lastHead !== undefined && PART_WORDS.has(lastHead) && !glossed.has(lastHead);
  // "Company name on the codeit job card", "cujoJS name": with no kind of control named, a last
  // "name" after a word of the name's own says what the element is, the text that shows a name.
  // Not after filler alone ("First name", "User name"): there "name" is the label's own word.
  const nameNoun =
    headLength > 1 &&
    lastHead === 'name' &&
    kindIndex === -1 &&
    !glossed.has(lastHead) &&
    tokens.slice(0, headLength - 1).some((word) => !OPTIONAL_WORDS.has(word));
  const partOwner = (index: number): boolean =>
    partNamed && index < headLength - 1 && rolesAtToken(tokens[index]!, index) !== undefined;
  const inName = (index: number): boolean =>
    (index < kindStart || (itemNamed && index < headLength - 1)) &&
    NAME_ROLE_WORDS.has(canonicalRoleWord(tokens[index]!)) &&
    rolesAtToken(tokens[index]!, index) !== undefined;
  const shownContent = (index: number): boolean =>
    (index === kindStart && kindStart < kindIndex && SHOWN_CONTENT_WORDS.has(tokens[index]!)) ||
    partOwner(index);
  const roleOf = (word: string, index: number): readonly string[] | undefined =>
    inName(index) || shownContent(index) ? undefined : rolesAtToken(word, index);
  // The second word of a compound whose first word is the kind ("radio button", "toggle switch")
  // names nothing more: a combobox is a kind of button, not of radio button.
  const compoundTail = (index: number): boolean =>
    index === kindIndex && kindStart < kindIndex && !SHOWN_CONTENT_WORDS.has(tokens[kindStart]!);
  // "Add card button", "Close panel button": the card and the panel are what the control acts on,
  // part of its name, not the container it sits in.
  const objectOfVerb = (index: number): boolean =>
    index > 0 &&
    index < headLength &&
    CONTAINER_OBJECTS.has(tokens[index]!) &&
    OBJECT_VERBS.has(tokens[index - 1]!);
  // A gloss in brackets ("최신순 (latest) sort option") and a word for what a control does
  // ("Status filter dropdown") are said beside its label, not on it: held against no element, as
  // long as the head names it by other words too.
  const headTokensAll = tokenize(head);
  const asideInHead = headTokensAll.filter(
    (word, index) =>
      (glossed.has(word) ||
        PURPOSE_WORDS.has(word) ||
        // "Like action under the article": the last word says what the control is for, as a kind
        // would ("Action menu" is named so).
        (word === 'action' && index === headTokensAll.length - 1)) &&
      !roleOf(word, index),
  );
  // A label made only of words that also serve as filler ("Username", read "user") is named as
  // the "To field" below reads it: by the words as written.
  const namedBesides =
    headTokensAll.some(
      (word, index) =>
        !asideInHead.includes(word) &&
        !roleOf(word, index) &&
        !OPTIONAL_WORDS.has(word) &&
        !shownContent(index),
    ) || writtenLabel(head.replace(/\([^()]*\)/g, ' ')).some((word) => !asideInHead.includes(word));
  const aside = (word: string): boolean => namedBesides && asideInHead.includes(word);
  // A colour is never plural: "oranges in the query list" names fruit, not how an item looks.
  const pluralColours = new Set(
    splitWords(source.toLowerCase())
      .filter((written) => written.endsWith('s') && COLOUR_WORDS.has(normalizeWord(written)))
      .map(normalizeWord),
  );
  // "play/pause button", "on/off toggle": a toggle named by its states, which it shows one at a time.
  const alternatives = alternativeWords(head);
  const filler = (word: string, index: number): boolean =>
    (OPTIONAL_WORDS.has(word) && !objectOfVerb(index) && !pluralColours.has(word)) ||
    (nameNoun && index === headLength - 1) ||
    // "Third trend heading about the cloud": after the kind, "about" opens what the element says
    // (an "About" link names itself so: that one comes first).
    (word === 'about' && kindIndex >= 0 && kindIndex < index && index < headLength) ||
    aside(word) ||
    (index < headLength && alternatives.has(word)) ||
    (actions.has(word) && roleOf(word, index) === undefined);
  for (const [index, word] of tokens.entries()) {
    const roles = roleOf(word, index);
    if (roles && !compoundTail(index)) roleFamilies.push(roles);
    words.push({ word, optional: roles !== undefined || shownContent(index) || filler(word, index) });
  }
  // "Logout dialog title", "modal Close button": a dialog named before another kind is where the
  // element sits (a region the description names), not what it is.
  const dialogFirst = roleFamilies.findIndex((roles) => roles.includes('dialog'));
  if (dialogFirst >= 0 && dialogFirst < roleFamilies.length - 1) roleFamilies.splice(dialogFirst, 1);
  const quoted: string[] = [];
  for (const match of source.matchAll(QUOTED)) {
    const value = normalizeWhitespace(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
    if (value !== '') quoted.push(value.toLowerCase());
  }
  const headIndexed = tokenize(head)
    .map((word, index) => ({ word, index }))
    .filter(({ word, index }) => !roleOf(word, index) && !shownContent(index));
  const headTokens = headIndexed.map(({ word }) => word);
  let headWords = headIndexed.filter(({ word, index }) => !filler(word, index)).map(({ word }) => word);
  const headOptional = headIndexed.filter(({ word, index }) => filler(word, index)).map(({ word }) => word);
  const headCompounds = head
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length >= 6 && /\p{Ll}\p{Lu}/u.test(word))
    .map((word) => word.toLowerCase());
  // The kind of control is the one the head names: "Delete button in the row for …" asks for a
  // button, and the row only says where it sits.
  const headRoleFamilies = tokenize(head).flatMap((word, index) => {
    const roles = roleOf(word, index);
    return roles && !compoundTail(index) ? [roles] : [];
  });
  if (headWords.length === 0 && headRoleFamilies.length > 0) {
    // "To field": a label made only of small words is still the label (a gloss beside it is not).
    const label = writtenLabel(head).filter((word) => !aside(word));
    headWords = label;
    for (const word of label) words.push({ word, optional: false });
  }
  const sectionWords = split ? tokenize(source.slice((split.index ?? 0) + split[0].length)) : [];
  const regions = regionsNamed(sectionWords);
  const spokenName = headWords.length === 0 ? nameBeforeKind(head) : [];
  const wordSet = new Set(words.map((entry) => entry.word));
  const entryWords = menuEntryWords(source);
  // Unsplit: the entry's kind is the menu's entry, not the menu's own.
  const entryOfMenu = !split && entryWords !== undefined;
  return {
    source,
    headWords,
    headWritten: splitWords(head),
    glossed,
    namesCardTitle: endsInCardTitle(head) || titlesCardOf(head, split ? source.slice(split.index) : ''),
    colourNames: colourNamesIn(source),
    sectionNamed: split !== null,
    headCompounds,
    // Written singular: "Images link" is named Images.
    showsImage:
      tokens
        .slice(0, headLength)
        .some((word, index) => IMAGE_WORDS.has(word) && shownContent(index) && !partOwner(index)) &&
      splitWords(head.toLowerCase()).some((written) => IMAGE_WORDS.has(written)),
    headOptional,
    sectionWords,
    itemByPosition: sectionWords.length > 1 && ORDINAL_WORD.test(sectionWords[0]!),
    namesAName: nameNoun && !writtenAsProperName(head),
    countsPlace: lowercaseWords(source).some((word) => ORDINAL_WORD.test(word)),
    ...menuEntryOf(entryWords),
    regions,
    regionsRuledOut: regionsRuledOut(sectionWords, regions, split !== null && PAGE_TOP.test(source)),
    spokenName,
    normalized: normalizeWhitespace(source).toLowerCase(),
    words,
    wordSet,
    opposites: oppositesSaidNot(wordSet),
    // "Activity Log item in the user dropdown": an entry of a menu, whatever the menu is drawn
    // as (a menu's item, a dropdown's link or option), not the menu's own kind.
    roleFamilies: entryOfMenu
      ? [ROLE_WORDS.menuitem!]
      : [
          ...withRepeatedKind(
            head,
            kindStart < kindIndex,
            // A split's kind is the head's; the container its section names is not the element's kind.
            controlNamed(split ? headRoleFamilies : roleFamilies, lastHead),
          ),
          // "Task title label": the text naming a field, not a control ("Add Task" is no label).
          ...(partNamed && CAPTION_PARTS.has(lastHead!) ? [CAPTION_ROLES] : []),
        ],
    quoted,
    hasContent: words.some((entry) => !entry.optional),
  };
}

/**
 * True when a word of `head` before its last is written as a name: a capital inside it ("cujoJS",
 * "GitHub"), or a capital opening a word that does not open the description.
 */
function writtenAsProperName(head: string): boolean {
  const written = head.trim().split(/\s+/).slice(0, -1);
  return written.some((word, index) => /\p{L}\p{Lu}/u.test(word) || (index > 0 && /^\p{Lu}/u.test(word)));
}

/** True when `head` ends in a card word and a word for its title ("Account card title"). */
function endsInCardTitle(head: string): boolean {
  const written = splitWords(head.toLowerCase());
  const last = written.length - 1;
  return last > 0 && CARD_TITLE_WORDS.has(written[last]!) && CARD_WORDS.has(written[last - 1]!);
}

/** True when the head is a title and its section a card ("title of the Monthly Recap Report card"). */
function titlesCardOf(head: string, section: string): boolean {
  const written = splitWords(head.toLowerCase());
  return (
    written.length === 1 &&
    CARD_TITLE_WORDS.has(written[0]!) &&
    CARD_WORDS.has(splitWords(section.toLowerCase()).at(-1) ?? '')
  );
}

/** True when `head` writes the word `token` stands for, and only in the plural ("Icons" for "icon"). */
function writtenOnlyPlural(head: string, token: string): boolean {
  const forms = splitWords(head.toLowerCase()).filter((written) => normalizeWord(written) === token);
  return forms.length > 0 && forms.every((written) => written !== token && written.endsWith('s'));
}

/**
 * The kinds a description names, or any control's when it names none and its head ends in
 * "control" ("Skip navigation control", "zoom control"): not a wrapper that shows the same words.
 */
function controlNamed(families: readonly (readonly string[])[], lastHead: string | undefined) {
  return families.length === 0 && lastHead === 'control' ? [ANY_CONTROL] : families;
}

/** Each word's opposites that the description does not say too (those contradict it), for words that have any. */
function oppositesSaidNot(
  wordSet: ReadonlySet<string>,
): { readonly word: string; readonly opposites: readonly string[] }[] {
  const found: { word: string; opposites: string[] }[] = [];
  for (const word of wordSet) {
    const opposites = oppositesOf(word).filter((opposite) => !wordSet.has(opposite));
    if (opposites.length > 0) found.push({ word, opposites });
  }
  return found;
}

/**
 * The role families, with the kind a compound names when its first word also opened the name
 * ("Radio one … radio button": tokens keep "radio" once, as a name word, so "radio button" read
 * as a plain "button").
 */
function withRepeatedKind(
  head: string,
  compoundFound: boolean,
  families: readonly (readonly string[])[],
): readonly (readonly string[])[] {
  if (compoundFound) return families;
  const { written, last } = writtenKind(head);
  if (last < 1) return families;
  const first = written[last - 1]!;
  if (!COMPOUND_KINDS.has(`${first} ${written[last]}`) || SHOWN_CONTENT_WORDS.has(first)) return families;
  const roles = rolesForWord(first);
  if (!roles || families.some((family) => family[0] === roles[0])) return families;
  return [roles, ...families];
}

/** The head's words as written (normalized, repeats kept) and the index of its last role word (-1: none). */
function writtenKind(head: string): { written: string[]; last: number } {
  const written = splitWords(head.toLowerCase()).map(normalizeWord);
  let last = -1;
  for (let i = 0; i < written.length; i++) if (rolesForWord(written[i]!)) last = i;
  return { written, last };
}

/** The head's words before its kind (one role word, or a compound kind such as "radio button"), tokenized. */
function nameBeforeKind(head: string): string[] {
  const { written, last } = writtenKind(head);
  if (last < 1) return [];
  const compound = COMPOUND_KINDS.has(`${written[last - 1]} ${written[last]}`);
  return tokenize(written.slice(0, compound ? last - 1 : last).join(' '));
}

/** An empty description (no evidence). */
export const EMPTY_DESCRIPTION: DescriptionModel = analyzeDescription('');
