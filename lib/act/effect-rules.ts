/**
 * Which requests count as an effect, how URLs are normalised, and how a replayed effect is compared
 * with the recorded one. Pure.
 */
import picomatch from 'picomatch';
import type { EffectsMode, RequestEffect, StepEffect } from './types.js';

/** Resource types that are never an effect (assets, beacons, sockets). */
const IGNORED_RESOURCE_TYPES: ReadonlySet<string> = new Set([
  'image',
  'stylesheet',
  'font',
  'script',
  'media',
  'manifest',
  'texttrack',
  'websocket',
  'eventsource',
  'ping',
  'beacon',
  'other',
  'prefetch',
  'csp_violation_report',
]);

/** Analytics / telemetry hosts (and their subdomains) that never count. */
const TELEMETRY_HOSTS: readonly string[] = [
  'google-analytics.com',
  'analytics.google.com',
  'googletagmanager.com',
  'doubleclick.net',
  'segment.io',
  'segment.com',
  'mixpanel.com',
  'amplitude.com',
  'hotjar.com',
  'hotjar.io',
  'sentry.io',
  'datadoghq.com',
  'browser-intake-datadoghq.com',
  'newrelic.com',
  'nr-data.net',
  'plausible.io',
  'posthog.com',
  'fullstory.com',
  'clarity.ms',
  'facebook.net',
  'bat.bing.com',
  'intercom.io',
  'launchdarkly.com',
];

const TELEMETRY_PATHS = /\/(collect|beacon|telemetry|analytics|track|metrics|rum|log(?:s|ging)?)(\/|$|\?)/i;
const STATIC_EXTENSIONS =
  /\.(js|mjs|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|eot|mp4|webm|mp3|wav)$/i;

export interface EffectFilter {
  /** picomatch patterns matched against `host/path` and against the path alone. */
  readonly ignore?: readonly string[];
}

/**
 * The `effects` option, in `healwright.act` or on one page.act call: a mode, or a mode and extra
 * ignore patterns (picomatch, on host/path).
 */
export type EffectsOption =
  | EffectsMode
  | { readonly mode?: EffectsMode; readonly ignore?: readonly string[] };

/**
 * One call's effects: its own mode over the configured one (default `strict`), and the ignore
 * patterns of both.
 *
 * @example
 * resolveEffects({ ignore: ['**\/api/heartbeat'] }, 'loose'); // { mode: 'loose', filter: { ignore: ['**\/api/heartbeat'] } }
 */
export function resolveEffects(
  configured: EffectsOption | undefined,
  call: EffectsOption | undefined,
): { readonly mode: EffectsMode; readonly filter: EffectFilter } {
  const asObject = (option: EffectsOption | undefined) =>
    typeof option === 'string' ? { mode: option } : (option ?? {});
  const base = asObject(configured);
  const own = asObject(call);
  const ignore = [...(base.ignore ?? []), ...(own.ignore ?? [])];
  return { mode: own.mode ?? base.mode ?? 'strict', filter: ignore.length ? { ignore } : {} };
}

/** Compiles the ignore patterns once. */
export function createRequestFilter(
  filter: EffectFilter = {},
): (url: string, resourceType: string) => boolean {
  const matchers = (filter.ignore ?? []).map((pattern) => picomatch(pattern, { dot: true }));
  return (url, resourceType) => {
    if (IGNORED_RESOURCE_TYPES.has(resourceType)) return false;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    const host = parsed.hostname.toLowerCase();
    if (TELEMETRY_HOSTS.some((known) => host === known || host.endsWith(`.${known}`))) return false;
    if (TELEMETRY_PATHS.test(parsed.pathname) || STATIC_EXTENSIONS.test(parsed.pathname)) return false;
    const hostPath = `${host}${parsed.pathname}`;
    return !matchers.some((matches) => matches(hostPath) || matches(parsed.pathname) || matches(url));
  };
}

/** A path segment that is an identifier rather than a name. */
function isIdSegment(segment: string): boolean {
  return (
    /^\d+$/.test(segment) ||
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) ||
    (/^[0-9a-f]{8,}$/i.test(segment) && /\d/.test(segment)) ||
    /^[a-z]{0,8}[-_]?\d{1,}$/i.test(segment) ||
    (/^[A-Za-z0-9_-]{16,}$/.test(segment) && /\d/.test(segment) && /[A-Za-z]/.test(segment))
  );
}

/**
 * The URL's path with ids normalised to `:id` (query and hash dropped).
 *
 * @example
 * normalizePath('http://shop/api/cart/line-12?x=1'); // '/api/cart/:id'
 * normalizePath('http://shop/v1/orders/ORD-1001');   // '/v1/orders/:id'
 */
export function normalizePath(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    pathname = url.split(/[?#]/)[0] ?? url;
  }
  return pathname
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // keep the raw segment
      }
      return /^v\d{1,2}$/i.test(decoded) || !isIdSegment(decoded) ? segment : ':id';
    })
    .join('/');
}

