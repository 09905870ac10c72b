/**
 * The score sheet for a table that plays with real cards: the preset, the players and each deal's
 * summary as the score-keeper wrote it. Settlements and totals are recomputed from the summaries
 * with the preset's own scorekeeping entry point (`settleSummary`) and match rules, so a sheet is
 * plain data that survives a reload and can be exported.
 */
import {
  type MatchState,
  type OptionValue,
  type Preset,
  type Result,
  type RulesetBase,
  type Settlement,
  err,
  findPreset,
  makeGame,
  ok,
} from '@tarock/engine';

export interface Sheet {
  readonly version: 1;
  readonly preset: string;
  readonly names: readonly string[];
  /** The house-rule options that differ from the preset's defaults. */
  readonly options: Readonly<Record<string, OptionValue>>;
  /** The seat that deals the first deal (0 when absent: sheets saved before it was asked). */
  readonly firstDealer?: number;
  readonly deals: readonly unknown[];
}

export interface SheetTotals {
  readonly settlements: readonly Settlement[];
  readonly match: MatchState;
}

export const SHEET_KEY = 'tarock.sheet.v1';

export function emptySheet(
  preset: string,
  names: readonly string[],
  options: Readonly<Record<string, OptionValue>> = {},
  firstDealer = 0,
): Sheet {
  return { version: 1, preset, names, options, ...(firstDealer ? { firstDealer } : {}), deals: [] };
}

/** The preset, its rule set with the sheet's options, and the seats at the table. */
export function sheetGame(
  sheet: Pick<Sheet, 'preset' | 'options'>,
): Result<{ preset: Preset; rules: RulesetBase; seats: number; name: string }> {
  const preset = findPreset(sheet.preset);
  if (!preset) return err(`unknown rule set "${sheet.preset}"`);
  const g = makeGame(preset, sheet.options);
  if (!g.ok) return g;
  return ok({ preset, rules: g.value.rules, seats: g.value.seats, name: g.value.name });
}

/** Settles every deal of the sheet in order and threads the match through them. */
export function settleSheet(sheet: Sheet): Result<SheetTotals> {
  const g = sheetGame(sheet);
  if (!g.ok) return g;
  const { preset, rules, seats, name } = g.value;
  let match = preset.match.start(rules, name, seats, sheet.firstDealer ?? 0);
  const settlements: Settlement[] = [];
  for (const [i, summary] of sheet.deals.entries()) {
    const s = preset.settleSummary(summary, rules, seats);
    if (!s.ok) return err(`deal ${i + 1}: ${s.error}`);
    settlements.push(s.value);
    match = preset.match.next(rules, match, s.value);
  }
  return ok({ settlements, match });
}

/**
 * Adds a deal if the preset's scorekeeping accepts it and it belongs to this sheet; otherwise the
 * reason. A summary pasted from elsewhere is the sheet's only if it names the sheet's rule set and
 * house rules (they decide the points: a summary's own options were silently replaced by the
 * sheet's) and, where the sheet keeps the match's money, the sheet's dealer and pots (a pasted pot
 * of 5,000 ¢ paid out of a sheet's 150 ¢).
 */
export function addDeal(sheet: Sheet, summary: unknown): Result<Sheet> {
  const before = settleSheet(sheet);
  if (!before.ok) return before;
  const mismatch = notOfSheet(sheet, summary, before.value.match);
  if (mismatch) return err(mismatch);
  const next: Sheet = { ...sheet, deals: [...sheet.deals, summary] };
  const r = settleSheet(next);
  return r.ok ? ok(next) : err(r.error);
}

