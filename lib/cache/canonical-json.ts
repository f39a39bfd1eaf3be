/**
 * Canonical JSON: object keys sorted (code-unit order) at every depth, arrays kept in order,
 * `undefined` members dropped, two-space indent, one trailing newline. The same data always
 * produces the same bytes, so cache files diff cleanly in review.
 */

/** Returns `value` with every object's keys sorted; arrays keep their order. */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => sortKeysDeep(item === undefined ? null : item));
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const member = (value as Record<string, unknown>)[key];
    if (member !== undefined) sorted[key] = sortKeysDeep(member);
  }
  return sorted;
}

/**
 * Serializes `value` canonically.
 *
 * @example
 * toCanonicalJson({ b: 1, a: [2, 1] }); // '{\n  "a": [\n    2,\n    1\n  ],\n  "b": 1\n}\n'
 */
export function toCanonicalJson(value: unknown): string {
  return `${JSON.stringify(sortKeysDeep(value), null, 2)}\n`;
}
