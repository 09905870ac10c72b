import { showTurn } from '../src/turn';
import { GERMAN36, type State, createRng, formatCard, loadGame } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { playRandomDeal } from '@tarock/engine/testing';
import {
  actionText,
  auctionText,
  handOrder,
  choiceText,
  choicesInOrder,
  phaseText,
  viewText,
} from '../src/render';

/** The first state of a random deal of `name` at which `stop` holds (null if none does). */
function playUntil(name: string, seed: number, stop: (s: State) => boolean): State | null {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  return playRandomDeal(g.value, createRng(`render-${seed}`)).find(stop) ?? null;
}

const NAMES = ['S0', 'S1', 'S2'];

function gameOf(name: string) {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

describe('the terminal view of the last trick (M-10: lastTrickReview)', () => {
  it.each([
    ['illustrated-loew-1954', false],
    ['illustrated-beck', false],
    ['illustrated-mayr-sedlaczek-2016', true],
    ['haferltarock', true],
  ] as const)('%s: once the next trick has begun the last trick is shown: %s', (name, review) => {
    const g = loadGame(name);
    if (!g.ok) throw new Error(g.error);
    let checked = 0;
    for (let seed = 0; seed < 50 && checked < 3; seed++) {
      const s = playUntil(
        name,
        seed,
        (x) => x.phase === 'play' && x.tricks.length === 2 && x.trick.length === 1,
      );
      if (!s || typeof s.toAct !== 'number') continue;
      checked++;
      const text = viewText(g.value, g.value.view(s, s.toAct), NAMES).join('\n');
      expect(text.includes('Last trick (2)')).toBe(review);
    }
    expect(checked).toBe(3);
  });

  it('shows the trick just taken to the seat that leads the next one, in every preset', () => {
    for (const name of ['illustrated-loew-1954', 'haferltarock']) {
      const g = loadGame(name);
      if (!g.ok) throw new Error(g.error);
      const s = playUntil(
        name,
        1,
        (x) => x.phase === 'play' && x.tricks.length === 1 && x.trick.length === 0,
      );
      if (!s || typeof s.toAct !== 'number') throw new Error(`${name}: no such state`);
      expect(viewText(g.value, g.value.view(s, s.toAct), NAMES).join('\n')).toContain('Last trick (1)');
    }
  });
});

describe('actions in the words and symbols of the table, not the record notation', () => {
  const haferl = gameOf('haferltarock');
  const ms = gameOf('illustrated-mayr-sedlaczek-2016');
  const bavarian = gameOf('bavarian-no-point-bidding');

  it('names trumps by the suit symbol of the hand and its name (trump ♠ Gras, not trump G)', () => {
    expect(GERMAN36.suits.map((_, suit) => actionText(haferl, { type: 'trump', suit }))).toEqual([
      'trump ♣ Eichel',
      'trump ♠ Gras',
      'trump ♥ Herz',
      'trump ♦ Schellen',
    ]);
  });

  it('says whose announcement a contra doubles, by the bonus’s own name (not contra fifty@2)', () => {
    const names = ['you', 'heuristic 1', 'heuristic 2'];
    expect(actionText(ms, { type: 'contra', target: 'fifty@2' }, names)).toBe(
      'contra With 50 (announced by S2 heuristic 2)',
    );
    expect(actionText(ms, { type: 'contra', target: 'pagat@0' })).toBe(
      'contra Pagat ultimo (announced by S0)',
    );
    expect(actionText(ms, { type: 'contra', target: 'game' }, names)).toBe('contra the game');
  });

  it('names contracts and bonuses as the rule set does (bid Dreiblatt, declare Farb-Frage, announce Without Trull)', () => {
    expect(actionText(ms, { type: 'bid', bid: 'dreiblatt' })).toBe('bid Dreiblatt');
    expect(actionText(ms, { type: 'announce', bonus: 'withoutTrull' })).toBe('announce Without Trull');
    expect(actionText(bavarian, { type: 'declare', contract: 'farbFrage' })).toBe('declare Farb-Frage');
    expect(actionText(haferl, { type: 'declare', contract: 'hand' })).toBe('declare Handspiel');
    // An id the rule set does not name stays as written.
    expect(actionText(haferl, { type: 'bid', bid: '66' })).toBe('bid 66');
  });

  it('keeps cards in the pretty notation', () => {
    expect(actionText(ms, { type: 'play', card: 52 })).toBe('play XXI');
  });
});

describe('the course of the deal so far, at each turn', () => {
  /** The block that starts with `prefix`, its wrapped lines joined again (each within the width unless one call is longer). */
  const block = (text: readonly string[], prefix: string): string | undefined => {
    const i = text.findIndex((l) => l.startsWith(prefix));
    if (i < 0) return undefined;
    const lines = [text[i] ?? ''];
    for (const l of text.slice(i + 1))
      if (l.startsWith('    ')) lines.push(l);
      else break;
    for (const l of lines) expect(l.length <= 100 || !l.trimStart().includes('; ')).toBe(true);
    return lines.map((l, k) => (k ? l.trimStart() : l)).join(' ');
  };

  it('stays short: the last calls and how many came before, wrapped; in the play only what is at stake', () => {
    const g = loadGame('illustrated-beck');
    if (!g.ok) throw new Error(g.error);
    let long = 0;
    let played = 0;
    for (let seed = 0; seed < 20; seed++) {
      for (const s of playRandomDeal(g.value, createRng(`so-far-${seed}`))) {
        if (typeof s.toAct !== 'number') continue;
        const view = g.value.view(s, s.toAct);
        const text = viewText(g.value, view, NAMES);
        const line = block(text, 'So far');
        if (s.phase === 'play') {
          // The bidding is over (the contract has its line): what is still at stake stays in view.
          const said = view.history.filter((t) => t.action.type === 'announce' || t.action.type === 'contra');
          const stakes = block(text, 'Announcements and contras: ');
          expect(line).toBeUndefined();
          expect(stakes?.split('; ').length).toBe(said.length || undefined);
          if (said.length) played++;
          continue;
        }
        const calls = auctionText(g.value, view, NAMES);
        if (calls.length <= 8) {
          expect(line).toBe(calls.length ? `So far: ${calls.join('; ')}` : undefined);
          continue;
        }
        long++;
        expect(line).toBe(`So far (last 8 of ${calls.length}): ${calls.slice(-8).join('; ')}`);
      }
    }
    expect(long).toBeGreaterThan(0);
    expect(played).toBeGreaterThan(0);
  });
});

describe('the contract line', () => {
  it('names the trumps the declarer chose and the target he raised himself (Haferltarock, selfRaise)', () => {
    const name = 'haferltarock(selfRaise=true)';
    const g = loadGame(name);
    if (!g.ok) throw new Error(g.error);
    let raised = 0;
    for (let seed = 0; seed < 60; seed++) {
      const s = playUntil(name, seed, (x) => x.phase === 'play' && x.trick.length === 0);
      const c = s?.contract;
      if (!s || !c || typeof s.toAct !== 'number') continue;
      const suit = g.value.pack.suits[c.trump ?? -1];
      const trumps = suit ? `trumps ${suit.pretty} ${suit.de}` : 'no trumps';
      const line = viewText(g.value, g.value.view(s, s.toAct), NAMES).find((l) => l.startsWith('Contract: '));
      expect(line).toContain(`, ${trumps}, `);
      // The contract by the rule set's own name (Aufnahmespiel, Handspiel), not its id.
      expect(line).toMatch(/^Contract: (Aufnahmespiel|Handspiel) \(/);
      expect(line).toMatch(new RegExp(`needs ${c.target + c.raised}$`));
      if (c.raised > 0) raised++;
    }
    expect(raised).toBeGreaterThan(0);
  });

  it('gives the factor of an Illustrated contract beside its game value (Zweiblatt ×2 … Solo ×4)', () => {
    const g = gameOf('illustrated-beck');
    const factors = new Map([
      ['dreiblatt', ''],
      ['zweiblatt', ' ×2'],
      ['einblatt', ' ×3'],
      ['solo', ' ×4'],
    ]);
    const seen = new Set<string>();
    for (let seed = 0; seed < 40 && seen.size < factors.size; seed++) {
      const s = playUntil(
        'illustrated-beck',
        seed,
        (x) => x.phase === 'play' && x.contract?.declarer != null,
      );
      const c = s?.contract;
      if (!s || !c || typeof s.toAct !== 'number') continue;
      const line = viewText(g, g.view(s, s.toAct), NAMES).find((l) => l.startsWith('Contract: '));
      expect(line).toContain(`game value ${c.gameValue}${factors.get(c.id)}, needs`);
      seen.add(c.id);
    }
    expect(seen.has('solo')).toBe(true);
    expect(seen.size).toBeGreaterThan(1);
  });

  it('says a Bettel declarer must take no trick, not that he needs 61', () => {
    const name = 'bavarian-no-point-bidding';
    const g = gameOf(name);
    let bettel = 0;
    for (let seed = 0; seed < 80 && bettel < 2; seed++) {
      const s = playUntil(name, seed, (x) => x.phase === 'play' && x.contract?.id === 'bettel');
      if (!s || typeof s.toAct !== 'number') continue;
      const line = viewText(g, g.view(s, s.toAct), NAMES).find((l) => l.startsWith('Contract: '));
      expect(line).toMatch(/^Contract: Bettel \(S\d S\d\), no trumps, game value \d+, to take no trick$/);
      bettel++;
    }
    expect(bettel).toBeGreaterThan(0);
  });

  it('lists a raise by the target it leads to (Haferltarock, selfRaise)', () => {
    const name = 'haferltarock(selfRaise=true)';
    const g = gameOf(name);
    let raises = 0;
    for (let seed = 0; seed < 60 && raises < 3; seed++) {
      const s = playUntil(name, seed, (x) => g.legalActions(x).some((a) => a.type === 'raise'));
      const c = s?.contract;
      if (!s || !c || typeof s.toAct !== 'number') continue;
      const view = g.view(s, s.toAct);
      const raise = view.legal.find((a) => a.type === 'raise');
      if (!raise) continue;
      expect(choiceText(g, view, raise, NAMES)).toBe(
        `raise five (fünf mehr): needs ${c.target + c.raised + 5}`,
      );
      raises++;
    }
    expect(raises).toBeGreaterThan(0);
  });
});

describe('the talon choices at the turn', () => {
  it.each([['illustrated-mayr-sedlaczek-2016'], ['illustrated-beck'], ['illustrated-loew-1954']] as const)(
    '%s: each talon choice lists the cards it takes',
    (name) => {
      const g = loadGame(name);
      if (!g.ok) throw new Error(g.error);
      const game = g.value;
      let checked = 0;
      for (let seed = 0; seed < 200 && checked < 10; seed++) {
        const s = playUntil(name, seed, (x) => x.phase === 'talon');
        if (!s) continue;
        const seat = s.toAct as number;
        const view = game.view(s, seat);
        for (const a of view.legal) {
          if (a.type !== 'talon') continue;
          const next = game.apply(s, a);
          if (!next.ok) throw new Error(next.error);
          const taken = s.talon.filter((c) => next.value.hands[seat]?.includes(c));
          const label = choiceText(game, view, a, NAMES);
          expect(label.startsWith(`talon ${a.group}: `)).toBe(true);
          const listed = label.slice(`talon ${a.group}: `.length).split(' ');
          expect(listed.sort()).toEqual(taken.map((c) => formatCard(game.pack, c, 'pretty')).sort());
          checked++;
        }
      }
      expect(checked).toBeGreaterThanOrEqual(10);
    },
  );
});

describe('a Bettel hand in the order the Bettel ranks its cards (the 10 below the Unter)', () => {
  it('shows the hand and numbers the cards A K O U 10 9 …, not by the 10 of the trump games', () => {
    const name = 'bavarian-no-point-bidding';
    const g = gameOf(name);
    const heldWith10 = (s: State) =>
      typeof s.toAct === 'number' &&
      (s.hands[s.toAct] ?? []).some((c) => {
        const text = formatCard(g.pack, c);
        return (
          text.endsWith('10') &&
          (s.hands[s.toAct as number] ?? []).some((k) => formatCard(g.pack, k) === `${text[0]}K`)
        );
      });
    let seen = 0;
    for (let seed = 0; seed < 300 && seen < 2; seed++) {
      const s = playUntil(
        name,
        seed,
        (x) => x.phase === 'play' && x.contract?.id === 'bettel' && heldWith10(x),
      );
      if (!s || typeof s.toAct !== 'number') continue;
      const view = g.view(s, s.toAct);
      const hand = viewText(g, view, NAMES).find((l) => l.startsWith('Your hand: ')) ?? '';
      // A suit with its King and its 10: the King first, the 10 after it (and after the Unter).
      expect(hand).toMatch(/[♣♠♥♦] (A )?K (O )?(U )?10\b/);
      expect(hand).not.toMatch(/ 10 [^·]*K/); // no King after a 10 in its suit
      const order = choicesInOrder(g.pack, view.legal, handOrder(g, view.contract)).flatMap((a) =>
        a.type === 'play' ? [formatCard(g.pack, a.card)] : [],
      );
      for (const ten of order.filter((c) => c.endsWith('10'))) {
        const king = order.indexOf(`${ten[0]}K`);
        if (king >= 0) expect(king).toBeLessThan(order.indexOf(ten));
      }
      seen++;
    }
    expect(seen).toBeGreaterThan(0);
    // Before a contract the pack's order: the 10 between the Ace and the King.
    expect(handOrder(g, null)).toEqual({});
  });
});

describe('a named trump suit goes last in the hand, as the tarocks do', () => {
  it('Haferltarock: the trump suit is the last group of the hand, and its cards the last choices', () => {
    const name = 'haferltarock';
    const g = gameOf(name);
    let seen = 0;
    for (let seed = 0; seed < 200 && seen < 5; seed++) {
      const s = playUntil(name, seed, (x) => {
        const t = x.contract?.trump;
        if (x.phase !== 'play' || typeof x.toAct !== 'number' || t === null || t === undefined || t < 0)
          return false;
        // A hand with trumps and a plain suit of a higher index: the pack's order would put it last.
        const hand = x.hands[x.toAct] ?? [];
        return hand.some((c) => g.pack.suitOf[c] === t) && hand.some((c) => (g.pack.suitOf[c] as number) > t);
      });
      if (!s || typeof s.toAct !== 'number' || !s.contract) continue;
      const trump = s.contract.trump as number;
      const view = g.view(s, s.toAct);
      const hand = viewText(g, view, NAMES).find((l) => l.startsWith('Your hand: ')) ?? '';
      expect(
        hand
          .split(' · ')
          .at(-1)
          ?.startsWith(g.pack.suits[trump]?.pretty ?? '?'),
        hand,
      ).toBe(true);
      const plays = choicesInOrder(g.pack, view.legal, handOrder(g, view.contract)).flatMap((a) =>
        a.type === 'play' ? [g.pack.suitOf[a.card] === trump] : [],
      );
      // Once a trump is listed, only trumps follow.
      const first = plays.indexOf(true);
      if (first >= 0) expect(plays.slice(first).every(Boolean)).toBe(true);
      seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('the announcement round in the turn heading (IT-19)', () => {
  it('before or after the pickup, and in a Solo the first or the second round', () => {
    const name = 'illustrated-mayr-sedlaczek-2016';
    const g = gameOf(name);
    const seen = new Set<string>();
    for (let seed = 0; seed < 300 && seen.size < 4; seed++) {
      for (const stage of ['pre', 'post'] as const) {
        const s = playUntil(name, seed, (x) => x.phase === 'announce' && x.round?.stage === stage);
        if (!s || typeof s.toAct !== 'number' || !s.contract) continue;
        const text = showTurn(g, g.view(s, s.toAct), NAMES).text;
        const solo = s.contract.id === 'solo';
        const round = solo
          ? stage === 'pre'
            ? 'first round'
            : 'second round'
          : stage === 'pre'
            ? 'before the pickup'
            : 'after the pickup';
        expect(text).toContain(`, your turn (announce, ${round}) ---`);
        seen.add(round);
      }
    }
    expect(seen).toContain('before the pickup');
    expect(seen).toContain('after the pickup');
  });
});

describe('the talon as it was shown (IT-10: unchosenTalonVisible)', () => {
  /** A defender's view at the second trick of a deal whose declarer took a part of the talon. */
  function defenderText(name: string): string {
    const g = gameOf(name);
    for (let seed = 0; seed < 60; seed++) {
      const s = playUntil(
        name,
        seed,
        (x) =>
          x.phase === 'play' &&
          x.tricks.length === 1 &&
          x.trick.length === 0 &&
          x.contract?.talonGroup != null,
      );
      const declarer = s?.contract?.declarer;
      if (!s || declarer === undefined) continue;
      const defender = ([0, 1, 2] as const).find((k) => k !== declarer) ?? 0;
      const line = viewText(g, g.view(s, defender), NAMES).find((l) => l.startsWith('Talon as it was shown'));
      if (line) return line;
    }
    throw new Error(`${name}: no such state`);
  }

  it.each(['illustrated-loew-1954', 'illustrated-beck'])(
    '%s: the part taken, and how many cards lie face down, not a row of ??',
    (name) => {
      const line = defenderText(name);
      expect(line).toMatch(
        /^Talon as it was shown: \S.* taken; the other (card|\d cards) face down until the deal ends$/,
      );
      expect(line).not.toContain('??');
    },
  );

  it('illustrated-mayr-sedlaczek-2016: the whole talon, as it lay', () => {
    const line = defenderText('illustrated-mayr-sedlaczek-2016');
    expect(line).not.toContain('??');
    expect(line).not.toContain('face down');
    expect(line.split(': ')[1]?.split(' ')).toHaveLength(6);
  });
});

describe('the terminal words the claims after the last trick (Beck, honoursMustBeClaimed: IT-15 [d])', () => {
  it('the turn is "claim honours", its ready reads "no claim", and so does the course of the deal', () => {
    const g = gameOf('illustrated-beck(honoursMustBeClaimed=true)');
    let found = false;
    for (let seed = 0; seed < 400 && !found; seed++) {
      const states = playRandomDeal(g, createRng(`claims-${seed}`));
      const at = states.find((s) => s.phase === 'claim');
      const last = states[states.length - 1];
      if (!at || typeof at.toAct !== 'number' || !last) continue;
      found = true;
      const v = g.view(at, at.toAct);
      const labels = v.legal.map((a) => choiceText(g, v, a, NAMES));
      expect(labels).toContain('no claim');
      expect(labels.some((l) => l.startsWith('claim '))).toBe(true);
      expect(phaseText(g.pack, v.phase)).toBe('claim honours');
      // Said before the first card, the same call is still `ready`.
      expect(actionText(g, { type: 'ready' })).toBe('ready');
      const course = auctionText(g, g.view(last, 'spectator'), NAMES);
      const claimed = last.history.slice(last.history.findIndex((t) => t.action.type === 'play'));
      const readies = claimed.filter((t) => t.action.type === 'ready').length;
      expect(course.filter((l) => l.endsWith(': no claim'))).toHaveLength(readies);
    }
    expect(found).toBe(true);
  });
});

describe('the terminal says each call for what it is (the vocabulary audit)', () => {
  it('Löw: a take of a held bid is the retake, "zweite Ablösung", in the choices and the course of the deal', () => {
    const g = gameOf('illustrated-loew-1954');
    const deal = playRandomDeal(g, createRng('retake'))[1];
    if (!deal) throw new Error('no deal');
    let s: State = deal;
    for (const a of [{ type: 'bid', bid: 'dreiblatt' }, { type: 'take' }, { type: 'hold' }] as const) {
      const r = g.apply(s, a);
      if (!r.ok) throw new Error(r.error);
      s = r.value;
    }
    const v = g.view(s, s.toAct as number);
    expect(v.legal.map((a) => choiceText(g, v, a, NAMES))).toContain('retake (zweite Ablösung)');
    const r = g.apply(s, { type: 'take' });
    if (!r.ok) throw new Error(r.error);
    const course = auctionText(g, g.view(r.value, 'spectator'), NAMES);
    expect(course.slice(-3).map((l) => l.slice(l.indexOf(':') + 2))).toEqual([
      'take over (Ablösung)',
      'hold (mein Spiel)',
      'retake (zweite Ablösung)',
    ]);
  });

  it('an honour is claimed, not announced', () => {
    const g = gameOf('illustrated-beck(honoursMustBeClaimed=true)');
    expect(actionText(g, { type: 'announce', bonus: 'tarockTrull' })).toBe('claim Tarock Trull');
    expect(actionText(g, { type: 'announce', bonus: 'pagat' })).toBe('announce Pagat ultimo');
  });

  it('a Bavarian turn in the Kontra window is headed "Kontra", a self-raise turn "raise"', () => {
    const g = gameOf('haferltarock');
    expect(phaseText(g.pack, 'announce', [{ type: 'contra', target: 'game' }, { type: 'ready' }])).toBe(
      'Kontra',
    );
    expect(phaseText(g.pack, 'announce', [{ type: 'raise' }, { type: 'ready' }])).toBe('raise');
    const ill = gameOf('illustrated-beck');
    expect(phaseText(ill.pack, 'announce', [{ type: 'ready' }])).toBe('announce');
  });
});
