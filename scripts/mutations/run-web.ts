/**
 * The web half of the mutation benchmark: plan cases (seeded), validate each original locator in
 * Chromium on the original page, mutate in memory, keep only cases whose original locator broke,
 * heal, judge the healed locator in Chromium against the marked element, then (for a sample)
 * apply a second, different mutation and check whether our locator and Playwright's own
 * `normalize()` locator still find the same element.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import type { HealResult } from '../../lib/engine/types.js';
import { type BrowserJudge, describeResolution, resolvesTo } from './browser-judge.js';
import type { CaseResult, Durability, Outcome } from './cases.js';
import type { HumanView } from './describe.js';
import {
  type Document,
  elementAtPath,
  elementPath,
  findMarked,
  indexTree,
  neutralizeScriptsForBrowser,
  parseHtml,
  serializeHtml,
  setAttr,
  TARGET_MARK,
} from './html-tree.js';
import {
  concreteNth,
  MAX_HAND_INDEX,
  type OriginalForm,
  type OriginalLocator,
  originalCandidates,
} from './original-locators.js';
import { createRng, type Rng } from './prng.js';
import { findTargets } from './targets.js';
import { WEB_MUTATION_KINDS, WEB_MUTATORS, type WebMutationKind } from './web-mutators.js';

export interface WebPage {
  readonly name: string;
  readonly source: string;
}

export type HealFunction = (request: unknown) => Promise<HealResult>;

export interface WebBenchOptions {
  readonly pages: readonly WebPage[];
  readonly seed: number;
  /** Cases planned per mutation kind. */
  readonly perKind: number;
  readonly kinds?: readonly WebMutationKind[];
  /** Cases (correct heals) measured for durability; 0 disables. */
  readonly durability: number;
  readonly judge: BrowserJudge;
  /** Absent: the harness builds and classifies cases only (no engine yet). */
  readonly heal?: HealFunction;
  readonly log?: (line: string) => void;
}

/** Forms a test author plausibly used that the mutation kind can break (the others stay intact). */
const FORMS_FOR_KIND: Record<WebMutationKind, readonly OriginalForm[]> = {
  'id-renamed': ['id-css', 'id-xpath', 'id-engine'],
  'id-removed': ['id-css', 'id-xpath', 'id-engine'],
  'id-swapped': ['id-css', 'id-xpath', 'id-engine'],
  'wrapper-inserted': ['css-structural', 'xpath-structural'],
  'classes-rehashed': ['class-chain', 'class-xpath'],
  'text-reworded': ['text', 'role-code', 'text-code', 'xpath-text', 'label-code'],
  'tag-changed': ['tag-attr-css', 'xpath-text', 'role-code', 'class-chain', 'css-structural'],
  'moved-into-shadow': ['xpath-structural', 'xpath-text', 'id-xpath', 'class-xpath', 'css-structural'],
  'decoy-added': ['text', 'role-code', 'text-code', 'class-chain', 'test-id', 'xpath-text'],
  'siblings-reordered': ['nth', 'css-structural', 'xpath-structural'],
  // Any form a step of the redesign can break; the ones it left intact are counted as intact.
  redesign: [
    'id-css',
    'id-xpath',
    'id-engine',
    'css-structural',
    'xpath-structural',
    'class-chain',
    'class-xpath',
    'text',
    'role-code',
    'text-code',
    'xpath-text',
    'label-code',
    'tag-attr-css',
    'nth',
  ],
  'target-deleted': [
    'id-css',
    'test-id',
    'role-code',
    'text',
    'class-chain',
    'xpath-text',
    'css-structural',
    'label-code',
    'id-xpath',
  ],
};

interface PlannedCase {
  readonly id: string;
  readonly page: WebPage;
  readonly targetPath: string;
  readonly mark: string;
  readonly view: HumanView;
  readonly kind: WebMutationKind;
  readonly rng: Rng;
}

