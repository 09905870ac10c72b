import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fitHelp, lineWidth, longValue, wrapList, wrapMessage } from '../src/wrap';
import { run, tempDir } from './helpers';

describe('long lists wrap between their items', () => {
  it('breaks before the width, never inside an item, and indents what follows', () => {
    const items = ['1) discard ♥D', '2) discard ♥2', '3) discard ♥3'];
    expect(wrapList('Choices: ', items, '   ', 30)).toEqual([
      'Choices: 1) discard ♥D',
      '    2) discard ♥2',
      '    3) discard ♥3',
    ]);
    expect(wrapList('So far: ', ['a', 'b'], '; ', 30)).toEqual(['So far: a; b']);
  });

  it('lists the ten discards of a turn within the width (they made a line of 170 characters)', async () => {
    // Seed 9: S1 (you) bids and takes talon 0; then ten cards may be laid away.
    const r = await run(
      ['play', '--variant', 'mini-tarock', '--seed', '9', '--players', 'random,me,random'],
      ['bid play', 'talon 0', 'quit'],
    );
    const lines = r.out.split('\n');
    const at = lines.findIndex((l) => l.startsWith('Choices: 1) discard'));
    const block = [lines[at] ?? ''];
    for (const l of lines.slice(at + 1))
      if (l.startsWith('    ')) block.push(l);
      else break;
    expect(block.length).toBeGreaterThan(1);
    for (const l of block) expect(l.length).toBeLessThanOrEqual(100);
    expect(block.join(' ')).toContain('10) discard ');
  });
});

describe('long error messages wrap at their list separators', () => {
  it('breaks "unknown variant … (known: …)" after a ", " within 100 columns, every id whole', async () => {
    const r = await run(['deal', '--variant', 'nope', '--seed', '1']);
    expect(r.code).toBe(2);
    const lines = r.err.trimEnd().split('\n');
    const message = lines.slice(
      0,
      lines.findIndex((l) => l.startsWith('usage: ')),
    );
    expect(message.length).toBeGreaterThan(1);
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(100);
    for (const l of message.slice(0, -1)) expect(l).toMatch(/,$/);
    for (const l of message.slice(1)) expect(l).toMatch(/^ {4}\S/);
    // Joined again, the message is the one line it was, each variant id in it whole.
    const joined = message.map((l) => l.trim()).join(' ');
    expect(joined).toMatch(/^tarock deal: unknown variant "nope" \(known: [^)]*\); see tarock variants$/);
    expect(joined).toContain(', illustrated-mayr-sedlaczek-2016, ');
  });

  it('breaks "unknown option" the same way (it ran to 150 columns)', async () => {
    const r = await run(['simulate', '--bogus']);
    const lines = r.err.split('\n');
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(100);
    expect(lines[0]).toMatch(/^tarock simulate: unknown option --bogus \(options: --variant, .*,$/);
    expect(lines[1]).toMatch(/^ {4}--/);
  });

  it('never inside a quoted "…" nor a word, nor at a comma of the prose; else between words', () => {
    const path = `"${'dir/'.repeat(30)}a, b.json"`;
    expect(wrapMessage(`cannot read (${path}, x, y)`, 40)).toBe(`cannot read\n    (${path},\n    x, y)`);
    const word = 'x'.repeat(120);
    expect(wrapMessage(`no list here, ${word}`)).toBe(`no list here,\n    ${word}`);
    expect(wrapMessage(`a "quoted text with spaces" ${'y '.repeat(60)}`, 40).split('\n')[0]).toBe(
      'a "quoted text with spaces" y y y y y y',
    );
    expect(wrapMessage('short, fine')).toBe('short, fine');
  });

  it('goes on with the list after a piece too long for its line was broken between words (not one item alone)', () => {
    const text = `tarock replay: ${'r/'.repeat(20)}bad.json: turns[7].action.card: "ZZ" is not a card of the german36 pack (e.g. EA, G10, HO, SU, or ♣A, ♥O)`;
    expect(wrapMessage(text).split('\n')).toEqual([
      `tarock replay: ${'r/'.repeat(20)}bad.json: turns[7].action.card: "ZZ" is not a`,
      '    card of the german36 pack (e.g. EA, G10, HO, SU, or ♣A, ♥O)',
    ]);
  });
});

