import { expect, test } from '@playwright/test';
import * as facade from '../../lib/locators/index.js';

test('the locator facade exports exactly its public functions', () => {
  expect(Object.keys(facade).sort()).toEqual([
    'DEFAULT_TEST_ID_ATTRIBUTE',
    'classifyResolution',
    'parseLocator',
    'renderPlaywrightCode',
    'renderPlaywrightSelector',
    'renderSelenium',
    'renderSeleniumCode',
  ]);
});
