/**
 * What an icon a control shows says: the icon's own name in an icon font's class
 * (`<i class="bi bi-wrench">`, `fa-solid fa-ellipsis-vertical`, `glyphicon-trash`, an octicon's
 * `octicon-kebab-horizontal`), its `data-icon` / `data-feather` / `<ion-icon name>`, or the
 * sprite symbol an `<svg><use href="#icon-gear">` draws, and the words people call that icon by
 * ("Settings (wrench) button", "kebab menu", "bell icon"). A person describes an icon-only
 * button by what it shows; the page source holds that only in class names.
 */
import { isGeneratedId } from '../text/anti-patterns.js';

/**
 * Class prefixes of icon sets, each followed by the icon's name (`fa-wrench`, `bi-three-dots`).
 * A prefix alone (`fa`, `bi`) marks the set, not an icon.
 */
const ICON_CLASS =
  /^(?:fa[srlbdtk]?|bi|glyphicon|icon|ion|mdi|ti|tabler|la[srb]?|ri|bx[sl]?|fe|feather|octicon|lucide|ph|iconoir|codicon|zmdi)-(.+)$/;

/** Icon-set modifiers that name a size, a style or an animation, not the icon. */
const MODIFIERS: ReadonlySet<string> = new Set([
  'fw',
  'lg',
  'sm',
  'xs',
  'xl',
  '1x',
  '2x',
  '3x',
  '4x',
  '5x',
  'spin',
  'pulse',
  'inverse',
  'stack',
  'border',
  'pull',
  'solid',
  'regular',
  'light',
  'thin',
  'duotone',
  'brands',
  'sharp',
  'fill',
  'filled',
  'line',
  'outline',
  'outlined',
  'round',
  'rounded',
  'fixed',
  'width',
  'ios',
  'md',
  'logo',
  'o',
  'sizes',
  'size',
  'primary',
  'secondary',
  'muted',
  'white',
  'gray',
  'grey',
  'button',
  'btn',
  'wrapper',
  'container',
  'icon',
]);

/**
 * Words people call an icon by, keyed by a word of its name. Only what the drawing shows or is
 * always used for; the icon's own name words are said as well.
 */
const ICON_MEANINGS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    wrench: ['settings', 'tools', 'configure'],
    gear: ['settings', 'cog'],
    gears: ['settings', 'cog'],
    cog: ['settings', 'gear'],
    cogs: ['settings', 'gear'],
    sliders: ['settings', 'filter', 'adjust'],
    tune: ['settings', 'filter', 'adjust'],
    ellipsis: ['more', 'menu', 'options', 'actions', 'kebab', 'three', 'dots'],
    dots: ['more', 'menu', 'options', 'actions', 'kebab', 'three', 'ellipsis'],
    kebab: ['more', 'menu', 'options', 'actions', 'three', 'dots', 'ellipsis'],
    more: ['menu', 'options', 'actions', 'dots'],
    bars: ['menu', 'hamburger', 'navigation'],
    hamburger: ['menu', 'bars', 'navigation'],
    navicon: ['menu', 'hamburger', 'navigation'],
    bell: ['notifications', 'alerts'],
    trash: ['delete', 'remove', 'bin'],
    bin: ['delete', 'remove', 'trash'],
    pencil: ['edit', 'pen'],
    pen: ['edit', 'pencil'],
    plus: ['add', 'new', 'create'],
    xmark: ['close', 'dismiss', 'remove', 'x'],
    times: ['close', 'dismiss', 'remove', 'x'],
    close: ['dismiss', 'x'],
    x: ['close', 'dismiss'],
    magnifying: ['search', 'magnifier'],
    search: ['magnifier', 'find'],
    envelope: ['mail', 'email', 'message', 'messages'],
    user: ['account', 'profile', 'person'],
    person: ['account', 'profile', 'user'],
    house: ['home'],
    cart: ['basket', 'shopping'],
    heart: ['like', 'favorite', 'favourite', 'love'],
    star: ['favorite', 'favourite'],
    question: ['help'],
    info: ['information', 'details'],
    funnel: ['filter'],
    printer: ['print'],
    clone: ['copy', 'duplicate'],
    eye: ['show', 'view', 'visibility', 'preview'],
    floppy: ['save', 'disk'],
    download: ['export'],
    arrows: ['refresh'],
    rotate: ['refresh', 'reload'],
    sync: ['refresh', 'reload'],
    refresh: ['reload'],
    comment: ['comments', 'reply', 'message'],
    comments: ['comment', 'reply', 'messages'],
    calendar: ['date'],
    clock: ['time'],
    lock: ['locked', 'password'],
    paperclip: ['attach', 'attachment'],
    camera: ['photo', 'picture'],
    image: ['photo', 'picture'],
    microphone: ['voice', 'mic'],
    mic: ['voice', 'microphone'],
    share: ['send'],
    expand: ['maximize', 'fullscreen'],
    compress: ['minimize'],
    minus: ['remove', 'collapse', 'less'],
    dash: ['remove', 'collapse', 'less', 'minus'],
    chevron: ['arrow'],
    angle: ['arrow'],
    caret: ['arrow', 'dropdown'],
    left: ['previous', 'back'],
    right: ['next', 'forward'],
    filter: ['funnel'],
    sort: ['order'],
    thumbs: ['like', 'vote'],
    flag: ['report'],
    bookmark: ['save'],
    globe: ['language', 'world', 'region'],
    language: ['globe', 'translate'],
    moon: ['dark', 'theme'],
    sun: ['light', 'theme'],
    bolt: ['lightning', 'fast'],
    play: ['start'],
    pause: ['stop'],
    upload: ['attach'],
    link: ['url'],
  }),
);

