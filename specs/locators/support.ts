import type { LocatorQuery, QueryStep } from '../../lib/locators/query.js';

/** What a query means, without how it was spelled (`source`, `form`), nested filters included. */
export function meaning(query: Pick<LocatorQuery, 'steps' | 'description'>): unknown {
  return {
    steps: query.steps.map(stepMeaning),
    ...(query.description === undefined ? {} : { description: query.description }),
  };
}

function stepMeaning(step: QueryStep): unknown {
  if (step.kind !== 'filter') return step;
  return {
    ...step,
    ...(step.has === undefined ? {} : { has: meaning(step.has) }),
    ...(step.hasNot === undefined ? {} : { hasNot: meaning(step.hasNot) }),
  };
}
