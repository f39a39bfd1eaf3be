/**
 * Finds the page.act calls of a spec with the TypeScript parser, with what eject needs to know of
 * each: the test's title path, the call's cache key (`#n` by position, or its `id`), whether its
 * position is fixed, the statement to replace and the options it passes. Pure (takes the parser).
 *
 * Instructions: string literals, or top-level `const`s of one declared once in the file.
 * Reads: `test(...)`, `test.only/skip/fixme/fail(...)` and `test.describe[.only/.skip/.serial/…](...)`
 * with literal titles, `test.beforeEach` hooks, and any `const x = <…>.extend(…)` as another test
 * function. A call's position is fixed when it runs exactly once per test, in source order: not in a
 * loop, a branch, a catch block or a nested function (a `test.step` callback is inline). Everything
 * else is reported, never guessed.
 */
import type * as TS from 'typescript';
import type { TypeScript } from './load-typescript.js';

/** The `values` option of a call. */
export type ValuesSource =
  | { readonly kind: 'none' }
  /** `values: { user: 'bob', password }`: expression text per name. */
  | { readonly kind: 'literal'; readonly names: ReadonlyMap<string, string>; readonly spread: boolean }
  /** `values: creds`: members of this expression. */
  | { readonly kind: 'expression'; readonly text: string };

export interface ActCallSite {
  /** `describe › title`, as the act cache writes it. */
  readonly test: string;
  /** 1-based line of the call. */
  readonly line: number;
  /** The instruction literal, or undefined when it is not a literal. */
  readonly instruction: string | undefined;
  /** The cache key of the call (`#2`, or the id), undefined when it cannot be known statically. */
  readonly key: string | undefined;
  readonly keyKind: 'position' | 'id' | 'unknown';
  /** Runtime position (1-based) when fixed. */
  readonly position: number | undefined;
  /** The position-consuming call does not run exactly once in order (why). */
  readonly unfixed?: string;
  /** Text of the act receiver (`page`, `popup`, `this.page`). */
  readonly receiver: string;
  readonly values: ValuesSource;
  /** Text of the `within` expression, parenthesised when it is not a plain member/call chain. */
  readonly within?: string;
  /** Why this call cannot be replaced whatever the cache says. */
  readonly problem?: string;
  /**
   * The `await page.act(...);` statement: its text range, the indentation of its line, and whether
   * it is the lone body of an if/loop (then the replacement needs braces).
   */
  readonly statement?: {
    readonly start: number;
    readonly end: number;
    readonly indent: string;
    readonly embedded: boolean;
  };
  /** Where an `id` option goes when the call must keep its recorded key after earlier calls are ejected. */
  readonly idInsertion?: { readonly at: number; readonly text: (id: string) => string };
  /** In a beforeEach hook (shared by every test of its group): counted, never ejected. */
  readonly inHook: boolean;
}

export interface TestSite {
  /** `describe › title`, or undefined for a title eject cannot read. */
  readonly title: string | undefined;
  readonly line: number;
  /** Hook calls first (in the order they run), then the test's own, in source order. */
  readonly calls: readonly ActCallSite[];
}

const TEST_MODIFIERS = new Set(['only', 'skip', 'fixme', 'fail', 'slow']);
const DESCRIBE_MODIFIERS = new Set(['only', 'skip', 'fixme', 'serial', 'parallel']);
const PLACEHOLDER_NAME = /^[A-Za-z_][\w.-]*$/;

/**
 * Every test of the spec with its act calls.
 *
 * @example
 * const ts = await loadTypeScript();
 * findActCalls(ts, source, 'checkout.spec.ts')[0]?.calls[0]?.key; // '#1'
 */
