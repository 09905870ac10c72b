/**
 * Matches: balances and the pot across deals, antes, the end of a Haferltarock round, Scharfes
 * Tarock's €10 banks, the deal passing to the left, the four-seat rotation (rules-notes BT-02,
 * BT-03, HT-01, H-03).
 */
import { describe, expect, test } from 'vitest';
import { createRng } from '../core/rng';
import type { Settlement } from '../core/types';
import { recordOf } from '../records/record';
import { replay } from '../records/replay';
import { formatRecordText, parseRecordText } from '../records/text';
import { bavarianGame, dealt, playOut, run } from './testing';

const settlement = (deltas: number[], potDelta: number): Settlement => ({
  unit: 'cents',
  deltas,
  potDelta,
  cardPoints: [],
  outcome: 'won',
  declarer: 1,
  contract: 'pickup',
  lines: [],
});

describe('Haferltarock: the pot (rules-notes HT-01)', () => {
  const g = bavarianGame('haferltarock');
  test('every player antes 50 ¢ when the match starts', () => {
    const m = g.preset.match.start(g.rules, g.name, 3, 0);
    expect(m.pot).toBe(150);
    expect(m.totals).toEqual([-50, -50, -50]);
    expect(m.round).toBe(1);
  });

  test('the round ends when the pot is empty and everyone antes again', () => {
    const m0 = g.preset.match.start(g.rules, g.name, 3, 0);
    const m1 = g.preset.match.next(g.rules, m0, settlement([0, 150, 0], -150));
    expect(m1.round).toBe(2);
    expect(m1.pot).toBe(150);
    expect(m1.totals).toEqual([-100, 50, -100]);
    expect(m1.log.at(-1)?.lines.map((l) => l.text)).toEqual([
      'the pot is empty: round 1 ends',
      'round 2: seats 0, 1, 2 ante 50 ¢ each into the pot',
    ]);
  });

  test('a pot smaller than owed pays what it has, and the round ends after that deal', () => {
    const deal = g.newDeal({ dealer: 0, pot: 12 });
    const r = g.preset.settleSummary(
      {
        format: 'tarock-deal-summary',
        version: 1,
        variant: 'haferltarock',
        dealer: 0,
        pot: 12,
        contract: 'pickup',
        declarer: 1,
        trump: 'H',
        points: { declarer: 80, defenders: 40 },
        tricks: { declarer: 7, defenders: 4 },
      },
      g.rules,
      3,
    );
    expect(deal.pot).toBe(12);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.deltas).toEqual([0, 12, 0]);
    expect(r.value.lines.some((l) => l.text.includes('the pot held only 12 ¢'))).toBe(true);
    const m = g.preset.match.next(
      g.rules,
      { ...g.preset.match.start(g.rules, g.name, 3, 0), pot: 12 },
      r.value,
    );
    expect(m.round).toBe(2);
    expect(m.pot).toBe(150);
  });

  test('potShortfall=carriedOver: the pot pays in full, and its debt is settled from the next antes first', () => {
    const c = bavarianGame('haferltarock', { potShortfall: 'carriedOver' });
    const r = c.preset.settleSummary(
      {
        format: 'tarock-deal-summary',
        version: 1,
        variant: 'haferltarock',
        dealer: 0,
        pot: 12,
        contract: 'pickup',
        declarer: 1,
        trump: 'H',
        points: { declarer: 80, defenders: 40 },
        tricks: { declarer: 7, defenders: 4 },
      },
      c.rules,
      3,
    );
    if (!r.ok) throw new Error(r.error);
    expect(r.value.deltas).toEqual([0, 20, 0]);
    expect(r.value.potDelta).toBe(-20);
    expect(r.value.lines.some((l) => l.text.includes('the 8 ¢ short are carried over'))).toBe(true);
    const m0 = { ...c.preset.match.start(c.rules, c.name, 3, 0), pot: 12, totals: [-4, -4, -4] };
    const m = c.preset.match.next(c.rules, m0, r.value);
    expect(m.round).toBe(2);
    expect(m.pot).toBe(142);
    expect(m.totals).toEqual([-54, -34, -54]);
    expect(m.log.at(-1)?.lines[0]?.text).toBe(
      'the pot owes 8 ¢: round 1 ends, and the antes settle the debt first',
    );
  });

  test('a debt larger than one round of antes takes another round', () => {
    const c = bavarianGame('haferltarock', { potShortfall: 'carriedOver', ante: 10 });
    const m0 = { ...c.preset.match.start(c.rules, c.name, 3, 0), pot: 5, totals: [-10, 5, 0] };
    const m = c.preset.match.next(c.rules, m0, settlement([0, 40, 0], -40));
    expect(m.pot).toBe(25);
    expect(m.round).toBe(3);
    expect(m.totals.reduce((a, b) => a + b, 0) + m.pot).toBe(0);
  });

  test('money is conserved across a match: balances plus the pot stay at zero', () => {
    const rng = createRng(5);
    let m = g.preset.match.start(g.rules, g.name, 3, 0);
    for (let i = 0; i < 40; i++) {
      let s = g.newDeal({ dealer: m.dealer, pot: m.pot });
      const d = g.apply(s, g.sampleDeal(s, rng));
      if (!d.ok) throw new Error(d.error);
      s = playOut(g, d.value);
      if (!s.settlement) throw new Error('no settlement');
      m = g.preset.match.next(g.rules, m, s.settlement);
      expect(m.totals.reduce((a, b) => a + b, 0) + m.pot).toBe(0);
      expect(m.pot).toBeGreaterThan(0);
    }
    expect(m.deals).toBe(40);
  });
});

