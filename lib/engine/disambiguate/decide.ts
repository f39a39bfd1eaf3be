/**
 * disambiguate: from the ranked shortlist to one element, or a refusal. The top candidate wins
 * outright when its relative margin over the best *distinct* runner-up (not nested in it) is at
 * least TIE_BREAK_MARGIN. Below that a configured model may answer the closed question "which of
 * these N is the target?"; its answer is checked (an integer index among those offered). Below
 * REFUSAL_MARGIN, without a usable model answer, the engine refuses and names the close
 * candidates. In between, the deterministic pick stands with a confidence that says it was close.
 */

import type { Doubt } from '../answer/failures.js';
import { analyzeDescription, type DescriptionModel } from '../describe/analyze-description.js';
import { containsPhrase } from '../describe/judge-description.js';
import { FIELD_ROLES, isPlainRole, rolesForWord } from '../describe/role-words.js';
import { opensSubmenu } from '../shortlist/element-profile.js';
import { twinKey } from '../shortlist/scoped-twins.js';
import {
  distinctCandidates,
  MAX_SHOWN_NAME_CHARS,
  neighbours,
  nested,
  type ScoredCandidate,
  wordsNotInEvidence,
  writtenNameOf,
} from '../shortlist/shortlist.js';
import { areSynonyms, bestTokenSimilarity, tokenSimilarity } from '../text/similarity.js';
import { loneCapitals, lowercaseWords, normalizeWhitespace, STOP_WORDS, tokenize } from '../text/tokenize.js';
import type { ChooseAnswer, ChooseQuestion, HealDependencies } from '../types.js';
import { contains, type WebElement } from '../web/index.js';
import {
  LONE_GROWN_MIN_SCORE,
  LONE_GROWN_RIVAL_SHARE,
  REFUSAL_MARGIN,
  SAME_WORD_SIMILARITY,
  SHORTLIST_SIZE,
  TIE_BREAK_MARGIN,
} from '../weights.js';
import { promptLine, summarizeCandidate } from './candidate-summary.js';

export type Decision =
  | {
      readonly kind: 'pick';
      readonly candidate: ScoredCandidate;
      readonly shortlist: readonly ScoredCandidate[];
      /** Relative margin over the runner-up (1 when alone). */
      readonly margin: number;
      readonly how: 'clear' | 'close' | 'model';
      /** Set when a model was asked and its answer was not usable. */
      readonly modelProblem?: string;
      readonly modelReason?: string;
      /** Set when only the broken locator's `.first()` / `.last()` told twins apart (endPickedTwin). */
      readonly endPicked?: 'first' | 'last';
      /** Why the pick was set aside at first: a field's label that grew (loneGrownCandidate). */
      readonly grown?: string;
    }
  | {
      readonly kind: 'refuse';
      readonly reason: 'nothing' | 'ambiguous';
      readonly shortlist: readonly ScoredCandidate[];
      readonly margin: number;
      readonly modelProblem?: string;
      /**
       * Why one set-aside control puts the top in doubt: it is shown while the top is hidden and may
       * be the target reworded, or it is the very kind described while the top is only compatible.
       */
      readonly doubt?: Doubt;
    };

export interface DecideOptions {
  readonly description: string;
  readonly remarks: string;
  readonly llm: boolean;
  /** The description already read (heal reads it once); read here when absent. */
  readonly descriptionModel?: DescriptionModel;
  /** The lists broken positional paths led into (Shortlist.pathLists). */
  readonly pathLists?: readonly WebElement[];
  /** The end of its copies every broken locator picked with a trailing `.first()` or `.last()`. */
  readonly endPicked?: 'first' | 'last' | undefined;
}

/** Relative margin of the best over the second (1 when there is no second). */
export function relativeMargin(shortlist: readonly ScoredCandidate[]): number {
  const top = shortlist[0];
  const second = shortlist[1];
  if (!top) return 0;
  if (!second || top.score <= 0) return 1;
  return (top.score - second.score) / top.score;
}

/**
 * Words of the candidate's own name that the description does not say (numbers and one-letter
 * words aside; "UI" counts): in the close band, "View documentation" for "Documentation link" or "See All
 * Notifications" for "See All Messages" is a different control, not a close call to settle.
 */
export function extraNameWords(candidate: ScoredCandidate, model: DescriptionModel): string[] {
  if (model.normalized === '') return [];
  return wordsNotSaid(candidate, [...model.wordSet], model.normalized);
}

function wordsNotSaid(candidate: ScoredCandidate, said: readonly string[], saidText: string): string[] {
  // People describe what they see: a "Reply" button named "Sign in to reply to this comment" by
  // its aria-label says no word the description "Reply button" does not.
  if (shownTextSaid(candidate, said)) return [];
  const words = wordsNotInEvidence(candidate.profile, said);
  // Tokens split "v2" and "75k" into a lone letter and a number, both ignored above; as written
  // they are words the description either says or not ("Dashboard" is not "Dashboard v2").
  const saidWords = lowercaseWords(saidText);
  for (const raw of lowercaseWords(candidate.profile.tokens.name)) {
    if (/\p{L}/u.test(raw) && /\p{N}/u.test(raw) && !saidWords.includes(raw)) words.push(raw);
  }
  // A capital letter standing alone is a model name's word too ("Xbox One S" is not "Xbox One X").
  for (const word of loneCapitals(writtenNameOf(candidate.profile)))
    if (!saidWords.includes(word) && !words.includes(word)) words.push(word);
  return words;
}

