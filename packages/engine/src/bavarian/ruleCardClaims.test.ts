/**
 * The Bavarian rule cards' claims about money, tied to the engine: each test reads the numbers a
 * card states (its phrase arguments) and settles a score-keeper's summary (docs/scorekeeping.md)
 * through the preset's `settleSummary`; the amounts paid must be what the card says. Three seats,
 * seat 0 deals, seat 1 (forehand) declares; the defenders are seats 2 and 0. Deltas are
 * [seat 0, seat 1, seat 2] in cents.
 */
import { describe, expect, test } from 'vitest';
import type { Phrase, PhraseArg } from '../core/phrase';
import { type RuleCard, type RuleSectionId, ruleSection } from '../core/ruleCard';
import type { OptionValue } from '../core/ruleset';
import { bavarianPresets } from '../presets/bavarian';
import { cardOf } from '../testing/ruleCard';
import { type Fields, played, settleFields } from './testing';

const presetOf = (id: string) => {
  const p = bavarianPresets.find((x) => x.rules.id === id);
  if (!p) throw new Error(`no preset ${id}`);
  return p;
};
const card = (id: string, options: Readonly<Record<string, OptionValue>> = {}) =>
  cardOf(presetOf(id), options);

/** The phrase with this key in a section of the card; the test fails when the card lacks it. */
function row(c: RuleCard, section: RuleSectionId, key: string): Phrase {
  const found = ruleSection(c, section)?.rows.find((r) => r.key === key);
  if (!found) throw new Error(`${c.game}: no "${key}" in ${section}`);
  return found;
}

/** A number or an amount of money among a phrase's arguments. */
function num(p: Phrase, name: string): number {
  const a: PhraseArg | undefined = p.args?.[name];
  if (typeof a === 'number') return a;
  if (a !== undefined && typeof a === 'object' && 'money' in a) return a.money;
  throw new Error(`${p.key}: no number "${name}"`);
}

/** A nested phrase among a phrase's arguments. */
function sub(p: Phrase, name: string): Phrase {
  const a = p.args?.[name];
  if (a !== undefined && typeof a === 'object' && 'key' in a) return a;
  throw new Error(`${p.key}: no phrase "${name}"`);
}

const settle = (id: string, options: Readonly<Record<string, OptionValue>>, fields: Fields) =>
  settleFields(id, options, fields);

describe('Haferltarock: the rates the card states are the rates paid', () => {
  const c = card('haferltarock');
  const won = row(c, 'payment', 'card.bv.haferl.rateWon');
  /** The card's rate for a win with `points`: the band up to `top`, then 1 ¢ a point. */
  const rateWon = (points: number) => num(won, 'band') + Math.max(0, points - num(won, 'top'));

  test('rate when won: 66 card points in an Aufnahmespiel → 6 ¢ from the pot', () => {
    expect(rateWon(66)).toBe(6);
    const s = settle('haferltarock', {}, { contract: 'pickup', trump: 'E', pot: 150, ...played(66) });
    expect(s.deltas).toEqual([0, rateWon(66), 0]);
    expect(s.potDelta).toBe(-rateWon(66));
  });

  test('rate when won: 63 card points → the band, 5 ¢', () => {
    const s = settle('haferltarock', {}, { contract: 'pickup', trump: 'E', pot: 150, ...played(63) });
    expect(s.deltas).toEqual([0, rateWon(63), 0]);
  });

  test('Aufnahmespiel lost: he pays the rate to one defender, the other takes it from the pot', () => {
    const lost = row(c, 'payment', 'card.bv.haferl.rateLostTarget');
    // 53 card points: 8 short of 61, 3 beyond the band's 5.
    const rate = num(lost, 'band') + (61 - 53 - num(lost, 'short'));
    expect(rate).toBe(8);
    const s = settle('haferltarock', {}, { contract: 'pickup', trump: 'E', pot: 150, ...played(53) });
    expect(s.deltas).toEqual([rate, -rate, rate]);
    expect(s.potDelta).toBe(-rate);
  });

  test('Handspiel to 71 lost at 64 (7 short of the target): double the rate to each defender', () => {
    const lost = row(c, 'payment', 'card.bv.haferl.rateLostTarget');
    expect(row(c, 'payment', 'card.bv.haferl.handDouble').key).toBe('card.bv.haferl.handDouble');
    const rate = num(lost, 'band') + (71 - 64 - num(lost, 'short'));
    const s = settle(
      'haferltarock',
      {},
      { contract: 'hand', trump: 'H', target: 71, pot: 150, ...played(64) },
    );
    expect(s.deltas).toEqual([2 * rate, -4 * rate, 2 * rate]);
    expect(s.potDelta).toBe(0);
  });

  test('bidGameRates=plain: a Handspiel to 71 lost at 65 pays the band, at 55 one cent more, measured from 61 as the card says', () => {
    const plain = card('haferltarock', { bidGameRates: 'plain' });
    const lost = row(plain, 'payment', 'card.bv.haferl.rateLostPlain');
    const rate = (points: number) => num(lost, 'band') + Math.max(0, num(lost, 'floor') - points);
    for (const points of [65, 55]) {
      const s = settle(
        'haferltarock',
        { bidGameRates: 'plain' },
        { contract: 'hand', trump: 'H', target: 71, pot: 150, ...played(points) },
      );
      expect(s.deltas).toEqual([2 * rate(points), -4 * rate(points), 2 * rate(points)]);
    }
  });
});

