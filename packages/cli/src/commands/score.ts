/**
 * `tarock score FILE|- [--json]`: the scorekeeping entry point (`-`: standard input). Reads a deal summary (what a
 * score-keeper writes down at a live table; docs/scorekeeping.md) and settles it with the same code
 * as a played deal.
 */
import { scoreSummary } from '@tarock/engine';
import { settlementText } from '../settlement';
import { dealResultJson } from '../results';
import { type Command, dataError } from './command';
import { readText } from './replay';
import { notKind } from '../fileKind';

export const score: Command = {
  name: 'score',
  summary: 'settle a deal summary written at a live table (the scorekeeping entry point)',
  usage: 'tarock score FILE|- [--json]',
  details: [
    '',
    '  FILE    a deal summary (docs/scorekeeping.md); - reads it from standard input',
    '  --json  the result as one JSON object',
  ],
  options: { json: { type: 'boolean' } },
  positionals: { min: 1, max: 1 },
  async run({ io, values, positionals }) {
    const file = positionals[0] ?? '';
    const text = await readText(io, file);
    if (!text.ok) return dataError(io, this, `${file}: ${text.error}`);
    const other = notKind(text.value, 'summary', file);
    if (other) return dataError(io, this, `${file}: ${other}`);
    let summary: unknown;
    try {
      summary = JSON.parse(text.value);
    } catch (e) {
      return dataError(io, this, `${file}: not JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
    const scored = scoreSummary(summary, io.presets);
    if (!scored.ok) return dataError(io, this, `${file}: ${scored.error}`);
    const { game, settlement } = scored.value;
    const names = Array.from({ length: game.seats }, (_, i) => `S${i}`);
    if (values['json']) {
      io.write(`${JSON.stringify(dealResultJson(game, settlement, names))}\n`);
      return 0;
    }
    io.write(`${game.name}\n${settlementText(game, settlement, []).join('\n')}\n`);
    return 0;
  },
};
