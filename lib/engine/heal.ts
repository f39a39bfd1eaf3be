/**
 * heal: one request in, ONE validated locator out — or a typed refusal that says why. Never a guess.
 *
 *   validate request → detect platform → parse locators → parse page (once) → cache? →
 *   where do the old locators still point → shortlist → disambiguate (model only on close calls) →
 *   intact? → ladder + validate → answer
 *
 * Expected outcomes (bad input, refusals) are returned as values; only bugs throw.
 */
import { isHealwrightError } from '../errors.js';
import { parseLocator } from '../locators/parse.js';
import type { LocatorQuery } from '../locators/query.js';
import { detectNative } from '../native/detect-native.js';
import { healNative } from '../native/heal-native.js';
import {
  type AnswerContext,
  buildAnswer,
  healConfidence,
  renderLadder,
  summarizeTarget,
} from './answer/build-answer.js';
import { describeElement } from './answer/describe-element.js';
import {
  badInput,
  refuseAmbiguous,
  refuseClosedShadowRoot,
  refuseNeedsSnapshot,
  refuseNoStableLocator,
  refuseNothingMatches,
} from './answer/failures.js';
import { parseAnswerLocator } from './answer/parse-answer.js';
import { healRationale } from './answer/rationale.js';
import { renderForFramework } from './answer/render-locator.js';
import { analyzeDescription } from './describe/analyze-description.js';
import { containsPhrase, judgeDescription } from './describe/judge-description.js';
import { decide, decideAmongSectionMismatches, loneGrownCandidate } from './disambiguate/decide.js';
import { positionalCopyOf } from './disambiguate/positional-copy.js';
import { buildLadder } from './ladder/build-ladder.js';
import { healCacheKey } from './request/cache-key.js';
import { type NormalizedRequest, validateRequest } from './request/validate-request.js';
import { ProfileStore } from './shortlist/element-profile.js';
import { readLocatorEvidence, tooSlowToResolve, wordingOf } from './shortlist/locator-clues.js';
import { buildShortlist, type LocatorSighting } from './shortlist/shortlist.js';
import { normalizeWhitespace } from './text/tokenize.js';
import type { Framework, HealAnswer, HealDependencies, HealFailure, HealResult } from './types.js';
import { validateQuery } from './validate/validate-query.js';
import { parseWebPage, resolveQuery, type WebElement, type WebPage } from './web/index.js';
import { CACHE_CONFIDENCE, INTACT_CONFIDENCE } from './weights.js';

type Clock = () => number;

function fail(failure: HealFailure): HealResult {
  return { ok: false, failure };
}

/**
 * Heals a locator against a page source.
 *
 * @example
 * const result = await heal({
 *   page_source: html,
 *   existing_locators: [{ type: 'css', value: '#add-to-cart-backpack' }],
 *   description: 'Add to cart for the Sauce Labs Backpack',
 * });
 * if (result.ok) page.locator(result.answer.locator);
 */
export async function heal(input: unknown, deps: HealDependencies = {}): Promise<HealResult> {
  const now: Clock = deps.now ?? (() => performance.now());
  const started = now();
  const validation = validateRequest(input);
  if (!validation.ok) return fail(validation.failure);
  const request = validation.request;
  try {
    // A request that says "web" is healed as a web page whatever its source looks like: the
    // source is not sniffed for an Appium hierarchy (an HTML fragment went through the XML parser).
    const native =
      request.platform === 'android' || request.platform === 'ios'
        ? { platform: request.platform }
        : request.platform === 'web'
          ? undefined
          : detectNative(request.page_source);
    if (native) {
      return await healNative(request, deps); // NATIVE DISPATCH (lib/native)
    }
    return await healWeb(request, deps, now, started);
  } catch (error) {
    if (isHealwrightError(error)) {
      const status = error.status === 413 ? 413 : error.status === 422 ? 422 : 400;
      return fail({ status, code: error.code, retry: error.retry, message: error.message, candidates: [] });
    }
    if (error instanceof RangeError) {
      return fail(
        badInput(
          'INVALID_PAGE_SOURCE',
          `Invalid page source: too deeply nested to process (${error.message})`,
        ),
      );
    }
    throw error;
  }
}