/**
 * In the close band, the description may still name exactly one of the close candidates: the top
 * is named with nothing the description does not say, and every close rival either adds words to
 * its name ("Sign in using Facebook" next to "Sign In", "Confirm password" next to "Password") or
 * is a different kind of control than the one named while the top is that kind ("Search the BBC"
 * button vs link, for "… button"). Same-named, same-kind rivals (a decoy) still make it a refusal.
 */
export function describedOnlyByTop(
  shortlist: readonly ScoredCandidate[],
  model: DescriptionModel,
  pathLists: readonly WebElement[] = [],
): boolean {
  const top = shortlist[0];
  if (!top || model.normalized === '') return false;
  const said = [...model.wordSet];
  // Every word of the top's name is in the description ("Cc" is not in "To field for New Message").
  const { nameTokens, textTokens } = top.profile.tokens;
  const nameWords = (nameTokens.length > 0 ? nameTokens : textTokens.slice(0, 12)).filter(
    (word) => !/^\p{N}+$/u.test(word),
  );
  if (
    !shownTextSaid(top, said) &&
    (nameWords.length === 0 ||
      nameWords.some((word) => bestTokenSimilarity(word, said) < SAME_WORD_SIMILARITY) ||
      wordsNotSaid(top, said, model.normalized).length > 0)
  )
    return false;
  const descriptionWords = lowercaseWords(model.source);
  const topQuoted = wordsQuoted(top, descriptionWords);
  const floor = top.score * (1 - TIE_BREAK_MARGIN);
  return shortlist.slice(1).every(
    (rival) =>
      rival.score < floor ||
      // A close rival control whose name the description quotes at more length than the top's is
      // no settled matter ("チェア チェア" for the <a> turned <button> that reads it, beside a link
      // that reads "チェア"), whatever else tells them apart.
      ((!rival.profile.interactive || wordsQuoted(rival, descriptionWords) <= topQuoted) &&
        setApartFromTop(top, rival, model, said, { descriptionWords, topQuoted }, pathLists)),
  );
}

/** True when the description or the broken locator tells a close rival from the top. */
function setApartFromTop(
  top: ScoredCandidate,
  rival: ScoredCandidate,
  model: DescriptionModel,
  said: readonly string[],
  quotes: { readonly descriptionWords: readonly string[]; readonly topQuoted: number },
  pathLists: readonly WebElement[],
): boolean {
  const topRole = top.profile.tokens.role;
  const topIsNamedKind = topRole !== undefined && model.roleFamilies.some((family) => family[0] === topRole);
  const topIsControl = topRole !== undefined && model.roleFamilies.some((family) => family.includes(topRole));
  return (
    wordsNotSaid(rival, said, model.normalized).length > 0 ||
    (quotes.topQuoted > 0 && spelledOnlyAsTop(top, rival, quotes.descriptionWords)) ||
    (quotes.topQuoted > 1 && partOfTopName(top, rival)) ||
    numberOnlyInTop(top, rival, model.source) ||
    casedOnlyAsTop(top, rival, model) ||
    // Unless the broken positional path's list holds the rival and not the top: a link turned
    // button that a reorder moved within the list (cypress's "Assertions"), beside the navbar's
    // same-named link, is the path's as surely as the link is the description's. Nor does it set
    // a same-named button apart from a described link: a link turned button (client-side
    // navigation) keeps its name, and the word "link" is the one thing it changed.
    (topIsNamedKind &&
      rival.profile.tokens.role !== topRole &&
      !keptInPathList(rival, top, pathLists) &&
      !(
        rival.profile.tokens.role === 'button' &&
        topRole === 'link' &&
        rival.profile.tokens.label === top.profile.tokens.label
      )) ||
    // A span that merely reads "Comments" is no rival for the "Comments" link the description names.
    (topIsControl && isPlainRole(rival.profile.tokens.role)) ||
    // The description cannot tell them apart, the broken locator can ("Privacy policy" vs "Privacy Policy").
    rival.locatorPoints + LOCATOR_TIE_BREAK_POINTS <= top.locatorPoints ||
    // Or its positional path can: it places the top, not the rival (of the same tag: else the
    // path says only the tag).
    (placedByPath(top) && !placedByPath(rival) && rival.profile.element.tag === top.profile.element.tag) ||
    // Its text clue alone can, whatever else changed: `//a[normalize-space()="@viticci"]` never
    // found the link that reads "\u200f@viticci", so the <a> turned <button> that reads "@viticci" is it.
    ((rival.features['locator.text'] ?? 0) + LOCATOR_TIE_BREAK_POINTS <=
      (top.features['locator.text'] ?? 0) &&
      !rewordedKeepingTag(top, rival))
  );
}

