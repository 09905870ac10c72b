import { describe, expect, it } from 'vitest';
import { chimes } from './turnChime';

describe('the chime at an online table', () => {
  it.each([
    ['the turn comes while the tab is in the background', null, 'Your turn', true, true, true],
    ['the next deal asks for ready in the background', null, 'Ready?', true, true, true],
    ['from one ask to another', 'Ready?', 'Your turn', true, true, true],
    ['the tab is in view (the table shows it)', null, 'Your turn', false, true, false],
    ['the player turned it off', null, 'Your turn', true, false, false],
    ['the same ask again (a frame of the same turn)', 'Your turn', 'Your turn', true, true, false],
    ['the ask answered', 'Your turn', null, true, true, false],
  ])('%s', (_what, before, now, hidden, on, expected) => {
    expect(chimes(before, now, hidden, on)).toBe(expected);
  });
});
