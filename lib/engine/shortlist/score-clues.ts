/**
 * Points an element earns from the clues of a broken locator: exactly what the locator named
 * (the same id, test id, text, role and name) earns the full points of the clue's kind; the same
 * words under a renamed value earn a share (CLUE_TOKEN_FACTOR); the words under a different kind
 * of identifier (id words now in a test id) a smaller share (CLUE_CROSS_FIELD_FACTOR).
 */
import { TOOLTIP_ATTRIBUTES } from '../describe/element-tokens.js';
import { oppositesOf } from '../describe/role-words.js';
import { detectUnstableClass, isGeneratedId } from '../text/anti-patterns.js';
import { tokenCoverage } from '../text/similarity.js';
import { normalizeWhitespace, splitWords, tokenize } from '../text/tokenize.js';
import { locatorTextOf, type WebElement, type WebPage } from '../web/index.js';
import {
  CLUE_CROSS_FIELD_FACTOR,
  CLUE_EXACT_POINTS,
  CLUE_RESPELLED_FACTOR,
  CLUE_TOKEN_FACTOR,
} from '../weights.js';
import { type ElementProfile, FIELD_TAGS } from './element-profile.js';
import type { Clue } from './locator-clues.js';

const tokenMemo = new Map<string, readonly string[]>();
function words(value: string): readonly string[] {
  let tokens = tokenMemo.get(value);
  if (!tokens) {
    tokens = tokenize(value);
    if (tokenMemo.size > 10_000) tokenMemo.clear();
    tokenMemo.set(value, tokens);
  }
  return tokens;
}

function hasClass(classes: string | undefined, name: string): boolean {
  return classes !== undefined && classes.split(/\s+/).includes(name);
}

/** Words a name must add to a label clue's, and its share of the clue's points then (see scoreClue's name case). */
const MIN_HEADLINE_EXTRA_WORDS = 3;
const HEADLINE_NAME_FACTOR = 0.3;

/** Share of an exact text clue's points when only the letter case differs. */
const CASE_ONLY_FACTOR = 0.5;

function same(a: string, b: string): boolean {
  return normalizeWhitespace(a).toLowerCase() === normalizeWhitespace(b).toLowerCase();
}

function contains(haystack: string, needle: string): boolean {
  return normalizeWhitespace(haystack).toLowerCase().includes(normalizeWhitespace(needle).toLowerCase());
}

/**
 * The same words spelled differently (case, separators, two words run together), or the same
 * words reordered with their numbers kept in order (`t1_ehq4og3-overflow-menu` →
 * `overflow-menu-t1_ehq4og3`; not `cell-1-2` → `cell-2-1`, another cell).
 */
export function respelled(value: string, actual: string): boolean {
  const expected = words(value);
  const found = words(actual);
  if (expected.length === 0) return false;
  // Separators dropped or added (`main-nav--economy` → `mainnav-economy`): the same letters.
  if (expected.length !== found.length)
    return (expected.length > 1 || found.length > 1) && squashed(value) === squashed(actual);
  if (expected.every((word, i) => word === found[i])) return true;
  if (new Set(expected).size < 2) return false;
  return (
    sortedWords(expected) === sortedWords(found) &&
    numbersIn(expected).join(' ') === numbersIn(found).join(' ')
  );
}

/**
 * The broken id whole, behind a namespace of one or two words (`#find` → `traversal-find`,
 * `#view-grid` → `fm-view-grid`, `#email` → `newsletter-email`): the same id, scoped by a refactor.
 */
function prefixedRename(value: string, actual: string): boolean {
  if (actual.length <= value.length + 1 || !actual.endsWith(value)) return false;
  const separator = actual[actual.length - value.length - 1]!;
  if (separator !== '-' && separator !== '_') return false;
  const prefix = words(actual.slice(0, actual.length - value.length - 1));
  return prefix.length >= 1 && prefix.length <= 2 && !prefix.some((word) => HAS_DIGIT.test(word));
}

/** Two short labels tokenize reads as the same words, in the same order. */
function sameWords(a: string, b: string): boolean {
  if (a.length > 60 || b.length > 60) return false;
  const left = words(a);
  const right = words(b);
  return left.length > 0 && left.length === right.length && left.every((word, i) => word === right[i]);
}

/** An identifier's letters and digits alone, lower-cased. */
const squashed = (value: string): string => value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const sortedWords = (list: readonly string[]): string => [...list].sort().join(' ');
const HAS_DIGIT = /\d/;
const numbersIn = (list: readonly string[]): string[] => list.filter((word) => HAS_DIGIT.test(word));

