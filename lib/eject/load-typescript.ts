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
    .then((module) => ((module as { default?: TypeScript }).default ?? module) as TypeScript)
    .catch((error: unknown) => {
      loaded = undefined;
      throw new HealwrightError(
        'BAD_REQUEST',
        'healwright eject parses specs with the TypeScript compiler, which is not installed here: npm install --save-dev typescript',
        { cause: error },
      );
    });
  return loaded;
}
