/**
 * Worker-thread entry of the heal pool (heal-pool.ts): runs the engine's heal off the server's
 * event loop, one request at a time, with the model tie-break configured from workerData.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { engineHeal } from './engine-heal.js';
import { createHealService, type LlmMode } from './heal-service.js';
import { errorToWire } from './wire-error.js';

export interface HealWorkerData {
  readonly model?: string;
  readonly llm: LlmMode;
  readonly budgetMs?: number;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export interface HealWorkerRequest {
  readonly id: number;
  readonly request: unknown;
}

const data = workerData as HealWorkerData;
const service = createHealService({
  heal: engineHeal,
  llm: data.llm,
  env: data.env,
  ...(data.model === undefined ? {} : { model: data.model }),
  ...(data.budgetMs === undefined ? {} : { budgetMs: data.budgetMs }),
});

parentPort?.postMessage({ ready: true });

parentPort?.on('message', (message: HealWorkerRequest) => {
  service.heal(message.request).then(
    (result) => parentPort?.postMessage({ id: message.id, result, usage: service.usage() }),
    (error: unknown) =>
      parentPort?.postMessage({ id: message.id, error: errorToWire(error), usage: service.usage() }),
  );
});
