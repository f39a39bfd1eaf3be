/**
 * `healwright eject`: recorded page.act calls back into plain Playwright code. For each call with a
 * matching cache entry (same key, same instruction) whose position is fixed, the
 * `await page.act(...)` statement is replaced by the instruction as a comment and the recorded
 * steps as statements; every other byte of the spec is kept. Calls left alone are reported with the
 * reason; calls left alone after an ejected one get their recorded key as an explicit `id`, so they
 * keep replaying the same entry. The cache file is not changed.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ActRecord } from '../act/types.js';
import { writeAtomically } from '../cache/json-store.js';
import { HealwrightError } from '../errors.js';
import { slashRelative } from '../project-paths.js';
import { type ActCallSite, findActCalls, type TestSite } from './find-act-calls.js';
import { loadTypeScript, type TypeScript } from './load-typescript.js';
import { readActRecords } from './read-act-records.js';
import { renderSteps } from './render-steps.js';

export interface EjectOptions {
  /** Only this test (`describe › title`, as in the act cache). */
  readonly test?: string;
  /** Wait for each step's recorded responses / navigation. Default true. */
  readonly waits?: boolean;
}

export interface EjectedCall {
  readonly test: string;
  readonly call: string;
  readonly instruction: string;
  readonly line: number;
  readonly steps: number;
}

export interface LeftAloneCall {
  readonly test: string;
  readonly call: string | undefined;
  readonly instruction: string | undefined;
  readonly line: number;
  readonly reason: string;
}

