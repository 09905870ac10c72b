/**
 * The Illustrated rule cards' statements about the rules of play, tied to the engine: the auction
 * (Löw's take, hold and retake, Beck's Unterer, Mayr & Sedlaczek's overcalls, the contracts that end
 * it), who may announce a bonus and whose silent bonus scores, the redeals and the series. Each test
 * reads what the card states (its keys and arguments) and drives the engine's `legalActions` and
 * `apply`, or settles a summary, to see the same.
 */
import { describe, expect, test } from 'vitest';
import type { Game } from '../core/game';
import { ruleSection } from '../core/ruleCard';
import type { OptionValue, Preset } from '../core/ruleset';
import type { State } from '../core/state';
import { illustratedBeck, illustratedLoew1954, illustratedMayrSedlaczek2016 } from '../presets/illustrated';
import { askedAfterDropping } from '../testing/auctionWalk';
import { type Plain, cardOf, plain, columnsOf, keysOf, statement, tableOf } from '../testing/ruleCard';
import type { IllustratedRules } from './rules';
import { PLAIN_DEAL, dealOf, gameOf, legalText, run, scenario, textOf } from './testkit';

type Options = Readonly<Record<string, OptionValue>>;

const PRESETS = [
  ['Löw', illustratedLoew1954],
  ['Beck', illustratedBeck],
  ['M&S', illustratedMayrSedlaczek2016],
] as const;

/** A statement the card must make; the test fails when it lacks it. */
function must(preset: Preset<IllustratedRules>, options: Options, key: string): Record<string, Plain> {
  const s = statement(cardOf(preset, options), key);
  if (!s) throw new Error(`${preset.rules.id}: no "${key}"`);
  return s;
}

const has = (preset: Preset<IllustratedRules>, options: Options, key: string): boolean =>
  statement(cardOf(preset, options), key) !== undefined;

/** What every auction from PLAIN_DEAL offers, walked to its end through the engine. */
interface AuctionWalk {
  /** The contracts a `take` was offered on. */
  readonly takenOn: Set<string>;
  /** The most take-overs one bid received. */
  readonly mostTakes: number;
  readonly holdOffered: boolean;
  /** The contracts whose naming ended the auction with other players still in it. */
  readonly ended: Set<string>;
  /** The contracts whose naming left the auction open. */
  readonly continued: Set<string>;
}

function walkAuctions(game: Game): AuctionWalk {
  const w = {
    takenOn: new Set<string>(),
    mostTakes: 0,
    holdOffered: false,
    ended: new Set<string>(),
    continued: new Set<string>(),
  };
  const visit = (s: State, takes: number, standing: string | null) => {
    for (const a of game.legalActions(s)) {
      if (a.type === 'take' && standing !== null) w.takenOn.add(standing);
      if (a.type === 'hold') w.holdOffered = true;
      const next = run(game, s, [a]);
      const t = a.type === 'take' ? takes + 1 : a.type === 'bid' ? 0 : takes;
      w.mostTakes = Math.max(w.mostTakes, t);
      if (a.type === 'bid') (next.phase === 'auction' ? w.continued : w.ended).add(a.bid);
      if (next.phase === 'auction') visit(next, t, a.type === 'bid' ? a.bid : standing);
    }
  };
  visit(scenario(game, PLAIN_DEAL), 0, null);
  // A bid that ends the auction only because everyone else is out says nothing; the last speaker's
  // bids are in `continued` when the auction went on after some earlier naming of them.
  for (const c of w.continued) w.ended.delete(c);
  return w;
}

