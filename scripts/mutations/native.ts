/**
 * The native half of the mutation benchmark: Appium page sources (Android UiAutomator2, iOS
 * XCUITest, React Native on either) mutated in memory with @xmldom/xmldom. Targets are tracked with
 * a private attribute; answers are judged twice: the element path the engine reports must equal
 * the marked node's path (computed here, independently), and the returned locator, evaluated with
 * the engine's offline Appium evaluator on the marked source, must match exactly the marked node.
 */
import { DOMParser, type Element, XMLSerializer } from '@xmldom/xmldom';
import type { HealResult } from '../../lib/engine/types.js';
import type { CaseResult, Outcome } from './cases.js';
import { createRng, type Rng } from './prng.js';
import { rewordable, SYNONYMS } from './web-mutators.js';

export const NATIVE_MARK = 'hw-target';
export const NATIVE_MUTATION_KINDS = [
  'resource-id-renamed',
  'content-desc-changed',
  'wrapper-inserted',
  'text-changed',
  'text-split',
  'siblings-reordered',
  'target-deleted',
] as const;
export type NativeMutationKind = (typeof NATIVE_MUTATION_KINDS)[number];
export type NativePlatformName = 'android' | 'ios' | 'react-native';

export type Evaluate = (
  source: string,
  strategy: string,
  value: string,
) => readonly { attributes: Readonly<Record<string, string>> }[];

export interface NativePage {
  readonly name: string;
  readonly source: string;
  readonly platform: NativePlatformName;
}

function parse(source: string): Document {
  return new DOMParser().parseFromString(source, 'text/xml') as unknown as Document;
}
function serialize(doc: Document): string {
  return new XMLSerializer().serializeToString(doc as never);
}
function children(element: Element): Element[] {
  const out: Element[] = [];
  for (let node = element.firstChild; node; node = node.nextSibling)
    if (node.nodeType === 1) out.push(node as Element);
  return out;
}
function all(root: Element): Element[] {
  const out: Element[] = [root];
  for (const child of children(root)) out.push(...all(child));
  return out;
}
function root(doc: Document): Element {
  return doc.documentElement as unknown as Element;
}
function classOf(element: Element): string {
  return element.getAttribute('class') || element.tagName;
}
function attr(element: Element, name: string): string {
  return element.getAttribute(name) ?? '';
}
function isAndroid(doc: Document): boolean {
  return !root(doc).tagName.startsWith('XCUIElementType') && root(doc).tagName !== 'AppiumAUT';
}

/** Element-child indexes from the root element ('0'), as the engine reports native paths. */
export function nativePath(element: Element): string {
  const segments: string[] = [];
  let node: Element = element;
  while (node.parentNode && node.parentNode.nodeType === 1) {
    const parent = node.parentNode as unknown as Element;
    segments.unshift(String(children(parent).indexOf(node)));
    node = parent;
  }
  segments.unshift('0');
  return segments.join('/');
}

interface NativeTarget {
  readonly element: Element;
  readonly label: string;
  readonly description: string;
  readonly android: boolean;
}

// Anchored at the end of the class name: a TextSwitcher / ViewSwitcher animates text or views, it is
// not a switch a person toggles.
const ANDROID_ROLE: readonly (readonly [RegExp, string])[] = [
  [/EditText$/, 'field'],
  [/CheckBox$/, 'checkbox'],
  [/Switch(Compat|Material)?$/, 'switch'],
  [/RadioButton$/, 'radio button'],
  [/Button|ImageView|TextView|ViewGroup|Layout|View$/, 'button'],
];
const IOS_ROLE: Record<string, string> = {
  XCUIElementTypeButton: 'button',
  XCUIElementTypeTextField: 'field',
  XCUIElementTypeSecureTextField: 'field',
  XCUIElementTypeSearchField: 'search field',
  XCUIElementTypeSwitch: 'switch',
  XCUIElementTypeCell: 'cell',
  XCUIElementTypeLink: 'link',
};

