/**
 * The `heal` command's plumbing in-process (stdin/NDJSON handling, exit codes, flags) with the
 * stand-in engine (a test double); cli.spec.ts spawns the real CLI with the real engine.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createHealCommand } from '../../lib/cli/commands/heal.js';
import { findCommand, main } from '../../lib/cli/main.js';
import { standInHeal } from '../server/stand-in-heal.js';
import { memoryIO } from './io.js';

const commands = [createHealCommand({ heal: standInHeal })];
const ok = JSON.stringify({ page_source: '<button id=x>Go</button>', existing_locators: ['#old'] });

test('one request on stdin → the answer on stdout, exit 0', async () => {
  const io = memoryIO(ok);
  expect(await main(['heal'], io, commands)).toBe(0);
  expect(JSON.parse(io.out())).toMatchObject({ locator: '#stand-in', match_count: 1 });
});

test('a refusal → the error JSON on stdout, a sentence on stderr, exit 1', async () => {
  const io = memoryIO(JSON.stringify({ page_source: '<nothing>', description: 'x' }));
  expect(await main(['heal'], io, commands)).toBe(1);
  expect(JSON.parse(io.out())).toMatchObject({ error: { status: 422, kind: 'CANNOT_HEAL' } });
  // Every stderr line is prefixed, the hint and each close candidate too.
  const errLines = io.err().trimEnd().split('\n');
  expect(errLines).toEqual([
    expect.stringMatching(/^healwright: CANNOT_HEAL \(422\): /),
    'healwright: hint: Describe the element more specifically',
    'healwright:   candidate 0: <p> score 0.20 at 0/1/0',
  ]);
});

test('bad JSON → 400 error, exit 2', async () => {
  const io = memoryIO('{nope');
  expect(await main(['heal'], io, commands)).toBe(2);
  expect(JSON.parse(io.out())).toMatchObject({ error: { status: 400, kind: 'BAD_REQUEST' } });
});

test('a request over --max-bytes → 413, exit 2', async () => {
  const io = memoryIO(JSON.stringify({ page_source: 'x'.repeat(5000) }));
  expect(await main(['heal', '--max-bytes', '1000'], io, commands)).toBe(2);
  expect(JSON.parse(io.out())).toMatchObject({ error: { status: 413, kind: 'PAYLOAD_TOO_LARGE' } });
});

test('--ndjson: one line in, one line out, bad lines become error lines and the stream goes on', async () => {
  const lines = [
    ok,
    '{not json',
    '',
    JSON.stringify({ page_source: '<nothing>' }),
    Buffer.from([0x7b, 0xff, 0x7d]),
    '[1]',
    JSON.stringify({ page_source: '<throw>' }),
    JSON.stringify({ page_source: 'x'.repeat(3000) }),
    `${ok}\r`,
  ];
  const input = Buffer.concat(lines.map((line) => Buffer.concat([Buffer.from(line), Buffer.from('\n')])));
  // Split the input at awkward places: lines must survive chunk boundaries.
  const chunks = [input.subarray(0, 7), input.subarray(7, 100), input.subarray(100)];
  const io = memoryIO(chunks);
  expect(await main(['heal', '--ndjson', '--max-bytes', '2000'], io, commands)).toBe(0);
  const out = io
    .out()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, { status?: number; kind?: string }>);
  // Nine lines in, nine out: the blank third line is answered too, so answers pair with lines.
  expect(out.map((line) => line.error?.status ?? 200)).toEqual([200, 400, 400, 422, 400, 400, 500, 413, 200]);
  expect(out[2]?.error).toMatchObject({
    kind: 'BAD_REQUEST',
    retry: 'permanent',
    message: 'Line 3 is blank: expected one JSON request per line',
  });
  expect(out[5]?.error?.kind).toBe('BAD_REQUEST');
  expect(out[7]?.error?.kind).toBe('PAYLOAD_TOO_LARGE');
});

test('--page / --locator / --description for people: a readable summary; --json for machines', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'healwright-cli-'));
  const page = join(dir, 'page.html');
  writeFileSync(page, '<button id=x>Go</button>');
  const human = memoryIO();
  expect(
    await main(
      ['heal', '--page', page, '--locator', '#old', '--locator', 'text=Go', '--description', 'Go'],
      human,
      commands,
    ),
  ).toBe(0);
  expect(human.out()).toContain('locator:     #stand-in  (css)');
  expect(human.out()).toContain('code:        page.locator');
  const machine = memoryIO();
  expect(await main(['heal', '--page', page, '--locator', '#old', '--json'], machine, commands)).toBe(0);
  expect(JSON.parse(machine.out())).toMatchObject({ rationale: expect.stringContaining('#old') });
});

test('--page that is not valid UTF-8 is still healed, with a warning naming the file', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'healwright-cli-'));
  const page = join(dir, 'latin1.html');
  // "Café" saved as Latin-1: 0xE9 alone is not UTF-8.
  writeFileSync(
    page,
    Buffer.concat([Buffer.from('<button id=x>Caf'), Buffer.from([0xe9]), Buffer.from('</button>')]),
  );
  const io = memoryIO();
  expect(await main(['heal', '--page', page, '--locator', '#old', '--json'], io, commands)).toBe(0);
  expect(JSON.parse(io.out()).rationale).toContain('page of 26 chars');
  expect(io.err()).toContain(`healwright: warning: --page ${page} is not valid UTF-8`);
  // A UTF-8 page gets no warning.
  const clean = join(dir, 'utf8.html');
  writeFileSync(clean, '<button id=x>Café</button>');
  const quiet = memoryIO();
  expect(await main(['heal', '--page', clean, '--locator', '#old', '--json'], quiet, commands)).toBe(0);
  expect(quiet.err()).toBe('');
});

test('usage errors → exit 2 with a message', async () => {
  const cases: [string[], string][] = [
    [['heal', '--page', '/definitely/not/here.html'], 'Cannot read --page'],
    [['heal', '--bogus'], "Unknown option '--bogus'"],
    [['heal', '--locator', '#x'], 'needs --page'],
    [['heal', '--llm', '--no-llm'], 'contradict'],
    [['heal', '--llm'], 'no model is configured'],
    [['heal', '--model', 'gpt-5-mini'], 'provider:model'],
    [['heal', '--model', 'llama-cpp:local'], 'needs a baseURL'],
    [['nope'], 'unknown command'],
    [[], 'Usage: healwright'],
  ];
  for (const [argv, message] of cases) {
    const io = memoryIO(ok);
    expect(await main(argv, io, commands), argv.join(' ')).toBe(2);
    expect(io.err(), argv.join(' ')).toContain(message);
  }
});

test('--help lists the commands; heal --help documents the request', async () => {
  const io = memoryIO();
  expect(await main(['--help'], io, commands)).toBe(0);
  expect(io.out()).toContain('heal');
  const heal = memoryIO();
  expect(await main(['heal', '--help'], heal, commands)).toBe(0);
  expect(heal.out()).toContain('--ndjson');
});

test('multi-word commands win over shorter prefixes', () => {
  const run = async () => 0;
  const registry = [
    { name: 'cache', summary: '', run },
    { name: 'cache merge', summary: '', run },
  ];
  expect(findCommand(registry, ['cache', 'merge', 'a.json'])).toMatchObject({
    command: { name: 'cache merge' },
    rest: ['a.json'],
  });
  expect(findCommand(registry, ['cache', 'list'])).toMatchObject({
    command: { name: 'cache' },
    rest: ['list'],
  });
});
