/**
 * Paths as a project names them in caches, summaries and annotations: relative to the directory
 * of its Playwright config (Playwright's rootDir, the testDir, when there is no config file), with
 * forward slashes on every OS.
 */
import { dirname, relative, sep } from 'node:path';
import type { FullConfig } from '@playwright/test';

/** The project's directory: the config file's, else rootDir. */
export function projectDir(config: Pick<FullConfig, 'configFile' | 'rootDir'>): string {
  return config.configFile ? dirname(config.configFile) : config.rootDir;
}

/**
 * `file` relative to `from`, with forward slashes.
 *
 * @example
 * slashRelative('/repo', '/repo/specs/cart.spec.ts'); // 'specs/cart.spec.ts'
 */
export function slashRelative(from: string, file: string): string {
  return relative(from, file).split('\\').join('/');
}

/**
 * `text` (a message, an error from fs or the cache lock) with every absolute path under `dir`
 * written relative to it, so messages name files the way the rest of the output does.
 *
 * @example
 * relativePathsIn("could not lock /repo/cache/heal/a.json", '/repo'); // 'could not lock cache/heal/a.json'
 */
export function relativePathsIn(text: string, dir: string): string {
  let result = text;
  for (const prefix of new Set([`${dir}${sep}`, `${dir.split('\\').join('/')}/`])) {
    result = result.split(prefix).join('');
  }
  return result;
}

/**
 * The heal cache directory when no option names one: HEALWRIGHT_CACHE_DIR, else `cache`: page.heal's
 * default, and so `apply`'s and `cache merge`'s, which read and write where the tests did.
 *
 * @example
 * defaultCacheDir({ HEALWRIGHT_CACHE_DIR: 'heal-cache' }); // 'heal-cache'
 */
export function defaultCacheDir(env: Readonly<Record<string, string | undefined>>): string {
  return env.HEALWRIGHT_CACHE_DIR || 'cache';
}
