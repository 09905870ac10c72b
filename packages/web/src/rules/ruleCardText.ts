/**
 * The rule card (the engine's `Preset.ruleCard`) in the page's language: section titles, the
 * tables' headers and cells, the statements, from the German catalog (i18n/ruleCardPhrases.ts)
 * or the engine's English one. Contracts, bonuses and honours are named as the rest of the page
 * names them (vocab.ts: `contractTitle`, `bonusName`), Kontra calls by `doublingWord`, money as
 * the table writes amounts.
 */
import {
  type Phrase,
  type PhraseFormat,
  RULE_CARD_PHRASES,
  type RuleCard,
  type RuleCell,
  type RulesetBase,
  contractsOf,
  renderPhrase,
  thirdsText,
} from '@tarock/engine';
import type { Lang } from '../app/settings';
import { GERMAN_LIST_TEMPLATES, listsSaid, moneyAsCents, withVariants } from '../i18n/phraseVariants';
import {
  GERMAN_RULE_CARD,
  GERMAN_RULE_CARD_CENTS,
  GERMAN_RULE_CARD_LISTS,
  GERMAN_RULE_CARD_VARIANTS,
} from '../i18n/ruleCardPhrases';
import { bonusName, contractTitle, doublingWord, ownContractName } from '../i18n/vocab';
import { formatAmount } from '../result/format';

export interface RuleCardTable {
  /** Column headers; the first names the rows. */
  readonly headers: readonly string[];
  readonly rows: readonly { readonly id: string; readonly cells: readonly string[] }[];
}

export interface RuleCardSectionText {
  readonly id: string;
  readonly title: string;
  readonly table: RuleCardTable | null;
  readonly lines: readonly string[];
}

/** The card's format: names as vocab.ts gives them, numbers and money as the page writes them. */
function cardFormat(rules: RulesetBase, lang: Lang): PhraseFormat {
  const isContract = (id: string): boolean => contractsOf(rules).some((c) => c.id === id);
  const family = rules.family;
  return {
    join:
      lang === 'de'
        ? { comma: ', ', and: ' und ', slash: ' / ', spacedSlash: ' / ', plus: ' + ' }
        : { comma: ', ', and: ' and ', slash: ' / ', spacedSlash: ' / ', plus: ' + ' },
    number: (n) => (lang === 'de' ? `${n}`.replace('.', ',').replace('-', '−') : `${n}`.replace('-', '−')),
    money: (cents) => formatAmount(cents, 'cents', lang),
    thirds: thirdsText,
    seat: (s) => `${s}`,
    seats: (seats, join) => seats.join(join),
    contract: (id) =>
      isContract(id) ? contractTitle(id, lang, ownContractName(rules, id)) : bonusName(id, lang, rules),
    suit: (_suit, en) => en,
    kontra: (level) => doublingWord(family, level, lang),
  };
}

/** The text with its first letter a capital, past any opening quote ("„Ich spiele“ erlaubt …"). */
const capital = (s: string): string =>
  s.replace(/^([„“"‘'«»]*)(.)/u, (_, quote: string, first: string) => quote + first.toUpperCase());

/** The card's phrases in `lang`. */
export function cardPhraseText(p: Phrase, rules: RulesetBase, lang: Lang): string {
  if (lang !== 'de') return renderPhrase(p, RULE_CARD_PHRASES, cardFormat(rules, lang));
  const said = listsSaid(moneyAsCents(p, GERMAN_RULE_CARD_CENTS), GERMAN_RULE_CARD_LISTS);
  const german = withVariants(said, GERMAN_RULE_CARD_VARIANTS);
  // A phrase the family says its own way (the Illustrated "weiter" for the shared "passen").
  const byFamily = `${german.key}#family=${rules.family}`;
  const q = GERMAN_CARD[byFamily] !== undefined ? { ...german, key: byFamily } : german;
  return renderPhrase(q, GERMAN_CARD, cardFormat(rules, lang));
}

/** The German card's templates with their variants (phraseVariants.ts). */
const GERMAN_CARD: Readonly<Record<string, string>> = {
  ...GERMAN_RULE_CARD,
  ...GERMAN_RULE_CARD_VARIANTS,
  ...GERMAN_LIST_TEMPLATES,
};

const cellText = (c: RuleCell, rules: RulesetBase, lang: Lang): string =>
  c === null ? '–' : cardPhraseText({ key: 'card.cell', args: { value: c } }, rules, lang);

/** Every section of the card in `lang`: its title, its table (if any), its statements as sentences. */
export function ruleCardSections(card: RuleCard, rules: RulesetBase, lang: Lang): RuleCardSectionText[] {
  const say = (key: string) => cardPhraseText({ key }, rules, lang);
  return card.sections.map((s) => ({
    id: s.id,
    title: say(`card.section.${s.id}`),
    table: s.table
      ? {
          headers: s.table.columns.map((c) => capital(say(`card.col.${c}`))),
          rows: s.table.rows.map((r) => ({
            id: r.id,
            cells: r.cells.map((c, i) =>
              i === 0 ? capital(cellText(c, rules, lang)) : cellText(c, rules, lang),
            ),
          })),
        }
      : null,
    lines: s.rows.map((r) => {
      const text = capital(cardPhraseText(r, rules, lang));
      return /[.!?]$/.test(text) ? text : `${text}.`;
    }),
  }));
}
