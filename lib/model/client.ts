/**
 * The model client: one small surface over any OpenAI-compatible endpoint.
 *
 * - `completeJSON` asks for a JSON answer and walks three tiers — `response_format: json_schema`
 *   → `json_object` → prompted extraction — remembering per endpoint+model which one worked; a
 *   parse/validation failure is retried once with the error shown to the model.
 * - `chat` is one function-calling turn (page.act / page.extract).
 * - Parameters a provider rejects (seed, temperature, max_tokens, tool_choice…) are dropped and the
 *   call retried, remembered per model. `max_tokens` becomes `max_completion_tokens` when asked to.
 * - Every decision has a total budget enforced by our own timer (deadline.ts), each HTTP call a
 *   shorter per-call limit. A hung endpoint costs at most the budget.
 * - Secrets (the API key, config.secrets, per-call secrets, credential-shaped strings) are
 *   redacted from every message before it is sent.
 * - No model configured → `createModelClient` returns undefined and nothing is ever sent.
 */
import { HealwrightError, isHealwrightError } from '../errors.js';
import {
  type ModelConfig,
  type ModelEnvironment,
  type ResolvedModelConfig,
  resolveModelConfig,
} from './config.js';
import { runWithDeadline } from './deadline.js';
import {
  type ChatCompletionBody,
  type ChatTransport,
  createOpenAITransport,
  TransportError,
  type WireCompletion,
  type WireToolCall,
} from './openai-adapter.js';
import { parseJSONAnswer, stripReasoning } from './parse-json-answer.js';
import { redact } from './redact.js';

export type JSONSchema = Readonly<Record<string, unknown>>;

export type StructuredTier = 'json_schema' | 'json_object' | 'prompted';
const TIERS: readonly StructuredTier[] = ['json_schema', 'json_object', 'prompted'];

/** Tokens and time of one decision (or, from `usage()`, of the client's whole life). */
export interface ModelUsage {
  /** HTTP calls made, failed ones included. */
  readonly calls: number;
  readonly promptTokens: number;
  readonly completionTokens: number;
  /** Wall-clock milliseconds spent waiting on the endpoint. */
  readonly totalMs: number;
}

export interface CompleteJSONRequest<T> {
  readonly system: string;
  readonly user: string;
  readonly schema: JSONSchema;
  /** Letters, digits, `_` and `-` (OpenAI's rule for json_schema names). */
  readonly schemaName: string;
  /** Throws (or returns a failure) on a value of the wrong shape; counts as a parse failure. */
  readonly validate?: (value: unknown) => T;
  /** Total budget of this decision; default the config's budgetMs (60 s). */
  readonly budgetMs?: number;
  readonly signal?: AbortSignal;
  /** Extra strings to redact from this call's messages. */
  readonly secrets?: readonly string[];
}

export interface TextPart {
  readonly type: 'text';
  readonly text: string;
}
export interface ImagePart {
  readonly type: 'image_url';
  readonly image_url: { readonly url: string };
}

export type ChatMessage =
  | { readonly role: 'system' | 'user'; readonly content: string | readonly (TextPart | ImagePart)[] }
  | { readonly role: 'assistant'; readonly content: string | null; readonly tool_calls?: readonly ToolCall[] }
  | { readonly role: 'tool'; readonly tool_call_id: string; readonly content: string };

export type ToolCall = WireToolCall;

export interface ChatTool {
  readonly type: 'function';
  readonly function: {
    readonly name: string;
    readonly description?: string;
    readonly parameters: JSONSchema;
  };
}

/**
 * A chat-completions function tool whose arguments are a closed object.
 *
 * @example
 * functionTool('click', 'Click an element.', { ref: { type: 'string' } }, ['ref'])
 */
export function functionTool(
  name: string,
  description: string,
  properties: Record<string, unknown>,
  required: string[],
): ChatTool {
  return {
    type: 'function',
    function: {
      name,
      description,
      parameters: { type: 'object', properties, required, additionalProperties: false },
    },
  };
}

export type ToolChoice =
  | 'auto'
  | 'required'
  | 'none'
  | { readonly type: 'function'; readonly function: { readonly name: string } };

export interface ChatRequest {
  readonly messages: readonly ChatMessage[];
  readonly tools?: readonly ChatTool[];
  readonly toolChoice?: ToolChoice;
  readonly budgetMs?: number;
  readonly signal?: AbortSignal;
  readonly secrets?: readonly string[];
}

export interface ChatResult {
  /** `content` has reasoning blocks stripped; `tool_calls` is [] when the model called none. */
  readonly message: { readonly content: string | null; readonly tool_calls: readonly ToolCall[] };
  readonly usage: ModelUsage;
}

