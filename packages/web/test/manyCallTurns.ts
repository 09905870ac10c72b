/**
 * The turns with the most calls and the longest words any preset offers, each built with the engine
 * (`keptTurn.ts`) so that every run looks at the same turn, and the page that shows one: for the
 * tests that look at them on each screen (`sidewaysManyCalls.test.ts`, `uprightManyCalls.test.ts`).
 */
import type { Action, State } from '@tarock/engine';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Harness } from './browser';
import { type DealText, continueKept, dealTo, keptEntry, setLanguage } from './keptTurn';

/** The longest name a seat may have (`NAME_MAX`), for the announcer a contra names. */
export const LONG = 'Friederike-Charlotte';

/**
 * Beck: seat 2 holds no Trull card, no King and the Uhu, and after taking the talon announces
 * everything it may (Uhu, Absolut, Panzer, without Trull, without Kings, Valat); seat 0 holds the
 * three Trull cards and the four Kings. Seat 0, answering, has eight calls: contra on the game and
 * on each of the six, and "gut". (Where Beck's honours must be claimed, they are claimed after the
 * last trick, not here: until 2026-12-07 this turn also offered the Tarock Trull and the Royal
 * Trull, ten calls, the most of any preset.)
 */
const DEFENDER_TRULL_KINGS: DealText = {
  hands: [
    'T1 T21 Sk HK DK SK CK HQ HC HJ H1 DQ DC DJ D1 SQ',
    'T18 T19 T20 SC SJ S10 S9 S8 S7 CQ CC CJ C10 C9 C8 C7',
    'T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17',
  ],
  talon: 'H2 H3 H4 D2 D3 D4',
};

/**
 * Seat 0 holds the Pagat and the Uhu among its tarocks and no King: as the declarer it may
 * announce Pagat, Uhu, Absolut, Panzer, without Kings and Valat, or, contra'd on all of it,
 * recontra each.
 */
const DECLARER_PAGAT: DealText = {
  hands: [
    'T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T21',
    'T16 T17 T18 HK DK SK CK SC SJ S10 S9 S8 S7 CQ CC CJ',
    'T19 T20 Sk HQ HC HJ H1 DQ DC DJ D1 SQ C10 C9 C8 C7',
  ],
  talon: 'H2 H3 H4 D2 D3 D4',
};

export interface Turn {
  readonly what: string;
  readonly game: string;
  readonly lang: 'de' | 'en';
  readonly deal: DealText;
  readonly declarer: number;
  /** The declarer's bid, where not the first the auction offers. */
  readonly bid?: string;
  /**
   * The round of the turn looked at: before or after the talon is taken (a talon turn: the round
   * before it, in which nobody announces).
   */
  readonly stage: 'pre' | 'post';
  /**
   * Seat 0's turn: the declarer announcing, a defender answering, the declarer's recontra, the
   * declarer choosing a part of the talon.
   */
  readonly turn: 'announce' | 'answer' | 'recontra' | 'talon';
  /** How many calls the turn offers. */
  readonly calls: number;
}

export const TURNS: readonly Turn[] = [
  {
    what: "Beck: a defender's answer to six announcements",
    game: 'illustrated-beck',
    lang: 'de',
    deal: DEFENDER_TRULL_KINGS,
    declarer: 2,
    stage: 'post',
    turn: 'answer',
    calls: 8,
  },
  {
    what: "Beck: a defender's answer to six announcements",
    game: 'illustrated-beck',
    lang: 'en',
    deal: DEFENDER_TRULL_KINGS,
    declarer: 2,
    stage: 'post',
    turn: 'answer',
    calls: 8,
  },
  {
    what: "Beck: the declarer's announcements",
    game: 'illustrated-beck',
    lang: 'de',
    deal: DECLARER_PAGAT,
    declarer: 0,
    stage: 'post',
    turn: 'announce',
    calls: 7,
  },
  {
    what: "Beck, recontra played: the declarer's recontra of seven contras",
    game: 'illustrated-beck(recontra=true)',
    lang: 'de',
    deal: DECLARER_PAGAT,
    declarer: 0,
    stage: 'post',
    turn: 'recontra',
    calls: 8,
  },
  {
    what: "Mayr & Sedlaczek: a defender's answer to five announcements",
    game: 'illustrated-mayr-sedlaczek-2016',
    lang: 'de',
    deal: {
      hands: [DECLARER_PAGAT.hands[1] ?? '', DECLARER_PAGAT.hands[2] ?? '', DECLARER_PAGAT.hands[0] ?? ''],
      talon: DECLARER_PAGAT.talon,
    },
    declarer: 2,
    stage: 'pre',
    turn: 'answer',
    calls: 7,
  },
  {
    what: "Mayr & Sedlaczek: the declarer's recontra of six contras",
    game: 'illustrated-mayr-sedlaczek-2016',
    lang: 'en',
    deal: DECLARER_PAGAT,
    declarer: 0,
    stage: 'pre',
    turn: 'recontra',
    calls: 7,
  },
  {
    what: 'Löw: the declarer of 1 Blatt choosing among six talon parts',
    game: 'illustrated-loew-1954',
    lang: 'de',
    deal: DECLARER_PAGAT,
    declarer: 0,
    bid: 'einblatt',
    stage: 'pre',
    turn: 'talon',
    calls: 6,
  },
];

/** The state of `t`'s turn: every seat's call chosen to reach it. */
export function stateOf(t: Turn): ReturnType<typeof dealTo> {
  const at = (s: State): boolean => {
    if (t.turn === 'talon') return s.toAct === 0 && s.phase === 'talon';
    const round = s.round;
    if (s.toAct !== 0 || s.phase !== 'announce' || round?.stage !== t.stage) return false;
    if (t.turn === 'answer') return true;
    return t.turn === 'recontra' ? round.queue.length === 1 : round.queue.length > 1;
  };
  const choose = (s: State, legal: readonly Action[]): Action | undefined => {
    const find = (type: string): Action | undefined => legal.find((a) => a.type === type);
    const seat = s.toAct;
    const bid = legal.find((a) => a.type === 'bid' && a.bid === t.bid);
    if (s.phase === 'auction')
      return seat === t.declarer ? (bid ?? find('bid') ?? find('hold')) : (find('pass') ?? find('accept'));
    if (s.phase !== 'announce') return undefined;
    const here = t.turn !== 'talon' && s.round?.stage === t.stage;
    if (seat === t.declarer) return (here && find('announce')) || find('ready') || find('accept');
    // The defenders contra all of it where seat 0 is to recontra.
    return (here && t.turn === 'recontra' && find('contra')) || find('accept');
  };
  return dealTo(t.game, t.deal, { choose, stop: at });
}

/** A page of `h` at `t`'s turn, the declarer named with `LONG`, in `t`'s language. */
export async function pageAt(h: Harness, t: Turn): Promise<Page> {
  const { game, state } = stateOf(t);
  expect(game.legalActions(state).length).toBe(t.calls);
  const page = await h.newPage({ width: 390, height: 844 });
  await setLanguage(page, t.lang);
  await continueKept(page, keptEntry(game, state, ['Anna', LONG, LONG]));
  expect(await page.locator('.action-bar .call').count()).toBe(t.calls);
  return page;
}
