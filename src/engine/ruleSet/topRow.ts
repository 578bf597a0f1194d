// The row above the columns of a rule-set game: which places it has (the stock, the waste, the
// reserve, the free cells, the foundations or the hole) and the board column each is drawn in.
// The board, the cursor and the mouse all read this one list (Game.topRow). Where everything fits
// over the columns, the foundations line up with the last columns, after the stock or the cells;
// where there are more places than columns, they follow one another past the last column. A fanned
// waste takes two board columns.
import { ONE_PASS_FAN, type TopRowPlace } from '../game.js';
import type { RuleSet } from './ruleSet.js';
import type { RuleSetState } from './state.js';

/**
 * What a hole is called (it takes any suit, so its label is no suit): a hole the ace of spades
 * starts is a hole; one a stock card starts is the foundation pile that stock turns onto.
 */
export function holeLabel(start: 'ace-of-spades' | 'stock'): string {
  return start === 'ace-of-spades' ? 'hole' : 'foundation';
}

/**
 * The places on the left: the stock, its waste (fanned when more than one card is turned, or when
 * the stock goes through once and the row has a column to spare), the reserve, the cells.
 */
function leftPlaces(state: RuleSetState, rules: RuleSet): Omit<TopRowPlace, 'column'>[] {
  const places: Omit<TopRowPlace, 'column'>[] = [];
  if (rules.stock) places.push({ slot: { pile: 'stock', index: 0 } });
  if (rules.stock?.to === 'waste') {
    const draw = rules.stock.draw ?? 1;
    const others = 1 + state.reserve.length + state.cells.length + (rules.hole ? 1 : state.foundations.length);
    const onePass = (rules.stock.redeals ?? 0) === 0 && others + 2 <= state.tableau.length;
    const fanned = draw > 1 ? draw : onePass ? ONE_PASS_FAN : 1;
    places.push(fanned > 1 ? { slot: { pile: 'waste', index: 0 }, fanned } : { slot: { pile: 'waste', index: 0 } });
  }
  state.reserve.forEach((_, index) => places.push({ slot: { pile: 'reserve', index } }));
  state.cells.forEach((_, index) => places.push({ slot: { pile: 'cell', index } }));
  return places;
}

/** Board columns a place takes: a fanned waste takes the next one too, for its fanned cards. */
const widthOf = (place: Omit<TopRowPlace, 'column'>) => ((place.fanned ?? 1) > 1 ? 2 : 1);

export function topRowFor(state: RuleSetState, rules: RuleSet): TopRowPlace[] {
  const columns = state.tableau.length;
  let next = 0;
  const left = leftPlaces(state, rules).map((place): TopRowPlace => {
    const column = next;
    next += widthOf(place);
    return { ...place, column };
  });
  if (rules.hole) {
    // The hole sits beside the stock it is fed from, or alone over the middle column.
    const column = left.length > 0 ? next : Math.floor((columns - 1) / 2);
    return [...left, { slot: { pile: 'foundation', index: 0 }, column, label: holeLabel(rules.hole.start) }];
  }
  const foundations = state.foundations.length;
  const first = next + foundations <= columns ? columns - foundations : next;
  return [...left, ...state.foundations.map((_, index): TopRowPlace => ({ slot: { pile: 'foundation', index }, column: first + index }))];
}
