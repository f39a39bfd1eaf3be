import { expect, test } from '@playwright/test';
import { parseWebPage, resolveQuery } from '../../../lib/engine/web/index.js';
import { isHealwrightError } from '../../../lib/errors.js';
import { query, readFixture } from './support.js';

test.describe('parseWebPage', () => {
  test('builds a flat element list in composed document order with agreed paths', () => {
    const page = parseWebPage(
      '<html><head></head><body><div><p>a</p><p>b</p></div><span>c</span></body></html>',
    );
    expect(page.elements.map((el) => `${el.path}:${el.tag}`)).toEqual([
      '0:html',
      '0/0:head',
      '0/1:body',
      '0/1/0:div',
      '0/1/0/0:p',
      '0/1/0/1:p',
      '0/1/1:span',
    ]);
    expect(page.elements.map((el) => el.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const div = page.elements[3]!;
    expect(div.end).toBe(5);
    expect(div.children.map((el) => el.tag)).toEqual(['p', 'p']);
    expect(div.parent?.tag).toBe('body');
    expect(page.elementByPath('0/1/0/1')?.ownText).toBe('b');
    expect(page.body?.tag).toBe('body');
  });

  const shadowCases: { name: string; html: string; expectShadowChildren: string[]; expectLight: string[] }[] =
    [
      {
        name: 'shadowrootmode="open"',
        html: '<my-card><template shadowrootmode="open"><b>in</b><slot></slot></template><i>light</i></my-card>',
        expectShadowChildren: ['b', 'slot'],
        expectLight: ['i'],
      },
      {
        name: 'legacy shadowroot="open"',
        html: '<div><template shadowroot="open"><b>in</b></template><i>light</i></div>',
        expectShadowChildren: ['b'],
        expectLight: ['i'],
      },
      {
        name: 'only the first declarative template attaches; later ones stay inert templates',
        html: '<div><template shadowrootmode="open"><b>in</b></template><template shadowrootmode="open"><u>x</u></template></div>',
        expectShadowChildren: ['b'],
        expectLight: ['template'],
      },
    ];
  for (const c of shadowCases) {
    test(`declarative shadow DOM: ${c.name}`, () => {
      const page = parseWebPage(`<body>${c.html}</body>`);
      const host = page.elements.find((el) => el.shadowRoot)!;
      expect(host.shadowRoot!.children.map((el) => el.tag)).toEqual(c.expectShadowChildren);
      expect(host.children.map((el) => el.tag)).toEqual(c.expectLight);
      const inner = host.shadowRoot!.children[0]!;
      expect(inner.scope).toBe(1);
      expect(inner.host).toBe(host);
      expect(inner.parent).toBeUndefined();
      expect(inner.path).toBe(`${host.path}/#shadow/0`);
      expect(page.elementByPath(inner.path)).toBe(inner);
      // Shadow content follows the host's light subtree, inside the host's range.
      expect(inner.index).toBeGreaterThan(host.index);
      expect(inner.index).toBeLessThanOrEqual(host.end);
      expect(page.shadowHosts).toEqual([host]);
    });
  }

  test('a template under an element that cannot host a shadow root stays an inert template', () => {
    const page = parseWebPage(
      '<body><a href="#"><template shadowrootmode="open"><b>x</b></template></a></body>',
    );
    expect(page.shadowHosts).toHaveLength(0);
    expect(page.elements.map((el) => el.tag)).toContain('template');
    expect(page.elements.map((el) => el.tag)).not.toContain('b');
  });

  test('closed shadow roots are recorded and their content is kept out of every query', () => {
    const page = parseWebPage(
      '<body><div id="h"><template shadowrootmode="closed"><button>Secret</button></template><span>light</span></div></body>',
    );
    expect(page.closedShadowHosts.map((el) => el.attributes.id)).toEqual(['h']);
    expect(page.closedShadowHosts[0]!.hasClosedShadowRoot).toBe(true);
    expect(page.elements.some((el) => el.tag === 'button')).toBe(false);
    expect(
      resolveQuery(page, query({ kind: 'text', text: { kind: 'substring', value: 'Secret' } })),
    ).toHaveLength(0);
    expect(resolveQuery(page, query({ kind: 'css', selector: 'button', pierce: true }))).toHaveLength(0);
  });

  test('the fixture store: nested open roots, slots and a closed root', () => {
    const page = parseWebPage(readFixture('store.html'));
    const widget = page.elements.find((el) => el.tag === 'shop-widget')!;
    const nested = page.elements.find((el) => el.tag === 'nested-widget')!;
    expect(widget.shadowRoot?.scope).toBe(1);
    expect(nested.shadowRoot?.scope).toBe(2);
    const deep = resolveQuery(page, query({ kind: 'css', selector: 'a[href="/deep"]', pierce: true }))[0]!;
    expect(deep.path).toMatch(/#shadow\/.*#shadow\/0$/);
    expect(deep.scope).toBe(2);
    expect(page.closedShadowHosts.map((el) => el.attributes.id)).toEqual(['closed-host']);
    expect(widget.text).toContain('Recommended');
    expect(widget.text).not.toContain('Unslotted');
  });

  test('10k-deep nesting parses and every walk stays iterative', () => {
    const depth = 10_000;
    const html = `<body>${'<div>'.repeat(depth)}<button>Deep</button>${'</div>'.repeat(depth)}</body>`;
    const page = parseWebPage(html);
    const button = page.elements.find((el) => el.tag === 'button')!;
    expect(button.path.split('/').length).toBeGreaterThan(depth);
    expect(page.elementByPath(button.path)).toBe(button);
    expect(page.body!.text).toBe('Deep');
    expect(button.name).toBe('Deep');
    expect(resolveQuery(page, query({ kind: 'text', text: { kind: 'exact', value: 'Deep' } }))).toEqual([
      button,
    ]);
    expect(resolveQuery(page, query({ kind: 'role', role: 'button', options: {} }))).toEqual([button]);
    expect(resolveQuery(page, query({ kind: 'css', selector: 'div > button', pierce: true }))).toEqual([
      button,
    ]);
    // A button wrapping the deep tree: name from content over 10k levels.
    const wrapped = parseWebPage(
      `<body><button>${'<span>'.repeat(depth)}x${'</span>'.repeat(depth)}</button></body>`,
    );
    expect(wrapped.elements.find((el) => el.tag === 'button')!.name).toBe('x');
  });

  const junk: { name: string; source: string; reason: RegExp }[] = [
    { name: 'empty', source: '', reason: /empty/ },
    { name: 'whitespace only', source: '  \n\t ', reason: /empty/ },
    { name: 'JSON', source: '{"page": "<html></html>"}', reason: /JSON/ },
    {
      name: 'Appium XML',
      source: '<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0"><node/></hierarchy>',
      reason: /Appium/,
    },
    { name: 'iOS XML', source: '<AppiumAUT><XCUIElementTypeApplication/></AppiumAUT>', reason: /Appium/ },
    { name: 'plain text', source: 'hello world', reason: /no HTML elements/ },
    { name: 'other XML', source: '<?xml version="1.0"?><feed><entry/></feed>', reason: /XML/ },
  ];
  for (const c of junk) {
    test(`rejects ${c.name} with INVALID_PAGE_SOURCE (400)`, () => {
      let caught: unknown;
      try {
        parseWebPage(c.source);
      } catch (error) {
        caught = error;
      }
      expect(isHealwrightError(caught)).toBe(true);
      const error = caught as { code: string; status: number; message: string };
      expect(error.code).toBe('INVALID_PAGE_SOURCE');
      expect(error.status).toBe(400);
      expect(error.message).toMatch(c.reason);
    });
  }

  test('odd but decoded input never crashes: lone surrogates, NULs, unclosed tags, a fragment', () => {
    for (const source of [
      '<p>\ud800 broken \udfff</p>',
      '<div>\u0000<b>x',
      '<td>cell</td>',
      '<svg><foreignObject><p>x</svg>',
    ]) {
      const page = parseWebPage(source);
      expect(page.root.tag).toBe('html');
      expect(page.elements.length).toBeGreaterThanOrEqual(3);
      for (const el of page.elements) {
        expect(typeof el.text).toBe('string');
        expect(typeof el.name).toBe('string');
      }
    }
  });

  test('attribute records have no Object.prototype: constructor, __proto__ and toString are plain attributes', () => {
    const page = parseWebPage(
      '<body><div id="a" constructor="c" __proto__="p" data-x="1">A</div><p id="b">B</p></body>',
    );
    const div = page.elements.find((el) => el.attributes.id === 'a')!;
    expect(Object.keys(div.attributes)).toEqual(['id', 'constructor', '__proto__', 'data-x']);
    expect(div.attributes.constructor).toBe('c');
    expect(div.attributes.__proto__).toBe('p');
    const p = page.elements.find((el) => el.attributes.id === 'b')!;
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(p.attributes[name]).toBeUndefined();
    expect(resolveQuery(page, query({ kind: 'css', selector: '[constructor="c"]', pierce: true }))).toEqual([
      div,
    ]);
  });

  test('match text (getByText) is the same whether a container or its descendants are read first', () => {
    // Containers read a slice of one page-wide text; small subtrees build their own. Both must agree,
    // including where lower-casing changes length (İ) or depends on the next letter (final sigma).
    const items = Array.from({ length: 40 }, (_, i) => `<li>item ${i} <b>ΟΔΟΣ</b>ΑΒ İx</li>`).join('');
    const source =
      `<body><main id="m">Intro<script>skip()</script><ul>${items}</ul>` +
      '<x-y><template shadowrootmode="open">[<slot></slot>]<i>shadow</i></template>light</x-y>' +
      '<input type="submit" value="Go"> soft\u00adhyphen</main></body>';
    type WithMatchText = { matchText: string };
    const topDown = parseWebPage(source).elements.map((el) => (el as unknown as WithMatchText).matchText);
    const bottomUp = parseWebPage(source)
      .elements.slice()
      .reverse()
      .map((el) => (el as unknown as WithMatchText).matchText)
      .reverse();
    expect(topDown).toEqual(bottomUp);
    expect(topDown[0]).toContain('item 39 ΟΔΟΣΑΒ İx');
    expect(topDown[0]).not.toContain('skip()');
    const page = parseWebPage(source);
    const hits = resolveQuery(page, query({ kind: 'text', text: { kind: 'substring', value: 'οδοσαβ i̇x' } }));
    expect(hits.map((el) => el.tag)).toEqual(Array.from({ length: 40 }, () => 'li'));
  });

  test('text excludes script, style, template and noscript; shadow text is flattened through slots', () => {
    const page = parseWebPage(
      '<body><div id="d">A<script>var x</script><style>.a{}</style><template><b>T</b></template><noscript>N</noscript>' +
        '<x-y><template shadowrootmode="open">[<slot></slot>]</template>B</x-y></div></body>',
    );
    const div = page.elements.find((el) => el.attributes.id === 'd')!;
    expect(div.text).toBe('A[B]');
  });

  test('textHead(n) is text.slice(0, n) without reading the rest of a long container', () => {
    const source =
      '<body><main id="m">  Intro \u200b <p>first\u00ad  paragraph</p>\n\n<x-y><template shadowrootmode="open">' +
      '[<slot></slot>]</template>slotted</x-y><ul>' +
      Array.from({ length: 200 }, (_, i) => `<li>item   ${i}</li>`).join('') +
      '</ul><input type="submit" value="Go"></main></body>';
    const limits = [0, 1, 5, 6, 7, 12, 30, 81, 300, 802, 5000];
    for (const limit of limits) {
      // A fresh page per limit: the head is computed before the whole text is ever built.
      const fresh = parseWebPage(source);
      const heads = fresh.elements.map((el) => el.textHead(limit));
      const whole = parseWebPage(source).elements.map((el) => el.text.slice(0, limit));
      expect(heads).toEqual(whole);
    }
    const main = parseWebPage(source).elements.find((el) => el.attributes.id === 'm')!;
    expect(main.textHead(9)).toBe('Intro fir');
    expect(main.textHead(5000)).toBe(main.text);
  });
});
