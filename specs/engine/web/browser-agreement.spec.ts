/**
 * Proves the static page model agrees with the real browser: each page is loaded in Chromium,
 * captured with its open shadow roots (getHTML + serializableShadowRoots, as the fixture captures),
 * parsed with parseWebPage, then
 *  - roles: for common roles, resolveQuery(role) must list the same element paths, in the same order,
 *    as page.getByRole(role);
 *  - names: for a sample of named elements, page.getByRole(role, { name, exact: true }) must include
 *    the element (at the same path);
 *  - queries: css / xpath / text / label / placeholder / alt / title / test id / nth / filter queries
 *    must resolve to the same paths in the same order.
 * Prints the agreement rate and every disagreement; asserts ≥ 95% per page.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  isElementHiddenForAria,
  nameOf,
  parseWebPage,
  resolveQuery,
  type WebElement,
  type WebPage,
} from '../../../lib/engine/web/index.js';
import type { QueryStep, TextMatch } from '../../../lib/locators/query.js';
import { declarativeFromAttachShadow, query, readCorpusPage, readFixture } from './support.js';

async function pathsOf(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) => {
    const pathOf = (el: Element): string => {
      const parts: (number | string)[] = [];
      let node = el;
      for (;;) {
        const parent = node.parentElement;
        if (parent) {
          parts.push(Array.prototype.indexOf.call(parent.children, node));
          node = parent;
          continue;
        }
        const root = node.parentNode;
        if (root instanceof ShadowRoot) {
          parts.push(Array.prototype.indexOf.call(root.children, node), '#shadow');
          node = root.host;
          continue;
        }
        parts.push(Array.prototype.indexOf.call(node.ownerDocument.children, node));
        break;
      }
      return parts.reverse().join('/');
    };
    return elements.map(pathOf);
  });
}

async function capture(page: Page): Promise<string> {
  return page.evaluate(() => {
    const roots: ShadowRoot[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) {
          roots.push(el.shadowRoot);
          walk(el.shadowRoot);
        }
      }
    };
    walk(document);
    const html = document.documentElement;
    const attrs = [...html.attributes]
      .map((a) => ` ${a.name}="${a.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
      .join('');
    const doctype = document.doctype ? '<!DOCTYPE html>' : '';
    const inner = (html as unknown as { getHTML(o: unknown): string }).getHTML({
      serializableShadowRoots: true,
      shadowRoots: roots,
    });
    return `${doctype}<html${attrs}>${inner}</html>`;
  });
}

interface Check {
  readonly label: string;
  readonly ours: readonly string[];
  readonly theirs: readonly string[];
}

const COMMON_ROLES = [
  'button',
  'link',
  'textbox',
  'searchbox',
  'checkbox',
  'radio',
  'combobox',
  'listbox',
  'option',
  'heading',
  'img',
  'list',
  'listitem',
  'navigation',
  'main',
  'banner',
  'contentinfo',
  'region',
  'form',
  'search',
  'table',
  'row',
  'cell',
  'columnheader',
  'rowheader',
  'dialog',
  'group',
  'progressbar',
  'slider',
  'spinbutton',
  'article',
  'paragraph',
  'separator',
  'tab',
  'radiogroup',
  'presentation',
];

/** Disagreements we know of and accept, with the reason (matched by check label prefix). */
const KNOWN_DISAGREEMENTS: readonly { readonly prefix: string; readonly reason: string }[] = [
  {
    prefix: 'adminlte-',
    reason: 'AdminLTE hides and shows parts through its linked stylesheet (not part of a captured page)',
  },
];

function textMatch(value: string, exact: boolean): TextMatch {
  return exact ? { kind: 'exact', value } : { kind: 'substring', value };
}

/** Deterministic sample: every k-th item, at most n. */
function sample<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  const step = items.length / n;
  return Array.from({ length: n }, (_, i) => items[Math.floor(i * step)]!);
}