describe('every error the command prints wraps at 100 columns (main.ts), not one message at a time', () => {
  /** A folder with records of Mini Tarock (JSON), and one such record changed by `change`. */
  async function recordsAnd(change: (r: Record<string, unknown>) => Record<string, unknown>) {
    const dir = join(tempDir(), 'records-of-a-long-evening');
    const made = await run(['simulate', '--variant', 'mini-tarock', '--deals', '2', '--records', dir]);
    expect(made.code).toBe(0);
    const record = JSON.parse(readFileSync(join(dir, 'deal-1.json'), 'utf8')) as Record<string, unknown>;
    const file = join(dir, 'changed-record-of-the-first-deal.json');
    writeFileSync(file, JSON.stringify(change(record)));
    return { dir, file };
  }

  it.each([
    [
      '--records on a folder that holds records',
      async () => {
        const { dir } = await recordsAnd((r) => r);
        return ['simulate', '--variant', 'mini-tarock', '--deals', '2', '--records', dir];
      },
    ],
    [
      'replay of a finished deal whose result is null',
      async () => {
        const { file } = await recordsAnd((r) => ({ ...r, result: null }));
        return ['replay', file];
      },
    ],
    [
      'replay of a record of another rules version',
      async () => {
        const { file } = await recordsAnd((r) => ({ ...r, rulesVersion: 99 }));
        return ['replay', file];
      },
    ],
    ['a variant that is no game name', async () => ['deal', '--variant', 'haferltarock(', '--seed', '1']],
    [
      'a deal summary the rules refuse',
      async () => {
        const file = join(tempDir(), 'summary-of-a-deal-with-kontra-written-at-a-live-table.json');
        const summary = {
          format: 'tarock-deal-summary',
          version: 1,
          variant: 'haferltarock',
          dealer: 0,
          contract: 'hand',
          declarer: 1,
          trump: 'S',
          target: 66,
          points: { declarer: 70, defenders: 50 },
          tricks: { declarer: 7, defenders: 4 },
          kontra: 1,
          pot: 150,
        };
        writeFileSync(file, JSON.stringify(summary));
        return ['score', file];
      },
    ],
  ])('%s', async (_, args) => {
    const r = await run(await args());
    expect(r.code).not.toBe(0);
    const lines = r.err.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(100);
  });

  it('the refusal to start over a saved match', async () => {
    const env = { XDG_STATE_HOME: join(tempDir(), 'a-state-folder-with-a-long-name-as-some-have') };
    const args = ['play', '--variant', 'mini-tarock', '--players', 'me,random,random'];
    await run(args, ['quit'], false, env);
    const r = await run(args, [], false, env);
    expect(r.code).toBe(2);
    expect(r.err).toContain('a match is saved in');
    for (const l of r.err.trimEnd().split('\n')) expect(l.length, l).toBeLessThanOrEqual(100);
  });
});

