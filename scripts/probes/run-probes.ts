/**
 * The probe runner behind bench:probes: applies a hand-written refactor to a page, checks the case
 * holds (its held locator matched its target before the edit and broke after it), heals, and lets
 * Chromium judge the answer.
 */
import type { Locator, Page } from '@playwright/test';
import type { HealResult } from '../../lib/engine/types.js';
import type { BrowserJudge } from '../mutations/browser-judge.js';
import { percent } from '../mutations/cases.js';
import {
  neutralizeScriptsForBrowser,
  parseHtml,
  serializeHtml,
  TARGET_MARK,
} from '../mutations/html-tree.js';
import type { ProbeCase, ProbeEdit } from './types.js';

export type ProbeOutcome = 'correct' | 'false' | 'invalid' | 'refused' | 'intact' | 'harness-error' | 'error';

export interface ProbeResult {
  readonly id: string;
  readonly kind: string;
  readonly deleted: boolean;
  readonly outcome: ProbeOutcome;
  readonly detail: string;
  readonly locator?: string;
  readonly ms?: number;
}

/** Applies the edits in order; an edit whose text is not there exactly `count` times is a case error. */
export function applyEdits(source: string, edits: readonly ProbeEdit[]): string | { error: string } {
  let html = source;
  const once = (text: string): boolean => html.split(text).length === 2;
  for (const edit of edits) {
    if ('move' in edit) {
      const { start, end } = edit.move;
      if (!once(start) || !once(end) || !once(edit.before))
        return {
          error: `move markers must each occur once: ${JSON.stringify([start, end, edit.before].map((text) => text.slice(0, 60)))}`,
        };
      const from = html.indexOf(start);
      const to = html.indexOf(end, from) + end.length;
      const at = html.indexOf(edit.before);
      if (to < from + start.length || (at > from && at < to))
        return {
          error: `move: end before start, or the insertion point inside the block (${start.slice(0, 60)})`,
        };
      const block = html.slice(from, to);
      const rest = html.slice(0, from) + html.slice(to);
      const insert = rest.indexOf(edit.before);
      html = rest.slice(0, insert) + block + rest.slice(insert);
      continue;
    }
    const want = edit.count ?? 1;
    const found = html.split(edit.from).length - 1;
    if (found !== want)
      return {
        error: `edit text occurs ${found} times, expected ${want}: ${JSON.stringify(edit.from.slice(0, 80))}`,
      };
    html = html.split(edit.from).join(edit.to);
  }
  return html;
}

