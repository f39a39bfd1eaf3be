/**
 * Inputs of the benchmarks: the shared corpus (HEALWRIGHT_CORPUS, default ../shared/corpus next to
 * the repo; skipped with one line when absent), the harness's own pages, and the engine's `heal`
 * when lib/engine/index.ts exists and exports it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { HealDependencies, HealResult } from '../../lib/engine/types.js';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function corpusDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = resolve(REPO_ROOT, env.HEALWRIGHT_CORPUS ?? '../shared/corpus');
  return existsSync(dir) ? dir : undefined;
}

export interface SourceFile {
  readonly name: string;
  readonly source: string;
  readonly bytes: number;
}

export function readDir(dir: string, extension: string): SourceFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(extension))
    .sort()
    .map((file) => {
      const source = readFileSync(join(dir, file), 'utf8');
      return { name: file, source, bytes: Buffer.byteLength(source) };
    });
}

export function ownWebPages(): SourceFile[] {
  return readDir(join(REPO_ROOT, 'scripts', 'mutations', 'pages'), '.html').map((page) => ({
    ...page,
    name: `own/${page.name}`,
  }));
}

export type HealEntry = (request: unknown, deps?: HealDependencies) => Promise<HealResult>;

/** The engine's heal, or a reason it is not there yet. */
export async function loadEngineHeal(): Promise<{ heal: HealEntry } | { missing: string }> {
  const file = join(REPO_ROOT, 'lib', 'engine', 'index.ts');
  if (!existsSync(file)) return { missing: 'lib/engine/index.ts does not exist yet' };
  try {
    const module = (await import(pathToFileURL(file).href)) as { heal?: unknown };
    if (typeof module.heal !== 'function') return { missing: 'lib/engine/index.ts does not export heal' };
    return { heal: module.heal as HealEntry };
  } catch (error) {
    return {
      missing: `lib/engine/index.ts failed to load: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
    };
  }
}

/** Optional module loader for sibling owners' code (native heal) that may not exist yet. */
export async function loadOptional<T>(relativePath: string, exportName: string): Promise<T | undefined> {
  const file = join(REPO_ROOT, relativePath);
  if (!existsSync(file)) return undefined;
  try {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    return typeof module[exportName] === 'function' ? (module[exportName] as T) : undefined;
  } catch {
    return undefined;
  }
}
