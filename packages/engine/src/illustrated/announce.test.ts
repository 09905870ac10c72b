/**
 * Scenario tests of the announcement rounds (rules-notes IT-15, IT-19, IT-20, L-03, L-04, B-03,
 * B-04, M-03, M-05): who may announce what in which round, the defenders' answers, contra and
 * recontra with their stage.
 */
import { describe, expect, test } from 'vitest';
import { illustratedBeck, illustratedLoew1954, illustratedMayrSedlaczek2016 } from '../presets/illustrated';
import { PLAIN_DEAL, dealFor, dealOf, gameOf, legalText, playOut, scenario } from './testkit';

const bidDreiblatt = ['bid dreiblatt', 'accept', 'accept'];
const exchange = ['talon 1', 'discard HQ', 'discard HC', 'discard HJ'];

describe('Mayr & Sedlaczek (M-03, M-05)', () => {
  const game = gameOf(illustratedMayrSedlaczek2016);

  test('before the pickup the declarer announces bonuses of the first column, then says ready', () => {
    const s = scenario(game, PLAIN_DEAL, bidDreiblatt);
    expect(s.round).toEqual({ stage: 'pre', queue: [0, 1, 2] });
    expect(legalText(game, s)).toEqual([
      'announce pagat',
      'announce forty',
      'announce fifty',
      'announce valat',
      'ready',
    ]);
  });

  test('with 40, with 50 and Valat only in this order', () => {
    const s = scenario(game, PLAIN_DEAL, [...bidDreiblatt, 'announce fifty']);
    expect(legalText(game, s)).toEqual(['announce pagat', 'announce valat', 'ready']);
  });

  test('the defenders answer in turn: contra the game or a bonus, then gut', () => {
    const s = scenario(game, PLAIN_DEAL, [...bidDreiblatt, 'announce forty', 'ready']);
    expect(s.toAct).toBe(1);
    expect(legalText(game, s)).toEqual(['contra game', 'contra forty@0', 'accept']);
    const second = scenario(game, PLAIN_DEAL, [
      ...bidDreiblatt,
      'announce forty',
      'ready',
      'contra game',
      'accept',
    ]);
    expect(second.toAct).toBe(2);
    expect(legalText(game, second)).toEqual(['contra forty@0', 'accept']);
  });

  test('a contra by one defender stands for the side; a defender left with nothing to say is not asked', () => {
    const s = scenario(game, PLAIN_DEAL, [
      ...bidDreiblatt,
      'announce forty',
      'ready',
      'contra game',
      'contra forty@0',
      'accept',
    ]);
    expect(s.toAct).toBe(0);
    expect(s.round?.queue).toEqual([0]);
  });

  test('recontra: the declarer doubles a contra again, each level recorded with its stage', () => {
    const s = scenario(game, PLAIN_DEAL, [
      ...bidDreiblatt,
      'announce forty',
      'ready',
      'contra game',
      'accept',
    ]);
    const re = scenario(game, PLAIN_DEAL, [
      ...bidDreiblatt,
      'announce forty',
      'ready',
      'contra game',
      'accept',
      'accept',
    ]);
    expect(s.toAct).toBe(2);
    expect(re.toAct).toBe(0);
    expect(legalText(game, re)).toEqual(['contra game', 'accept']);
    const done = scenario(game, PLAIN_DEAL, [
      ...bidDreiblatt,
      'announce forty',
      'ready',
      'contra game',
      'accept',
      'accept',
      'contra game',
      'accept',
    ]);
    expect(done.phase).toBe('talon');
    expect(done.doublings).toEqual([
      { target: 'game', level: 1, stage: 'pre', by: 1 },
      { target: 'game', level: 2, stage: 'pre', by: 0 },
    ]);
  });

  test('after the pickup: the second column, and only the new announcements can be contra’d', () => {
    const pre = [...bidDreiblatt, 'announce forty', 'ready', 'accept', 'accept', ...exchange];
    const s = scenario(game, PLAIN_DEAL, pre);
    expect(s.round?.stage).toBe('post');
    expect(legalText(game, s)).toEqual(['announce pagat', 'announce fifty', 'announce valat', 'ready']);
    const answer = scenario(game, PLAIN_DEAL, [...pre, 'announce fifty', 'ready']);
    expect(legalText(game, answer)).toEqual(['contra fifty@0', 'accept']);
  });

  test('nothing announced after the pickup: play starts, forehand leads', () => {
    const s = scenario(game, PLAIN_DEAL, [
      ...bidDreiblatt,
      'ready',
      'accept',
      'accept',
      ...exchange,
      'ready',
    ]);
    expect(s.phase).toBe('play');
    expect(s.toAct).toBe(0);
  });

  test('a Solo has both rounds with nothing in between (IT-19)', () => {
    const s = scenario(game, PLAIN_DEAL, [
      'bid solo',
      'accept',
      'accept',
      'announce forty',
      'ready',
      'accept',
      'accept',
    ]);
    expect(s.round?.stage).toBe('post');
    expect(legalText(game, s)).toEqual(['announce pagat', 'announce fifty', 'announce valat', 'ready']);
  });
});

