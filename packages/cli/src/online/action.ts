/**
 * The seat's action refused: a refusal of any action sent (send.ts) is said with the table's
 * reason, and the turn asked again (or the latest frame's shown).
 */
import type { ServerMessage } from '@tarock/protocol';
import { showTurnOrWait } from './frames';
import type { Session } from './sessionState';
import { PROMPTS } from './terminal';

/** The table refused an action. */
export function rejected(s: Session, m: Extract<ServerMessage, { t: 'rejected' }>): void {
  // Any action this session sent: its refusal may come after the next turn was answered.
  const sentAt = m.req === undefined ? undefined : s.sentActs.get(m.req);
  if (m.req === undefined || sentAt === undefined) return;
  s.sentActs.delete(m.req);
  if (s.acting?.req === m.req) s.acting = null;
  const why: Record<string, string> = {
    stale: 'the table moved on before your action arrived',
    turn: 'it is not your turn',
    seat: 'you hold no seat here',
    phase: 'no deal is running',
    illegal: 'not a legal action',
  };
  s.complain(`the table refused your action: ${m.reason || why[m.code] || m.code}`);
  // A newer action is on its way, or a newer turn already shown and asked: nothing to ask again.
  if (s.acting || (s.turn && s.turn.seq !== sentAt)) return;
  const game = s.game;
  const f = s.frame;
  if (!game || !f?.view || f.view.phase === 'finished') return;
  // Refused at the turn still shown: asked again; else the latest frame's turn is shown.
  if (s.turn?.seq === f.seq) s.ask(PROMPTS.turn);
  else showTurnOrWait(s, game, f.view, f.seq);
}
