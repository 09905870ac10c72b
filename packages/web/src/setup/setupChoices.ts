/**
 * The setup's choices kept in the browser (localStorage, `tarock.setup.v1`), so that a reload or
 * next week's visit opens the setup as the player left it: the family, the rule set, its house
 * rules, the names and each seat's computer player. Only the rule set and the seats: table comfort
 * (language, speed, deck, the Analyse's depth) is kept apart in the settings (`app/settings.ts`),
 * and the game name is built from house rules that the rule set has, so nothing else can slip into
 * it.
 *
 * What is read back is checked field by field against this app's presets: a rule set that no
 * longer exists falls back to the family's first (and its house rules to the defaults, as they
 * were another rule set's), a house rule the rule set does not have or a value it does not allow
 * is left out, a name or a computer player that is not text is the default one; broken JSON or
 * storage that cannot be read gives the defaults. A computer player no longer offered falls back in
 * the form (`Setup`), where the offered ones are known.
 */
import { type OptionValue, PRESETS, type Preset } from '@tarock/engine';
import { DEFAULT_NAMES } from '../app/playerName';
import type { Family } from '../i18n/vocab';

/** What the setup holds, as the player left it. */
export interface SetupChoices {
  readonly family: Family;
  /** The preset chosen ('' for the family's first). */
  readonly presetId: string;
  readonly values: Readonly<Record<string, OptionValue>>;
  readonly names: readonly string[];
  /** Each seat's computer player as chosen (undefined: the default one). */
  readonly levels: readonly (string | undefined)[];
}

/** The key; a change of the stored shape that older pages cannot read gets a new one. */
export const SETUP_KEY = 'tarock.setup.v1';

const FAMILIES: readonly Family[] = ['illustrated', 'bavarian'];

/**
 * The longest name or computer player's name read back: longer is damage, not a choice (a name
 * over the table's cap of 20 is kept whole and told in the form, as when typed).
 */
const TEXT_MAX = 200;

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length <= TEXT_MAX ? v : undefined;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored house rules the preset has, with values it allows. */
function presetValues(preset: Preset | undefined, stored: unknown): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  if (!preset || !isRecord(stored)) return out;
  for (const spec of preset.options) {
    const v = stored[spec.key];
    const allowed = spec.values.find((x) => x === v);
    if (allowed !== undefined) out[spec.key] = allowed;
  }
  return out;
}

/**
 * The choices in a stored value, each field checked on its own (see the module's comment); null
 * when nothing was stored or it is not a JSON object.
 *
 * @example
 * readSetupChoices('{"family":"bavarian","presetId":"haferltarock","values":{"seats":4}}')
 * // → { family: 'bavarian', presetId: 'haferltarock', values: { seats: 4 }, names: DEFAULT_NAMES, levels: [] }
 */
export function readSetupChoices(raw: string | null): SetupChoices | null {
  return setupChoicesIn(parsed(raw));
}

/** A stored value's JSON, or undefined (nothing stored, or not JSON). */
export function parsed(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The choices in a parsed stored value (`readSetupChoices`), or null where it is no object. */
export function setupChoicesIn(o: unknown): SetupChoices | null {
  if (!isRecord(o)) return null;
  const stored = PRESETS.find((p) => p.rules.id === o['presetId']);
  // The rule set decides the family; without it, the family stored if it is one.
  const family: Family = stored?.rules.family ?? FAMILIES.find((f) => f === o['family']) ?? 'illustrated';
  // A preset no longer there: the family's first, at its defaults (the values were another's).
  const preset =
    stored ?? (o['presetId'] === '' ? PRESETS.find((p) => p.rules.family === family) : undefined);
  const names = Array.isArray(o['names']) ? o['names'] : [];
  const levels = Array.isArray(o['levels']) ? o['levels'] : [];
  return {
    family,
    presetId: stored?.rules.id ?? '',
    values: presetValues(preset, o['values']),
    names: DEFAULT_NAMES.map((d, i) => text(names[i]) ?? d),
    levels: DEFAULT_NAMES.map((_, i) => text(levels[i])),
  };
}

/** The choices as stored: plain data for `JSON.stringify` (`writeSetupChoices`). */
export function setupChoicesData(c: SetupChoices): Record<string, unknown> {
  return {
    family: c.family,
    presetId: c.presetId,
    values: c.values,
    names: c.names,
    // JSON writes an array's undefined as null, which reads back as the default.
    levels: c.levels,
  };
}

/** The choices as stored, for `readSetupChoices`. */
export function writeSetupChoices(c: SetupChoices): string {
  return JSON.stringify(setupChoicesData(c));
}

/** The page's localStorage, or undefined where even asking for it throws (storage disabled). */
export function pageStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/** What `key` holds in `storage`, or null (nothing, or storage that refuses: a blocked origin). */
export function loadKept(storage: Pick<Storage, 'getItem'> | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `text` under `key`; where storage cannot (full, disabled), it lasts for this visit only. */
export function saveKept(storage: Pick<Storage, 'setItem'> | undefined, key: string, text: string): void {
  try {
    storage?.setItem(key, text);
  } catch {
    // storage full or disabled
  }
}

/** The choices kept in `storage`, or null (none, unreadable, or no storage at all). */
export function loadSetupChoices(storage: Pick<Storage, 'getItem'> | undefined): SetupChoices | null {
  return readSetupChoices(loadKept(storage, SETUP_KEY));
}

/** Keeps the choices in `storage`; where it cannot (full, disabled), they last for this visit only. */
export function saveSetupChoices(storage: Pick<Storage, 'setItem'> | undefined, c: SetupChoices): void {
  saveKept(storage, SETUP_KEY, writeSetupChoices(c));
}
