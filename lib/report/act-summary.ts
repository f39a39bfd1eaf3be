/**
 * The act part of the end-of-run report: one summary line, then one line per heal / failure, and
 * under GitHub Actions a `::warning` on the spec line of every healed act call. Pure.
 */
import type { ActEvent, ActSummary } from '../act/act-events.js';
import { formatWorkflowAnnotation } from './github-annotations.js';
import { oneLine } from './one-line.js';

export { ACT_SUMMARY_ATTACHMENT } from '../act/act-events.js';

export interface ActTotals {
  readonly calls: number;
  readonly cached: number;
  readonly healedWithoutModel: number;
  readonly healedByModel: number;
  readonly recorded: number;
  readonly failed: number;
  readonly tokens: number;
}

export function addActTotals(summaries: Iterable<ActSummary>): ActTotals {
  const totals = {
    calls: 0,
    cached: 0,
    healedWithoutModel: 0,
    healedByModel: 0,
    recorded: 0,
    failed: 0,
    tokens: 0,
  };
  for (const summary of summaries) {
    for (const key of Object.keys(totals) as (keyof ActTotals)[]) totals[key] += summary[key] ?? 0;
  }
  return totals;
}

function tokens(count: number): string {
  return count >= 1000 ? `${(count / 1000).toFixed(1)}k tokens` : `${count} tokens`;
}

/**
 * @example
 * formatActSummaryLine({ calls: 42, cached: 39, healedWithoutModel: 2, healedByModel: 1, recorded: 0, failed: 0, tokens: 3100 });
 * // 'healwright: 42 act calls · 39 from cache · 2 healed without the model · 1 healed by the model · 0 recorded · 3.1k tokens'
 */
export function formatActSummaryLine(totals: ActTotals): string {
  return [
    `healwright: ${totals.calls} act ${totals.calls === 1 ? 'call' : 'calls'}`,
    `${totals.cached} from cache`,
    `${totals.healedWithoutModel} healed without the model`,
    `${totals.healedByModel} healed by the model`,
    `${totals.recorded} recorded`,
    ...(totals.failed ? [`${totals.failed} failed`] : []),
    tokens(totals.tokens),
  ].join(' · ');
}

/** One line, whatever the title or the detail hold (see one-line.ts). */
function eventLine(event: ActEvent): string {
  return oneLine(`${event.spec}:${event.line} › ${event.test} ${event.call}: ${event.detail}`);
}

/** Every line of the act report (no trailing newline). */
export function formatActReport(summaries: readonly ActSummary[]): string {
  const lines = [formatActSummaryLine(addActTotals(summaries))];
  const events = summaries.flatMap((summary) => summary.events);
  for (const [kind, title] of [
    ['healed', 'act healed'],
    ['failed', 'act failed'],
  ] as const) {
    const ofKind = events.filter((event) => event.kind === kind);
    if (ofKind.length === 0) continue;
    lines.push(`  ${title}:`);
    for (const event of ofKind) lines.push(`    ${eventLine(event)}`);
  }
  for (const warning of new Set(summaries.flatMap((summary) => summary.warnings)))
    lines.push(`  warning: ${warning}`);
  return lines.join('\n');
}

/**
 * What to do about a healed call, by where its record went: the committed cache is reviewed and
 * committed; a record in the run's test output (heal mode, CI) is merged into cache/act/ first.
 */
function nextStep(event: ActEvent, relativePath: (file: string) => string): string {
  if (!event.record_file) return 'Not recorded: the next run heals this call again.';
  const file = relativePath(event.record_file);
  if (event.written_to === 'output') {
    return `Written to this run's test output (${file}), not to cache/act/: review it, then fold it in with npx healwright cache merge <downloaded test-results…>`;
  }
  return `Review the updated record (${file}) and commit it.`;
}

/** GitHub `::warning` commands for healed act calls (paths relative to `workspace`). */
export function actWorkflowAnnotations(
  summaries: readonly ActSummary[],
  relativePath: (file: string) => string,
): string[] {
  return summaries
    .flatMap((summary) => summary.events)
    .filter((event) => event.kind === 'healed')
    .map((event) =>
      formatWorkflowAnnotation({
        level: 'warning',
        file: relativePath(event.file),
        line: event.line,
        column: event.column,
        title: oneLine(`healwright healed page.act ${event.call}`),
        message: `${eventLine(event)}\n${nextStep(event, relativePath)}`,
      }),
    );
}
