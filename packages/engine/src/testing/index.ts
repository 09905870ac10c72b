/** @tarock/engine/testing: the shared conformance suite, golden playthroughs and test helpers. */
export * from './conformance';
export * from './equal';
export * from './games';
export * from './miniPreset';
export * from './playthrough';
export * from './random';
