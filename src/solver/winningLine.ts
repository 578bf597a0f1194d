// The solver's winning lines, remembered by position: following a line's hints from a deal costs
// one search, not one per move.
import { gameOf } from '../engine/games.js';
import type { GameState, Move } from '../engine/types.js';
import { solve } from './solve.js';
import type { SolveOptions } from './types.js';

export const DEFAULT_HINT_MS = 250;
/** How many winning lines are remembered (the newest ones). */
const LINES_KEPT = 4;

/** Every position along a remembered line, by its key, to the moves left from there. */
const remembered = new Map<string, { line: readonly Move[]; at: number }>();
const lineKeys: string[][] = [];

function positionKey(state: GameState): string {
  return JSON.stringify(state);
}

function remember(state: GameState, line: readonly Move[]): void {
  const rules = gameOf(state);
  const keys: string[] = [];
  let position = state;
  for (let at = 0; at < line.length; at++) {
    const key = positionKey(position);
    remembered.set(key, { line, at });
    keys.push(key);
    position = rules.applyMove(position, line[at]!);
  }
  lineKeys.push(keys);
  while (lineKeys.length > LINES_KEPT) for (const key of lineKeys.shift()!) remembered.delete(key);
}

/** The moves that win from here, as far as the solver can tell within the limit. */
export function winningLine(state: GameState, timeLimitMs = DEFAULT_HINT_MS): readonly Move[] | undefined {
  const known = solveRemembered(state, { timeLimitMs, shorten: true });
  return known.verdict === 'winnable' && known.moves.length > 0 ? known.moves : undefined;
}

/** The solver's verdict on this position, and its winning line: a remembered one, else solved within the limits. */
export function solveRemembered(state: GameState, limits: SolveOptions): { verdict: 'winnable'; moves: readonly Move[] } | { verdict: 'lost' | 'unknown' } {
  const known = remembered.get(positionKey(state));
  if (known) return { verdict: 'winnable', moves: known.line.slice(known.at) };
  const result = solve(state, limits);
  if (result.verdict === 'winnable' && result.moves.length > 0) remember(state, result.moves);
  return result;
}

