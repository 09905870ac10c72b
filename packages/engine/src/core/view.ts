/**
 * Seat views: everything a seat (or a spectator) may know, and nothing more. Secrets leave the
 * engine only through here: the other hands, the talon unless it lies open, the declarer's
 * discards (except tarocks laid face up) and the untaken talon where the rules keep it hidden
 * from a seat that did not see it lie open (a spectator; every seat saw an exposed talon, and
 * remembers it in `seenTalon` though the rules may forbid looking at it again).
 * Bids, announcements, contras and every card played to a trick are public, and so is a hand the
 * rules show when they throw a deal in for what it held (Löw's hand without a tarock, IT-13).
 */
import type { Card } from '../cards/pack';
import type { Game } from './game';
import type { AnnounceRound, AuctionState, ContractState, PhaseId, ShownHand, State } from './state';
import type { Action, Actor, Announcement, Doubling, Seat, Settlement, TrickRecord } from './types';

/** A turn as the viewer saw it: hidden cards are null. */
export type PublicAction =
  | {
      readonly type: 'deal';
      readonly hands: readonly (readonly (Card | null)[])[];
      readonly talon: readonly (Card | null)[];
    }
  | { readonly type: 'discard'; readonly card: Card | null }
  | Exclude<Action, { type: 'deal' } | { type: 'discard' }>;

export interface PublicTurn {
  readonly actor: Actor;
  readonly action: PublicAction;
}

export interface View {
  readonly game: string;
  readonly viewer: Seat | 'spectator';
  readonly seats: number;
  readonly dealer: Seat;
  readonly players: readonly Seat[];
  readonly phase: PhaseId;
  readonly toAct: Actor | null;
  /** The viewer's own hand (empty for a spectator). */
  readonly hand: readonly Card[];
  readonly handSizes: readonly number[];
  /** The talon's cards where the viewer may see them (null entries are face down); null if none visible. */
  readonly talon: readonly (Card | null)[] | null;
  readonly talonExposed: boolean;
  /**
   * The talon as it lay face up for everyone earlier in this deal (null if it never did). Where
   * the rules hide the untaken talon until the deal ends (`unchosenTalonVisible` false), its cards
   * are face down (null) once the declarer has chosen; the part he took stays shown.
   */
  readonly exposedTalon: readonly (Card | null)[] | null;
  /**
   * The talon as the viewer saw it lie face up earlier in this deal, every card named (null if it
   * never lay open, and for a spectator, who may not have been there). Where the rules forbid
   * looking at the untaken talon again (`exposedTalon` hides it), this is what the seat remembers
   * of it: a table shows `exposedTalon`; a computer player reasons from this, as a person who
   * watched the talon would (docs/decisions/0013).
   */
  readonly seenTalon: readonly Card[] | null;
  readonly auction: AuctionState | null;
  readonly contract: ContractState | null;
  /** The declarer's discards as the viewer sees them (null = face down). */
  readonly discards: readonly (Card | null)[];
  /** The untaken talon where visible to the viewer; its size otherwise in `talonRestSize`. */
  readonly talonRest: readonly Card[] | null;
  readonly talonRestSize: number;
  /** Whom the untaken talon counts for (public: the rules say), or null while there is none. */
  readonly talonRestOwner: 'declarer' | 'defenders' | 'nobody' | null;
  readonly announcements: readonly Announcement[];
  readonly doublings: readonly Doubling[];
  readonly round: AnnounceRound | null;
  readonly trick: readonly Card[];
  readonly leader: Seat;
  /** Completed tricks: who led, the cards (all were played face up) and who won. */
  readonly tricks: readonly TrickRecord[];
  readonly pot: number;
  /** The side pot, where the rules keep one (State.sidePot). */
  readonly sidePot?: number;
  readonly history: readonly PublicTurn[];
  /**
   * The hands shown to everyone when the deal was last thrown in for what a hand held (who, the
   * cards as dealt, and why), from the throw-in until the redealt deal ends; null if none was.
   */
  readonly thrownIn: readonly ShownHand[] | null;
  readonly settlement: Settlement | null;
  /** The viewer's legal actions (empty unless it is the viewer's turn). */
  readonly legal: readonly Action[];
}

