import { describe, expect, it } from 'vitest';
import { wrapList } from '../src/wrap';
import { run } from './helpers';

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
