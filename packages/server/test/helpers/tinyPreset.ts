/**
 * A small but real rule set on the engine core, for the server's tests until the family presets
 * land: 24 German cards, three players, 7 cards each and a talon of 3. Forehand declares, takes
 * the talon and lays away three cards (face down), then seven tricks with Eichel as trumps;
 * the declarer wins with 61 of the 120 card points. A match is `matchDeals` deals.
 */
import {
  type Flow,
  type MatchRules,
  type MatchState,
  type Preset,
  type RulesetBase,
  type Settlement,
  type State,
  GERMAN24,
  err,
  patch,
  playRules,
} from '@tarock/engine';

interface TinyRules extends RulesetBase {
  readonly matchDeals: number;
}

const rules: TinyRules = {
  id: 'test-tiny',
  family: 'bavarian',
  name: 'Tiny test game',
  source: 'the server tests',
  version: 1,
  pack: 'german24',
  seatCounts: [3],
  direction: 'cw',
  deal: [
    { to: 'each', n: 4 },
    { to: 'talon', n: 3 },
    { to: 'each', n: 3 },
  ],
  handSize: 7,
  talonSize: 3,
  lastTrickReview: 'all',
  unchosenTalonVisible: false,
  matchDeals: 2,
};

const points = (cards: readonly number[]): number => cards.reduce((a, c) => a + (GERMAN24.points[c] ?? 0), 0);

const flow: Flow<TinyRules> = {
  afterDeal(s) {
    const declarer = s.players[0] ?? 0;
    return patch(s, {
      phase: 'talon',
      toAct: declarer,
      contract: {
        id: 'tiny',
        declarer,
        gameValue: 1,
        takeLevel: 0,
        target: 61,
        trump: 0,
        talonGroup: null,
        raised: 0,
      },
    });
  },
  legal(s) {
    const seat = s.toAct;
    if (typeof seat !== 'number') return [];
    if (s.phase === 'talon') return [{ type: 'talon', group: 0 }];
    if (s.phase === 'discard') return (s.hands[seat] ?? []).map((card) => ({ type: 'discard', card }));
    return [];
  },
  apply(s, action) {
    const seat = s.toAct;
    if (typeof seat !== 'number') return s;
    if (action.type === 'talon') {
      const hands = s.hands.map((h, i) => (i === seat ? [...h, ...s.talon] : h));
      return patch(s, { hands, phase: 'discard', contract: s.contract && { ...s.contract, talonGroup: 0 } });
    }
    if (action.type === 'discard') {
      const hands = s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== action.card) : h));
      const discards = [...s.discards, action.card];
      if (discards.length < 3) return patch(s, { hands, discards });
      return patch(s, { hands, discards, phase: 'play', toAct: s.players[0] ?? 0 });
    }
    return s;
  },
  playRules: () => playRules(GERMAN24, 0),
  settle(s: State): Settlement {
    const declarer = s.contract?.declarer ?? 0;
    const defenders = s.players.filter((p) => p !== declarer);
    const won = s.tricks.filter((t) => t.winner === declarer).flatMap((t) => t.cards);
    const lost = s.tricks.filter((t) => t.winner !== declarer).flatMap((t) => t.cards);
    const mine = points(won) + points(s.discards);
    const win = mine >= 61;
    const deltas = Array.from({ length: s.seats }, (_, i) =>
      i === declarer ? (win ? 2 : -2) : win ? -1 : 1,
    );
    return {
      unit: 'points',
      deltas,
      potDelta: 0,
      cardPoints: [
        { party: 'declarer', seats: [declarer], points: mine, thirds: 0 },
        { party: 'defenders', seats: defenders, points: points(lost), thirds: 0 },
      ],
      outcome: win ? 'won' : 'lost',
      declarer,
      contract: 'tiny',
      lines: [{ text: `declarer ${mine} of 120`, amounts: deltas }],
    };
  },
};

const match: MatchRules<TinyRules> = {
  start: (_r, game, seats, firstDealer): MatchState => ({
    game,
    seats,
    totals: Array.from({ length: seats }, () => 0),
    pot: 0,
    dealer: firstDealer,
    deals: 0,
    round: 1,
    finished: false,
    winners: [],
    log: [],
  }),
  next(r, m, s) {
    const totals = m.totals.map((t, i) => t + (s.deltas[i] ?? 0));
    const deals = m.deals + 1;
    const finished = deals >= r.matchDeals;
    const best = Math.max(...totals);
    return {
      ...m,
      totals,
      deals,
      dealer: (m.dealer + 1) % m.seats,
      finished,
      winners: finished ? totals.flatMap((t, i) => (t === best ? [i] : [])) : [],
      log: [...m.log, { deal: deals, deltas: s.deltas, potDelta: 0, totals, pot: 0, lines: [] }],
    };
  },
};

export const tinyPreset: Preset<TinyRules> = {
  rules,
  options: [
    {
      key: 'matchDeals',
      description: 'Deals in a match.',
      values: [1, 2, 3],
      default: 2,
      source: 'test',
    },
  ],
  resolve: (values) => ({ ...rules, matchDeals: Number(values['matchDeals'] ?? 2) }),
  flow,
  match,
  settleSummary: () => err('the tiny game keeps no score sheet'),
  summary: 'A tiny trick-taking game for tests.',
};
