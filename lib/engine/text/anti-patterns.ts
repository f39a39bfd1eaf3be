/**
 * Identifiers that look stable but are not: ids generated per render or per build, class names
 * hashed by CSS-in-JS / CSS modules, utility and state classes. The ladder rejects them at
 * every rung; the shortlist gives a surviving locator built on them little credit. Pure;
 * the native engines reuse them for resource-ids and accessibility ids.
 */

/**
 * Verdicts of recent values: the same ids and classes are asked about for every profiled element
 * and every ladder rung, and each verdict runs dozens of regexes. Deterministic: a cache only,
 * bounded (cleared when full).
 */
const MAX_MEMO = 20_000;
/** Longer values are judged without the memo, so it stays small. */
const MAX_MEMO_VALUE_LENGTH = 200;
const GENERATED_ID_MEMO = new Map<string, UnstableIdKind | undefined>();
const UNSTABLE_CLASS_MEMO = new Map<string, UnstableClassKind | undefined>();

function memoized<T>(memo: Map<string, T>, value: string, compute: (value: string) => T): T {
  if (value.length > MAX_MEMO_VALUE_LENGTH) return compute(value);
  if (memo.has(value)) return memo.get(value) as T;
  const result = compute(value);
  if (memo.size >= MAX_MEMO) memo.clear();
  memo.set(value, result);
  return result;
}

export type UnstableIdKind =
  | 'react-use-id'
  | 'framework-counter'
  | 'uuid'
  | 'hex-run'
  | 'number-run'
  | 'random'
  | 'empty';

const FRAMEWORK_COUNTERS: readonly RegExp[] = [
  /^ember\d+$/i,
  /^ext-(?:gen|comp|element)-?\d+/i, // Sencha Ext JS
  /^j_id(?:t)?\d+/i, // JSF
  /(?:^|[:_-])j_idt\d+/i,
  /^gwt-(?:uid|debug)-\d+/i,
  /^yui_[\d_]+/i,
  /__BVID__\d+/i, // bootstrap-vue
  /^ng-tns-/i,
  /^(?:mat|cdk|mdc|mat-mdc)-[a-z-]+-\d+$/i, // Angular Material / CDK
  /^(?:headlessui|radix|react-aria|reach|mui|chakra|rc-[a-z]+|downshift|react-select|mantine|aria|floating-ui|tippy|popover|tooltip|menu|listbox|tabs?|accordion|dialog|combobox|rfs|vs|v|el|ant|ivu|p)-[\w-]*\d+[\w-]*$/i,
  /^(?:input|field|checkbox|radio|label|button|btn|control|item|el|element|node|comp|component|widget|uid|id|auto|gen|tmp|temp|x)[-_]?\d+$/i,
  /^[a-z]{1,4}\d{2,}$/i, // "w123", "id4567"
  /^(?:react|vue|svelte|solid|lit|polymer)[-_][\w-]*\d/i,
];

