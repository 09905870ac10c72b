/** @tarock/bots: computer players that see only their seat's View, and bot matches. */
export type { Bot } from './bot';
export { randomBot } from './random';
export { heuristicBot } from './heuristic';
export {
  type Advice,
  type CardVotes,
  type Clock,
  PIMC_LEVELS,
  type PimcLevel,
  PimcSearch,
  pimcAdvice,
  pimcBot,
} from './pimc';
export type { SimulationResult } from './simulate';
export { BOT_NAMES, createBot, createMeasurementPlayer, thinkMsOf } from './registry';
export { type OmniscientPlayer, cheaterPlayer } from './omniscient';
export {
  ANALYSIS_NODES,
  type Aim,
  type AnalysisSolvers,
  type BonusLoss,
  type CardAnalysis,
  type CardVerdict,
  analyseCardPlay,
} from './analysis';
export { type Player, playDeal } from './arena';
export { type Knowledge, knowledgeOf } from './knowledge';
export { type SampledHands, sampleHands } from './sampler';
export { drawWorld, sampleWorld } from './world';
