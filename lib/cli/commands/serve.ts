/**
 * `healwright serve`: the heal engine over HTTP (POST /v1/heal, GET /healthz), loopback by default.
 * Runs until SIGINT/SIGTERM.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { HealwrightError } from '../../errors.js';
import { engineHeal } from '../../server/engine-heal.js';
import { createHealPool } from '../../server/heal-pool.js';
import { createHealService, type HealService } from '../../server/heal-service.js';
import { DEFAULT_BODY_LIMIT, DEFAULT_HOST, DEFAULT_PORT, startServer } from '../../server/server.js';
import { type CliCommand, EXIT_OK, writeOut } from '../command.js';
import { MODEL_FLAG_OPTIONS, MODEL_FLAGS_HELP, readModelFlags } from '../model-flags.js';

const HELP = `Usage: healwright serve [--host ${DEFAULT_HOST}] [--port ${DEFAULT_PORT}] [--body-limit BYTES]

  POST /v1/heal   a heal request (JSON) → 200 answer | 400 bad request | 413 too large | 422 cannot heal
  GET  /healthz   {"status":"ok",…}

Options:
  --host H          interface to bind (default ${DEFAULT_HOST}: loopback only; 0.0.0.0 exposes it)
  --port N          port (default ${DEFAULT_PORT}; 0 picks a free one, printed on stderr)
  --body-limit N    largest request body in bytes (default ${DEFAULT_BODY_LIMIT})
  --workers N       heal in N worker threads (default min(4, cores)); 0 heals on the main thread
  --heal-timeout-ms N  stop a heal after N ms → 422 TIMEOUT, retry transient (default 30000, + the model budget with a model)
  --heal-memory-mb N   heap limit per worker → 422 when a page needs more (default 2048)
${MODEL_FLAGS_HELP}`;

const OPTIONS = {
  host: { type: 'string' },
  port: { type: 'string' },
  'body-limit': { type: 'string' },
  workers: { type: 'string' },
  'heal-timeout-ms': { type: 'string' },
  'heal-memory-mb': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  ...MODEL_FLAG_OPTIONS,
} as const;

function positiveInteger(
  value: string | undefined,
  name: string,
  fallback: number,
  allowZero = false,
): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < (allowZero ? 0 : 1)) {
    throw new HealwrightError(
      'BAD_REQUEST',
      `--${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got ${value}`,
    );
  }
  return number;
}

export const serveCommand: CliCommand = {
  name: 'serve',
  summary: 'serve POST /v1/heal and GET /healthz over HTTP (loopback by default)',
  async run(argv, io) {
    const { values } = parseArgs({
      args: [...argv],
      options: OPTIONS,
      allowPositionals: false,
      strict: true,
    });
    if (values.help === true) {
      await writeOut(io.stdout, `${HELP}\n`);
      return EXIT_OK;
    }
    const port = positiveInteger(values.port, 'port', DEFAULT_PORT, true);
    if (port > 65_535) throw new HealwrightError('BAD_REQUEST', `--port must be at most 65535, got ${port}`);
    const bodyLimit = positiveInteger(values['body-limit'], 'body-limit', DEFAULT_BODY_LIMIT);
    const flags = readModelFlags(values);
    const workers = positiveInteger(values.workers, 'workers', Math.min(4, availableParallelism()), true);
    const modelOptions = {
      llm: flags.llm,
      env: io.env,
      ...(flags.model === undefined ? {} : { model: flags.model }),
      ...(flags.budgetMs === undefined ? {} : { budgetMs: flags.budgetMs }),
    };
    const service: HealService & { close?: () => Promise<void> } =
      workers === 0
        ? createHealService({ heal: engineHeal, ...modelOptions })
        : createHealPool({
            ...modelOptions,
            size: workers,
            ...(values['heal-timeout-ms'] === undefined
              ? {}
              : { timeoutMs: positiveInteger(values['heal-timeout-ms'], 'heal-timeout-ms', 0) }),
            ...(values['heal-memory-mb'] === undefined
              ? {}
              : { memoryMb: positiveInteger(values['heal-memory-mb'], 'heal-memory-mb', 0) }),
          });
    if ('ready' in service) await service.ready;
    const server = await startServer({
      host: values.host ?? DEFAULT_HOST,
      port,
      bodyLimit,
      heal: service.heal,
      health: () => ({ model: service.modelLabel ?? null, model_usage: service.usage() ?? null }),
    });
    const model =
      service.modelLabel === undefined ? 'no model (deterministic)' : `model ${service.modelLabel}`;
    const threads = workers === 0 ? 'main thread' : `${workers} worker thread(s)`;
    await writeOut(io.stderr, `healwright: listening on ${server.url} (${model}, ${threads})\n`);
    await new Promise<void>((resolve) => {
      if (io.signal.aborted) resolve();
      else io.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    await server.close();
    await service.close?.();
    return EXIT_OK;
  },
};