export interface ModelClient {
  /** `provider:model`, for run summaries. */
  readonly label: string;
  readonly config: Omit<ResolvedModelConfig, 'apiKey' | 'secrets'>;
  completeJSON<T = unknown>(request: CompleteJSONRequest<T>): Promise<{ value: T; usage: ModelUsage }>;
  chat(request: ChatRequest): Promise<ChatResult>;
  /** Totals since the client was created. */
  usage(): ModelUsage;
}

export interface ModelClientOptions {
  /** Replaces the HTTP transport (the adapter over `openai`). */
  readonly transport?: ChatTransport;
}

/** Optional parameters a provider may reject; dropped (or renamed) instead of failing the call. */
const DROPPABLE_PARAMS = [
  'seed',
  'temperature',
  'max_tokens',
  'max_completion_tokens',
  'top_p',
  'tool_choice',
  'parallel_tool_calls',
] as const;
/** Fixed so repeated runs ask the same question the same way where providers honour it. */
const SEED = 7;
const MAX_CALLS_PER_DECISION = 8;
const REJECTION_WORDS =
  /unsupported|not supported|unknown|unrecognized|unrecognised|invalid|not allowed|not permitted|extra|does not support|only the default/i;
const RESPONSE_FORMAT_WORDS =
  /response_format|json_schema|json_object|structured output|response format|guided_json/i;
const REJECTION_STATUSES: ReadonlySet<number> = new Set([400, 404, 415, 422, 500, 501]);

/** Per endpoint+model: the structured-output tier that worked and the parameters it rejected. */
interface ModelCapabilities {
  tier?: StructuredTier;
  readonly rejected: Set<string>;
  renameMaxTokens: boolean;
}
const capabilitiesByModel = new Map<string, ModelCapabilities>();

function capabilitiesOf(config: ResolvedModelConfig): ModelCapabilities {
  const key = `${config.baseURL}\u0000${config.model}`;
  let capabilities = capabilitiesByModel.get(key);
  if (capabilities === undefined) {
    capabilities = { rejected: new Set(), renameMaxTokens: false };
    capabilitiesByModel.set(key, capabilities);
  }
  return capabilities;
}

class UsageMeter {
  calls = 0;
  promptTokens = 0;
  completionTokens = 0;
  totalMs = 0;
  add(other: ModelUsage): void {
    this.calls += other.calls;
    this.promptTokens += other.promptTokens;
    this.completionTokens += other.completionTokens;
    this.totalMs += other.totalMs;
  }
  snapshot(): ModelUsage {
    return {
      calls: this.calls,
      promptTokens: this.promptTokens,
      completionTokens: this.completionTokens,
      totalMs: Math.round(this.totalMs),
    };
  }
}

function redactMessage(message: ChatMessage, secrets: readonly string[]): ChatMessage {
  if (message.role === 'tool') return { ...message, content: redact(message.content, secrets) };
  if (message.role === 'assistant') {
    return {
      ...message,
      content: message.content === null ? null : redact(message.content, secrets),
      ...(message.tool_calls === undefined
        ? {}
        : {
            tool_calls: message.tool_calls.map((call) => ({
              ...call,
              function: { ...call.function, arguments: redact(call.function.arguments, secrets) },
            })),
          }),
    };
  }
  if (typeof message.content === 'string') return { ...message, content: redact(message.content, secrets) };
  return {
    ...message,
    content: message.content.map((part) =>
      part.type === 'text' ? { ...part, text: redact(part.text, secrets) } : part,
    ),
  };
}

/** The parameter a 4xx names as unsupported, if it is one we may drop and we sent it. */
function rejectedParameter(error: TransportError, body: Record<string, unknown>): string | undefined {
  const { failure } = error;
  if (failure.kind !== 'http' || failure.status === undefined || !REJECTION_STATUSES.has(failure.status)) {
    return undefined;
  }
  const sent = DROPPABLE_PARAMS.filter((name) => name in body);
  if (failure.param !== undefined && (sent as string[]).includes(failure.param)) return failure.param;
  if (!REJECTION_WORDS.test(failure.message)) return undefined;
  // Longest first: 'max_completion_tokens' must not be read as 'max_tokens'.
  return [...sent]
    .sort((a, b) => b.length - a.length)
    .find((name) => new RegExp(`(^|[^a-z_])${name}([^a-z_]|$)`, 'i').test(failure.message));
}

