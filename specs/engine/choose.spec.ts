import { expect, test } from '@playwright/test';
import { decide } from '../../lib/engine/disambiguate/decide.js';
import { heal } from '../../lib/engine/index.js';
import type { ChooseQuestion, HealResult } from '../../lib/engine/types.js';
import { twoDeletesPage } from './support/pages.js';
import type { ShortlistScoredCandidate } from './support/scored.js';
import { scoredCandidates } from './support/scored.js';

const request = { page_source: twoDeletesPage(), description: 'Delete button' };
const billing = '0/1/0/1/1';

function ok(result: HealResult) {
  if (!result.ok) throw new Error(result.failure.message);
  return result.answer;
}

test.describe('the model seam (deps.choose)', () => {
  test('a correct pick changes the answer; the question is compact and never the page', async () => {
    const questions: ChooseQuestion[] = [];
    const answer = ok(
      await heal(request, {
        choose: async (question) => {
          questions.push(question);
          const index = question.candidates.findIndex((candidate) => candidate.section?.includes('Billing'));
          return { index, reason: 'the billing card' };
        },
      }),
    );
    expect(answer.llm_used).toBe(true);
    expect(answer.target.path).toBe(billing);
    expect(answer.code).toContain('Billing');
    expect(answer.rationale).toMatch(/a model chose it/);
    const [question] = questions;
    expect(question!.candidates.length).toBeGreaterThanOrEqual(2);
    expect(question!.candidates.length).toBeLessThanOrEqual(8);
    expect(question!.prompt).not.toContain('<html');
    expect(question!.prompt).toContain('role=button');
    expect(question!.description).toBe('Delete button');
  });

  const bad: [string, () => Promise<unknown>, RegExp][] = [
    ['out of range', async () => ({ index: 7 }), /not offered/],
    ['negative', async () => ({ index: -1 }), /not offered/],
    ['null', async () => ({ index: null }), /did not choose/],
    ['not an integer', async () => ({ index: 0.5 }), /integer/],
    ['garbage', async () => 'the second one', /not an object/],
    ['rejected promise', async () => Promise.reject(new Error('endpoint down')), /endpoint down/],
    [
      'throws',
      () => {
        throw new Error('boom');
      },
      /boom/,
    ],
  ];
  for (const [name, choose, problem] of bad) {
    test(`${name}: keeps the deterministic outcome, llm_used false, says why`, async () => {
      const result = await heal(request, { choose: choose as never });
      // Two identical "Delete" buttons are below the refusal margin: without a usable answer, refuse.
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.failure.code).toBe('AMBIGUOUS');
        expect(result.failure.message).toMatch(problem);
      }
    });
  }

  test('options.llm: false never asks', async () => {
    let asked = false;
    const result = await heal(
      { ...request, options: { llm: false } },
      {
        choose: async () => {
          asked = true;
          return { index: 0 };
        },
      },
    );
    expect(asked).toBe(false);
    expect(result.ok).toBe(false);
  });

  test('a clear winner never asks the model', async () => {
    let asked = false;
    const answer = ok(
      await heal(
        { ...request, description: 'Delete in the Billing card' },
        {
          choose: async () => {
            asked = true;
            return { index: 0 };
          },
        },
      ),
    );
    expect(asked).toBe(false);
    expect(answer.llm_used).toBe(false);
    expect(answer.target.path).toBe(billing);
  });
});

test.describe('margins (decide)', () => {
  const options = { description: 'Delete button', remarks: '', llm: true };
  async function decideWith(scores: number[], choose?: () => Promise<unknown>) {
    const candidates: ShortlistScoredCandidate[] = scoredCandidates(twoDeletesPage(), scores);
    return decide(candidates, options, choose ? { choose: choose as never } : {});
  }
  test('clear margin → pick, no model', async () => {
    const decision = await decideWith([10, 5], async () => ({ index: 1 }));
    expect(decision).toMatchObject({ kind: 'pick', how: 'clear' });
  });
  test('between the margins without a model → close pick', async () => {
    const decision = await decideWith([10, 7.8]);
    expect(decision).toMatchObject({ kind: 'pick', how: 'close' });
  });
  test('between the margins with a broken model → close pick that says so', async () => {
    const decision = await decideWith([10, 7.8], async () => ({ index: 9 }));
    expect(decision).toMatchObject({ kind: 'pick', how: 'close' });
    expect(decision.kind === 'pick' && decision.modelProblem).toMatch(/not offered/);
  });
  test('between the margins with a model → the model decides', async () => {
    const decision = await decideWith([10, 7.8], async () => ({ index: 1 }));
    expect(decision).toMatchObject({ kind: 'pick', how: 'model' });
    expect(decision.kind === 'pick' && decision.candidate.score).toBe(7.8);
  });
  test('below the refusal margin without a model → refuse', async () => {
    const decision = await decideWith([10, 9.5]);
    expect(decision).toMatchObject({ kind: 'refuse', reason: 'ambiguous' });
  });
});

test('a candidate under a heading reads "under heading …" in the question, not "in under heading …"', async () => {
  const prompts: string[] = [];
  await heal(
    {
      page_source:
        '<main><h2>Billing</h2><button>Delete</button><h2>Shipping</h2><button>Delete</button></main>',
      description: 'Delete button',
      options: { llm: true },
    },
    {
      choose: async (question) => {
        prompts.push(question.prompt);
        return { index: null };
      },
    },
  );
  expect(prompts.join('\n')).toContain('under heading "Billing"');
  expect(prompts.join('\n')).not.toContain('in under');
});
