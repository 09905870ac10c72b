/**
 * A deal's settlement and the match for the terminal: each explanation line in the terminal's
 * words with what it moves per seat, what the deal moves in all, what lay aside, and the balances.
 */
import {
  type ExplanationLine,
  type Game,
  type MatchState,
  type PhraseFormat,
  type Settlement,
  type Templates,
  type View,
  ENGLISH_FORMAT,
  ENGLISH_PHRASES,
  JUDGEMENT_NOTES,
  renderPhrase,
} from '@tarock/engine';
import { contractName } from './names';
import { cards, counted, seatName, talonWord } from './render';
import { WIDTH, wrapList } from './wrap';

/** Card points with their noun: `1 card point`, `0 card points`, `⅔ card points`. */
export const cardPoints = (points: number | string): string =>
  `${points} card point${String(points) === '1' ? '' : 's'}`;

const signed = (x: number): string => (x > 0 ? `+${x}` : String(x));

/** Points, or money in cents written as the settlement lines write it (`+18 ¢`, `-7.5 ¢`). */
export function amount(unit: Settlement['unit'], x: number): string {
  return unit === 'cents' ? `${x > 0 ? '+' : ''}${ENGLISH_FORMAT.money(x)}` : signed(x);
}

/** The engine's English with seats written as every other line here writes them: S1, not seat 1. */
const SEATS_AS_S: PhraseFormat = {
  ...ENGLISH_FORMAT,
  seat: (s) => `S${s}`,
  seats: (seats, join) => seats.map((s) => `S${s}`).join(join),
};

/**
 * The engine's English, but Haferltarock's pick-up game by the name the terminal gives it on every
 * other line (the contract's, `Result: Aufnahmespiel by S0`): "pick-up won" read as another game.
 */
export const TERMINAL_PHRASES: Templates = {
  ...ENGLISH_PHRASES,
  'bavarian.pickupWon': 'Aufnahmespiel won, {rate}{kontra}',
  'bavarian.pickupLost': 'Aufnahmespiel lost, {rate}{kontra}',
  'bavarian.pickupLostOther': "Aufnahmespiel lost, the other defender's {amount}{kontra}",
};

/** An explanation line in the terminal's words (its phrase, where it has one; else its text). */
export const lineText = (l: ExplanationLine): string =>
  l.phrase ? renderPhrase(l.phrase, TERMINAL_PHRASES, SEATS_AS_S) : l.text;

/** Whether the line moves no money or points (to a seat or a pot). */
const movesAnything = (l: ExplanationLine): boolean =>
  (l.amounts?.some((a) => a !== 0) ?? false) || Boolean(l.pot) || Boolean(l.sidePot);

/** A judgement note worth nothing on its own line, said with the judgement before it. */
const isNote = (l: ExplanationLine): boolean =>
  l.phrase !== undefined && JUDGEMENT_NOTES.has(l.phrase.key) && !movesAnything(l);

/**
 * The engine's closing sum of an Illustrated settlement ("Points: S0 +0, S1 +48, S2 +52"): the
 * "This deal" line says it. Shown as a line, its amounts read as a payment of their own, and the
 * lines' amounts added up to twice the deal (the web's table leaves it to its Total row too).
 */
const SUM_LINES: ReadonlySet<string> = new Set(['illustrated.points']);

/** The settlement, line by line (their amounts add up to the deal's), then what each seat adds. */
export function settlementText(game: Game, st: Settlement, names: readonly string[]): string[] {
  const who = st.declarer === null ? '' : ` by ${seatName(names, st.declarer)}`;
  // A deal without a declarer (Trischaken) has its contract for an outcome: name it once.
  const outcome = st.outcome === st.contract ? '' : `: ${st.outcome}`;
  const contract = st.contract === null ? 'no game' : contractName(game.rules, st.contract);
  const out = [`Result: ${contract}${who}${outcome}`];
  for (const p of st.cardPoints) {
    const seat = p.seats.length === 1 && p.party === `seat${p.seats[0]}` ? p.seats[0] : undefined;
    // A seat's own pile (Trischaken) is named by the seat, not by the record's word "seat0".
    const party =
      seat !== undefined
        ? seatName(names, seat)
        : `${p.party} (${p.seats.length > 0 ? p.seats.map((s) => `S${s}`).join(', ') : 'nobody'})`;
    out.push(`  ${party}: ${cardPoints(p.points)} of ${game.pack.total}`);
  }
  for (const [i, l] of st.lines.entries()) {
    if (l.phrase && SUM_LINES.has(l.phrase.key)) continue;
    // A judgement note ("Schneider") is said at the end of the judgement before it, as the web
    // does: alone on a line it read as if it were paid, where the rules pay nothing for it.
    const prev = st.lines[i - 1];
    if (isNote(l) && prev && !movesAnything(prev)) continue;
    const next = st.lines[i + 1];
    const text =
      next && isNote(next) && !movesAnything(l) ? `${lineText(l)} — ${lineText(next)}` : lineText(l);
    const amounts = l.amounts
      ? [`  [${l.amounts.map((x, i) => `S${i} ${amount(st.unit, x)}`).join(', ')}]`]
      : [];
    const pot = l.pot ? [`  [pot ${amount(st.unit, l.pot)}]`] : [];
    const side = l.sidePot ? [`  [side pot ${amount(st.unit, l.sidePot)}]`] : [];
    // A long line wraps between words; what it moves per seat stays in one piece.
    out.push(...wrapList('  ', [...text.split(' '), ...amounts, ...pot, ...side], ' ', WIDTH, '    '));
  }
  out.push(
    ...wrapList(
      '  This deal: ',
      st.deltas.map((d, i) => `${seatName(names, i)}: ${amount(st.unit, d)}`),
      ', ',
      WIDTH,
      '    ',
    ),
  );
  // What the deal moves into or out of the pot; the match lines give the pot's balance as "Pot:".
  if (st.potDelta) out.push(`  Pot this deal: ${amount(st.unit, st.potDelta)}`);
  if (st.sidePotDelta) out.push(`  Side pot this deal: ${amount(st.unit, st.sidePotDelta)}`);
  return out;
}

