/**
 * The native page-source tree: Appium XML (Android UiAutomator2, `uiautomator dump` `<node>`
 * form, iOS XCUITest, and the converted iOS `<node type="…">` form) parsed once through
 * @xmldom/xmldom and normalised so every element is named by its class (Android) or its
 * XCUIElementType (iOS), exactly as Appium's own page source names them. XPath answers are
 * therefore evaluated against the tree Appium evaluates on the device, whichever dump form the
 * user sent. Pure: no I/O.
 */
import { DOMParser, type Document as XmlDocument, type Element as XmlElement } from '@xmldom/xmldom';
import { HealwrightError } from '../../errors.js';

export type NativePlatform = 'android' | 'ios';
export type NativeSourceFormat = 'uiautomator2' | 'uiautomator-dump' | 'xcuitest' | 'xcuitest-node';

/** One element of the hierarchy. Attributes are the source's, verbatim. */
export interface NativeNode {
  /** Document order, 0 = the root element. */
  readonly order: number;
  /** The normalised element name: Android class or iOS XCUIElementType. */
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly parent: NativeNode | undefined;
  readonly children: readonly NativeNode[];
  /** Element-child indexes from the root joined by '/', the root being `0`. */
  readonly path: string;
  readonly depth: number;
  /** The element in the normalised document (what XPath evaluates). */
  readonly element: Element;
}

export interface NativeTree {
  readonly platform: NativePlatform;
  readonly format: NativeSourceFormat;
  readonly root: NativeNode;
  /** Every element in document order. */
  readonly nodes: readonly NativeNode[];
  /** The normalised document XPath runs against. */
  readonly document: Document;
  /** The element → node map used to read XPath results back. */
  readonly nodeOf: ReadonlyMap<Node, NativeNode>;
}

const XML_NAME = /^[A-Za-z_][A-Za-z0-9._-]*$/;

function invalidSource(message: string, details: Record<string, unknown> = {}): HealwrightError {
  return new HealwrightError('INVALID_PAGE_SOURCE', message, { details });
}

/** Appium replaces characters that are not legal in an XML name; so do we (e.g. `$` in inner classes). */
export function toElementName(raw: string): string {
  if (XML_NAME.test(raw)) return raw;
  const cleaned = raw.replace(/[^A-Za-z0-9._-]/g, '_');
  return /^[A-Za-z_]/.test(cleaned) ? cleaned : `_${cleaned}`;
}

function parseXml(source: string): XmlDocument {
  const trimmed = source.trimStart();
  if (trimmed === '') throw invalidSource('The page source is empty.');
  if (/^(<!--[\s\S]*?-->\s*)*<!doctype\s+html/i.test(trimmed) || /^<html[\s>]/i.test(trimmed)) {
    throw invalidSource(
      'The page source is an HTML page, not an Appium XML hierarchy; send driver.getPageSource() from a native context, or platform "web".',
    );
  }
  if (!trimmed.startsWith('<'))
    throw invalidSource('The page source is not XML (it does not start with "<").');
  const problems: string[] = [];
  let document: XmlDocument;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') problems.push(message);
      },
    }).parseFromString(source, 'text/xml');
  } catch (error) {
    throw new HealwrightError('INVALID_PAGE_SOURCE', `Malformed XML: ${firstLine(error)}`, { cause: error });
  }
  if (problems.length > 0) throw invalidSource(`Malformed XML: ${firstLine(problems[0])}`);
  if (!document.documentElement) throw invalidSource('The page source has no root element.');
  return document;
}

function firstLine(value: unknown): string {
  const text = value instanceof Error ? value.message : String(value);
  return (text.split('\n')[0] ?? '').trim();
}

function elementChildren(element: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 1) out.push(child as XmlElement);
  }
  return out;
}

function attributesOf(element: XmlElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < element.attributes.length; i++) {
    const attribute = element.attributes.item(i);
    if (attribute) out[attribute.name] = attribute.value;
  }
  return out;
}

