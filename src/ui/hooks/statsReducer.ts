// The statistics screen's state: how far its lines are scrolled, the help, and where the player
// goes next. The lines themselves are made from the store's statistics (statsText.ts). Pure.
import { helpOrExit } from './screenExit.js';

export type StatsAction =
  | { type: 'up' } | { type: 'down' } | { type: 'pageUp' } | { type: 'pageDown' } | { type: 'top' } | { type: 'bottom' }
  | { type: 'help' } | { type: 'back' } | { type: 'quit' } | { type: 'other' };

export interface StatsState {
  /** The first line shown. */
  top: number;
  /** The last `top` that still fills the screen (the lines less the rows they have). */
  maxTop: number;
  /** Lines a page moves. */
  page: number;
  help: boolean;
  done: 'back' | 'quit' | null;
}

export function initialStatsState(): StatsState {
  return { top: 0, maxTop: 0, page: 10, help: false, done: null };
}

/** The screen's measure: how many lines there are beyond the rows, and how many rows a page has. */
export function measured(state: StatsState, maxTop: number, page: number): StatsState {
  const top = Math.min(state.top, Math.max(0, maxTop));
  return state.maxTop === maxTop && state.page === page && state.top === top ? state : { ...state, maxTop: Math.max(0, maxTop), page: Math.max(1, page), top };
}

export function reduceStats(state: StatsState, action: StatsAction): StatsState {
  const leaving = helpOrExit(state, action.type);
  if (leaving) return leaving;
  const to = (top: number): StatsState => ({ ...state, top: Math.max(0, Math.min(state.maxTop, top)) });
  switch (action.type) {
    case 'up':
      return to(state.top - 1);
    case 'down':
      return to(state.top + 1);
    case 'pageUp':
      return to(state.top - state.page);
    case 'pageDown':
      return to(state.top + state.page);
    case 'top':
      return to(0);
    case 'bottom':
      return to(state.maxTop);
    // help, back and quit were answered above
    case 'help':
    case 'back':
    case 'quit':
    case 'other':
      return state;
  }
}
