/** One sentence a person understands, built from the features that decided. */
import type { Decision } from '../disambiguate/decide.js';
import type { ScoredCandidate } from '../shortlist/shortlist.js';
import { describeElement } from './describe-element.js';

const FEATURE_PHRASES: Readonly<Record<string, string>> = {
  surviving: 'a given locator still matches it',
  'locator.test-id': 'it carries the broken locator’s test id words',
  // The words of a broken id count wherever the element carries them (its id, classes, name).
  'locator.id': 'it carries the broken id’s words',
  'locator.text': 'its text is what the broken locator looked for',
  'locator.name': 'its label is what the broken locator looked for',
  'locator.role': 'its role and name are what the broken locator looked for',
  'locator.role-kind': 'its role is what the broken locator looked for',
  'locator.role-words': 'its role and some words of its name are what the broken locator looked for',
  'locator.role-name':
    'its name, or words of it, are what the broken locator looked for, on another kind of element',
  'locator.attribute': 'it keeps the broken locator’s attribute',
  'locator.class': 'it keeps the broken locator’s classes',
  'locator.identifier_names': 'its whole name is what the broken id or class says (no other control’s is)',
  'locator.anchor': 'it sits inside the ancestor the broken locator named',
  'locator.reordered': 'the broken path leads to it with one position changed, as a reorder leaves it',
  'locator.shadow': 'the broken XPath names it exactly and could not reach it in its shadow root',
  'description.coverage': 'it matches the description',
  'description.name': 'its accessible name is the one described',
  'description.role': 'it is the kind of control described',
  remarks: 'the remarks point at it',
};

/** Code-unit order: the feature keys are ASCII, and localeCompare builds an ICU collation per call. */
function byKey(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function reasons(candidate: ScoredCandidate): string {
  // A reorder's path earns no points (it only tells twins apart), yet is what told them apart.
  const reordered = (candidate.features['locator.reordered'] ?? 0) > 0;
  const top = Object.entries(candidate.features)
    .filter(
      ([key, points]) => FEATURE_PHRASES[key] !== undefined && points > 0 && key !== 'locator.reordered',
    )
    .sort((a, b) => b[1] - a[1] || byKey(a[0], b[0]))
    .slice(0, reordered ? 1 : 2)
    .map(([key]) => FEATURE_PHRASES[key]!);
  if (reordered) top.unshift(FEATURE_PHRASES['locator.reordered']!);
  return top.length > 0 ? top.join(' and ') : 'it fits the evidence best';
}

/**
 * Why a role + name, label or text is anchored in its section (ladder/anchors.ts, isRecurring): it
 * is the kind that recurs, even when unique today — all generic action words ("Add to cart",
 * "Delete"), a control of one of several list items or cards, or a name the page already repeats.
 * The ladder does not say which of the three applied, so the sentence names the kind, not a
 * second element that may not exist.
 */
function recursBecause(label: string | undefined, what: 'name' | 'label' | 'text'): string {
  const flat = (label ?? '').replace(/\s+/g, ' ').trim();
  const named = flat === '' ? `that ${what}` : `"${flat.length > 50 ? `${flat.slice(0, 49)}…` : flat}"`;
  return `anchored in its section because ${named} is the kind of ${what} that recurs (an action ${what}, a control repeated in each list item or card, or a ${what} the page already shows more than once)`;
}

/** Anchored rungs whose anchoring follows the recurring-kind rule, by what they locate with. */
const RECURRING_KIND_RUNGS: Readonly<
  Record<string, { readonly by: string; readonly what: 'name' | 'label' | 'text' }>
> = {
  'role-name-anchored': { by: 'its role and name', what: 'name' },
  'aria-label-anchored': { by: 'its own aria-label', what: 'label' },
  'link-text-anchored': { by: 'its exact text', what: 'text' },
  'text-anchored': { by: 'its exact text', what: 'text' },
};

function rungPhrase(strategy: string, label: string | undefined): string {
  const recurring = RECURRING_KIND_RUNGS[strategy];
  if (recurring) return `${recurring.by}, ${recursBecause(label, recurring.what)}`;
  return RUNG_PHRASES[strategy] ?? strategy;
}

const RUNG_PHRASES: Readonly<Record<string, string>> = {
  'test-id': 'its test id',
  'test-id-anchored': 'its test id, anchored in its section because every item repeats that test id',
  'field-name': "its field name (the form's contract, which outlives a reworded label)",
  'link-text': 'its exact text (which outlives the link becoming a button)',
  'aria-label': 'its own aria-label (which outlives a change of role)',
  'role-name': 'its role and accessible name',
  'role-name-pattern': 'its role and its name with the count in it left open',
  'role-name-pattern-anchored':
    'its role and its name with the count in it left open, anchored in its section because that name recurs',
  'role-name-part': 'its role and a stable part of its name (the text of one of its children)',
  'role-name-lead':
    'its role and the words its name begins with (the data after them, a version or a price, left open)',
  'role-name-lead-anchored':
    'its role and the words its name begins with (the data after them left open), anchored in its section because they recur',
  id: 'its stable id',
  label: 'its label',
  placeholder: 'its placeholder',
  attribute: 'a stable attribute',
  text: 'its exact text',
  'text-pattern': 'its text with the count in it left open',
  'text-pattern-anchored':
    'its text with the count in it left open, anchored in its section because that text recurs',
  'image-alt': 'its role and the alt text of the image it is named by',
  relative: 'a stable ancestor',
  'semantic-class': 'its semantic classes',
  xpath: 'a short anchored XPath',
  href: 'its link address',
  'shadow-chain': 'a shadow-piercing chain, one segment per shadow root',
};

/** The rationale of a heal. */
export function healRationale(
  decision: Extract<Decision, { kind: 'pick' }>,
  strategy: string,
  fallback?: string,
): string {
  const element = describeElement(decision.candidate.profile);
  const target = decision.candidate.profile.element;
  let sentence = `Healed to ${element} because ${reasons(decision.candidate)}; located by ${rungPhrase(strategy, target.name || target.text)}`;
  const runnerUp = decision.shortlist.find((candidate) => candidate !== decision.candidate);
  if (decision.how === 'model') {
    sentence += `; a model chose it among ${decision.shortlist.length} close candidates${decision.modelReason ? ` (${decision.modelReason.replace(/\.$/, '')})` : ''}`;
  } else if (decision.grown) {
    sentence += `; it was set aside at first (${decision.grown}), but it stands alone: ${
      runnerUp
        ? `the next candidate, ${describeElement(runnerUp.profile)}, scores ${Math.round((100 * runnerUp.score) / decision.candidate.score)}% of it`
        : 'nothing else on the page fits the evidence'
    }, so its label is taken to have grown and confidence is reduced`;
  } else if (decision.endPicked && runnerUp) {
    sentence += `; twins read exactly like it (${describeElement(runnerUp.profile)}), so it was picked as the ${decision.endPicked} of them in page order, as the broken locator's .${decision.endPicked}() picked`;
  } else if (decision.how === 'close' && runnerUp) {
    sentence += `; ${describeElement(runnerUp.profile)} came close, so confidence is reduced`;
  }
  if (decision.modelProblem) sentence += `; the model's answer was not used because ${decision.modelProblem}`;
  if (fallback) sentence += `; ${fallback}`;
  return `${sentence}.`;
}
