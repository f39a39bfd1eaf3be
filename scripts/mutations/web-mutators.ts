/**
 * Realistic refactor mutations of an HTML page, applied in memory to a parse5 tree. The target is
 * tracked by the private mark attribute (html-tree.TARGET_MARK); a mutator never copies the mark
 * onto another element. Each mutator says whether it applies to a target and returns a one-line
 * note of what it changed (shown in --verbose output and the findings file).
 */
import type { HumanView } from './describe.js';
import {
  allElements,
  appendChild,
  appendText,
  classesOf,
  cloneElement,
  createElement,
  createShadowHost,
  type Document,
  detach,
  type Element,
  elementChildren,
  findMarked,
  getAttr,
  indexTree,
  insertAfter,
  insertBefore,
  isElement,
  type ParentNode,
  parentElementOf,
  removeAttr,
  setAttr,
  stripMarks,
  TARGET_MARK,
  type TreeIndex,
} from './html-tree.js';
import { isHandWrittenToken } from './original-locators.js';
import type { Rng } from './prng.js';

export const WEB_MUTATION_KINDS = [
  'id-renamed',
  'id-removed',
  'wrapper-inserted',
  'classes-rehashed',
  'text-reworded',
  'tag-changed',
  'moved-into-shadow',
  'decoy-added',
  'id-swapped',
  'siblings-reordered',
  'target-deleted',
  'redesign',
] as const;
export type WebMutationKind = (typeof WEB_MUTATION_KINDS)[number];

export interface MutationContext {
  readonly doc: Document;
  readonly index: TreeIndex;
  readonly target: Element;
  readonly view: HumanView;
  readonly rng: Rng;
}

export interface WebMutator {
  readonly kind: WebMutationKind;
  applies(context: Omit<MutationContext, 'rng'>): boolean;
  /** Mutates the tree in place; returns what changed. */
  apply(context: MutationContext): string;
}

const TABLE_TAGS = new Set([
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'colgroup',
  'col',
]);
const LIST_ITEM_TAGS = new Set(['li', 'dt', 'dd', 'option', 'optgroup']);
const PHRASING_PARENTS = new Set([
  'p',
  'span',
  'a',
  'label',
  'button',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'em',
  'strong',
  'small',
  'b',
  'i',
  'summary',
  'legend',
]);

function labelsOf(target: Element, doc: Document): Element[] {
  const id = getAttr(target, 'id');
  if (!id) return [];
  return allElements(doc).filter((element) => element.tagName === 'label' && getAttr(element, 'for') === id);
}

function idTaken(doc: Document, id: string): boolean {
  return allElements(doc).some((element) => getAttr(element, 'id') === id);
}

function updateIdReferences(doc: Document, from: string, to: string | undefined): void {
  for (const element of allElements(doc)) {
    if (element.tagName === 'label' && getAttr(element, 'for') === from) {
      if (to) setAttr(element, 'for', to);
      else removeAttr(element, 'for');
    }
    for (const attr of ['aria-labelledby', 'aria-describedby', 'aria-controls']) {
      const value = getAttr(element, attr);
      if (!value) continue;
      const tokens = value
        .split(/\s+/)
        .map((token) => (token === from ? to : token))
        .filter(Boolean);
      if (tokens.length > 0) setAttr(element, attr, tokens.join(' '));
      else removeAttr(element, attr);
    }
  }
}

function camelCase(id: string): string {
  return id.replace(/[-_]+([a-zA-Z0-9])/g, (_, ch: string) => ch.toUpperCase());
}