function buildQueryChecks(
  model: WebPage,
): { label: string; steps: QueryStep[]; locator: (page: Page) => Locator }[] {
  const checks: { label: string; steps: QueryStep[]; locator: (page: Page) => Locator }[] = [];
  const css = (selector: string) =>
    checks.push({
      label: `css ${selector}`,
      steps: [{ kind: 'css', selector, pierce: true }],
      locator: (p) => p.locator(selector),
    });
  for (const selector of [
    'a',
    'button',
    'input',
    'li a',
    'ul > li',
    'div span',
    '[data-testid]',
    '.btn',
    'li:nth-child(2)',
    'a[href^="/"]',
    'h3 ~ button',
    'li:has(img)',
    'shop-widget button',
    'div > a, p > a',
    'label input',
    '#email, #country',
  ]) {
    css(selector);
  }
  const xpath = (expression: string) =>
    checks.push({
      label: `xpath ${expression}`,
      steps: [{ kind: 'xpath', expression }],
      locator: (p) => p.locator(`xpath=${expression}`),
    });
  for (const expression of [
    '//a',
    '//li[2]',
    '//button[contains(., "Add")]',
    '//*[@id]',
    '//form//input[@type="text"]',
  ])
    xpath(expression);
  // A chained XPath is not bounded to the subtree: `..` is the parent (getByText(…).locator('..')).
  for (const [selector, expression] of [
    ['li a', '..'],
    ['form label', 'following-sibling::*'],
  ] as const)
    checks.push({
      label: `css ${selector} then xpath ${expression}`,
      steps: [
        { kind: 'css', selector, pierce: true },
        { kind: 'xpath', expression },
      ],
      locator: (p) => p.locator(selector).locator(`xpath=${expression}`),
    });

  const withText = model.elements.filter(
    (el) => el.ownText.length >= 3 && el.ownText.length <= 40 && el.scope === 0,
  );
  for (const el of sample(withText, 8)) {
    const words = el.ownText.split(' ').slice(0, 2).join(' ');
    checks.push({
      label: `text ~${words}`,
      steps: [{ kind: 'text', text: textMatch(words, false) }],
      locator: (p) => p.getByText(words),
    });
  }
  for (const el of sample(withText, 5)) {
    checks.push({
      label: `text =${el.text}`,
      steps: [{ kind: 'text', text: textMatch(el.text, true) }],
      locator: (p) => p.getByText(el.text, { exact: true }),
    });
  }
  const attrSteps: [string, 'placeholder' | 'alt-text' | 'title', (p: Page, v: string) => Locator][] = [
    ['placeholder', 'placeholder', (p, v) => p.getByPlaceholder(v)],
    ['alt', 'alt-text', (p, v) => p.getByAltText(v)],
    ['title', 'title', (p, v) => p.getByTitle(v)],
  ];
  for (const [attribute, kind, make] of attrSteps) {
    for (const el of sample(model.elementsWithAttribute(attribute), 3)) {
      const value = (el.attributes[attribute] ?? '').slice(0, 12);
      if (!value.trim()) continue;
      checks.push({
        label: `${kind} ${value}`,
        steps: [{ kind, text: textMatch(value, false) }],
        locator: (p) => make(p, value),
      });
    }
  }
  for (const el of sample(model.elementsWithAttribute('data-testid'), 4)) {
    const value = el.attributes['data-testid']!;
    checks.push({
      label: `test-id ${value}`,
      steps: [{ kind: 'test-id', attribute: 'data-testid', value: { kind: 'exact', value } }],
      locator: (p) => p.getByTestId(value),
    });
  }
  const labels = model.elementsByTag('label').filter((el) => el.text.length > 1 && el.text.length < 30);
  for (const label of sample(labels, 5)) {
    const value = label.text.split(' ').slice(0, 2).join(' ');
    checks.push({
      label: `label ${value}`,
      steps: [{ kind: 'label', text: textMatch(value, false) }],
      locator: (p) => p.getByLabel(value),
    });
  }
  checks.push({
    label: 'role button name~add',
    steps: [{ kind: 'role', role: 'button', name: { kind: 'substring', value: 'add' }, options: {} }],
    locator: (p) => p.getByRole('button', { name: 'add' }),
  });
  checks.push({
    label: 'role checkbox checked',
    steps: [{ kind: 'role', role: 'checkbox', options: { checked: true } }],
    locator: (p) => p.getByRole('checkbox', { checked: true }),
  });
  checks.push({
    label: 'role button disabled',
    steps: [{ kind: 'role', role: 'button', options: { disabled: true } }],
    locator: (p) => p.getByRole('button', { disabled: true }),
  });
  checks.push({
    label: 'role heading level 2',
    steps: [{ kind: 'role', role: 'heading', options: { level: 2 } }],
    locator: (p) => p.getByRole('heading', { level: 2 }),
  });
  checks.push({
    label: 'role button includeHidden',
    steps: [{ kind: 'role', role: 'button', options: { includeHidden: true } }],
    locator: (p) => p.getByRole('button', { includeHidden: true }),
  });
  checks.push({
    label: 'css a nth 1',
    steps: [
      { kind: 'css', selector: 'a', pierce: true },
      { kind: 'nth', index: 1 },
    ],
    locator: (p) => p.locator('a').nth(1),
  });
  checks.push({
    label: 'css a last',
    steps: [
      { kind: 'css', selector: 'a', pierce: true },
      { kind: 'nth', index: -1 },
    ],
    locator: (p) => p.locator('a').last(),
  });
  checks.push({
    label: 'li filter hasText a',
    steps: [
      { kind: 'css', selector: 'li', pierce: true },
      { kind: 'filter', hasText: textMatch('a', false) },
    ],
    locator: (p) => p.locator('li').filter({ hasText: 'a' }),
  });
  checks.push({
    label: 'li filter has link',
    steps: [
      { kind: 'css', selector: 'li', pierce: true },
      { kind: 'filter', has: query({ kind: 'role', role: 'link', options: {} }) },
    ],
    locator: (p) => p.locator('li').filter({ has: p.getByRole('link') }),
  });
  checks.push({
    label: 'main → getByRole link',
    steps: [
      { kind: 'css', selector: 'main', pierce: true },
      { kind: 'role', role: 'link', options: {} },
    ],
    locator: (p) => p.locator('main').getByRole('link'),
  });
  return checks;
}

