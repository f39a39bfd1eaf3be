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
 * Playwright's `updateSnapshots` (or the `act.update` option) refines it:
 * | update    | no entry | instruction changed | replay healed              | replay failed          |
 * |-----------|----------|---------------------|----------------------------|------------------------|
 * | default   | record   | re-record           | write the heal (mode's file) | throw                |
 * | missing   | record   | throw (needs -u)    | heal to the output dir only | throw                 |
 * | changed   | record   | re-record           | write the heal             | re-record: new effects accepted, a lost element redone |
 * | all       | every call is re-recorded from scratch (no replay)                                    |
 * | none      | like locked: replay + level-1 heals, nothing written, never the model                 |
 */
import { join } from 'node:path';
import { readJsonStore, writeJsonStore } from '../cache/json-store.js';
import type { ActCacheMode, ActRecord } from './types.js';

/** Bump when a record's meaning changes; older files are read, newer ones are left alone. */
export const ACT_CACHE_VERSION = 1;

/** Where CI / heal-mode runs put act records (under the project's output dir) for review. */
export const ACT_OUTPUT_CACHE_DIR = 'healwright-cache';

/** Playwright's `updateSnapshots` values (`default` = no `-u` flag). */
export const ACT_UPDATE_MODES = ['all', 'changed', 'missing', 'none', 'default'] as const;
export type ActUpdateMode = (typeof ACT_UPDATE_MODES)[number];

/** Where a write goes: the committed file, the output-dir copy, or nowhere. */
export type ActWriteTarget = 'committed' | 'output' | 'none';

/** What one act call may do with the cache. */
export interface ActCachePolicy {
  readonly mode: Exclude<ActCacheMode, 'auto'>;
  readonly update: ActUpdateMode;
  readonly read: boolean;
  /** Where a call with no entry (or a re-recorded one) is written. */
  readonly recordTo: ActWriteTarget;
  /** Where a healed replay's record is written. */
  readonly healTo: ActWriteTarget;
  readonly modelAllowed: boolean;
  /** Skip the replay and record every call again (`-u all`). */
  readonly rerecordAll: boolean;
  /** A changed instruction records again (else it throws: `-u missing`, locked). */
  readonly rerecordChangedInstruction: boolean;
  /** A failed replay is re-recorded instead of thrown (`-u changed`). */
  readonly rerecordFailed: boolean;
}

function readUpdate(value: string | undefined): ActUpdateMode {
  return ACT_UPDATE_MODES.find((mode) => mode === value) ?? 'default';
}

/**
 * The policy of a call, from the cache mode and Playwright's `updateSnapshots`.
 *
 * @example
 * actCachePolicy('auto', { ci: true, updateSnapshots: 'default' }).recordTo; // 'output'
 * actCachePolicy('write', { ci: false, updateSnapshots: 'none' }).mode;      // 'locked'
 */
export function actCachePolicy(
  mode: ActCacheMode,
  run: { readonly ci: boolean; readonly updateSnapshots: string | undefined },
): ActCachePolicy {
  const update = readUpdate(run.updateSnapshots);
  const resolved: Exclude<ActCacheMode, 'auto'> =
    update === 'none' && mode !== 'off' ? 'locked' : mode === 'auto' ? (run.ci ? 'heal' : 'write') : mode;
  const nothing = {
    rerecordAll: false,
    rerecordChangedInstruction: false,
    rerecordFailed: false,
  } as const;
  switch (resolved) {
    case 'write':
    case 'heal': {
      const file: ActWriteTarget = resolved === 'write' ? 'committed' : 'output';
      return {
        mode: resolved,
        update,
        read: true,
        recordTo: file,
        // `-u missing` writes only new entries to the committed file; heals are left for review.
        healTo: update === 'missing' ? 'output' : file,
        modelAllowed: true,
        rerecordAll: update === 'all',
        rerecordChangedInstruction: update !== 'missing',
        rerecordFailed: update === 'changed' || update === 'all',
      };
    }
    case 'locked':
      return {
        mode: resolved,
        update,
        read: true,
        recordTo: 'none',
        healTo: 'none',
        modelAllowed: false,
        ...nothing,
      };
    case 'off':
      return {
        mode: resolved,
        update,
        read: false,
        recordTo: 'none',
        healTo: 'none',
        modelAllowed: true,
        ...nothing,
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

/** Shape check used when reading (a foreign entry is never silently used: set aside, or the file is corrupt). */
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

/** A malformed entry costs only itself: the others replay, it is set aside on the next write. */
const STORE = { version: ACT_CACHE_VERSION, isEntry: isActRecord, malformedEntries: 'set-aside' } as const;

export interface ActCacheFiles {
  /** The committed file. */
  readonly committed: string;
  /** The output-dir copy (heal mode / CI). */
  readonly output: string;
}

/**
 * Reads and writes one test's act records: reads at once, writes when the test has passed (`flush`).
 * Problems become warnings, never crashes.
 */
export class ActCacheHandle {
  private entries: Promise<Record<string, ActRecord>> | undefined;
  private readonly files: ActCacheFiles;
  private readonly warn: (message: string) => void;
  private readonly show: (file: string) => string;
  /** Records waiting for the test to pass, per file. */
  private readonly pending = new Map<string, Record<string, ActRecord>>();

  /** `show` turns a file into the path warnings print (project-relative); default as is. */
  constructor(
    files: ActCacheFiles,
    warn: (message: string) => void,
    show: (file: string) => string = String,
  ) {
    this.files = files;
    this.warn = warn;
    this.show = show;
  }

  /** The file a write to `target` goes to. */
  fileOf(target: ActWriteTarget): string | undefined {
    return target === 'committed'
      ? this.files.committed
      : target === 'output'
        ? this.files.output
        : undefined;
  }

  async lookup(key: string, policy: ActCachePolicy): Promise<ActRecord | undefined> {
    if (!policy.read) return undefined;
    this.entries ??= this.load(policy);
    return (await this.entries)[key];
  }

  /**
   * Queues a record for the file `kind` writes to, and serves it to later calls of this run at
   * once. Returns that file, or undefined when the policy writes nowhere. Nothing reaches disk
   * before `flush` (the test passed): `page.act` never asserts, so a recording is accepted only
   * when the test that asserts on it passes, as heals are.
   */
  async queue(
    key: string,
    record: ActRecord,
    policy: ActCachePolicy,
    kind: 'record' | 'heal',
  ): Promise<string | undefined> {
    if (this.entries) (await this.entries)[key] = record;
    const file = this.fileOf(kind === 'record' ? policy.recordTo : policy.healTo);
    if (!file) return undefined;
    const queued = this.pending.get(file) ?? {};
    queued[key] = record;
    this.pending.set(file, queued);
    return file;
  }

  /** Records queued by this test and not yet written. */
  get pendingCount(): number {
    let count = 0;
    for (const records of this.pending.values()) count += Object.keys(records).length;
    return count;
  }

  /** Forgets the queued records (the test did not pass). Returns the files they were queued for. */
  discard(): ReadonlySet<string> {
    const files = new Set(this.pending.keys());
    this.pending.clear();
    return files;
  }

  /** Writes the queued records, one locked merge per file. Returns the files that could not be written. */
  async flush(): Promise<ReadonlySet<string>> {
    const failed = new Set<string>();
    const pending = [...this.pending];
    this.pending.clear();
    for (const [file, set] of pending) {
      try {
        const result = await writeJsonStore<ActRecord>(file, { set }, STORE);
        if (result.corrupt) {
          this.warn(
            `${this.show(file)} was corrupt (${result.corrupt.reason}); moved to ${this.show(result.corrupt.movedTo)}, a new file was started`,
          );
        }
        if (result.malformed) {
          const { keys, movedTo } = result.malformed;
          this.warn(
            `${this.show(file)}: moved the malformed ${keys.length === 1 ? 'entry' : 'entries'} ${keys.map((one) => JSON.stringify(one)).join(', ')} to ${this.show(movedTo)}`,
          );
        }
      } catch (error) {
        failed.add(file);
        this.warn(`could not write ${this.show(file)}: ${(error as Error).message}`);
      }
    }
    return failed;
  }

  private async load(policy: ActCachePolicy): Promise<Record<string, ActRecord>> {
    const committed = await this.read(this.files.committed);
    // Heal mode reads its own earlier output over the committed file (CI never writes the latter).
    return policy.recordTo === 'output'
      ? { ...committed, ...(await this.read(this.files.output)) }
      : committed;
  }

  private async read(file: string): Promise<Record<string, ActRecord>> {
    try {
      const read = await readJsonStore<ActRecord>(file, STORE);
      const shown = this.show(file);
      if (read.kind === 'corrupt') this.warn(`${shown} is corrupt (${read.reason}); ignored for this run`);
      else if (read.kind === 'newer-version')
        this.warn(`${shown} has format ${read.version}, newer than this healwright; ignored`);
      else if (read.kind === 'ok' && read.malformed) {
        const keys = Object.keys(read.malformed).sort();
        this.warn(
          `${shown}: ${keys.length === 1 ? 'entry' : 'entries'} ${keys.map((one) => JSON.stringify(one)).join(', ')} ${keys.length === 1 ? 'has an' : 'have an'} unknown shape; ignored for this run (the other entries are used)`,
        );
      }
      return { ...read.entries };
    } catch (error) {
      this.warn(`could not read ${this.show(file)}: ${(error as Error).message}`);
      return {};
    }
  }
}