function kebabCase(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

function renamedId(id: string, rng: Rng): string {
  const options = [
    camelCase(id),
    kebabCase(id),
    `${kebabCase(id)}-v2`,
    `${rng.pick(['app', 'ui', 'page', 'main'])}-${kebabCase(id)}`,
    kebabCase(id).replace(
      /(btn|button|link|input|field)/,
      (word) => ({ btn: 'button', button: 'btn', link: 'lnk', input: 'field', field: 'input' })[word] ?? word,
    ),
  ].filter((candidate) => candidate !== id);
  return rng.pick(options.length > 0 ? options : [`${id}-new`]);
}

const idRenamed: WebMutator = {
  kind: 'id-renamed',
  applies: ({ target }) => isHandWrittenToken(getAttr(target, 'id') ?? ''),
  apply: ({ doc, target, rng }) => {
    const from = getAttr(target, 'id')!;
    let to = renamedId(from, rng);
    while (idTaken(doc, to)) to = `${to}-x`;
    setAttr(target, 'id', to);
    updateIdReferences(doc, from, to);
    return `id "${from}" renamed to "${to}" (labels and aria references follow)`;
  },
};

const idRemoved: WebMutator = {
  kind: 'id-removed',
  applies: ({ target }) => getAttr(target, 'id') !== undefined && getAttr(target, 'id') !== '',
  apply: ({ doc, target }) => {
    const from = getAttr(target, 'id')!;
    const labels = labelsOf(target, doc);
    removeAttr(target, 'id');
    // A label that pointed at the id now wraps the control (implicit labelling), as component refactors do.
    const label = labels[0];
    if (label && label.parentNode === target.parentNode) {
      removeAttr(label, 'for');
      appendText(label, ' ');
      appendChild(label, target);
      updateIdReferences(doc, from, undefined);
      return `id "${from}" removed; the control moved inside its <label>`;
    }
    updateIdReferences(doc, from, undefined);
    return `id "${from}" removed`;
  },
};

function wrapTarget(node: Element): Element {
  const parent = node.parentNode;
  let phrasing = false;
  for (let up: ParentNode | null = parent; up && isElement(up); up = up.parentNode) {
    if (PHRASING_PARENTS.has(up.tagName)) phrasing = true;
    if (up.tagName === 'body') break;
  }
  return createElement(phrasing ? 'span' : 'div', {});
}

const wrapperInserted: WebMutator = {
  kind: 'wrapper-inserted',
  applies: ({ target }) => Boolean(target.parentNode),
  apply: ({ target, index, rng }) => {
    const parent = parentElementOf(target, index);
    const wrapParent =
      parent &&
      rng.next() < 0.5 &&
      !['body', 'html', 'form', 'main'].includes(parent.tagName) &&
      !TABLE_TAGS.has(parent.tagName) &&
      !LIST_ITEM_TAGS.has(parent.tagName) &&
      parent.parentNode &&
      isElement(parent.parentNode);
    const node = wrapParent ? parent : target;
    const wrapper = wrapTarget(node);
    setAttr(
      wrapper,
      'class',
      rng.pick(['wrapper', 'container', 'flex-row', 'inner', 'stack', 'slot-wrapper']),
    );
    insertBefore(node, wrapper);
    appendChild(wrapper, node);
    return `<${wrapper.tagName} class="${getAttr(wrapper, 'class')}"> inserted around the ${wrapParent ? `target's parent <${node.tagName}>` : 'target'}`;
  },
};

function hashClass(rng: Rng): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (let i = 0; i < 6; i++) out += alphabet[rng.int(alphabet.length)];
  return rng.next() < 0.7 ? `css-${out}` : `sc-${out.slice(0, 5)}`;
}

const classesRehashed: WebMutator = {
  kind: 'classes-rehashed',
  applies: ({ target, index }) => {
    let up: Element | undefined = target;
    for (let depth = 0; up && depth < 3; up = parentElementOf(up, index), depth++)
      if (classesOf(up).length > 0) return true;
    return false;
  },
  apply: ({ target, index, rng }) => {
    let changed = 0;
    let up: Element | undefined = target;
    for (
      let depth = 0;
      up && depth < 3 && !['body', 'html'].includes(up.tagName);
      up = parentElementOf(up, index), depth++
    ) {
      const classes = classesOf(up);
      if (classes.length === 0) continue;
      setAttr(up, 'class', classes.map(() => hashClass(rng)).join(' '));
      changed += classes.length;
    }
    return `${changed} classes on the target and its two nearest ancestors replaced by build hashes (css-xxxxxx)`;
  },
};