function descendantText(element: Element): string {
  return all(element)
    .slice(1)
    .map((node) => attr(node, 'text') || '')
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function findNativeTargets(doc: Document): NativeTarget[] {
  const android = isAndroid(doc);
  const found: NativeTarget[] = [];
  for (const element of all(root(doc))) {
    if (attr(element, 'displayed') === 'false' || attr(element, 'visible') === 'false') continue;
    let role: string | undefined;
    let label = '';
    if (android) {
      const klass = classOf(element);
      const clickable = attr(element, 'clickable') === 'true';
      if (
        !clickable &&
        !/(EditText|CheckBox|Switch|SwitchCompat|SwitchMaterial|RadioButton|Button)$/.test(klass)
      )
        continue;
      role = ANDROID_ROLE.find(([pattern]) => pattern.test(klass))?.[1];
      label = attr(element, 'text') || attr(element, 'content-desc') || descendantText(element);
    } else {
      role = IOS_ROLE[element.tagName];
      label = attr(element, 'label') || attr(element, 'name') || attr(element, 'value');
    }
    label = label.replace(/\s+/g, ' ').trim();
    if (!role || !label || label.length > 40 || !/\p{L}/u.test(label)) continue;
    found.push({ element, label, description: `${label} ${role}`, android });
  }
  const counts = new Map<string, number>();
  for (const target of found) counts.set(target.description, (counts.get(target.description) ?? 0) + 1);
  return found.filter((target) => counts.get(target.description) === 1);
}

function reword(text: string): string | undefined {
  for (const [phrase, replacement] of SYNONYMS) {
    const pattern = new RegExp(`(^|[^\\p{L}])(${phrase.replace(/ /g, '\\s+')})(?=$|[^\\p{L}])`, 'iu');
    if (pattern.test(text) && rewordable(text, phrase))
      return text.replace(pattern, (_all, lead: string, found: string) => {
        const cased = /^[A-Z]/.test(found)
          ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
          : replacement;
        return `${lead}${cased}`;
      });
  }
  return undefined;
}

function textCarrier(target: NativeTarget): Element | undefined {
  if (target.android) {
    if (attr(target.element, 'text')) return target.element;
    return all(target.element).find((node) => attr(node, 'text') !== '');
  }
  return target.element;
}

function reorderItem(element: Element): Element | undefined {
  for (let node: Element | undefined = element, depth = 0; node && depth < 4; depth++) {
    const parent: Element | undefined =
      node.parentNode?.nodeType === 1 ? (node.parentNode as unknown as Element) : undefined;
    if (!parent) return undefined;
    const current = node;
    const same = children(parent).filter((sibling) => classOf(sibling) === classOf(current));
    if (same.length >= 2 && same.length <= 30) return current;
    node = parent;
  }
  return undefined;
}

interface NativeMutator {
  applies(target: NativeTarget, platform: NativePlatformName): boolean;
  apply(target: NativeTarget, rng: Rng): string;
}

export const NATIVE_MUTATORS: Record<NativeMutationKind, NativeMutator> = {
  'resource-id-renamed': {
    applies: (target) => target.android && attr(target.element, 'resource-id').includes(':id/'),
    apply: (target, rng) => {
      const from = attr(target.element, 'resource-id');
      const [pkg, name] = from.split(':id/') as [string, string];
      const renamed = rng.pick(
        [
          name.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase()),
          `${name}_v2`,
          name
            .replace(/([a-z])([A-Z])/g, '$1_$2')
            .toLowerCase()
            .replace(/(btn|button)/, (word) => (word === 'btn' ? 'button' : 'btn')),
        ]
          .filter((candidate) => candidate !== name)
          .concat(`${name}_new`),
      );
      target.element.setAttribute('resource-id', `${pkg}:id/${renamed}`);
      return `resource-id "${from}" renamed to "${pkg}:id/${renamed}"`;
    },
  },
  'content-desc-changed': {
    applies: (target) =>
      target.android ? attr(target.element, 'content-desc') !== '' : attr(target.element, 'name') !== '',
    apply: (target) => {
      const name = target.android ? 'content-desc' : 'name';
      const from = attr(target.element, name);
      const to = reword(from) ?? `${from.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '_')}_button`;
      target.element.setAttribute(name, to);
      return `${name} "${from}" changed to "${to}"`;
    },
  },
  'wrapper-inserted': {
    applies: (target) => target.element.parentNode?.nodeType === 1,
    apply: (target) => {
      const doc = target.element.ownerDocument!;
      const android = target.android;
      const nodeFormat = target.element.tagName === 'node';
      const wrapper = doc.createElement(
        android ? (nodeFormat ? 'node' : 'android.widget.FrameLayout') : 'XCUIElementTypeOther',
      );
      if (android) {
        wrapper.setAttribute('class', 'android.widget.FrameLayout');
        for (const name of ['package', 'bounds', 'enabled', 'displayed'])
          if (target.element.hasAttribute(name)) wrapper.setAttribute(name, attr(target.element, name));
      } else {
        wrapper.setAttribute('type', 'XCUIElementTypeOther');
        for (const name of ['enabled', 'visible', 'x', 'y', 'width', 'height'])
          if (target.element.hasAttribute(name)) wrapper.setAttribute(name, attr(target.element, name));
      }
      target.element.parentNode!.insertBefore(wrapper, target.element);
      wrapper.appendChild(target.element);
      return `a layout wrapper <${wrapper.tagName}> inserted around the target`;
    },
  },
  'text-changed': {
    applies: (target) => {
      const carrier = textCarrier(target);
      return (
        carrier !== undefined &&
        reword(target.android ? attr(carrier, 'text') : attr(carrier, 'label')) !== undefined
      );
    },
    apply: (target) => {
      const carrier = textCarrier(target)!;
      const names = target.android
        ? ['text']
        : ['label', 'value', ...(attr(carrier, 'name') === attr(carrier, 'label') ? ['name'] : [])];
      const from = attr(carrier, names[0]!);
      for (const name of names) {
        const value = attr(carrier, name);
        const to = value ? reword(value) : undefined;
        if (to) carrier.setAttribute(name, to);
      }
      return `text "${from}" reworded to "${attr(carrier, names[0]!)}"`;
    },
  },
  'text-split': {
    applies: (target, platform) => {
      if (platform !== 'react-native' || !target.android) return false;
      const carrier = textCarrier(target);
      return (
        carrier !== undefined &&
        carrier !== target.element &&
        attr(carrier, 'text').trim().split(/\s+/).length >= 2
      );
    },
    apply: (target) => {
      const carrier = textCarrier(target)!;
      const words = attr(carrier, 'text').trim().split(/\s+/);
      const cut = Math.ceil(words.length / 2);
      const doc = carrier.ownerDocument!;
      const group = doc.createElement(carrier.tagName === 'node' ? 'node' : 'android.view.ViewGroup');
      group.setAttribute('class', 'android.view.ViewGroup');
      for (const part of [words.slice(0, cut).join(' '), words.slice(cut).join(' ')]) {
        const piece = carrier.cloneNode(false) as Element;
        piece.setAttribute('text', part);
        piece.removeAttribute(NATIVE_MARK);
        group.appendChild(piece);
      }
      carrier.parentNode!.replaceChild(group, carrier);
      return `text "${words.join(' ')}" split across two sibling TextViews`;
    },
  },
  'siblings-reordered': {
    applies: (target) => reorderItem(target.element) !== undefined,
    apply: (target, rng) => {
      const item = reorderItem(target.element)!;
      const parent = item.parentNode as unknown as Element;
      const same = children(parent).filter((sibling) => classOf(sibling) === classOf(item));
      const from = same.indexOf(item);
      const to = rng.pick(same.map((_, i) => i).filter((i) => i !== from));
      const reference = same[to]!;
      if (to < from) parent.insertBefore(item, reference);
      else parent.insertBefore(item, reference.nextSibling);
      return `the ${classOf(item)} holding the target moved from position ${from + 1} to ${to + 1} of ${same.length}`;
    },
  },
  'target-deleted': {
    applies: (target) => target.element.parentNode !== null,
    apply: (target) => {
      target.element.parentNode!.removeChild(target.element);
      return 'target deleted';
    },
  },
};

