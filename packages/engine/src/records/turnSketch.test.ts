import { describe, expect, it } from 'vitest';
import { parseCard } from '../cards/notation';
import { GERMAN36, TAROCK54 } from '../cards/pack';
import type { PublicTurn } from '../core/view';
import { turnSketch } from './turnSketch';

const card = (text: string) => {
  const c = parseCard(TAROCK54, text);
  if (!c.ok) throw new Error(c.error);
  return c.value;
};
/** A turn as a file may hold it (a value that is no card where a card belongs). */
const asTurn = (x: unknown) => x as PublicTurn; // a file's contents, unchecked on purpose

describe('turnSketch: a turn in an error message', () => {
  it('a deal: its hands as […], a value that is no card quoted as given, never card numbers', () => {
    const hands = [['ZZ', card('HK'), card('T21')], [card('T1'), 999], [card('SK')]];
    const turn = asTurn({ actor: 'chance', action: { type: 'deal', hands, talon: [card('T2')] } });
    expect(turnSketch(TAROCK54, turn)).toBe('deal S0[… "ZZ" …] S1[… 999 …] S2[…] talon[…]');
  });

  it('a full deal stays short: the reason names the card at fault', () => {
    const hands = [[card('HK')], [card('HK')], []];
    const turn = asTurn({ actor: 'chance', action: { type: 'deal', hands, talon: [] } });
    expect(turnSketch(TAROCK54, turn)).toBe('deal S0[…] S1[…] S2[…] talon[…]');
  });

  it('a card played: in the notation, or quoted as given', () => {
    expect(turnSketch(TAROCK54, asTurn({ actor: 2, action: { type: 'play', card: card('T21') } }))).toBe(
      'S2 play T21',
    );
    expect(turnSketch(GERMAN36, asTurn({ actor: 1, action: { type: 'play', card: 'EA' } }))).toBe(
      'S1 play "EA"',
    );
    expect(turnSketch(TAROCK54, asTurn({ actor: 0, action: { type: 'discard', card: 54 } }))).toBe(
      'S0 discard 54',
    );
    expect(turnSketch(TAROCK54, asTurn({ actor: 1, action: { type: 'bid', bid: 'solo' } }))).toBe(
      'S1 bid solo',
    );
  });

  it('what is no action at all: as JSON, cut short', () => {
    const sketch = turnSketch(TAROCK54, asTurn({ actor: 1, action: { type: 'fly', far: 'x'.repeat(200) } }));
    expect(sketch.startsWith('S1 {"type":"fly"')).toBe(true);
    expect(sketch.length).toBeLessThanOrEqual(63);
    expect(sketch.endsWith('…')).toBe(true);
  });
});
