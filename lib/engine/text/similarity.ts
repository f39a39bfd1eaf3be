/**
 * Token similarity: how much of what a person wrote (a description, a broken locator's words) is
 * still said by an element. Pure; shared by the web and native engines.
 */
import { foldedSpellings, isNotPlural, normalizeWord } from './tokenize.js';

/** A shared prefix at least this long counts as a partial match ("addr" ~ "address"). */
const MIN_PREFIX_LENGTH = 3;
/** Abbreviations are short ("addr", "desc", "info"): a prefix this long is likely a word itself. */
const COMPLETE_WORD_LENGTH = 5;
/** The share of a longer word such a prefix must cover to still read as that word ("search" of "searchbar"). */
const MIN_COMPOUND_PREFIX_SHARE = 0.6;
/** Letters of the word a compound adds ("land" of "Fiordland"); more is a glued run of words. */
const MAX_COMPOUND_TAIL = 5;
/**
 * Endings that make a complete word into a noun of another thing ("gadget" → "gadgetry", "member"
 * → "membership", "comment" → "commentary"): not a tense, a plural or an abbreviation of it.
 */
const DERIVED_NOUN_ENDINGS: ReadonlySet<string> = new Set([
  'ry',
  'ary',
  'ery',
  'ship',
  'ness',
  'ity',
  'ism',
  'ist',
  'hood',
  'dom',
]);
/**
 * Endings that make a word into the one who does it ("buy" → "buyer", "follow" → "followers"):
 * another thing, whatever the word's length. engadget's deleted "Buy Now" link healed to "The
 * Buyer's Guide" on "buy" alone. An abbreviation that happens to be such a word's stem ("filt" of
 * "filter", "head" of "header") is not read as it either: a refusal, never a wrong element.
 */
const AGENT_NOUN_ENDINGS: ReadonlySet<string> = new Set(['er', 'ers']);
/** Below this, two tokens are unrelated. */
const MIN_TOKEN_SIMILARITY = 0.6;
/**
 * Similarity of two words of one synonym group: enough to count as the same word, less than an
 * exact match, so a control that kept the description's own word still ranks first.
 */
export const SYNONYM_SIMILARITY = 0.85;

