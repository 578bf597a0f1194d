// The row above the columns, in games that have one (Game.topRow): stock, waste (its top cards
// fanned when the game says so), reserve, cells and foundations (a hole among them), each under a
// label that shows the cursor and accepting marks, in the board's card size (compact over narrow
// columns).
import { stripVTControlCharacters } from 'node:util';
import { Box, Text } from 'ink';
import { useContext } from 'react';
import { topCard, type Card } from '../../engine/cards/cards.js';
import type { TopRowPlace } from '../../engine/game.js';
import { gameOf } from '../../engine/games.js';
import type { GameState } from '../../engine/types.js';
import { FAN_STRIP_WIDTH, framedCard, framedEmpty, suitMark, type BoxPlace } from '../board/cardFrame.js';
import { topRowSize, type CardSize } from '../board/cardSize.js';
import { cardCell, emptyCell, emptyStockCell, fannedCard, foundationBase, rankMark, type CardMark } from '../board/cardText.js';
import { topRowSpans, wasteFan, type PlaceSpan } from '../board/boardGeometry.js';
import { sameSlot, type Slot } from '../board/slots.js';
import { ThemeContext, type Theme } from '../board/theme.js';
import { pileLabel } from './Column.js';

export interface TopRowProps {
  state: GameState;
  size: CardSize;
  cursor: Slot;
  accepting: readonly Slot[];
  /** The mark for the top card of a slot (chosen under the cursor, or held). */
  markOf: (slot: Slot) => CardMark;
  /** Whether the waste may be turned over into a new stock now. */
  canRecycle: boolean;
}

/** A drawn piece of the row: its lines (as wide as the geometry's span). */
interface Piece {
  lines: string[];
}

/** A card, or the empty place of one (compact: one line; framed: a box, heavier on a foundation). */
function cardPiece(card: Card | undefined, mark: CardMark, empty: () => Piece, size: CardSize, theme: Theme, box: BoxPlace = 'pile'): Piece {
  if (!card) return empty();
  return { lines: size.framed ? framedCard(card, mark, theme, size, size.height, size.width, box) : [cardCell(card, mark, theme)] };
}

function emptyPiece(size: CardSize, theme: Theme, isCursor: boolean, compact: string, inside = '', box: BoxPlace = 'pile'): Piece {
  return { lines: size.framed ? framedEmpty(isCursor, theme, size, inside, box) : [compact] };
}

/** The waste: its top card, with the cards fanned under it to its left. */
function wastePiece(state: GameState, place: TopRowPlace, mark: CardMark, isCursor: boolean, size: CardSize, theme: Theme): Piece {
  const top = topCard(state.waste);
  if (!top) return emptyPiece(size, theme, isCursor, emptyStockCell(false, isCursor, theme));
  const under = wasteFan(state, place);
  const topPiece = cardPiece(top, mark, () => emptyPiece(size, theme, isCursor, ''), size, theme);
  if (size.framed) {
    const strips = under.map((card) => framedCard(card, 'none', theme, size, size.height, FAN_STRIP_WIDTH));
    return { lines: topPiece.lines.map((line, row) => strips.map((strip) => strip[row]).join('') + line) };
  }
  // A space between covered cards (the top card's cell starts with its own), so two cards never
  // read as one token, and three tens still end before the next pile.
  const fanned = under.map((card) => fannedCard(card, theme)).join(' ');
  return { lines: [fanned + topPiece.lines[0]!] };
}

function pieceFor(state: GameState, place: TopRowPlace, mark: CardMark, isCursor: boolean, canRecycle: boolean, size: CardSize, theme: Theme): Piece {
  const { slot } = place;
  if (slot.pile === 'stock') {
    const recycle = canRecycle ? (theme.style === 'ascii' ? 'o' : '↻') : '';
    const empty = () => emptyPiece(size, theme, isCursor, emptyStockCell(canRecycle, isCursor, theme), recycle);
    return cardPiece(state.stock[state.stock.length - 1], isCursor ? 'chosen' : 'none', empty, size, theme);
  }
  if (slot.pile === 'waste') return wastePiece(state, place, mark, isCursor, size, theme);
  if (slot.pile === 'cell' || slot.pile === 'reserve') {
    const pile = (slot.pile === 'cell' ? state.cells : state.reserve)?.[slot.index] ?? [];
    return cardPiece(topCard(pile), mark, () => emptyPiece(size, theme, isCursor, emptyCell(isCursor, theme)), size, theme);
  }
  const start = gameOf(state).foundationStart(state, slot.index);
  const inside = `${start.rank !== undefined && start.rank !== 1 ? rankMark(start.rank, theme) : ''}${start.suit ? suitMark(start.suit, theme) : ''}`;
  const empty = () => emptyPiece(size, theme, isCursor, foundationBase(start.suit, isCursor, theme, start.rank), inside, 'foundation');
  return cardPiece(topCard(state.foundations[slot.index] ?? []), mark, empty, size, theme, 'foundation');
}

