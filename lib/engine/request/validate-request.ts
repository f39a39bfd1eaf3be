/**
 * validateRequest: unknown input → a normalised heal request, or a 400/413 failure as a value.
 * Size is checked before anything else touches the page source, so a 50 MB string is refused in
 * constant time instead of parsed.
 */
import * as v from 'valibot';
import type { LocatorInput } from '../../locators/query.js';
import type { AppKind, Framework, HealFailure, HealOptions, Platform } from '../types.js';
import {
  DEFAULT_MAX_PAGE_SOURCE_CHARS,
  DEFAULT_TEST_ID_ATTRIBUTES,
  MAX_EVIDENCE_TEXT_CHARS,
} from '../weights.js';
import { HealRequestSchema } from './request-schema.js';

/** A validated request with defaults applied. */
export interface NormalizedRequest {
  readonly page_source: string;
  readonly existing_locators: readonly LocatorInput[];
  readonly description: string;
  readonly remarks: string;
  readonly platform: Platform | undefined;
  readonly framework: Framework | undefined;
  readonly app_kind: AppKind | undefined;
  readonly options: NormalizedOptions;
}

export interface NormalizedOptions extends HealOptions {
  readonly allow_xpath: boolean;
  readonly test_id_attrs: readonly string[];
  readonly use_cache: boolean;
  readonly llm: boolean;
  readonly max_page_bytes: number;
}

export type RequestValidation =
  | { readonly ok: true; readonly request: NormalizedRequest }
  | { readonly ok: false; readonly failure: HealFailure };

/**
 * Validates a heal request from the wire (or from code).
 *
 * @example
 * validateRequest({ page_source: '<button>Save</button>', description: 'Save button' }).ok // true
 * validateRequest({ page_source: '<p/>' }).ok // false: no existing_locators and no description
 */
export function validateRequest(input: unknown): RequestValidation {
  // The size limit applies before schema validation walks anything (cheap checks on the raw object).
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    const raw = input as Record<string, unknown>;
    const source = raw.page_source;
    const options = raw.options as Record<string, unknown> | undefined;
    const limit =
      typeof options?.max_page_bytes === 'number' && options.max_page_bytes > 0
        ? options.max_page_bytes
        : DEFAULT_MAX_PAGE_SOURCE_CHARS;
    if (source === undefined || source === null)
      return fail(400, 'BAD_REQUEST', 'Invalid heal request: page_source is required');
    if (typeof source === 'string' && source.length > limit) {
      return fail(
        413,
        'PAYLOAD_TOO_LARGE',
        `page_source is ${source.length} characters, over the limit of ${limit} (options.max_page_bytes, counted in characters)`,
        'Capture a smaller page (one frame), or send a JSON request (stdin or POST /v1/heal) with a higher options.max_page_bytes.',
      );
    }
  }
  const parsed = v.safeParse(HealRequestSchema, input, { abortPipeEarly: true });
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = v.getDotPath(issue);
    const message =
      issue.message.includes(path ?? '\u0000') || path === null ? issue.message : `${path}: ${issue.message}`;
    return fail(400, 'BAD_REQUEST', `Invalid heal request: ${message}`);
  }
  const wire = parsed.output;
  if (wire.page_source.trim() === '') return fail(400, 'INVALID_PAGE_SOURCE', 'page_source is empty');
  const locators: LocatorInput[] = [];
  for (const entry of wire.existing_locators ?? []) {
    const value = entry.value.trim();
    if (value === '') continue;
    const type =
      'type' in entry && typeof entry.type === 'string' && entry.type.trim() !== ''
        ? entry.type.trim()
        : undefined;
    locators.push(type === undefined ? { value } : { type, value });
  }
  const description = (wire.description ?? '').trim();
  const remarks = (wire.remarks ?? '').trim();
  if (locators.length === 0 && description === '') {
    return fail(
      400,
      'BAD_REQUEST',
      'Invalid heal request: give at least one of existing_locators (the locator that broke) or description',
    );
  }
  if (description.length > MAX_EVIDENCE_TEXT_CHARS || remarks.length > MAX_EVIDENCE_TEXT_CHARS) {
    return fail(
      400,
      'BAD_REQUEST',
      `Invalid heal request: description and remarks are limited to ${MAX_EVIDENCE_TEXT_CHARS} characters`,
    );
  }
  if (locators.some((locator) => locator.value.length > MAX_EVIDENCE_TEXT_CHARS)) {
    return fail(
      400,
      'BAD_REQUEST',
      `Invalid heal request: a locator is over ${MAX_EVIDENCE_TEXT_CHARS} characters`,
    );
  }
  const options = wire.options ?? {};
  return {
    ok: true,
    request: {
      page_source: wire.page_source,
      existing_locators: locators,
      description,
      remarks,
      platform: wire.platform,
      framework: wire.framework,
      app_kind: wire.app_kind,
      options: {
        allow_xpath: options.allow_xpath ?? true,
        test_id_attrs: options.test_id_attrs ?? DEFAULT_TEST_ID_ATTRIBUTES,
        use_cache: options.use_cache ?? true,
        llm: options.llm ?? true,
        max_page_bytes: options.max_page_bytes ?? DEFAULT_MAX_PAGE_SOURCE_CHARS,
      },
    },
  };
}

function fail(status: 400 | 413, code: string, message: string, hint?: string): RequestValidation {
  return {
    ok: false,
    failure: {
      status,
      code,
      retry: 'permanent',
      message,
      candidates: [],
      ...(hint === undefined ? {} : { hint }),
    },
  };
}
