import { existsSync } from 'node:fs';

/** Where a Chromium executable was found, and why that one. */
export interface ChromiumChoice {
  /** Absolute path, or `undefined` to let Playwright use its own managed browser. */
  readonly executablePath: string | undefined;
  readonly source: 'CHROMIUM_PATH' | 'system' | 'playwright';
}

/** System locations tried, in order, when `CHROMIUM_PATH` is not set. */
export const SYSTEM_CHROMIUM_PATHS: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
];

/**
 * Launch flags that keep Chromium quiet on machines with a closed network and no GPU.
 * `--no-sandbox` is only added when running as root, where Chromium refuses to start without it.
 */
export function chromiumArgs(): string[] {
  const args = ['--disable-gpu', '--disable-background-networking', '--disable-component-update'];
  if (typeof process.getuid === 'function' && process.getuid() === 0) args.unshift('--no-sandbox');
  return args;
}

/**
 * Picks the Chromium to launch: `CHROMIUM_PATH`, then a system Chromium, then Playwright's own.
 *
 * @example
 * const { executablePath } = findChromium();
 * await chromium.launch({ executablePath, args: chromiumArgs() });
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumChoice {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) return { executablePath: fromEnv, source: 'CHROMIUM_PATH' };
  const system = SYSTEM_CHROMIUM_PATHS.find((candidate) => existsSync(candidate));
  if (system) return { executablePath: system, source: 'system' };
  return { executablePath: undefined, source: 'playwright' };
}

/** Launch options for `chromium.launch()` / `use.launchOptions`, built from {@link findChromium}. */
export function chromiumLaunchOptions(env: NodeJS.ProcessEnv = process.env): {
  executablePath?: string;
  args: string[];
} {
  const { executablePath } = findChromium(env);
  return executablePath ? { executablePath, args: chromiumArgs() } : { args: chromiumArgs() };
}
