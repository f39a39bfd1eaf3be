/**
 * Runs the real `healwright` CLI in a child process: `node --import tsx lib/cli/main.ts` (works in
 * a fresh clone without a build; the built bin is checked separately in bin.spec.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../../lib/cli/main.ts', import.meta.url));

/** The parent's environment without any model configuration (the suite must be deterministic). */
export function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (/^(HEALWRIGHT_|OPENAI_|OPENROUTER_|OLLAMA_|ANTHROPIC_|GEMINI_|LM_|LLAMA_)/.test(name)) continue;
    env[name] = value;
  }
  return { ...env, ...extra };
}

export function spawnCli(args: readonly string[], env: Record<string, string> = cleanEnv()): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], { cwd: REPO, env, stdio: 'pipe' });
}

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs to completion, feeding `stdin` (then closing it). */
export function runCli(
  args: readonly string[],
  stdin: string | Buffer = '',
  env: Record<string, string> = cleanEnv(),
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawnCli(args, env);
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin?.on('error', () => {
      // the CLI may exit before reading all of stdin (usage errors): not a test failure
    });
    child.stdin?.end(stdin);
  });
}

/** Parses NDJSON output into objects. */
export function ndjson(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
