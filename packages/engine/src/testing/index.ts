/** @tarock/engine/testing: the shared conformance suite, golden playthroughs and test helpers. */
export * from './checks';
export * from './conformance';
export * from './garbage';
export * from './hidden';
export * from './viewSwap';
export * from './equal';
export * from './games';
export * from './lines';
export * from './miniPreset';
export * from './playthrough';
export * from './random';
export * from './scenario';
export * from './jsonSlots';
