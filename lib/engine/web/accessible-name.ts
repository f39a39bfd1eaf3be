/**
 * Accessible name computation, following W3C accname 1.2 § 4.3 "Text alternative computation"
 * (https://w3c.github.io/accname/#computation-steps) plus the HTML-AAM § 5 name rules
 * (https://w3c.github.io/html-aam/#accessible-name-computations-by-html-element), with the same
 * deliberate spec differences Playwright makes to match Chromium and Firefox (roleUtils.ts):
 * input button/submit/reset values win over aria-labelledby, "Submit"/"Reset"/"Choose File"
 * defaults, placeholder after title for text fields, inline elements joined without spaces, and
 * an empty name-from-content on the target falling back to `title`.
 *
 * Not knowable statically (so not applied): CSS generated content (::before/::after) and display
 * values from linked stylesheets (the UA default display of each tag, inline style and the page's
 * own <style> rules are used).
 */
import { isLabelable, labelsOf } from './labels.js';
import { inputType } from './roles.js';
import { optionsOf, selectedOptionsOf } from './select.js';
import { assignedNodes, assignedSlot, hostHasDefaultSlot } from './slots.js';
import { normalizeWhitespace } from './text.js';
import { effectiveDisplay, isHiddenForAria } from './visibility.js';
import type { WebElementNode } from './web-page.js';

/**
 * Every traversal has every field (undefined when unset), built by `traversal` alone: one object
 * shape, so the reads of `t.…` in the name computation's recursion stay monomorphic.
 */
interface Traversal {
  readonly includeHidden: boolean;
  readonly visited: Set<WebElementNode>;
  /** Set when inside an aria-labelledby / aria-describedby traversal; `hidden` = the referenced root was hidden. */
  readonly labelledBy: { readonly hidden: boolean } | undefined;
  readonly label: { readonly hidden: boolean } | undefined;
  readonly nativeTextAlternative: { readonly hidden: boolean } | undefined;
  readonly target: 'self' | 'descendant' | undefined;
  readonly depth: number;
  /** The traversal its children are read with, built on first use (every sibling reads with it). */
  children: Traversal | undefined;
}

function traversal(
  includeHidden: boolean,
  visited: Set<WebElementNode>,
  labelledBy: Traversal['labelledBy'],
  label: Traversal['label'],
  nativeTextAlternative: Traversal['nativeTextAlternative'],
  target: Traversal['target'],
  depth: number,
): Traversal {
  return {
    includeHidden,
    visited,
    labelledBy,
    label,
    nativeTextAlternative,
    target,
    depth,
    children: undefined,
  };
}

/** Roles that prohibit naming (WAI-ARIA 1.2 § 5.2.8.6 "Naming prohibited"). */
const NAME_PROHIBITED = new Set([
  'caption',
  'code',
  'definition',
  'deletion',
  'emphasis',
  'generic',
  'insertion',
  'mark',
  'paragraph',
  'presentation',
  'strong',
  'subscript',
  'suggestion',
  'superscript',
  'term',
  'time',
]);

/** Roles named from content (WAI-ARIA 1.2 § 5.2.8.4), as Chromium applies them. */
const NAME_FROM_CONTENT = new Set([
  'button',
  'cell',
  'checkbox',
  'columnheader',
  'gridcell',
  'heading',
  'link',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'row',
  'rowheader',
  'switch',
  'tab',
  'tooltip',
  'treeitem',
]);

/** Roles that contribute their content when they are a descendant of the element being named. */
const NAME_FROM_CONTENT_AS_DESCENDANT = new Set([
  '',
  'caption',
  'code',
  'contentinfo',
  'definition',
  'deletion',
  'emphasis',
  'insertion',
  'list',
  'listitem',
  'mark',
  'none',
  'paragraph',
  'presentation',
  'region',
  'row',
  'rowgroup',
  'section',
  'strong',
  'subscript',
  'superscript',
  'table',
  'term',
  'time',
]);

/** Range widgets: inside a label they contribute their value (accname 2C). */
const RANGE_ROLES = new Set(['progressbar', 'scrollbar', 'slider', 'spinbutton', 'meter']);

/** Beyond this depth the remaining subtree contributes its plain text (keeps the JS stack bounded). */
const MAX_RECURSION_DEPTH = 400;