export interface EjectPlan {
  /** The spec's new text (equal to the input when nothing was ejected). */
  readonly source: string;
  readonly ejected: readonly EjectedCall[];
  readonly leftAlone: readonly LeftAloneCall[];
  /** Calls that now carry their recorded key as `id` (line, id). */
  readonly pinned: readonly { readonly test: string; readonly line: number; readonly id: string }[];
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** `describe › title` with `>` accepted for `›` and spacing normalised. */
function normalizeTitle(title: string): string {
  return title
    .split(/\s+[›>]\s+/)
    .map((part) => part.trim())
    .join(' › ');
}

function valueResolver(site: ActCallSite): (name: string) => string | undefined {
  const values = site.values;
  return (name) => {
    if (values.kind === 'literal') return values.names.get(name);
    if (values.kind === 'expression')
      return /^[A-Za-z_$][\w$]*$/.test(name)
        ? `${values.text}.${name}`
        : `${values.text}[${JSON.stringify(name)}]`;
    return undefined;
  };
}

/** Why a call is left alone, or its replacement text. */
function replacement(
  site: ActCallSite,
  record: ActRecord | undefined,
  newline: string,
  waits: boolean,
): { text: string; steps: number } | string {
  if (site.problem) return site.problem;
  if (site.key === undefined || !site.statement) return 'its cache key is unknown';
  if (!record) return `no recorded entry "${site.test} › ${site.key}"`;
  if (record.instruction !== site.instruction)
    return `its entry was recorded for another instruction (${JSON.stringify(record.instruction)})`;
  const rendered = renderSteps(record.steps, {
    page: site.receiver,
    ...(site.within !== undefined ? { scope: site.within } : {}),
    value: valueResolver(site),
    waits,
  });
  if (!rendered.ok) return rendered.problem;
  const comment = `// act: ${(site.instruction ?? '').replace(/\s*[\r\n]+\s*/g, ' ')}`;
  const { indent, embedded } = site.statement;
  const lines = [comment, ...rendered.lines];
  // The lone body of an if / loop: braces keep every statement inside it.
  const text = embedded
    ? `{${newline}${lines.map((line) => `${indent}  ${line}`).join(newline)}${newline}${indent}}`
    : lines.join(`${newline}${indent}`);
  return { text, steps: record.steps.length };
}

/**
 * Plans the ejection of a spec's recorded act calls. Pure (the parser and the records are passed in).
 *
 * @example
 * const plan = planEject(ts, source, 'specs/cart.spec.ts', records);
 * plan.source; // the spec with `await page.act(...)` replaced by Playwright statements
 */
export function planEject(
  ts: TypeScript,
  source: string,
  fileName: string,
  records: ReadonlyMap<string, ActRecord>,
  options: EjectOptions = {},
): EjectPlan {
  const newline = source.includes('\r\n') ? '\r\n' : '\n';
  let tests: TestSite[] = findActCalls(ts, source, fileName);
  if (options.test !== undefined) {
    const wanted = normalizeTitle(options.test);
    tests = tests.filter((test) => test.title !== undefined && normalizeTitle(test.title) === wanted);
    if (tests.length === 0) {
      const titles = findActCalls(ts, source, fileName)
        .filter((test) => test.calls.length > 0)
        .map((test) => `  ${test.title ?? `(a test whose title is not a literal, line ${test.line})`}`);
      throw new HealwrightError(
        'BAD_REQUEST',
        `no test titled "${options.test}" in ${fileName}; tests with act calls:\n${titles.join('\n')}`,
      );
    }
  }
  const edits: Edit[] = [];
  const ejected: EjectedCall[] = [];
  const leftAlone: LeftAloneCall[] = [];
  const pinned: { test: string; line: number; id: string }[] = [];
  const reportedHooks = new Set<number>();
  for (const test of tests) {
    let ejectedBefore = false;
    for (const site of test.calls) {
      const title = test.title ?? `(title not a literal, line ${test.line})`;
      if (test.title === undefined) {
        leftAlone.push({
          test: title,
          call: site.key,
          instruction: site.instruction,
          line: site.line,
          reason: 'its test title is not a string literal',
        });
        continue;
      }
      const result = replacement(
        site,
        site.key === undefined ? undefined : records.get(`${test.title} › ${site.key}`),
        newline,
        options.waits !== false,
      );
      if (typeof result === 'string') {
        if (site.inHook && reportedHooks.has(site.line)) continue;
        if (site.inHook) reportedHooks.add(site.line);
        const shifted =
          ejectedBefore && site.keyKind === 'unknown' && site.unfixed !== undefined
            ? '; its position shifts after the ejection, so it will re-record'
            : '';
        leftAlone.push({
          test: title,
          call: site.key,
          instruction: site.instruction,
          line: site.line,
          reason: `${result}${shifted}`,
        });
        if (
          ejectedBefore &&
          site.keyKind === 'position' &&
          site.key !== undefined &&
          site.idInsertion &&
          !site.inHook
        ) {
          edits.push({
            start: site.idInsertion.at,
            end: site.idInsertion.at,
            text: site.idInsertion.text(site.key),
          });
          pinned.push({ test: title, line: site.line, id: site.key });
        }
        continue;
      }
      const statement = site.statement;
      if (!statement || site.key === undefined) continue;
      edits.push({ start: statement.start, end: statement.end, text: result.text });
      ejected.push({
        test: title,
        call: site.key,
        instruction: site.instruction ?? '',
        line: site.line,
        steps: result.steps,
      });
      if (site.keyKind === 'position') ejectedBefore = true;
    }
  }
  let output = source;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  }
  return { source: output, ejected, leftAlone, pinned };
}

export interface EjectSpecInput extends EjectOptions {
  /** The project root (the Playwright config's directory): spec paths and the cache dir are relative to it. */
  readonly rootDir: string;
  /** The spec file, relative to rootDir (or absolute). */
  readonly spec: string;
  /** Default `cache`. */
  readonly cacheDir?: string;
  /** Plan only; do not write the spec. */
  readonly dryRun?: boolean;
}

/**
 * Reads the spec and its act records, plans the ejection and (unless dry run) writes the spec.
 *
 * @example
 * const plan = await ejectSpec({ rootDir: process.cwd(), spec: 'specs/checkout.spec.ts', dryRun: true });
 */
export async function ejectSpec(
  input: EjectSpecInput,
): Promise<EjectPlan & { readonly file: string; readonly spec: string }> {
  const file = resolve(input.rootDir, input.spec);
  const spec = slashRelative(input.rootDir, file);
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (error) {
    throw new HealwrightError('BAD_REQUEST', `cannot read ${input.spec}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const ts = await loadTypeScript();
  const records = await readActRecords(resolve(input.rootDir, input.cacheDir ?? 'cache'), spec);
  const plan = planEject(ts, source, spec, records, input);
  if (!input.dryRun && plan.source !== source) await writeAtomically(file, plan.source);
  return { ...plan, file, spec };
}
