/**
 * The locators a typical test author would have written for a target before the refactor: the
 * element's #id, a data-testid, a CSS class chain, text=, getByRole code, an XPath, a structural
 * CSS/XPath path or an nth() pick. Each form comes with the Playwright selector the harness
 * resolves in Chromium (`selector`) and the wire form handed to the engine (`input`).
 * Candidates are validated by the harness: only a locator that matched exactly the target on the
 * original page is used.
 */

import { quoteXPathString } from '../../lib/locators/quote-string.js';
import type { HumanView } from './describe.js';
import {
  classesOf,
  type Element,
  elementChildren,
  getAttr,
  isElement,
  type ParentNode,
  parentElementOf,
  type TreeIndex,
  visibleText,
} from './html-tree.js';

export type OriginalForm =
  | 'id-css'
  | 'id-xpath'
  | 'id-engine'
  | 'test-id'
  | 'class-chain'
  | 'class-xpath'
  | 'text'
  | 'role-code'
  | 'text-code'
  | 'label-code'
  | 'xpath-text'
  | 'tag-attr-css'
  | 'css-structural'
  | 'xpath-structural'
  | 'nth';

export interface OriginalLocator {
  readonly form: OriginalForm;
  /** What `page.locator()` accepts (used by the harness in Chromium). */
  readonly selector: string;
  /** What the test author wrote, as the wire carries it. */
  readonly input: { readonly type: string; readonly value: string };
  /** For `nth`: the list the author picked from; the index is found on the original page. */
  readonly nthOf?: { readonly kind: 'css' | 'xpath'; readonly base: string };
}

/** Turns an `nth` candidate into the concrete locator once the target's position `k` is known. */
export function concreteNth(candidate: OriginalLocator, k: number): OriginalLocator {
  const of = candidate.nthOf;
  if (!of) return candidate;
  if (of.kind === 'css')
    return {
      form: 'nth',
      selector: `css=${of.base} >> nth=${k}`,
      input: { type: '', value: `page.locator(${jsString(of.base)}).nth(${k})` },
    };
  const expression = `(${of.base})[${k + 1}]`;
  return { form: 'nth', selector: `xpath=${expression}`, input: { type: 'xpath', value: expression } };
}

/** CSS.escape (CSSOM §2.1) for identifiers. */
export function cssEscape(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value.charAt(i);
    const code = value.charCodeAt(i);
    if (code === 0) out += '\ufffd';
    else if ((code >= 1 && code <= 31) || code === 127) out += `\\${code.toString(16)} `;
    else if (i === 0 && code >= 48 && code <= 57) out += `\\${code.toString(16)} `;
    else if (i === 1 && code >= 48 && code <= 57 && value.charAt(0) === '-') out += `\\${code.toString(16)} `;
    else if (i === 0 && ch === '-' && value.length === 1) out += `\\${ch}`;
    else if (code >= 128 || ch === '-' || ch === '_' || /[0-9A-Za-z]/.test(ch)) out += ch;
    else out += `\\${ch}`;
  }
  return out;
}

function jsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Ids and classes a person would write by hand (not generated, not build-hashed). */
export function isHandWrittenToken(token: string): boolean {
  if (token.length > 40 || token.length < 2) return false;
  if (/^:r[0-9a-z]+:$/.test(token) || /^(ember|ext-gen|yui_|react-select-)\d/.test(token)) return false;
  if (/[0-9a-f]{8}-[0-9a-f]{4}-/i.test(token)) return false;
  if (/^(css|sc|jsx|emotion|styled)-[0-9a-z]{5,}$/i.test(token) || /_[a-zA-Z0-9]{5}$/.test(token))
    return false;
  if ((token.match(/\d/g)?.length ?? 0) > 4) return false;
  return /^[A-Za-z][\w-]*$/.test(token);
}

function tagSelector(element: Element): string {
  return element.tagName;
}

function ownText(element: Element): string {
  return visibleText(element);
}

/** Positions beyond this are not what a person writes in a locator. */
export const MAX_HAND_INDEX = 20;

