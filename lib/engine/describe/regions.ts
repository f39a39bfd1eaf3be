/**
 * Page regions people name in descriptions ("in the navigation", "in the header", "in the
 * footer", "in the sidebar", "in the dialog") and how an element's ancestors say which regions it
 * sits in. A region is only ever what *contains* the element: a decoy link that copied the
 * target's `nav-link` class is not "in the navigation".
 */
import { dictionary } from '../text/dictionary.js';
import { tokenize } from '../text/tokenize.js';
import { DEFAULT_TEST_ID_ATTRIBUTES } from '../weights.js';

export type Region = 'navigation' | 'header' | 'footer' | 'sidebar' | 'dialog' | 'toolbar' | 'breadcrumb';

/** Description words (after tokenize's folding) that name a region. */
const REGION_WORDS: Readonly<Record<string, Region>> = dictionary({
  navigation: 'navigation',
  navbar: 'navigation',
  menu: 'navigation',
  menubar: 'navigation',
  header: 'header',
  banner: 'header',
  topbar: 'header',
  masthead: 'header',
  footer: 'footer',
  sidebar: 'sidebar',
  aside: 'sidebar',
  dialog: 'dialog',
  toolbar: 'toolbar',
  breadcrumb: 'breadcrumb',
  crumb: 'breadcrumb',
});

/** Regions by ARIA role of an ancestor. */
const REGION_ROLES: Readonly<Record<string, Region>> = dictionary({
  navigation: 'navigation',
  menubar: 'navigation',
  banner: 'header',
  contentinfo: 'footer',
  complementary: 'sidebar',
  dialog: 'dialog',
  alertdialog: 'dialog',
  toolbar: 'toolbar',
});

/** Regions by tag of an ancestor (a `<header>` inside an article is a header too, not a banner). */
const REGION_TAGS: Readonly<Record<string, Region>> = dictionary({
  nav: 'navigation',
  header: 'header',
  footer: 'footer',
  aside: 'sidebar',
  dialog: 'dialog',
});

/** Class and id words of an ancestor that name a region ("app-sidebar", "navbar-nav", "site-footer"). */
const REGION_IDENTIFIER_WORDS: Readonly<Record<string, Region>> = dictionary({
  navigation: 'navigation',
  navbar: 'navigation',
  menu: 'navigation',
  menubar: 'navigation',
  header: 'header',
  topbar: 'header',
  masthead: 'header',
  footer: 'footer',
  sidebar: 'sidebar',
  dialog: 'dialog',
  toolbar: 'toolbar',
  breadcrumb: 'breadcrumb',
  crumb: 'breadcrumb',
});

/**
 * Regions an ancestor's aria-label names, by the identifier words above, where no landmark role
 * does (`<nav aria-label="breadcrumb">`); a "Main navigation" label adds nothing a `<nav>` does not.
 */
const LABELLED_REGIONS: ReadonlySet<Region> = new Set(['breadcrumb']);

/**
 * The regions a description names after its head ("FAQ link | in the navigation").
 *
 * @example
 * regionsNamed(['navigation']) // ['navigation']
 */
export function regionsNamed(sectionWords: readonly string[]): Region[] {
  const out = new Set<Region>();
  for (const word of sectionWords) {
    const region = REGION_WORDS[word];
    if (region) out.add(region);
  }
  // "the top bar", "the top Yahoo bar": the bar across the page's top is its header (a "top
  // navigation bar" is the navigation named).
  if (out.size === 0 && sectionWords.includes('bar') && sectionWords.includes('top')) out.add('header');
  return [...out];
}

/** Words that make a navigation the page's own ("main nav", "primary menu", "top navigation"). */
const PRIMARY_WORDS: ReadonlySet<string> = new Set(['main', 'primary', 'top', 'global']);

/**
 * The regions a description's section rules out, given the regions it names (`named`, from
 * regionsNamed): the page's main navigation is not the one in its footer ("Markets link in the main
 * nav" is not the footer's "Markets" link), nor is the top of the page ("in the skip links at the
 * top of the page" is not the footer's "Accessibility Help").
 *
 * @example
 * regionsRuledOut(['main', 'navigation'], ['navigation']) // ['footer']
 * regionsRuledOut(['skip', 'link', 'top'], [], true) // ['footer']
 */
