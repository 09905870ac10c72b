/**
 * Play rules, Bettel and Kontra in played deals (rules-notes BT-05, BT-NP-3, BT-09). Three seats,
 * seat 0 deals: seat 1 is forehand and leads.
 */
import { describe, expect, test } from 'vitest';
import { GERMAN36 } from '../cards/pack';
import { parseCard } from '../cards/notation';
import { trickWinner } from '../play/kernel';
import { bettelStrength } from './flow';
import { bavarianGame, dealt, legalText, playOut, run } from './testing';

const card = (t: string): number => {
  const c = parseCard(GERMAN36, t);
  if (!c.ok) throw new Error(c.error);
  return c.value;
};

describe('following (rules-notes BT-05)', () => {
  const g = bavarianGame('haferltarock');
  const s = dealt(
    g,
    [
      'GU G9 G8 G7 G6 SA S10 SK SO SU S9',
      'HA H10 HK HO HU H9 H8 H7 H6 EA GA',
      'E10 EK EO EU E9 E8 E7 E6 G10 GK GO',
    ],
    'S8 S7 S6',
  );
  const p = run(g, s, [
    'pass',
    'pass',
    'bid spiele',
    'talon',
    'discard S8',
    'discard S7',
    'discard S6',
    'trump S',
  ]);

  test('follow suit when able', () => {
    const t = run(g, p, ['play EA']);
    expect(t.toAct).toBe(2);
    expect(legalText(g, t)).toEqual([
      'play E6',
      'play E7',
      'play E8',
      'play E9',
      'play EU',
      'play EO',
      'play EK',
      'play E10',
    ]);
  });

  test('void in the led suit: must trump (no duty to head the trick or overtrump)', () => {
    const t = run(g, p, ['play EA', 'play E6']);
    expect(t.toAct).toBe(0);
    expect(legalText(g, t)).toEqual(['play S9', 'play SU', 'play SO', 'play SK', 'play S10', 'play SA']);
  });

  test('void in the led suit and in trumps: any card', () => {
    const t = run(g, p, ['play HA']);
    expect(legalText(g, t)).toHaveLength(11);
  });

  test('the lowest trump beats an Ace; in a suit A > 10 > K > O > U > 9 … 6 (rules-notes BT-01)', () => {
    const t = run(g, p, ['play EA', 'play E10', 'play S9']);
    expect(t.tricks[0]?.winner).toBe(0);
    const u = run(g, t, ['play G6', 'play GA', 'play G10']);
    expect(u.tricks[1]?.winner).toBe(1);
    const rules = g.playRules(p);
    expect(trickWinner(rules, [card('GK'), card('G10'), card('GO')])).toBe(1);
    expect(trickWinner(rules, [card('GU'), card('G9'), card('GO')])).toBe(2);
  });
});

describe('Bettel (rules-notes BT-NP-3)', () => {
  test('the 10 ranks between Unter and 9: A K O U 10 9 8 7 6', () => {
    const bettel = bettelStrength(GERMAN36);
    const order = ['EA', 'EK', 'EO', 'EU', 'E10', 'E9', 'E8', 'E7', 'E6'].map((c) => bettel[card(c)]);
    expect(order).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });

  test('in Bettel an Unter beats a 10 of its suit (it does not in other games)', () => {
    const g = bavarianGame('bavarian-no-point-bidding');
    const s = dealt(
      g,
      [
        'GU G9 G8 G7 G6 SA S10 SK SO SU S9',
        'E10 H10 HK HO HU H9 H8 H7 H6 EA GA',
        'EU EK EO HA E9 E8 E7 E6 G10 GK GO',
      ],
      'S8 S7 S6',
    );
    const b = run(g, s, ['bid bettel', 'pass', 'pass']);
    expect(b.contract).toMatchObject({ id: 'bettel', trump: -1 });
    const rules = g.preset.flow.playRules(b, g.rules);
    expect(trickWinner(rules, [card('E10'), card('EU'), card('G6')])).toBe(1);
    const solo = run(g, s, ['bid herzSolo', 'pass', 'pass']);
    expect(trickWinner(g.preset.flow.playRules(solo, g.rules), [card('E10'), card('EU'), card('G6')])).toBe(
      0,
    );
  });

  test('no trump in Bettel: a player void in the led suit may play any card', () => {
    const g = bavarianGame('bavarian-no-point-bidding');
    const s = dealt(
      g,
      [
        'GU G9 G8 G7 G6 SA S10 SK SO SU S9',
        'HA H10 HK HO HU H9 H8 H7 H6 EA GA',
        'E10 EK EO EU E9 E8 E7 E6 G10 GK GO',
      ],
      'S8 S7 S6',
    );
    const b = run(g, s, ['bid bettel', 'pass', 'pass', 'play H6']);
    expect(legalText(g, b)).toHaveLength(11);
  });

  test('lost at the declarer’s first trick: play stops there', () => {
    const g = bavarianGame('bavarian-no-point-bidding');
    const s = dealt(
      g,
      [
        'GU G9 G8 G7 G6 SA S10 SK SO SU S9',
        'HA H10 HK HO HU H9 H8 H7 H6 EA GA',
        'E10 EK EO EU E9 E8 E7 E6 G10 GK GO',
      ],
      'S8 S7 S6',
    );
    const b = run(g, s, ['bid bettel', 'pass', 'pass', 'play H6', 'play E6', 'play G6']);
    expect(b.phase).toBe('finished');
    expect(b.tricks).toHaveLength(1);
    expect(b.settlement?.outcome).toBe('lost');
    expect(b.settlement?.deltas).toEqual([40, -80, 40]);
    const all = b.settlement?.cardPoints.reduce((a, p) => a + p.points, 0);
    expect(all).toBe(120);
    expect(b.settlement?.cardPoints.map((p) => p.party)).toEqual([
      'declarer',
      'defenders',
      'stock',
      'unplayed',
    ]);
  });

  test('won when the declarer takes no trick', () => {
    const g = bavarianGame('bavarian-no-point-bidding');
    const s = dealt(
      g,
      [
        'E10 EO E7 G10 GO GU HK HU H9 H6 SO',
        'EK E9 E8 HA H10 HO H8 SA SU S9 S7',
        'EA EU GA GK G8 G7 G6 S10 SK S8 S6',
      ],
      'E6 G9 H7',
    );
    const b = playOut(g, run(g, s, ['bid bettel', 'pass', 'pass']));
    expect(b.contract?.declarer).toBe(1);
    expect(b.tricks).toHaveLength(11);
    expect(b.tricks.every((t) => t.winner !== 1)).toBe(true);
    expect(b.settlement?.outcome).toBe('won');
  });
});

