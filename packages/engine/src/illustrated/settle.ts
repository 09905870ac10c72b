/**
 * Settling an Illustrated Tarock deal from its facts: ONE function for played deals and for a
 * score-keeper's summary (seed 001 "Scoring" of all three books; rules-notes IT-04, IT-14 to IT-20,
 * L-05, L-06, B-05, M-04 to M-07).
 *
 * Scoring is positive and per player (IT-14): each line credits the seats it names.
 * - Game: won (≥ 36 card points) → the declarer scores (G + overshoot) × M; lost → each defender
 *   scores (G + undershoot) × M. A game contra multiplies both (M-05). Löw R1 (L-05): a won game with
 *   "40"/"50" announced scores no overshoot.
 * - Each announced bonus: made → its announcer scores value × M × contra factor; failed → the
 *   opposition (each defender, or the declarer) scores it, × M unless Beck's `failedBonusMultiplied`
 *   is off (B-05). Without Trull/Kings are lost with the game (IT-17).
 * - Silent Pagat/Uhu won in their trick → their player; captured → the capturing side (IT-16).
 *   Silent valat, Without Trull, Without Kings → the declarer. Honours → their holder, never
 *   contra'd (IT-15).
 */
import { NOTHING, type Phrase, type PhraseArg } from '../core/phrase';
import type { Seat, Settlement } from '../core/types';
import type { ExplanationLine } from '../core/types';
import type { DealFacts } from './facts';
import { paidPoints } from './pointStakes';
import { line, say } from './phrases';
import {
  type BonusId,
  type BonusSpec,
  type IllustratedRules,
  BONUS_IDS,
  bonusSpec,
  contractSpec,
  gameValue,
} from './rules';

type Stage = 'pre' | 'post';

/** Settlement of a thrown-in deal: nobody scores. */
export function passedSettlement(seats: number): Settlement {
  return {
    unit: 'points',
    deltas: Array.from({ length: seats }, () => 0),
    potDelta: 0,
    cardPoints: [],
    outcome: 'passed',
    declarer: null,
    contract: null,
    lines: [line(say('illustrated.passed'))],
  };
}

/** Whom a line credits: one seat, or several, each. */
const seatList = (seats: readonly Seat[]): PhraseArg => {
  const [only] = seats;
  return seats.length === 1 && only !== undefined
    ? { seat: only }
    : say('illustrated.each', { seats: { seats: [...seats].sort((a, b) => a - b), join: 'and' } });
};

/** The contra factor on an item announced in `stage` at doubling `level`. */
function contraFactor(rules: IllustratedRules, stage: Stage, level: number): number {
  if (level <= 0) return 1;
  if (level === 1) return rules.contra.factor[stage];
  return rules.contra.recontra?.[stage] ?? rules.contra.factor[stage];
}

/** " × 2 (contra)" on an item doubled to `level`, or nothing. */
const contraPart = (level: number, factor: number): Phrase =>
  level <= 0 ? NOTHING : say(level >= 2 ? 'illustrated.recontra' : 'illustrated.contra', { factor });

/** " × 2", or " (not multiplied)" where a failed bonus is not multiplied (Beck, B-05). */
const timesPart = (multiplied: boolean, M: number): Phrase =>
  multiplied ? say('illustrated.times', { multiplier: M }) : say('illustrated.notMultiplied');

/**
 * ", Ablösung (taken over)": a take level by the table's word. A rule set names every level its
 * contracts' game values reach (`takeLevels.test.ts`), and a deal's level is within them (the
 * auction's, or a summary's as validated).
 */
function takePart(rules: IllustratedRules, level: number): Phrase {
  if (level <= 0) return NOTHING;
  const named = 'takeLevels' in rules.auction ? rules.auction.takeLevels[level - 1] : undefined;
  if (!named) throw new Error(`${rules.id}: take level ${level} has no name in rules.auction.takeLevels`);
  return say(`illustrated.take.${named}`);
}

