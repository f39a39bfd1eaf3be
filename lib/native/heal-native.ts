/**
 * Native heal: Appium page source in, one validated Appium locator out — or a refusal that
 * says why. parse → evidence → score → decide (a model only breaks close ties) → ladder →
 * validate with our own evaluators → answer. The same contract and never-guess rule as the web.
 */
import type {
  AppKind,
  CandidateSummary,
  ChooseQuestion,
  HealAlternative,
  HealDependencies,
  HealFailure,
  HealRequest,
  HealResult,
  TargetSummary,
} from '../engine/types.js';
import { isHealwrightError } from '../errors.js';
import {
  type AppiumLanguage,
  renderAppiumCode,
  renderAppiumCodeAlternatives,
} from './answer/render-appium-code.js';
import { detectAppKind } from './detect-native.js';
import { androidLadder } from './ladder/android-ladder.js';
import { evidenceLadder, requestEvidence } from './ladder/evidence-ladder.js';
import { iosLadder } from './ladder/ios-ladder.js';
import { type NativeCandidate, validateCandidates } from './ladder/native-candidate.js';
import { reactNativeEvidence, reactNativeLadder } from './ladder/react-native-ladder.js';
import { type LocatorEvidence, readLocatorEvidence } from './shortlist/evidence.js';
import type { Contradiction } from './shortlist/judge-evidence.js';
import { NATIVE_WEIGHTS, type ScoredNode, scoreNativeNodes } from './shortlist/score-native-nodes.js';
import {
  type NativeNode,
  type NativePlatform,
  type NativeTree,
  parseNativeSource,
} from './tree/native-tree.js';
import {
  accessibilityLabel,
  boundsOf,
  classOf,
  identifier,
  isClickable,
  nearestLabelledAncestor,
  ownText,
  subtreeTexts,
} from './tree/node-facts.js';

/**
 * A heal request as healNative reads it: the wire HealRequest, or the engine's normalised request
 * (where absent fields are explicit `undefined`).
 */
export type NativeHealRequest = { readonly [K in keyof HealRequest]?: HealRequest[K] | undefined } & {
  readonly page_source: string;
};

/** Below this the evidence does not point anywhere. */
const MIN_SCORE = 25;
/** The winner must lead the runner-up by this much, or it is a guess. */
const MIN_MARGIN = 8;
/** Candidates shown in refusals and model questions. */
const SHORTLIST_SIZE = 8;
/** Alternatives returned with an answer. */
const MAX_ALTERNATIVES = 5;

function failure(
  status: 400 | 422,
  code: string,
  message: string,
  extra: Partial<HealFailure> = {},
): HealResult {
  return {
    ok: false,
    failure: { status, code, retry: 'permanent', message, candidates: [], ...extra },
  };
}

function nativePlatformOf(platform: HealRequest['platform']): NativePlatform | undefined {
  return platform === 'android' || platform === 'ios' ? platform : undefined;
}

function describeNode(node: NativeNode, platform: NativePlatform): string {
  const parts = [classOf(node)];
  const id = identifier(node, platform);
  const label = accessibilityLabel(node, platform);
  const text = ownText(node, platform) || subtreeTexts(node, platform, 4).join(' ');
  if (id !== '') parts.push(`${platform === 'android' ? 'resource-id' : 'name'}="${id}"`);
  if (label !== '' && label !== id)
    parts.push(`${platform === 'android' ? 'content-desc' : 'label'}="${label}"`);
  if (text !== '' && text !== label) parts.push(`text "${text.slice(0, 60)}"`);
  const bounds = boundsOf(node);
  if (bounds !== '') parts.push(`bounds ${bounds}`);
  return parts.join(' ');
}

function sectionOf(node: NativeNode, platform: NativePlatform): string | undefined {
  const anchor = nearestLabelledAncestor(node, platform);
  if (!anchor) return undefined;
  return `${classOf(anchor)} ${identifier(anchor, platform) || accessibilityLabel(anchor, platform)}`.trim();
}

