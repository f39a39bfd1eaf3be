/**
 * Role selector grammar: `role=button[name="Save"]`, Playwright's `internal:role=button[name="Save"i]`
 * and the `loc=role:` / `{ type: 'role' }` forms. Follows
 * https://playwright.dev/docs/locators#locate-by-role and Playwright's role engine:
 * - `[name="…"i]` → substring, case-insensitive; `[name="…"s]` or `[name="…"]` → exact (Playwright
 *   treats an unflagged quoted value as case-sensitive); `[name=/re/flags]` → regex; `[name*="…"]` → substring.
 *   The public `role=` engine compares `"…" i` for equality ignoring case; healwright reads it as a
 *   case-insensitive substring (the closest TextMatch).
 * - `[exact]`, `[exact=true]`, `[exact=false]`: healwright extension that sets how `name` matches.
 * - States: `[checked]`, `[disabled]`, `[expanded]`, `[include-hidden]`, `[pressed]`, `[selected]`
 *   (bare = true, or `=true` / `=false`), `[level=N]`.
 * Not supported (error): `checked=mixed` / `pressed=mixed`, `[description=…]`, any other attribute.
 */
import { type AttributePart, parseAttributeSelector } from './parse-attribute-selector.js';
import type { QueryStep, RoleOptions, TextMatch } from './query.js';
import { failAt, type SourceSlice, trimSlice } from './source-slice.js';

type BooleanOption = 'checked' | 'disabled' | 'expanded' | 'includeHidden' | 'pressed' | 'selected';

const BOOLEAN_OPTIONS: Readonly<Record<string, BooleanOption>> = {
  checked: 'checked',
  disabled: 'disabled',
  expanded: 'expanded',
  'include-hidden': 'includeHidden',
  pressed: 'pressed',
  selected: 'selected',
};

export const ROLE_SELECTOR_OPTIONS: readonly string[] = [
  ...Object.keys(BOOLEAN_OPTIONS),
  'level',
  'name',
  'exact',
];

export function parseRoleSelector(input: SourceSlice): QueryStep {
  const slice = trimSlice(input);
  if (slice.text === '') failAt(input, 0, 'Empty role selector');
  const parsed = parseAttributeSelector(slice);
  if (parsed.name === '') failAt(slice, 0, 'Expected a role name');
  const options: { -readonly [K in keyof RoleOptions]: RoleOptions[K] } = {};
  let name: TextMatch | undefined;
  let exact: boolean | undefined;
  for (const attribute of parsed.attributes) {
    const booleanOption = BOOLEAN_OPTIONS[attribute.name];
    if (booleanOption !== undefined) {
      options[booleanOption] = readBoolean(slice, attribute);
    } else if (attribute.name === 'level') {
      options.level = readLevel(slice, attribute);
    } else if (attribute.name === 'exact') {
      exact = readBoolean(slice, attribute);
    } else if (attribute.name === 'name') {
      name = readName(slice, attribute);
    } else {
      failAt(
        slice,
        attribute.at,
        `Unknown role option "${attribute.name}" (supported: ${ROLE_SELECTOR_OPTIONS.join(', ')})`,
      );
    }
  }
  if (exact !== undefined && name !== undefined && name.kind !== 'regex') {
    name = { kind: exact ? 'exact' : 'substring', value: name.value };
  }
  const role = parsed.name.toLowerCase();
  return name === undefined ? { kind: 'role', role, options } : { kind: 'role', role, name, options };
}

function readBoolean(slice: SourceSlice, attribute: AttributePart): boolean {
  if (attribute.operator === '<truthy>') return true;
  const value = attribute.value;
  if (attribute.operator === '=' && (value.kind === 'word' || value.kind === 'string')) {
    if (value.value === 'true') return true;
    if (value.value === 'false') return false;
    if (value.value === 'mixed')
      failAt(slice, attribute.valueAt, `"${attribute.name}=mixed" is not supported`);
  }
  return failAt(slice, attribute.valueAt, `"${attribute.name}" must be true or false`);
}

function readLevel(slice: SourceSlice, attribute: AttributePart): number {
  const value = attribute.value;
  if (
    attribute.operator === '=' &&
    (value.kind === 'word' || value.kind === 'string') &&
    /^\d{1,3}$/.test(value.value)
  ) {
    const level = Number(value.value);
    if (level >= 1) return level;
  }
  return failAt(slice, attribute.valueAt, '"level" must be a positive integer');
}

function readName(slice: SourceSlice, attribute: AttributePart): TextMatch {
  const value = attribute.value;
  if (value.kind === 'regex' && attribute.operator === '=') {
    return { kind: 'regex', source: value.source, flags: value.flags };
  }
  if (value.kind === 'string' || value.kind === 'word') {
    if (attribute.operator === '*=') return { kind: 'substring', value: value.value };
    if (attribute.operator === '=') {
      const flag = value.kind === 'string' ? value.flag : undefined;
      return flag === 'i' ? { kind: 'substring', value: value.value } : { kind: 'exact', value: value.value };
    }
  }
  if (attribute.operator === '<truthy>') return failAt(slice, attribute.at, '"name" needs a value');
  return failAt(
    slice,
    attribute.valueAt,
    `"name${attribute.operator}" is not supported (use =, *= or a regex)`,
  );
}
