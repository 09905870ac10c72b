/** @tarock/server: online tables (see docs/server.md). */
export { startServer, type ServerOptions, type RunningServer } from './server';
export { type Bot, type BotFactory, BOT_LEVELS, DEFAULT_LEVEL, defaultBots } from './bots';
export { openStore, type Store } from './store/store';
