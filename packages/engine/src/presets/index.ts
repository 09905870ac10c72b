/** The registry of presets: every rule set of the seeds, by id. */
import { quoted } from '../core/quoted';
import { type Game, makeGame } from '../core/game';
import { type Result, err } from '../core/result';
import type { Preset } from '../core/ruleset';
import { parseGameName } from '../core/game';
import { bavarianPresets } from './bavarian';
import { illustratedPresets } from './illustrated';

export const PRESETS: readonly Preset[] = [...illustratedPresets, ...bavarianPresets];

/** The preset with this id (from `presets`, by default every preset of the engine). */
export function findPreset(id: string, presets: readonly Preset[] = PRESETS): Preset | undefined {
  return presets.find((p) => p.rules.id === id);
}

/**
 * Loads a game by name: a preset id, optionally with options, e.g.
 * `illustrated-beck(allPass=trischaken)` or `haferltarock(seats=4)`. Tests may pass their own preset list.
 * @example const g = loadGame('illustrated-mayr-sedlaczek-2016'); if (g.ok) g.value.newDeal()
 */
export function loadGame(name: string, presets: readonly Preset[] = PRESETS): Result<Game> {
  const parsed = parseGameName(name);
  if (!parsed.ok) return parsed;
  const preset = findPreset(parsed.value.id, presets);
  if (!preset)
    return err(
      `unknown variant ${quoted(parsed.value.id, 80)} (known: ${presets.map((p) => p.rules.id).join(', ') || 'none'})`,
    );
  return makeGame(preset, parsed.value.values);
}