/** Rewordings a product team actually ships; the first matching phrase (longest first) is replaced. */
export const SYNONYMS: readonly (readonly [string, string])[] = [
  ['add to cart', 'add to bag'],
  ['forgot password', 'reset password'],
  ['continue reading', 'read more'],
  ['read more', 'continue reading'],
  ['sign in', 'log in'],
  ['log in', 'sign in'],
  ['login', 'sign in'],
  ['sign up', 'create account'],
  ['register', 'sign up'],
  ['log out', 'sign out'],
  ['logout', 'sign out'],
  ['sign out', 'log out'],
  ['submit', 'send'],
  ['send', 'submit'],
  ['delete', 'remove'],
  ['remove', 'delete'],
  ['search', 'find'],
  ['cancel', 'dismiss'],
  ['close', 'dismiss'],
  ['next', 'continue'],
  ['previous', 'back'],
  ['edit', 'modify'],
  ['settings', 'preferences'],
  ['profile', 'account'],
  ['home', 'start'],
  ['help', 'support'],
  ['contact', 'get in touch'],
  ['subscribe', 'join'],
  ['download', 'get'],
  ['share', 'send to'],
  ['view all', 'see all'],
  ['see all', 'view all'],
  ['show more', 'load more'],
  ['more', 'other'],
  ['email address', 'e-mail'],
  ['full name', 'your name'],
  ['export', 'download'],
  ['invite', 'add'],
  ['filter', 'narrow'],
  ['products', 'catalog'],
  ['about', 'our story'],
  ['documentation', 'docs'],
  ['docs', 'guides'],
  ['pricing', 'plans'],
  ['dashboard', 'overview'],
  ['users', 'members'],
  ['reports', 'analytics'],
  ['comments', 'replies'],
  ['reply', 'respond'],
  ['follow', 'subscribe'],
  ['upload', 'attach'],
  ['create', 'new'],
  ['save', 'apply'],
  ['apply', 'confirm'],
  ['menu', 'navigation'],
  ['password', 'passphrase'],
  ['privacy', 'data protection'],
  ['terms', 'conditions'],
  ['news', 'updates'],
  ['jobs', 'careers'],
  ['careers', 'jobs'],
  ['blog', 'articles'],
  ['company', 'organisation'],
  ['message', 'note'],
  ['messages', 'inbox'],
  ['notifications', 'alerts'],
];

function matchCase(replacement: string, original: string): string {
  if (original === original.toUpperCase() && /[A-Z]/.test(original)) return replacement.toUpperCase();
  if (original.split(' ').every((word) => /^[A-Z]/.test(word)) && original.includes(' '))
    return replacement.replace(/\b\w/g, (ch) => ch.toUpperCase());
  if (/^[A-Z]/.test(original)) return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return replacement;
}

interface TextSlot {
  read(): string;
  write(value: string): void;
}

/** Where the visible label lives: text nodes of the element (or its label), a button value, a placeholder. */
function textSlots(target: Element, doc: Document): TextSlot[] {
  const slots: TextSlot[] = [];
  const textNodesOf = (root: ParentNode): void => {
    for (const child of root.childNodes) {
      if (child.nodeName === '#text') {
        const node = child as { value: string };
        slots.push({
          read: () => node.value,
          write: (value) => {
            node.value = value;
          },
        });
      } else if (isElement(child) && !['script', 'style', 'select', 'textarea'].includes(child.tagName))
        textNodesOf(child);
    }
  };
  if (['input', 'select', 'textarea'].includes(target.tagName)) {
    const type = (getAttr(target, 'type') ?? '').toLowerCase();
    if (['submit', 'button', 'reset'].includes(type)) {
      slots.push({
        read: () => getAttr(target, 'value') ?? (type === 'submit' ? 'Submit' : ''),
        write: (v) => setAttr(target, 'value', v),
      });
      return slots;
    }
    for (const label of labelsOf(target, doc)) textNodesOf(label);
    if (target.parentNode && isElement(target.parentNode) && target.parentNode.tagName === 'label')
      textNodesOf(target.parentNode);
    if (getAttr(target, 'placeholder'))
      slots.push({
        read: () => getAttr(target, 'placeholder') ?? '',
        write: (v) => setAttr(target, 'placeholder', v),
      });
    return slots;
  }
  textNodesOf(target);
  if (getAttr(target, 'aria-label'))
    slots.push({
      read: () => getAttr(target, 'aria-label') ?? '',
      write: (v) => setAttr(target, 'aria-label', v),
    });
  return slots;
}

