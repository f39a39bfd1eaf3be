/**
 * Held-out probe d's cases the engine got wrong (a false heal, or a refusal of a kind that
 * recurs), rebuilt after they were fixed: they stay as regression cases. New held-out sets must be
 * written apart from these and not tuned to.
 */
import type { ProbeCase } from './types.js';

export const PROBE_CASES: ProbeCase[] = [
  {
    id: 'pf-color-british',
    page: 'web/playwright-evals-fill-form.html',
    kind: 'text reworded',
    locator: "page.getByLabel('Color *')",
    description: 'the colour dropdown',
    target: '#color',
    edits: [{ from: '<label for="color">Color *</label>', to: '<label for="color">Colour *</label>' }],
    after: '#color',
  },
  {
    id: 'gh-upload-branch-renamed',
    page: 'web/postlight-github.html',
    kind: 'id/class renamed',
    locator: "//a[@href='/steventroughtonsmith/marzipanify/upload/master']",
    framework: 'selenium',
    description: 'Upload files',
    target: 'a[href="/steventroughtonsmith/marzipanify/upload/master"]',
    edits: [
      {
        from: 'href="/steventroughtonsmith/marzipanify/upload/master"',
        to: 'href="/steventroughtonsmith/marzipanify/upload/main"',
      },
    ],
    after: 'a[href="/steventroughtonsmith/marzipanify/upload/main"]',
  },
  {
    id: 'vsn-checkbox-path',
    page: 'web/vaadin-side-nav.html',
    kind: 'id/class renamed',
    locator: 'vaadin-side-nav-item[path="/dev/checkbox.html"]',
    description: 'Checkbox item under Form Fields in the side nav',
    target: 'vaadin-side-nav-item[path="/dev/checkbox.html"]',
    edits: [{ from: 'path="/dev/checkbox.html"', to: 'path="/components/checkbox"' }],
    after: 'vaadin-side-nav-item[path="/components/checkbox"]',
  },
  {
    id: 'vsn-checkbox-deleted',
    page: 'web/vaadin-side-nav.html',
    kind: 'deleted',
    locator: 'vaadin-side-nav-item[path="/dev/checkbox.html"]',
    description: 'Checkbox item under Form Fields in the side nav',
    target: 'vaadin-side-nav-item[path="/dev/checkbox.html"]',
    edits: [
      {
        from: '<vaadin-side-nav-item path="/dev/checkbox.html" slot="children"> Checkbox </vaadin-side-nav-item>',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'pf-color-shade',
    page: 'web/playwright-evals-fill-form.html',
    kind: 'text reworded',
    locator: "page.getByLabel('Color *')",
    description: 'the color dropdown',
    target: '#color',
    edits: [{ from: '<label for="color">Color *</label>', to: '<label for="color">Shade *</label>' }],
    after: '#color',
  },
  {
    id: 'ix-moreinfo-orders-reordered',
    page: 'web/adminlte-index.html',
    kind: 'reordered',
    locator: '/html/body/div/main/div[2]/div/div[1]/div[1]/div/a',
    framework: 'selenium',
    description: 'More info link of the New Orders box',
    target: '.small-box.text-bg-primary a.small-box-footer',
    edits: [
      {
        move: { start: '<!--begin::Small Box Widget 2-->', end: '<!--end::Small Box Widget 2-->' },
        before: '<!--begin::Small Box Widget 1-->',
      },
    ],
    after: '.small-box.text-bg-primary a.small-box-footer',
  },
  {
    id: 'ix-moreinfo-orders-reordered-pw',
    page: 'web/adminlte-index.html',
    kind: 'reordered',
    locator: "page.getByRole('link', { name: 'More info' }).first()",
    description: 'More info link of the New Orders box',
    target: '.small-box.text-bg-primary a.small-box-footer',
    edits: [
      {
        move: { start: '<!--begin::Small Box Widget 2-->', end: '<!--end::Small Box Widget 2-->' },
        before: '<!--begin::Small Box Widget 1-->',
      },
    ],
    after: '.small-box.text-bg-primary a.small-box-footer',
  },
  {
    id: 'ietf-version-02-trimmed',
    page: 'web/readability-ietf-1.html',
    kind: 'reordered',
    locator: "//span[starts-with(normalize-space(),'Versions:')]/a[3]",
    framework: 'selenium',
    description: 'version 02 link',
    target: 'a[href="./draft-dejong-remotestorage-02"]',
    edits: [{ from: '<a href="./draft-dejong-remotestorage-00">00</a> ', to: '' }],
    after: 'a[href="./draft-dejong-remotestorage-02"]',
  },
  {
    id: 'ietf-version-02-trimmed-pw',
    page: 'web/readability-ietf-1.html',
    kind: 'reordered',
    locator: "page.locator('span.docinfo', { hasText: 'Versions:' }).locator('a').nth(2)",
    description: 'the 02 version link',
    target: 'a[href="./draft-dejong-remotestorage-02"]',
    edits: [{ from: '<a href="./draft-dejong-remotestorage-00">00</a> ', to: '' }],
    after: 'a[href="./draft-dejong-remotestorage-02"]',
  },
];
