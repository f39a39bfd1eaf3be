/**
 * Hidden copies of shown links. Responsive navigation keeps a hidden copy of a bar's links (the
 * "More ▾" overflow menu of a tab bar, a mobile drawer): when the shown link is deleted or turned
 * into a button, its copy is left, hidden, named as the target was, at its address. The evidence
 * that tells it apart is the page's own: every other link of that hidden list has a shown twin at
 * the same address, and this one has none.
 */
import { contains, isElementHiddenForAria, type WebElement, type WebPage } from '../web/index.js';

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

/** A shown link at the same address outside `list`. */
function hasShownTwin(link: WebElement, list: WebElement): boolean {
  return (linksByAddress(link.page).get(addressOf(link)!) ?? []).some(
    (other) => other !== link && !contains(list, other) && !isElementHiddenForAria(other),
  );
}

/** The links inside a would-be list (at most MAX_LIST_LINKS + 2: the link asked about and one too many), and whether they are all hidden and which have a shown twin. */
interface ListReading {
  readonly links: readonly WebElement[];
  readonly allHidden: boolean;
  readonly twinned: ReadonlySet<WebElement>;
}

/** Read once per element of the page: the links of one hidden menu are pooled together. */
function readList(list: WebElement): ListReading {
  const page = list.page;
  const readings = page.cached('hidden-copies:lists', () => new Map<WebElement, ListReading>());
  const known = readings.get(list);
  if (known) return known;
  const links: WebElement[] = [];
  for (let i = list.index + 1; i <= list.end && links.length <= MAX_LIST_LINKS + 1; i++) {
    const element = page.elements[i]!;
    if (addressOf(element) !== undefined) links.push(element);
  }
  const allHidden = links.every((link) => isElementHiddenForAria(link));
  const reading: ListReading = {
    links,
    allHidden,
    // Only asked of a hidden list of a readable size.
    twinned:
      allHidden && links.length <= MAX_LIST_LINKS + 1
        ? new Set(links.filter((link) => hasShownTwin(link, list)))
        : new Set(),
  };
  readings.set(list, reading);
  return reading;
}

/**
 * The reason a hidden link (the caller knows it is hidden) is the copy of a shown link that is
 * gone, or undefined: it sits in a hidden list (its nearest ancestor holding at least three other
 * links) whose other links, hidden too, nearly all have a shown twin at the same address
 * elsewhere, while it has none.
 */
export function hiddenCopyOfGoneLink(element: WebElement): string | undefined {
  if (addressOf(element) === undefined) return undefined;
  let list: WebElement | undefined = element.parent;
  let reading: ListReading | undefined;
  for (
    let climbed = 0;
    list && list.tag !== 'body' && climbed < MAX_LIST_CLIMB;
    climbed++, list = list.parent
  ) {
    if (list.end - list.index > MAX_LIST_ELEMENTS) return undefined;
    const candidate = readList(list);
    if (candidate.links.length - 1 >= MIN_COPIED_PEERS) {
      reading = candidate;
      break;
    }
  }
  if (!list || !reading || reading.links.length - 1 > MAX_LIST_LINKS || !reading.allHidden) return undefined;
  if (reading.twinned.has(element)) return undefined;
  const peers = reading.links.length - 1;
  const copied = reading.twinned.size;
  if (copied < MIN_COPIED_PEERS || copied < MIN_COPIED_SHARE * peers) return undefined;
  return `it is hidden in a list that copies links the page shows elsewhere (${copied} of its ${peers} other links have a shown twin at the same address) and its own shown twin is gone: the copy of a removed element, not the element`;
}
