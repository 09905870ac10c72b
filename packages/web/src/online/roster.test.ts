import type { SeatInfo, TableInfo } from '@tarock/protocol';
import type { View } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { mayReissue, presence, readyDeadline, seatNames, tableAsks } from './Roster';
import { ONLINE_STRINGS } from './strings';

const seat = (over: Partial<SeatInfo>): SeatInfo => ({
  seat: 0,
  kind: 'human',
  level: 'pimc',
  name: 'Anna',
  connected: true,
  ready: false,
  bot: false,
  ...over,
});

describe('a seat’s presence in the roster', () => {
  const en = ONLINE_STRINGS.en;
  test('as the server last said while the page is connected', () => {
    expect(presence(seat({}), en)).toBe('connected');
    expect(presence(seat({ connected: false }), en)).toBe('away');
  });

  test('not claimed while the page has lost the server, in either language', () => {
    expect(presence(seat({}), en, false)).toBe('not known while the connection is lost');
    expect(presence(seat({}), ONLINE_STRINGS.de, false)).toBe('unbekannt, solange die Verbindung fehlt');
    expect(presence(seat({ kind: 'computer' }), en, false)).toBe(en.computer);
  });
});

test('between deals the table’s deadline is the ready timer’s (shown as when the deal starts), during a deal the turn’s', () => {
  const table = (over: Partial<TableInfo>) => ({ status: 'waiting', deadline: null, ...over }) as TableInfo; // readyDeadline reads these two only
  expect(readyDeadline(table({ deadline: 1234 }))).toBe(1234);
  expect(readyDeadline(table({ status: 'playing', deadline: 1234 }))).toBeNull();
  expect(readyDeadline(table({}))).toBeNull();
  expect(ONLINE_STRINGS.en.dealsIn(5)).toContain('5 s');
});

test('the host is offered a new seat link only for a taken seat whose player is away', () => {
  expect(mayReissue(seat({ connected: false }), false, true)).toBe(true);
  // A player at the table keeps the seat; the host's own seat; a free seat; a computer's seat.
  expect(mayReissue(seat({}), false, true)).toBe(false);
  expect(mayReissue(seat({ connected: false }), true, true)).toBe(false);
  expect(mayReissue(seat({ connected: false, name: null }), false, true)).toBe(false);
  expect(mayReissue(seat({ connected: false, kind: 'computer' }), false, true)).toBe(false);
  // Presence is not known while the page has lost the server.
  expect(mayReissue(seat({ connected: false }), false, false)).toBe(false);
});

test('at the table a seat nobody has taken is named as the computer that plays it, not "free"', () => {
  const table = {
    seats: [
      seat({}),
      seat({ seat: 1, name: null, connected: false, bot: true }),
      seat({ seat: 2, kind: 'computer' }),
    ],
  } as TableInfo; // seatNames reads the seats only
  expect(seatNames(table, ONLINE_STRINGS.en)).toEqual(['Anna', 'computer at seat 2', 'computer, searching']);
  expect(seatNames(table, ONLINE_STRINGS.de)[1]).toBe('Computer auf Platz 2');
});

test('a computer seat is named by its level in the page’s words, not by its registry name', () => {
  const table = { seats: [seat({ kind: 'computer', level: 'heuristic' })] } as TableInfo; // seatNames reads the seats only
  expect(seatNames(table, ONLINE_STRINGS.de)).toEqual(['Computer, Faustregeln']);
  expect(seatNames(table, ONLINE_STRINGS.en)).toEqual(['computer, rules of thumb']);
});

test('at the table a player away whose seat the computer plays is named as such, in either language', () => {
  const table = {
    seats: [seat({}), seat({ seat: 1, name: 'Gustl', connected: false, bot: true })],
  } as TableInfo; // seatNames reads the seats only
  expect(seatNames(table, ONLINE_STRINGS.en)).toEqual(['Anna', 'Gustl (computer)']);
  expect(seatNames(table, ONLINE_STRINGS.de)[1]).toBe('Gustl (Computer)');
  // Away, but not yet taken over: still the player's own name.
  const away = { seats: [seat({ connected: false })] } as TableInfo;
  expect(seatNames(away, ONLINE_STRINGS.en)).toEqual(['Anna']);
});

test('two seats of one name carry their seat’s number at the table: two computers of one level, two players', () => {
  const computers = {
    seats: [
      seat({}),
      seat({ seat: 1, kind: 'computer', level: 'heuristic', name: null }),
      seat({ seat: 2, kind: 'computer', level: 'heuristic', name: null }),
    ],
  } as TableInfo; // seatNames reads the seats only
  expect(seatNames(computers, ONLINE_STRINGS.de)).toEqual([
    'Anna',
    'Computer, Faustregeln (Platz 2)',
    'Computer, Faustregeln (Platz 3)',
  ]);
  expect(seatNames(computers, ONLINE_STRINGS.en)[2]).toBe('computer, rules of thumb (seat 3)');
  // Two levels: each name is one seat's already.
  const levels = {
    seats: [
      seat({}),
      seat({ seat: 1, kind: 'computer', level: 'heuristic' }),
      seat({ seat: 2, kind: 'computer' }),
    ],
  } as TableInfo;
  expect(seatNames(levels, ONLINE_STRINGS.en)).toEqual([
    'Anna',
    'computer, rules of thumb',
    'computer, searching',
  ]);
  // Two players named Anna, one away and played by the computer.
  const players = {
    seats: [seat({}), seat({ seat: 1, connected: false, bot: true }), seat({ seat: 2, name: 'Gustl' })],
  } as TableInfo;
  expect(seatNames(players, ONLINE_STRINGS.en)).toEqual([
    'Anna (seat 1)',
    'Anna (seat 2) (computer)',
    'Gustl',
  ]);
});

test('the page’s title asks for the seat’s turn, or for its ready while the ready timer runs', () => {
  const table = (over: Partial<TableInfo>, ready = false) =>
    ({
      status: 'waiting',
      deadline: null,
      seats: [seat({ ready }), seat({ seat: 1, name: 'Gustl', ready: true })],
      ...over,
    }) as TableInfo; // tableAsks reads these only
  const view = (toAct: number, legal: number) => ({ toAct, legal: Array(legal).fill({}) }) as unknown as View;
  // A deal under way: the seat's turn, not another's, not a turn with nothing to choose.
  const playing = table({ status: 'playing', deadline: 9999 });
  expect(tableAsks(playing, 0, view(0, 3), 'turn', 'ready')).toBe('turn');
  expect(tableAsks(playing, 0, view(1, 3), 'turn', 'ready')).toBeNull();
  expect(tableAsks(playing, 0, view(0, 0), 'turn', 'ready')).toBeNull();
  // Between deals: Gustl is ready and the ready timer runs; the seat is asked until it is ready.
  expect(tableAsks(table({ deadline: 1234 }), 0, null, 'turn', 'ready')).toBe('ready');
  expect(tableAsks(table({ deadline: 1234 }, true), 0, null, 'turn', 'ready')).toBeNull();
  // Nobody ready yet: no timer, nothing asked.
  expect(tableAsks(table({}), 0, null, 'turn', 'ready')).toBeNull();
});
