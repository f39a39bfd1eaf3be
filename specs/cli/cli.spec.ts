/** The real CLI in a child process. Engine-backed cases: heal.spec.ts. */
import { expect, test } from '@playwright/test';
import { cleanEnv, ndjson, runCli, spawnCli } from './spawn-cli.js';

// Child processes start slowly on a loaded machine; these tests assert behaviour, not speed.
test.describe.configure({ timeout: 120_000 });

test('--help lists heal and serve; --version prints the package version', async () => {
  const help = await runCli(['--help']);
  expect(help.code).toBe(0);
  expect(help.stdout).toMatch(/heal\s+heal a broken locator/);
  expect(help.stdout).toMatch(/serve\s+serve POST \/v1\/heal/);
  const version = await runCli(['--version']);
  expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
});

test('--ndjson survives garbage, empty and invalid-UTF-8 lines (exit 0, one error line each)', async () => {
  const input = Buffer.concat([
    Buffer.from('{bad\n\n[1]\n'),
    Buffer.from([0x7b, 0xc3, 0x28, 0x7d, 0x0a]),
    Buffer.from(`${'{'.repeat(200)}\n`),
    Buffer.from('"just a string"'),
  ]);
  const run = await runCli(['heal', '--ndjson'], input);
  expect(run.code).toBe(0);
  const lines = ndjson(run.stdout);
  // Six lines in (the second blank), six lines out: output line N answers input line N.
  expect(lines).toHaveLength(6);
  for (const line of lines) expect(line).toMatchObject({ error: { status: 400, kind: 'BAD_REQUEST' } });
  expect(JSON.stringify(lines[1])).toContain('Line 2 is blank');
  expect(JSON.stringify(lines[3])).toContain('UTF-8');
});

test('a bad model configuration is a usage error, exit 2, before anything is sent', async () => {
  const run = await runCli(['heal', '--model', 'lm-studio:qwen'], '{}');
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('needs a baseURL');
  const env = await runCli(['heal', '--llm'], '{}', cleanEnv({ HEALWRIGHT_MODEL: 'openai:gpt-5-mini' }));
  expect(env.code).toBe(2);
  expect(env.stderr).toContain('OPENAI_API_KEY');
});

test('serve: listens on loopback, answers /healthz, stops on SIGTERM with exit 0', async () => {
  const child = spawnCli(['serve', '--port', '0']);
  const url = await new Promise<string>((resolve, reject) => {
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.on('close', (code) => reject(new Error(`serve exited early with ${code}: ${stderr}`)));
  });
  const health = await fetch(`${url}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', model: null });
  const bad = await fetch(`${url}/v1/heal`, { method: 'POST', body: '{oops' });
  expect(bad.status).toBe(400);
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
});

test('serve rejects bad flags with exit 2', async () => {
  const run = await runCli(['serve', '--port', 'eighty']);
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('--port');
});
