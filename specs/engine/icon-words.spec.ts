/**
 * iconNameOf / iconWordsOf: the words an icon a control shows says, read from icon-font classes,
 * data attributes and sprite references, without the sets' size and style modifiers.
 */
import { expect, test } from '@playwright/test';
import { iconNameOf, iconWordsOf } from '../../lib/engine/describe/icon-words.js';

const icon = (tag: string, attributes: Record<string, string>) => ({ tag, attributes });

test('an icon font class names the icon; size, width and style modifiers do not', () => {
  expect(iconNameOf(icon('i', { class: 'fas fa-ellipsis-v fa-sm fa-fw' }))).toBe('ellipsis v');
  expect(iconNameOf(icon('i', { class: 'bi bi-three-dots-vertical' }))).toBe('three dots vertical');
  expect(iconNameOf(icon('span', { class: 'glyphicon glyphicon-trash' }))).toBe('trash');
  expect(iconNameOf(icon('i', { class: 'fa fa-2x fa-rotate-90' }))).toBe('rotate');
  expect(iconNameOf(icon('i', { class: 'fa fa-2x' }))).toBeUndefined();
  expect(iconNameOf(icon('i', { class: 'mdi mdi-cog-outline' }))).toBe('cog');
  expect(iconNameOf(icon('i', { class: 'fab fa-google' }))).toBe('brand google');
  expect(iconNameOf(icon('div', { class: 'btn btn-primary card-body' }))).toBeUndefined();
});

test('data attributes, <ion-icon name> and sprite symbols name the icon too', () => {
  expect(iconNameOf(icon('svg', { 'data-icon': 'gear', class: 'svg-inline--fa' }))).toBe('gear');
  expect(iconNameOf(icon('i', { 'data-feather': 'settings' }))).toBe('settings');
  expect(iconNameOf(icon('ion-icon', { name: 'trash-outline' }))).toBe('trash');
  expect(iconNameOf(icon('use', { href: '/sprite.svg#icon-bell' }))).toBe('bell');
  expect(iconNameOf(icon('use', { 'xlink:href': '#kebab-horizontal' }))).toBe('kebab horizontal');
});

test('a control says what people call its icon; an arrow says where it points only on a nameless one', () => {
  const button = icon('button', { class: 'btn btn-tool' });
  const elements = [button, icon('i', { class: 'bi bi-wrench' })];
  expect(iconWordsOf(elements, 1, 1, button, true)?.split(' ')).toEqual(
    expect.arrayContaining(['wrench', 'settings']),
  );
  expect(iconWordsOf(elements, 1, 1, button, false)?.split(' ')).toContain('settings');
  const arrow = [button, icon('i', { class: 'fa fa-arrow-right' })];
  expect(iconWordsOf(arrow, 1, 1, button, false)).toBe('arrow right');
  expect(iconWordsOf(arrow, 1, 1, button, true)?.split(' ')).toContain('next');
  expect(iconWordsOf([button], 1, 0, button, true)).toBeUndefined();
  // A card holding a dozen elements is not one control.
  const many = [button, ...Array.from({ length: 14 }, () => icon('i', { class: 'fa fa-star' }))];
  expect(iconWordsOf(many, 1, 14, button, true)).toBeUndefined();
});
