/**
 * `tarock simulate --variant ID --deals N --seed S [--players a,b,c] [--duplicate] [--records DIR] [--json]`:
 * plays N deals between computer players (a running match: antes, dealer rotation, series end),
 * writes one record per deal into DIR and prints per seat the points per deal with a 95 %
 * confidence interval and the declarer results.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatRecordJson, formatRecordText, recordOf } from '@tarock/engine';
import type { Io } from '../io';
import { type Bot, createBot, playDeal } from '@tarock/bots';
import { dealRng } from '../table';
import { engineVersion } from '../version';
import { type Command, count, loadVariant, seedOf, str, usageError } from './command';

interface SeatStats {
  points: number;
  squares: number;
  declarer: number;
  declarerWon: number;
  defended: number;
  defenderPoints: number;
}

/** Mean and the half-width of its 95 % confidence interval (normal approximation). */
export function meanCi(sum: number, squares: number, n: number): { mean: number; ci95: number } {
  const mean = n ? sum / n : 0;
  const variance = n > 1 ? (squares - n * mean * mean) / (n - 1) : 0;
  return { mean, ci95: n > 1 ? (1.96 * Math.sqrt(Math.max(0, variance))) / Math.sqrt(n) : 0 };
}

function progress(io: Io, done: number, total: number): void {
  if (!io.isTTY) return;
  const width = 30;
  const filled = Math.round((done / total) * width);
  io.error(
    `\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total}${done === total ? '\n' : ''}`,
  );
}

const fixed = (x: number, digits = 2) => (x >= 0 ? '+' : '') + x.toFixed(digits);

