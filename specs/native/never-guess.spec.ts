import { expect, test } from '@playwright/test';
import type { HealResult } from '../../lib/engine/types.js';
import { evaluateAppiumLocator, healNative, parseNativeSource } from '../../lib/native/index.js';
import {
  androidScreen,
  button,
  group,
  type IosNode,
  iosScreen,
  labelled,
  text,
} from './never-guess-fixtures.js';

/**
 * Regressions for the never-guess rules, one row per real screen shape where the engine once
 * returned the wrong element (or one for a deleted target), or refused one the evidence named.
 * Every row runs twice where it makes sense: the element present (must heal to it) and the
 * element deleted (must refuse).
 */
interface Case {
  readonly name: string;
  readonly source: string;
  readonly locator?: { type: string; value: string };
  readonly description: string;
  /** Attributes the healed element must have; undefined = must refuse (422). */
  readonly expected?: Readonly<Record<string, string>>;
}

const secureField = (label: string): IosNode => ({ type: 'SecureTextField', label, value: '' });

const billButtons = (withFee: boolean): string =>
  androidScreen(
    [
      'Item total',
      'GST and restaurant charges',
      'Delivery partner fee for 3 km',
      ...(withFee ? ['Platform fee'] : []),
      'Feeding India donation',
    ].map((label) => button(label, 'title_button')),
  );

