// Rule-set positions for tests, written in the short card notation of ../fixtures.ts: every pile
// bottom → top, the stock face down unless marked '^'. Piles not given are empty (cells and
// foundations as many as the rule set has).
import type { RuleSet } from '../../../src/engine/ruleSet/ruleSet.js';
import { knobsOf } from '../../../src/engine/ruleSet/knobs.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';
import type { Move, PileRef } from '../../../src/engine/types.js';
import { pile, showPile, type PileSpec } from '../fixtures.js';

export interface PositionSpec {
  tableau: readonly PileSpec[];
  stock?: PileSpec;
  waste?: PileSpec;
  foundations?: readonly PileSpec[];
  cells?: readonly PileSpec[];
  reserve?: readonly PileSpec[];
  /** How many complete runs have left the table (each K→A of spades). */
  removed?: number;
  baseRank?: number;
  redeals?: number;
}

const RUN = 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS';

export function position(rules: RuleSet, spec: PositionSpec, id = 'test'): RuleSetState {
  const k = knobsOf(rules);
  const many = (specs: readonly PileSpec[] | undefined, count: number) =>
    Array.from({ length: Math.max(count, specs?.length ?? 0) }, (_, i) => pile(specs?.[i] ?? []));
  return {
    game: id,
    seed: 0,
    options: {},
    tableau: spec.tableau.map((column) => pile(column)),
    stock: pile(spec.stock ?? [], false),
    waste: pile(spec.waste ?? []),
    foundations: many(spec.foundations, k.foundationPiles),
    cells: many(spec.cells, k.cells),
    reserve: (spec.reserve ?? []).map((p) => pile(p)),
    removed: Array.from({ length: spec.removed ?? 0 }, () => pile(RUN)),
    baseRank: spec.baseRank ?? 1,
    redeals: spec.redeals ?? 0,
  };
}

export const col = (n: number): PileRef => ({ pile: 'tableau', index: n - 1 });
export const cell = (n: number): PileRef => ({ pile: 'cell', index: n - 1 });
export const fnd = (n: number): PileRef => ({ pile: 'foundation', index: n - 1 });
export const hole: PileRef = { pile: 'foundation', index: 0 };
export const waste: PileRef = { pile: 'waste', index: 0 };
export const reserve = (n = 1): PileRef => ({ pile: 'reserve', index: n - 1 });
export const mv = (from: PileRef, to: PileRef, count = 1): Move => ({ type: 'move', from, to, count });
export const DEAL: Move = { type: 'deal' };
export const RECYCLE: Move = { type: 'recycle' };

/** The whole deal in the short notation, for golden tests: every pile kind on its own line. */
export function dealText(state: RuleSetState): string {
  const piles = (name: string, list: readonly (readonly { rank: number; suit: string; faceUp: boolean }[])[]) =>
    list.length === 0 ? [] : [`${name}: ${list.map((p) => showPile(p as never)).join(' | ')}`];
  return [
    ...piles('tableau', state.tableau),
    ...piles('foundations', state.foundations),
    ...piles('cells', state.cells),
    ...piles('reserve', state.reserve),
    ...(state.stock.length > 0 ? [`stock: ${showPile(state.stock)}`] : []),
  ].join('\n');
}

/** Whether `move` is among `moves`. */
export function lists(moves: readonly Move[], move: Move): boolean {
  return moves.some((m) => JSON.stringify(m) === JSON.stringify(move));
}

/** A whole suit as it lies on a foundation from the ace, in the short notation: suitUp('S') is 'AS 2S … KS'. */
export function suitUp(suit: 'S' | 'H' | 'D' | 'C'): string {
  return ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].map((r) => r + suit).join(' ');
}