export function settleDeal(f: DealFacts, rules: IllustratedRules, seats: number): Settlement {
  const spec = contractSpec(rules, f.contract);
  const M = spec?.multiplier ?? 1;
  const G = spec ? gameValue(spec, f.takeLevel) : 0;
  const P = f.declarerPoints;
  const won = P >= rules.winAt;
  const declarer = f.declarer;
  const defenders = f.players.filter((p) => p !== declarer);
  const lines: ExplanationLine[] = [];
  /** Lines that a made valat replaces (with the option): everything but the valat line itself. */
  const replaceable: ExplanationLine[] = [];
  let valatLine: ExplanationLine | null = null;

  const credit = (to: readonly Seat[], amount: number, what: Phrase): ExplanationLine => {
    const amounts = Array.from({ length: seats }, () => 0);
    for (const s of to) amounts[s] = amount;
    const l = line(say('illustrated.credit', { what, to: seatList(to), amount }), { amounts });
    lines.push(l);
    replaceable.push(l);
    return l;
  };
  const levelOf = (target: string): number => f.doublings.find((d) => d.target === target)?.level ?? 0;
  const gameStage: Stage = rules.contra.game ?? 'post';
  const gameLevel = levelOf('game');
  const gameFactor = contraFactor(rules, gameStage, gameLevel);

  lines.push(
    line(
      // A game won has at least 36 card points: only a lost one can have a single point.
      say(P === 1 ? 'illustrated.gameLostOnePoint' : won ? 'illustrated.gameWon' : 'illustrated.gameLost', {
        contract: { contract: f.contract, en: spec?.name ?? f.contract },
        value: G,
        take: takePart(rules, f.takeLevel),
        multiplier: M,
        declarer: { seat: declarer },
        points: P,
        against: 70 - P,
      }),
    ),
  );

  // The game, with overshoot or undershoot (pointStakes.ts: none in a flat Solo, no overshoot after
  // the declarer's "40"/"50" where the rule set says so).
  const declared = (bonus: string) => f.announcements.find((a) => a.seat === declarer && a.bonus === bonus);
  const paid = paidPoints(rules, f.contract, declarer, f.announcements);
  const contra = contraPart(gameLevel, gameFactor);
  if (won) {
    const E = paid.over ? P - rules.base : 0;
    const why = paid.over ? NOTHING : say(paid.under ? 'illustrated.noOvershoot' : 'illustrated.soloFlat');
    const what = say('illustrated.won', { value: G, over: E, why, multiplier: M, contra });
    credit([declarer], (G + E) * M * gameFactor, what);
  } else {
    const U = paid.under ? rules.base - P : 0;
    const what = say('illustrated.lost', { value: G, under: U, multiplier: M, contra });
    credit(defenders, (G + U) * M * gameFactor, what);
  }

  // Announced bonuses.
  for (const a of f.announcements) {
    const b = bonusSpec(rules, a.bonus);
    if (!b) continue;
    const value = b[a.stage] ?? 0;
    const target = `${a.bonus}@${a.seat}`;
    let level = levelOf(target);
    let factor = contraFactor(rules, a.stage, level);
    const isWithout = a.bonus === 'withoutTrull' || a.bonus === 'withoutKings';
    if (level === 0 && isWithout && rules.contra.gameCoversWithoutBonuses && gameLevel > 0) {
      level = gameLevel;
      factor = gameFactor;
    }
    const made = announcedMade(f, a.bonus as BonusId, a.seat, won);
    const round =
      spec?.talon === 'none'
        ? a.stage === 'pre'
          ? 'illustrated.announcedFirstRound'
          : 'illustrated.announcedSecondRound'
        : a.stage === 'pre'
          ? 'illustrated.announcedPre'
          : 'illustrated.announcedPost';
    const head = say(round, {
      bonus: { contract: a.bonus, en: b.name },
      seat: { seat: a.seat },
      value,
    });
    const contra = contraPart(level, factor);
    const madeText = say('illustrated.made', { head, value, multiplier: M, contra });
    const failed = (multiplied: boolean) =>
      say('illustrated.failed', { head, value, times: timesPart(multiplied, M), contra });
    if (a.seat === declarer) {
      if (made) {
        const l = credit([declarer], value * M * factor, madeText);
        if (a.bonus === 'valat') valatLine = l;
      } else {
        const m = rules.failedBonusMultiplied ? M : 1;
        credit(defenders, value * m * factor, failed(rules.failedBonusMultiplied));
      }
    } else if (made) {
      credit([a.seat], value * M * factor, madeText);
    } else {
      credit([declarer], value * M * factor, failed(true));
    }
  }

  // Silent Pagat and Uhu.
  for (const bird of f.birds) {
    const b = bonusSpec(rules, bird.bird);
    if (!b || b.silent === null) continue;
    if (f.announcements.some((a) => a.seat === bird.seat && a.bonus === bird.bird)) continue;
    if (b.silentFor === 'declarer' && bird.seat !== declarer) continue;
    silentBird(f, rules, b, bird.seat, bird.won, bird.capturedBy, M, defenders, credit);
  }

  // Silent valat, Without Trull, Without Kings.
  for (const id of BONUS_IDS) {
    const b = bonusSpec(rules, id);
    if (
      !b ||
      b.silent === null ||
      declared(id) ||
      (id !== 'valat' && id !== 'withoutTrull' && id !== 'withoutKings')
    )
      continue;
    if (!announcedMade(f, id, declarer, won)) continue;
    const bonus = { contract: id, en: b.name };
    const l = credit(
      [declarer],
      b.silent * M,
      say('illustrated.silent', { bonus, value: b.silent, multiplier: M }),
    );
    if (id === 'valat') valatLine = l;
  }

  // Honours.
  for (const h of f.honours) {
    const spec = rules.honours.find((x) => x.id === h.honour);
    if (!spec) continue;
    const honour = { contract: spec.id, en: spec.name };
    credit(
      [h.seat],
      spec.value * M,
      say('illustrated.honour', { honour, seat: { seat: h.seat }, value: spec.value, multiplier: M }),
    );
  }

  let kept = lines;
  if (valatLine !== null && rules.valatReplacesOtherScores) {
    const vl = valatLine;
    kept = lines.filter((l) => l === vl || !replaceable.includes(l));
    kept.push(line(say('illustrated.valatReplaces')));
  }
  const deltas = Array.from({ length: seats }, () => 0);
  for (const l of kept) {
    l.amounts?.forEach((v, i) => {
      deltas[i] = (deltas[i] ?? 0) + v;
    });
  }
  const points = deltas.map((d, i) => say('illustrated.seatGain', { seat: { seat: i }, points: d }));
  kept.push(
    line(say('illustrated.points', { points: { list: points, join: 'comma' } }), { amounts: deltas }),
  );
  return {
    unit: 'points',
    deltas,
    potDelta: 0,
    cardPoints: [
      { party: 'declarer', seats: [declarer], points: P, thirds: f.declarerThirds },
      { party: 'defenders', seats: defenders, points: 70 - P, thirds: 210 - f.declarerThirds },
    ],
    outcome: won ? 'won' : 'lost',
    declarer,
    contract: f.contract,
    lines: kept,
  };
}

