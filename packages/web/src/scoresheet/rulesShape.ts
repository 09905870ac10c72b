/**
 * What the score sheet reads off a preset's rule set to offer the right fields: the contract ids,
 * the bonuses and honours (Illustrated; the engine's named lists), whether Kontra is played
 * (Bavarian). Checked at run time, so the sheet works for any preset that declares these named
 * properties.
 */
import { type RulesetBase, ruleField, ruleProp } from '@tarock/engine';

export { type Named, bonusesOf, contractsOf, honoursOf } from '@tarock/engine';

/** The highest Kontra level (0 when the preset plays without Kontra). */
export function kontraLevels(rules: RulesetBase): number {
  const max = ruleProp(rules, 'kontra', 'maxLevel');
  return ruleProp(rules, 'kontra', 'enabled') === true && typeof max === 'number' ? max : 0;
}

/** True when the rule set plays Trischaken when all pass. */
export function hasTrischaken(rules: RulesetBase): boolean {
  return ruleProp(rules, 'redeal', 'allPass') === 'trischaken';
}

/** True when the rule set keeps a pot (Bavarian money games with a Kasse). */
export function hasPot(rules: RulesetBase): boolean {
  const serves = ruleProp(rules, 'pot', 'serves');
  return serves !== undefined && serves !== 'none';
}

/** True when contract `id` is a Bettel (no trump, won by taking no trick: its card points count for nothing). */
export function isBettel(rules: RulesetBase, id: string): boolean {
  const list = ruleField(rules, 'contracts');
  return (
    Array.isArray(list) &&
    list.some((c: unknown) => {
      const o = c as Readonly<Record<string, unknown>> | null;
      return o !== null && typeof o === 'object' && o['id'] === id && o['kind'] === 'bettel';
    })
  );
}