const cases: readonly Case[] = [
  {
    name: 'positional XPath over buttons sharing one resource-id: the described one heals',
    source: billButtons(true),
    locator: { type: 'xpath', value: '(//android.widget.Button[@resource-id="com.app:id/title_button"])[5]' },
    description: 'Platform fee',
    expected: { text: 'Platform fee' },
  },
  {
    name: 'positional XPath over buttons sharing one resource-id, target deleted → refused, not the next one ("Feeding India")',
    source: billButtons(false),
    locator: { type: 'xpath', value: '(//android.widget.Button[@resource-id="com.app:id/title_button"])[4]' },
    description: 'Platform fee',
  },
  {
    name: 'UiSelector .instance() over buttons sharing one resource-id, target deleted → refused',
    source: billButtons(false),
    locator: {
      type: '-android uiautomator',
      value: 'new UiSelector().resourceId("com.app:id/title_button").instance(3)',
    },
    description: 'Platform fee',
  },
  {
    name: 'negation: "Allow" heals to Allow, never to "Don’t Allow"',
    source: iosScreen([labelled('Button', 'Don’t Allow'), labelled('Button', 'Allow')]),
    locator: { type: 'accessibility id', value: 'allow_button' },
    description: 'Allow',
    expected: { label: 'Allow' },
  },
  {
    name: 'negation: "Allow" deleted → refused, "Don’t Allow" is not it',
    source: iosScreen([labelled('Button', 'Don’t Allow'), labelled('Button', 'OK')]),
    locator: { type: 'accessibility id', value: 'allow_button' },
    description: 'Allow',
  },
  {
    name: 'partial mention: "Settings" heals to the Settings button',
    source: androidScreen([
      text('Search settings', 'search_action_bar_title'),
      {
        cls: 'android.widget.ImageView',
        id: 'com.app:id/settings_button',
        desc: 'Settings',
        clickable: true,
      },
    ]),
    locator: { type: 'id', value: 'com.app:id/settingsButton' },
    description: 'Settings',
    expected: { 'resource-id': 'com.app:id/settings_button' },
  },
  {
    name: 'partial mention: the Settings button deleted → "Search settings" is not it',
    source: androidScreen([text('Search settings', 'search_action_bar_title'), button('Done', 'done')]),
    locator: { type: 'id', value: 'com.app:id/settingsButton' },
    description: 'Settings',
  },
  {
    name: 'description in another language than the screen → refused',
    source: androidScreen([button('ログイン', 'btn_primary'), button('キャンセル', 'btn_secondary')]),
    locator: { type: 'id', value: 'com.app:id/btnPrimaryOld' },
    description: 'Log in',
  },
  {
    name: 'old id named a text view inside a pressable: heal to that text view, not to another with the same text',
    source: androidScreen([
      group([text('white', 'user_name'), text('Live', 'live_title')], { clickable: true }),
      group([text('white', 'tv_title'), text('Now playing', 'tv_subtitle')]),
    ]),
    locator: { type: 'id', value: 'com.app:id/userName' },
    description: 'white',
    expected: { 'resource-id': 'com.app:id/user_name' },
  },
  {
    name: 'old id’s element deleted: same text on an element with an unrelated id of its own → refused',
    source: androidScreen([
      group([text('Live', 'live_title')], { clickable: true }),
      group([text('white', 'tv_title'), text('Now playing', 'tv_subtitle')]),
    ]),
    locator: { type: 'id', value: 'com.app:id/userName' },
    description: 'white',
  },
  {
    name: 'an id every row shares names none of them: the description picks the row’s button',
    source: androidScreen(
      ['Item total', 'Platform fee', 'Grand Total'].map((label) =>
        group([button(label, 'title_button'), text('Rs. 100', 'amount')], { clickable: true }),
      ),
    ),
    locator: { type: 'id', value: 'com.app:id/titleButton' },
    description: 'Grand Total',
    expected: { text: 'Grand Total', class: 'android.widget.Button' },
  },
  {
    name: 'a recased long id heals to itself, not to its sibling that differs in one word',
    source: androidScreen([
      {
        cls: 'android.widget.EditText',
        id: 'com.app:id/auto_complete_text_view_expense_name',
        text: 'Enter expense name',
        clickable: true,
      },
      {
        cls: 'android.widget.EditText',
        id: 'com.app:id/auto_complete_text_view_expense_label',
        text: 'Label',
        clickable: true,
      },
    ]),
    locator: { type: 'id', value: 'com.app:id/autoCompleteTextViewExpenseName' },
    description: 'Enter expense name',
    expected: { 'resource-id': 'com.app:id/auto_complete_text_view_expense_name' },
  },
  {
    name: 'that field deleted → refused (expense_label is not expense_name)',
    source: androidScreen([
      {
        cls: 'android.widget.EditText',
        id: 'com.app:id/auto_complete_text_view_expense_label',
        text: 'Label',
        clickable: true,
      },
      button('Save', 'save'),
    ]),
    locator: { type: 'id', value: 'com.app:id/autoCompleteTextViewExpenseName' },
    description: 'Enter expense name',
  },
  {
    name: 'a Table is not a Tab: the cell heals, not the table that lists it',
    source: iosScreen([
      {
        type: 'Table',
        children: [
          labelled('Cell', 'Display & Text Size', [
            { type: 'StaticText', name: 'DISPLAY_AND_TEXT', label: 'Display & Text Size' },
          ]),
          labelled('Cell', 'Motion', [{ type: 'StaticText', name: 'MOTION_TITLE', label: 'Motion' }]),
        ],
      },
    ]),
    locator: { type: 'id', value: 'display & text size' },
    description: 'Display & Text Size',
    expected: { type: 'XCUIElementTypeCell', label: 'Display & Text Size' },
  },
  {
    name: 'the element the words name wins over fields that only resemble it',
    source: iosScreen([
      labelled('StaticText', 'Password'),
      secureField('password1'),
      labelled('StaticText', 'Confirm Password'),
      secureField('password2'),
    ]),
    locator: { type: 'id', value: 'password' },
    description: 'Password',
    expected: { type: 'XCUIElementTypeStaticText', label: 'Password' },
  },
  {
    name: 'an obfuscated id on every node: the tab the description names',
    source: androidScreen([
      {
        cls: 'android.widget.ImageView',
        id: 'com.app:id/0_resource_name_obfuscated',
        desc: 'Show navigation drawer. New notifications available.',
        clickable: true,
      },
      group([
        text('For you', '0_resource_name_obfuscated'),
        text('Top charts', '0_resource_name_obfuscated'),
        text('New', '0_resource_name_obfuscated'),
      ]),
    ]),
    locator: { type: 'id', value: 'com.app:id/0ResourceNameObfuscated' },
    description: 'New',
    expected: { text: 'New' },
  },
  {
    name: 'a word shared with a logo file name is not evidence → refused',
    source: iosScreen([
      { type: 'Image', name: 'meetme-logo.png', label: 'Banner Logo' },
      labelled('Button', 'I Accept'),
    ]),
    locator: { type: 'accessibility id', value: 'meet_me' },
    description: 'MeetMe',
  },
  {
    name: 'the described kind wins inside a nested pair: "… cell" is the cell, not its title',
    source: iosScreen([
      {
        type: 'Table',
        children: [
          {
            type: 'Cell',
            name: 'subtitles_captioning_button',
            label: 'Subtitles & Captioning',
            children: [{ type: 'StaticText', name: 'SUBTITLES_CAPTIONING', label: 'Subtitles & Captioning' }],
          },
          labelled('Cell', 'Keyboards'),
        ],
      },
    ]),
    locator: { type: 'accessibility id', value: 'Subtitles & Captioning' },
    description: 'Subtitles & Captioning cell',
    expected: { type: 'XCUIElementTypeCell' },
  },
  {
    name: 'an XPath anchored on a section: the anchor’s name is not the target, a reordered index is not evidence',
    source: iosScreen([
      labelled('Other', 'The Internet', [labelled('Link', 'Elemental Selenium'), labelled('Link', 'Logout')]),
    ]),
    locator: { type: 'xpath', value: '//*[@name="The Internet"]/XCUIElementTypeLink[1]' },
    description: 'Logout link',
    expected: { type: 'XCUIElementTypeLink', label: 'Logout' },
  },
  {
    name: 'a label that only contains the old one ("Cierra el menú." for "Menú") → refused',
    source: androidScreen([
      { cls: 'android.widget.Button', desc: 'Cierra el menú.', clickable: true },
      { cls: 'android.widget.Button', desc: 'Buscar', clickable: true },
    ]),
    locator: { type: 'accessibility id', value: 'Menú' },
    description: 'Menú button',
  },
  {
    name: 'an id that gained a word still names its element (login → login_button)',
    source: androidScreen([button('Continue', 'login_button'), button('Help', 'help')]),
    locator: { type: 'id', value: 'com.app:id/login' },
    description: 'Continue',
    expected: { 'resource-id': 'com.app:id/login_button' },
  },
  {
    name: 'a kind word the label says is content: "password2 field" is the field labelled password2',
    source: iosScreen([secureField('password2'), secureField('password1')]),
    locator: {
      type: 'xpath',
      value: '//XCUIElementTypeOther/XCUIElementTypeSecureTextField[2]',
    },
    description: 'password2 field',
    expected: { label: 'password2' },
  },
  {
    name: 'a stale positional locator on a sibling that shows another number loses to the one named',
    source: androidScreen([
      group([
        { cls: 'android.widget.Button', desc: 'Foto 1 de 3, expandir foto', clickable: true },
        {
          cls: 'android.widget.FrameLayout',
          children: [{ cls: 'android.widget.Button', desc: 'Foto 2 de 3, expandir foto', clickable: true }],
        },
        { cls: 'android.widget.Button', desc: 'Foto 3 de 3, expandir foto', clickable: true },
      ]),
    ]),
    locator: { type: 'xpath', value: '//android.view.ViewGroup/android.widget.Button[2]' },
    description: 'Foto 2 de 3, expandir foto button',
    expected: { 'content-desc': 'Foto 2 de 3, expandir foto' },
  },
  {
    name: 'that photo deleted → refused: "Foto 3 de 3" shows another number',
    source: androidScreen([
      group([
        { cls: 'android.widget.Button', desc: 'Foto 1 de 3, expandir foto', clickable: true },
        { cls: 'android.widget.Button', desc: 'Foto 3 de 3, expandir foto', clickable: true },
      ]),
    ]),
    locator: { type: 'xpath', value: '//android.view.ViewGroup/android.widget.Button[2]' },
    description: 'Foto 2 de 3, expandir foto button',
  },
  {
    name: 'a UI synonym: "Settings" reworded to "Preferences" heals',
    source: iosScreen([labelled('Button', 'Back'), labelled('Button', 'Preferences')]),
    locator: { type: 'xpath', value: '//XCUIElementTypeButton[@label="Settings"]' },
    description: 'Settings button',
    expected: { label: 'Preferences' },
  },
  {
    name: 'a UI synonym inside a phrase: "Go to settings" → "Go to preferences"',
    source: androidScreen([
      { cls: 'android.view.ViewGroup', desc: 'Search', clickable: true },
      { cls: 'android.view.ViewGroup', desc: 'Go to preferences', clickable: true },
    ]),
    locator: { type: 'accessibility id', value: 'Go to settings' },
    description: 'Go to settings button',
    expected: { 'content-desc': 'Go to preferences' },
  },
  {
    name: 'a word that is not a synonym is not a rewording: "Go to settings" deleted, "Go to profile" is not it',
    source: androidScreen([
      { cls: 'android.view.ViewGroup', desc: 'Search', clickable: true },
      { cls: 'android.view.ViewGroup', desc: 'Go to profile', clickable: true },
    ]),
    locator: { type: 'accessibility id', value: 'Go to settings' },
    description: 'Go to settings button',
  },
  {
    name: 'a field named by its placeholder ("Last Name field"), not by a label',
    source: iosScreen([
      labelled('StaticText', 'Full Name'),
      { type: 'TextField', label: '', value: 'First Name' },
      { type: 'TextField', label: '', value: 'Last Name' },
    ]),
    locator: { type: 'xpath', value: '//XCUIElementTypeOther/XCUIElementTypeTextField[3]' },
    description: 'Last Name field',
    expected: { value: 'Last Name' },
  },
  {
    name: 'the Last Name field deleted → refused: First Name is not it',
    source: iosScreen([
      labelled('StaticText', 'Full Name'),
      { type: 'TextField', label: '', value: 'First Name' },
    ]),
    locator: { type: 'xpath', value: '//XCUIElementTypeOther/XCUIElementTypeTextField[3]' },
    description: 'Last Name field',
  },
  {
    name: 'a kind word inside the id is not the label: "SAVE button" → buttonExpenseSave "Apply"',
    source: androidScreen([
      button('Apply', 'buttonExpenseSave'),
      { cls: 'android.widget.LinearLayout', clickable: true, children: [text('Statistics')] },
    ]),
    locator: { type: '-android uiautomator', value: 'new UiSelector().text("SAVE")' },
    description: 'SAVE button',
    expected: { 'resource-id': 'com.app:id/buttonExpenseSave' },
  },
  {
    name: 'a renamed id keeps its package: the app’s switch, not the framework’s android:id/switch_widget',
    source: androidScreen([
      { cls: 'android.widget.Switch', id: 'android:id/switch_widget', text: 'ON', clickable: true },
      {
        cls: 'android.widget.Switch',
        id: 'com.android.settings:id/switchWidget_v2',
        text: 'ON',
        clickable: true,
      },
    ]),
    locator: { type: 'id', value: 'com.android.settings:id/switchWidget' },
    description: 'ON switch',
    expected: { 'resource-id': 'com.android.settings:id/switchWidget_v2' },
  },
  {
    name: 'that switch deleted → refused: an id of another package is not a rename',
    source: androidScreen([
      { cls: 'android.widget.Switch', id: 'android:id/switch_widget', text: 'ON', clickable: true },
      button('Done', 'done'),
    ]),
    locator: { type: 'id', value: 'com.android.settings:id/switchWidget' },
    description: 'ON switch',
  },
  {
    name: 'a field deleted → refused: its wrapper’s id (et_final_container) is not a rename',
    source: androidScreen([
      group([{ cls: 'android.widget.TextView', text: 'Type coupon code here' }], {
        id: 'com.app:id/et_final_container',
        clickable: true,
      }),
      button('Apply', 'apply'),
    ]),
    locator: { type: 'id', value: 'com.app:id/et_final' },
    description: 'Type coupon code here field',
  },
  {
    name: 'a cell deleted → refused: the navigation bar and the title of the same name are not cells',
    source: iosScreen([
      { type: 'NavigationBar', name: 'Keyboards', children: [labelled('StaticText', 'Keyboards')] },
      {
        type: 'Table',
        children: [labelled('Cell', 'Text Replacement'), labelled('Cell', 'One-Handed Keyboard')],
      },
    ]),
    locator: { type: 'xpath', value: '//XCUIElementTypeCell[@label="Keyboards"]' },
    description: 'Keyboards cell',
  },
  {
    name: 'an id recased into one word (TabBarItemTitle → tabbaritemtitle_button) is still that id',
    source: iosScreen([
      { type: 'TextField', name: 'tabbaritemtitle_button', label: 'Address', value: '' },
      labelled('Button', 'Reload'),
    ]),
    locator: { type: 'accessibility id', value: 'TabBarItemTitle' },
    description: 'Address field',
    expected: { name: 'tabbaritemtitle_button' },
  },
  {
    name: 'a one-letter word of a non-Latin script names its tab ("홈"), a stale index does not',
    source: androidScreen([
      group(
        ['탐색', '홈', 'MY'].map((label) => ({
          cls: 'android.view.View',
          clickable: true,
          children: [text(label)],
        })),
        { id: 'row_navi_menu' },
      ),
    ]),
    locator: { type: 'xpath', value: '//*[@resource-id="row_navi_menu"]/android.view.View[1]' },
    description: '홈 button',
    expected: { class: 'android.view.View' },
  },
  {
    name: 'a stale index inside a surviving anchor: the toolbar’s text, not the same words in a card',
    source: androidScreen([
      group(
        [
          text('Ah So Yum', 'restaurantNameToolbar', { clickable: true }),
          text('', 'toolbar_arrow_back', { clickable: true }),
        ],
        { id: 'com.app:id/toolbarContainer' },
      ),
      group([text('Ah So Yum', 'title')], { id: 'com.app:id/cart_res_header_layout', clickable: true }),
    ]),
    locator: {
      type: 'xpath',
      value: '//*[@resource-id="com.app:id/toolbarContainer"]/android.widget.TextView[2]',
    },
    description: 'Ah So Yum button',
    expected: { 'resource-id': 'com.app:id/restaurantNameToolbar' },
  },
  {
    name: 'the toolbar’s text deleted → refused: an id sharing one abbreviation (cart_res_header_layout) is not a rename',
    source: androidScreen([
      group([text('', 'toolbar_arrow_back', { clickable: true })], { id: 'com.app:id/toolbarContainer' }),
      group([text('Ah So Yum', 'title')], { id: 'com.app:id/cart_res_header_layout', clickable: true }),
    ]),
    locator: { type: 'id', value: 'com.app:id/restaurantNameToolbar' },
    description: 'Ah So Yum button',
  },
  {
    name: 'an old locator now gripping a bare layout wrapper is not intact: heal to what it wraps',
    source: androidScreen([
      group(
        [
          {
            cls: 'android.widget.FrameLayout',
            children: [{ cls: 'android.widget.FrameLayout', clickable: true, children: [text('FOR YOU')] }],
          },
        ],
        { id: 'com.app:id/homeRecyclerView' },
      ),
    ]),
    locator: {
      type: 'xpath',
      value: '//*[@resource-id="com.app:id/homeRecyclerView"]/android.widget.FrameLayout',
    },
    description: 'FOR YOU button',
    expected: { class: 'android.widget.FrameLayout', clickable: 'true' },
  },
  {
    name: 'a field before a field is not its label: the stale index on “Amount” does not win',
    source: androidScreen([
      {
        cls: 'android.widget.LinearLayout',
        children: [
          {
            cls: 'android.widget.FrameLayout',
            children: [
              {
                cls: 'android.widget.EditText',
                id: 'com.app:id/expense_name',
                text: 'Enter expense name',
                clickable: true,
              },
            ],
          },
          { cls: 'android.widget.EditText', id: 'com.app:id/amount', text: 'Amount', clickable: true },
        ],
      },
    ]),
    locator: { type: 'xpath', value: '//android.widget.LinearLayout/android.widget.EditText[1]' },
    description: 'Enter expense name field',
    expected: { 'resource-id': 'com.app:id/expense_name' },
  },
  {
    name: 'a label made only of a stop word is still the label ("MY button")',
    source: androidScreen([
      group(
        ['MY', '탐색', '홈'].map((label) => ({
          cls: 'android.view.View',
          clickable: true,
          children: [text(label)],
        })),
        { id: 'row_navi_menu' },
      ),
    ]),
    locator: { type: 'xpath', value: '//*[@resource-id="row_navi_menu"]/android.view.View[3]' },
    description: 'MY button',
    expected: { class: 'android.view.View' },
  },
  {
    name: 'the old label made an id with a kind word ("Dry" → hawkers_…_dry_button) beats the same words in a card',
    source: androidScreen([
      group([text('Hawkers Chilli Chicken Dry'), text('₹459')], {
        id: 'com.app:id/recommend_root_layout',
        clickable: true,
      }),
      {
        cls: 'android.widget.ImageView',
        id: 'com.app:id/image_view',
        desc: 'hawkers_chilli_chicken_dry_button',
        clickable: true,
      },
    ]),
    locator: { type: 'accessibility id', value: 'Hawkers Chilli Chicken Dry' },
    description: 'Hawkers Chilli Chicken Dry button',
    expected: { 'content-desc': 'hawkers_chilli_chicken_dry_button' },
  },
  {
    name: 'an element deleted → refused: its wrapper (search_edit_text_container) is not it',
    source: androidScreen([
      group(
        [' Search "biryani" ', 'Search "pizza"', 'Search "cake"', 'Search "dosa"', 'Search "rolls"'].map(
          (label) => text(label),
        ),
        { id: 'com.app:id/search_edit_text_container' },
      ),
      button('Filters', 'filters'),
    ]),
    locator: { type: 'id', value: 'com.app:id/search_edit_text' },
    description: ' Search "biryani"  button',
  },
  {
    name: 'a stale index now on the neighbour does not outweigh the row the description names',
    source: androidScreen([
      group(
        ['Use location to set time zone', 'Set time zone automatically', 'Time zone'].map((label) => ({
          cls: 'android.widget.LinearLayout',
          clickable: true,
          children: [text(label, 'title')],
        })),
        { id: 'com.app:id/recycler_view' },
      ),
    ]),
    locator: {
      type: 'xpath',
      value: '//*[@resource-id="com.app:id/recycler_view"]/android.widget.LinearLayout[1]',
    },
    description: 'Set time zone automatically button',
    expected: { class: 'android.widget.LinearLayout', clickable: 'true' },
  },
  {
    name: 'a label that is itself a kind word ("Tabs") is named by "Tabs button"; a stale index on a neighbour is not',
    source: iosScreen([
      {
        type: 'Toolbar',
        name: 'BottomBrowserToolbar',
        children: [
          { type: 'Button', name: 'BackButton', label: 'Back' },
          { type: 'Button', name: 'TabOverviewButton', label: 'Tabs' },
          { type: 'Button', name: 'SidebarButton', label: 'Show Bookmarks' },
        ],
      },
    ]),
    locator: { type: 'xpath', value: '//*[@name="BottomBrowserToolbar"]/XCUIElementTypeButton[3]' },
    description: 'Tabs button',
    expected: { name: 'TabOverviewButton' },
  },
];

function check(result: HealResult, source: string, expected: Case['expected']): void {
  if (expected === undefined) {
    expect(result.ok, result.ok ? `healed to ${JSON.stringify(result.answer.target)}` : '').toBe(false);
    if (!result.ok) expect(result.failure.status).toBe(422);
    return;
  }
  if (!result.ok) throw new Error(`expected a heal, got ${result.failure.code}: ${result.failure.message}`);
  expect(result.answer.target.attributes).toMatchObject(expected);
  const tree = parseNativeSource(source);
  for (const locator of [result.answer, ...result.answer.alternatives]) {
    const found = evaluateAppiumLocator(tree, locator.locator_type, locator.locator);
    expect(found.map((node) => node.path)).toEqual([result.answer.target.path]);
  }
}

test.describe('never guess (native)', () => {
  for (const row of cases) {
    test(row.name, async () => {
      const result = await healNative({
        page_source: row.source,
        ...(row.locator ? { existing_locators: [row.locator] } : {}),
        description: row.description,
      });
      check(result, row.source, row.expected);
    });
  }
});
