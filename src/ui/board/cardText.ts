// How a card looks: a five-character cell in the theme's card style, on the colour theme's face,
// red and black (or four colours); backs in the theme's back colour, filled with the chosen back. Brackets mark the chosen and held cards, so the
// cursor shows without colour too.
import type { ChalkInstance } from 'chalk';
import { isRed, rankName, suitGlyph, type Card, type Suit } from '../../engine/cards/cards.js';
import { backFill } from './palette.js';
import type { Theme } from './theme.js';

export type CardMark = 'none' | 'chosen' | 'held';

const ASCII_RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
export const ASCII_SUITS: Record<Suit, string> = { spades: 'S', hearts: 'H', diamonds: 'D', clubs: 'C' };
/** The first card of each suit's block of Unicode playing cards (U+1F0A1 is the ace of spades). */
const CARD_BLOCKS: Record<Suit, number> = { spades: 0x1f0a0, hearts: 0x1f0b0, diamonds: 0x1f0c0, clubs: 0x1f0d0 };
const CARD_BACK = '\u{1F0A0}';

/** The Unicode playing card: ace to jack in order, then the queen and king after the knight. */
export function playingCardChar(card: Pick<Card, 'rank' | 'suit'>): string {
  const offset = card.rank <= 11 ? card.rank : card.rank + 1;
  return String.fromCodePoint(CARD_BLOCKS[card.suit] + offset);
}

/** The card's face in the theme's style, three characters wide: " 7♠", "10♥", " 7H", "  🂧". */
export function face(card: Card, theme: Pick<Theme, 'style'>): string {
  switch (theme.style) {
    case 'ascii':
      return ` ${ASCII_RANKS[card.rank]}${ASCII_SUITS[card.suit]}`;
    case 'cards':
      return `  ${playingCardChar(card)}`;
    case 'unicode':
      return rankName(card.rank).padStart(2) + suitGlyph(card.suit);
  }
}

/** The colour a card's face is written in. */
export function ink(card: Card, theme: Theme): ChalkInstance {
  const { paint } = theme;
  if (theme.fourColor) {
    // Bright blue: the card backs are plain blue, and a diamond must not read as a back.
    if (card.suit === 'diamonds') return paint.blueBright;
    if (card.suit === 'clubs') return paint.green;
  }
  return isRed(card.suit) ? theme.colours.red : theme.colours.black;
}

/** The character a face-down card is filled with, in the theme's back and style. */
export function backMark(theme: Pick<Theme, 'style' | 'back'>): string {
  return backFill(theme.back, theme.style === 'ascii');
}

function back(theme: Theme): string {
  // Where the face's playing card stands (right-aligned like " 7♥"), so a column has no step.
  if (theme.style === 'cards') return `   ${CARD_BACK} `;
  return ` ${backMark(theme).repeat(3)} `;
}

/** The face's background for a card with this mark, under its ink. */
export function faceOf(colour: ChalkInstance, mark: CardMark, theme: Theme): ChalkInstance {
  if (mark === 'held') return theme.colours.held(colour);
  if (mark === 'chosen') return theme.colours.chosen(colour);
  return theme.colours.face(colour);
}

export function cardCell(card: Card, mark: CardMark, theme: Theme): string {
  if (!card.faceUp) return theme.colours.back(back(theme));
  const text = mark === 'none' ? ` ${face(card, theme)} ` : `[${face(card, theme)}]`;
  return faceOf(ink(card, theme), mark, theme)(text);
}

export function foldedDownCell(count: number, theme: Theme): string {
  return theme.colours.back(`${backMark(theme).repeat(2)}×${String(count).padEnd(2)}`);
}

export function gapCell(count: number, theme: Theme): string {
  return theme.paint.dim(` ${theme.style === 'ascii' ? ':' : '⋮'}${String(count).padEnd(2)} `);
}

export function emptyCell(marked: boolean, theme: Theme): string {
  if (marked) return '[   ]';
  return theme.paint.dim(theme.style === 'ascii' ? ' ___ ' : ' ─── ');
}

/** A card's face without padding, as fanned under the waste's top card: "10♥", on the card's face colour so that a black card reads on a dark terminal. */
export function fannedCard(card: Card, theme: Theme): string {
  return faceOf(ink(card, theme), 'none', theme)(face(card, theme).trimStart());
}

export function fannedWidth(card: Card, theme: Theme): number {
  return face(card, theme).trimStart().length;
}

/** A rank as a card's corner writes it: "10", "K" (ASCII: "T"). */
export function rankMark(rank: number, theme: Pick<Theme, 'style'>): string {
  return theme.style === 'ascii' ? ASCII_RANKS[rank]! : rankName(rank);
}

/**
 * An empty foundation, showing what it takes first: its suit ("♠"), its rank and suit where it
 * starts from another rank than the ace ("( 5♠)"), its rank alone ("( 5)"), or nothing of either.
 */
export function foundationBase(suit: Suit | undefined, marked: boolean, theme: Theme, rank = 1): string {
  const glyph = suit === undefined ? '' : theme.style === 'ascii' ? ASCII_SUITS[suit] : suitGlyph(suit);
  const rankText = rank === 1 ? '' : rankMark(rank, theme);
  if (rankText === '' && glyph === '') return emptyCell(marked, theme);
  if (rankText === '') return marked ? `[ ${glyph} ]` : theme.paint.dim(`  ${glyph}  `);
  // In brackets of its own, so that it never reads as a card, with colour or without.
  const inner = (rankText + glyph).padStart(3);
  return marked ? `[${inner}]` : theme.paint.dim(`(${inner})`);
}

/** The stock once it is empty: ↻ when the waste can be turned over, else an empty place. */
export function emptyStockCell(canRecycle: boolean, marked: boolean, theme: Theme): string {
  const arrow = theme.style === 'ascii' ? 'o' : '↻';
  if (canRecycle) return marked ? `[ ${arrow} ]` : theme.paint.green(`  ${arrow}  `);
  return emptyCell(marked, theme);
}

/** The first character of a narrow cell: the mark of a chosen or held card (brackets have no room). */
function narrowLead(marked: boolean, theme: Theme): string {
  if (!marked) return ' ';
  return theme.style === 'ascii' ? '>' : '▸';
}

/** A card in a narrow cell: its mark, then its face (or its back), four columns in all. */
export function narrowCardCell(card: Card, mark: CardMark, theme: Theme): string {
  if (!card.faceUp) return ' ' + theme.colours.back([...back(theme)].slice(1, 4).join(''));
  return narrowLead(mark !== 'none', theme) + faceOf(ink(card, theme), mark, theme)(face(card, theme));
}

export function narrowEmptyCell(marked: boolean, theme: Theme): string {
  return narrowLead(marked, theme) + theme.paint.dim(theme.style === 'ascii' ? '___' : '───');
}

/** Face-down cards folded into a narrow cell: "▒×6", or "▒12" from ten on. */
export function narrowDownCell(count: number, theme: Theme): string {
  const mark = backMark(theme);
  return ' ' + theme.colours.back(count < 10 ? `${mark}${theme.style === 'ascii' ? 'x' : '×'}${count}` : `${mark}${count}`);
}

export function narrowGapCell(count: number, theme: Theme): string {
  return ' ' + theme.paint.dim(`${theme.style === 'ascii' ? ':' : '⋮'}${String(count).padEnd(2)}`);
}
