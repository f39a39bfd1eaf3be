/**
 * The schema adapter: page.extract accepts any Standard Schema (https://standardschema.dev) —
 * valibot, zod, arktype… — and validates through `schema['~standard'].validate`. The model is shown
 * the JSON Schema shape: valibot schemas are converted with @valibot/to-json-schema (the only
 * import of it), others through the Standard JSON Schema hook when they offer one. Without a shape
 * the model still gets the validation issues of a wrong answer.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type { JSONSchema } from '../model/index.js';

/** The Standard Schema v1 interface (copied from the spec, as it recommends). */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': StandardSchemaV1.Props<Input, Output>;
}

// The spec's own shape: lets users write StandardSchemaV1.InferOutput<S>.
export declare namespace StandardSchemaV1 {
  export interface Props<Input = unknown, Output = Input> {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => Result<Output> | Promise<Result<Output>>;
    readonly types?: Types<Input, Output> | undefined;
  }
  export type Result<Output> = SuccessResult<Output> | FailureResult;
  export interface SuccessResult<Output> {
    readonly value: Output;
    readonly issues?: undefined;
  }
  export interface FailureResult {
    readonly issues: ReadonlyArray<Issue>;
  }
  export interface Issue {
    readonly message: string;
    readonly path?: ReadonlyArray<PropertyKey | PathSegment> | undefined;
  }
  export interface PathSegment {
    readonly key: PropertyKey;
  }
  export interface Types<Input = unknown, Output = Input> {
    readonly input: Input;
    readonly output: Output;
  }
  export type InferOutput<Schema extends StandardSchemaV1> = NonNullable<
    Schema['~standard']['types']
  >['output'];
}

/** One validation problem, as data: where (`$.items[0].qty`) and what. */
export interface ExtractIssue {
  readonly path: string;
  readonly message: string;
}

export type SchemaCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly ExtractIssue[] };

/** True for a value that implements Standard Schema v1. */
export function isStandardSchema(value: unknown): value is StandardSchemaV1 {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false;
  const props = (value as { '~standard'?: unknown })['~standard'];
  return (
    typeof props === 'object' &&
    props !== null &&
    (props as { version?: unknown }).version === 1 &&
    typeof (props as { validate?: unknown }).validate === 'function'
  );
}

function pathText(path: StandardSchemaV1.Issue['path']): string {
  let text = '$';
  for (const segment of path ?? []) {
    const key = typeof segment === 'object' && segment !== null && 'key' in segment ? segment.key : segment;
    if (typeof key === 'number') text += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) text += `.${key}`;
    else text += `[${JSON.stringify(String(key))}]`;
  }
  return text;
}

/**
 * Validates `value`; the issues come back as data (never thrown).
 *
 * @example
 * await checkWithSchema(v.object({ total: v.number() }), { total: '3' });
 * // { ok: false, issues: [{ path: '$.total', message: 'Invalid type: Expected number but received "3"' }] }
 */
export async function checkWithSchema<S extends StandardSchemaV1>(
  schema: S,
  value: unknown,
): Promise<SchemaCheck<StandardSchemaV1.InferOutput<S>>> {
  const result = await schema['~standard'].validate(value);
  if (result.issues === undefined) {
    return { ok: true, value: result.value as StandardSchemaV1.InferOutput<S> };
  }
  return {
    ok: false,
    issues: result.issues.map((issue) => ({ path: pathText(issue.path), message: issue.message })),
  };
}

type JsonSchemaHook = { readonly input?: (options: { target: string }) => unknown };

/**
 * The JSON Schema shape shown to the model, or undefined when the schema library offers none.
 * Valibot: @valibot/to-json-schema (validations it cannot express are left out, never fatal).
 */
export function describeSchema(schema: StandardSchemaV1): JSONSchema | undefined {
  const props = schema['~standard'];
  if (props.vendor === 'valibot') {
    const converted = toJsonSchema(schema as unknown as Parameters<typeof toJsonSchema>[0], {
      errorMode: 'ignore',
    }) as Record<string, unknown>;
    const { $schema: _dialect, ...shape } = converted;
    return shape;
  }
  const hook = (props as { jsonSchema?: JsonSchemaHook }).jsonSchema;
  if (typeof hook?.input === 'function') {
    try {
      const shape = hook.input({ target: 'draft-07' });
      if (typeof shape === 'object' && shape !== null) return shape as JSONSchema;
    } catch {
      // A library that cannot express this schema: the model works from the issues instead.
    }
  }
  return undefined;
}
