import { expect, test } from '@playwright/test';
import { heal, healOrThrow, parseAnswerLocator, parseWebPage, resolveQuery } from '../../lib/engine/index.js';
import type { HealAnswer, HealCacheStore, HealResult } from '../../lib/engine/types.js';
import { isHealwrightError } from '../../lib/errors.js';
import { parseLocator } from '../../lib/locators/parse.js';
import { loginPage, shadowPage, shopPage, twoDeletesPage } from './support/pages.js';

function answerOf(result: HealResult): HealAnswer {
  if (!result.ok) throw new Error(`${result.failure.code}: ${result.failure.message}`);
  return result.answer;
}

function failureOf(result: HealResult) {
  if (result.ok) throw new Error(`expected a refusal, got ${result.answer.locator}`);
  return result.failure;
}

/** The answer resolves on the page to exactly one element, the one at `path`. */
function expectResolvesTo(html: string, answer: HealAnswer, path: string): void {
  const page = parseWebPage(html);
  const query = parseAnswerLocator(answer, answer.framework);
  expect(resolveQuery(page, query).map((el) => el.path)).toEqual([path]);
  expect(answer.match_count).toBe(1);
}

const backpackButton = '0/1/1/1/0/2';

test.describe('intact', () => {
  test('an intact, unique locator whose element matches the description is returned as is', async () => {
    const html = shopPage();
    const answer = answerOf(
      await heal({
        page_source: html,
        existing_locators: [{ type: 'css', value: '[data-test="add-to-cart-backpack"]' }],
        description: 'Add to cart for the Sauce Labs Backpack',
      }),
    );
    expect(answer.strategy).toBe('intact');
    expect(answer.locator).toBe('[data-test="add-to-cart-backpack"]');
    expect(answer.confidence).toBeGreaterThan(0.9);
    expect(answer.rationale).toMatch(/still matches exactly one element/);
    expect(answer.target.path).toBe(backpackButton);
  });

  test('a surviving locator on an element the description contradicts is not intact', async () => {
    // The id moved from Login to the Forgot-password link's neighbour: the Cancel button.
    const html = loginPage('type="submit" class="primary"', 'Login').replace(
      '<a href="/forgot">Forgot password?</a>',
      '<button id="login-button" type="button">Cancel</button>',
    );
    const answer = answerOf(
      await heal({ page_source: html, existing_locators: ['#login-button'], description: 'Login button' }),
    );
    expect(answer.strategy).not.toBe('intact');
    expect(answer.target.name).toBe('Login');
  });

  test('a weak surviving locator (index chain) loses to a description that points elsewhere', async () => {
    const html = loginPage();
    const answer = answerOf(
      await heal({ page_source: html, existing_locators: ['//form/a[1]'], description: 'Login button' }),
    );
    expect(answer.target.name).toBe('Login');
    expect(answer.strategy).not.toBe('intact');
  });
});

