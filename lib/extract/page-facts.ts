/**
 * What the deterministic path reads from the live page, in one round trip: the visible tables
 * (headers + cell texts) and the visible labelled values ("Order total: $80.00", <dt>/<dd>, a row
 * header and its cell, a <label> and its control). The page code is plain JavaScript source, so
 * nothing a compiler injects reaches the browser (see lib/capture/page-scripts.ts).
 */
import type { Locator, Page } from '@playwright/test';

export interface TableFact {
  /** The caption, aria-label or aria-labelledby text; '' when unnamed. */
  readonly name: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Some row has a different number of cells than the header (colspan, nested headers). */
  readonly irregular: boolean;
}

export interface LabelFact {
  readonly label: string;
  readonly value: string;
  /** Where it was read: `text` (Label: value), `dl`, `row` (row header + cell), `form` (label + control). */
  readonly source: 'text' | 'dl' | 'row' | 'form';
}

export interface PageFacts {
  readonly tables: readonly TableFact[];
  readonly labels: readonly LabelFact[];
}

const READ_FACTS_SOURCE = `function healwrightExtractFacts(scope) {
  const root = scope || document.body || document.documentElement;
  const clean = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const visible = (el) => el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
  const text = (el) => clean(el.innerText !== undefined ? el.innerText : el.textContent);
  const all = (selector) => {
    const found = Array.from(root.querySelectorAll(selector));
    if (root.matches && root.matches(selector)) found.unshift(root);
    return found;
  };
  const nameOf = (el) => {
    const labelledby = el.getAttribute('aria-labelledby');
    if (labelledby) {
      const t = labelledby.split(/\\s+/).map((id) => { const n = document.getElementById(id); return n ? n.textContent : ''; }).join(' ');
      if (clean(t)) return clean(t);
    }
    if (el.getAttribute('aria-label')) return clean(el.getAttribute('aria-label'));
    const caption = el.querySelector(':scope > caption');
    return caption ? clean(caption.textContent) : '';
  };
  const tables = [];
  for (const table of all('table')) {
    if (!visible(table)) continue;
    const rows = Array.from(table.rows).filter((row) => row.closest('table') === table);
    if (rows.length === 0) continue;
    let headerRow = table.tHead && table.tHead.rows.length === 1 ? table.tHead.rows[0] : undefined;
    if (!headerRow && rows[0] && Array.from(rows[0].cells).every((cell) => cell.localName === 'th')) headerRow = rows[0];
    if (!headerRow) continue;
    const headers = Array.from(headerRow.cells).map(text);
    let irregular = Array.from(headerRow.cells).some((cell) => cell.colSpan > 1);
    const body = [];
    for (const row of rows) {
      if (row === headerRow || (table.tHead && row.parentElement === table.tHead) || (table.tFoot && row.parentElement === table.tFoot)) continue;
      if (!visible(row)) continue;
      const cells = Array.from(row.cells);
      if (cells.length !== headers.length || cells.some((cell) => cell.colSpan > 1)) irregular = true;
      body.push(cells.map(text));
    }
    tables.push({ name: nameOf(table), headers, rows: body, irregular });
  }
  const labels = [];
  const COLON = /^([^:\\n]{1,60}?)\\s*:\\s+(\\S.{0,200})$/;
  const candidates = all('p,li,div,span,dd,td,th,h1,h2,h3,h4,h5,h6,label,output,strong,b,small,section,footer,header,aside');
  const matching = new Set();
  for (const el of candidates) {
    if (!visible(el)) continue;
    const t = text(el);
    if (t.length > 260 || !COLON.test(t)) continue;
    matching.add(el);
  }
  for (const el of matching) {
    let inner = false;
    for (const other of matching) if (other !== el && el.contains(other)) { inner = true; break; }
    if (inner) continue;
    const m = COLON.exec(text(el));
    if (m) labels.push({ label: clean(m[1]), value: clean(m[2]), source: 'text' });
  }
  for (const dt of all('dt')) {
    if (!visible(dt)) continue;
    let next = dt.nextElementSibling;
    const values = [];
    while (next && next.localName === 'dd') { if (visible(next)) values.push(text(next)); next = next.nextElementSibling; }
    if (values.length === 1) labels.push({ label: text(dt), value: values[0], source: 'dl' });
  }
  for (const row of all('tr')) {
    if (!visible(row)) continue;
    const cells = Array.from(row.cells);
    if (cells.length === 2 && cells[0].localName === 'th' && cells[1].localName === 'td') {
      labels.push({ label: text(cells[0]), value: text(cells[1]), source: 'row' });
    }
  }
  for (const control of all('input,select,textarea')) {
    if (!visible(control) || !control.labels || control.labels.length !== 1) continue;
    const type = (control.getAttribute('type') || '').toLowerCase();
    if (['hidden', 'password', 'submit', 'button', 'reset', 'image', 'file'].includes(type)) continue;
    let value = control.value;
    if (type === 'checkbox' || type === 'radio') value = control.checked ? 'true' : 'false';
    if (control.localName === 'select') value = Array.from(control.selectedOptions).map((o) => clean(o.textContent)).join(', ');
    labels.push({ label: text(control.labels[0]), value: clean(value), source: 'form' });
  }
  return { tables, labels };
}`;

const READ_FACTS = new Function(`return (${READ_FACTS_SOURCE});`)() as (scope?: Element) => PageFacts;

/** Reads the tables and labelled values of the page, or of the `within` region. */
export async function readPageFacts(scope: Page | Locator): Promise<PageFacts> {
  if ('goto' in scope) return scope.evaluate(READ_FACTS, undefined);
  return scope.evaluate(READ_FACTS);
}
