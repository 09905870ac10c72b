/**
 * Scenario tests of the talon exchange (rules-notes IT-07, IT-10, IT-11, IT-12, IT-17, M-10):
 * group choice by contract, the discard restrictions, who owns and who sees the untaken talon.
 */
import { describe, expect, test } from 'vitest';
import { TAROCK54 } from '../cards/pack';
import { parseCards } from '../cards/notation';
import { illustratedBeck, illustratedLoew1954, illustratedMayrSedlaczek2016 } from '../presets/illustrated';
import { PLAIN_DEAL, dealFor, dealOf, gameOf, legalText, playOut, scenario } from './testkit';

const cards = (text: string): number[] => {
  const r = parseCards(TAROCK54, text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const sorted = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b);

describe('talon groups by contract (IT-07)', () => {
  const game = gameOf(illustratedMayrSedlaczek2016);
  const upToTalon = (bid: string) => [`bid ${bid}`, 'accept', 'accept', 'ready', 'accept', 'accept'];

  test('Dreiblatt: the top or the bottom three', () => {
    const s = scenario(game, PLAIN_DEAL, upToTalon('dreiblatt'));
    expect(s.phase).toBe('talon');
    expect(legalText(game, s)).toEqual(['talon 0', 'talon 1']);
  });

  test('Zweiblatt: the top, middle or bottom pair', () => {
    expect(legalText(game, scenario(game, PLAIN_DEAL, upToTalon('zweiblatt')))).toEqual([
      'talon 0',
      'talon 1',
      'talon 2',
    ]);
  });

  test('Einblatt: any one card', () => {
    expect(legalText(game, scenario(game, PLAIN_DEAL, upToTalon('einblatt')))).toHaveLength(6);
  });

  test('the talon lies open to every seat while the declarer chooses', () => {
    const s = scenario(game, PLAIN_DEAL, upToTalon('dreiblatt'));
    expect(game.view(s, 1).talon).toEqual(cards('T19 T20 T21 Sk C8 C7'));
    expect(game.view(scenario(game, PLAIN_DEAL), 1).talon).toBeNull();
  });

  test('the chosen group joins the hand; the rest counts for the defenders', () => {
    const s = scenario(game, PLAIN_DEAL, [...upToTalon('dreiblatt'), 'talon 1']);
    expect(s.phase).toBe('discard');
    expect(s.hands[0]).toEqual(expect.arrayContaining(cards('Sk C8 C7')));
    expect(s.talonRest).toEqual({ cards: cards('T19 T20 T21'), owner: 'defenders' });
  });

  test('Solo: no exchange; the talon counts for the defenders', () => {
    const s = scenario(game, PLAIN_DEAL, ['bid solo', 'accept', 'accept', 'ready', 'accept', 'accept']);
    expect(s.phase).toBe('announce');
    expect(s.round?.stage).toBe('post');
    expect(s.talonRest).toEqual({ cards: cards('T19 T20 T21 Sk C8 C7'), owner: 'defenders' });
  });

  test('option soloTalonOwner=declarer: the Solo talon counts for the declarer', () => {
    const g = gameOf(illustratedMayrSedlaczek2016, { soloTalonOwner: 'declarer' });
    const s = scenario(g, PLAIN_DEAL, ['bid solo', 'accept', 'accept', 'ready', 'accept', 'accept']);
    expect(s.talonRest?.owner).toBe('declarer');
  });
});

describe('discards (IT-12)', () => {
  const game = gameOf(illustratedLoew1954);
  const afterPickup = ['bid dreiblatt', 'accept', 'accept', 'ready', 'talon 1'];

  test('the declarer lays away as many cards as he took, one at a time', () => {
    const s = scenario(game, PLAIN_DEAL, [...afterPickup, 'discard HQ', 'discard HC']);
    expect(s.phase).toBe('discard');
    const done = scenario(game, PLAIN_DEAL, [...afterPickup, 'discard HQ', 'discard HC', 'discard HJ']);
    expect(done.phase).toBe('announce');
    expect(done.discards).toEqual(cards('HQ HC HJ'));
  });

  test('never the Sküs, the Mond, the Pagat or a King', () => {
    const s = scenario(game, PLAIN_DEAL, afterPickup);
    const legal = legalText(game, s);
    for (const c of ['discard Sk', 'discard T1', 'discard HK', 'discard DK']) expect(legal).not.toContain(c);
    const r = game.apply(s, { type: 'discard', card: cards('HK')[0] as number });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/Kings may never be laid away/);
  });

  test('the Mond may not be laid away even when just picked up', () => {
    const s = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'accept', 'accept', 'ready', 'talon 0']);
    expect(legalText(game, s)).not.toContain('discard T21');
  });

  test('cards just picked up may be laid away', () => {
    const s = scenario(game, PLAIN_DEAL, afterPickup);
    expect(legalText(game, s)).toContain('discard C8');
  });

  test('no tarock while enough other cards can be laid away', () => {
    const s = scenario(game, PLAIN_DEAL, afterPickup);
    expect(legalText(game, s).filter((a) => /discard T/.test(a))).toEqual([]);
    const r = game.apply(s, { type: 'discard', card: cards('T4')[0] as number });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/only when too few other cards/);
  });

  // Seat 0: I–XII, three Kings and ♥4; the top talon half is XIII XIV XV.
  const tarockHeavy = dealOf(
    [
      'T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 HK DK SK H4',
      'T17 T18 T19 T20 T21 Sk HQ HC HJ H1 H2 H3 DQ DC DJ D1',
      'T16 D2 D3 D4 SQ SC SJ S10 S9 S8 S7 CK CQ CC CJ C10',
    ],
    'T13 T14 T15 C7 C8 C9',
  );

  test('tarocks only when too few other cards remain, exactly as many as needed', () => {
    const s = scenario(game, tarockHeavy, afterPickup.slice(0, 4).concat('talon 0'));
    const legal = legalText(game, s);
    expect(legal).toContain('discard H4');
    expect(legal).toContain('discard T5');
    expect(legal).not.toContain('discard T1');
    const one = scenario(game, tarockHeavy, [
      ...afterPickup.slice(0, 4),
      'talon 0',
      'discard T5',
      'discard T14',
    ]);
    expect(legalText(game, one)).toEqual(['discard H4']);
  });

  test('tarocks laid away lie face up; other discards stay hidden from the defenders', () => {
    const s = scenario(game, tarockHeavy, [
      ...afterPickup.slice(0, 4),
      'talon 0',
      'discard T5',
      'discard H4',
    ]);
    expect(game.view(s, 1).discards).toEqual([cards('T5')[0], null]);
    expect(game.view(s, 0).discards).toEqual(cards('T5 H4'));
  });
});

