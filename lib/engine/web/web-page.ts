/**
 * The parsed web page every engine stage stands on: one flat array of elements in document
 * order, light DOM and open shadow content together, each element knowing its scope, its path
 * and (lazily, memoized) its text, ARIA role and accessible name.
 *
 * Why classes here (STYLE.md prefers data): each element owns lazy memoized facts (text, role,
 * name, path) that would cost seconds to precompute on a 5 MB page but are cheap on demand; a
 * class with private memo fields is the plainest way to hold them. The public surface is the
 * readonly `WebElement` / `WebPage` interfaces.
 */
import { computeAccessibleName } from './accessible-name.js';
import { computeRole } from './roles.js';
import { composedTextHead, computeComposedText, computeMatchText, normalizeWhitespace } from './text.js';

/** A child node of an element or shadow root: an element, or the raw text of a text node. */
export type WebChildNode = WebElement | string;

export interface WebShadowRoot {
  readonly mode: 'open';
  /** 1-based scope number of this root (0 is the document). */
  readonly scope: number;
  readonly host: WebElement;
  readonly children: readonly WebElement[];
  readonly nodes: readonly WebChildNode[];
  /** Index in `page.elements` of the first element inside this root (== end + 1 when empty). */
  readonly start: number;
}

export type WebNamespace = 'html' | 'svg' | 'mathml';

export interface WebElement {
  /** Position in `page.elements` (composed document order). */
  readonly index: number;
  /** Lower-case tag name. */
  readonly tag: string;
  readonly namespace: WebNamespace;
  /** Attribute name → value, in a prototype-free record. */
  readonly attributes: Readonly<Record<string, string>>;
  /** Parent element in the same scope; undefined for <html> and for a shadow root's top-level children. */
  readonly parent: WebElement | undefined;
  /** For a shadow root's top-level children: the shadow host. */
  readonly host: WebElement | undefined;
  /** Element children in this element's own scope (light children; never shadow content). */
  readonly children: readonly WebElement[];
  /** Element and text children in order. */
  readonly nodes: readonly WebChildNode[];
  /** The open shadow root declared with `<template shadowrootmode="open">`. */
  readonly shadowRoot: WebShadowRoot | undefined;
  /** True when the element hosts a closed shadow root (its content is in no query). */
  readonly hasClosedShadowRoot: boolean;
  /** 0 = document, n = the nth open shadow root in document order. */
  readonly scope: number;
  /** Index among its parent's (or shadow root's, or the document's) element children. */
  readonly childIndex: number;
  /** Composed depth (html = 0; shadow top-level children are one deeper than their host). */
  readonly depth: number;
  /** Index of the last element of the composed subtree (light descendants, then shadow content). */
  readonly end: number;
  /** The agreed element path, e.g. `0/1/4/#shadow/0/2`. */
  readonly path: string;
  /** This element's own text nodes, whitespace-normalised. */
  readonly ownText: string;
  /** Rendered-ish text: composed (slots flattened), script/style/template/noscript excluded, normalised. */
  readonly text: string;
  /** `text.slice(0, limit)`, without building the rest of a long container's text. */
  textHead(limit: number): string;
  /** ARIA role per ARIA in HTML / HTML-AAM and Playwright's rules; undefined = no role (generic). */
  readonly role: string | undefined;
  /** Accessible name per accname 1.2 as Playwright computes it (hidden content excluded). */
  readonly name: string;
  readonly page: WebPage;
}

export interface WebPage {
  /** Every element in composed document order: light DOM, each host's shadow content after its light subtree. */
  readonly elements: readonly WebElement[];
  /** The <html> element. */
  readonly root: WebElement;
  readonly head: WebElement | undefined;
  readonly body: WebElement | undefined;
  /** Hosts of closed shadow roots (their content is not part of the page model). */
  readonly closedShadowHosts: readonly WebElement[];
  /** Hosts of open shadow roots, in document order. */
  readonly shadowHosts: readonly WebElement[];
  /** Length of the source that was parsed. */
  readonly sourceLength: number;
  elementByPath(path: string): WebElement | undefined;
  /** First element with this id in the given scope (tree order), as getElementById on that root. */
  elementById(id: string, scope: number): WebElement | undefined;
  /** Elements carrying the attribute, in document order (indexed lazily, once per attribute). */
  elementsWithAttribute(name: string): readonly WebElement[];
  /** Elements with this tag, in document order (indexed lazily, once). */
  elementsByTag(tag: string): readonly WebElement[];
  /**
   * `compute()`, once per page and `key`, kept as long as the page. Per-page memos live here, not
   * in a module's WeakMap keyed by the page or its elements: V8's scavenger holds a WeakMap's
   * young keys alive, so every page such a map named outlived its heal, was promoted to the old
   * generation and waited there for a full collection (on a 50 KB page, 1.5 ms of garbage
   * collection per heal). `compute` is given the page, so a hot caller passes a module-level
   * function instead of a closure made at every call.
   */
  cached<T>(key: string, compute: (page: WebPage) => T): T;
}

