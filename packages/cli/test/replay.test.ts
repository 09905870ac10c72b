import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createRng,
  findPreset,
  formatRecordJson,
  formatRecordText,
  type GameRecord,
  recordOf,
} from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { LOEW_THROWN_IN, mini, run, tempDir, trischakenDeal, unwrap } from './helpers';

const game = mini();

function played(): GameRecord {
  for (let seed = 1; ; seed++) {
    const states = playRandomDeal(game, createRng(seed));
    const final = states[states.length - 1];
    if (final?.settlement && final.settlement.outcome !== 'passed')
      return recordOf(game, final, {
        seats: [
          { name: 'Anna', player: 'human' },
          { name: 'Bert', player: 'random' },
          { name: 'Cleo', player: 'random' },
        ],
      });
  }
}

const dir = tempDir();
const record = played();
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe('tarock replay', () => {
  it.each([
    ['JSON', 'deal.json', formatRecordJson(record)],
    ['text', 'deal.txt', formatRecordText(record)],
  ])('replays a %s record and explains the result', async (_form, name, text) => {
    const r = await run(['replay', write(name, text)]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${record.turns.length} turns replayed, every one legal`);
    for (const line of record.result?.lines ?? []) expect(r.out).toContain(line.text);
    expect(r.out).toContain('S0 Anna');
  });

  it.skipIf(!findPreset('illustrated-beck'))(
    "replays Beck's Trischaken (everyone passed), its talon counting for nobody",
    async () => {
      const { game: beck, state: s } = trischakenDeal(9, () => false);
      expect(s.settlement?.outcome).toBe('trischaken');
      const r = await run(['replay', write('trischaken.json', formatRecordJson(recordOf(beck, s)))]);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^ {2}talon \(nobody\): \d+ card points of 70$/m);
      expect(r.out).toMatch(/^ {2}S0 Seat 0: \d+ card points of 70$/m);
    },
  );

  it('says the rules version first of an older record that does not read (its fields may have changed with its rules)', async () => {
    const o = JSON.parse(formatRecordJson(record)) as Record<string, unknown>;
    const version = game.rules.version;
    const old = { ...o, rulesVersion: version + 1, result: { ...(o['result'] as object), outcome: 'old' } };
    const r = await run(['replay', write('old.json', JSON.stringify(old))]);
    expect(r.code).not.toBe(0);
    expect(r.err.replace(/\s+/g, ' ')).toContain(
      `the record was played under version ${version + 1} of ${record.variant}; this engine has version ${version}`,
    );
  });

  it('shows what lay aside, which the card points count: the talon as dealt and the discards', async () => {
    const r = await run(['replay', write('aside.json', formatRecordJson(record))]);
    const deal = record.turns[0]?.action;
    if (deal?.type !== 'deal') throw new Error('a record starts with the deal');
    expect(r.out).toMatch(new RegExp(`^ {2}Talon: (\\S+ ){${deal.talon.length - 1}}\\S+( \\(.*\\))?$`, 'm'));
    const discards = record.turns.filter((t) => t.action.type === 'discard').length;
    if (discards)
      expect(r.out).toMatch(new RegExp(`^ {2}Laid away by S\\d \\w+: (\\S+ ){${discards - 1}}\\S+$`, 'm'));
  });

  it('reads a record from standard input with -', async () => {
    const r = await run(['replay', '-'], formatRecordText(record).split('\n'));
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${record.turns.length} turns replayed`);
  });

  it('gives points for the deal, card points and the explanation with --json, and no match totals a record does not hold', async () => {
    const r = await run(['replay', write('d.json', formatRecordJson(record)), '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as {
      result: {
        deal: { points: number[] };
        cardPoints: { points: number }[];
        explanation: unknown[];
      };
    };
    expect(j.result.deal.points).toEqual(record.result?.deltas);
    expect(j.result).not.toHaveProperty('match');
    expect(j.result.cardPoints.reduce((a, p) => a + p.points, 0)).toBe(70);
    expect(j.result.explanation).toEqual(record.result?.lines);
    expect(j).toHaveProperty('reworded', []);
  });

  it("replays a record an earlier tarock worded otherwise: this engine's explanation, then the record's lines", async () => {
    const lines = record.result?.lines ?? [];
    const old = record.result && {
      ...record.result,
      lines: lines.map((l, i) => (i === 0 ? { ...l, text: 'Game won (as worded in 2026)' } : l)),
    };
    const file = write('old.json', formatRecordJson({ ...record, result: old }));
    const r = await run(['replay', file]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(lines[0]?.text);
    expect(r.out).toContain(
      'Note: an earlier tarock worded one line of this explanation otherwise (same amounts). Recorded:\n  line 1: "Game won (as worded in 2026)"\n',
    );
    const j = JSON.parse((await run(['replay', file, '--json'])).out) as { reworded: unknown };
    expect(j.reworded).toEqual([
      { line: 0, recorded: 'Game won (as worded in 2026)', replayed: lines[0]?.text },
    ]);
    const same = await run(['replay', write('same.json', formatRecordJson(record))]);
    expect(same.out).not.toContain('Note: an earlier tarock');
  });

  it('names the illegal action by its number and the rule it breaks, and exits 1', async () => {
    const i = record.turns.findIndex((t, k) => k > 10 && t.action.type === 'play');
    const turns = record.turns.map((t, k) => (k === i ? { ...t, action: { type: 'pass' as const } } : t));
    const r = await run(['replay', write('bad.txt', formatRecordText({ ...record, turns }))]);
    expect(r.code).toBe(1);
    expect(unwrap(r.err)).toContain(
      `action ${i + 1} (S${String(record.turns[i]?.actor)} pass): "pass" is not a legal action in the play phase`,
    );
    expect(r.out).toBe('');
  });

  it('names the field of a malformed record', async () => {
    const json = JSON.parse(formatRecordJson(record)) as Record<string, unknown>;
    const r = await run(['replay', write('m.json', JSON.stringify({ ...json, dealer: 'x' }))]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('dealer: expected an integer');
  });

  // The JSON form names the field, the text form its tag.
  it.each([
    [
      'a finished deal without its result',
      { result: null },
      'the turns finish the deal, but its result is null',
      'the turns finish the deal, but its result is null',
    ],
    [
      'a negative pot',
      { pot: -50 },
      'pot: a pot is never negative, got -50',
      'tag Pot: a pot is never negative',
    ],
    [
      'a negative side pot',
      { sidePot: -1 },
      'sidePot: a pot is never negative, got -1',
      'tag SidePot: a pot is never negative, got -1',
    ],
  ])('refuses %s, and exits 1', async (_what, change, jsonMessage, textMessage) => {
    const json = JSON.parse(formatRecordJson(record)) as Record<string, unknown>;
    for (const [name, text, message] of [
      ['r.json', JSON.stringify({ ...json, ...change }), jsonMessage],
      ['r.txt', formatRecordText({ ...record, ...change } as GameRecord), textMessage],
    ] as const) {
      const r = await run(['replay', write(name, text)]);
      expect(r.code).toBe(1);
      expect(r.err).toContain(message);
      expect(r.out).toBe('');
    }
  });

  it('says that the match tarock play keeps is not a record, and how to continue it', async () => {
    const state = tempDir();
    const env = { XDG_STATE_HOME: state };
    const args = ['play', '--variant', 'mini-tarock', '--seed', '5', '--players', 'me,random,random'];
    expect((await run(args, ['quit'], false, env)).code).toBe(0);
    const saved = join(state, 'tarock', 'play.json');
    const r = await run(['replay', saved]);
    expect(r.code).toBe(1);
    expect(unwrap(r.err)).toBe(
      `tarock replay: ${saved}: a match kept by tarock play, not a game record: continue it with tarock play --resume ${saved} (tarock play --records DIR writes each deal as a record)\n`,
    );
    expect(r.out).toBe('');
    const piped = await run(['replay', '-'], readFileSync(saved, 'utf8').split('\n'));
    expect(unwrap(piped.err)).toContain('not a game record: continue it with tarock play --resume FILE');
  });

  it('says so when the file cannot be read', async () => {
    const r = await run(['replay', join(dir, 'missing.json')]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('cannot read');
    expect((await run(['replay'])).code).toBe(2);
  });
});

describe('tarock score', () => {
  /** A summary's text: Mini Tarock unless the fields name another variant. */
  const summaryText = (fields: Record<string, unknown>) =>
    JSON.stringify({
      format: 'tarock-deal-summary',
      version: 1,
      variant: 'mini-tarock',
      options: { value: 2 },
      ...fields,
    });
  const summary = (fields: Record<string, unknown>) => write('s.json', summaryText(fields));

  it('names a Trischaken result once: it has no declarer and no outcome of its own', async () => {
    const text = summaryText({
      variant: 'illustrated-beck',
      options: { allPass: 'trischaken' },
      contract: 'trischaken',
      cardPoints: [30, 25, 12],
      tricks: [6, 5, 5],
    });
    const r = await run(['score', '-'], [text]);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[1]).toBe('Result: Trischaken');
  });

  it('reads the summary from standard input with -', async () => {
    const text = summaryText({ declarer: 1, declarerCardPoints: 40 });
    const r = await run(['score', '-', '--json'], [text]);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.out) as { deal: { points: number[] } }).deal.points).toEqual([-2, 4, -2]);
  });

  it('settles a deal summary with the rule set settlement', async () => {
    const r = await run(['score', summary({ declarer: 1, declarerCardPoints: 40 }), '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as {
      deal: { points: number[] };
      cardPoints: { points: number }[];
      outcome: string;
    };
    expect(j.outcome).toBe('won');
    expect(j.deal.points).toEqual([-2, 4, -2]);
    expect(j.cardPoints.map((p) => p.points)).toEqual([40, 30]);
  });

  it.skipIf(!findPreset('illustrated-mayr-sedlaczek-2016'))(
    'settles the worked example of docs/scorekeeping.md (M&S: Zweiblatt, 39 points, failed 40, contra, Royal Trull)',
    async () => {
      const file = write(
        'ms.json',
        JSON.stringify({
          format: 'tarock-deal-summary',
          version: 1,
          variant: 'illustrated-mayr-sedlaczek-2016',
          options: {},
          contract: 'zweiblatt',
          declarer: 0,
          declarerPoints: 39,
          announcements: [{ seat: 0, bonus: 'forty', stage: 'pre' }],
          contras: [{ target: 'game', level: 1 }],
          honours: [{ seat: 1, honour: 'royalTrull' }],
        }),
      );
      const r = await run(['score', file, '--json']);
      expect(r.code).toBe(0);
      expect((JSON.parse(r.out) as { deal: { points: number[] } }).deal.points).toEqual([72, 26, 20]);
    },
  );

  it('explains it line by line', async () => {
    const r = await run(['score', summary({ declarer: 0, declarerCardPoints: 20 })]);
    expect(r.out).toContain('S0 takes 20 card points of 70 and needs 36: lost');
  });

  it.skipIf(!findPreset('bavarian-sirch-2008'))(
    'shows half-cents in full (Sirch: a Frage lost with 49 pays 7.5 ¢)',
    async () => {
      const file = write(
        'sirch.json',
        JSON.stringify({
          format: 'tarock-deal-summary',
          version: 1,
          variant: 'bavarian-sirch-2008',
          dealer: 0,
          contract: 'frage',
          declarer: 1,
          trump: 'H',
          points: { declarer: 49, defenders: 71 },
          tricks: { declarer: 5, defenders: 6 },
          pot: 150,
        }),
      );
      const r = await run(['score', file]);
      expect(r.code).toBe(0);
      expect(r.out).toContain('This deal: S0: +5 ¢, S1: -7.5 ¢, S2: +5 ¢');
      // What the deal moves, not the pot's balance (the match's "Pot: 150 ¢").
      expect(r.out).toContain('\n  Pot this deal: -2.5 ¢\n');
    },
  );

  it.each([
    [{ declarer: 5, declarerCardPoints: 40 }, 'declarer: expected an active seat'],
    [{ variant: 'nope' }, 'variant: unknown "nope"'],
    [
      { variant: 'illustrated-beck(allPass=trischaken)' },
      'variant: "illustrated-beck(allPass=trischaken)" is a preset id with options; write the id alone and the options as "options"',
    ],
    [{ format: 'x' }, 'format: expected "tarock-deal-summary"'],
    [{ options: { value: 7 } }, 'options: option value=7 is not one of 1 | 2'],
  ])('rejects a bad summary with exit 1: %j', async (fields, message) => {
    const r = await run(['score', summary(fields)]);
    expect(r.code).toBe(1);
    expect(unwrap(r.err)).toContain(message);
  });

  it('says a required field is missing, not "(got undefined)"', async () => {
    const ms = { variant: 'illustrated-mayr-sedlaczek-2016', options: {} };
    for (const [fields, message] of [
      [{ contract: 'zweiblatt', declarerPoints: 39 }, '"declarer" is missing (a whole number from 0 to 2)'],
      [{ contract: 'zweiblatt', declarer: 0 }, '"declarerPoints" is missing (a whole number from 0 to 70)'],
      [{ declarer: 0, declarerPoints: 39 }, '"contract" is missing (one of "dreiblatt", "zweiblatt"'],
    ] as const) {
      const r = await run(['score', summary({ ...ms, ...fields })]);
      expect(r.code).toBe(1);
      expect(unwrap(r.err)).toContain(message);
      expect(r.err).not.toContain('undefined');
    }
  });

  it('reads a summary saved with a byte order mark (Notepad), as replay reads a record', async () => {
    const bom = '\ufeff';
    const text = summaryText({ contract: 'solo', declarer: 0, declarerCardPoints: 20 });
    const plain = await run(['score', write('plain.json', text)]);
    expect(plain.code).toBe(0);
    const marked = await run(['score', write('bom.json', `${bom}${text}`)]);
    expect(marked.err).toBe('');
    expect(marked.code).toBe(0);
    expect(marked.out).toBe(plain.out);
    // A record with the mark, handed to score, is named for what it is.
    const rec = await run(['score', write('bom-record.json', `${bom}${formatRecordJson(record)}`)]);
    expect(rec.code).toBe(1);
    expect(unwrap(rec.err)).toContain('a game record, not a deal summary: read it with tarock replay');
  });

  it('says a file cannot be read, or is not JSON, as replay does', async () => {
    const missing = join(dir, 'missing-summary.json');
    for (const cmd of ['score', 'replay']) {
      const gone = await run([cmd, missing]);
      expect(gone.code).toBe(1);
      expect(gone.err).toMatch(new RegExp(`^tarock ${cmd}: ${missing}: cannot read: ENOENT`));
      const torn = await run([cmd, '-'], ['{"format":']);
      expect(torn.code).toBe(1);
      expect(torn.err).toMatch(new RegExp(`^tarock ${cmd}: -: not JSON: `));
    }
  });

  it('says an empty file or input is empty, not what a parser missed ("tag Format: missing")', async () => {
    const empty = join(dir, 'empty.json');
    writeFileSync(empty, '\n');
    for (const cmd of ['score', 'replay']) {
      const file = await run([cmd, empty]);
      expect(file.code).toBe(1);
      expect(file.err).toBe(`tarock ${cmd}: ${empty}: the file is empty\n`);
      const input = await run([cmd, '-'], []);
      expect(input.code).toBe(1);
      expect(input.err).toBe(`tarock ${cmd}: -: standard input is empty\n`);
    }
  });
});

describe('tarock replay: a deal thrown in for a hand (Löw, IT-13)', () => {
  it('says whose hand was shown, why, and that the same dealer deals again, as play did', async () => {
    const records = tempDir();
    const played = await run(['play', ...LOEW_THROWN_IN.args, '--deals', '1', '--records', records]);
    expect(played.code).toBe(0);
    const thrown = LOEW_THROWN_IN.lines;
    expect(played.out).toContain(thrown.join('\n'));
    const [file] = readdirSync(records);
    const r = await run(['replay', join(records, file ?? '')]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    // Once, after the seats and before the bidding of the redealt deal.
    expect(lines.slice(2, 4)).toEqual(thrown);
    expect(lines[4]).toMatch(/^Bidding and declarations: /);
    expect(r.out.split('has no tarock')).toHaveLength(2);
  });
});

describe('tarock replay --json: a deal thrown in for a hand (Löw, IT-13)', () => {
  it('reports each throw-in: the dealer who deals again, each shown hand with its seat, cards and reason', async () => {
    const records = tempDir();
    const played = await run(['play', ...LOEW_THROWN_IN.args, '--deals', '1', '--records', records]);
    expect(played.code).toBe(0);
    const [file] = readdirSync(records);
    const r = await run(['replay', join(records, file ?? ''), '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { thrownIn: unknown };
    // The hand the terminal showed, ♥ K B 1 2 · ♦ K B 2 4 · ♠ K 9 8 7 · ♣ K C B 7, in dealt order.
    const shown = 'HK HJ H1 H2 DK DJ D2 D4 SK S9 S8 S7 CK CC CJ C7'.split(' ');
    expect(j.thrownIn).toEqual([
      {
        dealer: 0,
        hands: [{ seat: 1, name: 'random 1', cards: expect.any(Array), reason: 'noTarock' }],
      },
    ]);
    const [{ hands }] = j.thrownIn as [{ hands: [{ cards: string[] }] }];
    expect([...hands[0].cards].sort()).toEqual([...shown].sort());
  });

  it('reports no throw-in as an empty list', async () => {
    const r = await run(['replay', write('plain.json', formatRecordJson(record)), '--json']);
    expect(JSON.parse(r.out)).toHaveProperty('thrownIn', []);
  });
});

describe('tarock replay: its header within 100 columns', () => {
  it("wraps the seats and the deal's points between seats (long names ran to 107 columns)", async () => {
    // The longest names a record holds: 20 characters.
    const seats = record.seats.map((s, i) => ({ ...s, name: `MaximilianeMaximil ${i}` }));
    const r = await run(['replay', write('long-names.json', formatRecordJson({ ...record, seats }))]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(100);
    const at = lines.findIndex((l) => l.startsWith('Seats: '));
    expect(lines[at]).toMatch(
      /^Seats: S0 MaximilianeMaximil 0 \(human\), S1 MaximilianeMaximil 1 \(random\),$/,
    );
    expect(lines[at + 1]).toBe('    S2 MaximilianeMaximil 2 (random)');
  });
});

describe('replay and score without their file, or with two', () => {
  it('say how many files they take and what they got (it said "expects 1 file argument(s)")', async () => {
    for (const cmd of ['replay', 'score']) {
      const none = await run([cmd]);
      expect(none.code).toBe(2);
      expect(none.err).toContain(`tarock ${cmd}: expects 1 file (got none)`);
      const two = await run([cmd, 'a.txt', 'b.txt']);
      expect(two.err).toContain(`tarock ${cmd}: expects 1 file (got a.txt b.txt)`);
    }
  });

  it('say what else they take: join an invite link, not a file; play at most one file', async () => {
    const link = 'http://localhost:1/table/abcdefghijkl';
    const join = await run(['join', link, 'extra']);
    expect(join.code).toBe(2);
    expect(join.err).toContain(`tarock join: expects at most 1 invite link (got ${link} extra)\n`);
    const play = await run(['play', '--resume', 'a.json', 'b.json']);
    expect(play.code).toBe(2);
    expect(play.err).toContain('tarock play: expects at most 1 file (got a.json b.json)\n');
  });
});

describe('tarock replay: names from a record reach the terminal as plain text', () => {
  it('refuses a name or a player with control characters, naming them escaped: a record cannot clear the screen', async () => {
    for (const [seat, field] of [
      [
        { name: '\u001b[2J\u001b[31mEve\u0007\nX', player: 'human' },
        'seats[0].name: a name may not hold control characters',
      ],
      [
        { name: 'Eve', player: 'human\u001b]0;owned\u0007' },
        'seats[0].player: "human\\u001b]0;owned\\u0007" is not a player',
      ],
    ] as const) {
      const seats = record.seats.map((s, i) => (i === 0 ? seat : s));
      const r = await run(['replay', write('escapes.json', formatRecordJson({ ...record, seats }))]);
      expect(r.code).toBe(1);
      expect(r.out).toBe('');
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for
      expect(r.err).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
      expect(unwrap(r.err)).toContain(field);
    }
  });
});
