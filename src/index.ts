// The public library API of Leaves: the engine, solve() and the solver's hints, the fair one
// included (no Ink, no conf).
// See the README.
export * from './engine/cards/cards.js';
export * from './engine/types.js';
export type { Game, GameOption, Variant } from './engine/game.js';
export { gameOf, games, isPlayableGame, type PlayableGameId } from './engine/games.js';
export { describeCards, describeMove } from './engine/describe.js';
export { rankedMoves, type Hint, type RankedMove } from './engine/hints.js';
export { hint, type HintOptions, type SolverHint } from './solver/hint.js';
export { fairAdvice, type FairAdvice, type FairHintOptions, type StockView } from './solver/fairHint.js';
export { isKnown, redealUnseen, unseenCount } from './engine/unseen.js';
export { MAX_SEED, isValidSeed, mulberry32, shuffle } from './engine/cards/random.js';
export { freePlaces, isFree, type OverlapLayout, type OverlapPlace } from './engine/common/overlap.js';
export {
  InvalidSessionError, canRedo, canUndo, lastMove, movesPlayed, newSession, nextRedo, play, redo, replay, restart, undo,
  type Position, type Session,
} from './engine/session/session.js';
export { solve } from './solver/solve.js';
export { loadAllSolvers, loadSolver } from './solver/solverLoader.js';
import { loadAllSolvers } from './solver/solverLoader.js';

// solve() and hint() are synchronous: the library has every solver ready before it is used.
await loadAllSolvers();
export type { SolveOptions, SolveResult, Verdict } from './solver/types.js';
