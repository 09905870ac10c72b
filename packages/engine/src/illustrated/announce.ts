/**
 * Announcement rounds, before and after the talon pickup (seed 001 "Announcements" of all three
 * books; rules-notes IT-17, IT-19, IT-20, L-03, L-04, B-03, B-04, M-03, M-05).
 *
 * A round: the declarer announces bonuses of the round's column one by one and ends with `ready`
 * ("es liegt", "ich liege"). Then each defender in turn answers: `contra` on the game (in the round
 * the rule set allows it) or on a bonus the declarer announced in this round, Löw's own Pagat/Uhu
 * announcements (after the pickup), honour claims (option), and `accept` ("gut") to end his answer.
 * A defender is not asked when he can answer nothing but "gut" whatever he holds (no contra open to
 * him, no announcement or claim the rule set gives a defender in this round): whether he is asked
 * must not tell the others what he holds (a Löw defender asked only when he held the Pagat gave
 * it away, even if he then kept quiet). If anything was contra'd and the rule
 * set has a recontra for the round, the declarer may recontra those items and then `accept`.
 * A Solo goes through both rounds with nothing in between (IT-19).
 *
 * The round's queue tells the parts apart: [declarer, defenders…] while the declarer announces,
 * the defenders still to answer, then [declarer] alone for the recontra.
 */
import { type Card, KINGS, MOND, PAGAT, SKUS, TRULL, UHU } from '../cards/pack';
import { type State, patch } from '../core/state';
import type { Action, Announcement, Seat } from '../core/types';
import { auctionOrder } from './auction/common';
import { type BonusId, type HonourId, type IllustratedRules, bonusSpec } from './rules';

type Stage = 'pre' | 'post';

/** The honours a hand holds (IT-15): Tarock Trull, Royal Trull (four Kings), two of the three Trull cards. */
export function honoursOf(rules: IllustratedRules, hand: readonly Card[]): HonourId[] {
  const trull = TRULL.filter((c) => hand.includes(c)).length;
  const kings = KINGS.filter((c) => hand.includes(c)).length;
  const held: HonourId[] = [];
  if (trull === 3) held.push('tarockTrull');
  if (trull === 2) held.push('twoHonours');
  if (kings === 4) held.push('royalTrull');
  return held.filter((h) => rules.honours.some((x) => x.id === h));
}

/** The defenders in the order they answer: from the declarer's next, in auction order. */
export function answerOrder(s: State, rules: IllustratedRules, declarer: Seat): Seat[] {
  const order = auctionOrder(s, rules);
  const i = order.indexOf(declarer);
  return [...order.slice(i + 1), ...order.slice(0, i)];
}

export function startRound(s: State, rules: IllustratedRules, stage: Stage): State {
  const declarer = s.contract?.declarer as Seat;
  return patch(s, {
    phase: 'announce',
    round: { stage, queue: [declarer, ...answerOrder(s, rules, declarer)] },
    toAct: declarer,
  });
}

/** Whether honours are claimed in the round after the pickup (else, if at all, after the last trick). */
const claimsBeforePlay = (rules: IllustratedRules): boolean =>
  rules.honoursMustBeClaimed && rules.honoursClaimedAt === 'startOfPlay';

const announced = (s: State, seat: Seat, bonus: string): boolean =>
  s.announcements.some((a) => a.seat === seat && a.bonus === bonus);

function holdsFor(bonus: BonusId, hand: readonly Card[]): boolean {
  switch (bonus) {
    case 'pagat':
      return hand.includes(PAGAT);
    case 'uhu':
      return hand.includes(UHU);
    case 'withoutTrull':
      return !hand.some((c) => c === PAGAT || c === MOND || c === SKUS);
    case 'withoutKings':
      return !hand.some((c) => KINGS.includes(c));
    case 'forty':
    case 'fifty':
    case 'valat':
      return true;
  }
}

function bonusActions(
  s: State,
  rules: IllustratedRules,
  seat: Seat,
  stage: Stage,
  asDeclarer: boolean,
): Action[] {
  const hand = s.hands[seat] ?? [];
  const out: Action[] = [];
  for (const b of rules.bonuses) {
    if (b[stage] === null || announced(s, seat, b.id)) continue;
    if (!asDeclarer && b.announcers !== 'any') continue;
    // Point announcements in the rule set's order (M-03): none after a later one.
    const order = rules.pointAnnouncementOrder;
    const rank = order.indexOf(b.id);
    if (rank >= 0 && order.slice(rank + 1).some((later) => announced(s, seat, later))) continue;
    if (holdsFor(b.id, hand)) out.push({ type: 'announce', bonus: b.id });
  }
  if (stage === 'post' && claimsBeforePlay(rules)) {
    for (const h of honoursOf(rules, hand))
      if (!announced(s, seat, h)) out.push({ type: 'announce', bonus: h });
  }
  return out;
}

const levelOf = (s: State, target: string): number =>
  s.doublings.filter((d) => d.target === target).reduce((m, d) => Math.max(m, d.level), 0);