const UUID = /[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/i;

/**
 * Why an id (or any identifier value) is generated, or undefined when it looks authored.
 *
 * @example
 * detectGeneratedId(':r3:') // 'react-use-id'
 * detectGeneratedId('ember1043') // 'framework-counter'
 * detectGeneratedId('checkout-button') // undefined
 */
export function detectGeneratedId(value: string): UnstableIdKind | undefined {
  return memoized(GENERATED_ID_MEMO, value, detectGeneratedIdUncached);
}

function detectGeneratedIdUncached(value: string): UnstableIdKind | undefined {
  const id = value.trim();
  if (id === '') return 'empty';
  if (/:[rR][\da-zA-Z]*:|^:[\w-]+:$|«r[\da-z]+»/.test(id)) return 'react-use-id';
  if (UUID.test(id)) return 'uuid';
  for (const pattern of FRAMEWORK_COUNTERS) if (pattern.test(id)) return 'framework-counter';
  if (/(?:^|[^0-9a-f])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}(?:$|[^0-9a-f])/i.test(id))
    return 'hex-run';
  if (/\d{4,}/.test(id)) return 'number-run';
  // A short hash as the last part of a worded id ("btn-atc-7f3a"): hex, digits and letters mixed.
  if (/[a-z][-_](?=[0-9a-f]*\d[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{4,7}$/i.test(id)) return 'hex-run';
  if (looksRandom(id)) return 'random';
  return undefined;
}

/** True when the identifier is generated (see detectGeneratedId). */
export function isGeneratedId(value: string): boolean {
  return detectGeneratedId(value) !== undefined;
}

/**
 * A segment that reads like a hash rather than words: several letter/digit switches, or
 * lowercase/uppercase switches in the middle of a word ("x7Fq9LpZ", "kSdflE").
 */
function looksRandom(id: string): boolean {
  for (const segment of id.split(/[-_.:\s/]+/)) {
    if (segment.length < 5) continue;
    let digitSwitches = 0;
    let caseSwitches = 0;
    for (let i = 1; i < segment.length; i++) {
      const previous = segment[i - 1]!;
      const current = segment[i]!;
      if (/\d/.test(previous) !== /\d/.test(current)) digitSwitches++;
      const previousUpper = /[A-Z]/.test(previous);
      const currentUpper = /[A-Z]/.test(current);
      // camelCase has upper after lower only at word starts; hashes go lower→upper→lower often.
      if (/[a-zA-Z]/.test(previous) && /[a-zA-Z]/.test(current) && previousUpper !== currentUpper)
        caseSwitches++;
    }
    if (digitSwitches >= 3) return true;
    if (caseSwitches >= 4 && !/^[A-Z]?[a-z]+(?:[A-Z][a-z]+)+$/.test(segment)) return true;
    if (caseSwitches >= 2 && /[A-Z]{2}[a-z]|[a-z][A-Z][a-z][A-Z]/.test(segment) && segment.length <= 8)
      return true;
    // styled-components' second class ("kSdflE", "bdVaJa"): short, letters only, odd capitals.
    if (/^[a-zA-Z]{5,8}$/.test(segment) && (segment.match(/[A-Z]/g)?.length ?? 0) >= 2) {
      if (/^[a-z][A-Z]/.test(segment) || /[a-z][A-Z]$/.test(segment)) return true;
    }
  }
  return false;
}

export type UnstableClassKind = 'hashed' | 'utility' | 'state';

const HASHED_CLASSES: readonly RegExp[] = [
  /^css-[a-z0-9]{4,}(?:-[\w]+)?$/i, // emotion: css-1x2y3z, css-1x2y3z-Button
  /^css-(?=[a-z]*\d)[a-z0-9]{2,3}$/i, // emotion's shortest: css-w1
  /^sc-[a-zA-Z0-9]+/, // styled-components
  /^jsx-\d+$/, // styled-jsx
  /^svelte-[a-z0-9]{5,}$/i,
  /^(?:e|s)[a-z0-9]{5,8}\d[a-z0-9]*$/, // emotion/linaria short hashes e1x2y3z4
  /^[A-Za-z][\w]*_[\w]+__[\w-]{5}$/, // CSS modules: Button_root__aB3dE
  /^[A-Za-z][\w]*_[\w]+__(?=[\w-]*[\dA-Z])[\w-]{3,8}$/, // …with a shorter or longer hash: Product_card__3xQ
  /^[A-Za-z][\w-]*__[\w-]*___[\w-]{5}$/, // CSS modules (webpack default)
  /^_[a-zA-Z0-9_-]{5,8}$/, // CSS modules short: _3xk2a
  /^(?:Mui|Joy)[A-Za-z]+-[a-z]+\w*-\d+$/, // MUI JSS counters: MuiButton-root-12
  /^makeStyles-[\w-]+-\d+$/,
  /^tw-[a-z0-9]{6,}$/,
  /^[a-z]{1,3}-(?=[a-zA-Z]*\d)[a-zA-Z0-9]{6,}$/, // x-1a2b3c prefixes
  /^ng-(?:c|tns|star)-?\w*\d/, // Angular view encapsulation
  /^_ngcontent-/,
  /^astro-[a-z0-9]{8}$/i,
  /^data-v-[a-f0-9]{8}$/i,
];

const UTILITY_CLASSES: readonly RegExp[] = [
  /^-?(?:m|p)[trblxyse]?-(?:\d|auto|px|\[)/, // spacing (Tailwind, Bootstrap)
  /^(?:flex|grid|block|inline|inline-block|inline-flex|hidden|contents|relative|absolute|fixed|sticky|static|visible|invisible|container|row|clearfix|truncate|sr-only|visually-hidden|pull-left|pull-right|float-left|float-right|shadow|rounded|border|underline|italic|uppercase|lowercase|capitalize|grow|shrink|wrap|nowrap|clear|fade|show|in|collapse|collapsed)$/,
  /^(?:col|offset|order|d|g|gap|gx|gy|w|h|min-w|min-h|max-w|max-h|size|text|font|leading|tracking|bg|from|to|via|border|rounded|shadow|opacity|z|top|bottom|left|right|inset|justify|items|self|place|align|flex|grid|space|divide|ring|outline|cursor|overflow|transition|duration|ease|delay|animate|transform|scale|rotate|translate|origin|fill|stroke|object|aspect|columns|float|position|display|fw|fs|lh|ms|me|ps|pe|basis|order|lg|md|sm|xl|xxl|xs|dark|hover|focus|active|disabled|odd|even|placeholder|decoration|table|overscroll|scroll|snap|touch|select|resize|appearance|pointer-events|will-change|line-clamp|ratio|vstack|hstack|fa|fas|far|fab|bi|glyphicon|mdi|material-icons|la|ion|ti|feather|v-application|u)-/,
  /^[a-z]{1,4}:[\w-]/, // responsive/state prefixes: md:flex, hover:bg-…
  /\[.*\]/, // arbitrary values w-[13px]
  /^(?:w|h)-\d/,
  /^(?:sm|md|lg|xl|xs)$/,
];

const STATE_CLASSES: readonly RegExp[] = [
  /^(?:is|has|was|should)-[\w-]+$/,
  /^(?:active|selected|disabled|enabled|checked|focused|focus|hover|hovered|open|opened|closed|expanded|collapsed|current|loading|loaded|visible|hidden|invalid|valid|error|success|warning|dirty|pristine|touched|untouched|empty|filled|highlighted|pressed|on|off|odd|even|first|last|new|read|unread|done|completed|pending|editing)$/,
  // A place in a list, which the next item added or removed shifts (`li.second` is the next fruit).
  /^(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/,
  /^(?:first|second|third|last|nth)-(?:child|item|of-type)$/,
  /^ng-(?:valid|invalid|dirty|pristine|touched|untouched|pending|scope|binding|isolate-scope|star-inserted|animating|hide|enter|leave)/,
  /--(?:active|selected|disabled|checked|focused|open|expanded|current|loading|hover|error|invalid|valid)$/,
];

/**
 * Why a class name is not a stable semantic hook, or undefined when it names what the element is.
 *
 * @example
 * detectUnstableClass('css-1x2y3z') // 'hashed'
 * detectUnstableClass('Button_root__aB3dE') // 'hashed'
 * detectUnstableClass('mt-2') // 'utility'
 * detectUnstableClass('product-title') // undefined
 */
export function detectUnstableClass(name: string): UnstableClassKind | undefined {
  return memoized(UNSTABLE_CLASS_MEMO, name, detectUnstableClassUncached);
}

function detectUnstableClassUncached(name: string): UnstableClassKind | undefined {
  for (const pattern of HASHED_CLASSES) if (pattern.test(name)) return 'hashed';
  if (isGeneratedId(name)) return 'hashed';
  for (const pattern of STATE_CLASSES) if (pattern.test(name)) return 'state';
  for (const pattern of UTILITY_CLASSES) if (pattern.test(name)) return 'utility';
  return undefined;
}

/** True for a build-hashed class (css-1x2y3z, Button_root__aB3dE, sc-…, jsx-123). */
export function isHashedClass(name: string): boolean {
  return detectUnstableClass(name) === 'hashed';
}

/** True for a class that names what the element is (not hashed, not a utility, not a state). */
export function isSemanticClass(name: string): boolean {
  return name.length >= 2 && detectUnstableClass(name) === undefined;
}

/** A CSS-modules class: the component and local name its build hashed (`Product_card__3xQ`). */
const CSS_MODULE_CLASS = /^([A-Za-z][\w]*_[\w]+)__[\w-]{3,8}$|^([A-Za-z][\w-]*__[\w-]*)___[\w-]{5}$/;

/**
 * The words a class says of its element: a semantic class whole; a CSS-modules class its
 * component and local name without the build's hash (`Product_card__3xQ` → `Product_card`), which
 * a person wrote even though the class itself changes with every build; else nothing.
 *
 * @example
 * classWords('Product_card__3xQ') // 'Product_card'
 * classWords('css-1x2y3z') // undefined
 */
export function classWords(name: string): string | undefined {
  if (isSemanticClass(name)) return name;
  const module = CSS_MODULE_CLASS.exec(name);
  return module ? (module[1] ?? module[2]) : undefined;
}
