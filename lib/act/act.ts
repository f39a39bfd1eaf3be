/**
 * One test's page.act calls. The flow of a call reads as a sentence:
 * prepare → try replay → run (planner or model loop) → store → report.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { createModelClient, type ModelClient, type ModelConfig } from '../model/index.js';
import { projectDir, slashRelative } from '../project-paths.js';
import { ACT_ANNOTATION, type ActEvent, type ActSummary } from './act-events.js';
import {
  ACT_OUTPUT_CACHE_DIR,
  type ActCacheHandle,
  type ActCachePolicy,
  type ActUpdateMode,
  actCacheFile,
  actCachePolicy,
  actRecordKey,
} from './cache.js';
import { type ActCallContext, buildStep, performCommand, recordedEffect, takeSnapshot } from './context.js';
import {
  compareEffects,
  describeEffect,
  type EffectsOption,
  mergeEffects,
  resolveEffects,
} from './effect-rules.js';
import { installEffectObserver } from './effects.js';
import { type ActArtifacts, ActError, isActError } from './errors.js';
import { describeTarget, pageOf, resolveTarget, stableTarget } from './locate.js';
import { runModelLoop } from './loop.js';
import { checkValues, type PlaceholderValues, redactDeep } from './placeholders.js';
import { findPlanTarget, planInstruction } from './planner.js';
import { replaySteps } from './replay.js';
import { parseSnapshot } from './snapshot.js';
import { stepCode } from './tools.js';
import { rememberValues, valuesToRedact } from './typed-values.js';
import type { ActCacheMode, ActRecord, ActResult, ActStep } from './types.js';
import { ActWorkspace, type WorkspaceKeep } from './workspace.js';

/** `act` options of the `healwright` use option. */
export interface ActOptions {
  /** Cache mode. Default `auto` (heal on CI, write otherwise). */
  readonly cache?: ActCacheMode;
  /** The model (`provider:model` or a config). Default: HEALWRIGHT_MODEL; none = deterministic only. */
  readonly model?: ModelConfig | string;
  /** Actions per call. Default 15. */
  readonly maxSteps?: number;
  /** Per-call timeout (ms). Default 60 000. */
  readonly timeout?: number;
  /** `strict` (default) | `loose` | `off`, or with extra ignore patterns (picomatch, on host/path). */
  readonly effects?: EffectsOption;
  /** Keep the per-call workspace folder: on a failure or heal (default), always, never. */
  readonly workspace?: { readonly keep?: WorkspaceKeep };
  /** How long a replayed step waits for its recorded element before healing (ms). Default 5000. */
  readonly waitForElement?: number;
  /**
   * What re-records, like Playwright's `updateSnapshots` (which it defaults to, so a bare `-u`
   * means `changed`): `all`, `changed`, `missing`, `none` (= locked), `default` (no `-u`).
   */
  readonly update?: ActUpdateMode;
}

/** Options of one `page.act` call. */
export interface PageActOptions {
  /** Placeholder values: `{{name}}` in the instruction. Never sent to the model, never written. */
  readonly values?: Readonly<Record<string, string>>;
  /** Cache id of this call instead of its position in the test (`#1`, `#2`…). */
  readonly id?: string;
  /** Limit the call to a region: snapshots show only it, steps stay inside it. */
  readonly within?: Locator;
  readonly maxSteps?: number;
  readonly timeout?: number;
  /**
   * This call's effects: a mode over the configured one, and/or ignore patterns added to the
   * configured ones, e.g. `{ ignore: ['**\/api/heartbeat'] }`.
   */
  readonly effects?: EffectsOption;
  readonly cache?: ActCacheMode;
}

export interface ActSessionSettings {
  readonly spec: string;
  readonly ci: boolean;
  readonly testIdAttributes: readonly string[] | undefined;
  readonly allowXPath: boolean;
  readonly options: ActOptions;
  readonly cache: ActCacheHandle;
  /**
   * The test's own `trace` and `video` options (fixture values: `test.use` sets them per file
   * without touching the project's `use`). Absent: the project's `use` is read.
   */
  readonly recording?: { readonly trace: unknown; readonly video: unknown };
}

