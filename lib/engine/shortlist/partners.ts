/**
 * Paired controls: "Previous" and "Next", "Back" and "Forward". A control reworded in place keeps
 * its partner beside it; a same-meaning control elsewhere on the page (the masthead's "Back" for
 * a carousel's deleted "Previous") does not sit near the partner the page still shows.
 */
import type { DescriptionModel } from '../describe/analyze-description.js';
import { landmarkRegionsOf } from '../describe/regions.js';
import { tokenize } from '../text/tokenize.js';
import { isElementHiddenForAria, type WebElement, type WebPage } from '../web/index.js';
import type { ElementProfile } from './element-profile.js';

/**
 * Controls a widget places side by side: a pager's, a carousel's, a stepper's. Opposites that need
 * not sit together ("Save" and "Cancel", "Open" and "Close") say nothing of where either is.
 */
const PAIRS: readonly (readonly [string, string])[] = [
  ['previous', 'next'],
  ['back', 'next'],
  ['back', 'forward'],
  ['first', 'last'],
  ['older', 'newer'],
  ['left', 'right'],
  ['up', 'down'],
  ['increase', 'decrease'],
  ['increment', 'decrement'],
  ['plus', 'minus'],
];

function partnersOf(word: string): string[] {
  return PAIRS.flatMap(([a, b]) => (a === word ? [b] : b === word ? [a] : []));
}

/** Longest name (in words) read as a paired control's ("Next", "Next page", "Go to next page"). */
const MAX_PAIRED_NAME_WORDS = 4;
/** Levels up from a control within which its partner counts as beside it, whatever lies between. */
const NEAR_LEVELS = 4;
/** Or a shared ancestor holding at most this share of the page: one widget, not the page. */
const NEAR_SHARE = 0.25;

/** The nearest landmark holding the element (banner, navigation, main, a sidebar…), if any. */
function landmarkOf(element: WebElement): WebElement | undefined {
  for (let node = element.parent ?? element.host; node; node = node.parent ?? node.host) {
    if (node.role === 'main' || landmarkRegionsOf(node).length > 0) return node;
  }
  return undefined;
}

/**
 * True when the two elements sit in the same landmark and share an ancestor close to `element`
 * or small against the page: one widget (a carousel, a pager, a card), not the banner and the
 * main part.
 */
export function sameWidget(page: WebPage, element: WebElement, partner: WebElement): boolean {
  if (landmarkOf(element) !== landmarkOf(partner)) return false;
  let level = 0;
  for (let node = element.parent ?? element.host; node; node = node.parent ?? node.host) {
    level++;
    if (partner.index >= node.index && partner.index <= node.end) {
      return level <= NEAR_LEVELS || node.end - node.index <= NEAR_SHARE * page.elements.length;
    }
  }
  return false;
}

/**
 * The partner words the description's head words have that a shown control on the page is named
 * with, and those controls, by role (read once per heal, only when a candidate needs it).
 */
export class PartnerIndex {
  private readonly byRole = new Map<string, { word: string; elements: WebElement[] }[]>();

  constructor(
    private readonly page: WebPage,
    private readonly description: DescriptionModel,
  ) {}

  /** Shown controls of `role` named with a partner of one of the description's head words. */
  private partners(role: string): { word: string; elements: WebElement[] }[] {
    const known = this.byRole.get(role);
    if (known) return known;
    const found: { word: string; elements: WebElement[] }[] = [];
    const wanted = new Map<string, string>();
    for (const word of this.description.headWords)
      for (const partner of partnersOf(word)) wanted.set(partner, word);
    if (wanted.size > 0) {
      for (const element of this.page.elements) {
        if (element.role !== role) continue;
        const words = tokenize(element.name);
        if (words.length === 0 || words.length > MAX_PAIRED_NAME_WORDS) continue;
        const partnerWord = words.find((word) => wanted.has(word));
        if (partnerWord === undefined || isElementHiddenForAria(element)) continue;
        const word = wanted.get(partnerWord)!;
        const entry = found.find((item) => item.word === word);
        if (entry) entry.elements.push(element);
        else found.push({ word, elements: [element] });
      }
    }
    this.byRole.set(role, found);
    return found;
  }

  /**
   * The head word and its partner when the candidate does not say that word, and the page shows a
   * control of the candidate's role named with the word's partner, none of them beside it: the
   * "Back" in the masthead for a deleted "Previous" whose "Next" is still in its carousel.
   *
   * @example
   * new PartnerIndex(page, analyzeDescription('Previous button')).farFromPartner(backProfile)
   * // { word: 'previous', partner: 'Next' } when "Next" sits in another part of the page
   */
  farFromPartner(profile: ElementProfile): { word: string; partner: string } | undefined {
    const role = profile.element.role;
    if (role === undefined) return undefined;
    const own = profile.tokens.nameTokens;
    if (own.length === 0 || own.length > MAX_PAIRED_NAME_WORDS) return undefined;
    for (const { word, elements } of this.partners(role)) {
      if (own.includes(word)) continue;
      if (
        elements.some(
          (partner) => partner === profile.element || sameWidget(this.page, profile.element, partner),
        )
      )
        continue;
      return { word, partner: elements[0]!.name };
    }
    return undefined;
  }
}
