/**
 * Tables and the findings file of the mutation benchmark. Figures are computed from case results
 * only; nothing is dropped to protect a number (skipped and intact cases are shown beside them).
 */
import { type CaseResult, type KindSummary, percent, summarize } from './cases.js';

export const TARGETS = { healRate: 0.95, falseRate: 0.01, durability: 0.9 } as const;

export interface OverallSummary {
  readonly counted: number;
  readonly healCounted: number;
  readonly correct: number;
  readonly falseHeals: number;
  readonly invalid: number;
  readonly refused: number;
  readonly errors: number;
  readonly deletedCounted: number;
  readonly deletedRefused: number;
  readonly intact: number;
  readonly skipped: number;
  readonly pathMismatches: number;
}

export interface DurabilitySummary {
  readonly measured: number;
  readonly ours: number;
  readonly playwright: number;
  readonly playwrightMeasured: number;
  readonly playwrightFromOriginal: number;
  readonly playwrightFromOriginalMeasured: number;
  readonly bySecond: Readonly<Record<string, { n: number; ours: number; playwright: number }>>;
}

export function kindSummaries(results: readonly CaseResult[]): KindSummary[] {
  const kinds = [...new Set(results.map((result) => result.kind))];
  return kinds.map((kind) =>
    summarize(
      kind,
      results.filter((result) => result.kind === kind),
    ),
  );
}

export function overall(results: readonly CaseResult[]): OverallSummary {
  const summaries = kindSummaries(results);
  const heal = summaries.filter((summary) => summary.kind !== 'target-deleted');
  const deleted = summaries.find((summary) => summary.kind === 'target-deleted');
  const sum = (list: readonly KindSummary[], key: keyof KindSummary): number =>
    list.reduce((total, summary) => total + (summary[key] as number), 0);
  return {
    counted: sum(summaries, 'counted'),
    healCounted: sum(heal, 'counted'),
    correct: sum(heal, 'correct'),
    falseHeals: sum(summaries, 'falseHeals'),
    invalid: sum(summaries, 'invalid'),
    refused: sum(heal, 'refused'),
    errors: sum(summaries, 'errors'),
    deletedCounted: deleted?.counted ?? 0,
    deletedRefused: deleted?.correct ?? 0,
    intact: sum(summaries, 'intact'),
    skipped: sum(summaries, 'skipped'),
    pathMismatches: sum(summaries, 'pathMismatches'),
  };
}

export function durabilitySummary(results: readonly CaseResult[]): DurabilitySummary {
  const measured = results.flatMap((result) => (result.durability ? [result.durability] : []));
  const bySecond: Record<string, { n: number; ours: number; playwright: number }> = {};
  for (const entry of measured) {
    const row = bySecond[entry.second] ?? { n: 0, ours: 0, playwright: 0 };
    row.n++;
    if (entry.ours) row.ours++;
    if (entry.playwright) row.playwright++;
    bySecond[entry.second] = row;
  }
  return {
    measured: measured.length,
    ours: measured.filter((entry) => entry.ours).length,
    playwright: measured.filter((entry) => entry.playwright === true).length,
    playwrightMeasured: measured.filter((entry) => entry.playwright !== undefined).length,
    playwrightFromOriginal: measured.filter((entry) => entry.playwrightFromOriginal === true).length,
    playwrightFromOriginalMeasured: measured.filter((entry) => entry.playwrightFromOriginal !== undefined)
      .length,
    bySecond,
  };
}

function row(cells: readonly (string | number)[], widths: readonly number[]): string {
  return cells
    .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!)))
    .join('  ');
}

export function formatTable(title: string, results: readonly CaseResult[]): string[] {
  const lines: string[] = [];
  const widths = [20, 6, 7, 8, 8, 8, 7, 6, 7, 8, 8, 8, 7];
  lines.push(title);
  lines.push(
    row(
      [
        'kind',
        'built',
        'intact',
        'skipped',
        'counted',
        'correct',
        'heal%',
        'false',
        'false%',
        'invalid',
        'refused',
        'refuse%',
        'errors',
      ],
      widths,
    ),
  );
  for (const summary of kindSummaries(results)) {
    const deleted = summary.kind === 'target-deleted';
    lines.push(
      row(
        [
          summary.kind,
          summary.built,
          summary.intact,
          summary.skipped,
          summary.counted,
          deleted ? '-' : summary.correct,
          deleted ? '   n/a' : percent(summary.correct, summary.counted),
          summary.falseHeals,
          percent(summary.falseHeals, summary.counted),
          summary.invalid,
          deleted ? summary.correct : summary.refused,
          percent(deleted ? summary.correct : summary.refused, summary.counted),
          summary.errors,
        ],
        widths,
      ),
    );
  }
  const total = overall(results);
  lines.push(
    row(
      [
        'OVERALL',
        results.length,
        total.intact,
        total.skipped,
        total.counted,
        total.correct,
        percent(total.correct, total.healCounted),
        total.falseHeals,
        percent(total.falseHeals, total.counted),
        total.invalid,
        total.refused + total.deletedRefused,
        percent(total.refused, total.healCounted),
        total.errors,
      ],
      widths,
    ),
  );
  lines.push(
    `heal rate ${percent(total.correct, total.healCounted).trim()} of ${total.healCounted} (target ≥ ${TARGETS.healRate * 100}%)` +
      ` | false heals ${total.falseHeals} = ${percent(total.falseHeals, total.counted).trim()} of ${total.counted} (target ≤ ${TARGETS.falseRate * 100}%)` +
      ` | refusals ${percent(total.refused, total.healCounted).trim()} | invalid answers ${total.invalid} | errors ${total.errors}`,
  );
  lines.push(
    `deleted targets refused ${total.deletedRefused}/${total.deletedCounted} (target: all)` +
      (total.pathMismatches > 0
        ? ` | ${total.pathMismatches} correct heals whose answer.target.path disagreed with the element the locator matched`
        : ''),
  );
  return lines;
}

