/**
 * Realistic cases: the demo-like pages in support/pages.ts, and a few corpus pages (skipped when
 * the corpus is absent: HEALWRIGHT_CORPUS, default ../shared/corpus). On every corpus page, a
 * described interactive element with a broken id is healed to itself or refused — never to another.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { heal, parseAnswerLocator, parseWebPage, resolveQuery } from '../../lib/engine/index.js';
import { shopPage } from './support/pages.js';

const corpus = resolve(process.env.HEALWRIGHT_CORPUS ?? join(process.cwd(), '..', 'shared', 'corpus'));
const PAGES = [
  'web/adminlte-forms-elements.html',
  'web/cypress-kitchensink-actions.html',
  'web/adminlte-pages-settings.html',
];

test('demo shop v2: every "Add to cart" heals to its own card after ids are renamed', async () => {
  const v1 = shopPage();
  const v2 = v1.replace(/data-test="add-to-cart-([a-z-]+)"/g, 'data-test="add-$1"');
  for (const slug of ['backpack', 'bike-light', 'onesie']) {
    const title = {
      backpack: 'Sauce Labs Backpack',
      'bike-light': 'Sauce Labs Bike Light',
      onesie: 'Sauce Labs Onesie',
    }[slug];
    const result = await heal({
      page_source: v2,
      existing_locators: [`[data-test="add-to-cart-${slug}"]`],
      description: `Add to cart button for ${title}`,
    });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (result.ok) expect(result.answer.target.attributes['data-test']).toBe(`add-${slug}`);
  }
});

test.describe('corpus pages', () => {
  test.skip(!existsSync(join(corpus, 'web')), `corpus not found at ${corpus} (set HEALWRIGHT_CORPUS)`);
  for (const file of PAGES) {
    test(file, async () => {
      test.setTimeout(120_000);
      const html = readFileSync(join(corpus, file), 'utf8');
      const page = parseWebPage(html);
      const targets = page.elements
        .filter(
          (el) =>
            el.attributes.id &&
            (el.role === 'button' || el.role === 'link' || el.role === 'textbox') &&
            el.name.length > 2,
        )
        .slice(0, 6);
      expect(targets.length).toBeGreaterThan(0);
      let healed = 0;
      for (const target of targets) {
        // A realistic rename: the id and the labels that point at it change together.
        const id = target.attributes.id!;
        const broken = html
          .replaceAll(`id="${id}"`, `id="${id}-v2"`)
          .replaceAll(`for="${id}"`, `for="${id}-v2"`);
        const result = await heal({
          page_source: broken,
          existing_locators: [`#${target.attributes.id}`],
          description: `${target.name} ${target.role === 'textbox' ? 'field' : target.role}`,
        });
        if (!result.ok) {
          expect(result.failure.status).toBe(422);
          continue;
        }
        healed++;
        const brokenPage = parseWebPage(broken);
        expect(
          resolveQuery(brokenPage, parseAnswerLocator(result.answer, 'playwright')).map((el) => el.path),
        ).toEqual([target.path]);
      }
      console.log(`${file}: ${healed}/${targets.length} healed, the rest refused`);
    });
  }
});
