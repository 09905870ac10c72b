/**
 * Text for the terminal, built only from what a seat may see (a View) or from public results:
 * hands sorted by suit, actions in the pretty card notation, the auction, the trick, the talon
 * when exposed (settlements and the match: settlement.ts).
 */
import {
  type Action,
  type Card,
  type ContractState,
  type Game,
  type Pack,
  type PublicAction,
  type Seat,
  type ShownHand,
  type View,
  KONTRA_CALLS,
  auctionMoment,
  bettelStrength,
  formatAction,
  formatCard,
  isTarock,
  ruleField,
  honoursOf,
  paysByGameValue,
  ruleName,
  sortHand,
} from '@tarock/engine';
import { bidName, contractName, takeHoldName } from './names';
import { wrapList, wrapWords } from './wrap';

/** A count with its noun, `1 deal`, `3 deals` (the noun's plural by an s). */
export const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

export const card = (pack: Pack, c: Card | null): string =>
  c === null ? '??' : formatCard(pack, c, 'pretty');
export const cards = (pack: Pack, cs: readonly (Card | null)[]): string =>
  cs.map((c) => card(pack, c)).join(' ');

/** How a contract orders a hand (`handOrder`): its ranking within a suit, and its trump suit. */
export interface HandOrder {
  /** The strength of each card where the contract ranks a suit otherwise (a Bettel). */
  readonly strength?: ArrayLike<number> | undefined;
  /** The trump suit the contract names: its cards go last, as the tarocks do. */
  readonly trump?: number | undefined;
}

/**
 * Cards in display order: by suit (a named trump suit last, where the tarocks stand), the
 * strongest first within its suit, as `strength` ranks them (a Bettel's), else by the pack's
 * order (`sortHand`).
 */
export function sortCards(pack: Pack, cs: readonly Card[], order: HandOrder = {}): Card[] {
  const sorted = sortHand(pack, cs);
  const { strength, trump } = order;
  const trumpLast = trump !== undefined && trump >= 0 && trump !== pack.tarockSuit;
  if (!strength && !trumpLast) return sorted;
  const suit = (c: Card) => {
    const s = pack.suitOf[c] as number;
    return trumpLast && s === trump ? pack.suits.length : s;
  };
  return sorted.sort((a, b) => suit(a) - suit(b) || (strength ? (strength[b] ?? 0) - (strength[a] ?? 0) : 0));
}

/**
 * How the contract orders a hand: the trump suit it names goes last, and where it ranks a suit
 * otherwise than the pack (the Bavarian Bettel, whose 10 ranks below the Unter: A K O U 10 9 …)
 * that ranking.
 */
export function handOrder(game: Game, contract: ContractState | null): HandOrder {
  if (!contract) return {};
  const bettel = game.pack.tarockSuit < 0 && contractEntry(game, contract.id).kind === 'bettel';
  return { strength: bettel ? bettelStrength(game.pack) : undefined, trump: contract.trump ?? undefined };
}

/**
 * A hand sorted and grouped by suit: `♥ K 1 · ♠ 10 9 · XXI IV I Sküs` (in the contract's order,
 * where given: `handOrder`).
 */
export function handText(pack: Pack, hand: readonly Card[], order: HandOrder = {}): string {
  const groups = new Map<number, Card[]>();
  for (const c of sortCards(pack, hand, order)) {
    const s = pack.suitOf[c] as number;
    groups.set(s, [...(groups.get(s) ?? []), c]);
  }
  return [...groups.entries()]
    .map(([s, cs]) => {
      const suit = pack.suits[s];
      if (!suit || suit.isTarock) return cards(pack, cs);
      return `${suit.pretty} ${cs.map((c) => suit.ranks[pack.rankOf[c] as number]?.pretty ?? '?').join(' ')}`;
    })
    .join(' · ');
}

/** A plain suit by the hand's symbol and its name, `♠ Gras` ('' for the tarocks or no suit). */
export function suitText(pack: Pack, suit: number): string {
  const s = pack.suits[suit];
  return s && !s.isTarock ? `${s.pretty} ${s.de}` : '';
}

