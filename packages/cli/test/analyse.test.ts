import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CardAnalysis, analyseCardPlay } from '@tarock/bots';
import {
  type State,
  createRng,
  formatCard,
  formatRecordJson,
  loadGame,
  recordOf,
  replay,
} from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { describe, expect, it } from 'vitest';
import { analysisLines } from '../src/analysis';
import { card } from '../src/render';
import { WIDTH } from '../src/wrap';
import { mini, presets, run, tempDir } from './helpers';

const game = mini();
const names = ['Anna', 'Bert', 'Cleo'];

/** Records of random deals of Mini Tarock that were played out, with the mistake finder's verdicts. */
function playedDeals(count: number) {
  const out: { file: string; states: readonly State[] }[] = [];
  const dir = tempDir();
  for (let seed = 1; out.length < count; seed++) {
    const states = playRandomDeal(game, createRng(`analyse/${seed}`));
    const final = states[states.length - 1];
    if (!final?.settlement || final.settlement.outcome === 'passed') continue;
    const record = recordOf(game, final, {
      seats: names.map((name) => ({ name, player: 'random' })),
    });
    const file = join(dir, `deal-${seed}.json`);
    writeFileSync(file, formatRecordJson(record));
    const replayed = replay(record, presets);
    if (!replayed.ok) throw new Error(replayed.error.reason);
    out.push({ file, states: replayed.value.states });
  }
  return out;
}

const deals = playedDeals(3);
/** A small budget keeps the test quick: the first tricks go unjudged, the later ones are judged. */
const NODES = 5_000;

