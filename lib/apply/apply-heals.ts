/**
 * `healwright apply`: turns accepted heals back into ordinary code. For every record in
 * `cache/heal/`, the broken locator literal at (or nearest to) the recorded line of its spec is
 * replaced by the healed form; the result is shown as a unified diff (dry run) or written, and
 * the applied records are removed from the cache (the spec no longer needs them).
 *
 * - A string passed to page.heal (`page.heal('#old', …)`) keeps its quotes and becomes the healed
 *   selector, or the healed code form (`getByTestId('add')`, which page.heal also accepts) when the
 *   selector uses any of Playwright's internal engines (`div >> internal:has=…` too); a record with
 *   no code form is skipped and says why.
 * - A Locator passed to page.heal (`page.heal(page.locator('#old'), …)`) has its call replaced:
 *   `.locator('#old')` → `.getByTestId('add')`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { HEAL_CACHE_VERSION, type HealRecord, isHealRecord } from '../cache/heal-record.js';
import { readJsonStore, writeAtomically, writeJsonStore } from '../cache/json-store.js';
import { parseLocator } from '../locators/parse.js';
import { unifiedDiff } from './unified-diff.js';

const STORE = { version: HEAL_CACHE_VERSION, isEntry: isHealRecord } as const;

export interface ApplyEdit {
  readonly key: string;
  readonly line: number;
  readonly from: string;
  readonly to: string;
}

export interface ApplyFile {
  /** Spec path relative to the project root. */
  readonly spec: string;
  readonly before: string;
  readonly after: string;
  readonly edits: readonly ApplyEdit[];
  /** The cache file the records came from. */
  readonly cacheFile: string;
}

export interface ApplyPlan {
  readonly files: readonly ApplyFile[];
  readonly skipped: readonly { readonly spec: string; readonly original: string; readonly reason: string }[];
}

export interface ApplyOptions {
  /** Project root: spec paths in records are relative to it. */
  readonly rootDir: string;
  /** The committed cache dir (absolute or relative to rootDir). */
  readonly cacheDir: string;
  /** Only these specs (paths relative to rootDir). Default: every spec with records. */
  readonly specs?: readonly string[];
}

/**
 * The text that replaces the original in source (without quotes for string inputs), or undefined
 * when there is nothing a spec should say: a selector that uses Playwright's internal engines
 * (`internal:role=…`, `div >> internal:has=…`) is written in its code form, and a record without
 * a code form that parses is not applied.
 */
export function replacementFor(record: HealRecord): string | undefined {
  const code = record.healed.code ? record.healed.code.replace(/^page\./, '') : undefined;
  if (record.input_kind === 'locator') return code;
  if (!record.healed.locator.includes('internal:')) return record.healed.locator;
  return code !== undefined && isPlaywrightCode(code) ? code : undefined;
}

/** Why a record has no replacement (see replacementFor). */
const NO_CODE_FORM =
  "the healed selector uses Playwright's internal: engines, which do not belong in a spec, and the record has no code form; edit the spec by hand";

function isPlaywrightCode(code: string): boolean {
  try {
    return parseLocator(code).form === 'playwright-code';
  } catch {
    return false;
  }
}

function quote(value: string, preferred: string): string {
  const quoteChar = value.includes(preferred) ? (preferred === "'" ? '"' : "'") : preferred;
  const escaped = value.replaceAll('\\', '\\\\').replaceAll(quoteChar, `\\${quoteChar}`);
  return `${quoteChar}${escaped}${quoteChar}`;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1))
    line += 1;
  return line;
}

interface Occurrence {
  readonly start: number;
  readonly end: number;
  readonly replacement: string;
}

