/**
 * The named lists a rule set declares — its contracts, bonuses and honours, each an id with the
 * rule set's own name ("dreiblatt" → "Dreiblatt", "forty" → "With 40") — read as plain data, so
 * that the score sheet, the settlement view and the terminal ask any preset for them without
 * knowing its family. A rule set without such a list has none.
 */
import type { RulesetBase } from './ruleset';

export interface Named {
  readonly id: string;
  readonly name: string;
}

const isNamedList = (x: unknown): x is readonly Named[] =>
  Array.isArray(x) &&
  x.every(
    (e) => typeof e === 'object' && e !== null && typeof e.id === 'string' && typeof e.name === 'string',
  );

/** A rule set's named property (a rule set is plain data). */
export function ruleField(rules: RulesetBase, key: string): unknown {
  return (rules as unknown as Readonly<Record<string, unknown>>)[key];
}

/** The property `key` of the rule set's object field `field` (`auction.kind`), read as plain data. */
export function ruleProp(rules: RulesetBase, field: string, key: string): unknown {
  const value = ruleField(rules, field);
  return typeof value === 'object' && value !== null
    ? (value as Readonly<Record<string, unknown>>)[key]
    : undefined;
}

function namedList(rules: RulesetBase, key: string): readonly Named[] {
  const list = ruleField(rules, key);
  return isNamedList(list) ? list : [];
}

/**
 * The cards the rule set never lets be laid away (Illustrated: `talon.forbiddenDiscards`, the Kings
 * and the Trull); read as plain data, so a rule set without the property has none.
 */
export function forbiddenDiscardsOf(rules: RulesetBase): readonly number[] {
  const cards = ruleProp(rules, 'talon', 'forbiddenDiscards');
  return Array.isArray(cards) ? cards.filter((c): c is number => typeof c === 'number') : [];
}

export const contractsOf = (rules: RulesetBase): readonly Named[] => namedList(rules, 'contracts');
export const bonusesOf = (rules: RulesetBase): readonly Named[] => namedList(rules, 'bonuses');
export const honoursOf = (rules: RulesetBase): readonly Named[] => namedList(rules, 'honours');

/**
 * Whether the contract's game value is what the settlement pays by: always in Illustrated Tarock,
 * in Bavarian Tarock only where the payments are units of the stake (Huber, 1933, no point
 * bidding: Frage 1, Solo 2, Herzsolo 4). Haferltarock pays by rate bands, Sirch per point,
 * Scharfes Tarock fixed amounts: a "game value 1" there means nothing, and the table does not show it.
 */
export function paysByGameValue(rules: RulesetBase): boolean {
  const scheme = ruleProp(rules, 'payment', 'scheme');
  return scheme === undefined || scheme === 'units';
}

/** The rule set's own name for a contract, bonus or honour id, or null when it names no such id. */
export function ruleName(rules: RulesetBase, id: string): string | null {
  for (const list of [contractsOf(rules), bonusesOf(rules), honoursOf(rules)]) {
    const found = list.find((n) => n.id === id);
    if (found) return found.name;
  }
  return null;
}
