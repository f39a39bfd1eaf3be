/**
 * The probe runner behind bench:probes, on a page written here (the corpus is optional): edits
 * apply exactly or the case is reported as broken, a case whose locator survives is not counted,
 * and Chromium's verdict on an answer is what the runner counts (checked with fake engines whose
 * outcomes are known, and with the real engine).
 */
import { expect, test } from '@playwright/test';
import { heal } from '../../lib/engine/index.js';
import { BrowserJudge } from '../../scripts/mutations/browser-judge.js';
import { applyEdits, probeTable, runProbe } from '../../scripts/probes/run-probes.js';
import type { ProbeCase } from '../../scripts/probes/types.js';
import { answerAlways, refuseEverything as refuse } from './fake-engines.js';

const PAGE = `<!doctype html><html><head><title>Shop</title></head><body>
<header><nav aria-label="Main"><a href="/">Home</a><a href="/cart">Cart</a></nav></header>
<main><ul class="products">
<li class="item"><h3>Backpack</h3><button id="add-backpack" class="btn">Add to cart</button></li>
<li class="item"><h3>Bike Light</h3><button id="add-light" class="btn">Add to cart</button></li>
</ul><form><label for="email">Email</label><input id="email" name="email"></form></main></body></html>`;

const RENAMED: ProbeCase = {
  id: 'own-backpack-id-renamed',
  page: 'own',
  kind: 'id/class renamed',
  locator: '#add-backpack',
  description: 'Add to cart button of the Backpack',
  target: '#add-backpack',
  edits: [{ from: 'id="add-backpack"', to: 'id="add-to-cart-backpack"' }],
  after: '#add-to-cart-backpack',
};
const DELETED: ProbeCase = {
  ...RENAMED,
  id: 'own-backpack-deleted',
  kind: 'deleted',
  edits: [{ from: '<button id="add-backpack" class="btn">Add to cart</button>', to: '' }],
  after: null,
};

test('edits apply exactly: a missing or repeated text is a broken case, a move cuts and reinserts a block', () => {
  expect(applyEdits('a b c', [{ from: 'b', to: 'B' }])).toBe('a B c');
  expect(applyEdits('a b b', [{ from: 'b', to: 'B' }])).toEqual({
    error: expect.stringContaining('occurs 2 times'),
  });
  expect(applyEdits('a b b', [{ from: 'b', to: 'B', count: 2 }])).toBe('a B B');
  expect(applyEdits('a b c', [{ from: 'x', to: 'y' }])).toEqual({
    error: expect.stringContaining('occurs 0 times'),
  });
  expect(applyEdits('<1>one</1><2>two</2>', [{ move: { start: '<2>', end: '</2>' }, before: '<1>' }])).toBe(
    '<2>two</2><1>one</1>',
  );
  expect(
    applyEdits('<1>one</1><2>two</2>', [{ move: { start: '<1>', end: '</1>' }, before: 'one' }]),
  ).toEqual({
    error: expect.stringContaining('inside the block'),
  });
});

test('the runner counts what Chromium sees: right, wrong, refused, deleted, intact, broken case', async ({
  page,
}) => {
  const judge = BrowserJudge.onPage(page);
  const results = [
    await runProbe(RENAMED, PAGE, judge, (request) => heal(request)),
    await runProbe({ ...RENAMED, id: 'fake-wrong' }, PAGE, judge, answerAlways('#add-light', 'button')),
    await runProbe({ ...RENAMED, id: 'fake-several' }, PAGE, judge, answerAlways('button.btn', 'button')),
    await runProbe({ ...RENAMED, id: 'fake-refusal' }, PAGE, judge, refuse),
    await runProbe(DELETED, PAGE, judge, (request) => heal(request)),
    await runProbe(
      { ...DELETED, id: 'fake-deleted-healed' },
      PAGE,
      judge,
      answerAlways('#add-light', 'button'),
    ),
    await runProbe(
      {
        ...RENAMED,
        id: 'still-intact',
        locator: "page.getByRole('heading', { name: 'Backpack' })",
        target: 'h3 >> nth=0',
        after: 'h3 >> nth=0',
      },
      PAGE,
      judge,
      refuse,
    ),
    await runProbe({ ...RENAMED, id: 'held-never-matched', locator: '#nothing' }, PAGE, judge, refuse),
  ];
  expect(results.map((result) => [result.id, result.outcome])).toEqual([
    ['own-backpack-id-renamed', 'correct'],
    ['fake-wrong', 'false'],
    ['fake-several', 'false'],
    ['fake-refusal', 'refused'],
    ['own-backpack-deleted', 'correct'],
    ['fake-deleted-healed', 'false'],
    ['still-intact', 'intact'],
    ['held-never-matched', 'harness-error'],
  ]);
  const all = probeTable(results).at(-1) ?? '';
  // 6 broken (intact and the broken case not counted); 1 of 4 present healed; 3 false of 6.
  expect(all.split(/\s+/).slice(0, 6)).toEqual(['ALL', '6', '1/4', '25.0%', '3', '50.0%']);
});
