/** @tarock/server: online tables (see docs/server.md). */
export { startServer, type ServerOptions, type RunningServer } from './server';
export { BOT_LEVELS, DEFAULT_LEVEL } from './computer/levels';
export type { ComputerPlayers, Decision } from './computer/players';
export { BotPool, type PoolOptions } from './computer/pool';
export { openStore, type Store } from './store/store';
export { FileServedElsewhere } from './store/soleServer';
