/**
 * Beck's honours claimed after the last trick (option `honoursMustBeClaimed`, rules-notes IT-15;
 * the engine's `claim` phase): at the table the player who held the Trull and the four Kings is
 * offered each claim and "keine Meldung", and a claim made there is paid in the settlement. The
 * turn is built with the engine (`keptTurn.ts`) and continued from the setup.
 */
import type { Action, State } from '@tarock/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLOSE_TIMEOUT_MS, type Harness, openHarness } from './browser';
import { continueKept, dealTo, keptEntry, setLanguage } from './keptTurn';

/** Seat 0 holds the three Trull cards and the four Kings; seat 2 declares. */
const DEAL = {
  hands: [
    'T1 T21 Sk HK DK SK CK HQ HC HJ H1 DQ DC DJ D1 SQ',
    'T18 T19 T20 SC SJ S10 S9 S8 S7 CQ CC CJ C10 C9 C8 C7',
    'T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17',
  ],
  talon: 'H2 H3 H4 D2 D3 D4',
};

/** The deal played to seat 0's claims: seat 2 bids, the others pass; nobody announces. */
function claimTurn() {
  const choose = (s: State, legal: readonly Action[]): Action | undefined => {
    const find = (type: string) => legal.find((a) => a.type === type);
    if (s.phase === 'auction')
      return s.toAct === 2 ? (find('bid') ?? find('hold')) : (find('pass') ?? find('accept'));
    if (s.phase === 'announce') return find('ready') ?? find('accept');
    return undefined;
  };
  return dealTo('illustrated-beck(honoursMustBeClaimed=true)', DEAL, {
    choose,
    stop: (s) => s.phase === 'claim' && s.toAct === 0,
  });
}

let h: Harness;

beforeAll(async () => {
  h = await openHarness();
}, 120_000);

afterAll(async () => {
  await h?.close();
}, CLOSE_TIMEOUT_MS);

describe('Beck, honours claimed after the last trick', () => {
  test('the holder is offered each claim and "keine Meldung"; the claim made is paid', async () => {
    const { game, state } = claimTurn();
    expect(game.legalActions(state).map((a) => (a.type === 'announce' ? a.bonus : a.type))).toEqual([
      'tarockTrull',
      'royalTrull',
      'ready',
    ]);
    const page = await h.newPage({ width: 1280, height: 800 });
    await setLanguage(page, 'de');
    await continueKept(page, keptEntry(game, state, ['Anna', 'Bert', 'Cilli']));
    const calls = page.locator('.action-bar .call');
    await expect.poll(() => calls.allInnerTexts()).toEqual(['Tarock-Trull', 'Königs-Trull', 'keine Meldung']);
    await calls.filter({ hasText: 'Tarock-Trull' }).click();
    await expect.poll(() => calls.allInnerTexts()).toEqual(['Königs-Trull', 'keine Meldung']);
    await calls.filter({ hasText: 'keine Meldung' }).click();
    const settlement = page.locator('[data-testid=settlement]');
    await settlement.waitFor({ timeout: 15_000 });
    const text = (await settlement.textContent()) ?? '';
    expect(text).toContain('Tarock-Trull');
    expect(text).not.toContain('Königs-Trull');
    await page.close();
  }, 60_000);
});
