/**
 * Fixed units: Huber 1923, the 1933 Schneider bonus, the game without point bidding (rules-notes
 * H-03, H-05, BT-NP-1), settled from score-keepers' summaries. Three seats, seat 0 deals, so seat
 * 1 is forehand and declares unless a row says otherwise; the defenders are seats 2 and 0, in that
 * order. Deltas are [seat 0, seat 1, seat 2] in cents.
 */
import { describe, expect, test } from 'vitest';
import { played, settleFields } from '../testing';

describe('Huber 1923: fixed units ×1 / ×2 / ×4 per opponent and the Kasse (rules-notes H-03)', () => {
  test.each([
    ['Frage won: 1 unit (10 ¢) from each opponent', 'frage', 'H', 61, [-10, 20, -10]],
    ['Solo won: 2 units from each', 'solo', 'G', 80, [-20, 40, -20]],
    ['Herzsolo won: 4 units from each', 'herzsolo', 'H', 61, [-40, 80, -40]],
    ['Herzsolo lost: 4 units to each', 'herzsolo', 'H', 59, [40, -80, 40]],
    ['60–60 is a draw', 'solo', 'E', 60, [0, 0, 0]],
  ])('%s', (_name, contract, trump, points, deltas) => {
    const s = settleFields('bavarian-huber-1923', {}, { contract, trump, ...played(points) });
    expect(s.deltas).toEqual(deltas);
    expect(s.potDelta).toBe(0);
  });

  test('the lines say who pays whom: a winner takes from each opponent, a loser pays to each', () => {
    const line = (points: number): string | undefined =>
      settleFields(
        'bavarian-huber-1923',
        {},
        { contract: 'herzsolo', trump: 'H', ...played(points) },
      ).lines.find((l) => l.text.includes(' × '))?.text;
    expect(line(61)).toContain('Herzsolo won, 4 × 10 ¢ from each opponent');
    expect(line(59)).toContain('Herzsolo lost, 4 × 10 ¢ to each opponent');
  });

  test('split "total": the opponents share the units', () => {
    const s = settleFields(
      'bavarian-huber-1923',
      { paymentSplit: 'total' },
      { contract: 'solo', trump: 'G', ...played(80) },
    );
    expect(s.deltas).toEqual([-10, 20, -10]);
  });

  test('Kasse: a winning declarer takes the whole pot', () => {
    const s = settleFields(
      'bavarian-huber-1923',
      { pot: 'kasse' },
      { contract: 'frage', trump: 'H', pot: 150, ...played(70) },
    );
    expect(s.deltas).toEqual([-10, 170, -10]);
    expect(s.potDelta).toBe(-150);
  });

  test('Kasse: a losing declarer doubles the pot', () => {
    const s = settleFields(
      'bavarian-huber-1923',
      { pot: 'kasse' },
      { contract: 'frage', trump: 'H', pot: 150, ...played(50) },
    );
    expect(s.deltas).toEqual([10, -170, 10]);
    expect(s.potDelta).toBe(150);
  });

  test('Schreckensteiner: only Solo and Herzsolo touch it', () => {
    const frage = settleFields(
      'bavarian-huber-1923',
      { pot: 'schreckensteiner' },
      { contract: 'frage', trump: 'H', pot: 300, ...played(70) },
    );
    expect(frage.potDelta).toBe(0);
    const solo = settleFields(
      'bavarian-huber-1923',
      { pot: 'schreckensteiner' },
      { contract: 'solo', trump: 'E', pot: 300, ...played(70) },
    );
    expect(solo.potDelta).toBe(-300);
  });

  describe('Kasse and Schreckensteiner together: a second pot for Solo and Herzsolo (rules-notes H-03)', () => {
    const both = { pot: 'kasseAndSchreckensteiner' };
    test('a Frage plays for the Kasse; the Schreckensteiner is untouched', () => {
      const s = settleFields('bavarian-huber-1923', both, {
        contract: 'frage',
        trump: 'H',
        pot: 150,
        sidePot: 300,
        ...played(70),
      });
      expect(s.deltas).toEqual([-10, 170, -10]);
      expect(s.potDelta).toBe(-150);
      expect(s.sidePotDelta).toBe(0);
    });
    test('a Solo won takes the Schreckensteiner, not the Kasse', () => {
      const s = settleFields('bavarian-huber-1923', both, {
        contract: 'solo',
        trump: 'E',
        pot: 150,
        sidePot: 300,
        ...played(70),
      });
      expect(s.deltas).toEqual([-20, 340, -20]);
      expect(s.potDelta).toBe(0);
      expect(s.sidePotDelta).toBe(-300);
      expect(s.lines.at(-1)?.text).toBe(
        'seat 1 takes 300 ¢ from the side pot: the declarer takes the Schreckensteiner',
      );
    });
    test('a Herzsolo lost doubles the Schreckensteiner', () => {
      const s = settleFields('bavarian-1933', both, {
        contract: 'herzsolo',
        trump: 'H',
        pot: 150,
        sidePot: 300,
        ...played(50),
      });
      expect(s.deltas).toEqual([40, -380, 40]);
      expect(s.sidePotDelta).toBe(300);
      expect(s.deltas.reduce((a, b) => a + b, 0) + s.potDelta + (s.sidePotDelta ?? 0)).toBe(0);
    });
    test('a summary must give the pot its contract plays for', () => {
      expect(() =>
        settleFields('bavarian-huber-1923', both, { contract: 'solo', trump: 'E', pot: 150, ...played(70) }),
      ).toThrow('"sidePot" is needed');
      expect(() =>
        settleFields(
          'bavarian-huber-1923',
          {},
          { contract: 'solo', trump: 'E', sidePot: 100, ...played(70) },
        ),
      ).toThrow('no "sidePot"');
    });
  });
});

