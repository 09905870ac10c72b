/** @tarock/solver: the perfect-information trick-play solver. */
export * from './scoring';
export * from './position';
export { TrickSolver, type SolverOptions } from './solver';
export * from './search';
export { minimaxValue } from './minimax';