describe('the deal passes to the left, also after a throw-in (rules-notes BT-03)', () => {
  test('three seats: 0 → 1 → 2 → 0', () => {
    const g = bavarianGame('bavarian-huber-1923');
    let m = g.preset.match.start(g.rules, g.name, 3, 0);
    const dealers = [m.dealer];
    for (let i = 0; i < 3; i++) {
      m = g.preset.match.next(g.rules, m, { ...settlement([0, 0, 0], 0), outcome: 'passed' });
      dealers.push(m.dealer);
    }
    expect(dealers).toEqual([0, 1, 2, 0]);
    expect(m.pot).toBe(0);
    expect(m.totals).toEqual([0, 0, 0]);
  });

  test('allPass=sameDealer (rules-notes H-02, BT-NP-2): after a throw-in the same dealer deals again', () => {
    const g = bavarianGame('bavarian-huber-1923', { allPass: 'sameDealer' });
    const m0 = g.preset.match.start(g.rules, g.name, 3, 0);
    const m1 = g.preset.match.next(g.rules, m0, { ...settlement([0, 0, 0], 0), outcome: 'passed' });
    expect(m1.dealer).toBe(0);
    expect(g.preset.match.next(g.rules, m1, settlement([0, 0, 0], 0)).dealer).toBe(1);
  });
});

describe('four seats: the dealer deals and sits out (rules-notes BT-02)', () => {
  test('the active players are the three after the dealer, forehand first; the dealer holds no cards', () => {
    const g = bavarianGame('haferltarock', { seats: 4 });
    const rotation = [0, 1, 2, 3].map((dealer) => g.newDeal({ dealer }).players);
    expect(rotation).toEqual([
      [1, 2, 3],
      [2, 3, 0],
      [3, 0, 1],
      [0, 1, 2],
    ]);
    const s = g.newDeal({ dealer: 2 });
    const d = g.apply(s, g.sampleDeal(s, createRng(1)));
    if (!d.ok) throw new Error(d.error);
    expect(d.value.hands.map((h) => h.length)).toEqual([11, 11, 0, 11]);
    expect(d.value.toAct).toBe(3);
  });

  test('the sitting-out dealer neither pays nor collects in the deal', () => {
    const g = bavarianGame('haferltarock', { seats: 4 });
    const rng = createRng(9);
    for (let i = 0; i < 20; i++) {
      const s = g.newDeal({ dealer: i % 4, pot: 200 });
      const d = g.apply(s, g.sampleDeal(s, rng));
      if (!d.ok) throw new Error(d.error);
      const end = playOut(g, d.value);
      expect(end.settlement?.deltas[i % 4]).toBe(0);
    }
  });

  test('all four ante by default; without sittingOutDealerAntes only the three players', () => {
    const g = bavarianGame('haferltarock', { seats: 4 });
    expect(g.preset.match.start(g.rules, g.name, 4, 0).pot).toBe(200);
    const h = bavarianGame('haferltarock', { seats: 4, sittingOutDealerAntes: false });
    const m = h.preset.match.start(h.rules, h.name, 4, 0);
    expect(m.pot).toBe(150);
    expect(m.totals).toEqual([0, -50, -50, -50]);
  });

  test('the deal rotates round all four seats', () => {
    const g = bavarianGame('bavarian-sirch-2008', { seats: 4 });
    let m = g.preset.match.start(g.rules, g.name, 4, 3);
    const dealers = [m.dealer];
    for (let i = 0; i < 4; i++) {
      m = g.preset.match.next(g.rules, m, { ...settlement([0, 0, 0, 0], 0), outcome: 'passed' });
      dealers.push(m.dealer);
    }
    expect(dealers).toEqual([3, 0, 1, 2, 3]);
  });
});

