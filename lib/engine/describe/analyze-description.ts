/**
 * A description (or remarks) read once into what the scorers need: content words, optional
 * words, the role families it names, and quoted phrases.
 */
import { normalizeWhitespace, tokenize } from '../text/tokenize.js';
import { OPTIONAL_WORDS, rolesForWord } from './role-words.js';

export interface DescriptionWord {
  readonly word: string;
  /** Optional words count when the element carries them and are not held against it otherwise. */
  readonly optional: boolean;
}

export interface DescriptionModel {
  readonly source: string;
  /** Lowercase, whitespace-normalised text (phrase checks). */
  readonly normalized: string;
  readonly words: readonly DescriptionWord[];
  /** Every word (for antonym checks). */
  readonly wordSet: ReadonlySet<string>;
  /** Each role word's compatible roles (a description may name more than one control). */
  readonly roleFamilies: readonly (readonly string[])[];
  /** Text the user quoted ("Save", 'Add to cart', “Checkout”). */
  readonly quoted: readonly string[];
  /** True when there is at least one required (non-optional) word. */
  readonly hasContent: boolean;
  /**
   * Required words before the first section phrase ("Password field | in the Create account
   * section"): the words that name the element itself.
   */
  readonly headWords: readonly string[];
  /** True when the description names a section after the element ("… in the Billing section"). */
  readonly sectionNamed: boolean;
  /**
   * camelCase or PascalCase words of the head, lowercased whole ("ThatOnePlatypus" →
   * "thatoneplatypus"): an identifier-like name that only counts when the element says it whole.
   */
  readonly headCompounds: readonly string[];
  /** Words after the section phrase ("new", "message" in "To field for New Message"). */
  readonly sectionWords: readonly string[];
  /** Optional words of the head ("red" in "Preview red theme button"). */
  readonly headOptional: readonly string[];
}

/** Where a description stops naming the element and starts naming its section. */
const SECTION_PHRASE =
  /\s(?:in|inside|within|under|on|from|for|of the|at the|next to|beside|near|below|above)\s/i;

const QUOTED =
  /"([^"]{1,200})"|“([^”]{1,200})”|‘([^’]{1,200})’|(?<![\p{L}\p{N}])'([^']{1,200})'(?![\p{L}\p{N}])/gu;

/**
 * Reads a description into words and role families.
 *
 * @example
 * analyzeDescription('Click the "Add to cart" button').roleFamilies.length // 1
 */
export function analyzeDescription(text: string): DescriptionModel {
  const source = text.slice(0, 4000);
  const words: DescriptionWord[] = [];
  const roleFamilies: (readonly string[])[] = [];
  for (const word of tokenize(source)) {
    const roles = rolesForWord(word);
    if (roles) roleFamilies.push(roles);
    words.push({ word, optional: roles !== undefined || OPTIONAL_WORDS.has(word) });
  }
  const quoted: string[] = [];
  for (const match of source.matchAll(QUOTED)) {
    const value = normalizeWhitespace(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
    if (value !== '') quoted.push(value.toLowerCase());
  }
  const split = SECTION_PHRASE.exec(source);
  const head = split ? source.slice(0, split.index) : source;
  const headTokens = tokenize(head).filter((word) => !rolesForWord(word));
  const headWords = headTokens.filter((word) => !OPTIONAL_WORDS.has(word));
  const headOptional = headTokens.filter((word) => OPTIONAL_WORDS.has(word));
  const headCompounds = head
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 6 && /\p{Ll}\p{Lu}/u.test(word))
    .map((word) => word.toLowerCase());
  // The kind of control is the one the head names: "Delete button in the row for …" asks for a
  // button, and the row only says where it sits.
  const headRoleFamilies = tokenize(head).flatMap((word) => {
    const roles = rolesForWord(word);
    return roles ? [roles] : [];
  });
  return {
    source,
    headWords,
    sectionNamed: split !== null,
    headCompounds,
    headOptional,
    sectionWords: split ? tokenize(source.slice(split.index + split[0].length)) : [],
    normalized: normalizeWhitespace(source).toLowerCase(),
    words,
    wordSet: new Set(words.map((entry) => entry.word)),
    roleFamilies: split && headRoleFamilies.length > 0 ? headRoleFamilies : roleFamilies,
    quoted,
    hasContent: words.some((entry) => !entry.optional),
  };
}

/** An empty description (no evidence). */
export const EMPTY_DESCRIPTION: DescriptionModel = analyzeDescription('');