/**
 * Another of a numbered set: the same words with other numbers, or the same numbers in another
 * order (`cell-1-2` for `cell-2-1` or `cell-1-1`, `step-3` for `step-2`).
 */
function renumbered(value: string, actual: string): boolean {
  const expected = words(value);
  const found = words(actual);
  const was = numbersIn(expected);
  const now = numbersIn(found);
  // As many numbers, not the same: a number added (`email1` → `email1-v2`) is a rename.
  if (was.length === 0 || was.length !== now.length || was.join(' ') === now.join(' ')) return false;
  const lettered = (list: readonly string[]) => sortedWords(list.filter((word) => !HAS_DIGIT.test(word)));
  return lettered(expected) === lettered(found);
}

/**
 * The words an id uses to say what kind of control it names (`search-button`, `login-btn`,
 * `email-input`, as tokenize spells them), by role: an id that says "button" is explained by a
 * button, whatever its text and classes say.
 */
const KIND_WORDS: Readonly<Record<string, readonly string[]>> = {
  button: ['button'],
  link: ['link'],
  textbox: ['input', 'field'],
  searchbox: ['input', 'field'],
  checkbox: ['checkbox'],
  radio: ['radio'],
  combobox: ['select'],
};

function kindWordsOf(role: string | undefined): readonly string[] {
  return (role !== undefined && Object.hasOwn(KIND_WORDS, role) ? KIND_WORDS[role] : undefined) ?? [];
}

/** How far up a component's id can lend the first word of a composed id. */
const CONTAINER_ID_LEVELS = 4;

/**
 * Points for an id composed in its component's namespace (`feedback-submit`, the "submit" button
 * in `#feedback-flyout`, where every `feedback-…` id on the page sits): the id's first word counts
 * as the element's when the component owning that prefix is an ancestor a few levels up. Only
 * called once the element carries some of the words itself: a component alone does not say which
 * of its controls it was.
 */
function containerIdPoints(value: string, element: WebElement, ownWords: readonly string[]): number {
  const prefix = words(value)[0];
  if (prefix === undefined || ownWords.includes(prefix)) return 0;
  const owner = componentOwningPrefix(element.page, value);
  if (owner === undefined) return 0;
  let ancestor = element.parent ?? element.host;
  for (let level = 0; ancestor && level < CONTAINER_ID_LEVELS; level++) {
    if (ancestor === owner) return wordPoints(CLUE_EXACT_POINTS.id, value, [], [...ownWords, prefix]);
    ancestor = ancestor.parent ?? ancestor.host;
  }
  return 0;
}

/**
 * The component whose id starts with the id's first word and holds every other id that does
 * (`#feedback-flyout` around `feedback-inputbox`, `feedback-close`, …): the namespace an id
 * written `feedback-submit` was composed in. A prefix the whole site uses (`orb-header`,
 * `orb-footer`, …) has no such owner, and a lone id names no namespace.
 */
function componentOwningPrefix(page: WebPage, id: string): WebElement | undefined {
  const prefix = words(id)[0];
  if (prefix === undefined) return undefined;
  const index = page.cached('ids-by-prefix', () => {
    const byPrefix = new Map<string, WebElement[]>();
    for (const el of page.elementsWithAttribute('id')) {
      const first = words(el.attributes.id!)[0];
      if (first === undefined) continue;
      const list = byPrefix.get(first);
      if (list) list.push(el);
      else byPrefix.set(first, [el]);
    }
    return byPrefix;
  });
  const holders = index.get(prefix) ?? [];
  const owner = holders[0];
  if (owner === undefined || holders.length < 2 || isGeneratedId(owner.attributes.id!)) return undefined;
  return holders.every((el) => el.scope === owner.scope && el.index >= owner.index && el.index <= owner.end)
    ? owner
    : undefined;
}

/** Points for word overlap of `value` with the element: same field first, then any identifier. */
function wordPoints(
  exactPoints: number,
  value: string,
  sameField: readonly string[],
  otherFields: readonly string[],
): number {
  const tokens = words(value);
  if (tokens.length === 0) return 0;
  const inField = tokenCoverage(tokens, sameField);
  const elsewhere = tokenCoverage(tokens, otherFields);
  return exactPoints * Math.max(CLUE_TOKEN_FACTOR * inField ** 2, CLUE_CROSS_FIELD_FACTOR * elsewhere ** 2);
}

