/**
 * Recorded act steps back into plain Playwright statements. Pure.
 *
 * - The element: the step's recorded locator code (`page.getByTestId('add-to-cart')`), its receiver
 *   (`page` or `scope` by construction, see lib/act/locate.ts) replaced by the call's page or
 *   `within` expression.
 * - Placeholders (`{{password}}`) become references to the call's values (`password`,
 *   `creds.password`, a template literal when mixed with text).
 * - The recorded effect stays checked: a step that sent requests waits for their responses, a step
 *   that navigated waits for the URL, a step that opened a dialog accepts it (as recording did).
 */
import type { ActStep, StepEffect } from '../act/types.js';
import { quote } from './find-act-calls.js';

export interface RenderContext {
  /** The act receiver's text: `page`. */
  readonly page: string;
  /** The `within` expression's text, for steps recorded inside it. */
  readonly scope?: string;
  /** The expression of a placeholder's value, or undefined when the call does not provide it. */
  readonly value: (name: string) => string | undefined;
  /** Wait for each step's recorded requests / navigation. Default true. */
  readonly waits?: boolean;
}

export type RenderResult =
  | { readonly ok: true; readonly lines: readonly string[] }
  | { readonly ok: false; readonly problem: string };

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

class RenderProblem extends Error {}

/** A string with placeholders as an expression: `'text'`, `password`, or `` `${first} ${last}` ``. */
function expressionOf(text: string, context: RenderContext): string {
  const parts: { literal: string; name?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push({ literal: text.slice(last, match.index), name: match[1] ?? '' });
    last = (match.index ?? 0) + match[0].length;
  }
  if (parts.length === 0) return quote(text);
  const tail = text.slice(last);
  const value = (name: string): string => {
    const expression = context.value(name);
    if (expression === undefined) throw new RenderProblem(`the call gives no value for {{${name}}}`);
    return expression;
  };
  const [only] = parts;
  if (parts.length === 1 && only?.literal === '' && tail === '' && only.name !== undefined)
    return value(only.name);
  const escapeLiteral = (literal: string): string =>
    literal.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  return `\`${parts.map((part) => `${escapeLiteral(part.literal)}\${${value(part.name ?? '')}}`).join('')}${escapeLiteral(tail)}\``;
}

/** `^\/api\/cart\/[^/]+$` for `/api/cart/:id`. */
function pathPattern(path: string): string {
  const body = path
    .split('/')
    .map((segment) => (segment === ':id' ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
    .join('\\/');
  return `/^${body}$/`;
}

function targetCode(step: ActStep, context: RenderContext): string | undefined {
  const target = step.target;
  if (!target) return undefined;
  const recorded = [target.code, target.locator, ...(target.frames ?? [])].join('\n');
  const placeholder = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/.exec(recorded);
  if (placeholder)
    throw new RenderProblem(
      `step "${step.description}" has the placeholder {{${placeholder[1]}}} in its locator`,
    );
  for (const receiver of ['page', 'scope'] as const) {
    if (!target.code.startsWith(`${receiver}.`)) continue;
    const replacement = receiver === 'page' ? context.page : context.scope;
    if (replacement === undefined)
      throw new RenderProblem(
        `step "${step.description}" was recorded inside \`within\`, which the call no longer passes`,
      );
    return `${replacement}${target.code.slice(receiver.length)}`;
  }
  throw new RenderProblem(`step "${step.description}" has locator code eject does not read: ${target.code}`);
}

/** The action expression (no `await`, no `;`). */
function actionOf(step: ActStep, context: RenderContext): string {
  const on = targetCode(step, context);
  const need = (): string => {
    if (on === undefined) throw new RenderProblem(`step "${step.description}" has no recorded element`);
    return on;
  };
  const page = context.page;
  switch (step.action) {
    case 'click':
      return `${need()}.click()`;
    case 'hover':
      return `${need()}.hover()`;
    case 'fill':
      return `${need()}.fill(${expressionOf(step.value ?? '', context)})`;
    case 'select':
      return `${need()}.selectOption([${(step.values ?? []).map((item) => expressionOf(item, context)).join(', ')}])`;
    case 'check':
      return `${need()}.setChecked(${step.checked !== false})`;
    case 'press':
      return on
        ? `${on}.press(${expressionOf(step.key ?? '', context)})`
        : `${page}.keyboard.press(${expressionOf(step.key ?? '', context)})`;
    case 'scroll':
      return on
        ? `${on}.scrollIntoViewIfNeeded()`
        : `${page}.mouse.wheel(0, ${step.direction === 'up' ? -600 : 600})`;
    case 'wait_for':
      return step.text !== undefined
        ? `${page}.getByText(${expressionOf(step.text, context)}).first().waitFor()`
        : `${page}.waitForTimeout(${step.ms ?? 0})`;
    default:
      throw new RenderProblem(
        `step "${(step as ActStep).description}" has an action eject does not know: ${(step as ActStep).action}`,
      );
  }
}

function responseWaits(effect: StepEffect, page: string): string[] {
  const seen = new Set<string>();
  const waits: string[] = [];
  for (const request of effect.requests) {
    if (request.status === 'failed') continue;
    const key = `${request.method} ${request.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    waits.push(
      `${page}.waitForResponse((response) => response.request().method() === ${quote(request.method)} && ${pathPattern(request.path)}.test(new URL(response.url()).pathname))`,
    );
  }
  return waits;
}

/** The statements of one step. */
function renderStep(step: ActStep, context: RenderContext): string[] {
  const action = actionOf(step, context);
  const waits = context.waits === false ? [] : responseWaits(step.effect, context.page);
  const lines: string[] = [];
  if (step.effect.dialog) lines.push(`${context.page}.once('dialog', (dialog) => dialog.accept());`);
  if (waits.length === 0) lines.push(`await ${action};`);
  else lines.push('await Promise.all([', ...waits.map((wait) => `  ${wait},`), `  ${action},`, ']);');
  if (context.waits !== false && step.effect.navigation) {
    lines.push(
      `await ${context.page}.waitForURL((url) => ${pathPattern(step.effect.navigation)}.test(url.pathname));`,
    );
  }
  return lines;
}

/**
 * The statements of a recorded call, or the problem that keeps it from being ejected.
 *
 * @example
 * renderSteps(record.steps, { page: 'page', value: (name) => name }); // { ok: true, lines: ["await page.getByLabel('Password').fill(password);"] }
 */
export function renderSteps(steps: readonly ActStep[], context: RenderContext): RenderResult {
  try {
    if (steps.length === 0) return { ok: false, problem: 'its recording has no steps' };
    return { ok: true, lines: steps.flatMap((step) => renderStep(step, context)) };
  } catch (error) {
    if (error instanceof RenderProblem) return { ok: false, problem: error.message };
    throw error;
  }
}
