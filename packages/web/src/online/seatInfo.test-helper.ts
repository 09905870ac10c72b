/** A seat of an online table as the server lists it, for tests: a human "Anna" unless told. */
import type { SeatInfo } from '@tarock/protocol';

export const seatInfo = (over: Partial<SeatInfo>): SeatInfo => ({
  seat: 0,
  kind: 'human',
  level: 'pimc',
  name: 'Anna',
  connected: true,
  ready: false,
  bot: false,
  from: null,
  ...over,
});
