/**
 * Word tokens for matching prose against element facts. Pure and platform-neutral: the web
 * engine and the native engines (Android resource-ids, iOS accessibility ids) share it.
 *
 * `splitWords` splits identifiers the way people write them (camelCase, PascalCase, kebab-case,
 * snake_case, dotted, digits) and lowercases; `tokenize` also drops stop words and folds a
 * few common abbreviations and plurals so "addToCartBtn" and "Add to cart button" share tokens.
 */

import { dictionary } from './dictionary.js';

/** Stop words that never name anything on their own (see tokenize's fallback). */
const ARTICLES: readonly string[] = ['a', 'an', 'the', 'this', 'that', 'these', 'those', 'it', 'its'];

/** Words that carry no identifying meaning in a description or a locator. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...ARTICLES,
  'of',
  'for',
  'to',
  'in',
  'on',
  'at',
  'by',
  'with',
  'and',
  'or',
  'is',
  'are',
  'be',
  'from',
  'into',
  'as',
  'page',
  'element',
  'which',
  'where',
  'there',
  'here',
  'my',
  'your',
  'our',
  'their',
  'should',
  'can',
  'will',
  'now',
  'was',
  'has',
  'have',
  'then',
  'than',
]);

/** Abbreviations folded to the word people write in descriptions. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = dictionary({
  btn: 'button',
  img: 'image',
  pic: 'image',
  nav: 'navigation',
  pwd: 'password',
  passwd: 'password',
  usr: 'user',
  username: 'user',
  txt: 'text',
  msg: 'message',
  qty: 'quantity',
  lbl: 'label',
  chk: 'checkbox',
  cb: 'checkbox',
  cbx: 'checkbox',
  dlg: 'dialog',
  modal: 'dialog',
  popup: 'dialog',
  dropdown: 'select',
  combo: 'combobox',
  tb: 'textbox',
  hdr: 'header',
  ftr: 'footer',
  acct: 'account',
  addr: 'address',
  desc: 'description',
  basket: 'cart',
  bag: 'cart',
  signin: 'login',
  signon: 'login',
  logon: 'login',
  signout: 'logout',
  logoff: 'logout',
  signup: 'register',
  // "the registration form" is the form that registers: the page says "Register".
  registration: 'register',
  del: 'delete',
  rm: 'remove',
  prev: 'previous',
  num: 'number',
  qtty: 'quantity',
  srch: 'search',
  lnk: 'link',
  href: 'link',
  anchor: 'link',
  hyperlink: 'link',
  emailaddress: 'email',
  'e-mail': 'email',
  mail: 'email',
  spec: 'specification',
  specs: 'specification',
  config: 'configuration',
  pref: 'preference',
  prefs: 'preference',
  // A citation's anchor (`#ref-SPDY`, `ref1`): "SPDY reference link".
  ref: 'reference',
  refs: 'reference',
  lang: 'language',
});

/** Two-word phrases folded to one token before stop-word removal ("sign in" = "login"). */
const PHRASES: Readonly<Record<string, string>> = dictionary({
  signin: 'login',
  login: 'login',
  signout: 'logout',
  logout: 'logout',
  signup: 'register',
  createaccount: 'register',
  checkout: 'checkout',
  shoppingcart: 'cart',
  shoppingbag: 'cart',
  shoppingbasket: 'cart',
  email: 'email',
  username: 'user',
  password: 'password',
  dropdown: 'select',
  checkbox: 'checkbox',
  textbox: 'textbox',
  menuitem: 'menuitem',
});
const PHRASE_FIRSTS = [
  'sign',
  'log',
  'check',
  'shopping',
  'e',
  'user',
  'pass',
  'drop',
  'text',
  'menu',
  'create',
];
const PHRASE_SECONDS = [
  'in',
  'out',
  'up',
  'cart',
  'bag',
  'basket',
  'mail',
  'name',
  'word',
  'down',
  'box',
  'item',
  'account',
];
/**
 * Longer label phrases product teams swap in for one word ("Get in touch" for "Contact", "Data
 * protection" for "Privacy"), folded to one token that similarity lists as that word's synonym;
 * and phrases that say the same thing in other words ("Email address" and "E-mail", "Continue
 * reading" and "Read more"), folded to the same words.
 */
