/**
 * ARIA roles of parsed elements, matching what Playwright's getByRole sees (its roleUtils.ts):
 * - explicit `role`: the first token that is a valid WAI-ARIA 1.2 role (§ 7.1 "Handling author
 *   errors: roles");
 * - implicit roles from HTML-AAM § 4 "HTML element role mappings" and ARIA in HTML § 4
 *   (https://w3c.github.io/html-aam/#html-element-role-mappings, https://www.w3.org/TR/html-aria/);
 * - presentation/none conflict resolution (WAI-ARIA 1.2 § 9.1): a focusable element or one with
 *   a global ARIA attribute keeps its implicit role; required-context children (li in ul,
 *   td in tr…) inherit presentation from their parent.
 */
import { dictionary } from '../text/dictionary.js';
import type { WebElementNode } from './web-page.js';

/** WAI-ARIA 1.2 roles Playwright accepts (abstract roles excluded). */
export const VALID_ROLES: ReadonlySet<string> = new Set([
  'alert',
  'alertdialog',
  'application',
  'article',
  'banner',
  'blockquote',
  'button',
  'caption',
  'cell',
  'checkbox',
  'code',
  'columnheader',
  'combobox',
  'complementary',
  'contentinfo',
  'definition',
  'deletion',
  'dialog',
  'directory',
  'document',
  'emphasis',
  'feed',
  'figure',
  'form',
  'generic',
  'grid',
  'gridcell',
  'group',
  'heading',
  'img',
  'insertion',
  'link',
  'list',
  'listbox',
  'listitem',
  'log',
  'main',
  'mark',
  'marquee',
  'math',
  'meter',
  'menu',
  'menubar',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'navigation',
  'none',
  'note',
  'option',
  'paragraph',
  'presentation',
  'progressbar',
  'radio',
  'radiogroup',
  'region',
  'row',
  'rowgroup',
  'rowheader',
  'scrollbar',
  'search',
  'searchbox',
  'separator',
  'slider',
  'spinbutton',
  'status',
  'strong',
  'subscript',
  'superscript',
  'switch',
  'tab',
  'table',
  'tablist',
  'tabpanel',
  'term',
  'textbox',
  'time',
  'timer',
  'toolbar',
  'tooltip',
  'tree',
  'treegrid',
  'treeitem',
]);

/** Landmark roles (WAI-ARIA 1.2 § 5.3.4). */
export const LANDMARK_ROLES: ReadonlySet<string> = new Set([
  'banner',
  'complementary',
  'contentinfo',
  'form',
  'main',
  'navigation',
  'region',
  'search',
]);

/** WAI-ARIA 1.2 § 6.4 global states and properties, with the roles on which naming attributes are prohibited. */
const GLOBAL_ARIA_ATTRIBUTES: readonly (readonly [string, readonly string[] | undefined])[] = [
  ['aria-atomic', undefined],
  ['aria-busy', undefined],
  ['aria-controls', undefined],
  ['aria-current', undefined],
  ['aria-describedby', undefined],
  ['aria-details', undefined],
  ['aria-dropeffect', undefined],
  ['aria-flowto', undefined],
  ['aria-grabbed', undefined],
  ['aria-hidden', undefined],
  ['aria-keyshortcuts', undefined],
  [
    'aria-label',
    [
      'caption',
      'code',
      'deletion',
      'emphasis',
      'generic',
      'insertion',
      'paragraph',
      'presentation',
      'strong',
      'subscript',
      'superscript',
    ],
  ],
  [
    'aria-labelledby',
    [
      'caption',
      'code',
      'deletion',
      'emphasis',
      'generic',
      'insertion',
      'paragraph',
      'presentation',
      'strong',
      'subscript',
      'superscript',
    ],
  ],
  ['aria-live', undefined],
  ['aria-owns', undefined],
  ['aria-relevant', undefined],
  ['aria-roledescription', ['generic']],
];

