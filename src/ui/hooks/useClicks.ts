// Mouse clicks on the board: reads the SGR reports Ink hands over as input and turns a left click
// into a click action on the pile (and card) under it, through the same geometry the board is
// drawn with. A second click on the same card within DOUBLE_CLICK_MS is a double click. Returns
// the input handler's first step: whether the input was mouse reports (then it is not keys).
import { useLayoutEffect, useRef, type Dispatch } from 'react';
import { slotAt, type BoardHit } from '../boardGeometry.js';
import type { CardSize } from '../cardSize.js';
import type { UiAction, UiState } from '../controller.js';
import { isClick, parseMouseReports } from '../mouse.js';
import { sameSlot } from '../slots.js';
import type { Theme } from '../theme.js';

const DOUBLE_CLICK_MS = 400;

/** The board as drawn in the last frame: what a click is read against. */
export interface DrawnBoard {
  ui: UiState;
  size: CardSize;
  columnLines: number;
  theme: Theme;
  /** Clicks do nothing while the board is not on screen (help, a terminal too small). */
  shown: boolean;
}

export function useClicks(board: DrawnBoard, dispatch: Dispatch<UiAction>): (input: string) => boolean {
  // Ink hands a key to the handler of an earlier render when keys come fast: read the board last drawn.
  const drawn = useRef(board);
  useLayoutEffect(() => {
    drawn.current = board;
  });
  const last = useRef<{ hit: BoardHit; at: number } | null>(null);
  return (input: string) => {
    const reports = parseMouseReports(input);
    if (!reports) return false;
    const { ui, size, columnLines, theme, shown } = drawn.current;
    for (const report of reports) {
      if (!isClick(report) || !shown) continue;
      const hit = slotAt(ui, size, columnLines, theme, report.x, report.y);
      if (!hit) continue;
      const now = performance.now();
      const previous = last.current;
      const double = previous !== null && now - previous.at <= DOUBLE_CLICK_MS && sameSlot(previous.hit.slot, hit.slot) && previous.hit.index === hit.index;
      last.current = double ? null : { hit, at: now };
      dispatch({ type: 'click', ...hit, double });
    }
    return true;
  };
}
