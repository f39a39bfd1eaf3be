/**
 * From an element (behind an aria ref, or a locator a heal found) to a stable, validated locator:
 * the engine's ladder over a capture of the element's frame, each candidate re-checked live
 * (exactly one element, the same element), cross-checked with Playwright's own
 * `locator.normalize()`. The step records the winner, the other validated locators, role + name.
 */
import type { Frame, FrameLocator, Locator, Page } from '@playwright/test';
import { capturePage, inspectLocator, type LiveInspection } from '../capture/capture-page.js';
import { ELEMENT_PATH } from '../capture/page-scripts.js';
import { generateLocator } from '../engine/index.js';
import { parseLocator, renderPlaywrightCode, renderPlaywrightSelector } from '../locators/index.js';
import type { StepTarget } from './types.js';

/** Where steps run: the page, or the `within` locator of a scoped act. */
export type ActScope = Page | Locator;

export interface LocateOptions {
  readonly testIdAttributes?: readonly string[];
  readonly allowXPath?: boolean;
  /** Section words (the instruction) that help the ladder anchor recurring names. */
  readonly description?: string;
  /** Role + name of the element as the snapshot showed it (scoped calls try them inside the region). */
  readonly hint?: { readonly role: string; readonly name: string };
}

export function pageOf(scope: ActScope): Page {
  return 'page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page);
}

function isPage(scope: ActScope): scope is Page {
  return pageOf(scope) === scope;
}

/** The locator a recorded target names, inside `scope`. */
export function resolveTarget(
  scope: ActScope,
  target: Pick<StepTarget, 'frames'>,
  selector: string,
): Locator {
  let root: Page | Locator | FrameLocator = scope;
  for (const frame of target.frames ?? []) root = root.locator(frame).contentFrame();
  return root.locator(selector);
}

/** The nearest list item / article / row / named region and the name of its heading or first link. */
const SECTION_OF = new Function(
  'el',
  `const roles = { li: 'listitem', article: 'article', tr: 'row', section: 'region', fieldset: 'group', form: 'form', dialog: 'dialog' };
  const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
    const role = node.getAttribute('role') || roles[node.localName];
    if (!role) continue;
    const title = node.querySelector('h1,h2,h3,h4,h5,h6,[role=heading],a[href],legend,caption,th');
    const name = norm(title && title !== el && !title.contains(el) ? title.textContent : '');
    if (name && name.length <= 80) return { role, name };
  }
  return undefined;`,
) as (el: Element) => { role: string; name: string } | undefined;

/** Frame selectors from the page to `frame` (outermost first), each generated like a step's locator. */
/** Frame paths already generated, per live frame (a frame keeps its element while it lives). */
const framePaths = new WeakMap<Frame, string[]>();

async function frameSelectors(frame: Frame, options: LocateOptions): Promise<string[] | undefined> {
  const parent = frame.parentFrame();
  if (!parent) return [];
  const known = framePaths.get(frame);
  if (known && !frame.isDetached()) return known;
  const generated = await generateFrameSelectors(frame, parent, options);
  if (generated) framePaths.set(frame, generated);
  return generated;
}

async function generateFrameSelectors(
  frame: Frame,
  parent: Frame,
  options: LocateOptions,
): Promise<string[] | undefined> {
  const outer = await frameSelectors(parent, options);
  if (!outer) return undefined;
  const element = await frame.frameElement();
  const capture = await capturePage(parent);
  const path = await element.evaluate(ELEMENT_PATH);
  const result = generateLocator({ page_source: capture.html, target_path: path, ...engineOptions(options) });
  return result.ok ? [...outer, result.answer.locator] : undefined;
}

function engineOptions(options: LocateOptions): {
  options: { allow_xpath: boolean; test_id_attrs?: readonly string[] };
} {
  return {
    options: {
      allow_xpath: options.allowXPath ?? true,
      ...(options.testIdAttributes ? { test_id_attrs: options.testIdAttributes } : {}),
    },
  };
}

/** The code receiver of a scope: `page`, or `scope` for a `within` locator. */
function codeFor(selector: string, frames: readonly string[], receiver: 'page' | 'scope'): string {
  let code: string = receiver;
  for (const frame of frames) code = `${renderPlaywrightCode(parseLocator(frame), code)}.contentFrame()`;
  return renderPlaywrightCode(parseLocator(selector), code);
}

/**
 * The stable target of the one element `element` resolves to, or undefined when no generated
 * locator validates live (then the step cannot be recorded reliably).
 */
