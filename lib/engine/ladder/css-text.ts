/**
 * Building blocks for CSS and XPath text inside generated queries: identifier escaping per
 * CSSOM § 2.1 "serialize an identifier", CSS strings, and XPath string literals (XPath 1.0 has no
 * escape, so a value with both quote kinds becomes concat()).
 */

/** CSS.escape(): serialises an identifier (ids, class names) for a selector. */
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

/** A double-quoted CSS string. */
export function cssString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\a ')}"`;
}

/** An attribute selector part: `[name="value"]`. */
export function cssAttribute(name: string, value: string): string {
  return `[${escapeCssIdentifier(name)}=${cssString(value)}]`;
}

/** An XPath 1.0 string literal for any value. */
export function xpathString(value: string): string {
  if (!value.includes("'")) return `'${value}'`;
  if (!value.includes('"')) return `"${value}"`;
  return `concat(${value
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
}
