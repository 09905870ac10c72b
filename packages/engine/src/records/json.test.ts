import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { record } from '../../test/arbitraries';
import { formatRecordJson, parseRecordJson, printableName, recordFromJson, recordToJson } from './json';
import type { GameRecord } from './record';

const sample: GameRecord = {
  format: 'tarock-record',
  version: 1,
  variant: 'mini-tarock',
  rulesVersion: 1,
  pack: 'tarock54',
  options: { value: 2 },
  seats: [
    { name: 'Anna', player: 'human' },
    { name: 'B', player: 'random' },
    { name: 'C', player: 'random' },
  ],
  tags: { Date: '2025-01-01', Seed: '7' },
  dealer: 0,
  pot: 0,
  redeals: 0,
  view: null,
  turns: [
    { actor: 'chance', action: { type: 'deal', hands: [[1], [2], [3]], talon: [4, 5] } },
    { actor: 1, action: { type: 'bid', bid: 'play' } },
    { actor: 1, action: { type: 'trump', suit: 0 } },
    { actor: 1, action: { type: 'play', card: 53 } },
  ],
  result: null,
};

describe('the JSON record', () => {
  it('round-trips: parse(format(r)) equals r', () => {
    fc.assert(
      fc.property(record, (r) => {
        expect(parseRecordJson(formatRecordJson(r))).toEqual({ ok: true, value: r });
      }),
    );
  });

  it('writes cards by name, not by number', () => {
    const json = recordToJson(sample);
    expect(JSON.stringify(json['turns'])).toContain('"card":"Sk"');
    expect(JSON.stringify(json['turns'])).toContain('"hands":[["H3"],["H2"],["H1"]]');
    expect(JSON.stringify(json['turns'])).toContain('"suit":"H"');
  });

  const broken = (path: (string | number)[], value: unknown): unknown => {
    const json: unknown = JSON.parse(JSON.stringify(recordToJson(sample)));
    let at = json as Record<string | number, unknown>; // walking plain JSON data
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
    const last = path[path.length - 1] as string | number;
    if (value === undefined) delete at[last];
    else at[last] = value;
    return json;
  };

  it.each([
    [['format'], 'tarock', 'format: expected "tarock-record"'],
    [['version'], 2, 'version: this engine reads version 1 records, not version 2'],
    [['surprise'], 1, 'record: unknown field "surprise"'],
    [['variant'], undefined, 'record: missing field "variant"'],
    [['pack'], 'french52', 'pack: expected one of'],
    [['seats', 0, 'name'], 5, 'seats[0].name: expected a string'],
    [['dealer'], 3, 'dealer: seat 3 is not at this table of 3'],
    [['tags', 'Variant'], 'x', 'tags: "Variant" is not a free tag name'],
    [['options', 'value'], null, 'options.value: expected a string, number or boolean'],
    [['turns', 0, 'action', 'hands'], [['H3']], 'turns[0].action.hands: expected 3 hands'],
    [['turns', 0, 'action', 'talon', 1], 'ZZ', 'turns[0].action.talon[1]: "ZZ" is not a card'],
    [['turns', 3, 'action', 'card'], 'XXII', 'turns[3].action.card: write the card as "Sk"'],
    [['turns', 3, 'action', 'card'], '??', 'turns[3].action.card: a played card is never hidden'],
    [['turns', 2, 'action', 'suit'], 'T', 'turns[2].action.suit: "T" is not a suit'],
    [['turns', 1, 'actor'], 7, 'turns[1].actor: seat 7 is not at this table'],
    [['turns', 1, 'action', 'type'], 'fly', 'turns[1].action.type: "fly" is not an action type'],
    [['turns', 1, 'action', 'bid'], 'two words', 'turns[1].action.bid: "two words" does not match'],
    [['result'], { unit: 'points' }, 'result: missing field "deltas"'],
    [['pot'], -50, 'pot: a pot is never negative, got -50'],
    [['sidePot'], -0.5, 'sidePot: a pot is never negative, got -0.5'],
    [['pot'], 2 ** 53, 'pot: more cents than a pot holds (at most 9007199254740991), got 9007199254740992'],
    [['sidePot'], 1e300, 'sidePot: more cents than a pot holds'],
    [['seats', 1, 'player'], 'Random', 'seats[1].player: "Random" is not a player'],
    [['seats', 1, 'player'], '', 'seats[1].player: "" is not a player'],
    [['seats', 1, 'player'], 'random bot', 'seats[1].player: "random bot" is not a player'],
    [
      ['seats', 1, 'player'],
      'human\u001b]0;owned\u0007',
      'seats[1].player: "human\\u001b]0;owned\\u0007" is not',
    ],
    [['seats', 1, 'player'], 'x'.repeat(25), 'seats[1].player: "xxxxxxxxxxxxxxxxxxxxxxxxx" is not a player'],
    [['seats', 0, 'name'], 'A'.repeat(21), 'seats[0].name: longer than 20 characters'],
    [['seats', 0, 'name'], 'x'.repeat(200), 'seats[0].name: longer than 20 characters'],
    [['seats', 0, 'name'], 'Eve\u001b[2J', 'seats[0].name: a name may not hold control characters'],
    [['seats', 0, 'name'], 'Eve\nX', 'seats[0].name: a name may not hold control characters'],
    [['seats', 0, 'name'], 'Eve\u202e', 'seats[0].name: a name may not hold control characters'],
    [['seats', 0, 'name'], 'Eve\u2028', 'seats[0].name: a name may not hold control characters'],
    [['seats', 0, 'name'], 'Eve\ud800', 'seats[0].name: a name may not hold control characters'],
  ])('rejects a record with %j = %j, naming the field', (path, value, message) => {
    const r = recordFromJson(broken(path, value));
    expect(r).toEqual({ ok: false, error: expect.stringContaining(message) });
  });

  it.each([
    ['Anna', 'Anna'],
    ['An\tna', 'An na'],
    ['Eve\u001b[2J', 'Eve [2J'],
    ['Eve\u202e', 'Eve '],
    ['Eve\ud800', 'Eve '],
    ['🤷\u200d♀️ Zoe', '🤷\u200d♀️ Zoe'],
    ['A'.repeat(25), 'A'.repeat(20)],
    [`${'A'.repeat(19)}😀`, 'A'.repeat(19)],
  ])('makes a name kept by an earlier writer one a record holds: %j → %j', (name, expected) => {
    expect(printableName(name)).toBe(expected);
  });

  it('makes every name one a record holds (any UTF-16 text)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (name) => {
        expect(recordFromJson(broken(['seats', 0, 'name'], printableName(name))).ok).toBe(true);
      }),
    );
  });

  it('reads the players and names every writer puts there', () => {
    // The terminal (human, its --players), simulate (cheater too), a record without seats
    // (unknown), the server (human, a computer level) and the web app (a name up to 20 characters,
    // trimmed; an emoji joined with U+200D).
    const players = [
      'human',
      'unknown',
      'random',
      'heuristic',
      'pimc',
      'pimc:fast',
      'pimc:strong',
      'cheater',
    ];
    const names = [
      'you',
      'pimc:strong 3',
      'Computer 2',
      'x'.repeat(20),
      'Zoë 🤷\u200d♀️',
      'Anna-Lena O’Brien',
    ];
    for (const player of players)
      for (const name of names) {
        const seats = [{ name, player }, ...sample.seats.slice(1)];
        expect(recordFromJson(recordToJson({ ...sample, seats }))).toEqual({
          ok: true,
          value: { ...sample, seats },
        });
      }
    const pot = Number.MAX_SAFE_INTEGER;
    expect(recordFromJson(recordToJson({ ...sample, pot, sidePot: 0.5 }))).toEqual({
      ok: true,
      value: { ...sample, pot, sidePot: 0.5 },
    });
  });

  it('reads a record saved with a byte-order mark, as the text form does', () => {
    expect(parseRecordJson(`\ufeff${formatRecordJson(sample)}`)).toEqual({ ok: true, value: sample });
  });

  it('rejects text that is not JSON', () => {
    expect(parseRecordJson('{"format":')).toEqual({ ok: false, error: expect.stringContaining('not JSON') });
  });
});