describe('Kontra, Re and the higher calls (rules-notes BT-09)', () => {
  const hands = [
    'GU G9 G8 G7 G6 SA S10 SK SO SU S9',
    'HA H10 HK HO HU H9 H8 H7 H6 EA GA',
    'E10 EK EO EU E9 E8 E7 E6 G10 GK GO',
  ];
  test('off by default: the play starts at once', () => {
    const g = bavarianGame('haferltarock');
    const s = run(g, dealt(g, hands, 'S8 S7 S6'), [
      'bid spiele',
      'bid hand',
      'hold',
      'pass',
      'pass',
      'trump H',
    ]);
    expect(s.phase).toBe('play');
  });

  test('a defender may say Kontra on the game before the first card; the declarer may answer Re', () => {
    const g = bavarianGame('haferltarock', { kontra: true });
    const s = run(g, dealt(g, hands, 'S8 S7 S6'), [
      'bid spiele',
      'bid hand',
      'hold',
      'pass',
      'pass',
      'trump H',
    ]);
    expect(s.phase).toBe('announce');
    expect(s.toAct).toBe(2);
    expect(legalText(g, s)).toEqual(['contra', 'ready']);
    const k = run(g, s, ['contra']);
    expect(k.toAct).toBe(1);
    expect(legalText(g, k)).toEqual(['contra', 'ready']);
    const re = run(g, k, ['contra']);
    expect(re.phase).toBe('play');
    expect(re.doublings.map((d) => [d.level, d.by, d.target])).toEqual([
      [1, 2, 'game'],
      [2, 1, 'game'],
    ]);
  });

  test('both defenders may let it pass', () => {
    const g = bavarianGame('haferltarock', { kontra: true });
    const s = run(g, dealt(g, hands, 'S8 S7 S6'), [
      'bid spiele',
      'bid hand',
      'hold',
      'pass',
      'pass',
      'trump H',
    ]);
    const t = run(g, s, ['ready', 'ready']);
    expect(t.phase).toBe('play');
    expect(t.doublings).toEqual([]);
  });

  test('Supp, Resupp and Hirsch when allowed: calls alternate up to the highest', () => {
    const g = bavarianGame('haferltarock', { kontra: true, kontraMaxLevel: 'hirsch' });
    const s = run(g, dealt(g, hands, 'S8 S7 S6'), [
      'bid spiele',
      'bid hand',
      'hold',
      'pass',
      'pass',
      'trump H',
    ]);
    const t = run(g, s, ['ready', 'contra', 'contra', 'contra', 'contra', 'contra']);
    expect(t.doublings.map((d) => d.by)).toEqual([0, 1, 2, 1, 2]);
    expect(t.phase).toBe('play');
    const end = playOut(g, t);
    expect(end.settlement?.lines.some((l) => l.text.includes('×32'))).toBe(true);
  });

  test('the doubled game is paid double in a played deal', () => {
    const g = bavarianGame('haferltarock', { kontra: true });
    const s = run(g, dealt(g, hands, 'S8 S7 S6'), [
      'bid spiele',
      'bid hand',
      'hold',
      'pass',
      'pass',
      'trump H',
      'contra',
      'ready',
    ]);
    const end = playOut(g, s);
    // Seat 1 holds every Herz and both side Aces: he takes every trick, 120 points → rate 60, ×2 Hand, ×2 Kontra.
    expect(end.settlement?.cardPoints[0]?.points).toBe(120);
    expect(end.settlement?.deltas).toEqual([-240, 480, -240]);
  });
});