/**
 * Words that tell a pair of fields apart in their identifiers, small words tokenize drops among
 * them ("geo-from" / "geo-to", "price-min" / "price-max").
 */
const IDENTIFIER_OPPOSITES: ReadonlyMap<string, readonly string[]> = (() => {
  const pairs = [
    ['from', 'to'],
    ['origin', 'destination'],
    ['departure', 'arrival'],
    ['depart', 'arrive'],
    ['start', 'end'],
    ['begin', 'end'],
    ['left', 'right'],
    ['top', 'bottom'],
    ['in', 'out'],
    ['prev', 'next'],
    ['old', 'new'],
    ['before', 'after'],
    ['source', 'target'],
    ['lower', 'upper'],
  ];
  const map = new Map<string, string[]>();
  for (const [a, b] of pairs) {
    map.set(a!, [...(map.get(a!) ?? []), b!]);
    map.set(b!, [...(map.get(b!) ?? []), a!]);
  }
  return map;
})();

/**
 * True when an identifier says the opposite of a word the clue's says, and not that word: the
 * other of a pair (`geo-to` for `#geo-from`), however many words they share.
 */
function opposedIdentifiers(clueValue: string, value: string): boolean {
  const clueWords = splitWords(clueValue);
  const valueWords = splitWords(value);
  return clueWords.some(
    (word) =>
      !valueWords.includes(word) &&
      [...(IDENTIFIER_OPPOSITES.get(word) ?? []), ...oppositesOf(word)].some(
        (opposite) => valueWords.includes(opposite) && !clueWords.includes(opposite),
      ),
  );
}

/** Attributes whose value is an address. */
const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src', 'action', 'formaction']);

/**
 * True when an exact address clue (`a[href="/about/"]`) meets an element with another address:
 * the locator never matched it. Another address is another destination.
 */
export function atOtherAddress(
  clue: Extract<Clue, { kind: 'attribute' }>,
  attributes: Readonly<Record<string, string>>,
): boolean {
  const actual = attributes[clue.name];
  return (
    clue.exact &&
    URL_ATTRIBUTES.has(clue.name) &&
    actual !== undefined &&
    actual !== clue.value &&
    !addressRespelled(actual, clue.value) &&
    !fragmentAddedOrDropped(actual, clue.value) &&
    !onlyTrackingChanged(actual, clue.value)
  );
}

/**
 * True when two addresses are one respelled: its words joined another way (`#oneway` →
 * `#one-way`), or its site moved (onlyHostMoved).
 */
function addressRespelled(a: string, b: string): boolean {
  return addressLetters(a) === addressLetters(b) || onlyHostMoved(a, b);
}

/**
 * True when two absolute addresses differ only in scheme and host, and the hosts share a name
 * (`http://starwars.wikia.com/wiki/George_Lucas` → `https://starwars.fandom.com/wiki/George_Lucas`,
 * `www.` dropped): the same page after a site moved. Hosts that share no name
 * (`twitter.com/nytimes`, `facebook.com/nytimes`) are other sites.
 */
