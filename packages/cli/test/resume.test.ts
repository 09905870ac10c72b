/**
 * `tarock play` keeps its match on disk and `--resume` continues it: a match stopped anywhere
 * (in the auction, in the play, between deals, by a crash) and resumed gives the same records,
 * byte for byte, and the same output from where it stopped, as the match played straight through.
 * Every run gets a state folder of its own (XDG_STATE_HOME): nothing touches the real home.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Io } from '../src/io';
import { memoryIo } from '../src/io';
import { main } from '../src/main';
import { recordFromJson } from '@tarock/engine';
import { type Env, LOEW_THROWN_IN, presets, run, tempDir, unwrap } from './helpers';

/** A Mini Tarock match (seed 5: 14 deals, some of your turns in the auction) to its end. */
const MINI = ['--variant', 'mini-tarock', '--seed', '5', '--players', 'me,random,random'];
const ones = (n: number) => Array.from({ length: n }, () => '1');
const ALL = ones(600);

const stateEnv = (): Env => ({ XDG_STATE_HOME: tempDir() });
const keptIn = (env: Env) => join(env['XDG_STATE_HOME'] ?? '', 'tarock', 'play.json');
const play = (args: readonly string[], input: readonly string[], env: Env) =>
  run(['play', ...args], input, false, env);

/**
 * A folder's records by name, with their text; the day each was written (its Date tag) left out,
 * so that a run across midnight compares equal too.
 */