/**
 * Words product teams swap for one another in UI labels ("Export" → "Download", "Sign out" →
 * "Log out"; "sign in"/"log in" are already folded to one token by tokenize). Deliberately small
 * and about controls only: a wrong synonym makes two different controls look alike, and the
 * never-guess rules (margins, label rivals) still apply on top of it.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['export', 'download'],
  ['submit', 'send'],
  ['delete', 'remove', 'trash', 'discard'],
  ['save', 'apply'],
  ['cancel', 'dismiss'],
  ['forgot', 'reset'],
  // "Update password" / "Change password".
  ['edit', 'modify', 'change', 'update'],
  ['create', 'new', 'add'],
  ['search', 'find'],
  ['close', 'dismiss'],
  ['download', 'get'],
  ['more', 'other'],
  ['about', 'ourstory'],
  ['blog', 'articles'],
  ['privacy', 'dataprotection'],
  ['next', 'continue', 'proceed'],
  ['previous', 'back'],
  ['settings', 'preferences', 'options', 'configuration'],
  ['profile', 'account'],
  ['help', 'support'],
  ['documentation', 'docs', 'guide', 'manual'],
  ['terms', 'conditions'],
  ['buy', 'purchase', 'order'],
  ['see', 'view', 'show'],
  ['dashboard', 'overview'],
  ['users', 'members', 'people'],
  ['reports', 'analytics', 'insights'],
  ['comments', 'replies'],
  ['reply', 'respond', 'answer'],
  ['upload', 'attach'],
  // Not one group: joining a site is not following a person ("Join now" is no "+ Follow").
  ['subscribe', 'join'],
  ['subscribe', 'follow'],
  ['jobs', 'careers'],
  ['news', 'updates'],
  ['pricing', 'plans', 'prices'],
  ['products', 'catalog', 'shop'],
  ['contact', 'touch', 'getintouch'],
  ['filter', 'narrow', 'refine'],
  ['invite', 'add'],
  ['password', 'passphrase', 'passcode'],
  ['notifications', 'alerts'],
  ['messages', 'inbox'],
  ['home', 'start'],
  ['menu', 'navigation'],
  ['navigation', 'navbar'],
  ['register', 'signup', 'enroll'],
  // "Load comments" / "Show comments"; "Repeat password" / "Confirm password".
  ['load', 'show'],
  // "Expand comments" / "Show comments".
  ['expand', 'show'],
  // "Type Message ..." / "Write a message…".
  ['type', 'write'],
  ['repeat', 'confirm', 'retype'],
  // "URL" / "Website"; "Passengers" / "Travelers"; "Agree to terms" / "I accept the terms".
  ['url', 'website'],
  ['passengers', 'travelers'],
  ['agree', 'accept'],
  // "What needs to be done?" apps: a todo is a task.
  ['todo', 'task'],
  // "Company" / "Organization" on a sign-up form.
  ['company', 'organization'],
  // A voice search button is drawn as a microphone.
  ['voice', 'microphone', 'mic'],
  // Copy a team rewrites without changing what the control does.
  ['refresh', 'reload'],
  ['coupon', 'promo', 'voucher'],
  ['latest', 'newest', 'recent'],
  // "Skip to content" / "Jump to content".
  ['skip', 'jump'],
  ['comments', 'feedback'],
  ['invite', 'invitation'],
  ['description', 'describe'],
  ['related', 'similar'],
  // "Get a demo" / "Request a demo", "Get an invitation" / "Request an invite".
  ['get', 'request'],
  // "Upload several files" / "multiple file upload"; "Read full work" / "Entire work".
  ['multiple', 'several'],
  ['entire', 'full', 'whole'],
  // "Browse all products" / "View all products"; "My Interests" / "My Topics".
  ['browse', 'view'],
  ['topics', 'interests'],
  // A date picker's options shortened to fit ("June" / "Jun", "Wednesday" / "Wed").
  ['january', 'jan'],
  ['february', 'feb'],
  ['march', 'mar'],
  ['april', 'apr'],
  ['june', 'jun'],
  ['july', 'jul'],
  ['august', 'aug'],
  ['september', 'sept', 'sep'],
  ['october', 'oct'],
  ['november', 'nov'],
  ['december', 'dec'],
  ['monday', 'mon'],
  ['tuesday', 'tue', 'tues'],
  ['wednesday', 'wed'],
  ['thursday', 'thu', 'thurs'],
  ['friday', 'fri'],
  ['saturday', 'sat'],
  ['sunday', 'sun'],
];

const SYNONYMS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of SYNONYM_GROUPS) {
    const words = group.map((word) => normalizeWord(word));
    for (const word of words) {
      const set = map.get(word) ?? new Set<string>();
      for (const other of words) if (other !== word) set.add(other);
      map.set(word, set);
    }
  }
  return map;
})();

/** The listed UI synonyms of a normalised token. */
export function synonymsOf(word: string): readonly string[] {
  const set = SYNONYMS.get(word);
  return set ? [...set] : [];
}

/** True when two normalised tokens are listed as UI synonyms. */
export function areSynonyms(a: string, b: string): boolean {
  return SYNONYMS.get(a)?.has(b) === true;
}

/**
 * Similarity of two normalised tokens in 0..1: 1 for equal, less for listed synonyms, a partial
 * score for a shared prefix (abbreviation, tense), 0 otherwise. No edit distance: "Contact" is one
 * letter from "Contracts" and another control, and no measured heal needed a typo forgiven.
 *
 * @example
 * tokenSimilarity('address', 'addr') // 0.8
 * tokenSimilarity('submit', 'cancel') // 0
 * tokenSimilarity('fiordland', 'fiord') // 0
 */
