/**
 * The request-keyed cache key: what the caller asked for (its locators, description, platform and
 * framework), never the page, so a heal is found again on the next run and re-validated against
 * whatever page is in hand. A pure 53-bit string hash (cyrb53) of canonical JSON: no crypto, no I/O.
 */
import type { NormalizedRequest } from './validate-request.js';

/** Version prefix: bump when the answer format or key material changes. */
const KEY_VERSION = 'heal-v1';

function cyrb53(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * The cache key of a request.
 *
 * @example
 * healCacheKey(request) // 'heal-v1:0a1b2c3d4e5f67'
 */
export function healCacheKey(request: NormalizedRequest, platform: string, framework: string): string {
  const material = JSON.stringify({
    locators: request.existing_locators.map((locator) => [locator.type ?? '', locator.value]),
    description: request.description.replace(/\s+/g, ' ').trim().toLowerCase(),
    platform,
    framework,
  });
  return `${KEY_VERSION}:${cyrb53(material)}`;
}