describe('a seed too long for a line', () => {
  const seed = `a-long-evening-${'x'.repeat(150)}-end`;
  const pieces = [seed.slice(0, 100), seed.slice(100)];
  const expectSeedBlock = (lines: readonly string[], option: string) => {
    const at = lines.findIndex((l) => l.startsWith('Seed ('));
    expect(lines[at]).toBe(
      `Seed (${seed.length} characters on 2 lines: join them without the line breaks for ${option}):`,
    );
    expect(lines.slice(at + 1, at + 3)).toEqual(pieces);
    // Joined again, the lines are the seed given.
    expect(lines.slice(at + 1, at + 3).join('')).toBe(seed);
  };

  it.each([
    [
      'simulate',
      ['simulate', '--variant', 'mini-tarock', '--deals', '1', '--seed', seed],
      /^mini-tarock: 1 deal, seed below, players /m,
    ],
    [
      'play',
      [
        'play',
        '--variant',
        'mini-tarock',
        '--players',
        'random,random,random',
        '--deals',
        '1',
        '--seed',
        seed,
      ],
      /^Mini Tarock \(test rule set\) \(mini-tarock\), seed below\. Type help at your turn\.$/m,
    ],
    ['deal', ['deal', '--variant', 'mini-tarock', '--seed', seed], /^mini-tarock, seed below, dealer S0$/m],
  ])(
    '%s prints it in whole-width pieces under its header, and says how to join them',
    async (_cmd, args, said) => {
      const r = await run(args);
      expect(r.code).toBe(0);
      const lines = r.out.split('\n');
      for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(100);
      expect(r.out).toMatch(said);
      expectSeedBlock(lines, '--seed');
    },
  );

  it('deal: a seed that fits the line alone but not beside the dealer is printed below too', async () => {
    const seed = 'y'.repeat(75);
    const r = await run(['deal', '--variant', 'mini-tarock', '--seed', seed]);
    const lines = r.out.split('\n');
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(100);
    expect(lines.slice(0, 3)).toEqual([
      'mini-tarock, seed below, dealer S0',
      'Seed (75 characters, for --seed):',
      seed,
    ]);
  });

  it('keeps a seed that fits on its line as it was', () => {
    expect(longValue('seed', '12345', ',', '--seed', 98)).toEqual({ item: 'seed 12345,', after: [] });
  });
});

describe('lines keep within a narrower terminal (its width or COLUMNS, 60 to 100)', () => {
  it('reads the width from COLUMNS, else the terminal, within 60 to 100', () => {
    expect(lineWidth(undefined, {})).toBe(100);
    expect(lineWidth(80, {})).toBe(80);
    expect(lineWidth(200, {})).toBe(100);
    expect(lineWidth(40, {})).toBe(60);
    expect(lineWidth(120, { COLUMNS: '72' })).toBe(72);
    expect(lineWidth(72, { COLUMNS: 'wide' })).toBe(72);
  });

  const widest = (text: string) => Math.max(...text.split('\n').map((l) => [...l].length));

  it('plays an Illustrated deal at 80 columns with no line past them (the trick and talon lines too)', async () => {
    const args = ['play', '--variant', 'illustrated-beck', '--players', 'me,random,random', '--seed', '4'];
    const input = Array.from({ length: 60 }, () => '1');
    const wide = await run([...args, '--deals', '1'], input, false, { XDG_STATE_HOME: tempDir() });
    const narrow = await run([...args, '--deals', '1'], input, false, {
      XDG_STATE_HOME: tempDir(),
      COLUMNS: '80',
    });
    expect(wide.code).toBe(0);
    expect(narrow.code).toBe(0);
    expect(widest(wide.out)).toBeGreaterThan(80);
    expect(widest(narrow.out)).toBeLessThanOrEqual(80);
    // The same game, only wrapped differently.
    expect(narrow.out.replace(/\s+/g, ' ')).toBe(wide.out.replace(/\s+/g, ' '));
  });

  it('reflows help that does not fit and leaves what fits as it was', async () => {
    const wide = await run(['simulate', '--help']);
    const narrow = await run(['simulate', '--help'], [], false, { COLUMNS: '80' });
    expect(widest(wide.out)).toBeGreaterThan(80);
    expect(widest(narrow.out)).toBeLessThanOrEqual(80);
    expect(narrow.out.replace(/\s+/g, ' ')).toBe(wide.out.replace(/\s+/g, ' '));
    expect(fitHelp(['  --x  short', '       more'], 80)).toEqual(['  --x  short', '       more']);
    expect(fitHelp(['  --x  one two three four', '       five'], 20)).toEqual([
      '  --x  one two three',
      '       four five',
    ]);
  });
});