describe('the 1933 variant: a Schneider bonus when the loser has 30 or fewer (rules-notes H-05, BT-08)', () => {
  test.each([
    ['Frage won 90–30: Schneider (loser ≤ 30), 1 + 1 units from each', 90, [-20, 40, -20]],
    ['Frage won 89–31: no Schneider', 89, [-10, 20, -10]],
    ['Frage lost 30–90: the declarer is Schneider and pays 2 units to each', 30, [20, -40, 20]],
  ])('%s', (_name, points, deltas) => {
    const s = settleFields('bavarian-1933', {}, { contract: 'frage', trump: 'E', ...played(points) });
    expect(s.deltas).toEqual(deltas);
  });

  test('with "winner at least 91", 90–30 is not Schneider', () => {
    const s = settleFields(
      'bavarian-1933',
      { schneider: 'winnerAtLeast91' },
      { contract: 'frage', trump: 'E', ...played(90) },
    );
    expect(s.deltas).toEqual([-10, 20, -10]);
  });
});

describe('without point bidding: 1 / 1 / 2 / 4 / 4 units per opponent (rules-notes BT-NP-1)', () => {
  test.each([
    ['Farb-Frage won', 'farbFrage', 'G', [-10, 20, -10]],
    ['Herz-Frage won', 'herzFrage', 'H', [-10, 20, -10]],
    ['Farb-Solo won', 'farbSolo', 'S', [-20, 40, -20]],
    ['Herz-Solo won', 'herzSolo', 'H', [-40, 80, -40]],
  ])('%s', (_name, contract, trump, deltas) => {
    expect(settleFields('bavarian-no-point-bidding', {}, { contract, trump, ...played(70) }).deltas).toEqual(
      deltas,
    );
  });

  test('Bettel won (no trick) earns four times the base from each', () => {
    const s = settleFields(
      'bavarian-no-point-bidding',
      {},
      { contract: 'bettel', trump: null, tricks: { declarer: 0, defenders: 11 } },
    );
    expect(s.deltas).toEqual([-40, 80, -40]);
  });

  test('Bettel lost at the declarer’s first trick pays four times the base to each', () => {
    const s = settleFields(
      'bavarian-no-point-bidding',
      {},
      { contract: 'bettel', trump: null, tricks: { declarer: 1, defenders: 3 } },
    );
    expect(s.deltas).toEqual([40, -80, 40]);
    expect(s.outcome).toBe('lost');
  });

  test.each(['1/1/2/4/4', '1/2/3/4/4'])(
    'Bettel is four times the base game in every value table (%s: "das Vierfache des Basisspieleinsatzes")',
    (values) => {
      const won = (contract: string, trump: string | null, fields: object) =>
        settleFields('bavarian-no-point-bidding', { values }, { contract, trump, ...fields }).deltas;
      const base = won('farbFrage', 'G', played(70));
      const bettel = won('bettel', null, { tricks: { declarer: 0, defenders: 11 } });
      expect(bettel).toEqual(base.map((d) => 4 * d));
    },
  );
});
