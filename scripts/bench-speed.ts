/**
 * npm run bench:speed — parse time vs full heal time on small (~50 KB), typical (~500 KB) and large
 * (5 MB) pages, the 100 KB end-to-end heal time, peak memory on the 5 MB page and the model
 * tie-break prompt size on the 5 MB page. Figures are medians after warm-up: one round over every
 * page first (so the first page measured does not carry the JIT's compilation of the heal code,
 * which the parser's hot loops shed after a run or two), then warm-up runs per page. The heal code
 * is large and branchy, so the small pages get enough runs for it to reach the optimising tier
 * the way it does in a server or a long test run; a fresh process's first heal of the 100 KB page
 * (a one-off CLI call) is printed beside it, cold.
 * The 5 MB page runs in child processes so their peak RSS is their own: one times it; a fresh one
 * heals it once and asks the tie-break question, which is the peak the target is about (the timing
 * child's peak after its repeated parses and heals is printed beside it: V8 grows its heap with the
 * garbage of earlier runs before collecting it). Targets are printed beside the figures.
 * GC/heal is the garbage-collection pause time that began inside the timed heals, per heal: a
 * page kept alive past its heal (a WeakMap keyed by it did that) shows there first.
 */
import { spawnSync } from 'node:child_process';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadEngineHeal, REPO_ROOT } from './mutations/load.js';
import { largeSpeedCase, type SpeedCase, speedCases } from './mutations/speed-pages.js';

const CHILD_FLAG = '--child-large';
const MEMORY_CHILD_FLAG = '--child-large-memory';
const COLD_CHILD_FLAG = '--child-cold';
/** Small pages (< 200 KB): warm-up round, warm-up runs and timed runs per page. */
const SMALL_RUNS = { round: 10, warmup: 10, timed: 21 };

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface Engine {
  heal: (
    request: unknown,
    deps?: unknown,
  ) => Promise<{ ok: boolean; failure?: { code: string; message: string } }>;
  parseWebPage: (source: string) => unknown;
}

async function loadEngine(): Promise<Engine | string> {
  const loaded = await loadEngineHeal();
  if ('missing' in loaded) return loaded.missing;
  const module = (await import(new URL('../lib/engine/index.ts', import.meta.url).href)) as Partial<Engine>;
  if (typeof module.parseWebPage !== 'function') return 'lib/engine/index.ts does not export parseWebPage';
  return { heal: loaded.heal as Engine['heal'], parseWebPage: module.parseWebPage };
}

interface Timing {
  parseMs: number;
  healMs: number;
  /** Garbage-collection pauses inside the timed heals, per heal (mean). */
  gcMs: number;
  outcome: string;
}

/** Every garbage-collection pause of this process (start and duration, performance.now() clock). */
const gcPauses: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push({ start: entry.startTime, duration: entry.duration });
}).observe({ entryTypes: ['gc'] });

/** Sum of the pauses that began inside one of the windows. */
async function gcInside(windows: readonly (readonly [number, number])[]): Promise<number> {
  // The observer is called after the pauses, from a timer of the event loop (setImmediate is too soon).
  await new Promise((resolve) => setTimeout(resolve, 50));
  let total = 0;
  for (const pause of gcPauses)
    if (windows.some(([start, end]) => pause.start >= start && pause.start < end)) total += pause.duration;
  gcPauses.length = 0;
  return total;
}

async function time(engine: Engine, speedCase: SpeedCase, runs: number, warmup: number): Promise<Timing> {
  const parse: number[] = [];
  const heal: number[] = [];
  const healWindows: [number, number][] = [];
  let outcome = '';
  for (let i = 0; i < warmup + runs; i++) {
    let started = performance.now();
    engine.parseWebPage(speedCase.request.page_source);
    const parseMs = performance.now() - started;
    started = performance.now();
    const result = await engine.heal(speedCase.request);
    const ended = performance.now();
    outcome = result.ok ? 'healed' : `refused ${result.failure?.code}`;
    if (i >= warmup) {
      parse.push(parseMs);
      heal.push(ended - started);
      healWindows.push([started, ended]);
    }
  }
  const gcMs = runs > 0 ? (await gcInside(healWindows)) / runs : 0;
  return { parseMs: median(parse), healMs: median(heal), gcMs, outcome };
}

/** Times the 5 MB page (the peak RSS after these repeated runs is reported too). */
async function child(): Promise<void> {
  const engine = await loadEngine();
  if (typeof engine === 'string') throw new Error(engine);
  const large = largeSpeedCase();
  const timing = await time(engine, large, 3, 1);
  const heapUsed = process.memoryUsage().heapUsed;
  const maxRssBytes = process.resourceUsage().maxRSS * 1024;
  process.stdout.write(
    `${JSON.stringify({ ...timing, bytes: large.bytes, page: large.page, maxRssBytes, heapUsed })}\n`,
  );
}

/** Heals the 5 MB page once in a fresh process, then asks the tie-break question on it: peak RSS and prompt size. */
async function memoryChild(): Promise<void> {
  const engine = await loadEngine();
  if (typeof engine === 'string') throw new Error(engine);
  const large = largeSpeedCase();
  const result = await engine.heal(large.request);
  // The tie-break question: an ambiguous request on the same page (a link repeated in every copy).
  let promptChars: number | undefined;
  let candidates: number | undefined;
  await engine.heal(
    { ...large.request, existing_locators: [], description: 'Read more link', options: { llm: true } },
    {
      choose: async (question: { prompt: string; candidates: readonly unknown[] }) => {
        promptChars = question.prompt.length;
        candidates = question.candidates.length;
        return { index: null };
      },
    },
  );
  const maxRssBytes = process.resourceUsage().maxRSS * 1024;
  process.stdout.write(
    `${JSON.stringify({ outcome: result.ok ? 'healed' : `refused ${result.failure?.code}`, maxRssBytes, promptChars, candidates })}\n`,
  );
}