export function findActCalls(ts: TypeScript, text: string, fileName: string): TestSite[] {
  const file = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const testNames = new Set(['test', 'it']);
  const collectNames = (node: TS.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isPropertyAccessExpression(node.initializer.expression) &&
      node.initializer.expression.name.text === 'extend'
    ) {
      testNames.add(node.name.text);
    }
    ts.forEachChild(node, collectNames);
  };
  collectNames(file);

  // `const INSTRUCTION = '…'` at the top level, declared once in the file: read as its literal.
  const declarations = new Map<string, number>();
  const countDeclarations = (node: TS.Node): void => {
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node)) && ts.isIdentifier(node.name)) {
      declarations.set(node.name.text, (declarations.get(node.name.text) ?? 0) + 1);
    }
    ts.forEachChild(node, countDeclarations);
  };
  countDeclarations(file);
  const constants = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
      continue;
    for (const declaration of statement.declarationList.declarations) {
      const initializer = declaration.initializer;
      if (
        ts.isIdentifier(declaration.name) &&
        declarations.get(declaration.name.text) === 1 &&
        initializer &&
        (ts.isStringLiteral(initializer) || ts.isNoSubstitutionTemplateLiteral(initializer))
      ) {
        constants.set(declaration.name.text, initializer.text);
      }
    }
  }

  const lineOf = (position: number): number => file.getLineAndCharacterOfPosition(position).line + 1;
  const indentAt = (position: number): string => {
    const lineStart = text.lastIndexOf('\n', position - 1) + 1;
    return /^[ \t]*/.exec(text.slice(lineStart, position))?.[0] ?? '';
  };

  /** `test.describe.serial` → ['test', 'describe', 'serial'] when its base is a test function. */
  const chainOf = (expression: TS.Expression): string[] | undefined => {
    const names: string[] = [];
    let current: TS.Expression = expression;
    while (ts.isPropertyAccessExpression(current)) {
      names.unshift(current.name.text);
      current = current.expression;
    }
    if (!ts.isIdentifier(current) || !testNames.has(current.text)) return undefined;
    return [current.text, ...names];
  };

  const literalText = (node: TS.Node | undefined): string | undefined =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

  const lastFunction = (call: TS.CallExpression): TS.FunctionLikeDeclaration | undefined => {
    const functions = call.arguments.filter(
      (argument): argument is TS.ArrowFunction | TS.FunctionExpression =>
        ts.isArrowFunction(argument) || ts.isFunctionExpression(argument),
    );
    return functions.at(-1);
  };

  type Kind = 'test' | 'describe' | 'hook' | 'step' | undefined;
  const classify = (call: TS.CallExpression): Kind => {
    const chain = chainOf(call.expression);
    if (!chain) return undefined;
    const [, first, ...rest] = chain;
    if (first === undefined) return lastFunction(call) ? 'test' : undefined;
    if (first === 'describe' && rest.every((name) => DESCRIBE_MODIFIERS.has(name))) return 'describe';
    if (first === 'beforeEach' && rest.length === 0) return 'hook';
    if (first === 'step' && rest.length === 0) return 'step';
    if (
      TEST_MODIFIERS.has(first) &&
      rest.length === 0 &&
      lastFunction(call) &&
      literalText(call.arguments[0]) !== undefined
    ) {
      return 'test';
    }
    return undefined;
  };

  const isSimpleChain = (node: TS.Expression): boolean => {
    let current: TS.Expression = node;
    for (;;) {
      if (
        ts.isIdentifier(current) ||
        current.kind === ts.SyntaxKind.ThisKeyword ||
        ts.isStringLiteral(current) ||
        ts.isNumericLiteral(current) ||
        ts.isNoSubstitutionTemplateLiteral(current) ||
        ts.isTemplateExpression(current)
      ) {
        return true;
      }
      if (
        ts.isPropertyAccessExpression(current) ||
        ts.isElementAccessExpression(current) ||
        ts.isNonNullExpression(current)
      ) {
        current = current.expression;
      } else if (ts.isCallExpression(current)) {
        current = current.expression;
      } else if (ts.isParenthesizedExpression(current)) {
        return true;
      } else {
        return false;
      }
    }
  };

  const containsAwait = (node: TS.Node): boolean => {
    let found = false;
    const visit = (child: TS.Node): void => {
      if (found) return;
      if (ts.isAwaitExpression(child)) found = true;
      else if (!ts.isFunctionLike(child)) ts.forEachChild(child, visit);
    };
    visit(node);
    return found;
  };

  /** Why the call may not run exactly once, in order, per test run; undefined when it does. */
  const unfixedReason = (call: TS.Node, body: TS.Node): string | undefined => {
    let child: TS.Node = call;
    for (let node = call.parent; node && node !== body; child = node, node = node.parent) {
      if (ts.isIterationStatement(node, false)) {
        if (ts.isForStatement(node) && child === node.initializer) continue;
        if ((ts.isForOfStatement(node) || ts.isForInStatement(node)) && child === node.expression) continue;
        return 'in a loop';
      }
      if (ts.isIfStatement(node) && child !== node.expression) return 'in a branch';
      if (ts.isConditionalExpression(node) && child !== node.condition) return 'in a branch';
      if (ts.isCaseClause(node) || ts.isDefaultClause(node)) return 'in a branch';
      if (ts.isCatchClause(node)) return 'in a catch block';
      if (
        ts.isBinaryExpression(node) &&
        child === node.right &&
        [
          ts.SyntaxKind.AmpersandAmpersandToken,
          ts.SyntaxKind.BarBarToken,
          ts.SyntaxKind.QuestionQuestionToken,
        ].includes(node.operatorToken.kind)
      ) {
        return 'in a branch';
      }
      if (ts.isFunctionLike(node)) {
        const owner = node.parent;
        if (
          owner &&
          ts.isCallExpression(owner) &&
          classify(owner) === 'step' &&
          owner.arguments.includes(node as TS.Expression)
        ) {
          continue;
        }
        return 'inside a nested function';
      }
    }
    return undefined;
  };

  const readOptions = (
    call: TS.CallExpression,
  ): Pick<ActCallSite, 'values' | 'within' | 'idInsertion'> & {
    id?: string;
    idUnknown?: string;
    problem?: string;
  } => {
    const options = call.arguments[1];
    const firstArgument = call.arguments[0];
    if (options === undefined) {
      return {
        values: { kind: 'none' },
        ...(firstArgument
          ? { idInsertion: { at: firstArgument.getEnd(), text: (id: string) => `, { id: ${quote(id)} }` } }
          : {}),
      };
    }
    if (!ts.isObjectLiteralExpression(options)) {
      return {
        values: { kind: 'none' },
        idUnknown: 'its options are not an object literal (eject cannot see its id)',
      };
    }
    let values: ValuesSource = { kind: 'none' };
    let within: string | undefined;
    let id: string | undefined;
    let idUnknown: string | undefined;
    let problem: string | undefined;
    for (const property of options.properties) {
      if (ts.isSpreadAssignment(property)) {
        idUnknown = 'its options spread another object (eject cannot see its id)';
        continue;
      }
      const name =
        property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
          ? property.name.text
          : undefined;
      if (ts.isShorthandPropertyAssignment(property)) {
        if (name === 'id') idUnknown = 'its id is not a string literal';
        if (name === 'values') values = { kind: 'expression', text: property.name.text };
        if (name === 'within') within = property.name.text;
        continue;
      }
      if (!ts.isPropertyAssignment(property)) continue;
      const initializer = property.initializer;
      if (name === 'id') {
        const literal = literalText(initializer);
        if (literal === undefined) idUnknown = 'its id is not a string literal';
        else id = literal;
      } else if (name === 'values') {
        if (ts.isObjectLiteralExpression(initializer)) {
          const names = new Map<string, string>();
          let spread = false;
          for (const member of initializer.properties) {
            if (ts.isShorthandPropertyAssignment(member)) names.set(member.name.text, member.name.text);
            else if (ts.isPropertyAssignment(member)) {
              const key =
                ts.isIdentifier(member.name) ||
                ts.isStringLiteral(member.name) ||
                ts.isNoSubstitutionTemplateLiteral(member.name)
                  ? member.name.text
                  : undefined;
              if (key === undefined) spread = true;
              else names.set(key, wrap(member.initializer));
            } else spread = true;
          }
          values = { kind: 'literal', names, spread };
        } else {
          values = { kind: 'expression', text: wrap(initializer) };
        }
      } else if (name === 'within') {
        if (containsAwait(initializer)) problem = 'its within expression awaits something';
        within = wrap(initializer);
      }
    }
    const open = options.getStart() + 1;
    const empty = options.properties.length === 0;
    return {
      values,
      ...(within !== undefined ? { within } : {}),
      ...(id !== undefined ? { id } : {}),
      ...(idUnknown !== undefined ? { idUnknown } : {}),
      ...(problem !== undefined ? { problem } : {}),
      idInsertion: {
        at: open,
        text: (value: string) => (empty ? ` id: ${quote(value)} ` : ` id: ${quote(value)},`),
      },
    };
  };

  const wrap = (node: TS.Expression): string => {
    const source = node.getText(file);
    return isSimpleChain(node) ? source : `(${source})`;
  };

  /** The act calls of one test or hook body, in source order. */
  const actCallsIn = (body: TS.Node): TS.CallExpression[] => {
    const calls: TS.CallExpression[] = [];
    const visit = (node: TS.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'act' &&
        node.arguments.length >= 1 &&
        node.arguments.length <= 2 &&
        !chainOf(node.expression)
      ) {
        calls.push(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(body);
    return calls;
  };

  interface Counter {
    position: number;
    unknownFrom?: string;
  }

  const siteOf = (
    call: TS.CallExpression,
    body: TS.Node,
    test: string,
    counter: Counter,
    inHook: boolean,
  ): ActCallSite => {
    const unfixed = unfixedReason(call, body);
    const options = readOptions(call);
    let position: number | undefined;
    if (counter.unknownFrom === undefined && unfixed === undefined) {
      counter.position += 1;
      position = counter.position;
    }
    const positionUnknown = counter.unknownFrom;
    if (unfixed !== undefined && counter.unknownFrom === undefined) {
      counter.unknownFrom = `a call ${unfixed} (line ${lineOf(call.getStart())}) runs before it`;
    }
    const argument = call.arguments[0];
    const instruction =
      literalText(argument) ??
      (argument && ts.isIdentifier(argument) ? constants.get(argument.text) : undefined);
    let key: string | undefined;
    let keyKind: ActCallSite['keyKind'] = 'unknown';
    let problem = options.problem;
    if (options.id !== undefined) {
      key = options.id;
      keyKind = 'id';
    } else if (options.idUnknown !== undefined) {
      problem ??= options.idUnknown;
    } else if (position !== undefined) {
      key = `#${position}`;
      keyKind = 'position';
    } else {
      problem ??= `its position in the test is not fixed (${unfixed ?? positionUnknown}); give it an id`;
    }
    if (instruction === undefined)
      problem ??= 'its instruction is not a string literal (or a top-level const of one)';
    const parent = call.parent;
    const statement =
      parent && ts.isAwaitExpression(parent) && parent.parent && ts.isExpressionStatement(parent.parent)
        ? parent.parent
        : undefined;
    if (!statement) {
      problem ??=
        parent && ts.isAwaitExpression(parent)
          ? 'its result is used'
          : 'it is not awaited as a statement of its own';
    }
    if (inHook) problem = 'in a beforeEach hook (shared by every test of its group)';
    const receiver = (call.expression as TS.PropertyAccessExpression).expression;
    return {
      test,
      line: lineOf(call.getStart()),
      instruction,
      key,
      keyKind,
      position,
      ...(unfixed !== undefined ? { unfixed } : {}),
      receiver: wrap(receiver),
      values: options.values,
      ...(options.within !== undefined ? { within: options.within } : {}),
      ...(problem !== undefined ? { problem } : {}),
      ...(statement
        ? {
            statement: {
              start: statement.getStart(),
              end: statement.getEnd(),
              indent: indentAt(statement.getStart()),
              embedded: !(
                ts.isBlock(statement.parent) ||
                ts.isSourceFile(statement.parent) ||
                ts.isModuleBlock(statement.parent) ||
                ts.isCaseClause(statement.parent) ||
                ts.isDefaultClause(statement.parent)
              ),
            },
          }
        : {}),
      ...(options.idInsertion ? { idInsertion: options.idInsertion } : {}),
      inHook,
    };
  };

  const tests: TestSite[] = [];
  type Hook = { readonly body: TS.Node };

  const visitScope = (
    scope: TS.Node,
    titles: readonly string[] | undefined,
    inherited: readonly Hook[],
  ): void => {
    const hooks: Hook[] = [...inherited];
    const found: { call: TS.CallExpression; kind: 'test' | 'describe' }[] = [];
    const collect = (node: TS.Node): void => {
      if (ts.isCallExpression(node)) {
        const kind = classify(node);
        if (kind === 'hook') {
          const body = lastFunction(node);
          if (body?.body) hooks.push({ body: body.body });
          return;
        }
        if (kind === 'test' || kind === 'describe') {
          found.push({ call: node, kind });
          return;
        }
      }
      ts.forEachChild(node, collect);
    };
    ts.forEachChild(scope, collect);
    for (const { call, kind } of found) {
      const title = literalText(call.arguments[0]);
      const body = lastFunction(call)?.body;
      if (kind === 'describe') {
        const anonymous =
          call.arguments[0] !== undefined &&
          (ts.isArrowFunction(call.arguments[0]) || ts.isFunctionExpression(call.arguments[0]));
        const next =
          titles === undefined || (title === undefined && !anonymous)
            ? undefined
            : title === undefined
              ? titles
              : [...titles, title];
        if (body) visitScope(body, next, hooks);
        continue;
      }
      if (!body) continue;
      const full = titles === undefined || title === undefined ? undefined : [...titles, title].join(' › ');
      const counter: Counter = { position: 0 };
      const calls: ActCallSite[] = [];
      for (const hook of hooks) {
        for (const hookCall of actCallsIn(hook.body))
          calls.push(siteOf(hookCall, hook.body, full ?? '', counter, true));
      }
      for (const actCall of actCallsIn(body)) calls.push(siteOf(actCall, body, full ?? '', counter, false));
      tests.push({ title: full, line: lineOf(call.getStart()), calls });
    }
  };
  visitScope(file, [], []);
  return tests;
}

/** A single-quoted JavaScript string literal. */
export function quote(text: string): string {
  return `'${text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}

/** True for a name `{{name}}` can use. */
export function isPlaceholderName(name: string): boolean {
  return PLACEHOLDER_NAME.test(name);
}
