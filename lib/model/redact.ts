/**
 * Keeps secrets out of prompts. Every string a caller marks secret (API keys, placeholder values,
 * passwords) is replaced before a message leaves the machine. Pure.
 */

export const REDACTED = '[REDACTED]';

/** Shorter secrets are redacted only as whole words: a bare "a" would shred every prompt. */
const MIN_SUBSTRING_SECRET_LENGTH = 3;

/** Shapes of credentials that must never reach a model even when nobody declared them. */
const CREDENTIAL_PATTERNS: readonly RegExp[] = [
  /\bsk-[A-Za-z0-9_-]{16,}/g, // OpenAI / Anthropic / OpenRouter style keys
  /\bgh[pousr]_[A-Za-z0-9]{30,}/g, // GitHub tokens
  /\bAKIA[0-9A-Z]{16}\b/g, // AWS access key ids
  /\bAIza[0-9A-Za-z_-]{35}\b/g, // Google API keys
  /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g, // JWTs
];

/**
 * Replaces every occurrence of each secret (longest first, so overlapping secrets redact fully)
 * and anything shaped like a credential with `[REDACTED]`.
 *
 * @example
 * redact('login as bob with hunter22', ['hunter22']) // 'login as bob with [REDACTED]'
 */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  const ordered = [...new Set(secrets)]
    .filter((secret) => secret.length > 0)
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  for (const secret of ordered) {
    if (secret.length >= MIN_SUBSTRING_SECRET_LENGTH) {
      result = result.split(secret).join(REDACTED);
    } else {
      const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      result = result.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu'), REDACTED);
    }
  }
  for (const pattern of CREDENTIAL_PATTERNS) result = result.replace(pattern, REDACTED);
  return result;
}
