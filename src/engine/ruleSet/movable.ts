// How many cards off the top of a pile the player may pick up together, whether or not any pile
// takes them: the group rule and, where groups are limited, the room to move them; and which counts
// up to that the group rule allows (the last card or the whole pile, not the cards between).
import type { PileRef } from '../types.js';
import { groupLimit, maxGroup } from './fit.js';
import type { Knobs } from './knobs.js';
import type { RuleSetState } from './state.js';

export function ruleSetMovableCount(k: Knobs, state: RuleSetState, from: PileRef): number {
  switch (from.pile) {
    case 'tableau': {
      const column = state.tableau[from.index];
      if (!column) return 0;
      const most = maxGroup(k, column);
      if (most <= 1) return most;
      const limit = groupLimit(k, state, false);
      if (k.group === 'whole-pile') return most <= limit ? most : 0;
      if (k.group === 'top-or-whole-pile') return most <= limit ? most : 1;
      return Math.min(most, limit);
    }
    case 'cell':
      return (state.cells[from.index]?.length ?? 0) > 0 ? 1 : 0;
    case 'reserve': {
      const pile = state.reserve[from.index] ?? [];
      return pile.length > 0 && pile[pile.length - 1]!.faceUp ? 1 : 0;
    }
    case 'waste':
      return state.waste.length > 0 ? 1 : 0;
    case 'foundation':
      return k.kind === 'suits' && k.cardsComeBack && (state.foundations[from.index]?.length ?? 0) > 0 ? 1 : 0;
    default:
      return 0;
  }
}

/** The counts of top cards that may move together, fewest first. */
export function ruleSetGroupSizes(k: Knobs, state: RuleSetState, from: PileRef): number[] {
  const most = ruleSetMovableCount(k, state, from);
  if (from.pile === 'tableau' && most > 1 && k.group === 'whole-pile') return [most];
  if (from.pile === 'tableau' && most > 1 && k.group === 'top-or-whole-pile') return [1, most];
  return Array.from({ length: most }, (_, i) => i + 1);
}
