import { expect, test } from '@playwright/test';
import { tokenize } from '../../lib/engine/text/tokenize.js';
import { evaluateAppiumLocator, healNative, parseNativeSource } from '../../lib/native/index.js';
import { requestEvidence, vouchedFieldText, vouchedLabel } from '../../lib/native/ladder/evidence-ladder.js';
import { xpathShape } from '../../lib/native/shortlist/evidence.js';
import { numbersDisagree, numbersIn, unglue } from '../../lib/native/shortlist/judge-evidence.js';
import { tokenize as nativeTokenize } from '../../lib/native/shortlist/native-tokens.js';
import { foldSynonyms } from '../../lib/native/shortlist/ui-synonyms.js';
import { androidScreen, group, iosScreen, labelled, text } from './never-guess-fixtures.js';

test.describe('positional XPath shapes', () => {
  for (const [xpath, shape] of [
    [
      '//*[@resource-id="com.app:id/toolbar"]/android.widget.TextView[2]',
      '//*[@resource-id="com.app:id/toolbar"]//android.widget.TextView',
    ],
    [
      '//*[@name="scroll-view3"]/XCUIElementTypeButton[3]',
      '//*[@name="scroll-view3"]//XCUIElementTypeButton',
    ],
    // Quotes are respected: a slash or an index inside a literal is text.
    ['//a[@text="a/b[2]"]/b[1]', '//a[@text="a/b[2]"]//b'],
  ] as const) {
    test(`xpathShape(${xpath})`, () => expect(xpathShape(xpath)).toBe(shape));
  }
  test('nothing positional, nothing to loosen', () =>
    expect(xpathShape('//*[@text="Save"]')).toBeUndefined());
});

test.describe('native tokens', () => {
  test('a one-letter word of a non-Latin script is a word; a Latin one is not', () => {
    expect(nativeTokenize('홈 button')).toEqual(['button', '홈']);
    expect(nativeTokenize('a button')).toEqual(['button']);
  });
  test('an id glued into one word splits back into the old id’s words', () => {
    expect(unglue(['tabbaritemtitle', 'button'], ['tab', 'bar', 'item', 'title'])).toEqual([
      'tab',
      'bar',
      'item',
      'title',
      'button',
    ]);
    expect(unglue(['meetme', 'logo'], ['meet'])).toEqual(['meetme', 'logo']);
  });
});

test.describe('numbers in the evidence', () => {
  for (const [text, expected] of [
    ['Foto 2 de 15, expandir foto', ['2', '15']],
    ['Navigate to a specific day: 01 Apr', ['1']],
    ['12月14日 木曜日', ['12', '14']],
    ['password１', ['1']],
    ['Settings', []],
  ] as const) {
    test(`numbersIn(${JSON.stringify(text)})`, () => expect(numbersIn(text)).toEqual(expected));
  }
  for (const [evidence, node, disagree] of [
    [['2', '15'], ['3', '15'], true],
    [['1'], ['2'], true],
    [['2'], ['2', '10'], false],
    [['12', '12'], ['12', '13'], true],
    [[], ['3'], false],
    [['3'], [], false],
  ] as const) {
    test(`numbersDisagree(${evidence}, ${node}) = ${disagree}`, () =>
      expect(numbersDisagree(evidence, node)).toBe(disagree));
  }
});

test.describe('UI synonyms', () => {
  test('fold a family onto one word, leave other words alone', () => {
    expect(foldSynonyms(tokenize('Page Preferences'))).toEqual(foldSynonyms(tokenize('Page Settings')));
    expect(foldSynonyms(tokenize('passphrase1'))).toEqual(foldSynonyms(tokenize('password1')));
    expect(foldSynonyms(tokenize('Remove item'))).toEqual(['delete', 'item']);
    expect(foldSynonyms(tokenize('Go to profile'))).not.toEqual(foldSynonyms(tokenize('Go to settings')));
  });
  test('pairs that name two controls of one screen are not folded', () => {
    for (const [a, b] of [
      ['Cancel', 'Close'],
      ['Save', 'Apply'],
      ['Back', 'Previous'],
    ] as const)
      expect(foldSynonyms(tokenize(a))).not.toEqual(foldSynonyms(tokenize(b)));
  });
});

