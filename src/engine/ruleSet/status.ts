// When a rule-set game is over. Won: as the rule set's `win` says (every card home, or the
// columns clear; where runs leave the table, home is their count). Lost: no legal move at all; or, where the waste may be turned over without end,
// nothing but turning the stock is left and a whole pass through it brings no card that plays
// (the turning only goes round, so nothing else can ever happen). A position with any other
// legal move is never called lost.
import type { GameStatus } from '../types.js';
import type { Knobs } from './knobs.js';
import { listMoves } from './moves.js';
import type { RuleSetState } from './state.js';

export function isWon(k: Knobs, state: RuleSetState): boolean {
  // Runs that leave the table win by their count (ruleSet.ts, completeRuns): in a whole deal the
  // same as every card gone, and so in a position built with fewer cards too.
  if (k.kind === 'runs' && k.win === 'all-home') return state.removed.length >= k.runsToWin;
  const clear = state.tableau.every((column) => column.length === 0);
  if (k.win === 'tableau-empty') return clear;
  return (
    clear && state.stock.length === 0 && state.waste.length === 0 &&
    state.cells.every((cell) => cell.length === 0) && state.reserve.every((pile) => pile.length === 0)
  );
}

/**
 * Whether turning the stock (and the waste over), and nothing else, ever brings a card that
 * plays: only the waste's top card changes meanwhile, so each card that comes to the top in one
 * whole pass is tried there in turn.
 */
function turningBringsAMove(k: Knobs, state: RuleSetState): boolean {
  const draw = k.stock?.draw ?? 1;
  const stock = state.stock.slice();
  const waste = state.waste.slice();
  const turns = 2 * (Math.ceil((stock.length + waste.length) / draw) + 2);
  for (let i = 0; i < turns; i++) {
    if (stock.length === 0) stock.push(...waste.splice(0).reverse());
    for (let n = 0; n < draw && stock.length > 0; n++) waste.push({ ...stock.pop()!, faceUp: true });
    const top = waste[waste.length - 1];
    if (top && listMoves(k, { ...state, stock: [], waste: [top] }, true, false).length > 0) return true;
  }
  return false;
}

export function ruleSetStatus(k: Knobs, state: RuleSetState): GameStatus {
  if (isWon(k, state)) return 'won';
  if (listMoves(k, state, true, false).length > 0) return 'playing';
  if (listMoves(k, state, true).length === 0) return 'lost';
  const endless = k.stock?.to === 'waste' && k.stock.redeals === 'unlimited';
  return endless && !turningBringsAMove(k, state) ? 'lost' : 'playing';
}
