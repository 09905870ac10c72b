/** The games the shared suites run: every preset at its defaults, and its 4-seat form where it has one. */
import { type Game, makeGame } from '../core/game';
import type { Preset } from '../core/ruleset';

export function suiteGames(presets: readonly Preset[]): Game[] {
  const out: Game[] = [];
  for (const preset of presets) {
    const base = makeGame(preset);
    if (!base.ok) throw new Error(`${preset.rules.id} does not load at its defaults: ${base.error}`);
    out.push(base.value);
    const seats = preset.options.find((o) => o.key === 'seats');
    for (const n of seats?.values ?? []) {
      if (n === seats?.default) continue;
      const g = makeGame(preset, { seats: n });
      if (!g.ok) throw new Error(`${preset.rules.id} does not load with seats=${String(n)}: ${g.error}`);
      out.push(g.value);
    }
  }
  return out;
}

/**
 * One game per preset, option and non-default value (every other option at its default; the
 * seat counts are in `suiteGames`): the flows an option changes, for the suites to run on.
 */
export function optionGames(presets: readonly Preset[]): Game[] {
  const out: Game[] = [];
  for (const preset of presets)
    for (const option of preset.options) {
      if (option.key === 'seats') continue;
      for (const value of option.values) {
        if (value === option.default) continue;
        const g = makeGame(preset, { [option.key]: value });
        if (!g.ok) throw new Error(`${preset.rules.id} with ${option.key}=${String(value)}: ${g.error}`);
        out.push(g.value);
      }
    }
  return out;
}