const UNSET = Symbol('unset');

/**
 * Shared by every element and shadow root without children (frozen: the model is read-only once
 * built); the parser gives a node its own lists when it has children.
 * @internal
 */
export const NO_ELEMENTS: WebElementNode[] = Object.freeze([]) as unknown as WebElementNode[];
export const NO_NODES: (WebElementNode | string)[] = Object.freeze([]) as unknown as (
  | WebElementNode
  | string
)[];

/** @internal The concrete element. Fields are assigned once by the parser, then frozen in spirit. */
export class WebElementNode implements WebElement {
  index = 0;
  tag: string;
  namespace: WebNamespace;
  attributes: Record<string, string>;
  parent: WebElementNode | undefined;
  host: WebElementNode | undefined;
  children: WebElementNode[] = NO_ELEMENTS;
  nodes: (WebElementNode | string)[] = NO_NODES;
  shadowRoot: WebShadowRootNode | undefined;
  hasClosedShadowRoot = false;
  scope: number;
  childIndex: number;
  depth: number;
  end = 0;
  page: WebPageModel;
  private memoPath: string | undefined;
  private memoText: string | undefined;
  private memoOwnText: string | undefined;
  /** Playwright's elementText().full (light text + shadow text, script/style/noscript/head skipped). */
  memoMatchText: string | undefined;
  memoMatchTextNormalized: string | undefined;
  private memoRole: string | undefined | typeof UNSET = UNSET;
  private memoName: string | undefined;

  constructor(
    page: WebPageModel,
    tag: string,
    namespace: WebNamespace,
    attributes: Record<string, string>,
    scope: number,
    childIndex: number,
    depth: number,
  ) {
    this.page = page;
    this.tag = tag;
    this.namespace = namespace;
    this.attributes = attributes;
    this.scope = scope;
    this.childIndex = childIndex;
    this.depth = depth;
  }

  get path(): string {
    if (this.memoPath !== undefined) return this.memoPath;
    // Iterative: climb to the nearest ancestor with a memoized path (no recursion on deep trees).
    const chain: WebElementNode[] = [];
    let node: WebElementNode | undefined = this;
    while (node && node.memoPath === undefined) {
      chain.push(node);
      node = node.parent ?? node.host;
    }
    for (let i = chain.length - 1; i >= 0; i--) {
      const el = chain[i]!;
      if (el.parent) el.memoPath = `${el.parent.memoPath}/${el.childIndex}`;
      else if (el.host) el.memoPath = `${el.host.memoPath}/#shadow/${el.childIndex}`;
      else el.memoPath = String(el.childIndex);
    }
    return this.memoPath!;
  }

  get ownText(): string {
    if (this.memoOwnText === undefined) {
      let raw = '';
      for (const node of this.nodes) if (typeof node === 'string') raw += node;
      this.memoOwnText = normalizeWhitespace(raw);
    }
    return this.memoOwnText;
  }

  get text(): string {
    if (this.memoText === undefined) this.memoText = normalizeWhitespace(computeComposedText(this));
    return this.memoText;
  }

  textHead(limit: number): string {
    if (this.memoText !== undefined) return this.memoText.slice(0, limit);
    const head = composedTextHead(this, limit);
    // Shorter than asked: that is the whole text.
    if (head.length < limit) this.memoText = head;
    return head;
  }

  /** Playwright's text-engine text, raw (used by regex matchers). */
  get matchText(): string {
    if (this.memoMatchText === undefined) computeMatchText(this);
    return this.memoMatchText!;
  }

  /** Playwright's text-engine text, normalised (used by string matchers). */
  get matchTextNormalized(): string {
    if (this.memoMatchTextNormalized === undefined)
      this.memoMatchTextNormalized = normalizeWhitespace(this.matchText);
    return this.memoMatchTextNormalized;
  }

  get role(): string | undefined {
    if (this.memoRole === UNSET) this.memoRole = computeRole(this);
    return this.memoRole;
  }

  get name(): string {
    if (this.memoName === undefined) this.memoName = computeAccessibleName(this, false);
    return this.memoName;
  }

  /** Parent element or shadow host (the composed parent). */
  get composedParent(): WebElementNode | undefined {
    return this.parent ?? this.host;
  }

  getAttribute(name: string): string | undefined {
    return this.attributes[name];
  }

