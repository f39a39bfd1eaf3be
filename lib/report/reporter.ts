/**
 * healwright/reporter: the end-of-run heal summary, and under GitHub Actions one
 * `::warning file=…,line=…` annotation per new heal, on the spec line that called page.heal.
 * (Playwright's built-in `github` reporter never prints annotations.) Works alongside the
 * html, list, line, dot and github reporters:
 *
 * @example
 * // playwright.config.ts
 * reporter: [['list'], ['healwright/reporter']],
 */
import { writeFileSync } from 'node:fs';
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import type { ActSummary } from '../act/act-events.js';
import { toCanonicalJson } from '../cache/canonical-json.js';
import { slashRelative } from '../project-paths.js';
import { ACT_SUMMARY_ATTACHMENT, actWorkflowAnnotations, formatActReport } from './act-summary.js';
import { addTotals, formatEventLine, formatRunReport } from './format-summary.js';
import { formatWorkflowAnnotation } from './github-annotations.js';
import { type HealEvent, type HealSummary, SUMMARY_ATTACHMENT } from './heal-events.js';
import { oneLine } from './one-line.js';

export interface HealwrightReporterOptions {
  /** Print `::warning` commands for new heals. Default: `process.env.GITHUB_ACTIONS === 'true'`. */
  readonly github?: boolean;
  /** Also write the run's summaries as JSON to this file. */
  readonly outputFile?: string;
  /** Where lines go. Default: process.stdout. */
  readonly write?: (text: string) => void;
  /** ANSI colors. Default: stdout is a TTY and NO_COLOR/FORCE_COLOR=0 are not set. */
  readonly color?: boolean;
}

/** Reads the fixture's summary attachment of one test result, if any. */
export function readHealSummary(result: TestResult): HealSummary | undefined {
  const attachment = result.attachments.find((item) => item.name === SUMMARY_ATTACHMENT && item.body);
  if (!attachment?.body) return undefined;
  try {
    return JSON.parse(attachment.body.toString('utf8')) as HealSummary;
  } catch {
    return undefined;
  }
}

export default class HealwrightReporter implements Reporter {
  private readonly options: HealwrightReporterOptions;
  /** The last attempt of each test wins (retries replace earlier results). */
  private readonly summaries = new Map<string, HealSummary>();
  private readonly actSummaries = new Map<string, ActSummary>();

  constructor(options: HealwrightReporterOptions = {}) {
    this.options = options;
  }

  printsToStdio(): boolean {
    return true;
  }

  onBegin(_config: FullConfig, _suite: Suite): void {
    this.summaries.clear();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const summary = readHealSummary(result);
    if (summary) this.summaries.set(test.id, summary);
    else this.summaries.delete(test.id);
    const act = result.attachments.find((item) => item.name === ACT_SUMMARY_ATTACHMENT && item.body)?.body;
    if (act) this.actSummaries.set(test.id, JSON.parse(act.toString('utf8')) as ActSummary);
    else this.actSummaries.delete(test.id);
  }

  onEnd(): void {
    const summaries = [...this.summaries.values()];
    const write = this.options.write ?? ((text: string) => process.stdout.write(text));
    const github = this.options.github ?? process.env.GITHUB_ACTIONS === 'true';
    const color =
      this.options.color ??
      (process.stdout.isTTY === true && !process.env.NO_COLOR && process.env.FORCE_COLOR !== '0');
    if (summaries.length > 0) write(`\n${formatRunReport(summaries, { color })}\n`);
    const actSummaries = [...this.actSummaries.values()];
    if (actSummaries.length > 0) write(`\n${formatActReport(actSummaries)}\n`);
    if (github) {
      const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
      for (const event of summaries.flatMap((summary) => summary.events)) {
        if (event.kind !== 'healed') continue;
        const message = `${formatEventLine(event)}\n${nextStep(event)}`;
        write(
          `${formatWorkflowAnnotation({
            level: 'warning',
            file: slashRelative(workspace, event.file),
            line: event.line,
            column: event.column,
            title: oneLine(`healwright healed ${event.original}`),
            message,
          })}\n`,
        );
      }
      for (const line of actWorkflowAnnotations(actSummaries, (file) => slashRelative(workspace, file))) {
        write(`${line}\n`);
      }
      for (const warning of new Set(summaries.flatMap((summary) => summary.warnings))) {
        write(
          `${formatWorkflowAnnotation({ level: 'warning', title: 'healwright cache', message: warning })}\n`,
        );
      }
    }
    if (this.options.outputFile) {
      writeFileSync(this.options.outputFile, toCanonicalJson({ totals: addTotals(summaries), summaries }));
    }
  }
}

/**
 * What to do about a new heal, by where its record went: `apply` reads the committed cache only, so
 * a heal a CI run wrote to its test output is merged first, and a heal not recorded cannot be applied.
 */
function nextStep(event: HealEvent): string {
  if (event.written === 'output') {
    return "Written to this run's test output (healwright-cache/), not to cache/: review it, merge it with npx healwright cache merge <downloaded test-results…>, then make it code: npx healwright apply --write";
  }
  if (event.written !== 'not-written')
    return 'Review the heal, then make it code: npx healwright apply --write';
  switch (event.not_written_because) {
    case 'test-failed':
      return 'Not recorded: the test failed (a heal is recorded when its test passes)';
    case 'write-failed':
      return 'Not recorded: the heal cache could not be written';
    case 'cache-off':
      return 'Not recorded: the call passed { cache: false }';
    default:
      return 'Not recorded (cache mode); run with --update-snapshots=changed to record it';
  }
}