describe('tarock replay --analyse', () => {
  it('names every card that gave its side’s aim away, with the cards that would have kept it, and counts per seat', async () => {
    let mistakes = 0;
    for (const { file, states } of deals) {
      const found = analyseCardPlay(game, states, NODES);
      const r = await run(['replay', file, '--analyse', '--nodes', String(NODES)]);
      expect(r.code).toBe(0);
      expect(r.out).toContain('Card play judged with every hand open');
      // A long verdict or summary wraps at the width: read each as one line.
      const flat = r.out.replace(/\n {4,}/g, ' ');
      for (const a of found.filter((x) => x.verdict === 'mistake')) {
        mistakes++;
        const best = a.best.map((c) => card(game.pack, c));
        expect(flat).toContain(
          `Trick ${a.trick}: S${a.seat} ${names[a.seat]} (${a.side}) played ${card(game.pack, a.card)}: a mistake — ${best.slice(0, -1).length ? `${best.slice(0, -1).join(', ')} or ` : ''}${best[best.length - 1]}`,
        );
      }
      const counts = [0, 1, 2].map((seat) => {
        const mine = found.filter((a) => a.seat === seat);
        const open = mine.filter((a) => a.verdict === 'unjudged').length;
        const wrong = mine.filter((a) => a.verdict === 'mistake').length;
        return `S${seat} ${names[seat]}: ${wrong} of ${mine.length - open}${open ? ` (${open} not judged)` : ''}`;
      });
      expect(flat).toContain(`Mistakes among the choices that mattered: ${counts.join(', ')}`);
    }
    // Random players give games away: the test has seen mistake lines.
    expect(mistakes).toBeGreaterThan(0);
  });

  it('gives the verdicts with --json: turns from 1, cards in the ASCII notation', async () => {
    const { file, states } = deals[0] as (typeof deals)[number];
    const r = await run(['replay', file, '--analyse', '--json', '--nodes', String(NODES)]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { analysis: { nodesPerCard: number; cards: unknown[] } };
    const ascii = (c: number) => formatCard(game.pack, c, 'ascii');
    expect(j.analysis.cards).toEqual(
      analyseCardPlay(game, states, NODES).map((a) => ({
        turn: a.turn + 1,
        trick: a.trick,
        seat: a.seat,
        card: ascii(a.card),
        side: a.side,
        aim: a.aim,
        verdict: a.verdict,
        best: a.best.map(ascii),
        cost: a.cost,
        bonusLoss: null,
      })),
    );
    expect(j.analysis.nodesPerCard).toBe(NODES);
  });

  it('says which cards it could not judge within --nodes, and counts them apart', async () => {
    const { file } = deals[0] as (typeof deals)[number];
    const r = await run(['replay', file, '--analyse', '--nodes', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^ {2}Trick 1: .+ played .+: not judged$/m);
    expect(r.out).toMatch(/S0 Anna: 0 of 0 \(\d+ not judged\)/);
    expect(r.out).not.toContain('a mistake');
  });

  it('says why a card went unjudged once, not on each of them, and keeps every line within 100 columns', async () => {
    const { file } = deals[0] as (typeof deals)[number];
    const r = await run(['replay', file, '--analyse', '--nodes', '1']);
    expect(r.out.split('\n').filter((l) => l.endsWith(': not judged')).length).toBeGreaterThan(1);
    expect(r.out.match(/more than 1 search nodes/g)).toHaveLength(1);
    expect(r.out).toContain(
      '  Not judged: each needs more than 1 search nodes (--nodes raises the budget).\n',
    );
    for (const { file } of deals)
      for (const nodes of ['1', String(NODES)]) {
        const out = (await run(['replay', file, '--analyse', '--nodes', nodes])).out;
        for (const l of out.split('\n')) expect(l.length, l).toBeLessThanOrEqual(WIDTH);
      }
  });

  it('refuses --nodes without --analyse, and a budget that is not a positive whole number', async () => {
    const { file } = deals[0] as (typeof deals)[number];
    expect((await run(['replay', file, '--nodes', '5'])).code).toBe(2);
    // Read as the other counts are: not as a JavaScript number (1e3, 0x10, ' 5' passed).
    for (const bad of ['0', '-3', '1.5', 'many', '1e3', '0x10', ' 5', '5 ']) {
      const r = await run(['replay', file, '--analyse', `--nodes=${bad}`]);
      expect(r.code).toBe(2);
      expect(r.err).toContain('--nodes must be a whole number of solver nodes');
    }
  });
});

describe('tarock replay --analyse after a Kontra that moves the burden (Bavarian)', () => {
  it('says the target is the defenders’, not that the declarer reaches or misses his own', async () => {
    const name = 'haferltarock(kontra=true)';
    const g = loadGame(name);
    if (!g.ok) throw new Error(g.error);
    const dir = tempDir();
    let judged = 0;
    for (let seed = 1; seed < 60 && judged < 2; seed++) {
      const states = playRandomDeal(g.value, createRng(`analyse-kontra/${seed}`));
      const final = states[states.length - 1];
      const kontra = final?.history.filter((t) => t.action.type === 'contra').length ?? 0;
      if (!final?.settlement || kontra !== 1 || final.contract?.declarer == null) continue;
      const found = analyseCardPlay(g.value, states, NODES);
      if (!found.some((a) => a.verdict === 'mistake' && a.aim === 'target')) continue;
      const record = recordOf(g.value, final, {
        seats: names.map((n) => ({ name: n, player: 'random' })),
      });
      const file = join(dir, `kontra-${seed}.json`);
      writeFileSync(file, formatRecordJson(record));
      const r = await run(['replay', file, '--analyse', '--nodes', String(NODES)]);
      expect(r.code).toBe(0);
      const flat = r.out.replace(/\n {4,}/g, ' ');
      expect(flat).toMatch(/the defenders reach their target|held the defenders below their target/);
      expect(flat).not.toMatch(/the declarer reach his target|held the declarer below his target/);
      judged++;
    }
    expect(judged).toBeGreaterThan(0);
  });
});

describe('tarock replay --analyse of a deal thrown in before the first card', () => {
  it('says no card was played, not that none gave its side’s aim away, and counts nothing', async () => {
    const g = loadGame('haferltarock');
    if (!g.ok) throw new Error(g.error);
    let file = '';
    for (let seed = 1; seed < 100 && !file; seed++) {
      const states = playRandomDeal(g.value, createRng(`analyse-passed/${seed}`));
      const final = states[states.length - 1];
      if (final?.settlement?.outcome !== 'passed') continue;
      const record = recordOf(g.value, final, { seats: names.map((n) => ({ name: n, player: 'random' })) });
      file = join(tempDir(), 'passed.json');
      writeFileSync(file, formatRecordJson(record));
    }
    const r = await run(['replay', file, '--analyse']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Result: no game: passed');
    expect(r.out).toContain('\nCard play judged: none, no card was played.\n');
    expect(r.out).not.toContain("no card gave its side's aim away");
    expect(r.out).not.toContain('Mistakes among the choices that mattered');
  });
});

describe('tarock replay --analyse weighs the Pagat and the Uhu among the cards level on the game', () => {
  const beck = loadGame('illustrated-beck');
  if (!beck.ok) throw new Error(beck.error);
  const g = beck.value;

  it('a card that kept the game but gave game points away on the Pagat says what the best card would have made of it', () => {
    const loss: CardAnalysis = {
      turn: 40,
      trick: 15,
      seat: 2,
      card: 0,
      side: 'declarer',
      aim: 'target',
      verdict: 'mistake',
      best: [7],
      cost: 0,
      bonusLoss: { bonuses: ['pagat'], points: 5 },
    };
    expect(analysisLines(g, [loss], names, NODES)).toEqual([
      `  Trick 15: S2 Cleo (declarer) played ${card(g.pack, 0)}: a mistake — ${card(g.pack, 7)} would have done as well on the game and`,
      '      made 5 game points more on the Pagat',
    ]);
    const both = { ...loss, best: [7, 8], bonusLoss: { bonuses: ['pagat', 'uhu'], points: 1 } };
    expect(analysisLines(g, [both], names, NODES).join(' ').replace(/ {2,}/g, ' ')).toContain(
      'would each have done as well on the game and made 1 game point more on the Pagat and the Uhu',
    );
  });

  it('in a replayed Beck deal, each such mistake is listed, and --json gives what it cost', async () => {
    const dir = tempDir();
    let seen = 0;
    for (let seed = 1; seed < 40 && seen === 0; seed++) {
      const states = playRandomDeal(g, createRng(`analyse-bonus/${seed}`));
      const final = states[states.length - 1];
      if (!final?.settlement || final.contract?.declarer == null) continue;
      const found = analyseCardPlay(g, states, NODES).filter((a) => a.bonusLoss);
      if (found.length === 0) continue;
      const record = recordOf(g, final, { seats: names.map((n) => ({ name: n, player: 'random' })) });
      const file = join(dir, `bonus-${seed}.json`);
      writeFileSync(file, formatRecordJson(record));
      const flat = (await run(['replay', file, '--analyse', '--nodes', String(NODES)])).out.replace(
        /\n {4,}/g,
        ' ',
      );
      const j = JSON.parse(
        (await run(['replay', file, '--analyse', '--json', '--nodes', String(NODES)])).out,
      ) as {
        analysis: { cards: { turn: number; bonusLoss: unknown }[] };
      };
      for (const a of found) {
        const loss = a.bonusLoss as NonNullable<CardAnalysis['bonusLoss']>;
        const bird = loss.bonuses.map((b) => (b === 'pagat' ? 'the Pagat' : 'the Uhu')).join(' and ');
        expect(flat).toContain(
          `Trick ${a.trick}: S${a.seat} ${names[a.seat]} (${a.side}) played ${card(g.pack, a.card)}: a mistake — `,
        );
        expect(flat).toMatch(
          new RegExp(`done as well on the game and made ${loss.points} game points? more on ${bird}`),
        );
        expect(j.analysis.cards.find((x) => x.turn === a.turn + 1)?.bonusLoss).toEqual(loss);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
