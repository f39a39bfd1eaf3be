/**
 * Playwright selector grammar: what `page.locator()` accepts and what Playwright builds internally
 * (https://playwright.dev/docs/other-locators, https://playwright.dev/docs/locators).
 * A selector is parts joined by `>>` (outside quotes); each part is `engine=body`, a quoted text,
 * an XPath (`//…`, `(//…)`, `..`, `./…`) or CSS. Engines:
 *   css / css:light, xpath, text, id, data-testid, data-test-id, data-test, role,
 *   testid (healwright: the configured test-id attribute), aria-ref,
 *   internal:role, internal:testid, internal:text, internal:label, internal:attr ([placeholder|alt|title|any]),
 *   internal:has-text, internal:has-not-text, internal:has, internal:has-not, internal:describe,
 *   nth=N, visible=true|false.
 * Known but unsupported (UNKNOWN_STRATEGY): frames (`internal:control=enter-frame`), `internal:and`,
 * `internal:or`, `internal:chain`, layout engines (left-of…), `:light` variants other than css:light,
 * `*` capture. Unknown engine names: UNKNOWN_STRATEGY.
 */

import { parseAriaRefBody } from './parse-aria-ref.js';
import { parseAttributeSelector } from './parse-attribute-selector.js';
import { parseCssStep } from './parse-css.js';
import { parseRoleSelector } from './parse-role-selector.js';
import {
  cssUnquote,
  findJsonStringEnd,
  parseInternalTextBody,
  parseJsonString,
  parseLegacyTextBody,
} from './parse-text-body.js';
import { parseXPathStep } from './parse-xpath.js';
import type { LocatorForm, LocatorQuery, QueryStep, TextMatch } from './query.js';
import {
  failAt,
  failUnknownStrategy,
  MAX_NESTING,
  type SourceSlice,
  subSlice,
  trimSlice,
} from './source-slice.js';

export interface ParsedChain {
  readonly steps: readonly QueryStep[];
  readonly description?: string;
  readonly form: LocatorForm;
}

export interface ChainContext {
  readonly testIdAttribute: string;
  readonly depth: number;
}

const ENGINE_NAME = /^[a-zA-Z_0-9\-+:*]+$/;

const UNSUPPORTED_ENGINES = new Set([
  'internal:control',
  'internal:and',
  'internal:or',
  'internal:chain',
  'internal:has-not-text-legacy',
  'left-of',
  'right-of',
  'above',
  'below',
  'near',
  'text:light',
  'id:light',
  'data-testid:light',
  'data-test-id:light',
  'data-test:light',
  'xpath:light',
  'aria-template',
]);

const ENGINE_FORMS: Readonly<Record<string, LocatorForm>> = {
  css: 'css',
  'css:light': 'css',
  xpath: 'xpath',
  text: 'text',
  id: 'id',
  'data-testid': 'test-id',
  'data-test-id': 'test-id',
  'data-test': 'test-id',
  testid: 'test-id',
  role: 'role',
  'aria-ref': 'aria-ref',
};

/** Local [start, end) ranges of the `>>`-separated parts, split like Playwright (quotes respected). */
export function splitSelectorParts(slice: SourceSlice): { start: number; end: number }[] {
  const text = slice.text;
  const parts: { start: number; end: number }[] = [];
  let start = 0;
  let quote: string | undefined;
  let index = 0;
  const inTextBody = (): boolean => /^\s*text\s*=./s.test(text.slice(start, index));
  while (index < text.length) {
    const char = text[index];
    if (char === '\\' && index + 1 < text.length) {
      index += 2;
    } else if (char === quote) {
      quote = undefined;
      index++;
    } else if (quote === undefined && (char === '"' || char === "'" || char === '`') && !inTextBody()) {
      quote = char;
      index++;
    } else if (quote === undefined && char === '>' && text[index + 1] === '>') {
      parts.push({ start, end: index });
      index += 2;
      start = index;
    } else {
      index++;
    }
  }
  parts.push({ start, end: text.length });
  return parts;
}