export interface CallLocation {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

interface Call {
  readonly key: string;
  readonly id: string;
  readonly instruction: string;
  readonly policy: ActCachePolicy;
  readonly context: ActCallContext;
  readonly location: CallLocation;
  readonly values: PlaceholderValues;
}

interface Recording {
  readonly steps: ActStep[];
  readonly summary: string;
  readonly source: 'model' | 'deterministic';
}

const DEFAULT_MAX_STEPS = 15;
/** What to do about a missing model (README, "Models"). */
const NO_MODEL_CONFIGURED =
  'no model is configured: set HEALWRIGHT_MODEL=provider:model (e.g. openai:gpt-5-mini) or use: { healwright: { act: { model } } }; see "Models" in the README';
const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_SETTLE_MS = 5_000;

/**
 * The call running on each page, if any. Calls on one page run one at a time, in call order: a
 * step's effect is whatever the page did meanwhile, and two fills typing at once share one focus.
 */
const runningOnPage = new WeakMap<Page, Promise<unknown>>();

/** Runs `task` after every earlier call on `page` has settled. */
function oneAtATime<T>(page: Page, task: () => Promise<T>): Promise<T> {
  const earlier = runningOnPage.get(page) ?? Promise.resolve();
  const run = earlier.then(task, task);
  runningOnPage.set(
    page,
    run.catch(() => undefined),
  );
  return run;
}

export class ActSession {
  readonly testInfo: TestInfo;
  private readonly settings: ActSessionSettings;
  private client: ModelClient | undefined | null = null;
  private position = 0;
  private workspaces = 0;
  private readonly counts = {
    calls: 0,
    cached: 0,
    healedWithoutModel: 0,
    healedByModel: 0,
    recorded: 0,
    failed: 0,
    tokens: 0,
  };
  private readonly events: ActEvent[] = [];
  /** Each event's annotation, rewritten when its record is not written after all. */
  private readonly annotations = new Map<ActEvent, { description?: string }>();
  private readonly warnings: string[] = [];

  constructor(testInfo: TestInfo, settings: ActSessionSettings) {
    this.testInfo = testInfo;
    this.settings = settings;
  }

  get used(): boolean {
    return this.counts.calls > 0 || this.warnings.length > 0;
  }

  summary(): ActSummary {
    return { ...this.counts, events: this.events, warnings: this.warnings };
  }

  /** Every model reply's tokens, counted as they arrive (a call that fails afterwards still cost them). */
  private readonly countTokens = (tokens: number): void => {
    this.counts.tokens += tokens;
  };

  warn(message: string): void {
    if (!this.warnings.includes(message)) this.warnings.push(message);
  }

  /** `page.act(instruction, options)`. */
  async act(
    page: Page,
    instruction: string,
    options: PageActOptions,
    location: CallLocation,
  ): Promise<ActResult> {
    if (typeof instruction !== 'string' || instruction.trim() === '') {
      throw new ActError(
        { reason: 'empty-instruction', instruction: String(instruction ?? ''), steps: [] },
        'the instruction is empty; say what to do, e.g. page.act("Add the backpack to the cart")',
      );
    }
    return oneAtATime(page, () => this.actNow(page, instruction, options, location));
  }

  private async actNow(
    page: Page,
    instruction: string,
    options: PageActOptions,
    location: CallLocation,
  ): Promise<ActResult> {
    const call = await this.prepare(page, instruction, options, location);
    try {
      const replayed = await this.tryReplay(call);
      if (replayed) return replayed;
      const recording = await this.run(call);
      await this.store(call, recording);
      return { steps: recording.steps, summary: recording.summary, source: recording.source };
    } catch (error) {
      throw await this.failed(call, error);
    } finally {
      call.context.workspace.stop();
    }
  }

