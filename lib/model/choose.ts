/**
 * The model tie-break: the engine's closed question "which of these N candidates is the target?"
 * asked of a configured model. The answer is checked; a refusal, an index not offered, a timeout,
 * an endpoint error or garbage all resolve `{ index: null, reason }` — never a rejection — so the
 * engine keeps its deterministic answer (`llm_used: false`).
 */
import * as v from 'valibot';
import type { CandidateSummary, ChooseAnswer, ChooseQuestion } from '../engine/types.js';
import { createModelClient, type JSONSchema, type ModelClient } from './client.js';
import type { ModelConfig, ModelEnvironment } from './config.js';

export interface ChooserOptions {
  /** Total budget of one tie-break (all tiers and retries). Default: the client's budget. */
  readonly budgetMs?: number;
  /** Extra strings never to send (placeholder values, passwords). */
  readonly secrets?: readonly string[];
}

const MAX_REASON_CHARS = 300;

const ANSWER_SCHEMA: JSONSchema = {
  type: 'object',
  properties: {
    index: {
      type: ['integer', 'null'],
      description: 'The index of the target candidate, or null if none fits.',
    },
    reason: { type: 'string', description: 'One short sentence.' },
  },
  required: ['index', 'reason'],
  additionalProperties: false,
};

const AnswerShape = v.object({
  index: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  reason: v.optional(v.string()),
});

const SYSTEM_PROMPT = [
  'You help a test automation tool find the page element a test means.',
  'You are shown a description of the target and a short list of candidate elements, each with an index.',
  'Choose the candidate that matches the description. Only choose among the listed indexes; never invent one.',
  'If no candidate fits, or two fit equally well, answer with index null.',
].join('\n');

function describeCandidate(candidate: CandidateSummary): string {
  const parts = [`<${candidate.tag}>`];
  if (candidate.role !== undefined) parts.push(`role=${candidate.role}`);
  if (candidate.name !== undefined) parts.push(`name=${JSON.stringify(candidate.name)}`);
  if (candidate.section !== undefined) parts.push(`in ${JSON.stringify(candidate.section)}`);
  parts.push(`path=${candidate.path}`);
  return `[${candidate.index}] ${parts.join(' ')}`;
}

/** The user message: description, remarks, the engine's redacted candidate summaries, the rule. */
export function buildChoosePrompt(question: ChooseQuestion): string {
  const indexes = question.candidates.map((candidate) => candidate.index);
  const listing =
    question.prompt.trim() === ''
      ? question.candidates.map(describeCandidate).join('\n')
      : question.prompt.trim();
  return [
    `Target description: ${question.description}`,
    ...(question.remarks === undefined || question.remarks.trim() === ''
      ? []
      : [`Remarks: ${question.remarks}`]),
    '',
    'Candidates:',
    listing,
    '',
    `Answer {"index": n, "reason": "…"} with n one of ${JSON.stringify(indexes)}, or {"index": null, "reason": "…"}.`,
  ].join('\n');
}

/**
 * Creates the `choose` dependency of the engine from a model client.
 *
 * @example
 * const client = createModelClient(process.env.HEALWRIGHT_MODEL);
 * const deps = client === undefined ? {} : { choose: createChooser(client, { budgetMs: 20_000 }) };
 * const result = await heal(request, deps);
 */
export function createChooser(
  client: ModelClient,
  options: ChooserOptions = {},
): (question: ChooseQuestion) => Promise<ChooseAnswer> {
  return async (question) => {
    if (question.candidates.length === 0) return { index: null, reason: 'no candidates to choose from' };
    const offered = new Set(question.candidates.map((candidate) => candidate.index));
    try {
      const { value } = await client.completeJSON({
        system: SYSTEM_PROMPT,
        user: buildChoosePrompt(question),
        schema: ANSWER_SCHEMA,
        schemaName: 'choose_candidate',
        validate: (raw) => v.parse(AnswerShape, raw),
        ...(options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs }),
        ...(options.secrets === undefined ? {} : { secrets: options.secrets }),
      });
      const reason = (value.reason ?? '').slice(0, MAX_REASON_CHARS);
      if (value.index === null) return { index: null, reason: reason === '' ? 'the model declined' : reason };
      if (!offered.has(value.index)) {
        return { index: null, reason: `the model answered index ${value.index}, which was not offered` };
      }
      return { index: value.index, reason };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { index: null, reason: `model tie-break failed: ${message}` };
    }
  };
}

/**
 * The engine's `choose` dependency straight from a model configuration (string, object or the
 * HEALWRIGHT_MODEL environment), with the client for usage totals; both undefined when no model
 * is configured (the engine stays deterministic and nothing is sent).
 *
 * @example
 * const { choose, client } = createChooserFromConfig(options.model);
 * const result = await heal(request, choose === undefined ? {} : { choose });
 * client?.usage(); // { calls, promptTokens, completionTokens, totalMs }
 */
export function createChooserFromConfig(
  config?: ModelConfig | string,
  env: ModelEnvironment = process.env,
  options: ChooserOptions = {},
): { choose?: (question: ChooseQuestion) => Promise<ChooseAnswer>; client?: ModelClient } {
  const client = createModelClient(config, env);
  if (client === undefined) return {};
  return { client, choose: createChooser(client, options) };
}
