/**
 * Static visibility: what can be known about rendering without a layout engine. A saved page has
 * no computed styles, so the user-agent stylesheet (HTML § 15 Rendering), the `hidden` attribute,
 * inline `style`, the page's own `<style>` rules for display/visibility (author-styles.ts) and
 * `aria-hidden` are read; linked stylesheets and @media rules are not applied.
 *
 * - `isHiddenForAria` follows Playwright's isElementHiddenForAria (roleUtils.ts), itself from
 *   WAI-ARIA 1.2 § 5.2.7 "Excluding Elements from the Accessibility Tree" and § aria-hidden:
 *   script/style/noscript/template are ignored; display:none or aria-hidden="true" on the element
 *   or a composed ancestor hides it; so does visibility:hidden (inherited) and a light child of a
 *   shadow host that no slot takes.
 * - `isVisible` approximates Playwright's isElementVisible (a non-empty box, visibility visible):
 *   an element is visible when it is not hidden by the above rules and renders something — text,
 *   a replaced element or form control, or an inline-sized box.
 * Results are memoized per element in byte arrays (one pass up the ancestor chain, iterative).
 */
import { authorStyles } from './author-styles.js';
import { ElementTable } from './element-table.js';
import { assignedNodes, assignedSlot } from './slots.js';
import { contains, type WebElementNode, type WebPageModel } from './web-page.js';

interface InlineStyle {
  readonly display?: string;
  readonly visibility?: string;
  readonly contentVisibility?: string;
  readonly width?: string;
  readonly height?: string;
}

const EMPTY_STYLE: InlineStyle = {};

/** Parses the few properties of an inline `style` attribute that decide rendering (last declaration wins). */
export function inlineStyle(el: WebElementNode): InlineStyle {
  const source = el.attributes.style;
  if (!source) return EMPTY_STYLE;
  const styles = el.page.cached('inline-styles', ElementTable.forPage<InlineStyle>);
  let style = styles.get(el.index);
  if (style) return style;
  const result: Record<string, string> = {};
  for (const declaration of source.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim()
      .toLowerCase();
    if (property === 'display') result.display = value;
    else if (property === 'visibility') result.visibility = value;
    else if (property === 'content-visibility') result.contentVisibility = value;
    else if (property === 'width') result.width = value;
    else if (property === 'height') result.height = value;
  }
  style = result;
  styles.set(el.index, style);
  return style;
}

/**
 * The cascaded `display` from the page's own `<style>` rules and the inline style (inline wins
 * over normal author rules, an `!important` author rule wins over inline); undefined = not set.
 */
export function effectiveDisplay(el: WebElementNode): string | undefined {
  const author = authorStyles(el.page).get(el)?.display;
  if (author?.important) return author.value;
  return inlineStyle(el).display ?? author?.value;
}

/** The element's own cascaded `visibility` declaration (inheritance is resolved by the caller). */
export function effectiveVisibility(el: WebElementNode): string | undefined {
  const author = authorStyles(el.page).get(el)?.visibility;
  if (author?.important) return author.value;
  return inlineStyle(el).visibility ?? author?.value;
}

/** Elements the UA stylesheet renders with display:none (HTML § 15.3.1 "Hidden elements"). */
const DISPLAY_NONE_TAGS = new Set([
  'area',
  'base',
  'basefont',
  'datalist',
  'head',
  'link',
  'meta',
  'noembed',
  'noframes',
  'param',
  'rp',
  'script',
  'style',
  'template',
  'title',
  'noscript',
]);

/**
 * Whether the element itself is display:none by the UA stylesheet, `hidden`, or inline style.
 * Memoized per element: text, names and both hidden-subtree chains ask it of the same elements.
 */
export function isStaticallyDisplayNone(el: WebElementNode): boolean {
  return memoizedFlag(el, 'display-none', computeStaticallyDisplayNone);
}

function computeStaticallyDisplayNone(el: WebElementNode): boolean {
  const display = effectiveDisplay(el);
  if (display === 'none') return true;
  if (el.namespace !== 'html') return false;
  if (DISPLAY_NONE_TAGS.has(el.tag)) return true;
  if (display !== undefined && display !== 'inherit' && display !== 'initial' && display !== 'unset')
    return false;
  if (el.attributes.hidden !== undefined) return true;
  if (el.tag === 'input' && (el.attributes.type ?? '').toLowerCase() === 'hidden') return true;
  if (el.tag === 'dialog' && el.attributes.open === undefined) return true;
  // HTML § 6.12 popover: `[popover]:not(:popover-open)` is display:none; a saved page has none open.
  if (el.attributes.popover !== undefined) return true;
  return false;
}

