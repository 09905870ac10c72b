import { PIMC_LEVELS, PimcSearch } from '@tarock/bots';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRng, formatCard, loadGame, parseAction, parseCard, parseCards } from '@tarock/engine';
import { hintText } from '../src/commands/play';
import { memoryIo } from '../src/io';
import { main } from '../src/main';
import { WIDTH } from '../src/wrap';
import { chooseFromInput } from '../src/input';
import { thrownInText } from '../src/render';
import { LOEW_THROWN_IN, hintParts, mini, presets, run, runAsIs, tempDir, trischakenDeal } from './helpers';

const ones = (n: number) => Array.from({ length: n }, () => '1');

describe('tarock play: the hint asks the pimc player (a real preset: pimc loads presets by name)', () => {
  it('answers "hint" with what pimc would do', async () => {
    const r = await run(
      [
        'play',
        '--variant',
        'illustrated-mayr-sedlaczek-2016',
        '--seed',
        '3',
        '--players',
        'me,random,random',
      ],
      ['hint', 'quit'],
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('hint: pimc would ');
    // The first decision is a bid: every choice with its simulated mean result.
    expect(r.out).toMatch(/Each choice played out in the same \d+ sampled worlds/);
    expect(r.out).toMatch(/^ {4}pass +[+-]?\d/m);
  });

  it('explains a card hint by the worlds in which each card wins the deal', async () => {
    // Seed 2: S0 passes in the auction (choice 1), then plays to the first trick: ♦A ♦10 ♦K ♦6.
    const r = await run(
      ['play', '--variant', 'haferltarock', '--seed', '2', '--players', 'me,random,random'],
      ['1', 'hint', 'quit'],
    );
    expect(r.code).toBe(0);
    const { head, rows, prose } = hintParts(r.out.slice(r.out.indexOf('hint: pimc would play')));
    expect(head).toBe('hint: pimc would play ♦A');
    expect(prose).toContain('In 10 sampled worlds');
    expect(rows).toHaveLength(4);
    for (const card of ['♦A', '♦10', '♦K', '♦6'])
      expect(rows.some((row) => new RegExp(`^ {4}${card} +\\d+/10`).test(row))).toBe(true);
    // The card chosen is listed first.
    expect(rows[0]).toMatch(/^ {4}♦A /);
  });
});

describe('tarock play: a hint keeps to the terminal width (its prose made lines of 150–230 characters)', () => {
  /** Every hint block in a transcript, found by its head. */
  const hints = (out: string) => {
    const lines = out.split('\n');
    return lines.flatMap((l, i) => (/^(> )?hint: /.test(l) ? [hintParts(lines.slice(i))] : []));
  };

  it.each([
    ['haferltarock', '3', ['hint']], // a bid: the mean of each choice
    ['haferltarock', '2', ['1', 'hint']], // a card: the worlds it wins
    ['illustrated-mayr-sedlaczek-2016', '3', ['hint', '1', 'hint', '1', 'hint', '1', 'hint', '1', 'hint']],
  ])('%s, seed %s', async (variant, seed, input) => {
    const r = await run(
      ['play', '--variant', variant, '--seed', seed, '--players', 'me,random,random'],
      [...input, 'quit'],
    );
    const found = hints(r.out);
    expect(found).toHaveLength(input.filter((x) => x === 'hint').length);
    for (const h of found) {
      for (const l of h.lines) expect(l.length, l).toBeLessThanOrEqual(WIDTH);
      // The sentences and the rows are all there, the rows in their columns.
      if (!h.head.endsWith('(the only legal choice)')) expect(h.prose).toContain(' sampled worlds (');
      // The first count of worlds (right-aligned) ends in one column; a row may have a second
      // count ("with N points to spare") or not.
      const ends = h.rows.map((row) => {
        const m = /\d+\/\d+/.exec(row);
        return m ? m.index + m[0].length : -1;
      });
      expect(new Set(ends).size).toBeLessThanOrEqual(1);
    }
  });

  it('without a declarer (Trischaken) too', () => {
    const { game, state: s } = trischakenDeal(4, (x) => x.phase === 'play');
    if (typeof s.toAct !== 'number') throw new Error('a seat leads');
    const text = hintText(game, game.view(s, s.toAct), createRng(2), new PimcSearch(PIMC_LEVELS.fast));
    for (const l of text.split('\n')) expect(l.length, l).toBeLessThanOrEqual(WIDTH);
  });
});

describe('tarock play: the hint without a declarer (Trischaken)', () => {
  it('explains each card by the mean card points the player takes after it', () => {
    // Everyone passes: Trischaken, forehand leads.
    const { game, state: s } = trischakenDeal(4, (x) => x.phase === 'play');
    if (typeof s.toAct !== 'number') throw new Error('a seat leads');
    const view = game.view(s, s.toAct);
    const { head, rows, prose } = hintParts(
      hintText(game, view, createRng(2), new PimcSearch(PIMC_LEVELS.fast)),
    );
    expect(head).toMatch(/^hint: pimc would play /);
    expect(prose).toContain('the mean card points you take from here after each card (fewer is better)');
    expect(rows).toHaveLength(view.legal.length);
    const taken = rows.map((l) => Number(l.trim().split(/ +/).pop()));
    expect(taken.every((x) => Number.isFinite(x) && x >= 0)).toBe(true);
    // The cards differ (before the solver took costing values, every card showed 0.0), and the
    // card chosen, listed first, takes the fewest.
    expect(Math.max(...taken)).toBeGreaterThan(Math.min(...taken));
    expect(taken[0]).toBe(Math.min(...taken));
  });
});

describe('tarock play (in-process, Mini Tarock)', () => {
  it('plays a deal to its settlement and the match totals by numbered choices', async () => {
    const r = await run(
      ['play', '--variant', 'mini-tarock', '--seed', '5', '--players', 'me,random,random'],
      [...ones(40), 'quit'],
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('Seats in playing order: S0 you, S1 random 1, S2 random 2\n');
    expect(r.out).toContain('--- S0 you, your turn');
    expect(r.out).toContain('Your hand: ');
    expect(r.out).toContain('Choices: 1) ');
    expect(r.out).toMatch(/Result: .*: (won|lost|passed)/);
    expect(r.out).toContain('This deal: S0 you: ');
    expect(r.out).toContain('Match after 1 deal: ');
    expect(r.out).toContain('You left the match.');
  });

  it('shows the exposed talon, takes words and cards, explains what it cannot take', async () => {
    // Forehand (S1) is a random player; S0 bids last. Play as forehand instead: seats me at S1.
    const r = await run(
      ['play', '--variant', 'mini-tarock', '--seed', '9', '--players', 'random,me,random'],
      ['fly', 'bid play', 'talon 7', 'talon 0', 'Sküs', 'help', '1', '1', 'quit'],
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('not understood: "fly". Type a number from 1 to ');
    expect(r.out).toContain('Talon (face up): ');
    expect(r.out).toContain('"talon 7" is not one of your legal choices now');
    expect(r.out).toContain('Sküs is not in your hand');
    expect(r.out).toContain('a card            e.g. XXI');
    expect(r.out).toContain('Laid away: ');
  });

  it('shows an arrow key or other control typed as ^[[A, never sends it back to the terminal', async () => {
    // Piped, as a transcript: the answers are echoed after the prompt.
    const input = ['\u001b[A', 'bid \u001b[2J', '\u009b31m', 'quit'];
    const { io, stdout } = memoryIo(input, presets, false, { XDG_STATE_HOME: tempDir() });
    const args = ['play', '--variant', 'mini-tarock', '--seed', '9', '--players', 'random,me,random'];
    expect(await main(args, { ...io, echoInput: true })).toBe(0);
    const out = stdout();
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(out).toContain('> ^[[A\nnot understood: "^[[A". Type a number from 1 to ');
    expect(out).toContain('> bid ^[[2J\n');
    expect(out).toContain('> \ufffd31m\nnot understood: "\ufffd31m".');
  });

  it("shows the other seats' discards face down and the talon when it is exposed", async () => {
    const r = await run(
      ['play', '--variant', 'mini-tarock', '--seed', '4', '--players', 'random,random,me'],
      ['quit'],
    );
    const bots = r.out.split('\n').filter((l) => /^S[01] random \d: discard /.test(l));
    expect(bots.length).toBeGreaterThan(0);
    for (const l of bots) expect(l).toMatch(/discard \?\?$/);
    expect(r.out).toContain('The talon lies face up: ');
  });

  it('ends cleanly when the input ends', async () => {
    const r = await run(
      ['play', '--variant', 'mini-tarock', '--seed', '1', '--players', 'me,random,random'],
      [],
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('You left the match.');
  });

  it('plays a whole match of computer players to its end', async () => {
    const r = await run([
      'play',
      '--variant',
      'mini-tarock',
      '--seed',
      '2',
      '--players',
      'random,random,random',
      '--deals',
      '100',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('The match is over. Winner: ');
  });

  it('stops computer players alone after --deals, and will not start them without it', async () => {
    const args = ['play', '--variant', 'haferltarock', '--seed', '3', '--players', 'random,random,random'];
    const r = await run([...args, '--deals', '2']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('=== Deal 2:');
    expect(r.out).not.toContain('=== Deal 3:');
    expect(r.out).toContain('Stopped after 2 deals (--deals)');
    const endless = await run(args);
    expect(endless.code).toBe(2);
    expect(endless.err).toContain('computer players alone need --deals N');
  });

  it('shows the balances in money from the first deal on in a money game', async () => {
    const r = await run(
      ['play', '--variant', 'haferltarock', '--seed', '1', '--players', 'random,me,random'],
      [],
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Match before the first deal: S0 random 0: [+-]?\d+ ¢/);
  });

  it('writes money one way, in cents as the settlement lines do (not "18 ¢" beside "−0.18")', async () => {
    const r = await run([
      ...['play', '--variant', 'haferltarock', '--seed', '1', '--players', 'random,random,random'],
      ...['--deals', '2'],
    ]);
    expect(r.code).toBe(0);
    const settled = r.out.slice(r.out.indexOf('Result: '));
    // A long settlement line wraps (the lines after its first indented); read it whole.
    const whole = settled.replace(/\n {4}/g, ' ');
    expect(whole).toMatch(/ pays S\d \d+ ¢: .*\[S0 [+-]?\d+ ¢, S1 [+-]?\d+ ¢, S2 [+-]?\d+ ¢\]/);
    expect(settled).toMatch(/This deal: S0 random 0: [+-]?\d+ ¢, /);
    // Balances are written as the points totals are, without a plus; what a deal moves has one.
    const match = settled.slice(settled.indexOf('Match after 1 deal:'));
    expect(match).toMatch(
      /^Match after 1 deal: S0 random 0: -?\d+ ¢, S1 random 1: -?\d+ ¢, S2 random 2: -?\d+ ¢\n {2}Pot: \d+ ¢\n/,
    );
    expect(settled).not.toMatch(/\d\.\d\d/);
    // Seats are S0, S1, … in the settlement's words too, as in its amounts and everywhere else.
    expect(settled).not.toMatch(/\bseats? \d/);
  });

  it('keeps the settlement within 100 columns, what a line moves per seat in one piece', async () => {
    const r = await run([
      ...['play', '--variant', 'haferltarock', '--seed', '1', '--players', 'random,random,random'],
      ...['--deals', '2'],
    ]);
    const settled = r.out.slice(r.out.indexOf('Result: '));
    for (const line of settled.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
    expect(settled).toMatch(/ {3}\[S0 [+-]?\d+ ¢, S1 [+-]?\d+ ¢, S2 [+-]?\d+ ¢\]$/m);
  });

  it('says when you deal and sit out (four at the table), a deal in which you have no turn', async () => {
    const r = await run(
      ['play', '--variant', 'haferltarock(seats=4)', '--seed', '2', '--players', 'me,random,random,random'],
      [],
    );
    const first = r.out.slice(r.out.indexOf('=== Deal 1: dealer S0 you'));
    expect(first.split('\n')[1]).toBe('S0 you deals and sits this deal out.');
  });

  it('rejects an unknown player or a wrong table size', async () => {
    expect((await run(['play', '--variant', 'mini-tarock', '--players', 'me,me'])).code).toBe(2);
    expect((await run(['play', '--variant', 'mini-tarock', '--players', 'me,x,random'])).err).toContain(
      'unknown player "x"',
    );
  });

  it('matches typed input against the legal actions only', () => {
    const game = mini();
    const legal = [{ type: 'bid' as const, bid: 'play' }, { type: 'pass' as const }];
    expect(chooseFromInput(game, legal, '2')).toEqual({ type: 'pass' });
    expect(chooseFromInput(game, legal, 'weiter')).toEqual({ type: 'pass' });
    expect(chooseFromInput(game, legal, '3')).toBe('choose a number from 1 to 2');
    expect(chooseFromInput(game, [{ type: 'play', card: 52 }], 'XXI')).toEqual({ type: 'play', card: 52 });
    expect(chooseFromInput(game, [{ type: 'play', card: 52 }], 'play T21')).toEqual({
      type: 'play',
      card: 52,
    });
  });

  it('takes a choice as its label reads, in any case, the suit symbol left out if the rest is unique', () => {
    const loaded = loadGame('haferltarock');
    if (!loaded.ok) throw new Error(loaded.error);
    const game = loaded.value;
    const trumps = [0, 1, 2, 3].map((suit) => ({ type: 'trump' as const, suit }));
    expect(chooseFromInput(game, trumps, 'trump ♠ Gras')).toEqual({ type: 'trump', suit: 1 });
    expect(chooseFromInput(game, trumps, 'Trump gras')).toEqual({ type: 'trump', suit: 1 });
    expect(chooseFromInput(game, trumps, 'trump G')).toEqual({ type: 'trump', suit: 1 });
    const tens = ['E10', 'G10'].map((c) => {
      const card = parseCard(game.pack, c);
      if (!card.ok) throw new Error(card.error);
      return { type: 'play' as const, card: card.value };
    });
    expect(chooseFromInput(game, tens, 'play 10')).toMatch(/^not understood/);
    const contra = [{ type: 'contra' as const, target: 'fifty@2' }, { type: 'accept' as const }];
    const names = ['you', 'heuristic 1', 'heuristic 2'];
    expect(
      chooseFromInput(mini(), contra, 'contra fifty (announced by S2 heuristic 2)', undefined, names),
    ).toEqual(contra[0]);
  });

  it('says which rule keeps a typed card back (follow suit), from the seat’s hand and the trick', () => {
    const game = mini();
    const HK = 7;
    const HQ = 6;
    const legal = [{ type: 'play' as const, card: HK }];
    expect(chooseFromInput(game, legal, 'T21', { hand: [HK, 52], trick: [HQ], contract: null })).toBe(
      'XXI may not be played: follow suit (Hearts), else play a trump',
    );
    expect(chooseFromInput(game, legal, 'T21')).toBe('XXI cannot be played or laid away now');
  });

  it('hints from the seat view: a bid by the simulated mean of each choice', () => {
    const game = mini();
    const s = game.apply(game.newDeal(), game.sampleDeal(game.newDeal(), createRng(1)));
    if (!s.ok) throw new Error(s.error);
    const view = game.view(s.value, 1);
    const { head, rows, prose } = hintParts(
      hintText(game, view, createRng(2), new PimcSearch(PIMC_LEVELS.fast)),
    );
    expect(head).toMatch(/^hint: pimc would (bid play|pass)$/);
    expect(prose).toContain('Each choice played out in the same 10 sampled worlds');
    // One line per legal choice, the chosen one (the best mean) first.
    expect(rows).toHaveLength(view.legal.length);
    expect(rows[0]?.trim().startsWith(head.replace('hint: pimc would ', ''))).toBe(true);
  });
});

describe('tarock play: the match so far', () => {
  it('reads "before the first deal" and "after 1 deal", not "after 0 deal(s)", and wraps its totals', async () => {
    const r = await run(
      [
        'play',
        '--variant',
        'haferltarock(seats=4)',
        '--seed',
        '2',
        '--players',
        'me,pimc:strong,heuristic,random',
      ],
      [],
    );
    const lines = r.out.split('\n');
    const at = lines.findIndex((l) => l.startsWith('Match before the first deal: S0 you: -50 ¢, '));
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/^ {4}S\d /);
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(WIDTH);
    expect(r.out).not.toContain('deal(s)');
    const one = await run([
      'play',
      '--variant',
      'mini-tarock',
      '--seed',
      '1',
      '--players',
      'random,random,random',
      '--deals',
      '1',
    ]);
    expect(one.out).toContain('\nStopped after 1 deal (--deals).\n');
    expect(one.out).toMatch(/\nMatch after 1 deal: S0 random 0: /);
  });
});

describe('tarock play: the Bavarian stock by its word', () => {
  it('heads the turn to take it "(stock)", as the choice and the log say it, not "(talon)"', async () => {
    // Seed 11: both pimc players pass, and S0 bids the pick-up game and takes the stock.
    const args = ['play', '--variant', 'haferltarock', '--seed', '11', '--players', 'me,pimc,pimc'];
    const r = await run(args, ['2', '1', 'quit']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('--- S0 you, your turn (stock) ---');
    expect(r.out).toContain('Choices: 1) take the stock\n');
    expect(r.out).toMatch(/S0 you took from the stock: /);
    expect(r.out).not.toContain('talon');
  });
});

describe('tarock play: its opening lines', () => {
  it('keep within 100 columns for a long rule-set name (Mayr & Sedlaczek made 109)', async () => {
    const r = await run([
      'play',
      '--variant',
      'illustrated-mayr-sedlaczek-2016',
      '--seed',
      '12345',
      '--players',
      'me,heuristic,heuristic',
    ]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(WIDTH);
    expect(lines.slice(0, 2)).toEqual([
      'Illustrated Tarock (Mayr & Sedlaczek 2016) (illustrated-mayr-sedlaczek-2016), seed 12345.',
      'Type help at your turn.',
    ]);
  });

  it('keep within 100 columns for a game name with options (Huber with both pots made 101)', async () => {
    const variant = 'bavarian-huber-1923(seats=4,pot=kasseAndSchreckensteiner,kontra=true)';
    const players = ['--players', 'random,random,random,random', '--deals', '1'];
    const r = await run(['play', '--variant', variant, '--seed', '4', ...players]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(WIDTH);
    expect(lines.slice(0, 3)).toEqual([
      'Bavarian Tarock (Huber 1923)',
      `(${variant}), seed 4.`,
      'Type help at your turn.',
    ]);
    // Each deal starts with what both pots hold: the Kasse and the Schreckensteiner.
    expect(r.out).toContain('=== Deal 1: dealer S0 random 0 (pot 200 ¢, side pot 400 ¢) ===');
  });

  it('keep a long seed whole on a line of its own within 100 columns (it ran to 126)', async () => {
    const seed = `an-evening-of-tarock-${'x'.repeat(60)}`;
    const r = await run([
      'play',
      '--variant',
      'haferltarock',
      '--seed',
      seed,
      '--players',
      'random,random,random',
      '--deals',
      '1',
    ]);
    const lines = r.out.split('\n');
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(WIDTH);
    expect(lines.slice(0, 3)).toEqual([
      'Haferltarock (Danyliuk) (haferltarock),',
      `seed ${seed}.`,
      'Type help at your turn.',
    ]);
  });
});

describe('tarock play: what it says to input it cannot take', () => {
  it('keeps within 100 columns (a card of the other pack made 156)', async () => {
    const r = await run(
      ['play', '--variant', 'haferltarock', '--seed', '3', '--players', 'me,random,random'],
      ['play XXII', 'quit'],
    );
    const at = r.out.indexOf('not understood: "XXII"');
    expect(at).toBeGreaterThan(0);
    const said = r.out.slice(at, r.out.indexOf('\n> ', at)).split('\n');
    expect(said.length).toBeGreaterThan(1);
    for (const l of said) expect(l.length, l).toBeLessThanOrEqual(WIDTH);
    expect(said.map((l) => l.trim()).join(' ')).toContain(
      'is not a card of the german36 pack (e.g. EA, G10, HO, SU, or ♣A, ♥O). Type a number from 1 to 2,',
    );
  });
});

describe('tarock play --players', () => {
  it('reads the names in any case, as the variant id is (ME was taken for a computer player)', async () => {
    const r = await run(
      ['play', '--variant', 'mini-tarock', '--seed', '1', '--players', 'ME,Random,RANDOM'],
      [],
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('Seats in playing order: S0 you, S1 random 1, S2 random 2\n');
  });

  it('says which name is empty', async () => {
    const r = await run(['play', '--variant', 'mini-tarock', '--players', 'me,,random']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--players: name 2 of 3 is empty');
  });
});

describe('tarock play: a deal thrown in for a hand (Löw, IT-13)', () => {
  it('says whose hand it was, why, and the hand sorted, then that the same dealer deals again', async () => {
    const r = await run(['play', ...LOEW_THROWN_IN.args, '--deals', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${LOEW_THROWN_IN.lines.join('\n')}\n`);
  });

  it("names the lone Trull card under the house rule, from the view's shown hand", () => {
    const loaded = loadGame('illustrated-loew-1954(loneTrullRedeal=true)');
    if (!loaded.ok) throw new Error(loaded.error);
    const game = loaded.value;
    const parse = (text: string) => {
      const cs = parseCards(game.pack, text);
      if (!cs.ok) throw new Error(cs.error);
      return cs.value;
    };
    const deal = {
      type: 'deal' as const,
      hands: [
        'T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 HK HQ HC HJ H1 CQ',
        'T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 Sk H2 H3 H4 DK DQ',
        'T1 DC DJ D1 D2 D3 D4 SK SQ SC SJ S10 S9 S8 S7 CK',
      ].map(parse),
      talon: parse('CC CJ C10 C9 C8 C7'),
    };
    const s = game.apply(game.newDeal({ dealer: 1 }), deal);
    if (!s.ok) throw new Error(s.error);
    expect(thrownInText(game, game.view(s.value, 0), ['you', 'Bert', 'Cilli'])).toEqual([
      // Wrapped between the suits at the width (it was one line of 113 columns).
      'S2 Cilli has only one tarock, the Trull card I, and shows his hand: ♦ C B 1 2 3 4 ·',
      '    ♠ K D C B 10 9 8 7 · ♣ K · I',
      'The deal is thrown in; the same dealer (S1 Bert) deals again.',
    ]);
  });
});

describe('tarock play: what another seat took from a talon lying face up', () => {
  it('names the cards with the choice (it said only "talon 4"), in the log and in the calls so far', async () => {
    const args = ['--variant', 'illustrated-mayr-sedlaczek-2016', '--seed', '1', '--deals', '1'];
    const records = tempDir();
    const watched = await run(['play', ...args, '--players', 'random,random,random', '--records', records]);
    expect(watched.out).toContain('The talon lies face up: XI ♦1 I ♠8 ♥D ♣C\nS1 random 1: talon 4: ♥D\n');
    // The calls a later turn lists say it too (the replay's list of bids and declarations is that text).
    const r = await run(['replay', join(records, 'deal-001.txt')]);
    expect(r.out).toContain('S1 random 1: talon 4: ♥D;');
  });
});

describe('tarock play: help', () => {
  it.each([
    ['haferltarock', ['XXI', 'Sküs', 'C7', 'pagat', 'for ♠K']],
    ['illustrated-mayr-sedlaczek-2016', ['Gras', 'Schellen']],
  ])('%s: its examples are of the game’s own pack and calls, each read as it says', async (id, absent) => {
    const r = await run(
      ['play', '--variant', id, '--seed', '3', '--players', 'me,random,random'],
      ['help', 'quit'],
    );
    const help = r.out.slice(r.out.indexOf('At your turn type:'), r.out.indexOf('You left the match'));
    const pack = loadGame(id);
    if (!pack.ok) throw new Error(pack.error);
    const { pack: p } = pack.value;
    for (const word of absent) expect(help).not.toContain(word);
    const actions = /an action +e\.g\. (.*)$/m.exec(help)?.[1]?.split(', ') ?? [];
    expect(actions.length).toBeGreaterThan(3);
    for (const a of actions) expect(parseAction(p, a).ok, a).toBe(true);
    // "e.g. ♥O or HO": the two spellings of one card.
    const [, pretty = '', ascii = ''] = /a card +e\.g\. (?:.*, )?(\S+) or (\S+):/.exec(help) ?? [];
    expect(parseCard(p, pretty)).toEqual(parseCard(p, ascii));
    expect(parseCard(p, ascii).ok).toBe(true);
    for (const [, letters, card] of help.matchAll(/\((\w\w) is (\S+)\)/g))
      expect(formatCard(p, (parseCard(p, letters ?? '') as { value: number }).value, 'pretty')).toBe(card);
  });
});

describe('tarock play: rules at a turn', () => {
  it('prints the card of the game being played, its house rules applied, as tarock rules does; the turn goes on', async () => {
    const variant = 'haferltarock(kontra=true)';
    const r = await run(
      ['play', '--variant', variant, '--seed', '3', '--players', 'me,random,random'],
      ['rules', 'quit'],
    );
    const card = (await run(['rules', variant])).out;
    expect(card).toContain('Kontra, Re; each call doubles');
    expect(r.out).toContain(card.trimEnd());
    expect(r.out.indexOf(card.trimEnd())).toBeLessThan(r.out.indexOf('You left the match'));
    expect(
      (
        await run(
          ['play', '--variant', variant, '--seed', '3', '--players', 'me,random,random'],
          ['help', 'quit'],
        )
      ).out,
    ).toContain('  rules             what this game pays');
  });
});

describe('a hand shown for a throw-in stays within the width', () => {
  // Seed 173: deal 1 of Löw with the lone-Trull house rule is thrown in for S2's hand of 15 suit
  // cards and the Pagat; its line ran to 117 columns.
  const variant = 'illustrated-loew-1954(loneTrullRedeal=true)';

  it('wraps between the suits, in play and in deal', async () => {
    const played = await run(
      ['play', '--variant', variant, '--seed', '173', '--players', 'me,random,random'],
      ['quit'],
    );
    const shown = await run(['deal', '--variant', variant, '--seed', '173', '--deal', '1']);
    for (const out of [played.out, shown.out]) {
      expect(out).toContain('has only one tarock, the Trull card I, and shows his hand: ');
      for (const l of out.split('\n')) expect(l.length, l).toBeLessThanOrEqual(WIDTH);
      // The hand reads whole once its lines are joined.
      expect(out.replace(/ ·\n {4}/g, ' · ')).toContain('♥ K C · ♦ K D 2 4 · ♠ K D B · ♣ K D 10 9 8 7 · I');
    }
  });
});

describe('tarock play: the first dealer (BT-03, IT-06)', () => {
  const computers = (variant: string, ...more: string[]) =>
    runAsIs([
      'play',
      '--variant',
      variant,
      '--players',
      'random,random,random',
      '--deals',
      '1',
      '--seed',
      '7',
      ...more,
    ]);

  it('is drawn as the rules say: the highest card in Bavarian Tarock, the same for the same seed', async () => {
    const r = await computers('haferltarock');
    expect(r.code).toBe(0);
    // One line or two, as the width wraps it.
    const out = r.out.replace(/\s+/g, ' ');
    const drawn = /the highest deals first: (S\d)/.exec(out)?.[1];
    expect(out).toMatch(/Drawing for the first dealer: S0 random 0 [^,]+, S1 random 1 [^,]+, S2 random 2 /);
    expect(r.out).toContain(`=== Deal 1: dealer ${drawn}`);
    expect((await computers('haferltarock')).out).toBe(r.out);
  });

  it('by lot in Illustrated Tarock; named with --first-dealer, nothing is drawn', async () => {
    const lot = await computers('illustrated-beck');
    expect(lot.out).toMatch(/The first dealer, by lot: S\d/);
    const named = await computers('illustrated-beck', '--first-dealer', 'S2');
    expect(named.out).not.toContain('first dealer');
    expect(named.out).toContain('=== Deal 1: dealer S2');
  });

  it('a seat the table does not have is a usage error; a resumed match keeps its dealer', async () => {
    const bad = await computers('haferltarock', '--first-dealer', 'S3');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--first-dealer: "S3" is not a seat of this table (S0 to S2)');
    const resumed = await runAsIs(['play', '--resume', '--first-dealer', 'S1']);
    expect(resumed.code).toBe(2);
    expect(resumed.err).toContain('--first-dealer starts a new match');
  });
});
