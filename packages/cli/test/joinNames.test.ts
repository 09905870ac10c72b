import type { SeatInfo, TableInfo } from '@tarock/protocol';
import { describe, expect, it } from 'vitest';
import { tableText } from '../src/online/tableText';

const seat = (over: Partial<SeatInfo>): SeatInfo => ({
  seat: 0,
  kind: 'human',
  level: 'heuristic',
  name: 'Anna',
  connected: true,
  ready: false,
  bot: false,
  from: null,
  ...over,
});

const info = (seats: SeatInfo[]): TableInfo => ({
  id: 'AbCdEfGhIjKlMnOp',
  game: 'haferltarock',
  preset: { id: 'haferltarock', name: 'Haferltarock', family: 'bavarian', source: '' },
  options: [],
  seats,
  status: 'waiting',
  turnSeconds: null,
  deals: 1,
  match: null,
});

describe('tarock join names a computer seat', () => {
  it('as the server does: the name fixed at the first deal, though a player of that name sat down later', () => {
    const seats = [
      seat({ name: 'Bert' }),
      seat({ seat: 1, kind: 'computer', level: 'random', name: 'Bert', bot: true }),
      seat({ seat: 2, kind: 'computer', level: 'random', name: 'Ferdl', bot: true }),
    ];
    const text = tableText(info(seats), 'http://localhost').join('\n');
    expect(text).toContain('S1 Bert (computer, random)');
    expect(text).toContain('S2 Ferdl (computer, random)');
  });

  it('by its level when the server sends no name', () => {
    const seats = [seat({}), seat({ seat: 1, kind: 'computer', level: 'random', name: null, bot: true })];
    expect(tableText(info(seats), 'http://localhost').join('\n')).toContain('S1 random (computer, random)');
  });
});
