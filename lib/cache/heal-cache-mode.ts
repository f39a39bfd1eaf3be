/**
 * Cache modes follow Playwright's own `updateSnapshots` (`--update-snapshots[=mode]`, `-u` = changed),
 * read from `testInfo.config.updateSnapshots`:
 *
 * | mode              | reads cache | new heal | stale entry            | entry whose original works again |
 * |-------------------|-------------|----------|------------------------|----------------------------------|
 * | all               | no          | written  | re-healed, rewritten   | removed                          |
 * | changed (`-u`)    | yes         | written  | re-healed, rewritten   | removed                          |
 * | missing / default | yes         | written  | re-healed, not written | kept                             |
 * | none              | yes         | not written | re-healed, not written | kept                          |
 *
 * A stale entry is never served: it is re-validated on every use and healed again when it fails.
 * On CI (`process.env.CI`) writes go to the test output directory instead of the committed cache.
 */
export type HealCacheMode = 'all' | 'changed' | 'missing' | 'none';

export interface HealCachePolicy {
  readonly mode: HealCacheMode;
  /** Serve cached heals (after live re-validation). */
  readonly read: boolean;
  /** Record heals that have no entry yet. */
  readonly writeNew: boolean;
  /** Overwrite an entry that went stale (or, in `all`, any entry) with the fresh heal. */
  readonly rewrite: boolean;
  /** Delete an entry whose original locator is intact again. */
  readonly removeObsolete: boolean;
}

/** Maps Playwright's `updateSnapshots` to a heal cache policy (`default` behaves like `missing`). */
export function healCachePolicy(updateSnapshots: string | undefined): HealCachePolicy {
  switch (updateSnapshots) {
    case 'all':
      return { mode: 'all', read: false, writeNew: true, rewrite: true, removeObsolete: true };
    case 'changed':
      return { mode: 'changed', read: true, writeNew: true, rewrite: true, removeObsolete: true };
    case 'none':
      return { mode: 'none', read: true, writeNew: false, rewrite: false, removeObsolete: false };
    default:
      return { mode: 'missing', read: true, writeNew: true, rewrite: false, removeObsolete: false };
  }
}