describe('the auction statements are what the engine offers', () => {
  test.each(PRESETS)(
    '%s (card.il.passFinal): a player who passed or accepted is never asked again in the auction',
    (_n, preset) => {
      expect(has(preset, {}, 'card.il.passFinal')).toBe(true);
      const game = gameOf(preset);
      const dropsOut = (a: { type: string }) => a.type === 'pass' || a.type === 'accept';
      const { again, walked } = askedAfterDropping(game, scenario(game, PLAIN_DEAL), dropsOut);
      expect(walked).toBeGreaterThan(10);
      expect(again).toBe(0);
    },
  );

  test.each(PRESETS)(
    '%s: "Naming … ends the auction at once" names exactly the contracts that do',
    (_n, preset) => {
      const listed = has(preset, {}, 'card.il.endsAuction')
        ? must(preset, {}, 'card.il.endsAuction')['contracts']
        : [];
      const walk = walkAuctions(gameOf(preset));
      expect(walk.ended).toEqual(new Set(listed as string[]));
    },
  );

  test('M&S (card.il.auction.overcall): no take or hold is ever offered', () => {
    expect(has(illustratedMayrSedlaczek2016, {}, 'card.il.auction.overcall')).toBe(true);
    const walk = walkAuctions(gameOf(illustratedMayrSedlaczek2016));
    expect([...walk.takenOn, walk.holdOffered]).toEqual([false]);
    expect(walk.continued.size).toBeGreaterThan(0);
  });

  test('Beck (card.il.auction.beck): only the contract named may be taken over, once, by Unterer', () => {
    const named = (ruleSection(cardOf(illustratedBeck), 'contracts')?.rows ?? [])
      .filter((r) => r.key === 'card.il.auction.beck')
      .map((r) => plain(r.args?.['contract'] ?? null));
    const walk = walkAuctions(gameOf(illustratedBeck));
    expect(walk.takenOn).toEqual(new Set(named));
    expect(walk.mostTakes).toBe(1);
  });

  test("Beck: the Unterer plays at the card's value; a holding bidder at the held value", () => {
    const beck = must(illustratedBeck, {}, 'card.il.auction.beck');
    const game = gameOf(illustratedBeck);
    const bid = `bid ${beck['contract']}`;
    const taken = scenario(game, PLAIN_DEAL, [bid, 'take', 'accept', 'accept']);
    expect(taken.contract).toMatchObject({ declarer: 1, gameValue: beck['unterer'] });
    const held = scenario(game, PLAIN_DEAL, [bid, 'take', 'hold', 'accept', 'accept']);
    expect(held.contract).toMatchObject({ declarer: 0, gameValue: beck['held'] });
  });

  test("Löw (card.il.auction.loew): Ablösung, hold at the same value, zweite Ablösung, at the card's values", () => {
    const loew = must(illustratedLoew1954, {}, 'card.il.auction.loew');
    const game = gameOf(illustratedLoew1954);
    expect(legalText(game, scenario(game, PLAIN_DEAL, ['bid dreiblatt']))).toEqual(
      expect.arrayContaining(['accept', 'take', 'bid zweiblatt']),
    );
    const taken = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'take', 'accept', 'accept']);
    expect(taken.contract).toMatchObject({ declarer: 1, gameValue: loew['abloesung'] });
    const held = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'take', 'hold', 'accept', 'accept']);
    expect(held.contract).toMatchObject({ declarer: 0, gameValue: loew['abloesung'] });
    const retaken = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'take', 'hold', 'take', 'accept', 'accept']);
    expect(retaken.contract).toMatchObject({ declarer: 1, gameValue: loew['zweite'] });
    const walk = walkAuctions(game);
    // Every contract but those that end the auction may be taken over.
    expect(walk.takenOn).toEqual(walk.continued);
    expect(walk.mostTakes).toBe(2);
  });

  test.each([true, false])(
    'Löw holdAfterRetake=%s: the card says whether the first bidder may hold again',
    (v) => {
      const game = gameOf(illustratedLoew1954, { holdAfterRetake: v });
      const s = scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'take', 'hold', 'take']);
      const offered = legalText(game, s);
      expect(has(illustratedLoew1954, { holdAfterRetake: v }, 'card.il.holdAfterRetake')).toBe(
        offered.includes('hold'),
      );
      expect(has(illustratedLoew1954, { holdAfterRetake: v }, 'card.il.noHoldAfterRetake')).toBe(
        offered.join() === 'accept',
      );
    },
  );

  test.each([
    ['Löw', illustratedLoew1954, {}],
    ['Löw thirdPlayerMayTake', illustratedLoew1954, { thirdPlayerMayTake: true }],
    ['Beck', illustratedBeck, {}],
  ] as const)('%s: the card says whether the third player may take a bid over', (_n, preset, options) => {
    const game = gameOf(preset, options);
    // Middlehand drops out with "gut"; rearhand faces forehand's Dreiblatt as the third player.
    const offered = legalText(game, scenario(game, PLAIN_DEAL, ['bid dreiblatt', 'accept']));
    expect(has(preset, options, 'card.il.thirdPlayerMayTake')).toBe(offered.includes('take'));
    expect(has(preset, options, 'card.il.thirdPlayerOutbids')).toBe(
      offered.every((a) => a === 'accept' || a.startsWith('bid ')),
    );
  });
});

