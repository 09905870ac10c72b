import type { TableInfo } from '@tarock/protocol';
import type { View } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { mayReissue, presence, readyDeadline, tableAsks } from './Roster';
import { seatInfo } from './seatInfo.test-helper';
import { ONLINE_STRINGS } from './strings';

const seat = seatInfo;

describe('a seat’s presence in the roster', () => {
  const en = ONLINE_STRINGS.en;
  test('as the server last said while the page is connected', () => {
    expect(presence(seat({}), en)).toBe('connected');
    expect(presence(seat({ connected: false }), en)).toBe('away');
  });

  test('not claimed while the page has lost the server, in either language', () => {
    expect(presence(seat({}), en, false)).toBe('not known while the connection is lost');
    expect(presence(seat({}), ONLINE_STRINGS.de, false)).toBe('unbekannt, solange die Verbindung fehlt');
    // A computer seat is the server's own: its level, whatever the connection.
    expect(presence(seat({ kind: 'computer' }), en, false)).toBe('computer, searching');
    expect(presence(seat({ kind: 'computer', level: 'pimc:fast' }), ONLINE_STRINGS.de)).toBe(
      'Computer, rechnend, schnell',
    );
  });
});

test('a seat taken during the deal is marked: its player plays from the next deal, the computer finishes this one', () => {
  const en = ONLINE_STRINGS.en;
  const pending = seat({ bot: true, from: 'next-deal' });
  expect(presence(pending, en)).toBe('connected, plays from the next deal, the computer finishes this one');
  expect(presence({ ...pending, connected: false }, ONLINE_STRINGS.de)).toBe(
    'abwesend, spielt ab dem nächsten Spiel, dieses spielt der Computer zu Ende',
  );
  // Once the deal is over the seat is its player's, with no mark.
  expect(presence(seat({}), en)).toBe('connected');
  expect(en.youFromNextDeal).toBe('You play from the next deal; the computer finishes this one.');
});

test('between deals the table’s timer is the ready timer (shown as when the deal starts), during a deal the turn’s', () => {
  const table = (over: Partial<TableInfo>) => ({ status: 'waiting', ...over }) as TableInfo; // readyDeadline reads the status only
  expect(readyDeadline(table({}), 1234)).toBe(1234);
  expect(readyDeadline(table({ status: 'playing' }), 1234)).toBeNull();
  expect(readyDeadline(table({}), null)).toBeNull();
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

test('the page’s title asks for the seat’s turn, or for its ready while the ready timer runs', () => {
  const table = (over: Partial<TableInfo>, ready = false) =>
    ({
      status: 'waiting',
      seats: [seat({ ready }), seat({ seat: 1, name: 'Gustl', ready: true })],
      ...over,
    }) as TableInfo; // tableAsks reads these only
  const view = (toAct: number, legal: number) => ({ toAct, legal: Array(legal).fill({}) }) as unknown as View;
  // A deal under way: the seat's turn, not another's, not a turn with nothing to choose.
  const asks = { turn: 'turn', ready: 'ready' };
  const playing = table({ status: 'playing' });
  expect(tableAsks(playing, 9999, 0, view(0, 3), asks)).toBe('turn');
  expect(tableAsks(playing, 9999, 0, view(1, 3), asks)).toBeNull();
  expect(tableAsks(playing, 9999, 0, view(0, 0), asks)).toBeNull();
  // Between deals: Gustl is ready and the ready timer runs; the seat is asked until it is ready.
  expect(tableAsks(table({}), 1234, 0, null, asks)).toBe('ready');
  expect(tableAsks(table({}, true), 1234, 0, null, asks)).toBeNull();
  // Nobody ready yet: no timer, nothing asked.
  expect(tableAsks(table({}), null, 0, null, asks)).toBeNull();
});
