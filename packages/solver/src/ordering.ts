/**
 * Move generation and ordering: the legal cards less equivalent duplicates, best first — the
 * table's move, then by card-play principles with every hand open. A run is a hand's cards of one
 * suit with no other hand's card between them (at the last card of a trick, the trick's cards no
 * longer separate them): its cards of one value class are one move; and once the side that takes
 * the trick is settled whichever card of the run is played, the run is one move (dominance: the
 * side taking the trick plays its most valuable card, the other side its least valuable one).
 *
 * Typed-array reads are cast `as number`: every index is in range by construction.
 */
import { SUITS, legalMask } from '@tarock/engine';
import { BoundedState } from './bounds';
import { MAX_MOVES, SEATS } from './state';

const TT_MOVE_SCORE = 1 << 30;
/**
 * How much the greedy trick itself weighs against the bound after it when leads are ordered by
 * the trick they start: at 1 (team 0's upper bound on the whole rest) the full Illustrated deals
 * take 0.4 % more nodes than by the trick alone, at 2, 4 and 8 11–13 % fewer (docs/bench.md,
 * fifteenth session).
 */
const TRICK_WEIGHT = 4;

/** History raises a lead within the ordinary leads, never above a master's lead. */
const HISTORY_CAP = 90_000;
export class OrderedState extends BoundedState {
  /** Per suit, the cards of the other hands (and of the trick) that separate runs, for `orderScore`. */
  private readonly othersAt = new Int32Array(SUITS);
  /**
   * Writes the moves worth searching at `ply` into the move list, best first: the legal cards
   * less equivalent duplicates, ordered by the table's move and simple card-play principles.
   */
  protected generate(ply: number, mover: number, ttMove: number): number {
    const t = this.trickIdx;
    const pos = this.trickPos;
    const led = pos === 0 ? -1 : (this.trickCards[t * SEATS] as number);
    const lOff = ply * SUITS;
    legalMask(this.rules, this.hands, mover * SUITS, led, this.legal, lOff);
    const hands = this.hands;
    const off = mover * SUITS;
    const base = ply * MAX_MOVES;
    const myTeam = this.team[mover] as number;
    let winCard = -1;
    let partnerWins = false;
    if (pos > 0) {
      const wi = t * SEATS + pos - 1;
      winCard = this.winCardAt[wi] as number;
      partnerWins = this.team[this.winSeatAt[wi] as number] === myTeam;
    }
    let n = 0;
    for (let s = 0; s < SUITS; s++) {
      let m = this.legal[lOff + s] as number;
      if (m === 0) continue;
      const own = hands[off + s] as number;
      // The last card of a trick settles it: among cards with the same outcome, the trick's
      // cards no longer separate neighbours (they leave play with this trick).
      const last = pos === SEATS - 1;
      const others =
        ((hands[s] as number) |
          (hands[SUITS + s] as number) |
          (hands[2 * SUITS + s] as number) |
          (last ? 0 : (this.trickMask[t * SUITS + s] as number))) &
        ~own;
      let seen = 0;
      let prev = 32;
      // At the last card: the move kept so far for the run's winning and losing cards.
      let winSlot = -1;
      let loseSlot = -1;
      while (m !== 0) {
        const b = 31 - Math.clz32(m);
        m ^= 1 << b;
        const card = (this.base[s] as number) + b;
        if (this.equivalence) {
          // A card of another hand between this card and the previous one starts a new run.
          const between = prev >= 32 ? 0 : ((1 << prev) - 1) & ~((2 << b) - 1);
          if ((others & between) !== 0) {
            seen = 0;
            winSlot = -1;
            loseSlot = -1;
          }
          prev = b;
          const wins = pos === 0 || this.beatsTab[card * 64 + winCard] !== 0;
          // The first card of a run is always searched (and noted for both kinds of merging);
          // only a later one asks whose side takes the trick, when no later card of the trick
          // can change it: 1 the mover's, 0 the other side's, -1 not settled yet.
          const first = seen === 0;
          const settled =
            first || this.bonusCard[card] !== 0 ? -1 : this.settledSide(card, pos, wins, partnerWins);
          if (first && this.bonusCard[card] === 0) {
            if (wins) winSlot = n;
            else loseSlot = n;
          }
          if (settled >= 0) {
            // Cards of one run whose trick goes to the same side differ only in where their
            // values go: this trick's pile now, or the pile of the trick the kept card falls in
            // later (the same trick either way). So the side that takes this trick gains most
            // by its most valuable card, the other side loses least by its least valuable one.
            const slot = wins ? winSlot : loseSlot;
            if (slot >= 0) {
              const kept = this.moves[base + slot] as number;
              const v = this.value[card] as number;
              const kv = this.value[kept] as number;
              if (settled === 1 ? v > kv : v < kv) this.moves[base + slot] = card;
              continue;
            }
            if (wins) winSlot = n;
            else loseSlot = n;
          } else {
            const cls = 1 << (this.valueClass[card] as number);
            if ((seen & cls) !== 0) continue;
            seen |= cls;
          }
        }
        this.moves[base + n] = card;
        n++;
      }
      this.othersAt[s] = others;
    }
    if (n > 1) {
      // Scored once the moves are known: a forced card needs no score, a run's kept card one.
      for (let k = 0; k < n; k++) {
        const card = this.moves[base + k] as number;
        const s = this.suitOf[card] as number;
        this.scores[base + k] =
          card === ttMove
            ? TT_MOVE_SCORE
            : this.orderScore(
                card,
                pos,
                winCard,
                partnerWins,
                this.othersAt[s] as number,
                card - (this.base[s] as number),
              );
      }
      this.sortMoves(base, n);
    }
    return n;
  }