test.describe('heals', () => {
  test('renamed id: healed by description + remaining words, anchored because the name recurs', async () => {
    const html = shopPage({ backpackButton: '<button class="btn btn_primary">Add to cart</button>' });
    const answer = answerOf(
      await heal({
        page_source: html,
        existing_locators: [{ type: 'css', value: '#add-to-cart-sauce-labs-backpack' }],
        description: 'Add to cart for the Sauce Labs Backpack',
      }),
    );
    expect(answer.strategy).toBe('role-name-anchored');
    expect(answer.code).toContain('Sauce Labs Backpack');
    expect(answer.scores['description.coverage']).toBeGreaterThan(0);
    expect(answer.rationale).toMatch(/^Healed to button "Add to cart" in listitem "Sauce Labs Backpack"/);
    expectResolvesTo(html, answer, backpackButton);
    for (const alternative of answer.alternatives) {
      expect(
        resolveQuery(parseWebPage(html), parseLocator(alternative.locator)).map((el) => el.path),
      ).toEqual([backpackButton]);
    }
  });

  test('an anchored action name: the rationale says it is the kind that recurs, not that it recurs on this page', async () => {
    // "Add to cart" is unique on this page; it is anchored because action names recur across items.
    const answer = answerOf(
      await heal({
        page_source:
          '<main><h1>Backpack</h1><button id="add-to-cart-v2">Add to cart</button><span data-testid="cart-badge">0</span></main>',
        existing_locators: ['#add-to-cart'],
        description: 'Add to cart button',
      }),
    );
    expect(answer.strategy).toBe('role-name-anchored');
    expect(answer.code).toBe(
      "page.locator('main').filter({ has: page.getByRole('heading', { name: 'Backpack', exact: true }) }).getByRole('button', { name: 'Add to cart', exact: true })",
    );
    expect(answer.rationale).not.toContain('because that name recurs');
    expect(answer.rationale).toContain(
      'located by its role and name, anchored in its section because "Add to cart" is the kind of name that recurs (an action name, a control repeated in each list item or card, or a name the page already shows more than once).',
    );
    expect(answer.rationale.split('. ').length).toBe(1);
  });

  test('a broken id whose words the element carries elsewhere: the rationale does not say "its id"', async () => {
    const result = await heal({
      page_source:
        '<main><h1>Backpack</h1><p>Ready to ship.</p><button class="buy-now">Buy it now</button><button>Save for later</button></main>',
      existing_locators: ['#buy'],
      description: 'Buy it now button for the Backpack',
    });
    const answer = answerOf(result);
    expect(answer.scores['locator.id'], JSON.stringify(answer.scores)).toBeGreaterThan(0);
    expect(answer.target.attributes.id).toBeUndefined();
    expect(answer.rationale).not.toContain('its id');
  });

  test('the rationale says what of a role locator the element kept: its role alone, or its name on another kind', async () => {
    const nameOnly = answerOf(
      await heal({
        page_source:
          '<main><ol class="breadcrumb"><li><button type="button" class="crumb">Home</button></li><li>Kanban Board</li></ol><h1>Kanban Board</h1></main>',
        existing_locators: ["page.getByRole('link', { name: 'Home', exact: true })"],
        description: 'Home link in the breadcrumb',
      }),
    );
    expect(nameOnly.scores['locator.role-name'], JSON.stringify(nameOnly.scores)).toBeGreaterThan(0);
    expect(nameOnly.rationale).not.toContain('its role and name are');
    const kindOnly = answerOf(
      await heal({
        page_source:
          '<aside><nav><ul><li><a href="./pages/calendar.html">Calendar</a></li><li><a href="./pages/kanban.html">Task Board</a></li></ul></nav></aside>',
        existing_locators: ["page.getByRole('link', { name: 'Kanban' })"],
        description: 'Kanban link in the sidebar',
      }),
    );
    expect(kindOnly.scores['locator.role-kind'], JSON.stringify(kindOnly.scores)).toBeGreaterThan(0);
    expect(kindOnly.scores['locator.role']).toBeUndefined();
  });

  test('Selenium answer for the same heal', async () => {
    const html = shopPage({ backpackButton: '<button class="btn btn_primary">Add to cart</button>' });
    const answer = answerOf(
      await heal({
        page_source: html,
        existing_locators: ['#add-to-cart-sauce-labs-backpack'],
        description: 'Add to cart for the Sauce Labs Backpack',
        framework: 'selenium',
      }),
    );
    expect(['css', 'xpath']).toContain(answer.locator_type);
    expect(answer.code).toMatch(/^driver\.findElement\(By\./);
    expectResolvesTo(html, answer, backpackButton);
  });

  test('description only', async () => {
    const html = loginPage();
    const answer = answerOf(await heal({ page_source: html, description: 'the password field' }));
    expect(answer.target.attributes.name).toBe('password');
    expect(answer.llm_used).toBe(false);
  });

  test('healOrThrow returns the answer, or throws the typed error', async () => {
    const html = twoDeletesPage();
    await expect(healOrThrow({ page_source: html, description: 'Delete in Billing' })).resolves.toMatchObject(
      {
        match_count: 1,
      },
    );
    const error = await healOrThrow({ page_source: html, description: 'Delete button' }).catch(
      (e: unknown) => e,
    );
    expect(isHealwrightError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'AMBIGUOUS', status: 422 });
  });
});

