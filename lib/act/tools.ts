/**
 * The model's tools (chat-completions function calling), exactly: snapshot, click, fill, select,
 * check, press, hover, scroll, wait_for, done, fail. Nothing that executes code, touches
 * cookies or storage, or emulates devices. One handler per verb runs a step as a normal
 * Playwright command on a stable locator, never on the ref.
 */
import type { Locator, Page } from '@playwright/test';
import { type ChatTool, functionTool } from '../model/index.js';
import type { ActAction, ActStep } from './types.js';

const ref = { type: 'string', description: 'The element ref from the latest snapshot, e.g. "e12".' } as const;

const tool = functionTool;

/** The tool list sent to the model. */
export const ACT_TOOLS: readonly ChatTool[] = [
  tool(
    'snapshot',
    'Take a fresh accessibility snapshot of the page (refs change when the page changes).',
    {},
    [],
  ),
  tool('click', 'Click an element.', { ref }, ['ref']),
  tool(
    'fill',
    'Replace the text of a textbox. Write placeholders such as {{password}} exactly as given; they are filled in later.',
    { ref, value: { type: 'string' } },
    ['ref', 'value'],
  ),
  tool(
    'select',
    'Select option(s) of a select element / listbox, by value or label.',
    { ref, values: { type: 'array', items: { type: 'string' } } },
    ['ref', 'values'],
  ),
  tool('check', 'Check or uncheck a checkbox, radio or switch.', { ref, checked: { type: 'boolean' } }, [
    'ref',
    'checked',
  ]),
  tool(
    'press',
    'Press a key or chord (Enter, Tab, Escape, ArrowDown, Control+A…), on an element when ref is given.',
    { key: { type: 'string' }, ref },
    ['key'],
  ),
  tool('hover', 'Move the mouse over an element.', { ref }, ['ref']),
  tool(
    'scroll',
    'Scroll an element into view (ref), or scroll the page.',
    { ref, direction: { type: 'string', enum: ['up', 'down'] } },
    [],
  ),
  tool(
    'wait_for',
    'Wait until a text appears, or for a number of milliseconds (at most 5000).',
    { text: { type: 'string' }, ms: { type: 'number' } },
    [],
  ),
  tool(
    'done',
    'The instruction is complete. Summarise what was done in one sentence.',
    { summary: { type: 'string' } },
    ['summary'],
  ),
  tool('fail', 'The instruction cannot be done on this page. Say why.', { reason: { type: 'string' } }, [
    'reason',
  ]),
];

export const PAGE_ACTIONS: ReadonlySet<string> = new Set<ActAction>([
  'click',
  'fill',
  'select',
  'check',
  'press',
  'hover',
  'scroll',
  'wait_for',
]);

/** What a step needs besides its target: the action's own arguments. */
export type StepArguments = Pick<
  ActStep,
  'action' | 'value' | 'values' | 'checked' | 'key' | 'direction' | 'text' | 'ms'
>;

/** Arguments of a tool call, checked. Returns an error phrase for the model when they are wrong. */
export function readStepArguments(action: ActAction, args: Record<string, unknown>): StepArguments | string {
  const text = (name: string): string | undefined =>
    typeof args[name] === 'string' ? (args[name] as string) : undefined;
  switch (action) {
    case 'fill': {
      const value = text('value');
      return value === undefined ? 'fill needs a string "value"' : { action, value };
    }
    case 'select': {
      const raw = args.values;
      const values = Array.isArray(raw)
        ? raw.filter((item): item is string => typeof item === 'string')
        : typeof raw === 'string'
          ? [raw]
          : [];
      return values.length ? { action, values } : 'select needs "values" (strings)';
    }
    case 'check':
      return { action, checked: args.checked !== false };
    case 'press': {
      const key = text('key');
      return key ? { action, key } : 'press needs a "key"';
    }
    case 'scroll':
      return { action, direction: args.direction === 'up' ? 'up' : 'down' };
    case 'wait_for': {
      const waitText = text('text');
      const ms = typeof args.ms === 'number' ? Math.min(Math.max(args.ms, 0), 5_000) : undefined;
      if (waitText === undefined && ms === undefined) return 'wait_for needs "text" or "ms"';
      return {
        action,
        ...(waitText !== undefined ? { text: waitText } : {}),
        ...(ms !== undefined ? { ms } : {}),
      };
    }
    default:
      return { action };
  }
}

/** Whether the action acts on an element (a ref is required or allowed). */
export function needsTarget(args: StepArguments, hasRef: boolean): boolean {
  if (args.action === 'press' || args.action === 'scroll') return hasRef;
  return args.action !== 'wait_for';
}

/** The Playwright statement a step runs (placeholders kept as written). */
export function stepCode(args: StepArguments, targetCode: string | undefined): string {
  const on = targetCode ?? 'page';
  switch (args.action) {
    case 'click':
      return `await ${on}.click();`;
    case 'hover':
      return `await ${on}.hover();`;
    case 'fill':
      return `await ${on}.fill(${JSON.stringify(args.value ?? '')});`;
    case 'select':
      return `await ${on}.selectOption(${JSON.stringify(args.values ?? [])});`;
    case 'check':
      return `await ${on}.setChecked(${args.checked !== false});`;
    case 'press':
      return targetCode
        ? `await ${on}.press(${JSON.stringify(args.key)});`
        : `await page.keyboard.press(${JSON.stringify(args.key)});`;
    case 'scroll':
      return targetCode
        ? `await ${on}.scrollIntoViewIfNeeded();`
        : `await page.mouse.wheel(0, ${args.direction === 'up' ? -600 : 600});`;
    case 'wait_for':
      return args.text !== undefined
        ? `await page.getByText(${JSON.stringify(args.text)}).first().waitFor();`
        : `await page.waitForTimeout(${args.ms ?? 0});`;
  }
}

export interface RunOptions {
  /** Action timeout (ms). */
  readonly timeout: number;
  /** Turns placeholders into values, right before the command runs. */
  readonly substitute: (text: string) => string;
}

/** Runs one step's command. `locator` is undefined for page-level press / scroll / wait_for. */
export async function runStepCommand(
  page: Page,
  locator: Locator | undefined,
  args: StepArguments,
  options: RunOptions,
): Promise<void> {
  const timeout = options.timeout;
  switch (args.action) {
    case 'click':
      return requireLocator(locator).click({ timeout });
    case 'hover':
      return requireLocator(locator).hover({ timeout });
    case 'fill':
      return requireLocator(locator).fill(options.substitute(args.value ?? ''), { timeout });
    case 'select':
      await requireLocator(locator).selectOption(
        (args.values ?? []).map((value) => options.substitute(value)),
        { timeout },
      );
      return;
    case 'check':
      return requireLocator(locator).setChecked(args.checked !== false, { timeout });
    case 'press':
      if (locator) return locator.press(options.substitute(args.key ?? ''), { timeout });
      return page.keyboard.press(options.substitute(args.key ?? ''));
    case 'scroll':
      if (locator) return locator.scrollIntoViewIfNeeded({ timeout });
      return page.mouse.wheel(0, args.direction === 'up' ? -600 : 600);
    case 'wait_for':
      if (args.text !== undefined) {
        return page
          .getByText(options.substitute(args.text))
          .first()
          .waitFor({ timeout: Math.max(timeout, 5_000) });
      }
      return page.waitForTimeout(args.ms ?? 0);
  }
}

function requireLocator(locator: Locator | undefined): Locator {
  if (!locator) throw new Error('this action needs an element');
  return locator;
}