export function tokenSimilarity(a: string, b: string): number {
  return similarityTo(a, SYNONYMS.get(a), b);
}

/**
 * tokenSimilarity(a, b) with a's synonyms looked up by the caller: bestTokenSimilarity compares one
 * token with many, and looks them up once.
 */
function similarityTo(a: string, synonymsOfA: ReadonlySet<string> | undefined, b: string): number {
  if (a === b) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  if (synonymsOfA?.has(b) === true) return SYNONYM_SIMILARITY;
  // Every partial match below is a prefix of the other word: most pairs differ at once.
  if (a.charCodeAt(0) !== b.charCodeAt(0)) return 0;
  const shorter = a.length <= b.length ? a : b;
  const longer = shorter === a ? b : a;
  // "new" is no abbreviation of "news": a word that only looks like the plural of the other.
  if (longer.length === shorter.length + 1 && isNotPlural(longer)) return 0;
  // A token folded from a phrase ("Sign out" → logout) is no longer a word: "logo" does not abbreviate it.
  if (
    shorter.length >= MIN_PREFIX_LENGTH &&
    longer.startsWith(shorter) &&
    foldedSpellings(longer).length === 0
  ) {
    // "addr" ~ "address", "qty" is folded earlier; a prefix covering little of the word is weak.
    const ratio = shorter.length / longer.length;
    // A word of five letters or more that another short word extends is a word of its own that
    // the longer one compounds ("fiord" of "Fiordland"), not its abbreviation. A long glued run
    // (`bannerprivacysettingsbutton`) is several words, whose first one still counts.
    if (
      shorter.length >= COMPLETE_WORD_LENGTH &&
      ratio < MIN_COMPOUND_PREFIX_SHARE &&
      longer.length - shorter.length <= MAX_COMPOUND_TAIL
    )
      return 0;
    // engadget's tags link "gadgetry" beside "gadgets": with "gadgets" deleted, "gadgetry" is
    // another tag, not the description's word. And "The Buyer's Guide" is no "Buy Now".
    const ending = longer.slice(shorter.length);
    if (
      AGENT_NOUN_ENDINGS.has(ending) ||
      (shorter.length >= COMPLETE_WORD_LENGTH && DERIVED_NOUN_ENDINGS.has(ending))
    )
      return 0;
    const score = 0.55 + 0.4 * ratio;
    return score >= MIN_TOKEN_SIMILARITY ? score : 0;
  }
  return 0;
}

/** Best similarity of `token` to any of `candidates`. */
export function bestTokenSimilarity(token: string, candidates: readonly string[]): number {
  const synonyms = SYNONYMS.get(token);
  let best = 0;
  for (const candidate of candidates) {
    const score = similarityTo(token, synonyms, candidate);
    if (score > best) {
      best = score;
      if (best === 1) break;
    }
  }
  return best;
}

/**
 * How much of `query` the `target` tokens cover, in 0..1 (a directed measure: extra words on
 * the element do not lower it; words the query says that the element does not, do).
 *
 * @example
 * tokenCoverage(['add', 'cart'], ['add', 'to', 'cart', 'backpack']) // 1
 */
export function tokenCoverage(query: readonly string[], target: readonly string[]): number {
  if (query.length === 0 || target.length === 0) return 0;
  let sum = 0;
  for (const token of query) sum += bestTokenSimilarity(token, target);
  return sum / query.length;
}

/** Symmetric token overlap in 0..1 (fuzzy Dice coefficient). */
export function tokenOverlap(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  let sumA = 0;
  for (const token of a) sumA += bestTokenSimilarity(token, b);
  let sumB = 0;
  for (const token of b) sumB += bestTokenSimilarity(token, a);
  return (sumA + sumB) / (a.length + b.length);
}
