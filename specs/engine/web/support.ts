/** Helpers shared by the web page model specs. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocatorQuery, QueryStep } from '../../../lib/locators/query.js';

const here = dirname(fileURLToPath(import.meta.url));

export function readFixture(name: string): string {
  return readFileSync(join(here, 'fixtures', name), 'utf8');
}

/** The corpus folder (HEALWRIGHT_CORPUS, default ../shared/corpus from the repo), or undefined when absent. */
export function corpusDir(): string | undefined {
  const dir = process.env.HEALWRIGHT_CORPUS ?? resolve(here, '../../../../shared/corpus');
  return existsSync(join(dir, 'web')) ? dir : undefined;
}

export function readCorpusPage(name: string): string | undefined {
  const dir = corpusDir();
  if (!dir) return undefined;
  const file = join(dir, 'web', name);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** Builds a LocatorQuery by hand (the facade's parseLocator is not used here on purpose). */
export function query(...steps: QueryStep[]): LocatorQuery {
  return { source: 'spec', form: 'playwright-code', steps };
}

/**
 * Turns the WPT page's `attachShadow(...).innerHTML = '…'` script lines into declarative shadow
 * roots, i.e. what capturing that page live would produce.
 */
export function declarativeFromAttachShadow(html: string): string {
  let out = html;
  const re = /getElementById\('([^']+)'\)\.attachShadow\(\{ mode: 'open' \}\)\.innerHTML = '([^']*)';/g;
  for (const match of html.matchAll(re)) {
    const [, id, inner] = match;
    out = out.replace(
      new RegExp(`(<div id="${id}">)`),
      `$1<template shadowrootmode="open">${inner}</template>`,
    );
  }
  return out.replace(/<script>[\s\S]*?<\/script>/g, '');
}