export function parsePlaywrightSelector(input: SourceSlice, context: ChainContext): ParsedChain {
  if (context.depth > MAX_NESTING) failAt(input, 0, `Nested deeper than ${MAX_NESTING} levels`);
  if (input.text.trim() === '') failAt(input, 0, 'Empty selector');
  const steps: QueryStep[] = [];
  let description: string | undefined;
  const ranges = splitSelectorParts(input);
  let singleEngine = '';
  for (const range of ranges) {
    const part = trimSlice(subSlice(input, range.start, range.end));
    if (part.text === '') failAt(input, range.start, 'Empty selector part between ">>"');
    const { engine, body } = splitEngine(part);
    singleEngine = engine;
    if (engine === 'internal:describe') {
      description = readJsonBody(body);
      continue;
    }
    steps.push(parsePart(part, engine, body, context));
  }
  if (steps.length === 0) failAt(input, 0, 'Selector has no locating part');
  const form: LocatorForm =
    ranges.length === 1 ? (ENGINE_FORMS[singleEngine] ?? 'playwright-selector') : 'playwright-selector';
  return description === undefined ? { steps, form } : { steps, description, form };
}

function splitEngine(part: SourceSlice): { engine: string; body: SourceSlice } {
  const text = part.text;
  const equals = text.indexOf('=');
  if (equals > 0 && ENGINE_NAME.test(text.slice(0, equals).trim())) {
    return { engine: text.slice(0, equals).trim(), body: subSlice(part, equals + 1) };
  }
  if (text.length > 1 && (text[0] === '"' || text[0] === "'") && text[text.length - 1] === text[0]) {
    return { engine: 'text', body: part };
  }
  if (/^\(*\/\//.test(text) || text.startsWith('..') || text.startsWith('./') || text.startsWith('/')) {
    return { engine: 'xpath', body: part };
  }
  return { engine: 'css', body: part };
}

function parsePart(part: SourceSlice, engine: string, body: SourceSlice, context: ChainContext): QueryStep {
  switch (engine) {
    case 'css':
      return parseCssStep(body, true);
    case 'css:light':
      return parseCssStep(body, false);
    case 'xpath':
      return parseXPathStep(body);
    case 'text':
      return { kind: 'text', text: parseLegacyTextBody(body) };
    case 'id':
      return { kind: 'attribute', name: 'id', value: { kind: 'exact', value: readPlainValue(body) } };
    case 'data-testid':
    case 'data-test-id':
    case 'data-test':
      return { kind: 'test-id', attribute: engine, value: { kind: 'exact', value: readPlainValue(body) } };
    case 'testid':
      return {
        kind: 'test-id',
        attribute: context.testIdAttribute,
        value: { kind: 'exact', value: readPlainValue(body) },
      };
    case 'role':
    case 'internal:role':
      return parseRoleSelector(body);
    case 'internal:testid':
      return parseNamedAttribute(body, 'test-id');
    case 'internal:attr':
      return parseNamedAttribute(body, 'attr');
    case 'internal:text':
      return { kind: 'text', text: parseInternalTextBody(body) };
    case 'internal:label':
      return { kind: 'label', text: parseInternalTextBody(body) };
    case 'internal:has-text':
      return { kind: 'filter', hasText: parseInternalTextBody(body) };
    case 'internal:has-not-text':
      return { kind: 'filter', hasNotText: parseInternalTextBody(body) };
    case 'internal:has':
    case 'internal:has-not':
      return parseNested(body, engine, context);
    case 'nth':
      return parseNth(body);
    case 'visible':
      return parseVisible(body);
    case 'aria-ref':
      return { kind: 'aria-ref', ref: parseAriaRefBody(body) };
    default:
      if (engine.startsWith('*'))
        return failUnknownStrategy(part, 0, 'Capturing parts ("*engine=") are not supported');
      if (UNSUPPORTED_ENGINES.has(engine)) {
        return failUnknownStrategy(part, 0, `Selector engine "${engine}" is not supported by healwright`);
      }
      return failUnknownStrategy(part, 0, `Unknown selector engine "${engine}"`, Object.keys(ENGINE_FORMS));
  }
}

function readPlainValue(body: SourceSlice): string {
  const trimmed = trimSlice(body);
  const text = trimmed.text;
  if (text === '') failAt(body, 0, 'Empty value');
  if (text.length > 1 && (text[0] === '"' || text[0] === "'") && text[text.length - 1] === text[0]) {
    return cssUnquote(text.slice(1, -1));
  }
  return text;
}

function readJsonBody(body: SourceSlice): string {
  const slice = trimSlice(body);
  if (slice.text[0] !== '"') failAt(slice, 0, 'Expected a quoted string');
  const end = findJsonStringEnd(slice, 0);
  if (end !== slice.text.length) failAt(slice, end, 'Unexpected text after quoted string');
  return parseJsonString(slice, 0, end);
}

/** `internal:testid=[data-testid="x"s]`, `internal:attr=[placeholder="x"i]`. */
function parseNamedAttribute(body: SourceSlice, engine: 'test-id' | 'attr'): QueryStep {
  const slice = trimSlice(body);
  const parsed = parseAttributeSelector(slice);
  const attribute = parsed.attributes[0];
  if (parsed.name !== '' || attribute === undefined || parsed.attributes.length !== 1) {
    return failAt(slice, 0, 'Expected exactly one [attribute=value]');
  }
  let value: TextMatch;
  const raw = attribute.value;
  if (raw.kind === 'regex' && attribute.operator === '=')
    value = { kind: 'regex', source: raw.source, flags: raw.flags };
  else if ((raw.kind === 'string' || raw.kind === 'word') && attribute.operator === '=') {
    value =
      raw.kind === 'string' && raw.flag === 'i'
        ? { kind: 'substring', value: raw.value }
        : { kind: 'exact', value: raw.value };
  } else if ((raw.kind === 'string' || raw.kind === 'word') && attribute.operator === '*=') {
    value = { kind: 'substring', value: raw.value };
  } else {
    return failAt(slice, attribute.valueAt, 'Expected =value, *=value or =/regex/');
  }
  if (engine === 'test-id') return { kind: 'test-id', attribute: attribute.name, value };
  switch (attribute.name) {
    case 'placeholder':
      return { kind: 'placeholder', text: value };
    case 'alt':
      return { kind: 'alt-text', text: value };
    case 'title':
      return { kind: 'title', text: value };
    default:
      return { kind: 'attribute', name: attribute.name, value };
  }
}

function parseNested(
  body: SourceSlice,
  engine: 'internal:has' | 'internal:has-not',
  context: ChainContext,
): QueryStep {
  const slice = trimSlice(body);
  if (slice.text[0] !== '"') failAt(slice, 0, `${engine} expects a quoted selector`);
  const end = findJsonStringEnd(slice, 0);
  if (end !== slice.text.length) failAt(slice, end, `${engine} takes one quoted selector`);
  const inner = parseJsonString(slice, 0, end);
  const innerSlice: SourceSlice = { source: slice.source, offset: slice.offset + 1, text: inner };
  const chain = parsePlaywrightSelector(innerSlice, { ...context, depth: context.depth + 1 });
  const query: LocatorQuery = {
    source: inner,
    form: chain.form,
    steps: chain.steps,
    ...(chain.description === undefined ? {} : { description: chain.description }),
  };
  return engine === 'internal:has' ? { kind: 'filter', has: query } : { kind: 'filter', hasNot: query };
}

function parseNth(body: SourceSlice): QueryStep {
  const slice = trimSlice(body);
  if (!/^(?:-1|\d{1,9})$/.test(slice.text)) failAt(slice, 0, 'nth= expects an integer >= -1');
  return { kind: 'nth', index: Number(slice.text) };
}

function parseVisible(body: SourceSlice): QueryStep {
  const slice = trimSlice(body);
  if (slice.text !== 'true' && slice.text !== 'false') failAt(slice, 0, 'visible= expects true or false');
  return { kind: 'filter', visible: slice.text === 'true' };
}
