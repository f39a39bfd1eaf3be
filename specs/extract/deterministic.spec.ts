/**
 * The deterministic path of page.extract, pure: page facts + a valibot schema's JSON Schema +
 * the instruction in, an answer or the reason there is none out. No browser.
 */
import { expect, test } from '@playwright/test';
import * as v from 'valibot';
import { answerDeterministically, convertText, words } from '../../lib/extract/deterministic.js';
import type { PageFacts, TableFact } from '../../lib/extract/page-facts.js';
import { checkWithSchema, describeSchema } from '../../lib/extract/standard-schema.js';

const CART: TableFact = {
  name: 'Items in your cart',
  headers: ['Product', 'Size', 'Qty', 'Unit price', 'Actions'],
  rows: [
    ['Sauce Labs Backpack Black', 'One size', '2', '$59.98', 'Remove'],
    ['Bolt T-Shirt White', 'M', '1', '$15.99', 'Remove'],
  ],
  irregular: false,
};

const FACTS: PageFacts = {
  tables: [CART],
  labels: [
    { label: 'Order total', value: '$75.97', source: 'text' },
    { label: 'Discount (SPRING10)', value: '-$7.60', source: 'text' },
    { label: 'Shipping', value: 'Free', source: 'dl' },
    { label: 'Items', value: '3 items', source: 'row' },
  ],
};

const schemaOf = (schema: Parameters<typeof describeSchema>[0]) => describeSchema(schema);

test('words split keys, headers and labels the same way', () => {
  expect(words('unitPrice')).toEqual(['unit', 'price']);
  expect(words('unit_price')).toEqual(['unit', 'price']);
  expect(words('Unit price:')).toEqual(['unit', 'price']);
  expect(words('Items')).toEqual(['item']);
});

test('convertText reads one number, or nothing', () => {
  const cases: [string, Record<string, unknown>, unknown][] = [
    ['$1,234.50', { type: 'number' }, 1234.5],
    ['-$7.60', { type: 'number' }, -7.6],
    ['3 items', { type: 'integer' }, 3],
    ['2 of 5', { type: 'number' }, undefined],
    ['Free', { type: 'number' }, undefined],
    ['1.5', { type: 'integer' }, undefined],
    ['Yes', { type: 'boolean' }, true],
    ['M', { type: 'string', enum: ['S', 'M', 'L'] }, 'M'],
    ['XL', { type: 'string', enum: ['S', 'M', 'L'] }, undefined],
  ];
  for (const [text, schema, expected] of cases) expect(convertText(text, schema), text).toEqual(expected);
});

test('a table becomes an array of objects whose keys match its column headers', async () => {
  const schema = v.array(v.object({ product: v.string(), qty: v.number(), unitPrice: v.number() }));
  const outcome = answerDeterministically('the cart lines', schemaOf(schema), FACTS);
  expect(outcome).toEqual({
    kind: 'answer',
    data: [
      { product: 'Sauce Labs Backpack Black', qty: 2, unitPrice: 59.98 },
      { product: 'Bolt T-Shirt White', qty: 1, unitPrice: 15.99 },
    ],
    evidence: ['table "Items in your cart"'],
  });
  if (outcome.kind === 'answer') expect((await checkWithSchema(schema, outcome.data)).ok).toBe(true);
});

test('an object whose only property is an array reads the table too', () => {
  const schema = v.object({ lines: v.array(v.object({ product: v.string(), size: v.string() })) });
  const outcome = answerDeterministically('cart', schemaOf(schema), FACTS);
  expect(outcome.kind === 'answer' && outcome.data).toEqual({
    lines: [
      { product: 'Sauce Labs Backpack Black', size: 'One size' },
      { product: 'Bolt T-Shirt White', size: 'M' },
    ],
  });
});