describe('Sirch: the per-point and flat amounts the card states are the amounts paid', () => {
  const c = card('bavarian-sirch-2008');
  const step = num(row(c, 'payment', 'card.bv.sirch.won'), 'step');
  const up = (x: number) => step * Math.max(1, Math.ceil(x / step));

  test('won at 71: 11 points over 60, rounded up to 15 ¢ from the pot', () => {
    const s = settle('bavarian-sirch-2008', {}, { contract: 'solo', trump: 'E', pot: 500, ...played(71) });
    expect(s.deltas).toEqual([0, up(71 - 60), 0]);
    expect(up(11)).toBe(15);
  });

  test('lost at 53: 7 points under 60, rounded up to 10 ¢, shared by the defenders', () => {
    expect(num(row(c, 'payment', 'card.bv.sirch.lost'), 'step')).toBe(step);
    const s = settle('bavarian-sirch-2008', {}, { contract: 'solo', trump: 'E', pot: 500, ...played(53) });
    expect(up(60 - 53)).toBe(10);
    expect(s.deltas).toEqual([up(7) / 2, -up(7), up(7) / 2]);
    expect(s.potDelta).toBe(0);
  });

  test('a won Schwarz pays the amount the card states from the pot, instead of the points over 60', () => {
    const slam = num(row(c, 'payment', 'card.bv.sirch.slam'), 'amount');
    const worth = sub(row(c, 'winning', 'card.bv.schwarzWorth'), 'worth');
    expect(num(worth, 'amount')).toBe(slam);
    const s = settle(
      'bavarian-sirch-2008',
      {},
      { contract: 'solo', trump: 'E', pot: 500, ...played(120, 11) },
    );
    expect(s.deltas).toEqual([0, slam, 0]);
  });

  test('a lost Schwarz pays nothing extra: only the points under 60', () => {
    expect(sub(row(c, 'winning', 'card.bv.schwarzWorth'), 'worth').key).toBe('card.bv.worth.slam');
    // No trick, 7 card points in the stock: 53 under 60, rounded up to 55 ¢ (odd steps: the pot adds 5 ¢).
    const s = settle('bavarian-sirch-2008', {}, { contract: 'solo', trump: 'E', pot: 500, ...played(7, 0) });
    expect(s.deltas[1]).toBe(-up(60 - 7));
  });

  test('Schneider is noted but pays nothing extra: won at 95 pays the points over 60 only', () => {
    expect(row(c, 'winning', 'card.bv.schneiderNoted').key).toBe('card.bv.schneiderNoted');
    const s = settle('bavarian-sirch-2008', {}, { contract: 'solo', trump: 'E', pot: 500, ...played(95) });
    expect(s.deltas).toEqual([0, up(95 - 60), 0]);
  });

  describe('sirchMode=flat: the win, the Schneider win and the loss pay what the card states', () => {
    const flat = card('bavarian-sirch-2008', { sirchMode: 'flat' });
    const f = row(flat, 'payment', 'card.bv.sirch.flat');
    const worth = sub(row(flat, 'winning', 'card.bv.schneiderWorth'), 'worth');
    const opts = { sirchMode: 'flat' };
    test.each([
      ['won at 75: the plain win from the pot', played(75), [0, num(f, 'win'), 0]],
      [
        'won at 95 with Schneider: the Schneider amount from the pot',
        played(95),
        [0, num(f, 'schneider'), 0],
      ],
      [
        'lost at 40: the plain amount to each defender',
        played(40),
        [num(f, 'win'), -2 * num(f, 'win'), num(f, 'win')],
      ],
      [
        'lost at 25 with Schneider: the Schneider amount to each defender',
        played(25, 2),
        [num(f, 'schneider'), -2 * num(f, 'schneider'), num(f, 'schneider')],
      ],
    ])('%s', (_name, result, deltas) => {
      expect(num(worth, 'amount')).toBe(num(f, 'schneider'));
      const s = settle('bavarian-sirch-2008', opts, { contract: 'solo', trump: 'E', pot: 500, ...result });
      expect(s.deltas).toEqual(deltas);
    });

    test('schneider=loserAtMost30: 90 card points is a Schneider win (the card no longer says "61–90")', () => {
      const o = { ...opts, schneider: 'loserAtMost30' };
      const s = settle('bavarian-sirch-2008', o, { contract: 'solo', trump: 'E', pot: 500, ...played(90) });
      expect(s.deltas).toEqual([
        0,
        num(row(card('bavarian-sirch-2008', o), 'payment', 'card.bv.sirch.flat'), 'schneider'),
        0,
      ]);
    });
  });
});

