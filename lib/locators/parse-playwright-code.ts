/**
 * Playwright locator code grammar: the strings users paste and `locator.toString()` prints
 * (https://playwright.dev/docs/locators, https://playwright.dev/docs/api/class-locator).
 * Supports an optional receiver (`page.`, `this.page.`, `frame.`, `await page.`), then calls:
 *   getByRole(role, { name, exact, checked, disabled, expanded, includeHidden, level, pressed, selected }),
 *   getByTestId, getByText, getByLabel, getByPlaceholder, getByAltText, getByTitle (string or /regex/flags, { exact }),
 *   locator(selector | locator, { hasText, hasNotText, has, hasNot, visible }),
 *   filter({ hasText, hasNotText, has, hasNot, visible }), nth(n), first(), last(), visible(), describe(text).
 * `has`/`hasNot` take a nested locator (`page.getByText('x')` or `getByText('x')` as toString prints it).
 * A filter with several options becomes one step per option in Playwright's order (hasText,
 * hasNotText, has, hasNot, visible). Not supported (UNKNOWN_STRATEGY): and(), or(), frameLocator(),
 * contentFrame(), getByRole's `description`. Unknown methods and options: InvalidLocatorError.
 * The code is tokenized (tokenize-code.ts) and never evaluated.
 */
import { type ChainContext, type ParsedChain, parsePlaywrightSelector } from './parse-playwright-selector.js';
import type { LocatorQuery, QueryStep, RoleOptions, TextMatch } from './query.js';
import { failAt, failUnknownStrategy, MAX_NESTING, type SourceSlice, subSlice } from './source-slice.js';
import { type CodeToken, tokenizeCode } from './tokenize-code.js';

type Value =
  | { readonly kind: 'string'; readonly value: string; readonly token: CodeToken }
  | { readonly kind: 'regex'; readonly source: string; readonly flags: string; readonly token: CodeToken }
  | { readonly kind: 'number'; readonly value: number; readonly token: CodeToken }
  | { readonly kind: 'boolean'; readonly value: boolean; readonly token: CodeToken }
  | { readonly kind: 'object'; readonly entries: readonly ObjectEntry[]; readonly token: CodeToken }
  | { readonly kind: 'locator'; readonly query: LocatorQuery; readonly token: CodeToken };

interface ObjectEntry {
  readonly key: string;
  readonly keyToken: CodeToken;
  readonly value: Value;
}

const TEXT_METHODS: Readonly<Record<string, 'text' | 'label' | 'placeholder' | 'alt-text' | 'title'>> = {
  getByText: 'text',
  getByLabel: 'label',
  getByPlaceholder: 'placeholder',
  getByAltText: 'alt-text',
  getByTitle: 'title',
};
const ROOT_METHODS = new Set([...Object.keys(TEXT_METHODS), 'getByRole', 'getByTestId', 'locator']);
const CHAIN_METHODS = new Set([...ROOT_METHODS, 'filter', 'nth', 'first', 'last', 'visible', 'describe']);
const UNSUPPORTED_METHODS = new Set(['and', 'or', 'frameLocator', 'contentFrame', 'owner', 'getByRef']);
const ROLE_BOOLEAN_OPTIONS = [
  'checked',
  'disabled',
  'expanded',
  'includeHidden',
  'pressed',
  'selected',
] as const;
const ROLE_OPTIONS = ['name', 'exact', ...ROLE_BOOLEAN_OPTIONS, 'level'];
const FILTER_OPTIONS = ['hasText', 'hasNotText', 'has', 'hasNot', 'visible'];