interface ParsedLocators {
  readonly queries: readonly LocatorQuery[];
}

function parseLocators(request: NormalizedRequest): ParsedLocators | HealFailure {
  const queries: LocatorQuery[] = [];
  for (const input of request.existing_locators) {
    let query: LocatorQuery;
    try {
      query = parseLocator(input, {
        testIdAttribute: request.options.test_id_attrs[0] ?? 'data-testid',
        platform: 'web',
      });
    } catch (error) {
      if (isHealwrightError(error)) return badInput(error.code, `Invalid locator: ${error.message}`);
      throw error;
    }
    const ref = query.steps.find((step) => step.kind === 'aria-ref');
    if (ref && ref.kind === 'aria-ref') return refuseNeedsSnapshot(ref.ref);
    if (query.steps.some((step) => step.kind === 'appium')) {
      return badInput(
        'UNKNOWN_STRATEGY',
        `Invalid locator: "${input.value}" is an Appium locator, but the page source is a web page`,
      );
    }
    queries.push(query);
  }
  return { queries };
}

function isFailure(value: ParsedLocators | HealFailure): value is HealFailure {
  return 'status' in value;
}

function resolveSafely(page: WebPage, query: LocatorQuery): readonly WebElement[] | undefined {
  try {
    return resolveQuery(page, query);
  } catch {
    return undefined;
  }
}

/**
 * `first` or `last` when every given locator is broken (it matches nothing) and ended with
 * `.first()` / `.last()` alike: the end of the copies its author picked (see endPickedTwin).
 */
function endPickedBy(
  sightings: readonly LocatorSighting[],
  queries: readonly LocatorQuery[],
): 'first' | 'last' | undefined {
  const ends = new Set<number>();
  for (const sighting of sightings) {
    const last = queries[sighting.index]?.steps.at(-1);
    if ((sighting.matches?.length ?? 1) !== 0 || last?.kind !== 'nth') return undefined;
    ends.add(last.index);
  }
  if (ends.size !== 1) return undefined;
  const [end] = ends;
  return end === 0 ? 'first' : end === -1 ? 'last' : undefined;
}

/** Closed shadow hosts a locator reaches before it breaks (a `host >>> inner` chain into a closed root). */
function closedHostsOnPath(page: WebPage, query: LocatorQuery): WebElement[] {
  if (page.closedShadowHosts.length === 0) return [];
  const hosts = new Set<WebElement>();
  for (let length = 1; length < query.steps.length; length++) {
    const matches = resolveSafely(page, { ...query, steps: query.steps.slice(0, length) }) ?? [];
    for (const element of matches) if (element.hasClosedShadowRoot) hosts.add(element);
  }
  return [...hosts];
}

