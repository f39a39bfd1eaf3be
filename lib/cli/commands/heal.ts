/**
 * `healwright heal`: one heal request (JSON) on stdin → the answer on stdout; `--ndjson` streams
 * many (one line in, one line out, errors as `{"error":{…}}` lines, never dying on a bad line);
 * `--page FILE --locator … --description …` for people at a terminal.
 */

import { isUtf8 } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { HealAnswer, HealResult } from '../../engine/types.js';
import { HealwrightError } from '../../errors.js';
import { decodeRequest } from '../../server/decode-request.js';
import { engineHeal } from '../../server/engine-heal.js';
import { createHealPool } from '../../server/heal-pool.js';
import { createHealService, type HealFunction, type HealService } from '../../server/heal-service.js';
import { DEFAULT_BODY_LIMIT } from '../../server/server.js';
import { errorToWire, failureToWire, type WireError, wireError } from '../../server/wire-error.js';
import { type CliCommand, type CliIO, EXIT_OK, EXIT_USAGE, exitCodeForStatus, writeOut } from '../command.js';
import { MODEL_FLAG_OPTIONS, MODEL_FLAGS_HELP, readModelFlags } from '../model-flags.js';
import { readAll, readLines } from '../read-lines.js';

const HELP = `Usage:
  healwright heal < request.json            one request (JSON) on stdin, the answer (JSON) on stdout
  healwright heal --ndjson < requests.ndjson one request per line, one answer or {"error":…} per line
                                             (a blank line too: answer N is always line N's)
  healwright heal --page page.html --locator '#old-id' --description 'the Save button'

Request: { "page_source": "<html>…", "existing_locators": ["#old-id"], "description": "…",
           "remarks": "…", "platform": "web|android|ios", "framework": "playwright|selenium|webdriverio|appium",
           "options": { "allow_xpath": true, "test_id_attrs": ["data-testid"] } }

Options:
  --ndjson                 stream: one request per line
  --page FILE              read the page source from FILE (use with --locator/--description)
  --locator L              a locator that broke (repeatable)
  --description D          what the element is, in words
  --remarks R              context about the change
  --platform P             web | android | ios (default: detected)
  --framework F            playwright | selenium | webdriverio | appium (default: playwright / appium)
  --json                   with --page: print the JSON answer instead of the summary
  --pretty                 indent JSON output
  --max-bytes N            largest request (or NDJSON line) in bytes (default ${DEFAULT_BODY_LIMIT})
  --heal-timeout-ms N      stop a heal after N ms → 422 TIMEOUT, retry transient (runs heals in a
                           worker thread; default: no limit)
${MODEL_FLAGS_HELP}

Exit codes: 0 answered, 1 cannot heal (422) or failed, 2 bad input (400/413) or usage.`;

const OPTIONS = {
  ndjson: { type: 'boolean' },
  page: { type: 'string' },
  locator: { type: 'string', multiple: true },
  description: { type: 'string' },
  remarks: { type: 'string' },
  platform: { type: 'string' },
  framework: { type: 'string' },
  json: { type: 'boolean' },
  pretty: { type: 'boolean' },
  'max-bytes': { type: 'string' },
  'heal-timeout-ms': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  ...MODEL_FLAG_OPTIONS,
} as const;

/** The engine, replaceable for tests of this module in-process. */
export interface HealCommandOptions {
  readonly heal?: HealFunction;
}

async function healSafely(service: HealService, request: unknown): Promise<HealResult | WireError> {
  try {
    return await service.heal(request);
  } catch (error) {
    return errorToWire(error);
  }
}

function toLine(result: HealResult | WireError, pretty: boolean): { text: string; status: number } {
  const body = 'error' in result ? result : result.ok ? result.answer : failureToWire(result.failure);
  const status = 'error' in result ? result.error.status : result.ok ? 200 : result.failure.status;
  return { text: `${JSON.stringify(body, null, pretty ? 2 : undefined)}\n`, status };
}

