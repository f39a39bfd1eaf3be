/**
 * Words apps swap for one another between releases without changing what the control does
 * ("Settings" ↔ "Preferences", "Delete" ↔ "Remove"), folded to one canonical token so a reworded
 * label still says what the old one said. Only near-perfect synonyms belong here: a pair that
 * names two different controls that often share a screen ("Cancel" / "Close", "Save" / "Apply",
 * "Back" / "Previous", "Profile" / "Account", "Passwords" / "Passcode") would turn a deleted control
 * into a heal to its neighbour, so those are left out on purpose. Tokens are in `tokenize` form (lowercase,
 * singular, "sign in" already folded to "login").
 */
import { tokenize } from './native-tokens.js';

/** Each family's first word is its canonical form. */
const FAMILIES: readonly (readonly string[])[] = [
  ['setting', 'preference'],
  ['delete', 'remove'],
  ['close', 'dismiss'],
  ['password', 'passphrase'],
  ['search', 'find'],
  ['edit', 'modify'],
  ['next', 'continue'],
  ['view', 'see'],
];

const CANONICAL: ReadonlyMap<string, string> = new Map(
  FAMILIES.flatMap((family) => family.map((word) => [word, family[0] as string] as const)),
);

/** One token in its family's canonical form (itself when it has no family). */
export function canonicalToken(token: string): string {
  return CANONICAL.get(token) ?? token;
}

/**
 * Tokens with synonyms folded (duplicates removed, order kept).
 *
 * @example
 * foldSynonyms(tokenize('Page Preferences')) // ['page', 'setting']
 */
export function foldSynonyms(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    const folded = canonicalToken(token);
    if (!out.includes(folded)) out.push(folded);
  }
  return out;
}

/** A phrase in folded form: `tokenize`, fold, join with spaces. */
export function foldedPhrase(text: string): string {
  return foldSynonyms(tokenize(text)).join(' ');
}
