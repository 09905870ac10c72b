/**
 * A line typed at the terminal read as one of the seat's legal actions: a number of the list, a
 * choice as its label reads (any case; `trump gras` when that names one choice), an action in the
 * notation (`bid solo`, `gut`, `play XXI`) or a card alone (`XXI`, `♥K`, `HK`). The notation is
 * case-sensitive (`SK` the ♠ King, `Sk` the Sküs); at the terminal another case is read too when
 * it names one card or one choice only (`xix`, `hk`, `PLAY XXI`), and said so when it does not.
 */
import {
  type Action,
  type Card,
  type Game,
  type Pack,
  cut,
  formatAction,
  formatCard,
  parseAction,
  parseCard,
  ruleProp,
  sameAction,
  toAction,
} from '@tarock/engine';
import { type Seen, refusalText } from './refusal';
import { actionText, card as cardText, contraText, contrasOn } from './render';

/**
 * A label as typed: lower case, single spaces; `bare` also without the suit symbols and without
 * the table's words in brackets at its end (`bid Hand to 66` for `bid Hand to 66 (fünf mehr)`).
 */
const typed = (text: string, bare = false): string =>
  (bare ? text.replace(/[♣♠♥♦]/g, ' ').replace(/\s*\([^()]*\)\s*$/, '') : text)
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/**
 * The choice whose label (as `actionText` shows it, `names` for the seats) or notation the input
 * reads, in any case; or without the suit symbols (`trump gras`) when that names one choice only.
 */
function choiceByLabel(
  game: Game,
  legal: readonly Action[],
  line: string,
  names: readonly string[],
  listed: readonly string[],
  history: Seen['history'],
): Action | undefined {
  const spellings = (a: Action, i: number) => [
    listed[i] ?? '',
    actionText(game, a, names),
    formatAction(game.pack, a, 'ascii'),
    formatAction(game.pack, a, 'pretty'),
    // A contra in English words too, where the table says it by its own (`contra the game: Re`
    // for Re): the level it reaches from the calls so far.
    a.type === 'contra' ? contraText(game, a, names, contrasOn(history ?? [], a.target) + 1) : '',
  ];
  const exact = legal.filter((a, i) => spellings(a, i).some((l) => l !== '' && typed(l) === typed(line)));
  if (exact.length === 1) return exact[0];
  const bare = legal.filter((a) => typed(actionText(game, a, names), true) === typed(line, true));
  return bare.length === 1 ? bare[0] : undefined;
}

const capitalised = (t: string) => t.charAt(0).toUpperCase() + t.slice(1).toLowerCase();

/** The cards `text` names: as written, else in upper case or capitalised (`hk`, `xix`, `skus`). */
export function cardsNamed(pack: Pack, text: string): Card[] {
  const exact = parseCard(pack, text);
  if (exact.ok) return [exact.value];
  const found = new Set<Card>();
  for (const t of [text.toUpperCase(), capitalised(text)]) {
    const c = parseCard(pack, t);
    if (c.ok) found.add(c.value);
  }
  return [...found];
}

/** The card of a card-only input (`XXI`, `play xxi`, `discard ♥K`) and the verb it was typed with. */
function typedCard(pack: Pack, line: string): { verb: 'play' | 'discard' | null; cards: Card[] } | null {
  const m = /^(?:(play|discard)\s+)?(\S+)$/i.exec(line);
  if (!m?.[2]) return null;
  const cards = cardsNamed(pack, m[2]);
  const verb = m[1]?.toLowerCase();
  return cards.length ? { verb: verb === 'play' || verb === 'discard' ? verb : null, cards } : null;
}

/**
 * The Bavarian bids said in more than one word (names.ts), by the auction's kind: Huber's "ich
 * spiele", "besser", "am besten"; Haferltarock's "ich spiele" and point bids up to its highest
 * target ("Hand to 66"); Scharfes Tarock's "ich spiele", "spiele Herz". A one-word bid (`bid
 * Bettel`) the notation reads, and says when it is no choice now.
 */
function bavarianCalls(game: Game): string[] {
  const maxTarget = ruleProp(game.rules, 'auction', 'maxTarget');
  switch (ruleProp(game.rules, 'auction', 'kind')) {
    case 'huber':
      return ['spiele', 'besser', 'amBesten'];
    case 'scharf':
      return ['spiele', 'herz'];
    case 'haferl': {
      const top = typeof maxTarget === 'number' ? maxTarget : 61;
      const points = Array.from({ length: Math.max(0, (top - 61) / 5) }, (_, i) => `hand${66 + 5 * i}`);
      return ['spiele', ...points];
    }
    default:
      return [];
  }
}

/**
 * The label of a choice the game lists at other turns that `line` reads as (as `choiceByLabel`
 * reads a label): a Bavarian trump by its suit's name (`trump gras`), the Bavarian stock (`take
 * the stock`), a Bavarian call (`bid Hand to 71`), a contra on the game at any level, by the table's word or in English (`Kontra`, `re`,
 * `contra the game: Re`); undefined for anything else.
 */
function labelOfOtherTurn(game: Game, line: string, names: readonly string[]): string | undefined {
  // Trumps and the stock are Bavarian choices: the tarock pack names no trump, takes talon parts.
  const bavarian = game.pack.tarockSuit < 0;
  const contra = { type: 'contra', target: 'game' } as const;
  const levels = bavarian ? [1, 2, 3, 4, 5] : [1, 2, 3];
  const labels: string[] = [
    ...(bavarian
      ? [
          ...game.pack.suits.map((_, suit) => actionText(game, { type: 'trump', suit }, names)),
          actionText(game, { type: 'talon', group: 0 }, names),
          ...bavarianCalls(game).map((bid) => actionText(game, { type: 'bid', bid }, names)),
          // A call let pass (`no Kontra`, `no Re`), as the Kontra window lists it.
          ...levels.map((level) => actionText(game, { type: 'ready' }, names, level)),
        ]
      : []),
    ...levels.flatMap((level) => [
      actionText(game, contra, names, level),
      contraText(game, contra, names, level),
    ]),
  ];
  return labels.find((l) => typed(l) === typed(line) || typed(l, true) === typed(line, true));
}

