/**
 * The TypeScript compiler, loaded only when eject runs: it is a devDependency of healwright and
 * (nearly always) of the project whose specs are ejected, not a runtime dependency of the fixtures.
 * The only import of `typescript` in the library.
 */
import { HealwrightError } from '../errors.js';

export type TypeScript = typeof import('typescript');

let loaded: Promise<TypeScript> | undefined;

/**
 * The `typescript` module, or a 400 HealwrightError that says how to install it.
 *
 * @example
 * const ts = await loadTypeScript();
 * const file = ts.createSourceFile('a.spec.ts', text, ts.ScriptTarget.Latest, true);
 */
export function loadTypeScript(): Promise<TypeScript> {
  loaded ??= import('typescript')
    .then((module) => {
      try {
        return compilerApiOf(module);
      } catch (error) {
        loaded = undefined;
        throw error;
      }
    })
    .catch((error: unknown) => {
      if (error instanceof HealwrightError) throw error;
      loaded = undefined;
      throw new HealwrightError(
        'BAD_REQUEST',
        'healwright eject parses specs with the TypeScript compiler, which is not installed here: npm install --save-dev typescript@5',
        { cause: error },
      );
    });
  return loaded;
}

/**
 * The compiler API of a loaded `typescript` module, or a 400 HealwrightError when it has none:
 * TypeScript 7 (the native compiler) exports only its version from the package's main entry.
 *
 * @example
 * compilerApiOf({ version: '7.0.2' }) // throws: "… typescript 7.0.2 installed here does not export …"
 */
export function compilerApiOf(module: unknown): TypeScript {
  const ts = ((module as { default?: TypeScript }).default ?? module) as Partial<TypeScript>;
  if (typeof ts.createSourceFile !== 'function' || ts.ScriptTarget === undefined) {
    throw new HealwrightError(
      'BAD_REQUEST',
      `healwright eject parses specs with the TypeScript 5 compiler API, which typescript ${ts.version ?? '(unknown version)'} installed here does not export: npm install --save-dev typescript@5`,
    );
  }
  return ts as TypeScript;
}
