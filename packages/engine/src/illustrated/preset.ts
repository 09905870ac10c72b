/**
 * Builds an Illustrated Tarock preset from a rule set (with its defaults) and its options: the
 * options resolve into the rule-set data, the flow, settlement and match read only that data.
 */
import type { OptionValues, Preset } from '../core/ruleset';
import { illustratedFlow } from './flow';
import { illustratedMatch } from './match';
import type { IllustratedOption } from './options';
import type { IllustratedRules } from './rules';
import { illustratedRuleCard } from './ruleCard';
import { settleIllustratedSummary } from './summary';

export function illustratedPreset(
  rules: IllustratedRules,
  options: readonly IllustratedOption[],
  summary: string,
): Preset<IllustratedRules> {
  return {
    rules,
    options: options.map((o) => o.spec),
    resolve(values: OptionValues): IllustratedRules {
      let r = rules;
      for (const o of options) r = o.apply(r, values[o.spec.key] ?? o.spec.default);
      return r;
    },
    flow: illustratedFlow,
    match: illustratedMatch,
    settleSummary: settleIllustratedSummary,
    summary,
    ruleCard: illustratedRuleCard,
  };
}
