/**
 * Code that runs inside the page. Kept as plain JavaScript source and turned into functions
 * here, so what reaches the browser is exactly this text whatever compiles the library (tsc,
 * tsx/esbuild with keepNames, Playwright's Babel), none of which may inject helpers into it.
 */

/** Wraps a function's source into a function whose `toString()` is exactly that source. */
function pageFunction<Args extends unknown[], Result>(source: string): (...args: Args) => Result {
  return new Function(`return (${source});`)() as (...args: Args) => Result;
}

/**
 * The element path of `el` in the format of the engine's TargetSummary.path:
 * element-child indexes from the document, '#shadow' entering an open shadow root.
 */
const ELEMENT_PATH_SOURCE = `function healwrightElementPath(el) {
  const parts = [];
  let node = el;
  while (node) {
    const parent = node.parentNode;
    if (!parent) break;
    const index = Array.prototype.indexOf.call(parent.children, node);
    parts.unshift(String(index));
    if (parent.nodeType === 11 && parent.host) { parts.unshift('#shadow'); node = parent.host; continue; }
    if (parent.nodeType === 9) break;
    node = parent;
  }
  return parts.join('/');
}`;

/** Facts the engine's matchDescription reads: tag, ARIA role, accessible name, text, attributes. */
const ELEMENT_FACTS_SOURCE = `function healwrightElementFacts(el) {
  const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const cap = (s) => (s.length > 200 ? s.slice(0, 200) : s);
  const tag = el.localName;
  const type = (el.getAttribute('type') || '').toLowerCase();
  const implicitRole = () => {
    switch (tag) {
      case 'a': case 'area': return el.hasAttribute('href') ? 'link' : undefined;
      case 'button': case 'summary': return 'button';
      case 'input':
        if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
        if (type === 'checkbox') return 'checkbox';
        if (type === 'radio') return 'radio';
        if (type === 'range') return 'slider';
        if (type === 'number') return 'spinbutton';
        if (type === 'search') return el.hasAttribute('list') ? 'combobox' : 'searchbox';
        if (['', 'text', 'email', 'tel', 'url'].includes(type)) return el.hasAttribute('list') ? 'combobox' : 'textbox';
        return undefined;
      case 'select': return el.multiple || el.size > 1 ? 'listbox' : 'combobox';
      case 'textarea': return 'textbox';
      case 'h1': case 'h2': case 'h3': case 'h4': case 'h5': case 'h6': return 'heading';
      case 'img': return el.getAttribute('alt') === '' ? 'presentation' : 'img';
      case 'nav': return 'navigation';
      case 'main': return 'main';
      case 'header': return 'banner';
      case 'footer': return 'contentinfo';
      case 'aside': return 'complementary';
      case 'form': return 'form';
      case 'ul': case 'ol': case 'menu': return 'list';
      case 'li': return 'listitem';
      case 'table': return 'table';
      case 'tr': return 'row';
      case 'td': return 'cell';
      case 'th': return 'columnheader';
      case 'dialog': return 'dialog';
      case 'option': return 'option';
      case 'progress': return 'progressbar';
      case 'hr': return 'separator';
      case 'article': return 'article';
      case 'fieldset': case 'details': return 'group';
      case 'output': return 'status';
      case 'section': return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : undefined;
      default: return undefined;
    }
  };
  const role = (el.getAttribute('role') || '').trim().split(/\\s+/)[0] || implicitRole();
  const root = el.getRootNode();
  const byId = (id) => (root.getElementById ? root.getElementById(id) : document.getElementById(id));
  let name = '';
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) name = norm(labelledBy.split(/\\s+/).map((id) => { const t = byId(id); return t ? t.textContent : ''; }).join(' '));
  if (!name) name = norm(el.getAttribute('aria-label'));
  if (!name && el.labels && el.labels.length) name = norm(Array.from(el.labels).map((l) => l.textContent).join(' '));
  if (!name && (tag === 'img' || tag === 'area' || (tag === 'input' && type === 'image'))) name = norm(el.getAttribute('alt'));
  if (!name && tag === 'input' && ['button', 'submit', 'reset'].includes(type)) name = norm(el.value || (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : ''));
  const fromContent = ['button', 'link', 'heading', 'tab', 'menuitem', 'option', 'cell', 'columnheader', 'checkbox', 'radio', 'listitem', 'switch', 'treeitem'];
  if (!name && fromContent.includes(role || '')) name = norm(el.innerText !== undefined ? el.innerText : el.textContent);
  if (!name) name = norm(el.getAttribute('title'));
  if (!name && ['input', 'textarea'].includes(tag)) name = norm(el.getAttribute('placeholder'));
  const text = norm(el.innerText !== undefined && el.innerText !== '' ? el.innerText : el.textContent);
  const attributes = {};
  const attrs = el.attributes;
  for (let i = 0; i < attrs.length && i < 40; i++) attributes[attrs[i].name] = cap(attrs[i].value);
  const facts = { tag, attributes };
  if (role) facts.role = role;
  if (name) facts.name = cap(name);
  if (text) facts.text = cap(text);
  return facts;
}`;

