import { expect, test } from '@playwright/test';
import { analyzeDescription } from '../../lib/engine/describe/analyze-description.js';
import { tokenizeElement } from '../../lib/engine/describe/element-tokens.js';
import { judgeDescription, judgeRole } from '../../lib/engine/describe/judge-description.js';
import { ProfileStore } from '../../lib/engine/shortlist/element-profile.js';
import { parseWebPage } from '../../lib/engine/web/index.js';

test.describe('element profiles: section facts computed on first read, the same facts', () => {
  test('a section given as a function tokenizes like the same section given as a string, once, when read', () => {
    let reads = 0;
    const facts = { tag: 'button', role: 'button', name: 'Add to cart', attributes: {} };
    const eager = tokenizeElement({ ...facts, section: 'Sauce Labs Backpack' });
    const lazy = tokenizeElement({
      ...facts,
      section: () => {
        reads += 1;
        return 'Sauce Labs Backpack';
      },
    });
    expect(reads).toBe(0);
    expect(lazy.sectionTokens).toEqual(eager.sectionTokens);
    expect(lazy.sectionTokens).toBe(lazy.sectionTokens);
    expect(reads).toBe(1);
    expect({ ...lazy, sectionTokens: [...lazy.sectionTokens] }).toEqual({
      ...eager,
      sectionTokens: [...eager.sectionTokens],
    });
  });

  test('a profile reads its card as its section, and the item title alone matches it', () => {
    const page = parseWebPage(
      '<main><div class="card"><h3>Sauce Labs Backpack</h3><button>Add to cart</button></div></main>',
    );
    const button = page.elements.find((element) => element.tag === 'button')!;
    const store = new ProfileStore(['data-testid']);
    const profile = store.profile(button);
    expect(store.itemTitle(button)).toBe('Sauce Labs Backpack');
    expect(profile.section.item?.title).toBe('Sauce Labs Backpack');
    expect(profile.section).toBe(profile.section);
    expect(profile.tokens.sectionTokens).toEqual(expect.arrayContaining(['sauce', 'lab', 'backpack']));
  });
});

test.describe('judgeRole: the role-only answer judgeDescription gives first', () => {
  const cases: [string, string, boolean][] = [
    ['Email field', 'button', true],
    ['the Terms link', 'checkbox', true],
    ['Like button for Debra Weller', 'listitem', true],
    ['Like button for Debra Weller', 'link', false],
    ['Add to cart button', 'button', false],
    ['Terms link', 'button', false],
    ['the primary call to action', 'link', false],
    ['', 'button', false],
  ];
  for (const [description, role, contradicts] of cases) {
    test(`${JSON.stringify(description)} on a ${role}`, () => {
      const model = analyzeDescription(description);
      const byRole = judgeRole(model, role);
      const full = judgeDescription(
        model,
        tokenizeElement({ tag: 'x-any', role, name: 'Anything', attributes: {} }),
      );
      if (contradicts) expect(byRole).toEqual(full);
      else expect(byRole).toBeUndefined();
      expect(full.verdict === 'contradicts' && byRole !== undefined).toBe(contradicts);
    });
  }

  test('a profile’s role is its tokens’ role, read without computing its words', () => {
    const page = parseWebPage('<ul><li>Debra Weller</li></ul>');
    const item = page.elements.find((element) => element.tag === 'li')!;
    const profile = new ProfileStore(['data-testid']).profile(item);
    expect(profile.role).toBe('listitem');
    expect(judgeRole(analyzeDescription('Like button for Debra Weller'), profile.role)?.verdict).toBe(
      'contradicts',
    );
    expect(profile.tokens.role).toBe(profile.role);
    expect(profile.tokens.label).toBe('debra weller');
  });
});