test('a table is left to the model when a key has no column, two tables fit, or a cell is not a number', () => {
  const missing = answerDeterministically('lines', schemaOf(v.array(v.object({ sku: v.string() }))), FACTS);
  expect(missing).toEqual({
    kind: 'none',
    why: 'no table fits (table "Items in your cart": no column for "sku")',
  });
  const twice = answerDeterministically('lines', schemaOf(v.array(v.object({ product: v.string() }))), {
    tables: [CART, { ...CART, name: 'Saved for later' }],
    labels: [],
  });
  expect(twice).toEqual({ kind: 'none', why: '2 tables fit the keys' });
  const notNumber = answerDeterministically(
    'lines',
    schemaOf(v.array(v.object({ size: v.number() }))),
    FACTS,
  );
  expect(notNumber.kind === 'none' && notNumber.why).toContain('"One size" is not a number');
  const irregular = answerDeterministically('lines', schemaOf(v.array(v.object({ product: v.string() }))), {
    tables: [{ ...CART, irregular: true }],
    labels: [],
  });
  expect(irregular.kind).toBe('none');
});

test('an object of primitives reads one labelled value per key', () => {
  const schema = v.object({ total: v.number(), shipping: v.string() });
  expect(answerDeterministically('the order total and shipping', schemaOf(schema), FACTS)).toEqual({
    kind: 'answer',
    data: { total: 75.97, shipping: 'Free' },
    evidence: ['text "Order total: $75.97"', 'text "Shipping: Free"'],
  });
});

test('a primitive reads the labelled value the instruction names', () => {
  expect(answerDeterministically('the order total', schemaOf(v.number()), FACTS)).toEqual({
    kind: 'answer',
    data: 75.97,
    evidence: ['text "Order total: $75.97"'],
  });
  expect(answerDeterministically('how many items', schemaOf(v.number()), FACTS)).toMatchObject({
    kind: 'answer',
    data: 3,
  });
});

test('ambiguous labels are left to the model, never guessed', () => {
  const facts: PageFacts = {
    tables: [],
    labels: [
      { label: 'Subtotal', value: '$10.00', source: 'text' },
      { label: 'Order total', value: '$12.00', source: 'text' },
      { label: 'Gift total', value: '$3.00', source: 'text' },
    ],
  };
  const outcome = answerDeterministically('totals', schemaOf(v.object({ total: v.number() })), facts);
  expect(outcome).toEqual({ kind: 'none', why: '2 labels fit "total" ("Order total", "Gift total")' });
  // The instruction breaks the tie.
  expect(
    answerDeterministically('the gift total', schemaOf(v.object({ total: v.number() })), facts),
  ).toMatchObject({
    kind: 'answer',
    data: { total: 3 },
  });
  // The same label shown twice with the same value is one value; with two values it is ambiguous.
  const twice: PageFacts = { tables: [], labels: [facts.labels[1]!, facts.labels[1]!] };
  expect(answerDeterministically('x', schemaOf(v.object({ total: v.number() })), twice)).toMatchObject({
    kind: 'answer',
  });
  const differs: PageFacts = {
    tables: [],
    labels: [facts.labels[1]!, { ...facts.labels[1]!, value: '$13.00' }],
  };
  expect(answerDeterministically('x', schemaOf(v.object({ total: v.number() })), differs).kind).toBe('none');
});

test('shapes it does not read say so', () => {
  expect(answerDeterministically('x', undefined, FACTS)).toEqual({
    kind: 'none',
    why: 'the schema has no JSON Schema shape',
  });
  expect(answerDeterministically('x', schemaOf(v.array(v.string())), FACTS)).toEqual({
    kind: 'none',
    why: 'an array of non-objects',
  });
  expect(
    answerDeterministically('x', schemaOf(v.object({ nested: v.object({ a: v.string() }) })), FACTS).kind,
  ).toBe('none');
});

test('describeSchema gives the model the JSON Schema shape of a valibot schema', () => {
  expect(describeSchema(v.object({ total: v.pipe(v.number(), v.minValue(0)) }))).toEqual({
    type: 'object',
    properties: { total: { type: 'number', minimum: 0 } },
    required: ['total'],
  });
});

test('checkWithSchema returns issues as data with readable paths', async () => {
  const schema = v.object({ lines: v.array(v.object({ qty: v.number() })) });
  expect(await checkWithSchema(schema, { lines: [{ qty: '2' }] })).toEqual({
    ok: false,
    issues: [{ path: '$.lines[0].qty', message: 'Invalid type: Expected number but received "2"' }],
  });
});
