/**
 * The mistake finder judges each card by what the engine itself would settle: in endgames of up
 * to three cards a hand, a minimax over `game.apply` down to the settlement (the declarer wants
 * the outcome 'won', the defenders anything else; without a declarer each player the fewest card
 * points) must name the same best cards as the analysis, and leave out the same positions. Among
 * the cards level on that, each bonus card's trick still open (`game.ultimos`: the Pagat, the Uhu)
 * is a minimax of its own down to the tricks taken (its holder's side wants the card to win its
 * trick, the other side to beat it there), weighed by its game points for the mover's side.
 */
import {
  type Action,
  type BavarianRules,
  type Card,
  type Game,
  type Seat,
  type State,
  PAGAT,
  type Ultimo,
  contractSpec,
  createRng,
  isTarock,
} from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_NODES, type BonusLoss, analyseCardPlay } from './analysis';
import { playsOf } from './games';
import { openBonusScores, openCardScores } from './omniscient';
import { randomBot } from './random';
import { gameNamed } from './testkit';

function applied(game: Game, s: State, a: Action): State {
  const next = game.apply(s, a);
  if (!next.ok) throw new Error(next.error);
  return next.value;
}

/** 1 when the declarer wins the deal from `s` with best play on both sides, else 0. */
function declarerWins(game: Game, s: State): number {
  if (s.phase !== 'play') return s.settlement?.outcome === 'won' ? 1 : 0;
  const declaring = s.toAct === s.contract?.declarer;
  let best = declaring ? 0 : 1;
  for (const a of game.legalActions(s)) {
    const v = declarerWins(game, applied(game, s, a));
    if (declaring ? v > best : v < best) best = v;
    if (best === (declaring ? 1 : 0)) break;
  }
  return best;
}

/** Thirds `me` takes from `s` on, `me` minimising and the other two maximising (paranoid). */
function thirdsTaken(game: Game, s: State, me: Seat): number {
  if (s.phase !== 'play') {
    const mine = s.settlement?.cardPoints.find((p) => p.seats.includes(me));
    return mine?.thirds ?? 0;
  }
  const mine = s.toAct === me;
  let best = mine ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  for (const a of game.legalActions(s)) {
    const v = thirdsTaken(game, applied(game, s, a), me);
    best = mine ? Math.min(best, v) : Math.max(best, v);
  }
  return best;
}

/** The deal's states from the first play state with at most `cards` cards a hand to the end. */
function endgame(game: Game, seed: string, cards: number, passAll: boolean): State[] | null {
  const rng = createRng(seed);
  const bot = randomBot();
  let s = game.newDeal();
  const states: State[] = [];
  while (s.phase !== 'finished') {
    if (s.phase === 'play' && (s.hands[s.toAct as Seat]?.length ?? 0) <= cards) states.push(s);
    let a: Action;
    if (s.toAct === 'chance') a = game.sampleDeal(s, rng);
    else {
      const legal = game.legalActions(s);
      const pass = passAll ? legal.find((x) => x.type === 'pass') : undefined;
      a = pass ?? bot.act(game.view(s, s.toAct ?? 0), rng);
    }
    s = applied(game, s, a);
  }
  if (states.length === 0) return null;
  states.push(s);
  return states;
}