function summarize(scored: readonly ScoredNode[], platform: NativePlatform): CandidateSummary[] {
  return scored.slice(0, SHORTLIST_SIZE).map((entry, index) => {
    const name =
      accessibilityLabel(entry.node, platform) ||
      ownText(entry.node, platform) ||
      identifier(entry.node, platform);
    const section = sectionOf(entry.node, platform);
    return {
      index,
      score: entry.score,
      tag: classOf(entry.node),
      ...(name !== '' ? { name } : {}),
      ...(section ? { section } : {}),
      path: entry.node.path,
    };
  });
}

function targetSummary(node: NativeNode, platform: NativePlatform): TargetSummary {
  const keep = [
    'resource-id',
    'content-desc',
    'text',
    'class',
    'name',
    'label',
    'value',
    'type',
    'bounds',
    'clickable',
    'enabled',
  ];
  const attributes: Record<string, string> = {};
  for (const key of keep) {
    const value = node.attributes[key];
    if (value !== undefined && value !== '') attributes[key] = value;
  }
  const name = accessibilityLabel(node, platform) || identifier(node, platform);
  const text = ownText(node, platform) || subtreeTexts(node, platform, 4).join(' ');
  return {
    tag: classOf(node),
    ...(name !== '' ? { name } : {}),
    ...(text !== '' ? { text } : {}),
    path: node.path,
    attributes,
  };
}

/** Refusal message per contradiction, so the person sees why the near match was not taken. */
const CONTRADICTION_REASON: Readonly<Record<Contradiction, string>> = {
  negation: 'says the opposite ("not"/"don\'t")',
  description: 'shares no word with the description',
  identifier: 'carries an id of its own that shares no word with the old one',
  number: 'shows a different number than the evidence (a sibling item, not the one named)',
  kind: 'is not the kind of element the description asks for (a field, a switch, a control)',
  handle:
    'does not show the handle or hashtag the description names (one is written exactly, never reworded)',
  label:
    'has a label that only contains the old accessibility id: that locator asked for exactly its label, which leaves out longer labels like this one',
};

/**
 * Close candidates nested in one another (a cell and its title, a link and its image) are one
 * place on screen: the one the old id named, else the one the description names exactly, else
 * the one pressable among them. Undefined when that does not single one out.
 */
function pickNested(close: readonly ScoredNode[], platform: NativePlatform): ScoredNode | undefined {
  const isAncestor = (a: NativeNode, b: NativeNode) => b.path.startsWith(`${a.path}/`);
  const nested = close.every((x) =>
    close.every((y) => x === y || isAncestor(x.node, y.node) || isAncestor(y.node, x.node)),
  );
  if (!nested) return undefined;
  for (const prefer of [
    // "9:00 AM" is the clock text view's own text; its card only contains it.
    (entry: ScoredNode) => entry.saysItself === true,
    // "Subtitles & Captioning cell": the cell, not its title text.
    (entry: ScoredNode) => entry.features.role_word !== undefined,
    (entry: ScoredNode) => (entry.features.locator_attribute ?? 0) >= NATIVE_WEIGHTS.locatorAttribute,
    (entry: ScoredNode) => entry.features.exact_text !== undefined,
    // The element that shows the words itself, not a container of the element that does.
    (entry: ScoredNode) =>
      accessibilityLabel(entry.node, platform) !== '' || ownText(entry.node, platform) !== '',
    (entry: ScoredNode) => isClickable(entry.node),
  ]) {
    const preferred = close.filter(prefer);
    if (preferred.length === 1) return preferred[0];
  }
  return undefined;
}

