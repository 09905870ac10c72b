/**
 * The rule cards' English (core/ruleCard.ts): every family's rule-card templates in one catalog,
 * and the card as lines of text — a section's title, its table's rows ("3 Blatt: game value 3,
 * taken (Ablösung) 4, …") and its statements — for the terminal (`tarock rules`) and for tests.
 */
import { renderPhrase, ENGLISH_FORMAT, type Phrase, type PhraseArg } from '../core/phrase';
import { RULE_CARD_COMMON, type RuleCard, type RuleCell, type RuleSection } from '../core/ruleCard';
import { BAVARIAN_CARD_PHRASES } from '../bavarian/ruleCard';
import { ILLUSTRATED_CARD_PHRASES } from '../illustrated/ruleCard';

export const RULE_CARD_PHRASES = {
  ...RULE_CARD_COMMON,
  ...ILLUSTRATED_CARD_PHRASES,
  ...BAVARIAN_CARD_PHRASES,
} as const;

/** Every key of the rule-card catalog. */
export type RuleCardKey = keyof typeof RULE_CARD_PHRASES;

/** A rule-card phrase in the engine's English. */
export const ruleCardEnglish = (p: Phrase): string => renderPhrase(p, RULE_CARD_PHRASES, ENGLISH_FORMAT);

/** A cell in the engine's English ("–" where the source has none). */
export const cellEnglish = (c: RuleCell): string =>
  c === null ? '–' : ruleCardEnglish({ key: 'card.cell', args: { value: c as PhraseArg } });

/** One line per table row: "3 Blatt: game value 3, taken (Ablösung) 4, …, talon top or bottom three". */
function tableLines(s: RuleSection): string[] {
  if (!s.table) return [];
  const heads = s.table.columns.map((c) => ruleCardEnglish({ key: `card.col.${c}` }));
  return s.table.rows.map((row) => {
    const [first, ...rest] = row.cells;
    const parts = rest.map((c, i) => `${heads[i + 1]} ${cellEnglish(c)}`);
    return `${cellEnglish(first ?? null)}: ${parts.join(', ')}`;
  });
}

const sentence = (text: string): string => {
  const t = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

export interface RuleCardText {
  readonly title: string;
  readonly sections: readonly { readonly title: string; readonly lines: readonly string[] }[];
}

/** The card in English: its title, then each section's title with its table rows and statements. */
export function ruleCardText(card: RuleCard): RuleCardText {
  return {
    title: `${card.name} (${card.game})`,
    sections: card.sections.map((s) => ({
      title: ruleCardEnglish({ key: `card.section.${s.id}` }),
      lines: [...tableLines(s), ...s.rows.map((r) => sentence(ruleCardEnglish(r)))],
    })),
  };
}
