/**
 * Anchors: stable ancestors a locator can be scoped to, and the "does this name recur?" test
 * behind uniqueness *with margin*. A role + name like "Delete" or "Add to cart" that is unique today
 * only because one card is on screen breaks when a second card appears; anchored in its section
 * (the item, landmark or heading the description names) it keeps pointing at the same element.
 */
import type { LocatorQuery, QueryStep } from '../../locators/query.js';
import { type ElementProfile, looseLabelOf } from '../shortlist/element-profile.js';
import { bestTokenSimilarity } from '../text/similarity.js';
import { normalizeWhitespace, tokenize } from '../text/tokenize.js';
import { holdsXPathTitle, type XPathAnchor } from '../validate/xpath-spec.js';
import {
  contains,
  headingOf,
  isCustomElementName,
  resolveQuery,
  type WebElement,
  type WebPage,
} from '../web/index.js';
import { MAX_ANCHOR_DEPTH, MIN_QUOTED_ITEM_CHARS, SAME_WORD_SIMILARITY } from '../weights.js';
import { cssAttribute, escapeCssIdentifier } from './css-text.js';
import {
  isStableText,
  isStableValue,
  namingDataAttributes,
  stableClassesOf,
  stableIdOf,
  stableTestIdOf,
} from './stable-facts.js';

export type AnchorKind = 'test-id' | 'id' | 'container' | 'landmark' | 'class';

export interface Anchor {
  readonly kind: AnchorKind;
  readonly element: WebElement;
  /** How a person would name it: `card "Sauce Labs Backpack"`, `navigation "Main"`. */
  readonly label: string;
  /** Playwright steps that select the anchor. */
  readonly steps: readonly QueryStep[];
  /** CSS for the anchor in its own scope (Selenium), when there is a stable one. */
  readonly css?: string;
  /** The anchor as an XPath step (light DOM only), when there is a stable one. */
  readonly xpath?: XPathAnchor;
  /** True when the description names this anchor. */
  readonly named: boolean;
  /** An item anchor titled by the target's own text: the last anchor tried. */
  readonly selfTitled?: boolean;
}

/** Action words that label the same control in every item of a list. */
const RECURRING_WORDS = new Set(
  'add cart remove delete edit update view detail more less save cancel close ok open select choose apply share like reply download learn read show hide expand collapse continue go yes no copy favorite favourite wishlist compare quantity increase decrease plus minus menu setting option info help buy order book join follow subscribe star vote upvote downvote comment report flag pin archive rename move duplicate clone preview play pause watch listen button link icon toggle check mark done complete'.split(
    ' ',
  ),
);

const ITEM_KINDS = new Set(['listitem', 'row', 'article', 'card']);

/** Elements whose tag alone names their landmark (a CSS anchor when role selectors cannot see it). */
const LANDMARK_TAGS = new Set(['nav', 'header', 'footer', 'main', 'aside', 'form', 'search']);

/**
 * True when the target's role + name is the kind that recurs: generic action words, a same-role
 * element whose name contains it, or a target inside one of several sibling items.
 */
