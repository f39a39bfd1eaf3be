import { expect, test } from '@playwright/test';
import { type ElementFacts, matchDescription } from '../../lib/engine/index.js';

const button = (name: string, attributes: Record<string, string> = {}): ElementFacts => ({
  tag: 'button',
  role: 'button',
  name,
  text: name,
  attributes,
});

const link = (name: string): ElementFacts => ({ tag: 'a', role: 'link', name, text: name, attributes: {} });

test.describe('matchDescription (the fixture’s live intact check)', () => {
  const cases: [string, ElementFacts, 'agrees' | 'neutral' | 'contradicts'][] = [
    ['Add to cart button', button('Add to cart'), 'agrees'],
    ['Log in button', button('Login', { id: 'login-button' }), 'agrees'],
    ['Next button', button('Next'), 'agrees'],
    ['username field', { tag: 'input', role: 'textbox', attributes: { placeholder: 'Username' } }, 'agrees'],
    // Opposites: the classic "the id moved to the other button".
    ['Add to cart', button('Remove'), 'contradicts'],
    ['Save changes', button('Cancel'), 'contradicts'],
    ['Log in', button('Log out'), 'contradicts'],
    // A different kind of control than the description names.
    ['Email field', button('Submit'), 'contradicts'],
    ['the Terms link', { tag: 'input', role: 'checkbox', attributes: {} }, 'contradicts'],
    // Vague or section-only descriptions never contradict: they are neutral.
    [
      'the primary call to action in the hero',
      { tag: 'a', role: 'link', name: 'Get started', attributes: {} },
      'neutral',
    ],
    // A short "<words> <control>" description sharing no word with the control's name contradicts it…
    ['Login button', button('Cancel', { id: 'login-button' }), 'contradicts'],
    ["the backpack's button", button('Add to cart'), 'contradicts'],
    // …unless its section explains the words.
    ["the backpack's button", { ...button('Add to cart'), section: 'Sauce Labs Backpack' }, 'agrees'],
    // Both opposites named: no contradiction.
    ['the Cancel button next to Save', button('Cancel'), 'agrees'],
    // A button styled as a link is still compatible with "link".
    ['Terms link', button('Terms'), 'agrees'],
    // The singular thing with no count is the action, not the link that counts them…
    ['Comment link', link('48 Comments'), 'contradicts'],
    ['Like button for Debra Weller', { ...button('1.2K Likes'), section: 'Debra Weller' }, 'contradicts'],
    // Nameless (a page hidden until a script shows it): the text it shows counts them.
    ['Comment link', { ...link('48 Comments'), name: '' }, 'contradicts'],
    ['Reply link', link('Replies (3)'), 'contradicts'],
    // …while the plural or a count names the count, and the action is still the action.
    ['Comments link', link('48 Comments'), 'agrees'],
    ['48 Comments link', link('48 Comments'), 'agrees'],
    ['Comment link', link('Comment'), 'agrees'],
    // Generic roles do not contradict a role word.
    ['Delete button', { tag: 'div', name: '', text: 'Delete', attributes: { class: 'btn' } }, 'agrees'],
  ];
  for (const [description, facts, verdict] of cases) {
    test(`${JSON.stringify(description)} vs ${facts.role ?? facts.tag} ${JSON.stringify(facts.name ?? facts.text ?? '')} → ${verdict}`, () => {
      const match = matchDescription(description, facts);
      expect(match.verdict).toBe(verdict);
      if (verdict === 'contradicts') expect(match.score).toBe(0);
      if (verdict === 'agrees') expect(match.score).toBeGreaterThan(0.4);
    });
  }
  test('an empty description is neutral', () => {
    expect(matchDescription('', button('Save'))).toEqual({ verdict: 'neutral', score: 0 });
  });
  test('regex-like text in a description is plain text', () => {
    expect(matchDescription('Save (.*) [a-z]+ $^ button', button('Save')).verdict).toBe('agrees');
  });
  test('a section in the facts explains section words', () => {
    const facts = { ...button('Add to cart'), section: 'Sauce Labs Backpack' };
    expect(matchDescription('Add to cart for the Sauce Labs Backpack', facts).verdict).toBe('agrees');
    expect(matchDescription('Add to cart for the Sauce Labs Backpack', button('Add to cart')).verdict).toBe(
      'neutral',
    );
  });
});
