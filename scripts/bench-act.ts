/**
 * npm run bench:act — wall time of a spec replaying cached page.act calls vs the same spec with the
 * recorded steps written as plain Playwright code, in one Playwright run (one worker, same shop,
 * same browser). Prints per-iteration medians and the ratio (target ≤ 1.1×).
 *
 * Env: HEALWRIGHT_BENCH_ITERATIONS (default 12).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'healwright-bench-act-'));
const results = join(dir, 'results.ndjson');
const started = performance.now();
const run = spawnSync('npx', ['playwright', 'test', '-c', 'specs/act/bench/bench.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, HEALWRIGHT_BENCH_RESULTS: results, HEALWRIGHT_BENCH_OUTPUT: join(dir, 'output') },
});
if (run.status !== 0) {
  console.error(`bench:act: the bench specs failed (exit ${run.status})`);
  process.exit(1);
}
const rows = readFileSync(results, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { kind: string; times: number[] });
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);
const code = rows.find((row) => row.kind === 'code')?.times ?? [];
const act = rows.find((row) => row.kind === 'act')?.times ?? [];
console.log('\nbench:act — product page flow (goto, select Color, select Size, Add to cart, status check)');
console.log(
  `  plain Playwright code : ${code.length} iterations, total ${sum(code).toFixed(0)} ms, median ${median(code).toFixed(1)} ms`,
);
console.log(
  `  cached page.act       : ${act.length} iterations, total ${sum(act).toFixed(0)} ms, median ${median(act).toFixed(1)} ms`,
);
const ratio = sum(act) / sum(code);
console.log(
  `  ratio (act / code)    : ${ratio.toFixed(2)}× total, ${(median(act) / median(code)).toFixed(2)}× median (target ≤ 1.10×)`,
);
console.log(`  whole run: ${((performance.now() - started) / 1000).toFixed(1)} s`);
