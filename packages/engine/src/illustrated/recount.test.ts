/**
 * An independent recount of every played deal's score, written from rules-notes alone (IT-04,
 * IT-14 to IT-20, L-05, B-05, M-07) and from the bare record of the deal (the tricks, the discards,
 * the untaken talon, the calls), without the engine's facts or settlement code. Over random deals
 * with random options in all three presets, the engine's settlement must give the same points.
 */
import { describe, expect, test } from 'vitest';
import { KINGS, MOND, PAGAT, SKUS, TAROCK54, UHU } from '../cards/pack';
import { countPile } from '../cards/counting';
import { makeGame } from '../core/game';
import { createRng } from '../core/rng';
import type { OptionValue } from '../core/ruleset';
import type { State } from '../core/state';
import type { Seat } from '../core/types';
import { illustratedPresets } from '../presets/illustrated';
import type { IllustratedRules } from './rules';

const TRULL_CARDS = [PAGAT, MOND, SKUS];

/** Who played each card, in which trick (0-based), and who won that trick. */
function playedCards(s: State): Map<number, { seat: Seat; trick: number; winner: Seat }> {
  const out = new Map<number, { seat: Seat; trick: number; winner: Seat }>();
  s.tricks.forEach((t, trick) => {
    let seat = t.leader;
    for (const card of t.cards) {
      out.set(card, { seat, trick, winner: t.winner });
      seat = s.players[(s.players.indexOf(seat) + 1) % s.players.length] ?? seat;
    }
  });
  return out;
}

/** The points each seat scores in a played deal with a declarer, recounted from the notes. */
function recount(s: State, rules: IllustratedRules): number[] {
  const declarer = s.contract?.declarer ?? 0;
  const spec = rules.contracts.find((c) => c.id === s.contract?.id);
  if (!spec) throw new Error('no contract');
  const M = spec.multiplier;
  const G = spec.gameValues[Math.min(s.contract?.takeLevel ?? 0, spec.gameValues.length - 1)] ?? 0;
  const defenders = s.players.filter((p) => p !== declarer);
  const out = [0, 0, 0];
  const add = (to: readonly Seat[], v: number) => {
    for (const seat of to) out[seat] = (out[seat] ?? 0) + v;
  };

  // IT-03, IT-04: the declarer's pile (tricks, discards, a Solo talon if his), rounded once; 36 wins.
  const pile = [...s.discards];
  for (const t of s.tricks) if (t.winner === declarer) pile.push(...t.cards);
  if (s.talonRest?.owner === 'declarer') pile.push(...s.talonRest.cards);
  const P = countPile(TAROCK54, pile).points;
  const won = P >= 36;

  // IT-20: a contra multiplies only its item, by the factor of the item's stage and level.
  const level = (target: string) =>
    s.doublings.filter((d) => d.target === target).reduce((m, d) => Math.max(m, d.level), 0);
  const factor = (stage: 'pre' | 'post', l: number) =>
    l === 0 ? 1 : l === 1 ? rules.contra.factor[stage] : (rules.contra.recontra?.[stage] ?? 0);
  const gameFactor = factor(rules.contra.game ?? 'post', level('game'));
  const declared = (bonus: string) => s.announcements.some((a) => a.seat === declarer && a.bonus === bonus);

  // The game (IT-04, L-05 R1/R2, M-05).
  const flat = rules.overshootMode === 'soloFlat' && spec.talon === 'none';
  if (won) {
    const suppressed =
      flat ||
      (rules.overshootMode === 'suppressedByPointAnnouncement' && (declared('forty') || declared('fifty')));
    add([declarer], (G + (suppressed ? 0 : P - 35)) * M * gameFactor);
  } else {
    add(defenders, (G + (flat ? 0 : 35 - P)) * M * gameFactor);
  }

  const played = playedCards(s);
  const start: number[][] = s.players.map(() => []);
  for (const [card, p] of played) start[p.seat]?.push(card);
  const hand = (seat: Seat) => start[seat] ?? [];
  const last = rules.handSize - 1;
  const birdWon = (card: number, trick: number, seat: Seat) => {
    const p = played.get(card);
    return p !== undefined && p.trick === trick && p.seat === seat && p.winner === seat;
  };
  const valat = s.tricks.every((t) => t.winner === declarer);
  const made = (bonus: string, seat: Seat): boolean => {
    switch (bonus) {
      case 'pagat':
        return birdWon(PAGAT, last, seat);
      case 'uhu':
        return birdWon(UHU, last - 1, seat);
      case 'forty':
        return P >= 40;
      case 'fifty':
        return P >= 50;
      case 'valat':
        return valat;
      case 'withoutTrull':
        return won && !hand(declarer).some((c) => TRULL_CARDS.includes(c));
      case 'withoutKings':
        return won && !hand(declarer).some((c) => KINGS.includes(c));
      default:
        return false;
    }
  };

  // Announced bonuses: made → the announcer; failed → the other side (B-05: unmultiplied by option).
  for (const a of s.announcements) {
    const b = rules.bonuses.find((x) => x.id === a.bonus);
    if (!b) continue;
    const v = b[a.stage] ?? 0;
    let f = factor(a.stage, level(`${a.bonus}@${a.seat}`));
    const without = a.bonus === 'withoutTrull' || a.bonus === 'withoutKings';
    if (f === 1 && without && rules.contra.gameCoversWithoutBonuses) f = gameFactor;
    if (made(a.bonus, a.seat)) add([a.seat], v * M * f);
    else if (a.seat === declarer) add(defenders, v * (rules.failedBonusMultiplied ? M : 1) * f);
    else add([declarer], v * M * f);
  }

  // Silent Pagat and Uhu in their trick (IT-16, M-07).
  for (const [bird, card, trick] of [
    ['pagat', PAGAT, last],
    ['uhu', UHU, last - 1],
  ] as const) {
    const b = rules.bonuses.find((x) => x.id === bird);
    const p = played.get(card);
    if (!b || b.silent === null || !p || p.trick !== trick) continue;
    if (s.announcements.some((a) => a.seat === p.seat && a.bonus === bird)) continue;
    if (b.silentFor === 'declarer' && p.seat !== declarer) continue;
    if (p.winner === p.seat) add([p.seat], b.silent * M);
    else if (p.seat === declarer) add(defenders, b.silent * (rules.failedBonusMultiplied ? M : 1));
    else if (p.winner === declarer || rules.birdCapturedByOwnSide === 'opponentsScore')
      add([declarer], b.silent * M);
  }

  // Silent Valat, Without Trull, Without Kings: the declarer's.
  for (const id of ['valat', 'withoutTrull', 'withoutKings']) {
    const b = rules.bonuses.find((x) => x.id === id);
    if (b && b.silent !== null && !declared(id) && made(id, declarer)) add([declarer], b.silent * M);
  }

  // Honours at the start of play (IT-15), × M, never contra'd.
  for (const seat of s.players) {
    const trull = TRULL_CARDS.filter((c) => hand(seat).includes(c)).length;
    const kings = KINGS.filter((c) => hand(seat).includes(c)).length;
    const held = [
      trull === 3 ? 'tarockTrull' : null,
      trull === 2 ? 'twoHonours' : null,
      kings === 4 ? 'royalTrull' : null,
    ];
    for (const id of held) {
      const h = rules.honours.find((x) => x.id === id);
      const claimed = s.announcements.some((a) => a.seat === seat && a.bonus === id);
      if (h && (!rules.honoursMustBeClaimed || claimed)) add([seat], h.value * M);
    }
  }
  return out;
}

