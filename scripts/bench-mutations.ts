/**
 * npm run bench:mutations — how often the engine heals a locator broken by a realistic refactor,
 * how often it heals the WRONG element (false heal), and how durable its answers are.
 *
 *   --limit N          total planned cases (spread over the kinds); default 20 per kind
 *   --kind <kind>      one mutation kind (repeatable)
 *   --platform <p>     web | android | ios | react-native (repeatable; default all available)
 *   --seed N           PRNG seed (default printed)
 *   --durability N     correct heals re-checked after a second mutation (default 100; 0 = off)
 *   --json             machine-readable summary on stdout
 *   --verbose          every false heal / invalid answer / refusal / error with its reason
 *   --findings <file>  also write the findings markdown (false heals, refusals, ...) to <file>
 *   --heal-timeout S   seconds one heal may take before it is stopped and counted as an error (default 30)
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BrowserJudge } from './mutations/browser-judge.js';
import type { CaseResult } from './mutations/cases.js';
import { createHealWorker } from './mutations/heal-worker.js';
import { corpusDir, loadEngineHeal, loadOptional, ownWebPages, readDir } from './mutations/load.js';
import {
  type Evaluate,
  NATIVE_MUTATION_KINDS,
  type NativeMutationKind,
  type NativePlatformName,
  runNativeBench,
} from './mutations/native.js';
import { DEFAULT_SEED } from './mutations/prng.js';
import {
  durabilitySummary,
  findingsMarkdown,
  formatDurability,
  formatTable,
  kindSummaries,
  overall,
} from './mutations/report.js';
import { runWebBench } from './mutations/run-web.js';
import { WEB_MUTATION_KINDS, type WebMutationKind } from './mutations/web-mutators.js';

const { values } = parseArgs({
  options: {
    limit: { type: 'string' },
    kind: { type: 'string', multiple: true },
    platform: { type: 'string', multiple: true },
    seed: { type: 'string' },
    durability: { type: 'string' },
    json: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    findings: { type: 'string' },
    'heal-timeout': { type: 'string' },
  },
});

const seed = values.seed ? Number(values.seed) : DEFAULT_SEED;
const platforms = values.platform ?? ['web', 'android', 'ios', 'react-native'];
const out = (line: string): void => {
  if (values.json) console.error(line);
  else console.log(line);
};

const engine = await loadEngineHeal();
const started = performance.now();
out(`bench:mutations seed=${seed} ${new Date().toISOString()}`);
if ('missing' in engine)
  out(`engine: ${engine.missing} — building and classifying cases only (no heal figures)`);
const corpus = corpusDir();
if (!corpus) out('corpus: not found (set HEALWRIGHT_CORPUS); using the harness pages only');

const allResults: CaseResult[] = [];
const tables: string[] = [];

if (platforms.includes('web')) {
  const webKinds = (values.kind ?? []).filter((kind): kind is WebMutationKind =>
    (WEB_MUTATION_KINDS as readonly string[]).includes(kind),
  );
  const kinds = values.kind ? webKinds : [...WEB_MUTATION_KINDS];
  if (kinds.length > 0 && (!values.kind || webKinds.length > 0)) {
    const pages = [...(corpus ? readDir(join(corpus, 'web'), '.html') : []), ...ownWebPages()];
    const perKind = values.limit ? Math.max(1, Math.ceil(Number(values.limit) / kinds.length)) : 20;
    out(
      `web: ${pages.length} pages (${corpus ? 'corpus + ' : ''}harness pages), ${perKind} cases per kind, kinds: ${kinds.join(', ')}`,
    );
    const judge = await BrowserJudge.launch();
    // heal runs in a worker so a pathological case is stopped at the deadline and counted as an error.
    const worker =
      'heal' in engine ? createHealWorker(Number(values['heal-timeout'] ?? 30) * 1000) : undefined;
    try {
      const results = await runWebBench({
        pages,
        seed,
        perKind,
        kinds,
        durability: values.durability ? Number(values.durability) : 100,
        judge,
        ...(worker ? { heal: (request: unknown) => worker.heal(request) } : {}),
        // Progress goes to stderr so --json output stays clean and long runs show they are alive.
        log: (line: string) => console.error(line),
      });
      allResults.push(...results);
      tables.push(
        ...formatTable('WEB (Chromium judges every locator)', results),
        '',
        ...formatDurability(results),
        '',
      );
    } finally {
      await judge.close();
      await worker?.close();
    }
  }
}

const nativePlatforms = platforms.filter((platform) => ['android', 'ios', 'react-native'].includes(platform));
if (nativePlatforms.length > 0) {
  const evaluate = await loadOptional<Evaluate>('lib/engine/index.ts', 'evaluateAppiumLocator');
  const healNative = await loadOptional<unknown>('lib/native/heal-native.ts', 'healNative');
  if (!corpus) out('native: corpus absent; no native page sources to mutate');
  else if (!evaluate || !healNative)
    out('native: lib/native/heal-native.ts or evaluateAppiumLocator not available yet; skipped');
  else {
    const pages = nativePlatforms.flatMap((platform) =>
      readDir(join(corpus, platform), '.xml').map((file) => ({
        name: `${platform}/${file.name}`,
        source: file.source,
        platform: platform as NativePlatformName,
      })),
    );
    const kinds = values.kind
      ? values.kind.filter((kind): kind is NativeMutationKind =>
          (NATIVE_MUTATION_KINDS as readonly string[]).includes(kind),
        )
      : [...NATIVE_MUTATION_KINDS];
    const perKind = values.limit ? Math.max(1, Math.ceil(Number(values.limit) / (kinds.length * 3))) : 8;
    out(
      `native: ${pages.length} page sources, ${perKind} cases per platform and kind; judged by the engine's offline Appium evaluator + an independent element-path check`,
    );
    const worker =
      'heal' in engine ? createHealWorker(Number(values['heal-timeout'] ?? 30) * 1000) : undefined;
    try {
      const results = await runNativeBench({
        pages,
        seed,
        perKind,
        kinds,
        evaluate,
        ...(worker ? { heal: (request: unknown) => worker.heal(request) } : {}),
      });
      allResults.push(...results);
      for (const platform of nativePlatforms) {
        const forPlatform = results.filter((result) => result.platform === platform);
        if (forPlatform.length > 0) tables.push(...formatTable(platform.toUpperCase(), forPlatform), '');
      }
    } finally {
      await worker?.close();
    }
  }
}

for (const line of tables) out(line);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
out(`${allResults.length} cases in ${seconds} s`);

if (values.verbose) {
  for (const result of allResults.filter((r) =>
    ['false', 'invalid', 'refused', 'error', 'skipped'].includes(r.outcome),
  )) {
    out(
      `[${result.outcome}] ${result.kind} ${result.page} | ${result.original} | "${result.description}" | ${result.note} | ${result.detail}${result.locator ? ` | returned ${result.locator}` : ''}`,
    );
  }
}

if (values.findings) {
  writeFileSync(
    values.findings,
    findingsMarkdown(
      `Run ${new Date().toISOString()}, seed ${seed}, ${allResults.length} cases, ${seconds} s.`,
      tables,
      allResults,
    ),
  );
  out(`findings written to ${values.findings}`);
}

if (values.json) {
  const byPlatform = [...new Set(allResults.map((result) => result.platform))].map((platform) => {
    const results = allResults.filter((result) => result.platform === platform);
    return {
      platform,
      kinds: kindSummaries(results),
      overall: overall(results),
      durability: durabilitySummary(results),
    };
  });
  console.log(
    JSON.stringify(
      { seed, engine: 'heal' in engine, seconds: Number(seconds), platforms: byPlatform },
      null,
      2,
    ),
  );
}
