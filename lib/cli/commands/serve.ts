/**
 * `healwright serve`: the heal engine over HTTP (POST /v1/heal, GET /healthz), loopback by default.
 * Runs until SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';
import { HealwrightError } from '../../errors.js';
import { engineHeal } from '../../server/engine-heal.js';
import { createHealService } from '../../server/heal-service.js';
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
${MODEL_FLAGS_HELP}`;

const OPTIONS = {
  host: { type: 'string' },
  port: { type: 'string' },
  'body-limit': { type: 'string' },
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
    const service = createHealService({
      heal: engineHeal,
      llm: flags.llm,
      env: io.env,
      ...(flags.model === undefined ? {} : { model: flags.model }),
      ...(flags.budgetMs === undefined ? {} : { budgetMs: flags.budgetMs }),
    });
    const server = await startServer({
      host: values.host ?? DEFAULT_HOST,
      port,
      bodyLimit,
      heal: service.heal,
      health: () => ({ model: service.modelLabel ?? null, model_usage: service.usage() ?? null }),
    });
    const model =
      service.modelLabel === undefined ? 'no model (deterministic)' : `model ${service.modelLabel}`;
    await writeOut(io.stderr, `healwright listening on ${server.url} (${model})\n`);
    await new Promise<void>((resolve) => {
      if (io.signal.aborted) resolve();
      else io.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    await server.close();
    return EXIT_OK;
  },
};
