/**
 * `tarock replay FILE [--json]`: reads a record (JSON or text), replays it through the engine and
 * prints the result with its explanation. A malformed or illegal record exits with 1 and names the
 * action (its number) and the rule it breaks; nothing is half-applied.
 */
import { readFileSync } from 'node:fs';
import {
  describeReplayError,
  type GameRecord,
  parseRecordJson,
  parseRecordText,
  replay as replayRecord,
  type Result,
} from '@tarock/engine';
import { dealResultJson } from '../results';
import { auctionText, settlementText } from '../render';
import type { Io } from '../io';
import { type Command, dataError } from './command';

/** Everything on standard input (`-` in place of a file name). */
export async function readInput(io: Io): Promise<string> {
  const lines: string[] = [];
  for (let line = await io.readLine(); line !== null; line = await io.readLine()) lines.push(line);
  return lines.join('\n');
}

/** The text of a file, or of standard input for `-`. */
export async function readText(io: Io, path: string): Promise<Result<string>> {
  if (path === '-') return { ok: true, value: await readInput(io) };
  try {
    return { ok: true, value: readFileSync(path, 'utf8') };
  } catch (e) {
    return { ok: false, error: `cannot read: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** Reads a record in either form (JSON when it starts with `{`) from a file, or from standard input for `-`. */
export async function readRecord(io: Io, path: string): Promise<Result<GameRecord>> {
  const text = await readText(io, path);
  if (!text.ok) return text;
  return text.value.trimStart().startsWith('{') ? parseRecordJson(text.value) : parseRecordText(text.value);
}

export const replay: Command = {
  name: 'replay',
  summary: 'replay a game record through the engine and explain its result',
  usage: 'tarock replay FILE|- [--json]',
  options: { json: { type: 'boolean' } },
  positionals: { min: 1, max: 1 },
  async run({ io, values, positionals }) {
    const file = positionals[0] ?? '';
    const record = await readRecord(io, file);
    if (!record.ok) return dataError(io, this, `${file}: ${record.error}`);
    const r = record.value;
    const out = replayRecord(r, io.presets);
    if (!out.ok) return dataError(io, this, `${file}: ${describeReplayError(out.error)}`);
    const { game, final } = out.value;
    const names = r.seats.map((s) => s.name);
    const st = final.settlement;
    if (values['json']) {
      const result = st ? dealResultJson(game, st, names) : null;
      io.write(
        `${JSON.stringify({ file, variant: game.rules.id, game: game.name, turns: r.turns.length, finished: st !== null, result })}\n`,
      );
      return 0;
    }
    io.write(`${game.name}: ${r.turns.length} turns replayed, every one legal.\n`);
    io.write(`Seats: ${r.seats.map((s, i) => `S${i} ${s.name} (${s.player})`).join(', ')}\n`);
    const view = game.view(final, 'spectator');
    const bids = auctionText(game, view, names);
    if (bids.length) io.write(`Bidding and declarations: ${bids.join('; ')}\n`);
    if (!st) {
      io.write(`The deal is not finished (phase ${final.phase}).\n`);
      return 0;
    }
    io.write(`${settlementText(game, st, names).join('\n')}\n`);
    return 0;
  },
};