export function isRecurring(page: WebPage, profile: ElementProfile, name: string | undefined): boolean {
  const element = profile.element;
  const words = tokenize(name ?? '');
  if (words.length > 0 && words.every((word) => RECURRING_WORDS.has(word))) return true;
  const container = profile.section.container;
  if (container && ITEM_KINDS.has(container.kind)) {
    const item = container.element;
    const siblings = item.parent?.children ?? [];
    // A list item or table row is one of its list's items by role: its siblings of the same tag are
    // the other items, whatever their classes (an active or hashed class does not make it unique).
    // A card is only recognised by its classes, so its siblings must share them.
    const byRole = container.kind === 'listitem' || container.kind === 'row';
    let similar = 0;
    for (const sibling of siblings) {
      if (
        sibling.tag === item.tag &&
        (byRole || (sibling.attributes.class ?? '') === (item.attributes.class ?? ''))
      )
        similar++;
      if (similar >= 2) return true;
    }
  }
  if (element.role && name) {
    // Role selectors skip hidden elements: a hidden target's recurrence is its text's. A shown
    // target's counts its hidden copies too (the mobile menu's, a collapsed header's): another
    // viewport, or the page's own scripts, show them, and a bare role + name then finds two.
    const step: QueryStep = profile.hidden
      ? { kind: 'text', text: { kind: 'substring', value: name } }
      : {
          kind: 'role',
          role: element.role,
          name: { kind: 'substring', value: name },
          options: { includeHidden: true },
        };
    const query: LocatorQuery = {
      source: '',
      form: profile.hidden ? 'playwright-selector' : 'role',
      steps: [step],
    };
    // The ladder asks this of several rungs, mostly with the same name: one page-wide query each.
    return page.cached(`recurs ${JSON.stringify(step)}`, () => {
      try {
        return resolveQuery(page, query).length > 1;
      } catch {
        // A name the matcher cannot take is simply not evidence of recurrence.
        return false;
      }
    });
  }
  return false;
}

function describes(words: readonly string[], label: string): boolean {
  const labelWords = tokenize(label);
  return (
    labelWords.length > 0 &&
    labelWords.some((word) => bestTokenSimilarity(word, words) >= SAME_WORD_SIMILARITY)
  );
}

/**
 * Stable ancestors of the target, the ones the description names first, then nearest first
 * within test ids, ids, the repeated item, the landmark.
 */
