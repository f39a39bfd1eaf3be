/**
 * `<label>` association (HTML § 4.10.4 "The label element"): a label with `for` labels the
 * element with that id in its own tree when it is labelable; without `for`, its first labelable
 * descendant. Computed for the whole page once, on first use.
 */
import type { WebElementNode } from './web-page.js';

/** HTML § 4.10.2 labelable elements (form-associated custom elements are not detectable statically). */
export function isLabelable(el: WebElementNode): boolean {
  if (el.namespace !== 'html') return false;
  switch (el.tag) {
    case 'button':
    case 'meter':
    case 'output':
    case 'progress':
    case 'select':
    case 'textarea':
      return true;
    case 'input':
      return (el.attributes.type ?? '').toLowerCase() !== 'hidden';
    default:
      return false;
  }
}

function labelMap(el: WebElementNode): Map<WebElementNode, WebElementNode[]> {
  const page = el.page;
  return page.cached('labels', () => {
    const map = new Map<WebElementNode, WebElementNode[]>();
    for (const label of page.elementsByTag('label') as readonly WebElementNode[]) {
      if (label.namespace !== 'html') continue;
      const control = controlOfLabel(label);
      if (!control) continue;
      let list = map.get(control);
      if (!list) {
        list = [];
        map.set(control, list);
      }
      list.push(label);
    }
    return map;
  });
}

/**
 * The control a label labels: the labelable element its `for` names in its own tree, or, without
 * `for`, its first labelable descendant; undefined when it labels none (TodoMVC's loose
 * `<label>Walk the dog</label>`).
 */
export function controlOfLabel(label: WebElementNode): WebElementNode | undefined {
  const forId = label.attributes.for;
  if (forId !== undefined) return forControlOf(label, forId);
  const elements = label.page.elements as readonly WebElementNode[];
  for (let i = label.index + 1; i <= label.end; i++) {
    const candidate = elements[i]!;
    if (candidate.scope === label.scope && isLabelable(candidate)) return candidate;
  }
  return undefined;
}

/**
 * True when a `<label for>` labels nothing: no element in its tree carries that id, or the one that
 * does cannot be labelled (an id renamed on the field and left behind on its label).
 */
export function forNamesNoControl(label: WebElementNode): boolean {
  const forId = label.attributes.for;
  return forId !== undefined && forControlOf(label, forId) === undefined;
}

/** The labelable element with the `for` id in the label's own tree, if any. */
function forControlOf(label: WebElementNode, forId: string): WebElementNode | undefined {
  const target = label.page.elementById(forId, label.scope);
  return target && isLabelable(target) ? target : undefined;
}

/** The element's `labels` (tree order), empty for non-labelable elements. */
export function labelsOf(el: WebElementNode): readonly WebElementNode[] {
  if (!isLabelable(el)) return [];
  return labelMap(el).get(el) ?? [];
}
