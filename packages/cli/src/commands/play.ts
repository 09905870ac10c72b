/**
 * `tarock play --variant ID [--players me,pimc,pimc] [--seed S] [--deals N] [--records DIR]
 * [--save FILE] [--new]`, or `tarock play --resume [FILE]`: a match in the terminal, to its end, to
 * N deals, or until you quit (computer players alone need N). At your turn: the latest calls (in
 * the play, the announcements and contras), the contract with its trumps, the talon when it lies
 * open, the trick, your hand sorted, and your legal choices numbered; answer with a number, a
 * choice as listed (`trump ♠ Gras`), an action in the notation (`bid solo`, `gut`, `play XXI`) or
 * just a card (`XXI`, `♥K`, `HK`, `hk`; input.ts). `hint` asks the pimc player what it would do
 * and why, `help` lists the commands, `quit` (or the end of input) leaves. After each deal: the
 * settlement, what lay aside, the balances. Everything shown comes from your seat's View and its
 * legal actions. Opponents default to pimc. The match is kept on disk as it goes (playMatch.ts,
 * saveFile.ts) and `--resume` continues it (resumeFile.ts); this file reads the command line.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type DealerDraw,
  type Game,
  type Result,
  type Rng,
  type View,
  createRng,
  drawFirstDealer,
  formatCard,
  ok,
  unitOf,
} from '@tarock/engine';
import type { Io } from '../io';
import { BOT_NAMES, PIMC_LEVELS, PimcSearch, createBot } from '@tarock/bots';
import { seatName } from '../render';
import { HINT_PLAYER, answerTurn, forcedCard, hintText, showTurn, visibleInput } from '../turn';
import { matchText } from '../settlement';
import { continueRecordsDir, openRecordsDir } from '../recordsDir';
import { type Keeping, Quit, type Table, type Unkept, playMatch, savedMatch } from '../playMatch';
import { readSavedMatch, type Resumed } from '../resumeFile';
import { writeSavedMatch } from '../saveFile';
import { lockSaveFile } from '../saveLock';
import { defaultSaveFile, resumeCommand } from '../savePath';
import type { Chooser } from '../table';
import { longValue, WIDTH, wrapList, wrapWords } from '../wrap';
import { kindOf, notKind } from '../fileKind';
import { playPotNote } from '../potNote';
import {
  type Command,
  type Context,
  EXIT,
  count,
  loadVariant,
  playerNames,
  seatArg,
  str,
  usageError,
} from './command';

export { helpText, hintText } from '../turn';

/**
 * A person at the terminal; hints draw from their own Rng so that asking does not change the deal.
 * With `playForced` a card that is the only one the seat may play is played without asking
 * (table comfort, `--play-forced`): the turn is shown, and the card as if typed.
 */
function humanPlayer(
  io: Io,
  game: Game,
  names: readonly string[],
  hinter: PimcSearch,
  hintRng: Rng,
  playForced: boolean,
): Chooser {
  return async (view: View) => {
    const { turn, text } = showTurn(game, view, names);
    io.write(text);
    const forced = playForced ? forcedCard(turn) : null;
    if (forced) {
      io.write(`> ${forced.text}\n`);
      return forced.action;
    }
    for (;;) {
      const line = await io.readLine('> ');
      if (line === null) throw new Quit();
      if (io.echoInput) io.write(`${visibleInput(line)}\n`); // piped answers: keep the transcript readable
      const answer = answerTurn(turn, line, () => hintText(game, view, hintRng, hinter, names));
      if (answer.kind === 'quit') throw new Quit();
      if (answer.kind === 'action') return answer.action;
      if (answer.kind === 'say') io.write(`${answer.text}\n`);
    }
  };
}

/** A complaint about the kept match (no usage below it: the command line was right). */
function refuse(io: Io, message: string): number {
  io.error(`tarock play: ${message}\n`);
  return EXIT.usage;
}

/** A match ready to play: its table, and the saved match it continues (or null for a new one). */
interface Setup {
  readonly table: Table;
  readonly resumed: Resumed | null;
}

/** The seats' players: people at the terminal (with their hint streams) and computer players. */
function choosersOf(
  io: Io,
  game: Game,
  players: readonly string[],
  names: readonly string[],
  hints: readonly (Rng | null)[],
  playForced: boolean,
): Result<Chooser[]> {
  const hinter = new PimcSearch(PIMC_LEVELS.fast);
  const choosers: Chooser[] = [];
  for (const [i, p] of players.entries()) {
    const hintRng = hints[i];
    if (p === 'me' && hintRng) {
      choosers.push(humanPlayer(io, game, names, hinter, hintRng, playForced));
      continue;
    }
    const bot = createBot(p, game);
    if (!bot.ok) return bot;
    choosers.push((view, rng) => bot.value.act(view, rng));
  }
  return ok(choosers);
}

