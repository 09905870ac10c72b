/**
 * A small test-only preset on the German 36-card pack, so the players and the arena can be tested
 * before (and independently of) the real rule sets: one auction round ("play" or pass; the first
 * bidder declares, all passing throws the deal in), the declarer names trumps, eleven tricks,
 * the stock counts for the declarer, 61 wins. Not a rule set of any source; never offered in play.
 */
import {
  type Action,
  type Card,
  type Flow,
  type Preset,
  type RulesetBase,
  type Settlement,
  type State,
  GERMAN36,
  countPile,
  defenders,
  err,
  nextPlayer,
  patch,
  playRules,
} from '@tarock/engine';

const rules: RulesetBase = {
  id: 'toy-test',
  family: 'bavarian',
  name: 'Toy test game',
  source: 'test fixture',
  version: 1,
  pack: 'german36',
  seatCounts: [3, 4],
  direction: 'cw',
  deal: [
    { to: 'talon', n: 3 },
    { to: 'each', n: 4 },
    { to: 'each', n: 3 },
    { to: 'each', n: 4 },
  ],
  handSize: 11,
  talonSize: 3,
  lastTrickReview: 'none',
  unchosenTalonVisible: false,
};

const passes = (s: State): number => s.history.filter((t) => t.action.type === 'pass').length;

const flow: Flow = {
  afterDeal: (s) => patch(s, { phase: 'auction', toAct: s.players[0] ?? 0 }),
  legal(s): Action[] {
    if (s.phase === 'auction') return [{ type: 'bid', bid: 'play' }, { type: 'pass' }];
    if (s.phase === 'trump') return [0, 1, 2, 3].map((suit) => ({ type: 'trump', suit }));
    return [];
  },
  apply(s, a): State {
    const seat = s.toAct as number;
    if (a.type === 'pass') {
      if (passes(s) >= s.players.length) return patch(s, { phase: 'finished', toAct: null });
      return patch(s, { toAct: nextPlayer(s, seat) });
    }
    if (a.type === 'bid') {
      const contract = {
        id: 'toy',
        declarer: seat,
        gameValue: 1,
        takeLevel: 0,
        target: 61,
        trump: null,
        talonGroup: null,
        raised: 0,
      };
      return patch(s, { phase: 'trump', contract });
    }
    if (a.type === 'trump' && s.contract) {
      return patch(s, { phase: 'play', contract: { ...s.contract, trump: a.suit } });
    }
    return s;
  },
  playRules: (s) => playRules(GERMAN36, s.contract?.trump ?? 2),
  settle(s): Settlement {
    const declarer = s.contract?.declarer ?? null;
    if (declarer === null) {
      return {
        unit: 'points',
        deltas: s.hands.map(() => 0),
        potDelta: 0,
        cardPoints: [],
        outcome: 'passed',
        declarer: null,
        contract: null,
        lines: [{ text: 'all passed' }],
      };
    }
    const pile: Card[] = [...s.talon];
    for (const t of s.tricks) if (t.winner === declarer) pile.push(...t.cards);
    const own = countPile(GERMAN36, pile);
    const won = own.points >= 61;
    const defs = defenders(s);
    const deltas = s.hands.map((_, seat) =>
      seat === declarer ? (won ? 2 : -2) : defs.includes(seat) ? (won ? -1 : 1) : 0,
    );
    return {
      unit: 'points',
      deltas,
      potDelta: 0,
      cardPoints: [
        { party: 'declarer', seats: [declarer], points: own.points, thirds: own.thirds },
        { party: 'defenders', seats: defs, points: 120 - own.points, thirds: 360 - own.thirds },
      ],
      outcome: won ? 'won' : 'lost',
      declarer,
      contract: 'toy',
      lines: [{ text: `declarer ${own.points}` }],
    };
  },
};

export const toyPreset: Preset = {
  rules,
  options: [{ key: 'seats', description: 'seats', values: [3, 4], default: 3, source: 'test' }],
  resolve: () => rules,
  flow,
  match: {
    start: (_r, game, seats, firstDealer) => ({
      game,
      seats,
      totals: Array.from({ length: seats }, () => 0),
      pot: 0,
      dealer: firstDealer,
      deals: 0,
      round: 0,
      finished: false,
      winners: [],
      log: [],
    }),
    next: (_r, m, st) => ({
      ...m,
      totals: m.totals.map((t, i) => t + (st.deltas[i] ?? 0)),
      deals: m.deals + 1,
    }),
  },
  settleSummary: () => err('not supported by the test preset'),
  summary: 'test fixture',
};
