/**
 * One heal function for the surfaces (CLI, HTTP): the engine's `heal` plus the dependencies the
 * engine takes from outside — the model tie-break when a model is configured, and the clock.
 */
import type { HealDependencies, HealResult } from '../engine/types.js';
import { HealwrightError } from '../errors.js';
import { createChooser } from '../model/choose.js';
import { createModelClient, type ModelClient, type ModelUsage } from '../model/client.js';
import type { ModelConfig, ModelEnvironment } from '../model/config.js';

export type HealFunction = (request: unknown, deps?: HealDependencies) => Promise<HealResult>;

/** `auto`: use a model when one is configured; `on`: require one (400 when none); `off`: never. */
export type LlmMode = 'auto' | 'on' | 'off';

export interface HealServiceOptions {
  /** The engine's heal (lib/engine/index.ts) or a stand-in. */
  readonly heal: HealFunction;
  /** `provider:model` or a config object; default HEALWRIGHT_MODEL. */
  readonly model?: ModelConfig | string;
  readonly llm?: LlmMode;
  /** Budget of one tie-break; default the model config's (60 s). */
  readonly budgetMs?: number;
  readonly env?: ModelEnvironment;
}

export interface HealService {
  heal(request: unknown): Promise<HealResult>;
  /** `provider:model` when a model is in use. */
  readonly modelLabel: string | undefined;
  /** Model calls/tokens/latency so far; undefined without a model. */
  usage(): ModelUsage | undefined;
}

/**
 * @example
 * const service = createHealService({ heal, llm: 'auto' }); // HEALWRIGHT_MODEL decides
 * const result = await service.heal({ page_source, existing_locators: [...], description });
 */
export function createHealService(options: HealServiceOptions): HealService {
  const mode = options.llm ?? 'auto';
  const env = options.env ?? process.env;
  let client: ModelClient | undefined;
  if (mode !== 'off') {
    client = createModelClient(options.model, env);
    if (client === undefined && mode === 'on') {
      throw new HealwrightError(
        'MODEL_NOT_CONFIGURED',
        'The model tie-break was requested but no model is configured: pass --model provider:model or set HEALWRIGHT_MODEL',
      );
    }
  }
  const deps: HealDependencies = {
    now: () => performance.now(),
    ...(client === undefined
      ? {}
      : {
          choose: createChooser(client, options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs }),
        }),
  };
  return {
    heal: (request) => options.heal(request, deps),
    modelLabel: client?.label,
    usage: () => client?.usage(),
  };
}
