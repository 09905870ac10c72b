/**
 * `tarock host --variant ID [--seats human,pimc:fast,…] [--name NAME] [--server URL]
 * [--turn-seconds N]`: opens an online table on a server (`npm start`), prints its invite link
 * for the other players, and plays its first seat as `tarock join` does (online/session.ts). The
 * table's host key is kept with the seat in the seat file.
 */
import { BOT_NAMES } from '@tarock/bots';
import { PlayerName, type SeatSpec, TURN_SECONDS_MAX, TURN_SECONDS_MIN } from '@tarock/protocol';
import { tableAt } from '../online/address';
import { openTable } from '../online/open';
import { defaultSeatFile } from '../online/seatFile';
import { joinTable } from '../online/session';
import { type Command, EXIT, dataError, loadVariant, str, usageError } from './command';

/** The server `host` opens its table on when none is named: `npm start`'s default. */
export const DEFAULT_SERVER = 'http://localhost:8080';

export const host: Command = {
  name: 'host',
  summary: 'open an online table, print its invite link, and play its first seat from the terminal',
  usage:
    'tarock host --variant ID [--seats human,pimc:fast,pimc:fast] [--name NAME] [--server URL] [--turn-seconds N] [--play-forced]',
  details: [
    '',
    '  --variant       a preset id, or an id with options: haferltarock(seats=4) (tarock variants)',
    '  --seats         one entry a seat, in playing order: human (a seat for a player: you at the',
    '                  first, friends with the link at the others) or a computer player:',
    `                  ${BOT_NAMES.join(', ')}; default: you and pimc:fast`,
    '  --name          your name at the table (asked when not given)',
    `  --server        the server (default ${DEFAULT_SERVER})`,
    `  --turn-seconds  a turn timer (${TURN_SECONDS_MIN}–${TURN_SECONDS_MAX} s): a computer player makes the move of a`,
    '                  player whose time ran out (default none)',
    '  --play-forced   play a card by itself when it is the only one you may play (shown as if typed)',
    'Then it plays as tarock join does; tarock join with the link comes back to the seat. The host key',
    'is kept with the seat: at the table, reissue N prints a new seat link for seat N, for its player',
    'who lost theirs and is away.',
  ],
  options: {
    variant: { type: 'string' },
    seats: { type: 'string' },
    name: { type: 'string' },
    server: { type: 'string' },
    'turn-seconds': { type: 'string' },
    'play-forced': { type: 'boolean' },
  },
  async run(ctx) {
    const { io } = ctx;
    const variant = str(ctx, 'variant');
    if (!variant) return usageError(io, this, '--variant is required (see tarock variants)');
    const loaded = loadVariant(io, variant);
    if (!loaded.ok) return usageError(io, this, loaded.error);
    const game = loaded.value;
    const listed = (str(ctx, 'seats') ?? ['human', ...Array(game.seats - 1).fill('pimc:fast')].join(','))
      .split(',')
      .map((s) => s.trim().toLowerCase());
    if (listed.length !== game.seats)
      return usageError(
        io,
        this,
        `--seats needs ${game.seats} entries for ${game.name}, got ${listed.length}`,
      );
    const unknown = listed.find((s) => s !== 'human' && !BOT_NAMES.includes(s));
    if (unknown !== undefined)
      return usageError(
        io,
        this,
        `--seats: "${unknown}" is neither human nor a computer player (${BOT_NAMES.join(', ')})`,
      );
    if (listed[0] !== 'human') return usageError(io, this, '--seats: the first seat is yours: human');
    const seats: SeatSpec[] = listed.map((s) =>
      s === 'human' ? { kind: 'human' } : { kind: 'computer', level: s },
    );
    const turnText = str(ctx, 'turn-seconds');
    const turnSeconds = turnText === undefined ? null : Number(turnText);
    if (
      turnSeconds !== null &&
      (!/^\d+$/.test(turnText ?? '') || turnSeconds < TURN_SECONDS_MIN || turnSeconds > TURN_SECONDS_MAX)
    )
      return usageError(
        io,
        this,
        `--turn-seconds: "${turnText}" is not a whole number from ${TURN_SECONDS_MIN} to ${TURN_SECONDS_MAX}`,
      );
    const name = str(ctx, 'name');
    if (name !== undefined && !PlayerName.safeParse(name).success)
      return usageError(io, this, `--name: "${name}" is not a name (1–20 printable characters)`);
    const file = defaultSeatFile(io.env);
    if (!file.ok) return usageError(io, this, file.error);
    const server = str(ctx, 'server') ?? DEFAULT_SERVER;
    // Checked before a table is opened: a wrong address opens nothing.
    const probe = tableAt(server, 'x'.repeat(12));
    if (!probe.ok) return usageError(io, this, probe.error);
    const { origin } = probe.value;
    // The options that differ from the preset's defaults, as the server takes them.
    const options = Object.fromEntries(
      game.preset.options
        .filter((o) => game.options[o.key] !== o.default)
        .map((o) => [o.key, game.options[o.key] ?? o.default]),
    );
    // The host key is made here and kept (with what was asked for) before the create goes out:
    // a lost answer is asked for again, now or by the same command run again (docs/decisions/0011).
    const opened = await openTable(
      origin,
      { preset: game.preset.rules.id, options, seats, turnSeconds },
      file.value,
    );
    if (!opened.ok) return dataError(io, this, opened.error);
    const address = tableAt(origin, opened.value.table);
    if (!address.ok) return dataError(io, this, address.error);
    io.write(`Table opened. Invite the other players with this link:\n  ${address.value.invite}\n`);
    const code = await joinTable(io, {
      address: address.value,
      seatFile: file.value,
      name: name === undefined ? undefined : PlayerName.parse(name),
      seat: 0,
      leave: false,
      hostKey: opened.value.hostKey,
      asked: opened.value.asked,
      command: 'host',
      playForced: ctx.values['play-forced'] === true,
    });
    return code === 0 ? EXIT.ok : EXIT.data;
  },
};
