import { describe, expect, it } from 'vitest';
import { cut, quoted } from './quoted';

describe('quoted: what an error message shows of a bad value', () => {
  it('is the JSON of a short value', () => {
    expect(quoted('EA')).toBe('"EA"');
    expect(quoted(7)).toBe('7');
    expect(quoted({ a: [1] })).toBe('{"a":[1]}');
    expect(quoted(undefined)).toBe('nothing');
  });

  it('cuts a long value after 40 characters', () => {
    expect(quoted('x'.repeat(100_000))).toBe(`"${'x'.repeat(39)}…`);
    expect(quoted([...Array(100).keys()])).toHaveLength(41);
  });

  it('names a value nested too deep to write, instead of overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(quoted(deep)).toBe('a list nested too deep to show');
    const object = JSON.parse(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`) as unknown;
    expect(quoted(object)).toBe('an object nested too deep to show');
  });

  it('says what 1e400 is (JSON.parse reads it as Infinity)', () => {
    expect(quoted(JSON.parse('1e400'))).toBe('a number beyond 1.8e308');
    expect(quoted(JSON.parse('-1e400'))).toBe('-a number beyond 1.8e308');
  });
});

it('cut: text as typed, cut after 40 characters', () => {
  expect(cut('"\\x"')).toBe('"\\x"');
  expect(cut('y'.repeat(50))).toBe(`${'y'.repeat(40)}…`);
});

it('cut: a control character is written as an escape, never sent raw', () => {
  expect(cut('"1\t2"')).toBe('"1\\t2"');
  expect(cut('a\u001b[2Jb\u0085')).toBe('a\\u001b[2Jb\\u0085');
});
