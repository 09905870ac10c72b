import { describe, expect, test } from 'vitest';
import { TableSession } from './session';
import { make } from './testing';

const over = (s: TableSession): boolean => s.state.phase === 'finished';

/** Lets the computer players act until the human is to act or the deal is over. */
function botsAct(s: TableSession): void {
  for (let turn = s.botToAct(); turn; turn = s.botToAct()) {
    const r = s.botAct(turn.seat, turn.bot.act(s.game.view(s.state, turn.seat), s.botRng));
    if (!r.ok) throw new Error(r.error);
  }
}

describe('a table against computer players', () => {
  test.each(['illustrated-mayr-sedlaczek-2016', 'bavarian-huber-1923'])(
    'the page is sent only the human seat view, never another hand (%s)',
    (game) => {
      const s = make(game, 'secrets');
      for (let i = 0; i < 200 && s.state.phase !== 'finished'; i++) {
        botsAct(s);
        const u = s.update(false);
        expect(u.view).toEqual(s.game.view(s.state, 0));
        expect(Object.keys(u)).not.toContain('state');
        // The summary a reloaded page is offered: names and numbers of the match, no card.
        const m = s.summary();
        expect(m).toEqual({
          game: s.game.name,
          names: ['Anna', 'Bert', 'Cilli'],
          deals: s.match.deals,
          totals: s.match.totals,
          pot: s.match.pot,
          inDeal: !over(s),
          finished: s.match.finished,
        });
        for (const seat of [1, 2]) {
          for (const c of s.state.hands[seat] ?? []) expect(u.view.hand).not.toContain(c);
          const dealt = u.view.history.find((t) => t.action.type === 'deal');
          if (dealt?.action.type === 'deal' && u.view.phase !== 'finished')
            expect(dealt.action.hands[seat]?.every((c) => c === null)).toBe(true);
        }
        const a = u.view.legal[0];
        if (!a) break;
        expect(s.humanAct(a, u.seq).ok).toBe(true);
      }
    },
  );

  test('the own last card can be taken back until another card is seen, and only a card that was a choice', () => {
    const s = make('illustrated-mayr-sedlaczek-2016', 'undo');
    let checked = false;
    let forcedSeen = false;
    for (let i = 0; i < 300 && s.state.phase !== 'finished' && !(checked && forcedSeen); i++) {
      botsAct(s);
      const u = s.update(false);
      const a = u.view.legal[0];
      if (!a) break;
      expect(s.humanAct(a, u.seq).ok).toBe(true);
      // A card that was the only one to play is no take-back point: there was nothing to choose.
      if (a.type !== 'play' || u.view.legal.length === 1) {
        if (a.type === 'play') forcedSeen = true;
        expect(s.canUndo()).toBe(false);
        continue;
      }
      if (checked) continue;
      if (over(s)) break;
      expect(s.canUndo()).toBe(true);
      expect(s.undo()).toBe(true);
      expect(s.state.hands[0]).toContain(a.card);
      expect(s.humanAct(a, s.seq).ok).toBe(true);
      const next = s.botToAct();
      if (next) {
        const r = s.botAct(next.seat, next.bot.act(s.game.view(s.state, next.seat), s.botRng));
        expect(r.ok).toBe(true);
        expect(s.canUndo()).toBe(false);
        checked = true;
      }
    }
    expect(checked).toBe(true);
    expect(forcedSeen).toBe(true);
  });

  test('four seats: the dealer sits out, the deal is played to its settlement', () => {
    const made = TableSession.create(
      {
        game: 'haferltarock(seats=4)',
        players: [
          { kind: 'human' },
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
        ],
        names: ['Anna', 'Bert', 'Cilli', 'Dori'],
        delayMs: 0,
      },
      'four',
    );
    if (!made.ok) throw new Error(made.error);
    const s = made.value;
    expect(s.state.players).toHaveLength(3);
    expect(s.state.players).not.toContain(s.state.dealer);
    for (let i = 0; i < 300 && !over(s); i++) {
      botsAct(s);
      const u = s.update(false);
      const a = u.view.legal[0];
      if (a) s.humanAct(a, u.seq);
    }
    expect(s.state.phase).toBe('finished');
    expect(s.match.deals).toBe(1);
  });

  test('a stale choice (an old sequence number) changes nothing', () => {
    const s = make('bavarian-huber-1923', 'stale');
    botsAct(s);
    const u = s.update(false);
    const a = u.view.legal[0];
    if (!a) throw new Error('the human has no choice');
    const r = s.humanAct(a, u.seq - 1);
    expect(r.ok).toBe(false);
    expect(s.update(false).seq).toBe(u.seq);
  });

  test('a finished deal is added to the match once, and the next deal follows', () => {
    const s = make('bavarian-huber-1923', 'match');
    for (let i = 0; i < 300 && s.state.phase !== 'finished'; i++) {
      botsAct(s);
      const u = s.update(false);
      const a = u.view.legal[0];
      if (a) s.humanAct(a, u.seq);
    }
    expect(s.state.phase).toBe('finished');
    expect(s.match.deals).toBe(1);
    expect(s.record().turns.length).toBe(s.state.history.length);
    expect(s.nextDeal().ok).toBe(true);
    expect(s.state.phase).not.toBe('finished');
    expect(s.match.deals).toBe(1);
  });
});
