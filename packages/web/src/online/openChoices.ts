/**
 * The form that opens an online table, kept in the browser (localStorage, `tarock.open.v1`) as the
 * offline setup keeps its own (`setup/setupChoices.ts`): a group that opens its table every week
 * finds the rule set, the house rules, which seats are left to players and which computer player
 * takes the others, and the turn timer as they left them. Kept apart from the offline setup's
 * choices: seats for friends are not the seats of a match against the computer. Read back field by
 * field as those are; a turn timer the form does not offer is no timer.
 */
import {
  type SetupChoices,
  loadKept,
  parsed,
  saveKept,
  setupChoicesData,
  setupChoicesIn,
} from '../setup/setupChoices';

/** The turn timers offered, in seconds (null: none). */
export const TIMERS = [null, 15, 30, 60, 120] as const;
export type TurnTimer = (typeof TIMERS)[number];

export const OPEN_KEY = 'tarock.open.v1';

export interface OpenChoices {
  readonly setup: SetupChoices | null;
  readonly timer: TurnTimer;
}

/** The kept form in a stored value; nothing kept (or damage) gives no choices and no timer. */
export function readOpenChoices(raw: string | null): OpenChoices {
  const o = parsed(raw);
  const setup = setupChoicesIn(o);
  if (!setup) return { setup: null, timer: null };
  const stored: unknown = (o as { timer?: unknown }).timer; // an object: setupChoicesIn took it
  return { setup, timer: TIMERS.find((t) => t === stored) ?? null };
}

export function loadOpenChoices(storage: Pick<Storage, 'getItem'> | undefined): OpenChoices {
  return readOpenChoices(loadKept(storage, OPEN_KEY));
}

export function saveOpenChoices(storage: Pick<Storage, 'setItem'> | undefined, c: OpenChoices): void {
  if (c.setup) saveKept(storage, OPEN_KEY, JSON.stringify({ ...setupChoicesData(c.setup), timer: c.timer }));
}
