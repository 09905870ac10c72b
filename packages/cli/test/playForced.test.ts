/**
 * `tarock play --play-forced`: a card that is the only one the seat may play is played without
 * asking (table comfort), shown as if typed; every other turn is asked as before.
 */
import { describe, expect, it } from 'vitest';
import { run } from './helpers';

const HAFERL = [
  'play',
  '--variant',
  'haferltarock',
  '--seed',
  '1',
  '--players',
  'me,random,random',
  '--deals',
  '1',
];
const ones = (n: number) => Array.from({ length: n }, () => '1');

/** Each turn shown: its choices line, and the answer line under it (typed or played by itself). */
function turns(out: string): { choices: string; answer: string }[] {
  const lines = out.split('\n');
  const found: { choices: string; answer: string }[] = [];
  lines.forEach((line, i) => {
    if (line.startsWith('Choices: ')) found.push({ choices: line, answer: lines[i + 1] ?? '' });
  });
  return found;
}

describe('tarock play --play-forced', () => {
  it('plays the only card a seat may play without asking, and asks every other turn', async () => {
    const r = await run([...HAFERL, '--play-forced'], ones(40));
    expect(r.code).toBe(0);
    const shown = turns(r.out);
    const forced = shown.filter((t) => /^Choices: 1\) play \S+$/.test(t.choices));
    expect(forced.length).toBeGreaterThan(0);
    for (const t of forced) {
      const card = t.choices.replace('Choices: 1) play ', '');
      expect(t.answer).toBe(`> play ${card} (the only card you may play)`);
    }
    // A turn with a choice still waits for an answer: nothing is played for it.
    for (const t of shown.filter((x) => !forced.includes(x))) expect(t.answer).not.toContain('the only card');
  });

  it('without the flag asks at a forced card too, and the same deal ends the same way', async () => {
    const withFlag = await run([...HAFERL, '--play-forced'], ones(40));
    const without = await run(HAFERL, ones(40));
    expect(without.out).not.toContain('the only card you may play');
    const result = (out: string) => /Result: .*/.exec(out)?.[0];
    expect(result(without.out)).toBeDefined();
    expect(result(withFlag.out)).toBe(result(without.out));
  });

  it('is in the usage', async () => {
    const r = await run(['play', '--help']);
    expect(r.out).toContain('--play-forced');
  });
});
