/**
 * A record that does not read, whose header names a known rule set at another version than this
 * engine's: its version is said first. Such a record was written under rules that have changed
 * since, and the fields of its result may have changed with them: "the record was played under
 * version 1 of illustrated-beck; this engine has version 3" tells the reader more than the field
 * that no longer reads (docs/records.md, "Versioning").
 */
import { findPreset, PRESETS } from '../presets/index';
import type { Preset } from '../core/ruleset';

/**
 * `error` (why the record did not read), led by the version where `written` — the record's text in
 * either form, or its JSON value — names a rule set of `presets` at another version.
 */
export function unreadRecordError(
  error: string,
  written: unknown,
  presets: readonly Preset[] = PRESETS,
): string {
  const header = headerOf(written);
  const preset = header ? findPreset(header.variant, presets) : undefined;
  if (!header || !preset || preset.rules.version === header.rulesVersion) return error;
  return `the record was played under version ${header.rulesVersion} of ${header.variant}; this engine has version ${preset.rules.version} (nor does it read as a record of this engine: ${error})`;
}

/** The rule set and its version as a record's header gives them, read leniently; null if it gives none. */
function headerOf(written: unknown): { variant: string; rulesVersion: number } | null {
  if (typeof written === 'string') {
    const text = written.charCodeAt(0) === 0xfeff ? written.slice(1) : written;
    if (text.trimStart().startsWith('{')) {
      try {
        return headerOf(JSON.parse(text) as unknown);
      } catch {
        return null;
      }
    }
    const variant = /^\[Variant "([a-z0-9-]{1,80})"\]\s*$/m.exec(text)?.[1];
    const version = /^\[RulesVersion "(\d{1,9})"\]\s*$/m.exec(text)?.[1];
    return variant && version ? { variant, rulesVersion: Number(version) } : null;
  }
  if (typeof written !== 'object' || written === null) return null;
  const { variant, rulesVersion } = written as Record<string, unknown>;
  return typeof variant === 'string' && typeof rulesVersion === 'number' && Number.isInteger(rulesVersion)
    ? { variant, rulesVersion }
    : null;
}