/** A list a broken positional path led into holds the rival and not the top. */
function keptInPathList(
  rival: ScoredCandidate,
  top: ScoredCandidate,
  pathLists: readonly WebElement[],
): boolean {
  return pathLists.some(
    (list) => contains(list, rival.profile.element) && !contains(list, top.profile.element),
  );
}

/**
 * The rival still has the tag the broken locator named while the top does not, and reads other
 * words than the top: it may be the target reworded ("Log In" → "Sign In" on the `<a>` that
 * `//a[normalize-space()="Log In"]` found) as surely as the top may be it with its tag changed
 * (the submit input that reads "Log In"). One change each: the exact text does not settle it.
 */
function rewordedKeepingTag(top: ScoredCandidate, rival: ScoredCandidate): boolean {
  if ((rival.features['locator.tag'] ?? 0) <= (top.features['locator.tag'] ?? 0)) return false;
  // As written, not as tokens: tokens fold "Log In" and "Sign In" into one word. Spelled alike
  // ("parents" beside "parent", "\u200f@viticci" beside "@viticci") is no rewording: the exact
  // locator left that control out before the refactor as it does now.
  return !spelledAlike(literalNameOf(rival).split(' '), literalNameOf(top).split(' '));
}

/**
 * The description quotes the top's name as written (the caller checks) and the rival's name only
 * folds to the same words ("parents link": the "parents" link, not the "parent" link beside it).
 */
function spelledOnlyAsTop(
  top: ScoredCandidate,
  rival: ScoredCandidate,
  descriptionWords: readonly string[],
): boolean {
  const topName = literalNameOf(top);
  const rivalName = literalNameOf(rival);
  return (
    rivalName !== topName &&
    wordsQuoted(rival, descriptionWords) === 0 &&
    spelledAlike(rivalName.split(' '), topName.split(' '))
  );
}

/**
 * The description quotes the top's name of several words (the caller checks), and the rival's name
 * is only a run of it: "Help & Support link" names the "Help & Support" link, not the "Help" link
 * beside it.
 */
function partOfTopName(top: ScoredCandidate, rival: ScoredCandidate): boolean {
  const topWords = literalNameOf(top).split(' ').filter(Boolean);
  const rivalWords = literalNameOf(rival).split(' ').filter(Boolean);
  return rivalWords.length > 0 && rivalWords.length < topWords.length && holdsRun(topWords, rivalWords);
}

/** Numbers as written: "4", "4.2" and "12,500" are one number each (a section's, a model's). */
function writtenNumbers(text: string): string[] {
  return text.match(/\p{N}+(?:[.,:]\p{N}+)*/gu) ?? [];
}

/**
 * The description writes a number that the top's name shows as written and the rival's does not
 * ("Section 4 link": the "Section 4" link, not "Section 4.2" or "12.4" beside it). Tokens split
 * "4.2" into words the description says, so the words alone cannot tell them apart.
 */
function numberOnlyInTop(top: ScoredCandidate, rival: ScoredCandidate, description: string): boolean {
  const said = writtenNumbers(description);
  if (said.length === 0) return false;
  const topNumbers = writtenNumbers(writtenNameOf(top.profile));
  const rivalNumbers = writtenNumbers(writtenNameOf(rival.profile));
  return said.some((number) => topNumbers.includes(number) && !rivalNumbers.includes(number));
}

/**
 * The two names differ only in case, and the description writes the top's as it is written, not
 * the rival's ("Click me button": the "Click me" button, not the "Click Me" one beside it).
 */
function casedOnlyAsTop(top: ScoredCandidate, rival: ScoredCandidate, model: DescriptionModel): boolean {
  const description = model.source;
  const topName = normalizeWhitespace(top.profile.tokens.name);
  const rivalName = normalizeWhitespace(rival.profile.tokens.name);
  // The kind the description names weighs more than its capitals: the "Log In link" is the link
  // that now reads "Log in", not the login form's "Log In" button.
  const namedKind = (candidate: ScoredCandidate): boolean =>
    model.roleFamilies.some((family) => family[0] === candidate.profile.tokens.role);
  return (
    !(namedKind(rival) && !namedKind(top)) &&
    topName !== '' &&
    topName !== rivalName &&
    topName.toLowerCase() === rivalName.toLowerCase() &&
    // containsPhrase compares as given: the capitals count.
    containsPhrase(description, topName) &&
    !containsPhrase(description, rivalName)
  );
}

/** Same words but for spelling (an inflection, a typo), never a synonym. */
function spelledAlike(a: readonly string[], b: readonly string[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (word, index) =>
        word === b[index] ||
        (!areSynonyms(word, b[index]!) && tokenSimilarity(word, b[index]!) >= SAME_WORD_SIMILARITY),
    )
  );
}

