/**
 * The seat's `state` frames at the terminal, as `tarock play` shows a deal: the deal's header
 * (where it stands, when come back in its middle), the others' actions narrated one by one, then
 * the seat's turn with its choices, or whom the table waits for. A finished deal is settled
 * (matchReport.ts). The terminal keeps no state of the game: each frame's View is all it shows.
 */
import { createHash } from 'node:crypto';
import { type Game, type View, unitOf } from '@tarock/engine';
import { narrationLines, tookCards } from '../narrate';
import { seatName, viewText } from '../render';
import { balance } from '../settlement';
import { forcedCard, showTurn } from '../turn';
import { sendAction } from './send';
import { settle } from './matchReport';
import { maybeAskReady } from './nextDeal';
import { forget } from './seating';
import { type Frame, REFUSED, type Session } from './sessionState';
import { seatNames } from './tableText';
import { PROMPTS } from './terminal';

/** A state frame for this table. */
export function dealFrame(s: Session, f: Frame): void {
  if (s.mode !== 'seated' || f.seat !== s.seat) {
    // A spectator's frame after the seat was held: the seat was given up elsewhere.
    if (s.mode === 'seated' && f.seat === null) {
      forget(s);
      s.complain('the seat is held no more (it was given up at another terminal or browser)');
      s.result = REFUSED;
    }
    return;
  }
  const before = s.frame;
  s.frame = f;
  const game = s.game;
  const v = f.view;
  if (!game || !v || !f.deal) {
    maybeAskReady(s);
    return;
  }
  const names = seatNames(s.info, s.seat);
  const n = f.deal.n;
  const prev = before?.deal?.n === n ? before.view : null;
  const fromNext = fromNextDeal(s);
  if (s.shownDeal !== n) {
    s.shownDeal = n;
    s.readyAsked = null;
    s.matchUntold = false;
    const unit = unitOf(game.rules);
    const pot = v.pot ? ` (pot ${balance(unit, v.pot)})` : '';
    s.say(`\n=== Deal ${n}: dealer ${seatName(names, v.dealer)}${pot} ===`);
    s.say(commitmentLine(f.deal.seedHashes));
    const me = s.seat ?? 0;
    if (!v.players.includes(me)) s.say(`${seatName(names, me)} deals and sits this deal out.`);
    else if (v.history.length > 1 && v.phase !== 'finished' && v.toAct !== me && !fromNext)
      // Come back in the middle of a deal: where it stands.
      s.say(viewText(game, v, names));
  } else if (prev && before) narrate(s, game, prev, v, before.seq);
  if (fromNext && s.fromNextDealTold !== n) {
    // The frames show no hand until the deal ends: say why, once.
    s.fromNextDealTold = n;
    s.say('You play from the next deal; the computer finishes this one.');
  }
  if (v.phase === 'finished') {
    settle(s, game, v, n);
    if (f.deal.seeds && s.seedsTold !== n) {
      s.seedsTold = n;
      s.say(revealLines(f.deal.seedHashes, f.deal.seeds));
    }
    return;
  }
  showTurnOrWait(s, game, v, f.seq);
}

/**
 * The server commits to each deal's seed before the first card (docs/server.md, Fair shuffles):
 * its SHA-256 is shown when the deal starts, the seed when it is over, and checked here.
 */
export function commitmentLine(hashes: readonly string[]): string {
  return `Shuffle committed: seed hash ${hashes.join(', ')}`;
}

export function revealLines(hashes: readonly string[], seeds: readonly string[]): string[] {
  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
  const wrong =
    seeds.filter((seed, i) => sha256(seed) !== hashes[i]).length + Math.abs(seeds.length - hashes.length);
  return [
    `Seed revealed: ${seeds.join(', ')}`,
    wrong === 0
      ? '(its SHA-256 is the hash shown when the deal started: the shuffle was fixed before the first card)'
      : `WARNING: ${wrong === 1 ? 'a seed does' : 'seeds do'} not match the hash shown when the deal started`,
  ];
}

/**
 * Whether this seat was taken during the running deal: its player plays from the next deal, and
 * until it ends the computer plays it and the frames carry the spectators' view.
 */
function fromNextDeal(s: Session): boolean {
  return s.seat !== null && s.info?.seats[s.seat]?.from === 'next-deal';
}

function narrate(s: Session, game: Game, prev: View, v: View, prevSeq: number): void {
  const added = v.history.length - prev.history.length;
  if (added <= 0) return;
  const me = s.seat ?? 0;
  if (added > 1) {
    // Frames missed (the connection was away): the calls stand in the turn's "So far".
    s.say(`(${added} actions while you were away)`);
    return;
  }
  const last = v.history[v.history.length - 1];
  if (!last) return;
  const took = last.action.type === 'talon' && last.actor === me ? tookCards(prev.hand, v.hand) : undefined;
  // While the computer finishes the deal for this seat, its moves are told like the others'.
  const people = fromNextDeal(s) ? [] : [me];
  // A move of this seat that this terminal did not send (another tab sent it, or the computer
  // made it when the turn timer ran out) is told: the player did not type it.
  const own = last.actor === me && ![...s.sentActs.values()].includes(prevSeq);
  const lines = narrationLines(game, seatNames(s.info, s.seat), prev, last.actor, v, { people, took, own });
  // Under the turn's prompt, which stood unanswered here: on a line of its own.
  if (lines.length) s.say(own ? ['', ...lines] : lines);
}

/** The seat's turn shown and asked (once a frame), or whom the table waits for named (once). */
export function showTurnOrWait(s: Session, game: Game, v: View, seq: number): void {
  const me = s.seat;
  if (v.toAct === me && v.legal.length > 0) {
    if (s.turn?.seq === seq) return;
    const { turn, text } = showTurn(game, v, seatNames(s.info, s.seat));
    s.turn = { seq, turn };
    // An action sent at an earlier frame is settled: the table moved on (its ack follows the
    // frames it caused, this one among them), or it comes back refused as stale.
    if (s.acting && s.acting.seq < seq) s.acting = null;
    s.waitingFor = null;
    const forced = s.o.playForced === true && !s.acting ? forcedCard(turn) : null;
    if (forced) {
      // Shown as if typed; the seat's answer goes out as a typed one does.
      s.say(`${text}> ${forced.text}`);
      sendAction(s, seq, forced.action);
      return;
    }
    s.ask(`${text}${PROMPTS.turn}`);
    return;
  }
  s.turn = null;
  const who = typeof v.toAct === 'number' ? v.toAct : null;
  const seatInfo = who === null ? undefined : s.info?.seats[who];
  // A person the table waits for is named once; computer players act at once.
  if (who !== null && who !== s.waitingFor && seatInfo && !seatInfo.bot) {
    s.waitingFor = who;
    s.say(`Waiting for ${seatName(seatNames(s.info, s.seat), who)}…`);
  }
}
