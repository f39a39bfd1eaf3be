/**
 * Healing one replayed step whose element is gone or ambiguous.
 * Level 1 (no model): the recorded alternatives, then role + accessible name, then the engine with
 * the step's description and its old locators as evidence. A candidate is used only if it matches
 * exactly one element, and the step is accepted only with its recorded effect. A candidate that
 * ran but did something else ends the call (behaviour changed): it is never retried.
 * Level 2 (the model) lives in act.ts: it continues from the current page and must cause the
 * failed step's effect.
 */
import type { Locator } from '@playwright/test';
import { capturePage, inspectLocator } from '../capture/capture-page.js';
import { heal, positionalSteps } from '../engine/index.js';
import { parseLocator } from '../locators/parse.js';
import { type ActCallContext, buildStep, performCommand } from './context.js';
import { compareEffects } from './effect-rules.js';
import { pageOf, resolveTarget, stableTarget } from './locate.js';
import type { StepArguments } from './tools.js';
import type { ActStep, StepEffect, StepTarget } from './types.js';

export type StepOutcome =
  | { readonly kind: 'accepted'; readonly step: ActStep; readonly via: string }
  | {
      readonly kind: 'behaviour-changed';
      /** The step as it ran (its target), with the recorded effect; `effect` is what happened. */
      readonly step: ActStep;
      readonly effect: StepEffect;
      readonly differences: readonly string[];
      readonly via: string;
    }
  | {
      readonly kind: 'still-running';
      readonly running: readonly string[];
      readonly waitedMs: number;
      readonly via: string;
    };

/** The action's own arguments of a recorded step. */
export function argumentsOf(step: ActStep): StepArguments {
  const { action, value, values, checked, key, direction, text, ms } = step;
  return {
    action,
    ...(value !== undefined ? { value } : {}),
    ...(values !== undefined ? { values } : {}),
    ...(checked !== undefined ? { checked } : {}),
    ...(key !== undefined ? { key } : {}),
    ...(direction !== undefined ? { direction } : {}),
    ...(text !== undefined ? { text } : {}),
    ...(ms !== undefined ? { ms } : {}),
  };
}

/** Runs the step on `locator` and judges its effect against the recording. */
export async function runAndJudge(
  context: ActCallContext,
  step: ActStep,
  locator: Locator | undefined,
  timeout: number,
  via: string,
  target: StepTarget | undefined = step.target,
): Promise<StepOutcome> {
  const settled = await performCommand(context, argumentsOf(step), locator, {
    timeout,
    expected: step.effect,
  });
  if (settled.kind === 'still-running') {
    return { kind: 'still-running', running: settled.running, waitedMs: settled.waitedMs, via };
  }
  const comparison = compareEffects(step.effect, settled.effect, context.effectsMode);
  const ran = buildStep(context, argumentsOf(step), target, step.effect, step.description);
  if (!comparison.ok) {
    return {
      kind: 'behaviour-changed',
      step: ran,
      effect: settled.effect,
      differences: comparison.differences,
      via,
    };
  }
  return { kind: 'accepted', step: ran, via };
}

function picksByPosition(selector: string): boolean {
  try {
    return positionalSteps(parseLocator(selector)) > 0;
  } catch {
    return false;
  }
}

function roleSelector(target: StepTarget): string | undefined {
  if (!target.role || !target.name) return undefined;
  return `internal:role=${target.role}[name=${JSON.stringify(target.name)}s]`;
}

/**
 * The cheap locators level 1 tries first, in order: recorded alternatives, then role + name in the
 * section it was recorded in, or page-wide when it was recorded in none. An element recorded in a
 * section (the Red shirt's card) is that section's: with the card gone, the one "Add to cart" left
 * on the page is another card's, whose click has the same effect, so the effect check cannot tell.
 */
function cheapCandidates(target: StepTarget): { selector: string; via: string }[] {
  // An alternative that picks by position (`.first()` from Playwright's normalize) finds whatever
  // took the place of a removed element.
  const list: { selector: string; via: string }[] = target.alternatives
    .filter((selector) => !picksByPosition(selector))
    .map((selector) => ({ selector, via: 'recorded alternative' }));
  const byRole = roleSelector(target);
  if (byRole && target.section) {
    const section = `internal:role=${target.section.role} >> internal:has-text=${JSON.stringify(target.section.name)}i`;
    list.push({
      selector: `${section} >> ${byRole}`,
      via: `role + name in ${target.section.role} "${target.section.name}"`,
    });
  } else if (byRole) list.push({ selector: byRole, via: 'role + name' });
  return list;
}

/** The engine's answer for the step's description with its old locators as evidence (a page capture + heal). */
async function engineCandidate(
  context: ActCallContext,
  step: ActStep,
  target: StepTarget,
): Promise<{ selector: string; via: string } | undefined> {
  if (target.frames?.length) return undefined;
  const capture = await capturePage(pageOf(context.scope)).catch(() => undefined);
  if (!capture) return undefined;
  const result = await heal({
    page_source: capture.html,
    existing_locators: [{ value: target.locator }, ...target.alternatives.map((value) => ({ value }))],
    description: `${step.description.replace(/^\w+ /, '')} (${context.instruction})`,
    platform: 'web',
    framework: 'playwright',
    options: {
      use_cache: false,
      allow_xpath: context.locate.allowXPath ?? true,
      ...(context.locate.testIdAttributes ? { test_id_attrs: context.locate.testIdAttributes } : {}),
    },
  });
  return result.ok && result.answer.strategy !== 'intact'
    ? { selector: result.answer.locator, via: `engine (${result.answer.strategy})` }
    : undefined;
}

/** The candidates in order; the engine (the expensive one) only once the cheap ones are used up. */
async function* levelOneCandidates(
  context: ActCallContext,
  step: ActStep,
  target: StepTarget,
): AsyncGenerator<{ selector: string; via: string }> {
  const seen = new Set<string>([target.locator]);
  for (const candidate of cheapCandidates(target)) {
    if (seen.has(candidate.selector)) continue;
    seen.add(candidate.selector);
    yield candidate;
  }
  const engine = await engineCandidate(context, step, target);
  if (engine && !seen.has(engine.selector)) yield engine;
}

/**
 * Level 1. Returns the outcome of the first candidate that matches exactly one element, or
 * undefined when none does.
 */
export async function healStepLevelOne(
  context: ActCallContext,
  step: ActStep,
): Promise<StepOutcome | undefined> {
  const target = step.target;
  if (!target) return undefined;
  for await (const candidate of levelOneCandidates(context, step, target)) {
    const locator = resolveTarget(context.scope, target, candidate.selector);
    const live = await inspectLocator(locator).catch(() => undefined);
    if (live?.count !== 1) continue;
    // Regenerate a stable locator for the element found (before acting: the page may change).
    const fresh = await stableTarget(context.scope, locator, context.locate).catch(() => undefined);
    const healedTarget: StepTarget = fresh
      ? {
          ...fresh,
          alternatives: [...new Set([...fresh.alternatives, target.locator, ...target.alternatives])].filter(
            (selector) => selector !== fresh.locator,
          ),
        }
      : {
          ...target,
          locator: candidate.selector,
          alternatives: [
            target.locator,
            ...target.alternatives.filter((selector) => selector !== candidate.selector),
          ],
        };
    return runAndJudge(context, step, locator, context.actionTimeout, candidate.via, healedTarget);
  }
  return undefined;
}
