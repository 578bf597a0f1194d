// What the screen says when the terminal is too small for the board: the longest wording whose
// lines fit the terminal (its width, and its height less the last row), down to a few characters.
import { wrapWords } from '../text/wrap.js';

export interface Size {
  columns: number;
  rows: number;
}

export function tooSmallLines(need: Size, have: Size): string[] {
  const needs = `${need.columns}×${need.rows}`;
  const is = `${have.columns}×${have.rows}`;
  const wordings = [
    `Leaves needs a terminal of at least ${needs}; this one is ${is}. Make it larger, or press q to quit.`,
    `Leaves needs a terminal of at least ${needs} (this one is ${is}). q quits.`,
    `Leaves needs ${needs}; this is ${is}. q quits.`,
    `Needs ${needs}. q quits.`,
    `Needs ${needs}`,
    needs,
  ];
  const height = Math.max(1, have.rows - 1);
  const width = Math.max(1, have.columns);
  for (const wording of wordings) {
    const lines = wrapWords(wording, width);
    if (lines.length <= height && lines.every((line) => [...line].length <= width)) return lines;
  }
  return wrapWords(needs, width).slice(0, height);
}
