/**
 * The deterministic path of page.extract: answers without a model when the page answers
 * unambiguously. Pure: page facts + the schema's JSON Schema shape + the instruction in, an answer
 * or the reason there is none out. Supported shapes:
 *
 * - an array of objects (or an object whose only property is one): exactly one visible table has
 *   a column header for every required key (`unitPrice` ↔ "Unit price"); cells are converted to
 *   the property types;
 * - an object of primitives: each key names exactly one labelled value ("Order total: $80.00",
 *   <dt>/<dd>, a row header, a form label); the instruction breaks ties;
 * - a primitive: the instruction names exactly one labelled value.
 *
 * Anything else, or any doubt (two tables fit, two labels fit, a cell that is not a number), is
 * left to the model: never a guess.
 */
import type { JSONSchema } from '../model/index.js';
import type { LabelFact, PageFacts, TableFact } from './page-facts.js';

export type DeterministicOutcome =
  | { readonly kind: 'answer'; readonly data: unknown; readonly evidence: readonly string[] }
  | { readonly kind: 'none'; readonly why: string };

type Schema = Readonly<Record<string, unknown>>;

const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an the of on in at to for from and or is are was what which get read find extract show shown current value values page this that its their there please all every each list with as by'.split(
    ' ',
  ),
);

/**
 * Lower-case words of a key, header or label: `unitPrice` / `unit_price` / "Unit price:" → unit, price.
 *
 * @example
 * words('orderTotal'); // ['order', 'total']
 */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map(singular);
}

function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((word, index) => word === b[index]);
}

function containsAll(haystack: readonly string[], needles: readonly string[]): boolean {
  return needles.length > 0 && needles.every((word) => haystack.includes(word));
}

function typeOf(schema: Schema | undefined): string | undefined {
  const type = schema?.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) {
    const concrete = type.filter((item) => item !== 'null');
    return concrete.length === 1 && typeof concrete[0] === 'string' ? concrete[0] : undefined;
  }
  return undefined;
}

function propertiesOf(schema: Schema): [string, Schema][] {
  const properties = schema.properties;
  if (typeof properties !== 'object' || properties === null) return [];
  return Object.entries(properties as Record<string, Schema>);
}

function requiredOf(schema: Schema): string[] {
  return Array.isArray(schema.required)
    ? schema.required.filter((key): key is string => typeof key === 'string')
    : [];
}

const NUMBER = /[-−]?\s?[$€£¥]?\s?\d[\d,]*(?:\.\d+)?|[-−]?\s?[$€£¥]?\s?\.\d+/g;

/**
 * A cell or value as the property's type, or undefined when it does not read unambiguously.
 *
 * @example
 * convertText('$1,234.50', { type: 'number' }); // 1234.5
 * convertText('2 items', { type: 'integer' });  // 2
 * convertText('2 of 5', { type: 'number' });    // undefined (two numbers)
 */
export function convertText(text: string, schema: Schema | undefined): unknown {
  const type = typeOf(schema);
  const enumValues = Array.isArray(schema?.enum) ? (schema?.enum as unknown[]) : undefined;
  let value: unknown;
  switch (type) {
    case undefined:
    case 'string':
      value = text;
      break;
    case 'number':
    case 'integer': {
      const found = text.match(NUMBER) ?? [];
      if (found.length !== 1) return undefined;
      const parsed = Number((found[0] ?? '').replace(/[\s$€£¥,]/g, '').replace('−', '-'));
      if (!Number.isFinite(parsed) || (type === 'integer' && !Number.isInteger(parsed))) return undefined;
      value = parsed;
      break;
    }
    case 'boolean': {
      const lower = text.trim().toLowerCase();
      if (['true', 'yes', 'on', 'checked'].includes(lower)) value = true;
      else if (['false', 'no', 'off', 'unchecked'].includes(lower)) value = false;
      else return undefined;
      break;
    }
    default:
      return undefined;
  }
  if (enumValues && !enumValues.includes(value)) return undefined;
  return value;
}

/** Column index per key, or the reason the table does not fit. */
function mapColumns(table: TableFact, item: Schema): Map<string, number> | string {
  if (table.irregular) return 'irregular';
  const headerWords = table.headers.map(words);
  const required = requiredOf(item);
  const columns = new Map<string, number>();
  for (const [key] of propertiesOf(item)) {
    const keyWords = words(key);
    const at = headerWords.flatMap((header, index) => (sameWords(header, keyWords) ? [index] : []));
    if (at.length === 1 && at[0] !== undefined) columns.set(key, at[0]);
    else if (at.length > 1) return `two columns are headed "${key}"`;
    else if (required.includes(key)) return `no column for "${key}"`;
  }
  return columns.size === 0 ? 'no column matches a key' : columns;
}

function tableName(table: TableFact): string {
  return table.name ? `table "${table.name}"` : `table (${table.headers.filter(Boolean).join(' | ')})`;
}