describe('Löw (L-03, L-04)', () => {
  const game = gameOf(illustratedLoew1954);

  test('"40" only before the pickup, "50" and Pagat only after it', () => {
    expect(legalText(game, scenario(game, PLAIN_DEAL, bidDreiblatt))).toEqual(['announce forty', 'ready']);
    const post = scenario(game, PLAIN_DEAL, [...bidDreiblatt, 'ready', ...exchange]);
    expect(legalText(game, post)).toEqual(['announce pagat', 'announce fifty', 'ready']);
  });

  test('the opponents may contra the "40"; with nothing announced they are not asked before the pickup', () => {
    const s = scenario(game, PLAIN_DEAL, [...bidDreiblatt, 'announce forty', 'ready']);
    expect(legalText(game, s)).toEqual(['contra forty@0', 'accept']);
    expect(scenario(game, PLAIN_DEAL, [...bidDreiblatt, 'ready']).phase).toBe('talon');
  });

  test('after "es liegt" the defenders accept the game or contra it', () => {
    const s = scenario(game, PLAIN_DEAL, [...bidDreiblatt, 'ready', ...exchange, 'ready']);
    expect(s.toAct).toBe(1);
    expect(legalText(game, s)).toEqual(['contra game', 'accept']);
  });

  test('no recontra by default; with the option the declarer may recontra', () => {
    // The second defender answers too ("gut"): Löw lets a defender announce his Pagat here.
    const line = [...bidDreiblatt, 'ready', ...exchange, 'ready', 'contra game', 'accept', 'accept'];
    expect(scenario(game, PLAIN_DEAL, line).phase).toBe('play');
    const g = gameOf(illustratedLoew1954, { recontra: true });
    expect(legalText(g, scenario(g, PLAIN_DEAL, line))).toEqual(['contra game', 'accept']);
  });

  // Seat 0 without the Pagat; the alternating split gives it to seat 1.
  const defenderPagat = dealFor('T2 T3 T4 T5 T6 T7 HK HQ HC HJ H1 H2 H3 H4 DK DQ', 'T19 T20 T21 Sk C8 C7');

  test('a defender may announce his own Pagat when answering, after the pickup', () => {
    const s = scenario(game, defenderPagat, [...bidDreiblatt, 'ready', ...exchange, 'ready']);
    expect(legalText(game, s)).toEqual(['contra game', 'announce pagat', 'accept']);
    const done = scenario(game, defenderPagat, [
      ...bidDreiblatt,
      'ready',
      ...exchange,
      'ready',
      'announce pagat',
      'accept',
      'accept',
    ]);
    expect(done.announcements).toEqual([{ seat: 1, bonus: 'pagat', stage: 'post' }]);
  });

  test('whether a defender is asked to answer does not tell what he holds (the Pagat, L-04)', () => {
    // After the first defender's contra the second has no contra left; he is asked all the same,
    // with the Pagat (which he may keep quiet about) or without it.
    // PLAIN_DEAL with the Pagat moved from the declarer (seat 0) to seat 2, who answers second.
    const secondHoldsPagat = dealOf(
      [
        'T13 T2 T3 T4 T5 T6 HK HQ HC HJ H1 H2 H3 H4 DK DQ',
        'T7 T8 T9 T10 T11 T12 DC DJ D1 D2 D3 D4 SK SQ SC SJ',
        'T1 T14 T15 T16 T17 T18 S10 S9 S8 S7 CK CQ CC CJ C10 C9',
      ],
      'T19 T20 T21 Sk C8 C7',
    );
    const line = [...bidDreiblatt, 'ready', ...exchange, 'ready', 'contra game', 'accept'];
    const asked = (deal: typeof PLAIN_DEAL) => {
      const s = scenario(game, deal, line);
      return { phase: s.phase, toAct: s.toAct, queue: s.round?.queue };
    };
    expect(legalText(game, scenario(game, secondHoldsPagat, line))).toContain('announce pagat');
    expect(asked(PLAIN_DEAL)).toEqual(asked(secondHoldsPagat));
    expect(asked(PLAIN_DEAL)).toEqual({ phase: 'announce', toAct: 2, queue: [2] });
  });

  test('the Uhu is announced only with the option', () => {
    const g = gameOf(illustratedLoew1954, { uhu: true });
    const post = [...bidDreiblatt, 'ready', ...exchange];
    expect(legalText(g, scenario(g, defenderPagat, post))).toContain('announce uhu');
    expect(legalText(game, scenario(game, defenderPagat, post))).not.toContain('announce uhu');
  });

  test('option honoursMustBeClaimed: honours are claimed after the pickup and score only if claimed', () => {
    const g = gameOf(illustratedLoew1954, { honoursMustBeClaimed: true });
    const trull = dealFor('T1 T21 Sk T2 T3 T4 HK HQ HC HJ H1 H2 H3 H4 DK DQ', 'T19 T20 T5 T6 C8 C7');
    const post = [...bidDreiblatt, 'ready', ...exchange];
    expect(legalText(g, scenario(g, trull, post))).toContain('announce tarockTrull');
    const claimed = playOut(
      g,
      scenario(g, trull, [...post, 'announce tarockTrull', 'ready', 'accept', 'accept']),
    );
    const unclaimed = playOut(g, scenario(g, trull, [...post, 'ready', 'accept', 'accept']));
    expect(claimed.settlement?.lines.some((l) => l.text.startsWith('Tarock Trull held by seat 0'))).toBe(
      true,
    );
    expect(unclaimed.settlement?.lines.some((l) => l.text.startsWith('Tarock Trull'))).toBe(false);
  });
});

