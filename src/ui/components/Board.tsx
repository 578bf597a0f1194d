// The board: the top row where a game has one (stock, waste, foundations), then every tableau
// column side by side, with the marks for the cursor, the chosen or held run and the piles that
// accept it. It draws whatever piles the state has.
import { Box, Text } from 'ink';
import { gameOf } from '../../engine/games.js';
import { destinations, type UiState } from '../controller.js';
import type { CardMark } from '../cardText.js';
import { sameSlot, topRowSlots, type Slot } from '../slots.js';
import { Column } from './Column.js';
import { TopRow } from './TopRow.js';

/** Lines the top row takes, with the blank line under it (0 for games without one). */
export function topRowLines(ui: UiState): number {
  return topRowSlots(ui.position.state).length > 0 ? 3 : 0;
}

export function Board({ ui, maxLines }: { ui: UiState; maxLines: number }) {
  const { held, cursor, depth } = ui;
  const state = ui.position.state;
  // While holding: every pile that takes the cards; after a hint: the pile it suggests.
  const accepting = held ? destinations(ui, held.from, held.count) : ui.hint ? [ui.hint.to] : [];
  const marking = (slot: Slot, size: number): { count: number; mark: CardMark } | null => {
    if (held && sameSlot(held.from, slot)) return { count: held.count, mark: 'held' };
    if (!held && sameSlot(cursor, slot) && size > 0) return { count: Math.min(depth, size), mark: 'chosen' };
    return null;
  };
  return (
    <Box flexDirection="column">
      {topRowLines(ui) > 0 ? (
        <>
          <TopRow
            state={state}
            cursor={cursor}
            accepting={accepting}
            markOf={(slot) => marking(slot, 1)?.mark ?? 'none'}
            canRecycle={gameOf(state).legalMoves(state).some((m) => m.type === 'recycle')}
          />
          <Text> </Text>
        </>
      ) : null}
      <Box>
        {state.tableau.map((cards, index) => {
          const slot: Slot = { pile: 'tableau', index };
          return (
            <Column
              key={index}
              number={index + 1}
              cards={cards}
              maxLines={maxLines}
              isCursor={sameSlot(cursor, slot)}
              accepts={accepting.some((d) => sameSlot(d, slot))}
              marked={marking(slot, cards.length)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
