// A winning line in words, as the move log writes each move ("7♠ onto 8♥", "drew from the stock").
import { describeMove } from '../engine/describe.js';
import { gameOf } from '../engine/games.js';
import type { GameState, Move } from '../engine/types.js';

export function describeLine(state: GameState, moves: readonly Move[]): string[] {
  const rules = gameOf(state);
  const words: string[] = [];
  let position = state;
  for (const move of moves) {
    words.push(describeMove(position, move));
    position = rules.applyMove(position, move);
  }
  return words;
}
