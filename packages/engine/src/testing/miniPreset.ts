/**
 * "Mini Tarock": a small, complete, test-only rule set on the engine core, so that records, the
 * conformance suite, the golden playthroughs and the command line are exercised independently of
 * the real presets. It is not in `PRESETS`. Three players (or four with the dealer sitting out) on
 * the 54-card pack; a one-step auction (forehand first: `bid play` or `pass`; the first bid wins,
 * all passing throws the deal in); the talon is exposed and the declarer takes one half, the other
 * half counts for the defenders; three cards are laid away (no Kings or trull cards, tarocks only
 * when unavoidable, face up); tricks with tarocks as trumps; the declarer needs 36 card points.
 */
import { countPile } from '../cards/counting';
import { KINGS, TAROCK54, TRULL, type Card } from '../cards/pack';
import type { Flow } from '../core/flow';
import type { MatchRules, MatchState } from '../core/match';
import { err, ok, type Result } from '../core/result';
import { cardValuesSection, tableSection } from '../core/ruleCard';
import type { OptionValues, Preset, RulesetBase } from '../core/ruleset';
import { defenders, nextPlayer, patch, type State } from '../core/state';
import type { Action, Seat, Settlement } from '../core/types';
import { playRules } from '../play/kernel';

export interface MiniRules extends RulesetBase {
  /** What each defender pays the declarer (or is paid) per deal. */
  readonly gameValue: number;
  /** Cards laid away after taking the talon half. */
  readonly discardCount: number;
  /** Match points that end the series. */
  readonly matchTarget: number;
}

const RULES: MiniRules = {
  id: 'mini-tarock',
  family: 'illustrated',
  name: 'Mini Tarock (test rule set)',
  source: 'test-only rule set of the engine (packages/engine/src/testing/miniPreset.ts)',
  publishedSource: 'none: a test rule set',
  version: 1,
  pack: 'tarock54',
  seatCounts: [3, 4],
  direction: 'ccw',
  deal: [
    { to: 'talon', n: 6 },
    { to: 'each', n: 8 },
    { to: 'each', n: 8 },
  ],
  handSize: 16,
  talonSize: 6,
  lastTrickReview: 'none',
  unchosenTalonVisible: false,
  firstDealer: 'lot',
  gameValue: 1,
  discardCount: 3,
  matchTarget: 10,
};

const TRUMPS = playRules(TAROCK54, TAROCK54.tarockSuit);
const isTarock = (c: Card) => TAROCK54.suitOf[c] === TAROCK54.tarockSuit;

function discardable(hand: readonly Card[]): Card[] {
  const allowed = hand.filter((c) => !KINGS.includes(c) && !TRULL.includes(c));
  const plain = allowed.filter((c) => !isTarock(c));
  return plain.length ? plain : allowed.length ? allowed : hand.slice();
}

function declarerOf(s: State): Seat {
  const d = s.contract?.declarer;
  if (d === null || d === undefined) throw new Error('mini-tarock: no declarer in this phase');
  return d;
}

const flow: Flow<MiniRules> = {
  afterDeal: (s) => patch(s, { phase: 'auction', toAct: s.players[0] ?? null }),
  legal(s, rules) {
    switch (s.phase) {
      case 'auction':
        return [{ type: 'bid', bid: 'play' }, { type: 'pass' }];
      case 'talon':
        return [
          { type: 'talon', group: 0 },
          { type: 'talon', group: 1 },
        ];
      case 'discard':
        return s.discards.length < rules.discardCount
          ? discardable(s.hands[declarerOf(s)] ?? []).map((card) => ({ type: 'discard', card }))
          : [];
      default:
        return [];
    }
  },
  apply(s: State, a: Action, rules: MiniRules): State {
    const seat = s.toAct;
    if (typeof seat !== 'number') return s;
    switch (a.type) {
      case 'bid':
        return patch(s, {
          phase: 'talon',
          talonExposed: true,
          contract: {
            id: 'play',
            declarer: seat,
            gameValue: rules.gameValue,
            takeLevel: 0,
            target: 36,
            trump: TAROCK54.tarockSuit,
            talonGroup: null,
            raised: 0,
          },
        });
      case 'pass':
        return seat === s.players[s.players.length - 1]
          ? patch(s, { phase: 'finished', toAct: null })
          : patch(s, { toAct: nextPlayer(s, seat) });
      case 'talon': {
        const half = rules.talonSize / 2;
        const taken = s.talon.slice(a.group * half, (a.group + 1) * half);
        const rest = s.talon.filter((c) => !taken.includes(c));
        return patch(s, {
          phase: 'discard',
          talonExposed: false,
          hands: s.hands.map((h, i) => (i === seat ? [...h, ...taken] : h)),
          talonRest: { cards: rest, owner: 'defenders' },
          contract: s.contract && { ...s.contract, talonGroup: a.group },
        });
      }
      case 'discard': {
        const discards = [...s.discards, a.card];
        return patch(s, {
          hands: s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== a.card) : h)),
          discards,
          phase: discards.length === rules.discardCount ? 'play' : 'discard',
        });
      }
      default:
        return s;
    }
  },
  playRules: () => TRUMPS,
  talonGroups: (_s, talonSize) => {
    const half = talonSize / 2;
    const at = (g: number) => Array.from({ length: half }, (_, i) => g * half + i);
    return [at(0), at(1)];
  },
  settle(s: State, rules: MiniRules): Settlement {
    const zeros = Array.from({ length: s.seats }, () => 0);
    if (!s.contract) {
      return {
        unit: 'points',
        deltas: zeros,
        potDelta: 0,
        cardPoints: [],
        outcome: 'passed',
        declarer: null,
        contract: null,
        lines: [{ text: 'All passed: the deal is thrown in' }],
      };
    }
    const declarer = declarerOf(s);
    const defs = defenders(s);
    const won = (seats: readonly Seat[]) =>
      s.tricks.filter((t) => seats.includes(t.winner)).flatMap((t) => t.cards);
    const mine = countPile(TAROCK54, [...won([declarer]), ...s.discards]);
    const theirs = countPile(TAROCK54, [...won(defs), ...(s.talonRest?.cards ?? [])]);
    return settleCardPoints(s.seats, declarer, defs, mine, theirs, rules);
  },
};

