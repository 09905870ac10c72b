/** Dispatch to the rule set's auction kind: the flow reads `rules.auction.kind`, never a preset id. */
import { assertNever } from '../../core/result';
import type { State } from '../../core/state';
import type { Action } from '../../core/types';
import type { BavarianRules } from '../rules';
import { applyHaferl, legalHaferl, startHaferl } from './haferl';
import { applyHuber, legalHuber, startHuber } from './huber';
import { applyNoPoint, legalNoPoint, startNoPoint } from './nopoint';
import { applyScharf, legalScharf, startScharf } from './scharf';
import { type BavarianAuction, isBavarianAuction } from './types';

export function startAuction(s: State, rules: BavarianRules): State {
  const kind = rules.auction.kind;
  switch (kind) {
    case 'huber':
      return startHuber(s);
    case 'haferl':
      return startHaferl(s);
    case 'nopoint':
      return startNoPoint(s);
    case 'scharf':
      return startScharf(s);
    default:
      return assertNever(kind);
  }
}

/** The Bavarian auction of a state (null outside a Bavarian deal). */
export function auctionOf(s: State): BavarianAuction | null {
  return isBavarianAuction(s.auction) ? s.auction : null;
}

export function legalAuction(s: State, rules: BavarianRules): Action[] {
  const a = auctionOf(s);
  const spec = rules.auction;
  if (!a || a.result) return [];
  if (a.kind === 'huber' && spec.kind === 'huber') return legalHuber(a, spec);
  if (a.kind === 'haferl' && spec.kind === 'haferl') return legalHaferl(s, a, spec);
  if (a.kind === 'nopoint' && spec.kind === 'nopoint') return legalNoPoint(s, a, spec);
  if (a.kind === 'scharf' && spec.kind === 'scharf') return legalScharf();
  return [];
}

export function applyAuction(s: State, action: Action, rules: BavarianRules): State {
  const a = auctionOf(s);
  const spec = rules.auction;
  if (a?.kind === 'huber' && spec.kind === 'huber') return applyHuber(s, a, action, spec);
  if (a?.kind === 'haferl' && spec.kind === 'haferl') return applyHaferl(s, a, action, spec);
  if (a?.kind === 'nopoint' && spec.kind === 'nopoint') return applyNoPoint(s, a, action, spec);
  if (a?.kind === 'scharf' && spec.kind === 'scharf') return applyScharf(s, a, action, spec);
  return s;
}
