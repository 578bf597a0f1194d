// # asks for a deal number on the message line: the digits typed (the column keys), Backspace
// takes one back, Enter deals that deal (asking first while a game is on), Esc or any other key
// closes the question. A number outside the game's deals says so in one line and changes nothing. Pure.
import { dealProblem } from '../../engine/games.js';
import type { KeyAction } from '../input/keyBindings.js';
import { askDealNumber } from './questionReducer.js';
import { error, rulesOf, type UiAction, type UiState } from './uiState.js';

/** Digits enough for any game's deal numbers (up to 4294967295). */
const MAX_DIGITS = 10;

/** #: the question opens (cards held are put back). */
export function openDealNumber(ui: UiState): UiState {
  return { ...ui, held: null, typed: '' };
}

/** A key while the deal number is typed. */
export function typingDealNumber(ui: UiState, typed: string, action: UiAction | KeyAction): UiState {
  switch (action.type) {
    case 'column': {
      const digit = String((action.index + 1) % 10);
      return typed.length < MAX_DIGITS ? { ...ui, typed: typed + digit } : ui;
    }
    case 'erase':
      return { ...ui, typed: typed.slice(0, -1) };
    case 'select':
      return dealTyped({ ...ui, typed: null }, typed);
    case 'quit':
      return { ...ui, typed: null, quit: true };
    default:
      return { ...ui, typed: null };
  }
}

function dealTyped(ui: UiState, typed: string): UiState {
  if (typed === '') return ui;
  const seed = Number(typed);
  const problem = dealProblem(rulesOf(ui), seed);
  return problem ? error(ui, problem) : askDealNumber(ui, seed);
}
