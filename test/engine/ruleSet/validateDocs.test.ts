// docs/rule-files.md says what the validator checks: every knob of the table with every value it
// takes, and its worked examples are files the validator and the schema accept.
import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { ruleSetJsonSchema } from '../../../src/engine/ruleSet/jsonSchema.js';
import { RULE_SET_FIELDS, type Fields } from '../../../src/engine/ruleSet/ruleSetSchema.js';
import { parseRuleSet } from '../../../src/engine/ruleSet/validate.js';

const DOC = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/rule-files.md'), 'utf8');

/** Every knob's path, with the words it takes. */
function knobs(fields: Fields, prefix = ''): [string, readonly string[]][] {
  return Object.entries(fields).flatMap(([key, field]): [string, readonly string[]][] => {
    const at = `${prefix}${key}`;
    if (field.kind === 'object') return [[at, []], ...knobs(field.fields, `${at}.`)];
    return [[at, field.kind === 'enum' || field.kind === 'integer-or-enum' ? field.values : []]];
  });
}

/** The row of the field tables that documents a knob. */
const rowOf = (at: string) => DOC.split('\n').find((line) => line.startsWith(`| \`${at}\` |`));

describe('docs/rule-files.md', () => {
  it.each(knobs(RULE_SET_FIELDS))('documents %s and every value it takes', (at, values) => {
    const row = rowOf(at);
    expect(row, `no row for ${at}`).toBeDefined();
    for (const value of values) expect(row).toContain(`\`${value}\``);
  });

  it('documents no knob the table lacks', () => {
    const documented = DOC.split('\n').flatMap((line) => /^\| `([a-zA-Z.]+)` \|/.exec(line)?.[1] ?? []);
    expect(documented.sort()).toEqual(knobs(RULE_SET_FIELDS).map(([at]) => at).sort());
  });

  const examples = [...DOC.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => match[1]!).filter((text) => text.includes('"name"'));

  it('has two worked examples', () => {
    expect(examples).toHaveLength(2);
  });

  it.each(examples.map((text) => [JSON.parse(text).name as string, text]))('its example %s passes the validator and the schema', (_name, text) => {
    expect(parseRuleSet(text).problems).toBeUndefined();
    expect(new Ajv2020({ strict: true }).compile(ruleSetJsonSchema())(JSON.parse(text))).toBe(true);
  });
});