function fromTable(facts: PageFacts, item: Schema): DeterministicOutcome {
  const properties = propertiesOf(item);
  if (properties.length === 0) return { kind: 'none', why: 'the item schema names no keys' };
  const fitting: { table: TableFact; columns: Map<string, number> }[] = [];
  const reasons: string[] = [];
  for (const table of facts.tables) {
    const columns = mapColumns(table, item);
    if (typeof columns === 'string') reasons.push(`${tableName(table)}: ${columns}`);
    else fitting.push({ table, columns });
  }
  if (fitting.length === 0) {
    return {
      kind: 'none',
      why: facts.tables.length === 0 ? 'no table on the page' : `no table fits (${reasons.join('; ')})`,
    };
  }
  if (fitting.length > 1) return { kind: 'none', why: `${fitting.length} tables fit the keys` };
  const [{ table, columns }] = fitting as [{ table: TableFact; columns: Map<string, number> }];
  const schemas = new Map(properties);
  const rows: Record<string, unknown>[] = [];
  for (const [rowIndex, row] of table.rows.entries()) {
    const record: Record<string, unknown> = {};
    for (const [key, index] of columns) {
      const cell = row[index] ?? '';
      const value = convertText(cell, schemas.get(key));
      if (value === undefined) {
        return {
          kind: 'none',
          why: `row ${rowIndex + 1}, column "${table.headers[index]}": "${cell}" is not a ${typeOf(schemas.get(key))}`,
        };
      }
      record[key] = value;
    }
    rows.push(record);
  }
  return { kind: 'answer', data: rows, evidence: [tableName(table)] };
}

/** The one labelled value `targetWords` names, or why there is none. */
function pickLabel(
  labels: readonly LabelFact[],
  targetWords: readonly string[],
  context: readonly string[],
): LabelFact | string {
  const distinct = new Map<string, LabelFact>();
  for (const label of labels) distinct.set(`${label.label}\u0000${label.value}`, label);
  const all = [...distinct.values()];
  const described = all.map((label) => ({ label, words: words(label.label) }));
  const exact = described.filter((item) => sameWords(item.words, targetWords));
  let candidates =
    exact.length > 0 ? exact : described.filter((item) => containsAll(item.words, targetWords));
  if (candidates.length === 0) {
    // The label may be shorter than the request: "the order total" names "Total".
    candidates = described.filter((item) => item.words.length > 0 && containsAll(targetWords, item.words));
    const longest = Math.max(0, ...candidates.map((item) => item.words.length));
    candidates = candidates.filter((item) => item.words.length === longest);
  }
  if (candidates.length > 1) {
    const narrowed = candidates.filter((item) => item.words.every((word) => context.includes(word)));
    if (narrowed.length >= 1) candidates = narrowed;
  }
  if (candidates.length === 1 && candidates[0]) return candidates[0].label;
  if (candidates.length === 0) return `no label names "${targetWords.join(' ')}"`;
  return `${candidates.length} labels fit "${targetWords.join(' ')}" (${candidates.map((item) => `"${item.label.label}"`).join(', ')})`;
}

function labelEvidence(label: LabelFact): string {
  return `${label.source === 'form' ? 'field' : 'text'} "${label.label}: ${label.value}"`;
}

function fromLabels(
  facts: PageFacts,
  schema: Schema,
  instructionWords: readonly string[],
): DeterministicOutcome {
  const properties = propertiesOf(schema);
  const required = requiredOf(schema);
  const data: Record<string, unknown> = {};
  const evidence: string[] = [];
  for (const [key, property] of properties) {
    const type = typeOf(property);
    if (type === 'object' || type === 'array') return { kind: 'none', why: `"${key}" is not a single value` };
    const picked = pickLabel(facts.labels, words(key), [...words(key), ...instructionWords]);
    if (typeof picked === 'string') {
      if (!required.includes(key) && picked.startsWith('no label')) continue;
      return { kind: 'none', why: picked };
    }
    const value = convertText(picked.value, property);
    if (value === undefined)
      return { kind: 'none', why: `"${picked.label}: ${picked.value}" is not a ${type}` };
    data[key] = value;
    evidence.push(labelEvidence(picked));
  }
  if (evidence.length === 0) return { kind: 'none', why: 'no key names a labelled value' };
  return { kind: 'answer', data, evidence };
}

/**
 * The answer the page gives without a model, or why there is none.
 *
 * @example
 * answerDeterministically('the order total', { type: 'object', properties: { total: { type: 'number' } } }, facts);
 * // { kind: 'answer', data: { total: 80 }, evidence: ['text "Order total: $80.00"'] }
 */
export function answerDeterministically(
  instruction: string,
  schema: JSONSchema | undefined,
  facts: PageFacts,
): DeterministicOutcome {
  if (schema === undefined) return { kind: 'none', why: 'the schema has no JSON Schema shape' };
  const instructionWords = words(instruction).filter((word) => !STOP_WORDS.has(word));
  const type = typeOf(schema);
  if (type === 'array') {
    const item = schema.items as Schema | undefined;
    if (typeOf(item) !== 'object' || !item) return { kind: 'none', why: 'an array of non-objects' };
    return fromTable(facts, item);
  }
  if (type === 'object') {
    const properties = propertiesOf(schema);
    const [only] = properties;
    if (properties.length === 1 && only && typeOf(only[1]) === 'array') {
      const item = only[1].items as Schema | undefined;
      if (typeOf(item) !== 'object' || !item) return { kind: 'none', why: 'an array of non-objects' };
      const rows = fromTable(facts, item);
      return rows.kind === 'answer' ? { ...rows, data: { [only[0]]: rows.data } } : rows;
    }
    return fromLabels(facts, schema, instructionWords);
  }
  if (type === 'string' || type === 'number' || type === 'integer' || type === 'boolean') {
    if (instructionWords.length === 0) return { kind: 'none', why: 'the instruction names nothing' };
    const picked = pickLabel(facts.labels, instructionWords, instructionWords);
    if (typeof picked === 'string') return { kind: 'none', why: picked };
    const value = convertText(picked.value, schema);
    if (value === undefined)
      return { kind: 'none', why: `"${picked.label}: ${picked.value}" is not a ${type}` };
    return { kind: 'answer', data: value, evidence: [labelEvidence(picked)] };
  }
  return { kind: 'none', why: 'a schema shape the deterministic path does not read' };
}
