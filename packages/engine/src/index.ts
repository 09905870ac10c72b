/** @tarock/engine: the public API. */
export * from './cards/pack';
export * from './cards/notation';
export * from './cards/counting';
export * from './core/result';
export * from './core/quoted';
export * from './core/rng';
export * from './core/types';
export {
  type ListJoin,
  type Phrase,
  type PhraseArg,
  type PhraseFormat,
  type Templates,
  ENGLISH_FORMAT,
  placeholders,
  renderPhrase,
  thirdsText,
} from './core/phrase';
export * from './core/state';
export * from './core/ruleset';
export * from './core/ruleCard';
export * from './presets/ruleCard';
export * from './core/firstDealer';
export * from './core/auctionMoment';
export * from './core/flow';
export * from './core/game';
export * from './core/view';
export * from './core/match';
export * from './core/actions';
export * from './core/named';
export * from './core/deal';
export * from './play/kernel';
export * from './play/refusal';
export * from './presets/index';
export * from './presets/phrases';
export * from './records/index';
export * from './bavarian/index';