function settleCardPoints(
  seats: number,
  declarer: Seat,
  defs: readonly Seat[],
  mine: { points: number; thirds: number },
  theirs: { points: number; thirds: number },
  rules: MiniRules,
): Settlement {
  const won = mine.points >= 36;
  const v = rules.gameValue;
  const deltas = Array.from({ length: seats }, (_, i) =>
    i === declarer ? (won ? 1 : -1) * v * defs.length : defs.includes(i) ? (won ? -v : v) : 0,
  );
  return {
    unit: 'points',
    deltas,
    potDelta: 0,
    cardPoints: [
      { party: 'declarer', seats: [declarer], points: mine.points, thirds: mine.thirds },
      { party: 'defenders', seats: defs.slice(), points: theirs.points, thirds: theirs.thirds },
    ],
    outcome: won ? 'won' : 'lost',
    declarer,
    contract: 'play',
    lines: [
      { text: `S${declarer} takes ${mine.points} card points of 70 and needs 36: ${won ? 'won' : 'lost'}` },
      { text: `Game value ${v} from (or to) each defender`, amounts: deltas },
    ],
  };
}

const match: MatchRules<MiniRules> = {
  ends: () => true,
  start: (_rules, game, seats, firstDealer): MatchState => ({
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
  next(rules, m, s) {
    const totals = m.totals.map((t, i) => t + (s.deltas[i] ?? 0));
    const best = Math.max(...totals);
    const finished = best >= rules.matchTarget;
    return {
      ...m,
      totals,
      dealer: (m.dealer + 1) % m.seats,
      deals: m.deals + 1,
      finished,
      winners: finished ? totals.flatMap((t, i) => (t === best ? [i] : [])) : [],
      log: [
        ...m.log,
        {
          deal: m.deals + 1,
          deltas: s.deltas,
          potDelta: 0,
          totals,
          pot: 0,
          lines: finished ? [{ text: `The series ends at ${best}` }] : [],
        },
      ],
    };
  },
};

const isSeat = (x: unknown, seats: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < seats;

/** A deal summary for Mini Tarock: `{ dealer, declarer, declarerCardPoints }` in the envelope. */
function settleSummary(summary: unknown, rules: MiniRules, seats: number): Result<Settlement> {
  const o = summary as { dealer?: unknown; declarer?: unknown; declarerCardPoints?: unknown }; // each field checked below
  const dealer = o.dealer ?? 0;
  const d = o.declarer;
  const pts = o.declarerCardPoints;
  if (!isSeat(dealer, seats)) return err('dealer: expected a seat');
  const active = Array.from({ length: seats }, (_, i) => i).filter((i) => seats === 3 || i !== dealer);
  if (!isSeat(d, seats) || !active.includes(d)) return err('declarer: expected an active seat');
  if (typeof pts !== 'number' || !Number.isInteger(pts) || pts < 0 || pts > 70)
    return err('declarerCardPoints: expected a whole number 0…70');
  const defs = active.filter((x) => x !== d);
  return ok(
    settleCardPoints(
      seats,
      d,
      defs,
      { points: pts, thirds: 3 * pts },
      { points: 70 - pts, thirds: 3 * (70 - pts) },
      rules,
    ),
  );
}

export const miniPreset: Preset<MiniRules> = {
  rules: RULES,
  options: [
    {
      key: 'seats',
      description: 'Three players, or four with the dealer sitting out.',
      values: [3, 4],
      default: 3,
      source: 'test rule set',
    },
    {
      key: 'value',
      description: 'Game value paid by each defender.',
      values: [1, 2],
      default: 1,
      source: 'test rule set',
    },
  ],
  resolve: (values: OptionValues): MiniRules => ({
    ...RULES,
    gameValue: typeof values['value'] === 'number' ? values['value'] : RULES.gameValue,
  }),
  flow,
  match,
  settleSummary,
  summary: 'A tiny test rule set: bid or pass, take a talon half, lay away three, 36 card points win.',
  ruleCard: (rules, seats) => ({
    game: rules.id,
    name: rules.name,
    family: rules.family,
    unit: 'points',
    seats,
    sections: [tableSection(rules, seats), cardValuesSection(TAROCK54)],
  }),
};

/** The real presets plus Mini Tarock, for tests that inject a preset list. */
export const withMini = (presets: readonly Preset[]): readonly Preset[] => [...presets, miniPreset];
