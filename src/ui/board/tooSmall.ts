// What the screen says when the terminal is too small for the board: the longest of the wordings
// (messages.tooSmall, longest first) whose lines fit the terminal, its width and its height less
// the last row; the shortest, cut to fit, when none does.
import { wrapWords } from '../../text/wrap.js';

export interface Size {
  columns: number;
  rows: number;
}

export function tooSmallLines(wordings: readonly string[], have: Size): string[] {
  const height = Math.max(1, have.rows - 1);
  const width = Math.max(1, have.columns);
  for (const wording of wordings) {
    const lines = wrapWords(wording, width);
    if (lines.length <= height && lines.every((line) => [...line].length <= width)) return lines;
  }
  return wrapWords(wordings.at(-1) ?? '', width).slice(0, height);
}