/** True when `text` starts like locator code: `getBy…(`, `locator(`, `page.…(`. */
export function looksLikePlaywrightCode(text: string): boolean {
  return /^\s*(?:await\s+)?(?:[A-Za-z_$][\w$]*\s*\.\s*)*(?:getBy[A-Za-z]*|locator|frameLocator)\s*\(/.test(
    text,
  );
}

export function parsePlaywrightCode(slice: SourceSlice, context: ChainContext): ParsedChain {
  const tokens = tokenizeCode(slice);
  const parser = new CodeParser(slice, tokens, context);
  const chain = parser.readChain(context.depth);
  parser.finish();
  return chain;
}

class CodeParser {
  private position = 0;
  constructor(
    private readonly slice: SourceSlice,
    private readonly tokens: readonly CodeToken[],
    private readonly context: ChainContext,
  ) {}

  private peek(offset = 0): CodeToken {
    return this.tokens[Math.min(this.position + offset, this.tokens.length - 1)]!;
  }
  private take(): CodeToken {
    const token = this.peek();
    if (this.position < this.tokens.length - 1) this.position++;
    return token;
  }
  private isPunct(token: CodeToken, value: string): boolean {
    return token.kind === 'punct' && token.value === value;
  }
  private expectPunct(value: string, what: string): CodeToken {
    const token = this.take();
    if (!this.isPunct(token, value)) this.unexpected(token, `expected ${what}`);
    return token;
  }
  private unexpected(token: CodeToken, expectation: string): never {
    const found =
      token.kind === 'end' ? 'end of input' : JSON.stringify(this.slice.text.slice(token.start, token.end));
    return failAt(this.slice, token.start, `Unexpected ${found}, ${expectation}`);
  }

  finish(): void {
    if (this.isPunct(this.peek(), ';')) this.take();
    const token = this.peek();
    if (token.kind !== 'end') this.unexpected(token, 'expected end of locator');
  }

  readChain(depth: number): ParsedChain {
    if (depth > MAX_NESTING)
      failAt(this.slice, this.peek().start, `Nested deeper than ${MAX_NESTING} levels`);
    const first = this.peek();
    if (first.kind === 'identifier' && first.value === 'await') this.take();
    while (
      this.peek().kind === 'identifier' &&
      this.isPunct(this.peek(1), '.') &&
      !CHAIN_METHODS.has((this.peek() as { value: string }).value)
    ) {
      this.take();
      this.take();
    }
    const steps: QueryStep[] = [];
    let description: string | undefined;
    let isFirst = true;
    for (;;) {
      const name = this.take();
      if (name.kind !== 'identifier') this.unexpected(name, 'expected a locator method');
      if (!this.isPunct(this.peek(), '(')) this.unexpected(this.peek(), `expected "(" after ${name.value}`);
      if (UNSUPPORTED_METHODS.has(name.value)) {
        failUnknownStrategy(this.slice, name.start, `${name.value}() is not supported by healwright`);
      }
      if (!CHAIN_METHODS.has(name.value)) {
        const kind = name.value.startsWith('getBy') ? 'getBy method' : 'locator method';
        failAt(this.slice, name.start, `Unknown ${kind} "${name.value}"`);
      }
      if (isFirst && !ROOT_METHODS.has(name.value)) {
        failAt(this.slice, name.start, `${name.value}() needs a locator before it`);
      }
      isFirst = false;
      const args = this.readArguments(depth);
      if (name.value === 'describe') description = this.expectString(args, 0, name, 'describe').value;
      else steps.push(...this.applyMethod(name, args));
      if (!this.isPunct(this.peek(), '.')) break;
      this.take();
    }
    return description === undefined
      ? { steps, form: 'playwright-code' }
      : { steps, description, form: 'playwright-code' };
  }

  private readArguments(depth: number): Value[] {
    this.expectPunct('(', '"("');
    const values: Value[] = [];
    while (!this.isPunct(this.peek(), ')')) {
      if (this.peek().kind === 'end') this.unexpected(this.peek(), 'expected ")"');
      values.push(this.readValue(depth));
      if (this.isPunct(this.peek(), ',')) this.take();
      else if (!this.isPunct(this.peek(), ')')) this.unexpected(this.peek(), 'expected "," or ")"');
    }
    this.take();
    return values;
  }

  private readValue(depth: number): Value {
    const token = this.peek();
    switch (token.kind) {
      case 'string':
        this.take();
        return { kind: 'string', value: token.value, token };
      case 'regex':
        this.take();
        return { kind: 'regex', source: token.source, flags: token.flags, token };
      case 'number':
        this.take();
        return { kind: 'number', value: token.value, token };
      case 'identifier': {
        if (token.value === 'true' || token.value === 'false') {
          this.take();
          return { kind: 'boolean', value: token.value === 'true', token };
        }
        const chain = this.readChain(depth + 1);
        const end = this.tokens[this.position - 1]!.end;
        const query: LocatorQuery = {
          source: subSlice(this.slice, token.start, end).text,
          form: chain.form,
          steps: chain.steps,
          ...(chain.description === undefined ? {} : { description: chain.description }),
        };
        return { kind: 'locator', query, token };
      }
      case 'punct':
        if (token.value === '{') return this.readObject(depth);
        return this.unexpected(token, 'expected a value');
      default:
        return this.unexpected(token, 'expected a value');
    }
  }

  private readObject(depth: number): Value {
    const open = this.take();
    const entries: ObjectEntry[] = [];
    while (!this.isPunct(this.peek(), '}')) {
      const keyToken = this.take();
      if (keyToken.kind !== 'identifier' && keyToken.kind !== 'string')
        this.unexpected(keyToken, 'expected an option name');
      this.expectPunct(':', '":"');
      entries.push({ key: keyToken.value, keyToken, value: this.readValue(depth) });
      if (this.isPunct(this.peek(), ',')) this.take();
      else if (!this.isPunct(this.peek(), '}')) this.unexpected(this.peek(), 'expected "," or "}"');
    }
    this.take();
    return { kind: 'object', entries, token: open };
  }

  private applyMethod(name: CodeToken & { kind: 'identifier' }, args: readonly Value[]): QueryStep[] {
    const method = name.value;
    const textKind = TEXT_METHODS[method];
    if (textKind !== undefined) {
      this.expectArgumentCount(args, 1, 2, name);
      const options = this.readOptions(args[1], ['exact'], method);
      const text = this.readTextMatch(args, name, method, options.get('exact'));
      return [textKind === 'text' ? { kind: 'text', text } : { kind: textKind, text }];
    }
    switch (method) {
      case 'getByRole':
        return [this.readRole(args, name)];
      case 'getByTestId': {
        this.expectArgumentCount(args, 1, 1, name);
        const value = this.readTextMatch(args, name, method, undefined, true);
        return [{ kind: 'test-id', attribute: this.context.testIdAttribute, value }];
      }
      case 'locator': {
        this.expectArgumentCount(args, 1, 2, name);
        const target = args[0]!;
        let steps: readonly QueryStep[];
        if (target.kind === 'locator') steps = target.query.steps;
        else if (target.kind === 'string') {
          const inner: SourceSlice = {
            source: this.slice.source,
            offset: this.slice.offset + target.token.start + 1,
            text: target.value,
          };
          steps = parsePlaywrightSelector(inner, { ...this.context, depth: this.context.depth + 1 }).steps;
        } else
          return failAt(this.slice, target.token.start, 'locator() expects a selector string or a locator');
        return [
          ...steps,
          ...this.readFilterOptions(args[1], method, ['hasText', 'hasNotText', 'has', 'hasNot', 'visible']),
        ];
      }
      case 'filter':
        this.expectArgumentCount(args, 0, 1, name);
        return this.readFilterOptions(args[0], method, FILTER_OPTIONS);
      case 'nth': {
        this.expectArgumentCount(args, 1, 1, name);
        const index = args[0]!;
        if (
          index.kind !== 'number' ||
          !Number.isInteger(index.value) ||
          index.value < -1 ||
          index.value > 999_999_999
        ) {
          return failAt(this.slice, index.token.start, 'nth() expects an integer >= -1');
        }
        return [{ kind: 'nth', index: index.value }];
      }
      case 'first':
      case 'last':
        this.expectArgumentCount(args, 0, 0, name);
        return [{ kind: 'nth', index: method === 'first' ? 0 : -1 }];
      case 'visible': {
        this.expectArgumentCount(args, 0, 1, name);
        const options = this.readOptions(args[0], ['visible'], method);
        const visible = options.get('visible');
        return [{ kind: 'filter', visible: visible === undefined ? true : this.readBoolean(visible) }];
      }
      default:
        return failAt(this.slice, name.start, `Unknown locator method "${method}"`);
    }
  }

  private readRole(args: readonly Value[], name: CodeToken): QueryStep {
    this.expectArgumentCount(args, 1, 2, name);
    const role = this.expectString(args, 0, name, 'getByRole');
    if (!/^[a-z][a-z-]*$/i.test(role.value))
      failAt(this.slice, role.token.start, `Invalid role "${role.value}"`);
    const options = this.readOptions(args[1], ROLE_OPTIONS, 'getByRole');
    const roleOptions: { -readonly [K in keyof RoleOptions]: RoleOptions[K] } = {};
    for (const key of ROLE_BOOLEAN_OPTIONS) {
      const value = options.get(key);
      if (value !== undefined) roleOptions[key] = this.readBoolean(value);
    }
    const level = options.get('level');
    if (level !== undefined) {
      if (level.kind !== 'number' || !Number.isInteger(level.value) || level.value < 1 || level.value > 999) {
        failAt(this.slice, level.token.start, 'level must be a positive integer');
      }
      roleOptions.level = level.value;
    }
    const nameValue = options.get('name');
    const roleName = role.value.toLowerCase();
    if (nameValue === undefined) {
      const exact = options.get('exact');
      if (exact !== undefined) this.readBoolean(exact);
      return { kind: 'role', role: roleName, options: roleOptions };
    }
    const text = this.readTextMatch([nameValue], name, 'name', options.get('exact'));
    return { kind: 'role', role: roleName, name: text, options: roleOptions };
  }

  private readFilterOptions(
    value: Value | undefined,
    method: string,
    allowed: readonly string[],
  ): QueryStep[] {
    const options = this.readOptions(value, allowed, method);
    const steps: QueryStep[] = [];
    for (const key of FILTER_OPTIONS) {
      const option = options.get(key);
      if (option === undefined) continue;
      if (key === 'hasText' || key === 'hasNotText') {
        const text = this.readTextMatch([option], option.token, key, undefined);
        steps.push(
          key === 'hasText' ? { kind: 'filter', hasText: text } : { kind: 'filter', hasNotText: text },
        );
      } else if (key === 'has' || key === 'hasNot') {
        if (option.kind !== 'locator') failAt(this.slice, option.token.start, `${key} expects a locator`);
        steps.push(
          key === 'has' ? { kind: 'filter', has: option.query } : { kind: 'filter', hasNot: option.query },
        );
      } else {
        steps.push({ kind: 'filter', visible: this.readBoolean(option) });
      }
    }
    return steps;
  }

  private readOptions(
    value: Value | undefined,
    allowed: readonly string[],
    method: string,
  ): Map<string, Value> {
    const options = new Map<string, Value>();
    if (value === undefined) return options;
    if (value.kind !== 'object')
      return failAt(this.slice, value.token.start, `${method}() expects an options object`);
    for (const entry of value.entries) {
      if (!allowed.includes(entry.key)) {
        const where = method === 'getByRole' ? 'role option' : `${method}() option`;
        failAt(
          this.slice,
          entry.keyToken.start,
          `Unknown ${where} "${entry.key}" (supported: ${allowed.join(', ')})`,
        );
      }
      options.set(entry.key, entry.value);
    }
    return options;
  }

  private readTextMatch(
    args: readonly Value[],
    at: CodeToken,
    what: string,
    exact: Value | undefined,
    exactByDefault = false,
  ): TextMatch {
    const value = args[0];
    if (value === undefined)
      return failAt(this.slice, at.start, `${what} expects a string or a regular expression`);
    const isExact = exact === undefined ? exactByDefault : this.readBoolean(exact);
    if (value.kind === 'regex') return { kind: 'regex', source: value.source, flags: value.flags };
    if (value.kind === 'string') return { kind: isExact ? 'exact' : 'substring', value: value.value };
    return failAt(this.slice, value.token.start, `${what} expects a string or a regular expression`);
  }

  private readBoolean(value: Value): boolean {
    if (value.kind !== 'boolean') return failAt(this.slice, value.token.start, 'Expected true or false');
    return value.value;
  }

  private expectString(args: readonly Value[], index: number, at: CodeToken, method: string) {
    const value = args[index];
    if (value?.kind !== 'string')
      return failAt(this.slice, value?.token.start ?? at.start, `${method}() expects a string`);
    return value;
  }

  private expectArgumentCount(args: readonly Value[], min: number, max: number, name: CodeToken): void {
    if (args.length < min || args.length > max) {
      const expected = min === max ? `${min}` : `${min} to ${max}`;
      failAt(
        this.slice,
        name.start,
        `${(name as { value: string }).value}() takes ${expected} argument(s), got ${args.length}`,
      );
    }
  }
}