interface PreparedCase extends PlannedCase {
  readonly original?: OriginalLocator;
  readonly playwrightOriginal?: { locator: Locator; code: string } | { error: string };
}

/** Pages over this size get at most one case per kind (parsing and loading them dominates the run). */
const LARGE_PAGE_BYTES = 600_000;
/** Pages over this size get at most three cases in all (each load costs seconds on a busy machine). */
const HUGE_PAGE_BYTES = 1_000_000;

export function planWebCases(
  options: Pick<WebBenchOptions, 'pages' | 'seed' | 'perKind' | 'kinds'>,
): PlannedCase[] {
  const rng = createRng(options.seed);
  interface PoolEntry {
    page: WebPage;
    doc: Document;
    index: ReturnType<typeof indexTree>;
    target: ReturnType<typeof findTargets>[number];
    path: string;
  }
  const pool: PoolEntry[] = [];
  for (const page of [...options.pages].sort((a, b) => a.name.localeCompare(b.name))) {
    const doc = parseHtml(page.source);
    const index = indexTree(doc);
    for (const target of findTargets(doc, index)) {
      const path = elementPath(target.element, index);
      if (path) pool.push({ page, doc, index, target, path });
    }
  }
  const planned: PlannedCase[] = [];
  const totalPerPage = new Map<string, number>();
  for (const kind of options.kinds ?? WEB_MUTATION_KINDS) {
    const kindRng = rng.fork(kind);
    const perPage = new Map<string, number>();
    let taken = 0;
    for (const entry of kindRng.shuffle(pool)) {
      if (taken >= options.perKind) break;
      // One case per page and kind (two on the harness's own pages), so pages with thousands of links
      // do not dominate the sample.
      const cap = entry.page.name.startsWith('own/') ? 2 : 1;
      if ((perPage.get(entry.page.name) ?? 0) >= cap) continue;
      const size = entry.page.source.length;
      const totalCap = size > HUGE_PAGE_BYTES ? 3 : size > LARGE_PAGE_BYTES ? 4 : Number.POSITIVE_INFINITY;
      if ((totalPerPage.get(entry.page.name) ?? 0) >= totalCap) continue;
      const mutator = WEB_MUTATORS[kind];
      if (
        !mutator.applies({
          doc: entry.doc,
          index: entry.index,
          target: entry.target.element,
          view: entry.target.view,
        })
      )
        continue;
      // Forms this kind can break must exist for the target, or the case could never count.
      const forms = FORMS_FOR_KIND[kind].filter(
        (form) => originalCandidates(form, entry.target.element, entry.target.view, entry.index).length > 0,
      );
      if (forms.length === 0) continue;
      perPage.set(entry.page.name, (perPage.get(entry.page.name) ?? 0) + 1);
      totalPerPage.set(entry.page.name, (totalPerPage.get(entry.page.name) ?? 0) + 1);
      taken++;
      const id = `${kind}:${entry.page.name}:${entry.path}`;
      planned.push({
        id,
        page: entry.page,
        targetPath: entry.path,
        mark: `c${planned.length}`,
        view: entry.target.view,
        kind,
        rng: rng.fork(id),
      });
    }
  }
  return planned;
}

function browserHtml(doc: Document): string {
  neutralizeScriptsForBrowser(doc);
  return serializeHtml(doc);
}

const MARK_PATTERN = new RegExp(` ${TARGET_MARK}="[^"]*"`, 'g');

function stripMarksFromHtml(html: string): string {
  return html.replace(MARK_PATTERN, '');
}