/**
 * Finds the legal action a line of input names, or says why it names none (for a card the rules
 * keep back, which rule: from the seat's hand and the trick, `seen`). `listed` are the choices'
 * labels as the turn lists them, in `legal`'s order (`talon 0: XVII XVIII`, `Re`).
 */
export function chooseFromInput(
  game: Game,
  legal: readonly Action[],
  line: string,
  seen?: Seen,
  names: readonly string[] = [],
  listed: readonly string[] = [],
): Action | string {
  const t = line.trim();
  // What was typed, as a message quotes it: a line of 200 KB is not sent back whole.
  const said = cut(t);
  if (/^\d+$/.test(t)) {
    const a = legal[Number(t) - 1];
    return a ?? `choose a number from 1 to ${legal.length}`;
  }
  const labelled = choiceByLabel(game, legal, t, names, listed, seen?.history);
  if (labelled) return labelled;
  const cardInput = typedCard(game.pack, t);
  if (cardInput) {
    const [c, other] = cardInput.cards;
    if (c === undefined) throw new Error('typedCard returns at least one card');
    if (other !== undefined)
      return `"${said}" could be ${cardInput.cards.map((x) => `${cardText(game.pack, x)} (${formatCard(game.pack, x)})`).join(' or ')}: write it as one of these`;
    const found = legal.find(
      (l) =>
        (l.type === 'play' || l.type === 'discard') && l.card === c && (cardInput.verb ?? l.type) === l.type,
    );
    if (found) return found;
    // `play ♥B` while laying away (or `discard XX` in the play): the verb is what is wrong, not
    // the card (it said "♥B may not be laid away now" of a card listed to be laid away).
    const { verb } = cardInput;
    const cardsNow = legal.filter((l) => l.type === 'play' || l.type === 'discard');
    if (verb && cardsNow.length > 0 && !cardsNow.some((l) => l.type === verb)) {
      const now = verb === 'play' ? 'no card is played now' : 'no card is laid away now';
      const other = cardsNow.find((l) => 'card' in l && l.card === c);
      return other
        ? `"${said}": ${now}; ${actionText(game, other, names)} is one of your choices`
        : `"${said}": ${now}; ${refusalText(game, seen, legal, c)}`;
    }
    // No card is wanted now (an auction, a call): said so, whether the card is held or not.
    if (cardsNow.length === 0)
      return `"${said}": no card is played or laid away now; choose one of the listed choices`;
    return refusalText(game, seen, legal, c);
  }
  // The notation is case-sensitive; its verbs and words (bids, bonuses, contra targets) are lower
  // case, so an action typed in another case (`BID SOLO`) is read as in lower case too.
  const exact = parseAction(game.pack, t);
  const lower = exact.ok ? exact : parseAction(game.pack, t.toLowerCase());
  const parsed = lower.ok ? lower : exact;
  if (parsed.ok) {
    const a = toAction(parsed.value);
    const found = a && a.type !== 'deal' ? legal.find((l) => sameAction(l, a)) : undefined;
    if (found) return found;
    // A contra on a bonus names its announcer by seat (`contra pagat@9`): a seat the table does
    // not have is said so, not named as if it sat there ("announced by S9").
    const seat = parsed.value.type === 'contra' ? /@(\d+)$/.exec(parsed.value.target)?.[1] : undefined;
    if (seat !== undefined && Number(seat) >= game.seats)
      return `"${said}": there is no seat ${seat} at this table (the seats are S0 to S${game.seats - 1})`;
    const refused = `"${actionText(game, parsed.value, names)}" is not one of your legal choices now`;
    // Where the engine can say why from what the seat sees (a talon part withheld), it does.
    const { phase, talon, announcements } = seen ?? {};
    const why =
      a && a.type !== 'deal' && seen && phase && talon !== undefined && announcements
        ? game.explainSeen({ phase, contract: seen.contract, talon, announcements }, a)
        : null;
    if (why) return `${refused}: ${why}`;
    // Once a bid stands, the auction answers it with "gut" (accept), not with a pass.
    const accept = a?.type === 'pass' && legal.some((l) => l.type === 'accept');
    return accept ? `${refused}: to let the bid stand, accept (gut)` : refused;
  }
  // A choice as the terminal lists it at other turns ("trump gras", "Kontra", "take the stock"):
  // said to be no choice now, not as words the notation does not know.
  const elsewhere = labelOfOtherTurn(game, t, names);
  if (elsewhere) return `"${elsewhere}" is not one of your legal choices now`;
  // A verb alone where choices of that verb stand ("bid"): which ones, in the words of the list.
  const verb = typed(t);
  const ofVerb = /^[a-z]+$/.test(verb)
    ? legal.filter((a) => typed(formatAction(game.pack, a, 'ascii')).startsWith(`${verb} `))
    : [];
  if (ofVerb.length > 0)
    return `"${said}" alone names no choice; say which: ${ofVerb.map((a) => actionText(game, a, names)).join(', ')} (or type its number)`;
  // A known verb with a wrong word says what the verb needs; anything else lists what may be typed.
  const why = / is not an action /.test(parsed.error) ? `"${said}"` : parsed.error;
  const numbers = legal.length === 1 ? 'Type 1' : `Type a number from 1 to ${legal.length}`;
  return `not understood: ${why}. ${numbers}, a choice as listed, a card, or help.`;
}