/** A held locator as Playwright evaluates it: code (`page.getBy…`), XPath, or a Playwright selector. */
function heldLocator(page: Page, locator: string): Locator {
  const code = locator.trim();
  if (/^(page\.)?(getBy\w+|locator)\(/.test(code)) {
    const body = code.startsWith('page.') ? code : `page.${code}`;
    return new Function('page', `return ${body};`)(page) as Locator;
  }
  if (code.startsWith('/') || code.startsWith('(')) return page.locator(`xpath=${code}`);
  return page.locator(code);
}

/** The answer as Playwright evaluates it (Selenium answers: css, xpath, or a ` >>> ` chain). */
function answerLocator(page: Page, type: string, locator: string): Locator {
  if (type === 'xpath') return page.locator(`xpath=${locator}`);
  if (type === 'shadow_piercing_css')
    return page.locator(
      locator
        .split(' >>> ')
        .map((part) => `css=${part}`)
        .join(' >> '),
    );
  if (type === 'css') return page.locator(`css=${locator}`);
  return page.locator(locator);
}

/** Marks the one element `selector` matches; a count other than one is a case error. */
async function markOne(judge: BrowserJudge, selector: string): Promise<string | undefined> {
  const count = await judge.page.locator(selector).count();
  if (count !== 1) return `selector ${selector} matches ${count} elements`;
  await judge.page
    .locator(selector)
    .evaluate((element, attribute) => element.setAttribute(attribute, 't'), TARGET_MARK);
  return undefined;
}

/** What a copy of the target reads the same as: its tag, its outer HTML and its parent's text. */
interface TargetSignature {
  tag: string;
  html: string;
  parentText: string;
}

/**
 * Elements of the page with the signature's tag, HTML and parent text (run in the page; no named
 * inner functions, which the TypeScript loader would wrap in a helper the page does not have).
 */
const countCopies = (signature: TargetSignature): number =>
  Array.from(document.getElementsByTagName(signature.tag)).filter(
    (element) =>
      element.outerHTML === signature.html &&
      (element.parentElement?.textContent ?? '').replace(/\s+/g, ' ').trim() === signature.parentText,
  ).length;

/** The target's signature, or undefined when its selector does not resolve. */
async function signatureOf(locator: Locator): Promise<TargetSignature | undefined> {
  try {
    return await locator.evaluate((element) => ({
      tag: element.tagName,
      html: element.outerHTML,
      parentText: (element.parentElement?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    }));
  } catch {
    return undefined;
  }
}

async function isExactlyMarked(locator: Locator): Promise<'yes' | 'no' | string> {
  try {
    const marks = await locator.evaluateAll(
      (elements, attribute) => elements.map((element) => element.hasAttribute(attribute)),
      TARGET_MARK,
    );
    if (marks.length === 1 && marks[0]) return 'yes';
    if (marks.length === 0) return 'matches nothing';
    if (marks.length > 1)
      return `matches ${marks.length} elements${marks.includes(true) ? ' (the target among them)' : ''}`;
    return 'matches a different element';
  } catch (error) {
    return `does not resolve (${String(error instanceof Error ? error.message : error).split('\n')[0]})`;
  }
}

function forBrowser(html: string): string {
  const doc = parseHtml(html);
  neutralizeScriptsForBrowser(doc);
  return serializeHtml(doc);
}

export async function runProbe(
  probe: ProbeCase,
  source: string,
  judge: BrowserJudge,
  heal: (request: unknown) => Promise<HealResult>,
): Promise<ProbeResult> {
  const deleted = probe.after === null;
  const base = { id: probe.id, kind: probe.kind, deleted };
  const edited = applyEdits(source, probe.edits);
  if (typeof edited !== 'string') return { ...base, outcome: 'harness-error', detail: edited.error };
  if (edited === source) return { ...base, outcome: 'harness-error', detail: 'the edits change nothing' };

  await judge.load(forBrowser(source));
  const signature = deleted ? await signatureOf(judge.page.locator(probe.target)) : undefined;
  const copiesBefore = signature ? await judge.page.evaluate(countCopies, signature) : 0;
  const before = await markOne(judge, probe.target);
  if (before) return { ...base, outcome: 'harness-error', detail: `original page: ${before}` };
  const held = await isExactlyMarked(heldLocator(judge.page, probe.locator));
  if (held !== 'yes')
    return { ...base, outcome: 'harness-error', detail: `the held locator on the original page ${held}` };

  await judge.load(forBrowser(edited));
  // A deletion that left every copy of the target as it was (the edit removed something else) is
  // no deleted case: as many elements as before read the same, in a parent that reads the same.
  if (signature && copiesBefore > 0 && (await judge.page.evaluate(countCopies, signature)) >= copiesBefore)
    return {
      ...base,
      outcome: 'harness-error',
      detail: 'edited page: the deleted target is still there, unchanged',
    };
  if (probe.after !== null) {
    const after = await markOne(judge, probe.after);
    if (after) return { ...base, outcome: 'harness-error', detail: `edited page: ${after}` };
    if ((await isExactlyMarked(heldLocator(judge.page, probe.locator))) === 'yes')
      return { ...base, outcome: 'intact', detail: 'the held locator still matches the element' };
  }

  const started = performance.now();
  let result: HealResult;
  try {
    result = await heal({
      page_source: edited,
      existing_locators: [probe.locator],
      ...(probe.description ? { description: probe.description } : {}),
      platform: 'web',
      framework: probe.framework ?? 'playwright',
    });
  } catch (error) {
    return { ...base, outcome: 'error', detail: String(error instanceof Error ? error.message : error) };
  }
  const ms = performance.now() - started;
  if (!result.ok) {
    const { status, code, message } = result.failure;
    const detail = `${status} ${code}: ${message}`;
    if (status !== 422) return { ...base, outcome: 'error', detail, ms };
    return { ...base, outcome: deleted ? 'correct' : 'refused', detail, ms };
  }
  const { answer } = result;
  const shown = `${answer.locator_type} ${answer.locator}`;
  if (deleted)
    return { ...base, outcome: 'false', detail: `healed a deleted element: ${shown}`, locator: shown, ms };
  const verdict = await isExactlyMarked(answerLocator(judge.page, answer.locator_type, answer.locator));
  if (verdict === 'yes') return { ...base, outcome: 'correct', detail: answer.rationale, locator: shown, ms };
  const invalid = verdict.startsWith('does not resolve') || verdict === 'matches nothing';
  return {
    ...base,
    outcome: invalid ? 'invalid' : 'false',
    detail: `answer ${verdict} (engine chose ${answer.target?.tag} "${(answer.target?.name ?? answer.target?.text ?? '').slice(0, 60)}")`,
    locator: shown,
    ms,
  };
}

export function probeTable(results: readonly ProbeResult[]): string[] {
  const rows: string[] = [];
  const line = (label: string, part: readonly ProbeResult[]): string => {
    const present = part.filter((r) => !r.deleted && r.outcome !== 'intact' && r.outcome !== 'harness-error');
    const gone = part.filter((r) => r.deleted && r.outcome !== 'harness-error');
    const count = (list: readonly ProbeResult[], outcome: ProbeOutcome): number =>
      list.filter((r) => r.outcome === outcome).length;
    const broken = present.length + gone.length;
    return [
      label.padEnd(28),
      String(broken).padStart(6),
      `${count(present, 'correct')}/${present.length}`.padStart(9),
      percent(count(present, 'correct'), present.length).padStart(7),
      String(count(present, 'false') + count(gone, 'false')).padStart(6),
      percent(count(present, 'false') + count(gone, 'false'), broken).padStart(7),
      String(count(present, 'refused')).padStart(8),
      String(count(present, 'invalid') + count(present, 'error') + count(gone, 'error')).padStart(8),
      `${count(gone, 'correct')}/${gone.length}`.padStart(8),
    ].join(' ');
  };
  rows.push(
    `${'kind'.padEnd(28)} ${'broken'.padStart(6)} ${'healed'.padStart(9)} ${'rate'.padStart(7)} ${'false'.padStart(6)} ${'f-rate'.padStart(7)} ${'refused'.padStart(8)} ${'inv/err'.padStart(8)} ${'deleted'.padStart(8)}`,
  );
  const kinds = [...new Set(results.map((r) => r.kind))].sort();
  for (const kind of kinds)
    rows.push(
      line(
        kind,
        results.filter((r) => r.kind === kind),
      ),
    );
  rows.push(line('ALL', results));
  return rows;
}
