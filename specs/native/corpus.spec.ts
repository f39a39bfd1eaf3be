import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { NativeNode, NativeTree } from '../../lib/native/index.js';
import { evaluateAppiumLocator, healNative, parseNativeSource } from '../../lib/native/index.js';
import { corpusDirectory } from './fixtures.js';

/**
 * Self-check on the real page sources of the corpus: for labelled elements, send a broken
 * locator (the id re-cased, as a refactor does) plus the element's own label as description,
 * and count heals (right element), false heals (another element) and refusals.
 */
const CORPUS = corpusDirectory();
const FOLDERS = ['android', 'ios', 'react-native'];
const PER_FILE = 12;

function identityOf(tree: NativeTree, node: NativeNode): { id: string; label: string } {
  const a = node.attributes;
  const id = tree.platform === 'android' ? (a['resource-id'] ?? '') : (a.name ?? '');
  const label = (tree.platform === 'android' ? a['content-desc'] || a.text : a.label || a.value) ?? '';
  return { id, label };
}

/** snake_case ↔ camelCase: what a refactor does to an id while keeping its words. */
function recase(id: string): string {
  const slash = id.indexOf(':id/');
  const prefix = slash >= 0 ? id.slice(0, slash + 4) : '';
  const entry = slash >= 0 ? id.slice(slash + 4) : id;
  const recased = /[_-]/.test(entry)
    ? entry.replace(/[_-]+([a-z0-9])/gi, (_m, c: string) => c.toUpperCase())
    : entry.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  return prefix + (recased === entry ? `${entry}_old` : recased);
}

test.describe('corpus self-check', () => {
  test.skip(!existsSync(CORPUS), `corpus not found at ${CORPUS} (set HEALWRIGHT_CORPUS); skipping`);

  for (const folder of FOLDERS) {
    test(`${folder}: answers validate, false heals stay rare`, async () => {
      let healed = 0;
      let wrong = 0;
      let refused = 0;
      /** Answered the pressable that owns the target text (what a tap means): counted apart. */
      let owner = 0;
      let files = 0;
      for (const file of readdirSync(join(CORPUS, folder))
        .filter((f) => f.endsWith('.xml'))
        .sort()) {
        const page = readFileSync(join(CORPUS, folder, file), 'utf8');
        let tree: NativeTree;
        try {
          tree = parseNativeSource(page);
        } catch {
          continue;
        }
        files++;
        const targets = tree.nodes
          .filter((node) => node.attributes.visible !== 'false' && node.attributes.displayed !== 'false')
          .filter((node) => {
            const { id, label } = identityOf(tree, node);
            return (
              id.includes(tree.platform === 'android' ? ':id/' : '') &&
              id !== '' &&
              label !== '' &&
              !/\d/.test(label) &&
              label.length < 40
            );
          })
          .filter(
            (node) =>
              !/(android:id\/|action_bar_root|name removed)/.test(node.attributes['resource-id'] ?? ''),
          )
          // The application/window shell is never a heal target, and a label of blanks names nothing.
          .filter(
            (node) =>
              !/^XCUIElementType(Application|Window)$/.test(node.tag) &&
              /\p{L}/u.test(identityOf(tree, node).label),
          )
          .slice(0, PER_FILE);
        for (const target of targets) {
          const { id, label } = identityOf(tree, target);
          const result = await healNative(
            { page_source: page, existing_locators: [{ type: 'id', value: recase(id) }], description: label },
            {},
          );
          if (!result.ok) {
            refused++;
            continue;
          }
          for (const locator of [result.answer, ...result.answer.alternatives]) {
            const found = evaluateAppiumLocator(tree, locator.locator_type, locator.locator);
            expect(found.map((n) => n.path)).toEqual([result.answer.target.path]);
          }
          if (result.answer.target.path === target.path) healed++;
          else if (target.path.startsWith(`${result.answer.target.path}/`)) owner++;
          else {
            wrong++;
            if (process.env.HEALWRIGHT_NATIVE_DEBUG)
              console.log(
                file,
                id,
                label,
                '→',
                result.answer.target.tag,
                result.answer.target.name,
                result.answer.scores,
              );
          }
        }
      }
      const total = healed + owner + wrong + refused;
      console.log(
        `[native corpus] ${folder}: ${files} files, ${total} cases: healed ${healed}, owning pressable ${owner}, false ${wrong}, refused ${refused}`,
      );
      expect(total).toBeGreaterThan(0);
      // Never guess: at most 1% false heals.
      expect(wrong).toBeLessThanOrEqual(Math.floor(total * 0.01));
    });
  }
});
