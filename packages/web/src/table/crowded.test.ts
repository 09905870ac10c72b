import { describe, expect, it, vi } from 'vitest';
import { crowdedAfter, crowdedKey, overflows, roomOf } from './crowded';

/** A desktop's float over five log lines (2.45rem + 0.3rem + 5 × 1.25 × 0.85rem) and a call's row. */
const FLOAT = 129;
const ROW = 45.6;

describe('the room the calls have up to the felt’s foot', () => {
  it.each([
    ['the float and the log’s top margin', FLOAT, '6.4px', FLOAT + 6.4],
    ['a log without a top margin', FLOAT, '0px', FLOAT],
    ['a margin that is not a length (not laid out) counts as none', FLOAT, 'auto', FLOAT],
    ['no margin read at all', FLOAT, '', FLOAT],
    ['a float not laid out: the margin alone', 0, '6.4px', 6.4],
  ])('%s', (_, float, margin, room) => {
    expect(roomOf(float, margin)).toBeCloseTo(room, 6);
  });
});

describe('calls more than the room holds', () => {
  const room = roomOf(FLOAT, '6.4px');
  it.each([
    ['one row', ROW, false],
    ['an exact fit', room, false],
    ['half a pixel over is rounding', room + 0.5, false],
    ['just over half a pixel', room + 0.6, true],
    ['one row too many (a row each beyond the fit)', room + ROW, true],
    ['a Beck defender’s ten answers in four rows', 4 * ROW, true],
  ])('%s', (_, content, crowded) => {
    expect(overflows(content, room)).toBe(crowded);
  });

  it.each([
    ['no calls in no room', 0, false],
    ['half a pixel of calls in no room', 0.5, false],
    ['one row in no room at all', ROW, true],
  ])('%s', (_, content, crowded) => {
    expect(overflows(content, 0)).toBe(crowded);
  });
});

describe('what a measure is made for', () => {
  it('the same calls at the same width are one measure', () => {
    expect(crowdedKey(1074, 'de [a,b]')).toBe(crowdedKey(1074, 'de [a,b]'));
  });
  it.each([
    ['another width', crowdedKey(998, 'de [a,b]')],
    ['other calls (another turn)', crowdedKey(1074, 'de [a,c]')],
    ['the calls in another language', crowdedKey(1074, 'en [a,b]')],
    ['no calls (not the player’s turn)', crowdedKey(1074, '')],
  ])('%s is another', (_, other) => {
    expect(other).not.toBe(crowdedKey(1074, 'de [a,b]'));
  });
});

describe('crowded for which calls at which width', () => {
  const here = crowdedKey(1074, 'de ten answers');
  const fits = { content: 2 * ROW, room: FLOAT };
  const tooMany = { content: 4 * ROW, room: FLOAT };

  it('calls that fit leave the float uncrowded', () => {
    expect(crowdedAfter(null, here, () => fits)).toBeNull();
  });

  it('calls a row too many crowd it, for these calls at this width', () => {
    expect(crowdedAfter(null, here, () => ({ content: FLOAT + ROW, room: FLOAT }))).toBe(here);
  });

  it('crowded, it stays so for the same calls at the same width, not measured again (in fewer words they fit)', () => {
    const measure = vi.fn(() => fits);
    expect(crowdedAfter(here, here, measure)).toBe(here);
    expect(measure).not.toHaveBeenCalled();
  });

  it('another width is measured again: where the calls fit there, they are not crowded', () => {
    const wider = crowdedKey(1600, 'de ten answers');
    const measure = vi.fn(() => fits);
    const after = crowdedAfter(here, wider, measure);
    expect(measure).toHaveBeenCalledTimes(1);
    expect(after).not.toBe(wider);
    // Back at the first width the same calls are crowded at once, as they were measured there.
    expect(after).toBe(here);
  });

  it('a new turn is measured again: its calls crowd the float when they are too many', () => {
    const next = crowdedKey(1074, 'de recontra');
    expect(crowdedAfter(here, next, () => tooMany)).toBe(next);
    expect(crowdedAfter(here, next, () => fits)).not.toBe(next);
  });

  it('nothing laid out to measure leaves it as it was', () => {
    expect(crowdedAfter(null, here, () => null)).toBeNull();
    const other = crowdedKey(998, 'de ten answers');
    expect(crowdedAfter(other, here, () => null)).toBe(other);
  });
});
