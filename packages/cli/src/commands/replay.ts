/**
 * `tarock replay FILE [--deal M/D] [--analyse [--nodes N]] [--json]`: reads a record (JSON or text;
 * or deal D of the M-th match of a history the web app saved, docs/records.md), replays it
 * through the engine and prints the result with its explanation (and, before it, a deal thrown in
 * for a hand's holding, as `play` says it); with `--analyse`, also the card play judged with every
 * hand open (the mistake finder). A malformed or illegal record exits with 1 and names the action
 * (its number) and the rule it breaks; nothing is half-applied. `--json` reports the same,
 * throw-ins included (`thrownIn`; docs/records.md).
 */
import {
  describeReplayError,
  formatCard,
  type GameRecord,
  type HistoryFileMatch,
  historyFileDeal,
  historyFileMatches,
  recordFromJson,
  type Pack,
  parseRecordJson,
  parseRecordText,
  replay as replayRecord,
  type Result,
  type RewordedLine,
  type View,
  err,
  type Preset,
  unreadRecordError,
} from '@tarock/engine';
import { ANALYSIS_NODES, type CardAnalysis, analyseCardPlay } from '@tarock/bots';
import { analysisLines, analysisSummary } from '../analysis';
import { dealResultJson } from '../results';
import { auctionText, thrownInText } from '../render';
import { asideText, settlementText } from '../settlement';
import type { Io } from '../io';
import { plainText } from '../online/chat';
import { kindOf, notKind } from '../fileKind';
import { MAX_INPUT_BYTES, readCapped } from '../readCapped';
import { wrapList, wrapWords } from '../wrap';
import { type Command, dataError, usageError } from './command';

/** The text of a file, or of standard input for `-`: either refused past 16 MiB (`MAX_INPUT_BYTES`). */
export async function readText(io: Io, path: string): Promise<Result<string>> {
  const read = path === '-' ? await io.readAll(MAX_INPUT_BYTES) : readCapped(path);
  if (!read.ok) return read;
  const value = read.value;
  // Nothing to read said so, not as a parser's complaint ("tag Format: missing", "end of JSON input").
  if (value.trim() === '')
    return { ok: false, error: path === '-' ? 'standard input is empty' : 'the file is empty' };
  // A byte order mark (Notepad saves one) is no part of the text: JSON.parse refused it.
  return { ok: true, value: value.charCodeAt(0) === 0xfeff ? value.slice(1) : value };
}

/**
 * Reads a record in either form (JSON when it starts with `{`) from a file, or from standard input
 * for `-`; with `deal` (`M/D`), that deal of a history file the web app saved.
 */
export async function readRecord(io: Io, path: string, deal?: string): Promise<Result<GameRecord>> {
  const text = await readText(io, path);
  if (!text.ok) return text;
  if (kindOf(text.value) === 'history') return historyDeal(text.value, deal, io.presets);
  if (deal !== undefined)
    return err('--deal names a deal of a history the web app saved (docs/records.md); this file is not one');
  // Another file of ours (a deal summary, a saved match, the seats file) or JSON that is no
  // object: said so, with the command that reads it, not as the record reader's complaint.
  const other = notKind(text.value, 'record', path);
  if (other) return err(other);
  const read = text.value.trimStart().startsWith('{')
    ? parseRecordJson(text.value)
    : parseRecordText(text.value);
  return read.ok ? read : err(unreadRecordError(read.error, text.value, io.presets));
}

/** A deal of a history file by its place; without one, the file's matches to choose from. */
function historyDeal(text: string, deal: string | undefined, presets: readonly Preset[]): Result<GameRecord> {
  const matches = historyFileMatches(JSON.parse(text) as unknown); // JSON: kindOf parsed it
  if (!matches.ok) return matches;
  if (deal === undefined)
    return err(
      [
        `a history saved by the web app, ${matches.value.length === 1 ? '1 match' : `${matches.value.length} matches`}: name a deal with --deal MATCH/DEAL`,
        ...matches.value.map(historyLine),
      ].join('\n'),
    );
  const found = historyFileDeal(matches.value, deal);
  if (!found.ok) return found;
  const r = recordFromJson(found.value.record);
  return r.ok ? r : err(`deal ${deal}: ${unreadRecordError(r.error, found.value.record, presets)}`);
}

