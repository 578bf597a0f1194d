// Whether an Autumn Leaves game can still be won once the stock is gone. The rules page's "no
// legal move remains" can never happen with six columns and four suits (two top cards always
// share a suit, and an empty column takes anything), so a stuck game would go on for ever. This
// searches every position reachable from here (the stock is empty, so nothing new arrives) and
// answers false only when none of them is won: a proof, not a guess. The search runs in slices
// (one position each) so the UI can answer keys while it goes on.
import { autumnLeaves, type AutumnLeavesState } from './autumnLeaves.js';
import { SUITS } from './cards.js';
import type { SteppedSearch } from './steppedSearch.js';
import type { GameState, Move } from './types.js';

/** The same columns in any order are the same position. */
function positionKey(state: GameState): string {
  return state.tableau
    .map((column) => column.map((c) => String.fromCharCode(64 + c.rank * 4 + SUITS.indexOf(c.suit) + (c.faceUp ? 0 : 80))).join(''))
    .sort()
    .join('|');
}

/**
 * Orders moves so the search meets a win soon where there is one: moves that build a run (onto
 * the card one rank higher) come last, so they are searched first.
 */
function promisingLast(state: GameState, moves: Move[]): Move[] {
  const builds = (move: Move) => {
    if (move.type !== 'move') return false;
    const from = state.tableau[move.from.index]!;
    const to = state.tableau[move.to.index]!;
    const moving = from[from.length - move.count]!;
    const onto = to[to.length - 1];
    return onto !== undefined && onto.rank === moving.rank + 1;
  };
  return [...moves.filter((m) => !builds(m)), ...moves.filter(builds)];
}

/**
 * true: a win is still reachable; false: no reachable position is won; undefined: the stock still
 * has cards, or the search met its limit of positions before it could tell. Yields after each
 * position it expands.
 */
export function* searchCanStillWin(state: AutumnLeavesState, limit = 5_000): SteppedSearch<boolean | undefined> {
  if (state.stock.length > 0) return undefined;
  if (autumnLeaves.status(state) === 'won') return true;
  const seen = new Set([positionKey(state)]);
  const stack = [state];
  while (stack.length > 0) {
    const position = stack.pop()!;
    for (const move of promisingLast(position, autumnLeaves.legalMoves(position))) {
      const next = autumnLeaves.applyMove(position, move);
      if (autumnLeaves.status(next) === 'won') return true;
      const key = positionKey(next);
      if (seen.has(key)) continue;
      if (seen.size >= limit) return undefined;
      seen.add(key);
      stack.push(next);
    }
    yield;
  }
  return false;
}
