/**
 * "Which section is this element in": the context the shortlist scores against and the ladder's
 * "anchored in its section" rung builds on.
 * - landmarkOf: the nearest composed ancestor with a landmark role (WAI-ARIA 1.2 § 5.3.4).
 * - containerOf: the nearest repeated-item container (list item, table row, article, card-like
 *   element, dialog, group), the unit a recurring "Add to cart" sits in.
 * - headingOf: the nearest heading before the element in document order, looking first inside
 *   its container, then anywhere before it (headings hidden apart from it skipped).
 */
import { ElementTable } from './element-table.js';
import { LANDMARK_ROLES } from './roles.js';
import { isHiddenApartFrom } from './visibility.js';
import { asNode, type WebElement, type WebElementNode } from './web-page.js';

export interface LandmarkContext {
  readonly element: WebElement;
  readonly role: string;
  readonly name: string;
}

export interface HeadingContext {
  readonly element: WebElement;
  readonly text: string;
  readonly level: number;
}

export type ContainerKind = 'listitem' | 'row' | 'article' | 'card' | 'dialog' | 'group';

export interface ContainerContext {
  readonly element: WebElement;
  readonly kind: ContainerKind;
  readonly role: string | undefined;
  readonly name: string;
}

/** A per-page table of one section fact, keyed by element index; undefined means not computed yet. */
function factTable<T>(element: WebElementNode, key: string): ElementTable<T | null> {
  return element.page.cached(key, ElementTable.forPage<T | null>);
}

/** A per-page memo of one section fact (undefined results stored as null). */
function memoized<T>(
  element: WebElementNode,
  key: string,
  compute: (element: WebElementNode) => T | undefined,
): T | undefined {
  const memo = factTable<T>(element, key);
  let value = memo.get(element.index);
  if (value === undefined) {
    value = compute(element) ?? null;
    memo.set(element.index, value);
  }
  return value ?? undefined;
}

/**
 * A per-page memo of a nearest-ancestor fact. `own(node)` says what an ancestor gives by itself:
 * a value (found), null (stop: nothing above counts) or undefined (look further up). Every element
 * on the way shares the answer, so siblings and descendants never climb the same chain again.
 */
function nearestAncestor<T>(
  element: WebElementNode,
  key: string,
  own: (node: WebElementNode) => T | null | undefined,
): T | undefined {
  const memo = factTable<T>(element, key);
  const pending: WebElementNode[] = [];
  let node = element;
  let result: T | null;
  for (;;) {
    const known = memo.get(node.index);
    if (known !== undefined) {
      result = known;
      break;
    }
    pending.push(node);
    const parent = node.composedParent;
    if (!parent) {
      result = null;
      break;
    }
    const found = own(parent);
    if (found !== undefined) {
      result = found;
      break;
    }
    node = parent;
  }
  for (const el of pending) memo.set(el.index, result);
  return result ?? undefined;
}

/** Nearest landmark ancestor (not the element itself), across shadow boundaries. */
export function landmarkOf(element: WebElement): LandmarkContext | undefined {
  return nearestAncestor<LandmarkContext>(asNode(element), 'section:landmark', (node) => {
    const role = node.role;
    return role && LANDMARK_ROLES.has(role) ? { element: node, role, name: node.name } : undefined;
  });
}

/** Class/test-id words that mark a repeated card-like container. */
const CARD_WORDS = /(^|[\s_-])(card|tile|item|product|result|entry|post|teaser|panel|box)s?($|[\s_-]|__)/i;
/** A box that is a control's frame, not a card: "search-box", "input-box", "combo-box". */
const CONTROL_BOX =
  /(^|[\s_-])(search|input|text|select|check|combo|list|edit|message|chat|comment|dialog|modal|light|tool|flex|grid)[-_]?box/i;
