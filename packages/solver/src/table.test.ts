import { describe, expect, it } from 'vitest';
import { NO_BOUND_HI, NO_BOUND_LO, TranspositionTable } from './table';

describe('transposition table', () => {
  it('finds what was stored, with its bounds and move, and nothing else', () => {
    const tt = new TranspositionTable(4);
    tt.store(5, 77, 10, 20, 33, 4);
    expect(tt.probe(5, 77)).toBe(true);
    expect([tt.lower, tt.upper, tt.move]).toEqual([10, 20, 33]);
    expect(tt.probe(5, 78)).toBe(false);
    expect([tt.lower, tt.upper, tt.move]).toEqual([NO_BOUND_LO, NO_BOUND_HI, -1]);
  });

  it('merges the bounds of one position and keeps its move when a store has none', () => {
    const tt = new TranspositionTable(4);
    tt.store(5, 77, 10, NO_BOUND_HI, 33, 4);
    tt.store(5, 77, NO_BOUND_LO, 15, -1, 4);
    expect(tt.probe(5, 77)).toBe(true);
    expect([tt.lower, tt.upper, tt.move]).toEqual([10, 15, 33]);
  });

  it('keeps the deepest position of a bucket when shallower ones fall on it', () => {
    const tt = new TranspositionTable(4);
    tt.store(5, 1, 30, 30, 1, 9); // deep
    tt.store(5, 2, 20, 20, 2, 3); // shallower: the other slot
    tt.store(5, 3, 10, 10, 3, 2); // shallower again: replaces the other slot, not the deep one
    expect(tt.probe(5, 1)).toBe(true);
    expect(tt.lower).toBe(30);
    expect(tt.probe(5, 2)).toBe(false);
    expect(tt.probe(5, 3)).toBe(true);
    tt.store(5, 4, 40, 40, 4, 9); // as deep: takes the deep slot
    expect(tt.probe(5, 4)).toBe(true);
    expect(tt.probe(5, 1)).toBe(false);
    expect(tt.probe(5, 3)).toBe(true);
  });

  it('forgets everything on clear', () => {
    const tt = new TranspositionTable(4);
    tt.store(5, 1, 30, 30, 1, 9);
    tt.clear();
    expect(tt.probe(5, 1)).toBe(false);
  });

  it('clamps bounds to 16 bits and stores "no move"', () => {
    const tt = new TranspositionTable(4);
    tt.store(7, 9, -100_000, 100_000, -1, 1);
    expect(tt.probe(7, 9)).toBe(true);
    expect([tt.lower, tt.upper, tt.move]).toEqual([NO_BOUND_LO, NO_BOUND_HI, -1]);
  });
});
