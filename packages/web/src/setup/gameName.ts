/** The loadGame name for a preset and the option values chosen (only those that differ from the default). */
import type { OptionValue, Preset } from '@tarock/engine';

export function gameName(preset: Preset, values: Readonly<Record<string, OptionValue>>): string {
  const diff = preset.options
    .filter((o) => values[o.key] !== undefined && values[o.key] !== o.default)
    .map((o) => `${o.key}=${String(values[o.key])}`);
  return diff.length ? `${preset.rules.id}(${diff.join(',')})` : preset.rules.id;
}

/** Seats at the table for these values: the "seats" option, else the rule set's first seat count. */
export function seatCount(preset: Preset, values: Readonly<Record<string, OptionValue>>): number {
  const v = values['seats'] ?? preset.options.find((o) => o.key === 'seats')?.default;
  return typeof v === 'number' ? v : (preset.rules.seatCounts[0] ?? 3);
}
