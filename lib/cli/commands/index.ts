/**
 * The CLI's command registry. Add a command: write lib/cli/commands/<name>.ts exporting a
 * CliCommand and list it here (names may have several words: `cache merge`).
 */
import type { CliCommand } from '../command.js';
import { applyCommand } from './apply.js';
import { cacheMergeCommand } from './cache-merge.js';
import { ejectCommand } from './eject.js';
import { healCommand } from './heal.js';
import { serveCommand } from './serve.js';

export const commands: readonly CliCommand[] = [
  healCommand,
  serveCommand,
  cacheMergeCommand,
  applyCommand,
  ejectCommand,
];