/** Validates original locators for every planned case of one page (one page load). */
async function prepareOriginals(
  page: WebPage,
  cases: readonly PlannedCase[],
  judge: BrowserJudge,
  withPlaywright: boolean,
): Promise<PreparedCase[]> {
  const doc = parseHtml(page.source);
  const index = indexTree(doc);
  const elements = new Map<string, ReturnType<typeof findMarked>>();
  const targets = findTargets(doc, index);
  for (const planned of cases) {
    const element = targets.find(
      (candidate) => elementPath(candidate.element, index) === planned.targetPath,
    )?.element;
    if (element) {
      setAttr(element, TARGET_MARK, planned.mark);
      elements.set(planned.id, element);
    }
  }
  await judge.load(browserHtml(doc));
  const prepared: PreparedCase[] = [];
  for (const planned of cases) {
    const element = elements.get(planned.id);
    if (!element) {
      prepared.push(planned);
      continue;
    }
    let chosen: OriginalLocator | undefined;
    for (const form of planned.rng.shuffle(FORMS_FOR_KIND[planned.kind])) {
      for (const candidate of originalCandidates(form, element, planned.view, index)) {
        const resolution = await judge.resolve(candidate.selector);
        if (candidate.nthOf) {
          if (!resolution.ok || resolution.count < 2 || resolution.count > MAX_HAND_INDEX) continue;
          const k = resolution.marks.indexOf(planned.mark);
          if (k < 0) continue;
          chosen = concreteNth(candidate, k);
          if (!resolvesTo(await judge.resolve(chosen.selector), planned.mark)) chosen = undefined;
        } else if (resolvesTo(resolution, planned.mark)) chosen = candidate;
        if (chosen) break;
      }
      if (chosen) break;
    }
    const playwrightOriginal = withPlaywright && chosen ? await judge.normalize(planned.mark) : undefined;
    prepared.push({
      ...planned,
      ...(chosen ? { original: chosen } : {}),
      ...(playwrightOriginal ? { playwrightOriginal } : {}),
    });
  }
  return prepared;
}

function mutate(
  source: string,
  mark: string,
  kind: WebMutationKind,
  view: HumanView,
  rng: Rng,
  markFirst?: string,
): { html: string; note: string } | { error: string } {
  const doc = parseHtml(source);
  let index = indexTree(doc);
  const target = markFirst ? elementAtPath(doc, markFirst) : findMarked(doc, mark);
  if (!target) return { error: 'target not found before mutation' };
  setAttr(target, TARGET_MARK, mark);
  if (!WEB_MUTATORS[kind].applies({ doc, index, target, view })) return { error: `${kind} does not apply` };
  const note = WEB_MUTATORS[kind].apply({ doc, index, target, view, rng });
  const html = serializeHtml(doc);
  // Re-parse: what the browser and the engine will see (foster parenting, auto-closing p, ...).
  const reparsed = parseHtml(html);
  index = indexTree(reparsed);
  const marked = findMarked(reparsed, mark);
  if (kind === 'target-deleted') {
    if (marked) return { error: 'deleted target still present' };
  } else if (!marked) return { error: 'mark lost in re-parse' };
  return { html, note };
}

function expectedPathOf(html: string, mark: string): string | undefined {
  const doc = parseHtml(html);
  const element = findMarked(doc, mark);
  return element ? elementPath(element, indexTree(doc)) : undefined;
}

function base(prepared: PreparedCase): Omit<CaseResult, 'outcome' | 'detail' | 'note'> {
  return {
    id: prepared.id,
    platform: 'web',
    page: prepared.page.name,
    kind: prepared.kind,
    form: prepared.original?.form ?? '-',
    original: prepared.original?.input.value ?? '-',
    description: prepared.view.description,
  };
}

/**
 * HEALWRIGHT_DUMP_DIR=<dir>: every heal request the harness sends is also written there as
 * `<page>--<kind>.json` (with the target's path), to replay one case by hand.
 */
