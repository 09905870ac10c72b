/**
 * `tarock play --variant ID [--players me,pimc,pimc] [--seed S] [--deals N] [--records DIR]`: a
 * match in the terminal, to its end, to N deals, or until you quit (computer players alone need
 * N). At your turn: the latest calls (in the play, the announcements and contras), the contract
 * with its trumps, the talon when it lies open, the trick, your hand sorted, and your legal
 * choices numbered; answer with a number, a choice as listed (`trump ♠ Gras`), an action in the
 * notation (`bid solo`, `gut`, `play XXI`) or just a card (`XXI`, `♥K`, `HK`, `hk`; input.ts).
 * `hint` asks the pimc player what it would do and why, `help` lists the commands, `quit` (or the
 * end of input) leaves. After each deal: the settlement, what lay aside, the balances. Everything shown comes from your seat's View and its legal actions. Opponents default to
 * pimc.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Game,
  type Pack,
  type Rng,
  type View,
  createRng,
  formatRecordText,
  recordOf,
  unitOf,
} from '@tarock/engine';
import type { Io } from '../io';
import { BOT_NAMES, PIMC_LEVELS, PimcSearch, createBot, pimcAdvice } from '@tarock/bots';
import { adviceText } from '../hint';
import { chooseFromInput } from '../input';
import {
  actionText,
  callLevel,
  cardStrength,
  cards,
  choiceText,
  choicesInOrder,
  counted,
  phaseText,
  seatName,
  talonTaken,
  talonWord,
  thrownInText,
  viewText,
} from '../render';
import { asideText, balance, matchText, settlementText } from '../settlement';
import { openRecordsDir } from '../recordsDir';
import { type Chooser, dealRng, playDealAsync } from '../table';
import { stampTags } from '../version';
import { longValue, WIDTH, wrapList, wrapWords } from '../wrap';
import { type Command, count, loadVariant, playerNames, seedOf, str, usageError } from './command';

/** Thrown by the human player when input ends or they type quit. */
class Quit extends Error {}

/**
 * What `help` says may be typed, with examples of the game's own pack: the tarock pack's cards
 * and calls, or the German pack's (whose S is Schellen, ♦: `SK` there is ♦K, not ♠K).
 */
export function helpText(pack: Pack): string {
  const tarocks = pack.tarockSuit >= 0;
  const [action, cardLines] = tarocks
    ? [
        'bid solo, pass, gut, talon 0, discard C7, announce pagat, play XXI',
        [
          '  a card            e.g. XXI, Sküs, ♥K or HK: plays (or lays away) that card; in any case',
          '                    (xxi, hk) when that names one card (sk: write SK for ♠K, Sk for the Sküs)',
        ],
      ]
    : [
        'bid spiele, pass, trump G, talon 0, discard E7, play HO',
        [
          '  a card            e.g. ♥O or HO: plays (or lays away) that card; in any case (ho); the',
          '                    letters: E ♣ Eichel, G ♠ Gras, H ♥ Herz, S ♦ Schellen (SK is ♦K)',
        ],
      ];
  const listed = tarocks ? 'accept' : 'trump ♠ Gras';
  return [
    'At your turn type:',
    `  a number          one of the listed choices (or the choice as listed: ${listed})`,
    `  an action         e.g. ${action}`,
    ...cardLines,
    '  hint              what the pimc computer player would do, and why',
    '  quit              leave the match',
  ].join('\n');
}

/** The player `hint` asks (and the default opponent): pimc at its fast level. */
const HINT_PLAYER = 'pimc';

/** What the pimc player would do at `view`, and why (see hint.ts). */
export function hintText(
  game: Game,
  view: View,
  rng: Rng,
  search: PimcSearch,
  names: readonly string[] = [],
): string {
  const advice = pimcAdvice(search, view, rng, game);
  return adviceText(game, HINT_PLAYER, advice, (a) => choiceText(game, view, a, names)).join('\n');
}

