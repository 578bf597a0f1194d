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