/** The calls that double a contra again, by level from 2 (1 is the contra itself): Illustrated. */
const REDOUBLINGS = ['Rekontra', 'Subkontra'] as const;

/** The contras on `target` among `history` (the level a contra reaches is one more). */
export function contrasOn(history: readonly { readonly action: PublicAction }[], target: string): number {
  return history.filter((t) => t.action.type === 'contra' && t.action.target === target).length;
}

/**
 * Bavarian Tarock's calls on the game by the level they reach, as the table says them and the
 * settlement names them (`×8 for Kontra/Re/Supp`): Kontra, Re, Supp, Resupp, Hirsch.
 */
export const kontraCall = (level: number): string =>
  KONTRA_CALLS[Math.min(Math.max(level, 1), KONTRA_CALLS.length - 1)] ?? 'Kontra';

/**
 * A contra in English words: `contra the game`, or on an announced bonus with its announcer
 * (`contra With 50 (announced by S2 …)` for `contra fifty@2`); one that doubles again (`level` 2
 * or more) says so by its word (`contra the game: Rekontra`). The Bavarian table says its calls
 * by their own words instead (`actionText`: Kontra, Re); this spelling is still read.
 */
export function contraText(
  game: Pick<Game, 'pack' | 'rules'>,
  a: { readonly target: string },
  names: readonly string[] = [],
  level = 1,
): string {
  const again =
    level <= 1
      ? ''
      : game.pack.tarockSuit >= 0
        ? `: ${REDOUBLINGS[Math.min(level, REDOUBLINGS.length + 1) - 2]}`
        : `: ${kontraCall(level)}`;
  if (a.target === 'game') return `contra the game${again}`;
  const [bonus, seat] = a.target.split('@');
  if (bonus && seat && /^\d+$/.test(seat))
    return `contra ${ruleName(game.rules, bonus) ?? bonus} (announced by ${seatName(names, Number(seat))})${again}`;
  return `${formatAction(game.pack, { type: 'contra', target: a.target }, 'pretty')}${again}`;
}

/**
 * The level of the call an action makes or lets pass, for `actionText`: a contra's, the level it
 * reaches from the contras on its target in `history` (the action's own included, when it is
 * there); a Bavarian "ready" (es liegt) in the Kontra window, the call it lets pass (a defender's
 * before any call lets Kontra pass, the declarer's after Kontra lets Re pass); 0 for the
 * declarer's "ready" that ends his own raises (Haferltarock) before any call; undefined otherwise.
 */
export function callLevel(
  game: Pick<Game, 'pack'>,
  history: readonly { readonly action: PublicAction }[],
  actor: Seat | 'chance' | 'spectator',
  a: PublicAction | Action,
  declarer: Seat | null | undefined,
): number | undefined {
  if (a.type === 'contra') return contrasOn(history, a.target);
  if (a.type !== 'ready' || game.pack.tarockSuit >= 0) return undefined;
  const calls = contrasOn(history, 'game');
  return actor === declarer && calls === 0 ? 0 : calls + 1;
}

/** What the calls before an action tell about how it is said (`actionText`). */
export interface Saying {
  /**
   * After the last trick: honours claimed at the end of the deal (Beck with
   * `honoursMustBeClaimed`), the only calls made once the cards are played.
   */
  readonly afterLastTrick?: boolean;
  /** A take of a bid already taken and held: Löw's retake ("zweite Ablösung"). */
  readonly retake?: boolean;
}

/** How an action said after `history` is worded (`Saying`). */
export function sayingAfter(history: readonly { readonly action: PublicAction }[]): Saying {
  return {
    afterLastTrick: history.some((t) => t.action.type === 'play'),
    retake: auctionMoment(history).retake,
  };
}

