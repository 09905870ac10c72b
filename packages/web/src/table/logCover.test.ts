import { describe, expect, it } from 'vitest';
import { LOG_LINES, coveredLines } from './logCover';

describe('the log lines lying under the notes and calls (whole lines)', () => {
  const line = 17;
  const foot = 200;
  it.each([
    ['nothing over the log (the cover starts below its foot)', foot + 10, 0],
    ['a cover that starts at the foot', foot, 0],
    ['half a pixel of rounding is no line', foot - 0.4, 0],
    ['one line exactly', foot - line, 1],
    ['a line covered in part counts as covered', foot - line - 3, 2],
    ['three lines and a bit', foot - 3 * line - 1, 4],
    ['the whole log', foot - LOG_LINES * line, LOG_LINES],
    ['more than the log (never more lines than it has)', foot - 9 * line, LOG_LINES],
  ])('%s', (_, top, lines) => {
    expect(coveredLines(foot, top, line)).toBe(lines);
  });

  it('a log not laid out (no height) has no line covered', () => {
    expect(coveredLines(0, -50, 0)).toBe(0);
  });
});
