/**
 * The act cache: `cache/act/<spec path>.json`, committed, one entry per act call keyed by the
 * test's title path and the call's position (`#1`, `#2`…) or its explicit id. Written through the
 * shared atomic, locked, merging JSON store, so workers and shards never lose each other's entries.
 *
 * Modes (option `act.cache`, per call `cache`):
 * | mode   | replays | records new / changed | writes heals to              | calls the model |
 * |--------|---------|-----------------------|------------------------------|-----------------|
 * | auto   | heal on CI, write otherwise                                                     |
 * | write  | yes     | yes, committed file   | committed file               | yes             |
 * | heal   | yes     | yes, output dir       | test output dir (committed untouched) | yes    |
 * | locked | yes     | no (throws)           | nowhere                      | never (level-1 heals only) |
 * | off    | no      | no                    | nowhere                      | yes, every run  |
 *
 * Playwright's `updateSnapshots` refines it: `all` re-records every call, `changed` (a bare `-u`)
 * re-records calls that failed, healed or whose instruction changed, `missing` (the default)
 * records only calls with no entry, `none` behaves like locked.
 */
import { join } from 'node:path';
import { readJsonStore, writeJsonStore } from '../cache/json-store.js';
import type { ActCacheMode, ActRecord } from './types.js';

/** Bump when a record's meaning changes; older files are read, newer ones are left alone. */
export const ACT_CACHE_VERSION = 1;

/** Where CI / heal-mode runs put act records (under the project's output dir) for review. */
export const ACT_OUTPUT_CACHE_DIR = 'healwright-cache';

export type Rerecord = 'never' | 'all' | 'changed';

/** What one act call may do with the cache. */
export interface ActCachePolicy {
  readonly mode: Exclude<ActCacheMode, 'auto'>;
  readonly read: boolean;
  /** Record calls with no (or a changed) entry. */
  readonly record: boolean;
  /** Write heals / re-recordings of existing entries. */
  readonly rewrite: boolean;
  /** Writes go to the output dir instead of the committed file. */
  readonly toOutputDir: boolean;
  readonly modelAllowed: boolean;
  readonly rerecord: Rerecord;
}

/**
 * The policy of a call.
 *
 * @example
 * actCachePolicy('auto', { ci: true, updateSnapshots: 'missing' }).toOutputDir; // true
 */
export function actCachePolicy(
  mode: ActCacheMode,
  run: { readonly ci: boolean; readonly updateSnapshots: string | undefined },
): ActCachePolicy {
  const resolved: Exclude<ActCacheMode, 'auto'> =
    run.updateSnapshots === 'none' && mode !== 'off'
      ? 'locked'
      : mode === 'auto'
        ? run.ci
          ? 'heal'
          : 'write'
        : mode;
  const rerecord: Rerecord =
    run.updateSnapshots === 'all' ? 'all' : run.updateSnapshots === 'changed' ? 'changed' : 'never';
  switch (resolved) {
    case 'write':
      return {
        mode: resolved,
        read: true,
        record: true,
        rewrite: true,
        toOutputDir: false,
        modelAllowed: true,
        rerecord,
      };
    case 'heal':
      return {
        mode: resolved,
        read: true,
        record: true,
        rewrite: true,
        toOutputDir: true,
        modelAllowed: true,
        rerecord,
      };
    case 'locked':
      return {
        mode: resolved,
        read: true,
        record: false,
        rewrite: false,
        toOutputDir: false,
        modelAllowed: false,
        rerecord: 'never',
      };
    case 'off':
      return {
        mode: resolved,
        read: false,
        record: false,
        rewrite: false,
        toOutputDir: false,
        modelAllowed: true,
        rerecord: 'never',
      };
  }
}

/** `<cacheDir>/act/<spec>.json`. */
export function actCacheFile(cacheDir: string, spec: string): string {
  return join(cacheDir, 'act', `${spec}.json`);
}

/**
 * The entry key: the test's title path and the call.
 *
 * @example
 * actRecordKey(['cart', 'adds a shirt'], '#1'); // 'cart › adds a shirt › #1'
 */
export function actRecordKey(titlePath: readonly string[], call: string): string {
  return [...titlePath, call].join(' › ');
}

/** Shape check used when reading (a foreign entry makes the file corrupt, never silently used). */
export function isActRecord(value: unknown): value is ActRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<ActRecord>;
  return (
    typeof record.instruction === 'string' &&
    typeof record.call === 'string' &&
    typeof record.test === 'string' &&
    Array.isArray(record.steps) &&
    record.steps.every(
      (step) =>
        typeof step === 'object' &&
        step !== null &&
        typeof step.action === 'string' &&
        typeof step.effect === 'object',
    )
  );
}

const STORE = { version: ACT_CACHE_VERSION, isEntry: isActRecord } as const;

export interface ActCacheFiles {
  /** The committed file. */
  readonly committed: string;
  /** The output-dir copy (heal mode / CI). */
  readonly output: string;
}

/** Reads and writes one spec's act records. Problems become warnings, never crashes. */
export class ActCacheHandle {
  private entries: Promise<Record<string, ActRecord>> | undefined;
  private readonly files: ActCacheFiles;
  private readonly warn: (message: string) => void;

  constructor(files: ActCacheFiles, warn: (message: string) => void) {
    this.files = files;
    this.warn = warn;
  }

  writeFile(policy: ActCachePolicy): string {
    return policy.toOutputDir ? this.files.output : this.files.committed;
  }

  async lookup(key: string, policy: ActCachePolicy): Promise<ActRecord | undefined> {
    if (!policy.read) return undefined;
    this.entries ??= this.load(policy);
    return (await this.entries)[key];
  }

  /** Stores a record. Returns the file written, or undefined when nothing was written. */
  async store(
    key: string,
    record: ActRecord,
    policy: ActCachePolicy,
    kind: 'new' | 'rewrite',
  ): Promise<string | undefined> {
    if (this.entries) (await this.entries)[key] = record;
    if (!(kind === 'new' ? policy.record : policy.rewrite)) return undefined;
    const file = this.writeFile(policy);
    try {
      const result = await writeJsonStore<ActRecord>(file, { set: { [key]: record } }, STORE);
      if (result.corrupt) {
        this.warn(
          `${file} was corrupt (${result.corrupt.reason}); moved to ${result.corrupt.movedTo}, a new file was started`,
        );
      }
      return file;
    } catch (error) {
      this.warn(`could not write ${file}: ${(error as Error).message}`);
      return undefined;
    }
  }

  private async load(policy: ActCachePolicy): Promise<Record<string, ActRecord>> {
    const committed = await this.read(this.files.committed);
    return policy.toOutputDir ? { ...committed, ...(await this.read(this.files.output)) } : committed;
  }

  private async read(file: string): Promise<Record<string, ActRecord>> {
    try {
      const read = await readJsonStore<ActRecord>(file, STORE);
      if (read.kind === 'corrupt') this.warn(`${file} is corrupt (${read.reason}); ignored for this run`);
      else if (read.kind === 'newer-version')
        this.warn(`${file} has format ${read.version}, newer than this healwright; ignored`);
      return { ...read.entries };
    } catch (error) {
      this.warn(`could not read ${file}: ${(error as Error).message}`);
      return {};
    }
  }
}
