/**
 * The wire shape of a heal request, as a valibot schema: snake_case, unknown keys tolerated
 * (older and newer clients keep working), every message names the field.
 */
import * as v from 'valibot';

const PLATFORMS = ['web', 'android', 'ios'] as const;
const FRAMEWORKS = ['playwright', 'selenium', 'webdriverio', 'appium'] as const;
const APP_KINDS = ['web', 'native', 'react-native', 'flutter', 'hybrid'] as const;

const LocatorInputSchema = v.union(
  [
    v.pipe(
      v.string('existing_locators entries must be strings or { type, value } objects'),
      v.transform((value) => ({ value })),
    ),
    v.looseObject({
      type: v.optional(v.nullable(v.string('existing_locators[].type must be a string'))),
      value: v.string('existing_locators[].value must be a string'),
    }),
  ],
  'existing_locators entries must be strings or { type, value } objects with a string value',
);

const OptionsSchema = v.looseObject(
  {
    allow_xpath: v.optional(v.boolean('options.allow_xpath must be a boolean')),
    test_id_attrs: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string('options.test_id_attrs entries must be strings'),
            v.regex(/^[A-Za-z_:][-A-Za-z0-9_:.]*$/, 'options.test_id_attrs entries must be attribute names'),
          ),
          'options.test_id_attrs must be an array of attribute names',
        ),
        v.minLength(1, 'options.test_id_attrs must name at least one attribute'),
      ),
    ),
    use_cache: v.optional(v.boolean('options.use_cache must be a boolean')),
    llm: v.optional(v.boolean('options.llm must be a boolean')),
    max_page_bytes: v.optional(
      v.pipe(
        v.number('options.max_page_bytes must be a number'),
        v.integer('options.max_page_bytes must be an integer'),
        v.minValue(1, 'options.max_page_bytes must be positive'),
      ),
    ),
  },
  'options must be an object',
);

/** The request object as sent by the CLI, the HTTP endpoint and the fixture. */
export const HealRequestSchema = v.looseObject(
  {
    page_source: v.string('page_source is required and must be a string'),
    existing_locators: v.optional(
      v.nullable(
        v.union(
          [
            v.array(LocatorInputSchema, 'existing_locators must be an array of { type, value }'),
            v.pipe(
              v.string(),
              v.transform((value) => [{ value }]),
            ),
          ],
          'existing_locators must be an array of { type, value }',
        ),
      ),
    ),
    description: v.optional(v.nullable(v.string('description must be a string'))),
    remarks: v.optional(v.nullable(v.string('remarks must be a string'))),
    platform: v.optional(v.picklist(PLATFORMS, `platform must be one of ${PLATFORMS.join(', ')}`)),
    framework: v.optional(v.picklist(FRAMEWORKS, `framework must be one of ${FRAMEWORKS.join(', ')}`)),
    app_kind: v.optional(v.picklist(APP_KINDS, `app_kind must be one of ${APP_KINDS.join(', ')}`)),
    options: v.optional(v.nullable(OptionsSchema)),
  },
  'the heal request must be a JSON object',
);

export type HealRequestWire = v.InferOutput<typeof HealRequestSchema>;
