/**
 * The model loop: the model sees the instruction (placeholder names only) and AI-mode aria
 * snapshots with refs, and answers with tool calls. Each action runs on a stable locator generated
 * from the ref's element; a ref that is not in the latest snapshot is a transient error (a fresh
 * snapshot is taken and the model is told), never a click on whatever holds that ref now.
 */
import { type ChatMessage, describeModelTimeout, isTimeoutError, type ModelClient } from '../model/index.js';
import { type ActCallContext, buildStep, performCommand, recordedEffect, takeSnapshot } from './context.js';
import { describeEffect } from './effect-rules.js';
import { ActError } from './errors.js';
import { describeTarget, resolveTarget, stableTarget } from './locate.js';
import { parseSnapshot, snapshotRefs } from './snapshot.js';
import { ACT_TOOLS, needsTarget, PAGE_ACTIONS, readStepArguments } from './tools.js';
import type { ActAction, ActStep } from './types.js';

const SYSTEM_PROMPT = `You operate a web page for an automated test, through tools only.
- The page is shown as an accessibility snapshot; every element you can use has a ref like [ref=e12].
- Use refs from the latest snapshot only. After an action the page may change and old refs disappear.
- Text written as {{name}} is a placeholder: type it exactly as written (for example fill value "{{password}}"); the real value is filled in later. Never invent values for placeholders.
- Do exactly what the instruction asks, nothing more. Do not verify with extra actions.
- When the instruction is complete call done with a one-sentence summary. If it cannot be done on this page, call fail with the reason.`;

export interface LoopGoal {
  /** What the model must do. */
  readonly instruction: string;
  /** Extra context (level-2 heals: the steps already run and the failing step). */
  readonly context?: string;
}

export interface LoopResult {
  readonly steps: ActStep[];
  readonly summary: string;
}

/** Told the tokens of each model reply as it arrives, so a call that then fails is counted too. */
export type CountTokens = (tokens: number) => void;