describe('the untaken talon (IT-10, M-10)', () => {
  const play = [
    'bid dreiblatt',
    'accept',
    'accept',
    'ready',
    'talon 1',
    'discard HQ',
    'discard HC',
    'discard HJ',
    'ready',
  ];

  test('Löw: face down and unseen until the end of the deal', () => {
    const game = gameOf(illustratedLoew1954);
    const s = scenario(game, PLAIN_DEAL, [...play, 'accept', 'accept']);
    expect(s.phase).toBe('play');
    expect(game.view(s, 1).talonRest).toBeNull();
    expect(game.view(s, 0).talonRest).toBeNull();
    expect(game.view(s, 1).talonRestSize).toBe(3);
  });

  // Löw: "They may not be looked at thereafter until the end of the deal"; Beck: "the talon
  // pickup is as before".
  test('Beck as Löw: unseen during play, open to all once the deal ends', () => {
    const game = gameOf(illustratedBeck);
    const s = scenario(game, PLAIN_DEAL, [...play, 'accept', 'accept']);
    expect(s.phase).toBe('play');
    for (const seat of [0, 1, 2]) expect(game.view(s, seat).talonRest).toBeNull();
    const end = playOut(game, s);
    expect(end.phase).toBe('finished');
    for (const seat of [0, 1, 2])
      expect(sorted(game.view(end, seat).talonRest ?? [])).toEqual(sorted(cards('T19 T20 T21')));
  });

  test('M&S: the players may inspect it during play', () => {
    const game = gameOf(illustratedMayrSedlaczek2016);
    const s = scenario(game, PLAIN_DEAL, [
      'bid dreiblatt',
      'accept',
      'accept',
      'ready',
      'accept',
      'accept',
      ...play.slice(4),
    ]);
    expect(s.phase).toBe('play');
    expect(sorted(game.view(s, 2).talonRest ?? [])).toEqual(sorted(cards('T19 T20 T21')));
  });

  test('IT-11: the untouched talon of a Solo stays unseen, even where the untaken talon may be inspected', () => {
    const game = gameOf(illustratedMayrSedlaczek2016);
    const s = scenario(game, PLAIN_DEAL, [
      'bid solo',
      'accept',
      'accept',
      'ready',
      'accept',
      'accept',
      'ready',
    ]);
    expect(s.phase).toBe('play');
    for (const seat of [0, 1, 2]) {
      expect(game.view(s, seat).talonRest).toBeNull();
      expect(game.view(s, seat).exposedTalon).toBeNull();
      expect(game.view(s, seat).seenTalon).toBeNull();
    }
    expect(game.view(s, 1).talonRestSize).toBe(6);
  });
});