/**
 * A hidden top (a copy in a closed menu, a template) that lacks the tag the broken locator named,
 * outscored by a shown control of the described kind that has it and was set aside only because
 * it does not say all the description's words: that control may be the target reworded ("Show
 * more" → "Load more" on the `<button>` that `//button[…]` found, beside a hidden
 * `<tp-yt-paper-button>` that reads "Show more"). A hidden target in a closed menu is still
 * healed when nothing shown competes with it like that.
 */
function shownRivalOfHidden(
  ranked: readonly ScoredCandidate[],
  top: ScoredCandidate,
  model: DescriptionModel,
): ScoredCandidate | undefined {
  if (!top.profile.hidden || model.roleFamilies.length === 0) return undefined;
  return ranked.find(
    (candidate) =>
      !candidate.eligible &&
      !candidate.profile.hidden &&
      candidate.score > top.score &&
      (candidate.features['locator.tag'] ?? 0) > (top.features['locator.tag'] ?? 0) &&
      REWORDING_LIKE_PREFIXES.some((prefix) => candidate.ineligibleReason?.startsWith(prefix) === true) &&
      candidate.profile.tokens.role !== undefined &&
      model.roleFamilies.some((family) => family[0] === candidate.profile.tokens.role),
  );
}

/**
 * A top of a kind merely compatible with the one described (a link for "Like button") while a
 * same-named control of the very kind described was set aside only because it sits in an item the
 * description does not name (the Like button of each comment): the description fits those as well
 * as the top, and nothing tells which one it meant.
 */
function namedKindRival(
  ranked: readonly ScoredCandidate[],
  top: ScoredCandidate,
  model: DescriptionModel,
): ScoredCandidate | undefined {
  const topRole = top.profile.tokens.role;
  if (model.roleFamilies.length === 0 || model.roleFamilies.some((family) => family[0] === topRole))
    return undefined;
  // The top sits in the very item the description names ("… for Earnings Overview"): the rivals
  // set aside in other items are no doubt, whatever kind they are (a link turned button).
  if (itemNamedBy(top, model)) return undefined;
  const topWords = literalNameOf(top);
  return ranked.find(
    (candidate) =>
      !candidate.eligible &&
      candidate.ineligibleReason?.startsWith('it sits in the item') === true &&
      model.roleFamilies.some((family) => family[0] === candidate.profile.tokens.role) &&
      (literalNameOf(candidate) === topWords || shownTextOf(candidate) === topWords),
  );
}

/** The candidate sits in a titled item (card, row, list item) whose title the description says word for word. */
function itemNamedBy(candidate: ScoredCandidate, model: DescriptionModel): boolean {
  const title = tokenize(candidate.profile.section.item?.title ?? '');
  const said = [...model.wordSet];
  return title.length > 0 && title.every((word) => bestTokenSimilarity(word, said) >= SAME_WORD_SIMILARITY);
}

/** The first set-aside candidate that puts the top in doubt, and why (the order is the checks'). */
function doubtingRival(
  ranked: readonly ScoredCandidate[],
  top: ScoredCandidate,
  model: DescriptionModel,
): { rival: ScoredCandidate; doubt: Doubt } | undefined {
  const checks: readonly [Doubt, typeof shownRivalOfHidden][] = [
    ['hidden-top', shownRivalOfHidden],
    ['named-kind', namedKindRival],
    ['hidden-words', hiddenWordsTwin],
  ];
  for (const [doubt, check] of checks) {
    const rival = check(ranked, top, model);
    if (rival !== undefined) return { rival, doubt };
  }
  return undefined;
}

/** Why a hidden-words twin was set aside: for the words it does not show, or for its item. */
const TWIN_SET_ASIDE_PREFIXES = ['it does not say', 'it sits in the item'];

/** Ancestor steps within which two links count as one item's (a card's thumbnail and title links). */
const MAX_TWIN_LINK_STEPS = 3;

/**
 * A top link whose twin, a link to the same address in the same item (a card's thumbnail link
 * beside its title link) or a button there (that link turned button), was set aside only for not saying the words the description names,
 * while it holds them in text the page's style hides (msn's thumbnail, whose "Save70.com" label
 * only the title link shows): a description read from the markup says them of that twin as well,
 * and nothing tells which link it meant.
 */
