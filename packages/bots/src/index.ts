/** @tarock/bots: computer players that see only their seat's View, and bot matches. */
export type { Bot } from './bot';
export { randomBot } from './random';
export { BOT_NAMES, createBot } from './registry';
export { playDeal } from './arena';