/** What `u`'s holder makes of it from `s` on, its side playing for it and the other against: +1 won, −1 beaten, 0 not in its trick. */
function ultimoOutcome(game: Game, s: State, u: Ultimo, holder: Seat): number {
  if (s.phase !== 'play') {
    const t = s.tricks[u.trick];
    if (!t?.cards.includes(u.card)) return 0;
    return t.winner === holder ? 1 : -1;
  }
  const declarer = s.contract?.declarer;
  const holding = (s.toAct === declarer) === (holder === declarer);
  let best = holding ? -1 : 1;
  for (const a of game.legalActions(s)) {
    const v = ultimoOutcome(game, applied(game, s, a), u, holder);
    best = holding ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

/** The seat that holds `card` at `s`: in its hand, or played to the trick on the table. */
function holderAt(s: State, card: Card): Seat | null {
  const at = s.trick.indexOf(card);
  if (at >= 0) return s.players[(s.players.indexOf(s.leader) + at) % s.players.length] as Seat;
  const seat = s.hands.findIndex((h) => h.includes(card));
  return seat < 0 ? null : (seat as Seat);
}

/** Per bonus card still out whose holder's success scores: each card's game points for the mover (±). */
function bonusParts(game: Game, s: State, cards: readonly Card[]): { bonus: string; points: number[] }[] {
  const me = s.toAct as Seat;
  const declarer = s.contract?.declarer;
  return game.ultimos(s).flatMap((u) => {
    const holder = u.trick < s.tricks.length ? null : holderAt(s, u.card);
    const value = holder === null ? 0 : (u.value[holder] ?? 0);
    if (holder === null || value <= 0) return [];
    const sign = (me === declarer) === (holder === declarer) ? 1 : -1;
    const points = cards.map(
      (c) => sign * value * ultimoOutcome(game, applied(game, s, { type: 'play', card: c }), u, holder),
    );
    return [{ bonus: u.bonus, points }];
  });
}

/**
 * What the minimax says of each position with a choice: the best cards (on the game, then on the
 * bonus cards' tricks), each card's value (won 1 / lost 0 for the mover's side; without a
 * declarer, minus the thirds the mover takes), and what a card level on the game gave away on the
 * bonuses; or null when every card is alike.
 */
function truth(
  game: Game,
  s: State,
): { best: Card[]; value: Map<Card, number>; loss: Map<Card, BonusLoss> } | null {
  const me = s.toAct as Seat;
  const cards = playsOf(game.legalActions(s));
  if (cards.length < 2) return null;
  const declarer = s.contract?.declarer ?? null;
  const values = cards.map((c) => {
    const next = applied(game, s, { type: 'play', card: c });
    if (declarer === null) return -thirdsTaken(game, next, me);
    const w = declarerWins(game, next);
    return me === declarer ? w : 1 - w;
  });
  const top = Math.max(...values);
  const level = cards.filter((_, k) => values[k] === top);
  const parts = level.length > 1 ? bonusParts(game, s, level) : [];
  const bonus = level.map((_, k) => parts.reduce((sum, p) => sum + (p.points[k] ?? 0), 0));
  const most = Math.max(...bonus);
  if (values.every((v) => v === top) && bonus.every((b) => b === most)) return null;
  const best = level.filter((_, k) => bonus[k] === most);
  const tops = best.map((c) => level.indexOf(c));
  const loss = new Map<Card, BonusLoss>();
  level.forEach((c, k) => {
    const mine = bonus[k] ?? 0;
    if (mine === most) return;
    const bonuses = parts
      .filter((p) => tops.some((t) => (p.points[t] ?? 0) > (p.points[k] ?? 0)))
      .map((p) => p.bonus);
    loss.set(c, { bonuses, points: most - mine });
  });
  return { best, value: new Map(cards.map((c, k) => [c, values[k] ?? 0])), loss };
}

describe('the mistake finder (analyseCardPlay)', () => {
  for (const [name, passAll, bonusesInPlay] of [
    ['haferltarock', false, false],
    ['bavarian-no-point-bidding', false, false],
    ['illustrated-mayr-sedlaczek-2016', false, true],
    ['illustrated-beck', false, true],
    ['illustrated-beck(allPass=trischaken)', true, false],
  ] as const) {
    it(`names the cards the engine's own settlement prefers, in endgames of ${name}`, () => {
      const game = gameNamed(name);
      let positions = 0;
      let mistakes = 0;
      let bonusMistakes = 0;
      for (let deal = 0; positions < 30 && deal < 400; deal++) {
        const states = endgame(game, `analysis/${name}/${deal}`, 3, passAll);
        if (!states) continue;
        const found = new Map(analyseCardPlay(game, states).map((a) => [a.turn, a]));
        for (let i = 0; i + 1 < states.length; i++) {
          const s = states[i] as State;
          if (s.phase !== 'play') continue;
          const t = truth(game, s);
          const a = found.get(i);
          expect({ deal, i, judged: a ? [...a.best].sort() : null }).toEqual({
            deal,
            i,
            judged: t ? [...t.best].sort() : null,
          });
          if (!a || !t) continue;
          const best = t.best;
          positions++;
          expect(a.verdict).not.toBe('unjudged');
          const played = (s.hands[a.seat] ?? []).find(
            (c) => !(states[i + 1]?.hands[a.seat] ?? []).includes(c),
          );
          expect(a.card).toBe(played);
          expect(a.verdict).toBe(best.includes(a.card) ? 'best' : 'mistake');
          if (a.verdict === 'mistake') mistakes++;
          // A card level with the best on the game but lower on a bonus card's trick: what it gave away.
          expect(a.bonusLoss).toEqual(t.loss.get(a.card));
          if (a.bonusLoss) bonusMistakes++;
          // The aim, and (without a declarer) what the card cost against the best one, in thirds.
          const declarer = s.contract?.declarer ?? null;
          const bettel =
            game.rules.family === 'bavarian' &&
            s.contract !== null &&
            contractSpec(game.rules as BavarianRules, s.contract.id)?.kind === 'bettel';
          expect(a.aim).toBe(declarer === null ? 'fewest-points' : bettel ? 'no-trick' : 'target');
          const top = Math.max(...t.value.values());
          expect(a.cost).toBe(declarer === null ? top - (t.value.get(a.card) ?? 0) : 0);
        }
      }
      // Random players make mistakes; the test has judged both kinds of card.
      expect(positions).toBeGreaterThanOrEqual(20);
      expect(mistakes).toBeGreaterThan(0);
      expect(mistakes).toBeLessThan(positions);
      // Only the Illustrated deals with a declarer have a bonus card's trick to give away.
      if (bonusesInPlay) expect(bonusMistakes).toBeGreaterThan(0);
      else expect(bonusMistakes).toBe(0);
    });
  }
});

/** The play states of seeded random deals of `game`, each with the state after it, deal by deal. */
function* playedStates(game: Game, seed: string, deals: number): Generator<[State, State]> {
  for (let d = 0; d < deals; d++) {
    const states = playRandomDeal(game, createRng(`${seed}/${d}`));
    for (let i = 0; i + 1 < states.length; i++)
      if (states[i]?.phase === 'play') yield [states[i] as State, states[i + 1] as State];
  }
}

describe('the mistake finder weighs the Pagat and the Uhu among the cards level on the game (IT-16)', () => {
  const game = gameNamed('illustrated-beck');

  it('Beck: leading the Pagat with two tricks to go, no other tarock left anywhere, keeps the game but gives the Pagat ultimo away: a mistake costing its value', () => {
    let judged = 0;
    for (const [s] of playedStates(game, 'analysis/pagat-early', 400)) {
      const me = s.toAct as Seat;
      const hand = s.hands[me] ?? [];
      const others = s.hands.filter((_, seat) => seat !== me).flat();
      if (
        s.tricks.length !== game.rules.handSize - 2 ||
        s.trick.length > 0 ||
        !hand.includes(PAGAT) ||
        hand.some((c) => c !== PAGAT && isTarock(game.pack, c)) ||
        others.some((c) => isTarock(game.pack, c))
      )
        continue;
      const cards = playsOf(game.legalActions(s));
      const onGame = openCardScores(game, s, me, cards, new Map(), ANALYSIS_NODES, 12).scores;
      if (!onGame.every((x) => x === onGame[0])) continue;
      const value = game.ultimos(s).find((u) => u.card === PAGAT)?.value[me] ?? 0;
      expect(value).toBeGreaterThanOrEqual(5);
      const keep = cards.filter((c) => c !== PAGAT);
      const early = analyseCardPlay(game, [s, applied(game, s, { type: 'play', card: PAGAT })]);
      expect(early).toMatchObject([
        {
          verdict: 'mistake',
          card: PAGAT,
          best: keep,
          cost: 0,
          bonusLoss: { bonuses: ['pagat'], points: value },
        },
      ]);
      // Keeping it for the last trick is best, and said so: the choice mattered on the bonus alone.
      const kept = analyseCardPlay(game, [s, applied(game, s, { type: 'play', card: keep[0] as Card })]);
      expect(kept).toHaveLength(1);
      expect(kept[0]?.verdict).toBe('best');
      expect(kept[0]?.bonusLoss).toBeUndefined();
      judged++;
      if (judged === 3) break;
    }
    expect(judged).toBeGreaterThan(0);
  });

  it('a bonus search that runs out of nodes names no mistake: the card is judged on the game alone, where the full search calls it one', () => {
    let cut = 0;
    for (const [s, next] of playedStates(game, 'analysis/bonus-budget', 20)) {
      // Half-way through the deal on, where the full searches are quick.
      if (s.tricks.length < game.rules.handSize / 2) continue;
      const full = analyseCardPlay(game, [s, next])[0];
      if (!full?.bonusLoss) continue;
      const me = s.toAct as Seat;
      const cards = playsOf(game.legalActions(s));
      // The smallest budget (in powers of two) at which the game's search finishes.
      for (let nodes = 1; nodes <= ANALYSIS_NODES; nodes *= 2) {
        const onGame = openCardScores(game, s, me, cards, new Map(), nodes, 18);
        if (!onGame.complete) continue;
        const top = Math.max(...onGame.scores);
        const level = cards.filter((_, k) => onGame.scores[k] === top);
        const bonus = openBonusScores(game, s, me, level, new Map(), nodes, 18);
        const a = analyseCardPlay(game, [s, next], nodes)[0];
        if (bonus.complete) expect(a?.verdict).toBe('mistake');
        else {
          // Judged on the game alone: left out where every card keeps the game (the choice did not
          // matter there), else one of the best; the bonus not weighed either way.
          if (level.length === cards.length) expect(a).toBeUndefined();
          else expect(a).toMatchObject({ verdict: 'best', best: level });
          expect(a?.bonusLoss).toBeUndefined();
          cut++;
        }
        break;
      }
      if (cut === 2) break;
    }
    expect(cut).toBeGreaterThan(0);
  });
});
