// The board: the top row where a game has one (stock, waste, foundations), then every tableau
// column side by side, with the marks for the cursor, the chosen or held run and the piles that
// accept it, in the card size chosen for the terminal. It draws whatever piles the state has, where
// boardGeometry.ts says they are; a game whose cards overlap gets OverlapBoard in place of columns.
import { Box, Text } from 'ink';
import { gameOf } from '../../engine/games.js';
import { markingOf, topRowHeight } from '../board/boardGeometry.js';
import type { CardSize } from '../board/cardSize.js';
import { destinations } from '../hooks/cursorReducer.js';
import { hintedCards, type UiState } from '../hooks/uiState.js';
import { sameSlot, type Slot } from '../board/slots.js';
import { overlapOf } from '../board/overlapGeometry.js';
import { Column } from './Column.js';
import { OverlapBoard } from './OverlapBoard.js';
import { TopRow } from './TopRow.js';

export function Board({ ui, size, maxLines }: { ui: UiState; size: CardSize; maxLines: number }) {
  const { held, cursor } = ui;
  const state = ui.position.state;
  const overlap = overlapOf(state);
  // While holding: every pile that takes the cards; after a hint: the pile it suggests.
  const hint = hintedCards(ui);
  const accepting = held ? destinations(ui, held.from, held.count) : hint ? [hint.to] : [];
  return (
    <Box flexDirection="column">
      {topRowHeight(state, size) > 0 ? (
        <>
          <TopRow
            state={state}
            size={size}
            cursor={cursor}
            accepting={accepting}
            markOf={(slot) => markingOf(ui, slot, 1)?.mark ?? 'none'}
            canRecycle={gameOf(state).legalMoves(state).some((m) => m.type === 'recycle')}
          />
          <Text> </Text>
        </>
      ) : null}
      {overlap ? (
        <OverlapBoard ui={ui} size={size} layout={overlap} accepting={accepting} />
      ) : (
        <Box>
          {state.tableau.map((cards, index) => {
            const slot: Slot = { pile: 'tableau', index };
            return (
              <Column
                key={index}
                number={index + 1}
                cards={cards}
                size={size}
                maxLines={maxLines}
                isCursor={sameSlot(cursor, slot)}
                accepts={accepting.some((d) => sameSlot(d, slot))}
                marked={markingOf(ui, slot, cards.length)}
              />
            );
          })}
        </Box>
      )}
    </Box>
  );
}
