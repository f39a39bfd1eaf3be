/**
 * Shared case/outcome types of the mutation benchmark and the per-kind summary maths.
 */
export type Outcome =
  /** The original locator still matched exactly the target: not a heal case. */
  | 'intact'
  /** The healed locator matches exactly the target in Chromium (deleted targets: refused). */
  | 'correct'
  /** A locator for the wrong element, several elements, or for a deleted target. */
  | 'false'
  /** The engine answered, but its locator matches nothing / does not compile in Playwright. */
  | 'invalid'
  /** 422 from the engine (for a deleted target this is the right answer and also counts as correct). */
  | 'refused'
  /** 400/413 or a crash. */
  | 'error'
  /** The harness could not build the case (no original locator validated, mutation lost the mark). */
  | 'skipped';

export interface Durability {
  readonly second: string;
  readonly note: string;
  readonly ours: boolean;
  readonly oursDetail: string;
  /** Playwright's normalize() taken on the same (once-mutated) page the engine healed. */
  readonly playwright?: boolean;
  readonly playwrightCode?: string;
  /** Playwright's normalize() taken on the original page (it must survive both mutations). */
  readonly playwrightFromOriginal?: boolean;
  readonly playwrightFromOriginalCode?: string;
}

export interface CaseResult {
  readonly id: string;
  readonly platform: string;
  readonly page: string;
  readonly kind: string;
  readonly form: string;
  readonly original: string;
  readonly description: string;
  readonly note: string;
  readonly outcome: Outcome;
  readonly detail: string;
  readonly locator?: string;
  readonly strategy?: string;
  readonly confidence?: number;
  readonly expectedPath?: string;
  readonly answerPath?: string;
  readonly healMs?: number;
  readonly durability?: Durability;
}

export interface KindSummary {
  readonly kind: string;
  readonly built: number;
  readonly intact: number;
  readonly skipped: number;
  /** Cases counted: the original locator broke. */
  readonly counted: number;
  readonly correct: number;
  readonly falseHeals: number;
  readonly invalid: number;
  readonly refused: number;
  readonly errors: number;
  /** answer.target.path disagreed with the element its locator matched in Chromium. */
  readonly pathMismatches: number;
}

export function summarize(kind: string, results: readonly CaseResult[]): KindSummary {
  const count = (outcome: Outcome): number => results.filter((result) => result.outcome === outcome).length;
  const counted = results.filter((result) => !['intact', 'skipped'].includes(result.outcome)).length;
  return {
    kind,
    built: results.length,
    intact: count('intact'),
    skipped: count('skipped'),
    counted,
    correct: count('correct'),
    falseHeals: count('false'),
    invalid: count('invalid'),
    refused: count('refused'),
    errors: count('error'),
    pathMismatches: results.filter(
      (result) =>
        result.outcome === 'correct' &&
        result.answerPath !== undefined &&
        result.expectedPath !== undefined &&
        result.answerPath !== result.expectedPath,
    ).length,
  };
}

export function percent(part: number, whole: number): string {
  if (whole === 0) return '   n/a';
  return `${((100 * part) / whole).toFixed(1).padStart(5)}%`;
}