function onlyHostMoved(a: string, b: string): boolean {
  const parsedA = absoluteAddress(a);
  const parsedB = absoluteAddress(b);
  if (!parsedA || !parsedB || parsedA.rest !== parsedB.rest || parsedA.rest.replace(/[/?#]/g, '') === '')
    return false;
  const names = (host: string): string[] =>
    host.split('.').filter((label) => label !== 'www' && !GENERIC_HOST_LABELS.has(label));
  const namesB = new Set(names(parsedB.host));
  return names(parsedA.host).some((label) => namesB.has(label));
}

/** Scheme-less host and the rest (path, query, fragment) of an `http(s)://` or `//` address. */
function absoluteAddress(address: string): { host: string; rest: string } | undefined {
  const match = /^(?:https?:)?\/\/([^/?#]+)(.*)$/i.exec(address.trim());
  return match ? { host: match[1]!.toLowerCase(), rest: match[2]! } : undefined;
}
/** Host labels every other site has too. */
const GENERIC_HOST_LABELS: ReadonlySet<string> = new Set(['com', 'org', 'net', 'co', 'uk', 'io', 'm', 'en']);

/**
 * True when two addresses differ only in the parameters that say where a click came from
 * (`?source=post_internal_links` → `?source=read_next_recirc`, `utm_*`, `trk`): the same page,
 * linked from a place a redesign renamed. Any other parameter (`?page=2`, `?q=`) makes another.
 */
function onlyTrackingChanged(a: string, b: string): boolean {
  const [pathA = '', queryA] = a.split('#')[0]!.split('?', 2);
  const [pathB = '', queryB] = b.split('#')[0]!.split('?', 2);
  if (pathA !== pathB || pathA.replace(/\//g, '') === '' || (queryA === undefined && queryB === undefined))
    return false;
  const kept = (query: string | undefined): string =>
    [...new URLSearchParams(query ?? '')]
      .filter(([key]) => !TRACKING_PARAMETER.test(key))
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join('&');
  return kept(queryA) === kept(queryB);
}
/** Parameters that record where a click came from, not what page it opens. */
const TRACKING_PARAMETER =
  /^(?:utm_\w+|source|src|ref|ref_src|ref_url|trk|trkInfo|from|via|fbclid|gclid|mc_cid|mc_eid|spm|campaign|medium|origin)$/i;

/**
 * True when one address is the other with a fragment added (`/commands/actions` →
 * `/commands/actions#scrollintoview`): the same page, now scrolled to the entry. Two fragments
 * that differ (`#step-1`, `#step-2`) are two places.
 */
function fragmentAddedOrDropped(a: string, b: string): boolean {
  const hashA = a.indexOf('#');
  const hashB = b.indexOf('#');
  if (hashA < 0 === hashB < 0) return false;
  const baseA = hashA < 0 ? a : a.slice(0, hashA);
  const baseB = hashB < 0 ? b : b.slice(0, hashB);
  return baseA !== '' && baseA === baseB;
}

/**
 * An address's letters and digits, lowercase, with its numbers marked off: what is left when its
 * separators are dropped (`/item/1-2` and `/item/12` name other items, so numbers stay apart).
 */
function addressLetters(address: string): string {
  return address
    .toLowerCase()
    .replace(/\p{N}+/gu, '<$&>')
    .replace(/[^\p{L}\p{N}<>]/gu, '');
}

/**
 * Points the element earns for one clue.
 *
 * @example
 * scoreClue({ kind: 'id', value: 'save' }, profileOf('<button id="save">')) // CLUE_EXACT_POINTS.id
 */
export function scoreClue(clue: Clue, profile: ElementProfile, testIdAttributes: readonly string[]): number {
  const { element, tokens } = profile;
  const attributes = element.attributes;
  const identifiers = tokens.identifierTokens;
  const named = [...tokens.nameTokens, ...tokens.attributeTokens];
  switch (clue.kind) {
    case 'test-id': {
      if (attributes[clue.attribute] === clue.value) return CLUE_EXACT_POINTS['test-id'];
      if (testIdAttributes.some((name) => attributes[name] === clue.value))
        return CLUE_EXACT_POINTS['test-id'] * 0.9;
      if (testIdAttributes.some((name) => attributes[name] && respelled(clue.value, attributes[name])))
        return CLUE_EXACT_POINTS['test-id'] * CLUE_RESPELLED_FACTOR * 0.9;
      const testIds = testIdAttributes.flatMap((name) => (attributes[name] ? words(attributes[name]) : []));
      return wordPoints(CLUE_EXACT_POINTS['test-id'], clue.value, testIds, [...identifiers, ...named]);
    }
    case 'id': {
      if (attributes.id === clue.value) return CLUE_EXACT_POINTS.id;
      // `#geo-from` shares every word but a small one with the "To" field's `#geo-to`: its twin.
      if (attributes.id && opposedIdentifiers(clue.value, attributes.id)) return 0;
      if (attributes.id && renumbered(clue.value, attributes.id)) return 0;
      if (
        attributes.id &&
        (respelled(clue.value, attributes.id) || prefixedRename(clue.value, attributes.id))
      )
        return CLUE_EXACT_POINTS.id * CLUE_RESPELLED_FACTOR;
      // An id of several words turned into a class of the same spelling (`#query-btn` →
      // `class="query-btn"`) is the same name moved to another attribute: a one-word id is too
      // common a class ("search", "header") to say so.
      if (!attributes.id && words(clue.value).length > 1 && hasClass(attributes.class, clue.value))
        return CLUE_EXACT_POINTS.id * CLUE_RESPELLED_FACTOR;
      // So is one a form control keeps as its `name` (`#selected_id` → `<select id="chapter_select"
      // name="selected_id">`): the id was renamed, the name the form posts was not.
      if (
        (FIELD_TAGS.has(element.tag) || element.tag === 'button') &&
        attributes.name === clue.value &&
        words(clue.value).length > 1
      )
        return CLUE_EXACT_POINTS.id * CLUE_RESPELLED_FACTOR;
      const ids = attributes.id ? words(attributes.id) : [];
      const said = [...identifiers, ...named];
      const own = wordPoints(CLUE_EXACT_POINTS.id, clue.value, ids, [...said, ...kindWordsOf(element.role)]);
      return own > 0 ? Math.max(own, containerIdPoints(clue.value, element, said)) : own;
    }
    case 'class': {
      const weight = detectUnstableClass(clue.value) === undefined ? 1 : 0.3;
      if (hasClass(attributes.class, clue.value)) return CLUE_EXACT_POINTS.class * weight;
      return weight * wordPoints(CLUE_EXACT_POINTS.class, clue.value, identifiers, named);
    }
    case 'attribute': {
      const actual = attributes[clue.name];
      if (actual !== undefined && (clue.exact ? actual === clue.value : actual.includes(clue.value))) {
        return CLUE_EXACT_POINTS.attribute;
      }
      // The address respelled (`#readfile` → `#read-file`, a site moved: see addressRespelled).
      if (
        actual !== undefined &&
        clue.exact &&
        URL_ATTRIBUTES.has(clue.name) &&
        addressRespelled(actual, clue.value)
      )
        return CLUE_EXACT_POINTS.attribute * CLUE_RESPELLED_FACTOR;
      // Links share their host and path words with their siblings, and an exact
      // `a[href="…/Speedometer3.1/"]` never matched ".../Speedometer3.0/".
      if (atOtherAddress(clue, attributes)) return 0;
      // An address names where a link goes: the class words of a button with none ("clear-completed"
      // for `a[href="#/completed"]`) are not that address.
      if (actual === undefined && URL_ATTRIBUTES.has(clue.name)) return 0;
      // A data attribute renamed keeps its value: `li[data-key="manage"]` is the item that now
      // says `data-route="manage"`, `[data-lang-code="fr"]` the link that says `data-locale="fr"`
      // (two letters, a code; not a digit or two).
      if (
        actual === undefined &&
        clue.name.startsWith('data-') &&
        (clue.value.length >= 3 || /^\p{L}{2}$/u.test(clue.value))
      ) {
        for (const [name, value] of Object.entries(attributes))
          if (name.startsWith('data-') && value === clue.value)
            return CLUE_EXACT_POINTS.attribute * CLUE_RESPELLED_FACTOR;
      }
      // An anchor's `name` turned into its `id` (HTML5 dropped `<a name>`; `#ref-RANGE` finds
      // either): the same fragment target. (`[id=…]` reads as an id clue, not this one.)
      if (clue.exact && clue.name === 'name' && attributes.id === clue.value && profile.element.tag === 'a')
        return CLUE_EXACT_POINTS.attribute * CLUE_RESPELLED_FACTOR;
      return wordPoints(CLUE_EXACT_POINTS.attribute, clue.value, actual ? words(actual) : [], [
        ...identifiers,
        ...named,
      ]);
    }
    case 'text': {
      // Text locators (getByText, text=, :has-text, normalize-space()) read the element's text, or
      // a button input's value: an element with neither ("Search" only in its aria-label) was
      // never what such a locator found.
      if (textShown(profile.element) === '') return 0;
      const label = tokens.label;
      if (label !== '' && same(label, clue.value)) {
        // An exact text locator is case-sensitive: "See All" never matched `text="See all"`.
        const shown = tokens.name || normalizeWhitespace(profile.element.text);
        return clue.exact && normalizeWhitespace(clue.value) !== shown
          ? CLUE_EXACT_POINTS.text * CASE_ONLY_FACTOR
          : CLUE_EXACT_POINTS.text;
      }
      if (!clue.exact && tokens.textLength <= 200 && label !== '' && contains(label, clue.value)) {
        return CLUE_EXACT_POINTS.text * 0.9;
      }
      // The same words as tokenize reads them, a phrase spelled another way ("Sign out" / "Log
      // out", "E-mail" / "Email"): the label respelled.
      if (label !== '' && !clue.exact && sameWords(label, clue.value))
        return CLUE_EXACT_POINTS.text * CLUE_RESPELLED_FACTOR;
      // The locator read text CSS hides too ("13 <span class=hidden-sm>responses</span>"): an element
      // whose text reads exactly so to it is what it found, whatever part of that text shows.
      const read = locatorTextOf(profile.element);
      if (read !== label && same(read, clue.value)) {
        return clue.exact && normalizeWhitespace(clue.value) !== read
          ? CLUE_EXACT_POINTS.text * CASE_ONLY_FACTOR
          : CLUE_EXACT_POINTS.text;
      }
      return (
        wordPoints(
          CLUE_EXACT_POINTS.text,
          clue.value,
          [...tokens.nameTokens, ...tokens.textTokens.slice(0, 40)],
          [...tokens.attributeTokens, ...identifiers],
        ) * tokens.textWeight
      );
    }
    case 'name': {
      const candidates = [
        tokens.name,
        attributes['aria-label'],
        attributes.placeholder,
        attributes.title,
        attributes.alt,
        ...TOOLTIP_ATTRIBUTES.map((attribute) => attributes[attribute]),
      ];
      if (candidates.some((value) => value !== undefined && value !== '' && same(value, clue.value))) {
        return CLUE_EXACT_POINTS.name;
      }
      const points = wordPoints(CLUE_EXACT_POINTS.name, clue.value, named, [
        ...tokens.textTokens.slice(0, 40),
        ...identifiers,
      ]);
      // A label of a word or two inside a headline ("instagram" in "Selena Gomez Is the Queen of
      // Instagram") is the headline's topic, not the label reworded: a reworded label says little more.
      const asked = words(clue.value).length;
      const extra = tokens.nameTokens.length - asked;
      return extra >= MIN_HEADLINE_EXTRA_WORDS && extra > 2 * asked ? points * HEADLINE_NAME_FACTOR : points;
    }
    case 'role': {
      let points = keepsRole(clue, profile.element.role) ? CLUE_EXACT_POINTS.role : 0;
      if (clue.name !== undefined) {
        const nameMatches =
          tokens.name !== '' &&
          (clue.exact ? same(tokens.name, clue.name) : contains(tokens.name, clue.name));
        const namePoints = nameMatches
          ? CLUE_EXACT_POINTS['role-name']
          : wordPoints(CLUE_EXACT_POINTS['role-name'], clue.name, tokens.nameTokens, [
              ...tokens.textTokens.slice(0, 40),
              // Where a named link goes is not its name: "+ Follow" to `signup/cold-join` was never
              // the "Join now" link. A nameless one's address is all that says what it is.
              ...(tokens.name === '' ? identifiers : tokens.idClassTokens),
            ]);
        // A name on the wrong kind of control is weaker evidence.
        points += points > 0 ? namePoints : namePoints * 0.6;
      }
      return points;
    }
    case 'tag':
      return element.tag === clue.value ? CLUE_EXACT_POINTS.tag : 0;
  }
}

/** True when an element of `role` has the role a role clue asked for (a data cell for a data cell). */
function keepsRole(clue: Extract<Clue, { kind: 'role' }>, role: string | undefined): boolean {
  return (
    role === clue.role || (role !== undefined && DATA_CELL_ROLES.has(role) && DATA_CELL_ROLES.has(clue.role))
  );
}

/**
 * The feature a role clue's points are reported under, by what of it the element kept: its role
 * and whole name (`locator.role`), its role alone (`locator.role-kind`: the "Kanban" link now "Task
 * Board"), its role and some words of its name (`locator.role-words`), or its name, whole or in
 * part, on another kind of element (`locator.role-name`). Same points; only the explanation differs.
 */
export function roleClueFeature(
  clue: Extract<Clue, { kind: 'role' }>,
  role: string | undefined,
  points: number,
): string {
  if (!keepsRole(clue, role)) return 'locator.role-name';
  if (clue.name === undefined) return 'locator.role-kind';
  const namePoints = points - CLUE_EXACT_POINTS.role;
  if (namePoints >= CLUE_EXACT_POINTS['role-name'] - 1e-9) return 'locator.role';
  return namePoints > 1e-9 ? 'locator.role-words' : 'locator.role-kind';
}

/**
 * A row's cells: a `<td>` made the row's `<th scope="row">` (or a grid's cell) is the same cell,
 * as a refactor of a table writes it; a column's header is not.
 */
const DATA_CELL_ROLES: ReadonlySet<string> = new Set(['cell', 'gridcell', 'rowheader']);

/** The text a text locator reads on an element: its text, or a button input's value. */
function textShown(element: WebElement): string {
  const text = normalizeWhitespace(element.text);
  if (text !== '' || element.tag !== 'input') return text;
  const type = (element.attributes.type ?? '').toLowerCase();
  return type === 'submit' || type === 'button' || type === 'reset'
    ? normalizeWhitespace(element.attributes.value ?? '')
    : '';
}
