/**
 * Handles and hashtags a description names ("@devindra link", "#HangarBolivia button"): written
 * exactly on the element, never reworded, so an element that does not show one is not it.
 */

/**
 * An @handle or a #hashtag: a sigil no word character comes before (not an e-mail address), then
 * a letter ("#1" is a number, "@2x" an image size) and at least one more word character.
 */
const HANDLE = /(?<![\p{L}\p{N}_])([@#])(\p{L}[\p{L}\p{N}_]+)/gu;

/**
 * The handles and hashtags a description names, lowercase, each with its sigil.
 *
 * @example
 * handlesIn('@devindra link') // ['@devindra']
 * handlesIn('#HangarBolivia button, not mail@example.com') // ['#hangarbolivia']
 */
export function handlesIn(description: string): string[] {
  return [...writtenHandlesIn(description).keys()];
}

/**
 * The handles and hashtags a description names as it writes them, keyed by their lowercase form.
 *
 * @example
 * writtenHandlesIn('@AndrianBdn link').get('@andrianbdn') // '@AndrianBdn'
 */
export function writtenHandlesIn(description: string): ReadonlyMap<string, string> {
  return new Map(
    [...description.matchAll(HANDLE)].map((match) => [`${match[1]}${match[2]!.toLowerCase()}`, match[0]]),
  );
}