export function regionsRuledOut(
  sectionWords: readonly string[],
  named: readonly Region[],
  pageTop = false,
): Region[] {
  if (named.includes('footer')) return [];
  const primaryNav = named.includes('navigation') && sectionWords.some((word) => PRIMARY_WORDS.has(word));
  // "at the top of the page": the page's top is not its footer.
  return primaryNav || pageTop ? ['footer'] : [];
}

/** What one ancestor says about the region it forms. */
export interface RegionFacts {
  readonly tag: string;
  readonly role: string | undefined;
  readonly attributes: Readonly<Record<string, string>>;
}

/** The tags that mark a region as a landmark (`<footer>`, `<nav>`…). */
export function landmarkTagsOf(region: Region): string[] {
  return Object.keys(REGION_TAGS).filter((tag) => REGION_TAGS[tag] === region);
}

/** The regions an element forms by its tag and role alone (a landmark; class words are not enough). */
export function landmarkRegionsOf(element: {
  readonly tag: string;
  readonly role: string | undefined;
}): Region[] {
  return regionsOfAncestor({ tag: element.tag, role: element.role, attributes: {} });
}

/**
 * The values of an element's test-id attributes (the default ones: teams name their wrappers
 * with them, "masthead-edition-menu").
 */
export function testIdsOf(attributes: Readonly<Record<string, string>>): string[] {
  const out: string[] = [];
  for (const name of DEFAULT_TEST_ID_ATTRIBUTES) {
    const value = attributes[name];
    if (value) out.push(value);
  }
  return out;
}

/**
 * The regions an ancestor forms, from its role, tag, and class/id/test-id words.
 *
 * @example
 * regionsOfAncestor({ tag: 'aside', role: 'complementary', attributes: { class: 'app-sidebar' } }) // ['sidebar']
 */
export function regionsOfAncestor(facts: RegionFacts): Region[] {
  const out = new Set<Region>();
  const byRole = facts.role ? REGION_ROLES[facts.role] : undefined;
  if (byRole) out.add(byRole);
  const byTag = REGION_TAGS[facts.tag];
  if (byTag) out.add(byTag);
  // A custom element's name says what it is as a class would ("vaadin-side-nav", "app-footer").
  const custom = facts.tag.includes('-') ? facts.tag : '';
  const identifiers = `${facts.attributes.class ?? ''} ${facts.attributes.id ?? ''} ${custom} ${testIdsOf(facts.attributes).join(' ')}`;
  if (identifiers.trim() !== '') {
    for (const word of tokenize(identifiers)) {
      const region = REGION_IDENTIFIER_WORDS[word];
      if (region) out.add(region);
    }
  }
  const label = facts.attributes['aria-label'];
  if (label) {
    for (const word of tokenize(label)) {
      const region = REGION_IDENTIFIER_WORDS[word];
      if (region && LABELLED_REGIONS.has(region)) out.add(region);
    }
  }
  return [...out];
}

/**
 * Whether any of the elements marks the region by its class, id or aria-label (a trail of
 * `breadcrumb-item`s): a region with no landmark of its own is marked so or not at all. Asked of a
 * page's elements (does the page mark it?) and of a list's items (is the list the trail?).
 */
export function marksRegionByName(elements: readonly RegionFacts[], region: Region): boolean {
  const words = Object.keys(REGION_IDENTIFIER_WORDS).filter(
    (word) => REGION_IDENTIFIER_WORDS[word] === region,
  );
  return elements.some((element) => {
    const { attributes } = element;
    const said =
      `${attributes.class ?? ''} ${attributes.id ?? ''} ${attributes['aria-label'] ?? ''}`.toLowerCase();
    // Most elements say none of the words: only those that do are read word by word.
    return words.some((word) => said.includes(word)) && regionsOfAncestor(element).includes(region);
  });
}