/** Repeated items named by their block class alone (`comment`, `user-review`; not `comment__meta`). */
const ITEM_BLOCK = /(^|[\s_-])(comment|review)($|\s)/i;
/** A part of a card, not a card: "card-body", "card-header", "item-title", "product__price". */
const CARD_PART =
  /(card|tile|item|product|result|entry|post|teaser|panel|box)s?(-|_|__)(body|header|footer|title|subtitle|text|content|img|image|link|links|action|actions|meta|icon|label|name|price|description|tools|inner|number|content)$/i;

/**
 * A page builder's slot in its layout ("pb-layout-item": a column, a rail): it holds whatever
 * features the page puts there, and its first heading titles one of them, not the slot.
 */
const LAYOUT_SLOT = /(^|[\s_-])layout[-_](item|panel|entry)s?$/i;

/** True when a class attribute marks a card-like container (a part of a card does not). */
export function isCardClass(classes: string | undefined): boolean {
  if (!classes) return false;
  return classes
    .split(/\s+/)
    .some(
      (cls) =>
        (CARD_WORDS.test(cls) && !CARD_PART.test(cls) && !LAYOUT_SLOT.test(cls) && !CONTROL_BOX.test(cls)) ||
        ITEM_BLOCK.test(cls),
    );
}

function newCardClassMemo(): Map<string, boolean> {
  return new Map();
}

/**
 * isCardClass of the element's own class attribute, memoized per page by attribute value: class
 * attributes repeat across a page, and every ancestor climb (containers, headings, items) asks.
 */
export function hasCardClass(element: WebElement): boolean {
  const classes = element.attributes.class;
  if (!classes) return false;
  const memo = asNode(element).page.cached('section:card-classes', newCardClassMemo);
  let card = memo.get(classes);
  if (card === undefined) {
    card = isCardClass(classes);
    memo.set(classes, card);
  }
  return card;
}

function containerKind(node: WebElementNode): ContainerKind | undefined {
  const role = node.role;
  if (role === 'listitem' || role === 'treeitem' || role === 'option') return 'listitem';
  if (role === 'row') return 'row';
  if (role === 'article') return 'article';
  if (role === 'dialog' || role === 'alertdialog') return 'dialog';
  if (role === 'group' && node.tag === 'fieldset') return 'group';
  if (hasCardClass(node)) return 'card';
  return undefined;
}

/**
 * The nearest block around the element (not the element itself) that is one of several alike
 * siblings (`div.suggestion` ×3 beside each other): a list written without list markup, each block
 * one item. Only an item, never a container: its classes name no section.
 */
export function repeatedBlockOf(element: WebElement): WebElement | undefined {
  return nearestAncestor<WebElement>(asNode(element), 'section:repeated-block', (node) => {
    if (node.tag === 'body' || node.tag === 'html') return null;
    return isRepeatedBlock(node) ? node : undefined;
  });
}

/** How a person calls an item or container of this kind: a repeated block is an item. */
export function containerWord(kind: string): string {
  return kind === 'repeated' ? 'item' : kind;
}

/** Tags a list written without list markup is made of. */
const BLOCK_TAGS = new Set(['div', 'section', 'article', 'aside', 'span', 'label', 'p']);

/**
 * Classes that lay a page out (a grid's rows and columns, spacing and display utilities): blocks
 * that share only these are a layout's cells, not the items of a list.
 */
const LAYOUT_CLASS =
  /^(row|col|cols?-.*|column|columns|container.*|clearfix|clear|d-.*|flex.*|grid.*|wrapper|inner|outer|[mp][trblxy]?-.*|[wh]-.*|pull-.*|float-.*|text-.*|align-.*|justify-.*|order-.*|offset-.*|hidden.*|visible.*|sr-only|spacer|divider|separator|form-group|form-row|input-group|field|form-field|.*-wrapper|.*-container)$/i;

/** A list's item is small: a block holding more is a part of the page's layout, not an entry. */
const MAX_REPEATED_BLOCK_ELEMENTS = 30;

/**
 * Tag, classes and child tags: list items are alike in all three (a framework's scope class is
 * not). Classes in any order: a utility-class template writes one item's the other way round.
 */
