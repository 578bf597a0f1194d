// Where the home screen puts things, from the terminal's size: the title on the first row, the
// list of games on the left (scrolled to show the one highlighted), the highlighted game's details
// on the right where there is room, the message line and the key bar at the bottom. The screen
// and its clicks read the same layout.
import { firstRowShown, listRows, type ListRow } from './homeEntries.js';
import type { HomeEntry } from './homeEntries.js';

/** Below this width the details are left out and the list takes the whole width. */
const TWO_PANES = 60;
const MAX_LIST_WIDTH = 44;
/** The gap between the list and the details, its rule in the middle. */
export const PANE_GAP = 3;

export interface HomeLayout {
  /** The first row of the list (and of the details). */
  top: number;
  /** Rows the list and the details have. */
  height: number;
  listWidth: number;
  /** 0 when the details are left out. */
  detailsWidth: number;
  rows: ListRow[];
  /** The list rows drawn, from the first. */
  shown: ListRow[];
  /** The index of the first drawn among `rows`. */
  first: number;
}

export function homeLayout(columns: number, rows: number, entries: readonly HomeEntry[], cursor: number, messageLines = 1): HomeLayout {
  const top = 1;
  // The frame has a row less than the terminal (as the game's): the title, the panes, the message and the key bar.
  const height = Math.max(1, rows - top - 2 - messageLines);
  const twoPanes = columns >= TWO_PANES;
  const listWidth = twoPanes ? Math.min(MAX_LIST_WIDTH, Math.floor(columns * 0.53)) : columns;
  const list = listRows(entries);
  const first = firstRowShown(list, cursor, height);
  return { top, height, listWidth, detailsWidth: twoPanes ? columns - listWidth - PANE_GAP : 0, rows: list, shown: list.slice(first, first + height), first };
}

/** The entry a click at (x, y) falls on, or undefined. */
export function entryAt(layout: HomeLayout, x: number, y: number): number | undefined {
  if (x >= layout.listWidth || y < layout.top || y >= layout.top + layout.height) return undefined;
  const row = layout.shown[y - layout.top];
  return row && 'entry' in row ? row.entry : undefined;
}