function hasGlobalAriaAttribute(el: WebElementNode, forRole: string | undefined): boolean {
  return GLOBAL_ARIA_ATTRIBUTES.some(
    ([name, prohibited]) => !prohibited?.includes(forRole ?? '') && el.attributes[name] !== undefined,
  );
}

/** Mirrors `!isNaN(Number(String(getAttribute('tabindex'))))`: an empty tabindex counts as 0. */
function hasTabIndex(el: WebElementNode): boolean {
  const value = el.attributes.tabindex;
  return value !== undefined && !Number.isNaN(Number(value));
}

const NATIVE_FORM_CONTROLS = new Set(['button', 'input', 'select', 'textarea', 'option', 'optgroup']);

/** HTML § 4.10.18.5 "disabled" form controls, including a disabled fieldset (outside its first legend) and optgroup. */
export function isNativelyDisabled(el: WebElementNode): boolean {
  if (el.namespace !== 'html' || !NATIVE_FORM_CONTROLS.has(el.tag)) return false;
  if (el.attributes.disabled !== undefined) return true;
  for (let node = el.parent; node; node = node.parent) {
    if (el.tag === 'option' && node.tag === 'optgroup' && node.attributes.disabled !== undefined) return true;
    if (node.tag === 'fieldset' && node.attributes.disabled !== undefined) {
      const legend = node.children.find((child) => child.tag === 'legend');
      return !(legend && el.index > legend.index && el.index <= legend.end);
    }
  }
  return false;
}

function isNativelyFocusable(el: WebElementNode): boolean {
  switch (el.tag) {
    case 'button':
    case 'details':
    case 'select':
    case 'textarea':
      return true;
    case 'a':
    case 'area':
      return el.attributes.href !== undefined;
    case 'input':
      return el.attributes.hidden === undefined;
    default:
      return false;
  }
}

export function isFocusable(el: WebElementNode): boolean {
  return !isNativelyDisabled(el) && (isNativelyFocusable(el) || hasTabIndex(el));
}

const INPUT_TYPES = new Set([
  'hidden',
  'text',
  'search',
  'tel',
  'url',
  'email',
  'password',
  'date',
  'month',
  'week',
  'time',
  'datetime-local',
  'number',
  'range',
  'color',
  'checkbox',
  'radio',
  'file',
  'submit',
  'image',
  'reset',
  'button',
]);

/** HTMLInputElement.type: the attribute lower-cased, unknown or missing → 'text'. */
export function inputType(el: WebElementNode): string {
  const type = (el.attributes.type ?? '').toLowerCase();
  return INPUT_TYPES.has(type) ? type : 'text';
}

const INPUT_TYPE_ROLES: Readonly<Record<string, string>> = dictionary({
  button: 'button',
  checkbox: 'checkbox',
  image: 'button',
  number: 'spinbutton',
  radio: 'radio',
  range: 'slider',
  reset: 'button',
  submit: 'button',
});

/** First element with the id in the element's own tree (IDREF resolution, HTML § 2.6.2). */
function idRef(el: WebElementNode, id: string | undefined): WebElementNode | undefined {
  if (!id) return undefined;
  return el.page.elementById(id, el.scope);
}

/** article/aside/main/nav/section (without role) or their role equivalents prevent header/footer landmarks. */
function isLandmarkPreventingAncestor(el: WebElementNode): boolean {
  const role = el.attributes.role;
  if (role === undefined) return ['article', 'aside', 'main', 'nav', 'section'].includes(el.tag);
  return ['article', 'complementary', 'main', 'navigation', 'region'].includes(role);
}

/** Ancestors across shadow boundaries, nearest first, starting with the element itself. */
function closestCrossShadow(
  el: WebElementNode,
  predicate: (node: WebElementNode) => boolean,
): WebElementNode | undefined {
  for (let node: WebElementNode | undefined = el; node; node = node.composedParent) {
    if (predicate(node)) return node;
  }
  return undefined;
}