export function findAnchors(
  profile: ElementProfile,
  testIdAttributes: readonly string[],
  descriptionWords: readonly string[],
  reliedOn?: (text: string) => boolean,
  withClasses = false,
  quoted: readonly string[] = [],
): Anchor[] {
  const target = profile.element;
  const anchors: Anchor[] = [];
  const classed: Anchor[] = [];
  const dataNamed: Anchor[] = [];
  let sectioned: Anchor | undefined;
  let ancestor = target.parent ?? target.host;
  for (let depth = 0; ancestor && depth < MAX_ANCHOR_DEPTH; depth++) {
    if (ancestor.tag === 'body' || ancestor.tag === 'html') break;
    if (withClasses && dataNamed.length < MAX_CLASS_ANCHORS) {
      const anchor = dataAttributeAnchor(ancestor, target, testIdAttributes);
      if (anchor) dataNamed.push(anchor);
    }
    if (withClasses && classed.length < MAX_CLASS_ANCHORS) {
      const anchor = classAnchor(ancestor, target);
      if (anchor) classed.push(anchor);
    }
    // A sectioning block known by its tag alone (an article's <header>, which is no landmark
    // there): the menu button of the article's header, apart from each comment's.
    if (withClasses && sectioned === undefined && SECTIONING_TAGS.has(ancestor.tag))
      sectioned = blockAnchor(ancestor, target, ancestor.tag, { kind: 'class', tag: ancestor.tag });
    // Only the ancestor's test id and id matter here (not its name or text, costly on big containers).
    const testId = stableTestIdOf(ancestor, testIdAttributes);
    const stableId = testId ? undefined : stableIdOf(ancestor);
    const sameScope = ancestor.scope === target.scope;
    if (testId) {
      const { attribute, value } = testId;
      anchors.push({
        kind: 'test-id',
        element: ancestor,
        label: `${attribute}="${value}"`,
        steps: [{ kind: 'test-id', attribute, value: { kind: 'exact', value } }],
        ...(sameScope ? { css: cssAttribute(attribute, value) } : {}),
        ...(ancestor.scope === 0 ? { xpath: { kind: 'attribute', name: attribute, value } } : {}),
        named: describes(descriptionWords, value),
      });
    } else if (stableId !== undefined) {
      const id = stableId;
      anchors.push({
        kind: 'id',
        element: ancestor,
        label: `#${id}`,
        steps: [{ kind: 'css', selector: `#${escapeCssIdentifier(id)}`, pierce: true }],
        ...(sameScope ? { css: `#${escapeCssIdentifier(id)}` } : {}),
        ...(ancestor.scope === 0 ? { xpath: { kind: 'attribute', name: 'id', value: id } } : {}),
        named: describes(descriptionWords, id),
      });
    }
    ancestor = ancestor.parent ?? ancestor.host;
  }
  const container = profile.section.container;
  if (container && ITEM_KINDS.has(container.kind)) {
    const anchor = containerAnchor(
      profile,
      container.element,
      container.kind,
      descriptionWords,
      reliedOn,
      undefined,
      quoted,
    );
    if (anchor) anchors.push(anchor);
  }
  // A block repeated without list markup anchors only a nameless control (the checkbox beside a
  // newsletter's title): a named one reads better by its landmark or its own text.
  const item = profile.section.item;
  if (item?.kind === 'repeated' && target.name.trim() === '') {
    const anchor = containerAnchor(
      profile,
      item.element,
      item.kind,
      descriptionWords,
      reliedOn,
      undefined,
      quoted,
    );
    if (anchor) anchors.push(anchor);
  }
  // Past an item titled by the target itself, the item around it (the comment a menu's "Report
  // this comment" sits in), titled by its own heading or title link.
  const outer = profile.section.outerItem;
  if (outer && ITEM_KINDS.has(outer.kind)) {
    const anchor = containerAnchor(
      profile,
      outer.element,
      outer.kind,
      descriptionWords,
      reliedOn,
      outer.title,
    );
    if (anchor) anchors.push(anchor);
  }
  anchors.push(...looseLabelWrapperAnchors(profile, descriptionWords));
  anchors.push(...headingSectionAnchors(profile, container?.element, descriptionWords));
  const landmark = profile.section.landmark;
  if (landmark && isStableText(landmark.name || 'x')) {
    const name = landmark.name;
    const tag = landmark.element.tag;
    // Role selectors skip hidden elements: a target in a closed drawer's <footer> or <nav> is
    // anchored by the landmark's tag, the way a text locator still finds it.
    const byTag = profile.hidden && LANDMARK_TAGS.has(tag) && landmark.element.scope === target.scope;
    anchors.push({
      kind: 'landmark',
      element: landmark.element,
      label: name ? `${landmark.role} "${name}"` : landmark.role,
      steps: [
        byTag
          ? { kind: 'css', selector: tag, pierce: true }
          : name
            ? { kind: 'role', role: landmark.role, name: { kind: 'exact', value: name }, options: {} }
            : { kind: 'role', role: landmark.role, options: {} },
      ],
      named: describes(descriptionWords, `${landmark.role} ${name}`),
    });
  }
  // A block a team names in a data attribute (`data-lane-id="todo"`) before one a stylesheet names.
  anchors.push(...dataNamed, ...classed, ...(sectioned ? [sectioned] : []));
  const order: Record<AnchorKind, number> = { 'test-id': 0, id: 1, container: 2, landmark: 3, class: 4 };
  return anchors
    .map((anchor, position) => ({ anchor, position }))
    .sort(
      (a, b) =>
        Number(a.anchor.selfTitled === true) - Number(b.anchor.selfTitled === true) ||
        Number(b.anchor.named) - Number(a.anchor.named) ||
        order[a.anchor.kind] - order[b.anchor.kind] ||
        a.position - b.position,
    )
    .map(({ anchor }) => anchor);
}

/** Tags that make a block of a page by themselves, in whatever part of it they sit. */
const SECTIONING_TAGS = new Set(['header', 'footer', 'nav', 'aside']);

/** Classed ancestors tried as anchors, nearest first (after every other kind). */
const MAX_CLASS_ANCHORS = 2;

/**
 * An ancestor known by its tag and a semantic class (`ul.home-list`): the last kind of anchor, for
 * a target whose name recurs outside that block (a nav dropdown repeating the page's list) when no
 * id, item title, heading or landmark tells the two apart. A wrapper class a refactor adds
 * (`wrapper`, `container`) names no block. Never named: a class is the weakest tie to a block, so
 * it never goes ahead of an anchor the description names.
 */
