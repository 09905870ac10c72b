/** Game records: the JSON and text forms, replay, and the deal-summary envelope. */
export * from './record';
export * from './actionText';
export * from './json';
export * from './text';
export * from './replay';
export * from './turnSketch';
export * from './summary';
export * from './matchJson';
export * from './history';
export * from './outdated';
