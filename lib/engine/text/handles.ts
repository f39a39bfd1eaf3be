/**
 * Handles and hashtags a description names ("@devindra link", "#HangarBolivia button"): written
 * exactly on the element, never reworded, so an element that does not show one is not it.
 */

/** An @handle: not an e-mail address (a word character before it) or a lone "@". */
const HANDLE = /(?<![\p{L}\p{N}_])@([\p{L}\p{N}_]{2,})/gu;
/** An @handle or a #hashtag that starts with a letter ("#1" is a number, not a tag). */
const HANDLE_OR_TAG = /(?<![\p{L}\p{N}_])([@#])(\p{L}[\p{L}\p{N}_]+)/gu;

/**
 * The handles a description names, lowercase, without their "@"; with `tags`, hashtags too,
 * each with its sigil.
 *
 * @example
 * handlesIn('@devindra link') // ['devindra']
 * handlesIn('#HangarBolivia button', { tags: true }) // ['#hangarbolivia']
 */
export function handlesIn(description: string, options: { tags?: boolean } = {}): string[] {
  if (options.tags)
    return [...description.matchAll(HANDLE_OR_TAG)].map((match) => `${match[1]}${match[2]!.toLowerCase()}`);
  return [...description.matchAll(HANDLE)].map((match) => match[1]!.toLowerCase());
}
