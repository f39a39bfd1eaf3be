/**
 * The locator facade's adapter for the `xpath` package, used only to compile-check expressions
 * (evaluation lives in the engine's own adapter). `parse` is exported by the package but missing
 * from its type declarations.
 */
import * as xpathModule from 'xpath';

const compile = (xpathModule as unknown as { parse(expression: string): unknown }).parse;

/** Returns undefined when `expression` compiles as XPath 1.0, else the package's message. */
export function xpathSyntaxError(expression: string): string | undefined {
  try {
    compile(expression);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