/** Words that are only renamed when they are the whole label ("About" → "Our story", not "About sharing"). */
export const WHOLE_LABEL_ONLY = new Set([
  'about',
  'more',
  'home',
  'help',
  'news',
  'blog',
  'company',
  'message',
  'messages',
  'next',
  'previous',
  'back',
  'share',
  'create',
  'new',
  'follow',
  'contact',
  'users',
  'reports',
  'products',
  'dashboard',
  'docs',
  'terms',
  'privacy',
  'send',
  'apply',
  'menu',
]);

/** A label a product team would reword: words, not a URL, a domain or a sentence. */
export function rewordable(text: string, phrase: string): boolean {
  const trimmed = text.trim();
  if (/\w[./@]\w/.test(trimmed)) return false;
  if (WHOLE_LABEL_ONLY.has(phrase)) return trimmed.toLowerCase() === phrase;
  const leading = new RegExp(`^${phrase.replace(/ /g, '\\s+')}(?=$|[^\\p{L}])`, 'iu');
  return leading.test(trimmed) || trimmed.split(/\s+/).length <= 3;
}

function findRewording(slots: TextSlot[]): { slot: TextSlot; from: RegExp; to: string; phrase: string }[] {
  const out: { slot: TextSlot; from: RegExp; to: string; phrase: string }[] = [];
  for (const [phrase, replacement] of SYNONYMS) {
    const pattern = new RegExp(`(^|[^\\p{L}])(${phrase.replace(/ /g, '\\s+')})(?=$|[^\\p{L}])`, 'iu');
    for (const slot of slots) {
      const text = slot.read().trim();
      if (pattern.test(text) && rewordable(text, phrase))
        out.push({ slot, from: pattern, to: replacement, phrase });
    }
    if (out.length > 0) return out;
  }
  return out;
}

const textReworded: WebMutator = {
  kind: 'text-reworded',
  applies: ({ doc, target }) => findRewording(textSlots(target, doc)).length > 0,
  apply: ({ doc, target }) => {
    const edits = findRewording(textSlots(target, doc));
    let note = '';
    for (const edit of edits) {
      const before = edit.slot.read();
      const after = before.replace(
        edit.from,
        (_all, lead: string, found: string) => `${lead}${matchCase(edit.to, found)}`,
      );
      edit.slot.write(after);
      note = `label reworded "${before.trim().slice(0, 40)}" → "${after.trim().slice(0, 40)}"`;
    }
    return note;
  },
};

function retag(target: Element, tagName: string): void {
  target.tagName = tagName;
  target.nodeName = tagName;
}

const tagChanged: WebMutator = {
  kind: 'tag-changed',
  applies: ({ target }) => {
    const role = getAttr(target, 'role');
    const type = (getAttr(target, 'type') ?? '').toLowerCase();
    return (
      (target.tagName === 'a' && getAttr(target, 'href') !== undefined) ||
      target.tagName === 'button' ||
      (['div', 'span'].includes(target.tagName) && role === 'button') ||
      (target.tagName === 'input' && ['submit', 'button'].includes(type) && Boolean(getAttr(target, 'value')))
    );
  },
  apply: ({ target }) => {
    const from = target.tagName;
    if (from === 'a') {
      removeAttr(target, 'href');
      removeAttr(target, 'target');
      retag(target, 'button');
      setAttr(target, 'type', 'button');
      return '<a href> became <button type="button"> (client-side navigation)';
    }
    if (from === 'button') {
      retag(target, 'a');
      removeAttr(target, 'type');
      setAttr(target, 'href', '#');
      setAttr(target, 'role', 'button');
      return '<button> became <a href="#" role="button">';
    }
    if (from === 'input') {
      const value = getAttr(target, 'value') ?? '';
      retag(target, 'button');
      removeAttr(target, 'value');
      appendText(target, value);
      return `<input type="${getAttr(target, 'type')}" value="${value}"> became <button>${value}</button>`;
    }
    removeAttr(target, 'role');
    removeAttr(target, 'tabindex');
    retag(target, 'button');
    setAttr(target, 'type', 'button');
    return `<${from} role="button"> became a native <button>`;
  },
};