/** `2xx` … `5xx`, or `failed`. */
export function statusClass(status: number | undefined): string {
  return status === undefined || status === 0 ? 'failed' : `${Math.floor(status / 100)}xx`;
}

export function describeRequest(request: RequestEffect): string {
  return `${request.method} ${request.path} (${request.status})`;
}

/** One line a person reads: `POST /api/cart (2xx); navigated to /v1/cart; changed status`. */
export function describeEffect(effect: StepEffect): string {
  const parts: string[] = effect.requests.map(describeRequest);
  if (effect.navigation) parts.push(`navigated to ${effect.navigation}`);
  if (effect.popup) parts.push('opened a new page');
  if (effect.dialog) parts.push(`opened a ${effect.dialog} dialog`);
  if (effect.regions.length) parts.push(`changed ${effect.regions.join(', ')}`);
  return parts.length ? parts.join('; ') : 'no visible effect';
}

export interface EffectComparison {
  readonly ok: boolean;
  /** What is missing or different, one phrase each. */
  readonly differences: readonly string[];
}

function key(request: RequestEffect): string {
  return `${request.method} ${request.path} ${request.status}`;
}

/** Requests of `expected` that `observed` lacks (multiset). */
function missingRequests(
  expected: readonly RequestEffect[],
  observed: readonly RequestEffect[],
): RequestEffect[] {
  const pool = observed.map(key);
  const missing: RequestEffect[] = [];
  for (const request of expected) {
    const at = pool.indexOf(key(request));
    if (at === -1) missing.push(request);
    else pool.splice(at, 1);
  }
  return missing;
}

/**
 * Whether a replayed step had its recorded effect.
 * - strict: the same requests (as a multiset), navigation, popup and dialog; every recorded region changed again.
 * - loose: every recorded request happened (extra ones allowed) and the navigation matches.
 * - off: always ok.
 */
export function compareEffects(
  expected: StepEffect,
  observed: StepEffect,
  mode: EffectsMode,
): EffectComparison {
  if (mode === 'off') return { ok: true, differences: [] };
  const differences: string[] = [];
  const missing = missingRequests(expected.requests, observed.requests);
  const extra = missingRequests(observed.requests, expected.requests);
  for (const request of missing) {
    const sameRoute = extra.find((other) => other.method === request.method && other.path === request.path);
    differences.push(
      sameRoute
        ? `${request.method} ${request.path} answered ${sameRoute.status} instead of ${request.status}`
        : `expected ${describeRequest(request)}, which did not happen`,
    );
  }
  if (mode === 'strict') {
    for (const request of extra) {
      if (missing.some((other) => other.method === request.method && other.path === request.path)) continue;
      differences.push(`unexpected ${describeRequest(request)}`);
    }
  }
  if ((expected.navigation ?? '') !== (observed.navigation ?? '')) {
    differences.push(
      expected.navigation
        ? `expected navigation to ${expected.navigation}, ${observed.navigation ? `went to ${observed.navigation}` : 'stayed'}`
        : `unexpected navigation to ${observed.navigation}`,
    );
  }
  if (mode === 'strict') {
    if (Boolean(expected.popup) !== Boolean(observed.popup)) {
      differences.push(expected.popup ? 'expected a new page, none opened' : 'unexpected new page');
    }
    if ((expected.dialog ?? '') !== (observed.dialog ?? '')) {
      differences.push(
        expected.dialog ? `expected a ${expected.dialog} dialog` : `unexpected ${observed.dialog} dialog`,
      );
    }
    for (const region of expected.regions) {
      if (!observed.regions.includes(region)) differences.push(`expected ${region} to change; it did not`);
    }
  }
  return { ok: differences.length === 0, differences };
}

/** Whether `observed` already contains everything `expected` asks for (used to stop waiting early). */
export function coversEffect(expected: StepEffect, observed: StepEffect, mode: EffectsMode): boolean {
  if (missingRequests(expected.requests, observed.requests).length > 0) return false;
  if ((expected.navigation ?? '') !== (observed.navigation ?? '')) return false;
  if (mode !== 'strict') return true;
  if (expected.popup && !observed.popup) return false;
  if (expected.dialog && !observed.dialog) return false;
  return expected.regions.every((region) => observed.regions.includes(region));
}

/** Concatenates effects (level-2 heals compare the model's steps together with the failed step). */
export function mergeEffects(effects: readonly StepEffect[]): StepEffect {
  const navigation = [...effects].reverse().find((effect) => effect.navigation)?.navigation;
  const dialog = effects.find((effect) => effect.dialog)?.dialog;
  return {
    requests: effects.flatMap((effect) => effect.requests),
    ...(navigation ? { navigation } : {}),
    ...(effects.some((effect) => effect.popup) ? { popup: true } : {}),
    ...(dialog ? { dialog } : {}),
    regions: [...new Set(effects.flatMap((effect) => effect.regions))].sort(),
  };
}
