import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { evaluateAppiumLocator, healNative, parseNativeSource } from '../../lib/native/index.js';

/** A generated element: class, optional id / content-desc / text, children. */
interface GeneratedNode {
  readonly cls: string;
  readonly id: string;
  readonly desc: string;
  readonly text: string;
  readonly clickable: boolean;
  readonly children: readonly GeneratedNode[];
}

const word = fc.constantFrom(
  'Save',
  'Cancel',
  'Add to cart',
  'Login',
  'Settings',
  'Profile',
  'Home',
  'Next',
  'Back',
  '',
);
const idWord = fc.constantFrom('', '', 'save', 'cancel', 'login', 'row', 'title', 'btn_ok');
const leaf = fc.record({
  cls: fc.constantFrom(
    'android.widget.Button',
    'android.widget.TextView',
    'android.view.ViewGroup',
    'android.widget.ImageView',
  ),
  id: idWord,
  desc: word,
  text: word,
  clickable: fc.boolean(),
  children: fc.constant([] as GeneratedNode[]),
});
const tree: fc.Arbitrary<GeneratedNode> = fc.letrec<{ node: GeneratedNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({
      cls: fc.constantFrom(
        'android.widget.LinearLayout',
        'android.view.ViewGroup',
        'android.widget.FrameLayout',
      ),
      id: idWord,
      desc: fc.constant(''),
      text: fc.constant(''),
      clickable: fc.boolean(),
      children: fc.array(tie('node'), { maxLength: 4 }),
    }),
  ),
})).node;

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function render(node: GeneratedNode, index: number): string {
  const id = node.id === '' ? '' : `com.gen.app:id/${node.id}`;
  const attrs = `index="${index}" class="${node.cls}" package="com.gen.app" text="${escapeXml(node.text)}" resource-id="${id}" content-desc="${escapeXml(node.desc)}" clickable="${node.clickable}" enabled="true" displayed="true" bounds="[0,0][100,100]"`;
  const children = node.children.map((child, i) => render(child, i)).join('');
  return `<${node.cls} ${attrs}>${children}</${node.cls}>`;
}

function source(root: GeneratedNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">${render({ ...root, cls: 'android.widget.FrameLayout', children: [root] }, 0)}</hierarchy>`;
}

test('whatever healNative returns matches exactly the target under our evaluator; otherwise it refuses', async () => {
  await fc.assert(
    fc.asyncProperty(
      tree,
      word,
      idWord,
      fc.constantFrom<'native' | 'react-native'>('native', 'react-native'),
      async (root, description, brokenId, appKind) => {
        const page = source(root);
        const result = await healNative({
          page_source: page,
          description: `${description} button`,
          existing_locators: brokenId === '' ? [] : [{ type: 'id', value: `com.gen.app:id/${brokenId}_old` }],
          app_kind: appKind,
        });
        if (!result.ok) {
          expect([400, 422]).toContain(result.failure.status);
          return;
        }
        const parsed = parseNativeSource(page);
        for (const locator of [result.answer, ...result.answer.alternatives]) {
          const found = evaluateAppiumLocator(parsed, locator.locator_type, locator.locator);
          expect(found.map((n) => n.path)).toEqual([result.answer.target.path]);
          // Never positional, never coordinates.
          expect(locator.locator).not.toMatch(/\[\d+\]|instance\(|bounds/);
        }
        if (appKind === 'react-native') expect(result.answer.strategy).not.toBe('anchored-xpath');
      },
    ),
    { numRuns: 150, seed: 20261129 },
  );
});