/**
 * Something asFlatString changes: a non-breaking space (which splits the text), a zero-width
 * character, whitespace other than a space, a space before more whitespace, a space at either end.
 */
const NOT_FLAT = /[\u00a0\u200b\u00ad]|[^\S ]| \s|^ | $/;

/** accname "flat string": whitespace collapsed and trimmed, non-breaking spaces kept. */
export function asFlatString(text: string): string {
  // A name read from one short text node or attribute is flat already: one test, not four passes.
  if (!NOT_FLAT.test(text)) return text;
  // A CR LF is one whitespace run as much as an LF is: collapsing runs needs no pass of its own.
  const visible = text.replace(/[\u200b\u00ad]/g, '');
  // Most names hold no non-breaking space: one chunk, without the split, map and join.
  if (!visible.includes('\u00a0')) return visible.replace(/\s\s*/g, ' ').trim();
  return visible
    .split('\u00a0')
    .map((chunk) => chunk.replace(/\s\s*/g, ' '))
    .join('\u00a0')
    .trim();
}

/** The accessible name of an element (step 1 + 2 of accname), normalised like Playwright's getByRole. */
export function computeAccessibleName(el: WebElementNode, includeHidden: boolean): string {
  if (NAME_PROHIBITED.has(el.role ?? '')) return '';
  const text = textAlternative(
    el,
    traversal(includeHidden, new Set(), undefined, undefined, undefined, 'self', 0),
  );
  return asFlatString(text);
}

function idRefs(el: WebElementNode, value: string | undefined): WebElementNode[] {
  if (!value) return [];
  const result: WebElementNode[] = [];
  for (const id of value.split(' ')) {
    if (!id) continue;
    const ref = el.page.elementById(id, el.scope);
    if (ref && !result.includes(ref)) result.push(ref);
  }
  return result;
}

function labelledByElements(el: WebElementNode): WebElementNode[] | undefined {
  if (el.attributes['aria-labelledby'] === undefined) return undefined;
  const refs = idRefs(el, el.attributes['aria-labelledby']);
  return refs.length > 0 ? refs : undefined;
}

/**
 * The traversal an element's children are read with. Every child of one element asks for it with
 * the same traversal, so it is built once and kept on that traversal, not copied per child.
 */
function descendantTraversal(t: Traversal): Traversal {
  if (t.children) return t.children;
  const children = traversal(
    t.includeHidden,
    t.visited,
    t.labelledBy,
    t.label,
    t.nativeTextAlternative,
    t.target === 'self' ? 'descendant' : t.target,
    t.depth + 1,
  );
  t.children = children;
  return children;
}

function referenceTraversal(
  t: Traversal,
  kind: 'labelledBy' | 'label' | 'nativeTextAlternative',
  hidden: boolean,
): Traversal {
  const depth = t.depth + 1;
  if (kind === 'labelledBy')
    return traversal(t.includeHidden, t.visited, { hidden }, undefined, undefined, undefined, depth);
  if (kind === 'label')
    return traversal(t.includeHidden, t.visited, undefined, { hidden }, undefined, undefined, depth);
  return traversal(
    t.includeHidden,
    t.visited,
    t.labelledBy,
    t.label,
    { hidden },
    t.target === 'self' ? 'descendant' : t.target,
    depth,
  );
}

function namesFromLabels(labels: readonly WebElementNode[], t: Traversal): string {
  return labels
    .map((label) => textAlternative(label, referenceTraversal(t, 'label', isHiddenForAria(label))))
    .filter((text) => !!text)
    .join(' ');
}

/** The value a textbox exposes: the value attribute, or a textarea's text. */
function controlValue(el: WebElementNode): string {
  if (el.tag === 'textarea') return el.nodes.filter((n): n is string => typeof n === 'string').join('');
  return el.attributes.value ?? '';
}

function selectedOptions(select: WebElementNode): WebElementNode[] {
  const selected = selectedOptionsOf(select);
  if (selected.length > 0) return selected;
  const first = optionsOf(select)[0];
  return first ? [first] : [];
}