/**
 * An action as the table says it: the pretty notation (`play XXI`), but contracts and bonuses by
 * the rule set's own names (`bid Dreiblatt`, `announce With 40`), trumps by the hand's suit symbol
 * and the suit's name (`trump ♠ Gras`, written `trump G` in records), a contra as `contraText`
 * words it (`contra the game: Rekontra`), and a Bavarian call on the game by its word at the
 * `level` it reaches (`Kontra`, `Re`, `Supp`: there is nothing else to contra); a Bavarian
 * "ready" that lets the call of `level` pass says so (`no Kontra`, `no Re`: `callLevel`), and one
 * said after the last trick, where honours are claimed (`afterLastTrick`: Beck), says `no claim`,
 * and an honour is claimed there or after the pickup (`claim Tarock Trull`), not announced; Löw's
 * take of a held bid is the retake (`retake`: `retake (zweite Ablösung)`). What a
 * player types is still read in the notation, and a label as listed in any case.
 */
export function actionText(
  game: Pick<Game, 'pack' | 'rules'>,
  a: PublicAction | Action,
  names: readonly string[] = [],
  level?: number,
  said: Saying = {},
): string {
  const named = (id: string) => ruleName(game.rules, id) ?? id;
  switch (a.type) {
    case 'ready':
      if (said.afterLastTrick) return 'no claim';
      return game.pack.tarockSuit < 0 && level !== undefined && level > 0
        ? `no ${kontraCall(level)}`
        : formatAction(game.pack, a, 'pretty');
    case 'trump': {
      const suit = suitText(game.pack, a.suit);
      return suit ? `trump ${suit}` : formatAction(game.pack, a, 'pretty');
    }
    case 'bid':
      return `bid ${bidName(game.rules, a.bid)}`;
    case 'declare':
      return `declare ${contractName(game.rules, a.contract)}`;
    case 'announce':
      return `${honoursOf(game.rules).some((h) => h.id === a.bonus) ? 'claim' : 'announce'} ${named(a.bonus)}`;
    case 'take':
      return said.retake ? 'retake (zweite Ablösung)' : takeHoldName(game.rules, a.type);
    case 'hold':
      return takeHoldName(game.rules, a.type);
    case 'raise':
      return 'raise five (fünf mehr)';
    case 'talon':
      // The Bavarian stock is one part, taken face down: no number to tell apart.
      return game.pack.tarockSuit < 0
        ? `take the ${talonWord(game.pack)}`
        : formatAction(game.pack, a, 'pretty');
    case 'contra':
      return game.pack.tarockSuit < 0 && a.target === 'game'
        ? kontraCall(level ?? 1)
        : contraText(game, a, names, level ?? 1);
    default:
      return formatAction(game.pack, a, 'pretty');
  }
}

/** A choice as listed at a turn: the action, and for a talon choice the cards it takes (`talon 1: ♥K XXI ♠7`). */
export function choiceText(game: Game, v: View, a: Action, names: readonly string[]): string {
  const level =
    a.type === 'contra'
      ? contrasOn(v.history, a.target) + 1
      : callLevel(game, v.history, v.viewer, a, v.contract?.declarer);
  const text = actionText(game, a, names, level, sayingAfter(v.history));
  // A raise by the target it leads to: the declarer's own raises add up (Haferltarock selfRaise).
  if (a.type === 'raise' && v.contract) return `${text}: needs ${v.contract.target + v.contract.raised + 5}`;
  if (a.type !== 'talon') return text;
  const part = game.talonParts(v)[a.group] ?? [];
  return part.length > 0 && part.some((c) => c !== null) ? `${text}: ${cards(game.pack, part)}` : text;
}

/**
 * The cards dealt aside by the table's word (docs/glossary.md): the talon of Illustrated Tarock,
 * the stock (Stock) of Bavarian Tarock, as the settlement's parties name it; upper case to open a line.
 */
