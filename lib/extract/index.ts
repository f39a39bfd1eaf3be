/** page.extract: typed reads from the page and the responses it received. */
export { answerDeterministically, convertText, type DeterministicOutcome, words } from './deterministic.js';
export {
  ExtractError,
  type ExtractErrorDetails,
  type ExtractFailureReason,
  type ExtractUsage,
  formatIssues,
  isExtractError,
} from './errors.js';
export { type ExtractCallOptions, type ExtractDependencies, type ExtractResult, extract } from './extract.js';
export { type LabelFact, type PageFacts, readPageFacts, type TableFact } from './page-facts.js';
export {
  type CapturedResponse,
  describeResponse,
  MAX_BODY_CHARS,
  MAX_RESPONSES,
  ResponseLog,
} from './response-log.js';
export {
  checkWithSchema,
  describeSchema,
  type ExtractIssue,
  isStandardSchema,
  type SchemaCheck,
  type StandardSchemaV1,
} from './standard-schema.js';
