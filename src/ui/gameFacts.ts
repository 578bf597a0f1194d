// The facts the header shows for each game beside the deal number, moves and time.
import { dealsLeft } from '../engine/autumnLeaves.js';
import type { GameState } from '../engine/types.js';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function gameFacts(state: GameState): string[] {
  switch (state.game) {
    case 'autumn-leaves':
      return [`${plural(dealsLeft(state), 'deal')} left`];
    default:
      return [];
  }
}