/**
 * What a refusal may read of the table as every seat sees it: the phase, the contract, the
 * announcements and the talon where it lies open (null entries face down). A View and a State
 * both have it.
 */
export type SeenTable = Pick<View, 'phase' | 'contract' | 'announcements'> & {
  readonly talon: readonly (Card | null)[] | null;
};

export function viewOf(game: Game, s: State, viewer: Seat | 'spectator'): View {
  const finished = s.phase === 'finished';
  const declarer = s.contract?.declarer ?? null;
  const isDeclarer = viewer !== 'spectator' && viewer === declarer;
  const pack = game.pack;
  const tarockSuit = pack.tarockSuit;
  const discardVisible = (c: Card): boolean =>
    finished || isDeclarer || (tarockSuit >= 0 && pack.suitOf[c] === tarockSuit);
  const talonVisibleToViewer = finished || s.talonExposed;
  // Inspecting the untaken talon means looking again at cards that lay open: a talon never exposed
  // (a Solo's, untouched) stays unseen until the deal ends.
  const restVisible = finished || (s.talonRest !== null && game.rules.unchosenTalonVisible && s.talonShown);
  // The untaken talon "may not be looked at until the end of the deal" (Löw, Beck: rules-notes
  // IT-10): the talon as it was shown keeps only the part the declarer took.
  const restHidden = s.talonRest !== null && !restVisible ? new Set<Card>(s.talonRest.cards) : null;
  const history: PublicTurn[] = s.history.map((t) => {
    const a = t.action;
    if (a.type === 'deal') {
      return {
        actor: t.actor,
        action: {
          type: 'deal',
          hands: a.hands.map((h, seat) => h.map((c) => (finished || seat === viewer ? c : null))),
          talon: a.talon.map((c) => (finished ? c : null)),
        },
      };
    }
    if (a.type === 'discard')
      return { actor: t.actor, action: { type: 'discard', card: discardVisible(a.card) ? a.card : null } };
    return { actor: t.actor, action: a };
  });
  const toAct = s.toAct;
  return {
    game: s.game,
    viewer,
    seats: s.seats,
    dealer: s.dealer,
    players: s.players,
    phase: s.phase,
    toAct,
    hand: viewer === 'spectator' ? [] : (s.hands[viewer] ?? []),
    handSizes: s.hands.map((h) => h.length),
    talon: s.talon.length === 0 ? null : talonVisibleToViewer ? s.talon : null,
    talonExposed: s.talonExposed,
    exposedTalon:
      finished || s.talonShown
        ? restHidden
          ? s.talon.map((c) => (restHidden.has(c) ? null : c))
          : s.talon
        : null,
    seenTalon: viewer !== 'spectator' && s.talonShown && s.talon.length > 0 ? s.talon : null,
    auction: s.auction,
    contract: s.contract,
    discards: s.discards.map((c) => (discardVisible(c) ? c : null)),
    talonRest: s.talonRest && restVisible ? s.talonRest.cards : null,
    talonRestSize: s.talonRest?.cards.length ?? 0,
    talonRestOwner: s.talonRest?.owner ?? null,
    announcements: s.announcements,
    doublings: s.doublings,
    round: s.round,
    trick: s.trick,
    leader: s.leader,
    tricks: s.tricks,
    pot: s.pot,
    ...(s.sidePot !== undefined ? { sidePot: s.sidePot } : {}),
    history,
    thrownIn: s.thrownIn,
    settlement: s.settlement,
    legal: viewer !== 'spectator' && toAct === viewer ? game.legalActions(s) : [],
  };
}