/** What one live check returns: the match count, and for a single match its facts and path. */
export interface LiveInspection {
  readonly count: number;
  readonly facts?: {
    readonly tag: string;
    readonly role?: string;
    readonly name?: string;
    readonly text?: string;
    readonly attributes: Readonly<Record<string, string>>;
  };
  readonly path?: string;
}

/** `locator.evaluateAll(INSPECT_ELEMENTS)`: one round trip answers "how many, and which one". */
export const INSPECT_ELEMENTS = pageFunction<[Element[]], LiveInspection>(`(elements) => {
  const elementPath = ${ELEMENT_PATH_SOURCE};
  const elementFacts = ${ELEMENT_FACTS_SOURCE};
  if (elements.length !== 1) return { count: elements.length };
  return { count: 1, facts: elementFacts(elements[0]), path: elementPath(elements[0]) };
}`);

/** `locator.evaluate(ELEMENT_PATH)`. */
export const ELEMENT_PATH = pageFunction<[Element], string>(ELEMENT_PATH_SOURCE);

/** What a capture returns from the page. */
export interface PageSnapshot {
  readonly html: string;
  readonly url: string;
  readonly title: string;
  readonly openShadowRoots: number;
  /** Roots created closed but opened by the opt-in init script. */
  readonly exposedClosedShadowRoots: number;
  readonly usedGetHTML: boolean;
}

/**
 * Serializes the document with every open shadow root as `<template shadowrootmode="open">`:
 * `getHTML({ serializableShadowRoots: true, shadowRoots })` after walking all open roots
 * (`page.content()` would return the light DOM only).
 */
export const SNAPSHOT_DOCUMENT = pageFunction<[], PageSnapshot>(`() => {
  const exposed = window.__healwrightClosedShadowHosts;
  const roots = [];
  let exposedCount = 0;
  const walk = (root) => {
    const all = root.querySelectorAll('*');
    for (let i = 0; i < all.length; i++) {
      const shadow = all[i].shadowRoot;
      if (!shadow) continue;
      roots.push(shadow);
      if (exposed && exposed.has(all[i])) exposedCount++;
      walk(shadow);
    }
  };
  walk(document);
  const el = document.documentElement;
  let attrs = '';
  for (const a of Array.from(el.attributes)) attrs += ' ' + a.name + '="' + a.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;') + '"';
  const doctype = document.doctype ? '<!DOCTYPE ' + document.doctype.name + '>' : '';
  const canGetHTML = typeof el.getHTML === 'function';
  const inner = canGetHTML ? el.getHTML({ serializableShadowRoots: true, shadowRoots: roots }) : el.innerHTML;
  return {
    html: doctype + '<' + el.localName + attrs + '>' + inner + '</' + el.localName + '>',
    url: location.href,
    title: document.title,
    openShadowRoots: roots.length,
    exposedClosedShadowRoots: exposedCount,
    usedGetHTML: canGetHTML,
  };
}`);

/**
 * The opt-in init script (`exposeClosedShadowRoots: true`): shadow roots the page asks to be
 * closed are created open and their hosts remembered, so capture, the engine and Playwright's
 * locators can see inside them. Runs before any page script.
 */
export const EXPOSE_CLOSED_SHADOW_ROOTS_SCRIPT = `(() => {
  if (window.__healwrightClosedShadowHosts) return;
  const hosts = new WeakSet();
  Object.defineProperty(window, '__healwrightClosedShadowHosts', { value: hosts, enumerable: false });
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    if (init && init.mode === 'closed') {
      hosts.add(this);
      return attachShadow.call(this, Object.assign({}, init, { mode: 'open' }));
    }
    return attachShadow.call(this, init);
  };
})();`;
