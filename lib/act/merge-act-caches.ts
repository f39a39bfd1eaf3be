/**
 * `healwright cache merge` for page.act: the records a CI run wrote to its test output
 * (`test-results/healwright-cache/act/…`: the default cache mode on CI is `heal`, which never
 * writes the committed files) folded into the committed `cache/act/`. Per key the newest
 * recording wins; nothing else is dropped.
 */
import { type CacheRecordKind, type MergeReport, mergeRecordCaches } from '../cache/merge-heal-caches.js';
import { ACT_CACHE_VERSION, isActRecord } from './cache.js';
import type { ActRecord } from './types.js';

const ACT_RECORDS: CacheRecordKind<ActRecord> = {
  folder: 'act',
  store: { version: ACT_CACHE_VERSION, isEntry: isActRecord },
  madeAt: (record) => record.recorded_at,
};

/**
 * Merges every source's act records into `<intoCacheDir>/act/`.
 *
 * @example
 * await mergeActCaches(['shard-1/test-results', 'shard-2/test-results'], 'cache');
 */
export async function mergeActCaches(sources: readonly string[], intoCacheDir: string): Promise<MergeReport> {
  return mergeRecordCaches(sources, intoCacheDir, ACT_RECORDS);
}
