/**
 * One malformed entry in an act record file costs only that entry: the valid entries still
 * replay (no re-recording, no model call), the malformed one is reported by key and set aside to
 * `<file>.malformed-<n>` (project-relative in the warning) when the file is next written, never
 * lost and never silently used; the file is not moved aside as corrupt.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { projectDir, slashRelative } from '../../lib/project-paths.js';
import { emptyDir, runDir } from './run-dir.js';
import { expect, serveHtml, test } from './support.js';

const SPEC = 'specs/act/act-cache-malformed.spec.ts';
const cacheDir = runDir('malformed');
const file = join(cacheDir, 'act', `${SPEC}.json`);
/** The valid entry as recorded, before the other one was broken (serial tests, one worker). */
let recordedSave: unknown;

test.describe.configure({ mode: 'serial' });
test.use({ healwright: { cacheDir, ci: false, act: { cache: 'write', update: 'default' } } });

function serveDraft(page: Page): Promise<void> {
  return serveHtml(page, '<main><h1>Draft</h1><button>Save</button><button>Preview</button></main>');
}

test('records two calls', async ({ page }) => {
  emptyDir(cacheDir);
  await serveDraft(page);
  expect((await page.act('Click Save', { id: 'save' })).source).toBe('deterministic');
  expect((await page.act('Click Preview', { id: 'preview' })).source).toBe('deterministic');
});

test('a malformed entry re-records alone; the valid one replays and the bad one is set aside', async ({
  page,
  fakeModel,
  _healwrightActSession,
}) => {
  expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')).entries).sort()).toEqual(['preview', 'save']);
  const document = JSON.parse(readFileSync(file, 'utf8'));
  recordedSave = document.entries.save;
  const broken = { ...document.entries.preview, steps: 'lost in a bad merge' };
  document.entries.preview = broken;
  writeFileSync(file, JSON.stringify(document));

  await serveDraft(page);
  expect((await page.act('Click Save', { id: 'save' })).source).toBe('cache');
  expect((await page.act('Click Preview', { id: 'preview' })).source).toBe('deterministic');
  expect(fakeModel.requests).toHaveLength(0);
  const shown = slashRelative(projectDir(test.info().config), file);
  const { warnings } = _healwrightActSession.summary();
  expect(warnings).toContainEqual(
    `${shown}: entry "preview" has an unknown shape; ignored for this run (the other entries are used)`,
  );
  expect(warnings.join('\n')).not.toContain('corrupt');
});

test('written when that test passed: nothing lost, the malformed entry beside the file', () => {
  const broken = JSON.parse(readFileSync(`${file}.malformed-1`, 'utf8')).entries.preview;
  expect(broken.steps).toBe('lost in a bad merge');
  // Nothing lost: the file keeps both calls, the malformed entry sits beside it, nothing is corrupt.
  const after = JSON.parse(readFileSync(file, 'utf8'));
  expect(Object.keys(after.entries).sort()).toEqual(['preview', 'save']);
  expect(after.entries.save).toEqual(recordedSave);
  expect(Array.isArray(after.entries.preview.steps)).toBe(true);
  expect(existsSync(`${file}.corrupt-1`)).toBe(false);
  const aside = JSON.parse(readFileSync(`${file}.malformed-1`, 'utf8'));
  expect(aside).toEqual({ version: 1, entries: { preview: broken } });
});
