/**
 * What the terminal tells of the other seats (online/presence.ts) and how it reads `reissue SEAT`
 * (online/reissue.ts), from table information made here: one line a change, none without one.
 */
import type { TableInfo } from '@tarock/protocol';
import { describe, expect, it } from 'vitest';
import { secondsLeft, seatChanges } from '../src/online/presence';
import { tableText } from '../src/online/tableText';
import { reissueCommand, whyNoReissue } from '../src/online/reissue';
import { sayCommand } from '../src/online/chat';
import { seatInfo, tableInfo } from './tableInfo.test-helper';

type Seat = TableInfo['seats'][number];
/** A seat nobody has taken yet (a computer's until someone sits down). */
const seat = (n: number, s: Partial<Seat> = {}): Seat =>
  seatInfo({ seat: n, name: null, connected: false, bot: true, ...s });
const table = tableInfo;

describe('a seat taken during a deal', () => {
  const pending = seat(1, { name: 'Vroni', connected: true, from: 'next-deal' });
  const playing = table(
    [seat(0, { name: 'Anna', connected: true }), seat(1), seat(2, { kind: 'computer' })],
    {
      status: 'playing',
    },
  );

  it('is told as played from the next deal when another player takes it', () => {
    const taken = { ...playing, seats: [playing.seats[0] as Seat, pending, playing.seats[2] as Seat] };
    expect(seatChanges(playing, taken, 0)).toEqual([
      'Vroni takes S1 and plays from the next deal (heuristic finishes this one).',
    ]);
  });

  it('is listed so in the seats of the table', () => {
    const taken = { ...playing, seats: [playing.seats[0] as Seat, pending, playing.seats[2] as Seat] };
    expect(tableText(taken, 'http://tarock.example').at(-1)).toContain('S1 Vroni (here, from the next deal)');
  });
});

describe('people coming and going', () => {
  const before = table([seat(0, { name: 'Anna', connected: true }), seat(1), seat(2, { kind: 'computer' })]);

  it('tells each change at another player seat once, and nothing else', () => {
    const taken = table([
      seat(0, { name: 'Anna', connected: true }),
      seat(1, { name: 'Gustl', connected: true }),
      seat(2, { kind: 'computer' }),
    ]);
    expect(seatChanges(before, taken, 0)).toEqual(['Gustl takes S1.']);
    expect(seatChanges(taken, taken, 0)).toEqual([]);
    const away = table([
      seat(0, { name: 'Anna' }),
      seat(1, { name: 'Gustl' }),
      seat(2, { kind: 'computer' }),
    ]);
    // The own seat (S0) is not told, only Gustl's.
    expect(seatChanges(taken, away, 0)).toEqual([
      'Gustl at S1 went away (heuristic plays for them if they stay away).',
    ]);
    expect(seatChanges(away, taken, 0)).toEqual(['Gustl is back at S1.']);
    expect(seatChanges(taken, before, 0)).toEqual(['Gustl gave up S1; heuristic plays it now.']);
    const other = table([
      seat(0, { name: 'Anna', connected: true }),
      seat(1, { name: 'Berta' }),
      seat(2, { kind: 'computer' }),
    ]);
    expect(seatChanges(taken, other, 0)).toEqual([
      'Gustl gave up S1; heuristic plays it now.',
      'Berta takes S1 (away).',
    ]);
    // A name with an escape sequence is shown plain.
    const evil = table([
      seat(0),
      seat(1, { name: 'E\u001b[2Jvil', connected: true }),
      seat(2, { kind: 'computer' }),
    ]);
    expect(seatChanges(before, evil, 0)).toEqual(['Evil takes S1.']);
  });

  it('reads the turn timer from the timer’s deadline, within the turn time', () => {
    const now = 1_000_000;
    const timed = table([], { status: 'playing', turnSeconds: 30 });
    expect(secondsLeft(timed, now + 29_600, now)).toBe(30);
    expect(secondsLeft(timed, now + 90_000, now)).toBe(30);
    expect(secondsLeft(timed, now - 5_000, now)).toBe(0);
    expect(secondsLeft(timed, null, now)).toBeNull();
    expect(secondsLeft(table([], { turnSeconds: 30 }), now + 1000, now)).toBeNull();
  });
});

describe('reissue SEAT', () => {
  it('is read as a command only as itself, never as a card, call or choice', () => {
    expect(reissueCommand('reissue 1')).toBe(1);
    expect(reissueCommand('REISSUE s2')).toBe(2);
    expect(reissueCommand('reissue')).toBe('');
    expect(reissueCommand('reissue x')).toBe('x');
    for (const other of ['1', 'XXI', 'bid solo', 'reissued', 'play XXI', 'say reissue 1'])
      expect(reissueCommand(other), other).toBeNull();
    expect(sayCommand('reissue 1')).toBeNull();
  });

  it('is refused at the terminal for a seat that has no player away, and without the host key', () => {
    const info = table([
      seat(0, { name: 'Hans', connected: true }),
      seat(1, { name: 'Carl', connected: true }),
      seat(2, { kind: 'computer' }),
      seat(3),
    ]);
    expect(whyNoReissue(info, 1, 0, false)).toMatch(/^only the host/);
    expect(whyNoReissue(info, 'x', 0, true)).toBe(`reissue needs the seat's number (not "x"): reissue 1`);
    expect(whyNoReissue(info, 0, 0, true)).toBe('S0 is your own seat');
    expect(whyNoReissue(info, 1, 0, true)).toMatch(/^Carl at S1 is connected/);
    expect(whyNoReissue(info, 2, 0, true)).toBe('S2 is played by the computer: it has no link');
    expect(whyNoReissue(info, 3, 0, true)).toBe('S3 is free: anyone takes it with the invite link');
    expect(whyNoReissue(info, 4, 0, true)).toBe('there is no seat 4 at this table');
    const away = table([seat(0, { name: 'Hans', connected: true }), seat(1, { name: 'Carl' })]);
    expect(whyNoReissue(away, 1, 0, true)).toBeNull();
  });
});
