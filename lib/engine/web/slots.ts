/**
 * Slot assignment for declarative shadow roots (DOM § 4.2.2.3 "find a slot" / "find slotables"),
 * the "named" assignment mode every declarative root uses: a light child with `slot="x"` goes to
 * the first `<slot name="x">` in the shadow tree (tree order); children without a slot attribute,
 * and text nodes, go to the first default slot (`<slot>` without a name). Unassigned light
 * children of a host are not rendered.
 */
import type { WebElementNode, WebShadowRootNode } from './web-page.js';

interface SlotAssignment {
  /** slot element → assigned light nodes of the host, in order. */
  readonly assigned: Map<WebElementNode, (WebElementNode | string)[]>;
  /** light element child → the slot it is assigned to. */
  readonly slotOf: Map<WebElementNode, WebElementNode>;
  /** the default slot (text nodes are assigned here), if any. */
  readonly defaultSlot: WebElementNode | undefined;
}

export function slotAssignment(root: WebShadowRootNode): SlotAssignment {
  const page = root.host.page;
  const assignments = page.cached('slot-assignments', () => new Map<WebShadowRootNode, SlotAssignment>());
  let assignment = assignments.get(root);
  if (assignment) return assignment;
  const slotsByName = new Map<string, WebElementNode>();
  const end = root.host.end;
  for (let i = root.start; i <= end; i++) {
    const el = page.elements[i]!;
    if (el.scope !== root.scope || el.tag !== 'slot' || el.namespace !== 'html') continue;
    const name = el.attributes.name ?? '';
    if (!slotsByName.has(name)) slotsByName.set(name, el);
  }
  const assigned = new Map<WebElementNode, (WebElementNode | string)[]>();
  const slotOf = new Map<WebElementNode, WebElementNode>();
  const defaultSlot = slotsByName.get('');
  for (const node of root.host.nodes) {
    const slot = typeof node === 'string' ? defaultSlot : slotsByName.get(node.attributes.slot ?? '');
    if (!slot) continue;
    let list = assigned.get(slot);
    if (!list) {
      list = [];
      assigned.set(slot, list);
    }
    list.push(node);
    if (typeof node !== 'string') slotOf.set(node, slot);
  }
  assignment = { assigned, slotOf, defaultSlot };
  assignments.set(root, assignment);
  return assignment;
}

/** The light nodes assigned to a `<slot>` element (empty when none: the fallback content renders). */
export function assignedNodes(slot: WebElementNode): readonly (WebElementNode | string)[] {
  if (slot.tag !== 'slot' || slot.scope === 0) return [];
  const root = slot.page.shadowRoots[slot.scope - 1];
  if (!root) return [];
  return slotAssignment(root).assigned.get(slot) ?? [];
}

/** The slot a light child of a shadow host is assigned to (undefined: not slotted, or the parent hosts no open root). */
export function assignedSlot(element: WebElementNode): WebElementNode | undefined {
  const root = element.parent?.shadowRoot;
  if (!root) return undefined;
  return slotAssignment(root).slotOf.get(element);
}

/** Whether text children of this host are assigned to a slot. */
export function hostHasDefaultSlot(host: WebElementNode): boolean {
  return host.shadowRoot ? slotAssignment(host.shadowRoot).defaultSlot !== undefined : false;
}
