/**
 * The XPath forms browsers copy ("Copy XPath" `//*[@id="main"]/div[6]/a`, "Copy full XPath"
 * `/html/body/div[1]/ul/li[3]/a`), evaluated straight over the parsed page: a child path, from the
 * document or from every element, with name tests and `[n]` / `[@name="value"]` predicates. These
 * are the locators Selenium suites hold most, and the general evaluator (xpath.ts: the `xpath`
 * package over an xmldom mirror of the page) costs a mirror of the whole page and more on a large
 * one. Same semantics as that evaluator (a spec compares them on generated pages): light DOM only,
 * an unprefixed name matches HTML elements only (case-insensitively, as for HTML documents), `*`
 * any element, positions counted per parent among the step's matches, results in document order.
 * Anything else (functions, axes, `..`, `//` after the first step, `or`, an attribute name with a
 * capital) is left to xpath.ts.
 */
import type { WebElementNode, WebPageModel } from './web-page.js';

type Predicate =
  | { readonly kind: 'position'; readonly position: number }
  | { readonly kind: 'attribute'; readonly name: string; readonly value: string };

interface Step {
  /** Lower-case element name, or `*`. */
  readonly name: string;
  readonly predicates: readonly Predicate[];
}

interface ChildPath {
  /** `//` first: the first step applies to the children of every element (and of the document). */
  readonly anywhere: boolean;
  readonly steps: readonly Step[];
}

const NAME = /^(?:\*|[A-Za-z_][\w.-]*)/;
const POSITION = /^\[\s*([1-9]\d{0,8})\s*\]/;
const ATTRIBUTE = /^\[\s*@([a-z_][a-z0-9_.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')\s*\]/;

/** Parses the copied forms; undefined for any other expression (left to the general evaluator). */
export function parseChildPath(expression: string): ChildPath | undefined {
  let rest = expression.trim();
  let anywhere = false;
  if (rest.startsWith('//')) {
    anywhere = true;
    rest = rest.slice(2);
  } else if (rest.startsWith('/')) rest = rest.slice(1);
  else return undefined;
  const steps: Step[] = [];
  for (;;) {
    const name = NAME.exec(rest)?.[0];
    if (name === undefined) return undefined;
    rest = rest.slice(name.length);
    const predicates: Predicate[] = [];
    for (;;) {
      const position = POSITION.exec(rest);
      if (position) {
        predicates.push({ kind: 'position', position: Number(position[1]) });
        rest = rest.slice(position[0].length);
        continue;
      }
      const attribute = ATTRIBUTE.exec(rest);
      if (attribute) {
        predicates.push({ kind: 'attribute', name: attribute[1]!, value: attribute[2] ?? attribute[3]! });
        rest = rest.slice(attribute[0].length);
        continue;
      }
      break;
    }
    steps.push({ name: name === '*' ? '*' : name.toLowerCase(), predicates });
    if (rest === '') return { anywhere, steps };
    // One `/` between steps: `//` in the middle, axes and everything else are not this form.
    if (rest[0] !== '/' || rest[1] === '/') return undefined;
    rest = rest.slice(1);
  }
}

function nameMatches(element: WebElementNode, name: string): boolean {
  return name === '*' || (element.namespace === 'html' && element.tag === name);
}

/** The step's matches among one parent's element children, in order. */
function applyStep(children: readonly WebElementNode[], step: Step): WebElementNode[] {
  let matches = children.filter((child) => nameMatches(child, step.name));
  for (const predicate of step.predicates) {
    if (predicate.kind === 'position') {
      const at = matches[predicate.position - 1];
      matches = at ? [at] : [];
    } else {
      matches = matches.filter((el) => el.attributes[predicate.name] === predicate.value);
    }
  }
  return matches;
}

/** Light element children, as the XPath mirror holds them. */
function elementChildren(element: WebElementNode): WebElementNode[] {
  const out: WebElementNode[] = [];
  for (const node of element.nodes) if (typeof node !== 'string') out.push(node);
  return out;
}

/**
 * Evaluates a parsed child path from the document. `//*[@id="x"]…` starts from the page's
 * attribute index rather than every parent.
 */
export function evaluateChildPath(page: WebPageModel, path: ChildPath): WebElementNode[] {
  const [first, ...rest] = path.steps;
  if (!first) return [];
  let current: WebElementNode[];
  if (!path.anywhere) current = applyStep([page.root], first);
  else {
    const attribute = first.predicates[0];
    const parents =
      attribute?.kind === 'attribute'
        ? uniqueParents(page.elementsWithAttribute(attribute.name).filter((el) => el.scope === 0))
        : page.elements.filter((el) => el.scope === 0);
    current = applyStep([page.root], first);
    for (const parent of parents) current.push(...applyStep(elementChildren(parent), first));
  }
  for (const step of rest) {
    const next: WebElementNode[] = [];
    for (const parent of current) next.push(...applyStep(elementChildren(parent), step));
    current = next;
  }
  // Contexts can nest after a `//` step (a div in a div): document order, once each.
  return [...new Set(current)].sort((a, b) => a.index - b.index);
}

/** The parents of the elements with an attribute (each once), whose children the first step reads. */
function uniqueParents(elements: readonly WebElementNode[]): WebElementNode[] {
  const parents = new Set<WebElementNode>();
  for (const el of elements) if (el.parent) parents.add(el.parent as WebElementNode);
  return [...parents];
}
