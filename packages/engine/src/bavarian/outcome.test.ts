/** Win thresholds, 60–60, Schneider and Schwarz (rules-notes BT-07, BT-08, BT-09). */
import { describe, expect, test } from 'vitest';
import type { OptionValue } from '../core/ruleset';
import type { DealFacts } from './facts';
import { judge } from './outcome';
import { contractSpec } from './rules';
import { bavarianGame } from './testing';

function verdict(
  id: string,
  options: Readonly<Record<string, OptionValue>>,
  contract: string,
  declarer: number,
  tricks: { declarer: number; defenders: number },
  extra: Partial<DealFacts> = {},
) {
  const g = bavarianGame(id, options);
  const spec = contractSpec(g.rules, contract);
  if (!spec) throw new Error(contract);
  const facts: DealFacts = {
    seats: 3,
    players: [1, 2, 0],
    contract,
    declarer: 1,
    target: 61,
    trump: 0,
    points: { declarer, defenders: 120 - declarer },
    tricks,
    kontra: 0,
    pot: 0,
    ...extra,
  };
  return judge(g.rules, spec, facts);
}

const some = { declarer: 6, defenders: 5 };

describe('the declarer needs his target', () => {
  test.each([
    ['haferltarock', 61, 'won'],
    ['haferltarock', 60, 'lost'],
    ['bavarian-huber-1923', 60, 'draw'],
    ['bavarian-huber-1923', 59, 'lost'],
  ])('%s with %i points: %s', (id, points, outcome) => {
    const contract = id === 'haferltarock' ? 'hand' : 'solo';
    expect(verdict(id, {}, contract, points, some).outcome).toBe(outcome);
  });

  test('a bid target: 70 loses a Hand to 71, 71 wins it', () => {
    expect(verdict('haferltarock', {}, 'hand', 70, some, { target: 71 }).outcome).toBe('lost');
    expect(verdict('haferltarock', {}, 'hand', 71, some, { target: 71 }).outcome).toBe('won');
  });

  test('after Kontra the defenders must reach a bid target of 71: with 70 they fail', () => {
    const j = verdict('haferltarock', { kontra: true }, 'hand', 50, some, { target: 71, kontra: 1 });
    expect(j.burden).toBe('defenders');
    expect(j.outcome).toBe('won');
  });

  test('tie60=declarerLoses for the 1933 variant', () => {
    expect(verdict('bavarian-1933', { tie60: 'declarerLoses' }, 'solo', 60, some).outcome).toBe('lost');
  });
});

describe('Schneider thresholds (rules-notes BT-08)', () => {
  test.each([
    ['winnerAtLeast91', 91, true],
    ['winnerAtLeast91', 90, false],
    ['loserAtMost30', 90, true],
    ['loserAtMost30', 89, false],
  ])('%s: declarer wins with %i → Schneider %s', (rule, points, schneider) => {
    expect(verdict('bavarian-1933', { schneider: rule }, 'solo', points, some).schneider).toBe(schneider);
  });

  test.each([
    ['winnerAtLeast91', 29, true],
    ['winnerAtLeast91', 30, false],
    ['loserAtMost30', 30, true],
    ['loserAtMost30', 31, false],
  ])('%s: declarer loses with %i → Schneider %s', (rule, points, schneider) => {
    expect(verdict('bavarian-1933', { schneider: rule }, 'solo', points, some).schneider).toBe(schneider);
  });
});

describe('Schwarz (rules-notes BT-08)', () => {
  test('all tricks: the loser took none, whatever the points', () => {
    expect(verdict('scharfes-tarock', {}, 'solo', 110, { declarer: 7, defenders: 0 }).schwarz).toBe(true);
    expect(verdict('scharfes-tarock', {}, 'solo', 120, { declarer: 6, defenders: 1 }).schwarz).toBe(false);
  });

  test('all points (option): 120 card points, even if the loser took a trick of Spatzen', () => {
    expect(
      verdict('scharfes-tarock', { schwarz: 'allPoints' }, 'solo', 120, { declarer: 6, defenders: 1 })
        .schwarz,
    ).toBe(true);
  });

  test('against the declarer: he took no trick', () => {
    expect(verdict('scharfes-tarock', {}, 'solo', 4, { declarer: 0, defenders: 7 }).schwarz).toBe(true);
  });
});