/** Content of a closed <details> other than its first <summary> is not rendered (HTML § 4.11.1). */
function isClosedDetailsContent(el: WebElementNode): boolean {
  const parent = el.parent;
  if (!parent || parent.tag !== 'details' || parent.attributes.open !== undefined) return false;
  const summary = parent.children.find((child) => child.tag === 'summary');
  return summary !== el;
}

/** Non-slotted light children of a shadow host are not rendered (DOM § 4.2.2.3). */
function isUnslottedLightChild(el: WebElementNode): boolean {
  const parent = el.parent;
  if (!parent?.shadowRoot) return false;
  return assignedSlot(el) === undefined;
}

function flags(page: WebPageModel, key: string): Uint8Array {
  return page.cached(key, newFlags);
}

function newFlags(page: WebPageModel): Uint8Array {
  return new Uint8Array(page.elements.length);
}

/** `compute(el)`, asked once per element and page under `key`. */
function memoizedFlag(el: WebElementNode, key: string, compute: (el: WebElementNode) => boolean): boolean {
  const memo = flags(el.page, key); // 0 unknown, 1 false, 2 true
  const known = memo[el.index]!;
  if (known !== 0) return known === 2;
  const value = compute(el);
  memo[el.index] = value ? 2 : 1;
  return value;
}

/**
 * Memoized ancestor-chain property: `self(el)` decides for the element alone; the chain result is
 * true when self or any composed ancestor is true. Iterative: climbs to the first memoized ancestor.
 */
function chainFlag(el: WebElementNode, key: string, self: (el: WebElementNode) => boolean): boolean {
  const memo = flags(el.page, key); // 0 unknown, 1 false, 2 true
  // Asked again (most asks are): no chain to allocate.
  const own = memo[el.index]!;
  if (own !== 0) return own === 2;
  const chain: WebElementNode[] = [];
  let node: WebElementNode | undefined = el;
  let inherited = false;
  while (node) {
    const known = memo[node.index]!;
    if (known !== 0) {
      inherited = known === 2;
      break;
    }
    chain.push(node);
    node = node.composedParent;
  }
  for (let i = chain.length - 1; i >= 0; i--) {
    const current = chain[i]!;
    inherited = inherited || self(current);
    memo[current.index] = inherited ? 2 : 1;
  }
  return inherited;
}

/** display:none / aria-hidden / unslotted anywhere up the composed chain (Playwright's belongsToDisplayNoneOrAriaHiddenOrNonSlotted). */
function belongsToHiddenSubtree(el: WebElementNode): boolean {
  return chainFlag(el, 'hidden-subtree', hidesSubtreeForAria);
}

/** What belongsToHiddenSubtree looks for on each element of the chain. */
function hidesSubtreeForAria(node: WebElementNode): boolean {
  return (
    isUnslottedLightChild(node) ||
    isStaticallyDisplayNone(node) ||
    (node.attributes['aria-hidden'] ?? '').toLowerCase() === 'true'
  );
}

/** display:none or closed-details content anywhere up the chain (what Element.checkVisibility() reports). */
function belongsToUnrenderedSubtree(el: WebElementNode): boolean {
  return chainFlag(el, 'unrendered-subtree', leavesSubtreeUnrendered);
}

/** What belongsToUnrenderedSubtree looks for on each element of the chain. */
function leavesSubtreeUnrendered(node: WebElementNode): boolean {
  return (
    isUnslottedLightChild(node) ||
    isStaticallyDisplayNone(node) ||
    isClosedDetailsContent(node) ||
    inlineStyle(node).contentVisibility === 'hidden'
  );
}

/**
 * Computed `visibility` is inherited: the nearest declaration up the chain decides. Memoized per
 * element like the chains above (role queries ask it of every element with the role, and each
 * ask climbed to the root): the elements passed on the way up inherit the answer found.
 */
function isVisibilityHidden(el: WebElementNode): boolean {
  const memo = flags(el.page, 'visibility-hidden'); // 0 unknown, 1 false, 2 true
  // Asked again (most asks are): no list to allocate.
  const own = memo[el.index]!;
  if (own !== 0) return own === 2;
  const undecided: WebElementNode[] = [];
  let hidden = false;
  let node: WebElementNode | undefined = el;
  while (node) {
    const known = memo[node.index]!;
    if (known !== 0) {
      hidden = known === 2;
      break;
    }
    const visibility = effectiveVisibility(node);
    if (visibility === 'hidden' || visibility === 'collapse' || visibility === 'visible') {
      hidden = visibility !== 'visible';
      memo[node.index] = hidden ? 2 : 1;
      break;
    }
    undecided.push(node);
    node = node.composedParent;
  }
  for (const inheriting of undecided) memo[inheriting.index] = hidden ? 2 : 1;
  return hidden;
}