export function talonWord(pack: Pack, upper = false): string {
  const word = pack.tarockSuit >= 0 ? 'talon' : 'stock';
  return upper ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * A phase as the turn's heading names it: the engine's word, but the talon phase by the table's
 * word for the cards dealt aside (`talonWord`): the Bavarian declarer's turn to take the stock;
 * the claims after the last trick as what they are (`claim honours`); and the Bavarian games'
 * "announce" phase, where nothing is announced, by its calls: the Kontra calls, or the declarer's
 * own raises where `legal` offers one (Haferltarock's self-raise).
 */
export function phaseText(pack: Pack, phase: string, legal: readonly Action[] = []): string {
  if (phase === 'talon') return talonWord(pack);
  if (phase === 'claim') return 'claim honours';
  if (phase === 'announce' && pack.tarockSuit < 0)
    return legal.some((a) => a.type === 'raise') ? 'raise' : 'Kontra';
  return phase;
}

/**
 * Which round of Illustrated announcements a turn is in, as the settlement names it: before or
 * after the pickup, or in a Solo (no pickup, IT-19) the first or the second round; '' elsewhere.
 */
export function announceRoundText(game: Game, v: View): string {
  if (v.phase !== 'announce' || game.pack.tarockSuit < 0 || !v.round || !v.contract) return '';
  const solo = contractEntry(game, v.contract.id).talon === 'none';
  if (v.round.stage === 'pre') return solo ? ', first round' : ', before the pickup';
  return solo ? ', second round' : ', after the pickup';
}

export const seatName = (names: readonly string[], seat: Seat): string =>
  `S${seat} ${names[seat] ?? ''}`.trim();

/**
 * A deal thrown in for what a hand held, as the rules show it to everyone (Löw, IT-13): whose hand,
 * why, the hand sorted as hands are shown, and that the same dealer deals again. Empty when the
 * view shows no such throw-in.
 */
export function thrownInText(game: Game, v: View, names: readonly string[]): string[] {
  if (!v.thrownIn) return [];
  const why = (h: ShownHand): string => {
    switch (h.reason) {
      case 'noTarock':
        return 'has no tarock';
      case 'loneTrull': {
        const tarocks = h.cards.filter((c) => isTarock(game.pack, c));
        return `has only one tarock, the Trull card ${cards(game.pack, tarocks)},`;
      }
    }
  };
  return [
    // A hand of 16 cards ran past the width (117 columns): it wraps between its suits.
    ...v.thrownIn.flatMap((h) =>
      wrapList(
        `${seatName(names, h.seat)} ${why(h)} and shows his hand: `,
        handText(game.pack, h.cards).split(' · '),
        ' · ',
      ),
    ),
    `The deal is thrown in; the same dealer (${seatName(names, v.dealer)}) deals again.`,
  ];
}

/**
 * The public course of the deal so far: bids, declarations, talon choice, announcements, contras
 * (those `keep` keeps).
 */
export function auctionText(
  game: Game,
  v: View,
  names: readonly string[],
  keep: (a: PublicAction) => boolean = () => true,
): string[] {
  const out: string[] = [];
  v.history.forEach((t, i) => {
    const a = t.action;
    if (a.type === 'deal' || a.type === 'play' || a.type === 'discard' || t.actor === 'chance') return;
    if (!keep(a)) return;
    const level = callLevel(game, v.history.slice(0, i + 1), t.actor, a, v.contract?.declarer);
    const said = sayingAfter(v.history.slice(0, i));
    out.push(
      `${seatName(names, t.actor)}: ${actionText(game, a, names, level, said)}${talonTaken(game, v, a)}`,
    );
  });
  return out;
}

/**
 * The cards a talon choice took, where the talon lay face up (`: IX XVII`, after `talon 1`), as
 * the talon as it was shown splits into the choices; '' for any other action, or a talon taken
 * face down (the Bavarian stock).
 */
export function talonTaken(game: Game, v: View, a: PublicAction): string {
  if (a.type !== 'talon') return '';
  const talon = v.exposedTalon ?? v.talon;
  const part = talon ? (game.talonParts({ contract: v.contract, talon })[a.group] ?? []) : [];
  return part.length > 0 && part.every((c) => c !== null) ? `: ${cards(game.pack, part)}` : '';
}

/**
 * How many calls the turn's "So far" line shows: the latest ones, which the choice at hand answers;
 * a long auction would otherwise fill the screen at every turn (the contract has its own line).
 */
const SO_FAR_CALLS = 8;

/** Trumps as the contract names them: a plain suit (Bavarian), none (Bettel); '' for tarocks or not yet named. */
function trumpsText(pack: Pack, trump: number | null): string {
  if (trump === -1) return 'no trumps';
  const suit = trump === null ? '' : suitText(pack, trump);
  return suit ? `trumps ${suit}` : '';
}

/** The rule set's entry for a contract, read as plain data: its factor and its kind, where it has them. */
type ContractEntry = {
  readonly id?: unknown;
  readonly multiplier?: unknown;
  readonly kind?: unknown;
  /** Illustrated: which talon the contract takes (`none`: a Solo). */
  readonly talon?: unknown;
};

function contractEntry(game: Game, id: string): ContractEntry {
  const list = ruleField(game.rules, 'contracts');
  return (
    (Array.isArray(list) ? (list as readonly ContractEntry[]).find((c) => c.id === id) : undefined) ?? {}
  );
}

/**
 * What the declarer must do: reach the target, or in a Bettel take no trick (its target is never
 * asked); with the factor the contract multiplies its game value and bonuses by (Illustrated:
 * Zweiblatt ×2 … Solo ×4, as the settlement's "game value 3, ×4" says). In Bavarian Tarock the
 * calls on the game so far with their factor (`×2 (Kontra)`, as the settlement says it); where
 * each call moves the burden (`kontraShiftsBurden`), after Kontra the defenders must reach the
 * target and the declarer wins if they do not, after Re the declarer again.
 */
function stakeText(game: Game, c: ContractState, v: View): string[] {
  const entry = contractEntry(game, c.id);
  const times = typeof entry.multiplier === 'number' && entry.multiplier > 1 ? ` ×${entry.multiplier}` : '';
  const parts = paysByGameValue(game.rules) ? [`game value ${c.gameValue}${times}`] : [];
  const calls = game.pack.tarockSuit < 0 ? contrasOn(v.history, 'game') : 0;
  if (calls > 0) parts.push(`×${2 ** calls} (${KONTRA_CALLS.slice(1, calls + 1).join('/')})`);
  const shifted = game.burden(v) === 'defenders';
  const target = c.target + c.raised;
  parts.push(
    entry.kind === 'bettel'
      ? 'to take no trick'
      : shifted
        ? `the defenders need ${target}`
        : `needs ${target}`,
  );
  return parts;
}

/**
 * `Contract: Handspiel (S2 …), trumps ♠ Gras, needs 66`: the rule set's name for the contract,
 * and the target with the declarer's own raise (see `stakeText`); wrapped between its parts
 * where long names and a Kontra make it pass the width.
 */
function contractText(game: Game, v: View, c: ContractState, names: readonly string[]): string[] {
  const name = contractName(game.rules, c.id);
  // Without a declarer (Trischaken) each seat plays for himself: no game value, no target.
  if (c.declarer === null) return [`Contract: ${name} (no declarer: each plays for himself)`];
  const trumps = trumpsText(game.pack, c.trump);
  const parts = [
    `${name} (${seatName(names, c.declarer)})`,
    ...(trumps ? [trumps] : []),
    ...stakeText(game, c, v),
  ];
  return wrapList('Contract: ', parts, ', ');
}

/**
 * The calls before this turn, in one line: the latest ones, or in the play (the contract has its
 * own line) the announcements and contras still at stake.
 */
function soFarText(game: Game, v: View, names: readonly string[]): string[] {
  if (v.phase === 'play') {
    const stakes = auctionText(game, v, names, (a) => a.type === 'announce' || a.type === 'contra');
    // The Bavarian games announce nothing: their stakes are the calls on the game (Kontra, Re).
    const head = game.pack.tarockSuit >= 0 ? 'Announcements and contras: ' : 'Kontra calls: ';
    return stakes.length ? wrapList(head, stakes, '; ') : [];
  }
  const calls = auctionText(game, v, names);
  if (calls.length > SO_FAR_CALLS)
    return wrapList(`So far (last ${SO_FAR_CALLS} of ${calls.length}): `, calls.slice(-SO_FAR_CALLS), '; ');
  return calls.length ? wrapList('So far: ', calls, '; ') : [];
}

/**
 * The talon as it lay face up earlier in the deal. Where the untaken part may not be looked at
 * again until the deal ends (Löw, Beck: rules-notes IT-10) the view keeps only the part taken:
 * that part, and how many cards lie face down (not a row of `??` in the talon's order).
 */
export function shownTalonText(pack: Pack, talon: readonly (Card | null)[]): string {
  const word = talonWord(pack, true);
  const down = talon.filter((c) => c === null).length;
  if (down === 0) return `${word} as it was shown: ${cards(pack, talon)}`;
  const taken = talon.filter((c): c is Card => c !== null);
  const rest = down === 1 ? 'the other card' : `the other ${down} cards`;
  return `${word} as it was shown: ${cards(pack, taken)} taken; ${rest} face down until the deal ends`;
}

/** What a seat sees at its turn. */
export function viewText(game: Game, v: View, names: readonly string[]): string[] {
  const pack = game.pack;
  const out: string[] = [];
  out.push(...soFarText(game, v, names));
  if (v.contract) out.push(...contractText(game, v, v.contract, names));
  const word = talonWord(pack, true);
  if (v.talon) out.push(`${word} (face up): ${cards(pack, v.talon)}`);
  else if (v.exposedTalon) out.push(...wrapWords('', shownTalonText(pack, v.exposedTalon), '    '));
  if (v.discards.length) out.push(`Laid away: ${cards(pack, v.discards)}`);
  if (v.talonRest) out.push(`Untaken ${talonWord(pack)}: ${cards(pack, v.talonRest)}`);
  // Where the rules allow no review of tricks (Löw, Beck: M-10), the last trick shows only while
  // it still lies on the table, before the next card is played.
  const last = v.tricks[v.tricks.length - 1];
  if (last && (game.rules.lastTrickReview === 'all' || v.trick.length === 0)) {
    const order = trickOrder(v, last.leader);
    // The winner after the last card: "♦O → S2", kept on that card's line.
    const played = last.cards.map(
      (c, i) =>
        `${seatName(names, order[i] ?? 0)} ${card(pack, c)}${i === last.cards.length - 1 ? ` → ${seatName(names, last.winner)}` : ''}`,
    );
    out.push(...wrapList(`Last trick (${v.tricks.length}): `, played, ', '));
  }
  if (v.phase === 'play') {
    const order = trickOrder(v, v.leader);
    const played = v.trick.map((c, i) => `${seatName(names, order[i] ?? 0)} ${card(pack, c)}`);
    out.push(
      ...(played.length
        ? wrapList(`Trick ${v.tricks.length + 1}: `, played, ', ')
        : [`Trick ${v.tricks.length + 1}: (you lead)`]),
    );
  }
  out.push(`Your hand: ${handText(pack, v.hand, handOrder(game, v.contract))}`);
  return out;
}

/**
 * The legal actions in display order: cards as in the sorted hand (`order`: as `handText`),
 * other actions as the engine lists them.
 */
export function choicesInOrder(pack: Pack, legal: readonly Action[], order: HandOrder = {}): Action[] {
  const rank = new Map(sortCards(pack, pack.cards, order).map((c, i) => [c, i]));
  const key = (a: Action) => (a.type === 'play' || a.type === 'discard' ? (rank.get(a.card) ?? 0) : -1);
  return legal.slice().sort((a, b) => key(a) - key(b));
}

/** The active players in playing order from `leader`. */
function trickOrder(v: View, leader: Seat): Seat[] {
  const i = v.players.indexOf(leader);
  return v.players.map((_, k) => v.players[(i + k) % v.players.length] as Seat);
}
