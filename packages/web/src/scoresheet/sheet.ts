/**
 * The score sheet for a table that plays with real cards: the preset, the players and each deal's
 * summary as the score-keeper wrote it. Settlements and totals are recomputed from the summaries
 * with the preset's own scorekeeping entry point (`settleSummary`) and match rules, so a sheet is
 * plain data that survives a reload and can be exported.
 */
import { type MatchState, type Result, type Settlement, err, findPreset, ok } from '@tarock/engine';
import { seatCount } from '../setup/gameName';

export interface Sheet {
  readonly version: 1;
  readonly preset: string;
  readonly names: readonly string[];
  readonly deals: readonly unknown[];
}

export interface SheetTotals {
  readonly settlements: readonly Settlement[];
  readonly match: MatchState;
}

export const SHEET_KEY = 'tarock.sheet.v1';

export function emptySheet(preset: string, names: readonly string[]): Sheet {
  return { version: 1, preset, names, deals: [] };
}

/** Settles every deal of the sheet in order and threads the match through them. */
export function settleSheet(sheet: Sheet): Result<SheetTotals> {
  const preset = findPreset(sheet.preset);
  if (!preset) return err(`unknown rule set "${sheet.preset}"`);
  const seats = seatCount(preset, {});
  let match = preset.match.start(preset.rules, preset.rules.id, seats, 0);
  const settlements: Settlement[] = [];
  for (const [i, summary] of sheet.deals.entries()) {
    const s = preset.settleSummary(summary, preset.rules, seats);
    if (!s.ok) return err(`deal ${i + 1}: ${s.error}`);
    settlements.push(s.value);
    match = preset.match.next(preset.rules, match, s.value);
  }
  return ok({ settlements, match });
}

/** Adds a deal if the preset's scorekeeping accepts it; otherwise the reason. */
export function addDeal(sheet: Sheet, summary: unknown): Result<Sheet> {
  const next: Sheet = { ...sheet, deals: [...sheet.deals, summary] };
  const r = settleSheet(next);
  return r.ok ? ok(next) : err(r.error);
}

export function parseSheet(text: string | null): Sheet | null {
  if (!text) return null;
  try {
    const o: unknown = JSON.parse(text);
    if (!o || typeof o !== 'object') return null;
    const r = o as Record<string, unknown>;
    if (
      r['version'] !== 1 ||
      typeof r['preset'] !== 'string' ||
      !Array.isArray(r['names']) ||
      !Array.isArray(r['deals'])
    )
      return null;
    return { version: 1, preset: r['preset'], names: r['names'].map(String), deals: r['deals'] };
  } catch {
    return null;
  }
}
