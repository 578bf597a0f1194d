// How a card looks: a five-character cell, rank and suit glyph on a card-white face, red or
// black; backs in blue. Brackets mark the cursor's cards so they show without colour too.
import chalk from 'chalk';
import { isRed, rankName, suitGlyph, type Card } from '../engine/cards.js';

export const CELL_WIDTH = 5;

export type CardMark = 'none' | 'chosen' | 'held';

function face(card: Card): string {
  return rankName(card.rank).padStart(2) + suitGlyph(card.suit);
}

export function cardCell(card: Card, mark: CardMark = 'none'): string {
  if (!card.faceUp) return chalk.blue(' ▒▒▒ ');
  const text = mark === 'none' ? ` ${face(card)} ` : `[${face(card)}]`;
  const ink = isRed(card.suit) ? chalk.red : chalk.black;
  if (mark === 'held') return ink.bgCyan(text);
  if (mark === 'chosen') return ink.bgYellow(text);
  return ink.bgWhite(text);
}

export function foldedDownCell(count: number): string {
  return chalk.blue(`▒▒×${String(count).padEnd(2)}`);
}

export function gapCell(count: number): string {
  return chalk.dim(` ⋮${String(count).padEnd(2)} `);
}

export function emptyCell(marked: boolean): string {
  return marked ? '[   ]' : chalk.dim(' ─── ');
}

/** A card's face without padding, as fanned under the waste's top card: "10♥". */
export function fannedCard(card: Card): string {
  const text = face(card).trimStart();
  return isRed(card.suit) ? chalk.red(text) : text;
}

export function fannedWidth(card: Card): number {
  return face(card).trimStart().length;
}

/** An empty foundation, showing the suit it takes. */
export function foundationBase(glyph: string, marked: boolean): string {
  return marked ? `[ ${glyph}]` : chalk.dim(`  ${glyph}  `);
}

/** The stock once it is empty: ↻ when the waste can be turned over, else an empty place. */
export function emptyStockCell(canRecycle: boolean, marked: boolean): string {
  if (canRecycle) return marked ? '[ ↻ ]' : chalk.green('  ↻  ');
  return emptyCell(marked);
}
