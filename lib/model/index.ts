/** The model tier: configuration, the client over any OpenAI-compatible endpoint, the tie-break. */
export { buildChoosePrompt, type ChooserOptions, createChooser, createChooserFromConfig } from './choose.js';
export {
  type ChatMessage,
  type ChatRequest,
  type ChatResult,
  type ChatTool,
  type CompleteJSONRequest,
  createModelClient,
  functionTool,
  type JSONSchema,
  type ModelClient,
  type ModelClientOptions,
  type ModelUsage,
  type StructuredTier,
  type ToolCall,
  type ToolChoice,
} from './client.js';
export {
  DEFAULT_BUDGET_MS,
  DEFAULT_CALL_TIMEOUT_MS,
  type ModelConfig,
  type ModelEnvironment,
  type ModelProvider,
  PROVIDERS,
  parseModelString,
  type ResolvedModelConfig,
  resolveModelConfig,
} from './config.js';
export { describeModelTimeout, isTimeoutError } from './deadline.js';
export { parseJSONAnswer, stripReasoning } from './parse-json-answer.js';
export { REDACTED, redact } from './redact.js';