  private async prepare(
    page: Page,
    instruction: string,
    options: PageActOptions,
    location: CallLocation,
  ): Promise<Call> {
    this.counts.calls += 1;
    this.position += 1;
    const values = options.values ?? {};
    checkValues(instruction, values);
    const id = options.id ?? `#${this.position}`;
    // An explicit id names the entry across tests of the spec; a position is scoped to its test.
    const key = options.id ?? actRecordKey(this.testInfo.titlePath.slice(1), id);
    const act = this.settings.options;
    const policy = actCachePolicy(options.cache ?? act.cache ?? 'auto', {
      ci: this.settings.ci,
      updateSnapshots: act.update ?? this.testInfo.config.updateSnapshots,
    });
    const effects = resolveEffects(act.effects, options.effects);
    const actionTimeout = this.testInfo.project.use.actionTimeout ?? 0;
    const timeoutMs = options.timeout ?? act.timeout ?? DEFAULT_TIMEOUT_MS;
    this.workspaces += 1;
    const redactions = valuesToRedact(page, values);
    rememberValues(page, values);
    const workspace = new ActWorkspace(
      this.testInfo.outputPath(`healwright-act-${this.workspaces}`),
      redactions,
    );
    workspace.watch(page);
    await installEffectObserver(page);
    const context: ActCallContext = {
      page,
      scope: options.within ?? page,
      instruction,
      values,
      redactions,
      effectsMode: effects.mode,
      effectFilter: effects.filter,
      actionTimeout: actionTimeout > 0 ? actionTimeout : 10_000,
      findTimeout: act.waitForElement ?? 5_000,
      settleMs: Math.max(DEFAULT_SETTLE_MS, actionTimeout),
      locate: {
        allowXPath: this.settings.allowXPath,
        ...(this.settings.testIdAttributes ? { testIdAttributes: this.settings.testIdAttributes } : {}),
      },
      workspace,
      timeoutMs,
      deadline: performance.now() + timeoutMs,
      maxSteps: options.maxSteps ?? act.maxSteps ?? DEFAULT_MAX_STEPS,
    };
    return { key, id, instruction, policy, context, location, values };
  }

  /**
   * Replays the cached steps when the entry exists, matches the instruction and the mode allows.
   * Undefined: record the call (no entry, a changed instruction, `-u all`, or `-u changed` and a
   * replay that found nothing to run).
   */
  private async tryReplay(call: Call): Promise<ActResult | undefined> {
    const { policy } = call;
    const entry = await this.settings.cache.lookup(call.key, policy);
    if (!entry && policy.mode === 'locked') {
      throw new ActError(
        { reason: 'not-recorded', instruction: call.instruction, steps: [] },
        `no recorded steps for "${call.key}" in ${this.settings.cache.fileOf('committed')}, and the cache is locked (${policy.update === 'none' ? 'updateSnapshots: none' : 'locked mode'} never calls the model)`,
      );
    }
    if (!entry) return undefined;
    if (entry.instruction !== call.instruction) {
      if (policy.rerecordChangedInstruction) return undefined;
      throw new ActError(
        { reason: 'not-recorded', instruction: call.instruction, steps: [] },
        `the instruction changed since it was recorded (was ${JSON.stringify(entry.instruction)}), and ${policy.mode === 'locked' ? 'the cache is locked' : `updateSnapshots is "${policy.update}" (records only calls with no entry)`}; re-record with npx playwright test -u`,
      );
    }
    if (policy.rerecordAll) return undefined;
    const client = policy.modelAllowed ? this.modelClient() : undefined;
    let replay: Awaited<ReturnType<typeof replaySteps>>;
    try {
      replay = await replaySteps(call.context, entry, {
        acceptNewEffects: policy.rerecordFailed,
        noModel: policy.modelAllowed
          ? NO_MODEL_CONFIGURED
          : `the cache mode (${policy.mode}) never calls the model`,
        ...(client
          ? { levelTwo: (index, step, done) => this.healWithModel(call, client, index, step, done) }
          : {}),
      });
    } catch (error) {
      // `-u changed`: a call whose first step finds nothing is recorded again from this page.
      if (policy.rerecordFailed && isActError(error) && error.reason === 'cannot-heal' && !error.steps.length)
        return undefined;
      throw error;
    }
    if (replay.rerecorded.length) return this.storeRerecorded(call, entry, replay);
    const healed = replay.healedLevelOne.length + replay.healedLevelTwo.length > 0;
    if (!healed) {
      this.counts.cached += 1;
      return { steps: replay.steps, summary: entry.summary, source: 'cache' };
    }
    const level = replay.healedLevelTwo.length ? 2 : 1;
    if (level === 2) this.counts.healedByModel += 1;
    else this.counts.healedWithoutModel += 1;
    const record: ActRecord = {
      ...entry,
      steps: redactDeep(replay.steps, call.context.redactions),
      recorded_at: new Date().toISOString(),
      healed: { level, steps: [...replay.healedLevelOne, ...replay.healedLevelTwo].sort((a, b) => a - b) },
    };
    const file = await this.settings.cache.queue(call.key, record, policy, 'heal');
    const evidence = await this.keepWorkspace(call, replay.steps, true);
    const detail = `healed step${record.healed?.steps.length === 1 ? '' : 's'} ${record.healed?.steps.map((index) => index + 1).join(', ')} ${level === 1 ? 'without the model' : 'with the model'}${file ? `, written to ${this.relativePath(file)}` : ', nothing written'}${evidence ? ` (evidence: ${evidence})` : ''}`;
    this.pushEvent(call, 'healed', detail, { level, ...this.recordFields(file) });
    return { steps: replay.steps, summary: entry.summary, source: 'healed' };
  }

