/** What the table's components share: the loaded game (rules and pack, never a State), names and words. */
import {
  type Card,
  type Game,
  type PublicAction,
  type PublicTurn,
  type Seat,
  type View,
  loadGame,
} from '@tarock/engine';
import type { Lang } from '../app/settings';
import {
  type CallContext,
  type Family,
  actionLabel,
  actionReport,
  briefLabel,
  doublingCall,
  discardsReport,
  talonTaken,
} from '../i18n/vocab';
import { type Action, auctionMoment } from '@tarock/engine';

export interface TableContext {
  readonly game: Game;
  readonly family: Family;
  readonly lang: Lang;
  readonly names: readonly string[];
  readonly human: Seat;
  name(seat: Seat): string;
  /** The action's words; `at` (its index in the history) words a past contra at the level it had then. */
  label(a: Action, view: View, actor?: Seat, at?: number): string;
  /** The same words for a narrow screen (a talon part without its cards); `label`'s otherwise. */
  shortLabel(a: Action, view: View, actor?: Seat, at?: number): string;
  /**
   * The human's call in the fewest words, for a phone (`briefLabel`): with
   * `grouped`, a contra names only what it doubles, its doubling word (`doubling`) standing once
   * before the calls that share it.
   */
  briefLabel(a: Action, view: View, grouped: boolean): string;
  /** The doubling word of the human's contra call ("Kontra", "Rekontra"); null for any other call. */
  doubling(a: Action, view: View): string | null;
  /**
   * What `actor` did, as the log says it ("Anna legt die Herz-Zwei ab"); null for the deal. Another
   * seat's cards laid away are told once, at the last of them (`discardRun`): how many, naming
   * only the cards the View shows ("Bert legt 3 Karten ab, darunter Tarock V"); null at the others
   * (and without `at`). `at` as for `label`.
   */
  report(a: PublicAction, view: View, actor: Seat, at?: number): string | null;
  /**
   * A seat's latest call in its bubble: the call as said ("weiter", "Kontra"); a talon part or the
   * stock taken as what the seat did ("nimmt Teil 2: …", `short`: without the cards).
   */
  bubble(a: Action, view: View, actor: Seat, at: number, short: boolean): string;
}

/**
 * How many parts the talon was split into for the choice: the legal choices while it is open;
 * afterwards the size of the untaken rest tells (the whole stock taken: one part).
 */
export function talonPartsOf(view: View, talonSize: number): number {
  const open = view.legal.filter((x) => x.type === 'talon').length;
  if (open > 0) return open;
  const taken = talonSize - view.talonRestSize;
  return view.contract?.talonGroup != null && taken > 0 && talonSize % taken === 0 ? talonSize / taken : 1;
}

/**
 * The cards a seat laid away in one go (its discard turns in a row, as the View shows them: null
 * face down), at the last of them once it is down; null at any other turn, and while the seat is
 * still laying away (the last turn of the history, the seat still to discard).
 */
export function discardRun(view: View, at: number): readonly (Card | null)[] | null {
  const turns = view.history;
  const turn = turns[at];
  if (turn?.action.type !== 'discard') return null;
  const actor = turn.actor;
  const same = (t: PublicTurn | undefined): boolean => t?.actor === actor && t.action.type === 'discard';
  const next = turns[at + 1];
  if (next ? same(next) : view.phase === 'discard' && view.toAct === actor) return null;
  let start = at;
  while (start > 0 && same(turns[start - 1])) start--;
  return turns.slice(start, at + 1).map((t) => (t.action.type === 'discard' ? t.action.card : null));
}

const games = new Map<string, Game>();

export function gameFor(name: string): Game | null {
  let g = games.get(name);
  if (!g) {
    const r = loadGame(name);
    if (!r.ok) return null;
    g = r.value;
    games.set(name, g);
  }
  return g;
}

export function tableContext(game: Game, lang: Lang, names: readonly string[], human: Seat): TableContext {
  const name = (seat: Seat): string => names[seat] ?? `${seat + 1}`;
  const callContext = (view: View, actor: Seat, at?: number): CallContext => {
    const before = at === undefined ? null : view.history.slice(0, at);
    const past = before ?? view.history;
    const declarer = view.contract?.declarer;
    const moment = auctionMoment(past);
    return {
      rules: game.rules,
      pack: game.pack,
      lang,
      family: game.rules.family,
      declarer: view.contract?.declarer === actor,
      // Calls after a card has been played are honour claims (the claim phase): nothing else follows play.
      claiming: before ? before.some((t) => t.action.type === 'play') : view.phase === 'claim',
      // Every Illustrated contract has its round before the pickup (a Solo too, IT-19), each closed
      // by one "ready" of the declarer's: his first closes that round, his second the one after.
      stage: before
        ? before.some((t) => t.actor === declarer && t.action.type === 'ready')
          ? 'post'
          : 'pre'
        : (view.round?.stage ?? null),
      retake: moment.retake,
      opening: moment.opening,
      auctionKind: view.auction && 'kind' in view.auction ? String(view.auction.kind) : null,
      // Once taken, the talon is no longer on the table: name the parts as they were shown.
      talon: view.talon ?? view.exposedTalon,
      talonParts: talonPartsOf(view, game.rules.talonSize),
      doubled: (target) =>
        before
          ? before.filter((t) => t.action.type === 'contra' && t.action.target === target).length
          : view.doublings.filter((d) => d.target === target).reduce((m, d) => Math.max(m, d.level), 0),
      seatName: name,
    };
  };
  return {
    game,
    family: game.rules.family,
    lang,
    names,
    human,
    name,
    label(a: Action, view: View, actor: Seat = human, at?: number): string {
      return actionLabel(a, callContext(view, actor, at));
    },
    shortLabel(a: Action, view: View, actor: Seat = human, at?: number): string {
      return actionLabel(a, callContext(view, actor, at), true);
    },
    briefLabel(a: Action, view: View, grouped: boolean): string {
      return briefLabel(a, callContext(view, human), grouped);
    },
    doubling(a: Action, view: View): string | null {
      return doublingCall(a, callContext(view, human));
    },
    report(a: PublicAction, view: View, actor: Seat, at?: number): string | null {
      if (a.type === 'discard' && actor !== view.viewer) {
        const run = at === undefined ? null : discardRun(view, at);
        const shown = (run ?? []).filter((c): c is Card => c !== null);
        return run && discardsReport(name(actor), run.length, shown, { pack: game.pack, lang });
      }
      return actionReport(name(actor), a, callContext(view, actor, at));
    },
    bubble(a: Action, view: View, actor: Seat, at: number, short: boolean): string {
      const c = callContext(view, actor, at);
      return a.type === 'talon' ? talonTaken(a.group, c, short) : actionLabel(a, c, short);
    },
  };
}