function parseArguments(raw: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(raw || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs the model until it calls done (→ steps + summary) or fail (→ ActError 'model-refused'),
 * or a limit is hit (maxSteps actions, the call's deadline). Every reply's tokens go to
 * `countTokens`, whatever the outcome.
 */
export async function runModelLoop(
  context: ActCallContext,
  client: ModelClient,
  goal: LoopGoal,
  countTokens: CountTokens,
  doneBefore: readonly ActStep[] = [],
): Promise<LoopResult> {
  const steps: ActStep[] = [];
  let snapshot = await takeSnapshot(context);
  const fail = (reason: ActError['reason'], message: string, cause?: unknown): never => {
    throw new ActError(
      { reason, instruction: context.instruction, steps: [...doneBefore, ...steps] },
      message,
      cause,
    );
  };
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    {
      role: 'user',
      content: `Instruction: ${goal.instruction}${goal.context ? `\n\n${goal.context}` : ''}\n\nCurrent page (${new URL(context.page.url()).pathname}):\n${snapshot}`,
    },
  ];
  let actions = 0;
  let idleTurns = 0;
  let turn = 0;
  for (;;) {
    turn += 1;
    const last = steps.at(-1) ?? doneBefore.at(-1);
    const pending = `the model's reply (turn ${turn}, ${last ? `after step ${doneBefore.length + steps.length} (${last.description})` : 'before any step'})`;
    const remaining = context.deadline - performance.now();
    if (remaining <= 0)
      fail('timeout', `the call's timeout (${context.timeoutMs} ms) passed before ${pending}`);
    let reply: Awaited<ReturnType<ModelClient['chat']>>;
    try {
      reply = await client.chat({
        messages,
        tools: ACT_TOOLS,
        toolChoice: 'required',
        budgetMs: remaining,
        secrets: Object.values(context.redactions),
      });
    } catch (error) {
      // A hung model is a timeout (`error.reason === 'timeout'`), whichever limit caught it.
      if (isTimeoutError(error)) {
        const limits = { timeoutMs: context.timeoutMs, remainingMs: remaining };
        return fail(
          'timeout',
          describeModelTimeout({ ...limits, requestLimitMs: client.config.callTimeoutMs }, pending),
          error,
        );
      }
      return fail('model-error', `the model failed: ${(error as Error).message}`, error);
    }
    countTokens(reply.usage.promptTokens + reply.usage.completionTokens);
    const calls = reply.message.tool_calls;
    messages.push({
      role: 'assistant',
      content: reply.message.content,
      ...(calls.length ? { tool_calls: calls } : {}),
    });
    if (calls.length === 0) {
      idleTurns += 1;
      if (idleTurns > 2)
        fail('model-refused', `the model stopped calling tools: ${reply.message.content ?? '(no text)'}`);
      messages.push({ role: 'user', content: 'Use the tools: act on the page, or call done / fail.' });
      continue;
    }
    for (const call of calls) {
      const name = call.function.name;
      const args = parseArguments(call.function.arguments);
      const answer = (content: string): void => {
        messages.push({ role: 'tool', tool_call_id: call.id, content });
      };
      if (!args) {
        answer('Error: the arguments are not a JSON object.');
        continue;
      }
      if (name === 'done') {
        const summary = typeof args.summary === 'string' ? args.summary : '';
        return { steps, summary };
      }
      if (name === 'fail') {
        fail(
          'model-refused',
          `the model says it cannot: ${typeof args.reason === 'string' ? args.reason : '(no reason)'}`,
        );
      }
      if (name === 'snapshot') {
        snapshot = await takeSnapshot(context);
        answer(snapshot);
        continue;
      }
      if (!PAGE_ACTIONS.has(name)) {
        answer(`Error: there is no tool "${name}".`);
        continue;
      }
      actions += 1;
      if (actions > context.maxSteps)
        fail('max-steps', `the model used all ${context.maxSteps} steps without finishing`);
      const stepArgs = readStepArguments(name as ActAction, args);
      if (typeof stepArgs === 'string') {
        answer(`Error: ${stepArgs}.`);
        continue;
      }
      const ref = typeof args.ref === 'string' ? args.ref.replace(/^@|^aria-ref=/, '') : undefined;
      let target: Awaited<ReturnType<typeof stableTarget>>;
      if (needsTarget(stepArgs, ref !== undefined)) {
        const latest = snapshotRefs(snapshot);
        const element = ref && latest.has(ref) ? context.page.getByRef(ref) : undefined;
        const count = element ? await element.count().catch(() => 0) : 0;
        if (!ref || !element || count !== 1) {
          snapshot = await takeSnapshot(context);
          answer(
            `Error: ref ${ref ?? '(missing)'} is not in the latest snapshot (the page changed); nothing was done. Fresh snapshot:\n${snapshot}`,
          );
          continue;
        }
        const node = parseSnapshot(snapshot).find((item) => item.ref === ref);
        target = await stableTarget(context.scope, element, {
          ...context.locate,
          description: goal.instruction,
          ...(node?.name ? { hint: { role: node.role, name: node.name } } : {}),
        });
        if (!target) {
          answer(
            `Error: no stable locator could be made for ref ${ref}${context.scope === context.page ? '' : ' inside the region this act is limited to'}; nothing was done. Choose another element.`,
          );
          continue;
        }
      }
      const description = `${name}${target ? ` ${describeTarget(target)}` : ''}`;
      try {
        // The command runs on the generated locator, never on the ref.
        const stable = target ? resolveTarget(context.scope, target, target.locator) : undefined;
        const settled = await performCommand(context, stepArgs, stable, { timeout: context.actionTimeout });
        const effect = recordedEffect(context, settled, description, [...doneBefore, ...steps]);
        const step = buildStep(context, stepArgs, target, effect, description);
        steps.push(step);
        snapshot = await takeSnapshot(context);
        answer(`Done: ${description}. Effect: ${describeEffect(effect)}.\n\nPage now:\n${snapshot}`);
      } catch (error) {
        // A step recorded without its whole effect would fail every replay: that is the call's end.
        if (error instanceof ActError && error.reason === 'still-running') throw error;
        snapshot = await takeSnapshot(context).catch(() => snapshot);
        answer(
          `Error: ${description} failed: ${(error as Error).message.split('\n')[0]}\n\nPage now:\n${snapshot}`,
        );
      }
    }
  }
}
