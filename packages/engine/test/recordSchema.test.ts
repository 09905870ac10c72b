/**
 * The JSON Schema (src/records/record.schema.json) and the strict parser agree: every record the
 * engine writes validates, the schema never rejects what the parser accepts, and it rejects the
 * malformed records the parser rejects wherever a schema can express the rule.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import schema from '../src/records/record.schema.json';
import { recordFromJson, recordToJson } from '../src/index';
import { record } from './arbitraries';
import { jsonSlots } from '../src/testing/jsonSlots';

const validate = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true }).compile(schema);

describe('the record schema', () => {
  it('accepts every record the engine writes', () => {
    fc.assert(
      fc.property(record, (r) => {
        const json: unknown = JSON.parse(JSON.stringify(recordToJson(r)));
        expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('is never stricter than the parser: a damaged record the parser takes, the schema takes', () => {
    fc.assert(
      fc.property(
        record,
        fc.nat(),
        fc.constantFrom<unknown>(null, 7, 'x', [], {}, -1, 'XXII', true),
        (r, pick, junk) => {
          // Replace one value somewhere in the record by junk.
          const json = JSON.parse(JSON.stringify(recordToJson(r))) as Record<string, unknown>;
          const slots = jsonSlots(json);
          const slot = slots[pick % slots.length];
          if (!slot) return;
          slot[0][slot[1]] = junk;
          if (!recordFromJson(json).ok) return; // the parser may reject more (cross-field rules)
          expect(validate(json)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it.each([
    ['an unknown field', { surprise: 1 }],
    ['another format', { format: 'tarock' }],
    ['a newer version', { version: 2 }],
    ['an unknown pack', { pack: 'french52' }],
    ['a reserved tag', { tags: { Variant: 'x' } }],
    ['a bad card name', { turns: [{ actor: 0, action: { type: 'play', card: 'XXII' } }] }],
    ['an unknown action', { turns: [{ actor: 0, action: { type: 'fly' } }] }],
    ['a bid of two words', { turns: [{ actor: 0, action: { type: 'bid', bid: 'two words' } }] }],
    ['an incomplete result', { result: { unit: 'points' } }],
    ['a negative pot', { pot: -1 }],
    ['a negative side pot', { sidePot: -0.5 }],
    ['a pot beyond 2^53 − 1 cents', { pot: 2 ** 53 }],
    ['a dealer beyond 2^53 − 1', { dealer: 2 ** 53 }],
    ...(
      [
        ['a name of 21 characters', 'x'.repeat(21), 'random'],
        ['a name with an escape sequence', 'Eve\u001b[2J', 'random'],
        ['a name with a right-to-left override', 'Eve\u202e', 'random'],
        ['a player in capitals', 'B', 'Random'],
        ['a player with a control character', 'B', 'human\u0007'],
        ['a player of 25 characters', 'B', 'x'.repeat(25)],
      ] as const
    ).map(([what, name, player]): [string, object] => [
      what,
      {
        seats: [
          { name: 'A', player: 'human' },
          { name, player },
          { name: 'C', player: 'random' },
        ],
      },
    ]),
  ])('rejects %s as the parser does', (_what, change) => {
    const base: unknown = JSON.parse(
      JSON.stringify(
        recordToJson({
          format: 'tarock-record',
          version: 1,
          variant: 'mini-tarock',
          rulesVersion: 1,
          pack: 'tarock54',
          options: {},
          seats: [
            { name: 'A', player: 'human' },
            { name: 'B', player: 'random' },
            { name: 'C', player: 'random' },
          ],
          tags: {},
          dealer: 0,
          pot: 0,
          redeals: 0,
          view: null,
          turns: [],
          result: null,
        }),
      ),
    );
    expect(validate(base)).toBe(true);
    const bad = { ...(base as object), ...change };
    expect(recordFromJson(bad).ok).toBe(false);
    expect(validate(bad)).toBe(false);
  });
});