function blockShape(node: WebElementNode): string {
  const classes = (node.attributes.class ?? '').trim().split(/\s+/).sort().join(' ');
  return `${node.tag} ${classes} ${node.children.map((child) => child.tag).join(',')}`;
}

/**
 * True when the block is one of at least two small element siblings of its shape (tag, class
 * names, child tags), and those classes say more than layout. Shapes are counted per parent, so
 * a long list is read once.
 */
function isRepeatedBlock(node: WebElementNode): boolean {
  const classes = node.attributes.class?.trim();
  if (
    !classes ||
    !BLOCK_TAGS.has(node.tag) ||
    (node.role !== undefined && node.role !== 'generic') ||
    node.end - node.index > MAX_REPEATED_BLOCK_ELEMENTS
  )
    return false;
  const parent = node.parent;
  if (!parent || parent.children.length < 2) return false;
  if (classes.split(/\s+/).every((cls) => LAYOUT_CLASS.test(cls))) return false;
  const memo = node.page.cached('section:repeated-blocks', () => new Map<number, Map<string, number>>());
  let counts = memo.get(parent.index);
  if (!counts) {
    counts = new Map();
    for (const child of parent.children) {
      const shape = blockShape(child);
      counts.set(shape, (counts.get(shape) ?? 0) + 1);
    }
    memo.set(parent.index, counts);
  }
  return (counts.get(blockShape(node)) ?? 0) >= 2;
}

/**
 * A container whose name is read on first use: a long row's name from content is costly, and an
 * item titled by a heading never needs it (a class, so every container shares one shape).
 */
class Container implements ContainerContext {
  readonly element: WebElementNode;
  readonly kind: ContainerKind;
  readonly role: string | undefined;

  constructor(element: WebElementNode, kind: ContainerKind) {
    this.element = element;
    this.kind = kind;
    this.role = element.role;
  }

  get name(): string {
    return this.element.name;
  }
}

/**
 * Nearest repeated-item container ancestor (not the element itself), below <body>. A card-classed
 * block around the element's landmark is a layout panel (a navigation drawer's `__panel`), not an
 * item: items sit inside landmarks, not around them.
 */
export function containerOf(element: WebElement): ContainerContext | undefined {
  const container = nearestAncestor<ContainerContext>(asNode(element), 'section:container', (node) => {
    if (node.tag === 'body' || node.tag === 'html') return null;
    const kind = containerKind(node);
    return kind ? new Container(node, kind) : undefined;
  });
  if (container?.kind !== 'card') return container;
  const landmark = landmarkOf(element)?.element;
  return landmark && container.element.index < landmark.index && landmark.index <= container.element.end
    ? undefined
    : container;
}

function headingLevel(node: WebElementNode): number {
  const native = /^h([1-6])$/.exec(node.tag);
  if (native) return Number(native[1]);
  const level = Number(node.attributes['aria-level']);
  return Number.isInteger(level) && level > 0 ? level : 2;
}

/** What a heading says of the section it titles: its name (else its text) and level. */
function headingContext(heading: WebElementNode): HeadingContext {
  return { element: heading, text: heading.name || heading.text, level: headingLevel(heading) };
}

/** Tags whose implicit role is heading (HTML-AAM); any other heading says so in its `role` attribute. */
export const HEADING_TAGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function headingsOf(node: WebElementNode): readonly WebElementNode[] {
  const page = node.page;
  // Only an h1–h6 or an element with a `role` attribute can have the heading role: read from the
  // page's tag and attribute indexes, the rest of the page is not even visited.
  return page.cached('headings', () => {
    const candidates = new Set<WebElementNode>();
    for (const tag of HEADING_TAGS) for (const el of page.elementsByTag(tag)) candidates.add(el);
    for (const el of page.elementsWithAttribute('role')) candidates.add(el);
    return [...candidates].filter((el) => el.role === 'heading').sort((a, b) => a.index - b.index);
  });
}

