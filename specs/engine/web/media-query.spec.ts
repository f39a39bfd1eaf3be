/**
 * Which `@media` blocks count in the visibility cascade: those that hold at the viewport a
 * Playwright test opens by default (1280×720 screen). What cannot be evaluated is unknown, and the
 * block is then left out rather than guessed.
 */
import { expect, test } from '@playwright/test';
import { mediaMatches } from '../../../lib/engine/web/media-query.js';

test.describe('mediaMatches at the default 1280×720 screen', () => {
  test('width and height bounds, in px, em and rem', () => {
    expect(mediaMatches('(min-width: 768px)')).toBe(true);
    expect(mediaMatches('(max-width: 767px)')).toBe(false);
    expect(mediaMatches('screen and (max-width: 47.99em)')).toBe(false);
    expect(mediaMatches('(min-width: 80rem)')).toBe(true);
    expect(mediaMatches('(min-height: 800px)')).toBe(false);
  });

  test('the range syntax of Media Queries 4', () => {
    expect(mediaMatches('(width >= 600px)')).toBe(true);
    expect(mediaMatches('(400px < width <= 900px)')).toBe(false);
    expect(mediaMatches('(1000px <= width < 1300px)')).toBe(true);
  });

  test('media types, only and not, comma lists', () => {
    expect(mediaMatches('print')).toBe(false);
    expect(mediaMatches('not print')).toBe(true);
    expect(mediaMatches('only screen and (min-width: 1024px) and (max-width: 1439px)')).toBe(true);
    expect(mediaMatches('(max-width: 600px), (min-width: 1000px)')).toBe(true);
    expect(mediaMatches('all and (orientation: landscape)')).toBe(true);
  });

  test('what it cannot evaluate is unknown, unless a known part settles it', () => {
    expect(mediaMatches('(hover: hover)')).toBeUndefined();
    expect(mediaMatches('(prefers-reduced-motion: reduce)')).toBeUndefined();
    expect(mediaMatches('(min-width: calc(100px + 2em))')).toBeUndefined();
    expect(mediaMatches('(max-width: 740px) and (hover: hover)')).toBe(false);
    expect(mediaMatches('(hover: hover), (min-width: 1000px)')).toBe(true);
  });
});
