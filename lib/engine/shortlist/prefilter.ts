/**
 * The one cheap pass over every element: counts how many evidence needles (short word stems from
 * the description, the remarks and the broken locators' values) occur in the element's own text
 * and attribute values. Only the best few hundred elements (plus their clickable ancestors and
 * the controls their labels name) get a full profile, so a 5 MB page costs one linear scan here.
 */
import { britishSpellingsOf, foldedSpellings } from '../text/tokenize.js';
import { HEADING_TAGS, type WebElement, type WebPage } from '../web/index.js';
import { PRESCORE_POOL_SIZE } from '../weights.js';
import { cellsOf, FIELD_TAGS, looseLabelOf, tableOf } from './element-profile.js';

const SKIPPED_TAGS = new Set([
  'html',
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'meta',
  'link',
  'base',
  'title',
]);
/** Ancestors a text match climbs to reach the control it labels (span in a button in a link). */
const MAX_CLIMB = 4;
const CLIMB_TAGS = new Set([
  'a',
  'button',
  'label',
  'summary',
  'option',
  'li',
  'td',
  'th',
  'select',
  'details',
  // A heading whose text sits in a link inside it (`<h4><a>Best Practices: …</a></h4>`).
  ...HEADING_TAGS,
]);
const MAX_HAYSTACK = 600;

/** Word stems to look for: long words by their first five letters (plurals, suffixes, typos at the end). */
export function needlesOf(words: readonly string[]): string[] {
  const needles = new Set<string>();
  for (const word of words) {
    if (word.length < 2) continue;
    // Tokens folded from phrases ("Sign out" → logout): the page spells them out.
    for (const spelling of foldedSpellings(word)) needles.add(spelling);
    // A token folded from a British spelling ("colour" → color): the page may spell it so.
    for (const spelling of britishSpellingsOf(word)) needles.add(spelling);
    // "cooky" is how tokenize singularizes "cookies": the page says "cooki…".
    // An initialism ("us" from "U.S.") is written with dots on the page.
    if (word.length <= 4 && /^\p{L}+$/u.test(word)) needles.add([...word].join('.'));
    const stem = word.length > 3 && word.endsWith('y') ? word.slice(0, -1) : word;
    needles.add(stem.length > 5 ? stem.slice(0, 5) : stem);
    // And the whole stem: rare on a page where its first five letters are not ("Interlingue" among
    // 300 language links that all say "inter…"), it weighs what the cut keeps.
    if (stem.length > 5) needles.add(stem);
  }
  return [...needles];
}

function haystackOf(element: WebElement): string {
  let text = '';
  // Indexed, not for…of: this runs for every element of the page (the iterator costs more than the body).
  const nodes = element.nodes;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (typeof node === 'string' && text.length < MAX_HAYSTACK) text += node;
  }
  const attributes = element.attributes;
  for (const name in attributes) {
    if (name === 'style' || name === 'd' || name === 'points' || name === 'srcset') continue;
    const value = attributes[name]!;
    if (value.length < 200) text += ` ${value}`;
    if (text.length > MAX_HAYSTACK) break;
  }
  return text.toLowerCase();
}

const NO_HITS: readonly number[] = Object.freeze([]);
/** More than any needle count or rarity weight: a favoured element with a hit is never cut. */
const FAVOURED_POINTS = 1000;

/** True when `element` is `place` or inside its subtree (light and shadow, by document order). */
function within(place: WebElement, element: WebElement): boolean {
  return element.index >= place.index && element.index <= place.end;
}

/**
 * A regex that matches a text exactly when one of the needles occurs in it (a plain alternation
 * of the escaped literals, no flags: the same code-unit comparison `includes` makes).
 */
