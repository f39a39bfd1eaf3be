/**
 * Refusals as values: every 422 says why, names the close candidates (role, name, section) and
 * what would let the engine succeed. Never a guess.
 */
import { summarizeCandidate } from '../disambiguate/candidate-summary.js';
import type { ElementProfile } from '../shortlist/element-profile.js';
import { BELOW_FLOOR, type ScoredCandidate } from '../shortlist/shortlist.js';
import type { HealFailure } from '../types.js';
import type { WebElement } from '../web/index.js';
import { SCORE_FLOOR } from '../weights.js';
import { describeElement } from './describe-element.js';

function failure(
  status: 400 | 413 | 422,
  code: string,
  message: string,
  hint: string | undefined,
  candidates: readonly ScoredCandidate[] = [],
  retry: 'transient' | 'permanent' = 'permanent',
): HealFailure {
  return {
    status,
    code,
    retry,
    message,
    ...(hint ? { hint } : {}),
    candidates: candidates.map((candidate, index) => summarizeCandidate(candidate, index)),
  };
}

/** Bad input (400) with a message naming the field or the position. */
export function badInput(code: string, message: string, hint?: string): HealFailure {
  return failure(400, code, message, hint);
}

/** Nothing reaches the floor: the target is most likely gone. */
export function refuseNothingMatches(
  nearMisses: readonly ScoredCandidate[],
  locatorsGiven: boolean,
): HealFailure {
  const near = nearMisses.slice(0, 3);
  const closest = near[0];
  // Why the closest was set aside, when it is more than its score (it is hidden, in another item…).
  const setAside =
    closest?.ineligibleReason !== undefined && closest.ineligibleReason !== BELOW_FLOOR
      ? ` ${describeElement(closest.profile)} was set aside: ${closest.ineligibleReason}.`
      : '';
  const nearText =
    near.length > 0
      ? ` The closest were ${near.map((c) => describeElement(c.profile)).join('; ')}, too weak to trust.${setAside}`
      : '';
  // A closest candidate the description agrees with may be the element itself, changed more than
  // the evidence can follow: "probably removed" would send the user looking for the wrong fault.
  const fits =
    closest !== undefined && closest.judgement.verdict === 'agrees' && closest.score >= SCORE_FLOOR / 2;
  const verdict = fits
    ? `nothing on the page matches the evidence well enough to be sure; the element was removed, or changed more than the evidence can follow (${describeElement(closest.profile)} fits the description, but not clearly enough).`
    : 'nothing on the page matches the evidence well enough; the element was probably removed.';
  return failure(
    422,
    locatorsGiven ? 'TARGET_DELETED' : 'CANNOT_HEAL',
    `Cannot heal: ${verdict}${nearText}`,
    'If the element still exists, describe it by its visible text, label or role and section, or give a locator that still matches it.',
    near,
  );
}

/** Why one set-aside candidate puts the top in doubt (see decide.ts), and what would settle it. */
export type Doubt = 'hidden-top' | 'named-kind' | 'hidden-words' | 'position-only';

const DOUBTS: Readonly<Record<Doubt, { why: (rival: string) => string; hint: string }>> = {
  'hidden-top': {
    why: (rival) =>
      `is hidden, and a shown control, ${rival}, scores higher though it does not say every word described: it may be the target reworded`,
    hint: "Say which one: the shown control's current wording in the description, a locator that still matches the target, or configure a model to break ties.",
  },
  'named-kind': {
    why: (rival) =>
      `is not the kind of control described, and ${rival} is, with the same name, in an item the description does not name`,
    hint: 'Say which one: name its item (card, row or heading) in the description, give a locator that still matches it, or configure a model to break ties.',
  },
  'hidden-words': {
    why: (rival) =>
      `is a link with a look-alike in the same item (another link to its address, or a button that may be such a link turned button), and that look-alike, ${rival}, holds the words described in text the page's style hides`,
    hint: 'Say which one: the words only that link shows in the description, a locator that still matches it, or configure a model to break ties.',
  },
  'position-only': {
    why: (rival) =>
      `is told from its copies (the same name, or nothing the description says of one and not the others) only by its place, which the locator counts and the description names alike, beside ${rival}: had the copy there been removed, the next one would now stand in its place`,
    hint: "Say which one by what only it shows (its row's or item's text), or give a locator that does not count positions.",
  },
};

/** The top candidates are too close to tell apart. */
export function refuseAmbiguous(
  shortlist: readonly ScoredCandidate[],
  modelProblem: string | undefined,
  doubt?: Doubt,
): HealFailure {
  const [top, rival] = shortlist;
  if (doubt !== undefined && top && rival) {
    const { why, hint } = DOUBTS[doubt];
    return failure(
      422,
      'AMBIGUOUS',
      `Cannot heal: the best candidate, ${describeElement(top.profile)}, ${why(describeElement(rival.profile))}.`,
      hint,
      shortlist,
    );
  }
  const close = shortlist
    .filter((candidate) => candidate.score >= (shortlist[0]?.score ?? 0) * 0.75)
    .slice(0, 4);
  const named = close.map((candidate) => describeElement(candidate.profile)).join(' and ');
  const modelNote = modelProblem ? ` A model was asked but ${modelProblem}.` : '';
  // One candidate ahead but not clearly: its name says words the description does not.
  const next = shortlist[1];
  const message =
    close.length === 1
      ? `Cannot heal: the best candidate, ${named}, is named with words the description does not say, so it is not clearly the one described${next ? ` (next: ${describeElement(next.profile)})` : ''}.${modelNote}`
      : `Cannot heal: ${close.length} candidates fit the evidence almost equally well: ${named}.${modelNote}`;
  return failure(
    422,
    'AMBIGUOUS',
    message,
    'Say which one: a more specific description (name its section, card or heading), a locator that still matches it, or configure a model to break ties.',
    shortlist,
  );
}

/** The element was found but no stable locator validates for it. */
export function refuseNoStableLocator(profile: ElementProfile, candidate: ScoredCandidate): HealFailure {
  return failure(
    422,
    'CANNOT_HEAL',
    `Cannot heal: found ${describeElement(profile)}, but no stable locator matches exactly it (only generated ids, hashed classes, data-dependent text or positions would).`,
    'Give the element a data-testid (or a unique accessible name), or allow XPath answers.',
    [candidate],
  );
}

function describeHost(host: WebElement): string {
  const id = host.attributes.id ? `#${host.attributes.id}` : '';
  return `<${host.tag}${id}> (${host.path})`;
}

/** Content behind closed shadow roots cannot be seen or located. */
export function refuseClosedShadowRoot(hosts: readonly WebElement[]): HealFailure {
  const named = hosts.slice(0, 3).map(describeHost).join(', ');
  return failure(
    422,
    'CLOSED_SHADOW_ROOT',
    `Cannot heal: the target sits behind the closed shadow root of ${named}; a closed root cannot be inspected or located from outside.`,
    'Locate the host element instead, or ask the component to use an open shadow root or expose a test id on the host.',
  );
}

/** An aria-snapshot ref cannot be resolved against a page source. */
export function refuseNeedsSnapshot(ref: string): HealFailure {
  return failure(
    422,
    'NEEDS_SNAPSHOT',
    `Cannot heal the aria ref "${ref}" offline: refs only resolve against a live aria snapshot.`,
    'Resolve the ref in the live page (page.getByRef / a fresh snapshot), or give a CSS, role or text locator and a description.',
  );
}
