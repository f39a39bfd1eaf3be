/**
 * The engine's `heal` for the surfaces: the one place the CLI, the server and the heal workers
 * reach the engine.
 */
import { heal } from '../engine/index.js';
import type { HealDependencies, HealResult } from '../engine/types.js';

/** Heals through the engine (lib/engine/index.ts). */
export function engineHeal(request: unknown, deps?: HealDependencies): Promise<HealResult> {
  return heal(request, deps);
}