describe('Schneider and Schwarz are worth what the winning section says', () => {
  test('1933: Schneider adds the units the card states, won or lost; Schwarz nothing more', () => {
    const c = card('bavarian-1933');
    const worth = sub(row(c, 'winning', 'card.bv.schneiderWorth'), 'worth');
    expect(row(c, 'winning', 'card.bv.schwarzNoted').key).toBe('card.bv.schwarzNoted');
    const solo = 20 + num(worth, 'amount');
    expect(settle('bavarian-1933', {}, { contract: 'solo', trump: 'E', ...played(95) }).deltas).toEqual([
      -solo,
      2 * solo,
      -solo,
    ]);
    expect(settle('bavarian-1933', {}, { contract: 'solo', trump: 'E', ...played(25, 2) }).deltas).toEqual([
      solo,
      -2 * solo,
      solo,
    ]);
    expect(settle('bavarian-1933', {}, { contract: 'solo', trump: 'E', ...played(120, 11) }).deltas).toEqual([
      -solo,
      2 * solo,
      -solo,
    ]);
  });

  test('Huber: Schneider and Schwarz are only noted: a Schwarz Solo pays the Solo amount', () => {
    const c = card('bavarian-huber-1923');
    expect(row(c, 'winning', 'card.bv.extrasNoted').key).toBe('card.bv.extrasNoted');
    const s = settle('bavarian-huber-1923', {}, { contract: 'solo', trump: 'E', ...played(120, 11) });
    expect(s.deltas).toEqual([-20, 40, -20]);
  });

  test('Haferltarock: Schneider and Schwarz are only noted: a Schwarz Handspiel pays double the rate', () => {
    const c = card('haferltarock');
    expect(row(c, 'winning', 'card.bv.extrasNoted').key).toBe('card.bv.extrasNoted');
    const won = row(c, 'payment', 'card.bv.haferl.rateWon');
    const rate = num(won, 'band') + (120 - num(won, 'top'));
    const s = settle('haferltarock', {}, { contract: 'hand', trump: 'H', pot: 150, ...played(120, 11) });
    expect(s.deltas).toEqual([-2 * rate, 4 * rate, -2 * rate]);
  });

  test('Scharfes Tarock: Schneider adds its amount; Schwarz adds its own on top of Schneider', () => {
    const c = card('scharfes-tarock');
    const solo = num(row(c, 'payment', 'card.bv.scharf.solo'), 'amount');
    const schneider = num(sub(row(c, 'winning', 'card.bv.schneiderWorth'), 'worth'), 'amount');
    const schwarz = num(sub(row(c, 'winning', 'card.bv.schwarzWorth'), 'worth'), 'amount');
    const at = (declarer: number, tricks: number) => ({
      contract: 'solo',
      trump: 'E',
      points: { declarer, defenders: 120 - declarer },
      tricks: { declarer: tricks, defenders: 7 - tricks },
    });
    const each = (x: number) => [-x, 2 * x, -x];
    expect(settle('scharfes-tarock', {}, at(95, 5)).deltas).toEqual(each(solo + schneider));
    expect(settle('scharfes-tarock', {}, at(120, 7)).deltas).toEqual(each(solo + schneider + schwarz));
  });
});

