// Playing a move of a rule-set game: pure (a new state, the old one untouched), refusing an
// illegal move with IllegalMoveError and check.ts's one-line reason. What a move causes happens
// inside it: a face-down card left on top of a column or of the reserve turns up, a completed
// king-to-ace run leaves its column for `removed`, and an emptied column is filled at once from
// the reserve where the rule set says so.
import { faceUp, wasteTurnedOver, type Card } from '../cards/cards.js';
import { withCardsMoved, withoutTop } from '../common/piles.js';
import { IllegalMoveError, type Move } from '../types.js';
import { whyNot } from './check.js';
import type { Knobs } from './knobs.js';
import type { RuleSetState } from './state.js';

const RUN = 13;

/** Whether the last 13 cards of the column are one suit from king down to ace, all face up. */
function endsInCompleteRun(column: readonly Card[]): boolean {
  const n = column.length;
  if (n < RUN) return false;
  const suit = column[n - 1]!.suit;
  for (let i = 0; i < RUN; i++) {
    const card = column[n - 1 - i]!;
    if (!card.faceUp || card.suit !== suit || card.rank !== i + 1) return false;
  }
  return true;
}

/** The state with every completed run gone from the given columns (a copy is made where one goes). */
function withRunsRemoved(state: RuleSetState, columns: readonly number[]): RuleSetState {
  let next = state;
  for (const i of columns) {
    while (endsInCompleteRun(next.tableau[i]!)) {
      const column = next.tableau[i]!;
      const tableau = next.tableau.slice();
      tableau[i] = withoutTop(column, RUN);
      next = { ...next, tableau, removed: [...next.removed, column.slice(column.length - RUN)] };
    }
  }
  return next;
}

/** The reserve pile whose top card fills an empty column next: the stacked pile, or the first spread card left. */
function nextReservePile(state: RuleSetState): number {
  return state.reserve.findIndex((pile) => pile.length > 0);
}

/** The reserve with pile `index`'s top card gone, and the card below it turned up. */
function reserveWithoutTop(state: RuleSetState, index: number): Card[][] {
  const reserve = state.reserve.slice();
  reserve[index] = withoutTop(reserve[index]!, 1);
  return reserve;
}

/** Every empty column, left to right, filled with the top reserve card while the reserve has cards. */
export function withColumnsFilled(state: RuleSetState): RuleSetState {
  let next = state;
  for (let i = 0; i < next.tableau.length; i++) {
    if (next.tableau[i]!.length > 0) continue;
    const from = nextReservePile(next);
    if (from < 0) break;
    const pile = next.reserve[from]!;
    const tableau = next.tableau.slice();
    tableau[i] = [faceUp(pile[pile.length - 1]!)];
    next = { ...next, tableau, reserve: reserveWithoutTop(next, from) };
  }
  return next;
}

/** What follows any move by itself: completed runs leave, emptied columns fill from the reserve. */
function settled(k: Knobs, state: RuleSetState, columns: readonly number[]): RuleSetState {
  let next = k.kind === 'runs' ? withRunsRemoved(state, columns) : state;
  if (k.empty === 'reserve') next = withColumnsFilled(next);
  return next;
}

function moveCards(k: Knobs, state: RuleSetState, move: Extract<Move, { type: 'move' }>): RuleSetState {
  const { from, to, count } = move;
  let next = withCardsMoved(state, from, to, count);
  if (from.pile === 'reserve') {
    const reserve = next.reserve.slice();
    reserve[from.index] = withoutTop(state.reserve[from.index]!, count);
    next = { ...next, reserve };
  }
  // A run may be completed where the cards went, or uncovered where they came from (any-face-up groups).
  const columns = [from, to].filter((ref) => ref.pile === 'tableau').map((ref) => ref.index);
  return settled(k, next, columns);
}

function deal(k: Knobs, state: RuleSetState): RuleSetState {
  const stockRules = k.stock!;
  const stock = state.stock.slice();
  switch (stockRules.to) {
    case 'waste': {
      const waste = state.waste.slice();
      for (let i = 0; i < stockRules.draw && stock.length > 0; i++) waste.push(faceUp(stock.pop()!));
      return { ...state, stock, waste };
    }
    case 'hole': {
      const foundations = state.foundations.slice();
      foundations[0] = [...foundations[0]!, faceUp(stock.pop()!)];
      return { ...state, stock, foundations };
    }
    case 'columns': {
      const tableau = state.tableau.slice();
      const dealt: number[] = [];
      for (const i of stockRules.columns) {
        if (stock.length === 0 || tableau[i] === undefined) break;
        tableau[i] = [...tableau[i]!, faceUp(stock.pop()!)];
        dealt.push(i);
      }
      return settled(k, { ...state, stock, tableau }, dealt);
    }
  }
}

function recycle(state: RuleSetState): RuleSetState {
  const stock = wasteTurnedOver(state.waste);
  return { ...state, stock, waste: [], redeals: state.redeals + 1 };
}

/** The state after `move`; throws IllegalMoveError with the reason when the move is not legal. */
export function applyRuleSetMove(k: Knobs, state: RuleSetState, move: Move): RuleSetState {
  const reason = whyNot(k, state, move);
  if (reason !== undefined) throw new IllegalMoveError(reason);
  switch (move.type) {
    case 'move':
      return moveCards(k, state, move);
    case 'deal':
      return deal(k, state);
    case 'recycle':
      return recycle(state);
  }
}
