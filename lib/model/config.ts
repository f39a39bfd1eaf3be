/**
 * Model configuration: turns `provider:model` strings or config objects, plus the environment,
 * into one resolved endpoint description. Pure: reads only the `env` record it is given.
 *
 * Resolution order (first wins):
 * - model:   the argument → HEALWRIGHT_MODEL → none (then no model is configured and nothing is sent)
 * - baseURL: config.baseURL → HEALWRIGHT_BASE_URL → the provider's own variable (OPENAI_BASE_URL,
 *            OLLAMA_BASE_URL, …) → the provider's default → a 400 error when the provider has none
 * - apiKey:  config.apiKey → HEALWRIGHT_API_KEY → the provider's own variable (OPENAI_API_KEY, …)
 *            → a placeholder for local servers → a 400 error for hosted providers
 */
import { HealwrightError } from '../errors.js';

/** Endpoints healwright knows by name. Any other OpenAI-compatible endpoint: `openai-compatible` + baseURL. */
export type ModelProvider =
  | 'openai'
  | 'openrouter'
  | 'ollama'
  | 'llama-cpp'
  | 'lm-studio'
  | 'anthropic'
  | 'gemini'
  | 'openai-compatible';

export interface ModelConfig {
  readonly provider: ModelProvider;
  readonly model: string;
  readonly baseURL?: string;
  readonly apiKey?: string;
  /** Default 0 (dropped automatically when a model rejects it). */
  readonly temperature?: number;
  /** Not sent unless set. */
  readonly maxTokens?: number;
  /** Per HTTP call. Default 30 000 ms. */
  readonly callTimeoutMs?: number;
  /** Per decision (all tiers and retries of one question). Default 60 000 ms. */
  readonly budgetMs?: number;
  /** Strings never sent to the model (replaced by [REDACTED] in every message). */
  readonly secrets?: readonly string[];
}

export interface ResolvedModelConfig {
  readonly provider: ModelProvider;
  readonly model: string;
  readonly baseURL: string;
  readonly apiKey: string;
  readonly temperature: number;
  readonly maxTokens?: number;
  readonly callTimeoutMs: number;
  readonly budgetMs: number;
  readonly secrets: readonly string[];
}

export type ModelEnvironment = Readonly<Record<string, string | undefined>>;

interface ProviderSpec {
  readonly defaultBaseURL?: string;
  readonly baseURLVariable?: string;
  readonly keyVariables: readonly string[];
  /** Local servers accept any key; the SDK still needs a non-empty string. */
  readonly keyRequired: boolean;
}

export const DEFAULT_CALL_TIMEOUT_MS = 30_000;
export const DEFAULT_BUDGET_MS = 60_000;
export const DEFAULT_TEMPERATURE = 0;
const LOCAL_PLACEHOLDER_KEY = 'not-needed';

export const PROVIDERS: Readonly<Record<ModelProvider, ProviderSpec>> = {
  openai: {
    defaultBaseURL: 'https://api.openai.com/v1',
    baseURLVariable: 'OPENAI_BASE_URL',
    keyVariables: ['OPENAI_API_KEY'],
    keyRequired: true,
  },
  openrouter: {
    defaultBaseURL: 'https://openrouter.ai/api/v1',
    baseURLVariable: 'OPENROUTER_BASE_URL',
    keyVariables: ['OPENROUTER_API_KEY'],
    keyRequired: true,
  },
  ollama: {
    defaultBaseURL: 'http://127.0.0.1:11434/v1',
    baseURLVariable: 'OLLAMA_BASE_URL',
    keyVariables: ['OLLAMA_API_KEY'],
    keyRequired: false,
  },
  'llama-cpp': { baseURLVariable: 'LLAMA_CPP_BASE_URL', keyVariables: ['LLAMA_API_KEY'], keyRequired: false },
  'lm-studio': { baseURLVariable: 'LM_STUDIO_BASE_URL', keyVariables: ['LM_API_TOKEN'], keyRequired: false },
  anthropic: {
    defaultBaseURL: 'https://api.anthropic.com/v1/',
    baseURLVariable: 'ANTHROPIC_BASE_URL',
    keyVariables: ['ANTHROPIC_API_KEY'],
    keyRequired: true,
  },
  gemini: {
    defaultBaseURL: 'https://generativelanguage.googleapis.com/v1beta/openai/',
    baseURLVariable: 'GEMINI_BASE_URL',
    keyVariables: ['GEMINI_API_KEY'],
    keyRequired: true,
  },
  'openai-compatible': { keyVariables: [], keyRequired: false },
};

const PROVIDER_NAMES = Object.keys(PROVIDERS) as ModelProvider[];
/** Values of HEALWRIGHT_MODEL / --model that mean "no model". */
const OFF_VALUES: ReadonlySet<string> = new Set(['', 'off', 'none', 'false', '0']);

function isProvider(name: string): name is ModelProvider {
  return (PROVIDER_NAMES as string[]).includes(name);
}

/**
 * Parses `provider:model`. Only the first colon separates: `ollama:qwen3:8b` is provider `ollama`,
 * model `qwen3:8b`.
 *
 * @example
 * parseModelString('openrouter:anthropic/claude-sonnet-4.5') // { provider: 'openrouter', model: 'anthropic/claude-sonnet-4.5' }
 */
