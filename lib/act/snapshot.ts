/**
 * Reading Playwright's AI-mode aria snapshots (`page.ariaSnapshot({ mode: 'ai' })`): which refs the
 * latest snapshot shows, and the role + name of each. Pure.
 *
 * A line looks like `  - button "Add to cart" [active] [ref=e12]` or `- textbox "User" [ref=f1e4]: bob`.
 */

export interface SnapshotNode {
  readonly ref: string;
  readonly role: string;
  readonly name: string;
  /** Indentation level (0 = top). */
  readonly depth: number;
}

const LINE = /^(\s*)- ([\w-]+)(?: "((?:[^"\\]|\\.)*)")?[^\n]*?\[ref=([a-z0-9]+)\]/;

/**
 * Every node with a ref, in document order.
 *
 * @example
 * parseSnapshot('- button "Save" [ref=e3]'); // [{ ref: 'e3', role: 'button', name: 'Save', depth: 0 }]
 */
export function parseSnapshot(text: string): SnapshotNode[] {
  const nodes: SnapshotNode[] = [];
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    nodes.push({
      ref: match[4] ?? '',
      role: match[2] ?? '',
      name: (match[3] ?? '').replace(/\\(.)/g, '$1'),
      depth: Math.floor((match[1] ?? '').length / 2),
    });
  }
  return nodes;
}

/** The refs a snapshot shows. */
export function snapshotRefs(text: string): Set<string> {
  return new Set(parseSnapshot(text).map((node) => node.ref));
}

/** Accepts `e12`, `@e12`, `aria-ref=e12`, `[ref=e12]`; returns the bare ref or undefined. */
export function normalizeRef(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const match = /^(?:@|aria-ref=|\[ref=)?([a-z]*\d*e\d+)\]?$/.exec(input.trim());
  return match?.[1];
}