function anyOf(needles: readonly string[]): RegExp {
  return new RegExp(needles.map((needle) => needle.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'));
}

/** A needle held by at most this many elements is rare enough for all its holders to be profiled. */
const RARE_NEEDLE_HOLDERS = 40;
/** At most this many elements join the pool that way. */
const MAX_RARE_HOLDERS = 64;

/**
 * Every holder of the rarest needles, rarest first, up to MAX_RARE_HOLDERS. The cut weighs each
 * needle by its rarity and adds them up, so the common parts of an address a broken locator named
 * (`/product/…/index.html` on every one of 500 links) outweigh the one word the description names
 * (its 29 holders: a menu's "アクセサリ" among them) once an element holds three of them; a rare
 * word is evidence on its own, so its holders are not left to that sum.
 */
function holdersOfRareNeedles(
  scored: readonly { element: WebElement; hits: readonly number[] }[],
  frequency: readonly number[],
): WebElement[] {
  const rare = frequency
    .map((count, needle) => ({ count, needle }))
    .filter(({ count }) => count > 0 && count <= RARE_NEEDLE_HOLDERS)
    .sort((a, b) => a.count - b.count);
  const holders = new Set<WebElement>();
  for (const { count, needle } of rare) {
    if (holders.size + count > MAX_RARE_HOLDERS) break;
    for (const entry of scored) if (entry.hits.includes(needle)) holders.add(entry.element);
  }
  return [...holders];
}

/**
 * Elements worth a full profile, best first (ties: document order). Elements inside one of the
 * `favoured` elements (where a broken path still leads) that hold a needle go before the rest:
 * a page full of "comments" links cannot crowd out the one the path reached.
 *
 * @example
 * prefilterElements(page, ['save'], new Set(), new Set(['button'])).length // ≤ PRESCORE_POOL_SIZE + expansions
 */
export function prefilterElements(
  page: WebPage,
  needles: readonly string[],
  required: ReadonlySet<WebElement>,
  tagHints: ReadonlySet<string>,
  favoured: readonly WebElement[] = [],
  shownExactly: ReadonlySet<string> = new Set(),
): WebElement[] {
  const scored: { element: WebElement; score: number; hits: readonly number[] }[] = [];
  /** Elements each needle occurs in: a needle in every user link ("users") tells less than a rare one. */
  const frequency = new Array<number>(needles.length).fill(0);
  const anyNeedle = anyOf(needles);
  let scanned = 0;
  const shownAsLabel: WebElement[] = [];
  const elements = page.elements;
  const head = page.head;
  for (let i = 0; i < elements.length; i++) {
    const element = elements[i]!;
    if (head && element.scope === 0 && element.index === head.index) {
      i = head.end;
      continue;
    }
    if (SKIPPED_TAGS.has(element.tag)) {
      if (element.tag !== 'html') i = element.end;
      continue;
    }
    scanned++;
    // A label too short to be a needle ("2"), shown as the element's whole own text.
    if (shownExactly.size > 0 && element.ownText.length <= 8 && shownExactly.has(element.ownText.trim()))
      shownAsLabel.push(element);
    let score = tagHints.has(element.tag) ? 0.5 : 0;
    // Most elements hold no needle: they share the empty list (read only) instead of one each.
    let hits = NO_HITS;
    if (needles.length > 0) {
      const haystack = haystackOf(element);
      // And one regex pass says so before a check per needle.
      if (haystack.length > 0 && anyNeedle.test(haystack)) {
        const found: number[] = [];
        for (let n = 0; n < needles.length; n++) {
          if (haystack.includes(needles[n]!)) {
            score += 1;
            found.push(n);
            frequency[n]!++;
          }
        }
        hits = found;
      }
    }
    if (score > 0.5 || (score > 0 && needles.length === 0)) {
      if (hits.length > 0 && favoured.some((place) => within(place, element))) score += FAVOURED_POINTS;
      scored.push({ element, score, hits });
    } else if (score > 0 && favoured.length > 0 && favoured.some((place) => within(place, element))) {
      // The tag the broken path asked for, still under its parent step (a wrapper pushed the
      // `<h1>` of `//div[@id='article-topper']/h1` one level down): pooled without a needle.
      scored.push({ element, score: score + FAVOURED_POINTS, hits });
    }
  }
  if (scored.length > PRESCORE_POOL_SIZE) {
    // The cut bites: weigh each needle by how rare it is on the page (inverse document frequency),
    // so the one button that reads "Embrexial" is not crowded out by 400 links to "/users/…".
    const weight = frequency.map((count) => Math.log(1 + scanned / Math.max(1, count)));
    for (const entry of scored) {
      entry.score -= entry.hits.length;
      for (const n of entry.hits) entry.score += weight[n]!;
    }
  }
  // Holders of the rarest needles, found before the sort reorders them (document order).
  const rareHolders = scored.length > PRESCORE_POOL_SIZE ? holdersOfRareNeedles(scored, frequency) : [];
  scored.sort((a, b) => b.score - a.score || a.element.index - b.element.index);
  const pool = new Set<WebElement>([...required, ...shownAsLabel]);
  for (const { element } of scored.slice(0, PRESCORE_POOL_SIZE)) pool.add(element);
  for (const element of rareHolders) pool.add(element);
  for (const cell of crossingCells(pool)) pool.add(cell);
  // Text usually sits in a span inside the control; labels name another element.
  const labelledBy = new Map<string, WebElement[]>();
  for (const labelled of page.elementsWithAttribute('aria-labelledby')) {
    for (const id of labelled.attributes['aria-labelledby']!.split(/\s+/)) {
      if (id) labelledBy.set(id, [...(labelledBy.get(id) ?? []), labelled]);
    }
  }
  for (const element of [...pool]) {
    let ancestor = element.parent ?? element.host;
    for (let depth = 0; ancestor && depth < MAX_CLIMB; depth++) {
      if (ancestor.tag === 'body') break;
      if (
        CLIMB_TAGS.has(ancestor.tag) ||
        ancestor.attributes.role !== undefined ||
        ancestor.attributes.tabindex !== undefined
      ) {
        pool.add(ancestor);
      }
      ancestor = ancestor.parent ?? ancestor.host;
    }
  }
  // Labels reached by the climb (the text sat in a span inside one) name their controls too.
  for (const element of [...pool]) {
    if (element.tag === 'label') {
      const target = element.attributes.for
        ? page.elementById(element.attributes.for, element.scope)
        : undefined;
      if (target) pool.add(target);
      for (let i = element.index + 1; i <= element.end; i++) {
        const inner = elements[i]!;
        if (FIELD_TAGS.has(inner.tag)) pool.add(inner);
      }
      // A loose label beside a nameless field (no `for`, nothing inside) is how that field is known.
      if (!element.attributes.for) {
        for (const sibling of element.parent?.children ?? []) {
          if (sibling === element) continue;
          // The field itself, or a field in a wrapper beside the label (`.input-group`).
          for (const field of [sibling, ...sibling.children]) {
            if (FIELD_TAGS.has(field.tag) && looseLabelOf(field)?.label === element) pool.add(field);
          }
        }
      }
    }
    // A caption written without `<label>` (a span before the field in a wrapper of the two).
    const next = element.parent?.children.length === 2 ? element.parent.children[1] : undefined;
    if (next && next !== element) {
      for (const field of [next, ...next.children]) {
        if (FIELD_TAGS.has(field.tag) && looseLabelOf(field)?.label === element) pool.add(field);
      }
    }
    const id = element.attributes.id;
    if (id) for (const labelled of labelledBy.get(id) ?? []) pool.add(labelled);
  }
  return [...pool].sort((a, b) => a.index - b.index);
}

/** Rows read for the cells under a pooled column header (a table of hundreds names few). */
const MAX_CROSSED_ROWS = 16;

/**
 * The cells where a pooled column header's column crosses the row of a pooled cell: "start date of
 * Jonas Alexander" names a cell by its column and its row, and holds neither word itself (it reads
 * "2010/07/14"); the header over it and a cell beside it do.
 */
function crossingCells(pool: ReadonlySet<WebElement>): WebElement[] {
  const headers: { table: WebElement; row: WebElement; column: number }[] = [];
  const rows = new Map<WebElement, WebElement>();
  for (const element of pool) {
    if (element.tag !== 'th' && element.tag !== 'td') continue;
    const row = element.parent;
    const table = row?.tag === 'tr' ? tableOf(row) : undefined;
    if (row === undefined || table === undefined) continue;
    if (element.tag === 'th' && row.parent?.tag === 'thead')
      headers.push({ table, row, column: cellsOf(row).indexOf(element) });
    else if (rows.size < MAX_CROSSED_ROWS && row.parent?.tag !== 'thead' && row.parent?.tag !== 'tfoot')
      rows.set(row, table);
  }
  const cells: WebElement[] = [];
  for (const header of headers)
    for (const [row, table] of rows) {
      if (table !== header.table || row === header.row) continue;
      const cell = cellsOf(row)[header.column];
      if (cell !== undefined) cells.push(cell);
    }
  return cells;
}
