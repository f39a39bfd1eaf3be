/**
 * Replaying recorded steps with no model call: each step runs as a plain Playwright command on its
 * recorded locator and is accepted only with its recorded effect. A step whose element is gone or
 * ambiguous heals (level 1, then level 2 when allowed); a step that ran but did something else
 * fails the call at once, naming the difference.
 */
import { type ActCallContext, takeSnapshot } from './context.js';
import { describeEffect, describeRequest } from './effect-rules.js';
import { ActError } from './errors.js';
import { healStepLevelOne, runAndJudge, type StepOutcome } from './heal-step.js';
import { pageOf, resolveTarget } from './locate.js';
import type { ActRecord, ActStep } from './types.js';

export interface ReplayHooks {
  /**
   * Level 2: the model redoes step `index` from the current page; its steps must cause the step's
   * recorded effect. Throws an ActError when it cannot (or caused something else).
   */
  readonly levelTwo?: (index: number, step: ActStep, done: readonly ActStep[]) => Promise<ActStep[]>;
  /**
   * `-u changed`: a step that ran with another effect is kept with its new effect (re-recorded)
   * instead of failing the call.
   */
  readonly acceptNewEffects?: boolean;
  /** Without `levelTwo`: why the model was not asked (said when a step cannot be healed). */
  readonly noModel?: string;
}

export interface ReplayResult {
  readonly steps: ActStep[];
  /** Indexes (0-based, of the recording) healed at each level. */
  readonly healedLevelOne: number[];
  readonly healedLevelTwo: number[];
  /** `acceptNewEffects`: steps now recorded with a new effect, and what changed. */
  readonly rerecorded: { readonly index: number; readonly differences: readonly string[] }[];
}

function behaviourMessage(
  index: number,
  step: ActStep,
  outcome: Extract<StepOutcome, { kind: 'behaviour-changed' }>,
): string {
  return [
    `step ${index + 1} (${step.description}, via ${outcome.via}) ran, but the app may have changed behaviour, not just markup:`,
    ...outcome.differences.map((difference) => `  - ${difference}`),
    `  recorded effect: ${describeEffect(step.effect)}`,
    `  this run:        ${describeEffect(outcome.effect)}`,
    'A step that did something else is never retried (by another selector or by the model). If the new behaviour is intended, re-record: npx playwright test --update-snapshots=changed',
  ].join('\n');
}

/** Replays `record`'s steps. Throws ActError ('behaviour-changed', 'still-running', 'cannot-heal'). */
export async function replaySteps(
  context: ActCallContext,
  record: ActRecord,
  hooks: ReplayHooks = {},
): Promise<ReplayResult> {
  const done: ActStep[] = [];
  const healedLevelOne: number[] = [];
  const healedLevelTwo: number[] = [];
  const rerecorded: ReplayResult['rerecorded'] = [];
  // Evidence: from the first heal or failure on, every step leaves a step-N.png (a clean replay
  // takes no screenshots: they would cost more than the step itself).
  let troubled = false;
  const fail = async (
    reason: ActError['reason'],
    index: number,
    message: string,
    cause?: unknown,
  ): Promise<never> => {
    await screenshotStep(context, index);
    throw new ActError(
      { reason, instruction: context.instruction, steps: [...done], step: index },
      message,
      cause,
    );
  };
  for (const [index, step] of record.steps.entries()) {
    let outcome: StepOutcome | undefined;
    let firstError: unknown;
    try {
      const locator = step.target
        ? resolveTarget(context.scope, step.target, step.target.locator)
        : undefined;
      // The element is waited for (up to waitForElement; a miss heals), then the action gets the
      // action timeout. An action is never run twice: one that timed out on a loaded machine may
      // have been dispatched already (a second "Add to cart").
      // (One there by the time that wait gave up, on a slow page, is used all the same.)
      if (locator) {
        await locator.waitFor({ state: 'attached', timeout: context.findTimeout }).catch(async (error) => {
          if ((await locator.count().catch(() => 0)) !== 1) throw error;
        });
      }
      outcome = await runAndJudge(context, step, locator, context.actionTimeout, 'recorded locator');
    } catch (error) {
      if (!step.target)
        await fail(
          'cannot-heal',
          index,
          `step ${index + 1} (${step.description}) failed: ${(error as Error).message.split('\n')[0]}`,
          error,
        );
      firstError = error;
    }
    let healedAt: 1 | 2 | undefined;
    if (!outcome) {
      troubled = true;
      outcome = await healStepLevelOne(context, step).catch((error: unknown) => {
        firstError = error;
        return undefined;
      });
      if (outcome) healedAt = 1;
    }
    if (!outcome && hooks.levelTwo) {
      const steps = await hooks.levelTwo(index, step, done).catch(async (error: unknown) => {
        await screenshotStep(context, index);
        throw error;
      });
      done.push(...steps);
      healedLevelTwo.push(index);
      await screenshotStep(context, index);
      continue;
    }
    if (!outcome) {
      return fail(
        'cannot-heal',
        index,
        `step ${index + 1} (${step.description}) no longer finds its element (${step.target?.code ?? 'no locator'}: ${(firstError as Error | undefined)?.message.split('\n')[0] ?? 'no match'}), and no recorded alternative, role + name or engine candidate matched exactly one element${hooks.levelTwo ? '' : ` (${hooks.noModel ?? 'the model is not used in this mode'})`}`,
        firstError,
      );
    }
    if (outcome.kind === 'behaviour-changed') {
      if (!hooks.acceptNewEffects)
        await fail('behaviour-changed', index, behaviourMessage(index, step, outcome));
      troubled = true;
      done.push({ ...outcome.step, effect: outcome.effect });
      rerecorded.push({ index, differences: outcome.differences });
      if (healedAt === 1) healedLevelOne.push(index);
    }
    if (outcome.kind === 'still-running') {
      await fail(
        'still-running',
        index,
        `step ${index + 1} (${step.description}) is still running after ${outcome.waitedMs} ms (${outcome.running.join(', ')}); expected ${step.effect.requests.map(describeRequest).join(', ') || describeEffect(step.effect)}`,
      );
    }
    if (outcome.kind === 'accepted') {
      done.push(outcome.step);
      if (healedAt === 1) healedLevelOne.push(index);
    }
    if (troubled) await screenshotStep(context, index);
  }
  return { steps: done, healedLevelOne, healedLevelTwo, rerecorded };
}

async function screenshotStep(context: ActCallContext, index: number): Promise<void> {
  const png = await pageOf(context.scope)
    .screenshot()
    .catch(() => undefined);
  if (png) context.workspace.addScreenshot(`step-${index + 1}.png`, png);
  await takeSnapshot(context).catch(() => undefined);
}
