/**
 * What every part of one act call shares: the page and scope, the placeholder values, effect
 * settings, timeouts, the workspace and the steps done so far.
 */
import type { Page } from '@playwright/test';
import type { EffectFilter } from './effect-rules.js';
import { type SettleResult, StepObservation } from './effects.js';
import { ActError } from './errors.js';
import type { ActScope, LocateOptions } from './locate.js';
import { type PlaceholderValues, redactDeep, redactValues, substituteValues } from './placeholders.js';
import { runStepCommand, type StepArguments, stepCode } from './tools.js';
import type { ActStep, EffectsMode, StepEffect, StepTarget } from './types.js';
import type { ActWorkspace } from './workspace.js';

export interface ActCallContext {
  readonly page: Page;
  readonly scope: ActScope;
  readonly instruction: string;
  readonly values: PlaceholderValues;
  /**
   * What is redacted from everything sent or written: the call's values and those earlier calls on
   * the browser context were given (typed-values.ts).
   */
  readonly redactions: PlaceholderValues;
  readonly effectsMode: EffectsMode;
  readonly effectFilter: EffectFilter;
  /** Action timeout while recording (ms). */
  readonly actionTimeout: number;
  /** How long a replayed step waits for its element before healing (ms). */
  readonly findTimeout: number;
  /** How long a step may take to finish its effect (ms): 5 s or the config's action timeout if longer. */
  readonly settleMs: number;
  readonly locate: LocateOptions;
  readonly workspace: ActWorkspace;
  /** The call's timeout (ms), for messages. */
  readonly timeoutMs: number;
  /** performance.now() deadline of the whole call. */
  readonly deadline: number;
  readonly maxSteps: number;
}

/** The scope's AI-mode aria snapshot, with placeholder values replaced by their names. */
export async function takeSnapshot(context: ActCallContext): Promise<string> {
  const raw = await context.scope.ariaSnapshot({ mode: 'ai', timeout: 10_000 });
  const text = redactValues(raw, context.redactions);
  context.workspace.addSnapshot(text);
  return text;
}

export interface PerformedStep {
  readonly settle: SettleResult;
}

/**
 * Runs one command and watches its effect. With `expected` (replay), stops waiting as soon as that
 * effect happened; without (recording), when the page is quiet.
 */
export async function performCommand(
  context: ActCallContext,
  args: StepArguments,
  locator: Parameters<typeof runStepCommand>[1],
  options: { readonly timeout: number; readonly expected?: StepEffect },
): Promise<SettleResult> {
  const observation = new StepObservation(context.page, context.effectFilter);
  try {
    await runStepCommand(context.page, locator, args, {
      timeout: options.timeout,
      substitute: (text) => substituteValues(text, context.values),
    });
    observation.actionDone();
    return await observation.settle({
      maxMs: context.settleMs,
      mode: context.effectsMode,
      ...(options.expected ? { expected: options.expected } : {}),
    });
  } finally {
    observation.stop();
  }
}

/**
 * Recording: the effect of a step that has finished. A step whose requests are still running when
 * its settle time runs out has no whole effect to record, and its replay would wait for the same
 * request and fail "still running": it fails the same way now, before anything is written.
 */
export function recordedEffect(
  context: ActCallContext,
  settled: SettleResult,
  description: string,
  stepsBefore: readonly ActStep[],
): StepEffect {
  if (settled.kind === 'settled') return settled.effect;
  throw new ActError(
    { reason: 'still-running', instruction: context.instruction, steps: stepsBefore },
    `step ${stepsBefore.length + 1} (${description}) is still running after ${settled.waitedMs} ms (${settled.running.join(', ')}); a step is recorded only with its whole effect: make the request finish sooner or raise the action timeout (use.actionTimeout)`,
  );
}

/** A step record, with any placeholder value that slipped into it replaced by its name. */
export function buildStep(
  context: ActCallContext,
  args: StepArguments,
  target: StepTarget | undefined,
  effect: StepEffect,
  description: string,
): ActStep {
  const step: ActStep = {
    ...args,
    ...(target ? { target } : {}),
    description,
    code: stepCode(args, target?.code),
    effect,
  };
  return redactDeep(step, context.redactions);
}
