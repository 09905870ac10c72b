/**
 * What the score sheet reads off a preset's rule set to offer the right fields: the contract ids,
 * the bonuses and honours (Illustrated), whether Kontra is played (Bavarian). Checked at run time,
 * so the sheet works for any preset that declares these named properties.
 */
import type { RulesetBase } from '@tarock/engine';

export interface Named {
  readonly id: string;
  readonly name: string;
}

const isNamedList = (x: unknown): x is readonly Named[] =>
  Array.isArray(x) &&
  x.every(
    (e) => typeof e === 'object' && e !== null && typeof e.id === 'string' && typeof e.name === 'string',
  );

function field(rules: RulesetBase, key: string): unknown {
  return (rules as unknown as Readonly<Record<string, unknown>>)[key]; // a rule set is plain data: read a named property
}

export function contractsOf(rules: RulesetBase): readonly Named[] {
  const c = field(rules, 'contracts');
  return isNamedList(c) ? c : [];
}

export function bonusesOf(rules: RulesetBase): readonly Named[] {
  const b = field(rules, 'bonuses');
  return isNamedList(b) ? b : [];
}

export function honoursOf(rules: RulesetBase): readonly Named[] {
  const h = field(rules, 'honours');
  return isNamedList(h) ? h : [];
}

/** The highest Kontra level (0 when the preset plays without Kontra). */
export function kontraLevels(rules: RulesetBase): number {
  const k = field(rules, 'kontra');
  if (typeof k !== 'object' || k === null) return 0;
  const o = k as Readonly<Record<string, unknown>>;
  return o['enabled'] === true && typeof o['maxLevel'] === 'number' ? o['maxLevel'] : 0;
}

/** True when the rule set plays Trischaken when all pass. */
export function hasTrischaken(rules: RulesetBase): boolean {
  const r = field(rules, 'redeal');
  return (
    typeof r === 'object' &&
    r !== null &&
    (r as Readonly<Record<string, unknown>>)['allPass'] === 'trischaken'
  );
}

/** True when the rule set keeps a pot (Bavarian money games with a Kasse). */
export function hasPot(rules: RulesetBase): boolean {
  const p = field(rules, 'pot');
  return typeof p === 'object' && p !== null && (p as Readonly<Record<string, unknown>>)['serves'] !== 'none';
}