/** The first parse and the first heal of the 100 KB page in a fresh process: what a one-off CLI call pays. */
async function coldChild(): Promise<void> {
  const engine = await loadEngine();
  if (typeof engine === 'string') throw new Error(engine);
  const hundred = speedCases().cases.find((speedCase) => speedCase.label === '100 KB end-to-end');
  if (!hundred) throw new Error('no 100 KB case');
  const timing = await time(engine, hundred, 1, 0);
  process.stdout.write(`${JSON.stringify(timing)}\n`);
}

/** Runs this script in a fresh process with `flag` and reads the JSON line it prints last. */
function runChild<T>(flag: string): T | undefined {
  const run = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), flag], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = run.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(last) as T;
  } catch {
    console.log(`${flag} child failed: ${run.stderr.split('\n').slice(0, 5).join(' ')}`);
    return undefined;
  }
}

async function main(): Promise<void> {
  const engine = await loadEngine();
  if (typeof engine === 'string') {
    console.log(`bench:speed: engine not available (${engine})`);
    return;
  }
  const { cases, note } = speedCases();
  console.log(
    `bench:speed ${new Date().toISOString()} — ${note}; node ${process.version}; medians after warm-up`,
  );
  console.log(
    `${'page'.padEnd(20)} ${'source'.padEnd(40)} ${'size'.padStart(9)} ${'parse ms'.padStart(9)} ${'heal ms'.padStart(9)} ${'heal/parse'.padStart(10)} ${'GC/heal'.padStart(8)}  outcome`,
  );
  const line = (label: string, page: string, bytes: number, timing: Timing): void => {
    console.log(
      `${label.padEnd(20)} ${page.slice(0, 40).padEnd(40)} ${`${(bytes / 1024).toFixed(0)} KB`.padStart(9)} ${timing.parseMs.toFixed(1).padStart(9)} ${timing.healMs.toFixed(1).padStart(9)} ${`${(timing.healMs / timing.parseMs).toFixed(2)}×`.padStart(10)} ${`${timing.gcMs.toFixed(1)} ms`.padStart(8)}  ${timing.outcome}`,
    );
  };
  // One warm-up round over every page first (see the header), then warm-up runs per page.
  const small = (speedCase: SpeedCase): boolean => speedCase.bytes < 200_000;
  for (const speedCase of cases) await time(engine, speedCase, 0, small(speedCase) ? SMALL_RUNS.round : 1);
  const results = new Map<string, Timing>();
  for (const speedCase of cases) {
    const timing = await time(
      engine,
      speedCase,
      small(speedCase) ? SMALL_RUNS.timed : 5,
      small(speedCase) ? SMALL_RUNS.warmup : 2,
    );
    results.set(speedCase.label, timing);
    line(speedCase.label, speedCase.page, speedCase.bytes, timing);
  }
  const large = runChild<Timing & { bytes: number; page: string; maxRssBytes: number; heapUsed: number }>(
    CHILD_FLAG,
  );
  const memory = runChild<{
    outcome: string;
    maxRssBytes: number;
    promptChars?: number;
    candidates?: number;
  }>(MEMORY_CHILD_FLAG);
  const cold = runChild<Timing>(COLD_CHILD_FLAG);
  if (large) line('large (5 MB)', large.page, large.bytes, large);
  const hundred = results.get('100 KB end-to-end');
  console.log('');
  console.log('targets:');
  for (const [label, timing] of [
    ...results.entries(),
    ...(large ? [['large (5 MB)', large] as const] : []),
  ]) {
    const ratio = timing.healMs / timing.parseMs;
    console.log(
      `  ${label.padEnd(20)} heal/parse ${ratio.toFixed(2)}× (target ≤ 1.50×, i.e. heal adds ≤ 50% over parsing) ${ratio <= 1.5 ? 'OK' : 'MISSED'}`,
    );
  }
  if (hundred)
    console.log(
      `  100 KB end-to-end heal ${hundred.healMs.toFixed(1)} ms (target < 20 ms) ${hundred.healMs < 20 ? 'OK' : 'MISSED'}`,
    );
  if (cold)
    console.log(
      `  100 KB first heal in a fresh process (cold JIT, a one-off CLI call): ${cold.healMs.toFixed(1)} ms, its first parse ${cold.parseMs.toFixed(1)} ms`,
    );
  const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  if (memory) {
    console.log(
      `  5 MB page peak RSS ${mb(memory.maxRssBytes)} (target < 300 MB) ${memory.maxRssBytes < 300 * 1024 * 1024 ? 'OK' : 'MISSED'}: a fresh process that heals it once (${memory.outcome}) and asks the tie-break question`,
    );
  }
  if (large) {
    console.log(
      `  5 MB page peak RSS after the timing runs ${mb(large.maxRssBytes)} (4 parses + 4 heals in one process; heap used at the end ${mb(large.heapUsed)}, garbage included)`,
    );
  }
  if (memory) {
    console.log(
      memory.promptChars === undefined
        ? '  5 MB page model tie-break: the engine did not ask choose() for the ambiguous "Read more link" request'
        : `  5 MB page model tie-break prompt: ${memory.promptChars} characters for ${memory.candidates} candidates (the page source is never sent)`,
    );
  }
}

if (process.argv.includes(COLD_CHILD_FLAG)) await coldChild();
else if (process.argv.includes(MEMORY_CHILD_FLAG)) await memoryChild();
else if (process.argv.includes(CHILD_FLAG)) await child();
else await main();
