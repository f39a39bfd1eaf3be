/**
 * A versioned JSON file of keyed entries, safe for many writers: every write takes the file's
 * lock, re-reads what is on disk, applies only its own changes (set / delete by key), writes a
 * temp file and renames it into place. Parallel workers and shards therefore never lose each
 * other's entries, and a reader never sees a half-written file.
 *
 * A file that does not parse, or has an unknown shape, is *corrupt*: reads report it and act as
 * if it were empty; the first write moves it aside to `<file>.corrupt-<n>` (never overwritten
 * silently) and reports where it went. A file written by a newer format version is left alone.
 *
 * One entry that fails `isEntry` makes the whole file corrupt, unless the store is opened with
 * `malformedEntries: 'set-aside'`: then reads return the valid entries and name the malformed
 * ones, and the first write moves only those to `<file>.malformed-<n>` (a store file of their own,
 * written before the main file is replaced, so a crash in between duplicates, never loses).
 *
 * File shape: `{ "version": <n>, "entries": { "<key>": <entry>, … } }`, canonical JSON.
 */
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { HealwrightError } from '../errors.js';
import { toCanonicalJson } from './canonical-json.js';
import { type FileLockOptions, withFileLock } from './file-lock.js';

export interface JsonStoreDocument<Entry> {
  readonly version: number;
  readonly entries: Readonly<Record<string, Entry>>;
}

export type JsonStoreRead<Entry> =
  | { readonly kind: 'missing'; readonly entries: Readonly<Record<string, Entry>> }
  | {
      readonly kind: 'ok';
      readonly entries: Readonly<Record<string, Entry>>;
      /** `malformedEntries: 'set-aside'`: the entries that failed `isEntry`, as found (absent: none). */
      readonly malformed?: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'corrupt'; readonly entries: Readonly<Record<string, Entry>>; readonly reason: string }
  | {
      readonly kind: 'newer-version';
      readonly entries: Readonly<Record<string, Entry>>;
      readonly version: number;
    };

export interface JsonStoreChanges<Entry> {
  readonly set?: Readonly<Record<string, Entry>>;
  readonly delete?: readonly string[];
}

export interface JsonStoreWriteResult {
  /** Entries in the file after the write. */
  readonly size: number;
  /** Set when a corrupt file was found and moved aside before writing. */
  readonly corrupt?: { readonly reason: string; readonly movedTo: string };
  /** Set when malformed entries were found and moved to a file of their own before writing. */
  readonly malformed?: { readonly keys: readonly string[]; readonly movedTo: string };
  /** True when nothing needed writing (no changes, or the changes were already on disk). */
  readonly unchanged: boolean;
}

export interface JsonStoreOptions extends FileLockOptions {
  /** The format version this code writes and reads. */
  readonly version: number;
  /** Optional shape check for each entry; an entry that fails it makes the file corrupt. */
  readonly isEntry?: (value: unknown) => boolean;
  /**
   * What an entry that fails `isEntry` does: `corrupt` (default) makes the whole file corrupt;
   * `set-aside` drops only that entry from reads and moves it to `<file>.malformed-<n>` on write.
   */
  readonly malformedEntries?: 'corrupt' | 'set-aside';
}

let tempCounter = 0;

/** Parses a store file's text. Pure: exported for tests and for `cache merge`. */
export function parseJsonStore<Entry>(text: string, options: JsonStoreOptions): JsonStoreRead<Entry> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { kind: 'corrupt', entries: {}, reason: `not valid JSON (${(error as Error).message})` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { kind: 'corrupt', entries: {}, reason: 'not a JSON object' };
  }
  const { version, entries } = data as { version?: unknown; entries?: unknown };
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return { kind: 'corrupt', entries: {}, reason: 'missing "version"' };
  }
  if (version > options.version) return { kind: 'newer-version', entries: {}, version };
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) {
    return { kind: 'corrupt', entries: {}, reason: 'missing "entries" object' };
  }
  if (!options.isEntry) return { kind: 'ok', entries: entries as Record<string, Entry> };
  const valid: Record<string, Entry> = {};
  const malformed: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(entries)) {
    if (options.isEntry(entry)) valid[key] = entry as Entry;
    else if (options.malformedEntries === 'set-aside') malformed[key] = entry;
    else return { kind: 'corrupt', entries: {}, reason: `entry ${JSON.stringify(key)} has an unknown shape` };
  }
  return Object.keys(malformed).length
    ? { kind: 'ok', entries: valid, malformed }
    : { kind: 'ok', entries: valid };
}

