import { createRng, type Game, type MatchState, PRESETS, loadGame } from '@tarock/engine';
import { hasPot } from '../scoresheet/rulesShape';
import { playRandomDeal } from '@tarock/engine/testing';
import { describe, expect, test } from 'vitest';
import { matchStart, potAt, potColumns, scoreRows } from './scoreRows';

const load = (name: string): Game => {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};

/** A match of random deals played until it ends (or `deals` deals). */
function playMatch(game: Game, seed: number, deals: number): MatchState {
  let m = game.preset.match.start(game.rules, game.name, game.seats, 0);
  const rng = createRng(seed);
  for (let d = 0; d < deals && !m.finished; d++) {
    const states = playRandomDeal(game, rng, { dealer: m.dealer, pot: m.pot, sidePot: m.sidePot });
    const st = states[states.length - 1]?.settlement;
    if (!st) throw new Error('a deal was not settled');
    m = game.preset.match.next(game.rules, m, st);
  }
  return m;
}

describe('the scoreboard’s rows add up', () => {
  test('an Illustrated series’ end bonus is a row of its own, not a deal that seems to add more than it did', () => {
    const beck = load('illustrated-beck');
    let seen = 0;
    for (let seed = 1; seed <= 30 && seen === 0; seed++) {
      const m = playMatch(beck, seed, 40);
      if (!m.finished || !m.log.at(-1)?.lines.some((l) => l.amounts?.some((a) => a > 0))) continue;
      const rows = scoreRows(m, matchStart(beck));
      const last = m.log.at(-1);
      // The engine's entry: totals with the bonus, deltas without (a row showing both did not add up).
      const before = m.log.at(-2)?.totals ?? matchStart(beck);
      expect(last?.totals).not.toEqual(before.map((t, s) => t + (last?.deltas[s] ?? 0)));
      const [deal, bonus] = rows.slice(-2);
      expect(deal?.kind).toBe('deal');
      expect(deal?.changes).toEqual(last?.deltas);
      expect(bonus?.kind).toBe('events');
      expect(bonus?.totals).toEqual(last?.totals);
      // The bonus row's change is the bonus line's amounts.
      expect(bonus?.changes).toEqual(last?.lines.find((l) => l.amounts)?.amounts);
      seen++;
    }
    expect(seen).toBe(1);
  });

  test.each(['illustrated-beck', 'illustrated-mayr-sedlaczek-2016', 'haferltarock', 'bavarian-huber-1923'])(
    '%s: every row’s totals are the totals before it plus its change; the antes before the first deal are a start row',
    (name) => {
      const game = load(name);
      for (let seed = 1; seed <= 6; seed++) {
        const m = playMatch(game, seed, 30);
        const start = matchStart(game);
        let before: readonly number[] = start;
        for (const r of scoreRows(m, start)) {
          r.totals.forEach((t, s) => {
            expect(t).toBeCloseTo((before[s] ?? 0) + (r.changes[s] ?? 0), 6);
          });
          before = r.totals;
        }
        expect(before).toEqual(m.totals);
        expect(scoreRows(m, start)[0]?.kind).toBe(m.log[0]?.deal === 0 ? 'start' : 'deal');
      }
    },
  );

  test('Scharfes Tarock’s €10 banks are the first row, which the deals add to', () => {
    const scharf = load('scharfes-tarock');
    const start = matchStart(scharf);
    expect(start).toEqual([1000, 1000, 1000]);
    for (let seed = 1; seed <= 4; seed++) {
      const m = playMatch(scharf, seed, 6);
      const rows = scoreRows(m, start);
      // The first deal's row showed 9,70 € (−0,30 €) with nothing above it to come from.
      expect(rows[0]).toMatchObject({
        kind: 'bank',
        totals: start,
        changes: [0, 0, 0],
        pot: 0,
        sidePot: null,
      });
      expect(rows[1]?.kind).toBe('deal');
      let before: readonly number[] = rows[0]?.totals ?? [];
      for (const r of rows.slice(1)) {
        r.totals.forEach((t, s) => {
          expect(t).toBeCloseTo((before[s] ?? 0) + (r.changes[s] ?? 0), 6);
        });
        before = r.totals;
      }
      expect(before).toEqual(m.totals);
    }
    // Where the players start from nothing there is no such row.
    const beck = load('illustrated-beck');
    expect(scoreRows(playMatch(beck, 1, 2), matchStart(beck)).some((r) => r.kind === 'bank')).toBe(false);
  });

  test('the match starts from the bank before any ante (the chart’s first point)', () => {
    expect(matchStart(load('illustrated-beck'))).toEqual([0, 0, 0]);
    const haferl = load('haferltarock');
    // Haferltarock antes into the pot before the first deal: the totals start below the bank.
    expect(haferl.preset.match.start(haferl.rules, haferl.name, haferl.seats, 0).totals).toEqual([
      -50, -50, -50,
    ]);
    expect(matchStart(haferl)).toEqual([0, 0, 0]);
  });

  test('rows have keys of their own where entries share a deal number (Kasse and Schreckensteiner antes)', () => {
    const huber = load('bavarian-huber-1923(pot=kasseAndSchreckensteiner)');
    const m = playMatch(huber, 1, 3);
    expect(m.log.filter((e) => e.deal === 0)).toHaveLength(2);
    const keys = scoreRows(m, matchStart(huber)).map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('the Schreckensteiner is a pot column beside the Kasse, with what it holds after every row', () => {
    const huber = load('bavarian-huber-1923(pot=kasseAndSchreckensteiner)');
    let paidOut = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const m = playMatch(huber, seed, 12);
      expect(potColumns(m, 'cents')).toEqual([
        { id: 'pot', total: m.pot },
        { id: 'sidePot', total: m.sidePot },
      ]);
      const rows = scoreRows(m, matchStart(huber));
      // Each row's side pot is the engine's after that entry (an entry's events row shows the same).
      const bySidePot = m.log.map((e) => e.sidePot);
      const shown = rows.filter((r) => r.kind !== 'events').map((r) => potAt(r, 'sidePot'));
      expect(shown).toEqual(bySidePot);
      expect(rows.at(-1)?.sidePot).toBe(m.sidePot);
      expect(rows.map((r) => potAt(r, 'pot'))).toEqual(rows.map((r) => r.pot));
      // The side ante fills it before the first deal: the second start row, named as such.
      expect(rows.slice(0, 2).map((r) => r.kind)).toEqual(['start', 'startSidePot']);
      expect(potAt(rows[1] as (typeof rows)[number], 'sidePot')).toBeGreaterThan(0);
      paidOut += m.log.filter((e) => (e.sidePotDelta ?? 0) < 0).length;
    }
    // Some deal took from the side pot: the column changes during the match, not only at the antes.
    expect(paidOut).toBeGreaterThan(0);
  });

  test('without a side pot the scoreboard shows the Kasse alone; a match for points shows no pot', () => {
    const huber = load('bavarian-huber-1923');
    const m = playMatch(huber, 1, 3);
    expect(potColumns(m, 'cents')).toEqual([{ id: 'pot', total: m.pot }]);
    expect(scoreRows(m, matchStart(huber)).every((r) => r.sidePot === null)).toBe(true);
    const beck = load('illustrated-beck');
    expect(potColumns(playMatch(beck, 1, 2), 'points')).toEqual([]);
  });
});

describe('a money match without a pot shows no Kasse', () => {
  test('Scharfes Tarock’s banks: no pot column (it said 0,00 € in every row); Haferltarock and Huber’s Kasse keep theirs', () => {
    const scharf = load('scharfes-tarock');
    const m = playMatch(scharf, 3, 4);
    expect(potColumns(m, 'cents', hasPot(scharf.rules))).toEqual([]);
    for (const name of ['haferltarock', 'bavarian-huber-1923(pot=kasse)'])
      expect(potColumns(m, 'cents', hasPot(load(name).rules)).map((p) => p.id)).toEqual(['pot']);
  });

  test('every rule set and option value without a pot never moves money into or out of one', () => {
    let checked = 0;
    for (const preset of PRESETS.filter((p) => p.rules.family === 'bavarian')) {
      const names = [preset.rules.id];
      for (const o of preset.options)
        for (const v of o.values)
          if (v !== o.default) names.push(`${preset.rules.id}(${o.key}=${String(v)})`);
      for (const name of names) {
        const game = load(name);
        if (hasPot(game.rules)) continue;
        const m = playMatch(game, 7, 12);
        expect(m.pot, name).toBe(0);
        expect(m.sidePot ?? 0, name).toBe(0);
        for (const e of m.log) expect([e.potDelta, e.pot], name).toEqual([0, 0]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});
