import { expect, test } from '@playwright/test';
import { isHealwrightError } from '../../lib/errors.js';
import { parseModelString, resolveModelConfig } from '../../lib/model/config.js';

test.describe('parseModelString', () => {
  const cases: [string, string, string][] = [
    ['openai:gpt-5-mini', 'openai', 'gpt-5-mini'],
    ['ollama:qwen3:8b', 'ollama', 'qwen3:8b'],
    ['openrouter:anthropic/claude-sonnet-4.5', 'openrouter', 'anthropic/claude-sonnet-4.5'],
    ['  lm-studio:qwen2.5-7b-instruct ', 'lm-studio', 'qwen2.5-7b-instruct'],
  ];
  for (const [input, provider, model] of cases) {
    test(`${input} → ${provider} / ${model}`, () => {
      expect(parseModelString(input)).toEqual({ provider, model });
    });
  }

  for (const bad of ['gpt-5-mini', 'qwen3:8b', 'openai:', ':model']) {
    test(`rejects ${JSON.stringify(bad)} with a 400 that lists the providers`, () => {
      let caught: unknown;
      try {
        parseModelString(bad);
      } catch (error) {
        caught = error;
      }
      expect(isHealwrightError(caught)).toBe(true);
      expect(caught).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
      expect((caught as Error).message).toContain('ollama');
    });
  }
});

test.describe('resolveModelConfig', () => {
  test('no model anywhere → undefined (nothing will be sent)', () => {
    expect(resolveModelConfig(undefined, {})).toBeUndefined();
    expect(resolveModelConfig(undefined, { OPENAI_API_KEY: 'sk-x' })).toBeUndefined();
    expect(resolveModelConfig('off', { HEALWRIGHT_MODEL: 'openai:gpt-5-mini' })).toBeUndefined();
    expect(resolveModelConfig(undefined, { HEALWRIGHT_MODEL: 'none' })).toBeUndefined();
  });

  test('ollama defaults to the local endpoint; OLLAMA_BASE_URL overrides; no key needed', () => {
    expect(resolveModelConfig('ollama:qwen3:8b', {})).toMatchObject({
      provider: 'ollama',
      model: 'qwen3:8b',
      baseURL: 'http://127.0.0.1:11434/v1',
      callTimeoutMs: 30_000,
      budgetMs: 60_000,
      temperature: 0,
    });
    expect(
      resolveModelConfig('ollama:qwen3:8b', { OLLAMA_BASE_URL: 'http://gpu-box:11434/v1' })?.baseURL,
    ).toBe('http://gpu-box:11434/v1');
  });

  test('HEALWRIGHT_MODEL / HEALWRIGHT_BASE_URL / HEALWRIGHT_API_KEY point everything at any endpoint', () => {
    const resolved = resolveModelConfig(undefined, {
      HEALWRIGHT_MODEL: 'openai:gpt-5-mini',
      HEALWRIGHT_BASE_URL: 'http://proxy.internal/v1',
      HEALWRIGHT_API_KEY: 'hw-key',
      OPENAI_API_KEY: 'sk-ignored',
      OPENAI_BASE_URL: 'http://ignored/v1',
    });
    expect(resolved).toMatchObject({ baseURL: 'http://proxy.internal/v1', apiKey: 'hw-key' });
    expect(resolved?.secrets).toContain('hw-key');
  });

  test("the provider's own variables are honoured", () => {
    expect(
      resolveModelConfig('openai:gpt-5-mini', {
        OPENAI_API_KEY: 'sk-a',
        OPENAI_BASE_URL: 'http://azure.example/v1',
      }),
    ).toMatchObject({ apiKey: 'sk-a', baseURL: 'http://azure.example/v1' });
    expect(resolveModelConfig('openrouter:x/y', { OPENROUTER_API_KEY: 'or-key' })).toMatchObject({
      apiKey: 'or-key',
      baseURL: 'https://openrouter.ai/api/v1',
    });
    expect(resolveModelConfig('anthropic:claude-sonnet-4-5', { ANTHROPIC_API_KEY: 'a-key' })?.baseURL).toBe(
      'https://api.anthropic.com/v1/',
    );
    expect(resolveModelConfig('gemini:gemini-2.5-flash', { GEMINI_API_KEY: 'g-key' })?.baseURL).toBe(
      'https://generativelanguage.googleapis.com/v1beta/openai/',
    );
  });

  test('a config object wins over the environment', () => {
    const resolved = resolveModelConfig(
      {
        provider: 'llama-cpp',
        model: 'local',
        baseURL: 'http://127.0.0.1:8080/v1',
        temperature: 0.2,
        maxTokens: 256,
      },
      { HEALWRIGHT_BASE_URL: 'http://elsewhere/v1', HEALWRIGHT_MODEL: 'openai:gpt-5-mini' },
    );
    expect(resolved).toMatchObject({
      provider: 'llama-cpp',
      model: 'local',
      baseURL: 'http://127.0.0.1:8080/v1',
      temperature: 0.2,
      maxTokens: 256,
    });
  });

  test('budgets come from config or HEALWRIGHT_MODEL_TIMEOUT_MS / HEALWRIGHT_MODEL_BUDGET_MS', () => {
    expect(
      resolveModelConfig('ollama:m', {
        HEALWRIGHT_MODEL_TIMEOUT_MS: '5000',
        HEALWRIGHT_MODEL_BUDGET_MS: '9000',
      }),
    ).toMatchObject({ callTimeoutMs: 5000, budgetMs: 9000 });
  });

  const failures: [string, () => unknown, string, string][] = [
    [
      'llama-cpp without a baseURL',
      () => resolveModelConfig('llama-cpp:m', {}),
      'MODEL_NOT_CONFIGURED',
      'baseURL',
    ],
    [
      'lm-studio without a baseURL',
      () => resolveModelConfig('lm-studio:m', {}),
      'MODEL_NOT_CONFIGURED',
      'baseURL',
    ],
    [
      'openai without a key',
      () => resolveModelConfig('openai:gpt-5-mini', {}),
      'MODEL_NOT_CONFIGURED',
      'OPENAI_API_KEY',
    ],
    [
      'an unknown provider object',
      () => resolveModelConfig({ provider: 'acme' as 'openai', model: 'm' }, {}),
      'BAD_REQUEST',
      'acme',
    ],
    [
      'a non-URL baseURL',
      () => resolveModelConfig('ollama:m', { OLLAMA_BASE_URL: 'not a url' }),
      'BAD_REQUEST',
      'URL',
    ],
    [
      'a bad budget',
      () => resolveModelConfig('ollama:m', { HEALWRIGHT_MODEL_BUDGET_MS: '-1' }),
      'BAD_REQUEST',
      'HEALWRIGHT_MODEL_BUDGET_MS',
    ],
  ];
  for (const [name, run, code, mention] of failures) {
    test(`${name} → a typed 400 naming ${mention}`, () => {
      let caught: unknown;
      try {
        run();
      } catch (error) {
        caught = error;
      }
      expect(caught).toMatchObject({ code, status: 400 });
      expect((caught as Error).message).toContain(mention);
    });
  }
});