function hasExplicitAccessibleName(el: WebElementNode): boolean {
  return el.attributes['aria-label'] !== undefined || el.attributes['aria-labelledby'] !== undefined;
}

function tableRowCount(table: WebElementNode): number {
  let rows = 0;
  for (const child of table.children) {
    if (child.tag === 'tr') rows++;
    else if (child.tag === 'thead' || child.tag === 'tbody' || child.tag === 'tfoot')
      rows += child.children.filter((row) => row.tag === 'tr').length;
  }
  return rows;
}

function previousSibling(el: WebElementNode): WebElementNode | undefined {
  const siblings = el.parent?.children ?? el.host?.shadowRoot?.children;
  return siblings?.[el.childIndex - 1];
}

function nextSibling(el: WebElementNode): WebElementNode | undefined {
  const siblings = el.parent?.children ?? el.host?.shadowRoot?.children;
  return siblings?.[el.childIndex + 1];
}

function isNonEmptyDataCell(el: WebElementNode | undefined): boolean {
  if (!el || el.tag !== 'td') return false;
  return el.children.length > 0 || el.matchText.trim() !== '';
}

/** Chromium's TH heuristic (Playwright follows it): columnheader unless a data cell sits beside it. */
function tableHeaderRole(el: WebElementNode): string | undefined {
  const scope = el.attributes.scope;
  if (scope === 'col' || scope === 'colgroup') return 'columnheader';
  if (scope === 'row' || scope === 'rowgroup') return 'rowheader';
  const next = nextSibling(el);
  const previous = previousSibling(el);
  if (!next && !previous) {
    const row = el.parent?.tag === 'tr' ? el.parent : undefined;
    if (row) {
      const table = closestCrossShadow(row, (node) => node.tag === 'table');
      if (table && tableRowCount(table) <= 1) return undefined;
    }
    return 'columnheader';
  }
  if (next?.tag === 'th' && previous?.tag === 'th') return 'columnheader';
  if (isNonEmptyDataCell(next) || isNonEmptyDataCell(previous)) return 'rowheader';
  return 'columnheader';
}

