/**
 * A per-page memo keyed by element index: `get` / `set` like a Map, at the cost of an array read.
 * An array sized to the page would be that too, but a holey JS array of a 5 MB page's 38,000
 * elements costs V8 milliseconds to allocate, and a heal fills a few hundred entries: the index
 * here is an Int32Array (one zeroed allocation), and the values are stored densely.
 *
 * @example
 * const titles = new ElementTable<string | null>(page.elements.length);
 * titles.set(element.index, 'Checkout');
 * titles.get(element.index) // 'Checkout'; undefined for an element never set
 */
export class ElementTable<T> {
  /** Per element: 0 when unset, else 1 + the value's position in `values`. */
  private readonly slots: Int32Array;
  private readonly values: T[] = [];

  constructor(size: number) {
    this.slots = new Int32Array(size);
  }

  /** A table sized to the page, for `page.cached(key, ElementTable.forPage)` (no closure per call). */
  static forPage<T>(page: { readonly elements: { readonly length: number } }): ElementTable<T> {
    return new ElementTable<T>(page.elements.length);
  }

  get(index: number): T | undefined {
    const slot = this.slots[index];
    return slot ? this.values[slot - 1] : undefined;
  }

  set(index: number, value: T): void {
    const slot = this.slots[index]!;
    if (slot) this.values[slot - 1] = value;
    else this.slots[index] = this.values.push(value);
  }
}