/** The headings inside `node`'s composed subtree, hidden ones too, in document order. */
function* headingNodesInside(node: WebElementNode): Generator<WebElementNode> {
  const headings = headingsOf(node);
  for (let i = firstHeadingAfter(headings, node.index); i < headings.length; i++) {
    const heading = headings[i]!;
    if (heading.index > node.end) return;
    yield heading;
  }
}

/** The headings inside `element`'s composed subtree, hidden ones too, in document order. */
export function headingElementsInside(element: WebElement): readonly WebElement[] {
  return [...headingNodesInside(asNode(element))];
}

/**
 * The headings inside `element` that nothing hides apart from it (at most `limit`, in document
 * order): an article's subheadings name it as much as its title does.
 */
export function headingsInside(element: WebElement, limit: number): readonly HeadingContext[] {
  const out: HeadingContext[] = [];
  const node = asNode(element);
  for (const heading of headingNodesInside(node)) {
    if (out.length >= limit) break;
    if (!isHiddenApartFrom(heading, node)) out.push(headingContext(heading));
  }
  return out;
}

/**
 * The heading nearest before `element` inside `within` that nothing hides apart from it: in an
 * article whose rail holds a newsletter form, the form's own "Verge Deals" heading, not the article
 * title.
 */
export function headingBeforeWithin(element: WebElement, within: WebElement): HeadingContext | undefined {
  const node = asNode(element);
  const headings = headingsOf(node);
  for (let i = firstHeadingAfter(headings, node.index) - 1; i >= 0; i--) {
    const heading = headings[i]!;
    if (heading.index <= within.index) break;
    if (heading.end >= node.index || isHiddenApartFrom(heading, node)) continue;
    return headingContext(heading);
  }
  return undefined;
}

/**
 * Nearest preceding (or enclosing) heading that nothing hides apart from the element, preferring
 * one inside the element's container.
 */
export function headingOf(element: WebElement): HeadingContext | undefined {
  return memoized(asNode(element), 'section:heading', computeHeading);
}

/** Index of the first heading whose element index is greater than `index`. */
function firstHeadingAfter(headings: readonly WebElementNode[], index: number): number {
  let lo = 0;
  let hi = headings.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (headings[mid]!.index <= index) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function computeHeading(node: WebElementNode): HeadingContext | undefined {
  const headings = headingsOf(node);
  // Last heading with index < node.index (or the heading containing it).
  const lo = firstHeadingAfter(headings, node.index);
  const container = containerOf(node);
  const containerNode = container ? asNode(container.element) : undefined;
  // Inside the container: a heading anywhere in it (cards often put the title after the image).
  if (containerNode) {
    for (let i = firstHeadingAfter(headings, containerNode.index); i < headings.length; i++) {
      const heading = headings[i]!;
      if (heading.index > containerNode.end) break;
      if (heading !== node && !isHiddenApartFrom(heading, node)) {
        return headingContext(heading);
      }
    }
  }
  for (let i = lo - 1; i >= 0; i--) {
    const heading = headings[i]!;
    if (heading === node || isHiddenApartFrom(heading, node) || titlesAnotherSection(heading, node)) continue;
    return headingContext(heading);
  }
  return undefined;
}

/** Repeated items whose headings title that item only (an article's title often heads the page). */
const CLOSED_ITEM_KINDS: ReadonlySet<ContainerKind> = new Set(['card', 'listitem', 'row']);

/**
 * True when the heading sits in a card, list item or row that ends before the element: an author
 * card's "Creating the most truly human company…" subtitle names the card, not the Like link
 * further down the article.
 */
function titlesAnotherSection(heading: WebElementNode, node: WebElementNode): boolean {
  for (let up = heading.composedParent; up; up = up.composedParent) {
    if (up.index < node.index && node.index <= up.end) return false;
    const kind = containerKind(up);
    if (kind !== undefined && CLOSED_ITEM_KINDS.has(kind)) return true;
  }
  return false;
}