  /** Insertion sort of the moves at `base` by score, best first (stable). */
  protected sortMoves(base: number, n: number): void {
    for (let i = 1; i < n; i++) {
      const sc = this.scores[base + i] as number;
      const mv = this.moves[base + i] as number;
      let j = i - 1;
      while (j >= 0 && (this.scores[base + j] as number) < sc) {
        this.scores[base + j + 1] = this.scores[base + j] as number;
        this.moves[base + j + 1] = this.moves[base + j] as number;
        j--;
      }
      this.scores[base + j + 1] = sc;
      this.moves[base + j + 1] = mv;
    }
  }

  /**
   * Orders the leads at `ply` by the trick each starts when the other two answer with their
   * first-ordered card: the units that trick gives team 0, `TRICK_WEIGHT` times, plus the static
   * bound on the rest after it that the leader's side is pushing (team 0's least take when it
   * leads, its most when team 1 does), keeping the order of `generate` among equal scores. Costs
   * two move generations and the sure units per lead, so it is used where subtrees are large.
   */
  protected orderLeadsByTrick(ply: number, n: number, maximizing: boolean): void {
    const base = ply * MAX_MOVES;
    for (let k = 0; k < n; k++) {
      const card = this.moves[base + k] as number;
      let gain = this.play(card);
      this.generate(ply + 1, (this.leader + this.trickPos) % SEATS, -1);
      const second = this.moves[(ply + 1) * MAX_MOVES] as number;
      gain += this.play(second);
      this.generate(ply + 2, (this.leader + this.trickPos) % SEATS, -1);
      const third = this.moves[(ply + 2) * MAX_MOVES] as number;
      gain += this.play(third);
      let score = gain * TRICK_WEIGHT;
      if (this.equivalence) {
        this.sureUnits();
        const gains = this.valueSign > 0;
        const most = gains ? this.handValue - this.sure1 : this.sure0;
        const least = gains ? this.sure0 : this.handValue - this.sure1;
        score += maximizing ? least : most;
      }
      this.unplay(third);
      this.unplay(second);
      this.unplay(card);
      this.scores[base + k] = (maximizing ? score : -score) * MAX_MOVES - k;
    }
    this.sortMoves(base, n);
  }

