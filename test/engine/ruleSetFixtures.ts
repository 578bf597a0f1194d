// Reading a hand-written game's position as the rules engine's (RuleSetState), and the parts of a
// position two readings of the same rules must agree on, for ruleSetAgreement.test.ts.
import type { Game } from '../../src/engine/game.js';
import { ruleSetGame } from '../../src/engine/ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../src/engine/ruleSet/ruleSet.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import type { GameState, Move, PileRef } from '../../src/engine/types.js';

/** The rules engine's game for a rule set. */
export function engineFor(rules: RuleSet): Game<RuleSetState> {
  return ruleSetGame(rules);
}

/** How many times the waste has been turned over: Klondike counts `recycles`, the rules engine `redeals`. */
function redealsOf(state: GameState): number {
  const counters = state as { recycles?: number; redeals?: number };
  return counters.recycles ?? counters.redeals ?? 0;
}

/**
 * The same position as the rules engine holds it (sharing the piles: both engines are pure): the same piles (foundation i holds SUITS[i] in
 * both; Spider's completed runs are `removed` in both and its foundations none), no reserve, the
 * ace as every foundation's base, and Klondike's recycles as redeals.
 */
export function toRuleSetState(state: GameState, engineId: string): RuleSetState {
  return {
    game: engineId,
    seed: state.seed,
    options: {},
    tableau: state.tableau,
    stock: state.stock,
    waste: state.waste,
    foundations: state.foundations,
    removed: state.removed,
    cells: state.cells ?? [],
    reserve: [],
    baseRank: 1,
    redeals: redealsOf(state),
  };
}

/** What both readings must reach after the same move: every pile, face-up flags included, and the redeals made. */
export function comparablePiles(state: GameState): object {
  const { tableau, stock, waste, foundations, removed } = state;
  return { tableau, stock, waste, foundations, removed, cells: state.cells ?? [], redeals: redealsOf(state) };
}

/** A move as one string, to compare lists of moves as sets. */
export function movesKey(move: Move): string {
  if (move.type !== 'move') return move.type;
  return `${move.from.pile}${move.from.index}>${move.to.pile}${move.to.index}x${move.count}`;
}

/** The moves as a set: each once, in one order. */
export function normalisedMoves(moves: readonly Move[]): Move[] {
  const byKey = new Map(moves.map((move) => [movesKey(move), move]));
  return [...byKey.keys()].sort().map((key) => byKey.get(key)!);
}

/** Every pile a card could be picked up from. */
export function pileRefsOf(state: GameState): PileRef[] {
  return [
    ...state.tableau.map((_, index): PileRef => ({ pile: 'tableau', index })),
    { pile: 'waste', index: 0 },
    ...state.foundations.map((_, index): PileRef => ({ pile: 'foundation', index })),
    ...(state.cells ?? []).map((_, index): PileRef => ({ pile: 'cell', index })),
  ];
}
