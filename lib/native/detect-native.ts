/**
 * Platform and app kind from an Appium page source. React Native is recognised on Android by
 * its own classes (com.facebook.react…, ReactViewGroup, ReactTextView) or, because UiAutomator2
 * reports most RN views as plain android.view.ViewGroup / TextView, by the libraries RN apps
 * ship (react-native-svg, gesture handler, screens) and the shape RN leaves: pressable
 * ViewGroups wrapping TextViews, no app resource-ids. On iOS RN shows as deep
 * XCUIElementTypeOther nesting whose names concatenate their children's labels.
 */
import type { AppKind } from '../engine/types.js';
import type { NativeNode, NativePlatform, NativeTree } from './tree/native-tree.js';
import { parseNativeSource } from './tree/native-tree.js';

export interface NativeDetection {
  readonly platform: NativePlatform;
  readonly app_kind: AppKind;
}

const RN_ANDROID_CLASS =
  /^com\.facebook\.react\.|ReactViewGroup|ReactTextView|ReactScrollView|ReactImageView/;
/** Native modules that only React Native apps ship. */
const RN_ANDROID_LIBRARY =
  /^(com\.horcrux\.svg|com\.swmansion\.|com\.th3rdwave\.safeareacontext|com\.reactnativecommunity\.)/;
const FLUTTER_CLASS = /^io\.flutter\./;
/** Resource ids every Android app has, which say nothing about how it was written. */
const PLATFORM_ID =
  /^(android:id\/|.*:id\/(action_bar_root|content|statusBarBackground|navigationBarBackground)$)/;

/** Detects platform and app kind; undefined when the source is not an Appium hierarchy. */
export function detectNative(source: string): NativeDetection | undefined {
  let tree: NativeTree;
  try {
    tree = parseNativeSource(source);
  } catch (error) {
    // Too deep to walk is no sign it is not a hierarchy: the caller says so, with or without a platform.
    if (error instanceof RangeError) throw error;
    return undefined;
  }
  return { platform: tree.platform, app_kind: detectAppKind(tree) };
}

/** App kind of an already parsed tree. */
export function detectAppKind(tree: NativeTree): AppKind {
  return tree.platform === 'android' ? detectAndroidKind(tree.nodes) : detectIosKind(tree.nodes);
}

function detectAndroidKind(nodes: readonly NativeNode[]): AppKind {
  let viewGroups = 0;
  let pressableTextGroups = 0;
  let appIds = 0;
  let widgets = 0;
  let bareIds = 0;
  for (const node of nodes) {
    const cls = node.attributes.class ?? node.tag;
    if (RN_ANDROID_CLASS.test(cls) || RN_ANDROID_LIBRARY.test(cls)) return 'react-native';
    if (FLUTTER_CLASS.test(cls)) return 'flutter';
    if (cls === 'android.webkit.WebView') return 'hybrid';
    const id = node.attributes['resource-id'] ?? '';
    if (id.includes(':id/') && !PLATFORM_ID.test(id)) appIds++;
    // RN writes testID into resource-id verbatim: a bare id with no `package:id/` prefix.
    else if (id !== '' && !id.includes(':')) bareIds++;
    if (cls === 'android.view.ViewGroup') {
      viewGroups++;
      const pressable =
        node.attributes.clickable === 'true' || (node.attributes['content-desc'] ?? '') !== '';
      if (pressable && node.children.some((c) => c.attributes.class === 'android.widget.TextView')) {
        pressableTextGroups++;
      }
    }
    if (/^android\.widget\.(Button|ImageButton|CheckBox|Switch|RecyclerView|ListView|Spinner)$/.test(cls))
      widgets++;
  }
  // RN: a screen built from ViewGroups, pressables that wrap text, and no app-defined resource ids.
  if (appIds === 0 && bareIds >= 1 && viewGroups >= 3) return 'react-native';
  if (appIds === 0 && pressableTextGroups >= 1 && viewGroups >= 5 && viewGroups > widgets * 2)
    return 'react-native';
  return 'native';
}

function detectIosKind(nodes: readonly NativeNode[]): AppKind {
  let composed = 0;
  for (const node of nodes) {
    if (node.tag === 'XCUIElementTypeWebView' && nodes.length < 40) return 'hybrid';
    if (node.tag !== 'XCUIElementTypeOther') continue;
    const name = node.attributes.label || node.attributes.name || '';
    if (name === '' || node.children.length < 2) continue;
    const childNames = node.children
      .map((c) => c.attributes.label || c.attributes.name || '')
      .filter((n) => n !== '');
    // RN's accessibility container: its name is its children's names joined by spaces.
    if (childNames.length >= 2 && name.startsWith(childNames.join(' '))) composed++;
  }
  return composed >= 1 ? 'react-native' : 'native';
}
