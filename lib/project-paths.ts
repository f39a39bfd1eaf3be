/**
 * Paths as a project names them in caches, summaries and annotations: relative to the directory
 * of its Playwright config (Playwright's rootDir, the testDir, when there is no config file), with
 * forward slashes on every OS.
 */
import { dirname, relative } from 'node:path';
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