function classAnchor(ancestor: WebElement, target: WebElement): Anchor | undefined {
  // A custom element's tag (`ui-button`, `my-widget`) is its component's name: a block by itself.
  const custom = isCustomElementName(ancestor.tag) ? ancestor.tag : undefined;
  const semanticClass = custom ? undefined : stableClassesOf(ancestor).find((cls) => !LAYOUT_CLASS.test(cls));
  if (!custom && !semanticClass) return undefined;
  const selector = custom ?? `${ancestor.tag}.${escapeCssIdentifier(semanticClass!)}`;
  return blockAnchor(ancestor, target, selector, {
    kind: 'class',
    tag: ancestor.tag,
    ...(semanticClass ? { cls: semanticClass } : {}),
  });
}

/**
 * The last pass's anchor on a block known by `selector` (and, in the light DOM, by `xpath`). Never
 * named: it is the weakest tie to a block, so it never goes ahead of an anchor the description names.
 */
function blockAnchor(ancestor: WebElement, target: WebElement, selector: string, xpath: XPathAnchor): Anchor {
  return {
    kind: 'class',
    element: ancestor,
    label: selector,
    steps: [{ kind: 'css', selector, pierce: true }],
    ...(ancestor.scope === target.scope ? { css: selector } : {}),
    ...(ancestor.scope === 0 && ancestor.namespace === 'html' ? { xpath } : {}),
    named: false,
  };
}

/**
 * An ancestor known by a data attribute that names it in words (`data-lane-id="todo"`,
 * `data-route="manage"`): with classed ancestors, the last kind of anchor (a board's lanes share
 * every class and differ only there). A key's value is a word, never a number: `data-user-id="42"`
 * is a record's, which the next load changes.
 */
function dataAttributeAnchor(
  ancestor: WebElement,
  target: WebElement,
  testIdAttributes: readonly string[],
): Anchor | undefined {
  const found =
    namingDataAttributes(ancestor, testIdAttributes)[0] ??
    Object.entries(ancestor.attributes)
      .map(([name, value]) => ({ name, value }))
      .find(({ name, value }) => DATA_KEY_NAME.test(name) && WORD_KEY.test(value) && isStableValue(value));
  if (!found) return undefined;
  return blockAnchor(ancestor, target, cssAttribute(found.name, found.value), {
    kind: 'attribute',
    name: found.name,
    value: found.value,
  });
}
/** A data attribute that keys a block (`data-lane-id`, `data-section-id`). */
const DATA_KEY_NAME = /^data-[a-z][a-z-]*-id$/;
/** A key written in words ("todo", "in-progress"), not a number or a hash. */
const WORD_KEY = /^\p{L}+(?:[-_]\p{L}+)*$/u;

/** Classes that name a layout box, not a block of the page. */
const LAYOUT_CLASS = /^(wrapper|container|inner|outer|row|col|column|content|clearfix|(col|row)-.*)$/i;

/**
 * A nameless field's wrapper, told apart by the loose label inside it (`div.form-check` reading
 * "Select message from GitHub"): the field has no name to find it by, its neighbour label does.
 */
function looseLabelWrapperAnchors(profile: ElementProfile, descriptionWords: readonly string[]): Anchor[] {
  const loose = looseLabelOf(profile.element);
  const wrapper = loose?.label.parent;
  if (!loose || !wrapper || wrapper.tag === 'body' || !isStableText(loose.text)) return [];
  const base = tagAndClassStep(wrapper);
  const anchor = {
    kind: 'container' as const,
    element: wrapper,
    label: `"${loose.text}"`,
    named: describes(descriptionWords, loose.text),
  };
  const anchors: Anchor[] = [
    { ...anchor, steps: [base, { kind: 'filter', hasText: { kind: 'substring', value: loose.text } }] },
  ];
  // A bare `div` holding the text is every outer `div` too (the form's, the card's, each holding
  // every field): the label's own parent is the wrapper, whatever its class (`col-md-6`).
  if (base.kind === 'css' && base.selector === wrapper.tag)
    anchors.push({
      ...anchor,
      steps: [
        { kind: 'text', text: { kind: 'exact', value: loose.text } },
        { kind: 'xpath', expression: '..' },
      ],
    });
  return anchors;
}

