/**
 * `tarock join URL [--name NAME] [--seat N] [--leave]`, or `--server URL --table ID`: plays at an
 * online table (`npm start`'s server, docs/server.md) from the terminal. Shows the table's rule
 * set, the house rules that differ and the seats; takes a free seat, or resumes the one this
 * terminal holds (its token kept in the seat file, online/seatFile.ts); then each deal as `tarock
 * play` shows it (turn.ts, narrate.ts), the actions sent to the table. This file reads the command
 * line; online/session.ts plays.
 */
import { type Result, err } from '@tarock/engine';
import { PlayerName } from '@tarock/protocol';
import { mostSeats, type TableAddress, parseInvite, tableAt } from '../online/address';
import { defaultSeatFile } from '../online/seatFile';
import { joinTable } from '../online/session';
import { type Command, EXIT, str, usageError } from './command';

function addressOf(
  url: string | undefined,
  server: string | undefined,
  table: string | undefined,
  seats: number,
): Result<TableAddress> {
  if (url !== undefined && (server !== undefined || table !== undefined))
    return err('give the invite link, or --server and --table, not both');
  if (url !== undefined) return parseInvite(url, seats);
  if (server === undefined || table === undefined)
    return err('the invite link is required (http://host:port/table/<id>), or --server URL --table ID');
  return tableAt(server, table);
}

export const join: Command = {
  name: 'join',
  summary: 'take a seat at an online table (an invite link) and play there from the terminal',
  usage: 'tarock join URL [--name NAME] [--seat N] [--leave] [--play-forced] [--server URL --table ID]',
  details: [
    '',
    '  URL       the invite link the web app shows: http://host:port/table/<id> (a seat link',
    '            with #seat=N&token=T, which the host makes for a lost seat, resumes that seat)',
    '  --server  the server (http://host:port), with --table ID: instead of the link URL',
    '  --table   the table id (the last part of the invite link), with --server',
    '  --name    your name at the table (1–20 characters; asked when not given)',
    '  --seat    the seat to take when several are free (asked otherwise)',
    '  --leave   give up the seat this terminal holds at the table, and stop',
    '  --play-forced  play a card by itself when it is the only one you may play (shown as if typed)',
    'The seat token is kept in $XDG_CONFIG_HOME/tarock/seats.json (else ~/.config/tarock/seats.json,',
    'readable by you only): running the command again resumes the seat. At your turn type help.',
    'quit, Ctrl-D or Ctrl-C leave for now (a computer player plays the seat meanwhile); leave gives',
    'the seat up. A lost connection is made again by itself. say TEXT at any prompt says a line at the',
    "table's chat; lines said show as [HH:MM] name: text, the time in the zone TZ names (else the",
    "system's).",
  ],
  options: {
    server: { type: 'string' },
    table: { type: 'string' },
    name: { type: 'string' },
    seat: { type: 'string' },
    leave: { type: 'boolean' },
    'play-forced': { type: 'boolean' },
  },
  positionals: { min: 0, max: 1, what: 'invite link' },
  async run(ctx) {
    const { io } = ctx;
    // No rule set has more seats than this: a seat beyond it is refused before connecting.
    const seats = mostSeats(io.presets);
    const address = addressOf(ctx.positionals[0], str(ctx, 'server'), str(ctx, 'table'), seats);
    if (!address.ok) return usageError(io, this, address.error);
    const seatText = str(ctx, 'seat');
    if (seatText !== undefined && !(/^\d$/.test(seatText) && Number(seatText) < seats))
      return usageError(io, this, `--seat: "${seatText}" is not a seat number (0–${seats - 1})`);
    const name = str(ctx, 'name');
    if (name !== undefined && !PlayerName.safeParse(name).success)
      return usageError(io, this, `--name: "${name}" is not a name (1–20 printable characters)`);
    const file = defaultSeatFile(io.env);
    if (!file.ok) return usageError(io, this, file.error);
    const code = await joinTable(io, {
      address: address.value,
      seatFile: file.value,
      name: name === undefined ? undefined : PlayerName.parse(name),
      seat: seatText === undefined ? undefined : Number(seatText),
      leave: ctx.values['leave'] === true,
      playForced: ctx.values['play-forced'] === true,
    });
    return code === 0 ? EXIT.ok : EXIT.data;
  },
};
