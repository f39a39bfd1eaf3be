/**
 * npm run bench:probes — hand-written refactors of real corpus pages (scripts/probes/cases-*.ts):
 * the locator a test held breaks, the engine heals it from the edited page, and Chromium judges the
 * answer. Counts only cases whose locator actually broke; a case that does not hold (its edit text
 * is not in the page, its locator never matched its target) is reported as a harness error, never
 * counted.
 *
 *   --cases <file>   a module exporting `PROBE_CASES` (repeatable; default scripts/probes/cases-*.ts)
 *   --only <id>      one case (repeatable)
 *   --json <file>    write every case's result to <file>
 *   --verbose        every case that is not a right answer, with the engine's reason
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { BrowserJudge } from './mutations/browser-judge.js';
import { createHealWorker } from './mutations/heal-worker.js';
import { corpusDir, REPO_ROOT } from './mutations/load.js';
import { type ProbeResult, probeTable, runProbe } from './probes/run-probes.js';
import type { ProbeCase } from './probes/types.js';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', multiple: true },
    only: { type: 'string', multiple: true },
    json: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

async function loadCases(files: readonly string[]): Promise<ProbeCase[]> {
  const cases: ProbeCase[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(resolve(file)).href)) as { PROBE_CASES?: ProbeCase[] };
    if (!Array.isArray(module.PROBE_CASES)) throw new Error(`${file} does not export PROBE_CASES`);
    cases.push(...module.PROBE_CASES);
  }
  const ids = new Set<string>();
  for (const probe of cases) {
    if (ids.has(probe.id)) throw new Error(`duplicate probe id ${probe.id}`);
    ids.add(probe.id);
  }
  return cases;
}

async function main(): Promise<void> {
  const corpus = corpusDir();
  if (!corpus) {
    console.log('bench:probes skipped: no corpus (set HEALWRIGHT_CORPUS or check out ../shared/corpus)');
    return;
  }
  const probeDir = join(REPO_ROOT, 'scripts', 'probes');
  const files =
    values.cases ??
    readdirSync(probeDir)
      .filter((file) => /^cases-.*\.ts$/.test(file))
      .sort()
      .map((file) => join(probeDir, file));
  let cases = await loadCases(files);
  if (values.only) cases = cases.filter((probe) => values.only?.includes(probe.id));
  const judge = await BrowserJudge.launch();
  const worker = createHealWorker(30_000);
  const results: ProbeResult[] = [];
  try {
    for (const probe of cases) {
      const source = readFileSync(join(corpus, probe.page), 'utf8');
      const result = await runProbe(probe, source, judge, (request) => worker.heal(request));
      results.push(result);
      if (values.verbose || result.outcome === 'harness-error' || result.outcome === 'false')
        if (result.outcome !== 'correct')
          console.log(
            `[${result.outcome}] ${result.id}: ${result.detail}${result.locator ? ` — ${result.locator}` : ''}`,
          );
    }
  } finally {
    await worker.close();
    await judge.close();
  }
  console.log(
    `\nbench:probes — ${cases.length} hand-written refactors of corpus pages (${files.length} case files)`,
  );
  for (const row of probeTable(results)) console.log(row);
  const intact = results.filter((r) => r.outcome === 'intact').length;
  const broken = results.filter((r) => r.outcome === 'harness-error').length;
  console.log(
    `intact (the held locator survived; not counted): ${intact}; case errors (not counted): ${broken}`,
  );
  if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 1));
}

await main();