/** Elements a `<label>` names by wrapping them (HTML "labelable elements"). */
const LABELABLE_TAGS = new Set(['input', 'select', 'textarea', 'button', 'meter', 'output', 'progress']);

/** The `<label>` that names the target by wrapping it (no `for`, or `for` its own id), if any. */
function wrappingLabelOf(target: Element): Element | undefined {
  if (!LABELABLE_TAGS.has(target.tagName)) return undefined;
  for (let up: ParentNode | null = target.parentNode; up && isElement(up); up = up.parentNode) {
    if (up.tagName === 'label') {
      const forId = getAttr(up, 'for');
      return forId === undefined || forId === getAttr(target, 'id') ? up : undefined;
    }
    if (up.tagName === 'body') return undefined;
  }
  return undefined;
}

const SHADOW_HOSTS = ['ui-button', 'app-card', 'x-toolbar', 'acme-field', 'ds-action', 'my-widget'];

const movedIntoShadow: WebMutator = {
  kind: 'moved-into-shadow',
  applies: ({ target }) => Boolean(target.parentNode) && !TABLE_TAGS.has(target.tagName),
  apply: ({ doc, target, rng }) => {
    const hostTag = rng.pick(SHADOW_HOSTS);
    const { host, root } = createShadowHost(hostTag);
    const parent = target.parentNode as ParentNode;
    const wrapping = wrappingLabelOf(target);
    if (wrapping?.parentNode) {
      // A control inside its <label> (implicit labelling) moves with that label, for the same
      // reason as below: a component that takes the control and leaves its label outside would
      // ship a field that names nothing.
      insertBefore(wrapping, host);
      appendChild(root, wrapping);
      return `the target and the <label> wrapping it moved into the open shadow root of a new <${hostTag}>`;
    }
    const labels = labelsOf(target, doc).filter((label) => label.parentNode === parent);
    const parentIsSafe =
      isElement(parent) &&
      !TABLE_TAGS.has(parent.tagName) &&
      !['select', 'ul', 'ol', 'html', 'body'].includes(parent.tagName);
    if (labels.length > 0 && parentIsSafe) {
      // The component takes its label along, so the label still names the control inside the root.
      const children = [...parent.childNodes];
      appendChild(parent, host);
      for (const child of children) appendChild(root, child);
      return `the target's field group moved into the open shadow root of a new <${hostTag}>`;
    }
    insertBefore(target, host);
    appendChild(root, target);
    return `the target moved into the open shadow root of a new <${hostTag}>`;
  },
};

const DECOY_SECTIONS = ['Recommended for you', 'Customers also viewed', 'Trending now', 'You may also like'];
const DECOY_ITEMS = ['Canvas Tote Bag', 'Travel Mug', 'Wireless Earbuds', 'Desk Lamp', 'Notebook Set'];

function topLevelAncestor(target: Element, index: TreeIndex): Element | undefined {
  let node: Element | undefined = target;
  while (node) {
    const parent = parentElementOf(node, index);
    if (!parent) return undefined;
    if (parent.tagName === 'body') return node;
    node = parent;
  }
  return undefined;
}