/** The names the terminal gives the seats: you (you 0, you 2 when two share it), pimc 1, … */
function seatNames(list: readonly string[]): string[] {
  const people = list.filter((p) => p === 'me').length;
  return list.map((p, i) => (p === 'me' ? (people > 1 ? `you ${i}` : 'you') : `${p} ${i}`));
}

/**
 * Why `file`, which exists, is no place for a new match: a folder, or a file that holds something
 * else (a game record, a deal summary, any other), which neither a new match nor --new may write
 * over; null when
 * it is empty, unreadable (the write says why) or a match kept by tarock play, damaged or not.
 */
function notSaveFile(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EISDIR'
      ? `${file} is a folder: --save names the file to keep the match in (--save FILE)`
      : null;
  }
  if (text.trim() === '' || kindOf(text) === 'savedMatch') return null;
  if (kindOf(text) === null && text.includes('"format":"tarock-play"')) return null; // a damaged save
  const what = notKind(text, 'savedMatch', file) ?? 'not a match kept by tarock play';
  return `${file} is ${what}; a new match (even with --new) replaces only a saved match: name another file with --save FILE`;
}

/** A new match from the command line, or the reason it cannot start (a usage error). */
function newSetup(ctx: Context, keep: Keeping | Unkept): Setup | string | { readonly refused: string } {
  const { io } = ctx;
  const name = str(ctx, 'variant');
  if (!name) return '--variant is required (see tarock variants), or --resume to continue a match';
  const loaded = loadVariant(io, name);
  if (!loaded.ok) return loaded.error;
  const game = loaded.value;
  const listed = playerNames(
    str(ctx, 'players') ?? ['me', ...Array(game.seats - 1).fill(HINT_PLAYER)].join(','),
    game,
  );
  if (!listed.ok) return listed.error;
  const list = listed.value;
  const seed = str(ctx, 'seed') ?? String(Date.now() % 2 ** 32);
  const names = seatNames(list);
  const hints = list.map((p) => (p === 'me' ? createRng(`${seed}/hints`) : null));
  const choosers = choosersOf(io, game, list, names, hints, ctx.values['play-forced'] === true);
  if (!choosers.ok) return choosers.error;
  // Nobody at the table could quit, and a Bavarian match has no last deal.
  if (!list.includes('me') && str(ctx, 'deals') === undefined)
    return 'computer players alone need --deals N (or a seat "me" to play yourself)';
  const foreign = 'nowhere' in keep || !existsSync(keep.file) ? null : notSaveFile(keep.file);
  if (foreign !== null) return { refused: foreign };
  if (!('nowhere' in keep) && existsSync(keep.file) && ctx.values['new'] !== true)
    return {
      refused: `a match is saved in ${keep.file}: continue it with ${resumeCommand(keep.file, keep.isDefault)}, or start this one with --new (which replaces the saved one)`,
    };
  const dir = str(ctx, 'records');
  if (dir) {
    const opened = openRecordsDir(dir);
    if (!opened.ok) return opened.error;
  }
  const records = dir ? resolve(dir) : null;
  const table: Table = { game, players: list, names, choosers: choosers.value, seed, hints, records };
  return { table, resumed: null };
}