/** A CSS step for an anchor element: its tag and first semantic class (`div.form-check`), or its tag. */
function tagAndClassStep(element: WebElement): QueryStep {
  const semanticClass = stableClassesOf(element)[0];
  return {
    kind: 'css',
    selector: semanticClass ? `${element.tag}.${escapeCssIdentifier(semanticClass)}` : element.tag,
    pierce: true,
  };
}

/** The repeated item, selected by its role (or tag and class) and the heading inside it. */
function containerAnchor(
  profile: ElementProfile,
  item: WebElement,
  kind: string,
  descriptionWords: readonly string[],
  reliedOn?: (text: string) => boolean,
  itemTitle?: string,
  quoted: readonly string[] = [],
): Anchor | undefined {
  // A title with data in it ("site-export-2026-05.zip") still tells the item apart when the
  // request names it word for word: the user's own words are no less durable than their locator.
  // Not the target's own words: an item titled by the target says nothing more than the target.
  const own = [normalizeWhitespace(profile.element.name), normalizeWhitespace(profile.element.text)];
  const namedByRequest = (text: string): boolean =>
    reliedOn?.(text) === true && !own.includes(normalizeWhitespace(text));
  // The item's own title (its heading, or the title link of a product card) tells it from its siblings.
  const title =
    itemTitle ??
    (profile.section.item?.element === item ? profile.section.item.title : profile.section.heading);
  // The title must be inside the item (a section heading above the list does not tell its items
  // apart). A row whose whole text holds data (sizes, dates) is still told apart by its first stable
  // cell, an untitled item by the loose label of the nameless field in it.
  // Nor one its sibling items hold too: a row's "Edit" link beside the target's "Delete" button
  // (an action column) names every row.
  const titleInside =
    title &&
    (isStableText(title) || namedByRequest(title)) &&
    normalizeWhitespace(item.text).includes(title) &&
    !heldBySibling(item, title)
      ? title
      : undefined;
  // A row titled by its whole name holds the target's own text and more ("Bob Jones Edit"): renaming the
  // button breaks such a filter, and where a script built the table its cells meet without a space
  // (Playwright reads "Bob JonesEdit"). Its first stable cell tells it from its siblings alone.
  const titledByTarget =
    item.role === 'row' &&
    titleInside !== undefined &&
    own.some((text) => text !== '' && text !== titleInside && titleInside.includes(text));
  const shownHeading =
    item.role !== 'row'
      ? (titleInside ?? looseLabelInside(item, profile.element))
      : titledByTarget
        ? (firstStableCell(item, profile.element, namedByRequest) ?? titleInside)
        : (titleInside ?? firstStableCell(item, profile.element, namedByRequest));
  // An item whose title holds data ("… 4 weeks ago 964,725 views") is still told apart by the
  // words the description quotes from it ("the "Bell's Inequality" video"), as written in it.
  // Not the target's own words, again.
  // Or, without quotes, by a stable text of its own the description names ("More info link of
  // the New Orders box": the tile's heading is its figure, "150", and "New Orders" names it).
  const heading =
    shownHeading ??
    (item.role !== 'row' && quoted.length > 0
      ? quotedInside(
          item,
          quoted.filter((value) => !own.some((text) => text.toLowerCase().includes(value))),
        )
      : undefined) ??
    (item.role !== 'row' ? namedTextInside(item, profile.element, descriptionWords) : undefined);
  if (!heading) return undefined;
  const headingInside = item.page.elements
    .slice(item.index + 1, item.end + 1)
    .find((el) => el.role === 'heading' && el.name === heading);
  const semanticClass = stableClassesOf(item)[0];
  // Role selectors skip hidden elements: a hidden target's item is found by its tag and text, the
  // way a text locator still finds the target.
  const byRole = !profile.hidden;
  const base: QueryStep =
    byRole && (item.role === 'listitem' || item.role === 'row' || item.role === 'article')
      ? { kind: 'role', role: item.role, options: {} }
      : tagAndClassStep(item);
  const filter: QueryStep =
    headingInside && byRole
      ? {
          kind: 'filter',
          has: {
            source: '',
            form: 'role',
            steps: [{ kind: 'role', role: 'heading', name: { kind: 'exact', value: heading }, options: {} }],
          },
        }
      : { kind: 'filter', hasText: { kind: 'substring', value: heading } };
  return {
    kind: 'container',
    element: item,
    label: `${kind} "${heading}"`,
    // An item titled by the target's own text (the <li> around a lone link) says nothing the
    // target does not: tried after every other anchor.
    ...(own.includes(normalizeWhitespace(heading)) ? { selfTitled: true } : {}),
    steps: [base, filter],
    // XPath finds the item by an element inside that reads the title (a heading, the row's
    // link): `//tr[.//*[normalize-space()='Marketing Site Redesign']]`.
    ...(item.scope === 0 &&
    item.namespace === 'html' &&
    (headingInside || holdsXPathTitle(item.page, item, heading))
      ? {
          xpath: {
            kind: 'item',
            tag: item.tag,
            ...(semanticClass ? { cls: semanticClass } : {}),
            title: heading,
          },
        }
      : {}),
    named: describes(descriptionWords, heading),
  };
}