/**
 * Icons that point: on a named control ("Read more →") they are decoration, and only a nameless one
 * is called by where it points ("next", "back").
 */
const DIRECTIONS: ReadonlySet<string> = new Set([
  'chevron',
  'angle',
  'caret',
  'arrow',
  'arrows',
  'left',
  'right',
  'up',
  'down',
]);

/** Descendants read for icons: a button or link holds a few, a card many. */
const MAX_ICON_DESCENDANTS = 12;

/** The shape of an element this module reads (the parser's element, without its page). */
export interface IconElement {
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string>>;
}

/** The icon name one element carries, as words ("three dots vertical"), or undefined. */
export function iconNameOf(element: IconElement): string | undefined {
  const { attributes } = element;
  const named =
    attributes['data-icon'] ??
    attributes['data-feather'] ??
    attributes['data-lucide'] ??
    (element.tag === 'ion-icon' ? attributes.name : undefined);
  if (named) return nameWords(named);
  if (element.tag === 'use') {
    const href = attributes.href ?? attributes['xlink:href'] ?? '';
    const symbol = href.slice(href.lastIndexOf('#') + 1);
    if (symbol !== '' && symbol !== href) return nameWords(symbol.replace(/^(?:icon|i|svg|sprite)[-_]/i, ''));
  }
  const classes = attributes.class;
  if (!classes) return undefined;
  const names: string[] = [];
  const split = classes.toLowerCase().split(/\s+/);
  // Font Awesome's brands set draws logos ("Google brand button").
  if (split.includes('fab') || split.includes('fa-brands')) names.push('brand');
  for (const cls of split) {
    const match = ICON_CLASS.exec(cls);
    if (!match) continue;
    const words = nameWords(match[1]!);
    if (words !== undefined) names.push(words);
  }
  return names.length > 0 ? names.join(' ') : undefined;
}

/** An icon name's words, less size and style modifiers; undefined when nothing is left. */
function nameWords(name: string): string | undefined {
  if (isGeneratedId(name)) return undefined;
  // Sizes and turns ("2x", "rotate-90") go with their numbers; an icon's name has none of its own.
  const words = name
    .toLowerCase()
    .split(/[-_\s]+/)
    .filter((word) => /^[a-z]+$/.test(word) && !MODIFIERS.has(word));
  return words.length > 0 ? words.join(' ') : undefined;
}

/**
 * The words the icons a small control shows say: their names and what people call them ("wrench
 * settings tools configure" for a button showing `bi-wrench`, "three dots menu" for a kebab); an
 * arrow only on a control with no name of its own (on a named one it is decoration). Undefined when
 * the control shows no icon a known set names, or holds too much to be one control.
 */
export function iconWordsOf(
  elements: readonly IconElement[],
  from: number,
  to: number,
  self: IconElement,
  nameless: boolean,
): string | undefined {
  if (to - from > MAX_ICON_DESCENDANTS) return undefined;
  const names: string[] = [];
  const own = iconNameOf(self);
  if (own !== undefined) names.push(own);
  for (let i = from; i <= to; i++) {
    const name = iconNameOf(elements[i]!);
    if (name !== undefined) names.push(name);
  }
  if (names.length === 0) return undefined;
  const words = new Set<string>();
  for (const name of names)
    for (const word of name.split(' ')) {
      words.add(word);
      if (nameless || !DIRECTIONS.has(word))
        for (const meaning of ICON_MEANINGS.get(word) ?? []) words.add(meaning);
    }
  return [...words].join(' ');
}