/** Items a defender may contra in this round: the game (where allowed) and the declarer's new announcements. */
function contraTargets(s: State, rules: IllustratedRules, stage: Stage): string[] {
  const declarer = s.contract?.declarer as Seat;
  const out: string[] = [];
  if (rules.contra.game === stage && levelOf(s, 'game') === 0) out.push('game');
  for (const a of s.announcements) {
    if (a.seat !== declarer || a.stage !== stage || !bonusSpec(rules, a.bonus)) continue;
    const target = `${a.bonus}@${a.seat}`;
    if (levelOf(s, target) === 0) out.push(target);
  }
  return out;
}

function recontraTargets(s: State, rules: IllustratedRules, stage: Stage): string[] {
  if (!rules.contra.recontra) return [];
  return s.doublings
    .filter((d) => d.stage === stage && d.level === 1 && levelOf(s, d.target) === 1)
    .map((d) => d.target);
}

/**
 * Whether the defender may have more to say than "gut", judged only on what every seat knows: a
 * contra open to him, or a bonus or honour claim the rule set lets a defender make in this round
 * (whether his hand allows it is his secret).
 */
function mayAnswer(s: State, rules: IllustratedRules, seat: Seat, stage: Stage): boolean {
  if (contraTargets(s, rules, stage).length > 0) return true;
  const order = rules.pointAnnouncementOrder;
  for (const b of rules.bonuses) {
    if (b[stage] === null || b.announcers !== 'any' || announced(s, seat, b.id)) continue;
    const rank = order.indexOf(b.id);
    if (rank >= 0 && order.slice(rank + 1).some((later) => announced(s, seat, later))) continue;
    return true;
  }
  return stage === 'post' && claimsBeforePlay(rules) && rules.honours.length > 0;
}

function defenderActions(s: State, rules: IllustratedRules, seat: Seat, stage: Stage): Action[] {
  const contras: Action[] = contraTargets(s, rules, stage).map((target) => ({ type: 'contra', target }));
  return [...contras, ...bonusActions(s, rules, seat, stage, false)];
}

export function legalAnnounce(s: State, rules: IllustratedRules): Action[] {
  const round = s.round;
  const seat = s.toAct;
  const declarer = s.contract?.declarer;
  if (!round || typeof seat !== 'number' || declarer === undefined || declarer === null) return [];
  if (seat === declarer) {
    if (round.queue.length === 1) {
      const re: Action[] = recontraTargets(s, rules, round.stage).map((target) => ({
        type: 'contra',
        target,
      }));
      return [...re, { type: 'accept' }];
    }
    return [...bonusActions(s, rules, seat, round.stage, true), { type: 'ready' }];
  }
  return [...defenderActions(s, rules, seat, round.stage), { type: 'accept' }];
}

/** Moves on to the next speaker who has more to say than "gut", or closes the round. */
function advance(
  s: State,
  rules: IllustratedRules,
  queue: readonly Seat[],
  after: (s: State) => State,
): State {
  const round = s.round;
  const declarer = s.contract?.declarer as Seat;
  if (!round) return s;
  const rest = queue.filter((seat) => seat === declarer || mayAnswer(s, rules, seat, round.stage));
  const next = rest[0];
  if (next !== undefined) return patch(s, { round: { ...round, queue: rest }, toAct: next });
  const wasRecontra = queue.length === 0 && round.queue.length === 1 && round.queue[0] === declarer;
  if (!wasRecontra && recontraTargets(s, rules, round.stage).length > 0)
    return patch(s, { round: { ...round, queue: [declarer] }, toAct: declarer });
  return after(patch(s, { round: null }));
}

/**
 * Applies a legal announcement-phase action; `after` continues the deal once the round closes
 * (to the talon, to the second round, or to play).
 */
export function applyAnnounce(
  s: State,
  rules: IllustratedRules,
  action: Action,
  after: (s: State) => State,
): State {
  const round = s.round;
  const seat = s.toAct;
  if (!round || typeof seat !== 'number') return s;
  const declarer = s.contract?.declarer as Seat;
  switch (action.type) {
    case 'announce': {
      const a: Announcement = { seat, bonus: action.bonus, stage: round.stage };
      return patch(s, { announcements: [...s.announcements, a] });
    }
    case 'contra': {
      const stage =
        action.target === 'game' ? round.stage : (announcementStage(s, action.target) ?? round.stage);
      const level = seat === declarer ? 2 : 1;
      return patch(s, { doublings: [...s.doublings, { target: action.target, level, stage, by: seat }] });
    }
    case 'ready':
    case 'accept':
      return advance(s, rules, round.queue.slice(1), after);
    default:
      return s;
  }
}

/** The stage in which the bonus named by target `bonus@seat` was announced. */
function announcementStage(s: State, target: string): Stage | undefined {
  const [bonus, seat] = target.split('@');
  return s.announcements.find((a) => a.bonus === bonus && String(a.seat) === seat)?.stage;
}