function textAlternative(el: WebElementNode, t: Traversal): string {
  if (t.visited.has(el)) return '';
  if (t.depth > MAX_RECURSION_DEPTH) {
    t.visited.add(el);
    return el.text;
  }
  const childTraversal = descendantTraversal(t);

  // 2A: hidden and not referenced.
  if (!t.includeHidden) {
    const inHiddenReference =
      !!t.labelledBy?.hidden || !!t.nativeTextAlternative?.hidden || !!t.label?.hidden;
    const ignored =
      el.tag === 'style' || el.tag === 'script' || el.tag === 'noscript' || el.tag === 'template';
    if (ignored || (!inHiddenReference && isHiddenForAria(el))) {
      t.visited.add(el);
      return '';
    }
  }

  // 2B: aria-labelledby (not while already inside a labelledby traversal).
  const labelledBy = labelledByElements(el);
  if (!t.labelledBy && labelledBy) {
    const text = labelledBy
      .map((ref) => textAlternative(ref, referenceTraversal(t, 'labelledBy', isHiddenForAria(ref))))
      .join(' ');
    if (text) return text;
  }

  const role = el.role ?? '';
  const tag = el.namespace === 'html' ? el.tag : `${el.namespace}:${el.tag}`;

  // 2C (and the "embedded control" rule of 2D/2E): a control inside a label contributes its value.
  if (t.label || t.labelledBy || t.target === 'descendant') {
    const isOwnLabelled = (labelledBy ?? []).includes(el);
    if (!isOwnLabelled) {
      if (role === 'textbox') {
        t.visited.add(el);
        return tag === 'input' || tag === 'textarea' ? controlValue(el) : el.matchText;
      }
      if (role === 'combobox' || role === 'listbox') {
        t.visited.add(el);
        if (tag === 'select') {
          return selectedOptions(el)
            .map((option) => textAlternative(option, childTraversal))
            .join(' ');
        }
        if (tag === 'input') return el.attributes.value ?? '';
        return ariaSelectedOptions(el, role)
          .map((option) => textAlternative(option, childTraversal))
          .join(' ');
      }
      if (RANGE_ROLES.has(role)) {
        t.visited.add(el);
        return el.attributes['aria-valuetext'] ?? el.attributes['aria-valuenow'] ?? el.attributes.value ?? '';
      }
      if (role === 'menu') {
        t.visited.add(el);
        return '';
      }
    }
  }

  // 2D: aria-label.
  const ariaLabel = el.attributes['aria-label'] ?? '';
  if (ariaLabel.trim()) {
    t.visited.add(el);
    return ariaLabel;
  }

  // 2E: host-language label (HTML-AAM).
  if (role !== 'presentation' && role !== 'none') {
    const native = nativeTextAlternative(el, tag, labelledBy, t, childTraversal);
    if (native !== undefined) return native;
  }

  // 2F + 2H: name from content.
  const fromContent =
    NAME_FROM_CONTENT.has(role) || (t.target === 'descendant' && NAME_FROM_CONTENT_AS_DESCENDANT.has(role));
  const summary = tag === 'summary' && role !== 'presentation' && role !== 'none';
  if (fromContent || summary || t.labelledBy || t.label || t.nativeTextAlternative) {
    t.visited.add(el);
    const text = contentText(el, childTraversal);
    const result = t.target === 'self' ? text.trim() : text;
    if (result) return text;
  }

  // 2I: tooltip attribute.
  if ((role !== 'presentation' && role !== 'none') || tag === 'iframe' || tag === 'frame') {
    t.visited.add(el);
    const title = el.attributes.title ?? '';
    if (title.trim()) return title;
  }
  t.visited.add(el);
  return '';
}

function ariaSelectedOptions(el: WebElementNode, role: string): WebElementNode[] {
  const inSubtree = (root: WebElementNode) => {
    const out: WebElementNode[] = [];
    for (let i = root.index + 1; i <= root.end; i++) out.push(root.page.elements[i]!);
    for (const owned of idRefs(root, root.attributes['aria-owns'])) {
      out.push(owned);
      for (let i = owned.index + 1; i <= owned.end; i++) out.push(owned.page.elements[i]!);
    }
    return out;
  };
  const listbox = role === 'combobox' ? inSubtree(el).find((node) => node.role === 'listbox') : el;
  if (!listbox) return [];
  return inSubtree(listbox).filter(
    (node) => node.attributes['aria-selected'] === 'true' && node.role === 'option',
  );
}

