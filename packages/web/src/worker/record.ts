/**
 * The deal's record: the header and the turns, nothing else needed to replay it (the deal itself is
 * the first turn, so no RNG is needed). Reading a record replays it through the engine, so a record
 * that the rules do not allow is refused with the engine's reason.
 */
import { type Game, type Result, type State, err, loadGame, ok } from '@tarock/engine';

export interface DealRecord {
  readonly format: 1;
  readonly game: string;
  readonly tags: Readonly<Record<string, string>>;
  readonly turns: State['history'];
}

export function recordOf(s: State, tags: Readonly<Record<string, string>>): DealRecord {
  return {
    format: 1,
    game: s.game,
    tags: { ...tags, dealer: String(s.dealer), pot: String(s.pot), redeals: String(s.redeals) },
    turns: s.history,
  };
}

export interface Replayed {
  readonly game: Game;
  readonly record: DealRecord;
  /** The State before each turn and after the last: states[0] is the fresh deal. */
  readonly states: readonly State[];
}

function tagNumber(tags: Readonly<Record<string, string>>, key: string): number {
  const n = Number(tags[key] ?? '0');
  return Number.isFinite(n) ? n : 0;
}

export function parseRecord(text: string): Result<DealRecord> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return err(`not a record: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!data || typeof data !== 'object') return err('not a record: expected a JSON object');
  const o = data as Record<string, unknown>;
  if (o['format'] !== 1)
    return err(`unsupported record format ${String(o['format'])} (this app reads format 1)`);
  if (typeof o['game'] !== 'string') return err('the record names no game');
  if (!Array.isArray(o['turns'])) return err('the record has no turns');
  const tags: Record<string, string> = {};
  const rawTags = o['tags'];
  if (rawTags && typeof rawTags === 'object')
    for (const [k, v] of Object.entries(rawTags)) if (typeof v === 'string') tags[k] = v;
  // The turns are checked one by one by the engine in replayRecord.
  return ok({ format: 1, game: o['game'], tags, turns: o['turns'] as State['history'] });
}

export function replayRecord(record: DealRecord): Result<Replayed> {
  const g = loadGame(record.game);
  if (!g.ok) return g;
  const game = g.value;
  let s = game.newDeal({
    dealer: tagNumber(record.tags, 'dealer'),
    pot: tagNumber(record.tags, 'pot'),
    redeals: tagNumber(record.tags, 'redeals'),
  });
  const states: State[] = [s];
  for (const [i, turn] of record.turns.entries()) {
    if (!turn || typeof turn !== 'object' || turn.actor !== s.toAct)
      return err(`turn ${i + 1}: it is not ${String(turn?.actor)}'s turn`);
    const next = game.apply(s, turn.action);
    if (!next.ok) return err(`turn ${i + 1}: ${next.error}`);
    s = next.value;
    states.push(s);
  }
  return ok({ game, record, states });
}