async function compare(
  page: Page,
  pageName: string,
  html: string,
): Promise<{ checks: number; failures: string[] }> {
  await page.route('**/*', (route) => route.abort());
  await page.setContent(html, { waitUntil: 'domcontentloaded' });
  const captured = await capture(page);
  const model = parseWebPage(captured);
  const results: Check[] = [];
  const ours = (steps: QueryStep[]) => resolveQuery(model, query(...steps)).map((el) => el.path);

  for (const role of COMMON_ROLES) {
    results.push({
      label: `${pageName} role:${role}`,
      ours: ours([{ kind: 'role', role, options: {} }]),
      theirs: await pathsOf(page.getByRole(role as Parameters<Page['getByRole']>[0])),
    });
  }
  const named = model.elements.filter((el: WebElement) => el.role && el.role !== 'document');
  const nameChecks = await Promise.all(
    sample(named, 50).map(async (el) => {
      // A hidden element is only reachable with includeHidden, which also names from hidden content.
      const hidden = isElementHiddenForAria(el);
      const name = nameOf(el, { includeHidden: hidden });
      const role = el.role as Parameters<Page['getByRole']>[0];
      const theirs = await pathsOf(
        name
          ? page.getByRole(role, { name, exact: true, includeHidden: hidden })
          : page.getByRole(role, { includeHidden: hidden }),
      );
      return {
        label: `${pageName} name ${el.path} ${el.role} "${name}"${hidden ? ' (hidden)' : ''}`,
        ours: [el.path],
        theirs: theirs.includes(el.path) ? [el.path] : theirs,
      };
    }),
  );
  results.push(...nameChecks);
  for (const check of buildQueryChecks(model)) {
    let mine: string[];
    try {
      mine = ours(check.steps);
    } catch (error) {
      mine = [`error: ${error instanceof Error ? error.message : String(error)}`];
    }
    results.push({
      label: `${pageName} ${check.label}`,
      ours: mine,
      theirs: await pathsOf(check.locator(page)),
    });
  }
  const failures: string[] = [];
  for (const r of results) {
    if (JSON.stringify(r.ours) === JSON.stringify(r.theirs)) continue;
    const known = KNOWN_DISAGREEMENTS.find((k) => r.label.startsWith(k.prefix));
    failures.push(
      `${known ? '[known] ' : ''}${r.label}\n    ours:   ${JSON.stringify(r.ours).slice(0, 300)}\n    theirs: ${JSON.stringify(r.theirs).slice(0, 300)}${known ? `\n    why: ${known.reason}` : ''}`,
    );
  }
  return { checks: results.length, failures };
}

