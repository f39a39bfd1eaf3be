/**
 * The XPath forms browsers copy ("Copy XPath", "Copy full XPath") are evaluated without the
 * general evaluator (lib/engine/web/xpath-path.ts). On generated pages and expressions, both must
 * return the same elements in the same order, and other forms must still go to the general one.
 */
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { parseWebPage } from '../../../lib/engine/web/index.js';
import type { WebElementNode, WebPageModel } from '../../../lib/engine/web/web-page.js';
import { evaluateWithMirror, evaluateXPath, isCopiedXPath } from '../../../lib/engine/web/xpath.js';
import { parseChildPath } from '../../../lib/engine/web/xpath-path.js';

const TAGS = ['div', 'ul', 'li', 'a', 'span', 'p', 'section', 'svg', 'template'] as const;
const IDS = ['main', 'nav', 'x', 'main'] as const;

interface Node {
  readonly tag: (typeof TAGS)[number];
  readonly id: (typeof IDS)[number] | undefined;
  readonly upper: boolean;
  readonly children: readonly Node[];
}

/** A node with children down to `depth` more levels. */
function nodeArbitrary(depth: number): fc.Arbitrary<Node> {
  return fc.record({
    tag: fc.constantFrom(...TAGS),
    id: fc.option(fc.constantFrom(...IDS), { nil: undefined }),
    upper: fc.boolean(),
    children: depth === 0 ? fc.constant([]) : fc.array(nodeArbitrary(depth - 1), { maxLength: 3 }),
  });
}

function render(node: Node): string {
  const tag = node.upper ? node.tag.toUpperCase() : node.tag;
  const id = node.id === undefined ? '' : ` id="${node.id}"`;
  // Text between elements: the general evaluator sees text nodes, the copied forms must skip them.
  return `<${tag}${id}>t${node.children.map(render).join('')}</${tag}>`;
}

/** Steps a browser would copy for `element`: full from <html>, or from its nearest id. */
function copiedPaths(element: WebElementNode): string[] {
  const steps: string[] = [];
  const paths: string[] = [];
  for (
    let node: WebElementNode | undefined = element;
    node;
    node = node.parent as WebElementNode | undefined
  ) {
    const parent = node.parent as WebElementNode | undefined;
    const same = parent ? parent.children.filter((child) => child.tag === node!.tag) : [node];
    const name = node.namespace === 'html' ? node.tag : '*';
    steps.unshift(same.length > 1 || name === '*' ? `${name}[${same.indexOf(node) + 1}]` : name);
    if (node.attributes.id !== undefined)
      paths.push(`//*[@id="${node.attributes.id}"]/${steps.slice(1).join('/')}`.replace(/\/$/, ''));
  }
  paths.push(`/${steps.join('/')}`);
  return paths;
}

function agree(page: WebPageModel, expression: string): void {
  expect(isCopiedXPath(expression), expression).toBe(true);
  const fast = evaluateXPath(page, expression, undefined).map((el) => el.path);
  const general = evaluateWithMirror(page, expression, undefined).map((el) => el.path);
  expect(fast, expression).toEqual(general);
}

test('copied XPaths of every element agree with the general evaluator on generated pages', () => {
  fc.assert(
    fc.property(fc.array(nodeArbitrary(3), { minLength: 1, maxLength: 4 }), (nodes) => {
      const page = parseWebPage(
        `<!doctype html><html><head></head><body>${nodes.map(render).join('')}</body></html>`,
      ) as WebPageModel;
      // A dozen elements per page, spread over it: the general evaluator takes milliseconds a call.
      const light = page.elements.filter((element) => element.scope === 0);
      const stride = Math.max(1, Math.ceil(light.length / 12));
      for (const [at, element] of light.entries()) {
        if (at % stride !== 0) continue;
        for (const expression of copiedPaths(element as WebElementNode)) agree(page, expression);
      }
      // Forms that match several elements, positions that match none, and `//` with a position.
      for (const expression of [
        '//li',
        '//li[2]',
        '//div/a',
        '//*[@id="main"]',
        '//*[@id="main"][2]',
        '//div[@id="nav"]/ul/li[3]',
        '/html/body/div[9]',
        '//*[@id="x"]/*',
        '//A',
        '//svg',
        "//*[@id='nav']//a".replace('//a', '/a'),
      ])
        agree(page, expression);
    }),
    { numRuns: 60 },
  );
});

test('other forms are not copied forms: functions, axes, `//` after the first step, `..`', () => {
  for (const expression of [
    '//a[text()="Home"]',
    '//div//a',
    '//a/..',
    '//a[last()]',
    './/a',
    'id("main")/a',
    '//a | //b',
    '//a[@href]',
    '//a[0]',
    '//*[@ID="main"]/a',
  ])
    expect(parseChildPath(expression), expression).toBeUndefined();
  expect(parseChildPath('//*[@id="main"]/div[6]/div[2]/a')).toBeDefined();
  expect(parseChildPath('/html/body/div[1]/ul/li[3]/a')).toBeDefined();
});
