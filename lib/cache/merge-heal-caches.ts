/**
 * `healwright cache merge <dirs…>`: folds the heal records that sharded CI runs wrote to their
 * test output (`test-results/healwright-cache/heal/…`) into the committed cache. Per key the most
 * recent heal wins; everything else on either side is kept. Corrupt source files are reported and
 * skipped; a corrupt target file is moved aside by the store, never overwritten.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { HealwrightError } from '../errors.js';
import { slashRelative } from '../project-paths.js';
import { HEAL_CACHE_VERSION, type HealRecord, isHealRecord } from './heal-record.js';
import { readJsonStore, writeJsonStore } from './json-store.js';

const STORE = { version: HEAL_CACHE_VERSION, isEntry: isHealRecord } as const;

export interface MergeFileReport {
  /** Path below `heal/`, e.g. `specs/cart.spec.ts.json`. */
  readonly file: string;
  readonly added: number;
  readonly updated: number;
  readonly kept: number;
}

export interface MergeReport {
  readonly files: readonly MergeFileReport[];
  readonly problems: readonly string[];
}

/** The `heal/` folder of a source: `<dir>/heal`, or `<dir>/healwright-cache/heal` (a test output dir). */
export async function findHealRoot(dir: string): Promise<string | undefined> {
  for (const candidate of [join(dir, 'heal'), join(dir, 'healwright-cache', 'heal')]) {
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
  const problems: string[] = [];
  const incoming = new Map<string, Map<string, HealRecord>>();
  for (const source of sources) {
    const root = await findHealRoot(source);
    if (!root) {
      problems.push(`${source}: no heal records (looked for heal/ and healwright-cache/heal/)`);
      continue;
    }
    for (const file of await listJsonFiles(root)) {
      const read = await readJsonStore<HealRecord>(file, STORE);
      if (read.kind === 'corrupt' || read.kind === 'newer-version') {
        problems.push(
          `${file}: skipped (${read.kind === 'corrupt' ? read.reason : `format ${read.version}`})`,
        );
        continue;
      }
      const name = slashRelative(root, file);
      const into = incoming.get(name) ?? new Map<string, HealRecord>();
      for (const [key, record] of Object.entries(read.entries)) {
        const seen = into.get(key);
        if (!seen || seen.healed_at < record.healed_at) into.set(key, record);
      }
      incoming.set(name, into);
    }
  }
  const files: MergeFileReport[] = [];
  for (const [name, records] of [...incoming].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const target = join(intoCacheDir, 'heal', name);
    const current = await readJsonStore<HealRecord>(target, STORE);
    if (current.kind === 'newer-version') {
      throw new HealwrightError(
        'CACHE_CORRUPT',
        `${target} has a newer format (${current.version}); not merging into it`,
      );
    }
    const set: Record<string, HealRecord> = {};
    let added = 0;
    let updated = 0;
    let kept = 0;
    for (const [key, record] of records) {
      const existing = current.entries[key];
      if (!existing) added += 1;
      else if (existing.healed_at < record.healed_at) updated += 1;
      else {
        kept += 1;
        continue;
      }
      set[key] = record;
    }
    const result = await writeJsonStore<HealRecord>(target, { set }, STORE);
    if (result.corrupt)
      problems.push(`${target} was corrupt (${result.corrupt.reason}); moved to ${result.corrupt.movedTo}`);
    files.push({ file: name, added, updated, kept });
  }
  return { files, problems };
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