const decoyAdded: WebMutator = {
  kind: 'decoy-added',
  applies: ({ target, index, view }) =>
    view.section !== undefined && topLevelAncestor(target, index) !== undefined,
  apply: ({ doc, target, index, rng }) => {
    const anchor = topLevelAncestor(target, index)!;
    const heading = rng.pick(DECOY_SECTIONS);
    const section = createElement('section', { class: 'recommendations' });
    const title = createElement('h2');
    appendText(title, heading);
    appendChild(section, title);
    const card = createElement('div', { class: 'product-card' });
    const name = createElement('h3');
    appendText(name, rng.pick(DECOY_ITEMS));
    appendChild(card, name);
    // No copy may carry the harness mark: the judge would count the decoy as the target.
    const unmarked = (element: Element): Element => {
      stripMarks(element as unknown as ParentNode);
      return element;
    };
    const keepTestId = rng.next() < 0.5;
    const originalId = getAttr(target, 'id');
    // The decoy control: a renamed id (a page keeps ids unique), the test id kept half the time.
    const asDecoy = (control: Element): void => {
      if (originalId) setAttr(control, 'id', `${originalId}-rec-1`);
      if (!keepTestId)
        for (const attr of ['data-testid', 'data-test', 'data-qa', 'data-cy', 'data-test-id'])
          removeAttr(control, attr);
    };
    const copy = unmarked(cloneElement(target));
    asDecoy(copy);
    let copied = false;
    if (['input', 'select', 'textarea'].includes(target.tagName)) {
      for (const label of labelsOf(target, doc)) {
        const labelCopy = unmarked(cloneElement(label));
        if (originalId) setAttr(labelCopy, 'for', `${originalId}-rec-1`);
        // A label that wraps its control already holds the decoy's copy of it.
        const wrapped = allElements(labelCopy as unknown as ParentNode).find(
          (inner) =>
            inner !== labelCopy && inner.tagName === target.tagName && getAttr(inner, 'id') === originalId,
        );
        if (wrapped) {
          asDecoy(wrapped);
          copied = true;
        }
        appendChild(card, labelCopy);
      }
    }
    if (!copied) appendChild(card, copy);
    appendChild(section, card);
    if (rng.next() < 0.5) insertAfter(anchor, section);
    else insertBefore(anchor, section);
    return `a "${heading}" strip with a same-looking <${copy.tagName}>${keepTestId ? ' (same test id)' : ''} added ${
      section.parentNode &&
      elementChildren(section.parentNode).indexOf(section) <
        elementChildren(section.parentNode).indexOf(anchor)
        ? 'before'
        : 'after'
    } the target's section`;
  },
};

function swapPartner(target: Element, index: TreeIndex): Element | undefined {
  const interactive = (element: Element): boolean =>
    element !== target && ['a', 'button', 'input', 'select', 'textarea'].includes(element.tagName);
  for (
    let up = parentElementOf(target, index), depth = 0;
    up && depth < 3;
    up = parentElementOf(up, index), depth++
  ) {
    const partner = allElements(up).find(interactive);
    if (partner) return partner;
  }
  return undefined;
}

const idSwapped: WebMutator = {
  kind: 'id-swapped',
  applies: ({ target, index }) =>
    isHandWrittenToken(getAttr(target, 'id') ?? '') && swapPartner(target, index) !== undefined,
  apply: ({ doc, target, index }) => {
    const partner = swapPartner(target, index)!;
    const targetId = getAttr(target, 'id')!;
    const partnerId = getAttr(partner, 'id');
    const targetLabels = labelsOf(target, doc);
    const partnerLabels = labelsOf(partner, doc);
    setAttr(partner, 'id', targetId);
    if (partnerId) setAttr(target, 'id', partnerId);
    else removeAttr(target, 'id');
    // Labels keep naming the element they sit next to.
    for (const label of targetLabels) {
      if (partnerId) setAttr(label, 'for', partnerId);
      else removeAttr(label, 'for');
    }
    for (const label of partnerLabels) setAttr(label, 'for', targetId);
    return `id "${targetId}" moved to a neighbouring <${partner.tagName}>${partnerId ? ` (the target took "${partnerId}")` : ''}`;
  },
};

function reorderItem(target: Element, index: TreeIndex): Element | undefined {
  let node: Element | undefined = target;
  for (let depth = 0; node && depth < 5; depth++) {
    const parent = node.parentNode;
    if (parent && (isElement(parent) || parent.nodeName === '#document-fragment')) {
      const current: Element = node;
      const siblings = elementChildren(parent).filter((sibling) => sibling.tagName === current.tagName);
      if (
        siblings.length >= 2 &&
        siblings.length <= 30 &&
        !['html', 'body', 'head', 'p'].includes(current.tagName)
      )
        return current;
    }
    node = parentElementOf(node, index);
  }
  return undefined;
}

