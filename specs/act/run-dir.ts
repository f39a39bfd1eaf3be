/** Cache folders shared by the workers of one run (children of one runner process). */
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A folder for this run: serial groups find their recording again after a worker restart. */
export function runDir(name: string): string {
  return join(tmpdir(), `healwright-act-spec-${process.ppid}`, name);
}

export function emptyDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}
