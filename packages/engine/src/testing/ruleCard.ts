/**
 * Reading a rule card (core/ruleCard.ts) as plain values for tests: a table's rows as arrays (a
 * number or money as its number, a named contract or bonus as its id, a phrase as its key, "–" as
 * null), and the statements' keys and arguments.
 */
import type { Phrase, PhraseArg } from '../core/phrase';
import type { Preset } from '../core/ruleset';
import { type RuleCard, type RuleSectionId, ruleSection } from '../core/ruleCard';

export type Plain = number | string | null | readonly Plain[];

export function plain(a: PhraseArg | null): Plain {
  if (a === null) return null;
  if (typeof a === 'number') return a;
  if ('key' in a) return a.key;
  if ('signed' in a) return a.signed;
  if ('money' in a) return a.money;
  if ('contract' in a) return a.contract;
  if ('list' in a) return a.list.map(plain);
  if ('thirds' in a) return a.thirds;
  if ('seat' in a) return a.seat;
  if ('kontra' in a) return a.kontra;
  if ('suit' in a) return a.suit;
  return a.seats;
}

/** The card of `preset` with these options at `seats` seats. */
export function cardOf(
  preset: Preset,
  options: Readonly<Record<string, string | number | boolean>> = {},
  seats = 3,
) {
  return preset.ruleCard(preset.resolve(options), seats);
}

/** A section's table as rows of plain cells, the row id first; [] where it has no table. */
export function tableOf(card: RuleCard, id: RuleSectionId): Plain[][] {
  return ruleSection(card, id)?.table?.rows.map((r) => r.cells.map(plain)) ?? [];
}

export const columnsOf = (card: RuleCard, id: RuleSectionId): readonly string[] =>
  ruleSection(card, id)?.table?.columns ?? [];

/** The keys of a section's statements. */
export const keysOf = (card: RuleCard, id: RuleSectionId): string[] =>
  ruleSection(card, id)?.rows.map((r) => r.key) ?? [];

/** The statement with this key anywhere on the card, its arguments as plain values. */
export function statement(card: RuleCard, key: string): Record<string, Plain> | undefined {
  for (const s of card.sections) {
    const found: Phrase | undefined = s.rows.find((r) => r.key === key);
    if (found) return Object.fromEntries(Object.entries(found.args ?? {}).map(([k, v]) => [k, plain(v)]));
  }
  return undefined;
}