  /** `-u changed`: steps that ran with another effect are recorded with it (the new behaviour is intended). */
  private async storeRerecorded(
    call: Call,
    entry: ActRecord,
    replay: Awaited<ReturnType<typeof replaySteps>>,
  ): Promise<ActResult> {
    this.counts.recorded += 1;
    const { healed: _healed, ...rest } = entry;
    const record: ActRecord = {
      ...rest,
      steps: redactDeep(replay.steps, call.context.redactions),
      recorded_at: new Date().toISOString(),
    };
    const file = await this.settings.cache.queue(call.key, record, call.policy, 'record');
    const evidence = await this.keepWorkspace(call, replay.steps, true);
    const changes = replay.rerecorded
      .map((item) => `step ${item.index + 1}: ${item.differences.join('; ')}`)
      .join(' | ');
    this.pushEvent(
      call,
      'recorded',
      `re-recorded (updateSnapshots: ${call.policy.update}) with new effects: ${changes}${evidence ? ` (evidence: ${evidence})` : ''}`,
      this.recordFields(file),
    );
    return { steps: replay.steps, summary: entry.summary, source: 'rerecorded' };
  }

  /**
   * Ends the test. A passing test's records and heals are written; a failing test's are not: the
   * test's assertions are what judge an act (it never asserts itself), so a recording followed by
   * a failure is no evidence, as for page.heal. Events and annotations then say what was not written.
   */
  async finish(passed: boolean): Promise<void> {
    const queued = this.settings.cache.pendingCount;
    if (queued === 0) return;
    if (passed) {
      this.markNotWritten(await this.settings.cache.flush(), 'the write failed');
      return;
    }
    this.warn(
      `${this.settings.spec} › ${this.testInfo.titlePath.slice(1).join(' › ')}: ${queued} act record${queued === 1 ? '' : 's'} not written because the test did not pass (the next run records ${queued === 1 ? 'it' : 'them'} again)`,
    );
    this.markNotWritten(this.settings.cache.discard(), 'the test did not pass');
  }

  private markNotWritten(files: ReadonlySet<string>, because: string): void {
    for (const [index, event] of this.events.entries()) {
      if (event.record_file === undefined || !files.has(event.record_file)) continue;
      const { record_file: _unwritten, written_to: _nowhere, ...rest } = event;
      const detail = `${event.detail.replace(`, written to ${this.relativePath(event.record_file)}`, '')}; not written: ${because}`;
      this.events[index] = { ...rest, detail };
      const note = this.annotations.get(event);
      if (note) note.description = `${event.call} ${JSON.stringify(event.instruction)}: ${detail}`;
    }
  }

  /** `file` relative to the project (the config file's directory). */
  /** An event's record fields: the file written and whether it is the committed one. */
  private recordFields(file: string | undefined): Pick<ActEvent, 'record_file' | 'written_to'> {
    if (!file) return {};
    return {
      record_file: file,
      written_to: file === this.settings.cache.fileOf('output') ? 'output' : 'committed',
    };
  }

  private relativePath(file: string): string {
    return slashRelative(projectDir(this.testInfo.config), file);
  }