export async function stableTarget(
  scope: ActScope,
  element: Locator,
  options: LocateOptions = {},
): Promise<StepTarget | undefined> {
  // Everything about the element goes through one handle: an `aria-ref` from a region's snapshot
  // resolves for handles but not for every locator round trip (evaluateAll).
  const handle = await element.elementHandle({ timeout: 2_000 });
  if (!handle) return undefined;
  const frame = await handle.ownerFrame();
  if (!frame) {
    await handle.dispose();
    return undefined;
  }
  const scoped = !isPage(scope);
  const frames = scoped ? [] : await frameSelectors(frame, options);
  if (!frames) {
    await handle.dispose();
    return undefined;
  }
  const [path, capture, section, normalized] = await Promise.all([
    handle.evaluate(ELEMENT_PATH),
    capturePage(frame),
    handle.evaluate(SECTION_OF).catch(() => undefined),
    frames.length === 0 ? element.normalize().catch(() => undefined) : undefined,
  ]);
  await handle.dispose();
  const generated = generateLocator({
    page_source: capture.html,
    target_path: path,
    ...engineOptions(options),
    ...(options.description ? { description: options.description } : {}),
  });
  const candidates: { selector: string; strategy: string }[] = [];
  if (generated.ok) {
    candidates.push({ selector: generated.answer.locator, strategy: generated.answer.strategy });
    for (const alternative of generated.answer.alternatives) {
      if (alternative.locator_type !== 'xpath' || options.allowXPath !== false) {
        candidates.push({ selector: alternative.locator, strategy: alternative.strategy });
      }
    }
  }
  // Playwright's own choice, as a cross-check and a fallback when the ladder has nothing stable.
  if (frames.length === 0) {
    if (normalized) {
      try {
        const selector = renderPlaywrightSelector(parseLocator(normalized.toString()));
        if (!candidates.some((candidate) => candidate.selector === selector)) {
          candidates.push({ selector, strategy: 'normalize' });
        }
      } catch {
        // A form the facade does not read: skip the cross-check.
      }
    }
  }
  if (scoped) {
    // The ladder makes page-unique locators; inside a region the element's own role + name (or test
    // id) is usually unique already: offer those too, validated inside the scope like the rest.
    const own = options.hint;
    if (own?.role && own.name)
      candidates.push({
        selector: `internal:role=${own.role}[name=${JSON.stringify(own.name)}s]`,
        strategy: 'role-name',
      });
  }
  const validated: { selector: string; strategy: string }[] = [];
  let facts: LiveInspection['facts'];
  // One live check per candidate, all in flight together (order kept).
  const checks = await Promise.all(
    candidates.map((candidate) =>
      inspectLocator(resolveTarget(scope, { frames }, candidate.selector)).catch(() => undefined),
    ),
  );
  for (const [index, candidate] of candidates.entries()) {
    const live = checks[index];
    if (live?.count === 1 && live.path === path) {
      validated.push(candidate);
      facts ??= live.facts;
    }
  }
  // A recurring name (e.g. one "Add to cart" per product card) anchored in its section: the ladder
  // may offer none, and it is what survives ids being dropped and cards being reordered.
  const role = facts?.role ?? options.hint?.role;
  const name = facts?.name ?? options.hint?.name;
  if (section && role && name) {
    const selector = `internal:role=${section.role} >> internal:has-text=${JSON.stringify(section.name)}i >> internal:role=${role}[name=${JSON.stringify(name)}s]`;
    if (!candidates.some((candidate) => candidate.selector === selector)) {
      const live = await inspectLocator(resolveTarget(scope, { frames }, selector)).catch(() => undefined);
      if (live?.count === 1 && live.path === path) {
        validated.push({ selector, strategy: 'section-role-name' });
        facts ??= live.facts;
      }
    }
  }
  const best = validated[0];
  if (!best) return undefined;
  return {
    locator: best.selector,
    ...(frames.length ? { frames } : {}),
    code: codeFor(best.selector, frames, scoped ? 'scope' : 'page'),
    alternatives: validated.slice(1).map((candidate) => candidate.selector),
    tag: facts?.tag ?? '',
    ...(facts?.role ? { role: facts.role } : {}),
    ...(facts?.name ? { name: facts.name } : {}),
    ...(section ? { section } : {}),
    strategy: best.strategy,
  };
}

/** `button "Add to cart"`, `textbox "Email"`, or the tag. */
export function describeTarget(target: Pick<StepTarget, 'role' | 'name' | 'tag'>): string {
  const what = target.role ?? target.tag;
  return target.name ? `${what} ${JSON.stringify(target.name)}` : what;
}
