/**
 * The end-of-run text: one summary line, then one line per heal / failure / warning. Pure.
 */
import type { HealEvent, HealSummary } from './heal-events.js';
import { oneLine } from './one-line.js';

export interface RunTotals {
  readonly calls: number;
  readonly intact: number;
  readonly cached: number;
  readonly healed: number;
  readonly failed: number;
  readonly captures: number;
}

/** Adds per-test summaries into run totals. */
export function addTotals(summaries: Iterable<HealSummary>): RunTotals {
  const totals = { calls: 0, intact: 0, cached: 0, healed: 0, failed: 0, captures: 0 };
  for (const summary of summaries) {
    totals.calls += summary.calls;
    totals.intact += summary.intact;
    totals.cached += summary.cached;
    totals.healed += summary.healed;
    totals.failed += summary.failed;
    totals.captures += summary.captures;
  }
  return totals;
}

const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;

/**
 * @example
 * formatSummaryLine({ calls: 41, intact: 37, cached: 3, healed: 1, failed: 0, captures: 1 });
 * // 'healwright: 41 locators · 37 intact · 3 healed from cache · 1 healed now · 0 failed'
 */
export function formatSummaryLine(totals: RunTotals): string {
  return [
    `healwright: ${plural(totals.calls, 'locator')}`,
    `${totals.intact} intact`,
    `${totals.cached} healed from cache`,
    `${totals.healed} healed now`,
    `${totals.failed} failed`,
  ].join(' · ');
}

/**
 * `spec:line › test: old → new (strategy, confidence)` for a heal; `… : old ✗ reason` for a failure.
 * Always one line: a line break in the title or a locator is written `\n`.
 */
export function formatEventLine(event: HealEvent): string {
  const where = `${event.spec}:${event.line} › ${event.test}`;
  if (event.kind === 'failed')
    return oneLine(`${where}: ${event.original} ✗ ${event.reason ?? 'could not heal'}`);
  const confidence = event.confidence === undefined ? '' : `, ${event.confidence.toFixed(2)}`;
  return oneLine(
    `${where}: ${event.original} → ${event.healed ?? '?'} (${event.strategy ?? '?'}${confidence})`,
  );
}

/** Every line of the end-of-run report (no trailing newline). */
export function formatRunReport(
  summaries: readonly HealSummary[],
  options: { readonly color?: boolean } = {},
): string {
  const totals = addTotals(summaries);
  const events = summaries.flatMap((summary) => summary.events);
  const paint = (code: number, text: string): string =>
    options.color ? `\u001b[${code}m${text}\u001b[39m` : text;
  const lines = [formatSummaryLine(totals)];
  const groups: readonly [HealEvent['kind'], string, number][] = [
    ['healed', 'healed now', 33],
    ['cached', 'healed from cache', 36],
    ['failed', 'failed', 31],
  ];
  for (const [kind, title, color] of groups) {
    const ofKind = events.filter((event) => event.kind === kind);
    if (ofKind.length === 0) continue;
    lines.push(`  ${paint(color, title)}:`);
    for (const event of ofKind) lines.push(`    ${formatEventLine(event)}`);
  }
  const outputWrites = [
    ...new Set(events.filter((event) => event.written === 'output').map((event) => event.record_file ?? '')),
  ];
  if (outputWrites.length > 0) {
    lines.push(
      `  CI: ${plural(events.filter((event) => event.written === 'output').length, 'new heal')} written to the test output, not to the committed cache. Review, then: npx healwright cache merge <dirs…>`,
    );
    for (const file of outputWrites) lines.push(`    ${file}`);
  }
  const notWritten = (because: HealEvent['not_written_because']): number =>
    events.filter(
      (event) =>
        event.kind === 'healed' && event.written === 'not-written' && event.not_written_because === because,
    ).length;
  const byMode = notWritten(undefined);
  if (byMode > 0) {
    lines.push(
      `  ${plural(byMode, 'heal')} not recorded (cache mode); run with --update-snapshots=changed to record`,
    );
  }
  const byFailedTest = notWritten('test-failed');
  if (byFailedTest > 0) {
    lines.push(
      `  ${plural(byFailedTest, 'heal')} not recorded because the test failed (a heal is recorded when its test passes)`,
    );
  }
  const byCallOption = notWritten('cache-off');
  if (byCallOption > 0) {
    lines.push(`  ${plural(byCallOption, 'heal')} not recorded: the call passed { cache: false }`);
  }
  const byFailedWrite = notWritten('write-failed');
  if (byFailedWrite > 0) {
    lines.push(
      `  ${plural(byFailedWrite, 'heal')} not recorded: the cache could not be written (see the warning)`,
    );
  }
  for (const warning of new Set(summaries.flatMap((summary) => summary.warnings))) {
    lines.push(`  ${paint(33, 'warning')}: ${warning}`);
  }
  lines.push(`  ${plural(totals.captures, 'page capture')}`);
  return lines.join('\n');
}
