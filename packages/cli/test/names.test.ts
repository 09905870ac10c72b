import { describe, expect, it } from 'vitest';
import { type Action, loadGame } from '@tarock/engine';
import { chooseFromInput } from '../src/input';
import { actionText, viewText } from '../src/render';
import { trischakenDeal } from './helpers';
import { contractName } from '../src/names';

function gameOf(name: string) {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

const bid = (id: string): Action => ({ type: 'bid', bid: id });

describe('Bavarian bids by the words said at the table', () => {
  it('words the calls that are no contract (not "bid spiele" beside "bid Handspiel")', () => {
    const haferl = gameOf('haferltarock');
    expect(actionText(haferl, bid('spiele'))).toBe('bid ich spiele');
    expect(actionText(haferl, bid('hand'))).toBe('bid Handspiel');
    expect(actionText(haferl, bid('hand66'))).toBe('bid Hand to 66 (fünf mehr)');
    expect(actionText(haferl, bid('hand116'))).toBe('bid Hand to 116 (fünfundfünfzig mehr)');
    const huber = gameOf('bavarian-huber-1923');
    expect(actionText(huber, bid('besser'))).toBe('bid ich spiele besser');
    expect(actionText(huber, bid('amBesten'))).toBe('bid ich spiele am besten');
    expect(actionText(gameOf('scharfes-tarock'), bid('herz'))).toBe('bid spiele Herz');
  });

  it('reads the call as listed and in the notation', () => {
    const haferl = gameOf('haferltarock');
    const legal: Action[] = [{ type: 'pass' }, bid('hand66')];
    expect(chooseFromInput(haferl, legal, 'bid Hand to 66')).toEqual(legal[1]);
    expect(chooseFromInput(haferl, legal, 'bid hand66')).toEqual(legal[1]);
    expect(chooseFromInput(haferl, legal, 'bid Hand to 66 (fünf mehr)')).toEqual(legal[1]);
  });
});

describe('the game nobody bids', () => {
  it('names Trischaken, and shows it without a game value or a target', async () => {
    const { game, state } = trischakenDeal(4, (s) => s.phase === 'play');
    expect(contractName(game.rules, 'trischaken')).toBe('Trischaken');
    if (typeof state.toAct !== 'number') throw new Error('a seat leads');
    const contract = viewText(game, game.view(state, state.toAct), ['a', 'b', 'c']).find((l) =>
      l.startsWith('Contract: '),
    );
    expect(contract).toBe('Contract: Trischaken (no declarer: each plays for himself)');
  });
});

describe('take and hold by the words of the auction', () => {
  it('says Ablösung, Unterer, mein Spiel, ich spiele weiter, and reads the words as listed', () => {
    expect(actionText(gameOf('illustrated-loew-1954'), { type: 'take' })).toBe('take over (Ablösung)');
    expect(actionText(gameOf('illustrated-beck'), { type: 'take' })).toBe('take over (Unterer)');
    expect(actionText(gameOf('illustrated-loew-1954'), { type: 'hold' })).toBe('hold (mein Spiel)');
    expect(actionText(gameOf('haferltarock'), { type: 'hold' })).toBe('hold (ich spiele weiter)');
    expect(actionText(gameOf('bavarian-huber-1923'), { type: 'hold' })).toBe('hold (ich halte)');
    const loew = gameOf('illustrated-loew-1954');
    const legal: Action[] = [{ type: 'accept' }, { type: 'take' }];
    expect(chooseFromInput(loew, legal, 'take over (Ablösung)')).toEqual({ type: 'take' });
    expect(chooseFromInput(loew, legal, 'take')).toEqual({ type: 'take' });
  });
});
