import { ProfileStore } from '../../../lib/engine/shortlist/element-profile.js';
import type { ScoredCandidate } from '../../../lib/engine/shortlist/shortlist.js';
import { parseWebPage } from '../../../lib/engine/web/index.js';

export type ShortlistScoredCandidate = ScoredCandidate;

/** Eligible candidates with given scores over the page's buttons (for margin tests of decide()). */
export function scoredCandidates(html: string, scores: readonly number[]): ScoredCandidate[] {
  const page = parseWebPage(html);
  const profiles = new ProfileStore(['data-testid']);
  const buttons = page.elements.filter((el) => el.tag === 'button');
  return scores.map((score, i) => ({
    profile: profiles.profile(buttons[i]!),
    score,
    features: {},
    judgement: {
      verdict: 'agrees',
      score: 1,
      coverage: 1,
      features: { name: 1, text: 1, identifiers: 0, role: 1, phrase: 1, section: 0, precision: 1 },
    },
    locatorPoints: 0,
    survivingLocator: undefined,
    eligible: true,
  }));
}
