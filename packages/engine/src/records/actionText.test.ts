import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { action, turn } from '../../test/arbitraries';
import { GERMAN36, MOND, PACKS, TAROCK54, cardOf } from '../cards/pack';
import { formatAction, formatTurn, parseAction, parseTurn } from './actionText';

describe('the action notation', () => {
  it.each(Object.values(PACKS))('parse(format(turn)) round-trips for every action shape on $id', (pack) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }).chain((seats) => turn(pack, seats)),
        (t) => {
          expect(parseTurn(pack, formatTurn(pack, t))).toEqual({ ok: true, value: t });
        },
      ),
    );
  });

  it('also reads the pretty forms', () => {
    fc.assert(
      fc.property(action(TAROCK54, 3), (a) => {
        expect(parseAction(TAROCK54, formatAction(TAROCK54, a, 'pretty'))).toEqual({ ok: true, value: a });
      }),
    );
  });

  it('writes the examples of docs/notation.md', () => {
    expect(formatTurn(TAROCK54, { actor: 2, action: { type: 'play', card: MOND } })).toBe('S2 play T21');
    expect(formatTurn(TAROCK54, { actor: 0, action: { type: 'bid', bid: 'dreiblatt' } })).toBe(
      'S0 bid dreiblatt',
    );
    expect(formatTurn(TAROCK54, { actor: 0, action: { type: 'discard', card: null } })).toBe('S0 discard ??');
    expect(formatTurn(GERMAN36, { actor: 1, action: { type: 'trump', suit: 2 } })).toBe('S1 trump H');
    expect(
      formatTurn(TAROCK54, {
        actor: 'chance',
        action: { type: 'deal', hands: [[MOND], [], [null]], talon: [0] },
      }),
    ).toBe('deal S0[T21] S1[] S2[??] talon[H4]');
  });

  it('reads the words of the table: gut, weiter, passe, liegt', () => {
    expect(parseAction(TAROCK54, 'gut')).toEqual({ ok: true, value: { type: 'accept' } });
    expect(parseAction(TAROCK54, 'weiter')).toEqual({ ok: true, value: { type: 'pass' } });
    expect(parseAction(TAROCK54, 'Passe')).toEqual({ ok: true, value: { type: 'pass' } });
    expect(parseAction(TAROCK54, 'liegt')).toEqual({ ok: true, value: { type: 'ready' } });
    expect(parseAction(GERMAN36, 'play EA')).toEqual({
      ok: true,
      value: { type: 'play', card: cardOf(GERMAN36, 0, 8) },
    });
  });

  it.each([
    ['play', 'needs one card'],
    ['play ??', 'never hidden'],
    ['play T21 T20', 'needs one card'],
    ['bid', 'needs one word'],
    ['bid two words', 'needs one word'],
    ['talon x', 'number of a talon part'],
    ['trump T', 'not a suit'],
    ['pass now', 'takes nothing'],
    ['fly away', 'is not an action'],
    ['deal S1[] talon[]', 'expected S0'],
    ['deal S0[T21]', 'ends with talon'],
    ['deal S0[ZZ] talon[]', 'is not a card'],
  ])('rejects %j with a clear error', (text, message) => {
    const r = parseAction(TAROCK54, text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });
});
