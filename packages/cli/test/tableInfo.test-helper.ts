/** Table information as the server lists it, for the terminal's tests: a waiting Haferltarock table. */
import type { SeatInfo, TableInfo } from '@tarock/protocol';

/** A seat: a connected human "Anna" at seat 0 unless told otherwise. */
export const seatInfo = (over: Partial<SeatInfo> = {}): SeatInfo => ({
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

/** A table with these seats, before its first deal unless told otherwise. */
export const tableInfo = (seats: SeatInfo[], over: Partial<TableInfo> = {}): TableInfo => ({
  id: 'abcdefghijkl',
  game: 'haferltarock',
  preset: { id: 'haferltarock', name: 'Haferltarock', family: 'bavarian', source: '' },
  options: [],
  seats,
  status: 'waiting',
  turnSeconds: null,
  deals: 0,
  match: null,
  ...over,
});
