import { expect, test } from '@playwright/test';
import { parseJSONAnswer, stripReasoning } from '../../lib/model/parse-json-answer.js';
import { REDACTED, redact } from '../../lib/model/redact.js';

test.describe('parseJSONAnswer', () => {
  const good: [string, string, unknown][] = [
    ['plain JSON', '{"index": 2, "reason": "x"}', { index: 2, reason: 'x' }],
    ['a think preamble', '<think>\nThe user wants… {"index": 9}\n</think>\n{"index": 1}', { index: 1 }],
    [
      'a closing think tag only (opener in the template)',
      'reasoning here {"index": 5}</think>{"index": 0}',
      { index: 0 },
    ],
    [
      'a json code fence',
      'Here you go:\n```json\n{"index": 3, "reason": "footer"}\n```\nDone.',
      { index: 3, reason: 'footer' },
    ],
    ['a bare fence', '```\n{"index": null}\n```', { index: null }],
    [
      'prose around an object',
      'I think the answer is {"index": 4, "reason": "a {curly} name"} because…',
      {
        index: 4,
        reason: 'a {curly} name',
      },
    ],
    ['<thinking> tags', '<thinking>hmm</thinking>{"a":[1,2]}', { a: [1, 2] }],
    ['an array', '[1, 2, 3]', [1, 2, 3]],
  ];
  for (const [name, input, expected] of good) {
    test(`reads ${name}`, () => {
      expect(parseJSONAnswer(input)).toEqual({ ok: true, value: expected });
    });
  }

  const bad: [string, string | null][] = [
    ['null content', null],
    ['empty content', '   '],
    ['only reasoning', '<think>I cannot decide'],
    ['truncated JSON', '{"index": 1, "reason": "cut'],
    ['prose', 'The second button, probably.'],
  ];
  for (const [name, input] of bad) {
    test(`fails on ${name}`, () => {
      expect(parseJSONAnswer(input).ok).toBe(false);
    });
  }

  test('bounded on hostile input (many unbalanced braces)', () => {
    const hostile = `${'{'.repeat(50_000)}"x"`;
    expect(parseJSONAnswer(hostile).ok).toBe(false);
  });

  test('stripReasoning keeps the answer text', () => {
    expect(stripReasoning('<think>a</think> Click it. <think>b</think>')).toBe('Click it.');
  });
});

test.describe('redact', () => {
  test('replaces declared secrets, longest first', () => {
    expect(
      redact('user alice pass hunter22 token hunter22-extended', ['hunter22', 'hunter22-extended']),
    ).toBe(`user alice pass ${REDACTED} token ${REDACTED}`);
  });

  test('short secrets only as whole words', () => {
    expect(redact('pin 42 in 1420', ['42'])).toBe(`pin ${REDACTED} in 1420`);
  });

  test('credential-shaped strings are redacted even when undeclared', () => {
    const text =
      'key sk-abcdefghijklmnopqrstuv and ghp_abcdefghijklmnopqrstuvwxyz0123456789 jwt eyJhbGciOiJIUzI1.eyJzdWIiOiIxMjM0.SflKxwRJSMeKKF2QT4f';
    const result = redact(text, []);
    expect(result).not.toContain('sk-abc');
    expect(result).not.toContain('ghp_');
    expect(result).not.toContain('eyJ');
  });

  test('regex metacharacters in secrets are literal', () => {
    expect(redact('a.b a+b', ['a+b'])).toBe(`a.b ${REDACTED}`);
    expect(redact('x (y) z', ['(y'])).toBe(`x ${REDACTED}) z`);
  });
});
