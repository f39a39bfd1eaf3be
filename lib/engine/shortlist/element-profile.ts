/**
 * ElementProfile: everything the scorers and the ladder need about one element, computed once per
 * heal (role, accessible name, text, tokens, section) and memoized in a ProfileStore, so no stage
 * recomputes a fact or re-walks the tree per candidate.
 */
import { type ElementTokens, tokenizeElement } from '../describe/element-tokens.js';
import { isGeneratedId, isSemanticClass } from '../text/anti-patterns.js';
import { normalizeWhitespace } from '../text/tokenize.js';
import {
  type ContainerContext,
  containerOf,
  headingOf,
  isElementHiddenForAria,
  landmarkOf,
  type WebElement,
} from '../web/index.js';

/** Roles a person acts on: the description's target is usually one of these. */
export const WIDGET_ROLES: ReadonlySet<string> = new Set([
  'button',
  'link',
  'checkbox',
  'radio',
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'option',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'tab',
  'switch',
  'slider',
  'spinbutton',
  'treeitem',
  'gridcell',
]);

/** Landmark roles read as the words people use for them. */
const LANDMARK_WORDS: Readonly<Record<string, string>> = {
  banner: 'header',
  contentinfo: 'footer',
  complementary: 'sidebar',
  navigation: 'navigation',
  main: 'main',
  search: 'search',
  form: 'form',
  region: 'region',
};

export interface SectionInfo {
  /** Nearest heading text (inside the container first). */
  readonly heading?: string;
  readonly landmark?: { readonly role: string; readonly name: string; readonly element: WebElement };
  readonly container?: ContainerContext;
  /** The repeated item the element is (or sits in) and its title: what tells it from its siblings. */
  readonly item?: { readonly element: WebElement; readonly kind: string; readonly title: string };
  /** Human label for refusals and prompts, e.g. `card "Sauce Labs Backpack"`. */
  readonly label?: string;
  /** All section words as one string (scored with the description). */
  readonly text: string;
}

export interface ElementProfile {
  readonly element: WebElement;
  readonly tokens: ElementTokens;
  readonly section: SectionInfo;
  readonly hidden: boolean;
  readonly interactive: boolean;
  /** The element hosts a closed shadow root (its content is invisible to the engine). */
  readonly closedHost: boolean;
}

const MAX_SECTION_CHARS = 160;

function describeSection(element: WebElement): SectionInfo {
  const heading = headingOf(element);
  const landmark = landmarkOf(element);
  const container = containerOf(element);
  const headingText = heading ? normalizeWhitespace(heading.text).slice(0, MAX_SECTION_CHARS) : undefined;
  const containerName = container ? normalizeWhitespace(container.name).slice(0, MAX_SECTION_CHARS) : '';
  const parts: string[] = [];
  if (headingText) parts.push(headingText);
  if (containerName && containerName !== headingText) parts.push(containerName);
  if (container) {
    // The item's own identifiers ("product-backpack", "inventory_item") name it too.
    const { id, class: classes } = container.element.attributes;
    if (id && !isGeneratedId(id)) parts.push(id);
    if (classes) for (const cls of classes.split(/\s+/)) if (cls && isSemanticClass(cls)) parts.push(cls);
  }
  if (landmark) {
    parts.push(LANDMARK_WORDS[landmark.role] ?? landmark.role);
    if (landmark.name) parts.push(normalizeWhitespace(landmark.name).slice(0, MAX_SECTION_CHARS));
  }
  const item = itemOf(element, container);
  let label: string | undefined;
  if (item) label = `${item.kind} "${item.title}"`;
  else if (container && (headingText || containerName))
    label = `${container.kind} "${containerName || headingText}"`;
  else if (headingText) label = `under heading "${headingText}"`;
  else if (landmark) label = landmark.name ? `${landmark.role} "${landmark.name}"` : landmark.role;
  return {
    ...(headingText ? { heading: headingText } : {}),
    ...(landmark
      ? { landmark: { role: landmark.role, name: landmark.name, element: landmark.element } }
      : {}),
    ...(container ? { container } : {}),
    ...(item ? { item } : {}),
    ...(label ? { label } : {}),
    text: parts.join(' '),
  };
}

const ITEM_ROLES = new Set(['listitem', 'row', 'article']);
const CARD_CLASS = /(^|[\s_-])(card|tile|item|product|result|entry|post|teaser)s?($|[\s_-]|__)/i;

/** The element itself when it is a repeated item (titled by the first heading inside it), else its item container. */
function itemOf(element: WebElement, container: ContainerContext | undefined): SectionInfo['item'] {
  const selfKind =
    element.role && ITEM_ROLES.has(element.role)
      ? element.role
      : CARD_CLASS.test(element.attributes.class ?? '')
        ? 'card'
        : undefined;
  if (selfKind) {
    const title = firstHeadingInside(element);
    if (title) return { element, kind: selfKind, title };
  }
  if (container && container.kind !== 'dialog' && container.kind !== 'group') {
    const title =
      firstHeadingInside(container.element) ??
      normalizeWhitespace(container.name).slice(0, MAX_SECTION_CHARS);
    if (title) return { element: container.element, kind: container.kind, title };
  }
  return undefined;
}

/** Titles already found, per element: the items of a list share their container. */
const TITLES = new WeakMap<WebElement, string | null>();

/** Text of the first heading inside the element (its title), if any. */
function firstHeadingInside(element: WebElement): string | undefined {
  let title = TITLES.get(element);
  if (title === undefined) {
    title = findFirstHeadingInside(element) ?? null;
    TITLES.set(element, title);
  }
  return title ?? undefined;
}

function findFirstHeadingInside(element: WebElement): string | undefined {
  const elements = element.page.elements;
  for (let i = element.index + 1; i <= element.end; i++) {
    const inner = elements[i]!;
    if (inner.role === 'heading') {
      const title = normalizeWhitespace(inner.name || inner.text).slice(0, MAX_SECTION_CHARS);
      if (title) return title;
    }
  }
  return undefined;
}

/** Memoized profiles of one page, for one heal. */
export class ProfileStore {
  private readonly profiles = new Map<number, ElementProfile>();
  constructor(private readonly testIdAttributes: readonly string[]) {}

  /** The element's profile (computed on first use). */
  profile(element: WebElement): ElementProfile {
    let profile = this.profiles.get(element.index);
    if (profile) return profile;
    const section = describeSection(element);
    // A <label> has no ARIA role, but it is never the control a description of a field or button means.
    const role = element.role ?? (element.tag === 'label' ? 'label' : undefined);
    const tokens = tokenizeElement(
      {
        tag: element.tag,
        ...(role ? { role } : {}),
        name: element.name,
        text: element.text,
        attributes: element.attributes,
        section: section.text,
      },
      this.testIdAttributes,
    );
    profile = {
      element,
      tokens,
      section,
      hidden: isElementHiddenForAria(element),
      interactive: element.role !== undefined && WIDGET_ROLES.has(element.role),
      closedHost: element.hasClosedShadowRoot,
    };
    this.profiles.set(element.index, profile);
    return profile;
  }
}
