/**
 * Reads a JSON value out of what a model wrote. Models wrap answers in `<think>` blocks (Qwen3,
 * DeepSeek-R1 through llama.cpp/Ollama), code fences, or a sentence of prose; the reasoning that
 * some servers return in `reasoning_content` is never looked at. Pure; bounded work on any input.
 */

export type JSONAnswer =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly reason: string };

/** Above this, the answer is not a small JSON object and is not worth scanning. */
const MAX_ANSWER_CHARS = 1_000_000;
/** How many `{`/`[` starts the prose scan tries before giving up. */
const MAX_SCAN_STARTS = 32;

const REASONING_TAGS = ['think', 'thinking', 'reasoning'];

/**
 * Removes reasoning blocks: `<think>…</think>` (and `<thinking>`, `<reasoning>`), a bare closing
 * tag whose opener was in the prompt template (everything before it is reasoning), and an
 * unterminated opener (everything after it is reasoning).
 *
 * @example
 * stripReasoning('<think>hmm</think>{"index":1}') // '{"index":1}'
 */
export function stripReasoning(text: string): string {
  let result = text;
  for (const tag of REASONING_TAGS) {
    const open = `<${tag}>`;
    const close = `</${tag}>`;
    for (;;) {
      const lower = result.toLowerCase();
      const start = lower.indexOf(open);
      const end = lower.indexOf(close);
      if (start >= 0 && end > start) {
        result = result.slice(0, start) + result.slice(end + close.length);
      } else if (end >= 0) {
        result = result.slice(end + close.length);
      } else if (start >= 0) {
        result = result.slice(0, start);
      } else {
        break;
      }
    }
  }
  return result.trim();
}

function tryParse(text: string): JSONAnswer {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Index just past the bracket that balances the one at `start`, or -1. Respects JSON strings. */
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      depth++;
    } else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/**
 * Extracts the JSON answer from model output: strips reasoning, prefers a fenced block, then the
 * whole text, then the first balanced object/array embedded in prose.
 *
 * @example
 * parseJSONAnswer('Sure!\n```json\n{"index": 2, "reason": "the footer link"}\n```')
 * // { ok: true, value: { index: 2, reason: 'the footer link' } }
 */
export function parseJSONAnswer(raw: string | null | undefined): JSONAnswer {
  if (raw === null || raw === undefined || raw.trim() === '') return { ok: false, reason: 'empty answer' };
  if (raw.length > MAX_ANSWER_CHARS)
    return { ok: false, reason: `answer longer than ${MAX_ANSWER_CHARS} chars` };
  const text = stripReasoning(raw);
  if (text === '') return { ok: false, reason: 'answer holds only reasoning' };
  for (const fence of text.matchAll(/```[a-zA-Z0-9_-]*[ \t]*\r?\n?([\s\S]*?)```/g)) {
    const parsed = tryParse((fence[1] ?? '').trim());
    if (parsed.ok) return parsed;
  }
  const whole = tryParse(text);
  if (whole.ok) return whole;
  let starts = 0;
  for (let index = 0; index < text.length && starts < MAX_SCAN_STARTS; index++) {
    const char = text[index];
    if (char !== '{' && char !== '[') continue;
    starts++;
    const end = balancedEnd(text, index);
    if (end < 0) continue;
    const parsed = tryParse(text.slice(index, end));
    if (parsed.ok) return parsed;
  }
  return { ok: false, reason: `no JSON in answer: ${whole.reason}` };
}
