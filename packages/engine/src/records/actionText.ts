/**
 * The text form of one turn (docs/notation.md): `S0 bid dreiblatt`, `S1 accept`, `S0 talon 1`,
 * `S0 discard C7`, `S2 play T21`, and for chance `deal S0[…] S1[…] S2[…] talon[…]`. The verb is
 * the action's `type`; hidden cards are `??`, so the same grammar writes full records and seat views.
 * Parsing also takes the pretty card forms (`XXI`, `♥K`) and a few words of the table
 * (`gut`, `weiter`, `passe`, `liegt`).
 */
import { quoted } from '../core/quoted';
import { formatCard, parseCard, type CardStyle } from '../cards/notation';
import type { Card, Pack } from '../cards/pack';
import { assertNever, err, ok, type Result } from '../core/result';
import type { Action, Actor } from '../core/types';
import type { PublicAction, PublicTurn } from '../core/view';

/** The text of a hidden card. */
export const HIDDEN = '??';

/** Names of bids, contracts, bonuses and contra targets: one token each. */
export const WORD = /^[A-Za-z0-9][A-Za-z0-9_@+.-]*$/;

const ALIASES: Readonly<Record<string, string>> = {
  gut: 'accept',
  weiter: 'pass',
  passe: 'pass',
  liegt: 'ready',
};

export function formatCardOrHidden(pack: Pack, c: Card | null, style: CardStyle = 'ascii'): string {
  return c === null ? HIDDEN : formatCard(pack, c, style);
}

export function parseCardOrHidden(pack: Pack, text: string): Result<Card | null> {
  return text === HIDDEN ? ok(null) : parseCard(pack, text);
}

/** `S2`, or `chance`. */
export function formatActor(actor: Actor): string {
  return actor === 'chance' ? 'chance' : `S${actor}`;
}

/** The letter of a plain suit (`trump H`); the tarock suit is never named as trumps. */
export function formatSuit(pack: Pack, suit: number): string {
  const s = pack.suits[suit];
  if (!s || s.isTarock) throw new RangeError(`no plain suit ${suit} in ${pack.id}`);
  return s.ascii;
}

/** @example formatAction(TAROCK54, { type: 'play', card: MOND }) === 'play T21' */
export function formatAction(pack: Pack, a: PublicAction, style: CardStyle = 'ascii'): string {
  const card = (c: Card | null) => formatCardOrHidden(pack, c, style);
  switch (a.type) {
    case 'deal': {
      const hands = a.hands.map((h, seat) => `S${seat}[${h.map(card).join(' ')}]`);
      return `deal ${hands.join(' ')} talon[${a.talon.map(card).join(' ')}]`;
    }
    case 'bid':
      return `bid ${a.bid}`;
    case 'declare':
      return `declare ${a.contract}`;
    case 'trump':
      return `trump ${formatSuit(pack, a.suit)}`;
    case 'talon':
      return `talon ${a.group}`;
    case 'discard':
      return `discard ${card(a.card)}`;
    case 'announce':
      return `announce ${a.bonus}`;
    case 'contra':
      return `contra ${a.target}`;
    case 'play':
      return `play ${card(a.card)}`;
    case 'pass':
    case 'accept':
    case 'take':
    case 'hold':
    case 'ready':
    case 'raise':
      return a.type;
    default:
      return assertNever(a);
  }
}

/** The engine action a public action stands for, or null when it hides a card. */
export function toAction(a: PublicAction): Action | null {
  if (a.type === 'deal') {
    const hands: Card[][] = [];
    for (const h of a.hands) {
      const known = h.filter((c) => c !== null);
      if (known.length !== h.length) return null;
      hands.push(known);
    }
    const talon = a.talon.filter((c) => c !== null);
    return talon.length === a.talon.length ? { type: 'deal', hands, talon } : null;
  }
  if (a.type === 'discard') return a.card === null ? null : { type: 'discard', card: a.card };
  return a;
}

/** A turn: `S0 bid solo`; chance's deal has no actor prefix. */
export function formatTurn(pack: Pack, t: PublicTurn, style: CardStyle = 'ascii'): string {
  const action = formatAction(pack, t.action, style);
  return t.actor === 'chance' ? action : `${formatActor(t.actor)} ${action}`;
}

function parseWordArg(verb: string, rest: string[]): Result<string> {
  const [w, extra] = rest;
  if (w === undefined || extra !== undefined || !WORD.test(w))
    return err(`"${verb}" needs one word after it (letters, digits, _ @ + . -)`);
  return ok(w);
}

