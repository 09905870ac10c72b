/**
 * Before the first card (rules-notes HT-02 self-raise, BT-09 Kontra):
 * - Haferltarock's self-raise (option): the declarer of a Hand may raise his own target in fives
 *   ("raise") until he says he is done ("ready"), up to the highest target.
 * - Kontra (option): a defender may say Kontra ("contra" on the game), the declarer answer Re, a
 *   defender Supp, the declarer Resupp, a defender Hirsch, each only in reply to the previous call
 *   and up to the rule set's highest call; "ready" lets the call pass. Each call doubles.
 */
import { type CallsOnGame, defenders, patch, type State } from '../core/state';
import type { Action, Burden, Seat } from '../core/types';
import type { BavarianRules } from './rules';

/** The Kontra level reached on the game: 0 none, 1 Kontra, 2 Re, … (a State or a View). */
export const kontraLevel = (s: Pick<CallsOnGame, 'doublings'>): number =>
  s.doublings.reduce((m, d) => (d.target === 'game' ? Math.max(m, d.level) : m), 0);

/**
 * Who must reach the target at Kontra level `level` (BT-09): with the burden-shift reading each
 * call moves it — the defenders after Kontra, the declarer after Re, and so on; else the declarer.
 */
export const burdenAt = (rules: BavarianRules, level: number): Burden =>
  rules.kontra.shiftsBurden && level % 2 === 1 ? 'defenders' : 'declarer';

const targetOf = (s: State): number => (s.contract ? s.contract.target + s.contract.raised : 61);

function mayRaise(s: State, rules: BavarianRules): boolean {
  const spec = rules.auction;
  return (
    spec.kind === 'haferl' &&
    spec.selfRaise &&
    s.contract?.id === spec.handContract &&
    targetOf(s) + 5 <= spec.maxTarget
  );
}

/** After the stock: the self-raise, then the Kontra window, then the play. */
export function openAnnouncements(s: State, rules: BavarianRules): State {
  const declarer = s.contract?.declarer ?? null;
  if (declarer !== null && mayRaise(s, rules))
    return patch(s, { phase: 'announce', round: { stage: 'pre', queue: [declarer] }, toAct: declarer });
  return openKontra(s, rules);
}

function openKontra(s: State, rules: BavarianRules): State {
  const defs = defenders(s);
  if (rules.kontra.enabled && defs.length > 0)
    return patch(s, { phase: 'announce', round: { stage: 'post', queue: defs }, toAct: defs[0] as Seat });
  return toPlay(s);
}

const toPlay = (s: State): State =>
  patch(s, { phase: 'play', round: null, toAct: s.players[0] as Seat, leader: s.players[0] as Seat });

export function legalAnnounce(s: State, rules: BavarianRules): Action[] {
  const r = s.round;
  if (!r) return [];
  if (r.stage === 'pre')
    return mayRaise(s, rules) ? [{ type: 'raise' }, { type: 'ready' }] : [{ type: 'ready' }];
  return kontraLevel(s) < rules.kontra.maxLevel
    ? [{ type: 'contra', target: 'game' }, { type: 'ready' }]
    : [{ type: 'ready' }];
}

export function applyAnnounce(s: State, action: Action, rules: BavarianRules): State {
  const r = s.round;
  const c = s.contract;
  const seat = s.toAct as Seat;
  if (!r || !c || c.declarer === null) return s;
  if (r.stage === 'pre') {
    if (action.type !== 'raise') return openKontra(patch(s, { round: null }), rules);
    const raised = patch(s, { contract: { ...c, raised: c.raised + 5 } });
    return mayRaise(raised, rules) ? raised : openKontra(patch(raised, { round: null }), rules);
  }
  if (action.type === 'contra') {
    const level = kontraLevel(s) + 1;
    const doublings = [...s.doublings, { target: 'game', level, stage: 'post' as const, by: seat }];
    const after = patch(s, { doublings });
    if (level >= rules.kontra.maxLevel) return toPlay(after);
    // Odd calls come from a defender and are answered by the declarer; even calls the other way.
    const queue = level % 2 === 1 ? [c.declarer] : defenders(s);
    return patch(after, { round: { stage: 'post', queue }, toAct: queue[0] as Seat });
  }
  const queue = r.queue.slice(1);
  const next = queue[0];
  if (next === undefined) return toPlay(s);
  return patch(s, { round: { stage: 'post', queue }, toAct: next });
}