export function parseModelString(value: string): { provider: ModelProvider; model: string } {
  const trimmed = value.trim();
  const colon = trimmed.indexOf(':');
  const provider = colon < 0 ? '' : trimmed.slice(0, colon);
  const model = colon < 0 ? '' : trimmed.slice(colon + 1).trim();
  if (!isProvider(provider) || model === '') {
    throw new HealwrightError(
      'BAD_REQUEST',
      `Model ${JSON.stringify(value)} is not "provider:model"; providers: ${PROVIDER_NAMES.join(', ')} ` +
        '(e.g. openai:gpt-5-mini, ollama:qwen3:8b)',
      { details: { model: value } },
    );
  }
  return { provider, model };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function positiveNumber(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) {
    throw new HealwrightError(
      'BAD_REQUEST',
      `${name} must be a positive number, got ${JSON.stringify(value)}`,
    );
  }
  return number;
}

function checkBaseURL(value: string, provider: ModelProvider): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch (cause) {
    throw new HealwrightError(
      'BAD_REQUEST',
      `baseURL ${JSON.stringify(value)} for ${provider} is not a URL`,
      {
        cause,
      },
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new HealwrightError('BAD_REQUEST', `baseURL for ${provider} must be http(s), got ${url.protocol}`);
  }
  return value;
}

/**
 * Resolves a model configuration against the environment. Returns undefined when no model is
 * configured (the argument is absent/"off" and HEALWRIGHT_MODEL is unset/"off"): then healwright is
 * fully deterministic and sends nothing anywhere. Throws a 400 HealwrightError for a configuration
 * that names a model but cannot work (unknown provider, missing baseURL or key).
 *
 * @example
 * resolveModelConfig('ollama:qwen3:8b', {}) // baseURL http://127.0.0.1:11434/v1, apiKey 'not-needed'
 * resolveModelConfig(undefined, { HEALWRIGHT_MODEL: 'openai:gpt-5-mini', OPENAI_API_KEY: 'sk-…' })
 */
export function resolveModelConfig(
  config?: ModelConfig | string,
  env: ModelEnvironment = {},
): ResolvedModelConfig | undefined {
  let base: ModelConfig;
  if (config === undefined || typeof config === 'string') {
    const text = config ?? env.HEALWRIGHT_MODEL ?? '';
    if (OFF_VALUES.has(text.trim().toLowerCase())) return undefined;
    base = parseModelString(text);
  } else {
    if (!isProvider(config.provider)) {
      throw new HealwrightError(
        'BAD_REQUEST',
        `Unknown model provider ${JSON.stringify(config.provider)}; providers: ${PROVIDER_NAMES.join(', ')}`,
      );
    }
    if (nonEmpty(config.model) === undefined) {
      throw new HealwrightError('BAD_REQUEST', `Model config for ${config.provider} has no model name`);
    }
    base = config;
  }
  const spec = PROVIDERS[base.provider];
  const baseURL =
    nonEmpty(base.baseURL) ??
    nonEmpty(env.HEALWRIGHT_BASE_URL) ??
    (spec.baseURLVariable === undefined ? undefined : nonEmpty(env[spec.baseURLVariable])) ??
    spec.defaultBaseURL;
  if (baseURL === undefined) {
    const variable = spec.baseURLVariable === undefined ? '' : ` or ${spec.baseURLVariable}`;
    throw new HealwrightError(
      'MODEL_NOT_CONFIGURED',
      `Provider ${base.provider} needs a baseURL: pass { baseURL } or set HEALWRIGHT_BASE_URL${variable} ` +
        '(e.g. http://127.0.0.1:8080/v1)',
      { status: 400, details: { provider: base.provider } },
    );
  }
  const keyVariables = ['HEALWRIGHT_API_KEY', ...spec.keyVariables];
  const apiKey =
    nonEmpty(base.apiKey) ??
    keyVariables.map((name) => nonEmpty(env[name])).find((value) => value !== undefined) ??
    (spec.keyRequired ? undefined : LOCAL_PLACEHOLDER_KEY);
  if (apiKey === undefined) {
    throw new HealwrightError(
      'MODEL_NOT_CONFIGURED',
      `Model ${base.provider}:${base.model} needs an API key: set ${keyVariables.join(' or ')}`,
      { status: 400, details: { provider: base.provider } },
    );
  }
  const maxTokens = positiveNumber(base.maxTokens, 'maxTokens');
  const temperature = base.temperature ?? DEFAULT_TEMPERATURE;
  if (!Number.isFinite(temperature) || temperature < 0) {
    throw new HealwrightError('BAD_REQUEST', `temperature must be ≥ 0, got ${temperature}`);
  }
  return {
    provider: base.provider,
    model: base.model.trim(),
    baseURL: checkBaseURL(baseURL, base.provider),
    apiKey,
    temperature,
    ...(maxTokens === undefined ? {} : { maxTokens }),
    callTimeoutMs:
      positiveNumber(base.callTimeoutMs, 'callTimeoutMs') ??
      positiveNumber(nonEmpty(env.HEALWRIGHT_MODEL_TIMEOUT_MS), 'HEALWRIGHT_MODEL_TIMEOUT_MS') ??
      DEFAULT_CALL_TIMEOUT_MS,
    budgetMs:
      positiveNumber(base.budgetMs, 'budgetMs') ??
      positiveNumber(nonEmpty(env.HEALWRIGHT_MODEL_BUDGET_MS), 'HEALWRIGHT_MODEL_BUDGET_MS') ??
      DEFAULT_BUDGET_MS,
    secrets: [...(base.secrets ?? []), ...(apiKey === LOCAL_PLACEHOLDER_KEY ? [] : [apiKey])],
  };
}