async function decide(
  ranked: readonly ScoredNode[],
  request: NativeHealRequest,
  deps: HealDependencies,
  platform: NativePlatform,
  appKind: AppKind,
): Promise<{ winner: ScoredNode; llm: boolean } | HealResult> {
  const eligible = ranked.filter((entry) => entry.contradiction === undefined);
  // Only an element the evidence names may win; partial matches can still make it a close call.
  const scored = eligible.filter((entry) => entry.identifying);
  const top = scored[0];
  const dominant = eligible[0];
  if (!top || top.score < MIN_SCORE) {
    // Only a positional locator still points somewhere, at an element with nothing to stand on:
    // say which element and what it lacks (React Native: add a testID).
    if (
      dominant &&
      (dominant.features.locator_match ?? 0) >= NATIVE_WEIGHTS.locatorUniqueMatch &&
      ladderFor(dominant.node, platform, appKind).length === 0
    ) {
      return refuseUnlocatable(dominant.node, platform, appKind, ranked);
    }
    const contradicted = ranked.find((entry) => entry.contradiction !== undefined);
    const near =
      dominant && dominant.score >= MIN_SCORE
        ? ` The closest, ${describeNode(dominant.node, platform)}, only shares some words with the evidence.`
        : '';
    const why =
      contradicted && (!dominant || contradicted.score > dominant.score)
        ? ` ${describeNode(contradicted.node, platform)} ${CONTRADICTION_REASON[contradicted.contradiction as Contradiction]}.`
        : '';
    return failure(
      422,
      'CANNOT_HEAL',
      `No element on this screen matches the locator or the description well enough.${near}${why}`,
      {
        hint: 'Give a description that names the element (its label, text or purpose), or a locator from before the change. If the element was removed from this screen, there is nothing to heal.',
        candidates: summarize(ranked, platform),
      },
    );
  }
  // A stale index (`…/LinearLayout[5]` now on the neighbour) does not outweigh an element the
  // evidence names; only what the dominant element says does.
  if (
    dominant &&
    dominant !== top &&
    dominant.score - (dominant.positionalScore ?? 0) - top.score >= MIN_MARGIN
  ) {
    return failure(
      422,
      'AMBIGUOUS',
      `The evidence points more strongly at ${describeNode(dominant.node, platform)}, which only partly matches it, than at ${describeNode(top.node, platform)}, which it names.`,
      {
        hint: 'Say which one in the description (its exact label or text), or send the locator from before the change.',
        candidates: summarize(eligible, platform),
      },
    );
  }
  const second = scored[1];
  if (!second || top.score - second.score >= MIN_MARGIN) return { winner: top, llm: false };
  const close = scored.filter((entry) => top.score - entry.score < MIN_MARGIN).slice(0, SHORTLIST_SIZE);
  const nested = pickNested(close, platform);
  if (nested?.identifying) return { winner: nested, llm: false };
  const candidates = summarize(close, platform);
  if (deps.choose && request.options?.llm !== false) {
    const question: ChooseQuestion = {
      description: request.description ?? '',
      ...(request.remarks ? { remarks: request.remarks } : {}),
      candidates,
      prompt: close
        .map((entry, index) => {
          const section = sectionOf(entry.node, platform);
          return `[${index}] ${describeNode(entry.node, platform)}${section ? ` in ${section}` : ''}`;
        })
        .join('\n'),
    };
    try {
      const answer = await deps.choose(question);
      const picked = answer.index === null ? undefined : close[answer.index];
      if (picked) return { winner: picked, llm: true };
    } catch {
      // A failing model never turns into a guess: fall through to the refusal.
    }
  }
  return failure(
    422,
    'AMBIGUOUS',
    `${close.length} elements match the evidence equally well: ${close
      .slice(0, 3)
      .map((entry) => describeNode(entry.node, platform))
      .join('; ')}.`,
    {
      hint: 'Say which one in the description (its section, neighbour or label), or configure a model to break the tie.',
      candidates,
    },
  );
}

function ladderFor(node: NativeNode, platform: NativePlatform, appKind: AppKind): NativeCandidate[] {
  if (appKind === 'react-native') return reactNativeLadder(node, platform);
  return platform === 'android' ? androidLadder(node) : iosLadder(node);
}