/** A person at the terminal; hints draw from their own Rng so that asking does not change the deal. */
function humanPlayer(
  io: Io,
  game: Game,
  names: readonly string[],
  hinter: PimcSearch,
  hintRng: Rng,
): Chooser {
  return async (view: View) => {
    const seat = view.viewer;
    io.write(
      `\n--- ${typeof seat === 'number' ? seatName(names, seat) : 'you'}, your turn (${phaseText(game.pack, view.phase)}) ---\n`,
    );
    io.write(`${viewText(game, view, names).join('\n')}\n`);
    const choices = choicesInOrder(game.pack, view.legal, cardStrength(game, view.contract));
    const listed = choices.map((a) => choiceText(game, view, a, names));
    const numbered = listed.map((l, i) => `${i + 1}) ${l}`);
    io.write(`${wrapList('Choices: ', numbered, '   ').join('\n')}\n`);
    for (;;) {
      const line = await io.readLine('> ');
      if (line === null) throw new Quit();
      if (io.echoInput) io.write(`${line}\n`); // piped answers: keep the transcript readable
      const t = line.trim().toLowerCase();
      if (t === '') continue;
      if (t === 'quit' || t === 'q' || t === 'exit') throw new Quit();
      if (t === 'help' || t === '?') {
        io.write(`${helpText(game.pack)}\n`);
        continue;
      }
      if (t === 'hint') {
        io.write(`${hintText(game, view, hintRng, hinter, names)}\n`);
        continue;
      }
      const choice = chooseFromInput(game, choices, line, view, names, listed);
      if (typeof choice !== 'string') return choice;
      io.write(`${wrapWords('', choice, '  ').join('\n')}\n`); // why not, within the width
    }
  };
}