function isResponseFormatRejection(error: unknown): boolean {
  if (!(error instanceof TransportError)) return false;
  const { failure } = error;
  if (failure.kind !== 'http' || failure.status === undefined || !REJECTION_STATUSES.has(failure.status)) {
    return false;
  }
  return failure.param === 'response_format' || RESPONSE_FORMAT_WORDS.test(failure.message);
}

/** `baseURL`: the endpoint called, named when it could not be reached (the usual mistake is the URL). */
function toHealwrightError(error: unknown, label: string, baseURL: string): HealwrightError {
  if (isHealwrightError(error)) return error;
  if (error instanceof TransportError) {
    const { failure } = error;
    const status = failure.status === undefined ? '' : ` (HTTP ${failure.status})`;
    const where = failure.kind === 'connection' ? ` (could not reach ${baseURL})` : '';
    return new HealwrightError('MODEL_ERROR', `Model ${label} failed${status}: ${failure.message}${where}`, {
      details: {
        model: label,
        kind: failure.kind,
        base_url: baseURL,
        ...(failure.status === undefined ? {} : { http_status: failure.status }),
      },
      cause: error,
    });
  }
  return new HealwrightError('MODEL_ERROR', `Model ${label} failed: ${String(error)}`, { cause: error });
}

function schemaInstruction(schema: JSONSchema): string {
  return `Answer with one JSON object that matches this JSON Schema:\n${JSON.stringify(schema)}`;
}

function safeSchemaName(name: string): string {
  const cleaned = name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64);
  return cleaned === '' ? 'answer' : cleaned;
}

/**
 * Creates the model client, or returns undefined when no model is configured (argument absent or
 * "off" and HEALWRIGHT_MODEL unset): then callers stay deterministic and nothing leaves the machine.
 * Throws a 400 HealwrightError for a configuration that cannot work (see resolveModelConfig).
 *
 * @example
 * const client = createModelClient('ollama:qwen3:8b');
 * const { value } = await client!.completeJSON({ system: 'You pick.', user: '…', schema, schemaName: 'pick' });
 */
