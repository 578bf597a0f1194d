// The game's frames drawn line by line on the alternate screen: Ink hands over each whole frame
// (its debug mode writes every frame as plain text, with no erasing of its own), and only the rows
// that differ from what the terminal shows are rewritten, each at its own absolute row (from the
// column where it changed, see rowChange.ts), so that the clock's tick rewrites the end of the
// header alone and a line Ink or the terminal measures differently cannot shift the rows below
// it. (Ink's own incrementalRendering moves the cursor relative to the last line, and in 6.8
// lands one row low once a frame ends in a newline, as ours do.) After a resize, or when the
// screen was cleared under it (a return from Ctrl+Z), the whole frame is drawn.
import { EventEmitter } from 'node:events';
import { fastWidth } from './fastStringWidth.js';
import { rowChange } from './rowChange.js';

const CSI = '\x1b[';
/** Synchronized output (DEC mode 2026): terminals that know it show the update at once. */
const BEGIN_UPDATE = `${CSI}?2026h`;
const END_UPDATE = `${CSI}?2026l`;

/**
 * The largest screen drawn: a terminal that says it is larger (a resize to 9999×9999) is drawn in
 * its top-left corner at this size. Ink lays a frame out cell by cell, so the size claimed would
 * otherwise set the work and memory of every frame; no real screen holds more.
 */
const MAX_COLUMNS = 500;
const MAX_ROWS = 200;

/** The terminal's size as it is drawn: its own (80×24 when it says none), at most MAX_COLUMNS × MAX_ROWS. */
export function drawnSize(terminal: { columns?: number; rows?: number }): { columns: number; rows: number } {
  return { columns: Math.min(terminal.columns || 80, MAX_COLUMNS), rows: Math.min(terminal.rows || 24, MAX_ROWS) };
}

const moveTo = (row: number, column = 0) => `${CSI}${row + 1}${column > 0 ? `;${column + 1}` : ''}H`;
/** Row `row` cleared and drawn anew (cleared first, so nothing of the old line can stay). */
const rowText = (row: number, line: string) => `${moveTo(row)}${CSI}2K${line}`;

/**
 * Row `row`, which showed `old`, drawn as `line`: from the column where they differ, the rest of
 * the old row erased after it, when the widths are certain; else the whole row. (No erase after
 * a row as wide as the terminal: there the cursor waits on the last column, which it would erase.)
 */
function rowUpdate(row: number, old: string | undefined, line: string, columns: number): string {
  const change = old === undefined ? undefined : rowChange(old, line);
  const width = fastWidth(line);
  if (!change || change.column === 0 || width === undefined) return rowText(row, line);
  const reset = change.text.includes('\x1b') ? `${CSI}m` : '';
  return moveTo(row, change.column) + change.text + (width < columns ? `${reset}${CSI}K` : '');
}

/**
 * What to write to turn the rows `shown` into `next` on a terminal of `columns` × `rows` (no more
 * than `rows` are drawn): every row when nothing is known of the screen (`shown` undefined), else
 * only the rows that differ, and the rows below a shorter frame cleared. Empty when nothing changed.
 */
export function frameUpdate(shown: readonly string[] | undefined, next: readonly string[], rows: number, columns: number): string {
  const lines = next.slice(0, rows);
  let out = '';
  let changed = 0;
  if (shown === undefined) {
    out = `${CSI}H${CSI}2J`;
    lines.forEach((line, row) => {
      if (line !== '') out += rowText(row, line);
    });
    changed = lines.length + 1;
  } else {
    lines.forEach((line, row) => {
      if (line === shown[row]) return;
      out += rowUpdate(row, shown[row], line, columns);
      changed++;
    });
    if (shown.length > lines.length && lines.length < rows) {
      out += `${moveTo(lines.length)}${CSI}J`;
      changed++;
    }
  }
  // One row goes out in one piece anyway; more are held together so no half frame shows.
  return changed > 1 ? BEGIN_UPDATE + out + END_UPDATE : out;
}

/**
 * The stream Ink renders into (with `debug: true`): it has the terminal's size and resize events,
 * and each write is a whole frame, drawn on `terminal` as frameUpdate says. Not a TTY to Ink, so
 * Ink writes nothing else to it (no cursor codes: the game screen hides the cursor itself).
 */
export class FrameScreen extends EventEmitter {
  readonly isTTY = false;
  /** The rows on the terminal now, or undefined when they are not known (draw them all). */
  private shown: string[] | undefined;
  private last: string[] = [];
  /** Frames drawn in this turn of the event loop after a resize are drawn whole. */
  private resizing: NodeJS.Immediate | undefined;

  constructor(private readonly terminal: NodeJS.WriteStream) {
    super();
    terminal.on('resize', this.onResize);
  }

  get columns(): number {
    return drawnSize(this.terminal).columns;
  }

  get rows(): number {
    return drawnSize(this.terminal).rows;
  }

  write(frame: string): boolean {
    this.last = frame.split('\n');
    this.draw();
    return true;
  }

  /** Draws the last frame whole (the screen was cleared, e.g. on coming back from a suspension). */
  repaint(): void {
    this.shown = undefined;
    this.draw();
  }

  /** Stops following the terminal's resizes. */
  dispose(): void {
    this.terminal.off('resize', this.onResize);
    if (this.resizing) clearImmediate(this.resizing);
  }

  private draw(): void {
    const { columns, rows } = drawnSize(this.terminal);
    const update = frameUpdate(this.shown, this.last, rows, columns);
    if (update) this.terminal.write(update);
    // Right after a resize the terminal may still be settling (and Ink first lays the old tree out
    // at the new size): every frame of that turn is drawn whole.
    this.shown = this.resizing ? undefined : this.last.slice(0, rows);
  }

  private readonly onResize = () => {
    this.shown = undefined;
    if (this.resizing) clearImmediate(this.resizing);
    this.resizing = setImmediate(() => {
      this.resizing = undefined;
    });
    this.emit('resize');
  };
}
