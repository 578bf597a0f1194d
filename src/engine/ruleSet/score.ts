// A rule-set game's score, by its kind of foundation (the family conventions of engine/common/scoring.ts):
// foundations by suit score each card the player put up, runs each card of a run that left the
// table, a hole each card cleared from the columns (and the stock left at a win). Said from the
// state alone, so an old save scores as it replays and undo takes points back with the move.
import { cardScore, clearingScore } from '../common/scoring.js';
import type { Knobs } from './knobs.js';
import type { RuleSetState } from './state.js';
import { ruleSetStatus } from './status.js';

/** Cards the deal itself puts up: an ace a foundation where aces start up, and a foundation's first card where the deal chooses the base. */
function dealtUp(k: Knobs): number {
  return (k.acesStartUp ? k.foundationPiles : 0) + (k.base === 'first-dealt' ? 1 : 0);
}

const count = (piles: readonly (readonly unknown[])[]) => piles.reduce((n, pile) => n + pile.length, 0);

export function ruleSetScore(k: Knobs, state: RuleSetState, elapsedMs: number): number {
  const won = ruleSetStatus(k, state) === 'won';
  switch (k.kind) {
    case 'suits':
      return cardScore(count(state.foundations) - dealtUp(k), won, elapsedMs);
    case 'runs':
      return cardScore(count(state.removed), won, elapsedMs);
    case 'hole':
      return clearingScore(k.cards.reduce((n, cards) => n + cards, 0) - count(state.tableau), state.stock.length, won, elapsedMs);
  }
}
