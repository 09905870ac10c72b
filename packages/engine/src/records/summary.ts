/**
 * The scorekeeping entry point's envelope (docs/scorekeeping.md): a deal summary written at a live
 * table, `{"format":"tarock-deal-summary","version":1,"variant":ID,"options":{…}, …family fields}`.
 * The envelope picks the preset and options; the preset's `settleSummary` reads the family fields
 * and settles with the same code as a played deal.
 */
import { type Game, makeGame } from '../core/game';
import { quoted } from '../core/quoted';
import { err, ok, type Result } from '../core/result';
import type { OptionValue, Preset } from '../core/ruleset';
import type { Settlement } from '../core/types';
import { findPreset, PRESETS } from '../presets/index';

export const SUMMARY_FORMAT = 'tarock-deal-summary';
export const SUMMARY_VERSION = 1;

export interface ScoredSummary {
  readonly game: Game;
  readonly settlement: Settlement;
}

/**
 * @example scoreSummary(JSON.parse(text)) → ok({ game, settlement }) or err("…")
 */
export function scoreSummary(summary: unknown, presets: readonly Preset[] = PRESETS): Result<ScoredSummary> {
  if (typeof summary !== 'object' || summary === null || Array.isArray(summary))
    return err('a deal summary is a JSON object');
  const o = summary as Record<string, unknown>; // a non-null, non-array object: checked above
  if (o['format'] !== SUMMARY_FORMAT) return err(`format: expected "${SUMMARY_FORMAT}"`);
  if (o['version'] === undefined)
    return err(`missing field "version" (this engine reads version ${SUMMARY_VERSION})`);
  if (o['version'] !== SUMMARY_VERSION)
    return err(
      `version: this engine reads version ${SUMMARY_VERSION} summaries, not ${quoted(o['version'])}`,
    );
  const id = o['variant'];
  if (typeof id !== 'string') return err('variant: expected a preset id');
  const preset = findPreset(id, presets);
  // A game name with options (`illustrated-beck(allPass=trischaken)`) is not a preset id: a
  // summary keeps its options apart, in "options".
  if (!preset && id.includes('('))
    return err(
      `variant: ${quoted(id, 80)} is a preset id with options; write the id alone and the options as "options": {"name": value}`,
    );
  if (!preset)
    return err(
      `variant: unknown ${quoted(id, 80)} (known: ${presets.map((p) => p.rules.id).join(', ') || 'none'})`,
    );
  const rawOptions = o['options'] ?? {};
  if (typeof rawOptions !== 'object' || rawOptions === null || Array.isArray(rawOptions))
    return err('options: expected an object of option values');
  const options: Record<string, OptionValue> = {};
  for (const [k, v] of Object.entries(rawOptions)) {
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')
      return err(`options.${quoted(k)}: expected a string, number or boolean`);
    // Defined, not assigned: an option "__proto__" is refused as unknown, not dropped unseen.
    Object.defineProperty(options, k, { value: v, enumerable: true, writable: true });
  }
  const game = makeGame(preset, options);
  if (!game.ok) return err(`options: ${game.error}`);
  const settled = preset.settleSummary(summary, game.value.rules, game.value.seats);
  if (!settled.ok) return settled;
  return ok({ game: game.value, settlement: settled.value });
}