function refuseUnlocatable(
  node: NativeNode,
  platform: NativePlatform,
  appKind: AppKind,
  scored: readonly ScoredNode[],
): HealResult {
  const anchor = nearestLabelledAncestor(node, platform);
  const where = anchor ? ` inside ${describeNode(anchor, platform)}` : '';
  if (appKind === 'react-native') {
    const evidence = reactNativeEvidence(node, platform);
    const lacks = [
      !evidence.testId && 'no testID',
      !evidence.label && 'no accessibilityLabel',
      !evidence.text && 'no text',
    ].filter(Boolean);
    return failure(
      422,
      'CANNOT_HEAL',
      `The element is ${describeNode(node, platform)}${where}; it has ${lacks.join(', ') || 'no unique testID, label or text'}, and healwright does not emit positional locators for React Native (they break on the next layout change). Add a testID to this component.`,
      {
        hint: `Add testID="…" to the component (it becomes ${platform === 'android' ? 'resource-id' : 'name'}; use accessibility id / id in Appium).`,
        candidates: summarize(scored, platform),
      },
    );
  }
  return failure(
    422,
    'CANNOT_HEAL',
    `The element is ${describeNode(node, platform)}${where}, but no stable locator (id, accessibility id, text, predicate, anchored XPath) matches it alone; index and coordinate locators are never returned.`,
    {
      hint: `Give the element a ${platform === 'android' ? 'resource-id or content-description' : 'accessibilityIdentifier'}.`,
      candidates: summarize(scored, platform),
    },
  );
}

/** The language of `code`: WebdriverIO when the request says so, else Java (java-client). */
function codeLanguageOf(framework: HealRequest['framework'] | undefined): AppiumLanguage {
  return framework === 'webdriverio' ? 'webdriverio' : 'java';
}

function toAlternative(
  candidate: NativeCandidate,
  language: AppiumLanguage,
  platform: NativePlatform,
): HealAlternative {
  return {
    locator_type: candidate.strategy,
    locator: candidate.value,
    code: renderAppiumCode(candidate.strategy, candidate.value, language, platform),
    strategy: candidate.rung,
    score: candidate.score,
  };
}

function rationaleFor(
  candidate: NativeCandidate,
  node: NativeNode,
  platform: NativePlatform,
  intact: boolean,
): string {
  const what = describeNode(node, platform);
  if (intact) return `The locator still matches exactly one element (${what}); it is returned unchanged.`;
  return `Chose ${what} from the evidence; ${candidate.strategy} "${candidate.value}" (${candidate.rung}) matches it and nothing else in this page source.`;
}

/** A layout node with nothing of its own (no id, label, text, not pressable) around exactly one element. */
function isBareWrapper(node: NativeNode, platform: NativePlatform): boolean {
  return (
    node.children.length === 1 &&
    !isClickable(node) &&
    identifier(node, platform) === '' &&
    accessibilityLabel(node, platform) === '' &&
    ownText(node, platform) === ''
  );
}

function intactLocator(
  locators: readonly LocatorEvidence[],
  scored: readonly ScoredNode[],
  platform: NativePlatform,
): LocatorEvidence | undefined {
  for (const locator of locators) {
    if (locator.matches.length !== 1 || locator.positional) continue;
    const node = locator.matches[0] as NativeNode;
    // `…/FrameLayout` now gripping a layout wrapper inserted around the element: same place on
    // screen, not the element. Heal to what it wraps.
    if (isBareWrapper(node, platform)) continue;
    const entry = scored.find((s) => s.node === node);
    const best = scored[0];
    // Still unique, and the description does not point clearly at another element.
    const contradicted =
      best !== undefined &&
      best.node !== node &&
      (best.features.description ?? 0) >= 35 &&
      (entry?.features.description ?? 0) < 10;
    if (!contradicted) return locator;
  }
  return undefined;
}

/**
 * Heals a locator against an Appium page source (Android UiAutomator2, iOS XCUITest, React
 * Native on either). Failures come back as values: 400 for bad input, 422 when nothing can be
 * returned without guessing.
 *
 * @example
 * const result = await healNative({ page_source, existing_locators: [{ type: 'id', value: 'com.app:id/login' }], description: 'Log in button' }, {});
 * if (result.ok) result.answer.code; // driver.findElement(AppiumBy.id("com.app:id/sign_in"))
 */
