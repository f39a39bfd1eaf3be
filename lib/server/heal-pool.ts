/**
 * A pool of worker threads that run heals, so one CPU-heavy heal (a 20 MB page) does not stall the
 * server's other requests, and so every heal is bounded: a heal over its time limit, or over the
 * worker's heap limit, costs that worker (terminated and replaced) and answers 422 — the server
 * process itself never runs out of time or memory on a hostile page.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { HealResult } from '../engine/types.js';
import { HealwrightError, type HealwrightErrorCode } from '../errors.js';
import type { ModelUsage } from '../model/client.js';
import { createHealService, type HealService } from './heal-service.js';
import type { HealWorkerData } from './heal-worker.js';
import type { WireError } from './wire-error.js';

export interface HealPoolOptions extends HealWorkerData {
  /** Worker threads. Default min(4, available cores). */
  readonly size?: number;
  /** Longest a single heal may take (queueing excluded). Default 30 s + the model budget when a model is on. */
  readonly timeoutMs?: number;
  /** Heap limit of each worker in MB. Default 2048. */
  readonly memoryMb?: number;
}

export interface HealPool extends HealService {
  readonly size: number;
  /** Resolves when every worker has loaded the engine (heals sent earlier simply wait). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

interface Job {
  readonly id: number;
  readonly request: unknown;
  readonly resolve: (result: HealResult) => void;
  readonly reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  job: Job | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
  usage: ModelUsage | undefined;
  started: boolean;
  onReady?: (() => void) | undefined;
  onStartFailed?: ((error: HealwrightError) => void) | undefined;
}

const ENGINE_TIMEOUT_MS = 30_000;
const DEFAULT_MEMORY_MB = 2048;
/** Consecutive workers that die before loading the engine before the pool gives up. */
const MAX_STARTUP_FAILURES = 3;
const DEFAULT_MODEL_BUDGET_MS = 60_000;

/**
 * From dist the worker is plain JS. From source (tsx, the test runner) it is TypeScript: a tiny
 * eval'd bootstrap registers tsx's loader in the worker, then imports it (Node 20 ignores
 * `--import` in a worker's execArgv).
 */
function workerEntry(): { script: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts'))
    return { script: new URL('./heal-worker.js', import.meta.url), eval: false };
  const source = new URL('./heal-worker.ts', import.meta.url).href;
  return {
    script: `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`,
    eval: true,
  };
}

/** A failure the worker reported (already in wire form) → the same HealwrightError in this thread. */
function fromWire(wire: WireError | undefined): HealwrightError {
  if (wire === undefined) return new HealwrightError('INTERNAL', 'The heal worker answered nothing');
  const { error } = wire;
  return new HealwrightError(error.kind as HealwrightErrorCode, error.message, {
    status: error.status,
    retry: error.retry,
    ...(error.details === undefined ? {} : { details: error.details }),
  });
}

function addUsage(total: ModelUsage, more: ModelUsage | undefined): ModelUsage {
  if (more === undefined) return total;
  return {
    calls: total.calls + more.calls,
    promptTokens: total.promptTokens + more.promptTokens,
    completionTokens: total.completionTokens + more.completionTokens,
    totalMs: total.totalMs + more.totalMs,
  };
}

/**
 * Starts the pool. The model client lives in each worker (created from the same configuration);
 * `usage()` sums them.
 *
 * @example
 * const pool = createHealPool({ llm: 'auto', env: process.env });
 * const server = await startServer({ heal: pool.heal });
 */
export function createHealPool(options: HealPoolOptions): HealPool {
  // Resolve the model configuration here first: a bad one fails the caller, not every worker.
  const probe = createHealService({
    heal: () => Promise.reject(new Error('unused')),
    llm: options.llm,
    env: options.env,
    ...(options.model === undefined ? {} : { model: options.model }),
  });
  const size = Math.max(1, options.size ?? Math.min(4, availableParallelism()));
  const timeoutMs =
    options.timeoutMs ??
    ENGINE_TIMEOUT_MS + (probe.modelLabel === undefined ? 0 : (options.budgetMs ?? DEFAULT_MODEL_BUDGET_MS));
  const memoryMb = options.memoryMb ?? DEFAULT_MEMORY_MB;
  const data: HealWorkerData = {
    llm: options.llm,
    env: { ...options.env },
    ...(options.model === undefined ? {} : { model: options.model }),
    ...(options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs }),
  };
  const queue: Job[] = [];
  const slots: Slot[] = [];
  let retiredUsage: ModelUsage = { calls: 0, promptTokens: 0, completionTokens: 0, totalMs: 0 };
  let nextId = 1;
  let closed = false;
  let startupFailures = 0;
  let broken: HealwrightError | undefined;

