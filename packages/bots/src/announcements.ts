/**
 * What an announcement says about its announcer's hand (Illustrated Tarock, rules-notes IT-15 to
 * IT-17): announcing the Pagat (Uhu) ultimo requires holding it; Without Trull (Kings) requires
 * holding none of them; claiming an honour requires holding it. Samplers use this so that their
 * worlds agree with the announcements made.
 */
import { type Card, KINGS, MOND, PAGAT, SKUS, TRULL, UHU } from '@tarock/engine';

export interface HandConstraint {
  /** Cards the announcer held. */
  readonly holds: readonly Card[];
  /** Cards the announcer never held. */
  readonly lacks: readonly Card[];
}

const CONSTRAINTS: Readonly<Record<string, HandConstraint>> = {
  pagat: { holds: [PAGAT], lacks: [] },
  uhu: { holds: [UHU], lacks: [] },
  withoutTrull: { holds: [], lacks: [PAGAT, MOND, SKUS] },
  withoutKings: { holds: [], lacks: KINGS },
  tarockTrull: { holds: TRULL, lacks: [] },
  royalTrull: { holds: KINGS, lacks: [] },
};

/** The constraint an announcement puts on its announcer's cards (none for point announcements). */
export function handConstraint(bonus: string): HandConstraint | null {
  return CONSTRAINTS[bonus] ?? null;
}
