/**
 * Which card points the settlement pays one by one (rules-notes IT-04, L-05): what a player weighs
 * while the cards are played must be what the settlement pays, in every preset and reading.
 */
import { describe, expect, test } from 'vitest';
import { makeGame } from '../core/game';
import { createRng } from '../core/rng';
import type { OptionValue, Preset } from '../core/ruleset';
import type { State } from '../core/state';
import {
  illustratedBeck,
  illustratedLoew1954,
  illustratedMayrSedlaczek2016,
  illustratedPresets,
} from '../presets/illustrated';
import { factsFromState } from './facts';
import type { IllustratedRules } from './rules';
import { settleDeal } from './settle';
import { PLAIN_DEAL, gameOf, scenario } from './testkit';

const bidDreiblatt = ['bid dreiblatt', 'accept', 'accept'];
const BOTH = { over: true, under: true };
const NEITHER = { over: false, under: false };

describe('the card points paid one by one (IT-04)', () => {
  test('every Illustrated book pays the overshoot and the undershoot of a plain game', () => {
    for (const preset of [illustratedMayrSedlaczek2016, illustratedBeck, illustratedLoew1954]) {
      const game = gameOf(preset);
      expect(game.pointStakes(scenario(game, PLAIN_DEAL, bidDreiblatt))).toEqual(BOTH);
    }
  });

  test('Löw: a won game with "40" announced pays no overshoot, a lost one its undershoot (L-05 R1)', () => {
    const game = gameOf(illustratedLoew1954);
    const s = scenario(game, PLAIN_DEAL, bidDreiblatt);
    const declarer = s.contract?.declarer as number;
    const announced = { ...s, announcements: [{ seat: declarer, bonus: 'forty', stage: 'pre' as const }] };
    expect(game.pointStakes(announced)).toEqual({ over: false, under: true });
    // A defender's "40" is not the declarer's.
    const other = (declarer + 1) % 3;
    expect(
      game.pointStakes({ ...s, announcements: [{ seat: other, bonus: 'forty', stage: 'pre' }] }),
    ).toEqual(BOTH);
  });

  test('the soloFlat reading (L-05 R2): a Solo pays neither, a game with the talon both', () => {
    const game = gameOf(illustratedLoew1954, { overshootMode: 'soloFlat' });
    const s = scenario(game, PLAIN_DEAL, bidDreiblatt);
    expect(game.pointStakes(s)).toEqual(BOTH);
    const solo = (game.rules as IllustratedRules).contracts.find((c) => c.talon === 'none');
    if (!solo || !s.contract) throw new Error('the preset has a Solo');
    expect(game.pointStakes({ ...s, contract: { ...s.contract, id: solo.id } })).toEqual(NEITHER);
  });

  test('before a contract, none', () => {
    const game = gameOf(illustratedMayrSedlaczek2016);
    expect(game.pointStakes(scenario(game, PLAIN_DEAL, []))).toEqual(NEITHER);
  });
});

/** Plays one random deal to its end, bidding when it may (so most deals have a declarer). */
function randomGame(preset: Preset, options: Record<string, OptionValue>, seed: number): State {
  const made = makeGame(preset, options);
  if (!made.ok) throw new Error(made.error);
  const game = made.value;
  const rng = createRng(seed);
  let s = game.newDeal({ dealer: seed % 3 });
  while (s.phase !== 'finished') {
    const legal = game.legalActions(s);
    const bids = legal.filter((a) => a.type !== 'pass');
    const pool = s.toAct === 'chance' ? [game.sampleDeal(s, rng)] : bids.length > 0 ? bids : legal;
    const pick = pool[rng.int(pool.length)];
    if (!pick) throw new Error(`no action in the ${s.phase} phase`);
    const r = game.apply(s, pick);
    if (!r.ok) throw new Error(r.error);
    s = r.value;
  }
  return s;
}

describe.each(illustratedPresets.map((p) => [p.rules.id, p] as const))(
  '%s: stakes agree with the settlement',
  (_id, preset) => {
    // Every reading of the overshoot the preset offers, beside its default.
    const modes = preset.options.find((o) => o.key === 'overshootMode')?.values ?? [undefined];
    test.each(modes.map((m) => [String(m ?? 'default'), m] as const))(
      'overshootMode %s: one card point more or less moves the game line exactly where the stakes say, over 300 random games',
      (_mode, mode) => {
        const options: Record<string, OptionValue> = mode === undefined ? {} : { overshootMode: mode };
        const made = makeGame(preset, options);
        if (!made.ok) throw new Error(made.error);
        const game = made.value;
        const rules = game.rules as IllustratedRules;
        let checked = 0;
        for (let seed = 1; seed <= 300; seed++) {
          const s = randomGame(preset, options, seed);
          if (!s.contract || s.contract.declarer === null) continue;
          const f = factsFromState(s, rules);
          if (f.valat) continue;
          const P = f.declarerPoints;
          const won = P >= rules.winAt;
          // A neighbour on the same side of the target, away from the 40 and 50 thresholds' edge.
          const Q = won ? (P + 1 <= 69 ? P + 1 : P - 1) : P >= 1 ? P - 1 : P + 1;
          if (Q >= rules.winAt !== won) continue;
          const game0 = settleDeal(f, rules, 3).lines.find((l) => l.amounts);
          const game1 = settleDeal({ ...f, declarerPoints: Q, declarerThirds: 3 * Q }, rules, 3).lines.find(
            (l) => l.amounts,
          );
          const stakes = game.pointStakes(s);
          const paid = JSON.stringify(game0?.amounts) !== JSON.stringify(game1?.amounts);
          expect(paid, `seed ${seed}: ${P} → ${Q} points`).toBe(won ? stakes.over : stakes.under);
          checked++;
        }
        expect(checked).toBeGreaterThan(100);
      },
    );
  },
);