/** Whether `seat`'s bonus is achieved (for announced bonuses, and for the declarer's silent ones). */
function announcedMade(f: DealFacts, bonus: BonusId, seat: Seat, won: boolean): boolean {
  switch (bonus) {
    case 'pagat':
    case 'uhu':
      return f.birds.some((b) => b.bird === bonus && b.seat === seat && b.won);
    case 'forty':
      return f.declarerPoints >= 40;
    case 'fifty':
      return f.declarerPoints >= 50;
    case 'valat':
      return f.valat;
    case 'withoutTrull':
      return won && f.withoutTrull;
    case 'withoutKings':
      return won && f.withoutKings;
  }
}

function silentBird(
  f: DealFacts,
  rules: IllustratedRules,
  b: BonusSpec,
  holder: Seat,
  won: boolean,
  capturedBy: Seat | null,
  M: number,
  defenders: readonly Seat[],
  credit: (to: readonly Seat[], amount: number, what: Phrase) => ExplanationLine,
): void {
  const v = b.silent ?? 0;
  const head = say('illustrated.birdHead', {
    bird: { contract: b.id, en: b.name },
    value: v,
    seat: { seat: holder },
  });
  if (won) {
    credit([holder], v * M, say('illustrated.birdWon', { head, value: v, multiplier: M }));
    return;
  }
  if (capturedBy === null) return;
  const captured = (multiplied: boolean) =>
    say('illustrated.birdCaptured', {
      head,
      by: { seat: capturedBy },
      value: v,
      times: timesPart(multiplied, M),
    });
  if (holder === f.declarer) {
    const m = rules.failedBonusMultiplied ? M : 1;
    credit(defenders, v * m, captured(rules.failedBonusMultiplied));
  } else if (capturedBy === f.declarer || rules.birdCapturedByOwnSide === 'opponentsScore') {
    credit([f.declarer], v * M, captured(true));
  }
}
