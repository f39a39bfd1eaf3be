/**
 * Runs the engine's heal in a worker thread so one pathological heal (minutes on a big page) can be
 * cut off at a deadline and counted as an error instead of stalling the whole benchmark.
 * The worker side of this file answers { id, request } messages with { id, result | error }.
 */
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import type { HealResult } from '../../lib/engine/types.js';
import { loadEngineHeal } from './load.js';

export interface HealWorker {
  heal(request: unknown): Promise<HealResult>;
  close(): Promise<void>;
}

export class HealTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`heal did not finish within ${ms} ms (worker stopped)`);
  }
}

/** A heal function with a per-call deadline (the worker is restarted after a timeout). */
export function createHealWorker(timeoutMs: number): HealWorker {
  let worker: Worker | undefined;
  let nextId = 0;
  const start = (): Worker => {
    // Workers do not inherit tsx's loader hooks: register tsx inside the worker, then load this file.
    const tsxApi = import.meta.resolve('tsx/esm/api');
    const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); });`;
    const created = new Worker(bootstrap, { eval: true });
    created.unref();
    return created;
  };
  return {
    heal(request: unknown): Promise<HealResult> {
      worker ??= start();
      const current = worker;
      const id = nextId++;
      return new Promise<HealResult>((resolve, reject) => {
        const timer = setTimeout(() => {
          current.off('message', onMessage);
          worker = undefined;
          void current.terminate();
          reject(new HealTimeoutError(timeoutMs));
        }, timeoutMs);
        const onMessage = (message: { id: number; result?: HealResult; error?: string }): void => {
          if (message.id !== id) return;
          clearTimeout(timer);
          current.off('message', onMessage);
          if (message.error !== undefined) reject(new Error(message.error));
          else resolve(message.result as HealResult);
        };
        current.on('message', onMessage);
        current.postMessage({ id, request });
      });
    },
    async close(): Promise<void> {
      await worker?.terminate();
      worker = undefined;
    },
  };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const engine = await loadEngineHeal();
  port.on('message', async (message: { id: number; request: unknown }) => {
    if ('missing' in engine) {
      port.postMessage({ id: message.id, error: engine.missing });
      return;
    }
    try {
      port.postMessage({ id: message.id, result: await engine.heal(message.request) });
    } catch (error) {
      port.postMessage({
        id: message.id,
        error: (error instanceof Error ? error.message : String(error)).split('\n')[0],
      });
    }
  });
}
