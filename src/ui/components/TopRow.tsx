// The row above the columns, in games that have one (Game.topRow): stock, waste (its top cards
// fanned when the game says so), cells and foundations, each under a label that shows the cursor
// and accepting marks.
import { Box, Text } from 'ink';
import { useContext } from 'react';
import { SUITS, topCard } from '../../engine/cards.js';
import type { TopRowPlace } from '../../engine/game.js';
import type { GameState } from '../../engine/types.js';
import { cardCell, CELL_WIDTH, emptyCell, emptyStockCell, fannedCard, fannedWidth, foundationBase, type CardMark } from '../cardText.js';
import { sameSlot, topRowPlaces, type Slot } from '../slots.js';
import { ThemeContext, type Theme } from '../theme.js';
import { pileLabel } from './Column.js';

export interface TopRowProps {
  state: GameState;
  cursor: Slot;
  accepting: readonly Slot[];
  /** The mark for the top card of a slot (chosen under the cursor, or held). */
  markOf: (slot: Slot) => CardMark;
  /** Whether the waste may be turned over into a new stock now. */
  canRecycle: boolean;
}

const PITCH = CELL_WIDTH + 1;

/** A drawn piece of the row and how many terminal columns it takes. */
interface Piece {
  text: string;
  width: number;
}

function cellFor(state: GameState, place: TopRowPlace, mark: CardMark, isCursor: boolean, canRecycle: boolean, theme: Theme): Piece {
  const cell = (text: string): Piece => ({ text, width: CELL_WIDTH });
  const { slot } = place;
  if (slot.pile === 'stock') {
    if (state.stock.length > 0) return cell(cardCell(state.stock[state.stock.length - 1]!, isCursor ? 'chosen' : 'none', theme));
    return cell(emptyStockCell(canRecycle, isCursor, theme));
  }
  if (slot.pile === 'waste') {
    const top = topCard(state.waste);
    if (!top) return cell(emptyStockCell(false, isCursor, theme));
    const under = state.waste.slice(-(place.fan ?? 1), -1);
    // A space between covered cards (the top card's cell starts with its own), so two cards never
    // read as one token, and three tens still end before the next pile.
    const fan = under.map((c) => fannedCard(c, theme)).join(' ');
    const fanWidth = under.reduce((n, c) => n + fannedWidth(c, theme), Math.max(0, under.length - 1));
    return { text: fan + cardCell(top, mark, theme), width: fanWidth + CELL_WIDTH };
  }
  if (slot.pile === 'cell') {
    const top = topCard(state.cells?.[slot.index] ?? []);
    return cell(top ? cardCell(top, mark, theme) : emptyCell(isCursor, theme));
  }
  const top = topCard(state.foundations[slot.index] ?? []);
  return cell(top ? cardCell(top, mark, theme) : foundationBase(SUITS[slot.index] ?? 'spades', isCursor, theme));
}

/** Each pile's label is its card count. */
function labelFor(state: GameState, slot: Slot): string {
  if (slot.pile === 'stock') return String(state.stock.length);
  if (slot.pile === 'waste') return String(state.waste.length);
  if (slot.pile === 'cell') return `c${slot.index + 1}`;
  return String(state.foundations[slot.index]?.length ?? 0);
}

/** Lays pieces out on one line, each starting at its place's column (or just after the last). */
function line(places: readonly TopRowPlace[], pieceOf: (place: TopRowPlace) => Piece): string {
  let text = '';
  let at = 0;
  for (const place of places) {
    const piece = pieceOf(place);
    const start = Math.max(at, place.column * PITCH);
    text += ' '.repeat(start - at) + piece.text;
    at = start + piece.width;
  }
  return text;
}

export function TopRow({ state, cursor, accepting, markOf, canRecycle }: TopRowProps) {
  const theme = useContext(ThemeContext);
  const places = topRowPlaces(state);
  const labels = line(places, ({ slot }) => ({
    text: pileLabel(labelFor(state, slot), sameSlot(slot, cursor), accepting.some((a) => sameSlot(a, slot)), theme),
    width: CELL_WIDTH,
  }));
  const cells = line(places, (place) => cellFor(state, place, markOf(place.slot), sameSlot(place.slot, cursor), canRecycle, theme));
  return (
    <Box flexDirection="column">
      <Text>{labels}</Text>
      <Text>{cells}</Text>
    </Box>
  );
}