const siblingsReordered: WebMutator = {
  kind: 'siblings-reordered',
  applies: ({ target, index }) => reorderItem(target, index) !== undefined,
  apply: ({ target, index, rng }) => {
    const item = reorderItem(target, index)!;
    const parent = item.parentNode as ParentNode;
    const siblings = elementChildren(parent).filter((sibling) => sibling.tagName === item.tagName);
    const from = siblings.indexOf(item);
    const choices = siblings.map((_, i) => i).filter((i) => i !== from);
    const to = rng.pick(choices);
    const reference = siblings[to]!;
    if (to < from) insertBefore(reference, item);
    else insertAfter(reference, item);
    return `the <${item.tagName}> holding the target moved from position ${from + 1} to ${to + 1} of ${siblings.length}`;
  },
};

const targetDeleted: WebMutator = {
  kind: 'target-deleted',
  applies: () => true,
  apply: ({ doc, target }) => {
    const labels = labelsOf(target, doc);
    for (const label of labels) detach(label);
    const parent = target.parentNode;
    detach(target);
    if (parent && isElement(parent) && parent.tagName === 'label') detach(parent);
    return `target <${target.tagName}> deleted${labels.length > 0 ? ' with its label' : ''}`;
  },
};

/**
 * What one release of a redesign changes at once: two or three of the single refactors above,
 * in the order a team would make them (markup, then ids, styling, copy and controls). Each step
 * sees the page the previous one left, and only steps that still apply are taken. No decoy, no
 * shadow root: those are separate kinds, and a redesign is about the target's own markup.
 */
const REDESIGN_STEPS = [
  'wrapper-inserted',
  'siblings-reordered',
  'id-renamed',
  'id-removed',
  'classes-rehashed',
  'text-reworded',
  'tag-changed',
] as const satisfies readonly WebMutationKind[];

const redesign: WebMutator = {
  kind: 'redesign',
  applies: (context) =>
    REDESIGN_STEPS.filter((kind) => kind !== 'id-removed' && WEB_MUTATORS[kind].applies(context)).length >= 2,
  apply: ({ doc, target, view, rng }) => {
    const mark = getAttr(target, TARGET_MARK);
    const count = rng.pick([2, 2, 3]);
    // One id change at most: a renamed id and a removed one are two versions of the same step.
    const idStep = rng.pick(['id-renamed', 'id-removed'] as const);
    const chosen = new Set(
      rng
        .shuffle(REDESIGN_STEPS.filter((kind) => !kind.startsWith('id-') || kind === idStep))
        .slice(0, count + 2),
    );
    const notes: string[] = [];
    let current = target;
    for (const kind of REDESIGN_STEPS) {
      if (notes.length >= count || !chosen.has(kind)) continue;
      const context = { doc, index: indexTree(doc), target: current, view };
      if (!WEB_MUTATORS[kind].applies(context)) continue;
      notes.push(`${kind}: ${WEB_MUTATORS[kind].apply({ ...context, rng: rng.fork(kind) })}`);
      // A step may replace the element (a new tag): the mark says which one is the target now.
      const found = mark === undefined ? undefined : findMarked(doc, mark);
      if (found) current = found;
    }
    return notes.join(' + ');
  },
};

export const WEB_MUTATORS: Readonly<Record<WebMutationKind, WebMutator>> = {
  'id-renamed': idRenamed,
  'id-removed': idRemoved,
  'wrapper-inserted': wrapperInserted,
  'classes-rehashed': classesRehashed,
  'text-reworded': textReworded,
  'tag-changed': tagChanged,
  'moved-into-shadow': movedIntoShadow,
  'decoy-added': decoyAdded,
  'id-swapped': idSwapped,
  'siblings-reordered': siblingsReordered,
  'target-deleted': targetDeleted,
  redesign,
};