function parseDeal(pack: Pack, text: string): Result<PublicAction> {
  // A group holds no bracket: `[^\]]*` scanned to the line's end from every unclosed `S0[`, time
  // quadratic in the line (a 180 KB line took 32 s).
  const group = /(S\d+|talon)\[([^[\]]*)\]/g;
  const groups = [...text.matchAll(group)];
  const leftover = text.replace(group, '').trim();
  if (leftover !== '')
    return err(`unexpected ${quoted(leftover)} in a deal (expected S0[…] S1[…] … talon[…])`);
  const hands: (Card | null)[][] = [];
  let talon: (Card | null)[] | null = null;
  for (const g of groups) {
    const label = g[1] as string;
    const cards: (Card | null)[] = [];
    for (const tok of (g[2] as string).split(/\s+/).filter(Boolean)) {
      const c = parseCardOrHidden(pack, tok);
      if (!c.ok) return c;
      cards.push(c.value);
    }
    if (label === 'talon') {
      if (talon !== null) return err('a deal has one talon');
      talon = cards;
    } else {
      if (talon !== null) return err('the talon comes after the hands in a deal');
      if (label !== `S${hands.length}`)
        return err(`expected S${hands.length}[…] in the deal, found ${label}`);
      hands.push(cards);
    }
  }
  if (talon === null) return err('a deal ends with talon[…]');
  return ok({ type: 'deal', hands, talon });
}

export function parseSuit(pack: Pack, tok: string | undefined): Result<number> {
  const i = pack.suits.findIndex((s) => !s.isTarock && (s.ascii === tok || s.pretty === tok));
  if (i >= 0) return ok(i);
  const names = pack.suits.filter((s) => !s.isTarock).map((s) => `${s.ascii} (${s.en})`);
  return err(`${quoted(tok ?? '')} is not a suit of the ${pack.id} pack: ${names.join(', ')}`);
}

/** Parses the text of one action (without its actor). */
export function parseAction(pack: Pack, text: string): Result<PublicAction> {
  const trimmed = text.trim();
  const [first = '', ...rest] = trimmed.split(/\s+/);
  const verb = ALIASES[first.toLowerCase()] ?? first;
  const one = (): Result<Card | null> => {
    const [c, extra] = rest;
    if (c === undefined || extra !== undefined) return err(`"${verb}" needs one card after it`);
    return parseCardOrHidden(pack, c);
  };
  const bare = (type: 'pass' | 'accept' | 'take' | 'hold' | 'ready' | 'raise'): Result<PublicAction> =>
    rest.length === 0 ? ok({ type }) : err(`"${verb}" takes nothing after it`);
  switch (verb) {
    case 'deal':
      return parseDeal(pack, trimmed.slice(first.length));
    case 'pass':
    case 'accept':
    case 'take':
    case 'hold':
    case 'ready':
    case 'raise':
      return bare(verb);
    case 'bid': {
      const w = parseWordArg(verb, rest);
      return w.ok ? ok({ type: 'bid', bid: w.value }) : w;
    }
    case 'declare': {
      const w = parseWordArg(verb, rest);
      return w.ok ? ok({ type: 'declare', contract: w.value }) : w;
    }
    case 'announce': {
      const w = parseWordArg(verb, rest);
      return w.ok ? ok({ type: 'announce', bonus: w.value }) : w;
    }
    case 'contra': {
      const w = parseWordArg(verb, rest);
      return w.ok ? ok({ type: 'contra', target: w.value }) : w;
    }
    case 'trump': {
      if (rest.length !== 1) return err('"trump" needs one suit letter');
      const s = parseSuit(pack, rest[0]);
      return s.ok ? ok({ type: 'trump', suit: s.value }) : s;
    }
    case 'talon': {
      const [g, extra] = rest;
      if (g === undefined || extra !== undefined || !/^(0|[1-9]\d*)$/.test(g))
        return err('"talon" needs the number of a talon part (0, 1, …)');
      return ok({ type: 'talon', group: Number(g) });
    }
    case 'discard': {
      const c = one();
      return c.ok ? ok({ type: 'discard', card: c.value }) : c;
    }
    case 'play': {
      const c = one();
      if (!c.ok) return c;
      if (c.value === null) return err('a played card is never hidden');
      return ok({ type: 'play', card: c.value });
    }
    default:
      return err(
        `"${first}" is not an action (pass, bid, accept, take, hold, declare, trump, talon, discard, announce, ready, contra, raise, play, deal)`,
      );
  }
}

/** Parses `S0 bid solo` or a chance turn `deal …`. */
export function parseTurn(pack: Pack, text: string): Result<PublicTurn> {
  const m = /^\s*(?:S(\d+)\s+)?(.*)$/s.exec(text);
  const seat = m?.[1];
  // Seats are written S0, S1, …: S01 would be read as S1.
  if (seat !== undefined && !/^(0|[1-9]\d*)$/.test(seat)) return err(`"S${seat}" is not a seat (S0, S1, …)`);
  const action = parseAction(pack, m?.[2] ?? '');
  if (!action.ok) return action;
  return ok({ actor: seat === undefined ? 'chance' : Number(seat), action: action.value });
}
