// Folds a tall column into the lines that fit: face-down cards become one line with their count,
// and a long face-up stretch folds in the middle. The top card, and the first card of the picked
// run, always stay visible.
import type { Card } from '../../engine/cards/cards.js';

export type ColumnLine =
  | { kind: 'card'; index: number }
  | { kind: 'down'; count: number }
  | { kind: 'gap'; count: number };

function linesFor(cards: readonly Card[], anchors: ReadonlySet<number>, firstUp: number): ColumnLine[] {
  const lines: ColumnLine[] = [];
  if (firstUp > 0) lines.push({ kind: 'down', count: firstUp });
  let hidden = 0;
  for (let i = firstUp; i < cards.length; i++) {
    if (anchors.has(i)) {
      if (hidden > 0) lines.push({ kind: 'gap', count: hidden });
      hidden = 0;
      lines.push({ kind: 'card', index: i });
    } else hidden++;
  }
  if (hidden > 0) lines.push({ kind: 'gap', count: hidden });
  return lines;
}

/** The lines to draw for a column in at most `maxLines` lines (at least 3 are always enough). */
export function foldColumn(cards: readonly Card[], maxLines: number, keepIndex?: number): ColumnLine[] {
  const n = cards.length;
  if (n <= maxLines) return cards.map((_, index) => ({ kind: 'card', index }));
  let firstUp = cards.findIndex((c) => c.faceUp);
  if (firstUp < 0) firstUp = n;
  // Which face-up cards to show, most important first: the top card, the picked run's first
  // card, the first face-up card, then the cards under the top, then those above the picked card.
  const wanted: number[] = [n - 1];
  if (keepIndex !== undefined && keepIndex >= firstUp) wanted.push(keepIndex);
  wanted.push(firstUp);
  for (let i = n - 2; i > firstUp; i--) wanted.push(i);
  // The top card is always shown, even when that takes more lines than asked (at most three:
  // the face-down count, a gap and the top card).
  const anchors = new Set<number>([n - 1]);
  for (const index of wanted) {
    if (index < firstUp || anchors.has(index)) continue;
    anchors.add(index);
    if (linesFor(cards, anchors, firstUp).length > maxLines) anchors.delete(index);
  }
  return linesFor(cards, anchors, firstUp);
}
