// The JSON Schema (draft 2020-12) of a rule file, made from the table of knobs (ruleSetSchema.ts)
// so that it says what validate.ts checks field by field. docs/rule-set.schema.json is this
// object, written out (a test keeps the two equal); editors use it to check a file as it is typed.
// What the schema cannot say (the deal against the deck, fields that need each other) only
// validate.ts checks.
import { CONTROL_CLASS } from '../../text/visible.js';
import { SCHEMA_FIELD } from './validate.js';
import { RULE_SET_FIELDS, type Field, type Fields } from './ruleSetSchema.js';

type Schema = Record<string, unknown>;

const wholeNumber = (min: number, max: number): Schema => ({ type: 'integer', minimum: min, maximum: max });

function fieldSchema(field: Field): Schema {
  const described = (schema: Schema): Schema => ({ description: field.doc, ...schema, ...('default' in field && field.default !== undefined ? { default: field.default } : {}) });
  switch (field.kind) {
    case 'enum':
      return described({ enum: [...field.values] });
    case 'integer':
      return described(field.only ? { enum: [...field.only] } : wholeNumber(field.min, field.max));
    case 'boolean':
      return described({ type: 'boolean' });
    case 'text':
      return described({ type: 'string', minLength: 1, maxLength: field.maxLength, pattern: `^[^${CONTROL_CLASS}]*$` });
    case 'integer-or-list':
      return described({ oneOf: [wholeNumber(field.min, field.max), { type: 'array', minItems: 1, items: wholeNumber(field.min, field.max) }] });
    case 'list':
      return described({ type: 'array', uniqueItems: true, maxItems: field.max + 1, items: wholeNumber(field.min, field.max) });
    case 'integer-or-enum':
      return described({ oneOf: [wholeNumber(field.min, field.max), { enum: [...field.values] }] });
    case 'object':
      return described(objectSchema(field.fields));
  }
}

function objectSchema(fields: Fields, extra: Schema = {}): Schema {
  const required = Object.entries(fields).filter(([, field]) => field.required).map(([key]) => key);
  return {
    type: 'object',
    properties: { ...extra, ...Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldSchema(field)])) },
    required,
    additionalProperties: false,
  };
}

/** The schema of a rule file. */
export function ruleSetJsonSchema(): Schema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Leaves rule set',
    description: 'A patience for Leaves to play: `leaves play FILE.json`. See docs/rule-files.md.',
    ...objectSchema(RULE_SET_FIELDS, { [SCHEMA_FIELD]: { type: 'string', description: 'The address of this schema, for editors.' } }),
  };
}
