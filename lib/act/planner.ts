/**
 * The deterministic planner: single-action instructions ("click X", "fill X with {{v}}",
 * "select M in Size", "check X", "press Enter") need no model. The target is found among the
 * snapshot's elements of a fitting role by exact accessible name, else by the engine's description
 * matching; the planner acts only when exactly one element fits, otherwise the model takes over.
 */
import { inspectLocator } from '../capture/capture-page.js';
import { matchDescription } from '../engine/index.js';
import { parseSnapshot } from './snapshot.js';
import type { StepArguments } from './tools.js';

export interface PlannedStep {
  readonly args: StepArguments;
  /** The words that name the element, e.g. `Log in` for "click the Log in button". */
  readonly target?: string;
  /** Roles the element may have. */
  readonly roles: readonly string[];
}

const CLICKABLE = [
  'button',
  'link',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'tab',
  'checkbox',
  'radio',
  'switch',
  'option',
  'treeitem',
];
const TEXT_INPUTS = ['textbox', 'searchbox', 'combobox', 'spinbutton'];
const SELECTS = ['combobox', 'listbox'];
const CHECKABLE = ['checkbox', 'radio', 'switch', 'menuitemcheckbox'];

/** Trailing words that name the kind of element: "the Save button", "the Email field". */
const ROLE_WORDS: readonly [RegExp, readonly string[]][] = [
  [/\s+(button)$/i, ['button']],
  [/\s+(link)$/i, ['link']],
  [/\s+(check ?box|box)$/i, ['checkbox']],
  [/\s+(radio(?: button)?)$/i, ['radio']],
  [/\s+(switch|toggle)$/i, ['switch', 'checkbox']],
  [/\s+(tab)$/i, ['tab']],
  [/\s+(field|input|text ?box|text field)$/i, TEXT_INPUTS],
  [/\s+(drop-?down|select|menu|list)$/i, SELECTS],
];

const KEY = /^(?:[A-Z][A-Za-z0-9]*|[a-z0-9]|F\d{1,2})(?:\+(?:[A-Z][A-Za-z0-9]*|[a-z0-9]))*$/;

