import type { SeatInfo } from '@tarock/protocol';
import { describe, expect, it } from 'vitest';
import { tableText } from '../src/online/tableText';
import { seatInfo, tableInfo } from './tableInfo.test-helper';

const seat = seatInfo;
const info = (seats: SeatInfo[]) => tableInfo(seats, { id: 'AbCdEfGhIjKlMnOp', deals: 1 });

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
