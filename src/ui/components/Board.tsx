// The board: every tableau column side by side, with the marks for the cursor, the chosen or held
// run and the piles that accept it. It draws whatever columns the state has.
import { Box } from 'ink';
import type { UiState } from '../controller.js';
import { destinations } from '../controller.js';
import { sameSlot } from '../slots.js';
import { Column } from './Column.js';

export function Board({ ui, maxLines }: { ui: UiState; maxLines: number }) {
  const { held, cursor, depth } = ui;
  const accepting = held ? destinations(ui, held.from, held.count) : [];
  return (
    <Box>
      {ui.position.state.tableau.map((cards, index) => {
        const slot = { pile: 'tableau' as const, index };
        const isCursor = sameSlot(cursor, slot);
        const isHeldSource = held !== null && sameSlot(held.from, slot);
        const marked = isHeldSource
          ? { count: held.count, mark: 'held' as const }
          : isCursor && !held && cards.length > 0
            ? { count: Math.min(depth, cards.length), mark: 'chosen' as const }
            : null;
        return (
          <Column
            key={index}
            number={index + 1}
            cards={cards}
            maxLines={maxLines}
            isCursor={isCursor}
            accepts={accepting.some((d) => sameSlot(d, slot))}
            marked={marked}
          />
        );
      })}
    </Box>
  );
}