/** Corpus pages checked by default; HEALWRIGHT_WEB_AGREEMENT_PAGES (comma-separated file names) adds more. */
const CORPUS_PAGES = [
  'adminlte-forms-elements.html',
  'cypress-kitchensink-actions.html',
  'playwright-evals-fill-form.html',
  'midscene-web-extractor-fixture.html',
  // Sheets wrapped in <![CDATA[ … ]]>, which Chromium applies none of.
  'readability-nytimes-5.html',
  'readability-guardian-1.html',
  ...(process.env.HEALWRIGHT_WEB_AGREEMENT_PAGES ?? '').split(',').filter((file) => file.trim() !== ''),
];

const pages: { name: string; html: () => string | undefined }[] = [
  { name: 'store.html', html: () => readFixture('store.html') },
  {
    name: 'wpt-accname-slot.html',
    html: () => {
      const source = readCorpusPage('playwright-wpt-accname-shadowdom-slot.html');
      return source ? declarativeFromAttachShadow(source) : undefined;
    },
  },
  ...CORPUS_PAGES.map((file) => ({ name: file, html: () => readCorpusPage(file) })),
];

for (const { name, html } of pages) {
  test(`the page model agrees with Chromium on ${name}`, async ({ page }) => {
    // A few hundred locator round trips: generous on a loaded CI machine.
    test.setTimeout(180_000);
    const source = html();
    test.skip(source === undefined, `corpus page ${name} not found (set HEALWRIGHT_CORPUS)`);
    const { checks, failures } = await compare(page, name, source!);
    const unknown = failures.filter((f) => !f.startsWith('[known]'));
    const rate = (checks - unknown.length) / checks;
    console.log(
      `${name}: ${checks - failures.length}/${checks} checks agree exactly (${((100 * (checks - failures.length)) / checks).toFixed(1)}%), ` +
        `${failures.length - unknown.length} known disagreements${failures.length ? `:\n  ${failures.join('\n  ')}` : ''}`,
    );
    expect(rate, failures.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
}

test("a page's own <style> display rules put spaces in names where Chromium does", async ({ page }) => {
  // msn's Taboola links: the title and the source are spans the widget's CSS makes blocks.
  const html =
    '<!doctype html><html><head><style>#rail .title, #rail .source { display: block } .chip { display: inline-block }' +
    ' .flat { display: inline }</style></head><body>' +
    '<div id="rail"><a href="/a"><span class="title">Heartbreak</span><span class="source">Reuters</span></a></div>' +
    '<a href="/b"><span class="title">Heartbreak</span><span class="source">Reuters</span></a>' +
    '<a href="/c"><span class="chip">New</span><span>Arrivals</span></a>' +
    '<a href="/d"><div class="flat">Sale</div><span>Today</span></a></body></html>';
  await page.setContent(html);
  const model = parseWebPage(html);
  for (const href of ['/a', '/b', '/c', '/d']) {
    const link = model.elements.find((element) => element.attributes.href === href)!;
    const name = nameOf(link);
    expect(await page.getByRole('link', { name, exact: true }).count(), `${href}: "${name}"`).toBe(1);
  }
  expect(nameOf(model.elements.find((element) => element.attributes.href === '/a')!)).toBe(
    'Heartbreak Reuters',
  );
  expect(nameOf(model.elements.find((element) => element.attributes.href === '/b')!)).toBe(
    'HeartbreakReuters',
  );
});

test('a <style> wrapped in <![CDATA[ … ]]> hides nothing, as in Chromium; attribute selectors still apply', async ({
  page,
}) => {
  // The Guardian's sheet: in HTML the CSS prelude swallows every rule into its [ ] block.
  const html =
    '<!doctype html><html><head><style><![CDATA[ .hide-from-desktop { display: none } ]]></style>' +
    '<style>[data-gone="1"] { display: none } :not(.keep) > .drop { display: none }</style></head><body>' +
    '<div class="hide-from-desktop"><input name="q" placeholder="Search"></div>' +
    '<p data-gone="1">Gone</p><div><span class="drop">Dropped</span></div><div class="keep"><span class="drop">Kept</span></div></body></html>';
  await page.setContent(html);
  const model = parseWebPage(html);
  const byText = (text: string) => model.elements.find((element) => element.text.trim() === text)!;
  const field = model.elements.find((element) => element.tag === 'input')!;
  expect([isElementHiddenForAria(field), await page.locator('input').isVisible()]).toEqual([false, true]);
  expect(isElementHiddenForAria(byText('Gone'))).toBe(true);
  expect(isElementHiddenForAria(byText('Dropped'))).toBe(true);
  expect(isElementHiddenForAria(byText('Kept'))).toBe(false);
});