/** HTML-AAM § 5 per-element rules. Returns undefined to fall through to name-from-content. */
function nativeTextAlternative(
  el: WebElementNode,
  tag: string,
  labelledBy: WebElementNode[] | undefined,
  t: Traversal,
  childTraversal: Traversal,
): string | undefined {
  const title = el.attributes.title ?? '';
  if (tag === 'input') {
    const type = inputType(el);
    if (type === 'button' || type === 'submit' || type === 'reset') {
      t.visited.add(el);
      const value = el.attributes.value ?? '';
      if (value.trim()) return value;
      if (type === 'submit') return 'Submit';
      if (type === 'reset') return 'Reset';
      return title;
    }
    if (type === 'file') {
      t.visited.add(el);
      const labels = labelsOf(el);
      if (labels.length > 0 && !t.labelledBy) return namesFromLabels(labels, t);
      return 'Choose File';
    }
    if (type === 'image') {
      t.visited.add(el);
      const labels = labelsOf(el);
      if (labels.length > 0 && !t.labelledBy) return namesFromLabels(labels, t);
      const alt = el.attributes.alt ?? '';
      if (alt.trim()) return alt;
      if (title.trim()) return title;
      return 'Submit';
    }
  }
  if (!labelledBy && tag === 'button') {
    t.visited.add(el);
    const labels = labelsOf(el);
    if (labels.length > 0) return namesFromLabels(labels, t);
  }
  if (!labelledBy && tag === 'output') {
    t.visited.add(el);
    const labels = labelsOf(el);
    if (labels.length > 0) return namesFromLabels(labels, t);
    return title;
  }
  if (
    !labelledBy &&
    (tag === 'textarea' || tag === 'select' || tag === 'input' || tag === 'meter' || tag === 'progress')
  ) {
    t.visited.add(el);
    const labels = isLabelable(el) ? labelsOf(el) : [];
    if (labels.length > 0) return namesFromLabels(labels, t);
    const usesPlaceholder =
      (tag === 'input' &&
        ['text', 'password', 'number', 'search', 'tel', 'email', 'url'].includes(inputType(el))) ||
      tag === 'textarea';
    if (!usesPlaceholder || title) return title;
    return el.attributes.placeholder ?? '';
  }
  if (!labelledBy && (tag === 'fieldset' || tag === 'figure')) {
    t.visited.add(el);
    const captionTag = tag === 'fieldset' ? 'legend' : 'figcaption';
    const caption = el.children.find((child) => child.tag === captionTag);
    if (caption) {
      return textAlternative(
        caption,
        referenceTraversal(childTraversal, 'nativeTextAlternative', isHiddenForAria(caption)),
      );
    }
    return title;
  }
  if (tag === 'img' || tag === 'area') {
    t.visited.add(el);
    const alt = el.attributes.alt ?? '';
    if (alt.trim()) return alt;
    return title;
  }
  if (tag === 'table') {
    t.visited.add(el);
    const caption = el.children.find((child) => child.tag === 'caption');
    if (caption) {
      return textAlternative(
        caption,
        referenceTraversal(childTraversal, 'nativeTextAlternative', isHiddenForAria(caption)),
      );
    }
    const summary = el.attributes.summary ?? '';
    if (summary) return summary;
  }
  if (el.namespace === 'svg') {
    // SVG-AAM § 8.1: a direct <title> child names the element.
    t.visited.add(el);
    const svgTitle = el.children.find((child) => child.tag === 'title' && child.namespace === 'svg');
    if (svgTitle)
      return textAlternative(
        svgTitle,
        referenceTraversal(childTraversal, 'labelledBy', isHiddenForAria(svgTitle)),
      );
    if (el.tag === 'a') {
      const xlinkTitle = el.attributes['xlink:title'] ?? '';
      if (xlinkTitle.trim()) return xlinkTitle;
    }
  }
  return undefined;
}

/** UA-stylesheet display of tags that are not inline (Chromium html.css); custom elements are inline. */
const NON_INLINE_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'button',
  'caption',
  'center',
  'col',
  'colgroup',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'html',
  'input',
  'legend',
  'li',
  'listing',
  'main',
  'menu',
  'meter',
  'nav',
  'ol',
  'optgroup',
  'option',
  'p',
  'plaintext',
  'pre',
  'progress',
  'search',
  'section',
  'select',
  'slot',
  'summary',
  'table',
  'tbody',
  'td',
  'textarea',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'xmp',
]);

