/**
 * The one module that imports the `openai` package (house style: one adapter per third-party
 * package). It sends a chat-completions body as given and returns the raw message, mapping the
 * SDK's errors to plain data. Retries, deadlines, tiers and parameter dropping live in client.ts:
 * the SDK's own retries are off and its timeout is only a backstop.
 */
import OpenAI from 'openai';

/** A chat-completions request body (OpenAI wire shape, snake_case). */
export type ChatCompletionBody = Readonly<Record<string, unknown>> & {
  readonly model: string;
  readonly messages: readonly unknown[];
};

export interface WireToolCall {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: string };
}

export interface WireMessage {
  readonly content: string | null;
  /** DeepSeek / vLLM / LM Studio put the reasoning here; never parsed as the answer. */
  readonly reasoning_content?: string;
  readonly tool_calls?: readonly WireToolCall[];
}

export interface WireCompletion {
  readonly message: WireMessage;
  readonly finishReason: string | null;
  readonly promptTokens: number;
  readonly completionTokens: number;
}

/** An HTTP-level failure from the endpoint, as data. */
export interface TransportFailure {
  readonly kind: 'http' | 'connection' | 'aborted';
  readonly status?: number;
  readonly message: string;
  readonly param?: string;
}

export class TransportError extends Error {
  readonly failure: TransportFailure;
  constructor(failure: TransportFailure, cause?: unknown) {
    super(failure.message, cause === undefined ? undefined : { cause });
    this.name = 'TransportError';
    this.failure = failure;
  }
}

export interface ChatTransport {
  /** One HTTP call. Rejects with TransportError. */
  complete(
    body: ChatCompletionBody,
    options: { signal: AbortSignal; timeoutMs: number },
  ): Promise<WireCompletion>;
}

function readMessage(raw: unknown): WireMessage {
  const message = (raw ?? {}) as Record<string, unknown>;
  const content = typeof message.content === 'string' ? message.content : null;
  const reasoning = message.reasoning_content ?? message.reasoning;
  const toolCalls = Array.isArray(message.tool_calls)
    ? (message.tool_calls as Record<string, unknown>[])
        .filter((call) => typeof call === 'object' && call !== null)
        .map((call, index): WireToolCall => {
          const fn = (call.function ?? {}) as Record<string, unknown>;
          const args = fn.arguments;
          return {
            id: typeof call.id === 'string' ? call.id : `call_${index}`,
            type: 'function',
            function: {
              name: typeof fn.name === 'string' ? fn.name : '',
              arguments: typeof args === 'string' ? args : JSON.stringify(args ?? {}),
            },
          };
        })
    : undefined;
  return {
    content,
    ...(typeof reasoning === 'string' ? { reasoning_content: reasoning } : {}),
    ...(toolCalls === undefined || toolCalls.length === 0 ? {} : { tool_calls: toolCalls }),
  };
}

function toTransportError(error: unknown): TransportError {
  if (error instanceof OpenAI.APIUserAbortError) {
    return new TransportError({ kind: 'aborted', message: 'request aborted' }, error);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new TransportError({ kind: 'connection', message: error.message }, error);
  }
  if (error instanceof OpenAI.APIError) {
    return new TransportError(
      {
        kind: 'http',
        ...(error.status === undefined ? {} : { status: error.status }),
        message: error.message,
        ...(typeof error.param === 'string' ? { param: error.param } : {}),
      },
      error,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new TransportError({ kind: 'connection', message }, error);
}

/**
 * Creates a transport for one OpenAI-compatible endpoint.
 *
 * @example
 * const transport = createOpenAITransport({ baseURL: 'http://127.0.0.1:11434/v1', apiKey: 'not-needed' });
 */
export function createOpenAITransport(endpoint: { baseURL: string; apiKey: string }): ChatTransport {
  const sdk = new OpenAI({ baseURL: endpoint.baseURL, apiKey: endpoint.apiKey, maxRetries: 0 });
  return {
    async complete(body, { signal, timeoutMs }) {
      let response: unknown;
      try {
        response = await sdk.chat.completions.create(
          body as unknown as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
          { signal, timeout: Math.max(1, Math.ceil(timeoutMs)), maxRetries: 0 },
        );
      } catch (error) {
        throw toTransportError(error);
      }
      const completion = (response ?? {}) as Record<string, unknown>;
      const choices = Array.isArray(completion.choices)
        ? (completion.choices as Record<string, unknown>[])
        : [];
      const first = choices[0];
      if (first === undefined) {
        throw new TransportError({ kind: 'http', status: 200, message: 'response has no choices' });
      }
      const usage = (completion.usage ?? {}) as Record<string, unknown>;
      return {
        message: readMessage(first.message),
        finishReason: typeof first.finish_reason === 'string' ? first.finish_reason : null,
        promptTokens: typeof usage.prompt_tokens === 'number' ? usage.prompt_tokens : 0,
        completionTokens: typeof usage.completion_tokens === 'number' ? usage.completion_tokens : 0,
      };
    },
  };
}