/** Why a summary is not a deal of this sheet (another rule set, house rules, dealer or pot), or null. */
function notOfSheet(sheet: Sheet, summary: unknown, match: MatchState): string | null {
  if (!summary || typeof summary !== 'object' || Array.isArray(summary)) return null;
  const o = summary as Readonly<Record<string, unknown>>;
  if (typeof o['variant'] === 'string' && o['variant'] !== sheet.preset)
    return `this deal is of "${o['variant']}", the sheet of "${sheet.preset}"`;
  const mine = sheetGame(sheet);
  if (o['options'] !== undefined) {
    const theirs = sheetGame({ preset: sheet.preset, options: readOptions(o['options']) });
    if (mine.ok && theirs.ok && mine.value.name !== theirs.value.name)
      return `this deal was scored as ${theirs.value.name}, the sheet plays ${mine.value.name}: start a sheet with those house rules`;
  }
  const money = (key: 'dealer' | 'pot' | 'sidePot', have: number | undefined, what: string) =>
    o[key] !== undefined && have !== undefined && o[key] !== have
      ? `"${key}" is ${JSON.stringify(o[key])}, but on this sheet ${what} is ${have}`
      : null;
  // The Bavarian settlement reads the dealer (who defends first) and the pots off the summary.
  if (!mine.ok || mine.value.preset.rules.family !== 'bavarian') return null;
  return (
    money('dealer', match.dealer, 'the dealer of the next deal') ??
    money('pot', match.pot, 'the pot (in cents)') ??
    money('sidePot', match.sidePot, 'the side pot (in cents)')
  );
}

/**
 * The sheet without its last deal: a deal entered wrong is taken off and entered again (the match,
 * its dealer and pots, is recomputed from the deals that stay).
 */
export function removeLastDeal(sheet: Sheet): Sheet {
  return { ...sheet, deals: sheet.deals.slice(0, -1) };
}

/** The sheet kept in the browser's storage, or null when there is none or it cannot be read. */
export function parseSheet(text: string | null): Sheet | null {
  if (!text) return null;
  // Deals that no longer settle are kept: the sheet shows why, and the last can be removed.
  const r = sheetOf(text);
  return r.ok ? r.value : null;
}

/**
 * A sheet from an exported file: its shape, its rule set and house rules, one name per seat, the
 * first dealer among them, and every deal settling, or the reason it is not a sheet.
 */
export function readSheet(text: string): Result<Sheet> {
  const sheet = sheetOf(text);
  if (!sheet.ok) return sheet;
  const totals = settleSheet(sheet.value);
  return totals.ok ? sheet : err(totals.error);
}

function sheetOf(text: string): Result<Sheet> {
  let o: unknown;
  try {
    o = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    return err(`not a score sheet (not JSON: ${e instanceof Error ? e.message : String(e)})`);
  }
  if (!o || typeof o !== 'object' || Array.isArray(o)) return err('not a score sheet (not a JSON object)');
  const r = o as Record<string, unknown>;
  if (r['version'] !== 1)
    return err(`not a score sheet of version 1 (version ${JSON.stringify(r['version'])})`);
  if (typeof r['preset'] !== 'string') return err('"preset" is missing: the rule set the sheet keeps');
  if (!Array.isArray(r['names']) || !r['names'].every((n) => typeof n === 'string'))
    return err('"names" must be the players\' names, one string per seat');
  if (!Array.isArray(r['deals'])) return err('"deals" must be the list of deal summaries');
  const given = r['options'] ?? {};
  if (
    typeof given !== 'object' ||
    given === null ||
    Array.isArray(given) ||
    !Object.values(given).every((v) => ['string', 'number', 'boolean'].includes(typeof v))
  )
    return err('"options" must map each house rule to its value');
  const options = readOptions(given);
  const g = sheetGame({ preset: r['preset'], options });
  if (!g.ok) return g;
  if (r['names'].length !== g.value.seats)
    return err(`${r['names'].length} names for ${g.value.seats} seats`);
  const first = r['firstDealer'] ?? 0;
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 0 || first >= g.value.seats)
    return err(`"firstDealer" must be a seat from 0 to ${g.value.seats - 1}, not ${JSON.stringify(first)}`);
  return ok({
    version: 1,
    preset: r['preset'],
    names: r['names'],
    options,
    ...(first ? { firstDealer: first } : {}),
    deals: r['deals'],
  });
}

/** Stored options: only string, number and boolean values are kept. */
function readOptions(x: unknown): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  if (!x || typeof x !== 'object') return out;
  for (const [k, v] of Object.entries(x))
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
  return out;
}
