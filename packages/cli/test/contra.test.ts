import { describe, expect, it } from 'vitest';
import { type State, createRng, loadGame } from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { chooseFromInput } from '../src/input';
import { actionText, auctionText, choiceText, contrasOn } from '../src/render';

const NAMES = ['you', 'pimc 1', 'pimc 2'];

function gameOf(name: string) {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

describe('a contra that doubles again says so (Re, Rekontra), not "contra the game" twice', () => {
  it('words each level by the family', () => {
    const contra = { type: 'contra', target: 'game' } as const;
    const haferl = gameOf('haferltarock(kontra=true)');
    expect(actionText(haferl, contra, NAMES, 1)).toBe('contra the game');
    expect(actionText(haferl, contra, NAMES, 2)).toBe('contra the game: Re');
    expect(actionText(haferl, contra, NAMES, 3)).toBe('contra the game: Supp');
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
    expect(choiceText(game, view, re, NAMES)).toBe('contra the game: Re');
    expect(
      chooseFromInput(
        game,
        view.legal,
        'Contra the game: re',
        view,
        NAMES,
        view.legal.map((a) => choiceText(game, view, a, NAMES)),
      ),
    ).toEqual(re);
    const next = game.apply(found, re);
    if (!next.ok) throw new Error(next.error);
    const calls = auctionText(game, game.view(next.value, 0), NAMES);
    expect(calls.filter((c) => c.endsWith(': contra the game'))).toHaveLength(1);
    expect(calls.filter((c) => c.endsWith(': contra the game: Re'))).toHaveLength(1);
  });
});