  /**
   * Level 2: the model continues from the current page. Its steps, together, must cause the failed
   * step's recorded effect under the call's effects mode (strict: the same requests and no others,
   * the same navigation, the recorded regions changed). A continuation that did something else is
   * rejected, never retried.
   */
  private async healWithModel(
    call: Call,
    client: ModelClient,
    index: number,
    step: ActStep,
    done: readonly ActStep[],
  ): Promise<ActStep[]> {
    const context = [
      'You are repairing one step of a recorded test. Steps already done this run:',
      ...(done.length ? done.map((item, at) => `  ${at + 1}. ${item.description}`) : ['  (none)']),
      `The recorded step ${index + 1} was: ${step.description} (${step.code}); it caused: ${describeEffect(step.effect)}.`,
      'That element is gone or ambiguous now. Do only what that one step did, from the current page, then call done.',
    ].join('\n');
    const result = await runModelLoop(
      call.context,
      client,
      { instruction: call.instruction, context },
      this.countTokens,
      done,
    );
    const effect = mergeEffects(result.steps.map((item) => item.effect));
    const comparison = compareEffects(step.effect, effect, call.context.effectsMode);
    if (comparison.ok) return result.steps;
    if (call.policy.rerecordFailed && result.steps.length) {
      // `-u changed`: the model's way is the new recording; keep its own effects.
      return result.steps;
    }
    throw new ActError(
      {
        reason: 'behaviour-changed',
        instruction: call.instruction,
        steps: [...done, ...result.steps],
        step: index,
      },
      [
        `the model redid step ${index + 1} (${step.description}) but not its effect (effects: ${call.context.effectsMode}); the heal is rejected and not retried. The app may have changed behaviour, not just markup:`,
        ...comparison.differences.map((difference) => `  - ${difference}`),
        `  recorded effect: ${describeEffect(step.effect)}`,
        `  the model's steps (${result.steps.map((item) => item.description).join(', ') || 'none'}): ${describeEffect(effect)}`,
      ].join('\n'),
    );
  }

  /** The deterministic planner when the instruction is one unambiguous action, else the model loop. */
  private async run(call: Call): Promise<Recording> {
    const { context } = call;
    const plan = planInstruction(call.instruction);
    let why = 'it is not a single action the planner reads';
    if (plan) {
      const snapshot = plan.target === undefined ? '' : await takeSnapshot(context);
      const found =
        plan.target === undefined
          ? undefined
          : await findPlanTarget(
              plan,
              snapshot,
              (ref) => context.page.getByRef(ref),
              context.locate.testIdAttributes,
            );
      if (plan.target === undefined || found?.kind === 'found') {
        const element = found?.kind === 'found' ? context.page.getByRef(found.ref) : undefined;
        const node =
          found?.kind === 'found'
            ? parseSnapshot(snapshot).find((item) => item.ref === found.ref)
            : undefined;
        const target = element
          ? await stableTarget(context.scope, element, {
              ...context.locate,
              description: call.instruction,
              ...(node?.name ? { hint: { role: node.role, name: node.name } } : {}),
            })
          : undefined;
        if (!element || target) {
          const locator = target ? resolveTarget(context.scope, target, target.locator) : undefined;
          const settled = await performCommand(context, plan.args, locator, {
            timeout: context.actionTimeout,
          });
          const description = `${plan.args.action}${target ? ` ${describeTarget(target)}` : ` ${plan.args.key ?? ''}`.trimEnd()}`;
          const effect = recordedEffect(context, settled, description, []);
          const step = buildStep(context, plan.args, target, effect, description);
          return {
            steps: [step],
            summary: `${description} (${stepCode(plan.args, target?.code)})`,
            source: 'deterministic',
          };
        }
        why = 'no stable locator validated for its element';
      } else if (found) {
        why = found.why;
      }
    }
    const client = this.modelClient();
    if (!client || !call.policy.modelAllowed) {
      throw new ActError(
        { reason: 'no-model', instruction: call.instruction, steps: [] },
        `the deterministic planner cannot do this (${why}) and ${client ? `the cache mode (${call.policy.mode}) never calls the model` : NO_MODEL_CONFIGURED}`,
      );
    }
    const result = await runModelLoop(context, client, { instruction: call.instruction }, this.countTokens);
    return { steps: result.steps, summary: result.summary, source: 'model' };
  }