test.describe('refusals', () => {
  test('close candidates: the 422 names them and says what would tell them apart', async () => {
    const failure = failureOf(await heal({ page_source: twoDeletesPage(), description: 'Delete button' }));
    expect(failure.status).toBe(422);
    expect(failure.code).toBe('AMBIGUOUS');
    expect(failure.message).toContain('button "Delete"');
    expect(failure.message).toContain('Profile');
    expect(failure.message).toContain('Billing');
    expect(failure.hint).toMatch(/more specific description|locator that still matches|model/);
    expect(failure.candidates.map((candidate) => candidate.section)).toEqual(
      expect.arrayContaining([expect.stringContaining('Profile'), expect.stringContaining('Billing')]),
    );
  });

  test('deleted target: refused even when the same control exists in sibling cards', async () => {
    for (const omit of [['backpack'], ['backpack', 'onesie']]) {
      const html = shopPage({ omit });
      const failure = failureOf(
        await heal({
          page_source: html,
          existing_locators: ['[data-test="add-to-cart-backpack"]'],
          description: 'Add to cart button for the Sauce Labs Backpack',
        }),
      );
      expect(failure.status).toBe(422);
      expect(failure.code).toBe('TARGET_DELETED');
    }
  });

  test('deleted target with description only', async () => {
    const failure = failureOf(await heal({ page_source: loginPage(), description: 'Remember me checkbox' }));
    expect(failure.status).toBe(422);
  });

  test('closed shadow root: 422 naming the host', async () => {
    const failure = failureOf(
      await heal({
        page_source: shadowPage(),
        existing_locators: ['#vault >>> button'],
        description: 'Open vault',
      }),
    );
    expect(failure.code).toBe('CLOSED_SHADOW_ROOT');
    expect(failure.message).toContain('<secret-widget#vault>');
    const described = failureOf(await heal({ page_source: shadowPage(), description: 'Open vault button' }));
    expect(described.code).toBe('CLOSED_SHADOW_ROOT');
  });

  test('aria refs need a snapshot (422)', async () => {
    const failure = failureOf(await heal({ page_source: loginPage(), existing_locators: ['e42'] }));
    expect(failure).toMatchObject({ status: 422, code: 'NEEDS_SNAPSHOT' });
  });

  test('a malformed locator is a 400 with its position', async () => {
    const failure = failureOf(
      await heal({ page_source: loginPage(), existing_locators: ["getByText('Save)"] }),
    );
    expect(failure.status).toBe(400);
    expect(failure.code).toBe('INVALID_LOCATOR');
    expect(failure.message).toMatch(/position \d+/);
  });

  test('an Appium page source goes to the native engine', async () => {
    const xml =
      '<?xml version="1.0"?><hierarchy rotation="0"><android.widget.FrameLayout package="com.x" class="android.widget.FrameLayout" resource-id="com.x:id/root"><android.widget.Button text="OK" resource-id="com.x:id/ok" class="android.widget.Button"/></android.widget.FrameLayout></hierarchy>';
    const result = await heal({
      page_source: xml,
      existing_locators: [{ type: 'id', value: 'com.x:id/okay' }],
    });
    // Native healing is the native engine's: until it is wired, a clear 400 (never a web answer).
    if (!result.ok) expect(result.failure.status).not.toBe(500);
    else expect(result.answer.platform).toBe('android');
  });
});

test.describe('request-keyed cache', () => {
  function memoryCache(): HealCacheStore & { entries: Map<string, HealAnswer>; deleted: string[] } {
    const entries = new Map<string, HealAnswer>();
    const deleted: string[] = [];
    return {
      entries,
      deleted,
      get: (key) => entries.get(key),
      set: (key, answer) => void entries.set(key, answer),
      delete: (key) => {
        deleted.push(key);
        entries.delete(key);
      },
    };
  }
  const request = (html: string) => ({
    page_source: html,
    existing_locators: ['#add-to-cart-sauce-labs-backpack'],
    description: 'Add to cart for the Sauce Labs Backpack',
  });

  test('a hit is re-validated against the page in hand', async () => {
    const cache = memoryCache();
    const html = shopPage();
    const first = answerOf(await heal(request(html), { cache }));
    expect(cache.entries.size).toBe(1);
    const second = answerOf(await heal(request(html), { cache }));
    expect(second.strategy).toBe('cache');
    expect(second.locator).toBe(first.locator);
    expect(second.llm_used).toBe(false);
    expectResolvesTo(html, second, backpackButton);
  });

  test('a stale hit is dropped and the request healed again', async () => {
    const cache = memoryCache();
    answerOf(await heal(request(shopPage()), { cache }));
    const [key] = [...cache.entries.keys()];
    // The next release removed the test id the cached answer used.
    const html = shopPage({ backpackButton: '<button class="btn btn_primary">Add to cart</button>' });
    const healed = answerOf(await heal(request(html), { cache }));
    expect(cache.deleted).toContain(key);
    expect(healed.strategy).not.toBe('cache');
    expectResolvesTo(html, healed, backpackButton);
    expect(cache.entries.get(key!)?.locator).toBe(healed.locator);
  });

  test('use_cache: false bypasses the store', async () => {
    const cache = memoryCache();
    answerOf(await heal({ ...request(shopPage()), options: { use_cache: false } }, { cache }));
    expect(cache.entries.size).toBe(0);
  });
});

test.describe('answer contract', () => {
  test('fields, elapsed from deps.now, and per-feature scores', async () => {
    let tick = 0;
    const answer = answerOf(
      await heal(
        { page_source: loginPage(), description: 'Login button' },
        {
          now: () => {
            tick += 5;
            return tick;
          },
        },
      ),
    );
    expect(answer).toMatchObject({
      match_count: 1,
      platform: 'web',
      framework: 'playwright',
      app_kind: 'web',
      llm_used: false,
    });
    expect(answer.elapsed_ms).toBe(5);
    expect(answer.confidence).toBeGreaterThan(0);
    expect(answer.confidence).toBeLessThanOrEqual(1);
    expect(Object.keys(answer.scores).length).toBeGreaterThan(0);
    expect(answer.rationale.split('. ').length).toBe(1);
  });
});