describe('Beck (B-03, B-04)', () => {
  const game = gameOf(illustratedBeck);

  test('option honoursMustBeClaimed: honours are claimed after the last trick, before the next deal (IT-15 [d])', () => {
    const g = gameOf(illustratedBeck, { honoursMustBeClaimed: true });
    const trull = dealFor('T1 T21 Sk T2 T3 T4 HK HQ HC HJ H1 H2 H3 H4 DK DQ', 'T19 T20 T5 T6 C8 C7');
    const post = [...bidDreiblatt, 'ready', ...exchange];
    // Not in the round after the pickup: claiming there would tell the others what he holds.
    expect(legalText(g, scenario(g, trull, post))).not.toContain('announce tarockTrull');
    const played = playOut(g, scenario(g, trull, [...post, 'ready', 'accept', 'accept']));
    expect(played.phase).toBe('claim');
    expect(played.toAct).toBe(0);
    expect(played.round?.queue).toEqual([0]);
    expect(legalText(g, played)).toEqual(['announce tarockTrull', 'ready']);
    const claimed = scenario(g, trull, [
      ...played.history.slice(1).map((t) => t.action),
      'announce tarockTrull',
    ]);
    const unclaimed = scenario(g, trull, [...played.history.slice(1).map((t) => t.action), 'ready']);
    expect([claimed.phase, unclaimed.phase]).toEqual(['finished', 'finished']);
    const trullLine = (st: typeof claimed) =>
      st.settlement?.lines.some((l) => l.text.startsWith('Tarock Trull held by seat 0'));
    expect(trullLine(claimed)).toBe(true);
    expect(trullLine(unclaimed)).toBe(false);
  });

  test('without the option nothing is claimed: the deal ends at the last trick and honours score as held', () => {
    const trull = dealFor('T1 T21 Sk T2 T3 T4 HK HQ HC HJ H1 H2 H3 H4 DK DQ', 'T19 T20 T5 T6 C8 C7');
    const post = [...bidDreiblatt, 'ready', ...exchange, 'ready', 'accept', 'accept'];
    const played = playOut(game, scenario(game, trull, post));
    expect(played.phase).toBe('finished');
    expect(played.settlement?.lines.some((l) => l.text.startsWith('Tarock Trull held by seat 0'))).toBe(true);
  });

  test('only the declarer announces, in either round', () => {
    expect(legalText(game, scenario(game, PLAIN_DEAL, bidDreiblatt))).toEqual([
      'announce pagat',
      'announce uhu',
      'announce forty',
      'announce fifty',
      'announce valat',
      'ready',
    ]);
  });

  test('the defenders answer each announcement before the pickup with gut or contra; the game only after', () => {
    const s = scenario(game, PLAIN_DEAL, [...bidDreiblatt, 'announce pagat', 'ready']);
    expect(legalText(game, s)).toEqual(['contra pagat@0', 'accept']);
    const post = scenario(game, PLAIN_DEAL, [
      ...bidDreiblatt,
      'announce pagat',
      'ready',
      'accept',
      'accept',
      ...exchange,
      'ready',
    ]);
    expect(legalText(game, post)).toEqual(['contra game', 'accept']);
  });

  test('Panzer (50) before the pickup: Absolut (40) after it only with option pointAnnouncementOrder=free (M-03 is a reading for Beck)', () => {
    const calls = [...bidDreiblatt, 'announce fifty', 'ready', 'accept', 'accept', ...exchange];
    const inOrder = legalText(game, scenario(game, PLAIN_DEAL, calls));
    expect(inOrder).not.toContain('announce forty');
    expect(inOrder).toContain('announce valat');
    const free = gameOf(illustratedBeck, { pointAnnouncementOrder: 'free' });
    expect(legalText(free, scenario(free, PLAIN_DEAL, calls))).toContain('announce forty');
  });

  test('option gameContra=false: the game cannot be contra’d', () => {
    const g = gameOf(illustratedBeck, { gameContra: false });
    expect(scenario(g, PLAIN_DEAL, [...bidDreiblatt, 'ready', ...exchange, 'ready']).phase).toBe('play');
  });
});