/** Structural CSS from the nearest hand-written id (≤ 5 levels), e.g. `#cart > li:nth-child(2) > button`. */
function cssStructural(target: Element, index: TreeIndex): string | undefined {
  const segments: string[] = [];
  let node: Element = target;
  for (let depth = 0; depth < 6; depth++) {
    const parent = parentElementOf(node, index);
    if (!parent || node.tagName === 'body') return undefined;
    const siblings = elementChildren(node.parentNode as ParentNode);
    const sameTag = siblings.filter((sibling) => sibling.tagName === node.tagName);
    // Nobody hand-writes :nth-child(2309): long lists are addressed by text or test id.
    if (siblings.indexOf(node) >= MAX_HAND_INDEX) return undefined;
    segments.unshift(
      sameTag.length > 1
        ? `${tagSelector(node)}:nth-child(${siblings.indexOf(node) + 1})`
        : tagSelector(node),
    );
    const parentId = getAttr(parent, 'id');
    if (depth > 0 && parentId && isHandWrittenToken(parentId))
      return `#${cssEscape(parentId)} > ${segments.join(' > ')}`;
    if (depth >= 1) {
      const parentClass = classesOf(parent).find(isHandWrittenToken);
      if (parentClass && depth >= 2)
        return `${parent.tagName}.${cssEscape(parentClass)} > ${segments.join(' > ')}`;
    }
    node = parent;
  }
  return undefined;
}

/** Structural XPath from the nearest hand-written id, or absolute from /html. */
function xpathStructural(target: Element, absolute: boolean): string | undefined {
  const segments: string[] = [];
  let node: Element = target;
  for (let depth = 0; depth < 30; depth++) {
    if (node.tagName === 'html') return `/html/${segments.join('/')}`;
    const parentNode = node.parentNode;
    if (!parentNode || !isElement(parentNode)) return undefined; // shadow roots: XPath cannot express them
    const sameTag = elementChildren(parentNode).filter((sibling) => sibling.tagName === node.tagName);
    if (sameTag.indexOf(node) >= MAX_HAND_INDEX) return undefined;
    segments.unshift(sameTag.length > 1 ? `${node.tagName}[${sameTag.indexOf(node) + 1}]` : node.tagName);
    const parentId = getAttr(parentNode, 'id');
    if (!absolute && parentId && isHandWrittenToken(parentId))
      return `//*[@id=${quoteXPathString(parentId)}]/${segments.join('/')}`;
    node = parentNode;
  }
  return undefined;
}

const TEST_ID_ATTRS = ['data-testid', 'data-test', 'data-qa', 'data-cy', 'data-test-id'];