export async function healNative(
  request: NativeHealRequest,
  deps: HealDependencies = {},
): Promise<HealResult> {
  const now = deps.now ?? (() => performance.now());
  const started = now();
  if (typeof request.page_source !== 'string' || request.page_source.trim() === '') {
    return failure(400, 'INVALID_PAGE_SOURCE', 'page_source is empty: send driver.getPageSource().');
  }
  const locators = request.existing_locators ?? [];
  if (locators.length === 0 && (request.description ?? '').trim() === '') {
    return failure(400, 'BAD_REQUEST', 'Send at least one existing locator or a description of the element.');
  }
  let tree: NativeTree;
  let evidence: LocatorEvidence[];
  try {
    tree = parseNativeSource(request.page_source, nativePlatformOf(request.platform));
    evidence = readLocatorEvidence(tree, locators);
  } catch (error) {
    if (isHealwrightError(error) && error.status === 400) return failure(400, error.code, error.message);
    throw error;
  }
  const platform = tree.platform;
  const appKind: AppKind = request.app_kind ?? detectAppKind(tree);
  const scored = scoreNativeNodes({
    tree,
    locators: evidence,
    description: request.description ?? '',
    remarks: request.remarks ?? '',
  });
  const allowXPath = request.options?.allow_xpath !== false;
  const language = codeLanguageOf(request.framework);

  const intact = intactLocator(evidence, scored, tree.platform);
  let chosen: { node: NativeNode; scores: Readonly<Record<string, number>>; llm: boolean };
  if (intact) {
    const node = intact.matches[0] as NativeNode;
    chosen = {
      node,
      scores: scored.find((s) => s.node === node)?.features ?? { locator_match: 100 },
      llm: false,
    };
  } else {
    const decision = await decide(scored, request, deps, platform, appKind);
    if ('ok' in decision) return decision;
    chosen = { node: decision.winner.node, scores: decision.winner.features, llm: decision.llm };
  }

  const vouched = requestEvidence(
    request.description ?? '',
    evidence.map((locator) => locator.tokens),
  );
  const valid = validateCandidates(
    tree,
    chosen.node,
    [...ladderFor(chosen.node, platform, appKind), ...evidenceLadder(chosen.node, platform, vouched)],
    allowXPath,
  );
  const topScore = scored[0]?.score ?? 0;
  const runnerUp = scored.find((s) => s.node !== chosen.node)?.score ?? 0;
  const confidence = intact
    ? 0.99
    : Math.round(
        Math.min(0.99, 0.5 + 0.5 * Math.min(1, topScore / 80) * Math.min(1, (topScore - runnerUp) / 30)) *
          100,
      ) / 100;

  let primary: NativeCandidate;
  let alternatives: NativeCandidate[];
  if (intact) {
    primary = { strategy: intact.strategy, value: intact.value, rung: 'intact', score: 100 };
    alternatives = valid.filter((c) => !(c.strategy === intact.strategy && c.value === intact.value));
  } else {
    const first = valid[0];
    if (!first) return refuseUnlocatable(chosen.node, platform, appKind, scored);
    primary = first;
    alternatives = valid.slice(1);
  }
  return {
    ok: true,
    answer: {
      locator_type: primary.strategy,
      locator: primary.value,
      code: renderAppiumCode(primary.strategy, primary.value, language, platform),
      confidence,
      match_count: 1,
      strategy: primary.rung,
      rationale: rationaleFor(primary, chosen.node, platform, intact !== undefined),
      platform,
      framework: language === 'webdriverio' ? 'webdriverio' : 'appium',
      app_kind: appKind,
      llm_used: chosen.llm,
      elapsed_ms: Math.max(0, Math.round(now() - started)),
      alternatives: alternatives
        .slice(0, MAX_ALTERNATIVES)
        .map((candidate) => toAlternative(candidate, language, platform)),
      target: targetSummary(chosen.node, platform),
      scores: chosen.scores,
      code_alternatives: renderAppiumCodeAlternatives(primary.strategy, primary.value, platform),
    },
  };
}