/** Finds the occurrence of the record's original nearest to its recorded line. */
export function findOccurrence(source: string, record: HealRecord): Occurrence | undefined {
  const candidates: Occurrence[] = [];
  const target = replacementFor(record);
  if (target === undefined) return undefined;
  if (record.input_kind === 'locator') {
    // Playwright prints code with single quotes; the spec may use double quotes.
    const swapped = record.original.replace(/['"]/g, (quoteChar) => (quoteChar === "'" ? '"' : "'"));
    for (const needle of new Set([`.${record.original}`, `.${swapped}`])) {
      for (let at = source.indexOf(needle); at !== -1; at = source.indexOf(needle, at + 1)) {
        candidates.push({ start: at + 1, end: at + needle.length, replacement: target });
      }
    }
  } else {
    for (const quoteChar of ["'", '"', '`']) {
      const literal = `${quoteChar}${record.original.replaceAll('\\', '\\\\').replaceAll(quoteChar, `\\${quoteChar}`)}${quoteChar}`;
      for (let at = source.indexOf(literal); at !== -1; at = source.indexOf(literal, at + 1)) {
        candidates.push({
          start: at,
          end: at + literal.length,
          replacement: quote(target, quoteChar === '`' ? "'" : quoteChar),
        });
      }
    }
  }
  let best: Occurrence | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = Math.abs(lineOf(source, candidate.start) - record.location.line);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The template literal with substitutions (`` `#${id}-add` ``) passed to page.heal on `line` (or the
 * two lines after it, for a call that wraps), shown shortened; undefined when there is none. Such a
 * locator is computed at run time, so the recorded original is not in the source and cannot be
 * rewritten; a template literal without substitutions is a plain literal and is (findOccurrence).
 */
export function computedTemplateAt(source: string, line: number): string | undefined {
  const text = source
    .split('\n')
    .slice(Math.max(0, line - 1), line + 2)
    .join('\n');
  const call = /\bheal\s*\(\s*`/g;
  for (let match = call.exec(text); match !== null; match = call.exec(text)) {
    const start = match.index + match[0].length - 1;
    const literal = readTemplateLiteral(text, start);
    if (literal?.computed) return literal.text.length > 60 ? `${literal.text.slice(0, 57)}…\`` : literal.text;
  }
  return undefined;
}

/** The template literal opening at `start` (a backtick), and whether it has a `${…}` substitution. */
function readTemplateLiteral(text: string, start: number): { text: string; computed: boolean } | undefined {
  let computed = false;
  let depth = 0;
  for (let index = start + 1; index < text.length; index++) {
    const char = text[index];
    if (char === '\\') {
      index += 1;
    } else if (depth > 0) {
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
    } else if (char === '$' && text[index + 1] === '{') {
      computed = true;
      depth = 1;
      index += 1;
    } else if (char === '`') {
      return { text: text.slice(start, index + 1), computed };
    }
  }
  return undefined;
}

/** Plans the edits (reads files, writes nothing). */
export async function planApply(options: ApplyOptions): Promise<ApplyPlan> {
  const healDir = join(resolve(options.rootDir, options.cacheDir), 'heal');
  const files: ApplyFile[] = [];
  const skipped: { spec: string; original: string; reason: string }[] = [];
  const wanted = options.specs ? new Set(options.specs.map((spec) => spec.split('\\').join('/'))) : undefined;
  for (const cacheFile of await listJsonFiles(healDir)) {
    const read = await readJsonStore<HealRecord>(cacheFile, STORE);
    if (read.kind !== 'ok') {
      if (read.kind !== 'missing')
        skipped.push({ spec: cacheFile, original: '*', reason: `cache file unreadable (${read.kind})` });
      continue;
    }
    const spec = relative(healDir, cacheFile)
      .split('\\')
      .join('/')
      .replace(/\.json$/, '');
    if (wanted && !wanted.has(spec)) continue;
    let before: string;
    try {
      before = await readFile(join(options.rootDir, spec), 'utf8');
    } catch {
      for (const record of Object.values(read.entries))
        skipped.push({ spec, original: record.original, reason: 'spec file not found' });
      continue;
    }
    const taken: Occurrence[] = [];
    const edits: ApplyEdit[] = [];
    for (const [key, record] of Object.entries(read.entries).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    )) {
      if (replacementFor(record) === undefined) {
        skipped.push({ spec, original: record.original, reason: NO_CODE_FORM });
        continue;
      }
      const occurrence = findOccurrence(before, record);
      if (!occurrence) {
        const computed = computedTemplateAt(before, record.location.line);
        skipped.push({
          spec,
          original: record.original,
          reason:
            computed === undefined
              ? 'literal not found in the spec (edited since?)'
              : `the locator is a template literal with \${…} (${computed}), computed when the test runs: apply rewrites only literals without substitutions; change it by hand to ${replacementFor(record)}`,
        });
        continue;
      }
      if (taken.some((other) => other.start < occurrence.end && occurrence.start < other.end)) {
        skipped.push({ spec, original: record.original, reason: 'another heal rewrites the same literal' });
        continue;
      }
      taken.push(occurrence);
      edits.push({
        key,
        line: lineOf(before, occurrence.start),
        from: before.slice(occurrence.start, occurrence.end),
        to: occurrence.replacement,
      });
    }
    if (edits.length === 0) continue;
    let after = before;
    for (const occurrence of [...taken].sort((a, b) => b.start - a.start)) {
      after = after.slice(0, occurrence.start) + occurrence.replacement + after.slice(occurrence.end);
    }
    files.push({ spec, before, after, edits, cacheFile });
  }
  return { files, skipped };
}

/** The plan as a reviewable unified diff. */
export function formatApplyDiff(plan: ApplyPlan): string {
  return plan.files.map((file) => unifiedDiff(file.spec, file.before, file.after)).join('');
}

/** Writes the edited specs (atomically) and removes the applied records from the cache. */
export async function writeApply(plan: ApplyPlan, rootDir: string): Promise<void> {
  for (const file of plan.files) {
    await writeAtomically(join(rootDir, file.spec), file.after);
    await writeJsonStore<HealRecord>(file.cacheFile, { delete: file.edits.map((edit) => edit.key) }, STORE);
  }
}

async function listJsonFiles(dir: string): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listJsonFiles(path)));
    else if (entry.isFile() && entry.name.endsWith('.json')) found.push(path);
  }
  return found.sort();
}
