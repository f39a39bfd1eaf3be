/**
 * The mutators do what they claim, on the harness's own small pages: the mark survives a re-parse
 * (or is gone for a deleted target), the change is present, and the engine never sees the mark.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { HumanView } from '../../scripts/mutations/describe.js';
import {
  allElements,
  classesOf,
  type Document,
  type Element,
  elementAtPath,
  elementPath,
  findMarked,
  getAttr,
  indexTree,
  parentElementOf,
  parseHtml,
  serializeHtml,
  setAttr,
  stripMarks,
  TARGET_MARK,
} from '../../scripts/mutations/html-tree.js';
import { createRng } from '../../scripts/mutations/prng.js';
import { findTargets } from '../../scripts/mutations/targets.js';
import {
  WEB_MUTATION_KINDS,
  WEB_MUTATORS,
  type WebMutationKind,
} from '../../scripts/mutations/web-mutators.js';

const PAGES = join(import.meta.dirname, '..', '..', 'scripts', 'mutations', 'pages');
const page = (name: string): string => readFileSync(join(PAGES, name), 'utf8');

interface Mutated {
  before: Element;
  after: Document;
  marked: Element | undefined;
  note: string;
}

/** Marks the target described as `description`, applies `kind`, re-parses what it serialised. */
function mutate(source: string, description: string, kind: WebMutationKind, seed = 7): Mutated {
  const doc = parseHtml(source);
  const index = indexTree(doc);
  const target = findTargets(doc, index).find((candidate) => candidate.view.description === description);
  if (!target) throw new Error(`no target "${description}"`);
  const view: HumanView = target.view;
  setAttr(target.element, TARGET_MARK, 'm');
  const before = structuredCloneElement(target.element);
  expect(WEB_MUTATORS[kind].applies({ doc, index, target: target.element, view })).toBe(true);
  const note = WEB_MUTATORS[kind].apply({ doc, index, target: target.element, view, rng: createRng(seed) });
  const after = parseHtml(serializeHtml(doc));
  return { before, after, marked: findMarked(after, 'm'), note };
}

function structuredCloneElement(element: Element): Element {
  return { ...element, attrs: element.attrs.map((attr) => ({ ...attr })) };
}

const ADD_BACKPACK = 'Add to cart button for Sauce Labs Backpack';

test.describe('targets and descriptions', () => {
  test('descriptions come from what a person sees: label + role + section', () => {
    const doc = parseHtml(page('shop.html'));
    const descriptions = findTargets(doc).map((target) => target.view.description);
    expect(descriptions).toContain(ADD_BACKPACK);
    expect(descriptions).toContain('Sort by dropdown');
    const dashboard = findTargets(parseHtml(page('dashboard.html'))).map((target) => target.view.description);
    expect(dashboard).toContain('Delete button in the row for Cody Fisher');
    const form = findTargets(parseHtml(page('form.html'))).map((target) => target.view.description);
    expect(form).toContain('Email address field in the Sign in to your account section');
  });

  test('targets inside open shadow roots are found, with the agreed path format', () => {
    const doc = parseHtml(page('components.html'));
    const index = indexTree(doc);
    const subscribe = findTargets(doc, index).find((target) =>
      target.view.description.startsWith('Subscribe button'),
    );
    expect(subscribe?.inShadow).toBe(true);
    const path = elementPath(subscribe!.element, index)!;
    // html/body/app-shell/main/section[1]/newsletter-card → shadow → div/button[4th element]
    expect(path).toBe('0/1/0/0/1/1/#shadow/0/3');
    expect(elementAtPath(doc, path)).toBe(subscribe!.element);
  });
});

