/**
 * Placeholders: `page.act('Log in as {{user}} with {{password}}', { values })`. The model sees the
 * names only; values are substituted when a step runs and are replaced by their placeholder in
 * everything written or sent (snapshots, cache, workspace, logs). Pure.
 */
import { ActError } from './errors.js';

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;
/** Values shorter than this are replaced only as whole words ("a" must not shred every snapshot). */
const MIN_SUBSTRING_LENGTH = 3;

export type PlaceholderValues = Readonly<Record<string, string>>;

/**
 * The placeholder names an instruction uses, in order of first use.
 *
 * @example
 * placeholderNames('Log in as {{user}} with {{password}}'); // ['user', 'password']
 */
export function placeholderNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** Throws ActError('bad-values') when a placeholder of `instruction` has no string value. */
export function checkValues(instruction: string, values: PlaceholderValues): void {
  for (const name of placeholderNames(instruction)) {
    if (typeof values[name] !== 'string') {
      throw new ActError(
        { reason: 'bad-values', instruction, steps: [] },
        `the placeholder {{${name}}} has no value; pass { values: { ${name}: '…' } }`,
      );
    }
  }
}

/**
 * Replaces every `{{name}}` by its value (unknown names are left as written).
 *
 * @example
 * substituteValues('{{user}}!', { user: 'bob' }); // 'bob!'
 */
export function substituteValues(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/**
 * Replaces every occurrence of a value by its placeholder, longest value first.
 *
 * @example
 * redactValues('textbox "Password": hunter22', { password: 'hunter22' }); // 'textbox "Password": {{password}}'
 */
export function redactValues(text: string, values: PlaceholderValues): string {
  let result = text;
  const entries = Object.entries(values)
    .filter(([, value]) => typeof value === 'string' && value.length > 0)
    .sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1));
  for (const [name, value] of entries) {
    const placeholder = `{{${name}}}`;
    if (value.length >= MIN_SUBSTRING_LENGTH) {
      result = result.split(value).join(placeholder);
    } else {
      const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      result = result.replace(
        new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu'),
        placeholder,
      );
    }
  }
  return result;
}

/** redactValues over every string inside a JSON-like value. */
export function redactDeep<T>(value: T, values: PlaceholderValues): T {
  if (Object.keys(values).length === 0) return value;
  if (typeof value === 'string') return redactValues(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, values)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) out[key] = redactDeep(member, values);
    return out as T;
  }
  return value;
}