function isInlineDisplay(el: WebElementNode): boolean {
  const display = effectiveDisplay(el);
  if (display) return display === 'inline';
  return el.namespace !== 'html' || !NON_INLINE_TAGS.has(el.tag);
}

/** accname 2F: the text of the element's flat-tree children (slots read their assigned nodes). */
function contentText(el: WebElementNode, t: Traversal): string {
  const tokens: string[] = [];
  // Light text children of a host go to its default slot (if any) and are read there instead.
  const lightTextSlotted = el.shadowRoot !== undefined && hostHasDefaultSlot(el);
  const assigned = el.tag === 'slot' && el.scope > 0 ? assignedNodes(el) : [];
  if (assigned.length > 0) {
    for (const node of assigned) pushContentToken(tokens, node, t, false, false, lightTextSlotted);
  } else {
    for (const node of el.nodes) pushContentToken(tokens, node, t, true, true, lightTextSlotted);
    if (el.shadowRoot)
      for (const node of el.shadowRoot.nodes)
        pushContentToken(tokens, node, t, true, false, lightTextSlotted);
    for (const owned of idRefs(el, el.attributes['aria-owns']))
      pushContentToken(tokens, owned, t, true, false, lightTextSlotted);
  }
  return tokens.join('');
}

/** One child's share of contentText (a module function: name computation recurses through it). */
function pushContentToken(
  tokens: string[],
  node: WebElementNode | string,
  t: Traversal,
  skipSlotted: boolean,
  isLightChild: boolean,
  lightTextSlotted: boolean,
): void {
  if (typeof node === 'string') {
    if (skipSlotted && isLightChild && lightTextSlotted) return;
    tokens.push(node);
    return;
  }
  if (skipSlotted && assignedSlot(node)) return;
  let token = textAlternative(node, t);
  if (!isInlineDisplay(node) || node.tag === 'br') token = ` ${token} `;
  tokens.push(token);
}

/** Playwright's name comparison input: the accessible name with whitespace normalised. */
export function normalizedName(el: WebElementNode, includeHidden: boolean): string {
  return normalizeWhitespace(includeHidden ? computeAccessibleName(el, true) : el.name);
}

/** No whitespace at the end / at the start: a join there glues two words into one. */
const ENDS_IN_WORD = /\S$/;
const STARTS_WITH_WORD = /^\S/;

/**
 * True when the element's name is read from its content and joins a child element's text to the
 * text beside it with no whitespace between (`<img alt="banana"><span>+1</span><span>Back to
 * Top</span>` reads "banana+1Back to Top"). Whether the browser puts a space at such a join
 * depends on the children's CSS display, which a stylesheet the page links decides and the page
 * source does not show: the name read here may not be the browser's, while each child's own text
 * is.
 *
 * @example
 * nameHasSeam(button) // true for <button><span>+1</span><span>Back to Top</span></button>
 */
export function nameHasSeam(el: WebElementNode): boolean {
  const name = el.name;
  if (name === '') return false;
  const t = traversal(false, new Set(), undefined, undefined, undefined, 'self', 0);
  if (asFlatString(contentText(el, descendantTraversal(t))) !== name) return false;
  return seamInside(el, 0);
}

function seamInside(el: WebElementNode, depth: number): boolean {
  if (depth > MAX_RECURSION_DEPTH) return false;
  let previous: { readonly text: string; readonly element: boolean } | undefined;
  for (const node of el.nodes) {
    let text: string;
    const element = typeof node !== 'string';
    if (typeof node === 'string') text = node;
    else if (node.tag === 'br') text = ' ';
    else {
      if (isHiddenForAria(node)) continue;
      text = textAlternative(
        node,
        traversal(false, new Set(), undefined, undefined, undefined, 'descendant', depth + 1),
      );
      if (seamInside(node, depth + 1)) return true;
    }
    if (text === '') continue;
    if (
      previous &&
      (previous.element || element) &&
      ENDS_IN_WORD.test(previous.text) &&
      STARTS_WITH_WORD.test(text)
    )
      return true;
    previous = { text, element };
  }
  return false;
}
