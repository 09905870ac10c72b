/**
 * What the card play is about, as the solver's question: the sides, the card values, and how many
 * units the declarer still needs. Read from public information (the contract, the rule set's named
 * properties) plus a world's cards (face-down discards and talon count for whoever owns them):
 * - the declarer needs his target (rules-notes IT-04, BT-07) from his tricks, his discards and a
 *   talon rest that counts for him; after an odd number of Kontra calls with the burden-shift
 *   reading the defenders must reach it instead (BT-09), so he needs 121 − target;
 * - a Bettel is won by taking no trick (BT-NP-3): each trick the declarer takes is −1;
 * - without a declarer (Trischaken, B-06) every player avoids card points: the player to move is
 *   one side and assumes the worst of the other two (paranoid).
 * Bonuses (Pagat and Uhu ultimo, Valat, Schneider) are not part of that question. A bonus card's
 * trick (the Pagat ultimo, the Uhu: rules-notes IT-16) is a question of its own (`ultimoObjective`):
 * what its holder's side makes of it, +1 won, −1 captured in that trick, 0 otherwise; pimc weighs it
 * after the game (pimc.ts).
 */
import {
  type BavarianRules,
  type CallsOnGame,
  type Card,
  type Game,
  type PlayRules,
  type RulesetBase,
  type Seat,
  type TrickRecord,
  type Ultimo,
  type UltimoCalls,
  contractSpec,
} from '@tarock/engine';
import { type OpenPosition, type Scoring, cardUnits, pointsToUnits } from '@tarock/solver';

export interface Objective {
  readonly rules: PlayRules;
  readonly scoring: Scoring;
  /** Scoring key: worlds with equal keys share a solver configuration (and its table). */
  readonly key: string;
  /** The seats in playing order (solver hands 0..2). */
  readonly order: readonly Seat[];
  /** Per solver hand: 0 = the counted side. */
  readonly team: readonly number[];
  /** The seat whose side is team 0 (the declarer, or the player to move without one). */
  readonly counted: Seat;
  /** Units team 0 needs from the remaining tricks (the trick on the table included) to win. */
  readonly need: number;
  /** True when there is no target to reach (Trischaken: as many units as possible). */
  readonly exact: boolean;
}

export interface PublicPlay extends CallsOnGame {
  readonly players: readonly Seat[];
  readonly tricks: readonly TrickRecord[];
}

const zeroValues = (n: number): Int32Array => new Int32Array(n);
const negated = (values: Int32Array): Int32Array => values.map((v) => -v);

/** The family's rule set when it is Bavarian (the family tag names the rule set's type). */
function bavarian(rules: RulesetBase): BavarianRules | null {
  return rules.family === 'bavarian' ? (rules as BavarianRules) : null;
}

/**
 * The objective for the card play of `pub` (a View or a State) with the given face-down piles:
 * `discards` are the declarer's, `rest` the untaken talon (with its owner from the contract state).
 */
export function objectiveOf(
  game: Game,
  pub: PublicPlay,
  mover: Seat,
  discards: readonly Card[],
  rest: { readonly cards: readonly Card[]; readonly owner: string } | null,
): Objective {
  const pack = game.pack;
  const rules = game.playRules(pub);
  const order = pub.players;
  const c = pub.contract;
  const declarer = c?.declarer ?? null;
  const values = cardUnits(pack);
  if (declarer === null || !c) {
    return {
      rules,
      scoring: { cardValue: negated(values) },
      key: `paranoid/${rules.trumpSuit}/${rules.pagatLastTrump}`,
      order,
      team: order.map((p) => (p === mover ? 0 : 1)),
      counted: mover,
      need: 0,
      exact: true,
    };
  }
  const team = order.map((p) => (p === declarer ? 0 : 1));
  const bav = bavarian(game.rules);
  const spec = bav ? contractSpec(bav, c.id) : undefined;
  if (spec?.kind === 'bettel') {
    return {
      rules,
      scoring: { cardValue: zeroValues(pack.size), perTrick: -1 },
      key: `bettel/${rules.trumpSuit}`,
      order,
      team,
      counted: declarer,
      need: 0,
      exact: false,
    };
  }
  let target = c.target + c.raised;
  // The defenders must reach it: the declarer wins with one card point more than they may keep.
  if (game.burden(pub) === 'defenders') target = 121 - target;
  let have = 0;
  for (const card of discards) have += values[card] as number;
  if (rest?.owner === 'declarer') for (const card of rest.cards) have += values[card] as number;
  for (const t of pub.tricks)
    if (t.winner === declarer) for (const card of t.cards) have += values[card] as number;
  return {
    rules,
    scoring: { cardValue: values },
    key: `points/${rules.trumpSuit}/${rules.pagatLastTrump}`,
    order,
    team,
    counted: declarer,
    need: pointsToUnits(pack, target) - have,
    exact: false,
  };
}