describe('Huber: the Kasse and the Schreckensteiner side by side (rules-notes H-03)', () => {
  const g = bavarianGame('bavarian-huber-1923', { pot: 'kasseAndSchreckensteiner' });
  test('everyone antes into both: 50 ¢ into the Kasse, 100 ¢ into the Schreckensteiner', () => {
    const m = g.preset.match.start(g.rules, g.name, 3, 0);
    expect(m.pot).toBe(150);
    expect(m.sidePot).toBe(300);
    expect(m.totals).toEqual([-150, -150, -150]);
    expect(m.log.map((e) => e.lines[0]?.text)).toEqual([
      'round 1: seats 0, 1, 2 ante 50 ¢ each into the pot',
      'seats 0, 1, 2 ante 100 ¢ each into the side pot (the Schreckensteiner)',
    ]);
  });

  test('a Solo won empties the Schreckensteiner, which alone is fed again; a played deal settles it', () => {
    const m0 = g.preset.match.start(g.rules, g.name, 3, 0);
    const s = dealt(
      g,
      [
        'GU G9 G8 G7 G6 SA S10 SK SO SU S9',
        'EA E10 EK EO EU E9 E8 E7 E6 HA GA',
        'H10 HK HO HU H9 H8 H7 H6 G10 GK GO',
      ],
      'S8 S7 S6',
      { dealer: m0.dealer, pot: m0.pot, sidePot: m0.sidePot },
    );
    const end = playOut(g, run(g, s, ['bid spiele', 'pass', 'pass', 'declare solo', 'trump E']));
    const st = end.settlement;
    if (!st) throw new Error('no settlement');
    expect(st.outcome).toBe('won');
    expect(st.sidePotDelta).toBe(-300);
    expect(st.potDelta).toBe(0);
    const m1 = g.preset.match.next(g.rules, m0, st);
    expect(m1.pot).toBe(150);
    expect(m1.sidePot).toBe(300);
    expect(m1.round).toBe(1);
    expect(m1.totals.reduce((a, b) => a + b, 0) + m1.pot + (m1.sidePot ?? 0)).toBe(0);
    expect(m1.log.at(-1)?.lines.map((l) => l.text)).toEqual([
      'the side pot (the Schreckensteiner) is empty',
      'seats 0, 1, 2 ante 100 ¢ each into the side pot (the Schreckensteiner)',
    ]);
    // The record keeps the side pot, so the deal replays to the same settlement.
    const record = recordOf(g, end);
    expect(record.sidePot).toBe(300);
    const parsed = parseRecordText(formatRecordText(record));
    if (!parsed.ok) throw new Error(parsed.error);
    const again = replay(parsed.value);
    expect(again.ok && again.value.final.settlement).toEqual(st);
  });
});

describe('Huber: the Kasse', () => {
  test('without a pot nobody antes', () => {
    const g = bavarianGame('bavarian-huber-1923');
    const m = g.preset.match.start(g.rules, g.name, 3, 0);
    expect(m.pot).toBe(0);
    expect(m.totals).toEqual([0, 0, 0]);
  });

  test('with the Kasse: taken by the declarer, the next deal starts a new round with new antes', () => {
    const g = bavarianGame('bavarian-huber-1923', { pot: 'kasse' });
    const m = g.preset.match.start(g.rules, g.name, 3, 0);
    expect(m.pot).toBe(150);
    const m1 = g.preset.match.next(g.rules, m, settlement([-10, 170, -10], -150));
    expect(m1.pot).toBe(150);
    expect(m1.round).toBe(2);
  });

  test('the Schreckensteiner is fed with a double ante', () => {
    const g = bavarianGame('bavarian-huber-1923', { pot: 'schreckensteiner' });
    expect(g.preset.match.start(g.rules, g.name, 3, 0).pot).toBe(300);
  });
});

describe('Scharfes Tarock: €10 starting banks', () => {
  const g = bavarianGame('scharfes-tarock');
  test('each player starts with 1000 ¢', () => {
    const m = g.preset.match.start(g.rules, g.name, 3, 0);
    expect(m.totals).toEqual([1000, 1000, 1000]);
    expect(m.pot).toBe(0);
  });

  test('a player who is bust ends the match; the richest wins', () => {
    const m = { ...g.preset.match.start(g.rules, g.name, 3, 0), totals: [30, 1500, 1470] };
    const end = g.preset.match.next(g.rules, m, settlement([-40, 80, -40], 0));
    expect(end.finished).toBe(true);
    expect(end.winners).toEqual([1]);
  });
});