function hiddenWordsTwin(
  ranked: readonly ScoredCandidate[],
  top: ScoredCandidate,
  model: DescriptionModel,
): ScoredCandidate | undefined {
  const link = top.profile.element;
  const href = link.attributes.href;
  const named = model.headWords;
  if (link.tag !== 'a' || !href || named.length === 0) return undefined;
  // Words of the top's name the description writes as they are written ("scrollTo link"): a twin
  // hides them as written too, not only words they fold to ("scrollIntoView" holds "scroll").
  const topWritten = new Set(lowercaseWords(writtenNameOf(top.profile)));
  const quoted = lowercaseWords(model.source).filter((word) => topWritten.has(word) && !STOP_WORDS.has(word));
  return ranked.find((candidate) => {
    const element = candidate.profile.element;
    if (
      candidate.eligible ||
      element === link ||
      // A link to the same address, or a button without one: a link turned button (client-side
      // navigation) keeps its place and its hidden words but loses its address.
      !(element.tag === 'a'
        ? element.attributes.href === href
        : element.tag === 'button' && element.attributes.href === undefined) ||
      // Set aside for not saying the words, or for the item both links sit in, which the top's
      // own name explains and the twin's hidden text would as well.
      !TWIN_SET_ASIDE_PREFIXES.some((prefix) => candidate.ineligibleReason?.startsWith(prefix) === true) ||
      !neighbours(link, element, MAX_TWIN_LINK_STEPS)
    )
      return false;
    const hiddenWords = tokenize(candidate.profile.hiddenName);
    const hiddenWritten = new Set(lowercaseWords(candidate.profile.hiddenName));
    // Its shown name leaves some of them out: they are in what it hides (a look-alike that shows
    // them all is a copy elsewhere, not this twin).
    const shownWords = candidate.profile.tokens.nameTokens;
    return (
      named.every((word) => bestTokenSimilarity(word, hiddenWords) >= SAME_WORD_SIMILARITY) &&
      quoted.every((word) => hiddenWritten.has(word)) &&
      named.some((word) => bestTokenSimilarity(word, shownWords) < SAME_WORD_SIMILARITY)
    );
  });
}

/** The element's name as written, lowercase words only (a hidden element's: its label). */
function literalNameOf(candidate: ScoredCandidate): string {
  const { tokens, hidden } = candidate.profile;
  return lowercaseWords((tokens.name || (hidden ? tokens.label : '')).replace(ACCESS_KEY_HINT, '')).join(' ');
}

/** The access key a wiki appends to a control's title ("Search Wikipedia [f]", "[alt-shift-f]"). */
const ACCESS_KEY_HINT = /\s*\[(?:alt-)?(?:shift-)?\p{L}\]$/iu;

/**
 * How many words of the candidate's name, as written, the description quotes in a row (0 when it
 * does not quote the whole name).
 */
function wordsQuoted(candidate: ScoredCandidate, descriptionWords: readonly string[]): number {
  const name = literalNameOf(candidate).split(' ').filter(Boolean);
  return name.length > 0 && holdsRun(descriptionWords, name) ? name.length : 0;
}

/** True when `run` occurs in `words` as consecutive words. */
function holdsRun(words: readonly string[], run: readonly string[]): boolean {
  for (let start = 0; start + run.length <= words.length; start++)
    if (run.every((word, offset) => words[start + offset] === word)) return true;
  return false;
}

/** The element's own visible text, lowercase words only. */
function shownTextOf(candidate: ScoredCandidate): string {
  return lowercaseWords(candidate.profile.element.text).join(' ');
}

/** Set-aside reasons that a rewording of the target's label also gives. */
const REWORDING_LIKE_PREFIXES = ['it does not say', 'the description is only partly explained'];

/**
 * True when the control shows a short text other than its accessible name (an aria-label) and
 * the description says every word of it.
 */
function shownTextSaid(candidate: ScoredCandidate, said: readonly string[]): boolean {
  const { element, tokens } = candidate.profile;
  const text = element.text.trim();
  if (text === '' || text.length > MAX_SHOWN_NAME_CHARS || tokens.name === '' || tokens.name === text)
    return false;
  const words = tokens.textTokens.filter((word) => !/^\p{N}+$/u.test(word));
  return words.length > 0 && words.every((word) => bestTokenSimilarity(word, said) >= SAME_WORD_SIMILARITY);
}

/**
 * A positional path places it: the broken path reaches it with one position left open
 * (shortlist/reordered.ts), or the path as written still finds it and none of its twins.
 */
function placedByPath(candidate: ScoredCandidate): boolean {
  return (candidate.features['locator.reordered'] ?? 0) > 0 || (candidate.features['locator.held'] ?? 0) > 0;
}

/**
 * Of close candidates, the one a positional path places, when exactly one is and it has a twin
 * among them (same tag, role and name: a list's "Location" link and the navbar's). Close
 * candidates of another name or kind ("assert" in the moved "Assertions" item) are left to
 * describedOnlyByTop, which the pick must pass with the placed twin first.
 */
function placedTwin(shortlist: readonly ScoredCandidate[]): ScoredCandidate | undefined {
  const top = shortlist[0];
  if (!top) return undefined;
  const floor = top.score * (1 - TIE_BREAK_MARGIN);
  const close = shortlist.filter((candidate) => candidate.score >= floor);
  const moved = close.filter(placedByPath);
  if (moved.length !== 1 || close.length < 2) return undefined;
  // Twins of one tag too: a path that reaches a <div> and not the <button> beside it says only
  // the tag, and a tag change is a refactor of its own.
  const key = twinKey(moved[0]!.profile.element);
  const twins = close.filter((candidate) => twinKey(candidate.profile.element) === key);
  // A twin the path as written leads to up to its last step (a wrapper came between) is placed
  // more surely than one the path reaches only with a position left open (ao3's "Next Chapter →",
  // wrapped, and the same link in the bottom navigation, which `div[2]` opened to `div[*]` finds).
  if (twins.some((twin) => twin !== moved[0] && (twin.features['locator.parent'] ?? 0) > 0)) return undefined;
  return twins.length >= 2 ? moved[0] : undefined;
}