  /**
   * Card-play principles as a move-ordering score (higher first), with every hand open: lead a
   * master the opponents must follow or cannot ruff; second hand wins when the trick will hold
   * and smears points on a trick its partner will win; last hand wins with points or smears to
   * its partner, and otherwise throws its cheapest card.
   */
  protected orderScore(
    card: number,
    pos: number,
    winCard: number,
    partnerWins: boolean,
    others: number,
    bit: number,
  ): number {
    const v = this.value[card] as number;
    const str = this.strength[card] as number;
    const mover = (this.leader + pos) % SEATS;
    if (pos === 0) {
      if ((others & ~((2 << bit) - 1)) === 0 && this.opponentsMustFollow(mover, this.suitOf[card] as number))
        return 100_000 + 64 * v + str;
      // Ordinary leads: those that cut searches off before (history), else the cheapest first.
      return -64 * v - str + Math.min(this.history[mover * 64 + card] as number, HISTORY_CAP);
    }
    if (pos === SEATS - 1) {
      if (partnerWins) return 50_000 + 64 * v - str;
      if (this.beatsTab[card * 64 + winCard] !== 0) return 200_000 + 64 * v - str;
      return -64 * v - str;
    }
    const next = (mover + 1) % SEATS;
    const partnerNext = this.team[next] === this.team[mover];
    const ledSuit = this.suitOf[this.trickCards[this.trickIdx * SEATS] as number] as number;
    if (this.beatsTab[card * 64 + winCard] !== 0) {
      if (partnerNext || !this.canBeat(next, card, ledSuit)) return 150_000 + 64 * v - str;
      return 40_000 + str;
    }
    const partnerTakes = partnerWins
      ? !this.canBeat(next, winCard, ledSuit)
      : partnerNext && this.canBeat(next, winCard, ledSuit);
    if (partnerTakes) return 120_000 + 64 * v - str;
    return -64 * v - str;
  }

  /**
   * Which side takes the current trick if the mover plays `card` (`wins`: it beats the card
   * winning so far; a lead always does), when no card still to come can change the side: 1 the
   * mover's side, 0 the other; -1 when a later hand of the other side may still beat it.
   */
  protected settledSide(card: number, pos: number, wins: boolean, partnerWins: boolean): number {
    const mover = (this.leader + pos) % SEATS;
    const myTeam = this.team[mover] as number;
    if (pos === SEATS - 1) return wins || partnerWins ? 1 : 0;
    const t = this.trickIdx * SEATS;
    const winning = wins ? card : (this.winCardAt[t + pos - 1] as number);
    const winTeam = wins ? myTeam : (this.team[this.winSeatAt[t + pos - 1] as number] as number);
    const ledSuit =
      pos === 0 ? (this.suitOf[card] as number) : (this.suitOf[this.trickCards[t] as number] as number);
    for (let k = pos + 1; k < SEATS; k++) {
      const seat = (this.leader + k) % SEATS;
      if (this.team[seat] !== winTeam && this.canBeat(seat, winning, ledSuit)) return -1;
    }
    return winTeam === myTeam ? 1 : 0;
  }

  /** Whether `seat` has a card it may play to the trick led in `ledSuit` that beats `winning`. */
  protected canBeat(seat: number, winning: number, ledSuit: number): boolean {
    const off = seat * SUITS;
    const ws = this.suitOf[winning] as number;
    const above = ~((2 << (this.rankOf[winning] as number)) - 1);
    const follow = this.hands[off + ledSuit] as number;
    if (follow !== 0) return ws === ledSuit && (follow & above) !== 0;
    const t = this.rules.trumpSuit;
    if (t < 0) return false;
    const trumps = this.hands[off + t] as number;
    if (trumps === 0) return false;
    return ws !== t || (trumps & above) !== 0;
  }

  /** Whether each opponent of `leader` must follow `suit` or cannot ruff it. */
  protected opponentsMustFollow(leader: number, suit: number): boolean {
    const t = this.rules.trumpSuit;
    if (suit === t || t < 0) return true;
    for (let k = 1; k < SEATS; k++) {
      const o = (leader + k) % SEATS;
      if (this.team[o] === this.team[leader]) continue;
      if ((this.hands[o * SUITS + suit] as number) === 0 && (this.hands[o * SUITS + t] as number) !== 0)
        return false;
    }
    return true;
  }
}