const LABEL_PHRASES: Readonly<Record<string, string>> = dictionary({
  'get in touch': 'getintouch',
  'data protection': 'dataprotection',
  'our story': 'ourstory',
  // The same thing said longer or shorter: one set of words for both.
  'email address': 'email',
  'full name': 'name',
  // A person's names as forms word them: "Given name" is the "First name" field.
  'given name': 'first name',
  forename: 'first name',
  'family name': 'last name',
  surname: 'last name',
  'postal code': 'zip code',
  postcode: 'zip code',
  'phone number': 'phone',
  'telephone number': 'phone',
  telephone: 'phone',
  // An e-mail's subject, as people call its field.
  'subject line': 'subject',
  // A login form's "Remember me" checkbox, as other forms word it.
  'keep me signed in': 'remember',
  'keep me logged in': 'remember',
  'stay signed in': 'remember',
  'stay logged in': 'remember',
  'remember me': 'remember',
  // "To-do item", "To do list": the one word "todo" (a task, to similarity).
  'to do': 'todo',
  'read more': 'readmore',
  'continue reading': 'readmore',
  'load more': 'show more',
  // "Back to top" is an idiom, not "back" (which reads as "previous"): one token for its spellings.
  'back to top': 'backtotop',
  'scroll to top': 'backtotop',
  'go to top': 'backtotop',
  'return to top': 'backtotop',
  'jump to top': 'backtotop',
  // Twitter renamed itself X: "Share on X", "Follow on X", "Post to X" are its share and follow links.
  'on x': 'on twitter',
  'to x': 'to twitter',
  // Places named "New …" are not something new (nor, to similarity, something to create or add).
  'new york': 'newyork',
  'new zealand': 'newzealand',
  'new jersey': 'newjersey',
  'new delhi': 'newdelhi',
  'new mexico': 'newmexico',
  'new england': 'newengland',
  'new orleans': 'neworleans',
  'new hampshire': 'newhampshire',
  'new south wales': 'newsouthwales',
});
const LABEL_PHRASE_PATTERN = new RegExp(
  `\\b(${Object.keys(LABEL_PHRASES)
    .map((phrase) => phrase.replace(/ /g, '\\s+'))
    .join('|')})\\b`,
  'g',
);
const PHRASE_PATTERN = new RegExp(
  `\\b(${PHRASE_FIRSTS.join('|')})[\\s_-]?(${PHRASE_SECONDS.join('|')})\\b`,
  'g',
);

/**
 * How a page may spell a token tokenize folds ("log out", "sign out", "signout" for logout;
 * "bag", "basket" for cart): the phrases and abbreviations above, read backwards.
 *
 * @example
 * foldedSpellings('logout') // ['sign out', 'signout', 'log out', 'logoff']
 */
export function foldedSpellings(token: string): readonly string[] {
  return FOLDED_SPELLINGS.get(token) ?? [];
}

const FOLDED_SPELLINGS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  const add = (token: string, spelling: string): void => {
    if (spelling === token) return;
    const list = map.get(token) ?? [];
    if (!list.includes(spelling)) list.push(spelling);
    map.set(token, list);
  };
  for (const first of PHRASE_FIRSTS) {
    for (const second of PHRASE_SECONDS) {
      const token = PHRASES[first + second];
      if (token === undefined) continue;
      add(token, `${first} ${second}`);
      add(token, first + second);
    }
  }
  for (const [phrase, token] of Object.entries(LABEL_PHRASES)) if (!token.includes(' ')) add(token, phrase);
  // Abbreviations only for phrase tokens ("bag" for cart): "btn" would find every .btn on the page.
  for (const [abbreviation, token] of Object.entries(ABBREVIATIONS))
    if (map.has(token)) add(token, abbreviation);
  return map;
})();

const CAMEL_BOUNDARY = /([a-z\d])([A-Z])|([A-Z]+)([A-Z][a-z])/g;
const NON_WORD = /[^\p{L}\p{M}\p{N}]+/u;
const LETTER_DIGIT = /(\p{L})(\p{N})|(\p{N})(\p{L})/gu;
/** Japanese kana or kanji: text written without spaces between its words. */
const KANA_OR_KANJI = /[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}]/u;
/**
 * A run of one Japanese script: katakana (with the long-vowel mark), kanji or hiragana. Japanese
 * has no spaces, and a change of script is the nearest thing to a word boundary it writes:
 * "サーバーラック用タップ" (server-rack power tap) is サーバーラック · 用 · タップ, not one word that
 * "サーバーラック" (server rack) prefixes.
 */