async function healWeb(
  request: NormalizedRequest,
  deps: HealDependencies,
  now: Clock,
  started: number,
): Promise<HealResult> {
  const framework: Framework = request.framework ?? 'playwright';
  const context: AnswerContext = { platform: 'web', framework, app_kind: request.app_kind ?? 'web' };
  const parsed = parseLocators(request);
  if (isFailure(parsed)) return fail(parsed);
  const page = parseWebPage(request.page_source);
  const testIdAttributes = request.options.test_id_attrs;
  const description = analyzeDescription(request.description);
  const remarks = analyzeDescription(request.remarks);
  const profiles = new ProfileStore(testIdAttributes);

  const cacheKey = healCacheKey(request, 'web', framework);
  const useCache = request.options.use_cache && deps.cache !== undefined;
  if (useCache) {
    const hit = revalidateCached(page, deps.cache!.get(cacheKey), framework, description, profiles);
    if (hit) return { ok: true, answer: { ...hit, elapsed_ms: Math.round((now() - started) * 100) / 100 } };
    if (deps.cache!.get(cacheKey) !== undefined) deps.cache!.delete(cacheKey);
  }

  const sightings: LocatorSighting[] = parsed.queries.map((query, index) => ({
    index,
    evidence: readLocatorEvidence(query, testIdAttributes),
    matches: tooSlowToResolve(page, query) ? undefined : resolveSafely(page, query),
  }));
  for (const query of parsed.queries) {
    const hosts = closedHostsOnPath(page, query);
    if (hosts.length > 0) return fail(refuseClosedShadowRoot(hosts));
  }
  const shortlist = buildShortlist(
    page,
    { locators: sightings, description, remarks, testIdAttributes },
    profiles,
  );
  const decideOptions = {
    description: request.description,
    remarks: request.remarks,
    llm: request.options.llm,
    descriptionModel: description,
    pathLists: shortlist.pathLists,
    endPicked: endPickedBy(sightings, parsed.queries),
  };
  const firstDecision = await decide(shortlist.ranked, decideOptions, deps);
  const decision =
    firstDecision.kind === 'refuse' && firstDecision.reason === 'nothing'
      ? ((await decideAmongSectionMismatches(shortlist.ranked, decideOptions, deps)) ??
        loneGrownCandidate(shortlist.ranked, description) ??
        firstDecision)
      : firstDecision;
  if (decision.kind === 'refuse') {
    if (decision.reason === 'ambiguous')
      return fail(refuseAmbiguous(decision.shortlist, decision.modelProblem, decision.doubt));
    if (page.closedShadowHosts.length > 0) return fail(refuseClosedShadowRoot(page.closedShadowHosts));
    return fail(refuseNothingMatches(shortlist.ranked, sightings.length > 0));
  }
  const chosen = decision.candidate;
  const copy = description.countsPlace
    ? positionalCopyOf(chosen, shortlist.ranked, parsed.queries, page, description.headWords)
    : undefined;
  if (copy !== undefined) {
    const rival = shortlist.ranked.find((candidate) => candidate.profile.element === copy) ?? {
      profile: profiles.profile(copy),
      score: 0,
      features: {},
      judgement: chosen.judgement,
      locatorPoints: 0,
      survivingLocator: undefined,
      eligible: false,
      ineligibleReason: 'a copy the broken locator would count into the same place',
    };
    return fail(refuseAmbiguous([chosen, rival], undefined, 'position-only'));
  }
  const elapsed = (): number => now() - started;
  // A closed shadow host only partly fits: what is described sits behind its closed root.
  if (
    chosen.profile.closedHost &&
    (chosen.judgement.coverage < 0.99 || description.roleFamilies.length > 0)
  ) {
    return fail(refuseClosedShadowRoot([chosen.profile.element]));
  }

  // Intact: a given locator still resolves to exactly the chosen element. For Selenium and
  // WebdriverIO only in the light DOM: their CSS does not enter shadow roots, so an element moved
  // behind one is healed to a `host >>> inner` chain, whatever the id it kept.
  if (
    chosen.survivingLocator !== undefined &&
    (framework === 'playwright' || chosen.profile.element.scope === 0)
  ) {
    const query = parsed.queries[chosen.survivingLocator]!;
    const rendered = renderForFramework(query, framework, testIdAttributes[0]);
    if (rendered) {
      const original = request.existing_locators[chosen.survivingLocator]!;
      const verdict = chosen.judgement.verdict;
      const answer = buildAnswer(
        {
          rendered: {
            ...rendered,
            locator:
              framework === 'playwright' && isSelectorForm(query) && readsAlone(original.value, query)
                ? original.value
                : rendered.locator,
          },
          strategy: 'intact',
          confidence:
            verdict === 'agrees' || description.words.length === 0
              ? INTACT_CONFIDENCE
              : INTACT_CONFIDENCE * 0.9,
          rationale: `The given locator still matches exactly one element, ${describeElement(chosen.profile)}, ${
            description.words.length === 0
              ? 'and nothing on the page fits the evidence better'
              : verdict === 'agrees'
                ? 'and it agrees with the description'
                : 'and nothing else fits the description better'
          }.`,
          llmUsed: false,
          elapsedMs: elapsed(),
          alternatives: [],
          target: chosen.profile.element,
          scores: chosen.features,
        },
        context,
      );
      return { ok: true, answer };
    }
  }

  const ladderOptions = {
    framework,
    allowXpath: request.options.allow_xpath,
    testIdAttributes,
    descriptionWords: [...description.words, ...remarks.words].map((entry) => entry.word),
    reliedOn: reliedOnTexts(sightings, [description.normalized, remarks.normalized]),
    quoted: [...description.quoted, ...remarks.quoted],
    endPicked: decideOptions.endPicked,
  };
  let picked = decision;
  let ladder = renderLadder(buildLadder(page, chosen.profile, ladderOptions), framework, testIdAttributes[0]);
  let fallback: string | undefined;
  if (!ladder && decision.how === 'model') {
    // The model may change which node, never which locator: without a validated locator, fall back.
    const top = decision.shortlist[0]!;
    const topLadder =
      top === chosen
        ? undefined
        : renderLadder(buildLadder(page, top.profile, ladderOptions), framework, testIdAttributes[0]);
    if (topLadder) {
      picked = { ...decision, candidate: top, how: 'close' };
      ladder = topLadder;
      fallback = 'the model’s choice had no stable locator, so the deterministic pick was kept';
    }
  }
  if (!ladder) return fail(refuseNoStableLocator(picked.candidate.profile, picked.candidate));
  const llmUsed = picked.how === 'model';
  const answer = buildAnswer(
    {
      rendered: ladder.best,
      strategy: ladder.best.strategy,
      confidence: healConfidence(picked.candidate, picked.margin, picked.how),
      rationale: healRationale(picked, ladder.best.strategy, fallback),
      llmUsed,
      elapsedMs: elapsed(),
      alternatives: ladder.alternatives,
      target: picked.candidate.profile.element,
      scores: picked.candidate.features,
    },
    context,
  );
  if (useCache) deps.cache!.set(cacheKey, answer);
  return { ok: true, answer };
}

