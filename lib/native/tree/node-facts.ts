/**
 * Reading one native node the same way on both platforms: its class, identifiers, label and
 * visible text, whether it is shown and actionable. Android attributes follow UiAutomator2
 * (`resource-id`, `content-desc`, `text`, `class`, `clickable`, `displayed`, `bounds`); iOS
 * attributes follow XCUITest (`type`, `name`, `label`, `value`, `visible`, `accessible`).
 */
import type { NativeNode, NativePlatform } from './native-tree.js';

export function attribute(node: NativeNode, name: string): string {
  return node.attributes[name] ?? '';
}

/** Android class or iOS element type. */
export function classOf(node: NativeNode): string {
  return node.attributes.class || node.attributes.type || node.tag;
}

/** The short form of a class: `android.widget.Button` → `Button`, `XCUIElementTypeButton` → `Button`. */
export function shortClass(node: NativeNode): string {
  const name = classOf(node);
  return name.replace(/^XCUIElementType/, '').replace(/^.*\./, '');
}

export function isVisible(node: NativeNode): boolean {
  return node.attributes.visible !== 'false' && node.attributes.displayed !== 'false';
}

/** Classes that are pressable by kind (anchored: a `Table` is not a `Tab`, a `ButtonBar` not a `Button`). */
const PRESSABLE_CLASS = /(Button|Link|Cell|Switch|^Tab)$/;

export function isClickable(node: NativeNode): boolean {
  return node.attributes.clickable === 'true' || PRESSABLE_CLASS.test(shortClass(node));
}

/** An element whose `text`/`value` is what the user typed (never a stable identity). */
export function isEditable(node: NativeNode): boolean {
  const name = classOf(node);
  return (
    /EditText$|AutoCompleteTextView$|ReactTextInput/.test(name) ||
    /^XCUIElementType(TextField|SecureTextField|SearchField|TextView)$/.test(name) ||
    node.attributes.password === 'true'
  );
}

/** The text the element itself shows (Android `text`, iOS StaticText label/value). */
export function ownText(node: NativeNode, platform: NativePlatform): string {
  if (platform === 'android') return (node.attributes.text ?? '').trim();
  if (classOf(node) === 'XCUIElementTypeStaticText')
    return (node.attributes.label || node.attributes.value || '').trim();
  return '';
}

/**
 * What an editable field shows: its placeholder while empty (UiAutomator2 reports an empty
 * EditText's hint as its `text`; XCUITest an empty field's placeholder as its `value`), else what
 * was typed. Words the evidence may name a field by, never a locator unless the evidence quotes them.
 */
export function fieldShownText(node: NativeNode, platform: NativePlatform): string {
  // A UITextView has no placeholder: its value is always content.
  if (!isEditable(node) || classOf(node) === 'XCUIElementTypeTextView') return '';
  return ((platform === 'android' ? node.attributes.text : node.attributes.value) ?? '').trim();
}

/** Android content-desc or iOS label: the accessibility label. */
export function accessibilityLabel(node: NativeNode, platform: NativePlatform): string {
  return (platform === 'android' ? node.attributes['content-desc'] : node.attributes.label)?.trim() ?? '';
}

/** Android resource-id or iOS name (accessibility identifier, or the label when no identifier is set). */
export function identifier(node: NativeNode, platform: NativePlatform): string {
  return (platform === 'android' ? node.attributes['resource-id'] : node.attributes.name)?.trim() ?? '';
}

/** The resource-id's entry name (`com.app:id/login_button` → `login_button`). */
export function resourceEntry(resourceId: string): string {
  const slash = resourceId.indexOf(':id/');
  return slash >= 0 ? resourceId.slice(slash + 4) : resourceId;
}

/** Visible texts of the subtree in document order (the node's own first), each trimmed and non-empty. */
export function subtreeTexts(node: NativeNode, platform: NativePlatform, limit = 24): string[] {
  const out: string[] = [];
  const visit = (current: NativeNode): void => {
    if (out.length >= limit) return;
    const text = ownText(current, platform);
    if (text !== '' && isVisible(current)) out.push(text);
    for (const child of current.children) visit(child);
  };
  visit(node);
  return out;
}

/** Parses `[x1,y1][x2,y2]` (Android) or x/y/width/height (iOS) for display in refusals. */
export function boundsOf(node: NativeNode): string {
  if (node.attributes.bounds) return node.attributes.bounds;
  const { x, y, width, height } = node.attributes;
  return x !== undefined && y !== undefined ? `x=${x} y=${y} w=${width ?? '?'} h=${height ?? '?'}` : '';
}

/** The nearest ancestor with a usable identifier or label, for anchors and refusals. */
export function nearestLabelledAncestor(
  node: NativeNode,
  platform: NativePlatform,
  accept: (candidate: NativeNode) => boolean = () => true,
): NativeNode | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (
      (identifier(current, platform) !== '' || accessibilityLabel(current, platform) !== '') &&
      accept(current)
    ) {
      return current;
    }
  }
  return undefined;
}