/**
 * Of close candidates that are all twins scored alike (same tag, role and name: a navbar's search
 * field and its copy in the small-screen dropdown), the one at the end the broken locator picked
 * with `.first()` or `.last()`: its author knew the copies and chose by document order, which a
 * change made to every copy leaves as it was. Never `.nth(i)`: an inserted copy shifts it.
 */
function endPickedTwin(
  shortlist: readonly ScoredCandidate[],
  end: 'first' | 'last' | undefined,
  described = false,
): ScoredCandidate | undefined {
  const top = shortlist[0];
  if (end === undefined || !top || normalizeWhitespace(top.profile.element.name) === '') return undefined;
  const floor = top.score * (1 - TIE_BREAK_MARGIN);
  const close = shortlist.filter((candidate) => candidate.score >= floor);
  const key = twinKey(top.profile.element);
  if (
    close.length < 2 ||
    !close.every(
      (candidate) =>
        candidate.score === top.score &&
        // A locator that still finds one of them tells them apart; one that finds each (an
        // inserted copy of a label) does not, which a description's place then does.
        (described
          ? (candidate.survivingLocator === undefined) === (top.survivingLocator === undefined)
          : candidate.survivingLocator === undefined) &&
        twinKey(candidate.profile.element) === key,
    )
  )
    return undefined;
  const inOrder = [...close].sort((a, b) => a.profile.element.index - b.profile.element.index);
  return end === 'first' ? inOrder[0] : inOrder.at(-1);
}

/**
 * The end of the page the description places the element at: "at the foot of the article", "at
 * the bottom of the chapter" are the last of twins; "at the top of the page" the first. Only such
 * a phrase: the "top nav" and the "bottom navigation" are regions, not ends of a run of twins.
 */
function describedEnd(model: DescriptionModel): 'first' | 'last' | undefined {
  const end = END_PHRASE.exec(model.normalized)?.[1];
  return end === undefined ? undefined : end === 'top' ? 'first' : 'last';
}
const END_PHRASE = /\b(bottom|foot|top|end) of\b/;

/** Locator points by which the top must lead a same-described rival for the broken locator to settle it. */
const LOCATOR_TIE_BREAK_POINTS = 0.8;

/** Builds the closed question for the model from the shortlist. */
export function buildChooseQuestion(
  shortlist: readonly ScoredCandidate[],
  options: DecideOptions,
): ChooseQuestion {
  const candidates = shortlist.map((candidate, index) => summarizeCandidate(candidate, index));
  return {
    description: options.description,
    ...(options.remarks ? { remarks: options.remarks } : {}),
    candidates,
    prompt: shortlist.map((candidate, index) => promptLine(candidate, index)).join('\n'),
  };
}

/** Checks a model answer: an integer index among those offered, else why not. */
export function checkChooseAnswer(answer: unknown, count: number): { index: number } | { problem: string } {
  if (typeof answer !== 'object' || answer === null) return { problem: 'the model answer was not an object' };
  const index = (answer as ChooseAnswer).index;
  if (index === null || index === undefined) return { problem: 'the model did not choose a candidate' };
  if (typeof index !== 'number' || !Number.isInteger(index))
    return { problem: 'the model answer had no integer index' };
  if (index < 0 || index >= count)
    return { problem: `the model chose index ${index}, which was not offered` };
  return { index };
}

/**
 * Decides between the candidates.
 *
 * @example
 * await decide(ranked, { description: 'Delete', remarks: '', llm: true }, {}) // { kind: 'pick', how: 'clear', … }
 */
