/** Pure parts of page.act: placeholders, the planner's reading, snapshots, effect rules, cache policy, the summary line. */
import { expect, test } from '@playwright/test';
import { summaryReason } from '../../lib/act/act.js';
import { actCachePolicy, actRecordKey, isActRecord } from '../../lib/act/cache.js';
import {
  compareEffects,
  coversEffect,
  createRequestFilter,
  normalizePath,
} from '../../lib/act/effect-rules.js';
import { placeholderNames, redactDeep, redactValues, substituteValues } from '../../lib/act/placeholders.js';
import { planInstruction } from '../../lib/act/planner.js';
import { normalizeRef, parseSnapshot, snapshotRefs } from '../../lib/act/snapshot.js';
import type { StepEffect } from '../../lib/act/types.js';
import { formatActSummaryLine } from '../../lib/report/act-summary.js';

test('placeholders: names, substitution, redaction (longest first, short values as words)', () => {
  expect(placeholderNames('Log in as {{user}} with {{ password }} then {{user}}')).toEqual([
    'user',
    'password',
  ]);
  expect(substituteValues('{{user}}/{{nope}}', { user: 'bob' })).toBe('bob/{{nope}}');
  const values = { password: 'secret_sauce', user: 'standard_user', pin: '42' };
  expect(redactValues('textbox "Password": secret_sauce; user standard_user; pin 42; 1420', values)).toBe(
    'textbox "Password": {{password}}; user {{user}}; pin {{pin}}; 1420',
  );
  expect(redactDeep({ a: ['x secret_sauce'], b: 3 }, values)).toEqual({ a: ['x {{password}}'], b: 3 });
});

test('planner: single actions are read, everything else goes to the model', () => {
  const cases: [string, unknown][] = [
    ['Click the Log in button', { args: { action: 'click' }, target: 'Log in', roles: ['button'] }],
    ['click "Checkout" link.', { args: { action: 'click' }, target: 'Checkout', roles: ['link'] }],
    ['Fill Email with {{email}}', { args: { action: 'fill', value: '{{email}}' }, target: 'Email' }],
    ['Type "hello" into the Search field', { args: { action: 'fill', value: 'hello' }, target: 'Search' }],
    ['Select M in Size', { args: { action: 'select', values: ['M'] }, target: 'Size' }],
    ['Uncheck Remember me', { args: { action: 'check', checked: false }, target: 'Remember me' }],
    ['Press Enter', { args: { action: 'press', key: 'Enter' }, roles: [] }],
    ['press Control+A in the Notes field', { args: { action: 'press', key: 'Control+A' }, target: 'Notes' }],
  ];
  for (const [instruction, expected] of cases)
    expect(planInstruction(instruction), instruction).toMatchObject(expected as Record<string, unknown>);
  for (const instruction of [
    'Add a blue shirt in size M to the cart',
    'Click Save and then Close',
    'Open the cart, then check out',
  ]) {
    expect(planInstruction(instruction), instruction).toBeUndefined();
  }
});

test('snapshots: refs, roles and names', () => {
  const text =
    '- main [ref=e2]:\n  - button "Add \\"big\\" to cart" [active] [ref=e12]\n  - textbox "User" [ref=f1e4]: bob\n  - text: hi';
  expect(parseSnapshot(text)).toEqual([
    { ref: 'e2', role: 'main', name: '', depth: 0 },
    { ref: 'e12', role: 'button', name: 'Add "big" to cart', depth: 1 },
    { ref: 'f1e4', role: 'textbox', name: 'User', depth: 1 },
  ]);
  expect([...snapshotRefs(text)]).toEqual(['e2', 'e12', 'f1e4']);
  expect(['e7', '@e7', 'aria-ref=f1e7', 'button'].map(normalizeRef)).toEqual(['e7', 'e7', 'f1e7', undefined]);
});

test('effects: ids normalised, assets / telemetry / ignore patterns never count', () => {
  expect(normalizePath('http://x/api/cart/line-12?q=1')).toBe('/api/cart/:id');
  expect(normalizePath('http://x/v1/orders/ORD-1001')).toBe('/v1/orders/:id');
  expect(normalizePath('http://x/v1-wishlist/products/bolt-t-shirt')).toBe(
    '/v1-wishlist/products/bolt-t-shirt',
  );
  expect(normalizePath('http://x/u/3f2a9c1e-1111-4222-8333-444455556666/x')).toBe('/u/:id/x');
  const counts = createRequestFilter({ ignore: ['**/api/heartbeat'] });
  expect(counts('http://shop/api/cart', 'fetch')).toBe(true);
  expect(counts('http://shop/app.js', 'script')).toBe(false);
  expect(counts('https://www.google-analytics.com/g/collect', 'fetch')).toBe(false);
  expect(counts('http://shop/api/beacon', 'fetch')).toBe(false);
  expect(counts('http://shop/api/heartbeat', 'xhr')).toBe(false);
  expect(counts('ws://shop/socket', 'websocket')).toBe(false);
});

