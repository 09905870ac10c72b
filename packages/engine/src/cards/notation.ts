/**
 * Card notation (docs/notation.md). Two forms per card, both parseable:
 * - ASCII: suit letter + rank, e.g. `HK` (♥ King), `D1` (♦ ace, the highest red pip), `S10`, `CC`
 *   (♣ Cavalier); tarocks `T1`…`T21` and the Sküs `Sk`; German pack `EA` (Eichel-Sau), `G10`, `HO`, `SU`.
 * - Pretty: `♥K`, `♦1`, `♠10`, `♣C`; tarocks in roman numerals `I`…`XXI` and `Sküs`; German
 *   pack with the suit glyphs ♣ Eichel, ♠ Gras, ♥ Herz, ♦ Schellen (their French counterparts) and
 *   German ranks, e.g. `♣A`, `♥O`.
 * Parsing is exact (case-sensitive: `SK` is the ♠ King, `Sk` the Sküs) and also accepts the aliases
 * `Sküs`, `Skus`, `XXII`, `T22`, and in the tarock pack `B` for a Jack and `D` for a Queen (the pretty
 * form's letters). `??` stands for a hidden card.
 */
import { quoted } from '../core/quoted';
import { type Result, err, ok } from '../core/result';
import type { Card, Pack } from './pack';

export type CardStyle = 'ascii' | 'pretty';

export function formatCard(pack: Pack, card: Card, style: CardStyle = 'ascii'): string {
  const s = pack.suits[pack.suitOf[card] as number];
  const rank = s?.ranks[pack.rankOf[card] as number];
  if (!s || !rank || card < 0 || card >= pack.size) throw new RangeError(`no card ${card} in ${pack.id}`);
  if (style === 'ascii') return s.isTarock ? rank.ascii : s.ascii + rank.ascii;
  return s.isTarock ? rank.pretty : s.pretty + rank.pretty;
}

const tables = new Map<Pack, Map<string, Card>>();

function table(pack: Pack): Map<string, Card> {
  let t = tables.get(pack);
  if (t) return t;
  t = new Map();
  for (const c of pack.cards) {
    t.set(formatCard(pack, c, 'ascii'), c);
    t.set(formatCard(pack, c, 'pretty'), c);
  }
  if (pack.tarockSuit >= 0) {
    const skus = (pack.base[pack.tarockSuit] as number) + 21;
    for (const alias of ['Sküs', 'Skus', 'XXII', 'T22']) t.set(alias, skus);
    // The pretty form's German letters, typed in ASCII: B (Bube) for a Jack, D (Dame) for a Queen.
    pack.suits.forEach((s, si) => {
      if (s.isTarock) return;
      t?.set(`${s.ascii}B`, (pack.base[si] as number) + s.ranks.findIndex((x) => x.ascii === 'J'));
      t?.set(`${s.ascii}D`, (pack.base[si] as number) + s.ranks.findIndex((x) => x.ascii === 'Q'));
    });
  }
  tables.set(pack, t);
  return t;
}

/** @example parseCard(TAROCK54, 'XXI') → ok(Mond) */
export function parseCard(pack: Pack, text: string): Result<Card> {
  const c = table(pack).get(text.trim());
  if (c === undefined) {
    const hint =
      pack.tarockSuit >= 0
        ? 'e.g. HK, D1, S10, CC, T1…T21, Sk, or ♥K, XXI, Sküs'
        : 'e.g. EA, G10, HO, SU, or ♣A, ♥O';
    return err(`${quoted(text)} is not a card of the ${pack.id} pack (${hint})`);
  }
  return ok(c);
}

export function formatCards(pack: Pack, cards: readonly Card[], style: CardStyle = 'ascii'): string {
  return cards.map((c) => formatCard(pack, c, style)).join(' ');
}

export function parseCards(pack: Pack, text: string): Result<Card[]> {
  const out: Card[] = [];
  for (const tok of text.split(/[\s,]+/).filter(Boolean)) {
    const c = parseCard(pack, tok);
    if (!c.ok) return c;
    out.push(c.value);
  }
  return ok(out);
}

/** Sorts a hand for display: by suit, strongest first within the suit. */
export function sortHand(pack: Pack, cards: readonly Card[]): Card[] {
  return cards.slice().sort((a, b) => {
    const sa = pack.suitOf[a] as number;
    const sb = pack.suitOf[b] as number;
    return sa !== sb ? sa - sb : b - a;
  });
}
