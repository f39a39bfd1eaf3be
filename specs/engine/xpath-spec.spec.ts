import { expect, test } from '@playwright/test';
import { evaluateXPathSpec, renderXPathSpec, type XPathSpec } from '../../lib/engine/validate/xpath-spec.js';
import { parseWebPage, resolveQuery } from '../../lib/engine/web/index.js';
import { shadowPage, shopPage, twoDeletesPage } from './support/pages.js';

const pages = {
  shop: shopPage(),
  deletes: twoDeletesPage(),
  shadow: shadowPage(),
  messy: `<html><body><div id="a"><p>  Hello
    <b>world</b> </p><script>var x = 1;</script><button class=" btn  go ">Go&nbsp;now</button>
    <svg><a>svg link</a></svg><template><button>inert</button></template><BUTTON>Go</BUTTON></div></body></html>`,
};

const specs: XPathSpec[] = [
  { tag: 'button', predicate: { kind: 'text', value: 'Add to cart' } },
  { tag: 'button', predicate: { kind: 'text', value: 'Delete' } },
  { tag: 'button', predicate: { kind: 'class', value: 'go' } },
  { tag: 'button', predicate: { kind: 'class', value: 'danger' } },
  { tag: 'button', predicate: { kind: 'attribute', name: 'data-test', value: 'add-to-cart-onesie' } },
  { tag: 'p', predicate: { kind: 'text', value: 'Hello world' } },
  { tag: 'button', predicate: { kind: 'text', value: 'Go\u00a0now' } },
  { tag: 'button', predicate: { kind: 'text', value: 'Go' } },
  { tag: 'button', predicate: { kind: 'text-start', value: 'Go' } },
  { tag: 'p', predicate: { kind: 'text-start', value: 'Hello w' } },
  {
    tag: 'button',
    predicate: { kind: 'text-start', value: 'Add to' },
    anchor: { kind: 'attribute', name: 'id', value: 'shell' },
  },
  { tag: 'a', predicate: { kind: 'none' } },
  { tag: 'button', predicate: { kind: 'none' }, anchor: { kind: 'attribute', name: 'id', value: 'a' } },
  {
    tag: 'button',
    predicate: { kind: 'text', value: 'Search' },
    anchor: { kind: 'attribute', name: 'id', value: 'shell' },
  },
  {
    tag: 'button',
    predicate: { kind: 'text', value: 'Add to cart' },
    anchor: { kind: 'item', tag: 'li', cls: 'inventory_item', title: 'Sauce Labs Bike Light' },
  },
  { tag: 'button', predicate: { kind: 'none' }, anchor: { kind: 'item', tag: 'section', title: 'Billing' } },
  {
    tag: 'button',
    predicate: { kind: 'text', value: 'Delete' },
    anchor: { kind: 'class', tag: 'li', cls: 'inventory_item' },
  },
  { tag: 'button', predicate: { kind: 'none' }, anchor: { kind: 'class', tag: 'div' } },
];

test.describe('generated XPath: the structured evaluator agrees with the XPath engine', () => {
  for (const [name, html] of Object.entries(pages)) {
    test(name, () => {
      const page = parseWebPage(html);
      for (const spec of specs) {
        const expression = renderXPathSpec(spec);
        const viaEngine = resolveQuery(page, {
          source: expression,
          form: 'xpath',
          steps: [{ kind: 'xpath', expression }],
        });
        expect(
          evaluateXPathSpec(page, spec).map((el) => el.path),
          expression,
        ).toEqual(viaEngine.map((el) => el.path));
      }
    });
  }
  test('quotes in values become concat()', () => {
    expect(renderXPathSpec({ tag: 'a', predicate: { kind: 'text', value: `Say "hi" it's` } })).toBe(
      `//a[normalize-space()=concat('Say "hi" it', "'", 's')]`,
    );
  });
});