describe('the bonus table\'s "announced by" and "silent for" columns are what the engine does', () => {
  const bidDreiblatt = ['bid dreiblatt', 'accept', 'accept'];
  // Seat 0 declares without either bird; seat 1 (a defender) holds the Pagat and the Uhu.
  const defenderBirds = dealOf(
    [
      'T3 T4 T5 T6 T7 T8 HK HQ HC HJ H1 H2 H3 H4 DK DQ',
      'T1 T2 T9 T10 T11 T12 DC DJ D1 D2 D3 D4 SK SQ SC SJ',
      'T13 T14 T15 T16 T17 T18 S10 S9 S8 S7 CK CQ CC CJ C10 C9',
    ],
    'T19 T20 T21 Sk C8 C7',
  );
  const column = (preset: Preset<IllustratedRules>, options: Options, id: string, name: string) => {
    const c = cardOf(preset, options);
    return tableOf(c, 'bonuses').find((r) => r[0] === id)?.[columnsOf(c, 'bonuses').indexOf(name)];
  };

  /** The bonuses a defender holding both birds is offered in the round after the pickup. */
  function offeredToDefender(preset: Preset<IllustratedRules>, options: Options): string[] {
    const game = gameOf(preset, options);
    let s = scenario(game, defenderBirds, [...bidDreiblatt, 'ready']);
    // Answer any pre-pickup round with "gut", then take the first group and lay away hearts.
    while (s.phase === 'announce') s = run(game, s, ['accept']);
    s = run(game, s, ['talon 1']);
    while (s.phase === 'discard') {
      const heart = game.legalActions(s).find((a) => textOf(a).startsWith('discard H'));
      if (!heart) throw new Error('no heart to lay away');
      s = run(game, s, [heart]);
    }
    s = run(game, s, ['ready']);
    expect(s.toAct).toBe(1);
    return legalText(game, s).filter((a) => a.startsWith('announce '));
  }

  test.each([
    ['Löw', illustratedLoew1954, {}],
    ['Löw uhu', illustratedLoew1954, { uhu: true }],
    ['Beck', illustratedBeck, {}],
  ] as const)(
    '%s: a defender may announce a bird after the pickup iff the card says "any player"',
    (_n, preset, options) => {
      const offered = offeredToDefender(preset, options);
      for (const bird of ['pagat', 'uhu']) {
        const who = column(preset, options, bird, 'announcers');
        if (who === undefined) continue;
        const post = column(preset, options, bird, 'post');
        expect(offered.includes(`announce ${bird}`)).toBe(who === 'card.il.anyPlayer' && post !== null);
      }
    },
  );

  test.each(PRESETS)('%s: a bonus with no announced value has nobody in "announced by"', (_n, preset) => {
    const c = cardOf(preset, { uhu: true });
    const cols = columnsOf(c, 'bonuses');
    for (const row of tableOf(c, 'bonuses')) {
      const announced = row[cols.indexOf('pre')] !== null || row[cols.indexOf('post')] !== null;
      expect(row[cols.indexOf('announcers')] !== null).toBe(announced);
    }
  });

  test.each([
    ['Löw', illustratedLoew1954, { uhu: true }],
    ['Beck', illustratedBeck, {}],
    ['M&S', illustratedMayrSedlaczek2016, {}],
  ] as const)(
    '%s: a defender\'s silent bird scores for him iff the card says "any player"',
    (_n, preset, options) => {
      const rules = preset.resolve(options);
      for (const bird of ['pagat', 'uhu'] as const) {
        const forWhom = column(preset, options, bird, 'silentFor');
        const silent = column(preset, options, bird, 'silent');
        if (forWhom === undefined || forWhom === null || typeof silent !== 'number') continue;
        const r = preset.settleSummary(
          {
            format: 'tarock-deal-summary',
            version: 1,
            variant: rules.id,
            contract: 'dreiblatt',
            declarer: 0,
            declarerPoints: 36,
            birds: [{ bird, seat: 1, won: true }],
          },
          rules,
          3,
        );
        if (!r.ok) throw new Error(r.error);
        const plain = preset.settleSummary(
          {
            format: 'tarock-deal-summary',
            version: 1,
            variant: rules.id,
            contract: 'dreiblatt',
            declarer: 0,
            declarerPoints: 36,
          },
          rules,
          3,
        );
        if (!plain.ok) throw new Error(plain.error);
        const gain = (r.value.deltas[1] ?? 0) - (plain.value.deltas[1] ?? 0);
        expect(gain).toBe(forWhom === 'card.il.anyPlayer' ? silent : 0);
      }
    },
  );
});