function implicitRoleByTag(el: WebElementNode): string | undefined {
  if (el.namespace === 'svg') {
    if (el.tag === 'svg') return 'img';
    if (el.tag === 'a')
      return el.attributes.href !== undefined || el.attributes['xlink:href'] !== undefined
        ? 'link'
        : undefined;
    return undefined;
  }
  if (el.namespace === 'mathml') return el.tag === 'math' ? 'math' : undefined;
  switch (el.tag) {
    case 'a':
    case 'area':
      return el.attributes.href !== undefined ? 'link' : undefined;
    case 'article':
      return 'article';
    case 'aside':
      return 'complementary';
    case 'blockquote':
      return 'blockquote';
    case 'button':
      return 'button';
    case 'caption':
      return 'caption';
    case 'code':
      return 'code';
    case 'datalist':
      return 'listbox';
    case 'dd':
      return 'definition';
    case 'del':
      return 'deletion';
    case 'details':
      return 'group';
    case 'dfn':
    case 'dt':
      return 'term';
    case 'dialog':
      return 'dialog';
    case 'em':
      return 'emphasis';
    case 'fieldset':
      return 'group';
    case 'figure':
      return 'figure';
    case 'footer':
      return closestCrossShadow(el, isLandmarkPreventingAncestor) ? undefined : 'contentinfo';
    case 'header':
      return closestCrossShadow(el, isLandmarkPreventingAncestor) ? undefined : 'banner';
    case 'form':
      return hasExplicitAccessibleName(el) ? 'form' : undefined;
    case 'section':
      return hasExplicitAccessibleName(el) ? 'region' : undefined;
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return 'heading';
    case 'hr':
      return 'separator';
    case 'html':
      return 'document';
    case 'img':
      return el.attributes.alt === '' &&
        !el.attributes.title &&
        !hasGlobalAriaAttribute(el, undefined) &&
        !hasTabIndex(el)
        ? 'presentation'
        : 'img';
    case 'input': {
      const type = inputType(el);
      if (type === 'email' || type === 'search' || type === 'tel' || type === 'text' || type === 'url') {
        // HTML § 4.10.5.1.? the `list` attribute: a suggestions source turns the field into a combobox.
        const list = idRef(el, el.attributes.list);
        if (list && list.tag === 'datalist') return 'combobox';
        return type === 'search' ? 'searchbox' : 'textbox';
      }
      if (type === 'hidden') return undefined;
      // HTML-AAM gives file inputs no role; browsers (and Playwright) report a button.
      if (type === 'file') return 'button';
      return INPUT_TYPE_ROLES[type] ?? 'textbox';
    }
    case 'ins':
      return 'insertion';
    case 'li':
      return 'listitem';
    case 'main':
      return 'main';
    case 'mark':
      return 'mark';
    case 'math':
      return 'math';
    case 'menu':
    case 'ol':
    case 'ul':
      return 'list';
    case 'meter':
      return 'meter';
    case 'nav':
      return 'navigation';
    case 'optgroup':
      return 'group';
    case 'option':
      return 'option';
    case 'output':
      return 'status';
    case 'p':
      return 'paragraph';
    case 'progress':
      return 'progressbar';
    case 'search':
      return 'search';
    case 'select': {
      const size = Number.parseInt(el.attributes.size ?? '', 10);
      return el.attributes.multiple !== undefined || size > 1 ? 'listbox' : 'combobox';
    }
    case 'strong':
      return 'strong';
    case 'sub':
      return 'subscript';
    case 'sup':
      return 'superscript';
    case 'table':
      return 'table';
    case 'tbody':
    case 'thead':
    case 'tfoot':
      return 'rowgroup';
    case 'td': {
      const table = closestCrossShadow(el, (node) => node.tag === 'table');
      const tableRole = table ? explicitRole(table) : undefined;
      return tableRole === 'grid' || tableRole === 'treegrid' ? 'gridcell' : 'cell';
    }
    case 'th':
      return tableHeaderRole(el);
    case 'textarea':
      return 'textbox';
    case 'time':
      return 'time';
    case 'tr':
      return 'row';
    default:
      return undefined;
  }
}

/**
 * The roles implicitRoleByTag may give each tag (`svg` and `a` in SVG, `math` in MathML too): an
 * element of any other tag has a role only through its `role` attribute, or none or presentation
 * from its parent. Role queries take their candidates from the page's tag index with it instead of
 * computing every element's role; a spec holds it to implicitRoleByTag.
 */
const IMPLICIT_ROLES_BY_TAG: Readonly<Record<string, readonly string[]>> = dictionary({
  a: ['link'],
  area: ['link'],
  article: ['article'],
  aside: ['complementary'],
  blockquote: ['blockquote'],
  button: ['button'],
  caption: ['caption'],
  code: ['code'],
  datalist: ['listbox'],
  dd: ['definition'],
  del: ['deletion'],
  details: ['group'],
  dfn: ['term'],
  dialog: ['dialog'],
  dt: ['term'],
  em: ['emphasis'],
  fieldset: ['group'],
  figure: ['figure'],
  footer: ['contentinfo'],
  form: ['form'],
  h1: ['heading'],
  h2: ['heading'],
  h3: ['heading'],
  h4: ['heading'],
  h5: ['heading'],
  h6: ['heading'],
  header: ['banner'],
  hr: ['separator'],
  html: ['document'],
  img: ['img', 'presentation'],
  input: ['button', 'checkbox', 'combobox', 'radio', 'searchbox', 'slider', 'spinbutton', 'textbox'],
  ins: ['insertion'],
  li: ['listitem'],
  main: ['main'],
  mark: ['mark'],
  math: ['math'],
  menu: ['list'],
  meter: ['meter'],
  nav: ['navigation'],
  ol: ['list'],
  optgroup: ['group'],
  option: ['option'],
  output: ['status'],
  p: ['paragraph'],
  progress: ['progressbar'],
  search: ['search'],
  section: ['region'],
  select: ['combobox', 'listbox'],
  strong: ['strong'],
  sub: ['subscript'],
  sup: ['superscript'],
  svg: ['img'],
  table: ['table'],
  tbody: ['rowgroup'],
  td: ['cell', 'gridcell'],
  textarea: ['textbox'],
  tfoot: ['rowgroup'],
  th: ['columnheader', 'rowheader'],
  thead: ['rowgroup'],
  time: ['time'],
  tr: ['row'],
  ul: ['list'],
});