describe('Without Trull / Without Kings restrict the talon choice (IT-17)', () => {
  const game = gameOf(illustratedMayrSedlaczek2016);
  const noKings = 'T1 T2 T3 T4 T5 T6 HQ HC HJ H1 H2 H3 H4 DQ DC DJ';

  test('after announcing Without Kings a group holding a King may not be taken', () => {
    const s = scenario(game, dealFor(noKings, 'HK T19 T20 T21 Sk C7'), [
      'bid dreiblatt',
      'accept',
      'accept',
      'announce withoutKings',
      'ready',
      'accept',
      'accept',
    ]);
    expect(legalText(game, s)).toEqual(['talon 1']);
    const refused = game.apply(s, { type: 'talon', group: 0 });
    expect(refused).toEqual({
      ok: false,
      error: 'talon 0 holds HK, which your Without Kings keeps you from taking while talon 1 may be taken',
    });
    expect(game.apply(s, { type: 'talon', group: 2 })).toEqual({
      ok: false,
      error: 'there is no talon 2: the parts are talon 0 to talon 1',
    });
    // The talon lies open and the announcements are public: every seat's view says the same.
    for (const seat of [0, 1, 2]) {
      const seen = game.view(s, seat);
      expect(game.explainSeen(seen, { type: 'talon', group: 0 })).toBe(refused.ok ? null : refused.error);
      expect(game.explainSeen(seen, { type: 'pass' })).toBeNull();
    }
  });

  test('if every group holds a King the bonus fails at once and play goes on', () => {
    const s = scenario(game, dealFor(noKings, 'HK T19 T20 DK Sk C7'), [
      'bid dreiblatt',
      'accept',
      'accept',
      'announce withoutKings',
      'ready',
      'accept',
      'accept',
    ]);
    expect(legalText(game, s)).toEqual(['talon 0', 'talon 1']);
  });

  test('the bonus failed at the talon goes to each defender when the deal is settled (20 × M)', () => {
    const s = scenario(game, dealFor(noKings, 'HK T19 T20 DK Sk C7'), [
      'bid dreiblatt',
      'accept',
      'accept',
      'announce withoutKings',
      'ready',
      'accept',
      'accept',
      'talon 0',
      'discard HQ',
      'discard HC',
      'discard HJ',
      'ready',
    ]);
    const end = playOut(game, s);
    const line = end.settlement?.lines.find((l) => l.text.startsWith('Without Kings announced'));
    expect(line?.text).toMatch(/^Without Kings announced by seat 0 before the pickup \(20\), failed/);
    expect(line?.amounts).toEqual([0, 20, 20]);
  });

  // Seed 001 (M&S): "If either is announced before the pickup and fails when the talon is
  // exposed, the bonus is lost"; rules-notes IT-17: the same restriction for Without Trull.
  test('after announcing Without Trull a group holding a Trull card may not be taken', () => {
    const noTrull = 'T2 T3 T4 T5 T6 T7 HK HQ HC HJ H1 H2 H3 H4 DQ DC';
    const s = scenario(game, dealFor(noTrull, 'T19 T21 T20 C9 C8 C7'), [
      'bid dreiblatt',
      'accept',
      'accept',
      'announce withoutTrull',
      'ready',
      'accept',
      'accept',
    ]);
    expect(legalText(game, s)).toEqual(['talon 1']);
    expect(game.apply(s, { type: 'talon', group: 0 })).toEqual({
      ok: false,
      error: 'talon 0 holds T21, which your Without Trull keeps you from taking while talon 1 may be taken',
    });
  });

  test('Without Trull may not be announced while holding a Trull card', () => {
    // PLAIN_DEAL: seat 0 holds the Pagat
    const s = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'accept', 'accept']);
    expect(legalText(game, s)).not.toContain('announce withoutTrull');
    const clean = scenario(
      game,
      dealFor('T2 T3 T4 T5 T6 T7 HK HQ HC HJ H1 H2 H3 H4 DQ DC', 'T19 T21 T20 C9 C8 C7'),
      ['bid dreiblatt', 'accept', 'accept'],
    );
    expect(legalText(game, clean)).toContain('announce withoutTrull');
  });

  test('Without Kings may not be announced while holding a King', () => {
    const s = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'accept', 'accept']);
    expect(legalText(game, s)).not.toContain('announce withoutKings');
  });
});