describe('the redeal statements are what the engine does', () => {
  // Seat 2 is dealt no tarock; seat 1's only tarock is the Pagat.
  const noTarock = dealOf(
    [
      'T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17',
      'T1 HK HQ HC HJ H1 H2 H3 H4 DK DQ DC DJ D1 D2 D3',
      'D4 SK SQ SC SJ S10 S9 S8 S7 CK CQ CC CJ C10 C9 C8',
    ],
    'T18 T19 T20 T21 Sk C7',
  );
  const loneTrull = dealOf(
    [
      'T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17',
      'T1 HK HQ HC HJ H1 H2 H3 H4 DK DQ DC DJ D1 D2 D3',
      'T18 D4 SK SQ SC SJ S10 S9 S8 S7 CK CQ CC CJ C10 C9',
    ],
    'T19 T20 T21 Sk C8 C7',
  );

  test.each([
    [{ noTarockRedeal: true }],
    [{ noTarockRedeal: false }],
    [{ noTarockRedeal: false, loneTrullRedeal: true }],
    [{ noTarockRedeal: true, loneTrullRedeal: true }],
  ])(
    'Löw %o: card.il.noTarock and card.il.loneTrull say which hands are shown, the same dealer dealing',
    (o) => {
      const game = gameOf(illustratedLoew1954, o);
      const thrown = (deal: typeof noTarock) => {
        const s = scenario(game, deal);
        return s.phase === 'deal' ? s.thrownIn?.map((h) => h.seat) : [];
      };
      expect(has(illustratedLoew1954, o, 'card.il.noTarock')).toBe(thrown(noTarock)?.includes(2));
      expect(has(illustratedLoew1954, o, 'card.il.loneTrull')).toBe(thrown(loneTrull)?.includes(1));
      const s = scenario(game, noTarock);
      if (s.phase === 'deal') expect(s.dealer).toBe(2);
    },
  );

  test.each([
    ['Löw', illustratedLoew1954, {}],
    ['Löw allPassDealer=same', illustratedLoew1954, { allPassDealer: 'same' }],
    ['M&S', illustratedMayrSedlaczek2016, {}],
  ] as const)(
    '%s: all pass: thrown in, nobody scores, and the card names who deals',
    (_n, preset, options) => {
      const redeal = must(preset, options, 'card.il.redeal');
      const game = gameOf(preset, options);
      const s = scenario(game, PLAIN_DEAL, ['pass', 'pass', 'pass']);
      expect(s.phase).toBe('finished');
      const settled = s.settlement;
      expect(settled?.deltas.every((d) => d === 0)).toBe(true);
      const rules = preset.resolve(options);
      if (!settled) throw new Error('no settlement');
      const m = preset.match.next(rules, preset.match.start(rules, rules.id, 3, 2), settled);
      expect(m.dealer).toBe(redeal['dealer'] === 'card.il.sameDealer' ? 2 : 0);
    },
  );
});