describe('the birds are announced only by the declarer who holds them (our reading; docs/rules)', () => {
  // Seat 0 wins a Dreiblatt with the Pagat and the Uhu lying in the talon's first group.
  const birdsInTalon = dealOf(
    [
      'T13 T19 T3 T4 T5 T6 HK HQ HC HJ H1 H2 H3 H4 DK DQ',
      'T7 T8 T9 T10 T11 T12 DC DJ D1 D2 D3 D4 SK SQ SC SJ',
      'T20 T14 T15 T16 T17 T18 S10 S9 S8 S7 CK CQ CC CJ C10 C9',
    ],
    'T1 T2 T21 Sk C8 C7',
  );
  const pickup = ['talon 0', 'discard HQ', 'discard HC', 'discard HJ'];

  test('Mayr & Sedlaczek: no Pagat ultimo before the pickup while the Pagat lies in the talon; after taking it, yes', () => {
    const game = gameOf(illustratedMayrSedlaczek2016);
    // (He holds no Trull card either, so Without Trull is offered.)
    expect(legalText(game, scenario(game, birdsInTalon, bidDreiblatt))).toEqual([
      'announce forty',
      'announce fifty',
      'announce withoutTrull',
      'announce valat',
      'ready',
    ]);
    // The defenders may contra the game before the pickup here (M-05): both say gut.
    const post = scenario(game, birdsInTalon, [...bidDreiblatt, 'ready', 'accept', 'accept', ...pickup]);
    expect(legalText(game, post)).toContain('announce pagat');
  });

  test('Beck: neither the Pagat nor the Uhu before the pickup while both lie in the talon; both after taking them', () => {
    const game = gameOf(illustratedBeck);
    const pre = legalText(game, scenario(game, birdsInTalon, bidDreiblatt));
    expect(pre).not.toContain('announce pagat');
    expect(pre).not.toContain('announce uhu');
    const post = legalText(game, scenario(game, birdsInTalon, [...bidDreiblatt, 'ready', ...pickup]));
    expect(post).toContain('announce pagat');
    expect(post).toContain('announce uhu');
  });
});