const recordsIn = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((f) => [f, readFileSync(join(dir, f), 'utf8').replace(/^\[Date "[^"]*"\]\n/m, '')]),
  );

/**
 * Your turns in a transcript, in order: the deal, the phase, and the passes and tricks before it
 * in the deal.
 */
function turnsOf(out: string) {
  const turns: { deal: number; phase: string; passes: number; tricks: number }[] = [];
  let [deal, passes, tricks] = [0, 0, 0];
  for (const line of out.split('\n')) {
    const d = /^=== Deal (\d+):/.exec(line);
    if (d) [deal, passes, tricks] = [Number(d[1]), 0, 0];
    if (/^S\d random \d: pass$/.test(line)) passes++;
    if (/^ {2}Trick \d+ goes to/.test(line)) tricks++;
    const t = /^--- .*your turn \((.*)\) ---$/.exec(line);
    if (t) turns.push({ deal, phase: t[1] ?? '', passes, tricks });
  }
  return turns;
}

let straight: { out: string; records: Record<string, string> };

beforeAll(async () => {
  const records = tempDir();
  const env = stateEnv();
  const r = await play([...MINI, '--records', records], ALL, env);
  expect(r.code).toBe(0);
  expect(r.out).toContain('The match is over.');
  straight = { out: r.out, records: recordsIn(records) };
  expect(Object.keys(straight.records).length).toBeGreaterThan(3);
});

/** `io`, but at the player's first turn the folder `dir` is removed and a file put in its place. */
function folderTurnsFile(io: Io, dir: string): Io {
  let blocked = false;
  return {
    ...io,
    write(text) {
      io.write(text);
      if (blocked || !text.includes('your turn')) return;
      blocked = true;
      rmSync(dir, { recursive: true });
      writeFileSync(dir, '');
    },
  };
}

describe('tarock play --resume: a match stopped and continued is the match played straight through', () => {
  /** Stops at your turn number `k` (0 first), by the end of input or `quit`; then resumes. */
  async function stopAndResume(k: number, quit: readonly string[]) {
    const env = stateEnv();
    const records = tempDir();
    const first = await play([...MINI, '--records', records], [...ones(k), ...quit], env);
    expect(first.code).toBe(0);
    expect(first.out).toContain('You left the match.');
    expect(first.out).toContain('\nThe match is saved; to continue it: tarock play --resume\n');
    expect(existsSync(keptIn(env))).toBe(true);
    const second = await play(['--resume'], ALL, env);
    expect(second.err).toBe('');
    expect(second.code).toBe(0);
    expect(recordsIn(records)).toEqual(straight.records);
    // From your first turn after resuming on, the output is the straight match's own.
    const tail = second.out.slice(second.out.indexOf('\n--- '));
    expect(straight.out.slice(-tail.length)).toBe(tail);
    expect(second.out).toContain('The match is over.');
    // The match is over: nothing is kept any more.
    expect(existsSync(keptIn(env))).toBe(false);
    return { first, second };
  }

  it('in the auction, after the others passed (quit typed)', async () => {
    const turns = turnsOf(straight.out);
    const k = turns.findIndex((t) => t.deal >= 2 && t.phase === 'auction' && t.passes > 0);
    expect(k).toBeGreaterThan(0);
    const { second } = await stopAndResume(k, ['quit']);
    // The deal's turns so far are shown again, up to your turn in the auction.
    const deal = second.out.slice(
      second.out.indexOf(`=== Deal ${turns[k]?.deal}:`),
      second.out.indexOf('\n--- '),
    );
    expect(deal).toMatch(/^=== Deal \d+: dealer [^\n]* ===\n(S[12] random \d: pass\n)+$/);
  });

  it('in the play, after a trick (input ended: Ctrl-D)', async () => {
    const k = turnsOf(straight.out).findIndex((t) => t.deal >= 2 && t.phase === 'play' && t.tricks > 0);
    expect(k).toBeGreaterThan(0);
    const { second } = await stopAndResume(k, []);
    // The deal so far is shown again whole, your own calls and cards too: three cards a trick.
    const deal = second.out.slice(
      second.out.lastIndexOf('=== Deal ', second.out.indexOf('\n--- ')),
      second.out.indexOf('\n--- '),
    );
    const tricks = deal.split(/\n {2}Trick \d+ goes to .*\n/).slice(0, -1);
    expect(tricks.length).toBeGreaterThan(0);
    for (const trick of tricks) {
      const plays = trick.split('\n').filter((l) => /^S\d [^:]+: play /.test(l));
      expect(new Set(plays.slice(-3).map((l) => l.slice(0, 2)))).toEqual(new Set(['S0', 'S1', 'S2']));
    }
    expect(deal).toMatch(/\nS0 you: play /);
  });

  it('at the first turn of the match', async () => {
    await stopAndResume(0, []);
  });

  it('between deals (--deals reached), the records numbered on in the same folder', async () => {
    const env = stateEnv();
    const records = tempDir();
    const first = await play([...MINI, '--records', records, '--deals', '3'], ALL, env);
    expect(first.out).toContain(
      '\nStopped after 3 deals (--deals).\nThe match is saved; to continue it: tarock play --resume\n',
    );
    expect(Object.keys(recordsIn(records))).toEqual(['deal-001.txt', 'deal-002.txt', 'deal-003.txt']);
    // Two more deals, then to the end.
    const second = await play(['--resume', '--deals', '2'], ALL, env);
    expect(second.out).toContain('Continuing the match saved in');
    expect(second.out).toContain('Match after 3 deals: ');
    expect(second.out).toContain('=== Deal 4:');
    expect(second.out).toContain('Stopped after 2 deals (--deals).');
    const third = await play(['--resume'], ALL, env);
    expect(third.code).toBe(0);
    expect(recordsIn(records)).toEqual(straight.records);
    const tail = third.out.slice(third.out.indexOf('\n=== Deal 6:'));
    expect(straight.out.slice(-tail.length)).toBe(tail);
    expect(existsSync(keptIn(env))).toBe(false);
  });
});

describe('tarock play --resume: other tables', () => {
  /**
   * Records of `args` played straight for `--deals`, and stopped at your turn `k` then resumed for
   * the deals `left` (the one stopped in counts).
   */
  async function bothWays(args: readonly string[], k: number, deals: string, left: string) {
    const whole = tempDir();
    await play([...args, '--records', whole, '--deals', deals], ALL, stateEnv());
    const env = stateEnv();
    const records = tempDir();
    const first = await play([...args, '--records', records, '--deals', deals], ones(k), env);
    expect(first.out).toContain('You left the match.');
    const second = await play(['--resume', '--deals', left], ALL, env);
    expect(second.err).toBe('');
    expect(Object.keys(recordsIn(whole))).toHaveLength(Number(deals));
    expect(recordsIn(records)).toEqual(recordsIn(whole));
  }

  it('pimc opponents (a real preset) play on as they would have', async () => {
    await bothWays(['--variant', 'haferltarock', '--seed', '3', '--players', 'me,pimc,pimc'], 3, '2', '1');
  });

  it('two people sharing the terminal, four at the table (the dealer sits out)', async () => {
    const args = ['--variant', 'mini-tarock(seats=4)', '--seed', '2', '--players', 'me,random,me,random'];
    await bothWays(args, 9, '2', '2');
  });

  it('records from the resumed deal on, when the saved match kept none', async () => {
    const env = stateEnv();
    await play([...MINI, '--deals', '1'], ALL, env);
    const records = tempDir();
    const r = await play(['--resume', '--records', records, '--deals', '1'], ALL, env);
    expect(r.code).toBe(0);
    expect(Object.keys(recordsIn(records))).toEqual(['deal-002.txt']);
    expect(recordsIn(records)['deal-002.txt']).toBe(straight.records['deal-002.txt']);
    // The folder is kept with the match: a removed folder is made again, the numbering goes on.
    rmSync(records, { recursive: true });
    await play(['--resume', '--deals', '1'], ALL, env);
    expect(Object.keys(recordsIn(records))).toEqual(['deal-003.txt']);
  });

  it('takes a file only with --resume, and one file', async () => {
    const env = stateEnv();
    const stray = await play([...MINI, 'my.json'], [], env);
    expect(stray.code).toBe(2);
    expect(unwrap(stray.err)).toContain(
      'my.json: a file goes with --resume (--resume FILE); to keep a new match in a file, --save FILE',
    );
    const two = await play(['--resume', 'a.json', '--save', 'b.json'], [], env);
    expect(two.code).toBe(2);
    expect(two.err).toContain('--resume a.json and --save b.json name two files');
  });
});

describe('tarock play --resume: computer players alone, after a crash', () => {
  /** An Io that fails (as a crash would) once it has written `marker`. */
  function crashing(env: Env, marker: string): Io {
    const { io } = memoryIo([], presets, false, env);
    return {
      ...io,
      write(text) {
        io.write(text);
        if (text.includes(marker)) throw new Error('crash');
      },
    };
  }

  const HAFERL = ['--variant', 'haferltarock', '--seed', '3', '--players', 'random,random,random'];
  // Löw, seed 6935: the first deal is thrown in for a hand without tarock and dealt again from
  // chance's stream as it stood; the crash comes after the action was kept.
  // The file holds the deal up to the last action shown (restarting the deal would give the same
  // records: the computer players and chance draw from the deal's own streams).
  it.each([
    ['as the deal is thrown in (chance deals again)', LOEW_THROWN_IN.args, 'has no tarock', 1, 0],
    ['in the play', HAFERL, 'Trick 3 goes to', 1, 9],
    // The deal (11 tricks) is over but not yet kept settled: it is kept before its last card.
    ['after the last card', HAFERL, 'Match after 1 deal', 1, 11 * 3 - 1],
  ])('%s', async (_, game, marker, deals, plays) => {
    const args = [...game, '--deals', '2'];
    const whole = tempDir();
    expect((await play([...args, '--records', whole], [], stateEnv())).code).toBe(0);
    const env = stateEnv();
    const records = tempDir();
    await expect(
      main(['play', ...args, '--first-dealer', 'S0', '--records', records], crashing(env, marker)),
    ).rejects.toThrow('crash');
    expect(readdirSync(records)).toEqual([]);
    const kept = JSON.parse(readFileSync(keptIn(env), 'utf8')) as {
      deal: { record: { turns: { action: { type: string } }[] } };
    };
    const types = kept.deal.record.turns.map((t) => t.action.type);
    expect(types.filter((t) => t === 'deal')).toHaveLength(deals);
    expect(types.filter((t) => t === 'play')).toHaveLength(plays);
    const resumed = await play(['--resume', '--deals', '2'], [], env);
    expect(resumed.err).toBe('');
    expect(recordsIn(records)).toEqual(recordsIn(whole));
  });

  it('needs --deals again, as a new match of computer players does', async () => {
    const env = stateEnv();
    await play([...HAFERL, '--deals', '1'], [], env);
    const r = await play(['--resume'], [], env);
    expect(r.code).toBe(2);
    expect(r.err).toContain('computer players alone need --deals N');
  });
});

describe('tarock play --resume: hints go on from where they stood', () => {
  it('a hint after resuming is the one the match would have given next', async () => {
    const args = ['--variant', 'haferltarock', '--seed', '3', '--players', 'me,random,random'];
    const hints = (out: string) =>
      out
        .split('> hint: ')
        .slice(1)
        .map((h) => h.slice(0, h.indexOf('\n> ')));
    const whole = hints((await play(args, ['hint', 'hint', 'quit'], stateEnv())).out);
    expect(whole).toHaveLength(2);
    expect(whole[1]).not.toBe(whole[0]);
    const env = stateEnv();
    await play(args, ['hint'], env);
    const resumed = hints((await play(['--resume'], ['hint', 'quit'], env)).out);
    expect(resumed).toEqual([whole[1]]);
  });
});

describe('tarock play --resume: a file it cannot continue is refused, and left as it is', () => {
  /** A match saved in the play of its second deal. */
  async function savedMidPlay() {
    const env = stateEnv();
    const k = turnsOf(straight.out).findIndex((t) => t.deal >= 2 && t.phase === 'play' && t.tricks > 0);
    await play(MINI, ones(k), env);
    const file = keptIn(env);
    return { env, file, json: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> };
  }

  async function refused(env: Env, file: string, text: string, reason: RegExp) {
    writeFileSync(file, text);
    const r = await play(['--resume'], ALL, env);
    expect(r.code).toBe(2);
    const said = unwrap(r.err).trimEnd().split('\n');
    expect(said[0]).toMatch(new RegExp(`^tarock play: cannot resume ${file}: `));
    expect(said.join(' ')).toMatch(reason);
    expect(r.err).not.toContain('usage:');
    expect(r.out).toBe('');
    expect(readFileSync(file, 'utf8')).toBe(text);
  }

  it('not JSON (cut short)', async () => {
    const { env, file } = await savedMidPlay();
    const text = readFileSync(file, 'utf8');
    await refused(env, file, text.slice(0, text.length >> 1), /it is not JSON \(/);
  });

  it('a newer version, or an unknown one', async () => {
    const { env, file, json } = await savedMidPlay();
    await refused(
      env,
      file,
      JSON.stringify({ ...json, v: 3 }),
      /saved by a newer tarock \(version 3; this one reads version 2\)/,
    );
    await refused(
      env,
      file,
      JSON.stringify({ ...json, v: '2' }),
      /its version "2" is not 2 \(nor 1, which is still read\)/,
    );
    // No "v" at all: said so, not "its version undefined".
    const { v: _, ...unversioned } = json;
    await refused(
      env,
      file,
      JSON.stringify(unversioned),
      /: it has no version \("v"\): this one reads version 2 \(and 1\)$/,
    );
  });

  it('keeps the deal in the record form, cards by name, and still reads a file of version 1 (card numbers)', async () => {
    const { env, file, json } = await savedMidPlay();
    expect(json['v']).toBe(2);
    const deal = json['deal'] as { record: unknown };
    const record = recordFromJson(deal.record);
    expect(record.ok).toBe(true);
    if (!record.ok) return;
    const dealt = record.value.turns[0]?.action;
    expect(dealt?.type === 'deal' && typeof dealt.hands[0]?.[0]).toBe('number');
    expect(JSON.stringify(deal.record)).toMatch(/"hands":\[\["[A-Z]/);
    // What version 1 wrote: the engine's record itself, cards as numbers.
    const v1 = JSON.stringify({ ...json, v: 1, deal: { ...(json['deal'] as object), record: record.value } });
    expect(v1).toMatch(/"hands":\[\[\d/);
    writeFileSync(file, v1);
    const fromV1 = await play(['--resume'], ALL, env);
    writeFileSync(file, JSON.stringify(json));
    const fromV2 = await play(['--resume'], ALL, env);
    expect(fromV1.code).toBe(0);
    expect(fromV1.out).toContain('The match is over.');
    expect(fromV1.out).toBe(fromV2.out);
  });

  it('a turn without its action (version 1 or 2): one line, no crash', async () => {
    const { env, file, json } = await savedMidPlay();
    const deal = json['deal'] as { record: { turns: unknown[] } };
    const broken = { ...deal, record: { ...deal.record, turns: [deal.record.turns[0], { actor: 1 }] } };
    await refused(
      env,
      file,
      JSON.stringify({ ...json, deal: broken }),
      /the deal's record: turns\[1\]: missing field "action"/,
    );
    await refused(
      env,
      file,
      JSON.stringify({ ...json, v: 1, deal: broken }),
      /the deal's record: turns\[1\]: expected an actor and its action/,
    );
  });

  it('an action the rules refuse', async () => {
    const { env, file, json } = await savedMidPlay();
    const deal = json['deal'] as { record: { turns: unknown[] } };
    const turns = deal.record.turns;
    // The last card played once more: out of turn, or a card no longer in the hand.
    const again = {
      ...json,
      deal: { ...deal, record: { ...deal.record, turns: [...turns, turns[turns.length - 1]] } },
    };
    await refused(
      env,
      file,
      JSON.stringify(again),
      new RegExp(`the deal in progress: action ${turns.length + 1} \\(S\\d play `),
    );
  });

  it('a card that is no card (the file edited by hand): the field named', async () => {
    const { env, file, json } = await savedMidPlay();
    const deal = json['deal'] as { record: { turns: { action: { hands: unknown[][] } }[] } };
    const [first, ...rest] = deal.record.turns;
    const hands = (first?.action.hands ?? []).map((h, i) => (i === 0 ? ['ZZ', ...h.slice(1)] : h));
    const edited = { ...first, action: { ...first?.action, hands } };
    const text = JSON.stringify({
      ...json,
      deal: { ...deal, record: { ...deal.record, turns: [edited, ...rest] } },
    });
    await refused(
      env,
      file,
      text,
      /the deal's record: turns\[0\]\.action\.hands\[0\]\[0\]: "ZZ" is not a card of the tarock54 pack/,
    );
  });

  it('an unknown game', async () => {
    const { env, file, json } = await savedMidPlay();
    await refused(
      env,
      file,
      JSON.stringify({ ...json, game: 'no-such-game' }),
      /its game no-such-game is unknown here: unknown variant "no-such-game"$/,
    );
  });

  it('a damaged match or Rng state', async () => {
    const { env, file, json } = await savedMidPlay();
    const match = json['match'] as Record<string, unknown>;
    await refused(
      env,
      file,
      JSON.stringify({ ...json, match: { ...match, totals: [1, 2] } }),
      /match.totals: expected 3 numbers, one per seat/,
    );
    const deal = json['deal'] as Record<string, unknown>;
    await refused(
      env,
      file,
      JSON.stringify({ ...json, deal: { ...deal, play: [1, 2, 3] } }),
      /"deal.chance" and "deal.play" must each be an Rng state/,
    );
  });

  it('a file that is not a saved match (a game record)', async () => {
    const { env, file } = await savedMidPlay();
    const records = tempDir();
    await play(
      [...MINI, '--records', records, '--deals', '1', '--save', join(tempDir(), 'other.json')],
      ALL,
      env,
    );
    const record = readFileSync(join(records, 'deal-001.txt'), 'utf8');
    await refused(
      env,
      file,
      record,
      /it is a game record, not a match kept by tarock play: read it with tarock replay /,
    );
    const r = await run(['replay', '--json', join(records, 'deal-001.txt')]);
    await refused(env, file, r.out, /it is not a match saved by tarock play \(no "format": "tarock-play"\)/);
  });

  it('no saved match', async () => {
    const env = stateEnv();
    const r = await play(['--resume'], [], env);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`tarock play: no match is saved in ${keptIn(env)}\n`);
  });
});

describe('tarock play: where the match is kept', () => {
  it('in --save FILE (folders made), said in the line that tells how to continue', async () => {
    const env = stateEnv();
    const file = join(tempDir(), 'evenings', 'my match.json');
    const first = await play([...MINI, '--save', file], ones(3), env);
    // The command on a line of its own when the two do not fit in 100 columns.
    expect(first.out.replace('it:\n  tarock', 'it: tarock')).toContain(
      `The match is saved; to continue it: tarock play --resume '${file}'\n`,
    );
    expect(existsSync(file)).toBe(true);
    expect(existsSync(keptIn(env))).toBe(false);
    const second = await play(['--resume', file], ALL, env);
    expect(second.code).toBe(0);
    expect(second.out).toContain('The match is over.');
    expect(existsSync(file)).toBe(false);
  });

  it('in $XDG_STATE_HOME/tarock/play.json, else ~/.local/state/tarock/play.json, else nowhere', async () => {
    const xdg = tempDir();
    await play(MINI, [], { XDG_STATE_HOME: xdg, HOME: tempDir() });
    expect(readdirSync(join(xdg, 'tarock'))).toEqual(['play.json']);
    // HOME when XDG_STATE_HOME is unset or relative (the XDG specification ignores it then).
    for (const XDG_STATE_HOME of [undefined, 'relative/state']) {
      const home = tempDir();
      const r = await play(MINI, [], { XDG_STATE_HOME, HOME: home });
      expect(r.out).toContain('to continue it: tarock play --resume\n');
      expect(existsSync(join(home, '.local', 'state', 'tarock', 'play.json'))).toBe(true);
    }
    // Nowhere to keep it by default: the match is played all the same, and says so; it cannot be
    // resumed from nowhere.
    const none = await play(MINI, ones(3), {});
    expect(none.code).toBe(0);
    expect(unwrap(none.err)).toContain(
      'the match is played without being kept: neither XDG_STATE_HOME nor HOME is set: name a file to keep the match in with --save FILE',
    );
    expect(none.out).toContain('You left the match.');
    expect(none.out).not.toContain('The match is saved');
    const back = await play(['--resume'], [], {});
    expect(back.code).toBe(2);
    expect(back.err).toContain('neither XDG_STATE_HOME nor HOME is set');
  });

  it('plays on without keeping the match where the default place cannot be written', async () => {
    const blocker = join(tempDir(), 'a-file');
    writeFileSync(blocker, '');
    const r = await play(MINI, ones(3), { XDG_STATE_HOME: blocker });
    expect(r.code).toBe(0);
    expect(unwrap(r.err)).toMatch(
      /^tarock play: the match is played without being kept: cannot keep the match in /,
    );
    expect(r.out).toContain('You left the match.');
    expect(r.out).not.toContain('The match is saved');
    expect(existsSync(join(blocker, 'tarock'))).toBe(false);
  });
  it('refuses to start where it cannot keep the match, and says when it no longer can', async () => {
    const env = stateEnv();
    const blocker = join(tempDir(), 'a-file');
    writeFileSync(blocker, '');
    const r = await play([...MINI, '--save', join(blocker, 'play.json')], ALL, env);
    expect(r.code).toBe(2);
    expect(unwrap(r.err)).toMatch(
      /^tarock play: cannot keep the match in \S*a-file\/play.json: .*; name another file with --save FILE\n$/,
    );
    expect(r.out).toBe('');
    // The folder turns into a file at your first turn: said once, play goes on, and at the end.
    const dir = join(tempDir(), 'keep');
    const { io, stdout, stderr } = memoryIo(ones(5), presets, false, env);
    const blocking = folderTurnsFile(io, dir);
    expect(await main(['play', ...MINI, '--save', join(dir, 'play.json')], blocking)).toBe(0);
    const said = unwrap(stderr()).trimEnd().split('\n');
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(
      /^tarock play: cannot keep the match in \S*keep\/play.json: .* \(play goes on\)$/,
    );
    expect(said[1]).toMatch(/^tarock play: the match is not saved: cannot keep the match in /);
    expect(stdout()).toContain('You left the match.');
    expect(stdout()).not.toContain('The match is saved');
  });
});

describe('tarock play: a saved match is not lost to a new one', () => {
  it('refuses to start over it without --new, and replaces it with --new', async () => {
    const env = stateEnv();
    await play(MINI, ones(2), env);
    const kept = readFileSync(keptIn(env), 'utf8');
    const again = await play(['--variant', 'haferltarock'], ALL, env);
    expect(again.code).toBe(2);
    expect(unwrap(again.err)).toBe(
      `tarock play: a match is saved in ${keptIn(env)}: continue it with tarock play --resume, or start this one with --new (which replaces the saved one)\n`,
    );
    expect(readFileSync(keptIn(env), 'utf8')).toBe(kept);
    const fresh = await play(['--variant', 'haferltarock', '--new', '--seed', '1'], [], env);
    expect(fresh.code).toBe(0);
    expect((JSON.parse(readFileSync(keptIn(env), 'utf8')) as { game: string }).game).toBe('haferltarock');
  });

  it('never writes a new match over a --save file that is no saved match, with --new or without', async () => {
    const dir = tempDir();
    const simulated = await run(
      ['simulate', '--variant', 'haferltarock', '--deals', '1', '--records', join(dir, 'records')],
      [],
    );
    expect(simulated.code).toBe(0);
    const record = readFileSync(join(dir, 'records', 'deal-1.json'), 'utf8');
    const files = {
      'deal-1.json': [record, 'a game record, not a match kept by tarock play'],
      'notes.txt': ['my notes\n', 'not a match kept by tarock play'],
    } as const;
    for (const [name, [text, said]] of Object.entries(files)) {
      const file = join(dir, name);
      writeFileSync(file, text);
      for (const args of [[], ['--new']]) {
        const r = await play(['--variant', 'haferltarock', '--save', file, ...args], ALL, stateEnv());
        expect(r.code).toBe(2);
        expect(unwrap(r.err)).toContain(`tarock play: ${file} is ${said}`);
        expect(unwrap(r.err)).toContain('name another file with --save FILE');
        expect(r.out).toBe('');
        expect(readFileSync(file, 'utf8')).toBe(text);
      }
    }
  });

  it('says a --save that is a folder is one, with --new or without (it said a match is saved there)', async () => {
    const dir = tempDir();
    for (const args of [[], ['--new']]) {
      const r = await play(['--variant', 'haferltarock', '--save', dir, ...args], ALL, stateEnv());
      expect(r.code).toBe(2);
      expect(unwrap(r.err)).toBe(
        `tarock play: ${dir} is a folder: --save names the file to keep the match in (--save FILE)\n`,
      );
      expect(r.out).toBe('');
      expect(readdirSync(dir)).toEqual([]);
    }
  });

  it('refuses --resume with a --variant, --players or --seed of another match; takes the same', async () => {
    const env = stateEnv();
    await play(MINI, ones(2), env);
    const kept = readFileSync(keptIn(env), 'utf8');
    for (const [option, value, said] of [
      ['--variant', 'haferltarock', 'mini-tarock'],
      ['--players', 'me,me,random', 'me,random,random'],
      ['--seed', '6', 'seed 5'],
    ] as const) {
      const r = await play(['--resume', option, value], ALL, env);
      expect(r.code).toBe(2);
      expect(unwrap(r.err)).toBe(
        `tarock play: ${option} ${value} is not the match saved in ${keptIn(env)} (${said}): leave ${option} out to continue it\n`,
      );
      expect(readFileSync(keptIn(env), 'utf8')).toBe(kept);
    }
    expect((await play(['--resume', '--new'], ALL, env)).code).toBe(2);
    const same = await play(['--resume', ...MINI], ALL, env);
    expect(same.code).toBe(0);
    expect(same.out).toContain('The match is over.');
  });
});

describe('tarock play: a record that cannot be written loses nothing', () => {
  it('stops with the reason, keeps the match before the deal was over, and --resume writes the record', async () => {
    const env = stateEnv();
    const records = tempDir();
    // The records folder turns into a file at your first turn: the first deal's record fails.
    const { io, stdout, stderr } = memoryIo(ALL, presets, false, env);
    const blocking = folderTurnsFile(io, records);
    expect(await main(['play', ...MINI, '--first-dealer', 'S0', '--records', records], blocking)).toBe(1);
    const said = unwrap(stderr());
    expect(said).toMatch(
      new RegExp(`^tarock play: cannot write the record of deal 1 into ${records}: ENOTDIR: .*\n$`),
    );
    expect(stdout()).toContain('\nThe match is saved; to continue it: tarock play --resume\n');
    expect(stdout()).not.toContain('=== Deal 2:');
    rmSync(records);
    mkdirSync(records);
    const resumed = await play(['--resume'], ALL, env);
    expect(resumed.err).toBe('');
    expect(resumed.code).toBe(0);
    expect(recordsIn(records)).toEqual(straight.records);
  });
});