/**
 * Texts the request relies on word for word: a text, label or role name of a given locator, or a
 * phrase of the description or remarks. A name with data in it ("Best Product in 2016") may be
 * used in the answer when the request says it exactly (lowercase, whitespace-normalised).
 */
function reliedOnTexts(
  sightings: readonly LocatorSighting[],
  prose: readonly string[],
): (text: string) => boolean {
  const exact = new Set<string>();
  for (const sighting of sightings) {
    for (const clue of sighting.evidence.clues) {
      const value = wordingOf(clue);
      if (value) exact.add(normalizeWhitespace(value).toLowerCase());
    }
  }
  const said = prose.filter((text) => text !== '');
  return (text) => {
    const wanted = normalizeWhitespace(text).toLowerCase();
    return wanted !== '' && (exact.has(wanted) || said.some((prose) => containsPhrase(prose, wanted)));
  };
}

/**
 * True when the value means the same locator without its `type` (`#save`, `//a`, `id=save`), so
 * page.locator() takes it verbatim; `{ type: 'id', value: 'save' }` does not (`save` is a tag).
 */
function readsAlone(value: string, query: LocatorQuery): boolean {
  try {
    return JSON.stringify(parseLocator(value).steps) === JSON.stringify(query.steps);
  } catch {
    return false;
  }
}

/** Forms Playwright's page.locator() accepts verbatim (so the intact answer is the user's own string). */
function isSelectorForm(query: LocatorQuery): boolean {
  return (
    query.form !== 'playwright-code' &&
    query.form !== 'shadow-chain' &&
    query.form !== 'aria-ref' &&
    query.form !== 'appium'
  );
}

/** A cached answer counts only if it still resolves to exactly one element the description does not contradict. */
function revalidateCached(
  page: WebPage,
  cached: HealAnswer | undefined,
  framework: Framework,
  description: ReturnType<typeof analyzeDescription>,
  profiles: ProfileStore,
): HealAnswer | undefined {
  if (!cached || cached.framework !== framework) return undefined;
  let query: LocatorQuery;
  try {
    query = parseAnswerLocator(cached, framework);
  } catch {
    return undefined;
  }
  const matches = resolveSafely(page, query);
  if (!matches || matches.length !== 1) return undefined;
  const element = matches[0]!;
  if (!validateQuery(page, query, element).ok) return undefined;
  const profile = profiles.profile(element);
  if (description.words.length > 0 && judgeDescription(description, profile.tokens).verdict === 'contradicts')
    return undefined;
  return {
    ...cached,
    strategy: 'cache',
    confidence: Math.min(cached.confidence, CACHE_CONFIDENCE),
    rationale: `A previous heal for this request still matches exactly one element, ${describeElement(profile)}.`,
    llm_used: false,
    target: summarizeTarget(element),
  };
}
