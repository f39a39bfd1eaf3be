/**
 * The model path of page.extract: the model reads the page through read-only tools and answers
 * with `answer {data, evidence?}`. An answer that fails validation goes back once with its issues;
 * a second failure throws ExtractError('validation') with both issue lists.
 */

import { valuesGivenOn } from '../act/typed-values.js';
import {
  type ChatMessage,
  describeModelTimeout,
  isTimeoutError,
  type JSONSchema,
  type ModelClient,
} from '../model/index.js';
import { ExtractError, formatIssues } from './errors.js';
import { describeResponse } from './response-log.js';
import { checkWithSchema, type ExtractIssue, type StandardSchemaV1 } from './standard-schema.js';
import { extractTools, type ReadContext, readSnapshot, runReadTool } from './tools.js';

const SYSTEM_PROMPT = `You read information from a web page for an automated test. You can only read; you never change the page.
- The page is shown as an accessibility snapshot; elements have refs like [ref=e12]. Use find, get and scroll to read more.
- Pages often show less than they loaded (a count instead of the items, a rounded price): the network responses the page received are listed in a response index; read them with read_response when the page alone does not answer exactly.
- Answer with the answer tool: "data" must match the schema exactly (types, required keys); "evidence" names where it came from (refs, the text you read, response files).
- Never invent data. If the information is neither on the page nor in its responses, call fail with the reason.`;

export interface ModelLoopInput<S extends StandardSchemaV1> {
  readonly instruction: string;
  readonly schema: S;
  readonly jsonSchema: JSONSchema | undefined;
  readonly client: ModelClient;
  readonly context: ReadContext;
  /** Tool calls before giving up. */
  readonly maxSteps: number;
  /** The call's timeout (ms), for messages. */
  readonly timeoutMs: number;
  /** performance.now() deadline. */
  readonly deadline: number;
  /** What the deterministic path said, when it tried. */
  readonly note?: string;
}

export interface ModelLoopResult<T> {
  readonly data: T;
  readonly evidence: readonly string[];
  /** Answers given (2 when the first failed validation). */
  readonly answers: number;
  readonly calls: number;
  readonly promptTokens: number;
  readonly completionTokens: number;
}

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

function firstMessage<S extends StandardSchemaV1>(input: ModelLoopInput<S>, snapshot: string): string {
  const { context } = input;
  const shape = input.jsonSchema
    ? `Schema of "data" (JSON Schema):\n${JSON.stringify(input.jsonSchema)}`
    : 'The schema has no JSON Schema form; a wrong answer comes back with its validation issues.';
  const index = context.responses.length
    ? context.responses.map(describeResponse).join('\n')
    : '(no JSON or text responses captured)';
  let path = context.page.url();
  try {
    path = new URL(path).pathname;
  } catch {
    // keep the raw URL
  }
  return [
    `Extract: ${input.instruction}`,
    shape,
    input.note ? `(${input.note})` : '',
    `Response index (read-only files, oldest first):\n${index}`,
    `Current page (${path}):\n${snapshot}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Runs the model until it answers with valid data, fails, or a limit is hit. */
export async function runExtractLoop<S extends StandardSchemaV1>(
  input: ModelLoopInput<S>,
): Promise<ModelLoopResult<StandardSchemaV1.InferOutput<S>>> {
  const { client, context, instruction } = input;
  const usage = { calls: 0, promptTokens: 0, completionTokens: 0 };
  const rejected: (readonly ExtractIssue[])[] = [];
  const answers: unknown[] = [];
  const tools = extractTools(input.jsonSchema);
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: firstMessage(input, await readSnapshot(context)) },
  ];
  let toolCalls = 0;
  let idleTurns = 0;
  const fail = (reason: ExtractError['reason'], problem: string, cause?: unknown): never => {
    throw new ExtractError(
      { reason, instruction, issues: rejected, answers, usage: { ...usage } },
      problem,
      cause,
    );
  };
  let turn = 0;
  for (;;) {
    turn += 1;
    const pending = `the model's reply (turn ${turn}, ${toolCalls ? `after ${toolCalls} tool call${toolCalls === 1 ? '' : 's'}` : 'before any tool call'})`;
    const remaining = input.deadline - performance.now();
    if (remaining <= 0)
      fail('timeout', `the call's timeout (${input.timeoutMs} ms) passed before ${pending}`);
    let reply: Awaited<ReturnType<ModelClient['chat']>>;
    try {
      // Values act calls typed into this page are never sent, whichever tool read them back.
      const secrets = valuesGivenOn(context.page);
      reply = await client.chat({ messages, tools, toolChoice: 'required', budgetMs: remaining, secrets });
    } catch (error) {
      // A hung model is a timeout (`error.reason === 'timeout'`), whichever limit caught it.
      if (isTimeoutError(error)) {
        const limits = { timeoutMs: input.timeoutMs, remainingMs: remaining };
        return fail(
          'timeout',
          describeModelTimeout({ ...limits, requestLimitMs: client.config.callTimeoutMs }, pending),
          error,
        );
      }
      return fail('model-error', `the model failed: ${(error as Error).message}`, error);
    }
    usage.calls += reply.usage.calls;
    usage.promptTokens += reply.usage.promptTokens;
    usage.completionTokens += reply.usage.completionTokens;
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
      messages.push({ role: 'user', content: 'Use the tools: read the page, then call answer (or fail).' });
      continue;
    }
    for (const call of calls) {
      const answerTool = (content: string): void => {
        messages.push({ role: 'tool', tool_call_id: call.id, content });
      };
      toolCalls += 1;
      if (toolCalls > input.maxSteps)
        fail('max-steps', `the model used all ${input.maxSteps} tool calls without an answer`);
      const args = parseArguments(call.function.arguments);
      if (!args) {
        answerTool('Error: the arguments are not a JSON object.');
        continue;
      }
      const name = call.function.name;
      if (name === 'fail') {
        fail(
          'model-refused',
          `the model says it cannot: ${typeof args.reason === 'string' ? args.reason : '(no reason)'}`,
        );
      }
      if (name !== 'answer') {
        answerTool(await runReadTool(context, name, args));
        continue;
      }
      const data = args.data;
      answers.push(data);
      const checked = await checkWithSchema(input.schema, data);
      if (checked.ok) {
        const evidence = Array.isArray(args.evidence)
          ? args.evidence.filter((item): item is string => typeof item === 'string')
          : [];
        return { data: checked.value, evidence, answers: answers.length, ...usage };
      }
      rejected.push(checked.issues);
      if (rejected.length >= 2) {
        fail(
          'validation',
          `the model's answer failed validation twice.\n  first:  ${formatIssues(rejected[0] ?? [])}\n  second: ${formatIssues(checked.issues)}`,
        );
      }
      answerTool(
        `Rejected: "data" does not match the schema: ${formatIssues(checked.issues)}. Fix it and call answer again (one more try).`,
      );
    }
  }
}