export const simulate: Command = {
  name: 'simulate',
  summary: 'play many deals between computer players, write records, print statistics',
  usage:
    'tarock simulate --variant ID --deals N --seed S [--players a,b,c] [--duplicate] [--records DIR] [--format json|text] [--json]',
  options: {
    variant: { type: 'string' },
    deals: { type: 'string' },
    seed: { type: 'string' },
    players: { type: 'string' },
    duplicate: { type: 'boolean' },
    records: { type: 'string' },
    format: { type: 'string' },
    json: { type: 'boolean' },
  },
  async run(ctx) {
    const { io } = ctx;
    const name = str(ctx, 'variant');
    if (!name) return usageError(io, this, '--variant is required (see tarock variants)');
    const loaded = loadVariant(io, name);
    if (!loaded.ok) return usageError(io, this, loaded.error);
    const game = loaded.value;
    const deals = count(str(ctx, 'deals'), 100);
    if (!deals.ok) return usageError(io, this, `--deals: ${deals.error}`);
    const seedText = str(ctx, 'seed') ?? '1';
    const seed = seedOf(seedText);
    const format = str(ctx, 'format') ?? 'json';
    if (format !== 'json' && format !== 'text') return usageError(io, this, '--format is json or text');
    const names = (str(ctx, 'players') ?? Array(game.seats).fill('random').join(','))
      .split(',')
      .map((p) => p.trim());
    if (names.length !== game.seats)
      return usageError(
        io,
        this,
        `--players needs ${game.seats} names for ${game.name}, got ${names.length}`,
      );
    const bots: Bot[] = [];
    for (const n of names) {
      const b = createBot(n, game);
      if (!b.ok) return usageError(io, this, b.error);
      bots.push(b.value);
    }
    if (ctx.values['duplicate'])
      return usageError(io, this, '--duplicate needs the arena of @tarock/bots, which is not installed yet');
    const dir = str(ctx, 'records');
    if (dir) mkdirSync(dir, { recursive: true });

    const seats: SeatStats[] = names.map(() => ({
      points: 0,
      squares: 0,
      declarer: 0,
      declarerWon: 0,
      defended: 0,
      defenderPoints: 0,
    }));
    const outcomes: Record<string, number> = {};
    let match = game.preset.match.start(game.rules, game.name, game.seats, 0);
    let matches = 0;
    let unit: 'points' | 'cents' = 'points';
    const width = String(deals.value).length;
    const date = new Date().toISOString().slice(0, 10);
    for (let i = 0; i < deals.value; i++) {
      const final = playDeal(game, bots, dealRng(seed, i), {
        dealer: match.dealer,
        pot: match.pot,
        sidePot: match.sidePot,
      });
      const st = final.settlement;
      if (!st) throw new Error('a finished deal without a settlement');
      outcomes[st.outcome] = (outcomes[st.outcome] ?? 0) + 1;
      unit = st.unit;
      st.deltas.forEach((d, seat) => {
        const s = seats[seat];
        if (!s) return;
        s.points += d;
        s.squares += d * d;
        if (st.declarer === seat) {
          s.declarer++;
          if (st.outcome === 'won') s.declarerWon++;
        } else if (st.declarer !== null && final.players.includes(seat)) {
          s.defended++;
          s.defenderPoints += d;
        }
      });
      if (dir) {
        const record = recordOf(game, final, {
          seats: names.map((n, seat) => ({ name: `${n} ${seat}`, player: n })),
          tags: {
            Event: 'tarock simulate',
            Seed: `${seedText}/deal/${i}`,
            Deal: String(i + 1),
            Date: date,
            Engine: engineVersion(),
          },
        });
        const file = `deal-${String(i + 1).padStart(width, '0')}.${format === 'json' ? 'json' : 'txt'}`;
        writeFileSync(
          join(dir, file),
          format === 'json' ? formatRecordJson(record) : formatRecordText(record),
        );
      }
      match = game.preset.match.next(game.rules, match, st);
      if (match.finished) {
        matches++;
        match = game.preset.match.start(game.rules, game.name, game.seats, match.dealer);
      }
      if (i % 10 === 9 || i === deals.value - 1) progress(io, i + 1, deals.value);
    }
    const n = deals.value;
    const perSeat = seats.map((s, seat) => ({
      seat,
      player: names[seat],
      points: s.points,
      perDeal: meanCi(s.points, s.squares, n),
      declarer: {
        deals: s.declarer,
        won: s.declarerWon,
        winRate: s.declarer ? s.declarerWon / s.declarer : null,
      },
      defender: { deals: s.defended, pointsPerDeal: s.defended ? s.defenderPoints / s.defended : null },
    }));
    if (ctx.values['json']) {
      io.write(
        `${JSON.stringify({ variant: game.rules.id, game: game.name, deals: n, seed: seedText, players: names, seats: perSeat, outcomes, matchesCompleted: matches, records: dir ?? null })}\n`,
      );
      return 0;
    }
    io.write(
      `${game.name}: ${n} deals, seed ${seedText}, players ${names.join(', ')}; ${unit === 'cents' ? 'money in cents' : 'game points'}\n\n`,
    );
    io.write('seat  player        points  per deal (95% CI)     declarer won/played   defender per deal\n');
    for (const s of perSeat) {
      const decl = s.declarer.deals
        ? `${s.declarer.won}/${s.declarer.deals} (${Math.round((s.declarer.winRate ?? 0) * 100)}%)`
        : '-';
      const def = s.defender.pointsPerDeal === null ? '-' : fixed(s.defender.pointsPerDeal);
      io.write(
        `S${s.seat}    ${String(s.player).padEnd(12)}  ${String(s.points).padStart(6)}  ${fixed(s.perDeal.mean).padStart(7)} ± ${s.perDeal.ci95.toFixed(2).padEnd(10)}  ${decl.padEnd(20)}  ${def}\n`,
      );
    }
    io.write(
      `\nOutcomes: ${Object.entries(outcomes)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}; matches completed: ${matches}\n`,
    );
    if (dir) io.write(`Records: ${n} files in ${dir}\n`);
    return 0;
  },
};