test('effects: strict, loose and off comparisons name the difference', () => {
  const recorded: StepEffect = {
    requests: [{ method: 'POST', path: '/api/cart', status: '2xx' }],
    regions: ['status'],
  };
  const wishlist: StepEffect = {
    requests: [{ method: 'POST', path: '/api/wishlist', status: '2xx' }],
    regions: ['status'],
  };
  expect(compareEffects(recorded, wishlist, 'strict').differences).toEqual([
    'expected POST /api/cart (2xx), which did not happen',
    'unexpected POST /api/wishlist (2xx)',
  ]);
  expect(compareEffects(recorded, wishlist, 'off').ok).toBe(true);
  const failed: StepEffect = {
    requests: [{ method: 'POST', path: '/api/cart', status: '5xx' }],
    regions: ['status'],
  };
  expect(compareEffects(recorded, failed, 'loose').differences).toEqual([
    'POST /api/cart answered 5xx instead of 2xx',
  ]);
  const extra: StepEffect = {
    requests: [...recorded.requests, { method: 'GET', path: '/api/x', status: '2xx' }],
    regions: [],
  };
  expect(compareEffects(recorded, extra, 'loose').ok).toBe(true);
  expect(compareEffects(recorded, extra, 'strict').ok).toBe(false);
  expect(coversEffect(recorded, extra, 'loose')).toBe(true);
  expect(coversEffect(recorded, extra, 'strict')).toBe(false);
});

test('cache policy: modes, CI and every updateSnapshots value', () => {
  const policy = (mode: Parameters<typeof actCachePolicy>[0], updateSnapshots: string, ci = false) =>
    actCachePolicy(mode, { ci, updateSnapshots });
  // No -u: Playwright's "default". Locally auto = write; on CI auto = heal into the output dir.
  expect(policy('auto', 'default')).toMatchObject({
    mode: 'write',
    recordTo: 'committed',
    healTo: 'committed',
  });
  expect(policy('auto', 'default', true)).toMatchObject({
    mode: 'heal',
    recordTo: 'output',
    healTo: 'output',
  });
  expect(policy('auto', 'default')).toMatchObject({
    rerecordAll: false,
    rerecordChangedInstruction: true,
    rerecordFailed: false,
  });
  // -u missing: only calls with no entry; heals stay out of the committed file, a changed instruction throws.
  expect(policy('write', 'missing')).toMatchObject({
    recordTo: 'committed',
    healTo: 'output',
    rerecordChangedInstruction: false,
    rerecordFailed: false,
  });
  // -u / -u changed: failed, healed and changed calls re-record.
  expect(policy('write', 'changed')).toMatchObject({
    healTo: 'committed',
    rerecordChangedInstruction: true,
    rerecordFailed: true,
    rerecordAll: false,
  });
  // CI with -u changed still never touches the committed file.
  expect(policy('auto', 'changed', true)).toMatchObject({ recordTo: 'output', healTo: 'output' });
  expect(policy('write', 'all')).toMatchObject({ rerecordAll: true });
  // none = locked: replay and level-1 heals only, nothing written, never the model.
  for (const mode of ['auto', 'write', 'heal', 'locked'] as const) {
    expect(policy(mode, 'none'), mode).toMatchObject({
      mode: 'locked',
      modelAllowed: false,
      recordTo: 'none',
      healTo: 'none',
      rerecordChangedInstruction: false,
    });
  }
  expect(policy('locked', 'changed')).toMatchObject({
    recordTo: 'none',
    healTo: 'none',
    rerecordFailed: false,
  });
  expect(policy('off', 'none')).toMatchObject({ mode: 'off', read: false, recordTo: 'none' });
  // An unknown value reads as "default".
  expect(policy('write', 'bogus').update).toBe('default');
  expect(actRecordKey(['cart', 'adds a shirt'], '#2')).toBe('cart › adds a shirt › #2');
  expect(
    isActRecord({ instruction: 'x', call: '#1', test: 't', steps: [{ action: 'click', effect: {} }] }),
  ).toBe(true);
  expect(isActRecord({ instruction: 'x', call: '#1', test: 't', steps: [{}] })).toBe(false);
});

test('the act summary line', () => {
  expect(
    formatActSummaryLine({
      calls: 42,
      cached: 39,
      healedWithoutModel: 2,
      healedByModel: 1,
      recorded: 0,
      failed: 0,
      tokens: 3100,
    }),
  ).toBe(
    'healwright: 42 act calls · 39 from cache · 2 healed without the model · 1 healed by the model · 0 recorded · 3.1k tokens',
  );
});

test('a failed call reads in the summary as its first line and the differences it lists, not the advice', () => {
  const message = [
    'step 2 (click button "Add to cart", via recorded locator) ran, but the app may have changed behaviour, not just markup:',
    '  - expected POST /api/cart (2xx)',
    '  - unexpected POST /api/wishlist (2xx)',
    '  recorded effect: POST /api/cart (2xx)',
    '  this run:        POST /api/wishlist (2xx)',
    'A step that did something else is never retried.',
  ].join('\n');
  expect(summaryReason(message)).toBe(
    'step 2 (click button "Add to cart", via recorded locator) ran, but the app may have changed behaviour, not just markup: expected POST /api/cart (2xx); unexpected POST /api/wishlist (2xx)',
  );
  expect(summaryReason('the model failed: no Checkout button')).toBe('the model failed: no Checkout button');
});