function clean(text: string): string {
  return text
    .trim()
    .replace(/^(?:the|a|an)\s+/i, '')
    .replace(/^["'“‘](.*)["'”’]$/, '$1')
    .trim();
}

function splitTarget(
  phrase: string,
  defaults: readonly string[],
): { target: string; roles: readonly string[] } {
  const text = clean(phrase);
  for (const [pattern, roles] of ROLE_WORDS) {
    if (pattern.test(text)) {
      const target = clean(text.replace(pattern, ''));
      const allowed = roles.filter((role) => defaults.includes(role));
      return { target, roles: allowed.length ? allowed : roles };
    }
  }
  return { target: text, roles: defaults };
}

function value(text: string): string {
  return text.trim().replace(/^["'“‘](.*)["'”’]$/, '$1');
}

/**
 * Reads a single-action instruction, or returns undefined (the model handles everything else).
 *
 * @example
 * planInstruction('Click the Log in button'); // { args: { action: 'click' }, target: 'Log in', roles: ['button'] }
 * planInstruction('Fill Email with {{email}}'); // { args: { action: 'fill', value: '{{email}}' }, target: 'Email', … }
 * planInstruction('Add a blue shirt to the cart'); // undefined
 */
export function planInstruction(instruction: string): PlannedStep | undefined {
  const text = instruction
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/\s+/g, ' ');
  if (/\b(?:and|then)\b|[,;]/i.test(text.replace(/\{\{[^}]*\}\}|"[^"]*"|'[^']*'/g, ''))) return undefined;
  let match = /^press (?:the )?(\S+?)(?: key)?(?: (?:in|on) (.+))?$/i.exec(text);
  if (match && KEY.test(match[1] ?? '')) {
    const key = match[1] ?? '';
    if (!match[2]) return { args: { action: 'press', key }, roles: [] };
    return { args: { action: 'press', key }, ...splitTarget(match[2], [...TEXT_INPUTS, ...CLICKABLE]) };
  }
  match = /^(?:click|tap)(?: on)? (.+)$/i.exec(text);
  if (match) return { args: { action: 'click' }, ...splitTarget(match[1] ?? '', CLICKABLE) };
  match = /^(?:fill(?: in)?|set) (.+?) (?:with|to) (.+)$/i.exec(text);
  if (match)
    return {
      args: { action: 'fill', value: value(match[2] ?? '') },
      ...splitTarget(match[1] ?? '', TEXT_INPUTS),
    };
  match = /^(?:type|enter) (.+?) (?:in|into) (.+)$/i.exec(text);
  if (match)
    return {
      args: { action: 'fill', value: value(match[1] ?? '') },
      ...splitTarget(match[2] ?? '', TEXT_INPUTS),
    };
  match = /^(?:select|choose|pick) (.+?) (?:in|from|as|for) (.+)$/i.exec(text);
  if (match)
    return {
      args: { action: 'select', values: [value(match[1] ?? '')] },
      ...splitTarget(match[2] ?? '', SELECTS),
    };
  match = /^(check|tick|uncheck|untick) (.+)$/i.exec(text);
  if (match) {
    const checked = !/^un/i.test(match[1] ?? '');
    return { args: { action: 'check', checked }, ...splitTarget(match[2] ?? '', CHECKABLE) };
  }
  match = /^hover(?: over)? (.+)$/i.exec(text);
  if (match)
    return { args: { action: 'hover' }, ...splitTarget(match[1] ?? '', [...CLICKABLE, 'img', 'heading']) };
  return undefined;
}

/** Minimum lead of the best description match over the next one. */
const MATCH_MARGIN = 0.2;
const MAX_CANDIDATES = 40;

export type PlanTarget =
  | { readonly kind: 'found'; readonly ref: string }
  | { readonly kind: 'ambiguous' | 'none'; readonly why: string };

/**
 * The one snapshot element the plan names. `refLocator(ref)` resolves a ref for a live facts check.
 */
export async function findPlanTarget(
  plan: PlannedStep,
  snapshot: string,
  refLocator: (ref: string) => Parameters<typeof inspectLocator>[0],
  testIdAttributes?: readonly string[],
): Promise<PlanTarget> {
  const wanted = (plan.target ?? '').toLowerCase();
  const nodes = parseSnapshot(snapshot).filter((node) => plan.roles.includes(node.role));
  if (!wanted) return { kind: 'none', why: 'no element named' };
  const exact = nodes.filter((node) => node.name.trim().toLowerCase() === wanted);
  if (exact.length === 1 && exact[0]) return { kind: 'found', ref: exact[0].ref };
  if (exact.length > 1)
    return { kind: 'ambiguous', why: `${exact.length} elements are named "${plan.target}"` };
  const candidates = nodes.slice(0, MAX_CANDIDATES);
  const facts = await Promise.all(
    candidates.map((node) => inspectLocator(refLocator(node.ref)).catch(() => undefined)),
  );
  const scored = candidates
    .map((node, index) => {
      const live = facts[index];
      if (live?.count !== 1 || !live.facts) return undefined;
      const match = matchDescription(plan.target ?? '', live.facts, testIdAttributes);
      return match.verdict === 'agrees' ? { ref: node.ref, score: match.score } : undefined;
    })
    .filter((item): item is { ref: string; score: number } => item !== undefined)
    .sort((a, b) => b.score - a.score || (a.ref < b.ref ? -1 : 1));
  const [best, second] = scored;
  if (!best) return { kind: 'none', why: `no ${plan.roles.join('/')} matches "${plan.target}"` };
  if (second && best.score - second.score < MATCH_MARGIN) {
    return { kind: 'ambiguous', why: `${scored.length} elements match "${plan.target}" about equally` };
  }
  return { kind: 'found', ref: best.ref };
}
