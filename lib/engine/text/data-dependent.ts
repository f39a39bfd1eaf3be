/**
 * Data-dependent text: words that change with the data, not with the UI (prices, dates, times,
 * counts, order numbers, percentages). A locator built on them breaks on the next data load, so
 * the ladder never emits one. Pure; shared by the web and native engines.
 */

export type DataDependentKind =
  | 'price'
  | 'date'
  | 'time'
  | 'count'
  | 'order-number'
  | 'percentage'
  | 'number';

const CURRENCY = String.raw`[$€£¥₹₽₩₪฿₫]|\b(?:USD|EUR|GBP|JPY|INR|CHF|CAD|AUD|SEK|NOK|DKK|PLN|BRL|RUB|CNY|kr|zł|Rs\.?)\b`;
const AMOUNT = String.raw`\d{1,3}(?:[,.\s\u00a0]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const WEEKDAYS =
  'mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?';
const COUNT_NOUNS =
  'items?|results?|products?|comments?|replies|reply|likes?|views?|votes?|points?|followers?|messages?|notifications?|reviews?|stars?|days?|hours?|minutes?|mins?|seconds?|secs?|weeks?|months?|years?|ago|left|remaining|in stock|selected|new|unread|rows?|pages?|files?|users?|members?|orders?|tickets?|issues?|tasks?|stories|story|posts?|articles?|photos?|videos?|answers?|questions?|subscribers?|shares?|downloads?|entries|people|friends?|watchers?|forks?|episodes?|chapters?|jobs?|listings?|matches|hits|visitors?|visits?|sessions?|clicks?|impressions?|registrations?|signups?|sign-ups?|customers?|clients?|sales|bookings?|subscriptions?|installs?|pageviews?|page views?';

/** A figure a count is written with ("24", "1,204", "1.2k"). */
const FIGURE = String.raw`\d[\d,.]*\s*(?:k|m)?`;

/** A number alone, maybe in parentheses or with k / m ("24", "(3)", "1.2k"): a badge's count. */
const BARE_COUNT = /^\s*\(?\d[\d,.]*[km]?\)?\s*$/i;

const PATTERNS: readonly (readonly [DataDependentKind, RegExp])[] = [
  ['price', new RegExp(String.raw`(?:${CURRENCY})\s?(?:${AMOUNT})|(?:${AMOUNT})\s?(?:${CURRENCY})`, 'i')],
  ['date', /\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b|\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\b/],
  [
    'date',
    new RegExp(
      String.raw`\b(?:${MONTHS})\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:${MONTHS})\b`,
      'i',
    ),
  ],
  ['date', new RegExp(String.raw`\b(?:${WEEKDAYS}),?\s+\d{1,2}\b|\b(?:today|yesterday|tomorrow)\b`, 'i')],
  ['time', /\b\d{1,2}:\d{2}(?::\d{2})?\s?(?:[ap]\.?m\.?)?\b|\b\d{1,2}\s?[ap]\.?m\.?(?![a-z])/i],
  ['percentage', /\d+(?:[.,]\d+)?\s?%/],
  [
    'order-number',
    /#\s?\d{3,}|\b(?:order|invoice|ticket|ref(?:erence)?|case|id|no\.?|number)\s*[:#]?\s*[A-Z]{0,4}-?\d{4,}\b/i,
  ],
  ['count', new RegExp(String.raw`\b${FIGURE}\s+(?:${COUNT_NOUNS})\b`, 'i')],
  // A dashboard tile's figure before its words ("65 Unique Visitors", "12 Active sessions").
  ['count', new RegExp(String.raw`^\s*${FIGURE}\s+\p{L}+\s+(?:${COUNT_NOUNS})\b`, 'iu')],
  ['count', BARE_COUNT],
  ['count', /\(\s*\d[\d,.]*\s*\)/],
  ['number', /\d{4,}|\d+[.,]\d+/],
];

/**
 * The kind of data-dependent content in `text`, or undefined when the text is stable UI copy.
 * Step numbers and small ordinals in labels ("Step 2", "Top 10") are UI copy and pass.
 *
 * @example
 * detectDataDependentText('$19.99') // 'price'
 * detectDataDependentText('Add to cart') // undefined
 */
export function detectDataDependentText(text: string): DataDependentKind | undefined {
  if (!/\d/.test(text) && !/\b(?:today|yesterday|tomorrow)\b/i.test(text)) return undefined;
  for (const [kind, pattern] of PATTERNS) if (pattern.test(text)) return kind;
  return undefined;
}

/** True when `text` changes with the data (see detectDataDependentText). */
export function isDataDependentText(text: string): boolean {
  return detectDataDependentText(text) !== undefined;
}

/** PATTERNS, each matching every occurrence (for taking the data out of a text). */
const ALL_PATTERNS: readonly RegExp[] = PATTERNS.map(
  ([, pattern]) => new RegExp(pattern.source, `${pattern.flags}g`),
);

/**
 * True when `text` is data and nothing else: once every price, date, time, count and number is
 * taken out, no word is left ("Feb 22, 2022", "$12.40", "3 comments"; not "Release notes, Feb 22").
 * With `kind`, only data of that kind first ("Feb 22, 2022" is a date).
 *
 * @example
 * isOnlyData('Feb 22, 2022', 'date') // true
 * isOnlyData('Posted Feb 22') // false
 */
export function isOnlyData(text: string, kind?: DataDependentKind): boolean {
  const found = detectDataDependentText(text);
  if (found === undefined || (kind !== undefined && found !== kind)) return false;
  let rest = text;
  for (const pattern of ALL_PATTERNS) rest = rest.replace(pattern, ' ');
  return !/\p{L}/u.test(rest.replace(/\d/g, ''));
}

/** True when `text` is a number alone (a badge's count: "24", "(3)", "1.2k"). */
const COUNT_NOUN = new RegExp(`^(?:${COUNT_NOUNS})$`, 'i');

/** True for a word that names things counted ("comments", "items", "likes"): what a counter counts. */
export function isCountNoun(word: string): boolean {
  return COUNT_NOUN.test(word);
}

export function isBareCount(text: string): boolean {
  return BARE_COUNT.test(text);
}
