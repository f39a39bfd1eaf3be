/**
 * `healwright cache merge <dirs…>`: folds the records that sharded CI runs wrote to their test
 * output (`test-results/healwright-cache/heal/…`, and `…/act/…` for page.act) into the committed
 * cache. Per key the most recent record wins; everything else on either side is kept. Corrupt
 * source files are reported and skipped; a corrupt target file is moved aside by the store, never
 * overwritten.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { HealwrightError } from '../errors.js';
import { slashRelative } from '../project-paths.js';
import { HEAL_CACHE_VERSION, type HealRecord, isHealRecord } from './heal-record.js';
import { type JsonStoreOptions, readJsonStore, writeJsonStore } from './json-store.js';

export interface MergeFileReport {
  /** Path below the kind's folder (`heal/`, `act/`), e.g. `specs/cart.spec.ts.json`. */
  readonly file: string;
  readonly added: number;
  readonly updated: number;
  readonly kept: number;
}

export interface MergeReport {
  readonly files: readonly MergeFileReport[];
  readonly problems: readonly string[];
  /** Sources that have no records of this kind (also named in `problems`). */
  readonly missing: readonly string[];
}

/** One kind of cached record: its folder in a cache dir, its store format, and its time stamp. */
export interface CacheRecordKind<Entry> {
  /** `heal` or `act`: `<cacheDir>/<folder>/…`, `<outputDir>/healwright-cache/<folder>/…`. */
  readonly folder: string;
  readonly store: JsonStoreOptions;
  /** ISO time the record was made; the newest record of a key wins. */
  readonly madeAt: (entry: Entry) => string;
}

const HEAL_RECORDS: CacheRecordKind<HealRecord> = {
  folder: 'heal',
  store: { version: HEAL_CACHE_VERSION, isEntry: isHealRecord },
  madeAt: (record) => record.healed_at,
};

/** A source's folder of one kind: `<dir>/<folder>`, or `<dir>/healwright-cache/<folder>` (a test output dir). */
async function findRecordRoot(dir: string, folder: string): Promise<string | undefined> {
  for (const candidate of [join(dir, folder), join(dir, 'healwright-cache', folder)]) {
    if (await isDirectory(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Merges every source's heal records into `<intoCacheDir>/heal/`.
 *
 * @example
 * await mergeHealCaches(['shard-1/test-results', 'shard-2/test-results'], 'cache');
 */
export async function mergeHealCaches(
  sources: readonly string[],
  intoCacheDir: string,
): Promise<MergeReport> {
  return mergeRecordCaches(sources, intoCacheDir, HEAL_RECORDS);
}

/**
 * Merges every source's records of one kind into `<intoCacheDir>/<kind.folder>/`.
 *
 * @example
 * await mergeRecordCaches(['shard-1/test-results'], 'cache', ACT_RECORDS);
 */
export async function mergeRecordCaches<Entry>(
  sources: readonly string[],
  intoCacheDir: string,
  kind: CacheRecordKind<Entry>,
): Promise<MergeReport> {
  const problems: string[] = [];
  const missing: string[] = [];
  const incoming = new Map<string, Map<string, Entry>>();
  for (const source of sources) {
    const root = await findRecordRoot(source, kind.folder);
    if (!root) {
      missing.push(source);
      problems.push(
        `${source}: no ${kind.folder} records (looked for ${kind.folder}/ and healwright-cache/${kind.folder}/)`,
      );
      continue;
    }
    for (const file of await listJsonFiles(root)) {
      const read = await readJsonStore<Entry>(file, kind.store);
      if (read.kind === 'corrupt' || read.kind === 'newer-version') {
        problems.push(
          `${file}: skipped (${read.kind === 'corrupt' ? read.reason : `format ${read.version}`})`,
        );
        continue;
      }
      const name = slashRelative(root, file);
      const into = incoming.get(name) ?? new Map<string, Entry>();
      for (const [key, record] of Object.entries(read.entries)) {
        const seen = into.get(key);
        if (!seen || kind.madeAt(seen) < kind.madeAt(record)) into.set(key, record);
      }
      incoming.set(name, into);
    }
  }
  const files: MergeFileReport[] = [];
  for (const [name, records] of [...incoming].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const target = join(intoCacheDir, kind.folder, name);
    const current = await readJsonStore<Entry>(target, kind.store);
    if (current.kind === 'newer-version') {
      throw new HealwrightError(
        'CACHE_CORRUPT',
        `${target} has a newer format (${current.version}); not merging into it`,
      );
    }
    const set: Record<string, Entry> = {};
    let added = 0;
    let updated = 0;
    let kept = 0;
    for (const [key, record] of records) {
      const existing = current.entries[key];
      if (!existing) added += 1;
      else if (kind.madeAt(existing) < kind.madeAt(record)) updated += 1;
      else {
        kept += 1;
        continue;
      }
      set[key] = record;
    }
    const result = await writeJsonStore<Entry>(target, { set }, kind.store);
    if (result.corrupt)
      problems.push(`${target} was corrupt (${result.corrupt.reason}); moved to ${result.corrupt.movedTo}`);
    files.push({ file: name, added, updated, kept });
  }
  return { files, problems, missing };
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

async function listJsonFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listJsonFiles(path)));
    else if (entry.isFile() && entry.name.endsWith('.json')) found.push(path);
  }
  return found.sort();
}
