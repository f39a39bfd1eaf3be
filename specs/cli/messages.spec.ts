/**
 * Every command's messages on stderr start the same way, `healwright: `, whether a usage error, a
 * thrown error or a progress line (the convention of the eject/apply/cache merge lines and the
 * reporter's summary).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { main } from '../../lib/cli/main.js';
import { memoryIO } from './io.js';

const cases: readonly (readonly string[])[] = [
  ['nope'],
  ['heal', '--bogus'],
  ['heal', '--locator', '#x'],
  ['heal', '--max-bytes', '-1'],
  ['heal', '--page', 'missing.html', '--locator', '#x'],
  ['serve', '--port', 'abc'],
  ['eject'],
  ['eject', 'specs/none.spec.ts'],
  ['eject', 'a.spec.ts', '--bogus'],
  ['apply', '--bogus'],
  ['cache', 'merge', 'no-such-dir'],
];

for (const argv of cases) {
  test(`healwright ${argv.join(' ')}: stderr starts with "healwright: "`, async () => {
    const io = { ...memoryIO('{}'), cwd: mkdtempSync(join(tmpdir(), 'healwright-messages-')) };
    expect(await main(argv, io)).not.toBe(0);
    const first = io.err().split('\n')[0] ?? '';
    expect(first).toMatch(/^healwright: \S/);
    expect(io.err()).not.toMatch(/^healwright [a-z]+( [a-z]+)?: /m);
  });
}

test('a usage error names the command whose --help explains it', async () => {
  const io = memoryIO('');
  expect(await main(['heal', '--bogus'], io)).toBe(2);
  expect(io.err()).toMatch(/^healwright: .*'--bogus'.* \(see healwright heal --help\)\n$/);
});

test('serve: its "listening" line starts with "healwright: " too', async () => {
  const controller = new AbortController();
  const io = { ...memoryIO(''), signal: controller.signal };
  const running = main(['serve', '--port', '0', '--workers', '0'], io);
  await expect.poll(() => io.err(), { timeout: 30_000 }).toContain('listening on');
  controller.abort();
  expect(await running).toBe(0);
  expect(io.err()).toMatch(/^healwright: listening on http:\/\/127\.0\.0\.1:\d+ /);
});