/** The match saved in `keep.file`, or the reason it cannot go on (said without the usage). */
function resumedSetup(ctx: Context, keep: Keeping): Setup | { readonly refused: string } {
  const { io } = ctx;
  if (ctx.values['new'] === true)
    return { refused: '--new starts a new match: it does not go with --resume' };
  const read = readSavedMatch(keep.file, io.presets);
  if (!read.ok) return { refused: read.error };
  const r = read.value;
  const { game } = r;
  // The command line may say again what the file says, not something else.
  const contradicts = (option: string, given: string, kept: string) =>
    `--${option} ${given} is not the match saved in ${keep.file} (${kept}): leave --${option} out to continue it`;
  const variant = str(ctx, 'variant');
  if (variant !== undefined) {
    const loaded = loadVariant(io, variant);
    if (!loaded.ok || loaded.value.name !== game.name)
      return { refused: contradicts('variant', variant, game.name) };
  }
  const players = str(ctx, 'players');
  if (players !== undefined) {
    const listed = playerNames(players, game);
    if (!listed.ok || listed.value.join(',') !== r.players.join(','))
      return { refused: contradicts('players', players, r.players.join(',')) };
  }
  const seed = str(ctx, 'seed');
  if (seed !== undefined && seed !== r.seed) return { refused: contradicts('seed', seed, `seed ${r.seed}`) };
  if (!r.players.includes('me') && str(ctx, 'deals') === undefined)
    return { refused: 'computer players alone need --deals N (or a seat "me" to play yourself)' };
  let records = r.records;
  const dir = str(ctx, 'records');
  if (dir !== undefined && records !== null && resolve(dir) !== records)
    return { refused: contradicts('records', dir, `records in ${records}`) };
  if (dir !== undefined && records === null) {
    // Records from this deal on, into a new or empty folder as for a new match.
    const opened = openRecordsDir(dir);
    if (!opened.ok) return { refused: opened.error };
    records = resolve(dir);
  } else if (records !== null) {
    const opened = continueRecordsDir(records);
    if (!opened.ok) return { refused: opened.error };
  }
  const hints = r.hints.map((w) => (w ? createRng(0, w) : null));
  const choosers = choosersOf(io, game, r.players, r.names, hints, ctx.values['play-forced'] === true);
  if (!choosers.ok) return { refused: choosers.error };
  const { players: list, names } = r;
  const table: Table = { game, players: list, names, choosers: choosers.value, seed: r.seed, hints, records };
  return { table, resumed: r };
}

/**
 * Where the match is kept: the FILE of --resume, else --save FILE, else the default; `nowhere`
 * when no file is named and the default place cannot be found (no HOME).
 */
function keeping(ctx: Context): Keeping | Unkept | string {
  const given = ctx.positionals[0];
  const save = str(ctx, 'save');
  if (given !== undefined && ctx.values['resume'] !== true)
    return `${given}: a file goes with --resume (--resume FILE); to keep a new match in a file, --save FILE`;
  if (given !== undefined && save !== undefined && resolve(given) !== resolve(save))
    return `--resume ${given} and --save ${save} name two files: the match goes on in the one it is kept in`;
  const fallback = defaultSaveFile(ctx.io.env);
  const named = given ?? save;
  if (named === undefined)
    return fallback.ok ? { file: fallback.value, isDefault: true } : { nowhere: fallback.error };
  return { file: named, isDefault: fallback.ok && resolve(fallback.value) === resolve(named) };
}

/** Plays the match kept (or not) in `place`, its lock held: resumed, or new. */
async function playKept(ctx: Context, place: Keeping | Unkept, limit: number): Promise<number> {
  const { io } = ctx;
  let setup: Setup;
  let keep = place;
  if (ctx.values['resume'] === true) {
    if ('nowhere' in keep) return usageError(io, play, keep.nowhere);
    const resumed = resumedSetup(ctx, keep);
    if ('refused' in resumed) return refuse(io, resumed.refused);
    setup = resumed;
  } else {
    const made = newSetup(ctx, keep);
    if (typeof made === 'string') return usageError(io, play, made);
    if ('refused' in made) return refuse(io, made.refused);
    setup = made;
  }
  const { table, resumed } = setup;
  const { game, names } = table;
  // A new match's first dealer: the one named, or drawn as the rule set says (on a stream of the
  // seed's own, so a seeded match draws him again).
  const named = str(ctx, 'first-dealer');
  const chosen = named === undefined ? null : seatArg(named, game.seats);
  if (chosen !== null && !chosen.ok) return usageError(io, play, `--first-dealer: ${chosen.error}`);
  const draw =
    resumed || chosen !== null ? null : drawFirstDealer(game, createRng(`${table.seed}/first-dealer`));
  const first = chosen?.ok ? chosen.value : (draw?.dealer ?? 0);
  const match = resumed?.match ?? game.preset.match.start(game.rules, game.name, game.seats, first);
  if (!resumed && !('nowhere' in keep)) {
    // Kept before the first card: a second `play` will not start over it unasked.
    const written = writeSavedMatch(keep.file, savedMatch(table, match, null));
    // A file named with --save must be kept; the default place failing does not stop the game.
    if (!written.ok && !keep.isDefault)
      return refuse(io, `${written.error}; name another file with --save FILE`);
    if (!written.ok) keep = { nowhere: written.error };
  }
  if ('nowhere' in keep) io.error(`tarock play: the match is played without being kept: ${keep.nowhere}\n`);

  // A seed too long for a line follows the first lines, in pieces (wrap.ts).
  const seedLines = longValue('seed', table.seed, '.', '--seed');
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
    ...(draw ? wrapWords('', drawText(game, names, draw), '') : []),
    ...wrapWords('', playPotNote(game) ?? '', ''),
  ].filter((l) => l !== '');
  io.write(`${opening.join('\n')}\n`);
  const unit = unitOf(game.rules);
  // Antes and starting banks: what the balances hold before the first card; where a match
  // resumed stands.
  if (resumed || match.pot || match.totals.some((t) => t !== 0)) {
    if (resumed && !('nowhere' in keep)) io.write(`Continuing the match saved in ${keep.file}.\n`);
    io.write(`${matchText(match, unit, names).join('\n')}\n`);
  }
  return playMatch(io, table, match, resumed?.deal ?? null, limit, keep);
}