function describeAnswer(answer: HealAnswer): string {
  const lines = [
    `locator:     ${answer.locator}  (${answer.locator_type})`,
    `code:        ${answer.code}`,
    `strategy:    ${answer.strategy}, confidence ${answer.confidence.toFixed(2)}${answer.llm_used ? ', model tie-break' : ''}`,
    `why:         ${answer.rationale}`,
    `element:     <${answer.target.tag}>${answer.target.name === undefined ? '' : ` "${answer.target.name}"`} at ${answer.target.path}`,
  ];
  if (answer.alternatives.length > 0) {
    lines.push('alternatives:');
    for (const alternative of answer.alternatives.slice(0, 5)) {
      lines.push(`  ${alternative.strategy.padEnd(12)} ${alternative.code}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function describeError(wire: WireError): string {
  const { error } = wire;
  const lines = [`healwright: ${error.kind} (${error.status}): ${error.message}`];
  // Every stderr line carries the prefix, so a log that interleaves several tools stays readable.
  if (error.hint !== undefined) lines.push(`healwright: hint: ${error.hint}`);
  for (const candidate of error.candidates?.slice(0, 5) ?? []) {
    const name = candidate.name === undefined ? '' : ` "${candidate.name}"`;
    lines.push(
      `healwright:   candidate ${candidate.index}: <${candidate.tag}>${name} score ${candidate.score.toFixed(2)} at ${candidate.path}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function runStream(
  service: HealService,
  io: CliIO,
  maxBytes: number,
  pretty: boolean,
): Promise<number> {
  for await (const line of readLines(io.stdin, maxBytes)) {
    let result: HealResult | WireError;
    if (line.kind === 'too-large') {
      result = wireError(
        413,
        'PAYLOAD_TOO_LARGE',
        `Line ${line.number} is ${line.size} bytes, over the limit of ${maxBytes}`,
      );
    } else if (line.bytes.toString('utf8').trim() === '') {
      // Answered, not skipped: output line N must stay the answer to input line N.
      result = wireError(
        400,
        'BAD_REQUEST',
        `Line ${line.number} is blank: expected one JSON request per line`,
      );
    } else {
      const decoded = decodeRequest(line.bytes);
      result = decoded.ok ? await healSafely(service, decoded.value) : decoded.error;
    }
    await writeOut(io.stdout, toLine(result, pretty).text);
  }
  return EXIT_OK;
}

async function runOne(service: HealService, io: CliIO, maxBytes: number, pretty: boolean): Promise<number> {
  const bytes = await readAll(io.stdin, maxBytes);
  const decoded =
    bytes === undefined
      ? {
          ok: false as const,
          error: wireError(413, 'PAYLOAD_TOO_LARGE', `The request is over ${maxBytes} bytes`),
        }
      : decodeRequest(bytes);
  const result = decoded.ok ? await healSafely(service, decoded.value) : decoded.error;
  const line = toLine(result, pretty);
  await writeOut(io.stdout, line.text);
  if ('error' in result) await writeOut(io.stderr, describeError(result));
  else if (!result.ok) await writeOut(io.stderr, describeError(failureToWire(result.failure)));
  return exitCodeForStatus(line.status);
}

async function runPage(
  service: HealService,
  io: CliIO,
  values: {
    page: string;
    locator?: string[];
    description?: string;
    remarks?: string;
    platform?: string;
    framework?: string;
  },
  json: boolean,
  pretty: boolean,
): Promise<number> {
  let bytes: Buffer;
  try {
    bytes = await readFile(resolve(io.cwd, values.page));
  } catch (error) {
    throw new HealwrightError(
      'BAD_REQUEST',
      `Cannot read --page ${values.page}: ${(error as Error).message}`,
    );
  }
  // A saved page in another encoding is still healed, the way a browser shows it: undecodable
  // bytes become U+FFFD. The person is told, since text with them in it cannot match exactly.
  const pageSource = bytes.toString('utf8');
  if (!isUtf8(bytes)) {
    await writeOut(
      io.stderr,
      `healwright: warning: --page ${values.page} is not valid UTF-8; its undecodable bytes were read as U+FFFD (re-save the page as UTF-8 to heal on its exact text)\n`,
    );
  }
  const request = {
    page_source: pageSource,
    ...(values.locator === undefined ? {} : { existing_locators: values.locator }),
    ...(values.description === undefined ? {} : { description: values.description }),
    ...(values.remarks === undefined ? {} : { remarks: values.remarks }),
    ...(values.platform === undefined ? {} : { platform: values.platform }),
    ...(values.framework === undefined ? {} : { framework: values.framework }),
  };
  const result = await healSafely(service, request);
  const line = toLine(result, pretty);
  if (json) await writeOut(io.stdout, line.text);
  else if (!('error' in result) && result.ok) await writeOut(io.stdout, describeAnswer(result.answer));
  if ('error' in result) await writeOut(io.stderr, describeError(result));
  else if (!result.ok) await writeOut(io.stderr, describeError(failureToWire(result.failure)));
  return exitCodeForStatus(line.status);
}

function reportUsage(service: HealService, io: CliIO): Promise<void> {
  const usage = service.usage();
  if (usage === undefined || usage.calls === 0) return Promise.resolve();
  return writeOut(
    io.stderr,
    `healwright: model ${service.modelLabel}: ${usage.calls} call(s), ${usage.promptTokens} prompt + ` +
      `${usage.completionTokens} completion tokens, ${usage.totalMs} ms\n`,
  );
}

/** Builds the `heal` command (tests pass a stand-in engine; the CLI uses the real one). */
export function createHealCommand(options: HealCommandOptions = {}): CliCommand {
  return {
    name: 'heal',
    summary: 'heal a broken locator: one JSON request on stdin, --ndjson for many, or --page for people',
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
      const maxBytes = values['max-bytes'] === undefined ? DEFAULT_BODY_LIMIT : Number(values['max-bytes']);
      if (!Number.isInteger(maxBytes) || maxBytes <= 0) {
        throw new HealwrightError(
          'BAD_REQUEST',
          `--max-bytes must be a positive integer, got ${values['max-bytes']}`,
        );
      }
      const timeoutMs =
        values['heal-timeout-ms'] === undefined ? undefined : Number(values['heal-timeout-ms']);
      if (timeoutMs !== undefined && (!Number.isInteger(timeoutMs) || timeoutMs <= 0)) {
        throw new HealwrightError(
          'BAD_REQUEST',
          `--heal-timeout-ms must be a positive integer, got ${values['heal-timeout-ms']}`,
        );
      }
      const flags = readModelFlags(values);
      const modelOptions = {
        llm: flags.llm,
        env: io.env,
        ...(flags.model === undefined ? {} : { model: flags.model }),
        ...(flags.budgetMs === undefined ? {} : { budgetMs: flags.budgetMs }),
      };
      // With a time limit, heals run in one worker thread that is stopped (and replaced) when a heal
      // overruns, as `serve` does: a pathological page or locator cannot keep the CLI busy forever.
      const pool =
        timeoutMs === undefined ? undefined : createHealPool({ ...modelOptions, size: 1, timeoutMs });
      const service: HealService =
        pool ?? createHealService({ heal: options.heal ?? engineHeal, ...modelOptions });
      try {
        await pool?.ready;
        return await runCommand(service, io, values, maxBytes);
      } finally {
        await pool?.close();
      }
    },
  };
}

async function runCommand(
  service: HealService,
  io: CliIO,
  values: {
    ndjson?: boolean;
    page?: string;
    locator?: string[];
    description?: string;
    remarks?: string;
    platform?: string;
    framework?: string;
    json?: boolean;
    pretty?: boolean;
  },
  maxBytes: number,
): Promise<number> {
  const pretty = values.pretty === true;
  let code: number;
  if (values.page !== undefined) {
    if (values.ndjson === true)
      throw new HealwrightError('BAD_REQUEST', '--page and --ndjson cannot be combined');
    code = await runPage(service, io, { ...values, page: values.page }, values.json === true, pretty);
  } else {
    const forPage = ['locator', 'description', 'remarks', 'platform', 'framework'].filter(
      (name) => name in values,
    );
    if (forPage.length > 0) {
      await writeOut(io.stderr, `healwright: --${forPage[0]} needs --page FILE\n`);
      return EXIT_USAGE;
    }
    if ('isTTY' in io.stdin && io.stdin.isTTY === true) {
      await writeOut(io.stderr, `healwright: pipe a JSON request on stdin or use --page\n\n${HELP}\n`);
      return EXIT_USAGE;
    }
    code =
      values.ndjson === true
        ? await runStream(service, io, maxBytes, pretty)
        : await runOne(service, io, maxBytes, pretty);
  }
  await reportUsage(service, io);
  return code;
}

export const healCommand: CliCommand = createHealCommand();
