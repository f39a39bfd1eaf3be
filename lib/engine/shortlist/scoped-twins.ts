/**
 * Twins a broken scoped CSS locator rules out. `.flex-1 summary.btn-sm` found one element: the
 * `summary.btn-sm` inside a `.flex-1`. When it finds none now, while `.flex-1` and
 * `summary.btn-sm` each still find elements but no `summary.btn-sm` sits inside any `.flex-1`,
 * every `summary.btn-sm` left has the tag and classes the locator asked for and sits where it did
 * not look: it was there before the change, outside the scope, and the locator passed it by. The
 * target is the one that left the scope (deleted, or its tag or classes changed), so those are its
 * twins (GitHub's second "Watch" menu, outside the `.flex-1` whose own was deleted). Unless the
 * scope left the target instead: a subject inside an element of a scope's tag beside it (an item
 * of the same list that lost the class) is not ruled out.
 */
import type { LocatorQuery } from '../../locators/query.js';
import { normalizeWhitespace } from '../text/tokenize.js';
import { splitLastCompound } from '../web/css.js';
import { resolveQuery, type WebElement, type WebPage } from '../web/index.js';
import { tooSlowToResolve } from './locator-clues.js';

/** Why a candidate is set aside (the shortlist's wording). */
export function scopedTwinReason(scope: string, subject: string): string {
  return `it is a ${subject} outside every ${scope}, where the broken locator looked and no ${subject} is left: a twin the locator passed by, not the target`;
}

export interface ScopedTwins {
  readonly elements: ReadonlySet<WebElement>;
  readonly scope: string;
  readonly subject: string;
}

function resolved(page: WebPage, source: LocatorQuery, selector: string, pierce: boolean): WebElement[] {
  const query: LocatorQuery = {
    source: source.source,
    form: source.form,
    steps: [{ kind: 'css', selector, pierce }],
  };
  if (tooSlowToResolve(page, query)) return [];
  try {
    return [...resolveQuery(page, query)];
  } catch {
    return [];
  }
}

/**
 * The elements a broken one-step CSS locator's last compound finds outside every element its
 * scope finds, when none is inside one; undefined when the locator is of another form, its last
 * compound asks for a position or a state (a reorder moves positions), or either part finds nothing.
 *
 * @example
 * scopedOutTwins(page, parseLocator('.flex-1 summary.btn-sm'))?.elements // the summary.btn-sm left elsewhere
 */
export function scopedOutTwins(page: WebPage, query: LocatorQuery): ScopedTwins | undefined {
  if (query.steps.length !== 1) return undefined;
  const step = query.steps[0]!;
  if (step.kind !== 'css') return undefined;
  const split = splitLastCompound(step.selector);
  if (!split) return undefined;
  const subjects = resolved(page, query, split.last, step.pierce);
  if (subjects.length === 0) return undefined;
  const scopes = resolved(page, query, split.scope, step.pierce);
  if (scopes.length === 0) return undefined;
  // A subject anywhere inside a scope (a wrapper inserted under a `>` step) may be the target.
  for (const subject of subjects) {
    if (
      scopes.some((scope) => scope !== subject && scope.index < subject.index && subject.index <= scope.end)
    )
      return undefined;
  }
  // A subject inside a peer of a scope (an item of the same list, of the same tag) may sit in the
  // target's own scope, which lost the class (the breadcrumb's last `<li>` without `breadcrumb-item`).
  const twins = subjects.filter((subject) => !inScopePeer(subject, scopes));
  if (twins.length === 0) return undefined;
  return { elements: new Set(twins), scope: split.scope, subject: split.last };
}

function inScopePeer(subject: WebElement, scopes: readonly WebElement[]): boolean {
  for (let node = subject.parent ?? subject.host; node; node = node.parent ?? node.host) {
    const parent = node.parent;
    if (parent && scopes.some((scope) => scope.parent === parent && scope.tag === node.tag)) return true;
  }
  return false;
}

/** Tag, role and name: what twins share (a list's "Location" link and the navbar's). */
export function twinKey(element: WebElement): string {
  return `${element.tag} ${element.role ?? ''} ${normalizeWhitespace(element.name).toLowerCase()}`;
}
