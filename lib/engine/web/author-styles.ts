/**
 * A minimal cascade for the two properties that hide things, `display` and `visibility`, from the
 * page's own `<style>` elements (a captured page carries them; linked stylesheets it does not).
 * CSS Cascade 4 § 6: the winner is the declaration with the highest importance, then specificity
 * (Selectors 4 § 17), then order; inline `style` beats normal author rules. Rules inside at-rules
 * (@media, @supports, @container…) are skipped: the viewport is unknown, so they are not guessed.
 *
 * Cost stays proportional to the page: only elements matched by a hiding rule (found through a
 * class/id/tag index on the selector's last compound) or carrying `hidden` are candidates, and
 * only candidates are run against the display/visibility rules.
 */
import { compileCss } from './css.js';
import type { WebElementNode, WebPageModel } from './web-page.js';

interface Declaration {
  readonly value: string;
  readonly important: boolean;
}

interface Rule {
  readonly selector: string;
  readonly specificity: number;
  readonly order: number;
  readonly scope: number;
  readonly display?: Declaration;
  readonly visibility?: Declaration;
}

export interface AuthorStyle {
  readonly display?: Declaration;
  readonly visibility?: Declaration;
}

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** Splits a selector list at top-level commas. */
function splitSelectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(selector.slice(start).trim());
  return parts.filter((part) => part.length > 0);
}

/** Selectors 4 § 17 specificity packed as a*10000 + b*100 + c (approximate for :is/:not arguments). */
function specificityOf(selector: string): number {
  const withoutStrings = selector.replace(/"[^"]*"|'[^']*'/g, '');
  const ids = (withoutStrings.match(/#[\w-]+/g) ?? []).length;
  const classes = (withoutStrings.match(/\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+/g) ?? []).length;
  const types = (
    withoutStrings.replace(/\[[^\]]*\]|\([^)]*\)/g, '').match(/(^|[\s>+~(])[a-zA-Z][\w-]*/g) ?? []
  ).length;
  return ids * 10000 + classes * 100 + types;
}

function parseDeclarations(body: string): { display?: Declaration; visibility?: Declaration } {
  const out: { display?: Declaration; visibility?: Declaration } = {};
  for (const declaration of body.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    if (property !== 'display' && property !== 'visibility') continue;
    const raw = declaration
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    const important = /!\s*important$/.test(raw);
    const value = raw.replace(/!\s*important$/, '').trim();
    const previous = out[property];
    if (!previous || important || !previous.important) out[property] = { value, important };
  }
  return out;
}

/** Top-level style rules of a stylesheet that set display or visibility; at-rule blocks are skipped. */
function parseRules(css: string, scope: number, firstOrder: number): Rule[] {
  const rules: Rule[] = [];
  const text = stripComments(css);
  let i = 0;
  let order = firstOrder;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    const semicolon = text.indexOf(';', i);
    if (open < 0) break;
    const prelude = text.slice(i, open).trim();
    if (prelude.startsWith('@') && semicolon >= 0 && semicolon < open) {
      i = semicolon + 1; // @import / @charset statement
      continue;
    }
    // Find the matching close brace (nested blocks in at-rules).
    let depth = 1;
    let j = open + 1;
    while (j < text.length && depth > 0) {
      if (text[j] === '{') depth++;
      else if (text[j] === '}') depth--;
      j++;
    }
    if (!prelude.startsWith('@')) {
      const declarations = parseDeclarations(text.slice(open + 1, j - 1));
      if (declarations.display || declarations.visibility) {
        for (const selector of splitSelectorList(prelude)) {
          rules.push({
            selector,
            specificity: specificityOf(selector),
            order: order++,
            scope,
            ...declarations,
          });
        }
      }
    }
    i = j;
  }
  return rules;
}

function classIndex(page: WebPageModel): Map<string, WebElementNode[]> {
  return page.cached('class-index', () => {
    const index = new Map<string, WebElementNode[]>();
    for (const el of page.elementsWithAttribute('class') as WebElementNode[]) {
      for (const name of new Set(el.attributes.class!.split(/\s+/))) {
        if (!name) continue;
        const list = index.get(name);
        if (list) list.push(el);
        else index.set(name, [el]);
      }
    }
    return index;
  });
}

/** What the selector's last compound requires, for cheap prefiltering: an id, a class, or a tag. */
type CompoundKey = { kind: 'id' | 'class' | 'tag'; value: string } | undefined;