const IGNORED_FOR_ARIA = new Set(['style', 'script', 'noscript', 'template']);

/**
 * Playwright's isElementHiddenForAria on the static page. Memoized per element: a name asks it of
 * every node it reads and a role query of every element it matches, and each answer is three
 * chain lookups.
 */
export function isHiddenForAria(el: WebElementNode): boolean {
  return memoizedFlag(el, 'hidden-for-aria', computeHiddenForAria);
}

/**
 * Hidden for ARIA by something that leaves `reference` alone: a heading in a collapsed panel the
 * element is not in. What hides them both (engadget's whole page behind `html { display: none }`
 * until a script shows it, a closed menu around a heading and its links) hides neither from the
 * other: the heading still titles the element's section.
 */
export function isHiddenApartFrom(el: WebElementNode, reference: WebElementNode): boolean {
  if (!isHiddenForAria(el)) return false;
  if (!isHiddenForAria(reference)) return true;
  for (let node: WebElementNode | undefined = el; node; node = node.composedParent) {
    // From the nearest ancestor they share up, whatever hides one hides the other.
    if (node === reference || contains(node, reference)) return false;
    if (hidesItself(node)) return true;
  }
  return false;
}

/**
 * What hides an element and its subtree from the element itself (not inherited from above): what
 * computeHiddenForAria looks for up the chain, read on this one element.
 */
function hidesItself(node: WebElementNode): boolean {
  if (IGNORED_FOR_ARIA.has(node.tag) || hidesSubtreeForAria(node) || leavesSubtreeUnrendered(node))
    return true;
  const visibility = effectiveVisibility(node);
  return visibility === 'hidden' || visibility === 'collapse';
}

function computeHiddenForAria(el: WebElementNode): boolean {
  if (IGNORED_FOR_ARIA.has(el.tag)) return true;
  const isSlot = el.tag === 'slot';
  const isOptionInSelect = el.tag === 'option' && closestInScope(el, 'select') !== undefined;
  if (!isOptionInSelect && !isSlot && (belongsToUnrenderedSubtree(el) || isVisibilityHidden(el))) return true;
  return belongsToHiddenSubtree(el);
}

function closestInScope(el: WebElementNode, tag: string): WebElementNode | undefined {
  let node: WebElementNode | undefined = el;
  while (node) {
    if (node.tag === tag) return node;
    node = node.parent;
  }
  return undefined;
}

/** Replaced elements and widgets that get a box of their own even when empty. */
const BOXED_TAGS = new Set([
  'img',
  'input',
  'textarea',
  'select',
  'button',
  'video',
  'canvas',
  'iframe',
  'svg',
  'embed',
  'object',
  'hr',
  'meter',
  'progress',
  'audio',
]);

function hasSizedInlineStyle(el: WebElementNode): boolean {
  const { width, height } = inlineStyle(el);
  const positive = (v: string | undefined) => v !== undefined && /^[1-9]|^0?\.\d*[1-9]/.test(v);
  return positive(width) && positive(height);
}

/**
 * Whether an element renders a non-empty box, approximated: it is a replaced element / widget, has
 * an explicit size, or contains rendered non-whitespace text or such an element (flat tree).
 * Computed for the whole page in one reverse pass the first time it is asked.
 */
function rendersContent(el: WebElementNode): boolean {
  const page = el.page;
  const memo = page.cached('renders-content', () => {
    const result = new Uint8Array(page.elements.length);
    const elements = page.elements;
    // Reverse composed pre-order: every child (light or shadow) is decided before its parent.
    for (let i = elements.length - 1; i >= 0; i--) {
      const node = elements[i]!;
      if (isStaticallyDisplayNone(node)) continue;
      if (BOXED_TAGS.has(node.tag) || hasSizedInlineStyle(node)) {
        result[i] = 1;
        continue;
      }
      let childNodes: readonly (WebElementNode | string)[] = node.nodes;
      if (node.shadowRoot) childNodes = node.shadowRoot.nodes;
      else if (node.tag === 'slot' && node.scope > 0) {
        const assigned = assignedNodes(node);
        if (assigned.length > 0) childNodes = assigned;
      }
      for (const child of childNodes) {
        if (typeof child === 'string' ? /\S/.test(child) : result[child.index] === 1) {
          result[i] = 1;
          break;
        }
      }
    }
    return result;
  });
  return memo[el.index] === 1;
}

/** Playwright's isElementVisible, approximated on the static page (see the file comment). */
export function isVisible(el: WebElementNode): boolean {
  if (belongsToUnrenderedSubtree(el) || isVisibilityHidden(el)) return false;
  return rendersContent(el);
}