describe('60–60 in each Bavarian preset is what its card says', () => {
  const deals: Readonly<Record<string, Fields>> = {
    'bavarian-huber-1923': { contract: 'solo', trump: 'E' },
    'bavarian-sirch-2008': { contract: 'solo', trump: 'E', pot: 500 },
    'bavarian-1933': { contract: 'solo', trump: 'E' },
    haferltarock: { contract: 'pickup', trump: 'E', pot: 150 },
    'bavarian-no-point-bidding': { contract: 'farbSolo', trump: 'E' },
    'bavarian-berliner': { contract: 'hand', trump: 'H', pot: 150 },
    'scharfes-tarock': {
      contract: 'solo',
      trump: 'E',
      points: { declarer: 60, defenders: 60 },
      tricks: { declarer: 3, defenders: 4 },
    },
  };
  test.each(bavarianPresets.map((p) => p.rules.id))('%s', (id) => {
    const fields = deals[id];
    if (!fields) throw new Error(`no 60–60 deal for ${id}: add one`);
    const keys = ruleSection(card(id), 'winning')?.rows.map((r) => r.key) ?? [];
    const s = settle(id, {}, { ...played(60), ...fields });
    if (keys.includes('card.bv.tie60.draw')) {
      expect(s.outcome).toBe('draw');
      expect(s.deltas.every((d) => d === 0)).toBe(true);
      expect(s.potDelta).toBe(0);
    } else {
      expect(keys).toContain('card.bv.tie60.declarerLoses');
      expect(s.outcome).toBe('lost');
      expect(s.deltas[1]).toBeLessThan(0);
    }
  });

  // BT-09: after Kontra the defenders must reach the target, so a 60–60 the declarer would lose
  // goes to him; the card says whose duty it is instead of "the declarer loses".
  test.each(bavarianPresets.map((p) => p.rules.id))('%s with Kontra', (id) => {
    const fields = deals[id];
    if (!fields) throw new Error(`no 60–60 deal for ${id}: add one`);
    const keys = ruleSection(card(id, { kontra: true }), 'winning')?.rows.map((r) => r.key) ?? [];
    const s = settle(id, { kontra: true }, { ...played(60), ...fields, kontra: 1 });
    if (keys.includes('card.bv.tie60.draw')) {
      expect(s.outcome).toBe('draw');
    } else {
      expect(keys).not.toContain('card.bv.tie60.declarerLoses');
      expect(keys).toContain('card.bv.tie60.declarerLosesKontra');
      expect(keys.some((k) => k === 'card.bv.targetKontra' || k === 'card.bv.targetBidKontra')).toBe(true);
      expect(s.outcome).toBe('won');
      expect(s.deltas[1]).toBeGreaterThan(0);
    }
  });
});