const TAGS_BY_IMPLICIT_ROLE: ReadonlyMap<string, readonly string[]> = (() => {
  const tags = new Map<string, string[]>();
  for (const [tag, roles] of Object.entries(IMPLICIT_ROLES_BY_TAG)) {
    for (const role of roles) tags.set(role, [...(tags.get(role) ?? []), tag]);
  }
  return tags;
})();

/**
 * The tags whose elements may have `role` without a `role` attribute; undefined for none and
 * presentation, which a required-context child takes from its parent whatever its tag.
 *
 * @example
 * tagsWithImplicitRole('button') // ['button', 'input']
 */
export function tagsWithImplicitRole(role: string): readonly string[] | undefined {
  if (role === 'none' || role === 'presentation') return undefined;
  return TAGS_BY_IMPLICIT_ROLE.get(role) ?? [];
}

/**
 * Children that take a required-context parent's presentation role (WAI-ARIA 1.2 § 9.1). A Map:
 * every element with an implicit role looks its tag up here, and most tags are not in it (a miss
 * on an object literal walks its prototype chain).
 */
const PRESENTATION_INHERITANCE_PARENTS: ReadonlyMap<string, readonly string[]> = new Map([
  ['dd', ['dl', 'div']],
  ['div', ['dl']],
  ['dt', ['dl', 'div']],
  ['li', ['ol', 'ul']],
  ['tbody', ['table']],
  ['td', ['tr']],
  ['tfoot', ['table']],
  ['th', ['tr']],
  ['thead', ['table']],
  ['tr', ['thead', 'tbody', 'tfoot', 'table']],
]);

function implicitRole(el: WebElementNode): string | undefined {
  const role = implicitRoleByTag(el);
  if (!role) return undefined;
  let ancestor: WebElementNode = el;
  for (;;) {
    const parent = ancestor.composedParent;
    const parents = PRESENTATION_INHERITANCE_PARENTS.get(ancestor.tag);
    if (!parents || !parent || !parents.includes(parent.tag)) break;
    const parentRole = explicitRole(parent);
    if (
      (parentRole === 'none' || parentRole === 'presentation') &&
      !hasPresentationConflictResolution(parent, parentRole)
    )
      return parentRole;
    ancestor = parent;
  }
  return role;
}

/** WAI-ARIA 1.2 § 7.1: the first token of `role` that names a valid role. */
export function explicitRole(el: WebElementNode): string | undefined {
  const value = el.attributes.role;
  if (!value) return undefined;
  for (const token of value.split(' ')) {
    const role = token.trim();
    if (VALID_ROLES.has(role)) return role;
  }
  return undefined;
}

function hasPresentationConflictResolution(el: WebElementNode, role: string | undefined): boolean {
  return hasGlobalAriaAttribute(el, role) || isFocusable(el);
}

/** The element's ARIA role, or undefined when it has none (a generic element). */
export function computeRole(el: WebElementNode): string | undefined {
  const explicit = explicitRole(el);
  if (!explicit) return implicitRole(el);
  if (explicit === 'none' || explicit === 'presentation') {
    const implicit = implicitRole(el);
    if (hasPresentationConflictResolution(el, implicit)) return implicit;
  }
  return explicit;
}
