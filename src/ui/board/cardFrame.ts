// Framed cards, for terminals with room: a box the card size's width and height, its rank and suit
// in the top-left and bottom-right corners (10♥, or TH in the ASCII style; the cards style too
// writes 10♥ here, as its playing-card character is too small to read in a box), backs filled with
// the chosen back in the colour theme's back colour. A covered card shows only its first lines. The chosen and held cards get a double frame
// (in ASCII: = and !), so the cursor shows without colour too; a foundation's box is heavy (in
// ASCII: * corners), so a full one never looks like a free cell; the ASCII style frames in ASCII.
import { suitGlyph, type Card, type Suit } from '../../engine/cards/cards.js';
import { ASCII_SUITS, backMark, face, faceOf, ink, type CardMark } from './cardText.js';
import type { CardSize } from './cardSize.js';
import type { Theme } from './theme.js';

interface Frame {
  top: [string, string];
  bottom: [string, string];
  across: string;
  side: string;
}

const ROUND: Frame = { top: ['╭', '╮'], bottom: ['╰', '╯'], across: '─', side: '│' };
const DOUBLE: Frame = { top: ['╔', '╗'], bottom: ['╚', '╝'], across: '═', side: '║' };
const ASCII: Frame = { top: ['+', '+'], bottom: ['+', '+'], across: '-', side: '|' };
const ASCII_MARKED: Frame = { top: ['#', '#'], bottom: ['#', '#'], across: '=', side: '!' };
const HEAVY: Frame = { top: ['┏', '┓'], bottom: ['┗', '┛'], across: '━', side: '┃' };
const ASCII_HEAVY: Frame = { top: ['*', '*'], bottom: ['*', '*'], across: '-', side: '|' };

/** What a box stands for: a card on a pile, or a foundation (its card or its empty place). */
export type BoxPlace = 'pile' | 'foundation';

function frameOf(marked: boolean, theme: Theme, place: BoxPlace = 'pile'): Frame {
  const ascii = theme.style === 'ascii';
  if (marked) return ascii ? ASCII_MARKED : DOUBLE;
  if (place === 'foundation') return ascii ? ASCII_HEAVY : HEAVY;
  return ascii ? ASCII : ROUND;
}

/** Terminal columns a text takes: its code points (card glyphs and suits are one column wide). */
const columnsOf = (text: string) => [...text].length;
const padEnd = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - columnsOf(text)));
const padStart = (text: string, width: number) => ' '.repeat(Math.max(0, width - columnsOf(text))) + text;
const centre = (text: string, width: number) => padEnd(padStart(text, Math.ceil((width + columnsOf(text)) / 2)), width);

/**
 * A box of the size, with these lines inside it (padded to its width), top to bottom; open on the
 * right when only its left `width` columns show (a card fanned under another).
 */
function box(size: CardSize, frame: Frame, inside: (row: number, width: number) => string, width = size.width): string[] {
  const open = width < size.width;
  const inner = open ? width - 1 : width - 2;
  const right = (end: string) => (open ? '' : end);
  const lines = [frame.top[0] + frame.across.repeat(inner) + right(frame.top[1])];
  for (let row = 1; row < size.height - 1; row++) lines.push(frame.side + inside(row, inner) + right(frame.side));
  lines.push(frame.bottom[0] + frame.across.repeat(inner) + right(frame.bottom[1]));
  return lines;
}

/** Columns a card fanned under the waste's top card shows: its left edge and its rank. */
export const FAN_STRIP_WIDTH = 4;

/** A card's lines (all of them, or its first `shown` when it is covered; its left `width` columns when fanned). */
export function framedCard(card: Card, mark: CardMark, theme: Theme, size: CardSize, shown = size.height, width = size.width, place: BoxPlace = 'pile'): string[] {
  const frame = frameOf(mark !== 'none', theme, place);
  if (!card.faceUp) {
    // The back's pattern runs into its top edge, so a covered back still reads as one.
    const fill = backMark(theme);
    const lines = box(size, frame, (_, inner) => fill.repeat(inner), width);
    lines[0] = frame.top[0] + fill.repeat(width - 2) + frame.top[1];
    return lines.slice(0, shown).map((line) => theme.colours.back(line));
  }
  const corner = face(card, theme.style === 'cards' ? { style: 'unicode' } : theme).trim();
  const paint = faceOf(ink(card, theme), mark, theme);
  const lines = box(size, frame, (row, inner) => {
    if (row === 1) return padEnd(corner, inner);
    if (row === size.height - 2 && width === size.width) return padStart(corner, inner);
    return ' '.repeat(inner);
  }, width);
  return lines.slice(0, shown).map((line) => paint(line));
}

/** An empty place for a card, with what it takes written in its middle (a suit, ↻, or nothing). */
export function framedEmpty(marked: boolean, theme: Theme, size: CardSize, inside = '', place: BoxPlace = 'pile'): string[] {
  const lines = box(size, frameOf(marked, theme, place), (row, width) => (row === Math.floor((size.height - 1) / 2) ? centre(inside, width) : ' '.repeat(width)));
  return marked ? lines : lines.map((line) => theme.paint.dim(line));
}

/** The mark an empty foundation shows: the suit it takes. */
export function suitMark(suit: Suit, theme: Theme): string {
  return theme.style === 'ascii' ? ASCII_SUITS[suit] : suitGlyph(suit);
}
