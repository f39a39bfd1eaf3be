/**
 * A minimal unified diff for edits that replace text within lines (the line count never changes),
 * which is all `healwright apply` produces. Three lines of context, hunks merged when they touch.
 */

const CONTEXT = 3;

/**
 * @example
 * unifiedDiff('specs/a.spec.ts', "page.heal('#a')\n", "page.heal('#b')\n");
 */
export function unifiedDiff(file: string, before: string, after: string): string {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length !== b.length) throw new Error('unifiedDiff: only same-length edits are supported');
  const changed: number[] = [];
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) changed.push(index);
  if (changed.length === 0) return '';
  const hunks: [number, number][] = [];
  for (const index of changed) {
    const start = Math.max(0, index - CONTEXT);
    const end = Math.min(a.length - 1, index + CONTEXT);
    const last = hunks.at(-1);
    if (last && start <= last[1] + 1) last[1] = end;
    else hunks.push([start, end]);
  }
  const lines = [`--- a/${file}`, `+++ b/${file}`];
  for (const [start, end] of hunks) {
    const count = end - start + 1;
    lines.push(`@@ -${start + 1},${count} +${start + 1},${count} @@`);
    const removed: string[] = [];
    const added: string[] = [];
    const flush = (): void => {
      lines.push(...removed.map((line) => `-${line}`), ...added.map((line) => `+${line}`));
      removed.length = 0;
      added.length = 0;
    };
    for (let index = start; index <= end; index += 1) {
      if (a[index] === b[index]) {
        flush();
        lines.push(` ${a[index]}`);
      } else {
        removed.push(a[index] ?? '');
        added.push(b[index] ?? '');
      }
    }
    flush();
  }
  return `${lines.join('\n')}\n`;
}
