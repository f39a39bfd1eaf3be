/**
 * Hidden copies of shown links. Responsive navigation keeps a hidden copy of a bar's links (the
 * "More ▾" overflow menu of a tab bar, a mobile drawer): when the shown link is deleted or turned
 * into a button, its copy is left, hidden, named as the target was, at its address. The evidence
 * that tells it apart is the page's own: every other link of that hidden list has a shown twin at
 * the same address, and this one has none.
 */
import { isElementHiddenForAria, type WebElement, type WebPage } from '../web/index.js';

/** Peers that must have a shown twin to call a hidden list a copy, and the share of its peers. */
const MIN_COPIED_PEERS = 3;
const MIN_COPIED_SHARE = 0.8;
/** Ancestors climbed to find the list, and links read in it (a list, not a page). */
const MAX_LIST_CLIMB = 3;
const MAX_LIST_LINKS = 60;
/** Elements read looking for the list: a large wrapper with few links is not a list either. */
const MAX_LIST_ELEMENTS = 2000;

/** A link's address as the page wrote it, when it names a page (not `#`, not a script). */
function addressOf(element: WebElement): string | undefined {
  if (element.tag !== 'a') return undefined;
  const href = element.attributes.href?.trim();
  if (!href || href.startsWith('#') || /^javascript:/i.test(href)) return undefined;
  return href;
}

function linksByAddress(page: WebPage): ReadonlyMap<string, readonly WebElement[]> {
  return page.cached('hidden-copies:links-by-address', () => {
    const byAddress = new Map<string, WebElement[]>();
    for (const element of page.elementsWithAttribute('href')) {
      const address = addressOf(element);
      if (address === undefined) continue;
      const list = byAddress.get(address);
      if (list) list.push(element);
      else byAddress.set(address, [element]);
    }
    return byAddress;
  });
}

function inside(outer: WebElement, inner: WebElement): boolean {
  return inner.index > outer.index && inner.index <= outer.end;
}

/** A shown link at the same address outside `list`. */
function hasShownTwin(link: WebElement, address: string, list: WebElement, page: WebPage): boolean {
  return (linksByAddress(page).get(address) ?? []).some(
    (other) => other !== link && !inside(list, other) && !isElementHiddenForAria(other),
  );
}

/**
 * The reason a hidden link (the caller knows it is hidden) is the copy of a shown link that is gone, or undefined: it sits in a
 * hidden list (its nearest ancestor holding at least three other links) whose other links, hidden
 * too, nearly all have a shown twin at the same address elsewhere, while it has none.
 */
export function hiddenCopyOfGoneLink(element: WebElement): string | undefined {
  const address = addressOf(element);
  if (address === undefined) return undefined;
  const page = element.page;
  let list: WebElement | undefined;
  let peers: WebElement[] = [];
  for (let up = element.parent, climbed = 0; up && up.tag !== 'body' && climbed < MAX_LIST_CLIMB; climbed++) {
    peers = [];
    if (up.end - up.index > MAX_LIST_ELEMENTS) return undefined;
    for (let i = up.index + 1; i <= up.end && peers.length <= MAX_LIST_LINKS; i++) {
      const peer = page.elements[i]!;
      if (peer !== element && addressOf(peer) !== undefined) peers.push(peer);
    }
    if (peers.length >= MIN_COPIED_PEERS) {
      list = up;
      break;
    }
    up = up.parent;
  }
  if (!list || peers.length > MAX_LIST_LINKS) return undefined;
  const around = list;
  if (peers.some((peer) => !isElementHiddenForAria(peer))) return undefined;
  if (hasShownTwin(element, address, around, page)) return undefined;
  const copied = peers.filter((peer) => hasShownTwin(peer, addressOf(peer)!, around, page)).length;
  if (copied < MIN_COPIED_PEERS || copied < MIN_COPIED_SHARE * peers.length) return undefined;
  return `it is hidden in a list that copies links the page shows elsewhere (${copied} of its ${peers.length} other links have a shown twin at the same address) and its own shown twin is gone: the copy of a removed element, not the element`;
}