  private async store(call: Call, recording: Recording): Promise<void> {
    this.counts.recorded += 1;
    const record: ActRecord = {
      spec: this.settings.spec,
      test: this.testInfo.titlePath.slice(1).join(' › '),
      call: call.id,
      instruction: call.instruction,
      steps: redactDeep(recording.steps, call.context.redactions),
      summary: redactDeep(recording.summary, call.context.redactions),
      recorded_by: recording.source,
      recorded_at: new Date().toISOString(),
    };
    const file = await this.settings.cache.queue(call.key, record, call.policy, 'record');
    if (this.settings.options.workspace?.keep === 'always')
      await this.keepWorkspace(call, recording.steps, false);
    this.pushEvent(
      call,
      'recorded',
      `${recording.steps.length} step(s) by ${recording.source === 'model' ? 'the model' : 'the deterministic planner'}`,
      this.recordFields(file),
    );
  }

  private async failed(call: Call, error: unknown): Promise<unknown> {
    this.counts.failed += 1;
    const page = pageOf(call.context.scope);
    const png = await page.screenshot().catch(() => undefined);
    if (png) call.context.workspace.addScreenshot('failed.png', png);
    const steps = isActError(error) ? error.steps : [];
    const evidence = await this.keepWorkspace(call, steps, true);
    const reason = error instanceof Error ? summaryReason(error.message) : String(error);
    this.pushEvent(call, 'failed', reason, {});
    if (isActError(error)) return error.withEvidence(evidence, await this.artifacts(page));
    return error;
  }

  /** The test's trace and video paths, when the project records them. */
  private async artifacts(page: Page): Promise<ActArtifacts | undefined> {
    const use = this.settings.recording ?? this.testInfo.project.use;
    const mode = (option: unknown): string =>
      typeof option === 'string' ? option : ((option as { mode?: string } | undefined)?.mode ?? 'off');
    const trace = mode(use.trace) === 'off' ? undefined : this.testInfo.outputPath('trace.zip');
    const video =
      mode(use.video) === 'off'
        ? undefined
        : await page
            .video()
            ?.path()
            .catch(() => undefined);
    if (!trace && !video) return undefined;
    return { ...(trace ? { trace } : {}), ...(video ? { video } : {}) };
  }

  /** Writes the workspace when the keep policy says so; attaches its screenshots. Returns the folder. */
  private async keepWorkspace(
    call: Call,
    steps: readonly ActStep[],
    notable: boolean,
  ): Promise<string | undefined> {
    const keep = this.settings.options.workspace?.keep ?? 'on-failure';
    if (keep === 'never' || (keep === 'on-failure' && !notable)) return undefined;
    const { workspace } = call.context;
    workspace.setSteps(workspace.redactSteps(steps), { instruction: call.instruction, key: call.key });
    const dir = await workspace.keep();
    for (const name of workspace.screenshots()) {
      await this.testInfo
        .attach(`healwright act ${call.id} ${name}`, { path: `${dir}/${name}`, contentType: 'image/png' })
        .catch(() => undefined);
    }
    return dir;
  }

  private pushEvent(call: Call, kind: ActEvent['kind'], detail: string, extra: Partial<ActEvent>): void {
    const event: ActEvent = {
      kind,
      file: call.location.file,
      spec: this.relativePath(call.location.file),
      line: call.location.line,
      column: call.location.column,
      test: this.testInfo.titlePath.slice(1).join(' › '),
      call: call.id,
      instruction: call.instruction,
      detail,
      ...extra,
    };
    this.events.push(event);
    if (kind !== 'failed') {
      const note = {
        type: ACT_ANNOTATION,
        description: `${call.id} ${JSON.stringify(call.instruction)}: ${detail}`,
        location: call.location,
      };
      this.testInfo.annotations.push(note);
      this.annotations.set(event, note);
    }
  }

  private modelClient(): ModelClient | undefined {
    if (this.client === null) this.client = createModelClient(this.settings.options.model);
    return this.client;
  }
}

export { ACT_OUTPUT_CACHE_DIR, actCacheFile };

/**
 * A failure's message as the summary's one line: its first line and the listed differences under
 * it ("…not just markup: expected POST /api/cart; unexpected POST /api/wishlist"), not the advice.
 */
export function summaryReason(message: string): string {
  const [first = '', ...rest] = message.split('\n');
  const listed = rest.filter((line) => line.startsWith('  - ')).map((line) => line.slice(4).trim());
  return listed.length > 0 ? `${first} ${listed.join('; ')}` : first;
}
