/** Pure text utilities shared by the web and native engines. */

export type { UnstableClassKind, UnstableIdKind } from './anti-patterns.js';
export {
  detectGeneratedId,
  detectUnstableClass,
  isGeneratedId,
  isHashedClass,
  isSemanticClass,
} from './anti-patterns.js';
export type { DataDependentKind } from './data-dependent.js';
export { detectDataDependentText, isDataDependentText } from './data-dependent.js';
export {
  bestTokenSimilarity,
  tokenCoverage,
  tokenOverlap,
  tokenSimilarity,
} from './similarity.js';
export {
  normalizeWord,
  STOP_WORDS,
  singularize,
  splitWords,
  tokenize,
} from './tokenize.js';
