/**
 * What the score sheet reads off a preset's rule set to offer the right fields: the contract ids,
 * the bonuses and honours (Illustrated; the engine's named lists), whether Kontra is played
 * (Bavarian). Checked at run time, so the sheet works for any preset that declares these named
 * properties.
 */
import { type RulesetBase, ruleField } from '@tarock/engine';

export { type Named, bonusesOf, contractsOf, honoursOf } from '@tarock/engine';

/** The highest Kontra level (0 when the preset plays without Kontra). */
export function kontraLevels(rules: RulesetBase): number {
  const k = ruleField(rules, 'kontra');
  if (typeof k !== 'object' || k === null) return 0;
  const o = k as Readonly<Record<string, unknown>>;
  return o['enabled'] === true && typeof o['maxLevel'] === 'number' ? o['maxLevel'] : 0;
}

/** True when the rule set plays Trischaken when all pass. */
export function hasTrischaken(rules: RulesetBase): boolean {
  const r = ruleField(rules, 'redeal');
  return (
    typeof r === 'object' &&
    r !== null &&
    (r as Readonly<Record<string, unknown>>)['allPass'] === 'trischaken'
  );
}

/** True when the rule set keeps a pot (Bavarian money games with a Kasse). */
export function hasPot(rules: RulesetBase): boolean {
  const p = ruleField(rules, 'pot');
  return typeof p === 'object' && p !== null && (p as Readonly<Record<string, unknown>>)['serves'] !== 'none';
}
