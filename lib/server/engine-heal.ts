/**
 * The engine's `heal`, loaded once for the surfaces. The only place the CLI and the server
 * reach the engine.
 */
import type { HealDependencies, HealResult } from '../engine/types.js';
import type { HealFunction } from './heal-service.js';

// TEMPORARY until lib/engine/index.ts lands: a computed specifier so the typecheck does not
// require the module yet. Replaced by a static import when the engine's index exists.
const ENGINE_MODULE = '../engine/index.js';

let loaded: Promise<HealFunction> | undefined;

/** Resolves the engine's heal function (lib/engine/index.ts). */
export function loadEngineHeal(): Promise<HealFunction> {
  loaded ??= import(ENGINE_MODULE).then((engine: { heal: HealFunction }) => engine.heal);
  return loaded;
}

/** Heals through the engine. */
export async function engineHeal(request: unknown, deps?: HealDependencies): Promise<HealResult> {
  const heal = await loadEngineHeal();
  return heal(request, deps);
}
