/** @tarock/protocol: the online-table messages, their schemas, limits and version. */
export * from './limits';
export * from './action';
export * from './client';
export * from './server';
export * from './decode';