/** All candidate original locators of one form (most typical first). */
export function originalCandidates(
  form: OriginalForm,
  target: Element,
  view: HumanView,
  index: TreeIndex,
): OriginalLocator[] {
  const id = getAttr(target, 'id');
  const usableId = id && isHandWrittenToken(id) ? id : undefined;
  const tag = target.tagName;
  const out: OriginalLocator[] = [];
  const css = (formName: OriginalForm, selector: string): void => {
    out.push({ form: formName, selector: `css=${selector}`, input: { type: 'css', value: selector } });
  };
  const xpath = (formName: OriginalForm, expression: string): void => {
    out.push({
      form: formName,
      selector: `xpath=${expression}`,
      input: { type: 'xpath', value: expression },
    });
  };
  const text = ownText(target);
  switch (form) {
    case 'id-css':
      if (usableId) {
        css(form, `#${cssEscape(usableId)}`);
        css(form, `${tag}#${cssEscape(usableId)}`);
      }
      break;
    case 'id-xpath':
      if (usableId) xpath(form, `//*[@id=${quoteXPathString(usableId)}]`);
      break;
    case 'id-engine':
      if (usableId) out.push({ form, selector: `id=${usableId}`, input: { type: 'id', value: usableId } });
      break;
    case 'test-id':
      for (const attr of TEST_ID_ATTRS) {
        const value = getAttr(target, attr);
        if (!value) continue;
        if (attr === 'data-testid')
          out.push({
            form,
            selector: `internal:testid=[data-testid=${JSON.stringify(value)}s]`,
            input: { type: '', value: `page.getByTestId(${jsString(value)})` },
          });
        css(form, `[${attr}=${JSON.stringify(value)}]`);
      }
      break;
    case 'class-chain': {
      const classes = classesOf(target).filter(isHandWrittenToken);
      if (classes.length > 0) {
        css(form, `${tag}.${classes.slice(0, 2).map(cssEscape).join('.')}`);
        css(form, `.${classes.map(cssEscape).join('.')}`);
      }
      for (
        let up = parentElementOf(target, index), depth = 0;
        up && depth < 4;
        up = parentElementOf(up, index), depth++
      ) {
        const upClass = classesOf(up).find(isHandWrittenToken);
        if (!upClass) continue;
        const own = classes[0] ? `${tag}.${cssEscape(classes[0])}` : tag;
        css(form, `.${cssEscape(upClass)} ${own}`);
      }
      // Repeated components (nav links, list items) are told apart by their text, next to the class.
      if (classes[0] && text && text === view.label && ['a', 'button'].includes(tag))
        css(form, `${tag}.${cssEscape(classes[0])}:has-text(${JSON.stringify(text)})`);
      break;
    }
    case 'class-xpath': {
      const klass = classesOf(target).find(isHandWrittenToken);
      if (klass) xpath(form, `//${tag}[contains(@class, ${quoteXPathString(klass)})]`);
      if (klass && text && text === view.label && ['a', 'button'].includes(tag))
        xpath(
          form,
          `//${tag}[contains(@class, ${quoteXPathString(klass)}) and normalize-space()=${quoteXPathString(text)}]`,
        );
      break;
    }
    case 'text':
      if (text && text === view.label && ['a', 'button'].includes(tag)) {
        out.push({ form, selector: `text=${text}`, input: { type: '', value: `text=${text}` } });
        out.push({
          form,
          selector: `text=${JSON.stringify(text)}`,
          input: { type: '', value: `text=${JSON.stringify(text)}` },
        });
      }
      break;
    case 'text-code':
      if (text && text === view.label && ['a', 'button'].includes(tag))
        out.push({
          form,
          selector: `internal:text=${JSON.stringify(text)}i`,
          input: { type: '', value: `page.getByText(${jsString(text)})` },
        });
      break;
    case 'role-code':
      out.push({
        form,
        selector: `internal:role=${view.role}[name=${JSON.stringify(view.label)}i]`,
        input: {
          type: '',
          value: `page.getByRole(${jsString(view.role)}, { name: ${jsString(view.label)} })`,
        },
      });
      out.push({
        form,
        selector: `internal:role=${view.role}[name=${JSON.stringify(view.label)}s]`,
        input: {
          type: '',
          value: `page.getByRole(${jsString(view.role)}, { name: ${jsString(view.label)}, exact: true })`,
        },
      });
      break;
    case 'label-code':
      if (['input', 'select', 'textarea'].includes(tag))
        out.push({
          form,
          selector: `internal:label=${JSON.stringify(view.label)}i`,
          input: { type: '', value: `page.getByLabel(${jsString(view.label)})` },
        });
      break;
    case 'xpath-text':
      if (text && text === view.label && ['a', 'button'].includes(tag)) {
        xpath(form, `//${tag}[normalize-space()=${quoteXPathString(text)}]`);
        xpath(form, `//${tag}[contains(., ${quoteXPathString(text)})]`);
      } else if (['input', 'textarea', 'select'].includes(tag)) {
        const placeholder = getAttr(target, 'placeholder');
        if (placeholder) xpath(form, `//${tag}[@placeholder=${quoteXPathString(placeholder)}]`);
        const name = getAttr(target, 'name');
        if (name) xpath(form, `//${tag}[@name=${quoteXPathString(name)}]`);
      }
      break;
    case 'tag-attr-css': {
      const href = getAttr(target, 'href');
      const name = getAttr(target, 'name');
      const type = getAttr(target, 'type');
      if (tag === 'a' && href && href.length < 80 && href !== '#')
        css(form, `a[href=${JSON.stringify(href)}]`);
      if (name) css(form, `${tag}[name=${JSON.stringify(name)}]`);
      if (tag === 'input' && type) css(form, `input[type=${JSON.stringify(type)}]`);
      if (text && text === view.label && ['a', 'button'].includes(tag))
        css(form, `${tag}:has-text(${JSON.stringify(text)})`);
      break;
    }
    case 'css-structural': {
      const selector = cssStructural(target, index);
      if (selector) css(form, selector);
      break;
    }
    case 'xpath-structural': {
      const relative = xpathStructural(target, false);
      if (relative) xpath(form, relative);
      const absolute = xpathStructural(target, true);
      if (absolute && absolute !== relative) xpath(form, absolute);
      break;
    }
    case 'nth': {
      const klass = classesOf(target).find(isHandWrittenToken);
      const base = `${tag}.${cssEscape(klass ?? '')}`;
      if (klass)
        out.push({
          form,
          selector: `css=${base}`,
          input: { type: 'css', value: base },
          nthOf: { kind: 'css', base },
        });
      if (text && text === view.label && ['a', 'button'].includes(tag)) {
        const base = `//${tag}[normalize-space()=${quoteXPathString(text)}]`;
        out.push({
          form,
          selector: `xpath=${base}`,
          input: { type: 'xpath', value: base },
          nthOf: { kind: 'xpath', base },
        });
      }
      break;
    }
  }
  return out;
}
