// The settings screen's state: its rows (settingRows.ts), the one highlighted, a row whose value
// was just changed (the hook writes it through the store and gives back the rows as stored), the
// help, and where the player goes next. Pure.
import { helpOrExit } from './screenExit.js';
import type { SettingRow } from '../home/settingRows.js';

export type SettingsAction =
  | { type: 'up' } | { type: 'down' } | { type: 'left' } | { type: 'right' } | { type: 'select' }
  | { type: 'help' } | { type: 'back' } | { type: 'quit' } | { type: 'other' }
  /** A click on a row (its index). */
  | { type: 'click'; row: number }
  /** Not a key: the rows as the store now holds them, and what it said of the change. */
  | { type: 'stored'; rows: SettingRow[]; notice: string | null };

export interface SettingsState {
  rows: SettingRow[];
  at: number;
  /** The row changed by the last key, waiting to be written. */
  changed: SettingRow | null;
  help: boolean;
  notice: string | null;
  done: 'back' | 'quit' | null;
}

export function initialSettingsState(rows: SettingRow[]): SettingsState {
  return { rows, at: 0, changed: null, help: false, notice: null, done: null };
}

function change(state: SettingsState, step: number): SettingsState {
  const row = state.rows[state.at];
  if (!row) return state;
  const next = { ...row, index: (row.index + step + row.values.length) % row.values.length };
  return { ...state, rows: state.rows.map((r, i) => (i === state.at ? next : r)), changed: next };
}

export function reduceSettings(before: SettingsState, action: SettingsAction): SettingsState {
  const state = action.type === 'stored' ? before : { ...before, notice: null, changed: null };
  const leaving = action.type === 'stored' ? undefined : helpOrExit(state, action.type);
  if (leaving) return leaving;
  switch (action.type) {
    case 'up':
      return { ...state, at: Math.max(0, state.at - 1) };
    case 'down':
      return { ...state, at: Math.min(state.rows.length - 1, state.at + 1) };
    case 'left':
      return change(state, -1);
    case 'right':
    case 'select':
      return change(state, 1);
    case 'click':
      return action.row === state.at ? change(state, 1) : { ...state, at: Math.max(0, Math.min(state.rows.length - 1, action.row)) };
    case 'stored':
      return { ...state, rows: action.rows, changed: null, notice: action.notice };
    // help, back and quit were answered above
    case 'help':
    case 'back':
    case 'quit':
    case 'other':
      return state;
  }
}
