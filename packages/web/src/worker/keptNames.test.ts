import { createRng, formatRecordJson, loadGame, parseRecordJson, recordOf } from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { describe, expect, it } from 'vitest';
import { withPrintableNames } from './keptNames';

function keptRecord(names: readonly string[]): string {
  const game = loadGame('haferltarock');
  if (!game.ok) throw new Error(game.error);
  const end = playRandomDeal(game.value, createRng('kept')).at(-1);
  if (!end) throw new Error('no deal');
  const json = JSON.parse(formatRecordJson(recordOf(game.value, end))) as { seats: { name: string }[] };
  // As an earlier version kept it: the names as typed.
  json.seats.forEach((seat, i) => {
    seat.name = names[i] ?? seat.name;
  });
  return JSON.stringify(json);
}

describe('records kept by an earlier version', () => {
  it('replay with their names mended (a pasted tab a space)', () => {
    const kept = keptRecord(['Anna\tB', 'Bert', 'Cilli']);
    expect(parseRecordJson(kept).ok).toBe(false);
    const mended = parseRecordJson(withPrintableNames(kept));
    expect(mended.ok && mended.value.seats?.map((s) => s.name)).toEqual(['Anna B', 'Bert', 'Cilli']);
  });

  it('are handed out as they are when their names need nothing', () => {
    const kept = keptRecord(['Anna', 'Bert', 'Cilli']);
    expect(withPrintableNames(kept)).toBe(kept);
  });

  it('that do not parse are handed out as they are, for the replay to say why', () => {
    expect(withPrintableNames('{"seats": [')).toBe('{"seats": [');
    expect(withPrintableNames('null')).toBe('null');
  });
});