function compoundKey(selector: string): CompoundKey {
  const last = selector.split(/[\s>+~]+/).pop() ?? '';
  const id = /#([\w-]+)/.exec(last)?.[1];
  if (id) return { kind: 'id', value: id };
  const className = /\.([\w-]+)/.exec(last)?.[1];
  if (className) return { kind: 'class', value: className };
  const tag = /^([a-zA-Z][\w-]*)/.exec(last)?.[1];
  if (tag) return { kind: 'tag', value: tag.toLowerCase() };
  return undefined;
}

function keyMatches(el: WebElementNode, key: CompoundKey): boolean {
  if (!key) return true;
  if (key.kind === 'id') return el.attributes.id === key.value;
  if (key.kind === 'tag') return el.tag === key.value;
  return el.attributes.class?.split(/\s+/).includes(key.value) === true;
}

/** Candidates for a selector from its last compound: by id, class or tag; undefined = every element. */
function candidatesFor(page: WebPageModel, key: CompoundKey): readonly WebElementNode[] | undefined {
  if (!key) return undefined;
  if (key.kind === 'id')
    return page
      .elementsWithAttribute('id')
      .filter((el) => el.attributes.id === key.value) as WebElementNode[];
  if (key.kind === 'class') return classIndex(page).get(key.value) ?? [];
  return page.elementsByTag(key.value) as WebElementNode[];
}

function matches(page: WebPageModel, rule: Rule, el: WebElementNode, unsupported: Set<string>): boolean {
  if (el.scope !== rule.scope || unsupported.has(rule.selector)) return false;
  try {
    return compileCss(rule.selector, false, page.caches)(el);
  } catch {
    // Selectors css-select does not know (:hover, ::before, :host…) never match statically.
    unsupported.add(rule.selector);
    return false;
  }
}

function better(
  a: Declaration & { specificity: number; order: number },
  b: (Declaration & { specificity: number; order: number }) | undefined,
): boolean {
  if (!b) return true;
  if (a.important !== b.important) return a.important;
  if (a.specificity !== b.specificity) return a.specificity > b.specificity;
  return a.order > b.order;
}

/** The winning author display/visibility declarations per element (only elements some hiding rule or `hidden` touches). */
export function authorStyles(page: WebPageModel): Map<WebElementNode, AuthorStyle> {
  return page.cached('author-styles', () => {
    const result = new Map<WebElementNode, AuthorStyle>();
    const rules: Rule[] = [];
    for (const style of page.elementsByTag('style') as WebElementNode[]) {
      if (style.namespace !== 'html') continue;
      const css = style.nodes.filter((node): node is string => typeof node === 'string').join('');
      rules.push(...parseRules(css, style.scope, rules.length));
    }
    if (rules.length === 0) return result;
    const unsupported = new Set<string>();
    const candidates = new Set<WebElementNode>(page.elementsWithAttribute('hidden') as WebElementNode[]);
    for (const rule of rules) {
      const hides =
        rule.display?.value === 'none' ||
        rule.visibility?.value === 'hidden' ||
        rule.visibility?.value === 'collapse';
      if (!hides) continue;
      const pool = candidatesFor(page, compoundKey(rule.selector)) ?? page.elements;
      for (const el of pool) if (matches(page, rule, el, unsupported)) candidates.add(el);
    }
    if (candidates.size === 0) return result;
    type Ranked = Declaration & { specificity: number; order: number };
    const winners = new Map<WebElementNode, { display?: Ranked; visibility?: Ranked }>();
    const candidateList = [...candidates];
    for (const rule of rules) {
      // Cheap key check first, so most rules are never compiled.
      const key = compoundKey(rule.selector);
      for (const el of candidateList) {
        if (!keyMatches(el, key) || !matches(page, rule, el, unsupported)) continue;
        let entry = winners.get(el);
        if (!entry) {
          entry = {};
          winners.set(el, entry);
        }
        if (rule.display) {
          const ranked = { ...rule.display, specificity: rule.specificity, order: rule.order };
          if (better(ranked, entry.display)) entry.display = ranked;
        }
        if (rule.visibility) {
          const ranked = { ...rule.visibility, specificity: rule.specificity, order: rule.order };
          if (better(ranked, entry.visibility)) entry.visibility = ranked;
        }
      }
    }
    for (const [el, { display, visibility }] of winners) {
      result.set(el, {
        ...(display ? { display: { value: display.value, important: display.important } } : {}),
        ...(visibility ? { visibility: { value: visibility.value, important: visibility.important } } : {}),
      });
    }
    return result;
  });
}