describe("Beck's Trischaken is what the card says", () => {
  const options = { allPass: 'trischaken' };
  const rules = illustratedBeck.resolve(options);
  const amounts = () => {
    const t = must(illustratedBeck, options, 'card.il.trischaken');
    return { win: t['win'] as number, loss: t['loss'] as number };
  };
  const settle = (cardPoints: number[], tricks: number[]) => {
    const r = illustratedBeck.settleSummary(
      {
        format: 'tarock-deal-summary',
        version: 1,
        variant: rules.id,
        contract: 'trischaken',
        cardPoints,
        tricks,
      },
      rules,
      3,
    );
    if (!r.ok) throw new Error(r.error);
    return r.value.deltas;
  };

  test('two with the most card points: both score the loss, the other the win', () => {
    const { win, loss } = amounts();
    expect(settle([30, 30, 5], [7, 6, 3])).toEqual([loss, loss, win]);
  });

  test('all three equal: nobody scores', () => {
    expect(statement(cardOf(illustratedBeck, options), 'card.il.trischaken')).toBeDefined();
    expect(settle([20, 20, 20], [6, 5, 5])).toEqual([0, 0, 0]);
  });

  test('card.il.pagatLastTrump: the Pagat may not be led while its holder has another tarock', () => {
    const game = gameOf(illustratedBeck, options);
    const s = scenario(game, PLAIN_DEAL, ['pass', 'pass', 'pass']);
    expect(s.contract?.id).toBe('trischaken');
    const offered = legalText(game, s);
    expect(offered).toContain('play T2');
    expect(has(illustratedBeck, options, 'card.il.pagatLastTrump')).toBe(!offered.includes('play T1'));
  });
});

describe('the series and the stake are what the engine settles', () => {
  const summary = (deltas: number[]) => ({
    unit: 'points' as const,
    deltas,
    potDelta: 0,
    cardPoints: [],
    outcome: 'won' as const,
    declarer: 0,
    contract: 'dreiblatt',
    lines: [],
  });

  test.each([
    ['Löw', illustratedLoew1954, {}],
    ['Löw gameEnd=exceeds', illustratedLoew1954, { gameEnd: 'exceeds' }],
    ['M&S', illustratedMayrSedlaczek2016, {}],
  ] as const)(
    '%s: the series ends where the card says, with its bonus to everyone at the target',
    (_n, preset, options) => {
      const c = cardOf(preset, options);
      const key = keysOf(c, 'match').find((k) => k.startsWith('card.il.series.'));
      const series = must(preset, options, key ?? 'card.il.series');
      const target = series['target'] as number;
      const bonus = series['bonus'] as number;
      const rules = preset.resolve(options);
      const play = (deals: number[][]) =>
        deals.reduce(
          (m, d) => preset.match.next(rules, m, summary(d)),
          preset.match.start(rules, rules.id, 3, 0),
        );
      const atTarget = play([[target, target - 1, 0]]);
      expect(atTarget.finished).toBe(key === 'card.il.series.atLeast');
      const over = play([[target + 1, target, 0]]);
      expect(over.finished).toBe(true);
      expect(over.totals).toEqual([target + 1 + bonus, target + bonus, 0]);
      expect(over.winners).toEqual([0]);
    },
  );

  test('Löw stake=2: each player pays every higher player the difference × the stake', () => {
    const stake = must(illustratedLoew1954, { stake: 2 }, 'card.il.stake')['stake'] as number;
    expect(has(illustratedLoew1954, {}, 'card.il.noStake')).toBe(true);
    const rules = illustratedLoew1954.resolve({ stake: 2 });
    const m = illustratedLoew1954.match.next(
      rules,
      illustratedLoew1954.match.start(rules, rules.id, 3, 0),
      summary([100, 40, 0]),
    );
    // Totals with the +10: 110, 40, 0; each seat gets the difference to every other × the stake.
    expect(m.totals).toEqual([110, 40, 0]);
    const net = m.totals.map((t) => m.totals.reduce((sum, o) => sum + (t - o) * stake, 0));
    expect(net).toEqual([360, -60, -300]);
    const text = m.log.at(-1)?.lines.at(-1)?.text ?? '';
    for (const [seat, cents] of net.entries())
      expect(text).toContain(`seat ${seat} ${cents > 0 ? '+' : ''}${cents} ¢`);
  });
});