/**
 * What lay aside, once the deal is over (`v` a finished deal's view, where every card is open):
 * the talon or stock as dealt, the part nobody took and whom it counted for, and the declarer's
 * discards; the settlement's card points include them, which the tricks alone do not show.
 */
export function asideText(game: Game, v: View, names: readonly string[]): string[] {
  const pack = game.pack;
  const out: string[] = [];
  if (v.talon?.length) {
    const rest = v.talonRest ?? [];
    const owner = v.talonRestOwner === 'nobody' ? 'nobody' : `the ${v.talonRestOwner}`;
    const untaken =
      rest.length === 0 || v.talonRestOwner === null
        ? ''
        : rest.length === v.talon.length
          ? ` (not taken; counted for ${owner})`
          : ` (not taken: ${cards(pack, rest)}, counted for ${owner})`;
    out.push(`  ${talonWord(pack, true)}: ${cards(pack, v.talon)}${untaken}`);
  }
  const declarer = v.contract?.declarer;
  if (v.discards.length && declarer !== null && declarer !== undefined)
    out.push(`  Laid away by ${seatName(names, declarer)}: ${cards(pack, v.discards)}`);
  return out;
}

/** A balance (a match total, a pot): as `amount` writes it, without a plus. */
export const balance = (unit: Settlement['unit'], x: number): string =>
  unit === 'cents' ? ENGLISH_FORMAT.money(x) : String(x);

/**
 * The match so far: `Match after 3 deals: S0 you 12, …` (before the first deal, the antes and
 * banks it starts with), the totals wrapped at the width, then the pots and the last deal's lines.
 * When the match itself booked something after the deal (a series' end bonus, a Kasse paid out),
 * those lines come first and the totals after them, which already hold them.
 */
export function matchText(m: MatchState, unit: Settlement['unit'], names: readonly string[]): string[] {
  // A colon between name and amount: "S1 heuristic 1 311" read as the name's 1 and 311.
  const totals = m.totals.map((t, i) => `${seatName(names, i)}: ${balance(unit, t)}`);
  const booked = matchLogLines(m);
  const out =
    m.deals && booked.length
      ? [
          `Match after ${counted(m.deals, 'deal')}:`,
          ...booked,
          ...wrapList('  Totals: ', totals, ', ', WIDTH, '    '),
        ]
      : wrapList(
          m.deals ? `Match after ${counted(m.deals, 'deal')}: ` : 'Match before the first deal: ',
          totals,
          ', ',
        );
  if (m.pot) out.push(`  Pot: ${balance(unit, m.pot)}`);
  if (m.sidePot) out.push(`  Side pot: ${balance(unit, m.sidePot)}`);
  if (!m.deals) out.push(...booked);
  if (m.finished)
    out.push(`  The match is over. Winner: ${m.winners.map((w) => seatName(names, w)).join(', ')}`);
  return out;
}

/**
 * The match log's lines of the latest deal: every entry of it (the start may log the pot's ante and
 * the side pot's apart, as Huber's Kasse and Schreckensteiner). A long line (an Illustrated series'
 * money at its end ran to 106 columns) wraps between words, a seat's amount (`S1 -14592 ¢`) kept
 * in one piece.
 */
function matchLogLines(m: MatchState): string[] {
  const out: string[] = [];
  for (const e of m.log.filter((x) => x.deal === m.deals))
    for (const l of e.lines) {
      const words = lineText(l).split(' ');
      const pieces = words.reduce<string[]>((acc, w) => {
        const last = acc[acc.length - 1];
        const joins = last !== undefined && (/^S\d+$/.test(last) || (/^¢/.test(w) && /\d$/.test(last)));
        if (joins) acc[acc.length - 1] = `${last} ${w}`;
        else acc.push(w);
        return acc;
      }, []);
      out.push(...wrapList('  ', pieces, ' ', WIDTH, '    '));
    }
  return out;
}
