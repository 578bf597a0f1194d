// The board of a game whose cards overlap (Game.overlapLayout), under its top row (Board.tsx
// draws that): every card at its place, a card drawn over the cards it covers, as on a table. Face-down
// cards show their backs; covered face-up cards are dimmed, so the free ones stand out; the card
// under the cursor, the card picked and the cards that take it are marked (in brackets or a double
// frame, so the marks show without colour too). Where each card goes is overlapGeometry.ts's.
import { Text } from 'ink';
import { useContext, useMemo } from 'react';
import type { Card } from '../../engine/cards/cards.js';
import { isFree, type OverlapLayout } from '../../engine/common/overlap.js';
import { markingOf } from '../board/boardGeometry.js';
import { framedCard } from '../board/cardFrame.js';
import type { CardSize } from '../board/cardSize.js';
import { cardCell, face, faceOf, ink, type CardMark } from '../board/cardText.js';
import type { UiState } from '../hooks/uiState.js';
import { overlapExtent, placeCell } from '../board/overlapGeometry.js';
import { sameSlot, type Slot } from '../board/slots.js';
import { colourless, ThemeContext, type Theme } from '../board/theme.js';

/** How a card is marked: as the board's other cards are, or as a card that takes the one picked. */
type OverlapMark = CardMark | 'accepts';

/** A compact card: one line, five columns. */
function compactCell(card: Card, mark: OverlapMark, free: boolean, theme: Theme): string {
  if (mark === 'accepts') return ink(card, theme).bgGreen(`<${face(card, theme)}>`);
  const cell = cardCell(card, mark, theme);
  return free || !card.faceUp || mark !== 'none' ? cell : theme.paint.dim(cell);
}

/** The colours a framed card's lines are written in. */
function framedStyle(card: Card, mark: OverlapMark, free: boolean, theme: Theme): (text: string) => string {
  if (!card.faceUp) return theme.colours.back;
  const colour = ink(card, theme);
  if (mark === 'accepts') return colour.bgGreen;
  const paint = faceOf(colour, mark, theme);
  return free || mark !== 'none' ? paint : paint.dim;
}

interface Stamp {
  x: number;
  y: number;
  lines: string[];
  style: (text: string) => string;
}

/** Framed cards laid one over another in order: each cell shows the last card drawn there. */
function composed(stamps: readonly Stamp[], width: number, height: number): string[] {
  const chars = Array.from({ length: height }, () => new Array<string>(width).fill(' '));
  const owner = Array.from({ length: height }, () => new Int16Array(width).fill(-1));
  stamps.forEach((stamp, n) => {
    stamp.lines.forEach((line, dy) => {
      [...line].forEach((char, dx) => {
        const [row, col] = [stamp.y + dy, stamp.x + dx];
        if (row < height && col < width) [chars[row]![col], owner[row]![col]] = [char, n];
      });
    });
  });
  return chars.map((row, y) => {
    let text = '';
    for (let x = 0; x < width; ) {
      const who = owner[y]![x]!;
      let end = x;
      while (end < width && owner[y]![end] === who) end++;
      const run = row.slice(x, end).join('');
      text += who < 0 ? run : stamps[who]!.style(run);
      x = end;
    }
    return text.trimEnd();
  });
}

interface Placed {
  index: number;
  card: Card;
  cell: { x: number; y: number };
  free: boolean;
}

/** The layout's cards where they are drawn, line by line (each line's left to right). */
function placedCards(layout: OverlapLayout, tableau: readonly (readonly Card[])[], size: CardSize): Placed[][] {
  const { lines } = overlapExtent(layout, size);
  const byLine = Array.from({ length: lines }, (): Placed[] => []);
  layout.places.forEach((_, index) => {
    const card = tableau[index]?.[0];
    const cell = placeCell(layout, index, size);
    if (card) byLine[cell.y]?.push({ index, card, cell, free: isFree(layout, tableau, index) });
  });
  return byLine.map((line) => line.sort((a, b) => a.cell.x - b.cell.x));
}

/** What a card looks like on the board: each card once, however many keys redraw it. */
type Looks = <T>(key: string, draw: () => T) => T;

/** The looks drawn so far, one cache per theme and card size (a few of each). */
const looksByTheme = new WeakMap<Theme, Map<CardSize, Looks>>();

function looksFor(theme: Theme, size: CardSize): Looks {
  const bySize = looksByTheme.get(theme) ?? new Map<CardSize, Looks>();
  looksByTheme.set(theme, bySize);
  let looks = bySize.get(size);
  if (!looks) {
    const seen = new Map<string, unknown>();
    looks = <T,>(key: string, draw: () => T): T => {
      if (!seen.has(key)) seen.set(key, draw());
      return seen.get(key) as T;
    };
    bySize.set(size, looks);
  }
  return looks;
}

/** The layout's lines: compact rows of cells, or framed cards composed over one another. */
function layoutLines(byLine: readonly (readonly Placed[])[], width: number, markOf: (index: number) => OverlapMark, size: CardSize, theme: Theme, looks: Looks): string[] {
  const keyOf = ({ card, free }: Placed, mark: OverlapMark) => `${card.rank}${card.suit}${card.faceUp}${free}${mark}`;
  if (size.framed) {
    // A card's lines are laid character by character, then coloured run by run (framedStyle), so
    // they are drawn without colour: an escape code would take cells of the board.
    const flat = colourless(theme);
    // Drawn in the places' order, so a card is drawn over the cards it covers.
    const stamps = byLine.flat().sort((a, b) => a.index - b.index).map((placed): Stamp => {
      const { card, free } = placed;
      const mark = markOf(placed.index);
      const drawn = looks(keyOf(placed, mark), () => ({ lines: framedCard(card, mark === 'accepts' ? 'chosen' : mark, flat, size), style: framedStyle(card, mark, free, theme) }));
      return { ...placed.cell, ...drawn };
    });
    return composed(stamps, width, byLine.length);
  }
  return byLine.map((line) => {
    let text = '';
    let at = 0;
    for (const placed of line) {
      const mark = markOf(placed.index);
      text += ' '.repeat(Math.max(0, placed.cell.x - at)) + looks(keyOf(placed, mark), () => compactCell(placed.card, mark, placed.free, theme));
      at = placed.cell.x + size.width;
    }
    return text;
  });
}

/** The layout's cards; `accepting`: the places (or the waste) that take the card held, or the hint's. */
export function OverlapBoard({ ui, size, layout, accepting }: { ui: UiState; size: CardSize; layout: OverlapLayout; accepting: readonly Slot[] }) {
  const theme = useContext(ThemeContext);
  const { held, cursor } = ui;
  const { tableau } = ui.position.state;
  // What a key leaves alone is not worked out again: where the cards are and which are free (per
  // position), and how each card looks with its mark (per theme and card size).
  const byLine = useMemo(() => placedCards(layout, tableau, size), [layout, tableau, size]);
  const looks = looksFor(theme, size);
  const markOf = (index: number): OverlapMark => {
    const slot: Slot = { pile: 'tableau', index };
    const marked = markingOf(ui, slot, 1)?.mark;
    if (marked) return marked;
    if (held && sameSlot(cursor, slot)) return 'chosen';
    return accepting.some((a) => sameSlot(a, slot)) ? 'accepts' : 'none';
  };
  return <Text>{layoutLines(byLine, overlapExtent(layout, size).width, markOf, size, theme, looks).join('\n')}</Text>;
}
