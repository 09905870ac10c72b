/**
 * The table as the terminal shows it: before joining, its rule set, the house rules that differ
 * from the preset and the seats; and the names the seats go by in the deal's lines. Names typed by
 * people are made plain text (chat.ts) before they reach the terminal.
 */
import type { TableInfo } from '@tarock/protocol';
import { wrapList } from '../wrap';
import { plainText } from './chat';

/**
 * A computer seat's name: the server's (fixed at the table's first deal, the web app shows it
 * too), else (a server that sends none) its level.
 */
function computerName(info: TableInfo | null, seat: number, level: string): string {
  const name = info?.seats[seat]?.name;
  return name ? plainText(name) : level;
}

/** A table's seat as the list shows it. */
function seatLine(info: TableInfo, s: TableInfo['seats'][number], mine: number | null): string {
  const you = s.seat === mine ? ', you' : '';
  if (s.kind === 'computer')
    return `S${s.seat} ${computerName(info, s.seat, s.level)} (computer, ${s.level})`;
  if (s.name === null) return `S${s.seat} free${s.bot ? ` (${s.level} plays it meanwhile)` : ''}`;
  const state = [
    s.connected ? 'here' : 'away',
    ...(s.from === 'next-deal' ? ['from the next deal'] : []),
    ...(s.ready ? ['ready'] : []),
  ].join(', ');
  return `S${s.seat} ${plainText(s.name)} (${state}${you})`;
}

/** The table as shown before joining: its rule set, the house rules that differ, the seats. */
export function tableText(info: TableInfo, origin: string, mine: number | null = null): string[] {
  const p = info.preset;
  const out = [`Table ${info.id} at ${origin}`, `Rules: ${p.name} (${info.game}), ${p.family}`];
  if (p.source) out.push(...wrapList('Source: ', p.source.split(' '), ' '));
  const options = info.options.filter((o) => o.key !== 'seats');
  if (options.length === 0) out.push('House rules: as the preset has them');
  else {
    out.push('House rules that differ from the preset:');
    for (const o of options)
      out.push(
        ...wrapList(
          '  ',
          `${o.key} ${String(o.value)} (default ${String(o.default)}): ${o.description}`.split(' '),
          ' ',
          undefined,
          '    ',
        ),
      );
  }
  if (info.turnSeconds !== null) out.push(`Turn timer: ${info.turnSeconds} s a turn`);
  out.push(
    ...wrapList(
      'Seats: ',
      info.seats.map((s) => seatLine(info, s, mine)),
      ' · ',
    ),
  );
  return out;
}

/**
 * The names the terminal gives the seats of `info`, `mine` being this terminal's: you (the
 * computer's for you while it finishes a deal for a seat taken during it), the players' names, a
 * computer seat's name as the server gives it (Bert, Cilli, …), a free seat's stand-in by its level.
 */
export function seatNames(info: TableInfo | null, mine: number | null): string[] {
  const seats = info?.seats ?? [];
  return seats.map((s) =>
    s.seat === mine
      ? s.from === 'next-deal'
        ? 'you (computer)'
        : 'you'
      : s.kind === 'computer'
        ? computerName(info, s.seat, s.level)
        : s.name === null
          ? s.level
          : plainText(s.name),
  );
}