const JAPANESE_SCRIPT_RUN = /[\p{sc=Katakana}ー]+|\p{sc=Han}+|\p{sc=Hiragana}+/gu;

/**
 * The lowercase words of a text as written: letters (with their combining marks) and digits, no
 * splitting of camelCase, no stop words dropped, nothing folded ("Log In" stays "log in").
 *
 * @example
 * lowercaseWords('Sign in, v2!') // ['sign', 'in', 'v2']
 */
export function lowercaseWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/**
 * Splits text or an identifier into lowercase words (no stop-word removal).
 *
 * @example
 * splitWords('addToCart-btn_2') // ['add', 'to', 'cart', 'btn', '2']
 */
export function splitWords(input: string): string[] {
  if (input === '') return [];
  const spaced = input
    .replace(CAMEL_BOUNDARY, (_m, a, b, c, d) => (a !== undefined ? `${a} ${b}` : `${c} ${d}`))
    .replace(LETTER_DIGIT, (_m, a, b, c, d) => (a !== undefined ? `${a} ${b}` : `${c} ${d}`));
  const separated = KANA_OR_KANJI.test(spaced) ? spaced.replace(JAPANESE_SCRIPT_RUN, ' $& ') : spaced;
  const words: string[] = [];
  for (const part of separated.toLowerCase().split(NON_WORD)) if (part !== '') words.push(part);
  return words;
}

/** A sigma in a word: see mayHoldSomeWord. */
const SIGMA = /[σς]/;

/**
 * False when splitWords(text) can hold none of `words` (each one of splitWords' words), so a value
 * need not be split to be told it names none of them. A word splitWords gives is a run of the
 * text, lowercased; lowercasing maps each character on its own but Σ (final sigma: its form
 * depends on the letters after it), so the lowercased text holds every such word without a sigma.
 *
 * @example
 * mayHoldSomeWord('navMobileMenu', ['mobile', 'tablet']) // true
 * mayHoldSomeWord('nav-menu', ['mobile', 'tablet']) // false
 */
export function mayHoldSomeWord(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return words.some((word) => lower.includes(word) || SIGMA.test(word));
}

/**
 * Words that end in "s" but are no plural: "news" is not "new" (whose synonyms are "add" and
 * "create"), and "HTTPS" is not "HTTP" (ietf's "http://" link deleted beside its "HTTPS" link).
 */
const NOT_PLURAL: ReadonlySet<string> = new Set(['news', 'series', 'species', 'https']);

/** True for a word that ends in "s" without being a plural ("news"): see NOT_PLURAL. */
export function isNotPlural(word: string): boolean {
  return NOT_PLURAL.has(word);
}

