import type { SeatInfo, TableInfo } from '@tarock/protocol';
import { expect, test } from 'vitest';
import { computerNames, listedName, recordNames, seatNames } from './names';
import { seatInfo } from './seatInfo.test-helper';
import { ONLINE_STRINGS } from './strings';
import { SEAT_NAMES } from '@tarock/protocol/seatNames';

const { de, en } = ONLINE_STRINGS;

const seat = seatInfo;
/** A computer seat as the server lists it: named as the server names it (Bert at the second seat…). */
const computer = (n: number, level = 'pimc:fast', name: string | null = SEAT_NAMES[n] ?? null): SeatInfo =>
  seat({ seat: n, kind: 'computer', level, name, bot: true });

test('a computer seat is named as the server names it, in either language, its level not in the name', () => {
  const table = { seats: [seat({}), computer(1), computer(2, 'heuristic')] };
  // It read "computer, searching, fast": lowercase in an English sentence, commas in the log.
  expect(seatNames(table, en)).toEqual(['Anna', 'Bert', 'Cilli']);
  expect(seatNames(table, de)).toEqual(['Anna', 'Bert', 'Cilli']);
  expect(seatNames({ seats: [seat({}), computer(1, 'random', 'Ferdl')] }, en)).toEqual(['Anna', 'Ferdl']);
});

test('a computer seat keeps the name the server fixed at the first deal when a player of that name sits down later', () => {
  const table = { seats: [seat({ name: 'Bert' }), computer(1), computer(2)] };
  expect(computerNames(table.seats, en)).toEqual([null, 'Bert', 'Cilli']);
  // Not renamed: the two carry their seats' numbers at the table.
  expect(seatNames(table, en)).toEqual(['Bert (seat 1)', 'Bert (seat 2)', 'Cilli']);
});

test('a computer seat a server sends without a name is named by its seat', () => {
  expect(seatNames({ seats: [seat({}), computer(1, 'random', null)] }, en)).toEqual([
    'Anna',
    'Computer at seat 2',
  ]);
});

test('the seat list gives a computer seat its name and a free seat as free', () => {
  const seats = [seat({}), computer(1), seat({ seat: 2, name: null })];
  const computers = computerNames(seats, de);
  expect(seats.map((x) => listedName(x, computers, de))).toEqual(['Anna', 'Bert', 'frei']);
  expect(en.computerSeat('Bert')).toBe('Bert (computer)');
});

test('at the table a seat nobody has taken is named as the computer that plays it, capitalised, not "free"', () => {
  const table = {
    seats: [seat({}), seat({ seat: 1, name: null, connected: false, bot: true }), computer(2)],
  } as TableInfo;
  expect(seatNames(table, en)).toEqual(['Anna', 'Computer at seat 2', 'Cilli']);
  expect(seatNames(table, de)[1]).toBe('Computer auf Platz 2');
});

test('at the table a player away whose seat the computer plays is named as such, in either language', () => {
  const table = { seats: [seat({}), seat({ seat: 1, name: 'Gustl', connected: false, bot: true })] };
  expect(seatNames(table, en)).toEqual(['Anna', 'Gustl (computer)']);
  expect(seatNames(table, de)[1]).toBe('Gustl (Computer)');
  // Away, but not yet taken over: still the player's own name.
  expect(seatNames({ seats: [seat({ connected: false })] }, en)).toEqual(['Anna']);
});

test('two players of one name carry their seat’s number at the table', () => {
  const players = {
    seats: [seat({}), seat({ seat: 1, connected: false, bot: true }), seat({ seat: 2, name: 'Gustl' })],
  };
  expect(seatNames(players, en)).toEqual(['Anna (seat 1)', 'Anna (seat 2) (computer)', 'Gustl']);
  expect(seatNames(players, de)[0]).toBe('Anna (Platz 1)');
});

test('a finished deal’s record names its players as they sat then, its computers as the table does', () => {
  // Seat 2 (0-based 1) was nobody's in that deal and is Gustl's now; seat 3 is a computer seat.
  const table = { seats: [seat({}), seat({ seat: 1, name: 'Gustl' }), computer(2)] };
  const played = {
    seats: [
      { name: 'Anna', player: 'human' },
      { name: 'Computer 2', player: 'pimc:fast' },
      { name: 'Computer 3', player: 'pimc:fast' },
    ],
  };
  expect(recordNames(played, table, en)).toEqual(['Anna', 'Computer at seat 2', 'Cilli']);
  expect(recordNames(played, table, de)).toEqual(['Anna', 'Computer auf Platz 2', 'Cilli']);
});