describe.each(illustratedPresets.map((p) => [p.rules.id, p] as const))('%s', (_id, preset) => {
  test('the settlement of 700 random played deals agrees with a recount from rules-notes', () => {
    let settled = 0;
    for (let seed = 1; settled < 700; seed++) {
      const rng = createRng(seed * 7919);
      const options: Record<string, OptionValue> = {};
      // Half the deals with random options (a made Valat replacing everything is left out: the
      // recount adds Valat as the notes' default does).
      if (seed % 2 === 1)
        for (const o of preset.options)
          if (o.key !== 'valatReplacesOtherScores' && o.key !== 'allPass')
            options[o.key] = o.values[rng.int(o.values.length)] ?? o.default;
      const made = makeGame(preset, options);
      if (!made.ok) throw new Error(made.error);
      const game = made.value;
      let s = game.newDeal({ dealer: seed % 3 });
      while (s.phase !== 'finished') {
        const legal = game.legalActions(s);
        const pass = legal.find((a) => a.type === 'pass');
        const action =
          s.toAct === 'chance'
            ? game.sampleDeal(s, rng)
            : pass && rng.int(3) === 0
              ? pass
              : legal[rng.int(legal.length)];
        if (!action) throw new Error(`no action in the ${s.phase} phase`);
        const r = game.apply(s, action);
        if (!r.ok) throw new Error(r.error);
        s = r.value;
      }
      if (s.contract?.declarer === null || s.contract?.declarer === undefined) continue;
      const rules = game.rules as IllustratedRules; // an Illustrated preset's rule set
      expect(s.settlement?.deltas, `seed ${seed}`).toEqual(recount(s, rules));
      settled++;
    }
  });
});
