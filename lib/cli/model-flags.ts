/**
 * The model flags shared by `heal` and `serve`: `--model provider:model`, `--llm` (require a
 * model), `--no-llm` (never use one), `--budget-ms`. Without flags, HEALWRIGHT_MODEL decides.
 */
import { HealwrightError } from '../errors.js';
import type { LlmMode } from '../server/heal-service.js';

export const MODEL_FLAG_OPTIONS = {
  model: { type: 'string' },
  llm: { type: 'boolean' },
  'no-llm': { type: 'boolean' },
  'budget-ms': { type: 'string' },
} as const;

export const MODEL_FLAGS_HELP = `Model (optional; without one healwright is deterministic and sends nothing anywhere):
  --model provider:model   e.g. openai:gpt-5-mini, ollama:qwen3:8b (default: $HEALWRIGHT_MODEL)
  --llm                    require a model for close ties (error if none is configured)
  --no-llm                 never use a model, even if HEALWRIGHT_MODEL is set
  --budget-ms N            total time for one tie-break (default 60000)`;

export interface ModelFlags {
  readonly model?: string;
  readonly llm: LlmMode;
  readonly budgetMs?: number;
}

export function readModelFlags(values: {
  model?: string | undefined;
  llm?: boolean | undefined;
  'no-llm'?: boolean | undefined;
  'budget-ms'?: string | undefined;
}): ModelFlags {
  if (values.llm === true && values['no-llm'] === true) {
    throw new HealwrightError('BAD_REQUEST', '--llm and --no-llm contradict each other');
  }
  let budgetMs: number | undefined;
  if (values['budget-ms'] !== undefined) {
    budgetMs = Number(values['budget-ms']);
    if (!Number.isFinite(budgetMs) || budgetMs <= 0) {
      throw new HealwrightError(
        'BAD_REQUEST',
        `--budget-ms must be a positive number, got ${values['budget-ms']}`,
      );
    }
  }
  const llm: LlmMode = values['no-llm'] === true ? 'off' : values.llm === true ? 'on' : 'auto';
  return {
    llm,
    ...(values.model === undefined ? {} : { model: values.model }),
    ...(budgetMs === undefined ? {} : { budgetMs }),
  };
}
