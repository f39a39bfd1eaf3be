/**
 * The placeholder values act calls were given, remembered per browser context: a value one call
 * typed ("Fill Email with {{email}}") stays on the page, in the field and in what the app shows
 * back, so every later act or extract call on that context redacts it too, not only the call that
 * declared it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { PlaceholderValues } from './placeholders.js';

/** value → the placeholder name it was first given under. */
const GIVEN = new WeakMap<BrowserContext, Map<string, string>>();

/** Remembers a call's values for its page's browser context. */
export function rememberValues(page: Page, values: PlaceholderValues): void {
  let given = GIVEN.get(page.context());
  if (!given) {
    given = new Map();
    GIVEN.set(page.context(), given);
  }
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'string' && value !== '' && !given.has(value)) given.set(value, name);
}

/**
 * The values to redact in a call on `page`: its own, then those earlier calls on the context were
 * given, each under its first name (suffixed `_2`, `_3`… when the call reuses that name for
 * another value).
 *
 * @example
 * valuesToRedact(page, { email: 'b@x.io' }) // { email: 'b@x.io', password: 'hunter22' } after an earlier call with { password }
 */
export function valuesToRedact(page: Page, values: PlaceholderValues): PlaceholderValues {
  const result: Record<string, string> = { ...values };
  const own = new Set(Object.values(values));
  for (const [value, name] of GIVEN.get(page.context()) ?? []) {
    if (own.has(value)) continue;
    let key = name;
    for (let n = 2; key in result; n++) key = `${name}_${n}`;
    result[key] = value;
  }
  return result;
}

/** Every value act calls on the page's browser context were given (secrets for a model call). */
export function valuesGivenOn(page: Page): string[] {
  return [...(GIVEN.get(page.context())?.keys() ?? [])];
}