export const play: Command = {
  name: 'play',
  summary: 'play a match in the terminal against computer players',
  usage: 'tarock play --variant ID [--players me,pimc,pimc] [--seed S] [--deals N] [--records DIR]',
  details: [
    '',
    '  --variant  a preset id (tarock variants lists them), or an id with options: haferltarock(seats=4)',
    '  --players  one name a seat, in playing order: me (you) or a computer player,',
    `             ${BOT_NAMES.join(', ')};`,
    '             default me and pimc (two "me" share the terminal)',
    '  --seed     the deals of a seed are the same every time (default: the clock)',
    '  --deals    stop after N deals (default: the end of the match, or quit)',
    '  --records  write each deal as a text record into DIR (a new or empty folder)',
    'At your turn type help for what you may type.',
  ],
  options: {
    variant: { type: 'string' },
    deals: { type: 'string' },
    players: { type: 'string' },
    seed: { type: 'string' },
    records: { type: 'string' },
  },
  async run(ctx) {
    const { io } = ctx;
    const name = str(ctx, 'variant');
    if (!name) return usageError(io, this, '--variant is required (see tarock variants)');
    const loaded = loadVariant(io, name);
    if (!loaded.ok) return usageError(io, this, loaded.error);
    const game = loaded.value;
    const opponent = HINT_PLAYER;
    const listed = playerNames(
      str(ctx, 'players') ?? ['me', ...Array(game.seats - 1).fill(opponent)].join(','),
      game,
    );
    if (!listed.ok) return usageError(io, this, listed.error);
    const list = listed.value;
    const limit = count(str(ctx, 'deals'), Number.POSITIVE_INFINITY);
    if (!limit.ok) return usageError(io, this, `--deals: ${limit.error}`);
    // Nobody at the table could quit, and a Bavarian match has no last deal.
    if (!list.includes('me') && str(ctx, 'deals') === undefined)
      return usageError(io, this, 'computer players alone need --deals N (or a seat "me" to play yourself)');
    const people = list.filter((p) => p === 'me').length;
    const names = list.map((p, i) => (p === 'me' ? (people > 1 ? `you ${i}` : 'you') : `${p} ${i}`));
    const seedText = str(ctx, 'seed') ?? String(Date.now() % 2 ** 32);
    const seed = seedOf(seedText);
    const hinter = new PimcSearch(PIMC_LEVELS.fast);
    const players: Chooser[] = [];
    for (const p of list) {
      if (p === 'me') {
        players.push(humanPlayer(io, game, names, hinter, createRng(`${seedText}/hints`)));
        continue;
      }
      const bot = createBot(p, game);
      if (!bot.ok) return usageError(io, this, bot.error);
      players.push((view, rng) => bot.value.act(view, rng));
    }
    const dir = str(ctx, 'records');
    if (dir) {
      const opened = openRecordsDir(dir);
      if (!opened.ok) return usageError(io, this, opened.error);
    }
    const me = list.indexOf('me');
    const viewer = me >= 0 ? me : 'spectator';

    // A seed too long for a line follows the first lines, in pieces (wrap.ts).
    const seedLines = longValue('seed', seedText, '.', '--seed');
    const opening = [
      // The two sentences on one line where they fit, else one below the other; a long seed on a
      // line of its own (it ran past 100 columns), as a game name with options on its own
      // (`bavarian-huber-1923(seats=4,pot=kasseAndSchreckensteiner,kontra=true)` made 101).
      ...wrapList(
        '',
        [game.rules.name, `(${game.name}),`, seedLines.item, 'Type help at your turn.'],
        ' ',
        WIDTH,
        '',
      ),
      ...seedLines.after,
      ...wrapList(
        'Seats in playing order: ',
        names.map((_, i) => seatName(names, i)),
        ', ',
      ),
    ];
    io.write(`${opening.join('\n')}\n`);
    let match = game.preset.match.start(game.rules, game.name, game.seats, 0);
    const unit = unitOf(game.rules);
    // Antes and starting banks: what the balances hold before the first card.
    if (match.pot || match.totals.some((t) => t !== 0))
      io.write(`${matchText(match, unit, names).join('\n')}\n`);
    for (let deal = 0; ; deal++) {
      // What the pots hold as the deal starts (Huber's Schreckensteiner is the side pot).
      const pots = [
        ...(match.pot ? [`pot ${balance(unit, match.pot)}`] : []),
        ...(match.sidePot ? [`side pot ${balance(unit, match.sidePot)}`] : []),
      ];
      const pot = pots.length ? ` (${pots.join(', ')})` : '';
      io.write(`\n=== Deal ${deal + 1}: dealer ${seatName(names, match.dealer)}${pot} ===\n`);
      let final: Awaited<ReturnType<typeof playDealAsync>>;
      try {
        final = await playDealAsync(game, players, match, dealRng(seed, deal), {
          after(before, actor, action, next) {
            // Only what the viewer's seat may see: its view's last turn (hidden discards are ??).
            const v = game.view(next, viewer);
            const seen = v.history[v.history.length - 1];
            if (actor === 'chance') {
              if (next.phase === 'deal') io.write(`${thrownInText(game, v, names).join('\n')}\n`);
              // Four at the table: the dealer deals and sits out, so a person may have no turn.
              else
                for (const seat of list.flatMap((p, i) =>
                  p === 'me' && !next.players.includes(i) ? [i] : [],
                ))
                  io.write(`${seatName(names, seat)} deals and sits this deal out.\n`);
            } else if (seen && (list[actor] !== 'me' || people > 1)) {
              const a = seen.action;
              const level = callLevel(game, v.history, actor, a, v.contract?.declarer);
              io.write(
                `${seatName(names, actor)}: ${actionText(game, a, names, level)}${talonTaken(game, v, a)}\n`,
              );
            }
            // What a person took: a stock taken face down shows nowhere but in the hand.
            if (action.type === 'talon' && typeof actor === 'number' && list[actor] === 'me') {
              const had = before.hands[actor] ?? [];
              const took = (next.hands[actor] ?? []).filter((c) => !had.includes(c));
              io.write(
                `${seatName(names, actor)} took from the ${talonWord(game.pack)}: ${cards(game.pack, took)}\n`,
              );
            }
            if (v.talon && v.talonExposed && !before.talonExposed)
              io.write(`The ${talonWord(game.pack)} lies face up: ${cards(game.pack, v.talon)}\n`);
            if (v.tricks.length > before.tricks.length) {
              const t = v.tricks[v.tricks.length - 1];
              if (t) io.write(`  Trick ${v.tricks.length} goes to ${seatName(names, t.winner)}.\n`);
            }
          },
        });
      } catch (e) {
        if (!(e instanceof Quit)) throw e;
        io.write(`\nYou left the match.\n${matchText(match, unit, names).join('\n')}\n`);
        return 0;
      }
      const st = final.settlement;
      if (!st) throw new Error('a finished deal without a settlement');
      const aside = asideText(game, game.view(final, viewer), names);
      io.write(`\n${[...settlementText(game, st, names), ...aside].join('\n')}\n`);
      match = game.preset.match.next(game.rules, match, st);
      io.write(`${matchText(match, unit, names).join('\n')}\n`);
      if (dir) {
        const record = recordOf(game, final, {
          seats: list.map((p, i) => ({ name: names[i] ?? p, player: p === 'me' ? 'human' : p })),
          tags: {
            Event: 'tarock play',
            Seed: `${seedText}/deal/${deal}`,
            Deal: String(deal + 1),
            ...stampTags(),
          },
        });
        writeFileSync(join(dir, `deal-${String(deal + 1).padStart(3, '0')}.txt`), formatRecordText(record));
      }
      if (match.finished) return 0;
      if (deal + 1 >= limit.value) {
        io.write(`\nStopped after ${counted(deal + 1, 'deal')} (--deals).\n`);
        return 0;
      }
    }
  },
};
