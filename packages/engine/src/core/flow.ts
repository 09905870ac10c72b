/**
 * A flow carries a family's phases between the deal and the play (auction, contract, talon,
 * announcements) and its settlement. The generic game (core/game.ts) owns the deal, the trick play,
 * legality checking, history and views, and asks the preset's flow for the rest.
 */
import type { PlayRules } from '../play/kernel';
import type { RulesetBase } from './ruleset';
import type { CallsOnGame, State } from './state';
import type { Action, Announcement, Burden, PointStakes, Seat, Settlement, Ultimo } from './types';
import type { SeenTable } from './view';

/** What the ultimo bonuses in play depend on: the contract, its players and the announcements. */
export type UltimoCalls = CallsOnGame & {
  readonly players: readonly Seat[];
  readonly announcements: readonly Announcement[];
};

export interface Flow<R extends RulesetBase = RulesetBase> {
  /** After a valid deal: open the auction, or ask for a redeal (return phase 'deal'). */
  afterDeal(s: State, rules: R): State;
  /** Legal actions in the flow's phases (auction, declare, trump, talon, discard, announce). */
  legal(s: State, rules: R): Action[];
  /** Applies an action already checked against `legal`. */
  apply(s: State, action: Action, rules: R): State;
  /** Why `action` is not legal now (called only when it is not), in the game's words. */
  explain?(s: State, action: Action, rules: R): string | null;
  /**
   * The same, from what every seat sees (a View, or the State), where that is enough to say why;
   * null where only the State could.
   */
  explainSeen?(v: SeenTable, action: Action, rules: R): string | null;
  /**
   * Who must reach the contract's target under the calls made on the game (a State or a View):
   * the defenders after a call that shifts the burden (Bavarian Kontra, rules-notes BT-09).
   * Without it the declarer always does.
   */
  burden?(s: CallsOnGame, rules: R): Burden;
  /**
   * The bonuses won by a card in a given trick under the contract and announcements of `s` (a
   * State or a View), with what each seat's success scores. Without it there are none.
   */
  ultimos?(s: UltimoCalls, rules: R, seats: number): readonly Ultimo[];
  /**
   * Whether the settlement pays the declaring side's card points one by one under the contract and
   * announcements of `s`. Without it it never does (a game is won or lost at its thresholds).
   */
  pointStakes?(s: UltimoCalls, rules: R): PointStakes;
  /** Trump and trick rules for the contract being played (they depend on the contract alone). */
  playRules(s: Pick<State, 'contract'>, rules: R): PlayRules;
  /**
   * The talon positions each talon choice takes under the contract (index: the choice's `group`),
   * for a talon of `talonSize` cards. Without it a contract takes the whole talon as one group.
   */
  talonGroups?(s: Pick<State, 'contract'>, talonSize: number, rules: R): number[][];
  /** Called after every completed trick: return 'finished' to stop play early (Bettel lost). */
  afterTrick?(s: State, rules: R): 'continue' | 'finished';
  /**
   * Called when every card has been played: a state in a phase of the flow's own that still asks
   * the players something (honours claimed at the end of the deal), or `s` itself to settle.
   */
  afterPlay?(s: State, rules: R): State;
  /** Who leads the first trick (normally forehand). */
  firstLeader?(s: State, rules: R): number;
  /** Settles the finished (or thrown-in) deal. */
  settle(s: State, rules: R): Settlement;
}
