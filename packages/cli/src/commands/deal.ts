/**
 * `tarock deal --variant ID --seed S [--deal N] [--dealer SEAT] [--json]`: the hands and talon of a
 * seeded deal; with `--deal N`, of deal N of `tarock play` or `tarock simulate` run with that seed
 * (whose records' `Seed` tag reads `S/deal/N-1`): chance deals from the stream split off that
 * deal's Rng, as the tables do (table.ts, @tarock/bots' playDeal).
 */
import { createRng, formatCard, formatTurn } from '@tarock/engine';
import { cards, handText, talonWord, thrownInText } from '../render';
import { dealRng } from '../table';
import { longValue, WIDTH } from '../wrap';
import { type Command, count, loadVariant, seatArg, seedOf, str, usageError } from './command';

export const deal: Command = {
  name: 'deal',
  summary: 'show the hands and the talon (stock) of a seeded deal',
  usage: 'tarock deal --variant ID --seed S [--deal N] [--dealer SEAT] [--json]',
  details: [
    '',
    '  --variant  a preset id (tarock variants lists them), or an id with options',
    '  --seed     any number or text: the same seed deals the same cards every time',
    '  --deal     the cards of deal N of tarock play or simulate with this seed (a record of it',
    '             has the tags Seed "S/deal/N-1" and Dealer D: give --dealer D too)',
    "  --dealer   the dealer's seat: S0 (the default), S1, … (or 0, 1, …)",
    "  --json     the deal as one JSON object, with the deal as a record's turn",
  ],
  options: {
    variant: { type: 'string' },
    seed: { type: 'string' },
    deal: { type: 'string' },
    dealer: { type: 'string' },
    json: { type: 'boolean' },
  },
  async run(ctx) {
    const { io } = ctx;
    const name = str(ctx, 'variant');
    const seedText = str(ctx, 'seed');
    if (!name) return usageError(io, this, '--variant is required (see tarock variants)');
    if (seedText === undefined) return usageError(io, this, '--seed is required');
    const game = loadVariant(io, name);
    if (!game.ok) return usageError(io, this, game.error);
    const g = game.value;
    const seat = seatArg(str(ctx, 'dealer') ?? '0', g.seats);
    if (!seat.ok) return usageError(io, this, `--dealer: ${seat.error}`);
    const dealer = seat.value;
    const dealText = str(ctx, 'deal');
    const nth = count(dealText, 1);
    if (!nth.ok) return usageError(io, this, `--deal: ${nth.error}`);
    // Deal N of a run: chance's stream is the first split off that deal's Rng (table.ts).
    const chance =
      dealText === undefined
        ? createRng(seedOf(seedText))
        : createRng(dealRng(seedOf(seedText), nth.value - 1).next());
    const s = g.newDeal({ dealer });
    const action = g.sampleDeal(s, chance);
    if (action.type !== 'deal') return usageError(io, this, 'chance did not deal');
    const after = g.apply(s, action);
    const redeal = after.ok && after.value.phase === 'deal';
    if (ctx.values['json']) {
      const names = (cs: readonly number[]) => cs.map((c) => formatCard(g.pack, c));
      io.write(
        `${JSON.stringify({
          variant: g.rules.id,
          game: g.name,
          seed: seedText,
          ...(dealText === undefined ? {} : { deal: nth.value }),
          dealer,
          players: s.players,
          hands: action.hands.map(names),
          talon: names(action.talon),
          redeal,
          turn: formatTurn(g.pack, { actor: 'chance', action }),
        })}\n`,
      );
      return 0;
    }
    const out = s.players.includes(dealer) ? '' : ' (deals and sits out)';
    // A seed too long for the line follows it, in pieces (wrap.ts).
    const rest = `${dealText === undefined ? '' : ` deal ${nth.value},`} dealer S${dealer}${out}`;
    const seed = longValue('seed', seedText, ',', '--seed', WIDTH - `${g.name}, `.length - rest.length);
    io.write(`${[`${g.name}, ${seed.item}${rest}`, ...seed.after].join('\n')}\n`);
    for (const p of s.players)
      io.write(
        `S${p}${p === s.players[0] ? ' (forehand)' : ''}: ${handText(g.pack, action.hands[p] ?? [])}\n`,
      );
    io.write(`${talonWord(g.pack, true)}: ${cards(g.pack, action.talon)}\n`);
    if (after.ok && redeal) io.write(`${thrownInText(g, g.view(after.value, 'spectator'), []).join('\n')}\n`);
    return 0;
  },
};