test.describe('text the evidence vouches for', () => {
  const evidence = requestEvidence('12月12日 火曜日 button', [tokenize('Last Name')]);
  test('a label set aside only for numbers the evidence wrote', () => {
    expect(vouchedLabel('12月12日 火曜日', evidence)).toBe(true);
    expect(vouchedLabel('12月13日 水曜日', evidence)).toBe(false);
    // Usable labels go through the ordinary rungs, not this one.
    expect(vouchedLabel('Settings', evidence)).toBe(false);
  });
  test('a field text whose every word the evidence says', () => {
    expect(vouchedFieldText('Last Name', evidence)).toBe(true);
    expect(vouchedFieldText('First Name', evidence)).toBe(false);
    expect(vouchedFieldText('jane@example.com', evidence)).toBe(false);
  });
});

test.describe('evidence rungs in a heal', () => {
  const dates = iosScreen([
    {
      type: 'ScrollView',
      name: 'scroll-view3',
      children: [
        labelled('Button', '12月11日 月曜日'),
        { type: 'Other', children: [labelled('Button', '12月12日 火曜日')] },
        labelled('Button', '12月13日 水曜日'),
      ],
    },
  ]);
  test('a date button named by its date gets a locator on that date (the evidence already rests on it)', async () => {
    const result = await healNative({
      page_source: dates,
      existing_locators: [{ type: 'xpath', value: '//*[@name="scroll-view3"]/XCUIElementTypeButton[2]' }],
      description: '12月12日 火曜日 button',
    });
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.answer.target.attributes.label).toBe('12月12日 火曜日');
    expect(result.answer.strategy).toBe('evidence-text');
    const found = evaluateAppiumLocator(
      parseNativeSource(dates),
      result.answer.locator_type,
      result.answer.locator,
    );
    expect(found.map((node) => node.path)).toEqual([result.answer.target.path]);
  });
  test('an ordinary rung is preferred when one exists', async () => {
    const source = androidScreen([
      { cls: 'android.widget.Button', id: 'com.app:id/day_12', desc: 'Dec 12', clickable: true },
      { cls: 'android.widget.Button', id: 'com.app:id/day_13', desc: 'Dec 13', clickable: true },
    ]);
    const result = await healNative({
      page_source: source,
      existing_locators: [{ type: 'accessibility id', value: 'December 12' }],
      description: 'Dec 12 button',
    });
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.answer.locator).toBe('com.app:id/day_12');
  });
  test('a row whose only text is data the description says: a container XPath on that text', async () => {
    const source = androidScreen([
      group(
        ['Delivery in 41 mins', 'Delivery in 35 mins'].map((label) => ({
          cls: 'android.widget.LinearLayout',
          clickable: true,
          children: [text(label)],
        })),
        { id: 'com.app:id/recycler_view' },
      ),
    ]);
    const result = await healNative({
      page_source: source,
      existing_locators: [
        {
          type: 'xpath',
          value: '//*[@resource-id="com.app:id/recycler_view"]/android.widget.LinearLayout[2]',
        },
      ],
      description: 'Delivery in 41 mins button',
    });
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.answer.strategy).toBe('evidence-text');
    expect(result.answer.locator).toBe("//android.widget.LinearLayout[.//*[@text='Delivery in 41 mins']]");
  });
  test('a placeholder-only field: a value predicate the description vouches for', async () => {
    const source = iosScreen([
      { type: 'TextField', label: '', value: 'First Name' },
      { type: 'TextField', label: '', value: 'Last Name' },
    ]);
    const result = await healNative({
      page_source: source,
      existing_locators: [{ type: 'xpath', value: '//XCUIElementTypeOther/XCUIElementTypeTextField[9]' }],
      description: 'Last Name field',
    });
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.answer.locator).toBe('type == "XCUIElementTypeTextField" AND value == "Last Name"');
  });
});
