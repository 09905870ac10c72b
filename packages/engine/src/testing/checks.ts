/**
 * The per-state and per-deal invariants of the conformance suite (see conformance.ts): one actor,
 * cards conserved, settled with card points summing to the pack, records round-trip and replay.
 */
import type { Card } from '../cards/pack';
import { sameAction } from '../core/actions';
import type { Game } from '../core/game';
import type { Rng } from '../core/rng';
import { type Preset, unitOf } from '../core/ruleset';
import type { State } from '../core/state';
import type { Action, Seat } from '../core/types';
import { formatRecordJson, parseRecordJson } from '../records/json';
import { type GameRecord, recordOf, viewRecordOf } from '../records/record';
import { describeReplayError, replay } from '../records/replay';
import { formatRecordText, parseRecordText } from '../records/text';
import { firstDifference } from './equal';

export type CheckName =
  | 'play'
  | 'actor'
  | 'cards'
  | 'settled'
  | 'card-points'
  | 'records'
  | 'views'
  | 'garbage'
  | 'talon';

/** Checks the actor invariant of one state; null when it holds. */
export function checkActor(s: State, legal: readonly Action[]): string | null {
  if (s.phase === 'finished') {
    if (s.toAct !== null) return `a finished deal has ${String(s.toAct)} to act`;
    return s.settlement ? null : 'a finished deal has no settlement';
  }
  if (s.settlement) return `the deal is settled in phase ${s.phase}`;
  if (s.phase === 'deal')
    return s.toAct === 'chance' ? null : `in the deal phase ${String(s.toAct)} acts, not chance`;
  if (s.toAct === null || s.toAct === 'chance') return `nobody (${String(s.toAct)}) acts in phase ${s.phase}`;
  if (!s.players.includes(s.toAct)) return `seat ${s.toAct} acts but is not an active player`;
  if (legal.length === 0) return `S${s.toAct} has no legal action in phase ${s.phase}`;
  for (let i = 0; i < legal.length; i++)
    for (let j = i + 1; j < legal.length; j++)
      if (sameAction(legal[i] as Action, legal[j] as Action))
        return `legal actions list ${JSON.stringify(legal[i])} twice`;
  return null;
}

/** Checks that every card is in exactly one place; null when it holds. */
export function checkCards(game: Game, s: State): string | null {
  if (s.phase === 'deal') return null;
  const where = new Map<Card, string>();
  const put = (c: Card, place: string): string | null => {
    if (!Number.isInteger(c) || c < 0 || c >= game.pack.size)
      return `${place} holds ${String(c)}, not a card`;
    const before = where.get(c);
    if (before !== undefined) return `card ${c} is both in ${before} and in ${place}`;
    where.set(c, place);
    return null;
  };
  const places: [string, readonly Card[]][] = [
    ...s.hands.map((h, i): [string, readonly Card[]] => [`the hand of S${i}`, h]),
    ['the trick', s.trick],
    ...s.tricks.map((t, i): [string, readonly Card[]] => [`trick ${i + 1}`, t.cards]),
    ['the discards', s.discards],
    ['the untaken talon', s.talonRest?.cards ?? []],
  ];
  for (const [place, cards] of places)
    for (const c of cards) {
      const bad = put(c, place);
      if (bad) return bad;
    }
  for (const c of s.talon) if (!where.has(c)) where.set(c, 'the talon');
  if (where.size !== game.pack.size) {
    const missing = game.pack.cards.filter((c) => !where.has(c));
    return `${missing.length} cards are nowhere: ${missing.join(' ')}`;
  }
  return null;
}

/** Checks the finished deal's settlement; null when it holds. */
export function checkSettled(game: Game, s: State): { check: CheckName; message: string } | null {
  const st = s.settlement;
  if (s.phase !== 'finished' || !st) return { check: 'settled', message: 'the deal did not end settled' };
  if (st.deltas.length !== game.seats)
    return { check: 'settled', message: `${st.deltas.length} deltas for ${game.seats} seats` };
  if (st.deltas.some((d) => !Number.isFinite(d)))
    return { check: 'settled', message: 'a delta is not a number' };
  if (st.unit !== unitOf(game.rules))
    return {
      check: 'settled',
      message: `settled in ${st.unit}, where the rule set counts ${unitOf(game.rules)}`,
    };
  if (st.cardPoints.length === 0) return null;
  const thirds = st.cardPoints.reduce((a, p) => a + p.thirds, 0);
  const points = st.cardPoints.reduce((a, p) => a + p.points, 0);
  if (thirds !== 3 * game.pack.total)
    return {
      check: 'card-points',
      message: `the parties' card points come to ${thirds}/3, not ${game.pack.total}`,
    };
  if (st.cardPoints.length === 2 && points !== game.pack.total)
    return {
      check: 'card-points',
      message: `the two parties' card points sum to ${points}, not ${game.pack.total}`,
    };
  return null;
}

/**
 * Round-trips the full record through both forms and replays it; with `withView`, also the record
 * of what a random seat saw at a random turn (hidden cards).
 */
export function checkRecords(
  game: Game,
  states: readonly State[],
  rng: Rng,
  presets?: readonly Preset[],
  withView = true,
): string | null {
  const final = states[states.length - 1] as State;
  const meta = {
    seats: Array.from({ length: game.seats }, (_, i) => ({ name: `Player ${i}`, player: 'random' })),
    tags: { Event: 'conformance', Seed: String(rng.next()) },
  };
  const full = recordOf(game, final, meta);
  const records: [string, GameRecord][] = [['the record', full]];
  if (withView) {
    const viewer: Seat | 'spectator' =
      rng.int(game.seats + 1) === game.seats ? 'spectator' : rng.int(game.seats);
    const mid = states[rng.int(states.length)] as State;
    records.push([
      `the view of ${String(viewer)} at turn ${mid.history.length}`,
      viewRecordOf(game, mid, viewer, meta),
    ]);
  }
  for (const [what, r] of records) {
    const json = parseRecordJson(formatRecordJson(r));
    if (!json.ok) return `${what} does not read back from JSON: ${json.error}`;
    const dj = firstDifference(json.value, r);
    if (dj) return `${what} changes through JSON: ${dj}`;
    const text = parseRecordText(formatRecordText(r));
    if (!text.ok) return `${what} does not read back from text: ${text.error}`;
    const dt = firstDifference(text.value, r);
    if (dt) return `${what} changes through text: ${dt}`;
  }
  const replayed = replay(full, presets);
  if (!replayed.ok) return `the record does not replay: ${describeReplayError(replayed.error)}`;
  const d = firstDifference(replayed.value.final, final);
  return d ? `the replay ends in another state: ${d}` : null;
}

/**
 * A talon choice takes exactly the cards `talonParts` names for its group: the chooser's hand
 * gains those cards and no others. Null when it holds.
 */
export function checkTalonPart(game: Game, before: State, after: State, group: number): string | null {
  const part = game.talonParts(before)[group];
  if (!part || part.length === 0) return `talon choice ${group} has no part in talonParts`;
  const seat = before.toAct as Seat;
  const had = new Set(before.hands[seat] ?? []);
  const gained = (after.hands[seat] ?? []).filter((c) => !had.has(c)).sort((a, b) => a - b);
  const named = [...part].sort((a, b) => (a ?? -1) - (b ?? -1));
  return JSON.stringify(gained) === JSON.stringify(named)
    ? null
    : `talon choice ${group} took ${JSON.stringify(gained)} but talonParts names ${JSON.stringify(named)}`;
}
