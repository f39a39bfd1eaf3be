/**
 * String quoting for rendered locators. Each function is the inverse of the matching parser:
 * quoteJavaScript ↔ tokenize-code.ts, quoteAttributeValue ↔ parse-attribute-selector.ts,
 * quoteCssString ↔ CSS strings (CSS Syntax Level 3 §4.3.5), JSON for Playwright's internal text bodies.
 */
import { escapeRegexSourceForSelector } from './parse-regex-literal.js';
import type { TextMatch } from './query.js';

/** A single-quoted JavaScript string literal, as Playwright's codegen writes them. */
export function quoteJavaScript(value: string): string {
  let result = "'";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === "'" || char === '\\') result += `\\${char}`;
    else if (char === '\n') result += '\\n';
    else if (char === '\r') result += '\\r';
    else if (char === '\t') result += '\\t';
    else if (
      code < 0x20 ||
      code === 0x7f ||
      code === 0x2028 ||
      code === 0x2029 ||
      (code >= 0xd800 && code <= 0xdfff)
    ) {
      result += `\\u${code.toString(16).padStart(4, '0')}`;
    } else result += char;
  }
  return `${result}'`;
}

/** `"…"` for Playwright's attribute-selector grammar: only `\` and `"` are escaped. */
export function quoteAttributeValue(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** A double-quoted CSS string: `\`, `"` and control characters escaped as CSS hex escapes. */
export function quoteCssString(value: string): string {
  let result = '"';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === '"' || char === '\\') result += `\\${char}`;
    else if (code < 0x20 || code === 0x7f) result += `\\${code.toString(16)} `;
    else result += char;
  }
  return `${result}"`;
}

/** CSS.escape() (CSSOM § 2.1 "serialize an identifier"): an id or class name for a selector. */
export function escapeCssIdentifier(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!;
    const code = value.charCodeAt(i);
    if (code === 0) out += '\uFFFD';
    else if ((code >= 0x1 && code <= 0x1f) || code === 0x7f) out += `\\${code.toString(16)} `;
    else if (i === 0 && code >= 0x30 && code <= 0x39) out += `\\${code.toString(16)} `;
    else if (i === 1 && code >= 0x30 && code <= 0x39 && value[0] === '-') out += `\\${code.toString(16)} `;
    else if (i === 0 && char === '-' && value.length === 1) out += `\\${char}`;
    else if (code >= 0x80 || char === '-' || char === '_' || /[0-9A-Za-z]/.test(char)) out += char;
    else out += `\\${char}`;
  }
  return out;
}

/** An XPath 1.0 string literal for any value (one with both quote kinds becomes a `concat()`). */
export function quoteXPathString(value: string): string {
  if (!value.includes("'")) return `'${value}'`;
  if (!value.includes('"')) return `"${value}"`;
  return `concat(${value
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
}

/** `/source/flags`. */
export function regexLiteral(match: { readonly source: string; readonly flags: string }): string {
  return `/${match.source}/${match.flags}`;
}

/** `/source/flags` inside a Playwright selector: quotes and `>>` escaped so splitting skips them. */
export function selectorRegexLiteral(match: { readonly source: string; readonly flags: string }): string {
  return `/${escapeRegexSourceForSelector(match.source, match.flags)}/${match.flags}`;
}

/** A TextMatch as Playwright writes it in `internal:text=`, `internal:label=`, `internal:has-text=` bodies. */
export function internalTextBody(match: TextMatch): string {
  if (match.kind === 'regex') return selectorRegexLiteral(match);
  return JSON.stringify(match.value) + (match.kind === 'exact' ? 's' : 'i');
}

/** A TextMatch as the value of an attribute-selector (`[name="Save"i]`). */
export function attributeBody(match: TextMatch): string {
  if (match.kind === 'regex') return selectorRegexLiteral(match);
  return quoteAttributeValue(match.value) + (match.kind === 'exact' ? 's' : 'i');
}
