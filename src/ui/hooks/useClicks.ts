// Mouse clicks on the board: turns a mouse report's left click into a click action on the pile
// (and card) under it, through the same geometry the board is drawn with. A second click on the
// same card within DOUBLE_CLICK_MS is a double click; the button let go over another pile than it
// was pressed on drops there what the press picked up (drag and drop). Returns what plays a report.
import { useLayoutEffect, useRef, type Dispatch } from 'react';
import { slotAt, type BoardHit } from '../board/boardGeometry.js';
import type { CardSize } from '../board/cardSize.js';
import type { UiAction, UiState } from './uiState.js';
import { isClick, isRelease, type MouseReport } from '../terminal/mouse.js';
import { sameSlot } from '../board/slots.js';
import type { Theme } from '../board/theme.js';

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

export function useClicks(board: DrawnBoard, dispatch: Dispatch<UiAction>): (report: MouseReport) => void {
  // Ink hands a key to the handler of an earlier render when keys come fast: read the board last drawn.
  const drawn = useRef(board);
  useLayoutEffect(() => {
    drawn.current = board;
  });
  const last = useRef<{ hit: BoardHit; at: number } | null>(null);
  /** Where the left button went down, until it is let go. */
  const pressed = useRef<BoardHit | null>(null);
  return (report: MouseReport) => {
    const { ui, size, columnLines, theme, shown } = drawn.current;
    const release = isRelease(report);
    if ((!isClick(report) && !release) || !shown) return;
    const hit = slotAt(ui, size, columnLines, theme, report.x, report.y);
    if (release) {
      const from = pressed.current;
      pressed.current = null;
      if (hit && from && !sameSlot(from.slot, hit.slot)) dispatch({ type: 'click', ...hit, double: false, dragged: true });
      return;
    }
    pressed.current = hit ?? null;
    if (!hit) return;
    const now = performance.now();
    const previous = last.current;
    const double = previous !== null && now - previous.at <= DOUBLE_CLICK_MS && sameSlot(previous.hit.slot, hit.slot) && previous.hit.index === hit.index;
    last.current = double ? null : { hit, at: now };
    dispatch({ type: 'click', ...hit, double });
  };
}