export function formatDurability(results: readonly CaseResult[]): string[] {
  const summary = durabilitySummary(results);
  if (summary.measured === 0) return ['durability: no correct heals measured'];
  const lines = [
    `durability after a second, different mutation (N = ${summary.measured} correct heals, Chromium):`,
    `  ours (healed locator)                         ${summary.ours}/${summary.measured} = ${percent(summary.ours, summary.measured).trim()} (target ≥ ${TARGETS.durability * 100}% and ahead of Playwright)`,
    `  Playwright normalize() on the same page       ${summary.playwright}/${summary.playwrightMeasured} = ${percent(summary.playwright, summary.playwrightMeasured).trim()}`,
    `  Playwright normalize() from the original page ${summary.playwrightFromOriginal}/${summary.playwrightFromOriginalMeasured} = ${percent(summary.playwrightFromOriginal, summary.playwrightFromOriginalMeasured).trim()} (must survive both mutations)`,
    '  by second mutation:   kind                  n   ours   playwright',
  ];
  for (const [kind, entry] of Object.entries(summary.bySecond).sort()) {
    lines.push(
      `                        ${kind.padEnd(20)} ${String(entry.n).padStart(3)}  ${percent(entry.ours, entry.n)}  ${percent(entry.playwright, entry.n)}`,
    );
  }
  return lines;
}

function caseLine(result: CaseResult): string {
  return [
    `- **${result.kind}** on \`${result.page}\` — original \`${result.original}\` (${result.form}); description "${result.description}"`,
    `  - mutation: ${result.note}`,
    `  - ${result.detail}`,
    ...(result.locator
      ? [`  - returned \`${result.locator}\` (strategy ${result.strategy}, confidence ${result.confidence})`]
      : []),
  ].join('\n');
}

/** The findings file the engine owners read: every false heal and invalid answer, refusals grouped. */
export function findingsMarkdown(
  header: string,
  tables: readonly string[],
  results: readonly CaseResult[],
): string {
  const falseHeals = results.filter((result) => result.outcome === 'false');
  const invalid = results.filter((result) => result.outcome === 'invalid');
  const refused = results.filter((result) => result.outcome === 'refused');
  const errors = results.filter((result) => result.outcome === 'error');
  const mismatched = results.filter(
    (result) =>
      result.outcome === 'correct' &&
      result.answerPath !== undefined &&
      result.expectedPath !== undefined &&
      result.answerPath !== result.expectedPath,
  );
  const durabilityLosses = results.filter((result) => result.durability && !result.durability.ours);
  const byCode = new Map<string, CaseResult[]>();
  for (const result of refused) {
    const code = result.detail.split(':')[0] ?? '';
    byCode.set(code, [...(byCode.get(code) ?? []), result]);
  }
  const parts = [
    '# Harness findings (bench:mutations)',
    '',
    header,
    '',
    '```',
    ...tables,
    '```',
    '',
    `## False heals (${falseHeals.length}) — the worst outcome`,
    ...falseHeals.map(caseLine),
    '',
    `## Invalid answers (${invalid.length}) — engine said ok, Playwright disagrees`,
    ...invalid.map(caseLine),
    '',
    `## Errors (${errors.length})`,
    ...errors.slice(0, 30).map(caseLine),
    '',
    `## Refusals on live targets (${refused.length}), by code`,
    ...[...byCode.entries()].flatMap(([code, list]) => [
      `### ${code} (${list.length})`,
      ...list.slice(0, 8).map(caseLine),
    ]),
    '',
    `## answer.target.path disagreeing with the matched element (${mismatched.length})`,
    ...mismatched
      .slice(0, 20)
      .map((result) => `- ${result.id}: answer ${result.answerPath}, expected ${result.expectedPath}`),
    '',
    `## Slow heals (> 2 s) and timeouts (${results.filter((r) => (r.healMs ?? 0) > 2000).length})`,
    ...results
      .filter((result) => (result.healMs ?? 0) > 2000)
      .sort((a, b) => (b.healMs ?? 0) - (a.healMs ?? 0))
      .slice(0, 20)
      .map(
        (result) =>
          `- ${((result.healMs ?? 0) / 1000).toFixed(1)} s: ${result.kind} on \`${result.page}\` (${result.outcome}: ${result.detail.slice(0, 120)})`,
      ),
    '',
    `## Durability losses of our healed locator (${durabilityLosses.length})`,
    ...durabilityLosses
      .slice(0, 30)
      .map(
        (result) =>
          `- ${result.kind} then **${result.durability?.second}** on \`${result.page}\`: \`${result.locator}\` ${result.durability?.oursDetail} (${result.durability?.note}); Playwright: \`${result.durability?.playwrightCode ?? '-'}\` ${result.durability?.playwright ? 'survived' : 'lost'}`,
      ),
    '',
  ];
  return parts.join('\n');
}