/** How the first dealer was found: the cards drawn, or the lot. */
function drawText(game: Game, names: readonly string[], draw: DealerDraw): string {
  const dealer = seatName(names, draw.dealer);
  if (draw.draws.length === 0) return `The first dealer, by lot: ${dealer}.`;
  const cards = draw.draws.map(
    (d) => `${seatName(names, d.seat)} ${formatCard(game.pack, d.card, 'pretty')}`,
  );
  return `Drawing for the first dealer: ${cards.join(', ')}; the highest deals first: ${dealer}.`;
}

export const play: Command = {
  name: 'play',
  summary: 'play a match in the terminal against computer players',
  usage:
    'tarock play --variant ID [--players me,pimc,pimc] [--seed S] [--deals N] [--first-dealer SEAT] [--records DIR] [--save FILE] [--new] [--resume [FILE]] [--play-forced]',
  details: [
    '',
    '  --variant  a preset id (tarock variants lists them), or an id with options: haferltarock(seats=4)',
    '  --players  one name a seat, in playing order: me (you) or a computer player,',
    `             ${BOT_NAMES.join(', ')};`,
    '             default me and pimc (two "me" share the terminal)',
    '  --seed     the deals of a seed are the same every time (default: the clock)',
    '  --deals    stop after N deals of this run (default: the end of the match, or quit)',
    '  --first-dealer  who deals first: S0, S1, … (default: drawn as the rules say, the highest',
    '             card in Bavarian Tarock, by lot in Illustrated Tarock)',
    '  --records  write each deal as a text record into DIR (a new or empty folder)',
    '  --save     keep the match in FILE (default $XDG_STATE_HOME/tarock/play.json, else',
    '             ~/.local/state/tarock/play.json): saved after every action and deal, removed',
    '             when the match ends; where the default place cannot be used, the match is',
    '             played without being kept (and says so); one play at a time per file: a',
    '             second one on it is refused while the first runs (FILE.lock)',
    '  --new      start a new match while one is saved, replacing it (without --new, play',
    '             refuses to start over a saved match, so none is lost)',
    '  --resume   continue the saved match (in FILE, else the --save file, else the default) where',
    '             it stopped: same seats, seed, totals, hints and records folder. A --variant,',
    '             --players, --seed or --records other than the saved one is refused; computer',
    '             players alone need --deals N again.',
    '  --play-forced  play a card by itself when it is the only one you may play (shown as if',
    '             typed); for this run (a resumed match asks again without it)',
    'At your turn type help for what you may type. quit, Ctrl-D or Ctrl-C at the prompt leaves',
    'and says how to continue.',
  ],
  options: {
    variant: { type: 'string' },
    deals: { type: 'string' },
    'first-dealer': { type: 'string' },
    players: { type: 'string' },
    seed: { type: 'string' },
    records: { type: 'string' },
    save: { type: 'string' },
    new: { type: 'boolean' },
    resume: { type: 'boolean' },
    'play-forced': { type: 'boolean' },
  },
  positionals: { min: 0, max: 1 },
  async run(ctx) {
    const { io } = ctx;
    const place = keeping(ctx);
    if (typeof place === 'string') return usageError(io, this, place);
    if (ctx.values['resume'] === true && str(ctx, 'first-dealer') !== undefined)
      return usageError(io, this, '--first-dealer starts a new match; a resumed one goes on with its dealer');
    const limit = count(str(ctx, 'deals'), Number.POSITIVE_INFINITY);
    if (!limit.ok) return usageError(io, this, `--deals: ${limit.error}`);
    // Taken before the saved match is read or a new one written over it; kept until play stops.
    const lock = 'nowhere' in place ? ok(null) : lockSaveFile(place.file);
    if (!lock.ok) return refuse(io, lock.error);
    try {
      return await playKept(ctx, place, limit.value);
    } finally {
      lock.value?.release();
    }
  },
};