export async function decide(
  ranked: readonly ScoredCandidate[],
  options: DecideOptions,
  deps: HealDependencies,
): Promise<Decision> {
  const model = options.descriptionModel ?? analyzeDescription(options.description);
  const namedKinds = model.roleFamilies.map((family) => family[0]!);
  const shortlist = distinctCandidates(ranked, SHORTLIST_SIZE, namedKinds);
  const top = shortlist[0];
  if (!top) return { kind: 'refuse', reason: 'nothing', shortlist, margin: 0 };
  const doubting = doubtingRival(ranked, top, model);
  if (doubting !== undefined) {
    // Not a pick to make alone; a model may still answer the closed question over both.
    const pair = [top, doubting.rival];
    const asked = await askModel(pair, 0, options, deps);
    if (asked && 'decision' in asked) return asked.decision;
    return { kind: 'refuse', reason: 'ambiguous', shortlist: pair, margin: 0, doubt: doubting.doubt };
  }
  const margin = relativeMargin(shortlist);
  if (margin >= TIE_BREAK_MARGIN) return { kind: 'pick', candidate: top, shortlist, margin, how: 'clear' };

  const asked = await askModel(shortlist, margin, options, deps);
  if (asked && 'decision' in asked) return asked.decision;
  const modelProblem = asked?.problem;
  // A close rival whose name the description writes with its very capitals, where the top's only
  // folds to it ("Server link": the "Server" link, not the "server" one scored level with it), is
  // the one asked about the rest.
  const second = shortlist[1];
  const cased =
    second && casedOnlyAsTop(second, top, model) ? [second, top, ...shortlist.slice(2)] : shortlist;
  const pathLists = options.pathLists ?? [];
  if (cased !== shortlist && describedOnlyByTop(cased, model, pathLists))
    return { kind: 'pick', candidate: cased[0]!, shortlist: cased, margin, how: 'close' };
  // Twins scored alike: the one a positional path places (moved by a reorder, or still found as written).
  const moved = placedTwin(shortlist);
  if (moved !== undefined) {
    const order = [moved, ...shortlist.filter((candidate) => candidate !== moved)];
    if (describedOnlyByTop(order, model, pathLists))
      return { kind: 'pick', candidate: moved, shortlist: order, margin, how: 'close' };
  }
  const ended = endPickedTwin(shortlist, options.endPicked);
  if (ended !== undefined) {
    const order = [ended, ...shortlist.filter((candidate) => candidate !== ended)];
    return {
      kind: 'pick',
      candidate: ended,
      shortlist: order,
      margin,
      how: 'close',
      endPicked: options.endPicked!,
    };
  }
  // Twins the description places by the end of the page they sit at ("Whales tag at the foot of
  // the article"): the last of them, or the first.
  const placed = endPickedTwin(shortlist, describedEnd(model), true);
  if (placed !== undefined)
    return {
      kind: 'pick',
      candidate: placed,
      shortlist: [placed, ...shortlist.filter((candidate) => candidate !== placed)],
      margin,
      how: 'close',
    };
  const settled = describedOnlyByTop(shortlist, model, pathLists);
  if (!settled && (margin < REFUSAL_MARGIN || extraNameWords(top, model).length > 0)) {
    return {
      kind: 'refuse',
      reason: 'ambiguous',
      shortlist,
      margin,
      ...(modelProblem ? { modelProblem } : {}),
    };
  }
  return {
    kind: 'pick',
    candidate: top,
    shortlist,
    margin,
    how: 'close',
    ...(modelProblem ? { modelProblem } : {}),
  };
}

/**
 * Words that set one field apart from its sibling of the same label in a form: a label grown by
 * one ("Confirm password", "New password", "Shipping address", "Max price") names the other field
 * of the pair, which a deleted field leaves standing alone.
 */
const FIELD_QUALIFIERS: ReadonlySet<string> = new Set(
  [
    'confirm',
    'confirmation',
    'repeat',
    'retype',
    'verify',
    'again',
    'new',
    'old',
    'current',
    'previous',
    'backup',
    'alternate',
    'alternative',
    'secondary',
    'additional',
    'other',
    'min',
    'minimum',
    'max',
    'maximum',
    'from',
    'to',
    'start',
    'end',
    'billing',
    'shipping',
    'home',
    'work',
    'mobile',
    'first',
    'last',
    'middle',
    'second',
    'display',
    'nick',
  ].map((word) => tokenize(word)[0] ?? word),
);

/**
 * When nothing is eligible, the best candidate of all may be one set aside only because its name
 * grew past what the evidence says: a form field (or its `<label>`) whose label grew
 * (`getByLabel('Discount code')` for a field now labelled "Promo / discount code",
 * `getByLabel('One-way')` for "One-way trip"), or any element whose name or text still holds the
 * exact label a locator asked for, whole (`name: 'Order', exact: true` for "Place order",
 * `//a[text()='Legal']` for "Legal & Terms"). A look-alike a deletion leaves reads the same, so it
 * is taken only when it stands alone: the description agrees with it, it scores well above the
 * floor, no other element (but one inside or around it) comes near it, and its name adds no word
 * that tells sibling fields apart ("Confirm password" once "Password" is gone) or names its own
 * kind of control, which the description did not ("Disabled select" once "Disabled text" is
 * gone). Beyond fields, only a label that grew by a word or two: one that lost words as it grew
 * is another control, and so is one that adds a phrase ("Southland places – Fiordland's coast"
 * once "Fiordland" is gone) or only changed case; and a link that opens a submenu is the title of
 * other links, not a page link renamed ("UI Elements" once the "Elements" page link is gone).
 */