/** A match of a history file in the list `replay` shows: its place, start (UTC), rule set, names and deals. */
function historyLine(m: HistoryFileMatch, i: number): string {
  const when = new Date(m.started).toISOString().slice(0, 16).replace('T', ' ');
  const deals = m.deals.map((d) => d.deal);
  const run = deals.length > 1 && deals.every((d, k) => k === 0 || d === (deals[k - 1] ?? 0) + 1);
  const which =
    deals.length === 0
      ? 'no deal'
      : run
        ? `deals ${deals[0]}–${deals.at(-1)}`
        : `${deals.length === 1 ? 'deal' : 'deals'} ${deals.join(', ')}`;
  // The file is anyone's text: no escape sequence of its reaches the terminal.
  return `  ${i + 1}  ${when} UTC  ${plainText(m.game)}  ${m.names.map(plainText).join(', ')}  ${which}`;
}

export const replay: Command = {
  name: 'replay',
  summary: 'replay a game record through the engine and explain its result',
  usage: 'tarock replay FILE|- [--deal MATCH/DEAL] [--analyse [--nodes N]] [--json]',
  options: {
    json: { type: 'boolean' },
    analyse: { type: 'boolean' },
    nodes: { type: 'string' },
    deal: { type: 'string' },
  },
  details: [
    '',
    '  FILE       a record, JSON or text (docs/records.md); - reads it from standard input',
    '  --deal     with a history the web app saved (Save the history): deal DEAL of its MATCH-th',
    '             match, as 2/5 (without it, the matches are listed)',
    "  --analyse  also judge the card play with every hand open: the cards that gave a side's aim away",
    `  --nodes    the solver nodes each card may take with --analyse (default ${ANALYSIS_NODES.toLocaleString('en')});`,
    '             a card that needs more is listed as not judged',
    '  --json     the result (and the verdicts) as one JSON object',
  ],
  positionals: { min: 1, max: 1 },
  async run({ io, values, positionals }) {
    const file = positionals[0] ?? '';
    const nodesText = values['nodes'];
    const nodes = typeof nodesText === 'string' ? Number(nodesText) : ANALYSIS_NODES;
    if (typeof nodesText === 'string' && !values['analyse'])
      return usageError(io, this, '--nodes is the analysis budget: use it with --analyse');
    // Digits only, as every count of the command line (Number took 1e3, 0x10 and ' 5').
    const digits = typeof nodesText !== 'string' || /^\d+$/.test(nodesText);
    if (!digits || !Number.isSafeInteger(nodes) || nodes < 1)
      return usageError(
        io,
        this,
        `--nodes must be a whole number of solver nodes, at least 1 (got ${nodesText})`,
      );
    const deal = values['deal'];
    const record = await readRecord(io, file, typeof deal === 'string' ? deal : undefined);
    if (!record.ok) return dataError(io, this, `${file}: ${record.error}`);
    const r = record.value;
    const out = replayRecord(r, io.presets);
    if (!out.ok) return dataError(io, this, `${file}: ${describeReplayError(out.error)}`);
    const { game, final, states, reworded } = out.value;
    const names = r.seats.map((s) => s.name);
    const st = final.settlement;
    const found = values['analyse'] ? analyseCardPlay(game, states, nodes) : null;
    // A deal thrown in for a hand's holding (Löw): each throw-in once, where the state first
    // shows the hand, as everyone saw it.
    const throwIns = states.flatMap((s, i) =>
      s.thrownIn && s.thrownIn !== states[i - 1]?.thrownIn ? [game.view(s, 'spectator')] : [],
    );
    if (values['json']) {
      const result = st ? dealResultJson(game, st, names) : null;
      const analysis = found && { nodesPerCard: nodes, cards: found.map((a) => analysisJson(game.pack, a)) };
      const thrownIn = throwIns.map((v) => thrownInJson(game.pack, v, names));
      io.write(
        `${JSON.stringify({ file, variant: game.rules.id, game: game.name, turns: r.turns.length, finished: st !== null, thrownIn, result, reworded, ...(analysis ? { analysis } : {}) })}\n`,
      );
      return 0;
    }
    io.write(`${game.name}: ${r.turns.length} turns replayed, every one legal.\n`);
    // A record's names are anyone's text: no escape sequence of theirs reaches the terminal.
    const shown = names.map(plainText);
    const seats = r.seats.map((s, i) => `S${i} ${shown[i]} (${plainText(s.player)})`);
    io.write(`${wrapList('Seats: ', seats, ', ').join('\n')}\n`);
    // In the words `play` has for it.
    for (const v of throwIns) io.write(`${thrownInText(game, v, shown).join('\n')}\n`);
    const view = game.view(final, 'spectator');
    const bids = auctionText(game, view, shown);
    if (bids.length) io.write(`${wrapList('Bidding and declarations: ', bids, '; ').join('\n')}\n`);
    if (!st) io.write(`The deal is not finished (phase ${final.phase}).\n`);
    else io.write(`${[...settlementText(game, st, shown), ...asideText(game, view, shown)].join('\n')}\n`);
    if (reworded.length) io.write(`${rewordedText(reworded).join('\n')}\n`);
    // A deal thrown in before the first card has no card play to judge: said so, without the counts.
    const played = final.history.some((t) => t.action.type === 'play');
    if (found && !played) io.write('Card play judged: none, no card was played.\n');
    else if (found) {
      io.write(
        'Card play judged with every hand open (what the cards allowed, not what each player could know):\n',
      );
      const lines = analysisLines(game, found, shown, nodes, game.burden(final) === 'defenders');
      io.write(lines.length ? `${lines.join('\n')}\n` : "  no card gave its side's aim away.\n");
      const seats = [...final.players].sort((a, b) => a - b);
      io.write(`${analysisSummary(found, seats, shown).join('\n')}\n`);
    }
    return 0;
  },
};