/** Platform and dump form from the raw document, or undefined when it is neither. */
function classify(
  document: XmlDocument,
): { platform: NativePlatform; format: NativeSourceFormat } | undefined {
  const root = document.documentElement as XmlElement;
  const all = document.getElementsByTagName('*');
  let iosTags = 0;
  let iosNodeTypes = 0;
  let androidTags = 0;
  let androidNodes = 0;
  const limit = Math.min(all.length, 400);
  for (let i = 0; i < limit; i++) {
    const element = all.item(i) as XmlElement;
    const tag = element.tagName;
    if (tag.startsWith('XCUIElementType')) iosTags++;
    else if (tag === 'node') {
      if ((element.getAttribute('type') ?? '').startsWith('XCUIElementType')) iosNodeTypes++;
      else if (element.hasAttribute('class') || element.hasAttribute('resource-id')) androidNodes++;
    } else if (/^(android|androidx|com|org|io|net|de|uk|co)\./.test(tag) && element.hasAttribute('class')) {
      androidTags++;
    }
  }
  if (root.tagName === 'AppiumAUT' || iosTags > 0) return { platform: 'ios', format: 'xcuitest' };
  if (iosNodeTypes > 0) return { platform: 'ios', format: 'xcuitest-node' };
  if (androidTags > 0) return { platform: 'android', format: 'uiautomator2' };
  if (androidNodes > 0) return { platform: 'android', format: 'uiautomator-dump' };
  return undefined;
}

function normalisedName(element: XmlElement, format: NativeSourceFormat): string {
  const tag = element.tagName;
  if (format === 'xcuitest-node' && tag === 'node')
    return toElementName(element.getAttribute('type') || 'node');
  if (format === 'uiautomator-dump' && tag === 'node')
    return toElementName(element.getAttribute('class') || 'node');
  return toElementName(tag);
}

interface MutableNode {
  order: number;
  tag: string;
  attributes: Record<string, string>;
  parent: MutableNode | undefined;
  children: MutableNode[];
  path: string;
  depth: number;
  element: Element;
}

/**
 * Parses an Appium page source. `platform`, when given, must agree with the source.
 * Throws HealwrightError INVALID_PAGE_SOURCE (400) with the reason: empty, HTML, malformed XML,
 * neither Android nor iOS, wrong platform, or an empty hierarchy.
 *
 * @example
 * const tree = parseNativeSource(driverPageSource);
 * tree.platform; // 'android'
 */
export function parseNativeSource(source: string, platform?: NativePlatform): NativeTree {
  const raw = parseXml(source);
  const kind = classify(raw);
  if (!kind) {
    const rootName = (raw.documentElement as XmlElement).tagName;
    throw invalidSource(
      `The page source is XML but neither an Android (UiAutomator2) nor an iOS (XCUITest) hierarchy (root <${rootName}>).`,
      { root: rootName },
    );
  }
  if (platform && platform !== kind.platform) {
    throw invalidSource(
      `The request says platform "${platform}" but the page source is an ${kind.platform} hierarchy.`,
      {
        platform,
        detected: kind.platform,
      },
    );
  }
  const rawRoot = raw.documentElement as XmlElement;
  const document = raw.implementation.createDocument(null, normalisedName(rawRoot, kind.format), null);
  const nodes: MutableNode[] = [];
  const nodeOf = new Map<Node, NativeNode>();

  const build = (
    source: XmlElement,
    target: XmlElement,
    parent: MutableNode | undefined,
    path: string,
  ): MutableNode => {
    const attributes = attributesOf(source);
    for (const [name, value] of Object.entries(attributes)) target.setAttribute(name, value);
    const node: MutableNode = {
      order: nodes.length,
      tag: target.tagName,
      attributes,
      parent,
      children: [],
      path,
      depth: parent ? parent.depth + 1 : 0,
      element: target as unknown as Element,
    };
    nodes.push(node);
    nodeOf.set(target as unknown as Node, node);
    elementChildren(source).forEach((child, index) => {
      const element = document.createElement(normalisedName(child, kind.format));
      target.appendChild(element);
      node.children.push(build(child, element, node, `${path}/${index}`));
    });
    return node;
  };
  const root = build(rawRoot, document.documentElement as XmlElement, undefined, '0');
  if (nodes.length <= 1 || (nodes.length <= 3 && nodes.every((node) => isChrome(node)))) {
    throw invalidSource(
      'The page source has an empty hierarchy (no app elements): take it after the screen has loaded.',
    );
  }
  return {
    platform: kind.platform,
    format: kind.format,
    root: root as NativeNode,
    nodes: nodes as NativeNode[],
    document: document as unknown as Document,
    nodeOf,
  };
}

function isChrome(node: MutableNode): boolean {
  return /^(hierarchy|AppiumAUT|XCUIElementTypeApplication|XCUIElementTypeWindow)$/.test(node.tag);
}