/** Siblings an item's title is looked for in (a long list's first ones tell enough). */
const MAX_TITLE_SIBLINGS = 50;

/**
 * A phrase the description quotes that the item's text holds, as the item writes it, and no
 * sibling item holds: a filter on it tells the item apart.
 */
function quotedInside(item: WebElement, quoted: readonly string[]): string | undefined {
  const text = normalizeWhitespace(item.text);
  const lower = text.toLowerCase();
  const siblings = (item.parent?.children ?? []).slice(0, MAX_TITLE_SIBLINGS);
  for (const value of quoted) {
    const at = value.length >= MIN_QUOTED_ITEM_CHARS ? lower.indexOf(value) : -1;
    if (at < 0 || text.slice(at, at + value.length).toLowerCase() !== value) continue;
    if (siblings.some((other) => other !== item && other.text.toLowerCase().includes(value))) continue;
    return text.slice(at, at + value.length);
  }
  return undefined;
}

/** Longest text inside an item that namedTextInside reads as a name of the item. */
const MAX_NAMED_TEXT_CHARS = 60;

/**
 * The whole text of an element inside the item, outside the target, that is stable (no data), that
 * the description names every word of, and that no sibling item holds: the item's name where its
 * title holds data (a dashboard tile titled "150" and named "New Orders" under it).
 */
function namedTextInside(
  item: WebElement,
  target: WebElement,
  descriptionWords: readonly string[],
): string | undefined {
  if (descriptionWords.length === 0) return undefined;
  const elements = item.page.elements;
  const siblings = (item.parent?.children ?? []).slice(0, MAX_TITLE_SIBLINGS);
  for (let i = item.index + 1; i <= item.end; i++) {
    const inner = elements[i]!;
    if (inner.index <= target.index && target.index <= inner.end) continue;
    if (target.index <= inner.index && inner.index <= target.end) continue;
    const text = normalizeWhitespace(inner.text);
    // Digits in it are data more often than a name ("Starred 964"), as in a row's cells.
    if (
      text.length < MIN_QUOTED_ITEM_CHARS ||
      text.length > MAX_NAMED_TEXT_CHARS ||
      /\d/.test(text) ||
      !isStableText(text)
    )
      continue;
    const words = tokenize(text);
    // Word for word: "Starred" beside a "Star" button is its other state, not a name the user said.
    if (words.length === 0 || !words.every((word) => descriptionWords.includes(word))) continue;
    const lower = text.toLowerCase();
    if (siblings.some((other) => other !== item && other.text.toLowerCase().includes(lower))) continue;
    return text;
  }
  return undefined;
}