/** The card units still in play at `p` (the hands and the trick on the table), by `o`'s card values. */
export function unitsInPlay(o: Objective, p: OpenPosition): number {
  let units = 0;
  for (const c of [...p.hands.flat(), ...p.trick]) units += o.scoring.cardValue[c] as number;
  return units;
}

/** The open position of the current trick from every seat's hand (indexed by seat). */
export function openPosition(
  o: Objective,
  hands: readonly (readonly Card[])[],
  leader: Seat,
  trick: readonly Card[],
  tricksPlayed: number,
  tricks: readonly TrickRecord[],
): OpenPosition {
  let won0 = 0;
  for (const t of tricks) if (o.team[o.order.indexOf(t.winner)] === 0) won0++;
  return {
    hands: o.order.map((p) => hands[p] ?? []),
    team: o.team,
    leader: o.order.indexOf(leader),
    trick,
    tricksPlayed,
    tricksWon: [won0, tricks.length - won0],
  };
}

/**
 * The question of a bonus card's trick for the card play of `o` (a game with a declarer): team 0 is
 * the side of the card's holder, which takes +1 when the card wins its trick and −1 when it is
 * beaten there (the capturing side scores it, IT-16), no card points counted.
 */
export function ultimoObjective(o: Objective, packSize: number, u: Ultimo, holder: Seat): Objective {
  const declarer = o.counted;
  const holderDeclares = holder === declarer;
  return {
    rules: o.rules,
    scoring: {
      cardValue: zeroValues(packSize),
      ultimo: [{ card: u.card, trick: u.trick, ifWon: 1, ifLost: -1 }],
    },
    key: `ultimo/${o.rules.trumpSuit}/${o.rules.pagatLastTrump}/${u.card}/${u.trick}`,
    order: o.order,
    team: o.order.map((p) => ((p === declarer) === holderDeclares ? 0 : 1)),
    counted: holder,
    need: 1,
    exact: true,
  };
}

/** Who holds `card` in a world: the seat that played it to the open trick, or has it in hand; null if neither. */
function holderOf(
  card: Card,
  pub: { readonly trick: readonly Card[]; readonly players: readonly Seat[]; readonly leader: Seat },
  hands: readonly (readonly Card[])[],
): Seat | null {
  const at = pub.trick.indexOf(card);
  if (at >= 0) return pub.players[(pub.players.indexOf(pub.leader) + at) % pub.players.length] as Seat;
  const seat = hands.findIndex((h) => h.includes(card));
  return seat < 0 ? null : seat;
}

/** A bonus card's trick as a question in one world, `weight` its game points for the seat (±). */
export interface BonusQuestion {
  /** The bonus (`Ultimo.bonus`: 'pagat', 'uhu'). */
  readonly bonus: string;
  readonly o: Objective;
  readonly weight: number;
}

/**
 * The questions of the bonus cards still out (`game.ultimos`) in a world with these `hands`, for
 * the card play of `o` as `me` sees it: one per card whose holder's success scores, weighed by its
 * game points, + where `me` is on the holder's side. None without a declarer.
 */
export function bonusQuestions(
  game: Game,
  pub: UltimoCalls & Pick<PublicPlay, 'tricks'> & { readonly trick: readonly Card[]; readonly leader: Seat },
  o: Objective,
  me: Seat,
  hands: readonly (readonly Card[])[],
): BonusQuestion[] {
  if (o.exact) return [];
  const out: BonusQuestion[] = [];
  for (const u of game.ultimos(pub)) {
    if (u.trick < pub.tricks.length) continue;
    const holder = holderOf(u.card, pub, hands);
    const value = holder === null ? 0 : (u.value[holder] ?? 0);
    if (holder === null || value <= 0) continue;
    const uo = ultimoObjective(o, game.pack.size, u, holder);
    out.push({ bonus: u.bonus, o: uo, weight: uo.team[uo.order.indexOf(me)] === 0 ? value : -value });
  }
  return out;
}