test.describe('web mutators', () => {
  test('id-renamed: new id, label follows', () => {
    const { marked, after } = mutate(
      page('form.html'),
      'Email address field in the Sign in to your account section',
      'id-renamed',
    );
    const id = getAttr(marked!, 'id');
    expect(id).toBeDefined();
    expect(id).not.toBe('email');
    expect(allElements(after).some((element) => getAttr(element, 'id') === 'email')).toBe(false);
    expect(
      allElements(after).some((element) => element.tagName === 'label' && getAttr(element, 'for') === id),
    ).toBe(true);
  });

  test('id-removed: no id left on the target', () => {
    const { marked } = mutate(page('shop.html'), ADD_BACKPACK, 'id-removed');
    expect(getAttr(marked!, 'id')).toBeUndefined();
    expect(getAttr(marked!, 'data-test')).toBe('add-to-cart-sauce-labs-backpack');
  });

  test('wrapper-inserted: a new element sits between the target (or its parent) and the old parent', () => {
    const { marked, after } = mutate(page('shop.html'), ADD_BACKPACK, 'wrapper-inserted');
    const index = indexTree(after);
    const parent = parentElementOf(marked!, index)!;
    const grand = parentElementOf(parent, index)!;
    const wrapper = [parent, grand].find((element) =>
      ['wrapper', 'container', 'flex-row', 'inner', 'stack', 'slot-wrapper'].includes(
        getAttr(element, 'class') ?? '',
      ),
    );
    expect(wrapper).toBeDefined();
  });

  test('classes-rehashed: build-hash classes replace the hand-written ones', () => {
    const { marked, after } = mutate(page('shop.html'), ADD_BACKPACK, 'classes-rehashed');
    expect(classesOf(marked!).every((name) => /^(css|sc)-[0-9a-z]+$/.test(name))).toBe(true);
    const parent = parentElementOf(marked!, indexTree(after))!;
    expect(classesOf(parent).some((name) => name === 'pricebar')).toBe(false);
  });

  test('text-reworded: Sign in becomes Log in', () => {
    const { marked, note } = mutate(
      page('form.html'),
      'Sign in button in the Sign in to your account section',
      'text-reworded',
    );
    expect(note).toContain('Log in');
    expect(JSON.stringify(marked!.childNodes.map((node) => ('value' in node ? node.value : '')))).toContain(
      'Log in',
    );
  });

  test('tag-changed: a link becomes a button', () => {
    const { marked } = mutate(page('dashboard.html'), 'Reports link in the sidebar', 'tag-changed');
    expect(marked!.tagName).toBe('button');
    expect(getAttr(marked!, 'href')).toBeUndefined();
  });

  test('moved-into-shadow: the target now lives in a declarative open shadow root', () => {
    const { marked, after } = mutate(page('shop.html'), ADD_BACKPACK, 'moved-into-shadow');
    expect(elementPath(marked!, indexTree(after))).toContain('#shadow');
    expect(serializeHtml(after)).toContain('shadowrootmode="open"');
  });

  test('moved-into-shadow: a control inside its <label> moves with that label, so it keeps its name', () => {
    const { marked, after } = mutate(
      page('components.html'),
      'Dark mode switch in the Settings section',
      'moved-into-shadow',
    );
    const index = indexTree(after);
    expect(elementPath(marked!, index)).toContain('#shadow');
    const label = parentElementOf(marked!, index);
    expect(label?.tagName).toBe('label');
    expect(elementPath(label!, index)).toContain('#shadow');
  });

  test('decoy-added: a same-looking element appears elsewhere, without the mark', () => {
    const { after } = mutate(page('shop.html'), ADD_BACKPACK, 'decoy-added');
    const buttons = allElements(after).filter((element) => element.tagName === 'button');
    expect(buttons.filter((element) => getAttr(element, TARGET_MARK) === 'm')).toHaveLength(1);
    expect(allElements(after).some((element) => getAttr(element, 'class') === 'recommendations')).toBe(true);
    expect(buttons.length).toBe(8); // Log out + six products + the decoy
  });

  test('decoy-added: a control wrapped in its label is copied once, unmarked, with its own id', () => {
    const source =
      '<html><body><main><section><h2>Cabin</h2><form id="searchForm">' +
      '<label for="cabin-first"><input id="cabin-first" type="radio" name="cabin" value="First"> First</label>' +
      '<label for="cabin-main"><input id="cabin-main" type="radio" name="cabin" value="Main"> Main</label>' +
      '</form></section></main></body></html>';
    const doc = parseHtml(source);
    const index = indexTree(doc);
    const target = findTargets(doc, index).find((found) => getAttr(found.element, 'id') === 'cabin-first');
    expect(target).toBeDefined();
    setAttr(target!.element, TARGET_MARK, 'm');
    const mutator = WEB_MUTATORS['decoy-added'];
    expect(mutator.applies({ doc, index, target: target!.element, view: target!.view })).toBe(true);
    mutator.apply({ doc, index, target: target!.element, view: target!.view, rng: createRng(3) });
    const after = parseHtml(serializeHtml(doc));
    const radios = allElements(after).filter((element) => getAttr(element, 'type') === 'radio');
    // The two radios of the form and one decoy: no second copy beside the label's own.
    expect(radios.map((radio) => getAttr(radio, 'id'))).toEqual(
      expect.arrayContaining(['cabin-first', 'cabin-main', 'cabin-first-rec-1']),
    );
    expect(radios).toHaveLength(3);
    expect(allElements(after).filter((element) => getAttr(element, TARGET_MARK) === 'm')).toHaveLength(1);
    expect(allElements(after).filter((element) => getAttr(element, 'id') === 'cabin-first')).toHaveLength(1);
  });

  test('id-swapped: the old id now names a different element', () => {
    const { marked, after } = mutate(
      page('dashboard.html'),
      'Delete button in the row for Cody Fisher',
      'id-swapped',
    );
    const holder = allElements(after).find((element) => getAttr(element, 'id') === 'delete-2');
    expect(holder).toBeDefined();
    expect(holder).not.toBe(marked);
  });

  test('siblings-reordered: the target moved position among its siblings', () => {
    const source = page('dashboard.html');
    const beforeDoc = parseHtml(source);
    const beforeTarget = findTargets(beforeDoc).find(
      (target) => target.view.description === 'Delete button in the row for Cody Fisher',
    )!;
    const beforePath = elementPath(beforeTarget.element, indexTree(beforeDoc));
    const { marked, after } = mutate(
      source,
      'Delete button in the row for Cody Fisher',
      'siblings-reordered',
    );
    expect(elementPath(marked!, indexTree(after))).not.toBe(beforePath);
  });

  test('target-deleted: the target is gone', () => {
    const { marked, after } = mutate(
      page('form.html'),
      'Password field in the Sign in to your account section',
      'target-deleted',
    );
    expect(marked).toBeUndefined();
    expect(allElements(after).some((element) => getAttr(element, 'id') === 'password')).toBe(false);
    expect(
      allElements(after).some(
        (element) => element.tagName === 'label' && getAttr(element, 'for') === 'password',
      ),
    ).toBe(false);
  });

  test('every kind keeps exactly one mark (or none when deleted), and stripping removes it', () => {
    const source = page('shop.html');
    for (const kind of WEB_MUTATION_KINDS) {
      const doc = parseHtml(source);
      const index = indexTree(doc);
      const target = findTargets(doc, index).find(
        (candidate) => candidate.view.description === ADD_BACKPACK,
      )!;
      if (!WEB_MUTATORS[kind].applies({ doc, index, target: target.element, view: target.view })) continue;
      setAttr(target.element, TARGET_MARK, 'm');
      WEB_MUTATORS[kind].apply({ doc, index, target: target.element, view: target.view, rng: createRng(3) });
      const after = parseHtml(serializeHtml(doc));
      const marks = allElements(after).filter((element) => getAttr(element, TARGET_MARK) !== undefined);
      expect(marks, kind).toHaveLength(kind === 'target-deleted' ? 0 : 1);
      stripMarks(after);
      expect(serializeHtml(after), kind).not.toContain(TARGET_MARK);
    }
  });

  test('a redesign makes two or three single refactors at once, in release order, and keeps the target marked', () => {
    const steps = [
      'wrapper-inserted',
      'siblings-reordered',
      'id-',
      'classes-rehashed',
      'text-reworded',
      'tag-changed',
    ];
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { marked, note } = mutate(page('shop.html'), ADD_BACKPACK, 'redesign', seed);
      expect(marked, note).toBeDefined();
      const taken = note.split(' + ').map((part) => part.slice(0, part.indexOf(':')));
      expect(taken.length, note).toBeGreaterThanOrEqual(2);
      expect(taken.length, note).toBeLessThanOrEqual(3);
      // At most one id step, and the steps in the order a team makes them.
      expect(taken.filter((kind) => kind.startsWith('id-')).length, note).toBeLessThanOrEqual(1);
      const order = taken.map((kind) => steps.findIndex((step) => kind.startsWith(step)));
      expect(order, note).toEqual([...order].sort((a, b) => a - b));
    }
  });

  test('the same seed gives the same mutation', () => {
    const first = mutate(page('shop.html'), ADD_BACKPACK, 'classes-rehashed', 11);
    const second = mutate(page('shop.html'), ADD_BACKPACK, 'classes-rehashed', 11);
    expect(serializeHtml(first.after)).toBe(serializeHtml(second.after));
  });
});