  function finish(slot: Slot): Job | undefined {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    return job;
  }

  function replace(slot: Slot, failure: HealwrightError): void {
    const job = finish(slot);
    retiredUsage = addUsage(retiredUsage, slot.usage);
    slot.usage = undefined;
    const old = slot.worker;
    old.removeAllListeners();
    old.on('error', () => {});
    void old.terminate();
    job?.reject(failure);
    if (!slot.started) startupFailures++;
    if (startupFailures >= MAX_STARTUP_FAILURES && broken === undefined) {
      // Workers that die before loading the engine will keep dying: stop respawning, fail loudly.
      broken = new HealwrightError('INTERNAL', `Heal workers cannot start: ${failure.message}`, {
        cause: failure,
      });
      closed = true;
      for (const queued of queue.splice(0)) queued.reject(broken);
      for (const other of slots) other.onStartFailed?.(broken);
    }
    if (!closed) {
      slot.started = false;
      slot.worker = spawn(slot);
      dispatch();
    }
  }

  function spawn(slot: Slot): Worker {
    const entry = workerEntry();
    const worker = new Worker(entry.script, {
      eval: entry.eval,
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
    });
    worker.on(
      'message',
      (message: { id: number; ready?: true; result?: HealResult; error?: WireError; usage?: ModelUsage }) => {
        if (message.ready === true) {
          slot.started = true;
          startupFailures = 0;
          slot.onReady?.();
          dispatch();
          return;
        }
        if (slot.job === undefined || slot.job.id !== message.id) return;
        slot.usage = message.usage;
        const job = finish(slot);
        if (message.result !== undefined) job?.resolve(message.result);
        else job?.reject(fromWire(message.error));
        dispatch();
      },
    );
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      replace(
        slot,
        new HealwrightError(
          outOfMemory ? 'CANNOT_HEAL' : 'INTERNAL',
          outOfMemory
            ? `The page needs more than ${memoryMb} MB to heal; capture a smaller page (one frame)`
            : `Heal worker failed: ${error.message}`,
          { cause: error },
        ),
      );
    });
    worker.on('exit', () => {
      if (slot.worker === worker && !closed) {
        replace(slot, new HealwrightError('INTERNAL', 'Heal worker exited unexpectedly'));
      }
    });
    return worker;
  }

  function dispatch(): void {
    for (const slot of slots) {
      // A heal's time limit starts when a ready worker takes it, never during a worker's start-up.
      if (slot.job !== undefined || !slot.started) continue;
      const job = queue.shift();
      if (job === undefined) return;
      slot.job = job;
      slot.timer = setTimeout(() => {
        replace(
          slot,
          // 422 like any heal that did not answer, but transient: the same request can succeed on
          // a less loaded server, with a longer --heal-timeout-ms, or on a smaller capture.
          new HealwrightError('TIMEOUT', `The heal took longer than ${timeoutMs} ms and was stopped`, {
            status: 422,
            retry: 'transient',
            details: { timeout_ms: timeoutMs },
          }),
        );
      }, timeoutMs);
      slot.worker.postMessage({ id: job.id, request: job.request });
    }
  }

  const readiness: Promise<void>[] = [];
  for (let index = 0; index < size; index++) {
    const slot: Slot = {
      worker: undefined as unknown as Worker,
      job: undefined,
      timer: undefined,
      usage: undefined,
      started: false,
    };
    readiness.push(
      new Promise<void>((resolve, reject) => {
        slot.onReady = () => {
          slot.onReady = undefined;
          slot.onStartFailed = undefined;
          resolve();
        };
        slot.onStartFailed = (error) => {
          slot.onReady = undefined;
          slot.onStartFailed = undefined;
          reject(error);
        };
      }),
    );
    slot.worker = spawn(slot);
    slots.push(slot);
  }

  const ready = Promise.all(readiness).then(() => undefined);
  ready.catch(() => {}); // observed by callers that await it; never an unhandled rejection
  return {
    size,
    ready,
    modelLabel: probe.modelLabel,
    heal(request) {
      if (closed) return Promise.reject(broken ?? new HealwrightError('INTERNAL', 'The heal pool is closed'));
      return new Promise<HealResult>((resolve, reject) => {
        queue.push({ id: nextId++, request, resolve, reject });
        dispatch();
      });
    },
    usage() {
      if (probe.modelLabel === undefined) return undefined;
      return slots.reduce((total, slot) => addUsage(total, slot.usage), retiredUsage);
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0))
        job.reject(new HealwrightError('INTERNAL', 'The heal pool is closing'));
      await Promise.all(
        slots.map((slot) => {
          finish(slot)?.reject(new HealwrightError('INTERNAL', 'The heal pool is closing'));
          return slot.worker.terminate();
        }),
      );
    },
  };
}