  hasAttribute(name: string): boolean {
    return this.attributes[name] !== undefined;
  }

  toJSON(): { tag: string; path: string; attributes: Record<string, string> } {
    return { tag: this.tag, path: this.path, attributes: { ...this.attributes } };
  }
}

/** @internal */
export class WebShadowRootNode implements WebShadowRoot {
  readonly mode = 'open' as const;
  scope: number;
  host: WebElementNode;
  children: WebElementNode[] = NO_ELEMENTS;
  nodes: (WebElementNode | string)[] = NO_NODES;
  start = 0;
  constructor(scope: number, host: WebElementNode) {
    this.scope = scope;
    this.host = host;
  }
}

/** @internal The concrete page. */
export class WebPageModel implements WebPage {
  elements: WebElementNode[] = [];
  root!: WebElementNode;
  head: WebElementNode | undefined;
  body: WebElementNode | undefined;
  closedShadowHosts: WebElementNode[] = [];
  shadowHosts: WebElementNode[] = [];
  shadowRoots: WebShadowRootNode[] = [];
  sourceLength = 0;
  /** Per-page caches owned by the lazy computations (roles, names, labels, xpath mirror…). */
  readonly caches = new Map<string, unknown>();
  private idIndex: Map<string, WebElementNode>[] | undefined;
  private attributeIndex: Map<string, WebElementNode[]> | undefined;
  private tagIndex: Map<string, WebElementNode[]> | undefined;

  elementByPath(path: string): WebElementNode | undefined {
    const parts = path.split('/');
    let current: WebElementNode | undefined;
    let inShadow = false;
    for (const part of parts) {
      if (part === '#shadow') {
        if (!current?.shadowRoot || inShadow) return undefined;
        inShadow = true;
        continue;
      }
      if (!/^\d+$/.test(part)) return undefined;
      const i = Number(part);
      if (current === undefined) {
        if (i !== 0) return undefined;
        current = this.root;
      } else if (inShadow) {
        current = current.shadowRoot!.children[i];
        inShadow = false;
      } else {
        current = current.children[i];
      }
      if (!current) return undefined;
    }
    return inShadow ? undefined : current;
  }

  elementById(id: string, scope: number): WebElementNode | undefined {
    if (!this.idIndex) {
      const index: Map<string, WebElementNode>[] = [];
      // The elements with an id, from the attribute index: not a lookup in every element's record.
      for (const el of this.elementsWithAttribute('id')) {
        const value = el.attributes.id!;
        if (value === '') continue;
        let map = index[el.scope];
        if (!map) {
          map = new Map();
          index[el.scope] = map;
        }
        if (!map.has(value)) map.set(value, el);
      }
      this.idIndex = index;
    }
    return this.idIndex[scope]?.get(id);
  }

  elementsWithAttribute(name: string): readonly WebElementNode[] {
    // Every attribute in one pass, the first time one is asked for: a heal asks for several (id,
    // role, class, aria-labelledby…), and each asked alone read every element's attribute record
    // (a missed key in a prototype-free record is a slow lookup: 8 ms a name on a 5 MB page).
    if (!this.attributeIndex) {
      const index = new Map<string, WebElementNode[]>();
      for (const el of this.elements) {
        for (const attribute in el.attributes) {
          const list = index.get(attribute);
          if (list) list.push(el);
          else index.set(attribute, [el]);
        }
      }
      this.attributeIndex = index;
    }
    return this.attributeIndex.get(name) ?? NO_ELEMENTS;
  }

  elementsByTag(tag: string): readonly WebElementNode[] {
    if (!this.tagIndex) {
      const index = new Map<string, WebElementNode[]>();
      for (const el of this.elements) {
        let list = index.get(el.tag);
        if (!list) {
          list = [];
          index.set(el.tag, list);
        }
        list.push(el);
      }
      this.tagIndex = index;
    }
    return this.tagIndex.get(tag) ?? [];
  }

  /**
   * Memoized per-page value. One map lookup when the value is there (hot: the visibility flags
   * and author styles are asked for per element); `has` only tells a stored undefined from none.
   */
  cached<T>(key: string, compute: (page: WebPageModel) => T): T {
    const known = this.caches.get(key);
    if (known !== undefined || this.caches.has(key)) return known as T;
    const value = compute(this);
    this.caches.set(key, value);
    return value;
  }
}

/** True when `inner` is a descendant of `outer` (composed tree: indexes run through shadow roots). */
export function contains(outer: WebElement, inner: WebElement): boolean {
  return outer.index < inner.index && inner.index <= outer.end;
}

/** @internal Narrow a public element to the concrete node (all elements come from parseWebPage). */
export function asNode(element: WebElement): WebElementNode {
  return element as WebElementNode;
}
