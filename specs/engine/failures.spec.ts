/**
 * What an AMBIGUOUS refusal tells the user: the close candidates by role, name and section, or,
 * when one candidate leads without being clearly the one described, that one and the next.
 */
import { expect, test } from '@playwright/test';
import { refuseAmbiguous } from '../../lib/engine/answer/failures.js';
import { ProfileStore } from '../../lib/engine/shortlist/element-profile.js';
import type { ScoredCandidate } from '../../lib/engine/shortlist/shortlist.js';
import { parseWebPage } from '../../lib/engine/web/index.js';

function candidates(scores: readonly number[]): ScoredCandidate[] {
  const page = parseWebPage(
    '<!doctype html><html><body><form><h3>Get Firefox news</h3>' +
      '<label><input type="radio" name="fmt" value="H"> HTML</label>' +
      '<label><input type="radio" name="fmt" value="T"> Text</label></form></body></html>',
  );
  const store = new ProfileStore(['data-testid']);
  const radios = page.elements.filter((element) => element.tag === 'input');
  return scores.map(
    (score, i) =>
      ({
        profile: store.profile(radios[i]!),
        score,
        features: {},
        locatorPoints: 0,
        eligible: true,
      }) as unknown as ScoredCandidate,
  );
}

test('two close candidates are both named', () => {
  const failure = refuseAmbiguous(candidates([10, 9.5]), undefined);
  expect(failure.status).toBe(422);
  expect(failure.code).toBe('AMBIGUOUS');
  expect(failure.message).toContain('2 candidates fit the evidence almost equally well: radio "HTML"');
  expect(failure.message).toContain('radio "Text"');
});

test('one candidate ahead but not clearly described: it is named, and the next one after it', () => {
  const failure = refuseAmbiguous(candidates([10, 6]), 'it did not answer');
  expect(failure.message).not.toContain('1 candidates');
  expect(failure.message).toContain('the best candidate, radio "HTML"');
  expect(failure.message).toContain('(next: radio "Text"');
  expect(failure.message).toContain('A model was asked but it did not answer.');
});