export function createModelClient(
  config?: ModelConfig | string,
  env: ModelEnvironment = process.env,
  options: ModelClientOptions = {},
): ModelClient | undefined {
  const maybeResolved = resolveModelConfig(config, env);
  if (maybeResolved === undefined) return undefined;
  const resolved: ResolvedModelConfig = maybeResolved;
  const transport =
    options.transport ?? createOpenAITransport({ baseURL: resolved.baseURL, apiKey: resolved.apiKey });
  const label = `${resolved.provider}:${resolved.model}`;
  const capabilities = capabilitiesOf(resolved);
  const lifetime = new UsageMeter();
  const { apiKey: _apiKey, secrets: _secrets, ...publicConfig } = resolved;

  function baseParameters(): Record<string, unknown> {
    const parameters: Record<string, unknown> = { temperature: resolved.temperature, seed: SEED };
    if (resolved.maxTokens !== undefined) {
      parameters[capabilities.renameMaxTokens ? 'max_completion_tokens' : 'max_tokens'] = resolved.maxTokens;
    }
    for (const name of capabilities.rejected) delete parameters[name];
    return parameters;
  }

  /** One decision's HTTP calls: drops rejected parameters and retries, within the deadline. */
  async function send(
    body: Record<string, unknown>,
    deadline: number,
    meter: UsageMeter,
    signal: AbortSignal | undefined,
  ): Promise<WireCompletion> {
    const current = { ...body };
    for (;;) {
      if (meter.calls >= MAX_CALLS_PER_DECISION) {
        throw new HealwrightError('MODEL_ERROR', `Model ${label}: gave up after ${meter.calls} calls`);
      }
      const remaining = deadline - performance.now();
      if (remaining <= 0) {
        throw new HealwrightError('TIMEOUT', `Model ${label}: decision budget spent`, {
          details: { model: label },
        });
      }
      const callMs = Math.min(resolved.callTimeoutMs, remaining);
      const started = performance.now();
      meter.calls++;
      try {
        const completion = await runWithDeadline(
          callMs,
          (callSignal) =>
            transport.complete(current as ChatCompletionBody, {
              signal: callSignal,
              timeoutMs: Math.ceil(callMs) + 1_000,
            }),
          `Model ${label}`,
          signal,
        );
        meter.promptTokens += completion.promptTokens;
        meter.completionTokens += completion.completionTokens;
        return completion;
      } catch (error) {
        const parameter = error instanceof TransportError ? rejectedParameter(error, current) : undefined;
        if (parameter === undefined) throw error;
        const value = current[parameter];
        delete current[parameter];
        if (
          parameter === 'max_tokens' &&
          error instanceof TransportError &&
          /max_completion_tokens/.test(error.message)
        ) {
          capabilities.renameMaxTokens = true;
          current.max_completion_tokens = value;
        } else {
          capabilities.rejected.add(parameter);
        }
      } finally {
        meter.totalMs += performance.now() - started;
      }
    }
  }

  function secretsFor(extra: readonly string[] | undefined): readonly string[] {
    return extra === undefined ? resolved.secrets : [...resolved.secrets, ...extra];
  }

  async function completeJSON<T>(request: CompleteJSONRequest<T>): Promise<{ value: T; usage: ModelUsage }> {
    const meter = new UsageMeter();
    const deadline = performance.now() + (request.budgetMs ?? resolved.budgetMs);
    const secrets = secretsFor(request.secrets);
    const instruction = schemaInstruction(request.schema);
    let tierIndex = TIERS.indexOf(capabilities.tier ?? 'json_schema');
    const conversation: ChatMessage[] = [{ role: 'user', content: request.user }];
    let parseFailures = 0;
    try {
      for (;;) {
        const tier = TIERS[tierIndex] ?? 'prompted';
        const system =
          tier === 'prompted'
            ? `${request.system}\n\n${instruction}\nReply with the JSON object only: no prose, no code fence.`
            : `${request.system}\n\n${instruction}`;
        const messages = [{ role: 'system', content: system } as const, ...conversation].map((message) =>
          redactMessage(message, secrets),
        );
        const body: Record<string, unknown> = { model: resolved.model, messages, ...baseParameters() };
        if (tier === 'json_schema') {
          body.response_format = {
            type: 'json_schema',
            json_schema: { name: safeSchemaName(request.schemaName), schema: request.schema, strict: false },
          };
        } else if (tier === 'json_object') {
          body.response_format = { type: 'json_object' };
        }
        let completion: WireCompletion;
        try {
          completion = await send(body, deadline, meter, request.signal);
        } catch (error) {
          if (tier !== 'prompted' && isResponseFormatRejection(error)) {
            tierIndex++;
            continue;
          }
          throw error;
        }
        capabilities.tier = tier;
        const content = completion.message.content;
        const parsed = parseJSONAnswer(content);
        let problem: string;
        if (parsed.ok) {
          try {
            const value =
              request.validate === undefined ? (parsed.value as T) : request.validate(parsed.value);
            lifetime.add(meter.snapshot());
            return { value, usage: meter.snapshot() };
          } catch (error) {
            problem = `the JSON does not match the schema: ${error instanceof Error ? error.message : String(error)}`;
          }
        } else {
          problem = `it is not valid JSON (${parsed.reason})`;
        }
        if (parseFailures >= 1) {
          throw new HealwrightError('MODEL_ERROR', `Model ${label} gave no usable answer: ${problem}`, {
            details: { model: label, tier },
          });
        }
        parseFailures++;
        conversation.push(
          { role: 'assistant', content: (content ?? '').slice(0, 4_000) },
          {
            role: 'user',
            content: `Your answer cannot be used: ${problem}. ${instruction}\nReply with the JSON object only.`,
          },
        );
      }
    } catch (error) {
      lifetime.add(meter.snapshot());
      throw toHealwrightError(error, label, resolved.baseURL);
    }
  }

  async function chat(request: ChatRequest): Promise<ChatResult> {
    const meter = new UsageMeter();
    const deadline = performance.now() + (request.budgetMs ?? resolved.budgetMs);
    const secrets = secretsFor(request.secrets);
    const body: Record<string, unknown> = {
      model: resolved.model,
      messages: request.messages.map((message) => redactMessage(message, secrets)),
      ...baseParameters(),
    };
    if (request.tools !== undefined && request.tools.length > 0) {
      body.tools = request.tools;
      if (request.toolChoice !== undefined && !capabilities.rejected.has('tool_choice')) {
        body.tool_choice = request.toolChoice;
      }
    }
    try {
      const completion = await send(body, deadline, meter, request.signal);
      lifetime.add(meter.snapshot());
      const content = completion.message.content;
      return {
        message: {
          content: content === null ? null : stripReasoning(content),
          tool_calls: completion.message.tool_calls ?? [],
        },
        usage: meter.snapshot(),
      };
    } catch (error) {
      lifetime.add(meter.snapshot());
      throw toHealwrightError(error, label, resolved.baseURL);
    }
  }

  return {
    label,
    config: publicConfig,
    completeJSON,
    chat,
    usage: () => lifetime.snapshot(),
  };
}