interface NativeOriginal {
  readonly form: string;
  readonly strategy: string;
  readonly value: string;
}

function xpathLiteral(value: string): string {
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

function structuralXPath(element: Element, android: boolean): string | undefined {
  const segments: string[] = [];
  let node = element;
  for (let depth = 0; depth < 4; depth++) {
    const parent = node.parentNode?.nodeType === 1 ? (node.parentNode as unknown as Element) : undefined;
    if (!parent) return undefined;
    const tag = node.tagName;
    const same = children(parent).filter((sibling) => sibling.tagName === tag);
    segments.unshift(same.length > 1 ? `${tag}[${same.indexOf(node) + 1}]` : tag);
    const id = android ? attr(parent, 'resource-id') : attr(parent, 'name');
    if (id) return `//*[@${android ? 'resource-id' : 'name'}=${xpathLiteral(id)}]/${segments.join('/')}`;
    node = parent;
  }
  return `//${segments.join('/')}`;
}

function originalsFor(kind: NativeMutationKind, target: NativeTarget): NativeOriginal[] {
  const element = target.element;
  const out: NativeOriginal[] = [];
  const id = attr(element, 'resource-id');
  const desc = target.android ? attr(element, 'content-desc') : attr(element, 'name');
  const carrier = textCarrier(target);
  const text = carrier ? (target.android ? attr(carrier, 'text') : attr(carrier, 'label')) : '';
  const add = (form: string, strategy: string, value: string | undefined): void => {
    if (value) out.push({ form, strategy, value });
  };
  const byId = (): void => add('id', 'id', id || undefined);
  const byDesc = (): void => add('accessibility-id', 'accessibility id', desc || undefined);
  const byText = (): void => {
    if (!text) return;
    if (target.android) {
      add('xpath-text', 'xpath', `//*[@text=${xpathLiteral(text)}]`);
      add('uiautomator-text', '-android uiautomator', `new UiSelector().text(${JSON.stringify(text)})`);
    } else {
      add('predicate-label', '-ios predicate string', `label == ${JSON.stringify(text)}`);
      add('xpath-text', 'xpath', `//${element.tagName}[@label=${xpathLiteral(text)}]`);
    }
  };
  const byStructure = (): void => add('xpath-structural', 'xpath', structuralXPath(element, target.android));
  switch (kind) {
    case 'resource-id-renamed':
      byId();
      break;
    case 'content-desc-changed':
      byDesc();
      break;
    case 'wrapper-inserted':
    case 'siblings-reordered':
      byStructure();
      break;
    case 'text-changed':
    case 'text-split':
      byText();
      break;
    case 'target-deleted':
      byId();
      byDesc();
      byText();
      break;
  }
  return out;
}

export interface NativeBenchOptions {
  readonly pages: readonly NativePage[];
  readonly seed: number;
  readonly perKind: number;
  readonly kinds?: readonly NativeMutationKind[];
  readonly evaluate: Evaluate;
  readonly heal?: (request: unknown) => Promise<HealResult>;
}

function marksOf(
  evaluate: Evaluate,
  source: string,
  original: NativeOriginal,
): { count: number; marks: string[] } | { error: string } {
  try {
    const nodes = evaluate(source, original.strategy, original.value);
    return { count: nodes.length, marks: nodes.map((node) => node.attributes[NATIVE_MARK] ?? '') };
  } catch (error) {
    return { error: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'error' };
  }
}

function isExactly(result: ReturnType<typeof marksOf>, mark: string): boolean {
  return !('error' in result) && result.count === 1 && result.marks[0] === mark;
}

function describeMarks(result: ReturnType<typeof marksOf>, mark: string): string {
  if ('error' in result) return `does not evaluate (${result.error})`;
  if (result.count === 0) return 'matches nothing';
  if (result.count > 1) return `matches ${result.count} elements`;
  return result.marks[0] === mark ? 'matches the target' : 'matches a different element';
}

export async function runNativeBench(options: NativeBenchOptions): Promise<CaseResult[]> {
  const rng = createRng(options.seed);
  const results: CaseResult[] = [];
  const pool = [...options.pages]
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((page) =>
      findNativeTargets(parse(page.source)).map((target) => ({
        page,
        path: nativePath(target.element),
        target,
      })),
    );
  for (const platform of ['android', 'ios', 'react-native'] as const) {
    for (const kind of options.kinds ?? NATIVE_MUTATION_KINDS) {
      const kindRng = rng.fork(`${platform}:${kind}`);
      let taken = 0;
      const perPage = new Map<string, number>();
      for (const entry of kindRng.shuffle(pool.filter((candidate) => candidate.page.platform === platform))) {
        if (taken >= options.perKind) break;
        if ((perPage.get(entry.page.name) ?? 0) >= 2) continue;
        if (!NATIVE_MUTATORS[kind].applies(entry.target, platform)) continue;
        const originals = originalsFor(kind, entry.target);
        if (originals.length === 0) continue;
        const caseRng = rng.fork(`${entry.page.name}|${entry.path}|${kind}`);
        // Fresh parse; mark the target; pick the first original locator that matched it before.
        const doc = parse(entry.page.source);
        const target = findNativeTargets(doc).find(
          (candidate) => nativePath(candidate.element) === entry.path,
        );
        if (!target) continue;
        target.element.setAttribute(NATIVE_MARK, 'm');
        const markedOriginal = serialize(doc);
        const original = caseRng
          .shuffle(originals)
          .find((candidate) => isExactly(marksOf(options.evaluate, markedOriginal, candidate), 'm'));
        if (!original) continue;
        perPage.set(entry.page.name, (perPage.get(entry.page.name) ?? 0) + 1);
        taken++;
        const note = NATIVE_MUTATORS[kind].apply(target, caseRng);
        const mutated = serialize(doc);
        const base = {
          id: `${platform}:${kind}:${entry.page.name}:${entry.path}`,
          platform,
          page: entry.page.name,
          kind,
          form: original.form,
          original: `${original.strategy}: ${original.value}`,
          description: target.description,
          note,
        };
        const before = marksOf(options.evaluate, mutated, original);
        if (isExactly(before, 'm')) {
          results.push({ ...base, outcome: 'intact', detail: 'original locator still matches the target' });
          continue;
        }
        if (!options.heal) {
          results.push({
            ...base,
            outcome: 'skipped',
            detail: `broken (${describeMarks(before, 'm')}); no engine`,
          });
          continue;
        }
        const deleted = kind === 'target-deleted';
        const clean = mutated.replace(new RegExp(` ${NATIVE_MARK}="m"`, 'g'), '');
        const markedNode = all(root(parse(mutated))).find((node) => attr(node, NATIVE_MARK) === 'm');
        const expectedPath = markedNode ? nativePath(markedNode) : undefined;
        const started = performance.now();
        let result: HealResult;
        try {
          result = await options.heal({
            page_source: clean,
            existing_locators: [{ type: original.strategy, value: original.value }],
            description: target.description,
            platform: target.android ? 'android' : 'ios',
            framework: 'appium',
          });
        } catch (error) {
          results.push({
            ...base,
            outcome: 'error',
            detail: `heal threw: ${error instanceof Error ? error.message : String(error)}`,
          });
          continue;
        }
        const healMs = performance.now() - started;
        if (!result.ok) {
          const outcome: Outcome =
            result.failure.status === 422 ? (deleted ? 'correct' : 'refused') : 'error';
          results.push({
            ...base,
            outcome,
            healMs,
            detail: `${result.failure.status} ${result.failure.code}: ${result.failure.message}`,
          });
          continue;
        }
        const answer = result.answer;
        const resolved = marksOf(options.evaluate, mutated, {
          form: '',
          strategy: answer.locator_type,
          value: answer.locator,
        });
        const fields = {
          locator: `${answer.locator_type}: ${answer.locator}`,
          strategy: answer.strategy,
          confidence: answer.confidence,
          answerPath: answer.target?.path,
          ...(expectedPath ? { expectedPath } : {}),
          healMs,
        };
        if (deleted) {
          results.push({
            ...base,
            ...fields,
            outcome: 'false',
            detail: `healed a deleted target (${describeMarks(resolved, 'm')})`,
          });
          continue;
        }
        const pathOk = answer.target?.path === expectedPath;
        const locatorOk = isExactly(resolved, 'm');
        const outcome: Outcome =
          pathOk && locatorOk
            ? 'correct'
            : 'error' in resolved || (!('error' in resolved) && resolved.count === 0)
              ? 'invalid'
              : 'false';
        results.push({
          ...base,
          ...fields,
          outcome,
          detail:
            outcome === 'correct'
              ? `original ${describeMarks(before, 'm')}; healed via ${answer.strategy}`
              : `locator ${describeMarks(resolved, 'm')}; engine path ${answer.target?.path} vs expected ${expectedPath} (chose ${answer.target?.tag} "${answer.target?.name ?? answer.target?.text ?? ''}")`,
        });
      }
    }
  }
  return results;
}
