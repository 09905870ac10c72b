/** @tarock/protocol: the online-table messages, their schemas, limits and version. */
export * from './limits';
export * from './action';
export * from './client';
export * from './server';
export * from './decode';
export * from './seatToken';
// Its TableMatch type is server.ts's (the schema's, the same type: decode.test.ts).
export {
  type HeldLogOf,
  type KeptLog,
  type LogPiece,
  heldOf,
  keepLog,
  logFrom,
  matchOf,
  tableMatch,
} from './matchLog';
