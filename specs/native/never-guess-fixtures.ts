/**
 * Small page sources for the never-guess regressions, each the shape of a real screen in the
 * corpus where the engine once returned the wrong element or refused one the evidence named.
 * Built from a few helpers so a case reads as the screen it models.
 */

export interface AndroidNode {
  readonly cls: string;
  readonly id?: string;
  readonly desc?: string;
  readonly text?: string;
  readonly clickable?: boolean;
  readonly children?: readonly AndroidNode[];
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function androidXml(node: AndroidNode, index: number, depth: number): string {
  const pad = '  '.repeat(depth);
  const attrs = [
    `index="${index}"`,
    `class="${node.cls}"`,
    `package="com.app"`,
    `text="${escapeXml(node.text ?? '')}"`,
    `resource-id="${escapeXml(node.id ?? '')}"`,
    `content-desc="${escapeXml(node.desc ?? '')}"`,
    `clickable="${node.clickable ? 'true' : 'false'}"`,
    'enabled="true" displayed="true"',
    `bounds="[0,${index * 100}][1080,${index * 100 + 90}]"`,
  ].join(' ');
  const children = node.children ?? [];
  if (children.length === 0) return `${pad}<${node.cls} ${attrs}/>`;
  return `${pad}<${node.cls} ${attrs}>\n${children.map((c, i) => androidXml(c, i, depth + 1)).join('\n')}\n${pad}</${node.cls}>`;
}

/** A UiAutomator2 page source whose screen holds `nodes` inside one FrameLayout. */
export function androidScreen(nodes: readonly AndroidNode[]): string {
  const root: AndroidNode = { cls: 'android.widget.FrameLayout', children: nodes };
  return `<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2340">\n${androidXml(root, 0, 1)}\n</hierarchy>`;
}

export const text = (value: string, id?: string, extra: Partial<AndroidNode> = {}): AndroidNode => ({
  cls: 'android.widget.TextView',
  text: value,
  ...(id ? { id: `com.app:id/${id}` } : {}),
  ...extra,
});
export const button = (value: string, id?: string, extra: Partial<AndroidNode> = {}): AndroidNode => ({
  cls: 'android.widget.Button',
  text: value,
  clickable: true,
  ...(id ? { id: `com.app:id/${id}` } : {}),
  ...extra,
});
export const group = (children: readonly AndroidNode[], extra: Partial<AndroidNode> = {}): AndroidNode => ({
  cls: 'android.view.ViewGroup',
  children,
  ...extra,
});

export interface IosNode {
  readonly type: string;
  readonly name?: string;
  readonly label?: string;
  readonly value?: string;
  readonly children?: readonly IosNode[];
}

function iosXml(node: IosNode, index: number, depth: number): string {
  const pad = '  '.repeat(depth);
  const type = `XCUIElementType${node.type}`;
  const attrs = [
    `type="${type}"`,
    node.name !== undefined ? `name="${escapeXml(node.name)}"` : '',
    node.label !== undefined ? `label="${escapeXml(node.label)}"` : '',
    node.value !== undefined ? `value="${escapeXml(node.value)}"` : '',
    'enabled="true" visible="true"',
    `x="0" y="${index * 50}" width="390" height="44"`,
  ]
    .filter((a) => a !== '')
    .join(' ');
  const children = node.children ?? [];
  if (children.length === 0) return `${pad}<${type} ${attrs}/>`;
  return `${pad}<${type} ${attrs}>\n${children.map((c, i) => iosXml(c, i, depth + 1)).join('\n')}\n${pad}</${type}>`;
}

/** An XCUITest page source whose window holds `nodes`. */
export function iosScreen(nodes: readonly IosNode[]): string {
  const app: IosNode = {
    type: 'Application',
    name: 'App',
    label: 'App',
    children: [{ type: 'Window', children: [{ type: 'Other', children: nodes }] }],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n<AppiumAUT>\n${iosXml(app, 0, 1)}\n</AppiumAUT>`;
}

/** A labelled element whose name is its label (no accessibility identifier set). */
export const labelled = (type: string, label: string, children?: readonly IosNode[]): IosNode => ({
  type,
  name: label,
  label,
  ...(children ? { children } : {}),
});