/** Folds an English plural to its singular for matching ("items" → "item", "boxes" → "box"). */
export function singularize(word: string): string {
  if (word.length <= 3 || /\d/.test(word) || NOT_PLURAL.has(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(xes|ches|shes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * British spellings of words UI labels use, folded to the American one: a label localised for the
 * UK ("Colour *", "Favourites", "Organisation name") is the same label. Listed, not ruled: no
 * ending rule holds ("-our" would fold "your" and "tour", "-ise" would fold "promise" and "wise").
 */
const BRITISH_SPELLINGS: Readonly<Record<string, string>> = dictionary({
  colour: 'color',
  favourite: 'favorite',
  favour: 'favor',
  behaviour: 'behavior',
  neighbour: 'neighbor',
  honour: 'honor',
  labour: 'labor',
  flavour: 'flavor',
  centre: 'center',
  theatre: 'theater',
  metre: 'meter',
  litre: 'liter',
  catalogue: 'catalog',
  dialogue: 'dialog',
  licence: 'license',
  defence: 'defense',
  programme: 'program',
  grey: 'gray',
  jewellery: 'jewelry',
  cheque: 'check',
  tyre: 'tire',
  enrol: 'enroll',
  enrolment: 'enrollment',
  cancelled: 'canceled',
  cancelling: 'canceling',
  labelled: 'labeled',
  travelling: 'traveling',
  traveller: 'traveler',
  modelling: 'modeling',
  organisation: 'organization',
  organise: 'organize',
  organised: 'organized',
  organiser: 'organizer',
  customise: 'customize',
  customised: 'customized',
  customisation: 'customization',
  personalise: 'personalize',
  personalised: 'personalized',
  personalisation: 'personalization',
  authorise: 'authorize',
  authorised: 'authorized',
  authorisation: 'authorization',
  optimise: 'optimize',
  optimisation: 'optimization',
  recognise: 'recognize',
  categorise: 'categorize',
  prioritise: 'prioritize',
  summarise: 'summarize',
  summarisation: 'summarization',
  synchronise: 'synchronize',
  finalise: 'finalize',
  initialise: 'initialize',
  localisation: 'localization',
  minimise: 'minimize',
  maximise: 'maximize',
  analyse: 'analyze',
  analysed: 'analyzed',
  utilisation: 'utilization',
  visualisation: 'visualization',
});

/** The British spellings folded to an American token, for finding it on a page ("color" → ["colour"]). */
export function britishSpellingsOf(token: string): readonly string[] {
  return BRITISH_OF.get(token) ?? [];
}

const BRITISH_OF: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [british, american] of Object.entries(BRITISH_SPELLINGS))
    map.set(american, [...(map.get(american) ?? []), british]);
  return map;
})();

/** One word in canonical form: abbreviation folded, singular, American spelling. */
export function normalizeWord(word: string): string {
  const folded = ABBREVIATIONS[word] ?? word;
  const singular = singularize(folded);
  return BRITISH_SPELLINGS[singular] ?? singular;
}

/**
 * Meaningful tokens: split, lowercased, phrases and abbreviations folded, stop words and
 * one-character non-digit words dropped, duplicates removed (first occurrence order kept).
 *
 * @example
 * tokenize('Click the Add-To-Cart btn') // ['click', 'add', 'cart', 'button']
 */
const LEADING_CAPITAL = /^\s*([A-Z][a-z]+)\b/;
/** Single letters joined by dots, the last dot optional: "u.s.", "e.g", "j.r.r." (lowercased text). */
const DOTTED_INITIALISM = /(?<![\p{L}\p{N}.])\p{L}(?:\.\p{L})+\.?(?![\p{L}\p{N}])/gu;

export function tokenize(input: string): string[] {
  if (input === '') return [];
  const memo = TOKEN_MEMO.get(input);
  if (memo) return [...memo];
  let text = input.replace(CAMEL_BOUNDARY, (_m, a, b, c, d) => (a !== undefined ? `${a} ${b}` : `${c} ${d}`));
  text = text.toLowerCase();
  if (PHRASE_HINT.test(text)) {
    // Underscores and hyphens are word characters to \b: make them spaces so phrases match in identifiers.
    text = text
      .replace(/[_-]+/g, ' ')
      .replace(PHRASE_PATTERN, (match, a: string, b: string) => PHRASES[a + b] ?? match)
      .replace(LABEL_PHRASE_PATTERN, (match) => LABEL_PHRASES[match.replace(/\s+/g, ' ')] ?? match);
  }
  // Initialisms written with dots ("U.S.", "e.g.") are one word, never a dropped one ("s").
  let initialisms: Set<string> | undefined;
  if (text.includes('.')) {
    text = text.replace(DOTTED_INITIALISM, (match) => {
      const word = match.replace(/\./g, '');
      initialisms ??= new Set();
      initialisms.add(word);
      return word;
    });
  }
  const seen = new Set<string>();
  const tokens: string[] = [];
  // A label that starts with a capitalised small word ("From , required.", "To date") is told
  // from its neighbours by that word: keep it.
  const leading = LEADING_CAPITAL.exec(input)?.[1]?.toLowerCase();
  const written = splitWords(text);
  if (
    leading !== undefined &&
    STOP_WORDS.has(leading) &&
    !ARTICLES.includes(leading) &&
    written[0] === leading // not folded into a phrase ("Our story")
  ) {
    seen.add(leading);
    tokens.push(leading);
  }
  for (const raw of written) {
    const initialism = initialisms?.has(raw) === true;
    if (isDroppedWord(raw) && !initialism) continue;
    const word = initialism ? raw : normalizeWord(raw);
    if (seen.has(word)) continue;
    seen.add(word);
    tokens.push(word);
  }
  // A name made only of small words ("To", "From", "Or") is still a name: keep them.
  if (tokens.length === 0) {
    for (const raw of written) {
      if (raw.length < 2 || seen.has(raw) || !STOP_WORDS.has(raw) || ARTICLES.includes(raw)) continue;
      seen.add(raw);
      tokens.push(raw);
    }
  }
  if (TOKEN_MEMO.size >= MAX_MEMO) TOKEN_MEMO.clear();
  TOKEN_MEMO.set(input, tokens);
  return [...tokens];
}

/**
 * True for a split word tokenize leaves out of a text with other words in it: a stop word, or one
 * letter that is not a digit.
 */
export function isDroppedWord(raw: string): boolean {
  return STOP_WORDS.has(raw) || (raw.length === 1 && !/\d/.test(raw));
}

/** Cheap pre-check before the phrase regexes run: a word every phrase has (a label phrase's last). */
const PHRASE_HINT = new RegExp(
  [
    ...['sign', 'log', 'check', 'shopping', 'mail', 'user', 'pass', 'drop', 'box', 'menu', 'create'],
    // Each label phrase whole ("to do", "keep me signed in"): its last word alone ("do", "in")
    // would send nearly every text through the replacements.
    ...Object.keys(LABEL_PHRASES).map((phrase) => phrase.replace(/ /g, '[\\s_-]+')),
  ].join('|'),
);
/** Tokens of recent inputs (section titles and labels repeat across elements). Deterministic: a cache only. */
const TOKEN_MEMO = new Map<string, readonly string[]>();
const MAX_MEMO = 20_000;

/**
 * Something normalizeWhitespace changes: whitespace other than a space, a space before more
 * whitespace, or a space at either end. A text without any is its own normal form (`\s` and
 * `trim` agree on what whitespace is).
 */
const NOT_NORMAL = /[^\S ]| \s|^ | $/;

/** Whitespace-normalised text (what Playwright text matching compares). */
export function normalizeWhitespace(input: string): string {
  // Names and text heads arrive normalised already: one test instead of a copy per call.
  return NOT_NORMAL.test(input) ? input.replace(/\s+/g, ' ').trim() : input;
}

/**
 * A capital letter that stands alone as a word, not the article "A" or the pronoun "I", nor the
 * first part of a hyphenated word ("E-mail", "T-shirt").
 */
const LONE_CAPITAL = /(?<![\p{L}\p{M}\p{N}])[B-HJ-Z](?![\p{L}\p{M}\p{N}]|-\p{L})/gu;
/**
 * A camel-case word whose last part is one capital after a lower-case letter: the glued form of a
 * model letter ("XboxOneX"; not "iOS", "macOS"). Said only when the whole word is said.
 */
const GLUED_CAPITAL_WORD = /(?<![\p{L}\p{M}\p{N}])[\p{L}\p{M}\p{N}]*\p{Ll}[A-Z](?![\p{L}\p{M}\p{N}])/gu;

/**
 * The capital letters that stand alone as words in a name, lowercased: a model name's words that
 * tokenize drops with every one-letter word ("Xbox One S" is not "Xbox One X"). A word that ends
 * in such a letter glued on ("XboxOneX") comes whole: its letter is said only with the word.
 *
 * @example
 * loneCapitals('Xbox One S') // ['s']
 * loneCapitals('XboxOneX') // ['xboxonex']
 */
export function loneCapitals(text: string): string[] {
  // "Share on X" names Twitter (see LABEL_PHRASES), not a model letter.
  const written = text.replace(TWITTER_X, ' ');
  return [...(written.match(LONE_CAPITAL) ?? []), ...(written.match(GLUED_CAPITAL_WORD) ?? [])].map((word) =>
    word.toLowerCase(),
  );
}
const TWITTER_X = /\b(?:on|to)\s+X\b/g;

/**
 * The steps of an address's path, without its scheme and host, query or fragment.
 *
 * @example
 * addressSteps('https://shop.example/account/login.php?next=/') // ['account', 'login.php']
 */
export function addressSteps(address: string): string[] {
  const path = address.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/)[0] ?? '';
  return path.split('/').filter((step) => step !== '');
}