/**
 * Reads a store file without locking (a rename makes every read see a whole file).
 *
 * @example
 * const read = await readJsonStore<HealRecord>('cache/heal/a.spec.ts.json', { version: 1 });
 * if (read.kind === 'corrupt') report(read.reason);
 */
export async function readJsonStore<Entry>(
  file: string,
  options: JsonStoreOptions,
): Promise<JsonStoreRead<Entry>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing', entries: {} };
    throw error;
  }
  return parseJsonStore<Entry>(text, options);
}

/**
 * Applies `changes` to the file under its lock, merging with whatever other writers stored.
 *
 * @example
 * await writeJsonStore('cache/heal/a.spec.ts.json', { set: { [key]: record } }, { version: 1 });
 */
export async function writeJsonStore<Entry>(
  file: string,
  changes: JsonStoreChanges<Entry>,
  options: JsonStoreOptions,
): Promise<JsonStoreWriteResult> {
  await mkdir(dirname(file), { recursive: true });
  return withFileLock(
    file,
    async () => {
      const read = await readJsonStore<Entry>(file, options);
      if (read.kind === 'newer-version') {
        throw new HealwrightError(
          'CACHE_CORRUPT',
          `${file} was written by a newer healwright (format ${read.version}, this one writes ${options.version}); not touching it`,
          { details: { file, version: read.version } },
        );
      }
      let corrupt: JsonStoreWriteResult['corrupt'];
      if (read.kind === 'corrupt') corrupt = { reason: read.reason, movedTo: await moveAside(file) };
      const entries: Record<string, Entry> = { ...read.entries };
      const before = toCanonicalJson(entries);
      for (const [key, entry] of Object.entries(changes.set ?? {})) entries[key] = entry;
      for (const key of changes.delete ?? []) delete entries[key];
      const size = Object.keys(entries).length;
      const found = read.kind === 'ok' ? read.malformed : undefined;
      const unchanged = read.kind === 'ok' && !found && before === toCanonicalJson(entries);
      const report = {
        size,
        ...(corrupt ? { corrupt } : {}),
        ...(found
          ? { malformed: { keys: Object.keys(found).sort(), movedTo: await setAside(file, found, options) } }
          : {}),
      };
      if (unchanged || (read.kind === 'missing' && size === 0)) return { ...report, unchanged: true };
      await writeAtomically(file, toCanonicalJson({ version: options.version, entries }));
      return { ...report, unchanged: false };
    },
    options,
  );
}

/** Writes `text` to a temp file next to `file` and renames it over `file`. */
export async function writeAtomically(file: string, text: string): Promise<void> {
  tempCounter += 1;
  const temp = `${file}.${process.pid}.${tempCounter}.tmp`;
  try {
    await writeFile(temp, text, 'utf8');
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Writes malformed entries to a new `<file>.malformed-<n>` (under the file's lock) and returns its path. */
async function setAside(
  file: string,
  malformed: Readonly<Record<string, unknown>>,
  options: JsonStoreOptions,
): Promise<string> {
  const target = await freeName(`${file}.malformed-`);
  await writeAtomically(target, toCanonicalJson({ version: options.version, entries: malformed }));
  return target;
}

/** The first `<prefix><n>` (n = 1, 2, …) that does not exist; the caller holds the file's lock. */
async function freeName(prefix: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const target = `${prefix}${n}`;
    try {
      await access(target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return target;
      throw error;
    }
  }
}

async function moveAside(file: string): Promise<string> {
  // rename() would replace an earlier corrupt copy; we hold the lock, so find a free name, then move.
  const target = await freeName(`${file}.corrupt-`);
  await rename(file, target);
  return target;
}