/**
 * The record's lines this engine words otherwise (an older engine wrote it): the explanation
 * above is in this engine's words; the record's own follow, so nothing it said is hidden.
 */
export function rewordedText(reworded: readonly RewordedLine[]): string[] {
  const n = reworded.length;
  const which = n === 1 ? 'one line' : `${n} lines`;
  return [
    ...wrapWords(
      '',
      `Note: an earlier tarock worded ${which} of this explanation otherwise (same amounts). Recorded:`,
      '',
    ),
    ...reworded.flatMap((l) => wrapWords(`  line ${l.line + 1}: `, JSON.stringify(l.recorded), '    ')),
  ];
}

/**
 * A throw-in in the JSON output: the dealer who deals again and each hand shown, with its seat,
 * its name, its cards as dealt (ASCII notation, like the record's turns) and why.
 */
function thrownInJson(pack: Pack, v: View, names: readonly string[]) {
  return {
    dealer: v.dealer,
    hands: (v.thrownIn ?? []).map((h) => ({
      seat: h.seat,
      name: names[h.seat] ?? null,
      cards: h.cards.map((c) => formatCard(pack, c, 'ascii')),
      reason: h.reason,
    })),
  };
}

/**
 * A verdict in the JSON output: turns numbered from 1 as in the text form, cards in the ASCII
 * notation; `bonusLoss` null but on a mistake on the Pagat or the Uhu.
 */
function analysisJson(pack: Pack, a: CardAnalysis) {
  return {
    turn: a.turn + 1,
    trick: a.trick,
    seat: a.seat,
    card: formatCard(pack, a.card, 'ascii'),
    side: a.side,
    aim: a.aim,
    verdict: a.verdict,
    best: a.best.map((c) => formatCard(pack, c, 'ascii')),
    cost: a.cost,
    bonusLoss: a.bonusLoss ?? null,
  };
}