/**
 * Each pile's label, never a bare number (the columns' labels are numbers): the stock, the waste and
 * a stacked reserve say how many cards they hold ("×24", framed "stock ×24"), a cell or a spread
 * reserve's card its number ("c1", "r1"), a foundation the suit it takes (its top card shows how far
 * it has come; framed, its box is drawn heavier), or what the game calls it (a hole takes any suit).
 */
function labelFor(state: GameState, place: TopRowPlace, size: CardSize, theme: Theme): string {
  const { slot } = place;
  if (place.label !== undefined) return theme.text(place.label);
  const times = theme.style === 'ascii' ? 'x' : '×';
  const count = (word: string, cards: readonly Card[]) => `${size.framed ? `${word} ` : ''}${times}${cards.length}`;
  if (slot.pile === 'stock') return count('stock', state.stock);
  if (slot.pile === 'waste') return count('waste', state.waste);
  if (slot.pile === 'cell') return size.framed ? `cell ${slot.index + 1}` : `c${slot.index + 1}`;
  if (slot.pile === 'reserve') {
    const reserve = state.reserve ?? [];
    if (reserve.length === 1) return count('reserve', reserve[0]!);
    return size.framed ? `reserve ${slot.index + 1}` : `r${slot.index + 1}`;
  }
  const { suit } = gameOf(state).foundationStart(state, slot.index);
  return suit ? suitMark(suit, theme) : theme.text('any');
}

/** Terminal columns a drawn line takes: its code points, colours aside (card glyphs and suits are one column). */
const columnsOf = (line: string) => [...stripVTControlCharacters(line)].length;

/** Lays pieces out side by side, each in its span of the board geometry (a shorter line padded to it). */
function layOut(spans: readonly PlaceSpan[], pieceOf: (place: TopRowPlace) => Piece): string[] {
  const pieces = spans.map((span) => ({ span, lines: pieceOf(span.place).lines }));
  const height = Math.max(1, ...pieces.map(({ lines }) => lines.length));
  return Array.from({ length: height }, (_, row) => {
    let text = '';
    let at = 0;
    for (const { span, lines } of pieces) {
      const line = lines[row] ?? '';
      text += ' '.repeat(Math.max(0, span.start - at)) + line + ' '.repeat(Math.max(0, span.width - columnsOf(line)));
      at = span.start + Math.max(span.width, columnsOf(line));
    }
    return text;
  });
}

export function TopRow({ state, size: boardSize, cursor, accepting, markOf, canRecycle }: TopRowProps) {
  const theme = useContext(ThemeContext);
  const spans = topRowSpans(state, boardSize, theme);
  const size = topRowSize(boardSize);
  // A label is as wide as a card, over the start of its pile (the waste's fanned cards, if any); a marked
  // word may take the columns up to the next pile (past the last, the board's one spare column).
  const labelSpans = spans.map((span, i) => ({ ...span, width: size.width, room: (spans[i + 1]?.start ?? span.start + span.width + 1) - span.start }));
  const labels = layOut(labelSpans, (place) => {
    const { room } = labelSpans.find((span) => span.place === place)!;
    return { lines: [pileLabel(labelFor(state, place, size, theme), size.width, sameSlot(place.slot, cursor), accepting.some((a) => sameSlot(a, place.slot)), theme, room)] };
  });
  const cells = layOut(spans, (place) => pieceFor(state, place, markOf(place.slot), sameSlot(place.slot, cursor), canRecycle, size, theme));
  return (
    <Box flexDirection="column">
      <Text>{labels.join('\n')}</Text>
      <Text>{cells.join('\n')}</Text>
    </Box>
  );
}
