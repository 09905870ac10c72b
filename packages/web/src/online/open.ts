/**
 * From the setup form to the server's `create`: the preset id and the options that differ from
 * its defaults (typed as the option's own values), one seat spec per seat, the host's name.
 */
import { type OptionValue, findPreset } from '@tarock/engine';
import type { SeatSpec } from '@tarock/protocol';
import type { MatchSetup } from '../worker/protocol';
import type { OpenTable } from './client';

/** A computer level the server accepts in `create` (the protocol's pattern for a level). */
export const isServerLevel = (level: string): boolean => /^[a-z0-9:-]{1,24}$/.test(level);

export function openFromSetup(setup: MatchSetup, turnSeconds: number | null): OpenTable | null {
  const m = /^([a-z0-9-]+)(?:\((.*)\))?$/.exec(setup.game);
  const preset = m?.[1] ? findPreset(m[1]) : undefined;
  if (!m || !preset) return null;
  const options: Record<string, OptionValue> = {};
  for (const pair of m[2] ? m[2].split(',') : []) {
    const [key, text] = pair.split('=');
    const spec = preset.options.find((o) => o.key === key);
    const value = spec?.values.find((v) => String(v) === text);
    if (!spec || value === undefined) return null;
    options[spec.key] = value;
  }
  const seats: SeatSpec[] = setup.players.map((p) =>
    p.kind === 'human' ? { kind: 'human' } : { kind: 'computer', level: p.bot },
  );
  return { preset: preset.rules.id, options, seats, turnSeconds, name: setup.names[0] ?? '' };
}
