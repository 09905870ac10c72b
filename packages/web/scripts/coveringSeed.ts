/**
 * Finds a seed (`?seed=` in the page's address) whose first deal has the human act in every phase
 * the steady browser tests look at (drive.ts `HUMAN_DECLARES_SEED`), for each preset named: the
 * worker's own TableSession against two random players, the human choosing as the tests' `takeTurn`
 * does (a bid first in the auction; else ready, accept, pass, talon, trump, declare; the first
 * legal card). Prints, per seed tried, how many deals it took.
 *
 *   npx tsx packages/web/scripts/coveringSeed.ts --tries 40 illustrated-mayr-sedlaczek-2016 illustrated-loew-1954 haferltarock
 */
import { TableSession } from '../src/worker/session';

const PREFER: Readonly<Record<string, readonly string[]>> = {
  auction: ['bid', 'hold', 'take', 'accept'],
  other: ['ready', 'accept', 'pass', 'talon', 'trump', 'declare'],
};

/** The deals (at most 8) until the human has acted in every phase `needs` names. */
function dealsToCover(game: string, seed: string, needs: readonly string[]): number {
  const random = { kind: 'bot', bot: 'random' } as const;
  const made = TableSession.create(
    { game, players: [{ kind: 'human' }, random, random], names: ['Du', 'Ana', 'Jo'], delayMs: 0 },
    seed,
  );
  if (!made.ok) throw new Error(made.error);
  const s = made.value;
  const acted = new Set<string>();
  for (let deal = 1; deal <= 8; deal++) {
    if (deal > 1) {
      const next = s.nextDeal();
      if (!next.ok) throw new Error(next.error);
    }
    while (s.state.phase !== 'finished') {
      const bot = s.botToAct();
      const r = bot
        ? s.botAct(bot.seat, bot.bot.act(s.game.view(s.state, bot.seat), s.botRng))
        : (() => {
            const legal = s.game.legalActions(s.state);
            acted.add(s.state.phase);
            const prefer = PREFER[s.state.phase === 'auction' ? 'auction' : 'other'] ?? [];
            const card = legal.find((a) => a.type === 'play');
            if (card) acted.add('a card played');
            const a = card ?? prefer.map((p) => legal.find((x) => x.type === p)).find((x) => x) ?? legal[0];
            if (!a) throw new Error(`nothing to do in ${s.state.phase}`);
            return s.humanAct(a, s.seq);
          })();
      if (!r.ok) throw new Error(r.error);
    }
    if (needs.every((p) => acted.has(p))) return deal;
  }
  return Number.POSITIVE_INFINITY;
}

const args = process.argv.slice(2);
const at = args.indexOf('--tries');
const tries = at >= 0 ? Number(args[at + 1]) : 40;
const games = args.filter((_, i) => i !== at && i !== at + 1);
for (let k = 1; k <= tries; k++) {
  const seed = `steady${k}`;
  const deals = games.map((g) =>
    dealsToCover(g, seed, [
      'auction',
      'talon',
      'discard',
      'a card played',
      ...(g.startsWith('illustrated') ? ['announce'] : []),
    ]),
  );
  console.log(
    `${seed}: ${deals.join(' ')}${deals.every((d) => d === 1) ? '  (every preset in its first deal)' : ''}`,
  );
}
