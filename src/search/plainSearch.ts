// A plain exhaustive search over any game, through the engine's own legalMoves and applyMove:
// depth-first, every legal move, with a set of positions already seen. No pruning at all, so its
// 'lost' is a proof by construction. Far too slow for whole deals; it is the reference that each
// game's fast solver is checked against on small positions.
import type { SearchBudget } from './budget.js';
import type { SearchOutcome } from './outcome.js';

/** What the plain search needs of a game's rules: a GameRules is one. */
export interface PlainRules<S, M> {
  legalMoves(state: S): M[];
  applyMove(state: S, move: M): S;
  status(state: S): string;
}

/**
 * `keyOf` names a position for the seen-set: two states with the same key must have the same
 * futures (the same legal moves leading to the same keys, and the same status).
 */
export function plainSearch<S, M>(
  rules: PlainRules<S, M>, start: S, budget: SearchBudget, keyOf: (state: S) => string,
): SearchOutcome<M> {
  if (rules.status(start) === 'won') return { verdict: 'winnable', moves: [] };
  const seen = new Set<string>([keyOf(start)]);
  // Each frame: a position, its moves, the next one to try, and the move that led to it.
  const stack: { state: S; moves: M[]; next: number; via?: M }[] = [{ state: start, moves: rules.legalMoves(start), next: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.moves.length) {
      stack.pop();
      continue;
    }
    const move = frame.moves[frame.next++]!;
    const state = rules.applyMove(frame.state, move);
    if (rules.status(state) === 'won') {
      return { verdict: 'winnable', moves: [...stack.slice(1).map((f) => f.via!), move] };
    }
    const key = keyOf(state);
    if (seen.has(key)) continue;
    if (!budget.spend()) return { verdict: 'unknown' };
    seen.add(key);
    stack.push({ state, moves: rules.legalMoves(state), next: 0, via: move });
  }
  return { verdict: 'lost' };
}