function dumpRequest(prepared: PlannedCase, request: Record<string, unknown>): void {
  const dir = process.env.HEALWRIGHT_DUMP_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${prepared.page.name.replace(/[^\w.-]+/g, '_')}--${prepared.kind}.json`;
  writeFileSync(join(dir, name), JSON.stringify({ ...request, target_path: prepared.targetPath }, null, 1));
}

async function runCase(
  prepared: PreparedCase,
  options: WebBenchOptions,
  durabilityLeft: { n: number },
): Promise<CaseResult> {
  const { judge } = options;
  if (!prepared.original)
    return {
      ...base(prepared),
      outcome: 'skipped',
      note: '',
      detail: 'no original locator resolved to the target on the original page',
    };
  const mutated = mutate(
    prepared.page.source,
    prepared.mark,
    prepared.kind,
    prepared.view,
    prepared.rng,
    prepared.targetPath,
  );
  if ('error' in mutated) return { ...base(prepared), outcome: 'skipped', note: '', detail: mutated.error };
  const deleted = prepared.kind === 'target-deleted';
  const mutatedDoc = parseHtml(mutated.html);
  await judge.load(browserHtml(mutatedDoc));
  const before = await judge.resolve(prepared.original.selector);
  if (resolvesTo(before, prepared.mark))
    return {
      ...base(prepared),
      outcome: 'intact',
      note: mutated.note,
      detail: 'original locator still matches the target',
    };
  const broke = describeResolution(before, prepared.mark);
  if (!options.heal)
    return {
      ...base(prepared),
      outcome: 'skipped',
      note: mutated.note,
      detail: `broken (${broke}); no engine`,
    };
  const request = {
    page_source: stripMarksFromHtml(mutated.html),
    existing_locators: [prepared.original.input],
    description: prepared.view.description,
    platform: 'web',
    framework: 'playwright',
  };
  dumpRequest(prepared, request);
  const started = performance.now();
  let result: HealResult;
  try {
    result = await options.heal(request);
  } catch (error) {
    return {
      ...base(prepared),
      outcome: 'error',
      note: mutated.note,
      detail: `heal threw: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
      healMs: performance.now() - started,
    };
  }
  const healMs = performance.now() - started;
  if (!result.ok) {
    const failure = result.failure;
    const outcome: Outcome = failure.status === 422 ? (deleted ? 'correct' : 'refused') : 'error';
    return {
      ...base(prepared),
      outcome,
      note: mutated.note,
      detail: `${failure.status} ${failure.code}: ${failure.message}`,
      healMs,
    };
  }
  const answer = result.answer;
  const resolution = await judge.resolve(answer.locator);
  const expectedPath = deleted ? undefined : expectedPathOf(mutated.html, prepared.mark);
  const answerFields = {
    locator: answer.locator,
    strategy: answer.strategy,
    confidence: answer.confidence,
    answerPath: answer.target?.path,
    ...(expectedPath ? { expectedPath } : {}),
    healMs,
  };
  if (deleted)
    return {
      ...base(prepared),
      ...answerFields,
      outcome: 'false',
      note: mutated.note,
      detail: `healed a deleted target: ${describeResolution(resolution, prepared.mark)} (target ${answer.target?.tag} "${answer.target?.name ?? answer.target?.text ?? ''}")`,
    };
  if (!resolvesTo(resolution, prepared.mark)) {
    const invalid = !resolution.ok || resolution.count === 0;
    return {
      ...base(prepared),
      ...answerFields,
      outcome: invalid ? 'invalid' : 'false',
      note: mutated.note,
      detail: `healed locator ${describeResolution(resolution, prepared.mark)} in Chromium (engine chose ${answer.target?.tag} "${(answer.target?.name ?? answer.target?.text ?? '').slice(0, 60)}" at ${answer.target?.path}; expected ${expectedPath})`,
    };
  }
  let durability: Durability | undefined;
  if (durabilityLeft.n > 0) {
    durabilityLeft.n--;
    durability = await measureDurability(prepared, mutated.html, answer.locator, options);
  }
  return {
    ...base(prepared),
    ...answerFields,
    outcome: 'correct',
    note: mutated.note,
    detail: `original ${broke}; healed via ${answer.strategy}`,
    ...(durability ? { durability } : {}),
  };
}

