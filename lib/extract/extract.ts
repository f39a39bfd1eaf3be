/**
 * page.extract, as a sentence: check the schema → read the page's facts → the deterministic path
 * answers when the page answers unambiguously → otherwise the model reads (page + captured
 * responses) and answers → validate (one retry) → return. Never cached: a read must see the
 * current page.
 */
import type { Locator, Page } from '@playwright/test';
import type { ModelClient } from '../model/index.js';
import { answerDeterministically } from './deterministic.js';
import { ExtractError, type ExtractUsage } from './errors.js';
import { runExtractLoop } from './model-loop.js';
import { readPageFacts } from './page-facts.js';
import { ResponseLog } from './response-log.js';
import {
  checkWithSchema,
  describeSchema,
  isStandardSchema,
  type StandardSchemaV1,
} from './standard-schema.js';

/** Options of one extract call. */
export interface ExtractCallOptions {
  /** Read only this region: snapshots, tables and labels come from inside it. */
  readonly within?: Locator;
  /** `false`: skip the deterministic path and ask the model. Default true. */
  readonly deterministic?: boolean;
  /** Tool calls the model may make. Default 12. */
  readonly maxSteps?: number;
  /** Per-call timeout (ms). Default 60 000. */
  readonly timeout?: number;
}

export interface ExtractDependencies {
  /** The model, or undefined when none is configured (then only the deterministic path runs). */
  readonly client: ModelClient | undefined;
  /** Why no model is available, for the error message (default: none configured). */
  readonly noModelReason?: string;
}

/** What one extract call produced. */
export interface ExtractResult<T> {
  readonly data: T;
  readonly source: 'deterministic' | 'model';
  /** Where the data came from: `table "Items in your cart"`, refs, `response-3.json`… */
  readonly evidence: readonly string[];
  /** Model answers given (0 deterministic, 2 when the first failed validation). */
  readonly answers: number;
  /** Model calls and tokens of this call (zeros on the deterministic path). */
  readonly usage: ExtractUsage;
}

const DEFAULT_MAX_STEPS = 12;
const DEFAULT_TIMEOUT_MS = 60_000;

function pageOf(scope: Page | Locator): Page {
  return 'goto' in scope ? scope : scope.page();
}

/**
 * Reads `instruction` from the page and returns data that passes `schema`.
 *
 * @example
 * const { data } = await extract(page, 'the order total', v.object({ total: v.number() }), {}, { client });
 */
export async function extract<S extends StandardSchemaV1>(
  page: Page,
  instruction: string,
  schema: S,
  options: ExtractCallOptions,
  dependencies: ExtractDependencies,
): Promise<ExtractResult<StandardSchemaV1.InferOutput<S>>> {
  if (typeof instruction !== 'string' || instruction.trim() === '') {
    throw new ExtractError(
      { reason: 'empty-instruction', instruction: String(instruction ?? '') },
      'the instruction is empty; say what to read, e.g. page.extract("the order total", schema)',
    );
  }
  if (!isStandardSchema(schema)) {
    throw new ExtractError(
      { reason: 'bad-schema', instruction },
      'the schema is not a Standard Schema (pass a valibot schema, or any library implementing https://standardschema.dev)',
    );
  }
  const timeoutMs = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const deadline = performance.now() + timeoutMs;
  const scope = options.within ?? page;
  const jsonSchema = describeSchema(schema);
  let note: string | undefined;
  if (options.deterministic !== false) {
    const outcome = answerDeterministically(instruction, jsonSchema, await readPageFacts(scope));
    if (outcome.kind === 'answer') {
      const checked = await checkWithSchema(schema, outcome.data);
      if (checked.ok) {
        return {
          data: checked.value,
          source: 'deterministic',
          evidence: outcome.evidence,
          answers: 0,
          usage: { calls: 0, promptTokens: 0, completionTokens: 0 },
        };
      }
      note = `read without a model but it failed validation: ${checked.issues.map((issue) => issue.message).join('; ')}`;
    } else {
      note = outcome.why;
    }
  }
  const client = dependencies.client;
  if (!client) {
    throw new ExtractError(
      { reason: 'no-model', instruction },
      `the deterministic path cannot answer (${note ?? 'turned off'}) and ${dependencies.noModelReason ?? 'no model is configured (set HEALWRIGHT_MODEL or healwright.extract.model)'}`,
    );
  }
  const log = ResponseLog.of(pageOf(scope));
  const result = await runExtractLoop({
    instruction,
    schema,
    jsonSchema,
    client,
    context: { page: pageOf(scope), scope, responses: log ? await log.list() : [], knownRefs: new Set() },
    maxSteps: options.maxSteps ?? DEFAULT_MAX_STEPS,
    timeoutMs,
    deadline,
    ...(note ? { note: `The page alone did not answer deterministically: ${note}` } : {}),
  });
  return {
    data: result.data,
    source: 'model',
    evidence: result.evidence,
    answers: result.answers,
    usage: {
      calls: result.calls,
      promptTokens: result.promptTokens,
      completionTokens: result.completionTokens,
    },
  };
}
