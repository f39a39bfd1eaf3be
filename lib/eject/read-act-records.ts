/**
 * Reads one spec's act records (`<cacheDir>/act/<spec>.json`) in the act cache's own format:
 * the shared JSON store shape, the act record check and version from lib/act/cache.ts.
 */
import { ACT_CACHE_VERSION, actCacheFile, isActRecord } from '../act/cache.js';
import type { ActRecord } from '../act/types.js';
import { readJsonStore } from '../cache/json-store.js';
import { HealwrightError } from '../errors.js';

/**
 * The records keyed as the act cache keys them (`describe › title › #1`). A missing file is an
 * empty map; a corrupt or newer file is an error (eject must not guess).
 *
 * @example
 * await readActRecords('/repo/cache', 'specs/checkout.spec.ts');
 */
export async function readActRecords(
  cacheDir: string,
  spec: string,
): Promise<ReadonlyMap<string, ActRecord>> {
  const file = actCacheFile(cacheDir, spec);
  const read = await readJsonStore<ActRecord>(file, { version: ACT_CACHE_VERSION, isEntry: isActRecord });
  if (read.kind === 'corrupt') {
    throw new HealwrightError('CACHE_CORRUPT', `${file} is corrupt (${read.reason}); nothing to eject from`);
  }
  if (read.kind === 'newer-version') {
    throw new HealwrightError(
      'CACHE_CORRUPT',
      `${file} has format ${read.version}, newer than this healwright`,
    );
  }
  return new Map(Object.entries(read.entries));
}