/** Single refactors only: a redesign is several at once (and leaving it out keeps earlier seeds' draws). */
const SECOND_KINDS = WEB_MUTATION_KINDS.filter((kind) => kind !== 'target-deleted' && kind !== 'redesign');

async function measureDurability(
  prepared: PreparedCase,
  onceMutated: string,
  healed: string,
  options: WebBenchOptions,
): Promise<Durability | undefined> {
  const { judge } = options;
  // The once-mutated page is loaded: Playwright's normalize() sees what the engine saw.
  const playwright = await judge.normalize(prepared.mark);
  const rng = prepared.rng.fork('second');
  for (const second of rng.shuffle(SECOND_KINDS.filter((kind) => kind !== prepared.kind))) {
    const twice = mutate(onceMutated, prepared.mark, second, prepared.view, rng);
    if ('error' in twice) continue;
    await judge.load(browserHtml(parseHtml(twice.html)));
    const ours = await judge.resolve(healed);
    const pw = 'locator' in playwright ? await judge.resolveLocator(playwright.locator) : undefined;
    const pwOriginal =
      prepared.playwrightOriginal && 'locator' in prepared.playwrightOriginal
        ? await judge.resolveLocator(prepared.playwrightOriginal.locator)
        : undefined;
    return {
      second,
      note: twice.note,
      ours: resolvesTo(ours, prepared.mark),
      oursDetail: describeResolution(ours, prepared.mark),
      ...(pw
        ? {
            playwright: resolvesTo(pw, prepared.mark),
            playwrightCode: 'locator' in playwright ? playwright.code : '',
          }
        : {}),
      ...(pwOriginal && prepared.playwrightOriginal && 'code' in prepared.playwrightOriginal
        ? {
            playwrightFromOriginal: resolvesTo(pwOriginal, prepared.mark),
            playwrightFromOriginalCode: prepared.playwrightOriginal.code,
          }
        : {}),
    };
  }
  return undefined;
}

export async function runWebBench(options: WebBenchOptions): Promise<CaseResult[]> {
  const log = options.log ?? (() => {});
  const planned = planWebCases(options);
  log(`planned ${planned.length} web cases over ${new Set(planned.map((p) => p.page.name)).size} pages`);
  const byPage = new Map<string, PlannedCase[]>();
  for (const planned1 of planned)
    byPage.set(planned1.page.name, [...(byPage.get(planned1.page.name) ?? []), planned1]);
  const results: CaseResult[] = [];
  const durabilityLeft = { n: options.durability };
  let done = 0;
  for (const [name, cases] of [...byPage.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    const page = cases[0]!.page;
    const pageStarted = performance.now();
    let prepared: PreparedCase[];
    try {
      prepared = await prepareOriginals(page, cases, options.judge, options.durability > 0);
    } catch (error) {
      const reason = `Chromium could not load the original page: ${String(error).split('\n')[0]}`;
      for (const one of cases) results.push({ ...base(one), outcome: 'skipped', note: '', detail: reason });
      done += cases.length;
      log(`  ${name}: ${reason}`);
      continue;
    }
    for (const one of prepared) {
      let result: CaseResult;
      try {
        result = await runCase(one, options, durabilityLeft);
      } catch (error) {
        result = {
          ...base(one),
          outcome: 'skipped',
          note: '',
          detail: `harness/browser failure: ${String(error).split('\n')[0]}`,
        };
      }
      results.push(result);
      done++;
      if (result.healMs !== undefined && result.healMs > 5000)
        log(`    slow heal: ${(result.healMs / 1000).toFixed(1)} s for ${result.kind} on ${name}`);
    }
    const seconds = ((performance.now() - pageStarted) / 1000).toFixed(1);
    log(`  ${name}: ${cases.length} cases in ${seconds} s (${done}/${planned.length})`);
  }
  return results;
}