export function loneGrownCandidate(
  ranked: readonly ScoredCandidate[],
  model: DescriptionModel,
): Decision | undefined {
  const top = ranked[0];
  if (
    !top ||
    top.eligible ||
    top.grown === undefined ||
    top.grown !== top.ineligibleReason ||
    top.judgement.verdict !== 'agrees' ||
    top.score < LONE_GROWN_MIN_SCORE
  )
    return undefined;
  const extra = extraNameWords(top, model);
  const fieldLike = FIELD_ROLES.has(top.profile.role ?? '') || top.profile.element.tag === 'label';
  if (
    // A field's <label> grows as its field's name does.
    !(
      fieldLike ||
      (top.grownWhole === true &&
        !(top.profile.role === 'link' && opensSubmenu(top.profile.element)) &&
        extra.length <= MAX_GROWN_CONTROL_WORDS)
    ) ||
    extra.some(
      (word) => FIELD_QUALIFIERS.has(word) || rolesForWord(word)?.includes(top.profile.role!) === true,
    )
  )
    return undefined;
  const element = top.profile.element;
  // A block around another candidate that shows text (a credits footer around the "Sindre Sorhus"
  // link, for `getByText('Sindre', { exact: true })`) holds the label through it: a text locator
  // matches the innermost element that shows the text, so the block is never the one that grew.
  if (
    !fieldLike &&
    ranked.some(
      (candidate) =>
        candidate !== top &&
        contains(element, candidate.profile.element) &&
        candidate.profile.element.text.trim() !== '',
    )
  )
    return undefined;
  const rival = ranked.find((candidate) => candidate !== top && !nested(candidate.profile.element, element));
  if (rival !== undefined && rival.score > LONE_GROWN_RIVAL_SHARE * top.score) return undefined;
  const shortlist = rival ? [top, rival] : [top];
  return {
    kind: 'pick',
    candidate: top,
    shortlist,
    margin: relativeMargin(shortlist),
    how: 'close',
    grown: top.grown,
  };
}

/** Words a control's label grows by at most ("Place order", "Browse all sections"): more is another control that mentions it. */
const MAX_GROWN_CONTROL_WORDS = 2;

/**
 * Set-aside reasons a model may overrule: the candidate's card/row is not the one named, or the
 * description's words are not all on it. Both are what synonyms look like ("office" for "Work").
 * Contradictions, scores below the floor and label rivals (another element says the words) are final.
 */
const SYNONYM_LIKE_PREFIXES = [
  'it sits in the item',
  'the description is only partly explained',
  'it does not say',
];

/**
 * When nothing is eligible because every close candidate sits in a card or row the description does
 * not name ("the office address" on a page of "Home address" / "Work address"), the words may simply
 * be synonyms a deterministic engine cannot resolve. With a model configured, it is asked the same
 * closed question over those candidates; `index: null` (e.g. the described item was deleted) keeps
 * the refusal. Without a model this returns undefined and the engine refuses as before.
 */
export async function decideAmongSectionMismatches(
  ranked: readonly ScoredCandidate[],
  options: DecideOptions,
  deps: HealDependencies,
): Promise<Decision | undefined> {
  if (!deps.choose || !options.llm) return undefined;
  const excluded = ranked
    .filter(
      (candidate) =>
        !candidate.eligible &&
        SYNONYM_LIKE_PREFIXES.some((prefix) => candidate.ineligibleReason?.startsWith(prefix) === true),
    )
    .map((candidate) => ({ ...candidate, eligible: true }));
  const shortlist = distinctCandidates(excluded, SHORTLIST_SIZE);
  if (shortlist.length < 2) return undefined;
  const asked = await askModel(shortlist, relativeMargin(shortlist), options, deps);
  return asked && 'decision' in asked ? asked.decision : undefined;
}

/**
 * Asks the configured model the closed question over `shortlist`: its checked pick, or why there
 * is none (the call failed, or the answer was not an index offered); undefined with no model.
 */
async function askModel(
  shortlist: readonly ScoredCandidate[],
  margin: number,
  options: DecideOptions,
  deps: HealDependencies,
): Promise<{ readonly decision: Decision } | { readonly problem: string } | undefined> {
  if (!deps.choose || !options.llm) return undefined;
  let answer: unknown;
  try {
    answer = await deps.choose(buildChooseQuestion(shortlist, options));
  } catch (error) {
    return {
      problem: `the model call failed (${error instanceof Error ? error.message.slice(0, 120) : 'unknown error'})`,
    };
  }
  const checked = checkChooseAnswer(answer, shortlist.length);
  return 'index' in checked
    ? { decision: modelPick(shortlist, checked.index, margin, answer) }
    : { problem: checked.problem };
}

/** The model's checked pick, with its reason when it gave one. */
function modelPick(
  shortlist: readonly ScoredCandidate[],
  index: number,
  margin: number,
  answer: unknown,
): Decision {
  const reason = (answer as ChooseAnswer).reason;
  return {
    kind: 'pick',
    candidate: shortlist[index]!,
    shortlist,
    margin,
    how: 'model',
    ...(typeof reason === 'string' && reason.trim() ? { modelReason: reason.trim().slice(0, 200) } : {}),
  };
}
