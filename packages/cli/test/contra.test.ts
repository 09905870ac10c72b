import { describe, expect, it } from 'vitest';
import { type State, createRng, loadGame } from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { chooseFromInput } from '../src/input';
import { WIDTH } from '../src/wrap';
import { actionText, auctionText, choiceText, contraText, contrasOn, viewText } from '../src/render';
import { run } from './helpers';

const NAMES = ['you', 'pimc 1', 'pimc 2'];

function gameOf(name: string) {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

describe('a contra that doubles again says so (Re, Rekontra), not "contra the game" twice', () => {
  it('words each level by the family: the Bavarian calls by the words the settlement pays them by', () => {
    const contra = { type: 'contra', target: 'game' } as const;
    const haferl = gameOf('haferltarock(kontra=true)');
    // The log, the choices and the settlement ("×8 for Kontra/Re/Supp") say the same words.
    expect(actionText(haferl, contra, NAMES, 1)).toBe('Kontra');
    expect(actionText(haferl, contra, NAMES, 2)).toBe('Re');
    expect(actionText(haferl, contra, NAMES, 3)).toBe('Supp');
    expect(actionText(haferl, contra, NAMES, 5)).toBe('Hirsch');
    // The English words are still what a player may type (input.ts).
    expect(contraText(haferl, contra, NAMES, 1)).toBe('contra the game');
    expect(contraText(haferl, contra, NAMES, 2)).toBe('contra the game: Re');
    expect(contraText(haferl, contra, NAMES, 3)).toBe('contra the game: Supp');
    const beck = gameOf('illustrated-beck(recontra=true)');
    expect(actionText(beck, { type: 'contra', target: 'pagat@1' }, NAMES, 2)).toBe(
      'contra Pagat ultimo (announced by S1 pimc 1): Rekontra',
    );
  });

  it('in the calls so far, and in the choice that answers a contra, as listed and as read', () => {
    const game = gameOf('haferltarock(kontra=true)');
    const twice = (s: State) =>
      contrasOn(s.history, 'game') === 1 && s.toAct !== 'chance' && s.phase !== 'finished';
    let found: State | null = null;
    for (let seed = 0; seed < 200 && !found; seed++) {
      const s = playRandomDeal(game, createRng(`contra-${seed}`)).find(twice) ?? null;
      if (s && game.legalActions(s).some((a) => a.type === 'contra')) found = s;
    }
    if (!found || typeof found.toAct !== 'number') throw new Error('no deal with a contra to answer');
    const view = game.view(found, found.toAct);
    const re = view.legal.find((a) => a.type === 'contra');
    if (!re) throw new Error('no re');
    expect(choiceText(game, view, re, NAMES)).toBe('Re');
    const listed = view.legal.map((a) => choiceText(game, view, a, NAMES));
    expect(chooseFromInput(game, view.legal, 'Contra the game: re', view, NAMES, listed)).toEqual(re);
    // As listed, in any case, and in the notation.
    for (const typed of ['re', 'RE', 'contra game'])
      expect(chooseFromInput(game, view.legal, typed, view, NAMES, listed)).toEqual(re);
    const next = game.apply(found, re);
    if (!next.ok) throw new Error(next.error);
    const calls = auctionText(game, game.view(next.value, 0), NAMES);
    expect(calls.filter((c) => c.endsWith(': Kontra'))).toHaveLength(1);
    expect(calls.filter((c) => c.endsWith(': Re'))).toHaveLength(1);
    expect(calls.filter((c) => c.includes('contra the game'))).toHaveLength(0);
  });
});

describe('the contract line of a Bavarian game', () => {
  /** The first turn in the play of a random deal of `name` where `stop` holds, with its view's lines. */
  function playTurn(name: string, stop: (s: State) => boolean, names: readonly string[] = NAMES) {
    const game = gameOf(name);
    for (let seed = 0; seed < 300; seed++) {
      const s = playRandomDeal(game, createRng(`contract-${seed}`)).find(
        (x) => x.phase === 'play' && typeof x.toAct === 'number' && stop(x),
      );
      if (s && typeof s.toAct === 'number') {
        const lines = viewText(game, game.view(s, s.toAct), names);
        const target = (s.contract?.target ?? 0) + (s.contract?.raised ?? 0);
        return { lines, contract: lines.find((l) => l.startsWith('Contract: ')) ?? '', target };
      }
    }
    throw new Error(`no such turn in ${name}`);
  }
  const kontras = (n: number) => (s: State) =>
    contrasOn(s.history, 'game') === n && s.contract?.id !== 'bettel';

  it('after Kontra says the defenders must reach the target, with the factor the settlement pays', () => {
    const { lines, contract, target } = playTurn('haferltarock(kontra=true)', kontras(1));
    expect(contract).toMatch(new RegExp(`, ×2 \\(Kontra\\), the defenders need ${target}$`));
    // The stakes in the play, by the table's words.
    expect(lines.some((l) => /^Kontra calls: S\d \S+( \d)?: Kontra$/.test(l))).toBe(true);
  });

  it("after Re the burden is the declarer's again; without the burden shift Kontra only doubles", () => {
    const re = playTurn('bavarian-no-point-bidding(kontra=true)', kontras(2));
    expect(re.contract).toMatch(new RegExp(`, ×4 \\(Kontra/Re\\), needs ${re.target}$`));
    const plain = playTurn('haferltarock(kontra=true,kontraShiftsBurden=false)', kontras(1));
    expect(plain.contract).toMatch(new RegExp(`, ×2 \\(Kontra\\), needs ${plain.target}$`));
  });

  it('wraps between its parts within 100 columns (a Herz-Frage after Kontra made 102)', () => {
    const long = ['heuristic 0', 'heuristic 1', 'heuristic 2 with a long name'];
    const { lines } = playTurn('bavarian-no-point-bidding(kontra=true)', kontras(1), long);
    const at = lines.findIndex((l) => l.startsWith('Contract: '));
    const block = [
      lines[at] ?? '',
      ...lines
        .slice(at + 1)
        .filter((l, i, all) => l.startsWith('    ') && all.slice(0, i).every((x) => x.startsWith('    '))),
    ];
    for (const l of block) expect(l.length, l).toBeLessThanOrEqual(WIDTH);
    expect(block.length).toBeGreaterThan(1);
    expect(block.map((l) => l.trim()).join(' ')).toMatch(/, ×2 \(Kontra\), the defenders need \d+$/);
  });

  it('gives a game value only where the payments count by it (units), not in rate or per-point games', () => {
    for (const name of ['haferltarock', 'bavarian-sirch-2008', 'scharfes-tarock'])
      expect(playTurn(name, () => true).contract).not.toContain('game value');
    for (const name of ['bavarian-huber-1923', 'bavarian-no-point-bidding'])
      expect(playTurn(name, () => true).contract).toMatch(/, game value \d+, /);
  });
});

describe('a Bavarian call let pass ("ready" in the notation) says which call it let pass', () => {
  const game = gameOf('haferltarock(kontra=true)');
  /** The first state of a random deal where `stop` holds and a seat has a Kontra window turn. */
  function find(stop: (s: State) => boolean): State {
    for (let seed = 0; seed < 300; seed++) {
      const s = playRandomDeal(game, createRng(`ready-${seed}`)).find(
        (x) => x.phase === 'announce' && typeof x.toAct === 'number' && stop(x),
      );
      if (s) return s;
    }
    throw new Error('no such turn');
  }
  const ready = { type: 'ready' } as const;

  it('a defender passes on Kontra: "no Kontra" in the choices, the calls so far and as typed', () => {
    const s = find((x) => contrasOn(x.history, 'game') === 0 && x.toAct !== x.contract?.declarer);
    const seat = s.toAct as number;
    const view = game.view(s, seat);
    const listed = view.legal.map((a) => choiceText(game, view, a, NAMES));
    expect(listed).toContain('no Kontra');
    expect(listed).not.toContain('ready');
    for (const typed of ['no kontra', 'NO KONTRA', 'ready', 'liegt'])
      expect(chooseFromInput(game, view.legal, typed, view, NAMES, listed)).toEqual(ready);
    const next = game.apply(s, ready);
    if (!next.ok) throw new Error(next.error);
    const calls = auctionText(game, game.view(next.value, seat), NAMES);
    expect(calls[calls.length - 1]).toMatch(/: no Kontra$/);
    expect(calls.some((c) => c.endsWith(': ready'))).toBe(false);
  });

  it('the declarer lets a Kontra stand: "no Re"; another turn says "no Re" is no choice now', () => {
    const s = find((x) => contrasOn(x.history, 'game') === 1 && x.toAct === x.contract?.declarer);
    const view = game.view(s, s.toAct as number);
    expect(view.legal.map((a) => choiceText(game, view, a, NAMES))).toEqual(['Re', 'no Re']);
    expect(actionText(game, ready, NAMES, 3)).toBe('no Supp');
    const early = find((x) => contrasOn(x.history, 'game') === 0 && x.toAct !== x.contract?.declarer);
    const v0 = game.view(early, early.toAct as number);
    expect(chooseFromInput(game, v0.legal, 'no re', v0, NAMES)).toBe(
      '"no Re" is not one of your legal choices now',
    );
  });

  it('the declarer done raising his own target (before any call) still says ready', () => {
    const raising = gameOf('haferltarock(kontra=true,selfRaise=true)');
    for (let seed = 0; seed < 300; seed++) {
      const states = playRandomDeal(raising, createRng(`raise-${seed}`));
      const s = states.find((x) => x.phase === 'announce' && x.toAct === x.contract?.declarer);
      if (!s || contrasOn(s.history, 'game') > 0) continue;
      const view = raising.view(s, s.toAct as number);
      const readyListed = view.legal
        .filter((a) => a.type === 'ready')
        .map((a) => choiceText(raising, view, a, NAMES));
      expect(readyListed).toEqual(['ready']);
      return;
    }
    throw new Error('no self-raise turn');
  });
});

describe('tarock play: the log says a call let pass by its words', () => {
  it('logs a defender\'s declined Kontra as "no Kontra" and the declarer\'s declined Re as "no Re"', async () => {
    const r = await run([
      'play',
      '--variant',
      'haferltarock(kontra=true)',
      '--players',
      'random,random,random',
      '--deals',
      '3',
      '--seed',
      '2',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^S\d random \d: no Kontra$/m);
    expect(r.out).toMatch(/^S\d random \d: no Re$/m);
    expect(r.out).not.toMatch(/^S\d random \d: ready$/m);
  });
});