/**
 * True when another item beside `item` (same tag) holds an element reading exactly `title`: an
 * action every item repeats, not a title ("Backpack Pro" beside "Backpack" is another title).
 */
function heldBySibling(item: WebElement, title: string): boolean {
  const siblings = item.parent?.children ?? [];
  const elements = item.page.elements;
  for (let i = 0; i < siblings.length && i < MAX_TITLE_SIBLINGS; i++) {
    const other = siblings[i]!;
    if (other === item || other.tag !== item.tag || !other.text.includes(title)) continue;
    for (let j = other.index + 1; j <= other.end; j++) {
      if (normalizeWhitespace(elements[j]!.text) === title) return true;
    }
  }
  return false;
}

/**
 * A nameless field's loose label when it sits inside the item: an untitled item (a mailbox row's
 * `<li>`) is still told from its siblings by the text next to the field in it.
 */
function looseLabelInside(item: WebElement, target: WebElement): string | undefined {
  const loose = looseLabelOf(target);
  if (!loose || loose.label.index <= item.index || loose.label.index > item.end) return undefined;
  return isStableText(loose.text) ? loose.text : undefined;
}

const CELL_ROLES: ReadonlySet<string> = new Set(['cell', 'gridcell', 'rowheader']);

/**
 * The text of the row's first cell that does not hold the target and reads as a stable name (no
 * digits), or that the request names word for word.
 */
function firstStableCell(
  row: WebElement,
  target: WebElement,
  namedByRequest: (text: string) => boolean,
): string | undefined {
  for (const cell of row.children) {
    if (!cell.role || !CELL_ROLES.has(cell.role)) continue;
    if (cell.index <= target.index && target.index <= cell.end) continue;
    const text = cell.text.replace(/\s+/g, ' ').trim();
    // Digits in a cell are data more often than a name (sizes, counts, invoice numbers).
    if (text !== '' && ((!/\d/.test(text) && isStableText(text)) || namedByRequest(text))) return text;
  }
  return undefined;
}

/**
 * The section a heading titles ("Comment Guidelines link in the Contribute section"): the nearest
 * ancestor of the target that holds its heading, selected by tag (and semantic class) and that
 * heading. Only when the repeated item is not already that ancestor. A bare tag with the heading
 * inside (`div` that has the "Footer navigation" heading) is also every outer wrapper of that tag,
 * which may hold a copy of the section's links: such a section whose child the heading is is also
 * offered as the heading's parent (`getByRole('heading', …).locator('..')`), after the first form,
 * which outlives a wrapper put around the heading.
 */
function headingSectionAnchors(
  profile: ElementProfile,
  item: WebElement | undefined,
  descriptionWords: readonly string[],
): Anchor[] {
  const target = profile.element;
  const heading = headingOf(target);
  if (!heading) return [];
  const title = heading.text.replace(/\s+/g, ' ').trim();
  if (title === '' || !isStableText(title)) return [];
  let ancestor = target.parent;
  for (let depth = 0; ancestor && depth < MAX_ANCHOR_DEPTH; depth++, ancestor = ancestor.parent) {
    if (ancestor.tag === 'body' || ancestor.tag === 'html') return [];
    if (contains(ancestor, heading.element)) break;
  }
  if (!ancestor || ancestor === item || ancestor.tag === 'body' || ancestor.tag === 'html') return [];
  const headingStep: QueryStep = {
    kind: 'role',
    role: 'heading',
    name: { kind: 'exact', value: title },
    options: {},
  };
  const base = tagAndClassStep(ancestor);
  const section = {
    kind: 'container' as const,
    element: ancestor,
    label: `section "${title}"`,
    named: describes(descriptionWords, title),
  };
  const anchors: Anchor[] = [
    {
      ...section,
      steps: [base, { kind: 'filter', has: { source: '', form: 'role', steps: [headingStep] } }],
    },
  ];
  const bare = base.kind === 'css' && base.selector === ancestor.tag;
  if (bare && heading.element.parent === ancestor)
    anchors.push({ ...section, steps: [headingStep, { kind: 'xpath', expression: '..' }] });
  return anchors;
}
