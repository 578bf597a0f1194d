// Hints that win: when the solver knows a winning line from this position, the hint is its next
// move; otherwise it is the engine's heuristic hint. Lines found are remembered by position, so
// following the hints from a deal costs one search, not one per move.
import { stockAdvice, winInReach } from '../engine/describe.js';
import { gameOf } from '../engine/games.js';
import { hint as heuristicHint, type Hint } from '../engine/hints.js';
import type { GameState, Move } from '../engine/types.js';
import { solve } from './solve.js';

export interface HintOptions {
  /** How long the solver may look for a win when none is remembered (default 250 ms). */
  timeLimitMs?: number;
  /** The move played last: the heuristic never suggests its exact reverse. */
  previous?: Move;
}

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
  const known = remembered.get(positionKey(state));
  if (known) return known.line.slice(known.at);
  const result = solve(state, { timeLimitMs, shorten: true });
  if (result.verdict !== 'winnable' || result.moves.length === 0) return undefined;
  remember(state, result.moves);
  return result.moves;
}

/** The hint for this position: the next move of a winning line, or else the heuristic one. */
export function hint(state: GameState, options: HintOptions = {}): Hint {
  const line = winningLine(state, options.timeLimitMs);
  const next = line?.[0];
  if (!line || !next) return heuristicHint(state, options.previous);
  const reason = winInReach(line.length);
  if (next.type === 'move') return { kind: 'move', move: next, reason };
  return { kind: 'deal', reason: `${stockAdvice(state, next)} (${reason})` };
}
